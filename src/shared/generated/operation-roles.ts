// Generated from openapi/openapi.yaml (x-roles) by `npm run gen` (scripts/generators/16-operation-roles.mjs). Do not edit.
export const OPERATION_ROLES = {
  adminExportCsv: ['admin', 'reviewer'],
  adminExportXlsx: ['admin', 'reviewer'],
  adminExportZip: ['admin', 'reviewer'],
  adminRegistrationsList: ['admin', 'reviewer', 'editor'],
  adminRegistrationsSummary: ['admin', 'reviewer', 'editor'],
  adminRegistrationZip: ['admin', 'reviewer'],
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
