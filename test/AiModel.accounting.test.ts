/**
 * What a retry budget and the retry metrics count of an `AiModel` call that fails outside the policy's retry loop: a
 * stream that breaks off after its first output reached the consumer; an answer that does not decode, and what the
 * tools' handlers fail with after the call. The real
 * `@effect/ai-openai` client over a loopback server streaming SSE; waits on TestClock.
 */
import { AiError, Tool as AiTool, Toolkit as AiKit } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Layer, Metric, Schema, Stream } from "effect"
import { Observability, Policy, Retry, RetryBudget, RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import * as Loopback from "./support/loopback.js"

const retry = { schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3)) }

const overloaded = Responses.error(503, { type: "server_error", message: "The engine is currently overloaded" })

/** An answer whose stream fails with a `server_error` event after its first delta: the consumer has seen "Hel". */
const breaksOff = Responses.textStream(["Hel", "lo"], { errorAfter: 1 })

const whole = Responses.textStream(["Hel", "lo"])

/** A token bucket below its top, so that a success shows (10 tokens less the `spent` failures, each costing one). */
const bucket = (name: string) => RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.1, name })

const tokens = (budget: RetryBudget.Budget) =>
  Effect.map(RetryBudget.snapshot(budget), (s) => s._tag === "TokenBucket" ? s.tokens : Number.NaN)

/** Retries the budget was asked for, granted or refused. */
const asked = (name: string) =>
  Effect.map(
    Effect.all([RetryBudget.retriesGranted, RetryBudget.retriesRefused].map((metric) =>
      Metric.value(Metric.tagged(metric, "budget", name))
    )),
    ([granted, refused]) =>
      granted!.count + refused!.count
  )

const model = (url: string, policy: Policy.Policy) =>
  AiModel.withPolicy(policy).pipe(Layer.provide(Responses.openAi(url)))

/** A whole streamed call, read to its end by its consumer: its exit. */
const streamed = (layer: Layer.Layer<AiModel.ResilientLanguageModel>) =>
  Effect.map(
    Testing.runWithTestClock(AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain, Effect.provide(layer))),
    (run) => run.exit
  )

describe("AiModel streams and a retry budget: a stream that breaks off after its output is a failure", () => {
  it.effect("a token bucket is charged one failure for it, no success, and asked for no retry", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(breaksOff)
      const budget = yield* bucket("stream-breaks-off")
      const layer = model(server.url, yield* Policy.make({ name: "openai", retry, budget }))
      expect(Exit.isFailure(yield* streamed(layer))).toBe(true)
      expect(yield* tokens(budget)).toBe(9)
      expect(yield* asked("stream-breaks-off")).toBe(0)
    }).pipe(Effect.scoped))

  it.effect("a stream that completes is one success, counted when it ends", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([breaksOff, whole])
      const budget = yield* bucket("stream-completes")
      const layer = model(server.url, yield* Policy.make({ name: "openai", retry, budget }))
      yield* streamed(layer)
      expect(Exit.isSuccess(yield* streamed(layer))).toBe(true)
      expect(yield* tokens(budget)).toBe(9.1)
    }).pipe(Effect.scoped))

  it.effect("after a retry before output: the 503 and the break each cost one, the one retry granted", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([overloaded, breaksOff])
      const budget = yield* bucket("stream-retried")
      const layer = model(server.url, yield* Policy.make({ name: "openai", retry, budget }))
      expect(Exit.isFailure(yield* streamed(layer))).toBe(true)
      expect(server.requests.length).toBe(2)
      expect(yield* tokens(budget)).toBe(8)
      expect(yield* asked("stream-retried")).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("an AiModel layer over another on the same budget: the break is charged once", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(breaksOff)
      const budget = yield* bucket("stream-nested")
      const inner = yield* Policy.make({ name: "inner", retry, budget })
      const outer = yield* Policy.make({ name: "outer", retry, budget })
      const layer = AiModel.withPolicy(outer).pipe(
        Layer.provide(AiModel.withPolicy(inner)),
        Layer.provide(Responses.openAi(server.url))
      )
      expect(Exit.isFailure(yield* streamed(layer))).toBe(true)
      expect(yield* tokens(budget)).toBe(9)
    }).pipe(Effect.scoped))

  it.effect("an outer layer on the same budget that retries the break (retryExhausted): charged once", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([breaksOff, whole])
      const budget = yield* bucket("stream-retried-outside")
      const layer = model(server.url, yield* Policy.make({ name: "openai", retry, budget }))
      const turn = AiModel.streamText({ prompt: "Hi" }).pipe(
        Stream.runDrain,
        Retry.retry({ ...retry, layer: "turn", retryExhausted: true, budget }),
        Effect.provide(layer)
      )
      expect(Exit.isSuccess((yield* Testing.runWithTestClock(turn)).exit)).toBe(true)
      expect(server.requests.length).toBe(2)
      expect(yield* tokens(budget)).toBe(9.1)
    }).pipe(Effect.scoped))

  it.effect("a consumer that stops reading before the finish: neither a success nor a failure", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([breaksOff, whole])
      const budget = yield* bucket("stream-stopped")
      const layer = model(server.url, yield* Policy.make({ name: "openai", retry, budget }))
      yield* streamed(layer)
      const head = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(
          Stream.filter((part) => part.type === "text-delta"),
          Stream.runHead,
          Effect.provide(layer)
        )
      )
      expect(Exit.isSuccess(head.exit)).toBe(true)
      expect(yield* tokens(budget)).toBe(9)
    }).pipe(Effect.scoped))
})

/** The metrics of `layer` that one call of `effect` changed, and the failure it ended with. */
const counted = <A, E>(layer: string, effect: Effect.Effect<A, E>) =>
  Effect.gen(function*() {
    const before = yield* Observability.snapshot
    const run = yield* Testing.runWithTestClock(effect)
    const changed = Observability.diff(before, yield* Observability.snapshot)
    return {
      failure: Exit.isFailure(run.exit) && run.exit.cause._tag === "Fail" ? run.exit.cause.error : undefined,
      metrics: changed.filter((s) => s.labels.layer === layer).map(Observability.format)
    }
  })

const fatalAfterA503 = (layer: string) => [
  `effect_resilience_retry_attempts{layer="${layer}"} 2`,
  `effect_resilience_retry_failures{layer="${layer}",tag="Fatal"} 1`,
  `effect_resilience_retry_failures{layer="${layer}",tag="Retryable"} 1`,
  `effect_resilience_retry_give_ups{layer="${layer}",tag="Fatal"} 1`,
  `effect_resilience_retry_retries{layer="${layer}",tag="Retryable"} 1`
]

const Charge = AiTool.make("charge", { parameters: { cents: Schema.Number }, success: Schema.String })
const Charges = AiKit.make(Charge)
const charging = Charges.toLayer({ charge: () => Effect.succeed("charged") })

describe("AiModel: an answer that does not decode is a failed attempt of the layer (decoded inside the call)", () => {
  const Person = Schema.Struct({ name: Schema.String, year: Schema.Number })

  it.effect("generateObject whose object does not match its schema, after a retried 503: Fatal, not retried", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        overloaded,
        Responses.ok(Responses.message(JSON.stringify({ name: "Ada", year: "the year of Ada" })))
      ])
      const layer = AiModel.layerPolicy({ name: "openai-object", retry }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const call = AiModel.generateObject({ prompt: "Who?", schema: Person, objectName: "person" })
      const { failure, metrics } = yield* counted("openai-object", call.pipe(Effect.provide(layer)))
      expect(failure).toMatchObject({ _tag: "Fatal", reason: expect.stringContaining("MalformedOutput") })
      expect(metrics).toEqual(fatalAfterA503("openai-object"))
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("generateText whose tool call's arguments its tool's schema rejects: the handler never runs", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        overloaded,
        Responses.ok(Responses.functionCall("call_1", "charge", { cents: "five" }))
      ])
      const layer = AiModel.layerPolicy({ name: "openai-arguments", retry }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const call = AiModel.generateText({ prompt: "Charge me", toolkit: Charges })
      const { failure, metrics } = yield* counted(
        "openai-arguments",
        call.pipe(Effect.provide(Layer.merge(layer, charging)))
      )
      expect(failure).toMatchObject({ _tag: "Fatal", reason: expect.stringContaining("MalformedOutput") })
      expect(metrics).toEqual(fatalAfterA503("openai-arguments"))
    }).pipe(Effect.scoped))
})

describe("AiModel: what a tool's handler fails with after the model call is the handler's", () => {
  // A tool that asks another model (a sub-agent) fails with that model's AiError, declared as its failure.
  const Summarize = AiTool.make("summarize", {
    parameters: { cents: Schema.Number },
    success: Schema.String,
    failure: AiError.AiError
  })
  const Summaries = AiKit.make(Summarize)
  const subModelFailed = new AiError.UnknownError({
    module: "SubAgent",
    method: "summarize",
    description: "Rate limit reached for gpt-4o-mini. Please try again in 2s."
  })
  const summarizing = Summaries.toLayer({ summarize: () => Effect.fail(subModelFailed) })
  const answer = Responses.ok(Responses.functionCall("call_1", "summarize", { cents: 5 }))

  it.effect("generateText: the handler's own AiError passes untouched, and is no failure of the model's layer", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(answer)
      const layer = AiModel.layerPolicy({ name: "openai-handler", retry }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const call = AiModel.generateText({ prompt: "Summarize", toolkit: Summaries })
      const { failure, metrics } = yield* counted(
        "openai-handler",
        call.pipe(Effect.provide(Layer.merge(layer, summarizing)))
      )
      expect(Cause.originalError(failure)).toBe(subModelFailed)
      expect(metrics).toEqual(["effect_resilience_retry_attempts{layer=\"openai-handler\"} 1"])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("streamText: the same", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(Responses.callStream("call_1", "summarize", { cents: 5 }))
      const layer = AiModel.layerPolicy({ name: "openai-handler-stream", retry }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const call = AiModel.streamText({ prompt: "Summarize", toolkit: Summaries }).pipe(Stream.runDrain)
      const { failure, metrics } = yield* counted(
        "openai-handler-stream",
        call.pipe(Effect.provide(Layer.merge(layer, summarizing)))
      )
      expect(Cause.originalError(failure)).toBe(subModelFailed)
      expect(metrics).toEqual(["effect_resilience_retry_attempts{layer=\"openai-handler-stream\"} 1"])
    }).pipe(Effect.scoped))

  it.effect("a result the handler's own schema rejects is the toolkit's failure: classified, Fatal", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(answer)
      const layer = AiModel.layerPolicy({ name: "openai-result", retry }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const wrongResult = Summaries.toLayer({ summarize: () => Effect.succeed(42 as unknown as string) })
      const call = AiModel.generateText({ prompt: "Summarize", toolkit: Summaries })
      const { failure } = yield* counted("openai-result", call.pipe(Effect.provide(Layer.merge(layer, wrongResult))))
      expect(failure).toMatchObject({ _tag: "Fatal", reason: expect.stringContaining("MalformedInput") })
    }).pipe(Effect.scoped))
})
