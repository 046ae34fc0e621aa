import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { causeText } from "../causeText.js"
import { CauseSchema } from "../failure.js"
import { printedThroughSpans } from "../tracedError.js"

/** @internal */
export const IdempotencyErrorReason = Schema.Literal(
  "InProgressElsewhere",
  "LeaseExpired",
  "ClaimLost",
  "InvalidResult",
  "StoreFailure"
)

/** @internal */
export class IdempotencyError extends Schema.TaggedError<IdempotencyError>()("IdempotencyError", {
  key: Schema.String,
  reason: IdempotencyErrorReason,
  detail: Schema.String,
  cause: Schema.optional(CauseSchema)
}) {
  // A store's failure says why, as a TurnStoreError does (`database is locked (SQLITE_BUSY)`); the other reasons' causes
  // stay out of it: an InvalidResult's ParseError quotes the tool's result.
  override get message(): string {
    return `${this.reason} (${this.key}): ${this.detail}${this.reason === "StoreFailure" ? causeText(this.cause) : ""}`
  }
}

/** @internal */
export interface Entry {
  readonly key: string
  readonly owner: string
  readonly state: "pending" | "completed"
  readonly leaseUntil: number
  readonly result: Option.Option<string>
}

/** @internal */
export type ClaimResult =
  | { readonly _tag: "Claimed" }
  | { readonly _tag: "Existing"; readonly entry: Entry }

/** @internal */
export interface PurgeBatch {
  /** Entries completed, or (with `expiredClaims`) whose lease ended, at or before this time (epoch ms) go. */
  readonly cutoff: number
  /** Pending entries too, whose lease ended by `cutoff`: the claims left without a result. */
  readonly expiredClaims: boolean
  /**
   * At most this many entries go. Which go first is the store's choice: the SQL stores take the oldest of each state,
   * the completed ones first, through their `(state, lease_until)` index; the memory store any.
   */
  readonly limit: number
}

/** @internal */
export interface Store {
  readonly claim: (
    key: string,
    owner: string,
    leaseUntil: number,
    now: number
  ) => Effect.Effect<ClaimResult, IdempotencyError>
  readonly takeover: (
    key: string,
    from: string,
    owner: string,
    leaseUntil: number,
    now: number
  ) => Effect.Effect<boolean, IdempotencyError>
  readonly renew: (
    key: string,
    owner: string,
    leaseUntil: number,
    now: number
  ) => Effect.Effect<boolean, IdempotencyError>
  readonly complete: (
    key: string,
    owner: string,
    result: string,
    now: number
  ) => Effect.Effect<boolean, IdempotencyError>
  readonly release: (key: string, owner: string) => Effect.Effect<boolean, IdempotencyError>
  readonly get: (key: string) => Effect.Effect<Option.Option<Entry>, IdempotencyError>
  /** Deletes up to `limit` entries that ended by `cutoff` (see `PurgeBatch`); how many it did. */
  readonly purge: (batch: PurgeBatch) => Effect.Effect<number, IdempotencyError>
}

/** @internal */
export class IdempotencyStore extends Context.Tag("effect-resilience/IdempotencyStore")<IdempotencyStore, Store>() {}

/**
 * A purge's failure names no key of its own: it is about every key.
 * @internal
 */
export const ALL_KEYS = "*"

/** @internal */
export const storeFailure = (key: string, operation: string) => (cause: unknown): IdempotencyError =>
  new IdempotencyError({ key, reason: "StoreFailure", detail: `the store failed to ${operation}`, cause })

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(IdempotencyError)
