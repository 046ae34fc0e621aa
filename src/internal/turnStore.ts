import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { causeText } from "./causeText.js"
import { CauseSchema } from "./failure.js"
import { printedThroughSpans } from "./tracedError.js"
import type { RestingState, Turn } from "./turnSchema.js"

/** @internal */
export class TurnStoreError extends Schema.TaggedError<TurnStoreError>()("TurnStoreError", {
  operation: Schema.String,
  turnId: Schema.optional(Schema.String),
  cause: Schema.optional(CauseSchema)
}) {
  override get message(): string {
    return `the turn store failed to ${this.operation}${this.turnId === undefined ? "" : ` (${this.turnId})`}${
      causeText(this.cause)
    }`
  }
}

/** @internal */
export class TurnConflict extends Schema.TaggedError<TurnConflict>()("TurnConflict", {
  turnId: Schema.String,
  expectedVersion: Schema.Number
}) {
  override get message(): string {
    return `turn ${this.turnId} changed since version ${this.expectedVersion}, or its lease is held by someone else`
  }
}

/** @internal */
export class TurnAlreadyExists extends Schema.TaggedError<TurnAlreadyExists>()("TurnAlreadyExists", {
  turnId: Schema.String
}) {
  override get message(): string {
    return `a turn with id ${this.turnId} already exists`
  }
}

/** @internal */
export interface SaveOptions {
  /** The version the caller read; the write happens only if the stored turn still has it. */
  readonly expectedVersion: number
  /** A worker saves as the lease owner: the write happens only if it still holds the lease. */
  readonly owner?: string | undefined
  /** Give the lease up with this write (the turn rests, or the worker stops). */
  readonly release?: boolean | undefined
}

/** @internal */
export interface ClaimOptions {
  readonly owner: string
  readonly now: number
  readonly leaseUntil: number
  readonly limit: number
}

/** @internal */
export interface Lease {
  readonly owner: string
  readonly until: number
}

/** @internal */
export interface PurgeBatch {
  /** Turns last updated at or before this time (epoch milliseconds) go. */
  readonly cutoff: number
  /** The present: a turn whose lease runs past it stays. */
  readonly now: number
  /** The states at rest whose turns go: a turn in any other state stays, whatever this holds. */
  readonly states: ReadonlyArray<RestingState>
  /**
   * At most this many turns go. Which go first is the store's choice: the SQL stores take the least recently updated
   * of each state, one state after another, through their `(state, updated_at)` index; the memory store any.
   */
  readonly limit: number
}

/** @internal */
export interface Store {
  readonly create: (turn: Turn) => Effect.Effect<Turn, TurnAlreadyExists | TurnStoreError>
  readonly get: (id: string) => Effect.Effect<Option.Option<Turn>, TurnStoreError>
  /** Writes `turn` with version `expectedVersion + 1`; returns it as stored. */
  readonly save: (turn: Turn, options: SaveOptions) => Effect.Effect<Turn, TurnConflict | TurnStoreError>
  /**
   * Leases up to `limit` turns that are due (`Running`, or `RetryScheduled` with `nextRunnableAt <= now`)
   * and not leased by anyone whose lease is still running; each claim bumps the version. A row that does not decode
   * is logged with its id and left out (it keeps the lease, as a back-off), so it fails neither the claim nor the
   * turns leased with it.
   */
  readonly claim: (options: ClaimOptions) => Effect.Effect<ReadonlyArray<Turn>, TurnStoreError>
  /**
   * Extends `owner`'s lease to `leaseUntil`, never shortening it (one ending later keeps its end: a renewal landing
   * late, after its owner claimed the turn again, leaves the new lease); the turn's current version, or `None` when the
   * lease is not `owner`'s.
   */
  readonly renew: (
    id: string,
    owner: string,
    leaseUntil: number
  ) => Effect.Effect<Option.Option<number>, TurnStoreError>
  readonly release: (id: string, owner: string) => Effect.Effect<boolean, TurnStoreError>
  readonly lease: (id: string) => Effect.Effect<Option.Option<Lease>, TurnStoreError>
  readonly list: (options?: {
    readonly state?: Turn["state"]["_tag"] | undefined
  }) => Effect.Effect<ReadonlyArray<Turn>, TurnStoreError>
  /** Deletes up to `limit` turns at rest in `states`, last updated by `cutoff`, with no live lease; how many it did. */
  readonly purge: (batch: PurgeBatch) => Effect.Effect<number, TurnStoreError>
}

/** @internal */
export class TurnStore extends Context.Tag("effect-resilience/TurnStore")<TurnStore, Store>() {}

/** @internal */
export const storeError = (operation: string, turnId?: string) => (cause: unknown): TurnStoreError =>
  new TurnStoreError({ operation, turnId, cause })

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(TurnStoreError, TurnConflict, TurnAlreadyExists)
