// The submission receipts: one per confirm, rendered once and kept. The confirm writes a receipt row
// (what the receipt shows, read under its lock) and queues the receipt letter in its transaction; the
// rendering starts after the commit, off the main thread, and the PDF is stored in the files store
// (receipt.storage_key). The letter's delivery, a download and the ZIP read those stored bytes (or join
// the rendering under way), so the stored PDF is exactly the one mailed. The receipt's time is that
// confirm's submission time.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../../platform/config/config';
import type { Database } from '../../../platform/db/index';
import { latestReceipt } from '../../../platform/db/latest-receipt';
import type { FileStore } from '../../../platform/storage/file-store';
import { loadSubmission } from '../submission';
import { receiptContent, type ReceiptContent } from './receipt-content';
import { ReceiptRenderer } from './receipt-renderer';
import type { RegistrationSummary } from './summary';
import { SummaryBatch } from './summary-cache';

/** A receipt as listed: which confirm it is of, and when that was. */
export interface ReceiptRow {
  uid: string;
  sequence: number;
  submitted_at: Date | string;
}

/** A receipt as listed with where its PDF is stored (null: not rendered yet). */
export type ListedReceipt = ReceiptRow & { storage_key: string | null };

export class Receipts {
  /** Receipts being fetched or rendered, by receipt uid: two clicks share one rendering. */
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  /** Summary pages rendered since start (a stored one read back is not counted): what the tests read. */
  summariesRendered = 0;
  /** Work started after a request has answered (summaries made ahead): stop() waits for it. */
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly files: FileStore,
    private readonly renderer = new ReceiptRenderer(),
  ) {}

  /**
   * Writes the receipt of a confirm, in its transaction (under the registration's lock): numbered after
   * the registration's earlier receipts, with what it shows taken from the submission just confirmed.
   */
  async record(trx: Database, submission: Parameters<typeof receiptContent>[0]): Promise<{ uid: string; content: ReceiptContent }> {
    const registrationUid = submission.registration.uid;
    const last = await trx.selectFrom('receipt').select((eb) => eb.fn.max('sequence').as('sequence')).where('registration_uid', '=', registrationUid).executeTakeFirst();
    const content = receiptContent(submission, (last?.sequence ?? 0) + 1);
    const uid = randomUUID();
    await trx
      .insertInto('receipt')
      .values({ uid, registration_uid: registrationUid, sequence: content.sequence, submitted_at: new Date(content.submittedAt), content: JSON.stringify(content) })
      .execute();
    return { uid, content };
  }

  /** A registration's receipts, the first confirm's first (storage_key: null until rendered). */
  list(registrationUid: string): Promise<ListedReceipt[]> {
    return this.db.selectFrom('receipt').select(['uid', 'sequence', 'submitted_at', 'storage_key']).where('registration_uid', '=', registrationUid).orderBy('sequence').execute();
  }

  /** The receipts of many registrations in one statement, by registration uid, each list the first confirm's first. */
  async listMany(registrationUids: readonly string[]): Promise<Map<string, ListedReceipt[]>> {
    const byRegistration = new Map<string, ListedReceipt[]>();
    if (registrationUids.length === 0) return byRegistration;
    const rows = await this.db
      .selectFrom('receipt')
      .select(['uid', 'registration_uid', 'sequence', 'submitted_at', 'storage_key'])
      .where('registration_uid', 'in', [...registrationUids])
      .orderBy('registration_uid')
      .orderBy('sequence')
      .execute();
    for (const { registration_uid, ...row } of rows) byRegistration.set(registration_uid, [...(byRegistration.get(registration_uid) ?? []), row]);
    return byRegistration;
  }

  /** The receipt of a registration's latest confirm (undefined: never confirmed). */
  latest(registrationUid: string): Promise<ReceiptRow | undefined> {
    return latestReceipt(this.db, registrationUid).executeTakeFirst();
  }

  /**
   * One receipt's PDF: the stored bytes, rendered and stored on first ask. A letter queued before
   * receipts were numbered names its registration instead: that one's latest receipt.
   */
  pdf(receiptOrRegistrationUid: string): Promise<Buffer> {
    let pending = this.inFlight.get(receiptOrRegistrationUid);
    if (!pending) {
      pending = this.storedOrRendered(receiptOrRegistrationUid).finally(() => this.inFlight.delete(receiptOrRegistrationUid));
      this.inFlight.set(receiptOrRegistrationUid, pending);
    }
    return pending;
  }

  /**
   * Starts rendering a receipt just committed. A failure here is left to the letter, whose delivery asks
   * again and is retried with the queue's backoff.
   */
  start(receiptUid: string): void {
    this.pdf(receiptUid).catch(() => undefined);
  }

  /** Renders one receipt (the seam a test holds to show that nothing else waits for it). */
  render(content: ReceiptContent): Promise<Buffer> {
    return this.renderer.render(this.config.programme, content, new Date());
  }

  /** The back office's one-page summary of a registration, rendered in the receipts' thread. */
  summary(summary: RegistrationSummary, generatedAt = new Date()): Promise<Buffer> {
    this.summariesRendered += 1;
    return this.renderer.renderSummary(this.config.programme, summary, generatedAt);
  }

  /** The stored summaries of `registrationUids` (one statement), to serve or make theirs (summary-cache.ts). */
  summaries(registrationUids: readonly string[]): Promise<SummaryBatch> {
    return SummaryBatch.open({ db: this.db, files: this.files, siteTitle: this.config.programme.siteTitle, render: (s, at) => this.summary(s, at) }, registrationUids);
  }

  /** Runs `task` after the request that asked for it has answered; a failure is dropped (what it prepares is made on demand too). */
  inBackground(task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch(() => undefined)
      .finally(() => this.background.delete(running));
    this.background.add(running);
  }

  /** Resolves once the background work started so far has ended (a test waits for what it observes). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.background]);
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values(), ...this.background]);
    await this.renderer.stop();
  }

  private async storedOrRendered(id: string): Promise<Buffer> {
    const row = await this.db
      .selectFrom('receipt')
      .selectAll()
      .where((eb) => eb.or([eb('uid', '=', id), eb('registration_uid', '=', id)]))
      .orderBy('sequence', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new Error('no receipt before the submission');
    if (row.storage_key) return this.files.readAll(row.storage_key);
    // A receipt carried over from before receipts were kept (0020-receipts) has no content: the
    // registration as it is, as those were rendered.
    const content = row.content ?? receiptContent(await loadSubmission(this.db, row.registration_uid), row.sequence);
    const pdf = await this.render(content);
    const key = this.files.keyFor(randomUUID());
    await this.files.put(key, pdf);
    const stored = await this.db.updateTable('receipt').set({ storage_key: key }).where('uid', '=', row.uid).where('storage_key', 'is', null).returning('uid').executeTakeFirst();
    if (stored) return pdf;
    // Another instance sharing the files store stored it first: keep theirs, the one it serves.
    await this.files.remove(key);
    return this.storedOrRendered(row.uid);
  }
}

declare module '../../../platform/contract/services' {
  interface Services {
    /** The receipt PDFs of confirmed submissions, rendered off the main thread. */
    receipts: Receipts;
  }
}
