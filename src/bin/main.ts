/**
 * `npm start`: a flaky model endpoint on a loopback HTTP server, called through the retry layer.
 *
 * The server answers 503, then 429 with `retry-after: 1`, then 200. The client is @effect/platform's
 * HttpClient; its errors go to the retry layer unconverted, so the classifier sees what an
 * application would see. Each retry is printed from the layer's own debug log line (the
 * classification and the delay), then the answer.
 *
 * The only place in the package that prints.
 */
import { HttpClient, HttpServer, HttpServerResponse } from "@effect/platform"
import { NodeHttpClient, NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Clock, Console, Duration, Effect, HashMap, Layer, Logger, LogLevel, Ref } from "effect"
import { createServer } from "node:http"
import { Retry, RetrySchedule } from "../index.js"

// The endpoint: each request gets the next scripted answer.
const answers = [
  HttpServerResponse.text("upstream connect error or disconnect/reset before headers", { status: 503 }),
  HttpServerResponse.unsafeJson(
    { error: { type: "rate_limit_error", message: "Number of requests has exceeded your per-minute rate limit" } },
    { status: 429, headers: { "retry-after": "1" } }
  ),
  HttpServerResponse.unsafeJson({ answer: "Paris." })
]

const ServerLive = Layer.unwrapEffect(
  Effect.map(Ref.make(0), (hits) =>
    HttpServer.serve(
      Effect.map(Ref.getAndUpdate(hits, (n) => n + 1), (n) => answers[Math.min(n, answers.length - 1)])
    ))
).pipe(Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })))

// RetrySchedule.standard with a 200 ms base instead of 500 ms, so the demo stays short.
const schedule = RetrySchedule.exponential("200 millis").pipe(
  RetrySchedule.jittered({ kind: "decorrelated" }),
  RetrySchedule.capped("2 seconds"),
  RetrySchedule.respectRetryAfter({ max: "10 seconds" }),
  RetrySchedule.maxRetries(4),
  RetrySchedule.onlyRetryable
)

// Prints the retry layer's debug lines: one per retry, with the classification and the delay.
const retryLines = Logger.make(({ annotations, message }) => {
  if (HashMap.has(annotations, "layer")) {
    globalThis.console.log(`  ${Array.isArray(message) ? message.join(" ") : String(message)}`)
  }
})

const program = Effect.gen(function*() {
  const address = yield* HttpServer.addressFormattedWith(Effect.succeed)
  const url = `${address}/v1/chat/completions`
  yield* Console.log(`a flaky model endpoint at ${url}: 503, then 429 with retry-after: 1, then 200`)
  const client = (yield* HttpClient.HttpClient).pipe(HttpClient.filterStatusOk)
  const call = Effect.gen(function*() {
    const attempt = yield* Retry.CurrentAttempt
    yield* Console.log(`attempt ${attempt}: POST ${url}`)
    const response = yield* client.post(url, { headers: { "x-attempt": String(attempt) } })
    return (yield* response.json) as { readonly answer: string }
  })
  const start = yield* Clock.currentTimeMillis
  const { attempts, value } = yield* Retry.retryWithAttempts(call, { schedule, layer: "model" })
  const elapsed = Duration.millis((yield* Clock.currentTimeMillis) - start)
  yield* Console.log(
    `answer after ${attempts} attempts in ${
      Duration.format(Duration.millis(Math.round(Duration.toMillis(elapsed))))
    }: ${value.answer}`
  )
})

program.pipe(
  Effect.provide(Layer.mergeAll(ServerLive, NodeHttpClient.layerUndici)),
  Effect.provide(Logger.replace(Logger.defaultLogger, retryLines)),
  Logger.withMinimumLogLevel(LogLevel.Debug),
  (effect) => NodeRuntime.runMain(effect, { disablePrettyLogger: true })
)
