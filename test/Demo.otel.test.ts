import { describe, expect, it } from "@effect/vitest"
import { AggregationTemporality, type PushMetricExporter, type ResourceMetrics } from "@opentelemetry/sdk-metrics"
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-base"
import { Effect } from "effect"
import { program, telemetry } from "../examples/opentelemetry.js"

// ExportResultCode.SUCCESS of @opentelemetry/core (a transitive dependency only)
const SUCCESS = 0

/** Exporters that keep what they are sent, in place of OTLP to a collector. */
const collecting = () => {
  const spans: Array<ReadableSpan> = []
  const metrics: Array<ResourceMetrics> = []
  const spanExporter: SpanExporter = {
    export: (batch, done) => {
      spans.push(...batch)
      done({ code: SUCCESS })
    },
    shutdown: () => Promise.resolve()
  }
  const metricExporter: PushMetricExporter = {
    export: (batch, done) => {
      metrics.push(batch)
      done({ code: SUCCESS })
    },
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
    selectAggregationTemporality: () => AggregationTemporality.CUMULATIVE
  }
  return { spans, metrics, spanExporter, metricExporter }
}

describe("examples/opentelemetry.ts: the library's spans and metrics through @effect/opentelemetry", () => {
  it.live(
    "exports the session, tool and retry spans and the retry metrics of an agent turn",
    () =>
      Effect.gen(function*() {
        const sink = collecting()
        const answer = yield* program.pipe(
          Effect.provide(telemetry({ spans: sink.spanExporter, metrics: sink.metricExporter }))
        )
        expect(answer.length).toBeGreaterThan(0)

        const names = sink.spans.map((s) => s.name)
        expect(names).toContain("agent.turn")
        expect(names).toContain("effect_resilience.session.generate")
        expect(names).toContain("effect_resilience.tool")
        const attempts = sink.spans.flatMap((s) => {
          const value = s.attributes["effect_resilience.retry.openai.attempts"]
          return value === undefined ? [] : [value]
        })
        expect(attempts).toContain(3) // the 503, the 429, then the answer
        const tool = sink.spans.find((s) => s.name === "effect_resilience.tool")
        expect(tool?.attributes["tool.name"]).toBe("lookup")

        // the last export holds the cumulative values at shutdown
        const last = sink.metrics.at(-1)
        const points = (last?.scopeMetrics ?? []).flatMap((scope) => scope.metrics).flatMap((metric) =>
          metric.dataPoints.map((point) => ({
            name: metric.descriptor.name,
            attributes: point.attributes,
            value: point.value
          }))
        )
        const retries = points.find((p) =>
          p.name === "effect_resilience_retry_retries" && p.attributes.layer === "openai" &&
          p.attributes.tag === "Retryable"
        )
        expect(retries?.value).toBeGreaterThanOrEqual(2)
        expect(points.some((p) => p.name === "effect_resilience_tool_calls" && p.attributes.tool === "lookup")).toBe(
          true
        )
      }),
    60_000
  )
})
