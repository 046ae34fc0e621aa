import Anthropic from "@anthropic-ai/sdk"
import { describe, expect, it } from "@effect/vitest"
import { Cause, Duration, Effect, Exit, Fiber, Layer, Option, Ref, Schedule, Schema, TestClock } from "effect"
import { Agent, Failure, Idempotency, Model, Options, Session, Testing, Tool, Toolkit } from "effect-resilience"
import { invalidOption, search, valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

const user = (content: string) => new Model.UserMessage({ content })
const question: Model.History = [user("What is the GIL?")]

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  if (exit.cause._tag !== "Fail") throw new Error(`expected a typed failure, got ${exit.cause._tag}`)
  return exit.cause.error
}

const lastMessage = (request: Model.Request) => request.history[request.history.length - 1]!

/** A side-effecting `send_email` that counts its sends in `sent` and answers the count so far. */
const countingSend = (sent: Ref.Ref<number>) =>
  Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters: Schema.Struct({ to: Schema.String }),
    success: Schema.Number,
    sideEffect: true,
    handler: () => Ref.updateAndGet(sent, (n) => n + 1)
  })

describe("Agent.turn", () => {
  it.effect("model → tools → model: the model corrects its arguments after INVALID_ARGUMENTS", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([
        Model.callTools({ id: "c1", name: "search", args: { query: 42 } }),
        // The second call is written only if the model read the failure.
        (request: Model.Request) => {
          const last = lastMessage(request)
          return last._tag === "ToolMessage" && last.isError && last.content.includes("INVALID_ARGUMENTS")
            ? Model.callTools({ id: "c2", name: "search", args: { query: "GIL" } })
            : new Failure.Fatal({ reason: `unexpected last message: ${JSON.stringify(last)}` })
        },
        Model.text("The GIL is CPython's global interpreter lock.")
      ])
      const result = yield* Agent.turn({ history: question, toolkit: Toolkit.make(search) }).pipe(
        Effect.provide(model.layer)
      )
      expect(result.answer.content).toBe("The GIL is CPython's global interpreter lock.")
      expect(result.steps).toBe(3)
      expect(result.attempts).toBe(3)
      expect(result.history.map((m) => m._tag)).toEqual([
        "UserMessage",
        "AssistantMessage",
        "ToolMessage",
        "AssistantMessage",
        "ToolMessage",
        "AssistantMessage"
      ])
      const [, , invalid, , found] = result.history as ReadonlyArray<Model.ToolMessage>
      expect(invalid).toMatchObject({ toolCallId: "c1", toolName: "search", isError: true })
      expect(JSON.parse(invalid!.content).error.code).toBe("INVALID_ARGUMENTS")
      expect(found).toMatchObject({
        toolCallId: "c2",
        isError: false,
        content: "[\"GIL: the global interpreter lock\"]"
      })
      const requests = yield* model.requests
      expect(requests.map((r) => r.history.length)).toEqual([1, 3, 5])
      expect(requests[0]!.tools.map((t) => t.name)).toEqual(["search"])
    }))

  it.effect("parallel tool calls are appended in call order, whatever order they finish in", () =>
    Effect.gen(function*() {
      const finished = yield* Ref.make<ReadonlyArray<string>>([])
      const slow = Tool.make({
        name: "slow",
        description: "Waits, then echoes",
        parameters: Schema.Struct({ label: Schema.String, seconds: Schema.Number }),
        success: Schema.String,
        handler: ({ label, seconds }) =>
          Effect.sleep(Duration.seconds(seconds)).pipe(
            Effect.zipRight(Ref.update(finished, (labels) => [...labels, label])),
            Effect.as(label)
          )
      })
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "a", name: "slow", args: { label: "a", seconds: 3 } },
          { id: "b", name: "slow", args: { label: "b", seconds: 1 } },
          { id: "c", name: "slow", args: { label: "c", seconds: 2 } }
        ),
        Model.text("done")
      ])
      const run = yield* Testing.runWithTestClock(
        Agent.turn({ history: question, toolkit: Toolkit.make(slow) }).pipe(Effect.provide(model.layer))
      )
      const { history } = valueOf(run.exit)
      expect(yield* Ref.get(finished)).toEqual(["b", "c", "a"])
      const toolMessages = history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage")
      expect(toolMessages.map((m) => [m.toolCallId, m.content])).toEqual([["a", "\"a\""], ["b", "\"b\""], [
        "c",
        "\"c\""
      ]])
      // concurrent: the batch took as long as its slowest call
      expect(Duration.toMillis(run.elapsed)).toBe(3000)
    }))

  it.effect("fails with StepLimitExceeded after maxSteps steps without an answer", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted(
        Array.from({ length: 5 }, (_, i) => Model.callTools({ id: `c${i}`, name: "search", args: { query: "x" } }))
      )
      const exit = yield* Effect.exit(
        Agent.turn({ history: question, toolkit: Toolkit.make(search), maxSteps: 3 }).pipe(
          Effect.provide(model.layer)
        )
      )
      const failure = failureOf(exit)
      expect(failure).toBeInstanceOf(Agent.StepLimitExceeded)
      const exceeded = failure as Agent.StepLimitExceeded
      expect(exceeded.maxSteps).toBe(3)
      expect(exceeded.history).toHaveLength(7)
      expect(exceeded.history[6]!._tag).toBe("ToolMessage")
      expect(exceeded.message).toBe("the turn took 3 steps without an answer (maxSteps: 3)")
      expect(yield* model.calls).toBe(3)
    }))

  it.effect("fails with TimeBudgetExceeded at the deadline, interrupting the step in flight", () =>
    Effect.gen(function*() {
      const slowly = (message: Model.AssistantMessage) => Effect.as(Effect.sleep("40 seconds"), message)
      const model = yield* Model.scripted([
        slowly(Model.callTools({ id: "c1", name: "search", args: { query: "GIL" } })),
        slowly(Model.text("too late"))
      ])
      const run = yield* Testing.runWithTestClock(
        Agent.turn({ history: question, toolkit: Toolkit.make(search), timeBudget: "1 minute" }).pipe(
          Effect.provide(model.layer)
        )
      )
      const failure = failureOf(run.exit)
      expect(failure._tag).toBe("TimeBudgetExceeded")
      const exceeded = failure as Agent.TimeBudgetExceeded
      expect(exceeded.steps).toBe(1)
      expect(exceeded.history.map((m) => m._tag)).toEqual(["UserMessage", "AssistantMessage", "ToolMessage"])
      expect(exceeded.message).toBe("the turn spent its time budget of 1m after 1 completed step(s) without an answer")
      expect(Duration.toMillis(run.elapsed)).toBe(60_000)
      expect(yield* model.calls).toBe(2)
    }))

  it.effect("a turn with a time budget beside an effect that fails, in Effect.all, is cut off at once", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([Effect.as(Effect.sleep("40 seconds"), Model.text("too late"))])
      const sibling = Effect.zipRight(Effect.sleep("1 second"), Effect.fail("sibling failed"))
      const run = yield* Testing.runWithTestClock(
        Effect.all([Agent.turn({ history: question, timeBudget: "1 minute" }), sibling], { concurrency: 2 }).pipe(
          Effect.provide(model.layer)
        )
      )
      // Effect.timeoutFail's race let the model call run on to its end (40 s)
      expect(Exit.isFailure(run.exit) && Cause.failureOption(run.exit.cause)).toEqual(Option.some("sibling failed"))
      expect(Duration.toMillis(run.elapsed)).toBe(1_000)
    }))

  it.effect("retries a dropped stream inside a step and counts the attempts", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([Model.streamError(), Model.text("answer")])
      const run = yield* Testing.runWithTestClock(
        Agent.turn({ history: question, schedule: Schedule.spaced("1 second") }).pipe(Effect.provide(model.layer))
      )
      const result = valueOf(run.exit)
      expect(result).toMatchObject({ steps: 1, attempts: 2 })
      expect(result.history).toEqual([...question, Model.text("answer")])
    }))

  it.effect("limits compactions over the whole turn, not per step", () =>
    Effect.gen(function*() {
      const overflow = new Failure.ContextOverflow({ reason: "context_length_exceeded" })
      const model = yield* Model.scripted([
        overflow,
        Model.callTools({ id: "c1", name: "search", args: { query: "a" } }),
        overflow,
        Model.callTools({ id: "c2", name: "search", args: { query: "b" } }),
        overflow
      ])
      const compact = () => Effect.succeed([user("(summary)")])
      const exit = yield* Effect.exit(
        Agent.turn({ history: [user("first"), user("second")], toolkit: Toolkit.make(search), compact }).pipe(
          Effect.provide(model.layer)
        )
      )
      const failure = failureOf(exit)
      expect(failure._tag).toBe("CompactionFailed")
      expect(failure).toMatchObject({ kind: "LimitReached", compactions: 2 })
    }))

  it.effect("Permanent passes through the loop", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([{ status: 401, message: "invalid x-api-key" }])
      const exit = yield* Effect.exit(Agent.turn({ history: question }).pipe(Effect.provide(model.layer)))
      expect(failureOf(exit)._tag).toBe("Permanent")
    }))

  it("checks options when called", () => {
    expect(() => Agent.turn({ history: question, maxSteps: 0 })).toThrow(Options.InvalidOptionError)
    expect(() => Agent.turn({ history: question, timeBudget: "0 seconds" })).toThrow(/timeBudget/)
    expect(() => Agent.turn({ history: question, timeBudget: -5 })).toThrow(/timeBudget/)
    expect(() => Agent.turn({ history: "hello" as any })).toThrow(/history/)
    expect(() => Agent.step({ history: question }, { turnId: "" })).toThrow(/turnId/)
    expect(() => Agent.step({ history: question }, { concurrency: 0 })).toThrow(/concurrency/)
    expect(() => Agent.step({ history: question }, { toolkit: [search] as any })).toThrow(/toolkit/)
  })

  it("names a misspelt option of step or turn, at its level, instead of reading it as absent", () => {
    // read as absent: no tools (every call answered UNKNOWN_TOOL), or the default of 20 steps
    expect(invalidOption(() => Agent.step({ history: question }, { toolkt: Toolkit.make(search) } as never)).option)
      .toBe("toolkt")
    const error = invalidOption(() => Agent.turn({ history: question, maxStep: 3 } as never))
    expect(error.option).toBe("maxStep")
    expect(error.message).toContain("maxSteps, timeBudget")
    // A turn's own options are not a step's; a session's are both's.
    expect(invalidOption(() => Agent.step({ history: question }, { maxSteps: 3 } as never)).option).toBe("maxSteps")
    expect(() => Agent.step({ history: question }, { maxCompactions: 1, onAssistant: () => Effect.void })).not.toThrow()
    expect(() => Agent.turn({ history: question, maxCompactions: 1, maxSteps: 3, turnId: "t" })).not.toThrow()
  })

  it("names the options when an Effect is given as them, rather than its own field", () => {
    // read field by field, the Effect's `_op` was blamed as a misspelt option named "_op"
    const effect = Effect.succeed(1) as never
    for (
      const construct of [
        () => Agent.step({ history: question }, effect),
        () => Session.generate({ history: question, tools: [] }, effect),
        () => Testing.runWithTestClock(Effect.void, effect)
      ]
    ) {
      const error = invalidOption(construct)
      expect(error.option).toBe("options")
      expect(error.message).toMatch(/^Invalid option "options": expected an object of options \(.*\), not an Effect/)
    }
  })

  it("names the options when an array is given as them, rather than taking none or blaming an option named \"0\"", () => {
    // `[]` ran with every default, `[{ script }]` blamed a misspelt option named "0"
    for (
      const construct of [
        () => Agent.step({ history: question }, [] as never),
        () => Agent.step({ history: question }, [{ toolkit: undefined }] as never),
        () => Session.generate({ history: question, tools: [] }, [] as never),
        () => Testing.runWithTestClock(Effect.void, [{ maxRealWait: "1 second" }] as never)
      ]
    ) {
      const error = invalidOption(construct)
      expect(error.option).toBe("options")
      expect(error.message).toMatch(/^Invalid option "options": expected an object of options \(.*\), not an array/)
    }
  })

  it("throws InvalidOptionError naming history or toolkit when the history is not messages or empty", () => {
    // Chat-style messages and strings have no _tag: the provider got an empty prompt.
    expect(() => Agent.turn({ history: [{ role: "user", content: "hi" }] as any })).toThrow(
      /Invalid option "history\[0\]".*Model\.UserMessage/
    )
    expect(() => Agent.turn({ history: ["hi"] as any })).toThrow(/Invalid option "history\[0\]"/)
    expect(() => Agent.turn({ history: [...question, null] as any })).toThrow(/Invalid option "history\[1\]"/)
    // Turn.start rejects an empty history too.
    expect(() => Agent.turn({ history: [] })).toThrow(/Invalid option "history"/)
    expect(() => Agent.turn({ history: question, toolkit: null as any })).toThrow(/Invalid option "toolkit"/)
    expect(() => Agent.step({ history: "x" as any })).toThrow(/Invalid option "history"/)
    expect(() => Agent.step({ history: [] })).toThrow(/Invalid option "history"/)
    expect(() => Agent.step(question as any)).toThrow(/Invalid option "state"/)
    expect(() => Agent.step({ history: question }, { toolkit: null as any })).toThrow(/Invalid option "toolkit"/)
  })
})

describe("Agent.step", () => {
  it.effect("a tool whose result is not JSON (a bigint, a cycle) reads INTERNAL; the turn goes on", () =>
    Effect.gen(function*() {
      const cyclic: { status: number; self?: unknown } = { status: 200 }
      cyclic.self = cyclic
      const returning = (name: string, success: Schema.Schema<any, any>, value: unknown) =>
        Tool.make({
          name,
          description: "",
          parameters: Schema.Struct({}),
          success,
          handler: () => Effect.succeed(value)
        })
      const toolkit = Toolkit.make(
        returning("count_rows", Schema.Struct({ count: Schema.BigIntFromSelf }), { count: 12n }),
        returning("raw", Schema.Unknown, cyclic)
      )
      const model = yield* Model.scripted([
        Model.callTools({ id: "c1", name: "count_rows", args: {} }, { id: "c2", name: "raw", args: {} }),
        Model.text("answer")
      ])
      const result = yield* Agent.turn({ history: question, toolkit }).pipe(Effect.provide(model.layer))
      expect(result.answer.content).toBe("answer")
      const [, , rows, raw] = result.history as ReadonlyArray<Model.ToolMessage>
      expect(rows).toMatchObject({ toolCallId: "c1", isError: true })
      expect(JSON.parse(rows!.content).error.code).toBe("INTERNAL")
      expect(JSON.parse(raw!.content).error.code).toBe("INTERNAL")
    }))

  it.effect("Answered when the model calls no tool; ToolsRan with results in call order otherwise", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "c1", name: "search", args: { query: "GIL" } },
          { id: "c2", name: "serch", args: { query: "GIL" } }
        ),
        Model.text("answer")
      ])
      const toolkit = Toolkit.make(search)
      const first = yield* Agent.step({ history: question }, { toolkit }).pipe(Effect.provide(model.layer))
      expect(first._tag).toBe("ToolsRan")
      const ran = first as Agent.ToolsRan
      expect(ran.results.map((r) => [r.callId, r._tag])).toEqual([["c1", "Success"], ["c2", "Failure"]])
      expect(ran.history).toHaveLength(4)
      const second = yield* Agent.step({ history: ran.history }, { toolkit }).pipe(Effect.provide(model.layer))
      expect(second).toBeInstanceOf(Agent.Answered)
      expect((second as Agent.Answered).history).toHaveLength(5)
      // outcomes are Schema values: a durable turn can store them
      const json = JSON.parse(JSON.stringify(Schema.encodeSync(Agent.StepOutcome)(ran)))
      expect(Schema.decodeUnknownSync(Agent.StepOutcome)(json)).toEqual(ran)
    }))

  it.effect("onAssistant sees the answer before any tool runs, and its failure fails the step", () =>
    Effect.gen(function*() {
      const events = yield* Ref.make<ReadonlyArray<string>>([])
      const logged = Tool.make({
        name: "search",
        description: "Search",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.String,
        handler: ({ query }) => Effect.as(Ref.update(events, (e) => [...e, `tool ${query}`]), query)
      })
      const model = yield* Model.scripted([
        Model.callTools({ id: "c1", name: "search", args: { query: "x" } }),
        Model.callTools({ id: "c2", name: "search", args: { query: "y" } })
      ])
      const onAssistant = ({ history, message }: { history: Model.History; message: Model.AssistantMessage }) =>
        Ref.update(events, (e) => [...e, `saved ${history.length} ending with ${message.toolCalls[0]!.id}`])
      const toolkit = Toolkit.make(logged)
      yield* Agent.step({ history: question }, { toolkit, onAssistant }).pipe(Effect.provide(model.layer))
      expect(yield* Ref.get(events)).toEqual(["saved 2 ending with c1", "tool x"])
      const exit = yield* Effect.exit(
        Agent.step({ history: question }, { toolkit, onAssistant: () => Effect.fail("disk full" as const) }).pipe(
          Effect.provide(model.layer)
        )
      )
      expect(failureOf(exit)).toBe("disk full")
      expect(yield* Ref.get(events)).toHaveLength(2)
    }))

  it.effect("finishes the tool calls of a saved assistant message without asking the model again", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([])
      const saved = [
        ...question,
        Model.callTools(
          { id: "c1", name: "search", args: { query: "a" } },
          { id: "c2", name: "search", args: { query: "b" } }
        ),
        new Model.ToolMessage({ toolCallId: "c1", toolName: "search", content: "[\"done before\"]" })
      ]
      const outcome = yield* Agent.step({ history: saved }, { toolkit: Toolkit.make(search) }).pipe(
        Effect.provide(model.layer)
      )
      expect(outcome._tag).toBe("ToolsRan")
      expect(outcome).toMatchObject({ attempts: 0, compactions: 0 })
      expect((outcome as Agent.ToolsRan).results.map((r) => r.callId)).toEqual(["c2"])
      expect(outcome.history.slice(3)).toMatchObject([{
        toolCallId: "c2",
        content: "[\"b: the global interpreter lock\"]"
      }])
      expect(yield* model.calls).toBe(0)
    }))

  it.effect("a call id answered in an earlier exchange is still pending in the saved message: it runs, unasked", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([])
      // Providers that number calls per response reuse "call_0" across exchanges.
      const saved = [
        user("first"),
        Model.callTools({ id: "call_0", name: "search", args: { query: "a" } }),
        new Model.ToolMessage({ toolCallId: "call_0", toolName: "search", content: "[\"a\"]" }),
        Model.text("done"),
        user("second"),
        Model.callTools({ id: "call_0", name: "search", args: { query: "b" } })
      ]
      const outcome = yield* Agent.step({ history: saved }, { toolkit: Toolkit.make(search) }).pipe(
        Effect.provide(model.layer)
      )
      expect((outcome as Agent.ToolsRan).results.map((r) => r.callId)).toEqual(["call_0"])
      expect(outcome.history.slice(saved.length)).toMatchObject([{
        toolCallId: "call_0",
        content: "[\"b: the global interpreter lock\"]"
      }])
      expect(yield* model.calls).toBe(0)
    }))

  it.effect("onCompacted hands over the compacted history, with this step's count, before the model fails", () =>
    Effect.gen(function*() {
      const overflow = new Failure.ContextOverflow({ reason: "context_length_exceeded" })
      const revoked = new Failure.Permanent({ reason: "invalid_api_key", status: 401 })
      const model = yield* Model.scripted([overflow, revoked])
      const saved = yield* Ref.make<ReadonlyArray<{ history: Model.History; compactions: number }>>([])
      const history = [user("old"), Model.text("old answer"), ...question]
      const exit = yield* Effect.exit(
        Agent.step({ history }, {
          compact: (h) => Effect.succeed(h.slice(-1)),
          compactionsSoFar: 1,
          onCompacted: (compacted) => Ref.update(saved, (s) => [...s, compacted])
        }).pipe(Effect.provide(model.layer))
      )
      expect(failureOf(exit)).toEqual(revoked)
      expect(yield* Ref.get(saved)).toEqual([{ history: question, compactions: 1 }])
      expect((yield* model.requests).map((r) => r.history)).toEqual([history, question])
    }))

  it.effect("never runs the tool calls of a failed assistant message", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([Model.text("answer")])
      const failed = new Model.AssistantMessage({
        content: "",
        toolCalls: [new Model.ToolCall({ id: "c1", name: "search", arguments: "{\"query\":\"a\"}" })],
        stopReason: "error",
        errorMessage: "terminated"
      })
      const outcome = yield* Agent.step({ history: [...question, failed] }, { toolkit: Toolkit.make(search) }).pipe(
        Effect.provide(model.layer)
      )
      expect(outcome._tag).toBe("Answered")
      expect((yield* model.requests)[0]!.history).toEqual(question)
      expect(outcome.history).toEqual([...question, Model.text("answer")])
    }))

  it.effect("passes the turn id to the toolkit: a side-effecting call repeated in the turn runs once", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sendEmail = countingSend(sent)
      const call = Model.callTools({ id: "c1", name: "send_email", args: { to: "a@example.com" } })
      const model = yield* Model.scripted([call, call, call])
      const toolkit = Toolkit.make(sendEmail)
      const run = (turnId: string | undefined) =>
        Agent.step({ history: question }, { toolkit, turnId }).pipe(
          Effect.map((o) => o as Agent.ToolsRan),
          Effect.provide(model.layer)
        )
      const first = yield* run("turn_1")
      const replay = yield* run("turn_1")
      expect(first.results[0]!.toContent()).toBe("1")
      expect(replay.results[0]!.toContent()).toBe("1")
      expect(yield* Ref.get(sent)).toBe(1)
      // without a turn id the toolkit refuses to run a side effect
      const unkeyed = yield* run(undefined)
      expect(unkeyed.results[0]).toMatchObject({ _tag: "Failure", code: "INTERNAL" })
      expect(yield* Ref.get(sent)).toBe(1)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a turn id from Toolkit.withTurnId keys by exchange as the option does: a reused id later in the turn runs", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sendEmail = countingSend(sent)
      const call = Model.callTools({ id: "call_0", name: "send_email", args: { to: "a@example.com" } })
      const model = yield* Model.scripted([call, call, call])
      const toolkit = Toolkit.make(sendEmail)
      const run = (history: Model.History) =>
        Agent.step({ history }, { toolkit }).pipe(
          Effect.map((o) => o as Agent.ToolsRan),
          Effect.provide(model.layer),
          Toolkit.withTurnId("turn_1")
        )
      const first = yield* run(question)
      // the same exchange again (a resumed step): replayed
      const replay = yield* run(question)
      // a later exchange of the turn asks for the same call id: an intended second email
      const later = yield* run([...first.history, Model.text("Sent."), new Model.UserMessage({ content: "once more" })])
      expect([first, replay, later].map((o) => o.results[0]!.toContent())).toEqual(["1", "1", "2"])
      expect(yield* Ref.get(sent)).toBe(2)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a step that compacted, stopped after its side effect ran: resumed from onAssistant's save, it replays", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const slow = Tool.make({
        name: "wait",
        description: "Wait for a person",
        parameters: Schema.Struct({}),
        success: Schema.String,
        handler: () => Effect.as(Effect.sleep("1 hour"), "ok"),
        timeout: "2 hours"
      })
      const calls = Model.callTools(
        { id: "call_0", name: "send_email", args: { to: "a@example.com" } },
        { id: "call_1", name: "wait", args: {} }
      )
      const model = yield* Model.scripted([new Failure.ContextOverflow({ reason: "prompt is too long" }), calls])
      const long = [user("first"), Model.text("one"), user("second"), Model.text("two"), user("send it")]
      const saved = yield* Ref.make<Model.History>([])
      const options = {
        toolkit: Toolkit.make(countingSend(sent), slow),
        turnId: "turn_1",
        concurrency: "unbounded" as const,
        compact: (h: Model.History) => Effect.succeed(h.slice(-1)),
        onAssistant: ({ history }: { history: Model.History }) => Ref.set(saved, history)
      }
      // The process stops while `wait` runs: the email went out, the step's results were never returned.
      const fiber = yield* Effect.fork(Agent.step({ history: long }, options).pipe(Effect.provide(model.layer)))
      yield* TestClock.adjust("1 minute")
      yield* Fiber.interrupt(fiber)
      expect(yield* Ref.get(sent)).toBe(1)
      // Saved after the compaction: the exchange sits at another position than it would have in `long`.
      expect((yield* Ref.get(saved)).map((m) => m._tag)).toEqual(["UserMessage", "AssistantMessage"])
      const next = yield* Effect.fork(
        Agent.step({ history: yield* Ref.get(saved) }, options).pipe(Effect.provide(model.layer))
      )
      yield* TestClock.adjust("1 hour")
      const outcome = (yield* Fiber.join(next)) as Agent.ToolsRan
      expect(outcome.results.map((r) => r.toContent())).toEqual(["1", "\"ok\""])
      expect(yield* Ref.get(sent)).toBe(1)
      expect(yield* model.calls).toBe(2)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a tool under the \"fail\" strategy fails the step with a ToolError", () =>
    Effect.gen(function*() {
      const strict = Tool.make({
        name: "transfer",
        description: "Move money",
        parameters: Schema.Struct({ amount: Schema.Number }),
        success: Schema.String,
        failureMode: "fail",
        handler: () => Effect.fail(new Failure.Fatal({ reason: "account closed" }))
      })
      const model = yield* Model.scripted([Model.callTools({ id: "c1", name: "transfer", args: { amount: 5 } })])
      const exit = yield* Effect.exit(
        Agent.step({ history: question }, { toolkit: Toolkit.make(strict) }).pipe(Effect.provide(model.layer))
      )
      expect(failureOf(exit)).toMatchObject({ _tag: "ToolError", code: "FAILED", tool: "transfer" })
    }))

  it.effect("without a toolkit, a tool call reads UNKNOWN_TOOL", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([Model.callTools({ id: "c1", name: "search", args: {} })])
      const outcome = yield* Agent.step({ history: question }).pipe(Effect.provide(model.layer))
      expect((outcome as Agent.ToolsRan).results[0]).toMatchObject({ code: "UNKNOWN_TOOL" })
      expect((yield* model.requests)[0]!.tools).toEqual([])
    }))

  it.scoped("the last call of an answer cut off at the output token limit is not run: its arguments may be incomplete", () =>
    Effect.gen(function*() {
      // Claude's stream cut by max_tokens inside a tool_use block: the real SDK parses the partial JSON it has, so the
      // call reads as complete and valid, with one recipient of three
      const event = (data: { readonly type: string; readonly [field: string]: unknown }) => ({ event: data.type, data })
      const usage = { input_tokens: 10, output_tokens: 64 }
      const server = yield* Loopback.scoped([
        Loopback.sse([
          event({
            type: "message_start",
            message: { id: "m1", type: "message", role: "assistant", content: [], model: "claude", usage }
          }),
          event({
            type: "content_block_start",
            index: 0,
            content_block: { type: "tool_use", id: "toolu_1", name: "search", input: {} }
          }),
          event({
            type: "content_block_delta",
            index: 0,
            delta: { type: "input_json_delta", partial_json: "{\"query\": \"GIL\"}" }
          }),
          event({ type: "content_block_stop", index: 0 }),
          event({
            type: "content_block_start",
            index: 1,
            content_block: { type: "tool_use", id: "toolu_2", name: "send_email", input: {} }
          }),
          event({
            type: "content_block_delta",
            index: 1,
            delta: {
              type: "input_json_delta",
              partial_json: "{\"text\": \"The build is fixed.\", \"to\": [\"ann@example.com\", \"bob@exa"
            }
          }),
          event({ type: "content_block_stop", index: 1 }),
          event({ type: "message_delta", delta: { stop_reason: "max_tokens", stop_sequence: null }, usage }),
          event({ type: "message_stop" })
        ])
      ])
      const client = new Anthropic({ apiKey: "sk-ant-test", baseURL: server.url, maxRetries: 0 })
      // a Model over the SDK, as a user writes one: the answer's tool_use blocks as calls, max_tokens as "length"
      const claude = Layer.succeed(Model.Model, {
        generate: () =>
          Effect.map(
            Effect.promise(() =>
              client.messages.stream({
                model: "claude",
                max_tokens: 64,
                messages: [{ role: "user", content: "Look it up, then tell the team." }]
              }).finalMessage()
            ),
            (answer) =>
              new Model.AssistantMessage({
                content: "",
                toolCalls: answer.content.flatMap((block) =>
                  block.type === "tool_use"
                    ? [new Model.ToolCall({ id: block.id, name: block.name, arguments: JSON.stringify(block.input) })]
                    : []
                ),
                stopReason: answer.stop_reason === "max_tokens" ? "length" : "tool-calls"
              })
          )
      })
      const recipients: Array<ReadonlyArray<string>> = []
      const sendEmail = Tool.make({
        name: "send_email",
        description: "Email a text to people",
        parameters: Schema.Struct({ text: Schema.String, to: Schema.Array(Schema.String) }),
        success: Schema.String,
        handler: ({ to }) => Effect.sync(() => recipients.push(to)).pipe(Effect.as("sent"))
      })
      const outcome = yield* Agent.step({ history: question }, { toolkit: Toolkit.make(search, sendEmail) }).pipe(
        Effect.provide(claude)
      )
      expect(outcome._tag).toBe("ToolsRan")
      const [looked, cut] = (outcome as Agent.ToolsRan).results
      // the complete call before it ran
      expect(looked).toMatchObject({ _tag: "Success", callId: "toolu_1" })
      // the cut one did not: without this, the email went to ann and no one after her
      expect(recipients).toEqual([])
      expect(cut).toMatchObject({ _tag: "Failure", callId: "toolu_2", tool: "send_email", code: "INVALID_ARGUMENTS" })
      expect(cut!.toContent()).toContain("output token limit")
      expect(outcome.history.map((m) => m._tag)).toEqual([
        "UserMessage",
        "AssistantMessage",
        "ToolMessage",
        "ToolMessage"
      ])
    }))
})

describe("Agent.step: an answer cut off at the output token limit", () => {
  const cut = (...toolCalls: ReadonlyArray<Model.ToolCall>) =>
    new Model.AssistantMessage({ content: "", toolCalls, stopReason: "length" })
  const looking = new Model.ToolCall({ id: "c1", name: "search", arguments: "{\"query\":\"GIL\"}" })

  it.effect("a last call to no tool reads UNKNOWN_TOOL: its name is whole, and calling it again would not help", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([
        cut(looking, new Model.ToolCall({ id: "c2", name: "serch", arguments: "{\"query\":\"GIL\"}" }))
      ])
      const outcome = yield* Agent.step({ history: question }, { toolkit: Toolkit.make(search) }).pipe(
        Effect.provide(model.layer)
      )
      const [looked, unknown] = (outcome as Agent.ToolsRan).results
      expect(looked).toMatchObject({ _tag: "Success", callId: "c1" })
      expect(unknown).toMatchObject({ _tag: "Failure", callId: "c2", code: "UNKNOWN_TOOL" })
      expect(unknown!.toContent()).toContain("Available tools: search")
    }))

  it.effect("resumed (saved after the answer, before its tools ran), the cut call is still not run", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([])
      const runs: Array<string> = []
      const counted = Tool.make({
        name: "search",
        description: "Search",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.String,
        handler: ({ query }) => Effect.sync(() => runs.push(query)).pipe(Effect.as("found"))
      })
      const saved = [
        ...question,
        cut(looking, new Model.ToolCall({ id: "c2", name: "search", arguments: "{\"query\":\"GI\"}" }))
      ]
      // decoded as a durable turn's snapshot is
      const decoded = Schema.decodeUnknownSync(Schema.Array(Model.Message))(
        Schema.encodeSync(Schema.Array(Model.Message))(saved)
      )
      const outcome = yield* Agent.step({ history: decoded }, { toolkit: Toolkit.make(counted) }).pipe(
        Effect.provide(model.layer)
      )
      expect(runs).toEqual(["GIL"])
      expect((outcome as Agent.ToolsRan).results[1]).toMatchObject({ code: "INVALID_ARGUMENTS", callId: "c2" })
      expect(yield* model.calls).toBe(0)
    }))
})
