import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Exit, Fiber, Layer, Schedule, Schema, TestClock } from "effect"
import {
  Agent,
  Failure,
  Model,
  RetrySchedule,
  Runner,
  Testing,
  Tool,
  Toolkit,
  Turn,
  TurnStore
} from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import { search, valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

const question = [new Model.UserMessage({ content: "What is the GIL?" })]

/** OpenAI's 429 with the wait it asks for. */
const rateLimited = (seconds: number) =>
  Responses.error(429, { type: "tokens", code: "rate_limit_exceeded", message: "Rate limit reached for gpt-4o-mini" }, {
    "retry-after": String(seconds)
  })

/** The Model over the real `@effect/ai-openai` client, retried by the session alone. */
const sessionRetries = (url: string) => AiModel.layerModel().pipe(Layer.provide(Responses.openAi(url)))

/** As README's "A resilient LanguageModel" puts it: a policy that retries under the Model, the session above it. */
const policyRetries = (url: string) =>
  AiModel.layerModel().pipe(
    Layer.provide(AiModel.layerPolicy({ name: "openai", retry: { schedule: RetrySchedule.standard } })),
    Layer.provide(Responses.openAi(url))
  )

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit) || exit.cause._tag !== "Fail") throw new Error("expected a typed failure")
  return exit.cause.error
}

describe("a time budget and a retry-after that would outlast it", () => {
  // One run per test: a run's deadline stays among TestClock's sleeps after it, and the next run's clock would jump to it.
  it.scoped.each([{ layer: policyRetries, name: "openai" }, { layer: sessionRetries, name: "session" }])(
    "Agent.turn ends at once, with the history and the server's hint, rather than sleep to the deadline (layer $name)",
    ({ layer, name }) =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped([
          Responses.ok(Responses.functionCall("call_1", "search", { query: "GIL" })),
          rateLimited(30),
          Responses.ok(Responses.message("too late"))
        ])
        const run = yield* Testing.runWithTestClock(
          Agent.turn({ history: question, toolkit: Toolkit.make(search), timeBudget: "20 seconds" }).pipe(
            Effect.provide(layer(server.url))
          )
        )
        // It slept the 20 s out and ended TimeBudgetExceeded, the hint nowhere: 30 s could never fit.
        expect(Duration.toMillis(run.elapsed)).toBe(0)
        expect(server.requests).toHaveLength(2)
        const exceeded = failureOf(run.exit) as Agent.TimeBudgetExceeded
        expect(exceeded).toBeInstanceOf(Agent.TimeBudgetExceeded)
        expect(exceeded.steps).toBe(1)
        expect(exceeded.history.map((m) => m._tag)).toEqual(["UserMessage", "AssistantMessage", "ToolMessage"])
        const failure = exceeded.failure!
        expect(failure).toBeInstanceOf(Failure.Exhausted)
        expect(failure.layer).toBe(name)
        expect(failure.last).toMatchObject({ status: 429, retryAfter: Duration.seconds(30) })
        expect(failure.stoppedBy).toBe("the next delay of 30s would end after the turn's time budget of 20s")
        expect(exceeded.message).toMatch(
          /^the turn's time budget of 20s would run out before the model could be asked again, after 1 completed step\(s\) without an answer: .*HTTP 429.*; stopped: the next delay of 30s would end after the turn's time budget of 20s$/
        )
      })
  )

  it.scoped("a wait that ends before the deadline is waited for", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([rateLimited(15), Responses.ok(Responses.message("The GIL is a lock."))])
      const run = yield* Testing.runWithTestClock(
        Agent.turn({ history: question, timeBudget: "20 seconds" }).pipe(Effect.provide(policyRetries(server.url)))
      )
      expect(valueOf(run.exit).answer.content).toBe("The GIL is a lock.")
      expect(Duration.toMillis(run.elapsed)).toBe(15_000)
    }))

  it.scoped("a durable turn is scheduled at once, its worker free, the server's hint in its failure", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([rateLimited(30), Responses.ok(Responses.message("too late"))])
      const store = yield* TurnStore.makeMemory
      const layer = Layer.merge(policyRetries(server.url), Layer.succeed(TurnStore.TurnStore, store))
      const run = yield* Testing.runWithTestClock(
        Effect.zipRight(
          Turn.start({ id: "late", message: "What is the GIL?" }),
          Runner.runOnce({ toolkit: Toolkit.make(), timeBudget: "20 seconds" })
        ).pipe(Effect.provide(layer))
      )
      // The worker slept the 20 s out, then ended the turn BudgetExceeded: the hint was lost with the wait.
      expect(Duration.toMillis(run.elapsed)).toBe(0)
      const [turn] = valueOf(run.exit)
      const state = turn!.state as Turn.RetryScheduled
      expect(state._tag).toBe("RetryScheduled")
      // taken again when its budget ends, which ends it then (unless a person's retryModel opens a new budget first)
      expect(state.nextRunnableAt).toBe(20_000)
      expect(state.failure.last).toMatchObject({ status: 429, retryAfter: Duration.seconds(30) })
      expect(state.failure.stoppedBy).toBe("the next delay of 30s would end after the turn's time budget of 20s")
      expect(server.requests).toHaveLength(1)
    }))
})

describe("a graceful stop during a retry-after wait", () => {
  it.scoped("schedules the turn at the end of the wait: the next worker does not ask before the server said", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([rateLimited(30), Responses.ok(Responses.message("The GIL is a lock."))])
      const store = yield* TurnStore.makeMemory
      const layer = Layer.merge(policyRetries(server.url), Layer.succeed(TurnStore.TurnStore, store))
      const options = { toolkit: Toolkit.make(), lease: "1 hour" } as const
      yield* Turn.start({ id: "stopped", message: "What is the GIL?" }).pipe(Effect.provide(layer))
      const worker = yield* Effect.fork(Runner.runOnce(options).pipe(Effect.provide(layer)))
      yield* Testing.untilSleeping("30 seconds") // the retry layer read the 429 and waits
      yield* TestClock.adjust("5 seconds")
      yield* Fiber.interrupt(worker)
      return yield* Effect.gen(function*() {
        const turn = yield* Turn.get("stopped")
        // It was left Running, due at once: the next worker asked 25 s before the server's time, and met another 429.
        expect(turn.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 30_000 })
        const failure = (turn.state as Turn.RetryScheduled).failure
        expect(failure.last).toMatchObject({ status: 429, retryAfter: Duration.seconds(30) })
        expect(failure.stoppedBy).toBe("stopped during the wait of 30s before attempt 2")
        // a wait, not a scheduled retry of the turn: the counts of those are the resume schedule's
        expect(turn.counters).toMatchObject({ cumulativeRetries: 0, consecutiveRetries: 0 })
        expect(yield* Runner.runOnce(options)).toEqual([])
        expect(server.requests).toHaveLength(1)
        yield* TestClock.adjust("25 seconds")
        const [done] = yield* Runner.runOnce(options)
        expect(done!.state).toMatchObject({ _tag: "Completed", answer: { content: "The GIL is a lock." } })
        expect(server.requests).toHaveLength(2)
      }).pipe(Effect.provide(layer))
    }))

  it.scoped("a tool's retry wait is not the model's: the turn is let go as it was, its call run again", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.ok(Responses.functionCall("call_1", "lookup", { word: "GIL" })),
        Responses.ok(Responses.message("The GIL is a lock."))
      ])
      let failures = 1
      const lookup = Tool.make({
        name: "lookup",
        description: "Look a word up",
        parameters: Schema.Struct({ word: Schema.String }),
        success: Schema.String,
        idempotent: true,
        retry: Schedule.spaced("20 seconds"),
        timeout: "1 minute",
        handler: ({ word }) =>
          failures-- > 0
            ? Effect.fail(new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter: Duration.seconds(20) }))
            : Effect.succeed(`${word}: a lock`)
      })
      const store = yield* TurnStore.makeMemory
      const layer = Layer.merge(policyRetries(server.url), Layer.succeed(TurnStore.TurnStore, store))
      const options = { toolkit: Toolkit.make(lookup), lease: "1 hour" } as const
      yield* Turn.start({ id: "tool", message: "What is the GIL?" }).pipe(Effect.provide(layer))
      const worker = yield* Effect.fork(Runner.runOnce(options).pipe(Effect.provide(layer)))
      yield* Testing.untilSleeping("20 seconds")
      yield* Fiber.interrupt(worker)
      return yield* Effect.gen(function*() {
        expect((yield* Turn.get("tool")).state._tag).toBe("Running")
        const [done] = yield* Runner.runOnce(options)
        expect(done!.state).toMatchObject({ _tag: "Completed", answer: { content: "The GIL is a lock." } })
        expect(server.requests).toHaveLength(2)
      }).pipe(Effect.provide(layer))
    }))
})
