/**
 * Side-effecting calls of `AiToolkit.toLayer` across the steps of one turn, with the real `@effect/ai-openai` client on
 * a loopback server and a real SQLite idempotency store. `@effect/ai` tells a handler neither its call nor its answer:
 * the key is the turn, the tool and the arguments, and under an `AiModel` layer also the exchange (the assistant
 * messages in the prompt), as `Agent.step` keys a turn outside a durable one.
 */
import { LanguageModel, Prompt, Toolkit as AiKit } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Layer, Schema, Stream } from "effect"
import { Idempotency, Toolkit } from "effect-resilience"
import { AiModel, AiToolkit } from "../src/Ai.js"
import { sqliteFile } from "./support/agentSteps.js"
import * as Responses from "./support/aiResponses.js"
import * as Loopback from "./support/loopback.js"

const SendEmail = AiToolkit.tool("send_email", {
  description: "Send an email",
  parameters: { to: Schema.String, body: Schema.String },
  success: Schema.Struct({ messageId: Schema.String })
})
const Tools = AiKit.make(SendEmail)

const reminder = { to: "ada@example.com", body: "Reminder: the meeting is at 3" }
const callOf = (id: string) => Responses.ok(Responses.functionCall(id, "send_email", reminder))

/** The handlers' layer and a real SQLite store; `sent` counts the emails that really went out. */
const tools = (filename: string) => {
  const log = { sent: 0 }
  const layer = AiToolkit.toLayer(Tools, {
    send_email: () => Effect.sync(() => ({ messageId: `m${++log.sent}` }))
  }, { tools: { send_email: { sideEffect: true } } }).pipe(Layer.provide(Idempotency.layerSqlite({ filename })))
  return { log, layer }
}

const sent = (response: LanguageModel.GenerateTextResponse<any>) =>
  response.toolResults.map((part) => [part.isFailure, part.encodedResult])

/**
 * One turn of two steps: the model sends the reminder, reads it went out, and is asked to send it again, which it does
 * with the same arguments in its next answer. Then the second step is run again (the same prompt: a retry of it).
 */
const twoSteps = (model: Layer.Layer<LanguageModel.LanguageModel>, filename: string) =>
  Effect.gen(function*() {
    const { layer, log } = tools(filename)
    const prompt = Prompt.make("Email Ada the reminder")
    const step = (history: Prompt.Prompt) => LanguageModel.generateText({ prompt: history, toolkit: Tools })
    const run = Effect.gen(function*() {
      const first = yield* step(prompt)
      const history = Prompt.merge(
        Prompt.merge(prompt, Prompt.fromResponseParts(first.content)),
        Prompt.make("Send the reminder again, please")
      )
      const second = yield* step(history)
      const retried = yield* step(history)
      const again = yield* step(prompt)
      return [first, second, retried, again].map(sent)
    })
    const results = yield* run.pipe(Toolkit.withTurnId("turn_1"), Effect.provide(Layer.merge(model, layer)))
    return { results, sent: log.sent }
  })

describe("AiToolkit.toLayer: the same side-effecting call in a later step of the turn", () => {
  it.effect("under an AiModel layer it runs again (a new exchange); the same step run again replays", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([callOf("call_1"), callOf("call_2"), callOf("call_3"), callOf("call_4")])
      const model = AiModel.layerPolicy({}).pipe(Layer.provide(Responses.openAi(server.url)))
      const { results, sent } = yield* twoSteps(model, sqliteFile("ai-exchanges"))
      expect(results).toEqual([
        [[false, { messageId: "m1" }]],
        // asked to send it again, the model's next answer sends it again
        [[false, { messageId: "m2" }]],
        // the same step again (the same prompt) and the first step again replay: nothing goes out twice
        [[false, { messageId: "m2" }]],
        [[false, { messageId: "m1" }]]
      ])
      expect(sent).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("streamed under an AiModel layer, it runs again too", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.callStream("call_1", "send_email", reminder),
        Responses.callStream("call_2", "send_email", reminder)
      ])
      const model = AiModel.layerPolicy({}).pipe(Layer.provide(Responses.openAi(server.url)))
      const { layer, log } = tools(sqliteFile("ai-exchanges"))
      const prompt = Prompt.make("Email Ada the reminder")
      const step = (history: Prompt.Prompt) =>
        LanguageModel.streamText({ prompt: history, toolkit: Tools }).pipe(
          Stream.runCollect,
          Effect.map(Chunk.toReadonlyArray)
        )
      const results = (parts: ReadonlyArray<any>) =>
        parts.flatMap((p) => p.type === "tool-result" ? [[p.isFailure, p.encodedResult]] : [])
      const run = Effect.gen(function*() {
        const first = yield* step(prompt)
        const second = yield* step(Prompt.merge(prompt, Prompt.fromResponseParts(first)))
        return [first, second].map(results)
      })
      const [first, second] = yield* run.pipe(Toolkit.withTurnId("turn_1"), Effect.provide(Layer.merge(model, layer)))
      expect(first).toEqual([[false, { messageId: "m1" }]])
      expect(second).toEqual([[false, { messageId: "m2" }]])
      expect(log.sent).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("with @effect/ai's own model alone it replays the first step's result (no exchange to key by)", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([callOf("call_1"), callOf("call_2"), callOf("call_3"), callOf("call_4")])
      const { results, sent } = yield* twoSteps(Responses.openAi(server.url), sqliteFile("ai-exchanges"))
      expect(results).toEqual([
        [[false, { messageId: "m1" }]],
        [[false, { messageId: "m1" }]],
        [[false, { messageId: "m1" }]],
        [[false, { messageId: "m1" }]]
      ])
      expect(sent).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("with @effect/ai's own model, a turn id per step makes the later step's call run", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([callOf("call_1"), callOf("call_2")])
      const { layer, log } = tools(sqliteFile("ai-exchanges"))
      const prompt = Prompt.make("Email Ada the reminder")
      const run = Effect.gen(function*() {
        const first = yield* LanguageModel.generateText({ prompt, toolkit: Tools }).pipe(
          Toolkit.withTurnId("turn_1/step_0")
        )
        const history = Prompt.merge(prompt, Prompt.fromResponseParts(first.content))
        const second = yield* LanguageModel.generateText({ prompt: history, toolkit: Tools }).pipe(
          Toolkit.withTurnId("turn_1/step_1")
        )
        return [first, second].map(sent)
      })
      const results = yield* run.pipe(Effect.provide(Layer.merge(Responses.openAi(server.url), layer)))
      expect(results).toEqual([[[false, { messageId: "m1" }]], [[false, { messageId: "m2" }]]])
      expect(log.sent).toBe(2)
    }).pipe(Effect.scoped))
})

describe("AiToolkit.toLayer: the same side-effecting call twice in one answer", () => {
  const twice = Responses.ok(
    Responses.functionCall("call_1", "send_email", reminder),
    // the same arguments in another key order: the same call
    Responses.functionCall("call_2", "send_email", { body: reminder.body, to: reminder.to })
  )

  it.effect("under an AiModel layer the repeat is not run and says so; called again in the next step, it runs", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([twice, callOf("call_3")])
      const model = AiModel.layerPolicy({}).pipe(Layer.provide(Responses.openAi(server.url)))
      const { layer, log } = tools(sqliteFile("ai-exchanges"))
      const prompt = Prompt.make("Email Ada the reminder")
      const run = Effect.gen(function*() {
        const first = yield* LanguageModel.generateText({ prompt, toolkit: Tools, concurrency: "unbounded" })
        const history = Prompt.merge(prompt, Prompt.fromResponseParts(first.content))
        const second = yield* LanguageModel.generateText({ prompt: history, toolkit: Tools })
        return [first, second].map(sent)
      })
      const [first, second] = yield* run.pipe(Toolkit.withTurnId("turn_1"), Effect.provide(Layer.merge(model, layer)))
      expect(first).toEqual([
        [false, { messageId: "m1" }],
        [true, {
          error: {
            code: "INVALID_ARGUMENTS",
            message: "This call was not run: the same send_email call (the same arguments) comes earlier in this " +
              "answer, and ran once there; its result is that call's. If you meant send_email to run again, call it " +
              "again."
          }
        }]
      ])
      expect(second).toEqual([[false, { messageId: "m2" }]])
      expect(log.sent).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("a tool without sideEffect runs both, as under Toolkit.executeAll", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([twice])
      const model = AiModel.layerPolicy({}).pipe(Layer.provide(Responses.openAi(server.url)))
      let runs = 0
      const layer = AiToolkit.toLayer(Tools, { send_email: () => Effect.sync(() => ({ messageId: `m${++runs}` })) })
      const response = yield* LanguageModel.generateText({ prompt: "Email Ada the reminder", toolkit: Tools }).pipe(
        Effect.provide(Layer.merge(model, layer))
      )
      expect(sent(response)).toEqual([[false, { messageId: "m1" }], [false, { messageId: "m2" }]])
    }).pipe(Effect.scoped))

  it.effect("with @effect/ai's own model the repeat replays the first call's result (no answer to read it from)", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([twice])
      const { layer, log } = tools(sqliteFile("ai-exchanges"))
      const response = yield* LanguageModel.generateText({ prompt: "Email Ada the reminder", toolkit: Tools }).pipe(
        Toolkit.withTurnId("turn_1"),
        Effect.provide(Layer.merge(Responses.openAi(server.url), layer))
      )
      expect(sent(response)).toEqual([[false, { messageId: "m1" }], [false, { messageId: "m1" }]])
      expect(log.sent).toBe(1)
    }).pipe(Effect.scoped))
})

describe("AiToolkit.toLayer under an AiModel layer: which calls of an answer are the same", () => {
  const Emails = AiKit.make(AiToolkit.tool("send_email", {
    description: "Send an email",
    parameters: {
      to: Schema.String,
      body: Schema.String,
      cc: Schema.optionalWith(Schema.String, { default: () => "" })
    },
    success: Schema.Struct({ messageId: Schema.String })
  }))
  const emails = (filename: string) => {
    const log = { sent: 0 }
    const layer = AiToolkit.toLayer(Emails, {
      send_email: () => Effect.sync(() => ({ messageId: `m${++log.sent}` }))
    }, { tools: { send_email: { sideEffect: true } } }).pipe(Layer.provide(Idempotency.layerSqlite({ filename })))
    return { log, layer }
  }
  const answer = (...calls: ReadonlyArray<unknown>) =>
    Responses.ok(...calls.map((args, i) => Responses.functionCall(`call_${i + 1}`, "send_email", args)))
  const notRun = "This call was not run: the same send_email call (the same arguments) comes earlier in this answer, " +
    "and ran once there; its result is that call's. If you meant send_email to run again, call it again."

  it.effect("a default written in one call and left out in the other: the same call, the repeat not run", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([answer(reminder, { ...reminder, cc: "" })])
      const model = AiModel.layerPolicy({}).pipe(Layer.provide(Responses.openAi(server.url)))
      const { layer, log } = emails(sqliteFile("ai-exchanges"))
      const response = yield* LanguageModel.generateText({ prompt: "Email Ada the reminder", toolkit: Emails }).pipe(
        Toolkit.withTurnId("turn_1"),
        Effect.provide(Layer.merge(model, layer))
      )
      expect(sent(response)).toEqual([
        [false, { messageId: "m1" }],
        [true, { error: { code: "INVALID_ARGUMENTS", message: notRun } }]
      ])
      expect(log.sent).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("arguments that do not match, twice: each reads its own INVALID_ARGUMENTS, not that an earlier one ran", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([answer({ body: "Hi" }, { body: "Hi" })])
      const model = AiModel.layerPolicy({}).pipe(Layer.provide(Responses.openAi(server.url)))
      const { layer, log } = emails(sqliteFile("ai-exchanges"))
      const response = yield* LanguageModel.generateText({ prompt: "Email Ada", toolkit: Emails }).pipe(
        Toolkit.withTurnId("turn_1"),
        Effect.provide(Layer.merge(model, layer))
      )
      const invalid = [true, {
        error: {
          code: "INVALID_ARGUMENTS",
          message: "The arguments of send_email do not match its parameters: to: is missing. Fix the arguments and " +
            "call send_email again."
        }
      }]
      expect(sent(response)).toEqual([invalid, invalid])
      expect(log.sent).toBe(0)
    }).pipe(Effect.scoped))

  it.effect("the same step's Effect run again (a made toolkit, the model's own generateText) replays its call", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([answer(reminder), answer(reminder)])
      const model = AiModel.layerPolicy({}).pipe(Layer.provide(Responses.openAi(server.url)))
      const { layer, log } = emails(sqliteFile("ai-exchanges"))
      const run = Effect.gen(function*() {
        const toolkit = yield* Emails
        const languageModel = yield* LanguageModel.LanguageModel
        // one Effect, run twice: as a retry around it runs it again
        const step = languageModel.generateText({ prompt: "Email Ada the reminder", toolkit })
        return [yield* step, yield* step].map(sent)
      })
      const results = yield* run.pipe(Toolkit.withTurnId("turn_1"), Effect.provide(Layer.merge(model, layer)))
      expect(results).toEqual([[[false, { messageId: "m1" }]], [[false, { messageId: "m1" }]]])
      expect(log.sent).toBe(1)
    }).pipe(Effect.scoped))
})
