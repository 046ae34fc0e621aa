/**
 * A bulkhead: at most `concurrency` calls run at once, at most `queue` more wait their turn (first
 * come, first served), and every other caller is rejected at once with a `Failure.Retryable`
 * "bulkhead full (concurrency 10, queue 20)", so a retry layer around it backs off instead of
 * piling up.
 *
 * A caller interrupted while waiting leaves the queue; a running call that is interrupted frees
 * its slot for the next in line.
 *
 * @since 0.1.0
 */
import type * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"
import type * as Failure from "./Failure.js"
import * as internal from "./internal/bulkhead.js"
import { dualChecked } from "./internal/options.js"

/**
 * The cause of a rejection: the bulkhead was full. Identifies the failure (see
 * {@link isBulkheadRejection}) and serializes with it.
 *
 * @since 0.1.0
 * @category models
 */
export const BulkheadRejected: typeof internal.BulkheadRejected = internal.BulkheadRejected

/**
 * @since 0.1.0
 * @category models
 */
export type BulkheadRejected = internal.BulkheadRejected

/**
 * How many calls hold a slot and how many wait for one.
 *
 * @since 0.1.0
 * @category models
 */
export type Stats = internal.Stats

/**
 * The limits of a bulkhead: `concurrency` (an integer ≥ 1) calls at once, and `queue` (an integer
 * ≥ 0, default 0) callers waiting; `name` labels its {@link rejections} (default `"bulkhead"`; a `Policy`'s bulkhead
 * made from options takes the policy's name).
 *
 * @since 0.1.0
 * @category models
 */
export type Options = internal.Options

/**
 * A bulkhead, shared by every call that goes through it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Bulkhead {
  readonly name: string
  readonly concurrency: number
  readonly queue: number
  /** The current occupancy. */
  readonly stats: Effect.Effect<Stats>
  /** Runs `self` in a slot (waiting for one if the queue has room), or rejects it at once. */
  readonly run: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | Failure.Retryable, R>
}

/**
 * Makes a bulkhead. The options are checked when `make` is called: an invalid one throws
 * `InvalidOptionError` naming `concurrency` or `queue` (or `options`, when they are not an object), or a key that is
 * neither (`queueSize`).
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Bulkhead } from "effect-resilience"
 *
 * const program = Effect.gen(function*() {
 *   const bulkhead = yield* Bulkhead.make({ concurrency: 4, queue: 16 })
 *   const search = (q: string) => Effect.tryPromise((signal) => fetch(`https://search.example.com?q=${q}`, { signal }))
 *   // at most 4 searches in flight, 16 waiting; the 21st concurrent caller fails at once
 *   return yield* Effect.forEach(["a", "b", "c"], (q) => search(q).pipe(bulkhead.run), { concurrency: "unbounded" })
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: (options: Options) => Effect.Effect<Bulkhead> = internal.make

/**
 * Counter of the calls a bulkhead rejected (it was full) without running them, tagged `bulkhead` (its name).
 *
 * @since 0.1.0
 * @category metrics
 */
export const rejections: Metric.Metric.Counter<number> = internal.rejections

/**
 * Runs `self` through `bulkhead`: the data-first / data-last form of `bulkhead.run`. `bulkhead` is
 * checked when `withBulkhead` is called: anything but a bulkhead made by `yield* Bulkhead.make(…)`
 * (its options, or the `Effect` that makes it) throws `InvalidOptionError` naming `bulkhead`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Bulkhead } from "effect-resilience"
 *
 * declare const callTool: (name: string) => Effect.Effect<string, unknown>
 *
 * export const program = Effect.gen(function*() {
 *   const bulkhead = yield* Bulkhead.make({ concurrency: 4, queue: 8 })
 *   // 4 run, 8 wait, the other 8 are rejected at once with a Retryable "bulkhead full"
 *   return yield* Effect.forEach(
 *     Array.from({ length: 20 }, (_, i) => `job-${i}`),
 *     (name) => Effect.either(Bulkhead.withBulkhead(callTool(name), bulkhead)),
 *     { concurrency: "unbounded" }
 *   )
 * })
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const withBulkhead: {
  /**
   * Runs `self` through `bulkhead`: the data-first / data-last form of `bulkhead.run`.
   *
   * @since 0.1.0
   * @category combinators
   */
  (bulkhead: Bulkhead): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | Failure.Retryable, R>
  /**
   * Runs `self` through `bulkhead`: the data-first / data-last form of `bulkhead.run`.
   *
   * @since 0.1.0
   * @category combinators
   */
  <A, E, R>(self: Effect.Effect<A, E, R>, bulkhead: Bulkhead): Effect.Effect<A, E | Failure.Retryable, R>
} = dualChecked(
  (u) => internal.madeBulkhead("bulkhead", u),
  <A, E, R>(self: Effect.Effect<A, E, R>, bulkhead: Bulkhead): Effect.Effect<A, E | Failure.Retryable, R> =>
    bulkhead.run(self)
)

/**
 * `true` for a bulkhead's rejection: the `Retryable` it fails with, its {@link BulkheadRejected}
 * cause, or an `Exhausted` every attempt of which a bulkhead turned away (the one with no attempt that a
 * `Policy` turns it into, a retry layer's whose retries all met it full). An `Exhausted` whose earlier
 * attempts reached the dependency is no rejection, whatever its `last`.
 *
 * @since 0.1.0
 * @category guards
 */
export const isBulkheadRejection: (u: unknown) => boolean = internal.isBulkheadRejection
