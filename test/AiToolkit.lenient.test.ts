/**
 * AiToolkit.tool's lenient parameters through the real @effect/ai-openai and @effect/ai-anthropic clients against a
 * loopback server: matching arguments reach the handler, make the idempotency key and go back in the history exactly as
 * a plain AiTool.make tool's (the same request bodies, tool schemas included); unmatched ones go back as the model wrote
 * them, also under streamText and generateObject.
 */
import { LanguageModel, Prompt, Tool as AiTool, Toolkit as AiKit } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import type { Option } from "effect"
import { Effect, Layer, Schema, Stream } from "effect"
import { Idempotency, Toolkit } from "effect-resilience"
import { AiToolkit } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import { anthropic } from "./support/anthropicResponses.js"
import * as Loopback from "./support/loopback.js"

const fields = {
  n: Schema.NumberFromString,
  d: Schema.Date,
  tags: Schema.optionalWith(Schema.Array(Schema.String), { default: () => ["none"] }),
  to: Schema.String
}
const Lenient = AiToolkit.tool("book", { parameters: fields, success: Schema.String })
const Plain = AiTool.make("book", {
  parameters: fields,
  success: Schema.String,
  failure: AiToolkit.FailureResult,
  failureMode: "return"
})

const toolUseReply = (input: unknown) =>
  Loopback.reply(200, {
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5",
    content: [{ type: "tool_use", id: "toolu_1", name: "book", input }],
    stop_reason: "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 }
  })
const textReply = Loopback.reply(200, {
  id: "msg_2",
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content: [{ type: "text", text: "done" }],
  stop_reason: "end_turn",
  stop_sequence: null,
  usage: { input_tokens: 1, output_tokens: 1 }
})

const run = (tool: typeof Lenient | typeof Plain, model: "openai" | "anthropic", args: unknown) =>
  Effect.gen(function*() {
    const server = yield* Loopback.scoped(
      model === "openai"
        ? [Responses.ok(Responses.functionCall("call_1", "book", args)), Responses.ok(Responses.message("done"))]
        : [toolUseReply(args), textReply]
    )
    const seen: Array<unknown> = []
    const keys: Array<Option.Option<string>> = []
    const kit = AiKit.make(tool as typeof Lenient)
    const handlers = AiToolkit.toLayer(kit, {
      book: (params) =>
        Effect.gen(function*() {
          seen.push(params)
          keys.push(yield* Idempotency.currentKey)
          return "ok"
        })
    }, { tools: { book: { sideEffect: true } } })
    const layer = Layer.merge(model === "openai" ? Responses.openAi(server.url) : anthropic(server.url), handlers).pipe(
      Layer.provide(Idempotency.layerMemory)
    )
    const prompt = Prompt.make("Book it")
    const first = yield* Effect.gen(function*() {
      const first = yield* LanguageModel.generateText({ prompt, toolkit: kit })
      yield* LanguageModel.generateText({
        prompt: Prompt.merge(prompt, Prompt.fromResponseParts(first.content)),
        toolkit: kit
      })
      return first
    }).pipe(Toolkit.withTurnId("turn_1"), Effect.provide(layer), Effect.either)
    return { first, seen, keys, bodies: server.requests.map((r) => r.body) }
  })

describe("AiToolkit.tool's lenient parameters", () => {
  for (const model of ["openai", "anthropic"] as const) {
    it.effect(`${model}: matching arguments reach the handler, key and history as a plain tool's`, () =>
      Effect.gen(function*() {
        const args = { n: "42", d: "2025-01-02T00:00:00.000Z", to: "ada" }
        const a = yield* run(Lenient, model, args)
        const b = yield* run(Plain, model, args)
        expect(a.seen).toEqual(b.seen)
        expect(a.keys).toEqual(b.keys)
        expect(a.bodies).toEqual(b.bodies)
      }).pipe(Effect.scoped))
    it.effect(`${model}: unmatched arguments go back to the provider as the model wrote them`, () =>
      Effect.gen(function*() {
        const args = { n: 42, d: "x", to: "ada", extra: [1] }
        const a = yield* run(Lenient, model, args)
        expect(a.first._tag).toBe("Right")
        expect(a.seen).toEqual([])
        // the call in the history is the model's own, beside the answer on it
        const text = a.bodies[1]!
        expect(text).toContain(model === "openai" ? JSON.stringify(JSON.stringify(args)) : JSON.stringify(args))
        expect(text).toContain("INVALID_ARGUMENTS")
      }).pipe(Effect.scoped))
  }
})

describe("streamText and generateObject with lenient tools", () => {
  it.effect("streamText: unmatched arguments answered INVALID_ARGUMENTS", () =>
    Effect.gen(function*() {
      const args = JSON.stringify({ n: 42, d: "x", to: "ada" })
      const ev = (type: string, fields: Record<string, unknown>, i: number) => ({
        event: type,
        data: { type, sequence_number: i, ...fields }
      })
      const call = Responses.functionCall("call_1", "book", args)
      const server = yield* Loopback.scoped([Loopback.sse([
        ev("response.created", { response: { ...Responses.response([]), status: "in_progress" } }, 0),
        ev(
          "response.output_item.added",
          { output_index: 0, item: { ...call, arguments: "", status: "in_progress" } },
          1
        ),
        ev("response.function_call_arguments.delta", { item_id: call.id, output_index: 0, delta: args }, 2),
        ev("response.output_item.done", { output_index: 0, item: call }, 3),
        ev("response.completed", { response: Responses.response([call]) }, 4)
      ])])
      const kit = AiKit.make(Lenient)
      const layer = Layer.merge(
        Responses.openAi(server.url),
        AiToolkit.toLayer(kit, { book: () => Effect.succeed("ok") })
      )
      const parts = yield* LanguageModel.streamText({ prompt: "Book it", toolkit: kit }).pipe(
        Stream.runCollect,
        Effect.provide(layer)
      )
      const result = [...parts].find((p) => p.type === "tool-result") as any
      expect(result.encodedResult.error.code).toBe("INVALID_ARGUMENTS")
      const tc = [...parts].find((p) => p.type === "tool-call") as any
      expect(JSON.stringify(tc.params)).toBe(args)
    }).pipe(Effect.scoped))

  it.effect("generateObject with a toolkit: unmatched arguments do not fail it", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.ok(Responses.functionCall("call_1", "book", { n: 1 }), Responses.message("{\"a\":1}"))
      ])
      const kit = AiKit.make(Lenient)
      const layer = Layer.merge(
        Responses.openAi(server.url),
        AiToolkit.toLayer(kit, { book: () => Effect.succeed("ok") })
      )
      const out = yield* LanguageModel.generateObject({
        prompt: "x",
        toolkit: kit,
        schema: Schema.Struct({ a: Schema.Number })
      }).pipe(
        Effect.provide(layer)
      )
      expect(out.value).toEqual({ a: 1 })
      expect((out.toolResults[0] as any).encodedResult.error.code).toBe("INVALID_ARGUMENTS")
    }).pipe(Effect.scoped))
})

describe("lenient parameters that decode asynchronously", () => {
  it.effect("matching arguments are the struct's, decoded: for the handler and in the response's tool call", () =>
    Effect.gen(function*() {
      // a refinement that asks a service (an async check) cannot be decided synchronously
      const known = Schema.String.pipe(Schema.filterEffect((s) => Effect.promise(async () => s.length > 0)))
      const Async = AiToolkit.tool("book", { parameters: { to: known }, success: Schema.String })
      const server = yield* Loopback.scoped([
        Responses.ok(Responses.functionCall("call_1", "book", { to: "ada" })),
        Responses.ok(Responses.message("done"))
      ])
      const seen: Array<unknown> = []
      const kit = AiKit.make(Async)
      const layer = Layer.merge(
        Responses.openAi(server.url),
        AiToolkit.toLayer(kit, { book: (params) => Effect.sync(() => seen.push(params)).pipe(Effect.as("ok")) })
      )
      const response = yield* LanguageModel.generateText({ prompt: "Book it", toolkit: kit }).pipe(
        Effect.provide(layer)
      )
      expect(seen).toEqual([{ to: "ada" }])
      expect(response.toolCalls.map((call) => call.params)).toEqual([{ to: "ada" }])
    }).pipe(Effect.scoped))
})

describe("a call without arguments sent as null", () => {
  it.effect("the real OpenAI client's \"arguments\": \"null\" for a tool without parameters runs it", () =>
    Effect.gen(function*() {
      // models behind OpenAI-compatible servers send "null" for a tool without parameters; answered INVALID_ARGUMENTS
      // ("Expected {}, actual null"), the model sent the same again
      const Now = AiToolkit.tool("now", { parameters: {}, success: Schema.String })
      const server = yield* Loopback.scoped([
        Responses.ok(Responses.functionCall("call_1", "now", "null")),
        Responses.ok(Responses.message("done"))
      ])
      const kit = AiKit.make(Now)
      const layer = Layer.merge(
        Responses.openAi(server.url),
        AiToolkit.toLayer(kit, { now: () => Effect.succeed("12:00") })
      )
      const response = yield* LanguageModel.generateText({ prompt: "What time is it?", toolkit: kit }).pipe(
        Effect.provide(layer)
      )
      expect(response.toolResults.map((r) => (r as any).encodedResult)).toEqual(["12:00"])
    }).pipe(Effect.scoped))
})

describe("a tool without parameters", () => {
  it.effect("gives the model an object without properties, as @effect/ai's own tool without parameters does", () =>
    Effect.gen(function*() {
      // Schema.Struct({}) is described as "an object or an array" ({ anyOf: [{ type: "object" }, { type: "array" }] }),
      // which OpenAI ("schema must be a JSON Schema of 'type: \"object\"'") and Anthropic ("input_schema.type: Field
      // required") refuse, with the whole request
      const none = AiTool.getJsonSchema(AiTool.make("now", { success: Schema.String }))
      expect(none).toEqual({ type: "object", required: [], properties: {}, additionalProperties: false })
      for (
        const tool of [AiToolkit.tool("now", { success: Schema.String }), AiToolkit.tool("now", { parameters: {} })]
      ) {
        const server = yield* Loopback.scoped([Responses.ok(Responses.message("12:00"))])
        const kit = AiKit.make(tool)
        const layer = Layer.merge(
          Responses.openAi(server.url),
          AiToolkit.toLayer(kit, { now: () => Effect.succeed("") })
        )
        yield* LanguageModel.generateText({ prompt: "What time is it?", toolkit: kit }).pipe(Effect.provide(layer))
        expect(JSON.parse(server.requests[0]!.body).tools[0].parameters).toEqual(none)
      }
    }).pipe(Effect.scoped))
})

describe("arguments nested thousands of levels deep", () => {
  for (const model of ["openai", "anthropic"] as const) {
    it.effect(`${model}: a recursive schema's tree too deep is INVALID_ARGUMENTS the model reads, not a defect`, () =>
      Effect.gen(function*() {
        // @effect/ai decodes the arguments before the handler, with the struct behind the lenient parameters: a tree a
        // couple of thousand levels deep overflowed the stack there, and generateText died (the turn ended)
        interface Node {
          readonly kids: ReadonlyArray<Node>
        }
        const Node: Schema.Schema<Node> = Schema.Struct({
          kids: Schema.Array(Schema.suspend((): Schema.Schema<Node> => Node))
        }).annotations({ identifier: "Node" })
        const Outline = AiToolkit.tool("outline", { parameters: { tree: Node }, success: Schema.String })
        // 2000 levels: past what the schema decodes, short of what JSON.stringify writes (the provider's client sends the
        // call back in the history; some thousands more overflow its JSON.stringify, which this library cannot help)
        const deep = `{"tree":${"{\"kids\":[".repeat(2_000)}{"kids":[]}${"]}".repeat(2_000)}}`
        // the Anthropic client reads a tool_use's input parsed: the body as the server writes it
        const toolUse =
          `{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[{"type":` +
          `"tool_use","id":"toolu_1","name":"outline","input":${deep}}],"stop_reason":"tool_use","stop_sequence":null,` +
          `"usage":{"input_tokens":1,"output_tokens":1}}`
        const server = yield* Loopback.scoped(
          model === "openai"
            ? [Responses.ok(Responses.functionCall("call_1", "outline", deep)), Responses.ok(Responses.message("done"))]
            : [Loopback.reply(200, toolUse, { "content-type": "application/json" }), textReply]
        )
        const seen: Array<unknown> = []
        const kit = AiKit.make(Outline)
        const layer = Layer.merge(
          model === "openai" ? Responses.openAi(server.url) : anthropic(server.url),
          AiToolkit.toLayer(kit, { outline: (params) => Effect.sync(() => seen.push(params)).pipe(Effect.as("ok")) })
        )
        const prompt = Prompt.make("Outline it")
        const first = yield* LanguageModel.generateText({ prompt, toolkit: kit }).pipe(Effect.provide(layer))
        expect(first.toolResults.map((r) => (r as any).encodedResult)).toEqual([{
          error: {
            code: "INVALID_ARGUMENTS",
            message:
              "The arguments of outline are nested too deeply to be read. Send them with less nesting and call " +
              "outline again."
          }
        }])
        expect(seen).toEqual([])
        // the turn goes on: the model reads the answer on its call
        const second = yield* LanguageModel.generateText({
          prompt: Prompt.merge(prompt, Prompt.fromResponseParts(first.content)),
          toolkit: kit
        }).pipe(Effect.provide(layer))
        expect(second.text).toBe("done")
        expect(server.requests[1]!.body).toContain("nested too deeply")
      }).pipe(Effect.scoped))
  }
})

describe("parameters whose schema dies reading the arguments", () => {
  it.effect("a check that throws on what the model sent is INTERNAL the model reads, not a generateText that dies", () =>
    Effect.gen(function*() {
      // @effect/ai decodes the arguments before the handler: a filter's `new URL("docs.python.org")` threw "Invalid URL"
      // there, and generateText died (the turn ended), where a handler's defect is a result
      const Https = Schema.String.pipe(Schema.filter((url) => new URL(url).protocol === "https:"))
      const Fetch = AiToolkit.tool("fetch_page", { parameters: { url: Https }, success: Schema.String })
      const server = yield* Loopback.scoped([
        Responses.ok(Responses.functionCall("call_1", "fetch_page", JSON.stringify({ url: "docs.python.org" }))),
        Responses.ok(Responses.message("done"))
      ])
      const seen: Array<unknown> = []
      const kit = AiKit.make(Fetch)
      const layer = Layer.merge(
        Responses.openAi(server.url),
        AiToolkit.toLayer(kit, { fetch_page: (params) => Effect.sync(() => seen.push(params)).pipe(Effect.as("ok")) })
      )
      const first = yield* LanguageModel.generateText({ prompt: "Read the docs", toolkit: kit }).pipe(
        Effect.provide(layer)
      )
      expect(first.toolResults.map((r) => (r as any).encodedResult)).toEqual([{
        error: { code: "INTERNAL", message: "fetch_page failed because of an internal error." }
      }])
      expect(seen).toEqual([])
    }).pipe(Effect.scoped))
})
