import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Option from "effect/Option"
import * as Tracer from "effect/Tracer"

/**
 * The span `Effect.annotateCurrentSpan` would annotate: the current span, or the nearest parent that
 * propagates. Effect finds it by failing with a `NoSuchElementException` when there is none, and that
 * exception's stack trace cost more than the rest of a retry; this lookup returns `undefined` instead.
 */
const annotatedSpan = (start: Option.Option<Tracer.AnySpan>): Tracer.Span | undefined => {
  let current = start
  while (current._tag === "Some") {
    const span = current.value
    if (!Context.get(span.context, Tracer.DisablePropagation)) return span._tag === "Span" ? span : undefined
    if (span._tag !== "Span") return undefined
    current = span.parent
  }
  return undefined
}

/**
 * `Effect.annotateCurrentSpan` with an attribute record, at no cost when no span is being recorded.
 * @internal
 */
export const annotateCurrentSpan = (attributes: Readonly<Record<string, unknown>>): Effect.Effect<void> =>
  Effect.contextWith((context) => {
    const span = annotatedSpan(Context.getOption(context, Tracer.ParentSpan))
    if (span !== undefined) { for (const key in attributes) span.attribute(key, attributes[key]) }
  })
