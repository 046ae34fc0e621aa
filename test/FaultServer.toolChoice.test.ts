/**
 * FaultServer's seeded model keeps to a request's `tool_choice`, and a path no API serves answers in the envelope of
 * the provider the client speaks: through the real `openai` and `@anthropic-ai/sdk` clients over 127.0.0.1.
 */
import Anthropic from "@anthropic-ai/sdk"
import type { MessageParam, Tool as AnthropicTool, ToolChoice } from "@anthropic-ai/sdk/resources/messages"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Classify, FaultServer } from "effect-resilience"
import OpenAI from "openai"
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
  ChatCompletionToolChoiceOption
} from "openai/resources/chat/completions"

const caught = (p: Promise<unknown>): Promise<unknown> => p.then(() => undefined, (e: unknown) => e)

const openai = (server: FaultServer.Service) =>
  new OpenAI({ baseURL: server.url, apiKey: "sk-test-0001", maxRetries: 0 })
const anthropic = (server: FaultServer.Service) =>
  new Anthropic({ baseURL: server.anthropicUrl, apiKey: "sk-ant-test-0001", maxRetries: 0 })

const object = (properties: Record<string, unknown>) => ({
  type: "object",
  properties,
  required: Object.keys(properties)
})
const weatherParameters = object({ city: { type: "string" } })
const timeParameters = object({ zone: { type: "string", enum: ["UTC", "CET"] } })

const chatTools: Array<ChatCompletionTool> = [
  { type: "function", function: { name: "get_weather", parameters: weatherParameters } },
  { type: "function", function: { name: "get_time", parameters: timeParameters } }
]
const anthropicTools: Array<AnthropicTool> = [
  { name: "get_weather", input_schema: weatherParameters as AnthropicTool["input_schema"] },
  { name: "get_time", input_schema: timeParameters as AnthropicTool["input_schema"] }
]

/** A conversation that has had its one tool round (the seeded model's default), so `auto` answers in text. */
const afterRound: Array<ChatCompletionMessageParam> = [
  { role: "user", content: "Weather in Oslo?" },
  {
    role: "assistant",
    content: null,
    tool_calls: [{
      id: "call_1",
      type: "function",
      function: { name: "get_weather", arguments: "{\"city\":\"Oslo\"}" }
    }]
  },
  { role: "tool", tool_call_id: "call_1", content: "{\"temperature\":21}" }
]
const anthropicAfterRound: Array<MessageParam> = [
  { role: "user", content: "Weather in Oslo?" },
  { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Oslo" } }] },
  { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "{\"temperature\":21}" }] }
]
const fresh: Array<ChatCompletionMessageParam> = [{ role: "user", content: "Weather in Oslo?" }]
const anthropicFresh: Array<MessageParam> = [{ role: "user", content: "Weather in Oslo?" }]

describe("FaultServer's seeded model keeps to tool_choice", () => {
  describe("openai SDK, Chat Completions", () => {
    const ask = (
      server: FaultServer.Service,
      messages: Array<ChatCompletionMessageParam>,
      tool_choice: ChatCompletionToolChoiceOption,
      stream: boolean
    ) =>
      Effect.promise(async () => {
        const c = openai(server)
        const body = { model: "gpt-4o-mini", messages, tools: chatTools, tool_choice }
        if (!stream) {
          const message = (await c.chat.completions.create(body)).choices[0].message
          return { text: message.content ?? "", tools: (message.tool_calls ?? []).map((t) => (t as any).function.name) }
        }
        let text = ""
        const tools: Array<string> = []
        for await (const chunk of await c.chat.completions.create({ ...body, stream: true })) {
          text += chunk.choices[0]?.delta.content ?? ""
          for (const t of chunk.choices[0]?.delta.tool_calls ?? []) if (t.function?.name) tools.push(t.function.name)
        }
        return { text, tools }
      })

    for (const stream of [false, true]) {
      it.scoped(`"none" answers in text; "required" and a named function call one after the round (stream ${stream})`, () =>
        Effect.gen(function*() {
          const server = yield* FaultServer.make({ seed: 3 })
          const none = yield* ask(server, fresh, "none", stream)
          expect(none).toEqual({ text: expect.stringContaining("Weather in Oslo?"), tools: [] })
          expect((yield* ask(server, afterRound, "required", stream)).tools).toHaveLength(1)
          expect(yield* ask(server, fresh, { type: "function", function: { name: "get_time" } }, stream)).toEqual({
            text: "",
            tools: ["get_time"]
          })
          expect(yield* ask(server, afterRound, { type: "function", function: { name: "get_weather" } }, stream))
            .toEqual({ text: "", tools: ["get_weather"] })
          // "auto" is as before: one round of tools, then text.
          expect((yield* ask(server, fresh, "auto", stream)).tools).toHaveLength(1)
          expect(yield* ask(server, afterRound, "auto", stream)).toEqual({
            text: "Done. get_weather returned {\"temperature\":21}.",
            tools: []
          })
        }))
    }

    it.scoped("the named tool's arguments keep to its schema", () =>
      Effect.gen(function*() {
        const server = yield* FaultServer.make({ seed: 5 })
        const answer = yield* Effect.promise(() =>
          openai(server).chat.completions.create({
            model: "gpt-4o-mini",
            messages: fresh,
            tools: chatTools,
            tool_choice: { type: "function", function: { name: "get_time" } }
          })
        )
        const [call] = answer.choices[0].message.tool_calls ?? []
        expect(answer.choices[0].finish_reason).toBe("tool_calls")
        expect(["UTC", "CET"]).toContain(JSON.parse((call as any).function.arguments).zone)
      }))
  })

  it.scoped("openai SDK, Responses API: \"none\", \"required\" and a named function", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ seed: 3 })
      const tools = chatTools.map((t) => ({
        type: "function" as const,
        name: (t as any).function.name,
        parameters: (t as any).function.parameters,
        strict: false
      }))
      const ask = (tool_choice: NonNullable<OpenAI.Responses.ResponseCreateParamsNonStreaming["tool_choice"]>) =>
        Effect.promise(() =>
          openai(server).responses.create({
            model: "gpt-4.1",
            input: "Weather in Oslo?",
            tools,
            tool_choice,
            stream: false
          })
        )
      const calls = (r: OpenAI.Responses.Response) =>
        r.output.flatMap((o) => o.type === "function_call" ? [o.name] : [])
      const none = yield* ask("none")
      expect(calls(none)).toEqual([])
      expect(none.output_text).toContain("Weather in Oslo?")
      expect(calls(yield* ask("required"))).toHaveLength(1)
      expect(calls(yield* ask({ type: "function", name: "get_time" }))).toEqual(["get_time"])
      expect(
        calls(yield* ask({ type: "allowed_tools", mode: "required", tools: [{ type: "function", name: "get_time" }] }))
      )
        .toHaveLength(1)
    }))

  it.scoped("openai SDK, allowed_tools: only the tools it lists are called, in its mode, in both APIs", () =>
    Effect.gen(function*() {
      // Four tools offered, one allowed: read as its mode alone, the seeded model called any of the four.
      const names = ["get_weather", "get_time", "get_news", "get_stock"]
      const chatOffered: Array<ChatCompletionTool> = names.map((name) => ({
        type: "function",
        function: { name, parameters: weatherParameters }
      }))
      const responsesOffered = names.map((name) => ({
        type: "function" as const,
        name,
        parameters: weatherParameters,
        strict: false
      }))
      for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
        const c = openai(yield* FaultServer.make({ seed }))
        for (const mode of ["auto", "required"] as const) {
          const chat = (messages: Array<ChatCompletionMessageParam>) =>
            Effect.promise(() =>
              c.chat.completions.create({
                model: "gpt-4.1",
                messages,
                tools: chatOffered,
                tool_choice: {
                  type: "allowed_tools",
                  allowed_tools: { mode, tools: [{ type: "function", function: { name: "get_time" } }] }
                }
              })
            ).pipe(Effect.map((r) => (r.choices[0].message.tool_calls ?? []).map((t) => (t as any).function.name)))
          expect(yield* chat(fresh)).toEqual(["get_time"])
          // after the round: text in auto mode, the allowed tool again in required mode
          expect(yield* chat(afterRound)).toEqual(mode === "required" ? ["get_time"] : [])
          const response = yield* Effect.promise(() =>
            c.responses.create({
              model: "gpt-4.1",
              input: "Weather in Oslo?",
              tools: responsesOffered,
              tool_choice: { type: "allowed_tools", mode, tools: [{ type: "function", name: "get_time" }] }
            })
          )
          expect(response.output.flatMap((o) => o.type === "function_call" ? [o.name] : [])).toEqual(["get_time"])
        }
      }
    }))

  describe("@anthropic-ai/sdk, Messages API", () => {
    const ask = (
      server: FaultServer.Service,
      messages: Array<MessageParam>,
      tool_choice: ToolChoice,
      stream: boolean
    ) =>
      Effect.promise(async () => {
        const c = anthropic(server)
        const body = { model: "claude-sonnet-4-5", max_tokens: 1024, messages, tools: anthropicTools, tool_choice }
        const message = stream ? await c.messages.stream(body).finalMessage() : await c.messages.create(body)
        return {
          text: message.content.flatMap((b) => b.type === "text" ? [b.text] : []).join(""),
          tools: message.content.flatMap((b) => b.type === "tool_use" ? [b.name] : []),
          stop: message.stop_reason
        }
      })

    for (const stream of [false, true]) {
      it.scoped(`none answers in text; any and a named tool call one after the round (stream ${stream})`, () =>
        Effect.gen(function*() {
          const server = yield* FaultServer.make({ seed: 3 })
          const none = yield* ask(server, anthropicFresh, { type: "none" }, stream)
          expect(none).toEqual({ text: expect.stringContaining("Weather in Oslo?"), tools: [], stop: "end_turn" })
          const any = yield* ask(server, anthropicAfterRound, { type: "any" }, stream)
          expect(any.tools).toHaveLength(1)
          expect(any.stop).toBe("tool_use")
          expect((yield* ask(server, anthropicFresh, { type: "tool", name: "get_time" }, stream)).tools).toEqual([
            "get_time"
          ])
          expect((yield* ask(server, anthropicAfterRound, { type: "tool", name: "get_weather" }, stream)).tools)
            .toEqual(["get_weather"])
          expect((yield* ask(server, anthropicFresh, { type: "auto" }, stream)).tools).toHaveLength(1)
          expect((yield* ask(server, anthropicAfterRound, { type: "auto" }, stream)).tools).toEqual([])
        }))
    }
  })

  it.scoped("a custom behaviour reads the request's toolChoice; a scripted one sends its replies as written", () =>
    Effect.gen(function*() {
      const seen: Array<FaultServer.ToolChoice> = []
      const server = yield* FaultServer.make({
        model: FaultServer.custom((request) => {
          seen.push(request.toolChoice)
          return FaultServer.text("ok")
        })
      })
      const c = anthropic(server)
      for (const tool_choice of [{ type: "none" }, { type: "any" }, { type: "tool", name: "get_time" }] as const) {
        yield* Effect.promise(() =>
          c.messages.create({
            model: "claude-sonnet-4-5",
            max_tokens: 10,
            messages: anthropicFresh,
            tools: anthropicTools,
            tool_choice
          })
        )
      }
      yield* Effect.promise(() =>
        openai(server).chat.completions.create({ model: "m", messages: fresh, tools: chatTools })
      )
      yield* Effect.promise(() =>
        openai(server).responses.create({
          model: "m",
          input: "Weather in Oslo?",
          tool_choice: { type: "allowed_tools", mode: "auto", tools: [{ type: "function", name: "get_time" }] }
        })
      )
      expect(seen).toEqual([
        "none",
        "required",
        { tool: "get_time" },
        "auto",
        { allowed: ["get_time"], mode: "auto" }
      ])
      const scripted = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.toolCall("get_weather", {})])
      })
      const answer = yield* Effect.promise(() =>
        openai(scripted).chat.completions.create({ model: "m", messages: fresh, tools: chatTools, tool_choice: "none" })
      )
      expect(answer.choices[0].message.tool_calls).toHaveLength(1)
    }))
})

describe("FaultServer: unknown paths", () => {
  it.scoped("the Anthropic client gets Anthropic's 404 (not_found_error, request-id); the OpenAI client OpenAI's", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make()
      const c = anthropic(server)
      for (const request of [() => c.models.list(), () => c.messages.batches.list()]) {
        const thrown = yield* Effect.promise(() => caught(request()))
        expect(thrown).toBeInstanceOf(Anthropic.NotFoundError)
        const error = thrown as InstanceType<typeof Anthropic.APIError>
        expect(error.error).toEqual({
          type: "error",
          error: { type: "not_found_error", message: "Not Found" },
          request_id: error.requestID
        })
        expect(error.requestID).toMatch(/^req_[0-9a-f]+$/)
        expect(error.headers?.get("x-request-id")).toBeNull()
        expect(Classify.classify(thrown)._tag).toBe("Fatal")
      }
      // Also one behind a gateway that asks for an `x-api-key` (AWS API Gateway's): it is no Anthropic client.
      const gateway = new OpenAI({
        baseURL: server.url,
        apiKey: "sk-test-0001",
        maxRetries: 0,
        defaultHeaders: { "x-api-key": "gw-0001" }
      })
      for (const client of [openai(server), gateway]) {
        const thrown = yield* Effect.promise(() => caught(client.models.list()))
        expect(thrown).toBeInstanceOf(OpenAI.NotFoundError)
        expect((thrown as Error).message).toContain("Invalid URL (GET /v1/models)")
        expect((thrown as InstanceType<typeof OpenAI.APIError>).requestID).toMatch(/^req_[0-9a-f]+$/)
      }
      // Requests the server could not number are not recorded, and numbering is unchanged.
      expect((yield* server.stats).requests).toBe(0)
    }))
})
