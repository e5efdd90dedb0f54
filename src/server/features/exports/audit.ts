// Every export and ZIP download is a row of the audit log (DESIGN.md section 11): who, what, and the
// filter in detail. Written in its own transaction before the first byte is sent, so no download ever
// happens unrecorded.
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';

export type ExportAction = 'export.csv' | 'export.xlsx' | 'export.zip' | 'file.zip' | 'export.audit-csv' | 'registrant.export';

export async function recordExport(
  services: Services,
  req: FastifyRequest,
  staff: Staff,
  action: ExportAction,
  detail: Record<string, unknown>,
  subject?: { kind: string; uid: string },
): Promise<void> {
  await services.db.transaction().execute((trx) =>
    recordAudit(trx, { actor: { kind: 'staff', uid: staff.uid, label: staff.email, clientAddress: req.ip }, action, subject, detail: { ...detail, role: staff.role } }),
  );
}
