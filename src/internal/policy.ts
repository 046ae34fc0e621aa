import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import type * as Bulkhead from "../Bulkhead.js"
import * as CircuitBreaker from "../CircuitBreaker.js"
import * as Failure from "../Failure.js"
import type * as Policy from "../Policy.js"
import * as RetrySchedule from "../RetrySchedule.js"
import * as bulkhead from "./bulkhead.js"
import { breakerOf, isCircuitBreaker } from "./circuitBreaker.js"
import { makeExhausted } from "./failureMakers.js"
import { InvalidOptionError, knownKeys, made, name as nameOption, object } from "./options.js"
import * as retryInternal from "./retry.js"
import * as timeout from "./timeout.js"

type Wrap = <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, any, R>

/**
 * Re-throws an option error of a part with the part's name in front: "breaker.halfOpenProbes".
 * `own`: options of the policy itself that the part is given (`budget`, `maxKeys`), named as the
 * caller wrote them.
 */
const within = <A>(part: string, build: () => A, own: ReadonlyArray<string> = []): A => {
  try {
    return build()
  } catch (e) {
    if (e instanceof InvalidOptionError && !own.includes(e.option)) {
      throw new InvalidOptionError(`${part}.${e.option}`, e.value, e.expected)
    }
    throw e
  }
}

/**
 * A part's options: an object, or `undefined`/`false` for none. `true` or `{}` without a schedule
 * would otherwise pass as "no retry" or a default breaker, which is not what was written; and the
 * Effect that makes a breaker or a bulkhead (`breaker: CircuitBreaker.make({ … })`), read as options,
 * would give a default one without a word.
 */
const partOptions = <A extends object>(part: string, value: A | false | undefined, expected: string): A | undefined =>
  value === false ? undefined : object(part, value, expected)

/**
 * Refuses `key` among `part`'s options: one that belongs at the top level (`Retry.retry` takes a budget among its
 * options, `CircuitBreaker.keyed` a `maxKeys`) would be read by nothing here, and the top-level value, or none, used.
 */
const misplaced = (part: string, options: object | undefined, key: string, advice: string): void => {
  const value = (options as Record<string, unknown> | undefined)?.[key]
  if (value !== undefined) throw new InvalidOptionError(`${part}.${key}`, value, advice)
}

/**
 * A guard given made (shared with other policies), or its options (`false` or none: no guard), made here by `make`.
 */
const madeOrBuilt = <G, O extends object>(
  part: string,
  value: G | O | false | undefined,
  isMade: (u: unknown) => u is G,
  expected: string,
  make: (options: O) => Effect.Effect<G>
): Effect.Effect<G> | undefined => {
  if (isMade(value)) return Effect.succeed(value)
  const options = partOptions(part, value as O | false | undefined, expected)
  return options === undefined ? undefined : make(options)
}

/**
 * Chosen with the simulator (README, Policy): a default scenario, a 2-minute outage and a
 * dependency failing 20 % of calls, 3 seeds each.
 *
 * - Capacity answers (429, 529, "overloaded") do not count: the retry layer waits them out, and a
 *   breaker shared by every caller that opened on them would turn a moment of full capacity into
 *   an open duration of rejecting everyone.
 * - Two triggers. 10 in a row opens at once in an outage (every answer fails, and an outage breaks
 *   the calls in flight together) and also for one agent whose few calls never fill the window.
 *   80 % of the last 10 s (at least 20 calls) catches an outage that successes interleave. Failures
 *   come back in milliseconds while successes take the service time, so right after a start or a
 *   close the outcomes seen are mostly failures even at a 20 % error rate: with 5 in a row or a
 *   50 % ratio the breaker opened on a flaky dependency that was up and kept re-opening.
 *   Any success ends a run as it completes, including one of a call started before the run
 *   began (as with cockatiel and Polly), so slow successes interleaved with fast failures keep
 *   the run short.
 * - 5 s open, one probe: the probe costs one request however often it runs, while the callers the
 *   breaker held back are told to come back within two open durations, so a longer or growing open
 *   duration (30 s; exponential from 2 or 5 s) only delayed recovery and raised p99; more probes
 *   reopened it whenever one of them met a transient 5xx.
 * @internal
 */
export const defaults: Policy.Options & {
  readonly retry: Policy.RetryOptions
  readonly breaker: CircuitBreaker.Options
} = {
  retry: { schedule: RetrySchedule.standard },
  breaker: {
    consecutiveFailures: 10,
    failureRatio: 0.8,
    samplingDuration: "10 seconds",
    minimumThroughput: 20,
    openDuration: "5 seconds",
    isFailure: CircuitBreaker.isOutage
  }
}

const layerName = (options: Policy.Options): string => nameOption("name", options.name, "policy", "openai")

const optionKeys: ReadonlyArray<keyof Policy.Options> = ["name", "timeout", "retry", "budget", "breaker", "bulkhead"]
const keyedKeys: ReadonlyArray<string> = [...optionKeys, "maxKeys"]
const retryKeys: ReadonlyArray<keyof Policy.RetryOptions> = ["schedule", "layer", "retryExhausted"]

/**
 * Everything that can be checked without running anything, so that `make` throws where it is
 * called. The retry layer is always there: without `retry` it makes one attempt, which is what
 * turns every failure into the taxonomy (a lone timeout becomes `Exhausted` after 1 attempt).
 */
const prepare = (options: Policy.Options, keys: ReadonlyArray<string> = optionKeys) => {
  // `object` names an Effect given as the options (read field by field, its `_op` was blamed as a misspelt option)
  const expected = "an object such as { retry: { schedule: RetrySchedule.standard } }"
  if (object("options", options, expected) === undefined) throw new InvalidOptionError("options", options, expected)
  // `timout: "60 seconds"` left calls unbounded, `retries` made one attempt: a misspelt option was read as absent
  knownKeys("", options, keys)
  const name = layerName(options)
  const perAttempt: Wrap | undefined = options.timeout === undefined
    ? undefined
    : timeout.make(options.timeout, "timeout")
  // `retry: RetrySchedule.standard`, as a tool's `retry` takes it: read as options, the schedule's own field was blamed
  // (`Invalid option "retry.initial"`), a name the caller never wrote
  if (Schedule.isSchedule(options.retry)) {
    throw new InvalidOptionError("retry", options.retry, `${retryInternal.inOptions}, or false`)
  }
  const retryOptions = partOptions(
    "retry",
    options.retry,
    "an object such as { schedule: RetrySchedule.standard }, or false"
  )
  // the retries would otherwise run against the `RetryBudget` in scope (or none)
  misplaced(
    "retry",
    retryOptions,
    "budget",
    "no budget inside retry: give a policy's budget as its top-level `budget` option, { retry, budget }"
  )
  if (retryOptions !== undefined) knownKeys("retry", retryOptions, retryKeys)
  // Without `retry` the layer makes one attempt; with it, its schedule is required (checked by validate).
  const retry = within(
    "retry",
    () =>
      retryInternal.validate({
        schedule: retryOptions === undefined ? retryInternal.noRetry : retryOptions.schedule,
        // only a missing name takes the policy's: `null` is none (named by the retry layer's check)
        layer: retryOptions?.layer === undefined ? name : retryOptions.layer,
        retryExhausted: retryOptions?.retryExhausted,
        budget: options.budget
      }),
    ["budget"]
  )
  const breaker = madeOrBuilt(
    "breaker",
    options.breaker,
    isCircuitBreaker,
    "a CircuitBreaker, its options such as { consecutiveFailures: 5 }, or false",
    (given: CircuitBreaker.Options) => within("breaker", () => CircuitBreaker.make({ name, ...given }))
  )
  // As `retry` and `breaker`: `false` is no bulkhead, and `true`, `4` or `null` name `bulkhead` itself (read as
  // options they would blame a `bulkhead.concurrency` that was never written, or throw a TypeError).
  const limits = madeOrBuilt(
    "bulkhead",
    options.bulkhead,
    bulkhead.isBulkhead,
    "a Bulkhead, its options such as { concurrency: 8, queue: 32 }, or false",
    (given: Bulkhead.Options) => bulkhead.make({ name, ...given }, "bulkhead.")
  )
  return { name, perAttempt, retry, breaker, limits }
}

/**
 * A policy made already, passed as `option`. Any function is taken, as a policy is called as one
 * (`call.pipe(policy)`) and one written by hand may lack `breaker` and `bulkhead`; what is refused
 * is what would fail only when a call runs through it: the policy's options, or `Policy.make(…)`
 * still to be run.
 * @internal
 */
export const madePolicy = (
  option: string,
  u: unknown,
  expected = "a Policy made by yield* Policy.make(…)"
): Policy.Policy => made(option, u, isPolicy, expected)

const isPolicy = (u: unknown): u is Policy.Policy => typeof u === "function" && !Effect.isEffect(u)

/**
 * A bulkhead rejection never reached the dependency: it becomes an `Exhausted` with no attempt, so
 * the policy's error type stays the taxonomy and `Bulkhead.isBulkheadRejection` still recognises it.
 * The policy failed the call, so it is a give-up of the layer the `Exhausted` names, as the retry
 * layer's are (the bulkhead counts it too, among its rejections); no attempt or failure was made.
 */
const rejected = (name: string) => (failure: unknown) =>
  Failure.isRetryable(failure)
    ? Effect.zipRight(
      retryInternal.countGiveUp(name, "Exhausted"),
      Effect.fail(
        makeExhausted({ attempts: [], last: failure, layer: name, stoppedBy: "rejected by the bulkhead" })
      )
    )
    : Effect.fail(failure)

/** @internal */
export const compose = (
  parts: {
    readonly perAttempt: Wrap | undefined
    readonly retry: retryInternal.Config<never>
    readonly breaker: Wrap | undefined
    readonly bulkhead: Bulkhead.Bulkhead | undefined
  }
): Wrap => {
  const { breaker, bulkhead: limits, perAttempt, retry } = parts
  // The layer the retry layer's own give-ups name (`retry.layer`, else the policy's name), so that a policy's
  // give-ups are counted under one layer whatever failed the call
  const onRejected = rejected(retry.layer)
  // One closure per configuration, so a call pays only for the layers it has.
  const inner: Wrap = perAttempt === undefined
    ? (breaker === undefined ? (self) => self : breaker)
    : (breaker === undefined ? perAttempt : (self) => breaker(perAttempt(self)))
  // A breaker of ours lets the retry layer run a first attempt under one failure handler for both
  // layers while it is closed; the breaker itself is built only for the attempts that need it.
  const guard = perAttempt === undefined ? breakerOf(breaker)?.guard : undefined
  const retried: Wrap = guard === undefined || breaker === undefined
    ? (self) => retryInternal.retry(inner(self), retry)
    : (self) => retryInternal.retryGuarded(self, Effect.suspend(() => breaker(self)), guard, retry)
  if (limits === undefined) return retried
  return (self) => Effect.catchAll(limits.run(retried(self)), onRejected)
}

/** The layer each policy made here names its give-ups and attempts with (`retry.layer`, else its name). */
const layers = new WeakMap<Policy.Policy, string>()

/**
 * The layer `policy` counts its calls under, if it is one made by `Policy.make` or `Policy.keyed`: what fails outside
 * it but is its call's (an `AiModel` stream after its output) is named and counted under the same layer.
 * @internal
 */
export const layerOf = (policy: Policy.Policy): string | undefined => layers.get(policy)

const toPolicy = (
  wrap: Wrap,
  breaker: CircuitBreaker.CircuitBreaker | undefined,
  limits: Bulkhead.Bulkhead | undefined,
  layer: string
): Policy.Policy => {
  const policy = Object.defineProperties(wrap, {
    breaker: { value: breaker, enumerable: true },
    bulkhead: { value: limits, enumerable: true }
  }) as unknown as Policy.Policy
  layers.set(policy, layer)
  return policy
}

/** @internal */
export const make = (options: Policy.Options): Effect.Effect<Policy.Policy> => {
  const { breaker, limits, perAttempt, retry } = prepare(options)
  return Effect.gen(function*() {
    const madeBreaker = breaker === undefined ? undefined : yield* breaker
    const madeBulkhead = limits === undefined ? undefined : yield* limits
    const wrap = compose({ perAttempt, retry, breaker: madeBreaker, bulkhead: madeBulkhead })
    return toPolicy(wrap, madeBreaker, madeBulkhead, retry.layer)
  })
}

/** @internal */
export const keyed = (options: Policy.KeyedOptions): Effect.Effect<Policy.Keyed> => {
  // The options are required (`maxKeys`): `keyed()` and `keyed(null)` gave a TypeError, and `keyed("openai")`, spread
  // into options, blamed an option named "0".
  const expected = "an object such as { maxKeys: 16, retry: { schedule: RetrySchedule.standard } }"
  if (object("options", options, expected) === undefined) throw new InvalidOptionError("options", options, expected)
  const { breaker, maxKeys, ...rest } = options
  const { limits, name, perAttempt, retry } = prepare({ ...rest, breaker: false }, keyedKeys)
  // A keyed family is one breaker per key: `false` (no breaker) would leave nothing to key, and a breaker or the Effect
  // that makes one cannot be shared out per key, so only options (or none, for the defaults) are taken.
  const perKey = "breaker options such as { consecutiveFailures: 5 } (one breaker is made per key from them)"
  if (breaker === (false as unknown) || isCircuitBreaker(breaker) || Effect.isEffect(breaker)) {
    throw new InvalidOptionError("breaker", breaker, `${perKey}; without breakers use Policy.make`)
  }
  const breakerOptions = object("breaker", breaker, perKey)
  misplaced(
    "breaker",
    breakerOptions,
    "maxKeys",
    "no maxKeys inside breaker: give it as the top-level `maxKeys` option, Policy.keyed({ maxKeys, breaker })"
  )
  const family = within(
    "breaker",
    () => CircuitBreaker.keyed({ name, ...breakerOptions, maxKeys }),
    ["maxKeys"]
  )
  return Effect.gen(function*() {
    const breakers = yield* family
    const madeBulkhead = limits === undefined ? undefined : yield* limits
    const policies = new Map<string, Policy.Policy>()
    const forKey = (key: string): Policy.Policy => {
      let policy = policies.get(key)
      if (policy === undefined) {
        const breaker: Wrap = breakers.execute(key)
        policy = toPolicy(
          compose({ perAttempt, retry, breaker, bulkhead: madeBulkhead }),
          undefined,
          madeBulkhead,
          retry.layer
        )
        // Bounded like the breakers: the oldest wrapper goes (it is only a closure; the breaker
        // family decides which breaker state survives).
        if (policies.size >= maxKeys) policies.delete(policies.keys().next().value!)
        policies.set(key, policy)
      }
      return policy
    }
    return Object.defineProperties(forKey, {
      breakers: { value: breakers, enumerable: true },
      bulkhead: { value: madeBulkhead, enumerable: true }
    }) as unknown as Policy.Keyed
  })
}
