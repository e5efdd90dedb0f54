// The submission receipt, rendered once and kept. The confirm commits first and queues the receipt
// letter; its delivery (or the first download, whichever comes first) renders the PDF off the main
// thread and stores it in the files store (registration.receipt_storage_key). Every later download
// and every retry of the letter reads those stored bytes. The receipt's time is the submission time,
// so the stored PDF is exactly the one mailed.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../../platform/config/config';
import type { Database } from '../../../platform/db/index';
import type { FileStore } from '../../../platform/storage/file-store';
import { loadSubmission, type Submission } from '../submission';
import { ReceiptRenderer } from './receipt-renderer';
import type { RegistrationSummary } from './summary';

export class Receipts {
  /** Receipts being fetched or rendered, by registration: two clicks share one rendering. */
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly files: FileStore,
    private readonly renderer = new ReceiptRenderer(),
  ) {}

  /** The receipt of a submitted registration: the stored bytes, rendered and stored on first ask. */
  pdf(registrationUid: string, submitted?: Submission): Promise<Buffer> {
    let pending = this.inFlight.get(registrationUid);
    if (!pending) {
      pending = this.storedOrRendered(registrationUid, submitted).finally(() => this.inFlight.delete(registrationUid));
      this.inFlight.set(registrationUid, pending);
    }
    return pending;
  }

  /**
   * Starts rendering the receipt of a submission just committed, from what the confirm read under
   * its lock (not read again). A failure here is left to the letter, whose delivery asks again and
   * is retried with the queue's backoff.
   */
  start(submitted: Submission): void {
    this.pdf(submitted.registration.uid, submitted).catch(() => undefined);
  }

  /** Renders one receipt (the seam a test holds to show that nothing else waits for it). */
  render(submission: Submission): Promise<Buffer> {
    const submittedAt = submission.registration.submitted_at;
    if (!submittedAt) throw new Error('no receipt before the submission');
    return this.renderer.render(this.config.programme, submission, submittedAt);
  }

  /** The back office's one-page summary of a registration, rendered in the receipts' thread (never stored). */
  summary(summary: RegistrationSummary, generatedAt = new Date()): Promise<Buffer> {
    return this.renderer.renderSummary(this.config.programme, summary, generatedAt);
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
    await this.renderer.stop();
  }

  private async storedOrRendered(uid: string, submitted?: Submission): Promise<Buffer> {
    const row = await this.db.selectFrom('registration').select(['status', 'receipt_storage_key']).where('uid', '=', uid).executeTakeFirstOrThrow();
    if (row.status !== 'submitted') throw new Error('no receipt before the submission');
    if (row.receipt_storage_key) return this.files.readAll(row.receipt_storage_key);
    const pdf = await this.render(submitted ?? (await loadSubmission(this.db, uid)));
    const key = this.files.keyFor(randomUUID());
    await this.files.put(key, pdf);
    const stored = await this.db
      .updateTable('registration')
      .set({ receipt_storage_key: key })
      .where('uid', '=', uid)
      .where('receipt_storage_key', 'is', null)
      .returning('uid')
      .executeTakeFirst();
    if (stored) return pdf;
    // Another instance sharing the files store stored it first: keep theirs, the one it serves.
    await this.files.remove(key);
    return this.storedOrRendered(uid);
  }
}

declare module '../../../platform/contract/services' {
  interface Services {
    /** The receipt PDFs of confirmed submissions, rendered off the main thread. */
    receipts: Receipts;
  }
}
