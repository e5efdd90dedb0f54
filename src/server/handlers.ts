// Every area's handlers, keyed by operationId. Every operation of the contract needs one (checked at boot).
import { auditHandlers } from './features/audit/staff-handlers';
import { awardsAdminHandlers } from './features/awards/staff-handlers';
import { heroesAdminHandlers } from './features/awards/heroes/staff-handlers';
import { newsAdminHandlers } from './features/news/staff-handlers';
import { drawHandlers } from './features/draw/staff-handlers';
import { reminderHandlers } from './features/reminders/staff-handlers';
import { registrationDetailHandlers } from './features/review/detail-handlers';
import { registrationsAdminHandlers } from './features/review/staff-handlers';
import { exportHandlers } from './features/exports/staff-handlers';
import { staffHandlers } from './features/staff/staff-handlers';
import { vendorHandlers } from './features/vendors/staff-handlers';
import type { Handlers } from './platform/contract/handler-types';
import { authHandlers } from './features/registrant-sessions/handlers';
import { awardHandlers } from './features/awards/handlers';
import { commonHandlers } from './features/registration/lookup-handlers';
import { leaderboardHandlers } from './features/awards/leaderboard-handlers';
import { newsHandlers } from './features/news/handlers';
import { registrationHandlers } from './features/registration/handlers';
import { resourceHandlers } from './features/resources/handlers';
import { siteHandlers } from './features/public-content/handlers';
import { uploadAchievementHandlers } from './features/upload/achievement-handlers';
import { uploadConfirmHandlers } from './features/upload/confirm-handlers';
import { uploadDocumentHandlers } from './features/upload/document-handlers';
import { uploadPictureHandlers } from './features/upload/picture-handlers';

export const handlers: Handlers = {
  ...siteHandlers,
  ...authHandlers,
  ...resourceHandlers,
  ...newsHandlers,
  ...registrationHandlers,
  ...commonHandlers,
  ...awardHandlers,
  ...leaderboardHandlers,
  ...uploadAchievementHandlers,
  ...uploadPictureHandlers,
  ...uploadDocumentHandlers,
  ...uploadConfirmHandlers,
  ...staffHandlers,
  ...auditHandlers,
  ...reminderHandlers,
  ...registrationDetailHandlers,
  ...exportHandlers,
  ...vendorHandlers,
  ...registrationsAdminHandlers,
  ...awardsAdminHandlers,
  ...heroesAdminHandlers,
  ...newsAdminHandlers,
  ...drawHandlers,
};
