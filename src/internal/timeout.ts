import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Schema from "effect/Schema"
import * as Failure from "../Failure.js"
import { type Deadline, forgetStops, within } from "./deadline.js"
import { formatMillis, withoutTrace } from "./failure.js"
import { makeRetryable } from "./failureMakers.js"
import { exitAsValue } from "./forkedExit.js"
import * as options from "./options.js"
import { sleep } from "./sleep.js"
import { printedThroughSpans } from "./tracedError.js"

/** @internal */
export class TimeoutCause extends Schema.TaggedError<TimeoutCause>()("TimeoutCause", {
  duration: Schema.Duration
}) {
  override get message(): string {
    return `timed out after ${Duration.format(this.duration)}`
  }
}

/**
 * Also the cause as a failure stores it (`Failure.Cause` keeps an error's `name` and `message`): a timeout read back
 * from a turn snapshot or an attempt log is still one.
 * @internal
 */
export const isTimeoutCause = (u: unknown): u is TimeoutCause =>
  u instanceof TimeoutCause ||
  (typeof u === "object" && u !== null &&
    ((u as { _tag?: unknown })._tag === "TimeoutCause" ||
      (!(u instanceof Error) && (u as { name?: unknown }).name === "TimeoutCause")))

/** @internal */
export const isTimeout = (u: unknown): u is Failure.Retryable => Failure.isRetryable(u) && isTimeoutCause(u.cause)

/**
 * `reason`: what ran out of time, when the cause's own words ("timed out after 30s") do not say it (a stream's stall).
 * @internal
 */
export const failure = (duration: Duration.Duration, reason?: string): Failure.Retryable => {
  const cause = withoutTrace(() => new TimeoutCause({ duration }, true))
  return makeRetryable({ reason: reason ?? cause.message, cause })
}

/**
 * `self`, or `onTimeout` once `duration` has passed, with `self` interrupted and awaited first (its finalizers, and the
 * `AbortSignal` of an `Effect.tryPromise`, run before the timeout is seen), as `Effect.timeoutTo` does, but cut off at
 * once when the fiber waiting on it is interrupted. Effect's own (3.22) waits with interruption masked, and a concurrent
 * `Effect.forEach`, `Effect.all` or `Effect.zip` forks the call into the combinator's scope, out of reach of the
 * interruption it sends its other fibers when one fails: a call under `Effect.timeoutFail` beside a sibling that failed
 * ran on until it ended or timed out (a tool call of 20 s, measured under `TestClock`), so a timeout did not really
 * cancel.
 *
 * The call runs in a fiber of its own, so that the timer can interrupt it; the waiting fiber, when it is interrupted,
 * interrupts the call and awaits it before going on. `Effect.raceFirst`, used before, only signalled its fibers when
 * the fiber waiting on the race was interrupted, and awaited them as that fiber ended: the caller's own finalizers ran
 * first, while the call was still closing (a bulkhead's slot went to the next caller, a `Policy`'s breaker counted the
 * call, `acquireUseRelease` released what the call still used).
 * @internal
 */
export const timeoutTo = <A, E, R, B, E2, R2>(
  self: Effect.Effect<A, E, R>,
  duration: Duration.Duration,
  onTimeout: Effect.Effect<B, E2, R2>
): Effect.Effect<A | B, E | E2, R | R2> =>
  Effect.uninterruptibleMask((restore) =>
    Effect.flatMap(Effect.fork(exitAsValue(restore(self))), (call) => {
      let timedOut = false
      // the timer is interruptible wherever the timeout runs, as Effect's is: a call that ends first stops it at once
      const alarm = Effect.zipRight(
        // in pieces beyond the longest timer: a deadline of 30 days would otherwise never come
        Effect.interruptible(sleep(duration)),
        // A call that has ended when the timer runs (both woken in the same turn of the scheduler, the call first)
        // keeps its outcome, as the first to end of a race does: its waiter has only not resumed yet.
        Effect.suspend(() => {
          if (call.unsafePoll() !== null) return Effect.void
          timedOut = true
          return Fiber.interrupt(call)
        })
      )
      // A daemon: a child of the caller's fiber would be awaited as that fiber ends (Effect awaits the children it
      // interrupts), so every timed call that ended in time paid for its stopped timer's wake-up: about 1.5 times the
      // cost of Effect.timeoutFail in `npm run bench`. It is never left behind: it is told to stop, awaited or
      // interrupted on every path out.
      return Effect.flatMap(Effect.forkDaemon(alarm), (timer) =>
        Effect.flatMap(
          Effect.onInterrupt(
            restore(Fiber.await(call)),
            () => Effect.zipRight(Fiber.interrupt(call), Fiber.interrupt(timer))
          ),
          (exit): Effect.Effect<A | B, E | E2, R | R2> =>
            // Once fired, the timer is awaited (it is done when the call it interrupted is) and the timeout is the
            // outcome, as the winner of a race would be; otherwise it is only told to stop: it holds nothing. A call
            // that ended hands on what it set on its fiber, failed or not, as it would untimed.
            timedOut
              ? Effect.zipRight(Fiber.await(timer), restore(onTimeout))
              : Effect.zipRight(
                Effect.fiberIdWith((id) => timer.interruptAsFork(id)),
                Effect.zipRight(call.inheritAll, Exit.flatten(exit))
              )
        ))
    })
  )

/** @internal */
export type Timeout = <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | Failure.Retryable, R>

const identity: Timeout = (self) => self

/**
 * Validates once and returns the wrapper, so the per-call path only builds the race (`timeoutTo`).
 *
 * The call runs under the timeout as its deadline (`CurrentDeadline`), as under a tool's timeout: a retry layer inside
 * does not start a wait that would end after it. Without it, a 429's `retry-after: 30` under a 10 s timeout was slept
 * for 10 s and the caller read "timed out after 10s", the 429 lost; and an outer layer retrying that timeout sent the
 * next request after its own short backoff, long before the 30 s the server asked for. Outside the timeout its
 * deadline no longer holds: the layer's give-up is handed on as any other, which an outer layer with `retryExhausted`
 * retries after the wait.
 * @internal
 */
export const make = (input: Duration.DurationInput, option = "timeout"): Timeout => {
  const duration = options.duration(option, input, { allowInfinite: true, allowZero: false })
  if (!Duration.isFinite(duration)) return identity
  const millis = Duration.toMillis(duration)
  const what = `the timeout of ${formatMillis(millis)}`
  const onTimeout = Effect.failSync(() => failure(duration))
  return (self) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const deadline: Deadline = { at: now + millis, what }
      return Effect.tapError(
        timeoutTo(within(self, deadline), duration, onTimeout),
        () => Effect.sync(() => forgetStops(deadline))
      )
    })
}

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(TimeoutCause)
