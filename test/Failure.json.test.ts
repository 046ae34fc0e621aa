import { describe, expect, it } from "@effect/vitest"
import { Failure } from "effect-resilience"

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
})
