import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { InvalidOptionError } from "./options.js"
import * as retention from "./retention.js"
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
export const purge = (given: PurgeOptions): Effect.Effect<number, TurnStoreError, TurnStore> =>
  retention.purge("TurnStore.purge", given, purgeKeys, (options) => {
    const states = checkStates(options.states)
    return ({ cutoff, now }, limit) => Effect.flatMap(TurnStore, (store) => store.purge({ cutoff, now, states, limit }))
  })
