import * as Chunk from "effect/Chunk"
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as TestClock from "effect/TestClock"
import * as TestServices from "effect/TestServices"
import * as options from "./options.js"

/** @internal */
export interface Script<A, E> {
  readonly effect: Effect.Effect<A, E>
  readonly calls: Effect.Effect<number>
  readonly times: Effect.Effect<ReadonlyArray<number>>
}

/** @internal */
export const script = <A, E>(failures: ReadonlyArray<E>, value: A): Effect.Effect<Script<A, E>> =>
  Effect.map(Ref.make<ReadonlyArray<number>>([]), (times) => ({
    effect: Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Ref.modify(times, (ts) => [ts.length, [...ts, now]]).pipe(
        Effect.flatMap((index) => index < failures.length ? Effect.fail(failures[index]) : Effect.succeed(value))
      )),
    calls: Effect.map(Ref.get(times), (ts) => ts.length),
    times: Ref.get(times)
  }))

/** @internal */
export interface Run<A, E> {
  readonly exit: Exit.Exit<A, E>
  readonly elapsed: Duration.Duration
  readonly attemptTimes: ReadonlyArray<number>
}

/** @internal */
export interface RunOptions {
  readonly script?: Script<unknown, unknown> | undefined
  readonly maxAdjustments?: number | undefined
  readonly realTimeGrace?: Duration.DurationInput | undefined
}

// Fibers that are still starting have no sleep registered yet: a few yields let them reach it
// before the helper concludes they wait on something outside the clock.
const yieldsBeforeLiveWait = 64

const earliest = (sleeps: Chunk.Chunk<number>): number =>
  Chunk.reduce(sleeps, Number.POSITIVE_INFINITY, (min, t) => Math.min(min, t))

/**
 * Lets up to `grace` ms of real time pass, and says whether the effect moved in it: it finished, or it
 * now sleeps until before `next` (the real work it waited on led it to a sooner timer).
 */
const realWorkMoved = (
  fiber: Fiber.RuntimeFiber<unknown, unknown>,
  next: number,
  grace: number
): Effect.Effect<boolean> =>
  Effect.gen(function*() {
    for (let waited = 0; waited < grace; waited++) {
      yield* TestServices.provideLive(Effect.sleep(1))
      if (Option.isSome(yield* Fiber.poll(fiber))) return true
      if (earliest(yield* TestClock.sleeps()) < next) return true
    }
    return false
  })

// After this many graces in a row in which nothing moved, the effect is taken to run on the clock
// alone again (until it is next seen waiting on real work), so that a long run of retries after one
// request is not slowed down by a grace at every jump.
const fruitlessGraces = 3

/** @internal */
export const runWithTestClock = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  runOptions: RunOptions = {}
): Effect.Effect<Run<A, E>, never, R> => {
  const maxAdjustments = options.number("maxAdjustments", runOptions.maxAdjustments ?? 10_000, {
    min: 1,
    integer: true
  })
  const grace = Duration.toMillis(
    options.duration("realTimeGrace", runOptions.realTimeGrace ?? "20 millis", { allowZero: true })
  )
  const script = runOptions.script
  return Effect.gen(function*() {
    const start = yield* TestClock.currentTimeMillis
    const callsBefore = script === undefined ? 0 : yield* script.calls
    const fiber = yield* Effect.fork(effect)
    let adjustments = 0
    let idle = 0
    // Set while the effect is taken to wait on something outside the clock (a socket).
    let waitsOnRealWork = false
    let fruitless = 0
    while (Option.isNone(yield* Fiber.poll(fiber))) {
      const sleeps = yield* TestClock.sleeps()
      if (Chunk.isEmpty(sleeps)) {
        idle++
        // Waiting on something real (a socket, another fiber): give it real time, not a spin.
        if (idle < yieldsBeforeLiveWait) {
          yield* Effect.yieldNow()
        } else {
          // Suspended, not running: the fiber waits on something; a fiber busy yielding is not.
          if ((yield* Fiber.status(fiber))._tag === "Suspended") {
            waitsOnRealWork = true
            fruitless = 0
          }
          yield* TestServices.provideLive(Effect.sleep(1))
        }
        continue
      }
      idle = 0
      if (++adjustments > maxAdjustments) {
        yield* Fiber.interrupt(fiber)
        return yield* Effect.dieMessage(
          `runWithTestClock: the effect was still running after ${maxAdjustments} clock adjustments`
        )
      }
      const next = earliest(sleeps)
      // A pending sleep may be a stale one (TestClock keeps the sleep of an interrupted timeout) while
      // the effect waits on real work, such as a response from a loopback server: jumping the clock
      // then would fire timeouts that real time never reaches. An effect seen waiting on real work
      // gets a little real time first; one that runs on the clock alone is not slowed down.
      if (waitsOnRealWork && grace > 0) {
        if (yield* realWorkMoved(fiber, next, grace)) {
          fruitless = 0
          continue
        }
        if (++fruitless >= fruitlessGraces) waitsOnRealWork = false
      }
      const now = yield* TestClock.currentTimeMillis
      yield* TestClock.adjust(Math.max(0, next - now))
    }
    const exit = yield* Fiber.await(fiber)
    const end = yield* TestClock.currentTimeMillis
    const times = script === undefined ? [] : (yield* script.times).slice(callsBefore)
    return { exit, elapsed: Duration.millis(end - start), attemptTimes: times.map((t) => t - start) }
  })
}
