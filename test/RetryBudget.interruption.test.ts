import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { Failure, Retry, RetryBudget, RetrySchedule } from "effect-resilience"

const overloaded = new Failure.Retryable({ reason: "503", status: 503 })

/** `steps` operations that do nothing, run before `effect`: they shift where the runtime makes it yield (every 10). */
const after = <A, E>(steps: number, effect: Effect.Effect<A, E>): Effect.Effect<A, E> => {
  let padded: Effect.Effect<void> = Effect.void
  for (let i = 0; i < steps; i++) padded = Effect.zipRight(padded, Effect.void)
  return Effect.zipRight(padded, effect).pipe(Effect.withMaxOpsBeforeYield(10))
}

const yields = (n: number) =>
  Effect.gen(function*() {
    for (let i = 0; i < n; i++) yield* Effect.yieldNow()
  })

describe("RetryBudget under interruption", () => {
  it.effect(
    "a retry granted and cut off at any step before it was sent is given back to a percent budget",
    () =>
      Effect.gen(function*() {
        // Granted in one step and guarded (given back if cut off during the wait) in a later one, a retry cut off in
        // between, or between the end of its wait and its attempt, was never sent and still spent: the budget lost it
        // until its window moved on. The sweep cuts the call off at every step from its first failure to its retry,
        // while it waits (the clock still) and as its wait ends (the clock moved past it).
        const unbalanced: Array<string> = []
        for (const waitOver of [false, true]) {
          for (let steps = 0; steps < 10; steps++) {
            // past its wait the runtime yields at the same steps whatever the padding: a few delays reach them all
            for (let delay = 0; delay < (waitOver ? 20 : 130); delay++) {
              const budget = yield* RetryBudget.percent({ percent: 0, minRetriesPerSecond: 1, ttl: "10 seconds" })
              let sent = 0
              const call = Effect.suspend(() => {
                sent++
                return Effect.fail(overloaded)
              })
              const fiber = yield* Effect.fork(after(
                steps,
                Retry.retry(call, {
                  schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(1)),
                  layer: "cut-off-sweep",
                  budget
                })
              ))
              if (waitOver) {
                yield* yields(140)
                yield* TestClock.adjust("1 second")
              }
              yield* yields(delay)
              yield* Fiber.interrupt(fiber)
              const snapshot = yield* RetryBudget.snapshot(budget)
              const balance = snapshot._tag === "Percent" ? snapshot.balance : Number.NaN
              // the reserve of 10, less one for each retry that was sent (the first attempt is no retry)
              const retries = Math.max(0, sent - 1)
              if (balance !== 10 - retries) unbalanced.push(`${waitOver}/${steps}/${delay}: ${balance}, ${sent} sent`)
            }
          }
        }
        expect(unbalanced).toEqual([])
      }),
    60_000
  )
})
