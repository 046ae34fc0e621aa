/**
 * One value that composes the guards of this library around a call, in one fixed order:
 *
 * ```
 * bulkhead → retry (with budget) → circuit breaker → timeout per attempt → call
 * ```
 *
 * i.e. `bulkhead(retry(breaker(timeout(call))))`. Why this order:
 *
 * - The **timeout** is innermost so that it bounds each attempt, not the whole retry loop: a hung
 *   attempt is interrupted and the next one gets a full deadline.
 * - The **breaker** sees every attempt, including the timed-out ones (a `Retryable`, so it counts),
 *   and rejects at once while open, without starting a timer or touching the dependency.
 * - The **retry** layer is outside the breaker so that an open breaker's rejection — a `Retryable`
 *   whose `retryAfter` is at least the time until the next probe — is waited out (with a schedule that
 *   honours `retryAfter`, as `RetrySchedule.standard` does) instead of spinning; the **budget**
 *   bounds those retries across every caller.
 * - The **bulkhead** is outermost: it bounds the calls in flight, retries and backoff included,
 *   so a slow dependency cannot tie up every fiber of the program. A full bulkhead rejects at once.
 *
 * The error type is the taxonomy, `Exhausted | Fatal | Permanent | ContextOverflow`: every failure
 * is classified by the retry layer (which is always present; without `retry` it makes a single
 * attempt), and a bulkhead rejection becomes an `Exhausted` with no attempt.
 *
 * @since 0.1.0
 */
import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import type * as Schedule from "effect/Schedule"
import type * as Bulkhead from "./Bulkhead.js"
import type * as CircuitBreaker from "./CircuitBreaker.js"
import type * as Failure from "./Failure.js"
import { dualChecked } from "./internal/options.js"
import * as internal from "./internal/policy.js"
import type { Budget } from "./RetryBudget.js"

/**
 * The retry part of a policy.
 *
 * @since 0.1.0
 * @category models
 */
export interface RetryOptions {
  readonly schedule: Schedule.Schedule<unknown, Failure.AgentFailure>
  /** The name in messages, metrics and spans; defaults to the policy's `name`. */
  readonly layer?: string | undefined
  /** Retry an inner retry layer's `Exhausted` (off by default, so layers do not multiply). */
  readonly retryExhausted?: boolean | undefined
}

/**
 * Options of {@link make}. A guard that is absent (or `false`) is not there.
 *
 * - `name`: names the retry layer and the breaker (default `"policy"`).
 * - `timeout`: a deadline per attempt (see `Timeout.timeout`).
 * - `retry`: the retry layer's schedule; without it one attempt is made.
 * - `budget`: a retry budget for this policy; without it the `RetryBudget` service in scope, if any.
 *   It goes here, not inside `retry` as with `Retry.retry`: `retry.budget` throws naming it.
 * - `breaker`: options of a new circuit breaker, or a breaker to share with other policies.
 * - `bulkhead`: limits of a new bulkhead, or a bulkhead to share.
 *
 * A breaker or bulkhead to share is one made already (`yield* CircuitBreaker.make(…)`): the `Effect`
 * that makes it throws naming the option, rather than passing for options of a default one.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  readonly name?: string | undefined
  readonly timeout?: Duration.DurationInput | undefined
  readonly retry?: RetryOptions | false | undefined
  readonly budget?: Budget | undefined
  readonly breaker?: CircuitBreaker.Options | CircuitBreaker.CircuitBreaker | false | undefined
  readonly bulkhead?: Bulkhead.Options | Bulkhead.Bulkhead | false | undefined
}

/**
 * A policy: a function that protects any effect, `call.pipe(policy)`. It holds the breaker and
 * the bulkhead it was made with, so every call through it shares their state.
 *
 * @since 0.1.0
 * @category models
 */
export interface Policy {
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, Failure.RetryFailure, R>
  /** The breaker of this policy, to read its state, `isolate` or `reset` it. */
  readonly breaker: CircuitBreaker.CircuitBreaker | undefined
  /** The bulkhead of this policy, to read its `stats`. */
  readonly bulkhead: Bulkhead.Bulkhead | undefined
}

/**
 * Makes a policy. It is an `Effect` because a breaker and a bulkhead hold state that every call
 * through the policy must share: make it once (at startup, or in a `Layer`) and reuse it.
 *
 * Options are checked when `make` is called, before anything runs: an invalid one throws
 * `InvalidOptionError` naming it (`timeout`, `retry.schedule`, `breaker.halfOpenProbes`,
 * `bulkhead.concurrency`, …), as does a key that is no option (`timout`, `bulkhead.queueSize`).
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Policy, RetrySchedule } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * const program = Effect.gen(function*() {
 *   const policy = yield* Policy.make({
 *     name: "openai",
 *     timeout: "60 seconds",
 *     retry: { schedule: RetrySchedule.standard },
 *     breaker: { consecutiveFailures: 5, openDuration: "30 seconds" },
 *     bulkhead: { concurrency: 8, queue: 32 }
 *   })
 *   return yield* callModel.pipe(policy)
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: (options: Options) => Effect.Effect<Policy> = internal.make

/**
 * The options of {@link standard}: `RetrySchedule.standard` (up to 4 retries with jitter,
 * `retryAfter` honoured up to 60 s, 60 s of waiting in all) and a circuit breaker that
 *
 * - opens after 10 counted failures in a row, or when 80 % of the calls of the last 10 s failed
 *   (once there are at least 20): an outage trips it at once, a dependency failing 20 % of its
 *   calls never does;
 * - stays open 5 s, then lets one probe through; rejected callers come back spread over the 5 s
 *   after the probe time;
 * - does not count the dependency saying it is at capacity (`isFailure: CircuitBreaker.isOutage`:
 *   429, 529, "overloaded" are left to the retry layer, so a moment of full capacity does not
 *   black out every caller).
 *
 * These beat a 30 s breaker on 5 failures in a row in the simulator: in its default scenario 92–94 %
 * of the calls succeed instead of 87–89 %, recovery takes 2–4 s instead of 23 s; in a 2-minute
 * outage the dependency sees 23 requests instead of 29 600 without a breaker; with 20 % 5xx it
 * stays closed (see the README, Policy). No timeout and no bulkhead: a timeout races every attempt
 * against a timer, which costs two fibers per attempt — add one with
 * `Policy.make({ ...Policy.defaults, timeout: "60 seconds" })`. Nor a `halfOpenTimeout`: without a
 * timeout, a probe that hangs holds the breaker half-open, rejecting every caller, for as long as it
 * hangs; the timeout bounds that too, or `breaker: { ...Policy.defaults.breaker, halfOpenTimeout }`
 * does without one.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Policy } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * const program = Effect.gen(function*() {
 *   // the defaults with a per-attempt deadline and a longer open duration
 *   const policy = yield* Policy.make({
 *     ...Policy.defaults,
 *     timeout: "60 seconds",
 *     breaker: { ...Policy.defaults.breaker, openDuration: "30 seconds" }
 *   })
 *   return yield* callModel.pipe(policy)
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const defaults: Options & {
  readonly retry: RetryOptions
  readonly breaker: CircuitBreaker.Options
} = internal.defaults

/**
 * `make(defaults)`: retry with `RetrySchedule.standard` around the breaker of {@link defaults}, and the
 * `RetryBudget` in scope if there is one. Each `yield* Policy.standard` makes a new breaker.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Policy } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * const program = Effect.gen(function*() {
 *   const policy = yield* Policy.standard
 *   return yield* callModel.pipe(policy)
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const standard: Effect.Effect<Policy> = internal.make(internal.defaults)

/**
 * Runs `self` under `policy`: `protect(call, policy)` or `call.pipe(protect(policy))`, the same as
 * `call.pipe(policy)`. `policy` is checked when `protect` is called: its options, or the `Effect`
 * that `Policy.make` returns (run it first: `yield* Policy.make(…)`), throw `InvalidOptionError`
 * naming `policy`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Policy, RetrySchedule } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * export const program = Effect.gen(function*() {
 *   const policy = yield* Policy.make({ timeout: "60 seconds", retry: { schedule: RetrySchedule.standard } })
 *   return yield* Policy.protect(callModel, policy) // the same as callModel.pipe(policy)
 * })
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const protect: {
  /**
   * Runs `self` under `policy`: `protect(call, policy)` or `call.pipe(protect(policy))`, the same as
   * `call.pipe(policy)`.
   *
   * @since 0.1.0
   * @category combinators
   */
  (policy: Policy): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, Failure.RetryFailure, R>
  /**
   * Runs `self` under `policy`: `protect(call, policy)` or `call.pipe(protect(policy))`, the same as
   * `call.pipe(policy)`.
   *
   * @since 0.1.0
   * @category combinators
   */
  <A, E, R>(self: Effect.Effect<A, E, R>, policy: Policy): Effect.Effect<A, Failure.RetryFailure, R>
} = dualChecked(
  (u) => internal.madePolicy("policy", u),
  <A, E, R>(self: Effect.Effect<A, E, R>, policy: Policy): Effect.Effect<A, Failure.RetryFailure, R> => policy(self)
)

/**
 * Options of {@link keyed}: those of {@link make}, with breaker options (not a breaker) and how
 * many keys to keep. A keyed family is one breaker per key, so `breaker: false` (and a breaker, or
 * the `Effect` that makes one) throws naming `breaker`: without breakers use {@link make}. How many
 * to keep is the top-level `maxKeys`; one among the breaker options throws naming `breaker.maxKeys`.
 *
 * @since 0.1.0
 * @category models
 */
export interface KeyedOptions extends Omit<Options, "breaker"> {
  readonly breaker?: Omit<CircuitBreaker.Options, "restore" | "name"> | undefined
  /** At most this many breakers are kept (see `CircuitBreaker.keyed`). */
  readonly maxKeys: number
}

/**
 * A family of policies that differ only by their breaker: `policies("openai")` is the policy of
 * key `"openai"`, whose breaker opens and closes independently of the others. The timeout, the
 * retry schedule, the budget and the bulkhead (if any, shared by every key) are the same.
 *
 * @since 0.1.0
 * @category models
 */
export interface Keyed {
  (key: string): Policy
  /** The breakers, one per key. */
  readonly breakers: CircuitBreaker.Keyed
  readonly bulkhead: Bulkhead.Bulkhead | undefined
}

/**
 * Makes a {@link Keyed} family of policies, one breaker per key (a provider, a model, a tool)
 * created on demand. Options are checked when `keyed` is called.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Policy, RetrySchedule } from "effect-resilience"
 *
 * declare const complete: (provider: string, prompt: string) => Effect.Effect<string, unknown>
 *
 * const program = Effect.gen(function*() {
 *   const policies = yield* Policy.keyed({ retry: { schedule: RetrySchedule.standard }, maxKeys: 16 })
 *   // an outage of one provider opens its breaker only
 *   return yield* complete("anthropic", "hi").pipe(policies("anthropic"))
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const keyed: (options: KeyedOptions) => Effect.Effect<Keyed> = internal.keyed
