/**
 * A `streamText` under a `Policy`'s breaker and bulkhead: the real `@effect/ai-openai` client over a loopback server
 * streaming SSE. The breaker's outcome of a streamed call is decided when its stream ends, and a half-open probe's
 * slot and a bulkhead's permit are held as long as the stream is open.
 */
import { LanguageModel } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer, Scope, Stream, TestClock } from "effect"
import { Bulkhead, CircuitBreaker, Policy, RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import * as Loopback from "./support/loopback.js"
import { streamedText } from "./support/streamed.js"

/** The model behind `policy` (made once: every layer built from it shares its breaker and bulkhead). */
const guarded = (url: string, policy: Policy.Policy) =>
  AiModel.withPolicy(policy, { name: "openai" }).pipe(Layer.provide(Responses.openAi(url)))

/** An answer that stops after its first delta and stays open, as a long answer still being written. */
const stillWriting = (() => {
  const answer = Responses.textStream(["Hel", "lo"])
  return { ...answer, events: answer.events.slice(0, 3), end: "hang" as const }
})()

/** An answer whose stream fails with an error event after its first delta: the consumer has seen "Hel". */
const failsMidAnswer = Responses.textStream(["Hel", "lo"], { errorAfter: 1 })

/**
 * A consumer that has read a stream's first text delta and keeps the stream open: closing the scope it returns stops
 * reading (the consumer's early stop).
 */
const openStream = (layer: Layer.Layer<AiModel.ResilientLanguageModel, never, never>) =>
  Effect.gen(function*() {
    const scope = yield* Scope.make()
    const pull = yield* Scope.extend(
      Stream.toPull(AiModel.streamText({ prompt: "Hi" }).pipe(Stream.provideLayer(layer))),
      scope
    )
    let delta = false
    while (!delta) {
      const chunk = yield* pull
      for (const part of chunk) if (part.type === "text-delta") delta = true
    }
    return scope
  })

/** A whole streamed call, its retries' waits on TestClock: its exit. */
const streamOnce = (layer: Layer.Layer<AiModel.ResilientLanguageModel, never, never>) =>
  Effect.map(
    Testing.runWithTestClock(AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain, Effect.provide(layer))),
    (run) => run.exit
  )

const rejectedBy = (exit: Exit.Exit<unknown, unknown>): "breaker" | "bulkhead" | "other" => {
  if (Exit.isSuccess(exit) || exit.cause._tag !== "Fail") return "other"
  const e = exit.cause.error as { _tag?: string; last?: unknown }
  if (Bulkhead.isBulkheadRejection(e)) return "bulkhead"
  const failure = e._tag === "Exhausted" ? e.last : e
  return CircuitBreaker.isOpenRejection(failure) ? "breaker" : "other"
}

/** A breaker that one failure opens for a second: a 503, then the second passes on TestClock. */
const halfOpened = (server: Loopback.Loopback, layer: Layer.Layer<AiModel.ResilientLanguageModel>) =>
  Effect.gen(function*() {
    server.setHandler(Responses.error(503, { message: "The engine is currently overloaded" }))
    yield* streamOnce(layer)
    yield* TestClock.adjust("1 second")
  })

describe("AiModel.layerPolicy: the breaker counts a streamed call when its stream ends", () => {
  // The policy's paths to its breaker: the retry layer's shortcut while closed, the breaker's own handlers (under a
  // timeout), its timed path (with a slow-call threshold), and a keyed family's breaker.
  const breakers = {
    "a plain policy": { breaker: { consecutiveFailures: 2, openDuration: "1 minute" } },
    "a timeout and retries": {
      timeout: "1 minute",
      retry: { schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(2)) },
      breaker: { consecutiveFailures: 2, openDuration: "1 minute" }
    },
    "a slow-call threshold": {
      breaker: { consecutiveFailures: 2, openDuration: "1 minute", slowCallThreshold: "1 minute" }
    }
  } satisfies Record<string, Policy.Options>

  for (const [name, options] of Object.entries(breakers)) {
    it.effect(`streams that all break off after their first delta open the breaker (${name}); the next sends nothing`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped(failsMidAnswer)
        const policy = yield* Policy.make({ name: "openai", ...options })
        const layer = guarded(server.url, policy)
        for (let i = 0; i < 2; i++) {
          const { run, seen } = yield* streamedText(layer)
          expect(Exit.isFailure(run.exit)).toBe(true)
          expect(seen).toEqual(["Hel"])
        }
        expect(yield* policy.breaker!.state).toBe("Open")
        expect(rejectedBy(yield* streamOnce(layer))).toBe("breaker")
        expect(server.requests.length).toBe(2)
      }).pipe(Effect.scoped))
  }

  it.effect("a keyed policy's breaker counts streams that break off after their first delta", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(failsMidAnswer)
      const keyed = yield* Policy.keyed({ name: "openai", maxKeys: 4, breaker: { consecutiveFailures: 2 } })
      const layer = guarded(server.url, keyed("gpt-4o-mini"))
      for (let i = 0; i < 2; i++) yield* streamOnce(layer)
      expect(yield* (yield* keyed.breakers.get("gpt-4o-mini")).state).toBe("Open")
      expect(rejectedBy(yield* streamOnce(layer))).toBe("breaker")
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("streams that complete are successes: a breaker between them and failures stays closed", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped((_, i) =>
        i % 2 === 0 ? failsMidAnswer : Responses.textStream(["Hel", "lo"])
      )
      const policy = yield* Policy.make({ name: "openai", breaker: { consecutiveFailures: 2 } })
      const layer = guarded(server.url, policy)
      for (let i = 0; i < 6; i++) yield* streamOnce(layer)
      expect((yield* policy.breaker!.snapshot).state).toEqual({ _tag: "Closed", consecutiveFailures: 0 })
    }).pipe(Effect.scoped))

  it.effect("a half-open probe whose stream fails after its first delta opens the breaker again", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(failsMidAnswer)
      const policy = yield* Policy.make({
        name: "openai",
        breaker: { consecutiveFailures: 1, openDuration: "1 second" }
      })
      const layer = guarded(server.url, policy)
      yield* halfOpened(server, layer)
      server.setHandler(failsMidAnswer)
      const { run, seen } = yield* streamedText(layer)
      expect(Exit.isFailure(run.exit)).toBe(true)
      expect(seen).toEqual(["Hel"])
      expect(yield* policy.breaker!.state).toBe("Open")
    }).pipe(Effect.scoped))

  it.effect("a half-open probe holds its slot while its stream is open: a second caller is rejected unsent", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(stillWriting)
      const policy = yield* Policy.make({
        name: "openai",
        breaker: { consecutiveFailures: 1, openDuration: "1 second" }
      })
      const layer = guarded(server.url, policy)
      yield* halfOpened(server, layer)
      server.setHandler(stillWriting)
      const probe = yield* openStream(layer)
      expect(yield* policy.breaker!.state).toBe("HalfOpen")
      expect(rejectedBy(yield* streamOnce(layer))).toBe("breaker")
      expect(server.requests.length).toBe(2)
      // The consumer stops reading: no failure of the dependency, and no success either. The slot is free again.
      yield* Scope.close(probe, Exit.void)
      expect(yield* policy.breaker!.state).toBe("HalfOpen")
      server.setHandler(Responses.textStream(["Hel", "lo"]))
      expect(Exit.isSuccess(yield* streamOnce(layer))).toBe(true)
      expect(yield* policy.breaker!.state).toBe("Closed")
      expect(server.requests.length).toBe(3)
    }).pipe(Effect.scoped))

  it.effect("a consumer that stops reading early is not a failure: a closed breaker counts nothing", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(stillWriting)
      const policy = yield* Policy.make({ name: "openai", breaker: { consecutiveFailures: 1 } })
      const layer = guarded(server.url, policy)
      for (let i = 0; i < 2; i++) yield* Scope.close(yield* openStream(layer), Exit.void)
      expect(yield* policy.breaker!.state).toBe("Closed")
      expect((yield* policy.breaker!.snapshot).state).toEqual({ _tag: "Closed", consecutiveFailures: 0 })
    }).pipe(Effect.scoped))

  it.effect("a failure-ratio breaker counts streams that break off mid-answer", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(failsMidAnswer)
      const policy = yield* Policy.make({
        name: "openai",
        breaker: { failureRatio: 0.5, minimumThroughput: 4, samplingDuration: "1 minute" }
      })
      const layer = guarded(server.url, policy)
      for (let i = 0; i < 4; i++) yield* streamOnce(layer)
      expect(yield* policy.breaker!.state).toBe("Open")
    }).pipe(Effect.scoped))
})

describe("AiModel.withPolicy: a provider stream that dies after its first delta", () => {
  // A provider package that throws mid-stream (a defect, not a typed failure): the call's outcome all the same, judged
  // as any call's defect is. Made with LanguageModel.make, as a provider package makes its model.
  const dying = LanguageModel.make({
    generateText: () => Effect.dieMessage("unused"),
    streamText: () =>
      Stream.concat(
        Stream.make(
          { type: "text-start", id: "t1" },
          { type: "text-delta", id: "t1", delta: "Hel" }
        ) as Stream.Stream<any>,
        Stream.die(new Error("socket hang up"))
      )
  })

  it.effect("a half-open probe whose stream dies mid-answer opens the breaker again", () =>
    Effect.gen(function*() {
      const breaker = yield* CircuitBreaker.make({
        name: "openai",
        restore: { breaker: "openai", state: { _tag: "HalfOpen", openings: 1 } }
      })
      const policy = yield* Policy.make({ name: "openai", breaker })
      const layer = AiModel.withPolicy(policy).pipe(Layer.provide(Layer.effect(LanguageModel.LanguageModel, dying)))
      const { run, seen } = yield* streamedText(layer)
      expect(Exit.isFailure(run.exit)).toBe(true)
      expect(seen).toEqual(["Hel"])
      expect(yield* breaker.state).toBe("Open")
    }))
})

describe("AiModel.layerPolicy: a bulkhead holds its permit while the stream is open", () => {
  it.effect("concurrency 1: a second stream is rejected while the first is still being written, admitted after", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(stillWriting)
      const policy = yield* Policy.make({ name: "openai", bulkhead: { concurrency: 1 } })
      const layer = guarded(server.url, policy)
      const first = yield* openStream(layer)
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 1, queued: 0 })
      expect(rejectedBy(yield* streamOnce(layer))).toBe("bulkhead")
      expect(server.requests.length).toBe(1)
      yield* Scope.close(first, Exit.void)
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
      server.setHandler(Responses.textStream(["Hel", "lo"]))
      expect(Exit.isSuccess(yield* streamOnce(layer))).toBe(true)
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
    }).pipe(Effect.scoped))
})
