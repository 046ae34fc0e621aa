import * as PgClient from "@effect/sql-pg/PgClient"
import * as SqliteClient from "@effect/sql-sqlite-node/SqliteClient"
import * as SqlClient from "@effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Clock, Duration, Effect, Exit, type Layer, Redacted, TestClock } from "effect"
import { Failure, Model, Turn, TurnStore } from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { invalidOption } from "./support/common.js"
import { createSchema, findPostgres, reportSkip, throwawayServer } from "./support/postgres.js"
import { deletePlans } from "./support/sqlitePlans.js"

const DAY = 24 * 60 * 60 * 1000

const counters = new Turn.Counters({ cumulativeRetries: 0, consecutiveRetries: 0, compactions: 0 })

const turn = (id: string, state: Turn.TurnState, at: number) =>
  new Turn.Turn({
    id,
    history: [new Model.UserMessage({ content: `question ${id}` })],
    state,
    counters,
    steps: 0,
    createdAt: at,
    startedAt: at,
    updatedAt: at,
    version: 0
  })

const exhausted = () => {
  const last = new Failure.Retryable({ reason: "HTTP 503", status: 503 })
  return new Failure.Exhausted({ attempts: [{ attempt: 1, failure: last }], last, layer: "session" })
}

const completed = () =>
  new Turn.Completed({ answer: new Model.AssistantMessage({ content: "done", toolCalls: [], stopReason: "stop" }) })

// Every state; the first four rest, the last three may still run or wait for `retryModel`.
const states: ReadonlyArray<readonly [string, Turn.TurnState]> = [
  ["completed", completed()],
  ["failed", new Turn.Failed({ failure: new Failure.Fatal({ reason: "HTTP 400" }) })],
  ["cancelled", new Turn.Cancelled({ reason: "stopped" })],
  ["budget", new Turn.BudgetExceeded({ budget: "steps", detail: "20 steps" })],
  ["running", new Turn.Running()],
  ["scheduled", new Turn.RetryScheduled({ nextRunnableAt: 0, failure: exhausted() })],
  ["waiting", new Turn.WaitingForModel({ reason: "RetryLimit", failure: exhausted() })]
]

const storeOf = Effect.flatMap(TurnStore.TurnStore, Effect.succeed)
const create = (id: string, state: Turn.TurnState) =>
  Effect.flatMap(Effect.zip(storeOf, Clock.currentTimeMillis), ([store, now]) => store.create(turn(id, state, now)))
const ids = Effect.flatMap(storeOf, (store) => Effect.map(store.list(), (turns) => turns.map((t) => t.id).sort()))

const retention = (name: string, layer: () => Layer.Layer<TurnStore.TurnStore, unknown>) =>
  describe(`TurnStore.purge: ${name}`, () => {
    const provided = <A, E>(body: Effect.Effect<A, E, TurnStore.TurnStore>) => Effect.provide(body, layer())

    it.effect("deletes the turns at rest last updated more than olderThan ago, none that may run or waits", () =>
      provided(Effect.gen(function*() {
        yield* Effect.forEach(states, ([id, state]) => create(`old_${id}`, state))
        yield* TestClock.adjust(9 * DAY)
        yield* create("recent_completed", completed())
        yield* TestClock.adjust(DAY)
        expect(yield* TurnStore.purge({ olderThan: "7 days" })).toBe(4)
        expect(yield* TurnStore.purge({ olderThan: "7 days" })).toBe(0)
        expect(yield* ids).toEqual(["old_running", "old_scheduled", "old_waiting", "recent_completed"])
      })))

    it.effect("states picks which states at rest go", () =>
      provided(Effect.gen(function*() {
        yield* Effect.forEach(states, ([id, state]) => create(id, state))
        yield* TestClock.adjust(2 * DAY)
        expect(yield* TurnStore.purge({ olderThan: "1 day", states: ["Completed", "Cancelled"] })).toBe(2)
        expect(yield* ids).toEqual(["budget", "failed", "running", "scheduled", "waiting"])
      })))

    it.effect("a turn at rest that a worker still holds a live lease on stays until the lease ends", () =>
      provided(Effect.gen(function*() {
        const store = yield* storeOf
        yield* create("leased", new Turn.Running())
        const [claimed] = yield* store.claim({ owner: "w1", now: 0, leaseUntil: 60_000, limit: 1 })
        // cancelled by the user while the worker runs it: the worker's lease stays until its next renewal
        yield* store.save(new Turn.Turn({ ...claimed, state: new Turn.Cancelled({ reason: "stop" }) }), {
          expectedVersion: claimed.version
        })
        expect(yield* TurnStore.purge({ olderThan: 0 })).toBe(0)
        yield* TestClock.adjust(60_000)
        expect(yield* TurnStore.purge({ olderThan: 0 })).toBe(1)
        expect(yield* ids).toEqual([])
      })))

    it.effect("a turn exactly olderThan old goes; one updated a millisecond later stays", () =>
      provided(Effect.gen(function*() {
        yield* create("edge_old", completed())
        yield* TestClock.adjust(1)
        yield* create("edge_young", completed())
        yield* TestClock.adjust(DAY - 1)
        expect(yield* TurnStore.purge({ olderThan: Duration.days(1) })).toBe(1)
        expect(yield* ids).toEqual(["edge_young"])
      })))

    it.effect("deletes in batches of batchSize until one is short, counting every batch", () =>
      provided(Effect.gen(function*() {
        yield* Effect.forEach(Array.from({ length: 7 }, (_, i) => `batch_${i}`), (id) => create(id, completed()))
        yield* create("batch_running", new Turn.Running())
        yield* TestClock.adjust(2 * DAY)
        expect(yield* TurnStore.purge({ olderThan: "1 day", batchSize: 3 })).toBe(7)
        expect(yield* ids).toEqual(["batch_running"])
      })))

    it.effect("batches run across the states asked for, and keep the others", () =>
      provided(Effect.gen(function*() {
        yield* Effect.forEach(["c1", "c2", "c3"], (id) => create(id, completed()))
        yield* Effect.forEach(["x1", "x2", "x3"], (id) => create(id, new Turn.Cancelled({ reason: "stop" })))
        yield* create("kept_failed", new Turn.Failed({ failure: new Failure.Fatal({ reason: "HTTP 400" }) }))
        yield* TestClock.adjust(2 * DAY)
        expect(yield* TurnStore.purge({ olderThan: "1 day", states: ["Completed", "Cancelled"], batchSize: 2 })).toBe(6)
        expect(yield* ids).toEqual(["kept_failed"])
      })))

    it.effect("a turn purged is gone: Turn.get fails TurnNotFound", () =>
      provided(Effect.gen(function*() {
        const started = yield* Turn.start({ message: "hi" })
        yield* Turn.cancel(started.id)
        yield* TestClock.adjust(31 * DAY)
        expect(yield* TurnStore.purge({ olderThan: "30 days" })).toBe(1)
        const exit = yield* Effect.exit(Turn.get(started.id))
        expect(Exit.isFailure(exit) && exit.cause._tag === "Fail" && exit.cause.error._tag).toBe("TurnNotFound")
      })))
  })

describe("TurnStore.purge: options are checked when it is called", () => {
  const option = (options: unknown) => invalidOption(() => TurnStore.purge(options as never)).option

  it("olderThan is required, a finite duration of zero or more", () => {
    expect(option(undefined)).toBe("options")
    expect(option({})).toBe("olderThan")
    expect(option({ olderThan: -5 })).toBe("olderThan")
    expect(option({ olderThan: Number.NaN })).toBe("olderThan")
    expect(option({ olderThan: "Infinity" })).toBe("olderThan")
    expect(option({ olderThan: Duration.infinity })).toBe("olderThan")
    expect(() => TurnStore.purge({ olderThan: "90 days" })).not.toThrow()
  })

  it("states must be a non-empty array of states a turn rests in", () => {
    expect(option({ olderThan: "1 day", states: ["Running"] })).toBe("states")
    expect(option({ olderThan: "1 day", states: ["Completed", "WaitingForModel"] })).toBe("states")
    expect(option({ olderThan: "1 day", states: ["completed"] })).toBe("states")
    expect(option({ olderThan: "1 day", states: [] })).toBe("states")
    expect(option({ olderThan: "1 day", states: "Completed" })).toBe("states")
    expect(() => TurnStore.purge({ olderThan: "1 day", states: ["BudgetExceeded"] })).not.toThrow()
  })

  it("a misspelt key and a bad batchSize throw naming them", () => {
    expect(option({ olderThan: "1 day", state: ["Completed"] })).toBe("state")
    expect(option({ olderThan: "1 day", batchSize: -1 })).toBe("batchSize")
    expect(option({ olderThan: "1 day", batchSize: Number.NaN })).toBe("batchSize")
  })
})

retention("memory", () => TurnStore.layerMemory)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "turn-retention-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
let files = 0
retention("SQLite file", () => TurnStore.layerSqlite({ filename: path.join(dir, `t${++files}.db`) }))

it.effect("SQLite: a database made before the index gets it when the store starts, and a purge searches it", () =>
  Effect.gen(function*() {
    const filename = path.join(dir, "upgraded.db")
    const sqlite = SqliteClient.layer({ filename })
    yield* Effect.provide(ids, TurnStore.layerSqlite({ filename }))
    // as the version before retention left it: the table, and its first migration alone
    yield* Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.zipRight(
        sql`DROP INDEX effect_resilience_turns_state_updated_at`,
        sql`DELETE FROM effect_resilience_turns_migrations WHERE migration_id = 2`
      )).pipe(Effect.provide(sqlite))
    const plans = yield* deletePlans(
      TurnStore.purge({ olderThan: 0 }).pipe(Effect.provide(TurnStore.layerSqlite({ filename }))),
      filename
    )
    expect(plans).toHaveLength(4)
    for (const plan of plans) expect(plan).toContain("effect_resilience_turns_state_updated_at")
  }))

// The turns a purge keeps (failed ones kept for a post-mortem, those waiting for retryModel) pile up at the old end of
// `updated_at`: searched by that alone, every batch read them all again (a million kept turns: a second a batch on
// PostgreSQL, and a purge that never ends once a batch outlasts queryTimeout). Searched by state, a batch reads the
// turns it deletes.
it.effect("SQLite: each statement of a purge searches its index by state, so that the turns it keeps are not read", () =>
  Effect.gen(function*() {
    const filename = path.join(dir, "kept.db")
    const plans = yield* deletePlans(
      TurnStore.purge({ olderThan: 0, states: ["Completed", "Cancelled"] }).pipe(
        Effect.provide(TurnStore.layerSqlite({ filename }))
      ),
      filename
    )
    expect(plans.length).toBeGreaterThan(0)
    for (const plan of plans) expect(plan).toContain("(state=? AND updated_at<?)")
  }))

const pg = findPostgres()
reportSkip(pg)
describe.skipIf(!pg.available)("TurnStore.purge with PostgreSQL (a throwaway server)", () => {
  const server = throwawayServer(pg)
  let tables = 0
  retention("PostgreSQL", () => TurnStore.layerPg({ url: server().url, table: `turns_${++tables}` }))

  describe("a table in a schema of its own", () => {
    beforeAll(() => createSchema(server().url, "agent"))
    retention(
      "PostgreSQL, agent.turns_N",
      () => TurnStore.layerPg({ url: server().url, table: `agent.turns_${++tables}` })
    )
  })

  it.effect("a database made before the index gets it when the store starts, recorded as migration 2", () =>
    Effect.gen(function*() {
      const client = PgClient.layer({ url: Redacted.make(server().url) })
      const store = () => TurnStore.layerPg({ url: server().url, table: "upgraded_turns" })
      yield* Effect.provide(ids, store())
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.zipRight(
          sql`DROP INDEX upgraded_turns_state_updated_at`,
          sql`DELETE FROM upgraded_turns_migrations WHERE migration_id = 2`
        )).pipe(Effect.provide(client))
      yield* Effect.provide(ids, store())
      const found = yield* Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.all([
          sql`SELECT indexname FROM pg_indexes WHERE tablename = 'upgraded_turns' ORDER BY indexname`,
          sql`SELECT migration_id, name FROM upgraded_turns_migrations ORDER BY migration_id`
        ])).pipe(Effect.provide(client))
      expect(found).toEqual([
        [
          { indexname: "upgraded_turns_pkey" },
          { indexname: "upgraded_turns_runnable_at" },
          { indexname: "upgraded_turns_state_updated_at" }
        ],
        [{ migration_id: 1, name: "create_turns" }, { migration_id: 2, name: "index_state_updated_at" }]
      ])
    }))
})
