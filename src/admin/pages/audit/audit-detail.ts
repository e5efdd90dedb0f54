// A row's detail as lines a reader follows: each fact under its zh-TW name, times in Taipei time (ROC
// dates), statuses and roles under their labels; raw JSON only for what has no better form.
import { AUDIT_DETAIL_LABELS, SIGN_IN_METHOD_LABELS } from '../../../shared/audit-labels';
import { CONFIRM_EVENT_LABEL, REGISTRATION_STATUS_LABELS, REVIEW_ACTION_LABELS, STAFF_ROLE_LABELS } from '../../../shared/back-office-labels';
import { rocDateTimeSeconds } from '../../../shared/taipei-time';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LABELLED: Record<string, Record<string, string>> = {
  from: REGISTRATION_STATUS_LABELS,
  to: REGISTRATION_STATUS_LABELS,
  role: STAFF_ROLE_LABELS,
  method: SIGN_IN_METHOD_LABELS,
  // A status change's event: the review action's name (the registrant's confirm has its own).
  event: { ...REVIEW_ACTION_LABELS, CONFIRM: CONFIRM_EVENT_LABEL },
};

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') {
    const label = LABELLED[key]?.[value];
    if (label) return label;
    return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? rocDateTimeSeconds(value) : value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map((v) => valueText(key, v)).join('、');
  return JSON.stringify(value);
}

/** One line per fact: `label：value`. */
export function auditDetailLines(detail: Record<string, unknown>): { label: string; value: string }[] {
  return Object.entries(detail).map(([key, value]) => ({ label: AUDIT_DETAIL_LABELS[key] ?? key, value: valueText(key, value) }));
}
