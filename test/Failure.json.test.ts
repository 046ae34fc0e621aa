import { describe, expect, it } from "@effect/vitest"
import { Duration, Either, Schema } from "effect"
import { Failure } from "effect-resilience"

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
