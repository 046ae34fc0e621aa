/**
 * A step stopped from outside (a turn's time budget, a "fail"-mode sibling) closes the calls that had not ended. One
 * whose handler never began (queued behind others with `concurrency: 1`, still reading its arguments) did not run: told
 * it "may have run … Check before calling it again", the model spent a step checking for an effect that cannot have
 * happened, or held back from a safe call.
 */
import { describe, expect, it } from "@effect/vitest"
import { type Duration, Effect, Exit, Fiber, Layer, Ref, Schema } from "effect"
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
import { cutByBudget, failureOf, resultOf, sleeper, sqliteFile, user } from "./support/agentSteps.js"
import { makeSendEmail } from "./support/common.js"

const MAY_HAVE_RUN = "it may have run, so whether its effect happened is unknown"
const DID_NOT_RUN = "it had not started, so it did not run and its effect did not happen"

const turnOf = (exit: Exit.Exit<ReadonlyArray<Turn.Turn>, unknown>): Turn.Turn => {
  if (Exit.isFailure(exit)) throw new Error(`expected a success, got ${String(exit.cause)}`)
  return exit.value[0]!
}

// A side-effecting tool whose parameters ask a service (here slow) whether the address exists before it runs.
const makeCheckedEmail = (sent: Ref.Ref<number>) =>
  Tool.make({
    name: "checked_email",
    description: "Send an email to a known address",
    parameters: Schema.Struct({
      to: Schema.String.pipe(Schema.filterEffect(() => Effect.as(Effect.sleep("10 minutes"), true)))
    }),
    success: Schema.Struct({ n: Schema.Number }),
    sideEffect: true,
    timeout: "1 hour",
    handler: () => Effect.map(Ref.updateAndGet(sent, (n) => n + 1), (n) => ({ n }))
  })

// A "fail"-mode payment that fails (a closed account) a second after it starts.
const transfer = Tool.make({
  name: "transfer",
  description: "Move money",
  parameters: Schema.Struct({ amount: Schema.Number }),
  success: Schema.String,
  failureMode: "fail",
  handler: () => Effect.zipRight(Effect.sleep("1 second"), Effect.fail(new Failure.Fatal({ reason: "closed" })))
})

/** Turn `t` with `toolkit`, one call at a time, side effects keyed in memory, cut off by a budget of a minute. */
const oneAtATime = <Tools extends ReadonlyArray<Tool.Any>>(
  history: Model.History,
  toolkit: Toolkit.Toolkit<Tools>,
  model: Layer.Layer<Model.Model>
) =>
  cutByBudget(
    { history, toolkit, turnId: "t", concurrency: 1, timeBudget: "1 minute" },
    Layer.merge(model, Idempotency.layerMemory)
  )

describe("Agent.turn cut off by its time budget", () => {
  it.effect("concurrency 1: a call queued behind the one cut off did not run", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "a", name: "sleep", args: { seconds: 10 } },
          { id: "b", name: "sleep", args: { seconds: 500 } },
          { id: "c", name: "send_email", args: { to: "ada@example.com" } }
        )
      ])
      const error = yield* oneAtATime(
        [user("sleep, then email Ada")],
        Toolkit.make(sleeper, makeSendEmail(sent)),
        model.layer
      )
      expect(error._tag).toBe("TimeBudgetExceeded")
      expect(resultOf(error.history, "a").content).toBe("\"slept 10\"")
      expect(resultOf(error.history, "b").content).toContain(MAY_HAVE_RUN)
      const c = resultOf(error.history, "c")
      expect(c.isError).toBe(true)
      expect(c.content).toBe(
        `Tool send_email did not finish: the turn's time budget of 1m ran out; ${DID_NOT_RUN}; it is safe to call it again`
      )
      expect(yield* Ref.get(sent)).toBe(0)
    }))

  it.effect("unbounded: a call still reading its arguments did not run; one whose handler began may have", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "a", name: "checked_email", args: { to: "ada@example.com" } },
          { id: "b", name: "sleep", args: { seconds: 500 } }
        )
      ])
      const error = yield* cutByBudget({
        history: [user("email Ada and sleep")],
        toolkit: Toolkit.make(sleeper, makeCheckedEmail(sent)),
        turnId: "t",
        timeBudget: "1 minute"
      }, Layer.merge(model.layer, Idempotency.layerMemory))
      expect(resultOf(error.history, "a").content).toContain(DID_NOT_RUN)
      expect(resultOf(error.history, "b").content).toContain(MAY_HAVE_RUN)
      expect(yield* Ref.get(sent)).toBe(0)
    }))

  it.effect("a resumed step: a call not started again may have run the first time, and says so", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([])
      const asked = Model.callTools(
        { id: "a", name: "sleep", args: { seconds: 500 } },
        { id: "b", name: "sleep", args: { seconds: 1 } }
      )
      const error = yield* cutByBudget({
        history: [user("sleep"), asked],
        toolkit: Toolkit.make(sleeper),
        concurrency: 1,
        timeBudget: "1 minute"
      }, model.layer)
      expect(resultOf(error.history, "a").content).toContain(MAY_HAVE_RUN)
      expect(resultOf(error.history, "b").content).toContain(MAY_HAVE_RUN)
    }))
})

describe("a durable turn whose step is stopped", () => {
  const layerFor = (model: Layer.Layer<Model.Model>, filename: string) =>
    Layer.mergeAll(model, TurnStore.layerSqlite({ filename }), Idempotency.layerSqlite({ filename }))

  it.effect("concurrency 1, a \"fail\"-mode call fails: it reads its failure, the call after it did not run", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "call_transfer", name: "transfer", args: { amount: 5 } },
          { id: "call_email", name: "send_email", args: { to: "ada@example.com" } }
        )
      ])
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "f1", message: "pay, then email Ada" })
          return yield* Runner.runOnce({ toolkit: Toolkit.make(transfer, makeSendEmail(sent)), concurrency: 1 })
        }).pipe(Effect.provide(layerFor(model.layer, sqliteFile("unstarted"))))
      )
      const turn = turnOf(run.exit)
      expect(turn.state._tag).toBe("Failed")
      const paid = resultOf(turn.history, "call_transfer")
      expect(paid.isError).toBe(true)
      // what the model reads of a failed call in "return" mode
      expect(JSON.parse(paid.content)).toEqual({ error: { code: "FAILED", message: "transfer failed: closed" } })
      const email = resultOf(turn.history, "call_email")
      expect(email.content).toMatch(/^Tool send_email did not finish: /)
      expect(email.content).toContain(DID_NOT_RUN)
      expect(yield* Ref.get(sent)).toBe(0)
      // the closing note still says why the turn ended
      expect(turn.history[turn.history.length - 1]).toMatchObject({ _tag: "AssistantMessage", stopReason: "other" })
    }))

  it.effect("unbounded, cut off by its budget: ended, began and not begun each read as they were", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "a", name: "send_email", args: { to: "ada@example.com" } },
          { id: "b", name: "sleep", args: { seconds: 500 } },
          { id: "c", name: "checked_email", args: { to: "bob@example.com" } }
        )
      ])
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "b1", message: "email Ada, sleep, email Bob" })
          return yield* Runner.runOnce({
            toolkit: Toolkit.make(makeSendEmail(sent), sleeper, makeCheckedEmail(sent)),
            schedule: RetrySchedule.exponential("0 millis").pipe(RetrySchedule.maxRetries(1)),
            timeBudget: "1 minute"
          })
        }).pipe(Effect.provide(layerFor(model.layer, sqliteFile("unstarted"))))
      )
      const turn = turnOf(run.exit)
      expect(turn.state).toMatchObject({ _tag: "BudgetExceeded", budget: "time" })
      expect(resultOf(turn.history, "a")).toMatchObject({ isError: false, content: "{\"n\":1}" })
      expect(resultOf(turn.history, "b").content).toBe(
        `Tool sleep did not finish: the time budget (1m) ran out; ${MAY_HAVE_RUN}. Check before calling it again`
      )
      expect(resultOf(turn.history, "c").content).toBe(
        `Tool checked_email did not finish: the time budget (1m) ran out; ${DID_NOT_RUN}; it is safe to call it again`
      )
      expect(yield* Ref.get(sent)).toBe(1)
    }))

  it.effect("the unfinishedTool template still words every closed call", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "a", name: "sleep", args: { seconds: 500 } },
          { id: "b", name: "send_email", args: { to: "ada@example.com" } }
        )
      ])
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "w1", message: "sleep, then email Ada" })
          return yield* Runner.runOnce({
            toolkit: Toolkit.make(sleeper, makeSendEmail(sent)),
            concurrency: 1,
            timeBudget: "1 minute"
          })
        }).pipe(
          Turn.withTemplates({ unfinishedTool: "{toolName} was stopped ({reason})" }),
          Effect.provide(layerFor(model.layer, sqliteFile("unstarted")))
        )
      )
      const turn = turnOf(run.exit)
      expect(resultOf(turn.history, "a").content).toMatch(/^sleep was stopped \(.*may have run/)
      expect(resultOf(turn.history, "b").content).toBe(
        `send_email was stopped (the time budget (1m) ran out; ${DID_NOT_RUN}; it is safe to call it again)`
      )
    }))

  it.effect("resumed mid-step with concurrency 1: a call the worker did not reach may have run in the one before", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const model = yield* Model.scripted([])
      const asked = Model.callTools(
        { id: "a", name: "sleep", args: { seconds: 500 } },
        { id: "b", name: "send_email", args: { to: "ada@example.com" } }
      )
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "r1", history: [user("sleep, then email Ada"), asked] })
          return yield* Runner.runOnce({
            toolkit: Toolkit.make(sleeper, makeSendEmail(sent)),
            concurrency: 1,
            timeBudget: "1 minute"
          })
        }).pipe(Effect.provide(layerFor(model.layer, sqliteFile("unstarted"))))
      )
      const turn = turnOf(run.exit)
      expect(turn.state._tag).toBe("BudgetExceeded")
      expect(resultOf(turn.history, "a").content).toContain(MAY_HAVE_RUN)
      expect(resultOf(turn.history, "b").content).toContain(MAY_HAVE_RUN)
    }))
})

describe("what a call not started must not hide", () => {
  it.effect("cut off while it waits on a live holder of its key: the effect is happening elsewhere, so it may have run", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      // sends, then takes long to confirm
      const slowEmail = Tool.make({
        name: "send_email",
        description: "Send an email",
        parameters: Schema.Struct({ to: Schema.String }),
        success: Schema.Struct({ n: Schema.Number }),
        sideEffect: true,
        // the duplicate looks again every 10 s of virtual time: a few clock adjustments in all
        idempotency: { pollInterval: "10 seconds" },
        timeout: "1 hour",
        handler: () =>
          Effect.map(Effect.zipLeft(Ref.updateAndGet(sent, (n) => n + 1), Effect.sleep("10 minutes")), (n) => ({ n }))
      })
      const asked = Model.callTools({ id: "c", name: "send_email", args: { to: "ada@example.com" } })
      const model = yield* Model.scripted([asked, asked])
      // the same turn id, history and call: the same idempotency key
      const turn = (timeBudget?: Duration.DurationInput) =>
        Agent.turn({ history: [user("email Ada")], toolkit: Toolkit.make(slowEmail), turnId: "t", timeBudget })
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          const holder = yield* Effect.fork(turn())
          yield* Effect.sleep("1 second")
          const duplicate = yield* Effect.exit(turn("1 minute"))
          yield* Fiber.interrupt(holder)
          return duplicate
        }).pipe(Effect.provide(Layer.merge(model.layer, Idempotency.layerMemory)))
      )
      if (Exit.isFailure(run.exit)) throw new Error(String(run.exit.cause))
      const error = failureOf(run.exit.value) as Agent.TimeBudgetExceeded
      expect(error._tag).toBe("TimeBudgetExceeded")
      expect(yield* Ref.get(sent)).toBe(1)
      expect(resultOf(error.history, "c").content).toContain(MAY_HAVE_RUN)
    }))

  it.effect("a durable turn compacted in the same step (SQLite): the call not started still reads that it did not run", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const overflow = new Failure.ContextOverflow({ reason: "context_length_exceeded", status: 400 })
      const model = yield* Model.scripted([
        overflow,
        Model.callTools(
          { id: "a", name: "sleep", args: { seconds: 500 } },
          { id: "c", name: "send_email", args: { to: "ada@example.com" } }
        )
      ])
      const compact = (history: Model.History) => Effect.succeed([history[history.length - 1]!])
      const filename = sqliteFile("unstarted")
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Turn.start({ id: "k1", history: [user("old"), Model.text("old answer")], message: "go" })
          return yield* Runner.runOnce({
            toolkit: Toolkit.make(sleeper, makeSendEmail(sent)),
            compact,
            concurrency: 1,
            timeBudget: "1 minute"
          })
        }).pipe(Effect.provide(
          Layer.mergeAll(model.layer, TurnStore.layerSqlite({ filename }), Idempotency.layerSqlite({ filename }))
        ))
      )
      const turn = turnOf(run.exit)
      expect(turn.state._tag).toBe("BudgetExceeded")
      expect(turn.counters.compactions).toBe(1)
      expect(resultOf(turn.history, "a").content).toContain(MAY_HAVE_RUN)
      expect(resultOf(turn.history, "c").content).toContain(DID_NOT_RUN)
      expect(yield* Ref.get(sent)).toBe(0)
    }))

  it.effect("a sub-agent that sent an email may have run; the call queued after it did not", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "a", name: "delegate", args: { task: "email Ada" } },
          { id: "b", name: "send_email", args: { to: "bob@example.com" } }
        ),
        // the sub-agent's step: an email, then a long sleep
        Model.callTools(
          { id: "i1", name: "send_email", args: { to: "ada@example.com" } },
          { id: "i2", name: "sleep", args: { seconds: 500 } }
        )
      ])
      const delegate = Tool.make({
        name: "delegate",
        description: "Hand a task to an agent",
        parameters: Schema.Struct({ task: Schema.String }),
        success: Schema.String,
        timeout: "1 hour",
        handler: ({ task }) =>
          Agent.turn({ history: [user(task)], toolkit: Toolkit.make(makeSendEmail(sent), sleeper), concurrency: 1 })
            .pipe(Effect.map((r) => r.answer.content), Effect.orDie)
      })
      const error = yield* oneAtATime(
        [user("delegate, then email Bob")],
        Toolkit.make(delegate, makeSendEmail(sent)),
        model.layer
      )
      expect(resultOf(error.history, "a").content).toContain(MAY_HAVE_RUN)
      expect(resultOf(error.history, "b").content).toContain(DID_NOT_RUN)
      expect(yield* Ref.get(sent)).toBe(1)
    }))

  it.effect("concurrency 1, the call before ends as the budget does: a call read as not run sent nothing", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "a", name: "sleep", args: { seconds: 60 } },
          { id: "c", name: "send_email", args: { to: "ada@example.com" } }
        )
      ])
      const error = yield* oneAtATime(
        [user("sleep, then email Ada")],
        Toolkit.make(sleeper, makeSendEmail(sent)),
        model.layer
      )
      const c = resultOf(error.history, "c").content
      // whichever came first at that instant, the record matches what happened
      expect(yield* Ref.get(sent)).toBe(c.includes(DID_NOT_RUN) ? 0 : 1)
    }))
})
