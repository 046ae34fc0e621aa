/**
 * `AiModel.openAiStreamFailures`: OpenAI Responses streams that fail mid-way, replayed as recorded over a loopback
 * server to the real `@effect/ai-openai` client, fail classified instead of ending as an (empty or partial) answer.
 */
import { HttpClient } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Exit, flow, Layer, Stream } from "effect"
import { Model, RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import { STOPPED_BY } from "../src/internal/aiStream.js"
import * as Responses from "./support/aiResponses.js"
import { valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"
import {
  pageFailsAsGenerateText,
  streamedText,
  turnEndsPermanentAtOnce,
  turnOver,
  typedFailure
} from "./support/streamed.js"

const retry = {
  schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3), RetrySchedule.respectRetryAfter())
}

/** The model behind a retrying policy, its client reading failures as `openAiStreamFailures` rewrites them. */
const resilient = (url: string) =>
  AiModel.layerPolicy({ name: "openai", retry }).pipe(
    Layer.provide(Responses.openAi(url, AiModel.openAiStreamFailures))
  )

// source: openai/codex, codex-rs/core/src/client.rs, test `error_when_error_event` (a rate limit OpenAI sent as a
// `response.failed` event alone; Codex retries it after the 11.054 s it names)
const codexRateLimited = Loopback.sse([
  "event: response.failed\n" +
  `data: {"type":"response.failed","sequence_number":3,"response":{"id":"resp_689bcf18d7f08194bf3440ba62fe05d803fee0cdac429894","object":"response","created_at":1755041560,"status":"failed","background":false,"error":{"code":"rate_limit_exceeded","message":"Rate limit reached for gpt-5.1 in organization org-AAA on tokens per min (TPM): Limit 30000, Used 22999, Requested 12528. Please try again in 11.054s. Visit https://platform.openai.com/account/rate-limits to learn more."}, "usage":null,"user":null,"metadata":{}}}\n\n`
])

// source: SwiftedMind/SwiftAgent, Tests/SwiftAgentTests/OpenAI/OpenAIStreamingErrorHandling.swift,
// `insufficientQuotaErrorResponse` (a gpt-5 stream recorded whole: created, in_progress, the nested `error` event, then
// `response.failed`; the two in-progress snapshots are left out, the failure events are verbatim)
const swiftAgentQuota = Loopback.sse([
  "event: error\n" +
  `data: {"type":"error","sequence_number":2,"error":{"type":"insufficient_quota","code":"insufficient_quota","message":"You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.","param":null}}\n\n`,
  "event: response.failed\n" +
  `data: {"type":"response.failed","sequence_number":3,"response":{"id":"resp_0265b28bea036ff60068df845920648196938b4f36acdcee37","object":"response","created_at":1759478873,"status":"failed","background":false,"error":{"code":"insufficient_quota","message":"You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors."},"incomplete_details":null,"instructions":null,"max_output_tokens":null,"max_tool_calls":null,"model":"gpt-5-2025-08-07","output":[],"parallel_tool_calls":true,"previous_response_id":null,"prompt_cache_key":null,"reasoning":{"effort":"medium","summary":null},"safety_identifier":null,"service_tier":"auto","store":true,"temperature":1.0,"text":{"format":{"type":"text"},"verbosity":"medium"},"tool_choice":"auto","tools":[],"top_logprobs":0,"top_p":1.0,"truncation":"disabled","usage":null,"user":null,"metadata":{}}}\n\n`
])

/**
 * "Hel", then the server's failure as OpenAI ends such a stream: `response.failed` with the failed response whole, its
 * `error` the one Wei-Shaw/sub2api#6714 recorded (test/fixtures/streamErrors.ts), its usage null.
 */
const serverErrorAfterHel = (() => {
  const answer = Responses.textStream(["Hel", "lo"])
  const failed = {
    event: "response.failed",
    data: {
      type: "response.failed",
      sequence_number: 3,
      response: {
        ...Responses.response([], "failed"),
        usage: null,
        error: {
          code: "server_error",
          message:
            "An error occurred while processing your request. You can retry your request, or contact us through our help center at help.openai.com if the error persists. Please include the request ID 05db48fb-224e-4ff7-8266-b72865ef4f1f in your message."
        }
      }
    }
  }
  return Loopback.sse([...answer.events.slice(0, 3), failed])
})()

describe("AiModel.openAiStreamFailures", () => {
  it.effect("a rate limit sent as response.failed alone is retried after the wait it names", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([codexRateLimited, Responses.textStream(["Hel", "lo"])])
      const { run, seen } = yield* streamedText(resilient(server.url))
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(seen).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(2)
      expect(Duration.toMillis(run.elapsed)).toBeGreaterThanOrEqual(11_054)
    }).pipe(Effect.scoped))

  it.effect("a spent quota (nested error event, then response.failed) is Permanent: not retried", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([swiftAgentQuota, Responses.textStream(["never"])])
      const { run, seen } = yield* streamedText(resilient(server.url))
      expect(Exit.isFailure(run.exit) && run.exit.cause._tag === "Fail" && run.exit.cause.error).toMatchObject({
        _tag: "Permanent"
      })
      expect(seen).toEqual([])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a server_error after output reached the consumer ends the stream, Exhausted: not an answer \"Hel\"", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([serverErrorAfterHel, Responses.textStream(["never"])])
      const { run, seen } = yield* streamedText(resilient(server.url))
      const failure = Exit.isFailure(run.exit) && run.exit.cause._tag === "Fail" ? run.exit.cause.error : undefined
      expect(failure).toMatchObject({ _tag: "Exhausted", stoppedBy: STOPPED_BY, layer: "openai" })
      expect(failure?._tag === "Exhausted" && failure.last).toMatchObject({ _tag: "Retryable" })
      expect(failure?._tag === "Exhausted" && failure.last.reason).toContain("An error occurred while processing")
      expect(seen).toEqual(["Hel"])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("under layerModel({ stream: true }) a turn whose stream failed after \"Hel\" is retried whole", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([serverErrorAfterHel, Responses.textStream(["The GIL ", "is a lock."])])
      const layer = AiModel.layerModel({ stream: true }).pipe(Layer.provide(resilient(server.url)))
      const run = yield* turnOver([new Model.UserMessage({ content: "What is the GIL?" })], layer)
      expect(valueOf(run.exit).answer).toMatchObject({ content: "The GIL is a lock.", stopReason: "stop" })
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("a response.failed without an error is a dropped stream: retried", () =>
    Effect.gen(function*() {
      const bare = Loopback.sse([{
        event: "response.failed",
        data: { type: "response.failed", sequence_number: 1, response: { ...Responses.response([], "failed") } }
      }])
      const server = yield* Loopback.scoped([bare, Responses.textStream(["Hel", "lo"])])
      const { run, seen } = yield* streamedText(resilient(server.url))
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(seen).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("an error typed but without a code (a gateway's response.failed) is classified by its type: retried", () =>
    Effect.gen(function*() {
      // source: onyx-dot-app/onyx#13624 (its gateway's failed response: `error: { message, type: "server_error" }`, no
      // code) and bigduu/Bamboo-agent#405 (`type: "api_error"`, no sequence_number); "Internal error" is the failed
      // response's message in microsoft/agent-framework-go#546. The type is what says it is the server's failure.
      const typedOnly = Loopback.sse([{
        event: "response.failed",
        data: {
          type: "response.failed",
          response: { ...Responses.response([], "failed"), error: { message: "Internal error", type: "server_error" } }
        }
      }])
      const server = yield* Loopback.scoped([typedOnly, Responses.textStream(["Hel", "lo"])])
      const { run, seen } = yield* streamedText(resilient(server.url))
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(seen).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("a bare error object (vLLM's, a numeric code) is classified by it: a 400 is Fatal, a 500 retried", () =>
    Effect.gen(function*() {
      // source: vLLM's `create_streaming_error_response` (vllm/entrypoints/openai/engine/serving.py), which its
      // Responses stream writes as `data: {"error": {message, type, param, code}}` with the HTTP status as the code;
      // openai-node throws it as an APIError (Fatal for the 400). The client skipped it: a cut stream, retried.
      const bare = (type: string, code: number, message: string) =>
        Loopback.sse([{ data: { error: { message, type, param: null, code } } }])
      const badRequest = bare("BadRequestError", 400, "Invalid value for 'tool_choice': no tools were given.")
      const server = yield* Loopback.scoped([badRequest, Responses.textStream(["never"])])
      const refused = yield* streamedText(resilient(server.url))
      expect(Exit.isFailure(refused.run.exit) && refused.run.exit.cause._tag === "Fail" && refused.run.exit.cause.error)
        .toMatchObject({
          _tag: "Fatal",
          reason: "ResponseErrorEvent: Invalid value for 'tool_choice': no tools were given."
        })
      expect(server.requests.length).toBe(1)
      const crashed = bare("InternalServerError", 500, "Internal server error")
      const again = yield* Loopback.scoped([crashed, Responses.textStream(["Hel", "lo"])])
      const retried = yield* streamedText(resilient(again.url))
      expect(Exit.isSuccess(retried.run.exit)).toBe(true)
      expect(retried.seen).toEqual(["Hel", "lo"])
      expect(again.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("a bare insufficient_quota, or a flat error event without a sequence number, is Permanent: not retried", () =>
    Effect.gen(function*() {
      // the quota error as OpenAI's error body has it, written into a stream as a bare object by a relay (openai-node
      // throws it, Permanent), and as the flat event without the `sequence_number` the client requires
      const quota = {
        message: "You exceeded your current quota, please check your plan and billing details.",
        type: "insufficient_quota",
        param: null,
        code: "insufficient_quota"
      }
      const { type: _, ...flat } = quota
      for (const failure of [{ data: { error: quota } }, { event: "error", data: { type: "error", ...flat } }]) {
        const server = yield* Loopback.scoped([Loopback.sse([failure]), Responses.textStream(["never"])])
        const { run, seen } = yield* streamedText(resilient(server.url))
        expect(Exit.isFailure(run.exit) && run.exit.cause._tag === "Fail" && run.exit.cause.error).toMatchObject({
          _tag: "Permanent"
        })
        expect(seen).toEqual([])
        expect(server.requests.length).toBe(1)
      }
    }).pipe(Effect.scoped))

  it.effect("with CRLF line endings the failures read as with LF, and a whole answer passes", () =>
    Effect.gen(function*() {
      const quota = yield* Loopback.scoped([Loopback.crlf(swiftAgentQuota), Responses.textStream(["never"])])
      const spent = yield* streamedText(resilient(quota.url))
      expect(Exit.isFailure(spent.run.exit) && spent.run.exit.cause._tag === "Fail" && spent.run.exit.cause.error)
        .toMatchObject({ _tag: "Permanent" })
      expect(quota.requests.length).toBe(1)
      const cut = yield* Loopback.scoped([Loopback.crlf(serverErrorAfterHel), Responses.textStream(["never"])])
      const broken = yield* streamedText(resilient(cut.url))
      expect(Exit.isFailure(broken.run.exit) && broken.run.exit.cause._tag === "Fail" && broken.run.exit.cause.error)
        .toMatchObject({ _tag: "Exhausted", stoppedBy: STOPPED_BY })
      expect(broken.seen).toEqual(["Hel"])
      const whole = yield* Loopback.scoped(Loopback.crlf(Responses.textStream(["Hel", "lo"])))
      const answered = yield* streamedText(resilient(whole.url))
      expect(Exit.isSuccess(answered.run.exit)).toBe(true)
      expect(answered.seen).toEqual(["Hel", "lo"])
    }).pipe(Effect.scoped))

  it.effect("an error response (not a stream) and a whole stream pass as they are", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Responses.error(503, { message: "The engine is currently overloaded" }, { "retry-after": "2" }),
        Responses.textStream(["Hel", "lo"])
      ])
      const { run, seen } = yield* streamedText(resilient(server.url))
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(seen).toEqual(["Hel", "lo"])
      expect(Duration.toMillis(run.elapsed)).toBeGreaterThanOrEqual(2000)
      const parts = yield* Testing.runWithTestClock(
        AiModel.streamText({ prompt: "Hi" }).pipe(Stream.runCollect, Effect.provide(resilient(server.url)))
      )
      expect(valueOf(parts.exit).pipe((c) => [...c].map((p) => p.type))).toEqual([
        "response-metadata",
        "text-start",
        "text-delta",
        "text-delta",
        "text-end",
        "finish"
      ])
    }).pipe(Effect.scoped))
})

/**
 * A stream asked for and a whole body answered, with a 2xx: a relay's error envelope, a server that ignores `stream`, a
 * wrong base URL's web page. No event in it, the client's stream ended at once and read as one cut short: retried, and
 * the body, which said why, was lost. The same body answering `generateText` is classified.
 */
describe("AiModel.openAiStreamFailures: a 2xx whole body where the event stream was due", () => {
  const quota = Loopback.reply(200, {
    error: {
      message: "You exceeded your current quota, please check your plan and billing details.",
      type: "insufficient_quota",
      param: null,
      code: "insufficient_quota"
    }
  })

  it.effect("a relay's error envelope (a spent quota) is classified from it: Permanent, not retried", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(quota)
      const { run, seen } = yield* streamedText(resilient(server.url))
      const failure = typedFailure(run.exit)
      expect(failure._tag).toBe("Permanent")
      expect(failure.reason).toContain("an event stream was asked for; the 200 response is application/json")
      expect(failure.reason).toContain("insufficient_quota: You exceeded your current quota")
      expect(seen).toEqual([])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a web page (a wrong base URL) is Fatal, as it is answering generateText: not retried", () =>
    pageFailsAsGenerateText(resilient, "Open WebUI"))

  it.effect("a turn over the Model adapter's stream ends Permanent at once, without the session's retries", () =>
    turnEndsPermanentAtOnce(
      quota,
      (url) =>
        AiModel.layerModel({ stream: true }).pipe(Layer.provide(Responses.openAi(url, AiModel.openAiStreamFailures)))
    ))

  it.effect("an empty 200 JSON body on a stream request is a stream dropped before its first event: retried", () =>
    Effect.gen(function*() {
      const empty = Loopback.reply(200, "", { "content-type": "application/json" })
      // and one whose connection drops as it is read: the body's own failure, a dropped stream
      const dropped = Loopback.destroy({
        status: 200,
        headers: { "content-type": "application/json" },
        partial: "{\"e"
      })
      for (const first of [empty, dropped]) {
        const server = yield* Loopback.scoped([first, Responses.textStream(["Hel", "lo"])])
        const { run } = yield* streamedText(resilient(server.url))
        // not a document to classify (Fatal, as a whole body is): the retry got the answer
        valueOf(run.exit)
        expect(server.requests.length).toBe(2)
      }
    }).pipe(Effect.scoped))

  it.effect("a JSON type in odd case or with a suffix keeps its body: a spent quota is Permanent, not Fatal", () =>
    Effect.gen(function*() {
      // `@effect/ai` keeps a failed response's body only for a type holding "application/json" or "text/", as written:
      // `Application/JSON` (as some servers spell it) and `application/problem+json` (RFC 9457) lost it, and the quota
      // read as an unknown 200, Fatal
      for (const type of ["Application/JSON; charset=utf-8", "application/problem+json"]) {
        const server = yield* Loopback.scoped(Loopback.reply(200, JSON.stringify(quota.body), { "content-type": type }))
        const failure = typedFailure((yield* streamedText(resilient(server.url))).run.exit)
        expect(failure._tag).toBe("Permanent")
        expect(failure.reason).toContain("insufficient_quota: You exceeded your current quota")
        expect(server.requests.length).toBe(1)
      }
    }).pipe(Effect.scoped))

  it.effect("an event stream labelled application/json (a proxy's fixed type) is read as the stream it is", () =>
    Effect.gen(function*() {
      // source: vllm-project/vllm-ascend#5033 (its disaggregated-prefill proxy answered `stream: true` with vLLM's SSE
      // under a hard-coded `Content-Type: application/json`); `@effect/ai-openai` reads the events whatever the type
      const labelled = { ...Responses.textStream(["Hel", "lo"]), headers: { "content-type": "application/json" } }
      const server = yield* Loopback.scoped(labelled)
      const { run, seen } = yield* streamedText(resilient(server.url))
      valueOf(run.exit)
      expect(seen).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("such a stream reaches its consumer as it comes: one that stalls after \"Hel\" is not read whole first", () =>
    Effect.gen(function*() {
      // read whole before anything reached the consumer, a stream that stalls mid-answer never gave its first output,
      // and a long answer had to end within the policy's timeout (the time to first output)
      const stalled: Loopback.Sse = {
        ...Responses.textStream(["Hel", "lo"]),
        headers: { "content-type": "application/json" },
        hold: { from: 3, until: new Promise(() => {}) }
      }
      const server = yield* Loopback.scoped(stalled)
      const { run, seen } = yield* streamedText(
        AiModel.layerPolicy({ name: "openai", retry, timeout: "5 seconds", idleTimeout: "10 seconds" }).pipe(
          Layer.provide(Responses.openAi(server.url, AiModel.openAiStreamFailures))
        )
      )
      expect(seen).toEqual(["Hel"])
      expect(typedFailure(run.exit)).toMatchObject({ _tag: "Exhausted", stoppedBy: STOPPED_BY })
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a body that comes as one chunk of many pieces (replayed from a recording) is read whole", () =>
    Effect.gen(function*() {
      // a transform below that reads the body and hands it on as one chunk of the pieces it read (a logger, a recorder):
      // the pieces after the one holding the body's first character were dropped, the events after the first lost (a
      // stream with no text, retried) and a document cut short (a quota read as an unknown text, Fatal)
      const replayed = (client: HttpClient.HttpClient) =>
        HttpClient.transformResponse(
          client,
          Effect.flatMap((response) =>
            Effect.map(Stream.runCollect(response.stream), (pieces) =>
              Object.create(response, { stream: { value: Stream.fromChunk(pieces) } }))
          )
        )
      // the body in two pieces: the events after the first come 300 ms after the request
      const later = (): PromiseLike<unknown> => ({
        then: (next) => new Promise((resolve) => setTimeout(resolve, 300)).then(next)
      })
      const labelled: Loopback.Sse = {
        ...Responses.textStream(["Hel", "lo"]),
        headers: { "content-type": "application/json" },
        hold: { from: 1, until: later() }
      }
      const server = yield* Loopback.scoped([labelled, Responses.textStream(["never"])])
      const layer = AiModel.layerPolicy({ name: "openai", retry }).pipe(
        Layer.provide(Responses.openAi(server.url, flow(replayed, AiModel.openAiStreamFailures)))
      )
      const { run, seen } = yield* streamedText(layer)
      valueOf(run.exit)
      expect(seen).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(1)
      const split: Loopback.Sse = {
        ...Loopback.sse(["\n", JSON.stringify(quota.body).slice(0, 10), JSON.stringify(quota.body).slice(10)], {
          headers: { "content-type": "application/json" }
        }),
        hold: { from: 2, until: later() }
      }
      const refused = yield* Loopback.scoped(split)
      const failure = typedFailure(
        (yield* streamedText(
          AiModel.layerPolicy({ name: "openai", retry }).pipe(
            Layer.provide(Responses.openAi(refused.url, flow(replayed, AiModel.openAiStreamFailures)))
          )
        )).run.exit
      )
      expect(failure._tag).toBe("Permanent")
      expect(failure.reason).toContain("insufficient_quota: You exceeded your current quota")
    }).pipe(Effect.scoped))

  it.effect("a 204 or 205 typed JSON fails as it does without the transform (an empty body), not as a defect", () =>
    Effect.gen(function*() {
      // the empty document was re-created as `new Response("", { status: 204 })`, which throws for a status that
      // carries no body: the stream died with a TypeError
      for (const status of [204, 205]) {
        const noContent = Loopback.reply(status, undefined, { "content-type": "application/json" })
        const server = yield* Loopback.scoped(noContent)
        const transformed = typedFailure((yield* streamedText(resilient(server.url))).run.exit)
        const plain = typedFailure(
          (yield* streamedText(
            AiModel.layerPolicy({ name: "openai", retry }).pipe(Layer.provide(Responses.openAi(server.url)))
          )).run.exit
        )
        expect(transformed._tag).toBe(plain._tag)
        expect(transformed.reason).toBe(plain.reason)
      }
    }).pipe(Effect.scoped))

  it.effect("a document that does not end is read to its first megabyte and classified, not held to the timeout", () =>
    Effect.gen(function*() {
      // a body typed JSON that goes on (a server streaming NDJSON, which the client cannot read either) was read whole:
      // the policy's timeout ended it and it was retried, each try held open to the timeout
      const endless = Loopback.sse([`{"error": {"message": "${"x".repeat(1024 * 1024)}`], {
        headers: { "content-type": "application/x-ndjson" },
        end: "hang"
      })
      const server = yield* Loopback.scoped(endless)
      const { run } = yield* streamedText(
        AiModel.layerPolicy({ name: "openai", retry, timeout: "5 seconds" }).pipe(
          Layer.provide(Responses.openAi(server.url, AiModel.openAiStreamFailures))
        )
      )
      expect(typedFailure(run.exit)._tag).toBe("Fatal")
      expect(server.requests.length).toBe(1)
      expect(Duration.toMillis(run.elapsed)).toBeLessThan(5000)
    }).pipe(Effect.scoped))

  it.effect("a document that stalls is ended by the policy's timeout, its connection closed, and retried", () =>
    Effect.gen(function*() {
      const stalls = Loopback.sse(["{\"error\": "], { headers: { "content-type": "application/json" }, end: "hang" })
      const server = yield* Loopback.scoped([stalls, Responses.textStream(["Hel", "lo"])])
      const { run, seen } = yield* streamedText(
        AiModel.layerPolicy({ name: "openai", retry, timeout: "5 seconds" }).pipe(
          Layer.provide(Responses.openAi(server.url, AiModel.openAiStreamFailures))
        )
      )
      valueOf(run.exit)
      expect(seen).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(2)
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 100)))
      expect(server.unfinished()).toBe(0)
    }).pipe(Effect.scoped))

  it.effect("a whole body answering a request that did not ask to stream passes as it is", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([Responses.ok(Responses.message("Hello")), quota])
      const answered = yield* Testing.runWithTestClock(
        AiModel.generateText({ prompt: "Hi" }).pipe(Effect.provide(resilient(server.url)))
      )
      expect(valueOf(answered.exit).text).toBe("Hello")
      const refused = yield* Testing.runWithTestClock(
        AiModel.generateText({ prompt: "Hi" }).pipe(Effect.provide(resilient(server.url)))
      )
      expect(typedFailure(refused.exit)._tag).toBe("Permanent")
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))
})
