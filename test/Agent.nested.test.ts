import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Ref, Schema, TestClock } from "effect"
import { Agent, Idempotency, Model, Runner, Tool, Toolkit, Turn, TurnStore } from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

// Sub-agents run by a tool of the parent's turn (`delegate`), each with its own scripted model and a side-effecting
// `send_email`. Providers that number calls per response send `call_0` again in each step.
const send = Model.callTools({ id: "call_0", name: "send_email", args: { to: "ada@example.com" } })

const makeSendEmail = (sent: Ref.Ref<number>) =>
  Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters: Schema.Struct({ to: Schema.String }),
    success: Schema.Struct({ n: Schema.Number }),
    sideEffect: true,
    handler: () => Effect.map(Ref.updateAndGet(sent, (n) => n + 1), (n) => ({ n }))
  })

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
