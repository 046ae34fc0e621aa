import { describe, expect, it } from "@effect/vitest"
import { Clock, type Duration, Effect, Exit, FastCheck as fc, Fiber, Metric, TestClock } from "effect"
import type { Options } from "effect-resilience"
import { Bulkhead, Failure } from "effect-resilience"
import { invalidOption } from "./support/common.js"

/** Lets every forked fiber take its first steps (arrive at the bulkhead) before looking. */
const settle = Effect.gen(function*() {
  for (let i = 0; i < 20; i++) yield* Effect.yieldNow()
})

/** A call that holds its slot for `hold` of virtual time and records the concurrency it saw. */
const probe = () => {
  const state = { active: 0, max: 0, started: [] as Array<number>, rejectedAt: [] as Array<number> }
  const call = (id: number, hold: Duration.DurationInput) =>
    Effect.gen(function*() {
      state.active++
      state.max = Math.max(state.max, state.active)
      state.started.push(id)
      yield* Effect.sleep(hold)
      state.active--
      return id
    })
  const caller = (bulkhead: Bulkhead.Bulkhead, id: number, hold: Duration.DurationInput = "1 second") =>
    call(id, hold).pipe(
      bulkhead.run,
      Effect.tapError((e) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          if (Bulkhead.isBulkheadRejection(e)) state.rejectedAt.push(now)
        })
      )
    )
  return { state, caller }
}

describe("Bulkhead", () => {
  it.effect("under 500 callers: runs `concurrency`, queues `queue`, rejects the rest at virtual time 0", () =>
    Effect.gen(function*() {
      const bulkhead = yield* Bulkhead.make({ concurrency: 10, queue: 20 })
      const { caller, state } = probe()
      const fibers = yield* Effect.forEach(
        Array.from({ length: 500 }, (_, i) => i),
        (i) => Effect.fork(Effect.either(caller(bulkhead, i)))
      )
      yield* settle
      expect(yield* bulkhead.stats).toEqual({ running: 10, queued: 20 })
      expect(state.rejectedAt).toHaveLength(470)
      expect(state.rejectedAt.every((t) => t === 0)).toBe(true)
      yield* TestClock.adjust("3 seconds")
      const results = yield* Effect.forEach(fibers, Fiber.join)
      const admitted = results.filter((r) => r._tag === "Right").map((r) => r.right)
      expect(admitted).toEqual(Array.from({ length: 30 }, (_, i) => i))
      expect(state.max).toBe(10)
      expect(state.started).toEqual(admitted) // first come, first served
      expect(yield* bulkhead.stats).toEqual({ running: 0, queued: 0 })
    }))

  it.effect("rejects with a Retryable that says why and carries a BulkheadRejected cause", () =>
    Effect.gen(function*() {
      const bulkhead = yield* Bulkhead.make({ concurrency: 1 })
      const holder = yield* Effect.fork(bulkhead.run(Effect.never))
      yield* settle
      const failure = yield* Effect.flip(Bulkhead.withBulkhead(Effect.succeed(1), bulkhead))
      expect(failure).toBeInstanceOf(Failure.Retryable)
      expect(failure.message).toBe("Retryable: bulkhead full (concurrency 1, queue 0)")
      expect(failure.cause).toBeInstanceOf(Bulkhead.BulkheadRejected)
      expect(Bulkhead.isBulkheadRejection(failure)).toBe(true)
      expect(Bulkhead.isBulkheadRejection(new Failure.Retryable({ reason: "bulkhead full" }))).toBe(false)
      // a give-up is one when every attempt was turned away, not when the last only was
      const turnedAway = { attempt: 1, failure }
      const failed = { attempt: 1, failure: new Failure.Retryable({ reason: "HTTP 503", status: 503 }) }
      const exhausted = (attempts: ReadonlyArray<Failure.Attempt>) =>
        new Failure.Exhausted({ attempts, last: failure, layer: "tool" })
      expect(Bulkhead.isBulkheadRejection(exhausted([turnedAway, { ...turnedAway, attempt: 2 }]))).toBe(true)
      expect(Bulkhead.isBulkheadRejection(exhausted([failed, { ...turnedAway, attempt: 2 }]))).toBe(false)
      yield* Fiber.interrupt(holder)
      expect(yield* Bulkhead.withBulkhead(bulkhead)(Effect.succeed(1))).toBe(1)
    }))

  it.effect("counts each rejection in Bulkhead.rejections, tagged with its name", () =>
    Effect.gen(function*() {
      const rejections = Metric.tagged(Bulkhead.rejections, "bulkhead", "bulkhead-metric")
      const bulkhead = yield* Bulkhead.make({ concurrency: 1, name: "bulkhead-metric" })
      expect(bulkhead.name).toBe("bulkhead-metric")
      const holder = yield* Effect.fork(bulkhead.run(Effect.never))
      yield* settle
      yield* Effect.flip(bulkhead.run(Effect.succeed(1)))
      yield* Effect.flip(bulkhead.run(Effect.succeed(1)))
      expect((yield* Metric.value(rejections)).count).toBe(2)
      yield* Fiber.interrupt(holder)
      expect(yield* bulkhead.run(Effect.succeed(1))).toBe(1)
      expect((yield* Metric.value(rejections)).count).toBe(2)
      expect((yield* Bulkhead.make({ concurrency: 1 })).name).toBe("bulkhead")
    }))

  it.effect("a waiting caller that is interrupted leaves the queue, and never runs", () =>
    Effect.gen(function*() {
      const bulkhead = yield* Bulkhead.make({ concurrency: 1, queue: 2 })
      const { caller, state } = probe()
      const running = yield* Effect.fork(caller(bulkhead, 0))
      const waiting = yield* Effect.fork(caller(bulkhead, 1))
      yield* settle
      expect(yield* bulkhead.stats).toEqual({ running: 1, queued: 1 })
      yield* Fiber.interrupt(waiting)
      expect(yield* bulkhead.stats).toEqual({ running: 1, queued: 0 })
      // the freed queue place is usable: two more can wait
      const later = yield* Effect.forEach([2, 3], (i) => Effect.fork(caller(bulkhead, i)))
      yield* settle
      expect(yield* bulkhead.stats).toEqual({ running: 1, queued: 2 })
      yield* TestClock.adjust("3 seconds")
      expect(yield* Fiber.join(running)).toBe(0)
      expect(yield* Effect.forEach(later, Fiber.join)).toEqual([2, 3])
      expect(state.started).toEqual([0, 2, 3])
    }))

  it.effect("a running call that is interrupted frees its slot for the next in line", () =>
    Effect.gen(function*() {
      const bulkhead = yield* Bulkhead.make({ concurrency: 2, queue: 1 })
      const { caller, state } = probe()
      const first = yield* Effect.fork(caller(bulkhead, 0, "1 hour"))
      yield* Effect.fork(caller(bulkhead, 1, "1 hour"))
      const third = yield* Effect.fork(caller(bulkhead, 2))
      yield* settle
      expect(state.started).toEqual([0, 1])
      const exit = yield* Fiber.interrupt(first)
      expect(Exit.isInterrupted(exit)).toBe(true)
      yield* settle
      expect(state.started).toEqual([0, 1, 2])
      expect(yield* bulkhead.stats).toEqual({ running: 2, queued: 0 })
      yield* TestClock.adjust("1 second")
      expect(yield* Fiber.join(third)).toBe(2)
      expect(yield* bulkhead.stats).toEqual({ running: 1, queued: 0 })
    }))

  it.effect("a failing call frees its slot too", () =>
    Effect.gen(function*() {
      const bulkhead = yield* Bulkhead.make({ concurrency: 1 })
      const fatal = new Failure.Fatal({ reason: "bad" })
      expect(yield* Effect.flip(bulkhead.run(Effect.fail(fatal)))).toBe(fatal)
      expect(yield* bulkhead.stats).toEqual({ running: 0, queued: 0 })
    }))

  it.effect.prop(
    "never runs more than `concurrency` nor admits more than concurrency + queue of a burst",
    [fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 60 })],
    ([concurrency, queue, callers]) =>
      Effect.gen(function*() {
        const bulkhead = yield* Bulkhead.make({ concurrency, queue })
        const { caller, state } = probe()
        const fibers = yield* Effect.forEach(
          Array.from({ length: callers }, (_, i) => i),
          (i) => Effect.fork(Effect.either(caller(bulkhead, i)))
        )
        yield* settle
        yield* TestClock.adjust("1 minute")
        const results = yield* Effect.forEach(fibers, Fiber.join)
        const admitted = results.filter((r) => r._tag === "Right").length
        expect(admitted).toBe(Math.min(callers, concurrency + queue))
        expect(state.rejectedAt).toHaveLength(callers - admitted)
        expect(state.max).toBe(Math.min(callers, concurrency))
      }),
    { fastCheck: { numRuns: 50 } }
  )

  it("checks its options when make is called", () => {
    expect(() => Bulkhead.make({ concurrency: 0 })).toThrow(/Invalid option "concurrency"/)
    expect(() => Bulkhead.make({ concurrency: 1.5 })).toThrow(/Invalid option "concurrency"/)
    expect(() => Bulkhead.make({ concurrency: 2, queue: -1 })).toThrow(/Invalid option "queue"/)
    expect(() => Bulkhead.make({ concurrency: 2, queue: Number.NaN })).toThrow(/Invalid option "queue"/)
  })

  it("names a misspelt option instead of reading it as absent", () => {
    const options = { concurrency: 2, queueSize: 10 }
    const error = invalidOption(() => Bulkhead.make(options as Bulkhead.Options))
    expect(error.option).toBe("queueSize")
    expect(error.message).toBe(
      `Invalid option "queueSize": expected no option of this name (the options here are concurrency, queue, name), got 10`
    )
  })

  it("names an argument that is no object as options, rather than a TypeError", () => {
    for (const [input, got] of [[null, "null"], [undefined, "undefined"], [4, "4"], ["4", "\"4\""]] as const) {
      let error: unknown
      try {
        Bulkhead.make(input as unknown as Bulkhead.Options)
      } catch (e) {
        error = e
      }
      expect(error).toMatchObject({
        _tag: "InvalidOptionError",
        option: "options",
        message: `Invalid option "options": expected an object such as { concurrency: 4, queue: 16 }, got ${got}`
      })
    }
  })

  it.effect("withBulkhead checks its bulkhead when called, in both forms", () =>
    Effect.gen(function*() {
      const call = Effect.succeed(1)
      const cases: ReadonlyArray<readonly [() => unknown, string]> = [
        [() => Bulkhead.withBulkhead(call, Bulkhead.make({ concurrency: 1 }) as never), "not an Effect (run it first"],
        [() => Bulkhead.withBulkhead(Bulkhead.make({ concurrency: 1 }) as never), "not an Effect (run it first"],
        [() => Bulkhead.withBulkhead(call, { concurrency: 1 } as never), `got {"concurrency":1}`],
        [() => Bulkhead.withBulkhead(call, undefined as never), "got undefined"]
      ]
      for (const [construct, detail] of cases) {
        const thrown = invalidOption(construct)
        expect((thrown as Options.InvalidOptionError).option).toBe("bulkhead")
        expect((thrown as Error).message).toContain(
          `Invalid option "bulkhead": expected a Bulkhead made by yield* Bulkhead.make(…)`
        )
        expect((thrown as Error).message).toContain(detail)
      }
      const bulkhead = yield* Bulkhead.make({ concurrency: 1 })
      expect(yield* Bulkhead.withBulkhead(call, bulkhead)).toBe(1)
      expect(yield* call.pipe(Bulkhead.withBulkhead(bulkhead))).toBe(1)
    }))
})
