import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { InvalidOptionError } from "./options.js"
import { cutoff, inBatches, retention, spanned } from "./retention.js"
import { isResting, type RestingState, restingStates } from "./turnSchema.js"
import type { TurnStoreError } from "./turnStore.js"
import { TurnStore } from "./turnStore.js"

/** @internal */
export interface PurgeOptions {
  readonly olderThan: Duration.DurationInput
  readonly states?: ReadonlyArray<RestingState> | undefined
  readonly batchSize?: number | undefined
}

const purgeKeys: ReadonlyArray<keyof PurgeOptions> = ["olderThan", "states", "batchSize"]

// A state a turn does not rest in (`Running`, `WaitingForModel`) throws rather than being passed over: the caller
// meant something this purge never does.
const checkStates = (states: unknown): ReadonlyArray<RestingState> => {
  if (states === undefined) return restingStates
  if (
    !Array.isArray(states) || states.length === 0 ||
    !states.every((state) => typeof state === "string" && isResting(state))
  ) {
    throw new InvalidOptionError(
      "states",
      states,
      `a non-empty array of states a turn rests in (${restingStates.join(", ")})`
    )
  }
  return states
}

/** @internal */
export const purge = (given: PurgeOptions): Effect.Effect<number, TurnStoreError, TurnStore> => {
  const { batchSize, olderThanMillis, options } = retention(
    given,
    purgeKeys,
    "an object such as { olderThan: \"30 days\" }"
  )
  const states = checkStates(options.states)
  return Effect.gen(function*() {
    const store = yield* TurnStore
    const { cutoff: before, now } = yield* cutoff(olderThanMillis)
    return yield* inBatches((limit) => store.purge({ cutoff: before, now, states, limit }), batchSize)
  }).pipe(spanned("TurnStore.purge", olderThanMillis))
}
