import * as PgClient from "@effect/sql-pg/PgClient"
import * as SqliteClient from "@effect/sql-sqlite-node/SqliteClient"
import * as SqlClient from "@effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import {
  Data,
  Deferred,
  Duration,
  Effect,
  Exit,
  Fiber,
  HashMap,
  Layer,
  Logger,
  Option,
  Redacted,
  Ref,
  Schema,
  Scope,
  TestClock
} from "effect"
import { Classify, Failure, Idempotency, Model, Runner, Toolkit, ToolResult, Turn, TurnStore } from "effect-resilience"
import * as fs from "node:fs"
import * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { watchSockets } from "../src/internal/silentConnections.js"
import { invalidOption, unhandledErrors } from "./support/common.js"
import {
  blackHoleProxy,
  createSchema,
  findPostgres,
  inOpenTransaction,
  lockedTable,
  reportSkip,
  serializableByDefault,
  throwawayServer,
  waitingOnLocks,
  waitUntil
} from "./support/postgres.js"
import { holdWriteLock } from "./support/sqliteLock.js"

const counters = new Turn.Counters({ cumulativeRetries: 0, consecutiveRetries: 0, compactions: 0 })

const turn = (id: string, state: Turn.TurnState = new Turn.Running(), at = 0) =>
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

const exhausted = (retryAfter?: Duration.Duration) => {
  const last = new Failure.Retryable({ reason: "HTTP 503", status: 503, retryAfter })
  return new Failure.Exhausted({
    attempts: [{ attempt: 1, failure: last, delay: Duration.seconds(1) }, { attempt: 2, failure: last }],
    last,
    layer: "session"
  })
}

class CompactorError extends Data.TaggedError("CompactorError")<{ readonly message: string; readonly shard: number }> {}

// Every state, with what a user or a provider puts in a turn free-form: a tool's arguments and result of any shape,
// provider metadata, causes of any shape, a failure of the program's own. The SQL stores decode with unknown fields
// refused (a newer version's): none of these may count as one.
const everyState: ReadonlyArray<Turn.TurnState> = [
  new Turn.Running(),
  new Turn.RetryScheduled({ nextRunnableAt: 5, failure: exhausted(Duration.seconds(3)) }),
  new Turn.WaitingForModel({
    reason: "RetryLimit",
    failure: new Failure.Exhausted({ ...exhausted(), stoppedBy: "the retry budget refused a retry" })
  }),
  new Turn.WaitingForModel({
    reason: "Permanent",
    failure: new Failure.Permanent({ reason: "HTTP 401", status: 401, cause: { error: { type: "auth", extra: [1] } } })
  }),
  new Turn.Completed({
    answer: new Model.AssistantMessage({
      content: "done",
      toolCalls: [],
      stopReason: "stop",
      reasoning: [new Model.Reasoning({ text: "t", metadata: { openai: { itemId: "rs_1", any: { depth: [1] } } } })]
    })
  }),
  new Turn.Failed({ failure: new Failure.Fatal({ reason: "HTTP 400", cause: new TypeError("bad body") }) }),
  new Turn.Failed({
    failure: new ToolResult.ToolError({ code: "FAILED", tool: "t", callId: "c", reason: "r", cause: { any: { k: 1 } } })
  }),
  new Turn.Failed({ failure: new Turn.StepDefect({ reason: "died", cause: { thrown: { by: "a tool" } } }) }),
  new Turn.Failed({ failure: new CompactorError({ message: "the summariser failed", shard: 2 }) }),
  new Turn.Cancelled({ reason: "the user stopped it" }),
  new Turn.BudgetExceeded({ budget: "steps", detail: "20 steps" })
]

const freeForm: Model.History = [
  new Model.SystemMessage({ content: "be brief" }),
  new Model.UserMessage({ content: "hi" }),
  new Model.AssistantMessage({
    content: "",
    toolCalls: [
      new Model.ToolCall({ id: "c1", name: "search", arguments: JSON.stringify({ q: "x", filters: { any: [{}] } }) })
    ],
    stopReason: "tool-calls",
    reasoning: [
      new Model.Reasoning({
        text: "thinking",
        metadata: { anthropic: { type: "thinking", signature: "sig", unknownToUs: { nested: true } } }
      }),
      new Model.Reasoning({ text: "" })
    ]
  }),
  new Model.ToolMessage({
    toolCallId: "c1",
    toolName: "search",
    content: JSON.stringify({ rows: [{ id: 1, whatever: { key: "value" } }] }),
    isError: true
  }),
  new Model.AssistantMessage({ content: "cut", toolCalls: [], stopReason: "length", errorMessage: "max tokens" })
]

const contract = (name: string, layer: () => Layer.Layer<TurnStore.TurnStore, unknown>) =>
  describe(name, () => {
    const withStore = <A, E>(body: (store: TurnStore.Store) => Effect.Effect<A, E>) =>
      Effect.flatMap(TurnStore.TurnStore, body).pipe(Effect.provide(layer()))

    it.effect("create, get and list round-trip every field; a second create with the same id fails", () =>
      withStore((store) =>
        Effect.gen(function*() {
          const full = new Turn.Turn({
            ...turn("a"),
            history: [
              new Model.SystemMessage({ content: "be brief" }),
              new Model.UserMessage({ content: "hi" }),
              Model.callTools({ id: "c1", name: "search", args: { q: "x" } }),
              new Model.ToolMessage({ toolCallId: "c1", toolName: "search", content: "[]" }),
              Model.text("hello")
            ],
            state: new Turn.WaitingForModel({ reason: "RetryLimit", failure: exhausted(Duration.seconds(30)) }),
            counters: new Turn.Counters({ cumulativeRetries: 7, consecutiveRetries: 5, compactions: 1 }),
            steps: 3,
            createdAt: 1,
            startedAt: 2,
            updatedAt: 3
          })
          yield* store.create(full)
          expect(yield* store.get("a")).toEqual(Option.some(full))
          expect(yield* store.get("missing")).toEqual(Option.none())
          const again = yield* Effect.flip(store.create(turn("a")))
          expect(again).toBeInstanceOf(TurnStore.TurnAlreadyExists)
          yield* store.create(turn("b", new Turn.Completed({ answer: Model.text("done") })))
          // Oldest first: "a" was created at 1, "b" at 0.
          expect((yield* store.list()).map((t) => t.id)).toEqual(["b", "a"])
          expect((yield* store.list({ state: "Completed" })).map((t) => t.id)).toEqual(["b"])
        })
      ))

    it.effect("every state, with free-form tool data, provider metadata and causes, reads back after create and save", () =>
      withStore((store) =>
        Effect.gen(function*() {
          const counted = new Turn.Counters({
            cumulativeRetries: 2,
            consecutiveRetries: 1,
            compactions: 1,
            exchanges: 4
          })
          const turns = everyState.map((state, i) =>
            new Turn.Turn({ ...turn(`s${i}`, state, i), history: freeForm, counters: counted, steps: 3 })
          )
          // As a store keeps it: JSON, a cause kept as its summary.
          const json = Schema.parseJson(Turn.Turn)
          const stored = (t: Turn.Turn) => Schema.decodeSync(json)(Schema.encodeSync(json)(t))
          for (const t of turns) {
            yield* store.create(t)
            expect(Option.map(yield* store.get(t.id), stored)).toEqual(Option.some(stored(t)))
            yield* store.save(new Turn.Turn({ ...t, steps: 4 }), { expectedVersion: 0 })
          }
          expect((yield* store.list()).map((t) => [t.id, t.steps, t.version])).toEqual(
            turns.map((t) => [t.id, 4, 1])
          )
        })
      ))

    // PostgreSQL's text refuses a NUL, and UTF-8 holds no lone surrogate: the turn's JSON escapes both, so a message or a
    // tool result holding them (a binary tool output, a reply cut mid-emoji) reads back as written.
    it.effect("any text in messages and tool results, NUL and lone surrogates included, reads back as written", () =>
      withStore((store) =>
        Effect.gen(function*() {
          const text =
            "nul \u0000, lone \ud800 and \udc00, pair \ud83d\ude00, bom \ufeff, \u0001\u001f\u007f\u2028\u2029"
          const history: Model.History = [
            new Model.UserMessage({ content: text }),
            new Model.AssistantMessage({
              content: text,
              toolCalls: [new Model.ToolCall({ id: "c\u0000", name: "read", arguments: JSON.stringify({ q: text }) })],
              stopReason: "tool-calls"
            }),
            new Model.ToolMessage({ toolCallId: "c\u0000", toolName: "read", content: text })
          ]
          const created = yield* store.create(new Turn.Turn({ ...turn("text"), history }))
          expect(Option.map(yield* store.get("text"), (t) => t.history)).toEqual(Option.some(history))
          yield* store.save(new Turn.Turn({ ...created, state: new Turn.Cancelled({ reason: text }) }), {
            expectedVersion: 0
          })
          expect(Option.map(yield* store.get("text"), (t) => t.state)).toEqual(
            Option.some(new Turn.Cancelled({ reason: text }))
          )
        })
      ))

    it.effect("save checks the version it read and bumps it", () =>
      withStore((store) =>
        Effect.gen(function*() {
          yield* store.create(turn("a"))
          const saved = yield* store.save(new Turn.Turn({ ...turn("a"), steps: 1 }), { expectedVersion: 0 })
          expect(saved.version).toBe(1)
          expect(yield* Effect.map(store.get("a"), Option.map((t) => [t.version, t.steps]))).toEqual(
            Option.some([1, 1])
          )
          const stale = yield* Effect.flip(
            store.save(new Turn.Turn({ ...turn("a"), steps: 9 }), { expectedVersion: 0 })
          )
          expect(stale).toEqual(new TurnStore.TurnConflict({ turnId: "a", expectedVersion: 0 }))
          expect(Option.map(yield* store.get("a"), (t) => t.steps)).toEqual(Option.some(1))
        })
      ))

    it.effect("takes times with fractions of a millisecond (a jittered resume delay): due never early", () =>
      withStore((store) =>
        Effect.gen(function*() {
          const scheduled = new Turn.RetryScheduled({ nextRunnableAt: 90.72, failure: exhausted() })
          const created = turn("jittered", scheduled, 10.5)
          yield* store.create(created)
          expect(yield* store.claim({ owner: "w1", now: 90.5, leaseUntil: 120.25, limit: 1 })).toEqual([])
          const claimed = yield* store.claim({ owner: "w1", now: 91.5, leaseUntil: 120.25, limit: 1 })
          expect(claimed.map((t) => t.id)).toEqual(["jittered"])
          // the snapshot keeps the times as given; the lease ends no earlier than asked
          expect(claimed[0].state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 90.72 })
          expect(Option.map(yield* store.lease("jittered"), (l) => l.until >= 120.25)).toEqual(Option.some(true))
          yield* store.renew("jittered", "w1", 150.5)
          const later = new Turn.RetryScheduled({ nextRunnableAt: 300.1, failure: exhausted() })
          yield* store.save(new Turn.Turn({ ...claimed[0], state: later, updatedAt: 99.9 }), {
            expectedVersion: claimed[0].version,
            owner: "w1",
            release: true
          })
          expect(yield* store.claim({ owner: "w2", now: 300, leaseUntil: 330, limit: 1 })).toEqual([])
          expect((yield* store.claim({ owner: "w2", now: 301, leaseUntil: 330, limit: 1 })).map((t) => t.id)).toEqual([
            "jittered"
          ])
        })
      ))

    it.effect("claim takes due turns only, oldest due first, up to the limit, and bumps their version", () =>
      withStore((store) =>
        Effect.gen(function*() {
          yield* store.create(turn("running-late", new Turn.Running(), 50))
          yield* store.create(turn("running", new Turn.Running(), 10))
          yield* store.create(turn("due", new Turn.RetryScheduled({ nextRunnableAt: 90, failure: exhausted() })))
          yield* store.create(turn("later", new Turn.RetryScheduled({ nextRunnableAt: 200, failure: exhausted() })))
          yield* store.create(
            turn(
              "waiting",
              new Turn.WaitingForModel({ reason: "Permanent", failure: new Failure.Permanent({ reason: "401" }) })
            )
          )
          yield* store.create(turn("done", new Turn.Cancelled({ reason: "x" })))
          const first = yield* store.claim({ owner: "w1", now: 100, leaseUntil: 130, limit: 2 })
          expect(first.map((t) => [t.id, t.version])).toEqual([["running", 1], ["running-late", 1]])
          const second = yield* store.claim({ owner: "w2", now: 100, leaseUntil: 130, limit: 10 })
          expect(second.map((t) => t.id)).toEqual(["due"])
          expect(yield* store.claim({ owner: "w3", now: 100, leaseUntil: 130, limit: 10 })).toEqual([])
          expect(yield* store.lease("running")).toEqual(Option.some({ owner: "w1", until: 130 }))
          // After the leases end, and once "later" is due, they can be claimed again.
          const after = yield* store.claim({ owner: "w3", now: 200, leaseUntil: 230, limit: 10 })
          expect(after.map((t) => t.id)).toEqual(["running", "running-late", "due", "later"])
        })
      ))

    it.effect("a worker's save needs its lease: once another worker took the turn over, the save fails", () =>
      withStore((store) =>
        Effect.gen(function*() {
          yield* store.create(turn("a"))
          const [mine] = yield* store.claim({ owner: "w1", now: 0, leaseUntil: 10, limit: 1 })
          const kept = yield* store.save(new Turn.Turn({ ...mine, steps: 1 }), {
            expectedVersion: mine.version,
            owner: "w1"
          })
          expect(kept.version).toBe(2)
          expect(yield* store.renew("a", "w1", 20)).toEqual(Option.some(2))
          expect(yield* store.renew("a", "w2", 20)).toEqual(Option.none())
          // w1 stalls past its lease; w2 takes the turn over.
          const [theirs] = yield* store.claim({ owner: "w2", now: 20, leaseUntil: 50, limit: 1 })
          expect(theirs.version).toBe(3)
          const lost = yield* Effect.flip(
            store.save(new Turn.Turn({ ...kept, steps: 2 }), { expectedVersion: kept.version, owner: "w1" })
          )
          expect(lost._tag).toBe("TurnConflict")
          // Even with the right version, a save by someone who does not hold the lease fails.
          const wrongOwner = yield* Effect.flip(
            store.save(new Turn.Turn({ ...theirs, steps: 2 }), { expectedVersion: theirs.version, owner: "w1" })
          )
          expect(wrongOwner._tag).toBe("TurnConflict")
          expect(yield* store.release("a", "w1")).toBe(false)
          expect(yield* store.renew("a", "w1", 60)).toEqual(Option.none())
          // w2 rests the turn and gives the lease up in the same write.
          const rested = yield* store.save(
            new Turn.Turn({ ...theirs, state: new Turn.RetryScheduled({ nextRunnableAt: 100, failure: exhausted() }) }),
            { expectedVersion: theirs.version, owner: "w2", release: true }
          )
          expect(rested.version).toBe(4)
          expect(yield* store.lease("a")).toEqual(Option.none())
          expect(yield* store.claim({ owner: "w3", now: 99, leaseUntil: 200, limit: 1 })).toEqual([])
          expect((yield* store.claim({ owner: "w3", now: 100, leaseUntil: 200, limit: 1 })).map((t) => t.id)).toEqual([
            "a"
          ])
          // An operation (no owner) writes under any lease, checking the version only.
          const cancelled = yield* store.save(
            new Turn.Turn({ ...rested, state: new Turn.Cancelled({ reason: "stop" }) }),
            { expectedVersion: 5 }
          )
          expect(cancelled.version).toBe(6)
          expect(yield* store.renew("a", "w3", 300)).toEqual(Option.some(6))
          expect(yield* store.release("a", "w3")).toBe(true)
        })
      ))

    // The runner's renewal is disconnected (cut off at the lease's end, it is not waited for), so it may reach the
    // database after its worker fiber, whose owner name stays the same from turn to turn, lost the turn and claimed it
    // again: it set the new lease back to the old one's end, and another worker took the turn while it ran.
    it.effect("a renewal never shortens a lease: one landing late, after its owner claimed the turn again, changes nothing", () =>
      withStore((store) =>
        Effect.gen(function*() {
          yield* store.create(turn("a"))
          yield* store.claim({ owner: "w1", now: 0, leaseUntil: 30, limit: 1 })
          // w1 sends a renewal at 10 (until 40) that hangs; its lease ends, it lets the turn go and claims it again.
          expect(yield* store.release("a", "w1")).toBe(true)
          const [again] = yield* store.claim({ owner: "w1", now: 45, leaseUntil: 75, limit: 1 })
          // The hung renewal lands: the lease is w1's, so it answers, and keeps the later end.
          expect(yield* store.renew("a", "w1", 40)).toEqual(Option.some(again.version))
          expect(yield* store.lease("a")).toEqual(Option.some({ owner: "w1", until: 75 }))
          // Nobody else may claim the turn before the lease w1 holds ends.
          expect(yield* store.claim({ owner: "w2", now: 50, leaseUntil: 80, limit: 1 })).toEqual([])
          // A clock that jumped back: the lease granted stays until a renewal asks for later.
          expect(yield* store.renew("a", "w1", 60)).toEqual(Option.some(again.version))
          expect(yield* store.lease("a")).toEqual(Option.some({ owner: "w1", until: 75 }))
          expect(yield* store.renew("a", "w1", 90)).toEqual(Option.some(again.version))
          expect(yield* store.lease("a")).toEqual(Option.some({ owner: "w1", until: 90 }))
          // A claim after the lease ended sets the claimer's end, even one earlier than the lapsed lease's (a
          // claimer whose clock is behind), and a release still clears it.
          const [taken] = yield* store.claim({ owner: "w2", now: 90, leaseUntil: 85, limit: 1 })
          expect(taken.id).toBe("a")
          expect(yield* store.lease("a")).toEqual(Option.some({ owner: "w2", until: 85 }))
          expect(yield* store.release("a", "w2")).toBe(true)
          expect(yield* store.lease("a")).toEqual(Option.none())
        })
      ))
  })

contract("TurnStore.layerMemory", () => TurnStore.layerMemory)

let files = 0
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "turnstore-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
contract("TurnStore.layerSqlite", () => TurnStore.layerSqlite({ filename: path.join(dir, `t${++files}.db`) }))
// A schema-qualified name named its index "main"."turns_runnable_at" ON "main"."turns", which SQLite refuses.
contract(
  "TurnStore.layerSqlite, a schema-qualified table",
  () => TurnStore.layerSqlite({ filename: path.join(dir, `t${++files}.db`), table: "main.agent_turns" })
)

// Rows this version cannot decode: a state a newer version wrote during a rolling deploy, and corrupt JSON. The claim's
// UPDATE had leased every row it picked when the first of them failed to decode: the claim failed, its good turns
// waited out the lease unrun, and came back with the bad row (the oldest due) in every later claim, so a
// `Runner.runOnce({ workers: 2 })` never ran them. `list` failed as a whole. Neither said which turn was at fault.
/** A logger that keeps each line as "LEVEL turnId message", for the tests of rows that do not decode. */
const capturingLogs = (logs: Array<string>) =>
  Logger.replace(
    Logger.defaultLogger,
    Logger.make(({ annotations, logLevel, message }) =>
      logs.push(
        `${logLevel.label} ${String(Option.getOrUndefined(HashMap.get(annotations, "turnId")))} ${String(message)}`
      )
    )
  )

const undecodable = (name: string, client: () => Layer.Layer<SqlClient.SqlClient, unknown>) =>
  describe(`${name}: a row that does not decode`, () => {
    let tables = 0
    const withStore = <A, E>(
      body: (
        store: TurnStore.Store,
        logs: ReadonlyArray<string>
      ) => Effect.Effect<A, E, SqlClient.SqlClient | TurnStore.TurnStore>
    ) => {
      const logs: Array<string> = []
      const table = `undecodable_${++tables}`
      return Effect.gen(function*() {
        const store = yield* TurnStore.TurnStore
        yield* store.create(turn("paused", new Turn.Running(), 0))
        yield* store.create(turn("corrupt", new Turn.Running(), 1))
        yield* store.create(turn("good1", new Turn.Running(), 2))
        yield* store.create(turn("good2", new Turn.Running(), 3))
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE ${sql(table)} SET data = replace(data, '"Running"', '"Paused"') WHERE turn_id = 'paused'`
        yield* sql`UPDATE ${sql(table)} SET data = '{"id": "corrupt", ' WHERE turn_id = 'corrupt'`
        return yield* body(store, logs)
      }).pipe(
        Effect.provide(Layer.provideMerge(TurnStore.layerSql({ table }), client())),
        Effect.provide(capturingLogs(logs))
      )
    }

    it.effect("a claim returns the turns that decode; the others are logged and stay leased until the lease ends", () =>
      withStore((store, logs) =>
        Effect.gen(function*() {
          const first = yield* store.claim({ owner: "w1", now: 100, leaseUntil: 130, limit: 3 })
          expect(first.map((t) => [t.id, t.version])).toEqual([["good1", 1]])
          expect(logs).toHaveLength(2)
          expect(logs[0]).toMatch(
            /^ERROR paused turn paused: its stored data does not decode, so it was not run \(it stays leased to w1 until 1970-01-01T00:00:00\.130Z, then is claimed again\): [\s\S]*actual "Paused"/
          )
          expect(logs[1]).toMatch(/^ERROR corrupt turn corrupt: its stored data does not decode, so it was not run/)
          // Left leased, as a back-off: the next claims take the other turns, and say nothing more of it.
          expect(yield* store.lease("paused")).toEqual(Option.some({ owner: "w1", until: 130 }))
          const second = yield* store.claim({ owner: "w2", now: 100, leaseUntil: 130, limit: 3 })
          expect(second.map((t) => t.id)).toEqual(["good2"])
          expect(yield* store.claim({ owner: "w3", now: 129, leaseUntil: 160, limit: 3 })).toEqual([])
          expect(logs).toHaveLength(2)
          // Once per lease, by any worker (one of the version that wrote it, in a rolling deploy).
          expect(yield* store.claim({ owner: "w4", now: 130, leaseUntil: 160, limit: 1 })).toEqual([])
          expect(logs).toHaveLength(3)
          expect(logs[2]).toMatch(/^ERROR paused turn paused: .* leased to w4 until 1970-01-01T00:00:00\.160Z/)
        })
      ))

    it.effect("list gives the turns that decode and logs the others; get names the turn it could not read", () =>
      withStore((store, logs) =>
        Effect.gen(function*() {
          expect((yield* store.list()).map((t) => t.id)).toEqual(["good1", "good2"])
          expect((yield* store.list({ state: "Running" })).map((t) => t.id)).toEqual(["good1", "good2"])
          expect(logs).toHaveLength(4)
          expect(logs[0]).toMatch(/^ERROR paused turn paused: its stored data does not decode, so it was left out of/)
          const error = yield* Effect.flip(store.get("corrupt"))
          expect(error).toBeInstanceOf(TurnStore.TurnStoreError)
          expect(error.turnId).toBe("corrupt")
          expect(error.message).toMatch(/^the turn store failed to read the turn \(corrupt\): /)
        })
      ))

    it.effect("Runner.runOnce({ workers: 2 }) runs the turns that decode", () =>
      withStore(() =>
        Effect.gen(function*() {
          const model = yield* Model.scripted([Model.text("one"), Model.text("two")])
          const options = { toolkit: Toolkit.make(), workers: 2 }
          const runOnce = Runner.runOnce(options).pipe(
            Effect.map((turns) => turns.map((t) => `${t.id} ${t.state._tag}`)),
            Effect.provide(model.layer)
          )
          yield* TestClock.adjust("1 second")
          // The first claim of two takes the two bad rows, the oldest due, and leaves them leased; the next, the
          // good turns (before, every claim failed on the bad rows, and the good turns never ran).
          expect(yield* runOnce).toEqual([])
          expect(yield* runOnce).toEqual(["good1 Completed", "good2 Completed"])
          expect(yield* runOnce).toEqual([])
          expect(yield* model.calls).toBe(2)
        })
      ))

    // A newer version adds fields as optional ones (this one added `reasoning`, `exchanges`, `stoppedBy`): its rows
    // decoded here, the field ignored, and the turn's next save wrote it back without the field. Here a user message's
    // attachment: the model was asked without it, and the row lost it for the newer workers too.
    it.effect("a row with a field this version does not know is left as it is, not run and saved without it", () => {
      const logs: Array<string> = []
      const table = `undecodable_${++tables}`
      return Effect.gen(function*() {
        const store = yield* TurnStore.TurnStore
        yield* store.create(turn("newer", new Turn.Running(), 0))
        const sql = yield* SqlClient.SqlClient
        const attachment = `"_tag":"UserMessage","attachments":[{"name":"report.pdf"}]`
        yield* sql`UPDATE ${sql(table)} SET data = replace(data, '"_tag":"UserMessage"', ${attachment})`
        const model = yield* Model.scripted([Model.text("done")])
        yield* TestClock.adjust("1 second")
        expect(yield* Runner.runOnce({ toolkit: Toolkit.make() }).pipe(Effect.provide(model.layer))).toEqual([])
        expect(yield* model.calls).toBe(0)
        const [row] = yield* sql<{ readonly data: string; readonly version: number | string }>`SELECT data, version
FROM ${sql(table)} WHERE turn_id = 'newer'`
        expect(row.data).toContain(attachment)
        expect(Number(row.version)).toBe(1)
        expect(logs).toEqual([
          expect.stringMatching(
            /^ERROR newer turn newer: its stored data does not decode, so it was not run [\s\S]*"attachments"[\s\S]*is unexpected/
          )
        ])
        const error = yield* Effect.flip(Turn.get("newer"))
        expect(error.message).toMatch(/^the turn store failed to read the turn \(newer\): /)
      }).pipe(
        Effect.provide(Layer.provideMerge(TurnStore.layerSql({ table }), client())),
        Effect.provide(capturingLogs(logs))
      )
    })
  })

undecodable("SQLite file", () => SqliteClient.layer({ filename: path.join(dir, `t${++files}.db`) }))

describe("a SQLite file locked by another process", () => {
  it(
    "fails with a TurnStoreError that says why: the database is locked (SQLITE_BUSY), not only that a statement failed",
    async () => {
      const db = path.join(dir, "locked.db")
      const layer = TurnStore.layerSqlite({ filename: db })
      await Effect.runPromise(Turn.start({ id: "before", message: "hi" }).pipe(Effect.provide(layer)))
      // A backup, a migration, a person's sqlite3 session: another process holds the write lock past the busy timeout.
      const unlock = await holdWriteLock(db)
      try {
        const error = await Effect.runPromise(
          Turn.start({ id: "during", message: "hi" }).pipe(Effect.flip, Effect.provide(layer))
        )
        expect(error._tag).toBe("TurnStoreError")
        // It read "the turn store failed to create the turn (during): Failed to execute statement", as for any failure
        // of the file (locked, full, missing its table): the runner's log said no more.
        expect(error.message).toBe(
          "the turn store failed to create the turn (during): Failed to execute statement: database is locked (SQLITE_BUSY)"
        )
      } finally {
        unlock()
      }
    },
    30_000
  )
})

// `layerSql` over a client the program shares: a statement of the store waits for the one connection while another
// fiber's transaction holds it, for as long as the transaction takes in real time.
describe("a SQLite store's statement waiting for the connection", () => {
  const sharedClient = () => SqliteClient.layer({ filename: path.join(dir, `t${++files}.db`) })
  /** Holds the client's connection in a transaction of its own until `release` is done. */
  const holdConnection = (release: Deferred.Deferred<void>) =>
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const held = yield* Deferred.make<void>()
      yield* Effect.forkScoped(
        sql.withTransaction(Effect.zipRight(Deferred.succeed(held, undefined), Deferred.await(release)))
      )
      yield* Deferred.await(held)
    })

  it.scoped("gets its answer when TestClock jumps an hour ahead meanwhile: the bound is real time", () =>
    Effect.gen(function*() {
      const store = yield* TurnStore.TurnStore
      yield* store.create(turn("shared"))
      const release = yield* Deferred.make<void>()
      yield* holdConnection(release)
      const fiber = yield* Effect.fork(store.get("shared"))
      yield* TestClock.adjust("1 hour")
      yield* Deferred.succeed(release, undefined)
      expect(Option.map(yield* Fiber.join(fiber), (t) => t.id)).toEqual(Option.some("shared"))
    }).pipe(Effect.provide(Layer.provideMerge(TurnStore.layerSql(), sharedClient()))))

  it.scoped("fails after queryTimeout of real time when the connection stays held", () =>
    Effect.gen(function*() {
      const store = yield* TurnStore.TurnStore
      yield* store.create(turn("held"))
      const release = yield* Deferred.make<void>()
      yield* holdConnection(release)
      const error = yield* Effect.flip(store.get("held"))
      expect(error.message).toBe(
        "the turn store failed to read the turn (held): the database gave no answer within 200ms (the store's queryTimeout)"
      )
      yield* Deferred.succeed(release, undefined)
    }).pipe(Effect.provide(Layer.provideMerge(TurnStore.layerSql({ queryTimeout: "200 millis" }), sharedClient()))))
})

describe("a SQL store's statement that fails", () => {
  it.scoped("hands its failure to its caller alone: no fiber's 'unhandled error' line with the driver's error", () =>
    Effect.gen(function*() {
      // Each statement runs in a fiber of its own (its queryTimeout): the fiber failed, and Effect logged it as
      // "Fiber terminated with an unhandled error", the driver's error whole, though its caller (the runner's poll, a
      // program's retry) handled the TurnStoreError; at Error for an operator who raised unhandled errors to see them.
      const lines: Array<string> = []
      const store = yield* TurnStore.TurnStore
      yield* store.create(turn("dropped"))
      // a table dropped, or a database restored without it, under a running worker
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DROP TABLE effect_resilience_turns`)
      const error = yield* Effect.flip(store.get("dropped")).pipe(unhandledErrors(lines))
      expect(error.message).toContain("no such table: effect_resilience_turns")
      expect(lines).toEqual([])
    }).pipe(Effect.provide(Layer.provideMerge(
      TurnStore.layerSql(),
      SqliteClient.layer({ filename: path.join(dir, `t${++files}.db`) })
    ))))
})

// The watch over a PostgreSQL store's connections (see `layerPg`), on real sockets: one that sent something and got no
// answer for a whole queryTimeout, measured by the clock it is given, is ended when a statement times out; one whose
// statement went out later, or that got its answer, is left alone.
describe("a PostgreSQL store's watch over its connections", () => {
  const connected = (accept: (socket: net.Socket) => void) =>
    Effect.gen(function*() {
      const server = yield* Effect.acquireRelease(
        Effect.async<net.Server>((resume) => {
          const server = net.createServer(accept)
          server.listen(0, "127.0.0.1", () => resume(Effect.succeed(server)))
        }),
        (server) =>
          Effect.async<void>((resume) => {
            server.close(() => resume(Effect.void))
          })
      )
      const port = (server.address() as net.AddressInfo).port
      const clock = yield* Effect.clock
      const { stream, watched } = watchSockets(net.Socket, undefined, clock, "3 seconds")
      const open = () =>
        Effect.acquireRelease(
          Effect.async<net.Socket>((resume) => {
            const socket = stream() as net.Socket
            socket.on("error", () => {})
            socket.connect(port, "127.0.0.1", () => resume(Effect.succeed(socket)))
          }),
          (socket) => Effect.sync(() => socket.destroy())
        )
      return { open, watched }
    })
  const sent = (socket: net.Socket, data: string) =>
    Effect.async<void>((resume) => {
      socket.write(data, () => resume(Effect.void))
    })

  it.scoped("ends a connection that waited queryTimeout, not one whose statement went out later", () =>
    Effect.gen(function*() {
      const { open, watched } = yield* connected((socket) => socket.resume()) // a server that reads and never answers
      const first = yield* open()
      const later = yield* open()
      watched.observe()
      yield* sent(first, "a statement")
      yield* TestClock.adjust("1 second")
      watched.observe()
      yield* sent(later, "another statement")
      yield* TestClock.adjust("1999 millis")
      watched.endSilent()
      expect([first.destroyed, later.destroyed]).toEqual([false, false])
      yield* TestClock.adjust("1 milli")
      watched.endSilent()
      expect([first.destroyed, later.destroyed]).toEqual([true, false])
      yield* TestClock.adjust("1 second")
      watched.endSilent()
      expect(later.destroyed).toBe(true)
    }))

  it.scoped("leaves alone a connection that got its answer, and one that sent nothing", () =>
    Effect.gen(function*() {
      const { open, watched } = yield* connected((socket) => socket.on("data", (data) => socket.write(data)))
      const answered = yield* open()
      const idle = yield* open()
      watched.observe()
      const echoed = Effect.async<void>((resume) => {
        answered.once("data", () => resume(Effect.void))
      })
      yield* sent(answered, "a statement")
      yield* echoed
      yield* TestClock.adjust("1 minute")
      watched.endSilent()
      expect([answered.destroyed, idle.destroyed]).toEqual([false, false])
    }))
})

describe("a TurnStoreError's message", () => {
  const refused = (addresses: ReadonlyArray<string>) =>
    new Promise<unknown>((resolve) => {
      // A host name with an IPv6 and an IPv4 address (`localhost` on many machines), no server on either: Node tries
      // both and fails with an AggregateError whose own message is empty.
      const lookup = (_host: string, _options: unknown, callback: (...args: Array<unknown>) => void) =>
        callback(null, addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })))
      net.connect({ host: "db.internal", port: 1, autoSelectFamily: true, lookup } as net.NetConnectOpts).on(
        "error",
        resolve
      )
    })

  it("names each address a connection was refused at, not only the code", async () => {
    const cause = await refused(["::1", "127.0.0.1"])
    expect(cause).toBeInstanceOf(AggregateError)
    const error = new TurnStore.TurnStoreError({
      operation: "claim due turns",
      cause: { _tag: "SqlError", message: "Failed to acquire connection", cause }
    })
    // It read "…: Failed to acquire connection: (ECONNREFUSED)": refused by what?
    expect(error.message).toBe(
      "the turn store failed to claim due turns: Failed to acquire connection: " +
        "connect ECONNREFUSED ::1:1; connect ECONNREFUSED 127.0.0.1:1"
    )
  })

  it("is bounded: a driver message of megabytes is cut, its code kept", () => {
    const cause = Object.assign(new Error(`invalid input: ${"x ".repeat(4_000_000)}`), { code: "22P02" })
    const message = new TurnStore.TurnStoreError({ operation: "save the turn", turnId: "t", cause }).message
    // Logged at every poll interval, the whole 8 MB each time.
    expect(message.length).toBeLessThan(400)
    expect(message).toMatch(/^the turn store failed to save the turn \(t\): invalid input: x x .*… \(22P02\)$/)
  })

  it("is read even from a cause whose getters throw: Runner.run logs it at every failed poll", () => {
    const cause = Object.defineProperty(new Error("outer"), "cause", {
      get: () => {
        throw new Error("unreadable")
      }
    })
    expect(new TurnStore.TurnStoreError({ operation: "list turns", cause }).message).toBe(
      "the turn store failed to list turns: outer"
    )
  })
})

describe("SQL store layers' options", () => {
  it("name a misspelt option instead of reading it as absent", () => {
    // read as absent: the turns (or keys) went to the default table, or the default file, where no one looked
    for (const layerSqlite of [TurnStore.layerSqlite, Idempotency.layerSqlite]) {
      expect(invalidOption(() => layerSqlite({ fileName: "agent.db" } as never)).option).toBe("fileName")
      expect(invalidOption(() => layerSqlite({ filename: "agent.db", tabel: "turns" } as never)).message).toBe(
        `Invalid option "tabel": expected no option of this name (the options here are filename, table, queryTimeout), got "turns"`
      )
    }
    for (const layerSql of [TurnStore.layerSql, Idempotency.layerSql]) {
      expect(invalidOption(() => layerSql({ tabel: "turns" } as never)).option).toBe("tabel")
    }
    // The rest of layerPg's options go to the client, whose keys only it knows: they are not checked here.
    for (const layerPg of [TurnStore.layerPg, Idempotency.layerPg]) {
      expect(() => layerPg({ url: "postgres://localhost/agent", maxConnections: 4 })).not.toThrow()
    }
  })

  it("throw InvalidOptionError naming the option when the layer is made, rather than using the default file", () => {
    for (const layerSqlite of [TurnStore.layerSqlite, Idempotency.layerSqlite]) {
      // A plain string read as options gave every default: the turns went to effect-resilience.db.
      expect(() => layerSqlite("agent.db" as never)).toThrow(/Invalid option "options".*filename/)
      expect(() => layerSqlite(null as never)).toThrow(/Invalid option "options"/)
      // "" opened a temporary database: turns vanished between layers.
      expect(() => layerSqlite({ filename: "" })).toThrow(/Invalid option "filename"/)
      expect(() => layerSqlite({ filename: 5 as never })).toThrow(/Invalid option "filename"/)
      expect(() => layerSqlite({ table: "" })).toThrow(/Invalid option "table"/)
      expect(() => layerSqlite({ table: 5 as never })).toThrow(/Invalid option "table"/)
    }
    for (const layerSql of [TurnStore.layerSql, Idempotency.layerSql]) {
      expect(() => layerSql({ table: "" })).toThrow(/Invalid option "table"/)
      expect(() => layerSql("turns" as never)).toThrow(/Invalid option "options"/)
    }
    // Postgres shares the checks (no server needed: they throw before any connection).
    for (const layerPg of [TurnStore.layerPg, Idempotency.layerPg]) {
      expect(() => layerPg("postgres://localhost/agent" as never)).toThrow(/Invalid option "options"/)
      expect(() => layerPg(undefined as never)).toThrow(/Invalid option "options"/)
      expect(() => layerPg({ url: "postgres://localhost/agent", table: "" })).toThrow(/Invalid option "table"/)
      expect(() => layerPg({ url: 5 as never })).toThrow(/Invalid option "url"/)
      // A missing environment variable (`process.env.DATABASE_URL ?? ""`) connected to localhost:5432.
      expect(() => layerPg({ url: "" })).toThrow(/Invalid option "url"/)
      expect(() => layerPg({ url: Redacted.make(" ") })).toThrow(/Invalid option "url"/)
    }
    // a bound of no time, or none at all, is no bound: named when the layer is made
    for (const layer of [TurnStore.layerSql, Idempotency.layerSql, TurnStore.layerSqlite, Idempotency.layerSqlite]) {
      expect(invalidOption(() => layer({ queryTimeout: 0 })).option).toBe("queryTimeout")
      expect(invalidOption(() => layer({ queryTimeout: -1 })).option).toBe("queryTimeout")
      expect(invalidOption(() => layer({ queryTimeout: "soon" as never })).option).toBe("queryTimeout")
      expect(invalidOption(() => layer({ queryTimeout: Duration.infinity })).option).toBe("queryTimeout")
    }
    for (const layerPg of [TurnStore.layerPg, Idempotency.layerPg]) {
      expect(invalidOption(() => layerPg({ url: "postgres://localhost/agent", queryTimeout: 0 })).option).toBe(
        "queryTimeout"
      )
      expect(() => layerPg({ url: "postgres://localhost/agent", queryTimeout: "30 seconds" })).not.toThrow()
    }
    // The client's timers: node-postgres reads 0 as no bound and runs one past 2^31 - 1 ms (24.8 days) after 1 ms, so
    // a 30-day connectTimeout failed every connection at once ("Connection terminated due to connection timeout").
    const url = "postgres://localhost/agent"
    for (const layerPg of [TurnStore.layerPg, Idempotency.layerPg]) {
      for (const option of ["connectTimeout", "idleTimeout", "connectionTTL"] as const) {
        for (const bad of [0, -1, Duration.days(30), Duration.infinity, "soon"]) {
          expect(invalidOption(() => layerPg({ url, [option]: bad as never })).option).toBe(option)
        }
        expect(() => layerPg({ url, [option]: "24 days" })).not.toThrow()
      }
    }
    expect(invalidOption(() => TurnStore.layerPg({ url, connectTimeout: Duration.days(30) })).message).toBe(
      `Invalid option "connectTimeout": expected a duration of at most 24d 20h 31m 23s 647ms, got 30d`
    )
    expect(TurnStore.layerSqlite({ filename: path.join(dir, "ok.db"), table: "agent_turns" })).toBeDefined()
    expect(TurnStore.layerSqlite()).toBeDefined()
  })
})

describe("a SQL store that cannot start", () => {
  const startFailure = (layer: Layer.Layer<any, unknown>) =>
    Effect.runPromise(Effect.flip(Layer.build(layer).pipe(Effect.scoped)))

  // It died (a defect its type does not name: `Effect.catchTag("SqlError")` missed it) with better-sqlite3's TypeError.
  it("a SQLite file that cannot be opened fails with a SqlError naming the file and the reason", async () => {
    const file = path.join(dir, "no-such-directory", "agent.db")
    for (const layerSqlite of [TurnStore.layerSqlite, Idempotency.layerSqlite]) {
      const error = await startFailure(layerSqlite({ filename: file }))
      expect(error).toMatchObject({ _tag: "SqlError" })
      expect((error as Error).message).toBe(
        `Failed to open the SQLite file ${file}: Cannot open database because the directory does not exist`
      )
    }
  })

  // It read "PgClient: Failed to connect", whatever the reason (a port, a password, a database): the reason is in its
  // cause, which Cause.pretty does not print, so a worker with a wrong DATABASE_URL logged no more than that.
  it("a PostgreSQL server that refuses the connection fails with a SqlError that says so", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo
        probe.close(() => resolve(port))
      })
    })
    for (const layerPg of [TurnStore.layerPg, Idempotency.layerPg]) {
      const error = await startFailure(layerPg({ url: `postgres://agent@127.0.0.1:${port}/agent` }))
      expect(error).toMatchObject({ _tag: "SqlError" })
      expect((error as Error).message).toBe(`PgClient: Failed to connect: connect ECONNREFUSED 127.0.0.1:${port}`)
    }
  })

  /** A server that takes connections and never answers (a hung server, a proxy whose backend is down). */
  const silentServer = async (use: (port: number) => Promise<void>) => {
    const sockets: Array<net.Socket> = []
    const silent = net.createServer((socket) => void sockets.push(socket))
    const port = await new Promise<number>((resolve) =>
      silent.listen(0, "127.0.0.1", () => resolve((silent.address() as net.AddressInfo).port))
    )
    try {
      await use(port)
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
    }
  }
  // the client's own timer and the driver's end the attempt at the same time: either may tell it
  const timedOut =
    /^PgClient: (Connection timed out$|Failed to connect: Connection terminated due to connection timeout)/

  // Without `connectTimeout`, the client's own bound on its first connection (5 s) never fired: it waits on an
  // acquisition it cannot interrupt, and the driver had no bound of its own. A worker deployed against a hung server
  // (a proxy whose backend is down) never started, and never said why.
  it(
    "a PostgreSQL server that never answers fails the layer without a connectTimeout too",
    () =>
      silentServer(async (port) => {
        for (const layerPg of [TurnStore.layerPg, Idempotency.layerPg]) {
          const error = await startFailure(layerPg({ url: `postgres://agent@127.0.0.1:${port}/agent` }))
          expect((error as Error).message).toMatch(timedOut)
        }
      }),
    30_000
  )

  // A server that takes the connection and never answers (a hung server, a proxy whose backend is down): the client's
  // "PgClient: Connection timed out" has a cause that says it again, and the message read it twice.
  it("a PostgreSQL server that never answers fails with a SqlError that says so once", () =>
    silentServer(async (port) => {
      for (const layerPg of [TurnStore.layerPg, Idempotency.layerPg]) {
        const url = `postgres://agent@127.0.0.1:${port}/agent`
        const error = await startFailure(layerPg({ url, connectTimeout: "100 millis" }))
        expect(error).toMatchObject({ _tag: "SqlError" })
        const { message } = error as Error
        expect(message).toMatch(timedOut)
        const said = message.split(": ")
        expect(new Set(said).size).toBe(said.length)
      }
    }))
})

const pg = findPostgres()
reportSkip(pg)
describe.skipIf(!pg.available)("PostgreSQL", () => {
  const server = throwawayServer(pg)
  let tables = 0
  contract("TurnStore.layerPg", () => TurnStore.layerPg({ url: server().url, table: `turns_${++tables}` }))

  undecodable("PostgreSQL", () => PgClient.layer({ url: Redacted.make(server().url) }))

  describe("a table in a schema of its own", () => {
    // The index was named "agent"."turns_runnable_at", which Postgres refuses: the store never started.
    beforeAll(() => createSchema(server().url, "agent"))
    contract(
      "TurnStore.layerPg, agent.turns_N",
      () => TurnStore.layerPg({ url: server().url, table: `agent.turns_${++tables}` })
    )
  })

  it.effect("the migration runs once per table, and a second layer on the same table works", () =>
    Effect.gen(function*() {
      const layer = () => TurnStore.layerPg({ url: server().url, table: "shared_turns" })
      yield* Effect.flatMap(TurnStore.TurnStore, (s) => s.create(turn("x"))).pipe(Effect.provide(layer()))
      const found = yield* Effect.flatMap(TurnStore.TurnStore, (s) => s.get("x")).pipe(Effect.provide(layer()))
      expect(Option.map(found, (t) => t.id)).toEqual(Option.some("x"))
    }))

  // The Migrator looked its table up with '<name>'::regclass, which folds capitals to lower case: the lookup failed,
  // aborted the migration's transaction, and neither store ever started on such a table.
  it.effect("a table named with capitals works, and its migration runs once", () =>
    Effect.gen(function*() {
      const turns = () => TurnStore.layerPg({ url: server().url, table: "AgentTurns" })
      const keys = () => Idempotency.layerPg({ url: server().url, table: "Agent.Keys" })
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`CREATE SCHEMA IF NOT EXISTS "Agent"`).pipe(
        Effect.provide(PgClient.layer({ url: Redacted.make(server().url) }))
      )
      yield* Effect.flatMap(TurnStore.TurnStore, (s) => s.create(turn("capital"))).pipe(Effect.provide(turns()))
      const found = yield* Effect.flatMap(TurnStore.TurnStore, (s) => s.get("capital")).pipe(Effect.provide(turns()))
      expect(Option.map(found, (t) => t.id)).toEqual(Option.some("capital"))
      const runs = yield* Ref.make(0)
      const run = Idempotency.run("idem_capital", Schema.Number, Ref.updateAndGet(runs, (n) => n + 1))
      expect(yield* Effect.provide(run, keys())).toBe(1)
      expect(yield* Effect.provide(run, keys())).toBe(1)
      const migrations = yield* Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql`SELECT migration_id, name FROM "AgentTurns_migrations" UNION ALL
SELECT migration_id, name FROM "Agent"."Keys_migrations"`
      ).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(server().url) })))
      expect(migrations).toEqual([
        { migration_id: 1, name: "create_turns" },
        { migration_id: 2, name: "index_state_updated_at" },
        { migration_id: 1, name: "create_idempotency" },
        { migration_id: 2, name: "index_state_lease_until" }
      ])
    }))

  it.effect("a failure names PostgreSQL's own reason and code, not only that a statement failed", () =>
    Effect.gen(function*() {
      const sql = PgClient.layer({ url: Redacted.make(server().url) })
      const store = TurnStore.layerPg({ url: server().url, table: "dropped_turns" })
      yield* Effect.flatMap(TurnStore.TurnStore, (s) => s.create(turn("gone"))).pipe(Effect.provide(store))
      // A table dropped, or a database restored without it, under a running worker.
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DROP TABLE dropped_turns`).pipe(Effect.provide(sql))
      const error = yield* Effect.flatMap(TurnStore.TurnStore, (s) => Effect.flip(s.get("gone"))).pipe(
        Effect.provide(store)
      )
      expect(error.message).toBe(
        "the turn store failed to read the turn (gone): Failed to execute statement: " +
          "relation \"dropped_turns\" does not exist (42P01)"
      )
    }))

  // A statement that gets no answer: here one waiting on a lock of the whole table (a migration's ALTER TABLE in a
  // rolling deploy, an admin's open transaction), as a hung server or a connection gone dead would leave it. Unbounded,
  // a worker's claim waited as long as the lock was held (its poll, and the worker, silent meanwhile), and so did a
  // `Turn.start` of an API server.
  it.effect(
    "a statement that gets no answer fails after the store's queryTimeout, and is cancelled on the server",
    () =>
      Effect.gen(function*() {
        const table = "locked_turns"
        const settled = <A, E>(fiber: Fiber.Fiber<A, E>) =>
          waitUntil(Effect.map(Fiber.poll(fiber), Option.isSome), "the store's answer", 10_000)
        const tryWhileLocked = <A, E>(
          queryTimeout: Duration.DurationInput,
          call: (store: TurnStore.Store) => Effect.Effect<A, E>
        ) =>
          Effect.scoped(Effect.gen(function*() {
            const store = yield* TurnStore.TurnStore
            yield* lockedTable(server().url, table)
            const fiber = yield* Effect.fork(Effect.flip(call(store)))
            // real time: the bound is a watchdog over real I/O, which no move of TestClock fires
            yield* settled(fiber)
            // cancelled on the server: nothing of the store's waits for the lock, to land once it is gone
            expect(yield* waitingOnLocks(server().url)).toEqual([])
            return yield* Fiber.join(fiber)
          })).pipe(Effect.provide(TurnStore.layerPg({ url: server().url, table, queryTimeout })))
        yield* Effect.flatMap(TurnStore.TurnStore, (s) => s.create(turn("due"))).pipe(
          Effect.provide(TurnStore.layerPg({ url: server().url, table }))
        )
        const claim = yield* tryWhileLocked(
          "1 second",
          (s) => s.claim({ owner: "w1", now: 1, leaseUntil: 2, limit: 1 })
        )
        expect(claim.message).toBe(
          "the turn store failed to claim due turns: the database gave no answer within 1s (the store's queryTimeout)"
        )
        const read = yield* tryWhileLocked("500 millis", (s) => s.get("due"))
        expect(read.message).toBe(
          "the turn store failed to read the turn (due): the database gave no answer within 500ms (the store's queryTimeout)"
        )
        // Once the lock is gone, the store answers again; the claim that got no answer took nothing.
        const lease = yield* Effect.flatMap(TurnStore.TurnStore, (s) => s.lease("due")).pipe(
          Effect.provide(TurnStore.layerPg({ url: server().url, table }))
        )
        expect(lease).toEqual(Option.none())
      }),
    60_000
  )

  // A connection the server closes says so: the pool drops it when idle; one cut in use fails its statement and, at
  // most, the next one on it (it went back to the pool as it failed); then the pool reconnects.
  it.live(
    "connections the server ended (pg_terminate_backend) fail a statement or two, then the pool reconnects",
    () =>
      Effect.gen(function*() {
        const admin = PgClient.layer({ url: Redacted.make(server().url), applicationName: "admin" })
        const stores = (sql: SqlClient.SqlClient) =>
          sql`FROM pg_stat_activity WHERE application_name = '@effect/sql-pg' AND datname = current_database()`
        // until the sessions have ended: a statement sent as one ends fails, as it would on any client
        const terminateStores = Effect.flatMap(SqlClient.SqlClient, (sql) =>
          Effect.zipRight(
            sql`SELECT pg_terminate_backend(pid) ${stores(sql)}`,
            waitUntil(Effect.map(sql`SELECT 1 ${stores(sql)}`, (rows) => rows.length === 0), "the sessions to end")
          )).pipe(Effect.provide(admin))
        yield* Effect.gen(function*() {
          const store = yield* TurnStore.TurnStore
          yield* store.create(turn("ended"))
          yield* Effect.all([store.get("ended"), store.get("ended")], { concurrency: 2 })
          yield* terminateStores
          // in use: a statement waiting on a lock as its connection is ended
          const cut = yield* Effect.scoped(Effect.gen(function*() {
            yield* lockedTable(server().url, "ended_turns")
            const waiting = yield* Effect.fork(Effect.either(store.get("ended")))
            yield* waitUntil(
              Effect.map(waitingOnLocks(server().url), (q) => q.length > 0),
              "the read to wait"
            )
            yield* terminateStores
            return yield* Fiber.join(waiting)
          }))
          expect(cut._tag).toBe("Left")
          // the connection cut in use went back to the pool as it failed: the next statement on it fails once
          const reads = yield* Effect.forEach([1, 2, 3], () => Effect.either(store.get("ended")))
          expect(reads.filter((read) => read._tag === "Left").length).toBeLessThanOrEqual(1)
          expect(reads.slice(1).map((read) => read._tag)).toEqual(["Right", "Right"])
        }).pipe(
          Effect.provide(TurnStore.layerPg({ url: server().url, table: "ended_turns", queryTimeout: "5 seconds" }))
        )
      }),
    60_000
  )

  // A connection gone dead without a word (a failover that moved the address, a NAT that dropped its state) looks
  // alive: the statement on it fails after queryTimeout, but the client went back to the pool as healthy, the pool
  // handed it out first again, and every later statement failed after queryTimeout too (until the operating system
  // gives up on the socket, some 15 minutes), though a new connection worked at once. Ended, it is replaced.
  it.live(
    "a connection gone silent fails the statement on it after queryTimeout, and the next statements get a new one",
    () =>
      Effect.gen(function*() {
        const { blackHole, url } = yield* blackHoleProxy(server().url, server().port)
        const made: Array<net.Socket> = []
        yield* Effect.gen(function*() {
          const store = yield* TurnStore.TurnStore
          yield* store.create(turn("silent"))
          // two connections in the pool, both to go silent
          yield* Effect.all([store.get("silent"), store.get("silent")], { concurrency: 2 })
          blackHole()
          const lost = yield* Effect.flip(store.get("silent"))
          expect(lost.message).toContain("the database gave no answer within 1s")
          for (let i = 0; i < 3; i++) {
            const read = yield* store.get("silent")
            expect(Option.map(read, (t) => t.id)).toEqual(Option.some("silent"))
          }
          // the sockets come from the connector's own factory, still, and those gone silent were the ones ended
          expect(made.map((socket) => socket.destroyed)).toEqual([true, true, false])
        }).pipe(Effect.provide(TurnStore.layerPg({
          url,
          table: "silent_turns",
          queryTimeout: "1 second",
          // a connector's own factory (a cloud provider's, a proxy's)
          stream: () => {
            const socket = new net.Socket()
            made.push(socket)
            return socket
          }
        })))
      }).pipe(Effect.scoped),
    60_000
  )

  // Only a connection silent for a whole queryTimeout is taken for dead when a statement times out: one whose statement
  // went out later waits within its own bound (on a row lock, a purge's batch). Every pool connection that had sent
  // something since the timed-out statement began and heard nothing back was ended: one timeout failed the other
  // statements waiting at that moment too ("Connection error"), long before their own queryTimeout, exactly when the
  // table was contended.
  it.live(
    "a statement timing out leaves alone another one that waits within its own queryTimeout",
    () =>
      Effect.gen(function*() {
        const table = "contended_turns"
        const store = yield* TurnStore.TurnStore
        yield* store.create(turn("a"))
        yield* store.create(turn("b"))
        yield* store.claim({ owner: "w1", now: 1, leaseUntil: 60_000, limit: 2 })
        // three connections in the pool, open before either statement
        yield* Effect.all([store.get("a"), store.get("a"), store.get("a")], { concurrency: 3 })
        const lockRow = (id: string) =>
          inOpenTransaction(server().url, (sql) => sql`SELECT 1 FROM ${sql(table)} WHERE turn_id = ${id} FOR UPDATE`)
        const waiting = (n: number) =>
          waitUntil(Effect.map(waitingOnLocks(server().url), (q) => q.length >= n), `${n} statements to wait`)
        yield* lockRow("a")
        const timingOut = yield* Effect.fork(Effect.flip(store.renew("a", "w1", 70_000)))
        yield* waiting(1)
        // a second later, another statement goes out on another connection and waits on another row's lock
        yield* Effect.sleep("1 second")
        const lockOfB = yield* Scope.make()
        yield* Scope.extend(lockRow("b"), lockOfB)
        const waitsWithin = yield* Effect.fork(store.renew("b", "w1", 70_000))
        yield* waiting(2)
        const timedOut = yield* Fiber.join(timingOut)
        expect(timedOut.message).toContain("the database gave no answer within 3s")
        // the lock goes some 1 s before the second statement's own queryTimeout: it lands
        yield* Scope.close(lockOfB, Exit.void)
        expect(yield* Fiber.join(waitsWithin)).toEqual(Option.some(expect.any(Number)))
      }).pipe(
        Effect.provide(TurnStore.layerPg({ url: server().url, table: "contended_turns", queryTimeout: "3 seconds" })),
        Effect.scoped
      ),
    60_000
  )

  // The bound guards real I/O against real hangs: measured on the test's clock, a test that moved `TestClock` on (its
  // agent waiting out a retry-after, `Testing.runWithTestClock`'s jumps) while a statement was on its way failed that
  // statement with "no answer within 10s" though the database answered in milliseconds: a worker's claim or save lost
  // in a user's test of their agent, at random.
  it.effect(
    "a statement on its way while TestClock jumps an hour ahead gets its answer: the bound is real time",
    () =>
      Effect.gen(function*() {
        const table = "slow_turns"
        yield* Effect.flatMap(TurnStore.TurnStore, (s) => s.create(turn("due"))).pipe(
          Effect.provide(TurnStore.layerPg({ url: server().url, table }))
        )
        const read = yield* Effect.gen(function*() {
          const store = yield* TurnStore.TurnStore
          // the answer held up, in real time, for as long as the test takes to move its clock on
          const lock = yield* Scope.make()
          yield* Scope.extend(lockedTable(server().url, table), lock)
          const fiber = yield* Effect.fork(store.get("due"))
          yield* waitUntil(Effect.map(waitingOnLocks(server().url), (q) => q.length > 0), "the statement to wait")
          yield* TestClock.adjust("1 hour")
          yield* Scope.close(lock, Exit.void)
          return yield* Fiber.join(fiber)
        }).pipe(Effect.provide(TurnStore.layerPg({ url: server().url, table })))
        expect(Option.map(read, (t) => t.id)).toEqual(Option.some("due"))
      }),
    60_000
  )

  // Under `default_transaction_isolation = 'serializable'` (or 'repeatable read') a statement that finds its row changed
  // by a transaction committed since it began fails with SQLSTATE 40001, which PostgreSQL asks to retry; under read
  // committed it would have read the row again and gone on. Passed on, a worker's save of its step failed (with two
  // runners of 4 workers on 400 turns, 6 saves in a run): the turn stayed leased until the lease ended, and its step,
  // model call and all, ran again. Retried at once, the save lands as it would have under read committed.
  // A statement of a transaction of the program's own (`layerSql` on its client, a turn saved with its own rows) is not
  // tried again alone: PostgreSQL rolled back the whole transaction, whose owner must run it again. Tried again, it
  // failed 9 more times with 25P02 "current transaction is aborted", which is Fatal, instead of the deadlock (40P01),
  // which is Retryable: the program's retry of its transaction no longer ran.
  it.effect(
    "in a transaction of the program's own, a deadlock is passed on as one, for the transaction to be retried",
    () =>
      Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        const store = yield* TurnStore.TurnStore
        yield* store.create(turn("left"))
        yield* store.create(turn("right"))
        const claimed = yield* store.claim({ owner: "w1", now: 1, leaseUntil: 60_000, limit: 2 })
        const saved = (id: string) => {
          const claim = claimed.find((t) => t.id === id)!
          return store.save(new Turn.Turn({ ...claim, steps: 1 }), { expectedVersion: claim.version, owner: "w1" })
        }
        const [leftFirst, rightFirst] = [yield* Deferred.make<void>(), yield* Deferred.make<void>()]
        // each transaction holds one row and waits for the other's
        const crosswise = (
          first: string,
          mine: Deferred.Deferred<void>,
          theirs: Deferred.Deferred<void>,
          then: string
        ) =>
          Effect.either(sql.withTransaction(Effect.gen(function*() {
            yield* saved(first)
            yield* Deferred.succeed(mine, undefined)
            yield* Deferred.await(theirs)
            yield* saved(then)
          })))
        const results = yield* Effect.all([
          crosswise("left", leftFirst, rightFirst, "right"),
          crosswise("right", rightFirst, leftFirst, "left")
        ], { concurrency: 2 })
        const failed = results.flatMap((result) => result._tag === "Left" ? [result.left] : [])
        expect(failed).toHaveLength(1)
        expect(failed[0].message).toContain("deadlock detected (40P01)")
        expect(Classify.classify(failed[0])._tag).toBe("Retryable")
      }).pipe(
        Effect.provide(Layer.provideMerge(
          TurnStore.layerSql({ table: "own_transaction_turns" }),
          PgClient.layer({ url: Redacted.make(server().url) })
        ))
      ),
    60_000
  )

  it.effect("under a serializable default, a save whose row another transaction changed meanwhile is retried", () =>
    Effect.gen(function*() {
      const url = yield* Effect.promise(() => server().createDatabase("serializable_turns"))
      yield* Effect.promise(() => serializableByDefault(url))
      const saved = yield* Effect.gen(function*() {
        const store = yield* TurnStore.TurnStore
        yield* store.create(turn("x"))
        const [claimed] = yield* store.claim({ owner: "w1", now: 1, leaseUntil: 60_000, limit: 1 })
        return yield* Effect.scoped(Effect.gen(function*() {
          // another session's transaction touches the row (a monitor's, a trigger's, an admin's) and holds it
          yield* inOpenTransaction(
            url,
            (sql) => sql`UPDATE effect_resilience_turns SET updated_at = updated_at WHERE turn_id = 'x'`
          )
          const save = yield* Effect.fork(
            store.save(new Turn.Turn({ ...claimed, steps: 1 }), { expectedVersion: claimed.version, owner: "w1" })
          )
          yield* waitUntil(Effect.map(waitingOnLocks(url), (q) => q.length > 0), "the save to wait for the row")
          return save
        })).pipe(Effect.flatMap(Fiber.join))
      }).pipe(Effect.provide(TurnStore.layerPg({ url })))
      expect(saved.steps).toBe(1)
    }))

  // Workers started together all create the tables: Postgres' CREATE TABLE (even IF NOT EXISTS)
  // races on its catalog, so the migrations must be serialised across connections.
  const startedTogether = (url: string, table: string) =>
    Effect.gen(function*() {
      const layer = () =>
        Layer.merge(
          TurnStore.layerPg({ url, table, maxConnections: 2 }),
          Idempotency.layerPg({ url, table: `${table}_keys`, maxConnections: 2 })
        )
      const ids = yield* Effect.forEach(
        Array.from({ length: 16 }, (_, i) => `t${i}`),
        (id) =>
          Effect.flatMap(TurnStore.TurnStore, (s) => s.create(turn(id))).pipe(Effect.as(id), Effect.provide(layer())),
        { concurrency: "unbounded" }
      )
      const all = yield* Effect.flatMap(TurnStore.TurnStore, (s) => Effect.forEach(ids, (id) => s.get(id))).pipe(
        Effect.provide(layer())
      )
      expect(all.filter(Option.isSome)).toHaveLength(16)
    })

  it.effect("16 stores started at once on a new database table all come up, and see one table", () =>
    startedTogether(server().url, "raced_turns"))

  // The migration's transaction took its snapshot as it asked for the lock, under a `serializable` (or `repeatable
  // read`) default: a store that waited for another's migration read the migrations as they were before it, ran them
  // again and failed with 40001 when it recorded them. 14 of 16 stores failed to start.
  it.effect("16 stores started at once under a serializable default all come up", () =>
    Effect.gen(function*() {
      const url = yield* Effect.promise(() => server().createDatabase("serializable_start"))
      yield* Effect.promise(() => serializableByDefault(url))
      yield* startedTogether(url, "raced_turns")
    }))
})
