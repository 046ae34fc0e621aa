/**
 * A user's own Effect schedules mixed with RetrySchedule's under `Retry.retry`: exact calls and virtual times, and the
 * same as `Effect.retry` gives with the same schedule (the layer steps a schedule as Effect's driver does).
 */
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Exit, Random, Schedule } from "effect"
import { Failure, Retry, RetrySchedule as RS, Testing } from "effect-resilience"

const down = (i: number) => new Failure.Retryable({ reason: `InternalServerError: 503 e${i}`, status: 503 })
const failing = (n: number) => Array.from({ length: n }, (_, i) => down(i))

/** Runs a script of failures under `Retry.retry` and under `Effect.retry` with `schedule`, on `TestClock`. */
const both = (
  schedule: Schedule.Schedule<unknown, Failure.AgentFailure>,
  failures: ReadonlyArray<Failure.AgentFailure>
) =>
  Effect.gen(function*() {
    const layer = yield* Testing.script(failures, "ok")
    const layered = yield* Testing.runWithTestClock(
      Retry.retry(layer.effect, { schedule, layer: "model" }).pipe(Effect.withRandom(Random.fixed([0.5]))),
      { script: layer }
    )
    const plain = yield* Testing.script(failures, "ok")
    const retried = yield* Testing.runWithTestClock(
      Effect.retry(plain.effect, schedule).pipe(Effect.withRandom(Random.fixed([0.5]))),
      { script: plain }
    )
    // times relative to each run's start, which differ in the last bits: jittered delays have fractions
    expect(layered.attemptTimes).toHaveLength(retried.attemptTimes.length)
    layered.attemptTimes.forEach((t, i) => expect(t).toBeCloseTo(retried.attemptTimes[i]!, 6))
    expect(layered.exit._tag).toBe(retried.exit._tag)
    return { exit: layered.exit, times: layered.attemptTimes, elapsed: Duration.toMillis(layered.elapsed) }
  })

const attemptsOf = (exit: Exit.Exit<unknown, unknown>): number => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  const failure = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  return Failure.isExhausted(failure) ? failure.attempts.length : -1
}

describe("Retry.retry with a user's own schedules", () => {
  it.effect("Schedule.recurs(2): 3 calls, all at 0, then Exhausted with 3 attempts", () =>
    Effect.gen(function*() {
      const { elapsed, exit, times } = yield* both(Schedule.recurs(2), failing(5))
      expect(times).toEqual([0, 0, 0])
      expect(elapsed).toBe(0)
      expect(attemptsOf(exit)).toBe(3)
    }))

  it.effect("Schedule.spaced(1 s) ∩ recurs(3): 4 calls at 0, 1, 2, 3 s", () =>
    Effect.gen(function*() {
      const { exit, times } = yield* both(
        Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(3))),
        failing(9)
      )
      expect(times).toEqual([0, 1_000, 2_000, 3_000])
      expect(attemptsOf(exit)).toBe(4)
    }))

  it.effect("Schedule.union(exponential·maxRetries(3), spaced(1.5 s)·recurs(1)): the shorter delay while either goes on, 4 calls, 7 s", () =>
    Effect.gen(function*() {
      const schedule = Schedule.union(
        RS.exponential("1 second").pipe(RS.maxRetries(3)),
        Schedule.spaced("1500 millis").pipe(Schedule.intersect(Schedule.recurs(1)))
      )
      const { exit, times } = yield* both(schedule, failing(9))
      expect(times).toEqual([0, 1_000, 3_000, 7_000])
      expect(attemptsOf(exit)).toBe(4)
    }))

  it.effect("Schedule.intersect(exponential, recurs(4)): 5 calls, 15 s", () =>
    Effect.gen(function*() {
      const { elapsed, times } = yield* both(
        Schedule.intersect(RS.exponential("1 second"), Schedule.recurs(4)),
        failing(9)
      )
      expect(times).toEqual([0, 1_000, 3_000, 7_000, 15_000])
      expect(elapsed).toBe(15_000)
    }))

  it.effect("Schedule.whileInput stops at the failure it rejects: 3 calls, 3 s", () =>
    Effect.gen(function*() {
      const schedule = RS.exponential("1 second").pipe(
        Schedule.whileInput((f: Failure.AgentFailure) => f.reason !== "InternalServerError: 503 e2")
      )
      const { exit, times } = yield* both(schedule, failing(9))
      expect(times).toEqual([0, 1_000, 3_000])
      expect(attemptsOf(exit)).toBe(3)
    }))

  it.effect("Schedule.resetAfter(5 s) restarts the backoff and its count: 12 failures then the answer, 13 calls, 28 s", () =>
    Effect.gen(function*() {
      const schedule = RS.exponential("1 second").pipe(RS.maxRetries(10), Schedule.resetAfter("5 seconds"))
      const { exit, times } = yield* both(schedule, failing(12))
      expect(exit).toStrictEqual(Exit.succeed("ok"))
      expect(times).toEqual([
        0,
        1_000,
        3_000,
        7_000,
        8_000,
        10_000,
        14_000,
        15_000,
        17_000,
        21_000,
        22_000,
        24_000,
        28_000
      ])
    }))

  it.effect("Schedule.tapOutput sees each step once, the stopping one included: 4 outputs for 3 retries", () =>
    Effect.gen(function*() {
      const outputs: Array<number> = []
      const schedule = RS.exponential("1 second").pipe(
        RS.maxRetries(3),
        Schedule.tapOutput((d: Duration.Duration) => Effect.sync(() => outputs.push(Duration.toMillis(d))))
      )
      const layer = yield* Testing.script(failing(9), "ok")
      const run = yield* Testing.runWithTestClock(Retry.retry(layer.effect, { schedule }), { script: layer })
      expect(run.attemptTimes).toEqual([0, 1_000, 3_000, 7_000])
      expect(outputs).toEqual([1_000, 2_000, 4_000, 8_000])
    }))

  it.effect("RetrySchedule.standard with hints (r = 0.5): 5 calls at 0, 2.5, 4, 6.25, 9.625 s, the hint where it is longer", () =>
    Effect.gen(function*() {
      // 2 s·1.5ⁿ halved by the draw: 1 s, 1.5 s, 2.25 s, 3.375 s; a 2.5 s hint on the 1st and 4th failures
      const hinted = failing(9).map((f, i) =>
        i % 3 === 0 ? new Failure.Retryable({ reason: f.reason, status: 429, retryAfter: Duration.millis(2_500) }) : f
      )
      const { elapsed, exit, times } = yield* both(RS.standard, hinted)
      expect(times).toEqual([0, 2_500, 4_000, 6_250, 9_625])
      expect(elapsed).toBe(9_625)
      expect(attemptsOf(exit)).toBe(5)
    }))

  it.effect("a budget inside Schedule.intersect counts its own delays only: standard ∩ spaced(30 s) waits 120 s past its 60 s budget; outside, the budget holds", () =>
    Effect.gen(function*() {
      // intersect waits the longer delay: 30 s each time, where standard's budget counted 1 s, 1.5 s, 2.25 s, 3.375 s
      const inside = yield* both(Schedule.intersect(RS.standard, Schedule.spaced("30 seconds")), failing(9))
      expect(inside.times).toEqual([0, 30_000, 60_000, 90_000, 120_000])
      const outside = yield* both(
        Schedule.intersect(RS.standard, Schedule.spaced("30 seconds")).pipe(RS.budgeted("60 seconds")),
        failing(9)
      )
      expect(outside.times).toEqual([0, 30_000, 60_000])
      const failure = Exit.isFailure(outside.exit) && outside.exit.cause._tag === "Fail" ? outside.exit.cause.error : 0
      expect(Failure.isExhausted(failure) && failure.stoppedBy).toBe(
        "the next delay of 30s would take the waiting past the schedule's budget of 1m (1m waited)"
      )
    }))

  it.effect("a hint inside Schedule.union is undercut by the other half's shorter delay; outside, it holds", () =>
    Effect.gen(function*() {
      const limited = new Failure.Retryable({
        reason: "RateLimitError: 429",
        status: 429,
        retryAfter: Duration.seconds(30)
      })
      const script = [limited, ...failing(9)]
      const everySecond = Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(2)))
      const inside = yield* both(
        Schedule.union(RS.exponential("1 second").pipe(RS.respectRetryAfter(), RS.maxRetries(2)), everySecond),
        script
      )
      expect(inside.times).toEqual([0, 1_000, 2_000])
      const outside = yield* both(
        Schedule.union(RS.exponential("1 second").pipe(RS.maxRetries(2)), everySecond).pipe(
          RS.respectRetryAfter({ max: "1 minute" })
        ),
        script
      )
      expect(outside.times).toEqual([0, 30_000, 31_000])
    }))

  it.effect("a jittered union under respectRetryAfter and maxRetries (r = 0.5): 6 calls, the union's zero delays first", () =>
    Effect.gen(function*() {
      const schedule = Schedule.union(
        RS.exponential("1 second").pipe(RS.jittered({ kind: "proportional" }), RS.capped("3 seconds")),
        Schedule.recurs(2)
      ).pipe(RS.respectRetryAfter({ max: "10 seconds" }), RS.maxRetries(5))
      const { elapsed, exit, times } = yield* both(schedule, failing(9))
      // proportional at r = 0.5 is the delay itself: recurs(2) wins twice (0 ms), then 4 s capped to 3 s, 3 s, 3 s
      expect(times).toEqual([0, 0, 0, 3_000, 6_000, 9_000])
      expect(elapsed).toBe(9_000)
      expect(attemptsOf(exit)).toBe(6)
    }))
})
