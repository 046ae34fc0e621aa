import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Fiber, Option, Schedule, Schema, TestClock } from "effect"
import { Idempotency, Options, Tool, Toolkit, ToolResult } from "effect-resilience"

const base = {
  name: "search",
  description: "Search the documentation",
  parameters: Schema.Struct({ query: Schema.String, limit: Schema.optional(Schema.Int.pipe(Schema.between(1, 10))) }),
  success: Schema.Array(Schema.String),
  handler: ({ query }: { readonly query: string }) => Effect.succeed([query])
}

const invalid = (options: Record<string, unknown>, option: string) => {
  let thrown: unknown
  try {
    Tool.make({ ...base, ...options } as any)
  } catch (e) {
    thrown = e
  }
  expect(thrown).toBeInstanceOf(Options.InvalidOptionError)
  expect((thrown as Options.InvalidOptionError).option).toBe(option)
  expect((thrown as Error).message).toContain(`"${option}"`)
}

describe("Tool.make", () => {
  it("defaults: 30 s timeout, failure mode left to the toolkit, no retry, not keyed", () => {
    const tool = Tool.make(base)
    expect(Duration.toMillis(tool.timeout)).toBe(30_000)
    expect(tool.failureMode).toBeUndefined()
    expect(tool.retry).toBeUndefined()
    expect(tool.sideEffect).toBe(false)
    expect(tool.idempotent).toBe(false)
  })

  it("exposes the JSON Schema of its parameters for the model", () => {
    const tool = Tool.make(base)
    expect(Tool.jsonSchema(tool)).toMatchObject({
      type: "object",
      required: ["query"],
      properties: { query: { type: "string" }, limit: { minimum: 1, maximum: 10 } },
      additionalProperties: false
    })
    expect(Tool.definition(tool)).toEqual({
      name: "search",
      description: "Search the documentation",
      parameters: tool.jsonSchema
    })
    expect(Toolkit.definitions(Toolkit.make(tool))).toEqual([Tool.definition(tool)])
  })

  it("rejects invalid options at construction, naming the option", () => {
    invalid({ name: "" }, "name")
    invalid({ name: "search the web" }, "name")
    invalid({ name: "x".repeat(65) }, "name")
    invalid({ description: undefined }, "description")
    invalid({ parameters: { query: "string" } }, "parameters")
    invalid({ success: undefined }, "success")
    invalid({ handler: "not a function" }, "handler")
    invalid({ timeout: "-1 second" }, "timeout")
    invalid({ timeout: 0 }, "timeout")
    invalid({ timeout: Duration.infinity }, "timeout")
    invalid({ timeout: "soon" }, "timeout")
    invalid({ failureMode: "throw" }, "failureMode")
    invalid({ sideEffect: "yes" }, "sideEffect")
    invalid({ message: "sorry" }, "message")
    invalid({ retry: 3, idempotent: true }, "retry")
  })

  it("rejects a misspelt option, naming it, rather than leaving a write unkeyed or the timeout at 30 s", () => {
    invalid({ sideeffect: true }, "sideeffect")
    invalid({ timout: "5 seconds" }, "timout")
    invalid({ failuremode: "fail" }, "failuremode")
    invalid({ idempotencyOptions: { lease: "5 seconds" } }, "idempotencyOptions")
  })

  it("rejects parameters that JSON Schema cannot describe", () => {
    invalid({ parameters: Schema.Struct({ at: Schema.DateFromSelf }) }, "parameters")
  })

  it("describes a tool without arguments, and a Schema.Class, as a JSON object at the root, as providers require", () => {
    class Search extends Schema.Class<Search>("Search")({ query: Schema.String }) {}
    const noArguments = Tool.make({
      ...base,
      parameters: Schema.Struct({}).annotations({ description: "none" }),
      handler: () => Effect.succeed([])
    })
    expect(Tool.jsonSchema(noArguments)).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      required: [],
      properties: {},
      additionalProperties: false,
      description: "none"
    })
    // not `{ $defs: { Search: … }, $ref: "#/$defs/Search" }`, which OpenAI rejects ("got 'type: \"None\"'")
    const fromClass = Tool.make({ ...base, parameters: Search, handler: ({ query }) => Effect.succeed([query]) })
    expect(Tool.jsonSchema(fromClass)).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      required: ["query"],
      properties: { query: { type: "string" } },
      additionalProperties: false
    })
  })

  it("rejects parameters that are not a JSON object, which no provider takes", () => {
    invalid({ parameters: Schema.String }, "parameters")
    invalid({ parameters: Schema.Array(Schema.String) }, "parameters")
    invalid(
      { parameters: Schema.Union(Schema.Struct({ a: Schema.String }), Schema.Struct({ b: Schema.String })) },
      "parameters"
    )
  })

  it("allows a retry only on idempotent or keyed tools", () => {
    invalid({ retry: Schedule.recurs(2) }, "retry")
    expect(Tool.make({ ...base, retry: Schedule.recurs(2), idempotent: true }).retry).toBeDefined()
    expect(Tool.make({ ...base, retry: Schedule.recurs(2), sideEffect: true }).retry).toBeDefined()
  })

  it("takes the options of a keyed tool's Idempotency.run, checked at construction", () => {
    invalid({ sideEffect: true, idempotency: { lease: 0 } }, "idempotency.lease")
    invalid({ sideEffect: true, idempotency: { lease: "soon" } }, "idempotency.lease")
    invalid({ sideEffect: true, idempotency: { pollInterval: "-1 second" } }, "idempotency.pollInterval")
    invalid({ sideEffect: true, idempotency: { maxWait: -5 } }, "idempotency.maxWait")
    invalid({ sideEffect: true, idempotency: { takeover: "yes" } }, "idempotency.takeover")
    invalid({ sideEffect: true, idempotency: "short" }, "idempotency")
    // An unknown key was dropped silently: a tool's calls have no fixed owner, and "leas" is a typo.
    invalid({ sideEffect: true, idempotency: { owner: "w1" } }, "idempotency.owner")
    invalid({ sideEffect: true, idempotency: { leas: "5 seconds" } }, "idempotency.leas")
    invalid({ sideEffect: true, idempotency: ["5 seconds"] }, "idempotency")
    // A tool that is not keyed never runs through Idempotency.run: the options would do nothing.
    invalid({ idempotency: { lease: "5 seconds" } }, "idempotency")
    const idempotency = { lease: "5 seconds", takeover: true, maxWait: Duration.infinity } as const
    expect(Tool.make({ ...base, sideEffect: true, idempotency }).idempotency).toEqual(idempotency)
    expect(Tool.make({ ...base, sideEffect: true }).idempotency).toBeUndefined()
  })

  it.effect("a keyed tool's calls run with its idempotency options", () =>
    Effect.gen(function*() {
      const charge = Tool.make({
        ...base,
        name: "charge",
        sideEffect: true,
        idempotency: { maxWait: "2 seconds" },
        handler: () => Effect.never
      })
      const toolkit = Toolkit.make(charge)
      const call = { id: "call_1", name: "charge", arguments: { query: "x" } }
      const execute = Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      const holder = yield* Effect.fork(execute)
      yield* TestClock.adjust("1 second")
      const duplicate = yield* Effect.fork(execute)
      yield* TestClock.adjust("1999 millis")
      expect(Option.isNone(yield* Fiber.poll(duplicate))).toBe(true)
      // The default maxWait would keep the duplicate waiting for 5 minutes.
      yield* TestClock.adjust("1 milli")
      const done = yield* Fiber.poll(duplicate)
      expect(Option.isSome(done)).toBe(true)
      const result = yield* Fiber.join(duplicate)
      expect(result.toContent()).toContain("still running elsewhere")
      yield* Fiber.interrupt(holder)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it("a toolkit rejects two tools with the same name", () => {
    expect(() => Toolkit.make(Tool.make(base), Tool.make(base))).toThrow(/tools\[1\]\.name/)
    expect(() => Toolkit.make({} as any)).toThrow(Options.InvalidOptionError)
    expect(() => Toolkit.withOptions(Toolkit.make(Tool.make(base)), { failureMode: "crash" as any })).toThrow(
      /failureMode/
    )
  })

  it("executeAll checks concurrency when called, in both forms", () => {
    const toolkit = Toolkit.make(Tool.make(base))
    expect(() => Toolkit.executeAll(toolkit, [], { concurrency: 0 })).toThrow(/concurrency/)
    expect(() => Toolkit.executeAll([], { concurrency: 1.5 })).toThrow(/concurrency/)
  })
})

describe("Tool.make: options that are an Effect", () => {
  it("names the options, not a field of the Effect", () => {
    // `Tool.make(effect)` blamed an option named "_op"
    expect(() => Tool.make(Effect.void as never)).toThrow(/^Invalid option "options": expected .*not an Effect/)
  })
})

describe("ToolResult", () => {
  const failure = new ToolResult.Failure({
    callId: "call_1",
    tool: "search",
    code: "INVALID_ARGUMENTS",
    message: "query: Expected string, actual 42"
  })
  const success = new ToolResult.Success({ callId: "call_2", tool: "search", value: { hits: ["GIL"] } })

  it("gives the exact text the model reads", () => {
    expect(failure.toContent()).toBe(
      "{\"error\":{\"code\":\"INVALID_ARGUMENTS\",\"message\":\"query: Expected string, actual 42\"}}"
    )
    expect(ToolResult.toContent(success)).toBe("{\"hits\":[\"GIL\"]}")
    expect(new ToolResult.Success({ callId: "c", tool: "t", value: undefined }).toContent()).toBe("null")
  })

  it("round-trips through JSON, so a durable turn can store it", () => {
    for (const result of [failure, success]) {
      const json = JSON.stringify(Schema.encodeSync(ToolResult.ToolResult)(result))
      const back = Schema.decodeUnknownSync(ToolResult.ToolResult)(JSON.parse(json))
      expect(back).toEqual(result)
      expect(back.toContent()).toBe(result.toContent())
    }
  })

  it("becomes a history message", () => {
    expect(ToolResult.toMessage(failure)).toMatchObject({
      _tag: "ToolMessage",
      toolCallId: "call_1",
      toolName: "search",
      content: failure.toContent(),
      isError: true
    })
    expect(ToolResult.toMessage(success).isError).toBe(false)
  })

  it("a ToolError names the tool, the call and the code", () => {
    const error = new ToolResult.ToolError({ code: "FAILED", tool: "pay", callId: "c9", reason: "card declined" })
    expect(error.message).toBe("pay (call c9) FAILED: card declined")
    expect(Schema.decodeUnknownSync(ToolResult.ToolError)(Schema.encodeSync(ToolResult.ToolError)(error)).message)
      .toBe(error.message)
  })
})
