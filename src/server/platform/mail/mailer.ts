// Outgoing mail (DESIGN.md section 5). Every message is first queued in the database, then
// delivered: as an .eml file in DATA_DIR/outbox by default, over SMTP when SMTP_URL is set. A failed
// delivery stays queued and is retried with backoff, so a mail outage never loses a letter nor
// fails the request that caused it.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config/config';
import type { Database } from '../db/index';
import { inLowPriorityLane } from '../db/single-session-dialect';

export type MailAttachment = {
  filename: string;
  contentType: string;
} & (
  | {
      /** base64 */
      content: string;
    }
  | {
      /** The receipt (its uid) this letter carries, made when the letter is delivered (after the commit
       * that queued it) if not already: the queued row is what guarantees a receipt, even across a crash. */
      receiptOf: string;
    }
);

/** Where a letter's receipt comes from (src/server/features/upload/receipt/receipts.ts). */
export interface ReceiptSource {
  pdf(receiptUid: string): Promise<Buffer>;
}

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

const MAX_BACKOFF_SECONDS = 3600;

/** A message's row in the queue (its id and the row to insert). */
export function mailQueueRow(message: MailMessage) {
  const id = randomUUID();
  return { id, row: { id, kind: message.kind, to_address: message.to, message: JSON.stringify(message), next_attempt_at: new Date() } };
}

/**
 * Queues a message in `db` (a transaction: it is sent only if that commits) without delivering it: a
 * running server's periodic retry delivers it (the staff CLI's letters, written with the server stopped).
 */
export async function queueMail(db: Database, message: MailMessage): Promise<string> {
  const { id, row } = mailQueueRow(message);
  await db.insertInto('mail_queue').values(row).execute();
  return id;
}

export class Mailer {
  /** Made on the first letter: nodemailer is ≈ 40 modules that a restart need not load before it answers. */
  private transport: Promise<Transporter> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly delivering = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly receipts?: ReceiptSource,
  ) {}

  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }): Transporter =>
      this.config.smtpUrl
        ? nodemailer.createTransport(this.config.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  /**
   * A message's row in the queue, for a caller that writes it in a statement of its own together with
   * what caused it (a registration); deliver it with deliverSoon(id) once that has committed.
   */
  queueRow(message: MailMessage) {
    return mailQueueRow(message);
  }

  /** Queues a message and tries to deliver it at once; never throws for a delivery failure. */
  async send(message: MailMessage, db: Database = this.db): Promise<string> {
    const id = await queueMail(db, message);
    if (db === this.db) await this.deliverNow(id);
    return id;
  }

  /** Delivers every due message (the periodic retry). */
  async deliverDue(): Promise<void> {
    const due = await this.db
      .selectFrom('mail_queue')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', new Date())
      .orderBy('created_at')
      .limit(50)
      .execute();
    for (const { id } of due) await this.deliverNow(id);
  }

  /** Delivers after the answer (call after the transaction that queued it commits): the request does
   * not wait for the letter, nor for the receipt it may carry to be rendered. */
  deliverSoon(id: string): void {
    // In the low-priority lane: on the embedded database, requests' queries go first.
    const delivery: Promise<void> = inLowPriorityLane(() => this.deliverNow(id))
      .catch((err: unknown) => this.log.error({ err }, 'mail delivery failed'))
      .finally(() => this.delivering.delete(delivery));
    this.delivering.add(delivery);
  }

  /** Resolves once every delivery begun by deliverSoon has finished. */
  async settled(): Promise<void> {
    while (this.delivering.size > 0) await Promise.all(this.delivering);
  }

  /** Delivers one queued message now (call after the transaction that queued it commits). */
  async deliverNow(id: string): Promise<void> {
    // Claim the row by pushing its next attempt out: another instance's worker skips it meanwhile.
    const claimed = await this.db
      .updateTable('mail_queue')
      .set((eb) => ({ next_attempt_at: new Date(Date.now() + 60_000), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', new Date())
      .returning(['message', 'attempts', 'kind'])
      .executeTakeFirst();
    if (!claimed) return;
    const message = (typeof claimed.message === 'string' ? JSON.parse(claimed.message) : claimed.message) as MailMessage;
    try {
      const attachments = await Promise.all((message.attachments ?? []).map(async (a) => ({ filename: a.filename, contentType: a.contentType, content: await this.content(a) })));
      const transport = await this.transporter();
      const info = await transport.sendMail({
        from: this.config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments,
      });
      if (!this.config.smtpUrl) {
        const dir = this.config.outboxDir;
        await mkdir(dir, { recursive: true });
        const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${claimed.kind}-${id}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        this.log.info({ mail: claimed.kind, file }, 'mail written to outbox');
      } else {
        this.log.info({ mail: claimed.kind, messageId: info.messageId }, 'mail sent');
      }
      // Once delivered, only the envelope stays: letters carry upload login codes, which the database
      // keeps nowhere else but as hashes.
      const delivered = { kind: message.kind, to: message.to, subject: message.subject, text: '', html: '' } satisfies MailMessage;
      await this.db
        .updateTable('mail_queue')
        .set({ sent_at: new Date(), last_error: null, message: JSON.stringify(delivered) })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      const backoff = Math.min(MAX_BACKOFF_SECONDS, 30 * 2 ** Math.min(claimed.attempts, 10));
      await this.db
        .updateTable('mail_queue')
        .set({ next_attempt_at: new Date(Date.now() + backoff * 1000), last_error: String((err as Error).message).slice(0, 500) })
        .where('id', '=', id)
        .execute();
      this.log.warn({ mail: claimed.kind, err: (err as Error).message, retryInSeconds: backoff }, 'mail delivery failed; queued for retry');
    }
  }

  private async content(attachment: MailAttachment): Promise<Buffer> {
    if ('content' in attachment) return Buffer.from(attachment.content, 'base64');
    if (!this.receipts) throw new Error('no receipt source for a receipt attachment');
    return this.receipts.pdf(attachment.receiptOf);
  }

  start(intervalMs = 30_000): void {
    this.timer = setInterval(() => void this.deliverDue().catch((err) => this.log.error(err, 'mail retry failed')), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.settled();
    (await this.transport?.catch(() => undefined))?.close();
  }
}
