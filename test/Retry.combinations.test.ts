import { describe, expect, it } from "@effect/vitest"
import {
  Cause,
  Duration,
  Effect,
  Exit,
  Fiber,
  Metric,
  MetricLabel,
  Option,
  Ref,
  Schedule,
  TestClock,
  type Tracer
} from "effect"
import {
  Bulkhead,
  CircuitBreaker,
  Failure,
  Policy,
  Retry,
  RetryBudget,
  RetrySchedule,
  Testing
} from "effect-resilience"

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  return Option.getOrThrow(Cause.failureOption(exit.cause))
}

const overloaded = new Failure.Retryable({ reason: "InternalServerError: 503 overloaded", status: 503 })

/** A call that fails with `overloaded` `failures` times, then answers with its count of calls. */
const failingTimes = (failures: number) =>
  Effect.map(Ref.make(0), (calls) => ({
    calls,
    effect: Effect.flatMap(
      Ref.updateAndGet(calls, (n) => n + 1),
      (n) => n <= failures ? Effect.fail(overloaded) : Effect.succeed(n)
    )
  }))

const counter = (metric: Metric.Metric.Counter<number>, labels: Record<string, string>) =>
  Metric.value(
    Metric.taggedWithLabels(metric, Object.entries(labels).map(([key, value]) => MetricLabel.make(key, value)))
  ).pipe(Effect.map((state) => state.count))

describe("Retry.retry in combination", () => {
  it.effect(
    "10 000 retries without delays: stack-safe, every attempt kept, a message of bounded length",
    () =>
      Effect.gen(function*() {
        const schedule = RetrySchedule.exponential(0).pipe(RetrySchedule.maxRetries(10_000))
        const exhausted = failureOf(
          yield* Effect.exit(Retry.retry(Effect.fail(overloaded), { schedule, layer: "tool" }))
        )
        if (exhausted._tag !== "Exhausted") throw new Error(`expected Exhausted, got ${exhausted._tag}`)
        // the record is the contract's: every attempt, oldest first
        expect(exhausted.attempts).toHaveLength(10_001)
        expect(exhausted.attempts[10_000].attempt).toBe(10_001)
        // the message, which a log line or a span's status carries, names the count, the first and the last attempts:
        // listing all of them made 440 KB of it here (each reason may be 500 characters: 5 MB)
        const line = "Retryable (HTTP 503): InternalServerError: 503 overloaded"
        const listed = (from: number, to: number) =>
          Array.from({ length: to - from + 1 }, (_, i) => `[${from + i}] ${line}`).join(" ")
        expect(exhausted.message).toBe(
          `tool failed after 10001 attempts: ${listed(1, 25)} … 9951 more … ${listed(9977, 10_001)}`
        )

        // and a call that succeeds after them returns its count
        const late = yield* failingTimes(10_000)
        const run = yield* Retry.retryWithAttempts(late.effect, { schedule })
        expect([run.value, run.attempts, run.failures.length]).toEqual([10_001, 10_001, 10_000])
      }),
    60_000
  )

  it.effect("an Exhausted lists every attempt up to fifty, and elides the middle only past fifty", () =>
    Effect.gen(function*() {
      const messageAfter = (retries: number) =>
        Effect.exit(
          Retry.retry(Effect.fail(overloaded), {
            schedule: RetrySchedule.exponential(0).pipe(RetrySchedule.maxRetries(retries)),
            layer: "tool"
          })
        ).pipe(Effect.map((exit) => failureOf(exit).message))
      const fifty = yield* messageAfter(49)
      expect(fifty).toContain("tool failed after 50 attempts: [1] ")
      expect(fifty).toContain("[26] Retryable")
      expect(fifty).toContain("[50] Retryable")
      expect(fifty).not.toContain("more …")
      const fiftyOne = yield* messageAfter(50)
      expect(fiftyOne).toContain("[25] Retryable (HTTP 503): InternalServerError: 503 overloaded … 1 more … [27] ")
      expect(fiftyOne).not.toContain("[26] ")
    }))

  it.effect("a retry-after HTTP date without a date header is placed by the Clock behind a Policy's guards too", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(Date.UTC(2025, 0, 1, 12, 0, 0))
      const schedule = RetrySchedule.exponential("100 millis").pipe(
        RetrySchedule.respectRetryAfter({ max: "1 minute" }),
        RetrySchedule.maxRetries(3)
      )
      const guards = yield* Policy.make({ breaker: { consecutiveFailures: 10 }, timeout: "5 seconds" })
      const retrying = yield* Policy.make({ ...Policy.defaults, retry: { schedule } })
      const bulkhead = yield* Bulkhead.make({ concurrency: 2 })
      const layers: ReadonlyArray<(call: Effect.Effect<string, unknown>) => Effect.Effect<string, unknown>> = [
        (call) => Retry.retry(guards(call), { schedule }), // a Policy without retry under a layer
        (call) => retrying(call),
        (call) => Retry.retry(Bulkhead.withBulkhead(call, bulkhead), { schedule })
      ]
      for (const layer of layers) {
        const now = yield* Effect.clockWith((clock) => clock.currentTimeMillis)
        const limited = Object.assign(new Error("429 Rate limit reached"), {
          status: 429,
          headers: { "retry-after": new Date(now + 7000).toUTCString() }
        })
        const script = yield* Testing.script([limited], "ok")
        const run = yield* Testing.runWithTestClock(layer(script.effect), { script })
        expect(run.exit).toStrictEqual(Exit.succeed("ok"))
        expect(run.attemptTimes).toEqual([0, 7000])
      }
    }))

  it.effect("two layers on one token bucket with a breaker between them, the outer retrying the inner's Exhausted", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.1, name: "tb" })
      const breaker = yield* CircuitBreaker.make({ name: "b", consecutiveFailures: 3 })
      const dependency = yield* failingTimes(6)
      const twice = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(2))
      const inner = Retry.retry(dependency.effect, { schedule: twice, layer: "inner", budget })
      const outer = Retry.retry(breaker(inner), {
        schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(5)),
        layer: "outer",
        budget,
        retryExhausted: true
      })
      const run = yield* Testing.runWithTestClock(outer)
      // inner: 3 failures (10 → 7 tokens), 2 retries; outer retries its Exhausted without charging them again; inner:
      // 2 more failures (→ 5 tokens), the next retry refused at the threshold, and so is the outer layer's
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag === "Exhausted" && [exhausted.layer, exhausted.attempts.length, exhausted.stoppedBy])
        .toEqual(["outer", 2, "the retry budget tb refused a retry"])
      expect(yield* Ref.get(dependency.calls)).toBe(5)
      expect(Duration.toMillis(run.elapsed)).toBe(1000 + 2000 + 1000 + 1000)
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ tokens: 5, allowsRetry: false })
      // two of the inner layer's give-ups are below the breaker's three in a row
      expect(yield* breaker.state).toBe("Closed")
    }))

  it.effect("cut off during its backoff: the retries counted are those started, the span has the attempts begun", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 0, minRetriesPerSecond: 1, ttl: "10 seconds" })
      let span: Tracer.Span | undefined
      const fiber = yield* Effect.fork(
        Effect.flatMap(Effect.orDie(Effect.currentSpan), (current) => {
          span = current
          return Retry.retry(Effect.fail(overloaded), {
            schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(5)),
            layer: "backoff-cut",
            budget
          })
        }).pipe(Effect.withSpan("call"))
      )
      yield* TestClock.adjust("1 second") // the second attempt failed: a 2 s wait before the third
      yield* TestClock.adjust("500 millis")
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ balance: 8 })
      yield* Fiber.interrupt(fiber)
      // the third attempt's retry was granted and never sent: given back
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ balance: 9 })
      const labels = { layer: "backoff-cut" }
      expect(yield* counter(Retry.metrics.attempts, labels)).toBe(2)
      expect(yield* counter(Retry.metrics.retries, { ...labels, tag: "Retryable" })).toBe(1)
      expect(yield* counter(Retry.metrics.giveUps, { ...labels, tag: "Exhausted" })).toBe(0)
      expect(span?.attributes.get("effect_resilience.retry.backoff-cut.attempts")).toBe(2)
    }))

  it.effect("a schedule of Effect's own around RetrySchedule's: the hint still lifts the wait, the budget still stops", () =>
    Effect.gen(function*() {
      const hinted = new Failure.Retryable({ reason: "429", status: 429, retryAfter: Duration.seconds(5) })
      const lifted = Schedule.andThen(
        RetrySchedule.exponential("100 millis").pipe(RetrySchedule.maxRetries(1)),
        Schedule.spaced("1 second").pipe(Schedule.whileInput(Failure.isRetryable))
      ).pipe(RetrySchedule.respectRetryAfter({ max: "1 minute" }), RetrySchedule.budgeted("8 seconds"))
      const script = yield* Testing.script([overloaded, hinted, overloaded, overloaded, overloaded], "ok")
      const run = yield* Testing.runWithTestClock(Retry.retry(script.effect, { schedule: lifted }), { script })
      // 100 ms from the backoff, then 5 s of the hint where the spacing said 1 s, 1 s, 1 s: the next 1 s passes 8 s
      expect(run.attemptTimes).toEqual([0, 100, 5100, 6100, 7100])
      expect(failureOf(run.exit)).toMatchObject({
        _tag: "Exhausted",
        stoppedBy: "the next delay of 1s would take the waiting past the schedule's budget of 8s (7s 100ms waited)"
      })
    }))
})
