import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Exit, Fiber, Ref, Schedule, Schema, TestClock } from "effect"
import { Agent, Failure, FaultServer, Model, Policy, Retry, RetrySchedule, Testing, Timeout } from "effect-resilience"
import OpenAI from "openai"
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

// The real openai client (maxRetries 0) under a retry layer, a `Timeout` around it as the call's overall deadline.
class AskFailed extends Schema.TaggedError<AskFailed>()("AskFailed", { cause: Schema.Unknown }) {}

describe("a Timeout around a retry layer is the deadline of the call the layer runs in", () => {
  const askOver = (openai: OpenAI) =>
    Effect.tryPromise({
      try: (signal) =>
        openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }, {
          signal
        }),
      catch: (e) => e
    }).pipe(Effect.map((completion) => completion.choices[0]?.message.content))
  const rateLimited = (retryAfter: Duration.DurationInput) =>
    FaultServer.make({
      model: FaultServer.scripted([FaultServer.text("Hello.")]),
      faults: { schedule: [{ at: 1, fault: { _tag: "RateLimit", retryAfter } }] }
    })
  /** `rateLimited`, and a client of it without retries of its own. */
  const rateLimitedClient = (retryAfter: Duration.DurationInput) =>
    Effect.map(rateLimited(retryAfter), (server) => ({
      server,
      openai: new OpenAI({ baseURL: server.url, apiKey: "sk-test", maxRetries: 0 })
    }))

  it.effect("a retry-after that would end after it is not slept out: the layer gives up at once, saying why", () =>
    Effect.gen(function*() {
      const { openai, server } = yield* rateLimitedClient("30 seconds")
      const run = yield* Testing.runWithTestClock(
        askOver(openai).pipe(
          Retry.retry({ schedule: RetrySchedule.standard, layer: "model" }),
          Timeout.timeout("10 seconds")
        )
      )
      // slept for 10 s, then "timed out after 10s": the 429 and its hint were lost, and the wait was for nothing
      expect(Duration.toMillis(run.elapsed)).toBe(0)
      if (Exit.isSuccess(run.exit) || run.exit.cause._tag !== "Fail") throw new Error("expected a failure")
      const exhausted = run.exit.cause.error as Failure.Exhausted
      expect(exhausted._tag).toBe("Exhausted")
      expect(exhausted.last.status).toBe(429)
      expect(exhausted.stoppedBy).toBe("the next delay of 30s would end after the timeout of 10s")
      expect((yield* server.requests).length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a retry that ends before it is taken, and the call answers", () =>
    Effect.gen(function*() {
      const { openai, server } = yield* rateLimitedClient("3 seconds")
      const run = yield* Testing.runWithTestClock(
        askOver(openai).pipe(Retry.retry({ schedule: RetrySchedule.standard }), Timeout.timeout("10 seconds")),
        // the retry's request runs while the timeout's sleep is pending: a grace, so the clock does not jump to it
        { realTimeGrace: "500 millis" }
      )
      expect(run.exit).toStrictEqual(Exit.succeed("Hello."))
      expect(Duration.toMillis(run.elapsed)).toBeGreaterThanOrEqual(3000)
      expect((yield* server.requests).length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("outside the Timeout its deadline no longer holds: an outer layer with retryExhausted waits and retries", () =>
    Effect.gen(function*() {
      const { openai, server } = yield* rateLimitedClient("30 seconds")
      const run = yield* Testing.runWithTestClock(
        askOver(openai).pipe(
          Retry.retry({ schedule: RetrySchedule.standard, layer: "inner" }),
          Timeout.timeout("10 seconds"),
          Retry.retry({ schedule: RetrySchedule.standard, layer: "outer", retryExhausted: true })
        ),
        { realTimeGrace: "500 millis" }
      )
      expect(run.exit).toStrictEqual(Exit.succeed("Hello."))
      // the server asked for 30 s: the outer layer's attempt, with a new 10 s deadline, goes after them
      expect((yield* server.requests).map((r) => r.time)).toEqual([0, 30_000])
    }).pipe(Effect.scoped))

  it.effect("a nearer Timeout around it keeps its stop: a layer with retryExhausted between the two does not retry", () =>
    Effect.gen(function*() {
      const { openai, server } = yield* rateLimitedClient("30 seconds")
      const run = yield* Testing.runWithTestClock(
        askOver(openai).pipe(
          Retry.retry({ schedule: RetrySchedule.standard, layer: "inner" }),
          Timeout.timeout("20 seconds"),
          Retry.retry({ schedule: Schedule.recurs(3), layer: "middle", retryExhausted: true }),
          Timeout.timeout("10 seconds")
        ),
        { realTimeGrace: "500 millis" }
      )
      if (Exit.isSuccess(run.exit) || run.exit.cause._tag !== "Fail") throw new Error("expected a failure")
      const exhausted = run.exit.cause.error as Failure.Exhausted
      expect(exhausted.layer).toBe("inner")
      expect(exhausted.stoppedBy).toBe("the next delay of 30s would end after the timeout of 10s")
      expect((yield* server.requests).length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a Policy's retry is outside its per-attempt timeout: a retry-after longer than the timeout is waited out", () =>
    Effect.gen(function*() {
      const { openai, server } = yield* rateLimitedClient("30 seconds")
      const policy = yield* Policy.make({ ...Policy.defaults, timeout: "10 seconds" })
      const run = yield* Testing.runWithTestClock(askOver(openai).pipe(policy), { realTimeGrace: "500 millis" })
      expect(run.exit).toStrictEqual(Exit.succeed("Hello."))
      expect((yield* server.requests).map((r) => r.time)).toEqual([0, 30_000])
    }).pipe(Effect.scoped))

  it.effect("so does one the call wraps in an error of its own inside the Timeout (a `cause`, as a model adapter's)", () =>
    Effect.gen(function*() {
      const { openai, server } = yield* rateLimitedClient("30 seconds")
      const run = yield* Testing.runWithTestClock(
        askOver(openai).pipe(
          Retry.retry({ schedule: RetrySchedule.standard, layer: "inner" }),
          Effect.mapError((cause) => new AskFailed({ cause })),
          Timeout.timeout("10 seconds"),
          Retry.retry({ schedule: RetrySchedule.standard, layer: "outer", retryExhausted: true })
        ),
        { realTimeGrace: "500 millis" }
      )
      // the wrapped Exhausted stayed stopped by the timeout's deadline after it: a Fatal, the call given up for good
      // (before the timeout was a deadline, the outer layer at least retried the timeout)
      expect(run.exit).toStrictEqual(Exit.succeed("Hello."))
      expect((yield* server.requests).map((r) => r.time)).toEqual([0, 30_000])
    }).pipe(Effect.scoped))
})
