/**
 * Tool calls of one answer that share an id (DeepSeek and GLM give parallel calls one id; some proxies give none, "")
 * with other arguments each run (their idempotency keys differ). Their results pair with them by position among the
 * calls of that id, as providers read them. The history read results by id: one result counted as the answer of every
 * call of its id (a resumed step never ran the other call, and asked the model with it unanswered), and a step stopped
 * while an earlier call of an id ran on put a later call's result where the earlier's belongs.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, type Exit, Layer, Ref, Schema } from "effect"
import { Agent, Failure, Idempotency, Model, Runner, Testing, Tool, Toolkit, Turn, TurnStore } from "effect-resilience"
import { failureOf, sqliteFile, user } from "./support/agentSteps.js"

/** A side-effecting `send_email` taking `seconds` of virtual time, that says who it sent to. */
const sendEmail = (sent: Ref.Ref<ReadonlyArray<string>>) =>
  Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters: Schema.Struct({ to: Schema.String, seconds: Schema.Number }),
    success: Schema.String,
    sideEffect: true,
    timeout: "1 hour",
    handler: ({ seconds, to }) =>
      Effect.sleep(`${seconds} seconds`).pipe(
        Effect.zipRight(Ref.update(sent, (all) => [...all, to])),
        Effect.as(`sent to ${to}`)
      )
  })

const ada = (id: string, seconds = 0) => ({ id, name: "send_email", args: { to: "ada", seconds } })
const bob = (id: string, seconds = 0) => ({ id, name: "send_email", args: { to: "bob", seconds } })

const resultText = (to: string) => JSON.stringify(`sent to ${to}`)

/** The history: the user, the answer with both calls, and the first call's result only. */
const halfDone = (id: string): Model.History => [
  user("Email Ada and Bob"),
  Model.callTools(ada(id), bob(id)),
  new Model.ToolMessage({ toolCallId: id, toolName: "send_email", content: resultText("ada"), isError: false })
]

/** The contents of the tool messages after the last assistant message with calls, in order. */
const results = (history: Model.History): ReadonlyArray<string> => {
  const at = history.findLastIndex((m) => m._tag === "AssistantMessage" && m.toolCalls.length > 0)
  return history.slice(at + 1).flatMap((m) => m._tag === "ToolMessage" ? [m.content] : [])
}

describe("tool calls of one answer sharing an id", () => {
  for (const id of ["call_0", ""]) {
    it(`one result of two calls of id ${JSON.stringify(id)}: the second is still pending`, () => {
      expect(Turn.pendingToolCalls(halfDone(id)).map((call) => call.arguments)).toEqual([
        JSON.stringify({ to: "bob", seconds: 0 })
      ])
    })

    it.effect(`Agent.step resuming it (id ${JSON.stringify(id)}) runs the second call, and does not ask the model`, () =>
      Effect.gen(function*() {
        const sent = yield* Ref.make<ReadonlyArray<string>>([])
        const model = yield* Model.scripted([])
        const outcome = yield* Agent.step({ history: halfDone(id) }, {
          toolkit: Toolkit.make(sendEmail(sent)),
          turnId: "turn_1"
        }).pipe(Effect.provide(Layer.merge(model.layer, Idempotency.layerMemory)))
        expect(outcome._tag).toBe("ToolsRan")
        expect(yield* Ref.get(sent)).toEqual(["bob"])
        expect(results(outcome.history)).toEqual([resultText("ada"), resultText("bob")])
        expect(yield* model.calls).toBe(0)
      }))
  }

  for (const id of ["call_0", ""]) {
    it.effect(`Agent.step resuming a repeat whose first call has its result (id ${JSON.stringify(id)}): it does not run`, () =>
      Effect.gen(function*() {
        // the same call twice (a proxy that emits a streamed call again), then Bob's: only the first has a result
        const sent = yield* Ref.make<ReadonlyArray<string>>([])
        const history: Model.History = [
          user("Email Ada and Bob"),
          Model.callTools(ada(id), ada(id), bob(id)),
          new Model.ToolMessage({ toolCallId: id, toolName: "send_email", content: resultText("ada"), isError: false })
        ]
        const model = yield* Model.scripted([])
        const outcome = yield* Agent.step({ history }, {
          toolkit: Toolkit.make(sendEmail(sent)),
          turnId: "turn_1"
        }).pipe(Effect.provide(Layer.merge(model.layer, Idempotency.layerMemory)))
        // read from the answer alone, as a fresh step reads it: the second is the first again, and is not run
        expect(yield* Ref.get(sent)).toEqual(["bob"])
        const [first, repeat, last] = results(outcome.history)
        expect(first).toBe(resultText("ada"))
        expect(repeat).toContain("This call was not run: the same send_email call")
        expect(last).toBe(resultText("bob"))
      }))
  }

  it.effect("a compaction keeping one result of two calls of one id leaves the second call out, not dangling", () =>
    Effect.gen(function*() {
      const overflow = new Failure.ContextOverflow({ reason: "context_length_exceeded", status: 400 })
      const model = yield* Model.scripted([overflow, Model.text("You're welcome.")])
      // an old exchange whose second result is missing: the compaction must not hand its call on without it
      const history = [...halfDone("call_0"), Model.text("Sent."), user("Thanks")]
      yield* Agent.step({ history }, {
        compact: (history) => Effect.succeed(history.slice(1)),
        toolkit: Toolkit.make(sendEmail(yield* Ref.make<ReadonlyArray<string>>([])))
      }).pipe(Effect.provide(Layer.merge(model.layer, Idempotency.layerMemory)))
      const asked = (yield* model.requests)[1]!.history
      expect(asked.flatMap((m) => m._tag === "AssistantMessage" ? m.toolCalls.map((call) => call.arguments) : []))
        .toEqual([JSON.stringify({ to: "ada", seconds: 0 })])
      expect(results(asked.slice(0, 2))).toEqual([resultText("ada")])
    }))

  for (const store of ["memory", "sqlite"] as const) {
    it.effect(`Turn.start with one of two results (${store}), run by a worker of a new process: the second runs`, () =>
      Effect.gen(function*() {
        const sent = yield* Ref.make<ReadonlyArray<string>>([])
        const filename = sqliteFile("shared-ids")
        const stores = store === "memory"
          ? Layer.merge(TurnStore.layerMemory, Idempotency.layerMemory)
          : Layer.merge(TurnStore.layerSqlite({ filename }), Idempotency.layerSqlite({ filename }))
        const memory = yield* Layer.memoize(stores)
        // the SQLite file is opened again for the worker, as a new process would; the memory store is kept
        const started = yield* Turn.start({ id: "t1", history: halfDone("call_0") }).pipe(
          Effect.provide(Layer.fresh(memory))
        )
        expect(results(started.history)).toEqual([resultText("ada")])
        const model = yield* Model.scripted([Model.text("Both sent.")])
        const worker = store === "memory" ? memory : Layer.fresh(stores)
        const [turn] = yield* Runner.runOnce({ toolkit: Toolkit.make(sendEmail(sent)) }).pipe(
          Effect.provide(Layer.merge(model.layer, worker))
        )
        expect(turn!.state._tag).toBe("Completed")
        expect(yield* Ref.get(sent)).toEqual(["bob"])
        expect(results(turn!.history.slice(0, -1))).toEqual([resultText("ada"), resultText("bob")])
        // the model was asked with both calls answered, in their order
        expect(results((yield* model.requests)[0]!.history)).toEqual([resultText("ada"), resultText("bob")])
      }).pipe(Effect.scoped))
  }

  for (const id of ["call_0", ""]) {
    it.effect(`Agent.turn cut by its budget while the first call of id ${JSON.stringify(id)} runs on: each result in its place`, () =>
      Effect.gen(function*() {
        const sent = yield* Ref.make<ReadonlyArray<string>>([])
        const model = yield* Model.scripted([Model.callTools(ada(id, 100), bob(id, 1))])
        const run = yield* Testing.runWithTestClock(
          Agent.turn({
            history: [user("Email Ada and Bob")],
            toolkit: Toolkit.make(sendEmail(sent)),
            concurrency: 2,
            turnId: "turn_1",
            timeBudget: "10 seconds"
          }).pipe(Effect.provide(Layer.merge(model.layer, Idempotency.layerMemory)))
        )
        const error = failureOf(run.exit) as Agent.TimeBudgetExceeded
        expect(yield* Ref.get(sent)).toEqual(["bob"])
        const [first, second] = results(error.history)
        expect(first).toContain("Tool send_email did not finish")
        expect(second).toBe(resultText("bob"))
      }))
  }

  it.effect("a durable turn (SQLite) cut by its budget while the first call runs on: each result in its place", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make<ReadonlyArray<string>>([])
      const filename = sqliteFile("shared-ids")
      const model = yield* Model.scripted([Model.callTools(ada("call_0", 100), bob("call_0", 1))])
      const layer = Layer.mergeAll(
        model.layer,
        TurnStore.layerSqlite({ filename }),
        Idempotency.layerSqlite({ filename })
      )
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "t1", message: "Email Ada and Bob" })
          return yield* Runner.runOnce({
            toolkit: Toolkit.make(sendEmail(sent)),
            concurrency: 2,
            timeBudget: "10 seconds"
          })
        }).pipe(Effect.provide(layer))
      )
      const [turn] = (run.exit as Exit.Success<ReadonlyArray<Turn.Turn>, never>).value
      expect(turn!.state._tag).toBe("BudgetExceeded")
      expect(yield* Ref.get(sent)).toEqual(["bob"])
      const [first, second] = results(turn!.history.slice(0, -1))
      expect(first).toContain("Tool send_email did not finish")
      expect(second).toBe(resultText("bob"))
    }))
})
