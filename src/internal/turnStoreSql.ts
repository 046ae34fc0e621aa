import type * as Migrator from "@effect/sql/Migrator"
import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { acrossStates } from "./retention.js"
import { SilentConnections } from "./silentConnections.js"
import {
  answered,
  changed,
  createIndex,
  deleteFirst,
  endMillis,
  migratedClient,
  nowMillis,
  retriedWhenConcurrent,
  skipLocked,
  type TableOptions,
  watchedFrom
} from "./sqlLayers.js"
import { isResting, runnableAt, Turn, TurnJson } from "./turnSchema.js"
import type { Store } from "./turnStore.js"
import { storeError, TurnAlreadyExists, TurnConflict } from "./turnStore.js"

/** @internal */
export const defaultTable = "effect_resilience_turns"

interface Row {
  readonly turn_id: string
  readonly version: number | string
  readonly lease_owner: string | null
  // Postgres returns bigint columns as strings.
  readonly lease_until: number | string | null
  readonly data: string
  readonly runnable_at: number | string | null
}

const columns = "turn_id, version, lease_owner, lease_until, data, runnable_at"

// A turn that is not runnable has no due time (null).
const dueMillis = (millis: number | null): number | null => millis === null ? null : endMillis(millis)

const encode = Schema.encode(TurnJson)
// A field this version does not know was written by a newer one (fields come as optional ones: `reasoning`,
// `exchanges`, `stoppedBy`). Ignored, the turn ran without it (a message's attachment, a thinking block) and its next
// save wrote the row back without it, for the newer workers too: such a row does not decode, as one with a state this
// version does not know, and waits for a worker that reads it whole.
const decode = Schema.decode(TurnJson, { onExcessProperty: "error" })

/** @internal */
export const makeSqlStore = (
  options?: TableOptions
): Effect.Effect<Store, SqlError | Migrator.MigrationError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const table = options?.table ?? defaultTable
    // The turn itself is JSON (its schema evolves without migrations); the columns are what
    // claiming and the optimistic check need.
    const sql = yield* migratedClient(table, {
      "1_create_turns": (sql) =>
        Effect.zipRight(
          sql`CREATE TABLE IF NOT EXISTS ${sql(table)} (
  turn_id text PRIMARY KEY NOT NULL,
  state text NOT NULL,
  runnable_at bigint,
  version bigint NOT NULL,
  lease_owner text,
  lease_until bigint,
  data text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
)`,
          createIndex(sql, table, "runnable_at", ["runnable_at"])
        ),
      // A purge picks the turns of one state at rest by their last update: without it, every purge read the whole
      // table (and with `updated_at` alone, every batch read again the turns at rest that purges keep).
      "2_index_state_updated_at": (sql) => createIndex(sql, table, "state_updated_at", ["state", "updated_at"])
    })
    const t = sql(table)
    const connections = yield* SilentConnections
    const bounded = answered(options?.queryTimeout, connections)

    // The version column is the truth: claims bump it without rewriting the JSON.
    const toTurn = (row: Row) =>
      Effect.map(decode(row.data), (turn) => new Turn({ ...turn, version: Number(row.version) }))

    // A row that does not decode (written by a newer version during a rolling deploy, edited by hand, corrupt JSON)
    // is logged, with its id and the decode error, and left out of the reads that return many turns: it failed them
    // all, so one such row stopped every claim that picked it up, and every list.
    const decodedOnly = (rows: ReadonlyArray<Row>, leftOut: string) =>
      Effect.map(
        Effect.forEach(rows, (row) =>
          Effect.matchEffect(toTurn(row), {
            onFailure: (error) =>
              Effect.as(
                Effect.logError(
                  `turn ${row.turn_id}: its stored data does not decode, so it was ${leftOut}: ${error.message}`
                ).pipe(Effect.annotateLogs({ turnId: row.turn_id })),
                []
              ),
            onSuccess: (turn) => Effect.succeed([turn])
          })),
        (turns) => turns.flat()
      )

    const fields = (turn: Turn) =>
      Effect.map(encode(turn), (data) => ({ data, state: turn.state._tag, runnableAt: dueMillis(runnableAt(turn)) }))

    const create = (turn: Turn) =>
      Effect.gen(function*() {
        const { data, runnableAt, state } = yield* fields(turn)
        const rows = yield* bounded(sql`INSERT INTO ${t}
  (turn_id, state, runnable_at, version, lease_owner, lease_until, data, created_at, updated_at)
VALUES (${turn.id}, ${state}, ${runnableAt}, ${turn.version}, NULL, NULL, ${data}, ${nowMillis(turn.createdAt)}, ${
          nowMillis(turn.updatedAt)
        })
ON CONFLICT (turn_id) DO NOTHING
RETURNING turn_id`)
        if (rows.length === 0) return yield* Effect.fail(new TurnAlreadyExists({ turnId: turn.id }))
        return turn
      })

    const get = (id: string) =>
      Effect.flatMap(
        bounded(sql<Row>`SELECT ${sql.literal(columns)} FROM ${t} WHERE turn_id = ${id}`),
        (rows) => rows.length === 0 ? Effect.succeedNone : Effect.asSome(toTurn(rows[0]))
      )

    const save: Store["save"] = (turn, { expectedVersion, owner, release }) =>
      Effect.gen(function*() {
        const { data, runnableAt, state } = yield* fields(turn)
        const version = expectedVersion + 1
        const leaseSet = release === true ? sql`, lease_owner = NULL, lease_until = NULL` : sql``
        const ownerCheck = owner === undefined ? sql`` : sql` AND lease_owner = ${owner}`
        const rows = yield* bounded(sql`UPDATE ${t}
SET state = ${state}, runnable_at = ${runnableAt}, version = ${version}, data = ${data},
  updated_at = ${nowMillis(turn.updatedAt)}${leaseSet}
WHERE turn_id = ${turn.id} AND version = ${expectedVersion}${ownerCheck}
RETURNING turn_id`)
        if (rows.length === 0) return yield* Effect.fail(new TurnConflict({ turnId: turn.id, expectedVersion }))
        return new Turn({ ...turn, version })
      }).pipe(Effect.catchTags({
        SqlError: (e) => Effect.fail(storeError("save the turn", turn.id)(e)),
        ParseError: (e) => Effect.fail(storeError("encode the turn", turn.id)(e))
      }))

    // Postgres: SKIP LOCKED lets many workers claim at once, each getting other turns; the lease
    // condition is checked again on the locked row. SQLite serialises writers, so one statement is atomic.
    // The UPDATE has leased every row it returns, so a row that does not decode must not fail the claim: the turns
    // that decode would wait out the lease unrun, and come back with that row (the oldest due) in the next claims.
    // It keeps its lease instead, as a back-off: tried again once per lease, by any worker (one of the newer
    // version, in a rolling deploy, runs it), and never in a loop; its `runnable_at` stays, so a person sees it due.
    const claim: Store["claim"] = ({ leaseUntil, limit, now: present, owner }) => {
      const now = nowMillis(present)
      const leftOut = `not run (it stays leased to ${owner} until ${
        new Date(endMillis(leaseUntil)).toISOString()
      }, then is claimed again)`
      return Effect.flatMap(
        bounded(
          sql<Row>`UPDATE ${t} SET lease_owner = ${owner}, lease_until = ${endMillis(leaseUntil)}, version = version + 1
WHERE turn_id IN (
  SELECT turn_id FROM ${t}
  WHERE runnable_at <= ${now} AND (lease_until IS NULL OR lease_until <= ${now})
  ORDER BY runnable_at
  LIMIT ${limit}${skipLocked(sql)}
) AND runnable_at <= ${now} AND (lease_until IS NULL OR lease_until <= ${now})
RETURNING ${sql.literal(columns)}`
        ),
        // RETURNING keeps no order: oldest due first, as selected.
        (rows) => decodedOnly([...rows].sort((a, b) => Number(a.runnable_at) - Number(b.runnable_at)), leftOut)
      ).pipe(Effect.mapError(storeError("claim due turns")))
    }

    // One bounded statement per state and batch, its rows chosen oldest first through the `(state, updated_at)` index
    // (see `acrossStates`), so that a purge of millions holds its locks for one batch at a time and reads only the
    // turns it deletes. The condition is checked again on the rows chosen (Postgres passes over a row another
    // transaction holds, and a row changed since the choice must still match).
    const purgeState = (state: string, cutoff: number, now: number, limit: number) =>
      bounded(deleteFirst(
        sql,
        table,
        "turn_id",
        sql`state = ${state} AND updated_at <= ${nowMillis(cutoff)}
  AND (lease_until IS NULL OR lease_until <= ${nowMillis(now)})`,
        "updated_at",
        limit
      ))
    const purge: Store["purge"] = ({ cutoff, limit, now, states }) =>
      acrossStates(states.filter(isResting), limit, (state, left) => purgeState(state, cutoff, now, left)).pipe(
        Effect.mapError(storeError("purge turns at rest"))
      )

    return {
      create: (turn) =>
        create(turn).pipe(Effect.catchTags({
          SqlError: (e) => Effect.fail(storeError("create the turn", turn.id)(e)),
          ParseError: (e) => Effect.fail(storeError("encode the turn", turn.id)(e))
        })),
      get: (id) => Effect.mapError(get(id), storeError("read the turn", id)),
      save,
      claim,
      // Never shortens the lease (a CASE, which every dialect has): a renewal that reaches the database late, after its
      // owner lost the turn and claimed it again under the same name, set the new lease back to the old one's end.
      renew: (id, owner, leaseUntil) =>
        Effect.map(
          bounded(sql<{ readonly version: number | string }>`UPDATE ${t}
SET lease_until = CASE WHEN lease_until > ${endMillis(leaseUntil)} THEN lease_until ELSE ${endMillis(leaseUntil)} END
WHERE turn_id = ${id} AND lease_owner = ${owner}
RETURNING version`),
          (rows) => Option.map(Option.fromNullable(rows[0]), (row) => Number(row.version))
        ).pipe(Effect.mapError(storeError("renew the lease", id))),
      release: (id, owner) =>
        changed(bounded(
          sql`UPDATE ${t} SET lease_owner = NULL, lease_until = NULL WHERE turn_id = ${id} AND lease_owner = ${owner}
RETURNING turn_id`
        )).pipe(Effect.mapError(storeError("release the lease", id))),
      lease: (id) =>
        Effect.map(
          bounded(sql<Row>`SELECT ${sql.literal(columns)} FROM ${t} WHERE turn_id = ${id}`),
          (rows) =>
            Option.flatMap(Option.fromNullable(rows[0]), (row) =>
              row.lease_owner === null || row.lease_until === null
                ? Option.none()
                : Option.some({ owner: row.lease_owner, until: Number(row.lease_until) }))
        ).pipe(Effect.mapError(storeError("read the lease", id))),
      // Not bounded: a read of every turn, for monitoring, may take long on a large table; its caller bounds it. Under a
      // `serializable` default, a read too may be rolled back for the workers' writes: tried again.
      list: (options) =>
        Effect.flatMap(
          retriedWhenConcurrent(watchedFrom(
            connections,
            options?.state === undefined
              ? sql<Row>`SELECT ${sql.literal(columns)} FROM ${t} ORDER BY created_at, turn_id`
              : sql<Row>`SELECT ${sql.literal(columns)} FROM ${t} WHERE state = ${options.state}
ORDER BY created_at, turn_id`
          )),
          (rows) => decodedOnly(rows, "left out of the list (its row is kept as it is)")
        ).pipe(Effect.mapError(storeError("list turns"))),
      purge
    }
  })
