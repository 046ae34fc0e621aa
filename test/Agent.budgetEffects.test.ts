import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer, Ref, Schema } from "effect"
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
import { sqliteFile } from "./support/agentSteps.js"
import { makeSendEmail } from "./support/common.js"

// A lookup slower than the turn's time budget: the budget cuts the step off while it runs.
const slowLookup = Tool.make({
  name: "lookup",
  description: "Look a word up",
  parameters: Schema.Struct({ word: Schema.String }),
  success: Schema.String,
  timeout: "1 hour",
  handler: ({ word }) => Effect.as(Effect.sleep("2 minutes"), `${word}: a lock`)
})

const emailAndLookup = Model.callTools(
  { id: "call_email", name: "send_email", args: { to: "ada@example.com" } },
  { id: "call_lookup", name: "lookup", args: { word: "GIL" } }
)

const sentResult = (history: Model.History) =>
  history.find((m): m is Model.ToolMessage => m._tag === "ToolMessage" && m.toolCallId === "call_email")

// A model that emails Ada unless its history shows the email went out, as a model reading its history does.
const emailUnlessSent = (request: Model.Request) =>
  sentResult(request.history)?.isError === false
    ? Model.text("Ada has her email.")
    : Model.callTools({ id: "call_again", name: "send_email", args: { to: "ada@example.com" } })

describe("a time budget that cuts a step off after a side effect happened", () => {
  it.effect("Agent.turn: the history it hands back keeps the call that ran, so going on does not repeat it", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(makeSendEmail(sent), slowLookup)
      const model = yield* Model.scripted([emailAndLookup, emailUnlessSent, Model.text("Ada has her email.")])
      const layer = Layer.merge(model.layer, Idempotency.layerSqlite({ filename: sqliteFile("budget-effects") }))
      const first = yield* Testing.runWithTestClock(
        Agent.turn({
          history: [new Model.UserMessage({ content: "email Ada and look up GIL" })],
          toolkit,
          turnId: "turn_1",
          timeBudget: "1 minute"
        }).pipe(Effect.provide(layer))
      )
      expect(Exit.isFailure(first.exit)).toBe(true)
      const exceeded = (first.exit as Exit.Failure<never, Agent.TimeBudgetExceeded>).cause
      const error = exceeded._tag === "Fail" ? exceeded.error : undefined
      expect(error?._tag).toBe("TimeBudgetExceeded")
      expect(yield* Ref.get(sent)).toBe(1)
      // the email's result is in the history, and the lookup cut off has a result saying so
      expect(sentResult(error!.history)).toMatchObject({ isError: false, content: "{\"n\":1}" })
      const lookup = error!.history.find((m): m is Model.ToolMessage =>
        m._tag === "ToolMessage" && m.toolCallId === "call_lookup"
      )
      expect(lookup?.isError).toBe(true)
      expect(lookup?.content).toContain("time budget")

      // the caller goes on from that history
      const second = yield* Agent.turn({ history: error!.history, toolkit, turnId: "turn_1" }).pipe(
        Effect.provide(layer)
      )
      expect(second.answer.content).toBe("Ada has her email.")
      expect(yield* Ref.get(sent)).toBe(1)
    }))

  it.effect("a durable turn: the call that ran reads its result, not that it may have run", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(makeSendEmail(sent), slowLookup)
      const model = yield* Model.scripted([emailAndLookup])
      const filename = sqliteFile("budget-effects")
      const layer = Layer.mergeAll(
        model.layer,
        TurnStore.layerSqlite({ filename }),
        Idempotency.layerSqlite({ filename })
      )
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "t1", message: "email Ada and look up GIL" })
          return yield* Runner.runOnce({
            toolkit,
            schedule: RetrySchedule.exponential("0 millis").pipe(RetrySchedule.maxRetries(1)),
            timeBudget: "1 minute"
          })
        }).pipe(Effect.provide(layer))
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      const [turn] = (run.exit as Exit.Success<ReadonlyArray<Turn.Turn>, never>).value
      expect(turn.state).toMatchObject({ _tag: "BudgetExceeded", budget: "time" })
      expect(yield* Ref.get(sent)).toBe(1)
      expect(sentResult(turn.history)).toMatchObject({ isError: false, content: "{\"n\":1}" })
      const lookup = turn.history.find((m): m is Model.ToolMessage =>
        m._tag === "ToolMessage" && m.toolCallId === "call_lookup"
      )
      expect(lookup?.content).toMatch(/^Tool lookup did not finish: /)
    }))
})

describe("a \"fail\"-mode tool that fails after a side-effecting sibling ended", () => {
  it.effect("a durable turn: the sibling that ran reads its result in the failed turn's history", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const transfer = Tool.make({
        name: "transfer",
        description: "Move money",
        parameters: Schema.Struct({ amount: Schema.Number }),
        success: Schema.String,
        failureMode: "fail",
        handler: () => Effect.zipRight(Effect.sleep("1 second"), Effect.fail(new Failure.Fatal({ reason: "closed" })))
      })
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "call_email", name: "send_email", args: { to: "ada@example.com" } },
          { id: "call_transfer", name: "transfer", args: { amount: 5 } }
        )
      ])
      const filename = sqliteFile("budget-effects")
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "t2", message: "email Ada, then pay" })
          return yield* Runner.runOnce({ toolkit: Toolkit.make(makeSendEmail(sent), transfer) })
        }).pipe(
          Effect.provide(
            Layer.mergeAll(model.layer, TurnStore.layerSqlite({ filename }), Idempotency.layerSqlite({ filename }))
          )
        )
      )
      const [turn] = (run.exit as Exit.Success<ReadonlyArray<Turn.Turn>, never>).value
      expect(turn.state._tag).toBe("Failed")
      expect(yield* Ref.get(sent)).toBe(1)
      expect(sentResult(turn.history)).toMatchObject({ isError: false, content: "{\"n\":1}" })
      const transferred = turn.history.find((m): m is Model.ToolMessage =>
        m._tag === "ToolMessage" && m.toolCallId === "call_transfer"
      )
      // its own failure, known, rather than "did not finish … may have run"
      expect(transferred).toMatchObject({ isError: true })
      expect(JSON.parse(transferred!.content)).toEqual({
        error: { code: "FAILED", message: "transfer failed: closed" }
      })
    }))
})
