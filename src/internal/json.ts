/**
 * What `JSON.stringify` writes as `{}`, losing what it holds: a Map's or a Set's entries, an Error's message (none of
 * them is an own enumerable property). An object with a `toJSON` of its own is written by that, and so not refused.
 */
const losesContent = (value: unknown): string | undefined =>
  typeof value !== "object" || value === null
    ? undefined
    : value instanceof Map
    ? "a Map"
    : value instanceof Set
    ? "a Set"
    : value instanceof WeakMap || value instanceof WeakSet
    ? "a WeakMap or WeakSet"
    : value instanceof Error
    ? "an Error"
    : undefined

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
 * the value: as for a bigint or a cycle, for a Map, a Set or an Error (written as `{}`), so that a tool's rows do not
 * reach the model, or a replay, as an empty object.
 * @internal
 */
export const strictJson = (value: unknown): string | undefined => JSON.stringify(value, refuseLossy)
