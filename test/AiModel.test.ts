import { LanguageModel, Tool as AiTool, Toolkit as AiKit } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Duration, Effect, Exit, Layer, Schedule, Schema, Stream } from "effect"
import type { Failure } from "effect-resilience"
import { Observability, Options, Policy, RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import { STOPPED_BY } from "../src/internal/aiStream.js"
import * as Responses from "./support/aiResponses.js"
import { invalidOption, valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"
import { streamedText } from "./support/streamed.js"

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${String(exit.value)}`)
  if (exit.cause._tag !== "Fail") throw new Error(`expected a typed failure, got ${String(exit.cause)}`)
  return exit.cause.error
}

// Three retries, 1 s doubling, the server's retry-after honoured: every wait is virtual.
const retry = {
  schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3), RetrySchedule.respectRetryAfter())
}

const resilient = (url: string, options: Parameters<typeof AiModel.layerPolicy>[0] = { retry }) =>
  AiModel.layerPolicy(options).pipe(Layer.provide(Responses.openAi(url)))

const overloaded = Responses.error(503, { type: "server_error", message: "The engine is currently overloaded" }, {
  "retry-after": "2"
})

describe("AiModel.layerPolicy: generateText", () => {
  it.effect("a 503 with retry-after, then success: retried after the server's delay, two requests", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([overloaded, Responses.ok(Responses.message("Hello!"))])
      const run = yield* Testing.runWithTestClock(
        LanguageModel.generateText({ prompt: "Say hello" }).pipe(Effect.provide(resilient(server.url)))
      )
      expect(valueOf(run.exit).text).toBe("Hello!")
      expect(server.requests.length).toBe(2)
      expect(Duration.toMillis(run.elapsed)).toBeGreaterThanOrEqual(2000)
      expect(Responses.bodies(server)[1].input).toEqual(Responses.bodies(server)[0].input)
    }).pipe(Effect.scoped))

  it.effect("a 400 is Fatal and not retried", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.error(400, { type: "invalid_request_error", message: "Unsupported value: 'temperature'" }),
        Responses.ok(Responses.message("never sent"))
      ])
      const run = yield* Testing.runWithTestClock(
        AiModel.generateText({ prompt: "Hi" }).pipe(Effect.provide(resilient(server.url)))
      )
      const failure = failureOf(run.exit)
      expect(failure._tag).toBe("Fatal")
      expect(failure._tag === "Fatal" && failure.status).toBe(400)
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a 401 is Permanent: the typed accessor lets the caller catch it by tag", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(
        Responses.error(401, {
          type: "invalid_request_error",
          code: "invalid_api_key",
          message: "Incorrect API key provided: sk-test-****"
        })
      )
      const outcome = yield* AiModel.generateText({ prompt: "Hi" }).pipe(
        Effect.map((response) => response.text),
        Effect.catchTag("Permanent", (e) => Effect.succeed(`stopped: ${e.status}`)),
        Effect.provide(resilient(server.url))
      )
      expect(outcome).toBe("stopped: 401")
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a server that stays down: Exhausted after 4 attempts, each classified Retryable (HTTP 503)", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(overloaded)
      const run = yield* Testing.runWithTestClock(
        LanguageModel.generateText({ prompt: "Hi" }).pipe(
          Effect.provide(resilient(server.url, { name: "openai", retry }))
        )
      )
      const failure = failureOf(run.exit) as unknown as Failure.RetryFailure
      expect(failure._tag).toBe("Exhausted")
      if (failure._tag !== "Exhausted") return
      expect(failure.layer).toBe("openai")
      expect(failure.attempts.map((a) => [a.failure._tag, a.failure.status])).toEqual(
        Array.from({ length: 4 }, () => ["Retryable", 503])
      )
      expect(server.requests.length).toBe(4)
    }).pipe(Effect.scoped))

  it.effect("the breaker opens after 2 failed calls: the third never reaches the server", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(Responses.error(500, { message: "Internal error" }))
      const layer = resilient(server.url, { breaker: { consecutiveFailures: 2, openDuration: "30 seconds" } })
      const tags = yield* Effect.gen(function*() {
        const call = AiModel.generateText({ prompt: "Hi" }).pipe(Effect.flip, Effect.map((e) => e._tag))
        return [yield* call, yield* call, yield* call]
      }).pipe(Effect.provide(layer))
      expect(tags).toEqual(["Exhausted", "Exhausted", "Exhausted"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("generateObject: a 502, then the object", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.error(502, { message: "Bad gateway" }),
        Responses.ok(Responses.message(JSON.stringify({ name: "Ada", year: 1815 })))
      ])
      const Person = Schema.Struct({ name: Schema.String, year: Schema.Number })
      const run = yield* Testing.runWithTestClock(
        AiModel.generateObject({ prompt: "Who?", schema: Person, objectName: "person" }).pipe(
          Effect.provide(resilient(server.url))
        )
      )
      expect(valueOf(run.exit).value).toEqual({ name: "Ada", year: 1815 })
      expect(server.requests.length).toBe(2)
      expect(Responses.bodies(server)[1].text.format).toMatchObject({ type: "json_schema", name: "person" })
    }).pipe(Effect.scoped))

  it.effect("tool handlers run once, after the protected call: a handler error is not retried", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        overloaded,
        Responses.ok(Responses.functionCall("call_1", "charge", { cents: 500 })),
        Responses.ok(Responses.message("never sent"))
      ])
      const Charge = AiTool.make("charge", {
        parameters: { cents: Schema.Number },
        success: Schema.String,
        failure: Schema.String
      })
      const Tools = AiKit.make(Charge)
      let charges = 0
      const handlers = Tools.toLayer({
        charge: () =>
          Effect.suspend(() => {
            charges++
            return Effect.fail("card declined")
          })
      })
      const run = yield* Testing.runWithTestClock(
        AiModel.generateText({ prompt: "Charge me", toolkit: Tools }).pipe(
          Effect.provide(Layer.merge(resilient(server.url), handlers))
        )
      )
      expect(failureOf(run.exit)).toBe("card declined")
      expect(charges).toBe(1)
      expect(server.requests.length).toBe(2)
      expect(Responses.bodies(server)[1].tools).toMatchObject([{ type: "function", name: "charge" }])
    }).pipe(Effect.scoped))

  it("options are checked when layerPolicy is called", () => {
    expect(() => AiModel.layerPolicy({ timeout: -1 })).toThrow(Options.InvalidOptionError)
    expect(() => AiModel.layerPolicy({ timeout: -1 })).toThrow(/"timeout"/)
    expect(() => AiModel.layerPolicy({ name: "" })).toThrow(/"name"/)
    // read as the default, "policy", in every message, log and metric
    expect(() => AiModel.layerPolicy({ name: null as never })).toThrow(/"name"/)
    const policy = Effect.runSync(Policy.make({ retry }))
    expect(() => AiModel.withPolicy(policy, { name: null as never })).toThrow(/"name"/)
  })

  it.effect("make and withPolicy check their policy when called", () =>
    Effect.gen(function*() {
      const model = {} as LanguageModel.Service // never reached: the policy is refused first
      const cases: ReadonlyArray<readonly [() => unknown, string]> = [
        [() => AiModel.make(model, { retry } as never), `got {"retry"`],
        [() => AiModel.make(model, Policy.make({ retry }) as never), "not an Effect (run it first: yield* it)"],
        [() => AiModel.withPolicy({ retry } as never), "(AiModel.layerPolicy takes a policy's options)"],
        [() => AiModel.withPolicy(Policy.make({ retry }) as never), "not an Effect (run it first: yield* it)"]
      ]
      for (const [construct, detail] of cases) {
        const thrown = invalidOption(construct)
        expect((thrown as Options.InvalidOptionError).option).toBe("policy")
        expect((thrown as Error).message).toContain(
          `Invalid option "policy": expected a Policy made by yield* Policy.make(…)`
        )
        expect((thrown as Error).message).toContain(detail)
      }
      const policy = yield* Policy.make({ retry })
      expect(() => AiModel.make(model, policy)).not.toThrow()
      expect(() => AiModel.withPolicy(policy)).not.toThrow()
      // a misspelt option is named, not read as absent (the stream's Exhausted was then named "policy")
      expect(() => AiModel.make(model, policy, { nmae: "openai" } as any)).toThrow(/"nmae": expected no option/)
      expect(() => AiModel.withPolicy(policy, { layer: "openai" } as any)).toThrow(/"layer"/)
      expect(() => AiModel.withPolicy(policy, "openai" as any)).toThrow(/"options"/)
      expect(() => AiModel.withPolicy(policy, { name: "openai" })).not.toThrow()
    }))
})

const deltas = (parts: Chunk.Chunk<{ readonly type: string }>) =>
  Chunk.toArray(parts).flatMap((p) => p.type === "text-delta" ? [(p as unknown as { delta: string }).delta] : [])

describe("AiModel.layerPolicy: streamText", () => {
  it.effect("an error event before any output: retried unseen, the consumer reads the text once", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.textStream(["Hel", "lo"], { errorAfter: 0 }),
        Responses.textStream(["Hel", "lo"])
      ])
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(resilient(server.url)))
      )
      const parts = valueOf(run.exit)
      expect(deltas(parts)).toEqual(["Hel", "lo"])
      expect(Chunk.toArray(parts).filter((p) => p.type === "response-metadata").length).toBe(1)
      expect(Chunk.toArray(parts).some((p) => p.type === "error")).toBe(false)
      expect(server.requests.length).toBe(2)
      expect(Duration.toMillis(run.elapsed)).toBeGreaterThanOrEqual(1000)
    }).pipe(Effect.scoped))

  it.effect("a reasoning item with no summary is no output: an error event after it, before any text, is retried", () =>
    Effect.gen(function*() {
      // a reasoning model (o4-mini, gpt-5) streams its reasoning item without a summary unless one is asked for:
      // `reasoning-start` and `reasoning-end`, with no text between them, before the answer's message
      const reasoningFirst = (stream: Loopback.Sse): Loopback.Sse => {
        const item = { id: "rs_1", type: "reasoning", summary: [] }
        const reasoning = [
          { event: "response.output_item.added", data: { type: "response.output_item.added", output_index: 0, item } },
          { event: "response.output_item.done", data: { type: "response.output_item.done", output_index: 0, item } }
        ].map((e) => ({ ...e, data: { ...e.data, sequence_number: 1 } }))
        const [created, ...rest] = stream.events
        return { ...stream, events: [created, ...reasoning, ...rest] }
      }
      const server = yield* Loopback.scoped([
        reasoningFirst(Responses.textStream(["Hel", "lo"], { errorAfter: 0 })),
        reasoningFirst(Responses.textStream(["Hel", "lo"]))
      ])
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(resilient(server.url)))
      )
      const parts = Chunk.toArray(valueOf(run.exit))
      expect(deltas(Chunk.fromIterable(parts))).toEqual(["Hel", "lo"])
      expect(parts.filter((p) => p.type === "reasoning-start").length).toBe(1)
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("a 503 on the stream request is retried like any call", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([overloaded, Responses.textStream(["Hi", "!"])])
      const run = yield* Testing.runWithTestClock(
        LanguageModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(resilient(server.url)))
      )
      expect(deltas(valueOf(run.exit))).toEqual(["Hi", "!"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("an error event after output reached the consumer: no retry, Exhausted saying why", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.textStream(["Hel", "lo"], { errorAfter: 1 }),
        Responses.textStream(["never"])
      ])
      const { run, seen } = yield* streamedText(resilient(server.url, { name: "openai", retry }))
      const failure = failureOf(run.exit)
      expect(failure._tag).toBe("Exhausted")
      if (failure._tag !== "Exhausted") return
      expect(failure.stoppedBy).toBe(STOPPED_BY)
      expect(failure.layer).toBe("openai")
      expect(failure.last.reason).toContain("The server had an error")
      expect(seen).toEqual(["Hel"])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a mid-stream context_length_exceeded is ContextOverflow, not retried", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(
        Responses.textStream(["x"], {
          errorAfter: 0,
          error: { code: "context_length_exceeded", message: "Your input exceeds the context window of this model" }
        })
      )
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain, Effect.provide(resilient(server.url)))
      )
      expect(failureOf(run.exit)._tag).toBe("ContextOverflow")
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a stream that drops mid-flight before output is retried", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.destroy({ status: 200, headers: { "content-type": "text/event-stream" }, partial: "event: resp" }),
        Responses.textStream(["ok"])
      ])
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(
          Stream.runCollect,
          Effect.provide(resilient(server.url, { retry: { schedule: Schedule.spaced("1 second") } }))
        )
      )
      expect(deltas(valueOf(run.exit))).toEqual(["ok"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))
})

describe("AiModel.layerPolicy: streams that end without their finish part", () => {
  it.effect("OpenAI's error event with its error nested, which @effect/ai-openai skips: retried, not taken for an answer", () =>
    Effect.gen(function*() {
      // https://github.com/ndycode/oc-codex-multi-auth/issues/138: the `error` event as OpenAI sends it
      const opened = Responses.textStream(["never"]).events.slice(0, 2)
      const nested = {
        event: "error",
        data: {
          type: "error",
          sequence_number: 2,
          error: {
            type: "server_error",
            code: "server_error",
            message: "An error occurred while processing your request. You can retry your request.",
            param: null
          }
        }
      }
      const server = yield* Loopback.scoped([Loopback.sse([...opened, nested]), Responses.textStream(["Hel", "lo"])])
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(resilient(server.url)))
      )
      expect(deltas(valueOf(run.exit))).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("a body that ends cleanly after output but before the finish: Exhausted, not a short answer", () =>
    Effect.gen(function*() {
      const cut = Responses.textStream(["Hel", "lo"]).events.slice(0, 3)
      const server = yield* Loopback.scoped([Loopback.sse(cut), Responses.textStream(["never"])])
      const { run, seen } = yield* streamedText(resilient(server.url))
      const failure = failureOf(run.exit)
      expect(failure._tag === "Exhausted" && [failure.stoppedBy, failure.last.reason]).toEqual([
        STOPPED_BY,
        "the stream ended without its finish part: it was cut short"
      ])
      expect(seen).toEqual(["Hel"])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))
})

describe("AiModel.layerPolicy: streamText after output", () => {
  it.effect("a stall after the first delta outlives the policy's timeout; a timeout between parts ends it", () =>
    Effect.gen(function*() {
      // the README's advice: the policy's attempt ends at the first output, so its `timeout` is spent by then
      const stalled = Responses.textStream(["Hel", "lo"])
      const server = yield* Loopback.scoped({ ...stalled, events: stalled.events.slice(0, 3), end: "hang" as const })
      const layer = resilient(server.url, { retry, timeout: "10 seconds" })
      const unbounded = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain, Effect.timeout("30 seconds"), Effect.provide(layer))
      )
      expect(failureOf(unbounded.exit)._tag).toBe("TimeoutException")
      expect(Duration.toMillis(unbounded.elapsed)).toBe(30_000)
      const idle = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(
          Stream.timeoutFail(() => "no part for 10 seconds", "10 seconds"),
          Stream.runDrain,
          Effect.provide(layer)
        )
      )
      expect(failureOf(idle.exit)).toBe("no part for 10 seconds")
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("a stream that drops after output: Exhausted, the drop classified Retryable", () =>
    Effect.gen(function*() {
      const first = Responses.textStream(["Hel", "lo"])
      const server = yield* Loopback.scoped({ ...first, events: first.events.slice(0, 3), end: "destroy" as const })
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain, Effect.provide(resilient(server.url)))
      )
      const failure = failureOf(run.exit)
      expect(failure._tag === "Exhausted" && [failure.stoppedBy, failure.last.reason]).toEqual([
        STOPPED_BY,
        "the stream dropped mid-flight (OpenAiClient.streamRequest)"
      ])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("after output, the Exhausted lists the attempt the policy's timeout ended before it, as the retry layer counted it", () =>
    Effect.gen(function*() {
      // the first request never answers (timed out at 10 s, retried); the second drops after its first delta
      const first = Responses.textStream(["Hel", "lo"])
      const server = yield* Loopback.scoped([
        Loopback.hang,
        { ...first, events: first.events.slice(0, 3), end: "destroy" as const }
      ])
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(
          Stream.runDrain,
          Effect.provide(resilient(server.url, { retry, timeout: "10 seconds" }))
        )
      )
      const failure = failureOf(run.exit)
      expect(server.requests.length).toBe(2)
      expect(failure._tag === "Exhausted" && failure.attempts.map(({ attempt, failure }) => [attempt, failure.reason]))
        .toEqual([[1, "timed out after 10s"], [2, "the stream dropped mid-flight (OpenAiClient.streamRequest)"]])
    }).pipe(Effect.scoped))

  it.effect("a stream that fails after output is a failure and a give-up of the layer in its metrics", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(Responses.textStream(["Hel", "lo"], { errorAfter: 1 }))
      const layer = AiModel.layerPolicy({ name: "openai-after-output", retry }).pipe(
        Layer.provide(Responses.openAi(server.url))
      )
      const before = yield* Observability.snapshot
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain, Effect.provide(layer))
      )
      expect(failureOf(run.exit)._tag).toBe("Exhausted")
      const changed = Observability.diff(before, yield* Observability.snapshot)
      expect(changed.filter((s) => s.labels.layer === "openai-after-output").map(Observability.format)).toEqual([
        "effect_resilience_retry_attempts{layer=\"openai-after-output\"} 1",
        "effect_resilience_retry_failures{layer=\"openai-after-output\",tag=\"Retryable\"} 1",
        "effect_resilience_retry_give_ups{layer=\"openai-after-output\",tag=\"Exhausted\"} 1"
      ])
    }).pipe(Effect.scoped))
})

describe("AiModel: the layer a stream that fails after output is named and counted under", () => {
  // One layer per policy: its retry layer's (`retry.layer`, else its name), as for its other give-ups
  const afterOutput = (layer: Layer.Layer<any, never, LanguageModel.LanguageModel>, layers: ReadonlyArray<string>) =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([overloaded, Responses.textStream(["Hel", "lo"], { errorAfter: 1 })])
      const before = yield* Observability.snapshot
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(
          Stream.runDrain,
          Effect.provide(layer.pipe(Layer.provide(Responses.openAi(server.url))))
        )
      )
      const failure = failureOf(run.exit)
      const changed = Observability.diff(before, yield* Observability.snapshot)
      return {
        layer: failure._tag === "Exhausted" ? failure.layer : failure._tag,
        attempts: failure._tag === "Exhausted" ? failure.attempts.length : 0,
        metrics: changed.filter((s) => layers.includes(s.labels.layer as string)).map(Observability.format)
      }
    })

  const counted = (layer: string) => [
    `effect_resilience_retry_attempts{layer="${layer}"} 2`,
    `effect_resilience_retry_failures{layer="${layer}",tag="Retryable"} 2`,
    `effect_resilience_retry_give_ups{layer="${layer}",tag="Exhausted"} 1`,
    `effect_resilience_retry_retries{layer="${layer}",tag="Retryable"} 1`
  ]

  it.effect("withPolicy of a named policy, no name given: the policy's name", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({ name: "named-openai", retry })
      expect(yield* afterOutput(AiModel.withPolicy(policy), ["named-openai", "policy"])).toEqual({
        layer: "named-openai",
        attempts: 2,
        metrics: counted("named-openai")
      })
    }).pipe(Effect.scoped))

  it.effect("layerPolicy with a retry.layer: that layer, as the policy's retry layer's give-ups", () =>
    Effect.gen(function*() {
      const layer = AiModel.layerPolicy({ name: "provider-openai", retry: { ...retry, layer: "model-calls" } })
      expect(yield* afterOutput(layer, ["provider-openai", "model-calls"])).toEqual({
        layer: "model-calls",
        attempts: 2,
        metrics: counted("model-calls")
      })
    }).pipe(Effect.scoped))

  it.effect("a name given to withPolicy is the stream's layer, as before", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({ name: "given-policy", retry })
      const { layer } = yield* afterOutput(AiModel.withPolicy(policy, { name: "given-stream" }), [])
      expect(layer).toBe("given-stream")
    }).pipe(Effect.scoped))
})
