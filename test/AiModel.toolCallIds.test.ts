/**
 * Tool call ids a provider cannot take as they are, sent through `AiModel.layerModel` by the real `@effect/ai-anthropic`
 * and `@effect/ai-openai` clients to a loopback server: DeepSeek and GLM give parallel calls of one answer one id (or
 * number them per answer, so ids repeat across exchanges), proxies give `""`, Kimi gives `functions.search:3`.
 * Anthropic refuses repeated `tool_use` ids and ids outside `^[a-zA-Z0-9_-]+$`
 * (https://docs.anthropic.com/en/api/messages), and OpenAI pairs results by `call_id`: a turn that began on one and
 * goes on with Claude or GPT needs ids of their own for those calls, each result under the id of the call it answers.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Model } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import { anthropic } from "./support/anthropicResponses.js"
import * as Loopback from "./support/loopback.js"

const search = (id: string, query: string) => ({ id, name: "search", args: { query } })
const found = (id: string, query: string) =>
  new Model.ToolMessage({ toolCallId: id, toolName: "search", content: JSON.stringify([`${query}: found`]) })

/**
 * DeepSeek's answer (two calls "call_0"), a proxy's empty id, Kimi's id, one id that can go as it is; the results in
 * another order than the calls (each "call_0" result answers the "call_0" call of its position). A later exchange reuses
 * "call_0" (unique there) and has a call whose id is the one the first rename would pick.
 */
const mixed: Model.History = [
  new Model.UserMessage({ content: "Look up a, b, c, d, e, f, g" }),
  Model.callTools(
    search("call_0", "a"),
    search("call_0", "b"),
    search("", "c"),
    search("functions.search:3", "d"),
    search("toolu_01A09q90qw90lq917835lq9", "e")
  ),
  found("call_0", "a"),
  found("", "c"),
  found("call_0", "b"),
  found("functions.search:3", "d"),
  found("toolu_01A09q90qw90lq917835lq9", "e"),
  Model.callTools(search("call_0", "f"), search("call_1_1", "g")),
  found("call_1_1", "g"),
  found("call_0", "f")
]

/** Unique valid ids within each answer; "call_0" again in the second exchange, as DeepSeek numbers them. */
const clean: Model.History = [
  new Model.UserMessage({ content: "Look up a, b, f" }),
  Model.callTools(search("call_0", "a"), search("call_1", "b")),
  found("call_1", "b"),
  found("call_0", "a"),
  Model.callTools(search("call_0", "f")),
  found("call_0", "f")
]

const claudeAnswer = Loopback.reply(200, {
  id: "msg_01XFDUDYJgAACzvnptvVoYEL",
  type: "message",
  role: "assistant",
  content: [{ type: "text", text: "Done." }],
  model: "claude-sonnet-4-5",
  stop_reason: "end_turn",
  stop_sequence: null,
  usage: { input_tokens: 12, output_tokens: 6 }
})

const send = (history: Model.History, layer: Layer.Layer<any, never, never>) =>
  Effect.flatMap(Model.Model, (model) => model.generate({ history, tools: [] })).pipe(
    Effect.provide(AiModel.layerModel().pipe(Layer.provide(layer)))
  )

/** Each call's query, by the id it went with; and each result's [id, text]: in order, per exchange. */
interface Sent {
  readonly calls: ReadonlyArray<ReadonlyArray<readonly [string, string]>>
  readonly results: ReadonlyArray<ReadonlyArray<readonly [string, string]>>
}

const anthropicSent = (body: any): Sent => ({
  calls: body.messages.filter((m: any) => m.role === "assistant").map((m: any) =>
    m.content.filter((b: any) => b.type === "tool_use").map((b: any) => [b.id, b.input.query])
  ),
  results: body.messages.filter((m: any) => m.content.some?.((b: any) => b.type === "tool_result")).map((m: any) =>
    m.content.map((b: any) => [b.tool_use_id, JSON.stringify(b.content)])
  )
})

/** The Responses API's input: function_call items of one answer follow each other, then its outputs. */
const openAiSent = (body: any): Sent => {
  const calls: Array<Array<[string, string]>> = []
  const results: Array<Array<[string, string]>> = []
  let last: string | undefined
  for (const item of body.input) {
    if (item.type !== "function_call" && item.type !== "function_call_output") {
      last = undefined
      continue
    }
    const into = item.type === "function_call" ? calls : results
    if (item.type !== last) into.push([])
    into[into.length - 1].push(
      item.type === "function_call" ? [item.call_id, JSON.parse(item.arguments).query] : [item.call_id, item.output]
    )
    last = item.type
  }
  return { calls, results }
}

/** Every call id unique in its answer and of Anthropic's pattern; every result under the id of the call it answers. */
const expectPaired = (sent: Sent) => {
  for (const [exchange, calls] of sent.calls.entries()) {
    const ids = calls.map(([id]) => id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/)
    for (const [id, text] of sent.results[exchange]) {
      const query = calls.find(([callId]) => callId === id)?.[1]
      expect(text).toContain(`${query}: found`)
    }
  }
}

const providers = [
  {
    name: "@effect/ai-anthropic",
    reply: claudeAnswer,
    layer: anthropic,
    sent: (server: Loopback.Loopback) => anthropicSent(JSON.parse(server.requests[0]!.body))
  },
  {
    name: "@effect/ai-openai",
    reply: Responses.ok(Responses.message("Done.")),
    layer: Responses.openAi,
    sent: (server: Loopback.Loopback) => openAiSent(Responses.bodies(server)[0])
  }
] as const

describe("AiModel.layerModel: tool call ids a provider cannot take as they are", () => {
  for (const provider of providers) {
    it.effect(`${provider.name}: repeated, empty and invalid ids go as ids of their own, each result under its call's`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped([provider.reply])
        yield* send(mixed, provider.layer(server.url))
        const sent = provider.sent(server)
        expect(sent.calls).toEqual([
          [
            ["call_1_0", "a"],
            ["call_1_1_", "b"],
            ["call_1_2", "c"],
            ["call_1_3", "d"],
            ["toolu_01A09q90qw90lq917835lq9", "e"]
          ],
          [["call_0", "f"], ["call_1_1", "g"]]
        ])
        expect(sent.results.map((run) => run.map(([id]) => id))).toEqual([
          ["call_1_0", "call_1_2", "call_1_1_", "call_1_3", "toolu_01A09q90qw90lq917835lq9"],
          ["call_1_1", "call_0"]
        ])
        expectPaired(sent)
      }).pipe(Effect.scoped))

    it.effect(`${provider.name}: unique valid ids (repeated across exchanges) go as they are`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped([provider.reply])
        yield* send(clean, provider.layer(server.url))
        const sent = provider.sent(server)
        expect(sent.calls).toEqual([[["call_0", "a"], ["call_1", "b"]], [["call_0", "f"]]])
        expect(sent.results.map((run) => run.map(([id]) => id))).toEqual([["call_1", "call_0"], ["call_0"]])
        expectPaired(sent)
      }).pipe(Effect.scoped))
  }

  it("AiModel.toPrompt: unique valid ids as they are, no empty id where one was", () => {
    const ids = (prompt: ReturnType<typeof AiModel.toPrompt>) =>
      prompt.content.flatMap((m) =>
        typeof m.content === "string"
          ? []
          : m.content.flatMap((p) => ("id" in p && typeof p.id === "string" ? [p.id] : []))
      )
    expect(ids(AiModel.toPrompt(clean))).toEqual(["call_0", "call_1", "call_1", "call_0", "call_0", "call_0"])
    expect(ids(AiModel.toPrompt(mixed))).not.toContain("")
  })
})
