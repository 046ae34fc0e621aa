/**
 * A retry budget shared by every retry layer in its scope, so that a dependency that is down
 * receives a bounded number of retries, not `callers × maxRetries`.
 *
 * Two flavours: gRPC's token bucket ({@link tokenBucket}), which stops retrying once failures
 * outweigh successes, and Finagle's budget ({@link percent}), which allows retries up to a
 * percentage of recent requests plus a small reserve per second.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Metric from "effect/Metric"
import * as internal from "./internal/retryBudget.js"
import * as percentInternal from "./internal/retryBudgetPercent.js"
import * as tokenBucketInternal from "./internal/retryBudgetTokenBucket.js"

/**
 * What a retry layer asks of a budget. Implementations are concurrency-safe.
 *
 * @since 0.1.0
 * @category models
 */
export interface Budget {
  /** A name for messages and metrics, e.g. "grpc(maxTokens=10, tokenRatio=0.1)". */
  readonly name: string
  /**
   * A new request starts: reported just before its first attempt runs, so that calls still in flight have made
   * theirs. Once per call, however many retry layers on this budget it passes through (the outermost reports it; a
   * layer nearer the call that its attempt reaches takes it over, each further one is a request of its own); a call an
   * outer layer retries is none. A call interrupted during its first attempt has made its request.
   */
  readonly onRequest: Effect.Effect<void>
  /**
   * An attempt succeeded: reported once, by the retry layer on this budget nearest the call. An `AiModel` stream's
   * attempt ends with its first output: its success is reported when the stream completes.
   */
  readonly onSuccess: Effect.Effect<void>
  /**
   * An attempt failed with a failure that the layer would retry. Not reported for a bulkhead's rejection, nor for an
   * open or half-open circuit breaker's: the call never reached the dependency. An `AiModel` stream that breaks off
   * after its first output with such a failure is reported here instead of its success (and asks for no retry).
   */
  readonly onFailure: Effect.Effect<void>
  /** The layer wants to retry: `true` grants (and spends) one retry, `false` refuses it. */
  readonly tryAcquire: Effect.Effect<boolean>
  /** The current state, for monitoring. Read it with {@link snapshot}, which also covers budgets without one. */
  readonly snapshot?: Effect.Effect<Snapshot> | undefined
}

/**
 * The budget in scope. Retry layers that find one consult it before every retry.
 *
 * @since 0.1.0
 * @category services
 */
export class RetryBudget extends Context.Tag("effect-resilience/RetryBudget")<RetryBudget, Budget>() {}

/**
 * Options of {@link tokenBucket}; the defaults are those of gRPC's `retryThrottling` example.
 *
 * @since 0.1.0
 * @category models
 */
export interface TokenBucketOptions {
  /** Size of the bucket, which starts full. Default 10; at least 0.001 (gRPC keeps three decimals). */
  readonly maxTokens?: number | undefined
  /** Tokens a success returns, in (0, 1] with three decimals. Default 0.1. */
  readonly tokenRatio?: number | undefined
  /** Overrides the name used in messages and metrics. */
  readonly name?: string | undefined
}

/**
 * Options of {@link percent}; the defaults are those of Finagle's `RetryBudget()`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PercentOptions {
  /**
   * Retries each request earns: 0.2 means one retry per five requests. Default 0.2. Between 0 and
   * 1000 as in Finagle: above 1 lets every request earn more than one retry.
   */
  readonly percent?: number | undefined
  /** How long a deposit (and a withdrawal) counts. Default 10 seconds; at least 1 millisecond (the clock counts whole milliseconds). */
  readonly ttl?: Duration.DurationInput | undefined
  /** Retries always allowed per second on top of the earned ones, for quiet or cold clients. Default 10. */
  readonly minRetriesPerSecond?: number | undefined
  /** Overrides the name used in messages and metrics. */
  readonly name?: string | undefined
}

/**
 * The state of a budget at one moment. `allowsRetry` says whether `tryAcquire` would grant now.
 *
 * - `TokenBucket`: `tokens` between 0 and `maxTokens`; retries are allowed while `tokens > threshold`.
 * - `Percent`: `available` whole retries can be granted now; `balance` is earned minus spent over
 *   the last ttl plus `reserve` (it can dip below zero when deposits expire before the retries they paid for).
 * - `Opaque`: a user-supplied budget without a `snapshot`.
 *
 * @since 0.1.0
 * @category models
 */
export type Snapshot =
  | {
    readonly _tag: "TokenBucket"
    readonly name: string
    readonly allowsRetry: boolean
    readonly tokens: number
    readonly maxTokens: number
    readonly threshold: number
  }
  | {
    readonly _tag: "Percent"
    readonly name: string
    readonly allowsRetry: boolean
    readonly available: number
    readonly balance: number
    readonly reserve: number
  }
  | { readonly _tag: "Unlimited" | "Empty"; readonly name: string; readonly allowsRetry: boolean }
  | { readonly _tag: "Opaque"; readonly name: string }

/**
 * gRPC's retry throttling (proposal A6): the bucket starts with `maxTokens`; every failed attempt
 * costs 1 token (never below 0), every success returns `tokenRatio` (never above `maxTokens`), and
 * retries are allowed only while tokens > `maxTokens / 2`. Asking (`tryAcquire`) spends nothing.
 *
 * With the defaults, a dependency that is down gets at most 4 retries in total from every caller
 * sharing the budget, until successes refill it.
 *
 * Throws `InvalidOptionError` at once for invalid options.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { RetryBudget } from "effect-resilience"
 *
 * const program = Effect.gen(function*() {
 *   const budget = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.1 })
 *   yield* budget.onFailure
 *   return yield* budget.tryAcquire // true: 9 tokens > 5
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const tokenBucket: (options?: TokenBucketOptions) => Effect.Effect<Budget> = tokenBucketInternal.make

/**
 * Finagle's retry budget: every request deposits `percent` of a retry as its first attempt starts
 * (slow calls still in flight have paid their share), every granted retry withdraws 1 (given back when a retry
 * layer's call is interrupted after the grant and before the retried attempt started, during the backoff or not;
 * an attempt that started spent it), and deposits
 * and withdrawals expire after `ttl` (kept in ten time slices, so memory is constant). On top, a
 * reserve of `minRetriesPerSecond × ttl` retries per ttl is always available. Time comes from
 * `Clock`, so `TestClock` drives expiry.
 *
 * Throws `InvalidOptionError` at once for invalid options.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { RetryBudget } from "effect-resilience"
 *
 * const program = Effect.gen(function*() {
 *   const budget = yield* RetryBudget.percent({ percent: 0.2, ttl: "10 seconds", minRetriesPerSecond: 0 })
 *   for (let i = 0; i < 5; i++) yield* budget.onRequest
 *   return [yield* budget.tryAcquire, yield* budget.tryAcquire] // [true, false]
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const percent: (options?: PercentOptions) => Effect.Effect<Budget> = percentInternal.make

/**
 * A budget that grants every retry: the retry layers' own limits alone apply.
 *
 * @since 0.1.0
 * @category constructors
 */
export const unlimited: Budget = internal.unlimited

/**
 * A budget that refuses every retry: each call gets exactly one attempt.
 *
 * @since 0.1.0
 * @category constructors
 */
export const empty: Budget = internal.empty

/**
 * Provides a {@link tokenBucket} as the {@link RetryBudget} service. Build the layer once and
 * provide it to everything that should share the budget: every retry layer below draws from
 * the same bucket. Throws `InvalidOptionError` at once for invalid options.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { RetryBudget } from "effect-resilience"
 *
 * const BudgetLive = RetryBudget.layerTokenBucket({ maxTokens: 10, tokenRatio: 0.1 })
 * const program = Effect.gen(function*() {
 *   const budget = yield* RetryBudget.RetryBudget
 *   return yield* RetryBudget.snapshot(budget)
 * }).pipe(Effect.provide(BudgetLive))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerTokenBucket = (options?: TokenBucketOptions): Layer.Layer<RetryBudget> =>
  Layer.effect(RetryBudget, tokenBucket(options))

/**
 * Provides a {@link percent} budget as the {@link RetryBudget} service. Throws
 * `InvalidOptionError` at once for invalid options.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Retry, RetryBudget, RetrySchedule } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * // retries at most 20 % of the last 10 s of requests (plus a reserve), across every layer below
 * export const program = Retry.retry(callModel, { schedule: RetrySchedule.standard }).pipe(
 *   Effect.provide(RetryBudget.layerPercent({ percent: 0.2, ttl: "10 seconds" }))
 * )
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerPercent = (options?: PercentOptions): Layer.Layer<RetryBudget> =>
  Layer.effect(RetryBudget, percent(options))

/**
 * Provides {@link unlimited} as the {@link RetryBudget} service.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerUnlimited: Layer.Layer<RetryBudget> = Layer.succeed(RetryBudget, unlimited)

/**
 * Provides {@link empty} as the {@link RetryBudget} service.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerEmpty: Layer.Layer<RetryBudget> = Layer.succeed(RetryBudget, empty)

/**
 * The current state of a budget, for dashboards and logs. Budgets without a `snapshot` member
 * report `Opaque`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { RetryBudget } from "effect-resilience"
 *
 * export const program = Effect.gen(function*() {
 *   const budget = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.1 })
 *   return yield* RetryBudget.snapshot(budget) // a token bucket's tokens, threshold and allowsRetry
 * })
 * ```
 *
 * @since 0.1.0
 * @category getters
 */
export const snapshot: (budget: Budget) => Effect.Effect<Snapshot> = internal.snapshot

/**
 * Counter of granted retries, tagged `budget` with the budget's name.
 *
 * @since 0.1.0
 * @category metrics
 */
export const retriesGranted: Metric.Metric.Counter<number> = internal.retriesGranted

/**
 * Counter of refused retries, tagged `budget` with the budget's name.
 *
 * @since 0.1.0
 * @category metrics
 */
export const retriesRefused: Metric.Metric.Counter<number> = internal.retriesRefused
