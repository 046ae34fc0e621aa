import * as AiError from "@effect/ai/AiError"
import * as HttpClientError from "@effect/platform/HttpClientError"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Either, Equal, Hash, Schema } from "effect"
import { Classify, Failure } from "effect-resilience"
import * as fc from "effect/FastCheck"
import { inspect, types } from "node:util"
import { withoutTrace } from "../src/internal/failure.js"
import {
  contextOverflowOf,
  fatalOf,
  makeContextOverflow,
  makeExhausted,
  makeFatal,
  makePermanent,
  makeRetryable,
  permanentOf,
  retryableOf
} from "../src/internal/failureMakers.js"

const roundTrip = <A, I>(schema: Schema.Schema<A, I>, value: A): A => {
  const json = JSON.stringify(Schema.encodeSync(schema)(value))
  return Schema.decodeUnknownSync(schema)(JSON.parse(json))
}

describe("Failure", () => {
  const retryable = new Failure.Retryable({
    reason: "RateLimitError: 429 Too Many Requests",
    status: 429,
    retryAfter: Duration.seconds(2),
    cause: Object.assign(new Error("boom"), { code: "E_RATE" })
  })
  const fatal = new Failure.Fatal({ reason: "BadRequestError: invalid 'temperature'", status: 400 })
  const permanent = new Failure.Permanent({ reason: "AuthenticationError: invalid x-api-key", status: 401 })
  const overflow = new Failure.ContextOverflow({
    reason: "prompt is too long",
    status: 400,
    tokens: 210_000,
    limit: 200_000
  })

  it("writes messages for a person reading a log", () => {
    expect(retryable.message).toBe("Retryable (HTTP 429): RateLimitError: 429 Too Many Requests; retry after 2s")
    expect(fatal.message).toBe("Fatal (HTTP 400): BadRequestError: invalid 'temperature'")
    expect(permanent.message).toBe("failed permanently (HTTP 401): AuthenticationError: invalid x-api-key")
    expect(overflow.message).toBe("ContextOverflow (HTTP 400): prompt is too long (210000 tokens, limit 200000)")
    expect(new Failure.Fatal({ reason: "x" }).message).toBe("Fatal: x")
  })

  it("has _tag equal to the class name", () => {
    expect([retryable, fatal, permanent, overflow].map((f) => f._tag)).toEqual([
      "Retryable",
      "Fatal",
      "Permanent",
      "ContextOverflow"
    ])
  })

  it("lists every attempt in an Exhausted message", () => {
    const exhausted = new Failure.Exhausted({
      layer: "model",
      attempts: [
        {
          attempt: 1,
          failure: new Failure.Retryable({ reason: "InternalServerError: 503", status: 503 }),
          delay: Duration.millis(500)
        },
        { attempt: 2, failure: retryable }
      ],
      last: retryable
    })
    expect(exhausted.message).toBe(
      "model failed after 2 attempts: [1] Retryable (HTTP 503): InternalServerError: 503 [2] Retryable (HTTP 429): RateLimitError: 429 Too Many Requests"
    )
    expect(exhausted.reason).toBe(retryable.reason)
    const stopped = new Failure.Exhausted({ ...exhausted, stoppedBy: "the retry budget refused a retry" })
    expect(stopped.message).toMatch(
      /^model failed after 2 attempts: \[1\] .*; stopped: the retry budget refused a retry$/
    )
  })

  it("round-trips each class through JSON", () => {
    for (const failure of [retryable, fatal, permanent, overflow]) {
      const back = roundTrip(Failure.AgentFailure, failure)
      expect(back._tag).toBe(failure._tag)
      expect(back.reason).toBe(failure.reason)
      expect(back.status).toBe(failure.status)
      expect(back.message).toBe(failure.message)
    }
    const back = roundTrip(Failure.Retryable, retryable)
    expect(Duration.toMillis(back.retryAfter!)).toBe(2000)
    expect(back.cause).toEqual({ name: "Error", message: "boom", code: "E_RATE" })
    const exhausted = new Failure.Exhausted({
      layer: "model",
      attempts: [{ attempt: 1, failure: retryable, delay: Duration.millis(250) }, { attempt: 2, failure: retryable }],
      last: retryable
    })
    const decoded = roundTrip(Failure.Exhausted, exhausted)
    expect(decoded).toBeInstanceOf(Failure.Exhausted)
    expect(decoded.message).toBe(exhausted.message)
    expect(Duration.toMillis(decoded.attempts[0].delay!)).toBe(250)
  })

  it("encodes a wait longer than Number.MAX_SAFE_INTEGER ms as no end; one up to it exactly", () => {
    // Schema.Duration refuses milliseconds that are no safe integer: a turn's save of such a failure threw
    for (const long of [Duration.millis(Number.MAX_SAFE_INTEGER + 1), Duration.days(1e9), Duration.millis(1e300)]) {
      const last = new Failure.Retryable({ reason: "429", retryAfter: long })
      const exhausted = new Failure.Exhausted({
        layer: "model",
        attempts: [{ attempt: 1, failure: last, delay: long }, { attempt: 2, failure: last }],
        last
      })
      const back = roundTrip(Failure.Exhausted, exhausted)
      expect([back.last.retryAfter, (back.attempts[0].failure as Failure.Retryable).retryAfter, back.attempts[0].delay])
        .toEqual([
          Duration.infinity,
          Duration.infinity,
          Duration.infinity
        ])
    }
    const longest = new Failure.Retryable({ reason: "429", retryAfter: Duration.millis(Number.MAX_SAFE_INTEGER) })
    expect(roundTrip(Failure.Retryable, longest).retryAfter).toEqual(Duration.millis(Number.MAX_SAFE_INTEGER))
  })

  it("encodes causes that JSON cannot hold", () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    const withGetter = Object.defineProperty({}, "boom", {
      enumerable: true,
      get() {
        throw new Error("getter")
      }
    })
    for (const cause of [cyclic, withGetter, 10n, Symbol("s"), () => 1]) {
      const encoded = Schema.encodeSync(Failure.Fatal)(new Failure.Fatal({ reason: "x", cause }))
      expect(() => JSON.stringify(encoded)).not.toThrow()
    }
  })

  it("encodes an error cause whose name or message is no string, keeping the fields that are", () => {
    // the summary copied an error's `name` as it was: a BigInt, a cyclic object or a revoked proxy there made the
    // failure's JSON throw (a JSON logger, a turn snapshot), and a message that is no string (a wrapper's
    // `this.message = body.message`, undefined) lost the whole summary, code and status included (session 48)
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const name of [10n, cyclic, proxy]) {
      const cause = Object.assign(new Error("read ECONNRESET"), { name, code: "ECONNRESET" })
      const failure = Classify.classify(cause)
      expect(JSON.parse(JSON.stringify(failure)).cause).toEqual({ message: "read ECONNRESET", code: "ECONNRESET" })
      expect(() => JSON.stringify(Schema.encodeSync(Failure.AgentFailure)(failure))).not.toThrow()
    }
    const unnamed = Object.assign(new Error(), { message: undefined, code: "ECONNRESET", status: 503 })
    expect(JSON.parse(JSON.stringify(new Failure.Fatal({ reason: "x", cause: unnamed }))).cause)
      .toEqual({ name: "Error", code: "ECONNRESET", status: 503 })
  })

  it("encodes a plain-object cause without the credentials its request carried", () => {
    // @effect/ai's and @effect/platform's errors keep the request's `authorization` header unredacted
    const cause = {
      status: 429,
      request: { method: "POST", headers: { Authorization: "Bearer sk-proj-secret", "x-api-key": "sk-ant-secret" } },
      body: { error: { message: "Rate limited" } }
    }
    const encoded = JSON.stringify(Schema.encodeSync(Failure.Retryable)(new Failure.Retryable({ reason: "x", cause })))
    expect(encoded).not.toContain("sk-proj-secret")
    expect(encoded).not.toContain("sk-ant-secret")
    expect(encoded).toContain("Rate limited")
    expect(encoded).toContain("\"Authorization\":\"<redacted>\"")
    // nor those a text quotes as JSON: a cause given as text, a plain object's text field (an AiError's `body`)
    const quoted = "Response Body: { \"headers\": { \"x-api-key\": \"sk-ant-api03-secret\", \"accept\": \"*/*\" } }"
    for (const cause of [quoted, { _tag: "HttpResponseError", body: quoted }]) {
      const text = JSON.stringify(Schema.encodeSync(Failure.Retryable)(new Failure.Retryable({ reason: "x", cause })))
      expect(text).not.toContain("sk-ant-api03-secret")
      expect(text).toContain("<redacted>")
      expect(text).toContain("accept")
    }
  })

  it("writes its JSON (as a JSON logger does) without the credentials its cause's request carried", () => {
    const request = HttpClientRequest.post("http://127.0.0.1:9/v1/responses").pipe(
      HttpClientRequest.bearerToken("sk-proj-secret")
    )
    const cause = AiError.HttpRequestError.fromRequestError({
      module: "OpenAiClient",
      method: "createResponse",
      error: new HttpClientError.RequestError({ request, reason: "Transport", cause: new TypeError("fetch failed") })
    })
    // the error itself prints the key: the failure around it must not
    expect(JSON.stringify(cause)).toContain("sk-proj-secret")
    const failure = Classify.classify(cause)
    if (failure._tag !== "Retryable") throw new Error(`classified as ${failure._tag}`)
    const json = JSON.stringify(failure)
    expect(json).not.toContain("sk-proj-secret")
    expect(JSON.parse(json).cause).toEqual({ name: "HttpRequestError", message: cause.message })
    const exhausted = makeExhausted({
      attempts: [{ attempt: 1, failure }],
      last: failure,
      layer: "t",
      stoppedBy: undefined
    })
    expect(JSON.stringify(exhausted)).not.toContain("sk-proj-secret")
  })

  it("guards tell the tags apart, also on decoded plain objects", () => {
    expect(Failure.isAgentFailure(retryable)).toBe(true)
    expect(Failure.isAgentFailure({ _tag: "Fatal", reason: "x" })).toBe(true)
    expect(Failure.isAgentFailure({ _tag: "Fatal" })).toBe(false)
    expect(Failure.isAgentFailure(new Error("x"))).toBe(false)
    expect(Failure.isRetryable(retryable)).toBe(true)
    expect(Failure.isRetryable(fatal)).toBe(false)
    expect(Failure.isPermanent(permanent)).toBe(true)
    expect(Failure.isContextOverflow(overflow)).toBe(true)
  })

  it.effect("can be yielded and caught by tag", () =>
    Effect.gen(function*() {
      const failing: Effect.Effect<number, Failure.AgentFailure> = Effect.fail(overflow)
      const result = yield* Effect.either(failing.pipe(Effect.catchTag("Fatal", () => Effect.succeed(1))))
      expect(Either.isLeft(result) && result.left._tag).toBe("ContextOverflow")
      const caught = yield* overflow.pipe(Effect.catchTag("ContextOverflow", (e) => Effect.succeed(e.limit)))
      expect(caught).toBe(200_000)
    }))
})

describe("failures the library builds itself (trace-free, unvalidated)", () => {
  const fields = (u: object) => Object.keys(u).map((k) => [k, Object.getOwnPropertyDescriptor(u, k)])
  const cases: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ["an error cause", { reason: "r", status: 503, cause: new Error("boom") }],
    ["a string cause", { reason: "r", cause: "socket hang up" }],
    ["a cause given as undefined", { reason: "r", status: 400, cause: undefined }],
    ["a falsy cause", { reason: "r", cause: 0 }],
    ["no cause at all", { reason: "r" }]
  ]
  const expectConstructedAlike = (fast: Failure.AgentFailure, real: Failure.AgentFailure, prototype: object) => {
    expect(Object.getPrototypeOf(fast)).toBe(prototype)
    expect(types.isNativeError(fast)).toBe(types.isNativeError(real))
    // all but `Data.Error`'s hidden copy of the props, which these are made without (`toJSON` reads the fields)
    expect(Object.getOwnPropertyNames(fast)).toEqual(Object.getOwnPropertyNames(real))
    expect(fields(fast)).toEqual(fields(real))
    expect(fast.cause).toBe(real.cause)
    expect(Equal.equals(fast, real)).toBe(true)
    expect(fast.message).toBe(real.message)
    expect(JSON.stringify(fast)).toBe(JSON.stringify(real))
    // Compared as JSON: `toEqual` compares failures with `Equal`, which does not look at the cause.
    const encode = Schema.encodeSync(Failure.AgentFailure)
    expect(JSON.stringify(encode(fast))).toBe(JSON.stringify(encode(real)))
    expect(roundTrip(Failure.AgentFailure, fast).cause).toEqual(roundTrip(Failure.AgentFailure, real).cause)
  }
  for (const [name, props] of cases) {
    it(`read like constructed ones: ${name}`, () => {
      const makers = [
        [makeRetryable, Failure.Retryable],
        [makeFatal, Failure.Fatal],
        [makePermanent, Failure.Permanent],
        [makeContextOverflow, Failure.ContextOverflow]
      ] as const
      for (const [make, Class] of makers) {
        expectConstructedAlike(make({ ...props } as never), new Class({ ...props } as never, true), Class.prototype)
      }
    })
    // the makers a replayed decision uses: every field given, in the order a decision gives them
    it(`read like constructed ones, every field given: ${name}`, () => {
      const { cause, reason, status } = { status: undefined, ...props } as {
        reason: string
        status: number | undefined
        cause: unknown
      }
      const retryAfter = status === undefined ? undefined : Duration.millis(1920)
      const makers = [
        [
          () => retryableOf({ reason, status, cause, retryAfter }),
          { reason, status, cause, retryAfter },
          Failure.Retryable
        ],
        [() => fatalOf({ reason, status, cause }), { reason, status, cause }, Failure.Fatal],
        [() => permanentOf({ reason, status, cause }), { reason, status, cause }, Failure.Permanent],
        [
          () => contextOverflowOf({ reason, status, cause, tokens: 131072, limit: undefined }),
          { reason, status, cause, tokens: 131072, limit: undefined },
          Failure.ContextOverflow
        ]
      ] as const
      for (const [make, fieldsGiven, Class] of makers) {
        expectConstructedAlike(make(), new Class(fieldsGiven as never, true), Class.prototype)
      }
    })
  }

  it("are each a new native error holding only its own cause, however many are made (they are made a batch at a time)", () => {
    const limit = Error.stackTraceLimit
    const made = Array.from({ length: 100 }, (_, i) =>
      i % 3 === 0
        ? makeRetryable({ reason: `r${i}`, status: 503, cause: undefined, retryAfter: undefined })
        : makeRetryable({ reason: `r${i}`, status: 503, cause: new Error(`cause ${i}`), retryAfter: undefined }))
    expect(new Set(made).size).toBe(100)
    // no trace (it would point into the library), and the program's limit as it was
    expect(Error.stackTraceLimit).toBe(limit)
    made.forEach((failure, i) => {
      expect(types.isNativeError(failure)).toBe(true)
      expect(failure.stack).toBeUndefined()
      expect(failure.reason).toBe(`r${i}`)
      expect(i % 3 === 0 ? failure.cause : (failure.cause as Error).message).toBe(
        i % 3 === 0 ? undefined : `cause ${i}`
      )
      expect(Object.getOwnPropertyDescriptor(failure, "cause")?.enumerable).toBe(i % 3 === 0)
    })
  })

  it("keep their cause through a Schema encoding, as turn snapshots store them", () => {
    const cause = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })
    const exhausted = makeExhausted({
      attempts: [{ attempt: 1, failure: makeRetryable({ reason: "r", status: 503, cause, retryAfter: undefined }) }],
      last: makeRetryable({ reason: "r", status: 503, cause, retryAfter: undefined }),
      layer: "model",
      stoppedBy: undefined
    })
    const encoded = Schema.encodeSync(Failure.Exhausted)(exhausted)
    const summary = { name: "Error", message: "read ECONNRESET", code: "ECONNRESET" }
    expect(encoded.last.cause).toEqual(summary)
    expect(encoded.attempts[0].failure.cause).toEqual(summary)
    expect(Schema.decodeUnknownSync(Failure.Exhausted)(JSON.parse(JSON.stringify(encoded))).last.cause).toEqual(summary)
  })

  it("read like constructed ones, whatever the cause and the fields (review of session 46)", () => {
    // a classification's cause is whatever was thrown: also a falsy value (a blank with a cause is taken for a truthy one)
    const cause = fc.constantFrom<unknown>(
      undefined,
      null,
      0,
      -0,
      "",
      false,
      Number.NaN,
      0n,
      5n,
      Symbol("thrown"),
      "socket hang up",
      true,
      [],
      () => 1,
      Object.create(null),
      new Date(0),
      { toJSON: () => "custom" },
      Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", status: 503 })
    )
    const props = fc.record({
      reason: fc.constantFrom("r", "", "x".repeat(600)),
      status: fc.constantFrom(undefined, 429, 0, -0, Number.NaN),
      cause,
      retryAfter: fc.constantFrom(undefined, Duration.zero, Duration.millis(1920), Duration.infinity),
      tokens: fc.constantFrom(undefined, 0, 131072),
      limit: fc.constantFrom(undefined, 128000)
    })
    const own = (u: object) =>
      Reflect.ownKeys(u).filter((k) => typeof k === "string").map((k) => [k, Object.getOwnPropertyDescriptor(u, k)])
    const attempt = (f: () => unknown): unknown => {
      try {
        return f()
      } catch (e) {
        return `threw ${String(e)}`
      }
    }
    const encode = Schema.encodeEither(Failure.AgentFailure)
    fc.assert(
      fc.property(props, ({ cause, limit, reason, retryAfter, status, tokens }) => {
        const pairs: ReadonlyArray<readonly [() => Failure.AgentFailure, () => Failure.AgentFailure]> = [
          [
            () => retryableOf({ reason, status, cause, retryAfter }),
            () => new Failure.Retryable({ reason, status, cause, retryAfter }, true)
          ],
          [
            () => makeRetryable({ reason, status, cause, retryAfter }),
            () => new Failure.Retryable({ reason, status, cause, retryAfter }, true)
          ],
          [() => fatalOf({ reason, status, cause }), () => new Failure.Fatal({ reason, status, cause }, true)],
          [() => makeFatal({ reason, status, cause }), () => new Failure.Fatal({ reason, status, cause }, true)],
          [() => permanentOf({ reason, status, cause }), () => new Failure.Permanent({ reason, status, cause }, true)],
          [
            () => makePermanent({ reason, status, cause }),
            () => new Failure.Permanent({ reason, status, cause }, true)
          ],
          [
            () => contextOverflowOf({ reason, status, cause, tokens, limit }),
            () => new Failure.ContextOverflow({ reason, status, cause, tokens, limit }, true)
          ],
          [
            () => makeContextOverflow({ reason, status, cause, tokens, limit }),
            () => new Failure.ContextOverflow({ reason, status, cause, tokens, limit }, true)
          ]
        ]
        for (const [make, construct] of pairs) {
          const fast = make()
          const real = withoutTrace(construct)
          expect(Object.getPrototypeOf(fast)).toBe(Object.getPrototypeOf(real))
          expect(own(fast)).toEqual(own(real))
          expect(types.isNativeError(fast)).toBe(true)
          expect(Object.prototype.toString.call(fast)).toBe("[object Error]")
          expect(String(fast)).toBe(String(real))
          expect(fast.stack).toBe(real.stack)
          expect(Object.is(fast.cause, real.cause)).toBe(true)
          expect(Equal.equals(fast, real)).toBe(Equal.equals(withoutTrace(construct), real))
          expect(Hash.hash(fast)).toBe(Hash.hash(withoutTrace(construct)))
          expect(attempt(() => JSON.stringify(fast))).toBe(attempt(() => JSON.stringify(real)))
          expect(attempt(() => JSON.stringify(encode(fast)))).toBe(attempt(() => JSON.stringify(encode(real))))
          expect(inspect(fast)).toBe(inspect(real))
        }
      }),
      { numRuns: 500 }
    )
  })
})
