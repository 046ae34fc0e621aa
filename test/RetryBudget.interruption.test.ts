import { describe, expect, it } from "@effect/vitest"
import { Clock, Deferred, Effect, Fiber, Schedule } from "effect"
import { Failure, Retry, RetryBudget } from "effect-resilience"

const yields = (n: number) =>
  Effect.gen(function*() {
    for (let i = 0; i < n; i++) yield* Effect.yieldNow()
  })

const identity = <A>(a: A): A => a

/** A clock standing at 0 whose every sleep is `wake`. */
const stoppedClock = (wake: Effect.Effect<void>): Clock.Clock => ({
  [Clock.ClockTypeId]: Clock.ClockTypeId,
  unsafeCurrentTimeMillis: () => 0,
  unsafeCurrentTimeNanos: () => 0n,
  currentTimeMillis: Effect.succeed(0),
  currentTimeNanos: Effect.succeed(0n),
  sleep: () => wake
})

/**
 * One call to a dependency that is down, under a Finagle budget whose reserve is a single retry, forked so that the
 * runtime makes it yield every 10 operations: a sweep over the yields the test makes before interrupting it puts the
 * interruption between every two steps of its retry, from the grant to the retried attempt's start.
 */
const sweep = (
  schedule: Schedule.Schedule<unknown, Failure.AgentFailure>,
  points: number,
  backoff?: { readonly sleptAfter: number }
) =>
  Effect.gen(function*() {
    const seen: Array<{ readonly attempts: number; readonly available: number }> = []
    for (let n = 0; n < points; n++) {
      // the backoff's sleep ends when the test says: the sweep then starts as the call wakes from it
      const woken = yield* Deferred.make<void>()
      const clock = stoppedClock(Deferred.await(woken))
      // percent 0: no request earns a retry, the reserve (0.1 a second over the 10 s ttl) is the only one
      const budget = yield* RetryBudget.percent({ percent: 0, minRetriesPerSecond: 0.1 })
      let attempts = 0
      const call = Effect.suspend(() => {
        attempts++
        return Effect.fail(new Failure.Retryable({ reason: "503 Service Unavailable", status: 503 }))
      })
      const fiber = yield* Effect.fork(
        call.pipe(
          Retry.retry({ schedule, layer: "model", budget }),
          Effect.withMaxOpsBeforeYield(10),
          backoff === undefined ? identity : Effect.withClock(clock)
        )
      )
      if (backoff !== undefined) {
        yield* yields(backoff.sleptAfter)
        yield* Deferred.succeed(woken, undefined)
      }
      yield* yields(n)
      yield* Fiber.interrupt(fiber)
      const snapshot = yield* RetryBudget.snapshot(budget)
      seen.push({ attempts, available: snapshot._tag === "Percent" ? snapshot.available : -1 })
    }
    // A retry that never ran is given back; one that started is spent, once. Started means handed to the call: an
    // interruption can land between the layer's last step and the call's first (the runtime may stop a fiber between
    // any two), which the call's count cannot tell from one before the handover. That point alone, the last before
    // the second attempt is seen, may keep the withdrawal.
    const lost: Array<string> = []
    seen.forEach(({ attempts, available }, n) => {
      const handedOver = attempts === 1 && seen[n + 1]?.attempts === 2
      const expected = attempts <= 1 && !handedOver ? 1 : 0
      if (available !== expected) lost.push(`${n}: ${attempts} attempt(s), ${available} available`)
    })
    return { lost, retried: seen.some(({ attempts }) => attempts === 2) }
  })

describe("RetryBudget.percent under interruption", () => {
  it.effect("a retry granted and cut off before its backoff's sleep began is given back", () =>
    Effect.gen(function*() {
      // Between the grant and the sleep's refund handler the layer counted, logged and told the durable turn's watch
      // of its wait: a caller interrupted there had its withdrawal kept, a retry that never ran.
      const { lost } = yield* sweep(Schedule.spaced("1 second"), 120)
      expect(lost).toEqual([])
    }), 30_000)

  it.effect(
    "a retry granted and cut off after its backoff, before its attempt started, is given back",
    () =>
      Effect.gen(function*() {
        // the backoff slept out; the sweep covers what follows it up to the attempt's start
        const { lost, retried } = yield* sweep(Schedule.spaced("1 second"), 80, { sleptAfter: 150 })
        expect(lost).toEqual([])
        expect(retried).toBe(true)
      }),
    30_000
  )

  it.effect(
    "a retry granted without a backoff and cut off before its attempt started is given back",
    () =>
      Effect.gen(function*() {
        const { lost, retried } = yield* sweep(Schedule.recurs(1), 200)
        expect(lost).toEqual([])
        expect(retried).toBe(true)
      }),
    30_000
  )
})
