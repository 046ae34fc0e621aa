import { describe, expect, it } from "@effect/vitest"
import { Cause, Duration, Effect, Exit, Layer, Logger, Metric, MetricLabel, Schedule, type Tracer } from "effect"
import { Classify, Failure, Model, Options, RetrySchedule, Session, Testing } from "effect-resilience"
import OpenAI from "openai"
import { invalidOption, recordingTracer } from "./support/common.js"
import * as Loopback from "./support/loopback.js"
import { toChat } from "./support/openaiChat.js"

const user = (content: string) => new Model.UserMessage({ content })
const history: Model.History = [
  new Model.SystemMessage({ content: "You answer questions about Python." }),
  user("What is the GIL?"),
  Model.text("A lock."),
  user("Tell me more, with sources please.")
]
const request: Model.Request = { history, tools: [] }

// Fixed delays, so elapsed virtual time is exact.
const everySecond = Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(4)))

const overflow = new Failure.ContextOverflow({ reason: "prompt is too long", status: 400 })

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  const failure = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  if (failure === undefined) throw new Error(`expected a typed failure, got ${exit.cause._tag}`)
  return failure
}

const compactionsCounter = (layer: string, outcome: string) =>
  Metric.value(
    Metric.taggedWithLabels(Session.metrics.compactions, [
      MetricLabel.make("layer", layer),
      MetricLabel.make("outcome", outcome)
    ])
  ).pipe(Effect.map((state) => state.count))

/**
 * A tracer recording the spans a test's calls open, and the attributes of their `session.generate` spans: the last one
 * (`attributesOf`), or the outermost one since the last read (`outer`: a summariser's own call opens one inside it).
 */
const generateSpans = Effect.map(Effect.sync((): Array<Tracer.Span> => []), (spans) => {
  const named = () => spans.filter((s) => s.name === "effect_resilience.session.generate")
  const attributes = (span: Tracer.Span | undefined) => span === undefined ? {} : Object.fromEntries(span.attributes)
  return Effect.map(recordingTracer(spans), (recording) => ({
    recording,
    attributesOf: () => attributes(named().at(-1)),
    outer: () => {
      const span = named()[0]
      spans.length = 0
      return attributes(span)
    }
  }))
}).pipe(Effect.flatten)

describe("Session.generate: message-level retry", () => {
  it.effect("retries stream errors and thrown failures; the failed message never reaches a prompt", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([
        Model.streamError(""), // the stream dropped: Retryable
        // Anthropic's mid-stream error event, as the SDK reports it
        Model.streamError("{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}"),
        new Error("read ECONNRESET"),
        Model.text("The GIL serialises bytecode execution.")
      ])
      const run = yield* Testing.runWithTestClock(
        Session.generate(request, { schedule: everySecond }).pipe(Effect.provide(model.layer))
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      const result = (run.exit as Exit.Success<Session.Generated, unknown>).value
      expect(result.message.content).toBe("The GIL serialises bytecode execution.")
      expect(result.attempts).toBe(4)
      expect(result.compactions).toBe(0)
      expect(result.history).toEqual(history)
      // Every attempt saw exactly the original history: no error message was appended in between.
      const requests = yield* model.requests
      expect(requests).toHaveLength(4)
      for (const r of requests) expect(r.history).toEqual(history)
      expect(Duration.toMillis(run.elapsed)).toBe(3000)
    }))

  it.effect("leaves failed assistant messages already in the history out of the request", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([Model.text("ok")])
      const dirty = [...history, Model.streamError("terminated")]
      const result = yield* Session.generate({ history: dirty, tools: [] }).pipe(Effect.provide(model.layer))
      expect((yield* model.requests)[0]!.history).toEqual(history)
      expect(result.history).toEqual(history)
      expect(Session.clean(history)).toBe(history)
    }))

  it.effect("uses RetrySchedule.standard and the layer name \"session\" by default", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted(Array.from({ length: 5 }, () => Model.streamError()))
      const run = yield* Testing.runWithTestClock(Session.generate(request).pipe(Effect.provide(model.layer)))
      const failure = failureOf(run.exit)
      expect(failure._tag).toBe("Exhausted")
      const exhausted = failure as Failure.Exhausted
      expect(exhausted.layer).toBe("session")
      // standard: maxRetries(4), so 5 attempts
      expect(exhausted.attempts).toHaveLength(5)
      expect(yield* model.calls).toBe(5)
    }))

  it.effect("Permanent and Fatal pass through after one attempt, thrown or as a message", () =>
    Effect.gen(function*() {
      const cases: ReadonlyArray<readonly [unknown, string]> = [
        [{ status: 401, message: "Incorrect API key provided" }, "Permanent"],
        [Model.streamError("Your credit balance is too low to access the Anthropic API."), "Permanent"],
        [new Failure.Fatal({ reason: "invalid 'temperature'", status: 400 }), "Fatal"],
        [{ status: 400, error: { type: "invalid_request_error", message: "messages: roles must alternate" } }, "Fatal"]
      ]
      for (const [step, tag] of cases) {
        const model = yield* Model.scripted([step, Model.text("never reached")])
        const exit = yield* Effect.exit(
          Session.generate(request, { schedule: everySecond }).pipe(Effect.provide(model.layer))
        )
        expect(failureOf(exit)._tag).toBe(tag)
        expect(yield* model.calls).toBe(1)
      }
    }))

  it.effect("the Classifier in context classifies a failed message's text, as it does a thrown error", () =>
    Effect.gen(function*() {
      // a gateway's own code in its stream error events, which the defaults call Fatal
      const busy: Classify.Rule = (u) =>
        String(u instanceof Error ? u.message : u).startsWith("UPSTREAM_BUSY")
          ? new Failure.Retryable({ reason: "gateway: upstream busy" })
          : undefined
      for (const step of [new Error("UPSTREAM_BUSY: pool 3"), Model.streamError("UPSTREAM_BUSY: pool 3")]) {
        const model = yield* Model.scripted([step, Model.text("Hello")])
        const run = yield* Testing.runWithTestClock(
          Session.generate(request, { schedule: everySecond }).pipe(
            Effect.provide(model.layer),
            Classify.withRules([busy])
          )
        )
        expect(Exit.isSuccess(run.exit) && run.exit.value.attempts).toBe(2)
      }
      // without the rule, the defaults decide
      const model = yield* Model.scripted([Model.streamError("UPSTREAM_BUSY: pool 3")])
      const exit = yield* Effect.exit(Session.generate(request).pipe(Effect.provide(model.layer)))
      expect(failureOf(exit)._tag).toBe("Fatal")
    }))

  it.effect("a failed message whose errorMessage is no string (a Model in JavaScript) is classified, not a defect", () =>
    Effect.gen(function*() {
      // it died with "Cannot read properties of null (reading 'trim')", which no retry layer sees
      for (const errorMessage of [null, { error: { type: "overloaded_error", message: "Overloaded" } }]) {
        const failed = new Model.AssistantMessage({ content: "", toolCalls: [], stopReason: "error" })
        Object.assign(failed, { errorMessage })
        const model = yield* Model.scripted([failed, Model.text("Hello")])
        const run = yield* Testing.runWithTestClock(
          Session.generate(request, { schedule: everySecond }).pipe(Effect.provide(model.layer))
        )
        expect(Exit.isSuccess(run.exit) && run.exit.value.attempts).toBe(2)
      }
    }))

  it("checks options when called", () => {
    expect(() => Session.generate(request, { maxCompactions: -1 })).toThrow(Options.InvalidOptionError)
    expect(() => Session.generate(request, { maxCompactions: 1.5 })).toThrow(/maxCompactions/)
    expect(() => Session.generate(request, { layer: "" })).toThrow(/layer/)
    // it was named "session" in every message, log and metric
    expect(() => Session.generate(request, { layer: null as never })).toThrow(/Invalid option "layer"/)
    expect(() => Session.generate(request, { schedule: "1 second" as any })).toThrow(/schedule/)
    expect(() => Session.generate(request, { compact: "summarise" as any })).toThrow(/compact/)
    expect(() => Session.generate(request, { onCompacted: "save" as any })).toThrow(/onCompacted/)
  })

  it("names a misspelt option instead of reading it as absent", () => {
    // read as absent: the default of 2 compactions, where 5 were asked for
    const error = invalidOption(() => Session.generate(request, { maxCompaction: 5 } as Session.GenerateOptions))
    expect(error.option).toBe("maxCompaction")
    expect(error.message).toBe(
      `Invalid option "maxCompaction": expected no option of this name (the options here are schedule, layer, ` +
        `budget, compact, maxCompactions, onCompacted), got 5`
    )
    // an Agent.step option is not one of generate's
    expect(invalidOption(() => Session.generate(request, { toolkit: undefined } as never)).option).toBe("toolkit")
  })

  it("throws InvalidOptionError naming the request or history when the history is not messages", () => {
    // The history passed as the request: history.some is not a function.
    expect(() => Session.generate(history as any)).toThrow(/Invalid option "request".*\{ history \}/)
    expect(() => Session.generate({ history: "hi" as any, tools: [] })).toThrow(/Invalid option "history"/)
    expect(() => Session.generate({ history: [{ role: "user", content: "hi" }] as any, tools: [] })).toThrow(
      /Invalid option "history\[0\]"/
    )
    expect(() => Session.generate({ history: [], tools: [] })).toThrow(/Invalid option "history"/)
    expect(() => Session.generate({ history, tools: "search" as any })).toThrow(/Invalid option "tools"/)
  })

  it.effect("a request without tools asks the model with none: the Model reads an array", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([Model.text("ok")])
      yield* Session.generate({ history } as Model.Request).pipe(Effect.provide(model.layer))
      expect((yield* model.requests)[0]).toEqual({ history, tools: [] })
    }))
})

/** A `Model` over the real openai client's Chat Completions, as a user writes one, against a loopback server. */
const chatCompletions = (server: Loopback.Loopback) => {
  const client = new OpenAI({ apiKey: "sk-test", baseURL: `${server.url}/v1`, maxRetries: 0 })
  return Layer.succeed(Model.Model, {
    generate: ({ history }) =>
      Effect.tryPromise({
        try: () => client.chat.completions.create({ model: "gpt-4o-mini", messages: history.map(toChat) }),
        catch: (e) => e
      }).pipe(Effect.map((completion) => Model.text(completion.choices[0]!.message.content ?? "")))
  })
}

const completion = (content: string) =>
  Loopback.reply(200, {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: "gpt-4o-mini",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }]
  })

describe("Session.generate: compaction", () => {
  // Keeps the system message and the last user message.
  const keepEnds = (h: Model.History) => Effect.succeed([h[0]!, h[h.length - 1]!])

  it.effect("compacts on ContextOverflow and tries again with the compacted history", () =>
    Effect.gen(function*() {
      const before = yield* compactionsCounter("session", "compacted")
      const model = yield* Model.scripted([overflow, Model.text("short answer")])
      const result = yield* Session.generate(request, { compact: keepEnds }).pipe(Effect.provide(model.layer))
      const compacted = [history[0]!, history[3]!]
      expect(result).toMatchObject({ history: compacted, attempts: 2, compactions: 1 })
      expect((yield* model.requests).map((r) => r.history)).toEqual([history, compacted])
      expect((yield* compactionsCounter("session", "compacted")) - before).toBe(1)
    }))

  it.scoped("compact gets the overflow, with the provider's counts, and the compaction's number in the call", () =>
    Effect.gen(function*() {
      // OpenAI's 400, through the real client: the classifier reads the window and the prompt's size from it
      const server = yield* Loopback.scoped([
        Loopback.reply(400, {
          error: {
            message: "This model's maximum context length is 8192 tokens. However, your messages resulted in " +
              "16384 tokens. Please reduce the length of the messages.",
            type: "invalid_request_error",
            param: "messages",
            code: "context_length_exceeded"
          }
        }),
        completion("Short.")
      ])
      const model = chatCompletions(server)
      const seen: Array<Session.Compaction> = []
      // keeps the system message and the share of the rest that fits: half of it here
      const compact = (h: Model.History, compaction: Session.Compaction) => {
        seen.push(compaction)
        const { limit, tokens } = compaction.overflow
        const keep = Math.floor((h.length - 1) * (limit ?? 0) / (tokens ?? Infinity))
        return Effect.succeed([h[0]!, ...h.slice(h.length - keep)])
      }
      const result = yield* Session.generate(request, { compact }).pipe(Effect.provide(model))
      expect(seen).toHaveLength(1)
      expect(seen[0]!.overflow).toMatchObject({ _tag: "ContextOverflow", status: 400, tokens: 16384, limit: 8192 })
      expect(seen[0]!.compaction).toBe(1)
      expect(result.history).toEqual([history[0]!, history[3]!])
      expect(result.message.content).toBe("Short.")
      expect(server.requests.map((r) => JSON.parse(r.body).messages.length)).toEqual([4, 2])
    }))

  // A loopback OpenAI: the first request overflows; then it refuses, as OpenAI does, a tool message whose assistant
  // message is gone and an assistant message whose calls are not all answered by the tool messages right after it.
  const strictOpenAi = Loopback.scoped((request, index) => {
    const messages: Array<{ role: string; tool_calls?: ReadonlyArray<{ id: string }>; tool_call_id?: string }> =
      JSON.parse(request.body).messages
    const refuse = (message: string) =>
      Loopback.reply(400, { error: { message, type: "invalid_request_error", param: "messages", code: null } })
    const called = new Set(messages.flatMap((m) => (m.tool_calls ?? []).map((c) => c.id)))
    if (messages.some((m) => m.role === "tool" && !called.has(m.tool_call_id!))) {
      return refuse(
        "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'."
      )
    }
    const unanswered = messages.flatMap((m, i) => {
      const answered = new Set<string>()
      for (let j = i + 1; j < messages.length && messages[j]!.role === "tool"; j++) {
        answered.add(messages[j]!.tool_call_id!)
      }
      return (m.tool_calls ?? []).map((c) => c.id).filter((id) => !answered.has(id))
    })
    if (unanswered.length > 0) {
      return refuse(
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each " +
          `'tool_call_id'. The following tool_call_ids did not have response messages: ${unanswered.join(", ")}`
      )
    }
    return index === 0
      ? Loopback.reply(400, { error: { message: "too long", code: "context_length_exceeded" } })
      : completion("The lock is the GIL.")
  })
  const withTools: Model.History = [
    new Model.SystemMessage({ content: "You answer questions about Python." }),
    user("What is the GIL?"),
    Model.callTools({ id: "call_1", name: "search", args: { query: "GIL" } }, {
      id: "call_2",
      name: "search",
      args: {}
    }),
    new Model.ToolMessage({ toolCallId: "call_1", toolName: "search", content: "[\"a lock\"]" }),
    new Model.ToolMessage({ toolCallId: "call_2", toolName: "search", content: "[\"the lock\"]" })
  ]

  it.scoped("a tool result whose call the compaction dropped is dropped too: providers refuse it", () =>
    Effect.gen(function*() {
      const server = yield* strictOpenAi
      // the system message, the task and the last two: tool results cut off from the call that asked for them
      const lastTwo = (h: Model.History) => Effect.succeed([h[0]!, h[1]!, ...h.slice(-2)])
      const result = yield* Session.generate({ history: withTools, tools: [] }, { compact: lastTwo }).pipe(
        Effect.provide(chatCompletions(server))
      )
      expect(result.message.content).toBe("The lock is the GIL.")
      expect(result.history).toEqual(withTools.slice(0, 2))
      expect(result.compactions).toBe(1)
    }))

  it.scoped("a call whose result the compaction dropped is dropped from its message: providers refuse it", () =>
    Effect.gen(function*() {
      const server = yield* strictOpenAi
      const thinking = new Model.AssistantMessage({
        content: "Let me look that up.",
        toolCalls: [new Model.ToolCall({ id: "call_3", name: "search", arguments: "{\"query\":\"GIL 3.13\"}" })],
        stopReason: "tool-calls"
      })
      const long: Model.History = [
        ...withTools,
        thinking,
        new Model.ToolMessage({ toolCallId: "call_3", toolName: "search", content: "[\"free-threaded\"]" }),
        user("And in 3.13?")
      ]
      // "drop tool outputs", as the docs suggest, and then only the first of a batch's results: the calls stay
      const dropOutputs = (h: Model.History) => Effect.succeed(h.filter((m) => m._tag !== "ToolMessage"))
      const keepFirstResult = (h: Model.History) =>
        Effect.succeed(h.filter((m) => m._tag !== "ToolMessage" || m.toolCallId === "call_1"))
      const warnings: Array<unknown> = []
      const capture = Logger.make(({ logLevel, message }) => {
        if (logLevel._tag === "Warning") warnings.push(Array.isArray(message) ? message[0] : message)
      })
      const dropped = yield* Session.generate({ history: long, tools: [] }, { compact: dropOutputs }).pipe(
        Effect.provide(chatCompletions(server)),
        Effect.provide(Logger.replace(Logger.defaultLogger, capture))
      )
      expect(warnings).toEqual([
        "session: compaction 1 kept 0 tool result(s) without the assistant message that called them and 3 tool " +
        "call(s) without their result, which providers refuse; they were left out"
      ])
      expect(dropped.message.content).toBe("The lock is the GIL.")
      // a message with nothing left goes; one with words keeps them
      expect(dropped.history).toEqual([
        long[0],
        long[1],
        new Model.AssistantMessage({ content: "Let me look that up.", toolCalls: [], stopReason: "tool-calls" }),
        long[7]
      ])
      const second = yield* strictOpenAi
      const kept = yield* Session.generate({ history: long, tools: [] }, { compact: keepFirstResult }).pipe(
        Effect.provide(chatCompletions(second))
      )
      expect(kept.message.content).toBe("The lock is the GIL.")
      expect(kept.history).toEqual([
        long[0],
        long[1],
        Model.callTools({ id: "call_1", name: "search", args: { query: "GIL" } }),
        long[3],
        new Model.AssistantMessage({ content: "Let me look that up.", toolCalls: [], stopReason: "tool-calls" }),
        long[7]
      ])
    }))

  it.effect("the docs' compaction keeps the system prompt and the task, and a tail that starts at no tool result", () =>
    Effect.gen(function*() {
      // README's and Session.generate's example, as written there
      const compact = (history: Model.History) => {
        const task = history.findIndex((message) => message._tag === "UserMessage") + 1
        let from = Math.max(task, history.length - 10)
        while (from < history.length && history[from]!._tag === "ToolMessage") from++
        return Effect.succeed([...history.slice(0, task), ...history.slice(from)])
      }
      const steps = Array.from({ length: 4 }, (_, i) => [
        user(`And then ${i}?`),
        Model.callTools({ id: `call_${i}`, name: "search", args: { query: `GIL ${i}` } }),
        new Model.ToolMessage({ toolCallId: `call_${i}`, toolName: "search", content: `["result ${i}"]` }),
        Model.text(`Found ${i}.`)
      ]).flat()
      const long: Model.History = [...withTools.slice(0, 2), ...steps]
      const model = yield* Model.scripted([overflow, Model.text("ok")])
      const result = yield* Session.generate({ history: long, tools: [] }, { compact }).pipe(
        Effect.provide(model.layer)
      )
      // the ten last start at a tool result: the tail starts after it
      expect(result.history).toEqual([long[0], long[1], ...long.slice(-9)])
    }))

  it.effect("results kept in another order than their calls are kept: providers match them by id", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([overflow, Model.text("ok")])
      const swapped = [withTools[1]!, withTools[2]!, withTools[4]!, withTools[3]!]
      const result = yield* Session.generate({ history: withTools, tools: [] }, {
        compact: () => Effect.succeed(swapped)
      }).pipe(Effect.provide(model.layer))
      expect(result.history).toEqual(swapped)
    }))

  it.effect("a compaction left with no message once its cut-off results are out dies naming compact's result", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([overflow, Model.text("never")])
      const exit = yield* Effect.exit(
        Session.generate({ history: withTools, tools: [] }, {
          compact: (h) => Effect.succeed(h.slice(-2))
        }).pipe(Effect.provide(model.layer))
      )
      expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
      const defect = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
      expect(defect).toBeInstanceOf(Options.InvalidOptionError)
      expect(String((defect as Error).message)).toMatch(/"compact's result": .*at least one/)
      expect(yield* model.calls).toBe(1)
    }))

  it.effect("compaction sits outside the retry layer: retries, then an overflow in a message, then compaction", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([
        Model.streamError(),
        Model.streamError("prompt is too long: 210000 tokens > 200000 maximum"),
        Model.streamError(),
        Model.text("ok")
      ])
      const run = yield* Testing.runWithTestClock(
        Session.generate(request, { schedule: everySecond, compact: keepEnds, layer: "chat" }).pipe(
          Effect.provide(model.layer)
        )
      )
      const result = (run.exit as Exit.Success<Session.Generated, unknown>).value
      expect(result.attempts).toBe(4)
      expect(result.compactions).toBe(1)
      expect((yield* model.requests).map((r) => r.history.length)).toEqual([4, 4, 2, 2])
      // one retry before the overflow and one after it; the overflow itself was not waited on
      expect(Duration.toMillis(run.elapsed)).toBe(2000)
    }))

  it.effect("at most maxCompactions per call, then CompactionFailed (LimitReached)", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([overflow, overflow, overflow, Model.text("never")])
      const dropFirst = (h: Model.History) => Effect.succeed(h.slice(1))
      const exit = yield* Effect.exit(
        Session.generate(request, { compact: dropFirst, maxCompactions: 2 }).pipe(Effect.provide(model.layer))
      )
      const failure = failureOf(exit)
      expect(failure).toBeInstanceOf(Session.CompactionFailed)
      const failed = failure as Session.CompactionFailed
      expect(failed.kind).toBe("LimitReached")
      expect(failed.compactions).toBe(2)
      expect(failed.before.messages).toBe(4)
      expect(failed.after.messages).toBe(2)
      expect(failed.overflow).toEqual(overflow)
      expect(failed.message).toContain("still overflows the context window after 2 compaction(s)")
      expect(yield* model.calls).toBe(3)
    }))

  it.effect("a compaction that does not shrink the history fails with CompactionFailed (NotShrinking)", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([overflow, Model.text("never")])
      // Same number of messages, one character longer: no smaller on either measure.
      const rewrite = (h: Model.History) =>
        Effect.succeed([...h.slice(0, -1), user("Tell me more, with sources please!!")])
      const exit = yield* Effect.exit(
        Session.generate(request, { compact: rewrite }).pipe(Effect.provide(model.layer))
      )
      const failed = failureOf(exit) as Session.CompactionFailed
      expect(failed._tag).toBe("CompactionFailed")
      expect(failed.kind).toBe("NotShrinking")
      expect(failed.before).toEqual(Session.size(history))
      expect(failed.after.messages).toBe(4)
      expect(failed.after.characters).toBe(failed.before.characters + 1)
      expect(failed.message).toMatch(
        /^compaction 1 did not shrink the history \(before: 4 messages, \d+ characters; after: 4 messages, \d+ characters\)/
      )
      expect(yield* model.calls).toBe(1)
    }))

  it.effect("a compaction that returns no messages, or chat-style ones, dies naming compact's result; the model is not asked", () =>
    Effect.gen(function*() {
      const results: ReadonlyArray<[unknown, RegExp]> = [
        [[], /"compact's result": .*at least one, got \[\]/],
        [[{ role: "user", content: "Tell me more" }], /"compact's result\[0\]": .*not \{ role, content \}/],
        ["a summary", /"compact's result": expected an array of messages/]
      ]
      for (const [result, message] of results) {
        const model = yield* Model.scripted([overflow, Model.text("never")])
        const exit = yield* Effect.exit(
          Session.generate(request, { compact: () => Effect.succeed(result as Model.History) }).pipe(
            Effect.provide(model.layer)
          )
        )
        expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
        const defect = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
        expect(defect).toBeInstanceOf(Options.InvalidOptionError)
        expect(String((defect as Error).message)).toMatch(message)
        expect(yield* model.calls).toBe(1)
      }
    }))

  it.effect("without compact, or with maxCompactions 0, ContextOverflow passes through", () =>
    Effect.gen(function*() {
      for (const options of [{}, { compact: keepEnds, maxCompactions: 0 }]) {
        const model = yield* Model.scripted([overflow])
        const exit = yield* Effect.exit(Session.generate(request, options).pipe(Effect.provide(model.layer)))
        expect(failureOf(exit)).toEqual(overflow)
      }
    }))

  it.effect("the compaction's own failure passes through", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([overflow])
      const exit = yield* Effect.exit(
        Session.generate(request, { compact: () => Effect.fail("summariser down" as const) }).pipe(
          Effect.provide(model.layer)
        )
      )
      expect(failureOf(exit)).toBe("summariser down")
    }))

  it.effect("onCompacted gets each compacted history before the next attempt; a later failure does not undo it", () =>
    Effect.gen(function*() {
      const fatal = new Failure.Fatal({ reason: "invalid_request_error", status: 400 })
      const model = yield* Model.scripted([overflow, overflow, fatal])
      const seen: Array<{ history: Model.History; compactions: number; callsBefore: number }> = []
      const dropFirst = (h: Model.History) => Effect.succeed(h.slice(1))
      const exit = yield* Effect.exit(
        Session.generate(request, {
          compact: dropFirst,
          onCompacted: ({ compactions, history }) =>
            Effect.map(model.calls, (callsBefore) => {
              seen.push({ history, compactions, callsBefore })
            })
        }).pipe(Effect.provide(model.layer))
      )
      expect(failureOf(exit)).toEqual(fatal)
      expect(seen).toEqual([
        { history: history.slice(1), compactions: 1, callsBefore: 1 },
        { history: history.slice(2), compactions: 2, callsBefore: 2 }
      ])
      expect((yield* model.requests).map((r) => r.history)).toEqual([history, history.slice(1), history.slice(2)])
    }))

  it.effect("a failing onCompacted fails the call before the model is asked again", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([overflow, Model.text("never")])
      const exit = yield* Effect.exit(
        Session.generate(request, { compact: keepEnds, onCompacted: () => Effect.fail("store down" as const) }).pipe(
          Effect.provide(model.layer)
        )
      )
      expect(failureOf(exit)).toBe("store down")
      expect(yield* model.calls).toBe(1)
    }))

  it.effect("a failed call's span carries its attempts and compactions, as a successful one's does", () =>
    Effect.gen(function*() {
      // the default tracer's spans, recorded as they start
      const { attributesOf, recording } = yield* generateSpans
      const dropFirst = (h: Model.History) => Effect.succeed(h.slice(1))
      const limited = yield* Model.scripted([overflow, new Error("read ECONNRESET"), overflow, overflow])
      const run = yield* Testing.runWithTestClock(
        Session.generate(request, { compact: dropFirst, maxCompactions: 2, schedule: everySecond }).pipe(
          Effect.provide(limited.layer),
          Effect.withTracer(recording)
        )
      )
      expect(failureOf(run.exit)._tag).toBe("CompactionFailed")
      expect(attributesOf()).toMatchObject({ attempts: 4, compactions: 2 })
      const fatal = yield* Model.scripted([new Failure.Fatal({ reason: "invalid 'temperature'", status: 400 })])
      yield* Effect.exit(Session.generate(request).pipe(Effect.provide(fatal.layer), Effect.withTracer(recording)))
      expect(attributesOf()).toMatchObject({ attempts: 1, compactions: 0 })
    }))

  it.effect("a summariser that fails (its own overflow, or a retryable error it gave up on) is logged naming the compaction, and the span keeps the counts", () =>
    Effect.gen(function*() {
      const { outer, recording } = yield* generateSpans
      const warnings: Array<unknown> = []
      const capture = Logger.make(({ logLevel, message }) => {
        if (logLevel._tag === "Warning") warnings.push(Array.isArray(message) ? message[0] : message)
      })
      // The summariser asks the same model, with the history to summarise and no compaction of its own.
      const summarise = (h: Model.History) =>
        Session.generate({ history: [...h, user("Summarise the conversation so far.")], tools: [] }, {
          schedule: everySecond
        })
          .pipe(Effect.map(({ message }) => [h[0]!, user(`Summary: ${message.content}`), h[h.length - 1]!]))
      const tooLong = new Failure.ContextOverflow({
        reason: "maximum context length is 8192 tokens, your messages resulted in 9000 tokens",
        status: 400,
        tokens: 9000,
        limit: 8192
      })
      const overflowing = yield* Model.scripted([new Error("read ECONNRESET"), tooLong, tooLong])
      const run = yield* Testing.runWithTestClock(
        Session.generate(request, { compact: summarise, schedule: everySecond }).pipe(
          Effect.provide(overflowing.layer),
          Effect.provide(Logger.replace(Logger.defaultLogger, capture)),
          Effect.withTracer(recording)
        )
      )
      // its error passes through with its own tag, as the docs say
      expect(failureOf(run.exit)).toEqual(tooLong)
      expect(outer()).toMatchObject({ attempts: 2, compactions: 0 })
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/^session: compaction 1 of at most 2 failed, after a context overflow/)
      expect(warnings[0]).toContain("ContextOverflow")
      expect(warnings[0]).toContain("9000 tokens")

      warnings.length = 0
      const unreachable = yield* Model.scripted([overflow, ...Array(5).fill(new Error("read ECONNRESET"))])
      const second = yield* Testing.runWithTestClock(
        Session.generate(request, { compact: summarise }).pipe(
          Effect.provide(unreachable.layer),
          Effect.provide(Logger.replace(Logger.defaultLogger, capture)),
          Effect.withTracer(recording)
        )
      )
      expect(failureOf(second.exit)._tag).toBe("Exhausted")
      expect(outer()).toMatchObject({ attempts: 1, compactions: 0 })
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/^session: compaction 1 of at most 2 failed, after a context overflow/)
      expect(warnings[0]).toContain("Exhausted")
    }))

  it.effect("a failing onCompacted, and an interruption, leave the counts on the call's span too", () =>
    Effect.gen(function*() {
      const { attributesOf, recording } = yield* generateSpans
      const model = yield* Model.scripted([overflow, Model.text("never")])
      const exit = yield* Effect.exit(
        Session.generate(request, { compact: keepEnds, onCompacted: () => Effect.fail("store down" as const) }).pipe(
          Effect.provide(model.layer),
          Effect.withTracer(recording)
        )
      )
      expect(failureOf(exit)).toBe("store down")
      expect(attributesOf()).toMatchObject({ attempts: 1, compactions: 1 })
      // interrupted (a time budget's deadline) while the compaction ran
      const slow = yield* Model.scripted([overflow, Model.text("never")])
      const interrupted = yield* Testing.runWithTestClock(
        Session.generate(request, { compact: () => Effect.never }).pipe(
          Effect.provide(slow.layer),
          Effect.withTracer(recording),
          Effect.timeout("1 second")
        )
      )
      expect(failureOf(interrupted.exit)).toBeInstanceOf(Cause.TimeoutException)
      expect(attributesOf()).toMatchObject({ attempts: 1, compactions: 0 })
    }))

  it.effect("a compaction's failure that names itself by no message, or whose fields throw, is still named, and still the call's failure", () =>
    Effect.gen(function*() {
      const warnings: Array<string> = []
      const capture = Logger.make(({ logLevel, message }) => {
        if (logLevel._tag === "Warning") warnings.push(String(Array.isArray(message) ? message[0] : message))
      })
      const failingWith = (error: unknown) =>
        Effect.gen(function*() {
          const model = yield* Model.scripted([overflow])
          const exit = yield* Effect.exit(
            Session.generate(request, { compact: () => Effect.fail(error) }).pipe(
              Effect.provide(model.layer),
              Effect.provide(Logger.replace(Logger.defaultLogger, capture))
            )
          )
          return { failure: failureOf(exit), warning: warnings.at(-1)!.replace(/^.*its error: /, "") }
        })
      // a getter that throws: the summariser's own error stays the call's typed failure (a throw in the warning's text
      // made it a defect)
      const throwing = {
        _tag: "SummaryStoreError",
        get message(): string {
          throw new Error("not loaded")
        }
      }
      const thrown = yield* failingWith(throwing)
      // (Effect hands it over behind a proxy that carries its span: its own fields, not its identity)
      expect((thrown.failure as { _tag: string })._tag).toBe("SummaryStoreError")
      expect(thrown.warning).toBe("an error whose fields could not be read")
      // no message: what it has says what happened
      const refused = new AggregateError([
        Object.assign(new Error("connect ECONNREFUSED ::1:6379"), { code: "ECONNREFUSED" }),
        Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:6379"), { code: "ECONNREFUSED" })
      ], "")
      expect((yield* failingWith(refused)).warning).toBe(
        "AggregateError: connect ECONNREFUSED ::1:6379; connect ECONNREFUSED 127.0.0.1:6379"
      )
      expect((yield* failingWith(new TypeError(""))).warning).toBe("TypeError")
      expect((yield* failingWith({ code: "E_SUMMARY_QUOTA" })).warning).toBe("(E_SUMMARY_QUOTA)")
      expect((yield* failingWith({ _tag: "SummaryTimeout" })).warning).toBe("SummaryTimeout")
      expect((yield* failingWith(Object.create(null))).warning).toBe("a value without a message")
      // as before: a message, behind its tag unless it begins with it
      expect((yield* failingWith(new Error("boom"))).warning).toBe("boom")
      expect((yield* failingWith({ _tag: "StoreError", message: "disk full" })).warning).toBe("StoreError: disk full")
    }))

  it("measures a history by messages and characters, tool calls included", () => {
    const size = Session.size([user("abc"), Model.callTools({ id: "c1", name: "f", args: "{}" })])
    expect({ messages: size.messages, characters: size.characters }).toEqual({ messages: 2, characters: 6 })
    expect(String(size)).toBe("2 messages, 6 characters")
  })

  it("uses RetrySchedule presets as schedules", () => {
    expect(() => Session.generate(request, { schedule: RetrySchedule.sessionLayer })).not.toThrow()
  })
})
