import { get, isArray, isBytes, isObject } from "./inspect.js"

/** @internal */
export type HeadersLike =
  | { readonly get: (name: string) => string | null }
  | Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

/** Reads one header (case-insensitively) from a `Headers` object or a plain record; never throws. @internal */
export type HeaderReader = (name: string) => string | undefined

const MAX_KEYS = 200

/** @internal */
export const headerReader = (u: unknown): HeaderReader | undefined => {
  if (!isObject(u)) return undefined
  const getter = get(u, "get")
  if (typeof getter === "function") {
    return (name) => {
      try {
        const value = (getter as (n: string) => unknown).call(u, name)
        return typeof value === "string" ? value : undefined
      } catch {
        return undefined
      }
    }
  }
  if (isArray(u) || isBytes(u)) return undefined
  // the keys are listed once a reader, on the first name not found as written: listing them costs as much as the
  // record is wide, and a classification asks up to a dozen names (review of session 38: 800 000 keys took 4 s)
  let keys: ReadonlyArray<string> | undefined
  return (name) => {
    const direct = normalize(get(u, name))
    if (direct !== undefined) return direct
    try {
      keys ??= Object.keys(u).slice(0, MAX_KEYS)
      for (let i = 0; i < keys.length; i++) {
        if (keys[i].toLowerCase() === name) return normalize(get(u, keys[i]))
      }
    } catch {
      keys = []
    }
    return undefined
  }
}

const normalize = (value: unknown): string | undefined => {
  if (typeof value === "string") return value
  if (typeof value === "number") return String(value)
  if (isArray(value)) {
    const first = get(value, 0)
    return typeof first === "string" ? first : undefined
  }
  return undefined
}
