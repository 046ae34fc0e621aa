/**
 * FaultServer's Anthropic Messages API (`POST /v1/messages`) against the real clients: `@anthropic-ai/sdk` (no retries
 * of its own) and `@effect/ai-anthropic`'s model over `fetch`. The error bodies, headers and stream events are those
 * recorded in test/fixtures (payloads.ts, payloads.majors.ts, payloads.claude.ts, streamErrors.ts).
 */
import Anthropic from "@anthropic-ai/sdk"
import type { MessageParam, Tool as AnthropicTool } from "@anthropic-ai/sdk/resources/messages"
import { LanguageModel, Toolkit } from "@effect/ai"
import { AnthropicClient, AnthropicTool as ProviderTools, Generated } from "@effect/ai-anthropic"
import { describe, expect, it } from "@effect/vitest"
import { Cause, Chunk, Duration, Effect, Either, Exit, Layer, Option, Schema, Stream } from "effect"
import { Classify, FaultServer, RetrySchedule } from "effect-resilience"
import { anthropic } from "./support/anthropicResponses.js"
import { retryAfterMs } from "./support/common.js"
import * as Shared from "./support/faultServerAi.js"

const caught = (p: Promise<unknown>): Promise<unknown> => p.then(() => undefined, (e: unknown) => e)

const client = (server: FaultServer.Service, apiKey = "sk-ant-test-0001") =>
  new Anthropic({ baseURL: server.anthropicUrl, apiKey, maxRetries: 0 })

const user = (content: string): Array<MessageParam> => [{ role: "user", content }]

const weather: AnthropicTool = {
  name: "get_weather",
  description: "The weather in a city",
  input_schema: {
    type: "object",
    properties: { city: { type: "string" }, days: { type: "integer" } },
    required: ["city", "days"]
  }
}

/** A request's parameters: `messages`, and `tools` where given. */
const requestOf = (messages: Array<MessageParam>, tools: Array<AnthropicTool> | undefined) => ({
  model: "claude-sonnet-4-5",
  max_tokens: 1024,
  messages,
  ...(tools === undefined ? {} : { tools })
})

const create = (c: Anthropic, messages: Array<MessageParam> = user("Hi"), tools?: Array<AnthropicTool>) =>
  c.messages.create(requestOf(messages, tools))

/** The SDK's own stream accumulator: what `messages.stream(…).finalMessage()` assembles from the events. */
const streamed = (c: Anthropic, messages: Array<MessageParam> = user("Hi"), tools?: Array<AnthropicTool>) =>
  c.messages.stream(requestOf(messages, tools)).finalMessage()

const textOf = (m: Anthropic.Message) => m.content.flatMap((b) => b.type === "text" ? [b.text] : []).join("")

describe("FaultServer: Anthropic's Messages API with @anthropic-ai/sdk", () => {
  it.scoped("answers scripted text, streaming and not, and records each request (x-api-key, system, blocks)", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("Hello there, agent."), FaultServer.text("Second reply.")])
      })
      expect(server.anthropicUrl).toBe(`http://127.0.0.1:${server.port}`)
      const c = client(server)
      const first = yield* Effect.promise(() =>
        c.messages.create({
          model: "claude-sonnet-4-5",
          max_tokens: 1024,
          system: "You are terse.".repeat(10),
          messages: [{ role: "user", content: [{ type: "text", text: "Say hello" }] }]
        })
      )
      expect(first).toMatchObject({
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "text", text: "Hello there, agent." }],
        stop_reason: "end_turn",
        usage: { output_tokens: 5 }
      })
      expect(first.id).toMatch(/^msg_[0-9a-f]{8}$/)
      // the `request-id` header, read by the SDK
      expect(first._request_id).toMatch(/^req_[0-9a-f]{8}$/)
      const second = yield* Effect.promise(() => streamed(c, user("Again")))
      expect(textOf(second)).toBe("Second reply.")
      expect(second.stop_reason).toBe("end_turn")
      expect(second.usage.output_tokens).toBe(4)
      const requests = yield* server.requests
      expect(requests.map((r) => [r.index, r.path, r.api, r.stream, r.status, r.lastUserText, r.key])).toEqual([
        [1, "/v1/messages", "messages", false, 200, "Say hello", "…0001"],
        [2, "/v1/messages", "messages", true, 200, "Again", "…0001"]
      ])
      // the top-level system prompt counts: (140 + 9) / 4
      expect(requests[0]!.estimatedTokens).toBe(38)
      expect(first.usage.input_tokens).toBe(38)
      expect(yield* server.stats).toEqual({ requests: 2, replies: 2, faults: {} })
    }))

  it.scoped("a tool call round trip: tool_use blocks with toolu_ ids, then the answer to the tool_result", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ seed: 7 })
      const c = client(server)
      for (const mode of ["json", "stream"] as const) {
        const history = user(`Weather in Oslo? (${mode})`)
        const first = mode === "json"
          ? yield* Effect.promise(() => create(c, history, [weather]))
          : yield* Effect.promise(() => streamed(c, history, [weather]))
        expect(first.stop_reason).toBe("tool_use")
        const uses = first.content.flatMap((b) => b.type === "tool_use" ? [b] : [])
        expect(uses).toHaveLength(1)
        const use = uses[0]!
        expect(use.name).toBe("get_weather")
        expect(use.id).toMatch(/^toolu_[0-9a-f]{8}$/)
        const input = use.input as { city: unknown; days: unknown }
        expect(typeof input.city).toBe("string")
        expect(Number.isInteger(input.days)).toBe(true)
        const followUp: Array<MessageParam> = [
          ...history,
          { role: "assistant", content: first.content },
          {
            role: "user",
            content: [{ type: "tool_result", tool_use_id: use.id, content: "{\"temperature\":21}" }]
          }
        ]
        const answer = yield* Effect.promise(() => create(c, followUp, [weather]))
        expect(answer.stop_reason).toBe("end_turn")
        expect(textOf(answer)).toBe("Done. get_weather returned {\"temperature\":21}.")
      }
      const requests = yield* server.requests
      expect(requests.map((r) => [r.reply?._tag, r.messages, r.lastUserText])).toEqual([
        ["ToolCalls", 1, "Weather in Oslo? (json)"],
        ["Text", 3, "Weather in Oslo? (json)"],
        ["ToolCalls", 1, "Weather in Oslo? (stream)"],
        ["Text", 3, "Weather in Oslo? (stream)"]
      ])
    }))

  it.scoped("scripted parallel tool calls: one tool_use block each, streamed as input_json_delta", () =>
    Effect.gen(function*() {
      const calls = FaultServer.toolCalls([
        { name: "a", arguments: { x: 1 } },
        { name: "b", arguments: { y: "a long argument of several slices" }, id: "toolu_given" }
      ])
      const server = yield* FaultServer.make({ model: FaultServer.scripted([calls]) })
      const c = client(server)
      for (const message of [yield* Effect.promise(() => create(c)), yield* Effect.promise(() => streamed(c))]) {
        expect(message.stop_reason).toBe("tool_use")
        expect(message.content).toMatchObject([
          { type: "tool_use", name: "a", input: { x: 1 } },
          { type: "tool_use", id: "toolu_given", name: "b", input: { y: "a long argument of several slices" } }
        ])
      }
    }))

  const httpFaults: ReadonlyArray<{
    readonly fault: FaultServer.FaultSpec
    readonly status: number
    readonly type: string | undefined
    readonly says: string
    readonly tag: string
    readonly retryAfterMs?: number
  }> = [
    { fault: "429", status: 429, type: "rate_limit_error", says: "rate limit", tag: "Retryable", retryAfterMs: 1000 },
    {
      fault: { _tag: "RateLimit", retryAfter: "2500 millis", header: "retry-after-ms" },
      status: 429,
      type: "rate_limit_error",
      says: "rate limit",
      tag: "Retryable",
      retryAfterMs: 2500
    },
    { fault: "429-no-retry-after", status: 429, type: "rate_limit_error", says: "rate limit", tag: "Retryable" },
    { fault: "500", status: 500, type: "api_error", says: "Internal server error", tag: "Retryable" },
    { fault: "502", status: 502, type: undefined, says: "502 Bad Gateway", tag: "Retryable" },
    { fault: "503", status: 503, type: undefined, says: "upstream connect error", tag: "Retryable" },
    { fault: "529", status: 529, type: "overloaded_error", says: "Overloaded", tag: "Retryable" },
    { fault: "401", status: 401, type: "authentication_error", says: "invalid x-api-key", tag: "Permanent" },
    { fault: "quota", status: 400, type: "invalid_request_error", says: "credit balance is too low", tag: "Permanent" },
    {
      fault: "overflow",
      status: 400,
      type: "invalid_request_error",
      says: "prompt is too long: 8193 tokens > 8192 maximum",
      tag: "ContextOverflow"
    },
    // a request that does not stream gets the HTTP error of the stream's
    { fault: "stream-error", status: 500, type: "api_error", says: "Internal server error", tag: "Retryable" }
  ]

  for (const { fault, retryAfterMs: hint, says, status, tag, type } of httpFaults) {
    const name = Shared.faultName(fault)
    it.scoped(`${name}: Anthropic's ${status} ${type ?? "(not JSON)"}, classified ${tag}`, () =>
      Effect.gen(function*() {
        const server = yield* FaultServer.make({ faults: { schedule: [{ at: 1, fault }] } })
        const error = yield* Effect.promise(() => caught(create(client(server))))
        expect(error).toBeInstanceOf(Anthropic.APIError)
        const e = error as InstanceType<typeof Anthropic.APIError>
        expect(e.status).toBe(status)
        expect(e.headers?.get("request-id")).toMatch(/^req_[0-9a-f]{8}$/)
        if (type !== undefined) {
          // Anthropic's envelope, its request_id the header's
          expect(e.error).toMatchObject({ type: "error", error: { type }, request_id: e.headers?.get("request-id") })
          expect(e.requestID).toBe(e.headers?.get("request-id"))
        }
        expect(e.message).toContain(says)
        const failure = Classify.classify(error)
        expect(failure._tag).toBe(tag)
        expect(failure.status).toBe(status)
        expect(retryAfterMs(failure)).toBe(hint)
        if (failure._tag === "ContextOverflow") expect([failure.tokens, failure.limit]).toEqual([8193, 8192])
        // the next request is answered
        expect(textOf(yield* Effect.promise(() => create(client(server))))).toMatch(/You said: "Hi"/)
        expect((yield* server.requests).map((r) => [r.fault, r.status])).toEqual([[
          name.replace(/^\{.*/, "429"),
          status
        ], [
          undefined,
          200
        ]])
      }))
  }

  it.scoped("a 429 carries retry-after and the anthropic-ratelimit-* headers, its buckets reset when the wait ends", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        faults: { schedule: [{ at: 1, fault: { _tag: "RateLimit", retryAfter: "7 seconds" } }] }
      })
      const e = (yield* Effect.promise(() => caught(create(client(server))))) as InstanceType<typeof Anthropic.APIError>
      const headers: Record<string, string> = {}
      e.headers!.forEach((value, name) => {
        if (name.startsWith("anthropic-") || name === "retry-after") headers[name] = value
      })
      expect(headers).toEqual({
        "retry-after": "7",
        "anthropic-ratelimit-input-tokens-limit": "200000",
        "anthropic-ratelimit-input-tokens-remaining": "0",
        // the server's Clock is the TestClock's, at 0
        "anthropic-ratelimit-input-tokens-reset": "1970-01-01T00:00:07Z",
        "anthropic-ratelimit-output-tokens-limit": "80000",
        "anthropic-ratelimit-output-tokens-remaining": "80000",
        "anthropic-ratelimit-output-tokens-reset": "1970-01-01T00:00:00Z",
        "anthropic-ratelimit-requests-limit": "4000",
        "anthropic-ratelimit-requests-remaining": "4000",
        "anthropic-ratelimit-requests-reset": "1970-01-01T00:00:00Z",
        "anthropic-ratelimit-tokens-limit": "280000",
        "anthropic-ratelimit-tokens-remaining": "80000",
        "anthropic-ratelimit-tokens-reset": "1970-01-01T00:00:00Z"
      })
      expect(Classify.classify(e)).toMatchObject({ _tag: "Retryable", status: 429 })
    }))

  it.scoped("the context window: a prompt above it (system prompt and tool results counted) gets 400 overflow", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        contextWindow: 100,
        model: FaultServer.scripted([FaultServer.text("ok")])
      })
      const c = client(server)
      expect(textOf(yield* Effect.promise(() => create(c, user("short"))))).toBe("ok")
      const long = "x".repeat(400)
      const prompts = [
        { system: long, messages: user("short") },
        {
          messages: [
            ...user("short"),
            {
              role: "assistant" as const,
              content: [{ type: "tool_use" as const, id: "toolu_1", name: "t", input: {} }]
            },
            {
              role: "user" as const,
              content: [{ type: "tool_result" as const, tool_use_id: "toolu_1", content: long }]
            }
          ]
        }
      ]
      for (const prompt of prompts) {
        const error = yield* Effect.promise(() =>
          caught(c.messages.create({ model: "claude-sonnet-4-5", max_tokens: 10, ...prompt }))
        )
        expect(error).toBeInstanceOf(Anthropic.BadRequestError)
        const failure = Classify.classify(error)
        expect(failure).toMatchObject({ _tag: "ContextOverflow", limit: 100 })
        expect(failure._tag === "ContextOverflow" && failure.tokens! > 100).toBe(true)
      }
      expect((yield* server.requests).map((r) => [r.fault, r.status])).toEqual([
        [undefined, 200],
        ["overflow", 400],
        ["overflow", 400]
      ])
    }))

  it.scoped("mid-stream: `event: error` (overloaded, overflow, credit balance) and a drop, classified; the retry gets the reply", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("several words that will not all arrive")]),
        faults: {
          schedule: [
            { at: 1, fault: "stream-error" },
            { at: 2, fault: { _tag: "DropStream", afterEvents: 4 } },
            { at: 3, fault: { _tag: "StreamError", code: "context_length_exceeded", afterEvents: 4 } },
            { at: 4, fault: { _tag: "StreamError", code: "insufficient_quota" } }
          ]
        }
      })
      const c = client(server)
      const overloaded = yield* Effect.promise(() => caught(streamed(c)))
      expect(overloaded).toBeInstanceOf(Anthropic.APIError)
      expect((overloaded as InstanceType<typeof Anthropic.APIError>).error).toMatchObject({
        type: "error",
        error: { details: null, type: "overloaded_error", message: "Overloaded" }
      })
      expect(Classify.classify(overloaded)._tag).toBe("Retryable")
      const dropped = yield* Effect.promise(() => caught(streamed(c)))
      expect(dropped).toBeInstanceOf(Error)
      expect(Classify.classify(dropped)._tag).toBe("Retryable")
      const overflow = yield* Effect.promise(() => caught(streamed(c)))
      expect(Classify.classify(overflow)).toMatchObject({ _tag: "ContextOverflow", tokens: 8193, limit: 8192 })
      const quota = yield* Effect.promise(() => caught(streamed(c)))
      expect(Classify.classify(quota)._tag).toBe("Permanent")
      expect(textOf(yield* Effect.promise(() => streamed(c)))).toBe("several words that will not all arrive")
      expect(yield* server.stats).toEqual({ requests: 5, replies: 1, faults: { "stream-error": 3, drop: 1 } })
    }))

  it.live("a stall (mid-stream, or mid-body) hangs until the client gives up; the reply is left to the retry", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("an answer that stops half way")]),
        faults: { schedule: [{ at: 1, fault: "stall" }, { at: 2, fault: { _tag: "StallStream", afterEvents: 4 } }] }
      })
      const c = client(server)
      const params = { model: "claude-sonnet-4-5", max_tokens: 10, messages: user("Hi") }
      // the SDK's `timeout` covers the wait for the headers only: a stalled body needs a signal (or a Policy timeout)
      const started = Date.now()
      const errors = [
        yield* Effect.promise(() => caught(c.messages.create(params, { signal: AbortSignal.timeout(300) }))),
        yield* Effect.promise(() =>
          caught(c.messages.stream(params, { signal: AbortSignal.timeout(300) }).finalMessage())
        )
      ]
      // the SDK's abort error, or fetch's own when the abort comes while the SDK reads a body it already has
      for (const error of errors) {
        expect(error instanceof Anthropic.APIUserAbortError || (error as Error).name === "AbortError").toBe(true)
      }
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(textOf(yield* Effect.promise(() => create(c)))).toBe("an answer that stops half way")
      expect(yield* server.stats).toEqual({ requests: 3, replies: 1, faults: { stall: 2 } })
    }).pipe(Effect.scoped))

  it.scoped("a body that is not JSON: Anthropic's 400 invalid_request_error, a Fatal", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make()
      const response = yield* Effect.promise(() =>
        fetch(`${server.anthropicUrl}/v1/messages`, {
          method: "POST",
          body: "{not json",
          headers: { "x-api-key": "k" }
        })
      )
      const body = yield* Effect.promise(() => response.json())
      expect(response.status).toBe(400)
      expect(body).toMatchObject({
        type: "error",
        error: { type: "invalid_request_error" },
        request_id: response.headers.get("request-id")
      })
      expect(body.error.message).toMatch(/^The request body is not valid JSON: /)
      expect((yield* server.stats).requests).toBe(0)
    }))

  it.scoped("seeded faults fall on the same request numbers as on the OpenAI paths", () =>
    Effect.gen(function*() {
      const faults: FaultServer.Faults = { rates: { "503": 0.2, "429": 0.1, "529": 0.1 } }
      const messages = yield* FaultServer.make({ seed: 11, faults })
      const chat = yield* FaultServer.make({ seed: 11, faults })
      for (let i = 0; i < 20; i++) {
        yield* Effect.promise(() => caught(create(client(messages))))
        yield* Effect.promise(() =>
          fetch(`${chat.url}/chat/completions`, {
            method: "POST",
            headers: { authorization: "Bearer sk-x" },
            body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] })
          }).then((r) => r.text())
        )
      }
      const faultsOf = (s: FaultServer.Service) => Effect.map(s.requests, (rs) => rs.map((r) => r.fault))
      const seen = yield* faultsOf(messages)
      expect(seen).toEqual(yield* faultsOf(chat))
      expect(seen.filter((f) => f !== undefined).length).toBeGreaterThan(3)
    }))

  it.scoped("revokedKeys read Anthropic's x-api-key", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ faults: { revokedKeys: ["sk-ant-revoked"] } })
      const error = yield* Effect.promise(() => caught(create(client(server, "sk-ant-revoked"))))
      expect(error).toBeInstanceOf(Anthropic.AuthenticationError)
      expect(Classify.classify(error)._tag).toBe("Permanent")
      expect(textOf(yield* Effect.promise(() => create(client(server))))).toMatch(/You said/)
      expect((yield* server.requests).map((r) => [r.key, r.status])).toEqual([["…oked", 401], ["…0001", 200]])
    }))
})

/** The stream's parts and the failures it ended with (error parts, or the stream's own). */
const streamFailures = (prompt: string) =>
  LanguageModel.streamText({ prompt }).pipe(
    Stream.runCollect,
    Effect.map(Chunk.toReadonlyArray),
    Effect.either,
    Effect.map((e) => Either.isLeft(e) ? [e.left] : e.right.flatMap((p) => p.type === "error" ? [p.error] : []))
  )

describe("FaultServer: Anthropic's Messages API with @effect/ai-anthropic", () => {
  it.scoped("generateText gets scripted text; streamText streams it", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ model: Shared.helloScript })
      const program = Effect.gen(function*() {
        const { parts } = yield* Shared.helloThenStreamed
        expect(parts.find((p) => p.type === "finish")).toMatchObject({ reason: "stop" })
      })
      yield* Effect.provide(program, anthropic(server.anthropicUrl))
      expect((yield* server.requests).map((r) => [r.path, r.api, r.stream, r.status, r.key])).toEqual([
        ["/v1/messages?beta=true", "messages", false, 200, "…test"],
        ["/v1/messages", "messages", true, 200, "…test"]
      ])
    }))

  it.scoped("tool calls round-trip: the toolkit runs the call, the next turn answers with its result", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ seed: 5 })
      // streamed, the same call is assembled from input_json_delta events
      const { call } = yield* Shared.toolRoundTrip(server, anthropic(server.anthropicUrl))
      expect(call.id).toMatch(/^toolu_/)
    }))

  it.scoped("the seeded model calls the caller's own tools, never Anthropic's server tools (web_search)", () =>
    Effect.gen(function*() {
      // web_search runs at Anthropic, which sends no tool_use for it: called as a client tool, the toolkit died with a
      // TypeError (it has no handler), on the prompts whose draw picked it. The Responses API's hosted tools are
      // left out the same way.
      const WithSearch = Toolkit.make(Shared.GetWeather, ProviderTools.WebSearch_20250305({}))
      const handlers = WithSearch.toLayer({ get_weather: ({ city }) => Effect.succeed({ city, temperature: 21 }) })
      const server = yield* FaultServer.make({ seed: 1 })
      const prompts = ["a", "b", "c", "d", "e", "f"]
      const program = Effect.forEach(prompts, (prompt) =>
        Effect.map(
          LanguageModel.generateText({ prompt, toolkit: WithSearch }),
          (response) => response.toolCalls.map((c) => c.name)
        ))
      const called = yield* Effect.provide(program, Layer.merge(anthropic(server.anthropicUrl), handlers))
      expect(called).toEqual(prompts.map(() => ["get_weather"]))
      expect((yield* server.requests).map((r) => r.tools)).toEqual(prompts.map(() => ["get_weather"]))
      // the SDK's Tool type: `type` absent, "custom" or null
      yield* Effect.promise(() =>
        client(server).messages.create({
          model: "claude-sonnet-4-5",
          max_tokens: 10,
          messages: user("Hi"),
          tools: [
            { ...weather, type: "custom" },
            { ...weather, name: "untyped", type: null },
            { type: "web_search_20250305", name: "web_search" },
            { type: "bash_20250124", name: "bash" }
          ]
        })
      )
      expect((yield* server.requests).at(-1)?.tools).toEqual(["get_weather", "untyped"])
    }))

  it.scoped("every event and body it sends decodes with @effect/ai-anthropic's own schemas", () =>
    Effect.gen(function*() {
      const server = yield* Shared.everyEventServer
      const post = (stream: boolean) =>
        Effect.promise(() =>
          fetch(`${server.anthropicUrl}/v1/messages`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-api-key": "sk-ant-x" },
            body: JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, messages: user("Hi"), stream })
          }).then((r) => r.text())
        )
      const events = Shared.sseEvents(AnthropicClient.MessageStreamEvent)
      expect(events(yield* post(true)).map((e) => e.type)).toEqual([
        "message_start",
        "content_block_start",
        "ping",
        "content_block_delta",
        "content_block_delta",
        "content_block_stop",
        "message_delta",
        "message_stop"
      ])
      const calls = events(yield* post(true))
      expect(calls.filter((e) => e.type === "content_block_start").map((e) => e.content_block)).toMatchObject([
        { type: "tool_use", name: "a" },
        { type: "tool_use", name: "b" }
      ])
      expect(calls.find((e) => e.type === "message_delta")).toMatchObject({ delta: { stop_reason: "tool_use" } })
      const failed = events(yield* post(true))
      expect(failed.map((e) => e.type)).toEqual(["message_start", "content_block_start", "error"])
      const body = Schema.decodeUnknownSync(Generated.BetaMessage)(JSON.parse(yield* post(false)))
      expect(body.content).toHaveLength(2)
    }))

  const faults: ReadonlyArray<Shared.ClassifiedFault> = [
    { fault: "429", tag: "Retryable", status: 429, retryAfterMs: 1000 },
    { fault: "429-no-retry-after", tag: "Retryable", status: 429 },
    { fault: "500", tag: "Retryable", status: 500 },
    { fault: "503", tag: "Retryable", status: 503 },
    { fault: "529", tag: "Retryable", status: 529 },
    { fault: "401", tag: "Permanent", status: 401 },
    { fault: "quota", tag: "Permanent", status: 400 },
    { fault: "overflow", tag: "ContextOverflow", status: 400 }
  ]

  for (const expected of faults) {
    const { fault, status, tag } = expected
    it.scoped(`${Shared.faultName(fault)}: an AiError (${status}) classified ${tag}, streaming or not`, () =>
      Shared.faultedTwiceThenAnswered(
        expected,
        (server) => anthropic(server.anthropicUrl),
        Effect.gen(function*() {
          return [yield* Effect.flip(LanguageModel.generateText({ prompt: "Hi" })), ...(yield* streamFailures("Hi"))]
        })
      ))
  }

  it.scoped("mid-stream: an overloaded_error event and a dropped stream are Retryable", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("several words that will not all arrive")]),
        faults: {
          schedule: [{ at: 1, fault: "stream-error" }, { at: 2, fault: { _tag: "DropStream", afterEvents: 4 } }]
        }
      })
      const program = Effect.gen(function*() {
        for (let i = 0; i < 2; i++) {
          const errors = yield* streamFailures("Hi")
          expect(errors).toHaveLength(1)
          expect(Classify.classify(errors[0])._tag).toBe("Retryable")
        }
      })
      yield* Effect.provide(program, anthropic(server.anthropicUrl))
      expect((yield* server.requests).map((r) => [r.fault, r.status])).toEqual([["stream-error", 200], ["drop", 200]])
    }))

  it.effect("a stall is cut by AiModel's timeout, and the retry gets the whole answer", () =>
    Effect.gen(function*() {
      const answer = "several words of an answer that stops"
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text(answer)]),
        faults: { schedule: [{ at: 1, fault: "stall" }] }
      })
      const policy = {
        retry: { schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3)) },
        timeout: "5 seconds" as const,
        idleTimeout: "10 seconds" as const
      }
      const { run, seen } = yield* Shared.streamedUnder(policy, anthropic(server.anthropicUrl))
      const failure = Exit.isFailure(run.exit) ? Cause.failureOption(run.exit.cause) : Option.none()
      expect(Option.getOrUndefined(failure)).toBeUndefined()
      expect(seen.join("")).toBe(answer)
      expect(Duration.toMillis(run.elapsed)).toBe(6_000)
      expect(yield* server.stats).toEqual({ requests: 2, replies: 1, faults: { stall: 1 } })
    }).pipe(Effect.scoped))
})

describe("FaultServer: the README's Anthropic program", () => {
  it.live("a 529 overloaded_error, retried by the SDK itself, then the scripted answer", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("It is sunny in Oslo.")]),
        faults: { schedule: [{ at: 1, fault: "529" }] }
      })
      const client = new Anthropic({ baseURL: server.anthropicUrl, apiKey: "sk-ant-test", maxRetries: 1 })
      const message = yield* Effect.promise(() =>
        client.messages.create({
          model: "claude-sonnet-4-5",
          max_tokens: 1024,
          messages: [{ role: "user", content: "The weather in Oslo?" }]
        })
      )
      expect(message.content).toEqual([{ type: "text", text: "It is sunny in Oslo." }])
      expect(yield* server.stats).toEqual({ requests: 2, replies: 1, faults: { "529": 1 } })
    }).pipe(Effect.scoped))
})
