/**
 * What README says the breaker counts as cockatiel does, checked against cockatiel itself (a dev dependency): the same
 * calls, started and ended in the same order, through both breakers, and the state of each compared after every step.
 */
import { describe, expect, it } from "@effect/vitest"
import { circuitBreaker, CircuitState, ConsecutiveBreaker, handleAll } from "cockatiel"
import { Deferred, Effect, Fiber, TestClock } from "effect"
import * as CircuitBreaker from "../src/CircuitBreaker.js"
import * as Failure from "../src/Failure.js"

const outage = new Failure.Retryable({ reason: "InternalServerError: 503", status: 503 })

/** Lets cockatiel's awaits run (its breaker updates after the call's promise settles). */
const flush = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))

/**
 * Both breakers with `threshold` failures in a row: cockatiel's may probe at the first call after an opening, ours 1 ms
 * of `TestClock` later (read before, both say open; ours reads half-open once its time is up, cockatiel's at a call).
 */
const both = (threshold: number) =>
  Effect.gen(function*() {
    const ours = yield* CircuitBreaker.make({ consecutiveFailures: threshold, openDuration: "1 millis" })
    const theirs = circuitBreaker(handleAll, { halfOpenAfter: 0, breaker: new ConsecutiveBreaker(threshold) })
    /** A call through both that ends when `end` is called, with a success or an outage. */
    const start = (succeeds: boolean) =>
      Effect.gen(function*() {
        const gate = yield* Deferred.make<void>()
        let release!: () => void
        const settled = new Promise<void>((resolve) => {
          release = resolve
        })
        const fiber = yield* Effect.fork(
          Effect.exit(
            ours(Effect.zipRight(Deferred.await(gate), succeeds ? Effect.succeed("ok") : Effect.fail(outage)))
          )
        )
        const theirCall = theirs.execute(() =>
          settled.then(() => {
            if (!succeeds) throw outage
            return "ok"
          })
        ).catch(() => undefined)
        yield* flush
        return Effect.gen(function*() {
          yield* Deferred.succeed(gate, undefined)
          release()
          yield* Fiber.join(fiber)
          yield* Effect.promise(() => theirCall)
          yield* flush
        })
      })
    const call = (succeeds: boolean) => Effect.flatten(start(succeeds))
    const states = Effect.map(ours.state, (state) => [state, CircuitState[theirs.state]])
    return { start, call, states }
  })

describe("CircuitBreaker counts failures in a row as cockatiel's ConsecutiveBreaker does", () => {
  it.effect("a success ends the run as it completes, even that of a call started before the run began", () =>
    Effect.gen(function*() {
      const { call, start, states } = yield* both(3)
      const slow = yield* start(true)
      yield* call(false)
      yield* call(false)
      expect(yield* states).toEqual(["Closed", "Closed"])
      yield* slow
      yield* call(false)
      yield* call(false)
      expect(yield* states).toEqual(["Closed", "Closed"])
      yield* call(false)
      expect(yield* states).toEqual(["Open", "Open"])
    }))

  it.effect("failures of calls admitted before an opening count after a probe has closed it", () =>
    Effect.gen(function*() {
      const { call, start, states } = yield* both(3)
      const slow = yield* Effect.all([start(false), start(false), start(false)])
      for (let i = 0; i < 3; i++) yield* call(false)
      expect(yield* states).toEqual(["Open", "Open"])
      yield* TestClock.adjust("1 millis")
      yield* call(true) // the probe
      expect(yield* states).toEqual(["Closed", "Closed"])
      for (const end of slow) yield* end
      expect(yield* states).toEqual(["Open", "Open"])
    }))
})
