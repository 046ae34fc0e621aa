/**
 * A lease renewal that reaches the store late. The runner does not wait for a renewal cut off at the lease's end (it is
 * disconnected: on PostgreSQL, its cancel goes through another connection of the pool and may take 5 s), so a statement
 * already on its way — one the cancel cannot stop — may still land afterwards. A worker fiber keeps one owner name from
 * turn to turn: by then it may have claimed the same turn again, under a new lease.
 */
import { describe, expect, it } from "@effect/vitest"
import type { Scope } from "effect"
import { type Duration, Effect, Fiber, Logger, Ref } from "effect"
import { Model, Runner, Toolkit, Turn, TurnStore } from "effect-resilience"
import { localStores, lookup, pollEachSecond, storeOf } from "./support/leases.js"
import { findPostgres, reportSkip, throwawayServer } from "./support/postgres.js"

const lease = "30 seconds"

/**
 * `store`, whose first renewal goes out and reaches the store `late` later whatever happens meanwhile (a statement on
 * the wire that its cancel cannot stop): uninterruptible, so the runner's giving up on it does not stop it.
 */
const firstRenewalLate = (store: TurnStore.Store, late: Duration.DurationInput): Effect.Effect<TurnStore.Store> =>
  Effect.map(Ref.make(0), (renewals) => ({
    ...store,
    renew: (id, owner, leaseUntil) =>
      Effect.flatMap(Ref.getAndUpdate(renewals, (n) => n + 1), (n) =>
        n === 0
          ? Effect.uninterruptible(Effect.zipRight(Effect.sleep(late), store.renew(id, owner, leaseUntil)))
          : store.renew(id, owner, leaseUntil))
  }))

/**
 * A turn whose tool takes a minute, run by `holder` (a long-running `Runner.run`, one worker fiber) on a view of the
 * store where its first renewal (sent at 10 s, for a lease until 40 s) lands at 45 s. It gives that renewal up as its
 * lease ends at 30 s, lets the turn go, and claims it again at once (until 60 s, renewed at 40 s until 70 s). Another
 * worker polls every second for two minutes. How many times the tool ran, and who finished the turn.
 */
const lateRenewal = (store: TurnStore.Store) =>
  Effect.gen(function*() {
    // answers a tool's result, and asks for the tool otherwise: whoever runs the step, however often
    const model = yield* Model.scripted(Array.from({ length: 10 }, () => (request: Model.Request) =>
      request.history.at(-1)?._tag === "ToolMessage"
        ? Model.text("done")
        : Model.callTools({ id: "c1", name: "lookup", args: { word: "GIL" } })))
    const calls = yield* Ref.make<ReadonlyArray<string>>([])
    const toolkit = Toolkit.make(lookup(() =>
      Effect.flatMap(Runner.currentWorker, (worker) =>
        Effect.zipRight(
          Ref.update(calls, (all) => [...all, worker._tag === "Some" ? worker.value.name : "?"]),
          Effect.as(Effect.sleep("1 minute"), "a lock")
        ))
    ))
    const logs: Array<string> = []
    const logger = Logger.replace(
      Logger.defaultLogger,
      Logger.make(({ message }) =>
        logs.push(String(message))
      )
    )
    const late = yield* firstRenewalLate(store, "35 seconds")
    return yield* Effect.gen(function*() {
      yield* Turn.start({ id: "t", message: "what is the GIL?" }).pipe(
        Effect.provideService(TurnStore.TurnStore, store)
      )
      const holder = yield* Effect.fork(
        Runner.run({ toolkit, lease, owner: "holder", pollInterval: "1 second" }).pipe(
          Effect.provideService(TurnStore.TurnStore, late)
        )
      )
      const taken = yield* pollEachSecond(
        120,
        Runner.runOnce({ toolkit, lease, owner: "other" }).pipe(Effect.provideService(TurnStore.TurnStore, store))
      )
      yield* Fiber.interrupt(holder)
      const final = yield* Turn.get("t").pipe(Effect.provideService(TurnStore.TurnStore, store))
      return { calls: yield* Ref.get(calls), taken, state: final.state._tag, logs }
    }).pipe(Effect.provide(model.layer), Effect.provide(logger))
  })

const stores = localStores("late-renewal")

const check = (makeStore: Effect.Effect<TurnStore.Store, unknown, Scope.Scope>) =>
  Effect.gen(function*() {
    const { calls, logs, state, taken } = yield* lateRenewal(yield* makeStore)
    // The holder ran the tool, lost its lease at 30 s (its renewal unanswered), and ran it again under its new lease.
    // The late renewal set that lease back to 40 s: the other worker took the turn at 45 s and ran the tool a third
    // time while the holder still ran it. Now a renewal never shortens a lease: the holder finishes alone.
    expect(logs).toContainEqual(expect.stringMatching(/^turn t: the lease lapsed at 1970-01-01T00:00:30\.000Z/))
    expect(taken).toEqual([])
    expect(calls).toEqual(["holder", "holder"])
    expect(state).toBe("Completed")
  })

describe.each(stores)("a renewal that lands after its worker claimed the turn again (%s)", (_, makeStore) => {
  it.scoped("leaves the new lease as it is: no other worker runs the turn beside it", () => check(makeStore))
})

const pg = findPostgres()
reportSkip(pg)

describe.skipIf(!pg.available)("a renewal that lands after its worker claimed the turn again (PostgreSQL)", () => {
  const server = throwawayServer(pg)
  let tables = 0
  it.scoped("leaves the new lease as it is: no other worker runs the turn beside it", () =>
    check(
      storeOf(TurnStore.layerPg({ url: server().url, table: `late_renewal_${++tables}` }))
    ), 60_000)
})
