/**
 * A stream's failure after its output reached the consumer cannot be retried: `settle` makes it an `Exhausted` that says
 * so. A `Retryable` that came through JSON (a model layer relaying a worker's failure) is no instance of the class.
 */
import { describe, expect, it } from "@effect/vitest"
import { Duration, Schema } from "effect"
import { Failure } from "effect-resilience"
import { settle, STOPPED_BY } from "../src/internal/aiStream.js"

describe("a stream's failure after output", () => {
  it("from a Retryable that came through JSON is an Exhausted holding a Retryable, encodable, its wait kept", () => {
    const relayed = JSON.parse(JSON.stringify(
      new Failure.Retryable({ reason: "overloaded", status: 529, retryAfter: Duration.seconds(3) })
    )) as Failure.Retryable
    const earlier = [{ attempt: 1, failure: relayed }]
    // The validating constructor threw ("Exhausted (Constructor)"): the stream died with a defect.
    const final = settle(relayed, "model", earlier, STOPPED_BY)
    expect(Failure.isExhausted(final)).toBe(true)
    const exhausted = final as Failure.Exhausted
    expect(exhausted.last).toBeInstanceOf(Failure.Retryable)
    expect(exhausted.last).toMatchObject({ reason: "overloaded", status: 529 })
    expect(Duration.toMillis(exhausted.last.retryAfter!)).toBe(3000)
    expect(exhausted.attempts.map((a) => a.failure)).toSatisfy((failures: ReadonlyArray<unknown>) =>
      failures.every((f) => f instanceof Failure.Retryable)
    )
    expect(exhausted.message).toBe(
      `model failed after 2 attempts: [1] Retryable (HTTP 529): overloaded [2] Retryable (HTTP 529): overloaded; stopped: ${STOPPED_BY}`
    )
    const decoded = Schema.decodeUnknownSync(Failure.Exhausted)(Schema.encodeSync(Failure.Exhausted)(exhausted))
    expect(decoded.attempts).toHaveLength(2)
  })
})
