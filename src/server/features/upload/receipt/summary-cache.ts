// Summary PDFs made once per content (issue 33), not once per ZIP: rendering one (≈ 20 ms of CPU, its CJK
// font subset) was most of a bulk ZIP's time. A registration's row in registration_summary (migration
// 0027) names its last PDF in the files store and the SHA-256 of what it shows (summaryContentKey): a ZIP
// whose summary has that key reads the stored bytes; any other renders, stores and records a new one,
// which replaces the old row and file.
//
// The bytes live in the files store, not in a bytea column: a ZIP reads them as it reads the receipts
// beside them (a file read, or a GET on the bucket, that runs beside the database), while a thousand
// 30-60 KB values in PGlite would cross its one session and its worker thread, holding up every other
// statement of the server during a bulk ZIP.
//
// 產生時間 (the time the page prints) stays true: it is when that PDF was rendered, and a stored PDF is
// served only while the registration shows exactly what it showed then (same key); the row's created_at
// keeps that time, and the ZIP dates the entry with it.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../platform/db/index';
import type { FileStore } from '../../../platform/storage/file-store';
import type { RegistrationSummary } from './summary';
import { summaryContentKey } from './summary-content';

interface StoredSummary {
  content_sha256: string;
  storage_key: string;
  created_at: Date | string;
}

interface MadeSummary {
  sha256: string;
  key: string;
  createdAt: Date;
  /** The bytes being written to the store (false: not stored, nothing to record). */
  stored: Promise<boolean>;
}

export interface SummaryEntry {
  /** A stored PDF shows exactly this content. */
  stored: boolean;
  /** When the PDF was made: the stored one's time, or now for one about to be rendered. */
  date: Date;
  /** The PDF: the stored bytes, or rendered now (and stored, recorded by save()). */
  open: () => Promise<Buffer>;
}

/** What a batch needs: the database, the store, the programme's title and the renderer. */
export interface SummaryDeps {
  db: Database;
  files: FileStore;
  siteTitle: string;
  render: (summary: RegistrationSummary, generatedAt: Date) => Promise<Buffer>;
}

/**
 * The summaries of a batch of registrations (a ZIP's batch, or one registration): their rows read in one
 * statement, the new ones recorded in one transaction by save(), whatever the batch's size.
 */
export class SummaryBatch {
  private readonly made = new Map<string, MadeSummary>();

  private constructor(
    private readonly deps: SummaryDeps,
    private readonly stored: Map<string, StoredSummary>,
  ) {}

  static async open(deps: SummaryDeps, registrationUids: readonly string[]): Promise<SummaryBatch> {
    const rows =
      registrationUids.length === 0
        ? []
        : await deps.db.selectFrom('registration_summary').select(['registration_uid', 'content_sha256', 'storage_key', 'created_at']).where('registration_uid', 'in', [...registrationUids]).execute();
    return new SummaryBatch(deps, new Map(rows.map(({ registration_uid, ...row }) => [registration_uid, row])));
  }

  /** The summary PDF of registration `uid` showing `summary`. */
  entry(uid: string, summary: RegistrationSummary): SummaryEntry {
    const sha256 = summaryContentKey(this.deps.siteTitle, summary);
    const stored = this.stored.get(uid);
    if (stored?.content_sha256 === sha256) {
      // A file gone from the store (removed by hand, a bucket restored) is made again.
      return { stored: true, date: new Date(stored.created_at), open: () => this.deps.files.readAll(stored.storage_key).catch(() => this.make(uid, sha256, summary, new Date())) };
    }
    const date = new Date();
    return { stored: false, date, open: () => this.make(uid, sha256, summary, date) };
  }

  /**
   * Records the summaries made since the last call (one transaction: the old rows out, the new ones in),
   * then removes the files they replace. Never fails the caller: a summary not recorded is rendered again
   * next time, and its file is removed.
   */
  async save(): Promise<void> {
    const made = [...this.made];
    this.made.clear();
    if (made.length === 0) return;
    const written = await Promise.all(made.map(async ([uid, m]) => ((await m.stored) ? ([uid, m] as const) : null)));
    const rows = written.filter((w) => w !== null);
    if (rows.length === 0) return;
    const { db, files } = this.deps;
    try {
      const replaced = await db.transaction().execute(async (trx) => {
        const old = await trx.deleteFrom('registration_summary').where('registration_uid', 'in', rows.map(([uid]) => uid)).returning('storage_key').execute();
        await trx
          .insertInto('registration_summary')
          .values(rows.map(([uid, m]) => ({ registration_uid: uid, content_sha256: m.sha256, storage_key: m.key, created_at: m.createdAt })))
          // Another instance recorded one between the two statements: ours is as new.
          .onConflict((oc) => oc.column('registration_uid').doUpdateSet((eb) => ({ content_sha256: eb.ref('excluded.content_sha256'), storage_key: eb.ref('excluded.storage_key'), created_at: eb.ref('excluded.created_at') })))
          .execute();
        return old;
      });
      for (const [uid, m] of rows) this.stored.set(uid, { content_sha256: m.sha256, storage_key: m.key, created_at: m.createdAt });
      for (const { storage_key } of replaced) await files.remove(storage_key).catch(() => undefined);
    } catch {
      // The registration was deleted meanwhile, or the database refused: nothing names these files.
      for (const [, m] of rows) await files.remove(m.key).catch(() => undefined);
    }
  }

  private async make(uid: string, sha256: string, summary: RegistrationSummary, generatedAt: Date): Promise<Buffer> {
    const earlier = this.made.get(uid);
    const pdf = await this.deps.render(summary, generatedAt);
    const key = this.deps.files.keyFor(randomUUID());
    // Stored while the ZIP goes on (a synced write): save() waits for it before recording the row.
    const stored = this.deps.files.put(key, pdf).then(
      () => true,
      () => false,
    );
    this.made.set(uid, { sha256, key, createdAt: generatedAt, stored });
    // Asked twice in one batch: the first file is not recorded.
    if (earlier) {
      void earlier.stored.then(async (ok) => {
        if (ok) await this.deps.files.remove(earlier.key).catch(() => undefined);
      });
    }
    return pdf;
  }
}
