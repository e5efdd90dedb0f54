// One small scheduler on a database lease (DESIGN.md section 11). A tick claims one due job with
// SELECT … FOR UPDATE SKIP LOCKED and, in that same short transaction, leases it (locked_until, a
// token of this claim): another instance's tick skips the row while it is locked and ignores it while
// the lease lasts, so two instances never run a job at the same time. The handler runs after that
// commit, outside the claim's transaction: its own work commits in its own transactions (on PGlite a
// transaction held for the whole job would hold every request), and a job whose instance died is
// claimed again when its lease ends (a restart resumes). So a handler must be idempotent per job
// (the reminders are: one reminder_sent row per registration and kind). Done or failed is recorded
// only by the holder of the lease; a failure is retried later with backoff and never blocks other jobs.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index';
import { sql } from '../db/kysely-runtime';

export interface JobContext {
  key: string;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
  /** The tick's clock (tests pass another). */
  now: Date;
}

export type JobHandler = (job: JobContext) => Promise<void>;

export type TickResult = { key: string; kind: string; outcome: 'done' | 'failed' | 'lease-lost' } | null;

/** Runs before each round of ticks: schedules the jobs that recur (the daily cleanup). */
export type BeforeTicks = (now: Date) => Promise<void>;

const MAX_BACKOFF_SECONDS = 3600;
/** How long a claimed job is out of others' reach; past it, a job whose instance died is run again. */
const DEFAULT_LEASE_SECONDS = 15 * 60;
/** Jobs one timer round runs at most, so a long queue cannot keep the round going for ever. */
const MAX_JOBS_PER_ROUND = 100;

export function retryBackoffSeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 30 * 2 ** Math.min(Math.max(attempts - 1, 0), 10));
}

export class Scheduler {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly beforeTicks: BeforeTicks[] = [];
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly leaseSeconds = DEFAULT_LEASE_SECONDS,
  ) {}

  /** The handler of one kind of job. */
  handle(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  /** Something to do before each round (scheduling recurring jobs). */
  beforeEachRound(step: BeforeTicks): this {
    this.beforeTicks.push(step);
    return this;
  }

  /** Claims one due job and runs it; null when none is due (or all due ones are leased elsewhere). */
  async tick(now = new Date()): Promise<TickResult> {
    const token = randomUUID();
    const job = await this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('scheduled_job')
        .select(['key', 'kind', 'payload', 'attempts'])
        .where('done_at', 'is', null)
        .where('run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .where('kind', 'in', [...this.handlers.keys(), ''])
        .orderBy('run_at')
        .orderBy('key')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return undefined;
      await trx
        .updateTable('scheduled_job')
        // The lease counts from this claim in the database's clock (the clock every instance's claim
        // compares with), not from the round's clock: a round's long first job left the leases of
        // the jobs after it born expired, free for another instance to run at the same time. The
        // tick's clock, when later (a test's), is respected too, so no clock sees the lease expired.
        .set({
          locked_until: sql<Date>`greatest(now(), ${now}) + make_interval(secs => ${this.leaseSeconds}::double precision)`,
          lease_token: token,
          attempts: due.attempts + 1,
        })
        .where('key', '=', due.key)
        .execute();
      return { ...due, attempts: due.attempts + 1 };
    });
    if (!job) return null;

    const handler = this.handlers.get(job.kind)!;
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<string, unknown>;
    const held = this.db.updateTable('scheduled_job').where('key', '=', job.key).where('lease_token', '=', token);
    try {
      await handler({ key: job.key, kind: job.kind, payload, attempt: job.attempts, now });
    } catch (err) {
      const backoff = retryBackoffSeconds(job.attempts);
      const kept = await held
        .set({ run_at: new Date(now.getTime() + backoff * 1000), locked_until: null, lease_token: null, last_error: String((err as Error).message ?? err).slice(0, 500) })
        .executeTakeFirst();
      this.log.warn({ job: job.key, err: (err as Error).message, retryInSeconds: backoff }, 'scheduled job failed; retried later');
      return { key: job.key, kind: job.kind, outcome: kept.numUpdatedRows > 0n ? 'failed' : 'lease-lost' };
    }
    const kept = await held.set({ done_at: new Date(), locked_until: null, lease_token: null, last_error: null }).executeTakeFirst();
    if (kept.numUpdatedRows === 0n) this.log.warn({ job: job.key }, 'scheduled job outlived its lease; another instance may run it again');
    return { key: job.key, kind: job.kind, outcome: kept.numUpdatedRows > 0n ? 'done' : 'lease-lost' };
  }

  /** Schedules the recurring jobs, then runs due jobs until none is left (at most MAX_JOBS_PER_ROUND). */
  async runDue(now = new Date()): Promise<number> {
    for (const step of this.beforeTicks) await step(now);
    let ran = 0;
    while (ran < MAX_JOBS_PER_ROUND && !this.stopping && (await this.tick(now)) !== null) ran++;
    return ran;
  }

  /** Ticks every `intervalMs` (a round at once too); a round never overlaps the one before. */
  start(intervalMs: number): void {
    const round = () => {
      if (this.round) return;
      this.round = this.runDue()
        .then(() => undefined, (err: unknown) => this.log.error({ err }, 'scheduler round failed'))
        .finally(() => (this.round = undefined));
    };
    round();
    this.timer = setInterval(round, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for the round under way (its job finishes or leaves its lease to expire). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }
}
