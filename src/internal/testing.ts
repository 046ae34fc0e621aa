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

const sameSleeps = (a: Chunk.Chunk<number>, b: Chunk.Chunk<number>): boolean =>
  Chunk.size(a) === Chunk.size(b) && Chunk.every(Chunk.zip(a, b), ([x, y]) => x === y)

/** Lets up to `grace` ms of real time pass, and says whether the effect moved in it (finished, or slept anew). */
const realWorkMoved = (
  fiber: Fiber.RuntimeFiber<unknown, unknown>,
  sleeps: Chunk.Chunk<number>,
  grace: number
): Effect.Effect<boolean> =>
  Effect.gen(function*() {
    for (let waited = 0; waited < grace; waited++) {
      yield* TestServices.provideLive(Effect.sleep(1))
      if (Option.isSome(yield* Fiber.poll(fiber))) return true
      if (!sameSleeps(sleeps, yield* TestClock.sleeps())) return true
    }
    return false
  })

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
    // Set once the effect has been seen waiting on something outside the clock (a socket).
    let waitsOnRealWork = false
    while (Option.isNone(yield* Fiber.poll(fiber))) {
      const sleeps = yield* TestClock.sleeps()
      if (Chunk.isEmpty(sleeps)) {
        idle++
        // Waiting on something real (a socket, another fiber): give it real time, not a spin.
        if (idle < yieldsBeforeLiveWait) {
          yield* Effect.yieldNow()
        } else {
          waitsOnRealWork = true
          yield* TestServices.provideLive(Effect.sleep(1))
        }
        continue
      }
      idle = 0
      // A pending sleep may be a stale one (TestClock keeps the sleep of an interrupted timeout) while
      // the effect waits on real work, such as a response from a loopback server: jumping the clock
      // then would fire timeouts that real time never reaches. An effect that has waited on real work
      // gets a little real time first; one that runs on the clock alone is not slowed down.
      if (waitsOnRealWork && (yield* realWorkMoved(fiber, sleeps, grace))) continue
      if (++adjustments > maxAdjustments) {
        yield* Fiber.interrupt(fiber)
        return yield* Effect.dieMessage(
          `runWithTestClock: the effect was still running after ${maxAdjustments} clock adjustments`
        )
      }
      const now = yield* TestClock.currentTimeMillis
      const next = Chunk.reduce(sleeps, Number.POSITIVE_INFINITY, (min, t) => Math.min(min, t))
      yield* TestClock.adjust(Math.max(0, next - now))
    }
    const exit = yield* Fiber.await(fiber)
    const end = yield* TestClock.currentTimeMillis
    const times = script === undefined ? [] : (yield* script.times).slice(callsBefore)
    return { exit, elapsed: Duration.millis(end - start), attemptTimes: times.map((t) => t - start) }
  })
}
