/**
 * The library's counters as `@effect/opentelemetry` exports them: monotonic sums (OpenTelemetry `Counter`s), which a
 * backend rates and increases; a non-monotonic sum (an `UpDownCounter`) is a gauge to Prometheus.
 */
import * as NodeSdk from "@effect/opentelemetry/NodeSdk"
import { describe, expect, it } from "@effect/vitest"
import { DataPointType, MetricReader } from "@opentelemetry/sdk-metrics"
import { Effect, MetricKeyType } from "effect"
import { Observability, Retry, RetrySchedule, Testing } from "effect-resilience"

/** A reader read on demand (`collect`), in place of a periodic export to a collector. */
class OnDemand extends MetricReader {
  protected onShutdown() {
    return Promise.resolve()
  }
  protected onForceFlush() {
    return Promise.resolve()
  }
}

describe("Observability through OpenTelemetry", () => {
  it.live("a retry layer's four counters are exported as monotonic sums, by layer and tag", () =>
    Effect.gen(function*() {
      const layer = "otel-monotonic"
      const reader = new OnDemand()
      const failing = yield* Testing.script([{ status: 503 }, { status: 503 }], "ok")
      const schedule = RetrySchedule.maxRetries(RetrySchedule.exponential("1 millis"), 1)
      yield* Effect.exit(Retry.retry(failing.effect, { schedule, layer }))
      const exported = yield* Effect.promise(() => reader.collect()).pipe(
        Effect.provide(NodeSdk.layer(() => ({ resource: { serviceName: "otel-monotonic" }, metricReader: reader })))
      )
      const ours = exported.resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics).filter((metric) =>
        metric.descriptor.name.startsWith("effect_resilience_retry_") &&
        metric.dataPoints.some((point) => point.attributes.layer === layer)
      )
      expect(ours.map((metric) => metric.descriptor.name).sort()).toEqual([
        "effect_resilience_retry_attempts",
        "effect_resilience_retry_failures",
        "effect_resilience_retry_give_ups",
        "effect_resilience_retry_retries"
      ])
      // an UpDownCounter is a sum too, not monotonic
      expect(ours.map((metric) => ({
        name: metric.descriptor.name,
        monotonic: metric.dataPointType === DataPointType.SUM && metric.isMonotonic
      }))).toEqual(ours.map((metric) => ({ name: metric.descriptor.name, monotonic: true })))
      const point = (name: string) =>
        ours.find((metric) => metric.descriptor.name === name)!.dataPoints.find((p) => p.attributes.layer === layer)
      expect(point("effect_resilience_retry_attempts")?.value).toBe(2)
      expect(point("effect_resilience_retry_give_ups")?.attributes).toEqual({ layer, tag: "Exhausted" })
    }))

  it("every counter in Observability.metrics is incremental, the type OpenTelemetry exports as a Counter", () => {
    const counters = Object.entries(Observability.metrics).flatMap(([module, metrics]) =>
      Object.entries(metrics).map(([name, metric]) => ({ metric: `${module}.${name}`, keyType: metric.keyType }))
    )
    const notIncremental = counters.filter(({ keyType }) => MetricKeyType.isCounterKey(keyType) && !keyType.incremental)
      .map(({ metric }) => metric)
    expect(notIncremental).toEqual([])
    expect(counters.length).toBeGreaterThanOrEqual(11)
  })
})
