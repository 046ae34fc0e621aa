/**
 * What the library writes for operators (its log lines, and the span events Effect's tracer makes of them) holds no
 * credential a failure quoted: the real `openai` and `@anthropic-ai/sdk` clients (`maxRetries: 0`) against a loopback
 * server whose error body echoes the request's key, exported through `@effect/opentelemetry`.
 */
import Anthropic from "@anthropic-ai/sdk"
import * as NodeSdk from "@effect/opentelemetry/NodeSdk"
import { describe, expect, it } from "@effect/vitest"
import { type ReadableSpan, SimpleSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base"
import { Cause, Effect, Logger, LogLevel, Schedule } from "effect"
import { Schema } from "effect"
import {
  Failure,
  Idempotency,
  Model,
  Policy,
  Retry,
  Sanitize,
  Session,
  Testing,
  Tool,
  Toolkit
} from "effect-resilience"
import OpenAI from "openai"
import * as Loopback from "./support/loopback.js"

// ExportResultCode.SUCCESS of @opentelemetry/core (a transitive dependency only)
const SUCCESS = 0

const OPENAI_KEY = "sk-proj-Xk3v9QpL2mN8rT5wY7zA1bC4dE6fG0hJ"
const ANTHROPIC_KEY = "sk-ant-api03-Rq7Wm2Kx9Lp4Tn6Vb8Zc1Yd3Fg5Hj0"

/** Every log line's text and annotations, and every exported span's attributes and events, as one JSON text each. */
const observed = () => {
  const lines: Array<string> = []
  const spans: Array<ReadableSpan> = []
  const exporter: SpanExporter = {
    export: (batch, done) => {
      spans.push(...batch)
      done({ code: SUCCESS })
    },
    shutdown: () => Promise.resolve()
  }
  const logger = Logger.make(({ annotations, cause, message }) => {
    // as Effect's own loggers print it (logfmt, JSON, structured), with the errors' causes
    const written = Cause.isEmpty(cause) ? undefined : Cause.pretty(cause, { renderErrorCause: true })
    lines.push(JSON.stringify({ message, annotations: Object.fromEntries(annotations), cause: written }))
  })
  const layer = NodeSdk.layer(() => ({
    resource: { serviceName: "secrets" },
    spanProcessor: new SimpleSpanProcessor(exporter)
  }))
  const observe = <A, E, R>(self: Effect.Effect<A, E, R>) =>
    self.pipe(
      Effect.withSpan("call"),
      Effect.provide(layer),
      Effect.provide(Logger.replace(Logger.defaultLogger, logger)),
      Logger.withMinimumLogLevel(LogLevel.Debug)
    )
  const events = () => spans.flatMap((s) => s.events.map((e) => JSON.stringify(e.attributes ?? {}) + e.name))
  return { lines, spans, events, observe }
}

const once = Schedule.recurs(1)

describe("Observability: no credential in the library's log lines and the span events made of them", () => {
  it.live("a retried openai error whose body echoes the Authorization header and the key", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped((request, index) =>
        index === 0
          ? Loopback.reply(503, {
            error: {
              message:
                `upstream overloaded; request had authorization ${request.headers.authorization} (key ${OPENAI_KEY})`,
              type: "server_error"
            }
          })
          : Loopback.reply(200, {
            id: "chatcmpl-1",
            object: "chat.completion",
            created: 0,
            model: "gpt-4o-mini",
            choices: [{ index: 0, message: { role: "assistant", content: "hi" }, finish_reason: "stop" }]
          })
      )
      const client = new OpenAI({ apiKey: OPENAI_KEY, baseURL: server.url, maxRetries: 0 })
      const seen = observed()
      yield* Effect.tryPromise({
        try: () =>
          client.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }),
        catch: (e) => e
      }).pipe(Retry.retry({ schedule: once, layer: "openai" }), seen.observe)
      expect(seen.lines).toHaveLength(1)
      // the line still says what failed, and how
      expect(seen.lines[0]).toContain(
        "openai: attempt 1 failed with Retryable (HTTP 503): InternalServerError: 503 upstream"
      )
      expect(seen.lines[0]).toContain("Bearer [redacted]")
      for (const text of [...seen.lines, ...seen.events()]) expect(text).not.toContain(OPENAI_KEY)
      // the span got the line as an event: what an OTLP backend stores
      expect(seen.events().some((e) => e.includes("upstream overloaded"))).toBe(true)
    }).pipe(Effect.scoped))

  it.live("an attempt under a Policy's timeout that fails logs no 'unhandled error' with the client's raw error", () =>
    Effect.gen(function*() {
      // the timeout runs the attempt in a fiber of its own: its failure, handed on to the retry layer, was also logged
      // by Effect as the fiber's "unhandled error", with the client's error whole (its message, its stack)
      const server = yield* Loopback.scoped((request, index) =>
        index === 0
          ? Loopback.reply(503, { error: { message: `overloaded (${request.headers.authorization})` } })
          : Loopback.reply(200, {
            id: "chatcmpl-1",
            object: "chat.completion",
            created: 0,
            model: "gpt-4o-mini",
            choices: [{ index: 0, message: { role: "assistant", content: "hi" }, finish_reason: "stop" }]
          })
      )
      const client = new OpenAI({ apiKey: OPENAI_KEY, baseURL: server.url, maxRetries: 0 })
      const policy = yield* Policy.make({ name: "openai", retry: { schedule: once }, timeout: "30 seconds" })
      const seen = observed()
      yield* policy(Effect.tryPromise({
        try: (signal) =>
          client.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }, {
            signal
          }),
        catch: (e) => e
      })).pipe(seen.observe)
      expect(seen.lines.map((l) => [JSON.parse(l).message].flat()[0])).toEqual([
        "openai: attempt 1 failed with Retryable (HTTP 503): InternalServerError: 503 overloaded (Bearer [redacted]); " +
        "retrying in 0ms"
      ])
      for (const text of [...seen.lines, ...seen.events()]) expect(text).not.toContain(OPENAI_KEY)
    }).pipe(Effect.scoped))

  it.live("a retried anthropic error whose body quotes the request's credential header", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped((request, index) =>
        index === 0
          ? Loopback.reply(529, {
            type: "error",
            error: {
              type: "overloaded_error",
              message: `Overloaded (credential: ${request.headers["x-api-key"] ?? request.headers.authorization})`
            }
          })
          : Loopback.reply(200, {
            id: "msg_1",
            type: "message",
            role: "assistant",
            model: "claude-sonnet-4-5",
            content: [{ type: "text", text: "hi" }],
            stop_reason: "end_turn",
            stop_sequence: null,
            usage: { input_tokens: 1, output_tokens: 1 }
          })
      )
      const client = new Anthropic({ apiKey: ANTHROPIC_KEY, baseURL: server.url, maxRetries: 0 })
      const seen = observed()
      yield* Effect.tryPromise({
        try: () =>
          client.messages.create({
            model: "claude-sonnet-4-5",
            max_tokens: 16,
            messages: [{ role: "user", content: "Hi" }]
          }),
        catch: (e) => e
      }).pipe(Retry.retry({ schedule: once, layer: "anthropic" }), seen.observe)
      expect(seen.lines).toHaveLength(1)
      expect(seen.lines[0]).toContain("anthropic: attempt 1 failed with Retryable (HTTP 529)")
      expect(seen.lines[0]).toContain("Overloaded")
      for (const text of [...seen.lines, ...seen.events()]) expect(text).not.toContain(ANTHROPIC_KEY)
    }).pipe(Effect.scoped))

  it.live("a session's compaction line quotes the overflow without the credential it names", () =>
    Effect.gen(function*() {
      const overflow = new Failure.ContextOverflow({
        reason:
          `prompt is too long: 215000 tokens > 200000 maximum (request to https://bot:hunter2@llm.example.com/v1)`,
        status: 400
      })
      const model = yield* Model.scripted([overflow, Model.text("done")])
      const seen = observed()
      const history = [
        new Model.UserMessage({ content: "first" }),
        new Model.AssistantMessage({ content: "long", toolCalls: [], stopReason: "stop" }),
        new Model.UserMessage({ content: "second" })
      ]
      yield* Session.generate({ history, tools: [] }, { compact: (h) => Effect.succeed(h.slice(-1)) }).pipe(
        Effect.provide(model.layer),
        seen.observe
      )
      const line = seen.lines.find((l) => l.includes("compaction 1"))
      expect(line).toContain("prompt is too long: 215000 tokens > 200000 maximum")
      expect(line).toContain("llm.example.com")
      for (const text of [...seen.lines, ...seen.events()]) expect(text).not.toContain("hunter2")
    }).pipe(Effect.scoped))

  it.live("the line keeps what an operator needs: hosts, internal addresses, request ids; only credentials go", () =>
    Effect.gen(function*() {
      const reason = "connect ECONNREFUSED 10.0.3.7:5432 (postgres://app:hunter2@db.internal/app); " +
        "GET https://api.example.com/v1/items?api_key=k3yV4lue9&page=2 (request id req_8f3a9c2b7d1e4f6a9b0c)"
      const flaky = yield* Testing.script([new Failure.Retryable({ reason, status: 503 })], "ok")
      const seen = observed()
      yield* Retry.retry(flaky.effect, { schedule: once, layer: "db" }).pipe(seen.observe)
      expect(JSON.parse(seen.lines[0]!).message[0]).toBe(
        "db: attempt 1 failed with Retryable (HTTP 503): connect ECONNREFUSED 10.0.3.7:5432 (postgres://db.internal/app); " +
          "GET https://api.example.com/v1/items?api_key=[redacted]&page=2 (request id req_8f3a9c2b7d1e4f6a9b0c); " +
          "retrying in 0ms"
      )
    }))

  it.live("a login the URL parser misreads goes too: a password with '/', '?' or '#', a socket's empty host", () =>
    Effect.gen(function*() {
      // A password its writer did not escape (generated ones hold "/" and "+"): the parser read "app:pa" as a host and
      // a port and refused it, or read "/5678@db…" as the path, and the line kept the URL, password and all, which a
      // model never saw (it gets "[connection string]").
      const urls = [
        ["postgres://app:pa/ss99word@db.internal:5432/app", "pa/ss99word", "postgres://db.internal:5432/app"],
        ["postgres://app:1234/5678@db.internal/app", "1234/5678", "postgres://db.internal/app"],
        ["mysql://root:pa?ss99word@db.internal/app", "pa?ss99word", "mysql://db.internal/app"],
        ["redis://default:pa#ss99word@cache:6379/0", "pa#ss99word", "redis://cache:6379/0"],
        [
          "mongodb+srv://svc:Xy/9+ab==@cluster0.abcd.mongodb.net/prod?retryWrites=true",
          "Xy/9+ab==",
          "mongodb+srv://cluster0.abcd.mongodb.net/prod?retryWrites=true"
        ],
        [
          "mongodb://svc:hunter2@h1:27017,h2:27017/db?replicaSet=rs0",
          "hunter2",
          "mongodb://h1:27017,h2:27017/db?replicaSet=rs0"
        ],
        ["postgres://app:hunter2@/app?host=/var/run/postgresql", "hunter2", "postgres:///app?host=/var/run/postgresql"],
        ["https://user:pa/ss99word@proxy.example.com/", "pa/ss99word", "https://proxy.example.com/"]
      ]
      const lines: Array<string> = []
      for (const [url] of urls) {
        const flaky = yield* Testing.script([new Failure.Retryable({ reason: `${url} refused the login` })], "ok")
        const seen = observed()
        yield* Retry.retry(flaky.effect, { schedule: once, layer: "db" }).pipe(seen.observe)
        lines.push(JSON.parse(seen.lines[0]!).message[0])
      }
      expect(lines).toEqual(
        urls.map(([, , kept]) => `db: attempt 1 failed with Retryable: ${kept} refused the login; retrying in 0ms`)
      )
      urls.forEach(([, password], i) => expect(lines[i]).not.toContain(password))
      // An "@" in a path is no login: a package's scope, a model's version
      const paths = [
        "https://registry.npmjs.org/@effect/ai",
        "https://aiplatform.googleapis.com/v1/publishers/anthropic/models/claude-3-5-sonnet-v2@20241022:rawPredict",
        "postgres://db.internal:5432/app?application_name=etl@nightly"
      ]
      for (const url of paths) {
        const flaky = yield* Testing.script([new Failure.Retryable({ reason: `GET ${url} failed` })], "ok")
        const seen = observed()
        yield* Retry.retry(flaky.effect, { schedule: once, layer: "db" }).pipe(seen.observe)
        expect(JSON.parse(seen.lines[0]!).message[0]).toBe(
          `db: attempt 1 failed with Retryable: GET ${url} failed; retrying in 0ms`
        )
      }
    }))
  it.live("a tool that died logs its defect's type, message and stack without the credentials its message quotes", () =>
    Effect.gen(function*() {
      // A gateway whose 502 body echoes the request's Authorization header, as some proxies do; the handler's own code
      // throws with the body in its message (`if (!res.ok) throw new Error(await res.text())`), an Effect.promise's
      // rejection: a defect, whose cause names the database it tried first, password and all.
      const server = yield* Loopback.scoped((request) =>
        Loopback.reply(502, { error: `bad gateway for ${request.headers.authorization} (key ${OPENAI_KEY})` })
      )
      class GatewayError extends Error {
        override readonly name = "GatewayError"
      }
      const lookup = Tool.make({
        name: "lookup",
        description: "Looks an order up",
        parameters: Schema.Struct({ id: Schema.String }),
        success: Schema.String,
        handler: ({ id }) =>
          Effect.promise(async () => {
            const res = await fetch(`${server.url}/orders/${id}`, {
              headers: { authorization: `Bearer ${OPENAI_KEY}` }
            })
            throw new GatewayError(`gateway ${res.status}: ${await res.text()}`, {
              cause: new Error("fallback to postgres://app:hunter2@db.internal:5432/orders refused")
            })
          })
      })
      const seen = observed()
      const result = yield* Toolkit.execute(Toolkit.make(lookup), {
        id: "call_1",
        name: "lookup",
        arguments: { id: "7" }
      })
        .pipe(seen.observe)
      expect(result._tag).toBe("Failure")
      const line = seen.lines.find((l) => l.includes("tool lookup died"))!
      const { cause } = JSON.parse(line) as { cause: string }
      // what an operator needs: the defect's type, the shape of its message, where it was thrown, and its cause
      expect(cause).toContain("GatewayError: gateway 502: {\"error\":\"bad gateway for Bearer [redacted]")
      expect(cause).toMatch(/\n\s+at .*Observability\.secrets\.test\.ts:\d+:\d+/)
      expect(cause).toContain("[cause]: Error: fallback to postgres://db.internal:5432/orders refused")
      for (const text of [...seen.lines, ...seen.events()]) {
        expect(text).not.toContain(OPENAI_KEY)
        expect(text).not.toContain("hunter2")
      }
    }).pipe(Effect.scoped))
  it.live("an idempotency unknownOutcome that throws: the line names what it threw, without the credential it quotes", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped((request) =>
        Loopback.reply(502, `<html><body><pre>Authorization: ${request.headers.authorization}</pre></body></html>`)
      )
      const charge = Effect.tryPromise(async () => {
        const res = await fetch(`${server.url}/charges`, {
          method: "POST",
          headers: { authorization: `Bearer ${OPENAI_KEY}` }
        })
        throw new Error(`charge failed: ${res.status} ${await res.text()}`)
      })
      // a predicate with a bug: it throws with the failure's words in its message
      const unknownOutcome = (e: unknown) => {
        throw new TypeError(`cannot judge ${String((e as { error?: unknown }).error)}`)
      }
      const seen = observed()
      yield* Effect.exit(Idempotency.run("idem_1", Schema.String, charge, { unknownOutcome })).pipe(
        Effect.provide(Idempotency.layerMemory),
        seen.observe
      )
      const line = seen.lines.find((l) => l.includes("idempotency unknownOutcome threw"))!
      // Unfixed: the thrown error was a message of its own, which the loggers wrote as JSON: {"error":{}}, no word of it
      const { cause } = JSON.parse(line) as { cause: string }
      expect(cause).toContain(
        "TypeError: cannot judge Error: charge failed: 502 <html><body><pre>Authorization: Bearer [redacted]"
      )
      expect(cause).toMatch(/\n\s+at .*Observability\.secrets\.test\.ts:\d+:\d+/)
      // the span Idempotency.run ends with the charge's own failure, whose exception event keeps it whole (documented)
      const logged = seen.events().filter((e) => e.includes("unknownOutcome threw"))
      expect(logged).toHaveLength(1)
      for (const text of [...seen.lines, ...logged]) expect(text).not.toContain(OPENAI_KEY)
    }).pipe(Effect.scoped))
  it.live("an idempotency unknownOutcome that returns no boolean: the line shows the value, its cycle marked, its cookie redacted", () =>
    Effect.gen(function*() {
      const charge = Effect.fail(new Error("charge failed: 502"))
      // a predicate with a bug: it returns the request it judged, which refers to itself and carries the session cookie
      const unknownOutcome = () => {
        const request: Record<string, unknown> = { verdict: "maybe", cookie: "sid=9f8e7d6c5b4a3210" }
        request.self = request
        return request as unknown as boolean
      }
      const seen = observed()
      yield* Effect.exit(Idempotency.run("idem_2", Schema.String, charge, { unknownOutcome })).pipe(
        Effect.provide(Idempotency.layerMemory),
        seen.observe
      )
      const line = seen.lines.find((l) => l.includes("idempotency unknownOutcome returned no boolean"))!
      // the value as JSON, the cycle named where it was (it was left out before the shared replacer)
      expect(line).toContain(String.raw`\"verdict\":\"maybe\"`)
      expect(line).toContain(String.raw`\"self\":\"[Circular]\"`)
      expect(line).not.toContain("9f8e7d6c5b4a3210")
    }).pipe(Effect.scoped))
  it.live("a Google OAuth access token (ya29.…) a reason quotes goes from the line, as a model's text loses it", () =>
    Effect.gen(function*() {
      // no label before it: the log path keeps random-looking tokens for the operator, and kept this one whole
      const token = "ya29.a0AfB_byC1d2E3f4G5h6I7j8K9l0MnOpQrStUvWxYz-abcdefghij"
      const flaky = yield* Testing.script(
        [new Failure.Retryable({ reason: `token refresh returned 503 for ${token}`, status: 503 })],
        "ok"
      )
      const seen = observed()
      yield* Retry.retry(flaky.effect, { schedule: once, layer: "vertex" }).pipe(seen.observe)
      expect(JSON.parse(seen.lines[0]!).message[0]).toBe(
        "vertex: attempt 1 failed with Retryable (HTTP 503): token refresh returned 503 for [redacted]; retrying in 0ms"
      )
    }))
  it.live("a service account's Google token (ya29.c.…, dotted parts) goes whole from the line and from a model's text", () =>
    Effect.gen(function*() {
      // Unfixed: the prefix rule read "ya29." and then 20 characters without a dot: "ya29.c." stopped it, the log line
      // kept the token whole and the model read "ya29.c.[redacted]"
      const token = "ya29.c.c0ASRK0GZx3k9Qz7LmN2pR4sT6vW8yZ0aB1cD3eF5gH7iJ9kL"
      const flaky = yield* Testing.script(
        [new Failure.Retryable({ reason: `metadata token ${token} rejected.`, status: 503 })],
        "ok"
      )
      const seen = observed()
      yield* Retry.retry(flaky.effect, { schedule: once, layer: "vertex" }).pipe(seen.observe)
      expect(JSON.parse(seen.lines[0]!).message[0]).toBe(
        "vertex: attempt 1 failed with Retryable (HTTP 503): metadata token [redacted] rejected.; retrying in 0ms"
      )
      expect(Sanitize.sanitize(`Bearer-less ${token}.`)).toBe("Bearer-less [redacted].")
      // a name that starts so is no token: its last part is short
      expect(Sanitize.sanitize("see ya29.config.backup.tar.gz")).toBe("see ya29.config.backup.tar.gz")
    }))
})
