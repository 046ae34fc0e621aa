/**
 * A circuit breaker for calls to a dependency (a model provider, a tool, an API): after enough
 * failures it opens and rejects calls at once, without touching the dependency, until a few
 * probe calls show that the dependency is back.
 *
 * States: `Closed` (calls pass, outcomes are counted), `Open` (calls are rejected with a
 * `Retryable` whose `retryAfter` is the time left plus a random share of `rejectionJitter`), `HalfOpen` (exactly `halfOpenProbes` calls
 * reach the dependency, every other caller is rejected at once) and `Isolated` (opened by hand
 * with `isolate`, or by a `Permanent` failure when `isolateOnPermanent` is set; only `reset`
 * closes it).
 *
 * Everything runs on `Clock` and `Schedule`, so it is deterministic under `TestClock`.
 *
 * @since 0.1.0
 */
import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"
import type * as Schedule from "effect/Schedule"
import type * as Schema from "effect/Schema"
import type * as Stream from "effect/Stream"
import type * as Failure from "./Failure.js"
import * as internal from "./internal/circuitBreaker.js"
import * as config from "./internal/circuitBreakerConfig.js"
import * as keyedInternal from "./internal/circuitBreakerKeyed.js"
import * as model from "./internal/circuitBreakerModel.js"
import { dualChecked } from "./internal/options.js"

/**
 * The four states.
 *
 * @since 0.1.0
 * @category models
 */
export type State = model.State

/**
 * The schema of {@link State}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const State: Schema.Literal<["Closed", "Open", "HalfOpen", "Isolated"]> = model.State

/**
 * The `cause` of a rejection: which breaker rejected the call, and in which state.
 *
 * @since 0.1.0
 * @category models
 */
export type BrokenCircuit = model.BrokenCircuit

/**
 * The schema class of {@link BrokenCircuit}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BrokenCircuit: typeof model.BrokenCircuit = model.BrokenCircuit

/**
 * What a breaker fails with when it rejects a call: a `Retryable` while it is `Open` or
 * `HalfOpen` (while `Open`, with a `retryAfter` of at least the time until the next probe is
 * allowed, spread over `rejectionJitter` after it; while `HalfOpen`, with none: a probe may answer
 * at any moment, and its success lets every caller through), a
 * `Permanent` while it is `Isolated` (an operator or a `Permanent` failure isolated it; only a
 * `reset` ends that, so retrying is pointless). Both have a {@link BrokenCircuit} as `cause`.
 *
 * @since 0.1.0
 * @category models
 */
export type Rejection = Failure.Retryable | Failure.Permanent

/**
 * A state change, as published on {@link CircuitBreaker.changes}. `at` is `Clock` time in
 * milliseconds; `openFor` is set when the breaker opens.
 *
 * @since 0.1.0
 * @category models
 */
export type StateChange = model.StateChange

/**
 * The saved state of a breaker: a `Schema` value, so it can be stored as JSON and restored
 * (`make({ restore })` or `breaker.restore`). `Open.openUntil` is absolute `Clock` time
 * (epoch milliseconds): a restored `Open` breaker keeps the open time it has left, or probes at
 * once if that time has passed; a restored `HalfOpen` breaker probes at once. `openings` counts
 * the openings since the last close, so the open-duration schedule resumes where it was.
 * The failure-ratio window is not saved: a restored `Closed` breaker starts with an empty window.
 *
 * @since 0.1.0
 * @category models
 */
export type Snapshot = model.Snapshot

/**
 * The schema of {@link Snapshot}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Snapshot: Schema.Schema<Snapshot, Schema.Schema.Encoded<typeof model.Snapshot>> = model.Snapshot

/**
 * A failure as the breaker judges it: already classified (or an `Exhausted` from an inner retry
 * layer).
 *
 * @since 0.1.0
 * @category models
 */
export type Judged = Failure.AgentFailure | Failure.Exhausted

/**
 * Options of {@link make}. Trips on whichever trigger fires first. Without `consecutiveFailures`
 * and `failureRatio`, the breaker trips after 5 consecutive failures.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** A name for rejections, metrics and state changes. Default `"circuit-breaker"`. */
  readonly name?: string | undefined
  /** Trip after this many counted failures in a row (an integer ≥ 1). */
  readonly consecutiveFailures?: number | undefined
  /** Trip when the ratio of counted failures over `samplingDuration` reaches this, in (0, 1]. */
  readonly failureRatio?: number | undefined
  /** The sliding window of `failureRatio`. Default 30 seconds. */
  readonly samplingDuration?: Duration.DurationInput | undefined
  /** `failureRatio` only trips once the window holds at least this many calls (≥ 1). Default 10. */
  readonly minimumThroughput?: number | undefined
  /** Buckets of the window (memory is fixed; calls leave it one bucket at a time), at most 1000. Default 10. */
  readonly samplingBuckets?: number | undefined
  /**
   * A call that takes at least this long counts as a failure, even if it succeeded, and also when it is cut off after
   * that long (its caller's deadline outside the breaker, a cancelled fiber): the dependency had not answered in time.
   * The time a call waits for a slot of a bulkhead inside the breaker is not counted: it had not reached the
   * dependency yet.
   */
  readonly slowCallThreshold?: Duration.DurationInput | undefined
  /**
   * How long the breaker stays open: a duration, or a `Schedule` stepped once per opening since the
   * last close (so `Schedule.exponential("10 seconds")` gives 10 s, 20 s, 40 s, …; a close restarts
   * it). When the schedule ends its last delay repeats. Each breaker steps it once: a jittered schedule's
   * delays are drawn per breaker (a keyed family's each their own) and repeat after a close. The schedule is stepped one opening ahead
   * (a transition cannot wait for an effect), so prefer schedules whose delays depend on the count
   * of steps, not on elapsed time (`upTo`, `during`). Default 30 seconds.
   */
  readonly openDuration?: Duration.DurationInput | Schedule.Schedule<unknown, unknown> | undefined
  /**
   * How many probe calls a half-open breaker lets run at once (an integer ≥ 1), counting probes still
   * running from an earlier half-open period (until `halfOpenTimeout` writes them off). Default 1.
   */
  readonly halfOpenProbes?: number | undefined
  /**
   * How long a probe may run unanswered. A probe that hangs (a stalled connection, a call with no
   * timeout of its own) holds its slot for as long as it hangs, and a half-open breaker rejects
   * every other caller meanwhile: once a probe has run this long it is written off. If its
   * half-open period is still current, the round has failed: the breaker opens again, stepping the
   * open-duration schedule as a failed probe does, and the next open period ends with fresh probe
   * slots; a written-off probe of an earlier period only gives its slot back. The probe itself is
   * not interrupted, and its outcome, whenever it comes, counts nowhere (a `Permanent` still
   * isolates with `isolateOnPermanent`, as any call's does). Measured from the probe's
   * start and noticed when the breaker is called or its state read (there is no background timer).
   * A duration above zero; default: no bound (as resilience4j's `maxWaitDurationInHalfOpenState`),
   * because no bound fits every dependency: a model call can take minutes, and a bound below the
   * time a healthy call takes writes off every probe, so the breaker never closes. Set it well above
   * your slowest healthy call, or give the calls a timeout instead (`Policy`'s `timeout`: a probe
   * that times out fails its round at once). An infinite duration is no bound.
   *
   * @since 0.1.0
   */
  readonly halfOpenTimeout?: Duration.DurationInput | undefined
  /** Successful probes needed to close, at most `halfOpenProbes`. Default `halfOpenProbes`. */
  readonly successThreshold?: number | undefined
  /**
   * Which failures count against the dependency. Errors are classified first with the `Classifier`
   * in context. Default: `Retryable` and `Exhausted` count; `Fatal`, `Permanent` and
   * `ContextOverflow` do not (a bad request is not an outage). Interruptions never count as failures. A call that
   * interrupts itself counts as a call in a failure-ratio window, as a `Fatal` does; a call whose caller is interrupted
   * (a deadline or a race outside the breaker, a cancelled fiber) counts nowhere while the breaker is closed: nothing
   * came back from the dependency to count; a probe so cut off gives its slot back. Either, cut off after
   * `slowCallThreshold`, is a slow call, so a failure. Nor does a call that a bulkhead inside the breaker turned away (a tool's
   * own `Bulkhead`, an inner policy's; `isFailure` is not asked): it never reached the dependency. The same goes for a
   * call a breaker inside this one rejected (open, half-open or isolated: {@link isRejection}, also wrapped in an error
   * of the call's own), so an inner breaker's half-open round or isolation never opens or isolates this one.
   */
  readonly isFailure?: ((failure: Judged) => boolean) | undefined
  /**
   * An open breaker tells each caller it rejects to come back at a random time in
   * `[probe time, probe time + rejectionJitter]` (its `retryAfter`), drawn with `Random`, so that
   * the callers held back by one opening do not all return at the instant the probe closes it.
   * Default: the current opening's open duration, so the backlog returns at about the rate it built
   * up. `0` tells everyone the probe time.
   */
  readonly rejectionJitter?: Duration.DurationInput | undefined
  /** A `Permanent` failure (revoked key, exhausted quota) isolates the breaker at once. Default false. */
  readonly isolateOnPermanent?: boolean | undefined
  /**
   * Start from a saved state. A malformed snapshot (an unknown state, a count that is no count, JSON
   * text not yet parsed) throws an `InvalidOptionError` naming `restore`, as other options do.
   */
  readonly restore?: Snapshot | undefined
}

/**
 * A circuit breaker. It is a function: `call.pipe(breaker)` protects `call`.
 *
 * @since 0.1.0
 * @category models
 */
export interface CircuitBreaker {
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | Rejection, R>
  readonly name: string
  /** Runs `self` through the breaker. */
  readonly execute: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | Rejection, R>
  /** The current state. An `Open` breaker whose time is up turns `HalfOpen` when read. */
  readonly state: Effect.Effect<State>
  /** Opens the breaker until `reset`: every call is rejected with a `Permanent`. */
  readonly isolate: Effect.Effect<void>
  /** Closes the breaker, clears its counters and restarts the open-duration schedule. */
  readonly reset: Effect.Effect<void>
  /** State changes from the moment the stream is run. */
  readonly changes: Stream.Stream<StateChange>
  /** The state as a saveable value. */
  readonly snapshot: Effect.Effect<Snapshot>
  /**
   * Replaces the state with a saved one. A malformed snapshot throws an `InvalidOptionError` naming
   * `restore` and what is wrong, and the state is kept.
   */
  readonly restore: (snapshot: Snapshot) => Effect.Effect<void>
}

/**
 * Makes a circuit breaker. Invalid options throw an `InvalidOptionError` naming the option when
 * `make` is called, before anything runs.
 *
 * @example
 * ```ts
 * import { Effect, Schedule } from "effect"
 * import { CircuitBreaker } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * const program = Effect.gen(function*() {
 *   const breaker = yield* CircuitBreaker.make({
 *     name: "openai",
 *     consecutiveFailures: 5,
 *     failureRatio: 0.5,
 *     samplingDuration: "1 minute",
 *     minimumThroughput: 20,
 *     openDuration: Schedule.exponential("10 seconds").pipe(Schedule.union(Schedule.spaced("5 minutes"))),
 *     halfOpenProbes: 2
 *   })
 *   return yield* callModel.pipe(breaker)
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: (options?: Options) => Effect.Effect<CircuitBreaker> = internal.make

/**
 * Runs an effect through a breaker: `protect(call, breaker)` or `call.pipe(protect(breaker))`.
 * `breaker` is checked when `protect` is called: anything but a breaker made by
 * `yield* CircuitBreaker.make(…)` (its options, or the `Effect` that makes it) throws
 * `InvalidOptionError` naming `breaker`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { CircuitBreaker } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * export const program = Effect.gen(function*() {
 *   const breaker = yield* CircuitBreaker.make({ name: "openai", consecutiveFailures: 5 })
 *   return yield* callModel.pipe(CircuitBreaker.protect(breaker)) // the same as callModel.pipe(breaker)
 * })
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const protect: {
  /**
   * Runs an effect through a breaker: `protect(call, breaker)` or `call.pipe(protect(breaker))`.
   *
   * @since 0.1.0
   * @category combinators
   */
  (breaker: CircuitBreaker): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | Rejection, R>
  /**
   * Runs an effect through a breaker: `protect(call, breaker)` or `call.pipe(protect(breaker))`.
   *
   * @since 0.1.0
   * @category combinators
   */
  <A, E, R>(self: Effect.Effect<A, E, R>, breaker: CircuitBreaker): Effect.Effect<A, E | Rejection, R>
} = dualChecked(
  (u) => internal.madeBreaker("breaker", u),
  <A, E, R>(self: Effect.Effect<A, E, R>, breaker: CircuitBreaker): Effect.Effect<A, E | Rejection, R> =>
    breaker.execute(self)
)

/**
 * Options of {@link keyed}: the options of every breaker, plus how many breakers to keep. There is no `restore`:
 * each breaker starts `Closed` (restore one with its `restore` method); one given throws naming `restore`.
 *
 * @since 0.1.0
 * @category models
 */
export interface KeyedOptions extends Omit<Options, "restore"> {
  /** At most this many breakers are kept (an integer ≥ 1). */
  readonly maxKeys: number
}

/**
 * One breaker per key (a provider, a model, a tool), created on demand and named
 * `<name>/<key>`. At most `maxKeys` are kept: a new key evicts the least recently used `Closed`
 * breaker with no call in flight. A breaker that holds callers back (`Open` with time left, `HalfOpen` with a probe
 * running, `Isolated`) is never evicted, because that would silently close it; when every kept
 * breaker is in such a state, a call for a new key is rejected like an open breaker's call (a
 * `Retryable` with a {@link BrokenCircuit} cause, whose `retryAfter` is the earliest time a kept
 * breaker may probe). Failing a `Closed` one, the least recently used breaker that holds nobody
 * back any more (`Open` with its time up, or `HalfOpen`, with no probe running) is evicted: a key
 * no longer called never probes, and would otherwise hold its place forever. A `Closed` breaker with
 * calls in flight goes last: their outcomes would count where its key's calls no longer do.
 *
 * Key by the dependency (a provider, a model, a tool), never by a request or a user: each key is a `breaker` metric
 * tag, which Effect's metric registry keeps for good, so per-request keys grow it by one entry per request that a
 * breaker rejects or that opens one, however small `maxKeys` is.
 *
 * @since 0.1.0
 * @category models
 */
export interface Keyed {
  /** The breaker of `key`, created if needed; fails when no breaker can be made room for. */
  readonly get: (key: string) => Effect.Effect<CircuitBreaker, Failure.Retryable>
  /** Runs `self` through the breaker of `key`: `execute(call, key)` or `call.pipe(execute(key))`. */
  readonly execute: {
    (key: string): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | Rejection, R>
    <A, E, R>(self: Effect.Effect<A, E, R>, key: string): Effect.Effect<A, E | Rejection, R>
  }
  /** The keys kept, least recently used first. */
  readonly keys: Effect.Effect<ReadonlyArray<string>>
  /** State changes of every breaker of this family. */
  readonly changes: Stream.Stream<StateChange>
}

/**
 * Makes a family of breakers keyed by name. Options are checked when `keyed` is called.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { CircuitBreaker } from "effect-resilience"
 *
 * declare const callTool: (name: string) => Effect.Effect<string, unknown>
 *
 * const program = Effect.gen(function*() {
 *   const breakers = yield* CircuitBreaker.keyed({ name: "tools", maxKeys: 100, consecutiveFailures: 3 })
 *   return yield* callTool("search").pipe(breakers.execute("search"))
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const keyed: (options: KeyedOptions) => Effect.Effect<Keyed> = keyedInternal.keyed

/**
 * Whether `u` is a breaker's rejection of an `Open` or `HalfOpen` breaker: a `Retryable` whose
 * cause is a {@link BrokenCircuit}. Also recognises one that went through JSON.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { CircuitBreaker } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 * declare const fallbackModel: Effect.Effect<string, unknown>
 *
 * export const program = Effect.gen(function*() {
 *   const breaker = yield* CircuitBreaker.make({ name: "openai" })
 *   // while the breaker is open, ask the other provider instead of waiting for the probe
 *   return yield* callModel.pipe(breaker, Effect.catchIf(CircuitBreaker.isOpenRejection, () => fallbackModel))
 * })
 * ```
 *
 * @since 0.1.0
 * @category guards
 */
export const isOpenRejection: (u: unknown) => u is Failure.Retryable = model.isOpenRejection

/**
 * Whether `u` is any rejection of a breaker, including the `Permanent` of an `Isolated` one.
 *
 * @since 0.1.0
 * @category guards
 */
export const isRejection: (u: unknown) => u is Rejection = model.isRejection

/**
 * @since 0.1.0
 * @category guards
 */
export const isBrokenCircuit: (u: unknown) => u is BrokenCircuit = model.isBrokenCircuit

/**
 * Whether a failure is the dependency saying it is at capacity rather than down: a `Retryable`
 * with status 429 (rate limit) or 529, or whose reason says "overloaded" (also the last failure
 * of an `Exhausted`). Such answers come back fast and cheap, from a dependency that is up and
 * shedding load.
 *
 * @since 0.1.0
 * @category guards
 */
export const isOverload: (failure: Judged) => boolean = config.isOverload

/**
 * An `isFailure` that counts what the default counts (`Retryable`, `Exhausted`) except
 * {@link isOverload} answers: the breaker of `Policy.defaults`. Capacity answers are left to the
 * retry layer (which honours their `retryAfter`) and a retry budget: they arrive in bursts, and
 * fast while successes take the service time, so right after the breaker closes a handful of them
 * makes a run of "consecutive failures" on a dependency that is serving most calls, and the
 * breaker would black out everyone for an open duration because the dependency was briefly full.
 *
 * @example
 * ```ts
 * import { CircuitBreaker } from "effect-resilience"
 *
 * const breaker = CircuitBreaker.make({ consecutiveFailures: 5, isFailure: CircuitBreaker.isOutage })
 * ```
 *
 * @since 0.1.0
 * @category guards
 */
export const isOutage: (failure: Judged) => boolean = config.isOutage

/**
 * Counter of state transitions, tagged `breaker` and `state` (the target state).
 *
 * @since 0.1.0
 * @category metrics
 */
export const transitions: Metric.Metric.Counter<number> = model.transitions

/**
 * Counter of rejected calls, tagged `breaker` and `state` (the state that rejected).
 *
 * @since 0.1.0
 * @category metrics
 */
export const rejections: Metric.Metric.Counter<number> = model.rejections
