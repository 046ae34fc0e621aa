import * as Chunk from "effect/Chunk"
import * as Clock from "effect/Clock"
import type * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Supervisor from "effect/Supervisor"
import * as TestClock from "effect/TestClock"
import * as TestServices from "effect/TestServices"
import { exitAsValue } from "./forkedExit.js"
import * as options from "./options.js"
import { MAX_TIMER_MILLIS } from "./sleep.js"

/** @internal */
export interface Script<A, E> {
  readonly effect: Effect.Effect<A, E>
  readonly calls: Effect.Effect<number>
  readonly times: Effect.Effect<ReadonlyArray<number>>
}

/** @internal */
export const script = <A, E>(failures: ReadonlyArray<E>, value: A): Effect.Effect<Script<A, E>> => {
  // A string is iterable: "abc" would fail with "a", "b", then "c".
  if (!Array.isArray(failures)) throw new options.InvalidOptionError("failures", failures, "an array of failures")
  return Effect.map(Ref.make<ReadonlyArray<number>>([]), (times) => ({
    effect: Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Ref.modify(times, (ts) => [ts.length, [...ts, now]]).pipe(
        Effect.flatMap((index) => index < failures.length ? Effect.fail(failures[index]) : Effect.succeed(value))
      )),
    calls: Effect.map(Ref.get(times), (ts) => ts.length),
    times: Ref.get(times)
  }))
}

const isScript = (u: unknown): u is Script<unknown, unknown> => {
  if (typeof u !== "object" || u === null) return false
  const { calls, effect, times } = u as Partial<Script<unknown, unknown>>
  return Effect.isEffect(effect) && Effect.isEffect(calls) && Effect.isEffect(times)
}

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
  readonly maxRealWait?: Duration.DurationInput | undefined
}

const runKeys: ReadonlyArray<keyof RunOptions> = ["script", "maxAdjustments", "realTimeGrace", "maxRealWait"]

// Fibers that are still starting have no sleep registered yet: a few yields let them reach it
// before the helper concludes they wait on something outside the clock.
const yieldsBeforeLiveWait = 64

/** The earliest pending sleep, `Infinity` when none is due at a finite time (an infinite sleep never fires). */
const earliest = (sleeps: Chunk.Chunk<number>): number =>
  Chunk.reduce(sleeps, Number.POSITIVE_INFINITY, (min, t) => Math.min(min, t))

const realTime = TestServices.provideLive(Clock.currentTimeMillis)

/**
 * What a grace saw: the effect moved on (it finished, or sleeps until sooner); it was heard from outside; it was still
 * heard from when the grace's time in all ran out (real work that never rests); or nothing came.
 */
type GraceOutcome = "movedOn" | "heard" | "restless" | "silent"

/**
 * Gives the effect real time before a jump to `next`, for as long as it keeps moving: the grace ends when the effect
 * finishes or sleeps until before `next` (the real work it waited on led it to a sooner timer), once `grace` sleeps of
 * 1 ms in a row pass with no fiber of it resuming (nothing came from outside), or after `cap` ms of real time in all
 * (real work that never rests, a poller that never sleeps, does not hold the clock for good). A grace that ended after
 * `grace` sleeps however busy the effect was jumped while a run of short steps went on: an agent's tool doing 25 ms of
 * I/O after each model answer timed out at its 30 s, the clock jumping to the stale timeout of the tool before it (the
 * same instant: the clock had not moved). Counted in sleeps rather than read from the real clock, the grace stretches on
 * a loaded machine as the real work it waits for does: measured, 20 ms were too short for a loopback request through
 * `@effect/ai` on a busy CI runner.
 */
const realWorkGrace = (
  fiber: Fiber.RuntimeFiber<unknown, unknown>,
  progress: Progress,
  next: number,
  grace: number,
  cap: number
): Effect.Effect<GraceOutcome> =>
  Effect.gen(function*() {
    const start = yield* realTime
    let heard = false
    for (let quiet = 0;;) {
      yield* TestServices.provideLive(Effect.sleep(1))
      if (Option.isSome(yield* Fiber.poll(fiber))) return "movedOn"
      if (earliest(yield* TestClock.sleeps()) < next) return "movedOn"
      if (progress.moved()) {
        heard = true
        quiet = 0
      } else if (++quiet >= grace) {
        return heard ? "heard" : "silent"
      }
      if ((yield* realTime) - start >= cap) return "restless"
    }
  })

/**
 * `TestClock`'s accessors take whatever `Clock` is in use for a `TestClock`: under the live one (`it.live`,
 * `Effect.runPromise`) the run died with "Not a valid effect: undefined", which says nothing of the missing services.
 */
const isTestClock = (clock: Clock.Clock): boolean => {
  const candidate = clock as Partial<TestClock.TestClock>
  return typeof candidate.setTime === "function" && typeof candidate.adjust === "function" && "sleeps" in candidate
}

/** Dies saying what to do unless the clock in use is `TestClock`. */
const requireTestClock = (helper: string): Effect.Effect<void> =>
  Effect.flatMap(Effect.clock, (clock) =>
    isTestClock(clock) ? Effect.void : Effect.dieMessage(
      `${helper}: the clock in use is not TestClock (it is the live one under it.live or Effect.runPromise, ` +
        "or a Clock of your own given with Effect.withClock): run the test with @effect/vitest's " +
        "it.effect or it.scoped (not it.live), or provide TestContext.TestContext " +
        "(Effect.runPromise(program.pipe(Effect.provide(TestContext.TestContext))))"
    ))

/** Sees a fiber of the effect resume: the effect moving, though no clock does. */
class Progress extends Supervisor.AbstractSupervisor<void> {
  private resumed = false
  // The fibers that started or resumed since `mark`: the ones a jump of the clock woke.
  private woken = new Set<Fiber.RuntimeFiber<unknown, unknown>>()
  // The fibers once seen waiting outside Effect right after a jump woke them (weak: a fiber that ends is let go).
  private suspects = new WeakSet<Fiber.RuntimeFiber<unknown, unknown>>()
  private suspectEnded = false
  get value(): Effect.Effect<void> {
    return Effect.void
  }
  override onStart<A, E, R>(
    _context: Context.Context<R>,
    _effect: Effect.Effect<A, E, R>,
    _parent: Option.Option<Fiber.RuntimeFiber<any, any>>,
    fiber: Fiber.RuntimeFiber<A, E>
  ): void {
    this.woken.add(fiber)
  }
  override onResume<A, E>(fiber: Fiber.RuntimeFiber<A, E>): void {
    this.resumed = true
    this.woken.add(fiber)
  }
  override onEnd<A, E>(_value: Exit.Exit<A, E>, fiber: Fiber.RuntimeFiber<A, E>): void {
    this.woken.delete(fiber)
    if (this.suspects.has(fiber)) this.suspectEnded = true
  }
  /** Whether a fiber resumed since the last time this was asked. */
  moved(): boolean {
    const resumed = this.resumed
    this.resumed = false
    return resumed
  }
  /** Starts a new count of the fibers woken. */
  mark(): void {
    this.woken.clear()
  }
  /**
   * Whether a fiber woken since `mark` now waits on something outside Effect: a promise, a socket's callback (an
   * `Effect.async` that names no fiber). A sleep under `TestClock`, or a wait on another fiber, names one; but so
   * does not a wait on a `Semaphore`, a `Bulkhead` or `Effect.never`, which only the clock (or nothing) ends.
   */
  wokenToWaitOutside(): Effect.Effect<boolean> {
    return Effect.map(
      Effect.filter(
        [...this.woken],
        (fiber) => Effect.map(Fiber.status(fiber), (s) => s._tag === "Suspended" && s.blockingOn._tag === "None")
      ),
      (waiting) => {
        waiting.forEach((fiber) => this.suspects.add(fiber))
        return waiting.length > 0
      }
    )
  }
  /**
   * Whether such a fiber ended since the last time this was asked: its wait was answered, or cut by a timeout (the
   * fiber of a request that hangs ends with the timeout's interruption). A worker waiting on a lock goes on running.
   */
  ended(): boolean {
    const ended = this.suspectEnded
    this.suspectEnded = false
    return ended
  }
}

// After this many graces in a row in which nothing moved, the effect is taken to run on the clock
// alone again (until it is next seen waiting on real work), so that a long run of retries after one
// request is not slowed down by a grace at every jump.
const fruitlessGraces = 3

/**
 * `time − start` in milliseconds, to the nanosecond. `TestClock` keeps milliseconds as a float, and a run that starts
 * where a jittered delay left it (1874.767093) reads a whole delay with a rounding error (3000.0000000000005), which a
 * test's `toEqual([0, 3000])` fails on. Past 2^53 nanoseconds (about 104 days) a float holds no nanoseconds to round
 * to, and rounding through them put an error into a whole time (1000605586257 ms read 1000605586256.9999): such a
 * time, and an infinite one, is the difference itself. `+ 0` makes the `-0` of a clock set back by less than a
 * nanosecond 0, which `toEqual` tells apart.
 */
const sinceStart = (time: number, start: number): number => {
  const millis = time - start
  return Math.abs(millis) * 1e6 < Number.MAX_SAFE_INTEGER ? Math.round(millis * 1e6) / 1e6 + 0 : millis
}

/** @internal */
export const runWithTestClock = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  runOptions: RunOptions = {}
): Effect.Effect<Run<A, E>, never, R> => {
  if (typeof runOptions !== "object" || runOptions === null) {
    throw new options.InvalidOptionError("options", runOptions, "an object such as { script }")
  }
  // a misspelt `maxRealWiat` left the default of 4 seconds, and a test waiting longer failed as stuck
  options.knownKeys("", runOptions, runKeys)
  const maxAdjustments = options.number("maxAdjustments", options.given(runOptions.maxAdjustments, 500), {
    min: 1,
    integer: true
  })
  const grace = Duration.toMillis(
    options.duration("realTimeGrace", options.given(runOptions.realTimeGrace, "20 millis"), { allowZero: true })
  )
  const maxRealWait = Duration.toMillis(
    options.duration("maxRealWait", options.given(runOptions.maxRealWait, "4 seconds"), {
      allowInfinite: true,
      allowZero: false
    })
  )
  const script = runOptions.script
  if (script !== undefined && !isScript(script)) {
    throw new options.InvalidOptionError("script", script, "a Testing.script")
  }
  return Effect.gen(function*() {
    yield* requireTestClock("runWithTestClock")
    const start = yield* TestClock.currentTimeMillis
    const callsBefore = script === undefined ? 0 : yield* script.calls
    const progress = new Progress()
    // The effect's exit is the fiber's value, handed back in the result: a fiber that fails is also logged by Effect as
    // "Fiber terminated with an unhandled error" (at Debug, or the level a test raised unhandled errors to), and every
    // failure a test expected was. Interrupted (a stop below), the fiber still ends interrupted.
    const fiber = yield* Effect.fork(exitAsValue(Effect.supervised(effect, progress)))
    let adjustments = 0
    let idle = 0
    // Since when (real time) the effect has not moved with no sleep pending, or `undefined` while a sleep is.
    let idleSince: number | undefined
    // Graces in a row in which nothing moved: below `fruitlessGraces`, the effect is taken to wait on something outside
    // the clock (a socket) while a sleep is pending, and a jump first gives it a grace. Until its first jump it may be
    // (a first request under a timeout starts with the timeout's sleep pending), so that jump gets one grace; after
    // that, an effect seen waiting with no sleep pending, or woken by a jump to wait outside Effect, gets them again.
    let fruitless = fruitlessGraces - 1
    // Graces in a row in which no fiber of the effect resumed: nothing came from outside it. Reset as well when a fiber
    // seen waiting outside ends (a timeout cut a request that hangs: the next one may still answer).
    let unheard = 0
    // Whether a grace ran out of time in all while the effect was still moving: real work that never rests.
    let restless = false
    const stop = (message: string) =>
      Effect.zipRight(Fiber.interrupt(fiber), Effect.dieMessage(`runWithTestClock: ${message}`))
    while (Option.isNone(yield* Fiber.poll(fiber))) {
      const next = earliest(yield* TestClock.sleeps())
      if (next === Number.POSITIVE_INFINITY) {
        idle++
        // Waiting on something real (a socket, another fiber): give it real time, not a spin.
        if (idle < yieldsBeforeLiveWait) {
          yield* Effect.yieldNow()
        } else {
          // Suspended, not running: the fiber waits on something; a fiber busy yielding is not.
          if ((yield* Fiber.status(fiber))._tag === "Suspended") fruitless = 0
          const now = yield* realTime
          if (progress.moved() || idleSince === undefined) {
            idleSince = now
          } else if (now - idleSince >= maxRealWait) {
            return yield* stop(
              `the effect waited ${Duration.format(Duration.millis(now - idleSince))} of real time without moving, ` +
                "with no sleep pending (maxRealWait): it waits on something that does not come"
            )
          }
          yield* TestServices.provideLive(Effect.sleep(1))
        }
        continue
      }
      idle = 0
      idleSince = undefined
      if (++adjustments > maxAdjustments) {
        return yield* stop(`the effect was still running after ${maxAdjustments} clock adjustments (maxAdjustments)`)
      }
      // A pending sleep may be a stale one (TestClock keeps the sleep of an interrupted timeout), or a timeout around a
      // request still on its way from a loopback server: jumping the clock then would fire timeouts that real time
      // never reaches. An effect that may wait on real work gets a little real time first; one that runs on the clock
      // alone is not slowed down.
      if (fruitless < fruitlessGraces && grace > 0) {
        progress.moved()
        // Real work that keeps moving holds the clock up to maxRealWait, once: work that never rests would hold it at every
        // jump, so later graces last `grace` in all.
        const outcome = yield* realWorkGrace(fiber, progress, next, grace, restless ? grace : maxRealWait)
        if (outcome === "movedOn") {
          fruitless = 0
          unheard = 0
          continue
        }
        if (outcome === "restless") restless = true
        fruitless++
        // an answer that came but led to a later sleep (a 503 before a long backoff) was heard all the same
        unheard = outcome === "silent" ? unheard + 1 : 0
      }
      // To the sleep's time, not by the distance to it: another run moving the same clock meanwhile is not added twice.
      progress.mark()
      yield* TestClock.setTime(Math.max(next, yield* TestClock.currentTimeMillis))
      if (progress.ended()) unheard = 0
      // A retry woken by the jump that sends its request under a timeout waits on real work with the timeout's sleep
      // pending: it is never seen waiting with no sleep pending, and jumping at once timed out every request after the
      // first. The next jump gives it the grace; unless such waits went unheard for graces in a row, as on a lock
      // the clock frees, which would otherwise cost a grace at every jump of a run on the clock alone.
      if ((yield* progress.wokenToWaitOutside()) && unheard < fruitlessGraces) fruitless = 0
    }
    const exit = Exit.flatten(yield* Fiber.await(fiber))
    const end = yield* TestClock.currentTimeMillis
    const times = script === undefined ? [] : (yield* script.times).slice(callsBefore)
    return {
      exit,
      elapsed: Duration.millis(sinceStart(end, start)),
      attemptTimes: times.map((t) => sinceStart(t, start))
    }
  })
}

/** @internal */
export interface UntilSleepingOptions {
  readonly maxRealWait?: Duration.DurationInput | undefined
}

const untilSleepingKeys: ReadonlyArray<keyof UntilSleepingOptions> = ["maxRealWait"]

/** @internal */
export const untilSleeping = (
  duration: Duration.DurationInput,
  raw?: UntilSleepingOptions
): Effect.Effect<void> => {
  const millis = Duration.toMillis(options.duration("duration", duration, { allowZero: false }))
  const untilOptions = options.object("options", raw, "an object such as { maxRealWait: \"10 seconds\" }") ?? {}
  options.knownKeys("", untilOptions, untilSleepingKeys)
  const maxRealWait = Duration.toMillis(
    options.duration("maxRealWait", options.given(untilOptions.maxRealWait, "4 seconds"), { allowZero: false })
  )
  return Effect.gen(function*() {
    yield* requireTestClock("untilSleeping")
    // As TestClock computes a sleep's end: the same sum, so that the instants compare exactly.
    const now = yield* TestClock.currentTimeMillis
    const wakeAt = now + millis
    // The library sleeps a wait beyond the live clock's longest timer in pieces, the first of that timer (`sleep.ts`):
    // no sleep pending ended `millis` from now, and such a wait was never seen (a 30-day retry died here naming its
    // own first piece). A single sleep that long (an `Effect.sleep` of the caller's own) is seen as before.
    const firstPiece = millis > MAX_TIMER_MILLIS ? now + MAX_TIMER_MILLIS : wakeAt
    const start = yield* realTime
    for (;;) {
      const sleeps = yield* TestClock.sleeps()
      if (Chunk.some(sleeps, (at) => at === wakeAt || at === firstPiece)) return
      if ((yield* realTime) - start >= maxRealWait) {
        const pending = Chunk.toReadonlyArray(sleeps).toSorted((a, b) => a - b)
        return yield* Effect.dieMessage(
          `untilSleeping: no fiber slept until ${
            Duration.format(Duration.millis(millis))
          } from now (the time ${wakeAt}${
            firstPiece === wakeAt ? "" : `, or ${firstPiece} for its first piece of 2³¹−1 ms`
          }) ` +
            `within ${
              Duration.format(Duration.millis(maxRealWait))
            } of real time (maxRealWait); the sleeps pending end ` +
            (pending.length === 0 ? "nowhere: none is" : `at ${[...new Set(pending)].join(", ")}`)
        )
      }
      yield* TestServices.provideLive(Effect.sleep(1))
    }
  })
}
