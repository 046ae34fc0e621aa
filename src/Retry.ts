/**
 * The retry layer: classifies every failure with the `Classifier` in scope, retries the
 * `Retryable` ones as a `Schedule` allows, records every attempt, and fails with
 * `Exhausted | Fatal | Permanent | ContextOverflow`.
 *
 * - Non-retryable failures keep their own tag, so `Effect.catchTag("ContextOverflow", …)` works
 *   after the layer. Defects and interruptions alone pass through untouched; a cause that holds a
 *   failure is judged by its failure, as `Effect.catchAll` and `Effect.retry` judge it (a sibling's
 *   interruption or a finalizer's defect beside it does not stop a retry).
 * - Nested layers do not multiply: an inner layer's `Exhausted` passes through an outer layer
 *   unchanged unless the outer layer sets `retryExhausted: true`. A `Policy` without `retry`
 *   (guards under a session that retries) spends no retries, so its `Exhausted` is retried as its
 *   `last` failure.
 * - A call that succeeds the first time pays no schedule setup: no driver, no clock read, no
 *   attempt log; those start with the first failure.
 * - A retry budget (`options.budget`, else the `RetryBudget` service in scope) is told of every
 *   request and attempt and asked before every retry.
 * - A `retry-after` HTTP date the classifier could not place (a response without a `date` header)
 *   is placed by Effect's `Clock`: the schedule sees the wait as the failure's `retryAfter`.
 *
 * Observability: the span around the call gets an `effect_resilience.retry.<layer>.attempts`
 * attribute once a call needed more than one attempt (absent means 1; a first-attempt success writes nothing, so in a
 * span shared by several calls it is the last retried call's count; a call interrupted from outside, a timeout's, gets
 * the attempts it started); the counters in
 * {@link metrics} are tagged by `layer` (and `tag`); every retry logs one debug line with the
 * delay and the reason (its credentials taken out: a body that echoes the request's key).
 *
 * @since 0.1.0
 */
import type * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"
import type * as Schedule from "effect/Schedule"
import type * as Failure from "./Failure.js"
import * as internal from "./internal/retry.js"
import type { Budget } from "./RetryBudget.js"

/**
 * Options of {@link retry}.
 *
 * - `schedule` (required): when to retry and how long to wait; its input is the classified failure
 *   (a `Retryable`), so `RetrySchedule.respectRetryAfter` sees the server's hint.
 * - `layer`: the name in messages, logs, metrics and spans (default `"retry"`).
 * - `retryExhausted`: when `true`, an inner layer's `Exhausted` is retried as its `last`
 *   `Retryable` (by default it passes through, so layers do not multiply; one of a `Policy`
 *   without `retry`, which retries nothing, is retried either way).
 * - `budget`: a retry budget for this layer; without it the `RetryBudget` service in scope, if any.
 *
 * @since 0.1.0
 * @category models
 */
export interface RetryOptions<R = never> {
  readonly schedule: Schedule.Schedule<unknown, Failure.AgentFailure, R>
  readonly layer?: string | undefined
  readonly retryExhausted?: boolean | undefined
  readonly budget?: Budget | undefined
}

/**
 * The result of {@link retryWithAttempts}: the value, how many attempts it took (1 when the first
 * succeeded) and the failed attempts before it, oldest first, each with the delay taken after it.
 *
 * @since 0.1.0
 * @category models
 */
export interface WithAttempts<A> {
  readonly value: A
  readonly attempts: number
  readonly failures: ReadonlyArray<Failure.Attempt>
}

/**
 * Retries `self` as `options.schedule` allows. Options are checked when `retry` is called (also in
 * the data-last form): a missing schedule, an empty layer name or a key that is no option (a misspelt
 * `budgett`, which would run the retries against the budget in scope) throws `InvalidOptionError`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Retry, RetrySchedule } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 * declare const compact: Effect.Effect<string>
 *
 * const answer = callModel.pipe(
 *   Retry.retry({ schedule: RetrySchedule.standard, layer: "model" }),
 *   Effect.catchTag("ContextOverflow", () => compact)
 * )
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const retry: {
  /**
   * Retries `self` as `options.schedule` allows. Options are checked when `retry` is called (also in
   * the data-last form): a missing schedule, an empty layer name or a key that is no option (a misspelt
   * `budgett`, which would run the retries against the budget in scope) throws `InvalidOptionError`.
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Retry, RetrySchedule } from "effect-resilience"
   *
   * declare const callModel: Effect.Effect<string, unknown>
   * declare const compact: Effect.Effect<string>
   *
   * const answer = callModel.pipe(
   *   Retry.retry({ schedule: RetrySchedule.standard, layer: "model" }),
   *   Effect.catchTag("ContextOverflow", () => compact)
   * )
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  <R2>(
    options: RetryOptions<R2>
  ): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, Failure.RetryFailure, R | R2>
  /**
   * Retries `self` as `options.schedule` allows. Options are checked when `retry` is called (also in
   * the data-last form): a missing schedule, an empty layer name or a key that is no option (a misspelt
   * `budgett`, which would run the retries against the budget in scope) throws `InvalidOptionError`.
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Retry, RetrySchedule } from "effect-resilience"
   *
   * declare const callModel: Effect.Effect<string, unknown>
   * declare const compact: Effect.Effect<string>
   *
   * const answer = callModel.pipe(
   *   Retry.retry({ schedule: RetrySchedule.standard, layer: "model" }),
   *   Effect.catchTag("ContextOverflow", () => compact)
   * )
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  <A, E, R, R2>(self: Effect.Effect<A, E, R>, options: RetryOptions<R2>): Effect.Effect<A, Failure.RetryFailure, R | R2>
} = internal.eager(internal.retry)

/**
 * {@link retry}, returning the number of attempts and the failed attempts with the value, for
 * callers that record them (a turn log, a usage table).
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Retry, RetrySchedule } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * const program = Effect.gen(function*() {
 *   const { attempts, value } = yield* Retry.retryWithAttempts(callModel, { schedule: RetrySchedule.standard })
 *   yield* Effect.log(`answered after ${attempts} attempt(s): ${value}`)
 * })
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const retryWithAttempts: {
  /**
   * {@link retry}, returning the number of attempts and the failed attempts with the value, for
   * callers that record them (a turn log, a usage table).
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Retry, RetrySchedule } from "effect-resilience"
   *
   * declare const callModel: Effect.Effect<string, unknown>
   *
   * const program = Effect.gen(function*() {
   *   const { attempts, value } = yield* Retry.retryWithAttempts(callModel, { schedule: RetrySchedule.standard })
   *   yield* Effect.log(`answered after ${attempts} attempt(s): ${value}`)
   * })
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  <R2>(
    options: RetryOptions<R2>
  ): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<WithAttempts<A>, Failure.RetryFailure, R | R2>
  /**
   * {@link retry}, returning the number of attempts and the failed attempts with the value, for
   * callers that record them (a turn log, a usage table).
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Retry, RetrySchedule } from "effect-resilience"
   *
   * declare const callModel: Effect.Effect<string, unknown>
   *
   * const program = Effect.gen(function*() {
   *   const { attempts, value } = yield* Retry.retryWithAttempts(callModel, { schedule: RetrySchedule.standard })
   *   yield* Effect.log(`answered after ${attempts} attempt(s): ${value}`)
   * })
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  <A, E, R, R2>(
    self: Effect.Effect<A, E, R>,
    options: RetryOptions<R2>
  ): Effect.Effect<WithAttempts<A>, Failure.RetryFailure, R | R2>
} = internal.eager(internal.retryWithAttempts)

/**
 * The identifier of {@link CurrentAttempt}.
 *
 * @since 0.1.0
 * @category models
 */
export type CurrentAttemptId = internal.CurrentAttemptId

/**
 * The number (1-based) of the attempt running now, inside the innermost retry layer: `1` outside
 * any layer and on every first attempt. A `Policy` without `retry` numbers nothing (it makes one attempt): a call
 * under it sees the attempt of the layer that retries it (a session's third attempt is the call's third). A
 * `Context.Reference` rather than a `FiberRef`: reading it
 * is a context lookup, and the first attempt does not set it at all (the default already says 1),
 * so it costs the fast path nothing; retries provide the new number.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Retry } from "effect-resilience"
 *
 * const callModel = Effect.gen(function*() {
 *   const attempt = yield* Retry.CurrentAttempt
 *   // e.g. send it as a header: { "x-attempt": String(attempt) }
 *   return attempt
 * })
 * ```
 *
 * @since 0.1.0
 * @category context
 */
export const CurrentAttempt: Context.Reference<CurrentAttemptId, number> = internal.CurrentAttempt

/**
 * The counters a retry layer updates, as Effect `Metric`s. Their labels are `layer`, then `tag`;
 * read one with the labels in that order:
 * `Metric.value(Metric.taggedWithLabels(Retry.metrics.retries, [MetricLabel.make("layer", "model"), MetricLabel.make("tag", "Retryable")]))`.
 *
 * - `attempts` (tag `layer`): every attempt started, first ones included.
 * - `failures` (tags `layer`, `tag`): every failed attempt, by failure tag (`Retryable`, `Fatal`,
 *   `Permanent`, `ContextOverflow`, `Exhausted` from an inner layer, `Defect`, `Interrupted`).
 * - `retries` (tags `layer`, `tag`): every retry taken, by the tag that caused it (`Retryable`, or
 *   `Exhausted` under `retryExhausted`), counted as the retry's attempt starts, after its backoff.
 * - `giveUps` (tags `layer`, `tag`): every call the layer failed, by the failure it failed with.
 *
 * @since 0.1.0
 * @category observability
 */
export const metrics: {
  readonly attempts: Metric.Metric.Counter<number>
  readonly failures: Metric.Metric.Counter<number>
  readonly retries: Metric.Metric.Counter<number>
  readonly giveUps: Metric.Metric.Counter<number>
} = internal.metrics
