import { createHash } from "node:crypto"
import { InvalidOptionError, object } from "../options.js"

// Tokens that are not JSON, so that values JSON cannot express never collide with a JSON value
// that happens to look like them (the string "NaN", the object {"$bigint": "1"}).
const CYCLE = "#cycle"
const THROWN = "#thrown"

/** @internal */
export const canonicalJson = (value: unknown): string => encode(value, new Set(), true) ?? "null"

const encode = (value: unknown, ancestors: Set<object>, inArray: boolean): string | undefined => {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value)
    case "number":
      // JSON.stringify gives ECMAScript's shortest round-trip form (RFC 8785) and writes -0 as 0.
      return Number.isFinite(value) ? JSON.stringify(value) : String(value)
    case "boolean":
      return value ? "true" : "false"
    case "bigint":
      return `${value}n`
    case "undefined":
    case "function":
    case "symbol":
      // JSON semantics: dropped from objects, null inside arrays.
      return inArray ? "null" : undefined
  }
  if (value === null) return "null"
  const object = value as object
  if (ancestors.has(object)) return CYCLE
  ancestors.add(object)
  try {
    return encodeObject(object, ancestors, inArray)
  } catch {
    // A getter or toJSON that throws: still a defined, stable encoding.
    return THROWN
  } finally {
    ancestors.delete(object)
  }
}

const encodeObject = (object: object, ancestors: Set<object>, inArray: boolean): string | undefined => {
  const toJSON = (object as { toJSON?: unknown }).toJSON
  if (typeof toJSON === "function") {
    const replaced: unknown = toJSON.call(object, "")
    // What it returns stands where the object stood: a `toJSON` giving `undefined` in an array is `null` there, as in
    // JSON.stringify, not an empty item (`[x]` read `[]`, the key of an empty list).
    if (replaced !== object) return encode(replaced, ancestors, inArray)
  }
  if (Array.isArray(object)) {
    const items: Array<string> = []
    for (let i = 0; i < object.length; i++) items.push(encode(object[i], ancestors, true)!)
    return `[${items.join(",")}]`
  }
  if (object instanceof Map) {
    const entries = Array.from(object, ([k, v]) => `[${encode(k, ancestors, true)},${encode(v, ancestors, true)}]`)
    return `Map[${entries.sort().join(",")}]`
  }
  if (object instanceof Set) {
    return `Set[${Array.from(object, (v) => encode(v, ancestors, true)!).sort().join(",")}]`
  }
  const members: Array<string> = []
  // Sorted by UTF-16 code units, as RFC 8785 asks.
  for (const key of Object.keys(object).sort()) {
    const encoded = encode((object as Record<string, unknown>)[key], ancestors, false)
    if (encoded !== undefined) members.push(`${JSON.stringify(key)}:${encoded}`)
  }
  return `{${members.join(",")}}`
}

/** @internal */
export const keyVersion = "effect-resilience/idempotency/v1"

/**
 * Checks the parts of a key, throwing `InvalidOptionError` naming the first that is wrong. Keys are often made from
 * untyped data (a provider's JSON, a queue message): a field that is missing or misspelt (`turnID`) would otherwise
 * hash as `null`, so that every turn (or every call) shares one key and a result replays where it does not belong.
 * - `turnId` and `tool`: non-empty strings, the parts that tell turns and tools apart;
 * - `callId`: a string, which may be empty (some providers give their calls no id; the arguments, and in a turn the
 *   exchange, still tell those calls apart);
 * - `args`: any value, even `undefined` (a call without arguments), but the field must be there: a misspelt
 *   `arguments` would make calls with different arguments share a key.
 */
const checkParts = (input: unknown): void => {
  const parts = object("input", input as object | undefined, "an object { turnId, callId, tool, args }")
  if (parts === undefined) throw new InvalidOptionError("input", input, "an object { turnId, callId, tool, args }")
  const { callId, tool, turnId } = parts as Record<string, unknown>
  if (typeof turnId !== "string" || turnId === "") {
    throw new InvalidOptionError("turnId", turnId, "a non-empty string (the turn the call belongs to)")
  }
  if (typeof callId !== "string") throw new InvalidOptionError("callId", callId, "a string (the call's id)")
  if (typeof tool !== "string" || tool === "") throw new InvalidOptionError("tool", tool, "a non-empty string")
  if (!("args" in parts)) {
    throw new InvalidOptionError("args", undefined, "the call's decoded arguments (an args field, even if undefined)")
  }
}

/** @internal */
export const makeKey = (input: {
  readonly turnId: string
  readonly callId: string
  readonly tool: string
  readonly args: unknown
}): string => {
  checkParts(input)
  return hashed([keyVersion, input.turnId, input.callId, input.tool, input.args])
}

const hashed = (parts: ReadonlyArray<unknown>): string =>
  "idem_" + createHash("sha256").update(canonicalJson(parts)).digest("hex")

/**
 * The key of a call made in one exchange of a turn: in a durable turn `exchange` is the count of
 * exchanges kept in the turn (a position in the history repeats once compaction shortens it),
 * otherwise the position of its assistant message in the history. Providers that number calls per
 * response ("call_0") reuse an id for a second, intended call later in the same turn; the exchange
 * tells the two apart, and a resumed exchange has the same one.
 * @internal
 */
export const makeExchangeKey = (input: {
  readonly turnId: string
  readonly exchange: number
  readonly callId: string
  readonly tool: string
  readonly args: unknown
}): string => {
  checkParts(input)
  return hashed([keyVersion, input.turnId, input.callId, input.tool, input.args, input.exchange])
}

/**
 * The key of a call made inside the handler of another (an agent a tool runs): `within`, the calls it runs in (see
 * `Toolkit.Enclosing`), joins it, so that it differs from the same call made by another sub-agent, or by the same one in
 * another step, and is the same when the enclosing call is resumed. `exchange`: the sub-agent's own, if any.
 * @internal
 */
export const makeNestedKey = (input: {
  readonly turnId: string
  readonly exchange: number | undefined
  readonly callId: string
  readonly tool: string
  readonly args: unknown
  readonly within: ReadonlyArray<unknown>
}): string => {
  checkParts(input)
  return hashed([keyVersion, input.turnId, input.callId, input.tool, input.args, input.exchange ?? null, {
    within: input.within
  }])
}
