/**
 * `@effect/ai`'s `Chat` over an `AiModel` layer, with the real `@effect/ai-openai` client against a loopback server:
 * what a failed turn leaves in the chat's history, and what a retry of the turn then sends. `Chat.streamText` writes its
 * history when its stream ends, however it ends: the question, and the blocks of the answer that had ended (a text whose
 * `text-end` came, a whole tool call). A retry of the turn asks the question again after them. `Chat.generateText`
 * writes it only when it succeeds. The README's workaround (restoring `chat.history` when the turn fails) is tested
 * here as it is written there.
 */
import { Chat, type LanguageModel, type Prompt, Tool as AiTool, Toolkit as AiKit } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref, Schema, Stream } from "effect"
import { Failure, Retry, RetrySchedule, Testing } from "effect-resilience"
import { AiModel, AiToolkit } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import { valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3))

const overloaded = Responses.error(503, { type: "server_error", message: "The engine is currently overloaded" })

/** An answer whose first text block ends ("Hello", its `text-end`), then a `server_error` event before the finish. */
const afterABlock = (() => {
  const whole = Responses.textStream(["Hel", "lo"])
  const failure = {
    event: "error",
    data: { type: "error", sequence_number: 99, code: "server_error", message: "The server had an error", param: null }
  }
  // every event but `response.completed`, then the error
  return Loopback.sse([...whole.events.slice(0, -1), failure])
})()

const answer = Responses.textStream(["Hi"])

/** A policy of guards only (no `retry`): the retries are the caller's, above it. */
const guardsOnly = (url: string) =>
  AiModel.layerPolicy({ name: "openai", timeout: "60 seconds" }).pipe(Layer.provide(Responses.openAi(url)))

/** A policy that retries before output (and whose stream's give-up after output an outer layer may retry). */
const retrying = (url: string) =>
  AiModel.layerPolicy({ name: "openai", timeout: "60 seconds", retry: { schedule } }).pipe(
    Layer.provide(Responses.openAi(url))
  )

/** One streamed turn, read whole. */
const streamTurn = (chat: Chat.Service, prompt: string) => Stream.runCollect(chat.streamText({ prompt }))

/** The README's workaround: the history as it was before the turn, put back when the turn fails. */
const restoringTurn = (chat: Chat.Service, prompt: string) =>
  Effect.gen(function*() {
    const before = yield* Ref.get(chat.history)
    return yield* chat.streamText({ prompt }).pipe(
      Stream.runCollect,
      Effect.onError(() => Ref.set(chat.history, before))
    )
  })

/** A message's role and its text parts (a tool call as its name). */
const shown = (message: Prompt.Message): string =>
  `${message.role}: ${
    typeof message.content === "string"
      ? message.content
      : message.content.map((part: any) => part.type === "text" ? part.text : part.type).join(" ")
  }`

/** What each request asked: its input items' role and text. */
const asked = (server: Loopback.Loopback): Array<Array<string>> =>
  Responses.bodies(server).map((body) =>
    body.input.map((item: any) =>
      item.type === "function_call"
        ? `function_call ${item.name}`
        : item.type === "function_call_output"
        ? `function_call_output ${JSON.parse(item.output).error?.code ?? item.output}`
        : `${item.role}: ${item.content.map((part: any) => part.text).join(" ")}`
    )
  )

/** Runs `turn` on a new chat under `layer`, retried by `Retry.retry` as `retryExhausted` says: the history after it. */
const retriedTurn = (
  layer: Layer.Layer<AiModel.ResilientLanguageModel | LanguageModel.LanguageModel>,
  turn: (chat: Chat.Service, prompt: string) => Effect.Effect<unknown, unknown, any>,
  retryExhausted = false
) =>
  Testing.runWithTestClock(
    Effect.gen(function*() {
      const chat = yield* Chat.empty
      yield* Retry.retry(turn(chat, "Q"), { schedule, retryExhausted })
      return (yield* Ref.get(chat.history)).content.map(shown)
    }).pipe(Effect.provide(layer))
  ).pipe(Effect.map((run) => valueOf(run.exit)))

describe("Chat.streamText over an AiModel layer: a failure the policy retries before output", () => {
  it.effect("never reaches the chat: the retried request and the history hold the question once", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([overloaded, answer])
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          const chat = yield* Chat.empty
          yield* streamTurn(chat, "Q")
          return (yield* Ref.get(chat.history)).content.map(shown)
        }).pipe(Effect.provide(retrying(server.url)))
      )
      expect(valueOf(run.exit)).toEqual(["user: Q", "assistant: Hi"])
      expect(asked(server)).toEqual([["user: Q"], ["user: Q"]])
    }).pipe(Effect.scoped))
})

describe("Chat.streamText over an AiModel layer: a failed turn retried above it (@effect/ai keeps what it saw)", () => {
  it.effect("guards below, retries above: a 503 leaves the question in the history, and the retry asks it twice", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([overloaded, answer])
      expect(yield* retriedTurn(guardsOnly(server.url), streamTurn)).toEqual(["user: Q", "user: Q", "assistant: Hi"])
      expect(asked(server)).toEqual([["user: Q"], ["user: Q", "user: Q"]])
    }).pipe(Effect.scoped))

  it.effect("a failure after a block of the answer ended: the retry (retryExhausted) sends the half answer, then Q", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([afterABlock, answer])
      expect(yield* retriedTurn(retrying(server.url), streamTurn, true)).toEqual([
        "user: Q",
        "assistant: Hello",
        "user: Q",
        "assistant: Hi"
      ])
      expect(asked(server)).toEqual([["user: Q"], ["user: Q", "assistant: Hello", "user: Q"]])
    }).pipe(Effect.scoped))

  it.effect("the failure itself is the policy's: an Exhausted after output, which a retry above passes on", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([afterABlock, answer])
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          const chat = yield* Chat.empty
          const failure = yield* Effect.flip(Retry.retry(streamTurn(chat, "Q"), { schedule }))
          return { failure, history: (yield* Ref.get(chat.history)).content.map(shown) }
        }).pipe(Effect.provide(retrying(server.url)))
      )
      const { failure, history } = valueOf(run.exit)
      expect(Failure.isExhausted(failure)).toBe(true)
      expect(history).toEqual(["user: Q", "assistant: Hello"])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))
})

describe("the README's workaround: chat.history restored when the streamed turn fails", () => {
  it.effect("guards below, retries above: the retry asks once, the history holds one question and its answer", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([overloaded, answer])
      expect(yield* retriedTurn(guardsOnly(server.url), restoringTurn)).toEqual(["user: Q", "assistant: Hi"])
      expect(asked(server)).toEqual([["user: Q"], ["user: Q"]])
    }).pipe(Effect.scoped))

  it.effect("after a block of the answer ended: the retry sends neither the half answer nor a second Q", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([afterABlock, answer])
      expect(yield* retriedTurn(retrying(server.url), restoringTurn, true)).toEqual(["user: Q", "assistant: Hi"])
      expect(asked(server)).toEqual([["user: Q"], ["user: Q"]])
    }).pipe(Effect.scoped))
})

describe("Chat.generateText over an AiModel layer, retried above it", () => {
  it.effect("writes the history only when it succeeds: the retry asks once", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([overloaded, Responses.ok(Responses.message("Hi"))])
      const turn = (chat: Chat.Service, prompt: string) => chat.generateText({ prompt })
      expect(yield* retriedTurn(guardsOnly(server.url), turn)).toEqual(["user: Q", "assistant: Hi"])
      expect(asked(server)).toEqual([["user: Q"], ["user: Q"]])
    }).pipe(Effect.scoped))
})

describe("Chat.streamText whose tool handler fails", () => {
  const weather = { parameters: { city: Schema.String }, success: Schema.String }
  const call = Responses.callStream("call_1", "weather", { city: "Paris" })

  /** A turn whose answer calls the tool, then a second turn on the same chat: what the second request sends. */
  const twoTurns = <R>(
    url: string,
    firstTurn: (chat: Chat.Service) => Stream.Stream<unknown, unknown, R | LanguageModel.LanguageModel>,
    handlers: Layer.Layer<R>
  ) =>
    Testing.runWithTestClock(
      Effect.gen(function*() {
        const chat = yield* Chat.empty
        const first = yield* Effect.exit(Stream.runCollect(firstTurn(chat)))
        yield* Stream.runCollect(chat.streamText({ prompt: "And now?" }))
        return first
      }).pipe(Effect.provide(Layer.merge(retrying(url), handlers)))
    ).pipe(Effect.map((run) => valueOf(run.exit)))

  it.effect("@effect/ai's own tool (failureMode \"error\"): the call stays without its result, sent so next time", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([call, answer])
      const Tools = AiKit.make(AiTool.make("weather", weather))
      const handlers = Tools.toLayer({ weather: () => Effect.die("service down") })
      const first = yield* twoTurns(server.url, (chat) => chat.streamText({ prompt: "Q", toolkit: Tools }), handlers)
      expect(first._tag).toBe("Failure")
      // OpenAI refuses a function_call no function_call_output answers (a 400): every later turn of the chat fails
      expect(asked(server)[1]).toEqual(["user: Q", "function_call weather", "user: And now?"])
    }).pipe(Effect.scoped))

  it.effect("AiToolkit.tool: the failure is the call's result, which the next request carries", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([call, answer])
      const Tools = AiKit.make(AiToolkit.tool("weather", weather))
      const handlers = AiToolkit.toLayer(Tools, { weather: () => Effect.fail(new Error("service down")) })
      const first = yield* twoTurns(server.url, (chat) => chat.streamText({ prompt: "Q", toolkit: Tools }), handlers)
      expect(first._tag).toBe("Success")
      expect(asked(server)[1]).toEqual([
        "user: Q",
        "function_call weather",
        "function_call_output FAILED",
        "user: And now?"
      ])
    }).pipe(Effect.scoped))
})
