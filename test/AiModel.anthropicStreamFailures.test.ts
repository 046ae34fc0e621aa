/**
 * `AiModel.anthropicStreamFailures`: a Messages stream request answered with a 2xx whole document (a relay's error
 * envelope, a server that ignores `stream`, a wrong base URL's web page), replayed over a loopback server to the real
 * `@effect/ai-anthropic` client. Without it the client reads the document as an event stream with no event: the stream
 * ends at once, is taken for one cut short, and is retried until the retries run out, the body that said why lost.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "../src/Ai.js"
import { anthropic, sseEvent, textStream } from "./support/anthropicResponses.js"
import { valueOf } from "./support/common.js"
import * as Loopback from "./support/loopback.js"
import { pageFailsAsGenerateText, streamedText, turnEndsPermanentAtOnce, typedFailure } from "./support/streamed.js"

const retry = {
  schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3), RetrySchedule.respectRetryAfter())
}

/** The model behind a retrying policy, its client given `anthropicStreamFailures`. */
const resilient = (url: string) =>
  AiModel.layerPolicy({ name: "anthropic", retry }).pipe(
    Layer.provide(anthropic(url, AiModel.anthropicStreamFailures))
  )

/** Anthropic's error envelope (https://docs.anthropic.com/en/api/errors), sent by a relay with a 200. */
const envelope = (type: string, message: string) =>
  Loopback.reply(200, { type: "error", error: { type, message }, request_id: "req_011CSHoEeqs5C35K2UUqR7Fy" })

const creditsSpent = envelope(
  "invalid_request_error",
  "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."
)

describe("AiModel.anthropicStreamFailures", () => {
  it.effect("a spent credit balance sent with a 200 is Permanent: not retried as a stream cut short", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([creditsSpent, textStream(["never"])])
      const { run, seen } = yield* streamedText(resilient(server.url))
      const failure = typedFailure(run.exit)
      expect(failure._tag).toBe("Permanent")
      expect(failure.reason).toContain("an event stream was asked for; the 200 response is application/json")
      expect(failure.reason).toContain("Your credit balance is too low")
      expect(seen).toEqual([])
      expect(server.requests.length).toBe(1)
    }).pipe(Effect.scoped))

  it.effect("a prompt too long is a ContextOverflow with its tokens and limit, an overload is retried", () =>
    Effect.gen(function*() {
      const tooLong = envelope("invalid_request_error", "prompt is too long: 215000 tokens > 200000 maximum")
      const server = yield* Loopback.scoped(tooLong)
      const failure = typedFailure((yield* streamedText(resilient(server.url))).run.exit)
      expect(failure).toMatchObject({ _tag: "ContextOverflow", tokens: 215000, limit: 200000 })
      expect(server.requests.length).toBe(1)
      const overloaded = yield* Loopback.scoped([envelope("overloaded_error", "Overloaded"), textStream(["Hel", "lo"])])
      const retried = yield* streamedText(resilient(overloaded.url))
      valueOf(retried.run.exit)
      expect(retried.seen).toEqual(["Hel", "lo"])
      expect(overloaded.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("a web page (a wrong base URL) is Fatal, as it is answering generateText", () =>
    pageFailsAsGenerateText(resilient, "LiteLLM"))

  it.effect("a turn over the Model adapter's stream ends Permanent at once, without the session's retries", () =>
    turnEndsPermanentAtOnce(
      creditsSpent,
      (url) => AiModel.layerModel({ stream: true }).pipe(Layer.provide(anthropic(url, AiModel.anthropicStreamFailures)))
    ))

  it.effect("an empty 200 JSON body is a stream dropped before its first event: retried", () =>
    Effect.gen(function*() {
      const empty = Loopback.reply(200, "", { "content-type": "application/json" })
      const server = yield* Loopback.scoped([empty, textStream(["Hel", "lo"])])
      const { run, seen } = yield* streamedText(resilient(server.url))
      valueOf(run.exit)
      expect(seen).toEqual(["Hel", "lo"])
      expect(server.requests.length).toBe(2)
    }).pipe(Effect.scoped))

  it.effect("events labelled application/json, a whole stream, a mid-stream error and a non-stream answer pass", () =>
    Effect.gen(function*() {
      const labelled = { ...textStream(["Hel", "lo"]), headers: { "content-type": "application/json" } }
      const overloaded = textStream([], {
        error: sseEvent("error", { error: { type: "overloaded_error", message: "Overloaded" } })
      })
      const server = yield* Loopback.scoped([
        labelled,
        textStream(["Hel", "lo"]),
        overloaded,
        textStream(["Hel", "lo"])
      ])
      for (let i = 0; i < 3; i++) {
        const { run, seen } = yield* streamedText(resilient(server.url))
        valueOf(run.exit)
        expect(seen).toEqual(["Hel", "lo"])
      }
      // the mid-stream error event is the package's to read, as without the transform: retried
      expect(server.requests.length).toBe(4)
      const answer = Loopback.reply(200, {
        id: "msg_01XFDUDYJgAACzvnptvVoYEL",
        type: "message",
        role: "assistant",
        content: [{ type: "text", text: "Hello" }],
        model: "claude-sonnet-4-5",
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 12, output_tokens: 6 }
      })
      const whole = yield* Loopback.scoped(answer)
      const answered = yield* Testing.runWithTestClock(
        AiModel.generateText({ prompt: "Hi" }).pipe(Effect.provide(resilient(whole.url)))
      )
      expect(valueOf(answered.exit).text).toBe("Hello")
    }).pipe(Effect.scoped))
})
