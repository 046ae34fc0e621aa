import Anthropic from "@anthropic-ai/sdk"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import type { Failure } from "effect-resilience"
import { Classify } from "effect-resilience"
import OpenAI from "openai"
import { assistantMessages } from "./fixtures/assistantMessages.js"
import { failuresIn200 } from "./fixtures/payloads.in200.js"
import { geminiPerMinuteQuota, googleGenerativeAIFetchError, type Payload, payloads } from "./fixtures/payloads.js"
import { sdkErrors, streamErrors, thrown, thrownBySdk } from "./fixtures/streamErrors.js"
import { retryAfterMs } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

const expectMatches = (failure: Failure.AgentFailure, tag: string, p: Payload, hint: number | undefined) => {
  expect(failure._tag, failure.reason).toBe(tag)
  expect(failure.status).toBe(p.status)
  expect(retryAfterMs(failure)).toBe(hint)
  if (failure._tag === "ContextOverflow") {
    expect(failure.tokens).toBe(p.tokens)
    expect(failure.limit).toBe(p.limit)
  }
  expect(failure.reason.length).toBeGreaterThan(0)
  expect(failure.reason.length).toBeLessThanOrEqual(500)
  if (p.reasonIncludes !== undefined) expect(failure.reason).toContain(p.reasonIncludes)
}

describe("Classify: recorded provider payloads", () => {
  it("has at least 60 payloads with distinct names", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(60)
    expect(new Set(payloads.map((p) => p.name)).size).toBe(payloads.length)
  })

  it("an `errors` object that is one error record: its sentence is the reason (vanna-ai/vanna#1045)", () => {
    const p = payloads.find((p) => p.name.startsWith("openai-compatible 429 {errors: {message, request_id}}"))!
    for (const body of [p.body, JSON.stringify(p.body)]) {
      const failure = Classify.fromResponse({ status: p.status, body })
      expect(failure._tag).toBe("Retryable")
      expect(failure.reason).toContain("We have to rate limit you for model Qwen/Qwen3-235B-A22B-Instruct-2507.")
    }
    // the same record saying a quota is spent is read too: not a throttle
    const spent = {
      errors: { message: "You exceeded your current quota, please check your plan and billing details." }
    }
    expect(Classify.fromResponse({ status: 429, body: spent })._tag).toBe("Permanent")
  })

  describe("through fromResponse (parsed body)", () => {
    it.each(payloads.map((p) => [p.name, p] as const))("%s", (_, p) => {
      expectMatches(
        Classify.fromResponse({ status: p.status, headers: p.headers, body: p.body }),
        p.tag,
        p,
        p.retryAfterMs
      )
    })
  })

  describe("through fromResponse (raw body text, Headers object)", () => {
    it.each(payloads.map((p) => [p.name, p] as const))("%s", (_, p) => {
      const body = typeof p.body === "string" ? p.body : JSON.stringify(p.body)
      const failure = Classify.fromResponse({ status: p.status, headers: new Headers(p.headers), body })
      expectMatches(failure, p.tag, p, p.retryAfterMs)
    })
  })

  describe("through @google/generative-ai's GoogleGenerativeAIFetchError", () => {
    const isGoogle = (p: Payload) =>
      typeof (p.body as { error?: { status?: unknown } } | undefined)?.error?.status === "string"
    const google = payloads.filter(isGoogle)

    it("replays the Google payloads", () => expect(google.length).toBeGreaterThanOrEqual(8))

    it.each(google.map((p) => [p.name, p] as const))("%s", (_, p) => {
      const error = googleGenerativeAIFetchError(p.status, "Status", p.body)
      // the SDK drops the headers: a hint that came only from them is lost
      const hint = p.headers?.["retry-after"] === undefined ? p.retryAfterMs : undefined
      expectMatches(Classify.classify(error), p.tag, p, hint)
    })

    it("a per-minute limit with a RetryInfo is Retryable after 34 s, from errorDetails or the message alone", () => {
      const error = googleGenerativeAIFetchError(429, "Too Many Requests", geminiPerMinuteQuota)
      // the JSON sits past the URL and the sentence, far from the start of the message
      expect(error.message.indexOf("[{\"@type\"")).toBeGreaterThan(256)
      const failure = Classify.classify(error)
      expect(failure._tag).toBe("Retryable")
      expect(failure.status).toBe(429)
      expect(retryAfterMs(failure)).toBe(34_000)
      const detailsOnly = Object.assign(new Error("[GoogleGenerativeAI Error]: [429 Too Many Requests] quota"), {
        status: 429,
        errorDetails: geminiPerMinuteQuota.error.details
      })
      expect(retryAfterMs(Classify.classify(detailsOnly))).toBe(34_000)
      const messageOnly = new Error(error.message)
      expect(retryAfterMs(Classify.classify(messageOnly))).toBe(34_000)
    })

    it("the same quota sentence without a RetryInfo is Permanent", () => {
      const body = { error: { ...geminiPerMinuteQuota.error, details: undefined } }
      expect(Classify.classify(googleGenerativeAIFetchError(429, "Too Many Requests", body))._tag).toBe("Permanent")
    })
  })

  describe("failures a provider sends inside an HTTP 200", () => {
    // the status says nothing about them: the body is read as a stream's error is, and the failure's status is the one
    // the body states, if any (OpenRouter's `error.code`), never the 200
    it.each(failuresIn200.map((p) => [p.name, p] as const))("%s", (_, p) => {
      const parsed = Classify.fromResponse({ status: p.status, headers: p.headers, body: p.body })
      const raw = Classify.fromResponse({
        status: p.status,
        headers: new Headers(p.headers),
        body: JSON.stringify(p.body)
      })
      for (const failure of [parsed, raw, Classify.classify(p.body)]) {
        expect(failure._tag, failure.reason).toBe(p.tag)
        expect(failure.status).not.toBe(p.status)
        expect(retryAfterMs(failure)).toBe(p.retryAfterMs)
        if (p.reasonIncludes !== undefined) expect(failure.reason).toContain(p.reasonIncludes)
      }
      expect(parsed.reason).toMatch(/^HTTP 200/)
    })

    it("a 200 whose body holds no failure envelope is an answer: its words are not read, the status stays", () => {
      expect(Classify.fromResponse({ status: 200, body: {} })).toMatchObject({ _tag: "Fatal", status: 200 })
      // an Ollama /api/generate answer: the model's text is prose (review, session 6)
      const answer = { model: "llama3", response: "Your request failed: rate limit exceeded. Please wait.", done: true }
      expect(Classify.fromResponse({ status: 200, body: answer })).toMatchObject({ _tag: "Fatal", status: 200 })
    })

    it("an answer that quotes a spent quota, a bad key or a window is prose too (review of session 48)", () => {
      // The words a permanent marker or an overflow phrase matches were read before the status: a model that answered
      // with a provider's error text (an agent asked what a 429 means, a tool's page echoed) made the 200 `Permanent`
      // or `ContextOverflow`, and a caller that checks every response for a failure inside its 200 stopped the run
      const said = [
        "You exceeded your current quota, please check your plan and billing details.",
        "Incorrect API key provided: sk-proj-****abcd. You can find your API key at https://platform.openai.com/account/api-keys.",
        "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.",
        "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."
      ]
      for (const text of said) {
        const ollama = { model: "llama3", response: text, done: true }
        const sse = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\ndata: [DONE]\n\n`
        for (const body of [ollama, JSON.stringify(ollama), sse, text]) {
          const failure = Classify.fromResponse({ status: 200, headers: { "x-should-retry": "true" }, body })
          expect(failure, text).toMatchObject({ _tag: "Fatal", status: 200 })
          expect(failure.reason).toMatch(/^HTTP 200/)
        }
      }
    })

    describe("a stream's failure as its last event, read whole by fetch (review of session 48)", () => {
      // 29ccdc9 read no 2xx body without an envelope, and an SSE or NDJSON text is none: Anthropic's mid-stream
      // `overloaded_error` (its 200 sent before it), OpenAI's error chunk, Ollama's runner that died mid-answer were a
      // plain `Fatal` "HTTP 200" (they were `Retryable` from their words before), and a Gemini JSON-array stream's error
      // was named in the reason but `Fatal`. The stream's last event is read now, as a body's envelope is; the answer's
      // own events stay unread
      let server: Loopback.Loopback
      beforeAll(async () => {
        server = await Loopback.start(Loopback.hang)
      })
      afterAll(() => server.close())
      const fetched = async (handler: Loopback.Behaviour) => {
        server.setHandler(handler)
        const response = await fetch(server.url)
        return Classify.fromResponse({
          status: response.status,
          headers: response.headers,
          body: await response.text()
        })
      }
      const quoted = "You exceeded your current quota, please check your plan and billing details."
      const anthropicStart = {
        event: "message_start",
        data: { type: "message_start", message: { id: "m1", type: "message", role: "assistant", content: [] } }
      }
      const openAiChunk = (content: string) => ({ data: { choices: [{ index: 0, delta: { content } }] } })
      const geminiChunk = { candidates: [{ content: { parts: [{ text: "Hel" }], role: "model" } }] }
      const ndjson = (lines: ReadonlyArray<unknown>) =>
        Loopback.reply(200, lines.map((l) => JSON.stringify(l)).join("\n") + "\n", {
          "content-type": "application/x-ndjson"
        })

      it("an error event after the answer began: that failure, by its type and words", async () => {
        const overloaded = await fetched(Loopback.sse([anthropicStart, {
          event: "error",
          data: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }
        }]))
        expect([overloaded._tag, overloaded.reason]).toEqual(["Retryable", "HTTP 200 overloaded_error: Overloaded"])
        const openAi = await fetched(Loopback.sse([openAiChunk("Hel"), {
          data: { error: { message: "The server had an error while processing your request.", type: "server_error" } }
        }]))
        expect(openAi._tag, openAi.reason).toBe("Retryable")
        const gemini = await fetched(Loopback.sse([{ data: geminiChunk }, {
          data: {
            error: { code: 503, message: "The model is overloaded. Please try again later.", status: "UNAVAILABLE" }
          }
        }]))
        expect(gemini._tag, gemini.reason).toBe("Retryable")
        const ollama = await fetched(ndjson([
          { model: "llama3", message: { role: "assistant", content: "Hel" }, done: false },
          { error: "an error was encountered while running the model: unexpected EOF" }
        ]))
        expect(ollama._tag, ollama.reason).toBe("Retryable")
        const array = await fetched(Loopback.reply(200, [geminiChunk, {
          error: { code: 503, message: "The model is overloaded. Please try again later.", status: "UNAVAILABLE" }
        }], { "content-type": "application/json" }))
        expect(array._tag, array.reason).toBe("Retryable")
      })

      it("Gemini's error written into its SSE stream as a pretty-printed object, outside the `data:` framing", async () => {
        // Gemini and Vertex end a 200 `alt=sse` stream that failed with the error body as they print it elsewhere, over
        // several lines and without `data:`: vercel/ai#5217 (gemini-2.0-flash, 503 "The model is overloaded"; the
        // stream below is the issue's), maximhq/bifrost#5262 ("Gemini (and Vertex AI) can abort a streaming response
        // mid-flight by injecting a pretty-printed JSON error payload directly into the HTTP 200 stream body, outside
        // of SSE framing", its test's Vertex 429 RESOURCE_EXHAUSTED). Only the last line ("}") was read: an answer,
        // `Fatal`, and a retry layer gave up on an overloaded model
        const pretty = (error: object) => `${JSON.stringify({ error }, null, 2)}\n`
        const answer = (text: string) => ({
          data: { candidates: [{ content: { parts: [{ text }], role: "model" } }], modelVersion: "gemini-2.0-flash" }
        })
        const overloaded = await fetched(Loopback.sse([
          answer("Okay"),
          answer(""),
          pretty({ code: 503, message: "The model is overloaded. Please try again later.", status: "UNAVAILABLE" })
        ]))
        expect([overloaded._tag, overloaded.status, overloaded.reason]).toEqual([
          "Retryable",
          503,
          "HTTP 200 UNAVAILABLE: The model is overloaded. Please try again later."
        ])
        const exhausted = await fetched(Loopback.sse([
          answer("Hel"),
          pretty({ code: 429, message: "Resource exhausted. Please try again later.", status: "RESOURCE_EXHAUSTED" })
        ]))
        expect([exhausted._tag, exhausted.status]).toEqual(["Retryable", 429])
        // the same object as the stream's only content is a body (parsed whole), as before
        const alone = await fetched(Loopback.sse([
          pretty({ code: 400, message: "API key not valid. Please pass a valid API key.", status: "INVALID_ARGUMENT" })
        ]))
        expect(alone._tag, alone.reason).toBe("Permanent")
        // an answer's own events stay unread, also when its last one is printed over several lines
        const quoted = "You exceeded your current quota, please check your plan and billing details."
        const multiline = await fetched(
          Loopback.sse([answer("Hel"), `${JSON.stringify(answer(quoted).data, null, 2)}\n`])
        )
        expect(multiline).toMatchObject({ _tag: "Fatal", status: 200 })
      })

      it("an error event whose data is split over several `data:` lines, as the SSE specification allows", async () => {
        // An SSE server writes data holding line breaks as one `data:` line per line, and the event's data is those
        // lines joined (WHATWG's server-sent events; sse-starlette and Hono's writeSSE do this to a pretty-printed
        // payload: caikit's runtime streamed `data: {` / `data:   "greeting": …` / `data: }`). Only the last line
        // ("data: }") was read: the failure was an answer, `Fatal` "HTTP 200", and nothing retried it
        const spread = (data: object, event?: string) =>
          `${event === undefined ? "" : `event: ${event}\n`}${
            JSON.stringify(data, null, 2).split("\n").map((line) => `data: ${line}`).join("\n")
          }\n\n`
        const overloaded = await fetched(Loopback.sse([
          openAiChunk("Hel"),
          spread({ error: { message: "The server is overloaded, please try again later.", type: "server_error" } })
        ]))
        expect(overloaded._tag, overloaded.reason).toBe("Retryable")
        const anthropic = await fetched(Loopback.sse([
          anthropicStart,
          spread({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } }, "error").replace(
            /\n/g,
            "\r\n"
          )
        ]))
        expect([anthropic._tag, anthropic.reason]).toEqual(["Retryable", "HTTP 200 overloaded_error: Overloaded"])
        // an answer's event split so is still an answer, whatever it quotes
        const answer = await fetched(Loopback.sse([openAiChunk("Hel"), spread(openAiChunk(quoted).data)]))
        expect(answer).toMatchObject({ _tag: "Fatal", status: 200 })
      })

      it("an answer's events are not read, whatever they quote; a filter's end after text is an answer", async () => {
        const answers = [
          Loopback.sse([openAiChunk(quoted), "data: [DONE]\n\n"]),
          Loopback.sse([anthropicStart, {
            event: "content_block_delta",
            data: { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: quoted } }
          }, { event: "message_stop", data: { type: "message_stop" } }]),
          ndjson([{ model: "llama3", message: { role: "assistant", content: quoted }, done: true }, {
            model: "llama3",
            done: true
          }]),
          Loopback.sse([openAiChunk("Hel"), {
            data: { choices: [{ index: 0, delta: {}, finish_reason: "content_filter" }] }
          }]),
          Loopback.reply(200, [geminiChunk, { candidates: [{ finishReason: "SAFETY", index: 0 }] }], {
            "content-type": "application/json"
          }),
          // prose whose last line quotes an error body (a tool's plain-text page) is no stream
          Loopback.reply(
            200,
            `The provider answered:\n${JSON.stringify({ error: { code: "insufficient_quota" } })}\n`,
            {
              "content-type": "text/plain"
            }
          )
        ]
        for (const answer of answers) {
          const failure = await fetched(answer)
          expect(failure, failure.reason).toMatchObject({ _tag: "Fatal", status: 200 })
        }
      })
    })

    it("an answer a filter cut after some text is an answer; withheld whole, it is a failure (round 96)", () => {
      const parts = { parts: [{ text: "Here is the first half of" }] }
      const cut = [
        { candidates: [{ finishReason: "SAFETY", content: parts }] },
        { choices: [{ finish_reason: "content_filter", message: { role: "assistant", content: "Sure, the" } }] },
        { stop_reason: "refusal", content: [{ type: "text", text: "I can help with part of this." }] }
      ]
      for (const body of cut) {
        expect(Classify.fromResponse({ status: 200, body })).toMatchObject({ _tag: "Fatal", status: 200 })
      }
      // an answer that ended for a reason no filter gives is an answer, parts or none
      const stopped = { candidates: [{ finishReason: "MAX_TOKENS" }] }
      expect(Classify.fromResponse({ status: 200, body: stopped })).toMatchObject({ _tag: "Fatal", status: 200 })
      const withheld = { candidates: [{ finishReason: "PROHIBITED_CONTENT", index: 0 }] }
      expect(Classify.fromResponse({ status: 200, body: withheld })).toMatchObject({ _tag: "Fatal", status: undefined })
    })
  })

  describe("through the real SDK clients", () => {
    let server: Loopback.Loopback
    let current: Payload = payloads[0]
    beforeAll(async () => {
      server = await Loopback.start(() =>
        Loopback.reply(current.status, current.body, { "content-type": "application/json", ...current.headers })
      )
    })
    afterAll(() => server.close())

    it.each(payloads.map((p) => [p.name, p] as const))("openai: %s", async (_, p) => {
      current = p
      const client = new OpenAI({ apiKey: "sk-test", baseURL: `${server.url}/v1`, maxRetries: 0 })
      const error = await client.chat.completions.create({
        model: "gpt-4o",
        messages: [{ role: "user", content: "hi" }]
      })
        .then(() => undefined, (e: unknown) => e)
      expect(error).toBeInstanceOf(OpenAI.APIError)
      const expected = p.viaOpenAI ?? p
      const hint = p.viaOpenAI === undefined ? p.retryAfterMs : p.viaOpenAI.retryAfterMs
      const failure = Classify.classify(error)
      expect(failure._tag, failure.reason).toBe(expected.tag)
      expect(failure.status).toBe(p.status)
      expect(retryAfterMs(failure)).toBe(hint)
      expect(failure.reason).toMatch(/^[A-Za-z]+Error: /)
      // (where the SDK loses the body, `viaOpenAI`, its words are lost with it)
      if (p.reasonIncludes !== undefined && p.viaOpenAI === undefined) {
        expect(failure.reason).toContain(p.reasonIncludes)
      }
    })

    it.each(payloads.map((p) => [p.name, p] as const))("anthropic: %s", async (_, p) => {
      current = p
      const client = new Anthropic({ apiKey: "sk-ant-test", baseURL: server.url, maxRetries: 0 })
      const error = await client.messages.create({
        model: "claude-sonnet-5-5",
        max_tokens: 16,
        messages: [{ role: "user", content: "hi" }]
      }).then(() => undefined, (e: unknown) => e)
      expect(error).toBeInstanceOf(Anthropic.APIError)
      expectMatches(Classify.classify(error), p.tag, p, p.retryAfterMs)
    })
  })

  describe("errors sent inside a stream, as the SDKs throw them", () => {
    it.each(streamErrors.map((e) => [e.name, e] as const))("%s", (_, e) => {
      const failure = Classify.classify(thrown(e))
      expect(failure._tag, failure.reason).toBe(e.tag)
      expect(retryAfterMs(failure)).toBe(e.retryAfterMs)
      if (failure._tag === "ContextOverflow") expect([failure.tokens, failure.limit]).toEqual([e.tokens, e.limit])
    })

    it.each(streamErrors.map((e) => [e.name, e] as const))("%s, from its message alone", (_, e) => {
      // What an agent loop holds once the stream is over: the assistant message's `errorMessage`.
      const error = thrown(e) as { readonly message?: unknown }
      const message = typeof error.message === "string" ? error.message : JSON.stringify(error)
      const failure = Classify.fromMessage({ stopReason: "error", errorMessage: message })
      expect(failure._tag).toBe("Some")
      if (failure._tag === "Some") expect(failure.value._tag, failure.value.reason).toBe(e.messageTag ?? e.tag)
    })
  })

  describe("assistant messages' error text, as agent libraries keep it (fromMessage)", () => {
    it.each(assistantMessages.map((m) => [m.name, m] as const))("%s", (_, m) => {
      const failure = Classify.fromMessage({ stopReason: "error", errorMessage: m.errorMessage })
      expect(failure._tag).toBe("Some")
      if (failure._tag === "None") return
      expect(failure.value._tag, failure.value.reason).toBe(m.tag)
      expect(retryAfterMs(failure.value)).toBe(m.retryAfterMs)
      if (failure.value._tag === "ContextOverflow") {
        expect([failure.value.tokens, failure.value.limit]).toEqual([m.tokens, m.limit])
      }
    })
  })

  describe("responses whose body a Google SDK re-encodes into its message", () => {
    it.each(sdkErrors.map((e) => [e.name, e] as const))("%s", (_, e) => {
      const failure = Classify.classify(thrownBySdk(e))
      expect(failure._tag, failure.reason).toBe(e.tag)
      expect(failure.status).toBe(e.status)
      expect(retryAfterMs(failure)).toBe(e.retryAfterMs)
      if (e.sdk !== "generative-ai") {
        expect(Classify.fromResponse({ status: e.status, body: e.text })._tag).toBe(e.tag)
      }
    })
  })
})

describe("Classify: a relay's upstream words in the reason (OpenRouter's metadata.raw), review of session 47", () => {
  // a relay whose own message says what the upstream said, and an upstream body kept as an object whose message has line
  // breaks: the reason named the words twice ("Input validation error: … (Together: Input validation error: …)"), and
  // through the SDKs kept the line breaks in the line an agent logs
  const repeated = {
    error: {
      message: "Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4097",
      code: 400,
      metadata: {
        raw: "{\"error\":{\"message\":\"Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4097\"}}",
        provider_name: "Together"
      }
    }
  }
  const multiline = {
    error: {
      message: "Provider returned error",
      code: 400,
      metadata: {
        raw: { error: { message: "Invalid request:\n  messages.3: tool_use ids must be unique\n" } },
        provider_name: "Anthropic"
      }
    }
  }
  let body: unknown
  let server: Loopback.Loopback
  beforeAll(async () => {
    server = await Loopback.start(() => Loopback.reply(400, body, { "content-type": "application/json" }))
  })
  afterAll(() => server.close())

  const reasons = async (answer: unknown): Promise<Array<string>> => {
    body = answer
    const openai = await new OpenAI({ apiKey: "sk-test", baseURL: `${server.url}/v1`, maxRetries: 0 }).chat.completions
      .create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] }).then(() => undefined, (e: unknown) => e)
    const anthropic = await new Anthropic({ apiKey: "sk-ant-test", baseURL: server.url, maxRetries: 0 }).messages
      .create({ model: "claude-sonnet-5-5", max_tokens: 16, messages: [{ role: "user", content: "hi" }] })
      .then(() => undefined, (e: unknown) => e)
    return [
      Classify.fromResponse({ status: 400, body: answer }).reason,
      Classify.classify(openai).reason,
      Classify.classify(anthropic).reason
    ]
  }

  it("a relay's message that says the upstream's words already is not followed by them again", async () => {
    for (const reason of await reasons(repeated)) {
      expect(reason).toContain("Input validation error")
      expect(reason.split("Input validation error").length, reason).toBe(2)
    }
  })

  it("the upstream's words are one line, as the rest of the reason", async () => {
    for (const reason of await reasons(multiline)) {
      expect(reason).toContain("(Anthropic: Invalid request: messages.3: tool_use ids must be unique)")
    }
  })
})
