/**
 * An agent on `@effect/ai-openai`, made resilient by this library:
 *
 * - `AiModel.layerPolicy` wraps the OpenAI `LanguageModel` with a policy (retries honouring
 *   `retry-after`, a circuit breaker);
 * - `AiModel.layerModel` turns it into the `Model` that `Agent.turn` calls;
 * - `AiToolkit.toToolkit` runs the `@effect/ai` tool with this library's semantics (a timeout
 *   that cancels, failures as results the model reads).
 *
 * So that it runs without an API key, a small local server plays OpenAI's Responses API: it
 * answers 503 once, then asks for the `get_weather` tool, then answers with what the tool said.
 * Against the real API, drop `apiUrl` and set `OPENAI_API_KEY`.
 *
 * Run it: `npx tsx examples/effect-ai.ts` (about 1 s: one `retry-after: 1`).
 * In your project, import `AiModel` and `AiToolkit` from `effect-resilience/ai`.
 */
import { Toolkit as AiKit } from "@effect/ai"
import { OpenAiClient, OpenAiLanguageModel } from "@effect/ai-openai"
import { FetchHttpClient } from "@effect/platform"
import { NodeRuntime } from "@effect/platform-node"
import { Console, Effect, Layer, Redacted, Schema } from "effect"
import { Agent, Model, RetrySchedule } from "effect-resilience"
import { AiModel, AiToolkit } from "effect-resilience/ai"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import { pathToFileURL } from "node:url"

const GetWeather = AiToolkit.tool("get_weather", {
  description: "The current weather in a city",
  parameters: { city: Schema.String },
  success: Schema.Struct({ celsius: Schema.Number, sky: Schema.String })
})

const toolkit = AiToolkit.toToolkit(AiKit.make(GetWeather), {
  get_weather: ({ city }) => Effect.succeed({ celsius: city === "Paris" ? 18 : 11, sky: "clear" })
}, { tools: { get_weather: { timeout: "5 seconds", idempotent: true } } })

// A stand-in for api.openai.com/v1/responses.
const reply = (output: ReadonlyArray<unknown>) => ({
  id: "resp_1",
  object: "response",
  created_at: 1_700_000_000,
  status: "completed",
  error: null,
  incomplete_details: null,
  instructions: null,
  model: "gpt-4o-mini",
  output,
  parallel_tool_calls: true,
  tools: [],
  tool_choice: "auto",
  metadata: null,
  temperature: null,
  top_p: null
})

const script = [
  (res: http.ServerResponse) => {
    res.writeHead(503, { "content-type": "application/json", "retry-after": "1" })
    res.end(JSON.stringify({ error: { type: "server_error", message: "The engine is currently overloaded" } }))
  },
  (res: http.ServerResponse) =>
    res.end(JSON.stringify(reply([{
      type: "function_call",
      id: "fc_1",
      call_id: "call_1",
      name: "get_weather",
      arguments: "{\"city\":\"Paris\"}"
    }]))),
  (res: http.ServerResponse, body: any) => {
    const result = body.input.find((item: any) => item.type === "function_call_output")?.output ?? "{}"
    const text = `In Paris it is ${JSON.parse(result).celsius}°C and clear.`
    res.end(JSON.stringify(reply([{
      type: "message",
      id: "msg_1",
      role: "assistant",
      status: "completed",
      content: [{ type: "output_text", text, annotations: [] }]
    }])))
  }
]

const fakeOpenAi = Effect.acquireRelease(
  Effect.async<http.Server>((resume) => {
    let calls = 0
    const server = http.createServer((req, res) => {
      let body = ""
      req.on("data", (chunk) => body += chunk)
      req.on("end", () => script[Math.min(calls++, script.length - 1)](res, JSON.parse(body)))
    })
    server.listen(0, "127.0.0.1", () => resume(Effect.succeed(server)))
  }),
  (server) =>
    Effect.async<void>((resume) => {
      server.close(() => resume(Effect.void))
    })
)

export const program = Effect.gen(function*() {
  const server = yield* fakeOpenAi
  const OpenAi = OpenAiLanguageModel.layer({ model: "gpt-4o-mini", config: { strict: false } }).pipe(
    Layer.provide(OpenAiClient.layer({
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      apiKey: Redacted.make("sk-local")
    })),
    Layer.provide(FetchHttpClient.layer)
  )
  const ModelLive = AiModel.layerModel().pipe(
    Layer.provide(AiModel.layerPolicy({
      name: "openai",
      retry: { schedule: RetrySchedule.standard },
      breaker: { consecutiveFailures: 5, openDuration: "30 seconds" }
    })),
    Layer.provide(OpenAi)
  )
  const result = yield* Agent.turn({
    history: [new Model.UserMessage({ content: "What's the weather in Paris?" })],
    toolkit
  }).pipe(Effect.provide(ModelLive))
  for (const message of result.history) {
    if (message._tag === "ToolMessage") yield* Console.log(`  tool ${message.toolName} → ${message.content}`)
  }
  yield* Console.log(`answer after ${result.steps} steps: ${result.answer.content}`)
  return result.answer.content
}).pipe(Effect.scoped)

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  NodeRuntime.runMain(program)
}
