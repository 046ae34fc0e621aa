/**
 * Runs durable turns: claims the turns that are due in the `TurnStore` (`Running`, or
 * `RetryScheduled` whose time has come), runs each until it rests — saving it after every step —
 * and polls again. Time comes from `Clock`, so `TestClock` drives a runner in tests.
 *
 * A worker holds a lease on the turn it runs and renews it every third of the lease; a worker that
 * dies stops renewing, and after the lease another worker takes the turn. A live worker renews it
 * while its step runs, however long, and so also while a call hangs: bound model calls with the
 * adapter's timeout or the turn's `timeBudget` (tools end at their own `timeout`). Every save checks
 * the version and the lease, so a worker that lost its turn cannot overwrite it.
 *
 * @since 0.1.0
 */
import type * as Effect from "effect/Effect"
import type * as Option from "effect/Option"
import { object } from "./internal/options.js"
import * as internal from "./internal/runner.js"
import * as engine from "./internal/turnEngine.js"
import type { TurnStore, TurnStoreError } from "./internal/turnStore.js"
import type * as Model from "./Model.js"
import type * as Tool from "./Tool.js"
import type * as Turn from "./Turn.js"

/**
 * Options of a runner: those of the turns' steps ({@link Turn.Options}: toolkit, session schedule,
 * compaction, budgets, resume schedule, retry limit), and
 *
 * - `workers` (default 1): worker fibers; each claims one turn at a time.
 * - `pollInterval` (default 1 s): how long an idle worker waits before it looks for due turns again.
 * - `lease` (default 30 s, at most 365 days): how long a claim lasts without renewal; a dead worker's turn is taken
 *   over after it. Keep it well above a store round trip.
 * - `owner` (default: a random `worker_…` from `Random`): the name of the lease owner in logs and in the
 *   store, e.g. the host name and the process id. Each run adds a random suffix of its own (`w1~1a2b3c4d`),
 *   and worker fibers append `/1`, `/2`, … when there are several: two processes given the same name
 *   never hold, renew or let go of each other's leases. A non-empty string without a NUL character or a lone
 *   surrogate: PostgreSQL refuses the one (every claim failed) and keeps every lone surrogate as U+FFFD.
 *
 * Checked when {@link run} or {@link runOnce} is called: an invalid one throws `InvalidOptionError`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options<
  Tools extends ReadonlyArray<Tool.Any> = [],
  E = never,
  R = never,
  RS = never,
  RR = never
> extends Turn.Options<Tools, E, R, RS, RR>, internal.RunnerOptions {}

/**
 * The services a runner needs.
 *
 * @since 0.1.0
 * @category type-level
 */
export type Context<Tools extends ReadonlyArray<Tool.Any>, R, RS, RR> =
  | TurnStore
  | Model.Model
  | R
  | RS
  | RR
  | Tool.Context<Tools[number]>

const split = <Tools extends ReadonlyArray<Tool.Any>, E, R, RS, RR>(options: Options<Tools, E, R, RS, RR>) => {
  // read field by field, a string or `null` would run with every default (no toolkit) or throw a TypeError
  const given = object("options", options, "the runner's options, such as { toolkit, workers: 4 }") ?? {}
  const { lease, owner, pollInterval, workers, ...turnOptions } = given as Options<Tools, E, R, RS, RR>
  // Checked first, so that a misspelt key is named with every option of the runner, its own and its turns'.
  const made = engine.engine(turnOptions, [...internal.optionKeys, ...engine.optionKeys])
  return {
    settings: internal.settings({ lease, owner, pollInterval, workers }),
    limits: engine.limits(turnOptions),
    engine: made
  }
}

/**
 * Runs `workers` worker fibers until interrupted. Each claims a due turn, runs it until it rests,
 * and claims the next; with nothing due it sleeps `pollInterval`. A store failure is logged and
 * the worker polls again. Interrupted (a graceful stop), a worker lets its turn go at once, due
 * again at once, or when the wait ends if its model call was waiting to retry (a `retry-after`).
 *
 * @example
 * ```ts
 * import { Effect, Layer } from "effect"
 * import { Model, Runner, Toolkit, TurnStore } from "effect-resilience"
 *
 * declare const toolkit: Toolkit.Toolkit<[]>
 * declare const model: Layer.Layer<Model.Model>
 *
 * const workers = Runner.run({ toolkit, workers: 4, pollInterval: "500 millis", lease: "30 seconds" }).pipe(
 *   Effect.provide(Layer.merge(model, TurnStore.layerPg({ url: "postgres://agent@db/agent" })))
 * )
 * ```
 *
 * @since 0.1.0
 * @category running
 */
export const run = <Tools extends ReadonlyArray<Tool.Any> = [], E = never, R = never, RS = never, RR = never>(
  options: Options<Tools, E, R, RS, RR>
): Effect.Effect<never, never, Context<Tools, R, RS, RR>> => {
  const { engine, limits, settings } = split(options)
  return internal.run(settings, engine, limits)
}

/**
 * One poll: claims up to `workers` due turns, runs them (concurrently, each until it rests), and
 * returns them as they were left. A turn another writer took meanwhile (a `cancel`, a worker that
 * claimed it after our lease lapsed) is left out. A store failure on one turn does not interrupt the
 * others: they run until they rest, then `runOnce` fails with the first `TurnStoreError`.
 *
 * @since 0.1.0
 * @category running
 */
export const runOnce = <Tools extends ReadonlyArray<Tool.Any> = [], E = never, R = never, RS = never, RR = never>(
  options: Options<Tools, E, R, RS, RR>
): Effect.Effect<ReadonlyArray<Turn.Turn>, TurnStoreError, Context<Tools, R, RS, RR>> => {
  const { engine, limits, settings } = split(options)
  return internal.runOnce(settings, engine, limits)
}

/**
 * Who runs the current step: the worker (`owner`, the lease holder, which differs from run to run; `name`,
 * the `owner` option as given, with the worker fiber's number) and the turn. `None` outside a runner. For
 * logs, metrics (tag them with `name`: `owner` would make a new series per run), or a model adapter that
 * tags its requests.
 *
 * @since 0.1.0
 * @category context
 */
export class CurrentWorker extends internal.CurrentWorker {}

/**
 * @since 0.1.0
 * @category models
 */
export type WorkerInfo = internal.WorkerInfo

/**
 * Reads {@link CurrentWorker}.
 *
 * @since 0.1.0
 * @category context
 */
export const currentWorker: Effect.Effect<Option.Option<WorkerInfo>> = internal.CurrentWorker
