/**
 * Idempotency for side effects: a stable key per tool call, and a store that records each keyed
 * execution so that a repeat — a retried turn, a replayed call after a crash, a concurrent duplicate —
 * returns the stored result instead of running the side effect again.
 *
 * Stores: in memory ({@link layerMemory}), SQLite ({@link layerSqlite}, a file: the embedded default)
 * and PostgreSQL ({@link layerPg}, for many processes), the SQL ones through `@effect/sql`
 * ({@link layerSql} takes any `SqlClient`).
 *
 * @since 0.1.0
 */
import type * as Migrator from "@effect/sql/Migrator"
import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import type { ConfigError } from "effect/ConfigError"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Metric from "effect/Metric"
import type * as Option from "effect/Option"
import type * as Schema from "effect/Schema"
import type * as Failure from "./Failure.js"
import * as reached from "./internal/classify/reached.js"
import * as key from "./internal/idempotency/key.js"
import * as memory from "./internal/idempotency/memory.js"
import * as retention from "./internal/idempotency/purge.js"
import * as internal from "./internal/idempotency/run.js"
import * as sql from "./internal/idempotency/sql.js"
import * as store from "./internal/idempotency/store.js"
import * as sqlLayers from "./internal/sqlLayers.js"

/**
 * Canonical JSON of any value: object keys sorted by UTF-16 code units, no whitespace, numbers in
 * their shortest round-trip form (RFC 8785). For JSON data the output is exactly canonical JSON.
 *
 * Total: it never throws. Values JSON cannot hold get encodings that no JSON value has: a bigint is
 * `12n`; `NaN`, `Infinity`, `-Infinity` are written bare; a reference back to an enclosing object is
 * `#cycle`; a getter or `toJSON` that throws is `#thrown`; a `Map` is `Map[[k,v],…]` and a `Set` is
 * `Set[…]`, both sorted. As in `JSON.stringify`: `toJSON` is honoured (a `Date` becomes its ISO string),
 * `undefined`, functions and symbols are dropped from objects and become `null` in arrays, and a
 * top-level `undefined` is `null`.
 *
 * @example
 * ```ts
 * import { Idempotency } from "effect-resilience"
 *
 * Idempotency.canonicalJson({ b: [1, { d: 1, c: 2 }], a: "x" }) // '{"a":"x","b":[1,{"c":2,"d":1}]}'
 * ```
 *
 * @since 0.1.0
 * @category keys
 */
export const canonicalJson: (value: unknown) => string = key.canonicalJson

/**
 * The idempotency key of a tool call: `idem_` followed by the SHA-256 (hex) of the canonical JSON of
 * the turn id, the call id, the tool name and the arguments. The same call replayed gives the same
 * key; any difference in any part gives another.
 *
 * Pass the decoded arguments (a value), not the model's JSON text: `{"a":1,"b":2}` and
 * `{"b":2,"a":1}` are the same value but different strings.
 *
 * Checked when called: `turnId` and `tool` must be non-empty strings, `callId` a string, and `args` present
 * (its value may be anything); otherwise it throws `InvalidOptionError` naming the field, since a missing or
 * misspelt field (`turnID`) would give every turn the same key.
 *
 * @example
 * ```ts
 * import { Idempotency } from "effect-resilience"
 *
 * const key = Idempotency.makeKey({
 *   turnId: "turn_1",
 *   callId: "call_7",
 *   tool: "send_email",
 *   args: { to: "ada@example.com", subject: "Hi" }
 * })
 * // "idem_f263124012bdec4038978736a9090f8ed26aae9b1b642ab3654bdf28050212e9"
 * ```
 *
 * @since 0.1.0
 * @category keys
 */
export const makeKey: (input: {
  readonly turnId: string
  readonly callId: string
  readonly tool: string
  readonly args: unknown
}) => string = key.makeKey

/**
 * The key of the keyed execution that is running, `None` outside {@link run}. A handler reads it to
 * pass as an `Idempotency-Key` header, so that the outside API deduplicates too.
 *
 * @example
 * ```ts
 * import { Effect, Option } from "effect"
 * import { Idempotency } from "effect-resilience"
 *
 * const handler = Effect.gen(function*() {
 *   const key = yield* Idempotency.CurrentKey
 *   const headers = Option.match(key, { onNone: () => ({}), onSome: (k) => ({ "Idempotency-Key": k }) })
 *   // … fetch(url, { method: "POST", headers })
 * })
 * ```
 *
 * @since 0.1.0
 * @category context
 */
export const CurrentKey: typeof internal.CurrentKey = internal.CurrentKey

/**
 * @since 0.1.0
 * @category context
 */
export type CurrentKey = internal.CurrentKey

/**
 * Reads {@link CurrentKey}.
 *
 * @since 0.1.0
 * @category context
 */
export const currentKey: Effect.Effect<Option.Option<string>> = internal.CurrentKey

/**
 * Why a keyed execution could not give a result:
 * - `InProgressElsewhere`: another holder is still running (it keeps renewing its lease) after `maxWait`.
 * - `LeaseExpired`: the holder left its claim without storing a result — it crashed, hung, was interrupted
 *   while its effect ran, or failed in a way that may have left the effect done (`unknownOutcome`) — and
 *   `takeover` is off. Its side effect may or may not have happened.
 * - `ClaimLost`: our own lease lapsed and another owner took over before we stored the result.
 * - `InvalidResult`: the result does not encode to JSON (or its JSON does not decode back: a `Date` under
 *   `Schema.DateFromSelf`, `NaN`), or the stored one does not decode, with the schema. The first comes after the
 *   effect ran: its claim stays, its lease ended, so that a later call does not run it again.
 * - `StoreFailure`: the store itself failed (`cause` holds the `SqlError`).
 *
 * @since 0.1.0
 * @category errors
 */
export const IdempotencyError: typeof store.IdempotencyError = store.IdempotencyError

/**
 * @since 0.1.0
 * @category errors
 */
export type IdempotencyError = store.IdempotencyError

/**
 * A record in the store. `leaseUntil` is epoch milliseconds (from `Clock`); `result` is the JSON text
 * of the encoded result once `state` is `"completed"`, or the empty string when the result encodes to
 * `undefined` (`Schema.Void`), which no JSON text is.
 *
 * @since 0.1.0
 * @category models
 */
export type Entry = store.Entry

/**
 * What {@link Store.claim} found: the key was free and is now ours, or an entry exists.
 *
 * @since 0.1.0
 * @category models
 */
export type ClaimResult = store.ClaimResult

/**
 * The low-level operations of a store. Each is atomic; times are epoch milliseconds that the caller
 * reads from `Clock`, so stores follow `TestClock` too.
 *
 * - `claim(key, owner, leaseUntil, now)`: inserts a pending entry unless one exists (`INSERT … ON
 *   CONFLICT DO NOTHING` in SQL).
 * - `takeover(key, from, owner, leaseUntil, now)`: moves a pending entry from `from` to `owner` only if
 *   its lease has ended by `now` (a row lock on Postgres); `true` when it did.
 * - `renew(key, owner, leaseUntil, now)`: extends the lease of our pending entry.
 * - `complete(key, owner, result, now)`: stores the result of our pending entry (its JSON text, or `""` for a
 *   result that encodes to `undefined`: keep it as it is, not as NULL); `false` if it is not ours.
 * - `release(key, owner)`: deletes our pending entry, so a later call can run again.
 * - `get(key)`: reads an entry.
 * - `purge({ cutoff, expiredClaims, limit })`: deletes up to `limit` completed entries whose `leaseUntil` (for a
 *   completed entry, when it completed) is at or before `cutoff`, and with `expiredClaims` the pending ones whose
 *   lease ended by then; returns how many it deleted. `cutoff` is never after the present, so a live claim is never
 *   deleted. {@link purge} calls it in batches until one deletes fewer than `limit`, so which go first is the store's
 *   choice (the SQL stores: the oldest of each state; a batch that reads every entry makes a large purge quadratic).
 *
 * @since 0.1.0
 * @category models
 */
export type Store = store.Store

/**
 * The store that {@link run} records keyed executions in.
 *
 * @since 0.1.0
 * @category services
 */
export const IdempotencyStore: typeof store.IdempotencyStore = store.IdempotencyStore

/**
 * @since 0.1.0
 * @category services
 */
export type IdempotencyStore = store.IdempotencyStore

/**
 * Options of {@link run}. Checked when `run` is called; an invalid one throws `InvalidOptionError`.
 *
 * - `lease` (default 30 s, at most 365 days): how long a claim lasts without renewal. The holder renews it every third
 *   of the lease while its effect runs, so a lease lapses only when its holder died or hung; a
 *   holder interrupted while an attempt of its effect runs ends its lease at once.
 * - `pollInterval` (default 100 ms): how often a waiting duplicate looks at the store again.
 * - `maxWait` (default 5 minutes, may be infinite): how long a duplicate waits for a live holder before
 *   failing with `InProgressElsewhere`; its last look at the store is at `maxWait`, even when `pollInterval` is longer.
 * - `takeover` (default `false`): what a duplicate does when the holder's lease has lapsed without a
 *   result. `false` fails with `LeaseExpired`, because the holder may have performed the side effect
 *   before dying and running it again could duplicate it; `true` takes the claim over and runs the
 *   effect (right when the effect is itself idempotent, e.g. it sends the key to an API that
 *   deduplicates).
 * - `owner` (default: a random id per run): the claim's owner's name, e.g. a worker id for logs; each run holds
 *   the claim under it plus a suffix of its own (`w1~1a2b3c4d`), so that two runs given one name never act on
 *   each other's claim.
 * - `unknownOutcome` (default: {@link mayHaveReached} of the failure as the `Classifier` in context reads it):
 *   whether a failure of `effect` leaves open that its side effect happened. Then the claim stays with its lease
 *   ended, as after an interruption, and a later call fails with `LeaseExpired` (or takes over when `takeover` is
 *   set) instead of running the effect again. `() => false` releases the claim on every failure; a predicate that
 *   throws, or returns anything but a boolean, keeps it. It judges failures, not defects: a defect alone keeps the
 *   claim.
 *
 * `key` (a non-empty string), `schema` (a `Schema`) and `effect` (an Effect, not a function returning one) are
 * checked too; `takeover` must be a boolean (`"yes"` throws rather than reading as `false`). A `key` or `owner` with a
 * NUL character or a lone surrogate throws, whatever the store: PostgreSQL refuses the one and keeps every lone
 * surrogate as U+FFFD, so that two such keys shared one record (the second call's effect never ran). `makeKey`
 * holds any text.
 *
 * @since 0.1.0
 * @category models
 */
export type RunOptions = internal.RunOptions

/**
 * Whether a failed request may have reached the service and been acted on: the default `unknownOutcome` of
 * {@link run} (on the failure as classified), and what a side-effecting tool reads to keep its claim. True for a
 * `Retryable` with a 5xx other than 503 and 529 (the server failed while handling it, or a gateway gave up waiting),
 * a 2xx whose body broke off, or a connection that broke or timed out once it was made (a reset, `other side closed`,
 * `terminated`); for an `Exhausted`, when any of its attempts may have. False for a refused connection, a failed DNS
 * lookup, a 408, 429, 503 or 529, any other tag (the service answered), and a `Retryable` with neither a status nor a
 * network error behind it.
 *
 * @example
 * ```ts
 * import { Effect, Schema } from "effect"
 * import { Classify, Idempotency } from "effect-resilience"
 *
 * declare const charge: Effect.Effect<string, { readonly code?: string }>
 *
 * // The default, plus the service's own "captured, then failed" code.
 * const program = Idempotency.run("idem_charge_1", Schema.String, charge, {
 *   unknownOutcome: (e) =>
 *     (e as { code?: string }).code === "capture_incomplete" || Idempotency.mayHaveReached(Classify.classify(e))
 * })
 * ```
 *
 * @since 0.1.0
 * @category predicates
 */
export const mayHaveReached: (failure: Failure.AgentFailure | Failure.Exhausted) => boolean = reached.mayHaveReached

/**
 * Runs `effect` at most once per `key`, as far as the store can tell:
 * - the first call claims the key, runs `effect` (with {@link CurrentKey} set to `key`), stores the result
 *   encoded with `schema` as JSON, and returns it;
 * - a later call with the same key returns the stored result, decoded, without running `effect`;
 * - a concurrent duplicate waits for the holder (polling every `pollInterval`) and returns its result;
 *   if the holder's lease lapses without a result it fails with `LeaseExpired`, or takes over when
 *   `takeover` is set;
 * - a failed `effect` releases the claim and stores nothing, so a later call (or a waiting
 *   duplicate) runs it again; unless its failure leaves open that the side effect happened (`unknownOutcome`; by
 *   default a connection that broke after the request was sent, a 5xx other than 503 and 529), or it died (a
 *   defect alone: an `Effect.promise` that rejected, a reply its own code could not parse, maybe after its
 *   request went out): then the claim stays with its lease ended, as after an interruption;
 * - a result that encodes to `undefined` (`Schema.Void`) is stored and replayed as `undefined`; one that does not
 *   encode to JSON that decodes back (a bigint under `Schema.BigIntFromSelf`, a `Date` under `Schema.DateFromSelf`,
 *   a Map, an Error, a fetch `Response` or a Promise not awaited under `Schema.Unknown`, which JSON writes as `{}`)
 *   fails with `InvalidResult` and keeps the claim with its lease ended, since the effect ran;
 * - an `effect` interrupted once it has started (a graceful stop, a timeout) may or may not have had its
 *   side effect: its claim stays with its lease ended, and a later call fails with `LeaseExpired` (or
 *   takes over when `takeover` is set). Only an interruption before `effect` started releases the claim.
 *
 * @example
 * ```ts
 * import { Effect, Schema } from "effect"
 * import { Idempotency } from "effect-resilience"
 *
 * const charge = Effect.succeed({ chargeId: "ch_1" })
 * const key = Idempotency.makeKey({ turnId: "t1", callId: "c1", tool: "charge", args: { cents: 500 } })
 *
 * const program = Idempotency.run(key, Schema.Struct({ chargeId: Schema.String }), charge).pipe(
 *   Effect.provide(Idempotency.layerSqlite({ filename: "agent.db" }))
 * )
 * ```
 *
 * @since 0.1.0
 * @category running
 */
export const run: {
  /**
   * Runs `effect` at most once per `key`, as far as the store can tell:
   * - the first call claims the key, runs `effect` (with {@link CurrentKey} set to `key`), stores the result
   *   encoded with `schema` as JSON, and returns it;
   * - a later call with the same key returns the stored result, decoded, without running `effect`;
   * - a concurrent duplicate waits for the holder (polling every `pollInterval`) and returns its result;
   *   if the holder's lease lapses without a result it fails with `LeaseExpired`, or takes over when
   *   `takeover` is set;
   * - a failed `effect` releases the claim and stores nothing, so a later call (or a waiting
   *   duplicate) runs it again; unless its failure leaves open that the side effect happened (`unknownOutcome`; by
   *   default a connection that broke after the request was sent, a 5xx other than 503 and 529), or it died (a
   *   defect alone: an `Effect.promise` that rejected, a reply its own code could not parse, maybe after its
   *   request went out): then the claim stays with its lease ended, as after an interruption;
   * - an `effect` interrupted once it has started (a graceful stop, a timeout) may or may not have had its
   *   side effect: its claim stays with its lease ended, and a later call fails with `LeaseExpired` (or
   *   takes over when `takeover` is set). Only an interruption before `effect` started releases the claim.
   *
   * @example
   * ```ts
   * import { Effect, Schema } from "effect"
   * import { Idempotency } from "effect-resilience"
   *
   * const charge = Effect.succeed({ chargeId: "ch_1" })
   * const key = Idempotency.makeKey({ turnId: "t1", callId: "c1", tool: "charge", args: { cents: 500 } })
   *
   * const program = Idempotency.run(key, Schema.Struct({ chargeId: Schema.String }), charge).pipe(
   *   Effect.provide(Idempotency.layerSqlite({ filename: "agent.db" }))
   * )
   * ```
   *
   * @since 0.1.0
   * @category running
   */
  <A, I, E, R>(
    key: string,
    schema: Schema.Schema<A, I, never>,
    effect: Effect.Effect<A, E, R>,
    options?: RunOptions
  ): Effect.Effect<A, E | IdempotencyError, R | IdempotencyStore>
  /**
   * Runs `effect` at most once per `key`, as far as the store can tell:
   * - the first call claims the key, runs `effect` (with {@link CurrentKey} set to `key`), stores the result
   *   encoded with `schema` as JSON, and returns it;
   * - a later call with the same key returns the stored result, decoded, without running `effect`;
   * - a concurrent duplicate waits for the holder (polling every `pollInterval`) and returns its result;
   *   if the holder's lease lapses without a result it fails with `LeaseExpired`, or takes over when
   *   `takeover` is set;
   * - a failed `effect` releases the claim and stores nothing, so a later call (or a waiting
   *   duplicate) runs it again; unless its failure leaves open that the side effect happened (`unknownOutcome`; by
   *   default a connection that broke after the request was sent, a 5xx other than 503 and 529), or it died (a
   *   defect alone: an `Effect.promise` that rejected, a reply its own code could not parse, maybe after its
   *   request went out): then the claim stays with its lease ended, as after an interruption;
   * - an `effect` interrupted once it has started (a graceful stop, a timeout) may or may not have had its
   *   side effect: its claim stays with its lease ended, and a later call fails with `LeaseExpired` (or
   *   takes over when `takeover` is set). Only an interruption before `effect` started releases the claim.
   *
   * @example
   * ```ts
   * import { Effect, Schema } from "effect"
   * import { Idempotency } from "effect-resilience"
   *
   * const charge = Effect.succeed({ chargeId: "ch_1" })
   * const key = Idempotency.makeKey({ turnId: "t1", callId: "c1", tool: "charge", args: { cents: 500 } })
   *
   * const program = Idempotency.run(key, Schema.Struct({ chargeId: Schema.String }), charge).pipe(
   *   Effect.provide(Idempotency.layerSqlite({ filename: "agent.db" }))
   * )
   * ```
   *
   * @since 0.1.0
   * @category running
   */
  <A, I>(
    key: string,
    schema: Schema.Schema<A, I, never>,
    options?: RunOptions
  ): <E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E | IdempotencyError, R | IdempotencyStore>
} = function(
  key: string,
  schema: Schema.Schema<any, any, never>,
  effectOrOptions?: Effect.Effect<any, any, any> | RunOptions,
  options?: RunOptions
): any {
  // Not `dual`: the effect is the third argument, not the first. Key, schema and options are checked at once in both
  // forms. The data-last form is taken only when the third argument can be options: a function (`() => effect`) or a
  // Promise there, or anything but an Effect with a fourth argument, was meant as the effect, and fails naming it
  // rather than returning a function that `yield*` cannot use.
  internal.checkKeyAndSchema(key, schema)
  if (Effect.isEffect(effectOrOptions)) return internal.run(key, schema, effectOrOptions, internal.settings(options))
  if (arguments.length > 3 || typeof effectOrOptions === "function" || isPromiseLike(effectOrOptions)) {
    internal.checkEffect(effectOrOptions)
  }
  const settings = internal.settings(effectOrOptions as RunOptions | undefined)
  return (effect: Effect.Effect<any, any, any>) => {
    internal.checkEffect(effect)
    return internal.run(key, schema, effect, settings)
  }
} as any

const isPromiseLike = (u: unknown): boolean =>
  typeof u === "object" && u !== null && typeof (u as { then?: unknown }).then === "function"

/**
 * Options of {@link purge}. Checked when `purge` is called; an invalid one (a missing, negative, `NaN` or infinite
 * `olderThan`, a key it does not know) throws `InvalidOptionError` naming it.
 *
 * - `olderThan` (required; zero or more, finite): how long ago a record must have completed to go.
 * - `expiredClaims` (default `false`): also delete the claims left without a result whose lease ended more than
 *   `olderThan` ago — the markers a later call fails on with `LeaseExpired`, because their side effect may have
 *   happened. Deleted, a later call with such a key finds nothing and runs the effect again. A claim whose lease is
 *   still live is never deleted.
 * - `batchSize` (default 1000, at most 100000): how many records one statement deletes; the purge runs batches until
 *   one deletes fewer, so that a purge of millions holds its locks a batch at a time.
 *
 * @since 0.1.0
 * @category models
 */
export type PurgeOptions = retention.PurgeOptions

/**
 * Retention: deletes the records of keyed runs that completed more than `olderThan` ago on the program's `Clock`, and
 * returns how many it deleted. Without it, a store keeps every completed key for good.
 *
 * A key purged is forgotten: a later call with it runs its effect again, so `olderThan` must outlast every replay
 * you expect (a retried turn, a worker's restart, a duplicate delivery): days, not minutes. The claims left without a
 * result (the `LeaseExpired` markers that keep a side effect of unknown outcome from running twice) stay unless
 * `expiredClaims` is set, and a claim whose lease is still live stays whatever the options. Fails with an
 * `IdempotencyError` of reason `StoreFailure` (its key `*`) when the store fails; the batches deleted before stay
 * deleted.
 *
 * @example
 * ```ts
 * import { Effect, Schedule } from "effect"
 * import { Idempotency } from "effect-resilience"
 *
 * // Once an hour, forget the keys that completed more than 30 days ago.
 * const retention = Idempotency.purge({ olderThan: "30 days" }).pipe(
 *   Effect.tap((deleted) => Effect.log(`purged ${deleted} idempotency records`)),
 *   Effect.repeat(Schedule.spaced("1 hour")),
 *   Effect.provide(Idempotency.layerSqlite({ filename: "agent.db" }))
 * )
 * ```
 *
 * @since 0.1.0
 * @category retention
 */
export const purge: (options: PurgeOptions) => Effect.Effect<number, IdempotencyError, IdempotencyStore> =
  retention.purge

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
 * @since 0.1.0
 * @category layers
 */
export const layerMemory: Layer.Layer<IdempotencyStore> = Layer.effect(IdempotencyStore, memory.makeMemoryStore)

/**
 * A store in a SQL table (default `effect_resilience_idempotency`) through whatever `SqlClient` is
 * provided (SQLite and PostgreSQL are tested). Creates the table with an `@effect/sql` migration,
 * tracked in `<table>_migrations`.
 *
 * `queryTimeout` (default 10 seconds; also an option of `layerSqlite` and `layerPg`): how long each of the store's
 * statements waits for its answer, in real time (Effect's live clock, which `TestClock` does not move). One that gets
 * none by then (waiting on a table another session locked, on a hung server) is interrupted, which cancels it on the server, and fails saying so.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerSql = (
  options?: sqlLayers.TableOptions
): Layer.Layer<IdempotencyStore, SqlError | Migrator.MigrationError, SqlClient.SqlClient> =>
  Layer.effect(
    IdempotencyStore,
    sql.makeSqlStore(
      sqlLayers.tableOptions(options, "an object such as { table: \"agent_keys\" }", ["table", "queryTimeout"])
    )
  )

/**
 * The embedded default: a store in a SQLite file (WAL mode), default `effect-resilience.db` in the
 * working directory. Several processes may share the file; SQLite serialises their writes.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerSqlite = (
  options?: sqlLayers.SqliteOptions
): Layer.Layer<IdempotencyStore, SqlError | Migrator.MigrationError | ConfigError> =>
  sqlLayers.sqlite(layerSql, options)

/**
 * A store in PostgreSQL, for many processes on many machines. Takes the `@effect/sql-pg` client
 * configuration; `url` may be a plain string.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerPg = (
  options: sqlLayers.PgOptions
): Layer.Layer<IdempotencyStore, SqlError | Migrator.MigrationError> => sqlLayers.pg(layerSql, options)

/**
 * Counter of keyed runs, tagged `outcome`: `executed`, `replayed`, `took_over`, `released`,
 * `interrupted`, `unknown`, `error` (also in `Observability.metrics.idempotency`).
 *
 * @since 0.1.0
 * @category metrics
 */
export const runs: Metric.Metric.Counter<number> = internal.runs
