import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as CircuitBreaker from "../../CircuitBreaker.js"
import type * as Failure from "../../Failure.js"
import * as Policy from "../../Policy.js"
import * as RetryBudget from "../../RetryBudget.js"
import * as RetrySchedule from "../../RetrySchedule.js"
import { InvalidOptionError } from "../options.js"
import { defaults as policyDefaults } from "../policy.js"
import type { Breaker as BreakerSpec, PolicySpec, ScheduleSpec } from "./config.js"

/** Re-throws an option error with the place in the configuration in front: `policies[2].retry.ratio`. */
const within = <A>(path: string, build: () => A): A => {
  try {
    return build()
  } catch (e) {
    if (e instanceof InvalidOptionError) {
      const option = e.option.startsWith(path) ? e.option : `${path}.${e.option}`
      throw new InvalidOptionError(option, e.value, e.expected)
    }
    throw e
  }
}

/** @internal */
export const schedule = (spec: ScheduleSpec): Schedule.Schedule<unknown, Failure.AgentFailure> => {
  let s: Schedule.Schedule<unknown, Failure.AgentFailure> = RetrySchedule.exponential(spec.base, spec.factor)
  if (spec.jitter !== undefined && spec.jitter !== "none") {
    s = RetrySchedule.jittered(
      s,
      spec.ratio === undefined ? { kind: spec.jitter } : { kind: spec.jitter, ratio: spec.ratio }
    )
  } else if (spec.ratio !== undefined) {
    throw new InvalidOptionError(
      "ratio",
      spec.ratio,
      "no ratio without a jitter kind that takes one (equal, proportional)"
    )
  }
  if (spec.cap !== undefined) s = RetrySchedule.capped(s, spec.cap)
  if (spec.retryAfter !== undefined && spec.retryAfter !== false) {
    s = RetrySchedule.respectRetryAfter(s, spec.retryAfter === true ? {} : spec.retryAfter)
  }
  if (spec.maxRetries !== undefined) s = RetrySchedule.maxRetries(s, spec.maxRetries)
  if (spec.budget !== undefined) s = RetrySchedule.budgeted(s, spec.budget)
  return RetrySchedule.onlyRetryable(s)
}

/** @internal */
export const resolveSchedule = (
  retry: PolicySpec["retry"],
  path: string
): Schedule.Schedule<unknown, Failure.AgentFailure> | undefined => {
  if (retry === undefined || retry === "none") return undefined
  if (typeof retry === "string") return RetrySchedule.presets[retry]
  return within(path, () => schedule(retry))
}

/** The open duration as a `Schedule` when it grows; `Schedule.union` takes the shorter delay, hence the cap. */
const openDurationOf = (
  spec: BreakerSpec["openDuration"]
): CircuitBreaker.Options["openDuration"] => {
  if (spec === undefined || typeof spec !== "object" || !("exponential" in spec)) return spec
  const growing = Schedule.exponential(spec.exponential, spec.factor ?? 2)
  return spec.max === undefined ? growing : Schedule.union(growing, Schedule.spaced(spec.max))
}

/**
 * A breaker written as data becomes `CircuitBreaker` options; what it leaves out is
 * `CircuitBreaker`'s default, except what counts as a failure: `Policy.defaults`' `isOutage`
 * unless `counts: "all"`.
 *
 * @internal
 */
export const breakerOptionsOf = (spec: BreakerSpec): CircuitBreaker.Options => {
  const { counts, openDuration, ...rest } = spec
  return {
    ...rest,
    openDuration: openDurationOf(openDuration),
    isFailure: counts === "all" ? undefined : CircuitBreaker.isOutage
  }
}

/** What the simulator watches of a policy while it runs. */
export interface Probe {
  refused: number
  /** The state changes of each breaker, one list per breaker. */
  readonly changes: Array<Array<CircuitBreaker.StateChange>>
}

/** Counts the retries the budget refuses, without changing what it decides. */
const counting = (budget: RetryBudget.Budget, probe: Probe): RetryBudget.Budget => ({
  name: budget.name,
  onRequest: budget.onRequest,
  onSuccess: budget.onSuccess,
  onFailure: budget.onFailure,
  tryAcquire: Effect.tap(budget.tryAcquire, (granted) =>
    granted ? Effect.void : Effect.sync(() => {
      probe.refused++
    })),
  snapshot: budget.snapshot
})

/**
 * Checks a spec (so that a bad combination fails before anything runs) and returns how to make
 * the real policy: the library's own `Policy.make`, `RetryBudget` and `CircuitBreaker`.
 *
 * @internal
 */
export const prepare = (spec: PolicySpec, path: string) => {
  const retrySchedule = resolveSchedule(spec.retry, `${path}.retry`)
  const budget = spec.budget
  const makeBudget: Effect.Effect<RetryBudget.Budget> | undefined = budget === undefined
    ? undefined
    : within(`${path}.budget`, () =>
      budget.kind === "tokenBucket"
        ? RetryBudget.tokenBucket({ maxTokens: budget.maxTokens, tokenRatio: budget.tokenRatio })
        : RetryBudget.percent({
          percent: budget.percent,
          ttl: budget.ttl,
          minRetriesPerSecond: budget.minRetriesPerSecond
        }))
  const breakerOptions = spec.breaker === undefined || spec.breaker === false
    ? undefined
    : spec.breaker === true
    ? policyDefaults.breaker
    : breakerOptionsOf(spec.breaker)
  const makeBreaker = breakerOptions === undefined
    ? undefined
    : within(`${path}.breaker`, () => CircuitBreaker.make({ name: spec.name, ...breakerOptions }))
  within(path, () =>
    Policy.make({
      name: spec.name,
      retry: retrySchedule === undefined ? false : { schedule: retrySchedule },
      timeout: spec.timeout
    }))
  return (probe: Probe): Effect.Effect<{ policy: Policy.Policy; breaker: CircuitBreaker.CircuitBreaker | undefined }> =>
    Effect.gen(function*() {
      const budget = makeBudget === undefined ? undefined : counting(yield* makeBudget, probe)
      const breaker = makeBreaker === undefined ? undefined : yield* makeBreaker
      const policy = yield* Policy.make({
        name: spec.name,
        retry: retrySchedule === undefined ? false : { schedule: retrySchedule },
        timeout: spec.timeout,
        budget,
        breaker: breaker ?? false
      })
      return { policy, breaker }
    })
}

/**
 * Named policies for the simulator (`--policy <name>`); each is a plain spec, so a policy file can
 * start from any of them.
 *
 * @internal
 */
export const presets = {
  none: { name: "none", retry: "none" },
  exponential: {
    name: "exponential",
    // `standard`'s backoff without its jitter, to show what jitter buys.
    retry: {
      base: "2 seconds",
      factor: 1.5,
      cap: "8 seconds",
      retryAfter: { max: "60 seconds" },
      maxRetries: 4,
      budget: "60 seconds"
    }
  },
  standard: { name: "standard", retry: "standard" },
  openaiSdk: { name: "openaiSdk", retry: "openaiSdk" },
  vercelAiSdk: { name: "vercelAiSdk", retry: "vercelAiSdk" },
  cockatiel: { name: "cockatiel", retry: "cockatiel" },
  sessionLayer: { name: "sessionLayer", retry: "sessionLayer" },
  runtimeLayer: { name: "runtimeLayer", retry: "runtimeLayer" },
  budget: { name: "budget", retry: "standard", budget: { kind: "tokenBucket" } },
  policy: { name: "policy", retry: "standard", breaker: true }
} as const satisfies Record<string, PolicySpec>
