/**
 * What a retry budget and the retry metrics count of an `AiModel` call that fails outside the policy's retry loop: a
 * stream that breaks off after its first output reached the consumer. The real
 * `@effect/ai-openai` client over a loopback server streaming SSE; waits on TestClock.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer, Metric, Stream } from "effect"
import { Policy, RetryBudget, RetrySchedule, Testing } from "effect-resilience"
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
