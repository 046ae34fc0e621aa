/**
 * What the FaultServer tests of `@effect/ai`'s providers share (test/FaultServer.ai.test.ts for OpenAI's Responses API,
 * test/FaultServer.anthropic.test.ts for Anthropic's Messages API): the same tool, the same conversations, the same
 * checks, run against each provider's model layer.
 */
import { LanguageModel, Prompt, Tool, Toolkit } from "@effect/ai"
import { expect } from "@effect/vitest"
import { Chunk, Effect, Layer, Schema, Stream } from "effect"
import { Classify, FaultServer, Testing } from "effect-resilience"
import { AiModel } from "effect-resilience/ai"
import { retryAfterMs } from "./common.js"

export const GetWeather = Tool.make("get_weather", {
  description: "The weather in a city",
  parameters: { city: Schema.String, days: Schema.Int },
  success: Schema.Struct({ city: Schema.String, temperature: Schema.Number })
})
export const Weather = Toolkit.make(GetWeather)
export const WeatherHandlers = Weather.toLayer({
  get_weather: ({ city }) => Effect.succeed({ city, temperature: 21 })
})

/** `streamText`'s parts for `prompt`, all of them. */
export const collect = (prompt: string) =>
  LanguageModel.streamText({ prompt }).pipe(Stream.runCollect, Effect.map(Chunk.toReadonlyArray))

/** The script `helloThenStreamed` reads: an answer to `generateText`, then one to `streamText`. */
export const helloScript = FaultServer.scripted([
  FaultServer.text("Hello from the fault server."),
  FaultServer.text("Streamed too.")
])

/** `generateText` then `streamText` against `helloScript`, each answer checked; the streamed parts, to check further. */
export const helloThenStreamed = Effect.gen(function*() {
  const response = yield* LanguageModel.generateText({ prompt: "Say hello" })
  expect(response.text).toBe("Hello from the fault server.")
  expect(response.finishReason).toBe("stop")
  const parts = yield* collect("Stream it")
  expect(parts.flatMap((p) => p.type === "text-delta" ? [p.delta] : []).join("")).toBe("Streamed too.")
  return { response, parts }
})

/**
 * The seeded model's tool round trip through `model` (a provider's layer, on `server`): `generateText` gets one call
 * of `get_weather`, the toolkit runs it, the next turn answers with its result; streamed, the same call. The call and
 * the streamed parts, for the checks a provider adds.
 */
export const toolRoundTrip = <E>(server: FaultServer.Service, model: Layer.Layer<LanguageModel.LanguageModel, E>) =>
  Effect.gen(function*() {
    const program = Effect.gen(function*() {
      const prompt = Prompt.make("What is the weather in Oslo?")
      const first = yield* LanguageModel.generateText({ prompt, toolkit: Weather })
      expect(first.finishReason).toBe("tool-calls")
      expect(first.toolCalls).toHaveLength(1)
      const call = first.toolCalls[0]
      expect(call.name).toBe("get_weather")
      expect(first.toolResults.map((r) => r.result)).toEqual([{ city: call.params.city, temperature: 21 }])
      const history = Prompt.merge(prompt, Prompt.fromResponseParts(first.content))
      const second = yield* LanguageModel.generateText({ prompt: history, toolkit: Weather })
      expect(second.toolCalls).toEqual([])
      expect(second.text).toBe(`Done. get_weather returned {"city":"${call.params.city}","temperature":21}.`)
      const streamed = yield* LanguageModel.streamText({ prompt, toolkit: Weather }).pipe(
        Stream.runCollect,
        Effect.map(Chunk.toReadonlyArray)
      )
      const calls = streamed.flatMap((p) => p.type === "tool-call" ? [p] : [])
      expect(calls.map((c) => [c.id, c.name, c.params])).toEqual([[call.id, call.name, call.params]])
      expect(streamed.some((p) => p.type === "tool-result")).toBe(true)
      return { call, streamed }
    })
    const result = yield* Effect.provide(program, Layer.merge(model, WeatherHandlers))
    expect((yield* server.requests).map((r) => [r.tools, r.reply?._tag])).toEqual([
      [["get_weather"], "ToolCalls"],
      [["get_weather"], "Text"],
      [["get_weather"], "ToolCalls"]
    ])
    return result
  })

/**
 * A server whose first three replies cover what a provider's stream schema must decode: text, parallel tool calls,
 * then an error mid-stream.
 */
export const everyEventServer = FaultServer.make({
  model: FaultServer.scripted([
    FaultServer.text("Some text."),
    FaultServer.toolCalls([{ name: "a", arguments: { x: 1 } }, { name: "b", arguments: { y: "long argument" } }])
  ]),
  faults: { schedule: [{ at: 3, fault: "stream-error" }] }
})

/** The events of a server-sent stream, each decoded with `schema` and its `event:` line its `type`. */
export const sseEvents = <A extends { readonly type: string }, I>(schema: Schema.Schema<A, I>) => (text: string) =>
  text.split("\n\n").filter((f) => f.length > 0).map((frame) => {
    const [event, data] = frame.split("\n")
    const decoded = Schema.decodeUnknownSync(schema)(JSON.parse(data.slice(6)))
    expect(event).toBe(`event: ${decoded.type}`)
    return decoded
  })

/** A fault and how `Classify` reads the provider's error for it. */
export interface ClassifiedFault {
  readonly fault: FaultServer.FaultSpec
  readonly tag: string
  readonly status: number
  readonly retryAfterMs?: number
}

/** A fault's name in a test's title. */
export const faultName = (fault: FaultServer.FaultSpec) => typeof fault === "string" ? fault : JSON.stringify(fault)

/**
 * `expected.fault` on a server's first two requests, met through `model` (a provider's layer on that server): the two
 * errors `errorsOf` gets (the plain call's, then the stream's) each classified as `expected` says (its tag, status and
 * wait), then the third request answered.
 */
export const faultedTwiceThenAnswered = <E1, E2>(
  expected: ClassifiedFault,
  model: (server: FaultServer.Service) => Layer.Layer<LanguageModel.LanguageModel, E1>,
  errorsOf: Effect.Effect<ReadonlyArray<unknown>, E2, LanguageModel.LanguageModel>
) =>
  Effect.gen(function*() {
    const { fault } = expected
    const server = yield* FaultServer.make({ faults: { schedule: [{ at: 1, fault }, { at: 2, fault }] } })
    const program = Effect.gen(function*() {
      const errors = yield* errorsOf
      expect(errors).toHaveLength(2)
      for (const error of errors) {
        const failure = Classify.classify(error)
        expect(failure._tag).toBe(expected.tag)
        expect(failure.status).toBe(expected.status)
        expect(retryAfterMs(failure)).toBe(expected.retryAfterMs)
      }
      expect((yield* LanguageModel.generateText({ prompt: "Hi" })).text).toMatch(/You said: "Hi"/)
    })
    yield* Effect.provide(program, model(server))
  })

/** The text deltas `AiModel.streamText` gave before it ended under `policy` over `model`, and how it ended, on `TestClock`. */
export const streamedUnder = <E>(
  policy: Parameters<typeof AiModel.layerPolicy>[0],
  model: Layer.Layer<LanguageModel.LanguageModel, E>
) =>
  Effect.gen(function*() {
    const seen: Array<string> = []
    const run = yield* Testing.runWithTestClock(
      AiModel.streamText({ prompt: "Hi" }).pipe(
        Stream.runForEach((p) => Effect.sync(() => p.type === "text-delta" && seen.push(p.delta))),
        Effect.provide(AiModel.layerPolicy(policy).pipe(Layer.provide(model)))
      )
    )
    return { run, seen }
  })
