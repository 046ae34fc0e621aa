import * as Failure from "../Failure.js"
import { isBulkheadRejection } from "./bulkhead.js"
import { isRejection } from "./circuitBreakerModel.js"

/**
 * Whether a failure never reached the dependency: a full bulkhead or a circuit breaker (open, half-open or isolated)
 * turned the call away. Such a failure is no failure of the dependency's, for a budget or for a breaker around the guard
 * that turned it away: reported to a budget, a burst of callers beyond a tool's bulkhead, or the callers an open breaker
 * held back until its probe, drained a token bucket, which then refused their retries and every retry on the budget
 * after the dependency had recovered; counted by an outer breaker, the callers an inner half-open breaker turned away
 * while its probe ran opened the outer one on a dependency that was back, and one host's open breaker in a keyed family
 * opened the breaker around the whole family. An inner layer's `Exhausted` is judged whole: its `last` may be a
 * rejection after attempts that reached the dependency and failed, which are failures of it.
 * @internal
 */
export const neverSent = (failure: Failure.AgentFailure | Failure.Exhausted): boolean => {
  // Total: a link that cannot be read (a `cause` getter that throws, a revoked proxy on the chain) is no rejection. It
  // runs in a breaker's outcome handler and a retry layer's loop, where a throw made the call's typed failure a defect
  // (and the breaker counted nothing), though the classifier had read the same error without one.
  try {
    return Failure.isExhausted(failure)
      ? turnedAway(failure.last) && failure.attempts.every(attemptTurnedAway)
      : turnedAway(failure)
  } catch {
    return false
  }
}

/**
 * The inner layer's `Exhausted` an attempt of an outer layer stands for: a layer that retries an inner layer's give-up
 * (`retryExhausted`, or one of a layer that retries nothing) lists it as its `last` alone. Read by that `last`, an inner
 * give-up whose attempts reached the dependency and failed before a breaker or bulkhead turned its last one away read as
 * a rejection alone, and a breaker around the outer layer counted those failures nowhere.
 */
const standsFor = new WeakMap<Failure.Attempt, Failure.Exhausted>()

/**
 * Notes that `attempt`, an attempt of a retry layer, is an inner layer's `exhausted` retried as its `last`.
 * @internal
 */
export const retriedGiveUp = (attempt: Failure.Attempt, exhausted: Failure.Exhausted): void => {
  standsFor.set(attempt, exhausted)
}

const attemptTurnedAway = (attempt: Failure.Attempt): boolean => {
  const inner = standsFor.get(attempt)
  return inner === undefined ? turnedAway(attempt.failure) : neverSent(inner)
}

/**
 * A guard's rejection, or one the call wrapped in an error of its own (`Effect.mapError((e) => new ModelFailed({ cause:
 * e }))`): the classifier keeps the rejection's decision for the wrapper, whose failure has the wrapper as its cause.
 * Reported, each rejection of a breaker held open was charged as a failure of the dependency.
 */
const turnedAway = (failure: Failure.AgentFailure): boolean => {
  let link: unknown = failure
  for (let i = 0; i < MAX_WRAPPERS && typeof link === "object" && link !== null; i++) {
    if (isBulkheadRejection(link) || isRejection(link)) return true
    link = (link as { readonly cause?: unknown }).cause
  }
  return false
}

/** Wrappers looked through for a rejection: a call wraps its failure once or twice, not in a chain of any length. */
const MAX_WRAPPERS = 8
