/**
 * Where durable turns live. Three layers: in memory ({@link layerMemory}); SQLite
 * ({@link layerSqlite}, a file: the embedded default); PostgreSQL ({@link layerPg}), where many
 * workers on many machines claim due turns with `FOR UPDATE SKIP LOCKED` and a lease. The SQL
 * layers create their table with an `@effect/sql` migration.
 *
 * Every write is checked: a save names the version it read (optimistic concurrency) and, for a
 * worker, the lease it holds, so a worker that lost its lease cannot overwrite the turn.
 *
 * @since 0.1.0
 */
import type * as Migrator from "@effect/sql/Migrator"
import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import type { ConfigError } from "effect/ConfigError"
import type * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as sqlLayers from "./internal/sqlLayers.js"
import * as internal from "./internal/turnStore.js"
import * as memory from "./internal/turnStoreMemory.js"
import * as retention from "./internal/turnStorePurge.js"
import * as sql from "./internal/turnStoreSql.js"

/**
 * The operations of a store. Times are epoch milliseconds the caller reads from `Clock`, so stores
 * follow `TestClock`.
 *
 * - `create(turn)`: inserts a new turn; `TurnAlreadyExists` if the id is taken.
 * - `get(id)`: reads a turn.
 * - `save(turn, { expectedVersion, owner?, release? })`: writes the turn with version
 *   `expectedVersion + 1` if the stored version is still `expectedVersion` and, when `owner` is given,
 *   the lease is still `owner`'s; else `TurnConflict`. `release` gives the lease up in the same write.
 * - `claim({ owner, now, leaseUntil, limit })`: leases up to `limit` due turns (`Running`, or
 *   `RetryScheduled` whose `nextRunnableAt` has come) that nobody holds a live lease on, oldest due
 *   first; each claim bumps the version. The SQL stores log a row that does not decode (a newer version's, one
 *   with a field this version does not know, a corrupt one) with its id, and return the others; that row stays leased until `leaseUntil`, its back-off.
 * - `renew(id, owner, leaseUntil)`: extends `owner`'s lease to `leaseUntil` and returns the turn's version (so a
 *   worker learns that someone else wrote the turn); `None` when the lease is not `owner`'s. It never shortens the
 *   lease: one already ending later keeps its end (a renewal that reaches the store late, after its owner lost the
 *   turn and claimed it again under the same name, must not set the new lease back; a clock that jumped back leaves
 *   the lease granted until a renewal asks for later). Claims and releases set the lease as they say.
 * - `release(id, owner)`: gives the lease up; `false` when it is not `owner`'s.
 * - `lease(id)`: who holds the turn, and until when.
 * - `list({ state? })`: every turn (in a state), oldest first: for monitoring and tests. The SQL stores log a row
 *   that does not decode with its id, and list the others.
 * - `purge({ cutoff, now, states, limit })`: deletes up to `limit` turns at rest in one of `states`, last updated at
 *   or before `cutoff`, whose lease (if any) ended by `now`; returns how many it deleted. A turn in any other state
 *   stays, whatever `states` holds. {@link purge} calls it in batches until one deletes fewer than `limit`, so which
 *   go first is the store's choice (the SQL stores: the least recently updated of each state).
 *
 * @since 0.1.0
 * @category models
 */
export type Store = internal.Store

/**
 * Options of {@link Store.save}.
 *
 * @since 0.1.0
 * @category models
 */
export type SaveOptions = internal.SaveOptions

/**
 * Options of {@link Store.claim}.
 *
 * @since 0.1.0
 * @category models
 */
export type ClaimOptions = internal.ClaimOptions

/**
 * A worker's hold on a turn: its owner id and when it ends (epoch milliseconds).
 *
 * @since 0.1.0
 * @category models
 */
export type Lease = internal.Lease

/**
 * The store durable turns and the `Runner` use.
 *
 * @since 0.1.0
 * @category services
 */
export class TurnStore extends internal.TurnStore {}

/**
 * The store itself failed (`cause` holds the `SqlError` or the `ParseError`).
 *
 * @since 0.1.0
 * @category errors
 */
export const TurnStoreError: typeof internal.TurnStoreError = internal.TurnStoreError

/**
 * @since 0.1.0
 * @category errors
 */
export type TurnStoreError = internal.TurnStoreError

/**
 * A save lost the race: the turn changed since the version the writer read, or the writer's lease
 * is gone.
 *
 * @since 0.1.0
 * @category errors
 */
export const TurnConflict: typeof internal.TurnConflict = internal.TurnConflict

/**
 * @since 0.1.0
 * @category errors
 */
export type TurnConflict = internal.TurnConflict

/**
 * A turn with that id exists already.
 *
 * @since 0.1.0
 * @category errors
 */
export const TurnAlreadyExists: typeof internal.TurnAlreadyExists = internal.TurnAlreadyExists

/**
 * @since 0.1.0
 * @category errors
 */
export type TurnAlreadyExists = internal.TurnAlreadyExists

/**
 * Options of {@link purge}. Checked when `purge` is called; an invalid one (a missing, negative, `NaN` or infinite
 * `olderThan`, a state a turn does not rest in, a key it does not know) throws `InvalidOptionError` naming it.
 *
 * - `olderThan` (required; zero or more, finite): how long ago a turn must have been last updated to go.
 * - `states` (default all four): which states at rest go, among `Completed`, `Failed`, `Cancelled` and
 *   `BudgetExceeded` (e.g. `["Completed"]`, to keep failed turns for a post-mortem).
 * - `batchSize` (default 1000, at most 100000): how many turns one statement deletes; the purge runs batches until
 *   one deletes fewer, so that a purge of millions holds its locks a batch at a time.
 *
 * @since 0.1.0
 * @category models
 */
export type PurgeOptions = retention.PurgeOptions

/**
 * Retention: deletes the turns at rest (`Completed`, `Failed`, `Cancelled`, `BudgetExceeded`, or those of `states`)
 * last updated more than `olderThan` ago on the program's `Clock`, and returns how many it deleted. Without it, a store
 * keeps every finished turn for good.
 *
 * Never deletes a turn that is `Running`, `RetryScheduled` or `WaitingForModel` (it may still run, or waits for
 * `retryModel`), nor one a worker holds a live lease on. A turn purged is gone: `Turn.get` fails `TurnNotFound`, and a
 * new user message cannot resume it. Fails with a `TurnStoreError` when the store fails; the batches deleted before
 * stay deleted.
 *
 * @example
 * ```ts
 * import { Effect, Schedule } from "effect"
 * import { TurnStore } from "effect-resilience"
 *
 * // Once an hour, delete completed and cancelled turns untouched for 90 days; failed ones stay for a post-mortem.
 * const retention = TurnStore.purge({ olderThan: "90 days", states: ["Completed", "Cancelled"] }).pipe(
 *   Effect.repeat(Schedule.spaced("1 hour")),
 *   Effect.provide(TurnStore.layerSqlite({ filename: "agent.db" }))
 * )
 * ```
 *
 * @since 0.1.0
 * @category retention
 */
export const purge: (options: PurgeOptions) => Effect.Effect<number, TurnStoreError, TurnStore> = retention.purge

/**
 * A store in a `Ref`: for tests and single-process programs that need no durability.
 *
 * @since 0.1.0
 * @category constructors
 */
export const makeMemory: Effect.Effect<Store> = memory.makeMemoryStore

/**
 * An in-memory store.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Turn, TurnStore } from "effect-resilience"
 *
 * const program = Turn.start({ message: "What is the GIL?" }).pipe(Effect.provide(TurnStore.layerMemory))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerMemory: Layer.Layer<TurnStore> = Layer.effect(TurnStore, memory.makeMemoryStore)

/**
 * A store in a SQL table (default `effect_resilience_turns`) through whatever `SqlClient` is
 * provided (SQLite and PostgreSQL are tested). Creates the table with an `@effect/sql` migration,
 * tracked in `<table>_migrations`.
 *
 * `queryTimeout` (default 10 seconds; also an option of `layerSqlite` and `layerPg`): how long each of the store's
 * statements waits for its answer, in real time (Effect's live clock, which `TestClock` does not move). One that gets
 * none by then (waiting on a table another session locked, on a hung server) is interrupted, which cancels it on the server, and fails saying so. `list` is not bounded.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerSql = (
  options?: sqlLayers.TableOptions
): Layer.Layer<TurnStore, SqlError | Migrator.MigrationError, SqlClient.SqlClient> =>
  Layer.effect(
    TurnStore,
    sql.makeSqlStore(
      sqlLayers.tableOptions(options, "an object such as { table: \"agent_turns\" }", ["table", "queryTimeout"])
    )
  )

/**
 * The embedded default: turns in a SQLite file (WAL mode), default `effect-resilience.db` in the
 * working directory. Several processes may share the file; SQLite serialises their writes.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Turn, TurnStore } from "effect-resilience"
 *
 * const program = Turn.get("turn_1").pipe(Effect.provide(TurnStore.layerSqlite({ filename: "agent.db" })))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerSqlite = (
  options?: sqlLayers.SqliteOptions
): Layer.Layer<TurnStore, SqlError | Migrator.MigrationError | ConfigError> => sqlLayers.sqlite(layerSql, options)

/**
 * Turns in PostgreSQL, for many workers on many machines. Takes the `@effect/sql-pg` client
 * configuration; `url` may be a plain string.
 *
 * @example
 * ```ts
 * import { TurnStore } from "effect-resilience"
 *
 * const store = TurnStore.layerPg({
 *   url: "postgres://agent@db.internal:5432/agent",
 *   maxConnections: 10,
 *   queryTimeout: "10 seconds" // the default: a statement unanswered by then is cancelled and fails
 * })
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerPg = (
  options: sqlLayers.PgOptions
): Layer.Layer<TurnStore, SqlError | Migrator.MigrationError> => sqlLayers.pg(layerSql, options)
