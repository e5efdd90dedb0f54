// Admission for heavy work (DESIGN.md section 9; README "Performance"). Under a deadline surge every
// upload's processing (type sniffing, re-encoding with sharp, hashing, its rows) took a turn of the one
// database session and of the CPU at once, and a sign-in waited behind hundreds of them. At most
// `atOnce` jobs run; the others wait here, in arrival order, holding nothing (no database session, no
// lock, only their received bytes on disk), so light requests pass them. Past `waitingMax` waiting, a
// job is refused at once (the caller answers 429 with a message people can act on).

export class QueueFull extends Error {}

export class WorkQueue {
  private running = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(
    readonly atOnce: number,
    readonly waitingMax: number,
  ) {
    if (!(atOnce >= 1)) throw new RangeError('a work queue runs at least one job at a time');
  }

  /** Jobs running now. */
  get active(): number {
    return this.running;
  }

  /** Jobs waiting for a turn. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Runs `job` when a turn is free; throws QueueFull (job not run) when the waiting line is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.waiters.length >= this.waitingMax) throw new QueueFull();
      // The finishing job hands its turn straight over: `running` stays counted, none can slip in between.
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiters.shift();
      if (next) next();
      else this.running--;
    }
  }
}
