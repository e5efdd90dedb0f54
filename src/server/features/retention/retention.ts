// Retention (docs/personal-data.md): the plan (what a run now would remove, per kind, and from when) and the
// run. A run removes in batches of BATCH_SIZE, each batch a transaction with its own audit row
// (`retention.apply`: which kind, how many), so a run stopped midway keeps what it committed and the next
// one goes on from there; stored files are deleted after their batch commits. A second run finds nothing
// and writes nothing.
import { recordAudit, type AuditActor } from '../audit';
import type { DataOf } from '../../platform/contract/handler-types';
import type { EditionNumber } from '../../../shared/editions';
import { RETENTION_KINDS, type RetentionKind } from '../../../shared/retention-labels';
import { countEntries, removeEntryBatch, removeLeftoverBytes } from './entries';
import { countRows, oldOutboxFiles, removeFile, removeRowBatch, type RowKind } from './housekeeping';
import { retentionWindow, type RetentionDeps } from './retention-window';

export type RetentionPlan = DataOf<'retentionPlan'>;
export type RetentionResult = DataOf<'retentionApply'>;

/** Entries (or rows, or files) per batch: small enough that a batch's transaction and its lock stay short. */
export const BATCH_SIZE = 200;

const iso = (d: Date | null) => d && d.toISOString();

export async function retentionPlan(deps: RetentionDeps, edition: EditionNumber, now = new Date()): Promise<RetentionPlan> {
  const window = await retentionWindow(deps, edition, now);
  const none = { nationalIds: 0, contacts: 0, files: 0, receiptPdfs: 0 };
  const [entries, rows, outboxFiles] = await Promise.all([
    window.entriesDue ? countEntries(deps.db, deps.files, edition) : none,
    countRows(deps.db, window.lettersBefore, now),
    oldOutboxFiles(deps.config.outboxDir, window.lettersBefore),
  ]);
  const counts: Record<RetentionKind, number> = { ...entries, ...rows, outboxFiles: outboxFiles.length };
  const from: Record<RetentionKind, string | null> = {
    nationalIds: iso(window.entriesFrom),
    contacts: iso(window.entriesFrom),
    files: iso(window.entriesFrom),
    receiptPdfs: iso(window.entriesFrom),
    outboxRows: iso(window.lettersBefore),
    outboxFiles: iso(window.lettersBefore),
    rateLimits: iso(now),
    sessions: iso(now),
  };
  return {
    edition,
    months: deps.config.retention.months,
    winnersPublishedAt: iso(window.winnersPublishedAt),
    kinds: RETENTION_KINDS.map((kind) => ({ kind, count: counts[kind], appliesFrom: from[kind] })),
  };
}

export async function applyRetention(deps: RetentionDeps, edition: EditionNumber, actor: AuditActor, now = new Date()): Promise<RetentionResult> {
  const { db, files } = deps;
  const window = await retentionWindow(deps, edition, now);
  const removed: Record<RetentionKind, number> = { nationalIds: 0, contacts: 0, files: 0, receiptPdfs: 0, outboxRows: 0, outboxFiles: 0, rateLimits: 0, sessions: 0 };
  let batches = 0;
  const audit = (detail: Record<string, unknown>) => ({ actor, action: 'retention.apply' as const, detail: { edition, ...detail } });

  if (window.entriesDue) {
    for (;;) {
      const batch = await db.transaction().execute(async (trx) => {
        const b = await removeEntryBatch(trx, edition, BATCH_SIZE);
        if (b.entries > 0) {
          await recordAudit(trx, audit({ batch: 'entries', entries: b.entries, nationalIds: b.nationalIds, contacts: b.contacts, files: b.files, receiptPdfs: b.receiptPdfs }));
        }
        return b;
      });
      if (batch.entries === 0) break;
      batches++;
      // After the commit: the rows no longer name these bytes as live (see removeEntryBatch).
      for (const key of batch.keys) await files.remove(key);
      removed.nationalIds += batch.nationalIds;
      removed.contacts += batch.contacts;
      removed.files += batch.files;
      removed.receiptPdfs += batch.receiptPdfs;
    }
    // Bytes a stopped run marked but did not delete.
    const leftovers = await removeLeftoverBytes(db, files, edition);
    if (leftovers > 0) {
      await recordAudit(db, audit({ batch: 'files', files: leftovers }));
      batches++;
      removed.files += leftovers;
    }
  }

  for (const kind of ['outboxRows', 'rateLimits', 'sessions'] as const satisfies readonly RowKind[]) {
    for (;;) {
      const count = await db.transaction().execute(async (trx) => {
        const c = await removeRowBatch(trx, kind, BATCH_SIZE, window.lettersBefore, now);
        if (c > 0) await recordAudit(trx, audit({ batch: kind, [kind]: c }));
        return c;
      });
      if (count === 0) break;
      batches++;
      removed[kind] += count;
      if (count < BATCH_SIZE) break;
    }
  }

  const letters = await oldOutboxFiles(deps.config.outboxDir, window.lettersBefore);
  for (let i = 0; i < letters.length; i += BATCH_SIZE) {
    const batch = letters.slice(i, i + BATCH_SIZE);
    for (const path of batch) await removeFile(path);
    // Files have no transaction: the row follows the deletions it records.
    await recordAudit(db, audit({ batch: 'outboxFiles', outboxFiles: batch.length }));
    batches++;
    removed.outboxFiles += batch.length;
  }

  return { edition, batches, removed: RETENTION_KINDS.map((kind) => ({ kind, count: removed[kind] })) };
}
