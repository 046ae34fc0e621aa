/**
 * A `streamText` under a `Policy`'s breaker and bulkhead: the real `@effect/ai-openai` client over a loopback server
 * streaming SSE. The breaker's outcome of a streamed call is decided when its stream ends, and a half-open probe's
 * slot and a bulkhead's permit are held as long as the stream is open.
 */
import { LanguageModel } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Fiber, Layer, Scope, Stream, TestClock } from "effect"
import { Bulkhead, CircuitBreaker, Policy, RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import { STOPPED_BY } from "../src/internal/aiStream.js"
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

/** A whole answer whose events from `from` on wait for `release()`: the provider takes its time there. */
const heldFrom = (from: number) => {
  let release!: () => void
  const until = new Promise<void>((resolve) => {
    release = resolve
  })
  return { answer: { ...Responses.textStream(["Hel", "lo"]), hold: { from, until } }, release }
}

/** Waits (in real time: the request is real) until `server` has received `n` requests. */
const requested = (server: Loopback.Loopback, n: number) =>
  Effect.promise(async () => {
    while (server.requests.length < n) await new Promise((resolve) => setTimeout(resolve, 5))
  })

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

  it.effect("a keyed policy keeps the breaker of a key whose stream is still open: its outcome counts for the key", () =>
    Effect.gen(function*() {
      // the first request's answer stays open (a long answer being written), the others complete
      const server = yield* Loopback.scoped((_, i) => i === 0 ? stillWriting : Responses.textStream(["Hel", "lo"]))
      const keyed = yield* Policy.keyed({ name: "openai", maxKeys: 2 })
      const writing = yield* openStream(guarded(server.url, keyed("gpt-4o")))
      // its call returned its stream long ago: the least recently used key, but its call is not over
      for (const key of ["gpt-4o-mini", "o3"]) {
        expect(Exit.isSuccess(yield* streamOnce(guarded(server.url, keyed(key))))).toBe(true)
      }
      expect(yield* keyed.breakers.keys).toEqual(["gpt-4o", "o3"])
      yield* Scope.close(writing, Exit.void)
      // its consumer stopped reading: the call is over, and its breaker the first to go
      expect(Exit.isSuccess(yield* streamOnce(guarded(server.url, keyed("o1"))))).toBe(true)
      expect(yield* keyed.breakers.keys).toEqual(["o3", "o1"])
    }).pipe(Effect.scoped))

  it.effect("a policy made with a keyed family's breaker keeps it too while its key's stream is open", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped((_, i) => i === 0 ? stillWriting : Responses.textStream(["Hel", "lo"]))
      const family = yield* CircuitBreaker.keyed({ name: "openai", maxKeys: 2 })
      // the policy's first attempt takes no shortcut past the family's count of the key's calls
      const policyFor = (key: string) =>
        Effect.flatMap(family.get(key), (breaker) => Policy.make({ name: "openai", breaker }))
      const writing = yield* openStream(guarded(server.url, yield* policyFor("gpt-4o")))
      for (const key of ["gpt-4o-mini", "o3"]) {
        expect(Exit.isSuccess(yield* streamOnce(guarded(server.url, yield* policyFor(key))))).toBe(true)
      }
      expect(yield* family.keys).toEqual(["gpt-4o", "o3"])
      yield* Scope.close(writing, Exit.void)
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

  // The first output is known to be slow as it comes: a consumer that stops reading there (`Stream.runHead`, an agent
  // that has what it needs) took the slow call out of the count, so a slow-call breaker never opened on such consumers.
  for (const phase of ["Closed", "HalfOpen"] as const) {
    it.effect(`a slow first output is a slow call though its consumer stops reading at it (${phase})`, () =>
      Effect.gen(function*() {
        const { answer, release } = heldFrom(2)
        const server = yield* Loopback.scoped(answer)
        const policy = yield* Policy.make({
          name: "openai",
          breaker: { consecutiveFailures: 1, openDuration: "1 second", slowCallThreshold: "1 second" }
        })
        const layer = guarded(server.url, policy)
        if (phase === "HalfOpen") yield* halfOpened(server, layer)
        server.setHandler(answer)
        const firstDelta = AiModel.streamText({ prompt: "Hi" }).pipe(
          Stream.takeUntil((part) => part.type === "text-delta"),
          Stream.runCollect,
          Effect.provide(layer)
        )
        const consumer = yield* Effect.fork(firstDelta)
        yield* requested(server, server.requests.length + 1)
        yield* TestClock.adjust("2 seconds")
        release()
        expect(Exit.isSuccess(yield* Fiber.await(consumer))).toBe(true)
        expect(yield* policy.breaker!.state).toBe("Open")
      }).pipe(Effect.scoped))
  }

  it.effect("a long answer after a quick first output is no slow call and no timeout", () =>
    Effect.gen(function*() {
      const { answer, release } = heldFrom(3)
      const server = yield* Loopback.scoped(answer)
      const policy = yield* Policy.make({
        name: "openai",
        timeout: "1 second",
        breaker: { consecutiveFailures: 1, slowCallThreshold: "1 second" }
      })
      const seen: Array<string> = []
      const consumer = yield* Effect.fork(
        AiModel.streamText({ prompt: "Hi" }).pipe(
          Stream.runForEach((part) => Effect.sync(() => part.type === "text-delta" && seen.push(part.delta))),
          Effect.provide(guarded(server.url, policy))
        )
      )
      yield* Effect.promise(async () => {
        while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
      })
      yield* TestClock.adjust("2 seconds")
      release()
      expect(Exit.isSuccess(yield* Fiber.await(consumer))).toBe(true)
      expect(seen).toEqual(["Hel", "lo"])
      expect(yield* policy.breaker!.state).toBe("Closed")
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

describe("AiModel: a consumer that stops reading, or fails on its own, frees what the stream held and counts nothing", () => {
  const stream = AiModel.streamText({ prompt: "Hi" })
  const consumers: Record<string, Effect.Effect<unknown, unknown, AiModel.ResilientLanguageModel>> = {
    "Stream.take(1)": Stream.runCollect(Stream.take(stream, 1)),
    "Stream.runHead": Stream.runHead(stream),
    "Effect.timeout around Stream.runCollect": Effect.timeout(Stream.runCollect(stream), "5 seconds"),
    "Stream.timeout": Stream.runCollect(Stream.timeout(stream, "5 seconds")),
    "a Stream.mapEffect that fails": Stream.runCollect(
      Stream.mapEffect(stream, (part) => part.type === "text-delta" ? Effect.fail("mine") : Effect.succeed(part))
    ),
    "a concurrent Stream.mapEffect that dies": Stream.runCollect(
      Stream.mapEffect(
        stream,
        (part) => part.type === "text-delta" ? Effect.dieMessage("mine") : Effect.succeed(part),
        { concurrency: 2 }
      )
    )
  }

  for (const [name, consumer] of Object.entries(consumers)) {
    it.effect(`${name}, on an answer still being written`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped(stillWriting)
        const policy = yield* Policy.make({
          name: "openai",
          bulkhead: { concurrency: 1 },
          breaker: { consecutiveFailures: 1, openDuration: "1 second" }
        })
        const layer = guarded(server.url, policy)
        const consume = Testing.runWithTestClock(Effect.provide(consumer, layer))
        yield* consume
        expect(yield* policy.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
        expect((yield* policy.breaker!.snapshot).state).toEqual({ _tag: "Closed", consecutiveFailures: 0 })
        yield* halfOpened(server, layer)
        server.setHandler(stillWriting)
        yield* consume
        expect(yield* policy.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
        // the probe gave its slot back: the next call is a probe, which closes the breaker
        server.setHandler(Responses.textStream(["Hel", "lo"]))
        expect(Exit.isSuccess(yield* streamOnce(layer))).toBe(true)
        expect(yield* policy.breaker!.state).toBe("Closed")
      }).pipe(Effect.scoped))
  }

  it.effect("the consumer's fiber interrupted after the first output", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(stillWriting)
      const policy = yield* Policy.make({
        name: "openai",
        bulkhead: { concurrency: 1 },
        breaker: { consecutiveFailures: 1 }
      })
      const layer = guarded(server.url, policy)
      const seen: Array<string> = []
      const consumer = yield* Effect.fork(
        AiModel.streamText({ prompt: "Hi" }).pipe(
          Stream.runForEach((part) => Effect.sync(() => part.type === "text-delta" && seen.push(part.delta))),
          Effect.provide(layer)
        )
      )
      yield* Effect.promise(async () => {
        while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
      })
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 1, queued: 0 })
      yield* Fiber.interrupt(consumer)
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
      expect((yield* policy.breaker!.snapshot).state).toEqual({ _tag: "Closed", consecutiveFailures: 0 })
    }).pipe(Effect.scoped))
})

describe("AiModel: policies stacked, each counts a stream that breaks off mid-answer once", () => {
  it.effect("two policies composed into one", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(failsMidAnswer)
      const perModel = yield* Policy.keyed({ name: "per-model", maxKeys: 4, breaker: { consecutiveFailures: 5 } })
      const provider = yield* Policy.make({
        name: "openai",
        bulkhead: { concurrency: 1 },
        breaker: { consecutiveFailures: 5 }
      })
      const both: Policy.Policy = Object.assign(
        <A, E, R>(self: Effect.Effect<A, E, R>) => provider(perModel("gpt-4o-mini")(self)),
        { breaker: provider.breaker, bulkhead: provider.bulkhead }
      )
      yield* streamOnce(guarded(server.url, both))
      expect((yield* (yield* perModel.breakers.get("gpt-4o-mini")).snapshot).state)
        .toEqual({ _tag: "Closed", consecutiveFailures: 1 })
      expect((yield* provider.breaker!.snapshot).state).toEqual({ _tag: "Closed", consecutiveFailures: 1 })
      expect(yield* provider.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
    }).pipe(Effect.scoped))
  // The outer layer classified the inner layer's `Exhausted` after output: a `Fatal`, which its breaker did not count,
  // handed to the consumer in place of the `Exhausted` the inner layer gave up with (as it is before output).
  it.effect("one AiModel layer over another", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(failsMidAnswer)
      const inner = yield* Policy.make({ name: "inner", breaker: { consecutiveFailures: 5 } })
      const outer = yield* Policy.make({ name: "outer", breaker: { consecutiveFailures: 5 } })
      const layer = AiModel.withPolicy(outer, { name: "outer" }).pipe(
        Layer.provide(AiModel.withPolicy(inner, { name: "inner" })),
        Layer.provide(Responses.openAi(server.url))
      )
      const exit = yield* streamOnce(layer)
      const failure = Exit.isFailure(exit) && exit.cause._tag === "Fail" ? exit.cause.error : undefined
      expect(failure).toMatchObject({ _tag: "Exhausted", layer: "inner", stoppedBy: STOPPED_BY })
      expect((yield* inner.breaker!.snapshot).state).toEqual({ _tag: "Closed", consecutiveFailures: 1 })
      expect((yield* outer.breaker!.snapshot).state).toEqual({ _tag: "Closed", consecutiveFailures: 1 })
    }).pipe(Effect.scoped))
})
