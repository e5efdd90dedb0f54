// Generated from openapi/openapi.yaml (x-roles) by `npm run gen` (scripts/generators/16-operation-roles.mjs). Do not edit.
export const OPERATION_ROLES = {
  adminAuditList: ['admin'],
  adminExportCsv: ['admin', 'reviewer'],
  adminExportXlsx: ['admin', 'reviewer'],
  adminExportZip: ['admin', 'reviewer'],
  adminFileDownload: ['admin', 'reviewer'],
  adminFileThumbnail: ['admin', 'reviewer'],
  adminRegistrationNoteAdd: ['admin', 'reviewer'],
  adminRegistrationRead: ['admin', 'reviewer', 'editor'],
  adminRegistrationsList: ['admin', 'reviewer', 'editor'],
  adminRegistrationsSummary: ['admin', 'reviewer', 'editor'],
  adminRegistrationTransition: ['admin', 'reviewer'],
  adminRegistrationZip: ['admin', 'reviewer'],
  reminderPlan: ['admin', 'reviewer'],
  reminderPreview: ['admin', 'reviewer'],
  reminderSend: ['admin', 'reviewer'],
  staffChangeRole: ['admin'],
  staffDisable: ['admin'],
  staffEnrolmentComplete: [],
  staffEnrolmentRead: [],
  staffInvite: ['admin'],
  staffList: ['admin'],
  staffMe: ['admin', 'reviewer', 'editor'],
  staffSignIn: [],
  staffSignOut: [],
} as const satisfies Record<string, readonly string[]>;

export type StaffOperationId = keyof typeof OPERATION_ROLES;
