/**
 * A context overflow end to end: the real `openai` and `@anthropic-ai/sdk` clients (`maxRetries: 0`) against a loopback
 * server, a `Model` written over them as a user writes one, and a whole agent turn (`Agent.turn`, a durable `Turn` on
 * SQLite) that compacts its history and asks again.
 */
import Anthropic from "@anthropic-ai/sdk"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Fiber, Layer, Ref, Schema, TestClock } from "effect"
import type { Session } from "effect-resilience"
import {
  Agent,
  Idempotency,
  Model,
  Policy,
  RetrySchedule,
  Runner,
  Tool,
  Toolkit,
  Turn,
  TurnStore
} from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import OpenAI from "openai"
import { AiModel } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import * as Messages from "./support/anthropicResponses.js"
import { makeSendEmail, search } from "./support/common.js"
import * as Loopback from "./support/loopback.js"
import { toChat } from "./support/openaiChat.js"

const user = (content: string) => new Model.UserMessage({ content })

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  if (exit.cause._tag !== "Fail") throw new Error(`expected a typed failure, got ${String(exit.cause)}`)
  return exit.cause.error
}

// ---------------------------------------------------------------------------------------------------------------------
// Models over the real clients, as a user writes them

const chatTools = (tools: ReadonlyArray<Model.ToolDefinition>): Array<OpenAI.ChatCompletionTool> =>
  tools.map((t) => ({
    type: "function",
    function: { name: t.name, description: t.description, parameters: t.parameters as Record<string, unknown> }
  }))

const assistant = (content: string, calls: ReadonlyArray<{ id: string; name: string; arguments: string }>) =>
  new Model.AssistantMessage({
    content,
    toolCalls: calls.map((c) => new Model.ToolCall(c)),
    stopReason: calls.length > 0 ? "tool-calls" : "stop"
  })

/** Chat Completions, whole or streamed: the SDK throws what the server says, before or during the stream. */
const openAiChat = (server: Loopback.Loopback, stream: boolean) => {
  const client = new OpenAI({ apiKey: "sk-test", baseURL: `${server.url}/v1`, maxRetries: 0 })
  return Layer.succeed(Model.Model, {
    generate: ({ history, tools }) =>
      Effect.tryPromise({
        try: async () => {
          const body = { model: "gpt-4o", messages: history.map(toChat), tools: chatTools(tools) }
          if (!stream) {
            const completion = await client.chat.completions.create(body)
            const message = completion.choices[0]!.message
            return assistant(
              message.content ?? "",
              (message.tool_calls ?? []).flatMap((c) =>
                c.type === "function" ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments }] : []
              )
            )
          }
          const chunks = await client.chat.completions.create({ ...body, stream: true })
          let content = ""
          const calls: Array<{ id: string; name: string; arguments: string }> = []
          for await (const chunk of chunks) {
            const delta = chunk.choices[0]?.delta
            content += delta?.content ?? ""
            for (const c of delta?.tool_calls ?? []) {
              if (c.id !== undefined) calls[c.index] = { id: c.id, name: c.function?.name ?? "", arguments: "" }
              calls[c.index]!.arguments += c.function?.arguments ?? ""
            }
          }
          return assistant(content, calls)
        },
        catch: (e) => e
      })
  })
}

/** The Responses API, whole or streamed: a streamed failure comes as an event, which the model reports. */
const openAiResponses = (server: Loopback.Loopback, stream: boolean) => {
  const client = new OpenAI({ apiKey: "sk-test", baseURL: `${server.url}/v1`, maxRetries: 0 })
  const input = (history: Model.History): OpenAI.Responses.ResponseInput =>
    history.flatMap((m): OpenAI.Responses.ResponseInput => {
      switch (m._tag) {
        case "SystemMessage":
          return [{ role: "system", content: m.content }]
        case "UserMessage":
          return [{ role: "user", content: m.content }]
        case "ToolMessage":
          return [{ type: "function_call_output", call_id: m.toolCallId, output: m.content }]
        case "AssistantMessage":
          return [
            ...(m.content === "" ? [] : [{ role: "assistant" as const, content: m.content }]),
            ...m.toolCalls.map((c) => ({
              type: "function_call" as const,
              call_id: c.id,
              name: c.name,
              arguments: c.arguments
            }))
          ]
      }
    })
  const fromOutput = (output: ReadonlyArray<OpenAI.Responses.ResponseOutputItem>, text: string) =>
    assistant(
      text,
      output.flatMap((o) => o.type === "function_call" ? [{ id: o.call_id, name: o.name, arguments: o.arguments }] : [])
    )
  return Layer.succeed(Model.Model, {
    generate: ({ history, tools }) =>
      Effect.tryPromise({
        try: async () => {
          const body = {
            model: "gpt-4o",
            input: input(history),
            tools: tools.map((t) => ({
              type: "function" as const,
              name: t.name,
              description: t.description,
              parameters: t.parameters as Record<string, unknown>,
              strict: false
            }))
          }
          if (!stream) {
            const response = await client.responses.create(body)
            return fromOutput(response.output, response.output_text)
          }
          const events = await client.responses.create({ ...body, stream: true })
          let text = ""
          for await (const event of events) {
            if (event.type === "response.output_text.delta") text += event.delta
            if (event.type === "response.completed") return fromOutput(event.response.output, text)
            if (event.type === "response.failed") {
              return Model.streamError(event.response.error?.message ?? "")
            }
            if (event.type === "error") return Model.streamError(event.message)
          }
          return Model.streamError("")
        },
        catch: (e) => e
      })
  })
}

/** The Messages API, whole or streamed (`stream().finalMessage()`, which throws an `error` event). */
const anthropicMessages = (server: Loopback.Loopback, stream: boolean) => {
  const client = new Anthropic({ apiKey: "sk-ant-test", baseURL: server.url, maxRetries: 0 })
  const messages = (history: Model.History): Array<Anthropic.MessageParam> =>
    history.flatMap((m): Array<Anthropic.MessageParam> => {
      switch (m._tag) {
        case "SystemMessage":
          return []
        case "UserMessage":
          return [{ role: "user", content: m.content }]
        case "ToolMessage":
          return [{ role: "user", content: [{ type: "tool_result", tool_use_id: m.toolCallId, content: m.content }] }]
        case "AssistantMessage":
          return [{
            role: "assistant",
            content: [
              ...(m.content === "" ? [] : [{ type: "text" as const, text: m.content }]),
              ...m.toolCalls.map((c) => ({
                type: "tool_use" as const,
                id: c.id,
                name: c.name,
                input: JSON.parse(c.arguments)
              }))
            ]
          }]
      }
    })
  return Layer.succeed(Model.Model, {
    generate: ({ history, tools }) =>
      Effect.tryPromise({
        try: async () => {
          const body = {
            model: "claude-sonnet-4-5",
            max_tokens: 1024,
            messages: messages(history),
            tools: tools.map((t) => ({
              name: t.name,
              description: t.description,
              input_schema: t.parameters as Anthropic.Tool.InputSchema
            }))
          }
          const answer = stream ? await client.messages.stream(body).finalMessage() : await client.messages.create(body)
          return assistant(
            answer.content.flatMap((b) => b.type === "text" ? [b.text] : []).join(""),
            answer.content.flatMap((b) =>
              b.type === "tool_use" ? [{ id: b.id, name: b.name, arguments: JSON.stringify(b.input) }] : []
            )
          )
        },
        catch: (e) => e
      })
  })
}

// ---------------------------------------------------------------------------------------------------------------------
// What the loopback server answers

const chatCompletion = (
  content: string | null,
  calls: ReadonlyArray<{ id: string; name: string; args: unknown }> = []
) =>
  Loopback.reply(200, {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: "gpt-4o",
    choices: [{
      index: 0,
      message: {
        role: "assistant",
        content,
        ...(calls.length === 0 ? {} : {
          tool_calls: calls.map((c) => ({
            id: c.id,
            type: "function",
            function: { name: c.name, arguments: JSON.stringify(c.args) }
          }))
        })
      },
      finish_reason: calls.length === 0 ? "stop" : "tool_calls"
    }]
  })

const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  data: {
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    created: 1,
    model: "gpt-4o",
    choices: [{ index: 0, delta, finish_reason: finish }]
  }
})

const chatStream = (content: string, calls: ReadonlyArray<{ id: string; name: string; args: unknown }> = []) =>
  Loopback.sse([
    chunk({ role: "assistant", content: "" }),
    ...(content === "" ? [] : [chunk({ content })]),
    ...calls.map((c, index) =>
      chunk({
        tool_calls: [{
          index,
          id: c.id,
          type: "function",
          function: { name: c.name, arguments: JSON.stringify(c.args) }
        }]
      })
    ),
    chunk({}, calls.length === 0 ? "stop" : "tool_calls"),
    "data: [DONE]\n\n"
  ])

const openAiOverflow = {
  message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 190000 tokens. " +
    "Please reduce the length of the messages.",
  type: "invalid_request_error",
  param: "messages",
  code: "context_length_exceeded"
}

const anthropicOverflow = {
  type: "error",
  error: { type: "invalid_request_error", message: "prompt is too long: 210345 tokens > 200000 maximum" },
  request_id: "req_011CSHoEeqs5C35K2UUqR7Fy"
}

const searchCall = { id: "call_1", name: "search", args: { query: "GIL" } }

/** The docs' compaction: the system prompt and the task, and about the last ten messages, at no tool result. */
const docsCompact = (keep: number) => (history: Model.History) => {
  const task = history.findIndex((message) => message._tag === "UserMessage") + 1
  let from = Math.max(task, history.length - keep)
  while (from < history.length && history[from]!._tag === "ToolMessage") from++
  return Effect.succeed([...history.slice(0, task), ...history.slice(from)])
}

const longHistory: Model.History = [
  new Model.SystemMessage({ content: "You answer questions about Python." }),
  user("Help me with Python."),
  ...Array.from({ length: 6 }, (_, i) => [user(`question ${i}`), Model.text(`answer ${i}`)]).flat(),
  user("What is the GIL?")
]

describe("Agent.turn over a context overflow, through the real clients", () => {
  const run = (model: Layer.Layer<Model.Model>, seen: Array<Session.Compaction>) =>
    Agent.turn({
      history: longHistory,
      toolkit: Toolkit.make(search),
      compact: (history, compaction) => {
        seen.push(compaction)
        return docsCompact(4)(history)
      }
    }).pipe(Effect.provide(model))

  for (const stream of [false, true]) {
    it.scoped(`OpenAI chat (${stream ? "streamed" : "whole"}): 400 context_length_exceeded, compacted, asked again`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped([
          stream ? chatStream("", [searchCall]) : chatCompletion(null, [searchCall]),
          Loopback.reply(400, { error: openAiOverflow }),
          stream ? chatStream("The GIL is a lock.") : chatCompletion("The GIL is a lock.")
        ])
        const seen: Array<Session.Compaction> = []
        const result = yield* run(openAiChat(server, stream), seen)
        expect(result.answer.content).toBe("The GIL is a lock.")
        expect(result.compactions).toBe(1)
        expect(seen.map((s) => [s.compaction, s.overflow.status, s.overflow.tokens, s.overflow.limit])).toEqual([[
          1,
          400,
          190000,
          128000
        ]])
        const sizes = server.requests.map((r) => JSON.parse(r.body).messages.length)
        expect(sizes).toEqual([15, 17, 6])
      }))
  }

  it.scoped("OpenAI chat streamed: an overflow reported mid-stream, after some text, is compacted too", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.sse([chunk({ role: "assistant", content: "The" }), { data: { error: openAiOverflow } }]),
        chatStream("The GIL is a lock.")
      ])
      const seen: Array<Session.Compaction> = []
      const result = yield* run(openAiChat(server, true), seen)
      expect(result.answer.content).toBe("The GIL is a lock.")
      expect(seen.map((s) => [s.overflow._tag, s.overflow.tokens, s.overflow.limit])).toEqual([[
        "ContextOverflow",
        190000,
        128000
      ]])
    }))

  it.scoped("OpenAI 429 for one request above the per-minute token limit: compacted, not retried, no wait", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.reply(429, {
          error: {
            message: "Request too large for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, " +
              "Requested 45000. The input or output tokens must be reduced in order to run successfully. Visit " +
              "https://platform.openai.com/account/rate-limits to learn more.",
            type: "tokens",
            param: null,
            code: "rate_limit_exceeded"
          }
        }, { "retry-after": "20", "x-ratelimit-limit-tokens": "30000", "x-ratelimit-remaining-tokens": "30000" }),
        chatCompletion("The GIL is a lock.")
      ])
      const seen: Array<Session.Compaction> = []
      const chat = openAiChat(server, false)
      // a Policy under the model (its own retries, a breaker): it must not wait 20 s for a request that cannot fit
      const model = Layer.effect(
        Model.Model,
        Effect.gen(function*() {
          const inner = yield* Model.Model
          const policy = yield* Policy.standard
          return { generate: (request) => policy(inner.generate(request)) }
        })
      ).pipe(Layer.provide(chat))
      const result = yield* run(model, seen)
      expect(result.answer.content).toBe("The GIL is a lock.")
      expect(seen.map((s) => [s.overflow._tag, s.overflow.status, s.overflow.tokens, s.overflow.limit])).toEqual([[
        "ContextOverflow",
        429,
        45000,
        30000
      ]])
      expect(server.requests).toHaveLength(2)
      expect(yield* TestClock.currentTimeMillis).toBe(0)
    }))

  it.scoped("Gemini's OpenAI-compatible endpoint: the input token count exceeds the maximum", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.reply(400, {
          error: {
            code: 400,
            message: "The input token count (1196265) exceeds the maximum number of tokens allowed (1048576).",
            status: "INVALID_ARGUMENT"
          }
        }),
        chatCompletion("The GIL is a lock.")
      ])
      const seen: Array<Session.Compaction> = []
      const result = yield* run(openAiChat(server, false), seen)
      expect(result.answer.content).toBe("The GIL is a lock.")
      expect(seen.map((s) => [s.overflow._tag, s.overflow.tokens, s.overflow.limit])).toEqual([[
        "ContextOverflow",
        1196265,
        1048576
      ]])
    }))

  const responsesOverflow = {
    message: "Your input exceeds the context window of this model. Please adjust your input and try again.",
    type: "invalid_request_error",
    param: "input",
    code: "context_length_exceeded"
  }

  it.scoped("OpenAI Responses (whole): 400 context_length_exceeded, compacted, asked again", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.ok(Responses.functionCall("call_1", "search", { query: "GIL" })),
        Loopback.reply(400, { error: responsesOverflow }),
        Responses.ok(Responses.message("The GIL is a lock."))
      ])
      const seen: Array<Session.Compaction> = []
      const result = yield* run(openAiResponses(server, false), seen)
      expect(result.answer.content).toBe("The GIL is a lock.")
      expect(seen.map((s) => [s.overflow._tag, s.overflow.status])).toEqual([["ContextOverflow", 400]])
      expect(Responses.bodies(server).map((b) => b.input.length)).toEqual([15, 17, 6])
    }))

  it.scoped("OpenAI Responses (streamed): an error event mid-stream, reported by the model, is compacted", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.callStream("call_1", "search", { query: "GIL" }),
        Responses.textStream(["The", " GIL"], {
          errorAfter: 1,
          error: { code: "context_length_exceeded", message: responsesOverflow.message }
        }),
        Responses.textStream(["The GIL is a lock."])
      ])
      const seen: Array<Session.Compaction> = []
      const result = yield* run(openAiResponses(server, true), seen)
      expect(result.answer.content).toBe("The GIL is a lock.")
      expect(seen.map((s) => s.overflow._tag)).toEqual(["ContextOverflow"])
      expect(Responses.bodies(server).map((b) => b.input.length)).toEqual([15, 17, 6])
    }))

  it.scoped("Anthropic (whole): 400 prompt is too long, its counts read, compacted, asked again", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.reply(400, anthropicOverflow, { "request-id": "req_011CSHoEeqs5C35K2UUqR7Fy" }),
        Loopback.reply(200, {
          id: "msg_1",
          type: "message",
          role: "assistant",
          content: [{ type: "text", text: "The GIL is a lock." }],
          model: "claude-sonnet-4-5",
          stop_reason: "end_turn",
          stop_sequence: null,
          usage: { input_tokens: 40, output_tokens: 6 }
        })
      ])
      const seen: Array<Session.Compaction> = []
      const result = yield* run(anthropicMessages(server, false), seen)
      expect(result.answer.content).toBe("The GIL is a lock.")
      expect(seen.map((s) => [s.overflow._tag, s.overflow.status, s.overflow.tokens, s.overflow.limit])).toEqual([[
        "ContextOverflow",
        400,
        210345,
        200000
      ]])
      // the system prompt is no message of the Messages API
      expect(server.requests.map((r) => JSON.parse(r.body).messages.length)).toEqual([14, 5])
    }))

  it.scoped("Anthropic (streamed): prompt is too long reported mid-stream, its counts read, compacted", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Messages.textStream(["The", " GIL"], {
          errorAfter: 1,
          error: { event: "error", data: { type: "error", error: anthropicOverflow.error } }
        }),
        Messages.textStream(["The GIL is a lock."])
      ])
      const seen: Array<Session.Compaction> = []
      const result = yield* run(anthropicMessages(server, true), seen)
      expect(result.answer.content).toBe("The GIL is a lock.")
      expect(seen.map((s) => [s.overflow._tag, s.overflow.tokens, s.overflow.limit])).toEqual([[
        "ContextOverflow",
        210345,
        200000
      ]])
    }))
})

describe("Agent.turn: an overflow that compaction cannot fix ends the turn", () => {
  const huge = "x".repeat(1_000_000)
  const overflowing = Loopback.scoped(Loopback.reply(400, { error: openAiOverflow }))

  it.scoped("one huge user message: the docs' compaction leaves it as it is, NotShrinking, one compaction", () =>
    Effect.gen(function*() {
      const server = yield* overflowing
      const exit = yield* Agent.turn({
        history: [new Model.SystemMessage({ content: "You summarise." }), user(huge)],
        compact: docsCompact(10)
      }).pipe(Effect.provide(openAiChat(server, false)), Effect.exit)
      expect(failureOf(exit)).toMatchObject({ _tag: "CompactionFailed", kind: "NotShrinking", compactions: 1 })
      expect(server.requests).toHaveLength(1)
    }))

  it.scoped("a huge tool result: the compaction that keeps the tail fails NotShrinking rather than loop", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        chatCompletion(null, [searchCall]),
        Loopback.reply(400, { error: openAiOverflow })
      ])
      const big = Tool.make({
        name: "search",
        description: "Search",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.String,
        handler: () => Effect.succeed(huge)
      })
      const exit = yield* Agent.turn({
        history: [user("What is the GIL?")],
        toolkit: Toolkit.make(big),
        compact: docsCompact(10)
      }).pipe(Effect.provide(openAiChat(server, false)), Effect.exit)
      expect(failureOf(exit)).toMatchObject({ _tag: "CompactionFailed", kind: "NotShrinking" })
      expect(server.requests).toHaveLength(2)
    }))

  it.scoped("a compaction that shrinks a little each time stops at maxCompactions (LimitReached)", () =>
    Effect.gen(function*() {
      const server = yield* overflowing
      const exit = yield* Agent.turn({
        history: longHistory,
        compact: (h) => Effect.succeed([h[0]!, ...h.slice(2)])
      }).pipe(Effect.provide(openAiChat(server, false)), Effect.exit)
      expect(failureOf(exit)).toMatchObject({ _tag: "CompactionFailed", kind: "LimitReached", compactions: 2 })
      expect(server.requests).toHaveLength(3)
    }))
})

describe("a durable turn on SQLite over a context overflow, through the real OpenAI client", () => {
  const sqliteFile = Effect.acquireRelease(
    Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "turn-overflow-"))),
    (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
  ).pipe(Effect.map((dir) => path.join(dir, "agent.db")))
  /** One process: its own connections to the file, and the model over the real client. */
  const aProcess = (filename: string, server: Loopback.Loopback) =>
    Layer.mergeAll(
      TurnStore.layerSqlite({ filename }),
      Idempotency.layerSqlite({ filename }),
      openAiChat(server, false)
    )
  // a provider that numbers calls per response: the same id, the same arguments, in two exchanges
  const sendCall = { id: "call_0", name: "send_email", args: { to: "ada@example.com" } }
  const earlier = longHistory.slice(1, -1)
  const options = (sent: Ref.Ref<number>) => ({
    toolkit: Toolkit.make(makeSendEmail(sent)),
    compact: docsCompact(2),
    // no retry in process: a 503 schedules the turn
    schedule: RetrySchedule.exponential("0 millis").pipe(RetrySchedule.maxRetries(0)),
    resumeSchedule: RetrySchedule.exponential("10 seconds")
  })

  it.scoped("compacted, then a 503: saved with the compacted history, resumed by a new process from it", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const server = yield* Loopback.scoped([
        chatCompletion(null, [sendCall]),
        Loopback.reply(400, { error: openAiOverflow }),
        Loopback.reply(503, { error: { message: "The server is overloaded", type: "server_error" } }),
        chatCompletion(null, [sendCall]),
        chatCompletion("Sent twice.")
      ])
      const sent = yield* Ref.make(0)
      const scheduled = yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t1", history: earlier, message: "Email Ada" })
        const [turn] = yield* Runner.runOnce(options(sent))
        return turn!
      }).pipe(Effect.provide(aProcess(filename, server)))
      expect(scheduled.state._tag).toBe("RetryScheduled")
      expect(scheduled.counters).toMatchObject({ compactions: 1, exchanges: 1 })
      expect(yield* Ref.get(sent)).toBe(1)
      const bodies = () => server.requests.map((r) => JSON.parse(r.body).messages)
      // the compaction's prompt is what was saved
      expect(scheduled.history.length).toBe(bodies()[2].length)

      const done = yield* Effect.gen(function*() {
        yield* TestClock.adjust("10 seconds")
        const [turn] = yield* Runner.runOnce(options(sent))
        return turn!
      }).pipe(Effect.provide(aProcess(filename, server)))
      expect(done.state._tag).toBe("Completed")
      expect(bodies()[3]).toEqual(bodies()[2])
      expect(done.counters).toMatchObject({ compactions: 1, exchanges: 2 })
      // the second, intended email ran: its key is the turn's second exchange, not the position it took
      expect(yield* Ref.get(sent)).toBe(2)
      expect(server.requests).toHaveLength(5)
    }))

  it.scoped("stopped while asking again after the compaction: the next process asks with the compacted history", () =>
    Effect.gen(function*() {
      const filename = yield* sqliteFile
      const server = yield* Loopback.scoped((_, index) =>
        index === 0
          ? chatCompletion(null, [sendCall])
          : index === 1
          ? Loopback.reply(400, { error: openAiOverflow })
          : index === 2
          ? Loopback.hang
          : chatCompletion("Sent.")
      )
      const sent = yield* Ref.make(0)
      yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t2", history: earlier, message: "Email Ada" })
        const worker = yield* Effect.fork(Runner.run(options(sent)))
        while (server.requests.length < 3) yield* Effect.promise(() => new Promise((r) => setTimeout(r, 5)))
        yield* Fiber.interrupt(worker)
      }).pipe(Effect.provide(aProcess(filename, server)))
      const done = yield* Effect.gen(function*() {
        const saved = yield* Turn.get("t2")
        expect(saved.counters).toMatchObject({ compactions: 1, exchanges: 1 })
        const [turn] = yield* Runner.runOnce(options(sent))
        return turn!
      }).pipe(Effect.provide(aProcess(filename, server)))
      expect(done.state._tag).toBe("Completed")
      const bodies = server.requests.map((r) => JSON.parse(r.body).messages)
      expect(bodies[3]).toEqual(bodies[2])
      expect(done.counters.compactions).toBe(1)
      expect(yield* Ref.get(sent)).toBe(1)
    }))
})

describe("Agent.turn: a compaction that clears old reasoning shrinks the history", () => {
  // Claude keeps the thinking of every step of a tool loop in its context; clearing all but the last answer's (what
  // Anthropic's context editing does with `clear_thinking`) is how a long loop with extended thinking is made to fit.
  const thinking = "Let me look the GIL up in the Python documentation. ".repeat(200)
  const signature = "WaUjzkypQ2mUEVM36O2TxuC06KN8xyfbJwyem2dw3URve/op91XWHOEBLLqIOMfFG/UvLEczmEsUjavL"
  const redacted = "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpPkNRj2YfWXGmKDxH4mPnZ5sQ7vB5URj"
  const message = (content: ReadonlyArray<unknown>, stopReason: string) =>
    Loopback.reply(200, {
      id: "msg_01XFDUDYJgAACzvnptvVoYEL",
      type: "message",
      role: "assistant",
      content,
      model: "claude-sonnet-4-5",
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: 40, output_tokens: 60 }
    })
  const thinksThenSearches = (id: string) =>
    message([
      { type: "thinking", thinking, signature },
      { type: "redacted_thinking", data: redacted },
      { type: "tool_use", id, name: "search", input: { query: "GIL" } }
    ], "tool_use")
  const clearThinking = (history: Model.History) => {
    const last = history.findLastIndex((m) => m._tag === "AssistantMessage")
    return Effect.succeed(history.map((m, i) =>
      m._tag === "AssistantMessage" && i !== last && m.reasoning !== undefined
        ? new Model.AssistantMessage({ content: m.content, toolCalls: m.toolCalls, stopReason: m.stopReason })
        : m
    ))
  }

  it.scoped("Anthropic's prompt is too long after two thinking steps: cleared, asked again, answered", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        thinksThenSearches("toolu_01"),
        thinksThenSearches("toolu_02"),
        Loopback.reply(400, anthropicOverflow),
        message([{ type: "text", text: "The GIL is a lock." }], "end_turn")
      ])
      const exit = yield* Agent.turn({
        history: [user("What is the GIL?")],
        toolkit: Toolkit.make(search),
        compact: clearThinking
      }).pipe(
        Effect.provide(AiModel.layerModel().pipe(Layer.provide(Messages.anthropic(server.url)))),
        Effect.exit
      )
      expect(Exit.isSuccess(exit) ? exit.value.answer.content : String(Exit.isFailure(exit) && exit.cause)).toBe(
        "The GIL is a lock."
      )
      const sent = JSON.parse(server.requests[3]!.body).messages
      expect(sent[1].content.map((block: { type: string }) => block.type)).toEqual(["tool_use"])
      expect(sent[3].content.map((block: { type: string }) => block.type)).toEqual([
        "thinking",
        "redacted_thinking",
        "tool_use"
      ])
    }))
})
