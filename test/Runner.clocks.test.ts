/**
 * Workers whose clocks disagree, under one `TestClock`: each worker reads it moved by its own skew (`skewedClock`),
 * as machines out of sync do. Leases and due times are epoch milliseconds from each worker's clock.
 */
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Fiber, Layer, Logger, Ref } from "effect"
import { Model, Runner, Toolkit, Turn, TurnStore } from "effect-resilience"
import { skewedClock } from "./support/common.js"
import { localStores, lookup, pollEachSecond } from "./support/leases.js"

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
    const toolkit = Toolkit.make(
      lookup(() => Effect.as(Effect.zipRight(Ref.update(calls, (n) => n + 1), Effect.sleep("1 minute")), "a lock"))
    )
    const store = yield* TurnStore.makeMemory
    const logs: Array<string> = []
    const logger = Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logs.push(String(message))))
    return yield* Effect.gen(function*() {
      yield* Turn.start({ id: "t", message: "what is the GIL?" })
      const holder = yield* Effect.fork(Runner.runOnce({ toolkit, lease, owner: "holder" }))
      const other = skewedClock(yield* Effect.clock, ahead)
      // Each poll in a fiber of its own: one that took the turn runs its step while the clock moves on.
      const taken = yield* pollEachSecond(
        150,
        Effect.withClock(Runner.runOnce({ toolkit, lease, owner: "other" }), other)
      )
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

/**
 * A turn whose holder's clock runs `ahead` ms ahead and which dies `diesAt` ms in, on `store`: from then on none of its
 * requests reaches the store (a process gone: its renewals never land). Another worker, on the true clock, polls every
 * second; returns the second at which it took the turn over, and what it made of it.
 */
const holderDies = (store: TurnStore.Store, ahead: number, diesAt: number) =>
  Effect.gen(function*() {
    const model = yield* Model.scripted([
      Model.callTools({ id: "c1", name: "lookup", args: { word: "GIL" } }),
      Model.text("done")
    ])
    const calls = yield* Ref.make(0)
    // the holder's call never ends (it dies in it); the other worker's answers
    const toolkit = Toolkit.make(lookup(() =>
      Effect.flatMap(Ref.getAndUpdate(calls, (n) => n + 1), (n) => n === 0 ? Effect.never : Effect.succeed("a lock"))
    ))
    let dead = false
    // the dead holder's view of the store: nothing it asks is answered
    const silenced = new Proxy(store, {
      get: (target, name) => {
        const value = Reflect.get(target, name)
        return typeof value === "function"
          ? (...args: Array<unknown>) =>
            dead ? Effect.never : Reflect.apply(value, target, args)
          : value
      }
    })
    return yield* Effect.gen(function*() {
      yield* Turn.start({ id: "t", message: "what is the GIL?" }).pipe(
        Effect.provideService(TurnStore.TurnStore, store)
      )
      const holderClock = skewedClock(yield* Effect.clock, ahead)
      const holder = yield* Effect.fork(
        Effect.withClock(Runner.runOnce({ toolkit, lease, owner: "holder" }), holderClock).pipe(
          Effect.provideService(TurnStore.TurnStore, silenced)
        )
      )
      const taken = yield* pollEachSecond(
        90,
        Runner.runOnce({ toolkit, lease, owner: "other" }).pipe(Effect.provideService(TurnStore.TurnStore, store)),
        (second) => {
          if (second * 1000 >= diesAt) dead = true
        }
      )
      yield* Fiber.interruptFork(holder)
      return { taken, calls: yield* Ref.get(calls) }
    }).pipe(Effect.provide(model.layer))
  })

const stores = localStores("clocks-sqlite")

// README: "a lease is stamped by its holder's clock: when a worker whose clock runs ahead dies, the others take its turn
// over the skew after its lease ended". Pinned: neither before (a turn taken from a holder that may be alive) nor much
// after (a dead worker's turn left waiting longer than the skew).
describe.each(stores)("a holder whose clock runs ahead dies (%s)", (_, makeStore) => {
  it.scoped("the others take its turn over the skew after its lease ended, not before", () =>
    Effect.gen(function*() {
      const store = yield* makeStore
      // 20 s ahead, it claimed at 0 s (20 s by its clock), renewed at 10 s (30 s by its clock: a lease until 60 s), and
      // died at 15 s. By its own clock the lease ended at 40 s; the other worker's clock reaches 60 s 20 s later.
      const { calls, taken } = yield* holderDies(store, 20_000, 15_000)
      expect(taken).toEqual([{ second: 60, state: "Completed" }])
      expect(calls).toBe(2)
    }))
})
