import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Exit, Fiber, TestClock } from "effect"
import { Bulkhead, CircuitBreaker, type Failure } from "effect-resilience"

/**
 * `steps` operations that do nothing: run before a caller reaches the bulkhead, they shift where, in its taking of a
 * slot, the runtime makes it yield (every 10 operations below), so that a sweep over them puts an interruption, or
 * another fiber's release, between every two of its steps.
 */
const after = <A, E>(steps: number, effect: Effect.Effect<A, E>): Effect.Effect<A, E> => {
  let padded: Effect.Effect<void> = Effect.void
  for (let i = 0; i < steps; i++) padded = Effect.zipRight(padded, Effect.void)
  return Effect.zipRight(padded, effect).pipe(Effect.withMaxOpsBeforeYield(10))
}

const yields = (n: number) =>
  Effect.gen(function*() {
    for (let i = 0; i < n; i++) yield* Effect.yieldNow()
  })

/**
 * The sweep both interleaving tests make: a bulkhead of one slot and a queue of one, its slot held until a gate opens;
 * a caller of `call` reaching it `steps` operations late, the gate opened `delay` yields before `check` looks. What
 * `check` finds wrong, labelled with the steps and the delay.
 */
const sweepReleases = (
  call: Effect.Effect<void>,
  check: (
    bulkhead: Bulkhead.Bulkhead,
    caller: Fiber.RuntimeFiber<void, Failure.Retryable>,
    holder: Fiber.RuntimeFiber<void, Failure.Retryable>
  ) => Effect.Effect<string | undefined, Failure.Retryable>
) =>
  Effect.gen(function*() {
    const wrong: Array<string> = []
    for (let steps = 0; steps < 30; steps++) {
      for (let delay = 0; delay < 6; delay++) {
        const bulkhead = yield* Bulkhead.make({ concurrency: 1, queue: 1 })
        const gate = yield* Deferred.make<void>()
        const holder = yield* Effect.fork(bulkhead.run(Deferred.await(gate)))
        const caller = yield* Effect.fork(after(steps, bulkhead.run(call)))
        yield* yields(20)
        yield* Deferred.succeed(gate, undefined)
        yield* yields(delay)
        const found = yield* check(bulkhead, caller, holder)
        if (found !== undefined) wrong.push(`${steps}/${delay}: ${found}`)
      }
    }
    return wrong
  })

describe("Bulkhead under interruption", () => {
  it.effect(
    "a caller interrupted at any step of taking a slot, or of being handed one, never keeps it",
    () =>
      Effect.gen(function*() {
        // Interrupted between taking a free slot and guarding it, the slot was never given back; interrupted as a
        // holder's release handed it the slot, or between enqueueing itself and arming its canceler, likewise (or it
        // stayed counted in the queue): each such loss is one slot less, for the life of the bulkhead.
        const kept = yield* sweepReleases(Effect.never, (bulkhead, caller, holder) =>
          Effect.gen(function*() {
            yield* Fiber.interrupt(caller)
            yield* Fiber.join(holder)
            const stats = yield* bulkhead.stats
            return stats.running !== 0 || stats.queued !== 0 ? JSON.stringify(stats) : undefined
          }))
        expect(kept).toEqual([])
      }),
    30_000
  )

  it.live("a caller that finds no slot as the last one frees still gets it", () =>
    Effect.gen(function*() {
      // Deciding to wait and joining the queue were two steps: a slot freed between them went back to the pool, with
      // nobody in the queue to hand it to, and the caller then queued behind nobody, waiting for a release that no
      // call would make (until another caller came, and overtook it).
      const stuck = yield* sweepReleases(Effect.void, (bulkhead, caller, holder) =>
        Effect.gen(function*() {
          yield* Fiber.join(holder)
          const done = yield* Fiber.join(caller).pipe(Effect.timeoutOption("200 millis"))
          if (done._tag === "Some") return undefined
          const stats = JSON.stringify(yield* bulkhead.stats)
          yield* Fiber.interrupt(caller)
          return stats
        }))
      expect(stuck).toEqual([])
    }), 60_000)

  it.effect("1 000 callers interrupted while queued, running or being handed a slot leave its capacity whole", () =>
    Effect.gen(function*() {
      const concurrency = 4
      const bulkhead = yield* Bulkhead.make({ concurrency, queue: 1_000 })
      const call = (i: number) => after(i % 30, bulkhead.run(Effect.sleep(`${1 + (i % 7)} millis`)))
      const fibers = yield* Effect.forEach(
        Array.from({ length: 1_000 + concurrency }, (_, i) => i),
        (i) => Effect.fork(call(i))
      )
      yield* yields(50)
      // slots free while the callers are interrupted: a release meets callers at every step
      yield* Effect.forEach(
        fibers,
        (fiber, i) =>
          Effect.zipRight(
            i % 10 === 0 ? TestClock.adjust("1 millis") : yields(i % 4),
            Fiber.interrupt(fiber)
          ),
        { concurrency: "unbounded" }
      )
      expect(yield* bulkhead.stats).toEqual({ running: 0, queued: 0 })
      // every slot is usable: `concurrency` calls run at once, none waits
      const gate = yield* Deferred.make<void>()
      const holders = yield* Effect.forEach(
        Array.from({ length: concurrency }),
        () => Effect.fork(bulkhead.run(Deferred.await(gate)))
      )
      yield* yields(20)
      expect(yield* bulkhead.stats).toEqual({ running: concurrency, queued: 0 })
      yield* Deferred.succeed(gate, undefined)
      yield* Effect.forEach(holders, Fiber.join)
    }))

  it.effect("a timeout around the bulkhead cuts off a running call and a waiting one, at any step, freeing both", () =>
    Effect.gen(function*() {
      // Only the wait and the call can be interrupted: the call (`restore(self)`) must stay so, or a timeout around a
      // bulkhead would wait for a call that never ends.
      const wrong: Array<string> = []
      for (let steps = 0; steps < 30; steps++) {
        const bulkhead = yield* Bulkhead.make({ concurrency: 1, queue: 1 })
        const running = yield* Effect.fork(after(steps, Effect.timeout(bulkhead.run(Effect.never), "1 second")))
        const waiting = yield* Effect.fork(after(steps, Effect.timeout(bulkhead.run(Effect.never), "2 seconds")))
        yield* yields(200)
        const full = yield* bulkhead.stats
        yield* TestClock.adjust("1 second")
        const first = yield* Fiber.await(running)
        const second = yield* bulkhead.stats
        yield* TestClock.adjust("1 second")
        const last = yield* Fiber.await(waiting)
        const seen = [full, second, yield* bulkhead.stats, Exit.isFailure(first), Exit.isFailure(last)]
        const expected = [{ running: 1, queued: 1 }, { running: 1, queued: 0 }, { running: 0, queued: 0 }, true, true]
        if (JSON.stringify(seen) !== JSON.stringify(expected)) wrong.push(`${steps}: ${JSON.stringify(seen)}`)
      }
      expect(wrong).toEqual([])
    }))

  it.effect("a caller cut off at any step of its wait or call is no slow call of a breaker around the bulkhead", () =>
    Effect.gen(function*() {
      // 3 s in the queue, then at most 100 ms in the call: under the 1 s threshold, if the wait is taken off
      const slow: Array<string> = []
      for (let steps = 0; steps < 40; steps++) {
        for (const cutOffAt of [2900, 3000, 3100]) {
          const bulkhead = yield* Bulkhead.make({ concurrency: 1, queue: 1 })
          const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1, slowCallThreshold: "1 second" })
          const holder = yield* Effect.fork(bulkhead.run(Effect.sleep("3 seconds")))
          yield* yields(2)
          const caller = yield* Effect.fork(after(steps, breaker(bulkhead.run(Effect.sleep("500 millis")))))
          yield* yields(200)
          yield* TestClock.adjust(`${cutOffAt} millis`)
          yield* yields(steps % 7)
          yield* Fiber.interrupt(caller)
          yield* TestClock.adjust("1 second")
          yield* Fiber.join(holder)
          const stats = yield* bulkhead.stats
          const state = yield* breaker.state
          if (state !== "Closed" || stats.running !== 0 || stats.queued !== 0) {
            slow.push(`${steps}/${cutOffAt}: ${state} ${JSON.stringify(stats)}`)
          }
        }
      }
      expect(slow).toEqual([])
    }))
})
