/**
 * Sending the library's spans and metrics to an OpenTelemetry collector.
 *
 * Every guard records ordinary Effect metrics (`effect_resilience_retry_retries`,
 * `…_circuit_breaker_transitions`, `…_tool_calls`, …) and opens Effect spans
 * (`effect_resilience.session.generate`, `effect_resilience.tool`, `effect_resilience.turn.run`),
 * so `@effect/opentelemetry`'s `NodeSdk.layer` exports them as they are: no adapter.
 *
 * Needs `@effect/opentelemetry` and the OpenTelemetry SDK packages imported below. Start a collector
 * listening for OTLP over HTTP on localhost:4318, e.g.
 * `docker run -p 4318:4318 otel/opentelemetry-collector`, then `npx tsx examples/opentelemetry.ts`.
 * The agent runs against the embedded fault server (a 503, then a 429), so there are retries to see.
 */
import { Toolkit as AiKit } from "@effect/ai"
import { OpenAiClient, OpenAiLanguageModel } from "@effect/ai-openai"
import * as NodeSdk from "@effect/opentelemetry/NodeSdk"
import { FetchHttpClient } from "@effect/platform"
import { NodeRuntime } from "@effect/platform-node"
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http"
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http"
import { PeriodicExportingMetricReader, type PushMetricExporter } from "@opentelemetry/sdk-metrics"
import { BatchSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base"
import { Console, Effect, Layer, Redacted, Schema } from "effect"
import { Agent, FaultServer, Model, RetrySchedule } from "effect-resilience"
import { pathToFileURL } from "node:url"
import { AiModel, AiToolkit } from "../src/Ai.js"

/** The OpenTelemetry SDK as a layer: spans in batches, metrics every `exportIntervalMillis`. */
export const telemetry = (exporters: {
  readonly spans: SpanExporter
  readonly metrics: PushMetricExporter
  readonly exportIntervalMillis?: number
}) =>
  NodeSdk.layer(() => ({
    resource: { serviceName: "my-agent", serviceVersion: "1.0.0" },
    spanProcessor: new BatchSpanProcessor(exporters.spans),
    metricReader: new PeriodicExportingMetricReader({
      exporter: exporters.metrics,
      exportIntervalMillis: exporters.exportIntervalMillis ?? 10_000
    })
  }))

/** OTLP over HTTP to a collector (default `http://localhost:4318`). */
export const otlp = (endpoint = "http://localhost:4318") =>
  telemetry({
    spans: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    metrics: new OTLPMetricExporter({ url: `${endpoint}/v1/metrics` })
  })

const Lookup = AiToolkit.tool("lookup", {
  description: "Look a word up",
  parameters: { word: Schema.String },
  success: Schema.Struct({ meaning: Schema.String })
})

const toolkit = AiToolkit.toToolkit(AiKit.make(Lookup), {
  lookup: ({ word }) => Effect.succeed({ meaning: `${word}: a word` })
}, { tools: { lookup: { timeout: "5 seconds", idempotent: true } } })

/** An agent turn on @effect/ai-openai, made resilient, against a provider that fails twice. */
export const program = Effect.gen(function*() {
  const server = yield* FaultServer.make({ faults: FaultServer.parseSchedule("503@1,429-no-retry-after@2") })
  const ModelLive = AiModel.layerModel().pipe(
    Layer.provide(AiModel.layerPolicy({
      name: "openai",
      retry: { schedule: RetrySchedule.standard },
      breaker: { consecutiveFailures: 5, openDuration: "30 seconds" }
    })),
    Layer.provide(OpenAiLanguageModel.layer({ model: "gpt-4o-mini", config: { strict: false } })),
    Layer.provide(OpenAiClient.layer({ apiUrl: server.url, apiKey: Redacted.make("sk-local") })),
    Layer.provide(FetchHttpClient.layer)
  )
  const result = yield* Agent.turn({
    history: [new Model.UserMessage({ content: "What does 'resilient' mean?" })],
    toolkit
  }).pipe(Effect.provide(ModelLive), Effect.withSpan("agent.turn"))
  return result.answer.content
}).pipe(Effect.scoped)

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // Closing the layer flushes the last spans and metrics to the collector.
  program.pipe(Effect.flatMap(Console.log), Effect.provide(otlp()), NodeRuntime.runMain)
}
