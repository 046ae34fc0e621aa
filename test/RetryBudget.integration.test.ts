import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Fiber, Schedule, TestClock } from "effect"
import { Failure, Retry, RetryBudget, RetrySchedule } from "effect-resilience"

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
