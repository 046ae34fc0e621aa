import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Exit, Fiber, Schedule, TestClock } from "effect"
import { Failure, Retry, RetryBudget, RetrySchedule, Testing } from "effect-resilience"

const CALLS = 1000
const MAX_RETRIES = 3

/** A dependency that is down: every call reaches it and fails with a 503. */
const downDependency = () => {
  let attempts = 0
  const call = Effect.suspend(() => {
    attempts++
    return Effect.fail(new Failure.Retryable({ reason: "InternalServerError: 503 Service Unavailable", status: 503 }))
  })
  return { call, attempts: () => attempts }
}

const schedule = RetrySchedule.exponential("100 millis").pipe(RetrySchedule.maxRetries(MAX_RETRIES))

/** Runs CALLS concurrent calls through the retry layer while the TestClock covers every backoff. */
const storm = <R>(protect: (call: Effect.Effect<never, Failure.Retryable>) => Effect.Effect<never, unknown, R>) =>
  Effect.gen(function*() {
    const dependency = downDependency()
    const fiber = yield* Effect.fork(
      Effect.all(Array.from({ length: CALLS }, () => Effect.either(protect(dependency.call))), {
        concurrency: "unbounded"
      })
    )
    yield* TestClock.adjust("1 minute")
    const results = yield* Fiber.join(fiber)
    const failures = results.map((r) => Either.isLeft(r) ? r.left : r)
    return { failures, retries: dependency.attempts() - CALLS }
  })

const refusedByBudget = (failures: ReadonlyArray<unknown>, name: string) =>
  failures.filter((f) =>
    Failure.isExhausted(f) && f.stoppedBy !== undefined && f.stoppedBy.includes(name) &&
    f.message.includes("refused a retry")
  ).length

describe("RetryBudget with the Retry layer: 1 000 concurrent calls against a dependency that is down", () => {
  it.effect("without a budget every call retries: callers × maxRetries", () =>
    Effect.gen(function*() {
      // Without a budget nothing depends on time, so the same count without backoff spares TestClock
      // 3 000 sleepers.
      const noDelay = Schedule.recurs(MAX_RETRIES)
      const { failures, retries } = yield* storm((call) => Retry.retry(call, { schedule: noDelay, layer: "model" }))
      expect(retries).toBe(CALLS * MAX_RETRIES)
      expect(failures.every(Failure.isExhausted)).toBe(true)
    }))

  it.effect("a token bucket shared through a Layer lets through fewer than maxTokens / 2 retries in all", () =>
    Effect.gen(function*() {
      const { failures, retries } = yield* storm((call) => Retry.retry(call, { schedule, layer: "model" })).pipe(
        Effect.provide(RetryBudget.layerTokenBucket({ maxTokens: 10, tokenRatio: 0.1 }))
      )
      // No success ever refills the bucket: 10 tokens, retries only above 5, each failure costs 1.
      expect(retries).toBeGreaterThan(0)
      expect(retries).toBeLessThanOrEqual(4)
      expect(failures.every(Failure.isExhausted)).toBe(true)
      const refused = refusedByBudget(failures, "grpc(maxTokens=10, tokenRatio=0.1)")
      expect(refused).toBeGreaterThanOrEqual(CALLS - 4)
      const sample = failures.find((f) => Failure.isExhausted(f) && f.stoppedBy !== undefined) as Failure.Exhausted
      expect(sample.message).toMatch(
        /^model failed after \d+ attempts: \[1\] Retryable \(HTTP 503\).*; stopped: the retry budget grpc\(maxTokens=10, tokenRatio=0\.1\) refused a retry$/
      )
    }))

  it.effect("a Finagle budget passed as an option lets through at most reserve + percent × requests", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 0.2, ttl: "10 seconds", minRetriesPerSecond: 10 })
      const { failures, retries } = yield* storm((call) => Retry.retry(call, { schedule, layer: "tool", budget }))
      const bound = 10 * 10 + 0.2 * CALLS
      expect(retries).toBeGreaterThan(0)
      expect(retries).toBeLessThanOrEqual(bound)
      expect(failures.every(Failure.isExhausted)).toBe(true)
      expect(refusedByBudget(failures, budget.name)).toBeGreaterThanOrEqual(CALLS - bound)
      // a minute later every deposit and withdrawal has expired: only the reserve is left
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ _tag: "Percent", available: 100, balance: 100 })
    }))

  it.effect("two retry layers sharing one budget draw from the same bound", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket({ maxTokens: 10 })
      const model = downDependency()
      const tool = downDependency()
      const fiber = yield* Effect.fork(
        Effect.all(
          Array.from({ length: CALLS / 2 }, () =>
            Effect.all([
              Effect.either(Retry.retry(model.call, { schedule, layer: "model" })),
              Effect.either(Retry.retry(tool.call, { schedule, layer: "tool" }))
            ])),
          { concurrency: "unbounded" }
        ).pipe(Effect.provideService(RetryBudget.RetryBudget, budget))
      )
      yield* TestClock.adjust("1 minute")
      yield* Fiber.join(fiber)
      expect(model.attempts() + tool.attempts() - CALLS).toBeLessThanOrEqual(4)
    }))
})

/** A budget that grants every retry and records what the layers told it. */
const recordingBudget = () => {
  const events: Array<string> = []
  const record = (event: string) => Effect.sync(() => void events.push(event))
  const budget: RetryBudget.Budget = {
    name: "recording",
    onRequest: record("request"),
    onSuccess: record("success"),
    onFailure: record("failure"),
    tryAcquire: Effect.as(record("acquire"), true)
  }
  return { budget, events }
}

const unavailable = new Failure.Retryable({ reason: "InternalServerError: 503 Service Unavailable", status: 503 })
const nestedSchedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3))

/**
 * A turn (outer layer) around a model call (inner layer), both on `budget`: the turn's attempts run `attempts[i]`,
 * which says whether that attempt reaches the model call and whether it then fails with a 503 the turn retries.
 */
const turnAroundModel = (
  budget: RetryBudget.Budget,
  attempts: ReadonlyArray<{ readonly reachesModel: boolean; readonly fails: boolean }>
) => {
  let attempt = 0
  const model = Retry.retry(Effect.succeed("answer"), { schedule: nestedSchedule, layer: "model", budget })
  const turn = Effect.suspend(() => {
    const { fails, reachesModel } = attempts[attempt++]
    const call = reachesModel ? model : Effect.succeed("cached")
    return fails ? Effect.zipRight(call, Effect.fail(unavailable)) : call
  })
  return Retry.retry(turn, { schedule: nestedSchedule, layer: "turn", budget })
}

describe("RetryBudget with nested Retry layers: one call is one request, and one success", () => {
  it.effect("a retry that first reaches the inner layer is one success, not one per layer", () =>
    Effect.gen(function*() {
      const attempts = [{ reachesModel: false, fails: true }, { reachesModel: true, fails: false }]
      const bucket = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.5 })
      const run = yield* Testing.runWithTestClock(turnAroundModel(bucket, attempts))
      expect(run.exit).toStrictEqual(Exit.succeed("answer"))
      // one failed attempt costs 1, the one success returns 0.5 (it returned 1, counted by both layers)
      expect(yield* RetryBudget.snapshot(bucket)).toMatchObject({ tokens: 9.5 })
      const { budget, events } = recordingBudget()
      yield* Testing.runWithTestClock(turnAroundModel(budget, attempts))
      expect(events).toEqual(["request", "failure", "acquire", "success"])
    }))

  it.effect("a retry that no longer reaches the inner layer still counts its success", () =>
    Effect.gen(function*() {
      // the first attempt's model call succeeds, then the turn fails; its retry answers without the model
      const attempts = [{ reachesModel: true, fails: true }, { reachesModel: false, fails: false }]
      const bucket = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.5 })
      // below the top, where successes show
      yield* bucket.onFailure
      yield* bucket.onFailure
      const run = yield* Testing.runWithTestClock(turnAroundModel(bucket, attempts))
      expect(run.exit).toStrictEqual(Exit.succeed("cached"))
      // 8, + 0.5 for the model call, - 1 for the turn's failure, + 0.5 for its retry's success (which went uncounted)
      expect(yield* RetryBudget.snapshot(bucket)).toMatchObject({ tokens: 8 })
      const { budget, events } = recordingBudget()
      yield* Testing.runWithTestClock(turnAroundModel(budget, attempts))
      expect(events).toEqual(["request", "success", "failure", "acquire", "success"])
    }))

  it.effect("a retry that reaches the inner layer again is counted by the inner layer alone", () =>
    Effect.gen(function*() {
      const attempts = [{ reachesModel: true, fails: true }, { reachesModel: true, fails: false }]
      const { budget, events } = recordingBudget()
      const run = yield* Testing.runWithTestClock(turnAroundModel(budget, attempts))
      expect(run.exit).toStrictEqual(Exit.succeed("answer"))
      expect(events).toEqual(["request", "success", "failure", "acquire", "success"])
    }))
})

describe("RetryBudget with the Retry layer: a request is counted as its first attempt starts", () => {
  it.effect("calls still in flight have deposited: a fast failure among slow calls earns its retry from them", () =>
    Effect.gen(function*() {
      // no reserve: the retry is paid for by what the ten calls deposited, 10 × 0.2
      const budget = yield* RetryBudget.percent({ percent: 0.2, minRetriesPerSecond: 0 })
      const schedule = RetrySchedule.exponential("100 millis").pipe(RetrySchedule.maxRetries(2))
      const slow = Effect.as(Effect.sleep("5 seconds"), "slow")
      let failed = false
      // a 503 after a round trip, while the nine slow calls are still waiting for their answers
      const fast = Effect.suspend(() => {
        if (failed) return Effect.succeed("fast")
        failed = true
        return Effect.zipRight(Effect.sleep("100 millis"), Effect.fail(unavailable))
      })
      const calls = [fast, ...Array.from({ length: 9 }, () => slow)].map((call) =>
        Effect.either(Retry.retryWithAttempts(call, { schedule, layer: "model", budget }))
      )
      const fiber = yield* Effect.fork(Effect.all(calls, { concurrency: "unbounded" }))
      yield* TestClock.adjust("5 seconds")
      const [first] = yield* Fiber.join(fiber)
      expect(Either.map(first, ({ attempts, value }) => ({ value, attempts }))).toStrictEqual(
        Either.right({ value: "fast", attempts: 2 })
      )
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ balance: 1 })
    }))

  it.effect("nested layers still count one request, reported by the outermost before the call runs", () =>
    Effect.gen(function*() {
      const { budget, events } = recordingBudget()
      const call = Effect.as(Effect.sync(() => void events.push("call")), "answer")
      const model = Retry.retry(call, { schedule: nestedSchedule, layer: "model", budget })
      const session = Retry.retry(Retry.retry(model, { schedule: nestedSchedule, layer: "turn", budget }), {
        schedule: nestedSchedule,
        layer: "session",
        budget
      })
      expect(yield* session).toBe("answer")
      expect(events).toEqual(["request", "call", "success"])
      // a turn of two calls in a session's layer is two requests, each reported as its call starts
      events.length = 0
      const turn = Retry.retry(Effect.zipRight(model, model), { schedule: nestedSchedule, layer: "session", budget })
      yield* turn
      expect(events).toEqual(["request", "call", "success", "request", "call", "success"])
    }))

  it.effect("a call interrupted during its first attempt has deposited, once however many layers it is in", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 1, minRetriesPerSecond: 0, ttl: "1 hour" })
      const model = Retry.retry(Effect.never, { schedule: nestedSchedule, layer: "model", budget })
      const turn = Retry.retry(model, { schedule: nestedSchedule, layer: "turn", budget })
      const fiber = yield* Effect.fork(turn)
      yield* TestClock.adjust("1 second")
      yield* Fiber.interrupt(fiber)
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ balance: 1 })
    }))

  it.effect("a retry granted and cancelled during its backoff never ran: a Finagle budget takes it back", () =>
    Effect.gen(function*() {
      // each request earns one retry, no reserve; every call is cut off (a timeout around it) while it backs off
      const budget = yield* RetryBudget.percent({ percent: 1, minRetriesPerSecond: 0 })
      const layer = Retry.retry({
        schedule: RetrySchedule.exponential("10 seconds").pipe(RetrySchedule.maxRetries(1)),
        layer: "model",
        budget
      })
      const dependency = downDependency()
      for (let i = 0; i < 3; i++) {
        const fiber = yield* Effect.fork(Effect.exit(dependency.call.pipe(layer, Effect.timeout("1 second"))))
        yield* TestClock.adjust("2 seconds")
        yield* Fiber.join(fiber)
      }
      // three requests reached the dependency, no retry did: the three retries earned are still there
      expect(dependency.attempts()).toBe(3)
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ balance: 3, available: 3 })
      // and one withdrawn in a slice that has expired since comes back into no slice
      const late = yield* RetryBudget.percent({ percent: 1, minRetriesPerSecond: 0, ttl: "10 seconds" })
      const fiber = yield* Effect.fork(
        dependency.call.pipe(
          Retry.retry({
            schedule: RetrySchedule.exponential("30 seconds").pipe(RetrySchedule.maxRetries(1)),
            budget: late
          })
        )
      )
      yield* TestClock.adjust("20 seconds")
      yield* Fiber.interrupt(fiber)
      expect(yield* RetryBudget.snapshot(late)).toMatchObject({ balance: 0 })
    }))
})
