/**
 * Effect's `fail` hands an object error raised inside a span on as a Proxy that carries the span
 * (`Effect.flip`, `Effect.either`, `Exit`, `Cause.failures` all give that Proxy back). Its
 * `Symbol.for("effect/OriginalAnnotation")` is the error itself.
 *
 * The inspect hook every `Schema.TaggedError` inherits from Effect's `YieldableError` returns `this`,
 * here the Proxy. Node's `util.inspect` looks through a Proxy before it asks for the hook, so it prints
 * the error; chai's inspect (vitest's `expect`) does not: a Proxy is no `Error` to it, so it asks the
 * hook again, is given the Proxy again, and a failed `expect(failure).toMatchObject(…)` ends in
 * `RangeError: Maximum call stack size exceeded` instead of saying what the failure was. The failure
 * classes answer the hook with the error itself when asked on the Proxy (a prototype method: the
 * classes' instances carry nothing more).
 */

import { NodeInspectSymbol } from "effect/Inspectable"

const originalSymbol = Symbol.for("effect/OriginalAnnotation")

/**
 * The error `self` stands for when it is Effect's span-carrying Proxy of it; `undefined` otherwise (the error
 * itself, which its inherited hook prints as it always has).
 * @internal
 */
export const originalOfTraced = (self: object): object | undefined => {
  const original = (self as { readonly [originalSymbol]?: unknown })[originalSymbol]
  return typeof original === "object" && original !== null && original !== self ? original : undefined
}

/**
 * Gives each class's prototype the inspect hook described above: `originalOfTraced(this)`, else the hook it inherits.
 * One method on the prototype, installed once as the module loads, instead of a copy of it in every class body.
 * @internal
 */
export const printedThroughSpans = (...classes: ReadonlyArray<{ readonly prototype: object }>): void => {
  for (const Class of classes) {
    const inherited = (Object.getPrototypeOf(Class.prototype) as Record<PropertyKey, unknown>)[NodeInspectSymbol]
    Object.defineProperty(Class.prototype, NodeInspectSymbol, {
      value(this: object): unknown {
        return originalOfTraced(this) ?? (typeof inherited === "function" ? inherited.call(this) : this)
      },
      writable: true,
      configurable: true
    })
  }
}
