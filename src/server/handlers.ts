// Every area's handlers, keyed by operationId. Every operation of the contract needs one (checked at boot).
import { auditHandlers } from './features/audit';
import { awardsAdminHandlers, heroesAdminHandlers, awardHandlers, leaderboardHandlers } from './features/awards';
import { newsAdminHandlers, newsHandlers } from './features/news';
import { filmHandlers } from './features/films';
import { openDataHandlers } from './features/open-data';
import { drawHandlers } from './features/draw';
import { reminderHandlers } from './features/reminders';
import { retentionHandlers } from './features/retention';
import { judgingHandlers } from './features/judging';
import { reviewHandlers } from './features/review';
import { exportHandlers } from './features/exports';
import { staffHandlers } from './features/staff';
import { vendorHandlers } from './features/vendors';
import type { Handlers } from './platform/contract/handler-types';
import { authHandlers } from './features/registrant-sessions';
import { commonHandlers, registrationHandlers } from './features/registration';
import { resourceHandlers } from './features/resources';
import { siteHandlers } from './features/public-content';
import { uploadAchievementHandlers, uploadConfirmHandlers, uploadDocumentHandlers, uploadPictureHandlers } from './features/upload';

export const handlers: Handlers = {
  ...siteHandlers,
  ...authHandlers,
  ...resourceHandlers,
  ...newsHandlers,
  ...registrationHandlers,
  ...commonHandlers,
  ...awardHandlers,
  ...leaderboardHandlers,
  ...openDataHandlers,
  ...uploadAchievementHandlers,
  ...uploadPictureHandlers,
  ...uploadDocumentHandlers,
  ...uploadConfirmHandlers,
  ...staffHandlers,
  ...auditHandlers,
  ...reminderHandlers,
  ...exportHandlers,
  ...vendorHandlers,
  ...reviewHandlers,
  ...judgingHandlers,
  ...awardsAdminHandlers,
  ...heroesAdminHandlers,
  ...newsAdminHandlers,
  ...filmHandlers,
  ...drawHandlers,
  ...retentionHandlers,
};
