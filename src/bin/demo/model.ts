/**
 * The model: `@effect/ai-openai` pointed at the fault server, behind a `Policy`
 * (`AiModel.withPolicy`), adapted to this library's `Model` (`AiModel.layerModel`, streaming, so
 * dropped streams and mid-stream errors reach the policy).
 *
 * Two taps make the run visible: the HTTP client reports each request with the attempt number the
 * retry layer is on (`Retry.CurrentAttempt`), and the `Model` reports each call and its answer.
 */
import { OpenAiClient, OpenAiLanguageModel } from "@effect/ai-openai"
import { FetchHttpClient, HttpClient } from "@effect/platform"
import { Effect, Layer, Redacted, Ref } from "effect"
import { AiModel } from "../../Ai.js"
import { Failure, Model, type Policy, Retry } from "../../index.js"
import { compact } from "./events.js"
import type { Reporter } from "./reporter.js"

export interface Calls {
  readonly model: Ref.Ref<number>
}

const describeAnswer = (message: Model.AssistantMessage): string =>
  message.toolCalls.length > 0
    ? `tool calls ${message.toolCalls.map((c) => `${c.name}(${c.arguments})`).join(", ")}`
    : `text "${message.content}"`

const tapped = (reporter: Reporter) => (client: HttpClient.HttpClient) =>
  client.pipe(
    HttpClient.tapRequest((request) =>
      Effect.flatMap(Retry.CurrentAttempt, (attempt) =>
        reporter.emit("attempt", `#${attempt} ${request.method} ${new URL(request.url).pathname}`))
    )
  )

const describeFailure = (e: unknown, verbose: boolean): string => {
  if (Failure.isExhausted(e)) {
    return `${e.layer} gave up after ${e.attempts.length} attempts${
      e.stoppedBy === undefined ? "" : ` (${e.stoppedBy})`
    }; the last: ${compact(e.last.message, verbose)}`
  }
  return compact(typeof e === "object" && e !== null && "message" in e ? String(e.message) : String(e), verbose)
}

/** The `Model` service, observed: each call numbered, each answer shown as the model gave it. */
const observed = (reporter: Reporter, calls: Calls) =>
  Layer.effect(
    Model.Model,
    Effect.map(Model.Model, (inner): Model.Service => ({
      generate: (request) =>
        Effect.gen(function*() {
          const n = yield* Ref.updateAndGet(calls.model, (k) => k + 1)
          yield* reporter.emit(
            "step",
            `model call ${n}: ${request.history.length} messages, ${request.tools.length} tools`
          )
          reporter.status(`model call ${n}`)
          const answer = yield* inner.generate(request).pipe(
            Effect.tapError((e) => reporter.emit("gave-up", reporter.fit(describeFailure(e, reporter.verbose), 140)))
          )
          yield* reporter.emit("answer", reporter.fit(describeAnswer(answer)))
          return answer
        })
    }))
  )

export const layer = (options: {
  readonly url: string
  readonly policy: Policy.Policy
  readonly reporter: Reporter
  readonly calls: Calls
}): Layer.Layer<Model.Model> =>
  observed(options.reporter, options.calls).pipe(
    Layer.provide(AiModel.layerModel({ stream: true })),
    Layer.provide(AiModel.withPolicy(options.policy, { name: "openai" })),
    Layer.provide(OpenAiLanguageModel.layer({ model: "gpt-4o-mini", config: { strict: false } })),
    Layer.provide(OpenAiClient.layer({
      apiUrl: options.url,
      apiKey: Redacted.make("sk-demo-0000"),
      transformClient: tapped(options.reporter)
    })),
    Layer.provide(FetchHttpClient.layer)
  )
