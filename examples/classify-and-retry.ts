/**
 * Classify and retry: a model call that fails the way real providers fail, wrapped in the retry
 * layer with the toolkit's default schedule.
 *
 * - a 503 and a 429 (with `retry-after: 1`) are `Retryable`: the layer waits and tries again,
 *   honouring the server's hint;
 * - "prompt is too long" is a `ContextOverflow`: it is not retried, it passes through with its own
 *   tag and the caller compacts the history.
 *
 * Run it: `npx tsx examples/classify-and-retry.ts` (a few seconds of backoff: the first wait is drawn at
 * random up to 2 s, the second is at least the server's 1 s).
 */
import { NodeRuntime } from "@effect/platform-node"
import { Console, Duration, Effect, Ref } from "effect"
import { Failure, Retry, RetrySchedule } from "effect-resilience"
import { pathToFileURL } from "node:url"

// The shape the openai and anthropic SDKs throw: the HTTP status, the response headers and the
// provider's error body. The classifier reads them structurally, whatever the class.
class ProviderError extends Error {
  override readonly name = "APIError"
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly error: unknown,
    message: string
  ) {
    super(message)
  }
}

const overloaded = new ProviderError(
  503,
  {},
  { error: { type: "server_error", message: "upstream connect error" } },
  "503 upstream connect error"
)
const rateLimited = new ProviderError(
  429,
  { "retry-after": "1" },
  { error: { type: "rate_limit_error", message: "Number of request tokens has exceeded your per-minute rate limit" } },
  "429 rate limit exceeded"
)
const tooLong = new ProviderError(
  400,
  {},
  {
    type: "error",
    error: { type: "invalid_request_error", message: "prompt is too long: 210000 tokens > 200000 maximum" }
  },
  "400 prompt is too long: 210000 tokens > 200000 maximum"
)

// A stand-in for a model client: answers with the scripted replies in order, one per call.
const fakeModel = (replies: ReadonlyArray<ProviderError | string>) =>
  Effect.map(Ref.make(0), (calls) => (_prompt: string) =>
    Effect.flatMap(Ref.getAndUpdate(calls, (n) => n + 1), (n) => {
      const reply = replies[Math.min(n, replies.length - 1)]
      return typeof reply === "string" ? Effect.succeed(reply) : Effect.fail(reply)
    }))

const ask = (model: (prompt: string) => Effect.Effect<string, ProviderError>, prompt: string) =>
  model(prompt).pipe(
    Retry.retryWithAttempts({ schedule: RetrySchedule.standard, layer: "model" }),
    Effect.tap(({ failures }) =>
      Effect.forEach(failures, (a) =>
        Console.log(
          `  attempt ${a.attempt}: ${Failure.describe(a.failure)} -> waited ${
            a.delay === undefined ? "-" : `${Math.round(Duration.toMillis(a.delay))} ms`
          }`
        ))
    ),
    Effect.map(({ attempts, value }) => `answer after ${attempts} attempts: ${value}`),
    Effect.catchTag("ContextOverflow", (e) =>
      Effect.succeed(`context overflow (${e.tokens} tokens, limit ${e.limit}): compact the history and ask again`))
  )

/** The example as a value: the test runs it under `TestClock`. */
export const program = Effect.gen(function*() {
  const flaky = yield* fakeModel([overloaded, rateLimited, "Paris."])
  const first = yield* ask(flaky, "What is the capital of France?")
  yield* Console.log(first)
  const overflowing = yield* fakeModel([tooLong])
  const second = yield* ask(overflowing, "Summarise these 3 000 pages.")
  yield* Console.log(second)
  return { first, second }
})

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  NodeRuntime.runMain(program)
}
