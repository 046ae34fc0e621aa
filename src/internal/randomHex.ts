import * as Effect from "effect/Effect"
import * as Random from "effect/Random"

/**
 * `groups` × 16 random bits from `Random` as hex (four digits a group): the ids the library draws itself (a turn's, a
 * claim's owner, a worker's), reproducible under a seeded `Random`.
 * @internal
 */
export const randomHex = (groups: number): Effect.Effect<string> =>
  Effect.map(
    Effect.all(Array.from({ length: groups }, () => Random.nextIntBetween(0, 0x10000))),
    (parts) => parts.map((n) => n.toString(16).padStart(4, "0")).join("")
  )
