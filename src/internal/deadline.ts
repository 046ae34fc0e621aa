import * as Cause from "effect/Cause"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Failure from "../Failure.js"
import { formatMillis } from "./failure.js"

/**
 * A deadline a call runs under, as the retry layers inside it read it: when it comes (epoch milliseconds on the
 * `Clock`) and what it is, as a stop reason names it ("the tool's timeout of 8s", "the turn's time budget of 2m").
 * @internal
 */
export interface Deadline {
  readonly at: number
  readonly what: string
}

/**
 * The nearest deadline of the running call, if any. A retry layer does not start a wait that would end at or after it:
 * the deadline would only cut the wait off, and the caller would read a timeout (a tool's `TIMEOUT`, a turn's
 * `TimeBudgetExceeded` with nothing said of the server's `retry-after`) where the retry layer knew at once that it
 * could not retry in time, and why. Read only when an attempt failed: the success path pays nothing.
 * @internal
 */
export class CurrentDeadline extends Context.Reference<CurrentDeadline>()("effect-resilience/Deadline", {
  defaultValue: (): Deadline | undefined => undefined
}) {}

/**
 * `self` under `deadline`, unless the one it already runs under comes first (a tool's timeout inside a turn's time
 * budget: whichever ends first cuts the call off).
 * @internal
 */
export const within = <A, E, R>(self: Effect.Effect<A, E, R>, deadline: Deadline): Effect.Effect<A, E, R> =>
  Effect.flatMap(
    CurrentDeadline,
    (outer) =>
      outer !== undefined && outer.at <= deadline.at ? self : Effect.provideService(self, CurrentDeadline, deadline)
  )

/**
 * Why a retry layer gives up rather than wait `delay` milliseconds from `now`, or `undefined` when the wait ends before
 * the deadline.
 * @internal
 */
export const stopReason = (deadline: Deadline | undefined, now: number, delay: number): string | undefined =>
  deadline !== undefined && now + delay >= deadline.at
    ? `the next delay of ${formatMillis(delay)} would end after ${deadline.what}`
    : undefined

/**
 * The `Exhausted` failures a retry layer gave up with because of a deadline, with that deadline: the caller that set it
 * tells its own deadline's stop from a nearer one's (a tool's timeout inside a turn), and from any other give-up.
 */
const stopped = new WeakMap<Failure.Exhausted, Deadline>()

/** @internal */
export const markStopped = (exhausted: Failure.Exhausted, deadline: Deadline): void => {
  stopped.set(exhausted, deadline)
}

/**
 * Whether `exhausted` was given up because of a deadline: an outer layer (`retryExhausted`) does not retry it, as its
 * next attempt would go before the wait the inner layer could not finish (a server's `retry-after`) and the deadline
 * that stopped it holds for the outer layer too.
 * @internal
 */
export const isStopped = (exhausted: Failure.Exhausted): boolean => {
  const deadline = stopped.get(exhausted)
  return deadline !== undefined && !ended.has(deadline)
}

/**
 * The `Exhausted` a retry layer gave up with because of `deadline`, if `u` is one (as the layer made it: an
 * `Effect.fail` inside a span hands on a proxy of it).
 * @internal
 */
export const stoppedBy = (u: unknown, deadline: Deadline): Failure.Exhausted | undefined => {
  if (typeof u !== "object" || u === null) return undefined
  const exhausted = Cause.originalError(u) as Failure.Exhausted
  return stopped.get(exhausted) === deadline ? exhausted : undefined
}

/**
 * The deadlines whose call has ended (a `Timeout`'s, see {@link forgetStops}): what they stopped no longer holds.
 */
const ended = new WeakSet<Deadline>()

/**
 * Forgets every stop `deadline` made, once the call it was the deadline of has ended (a `Timeout`'s): outside that call
 * it no longer holds (an outer layer's next attempt runs under a new one), so an outer layer judges such an `Exhausted`
 * as any other give-up. By the deadline rather than by the failure the call ended with: an `Exhausted` the call wrapped
 * in an error of its own (`new ModelError({ cause })`), which an outer layer with `retryExhausted` retries, stayed
 * stopped when only the failure itself was looked at.
 * @internal
 */
export const forgetStops = (deadline: Deadline): void => {
  ended.add(deadline)
}
