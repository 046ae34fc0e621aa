import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Exit, Fiber, Ref, Schedule, Schema, TestClock } from "effect"
import { Agent, Failure, Model, Retry, RetrySchedule, Testing } from "effect-resilience"
import { CurrentDeadline } from "../src/internal/deadline.js"
import { type RetryWait, RetryWaits } from "../src/internal/retryWait.js"

const limited = new Failure.Retryable({ reason: "rate limited", status: 429, retryAfter: Duration.seconds(30) })

describe("retry layers and a deadline", () => {
  it.effect("outside any agent or tool, a retry-after longer than any deadline is waited out as before", () =>
    Effect.gen(function*() {
      const calls = yield* Ref.make(0)
      const call = Effect.flatMap(
        Ref.updateAndGet(calls, (n) => n + 1),
        (n) => n === 1 ? Effect.fail(limited) : Effect.succeed(n)
      )
      const run = yield* Testing.runWithTestClock(call.pipe(Retry.retry({ schedule: RetrySchedule.standard })))
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(Duration.toMillis(run.elapsed)).toBe(30_000)
    }))

  it.effect("an outer layer with retryExhausted does not retry at once what an inner one gave up for the deadline", () =>
    Effect.gen(function*() {
      const calls = yield* Ref.make(0)
      const call = Effect.zipRight(Ref.update(calls, (n) => n + 1), Effect.fail(limited))
      const deadline = { at: 20_000, what: "the turn's time budget of 20s" }
      const run = yield* Testing.runWithTestClock(
        call.pipe(
          Retry.retry({ schedule: RetrySchedule.standard, layer: "inner" }),
          Retry.retry({ schedule: Schedule.recurs(3), layer: "outer", retryExhausted: true }),
          Effect.provideService(CurrentDeadline, deadline)
        )
      )
      // the server asked for 30 s: no request may go before them
      expect(yield* Ref.get(calls)).toBe(1)
      const exit = run.exit
      if (Exit.isSuccess(exit) || exit.cause._tag !== "Fail") throw new Error("expected a failure")
      const exhausted = exit.cause.error as Failure.Exhausted
      expect(exhausted.stoppedBy).toBe("the next delay of 30s would end after the turn's time budget of 20s")
    }))
})

describe("TimeBudgetExceeded with the failure that ended it", () => {
  it("round-trips through JSON with its message", () => {
    const failure = new Failure.Exhausted({
      attempts: [{ attempt: 1, failure: limited }],
      last: limited,
      layer: "openai",
      stoppedBy: "the next delay of 30s would end after the turn's time budget of 20s"
    })
    const error = new Agent.TimeBudgetExceeded({
      budget: Duration.seconds(20),
      steps: 1,
      history: [new Model.UserMessage({ content: "What is the GIL?" })],
      failure
    })
    const json = JSON.parse(JSON.stringify(Schema.encodeSync(Agent.TimeBudgetExceeded)(error)))
    const back = Schema.decodeUnknownSync(Agent.TimeBudgetExceeded)(json)
    expect(back).toBeInstanceOf(Agent.TimeBudgetExceeded)
    expect(back.failure).toBeInstanceOf(Failure.Exhausted)
    expect(back.failure!.last.retryAfter).toEqual(Duration.seconds(30))
    expect(back.message).toBe(error.message)
    const without = new Agent.TimeBudgetExceeded({ budget: Duration.seconds(20), steps: 0, history: error.history })
    const plain = Schema.decodeUnknownSync(Agent.TimeBudgetExceeded)(
      JSON.parse(JSON.stringify(Schema.encodeSync(Agent.TimeBudgetExceeded)(without)))
    )
    expect(plain.failure).toBeUndefined()
    expect(plain.message).toBe(without.message)
  })
})

describe("the wait a retry layer tells its listener of", () => {
  it.effect("is not still told while a later attempt runs after an inner wait was cut off", () =>
    Effect.gen(function*() {
      const told = yield* Ref.make<RetryWait | undefined>(undefined)
      const calls = yield* Ref.make(0)
      // the first call is told to wait 30 s, which a timeout of 5 s around the inner layer cuts off; the outer layer
      // retries at once, and its attempt then runs for a long time
      const call = Effect.flatMap(
        Ref.updateAndGet(calls, (n) => n + 1),
        (n) => n === 1 ? Effect.fail(limited) : Effect.as(Effect.sleep("1 hour"), n)
      )
      const fiber = yield* call.pipe(
        Retry.retry({ schedule: RetrySchedule.standard, layer: "inner" }),
        Effect.timeoutFail({ duration: "5 seconds", onTimeout: () => new Failure.Retryable({ reason: "timeout" }) }),
        Retry.retry({ schedule: Schedule.recurs(1), layer: "outer" }),
        Effect.provideService(RetryWaits, (wait) => Ref.set(told, wait)),
        Effect.fork
      )
      yield* TestClock.adjust("10 seconds")
      expect(yield* Ref.get(calls)).toBe(2)
      // the second attempt runs: a graceful stop now must not schedule the turn at a wait that ended long ago
      expect(yield* Ref.get(told)).toBeUndefined()
      yield* Fiber.interrupt(fiber)
    }))
})
