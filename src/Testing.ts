/**
 * Helpers to test agents and policies built with this library, deterministically, under Effect's
 * `TestClock` (what `@effect/vitest`'s `it.effect` provides).
 *
 * @since 0.1.0
 */
import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import * as internal from "./internal/testing.js"

/**
 * A scripted effect and what it recorded.
 *
 * - `effect`: fails with the scripted failures in order, one per run, then succeeds with the value
 *   on every later run.
 * - `calls`: how many times `effect` ran.
 * - `times`: the `Clock` time (milliseconds; virtual under `TestClock`) at which each run started.
 *
 * @since 0.1.0
 * @category models
 */
export type Script<A, E> = internal.Script<A, E>

/**
 * Builds a {@link Script}: an effect that fails with `failures` (any values: `Failure.*` or raw
 * errors for the classifier), one per run, and then succeeds with `value`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Failure, Testing } from "effect-resilience"
 *
 * const program = Effect.gen(function*() {
 *   const flaky = yield* Testing.script(
 *     [new Failure.Retryable({ reason: "HTTP 503", status: 503 }), new Error("read ECONNRESET")],
 *     "ok"
 *   )
 *   // yield* flaky.effect fails twice, then returns "ok"
 *   return flaky
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const script: <A, E = unknown>(failures: ReadonlyArray<E>, value: A) => Effect.Effect<Script<A, E>> =
  internal.script

/**
 * The outcome of {@link runWithTestClock}: the exit, the virtual time it took, and, when a
 * {@link Script} was given, the virtual times (milliseconds since the run started) of the script's
 * runs during it. Both are read to the nanosecond: `TestClock` keeps milliseconds as a float, and a run that starts
 * where a jittered delay left the clock still reads a whole delay whole (`3000`, not `3000.0000000000005`); a time past
 * about 104 days, of which a float keeps no nanoseconds, is read as it is.
 *
 * @since 0.1.0
 * @category models
 */
export type Run<A, E> = internal.Run<A, E>

/**
 * Options of {@link runWithTestClock}:
 * - `script`: the {@link Script} whose runs to time (`attemptTimes`).
 * - `maxAdjustments` (default 500): the number of clock jumps after which an effect that never
 *   finishes (a schedule that retries forever) is interrupted and the run dies with a message saying
 *   so. Each jump takes a few milliseconds of real time (`TestClock` lets the fibers settle), so the
 *   default ends such a run within a few seconds, before a test runner's usual 5 s timeout.
 * - `maxRealWait` (default 4 s): the longest real time the effect may wait without moving (no fiber
 *   of it resumes) while no sleep is pending, on a socket that never answers or on nothing at all
 *   (`Effect.never`), before the run dies saying so. Real work that keeps moving runs as long as it
 *   needs; a fiber busy in a loop that never sleeps is moving, and is left to the test's timeout. An
 *   infinite sleep never fires: it counts as no sleep. It also bounds a grace (below) that the effect
 *   keeps moving through: raise it for a long run of real work (an agent turn of many steps on
 *   loopback servers) on a loaded machine.
 * - `realTimeGrace` (default 20 ms): the real time given to an effect that may wait on real work
 *   before the clock jumps to a pending sleep, counted again from each time it moves (a fiber of it
 *   resumes: an answer came), so that a run of short steps on real work (an agent's model calls and
 *   tool calls, each under a timeout) is not cut in the middle; up to `maxRealWait` in all, once per
 *   run: real work that never rests (a poller that never sleeps) then gets `realTimeGrace` in all at
 *   later jumps. It is counted in sleeps of 1 ms, so that on a loaded machine it stretches as the
 *   real work it waits for does. A pending sleep may be a timeout around a request a
 *   loopback server is still answering, or a stale one (`TestClock` keeps the sleep of an interrupted
 *   timeout): jumping to it would fire a timeout that real time never reaches. The first jump of a
 *   run gets the grace (a first request under a timeout starts with the timeout's sleep pending), and
 *   so does every jump once the effect has been seen waiting with no sleep pending, or on a promise or
 *   a socket right after a jump woke it (a retry's request under its own timeout; a wait on a `Semaphore` or a
 *   `Bulkhead`, which only a jump ends, stops earning it after three graces that saw nothing come), until three jumps
 *   in a row in which nothing moved: an effect that runs on the clock alone is not slowed down. The
 *   grace ends as soon as the effect finishes or sleeps until sooner. `0` turns it off. A stale sleep
 *   left by an earlier run in the same test is jumped to once the grace is spent, and counts in
 *   `elapsed` (`TestClock` does not say whose a sleep is): one run per test, or a longer grace.
 *
 * @since 0.1.0
 * @category models
 */
export type RunOptions = internal.RunOptions

/**
 * Runs an effect to completion under `TestClock`: it forks the effect and, while it runs, moves the
 * clock straight to the next pending sleep, so retries and backoffs take no real time. Waits that
 * are not sleeps (a real socket) are given real time, and a jump that may cut one short first gives
 * it up to `realTimeGrace` of real time to move (see {@link RunOptions}). An effect that never
 * finishes ends the run with a defect that says why. Requires the test services (`it.effect`, `it.scoped`, or
 * `Effect.provide(TestContext.TestContext)`): on the live clock (`it.live`), or a `Clock` of your own
 * (`Effect.withClock`), the run dies saying so.
 *
 * @example
 * ```ts
 * import { it, expect } from "@effect/vitest"
 * import { Duration, Effect, Exit, Schedule } from "effect"
 * import { Failure, Retry, Testing } from "effect-resilience"
 *
 * it.effect("retries twice, 1 s apart", () =>
 *   Effect.gen(function*() {
 *     const flaky = yield* Testing.script([new Failure.Retryable({ reason: "503" }), new Failure.Retryable({ reason: "503" })], "ok")
 *     const run = yield* Testing.runWithTestClock(
 *       Retry.retry(flaky.effect, { schedule: Schedule.spaced("1 second") }),
 *       { script: flaky }
 *     )
 *     expect(run.exit).toStrictEqual(Exit.succeed("ok"))
 *     expect(run.attemptTimes).toEqual([0, 1000, 2000])
 *     expect(Duration.toMillis(run.elapsed)).toBe(2000)
 *   }))
 * ```
 *
 * @since 0.1.0
 * @category running
 */
export const runWithTestClock: <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  options?: RunOptions
) => Effect.Effect<Run<A, E>, never, R> = internal.runWithTestClock

/**
 * Options of {@link untilSleeping}: `maxRealWait` (default 4 s), the longest real time to wait for the
 * sleep before the wait dies saying so, with the sleeps that are pending.
 *
 * @since 0.1.0
 * @category models
 */
export type UntilSleepingOptions = internal.UntilSleepingOptions

/**
 * Waits, in real time, until a fiber sleeps on `TestClock` until `duration` from now (a sleep pending
 * at that instant: a stale one too). For tests that move the clock themselves (`TestClock.adjust`) or
 * stop a worker in the middle of a wait, around a fiber that reaches its sleep only after real work
 * (a request to a loopback server, a write to a SQLite file): the clock moved before the sleep was
 * registered leaves it waiting for good, and a worker interrupted before it is stopped before its
 * wait. The instant is exact: give the sleep a delay without jitter. A wait beyond the longest JS timer (2³¹−1 ms,
 * about 24.8 days), which the library sleeps in pieces, is seen by its first piece. Dies after `maxRealWait` (4 s)
 * of real time, naming the sleeps that are pending; an invalid `duration` (zero, negative) or option
 * throws `InvalidOptionError` naming it.
 *
 * @example
 * ```ts
 * import { Effect, Fiber, TestClock } from "effect"
 * import { Runner, Testing, Toolkit } from "effect-resilience"
 *
 * // a worker whose model call got a 429 with `retry-after: 30`: stopped 5 s into the wait
 * const program = Effect.gen(function*() {
 *   const worker = yield* Effect.fork(Runner.runOnce({ toolkit: Toolkit.make() }))
 *   yield* Testing.untilSleeping("30 seconds")
 *   yield* TestClock.adjust("5 seconds")
 *   yield* Fiber.interrupt(worker)
 * })
 * ```
 *
 * @since 0.1.0
 * @category running
 */
export const untilSleeping: (
  duration: Duration.DurationInput,
  options?: UntilSleepingOptions
) => Effect.Effect<void> = internal.untilSleeping

/**
 * The embedded fault-injecting provider (OpenAI Chat Completions and Responses), also exported as
 * the top-level `FaultServer` module.
 *
 * @since 0.1.0
 * @category fault injection
 */
export * as FaultServer from "./FaultServer.js"
