import { LanguageModel } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Exit, Layer, Stream } from "effect"
import { Model, Policy, RetrySchedule, Testing, Timeout } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import { STOPPED_BY } from "../src/internal/aiStream.js"
import * as Responses from "./support/aiResponses.js"
import * as Anthropic from "./support/anthropicResponses.js"
import { invalidOption, valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"
import { streamedText } from "./support/streamed.js"

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${String(exit.value)}`)
  if (exit.cause._tag !== "Fail") throw new Error(`expected a typed failure, got ${String(exit.cause)}`)
  return exit.cause.error
}

const retry = { schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3)) }

/** "Hel", then nothing: the connection stays open with no further event. */
const stalledAfterOutput = (): Loopback.Sse => {
  const answer = Responses.textStream(["Hel", "lo"])
  return { ...answer, events: answer.events.slice(0, 3), end: "hang" }
}

/** The whole answer, the events from `from` on held back until `delay` of virtual time has passed. */
const heldBack = (from: number, delay: Duration.DurationInput) =>
  Effect.gen(function*() {
    let release: () => void = () => {}
    const until = new Promise<void>((resolve) => {
      release = resolve
    })
    yield* Effect.forkDaemon(Effect.sleep(delay).pipe(Effect.andThen(() => release())))
    return { ...Responses.textStream(["Hel", "lo"]), hold: { from, until } } satisfies Loopback.Sse
  })

/** An answer of `@effect/ai-anthropic`'s that stalls after "Hel". */
const anthropicStalled = (): Loopback.Sse => Anthropic.textStream(["Hel"], { cut: "hang" })

/** The responses `server` has not finished, once a client's close had (real) time to reach it: at most ~2 s. */
const unfinishedSettled = (server: Loopback.Loopback) =>
  Effect.promise(async () => {
    for (let i = 0; i < 200 && server.unfinished() > 0; i++) await new Promise((r) => setTimeout(r, 10))
    return server.unfinished()
  })

const deltas = (parts: ReadonlyArray<{ readonly type: string; readonly delta?: string }>) =>
  parts.flatMap((part) => part.type === "text-delta" ? [part.delta] : [])

describe("AiModel idleTimeout: a stream that stalls after its first output", () => {
  it.effect("without it the stall outlives the policy's timeout; with it the stream fails after idleTimeout", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([stalledAfterOutput(), Responses.textStream(["never"])])
      const layer = AiModel.layerPolicy({ retry, timeout: "60 seconds", idleTimeout: "10 seconds" }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const { run, seen } = yield* streamedText(layer)
      const failure = failureOf(run.exit)
      expect(failure._tag === "Exhausted" && [failure.stoppedBy, failure.last.reason]).toEqual([
        STOPPED_BY,
        "the stream stalled: no part for 10s"
      ])
      expect(failure._tag === "Exhausted" && Timeout.isTimeout(failure.last)).toBe(true)
      expect(seen).toEqual(["Hel"])
      expect(Duration.toMillis(run.elapsed)).toBe(10_000)
      // after output a retry would show "Hel" twice: one request
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("the breaker counts the stall as a failure: the next call is rejected without a request", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([stalledAfterOutput(), Responses.textStream(["never"])])
      const layer = AiModel.layerPolicy({
        idleTimeout: "5 seconds",
        breaker: { consecutiveFailures: 1, openDuration: "1 minute" }
      }).pipe(Layer.provide(Responses.openAi(server.url)))
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          const first = yield* Effect.exit(AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain))
          const second = yield* Effect.exit(AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain))
          return [first, second] as const
        }).pipe(Effect.provide(layer))
      )
      const [first, second] = valueOf(run.exit)
      expect(failureOf(first)._tag).toBe("Exhausted")
      const rejected = failureOf(second)
      expect(rejected._tag === "Exhausted" && rejected.last.reason).toMatch(/circuit breaker .* is open/)
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("the bulkhead's permit is given back at the stall: a second stream runs after it", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([stalledAfterOutput(), Responses.textStream(["Hi", "!"])])
      const layer = AiModel.layerPolicy({ idleTimeout: "5 seconds", bulkhead: { concurrency: 1, queue: 0 } }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          yield* Effect.exit(AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain))
          return yield* AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect)
        }).pipe(Effect.provide(layer))
      )
      expect(deltas([...valueOf(run.exit)])).toEqual(["Hi", "!"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("under layerModel({ stream: true }) the stalled stream is retried whole", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([stalledAfterOutput(), Responses.textStream(["Hel", "lo"])])
      const layer = AiModel.layerModel({ stream: true }).pipe(
        Layer.provide(AiModel.layerPolicy({ retry, idleTimeout: "10 seconds" })),
        Layer.provide(Responses.openAi(server.url))
      )
      const run = yield* Testing.runWithTestClock(
        Effect.flatMap(Model.Model, (model) =>
          model.generate({ history: [new Model.UserMessage({ content: "Hi" })], tools: [] })).pipe(
            Effect.provide(layer)
          )
      )
      expect(valueOf(run.exit).content).toBe("Hello")
      expect(server.requests.length).toBe(2)
      // the stall (10 s), then the schedule's first delay (1 s)
      expect(Duration.toMillis(run.elapsed)).toBe(11_000)
    }).pipe(Effect.scoped))
})

describe("AiModel idleTimeout: the stalled connection", () => {
  for (
    const [provider, stalled, model] of [
      ["@effect/ai-openai", stalledAfterOutput, Responses.openAi],
      [
        "@effect/ai-openai with openAiStreamFailures",
        stalledAfterOutput,
        (url: string) => Responses.openAi(url, AiModel.openAiStreamFailures)
      ],
      ["@effect/ai-anthropic", anthropicStalled, Anthropic.anthropic]
    ] as const
  ) {
    it.effect(`${provider}: the server sees it closed at the stall, while the consumer goes on`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped([stalled()])
        const layer = AiModel.layerPolicy({ idleTimeout: "5 seconds" }).pipe(Layer.provide(model(server.url)))
        const run = yield* Testing.runWithTestClock(
          AiModel.streamText({ prompt: "Hi" }).pipe(
            Stream.runDrain,
            // the consumer does not end with the failure: the provider's response must not wait for it
            Effect.catchAll((failure) => Effect.map(unfinishedSettled(server), (open) => ({ failure, open }))),
            Effect.provide(layer)
          )
        )
        const { failure, open } = valueOf(run.exit) as { failure: unknown; open: number }
        expect(Timeout.isTimeout((failure as { last?: unknown }).last)).toBe(true)
        expect(open).toBe(0)
      }).pipe(Effect.scoped))
  }
})

describe("AiModel idleTimeout: what it leaves alone", () => {
  it.effect("silence before the first output is the policy timeout's to bound (a model reasoning first)", () =>
    Effect.gen(function*() {
      // the first delta (event 2) comes 40 s after the response opened: four idle timeouts, within the policy's timeout
      const server = yield* Loopback.scoped(yield* heldBack(2, "40 seconds"))
      const layer = AiModel.layerPolicy({ retry, timeout: "60 seconds", idleTimeout: "10 seconds" }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const { run, seen } = yield* streamedText(layer)
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(seen).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a pause shorter than idleTimeout between parts: the stream completes", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(yield* heldBack(3, "9 seconds"))
      const layer = AiModel.layerPolicy({ idleTimeout: "10 seconds" }).pipe(Layer.provide(Responses.openAi(server.url)))
      const { run, seen } = yield* streamedText(layer)
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(seen).toEqual(["Hel", "lo"])
      expect(Duration.toMillis(run.elapsed)).toBe(9_000)
    }).pipe(Effect.scoped))

  it.effect("a consumer slower than idleTimeout between reads (20 s a part), directly or behind Stream.buffer", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(Responses.textStream(["Hel", "lo", " there"]))
      const layer = AiModel.layerPolicy({ idleTimeout: "10 seconds" }).pipe(Layer.provide(Responses.openAi(server.url)))
      const slowly = <E, R>(stream: Stream.Stream<{ readonly type: string }, E, R>) =>
        stream.pipe(Stream.mapEffect((part) => Effect.as(Effect.sleep("20 seconds"), part.type)), Stream.runCollect)
      for (
        const read of [
          slowly,
          <E, R>(s: Stream.Stream<{ readonly type: string }, E, R>) =>
            slowly(s.pipe(Stream.rechunk(1), Stream.buffer({ capacity: 1 })))
        ]
      ) {
        const run = yield* Testing.runWithTestClock(
          read(AiModel.streamText({ prompt: "Hi" })).pipe(Effect.provide(layer))
        )
        expect([...valueOf(run.exit)]).toContain("finish")
      }
    }).pipe(Effect.scoped))

  it.effect("withPolicy takes it too; Infinity is no limit", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([stalledAfterOutput(), stalledAfterOutput()])
      const policy = yield* Policy.make({})
      const bounded = AiModel.withPolicy(policy, { idleTimeout: "3 seconds" }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const stalled = yield* streamedText(bounded)
      expect(failureOf(stalled.run.exit)._tag).toBe("Exhausted")
      expect(Duration.toMillis(stalled.run.elapsed)).toBe(3_000)
      const unbounded = AiModel.withPolicy(policy, { idleTimeout: Duration.infinity }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain, Effect.timeout("1 hour"), Effect.provide(unbounded))
      )
      expect(failureOf(run.exit)._tag).toBe("TimeoutException")
    }).pipe(Effect.scoped))
})

describe("AiModel idleTimeout: options", () => {
  it("a zero, negative or malformed idleTimeout throws naming it, in every constructor", () => {
    const policy = Effect.runSync(Policy.make({}))
    for (const bad of [0, -1, "soon", Number.NaN]) {
      const input = bad as Duration.DurationInput
      expect(invalidOption(() => AiModel.layerPolicy({ idleTimeout: input })).option).toBe("idleTimeout")
      expect(invalidOption(() => AiModel.withPolicy(policy, { idleTimeout: input })).option).toBe("idleTimeout")
    }
    expect(invalidOption(() => AiModel.layerPolicy({ idelTimeout: "5 seconds" } as never)).option).toBe("idelTimeout")
    expect(invalidOption(() => AiModel.withPolicy(policy, { idelTimeout: "5 seconds" } as never)).option).toBe(
      "idelTimeout"
    )
  })

  it.effect("make checks it when called", () =>
    Effect.gen(function*() {
      const model = yield* LanguageModel.LanguageModel
      const policy = yield* Policy.make({})
      expect(invalidOption(() => AiModel.make(model, policy, { idleTimeout: "-5 seconds" })).option).toBe("idleTimeout")
    }).pipe(Effect.provide(Responses.openAi("http://127.0.0.1:9"))))
})
