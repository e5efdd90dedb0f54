// Speed and time left of a transfer, from the progress reports it makes: the bytes over the last few
// seconds (a rural connection varies; the average since the start would hide a stall, one report alone
// would jump). Pure: the caller passes the clock.
export interface Rate {
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

/** How far back the speed looks. */
const WINDOW_MS = 5000;

export class TransferRate {
  private samples: { at: number; sent: number }[] = [];

  /** Forget the past (after a pause or a cut the next bytes are a new start). */
  reset(): void {
    this.samples = [];
  }

  add(at: number, sent: number, total: number): Rate {
    this.samples.push({ at, sent });
    while (this.samples.length > 2 && at - this.samples[0]!.at > WINDOW_MS) this.samples.shift();
    const first = this.samples[0]!;
    const seconds = (at - first.at) / 1000;
    // Under half a second of samples says nothing yet.
    if (seconds < 0.5 || sent <= first.sent) return { bytesPerSecond: null, secondsLeft: null };
    const bytesPerSecond = (sent - first.sent) / seconds;
    return { bytesPerSecond, secondsLeft: (total - sent) / bytesPerSecond };
  }
}
