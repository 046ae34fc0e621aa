import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Failure from "../Failure.js"
import { withoutTrace } from "./failure.js"
import { makeRetryable } from "./failureMakers.js"
import * as options from "./options.js"

/** @internal */
export class TimeoutCause extends Schema.TaggedError<TimeoutCause>()("TimeoutCause", {
  duration: Schema.Duration
}) {
  override get message(): string {
    return `timed out after ${Duration.format(this.duration)}`
  }
}

/** @internal */
export const isTimeoutCause = (u: unknown): u is TimeoutCause =>
  u instanceof TimeoutCause ||
  (typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "TimeoutCause")

/** @internal */
export const isTimeout = (u: unknown): u is Failure.Retryable => Failure.isRetryable(u) && isTimeoutCause(u.cause)

/** @internal */
export const failure = (duration: Duration.Duration): Failure.Retryable => {
  const cause = withoutTrace(() => new TimeoutCause({ duration }, true))
  return makeRetryable({ reason: cause.message, cause })
}

/** @internal */
export type Timeout = <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | Failure.Retryable, R>

const identity: Timeout = (self) => self

/**
 * Validates once and returns the wrapper, so the per-call path only builds the race.
 * `Effect.timeoutFail` interrupts the losing call and waits for that interruption to finish, so the
 * call's finalizers (and the `AbortSignal` of an `Effect.tryPromise`) run before the failure is seen.
 * @internal
 */
export const make = (input: Duration.DurationInput, option = "timeout"): Timeout => {
  const duration = options.duration(option, input, { allowInfinite: true, allowZero: false })
  if (!Duration.isFinite(duration)) return identity
  const onTimeout = () => failure(duration)
  return (self) => Effect.timeoutFail(self, { duration, onTimeout })
}
