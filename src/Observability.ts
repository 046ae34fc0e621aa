/**
 * The library's metrics in one place, and a plain snapshot of them.
 *
 * Every guard records Effect `Metric`s (all named `effect_resilience_…`): retry attempts, retries,
 * failures and give-ups by layer and tag; circuit breaker transitions and rejections; tool calls by
 * outcome and their durations; compactions; idempotent runs; retry budget decisions. Spans are
 * opened around sessions (`effect_resilience.session.generate`), tool calls
 * (`effect_resilience.tool`), durable turn runs (`effect_resilience.turn.run`) and idempotent runs,
 * and retry layers annotate the span they run in with their attempt count.
 *
 * Because they are ordinary Effect metrics and spans, `@effect/opentelemetry` exports them as they
 * are: provide `NodeSdk.layer` with an OTLP exporter and a metric reader (see
 * `examples/opentelemetry.ts`). This module needs no OpenTelemetry package: {@link snapshot} reads
 * the metric registry directly, for a health endpoint, a log line or a test.
 *
 * @since 0.1.0
 */
import type * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"
import type * as MetricPair from "effect/MetricPair"
import * as internal from "./internal/observability.js"

/**
 * The prefix of every metric name this library records.
 *
 * @since 0.1.0
 * @category constants
 */
export const prefix: string = internal.PREFIX

/**
 * What kind of metric a {@link Sample} comes from.
 *
 * @since 0.1.0
 * @category models
 */
export type Kind = internal.Kind

/**
 * One metric series at one moment: its name, its labels, and a number — the count of a counter,
 * the value of a gauge, the number of observations of a histogram or summary (with their `sum`),
 * the total occurrences of a frequency.
 *
 * @since 0.1.0
 * @category models
 */
export type Sample = internal.Sample

/**
 * The library's metrics, by module, for code that reads or tags one directly. A series is read with all its labels,
 * in their order (the retry counters but `attempts` are by `layer`, then `tag`): tagged with `layer` alone, a give-up
 * counter is a series nothing updates, which reads 0.
 *
 * @example
 * ```ts
 * import { Effect, Metric, MetricLabel } from "effect"
 * import { Observability } from "effect-resilience"
 *
 * const program = Effect.gen(function*() {
 *   // the calls layer "openai" gave up on with an Exhausted
 *   const exhausted = yield* Metric.value(
 *     Metric.taggedWithLabels(Observability.metrics.retry.giveUps, [
 *       MetricLabel.make("layer", "openai"),
 *       MetricLabel.make("tag", "Exhausted")
 *     ])
 *   )
 *   // all of them, whatever they failed with
 *   const all = Observability.total(yield* Observability.snapshot, "effect_resilience_retry_give_ups", {
 *     layer: "openai"
 *   })
 *   return { exhausted: exhausted.count, all }
 * })
 * ```
 *
 * @since 0.1.0
 * @category metrics
 */
export const metrics: {
  readonly retry: {
    readonly attempts: Metric.Metric.Counter<number>
    readonly failures: Metric.Metric.Counter<number>
    readonly retries: Metric.Metric.Counter<number>
    readonly giveUps: Metric.Metric.Counter<number>
  }
  readonly circuitBreaker: {
    readonly transitions: Metric.Metric.Counter<number>
    readonly rejections: Metric.Metric.Counter<number>
  }
  readonly retryBudget: {
    readonly granted: Metric.Metric.Counter<number>
    readonly refused: Metric.Metric.Counter<number>
  }
  readonly bulkhead: { readonly rejections: Metric.Metric.Counter<number> }
  readonly toolkit: typeof internal.metrics.toolkit
  readonly idempotency: { readonly runs: Metric.Metric.Counter<number> }
  readonly session: { readonly compactions: Metric.Metric.Counter<number> }
} = internal.metrics

/**
 * Every series of the library's metrics (names starting with {@link prefix}) in the default metric
 * registry, sorted by name and labels. The registry is global to the process: take two snapshots
 * and {@link diff} them to see what one piece of work did.
 *
 * @example
 * ```ts
 * import { Console, Effect } from "effect"
 * import { Observability } from "effect-resilience"
 *
 * declare const work: Effect.Effect<void>
 *
 * const program = Effect.gen(function*() {
 *   const before = yield* Observability.snapshot
 *   yield* work
 *   for (const s of Observability.diff(before, yield* Observability.snapshot)) {
 *     yield* Console.log(`${Observability.format(s)}`) // effect_resilience_retry_retries{layer="openai",tag="Retryable"} 3
 *   }
 * })
 * ```
 *
 * @since 0.1.0
 * @category snapshots
 */
export const snapshot: Effect.Effect<ReadonlyArray<Sample>> = internal.snapshot

/**
 * {@link snapshot} of given metric pairs (`Metric.unsafeSnapshot()`, or pairs from another registry).
 *
 * @since 0.1.0
 * @category snapshots
 */
export const fromPairs: (pairs: Iterable<MetricPair.MetricPair.Untyped>) => ReadonlyArray<Sample> = internal.fromPairs

/**
 * What changed from `before` to `after`: counters, histograms, summaries and frequencies by their
 * increase (histogram `sum`s too), gauges by their new value when it moved. Series that did not
 * change are left out.
 *
 * @since 0.1.0
 * @category snapshots
 */
export const diff: (before: ReadonlyArray<Sample>, after: ReadonlyArray<Sample>) => ReadonlyArray<Sample> =
  internal.diff

/**
 * The sum of the values of the series named `name` whose labels include `labels`
 * (`total(samples, "effect_resilience_retry_retries", { layer: "openai" })`).
 *
 * @since 0.1.0
 * @category snapshots
 */
export const total: (
  samples: ReadonlyArray<Sample>,
  name: string,
  labels?: Readonly<Record<string, string>>
) => number = internal.total

/**
 * A sample in the Prometheus text style: `name{label="value",…} value` (and `sum=…` for
 * histograms and summaries).
 *
 * @since 0.1.0
 * @category formatting
 */
export const format = (sample: Sample): string =>
  `${internal.identity(sample)} ${sample.value}${sample.sum === undefined ? "" : ` sum=${round(sample.sum)}`}`

const round = (n: number): number => Math.round(n * 1000) / 1000
