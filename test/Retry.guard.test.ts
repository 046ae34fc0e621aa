import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit } from "effect"
import { Failure, Retry, RetryBudget, RetrySchedule } from "../src/index.js"
import { type Guard, retryGuarded, validate } from "../src/internal/retry.js"

// A Policy's closed breaker is a guard: while it admits, the first attempt runs unguarded in the retry layer's one frame,
// which reports its success to the guard, and its failure before handling it. Every other path runs guarded.
const config = validate({ schedule: RetrySchedule.maxRetries(RetrySchedule.exponential(0), 2), layer: "guard" })
const transient = new Failure.Retryable({ reason: "HTTP 503", status: 503 })

const fixture = (options: { readonly bare: boolean; readonly failures: number }) => {
  const seen = {
    bareStarts: 0,
    bareSuccesses: 0,
    bareFailures: [] as Array<Cause.Cause<unknown>>,
    bareRuns: 0,
    guardedRuns: 0
  }
  let calls = 0
  const call = Effect.suspend(() => ++calls <= options.failures ? Effect.fail(transient) : Effect.succeed(calls))
  const guard: Guard = {
    admits: () => {
      if (options.bare) seen.bareStarts++
      return options.bare
    },
    onSuccess: () => void seen.bareSuccesses++,
    onFailure: (cause) => Effect.sync(() => void seen.bareFailures.push(cause))
  }
  const bare = Effect.zipRight(Effect.sync(() => void seen.bareRuns++), call)
  const guarded = Effect.zipRight(Effect.sync(() => void seen.guardedRuns++), call)
  return { seen, layer: retryGuarded(bare, guarded, guard, config) }
}

describe("Retry with a guard (internal; a Policy's breaker)", () => {
  it.effect("bare: the first attempt runs unguarded, its failure is reported once, the retries run guarded", () =>
    Effect.gen(function*() {
      const { layer, seen } = fixture({ bare: true, failures: 2 })
      expect(yield* layer).toBe(3)
      // the success is a guarded retry's: the guard's own handlers saw it
      expect(seen).toMatchObject({ bareStarts: 1, bareRuns: 1, guardedRuns: 2, bareSuccesses: 0 })
      expect(seen.bareFailures.map((cause) => Cause.squash(cause))).toEqual([transient])
    }))

  it.effect("bare and succeeding: the success is reported once, and run again, once more", () =>
    Effect.gen(function*() {
      const { layer, seen } = fixture({ bare: true, failures: 0 })
      expect(yield* layer).toBe(1)
      expect(seen).toMatchObject({ bareStarts: 1, bareRuns: 1, guardedRuns: 0, bareFailures: [], bareSuccesses: 1 })
      expect(yield* layer).toBe(2)
      expect(seen).toMatchObject({ bareStarts: 2, bareRuns: 2, bareSuccesses: 2 })
    }))

  it.effect("not bare: every attempt runs guarded and no failure is reported as bare", () =>
    Effect.gen(function*() {
      const { layer, seen } = fixture({ bare: false, failures: 2 })
      expect(yield* layer).toBe(3)
      // a guarded first attempt's success is no unguarded one's: not reported to the guard
      expect(seen).toMatchObject({ bareStarts: 0, bareRuns: 0, guardedRuns: 3, bareFailures: [], bareSuccesses: 0 })
      const once = fixture({ bare: false, failures: 0 })
      expect(yield* once.layer).toBe(1)
      expect(once.seen).toMatchObject({ guardedRuns: 1, bareSuccesses: 0 })
    }))

  it.effect("with a budget, or under an outer layer's later attempt, the shortcut is not taken", () =>
    Effect.gen(function*() {
      const budgeted = fixture({ bare: true, failures: 1 })
      expect(yield* budgeted.layer.pipe(Effect.provideService(RetryBudget.RetryBudget, RetryBudget.unlimited))).toBe(2)
      expect(budgeted.seen).toMatchObject({
        bareStarts: 0,
        bareRuns: 0,
        guardedRuns: 2,
        bareFailures: [],
        bareSuccesses: 0
      })
      const nested = fixture({ bare: true, failures: 1 })
      expect(yield* nested.layer.pipe(Effect.provideService(Retry.CurrentAttempt, 2))).toBe(2)
      expect(nested.seen).toMatchObject({ bareStarts: 0, bareRuns: 0, guardedRuns: 2, bareFailures: [] })
    }))

  it.effect("a Fatal first attempt, bare: reported once, and the layer fails with it", () =>
    Effect.gen(function*() {
      const fatal = new Failure.Fatal({ reason: "HTTP 401", status: 401 })
      let reported = 0
      const guard: Guard = {
        admits: () => true,
        onSuccess: () => {},
        onFailure: () => Effect.sync(() => void reported++)
      }
      const exit = yield* Effect.exit(retryGuarded(Effect.fail(fatal), Effect.fail(fatal), guard, config))
      expect(exit).toEqual(Exit.fail(fatal))
      expect(reported).toBe(1)
    }))
})
