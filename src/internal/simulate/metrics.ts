import * as Duration from "effect/Duration"
import type * as CircuitBreaker from "../../CircuitBreaker.js"

/** Nearest-rank percentile of sorted values; 0 when there are none. */
export const percentile = (sorted: Float64Array, q: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]

/** Successes needed in a window, relative to the rate before the outage, to call it recovered. */
const RECOVERED = 0.9
/** Windows before the outage that set the baseline. */
const BASELINE_WINDOWS = 5

/**
 * Time from the end of an outage until the successful calls in the last `window` are back to 90 %
 * of their rate over the five windows before the outage started: when users notice the outage is
 * over, whether the clients were still sleeping or a herd of retries was overloading the server.
 * `undefined` when there is no baseline (the outage starts too early) or it never recovers.
 *
 * `successTimes` are completion times in increasing order.
 */
export const recoveryMillis = (
  successTimes: ReadonlyArray<number>,
  outage: { readonly start: number; readonly end: number },
  window: number
): number | undefined => {
  const from = outage.start - BASELINE_WINDOWS * window
  if (from < 0) return undefined
  let before = 0
  for (const t of successTimes) if (t >= from && t < outage.start) before++
  const needed = Math.max(1, Math.ceil(RECOVERED * before / BASELINE_WINDOWS))
  if (before === 0) return undefined
  // Two pointers: [lo, hi] are the successes inside (t - window, t] for t = successTimes[hi].
  let lo = 0
  for (let hi = 0; hi < successTimes.length; hi++) {
    const t = successTimes[hi]
    while (successTimes[lo] <= t - window) lo++
    if (t >= outage.end && hi - lo + 1 >= needed) return t - outage.end
  }
  return undefined
}

/**
 * Time one breaker spent open (rejecting every call): an opening lasts its `openFor`, unless the
 * next change comes first (a reset). The move to half-open is only recorded when the next call
 * arrives, so the open time ends at `openFor`, not at that record.
 */
export const openMillis = (changes: ReadonlyArray<CircuitBreaker.StateChange>, end: number): number => {
  let total = 0
  const close = (change: CircuitBreaker.StateChange, until: number) => {
    if (change.to === "Open") {
      const openFor = change.openFor === undefined ? until - change.at : Duration.toMillis(change.openFor)
      total += Math.max(0, Math.min(change.at + openFor, until) - change.at)
    } else if (change.to === "Isolated") {
      total += Math.max(0, until - change.at)
    }
  }
  changes.forEach((change, i) => close(change, i + 1 < changes.length ? changes[i + 1].at : end))
  return total
}
