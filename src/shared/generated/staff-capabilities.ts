// Generated from openapi/openapi.yaml (x-capabilities) by `npm run gen` (scripts/generators/16-operation-roles.mjs). Do not edit.
import type { components } from './api';

export const STAFF_CAPABILITIES = {
  /** Runs the recommendation draw before the recommendation period ends (the upload window's close), with a reason kept in the audit log. */
  drawBeforeClose: { roles: ['admin'], fields: [] },
  /** The national ID number column of the CSV and XLSX exports. */
  exportNationalId: { roles: ['admin'], fields: [] },
  /** Scores the entries assigned to them, after declaring affiliations and accepting the confidentiality pledge (their invitation says so). */
  judgeEntries: { roles: ['juror'], fields: [] },
  /** Every entry of a judging stage, its files and its dossier (a juror reads only the entries assigned to them). */
  readAllJudgingEntries: { roles: ['admin'], fields: [] },
  /** The entry beyond its brief (number, unit, name, category, status) - the form with contact data and birthday, provisions, merits, the recommendation, mails sent, the status history with its reasons, notes and the submission check. */
  readApplicant: { roles: ['admin', 'reviewer'], fields: ['applicant', 'notes'] },
  /** A registration's files, their thumbnails and the receipt's list of them. */
  readFiles: { roles: ['admin', 'reviewer'], fields: ['files', 'receipt'] },
  /** The national ID number unmasked, inside a registration it may read. */
  readNationalId: { roles: ['admin', 'reviewer'], fields: [] },
  /** Deleted news items (the list's deleted filter, and restoring one). */
  seeDeletedNews: { roles: ['admin'], fields: [] },
} as const satisfies Record<string, { roles: readonly components['schemas']['StaffRole'][]; fields: readonly string[] }>;

export type StaffCapability = keyof typeof STAFF_CAPABILITIES;
