import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Tracer } from "effect"
import { annotateCurrentSpan } from "../src/internal/span.js"

// The library annotates spans without Effect's failing lookup (its NoSuchElementException cost more
// than a retry): it must annotate the span Effect.annotateCurrentSpan would.
describe("annotateCurrentSpan (internal)", () => {
  const attributesOf = (span: Tracer.AnySpan) => span._tag === "Span" ? Object.fromEntries(span.attributes) : {}

  it.effect("annotates the current span, like Effect.annotateCurrentSpan", () =>
    Effect.gen(function*() {
      const span = yield* Effect.gen(function*() {
        yield* annotateCurrentSpan({ ours: 1 })
        yield* Effect.annotateCurrentSpan({ effects: 2 })
        return yield* Effect.currentSpan
      }).pipe(Effect.withSpan("call"))
      expect(attributesOf(span)).toEqual({ ours: 1, effects: 2 })
    }))

  it.effect("does nothing, and does not fail, without a span", () =>
    Effect.gen(function*() {
      yield* annotateCurrentSpan({ ours: 1 })
      expect(Option.isNone(yield* Effect.serviceOption(Tracer.ParentSpan))).toBe(true)
    }))

  it.effect("skips a span that does not propagate, to its parent", () =>
    Effect.gen(function*() {
      const outer = yield* Effect.gen(function*() {
        yield* Effect.gen(function*() {
          yield* annotateCurrentSpan({ ours: 1 })
          yield* Effect.annotateCurrentSpan({ effects: 2 })
        }).pipe(Effect.withSpan("hidden", { context: Tracer.DisablePropagation.context(true) }))
        return yield* Effect.currentSpan
      }).pipe(Effect.withSpan("outer"))
      expect(attributesOf(outer)).toEqual({ ours: 1, effects: 2 })
    }))
})
