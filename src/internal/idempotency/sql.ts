import type * as Migrator from "@effect/sql/Migrator"
import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { acrossStates } from "../retention.js"
import { SilentConnections } from "../silentConnections.js"
import {
  answered,
  changed,
  createIndex,
  deleteFirst,
  endMillis,
  migratedClient,
  nowMillis,
  type TableOptions
} from "../sqlLayers.js"
import type { ClaimResult, Entry, PurgeBatch, Store } from "./store.js"
import { ALL_KEYS, storeFailure } from "./store.js"

/** @internal */
export const defaultTable = "effect_resilience_idempotency"

interface Row {
  readonly idem_key: string
  readonly owner: string
  readonly state: string
  // Postgres returns bigint columns as strings.
  readonly lease_until: number | string
  readonly result: string | null
}

const toEntry = (row: Row): Entry => ({
  key: row.idem_key,
  owner: row.owner,
  state: row.state === "completed" ? "completed" : "pending",
  leaseUntil: Number(row.lease_until),
  result: Option.fromNullable(row.result)
})

/** @internal */
export const makeSqlStore = (
  options?: TableOptions
): Effect.Effect<Store, SqlError | Migrator.MigrationError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const table = options?.table ?? defaultTable
    const sql = yield* migratedClient(table, {
      "1_create_idempotency": (sql) =>
        sql`CREATE TABLE IF NOT EXISTS ${sql(table)} (
  idem_key text PRIMARY KEY NOT NULL,
  owner text NOT NULL,
  state text NOT NULL,
  lease_until bigint NOT NULL,
  result text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
)`,
      // A purge picks the entries of one state by when they completed (or their lease ended): without it, every purge
      // read the table (and with `lease_until` alone, every batch read again the claims left without a result).
      "2_index_state_lease_until": (sql) => createIndex(sql, table, "state_lease_until", ["state", "lease_until"])
    })
    const t = sql(table)
    // Every call is bounded, the claim and takeover's loop and transaction as a whole: `Idempotency.run` makes these
    // round trips with interruption masked, so a call that got no answer held it, and a tool's timeout, for good.
    const bounded = answered(options?.queryTimeout, yield* SilentConnections)

    const select = (key: string) =>
      Effect.map(
        sql<Row>`SELECT idem_key, owner, state, lease_until, result FROM ${t} WHERE idem_key = ${key}`,
        (rows) => Option.map(Option.fromNullable(rows[0]), toEntry)
      )

    const claim = (key: string, owner: string, leaseUntil: number, now: number): Effect.Effect<ClaimResult, SqlError> =>
      Effect.flatMap(
        sql`INSERT INTO ${t} (idem_key, owner, state, lease_until, result, created_at, updated_at)
VALUES (${key}, ${owner}, 'pending', ${leaseUntil}, NULL, ${now}, ${now})
ON CONFLICT (idem_key) DO NOTHING
RETURNING idem_key`,
        (inserted) =>
          inserted.length > 0
            ? Effect.succeed<ClaimResult>({ _tag: "Claimed" })
            : Effect.flatMap(select(key), (entry) =>
              Option.match(entry, {
                // Released between our insert and our read: claim again.
                onNone: () => claim(key, owner, leaseUntil, now),
                onSome: (entry) => Effect.succeed<ClaimResult>({ _tag: "Existing", entry })
              }))
      )

    // Postgres: lock the row, then decide; SQLite serialises writers, so one conditional UPDATE is atomic.
    const takeover = (key: string, from: string, owner: string, leaseUntil: number, now: number) =>
      sql.onDialectOrElse({
        pg: () =>
          sql.withTransaction(Effect.gen(function*() {
            const rows = yield* sql<Row>`SELECT idem_key, owner, state, lease_until, result FROM ${t}
WHERE idem_key = ${key} FOR UPDATE`
            const entry = rows[0] === undefined ? undefined : toEntry(rows[0])
            if (entry === undefined || entry.state !== "pending" || entry.owner !== from || entry.leaseUntil > now) {
              return false
            }
            yield* sql`UPDATE ${t} SET owner = ${owner}, lease_until = ${leaseUntil}, updated_at = ${now}
WHERE idem_key = ${key}`
            return true
          })),
        orElse: () =>
          changed(sql`UPDATE ${t} SET owner = ${owner}, lease_until = ${leaseUntil}, updated_at = ${now}
WHERE idem_key = ${key} AND state = 'pending' AND owner = ${from} AND lease_until <= ${now}
RETURNING idem_key`)
      })

    // One bounded statement per state and batch, oldest first through the `(state, lease_until)` index (a completed
    // entry's `lease_until` is when it completed; see `acrossStates`), so that a purge of millions holds its locks for
    // one batch at a time and reads only the entries it deletes. The condition is checked again on the rows chosen:
    // Postgres passes over a row another transaction holds (a takeover, a renewal), and a claim renewed since the
    // choice stays.
    const purgeState = (state: string, cutoff: number, limit: number) =>
      bounded(deleteFirst(
        sql,
        table,
        "idem_key",
        sql`state = ${state} AND lease_until <= ${nowMillis(cutoff)}`,
        "lease_until",
        limit
      ))
    const purge = ({ cutoff, expiredClaims, limit }: PurgeBatch) =>
      acrossStates(
        expiredClaims ? ["completed", "pending"] : ["completed"],
        limit,
        (state, left) => purgeState(state, cutoff, left)
      )

    // The time columns are bigint: times are made whole (`endMillis`, `nowMillis`).
    return {
      claim: (key, owner, leaseUntil, now) =>
        Effect.mapError(
          bounded(claim(key, owner, endMillis(leaseUntil), nowMillis(now))),
          storeFailure(key, "claim the key")
        ),
      takeover: (key, from, owner, leaseUntil, now) =>
        Effect.mapError(
          bounded(takeover(key, from, owner, endMillis(leaseUntil), nowMillis(now))),
          storeFailure(key, "take over the claim")
        ),
      renew: (key, owner, leaseUntil, now) =>
        changed(bounded(sql`UPDATE ${t} SET lease_until = ${endMillis(leaseUntil)}, updated_at = ${nowMillis(now)}
WHERE idem_key = ${key} AND state = 'pending' AND owner = ${owner}
RETURNING idem_key`)).pipe(Effect.mapError(storeFailure(key, "renew the lease"))),
      complete: (key, owner, result, now) =>
        changed(bounded(
          sql`UPDATE ${t} SET state = 'completed', result = ${result}, lease_until = ${nowMillis(now)}, updated_at = ${
            nowMillis(now)
          }
WHERE idem_key = ${key} AND state = 'pending' AND owner = ${owner}
RETURNING idem_key`
        )).pipe(Effect.mapError(storeFailure(key, "store the result"))),
      release: (key, owner) =>
        changed(bounded(sql`DELETE FROM ${t} WHERE idem_key = ${key} AND state = 'pending' AND owner = ${owner}
RETURNING idem_key`)).pipe(Effect.mapError(storeFailure(key, "release the claim"))),
      get: (key) => Effect.mapError(bounded(select(key)), storeFailure(key, "read the key")),
      purge: (batch) => Effect.mapError(purge(batch), storeFailure(ALL_KEYS, "purge old entries"))
    }
  })
