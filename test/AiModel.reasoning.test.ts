/**
 * The model's reasoning in a tool-calling turn over `AiModel.layerModel`: Claude's thinking blocks go back to Anthropic
 * with the results of the tools the answer called, as Anthropic requires ("a final `assistant` message must start with
 * a thinking block", https://docs.claude.com/en/docs/build-with-claude/extended-thinking#preserving-thinking-blocks;
 * the 400 users meet without them: https://github.com/mastra-ai/mastra/issues/7799); OpenAI's reasoning items are kept
 * but not sent back (sent without their following items' ids, the Responses API refuses them:
 * https://github.com/vercel/ai/issues/7099).
 */
import { AnthropicClient, AnthropicLanguageModel } from "@effect/ai-anthropic"
import { FetchHttpClient } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Redacted, Schema } from "effect"
import { Agent, Model, Testing, Toolkit } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import { search, valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

const anthropic = (url: string) =>
  AnthropicLanguageModel.layer({ model: "claude-sonnet-4-5" }).pipe(
    Layer.provide(AnthropicClient.layer({ apiUrl: url, apiKey: Redacted.make("sk-ant-test") })),
    Layer.provide(FetchHttpClient.layer)
  )

const question = [new Model.UserMessage({ content: "What is the GIL?" })]

// the extended-thinking page's example values
const thinking = "Let me look the GIL up in the Python documentation."
const signature = "WaUjzkypQ2mUEVM36O2TxuC06KN8xyfbJwyem2dw3URve/op91XWHOEBLLqIOMfFG/UvLEczmEsUjavL"
const redacted = "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpPkNRj2YfWXGmKDxH4mPnZ5sQ7vB5URj"

const messageBody = (content: ReadonlyArray<unknown>, stopReason: string) => ({
  id: "msg_01XFDUDYJgAACzvnptvVoYEL",
  type: "message",
  role: "assistant",
  content,
  model: "claude-sonnet-4-5",
  stop_reason: stopReason,
  stop_sequence: null,
  usage: { input_tokens: 40, output_tokens: 60 }
})

const toolUse = { type: "tool_use", id: "toolu_01A09q90qw90lq917835lq9", name: "search", input: { query: "GIL" } }

const answer = Loopback.reply(200, messageBody([{ type: "text", text: "The GIL is a lock." }], "end_turn"))

const event = (type: string, fields: Record<string, unknown> = {}): Loopback.SseEvent => ({
  event: type,
  data: { type, ...fields }
})

/** The streaming page's extended-thinking example: a thinking block (its signature in a delta of its own), a tool call. */
const thinkingStream = Loopback.sse([
  event("message_start", { message: { ...messageBody([], "tool_use"), stop_reason: null } }),
  event("content_block_start", { index: 0, content_block: { type: "thinking", thinking: "", signature: "" } }),
  event("content_block_delta", { index: 0, delta: { type: "thinking_delta", thinking: thinking.slice(0, 20) } }),
  event("content_block_delta", { index: 0, delta: { type: "thinking_delta", thinking: thinking.slice(20) } }),
  event("content_block_delta", { index: 0, delta: { type: "signature_delta", signature } }),
  event("content_block_stop", { index: 0 }),
  event("content_block_start", { index: 1, content_block: { type: "redacted_thinking", data: redacted } }),
  event("content_block_stop", { index: 1 }),
  event("content_block_start", { index: 2, content_block: { ...toolUse, input: {} } }),
  event("content_block_delta", { index: 2, delta: { type: "input_json_delta", partial_json: "{\"query\": \"GIL\"}" } }),
  event("content_block_stop", { index: 2 }),
  event("message_delta", { delta: { stop_reason: "tool_use", stop_sequence: null }, usage: { output_tokens: 60 } }),
  event("message_stop")
])

const answerStream = Loopback.sse([
  event("message_start", { message: { ...messageBody([], "end_turn"), stop_reason: null } }),
  event("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
  event("content_block_delta", { index: 0, delta: { type: "text_delta", text: "The GIL is a lock." } }),
  event("content_block_stop", { index: 0 }),
  event("message_delta", { delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 8 } }),
  event("message_stop")
])

const thinkingReply = Loopback.reply(
  200,
  messageBody(
    [{ type: "thinking", thinking, signature }, { type: "redacted_thinking", data: redacted }, toolUse],
    "tool_use"
  )
)

const turnOn = (server: Loopback.Loopback, stream: boolean) =>
  Testing.runWithTestClock(
    Agent.turn({ history: question, toolkit: Toolkit.make(search) }).pipe(
      Effect.provide(AiModel.layerModel({ stream }).pipe(Layer.provide(anthropic(server.url))))
    )
  ).pipe(Effect.map((run) => valueOf(run.exit)))

describe("AiModel.layerModel over @effect/ai-anthropic: Claude's thinking blocks", () => {
  const runs = [["generateText", [thinkingReply, answer], false], [
    "streamed",
    [thinkingStream, answerStream],
    true
  ]] as const
  for (const [name, replies, stream] of runs) {
    it.effect(`${name}: sent back unchanged, first in the answer that called the tool`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped(replies)
        const result = yield* turnOn(server, stream)
        expect(result.answer.content).toBe("The GIL is a lock.")
        const assistant = JSON.parse(server.requests[1]!.body).messages[1]
        expect(assistant.role).toBe("assistant")
        expect(assistant.content).toEqual([
          { type: "thinking", thinking, signature },
          { type: "redacted_thinking", data: redacted },
          { type: "tool_use", id: toolUse.id, name: "search", input: { query: "GIL" } }
        ])
        // the history keeps them, as the provider gave them
        expect((result.history[1] as Model.AssistantMessage).reasoning).toEqual([
          new Model.Reasoning({ text: thinking, metadata: { anthropic: { type: "thinking", signature } } }),
          new Model.Reasoning({
            text: "",
            metadata: { anthropic: { type: "redacted_thinking", redactedData: redacted } }
          })
        ])
      }).pipe(Effect.scoped))
  }

  it("a message's reasoning survives the JSON a durable turn stores", () => {
    const message = new Model.AssistantMessage({
      content: "",
      toolCalls: [new Model.ToolCall({ id: toolUse.id, name: "search", arguments: "{\"query\":\"GIL\"}" })],
      stopReason: "tool-calls",
      reasoning: [new Model.Reasoning({ text: thinking, metadata: { anthropic: { type: "thinking", signature } } })]
    })
    const stored = JSON.stringify(Schema.encodeSync(Model.Message)(message))
    expect(Schema.decodeUnknownSync(Model.Message)(JSON.parse(stored))).toEqual(message)
  })
})

describe("AiModel.layerModel over @effect/ai-openai: reasoning items", () => {
  it.effect("kept in the history, not sent back (the Responses API wants them beside their following items' ids)", () =>
    Effect.gen(function*() {
      const reasoningItem = {
        type: "reasoning",
        id: "rs_6876cf02e0bc8192b74af0fb64b715ff06fa2fcced15a5ac",
        summary: [{ type: "summary_text", text: "**Looking up the GIL**" }]
      }
      const server = yield* Loopback.scoped([
        Responses.ok(reasoningItem, Responses.functionCall("call_1", "search", { query: "GIL" })),
        Responses.ok(Responses.message("The GIL is a lock."))
      ])
      const result = yield* Agent.turn({ history: question, toolkit: Toolkit.make(search) }).pipe(
        Effect.provide(AiModel.layerModel().pipe(Layer.provide(Responses.openAi(server.url))))
      )
      expect(result.answer.content).toBe("The GIL is a lock.")
      expect((result.history[1] as Model.AssistantMessage).reasoning).toMatchObject([
        { text: "**Looking up the GIL**", metadata: { openai: { itemId: reasoningItem.id } } }
      ])
      const sent = Responses.bodies(server)[1].input
      expect(sent.map((item: any) => item.type ?? item.role)).toEqual(["user", "function_call", "function_call_output"])
    }).pipe(Effect.scoped))
})
