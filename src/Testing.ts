/**
 * Helpers to test agents and policies built with this library, deterministically, under Effect's
 * `TestClock` (what `@effect/vitest`'s `it.effect` provides).
 *
 * @since 0.1.0
 */
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
 * runs during it.
 *
 * @since 0.1.0
 * @category models
 */
export type Run<A, E> = internal.Run<A, E>

/**
 * Options of {@link runWithTestClock}: the `script` whose runs to time; `maxAdjustments`
 * (default 10 000), the number of clock jumps after which an effect that never finishes (a
 * schedule that retries forever) is interrupted and the run dies with a message saying so; and
 * `realTimeGrace` (default 20 ms), the real time given to an effect that has been seen waiting on
 * real work (a socket) before the clock jumps to a pending sleep. `TestClock` keeps the sleep of an
 * interrupted timeout, so without the grace a jump to such a stale sleep could fire while a loopback
 * server is still answering. The grace ends as soon as the effect finishes or sleeps until sooner;
 * after three jumps in a row in which nothing moved, the effect is taken to run on the clock alone
 * again until it is next seen waiting, so an effect that runs on the clock alone is not slowed down.
 * `0` turns the grace off.
 *
 * @since 0.1.0
 * @category models
 */
export type RunOptions = internal.RunOptions

/**
 * Runs an effect to completion under `TestClock`: it forks the effect and, while it runs, moves the
 * clock straight to the next pending sleep, so retries and backoffs take no real time. Waits that
 * are not sleeps (a real socket) are given real time, and once the effect has waited on one, each
 * jump first gives it up to `realTimeGrace` of real time to move. Requires the test services
 * (`it.effect`).
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
 * The embedded fault-injecting provider (OpenAI Chat Completions and Responses), also exported as
 * the top-level `FaultServer` module.
 *
 * @since 0.1.0
 * @category fault injection
 */
export * as FaultServer from "./FaultServer.js"
