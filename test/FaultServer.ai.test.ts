import { AiError, LanguageModel } from "@effect/ai"
import { Generated, OpenAiClient, OpenAiLanguageModel } from "@effect/ai-openai"
import { FetchHttpClient, type HttpClient } from "@effect/platform"
import { NodeHttpClient } from "@effect/platform-node"
import { describe, expect, it } from "@effect/vitest"
import { Cause, Duration, Effect, Exit, Layer, Option, Redacted, Schema, Stream } from "effect"
import { Classify, FaultServer, RetrySchedule, Testing } from "effect-resilience"
import { AiModel } from "effect-resilience/ai"
import * as Shared from "./support/faultServerAi.js"

/** `@effect/ai-openai` pointed at the server, over `fetch` (or `http`). */
const openAi = (
  server: FaultServer.Service,
  http: Layer.Layer<HttpClient.HttpClient> = FetchHttpClient.layer
) =>
  OpenAiLanguageModel.layer({ model: "gpt-4o-mini" }).pipe(
    Layer.provide(OpenAiClient.layer({ apiUrl: server.url, apiKey: Redacted.make("sk-test-key-0001") })),
    Layer.provide(http)
  )

describe("FaultServer: the Responses API with @effect/ai-openai", () => {
  it.scoped("generateText gets scripted text; streamText streams it", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ model: Shared.helloScript })
      const program = Effect.gen(function*() {
        const { parts, response } = yield* Shared.helloThenStreamed
        expect(response.usage.inputTokens).toBe(3)
        expect(parts.map((p) => p.type)).toEqual([
          "response-metadata",
          "text-start",
          "text-delta",
          "text-delta",
          "text-end",
          "finish"
        ])
      })
      yield* Effect.provide(program, openAi(server))
      expect((yield* server.requests).map((r) => [r.path, r.api, r.stream, r.status])).toEqual([
        ["/v1/responses", "responses", false, 200],
        ["/v1/responses", "responses", true, 200]
      ])
    }))

  it.scoped("tool calls round-trip: the toolkit runs the call, the next turn answers with its result", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({ seed: 5 })
      const { call, streamed } = yield* Shared.toolRoundTrip(server, openAi(server))
      expect(typeof call.params.city).toBe("string")
      expect(Number.isInteger(call.params.days)).toBe(true)
      // streamed, the call was assembled from argument deltas
      expect(streamed.some((p) => p.type === "tool-params-delta")).toBe(true)
    }))

  it.scoped("every event and body it sends decodes with @effect/ai-openai's own schemas", () =>
    Effect.gen(function*() {
      const server = yield* Shared.everyEventServer
      const post = (stream: boolean) =>
        Effect.promise(() =>
          fetch(`${server.url}/responses`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: "Bearer sk-x" },
            body: JSON.stringify({ model: "gpt-4o-mini", input: "Hi", stream })
          }).then((r) => r.text())
        )
      const events = Shared.sseEvents(OpenAiClient.ResponseStreamEvent)
      const text = events(yield* post(true))
      expect(text.map((e) => e.sequence_number)).toEqual(text.map((_, i) => i))
      expect(text.map((e) => e.type)).toEqual([
        "response.created",
        "response.in_progress",
        "response.output_item.added",
        "response.content_part.added",
        "response.output_text.delta",
        "response.output_text.delta",
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.completed"
      ])
      const calls = events(yield* post(true))
      expect(calls.filter((e) => e.type === "response.output_item.done").map((e) => e.item)).toMatchObject([
        { type: "function_call", name: "a", arguments: "{\"x\":1}" },
        { type: "function_call", name: "b", arguments: "{\"y\":\"long argument\"}" }
      ])
      const failed = events(yield* post(true))
      expect(failed.slice(-2).map((e) => e.type)).toEqual(["error", "response.failed"])
      const body = Schema.decodeUnknownSync(Generated.Response)(JSON.parse(yield* post(false)))
      expect(body.output).toHaveLength(2)
    }))

  const faults: ReadonlyArray<Shared.ClassifiedFault> = [
    { fault: "429", tag: "Retryable", status: 429, retryAfterMs: 1000 },
    {
      fault: { _tag: "RateLimit", retryAfter: "1500 millis", header: "both" },
      tag: "Retryable",
      status: 429,
      retryAfterMs: 1500
    },
    { fault: "429-no-retry-after", tag: "Retryable", status: 429 },
    { fault: "500", tag: "Retryable", status: 500 },
    { fault: "502", tag: "Retryable", status: 502 },
    { fault: "503", tag: "Retryable", status: 503 },
    { fault: "529", tag: "Retryable", status: 529 },
    { fault: "401", tag: "Permanent", status: 401 },
    { fault: "quota", tag: "Permanent", status: 429 },
    { fault: "overflow", tag: "ContextOverflow", status: 400 }
  ]

  for (const expected of faults) {
    const { fault, status, tag } = expected
    it.scoped(`${Shared.faultName(fault)}: an AiError.HttpResponseError (${status}) classified ${tag}, streaming or not`, () =>
      Shared.faultedTwiceThenAnswered(
        expected,
        openAi,
        Effect.gen(function*() {
          const errors = [
            yield* Effect.flip(LanguageModel.generateText({ prompt: "Hi" })),
            yield* Effect.flip(Shared.collect("Hi"))
          ]
          for (const error of errors) expect(error).toBeInstanceOf(AiError.HttpResponseError)
          return errors
        })
      ))
  }

  const dropping = () =>
    FaultServer.make({
      model: FaultServer.scripted([FaultServer.text("several words that will not all arrive")]),
      faults: { schedule: [{ at: 1, fault: { _tag: "DropStream", afterEvents: 5 } }, { at: 2, fault: "drop" }] }
    })

  /** The stream's error after the text that arrived, then the error of a body cut mid-way. */
  const dropped = Effect.gen(function*() {
    const received: Array<string> = []
    const streamError = yield* LanguageModel.streamText({ prompt: "Hi" }).pipe(
      Stream.runForEach((p) => Effect.sync(() => p.type === "text-delta" && received.push(p.delta))),
      Effect.flip
    )
    const bodyError = yield* Effect.flip(LanguageModel.generateText({ prompt: "Hi" }))
    return { received: received.join(""), errors: [streamError, bodyError] }
  })

  it.scoped("a stream dropped mid-flight (or a body cut mid-way) fails with an AiError after the events sent", () =>
    Effect.gen(function*() {
      const server = yield* dropping()
      const { errors, received } = yield* Effect.provide(dropped, openAi(server))
      expect(received).toBe("several ")
      for (const error of errors) {
        // @effect/ai keeps the status (200) and reason, but not the socket error underneath
        expect(error).toBeInstanceOf(AiError.HttpResponseError)
        expect(error).toMatchObject({ reason: "Decode", response: { status: 200 } })
      }
      expect((yield* server.requests).map((r) => [r.fault, r.status])).toEqual([["drop", 200], ["drop", 200]])
    }))

  // An HttpResponseError "Decode" at a 2xx status is a body that was cut: Retryable.
  it.scoped("a dropped stream's AiError is classified Retryable", () =>
    Effect.gen(function*() {
      const server = yield* dropping()
      const { errors } = yield* Effect.provide(dropped, openAi(server))
      expect(errors.map((e) => Classify.classify(e)._tag)).toEqual(["Retryable", "Retryable"])
    }))

  it.scoped("a dropped stream stays Retryable whatever the prompt quotes (review of session 48)", () =>
    Effect.gen(function*() {
      // @effect/ai renders the request, its body (the whole conversation) included, into a cut body's message: a 2xx
      // `Decode` read the words of any cause in it, so a prompt that quoted a Python error or a CORS refusal (a coding
      // agent's tool output) made the drop `Fatal` as a body framed wrong, and one that quoted an HTML page as a web UI's
      // index page; the run stopped on a stream that would have come whole the next time
      const prompts = [
        "The tests failed: ModuleNotFoundError: No module named 'requests'. FileNotFoundError: config.yaml. Fix both.",
        "Why is my request blocked by CORS policy? The response does not match the HTTP/1.1 protocol, it says.",
        "Edit index.html: <!doctype html><html><body>hello</body></html>"
      ]
      for (const http of [FetchHttpClient.layer, NodeHttpClient.layerUndici]) {
        for (const prompt of prompts) {
          const server = yield* dropping()
          const layer = openAi(server, http)
          const errors = yield* Effect.provide(
            Effect.all([
              Effect.flip(Stream.runDrain(LanguageModel.streamText({ prompt }))),
              Effect.flip(LanguageModel.generateText({ prompt }))
            ]),
            layer
          )
          for (const error of errors) {
            expect(error).toMatchObject({ reason: "Decode", response: { status: 200 } })
            expect(String(error.message)).toContain(JSON.stringify(prompt).slice(1, 40))
            expect(Classify.classify(error), prompt).toMatchObject({ _tag: "Retryable", status: 200 })
          }
        }
      }
    }))

  it.scoped("an error event mid-stream arrives as an error part, classified from its body", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        faults: {
          schedule: [
            { at: 1, fault: "stream-error" },
            { at: 2, fault: { _tag: "StreamError", code: "rate_limit_exceeded", afterEvents: 4 } },
            { at: 3, fault: "stream-error" }
          ]
        }
      })
      const program = Effect.gen(function*() {
        for (const expected of ["Retryable", "Retryable"]) {
          const parts = yield* Shared.collect("Hi")
          const errors = parts.flatMap((p) => p.type === "error" ? [p.error] : [])
          expect(errors).toHaveLength(1)
          expect(Classify.classify(errors[0])._tag).toBe(expected)
        }
        // a request that does not stream gets the matching HTTP error
        const plain = yield* Effect.flip(LanguageModel.generateText({ prompt: "Hi" }))
        expect(Classify.classify(plain)).toMatchObject({ _tag: "Retryable", status: 500 })
      })
      yield* Effect.provide(program, openAi(server))
      expect((yield* server.requests).map((r) => r.fault)).toEqual(["stream-error", "stream-error", "stream-error"])
    }))
})

describe("FaultServer: a stalled stream against AiModel's timeout and idleTimeout", () => {
  const retry = { schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3)) }
  const answer = "several words of an answer that stops"

  it.effect("a stall after the first output fails the stream after idleTimeout of virtual time, Retryable", () =>
    Effect.gen(function*() {
      // the Responses stream's fifth event is its first text delta
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text(answer)]),
        faults: { schedule: [{ at: 1, fault: { _tag: "StallStream", afterEvents: 5 } }] }
      })
      const { run, seen } = yield* Shared.streamedUnder(
        { retry, timeout: "60 seconds", idleTimeout: "10 seconds" },
        openAi(server)
      )
      expect(seen).toEqual(["several "])
      const failure = Exit.isFailure(run.exit) ? Cause.failureOption(run.exit.cause) : Option.none()
      // after output a retry would repeat "several ": the stall ends the call, Retryable underneath
      expect(Option.getOrThrow(failure)).toMatchObject({
        _tag: "Exhausted",
        last: { _tag: "Retryable", reason: "the stream stalled: no part for 10s" }
      })
      expect(Duration.toMillis(run.elapsed)).toBe(10_000)
      expect((yield* server.requests).map((r) => [r.fault, r.status])).toEqual([["stall", 200]])
    }).pipe(Effect.scoped))

  it.effect("a stall before any output is cut by the policy's timeout, and the retry gets the whole answer", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text(answer)]),
        faults: { schedule: [{ at: 1, fault: "stall" }] }
      })
      const { run, seen } = yield* Shared.streamedUnder(
        { retry, timeout: "5 seconds", idleTimeout: "10 seconds" },
        openAi(server)
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(seen.join("")).toBe(answer)
      // 5 s of timeout, then the retry's 1 s
      expect(Duration.toMillis(run.elapsed)).toBe(6_000)
      expect(yield* server.stats).toEqual({ requests: 2, replies: 1, faults: { stall: 1 } })
    }).pipe(Effect.scoped))
})

describe("FaultServer: the README's program", () => {
  // its `myResilientAgent`: a generateText behind the README's resilient LanguageModel (AiModel.layerPolicy)
  const myResilientAgent = LanguageModel.generateText({ prompt: "The weather in Oslo?" }).pipe(
    Effect.map((response) => response.text),
    Effect.provide(AiModel.layerPolicy({ name: "openai", retry: { schedule: RetrySchedule.standard } }))
  )

  it.effect("seed 42, a 429 then a drop, 503 at a rate of 0.1: its stats read as its comment says", () =>
    Effect.gen(function*() {
      const program = Effect.gen(function*() {
        const server = yield* FaultServer.make({
          seed: 42,
          model: FaultServer.scripted([FaultServer.text("It is sunny in Oslo.")]),
          faults: { schedule: [{ at: 1, fault: "429" }, { at: 2, fault: "drop" }], rates: { "503": 0.1 } }
        })
        const openAi = OpenAiLanguageModel.layer({ model: "gpt-4o-mini" }).pipe(
          Layer.provide(OpenAiClient.layer({ apiUrl: server.url, apiKey: Redacted.make("sk-test") })),
          Layer.provide(FetchHttpClient.layer)
        )
        const answer = yield* myResilientAgent.pipe(Effect.provide(openAi))
        const stats = yield* server.stats
        const requests = yield* server.requests
        return { answer, stats, requests }
      }).pipe(Effect.scoped)
      const run = yield* Testing.runWithTestClock(program)
      expect(Exit.isSuccess(run.exit)).toBe(true)
      if (!Exit.isSuccess(run.exit)) return
      const { answer, requests, stats } = run.exit.value
      expect(answer).toBe("It is sunny in Oslo.")
      expect(stats).toEqual({ requests: 3, replies: 1, faults: { "429": 1, drop: 1 } })
      // "method, path, key (masked), fault, status, reply, time…"
      expect(requests.map((r) => [r.method, r.path, r.key, r.fault, r.status])).toEqual([
        ["POST", "/v1/responses", "…test", "429", 429],
        ["POST", "/v1/responses", "…test", "drop", 200],
        ["POST", "/v1/responses", "…test", undefined, 200]
      ])
      expect(requests[2]!.reply).toEqual(FaultServer.text("It is sunny in Oslo."))
      // the 429's retry-after: 1 waited out: the second request a second in, or later where `standard`'s jittered first
      // delay (at most 2 s, drawn from Effect's Random, which the README's program leaves as it is) is the longer
      expect(requests[1]!.time).toBeGreaterThanOrEqual(1000)
      expect(requests[1]!.time).toBeLessThanOrEqual(2000)
      expect(Duration.toMillis(run.elapsed)).toBeGreaterThan(1000)
    }))
})
