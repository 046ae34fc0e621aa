import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as options_ from "../options.js"
import * as retention from "../retention.js"
import type { IdempotencyError } from "./store.js"
import { IdempotencyStore } from "./store.js"

/** @internal */
export interface PurgeOptions {
  readonly olderThan: Duration.DurationInput
  readonly expiredClaims?: boolean | undefined
  readonly batchSize?: number | undefined
}

const purgeKeys: ReadonlyArray<keyof PurgeOptions> = ["olderThan", "expiredClaims", "batchSize"]

/** @internal */
export const purge = (given: PurgeOptions): Effect.Effect<number, IdempotencyError, IdempotencyStore> =>
  retention.purge("Idempotency.purge", given, purgeKeys, (options) => {
    // `expiredClaims: "yes"` must not read as false, nor `0` as true: the one deletes less than asked, the other lets a
    // side effect run again.
    const expiredClaims = options_.boolean("expiredClaims", options.expiredClaims, false)
    return ({ cutoff }, limit) =>
      Effect.flatMap(IdempotencyStore, (store) => store.purge({ cutoff, expiredClaims, limit }))
  })
