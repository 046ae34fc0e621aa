import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Option, Ref, Schema, TestClock } from "effect"
import { Agent, Idempotency, Model, Runner, Tool, Toolkit, Turn, TurnStore } from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { makeSendEmail } from "./support/common.js"

// Sub-agents run by a tool of the parent's turn (`delegate`), each with its own scripted model and a side-effecting
// `send_email`. Providers that number calls per response send `call_0` again in each step.
const send = Model.callTools({ id: "call_0", name: "send_email", args: { to: "ada@example.com" } })

/** `subModel`: the sub-agent's model for each run of `delegate` (one shared script, or a new one per run). */
const makeDelegate = (sent: Ref.Ref<number>, subModel: Effect.Effect<Model.Scripted>) =>
  Tool.make({
    name: "delegate",
    description: "Hand a task to the mail assistant",
    parameters: Schema.Struct({ task: Schema.String }),
    success: Schema.String,
    timeout: "1 hour",
    handler: ({ task }) =>
      Effect.flatMap(subModel, (model) =>
        Agent.turn({ history: [new Model.UserMessage({ content: task })], toolkit: Toolkit.make(makeSendEmail(sent)) })
          .pipe(
            Effect.map((result) =>
              result.answer.content
            ),
            Effect.provide(model.layer),
            Effect.orDie
          ))
  })

const delegate = (id: string, task = "Send Ada the reminder, then once more") =>
  Model.callTools({ id, name: "delegate", args: { task } })

const sqliteFile = Effect.acquireRelease(
  Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "agent-nested-"))),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
).pipe(Effect.map((dir) => path.join(dir, "agent.db")))

describe("a sub-agent run by a tool keys its side effects by its own steps", () => {
  it.effect("in a durable turn, a call_0 its next step repeats runs again (SQLite)", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      // It inherited the turn's exchange count, the same for all its steps: its second email replayed the first.
      const sub = yield* Model.scripted([send, send, Model.text("Sent twice.")])
      const parent = yield* Model.scripted([delegate("call_0"), Model.text("Done.")])
      const filename = yield* sqliteFile
      const stores = Layer.merge(TurnStore.layerSqlite({ filename }), Idempotency.layerSqlite({ filename }))
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "nested", message: "Remind Ada twice" })
        const [turn] = yield* Runner.runOnce({ toolkit: Toolkit.make(makeDelegate(sent, Effect.succeed(sub))) })
        expect(turn.state).toEqual(new Turn.Completed({ answer: Model.text("Done.") }))
        expect(yield* Ref.get(sent)).toBe(2)
      }).pipe(Effect.provide(Layer.merge(parent.layer, stores)))
    }).pipe(Effect.scoped))

  it.effect("a worker that died inside the tool: the resumed sub-agent replays the emails it sent, none a third time", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const both = yield* Deferred.make<void>()
      const sub = yield* Model.scripted([
        send,
        send,
        // the worker dies here (as a SIGKILL stops it), both emails sent and the delegate call without a result
        Effect.zipRight(Deferred.succeed(both, undefined), Effect.never),
        send,
        send,
        Model.text("Sent twice.")
      ])
      const parent = yield* Model.scripted([delegate("call_0"), Model.text("Done.")])
      const options = { toolkit: Toolkit.make(makeDelegate(sent, Effect.succeed(sub))) }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "nested", message: "Remind Ada twice" })
        const worker = yield* Effect.fork(Runner.runOnce(options))
        yield* Deferred.await(both)
        yield* Fiber.interrupt(worker)
        expect(yield* Ref.get(sent)).toBe(2)
        yield* TestClock.adjust("1 hour")
        const [turn] = yield* Runner.runOnce(options)
        expect(turn.state).toEqual(new Turn.Completed({ answer: Model.text("Done.") }))
        expect(yield* Ref.get(sent)).toBe(2)
      }).pipe(Effect.provide(Layer.mergeAll(parent.layer, TurnStore.layerMemory, Idempotency.layerMemory)))
    }))

  it.effect("two sub-agents run by two calls of one exchange each send their email (Agent.turn with a turnId)", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      // Each sub-agent's first exchange sat at the same position of its own history, in the parent's turn: the second
      // sub-agent's email replayed the first's.
      const perRun = Model.scripted([send, Model.text("Sent.")])
      const parent = yield* Model.scripted([
        Model.callTools(
          { id: "call_0", name: "delegate", args: { task: "Remind Ada of the invoice" } },
          { id: "call_1", name: "delegate", args: { task: "Remind Ada of the meeting" } }
        ),
        Model.text("Done.")
      ])
      const result = yield* Agent.turn({
        history: [new Model.UserMessage({ content: "Remind Ada of both" })],
        toolkit: Toolkit.make(makeDelegate(sent, perRun)),
        turnId: "turn_1",
        concurrency: 1
      }).pipe(Effect.provide(Layer.merge(parent.layer, Idempotency.layerMemory)))
      expect(result.answer).toEqual(Model.text("Done."))
      expect(yield* Ref.get(sent)).toBe(2)
    }))
})

// The key of a call made in no tool, pinned as the build before sub-agents were keyed made it: a durable turn saved then
// and resumed now must replay its calls (and a key sent as a provider's Idempotency-Key header must not change).
describe("keys of calls made in no tool are unchanged", () => {
  const keyed = (keys: Array<string>) =>
    Toolkit.make(Tool.make({
      name: "send_email",
      description: "Send an email",
      parameters: Schema.Struct({ to: Schema.String }),
      success: Schema.Struct({ n: Schema.Number }),
      sideEffect: true,
      handler: () =>
        Effect.map(Idempotency.currentKey, (key) => {
          keys.push(Option.getOrThrow(key))
          return { n: keys.length }
        })
    }))

  it.effect("Toolkit.execute called by user code", () =>
    Effect.gen(function*() {
      const keys: Array<string> = []
      yield* Toolkit.execute(keyed(keys), {
        id: "call_0",
        name: "send_email",
        arguments: "{\"to\":\"ada@example.com\"}"
      })
        .pipe(Toolkit.withTurnId("turn_1"), Effect.provide(Idempotency.layerMemory))
      expect(keys).toEqual(["idem_27716937f801630f5e059fa80abab4259fd2fcead6f5c1f2181e050018738894"])
      expect(keys[0]).toBe(
        Idempotency.makeKey({ turnId: "turn_1", callId: "call_0", tool: "send_email", args: { to: "ada@example.com" } })
      )
    }))

  it.effect("Agent.turn with a turn id", () =>
    Effect.gen(function*() {
      const keys: Array<string> = []
      const model = yield* Model.scripted([send, send, Model.text("Sent twice.")])
      yield* Agent.turn({
        history: [new Model.UserMessage({ content: "Remind Ada twice" })],
        toolkit: keyed(keys),
        turnId: "turn_1"
      }).pipe(Effect.provide(Layer.merge(model.layer, Idempotency.layerMemory)))
      expect(keys).toEqual([
        "idem_49b6a639d103d6feb5e61c7808a1dc773b975c215cfaff60af8ed16ef9b423c8",
        "idem_c73fa013921686c97b21cdbac74f0d75b7b586cdaad79cc2e7a6af8c011a54d7"
      ])
    }))

  it.effect("a durable turn", () =>
    Effect.gen(function*() {
      const keys: Array<string> = []
      const model = yield* Model.scripted([send, send, Model.text("Sent twice.")])
      yield* Effect.gen(function*() {
        yield* Turn.start({ id: "turn_1", message: "Remind Ada twice" })
        yield* Runner.runOnce({ toolkit: keyed(keys) })
      }).pipe(Effect.provide(Layer.mergeAll(model.layer, TurnStore.layerMemory, Idempotency.layerMemory)))
      expect(keys).toEqual([
        // the first exchange counted 1, where Agent.turn's sits at position 1
        "idem_49b6a639d103d6feb5e61c7808a1dc773b975c215cfaff60af8ed16ef9b423c8",
        "idem_4460f4239b56cdc81837fe3378eea4ebda21f0325dab7e5d923375dafc2daa69"
      ])
    }))
})

describe("a handler that calls Toolkit.execute itself keys the call under the call it serves", () => {
  // `notify` sends the email itself, always as the same inner call.
  const makeNotify = (sent: Ref.Ref<number>, afterSend: Effect.Effect<void> = Effect.void) =>
    Tool.make({
      name: "notify",
      description: "Notify someone",
      parameters: Schema.Struct({ who: Schema.String }),
      success: Schema.Number,
      timeout: "1 hour",
      handler: () =>
        Toolkit.execute(Toolkit.make(makeSendEmail(sent)), {
          id: "email",
          name: "send_email",
          arguments: "{\"to\":\"ada@example.com\"}"
        }).pipe(Effect.zipLeft(afterSend), Effect.as(1), Effect.orDie)
    })

  it.effect("two calls of one exchange each send; the resumed call does not send again", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const both = yield* Deferred.make<void>()
      const second = yield* Ref.make(0)
      // the second call's handler stops the worker (as a SIGKILL) after it sent, the first time only
      const afterSend = Effect.flatMap(
        Ref.getAndUpdate(second, (n) => n + 1),
        (n) => n === 1 ? Effect.zipRight(Deferred.succeed(both, undefined), Effect.never) : Effect.void
      )
      const parent = yield* Model.scripted([
        Model.callTools(
          { id: "call_0", name: "notify", args: { who: "Ada, for the invoice" } },
          { id: "call_1", name: "notify", args: { who: "Ada, for the meeting" } }
        ),
        Model.text("Done.")
      ])
      const options = { toolkit: Toolkit.make(makeNotify(sent, afterSend)), concurrency: 1 }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "notify", message: "Notify Ada twice" })
        const worker = yield* Effect.fork(Runner.runOnce(options))
        yield* Deferred.await(both)
        yield* Fiber.interrupt(worker)
        expect(yield* Ref.get(sent)).toBe(2)
        yield* TestClock.adjust("1 hour")
        const [turn] = yield* Runner.runOnce(options)
        expect(turn.state).toEqual(new Turn.Completed({ answer: Model.text("Done.") }))
        expect(yield* Ref.get(sent)).toBe(2)
      }).pipe(Effect.provide(Layer.mergeAll(parent.layer, TurnStore.layerMemory, Idempotency.layerMemory)))
    }))
})

// Two agents one handler runs share the call they run in: identical calls of theirs at the same position share a key,
// unless each has a turn id of its own (the README says so).
describe("two sub-agents run one after the other by one call", () => {
  it.effect("each sends its email when each has its own turn id", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sub = (turnId: string) =>
        Effect.flatMap(Model.scripted([send, Model.text("Sent.")]), (model) =>
          Agent.turn({
            history: [new Model.UserMessage({ content: "Remind Ada" })],
            toolkit: Toolkit.make(makeSendEmail(sent)),
            turnId
          }).pipe(Effect.provide(model.layer), Effect.orDie))
      const remindTwice = Tool.make({
        name: "remind_twice",
        description: "Remind Ada by two assistants",
        parameters: Schema.Struct({}),
        success: Schema.Number,
        handler: () => Effect.as(Effect.zip(sub("drafter"), sub("reviewer")), 1)
      })
      const parent = yield* Model.scripted([
        Model.callTools({ id: "call_0", name: "remind_twice", args: {} }),
        Model.text("Done.")
      ])
      yield* Agent.turn({
        history: [new Model.UserMessage({ content: "Remind Ada twice" })],
        toolkit: Toolkit.make(remindTwice),
        turnId: "turn_1"
      }).pipe(Effect.provide(Layer.merge(parent.layer, Idempotency.layerMemory)))
      expect(yield* Ref.get(sent)).toBe(2)
    }))
})
