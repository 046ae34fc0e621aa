import { describe, expect, it } from "@effect/vitest"
import type { Exit } from "effect"
import { Effect, Layer, Ref, Schema } from "effect"
import {
  Agent,
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
import { failureOf, sleeper, sqliteFile, toolMessages, user } from "./support/agentSteps.js"
import { makeSendEmail, search } from "./support/common.js"

describe("a step's tools recorded as they end", () => {
  it.effect("Agent.turn, concurrency 2: each result is the one of its call", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "a", name: "sleep", args: { seconds: 30 } },
          { id: "b", name: "sleep", args: { seconds: 10 } },
          { id: "c", name: "sleep", args: { seconds: 20 } },
          { id: "d", name: "sleep", args: { seconds: 100 } }
        )
      ])
      const run = yield* Testing.runWithTestClock(
        Agent.turn({
          history: [user("sleep")],
          toolkit: Toolkit.make(sleeper),
          concurrency: 2,
          timeBudget: "45 seconds"
        }).pipe(Effect.provide(model.layer))
      )
      const error = failureOf(run.exit) as Agent.TimeBudgetExceeded
      expect(error._tag).toBe("TimeBudgetExceeded")
      const byId = Object.fromEntries(
        error.history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage").map((m) => [m.toolCallId, m])
      )
      // a (30 s) and b (10 s) start; b ends at 10, c starts, ends at 30; a ends at 30; d starts at 30, cut at 45
      expect(byId.a?.content).toBe("\"slept 30\"")
      expect(byId.b?.content).toBe("\"slept 10\"")
      expect(byId.c?.content).toBe("\"slept 20\"")
      expect(byId.d?.isError).toBe(true)
      expect(toolMessages(error.history).sort()).toEqual(["a", "b", "c", "d"])
    }))

  it.effect("Agent.turn resuming a step with some results: none twice, none lost", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([])
      const asked = Model.callTools(
        { id: "a", name: "sleep", args: { seconds: 1 } },
        { id: "b", name: "sleep", args: { seconds: 1 } },
        { id: "c", name: "sleep", args: { seconds: 100 } }
      )
      const history = [
        user("sleep"),
        asked,
        new Model.ToolMessage({ toolCallId: "b", toolName: "sleep", content: "\"slept 1\"", isError: false })
      ]
      const run = yield* Testing.runWithTestClock(
        Agent.turn({ history, toolkit: Toolkit.make(sleeper), timeBudget: "10 seconds" }).pipe(
          Effect.provide(model.layer)
        )
      )
      const error = failureOf(run.exit) as Agent.TimeBudgetExceeded
      expect(toolMessages(error.history)).toEqual(["b", "a", "c"])
    }))

  it.effect("Agent.turn: a sub-agent in a tool with its own budget records into its own step", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([
        // outer
        Model.callTools({ id: "outer_1", name: "delegate", args: { task: "x" } }),
        // inner
        Model.callTools({ id: "inner_1", name: "sleep", args: { seconds: 5 } }),
        Model.callTools({ id: "inner_2", name: "sleep", args: { seconds: 500 } })
      ])
      const delegate = Tool.make({
        name: "delegate",
        description: "Delegate",
        parameters: Schema.Struct({ task: Schema.String }),
        success: Schema.String,
        timeout: "1 hour",
        handler: ({ task }) =>
          Agent.turn({ history: [user(task)], toolkit: Toolkit.make(sleeper), timeBudget: "5 minutes" }).pipe(
            Effect.map((r) => r.answer.content),
            Effect.catchTag("TimeBudgetExceeded", (e) => Effect.succeed(`inner: ${toolMessages(e.history).join(",")}`))
          )
      })
      const run = yield* Testing.runWithTestClock(
        Agent.turn({ history: [user("go")], toolkit: Toolkit.make(delegate), timeBudget: "2 minutes" }).pipe(
          Effect.provide(model.layer)
        )
      )
      const error = failureOf(run.exit) as Agent.TimeBudgetExceeded
      expect(error.history.map((m) => m._tag)).toEqual(["UserMessage", "AssistantMessage", "ToolMessage"])
      expect(toolMessages(error.history)).toEqual(["outer_1"])
    }))

  it.effect("a durable turn resumed mid-step and cut off by its budget: each call answered once", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(makeSendEmail(sent), sleeper)
      const model = yield* Model.scripted([])
      const filename = sqliteFile("step-progress")
      const layer = Layer.mergeAll(
        model.layer,
        TurnStore.layerSqlite({ filename }),
        Idempotency.layerSqlite({ filename })
      )
      const asked = Model.callTools(
        { id: "a", name: "send_email", args: { to: "ada@example.com" } },
        { id: "b", name: "sleep", args: { seconds: 1 } },
        { id: "c", name: "sleep", args: { seconds: 500 } }
      )
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({
            id: "r1",
            history: [
              user("go"),
              asked,
              new Model.ToolMessage({ toolCallId: "b", toolName: "sleep", content: "\"slept 1\"", isError: false })
            ]
          })
          return yield* Runner.runOnce({ toolkit, timeBudget: "1 minute" })
        }).pipe(Effect.provide(layer))
      )
      const [turn] = (run.exit as Exit.Success<ReadonlyArray<Turn.Turn>, never>).value
      expect(turn.state._tag).toBe("BudgetExceeded")
      expect(toolMessages(turn.history)).toEqual(["b", "a", "c"])
      expect(yield* Ref.get(sent)).toBe(1)
    }))

  it.effect("a durable turn whose compaction runs an agent with tools: a later failure keeps the turn's history", () =>
    Effect.gen(function*() {
      const overflow = new Failure.ContextOverflow({ reason: "context_length_exceeded", status: 400 })
      const model = yield* Model.scripted([
        overflow,
        // the summarizer's steps
        Model.callTools({ id: "s1", name: "search", args: { query: "GIL" } }),
        Model.text("summary: the user asks about the GIL"),
        // the turn's model, asked again after the compaction
        new Failure.Fatal({ reason: "model removed", status: 404 })
      ])
      const compact = (history: Model.History) =>
        Agent.turn({ history: [user("Summarize")], toolkit: Toolkit.make(search) }).pipe(
          Effect.map((r) => [history[0]!, user(r.answer.content)]),
          Effect.orDie
        )
      const filename = sqliteFile("step-progress")
      const layer = Layer.mergeAll(
        model.layer,
        TurnStore.layerSqlite({ filename }),
        Idempotency.layerSqlite({ filename })
      )
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "c1", history: [user("old"), Model.text("old answer")], message: "What is the GIL?" })
          return yield* Runner.runOnce({
            toolkit: Toolkit.make(search),
            compact,
            schedule: RetrySchedule.exponential("0 millis").pipe(RetrySchedule.maxRetries(0))
          })
        }).pipe(Effect.provide(layer))
      )
      const [turn] = (run.exit as Exit.Success<ReadonlyArray<Turn.Turn>, never>).value
      expect(turn.state._tag).toBe("Failed")
      expect(turn.history.map((m) => m._tag === "UserMessage" ? m.content : m._tag)).toEqual([
        "old",
        "summary: the user asks about the GIL",
        "AssistantMessage"
      ])
    }))

  it.effect("Agent.turn whose compaction runs an agent with tools: the budget's history is the turn's", () =>
    Effect.gen(function*() {
      const overflow = new Failure.ContextOverflow({ reason: "context_length_exceeded", status: 400 })
      const model = yield* Model.scripted([
        overflow,
        Model.callTools({ id: "s1", name: "search", args: { query: "GIL" } }),
        Model.text("summary: the user asks about the GIL"),
        // the turn's model, asked again after the compaction, is slow
        Effect.as(Effect.sleep("10 minutes"), Model.text("late"))
      ])
      const compact = (history: Model.History) =>
        Agent.turn({ history: [user("Summarize")], toolkit: Toolkit.make(search) }).pipe(
          Effect.map((r) => [history[0]!, user(r.answer.content)]),
          Effect.orDie
        )
      const history = [user("old"), Model.text("old answer"), user("What is the GIL?")]
      const run = yield* Testing.runWithTestClock(
        Agent.turn({
          history,
          toolkit: Toolkit.make(search),
          compact,
          timeBudget: "1 minute"
        }).pipe(Effect.provide(model.layer))
      )
      const error = failureOf(run.exit) as Agent.TimeBudgetExceeded
      expect(error._tag).toBe("TimeBudgetExceeded")
      // the history before the step (its tools had not started), not the summarizer's
      expect(error.history).toEqual(history)
    }))
})
