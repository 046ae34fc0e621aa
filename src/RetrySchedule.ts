/**
 * Retry schedules for classified failures. Every constructor and combinator here returns a plain
 * Effect `Schedule` whose input is the {@link Failure.AgentFailure} being retried, so they mix
 * freely with `Schedule`'s own combinators (`Schedule.union`, `Schedule.intersect`,
 * `Schedule.tapOutput`, …) and work with `Effect.retry` as well as with `Retry.retry`.
 *
 * Time and randomness come only from Effect's `Clock` and `Random`: under `TestClock` and
 * `Random.fixed` every delay is reproducible. No delay of these combinators exceeds 2³¹−1 ms (about 24.8 days,
 * the longest timer JS supports; `onlyRetryable` passes on its schedule's own): larger values are clamped, so no schedule ever yields NaN or
 * Infinity.
 *
 * @since 0.1.0
 */
import * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import type * as Schedule from "effect/Schedule"
import type * as Failure from "./Failure.js"
import * as options from "./internal/options.js"
import * as internal from "./internal/retrySchedule.js"

/**
 * A schedule that retries classified failures.
 *
 * @since 0.1.0
 * @category models
 */
export type RetrySchedule<Out = Duration.Duration, R = never> = Schedule.Schedule<Out, Failure.AgentFailure, R>

/**
 * Delays `base`, `base·factor`, `base·factor²`, … forever (bound it with {@link maxRetries} or
 * {@link budgeted}). The output is the un-jittered delay. `factor` defaults to 2 and must be at
 * least 1; `base` must be a finite, non-negative duration.
 *
 * @example
 * ```ts
 * import { Failure, RetrySchedule } from "effect-resilience"
 *
 * const failure = new Failure.Retryable({ reason: "Error: socket hang up" })
 * // succeeds with [1 second, 2 seconds, 4 seconds]
 * const program = RetrySchedule.delays(
 *   RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3)),
 *   Array.from({ length: 10 }, () => failure)
 * )
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const exponential: (
  base: Duration.DurationInput,
  factor?: number
) => RetrySchedule<Duration.Duration> = internal.exponential

/**
 * Polly's "DecorrelatedJitterV2", the delays of cockatiel's `ExponentialBackoff` (its default generator): random, but
 * with medians near `initial`, `initial·exponent`, `initial·exponent²`, … and consecutive delays decorrelated. The
 * `n`-th delay (from 0) is `(f(n + r) − f(n − 1 + r′)) · initial / 1.4` with `f(t) = exponentᵗ · tanh(√(4t))`, one draw
 * `r` from `Random` per delay and `r′` the previous delay's draw; the first is `f(r) · initial / 1.4`, from 0 to
 * `initial · 1.38` (176 ms from 128 ms). Unbounded: cap it ({@link capped}, cockatiel's `maxDelay`) and bound it
 * ({@link maxRetries}). The output is the delay. `exponent` defaults to 2 and must be at least 1; `initial` must be a
 * finite, non-negative duration.
 *
 * @example
 * ```ts
 * import { RetrySchedule } from "effect-resilience"
 *
 * // cockatiel's `new ExponentialBackoff()`, at most 5 retries
 * const schedule = RetrySchedule.decorrelatedJitterV2("128 millis").pipe(
 *   RetrySchedule.capped("30 seconds"),
 *   RetrySchedule.maxRetries(5)
 * )
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const decorrelatedJitterV2: (
  initial: Duration.DurationInput,
  exponent?: number
) => RetrySchedule<Duration.Duration> = internal.decorrelatedJitterV2

/**
 * The jitter formulas, for a delay `d` coming from the wrapped schedule (already lowered to the cap
 * of an enclosing {@link capped}) and `r` drawn from `Random`:
 *
 * - `"full"` (AWS): `r·d`, anywhere in `[0, d]`.
 * - `"equal"`: `d − ratio·r·d`, in `[d·(1−ratio), d]`. With the default ratio 0.5 this is AWS's
 *   equal jitter `d/2 + random(0, d/2)`; ratio 0.25 is the openai SDK's "subtract up to 25 %".
 * - `"decorrelated"` (AWS, the default): `min(cap, random(base, previous·3))`, where `base` is the
 *   first delay of the wrapped schedule above zero, `previous` the last jittered delay (starting at `base`) and
 *   `cap` the `max` of the nearest enclosing `capped` (none without one). It replaces the growth of
 *   the wrapped schedule with its own random walk: the wrapped schedule contributes `base` and when
 *   to stop.
 * - `"proportional"`: `d·(1 ± ratio)`, in `[d·(1−ratio), d·(1+ratio)]`, ratio 0.2 by default.
 *
 * @since 0.1.0
 * @category models
 */
export type JitterKind = "full" | "equal" | "decorrelated" | "proportional"

/**
 * Options of {@link jittered}. `ratio` (in `[0, 1]`) applies to `"equal"` and `"proportional"`
 * only; giving it with another kind is an error.
 *
 * @since 0.1.0
 * @category models
 */
export interface JitterOptions {
  readonly kind?: JitterKind | undefined
  readonly ratio?: number | undefined
}

/**
 * Randomises each delay of `self` (see {@link JitterKind}); `"decorrelated"` by default, the kind
 * that spreads clients best after a shared outage. The random draw comes from Effect's `Random`.
 *
 * Put {@link capped} outside: the jitter reads its cap and randomises below it (as AWS's formulas
 * do), so late delays stay spread instead of all landing on the cap. Outside a `capped` (reached
 * through this module's combinators), the jitter still never exceeds that cap: it clamps to it.
 *
 * @example
 * ```ts
 * import { RetrySchedule } from "effect-resilience"
 *
 * const schedule = RetrySchedule.exponential("200 millis").pipe(
 *   RetrySchedule.jittered({ kind: "full" }),
 *   RetrySchedule.capped("5 seconds")
 * )
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const jittered: {
  /**
   * Randomises each delay of `self` (see {@link JitterKind}); `"decorrelated"` by default, the kind
   * that spreads clients best after a shared outage. The random draw comes from Effect's `Random`.
   *
   * Put {@link capped} outside: the jitter reads its cap and randomises below it (as AWS's formulas
   * do), so late delays stay spread instead of all landing on the cap. Outside a `capped` (reached
   * through this module's combinators), the jitter still never exceeds that cap: it clamps to it.
   *
   * @example
   * ```ts
   * import { RetrySchedule } from "effect-resilience"
   *
   * const schedule = RetrySchedule.exponential("200 millis").pipe(
   *   RetrySchedule.jittered({ kind: "full" }),
   *   RetrySchedule.capped("5 seconds")
   * )
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  (options?: JitterOptions): <Out, In, R>(self: Schedule.Schedule<Out, In, R>) => Schedule.Schedule<Out, In, R>
  /**
   * Randomises each delay of `self` (see {@link JitterKind}); `"decorrelated"` by default, the kind
   * that spreads clients best after a shared outage. The random draw comes from Effect's `Random`.
   *
   * Put {@link capped} outside: the jitter reads its cap and randomises below it (as AWS's formulas
   * do), so late delays stay spread instead of all landing on the cap. Outside a `capped` (reached
   * through this module's combinators), the jitter still never exceeds that cap: it clamps to it.
   *
   * @example
   * ```ts
   * import { RetrySchedule } from "effect-resilience"
   *
   * const schedule = RetrySchedule.exponential("200 millis").pipe(
   *   RetrySchedule.jittered({ kind: "full" }),
   *   RetrySchedule.capped("5 seconds")
   * )
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  <Out, In, R>(self: Schedule.Schedule<Out, In, R>, options?: JitterOptions): Schedule.Schedule<Out, In, R>
} = internal.combinator((options?: JitterOptions) => internal.jitterOptions(options), internal.jittered)

/**
 * No single delay above `max`, jitter included: a hard guarantee whatever runs inside. Jitter
 * inside randomises below `max` rather than being clipped onto it. It also holds for a
 * {@link jittered} outside, when the two are joined by this module's combinators (`jittered`,
 * `maxRetries`, `budgeted`, `onlyRetryable`): that jitter clamps to the cap. Effect's own
 * `Schedule` combinators do not carry the cap through, and neither does {@link respectRetryAfter},
 * whose hints outside a cap are meant to exceed it.
 *
 * A {@link respectRetryAfter} inside is capped too; put it outside to honour longer hints. `Duration.infinity` caps
 * nothing.
 *
 * @example
 * ```ts
 * import { Failure, RetrySchedule } from "effect-resilience"
 *
 * const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.capped("5 seconds"))
 * const overloaded = new Failure.Retryable({ reason: "overloaded_error", status: 529 })
 * // 1 s, 2 s, 4 s, 5 s, 5 s
 * export const delays = RetrySchedule.delays(schedule, Array.from({ length: 5 }, () => overloaded))
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const capped: {
  /**
   * No single delay above `max`, jitter included: a hard guarantee whatever runs inside. Jitter
   * inside randomises below `max` rather than being clipped onto it. It also holds for a
   * {@link jittered} outside, when the two are joined by this module's combinators (`jittered`,
   * `maxRetries`, `budgeted`, `onlyRetryable`): that jitter clamps to the cap. Effect's own
   * `Schedule` combinators do not carry the cap through, and neither does {@link respectRetryAfter},
   * whose hints outside a cap are meant to exceed it.
   *
   * A {@link respectRetryAfter} inside is capped too; put it outside to honour longer hints. `Duration.infinity` caps
   * nothing.
   *
   * @since 0.1.0
   * @category combinators
   */
  (max: Duration.DurationInput): <Out, In, R>(self: Schedule.Schedule<Out, In, R>) => Schedule.Schedule<Out, In, R>
  /**
   * No single delay above `max`, jitter included: a hard guarantee whatever runs inside. Jitter
   * inside randomises below `max` rather than being clipped onto it. It also holds for a
   * {@link jittered} outside, when the two are joined by this module's combinators (`jittered`,
   * `maxRetries`, `budgeted`, `onlyRetryable`): that jitter clamps to the cap. Effect's own
   * `Schedule` combinators do not carry the cap through, and neither does {@link respectRetryAfter},
   * whose hints outside a cap are meant to exceed it.
   *
   * A {@link respectRetryAfter} inside is capped too; put it outside to honour longer hints. `Duration.infinity` caps
   * nothing.
   *
   * @since 0.1.0
   * @category combinators
   */
  <Out, In, R>(self: Schedule.Schedule<Out, In, R>, max: Duration.DurationInput): Schedule.Schedule<Out, In, R>
} = internal.combinator((max: Duration.DurationInput) => internal.limitOption("max", max), internal.capped)

/**
 * At most `n` retries (`n + 1` attempts in all). `n` is a non-negative integer; 0 never retries.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Retry, RetrySchedule } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * // 4 attempts at most, 100 ms, 200 ms and 400 ms apart
 * export const answer = Retry.retry(callModel, {
 *   schedule: RetrySchedule.exponential("100 millis").pipe(RetrySchedule.maxRetries(3))
 * })
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const maxRetries: {
  /**
   * At most `n` retries (`n + 1` attempts in all). `n` is a non-negative integer; 0 never retries.
   *
   * @since 0.1.0
   * @category combinators
   */
  (n: number): <Out, In, R>(self: Schedule.Schedule<Out, In, R>) => Schedule.Schedule<Out, In, R>
  /**
   * At most `n` retries (`n + 1` attempts in all). `n` is a non-negative integer; 0 never retries.
   *
   * @since 0.1.0
   * @category combinators
   */
  <Out, In, R>(self: Schedule.Schedule<Out, In, R>, n: number): Schedule.Schedule<Out, In, R>
} = internal.combinator(
  (n: number) => options.number("maxRetries", n, { min: 0, integer: true }),
  internal.maxRetries
)

/**
 * Stops before the sum of the delays would exceed `total`: a retry whose delay does not fit in what
 * is left of the budget is not taken (and nothing sleeps). Every delay of `self` counts, including
 * those lifted by a {@link respectRetryAfter} inside, so the budget bounds how long a caller waits, unless something
 * outside lengthens them: inside Effect's `Schedule.intersect`, which waits the longer of two delays, it counts its
 * own half's only. `Duration.infinity` bounds nothing.
 *
 * @example
 * ```ts
 * import { RetrySchedule } from "effect-resilience"
 *
 * // 1 s, 2 s, 4 s, 8 s: the next delay, 16 s, would pass the 20 s budget, so the schedule stops there
 * export const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.budgeted("20 seconds"))
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const budgeted: {
  /**
   * Stops before the sum of the delays would exceed `total`: a retry whose delay does not fit in what
   * is left of the budget is not taken (and nothing sleeps). Every delay of `self` counts, including
   * those lifted by a {@link respectRetryAfter} inside, so the budget bounds how long a caller waits, unless something
   * outside lengthens them: inside Effect's `Schedule.intersect`, which waits the longer of two delays, it counts its
   * own half's only. `Duration.infinity` bounds nothing.
   *
   * @since 0.1.0
   * @category combinators
   */
  (total: Duration.DurationInput): <Out, In, R>(self: Schedule.Schedule<Out, In, R>) => Schedule.Schedule<Out, In, R>
  /**
   * Stops before the sum of the delays would exceed `total`: a retry whose delay does not fit in what
   * is left of the budget is not taken (and nothing sleeps). Every delay of `self` counts, including
   * those lifted by a {@link respectRetryAfter} inside, so the budget bounds how long a caller waits, unless something
   * outside lengthens them: inside Effect's `Schedule.intersect`, which waits the longer of two delays, it counts its
   * own half's only. `Duration.infinity` bounds nothing.
   *
   * @since 0.1.0
   * @category combinators
   */
  <Out, In, R>(self: Schedule.Schedule<Out, In, R>, total: Duration.DurationInput): Schedule.Schedule<Out, In, R>
} = internal.combinator((total: Duration.DurationInput) => internal.limitOption("total", total), internal.budgeted)

/**
 * Options of {@link respectRetryAfter}.
 *
 * - `max`: the longest hint honoured (none by default, or with `Duration.infinity`: every hint is honoured). Without
 *   one, a plain 429's `retry-after: 86400` keeps the call waiting a day: right for a durable turn's resume schedule,
 *   which waits in its store; around a model call someone is waiting on, give one (`standard` honours a minute) or put
 *   {@link budgeted} outside.
 * - `onAboveMax`: `"stop"` (default) ends the schedule at once, without sleeping: a server asking
 *   for 10 minutes will not be ready sooner, and the caller learns it now; `"ignore"` falls back to
 *   the schedule's own delay (what the openai SDK (7.5 and later) does above 60 s, and the Vercel AI SDK from 60 s
 *   on: see {@link presets}).
 * - `replace`: when `true` the delay is exactly the hint, even when shorter than the schedule's
 *   own (what the openai and Vercel AI SDKs do); by default the delay is the larger of the two.
 *
 * @since 0.1.0
 * @category models
 */
export interface RetryAfterOptions {
  readonly max?: Duration.DurationInput | undefined
  readonly onAboveMax?: "stop" | "ignore" | undefined
  readonly replace?: boolean | undefined
}

/**
 * Honours the server's hint: when the failure is a `Retryable` with a `retryAfter`, the next delay
 * is at least that hint; a hint above `max` stops the schedule at once (see
 * {@link RetryAfterOptions}). No jitter is added to a hint: the server chose it, and waiting longer
 * only delays the user; when the schedule's own (jittered) delay is longer, that one is used. Put it outside Effect's
 * `Schedule.union`, which waits the shorter of two delays and would cut the hint short.
 *
 * @example
 * ```ts
 * import { RetrySchedule } from "effect-resilience"
 *
 * const schedule = RetrySchedule.exponential("500 millis").pipe(
 *   RetrySchedule.capped("8 seconds"),
 *   RetrySchedule.respectRetryAfter({ max: "1 minute" }),
 *   RetrySchedule.maxRetries(3)
 * )
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const respectRetryAfter: {
  /**
   * Honours the server's hint: when the failure is a `Retryable` with a `retryAfter`, the next delay
   * is at least that hint; a hint above `max` stops the schedule at once (see
   * {@link RetryAfterOptions}). No jitter is added to a hint: the server chose it, and waiting longer
   * only delays the user; when the schedule's own (jittered) delay is longer, that one is used. Put it outside Effect's
   * `Schedule.union`, which waits the shorter of two delays and would cut the hint short.
   *
   * @example
   * ```ts
   * import { RetrySchedule } from "effect-resilience"
   *
   * const schedule = RetrySchedule.exponential("500 millis").pipe(
   *   RetrySchedule.capped("8 seconds"),
   *   RetrySchedule.respectRetryAfter({ max: "1 minute" }),
   *   RetrySchedule.maxRetries(3)
   * )
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  (options?: RetryAfterOptions): <Out, In, R>(
    self: Schedule.Schedule<Out, In, R>
  ) => Schedule.Schedule<Out, In & Failure.AgentFailure, R>
  /**
   * Honours the server's hint: when the failure is a `Retryable` with a `retryAfter`, the next delay
   * is at least that hint; a hint above `max` stops the schedule at once (see
   * {@link RetryAfterOptions}). No jitter is added to a hint: the server chose it, and waiting longer
   * only delays the user; when the schedule's own (jittered) delay is longer, that one is used. Put it outside Effect's
   * `Schedule.union`, which waits the shorter of two delays and would cut the hint short.
   *
   * @example
   * ```ts
   * import { RetrySchedule } from "effect-resilience"
   *
   * const schedule = RetrySchedule.exponential("500 millis").pipe(
   *   RetrySchedule.capped("8 seconds"),
   *   RetrySchedule.respectRetryAfter({ max: "1 minute" }),
   *   RetrySchedule.maxRetries(3)
   * )
   * ```
   *
   * @since 0.1.0
   * @category combinators
   */
  <Out, In, R>(
    self: Schedule.Schedule<Out, In, R>,
    options?: RetryAfterOptions
  ): Schedule.Schedule<Out, In & Failure.AgentFailure, R>
} = internal.combinator(internal.retryAfterOptions, internal.respectRetryAfter)

/**
 * Continues only while the input is a `Retryable`: a `Fatal`, `Permanent` or `ContextOverflow`
 * stops it. Needed with plain `Effect.retry`; `Retry.retry` never hands the schedule anything else.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Classify, RetrySchedule } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * // with plain Effect.retry: classify first, then a Fatal or a Permanent is not retried
 * export const answer = callModel.pipe(
 *   Effect.mapError(Classify.classify),
 *   Effect.retry(RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3), RetrySchedule.onlyRetryable))
 * )
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const onlyRetryable: <Out, In, R>(
  self: Schedule.Schedule<Out, In, R>
) => Schedule.Schedule<Out, In & Failure.AgentFailure, R> = internal.onlyRetryable

/**
 * Runs a schedule without sleeping, feeding it `inputs` one by one, and returns the delay it chose
 * before each retry, up to the first stop. Time starts at `options.now` or the current `Clock`
 * time; randomness comes from the current `Random`, so under `Random.fixed` the result is exact.
 *
 * @example
 * ```ts
 * import { Duration, Effect } from "effect"
 * import { Failure, RetrySchedule } from "effect-resilience"
 *
 * const failure = new Failure.Retryable({ reason: "overloaded", status: 529 })
 * const program = RetrySchedule.delays(RetrySchedule.standard, Array.from({ length: 10 }, () => failure))
 * Effect.runPromise(program).then((delays) => console.log(delays.map(Duration.format)))
 * ```
 *
 * @since 0.1.0
 * @category utils
 */
export const delays: {
  /**
   * Runs a schedule without sleeping, feeding it `inputs` one by one, and returns the delay it chose
   * before each retry, up to the first stop. Time starts at `options.now` or the current `Clock`
   * time; randomness comes from the current `Random`, so under `Random.fixed` the result is exact.
   *
   * @example
   * ```ts
   * import { Duration, Effect } from "effect"
   * import { Failure, RetrySchedule } from "effect-resilience"
   *
   * const failure = new Failure.Retryable({ reason: "overloaded", status: 529 })
   * const program = RetrySchedule.delays(RetrySchedule.standard, Array.from({ length: 10 }, () => failure))
   * Effect.runPromise(program).then((delays) => console.log(delays.map(Duration.format)))
   * ```
   *
   * @since 0.1.0
   * @category utils
   */
  <In>(
    inputs: Iterable<In>,
    options?: { readonly now?: number | undefined }
  ): <Out, R>(self: Schedule.Schedule<Out, In, R>) => Effect.Effect<Array<Duration.Duration>, never, R>
  /**
   * Runs a schedule without sleeping, feeding it `inputs` one by one, and returns the delay it chose
   * before each retry, up to the first stop. Time starts at `options.now` or the current `Clock`
   * time; randomness comes from the current `Random`, so under `Random.fixed` the result is exact.
   *
   * @example
   * ```ts
   * import { Duration, Effect } from "effect"
   * import { Failure, RetrySchedule } from "effect-resilience"
   *
   * const failure = new Failure.Retryable({ reason: "overloaded", status: 529 })
   * const program = RetrySchedule.delays(RetrySchedule.standard, Array.from({ length: 10 }, () => failure))
   * Effect.runPromise(program).then((delays) => console.log(delays.map(Duration.format)))
   * ```
   *
   * @since 0.1.0
   * @category utils
   */
  <Out, In, R>(
    self: Schedule.Schedule<Out, In, R>,
    inputs: Iterable<In>,
    options?: { readonly now?: number | undefined }
  ): Effect.Effect<Array<Duration.Duration>, never, R>
} = internal.combinator(
  (inputs: Iterable<unknown>, options?: { readonly now?: number | undefined }) =>
    [internal.delaysInputs(inputs), internal.delaysOptions(options)] as const,
  (self, [inputs, options]) => internal.delays(self, inputs, options)
)

/**
 * The backoff part of a policy: `exponential(base, factor)`, then `jittered(jitter)`, then
 * `capped(cap)`. `factor` defaults to 2 and `jitter` to `{ kind: "decorrelated" }`.
 *
 * @since 0.1.0
 * @category models
 */
export interface BackoffOptions {
  readonly base: Duration.DurationInput
  readonly factor?: number | undefined
  readonly jitter?: JitterOptions | undefined
  readonly cap: Duration.DurationInput
}

/**
 * The backoff of {@link BackoffOptions}, unbounded: no retry limit, no budget, no server hints.
 * Options are checked when it is called (`base`, `factor`, `jitter`, `jitter.kind`, `jitter.ratio`, `cap`), and a key
 * that is none of them (a misspelt `jiter`) throws naming it; {@link make}'s other options are let through unread, so
 * that `{ ...standardOptions, base, cap }` is a backoff's options too.
 *
 * @example
 * ```ts
 * import { RetrySchedule } from "effect-resilience"
 *
 * // 100 ms·1.5ⁿ, full jitter, never above 2 s
 * const schedule = RetrySchedule.backoff({ base: "100 millis", factor: 1.5, jitter: { kind: "full" }, cap: "2 seconds" })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const backoff = (input: BackoffOptions): RetrySchedule => {
  // `{ ...standardOptions, base, cap }` is a backoff's options too (its other fields are not a backoff's to use)
  checkObject(input, standardKeys)
  return backoffOf(input)
}

const backoffKeys: ReadonlyArray<keyof BackoffOptions> = ["base", "factor", "jitter", "cap"]

const backoffOf = (input: BackoffOptions): RetrySchedule => {
  const cap = internal.limitOption("cap", input.cap)
  const base = exponential(input.base, input.factor)
  // Checked here rather than by `jittered`, so that errors name the option as written: `jitter`, `jitter.kind`.
  const jitter = internal.jitterOptions(input.jitter, "jitter")
  return internal.jittered(base, jitter).pipe(capped(cap))
}

/**
 * `make(null)`, `backoff("fast")`: named, rather than a TypeError reading a field of it (or a field of a string); and
 * a misspelt option (`maxRetry`), which would be read as absent.
 */
const checkObject = (input: BackoffOptions, keys: ReadonlyArray<string>): void => {
  if (options.object("options", input, "an object such as RetrySchedule.standardOptions") === undefined) {
    throw new options.InvalidOptionError("options", input, "an object such as RetrySchedule.standardOptions")
  }
  options.knownKeys("", input, keys)
}

/**
 * Options of {@link make}: a {@link BackoffOptions} backoff, then `respectRetryAfter({ max: retryAfterMax })`,
 * `maxRetries(maxRetries)`, `budgeted(budget)` and `onlyRetryable`. `Duration.infinity` is no limit: as
 * `retryAfterMax` it honours every hint, as `cap` it caps nothing, as `budget` it bounds no waiting.
 *
 * @since 0.1.0
 * @category models
 */
export interface StandardOptions extends BackoffOptions {
  readonly retryAfterMax: Duration.DurationInput
  readonly maxRetries: number
  readonly budget: Duration.DurationInput
}

/**
 * The parameters of {@link standard}: `base` 2 s, `factor` 1.5, full jitter, `cap` 8 s, hints
 * honoured up to 60 s, 4 retries, 60 s of waiting in all. Spread it to change one of them:
 * `RetrySchedule.make({ ...RetrySchedule.standardOptions, maxRetries: 8 })`.
 *
 * @since 0.1.0
 * @category presets
 */
export const standardOptions: StandardOptions = {
  base: "2 seconds",
  factor: 1.5,
  jitter: { kind: "full" },
  cap: "8 seconds",
  retryAfterMax: "60 seconds",
  maxRetries: 4,
  budget: "60 seconds"
}

/**
 * A policy of the shape of {@link standard} with other parameters. Options are checked when it is
 * called, named as in {@link StandardOptions}; a key that is none of them (a misspelt `maxRetry`) throws naming it.
 *
 * @example
 * ```ts
 * import { RetrySchedule } from "effect-resilience"
 *
 * const patient = RetrySchedule.make({ ...RetrySchedule.standardOptions, maxRetries: 8, budget: "5 minutes" })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (input: StandardOptions): RetrySchedule => {
  checkObject(input, standardKeys)
  const retryAfterMax = internal.limitOption("retryAfterMax", input.retryAfterMax)
  const retries = options.number("maxRetries", input.maxRetries, { min: 0, integer: true })
  const budget = internal.limitOption("budget", input.budget)
  return backoffOf(input).pipe(
    respectRetryAfter({ max: retryAfterMax }),
    maxRetries(retries),
    budgeted(budget),
    onlyRetryable
  )
}

const standardKeys: ReadonlyArray<keyof StandardOptions> = [...backoffKeys, "retryAfterMax", "maxRetries", "budget"]

/**
 * The toolkit's default retry policy for a model or tool call, `make(standardOptions)`:
 *
 * ```ts
 * import { RetrySchedule } from "effect-resilience"
 *
 * const standard = RetrySchedule.exponential("2 seconds", 1.5).pipe( // 2 s, 3 s, 4.5 s, 6.75 s before jitter
 *   RetrySchedule.jittered({ kind: "full" }), // anywhere in [0, d]: clients spread after a shared outage
 *   RetrySchedule.capped("8 seconds"), // no single backoff above 8 s
 *   RetrySchedule.respectRetryAfter({ max: "60 seconds" }), // the server's hint wins, up to a minute
 *   RetrySchedule.maxRetries(4), // 5 attempts at most
 *   RetrySchedule.budgeted("60 seconds"), // at most a minute of waiting, hints included
 *   RetrySchedule.onlyRetryable
 * )
 * ```
 *
 * Why these: in the AWS "Exponential Backoff And Jitter" experiment (`Simulate.awsExperiment`,
 * 100 writers contending for one row, its 5 ms / 2 s standing for 500 ms / 8 s), this backoff makes
 * fewer calls than decorrelated jitter and finishes sooner than full jitter, the two best of AWS's
 * kinds, on every seed tried (seeds 1–8, 20 runs each: 912–919 calls against ≥ 992, and
 * 4.2–4.5 s against ≥ 4.9 s). The previous default, decorrelated jitter from 500 ms, was AWS's
 * decorrelated itself (about 1 000 calls). Its first retry still waits 1 s on average.
 *
 * The budget is 60 s rather than 30 s and sits outside `respectRetryAfter` so that it bounds the
 * whole wait: with hints honoured up to 60 s, a 30 s budget would silently lower that limit to
 * 30 s, and a budget that ignored hints would let four 60 s hints add up to four minutes. Without
 * hints the backoff alone stays under 2 + 3 + 4.5 + 6.75 = 16.25 s.
 *
 * @since 0.1.0
 * @category presets
 */
export const standard: RetrySchedule = make(standardOptions)

/**
 * The default retry policy of the `openai` Node SDK (7.5 and later): 2 retries, `0.5 s·2ⁿ` capped at 8 s minus up to
 * 25 % jitter, and a `retry-after-ms` / `retry-after` hint of at most 60 s used as-is; a longer one is ignored (the
 * backoff is used). The SDK retries connection errors and by status (408, 409, 429, any 5xx); the preset retries what
 * the classifier calls `Retryable` (`onlyRetryable`), so not a 429 `insufficient_quota`, a 501 or a 409 for a name
 * already taken. Earlier releases differ in the hints only: 6.26 to 7.4 used every hint, however long
 * (`respectRetryAfter({ replace: true })`); up to 6.25 a hint had to be above 0 and under 60 s.
 *
 * @since 0.1.0
 * @category presets
 */
export const openaiSdk: RetrySchedule = exponential("500 millis").pipe(
  jittered({ kind: "equal", ratio: 0.25 }),
  capped("8 seconds"),
  respectRetryAfter({ max: "60 seconds", onAboveMax: "ignore", replace: true }),
  maxRetries(2),
  onlyRetryable
)

/**
 * The default retry policy of the Vercel AI SDK (`ai`, `retryWithExponentialBackoffRespectingRetryHeaders`):
 * 2 retries at 2 s then 4 s, no jitter; a hint under 60 s replaces the backoff, one of 60 s or more is ignored (its
 * `ms < 60 * 1000`: a `retry-after: 60`, the usual value of a per-minute limit, gets the backoff). The max is hence
 * 1 ns under 60 s. (The SDK also honours a hint of 60 s or more when it is shorter than the backoff, which cannot
 * happen with its defaults.)
 *
 * @since 0.1.0
 * @category presets
 */
export const vercelAiSdk: RetrySchedule = exponential("2 seconds").pipe(
  respectRetryAfter({ max: Duration.nanos(59_999_999_999n), onAboveMax: "ignore", replace: true }),
  maxRetries(2),
  onlyRetryable
)

/**
 * cockatiel's `new ExponentialBackoff()` under `retry(handleAll, { backoff })`: its default generator, Polly's
 * DecorrelatedJitterV2 ({@link decorrelatedJitterV2}) from 128 ms with exponent 2, each delay at most 30 s; no limit on
 * retries (its `maxAttempts` defaults to Infinity), every error retried, no retry-after. The same random draws give
 * cockatiel's delays. Bound it (`maxRetries`) before using it.
 *
 * @since 0.1.0
 * @category presets
 */
export const cockatiel: RetrySchedule = decorrelatedJitterV2("128 millis", 2).pipe(capped("30 seconds"))

/**
 * The agent-session layer of the "layers multiply" scenario: 3 retries after 2 s, 4 s and 8 s.
 *
 * @since 0.1.0
 * @category presets
 */
export const sessionLayer: RetrySchedule = exponential("2 seconds").pipe(maxRetries(3), onlyRetryable)

/**
 * The runtime layer around the session in the "layers multiply" scenario: 3 retries after 1.5 s,
 * 3 s and 6 s.
 *
 * @since 0.1.0
 * @category presets
 */
export const runtimeLayer: RetrySchedule = exponential("1500 millis").pipe(maxRetries(3), onlyRetryable)

/**
 * Every preset by name, for comparing policies (e.g. in the simulator).
 *
 * @example
 * ```ts
 * import { Duration, Effect } from "effect"
 * import { Failure, RetrySchedule } from "effect-resilience"
 *
 * const failures = Array.from({ length: 5 }, () => new Failure.Retryable({ reason: "HTTP 503", status: 503 }))
 *
 * // the delays each preset would take for five failures in a row, without waiting
 * export const compared = Effect.forEach(Object.entries(RetrySchedule.presets), ([name, schedule]) =>
 *   Effect.map(RetrySchedule.delays(schedule, failures), (delays) => `${name}: ${delays.map(Duration.format).join(", ")}`))
 * ```
 *
 * @since 0.1.0
 * @category presets
 */
export const presets: {
  readonly standard: RetrySchedule
  readonly openaiSdk: RetrySchedule
  readonly vercelAiSdk: RetrySchedule
  readonly cockatiel: RetrySchedule
  readonly sessionLayer: RetrySchedule
  readonly runtimeLayer: RetrySchedule
} = { standard, openaiSdk, vercelAiSdk, cockatiel, sessionLayer, runtimeLayer }
