/**
 * A per-call deadline. A call that runs past it is interrupted (its finalizers run and the
 * `AbortSignal` handed to `Effect.tryPromise` aborts, so the HTTP request really stops) and the
 * caller sees a `Failure.Retryable` "timed out after 30s", which a retry layer retries like any
 * other transient failure.
 *
 * A timeout races the call against a timer on `Clock`, which costs two fibers per call (a few
 * microseconds): negligible next to a model call, visible next to an in-memory one. The timed call
 * is also cut off when whatever waits on it is interrupted, inside a concurrent `Effect.all` whose
 * other effect failed too (where `Effect.timeoutFail` of Effect 3.22 lets it run on).
 *
 * Only what listens to interruption stops: a promise given no `signal` (`Effect.promise`) runs on, its outcome
 * dropped. A retry layer inside a timeout does not start a wait that would end after it: it gives up at once with an
 * `Exhausted` saying why, rather than sleep until the timeout cuts it off.
 *
 * @since 0.1.0
 */
import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import type * as Failure from "./Failure.js"
import * as internal from "./internal/timeout.js"

/**
 * The cause of a timeout failure: the deadline that passed. Identifies the failure as a timeout
 * (see {@link isTimeout}) and serializes with the failure.
 *
 * @since 0.1.0
 * @category models
 */
export const TimeoutCause: typeof internal.TimeoutCause = internal.TimeoutCause

/**
 * @since 0.1.0
 * @category models
 */
export type TimeoutCause = internal.TimeoutCause

/**
 * A reusable timeout: a function that puts the deadline on any effect.
 *
 * @since 0.1.0
 * @category models
 */
export type Timeout = <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | Failure.Retryable, R>

/**
 * Builds a reusable {@link Timeout}. The duration is checked now: it must be above zero; an
 * infinite duration gives a wrapper that leaves the effect unchanged (and costs nothing).
 *
 * @throws InvalidOptionError naming `timeout` when the duration is invalid.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Timeout } from "effect-resilience"
 *
 * declare const search: (query: string) => Effect.Effect<string, unknown>
 *
 * const tenSeconds = Timeout.make("10 seconds") // checked once, used for every call
 * export const both = Effect.all([search("a").pipe(tenSeconds), search("b").pipe(tenSeconds)])
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: (duration: Duration.DurationInput) => Timeout = (duration) => internal.make(duration)

/**
 * Interrupts `self` if it has not finished after `duration`, and fails with a `Failure.Retryable`
 * "timed out after …" whose cause is a {@link TimeoutCause}. The interruption reaches the call:
 * its finalizers have run when the failure arrives.
 *
 * The duration is checked when `timeout` is called (also in the data-last form, before any effect
 * is given): an invalid one throws `InvalidOptionError` naming `timeout`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Timeout } from "effect-resilience"
 *
 * const call = Effect.tryPromise((signal) => fetch("https://api.example.com/v1/models", { signal }))
 *
 * // fails with Retryable "timed out after 30s" and aborts the request
 * const guarded = call.pipe(Timeout.timeout("30 seconds"))
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const timeout: {
  /**
   * Interrupts `self` if it has not finished after `duration`, and fails with a `Failure.Retryable`
   * "timed out after …" whose cause is a {@link TimeoutCause}. The interruption reaches the call:
   * its finalizers have run when the failure arrives.
   *
   * The duration is checked when `timeout` is called (also in the data-last form, before any effect
   * is given): an invalid one throws `InvalidOptionError` naming `timeout`.
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Timeout } from "effect-resilience"
   *
   * const call = Effect.tryPromise((signal) => fetch("https://api.example.com/v1/models", { signal }))
   *
   * // fails with Retryable "timed out after 30s" and aborts the request
   * const guarded = call.pipe(Timeout.timeout("30 seconds"))
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  (duration: Duration.DurationInput): Timeout
  /**
   * Interrupts `self` if it has not finished after `duration`, and fails with a `Failure.Retryable`
   * "timed out after …" whose cause is a {@link TimeoutCause}. The interruption reaches the call:
   * its finalizers have run when the failure arrives.
   *
   * The duration is checked when `timeout` is called (also in the data-last form, before any effect
   * is given): an invalid one throws `InvalidOptionError` naming `timeout`.
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Timeout } from "effect-resilience"
   *
   * const call = Effect.tryPromise((signal) => fetch("https://api.example.com/v1/models", { signal }))
   *
   * // fails with Retryable "timed out after 30s" and aborts the request
   * const guarded = call.pipe(Timeout.timeout("30 seconds"))
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  <A, E, R>(self: Effect.Effect<A, E, R>, duration: Duration.DurationInput): Effect.Effect<A, E | Failure.Retryable, R>
} = (...args: [Duration.DurationInput] | [Effect.Effect<any, any, any>, Duration.DurationInput]): any =>
  // Not `dual`: its data-last form would defer the check until an effect is given.
  args.length === 1 ? internal.make(args[0]) : internal.make(args[1])(args[0])

/**
 * `true` for the failure of a {@link timeout}, also once it was encoded and decoded again (a turn
 * snapshot keeps its cause's name and message).
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Timeout } from "effect-resilience"
 *
 * declare const search: Effect.Effect<string, unknown>
 *
 * export const orNothing = search.pipe(
 *   Timeout.timeout("10 seconds"),
 *   Effect.catchIf(Timeout.isTimeout, () => Effect.succeed("(no result in time)"))
 * )
 * ```
 *
 * @since 0.1.0
 * @category guards
 */
export const isTimeout: (u: unknown) => u is Failure.Retryable = internal.isTimeout
