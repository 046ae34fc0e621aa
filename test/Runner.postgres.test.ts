import * as PgClient from "@effect/sql-pg/PgClient"
import * as SqlClient from "@effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Logger, Option, Redacted, Schema } from "effect"
import { Idempotency, Model, RetrySchedule, Runner, Tool, Toolkit, Turn, TurnStore } from "effect-resilience"
import { type ChildProcess, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { AiModel } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import { type Interval, makeWorkload, outagesOf, overlaps, turnIds, TURNS } from "./support/child/turn-workload.js"
import { compile, type Compiled } from "./support/compiled.js"
import { lookup } from "./support/leases.js"
import * as Loopback from "./support/loopback.js"
import {
  blackHoleProxy,
  findPostgres,
  type PostgresServer,
  reportSkip,
  startPostgres,
  waitUntil
} from "./support/postgres.js"

const pg = findPostgres()
reportSkip(pg)

const lines = (file: string) => fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter((l) => l) : []

const groups = new Set<number>()
const killGroup = (pid: number) => {
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}

const counts = (items: ReadonlyArray<string>) => {
  const map = new Map<string, number>()
  for (const item of items) map.set(item, (map.get(item) ?? 0) + 1)
  return map
}

const startAll = Effect.forEach(turnIds, (id) => Turn.start({ id, message: `run ${id}` }), { discard: true })

const allCompleted = Effect.map(
  Effect.flatMap(TurnStore.TurnStore, (store) => store.list({ state: "Completed" })),
  (done) => done.length === TURNS
)

/**
 * Every turn completed, with one tool message and the answer last, and no side effect ran twice.
 * A tool call cut off by a killed process (`cut`) cannot be replayed blindly: the idempotency store
 * holds a claim without a result, so the replay reports that the effect may or may not have
 * happened, and the model reads that. Every other turn's side effect ran exactly once.
 */
const checkCompletedOnce = (log: string, cut: { readonly hung: string; readonly killedWorkers: number } | undefined) =>
  Effect.gen(function*() {
    const store = yield* TurnStore.TurnStore
    const turns = yield* store.list()
    expect(turns).toHaveLength(TURNS)
    const effects = counts(lines(log))
    const unknown: Array<string> = []
    for (const turn of turns) {
      expect(turn.state._tag).toBe("Completed")
      expect(turn.history.map((m) => m._tag)).toEqual([
        "UserMessage",
        "AssistantMessage",
        "ToolMessage",
        "AssistantMessage"
      ])
      expect(turn.history[3]).toEqual(Model.text(`done ${turn.id}`))
      expect(turn.counters.consecutiveRetries).toBe(0)
      expect(turn.counters.cumulativeRetries).toBeGreaterThanOrEqual(outagesOf(turn.id) > 0 ? 1 : 0)
      const result = turn.history[2] as Model.ToolMessage
      expect(effects.get(turn.id) ?? 0).toBeLessThanOrEqual(1)
      if (result.isError) {
        expect(result.content).toContain("it is unknown whether its effect happened")
        unknown.push(turn.id)
      } else {
        expect(effects.get(turn.id)).toBe(1)
      }
    }
    if (cut === undefined) {
      expect(unknown).toEqual([])
    } else {
      // The hung call never ran its effect; at most one call per killed worker fiber was cut.
      expect(unknown).toContain(cut.hung)
      expect(effects.get(cut.hung)).toBeUndefined()
      expect(unknown.length).toBeLessThanOrEqual(cut.killedWorkers)
    }
    expect(yield* store.list({ state: "RetryScheduled" })).toEqual([])
  })

/**
 * The lookup tool of the dead-pool tests: as a call starts, every connection the pool has goes dead (`blackHole`); then
 * the call goes on as `then`.
 */
const lookupOnDeadPool = (blackHole: () => void, then: () => Effect.Effect<string>) =>
  lookup(() => Effect.zipRight(Effect.sync(blackHole), then()))

/** Turn `id` started, with idle connections in the pool besides the one the claim and the saves use. */
const startWithIdleConnections = (id: string) =>
  Effect.gen(function*() {
    yield* Turn.start({ id, message: "go" })
    const store = yield* TurnStore.TurnStore
    yield* Effect.all(Array.from({ length: 5 }, () => store.lease(id)), { concurrency: 5 })
  })

/** How long, in ms, interrupting `fiber` took. */
const interruptTook = <A, E>(fiber: Fiber.Fiber<A, E>) =>
  Effect.gen(function*() {
    const from = Date.now()
    yield* Fiber.interrupt(fiber)
    return Date.now() - from
  })

/** A wait on a dead pool cut off at the lease (3 s), not waiting 5 s more for its cancel. */
const expectAboutTheLease = (millis: number) => {
  expect(millis).toBeGreaterThan(2_500)
  expect(millis).toBeLessThan(4_500)
}

describe.skipIf(!pg.available)("many workers on one PostgreSQL", () => {
  let server: PostgresServer | undefined
  let dir: string
  // the workers' program, compiled once (support/compiled.ts)
  let worker: Compiled | undefined
  beforeAll(async () => {
    server = await startPostgres(pg)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "runner-pg-"))
    worker = await compile("test/support/child/turn-pg-worker.ts")
  })
  afterAll(async () => {
    groups.forEach(killGroup)
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
    worker?.remove()
  })

  /** A new database reached through a proxy whose connections all go dead without a word at `blackHole()`. */
  const deadPool = (database: string) =>
    Effect.flatMap(
      Effect.promise(() => server!.createDatabase(database)),
      (url) => blackHoleProxy(url, server!.port)
    )

  it.live("4 worker fibers share 200 turns; a worker stopped mid-turn loses nothing", () =>
    Effect.gen(function*() {
      const url = yield* Effect.promise(() => server!.createDatabase("fibers"))
      const log = path.join(dir, "fibers.log")
      const intervals: Array<Interval> = []
      const hanging = yield* Deferred.make<string>()
      const healthy = makeWorkload({ log, report: (i) => intervals.push(i) })
      const doomed = makeWorkload({
        log,
        report: (i) => intervals.push(i),
        hangAfter: 3,
        onHang: (turnId) => Deferred.unsafeDone(hanging, Effect.succeed(turnId))
      })
      const stores = Layer.mergeAll(TurnStore.layerPg({ url, maxConnections: 20 }), Idempotency.layerPg({ url }))

      return yield* Effect.gen(function*() {
        // The doomed worker runs a few turns, hangs in the tool of the next, and is stopped gracefully:
        // interrupting its fiber interrupts the step, then gives the turn's lease up.
        yield* startAll
        const doomedFiber = yield* Effect.fork(
          Runner.run({ ...doomed.runnerOptions, owner: "doomed" }).pipe(
            Effect.provideService(Model.Model, doomed.model)
          )
        )
        const hangOn = yield* Deferred.await(hanging)
        const killedAt = Date.now()
        yield* Fiber.interrupt(doomedFiber)
        const lease = yield* Effect.flatMap(TurnStore.TurnStore, (store) => store.lease(hangOn))
        expect(lease._tag).toBe("None")

        const workers = yield* Effect.fork(
          Runner.run({ ...healthy.runnerOptions, workers: 4, owner: "fibers" }).pipe(
            Effect.provideService(Model.Model, healthy.model)
          )
        )
        yield* waitUntil(allCompleted, "200 completed turns")
        yield* Fiber.interrupt(workers)

        // The hung call was interrupted inside its handler: its idempotency claim stays, ended, so the
        // replay reports that its effect may or may not have happened instead of running it again.
        yield* checkCompletedOnce(log, { hung: hangOn, killedWorkers: 1 })
        expect(overlaps(intervals)).toEqual([])
        const owners = new Set(intervals.map((i) => i.owner))
        // Each run's name gets a suffix of its own (`fibers~1a2b3c4d/1`): no two runs share a lease holder.
        expect([...owners].filter((o) => o.startsWith("fibers~")).map((o) => o.replace(/~[0-9a-f]{8}/, "")).sort())
          .toEqual([
            "fibers/1",
            "fibers/2",
            "fibers/3",
            "fibers/4"
          ])
        // The abandoned turn was taken over only after the stop.
        const takeover = intervals.filter((i) => i.turnId === hangOn && !i.owner.startsWith("doomed~"))
        expect(takeover.length).toBeGreaterThan(0)
        expect(Math.min(...takeover.map((i) => i.start))).toBeGreaterThan(killedAt)
      }).pipe(Effect.provide(stores))
    }), 120_000)

  it.live("2 processes share 200 turns; one killed mid-turn with SIGKILL loses nothing", () =>
    Effect.gen(function*() {
      const url = yield* Effect.promise(() => server!.createDatabase("processes"))
      const log = path.join(dir, "processes.log")
      const intervalsFile = path.join(dir, "processes.intervals")
      const stores = Layer.mergeAll(TurnStore.layerPg({ url }), Idempotency.layerPg({ url }))

      return yield* Effect.gen(function*() {
        // Migrations and turns first, so the workers start on a ready database.
        yield* startAll
        const spawnWorker = (owner: string, extra: ReadonlyArray<string> = []) => {
          const proc: ChildProcess = spawn(
            process.execPath,
            [worker!.path, url, log, intervalsFile, owner, ...extra],
            {
              stdio: ["ignore", "pipe", "pipe"],
              detached: true
            }
          )
          groups.add(proc.pid!)
          let stdout = ""
          let stderr = ""
          proc.stdout!.on("data", (c) => (stdout += String(c)))
          proc.stderr!.on("data", (c) => (stderr += String(c)))
          return { proc, output: () => ({ stdout, stderr }) }
        }
        const a = spawnWorker("proc-a", ["40"])
        const b = spawnWorker("proc-b")
        yield* waitUntil(Effect.sync(() => a.output().stdout.includes("hanging")), "proc-a to hang mid-turn")
        const killedAt = Date.now()
        const hangOn = /hanging (\S+)/.exec(a.output().stdout)![1]
        killGroup(a.proc.pid!)

        yield* waitUntil(allCompleted, "200 completed turns")
        killGroup(b.proc.pid!)
        expect(b.output().stderr).toBe("")

        yield* checkCompletedOnce(log, { hung: hangOn, killedWorkers: 2 })
        const intervals = lines(intervalsFile).map((l) => JSON.parse(l) as Interval)
        expect(overlaps(intervals)).toEqual([])
        const byProcess = counts(intervals.map((i) => i.owner.split("~")[0]))
        expect(byProcess.get("proc-a")).toBeGreaterThan(0)
        expect(byProcess.get("proc-b")).toBeGreaterThan(0)
        const takeover = intervals.filter((i) => i.turnId === hangOn && i.owner.startsWith("proc-b"))
        expect(takeover.length).toBeGreaterThan(0)
        expect(Math.min(...takeover.map((i) => i.start))).toBeGreaterThan(killedAt)
      }).pipe(Effect.provide(stores))
    }), 180_000)

  // A stop (a deploy's SIGTERM) can come as an idle worker's claim is on the wire: the server takes the turn for the
  // worker, and its reply arrives after the worker was interrupted and the cancel went out. The trigger plays that
  // reply's delay: it holds the claim a second and lets the cancel pass, as a statement that had ended would.
  it.live(
    "a stop while a claim is in flight: the turn it took is let go at once, not left leased to the stopped worker",
    () =>
      Effect.gen(function*() {
        const url = yield* Effect.promise(() => server!.createDatabase("stopclaim"))
        const sqlLayer = PgClient.layer({ url: Redacted.make(url) })
        const model = yield* Model.scripted([Model.text("done")])
        const toolkit = Toolkit.make()
        const logs: Array<string> = []
        return yield* Effect.gen(function*() {
          yield* Turn.start({ id: "due", message: "go" })
          yield* Effect.flatMap(SqlClient.SqlClient, (sql) =>
            Effect.zipRight(
              sql.unsafe(`CREATE FUNCTION slow_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  BEGIN PERFORM pg_sleep(1); EXCEPTION WHEN query_canceled THEN NULL; END;
  RETURN NEW;
END $$`),
              sql.unsafe(`CREATE TRIGGER slow_claim BEFORE UPDATE ON effect_resilience_turns FOR EACH ROW
WHEN (NEW.lease_owner LIKE 'stopped~%' AND OLD.lease_owner IS NULL) EXECUTE FUNCTION slow_claim()`)
            )).pipe(Effect.provide(sqlLayer))
          const claiming = Effect.flatMap(SqlClient.SqlClient, (sql) =>
            sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`).pipe(
              Effect.provide(sqlLayer)
            )
          const stopped = yield* Effect.fork(
            Runner.run({ toolkit, owner: "stopped", lease: "1 minute", pollInterval: "10 millis" }).pipe(
              Effect.provide(Logger.replace(
                Logger.defaultLogger,
                Logger.make(({ message }) =>
                  logs.push(String(message))
                )
              ))
            )
          )
          yield* waitUntil(Effect.map(claiming, (rows) => rows.length > 0), "the claim in flight")
          yield* Fiber.interrupt(stopped)
          // (Read once the claim has ended on the server, whatever the worker did meanwhile.)
          const claimRunning = Effect.flatMap(SqlClient.SqlClient, (sql) =>
            sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'active'
AND pid <> pg_backend_pid() AND query LIKE '%SET lease_owner%'`).pipe(Effect.provide(sqlLayer))
          yield* waitUntil(
            Effect.map(claimRunning, (rows) =>
              rows.length === 0),
            "the claim's end"
          )
          // The stop saw the claim through and gave back what it took: the turn is not leased for the minute, and
          // the next worker runs it at once.
          expect(
            yield* Effect.flatMap(TurnStore.TurnStore, (store) =>
              store.lease("due"))
          ).toEqual(Option.none())
          const [done] = yield* Runner.runOnce({ toolkit, owner: "next" })
          expect(done?.state._tag).toBe("Completed")
          expect(logs).toContainEqual(expect.stringMatching(/^turn due: stopped~[0-9a-f]{8} was stopped as it claimed/))
        }).pipe(Effect.provide(Layer.merge(model.layer, TurnStore.layerPg({ url }))))
      }),
    60_000
  )

  // A claim that waits on a lock of the whole table (an admin's LOCK TABLE, a migration's ALTER TABLE in a rolling
  // deploy) as the worker is stopped: the stop waits for it one lease, then the claim must be cancelled on the server.
  // Unfixed, the claim's fiber was uninterruptible: its statement waited on, and took the turn for the stopped worker
  // once the lock was gone.
  it.live(
    "a stop as a claim waits on a locked table: the claim is cancelled when the lease ends, taking nothing",
    () =>
      Effect.gen(function*() {
        const url = yield* Effect.promise(() => server!.createDatabase("tablelock"))
        const sqlLayer = PgClient.layer({ url: Redacted.make(url) })
        const locked = yield* Deferred.make<void>()
        const unlock = yield* Deferred.make<void>()
        const lockTable = Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql.withTransaction(Effect.gen(function*() {
            yield* sql`LOCK TABLE effect_resilience_turns IN ACCESS EXCLUSIVE MODE`
            yield* Deferred.succeed(locked, undefined)
            yield* Deferred.await(unlock)
          }))).pipe(Effect.provide(sqlLayer))
        const claimsWaiting = Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
AND query LIKE '%SET lease_owner%'`).pipe(Effect.provide(sqlLayer))
        const model = yield* Model.scripted([Model.text("done")])
        const toolkit = Toolkit.make()
        const logs: Array<string> = []
        return yield* Effect.gen(function*() {
          yield* Turn.start({ id: "due", message: "go" })
          yield* Effect.forkDaemon(lockTable)
          yield* Deferred.await(locked)
          const stopped = yield* Effect.fork(
            Runner.run({ toolkit, owner: "stopped", lease: "2 seconds" }).pipe(
              Effect.provide(Logger.replace(
                Logger.defaultLogger,
                Logger.make(({ message }) =>
                  logs.push(String(message))
                )
              ))
            )
          )
          yield* waitUntil(Effect.map(claimsWaiting, (rows) => rows.length > 0), "the claim waiting on the lock")
          yield* Fiber.interrupt(stopped)
          expect(logs).toContainEqual(expect.stringMatching(/the claim got no answer within the lease \(2s\)/))
          yield* waitUntil(
            Effect.map(claimsWaiting, (rows) => rows.length === 0),
            "the claim's cancel",
            10_000
          )
          yield* Deferred.succeed(unlock, undefined)
          expect(yield* Effect.flatMap(TurnStore.TurnStore, (store) => store.lease("due"))).toEqual(Option.none())
          const [done] = yield* Runner.runOnce({ toolkit, owner: "next" })
          expect(done?.state._tag).toBe("Completed")
        }).pipe(Effect.provide(Layer.merge(model.layer, TurnStore.layerPg({ url }))))
      }),
    60_000
  )

  it.live(
    "a save that waits on a row another session locked: cancelled on the server when the lease ends, never landing",
    () =>
      Effect.gen(function*() {
        const url = yield* Effect.promise(() => server!.createDatabase("rowlock"))
        const sqlLayer = PgClient.layer({ url: Redacted.make(url) })
        const locked = yield* Deferred.make<void>()
        const unlock = yield* Deferred.make<void>()
        // An admin's open transaction (a `SELECT … FOR UPDATE` in a psql session) holds the turn's row.
        const holdRow = Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql.withTransaction(Effect.gen(function*() {
            yield* sql`SELECT 1 FROM effect_resilience_turns WHERE turn_id = 'row' FOR UPDATE`
            yield* Deferred.succeed(locked, undefined)
            yield* Deferred.await(unlock)
          }))).pipe(Effect.provide(sqlLayer))
        const lookup = Tool.make({
          name: "lookup",
          description: "Look a word up",
          parameters: Schema.Struct({ word: Schema.String }),
          success: Schema.String,
          // the row is locked while the tool runs: the step's save after it waits for the lock
          handler: () => Effect.as(Effect.zipRight(Effect.forkDaemon(holdRow), Deferred.await(locked)), "a lock")
        })
        const toolkit = Toolkit.make(lookup)
        const model = yield* Model.scripted([
          Model.callTools({ id: "c1", name: "lookup", args: { word: "GIL" } }),
          Model.text("done")
        ])
        const logs: Array<string> = []
        const waitingOnLocks = Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql<{ readonly query: string }>`SELECT query FROM pg_stat_activity
WHERE datname = current_database() AND wait_event_type = 'Lock'`).pipe(Effect.provide(sqlLayer))
        return yield* Effect.gen(function*() {
          yield* Turn.start({ id: "row", message: "go" })
          const lost = yield* Runner.runOnce({ toolkit, lease: "2 seconds", owner: "w1" }).pipe(
            Effect.provide(Logger.replace(
              Logger.defaultLogger,
              Logger.make(({ message }) =>
                logs.push(String(message))
              )
            ))
          )
          expect(lost).toEqual([])
          expect(logs.filter((l) => l.includes("let it go"))).toEqual([
            expect.stringContaining("a save of the step got no answer until then")
          ])
          // Interrupted, the save (and the release after it) were cancelled on the server: no statement of the worker
          // still waits for the row, to land once it is unlocked.
          expect(yield* waitingOnLocks).toEqual([])
          const before = yield* Turn.get("row")
          yield* Deferred.succeed(unlock, undefined)
          // Our turn for the row comes after the admin's commit and after any statement queued for it before us.
          yield* Effect.flatMap(SqlClient.SqlClient, (sql) =>
            sql.withTransaction(sql`SELECT 1 FROM effect_resilience_turns WHERE turn_id = 'row' FOR UPDATE`)).pipe(
              Effect.provide(sqlLayer)
            )
          expect((yield* Turn.get("row")).version).toBe(before.version)
          // Once the lease has ended, the next worker resumes the turn from its last save.
          yield* Effect.sleep("2 seconds")
          const [done] = yield* Runner.runOnce({ toolkit, lease: "2 seconds", owner: "w2" })
          expect(done.state._tag).toBe("Completed")
          expect(done.history.map((m) =>
            m._tag
          )).toEqual([
            "UserMessage",
            "AssistantMessage",
            "ToolMessage",
            "AssistantMessage"
          ])
        }).pipe(Effect.provide(Layer.merge(model.layer, TurnStore.layerPg({ url }))))
      }),
    60_000
  )

  // A renewal sent on a connection gone dead without a word (a NAT or firewall that dropped its state) gets no answer;
  // the lease keeper cuts it off as the lease ends, and the step stops there, since another worker may take the turn
  // from then on. The cut-off waited for the statement's cancel, which @effect/sql-pg sends through another connection
  // of the pool and gives 5 s: on a pool whose idle connections were dead too, the step (a tool call here) ran on some
  // 5 s past the lease, beside the worker that took the turn over. A renewal reaches the lease's end unanswered when
  // `queryTimeout` is not below two thirds of the lease (here 10 s, the default, against a 3 s lease), or when it is
  // the retry of one that failed after its `queryTimeout` and cancel.
  it.live(
    "a renewal on a dead connection: the step stops as the lease ends, not after the cancel's own 5 s",
    () =>
      Effect.gen(function*() {
        const { blackHole, url: proxied } = yield* deadPool("deadrenewal")
        const started = yield* Deferred.make<number>()
        const stoppedAt = yield* Deferred.make<number>()
        // the first renewal goes out on one of the pool's connections, dead as the tool started
        const toolkit = Toolkit.make(lookupOnDeadPool(blackHole, () =>
          Effect.zipRight(
            Deferred.succeed(started, Date.now()),
            Effect.as(Effect.onInterrupt(Effect.never, () => Deferred.succeed(stoppedAt, Date.now())), "never")
          )))
        const model = yield* Model.scripted([Model.callTools({ id: "c1", name: "lookup", args: { word: "GIL" } })])
        return yield* Effect.gen(function*() {
          yield* startWithIdleConnections("dead")
          const run = yield* Effect.fork(Runner.runOnce({ toolkit, lease: "3 seconds", owner: "w1" }))
          const from = yield* Deferred.await(started)
          const until = yield* Deferred.await(stoppedAt)
          // the lease ends some 3 s after the tool started (claimed just before); cut off then, the renewal's cancel
          // went on 5 s more (7.8 s measured)
          expectAboutTheLease(until - from)
          expect(yield* Fiber.join(run)).toEqual([])
        }).pipe(Effect.provide(Layer.merge(model.layer, TurnStore.layerPg({ url: proxied }))))
      }).pipe(Effect.scoped),
    60_000
  )

  // A graceful stop gives the turn up, waiting for the release at most one lease (README): on a dead pool the release
  // gets no answer and is cut off at the lease. Cut off, it waited for its cancel, which @effect/sql-pg sends through
  // another connection of the pool (dead too) and gives 5 s: the stop, and a shutdown behind it, took the lease and
  // 5 s more (a grace period set to the lease plus a margin killed the process first).
  it.live(
    "a stop on a dead pool: the release is given up as the lease ends, not after the cancel's own 5 s",
    () =>
      Effect.gen(function*() {
        const { blackHole, url: proxied } = yield* deadPool("deadstop")
        const started = yield* Deferred.make<void>()
        const toolkit = Toolkit.make(
          lookupOnDeadPool(blackHole, () => Effect.zipRight(Deferred.succeed(started, undefined), Effect.never))
        )
        const model = yield* Model.scripted([Model.callTools({ id: "c1", name: "lookup", args: { word: "GIL" } })])
        return yield* Effect.gen(function*() {
          yield* startWithIdleConnections("deadstop")
          const run = yield* Effect.fork(Runner.run({ toolkit, lease: "3 seconds", owner: "w1" }))
          yield* Deferred.await(started)
          // the release waits the lease (3 s) for an answer; then cut off, its cancel went on 5 s more (8.0 s measured)
          expectAboutTheLease(yield* interruptTook(run))
        }).pipe(Effect.provide(Layer.merge(model.layer, TurnStore.layerPg({ url: proxied }))))
      }).pipe(Effect.scoped),
    60_000
  )

  // A stop that comes while the model call waits to retry saves the turn RetryScheduled, waiting for the save at most
  // one lease, as for a release: cut off then on a dead pool, it waited for its cancel 5 s more.
  it.live(
    "a stop during a retry wait on a dead pool: the save is given up as the lease ends, not after its cancel's 5 s",
    () =>
      Effect.gen(function*() {
        const { blackHole, url: proxied } = yield* deadPool("deadsave")
        // a 429 that asks for 30 s: the retry layer waits it out
        const api = yield* Loopback.scoped(Responses.error(
          429,
          { type: "tokens", code: "rate_limit_exceeded", message: "Rate limit reached" },
          { "retry-after": "30" }
        ))
        const model = AiModel.layerModel().pipe(
          Layer.provide(AiModel.layerPolicy({ name: "openai", retry: { schedule: RetrySchedule.standard } })),
          Layer.provide(Responses.openAi(api.url))
        )
        return yield* Effect.gen(function*() {
          yield* startWithIdleConnections("deadsave")
          const run = yield* Effect.fork(Runner.run({ toolkit: Toolkit.make(), lease: "3 seconds", owner: "w1" }))
          yield* waitUntil(Effect.sync(() => api.requests.length === 1), "the model call")
          // the retry layer has read the 429 and waits; the pool goes dead
          yield* Effect.sleep("200 millis")
          yield* Effect.sync(blackHole)
          // the save waits the lease (3 s) for an answer; then cut off, its cancel went on 5 s more (8.0 s measured)
          expectAboutTheLease(yield* interruptTook(run))
        }).pipe(Effect.provide(Layer.merge(model, TurnStore.layerPg({ url: proxied }))))
      }).pipe(Effect.scoped),
    60_000
  )
})
