import { describe, expect, it } from "@effect/vitest"
import type { Duration } from "effect"
import { Effect, Exit, Fiber, Schema, Scope, TestClock, TestServices } from "effect"
import { Classify, FaultServer, Options, Tool, Toolkit } from "effect-resilience"
import OpenAI from "openai"
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
  ChatCompletionTool
} from "openai/resources/chat/completions"
import * as Faults from "../src/internal/faultServer/faults.js"
import { invalidOption, retryAfterMs, withLiveTimerLimit } from "./support/common.js"

const caught = (p: Promise<unknown>): Promise<unknown> => p.then(() => undefined, (e: unknown) => e)

const client = (server: FaultServer.Service, apiKey = "sk-test-key-0001") =>
  new OpenAI({ baseURL: server.url, apiKey, maxRetries: 0 })

const user = (content: string): Array<ChatCompletionMessageParam> => [{ role: "user", content }]

const complete = (
  c: OpenAI,
  messages: Array<ChatCompletionMessageParam> = user("Hi"),
  tools?: Array<ChatCompletionTool>
) => c.chat.completions.create({ model: "gpt-4o-mini", messages, ...(tools === undefined ? {} : { tools }) })

/** Streams a completion and assembles what the SDK yields: text and tool calls. */
const streamed = async (
  c: OpenAI,
  messages: Array<ChatCompletionMessageParam> = user("Hi"),
  tools?: Array<ChatCompletionTool>
) => {
  const stream = await c.chat.completions.create({
    model: "gpt-4o-mini",
    stream: true,
    stream_options: { include_usage: true },
    messages,
    ...(tools === undefined ? {} : { tools })
  })
  let text = ""
  let finish: string | null = null
  let usage: unknown = undefined
  const calls: Array<{ id: string; name: string; arguments: string }> = []
  for await (const chunk of stream) {
    if (chunk.usage) usage = chunk.usage
    const choice = chunk.choices[0]
    if (choice === undefined) continue
    text += choice.delta.content ?? ""
    for (const call of choice.delta.tool_calls ?? []) {
      const slot = calls[call.index] ??= { id: "", name: "", arguments: "" }
      slot.id += call.id ?? ""
      slot.name += call.function?.name ?? ""
      slot.arguments += call.function?.arguments ?? ""
    }
    finish = choice.finish_reason ?? finish
  }
  return { text, calls, finish, usage }
}

/** A tool with these parameters, as the openai SDK sends it: the JSON Schema this library's toolkit describes. */
const chatTool = (name: string, parameters: Schema.Schema<any, any, never>): ChatCompletionFunctionTool => {
  const tool = Tool.make({
    name,
    description: name,
    parameters,
    success: Schema.String,
    handler: () => Effect.succeed("ok")
  })
  const [definition] = Toolkit.definitions(Toolkit.make(tool))
  return { type: "function", function: { name, parameters: definition.parameters as Record<string, unknown> } }
}

/** The arguments the seeded model writes for `tool` (parsed), asked `prompt`. */
const seededArguments = (seed: number, tool: ChatCompletionTool, prompt: string) =>
  Effect.gen(function*() {
    const server = yield* FaultServer.make({ seed })
    const answer = yield* Effect.promise(() => complete(client(server), user(prompt), [tool]))
    const [call] = answer.choices[0].message.tool_calls ?? []
    return call?.type === "function" ? JSON.parse(call.function.arguments) : undefined
  })

const weather: ChatCompletionTool = {
  type: "function",
  function: {
    name: "get_weather",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" }, unit: { type: "string", enum: ["c", "f"] } },
      required: ["city", "days", "unit"]
    }
  }
}

describe("FaultServer: Chat Completions with the openai SDK", () => {
  it.scoped("answers scripted text, streaming and not, and records each request", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("Hello there, agent."), FaultServer.text("Second reply.")])
      })
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/v1`)
      const c = client(server)
      const first = yield* Effect.promise(() => complete(c, user("Say hello")))
      expect(first.choices[0].message.content).toBe("Hello there, agent.")
      expect(first.choices[0].finish_reason).toBe("stop")
      const second = yield* Effect.promise(() => streamed(c, user("Again")))
      expect(second).toMatchObject({ text: "Second reply.", finish: "stop", calls: [] })
      expect(second.usage).toMatchObject({ completion_tokens: 4 })
      const requests = yield* server.requests
      expect(requests.map((r) => [r.index, r.api, r.stream, r.status, r.lastUserText, r.key])).toEqual([
        [1, "chat", false, 200, "Say hello", "…0001"],
        [2, "chat", true, 200, "Again", "…0001"]
      ])
      expect(yield* server.stats).toEqual({ requests: 2, replies: 2, faults: {} })
    }))

  it.scoped("seeded model: calls a tool with schema-shaped arguments, then answers with the result", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ seed: 7 })
      const c = client(server)
      for (const mode of ["json", "stream"] as const) {
        const history = user(`Weather in Oslo? (${mode})`)
        const first = mode === "json"
          ? yield* Effect.promise(() => complete(c, history, [weather]))
          : yield* Effect.promise(() => streamed(c, history, [weather]))
        const calls = "choices" in first
          ? (first.choices[0].message.tool_calls ?? []).map((t) =>
            t.type === "function" ? { id: t.id, name: t.function.name, arguments: t.function.arguments } : undefined
          )
          : first.calls
        expect(calls).toHaveLength(1)
        const call = calls[0]!
        expect(call.name).toBe("get_weather")
        expect(call.id).toMatch(/^call_[0-9a-f]{8}$/)
        const args = JSON.parse(call.arguments)
        expect(typeof args.city).toBe("string")
        expect(Number.isInteger(args.days)).toBe(true)
        expect(["c", "f"]).toContain(args.unit)
        const followUp: Array<ChatCompletionMessageParam> = [
          ...history,
          {
            role: "assistant",
            content: null,
            tool_calls: [{ id: call.id, type: "function", function: { name: call.name, arguments: call.arguments } }]
          },
          { role: "tool", tool_call_id: call.id, content: "{\"temperature\":21}" }
        ]
        const answer = yield* Effect.promise(() => complete(c, followUp, [weather]))
        expect(answer.choices[0].message.content).toBe("Done. get_weather returned {\"temperature\":21}.")
      }
      const requests = yield* server.requests
      expect(requests.map((r) => r.reply?._tag)).toEqual(["ToolCalls", "Text", "ToolCalls", "Text"])
    }))

  it.scoped("seeded model: arguments keep to the schema's bounds, lengths, item counts, tuples and formats", () =>
    Effect.gen(function*() {
      const Parameters = Schema.Struct({
        count: Schema.Int.pipe(Schema.between(1, 5)),
        above: Schema.Number.pipe(Schema.greaterThan(100)),
        below: Schema.Number.pipe(Schema.lessThan(-1)),
        natural: Schema.NonNegativeInt,
        fives: Schema.Number.pipe(Schema.multipleOf(5)),
        name: Schema.String.pipe(Schema.minLength(8), Schema.maxLength(10)),
        code: Schema.String.pipe(Schema.maxLength(3)),
        tags: Schema.Array(Schema.String).pipe(Schema.minItems(2), Schema.maxItems(3)),
        pair: Schema.Tuple(Schema.String, Schema.Number),
        id: Schema.UUID,
        nested: Schema.Struct({ ratio: Schema.Number.pipe(Schema.between(0, 1)) })
      })
      const planTool = chatTool("plan", Parameters)
      for (let seed = 1; seed <= 20; seed++) {
        const args = yield* seededArguments(seed, planTool, "Plan it")
        // before, `count` was drawn in [1, 100], `above` in [0, 100], `code` was a five-letter word, `tags` one item…
        expect(Schema.decodeUnknownEither(Parameters)(args, { onExcessProperty: "error" })).toMatchObject({
          _tag: "Right"
        })
      }
    }))

  it.scoped("seeded model: narrow ranges, bounds a hair off their multiple, long lists and fine multiples fit", () =>
    Effect.gen(function*() {
      const Parameters = Schema.Struct({
        // no hundredth fits: before, null
        tiny: Schema.Number.pipe(Schema.greaterThan(0), Schema.lessThan(0.01)),
        rate: Schema.Number.pipe(Schema.between(0.001, 0.004)),
        // 0.3 / 0.1 is 2.9999999999999996: before, 0.3 was not found, nor any multiple, and the draw was null
        tenths: Schema.Number.pipe(Schema.multipleOf(0.1), Schema.between(0.25, 0.3)),
        // before, capped at 16 items
        ids: Schema.Array(Schema.Int).pipe(Schema.minItems(20))
      })
      const tuneTool = chatTool("tune", Parameters)
      // 1e-7 reads without a point: before, its multiples were rounded to integers, outside the bounds (written by
      // hand: Schema.multipleOf(1e-7) itself refuses 0.5734987)
      const properties = (tuneTool.function.parameters as { properties: Record<string, unknown> }).properties
      properties.fine = { type: "number", minimum: 0.5, maximum: 0.6, multipleOf: 1e-7 }
      // grown a word at a time, a minLength of 1e8 took millions of steps: a reply carries 100 000 characters at most
      properties.essay = { type: "string", minLength: 100 }
      properties.huge = { type: "string", minLength: 1e8 }
      for (let seed = 1; seed <= 10; seed++) {
        const { essay, fine, huge, ...args } = yield* seededArguments(seed, tuneTool, "Tune it")
        expect(essay.length).toBeGreaterThanOrEqual(100)
        expect(essay.length).toBeLessThan(120)
        expect(huge.length).toBeGreaterThanOrEqual(100_000)
        expect(huge.length).toBeLessThan(100_020)
        expect(Schema.decodeUnknownEither(Parameters)(args, { onExcessProperty: "error" })).toMatchObject({
          _tag: "Right"
        })
        expect(fine).toBeGreaterThanOrEqual(0.5)
        expect(fine).toBeLessThanOrEqual(0.6)
        expect(Number((fine * 1e7).toFixed(6)) % 1).toBe(0)
      }
    }))

  it.scoped("the same seed gives the same tool arguments; a retried request gets the same reply", () =>
    Effect.gen(function*() {
      const a = yield* FaultServer.make({ seed: 3, faults: { schedule: [{ at: 2, fault: "503" }] } })
      const b = yield* FaultServer.make({ seed: 3 })
      const ask = (s: FaultServer.Service) => complete(client(s), user("Plan a trip"), [weather])
      const fromA = yield* Effect.promise(() => ask(a))
      const failed = yield* Effect.promise(() => caught(ask(a)))
      expect(failed).toBeInstanceOf(OpenAI.InternalServerError)
      const retried = yield* Effect.promise(() => ask(a))
      const fromB = yield* Effect.promise(() => ask(b))
      expect(retried.choices[0].message).toEqual(fromA.choices[0].message)
      expect(fromB.choices[0].message).toEqual(fromA.choices[0].message)
    }))

  it.scoped("a fault does not use up a scripted reply", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("one"), FaultServer.text("two")]),
        faults: { schedule: [{ at: 1, fault: "429" }, { at: 3, fault: "drop" }] }
      })
      const c = client(server)
      expect(yield* Effect.promise(() => caught(complete(c)))).toBeInstanceOf(OpenAI.RateLimitError)
      expect((yield* Effect.promise(() => complete(c))).choices[0].message.content).toBe("one")
      expect(yield* Effect.promise(() => caught(streamed(c)))).toBeInstanceOf(Error)
      expect((yield* Effect.promise(() => streamed(c))).text).toBe("two")
      expect(yield* server.stats).toEqual({ requests: 4, replies: 2, faults: { "429": 1, drop: 1 } })
    }))

  const httpFaults: ReadonlyArray<{
    readonly fault: FaultServer.FaultSpec
    readonly error: new(...args: Array<any>) => InstanceType<typeof OpenAI.APIError>
    readonly status: number
    readonly tag: string
    readonly retryAfterMs?: number
  }> = [
    { fault: "429", error: OpenAI.RateLimitError, status: 429, tag: "Retryable", retryAfterMs: 1000 },
    {
      fault: { _tag: "RateLimit", retryAfter: "2500 millis", header: "retry-after-ms" },
      error: OpenAI.RateLimitError,
      status: 429,
      tag: "Retryable",
      retryAfterMs: 2500
    },
    {
      fault: { _tag: "RateLimit", retryAfter: "2500 millis" },
      error: OpenAI.RateLimitError,
      status: 429,
      tag: "Retryable",
      retryAfterMs: 3000
    },
    { fault: "429-no-retry-after", error: OpenAI.RateLimitError, status: 429, tag: "Retryable" },
    { fault: "500", error: OpenAI.InternalServerError, status: 500, tag: "Retryable" },
    { fault: "502", error: OpenAI.InternalServerError, status: 502, tag: "Retryable" },
    { fault: "503", error: OpenAI.InternalServerError, status: 503, tag: "Retryable" },
    { fault: "529", error: OpenAI.InternalServerError, status: 529, tag: "Retryable" },
    { fault: "401", error: OpenAI.AuthenticationError, status: 401, tag: "Permanent" },
    { fault: "quota", error: OpenAI.RateLimitError, status: 429, tag: "Permanent" },
    { fault: "overflow", error: OpenAI.BadRequestError, status: 400, tag: "ContextOverflow" }
  ]

  for (const { error, fault, retryAfterMs: hint, status, tag } of httpFaults) {
    const name = typeof fault === "string" ? fault : JSON.stringify(fault)
    it.scoped(`${name}: the SDK throws ${error.name} (${status}), classified ${tag}, streaming or not`, () =>
      Effect.gen(function*() {
        const server = yield* FaultServer.make({ faults: { schedule: [{ at: 1, fault }, { at: 2, fault }] } })
        const c = client(server)
        for (const run of [() => complete(c), () => streamed(c)]) {
          const thrown = yield* Effect.promise(() => caught(run()))
          expect(thrown).toBeInstanceOf(error)
          expect((thrown as InstanceType<typeof OpenAI.APIError>).status).toBe(status)
          // OpenAI sends x-request-id with its errors too, and the SDK reads it into requestID: it was null here
          expect((thrown as InstanceType<typeof OpenAI.APIError>).requestID).toMatch(/^req_[0-9a-f]+$/)
          const failure = Classify.classify(thrown)
          expect(failure._tag).toBe(tag)
          expect(failure.status).toBe(status)
          expect(retryAfterMs(failure)).toBe(hint)
        }
        // the third request has no fault
        expect((yield* Effect.promise(() => complete(c))).choices[0].message.content).toMatch(/You said: "Hi"/)
        const requests = yield* server.requests
        expect(requests.map((r) => r.status)).toEqual([status, status, 200])
      }))
  }

  const streamFaults: ReadonlyArray<{ readonly fault: FaultServer.FaultSpec; readonly tag: string; status: number }> = [
    { fault: "stream-error", tag: "Retryable", status: 500 },
    { fault: { _tag: "StreamError", code: "context_length_exceeded" }, tag: "ContextOverflow", status: 400 },
    { fault: { _tag: "StreamError", code: "insufficient_quota", afterEvents: 0 }, tag: "Permanent", status: 429 },
    { fault: { _tag: "StreamError", code: "rate_limit_exceeded", afterEvents: 100 }, tag: "Retryable", status: 429 }
  ]

  for (const { fault, status, tag } of streamFaults) {
    it.scoped(`mid-stream ${JSON.stringify(fault)}: an APIError without status, classified ${tag} from its body`, () =>
      Effect.gen(function*() {
        const server = yield* FaultServer.make({
          model: FaultServer.scripted([FaultServer.text("a fairly long answer that streams in many chunks")]),
          faults: { schedule: [{ at: 1, fault }, { at: 2, fault }] }
        })
        const thrown = yield* Effect.promise(() => caught(streamed(client(server))))
        expect(thrown).toBeInstanceOf(OpenAI.APIError)
        expect((thrown as InstanceType<typeof OpenAI.APIError>).status).toBeUndefined()
        expect(Classify.classify(thrown)._tag).toBe(tag)
        // a request that does not stream gets the matching HTTP error instead
        const plain = yield* Effect.promise(() => caught(complete(client(server))))
        expect((plain as InstanceType<typeof OpenAI.APIError>).status).toBe(status)
        expect(Classify.classify(plain)._tag).toBe(tag)
        const requests = yield* server.requests
        expect(requests.map((r) => [r.status, r.fault])).toEqual([[200, "stream-error"], [status, "stream-error"]])
      }))
  }

  it.scoped("a context overflow reports a prompt above the window, mid-stream as over HTTP", () =>
    Effect.gen(function*() {
      // the prompt is far below the window: a mid-stream overflow reported its estimate (1 token of 8192), so
      // Classify read ContextOverflow { tokens: 1, limit: 8192 }, a prompt that fits
      const server = yield* FaultServer.make({
        faults: {
          schedule: [{ at: 1, fault: { _tag: "StreamError", code: "context_length_exceeded" } }, {
            at: 2,
            fault: "overflow"
          }]
        }
      })
      const midStream = Classify.classify(yield* Effect.promise(() => caught(streamed(client(server)))))
      const http = Classify.classify(yield* Effect.promise(() => caught(complete(client(server)))))
      for (const failure of [midStream, http]) {
        expect(failure._tag === "ContextOverflow" && [failure.tokens, failure.limit]).toEqual([8193, 8192])
      }
    }))

  it.scoped("the Responses API's overflow, as OpenAI's, names no numbers: a ContextOverflow without tokens or limit", () =>
    Effect.gen(function*() {
      // the README said every overflow reports 8193 tokens of 8192; only Chat Completions' wording has numbers
      const server = yield* FaultServer.make({
        faults: {
          schedule: [{ at: 1, fault: "overflow" }, {
            at: 2,
            fault: { _tag: "StreamError", code: "context_length_exceeded" }
          }]
        }
      })
      const c = client(server)
      const http = Classify.classify(
        yield* Effect.promise(() => caught(c.responses.create({ model: "m", input: "Hi" })))
      )
      expect(http).toMatchObject({ _tag: "ContextOverflow", status: 400 })
      expect(http._tag === "ContextOverflow" && [http.tokens, http.limit]).toEqual([undefined, undefined])
      const events: Array<{ readonly type: string; readonly message?: string }> = []
      yield* Effect.promise(async () => {
        const stream = await c.responses.create({ model: "m", input: "Hi", stream: true })
        for await (const event of stream) events.push(event as { readonly type: string; readonly message?: string })
      })
      const error = events.find((e) => e.type === "error")
      expect(error?.message).toBe(
        "Your input exceeds the context window of this model. Please adjust your input and try again."
      )
      const midStream = Classify.classify(error)
      expect(midStream._tag === "ContextOverflow" && [midStream.tokens, midStream.limit]).toEqual([
        undefined,
        undefined
      ])
    }))

  it.scoped("drop: a stream cut mid-flight (and a body cut mid-way) is Retryable", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("words that arrive one by one until the line goes dead")]),
        faults: { schedule: [{ at: 1, fault: { _tag: "DropStream", afterEvents: 3 } }, { at: 2, fault: "drop" }] }
      })
      const c = client(server)
      let received = ""
      const thrown = yield* Effect.promise(() =>
        caught((async () => {
          const stream = await c.chat.completions.create({ model: "m", stream: true, messages: user("Hi") })
          for await (const chunk of stream) received += chunk.choices[0]?.delta.content ?? ""
        })())
      )
      expect(received).toBe("words that ")
      expect(Classify.classify(thrown)._tag).toBe("Retryable")
      const cut = yield* Effect.promise(() => caught(complete(c)))
      expect(Classify.classify(cut)._tag).toBe("Retryable")
      expect((yield* Effect.promise(() => streamed(c))).text).toBe(
        "words that arrive one by one until the line goes dead"
      )
    }))

  it.scoped("stall: a stream stops mid-flight (a body mid-way) and stays open until the client gives up; the retry gets the reply", () =>
    Effect.gen(function*() {
      const answer = "words that arrive one by one until the line goes quiet"
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text(answer)]),
        faults: { schedule: [{ at: 1, fault: { _tag: "StallStream", afterEvents: 3 } }, { at: 2, fault: "stall" }] }
      })
      const c = client(server)
      // the caller's own deadline is the only way out (the SDK's `timeout` ends once the headers came): 300 ms
      const deadline = () => AbortSignal.timeout(300)
      let received = ""
      let finish: string | null = null
      let started = Date.now()
      // the SDK ends a stream its signal aborts as if it were over: the text so far, and no finish reason
      yield* Effect.promise(async () => {
        const stream = await c.chat.completions.create({ model: "m", stream: true, messages: user("Hi") }, {
          signal: deadline()
        })
        for await (const chunk of stream) {
          received += chunk.choices[0]?.delta.content ?? ""
          finish = chunk.choices[0]?.finish_reason ?? finish
        }
      })
      expect([received, finish]).toEqual(["words that ", null])
      expect(Date.now() - started).toBeGreaterThanOrEqual(250)
      started = Date.now()
      const cut = yield* Effect.promise(() =>
        caught(c.chat.completions.create({ model: "m", messages: user("Hi") }, { signal: deadline() }))
      )
      expect(cut).toMatchObject({ name: "AbortError" })
      expect(Date.now() - started).toBeGreaterThanOrEqual(250)
      // neither used the reply up
      expect((yield* Effect.promise(() => streamed(c))).text).toBe(answer)
      expect(yield* server.stats).toEqual({ requests: 3, replies: 1, faults: { stall: 2 } })
      expect((yield* server.requests).map((r) => [r.fault, r.status, r.reply?._tag])).toEqual([
        ["stall", 200, "Text"],
        ["stall", 200, "Text"],
        [undefined, 200, "Text"]
      ])
    }))

  it.effect("stall: the server's scope closes at once with a stalled stream in flight, and the client sees it end", () =>
    Effect.gen(function*() {
      const scope = yield* Scope.make()
      const server = yield* Scope.extend(
        FaultServer.make({
          model: FaultServer.scripted([FaultServer.text("a b c d e")]),
          faults: { rates: { stall: 1 } }
        }),
        scope
      )
      const c = client(server)
      const pending = caught((async () => {
        const stream = await c.chat.completions.create({ model: "m", stream: true, messages: user("Hi") })
        for await (const _ of stream) {
          // drained until the server goes away
        }
      })())
      while ((yield* server.requests).length === 0) yield* Effect.promise(() => new Promise((r) => setTimeout(r, 5)))
      const started = Date.now()
      yield* Scope.close(scope, Exit.void)
      expect(Classify.classify(yield* Effect.promise(() => pending))._tag).toBe("Retryable")
      expect(Date.now() - started).toBeLessThan(2000)
    }))

  it.scoped("context window: a prompt above it (chars / 4) gets 400 context_length_exceeded with the numbers", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ contextWindow: 100 })
      const c = client(server)
      yield* Effect.promise(() => complete(c, user("x".repeat(400))))
      const thrown = yield* Effect.promise(() => caught(complete(c, user("x".repeat(404)))))
      const failure = Classify.classify(thrown)
      expect(failure._tag).toBe("ContextOverflow")
      expect(failure._tag === "ContextOverflow" && [failure.tokens, failure.limit]).toEqual([101, 100])
      expect((yield* server.requests).map((r) => [r.estimatedTokens, r.fault])).toEqual([[100, undefined], [
        101,
        "overflow"
      ]])
    }))

  it.scoped("slow on a prompt above the context window: the overflow comes at once and is recorded as overflow", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ contextWindow: 5, faults: { schedule: [{ at: 1, fault: "slow" }] } })
      // under TestClock a delayed reply would never come: the overflow is sent without waiting
      const thrown = yield* Effect.promise(() => caught(complete(client(server), user("x".repeat(200)))))
      expect(Classify.classify(thrown)._tag).toBe("ContextOverflow")
      // the record said "slow", a fault the client never saw
      expect((yield* server.requests).map((r) => [r.fault, r.status])).toEqual([["overflow", 400]])
      expect(yield* server.stats).toEqual({ requests: 1, replies: 0, faults: { overflow: 1 } })
    }))

  it.scoped("revoked keys: a given key, or every request after a number, gets 401 invalid_api_key", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ faults: { revokedKeys: ["sk-revoked-0000"], revokeAfter: 2 } })
      const revoked = yield* Effect.promise(() => caught(complete(client(server, "sk-revoked-0000"))))
      expect(revoked).toBeInstanceOf(OpenAI.AuthenticationError)
      expect((revoked as Error).message).toContain("sk-********0000")
      expect(Classify.classify(revoked)._tag).toBe("Permanent")
      yield* Effect.promise(() => complete(client(server)))
      const later = yield* Effect.promise(() => caught(complete(client(server))))
      expect(Classify.classify(later)._tag).toBe("Permanent")
      expect((yield* server.requests).map((r) => r.status)).toEqual([401, 200, 401])
    }))

  it.scoped("outage by request numbers, then setFaults replaces the faults", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ faults: { outages: [{ from: 2, to: 3 }] } })
      const c = client(server)
      const statuses: Array<number> = []
      for (let i = 0; i < 4; i++) {
        const e = yield* Effect.promise(() => caught(complete(c)))
        statuses.push(e === undefined ? 200 : (e as InstanceType<typeof OpenAI.APIError>).status!)
      }
      expect(statuses).toEqual([200, 503, 503, 200])
      yield* server.setFaults({ schedule: [{ at: 5, fault: "529" }] })
      expect(Classify.classify(yield* Effect.promise(() => caught(complete(c)))).status).toBe(529)
    }))

  it.scoped("outage window measured with Clock: requests inside [start, start + duration) fail", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        faults: { outages: [{ start: "10 seconds", duration: "5 seconds", fault: "502" }] }
      })
      const c = client(server)
      const status = Effect.promise(() => caught(complete(c))).pipe(
        Effect.map((e) => e === undefined ? 200 : (e as InstanceType<typeof OpenAI.APIError>).status)
      )
      expect(yield* status).toBe(200)
      yield* TestClock.adjust("10 seconds")
      expect(yield* status).toBe(502)
      yield* TestClock.adjust("4999 millis")
      expect(yield* status).toBe(502)
      yield* TestClock.adjust("1 millis")
      expect(yield* status).toBe(200)
      expect((yield* server.requests).map((r) => r.time)).toEqual([0, 10_000, 14_999, 15_000])
    }))

  /**
   * A request to a slow reply, the server's clock moved on `almost` (it is still waiting), then `rest`: its fiber, to
   * join.
   */
  const heldFor = (server: FaultServer.Service, almost: Duration.DurationInput, rest: Duration.DurationInput) =>
    Effect.gen(function*() {
      const fiber = yield* Effect.fork(Effect.promise(() => complete(client(server))))
      // wait until the server has the request (real I/O), then move the clock
      while ((yield* server.requests).length === 0) yield* Effect.promise(() => new Promise((r) => setImmediate(r)))
      yield* TestClock.adjust(almost)
      expect(fiber.unsafePoll()).toBeNull()
      yield* TestClock.adjust(rest)
      return fiber
    })

  it.scoped("slow: the reply waits for the server's Clock (here TestClock)", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("eventually")]),
        faults: { schedule: [{ at: 1, fault: { _tag: "Slow", delay: "30 seconds" } }] }
      })
      const fiber = yield* heldFor(server, "29 seconds", "1 second")
      const reply = yield* Fiber.join(fiber)
      expect(reply.choices[0].message.content).toBe("eventually")
      expect((yield* server.requests)[0].fault).toBe("slow")
    }))

  // Effect's live clock takes a single sleep above 2³¹−1 ms (about 24.8 days) for "never": a slow reply of 30 days,
  // slept at once, never came on it.
  it.scoped("slow: a delay beyond the live clock's longest timer still ends", () =>
    Effect.gen(function*() {
      const server = yield* withLiveTimerLimit(FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("next month")]),
        faults: { schedule: [{ at: 1, fault: { _tag: "Slow", delay: "30 days" } }] }
      }))
      const fiber = yield* heldFor(server, "29 days", "1 day")
      // in real time: the reply was never sent
      const reply = yield* TestServices.provideLive(Effect.timeout(Fiber.join(fiber), "5 seconds"))
      expect(reply.choices[0].message.content).toBe("next month")
    }))

  it.scoped("slow: a reply the client abandons while it waits is not used up, so the retry gets it", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("one"), FaultServer.text("two")]),
        faults: { schedule: [{ at: 1, fault: "slow" }] }
      })
      const c = client(server)
      const abort = new AbortController()
      const abandoned = yield* Effect.fork(
        Effect.promise(() =>
          caught(c.chat.completions.create({ model: "m", messages: user("Hi") }, { signal: abort.signal }))
        )
      )
      while ((yield* server.requests).length === 0) yield* Effect.promise(() => new Promise((r) => setImmediate(r)))
      // the caller's timeout: it gives up before the slow reply is sent, and retries
      abort.abort()
      expect(yield* Fiber.join(abandoned)).toBeInstanceOf(OpenAI.APIUserAbortError)
      // it got "two" before: the slow request used up "one" as it arrived
      expect((yield* Effect.promise(() => complete(c))).choices[0].message.content).toBe("one")
      yield* TestClock.adjust("2 seconds")
      expect(yield* server.stats).toEqual({ requests: 2, replies: 1, faults: { slow: 1 } })
      // nothing was sent to it: its record said 200, the status of a reply it never got
      const [gaveUp, retried] = yield* server.requests
      expect(gaveUp).toMatchObject({ index: 1, fault: "slow", status: 499 })
      expect(gaveUp.reply).toBeUndefined()
      expect(retried).toMatchObject({ index: 2, status: 200, reply: { _tag: "Text", text: "one" } })
    }))

  it.scoped(
    "a reply the client leaves mid-way is not used up: the next request gets it again",
    () =>
      Effect.gen(function*() {
        // a slow reply that has started: streamed, and too large to be buffered whole on the way (40 events of
        // 1 MB), so the client leaves before the server has sent it all. It was used up as the request arrived, and
        // the next request got reply 1. The index each reply was made for tells them apart.
        const large = FaultServer.text(Array.from({ length: 40 }, () => "x".repeat(1 << 20)).join(" "))
        const indices: Array<number> = []
        const server = yield* FaultServer.make({
          model: FaultServer.custom((request, index) => {
            indices.push(index)
            return request.stream ? large : FaultServer.text(`reply ${index}`)
          }),
          faults: { schedule: [{ at: 1, fault: { _tag: "Slow", delay: "1 second" } }] }
        })
        const c = client(server)
        const left = yield* Effect.fork(Effect.promise(async () => {
          const stream = await c.chat.completions.create({ model: "m", stream: true, messages: user("Hi") })
          for await (const _ of stream) break // the first event, then away: the SDK aborts the request
        }))
        while ((yield* server.requests).length === 0) yield* Effect.promise(() => new Promise((r) => setImmediate(r)))
        yield* TestClock.adjust("1 second")
        yield* Fiber.join(left)
        // real time for the server to see the socket close
        yield* Effect.promise(() => new Promise((r) => setTimeout(r, 200)))
        expect((yield* Effect.promise(() => complete(c))).choices[0].message.content).toBe("reply 0")
        expect(indices).toEqual([0, 0])
        expect(yield* server.stats).toEqual({ requests: 2, replies: 1, faults: { slow: 1 } })
      }),
    30_000
  )

  it.scoped("a custom reply of another shape is a 500 that uses up no reply, as one that throws", () =>
    Effect.gen(function*() {
      const indices: Array<number> = []
      const server = yield* FaultServer.make({
        model: FaultServer.custom((_, index) => {
          indices.push(index)
          return (indices.length === 2 ? "hello" : FaultServer.text(`reply ${index}`)) as FaultServer.Reply
        })
      })
      const c = client(server)
      expect((yield* Effect.promise(() => complete(c))).choices[0].message.content).toBe("reply 0")
      const thrown = yield* Effect.promise(() => caught(complete(c)))
      expect((thrown as { status?: number }).status).toBe(500)
      expect((yield* Effect.promise(() => complete(c))).choices[0].message.content).toBe("reply 1")
      expect(indices).toEqual([0, 1, 1])
      expect(yield* server.stats).toEqual({ requests: 3, replies: 2, faults: {} })
      expect((yield* server.requests).map((r) => r.status)).toEqual([200, 500, 200])
    }))

  it.scoped("unknown paths get OpenAI's 404 body", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make()
      const thrown = yield* Effect.promise(() => caught(client(server).embeddings.create({ model: "x", input: "y" })))
      expect(thrown).toBeInstanceOf(OpenAI.NotFoundError)
      expect((thrown as Error).message).toContain("Invalid URL (POST /v1/embeddings)")
      expect((thrown as InstanceType<typeof OpenAI.APIError>).requestID).toMatch(/^req_[0-9a-f]+$/)
      expect(Classify.classify(thrown)._tag).toBe("Fatal")
    }))
})

describe("FaultServer: seeded fault rates", () => {
  const sequence = (seed: number, requests: number) =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ seed, faults: { rates: { "429": 0.3, "503": 0.2, drop: 0.1 } } })
      const c = client(server)
      for (let i = 0; i < requests; i++) {
        yield* Effect.promise(() => caught(i % 2 === 0 ? complete(c) : streamed(c)))
      }
      return (yield* server.requests).map((r) => r.fault ?? "-")
    })

  it.scoped("the same seed gives the same fault sequence; another seed another one", () =>
    Effect.gen(function*() {
      const a = yield* sequence(11, 24)
      const b = yield* sequence(11, 24)
      const c = yield* sequence(12, 24)
      expect(b).toEqual(a)
      expect(c).not.toEqual(a)
      expect(new Set(a)).toEqual(new Set(["429", "503", "drop", "-"]))
    }))
})

describe("FaultServer: the seeded draw", () => {
  it.prop(
    "is a pure function of the seed and request number, with each fault at about its rate",
    [Schema.Int, Schema.Number.pipe(Schema.between(0, 0.5)), Schema.Number.pipe(Schema.between(0, 0.5))],
    ([seed, a, b]) => {
      const compiled = Faults.compile({ rates: { "503": a, drop: b } }, 0)
      const draw = (index: number) => Faults.decide(compiled, seed, { index, elapsedMs: 0, key: undefined })?.name
      const n = 4000
      const counts = { "503": 0, drop: 0 } as Record<string, number>
      for (let index = 1; index <= n; index++) {
        const name = draw(index)
        expect(draw(index)).toBe(name)
        if (name !== undefined) counts[name]++
      }
      // 4000 draws: a binomial standard deviation is at most 0.008, so 0.04 is five of them
      expect(Math.abs(counts["503"] / n - a)).toBeLessThan(0.04)
      expect(Math.abs(counts.drop / n - b)).toBeLessThan(0.04)
    },
    { fastCheck: { numRuns: 30 } }
  )
})

describe("FaultServer: options", () => {
  it("invalid options throw InvalidOptionError naming the option when make is called", () => {
    const cases: ReadonlyArray<[FaultServer.Options, string]> = [
      [{ port: -1 }, "port"],
      [{ seed: 1.5 }, "seed"],
      [{ contextWindow: 0 }, "contextWindow"],
      [{ slowDelay: "-1 second" }, "slowDelay"],
      [{ faults: { schedule: [{ at: 0, fault: "429" }] } }, "faults.schedule[0].at"],
      [{ faults: { schedule: [{ at: 1, fault: "418" as FaultServer.FaultName }] } }, "faults.schedule[0].fault"],
      [{ faults: { schedule: [{ at: 1, fault: "429" }, { at: 1, fault: "503" }] } }, "faults.schedule[1].at"],
      [{ faults: { rates: { "429": 0.7, "503": 0.4 } } }, "faults.rates"],
      [{ faults: { rates: { "503": 1.5 } } }, "faults.rates[503]"],
      [{ faults: { outages: [{ from: 3, to: 2 }] } }, "faults.outages[0].to"],
      [
        { faults: { schedule: [{ at: 1, fault: { _tag: "Slow", delay: Number.NaN } }] } },
        "faults.schedule[0].fault.delay"
      ],
      [{ faults: { revokeAfter: -1 } }, "faults.revokeAfter"]
    ]
    for (const [options, option] of cases) {
      let thrown: unknown
      try {
        FaultServer.make(options)
      } catch (e) {
        thrown = e
      }
      expect(thrown, option).toBeInstanceOf(Options.InvalidOptionError)
      expect((thrown as Options.InvalidOptionError).option).toBe(option)
    }
    expect(() => FaultServer.scripted([])).toThrow(Options.InvalidOptionError)
    expect(() => FaultServer.seeded({ toolRounds: -1 })).toThrow(/toolRounds/)
  })

  it("options that would be ignored or misread throw naming the option when make is called", () => {
    const make = (options: unknown) => () => FaultServer.make(options as FaultServer.Options)
    const cases: ReadonlyArray<[unknown, string]> = [
      [{ faults: "429@1" }, "faults"],
      [{ faults: { schedule: "429@1" } }, "faults.schedule"],
      [{ faults: { schedule: [null] } }, "faults.schedule[0]"],
      [{ faults: { revokedKeys: "sk-good" } }, "faults.revokedKeys"],
      [{ faults: { rates: [{ fault: "429" }] } }, "faults.rates[429]"],
      [{ faults: { rates: 0.1 } }, "faults.rates"],
      [{ faults: { outages: ["503@1-3"] } }, "faults.outages[0]"],
      [{ faults: { outages: { from: 1, to: 3 } } }, "faults.outages"],
      [{ model: "seeded" }, "model"],
      [{ model: FaultServer.text("hi") }, "model"],
      [{ model: { _tag: "Seeded", toolRounds: -1 } }, "model.toolRounds"],
      [8080, "options"],
      // a misspelt option was read as absent: no fault injected, and a test of the caller's retries passed without one
      [{ faults: { shedule: [{ at: 1, fault: "429" }] } }, "faults.shedule"],
      [{ fault: { schedule: [{ at: 1, fault: "429" }] } }, "fault"],
      // inside the entries too: the outage failed with its default 503 where a 429 was asked, a RateLimit without its
      // misspelt hint sent none (and was recorded as "429-no-retry-after"), a stream dropped after the default 2 events
      [{ faults: { outages: [{ from: 1, to: 2, falut: "429" }] } }, "faults.outages[0].falut"],
      [{ faults: { outages: [{ from: 1, to: 2, start: 0, duration: "1 second" }] } }, "faults.outages[0].start"],
      [{ faults: { outages: [{ start: 0, duration: "1 second", to: 3 }] } }, "faults.outages[0].to"],
      [{ faults: { schedule: [{ at: 1, fault: "429", status: 503 }] } }, "faults.schedule[0].status"],
      [
        { faults: { schedule: [{ at: 1, fault: { _tag: "RateLimit", retryAfer: "2 seconds" } }] } },
        "faults.schedule[0].fault.retryAfer"
      ],
      [
        { faults: { schedule: [{ at: 1, fault: { _tag: "DropStream", after: 5 } }] } },
        "faults.schedule[0].fault.after"
      ],
      [{ faults: { schedule: [{ at: 1, fault: { _tag: "Quota", status: 429 } }] } }, "faults.schedule[0].fault.status"],
      [{ faults: { rates: [{ fault: "503", rate: 0.1, at: 2 }] } }, "faults.rates[0].at"],
      [
        { faults: { outages: [{ from: 1, to: 2, fault: { _tag: "Slow", dealy: "5 seconds" } }] } },
        "faults.outages[0].fault.dealy"
      ]
    ]
    for (const [options, option] of cases) {
      expect(invalidOption(make(options)).option, JSON.stringify(options)).toBe(option)
    }
    // the string syntax is not parsed as faults, but the message says which function parses it
    expect(invalidOption(make({ faults: "429@1" })).message).toContain("FaultServer.parseSchedule")
    expect(invalidOption(make({ model: FaultServer.text("hi") })).message).toContain("FaultServer.scripted([reply])")
    expect(invalidOption(() => FaultServer.scripted(["hi" as unknown as FaultServer.Reply])).option).toBe(
      "model.replies[0]"
    )
    expect(invalidOption(() => FaultServer.seeded(2 as unknown as { toolRounds: number })).option).toBe("model")
    // `args` for `arguments` sent the call with the arguments {}, and the test read the tool's argument error
    const misspelt = { name: "send_email", args: { to: "ada" } } as unknown as FaultServer.ToolCall
    expect(invalidOption(() => FaultServer.scripted([FaultServer.toolCalls([misspelt])])).option).toBe(
      "model.replies[0].calls[0].args"
    )
    // no call at all went out as finish_reason "tool_calls" with no tool_calls (a Responses output of nothing), a reply
    // no provider sends; a call named "" as a function no API accepts
    expect(invalidOption(() => FaultServer.scripted([FaultServer.text("a"), FaultServer.toolCalls([])])).option).toBe(
      "model.replies[1].calls"
    )
    expect(invalidOption(() => FaultServer.scripted([FaultServer.toolCall("", {})])).option).toBe(
      "model.replies[0].calls[0].name"
    )
  })

  it("a field given as null (a JSON config's empty field) is named as invalid, not read as its default", () => {
    const make = (options: unknown) => () => FaultServer.make(options as FaultServer.Options)
    // each was read as left out: the outage failed with a 503 where the config's fault was lost, the hint went out as
    // retry-after, the stream error as server_error, and the call with an id of the server's making
    const cases: ReadonlyArray<[unknown, string]> = [
      [{ faults: { outages: [{ from: 1, to: 2, fault: null }] } }, "faults.outages[0].fault"],
      [
        { faults: { schedule: [{ at: 1, fault: { _tag: "RateLimit", retryAfter: 1000, header: null } }] } },
        "faults.schedule[0].fault.header"
      ],
      [
        { faults: { schedule: [{ at: 1, fault: { _tag: "StreamError", code: null } }] } },
        "faults.schedule[0].fault.code"
      ],
      [
        {
          model: { _tag: "Scripted", replies: [{ _tag: "ToolCalls", calls: [{ name: "x", arguments: {}, id: null }] }] }
        },
        "model.replies[0].calls[0].id"
      ]
    ]
    for (const [options, option] of cases) {
      const error = invalidOption(make(options))
      expect(error.option, JSON.stringify(options)).toBe(option)
      expect(error.message).toContain("got null")
    }
    // an id that is no string went out as it was, and the SDK's tool_call_id was a number
    expect(invalidOption(() => FaultServer.scripted([FaultServer.toolCall("x", {}, 5 as unknown as string)])).option)
      .toBe("model.replies[0].calls[0].id")
  })

  it("parseSchedule bounds a range instead of filling the memory", () => {
    let thrown: unknown
    try {
      FaultServer.parseSchedule("429@1-100000000")
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(Options.InvalidOptionError)
    expect((thrown as Error).message).toMatch(/at most 10000 scheduled requests.*faults\.outages/)
    expect(FaultServer.parseSchedule("503@1-10000").schedule).toHaveLength(10_000)
  })

  it.scoped("setFaults checks its faults when called", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make()
      expect(() => server.setFaults({ rates: [{ fault: "500", rate: 2 }] })).toThrow(Options.InvalidOptionError)
    }))

  it("parseSchedule reads compact schedules and rejects anything else", () => {
    expect(FaultServer.parseSchedule("429@1, 503@2-3,drop@5")).toEqual({
      schedule: [{ at: 1, fault: "429" }, { at: 2, fault: "503" }, { at: 3, fault: "503" }, { at: 5, fault: "drop" }]
    })
    expect(FaultServer.parseSchedule("")).toEqual({ schedule: [] })
    for (const bad of ["429", "teapot@1", "503@0", "503@3-2", "429@1,429@1"]) {
      expect(() => FaultServer.parseSchedule(bad, "--faults"), bad).toThrow(Options.InvalidOptionError)
    }
  })

  it.effect("layer provides a running server", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.FaultServer
      const reply = yield* Effect.promise(() => complete(client(server), user("via layer")))
      expect(reply.choices[0].message.content).toMatch(/via layer/)
    }).pipe(Effect.provide(FaultServer.layer({ seed: 1 }))))
})
