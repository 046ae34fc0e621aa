/**
 * Outcome counts over a sliding time window, kept in a fixed ring of buckets so that memory does
 * not grow with the call rate. A call leaves the window at the granularity of one bucket.
 * @internal
 */
export class SlidingWindow {
  private readonly width: number
  private readonly ticks: Array<number>
  private readonly calls: Array<number>
  private readonly failures: Array<number>

  constructor(windowMillis: number, readonly buckets: number) {
    this.width = windowMillis / buckets
    this.ticks = new Array(buckets).fill(Number.NEGATIVE_INFINITY)
    this.calls = new Array(buckets).fill(0)
    this.failures = new Array(buckets).fill(0)
  }

  /** A call that ended at `now`, and whether it failed: counted in the bucket of its end, with its outcome. */
  record(now: number, failed: boolean): void {
    const slot = this.slot(now)
    this.calls[slot]++
    if (failed) this.failures[slot]++
  }

  private slot(now: number): number {
    const tick = Math.floor(now / this.width)
    const slot = ((tick % this.buckets) + this.buckets) % this.buckets
    if (this.ticks[slot] !== tick) {
      this.ticks[slot] = tick
      this.calls[slot] = 0
      this.failures[slot] = 0
    }
    return slot
  }

  /** The failure ratio reached `ratio` over at least `minimumThroughput` calls still in the window. */
  exceeds(now: number, ratio: number, minimumThroughput: number): boolean {
    const tick = Math.floor(now / this.width)
    let calls = 0
    let failures = 0
    for (let slot = 0; slot < this.buckets; slot++) {
      const age = tick - this.ticks[slot]
      if (age >= 0 && age < this.buckets) {
        calls += this.calls[slot]
        failures += this.failures[slot]
      }
    }
    return calls >= minimumThroughput && failures / calls >= ratio
  }
}
