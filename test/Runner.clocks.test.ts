/**
 * Workers whose clocks disagree, under one `TestClock`: each worker reads it moved by its own skew (`skewedClock`),
 * as machines out of sync do. Leases and due times are epoch milliseconds from each worker's clock.
 */
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Fiber, Layer, Logger, Ref, Schema, TestClock } from "effect"
import { Model, Runner, Tool, Toolkit, Turn, TurnStore } from "effect-resilience"
import { skewedClock } from "./support/common.js"

const lease = "30 seconds"

/** A turn whose tool takes a minute, and a second worker polling it every second from a clock `ahead` ms ahead. */
const contested = (ahead: number) =>
  Effect.gen(function*() {
    const model = yield* Model.scripted([
      Model.callTools({ id: "c1", name: "lookup", args: { word: "GIL" } }),
      Model.text("done"),
      Model.text("done again")
    ])
    const calls = yield* Ref.make(0)
    const lookup = Tool.make({
      name: "lookup",
      description: "Look a word up",
      parameters: Schema.Struct({ word: Schema.String }),
      success: Schema.String,
      handler: () => Effect.as(Effect.zipRight(Ref.update(calls, (n) => n + 1), Effect.sleep("1 minute")), "a lock"),
      timeout: "1 hour"
    })
    const toolkit = Toolkit.make(lookup)
    const store = yield* TurnStore.makeMemory
    const logs: Array<string> = []
    const logger = Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logs.push(String(message))))
    return yield* Effect.gen(function*() {
      yield* Turn.start({ id: "t", message: "what is the GIL?" })
      const holder = yield* Effect.fork(Runner.runOnce({ toolkit, lease, owner: "holder" }))
      const other = skewedClock(yield* Effect.clock, ahead)
      // Each poll in a fiber of its own: one that took the turn runs its step while the clock moves on.
      const polls: Array<Fiber.Fiber<ReadonlyArray<Turn.Turn>, TurnStore.TurnStoreError>> = []
      for (let second = 0; second < 150; second++) {
        yield* TestClock.adjust("1 second")
        polls.push(yield* Effect.fork(Effect.withClock(Runner.runOnce({ toolkit, lease, owner: "other" }), other)))
      }
      const ran = yield* Effect.forEach(polls, Fiber.join)
      const taken = ran.flatMap((turns, i) => turns.map((turn) => ({ second: i + 1, state: turn.state._tag })))
      const held = yield* Fiber.join(holder)
      return { held, taken, calls: yield* Ref.get(calls), logs }
    }).pipe(Effect.provide(Layer.merge(model.layer, Layer.succeed(TurnStore.TurnStore, store))), Effect.provide(logger))
  })

describe("workers whose clocks disagree", () => {
  it.effect("a clock less than two thirds of the lease ahead never takes a live turn over", () =>
    Effect.gen(function*() {
      const { calls, held, taken } = yield* contested(Duration.toMillis("19 seconds"))
      expect(taken).toEqual([])
      expect(held.map((turn) => turn.state._tag)).toEqual(["Completed"])
      expect(calls).toBe(1)
    }))

  // Beyond it the other worker takes the turn between two renewals and runs the step again; the holder finds out at its
  // next renewal. Its log said the lease "lapsed", which by its own clock it had not: it now names the clocks.
  it.effect("further ahead, it takes a live turn over; the holder's log says the clocks disagree", () =>
    Effect.gen(function*() {
      const { calls, held, logs, taken } = yield* contested(Duration.toMillis("25 seconds"))
      // Its clock reached the lease's end (30 s by the holder's clock) 5 s in, before the first renewal at 10 s, and it
      // ran the tool again.
      expect(taken).toEqual([{ second: 5, state: "Completed" }])
      expect(held).toEqual([])
      expect(calls).toBe(2)
      expect(logs).toContainEqual(expect.stringMatching(
        /^turn t: another worker took the lease while it still ran by this worker's clock \(until 1970-01-01T00:00:30\.000Z, 20000 ms on\): their clocks disagree by more than that \(keep the workers' clocks in sync\), or the row was changed by hand; holder~[0-9a-f]{8} let it go/
      ))
    }))
})
