// Every area's handlers, keyed by operationId. Every operation of the contract needs one (checked at boot).
import { auditHandlers } from '../admin/audit/handlers';
import { awardsAdminHandlers } from '../admin/awards/handlers';
import { heroesAdminHandlers } from '../admin/heroes/handlers';
import { newsAdminHandlers } from '../admin/news/handlers';
import { drawHandlers } from '../admin/draw/handlers';
import { reminderHandlers } from '../admin/reminders/handlers';
import { registrationDetailHandlers } from '../admin/registrations/detail-handlers';
import { registrationsAdminHandlers } from '../admin/registrations/handlers';
import { exportHandlers } from '../admin/exports/handlers';
import { staffHandlers } from '../admin/staff/handlers';
import { vendorHandlers } from '../admin/vendors/handlers';
import type { Handlers } from '../contract/handler-types';
import { authHandlers } from './auth';
import { awardHandlers } from './awards';
import { commonHandlers } from './common';
import { leaderboardHandlers } from './leaderboards';
import { newsHandlers } from './news';
import { registrationHandlers } from './registrations';
import { resourceHandlers } from './resources';
import { siteHandlers } from './site';
import { uploadAchievementHandlers } from './upload-achievements';
import { uploadConfirmHandlers } from './upload-confirm';
import { uploadDocumentHandlers } from './upload-documents';
import { uploadPictureHandlers } from './upload-pictures';

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
