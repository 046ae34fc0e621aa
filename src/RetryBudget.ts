/**
 * A retry budget shared by every retry layer in its scope, so that a dependency that is down
 * receives a bounded number of retries, not `callers × maxRetries`.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

/**
 * What a retry layer asks of a budget. Implementations are concurrency-safe.
 *
 * @since 0.1.0
 * @category models
 */
export interface Budget {
  /** A name for messages and metrics, e.g. "grpc(maxTokens=10, tokenRatio=0.1)". */
  readonly name: string
  /** A new request (its first attempt) starts. */
  readonly onRequest: Effect.Effect<void>
  /** An attempt succeeded. */
  readonly onSuccess: Effect.Effect<void>
  /** An attempt failed with a failure that the layer would retry. */
  readonly onFailure: Effect.Effect<void>
  /** The layer wants to retry: `true` grants (and spends) one retry, `false` refuses it. */
  readonly tryAcquire: Effect.Effect<boolean>
}

/**
 * The budget in scope. Retry layers that find one consult it before every retry.
 *
 * @since 0.1.0
 * @category services
 */
export class RetryBudget extends Context.Tag("effect-resilience/RetryBudget")<RetryBudget, Budget>() {}
