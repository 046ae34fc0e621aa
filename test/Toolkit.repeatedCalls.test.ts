/**
 * One answer holding the same side-effecting call twice (the same call id, tool and arguments: a proxy that emits a
 * streamed call again, OpenAI-compatible servers that repeat ids or leave them empty). Its idempotency key is the same,
 * so the repeat used to replay the first call's result: the model read that the email went out twice.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Ref, Schema, TestClock } from "effect"
import { Agent, Idempotency, Model, Tool, Toolkit, type ToolResult } from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

/** A side-effecting `send_email` that counts its sends and answers who it sent to and the count so far. */
const sendEmail = (sent: Ref.Ref<ReadonlyArray<string>>) =>
  Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters: Schema.Struct({ to: Schema.String, subject: Schema.String }),
    success: Schema.Struct({ to: Schema.String, n: Schema.Number }),
    sideEffect: true,
    handler: ({ to }) => Effect.map(Ref.updateAndGet(sent, (all) => [...all, to]), (all) => ({ to, n: all.length }))
  })

/** A read-only `lookup` that counts its runs. */
const lookup = (runs: Ref.Ref<number>) =>
  Tool.make({
    name: "lookup",
    description: "Look a customer up",
    parameters: Schema.Struct({ email: Schema.String }),
    success: Schema.Number,
    handler: () => Ref.updateAndGet(runs, (n) => n + 1)
  })

const codeOf = (result: ToolResult.ToolResult) =>
  result._tag === "Success" ? "success" : `${result.code}: ${result.message}`

/** A SQLite file in a directory of its own, removed when the test's scope closes. */
const sqliteFile = Effect.acquireRelease(
  Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "repeated-calls-"))),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
).pipe(Effect.map((dir) => path.join(dir, "agent.db")))

const ada = { id: "call_0", name: "send_email", arguments: "{\"to\":\"ada@example.com\",\"subject\":\"Hi\"}" }
// The same call, its arguments in another key order and spacing: the same idempotency key.
const adaAgain = { id: "call_0", name: "send_email", arguments: "{ \"subject\": \"Hi\", \"to\": \"ada@example.com\" }" }
// The same id with other arguments (DeepSeek and GLM give parallel calls one id): a call of its own.
const bob = { id: "call_0", name: "send_email", arguments: "{\"to\":\"bob@example.com\",\"subject\":\"Hi\"}" }

const repeatText = "This call was not run: the same send_email call (the same call id and arguments) comes earlier " +
  "in this answer, and ran once there; its result is that call's. If you meant send_email to run again, call it again."

const batch = (sent: Ref.Ref<ReadonlyArray<string>>, calls: ReadonlyArray<Toolkit.Call>, concurrency: number) =>
  Toolkit.executeAll(Toolkit.make(sendEmail(sent)), calls, { concurrency }).pipe(Toolkit.withTurnId("turn_1"))

describe("one answer holding a side-effecting call twice", () => {
  for (const concurrency of [1, 4]) {
    it.effect(`the repeat is not run and reads so; calls of that id with other arguments run (concurrency ${concurrency})`, () =>
      Effect.gen(function*() {
        const sent = yield* Ref.make<ReadonlyArray<string>>([])
        const results = yield* batch(sent, [ada, bob, adaAgain], concurrency)
        expect((yield* Ref.get(sent)).toSorted()).toEqual(["ada@example.com", "bob@example.com"])
        expect(results.map((r) => r.callId)).toEqual(["call_0", "call_0", "call_0"])
        expect(results[0]).toMatchObject({ _tag: "Success", value: { to: "ada@example.com" } })
        expect(results[1]).toMatchObject({ _tag: "Success", value: { to: "bob@example.com" } })
        expect(codeOf(results[2]!)).toBe(`INVALID_ARGUMENTS: ${repeatText}`)
      }).pipe(Effect.provide(Idempotency.layerMemory)))
  }

  it.effect("calls with no id (\"\"), the same arguments: the first runs, the repeat reads so, a third call again", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make<ReadonlyArray<string>>([])
      const noId = { ...ada, id: "" }
      const results = yield* batch(sent, [noId, noId, noId], 1)
      expect(yield* Ref.get(sent)).toEqual(["ada@example.com"])
      expect(results.map(codeOf)).toEqual([
        "success",
        `INVALID_ARGUMENTS: ${repeatText}`,
        `INVALID_ARGUMENTS: ${repeatText}`
      ])
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a read-only tool called twice alike runs twice (nothing is keyed); other ids run", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const sent = yield* Ref.make<ReadonlyArray<string>>([])
      const toolkit = Toolkit.make(lookup(runs), sendEmail(sent))
      const find = { id: "call_1", name: "lookup", arguments: "{\"email\":\"ada@example.com\"}" }
      const results = yield* Toolkit.executeAll(toolkit, [find, find, ada, { ...ada, id: "call_2" }]).pipe(
        Toolkit.withTurnId("turn_1")
      )
      expect(results.map(codeOf)).toEqual(["success", "success", "success", "success"])
      expect(yield* Ref.get(runs)).toBe(2)
      expect(yield* Ref.get(sent)).toEqual(["ada@example.com", "ada@example.com"])
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("an agent step on a SQLite file, resumed by a new process: the same call runs, replays, and the repeat still reads so", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const sent = yield* Ref.make<ReadonlyArray<string>>([])
      const answer = Model.callTools(
        { id: "call_0", name: "send_email", args: { to: "ada@example.com", subject: "Hi" } },
        { id: "call_0", name: "send_email", args: { subject: "Hi", to: "ada@example.com" } },
        { id: "call_0", name: "send_email", args: { to: "bob@example.com", subject: "Hi" } }
      )
      const history: Model.History = [new Model.UserMessage({ content: "Email Ada and Bob" })]
      const options = { toolkit: Toolkit.make(sendEmail(sent)), turnId: "turn_1", concurrency: 3 }
      // Each process its own connection to the file.
      const aProcess = (model: Model.Scripted) => Layer.merge(Idempotency.layerSqlite({ filename }), model.layer)

      const first = yield* Agent.step({ history }, options).pipe(
        Effect.provide(aProcess(yield* Model.scripted([answer])))
      )
      if (first._tag !== "ToolsRan") throw new Error(`expected ToolsRan, got ${first._tag}`)
      expect((yield* Ref.get(sent)).toSorted()).toEqual(["ada@example.com", "bob@example.com"])
      expect(first.results.map(codeOf)).toEqual(["success", `INVALID_ARGUMENTS: ${repeatText}`, "success"])

      // A worker that died before saving the results: the next resumes the answer's calls from the saved history.
      const resumed = yield* Agent.step({ history: [...history, answer] }, options).pipe(
        Effect.provide(aProcess(yield* Model.scripted([])))
      )
      if (resumed._tag !== "ToolsRan") throw new Error(`expected ToolsRan, got ${resumed._tag}`)
      expect(resumed.results).toEqual(first.results)
      expect((yield* Ref.get(sent)).toSorted()).toEqual(["ada@example.com", "bob@example.com"])
    }).pipe(Effect.scoped))

  it.live("arguments written apart that the parameters read alike (a default, a null) are the same call: the repeat is not run", () =>
    Effect.gen(function*() {
      // The key is made of the parameters decoded and encoded again: `urgent` left out and `urgent: false`, `cc: null`
      // and no `cc`, are one key. Compared as written, both ran and the second replayed the first: sent once, read twice.
      const sent = yield* Ref.make<ReadonlyArray<string>>([])
      const send = Tool.make({
        name: "send_email",
        description: "Send an email",
        parameters: Schema.Struct({
          to: Schema.String,
          urgent: Schema.optionalWith(Schema.Boolean, { default: () => false }),
          cc: Schema.optionalWith(Schema.String, { nullable: true })
        }),
        success: Schema.Number,
        sideEffect: true,
        handler: ({ to }) => Effect.map(Ref.updateAndGet(sent, (all) => [...all, to]), (all) => all.length)
      })
      const call = (args: object) => ({ id: "", name: "send_email", arguments: JSON.stringify(args) })
      for (const concurrency of [1, 4]) {
        yield* Ref.set(sent, [])
        const results = yield* Toolkit.executeAll(
          Toolkit.make(send),
          [call({ to: "ada" }), call({ to: "ada", urgent: false, cc: null }), call({ to: "ada", urgent: true })],
          { concurrency }
        ).pipe(Toolkit.withTurnId(`turn_${concurrency}`))
        expect(yield* Ref.get(sent)).toEqual(["ada", "ada"])
        expect(results.map(codeOf)).toEqual([
          "success",
          `INVALID_ARGUMENTS: ${repeatText}`,
          "success"
        ])
      }
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a repeat whose arguments do not match the parameters reads what is wrong with them, as the first does, not that it ran", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make<ReadonlyArray<string>>([])
      const wrong = { id: "call_0", name: "send_email", arguments: "{\"to\":1,\"subject\":\"Hi\"}" }
      const results = yield* batch(sent, [wrong, wrong], 1)
      expect(yield* Ref.get(sent)).toEqual([])
      const invalid = "INVALID_ARGUMENTS: The arguments of send_email do not match its parameters: to: Expected " +
        "string, actual 1. Fix the arguments and call send_email again."
      expect(results.map(codeOf)).toEqual([invalid, invalid])
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("the calls compared are read once (their parameters' checks run once) and their timeout counts from their run", () =>
    Effect.gen(function*() {
      const checks = yield* Ref.make(0)
      const sent = yield* Ref.make<ReadonlyArray<string>>([])
      const send = Tool.make({
        name: "send_email",
        description: "Send an email",
        parameters: Schema.Struct({
          // an asynchronous check, as one asking a service whether the address exists
          to: Schema.String.pipe(Schema.filterEffect(() => Effect.as(Ref.update(checks, (n) => n + 1), true)))
        }),
        success: Schema.Number,
        sideEffect: true,
        timeout: "10 seconds",
        // 5 s to send
        handler: ({ to }) =>
          Effect.delay(Effect.map(Ref.updateAndGet(sent, (all) => [...all, to]), (all) => all.length), "5 seconds")
      })
      const slow = Tool.make({
        name: "slow_report",
        description: "",
        parameters: Schema.Struct({}),
        success: Schema.String,
        handler: () => Effect.as(Effect.sleep("8 seconds"), "done")
      })
      const email = (to: string) => ({ id: "call_0", name: "send_email", arguments: JSON.stringify({ to }) })
      // One at a time: Bob's call, read with Ada's before the batch (they share an id), starts after 13 s, and has its
      // 10 s from then; counted from its read it had none left.
      const fiber = yield* Effect.fork(
        Toolkit.executeAll(
          Toolkit.make(send, slow),
          [email("ada"), { id: "call_1", name: "slow_report", arguments: "{}" }, email("bob"), email("ada")],
          { concurrency: 1 }
        ).pipe(Toolkit.withTurnId("turn_1"))
      )
      yield* TestClock.adjust("30 seconds")
      const results = yield* Fiber.join(fiber)
      expect(results.map(codeOf)).toEqual(["success", "success", "success", `INVALID_ARGUMENTS: ${repeatText}`])
      expect(yield* Ref.get(sent)).toEqual(["ada", "bob"])
      expect(yield* Ref.get(checks)).toBe(3)
    }).pipe(Effect.provide(Idempotency.layerMemory)))
})
