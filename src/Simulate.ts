/**
 * The policy simulator: what would a retry policy do under these failures? N clients make M calls
 * each against a simulated model API with a fault model (429s with retry-after hints, 5xx, dropped
 * streams, context overflows, outage windows, a capacity limit), and every policy under test runs
 * the library's real `Retry`, `RetrySchedule`, `RetryBudget`, `CircuitBreaker` and `Policy` code
 * in virtual time: an hour of traffic takes seconds.
 *
 * Virtual time: each simulation runs in a runtime of its own whose `Clock` only moves when every
 * fiber waits, and whose scheduler is drained synchronously (a discrete-event loop). It is the
 * idea of `TestClock` without its polling: `TestClock.adjust` waits on real timers between
 * wake-ups, about 3.6 ms each, far too slow for 10 000 clients. All randomness comes from Effect
 * `Random`s seeded with `seed`: the same configuration gives the same report.
 *
 * Also here: the AWS "Exponential Backoff And Jitter" experiment ({@link awsExperiment}) and a
 * throughput measure for benchmarks ({@link throughput}). The functions that format a report
 * return strings; printing is left to the caller (the `simulate` command).
 *
 * @since 0.1.0
 */
import type * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { InvalidOptionError } from "./internal/options.js"
import * as aws from "./internal/simulate/aws.js"
import * as config from "./internal/simulate/config.js"
import * as policies from "./internal/simulate/policies.js"
import * as render from "./internal/simulate/render.js"
import * as internal from "./internal/simulate/run.js"
import { printedThroughSpans } from "./internal/tracedError.js"

/**
 * A random duration: `constant`, `uniform`, `normal` (|N(mean, stddev)|), `exponential` or
 * `lognormal` (median·e^(sigma·z)). Durations are milliseconds as numbers, or strings such as
 * `"2 seconds"`.
 *
 * @since 0.1.0
 * @category models
 */
export type Distribution = config.Distribution

/**
 * A backoff schedule written as data, built with `RetrySchedule`'s own combinators in this order:
 * `exponential(base, factor)` → `jittered({ kind: jitter, ratio })` (absent or `"none"`: no
 * jitter) → `capped(cap)` → `respectRetryAfter(retryAfter)` (`true`: every hint; absent or
 * `false`: hints ignored) → `maxRetries` → `budgeted(budget)` → `onlyRetryable`.
 *
 * @since 0.1.0
 * @category models
 */
export type ScheduleSpec = config.ScheduleSpec

/**
 * A circuit breaker as data: `CircuitBreaker.make`'s options `consecutiveFailures`, `failureRatio`,
 * `samplingDuration`, `minimumThroughput`, `halfOpenProbes`, `successThreshold`,
 * `rejectionJitter` (anything left out is `CircuitBreaker`'s default), plus:
 *
 * - `openDuration`: a duration, or `{ exponential: base, factor?, max? }` for an open duration
 *   that starts at `base` and is multiplied by `factor` (default 2) at each opening since the last
 *   close, never above `max`.
 * - `counts`: which failures count against the dependency: `"outage"` (the default, as in
 *   `Policy.defaults`: 429, 529 and "overloaded" do not, see `CircuitBreaker.isOutage`) or `"all"`
 *   (every `Retryable` and `Exhausted`, `CircuitBreaker`'s own default).
 *
 * @since 0.1.0
 * @category models
 */
export type BreakerSpec = config.Breaker

/**
 * A policy under test, as data (so that it can live in a JSON file):
 *
 * - `name`: its row in the table.
 * - `retry`: a `RetrySchedule` preset by name (`"standard"`, `"openaiSdk"`, …), `"none"`, or a
 *   {@link ScheduleSpec}. Absent: no retries.
 * - `budget`: a retry budget, `{ kind: "tokenBucket", maxTokens?, tokenRatio? }` or
 *   `{ kind: "percent", percent?, ttl?, minRetriesPerSecond? }`.
 * - `breaker`: `true` for the breaker of `Policy.defaults`, or a {@link BreakerSpec}.
 * - `timeout`: a deadline per attempt. The simulated server keeps working on an abandoned
 *   attempt, as a real one does, so timeouts followed by retries add load.
 *
 * @example
 * ```json
 * [
 *   { "name": "standard", "retry": "standard" },
 *   { "name": "full-jitter", "retry": { "base": "500 millis", "jitter": "full", "cap": "8 seconds", "maxRetries": 4 } },
 *   { "name": "guarded", "retry": "standard", "budget": { "kind": "tokenBucket" }, "breaker": { "consecutiveFailures": 5, "openDuration": "10 seconds" } },
 *   { "name": "growing", "retry": "standard", "breaker": { "failureRatio": 0.8, "openDuration": { "exponential": "5 seconds", "max": "1 minute" } } }
 * ]
 * ```
 *
 * @since 0.1.0
 * @category models
 */
export type PolicySpec = config.PolicySpec

/**
 * The schema of a {@link PolicySpec}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PolicySpec: Schema.Schema<PolicySpec> = config.PolicySpec

/**
 * What to simulate, and which policies. Every field but `policies` is optional; the defaults are
 * in {@link defaults}.
 *
 * - `clients` × `callsPerClient` calls; each client starts at a random time within `rampUp` and
 *   waits `thinkTime` between its calls.
 * - `serviceTime`: how long the server takes to answer a call it accepted; `networkTime`: how
 *   long a rejection or an error answer takes.
 * - `capacity`: the server rejects (529 overloaded) any call above this many in flight.
 * - `faults`: probabilities per accepted call: `rateLimited` (429, with a `retryAfter` hint drawn
 *   from its distribution when given), `serverError` (500), `droppedStream` (the stream breaks
 *   part-way: `TypeError: terminated`), `overflow` (400 context_length_exceeded). A call meets at most one of
 *   them, so they add up to at most 1.
 * - `outages`: windows in which every call fails with `status` (503 by default).
 * - `bucket`: resolution of the per-time series and of the recovery measure.
 * - `horizon`: calls still running then are counted as unfinished.
 * - `policyScope`: `"shared"` (one policy, budget and breaker for every client, as fibers of one
 *   process) or `"client"` (one each, as separate processes).
 * - `seed`: the same seed gives the same report.
 *
 * @since 0.1.0
 * @category models
 */
export type Config = config.Config

/**
 * The schema of {@link Config}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Config: Schema.Schema<Config> = config.Config

/**
 * The scenario a report was made with, resolved: durations in milliseconds, defaults filled in.
 *
 * @since 0.1.0
 * @category models
 */
export type Scenario = internal.Scenario

/**
 * The scenario used for every field a {@link Config} leaves out.
 *
 * @since 0.1.0
 * @category constructors
 */
export const defaults: Omit<Config, "policies"> = internal.defaults

/**
 * One policy's row. Times are virtual milliseconds.
 *
 * - `successRate`: calls that succeeded / calls.
 * - `amplification`: requests that reached the server (first attempts and retries, rejected ones
 *   included) per successful call; `undefined` when none succeeded.
 * - `latency`: p50/p95/p99 of every call, from its start to its success or final failure.
 * - `recovery`: per outage, the time from its end until successful calls are back to 90 % of
 *   their rate before it (`undefined`: no baseline, or never).
 * - `budgetRefusals`: retries the retry budget refused.
 * - `breakerOpen`: time the circuit breaker spent open (mean per breaker); `undefined` without one.
 * - `outcomes`: calls by outcome: `Success`, `Exhausted`, `ContextOverflow`, `Unfinished`, …
 * - `attemptsPerBucket`, `successesPerBucket`: requests reaching the server, and successful calls,
 *   per `bucket` of time.
 *
 * @since 0.1.0
 * @category models
 */
export type PolicyResult = internal.PolicyResult

/**
 * The result of {@link run}: the scenario and one {@link PolicyResult} per policy, in order.
 *
 * @since 0.1.0
 * @category models
 */
export type Report = internal.Report

/**
 * Reported while a simulation runs: which policy, and how many of its `total` calls are done.
 *
 * @since 0.1.0
 * @category models
 */
export type Progress = internal.Progress

/**
 * Runs every policy of `config` against the same scenario, one after the other, each in its own
 * virtual time, and reports them side by side. The configuration is checked when `run` is called:
 * an invalid one throws `InvalidOptionError` naming the field (`policies[1].retry.base`).
 *
 * `onProgress` is called between slices of the simulation (every 20 000 timers, so not at all in a
 * small run) with how far it got. It returns an Effect, run before the simulation goes on, or nothing
 * (`(p) => console.log(p.done)`): anything else it returns is ignored. One that is not a function
 * throws `InvalidOptionError` when `run` is called.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Simulate } from "effect-resilience"
 *
 * const program = Effect.gen(function*() {
 *   const report = yield* Simulate.run({
 *     clients: 200,
 *     capacity: 80,
 *     outages: [{ start: "20 seconds", duration: "10 seconds" }],
 *     policies: [Simulate.presets.exponential, Simulate.presets.standard]
 *   })
 *   console.log(Simulate.formatTable(report))
 * })
 * ```
 *
 * @since 0.1.0
 * @category simulation
 */
export const run: (
  config: Config,
  options?: { readonly onProgress?: ((progress: Progress) => Effect.Effect<void> | void) | undefined }
) => Effect.Effect<Report> = internal.run

/**
 * Named policies: `none`, `exponential` (`standard` without jitter), the `RetrySchedule` presets
 * (`standard`, `openaiSdk`, `vercelAiSdk`, `cockatiel`, `sessionLayer`, `runtimeLayer`), `budget`
 * (`standard` with a shared gRPC token bucket) and `policy` (`Policy.defaults`: `standard` and its
 * circuit breaker, with the same options).
 *
 * @since 0.1.0
 * @category constructors
 */
export const presets: {
  readonly [K in keyof typeof policies.presets]: PolicySpec
} = policies.presets

/**
 * A problem in a policy file: every issue with the path of the field it is about.
 *
 * @since 0.1.0
 * @category errors
 */
export class PolicyFileError extends Schema.TaggedError<PolicyFileError>()("PolicyFileError", {
  source: Schema.String,
  issues: Schema.Array(Schema.Struct({ path: Schema.String, message: Schema.String }))
}) {
  override get message(): string {
    return `invalid policy file ${this.source}:\n${config.formatIssues(this.issues)}`
  }
}

/**
 * Decodes policies read from JSON: an array of {@link PolicySpec}. Unknown fields are errors (a
 * typo must not silently fall back to a default), and so is a combination the real constructors
 * reject; each issue names its field, e.g. `[1].retry.base`.
 *
 * @example
 * ```ts
 * import { Either } from "effect"
 * import { Simulate } from "effect-resilience"
 *
 * const result = Simulate.decodePolicies([{ name: "mine", retry: { base: "fast" } }])
 * if (Either.isLeft(result)) console.error(result.left.message)
 * // invalid policy file (input):
 * // [0].retry.base: Expected a duration (milliseconds such as 500, or a string such as "2 seconds"), actual "fast"
 * ```
 *
 * @since 0.1.0
 * @category decoding
 */
export const decodePolicies = (
  input: unknown,
  source = "(input)"
): Either.Either<ReadonlyArray<PolicySpec>, PolicyFileError> =>
  Either.flatMap(
    Either.mapLeft(config.decode(config.PolicyFile, input, ""), (issues) => new PolicyFileError({ source, issues })),
    (specs) => {
      try {
        specs.forEach((spec, i) => policies.prepare(spec, `[${i}]`))
        return Either.right(specs)
      } catch (e) {
        if (!(e instanceof InvalidOptionError)) throw e
        const message = `Expected ${e.expected}, actual ${JSON.stringify(e.value)}`
        return Either.left(new PolicyFileError({ source, issues: [{ path: e.option, message }] }))
      }
    }
  )

/**
 * {@link decodePolicies} on the text of a JSON file; invalid JSON is a `PolicyFileError` too.
 *
 * @since 0.1.0
 * @category decoding
 */
export const parsePolicies = (
  text: string,
  source = "(input)"
): Either.Either<ReadonlyArray<PolicySpec>, PolicyFileError> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    return Either.left(
      new PolicyFileError({ source, issues: [{ path: "", message: `not JSON: ${(e as Error).message}` }] })
    )
  }
  return decodePolicies(json, source)
}

/**
 * Options of {@link awsExperiment}: `clients` writers (default 100), averaged over `runs` (default
 * 20), `base` 5 ms and `cap` 2 s as in the post; `algorithms` replaces the compared schedules.
 *
 * @since 0.1.0
 * @category models
 */
export type AwsOptions = aws.AwsOptions

/**
 * A schedule compared in the AWS experiment.
 *
 * @since 0.1.0
 * @category models
 */
export type AwsAlgorithm = aws.Algorithm

/**
 * One algorithm's figures: writes attempted (`calls`) and the time until the last writer
 * succeeded (`time`, ms), means over the runs.
 *
 * @since 0.1.0
 * @category models
 */
export type AwsResult = aws.AwsResult

/**
 * The AWS simulator's published figures at 100 clients (full jitter 797 calls / 4 990 ms,
 * decorrelated 1 000 / 4 590, equal 811 / 6 535, exponential 1 848 / 63 024, none 2 423 / 2 036).
 *
 * @since 0.1.0
 * @category constants
 */
export const awsReference: ReadonlyArray<AwsResult> = aws.awsReference

/**
 * The schedules of the AWS experiment built from this library's combinators, with `base` and
 * `cap` in milliseconds: `none`, `exponential`, `full`, `equal`, `decorrelated` and `default`
 * (`RetrySchedule.standard`'s backoff — `exponential(2 s, 1.5)`, full jitter, capped at 8 s — scaled so
 * that 500 ms maps to `base` and 8 s to `cap`, without its retry limit). `base` and `cap` are finite
 * and not negative; anything else (NaN, `"5 millis"`) throws `InvalidOptionError` naming it.
 *
 * @since 0.1.0
 * @category constructors
 */
export const awsAlgorithms: (base: number, cap: number) => ReadonlyArray<AwsAlgorithm> = aws.awsAlgorithms

/**
 * Reproduces the experiment of the AWS Architecture Blog post "Exponential Backoff And Jitter":
 * `clients` writers contend for one row under optimistic concurrency (read the version, write if
 * unchanged; every message crosses a network with delay |N(10 ms, 2 ms)|); a conflict is a
 * `Retryable` (HTTP 409) that the writer's `Retry.retry` layer backs off from. Options are checked
 * when it is called.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Simulate } from "effect-resilience"
 *
 * const program = Effect.map(Simulate.awsExperiment({ clients: 100, runs: 20 }), (results) =>
 *   console.log(Simulate.formatAws(results)))
 * ```
 *
 * @since 0.1.0
 * @category simulation
 */
export const awsExperiment: (options?: AwsOptions) => Effect.Effect<ReadonlyArray<AwsResult>> = aws.experiment

/**
 * What {@link throughput} measured.
 *
 * @since 0.1.0
 * @category models
 */
export type Throughput = internal.Throughput

/**
 * For benchmarks: simulates the default scenario with `clients` clients (default 10 000, 5 calls
 * each, capacity for half of them) under `policy` (default `standard`), and reports virtual seconds
 * simulated per wall second. Wall time comes from the `Clock` in scope: run it with the live one.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Simulate } from "effect-resilience"
 *
 * Effect.runPromise(Simulate.throughput({ clients: 10_000 })).then((t) =>
 *   console.log(`${t.virtualSecondsPerWallSecond.toFixed(1)} virtual s per wall s`))
 * ```
 *
 * @since 0.1.0
 * @category simulation
 */
export const throughput: (options?: {
  readonly clients?: number | undefined
  readonly callsPerClient?: number | undefined
  readonly policy?: PolicySpec | undefined
}) => Effect.Effect<Throughput> = internal.throughput

/**
 * Options of the formatting functions: ANSI colours (only for a terminal) and the chart's width in
 * columns.
 *
 * @since 0.1.0
 * @category formatting
 */
export interface FormatOptions {
  readonly color?: boolean | undefined
  readonly width?: number | undefined
}

/**
 * The report as a table, one row per policy; the best value of a column is green with `color`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const formatTable: (report: Report, options?: FormatOptions) => string = render.table

/**
 * Requests reaching the server per time bucket, a unicode sparkline per policy on a shared scale,
 * outages marked underneath. A `width` that is not a whole number of columns, at least 1, throws
 * `InvalidOptionError` naming `width`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const formatChart: (report: Report, options?: FormatOptions) => string = render.chart

/**
 * The same chart as a standalone SVG document.
 *
 * @since 0.1.0
 * @category formatting
 */
export const toSvg: (report: Report) => string = render.svg

/**
 * An HTML page with the SVG chart and the table.
 *
 * @since 0.1.0
 * @category formatting
 */
export const toHtml: (report: Report) => string = render.html

/**
 * The AWS experiment's results next to the published figures.
 *
 * @since 0.1.0
 * @category formatting
 */
export const formatAws = (results: ReadonlyArray<AwsResult>, options?: FormatOptions): string =>
  render.awsTable(results, aws.awsReference, options)

/**
 * A duration in virtual milliseconds as the tables show it: `850 ms`, `4.6 s`, `2 m 05 s`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const formatMillis: (millis: number | undefined) => string = render.formatMillis

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(PolicyFileError)
