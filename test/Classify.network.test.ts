import Anthropic from "@anthropic-ai/sdk"
import { AiError, LanguageModel, Prompt } from "@effect/ai"
import {
  FetchHttpClient,
  HttpBody,
  HttpClient,
  HttpClientError,
  type HttpClientResponse,
  Socket
} from "@effect/platform"
import { NodeHttpClient, NodeSocket } from "@effect/platform-node"
import { Rpc, RpcClient, RpcClientError, RpcGroup, RpcSerialization } from "@effect/rpc"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Cause, Duration, Effect, Either, Exit, type Layer, Option, Schema, Stream } from "effect"
import { Classify, type Failure, Retry, RetrySchedule, Testing } from "effect-resilience"
import * as crypto from "node:crypto"
import * as dgram from "node:dgram"
import * as dns from "node:dns/promises"
import * as http from "node:http"
import * as net from "node:net"
import type * as stream from "node:stream"
import OpenAI from "openai"
import { azureManagedIdentityTokenProvider, gcpIDTokenProvider } from "openai/auth/subject-token-providers"
import type { SubjectTokenProvider } from "openai/auth/types"
import {
  Agent,
  CloseEvent,
  type Dispatcher,
  fetch as undiciFetch,
  interceptors,
  request as undiciRequest,
  WebSocket
} from "undici"
import * as Responses from "./support/aiResponses.js"
import * as Loopback from "./support/loopback.js"

const caught = (p: Promise<unknown>): Promise<unknown> => p.then(() => undefined, (e: unknown) => e)

const chat = (client: OpenAI) =>
  caught((async () => {
    const stream = await client.chat.completions.create({
      model: "gpt-4o",
      stream: true,
      messages: [{ role: "user", content: "hi" }]
    })
    for await (const _ of stream) {
      // drain
    }
  })())

const messages = (client: Anthropic) =>
  caught((async () => {
    const stream = await client.messages.create({
      model: "claude-sonnet-5-5",
      max_tokens: 16,
      stream: true,
      messages: [{ role: "user", content: "hi" }]
    })
    for await (const _ of stream) {
      // drain
    }
  })())

/** Request options that send the SDKs' requests through an undici dispatcher (Node's `fetch` takes one). */
const withDispatcher = (dispatcher: Dispatcher): OpenAI.RequestOptions["fetchOptions"] =>
  ({ dispatcher }) as OpenAI.RequestOptions["fetchOptions"]

const chunk = { id: "c1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: "Hel" } }] }
const messageStart = {
  event: "message_start",
  data: { type: "message_start", message: { id: "m1", type: "message", role: "assistant", content: [], model: "x" } }
}

describe("Classify: real streams and network failures", () => {
  let server: Loopback.Loopback
  let closed: number
  beforeAll(async () => {
    server = await Loopback.start(Loopback.hang)
    closed = await Loopback.closedPort()
  })
  afterAll(() => server.close())

  const openai = (options?: { timeout?: number; port?: number }) =>
    new OpenAI({
      apiKey: "sk-test",
      baseURL: `http://127.0.0.1:${options?.port ?? server.port}/v1`,
      maxRetries: 0,
      ...(options?.timeout === undefined ? {} : { timeout: options.timeout })
    })
  const anthropic = () => new Anthropic({ apiKey: "sk-ant-test", baseURL: server.url, maxRetries: 0 })

  describe("mid-stream errors (HTTP 200, no status on the error)", () => {
    it("openai chat: data {error: server_error} is Retryable", async () => {
      server.setHandler(Loopback.sse([
        { data: chunk },
        { data: { error: { message: "The server had an error while processing your request.", type: "server_error" } } }
      ]))
      const error = await chat(openai())
      expect(error).toBeInstanceOf(OpenAI.APIError)
      expect((error as { status?: number }).status).toBeUndefined()
      const failure = Classify.classify(error)
      expect(failure._tag).toBe("Retryable")
      expect(failure.reason).toBe("APIError: The server had an error while processing your request.")
    })

    it("openai chat: data {error: context_length_exceeded} is ContextOverflow", async () => {
      server.setHandler(Loopback.sse([{
        data: {
          error: {
            message:
              "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.",
            code: "context_length_exceeded"
          }
        }
      }]))
      const failure = Classify.classify(await chat(openai()))
      expect(failure._tag).toBe("ContextOverflow")
      expect(failure._tag === "ContextOverflow" && [failure.tokens, failure.limit]).toEqual([9000, 8192])
    })

    it("openai chat: an empty error object mid-stream is a dropped stream: Retryable", async () => {
      server.setHandler(Loopback.sse([{ data: chunk }, { data: { error: {} } }]))
      expect(Classify.classify(await chat(openai()))._tag).toBe("Retryable")
    })

    it("openai chat: OpenRouter mid-stream error with a numeric code", async () => {
      server.setHandler(
        Loopback.sse([{ data: chunk }, { data: { error: { code: 502, message: "Provider disconnected" } } }])
      )
      const failure = Classify.classify(await chat(openai()))
      expect(failure._tag).toBe("Retryable")
      expect(failure.status).toBe(502)
    })

    it("anthropic: event error overloaded_error is Retryable", async () => {
      server.setHandler(Loopback.sse([
        messageStart,
        {
          event: "error",
          data: { type: "error", error: { details: null, type: "overloaded_error", message: "Overloaded" } }
        }
      ]))
      const error = await messages(anthropic())
      expect(error).toBeInstanceOf(Anthropic.APIError)
      const failure = Classify.classify(error)
      expect(failure._tag).toBe("Retryable")
      expect(failure.reason).toBe("APIError: overloaded_error: Overloaded")
    })

    it("anthropic: event error invalid_request_error is Fatal, prompt too long is ContextOverflow", async () => {
      server.setHandler(Loopback.sse([{
        event: "error",
        data: { type: "error", error: { type: "invalid_request_error", message: "tools.0: unknown field" } }
      }]))
      expect(Classify.classify(await messages(anthropic()))._tag).toBe("Fatal")
      server.setHandler(Loopback.sse([{
        event: "error",
        data: {
          type: "error",
          error: { type: "invalid_request_error", message: "prompt is too long: 201000 tokens > 200000 maximum" }
        }
      }]))
      expect(Classify.classify(await messages(anthropic()))._tag).toBe("ContextOverflow")
    })

    it("anthropic: an error event with an empty body is a dropped stream: Retryable", async () => {
      server.setHandler(Loopback.sse([messageStart, "event: error\ndata: \n\n"]))
      const error = await messages(anthropic())
      expect(error).toBeInstanceOf(Anthropic.APIError)
      expect(Classify.classify(error)._tag).toBe("Retryable")
    })

    it("a stream cut mid-flight is Retryable (openai and anthropic)", async () => {
      server.setHandler(Loopback.sse([{ data: chunk }], { end: "destroy" }))
      const viaOpenAI = Classify.classify(await chat(openai()))
      expect(viaOpenAI._tag, viaOpenAI.reason).toBe("Retryable")
      server.setHandler(Loopback.sse([messageStart], { end: "destroy" }))
      const viaAnthropic = Classify.classify(await messages(anthropic()))
      expect(viaAnthropic._tag, viaAnthropic.reason).toBe("Retryable")
    })
  })

  describe("transport failures", () => {
    it("a closed port through the openai SDK: APIConnectionError → Retryable", async () => {
      const error = await caught(openai({ port: closed }).models.list())
      expect(error).toBeInstanceOf(OpenAI.APIConnectionError)
      const failure = Classify.classify(error)
      expect(failure._tag).toBe("Retryable")
      expect(failure.reason).toMatch(/^APIConnectionError: Connection error\. \(cause: TypeError: fetch failed/)
      expect(failure.reason).toContain("ECONNREFUSED")
    })

    it("a closed port through global fetch: TypeError fetch failed with a cause → Retryable", async () => {
      const error = await caught(fetch(`http://127.0.0.1:${closed}/`))
      expect(error).toBeInstanceOf(TypeError)
      const failure = Classify.classify(error)
      expect(failure._tag).toBe("Retryable")
      expect(failure.reason).toMatch(/^TypeError: fetch failed \(cause: .*ECONNREFUSED/)
    })

    it("a socket destroyed mid-body is Retryable", async () => {
      server.setHandler(
        Loopback.destroy({ status: 200, headers: { "content-type": "application/json" }, partial: "{\"id\":" })
      )
      const viaFetch = await caught(fetch(server.url).then((r) => r.text()))
      expect(Classify.classify(viaFetch)._tag).toBe("Retryable")
      const viaSdk = await caught(openai().models.list())
      const failure = Classify.classify(viaSdk)
      expect(failure._tag, failure.reason).toBe("Retryable")
    })

    it("a connection dropped before any response is Retryable", async () => {
      server.setHandler(Loopback.destroy())
      const failure = Classify.classify(await caught(fetch(server.url)))
      expect(failure._tag, failure.reason).toBe("Retryable")
    })

    it("the SDK's own timeout: APIConnectionTimeoutError → Retryable", async () => {
      server.setHandler(Loopback.hang)
      const error = await caught(openai({ timeout: 50 }).models.list())
      expect(error).toBeInstanceOf(OpenAI.APIConnectionTimeoutError)
      const failure = Classify.classify(error)
      expect(failure._tag).toBe("Retryable")
      expect(failure.reason).toBe("APIConnectionTimeoutError: Request timed out.")
    })

    it("AbortSignal.timeout given to the SDKs as `signal`: APIUserAbortError without its reason, Fatal (README: use `timeout`)", async () => {
      // both clients throw a bare APIUserAbortError for any aborted signal (no cause, no reason): nothing in the error
      // tells a deadline from a user's abort, so it stays Fatal; the README says to give them their own `timeout`
      server.setHandler(Loopback.hang)
      const viaOpenAI = await caught(openai().models.list({ signal: AbortSignal.timeout(50) }))
      expect(viaOpenAI).toBeInstanceOf(OpenAI.APIUserAbortError)
      expect((viaOpenAI as Error).cause).toBeUndefined()
      expect(Classify.classify(viaOpenAI)._tag).toBe("Fatal")
      const viaAnthropic = await caught(anthropic().models.list({}, { signal: AbortSignal.timeout(50) }))
      expect(viaAnthropic).toBeInstanceOf(Anthropic.APIUserAbortError)
      expect(Classify.classify(viaAnthropic)._tag).toBe("Fatal")
      // and mid-stream the raw iterator ends quietly when the signal fires: no error at all, a cut answer
      server.setHandler(Loopback.sse([{ data: chunk }], { end: "hang" }))
      const stream = await openai().chat.completions.create(
        { model: "gpt-4o", stream: true, messages: [{ role: "user", content: "hi" }] },
        { signal: AbortSignal.timeout(100) }
      )
      const received: Array<unknown> = []
      for await (const event of stream) received.push(event)
      expect(received).toHaveLength(1)
    })

    it("AbortSignal.timeout on fetch: TimeoutError → Retryable", async () => {
      server.setHandler(Loopback.hang)
      const error = await caught(fetch(server.url, { signal: AbortSignal.timeout(50) }))
      expect(Classify.classify(error)._tag).toBe("Retryable")
    })

    it("AbortSignal.timeout on node:http: an AbortError whose cause is the TimeoutError → Retryable", async () => {
      server.setHandler(Loopback.hang)
      const request = (signal: AbortSignal) =>
        caught(
          new Promise((resolve, reject) => {
            const req = http.request(server.url, { signal }, resolve)
            req.on("error", reject)
            req.end()
          })
        )
      const timedOut = (await request(AbortSignal.timeout(50))) as Error
      expect(timedOut.name).toBe("AbortError")
      expect((timedOut.cause as Error).name).toBe("TimeoutError")
      expect(Classify.classify(timedOut)._tag).toBe("Retryable")
      // as text, as an agent keeps it
      expect(Classify.classify((timedOut.cause as Error).message)._tag).toBe("Retryable")
      // a user's abort in the same place stays Fatal
      const controller = new AbortController()
      const pending = request(controller.signal)
      setTimeout(() => controller.abort(), 30)
      expect(Classify.classify(await pending)._tag).toBe("Fatal")
    })

    it("a request undici refuses to send (a hop-by-hop header, a stale content-length) is Fatal under 'fetch failed'", async () => {
      // a proxy or middleware forwarding its incoming request's headers, or the length of a body it then rewrote: undici
      // refuses the request before any connection (UND_ERR_INVALID_ARG, UND_ERR_NOT_SUPPORTED,
      // UND_ERR_REQ_CONTENT_LENGTH_MISMATCH), and fetch throws "fetch failed" around it every time. It was Retryable:
      // a retry layer sent the same request again until it gave up.
      server.setHandler(Loopback.reply(200, { ok: true }))
      const refused = async (headers: Record<string, string>, send: typeof fetch = fetch) => {
        const error = await caught(send(server.url, { method: "POST", headers, body: "{\"a\":1}" }))
        expect(error).toBeInstanceOf(TypeError)
        return Classify.classify(error)
      }
      const invalid = await refused({ "transfer-encoding": "chunked" })
      expect([invalid._tag, invalid.reason]).toEqual([
        "Fatal",
        "TypeError: fetch failed (cause: UND_ERR_INVALID_ARG InvalidArgumentError: invalid transfer-encoding header)"
      ])
      expect((await refused({ "keep-alive": "timeout=5" }))._tag).toBe("Fatal")
      expect((await refused({ "content-length": "99" }))._tag).toBe("Fatal")
      expect((await refused({ expect: "100-continue" }))._tag).toBe("Fatal")
      // undici 7's fetch checks the length later, with its own code
      const mismatch = await refused({ "content-length": "99" }, undiciFetch as unknown as typeof fetch)
      expect([mismatch._tag, mismatch.reason]).toEqual([
        "Fatal",
        "TypeError: fetch failed (cause: UND_ERR_REQ_CONTENT_LENGTH_MISMATCH RequestContentLengthMismatchError: " +
        "Request body length does not match content-length header)"
      ])
      // through the SDKs (APIConnectionError) and @effect/platform (RequestError Transport)
      const viaOpenAI = await caught(
        new OpenAI({
          apiKey: "sk-test",
          baseURL: `${server.url}/v1`,
          maxRetries: 0,
          defaultHeaders: { "Transfer-Encoding": "chunked" }
        }).chat.completions.create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] })
      )
      expect(viaOpenAI).toBeInstanceOf(OpenAI.APIConnectionError)
      expect(Classify.classify(viaOpenAI)._tag).toBe("Fatal")
      const viaAnthropic = await caught(
        new Anthropic({
          apiKey: "sk-ant-test",
          baseURL: server.url,
          maxRetries: 0,
          defaultHeaders: { "Keep-Alive": "timeout=5" }
        }).messages.create({ model: "claude-sonnet-4-5", max_tokens: 16, messages: [{ role: "user", content: "hi" }] })
      )
      expect(viaAnthropic).toBeInstanceOf(Anthropic.APIConnectionError)
      expect(Classify.classify(viaAnthropic)._tag).toBe("Fatal")
      const viaPlatform = await Effect.runPromise(
        Effect.flatMap(
          HttpClient.HttpClient,
          (client) =>
            client.post(server.url, { headers: { "transfer-encoding": "chunked" }, body: HttpBody.text("{}") })
        ).pipe(
          Effect.flip,
          Effect.provide(FetchHttpClient.layer)
        )
      )
      expect(viaPlatform).toMatchObject({ _tag: "RequestError", reason: "Transport" })
      expect(Classify.classify(viaPlatform)._tag).toBe("Fatal")
      // the network's own failures under the same frame still pass
      const closedPort = Classify.classify(await caught(fetch(`http://127.0.0.1:${closed}/`, { method: "POST" })))
      expect(closedPort._tag).toBe("Retryable")
    })

    it("a DNS server that does not answer (c-ares' ETIMEOUT, dns.Resolver) → Retryable", async () => {
      // a UDP "DNS server" on loopback that never answers
      const socket = dgram.createSocket("udp4")
      await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve))
      try {
        const resolver = new dns.Resolver({ timeout: 100, tries: 1 })
        resolver.setServers([`127.0.0.1:${socket.address().port}`])
        const error = (await caught(resolver.resolve4("api.openai.com"))) as NodeJS.ErrnoException
        expect(error.code).toBe("ETIMEOUT")
        expect(Classify.classify(error)._tag).toBe("Retryable")
        expect(Classify.classify(error.message)._tag).toBe("Retryable")
      } finally {
        socket.close()
      }
    })

    it("happy eyeballs refused on ::1 and 127.0.0.1: Node's AggregateError (no message), bare and under fetch → Retryable", async () => {
      // both families of a name, as `localhost` resolves on a dual-stack host
      const lookup: net.LookupFunction = (_host, options, done) =>
        options.all === true
          ? done(null, [{ address: "::1", family: 6 }, { address: "127.0.0.1", family: 4 }])
          : done(null, "::1", 6)
      const bare = await caught(
        new Promise((resolve, reject) =>
          net.connect({ host: "dual.test", port: closed, autoSelectFamily: true, lookup }, () => resolve(undefined))
            .on("error", reject)
        )
      )
      expect(bare).toBeInstanceOf(AggregateError)
      const dispatcher = new Agent({ connect: { lookup, autoSelectFamily: true } })
      const viaOpenAI = await caught(
        new OpenAI({
          apiKey: "sk-test",
          baseURL: `http://dual.test:${closed}/v1`,
          maxRetries: 0,
          fetchOptions: withDispatcher(dispatcher)
        }).models.list()
      )
      await dispatcher.close()
      expect([bare, viaOpenAI].map((e) => Classify.classify(e)._tag)).toEqual(["Retryable", "Retryable"])
      expect(Classify.classify(viaOpenAI).reason).toContain("ECONNREFUSED AggregateError")
    })

    it("undici's own deadlines through the SDKs (headersTimeout, bodyTimeout on a stalled stream) → Retryable", async () => {
      const stalls = new Agent({ headersTimeout: 100, bodyTimeout: 100 })
      const client = new OpenAI({
        apiKey: "sk-test",
        baseURL: `${server.url}/v1`,
        maxRetries: 0,
        fetchOptions: withDispatcher(stalls)
      })
      server.setHandler(Loopback.hang)
      const headers = await caught(client.models.list())
      server.setHandler(Loopback.sse([{ data: chunk }], { end: "hang" }))
      const body = await chat(client)
      await stalls.destroy()
      expect(headers).toBeInstanceOf(OpenAI.APIConnectionTimeoutError)
      expect(Classify.classify(headers)._tag).toBe("Retryable")
      expect(Classify.classify(body)).toMatchObject({ _tag: "Retryable" })
      expect(Classify.classify(body).reason).toContain("UND_ERR_BODY_TIMEOUT")
    })

    it("undici's responseError interceptor: its ResponseError is read by its statusCode and headers", async () => {
      const dispatcher = new Agent().compose(interceptors.responseError())
      const answer = async (status: number) => {
        server.setHandler(Loopback.reply(status, { error: { message: "no" } }, { "retry-after": "7" }))
        return Classify.classify(await caught(undiciRequest(server.url, { dispatcher })))
      }
      const limited = await answer(429)
      const denied = await answer(401)
      const bad = await answer(400)
      await dispatcher.close()
      expect(limited).toMatchObject({ _tag: "Retryable", status: 429 })
      expect(limited._tag === "Retryable" && limited.retryAfter && Duration.toMillis(limited.retryAfter)).toBe(7000)
      expect([denied._tag, bad._tag]).toEqual(["Permanent", "Fatal"])
    })

    it("a user abort is never retried: Fatal, and the reason names the abort", async () => {
      server.setHandler(Loopback.hang)
      const controller = new AbortController()
      const pending = caught(openai().models.list({ signal: controller.signal }))
      setTimeout(() => controller.abort(), 30)
      const error = await pending
      expect(error).toBeInstanceOf(OpenAI.APIUserAbortError)
      const failure = Classify.classify(error)
      expect(failure._tag).toBe("Fatal")
      expect(failure.reason).toBe("APIUserAbortError: Request was aborted.")

      const viaFetch = new AbortController()
      const fetching = caught(fetch(server.url, { signal: viaFetch.signal }))
      setTimeout(() => viaFetch.abort(), 30)
      const aborted = Classify.classify(await fetching)
      expect(aborted._tag).toBe("Fatal")
      expect(aborted.reason).toMatch(/^AbortError: /)
    })

    it("anthropic: a user abort is Fatal, a closed port is Retryable", async () => {
      server.setHandler(Loopback.hang)
      const controller = new AbortController()
      const client = anthropic()
      const pending = caught(client.models.list({}, { signal: controller.signal }))
      setTimeout(() => controller.abort(), 30)
      expect(Classify.classify(await pending)._tag).toBe("Fatal")
      const refused = new Anthropic({ apiKey: "k", baseURL: `http://127.0.0.1:${closed}`, maxRetries: 0 })
      expect(Classify.classify(await caught(refused.models.list()))._tag).toBe("Retryable")
    })
  })

  describe("@effect/platform HttpClient (FetchHttpClient)", () => {
    // replies Node's server would not frame; each says `connection: close` (Loopback.raw insists), see the test after
    // the next
    const badChunk = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n" +
      "connection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"
    const notGzip = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-encoding: gzip\r\n" +
      "connection: close\r\ncontent-length: 18\r\n\r\n\x1f\x8b\x08\x00garbagegarbage"

    it.effect("a closed port: RequestError Transport → Retryable", () =>
      Effect.gen(function*() {
        const client = yield* HttpClient.HttpClient
        const result = yield* Effect.either(client.get(`http://127.0.0.1:${closed}/`))
        expect(Either.isLeft(result)).toBe(true)
        const failure = Classify.classify(Either.isLeft(result) ? result.left : undefined)
        expect(failure._tag).toBe("Retryable")
        expect(failure.reason).toMatch(/^RequestError: Transport/)
      }).pipe(Effect.provide(FetchHttpClient.layer)))

    it.effect("a 503 with retry-after: ResponseError → Retryable with the hint", () =>
      Effect.gen(function*() {
        server.setHandler(Loopback.reply(503, "busy", { "retry-after": "2" }))
        const client = (yield* HttpClient.HttpClient).pipe(HttpClient.filterStatusOk)
        const result = yield* Effect.either(client.get(server.url))
        const failure = Classify.classify(Either.isLeft(result) ? result.left : undefined)
        expect(failure._tag).toBe("Retryable")
        expect(failure.status).toBe(503)
        expect(failure._tag === "Retryable" && failure.retryAfter && Duration.toMillis(failure.retryAfter)).toBe(2000)
        server.setHandler(Loopback.reply(401, "no"))
        const denied = yield* Effect.either(client.get(server.url))
        expect(Classify.classify(Either.isLeft(denied) ? denied.left : undefined)._tag).toBe("Permanent")
      }).pipe(Effect.provide(FetchHttpClient.layer)))

    it.effect("a 200 whose body breaks off: ResponseError Decode → Retryable; a 400's unreadable body stays Fatal", () =>
      Effect.gen(function*() {
        const client = yield* HttpClient.HttpClient
        const readJson = Effect.flatMap(client.get(server.url), (response) => response.json)
        server.setHandler(
          Loopback.destroy({ status: 200, headers: { "content-type": "application/json" }, partial: "{\"id\":" })
        )
        const cut = yield* Effect.flip(readJson)
        expect(cut).toMatchObject({ _tag: "ResponseError", reason: "Decode", response: { status: 200 } })
        expect(Classify.classify(cut)).toMatchObject({ _tag: "Retryable", status: 200 })
        server.setHandler(Loopback.reply(400, "not json", { "content-type": "application/json" }))
        const unreadable = yield* Effect.flip(readJson)
        expect(unreadable).toMatchObject({ _tag: "ResponseError", reason: "Decode", response: { status: 400 } })
        expect(Classify.classify(unreadable)).toMatchObject({ _tag: "Fatal", status: 400 })
      }).pipe(Effect.provide(FetchHttpClient.layer)))

    it.effect("a 200 whose body is malformed (a bad chunk size, a body mislabelled as gzip): Decode, Fatal as through fetch and the SDKs", () => {
      const sdk = new OpenAI({ apiKey: "sk-test", baseURL: `${server.url}/v1`, maxRetries: 0 })
      const bodyReads = [
        (r: HttpClientResponse.HttpClientResponse) => r.json,
        (r: HttpClientResponse.HttpClientResponse) => r.text,
        (r: HttpClientResponse.HttpClientResponse) => Stream.runDrain(r.stream)
      ]
      // what the same reply fails with through each client, read as json, text and stream
      const failures = (bytes: string, layers: ReadonlyArray<Layer.Layer<HttpClient.HttpClient>>) =>
        Effect.gen(function*() {
          server.setHandler(Loopback.raw(Buffer.from(bytes, "latin1")))
          const sdkError = yield* Effect.promise(() =>
            caught(sdk.chat.completions.create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] }))
          )
          const platform = []
          for (const layer of layers) {
            for (const read of bodyReads) {
              platform.push(
                yield* HttpClient.get(server.url).pipe(Effect.flatMap(read), Effect.flip, Effect.provide(layer))
              )
            }
          }
          return { sdkError, platform }
        })
      return Effect.gen(function*() {
        // undici's own `request` (NodeHttpClient.layerUndici) does not undo a content-encoding: it sees no gzip
        for (
          const [bytes, layers] of [
            [badChunk, [FetchHttpClient.layer, NodeHttpClient.layerUndici]],
            [notGzip, [FetchHttpClient.layer]]
          ] as const
        ) {
          const { platform, sdkError } = yield* failures(bytes, layers)
          expect(Classify.classify(sdkError)._tag).toBe("Fatal")
          for (const error of platform) {
            // the fields, not the error: chai renders a failed match's error through its inspect hook, which returns
            // the error itself when it is the Proxy Effect puts a span on: "Maximum call stack size exceeded" hid what
            // the error was
            const status = "response" in error ? error.response.status : undefined
            expect({ _tag: error._tag, reason: error.reason, status }, String(error))
              .toEqual({ _tag: "ResponseError", reason: "Decode", status: 200 })
            expect(Classify.classify(error), Classify.classify(error).reason).toMatchObject({
              _tag: "Fatal",
              status: 200
            })
          }
        }
      })
    })

    it.effect("the malformed replies' connections are not reused, however late the FIN: each read fails as its bytes do", () =>
      // A CI run (session 55) saw the test before fail ("Maximum call stack size exceeded", hiding a RequestError
      // Transport) and the test after see 2 requests: Loopback.raw ends the connection after a notGzip framed whole by
      // its content-length, undici's fetch kept the connection, and now and then sent the next request on it before it
      // read the FIN: "other side closed", Retryable, the request recorded by the server all the same (74 in 20 000
      // sequential fetches on an idle machine). A FIN 100 ms late makes it happen every time the client reuses the
      // connection; `connection: close` makes it never reuse one
      Effect.gen(function*() {
        const late = yield* Effect.acquireRelease(
          Effect.async<net.Server>((resume) => {
            // as Loopback.raw: the first request on a connection is answered, a later one never is
            const listener = net.createServer((socket) => {
              let answered = false
              socket.on("error", () => {})
              socket.on("data", (data) => {
                if (answered || !data.includes("\r\n\r\n")) return
                answered = true
                socket.write(Buffer.from(notGzip, "latin1"))
                setTimeout(() => socket.end(), 100)
              })
            })
            listener.listen(0, "127.0.0.1", () => resume(Effect.succeed(listener)))
          }),
          (listener) =>
            Effect.async<void>((resume) => {
              listener.close(() => resume(Effect.void))
            })
        )
        const url = `http://127.0.0.1:${(late.address() as net.AddressInfo).port}`
        const reads = []
        for (let i = 0; i < 3; i++) {
          const error = yield* HttpClient.get(url).pipe(
            Effect.flatMap((response) => response.text),
            Effect.flip,
            Effect.provide(FetchHttpClient.layer)
          )
          reads.push(`${error._tag} ${error.reason}`)
        }
        expect(reads).toEqual(["ResponseError Decode", "ResponseError Decode", "ResponseError Decode"])
        expect(() => Loopback.raw(notGzip.replace("connection: close\r\n", ""))).toThrow(/connection: close/)
      }).pipe(Effect.scoped))

    it.effect("a 200 whose body the program had read already: Decode, Fatal (the same code reads it twice again)", () =>
      Effect.gen(function*() {
        // a tool that hashes the bytes and then decodes the JSON, or reads the text after draining the stream: fetch's
        // "Body is unusable", undici's `request` body "unusable" or its kConsume assertion. Read as a body that broke
        // off, it was Retryable: a retry layer sent the whole request again, to fail the same way, and gave up as
        // Exhausted, the program's fault reported as the server's
        server.setHandler(Loopback.reply(200, { ok: true }))
        const readTwice = [
          (r: HttpClientResponse.HttpClientResponse) => Effect.zipRight(r.arrayBuffer, r.json),
          (r: HttpClientResponse.HttpClientResponse) => Effect.zipRight(Stream.runDrain(r.stream), r.text)
        ]
        for (const layer of [FetchHttpClient.layer, NodeHttpClient.layerUndici]) {
          for (const read of readTwice) {
            const before = server.requests.length
            const call = HttpClient.get(server.url).pipe(Effect.flatMap(read), Effect.provide(layer))
            const run = yield* Testing.runWithTestClock(Retry.retry(call, { schedule: RetrySchedule.standard }))
            const failure = Cause.squash(Exit.isFailure(run.exit) ? run.exit.cause : Cause.empty)
            expect(failure, String(failure)).toMatchObject({ _tag: "Fatal", status: 200 })
            expect((failure as Failure.Fatal).reason).toMatch(/^ResponseError: Decode error \(200 GET .*\(cause: /)
            expect(server.requests.length - before).toBe(1)
          }
        }
        // read from the client's whole message, not from words: @effect/ai renders the request into a cut stream's
        // error (which also re-reads the spent body), and a prompt of those words leaves the cut Retryable
        const cut = Responses.textStream(["The", " GIL"])
        server.setHandler({ ...cut, events: cut.events.slice(0, 3), end: "destroy" })
        const dropped = yield* LanguageModel.streamText({ prompt: "Body is unusable: Body has already been read" })
          .pipe(
            Stream.runDrain,
            Effect.flip,
            Effect.provide(Responses.openAi(server.url))
          )
        expect(dropped).toMatchObject({ _tag: "HttpResponseError", reason: "Decode" })
        expect(Classify.classify(dropped)).toMatchObject({ _tag: "Retryable", status: 200 })
      }))

    it.effect("a 200 read twice through an older fetch ('Body is unusable', undici before 6.14): Fatal as well", () =>
      Effect.gen(function*() {
        // undici's fetch said only "Body is unusable" until 6.14.0 (nodejs/undici#3105, 2024-04): the fetch of the Node
        // 20 releases that bundle undici 5 (engines: >=20), and an `undici` fetch of those versions given to
        // FetchHttpClient.Fetch. @effect/platform wraps the read's TypeError as below (httpClientResponse.ts), around
        // the real response; it was Retryable, the whole request sent five times to fail the same way
        server.setHandler(Loopback.reply(200, { ok: true }))
        const response = yield* HttpClient.get(server.url).pipe(Effect.provide(FetchHttpClient.layer))
        yield* response.arrayBuffer
        const readAgain = new HttpClientError.ResponseError({
          request: response.request,
          response,
          reason: "Decode",
          cause: new TypeError("Body is unusable")
        })
        expect(Classify.classify(readAgain)).toMatchObject({ _tag: "Fatal", status: 200 })
      }))
  })

  describe("@effect/ai AiError", () => {
    const request = { method: "POST" as const, url: "http://x/v1", urlParams: [], hash: Option.none(), headers: {} }

    it("HttpResponseError uses the response status, headers and body", () => {
      const error = new AiError.HttpResponseError({
        module: "OpenAiClient",
        method: "createResponse",
        reason: "StatusCode",
        request,
        response: { status: 429, headers: { "retry-after": "3" } },
        body: JSON.stringify({ error: { message: "You exceeded your current quota", code: "insufficient_quota" } })
      })
      expect(Classify.classify(error)._tag).toBe("Permanent")
      const overloaded = new AiError.HttpResponseError({
        module: "AnthropicClient",
        method: "createMessage",
        reason: "StatusCode",
        request,
        response: { status: 529, headers: { "retry-after": "3" } },
        body: JSON.stringify({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } })
      })
      const failure = Classify.classify(overloaded)
      expect(failure._tag).toBe("Retryable")
      expect(failure._tag === "Retryable" && failure.retryAfter && Duration.toMillis(failure.retryAfter)).toBe(3000)
      expect(failure.reason).toMatch(/^HttpResponseError: /)
    })

    it("HttpResponseError Decode at a 2xx (a body that broke off) is Retryable; at a 4xx the status decides", () => {
      const decode = (status: number) =>
        new AiError.HttpResponseError({
          module: "OpenAiClient",
          method: "createResponse",
          reason: "Decode",
          request,
          response: { status, headers: {} }
        })
      expect(Classify.classify(decode(200))).toMatchObject({ _tag: "Retryable", status: 200 })
      expect(Classify.classify(decode(204))._tag).toBe("Retryable")
      expect(Classify.classify(decode(400))._tag).toBe("Fatal")
      const statusCode = new AiError.HttpResponseError({
        module: "OpenAiClient",
        method: "createResponse",
        reason: "StatusCode",
        request,
        response: { status: 200, headers: {} }
      })
      expect(Classify.classify(statusCode)._tag).toBe("Fatal")
    })

    it("HttpRequestError Transport is Retryable, Encode is Fatal; Malformed output is Fatal", () => {
      const transport = new AiError.HttpRequestError({ module: "m", method: "x", reason: "Transport", request })
      expect(Classify.classify(transport)._tag).toBe("Retryable")
      const encode = new AiError.HttpRequestError({ module: "m", method: "x", reason: "Encode", request })
      expect(Classify.classify(encode)._tag).toBe("Fatal")
      const unknown = new AiError.UnknownError({ module: "m", method: "x", description: "boom" })
      expect(Classify.classify(unknown)._tag).toBe("Fatal")
    })

    it.effect("MalformedOutput and MalformedInput from @effect/ai-openai: Fatal, and the reason says what failed", () =>
      Effect.gen(function*() {
        // a 200 whose JSON is no Response (a proxy's own answer), and a file the package cannot send: their messages render
        // every field, so the reason was cut at 500 characters inside the ParseError's tree, before what was missing
        server.setHandler(Loopback.reply(200, { status: "ok" }))
        const malformed = yield* Effect.flip(LanguageModel.generateText({ prompt: "Hi" }))
        expect(malformed).toBeInstanceOf(AiError.MalformedOutput)
        const output = Classify.classify(malformed)
        expect(output._tag).toBe("Fatal")
        expect(output.reason).toMatch(/^MalformedOutput: OpenAiClient\.createResponse \(cause: ParseError: /)
        expect(output.reason).toContain("is missing")
        const file = yield* Effect.flip(LanguageModel.generateText({
          prompt: Prompt.make([{
            role: "user",
            content: [{ type: "file", mediaType: "application/x-unknown", data: new Uint8Array([1]) }]
          }])
        }))
        expect(file).toBeInstanceOf(AiError.MalformedInput)
        expect(Classify.classify(file)).toMatchObject({
          _tag: "Fatal",
          reason: "MalformedInput: OpenAiLanguageModel.prepareMessages: Detected unsupported media type for file: " +
            "'application/x-unknown'"
        })
      }).pipe(Effect.provide(Responses.openAi(server.url))))
  })

  describe("openai workload identity: the metadata server's answer decides", () => {
    // the providers' fixed metadata hosts, sent to the loopback server by the fetch the client and the provider are given
    const viaServer: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      return fetch(`${server.url}${url.pathname}${url.search}`, init)
    }
    const withProvider = (provider: SubjectTokenProvider) =>
      caught(
        new OpenAI({
          baseURL: `${server.url}/v1`,
          maxRetries: 0,
          fetch: viaServer,
          workloadIdentity: { identityProviderId: "idp-1", serviceAccountId: "sa-1", provider }
        }).chat.completions.create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] })
      )
    const azure = (status: number) => {
      server.setHandler(Loopback.reply(status, { error: "invalid_request", error_description: "Identity not found" }))
      return withProvider(azureManagedIdentityTokenProvider(undefined, { fetch: viaServer }))
    }
    const gcp = (status: number, body: string) => {
      server.setHandler(Loopback.reply(status, body, { "content-type": "text/html" }))
      return withProvider(gcpIDTokenProvider(undefined, { fetch: viaServer }))
    }

    it("Azure IMDS: a 400 (no managed identity) is Permanent; its 404 (updating), 429 and 5xx pass", async () => {
      expect(Classify.classify(await azure(400))._tag).toBe("Permanent")
      // inside a wrapper's message too (it was Permanent only as the whole message)
      const wrapped = new Error(`Model call failed: ${(await azure(400) as Error).message}.`)
      expect(Classify.classify(wrapped)._tag).toBe("Permanent")
      expect(Classify.classify(await azure(404))._tag).toBe("Retryable")
      expect(Classify.classify(await azure(429))._tag).toBe("Retryable")
      expect(Classify.classify(await azure(503))._tag).toBe("Retryable")
    })

    it("a metadata server that never answers: the provider's own timer aborts, a timeout, not a user's abort", async () => {
      server.setHandler(Loopback.hang)
      const imds = Classify.classify(
        await withProvider(azureManagedIdentityTokenProvider(undefined, { fetch: viaServer, timeout: 100 }))
      )
      const metadata = Classify.classify(
        await withProvider(gcpIDTokenProvider(undefined, { fetch: viaServer, timeout: 100 }))
      )
      // both were Fatal: read as the caller's abort, they stopped every retry layer at once
      expect([imds._tag, metadata._tag]).toEqual(["Retryable", "Retryable"])
      // a caller's own abort whose text names the provider is still the caller's
      const own = new DOMException("failed to fetch token from imdsv2 aborted by user", "AbortError")
      expect(Classify.classify(own)._tag).toBe("Fatal")
      const around = Object.assign(new Error("Request was aborted."), {
        name: "AbortError",
        cause: new Error("failed to fetch token from IMDS")
      })
      expect(Classify.classify(around)._tag).toBe("Fatal")
    })

    it("GCP metadata server: its status decides, not the words 'Failed to fetch'", async () => {
      const scopes = Classify.classify(await gcp(403, "Request had insufficient authentication scopes."))
      expect([scopes._tag, scopes.status]).toEqual(["Permanent", 403])
      // on the identity endpoint a 404 is a VM without a service account: broken for every call until a person acts
      const missing = Classify.classify(await gcp(404, "Not Found\n"))
      expect([missing._tag, missing.status]).toEqual(["Permanent", 404])
      expect(Classify.classify(await gcp(503, ""))._tag).toBe("Retryable")
    })
  })
})

/**
 * A WebSocket server on 127.0.0.1 that accepts the handshake and hands the upgraded socket to `onOpen`: the RFC 6455
 * handshake written by hand, so that no WebSocket server package is needed.
 */
const webSocketServer = async (
  onOpen: (socket: stream.Duplex) => void
): Promise<{ url: string; close: () => Promise<void> }> => {
  const server = http.createServer()
  const sockets = new Set<stream.Duplex>()
  server.on("upgrade", (req, socket) => {
    sockets.add(socket)
    const accept = crypto.createHash("sha1")
      .update(`${req.headers["sec-websocket-key"]}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest("base64")
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`
    )
    onOpen(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        // an upgraded socket is no longer the server's to close
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

/** Ends a WebSocket with one unmasked close frame: `code` and `reason`, or no payload at all (`undefined`). */
const endWithClose = (socket: stream.Duplex, code: number | undefined, reason = ""): void => {
  const payload = code === undefined
    ? Buffer.alloc(0)
    : Buffer.concat([Buffer.from([code >> 8, code & 0xff]), Buffer.from(reason, "utf8")])
  socket.end(Buffer.concat([Buffer.from([0x88, payload.length]), payload]))
}

/** A WebSocket server on 127.0.0.1 that accepts the handshake and closes at once with `code` and `reason`. */
const closingServer = (code: number, reason: string): Promise<{ url: string; close: () => Promise<void> }> =>
  webSocketServer((socket) => endWithClose(socket, code, reason))

/** The `close` event undici's WebSocket dispatches when the server closes with `code` and `reason`. */
const closeEvent = async (code: number, reason: string): Promise<unknown> => {
  const server = await closingServer(code, reason)
  try {
    return await new Promise((resolve) => {
      const socket = new WebSocket(server.url)
      socket.addEventListener("close", resolve)
    })
  } finally {
    await server.close()
  }
}

describe("Classify: a WebSocket's close event (undici's WebSocket against a loopback server)", () => {
  it("a server failing (1011) or restarting (1012) is a dropped stream; its reason's words decide the rest", async () => {
    // Gemini Live's closes (https://github.com/googleapis/python-genai/issues/760,
    // https://github.com/yagudaev/voiceclaw/pull/155, https://github.com/googleapis/js-genai/issues/1236)
    const failing = await closeEvent(1011, "The service is currently unavailable.")
    const restarting = await closeEvent(1012, "")
    const expired = await closeEvent(1007, "API key expired. Please renew the API key.")
    const policy = await closeEvent(1008, "Operation is not implemented, or supported, or enabled")
    expect(failing).toBeInstanceOf(CloseEvent)
    expect([failing, restarting, expired, policy].map((e) => Classify.classify(e)._tag)).toEqual([
      "Retryable",
      "Retryable",
      "Permanent",
      "Fatal"
    ])
  })
})

/** The `SocketCloseError` `@effect/platform`'s WebSocket fails with when the server closes with `code` and `reason`. */
const socketCloseError = async (
  code: number,
  reason: string,
  options?: { readonly closeCodeIsError: (code: number) => boolean }
): Promise<unknown> => {
  const server = await closingServer(code, reason)
  try {
    const run = Effect.flatMap(Socket.makeWebSocket(server.url, options), (socket) => socket.runRaw(() => undefined))
      .pipe(
        Effect.scoped,
        Effect.provide(NodeSocket.layerWebSocketConstructor),
        Effect.flip
      )
    return await Effect.runPromise(run)
  } finally {
    await server.close()
  }
}

describe("Classify: @effect/platform's WebSocket closed by the server (Socket.makeWebSocket against a loopback server)", () => {
  it("its SocketCloseError is read by its close code, as a CloseEvent is, not as a socket that broke", async () => {
    const closes = await Promise.all([
      socketCloseError(1011, "Internal error"),
      socketCloseError(1012, ""),
      socketCloseError(1008, "Policy violation"),
      socketCloseError(1009, "Message too big"),
      socketCloseError(1007, "API key expired. Please renew the API key.")
    ])
    expect(Socket.SocketCloseError.is(closes[2])).toBe(true)
    expect(closes.map((e) => Classify.classify(e)._tag)).toEqual([
      "Retryable",
      "Retryable",
      "Fatal",
      "Fatal",
      "Permanent"
    ])
    expect(Classify.classify(closes[2]).reason).toBe("SocketError: Close: 1008: Policy violation")
  })

  it("a close that states no error, where the socket counts it one (closeCodeIsError), cut the work off: Retryable; its reason's words still decide", async () => {
    const everyClose = { closeCodeIsError: () => true }
    const closes = await Promise.all([
      socketCloseError(1000, "", everyClose),
      socketCloseError(1005, "", everyClose),
      socketCloseError(1000, "Invalid API key", everyClose)
    ])
    expect(closes.map((e) => Classify.classify(e)._tag)).toEqual(["Retryable", "Retryable", "Permanent"])
  })
})

const Ask = Rpc.make("Ask", { payload: { prompt: Schema.String }, success: Schema.String })

/**
 * What a call of `@effect/rpc`'s client over a WebSocket fails with when the server, having read the request, ends the
 * connection with `end` (a close frame, or no frame at all: a crashed server, a dropped connection).
 */
const rpcCallCutOff = async (end: (socket: stream.Duplex) => void): Promise<unknown> => {
  const server = await webSocketServer((socket) => socket.once("data", () => end(socket)))
  try {
    const call = Effect.flatMap(RpcClient.make(RpcGroup.make(Ask)), (client) => client.Ask({ prompt: "hi" })).pipe(
      Effect.scoped,
      Effect.flip,
      Effect.provide(RpcClient.layerProtocolSocket()),
      Effect.provide(NodeSocket.layerWebSocket(server.url)),
      Effect.provide(RpcSerialization.layerJson),
      Effect.timeout("10 seconds")
    )
    return await Effect.runPromise(call)
  } finally {
    await server.close()
  }
}

describe("Classify: a WebSocket closed for a bad gateway (1014)", () => {
  it("is read as HTTP's 502 is, through undici's close event and Effect's SocketCloseError alike: Retryable", async () => {
    const closes = await Promise.all([closeEvent(1014, ""), socketCloseError(1014, "")])
    expect(closes.map((e) => Classify.classify(e)._tag)).toEqual(["Retryable", "Retryable"])
  })
})

describe("Classify: an @effect/rpc call over a WebSocket the server ended mid-call (RpcClient against a loopback server)", () => {
  it("a close that states no error (1000, no code, a dropped connection) cut the call off: Retryable", async () => {
    // RpcClient fails every pending call with `SocketCloseError` 1000 when the socket's run ends without an error
    // (Effect's socket counts 1000 and 1006 as such): a server's restart, a crash or a dropped connection mid-call
    const [normal, dropped, noCode, policy] = await Promise.all([
      rpcCallCutOff((socket) => endWithClose(socket, 1000)),
      rpcCallCutOff((socket) => socket.destroy()),
      rpcCallCutOff((socket) => endWithClose(socket, undefined)),
      rpcCallCutOff((socket) => endWithClose(socket, 1008, "Policy violation"))
    ])
    expect(normal).toBeInstanceOf(RpcClientError.RpcClientError)
    expect(Socket.SocketCloseError.is((dropped as RpcClientError.RpcClientError).cause)).toBe(true)
    expect([normal, dropped, noCode, policy].map((e) => Classify.classify(e)._tag)).toEqual([
      "Retryable",
      "Retryable",
      "Retryable",
      "Fatal"
    ])
  })
})
