/**
 * `@effect/ai-anthropic` (0.27) against a loopback server: Anthropic's documented failures replayed through the real
 * `AnthropicClient` over `fetch`, classified from the raw `AiError` and through the adapter (`AiModel.layerPolicy`,
 * `AiModel.layerModel`, with and without `stream: true`).
 *
 * Bodies: Anthropic's errors page (https://docs.anthropic.com/en/api/errors) gives every failure as `{ "type": "error",
 * "error": { "type", "message" }, "request_id" }` with its status (the `request_id` below is the page's); the messages
 * are the API's own, as users report them. Streams: the streaming page
 * (https://docs.anthropic.com/en/docs/build-with-claude/streaming) gives the events and the mid-stream `event: error`.
 */
import { AiError, LanguageModel } from "@effect/ai"
import { AnthropicClient, AnthropicLanguageModel } from "@effect/ai-anthropic"
import { FetchHttpClient } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Duration, Effect, Exit, Layer, Redacted, Schema, Stream } from "effect"
import { Agent, CircuitBreaker, Classify, Failure, Model, Policy, RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import { STOPPED_BY } from "../src/internal/aiStream.js"
import { anthropic, sseEvent, textStream } from "./support/anthropicResponses.js"
import { retryAfterMs, valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"
import { answeredAfterAFailure, streamedText, turnOver } from "./support/streamed.js"

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${String(exit.value)}`)
  if (exit.cause._tag !== "Fail") throw new Error(`expected a typed failure, got ${String(exit.cause)}`)
  return exit.cause.error
}

/** The errors page's shape and `request_id`. */
const body = (type: string, message: string) => ({
  type: "error",
  error: { type, message },
  request_id: "req_011CSHoEeqs5C35K2UUqR7Fy"
})

const errorReply = (status: number, type: string, message: string, headers?: Loopback.Headers) =>
  Loopback.reply(status, body(type, message), { "request-id": "req_011CSHoEeqs5C35K2UUqR7Fy", ...headers })

/** A Messages API answer (https://docs.anthropic.com/en/api/messages). */
const answer = (text: string) =>
  Loopback.reply(200, {
    id: "msg_01XFDUDYJgAACzvnptvVoYEL",
    type: "message",
    role: "assistant",
    content: [{ type: "text", text }],
    model: "claude-sonnet-4-5",
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 12, output_tokens: 6 }
  })

/** The streaming page's error event, as Anthropic sends it mid-stream (no status: the stream is a 200). */
const errorEvent = (type: string, message: string) => sseEvent("error", { error: { type, message } })

/** What `generateText` and `streamText` fail with, unclassified. */
const rawFailures = (url: string) =>
  Effect.gen(function*() {
    const generated = yield* LanguageModel.generateText({ prompt: "Hi" }).pipe(Effect.flip)
    const streamed = yield* LanguageModel.streamText({ prompt: "Hi" }).pipe(Stream.runDrain, Effect.flip)
    return { generated, streamed }
  }).pipe(Effect.provide(anthropic(url)))

/** The stream's parts, the failure it ended with (an `error` part or the stream's own), unclassified. */
const rawStream = (url: string) =>
  LanguageModel.streamText({ prompt: "Hi" }).pipe(
    Stream.runCollect,
    Effect.map(Chunk.toReadonlyArray),
    Effect.either,
    Effect.provide(anthropic(url))
  )

const summary = (f: Failure.AgentFailure) => ({
  tag: f._tag,
  status: f.status,
  retryAfterMs: retryAfterMs(f),
  tokens: f._tag === "ContextOverflow" ? f.tokens : undefined,
  limit: f._tag === "ContextOverflow" ? f.limit : undefined
})

interface Case {
  readonly name: string
  readonly reply: Loopback.Reply
  readonly expected: ReturnType<typeof summary>
  /** What the reason names of the body. */
  readonly says: string
}

const expected = (
  tag: Failure.AgentFailure["_tag"],
  status: number | undefined,
  extra?: { readonly retryAfterMs?: number; readonly tokens?: number; readonly limit?: number }
) => ({ tag, status, retryAfterMs: undefined, tokens: undefined, limit: undefined, ...extra })

const cases: ReadonlyArray<Case> = [
  {
    // the rate-limits page (https://docs.anthropic.com/en/api/rate-limits): `retry-after` and the `anthropic-ratelimit-*`
    // headers come with a 429
    name: "429 rate_limit_error with retry-after: 7",
    reply: errorReply(
      429,
      "rate_limit_error",
      "Number of request tokens has exceeded your per-minute rate limit (https://docs.anthropic.com/en/api/rate-limits); see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase.",
      {
        "retry-after": "7",
        "anthropic-ratelimit-requests-limit": "50",
        "anthropic-ratelimit-requests-remaining": "49",
        "anthropic-ratelimit-requests-reset": "2025-06-01T12:00:07Z",
        "anthropic-ratelimit-input-tokens-limit": "20000",
        "anthropic-ratelimit-input-tokens-remaining": "0",
        "anthropic-ratelimit-input-tokens-reset": "2025-06-01T12:00:07Z",
        "anthropic-ratelimit-tokens-limit": "28000",
        "anthropic-ratelimit-tokens-remaining": "0",
        "anthropic-ratelimit-tokens-reset": "2025-06-01T12:00:07Z"
      }
    ),
    expected: expected("Retryable", 429, { retryAfterMs: 7000 }),
    says: "rate_limit_error"
  },
  {
    name: "529 overloaded_error",
    reply: errorReply(529, "overloaded_error", "Overloaded"),
    expected: expected("Retryable", 529),
    says: "overloaded_error"
  },
  {
    name: "500 api_error",
    reply: errorReply(500, "api_error", "Internal server error"),
    expected: expected("Retryable", 500),
    says: "api_error"
  },
  {
    name: "504 timeout_error",
    reply: errorReply(504, "timeout_error", "Request timed out"),
    expected: expected("Retryable", 504),
    says: "timeout_error"
  },
  {
    name: "401 authentication_error",
    reply: errorReply(401, "authentication_error", "invalid x-api-key"),
    expected: expected("Permanent", 401),
    says: "invalid x-api-key"
  },
  {
    name: "403 permission_error",
    reply: errorReply(403, "permission_error", "Your API key does not have permission to use the specified resource."),
    expected: expected("Permanent", 403),
    says: "permission_error"
  },
  {
    name: "402 billing_error",
    reply: errorReply(402, "billing_error", "Your credit balance is too low to access the Anthropic API."),
    expected: expected("Permanent", 402),
    says: "billing_error"
  },
  {
    name: "400 prompt is too long",
    reply: errorReply(400, "invalid_request_error", "prompt is too long: 215000 tokens > 200000 maximum"),
    expected: expected("ContextOverflow", 400, { tokens: 215000, limit: 200000 }),
    says: "prompt is too long"
  },
  {
    name: "400 credit balance too low",
    reply: errorReply(
      400,
      "invalid_request_error",
      "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."
    ),
    expected: expected("Permanent", 400),
    says: "credit balance is too low"
  },
  {
    name: "404 not_found_error (model)",
    reply: errorReply(404, "not_found_error", "model: claude-sonnet-9"),
    expected: expected("Fatal", 404),
    says: "not_found_error"
  }
]

/** Anthropic's 413 ("Request exceeds the maximum size", as users report it). */
const tooLarge = errorReply(413, "request_too_large", "Request exceeds the maximum size")

describe("@effect/ai-anthropic: HTTP failures, classified from the raw AiError", () => {
  for (const c of cases) {
    it.effect(`${c.name}: generateText and streamText`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped(c.reply)
        const { generated, streamed } = yield* rawFailures(server.url)
        for (const raw of [generated, streamed]) {
          // the package keeps the status, the headers and the body on its HttpResponseError
          expect(raw._tag).toBe("HttpResponseError")
          const failure = Classify.classify(raw)
          expect(summary(failure)).toEqual(c.expected)
          expect(failure.reason).toContain(c.says)
        }
      }).pipe(Effect.scoped))
  }

  it.effect("413 request_too_large: Fatal; generateText loses the status (the package cannot decode the body)", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(tooLarge)
      const { generated, streamed } = yield* rawFailures(server.url)
      expect(summary(Classify.classify(streamed))).toEqual(expected("Fatal", 413))
      // the generated client's error schema lists no `request_too_large`: its ParseError becomes a MalformedOutput
      // without the response; the classifier reads the body the ParseError kept, and the status is gone
      expect(generated._tag).toBe("MalformedOutput")
      const failure = Classify.classify(generated)
      expect(summary(failure)).toEqual(expected("Fatal", undefined))
      expect(failure.reason).toBe("request_too_large: Request exceeds the maximum size")
    }).pipe(Effect.scoped))
})

describe("@effect/ai-anthropic: stream failures, classified from the raw stream", () => {
  it.effect("an error event after some deltas: an error part, Retryable", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(
        textStream(["The GIL", " is"], { error: errorEvent("overloaded_error", "Overloaded"), errorAfter: 2 })
      )
      const parts = valueOf(Exit.fromEither(yield* rawStream(server.url)))
      expect(parts.map((p) => p.type)).toEqual(["response-metadata", "text-start", "text-delta", "text-delta", "error"])
      const error = parts[4]
      expect(error.type === "error" && error.error).toEqual({ type: "overloaded_error", message: "Overloaded" })
      expect(Classify.classify(error.type === "error" ? error.error : undefined)._tag).toBe("Retryable")
    }).pipe(Effect.scoped))

  it.effect("an error event the package's schema does not list (timeout_error): its MalformedOutput is Retryable", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(
        textStream(["The GIL"], { error: errorEvent("timeout_error", "Request timed out"), errorAfter: 1 })
      )
      const result = yield* rawStream(server.url)
      const raw = failureOf(Exit.fromEither(result))
      // the event fails the batch of events it came in; the ParseError keeps the batch's texts
      expect(AiError.isAiError(raw) && raw._tag).toBe("MalformedOutput")
      const failure = Classify.classify(raw)
      expect(summary(failure)).toEqual(expected("Retryable", undefined))
      expect(failure.reason).toBe("timeout_error: Request timed out")
    }).pipe(Effect.scoped))

  it.effect("a billing_error event mid-stream: Permanent", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(
        textStream(["The GIL"], {
          error: errorEvent("billing_error", "Your credit balance is too low to access the Anthropic API."),
          errorAfter: 0
        })
      )
      const raw = failureOf(Exit.fromEither(yield* rawStream(server.url)))
      expect(Classify.classify(raw)._tag).toBe("Permanent")
    }).pipe(Effect.scoped))

  it.effect("a connection destroyed mid-stream: a Decode HttpResponseError at 200, Retryable", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(textStream(["The GIL", " is"], { cut: "destroy" }))
      const raw = failureOf(Exit.fromEither(yield* rawStream(server.url)))
      expect(AiError.isAiError(raw) && raw._tag === "HttpResponseError" && [raw.reason, raw.response.status])
        .toEqual(["Decode", 200])
      expect(Classify.classify(raw)._tag).toBe("Retryable")
    }).pipe(Effect.scoped))

  it.effect("a dropped stream's failure keeps no API key when stored (the package leaves x-api-key unredacted)", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(textStream(["The GIL"], { cut: "destroy" }))
      const raw = yield* LanguageModel.streamText({ prompt: "Hi" }).pipe(
        Stream.runDrain,
        Effect.flip,
        Effect.provide(
          AnthropicLanguageModel.layer({ model: "claude-sonnet-4-5" }).pipe(
            Layer.provide(AnthropicClient.layer({ apiUrl: server.url, apiKey: Redacted.make("sk-ant-api03-secret") })),
            Layer.provide(FetchHttpClient.layer)
          )
        )
      )
      // @effect/ai renders the ResponseError whose body it could not read, request headers and all, as the body
      expect(raw.message).toContain("\"x-api-key\": \"sk-ant-api03-secret\"")
      const failure = Classify.classify(raw)
      // what a turn snapshot or a log stores
      const stored = JSON.stringify(Schema.encodeSync(Failure.Retryable)(failure as Failure.Retryable))
      expect(stored).toContain(JSON.stringify("\"x-api-key\": \"<redacted>\"").slice(1, -1))
      expect(stored).not.toContain("sk-ant-api03-secret")
      expect(JSON.stringify(failure)).not.toContain("sk-ant-api03-secret")
    }).pipe(Effect.scoped))

  it.effect("a stream that ends without message_stop: the package ends it quietly, with no finish part", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(textStream(["The GIL", " is"], { cut: "close" }))
      const parts = valueOf(Exit.fromEither(yield* rawStream(server.url)))
      expect(parts.map((p) => p.type)).toEqual(["response-metadata", "text-start", "text-delta", "text-delta"])
    }).pipe(Effect.scoped))
})

// Three retries, 1 s doubling, the server's retry-after honoured: every wait is virtual.
const retry = {
  schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3), RetrySchedule.respectRetryAfter())
}

const resilient = (url: string, options: Parameters<typeof AiModel.layerPolicy>[0] = { retry }) =>
  AiModel.layerPolicy(options).pipe(Layer.provide(anthropic(url)))

describe("@effect/ai-anthropic under AiModel.layerPolicy: generateText", () => {
  it.effect("a 429 with retry-after: 7, then the answer: retried after the server's 7 s", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([cases[0].reply, answer("Hello!")])
      const run = yield* Testing.runWithTestClock(
        AiModel.generateText({ prompt: "Say hello" }).pipe(Effect.provide(resilient(server.url)))
      )
      expect(valueOf(run.exit).text).toBe("Hello!")
      expect(server.requests.length).toBe(2)
      expect(run.elapsed).toEqual(Duration.seconds(7))
    }).pipe(Effect.scoped))

  it.effect("a 529 that stays: Exhausted after 4 attempts, each Retryable (HTTP 529)", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(errorReply(529, "overloaded_error", "Overloaded"))
      const run = yield* Testing.runWithTestClock(
        AiModel.generateText({ prompt: "Hi" }).pipe(Effect.provide(resilient(server.url, { name: "anthropic", retry })))
      )
      const failure = failureOf(run.exit)
      expect(failure._tag).toBe("Exhausted")
      if (failure._tag !== "Exhausted") return
      expect(failure.attempts.map((a) => [a.failure._tag, a.failure.status])).toEqual(
        Array.from({ length: 4 }, () => ["Retryable", 529])
      )
    }).pipe(Effect.scoped))

  it.effect("not retried: 401 Permanent, 403 Permanent, prompt too long ContextOverflow, credit Permanent, 404 and 413 Fatal", () =>
    Effect.gen(function*() {
      const replies = [cases[4], cases[5], cases[7], cases[8], cases[9]].map((c) => c.reply)
      const server = yield* Loopback.scoped([...replies, tooLarge])
      const layer = resilient(server.url)
      const failures: Array<Failure.RetryFailure> = []
      for (let i = 0; i < replies.length + 1; i++) {
        const run = yield* Testing.runWithTestClock(
          AiModel.generateText({ prompt: "Hi" }).pipe(Effect.provide(layer))
        )
        failures.push(failureOf(run.exit))
      }
      expect(failures.map((f) => f._tag === "Exhausted" ? f._tag : summary(f))).toEqual([
        expected("Permanent", 401),
        expected("Permanent", 403),
        expected("ContextOverflow", 400, { tokens: 215000, limit: 200000 }),
        expected("Permanent", 400),
        expected("Fatal", 404),
        // the package's MalformedOutput keeps no response (see the 413 above)
        expected("Fatal", undefined)
      ])
      expect(server.requests.length).toBe(6)
    }).pipe(Effect.scoped))
})

const deltas = (parts: Chunk.Chunk<{ readonly type: string }>) =>
  Chunk.toArray(parts).flatMap((p) => p.type === "text-delta" ? [(p as unknown as { delta: string }).delta] : [])

describe("@effect/ai-anthropic under AiModel.layerPolicy: streamText", () => {
  it.effect("an overloaded_error event before any text: retried unseen", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        textStream(["Hel", "lo"], { error: errorEvent("overloaded_error", "Overloaded"), errorAfter: 0 }),
        textStream(["Hel", "lo"])
      ])
      const run = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(resilient(server.url)))
      )
      const parts = valueOf(run.exit)
      expect(deltas(parts)).toEqual(["Hel", "lo"])
      expect(Chunk.toArray(parts).filter((p) => p.type === "response-metadata").length).toBe(1)
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("an overloaded_error event after text reached the consumer: Exhausted saying why, not retried", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        textStream(["Hel", "lo"], { error: errorEvent("overloaded_error", "Overloaded"), errorAfter: 1 }),
        textStream(["never"])
      ])
      const { run, seen } = yield* streamedText(resilient(server.url))
      const failure = failureOf(run.exit)
      expect(failure._tag === "Exhausted" && [failure.stoppedBy, failure.last.reason]).toEqual([
        STOPPED_BY,
        expect.stringContaining("Overloaded")
      ])
      expect(seen).toEqual(["Hel"])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a 529 on the stream request is retried like any call", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        errorReply(529, "overloaded_error", "Overloaded"),
        textStream(["Hi", "!"])
      ])
      const run = yield* Testing.runWithTestClock(
        LanguageModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(resilient(server.url)))
      )
      expect(deltas(valueOf(run.exit))).toEqual(["Hi", "!"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))
})

describe("@effect/ai-anthropic under AiModel.withPolicy: the breaker counts a stream when it ends", () => {
  const breakOff = [
    [
      "an overloaded_error event after text",
      {},
      ["Hel"],
      textStream(["Hel", "lo"], {
        error: errorEvent("overloaded_error", "Overloaded"),
        errorAfter: 1
      })
    ],
    // a dropped connection is an outage: it counts under `isOutage` (Policy.defaults), which leaves overloads out
    [
      "a connection dropped after text",
      { isFailure: CircuitBreaker.isOutage },
      ["Hel", "lo"],
      textStream(["Hel", "lo"], {
        cut: "destroy"
      })
    ]
  ] as const

  for (const [name, judged, read, stream] of breakOff) {
    it.effect(`streams that all break off with ${name} open the breaker; the next call sends nothing`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped(stream)
        // no retry: the fourth call's rejection is its answer (a retry would wait for the probe time and probe)
        const policy = yield* Policy.make({
          name: "anthropic",
          breaker: { consecutiveFailures: 3, openDuration: "1 minute", ...judged }
        })
        const layer = AiModel.withPolicy(policy).pipe(Layer.provide(anthropic(server.url)))
        for (let i = 0; i < 3; i++) {
          const { run, seen } = yield* streamedText(layer)
          expect(Exit.isFailure(run.exit)).toBe(true)
          expect(seen).toEqual(read)
        }
        expect(yield* policy.breaker!.state).toBe("Open")
        const { run } = yield* streamedText(layer)
        const failure = failureOf(run.exit)
        expect(failure._tag === "Exhausted" && CircuitBreaker.isOpenRejection(failure.last)).toBe(true)
        expect(server.requests.length).toBe(3)
      }).pipe(Effect.scoped))
  }
})

const question = [new Model.UserMessage({ content: "What is the GIL?" })]

const modelOn = (url: string, policy?: Parameters<typeof AiModel.layerPolicy>[0]) =>
  policy === undefined
    ? AiModel.layerModel({ stream: true }).pipe(Layer.provide(anthropic(url)))
    : AiModel.layerModel({ stream: true }).pipe(
      Layer.provide(AiModel.layerPolicy(policy)),
      Layer.provide(anthropic(url))
    )

const whole = textStream(["The GIL", " is a lock."])

describe("@effect/ai-anthropic under AiModel.layerModel({ stream: true })", () => {
  const failing: ReadonlyArray<readonly [string, Loopback.Sse]> = [
    [
      "an overloaded_error event after two deltas",
      textStream(["The GIL", " is"], {
        error: errorEvent("overloaded_error", "Overloaded"),
        errorAfter: 2
      })
    ],
    [
      "a timeout_error event (not in the package's schema)",
      textStream(["The GIL", " is"], {
        error: errorEvent("timeout_error", "Request timed out"),
        errorAfter: 1
      })
    ],
    ["a connection destroyed after two deltas", textStream(["The GIL", " is"], { cut: "destroy" })],
    ["a stream that ends without message_stop", textStream(["The GIL", " is"], { cut: "close" })]
  ]

  for (const [name, first] of failing) {
    it.effect(`over layerPolicy, ${name}: the whole stream is one attempt, retried by the policy`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped([first, whole])
        // the policy retried below the session: the session's one attempt saw the answer
        expect(yield* answeredAfterAFailure(server, question, modelOn(server.url, { retry }))).toBe(1)
      }).pipe(Effect.scoped))

    it.effect(`without a policy, ${name}: a failed answer the session retries`, () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped([first, whole])
        expect(yield* answeredAfterAFailure(server, question, modelOn(server.url))).toBe(2)
      }).pipe(Effect.scoped))
  }

  it.effect("a mid-stream billing_error ends the turn Permanent, without a retry", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        textStream(["The GIL"], {
          error: errorEvent("billing_error", "Your credit balance is too low to access the Anthropic API."),
          errorAfter: 1
        }),
        whole
      ])
      const run = yield* turnOver(question, modelOn(server.url, { retry }))
      expect(failureOf(run.exit)._tag).toBe("Permanent")
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))
})

describe("@effect/ai-anthropic under AiModel.layerModel: the history sent back", () => {
  it.effect("an empty answer (end_turn with no content) is left out: Anthropic refuses an empty assistant message", () =>
    Effect.gen(function*() {
      const empty = Loopback.reply(200, {
        id: "msg_01XFDUDYJgAACzvnptvVoYEL",
        type: "message",
        role: "assistant",
        content: [],
        model: "claude-sonnet-4-5",
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 12, output_tokens: 0 }
      })
      const server = yield* Loopback.scoped([empty, answer("Yes, still here.")])
      const layer = AiModel.layerModel().pipe(Layer.provide(anthropic(server.url)))
      const first = yield* Agent.turn({ history: question }).pipe(Effect.provide(layer))
      expect(first.answer).toMatchObject({ content: "", toolCalls: [], stopReason: "stop" })
      const history = [...first.history, new Model.UserMessage({ content: "Are you there?" })]
      const second = yield* Agent.turn({ history }).pipe(Effect.provide(layer))
      expect(second.answer.content).toBe("Yes, still here.")
      const sent = JSON.parse(server.requests[1]!.body).messages
      expect(sent.map((m: any) => m.role)).toEqual(["user"])
      expect(sent[0].content.map((p: any) => p.text)).toEqual(["What is the GIL?", "Are you there?"])
    }).pipe(Effect.scoped))
})
