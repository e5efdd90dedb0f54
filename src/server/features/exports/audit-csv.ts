// The audit log as a CSV for the admin (issue 29, item 16): the page's filter, every row, newest first;
// each action by its zh-TW name beside its code, times in Taipei time (csv.ts), the detail as it is kept.
import type { components } from '../../../shared/generated/api';
import { auditActionLabel } from '../../../shared/audit-labels';
import type { CellValue } from './columns';
import type { CsvColumn } from './csv';

type AuditEvent = components['schemas']['AuditEvent'];

export const AUDIT_CSV_NAME = '操作紀錄';

export const AUDIT_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: '時間' },
  { header: '人員' },
  { header: '動作' },
  { header: '動作代碼' },
  { header: '對象類型' },
  { header: '對象' },
  { header: '詳細' },
  { header: '來源位址' },
];

export async function* auditCsvRows(events: readonly AuditEvent[]): AsyncIterable<CellValue[]> {
  for (const e of events) {
    yield [new Date(e.at), e.actorLabel, auditActionLabel(e.action), e.action, e.subjectKind, e.subjectUid, JSON.stringify(e.detail), e.clientAddress];
  }
}
