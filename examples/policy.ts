/**
 * A policy around a model call and a tool call: a deadline per attempt, retries with the standard
 * schedule, a circuit breaker per dependency and a bulkhead for the tool.
 *
 * - the model answers 503 once (retried after a short backoff), then answers;
 * - the first run of the `weather` tool hangs: its 2-second deadline interrupts it (the
 *   `AbortSignal` aborts), and the retry gets a fresh deadline.
 *
 * Run it: `npx tsx examples/policy.ts` (about 3 s: one timeout plus backoff).
 */
import { NodeRuntime } from "@effect/platform-node"
import { Console, Effect, Ref } from "effect"
import { Classify, Failure, Policy, RetrySchedule } from "effect-resilience"
import { pathToFileURL } from "node:url"

// A stand-in for a model SDK: the first request fails like an overloaded provider.
const makeModel = Effect.map(
  Ref.make(0),
  (calls) => (prompt: string) =>
    Effect.flatMap(Ref.getAndUpdate(calls, (n) => n + 1), (n) =>
      n === 0
        ? Effect.fail(Object.assign(new Error("503 The server is overloaded"), { status: 503 }))
        : Effect.succeed(`(model) To answer "${prompt}" I will call the weather tool.`))
)

// A stand-in for a tool over HTTP: honours the AbortSignal like `fetch` does; the first call hangs.
const makeWeather = Effect.map(
  Ref.make(0),
  (calls) => (city: string) =>
    Effect.flatMap(Ref.getAndUpdate(calls, (n) => n + 1), (n) =>
      Effect.tryPromise({
        try: (signal) =>
          new Promise<string>((resolve, reject) => {
            signal.addEventListener("abort", () => reject(new Error(`weather(${city}) aborted`)))
            if (n > 0) resolve(`(tool) 18°C and clear in ${city}`)
          }),
        catch: Classify.classify
      }))
)

/** The example as a value. */
export const program = Effect.gen(function*() {
  // Stateful (breaker, bulkhead): make each policy once and share it between calls.
  const modelPolicy = yield* Policy.make({
    name: "model",
    timeout: "60 seconds",
    retry: { schedule: RetrySchedule.standard },
    breaker: { consecutiveFailures: 5, openDuration: "30 seconds" }
  })
  const toolPolicy = yield* Policy.make({
    name: "weather",
    timeout: "2 seconds",
    retry: { schedule: RetrySchedule.standard },
    breaker: { consecutiveFailures: 3 },
    bulkhead: { concurrency: 4, queue: 16 }
  })
  const model = yield* makeModel
  const weather = yield* makeWeather

  const plan = yield* model("What is the weather in Lyon?").pipe(modelPolicy)
  yield* Console.log(plan)
  const forecast = yield* weather("Lyon").pipe(
    toolPolicy,
    // what the model reads when the tool is down for good
    Effect.catchAll((failure: Failure.RetryFailure) => Effect.succeed(`tool failed: ${Failure.describe(failure)}`))
  )
  yield* Console.log(forecast)
  yield* Console.log(`weather breaker: ${yield* toolPolicy.breaker!.state}`)
  return { plan, forecast }
})

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  NodeRuntime.runMain(program)
}
