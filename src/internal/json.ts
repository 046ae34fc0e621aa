/**
 * Classes whose content lives in internal slots, where JSON does not look, so that it writes them as `{}`: a fetch's
 * `Response` returned instead of its body, its `Headers`, a `Blob`'s bytes, a `RegExp`'s pattern. Looked up by name: a
 * runtime without one (an older Node without `fetch`) has nothing of it to refuse.
 */
type Class = abstract new(...args: Array<never>) => unknown

const SLOTTED: ReadonlyArray<readonly [name: string, constructor: Class]> = [
  "Response",
  "Request",
  "Headers",
  "URLSearchParams",
  "FormData",
  "Blob",
  "ReadableStream",
  "ArrayBuffer",
  "SharedArrayBuffer",
  "DataView",
  "RegExp",
  "WeakRef"
].flatMap((name) => {
  const constructor = (globalThis as Record<string, unknown>)[name]
  return typeof constructor === "function" ? [[name, constructor as Class] as const] : []
})

// What every iterator and generator object inherits (`[].values()`, `function*`), and every async generator: an iterator
// is its items to come, none of which JSON reads.
const ITERATOR_PROTOTYPES: ReadonlyArray<object> = [
  Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object,
  Object.getPrototypeOf(Object.getPrototypeOf(async function*() {}).prototype) as object
]

/**
 * What `JSON.stringify` writes as `{}`, losing what it holds: a Map's or a Set's entries, an Error's message (none of
 * them is an own enumerable property), a promise not awaited (any thenable), an iterator or a generator not consumed,
 * an object of a class in `SLOTTED`. An object with a `toJSON` of its own is written by that, and so not refused.
 */
const losesContent = (value: unknown): string | undefined => {
  if (typeof value !== "object" || value === null) return undefined
  // the common case, a plain object or an array (a tool's rows), without the checks below for each
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype === Object.prototype || prototype === Array.prototype || prototype === null) return undefined
  if (value instanceof Map) return "a Map"
  if (value instanceof Set) return "a Set"
  if (value instanceof WeakMap || value instanceof WeakSet) return "a WeakMap or WeakSet"
  if (value instanceof Error) return "an Error"
  // `Effect.sync(() => client.search(q))`: the handler returned the promise, not what it resolves to
  if (typeof (value as { then?: unknown }).then === "function") return "a Promise (not awaited)"
  // `stmt.iterate()` for `stmt.all()`, a Map's `values()`, an SDK's paginator: the handler returned the items to come
  if (ITERATOR_PROTOTYPES.some((prototype) => Object.prototype.isPrototypeOf.call(prototype, value))) {
    return "an iterator (not consumed)"
  }
  const slotted = SLOTTED.find(([, constructor]) => value instanceof constructor)
  return slotted === undefined ? undefined : `a ${slotted[0]}`
}

const refuseLossy = (key: string, value: unknown): unknown => {
  const what = losesContent(value)
  if (what !== undefined) {
    throw new TypeError(
      `${what}${key === "" ? "" : ` at ${JSON.stringify(key)}`} has no JSON form: JSON writes it as {}`
    )
  }
  return value
}

/**
 * `JSON.stringify` of a value a model or a store reads back, which throws where the text would silently lose part of
 * the value: as for a bigint or a cycle, for a Map, a Set, an Error, a Response or a Promise (written as `{}`), so
 * that a tool's rows do not reach the model, or a replay, as an empty object.
 * @internal
 */
export const strictJson = (value: unknown): string | undefined => JSON.stringify(value, refuseLossy)
