import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"
import type * as RetryBudget from "../RetryBudget.js"
import { name as nameOption } from "./options.js"

/** @internal */
export const retriesGranted = Metric.counter("effect_resilience_retry_budget_granted", {
  description: "Retries a retry budget granted",
  incremental: true
})

/** @internal */
export const retriesRefused = Metric.counter("effect_resilience_retry_budget_refused", {
  description: "Retries a retry budget refused",
  incremental: true
})

/**
 * Counts every decision under the budget's name. The tagged counters are built once, so the hot
 * path only increments.
 * @internal
 */
export const metered = (name: string, decide: Effect.Effect<boolean>): Effect.Effect<boolean> => {
  const granted = Metric.increment(Metric.tagged(retriesGranted, "budget", name))
  const refused = Metric.increment(Metric.tagged(retriesRefused, "budget", name))
  return Effect.tap(decide, (ok) => ok ? granted : refused)
}

const fixed = (name: string, grant: boolean): RetryBudget.Budget => {
  const snapshot: RetryBudget.Snapshot = { _tag: grant ? "Unlimited" : "Empty", name, allowsRetry: grant }
  return {
    name,
    onRequest: Effect.void,
    onSuccess: Effect.void,
    onFailure: Effect.void,
    tryAcquire: metered(name, Effect.succeed(grant)),
    snapshot: Effect.succeed(snapshot)
  }
}

/**
 * How a budget of this module takes back a retry it granted that never ran (its caller was interrupted during the
 * backoff), given the time it was granted at. Kept beside the budget rather than on the public `Budget`: a budget that
 * spends nothing when asked (a token bucket, a budget written by hand) has nothing to take back.
 * @internal
 */
export const refunds = new WeakMap<RetryBudget.Budget, (grantedAt: number) => Effect.Effect<void>>()

/** @internal */
export const unlimited: RetryBudget.Budget = fixed("unlimited", true)

/** @internal */
export const empty: RetryBudget.Budget = fixed("empty", false)

/** @internal */
export const snapshot = (budget: RetryBudget.Budget): Effect.Effect<RetryBudget.Snapshot> =>
  budget.snapshot ?? Effect.succeed({ _tag: "Opaque", name: budget.name })

/** A budget's name, if one was given (the default is made from the budget's figures). @internal */
export const optionalName = (name: string | undefined): string | undefined =>
  name === undefined ? undefined : nameOption("name", name, name, "model-calls")
