import { describe, expect, it } from "@effect/vitest"
import { Duration, Either, Schema } from "effect"
import { Classify, Failure } from "effect-resilience"
import * as fc from "effect/FastCheck"
import {
  makeContextOverflow,
  makeExhausted,
  makeFatal,
  makePermanent,
  makeRetryable
} from "../src/internal/failureMakers.js"
import { ownRetryable } from "../src/internal/failureShape.js"

/** What a JSON logger or a worker's queue writes, read back with the failures' own schema. */
const fromItsJson = (failure: Failure.AnyFailure): Failure.AnyFailure =>
  Schema.decodeUnknownSync(Schema.Union(Failure.AgentFailure, Failure.Exhausted))(JSON.parse(JSON.stringify(failure)))

const refusal = (make: () => unknown): string => {
  try {
    make()
  } catch (e) {
    return String(e)
  }
  return "made"
}

describe("failures through JSON", () => {
  it("refuse at construction a status, a token count or an attempt number that JSON cannot hold, naming the field", () => {
    // JSON writes NaN and ±Infinity as null, which the schema does not decode: a turn saved such a failure and could not
    // read it back, a worker's message could not be decoded (session 51)
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const cases: ReadonlyArray<readonly [string, () => unknown]> = [
        ["status", () => new Failure.Retryable({ reason: "r", status: bad })],
        ["status", () => new Failure.Fatal({ reason: "r", status: bad })],
        ["status", () => new Failure.Permanent({ reason: "r", status: bad })],
        ["status", () => new Failure.ContextOverflow({ reason: "r", status: bad })],
        ["tokens", () => new Failure.ContextOverflow({ reason: "r", tokens: bad })],
        ["limit", () => new Failure.ContextOverflow({ reason: "r", limit: bad })],
        ["attempt", () =>
          new Failure.Exhausted({
            layer: "model",
            attempts: [{ attempt: bad, failure: new Failure.Retryable({ reason: "r" }) }],
            last: new Failure.Retryable({ reason: "r" })
          })]
      ]
      for (const [field, make] of cases) {
        const message = refusal(make)
        expect(message).toContain(`["${field}"]`)
        expect(message).toContain(`Expected a finite number, actual ${bad}`)
      }
    }
    // the finite ones are kept as they were
    expect(new Failure.ContextOverflow({ reason: "r", status: 0, tokens: 1e300, limit: -0 }).tokens).toBe(1e300)
  })

  it("read back with their own schema from JSON.stringify, a wait of a fraction of a millisecond too", () => {
    // Gemini's RetryInfo "34.541613s" and jittered delays are Durations of nanoseconds, whose own JSON is
    // { _id: "Duration", _tag: "Nanos", hrtime: [34, 541613000] }: Schema.Duration reads no such form, so a logged
    // failure could not be decoded with Failure.AgentFailure (session 51)
    const gemini = Duration.decode("34.541613 seconds")
    const cases: ReadonlyArray<Duration.Duration> = [
      gemini,
      Duration.millis(0.5),
      Duration.nanos(1n),
      Duration.millis(1920),
      Duration.zero,
      Duration.infinity,
      Duration.millis(1e300),
      Duration.nanos(10n ** 30n)
    ]
    for (const wait of cases) {
      const last = new Failure.Retryable({ reason: "429", status: 429, retryAfter: wait })
      const back = fromItsJson(last)
      expect(back).toBeInstanceOf(Failure.Retryable)
      expect(Duration.toMillis((back as Failure.Retryable).retryAfter!)).toBe(Duration.toMillis(wait))
      const exhausted = new Failure.Exhausted({
        layer: "model",
        attempts: [{ attempt: 1, failure: last, delay: wait }, { attempt: 2, failure: last }],
        last
      })
      const again = fromItsJson(exhausted) as Failure.Exhausted
      expect(again).toBeInstanceOf(Failure.Exhausted)
      expect(Duration.toMillis(again.attempts[0].delay!)).toBe(Duration.toMillis(wait))
      expect(Duration.toMillis((again.attempts[1].failure as Failure.Retryable).retryAfter!)).toBe(
        Duration.toMillis(wait)
      )
      expect(again.message).toBe(exhausted.message)
    }
    // to the nanosecond
    const back = fromItsJson(new Failure.Retryable({ reason: "r", retryAfter: gemini })) as Failure.Retryable
    expect(Duration.equals(back.retryAfter!, gemini)).toBe(true)
  })

  it("a wait's JSON that is no Duration is still refused", () => {
    for (
      const retryAfter of [
        { _tag: "Nanos", hrtime: [-1, 5] },
        { _tag: "Nanos", hrtime: [1] },
        { _tag: "Millis", millis: -5 },
        "34s",
        2000
      ]
    ) {
      const decoded = Schema.decodeUnknownEither(Failure.Retryable)({ _tag: "Retryable", reason: "r", retryAfter })
      expect(Either.isLeft(decoded)).toBe(true)
    }
  })
})

/** A wait longer than `Number.MAX_SAFE_INTEGER` ms, which the schema encodes as no end (README, "Durable turns"). */
const beyondSafe = (d: Duration.Duration): boolean =>
  Duration.isFinite(d) && Duration.toMillis(d) > Number.MAX_SAFE_INTEGER

const text = fc.oneof(
  fc.constantFrom("", "429 Too Many Requests", "é 🙂 \u0000 \ud800 \u2028 \"quoted\" \\", "x".repeat(20_000)),
  fc.string({ unit: "binary" })
)

const count = fc.oneof(
  fc.constantFrom(0, -0, 429, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true })
)

const wait = fc.oneof(
  fc.constantFrom(
    Duration.zero,
    Duration.infinity,
    Duration.decode("34.541613 seconds"),
    Duration.millis(0.5),
    Duration.nanos(1n),
    Duration.millis(Number.MAX_SAFE_INTEGER),
    Duration.millis(Number.MAX_SAFE_INTEGER + 1),
    Duration.millis(1e300),
    Duration.nanos(10n ** 30n)
  ),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).map(Duration.millis),
  fc.double({ min: 0, max: 1e12, noNaN: true }).map(Duration.millis),
  fc.bigInt({ min: 0n, max: 2n ** 64n }).map(Duration.nanos)
)

/** Causes as thrown: made anew for each failure (a cycle, a throwing getter). */
const cause = fc.constantFrom<() => unknown>(
  () => "socket hang up",
  () => 0,
  () => null,
  () => 10n,
  () => Symbol("thrown"),
  () => () => 1,
  () => new Date(0),
  () => [1, [2, { deep: "é" }]],
  () => Object.create(null),
  () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    return cyclic
  },
  () => ({ request: { headers: { authorization: "Bearer sk-secret" } }, n: 5n }),
  () => Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", status: 503 }),
  () =>
    Object.defineProperty(new Error("getter"), "code", {
      enumerable: true,
      get() {
        throw new Error("getter throws")
      }
    }),
  () =>
    Object.defineProperty(new Error("m"), "message", {
      get() {
        throw new Error("message throws")
      }
    })
)

/** Props with each optional field present or absent; `cause` made at construction. */
const plain = fc.record({ reason: text, status: count, cause }, { requiredKeys: ["reason"] })
const retryableProps = fc.record({ reason: text, status: count, cause, retryAfter: wait }, { requiredKeys: ["reason"] })
const overflowProps = fc.record({ reason: text, status: count, cause, tokens: count, limit: count }, {
  requiredKeys: ["reason"]
})

const made = <P extends { readonly cause?: () => unknown }>(p: P) =>
  (p.cause === undefined ? p : { ...p, cause: p.cause() }) as Omit<P, "cause"> & { readonly cause?: unknown }

/** Each class, built by its constructor or by the library's own unsafe maker. */
const byConstructor = fc.boolean()
const retryable = fc.tuple(retryableProps, byConstructor).map(([p, real]) =>
  real ? new Failure.Retryable(made(p)) : makeRetryable(made(p))
)
const agentFailure: fc.Arbitrary<Failure.AgentFailure> = fc.oneof(
  retryable,
  fc.tuple(plain, byConstructor).map(([p, real]) => real ? new Failure.Fatal(made(p)) : makeFatal(made(p))),
  fc.tuple(plain, byConstructor).map(([p, real]) => real ? new Failure.Permanent(made(p)) : makePermanent(made(p))),
  fc.tuple(overflowProps, byConstructor).map(([p, real]) =>
    real ? new Failure.ContextOverflow(made(p)) : makeContextOverflow(made(p))
  )
)
const exhausted: fc.Arbitrary<Failure.Exhausted> = fc.tuple(
  fc.record({
    attempts: fc.array(
      fc.record({ attempt: count, failure: agentFailure, delay: wait }, { requiredKeys: ["attempt", "failure"] }),
      { maxLength: 8 }
    ),
    last: retryable,
    layer: text,
    stoppedBy: text
  }, { requiredKeys: ["attempts", "last", "layer"] }),
  byConstructor
).map(([p, real]) => real ? new Failure.Exhausted(p) : makeExhausted({ stoppedBy: undefined, ...p }))

const anyFailure = fc.oneof(agentFailure, exhausted)

const classes = {
  Retryable: Failure.Retryable,
  Fatal: Failure.Fatal,
  Permanent: Failure.Permanent,
  ContextOverflow: Failure.ContextOverflow,
  Exhausted: Failure.Exhausted
}

/** JSON writes -0 as 0. */
const jsonNumber = (n: number | undefined) => n === 0 ? 0 : n

type Trip = "encoded" | "stringified"

/** A wait after the trip: as it was, or (the schema's encoding) no end for one beyond the safe milliseconds. */
const expectWait = (back: Duration.Duration | undefined, sent: Duration.Duration | undefined, trip: Trip) => {
  if (sent === undefined) return expect(back).toBeUndefined()
  expect(back).toBeDefined()
  if (trip === "encoded" && beyondSafe(sent)) return expect(Duration.isFinite(back!)).toBe(false)
  expect(Duration.toMillis(back!)).toBe(Duration.toMillis(sent))
}

const waitClamped = (f: Failure.AnyFailure): boolean =>
  f._tag === "Retryable" && f.retryAfter !== undefined && beyondSafe(f.retryAfter)

const expectSame = (back: Failure.AnyFailure, sent: Failure.AnyFailure, trip: Trip): void => {
  expect(back).toBeInstanceOf(classes[sent._tag])
  expect(back._tag).toBe(sent._tag)
  expect(back.reason).toBe(sent.reason)
  if (sent._tag === "Exhausted") {
    const again = back as Failure.Exhausted
    expect([again.layer, again.stoppedBy, again.attempts.length]).toEqual([
      sent.layer,
      sent.stoppedBy,
      sent.attempts.length
    ])
    sent.attempts.forEach((attempt, i) => {
      expect(again.attempts[i].attempt).toBe(jsonNumber(attempt.attempt))
      expectWait(again.attempts[i].delay, attempt.delay, trip)
      expectSame(again.attempts[i].failure, attempt.failure, trip)
    })
    expectSame(again.last, sent.last, trip)
    expect(again.message).toBe(sent.message)
    return
  }
  const other = back as Failure.AgentFailure
  expect(other.status).toBe(jsonNumber(sent.status))
  if (sent._tag === "Retryable") expectWait((other as Failure.Retryable).retryAfter, sent.retryAfter, trip)
  if (sent._tag === "ContextOverflow") {
    const overflow = other as Failure.ContextOverflow
    expect([overflow.tokens, overflow.limit]).toEqual([jsonNumber(sent.tokens), jsonNumber(sent.limit)])
  }
  if (!(trip === "encoded" && waitClamped(sent))) expect(other.message).toBe(sent.message)
}

const AnyFailureSchema = Schema.Union(Failure.AgentFailure, Failure.Exhausted)
const decode = Schema.decodeUnknownSync(AnyFailureSchema)
const encode = Schema.encodeSync(AnyFailureSchema)

describe("failures through JSON, every class and field (session 51)", () => {
  it.prop(
    "keep their tag, status, counts and waits through the schema's encoding and through JSON.stringify",
    [anyFailure],
    ([failure]) => {
      const viaSchema = decode(JSON.parse(JSON.stringify(encode(failure))))
      expectSame(viaSchema, failure, "encoded")
      const viaStringify = decode(JSON.parse(JSON.stringify(failure)))
      expectSame(viaStringify, failure, "stringified")
      // the cause is the same JSON-safe summary either way
      expect(viaStringify.cause).toEqual(viaSchema.cause)
    },
    { fastCheck: { numRuns: 400 } }
  )

  it.prop(
    "sent as JSON and failed with as it came, are read as they were by the classifier and a retry layer",
    [agentFailure],
    ([failure]) => {
      for (const sent of [JSON.parse(JSON.stringify(failure)), JSON.parse(JSON.stringify(encode(failure)))]) {
        const read = Classify.classify(sent)
        expect(read._tag).toBe(failure._tag)
        expect(read.reason).toBe(failure.reason)
        expect(Classify.statusOf(sent)).toBe(jsonNumber(failure.status))
        if (failure._tag !== "Retryable") continue
        const own = ownRetryable(sent)
        expect(own).toBeInstanceOf(Failure.Retryable)
        expect([own.reason, own.status]).toEqual([failure.reason, jsonNumber(failure.status)])
        const trip = sent.retryAfter?._id === "Duration" ? "stringified" : "encoded"
        expectWait(own.retryAfter, failure.retryAfter, trip)
        expectWait(Classify.retryAfterOf(sent), failure.retryAfter, trip)
      }
    },
    { fastCheck: { numRuns: 300 } }
  )

  it("an Exhausted of many attempts, each with its wait", () => {
    const last = new Failure.Retryable({ reason: "503", status: 503, retryAfter: Duration.millis(1_234.567) })
    const attempts = Array.from({ length: 2_000 }, (_, i) => ({
      attempt: i + 1,
      failure: i % 2 === 0 ? last : new Failure.Retryable({ reason: `503 #${i}`, status: 503 }),
      delay: Duration.millis(i + 0.25)
    }))
    const exhausted = makeExhausted({ attempts, last, layer: "model", stoppedBy: undefined })
    for (
      const back of [
        decode(JSON.parse(JSON.stringify(exhausted))),
        decode(JSON.parse(JSON.stringify(encode(exhausted))))
      ]
    ) {
      expectSame(back, exhausted, "stringified")
    }
  })
})
