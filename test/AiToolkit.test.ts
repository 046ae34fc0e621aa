import { LanguageModel, Prompt, Tool as AiTool, Toolkit as AiKit } from "@effect/ai"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Layer, Option, Schema } from "effect"
import { Idempotency, Options, Testing, Toolkit } from "effect-resilience"
import { AiToolkit } from "../src/Ai.js"
import * as Responses from "./support/aiResponses.js"
import { valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

const Lookup = AiToolkit.tool("lookup", {
  description: "Look a customer up",
  parameters: { id: Schema.String },
  success: Schema.Struct({ name: Schema.String })
})
const Report = AiToolkit.tool("report", {
  description: "Build a slow report",
  parameters: { month: Schema.String },
  success: Schema.String
})
const SendEmail = AiToolkit.tool("send_email", {
  description: "Send an email",
  parameters: { to: Schema.String, body: Schema.String },
  success: Schema.Struct({ messageId: Schema.String })
})
const Tools = AiKit.make(Lookup, Report, SendEmail)

interface Log {
  interrupted: number
  sent: number
  keys: Array<Option.Option<string>>
}

const handlersLayer = (log: Log) =>
  AiToolkit.toLayer(Tools, {
    lookup: () =>
      Effect.fail(Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:5432 (password=hunter2)"), {
        code: "ECONNREFUSED"
      })),
    report: () => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => log.interrupted++)), Effect.as("")),
    send_email: () =>
      Effect.gen(function*() {
        log.sent++
        log.keys.push(yield* Idempotency.currentKey)
        return { messageId: `m${log.sent}` }
      })
  }, { tools: { report: { timeout: "5 seconds" }, send_email: { sideEffect: true } } })

const results = (response: LanguageModel.GenerateTextResponse<any>) =>
  response.toolResults.map((part) => [part.name, part.isFailure, part.encodedResult])

describe("AiToolkit.toLayer", () => {
  it.effect("a timeout cancels the handler, failures come back as results, and the model reads them", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.ok(
          Responses.functionCall("call_1", "lookup", { id: "c42" }),
          Responses.functionCall("call_2", "report", { month: "2025-01" })
        ),
        Responses.ok(Responses.message("The lookup service is down and the report timed out."))
      ])
      const log: Log = { interrupted: 0, sent: 0, keys: [] }
      const layer = Layer.merge(Responses.openAi(server.url), handlersLayer(log)).pipe(
        Layer.provide(Idempotency.layerMemory)
      )
      const prompt = Prompt.make("Look up c42 and build the January report")
      const run = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          const first = yield* LanguageModel.generateText({ prompt, toolkit: Tools })
          const next = Prompt.merge(prompt, Prompt.fromResponseParts(first.content))
          const second = yield* LanguageModel.generateText({ prompt: next, toolkit: Tools })
          return { first, second }
        }).pipe(Effect.provide(layer))
      )
      const { first, second } = valueOf(run.exit)
      const [lookup, report] = results(first)
      expect(lookup).toMatchObject(["lookup", true, { error: { code: "UNAVAILABLE" } }])
      const lookupMessage = (lookup![2] as AiToolkit.FailureResult).error.message
      expect(lookupMessage).not.toContain("hunter2")
      expect(lookupMessage).not.toContain("10.0.0.7")
      expect(report).toEqual([
        "report",
        true,
        { error: { code: "TIMEOUT", message: "report timed out after 5 s; the call was cancelled." } }
      ])
      expect(log.interrupted).toBe(1)
      expect(Duration.toMillis(run.elapsed)).toBe(5000)
      expect(second.text).toBe("The lookup service is down and the report timed out.")
      // What the model read: the failures, as JSON, on the calls they answer.
      const outputs = Responses.bodies(server)[1].input.filter((item: any) => item.type === "function_call_output")
      expect(outputs.map((o: any) => [o.call_id, JSON.parse(o.output).error.code])).toEqual([
        ["call_1", "UNAVAILABLE"],
        ["call_2", "TIMEOUT"]
      ])
    }).pipe(Effect.scoped))

  it.effect("arguments that do not match come back as INVALID_ARGUMENTS the model reads, not a failed generateText", () =>
    Effect.gen(function*() {
      // @effect/ai decodes a call's arguments before its handler runs: these failed the whole turn (MalformedOutput)
      const server = yield* Loopback.scoped([
        Responses.ok(Responses.functionCall("call_1", "send_email", { to: 42, body: "Hi", cc: "x" })),
        Responses.ok(Responses.message("I will fix the address."))
      ])
      const log: Log = { interrupted: 0, sent: 0, keys: [] }
      const layer = Layer.merge(Responses.openAi(server.url), handlersLayer(log)).pipe(
        Layer.provide(Idempotency.layerMemory)
      )
      const prompt = Prompt.make("Email Ada")
      const { first, second } = yield* Effect.gen(function*() {
        const first = yield* LanguageModel.generateText({ prompt, toolkit: Tools })
        const next = Prompt.merge(prompt, Prompt.fromResponseParts(first.content))
        const second = yield* LanguageModel.generateText({ prompt: next, toolkit: Tools })
        return { first, second }
      }).pipe(Toolkit.withTurnId("turn_1"), Effect.provide(layer))
      expect(results(first)).toEqual([["send_email", true, {
        error: {
          code: "INVALID_ARGUMENTS",
          message: "The arguments of send_email do not match its parameters: cc: is unexpected, expected: \"to\" | " +
            "\"body\"; to: Expected string, actual 42. Fix the arguments and call send_email again."
        }
      }]])
      expect(log.sent).toBe(0)
      expect(second.text).toBe("I will fix the address.")
      // The model reads its call as it wrote it, and the answer on it.
      const input = Responses.bodies(server)[1].input
      const call = input.find((item: any) => item.type === "function_call")
      expect(JSON.parse(call.arguments)).toEqual({ to: 42, body: "Hi", cc: "x" })
      const output = input.find((item: any) => item.type === "function_call_output")
      expect(JSON.parse(output.output).error.code).toBe("INVALID_ARGUMENTS")
      // and the tool's parameters as a plain @effect/ai tool declares them
      const plain = AiTool.make("send_email", { parameters: { to: Schema.String, body: Schema.String } })
      const sent = Responses.bodies(server)[0].tools.find((tool: any) => tool.name === "send_email")
      expect(sent.parameters).toEqual(AiTool.getJsonSchema(plain))
      expect(AiTool.getJsonSchema(SendEmail)).toEqual(AiTool.getJsonSchema(plain))
      expect(Object.keys(SendEmail.parametersSchema.fields)).toEqual(["to", "body"])
    }).pipe(Effect.scoped))

  it.effect("a side-effecting tool runs once per turn and arguments, with its idempotency key", () =>
    Effect.gen(function*() {
      const call = Responses.ok(Responses.functionCall("call_9", "send_email", { to: "ada@example.com", body: "Hi" }))
      const server = yield* Loopback.scoped([call, call])
      const log: Log = { interrupted: 0, sent: 0, keys: [] }
      const layer = Layer.merge(Responses.openAi(server.url), handlersLayer(log)).pipe(
        Layer.provide(Idempotency.layerMemory)
      )
      const send = LanguageModel.generateText({ prompt: "Email Ada", toolkit: Tools })
      const [first, second] = yield* Effect.all([send, send]).pipe(Toolkit.withTurnId("turn_1"), Effect.provide(layer))
      expect(results(first!)).toEqual([["send_email", false, { messageId: "m1" }]])
      expect(results(second!)).toEqual([["send_email", false, { messageId: "m1" }]])
      expect(log.sent).toBe(1)
      expect(log.keys.map(Option.isSome)).toEqual([true])
    }).pipe(Effect.scoped))

  it.effect("without a turn id a side-effecting call is refused as INTERNAL, and never runs", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(
        Responses.ok(Responses.functionCall("call_9", "send_email", { to: "ada@example.com", body: "Hi" }))
      )
      const log: Log = { interrupted: 0, sent: 0, keys: [] }
      const layer = Layer.merge(Responses.openAi(server.url), handlersLayer(log)).pipe(
        Layer.provide(Idempotency.layerMemory)
      )
      const response = yield* LanguageModel.generateText({ prompt: "Email Ada", toolkit: Tools }).pipe(
        Effect.provide(layer)
      )
      expect(results(response)).toMatchObject([["send_email", true, { error: { code: "INTERNAL" } }]])
      expect(log.sent).toBe(0)
    }).pipe(Effect.scoped))

  it("is checked when called: failure mode, failure schema, handlers, options", () => {
    const handlers = { lookup: () => Effect.succeed({ name: "Ada" }) }
    const Plain = AiTool.make("lookup", {
      parameters: { id: Schema.String },
      success: Schema.Struct({ name: Schema.String })
    })
    expect(() => AiToolkit.toLayer(AiKit.make(Plain), handlers)).toThrow(/"tools.lookup.failureMode"/)
    const WrongFailure = AiTool.make("lookup", {
      parameters: { id: Schema.String },
      success: Schema.Struct({ name: Schema.String }),
      failure: Schema.String,
      failureMode: "return"
    })
    expect(() => AiToolkit.toLayer(AiKit.make(WrongFailure), handlers)).toThrow(/"tools.lookup.failure"/)
    const kit = AiKit.make(Lookup)
    expect(() => AiToolkit.toLayer(kit, {} as any)).toThrow(/"handlers.lookup"/)
    expect(() => AiToolkit.toLayer(kit, handlers, { tools: { lookpu: {} } as any })).toThrow(/"tools.lookpu"/)
    expect(() => AiToolkit.toLayer(kit, handlers, { tools: { lookup: { timeout: 0 } } })).toThrow(
      /"tools.lookup.timeout"/
    )
    expect(() => AiToolkit.toToolkit(kit, handlers, { tools: { lookup: { retry: undefined, timeout: -5 } } })).toThrow(
      Options.InvalidOptionError
    )
    // a tool's options that are no object, or name something the adapter fixes, were dropped or let through silently
    expect(() => AiToolkit.toToolkit(kit, handlers, { tools: { lookup: "5 seconds" as any } })).toThrow(
      /"tools.lookup": expected an object/
    )
    expect(() => AiToolkit.toToolkit(kit, handlers, { tools: { lookup: { failureMode: "fail" } as any } })).toThrow(
      /"tools.lookup.failureMode": expected one of timeout, sideEffect/
    )
    expect(() => AiToolkit.toToolkit(kit, handlers, { tools: "lookup" as any })).toThrow(/"tools"/)
    // a misspelt `tool` left every tool without its options (a side-effecting one unkeyed), silently
    expect(() => AiToolkit.toLayer(kit, handlers, { tool: { lookup: { sideEffect: true } } } as any)).toThrow(
      /"tool": expected no option of this name \(the options here are tools, message\)/
    )
    expect(() => AiToolkit.toToolkit(kit, handlers, { messages: () => "sorry" } as any)).toThrow(/"messages"/)
    expect(() => AiToolkit.toToolkit(kit, handlers, [] as any)).toThrow(/"options"/)
    // Tool.make takes a schema for its parameters, AiTool.make the fields: a Struct died in @effect/ai with a TypeError
    expect(() => AiToolkit.tool("lookup", { parameters: Schema.Struct({ id: Schema.String }) as any })).toThrow(
      /"parameters": expected the fields of a struct, such as \{ city: Schema.String \}, not a schema/
    )
  })
})
