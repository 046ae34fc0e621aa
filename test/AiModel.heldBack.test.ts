/**
 * The parts `AiModel`'s `streamText` holds back until its first output (those that open or close a block, and empty
 * deltas), through the real `@effect/ai-openai` and `@effect/ai-anthropic` clients against a loopback server: a stream
 * made of nothing else still reaches its consumer whole, a retry after them shows each once, and a failure after them is
 * retried.
 */
import { LanguageModel, Tool as AiTool, Toolkit as AiKit } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Duration, Effect, Exit, Layer, Schema, Stream } from "effect"
import { RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import * as Anthropic from "./support/anthropicResponses.js"
import { valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

const retry = { schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3)) }

type Provider = (url: string) => Layer.Layer<LanguageModel.LanguageModel, never, never>

/** A tool without parameters, and its handler. */
const Tools = AiKit.make(AiTool.make("now", { success: Schema.String }))
const handlers = Tools.toLayer({ now: () => Effect.succeed("noon") })

const parts = (server: Loopback.Loopback, layer: Layer.Layer<LanguageModel.LanguageModel>) =>
  Testing.runWithTestClock(
    LanguageModel.streamText({ prompt: "Hi", toolkit: Tools }).pipe(
      Stream.runCollect,
      Effect.provide(Layer.merge(layer, handlers))
    )
  ).pipe(Effect.map((run) => ({ run, requests: server.requests.length })))

/** What the consumer reads through the policy, and what it reads from the provider alone, over the same replies. */
const throughPolicyAndRaw = (provider: Provider, replies: ReadonlyArray<Loopback.Sse>, rawReply: Loopback.Sse) =>
  Effect.gen(function*() {
    const server = yield* Loopback.scoped(replies)
    const protectedRun = yield* parts(
      server,
      AiModel.layerPolicy({ retry, timeout: "60 seconds" }).pipe(Layer.provide(provider(server.url)))
    )
    const rawServer = yield* Loopback.scoped(rawReply)
    const rawRun = yield* parts(rawServer, provider(rawServer.url))
    return {
      seen: Chunk.toArray(valueOf(protectedRun.run.exit)),
      raw: Chunk.toArray(valueOf(rawRun.run.exit)),
      requests: protectedRun.requests
    }
  })

interface Event {
  readonly event: string
  readonly data: Record<string, unknown>
}

const event = (type: string, fields: Record<string, unknown>): Event => ({ event: type, data: { type, ...fields } })

/** An OpenAI Responses stream of the given output items' events between `response.created` and its end. */
const openAiStream = (items: ReadonlyArray<Event>, end?: Event): Loopback.Sse => {
  const created = event("response.created", { response: { ...Responses.response([]), status: "in_progress" } })
  const completed = event("response.completed", { response: Responses.response([]) })
  const all = [created, ...items, end ?? completed].map((e, i) => ({ ...e, data: { ...e.data, sequence_number: i } }))
  return Loopback.sse(all)
}

const openAiServerError = event("error", { code: "server_error", message: "The server had an error", param: null })

const openAiEmptyReasoning = (() => {
  const item = { id: "rs_1", type: "reasoning", summary: [] }
  return [
    event("response.output_item.added", { output_index: 0, item }),
    event("response.output_item.done", { output_index: 0, item })
  ]
})()

const openAiEmptyText = [
  event("response.output_item.added", {
    output_index: 0,
    item: { id: "msg_1", type: "message", role: "assistant", status: "in_progress", content: [] }
  }),
  event("response.output_item.done", { output_index: 0, item: Responses.message("") })
]

const openAiParameterlessCall = (() => {
  const call = Responses.functionCall("call_1", "now", {})
  return [
    event("response.output_item.added", { output_index: 0, item: { ...call, arguments: "", status: "in_progress" } }),
    event("response.function_call_arguments.delta", { item_id: call.id, output_index: 0, delta: "{}" }),
    event("response.function_call_arguments.done", { item_id: call.id, output_index: 0, arguments: "{}" }),
    event("response.output_item.done", { output_index: 0, item: call })
  ]
})()

const { messageStart, sseEvent } = Anthropic
const messageEnd = (stopReason: string) => [
  sseEvent("message_delta", { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 15 } }),
  sseEvent("message_stop")
]
const block = (index: number, contentBlock: unknown, deltas: ReadonlyArray<unknown>) => [
  sseEvent("content_block_start", { index, content_block: contentBlock }),
  ...deltas.map((delta) => sseEvent("content_block_delta", { index, delta })),
  sseEvent("content_block_stop", { index })
]

const signature = "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds"
/** A thinking block under `thinking.display: "omitted"`: no text, its signature only. */
const omittedThinking = (index: number) =>
  block(index, { type: "thinking", thinking: "", signature: "" }, [{ type: "signature_delta", signature }])
const redactedThinking = (index: number) =>
  block(index, { type: "redacted_thinking", data: "EmwKAhgBEgy3va3pzix/LafPsn4a" }, [])
const emptyText = (index: number) => block(index, { type: "text", text: "" }, [])
const text = (index: number, pieces: ReadonlyArray<string>) =>
  block(index, { type: "text", text: "" }, pieces.map((text) => ({ type: "text_delta", text })))
const parameterlessToolUse = (index: number) =>
  block(index, { type: "tool_use", id: "toolu_01", name: "now", input: {} }, [{
    type: "input_json_delta",
    partial_json: ""
  }])
const overloaded = sseEvent("error", { error: { type: "overloaded_error", message: "Overloaded" } })
const anthropicStream = (events: ReadonlyArray<Loopback.SseEvent>) => Loopback.sse([messageStart, ...events])

const types = (parts: ReadonlyArray<{ readonly type: string }>) => parts.map((p) => p.type)

describe("AiModel streamText: a stream made only of held-back parts and its finish reaches the consumer whole", () => {
  const cases: ReadonlyArray<readonly [string, Provider, Loopback.Sse]> = [
    ["OpenAI: an empty reasoning item", Responses.openAi, openAiStream(openAiEmptyReasoning)],
    ["OpenAI: an empty message", Responses.openAi, openAiStream(openAiEmptyText)],
    ["OpenAI: a call with {} arguments", Responses.openAi, openAiStream(openAiParameterlessCall)],
    [
      "Anthropic: a thinking block without its text",
      Anthropic.anthropic,
      anthropicStream([...omittedThinking(0), ...messageEnd("end_turn")])
    ],
    [
      "Anthropic: a redacted thinking block",
      Anthropic.anthropic,
      anthropicStream([...redactedThinking(0), ...messageEnd("end_turn")])
    ],
    [
      "Anthropic: an empty text block",
      Anthropic.anthropic,
      anthropicStream([...emptyText(0), ...messageEnd("end_turn")])
    ],
    [
      "Anthropic: a tool without parameters",
      Anthropic.anthropic,
      anthropicStream([...parameterlessToolUse(0), ...messageEnd("tool_use")])
    ]
  ]
  for (const [name, provider, reply] of cases) {
    it.effect(name, () =>
      Effect.gen(function*() {
        const { raw, requests, seen } = yield* throughPolicyAndRaw(provider, [reply], reply)
        expect(types(seen)).toEqual(types(raw))
        expect(seen).toEqual(raw)
        expect(types(seen).at(-1)).toBe("finish")
        expect(requests).toBe(1)
      }).pipe(Effect.scoped))
  }
})

describe("AiModel streamText: a failure after held-back parts, before any output, is retried; the consumer sees each once", () => {
  const cases: ReadonlyArray<readonly [string, Provider, Loopback.Sse, Loopback.Sse]> = [
    [
      "OpenAI: an empty reasoning item, then an error event",
      Responses.openAi,
      openAiStream(openAiEmptyReasoning, openAiServerError),
      openAiStream(openAiEmptyReasoning)
    ],
    [
      "Anthropic: a redacted thinking block, then overloaded_error",
      Anthropic.anthropic,
      anthropicStream([...redactedThinking(0), overloaded]),
      anthropicStream([...redactedThinking(0), ...text(1, ["Hel", "lo"]), ...messageEnd("end_turn")])
    ],
    [
      "Anthropic: a thinking block without its text (display omitted), then overloaded_error",
      Anthropic.anthropic,
      anthropicStream([...omittedThinking(0), overloaded]),
      anthropicStream([...omittedThinking(0), ...text(1, ["Hel", "lo"]), ...messageEnd("end_turn")])
    ],
    [
      "Anthropic: a tool's empty parameters, then overloaded_error before its block ends",
      Anthropic.anthropic,
      anthropicStream([...parameterlessToolUse(0).slice(0, 2), overloaded]),
      anthropicStream([...parameterlessToolUse(0), ...messageEnd("tool_use")])
    ]
  ]
  for (const [name, provider, failing, whole] of cases) {
    it.effect(name, () =>
      Effect.gen(function*() {
        const { raw, requests, seen } = yield* throughPolicyAndRaw(provider, [failing, whole], whole)
        expect(seen).toEqual(raw)
        expect(requests).toBe(2)
      }).pipe(Effect.scoped))
  }
})

describe("AiModel streamText: idleTimeout starts at the first output, not at a held-back part", () => {
  it.effect("a thinking block without its text, then 40 s of silence: the policy's timeout bounds it, not idleTimeout", () =>
    Effect.gen(function*() {
      let release: () => void = () => {}
      const until = new Promise<void>((resolve) => {
        release = resolve
      })
      yield* Effect.forkDaemon(Effect.sleep("40 seconds").pipe(Effect.andThen(() => release())))
      const events = [...omittedThinking(0), ...text(1, ["Hel", "lo"]), ...messageEnd("end_turn")]
      // message_start and the thinking block come at once; the text 40 s later
      const reply = { ...anthropicStream(events), hold: { from: 4, until } } satisfies Loopback.Sse
      const server = yield* Loopback.scoped([reply])
      const layer = AiModel.layerPolicy({ retry, timeout: "60 seconds", idleTimeout: "10 seconds" }).pipe(
        Layer.provide(Anthropic.anthropic(server.url))
      )
      const run = yield* Testing.runWithTestClock(
        LanguageModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(layer))
      )
      expect(types(Chunk.toArray(valueOf(run.exit))).filter((t) => t === "text-delta").length).toBe(2)
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a thinking block without its text, then silence past the policy's timeout: timed out there and retried", () =>
    Effect.gen(function*() {
      const stalled = { ...anthropicStream(omittedThinking(0)), end: "hang" } satisfies Loopback.Sse
      const server = yield* Loopback.scoped([
        stalled,
        anthropicStream([...text(0, ["Hi"]), ...messageEnd("end_turn")])
      ])
      const layer = AiModel.layerPolicy({ retry, timeout: "60 seconds", idleTimeout: "10 seconds" }).pipe(
        Layer.provide(Anthropic.anthropic(server.url))
      )
      const run = yield* Testing.runWithTestClock(
        LanguageModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(layer))
      )
      const seen = Chunk.toArray(valueOf(run.exit))
      expect(types(seen).filter((t) => t.startsWith("reasoning"))).toEqual([])
      expect(server.requests.length).toBe(2)
      // the 60 s timeout, then the first retry's 1 s
      expect(Duration.toMillis(run.elapsed)).toBe(61_000)
      expect(Exit.isSuccess(run.exit)).toBe(true)
    }).pipe(Effect.scoped))
})
