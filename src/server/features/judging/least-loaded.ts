// The jurors ordered by load, fewest first, ties by a key the caller gives for each juror at each load: a binary
// heap, so that picking a juror for each of 6,000 slots costs a few comparisons, not a sort of 30 jurors.

export class LeastLoaded {
  private readonly heap: number[] = [];
  private readonly tie: Float64Array;

  /**
   * loads[j]: juror j's assignments so far, updated in place as jurors are taken. tieKey(j, load): the order
   * among jurors of equal load (smaller first; equal keys: smaller index first).
   */
  constructor(
    readonly loads: Int32Array,
    private readonly tieKey: (juror: number, load: number) => number,
  ) {
    this.tie = new Float64Array(loads.length);
    for (let j = 0; j < loads.length; j++) {
      this.tie[j] = tieKey(j, loads[j]!);
      this.push(j);
    }
  }

  /**
   * Takes the least-loaded juror that `excluded` allows, adds one to its load and returns it; -1 when there is
   * none. The excluded ones popped on the way are put back.
   */
  take(excluded: (juror: number) => boolean): number {
    const skipped: number[] = [];
    let found = -1;
    while (this.heap.length) {
      const j = this.pop();
      if (!excluded(j)) {
        found = j;
        break;
      }
      skipped.push(j);
    }
    if (found !== -1) {
      this.loads[found]!++;
      this.tie[found] = this.tieKey(found, this.loads[found]!);
      this.push(found);
    }
    for (const j of skipped) this.push(j);
    return found;
  }

  private less(a: number, b: number): boolean {
    const la = this.loads[a]!;
    const lb = this.loads[b]!;
    if (la !== lb) return la < lb;
    const ta = this.tie[a]!;
    const tb = this.tie[b]!;
    return ta < tb || (ta === tb && a < b);
  }

  private push(j: number): void {
    const h = this.heap;
    let i = h.push(j) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  private pop(): number {
    const h = this.heap;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l]!, h[m]!)) m = l;
        if (r < h.length && this.less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}
