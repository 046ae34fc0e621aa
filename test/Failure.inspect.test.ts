import { describe, expect, it } from "@effect/vitest"
import { Cause, Duration, Effect, Inspectable } from "effect"
import * as Library from "effect-resilience"
import {
  Agent,
  Bulkhead,
  Failure,
  Idempotency,
  Model,
  Session,
  Simulate,
  Timeout,
  ToolResult,
  Turn,
  TurnStore
} from "effect-resilience"
import * as Ai from "effect-resilience/ai"
import { format, inspect } from "node:util"
import { chai } from "vitest"

/**
 * What a test gets back from an effect that failed inside a span (`Session.generate`, an agent turn, a tool call, a
 * user's `Effect.withSpan`): Effect hands an object error on as a Proxy carrying the span.
 */
const failedInSpan = <E extends object>(error: E): E =>
  Effect.runSync(Effect.flip(Effect.fail(error).pipe(Effect.withSpan("a user's span"))))

type ErrorClass = abstract new(...args: never) => unknown

const originalAnnotation = Symbol.for("effect/OriginalAnnotation")

/** The error a failed `expect(actual).toMatchObject(expected)` throws. */
const failedMatch = (actual: unknown, expected: object): Error => {
  try {
    expect(actual).toMatchObject(expected)
  } catch (e) {
    return e as Error
  }
  throw new Error("the match passed")
}

const withTruncateThreshold = <A>(threshold: number, f: () => A): A => {
  const before = chai.config.truncateThreshold
  chai.config.truncateThreshold = threshold
  try {
    return f()
  } finally {
    chai.config.truncateThreshold = before
  }
}

const overflow = new Failure.ContextOverflow({ reason: "prompt is too long", status: 400, tokens: 9000, limit: 8192 })
const retryable = new Failure.Retryable({
  reason: "HTTP 503",
  status: 503,
  retryAfter: Duration.seconds(2),
  cause: new Error("upstream")
})
const exhausted = new Failure.Exhausted({ attempts: [{ attempt: 1, failure: retryable }], last: retryable, layer: "m" })
const size = Session.size([new Model.UserMessage({ content: "hi" })])

// every error class the library exports
const failures: ReadonlyArray<Cause.YieldableError & { readonly _tag: string }> = [
  retryable,
  new Failure.Fatal({ reason: "invalid_request_error", status: 400 }),
  new Failure.Permanent({ reason: "invalid api key", status: 401 }),
  overflow,
  exhausted,
  new ToolResult.ToolError({ code: "TIMEOUT", tool: "search", callId: "call_1", reason: "timed out" }),
  new Simulate.PolicyFileError({ source: "policies.json", issues: [{ path: "[0].retry", message: "is missing" }] }),
  new Turn.StepDefect({ reason: "boom" }),
  new Session.CompactionFailed({ kind: "NotShrinking", compactions: 1, before: size, after: size, overflow }),
  new Timeout.TimeoutCause({ duration: Duration.seconds(5) }),
  new TurnStore.TurnStoreError({ operation: "save", turnId: "t1", cause: new Error("SQLITE_BUSY") }),
  new TurnStore.TurnConflict({ turnId: "t1", expectedVersion: 3 }),
  new TurnStore.TurnAlreadyExists({ turnId: "t1" }),
  new Agent.StepLimitExceeded({ maxSteps: 3, history: [] }),
  new Agent.TimeBudgetExceeded({ budget: Duration.seconds(30), steps: 2, history: [], failure: exhausted }),
  new Turn.TurnNotFound({ turnId: "t1" }),
  new Turn.TurnStateError({ turnId: "t1", operation: "resume", state: "Completed" }),
  new Idempotency.IdempotencyError({ key: "k1", reason: "ClaimLost", detail: "another worker holds it" }),
  new Bulkhead.BulkheadRejected({ concurrency: 2, queue: 0 })
]

describe("a failure handed on inside a span (Effect's Proxy) is printed as itself", () => {
  it("the cases cover every error class the library exports (a new one needs the inspect hook too)", () => {
    const exported = new Set<ErrorClass>()
    for (const module of [...Object.values(Library), ...Object.values(Ai)]) {
      for (const value of Object.values(module as object)) {
        if (typeof value === "function" && value.prototype instanceof Cause.YieldableError) {
          exported.add(value as ErrorClass)
        }
      }
    }
    const covered = new Set(failures.map((failure) => failure.constructor as ErrorClass))
    expect([...exported].filter((c) => !covered.has(c)).map((c) => c.name)).toEqual([])
    expect(exported.size).toBe(covered.size)
  })

  it("a failed toMatchObject names the failure instead of overflowing the stack in chai's inspect", () => {
    for (const failure of failures) {
      const traced = failedInSpan(failure)
      // the case at hand: Effect's Proxy, which is no Error to chai's inspect
      expect(traced).not.toBe(failure)
      expect(originalAnnotation in traced).toBe(true)
      expect(Object.prototype.toString.call(traced)).toBe("[object Object]")

      // chai's inspect, which printed a failed match's actual value, overflowed the stack on it
      expect(chai.util.inspect(traced)).toBe(chai.util.inspect(failure))
      const thrown = failedMatch(traced, { _tag: "SomethingElse" })
      // it was `RangeError: Maximum call stack size exceeded`, and vitest showed no diff
      expect(thrown.name, `${failure._tag}: ${thrown}`).toBe("AssertionError")
      expect(thrown.message).toMatch(/ to match object \{ _tag: 'SomethingElse' \}/)
      // chai prints a long value's keys only (its truncateThreshold); in full, it is the failure
      const full = withTruncateThreshold(0, () => failedMatch(traced, { _tag: "SomethingElse" }))
      expect(full.message).toContain(`expected ${failure._tag}: ${failure.message.slice(0, 10)}`)
    }
  })

  it.effect("so does one the library raised in its own span (Session.generate)", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([Model.streamError("invalid_request_error: bad tool schema")])
      const failure = yield* Effect.flip(
        Session.generate({ history: [new Model.UserMessage({ content: "hi" })], tools: [] }).pipe(
          Effect.provide(model.layer)
        )
      )
      expect(originalAnnotation in failure).toBe(true)
      const thrown = withTruncateThreshold(0, () => failedMatch(failure, { _tag: "Retryable" }))
      expect(thrown.name, String(thrown)).toBe("AssertionError")
      expect(thrown.message).toMatch(/^expected Fatal: Fatal: invalid_request_error/)
    }))

  it("Node's util.inspect and console.log print it as before: the error, with its fields", () => {
    for (const failure of failures) {
      const traced = failedInSpan(failure)
      // the hook still gives Node the error itself, as Effect's YieldableError does
      expect(failure[Inspectable.NodeInspectSymbol]()).toBe(failure)
      expect(traced[Inspectable.NodeInspectSymbol]()).toBe(failure)
      const printed = inspect(failure)
      expect(inspect(traced)).toBe(printed)
      expect(format(traced)).toBe(printed)
      expect(inspect({ failures: [traced] }, { depth: 4 })).toBe(inspect({ failures: [failure] }, { depth: 4 }))
      // Node's rendering of an error (name, message, stack, then the fields), not a string of the hook's
      expect(printed.startsWith(`${failure._tag}: ${failure.message.split("\n")[0]}`)).toBe(true)
      expect(printed).toContain(`_tag: '${failure._tag}'`)
      expect(String(traced)).toBe(String(failure))
      expect(JSON.stringify(traced)).toBe(JSON.stringify(failure))
    }
  })
})
