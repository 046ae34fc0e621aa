/**
 * Durable turns across restarts on a real SQLite file, under `TestClock`: each "process" is a runtime of its own, with
 * its own connection to the file (the layers are built for it and closed after it), as a worker that restarts has.
 */
import * as SqliteClient from "@effect/sql-sqlite-node/SqliteClient"
import * as SqlClient from "@effect/sql/SqlClient"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Fiber, Layer, Ref, Schema, TestClock } from "effect"
import {
  Failure,
  Idempotency,
  Model,
  RetrySchedule,
  Runner,
  Testing,
  Tool,
  Toolkit,
  Turn,
  TurnStore
} from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { AiModel } from "../src/Ai.js"
import { anthropic } from "./support/anthropicResponses.js"
import { unhandledErrors } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

/** A SQLite file in a directory of its own, removed when the test's scope closes. */
const sqliteFile = Effect.acquireRelease(
  Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "turn-sqlite-"))),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
).pipe(Effect.map((dir) => path.join(dir, "agent.db")))

/** One process's stores: a new connection to the file each time it is provided. */
const stores = (filename: string) =>
  Layer.merge(TurnStore.layerSqlite({ filename }), Idempotency.layerSqlite({ filename }))

/** A model's 429 asking for 5 minutes. */
const down = new Failure.Retryable({ reason: "HTTP 429 rate limited", status: 429, retryAfter: Duration.minutes(5) })

/** One process: its own stores on the file, and `model`. */
const withModel = <ROut, E>(filename: string, model: Layer.Layer<ROut, E>) => Layer.merge(stores(filename), model)

/** A worker's one pass over the due turns while the clock moves on by `by`: the first turn it ran. */
const firstRunWhile = <A, E, R>(pass: Effect.Effect<ReadonlyArray<A>, E, R>, by: Duration.DurationInput) =>
  Effect.gen(function*() {
    const worker = yield* Effect.fork(pass)
    yield* TestClock.adjust(by)
    return (yield* Fiber.join(worker))[0]!
  })

/** A side-effecting `send_email` that counts its sends. */
const sendEmail = (sent: Ref.Ref<number>, response: Effect.Effect<void> = Effect.void) =>
  Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters: Schema.Struct({ to: Schema.String }),
    success: Schema.Struct({ n: Schema.Number }),
    sideEffect: true,
    handler: () => Effect.map(Effect.zipLeft(Ref.updateAndGet(sent, (n) => n + 1), response), (n) => ({ n })),
    timeout: "1 hour"
  })

const send = Model.callTools({ id: "toolu_01", name: "send_email", args: { to: "ada@example.com" } })

// No jitter, so the scheduled times are exact.
const resumeSchedule = RetrySchedule.exponential("10 seconds")

describe("a durable turn on a SQLite file, across restarts", () => {
  // Anthropic's Messages API over loopback, through the real @effect/ai-anthropic client.
  const signature = "WaUjzkypQ2mUEVM36O2TxuC06KN8xyfbJwyem2dw3URve/op91XWHOEBLLqIOMfFG/UvLEczmEsUjavL"
  const message = (content: ReadonlyArray<unknown>, stopReason: string) =>
    Loopback.reply(200, {
      id: "msg_01XFDUDYJgAACzvnptvVoYEL",
      type: "message",
      role: "assistant",
      content,
      model: "claude-sonnet-4-5",
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: 40, output_tokens: 60 }
    })
  const callsTool = message([
    { type: "thinking", thinking: "Ada needs the reminder.", signature },
    { type: "tool_use", id: "toolu_01A09q90qw90lq917835lq9", name: "send_email", input: { to: "ada@example.com" } }
  ], "tool_use")
  const rateLimited = Loopback.reply(429, {
    type: "error",
    error: { type: "rate_limit_error", message: "Number of request tokens has exceeded your per-minute rate limit" }
  }, { "retry-after": "120" })
  const answered = message([{ type: "text", text: "Sent." }], "end_turn")

  it.effect("rate limited past the session's patience: saved RetryScheduled, resumed by a new process on time", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const server = yield* Loopback.scoped([callsTool, rateLimited, answered])
      const sent = yield* Ref.make(0)
      const options = { toolkit: Toolkit.make(sendEmail(sent)), resumeSchedule }
      const aProcess = (filename: string) =>
        withModel(filename, AiModel.layerModel().pipe(Layer.provide(anthropic(server.url))))

      // The first process: the tool step, then a 429 asking for 2 minutes, more than the session waits in process.
      const left = yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t1", message: "Remind Ada" })
        const [turn] = yield* Runner.runOnce(options)
        return turn
      }).pipe(Effect.provide(aProcess(filename)))
      expect(left.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 120_000 })
      expect(server.requests).toHaveLength(2)
      expect(yield* Ref.get(sent)).toBe(1)

      // The second process: nothing before it is due; then one model call, on the same prompt, and no second email.
      const done = yield* Effect.gen(function*() {
        expect(yield* Turn.get("t1")).toEqual(left)
        yield* TestClock.adjust("119999 millis")
        expect(yield* Runner.runOnce(options)).toEqual([])
        expect(server.requests).toHaveLength(2)
        yield* TestClock.adjust("1 millis")
        const [turn] = yield* Runner.runOnce(options)
        return turn
      }).pipe(Effect.provide(aProcess(filename)))
      expect(done.state).toEqual(new Turn.Completed({ answer: done.history.at(-1) as Model.AssistantMessage }))
      expect(done.history.slice(0, 3)).toEqual(left.history)
      expect(server.requests).toHaveLength(3)
      expect(JSON.parse(server.requests[2]!.body)).toEqual(JSON.parse(server.requests[1]!.body))
      expect(JSON.parse(server.requests[2]!.body).messages[1].content[0]).toEqual({
        type: "thinking",
        thinking: "Ada needs the reminder.",
        signature
      })
      expect(yield* Ref.get(sent)).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("stopped while a sibling tool waits, after the side effect ran: the new process replays it", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const sent = yield* Ref.make(0)
      const waits = yield* Ref.make(0)
      const wait = Tool.make({
        name: "wait_for_approval",
        description: "Wait for a person's approval",
        parameters: Schema.Struct({}),
        success: Schema.String,
        handler: () => Effect.zipRight(Ref.update(waits, (n) => n + 1), Effect.as(Effect.sleep("1 hour"), "ok")),
        timeout: "2 hours"
      })
      const both = Model.callTools(
        { id: "call_1", name: "send_email", args: { to: "ada@example.com" } },
        { id: "call_2", name: "wait_for_approval", args: {} }
      )
      const model = yield* Model.scripted([both, Model.text("Sent and approved.")])
      const options = { toolkit: Toolkit.make(sendEmail(sent), wait), concurrency: "unbounded" as const }

      yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t2", message: "Email Ada once approved" })
        const worker = yield* Effect.fork(Runner.run(options))
        yield* TestClock.adjust("10 minutes")
        expect(yield* Ref.get(sent)).toBe(1)
        // A graceful stop (a deploy): the step is interrupted and the lease given up.
        yield* Fiber.interrupt(worker)
      }).pipe(Effect.provide(withModel(filename, model.layer)))

      const done = yield* Effect.gen(function*() {
        const saved = yield* Turn.get("t2")
        expect(saved.history.map((m) => m._tag)).toEqual(["UserMessage", "AssistantMessage"])
        return yield* firstRunWhile(Runner.runOnce(options), "1 hour")
      }).pipe(Effect.provide(withModel(filename, model.layer)))
      expect(done.state).toEqual(new Turn.Completed({ answer: Model.text("Sent and approved.") }))
      expect(yield* Ref.get(sent)).toBe(1)
      expect(yield* Ref.get(waits)).toBe(2)
      expect(yield* model.calls).toBe(2)
      const results = done.history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage")
      expect(results.map((m) => m.content)).toEqual(["{\"n\":1}", "\"ok\""])
    }).pipe(Effect.scoped))

  it.effect("stopped while a side-effecting tool waits out a 429 between its attempts: the new process sends it once", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const attempts = yield* Ref.make(0)
      const sent = yield* Ref.make(0)
      const charge = Tool.make({
        name: "charge",
        description: "Charge the card",
        parameters: Schema.Struct({ cents: Schema.Number }),
        success: Schema.Struct({ id: Schema.String }),
        sideEffect: true,
        retry: RetrySchedule.respectRetryAfter(RetrySchedule.exponential("1 second")),
        timeout: "10 minutes",
        handler: () =>
          Effect.flatMap(Ref.updateAndGet(attempts, (n) => n + 1), (n) =>
            n === 1
              ? Effect.fail(new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter: Duration.minutes(2) }))
              : Effect.as(Ref.update(sent, (k) => k + 1), { id: "ch_1" }))
      })
      const model = yield* Model.scripted([
        Model.callTools({ id: "call_1", name: "charge", args: { cents: 500 } }),
        Model.text("Charged.")
      ])
      const options = { toolkit: Toolkit.make(charge) }
      yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t6", message: "Charge 5 dollars" })
        const worker = yield* Effect.fork(Runner.run(options))
        yield* TestClock.adjust("1 minute")
        expect(yield* Ref.get(attempts)).toBe(1)
        yield* Fiber.interrupt(worker)
      }).pipe(Effect.provide(withModel(filename, model.layer)))
      const done = yield* Effect.gen(function*() {
        return yield* firstRunWhile(Runner.runOnce(options), "5 minutes")
      }).pipe(Effect.provide(withModel(filename, model.layer)))
      expect(done.state).toEqual(new Turn.Completed({ answer: Model.text("Charged.") }))
      expect(yield* Ref.get(sent)).toBe(1)
      const results = done.history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage")
      expect(results.map((m) => m.content)).toEqual(["{\"id\":\"ch_1\"}"])
    }).pipe(Effect.scoped))

  it.effect("cancelled while it waits for its retry, by another process: no process runs it again", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const model = yield* Model.scripted([send, down, Model.text("too late")])
      const sent = yield* Ref.make(0)
      const options = { toolkit: Toolkit.make(sendEmail(sent)), resumeSchedule }
      const [waiting] = yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t3", message: "Remind Ada" })
        return yield* Runner.runOnce(options)
      }).pipe(Effect.provide(withModel(filename, model.layer)))
      expect(waiting.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 300_000 })
      const cancelled = yield* Turn.cancel("t3", "the user closed the tab").pipe(Effect.provide(stores(filename)))
      expect(cancelled.state).toEqual(new Turn.Cancelled({ reason: "the user closed the tab" }))
      const after = yield* Effect.gen(function*() {
        yield* TestClock.adjust("1 hour")
        expect(yield* Runner.runOnce(options)).toEqual([])
        return yield* Turn.get("t3")
      }).pipe(Effect.provide(withModel(filename, model.layer)))
      expect(after).toEqual(cancelled)
      expect(yield* model.calls).toBe(2)
      expect(yield* Ref.get(sent)).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("an answer that comes after the time budget ends: not kept; the turn ends BudgetExceeded", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const model = yield* Model.scripted([
        Effect.as(Effect.sleep("90 seconds"), Model.text("late")),
        Model.text("on time")
      ])
      const options = { toolkit: Toolkit.make(), timeBudget: "1 minute" as const }
      const over = yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t4", message: "Hi" })
        return yield* firstRunWhile(Runner.runOnce(options), "90 seconds")
      }).pipe(Effect.provide(withModel(filename, model.layer)))
      expect(over.state).toMatchObject({ _tag: "BudgetExceeded", budget: "time" })
      expect(over.updatedAt).toBe(60_000)
      expect(over.history.map((m) => m._tag)).toEqual(["UserMessage", "AssistantMessage"])
      expect((over.history[1] as Model.AssistantMessage).content).not.toContain("late")
      const again = yield* Effect.gen(function*() {
        yield* Turn.addUserMessage("t4", "Try again")
        return (yield* Runner.runOnce(options))[0]!
      }).pipe(Effect.provide(withModel(filename, model.layer)))
      expect(again.state).toEqual(new Turn.Completed({ answer: Model.text("on time") }))
    }).pipe(Effect.scoped))

  it.effect("the lease says the worker lives, not that its step moves: a hung model call keeps it until a cancel", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const hung = yield* Model.scripted([Effect.never])
      const other = yield* Model.scripted([Model.text("never asked")])
      const options = { toolkit: Toolkit.make(), lease: "30 seconds" as const }
      yield* Turn.start({ id: "t7", message: "Hi" }).pipe(Effect.provide(stores(filename)))
      const worker = yield* Effect.fork(
        Runner.runOnce(options).pipe(Effect.provide(withModel(filename, hung.layer)))
      )
      // An hour on, the worker still renews its lease: a second process finds nothing to claim.
      yield* TestClock.adjust("1 hour")
      const second = Runner.runOnce(options).pipe(Effect.provide(withModel(filename, other.layer)))
      expect(yield* second).toEqual([])
      expect(yield* other.calls).toBe(0)
      // A cancel is seen at the next renewal, a third of the lease later: the hung call is interrupted.
      yield* Turn.cancel("t7", "stuck").pipe(Effect.provide(stores(filename)))
      yield* TestClock.adjust("10 seconds")
      expect(yield* Fiber.join(worker)).toEqual([])
      expect(yield* hung.calls).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a hung model call under a time budget: the budget ends the turn, and the next process reads it ended", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const hung = yield* Model.scripted([Effect.never])
      const options = { toolkit: Toolkit.make(), timeBudget: "5 minutes" as const }
      const ended = yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t8", message: "Hi" })
        return yield* firstRunWhile(Runner.runOnce(options), "5 minutes")
      }).pipe(Effect.provide(withModel(filename, hung.layer)))
      expect(ended.state).toEqual(
        new Turn.BudgetExceeded({ budget: "time", detail: "the time budget (5m) ran out" })
      )
      expect(yield* Turn.get("t8").pipe(Effect.provide(stores(filename)))).toEqual(ended)
    }).pipe(Effect.scoped))

  it.effect("two processes on one file resume the same due turn at once: it runs once", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const model = yield* Model.scripted([down, send, Model.text("Sent.")])
      const sent = yield* Ref.make(0)
      const options = { toolkit: Toolkit.make(sendEmail(sent, Effect.sleep("1 second"))), resumeSchedule }
      yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t5", message: "Remind Ada" })
        yield* Runner.runOnce(options)
      }).pipe(Effect.provide(withModel(filename, model.layer)))
      yield* TestClock.adjust("5 minutes")
      const one = Runner.runOnce(options).pipe(Effect.provide(withModel(filename, model.layer)))
      const fibers = yield* Effect.all([Effect.fork(one), Effect.fork(one)])
      // The clock moves once the send sleeps: the runners reach it only after real work on the file, and a clock moved
      // before that left the sleep waiting for good (the test timed out on a loaded machine).
      yield* Testing.untilSleeping("1 second")
      yield* TestClock.adjust("1 second")
      const [a, b] = yield* Effect.all(fibers.map(Fiber.join))
      expect([...a!, ...b!].map((t) => t.state._tag)).toEqual(["Completed"])
      expect(yield* model.calls).toBe(3)
      expect(yield* Ref.get(sent)).toBe(1)
    }).pipe(Effect.scoped))

  // The worker runs a turn's step, and makes its claim, in fibers of their own that it joins: a step or claim that
  // failed (the turn lost to a cancel, the store down) was also logged by Effect as "Fiber terminated with an unhandled
  // error", though the worker had the failure and logged it as such; at Error for an operator who raised unhandled
  // errors to see fibers whose failure nobody took.
  describe("a worker's handled failure is no fiber's 'unhandled error'", () => {
    it.effect("a step lost to a cancel by another process", () =>
      Effect.gen(function*() {
        const filename = yield* sqliteFile
        const hung = yield* Model.scripted([Effect.never])
        const lines: Array<string> = []
        yield* Turn.start({ id: "t9", message: "Hi" }).pipe(Effect.provide(stores(filename)))
        const worker = yield* Effect.fork(
          Runner.runOnce({ toolkit: Toolkit.make(), lease: "30 seconds" }).pipe(
            Effect.provide(withModel(filename, hung.layer)),
            unhandledErrors(lines)
          )
        )
        // the first renewal, a third of the lease on, sees the cancel
        yield* Testing.untilSleeping("10 seconds")
        yield* Turn.cancel("t9", "stuck").pipe(Effect.provide(stores(filename)))
        yield* TestClock.adjust("10 seconds")
        expect(yield* Fiber.join(worker)).toEqual([])
        expect(lines).toEqual([])
      }).pipe(Effect.scoped))

    it.effect("a claim that failed: the store's table gone", () =>
      Effect.gen(function*() {
        const filename = yield* sqliteFile
        const model = yield* Model.scripted([Model.text("never asked")])
        const lines: Array<string> = []
        yield* Turn.start({ id: "t10", message: "Hi" }).pipe(Effect.provide(stores(filename)))
        // a table dropped, or a database restored without it, under a running worker
        yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DROP TABLE effect_resilience_turns`).pipe(
          Effect.provide(SqliteClient.layer({ filename }))
        )
        const error = yield* Runner.runOnce({ toolkit: Toolkit.make() }).pipe(
          Effect.flip,
          Effect.provide(withModel(filename, model.layer)),
          unhandledErrors(lines)
        )
        expect(error.message).toContain("no such table: effect_resilience_turns")
        expect(lines).toEqual([])
      }).pipe(Effect.scoped))
  })
})
