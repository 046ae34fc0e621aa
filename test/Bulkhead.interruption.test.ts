import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, TestClock } from "effect"
import { Bulkhead } from "effect-resilience"

/**
 * `steps` operations that do nothing: run before a caller reaches the bulkhead, they shift where, in its taking of a
 * slot, the runtime makes it yield (every 10 operations below), so that a sweep over them puts an interruption, or
 * another fiber's release, between every two of its steps.
 */
const after = <E>(steps: number, effect: Effect.Effect<void, E>): Effect.Effect<void, E> => {
  let padded: Effect.Effect<void> = Effect.void
  for (let i = 0; i < steps; i++) padded = Effect.zipRight(padded, Effect.void)
  return Effect.zipRight(padded, effect).pipe(Effect.withMaxOpsBeforeYield(10))
}

const yields = (n: number) =>
  Effect.gen(function*() {
    for (let i = 0; i < n; i++) yield* Effect.yieldNow()
  })

describe("Bulkhead under interruption", () => {
  it.effect(
    "a caller interrupted at any step of taking a slot, or of being handed one, never keeps it",
    () =>
      Effect.gen(function*() {
        // Interrupted between taking a free slot and guarding it, the slot was never given back; interrupted as a
        // holder's release handed it the slot, or between enqueueing itself and arming its canceler, likewise (or it
        // stayed counted in the queue): each such loss is one slot less, for the life of the bulkhead.
        const kept: Array<string> = []
        for (let steps = 0; steps < 30; steps++) {
          for (let delay = 0; delay < 6; delay++) {
            const bulkhead = yield* Bulkhead.make({ concurrency: 1, queue: 1 })
            const gate = yield* Deferred.make<void>()
            const holder = yield* Effect.fork(bulkhead.run(Deferred.await(gate)))
            const caller = yield* Effect.fork(after(steps, bulkhead.run(Effect.never)))
            yield* yields(20)
            yield* Deferred.succeed(gate, undefined)
            yield* yields(delay)
            yield* Fiber.interrupt(caller)
            yield* Fiber.join(holder)
            const stats = yield* bulkhead.stats
            if (stats.running !== 0 || stats.queued !== 0) kept.push(`${steps}/${delay}: ${JSON.stringify(stats)}`)
          }
        }
        expect(kept).toEqual([])
      }),
    30_000
  )

  it.live("a caller that finds no slot as the last one frees still gets it", () =>
    Effect.gen(function*() {
      // Deciding to wait and joining the queue were two steps: a slot freed between them went back to the pool, with
      // nobody in the queue to hand it to, and the caller then queued behind nobody, waiting for a release that no
      // call would make (until another caller came, and overtook it).
      const stuck: Array<string> = []
      for (let steps = 0; steps < 30; steps++) {
        for (let delay = 0; delay < 6; delay++) {
          const bulkhead = yield* Bulkhead.make({ concurrency: 1, queue: 1 })
          const gate = yield* Deferred.make<void>()
          const holder = yield* Effect.fork(bulkhead.run(Deferred.await(gate)))
          const caller = yield* Effect.fork(after(steps, bulkhead.run(Effect.void)))
          yield* yields(20)
          yield* Deferred.succeed(gate, undefined)
          yield* yields(delay)
          yield* Fiber.join(holder)
          const done = yield* Fiber.join(caller).pipe(Effect.timeoutOption("200 millis"))
          if (done._tag === "None") {
            stuck.push(`${steps}/${delay}: ${JSON.stringify(yield* bulkhead.stats)}`)
            yield* Fiber.interrupt(caller)
          }
        }
      }
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
})
