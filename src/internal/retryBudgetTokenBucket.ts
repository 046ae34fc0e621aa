import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"
import type * as RetryBudget from "../RetryBudget.js"
import * as options from "./options.js"
import { metered, optionalName } from "./retryBudget.js"

/**
 * gRPC keeps `token_count` with three decimals (A6: "up to 3 decimal places are supported");
 * counting in integer milli-tokens keeps `+0.1` ten times equal to exactly `+1`.
 */
const MILLI = 1000

/** @internal */
export const defaults = { maxTokens: 10, tokenRatio: 0.1 } as const

const optionKeys: ReadonlyArray<keyof RetryBudget.TokenBucketOptions> = ["maxTokens", "tokenRatio", "name"]

/** @internal */
export const make = (raw?: RetryBudget.TokenBucketOptions): Effect.Effect<RetryBudget.Budget> => {
  // `tokenBucket(10)` read as no options gave every default, and `tokenBucket(null)` a TypeError.
  const config = options.object("options", raw, "an object such as { maxTokens: 10 }") ?? {}
  options.knownKeys("", config, optionKeys)
  const maxTokens = options.number("maxTokens", options.given(config.maxTokens, defaults.maxTokens), {
    min: 0.001,
    max: 1_000_000
  })
  const tokenRatio = options.number("tokenRatio", options.given(config.tokenRatio, defaults.tokenRatio), {
    min: 0.001,
    max: 1
  })
  const name = optionalName(config.name) ?? `grpc(maxTokens=${maxTokens}, tokenRatio=${tokenRatio})`
  const max = Math.round(maxTokens * MILLI)
  const ratio = Math.round(tokenRatio * MILLI)
  // Retries are allowed only while tokens > maxTokens / 2; doubling avoids a fractional threshold.
  const aboveThreshold = (tokens: number) => 2 * tokens > max
  return Effect.map(Ref.make(max), (tokens): RetryBudget.Budget => ({
    name,
    onRequest: Effect.void,
    onSuccess: Ref.update(tokens, (n) => Math.min(max, n + ratio)),
    onFailure: Ref.update(tokens, (n) => Math.max(0, n - MILLI)),
    // As in gRPC, asking spends nothing: failures are what drain the bucket.
    tryAcquire: metered(name, Effect.map(Ref.get(tokens), aboveThreshold)),
    snapshot: Effect.map(Ref.get(tokens), (n): RetryBudget.Snapshot => ({
      _tag: "TokenBucket",
      name,
      allowsRetry: aboveThreshold(n),
      tokens: n / MILLI,
      maxTokens: max / MILLI,
      threshold: max / MILLI / 2
    }))
  }))
}
