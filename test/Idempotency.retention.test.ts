import * as PgClient from "@effect/sql-pg/PgClient"
import * as SqliteClient from "@effect/sql-sqlite-node/SqliteClient"
import * as SqlClient from "@effect/sql/SqlClient"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { Clock, Deferred, Effect, Fiber, type Layer, Option, Redacted, Ref, Schema, TestClock } from "effect"
import { Idempotency } from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { firstMatching } from "../src/internal/retention.js"
import { invalidOption } from "./support/common.js"
import { findPostgres, reportSkip, throwawayServer } from "./support/postgres.js"
import { deletePlans } from "./support/sqlitePlans.js"

const DAY = 24 * 60 * 60 * 1000

const storeOf = Effect.flatMap(Idempotency.IdempotencyStore, Effect.succeed)
const entryOf = (key: string) => Effect.flatMap(storeOf, (store) => store.get(key))

/** A keyed run of a handler that counts its runs: the count it returns is the run that stored it. */
const runCounted = (key: string, runs: Ref.Ref<number>) =>
  Idempotency.run(key, Schema.Number, Ref.updateAndGet(runs, (n) => n + 1))

/** A claim left without a result, its lease ending `leaseMillis` from now: what a crashed holder leaves. */
const claimLeft = (key: string, leaseMillis: number) =>
  Effect.gen(function*() {
    const store = yield* storeOf
    const now = yield* Clock.currentTimeMillis
    expect(yield* store.claim(key, "crashed", now + leaseMillis, now)).toEqual({ _tag: "Claimed" })
  })

const retention = (name: string, layer: () => Layer.Layer<Idempotency.IdempotencyStore, unknown>) =>
  describe(`Idempotency.purge: ${name}`, () => {
    const provided = <A, E>(body: Effect.Effect<A, E, Idempotency.IdempotencyStore>) => Effect.provide(body, layer())

    it.effect("deletes the records completed more than olderThan ago, counts them, and a second purge deletes none", () =>
      provided(Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        yield* runCounted("idem_old_1", runs)
        yield* runCounted("idem_old_2", runs)
        yield* TestClock.adjust(9 * DAY)
        yield* runCounted("idem_recent", runs)
        yield* TestClock.adjust(1 * DAY)
        // at day 10: the two of day 0 are 10 days old, the one of day 9 is 1 day old
        expect(yield* Idempotency.purge({ olderThan: "7 days" })).toBe(2)
        expect(yield* Idempotency.purge({ olderThan: "7 days" })).toBe(0)
        expect(Option.isNone(yield* entryOf("idem_old_1"))).toBe(true)
        expect(Option.isNone(yield* entryOf("idem_old_2"))).toBe(true)
        // the recent one still replays its stored result
        expect(yield* runCounted("idem_recent", runs)).toBe(3)
        expect(yield* Ref.get(runs)).toBe(3)
      })))

    it.effect("a key purged is forgotten: replayed, its effect runs again", () =>
      provided(Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        expect(yield* runCounted("idem_replayed", runs)).toBe(1)
        yield* TestClock.adjust(31 * DAY)
        expect(yield* runCounted("idem_replayed", runs)).toBe(1)
        expect(yield* Idempotency.purge({ olderThan: "30 days" })).toBe(1)
        expect(yield* runCounted("idem_replayed", runs)).toBe(2)
      })))

    it.effect("a record exactly olderThan old goes; one a millisecond younger stays", () =>
      provided(Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        yield* runCounted("idem_edge_old", runs)
        yield* TestClock.adjust(1)
        yield* runCounted("idem_edge_young", runs)
        yield* TestClock.adjust(DAY - 1)
        expect(yield* Idempotency.purge({ olderThan: "1 day" })).toBe(1)
        expect(Option.isSome(yield* entryOf("idem_edge_young"))).toBe(true)
      })))

    it.effect("keeps a claim left without a result by default: a later call still fails LeaseExpired", () =>
      provided(Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        yield* claimLeft("idem_unknown", 30_000)
        yield* TestClock.adjust(60 * DAY)
        expect(yield* Idempotency.purge({ olderThan: "1 day" })).toBe(0)
        const error = yield* Effect.flip(runCounted("idem_unknown", runs))
        expect(error).toMatchObject({ _tag: "IdempotencyError", reason: "LeaseExpired" })
        expect(yield* Ref.get(runs)).toBe(0)
      })))

    it.effect("expiredClaims deletes the claims whose lease ended more than olderThan ago; the key then runs again", () =>
      provided(Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        yield* claimLeft("idem_abandoned", 30_000)
        yield* TestClock.adjust(10 * DAY)
        yield* claimLeft("idem_abandoned_recently", 30_000)
        yield* TestClock.adjust(DAY)
        // the first ended 11 days ago, the second 1 day ago
        expect(yield* Idempotency.purge({ olderThan: "7 days", expiredClaims: true })).toBe(1)
        expect(yield* Idempotency.purge({ olderThan: "7 days", expiredClaims: true })).toBe(0)
        expect(yield* runCounted("idem_abandoned", runs)).toBe(1)
        expect(yield* Effect.flip(runCounted("idem_abandoned_recently", runs))).toMatchObject({
          reason: "LeaseExpired"
        })
      })))

    it.effect("never deletes a claim whose lease is live, even with olderThan 0 and expiredClaims", () =>
      provided(Effect.gen(function*() {
        yield* claimLeft("idem_live", 1)
        expect(yield* Idempotency.purge({ olderThan: 0, expiredClaims: true })).toBe(0)
        expect(Option.map(yield* entryOf("idem_live"), (e) => e.state)).toEqual(Option.some("pending"))
        // once its lease has ended, it is a claim left without a result
        yield* TestClock.adjust(1)
        expect(yield* Idempotency.purge({ olderThan: 0, expiredClaims: true })).toBe(1)
      })))

    it.effect("a run in progress keeps its claim through a purge and stores its result", () =>
      provided(Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        const started = yield* Deferred.make<void>()
        const finish = yield* Deferred.make<void>()
        const effect = Effect.zipRight(Deferred.succeed(started, undefined), Effect.as(Deferred.await(finish), 7))
        const fiber = yield* Effect.fork(Idempotency.run("idem_running", Schema.Number, effect))
        yield* Deferred.await(started)
        expect(yield* Idempotency.purge({ olderThan: 0, expiredClaims: true })).toBe(0)
        yield* Deferred.succeed(finish, undefined)
        expect(yield* Fiber.join(fiber)).toBe(7)
        expect(yield* runCounted("idem_running", runs)).toBe(7)
        expect(yield* Ref.get(runs)).toBe(0)
      })))

    it.effect("deletes in batches of batchSize until one is short, counting every batch", () =>
      provided(Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        yield* Effect.forEach(Array.from({ length: 7 }, (_, i) => `idem_batch_${i}`), (key) => runCounted(key, runs))
        yield* TestClock.adjust(2 * DAY)
        expect(yield* Idempotency.purge({ olderThan: "1 day", batchSize: 2 })).toBe(7)
        yield* Effect.forEach(Array.from({ length: 4 }, (_, i) => `idem_even_${i}`), (key) => runCounted(key, runs))
        yield* TestClock.adjust(2 * DAY)
        // a multiple of the batch: the last, empty batch ends it
        expect(yield* Idempotency.purge({ olderThan: "1 day", batchSize: 2 })).toBe(4)
      })))

    it.effect("with expiredClaims, batches run across the completed records and the claims left without a result", () =>
      provided(Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        yield* Effect.forEach(["idem_done_1", "idem_done_2", "idem_done_3"], (key) => runCounted(key, runs))
        yield* Effect.forEach(["idem_left_1", "idem_left_2", "idem_left_3"], (key) => claimLeft(key, 1000))
        yield* claimLeft("idem_live", 3 * DAY)
        yield* TestClock.adjust(2 * DAY)
        expect(yield* Idempotency.purge({ olderThan: "1 day", expiredClaims: true, batchSize: 2 })).toBe(6)
        expect(Option.map(yield* entryOf("idem_live"), (e) => e.state)).toEqual(Option.some("pending"))
      })))
  })

// A memory store's batch read, filtered and sorted every entry: 100,000 keys purged in batches of 1,000 took 11 s of
// blocked thread, a million some twenty minutes. Both memory stores now take a batch's entries as they find them.
it("a memory store's batch reads its entries no further than the last it deletes", () => {
  let read = 0
  function* entries() {
    for (let i = 0; i < 100_000; i++) {
      read += 1
      yield i
    }
  }
  expect(firstMatching(entries(), (i) => i % 2 === 0, 3)).toEqual([0, 2, 4])
  expect(read).toBe(5)
  expect(firstMatching([1, 3, 5], (i) => i % 2 === 0, 3)).toEqual([])
})

describe("Idempotency.purge: options are checked when it is called", () => {
  const option = (options: unknown) => invalidOption(() => Idempotency.purge(options as never)).option

  it("olderThan is required, a finite duration of zero or more", () => {
    expect(option(undefined)).toBe("options")
    expect(option("30 days")).toBe("options")
    expect(option({})).toBe("olderThan")
    expect(option({ olderThan: -1 })).toBe("olderThan")
    expect(option({ olderThan: "-1 day" })).toBe("olderThan")
    expect(option({ olderThan: Number.NaN })).toBe("olderThan")
    expect(option({ olderThan: Number.POSITIVE_INFINITY })).toBe("olderThan")
    expect(option({ olderThan: "a month" })).toBe("olderThan")
    expect(() => Idempotency.purge({ olderThan: 0 })).not.toThrow()
  })

  it("a misspelt key, a non-boolean expiredClaims and a bad batchSize throw naming them", () => {
    expect(option({ olderThen: "1 day" })).toBe("olderThen")
    expect(option({ olderThan: "1 day", expiredClaims: "yes" })).toBe("expiredClaims")
    expect(option({ olderThan: "1 day", batchSize: 0 })).toBe("batchSize")
    expect(option({ olderThan: "1 day", batchSize: 1.5 })).toBe("batchSize")
    expect(option({ olderThan: "1 day", batchSize: 1_000_000 })).toBe("batchSize")
  })
})

retention("memory", () => Idempotency.layerMemory)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idem-retention-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
let files = 0
retention("SQLite file", () => Idempotency.layerSqlite({ filename: path.join(dir, `k${++files}.db`) }))

describe("Idempotency.purge on SQLite: the index", () => {
  const sqlite = (filename: string) => SqliteClient.layer({ filename })

  it.effect("a database made before the index gets it when the store starts, and a purge searches it", () =>
    Effect.gen(function*() {
      const filename = path.join(dir, "upgraded.db")
      yield* entryOf("k").pipe(Effect.provide(Idempotency.layerSqlite({ filename })))
      // as the version before retention left it: the table, and its first migration alone
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.zipRight(
          sql`DROP INDEX effect_resilience_idempotency_state_lease_until`,
          sql`DELETE FROM effect_resilience_idempotency_migrations WHERE migration_id = 2`
        )).pipe(Effect.provide(sqlite(filename)))
      const plans = yield* deletePlans(
        Idempotency.purge({ olderThan: 0 }).pipe(Effect.provide(Idempotency.layerSqlite({ filename }))),
        filename
      )
      expect(plans).toHaveLength(1)
      expect(plans[0]).toContain("effect_resilience_idempotency_state_lease_until")
    }))
})

// The claims left without a result stay by default, at the old end of `lease_until`: searched by that alone, every
// batch of every purge read them all again. Searched by state, a batch reads the records it deletes.
it.effect("SQLite: each statement of a purge searches its index by state, so that the claims it keeps are not read", () =>
  Effect.gen(function*() {
    const filename = path.join(dir, "kept.db")
    for (const expiredClaims of [false, true]) {
      const plans = yield* deletePlans(
        Idempotency.purge({ olderThan: 0, expiredClaims }).pipe(Effect.provide(Idempotency.layerSqlite({ filename }))),
        filename
      )
      expect(plans.length).toBeGreaterThan(0)
      for (const plan of plans) expect(plan).toContain("(state=? AND lease_until<?)")
    }
  }))

const pg = findPostgres()
reportSkip(pg)
describe.skipIf(!pg.available)("Idempotency.purge with PostgreSQL (a throwaway server)", () => {
  const server = throwawayServer(pg)
  let tables = 0
  retention("PostgreSQL", () => Idempotency.layerPg({ url: server().url, table: `keys_${++tables}` }))

  it.effect("a database made before the index gets it when the store starts, recorded as migration 2", () =>
    Effect.gen(function*() {
      const client = PgClient.layer({ url: Redacted.make(server().url) })
      const store = () => Idempotency.layerPg({ url: server().url, table: "upgraded_keys" })
      yield* entryOf("k").pipe(Effect.provide(store()))
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.zipRight(
          sql`DROP INDEX upgraded_keys_state_lease_until`,
          sql`DELETE FROM upgraded_keys_migrations WHERE migration_id = 2`
        )).pipe(Effect.provide(client))
      yield* entryOf("k").pipe(Effect.provide(store()))
      const found = yield* Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.all([
          sql`SELECT indexname FROM pg_indexes WHERE tablename = 'upgraded_keys' AND indexname LIKE '%lease_until'`,
          sql`SELECT migration_id, name FROM upgraded_keys_migrations ORDER BY migration_id`
        ])).pipe(Effect.provide(client))
      expect(found).toEqual([
        [{ indexname: "upgraded_keys_state_lease_until" }],
        [{ migration_id: 1, name: "create_idempotency" }, { migration_id: 2, name: "index_state_lease_until" }]
      ])
    }))
})
