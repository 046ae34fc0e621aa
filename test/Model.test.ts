import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Schema } from "effect"
import { Failure, Model } from "effect-resilience"

const user = (content: string) => new Model.UserMessage({ content })
const request = (content: string): Model.Request => ({ history: [user(content)], tools: [] })

describe("Model constructors", () => {
  it("builds text, tool-call and stream-error messages", () => {
    expect(Model.text("hi")).toMatchObject({ content: "hi", toolCalls: [], stopReason: "stop" })
    const calls = Model.callTools({ id: "c1", name: "search", args: { query: 42 } }, {
      id: "c2",
      name: "search",
      args: "{\"query\":\"GIL\"}"
    })
    expect(calls.stopReason).toBe("tool-calls")
    expect(calls.toolCalls.map((c) => c.arguments)).toEqual(["{\"query\":42}", "{\"query\":\"GIL\"}"])
    expect(Model.streamError()).toMatchObject({ stopReason: "error", errorMessage: "" })
  })

  it("round-trips a history through JSON", () => {
    const history: Model.History = [
      new Model.SystemMessage({ content: "be brief" }),
      user("search"),
      Model.callTools({ id: "c1", name: "search", args: { query: "GIL" } }),
      new Model.ToolMessage({ toolCallId: "c1", toolName: "search", content: "[]" })
    ]
    const schema = Schema.Array(Model.Message)
    const json = JSON.parse(JSON.stringify(Schema.encodeSync(schema)(history)))
    expect(Schema.decodeUnknownSync(schema)(json)).toEqual(history)
  })
})

describe("Model.scripted", () => {
  it("throws InvalidOptionError naming steps for a string, null or a single step, when called", () => {
    // A string is iterable: "hello" played each character as a step.
    expect(() => Model.scripted("hello" as never)).toThrow(/Invalid option "steps"/)
    expect(() => Model.scripted(null as never)).toThrow(/Invalid option "steps"/)
    expect(() => Model.scripted(Model.text("hi") as never)).toThrow(/Invalid option "steps"/)
    expect(() => Model.makeScripted(5 as never)).toThrow(/Invalid option "steps"/)
    expect(Effect.isEffect(Model.scripted(new Set([Model.text("hi")])))).toBe(true)
  })

  it("throws InvalidOptionError naming the step for a chat-style message, which would have failed the call", () => {
    // before: the call failed with the object, which the session read as "Fatal: Object"
    expect(() => Model.scripted([Model.text("a"), { role: "assistant", content: "Hi" }])).toThrow(
      /Invalid option "steps\[1\]".*Model\.text/
    )
    expect(() => Model.layerScripted([{ role: "assistant", content: null, tool_calls: [] }])).toThrow(
      /Invalid option "steps\[0\]"/
    )
    // an SDK-like error object is still a failure to fail with
    expect(Effect.isEffect(Model.scripted([{ status: 529, error: { type: "overloaded_error" } }]))).toBe(true)
  })

  it.effect("answers, fails and calls functions in script order, recording every request", () =>
    Effect.gen(function*() {
      const overloaded = new Error("529 overloaded")
      const model = yield* Model.scripted([
        Model.text("one"),
        overloaded,
        new Failure.Fatal({ reason: "bad request", status: 400 }),
        (r: Model.Request) => Model.text(`you said ${(r.history[0] as Model.UserMessage).content}`),
        Effect.succeed(Model.text("from an effect"))
      ])
      const results = yield* Effect.forEach(["a", "b", "c", "d", "e"], (s) => Effect.exit(model.generate(request(s))))
      expect(results[0]).toEqual(Exit.succeed(Model.text("one")))
      expect(results[1]).toEqual(Exit.fail(overloaded))
      expect(results[2]).toEqual(Exit.fail(new Failure.Fatal({ reason: "bad request", status: 400 })))
      expect(results[3]).toEqual(Exit.succeed(Model.text("you said d")))
      expect(results[4]).toEqual(Exit.succeed(Model.text("from an effect")))
      expect(yield* model.calls).toBe(5)
      expect((yield* model.requests).map((r) => (r.history[0] as Model.UserMessage).content)).toEqual([
        "a",
        "b",
        "c",
        "d",
        "e"
      ])
    }))

  it.effect("a call past the end of the script dies with a message naming it", () =>
    Effect.gen(function*() {
      const model = yield* Model.makeScripted([Model.text("only")])
      yield* model.generate(request("x"))
      const exit = yield* Effect.exit(model.generate(request("y")))
      expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
      expect(String(Cause.squash((exit as Exit.Failure<never, never>).cause))).toContain(
        "call 2 has no step (the script has 1)"
      )
      expect(yield* model.calls).toBe(2)
    }))

  it.effect("a chat-style message from a step's function or effect dies saying it is no answer", () =>
    Effect.gen(function*() {
      // before: the function's message failed the call with the object, which the session read as "Fatal: Object"
      const model = yield* Model.makeScripted([
        () => ({ role: "assistant", content: "Hi" }),
        Effect.succeed({ role: "assistant", content: "Hi" }),
        () => ({ status: 529, error: { type: "overloaded_error" } })
      ])
      for (const what of ["a step's function returned", "a step's effect succeeded with"]) {
        const exit = yield* Effect.exit(model.generate(request("x")))
        expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
        expect(String(Cause.squash((exit as Exit.Failure<never, never>).cause))).toContain(
          `${what} a chat-style { role, content } message, which is no answer: use Model.text`
        )
      }
      // an SDK-like error object a function returns is still a failure to fail with
      expect(yield* Effect.flip(model.generate(request("x")))).toEqual({
        status: 529,
        error: { type: "overloaded_error" }
      })
    }))

  it.effect("is the Model service through its layer, and layerScripted starts afresh per build", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([Model.text("via layer")])
      const viaLayer = yield* Effect.flatMap(Model.Model, (m) => m.generate(request("q"))).pipe(
        Effect.provide(model.layer)
      )
      expect(viaLayer.content).toBe("via layer")
      expect(yield* model.calls).toBe(1)
      const layer = Model.layerScripted([Model.text("fresh")])
      const ask = Effect.flatMap(Model.Model, (m) => m.generate(request("q")))
      expect((yield* Effect.provide(ask, layer)).content).toBe("fresh")
      expect((yield* Effect.provide(ask, layer)).content).toBe("fresh")
    }))
})
