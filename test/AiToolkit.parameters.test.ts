/**
 * The arguments of an `AiToolkit.tool` run with `AiToolkit.toLayer`, through the real @effect/ai-openai client against a
 * loopback server: @effect/ai decodes a call's parameters before its handler (in `Toolkit.handle`) and again with the
 * response (its tool-call parts, before the calls under streamText, after them under generateText). An asynchronous
 * check of the parameters (`Schema.filterEffect` asking a service) runs once for all of them, within the tool's timeout.
 */
import { LanguageModel, Toolkit as AiKit } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Schema, Stream, TestClock } from "effect"
import { AiModel, AiToolkit } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import { anthropic } from "./support/anthropicResponses.js"
import * as Loopback from "./support/loopback.js"

/** A Responses API stream of one function call. */
const callStream = (args: string) => {
  const ev = (type: string, fields: Record<string, unknown>, i: number) => ({
    event: type,
    data: { type, sequence_number: i, ...fields }
  })
  const call = Responses.functionCall("call_1", "book", args)
  return Loopback.sse([
    ev("response.created", { response: { ...Responses.response([]), status: "in_progress" } }, 0),
    ev("response.output_item.added", { output_index: 0, item: { ...call, arguments: "", status: "in_progress" } }, 1),
    ev("response.function_call_arguments.delta", { item_id: call.id, output_index: 0, delta: args }, 2),
    ev("response.output_item.done", { output_index: 0, item: call }, 3),
    ev("response.completed", { response: Responses.response([call]) }, 4)
  ])
}

const toolUse = (input: unknown) =>
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

const setup = (
  check: (to: string) => Effect.Effect<boolean>,
  streamed: boolean,
  args: object = { to: "ada" },
  provider: "openai" | "anthropic" = "openai",
  resilient = false
) =>
  Effect.gen(function*() {
    const To = Schema.String.pipe(Schema.filterEffect(check))
    const Book = AiToolkit.tool("book", { parameters: { to: To }, success: Schema.String })
    const server = yield* Loopback.scoped([
      provider === "anthropic"
        ? toolUse(args)
        : streamed
        ? callStream(JSON.stringify(args))
        : Responses.ok(Responses.functionCall("call_1", "book", args))
    ])
    const seen: Array<unknown> = []
    const kit = AiKit.make(Book)
    const model = provider === "anthropic" ? anthropic(server.url) : Responses.openAi(server.url)
    const layer = Layer.merge(
      resilient ? AiModel.layerPolicy({ name: "model" }).pipe(Layer.provide(model)) : model,
      AiToolkit.toLayer(kit, { book: (params) => Effect.sync(() => seen.push(params)).pipe(Effect.as("booked")) }, {
        tools: { book: { timeout: "10 seconds" } }
      })
    )
    const answer = streamed
      ? LanguageModel.streamText({ prompt: "Book it", toolkit: kit }).pipe(
        Stream.runCollect,
        Effect.map((parts) => {
          const all = [...parts] as Array<any>
          return {
            results: all.filter((p) => p.type === "tool-result").map((p) => p.encodedResult),
            calls: all.filter((p) => p.type === "tool-call").map((p) => p.params)
          }
        })
      )
      : Effect.map(LanguageModel.generateText({ prompt: "Book it", toolkit: kit }), (response) => ({
        results: response.toolResults.map((r) => (r as any).encodedResult),
        calls: response.toolCalls.map((c) => c.params as unknown)
      }))
    return { answer: Effect.provide(answer, layer), seen }
  })

for (const streamed of [false, true]) {
  const how = streamed ? "streamText" : "generateText"
  describe(`${how}: an asynchronous check of an AiToolkit.tool's parameters under toLayer`, () => {
    it.effect("that never answers ends with the tool's TIMEOUT the model reads, not a call that hangs for good", () =>
      Effect.gen(function*() {
        const asked = yield* Deferred.make<void>()
        const { answer, seen } = yield* setup(
          () => Effect.zipRight(Deferred.succeed(asked, undefined), Effect.never),
          streamed
        )
        const fiber = yield* Effect.fork(answer)
        yield* Deferred.await(asked)
        yield* TestClock.adjust("10 seconds")
        const { results } = yield* Fiber.join(fiber)
        expect(results).toEqual([{
          error: { code: "TIMEOUT", message: "book timed out after 10 s; the call was cancelled." }
        }])
        expect(seen).toEqual([])
      }).pipe(Effect.scoped))

    it.effect("runs once for the call (handler, response's tool call and the toolkit's own decoding together)", () =>
      Effect.gen(function*() {
        let checks = 0
        const { answer, seen } = yield* setup((to) => Effect.sync(() => (checks++, to.length > 0)), streamed)
        const { calls, results } = yield* answer
        expect(checks).toBe(1)
        expect(seen).toEqual([{ to: "ada" }])
        expect(calls).toEqual([{ to: "ada" }])
        expect(results).toEqual(["booked"])
      }).pipe(Effect.scoped))

    it.effect("that refuses the arguments runs once, and the model reads INVALID_ARGUMENTS", () =>
      Effect.gen(function*() {
        let checks = 0
        const { answer, seen } = yield* setup((to) => Effect.sync(() => (checks++, to.length > 3)), streamed)
        const { results } = yield* answer
        expect(checks).toBe(1)
        expect(seen).toEqual([])
        expect(results.map((r: any) => r.error.code)).toEqual(["INVALID_ARGUMENTS"])
      }).pipe(Effect.scoped))

    it.effect("runs once under AiModel's layer too (which decodes the answer within its protected call)", () =>
      Effect.gen(function*() {
        // the layer hands @effect/ai the answer encoded again: its arguments, a new object, were read a second time
        let checks = 0
        const { answer, seen } = yield* setup(
          (to) => Effect.sync(() => (checks++, to.length > 0)),
          streamed,
          undefined,
          "openai",
          true
        )
        const { calls, results } = yield* answer
        expect(checks).toBe(1)
        expect(seen).toEqual([{ to: "ada" }])
        expect(calls).toEqual([{ to: "ada" }])
        expect(results).toEqual(["booked"])
      }).pipe(Effect.scoped))
  })
}

describe("two calls of one answer under AiModel's layer, handled one after the other", () => {
  it.effect("each handler gets the tool's timeout: the first one's run does not eat the second one's time", () =>
    Effect.gen(function*() {
      // the layer decodes (reads) both calls within its model call, before either handler runs
      const Book = AiToolkit.tool("book", { parameters: { to: Schema.String }, success: Schema.String })
      const server = yield* Loopback.scoped([
        Responses.ok(
          Responses.functionCall("call_1", "book", { to: "ada" }),
          Responses.functionCall("call_2", "book", { to: "grace" })
        )
      ])
      const kit = AiKit.make(Book)
      const started = { ada: yield* Deferred.make<void>(), grace: yield* Deferred.make<void>() }
      const layer = Layer.merge(
        AiModel.layerPolicy({ name: "model" }).pipe(Layer.provide(Responses.openAi(server.url))),
        AiToolkit.toLayer(kit, {
          book: ({ to }) =>
            Deferred.succeed(started[to as "ada" | "grace"], undefined).pipe(
              Effect.zipRight(Effect.sleep("8 seconds")),
              Effect.as(`booked ${to}`)
            )
        }, { tools: { book: { timeout: "10 seconds" } } })
      )
      const fiber = yield* LanguageModel.generateText({ prompt: "Book both", toolkit: kit }).pipe(
        Effect.provide(layer),
        Effect.fork
      )
      yield* Deferred.await(started.ada)
      yield* TestClock.adjust("8 seconds")
      yield* Deferred.await(started.grace)
      yield* TestClock.adjust("8 seconds")
      const response = yield* Fiber.join(fiber)
      expect(response.toolResults.map((r) => (r as any).encodedResult)).toEqual(["booked ada", "booked grace"])
    }).pipe(Effect.scoped))
})

describe("an asynchronous check of an AiToolkit.tool's parameters under toLayer, beyond OpenAI's generateText", () => {
  it.effect("runs once under the real Anthropic client too", () =>
    Effect.gen(function*() {
      let checks = 0
      const { answer, seen } = yield* setup(
        (to) => Effect.sync(() => (checks++, to.length > 0)),
        false,
        undefined,
        "anthropic"
      )
      const { results } = yield* answer
      expect(checks).toBe(1)
      expect(seen).toEqual([{ to: "ada" }])
      expect(results).toEqual(["booked"])
    }).pipe(Effect.scoped))

  it.effect("a property the parameters lack is INVALID_ARGUMENTS, as Toolkit.execute answers (the JSON Schema says so)", () =>
    Effect.gen(function*() {
      // decoded by @effect/ai, the property was dropped and the call ran without it: the model that asked for a copy to
      // Grace believed it was sent
      const { answer, seen } = yield* setup(() => Effect.succeed(true), false, { to: "ada", cc: "grace" })
      const { results } = yield* answer
      expect(seen).toEqual([])
      expect(results.map((r: any) => r.error.code)).toEqual(["INVALID_ARGUMENTS"])
      expect(results[0].error.message).toContain("cc")
    }).pipe(Effect.scoped))
})

describe("the handlers' layer provided to the toolkit alone", () => {
  it.effect("@effect/ai decodes the parameters where no reader is: the call is answered all the same", () =>
    Effect.gen(function*() {
      // the documented place is around generateText; provided to the toolkit, the parameters decode as the struct does
      // (outside the timeout), and this library's toolkit decodes them again
      const Book = AiToolkit.tool("book", { parameters: { to: Schema.String }, success: Schema.String })
      const server = yield* Loopback.scoped([Responses.ok(Responses.functionCall("call_1", "book", { to: "ada" }))])
      const kit = AiKit.make(Book)
      const toolkit = Effect.provide(kit, AiToolkit.toLayer(kit, { book: ({ to }) => Effect.succeed(`booked ${to}`) }))
      const response = yield* LanguageModel.generateText({ prompt: "Book it", toolkit }).pipe(
        Effect.provide(Responses.openAi(server.url))
      )
      expect(response.toolResults.map((r) => (r as any).encodedResult)).toEqual(["booked ada"])
    }).pipe(Effect.scoped))
})

describe("the same arguments handled twice", () => {
  it.effect("are read again for the second run, which gets the tool's whole timeout", () =>
    Effect.gen(function*() {
      let checks = 0
      const To = Schema.String.pipe(
        Schema.filterEffect((to) => Effect.as(Effect.sync(() => checks++), to.length > 0))
      )
      const Book = AiToolkit.tool("book", { parameters: { to: To }, success: Schema.String })
      const kit = AiKit.make(Book)
      const layer = AiToolkit.toLayer(kit, { book: ({ to }) => Effect.succeed(`booked ${to}`) }, {
        tools: { book: { timeout: "10 seconds" } }
      })
      const results = yield* Effect.gen(function*() {
        const handled = yield* kit
        const args = { to: "ada" }
        const first = yield* handled.handle("book", args as any)
        // past the first read's timeout: its time must not count for the second run
        yield* TestClock.adjust("1 minute")
        const second = yield* handled.handle("book", args as any)
        return [first.encodedResult, second.encodedResult]
      }).pipe(Effect.provide(layer))
      expect(results).toEqual(["booked ada", "booked ada"])
      expect(checks).toBe(2)
    }))
})

describe("parallel calls of one generateText under toLayer", () => {
  it.effect("one that times out is interrupted (its finalizers run) and the other's result is its own", () =>
    Effect.gen(function*() {
      const released: Array<string> = []
      const Slow = AiToolkit.tool("slow", { success: Schema.String })
      const Quick = AiToolkit.tool("quick", { success: Schema.String })
      const server = yield* Loopback.scoped([
        Responses.ok(Responses.functionCall("call_1", "slow", {}), Responses.functionCall("call_2", "quick", {}))
      ])
      const kit = AiKit.make(Slow, Quick)
      const started = yield* Deferred.make<void>()
      const quickStarted = yield* Deferred.make<void>()
      const layer = Layer.merge(
        Responses.openAi(server.url),
        AiToolkit.toLayer(kit, {
          slow: () =>
            Effect.acquireRelease(Deferred.succeed(started, undefined), () => Effect.sync(() => released.push("slow")))
              .pipe(Effect.zipRight(Effect.never), Effect.as("never"), Effect.scoped),
          quick: () =>
            Deferred.succeed(quickStarted, undefined).pipe(
              Effect.zipRight(Effect.sleep("3 seconds")),
              Effect.as("done")
            )
        }, { tools: { slow: { timeout: "1 second" }, quick: { timeout: "10 seconds" } } })
      )
      const fiber = yield* LanguageModel.generateText({ prompt: "Go", toolkit: kit, concurrency: "unbounded" }).pipe(
        Effect.provide(layer),
        Effect.fork
      )
      yield* Deferred.await(started)
      yield* Deferred.await(quickStarted)
      yield* TestClock.adjust("1 second")
      yield* TestClock.adjust("2 seconds")
      const response = yield* Fiber.join(fiber)
      expect(response.toolResults.map((r) => (r as any).encodedResult)).toEqual([
        { error: { code: "TIMEOUT", message: "slow timed out after 1 s; the call was cancelled." } },
        "done"
      ])
      expect(released).toEqual(["slow"])
    }).pipe(Effect.scoped))
})
