/**
 * Safe access to values of unknown shape. Every read is guarded: getters and Proxy traps may
 * throw, revoked proxies throw on almost any operation, and `String(u)` runs user code.
 * @internal
 */

/** How much of any one string the classifier reads: enough for every provider message, bounded for huge ones. */
export const SCAN_LIMIT = 64 * 1024

/** Strings longer than this are not parsed as JSON (parsing is linear, but a bound keeps the cost predictable). */
export const PARSE_LIMIT = 1024 * 1024

/** @internal */
export const isObject = (u: unknown): u is object => (typeof u === "object" && u !== null) || typeof u === "function"

/** @internal */
export const get = (u: unknown, key: PropertyKey): unknown => {
  if (!isObject(u)) return undefined
  if (watched !== undefined && !watched.has(key)) strayed = true
  try {
    return (u as Record<PropertyKey, unknown>)[key]
  } catch {
    return undefined
  }
}

/** The fields `within` allows, while it runs (`undefined` otherwise), and whether a `get` read another. */
let watched: ReadonlySet<PropertyKey> | undefined
let strayed = false

/**
 * `read()`, and whether every field it read through `get` is one of `fields`: `memo.ts` keeps a reason described from a
 * body only when it read nothing but the fields whose values the common walk's tape holds (then an input whose walk
 * read the same values has the same reason). Nests: a getter that classifies while `read` runs is watched too (its
 * reads count against the outer watch as well), and the outer watch resumes.
 * @internal
 */
export const within = <A>(
  fields: ReadonlySet<PropertyKey>,
  read: () => A
): { readonly value: A; readonly within: boolean } => {
  const outerFields = watched
  const outerStrayed = strayed
  watched = fields
  strayed = false
  try {
    const value = read()
    return { value, within: !strayed }
  } finally {
    watched = outerFields
    strayed = outerStrayed || strayed
  }
}

/** @internal */
export const getString = (u: unknown, key: PropertyKey): string | undefined => {
  const value = get(u, key)
  return typeof value === "string" ? value : undefined
}

/** @internal */
export const getNumber = (u: unknown, key: PropertyKey): number | undefined => {
  const value = get(u, key)
  return typeof value === "number" && Number.isFinite(value) ? value : undefined
}

/** @internal */
export const isArray = (u: unknown): u is ReadonlyArray<unknown> => {
  try {
    return Array.isArray(u)
  } catch {
    return false
  }
}

/**
 * The error object of an Anthropic server tool's failed result block, from the block's `type` and `content`: `{ type:
 * "web_search_tool_result", content: { type: "web_search_tool_result_error", error_code } }` (a success's `content` is
 * a list). The evidence walk classifies by it, the reason names it.
 * @internal
 */
export const serverToolError = (type: unknown, content: unknown): object | undefined =>
  typeof type === "string" && type.endsWith("_tool_result") && isObject(content) && !isArray(content) ?
    content :
    undefined

/**
 * Whether `u` is a typed array or a `DataView`: bytes, never fields. Their keys are not listed: V8 makes a string of each
 * index (a megabyte's took ~300 ms, four megabytes' ~5 s, and a walk listed them more than once), and none is a field
 * the classifier reads. Cannot throw: a proxy, revoked or not, is none.
 * @internal
 */
export const isBytes = (u: object): boolean => ArrayBuffer.isView(u)

/** @internal */
export const isError = (u: unknown): boolean => {
  try {
    return u instanceof Error || Object.prototype.toString.call(u) === "[object Error]"
  } catch {
    return false
  }
}

/** @internal */
export const cap = (s: string, limit: number = SCAN_LIMIT): string => s.length > limit ? s.slice(0, limit) : s

/** @internal */
export const constructorName = (u: object): string | undefined => {
  try {
    const proto = Object.getPrototypeOf(u)
    const ctor = proto === null ? undefined : (proto as { constructor?: unknown }).constructor
    const name = typeof ctor === "function" ? ctor.name : undefined
    return typeof name === "string" && name.length > 0 ? name : undefined
  } catch {
    return undefined
  }
}

const generic = new Set(["Error", "Object", "Function", "Array"])

/**
 * The name a person knows the error by. The openai SDK leaves `name` as "Error" on its classes, so the
 * constructor name ("RateLimitError") wins over a generic `name`; Effect errors carry a `_tag`.
 * @internal
 */
export const typeName = (u: unknown): string => isObject(u) ? typeNameOf(u, get(u, "name"), get(u, "_tag")) : typeof u

/** `typeName` of an object whose `name` and `_tag` the caller has read already. @internal */
export const typeNameOf = (u: object, nameField: unknown, tagField: unknown): string =>
  typeNameFrom(nameField, tagField, constructorName(u))

/** `typeName` from the `name`, the `_tag` and the constructor's name. @internal */
export const typeNameFrom = (nameField: unknown, tagField: unknown, ctor: string | undefined): string => {
  const name = typeof nameField === "string" ? nameField : undefined
  if (name !== undefined && name.length > 0 && !generic.has(name)) return name
  if (typeof tagField === "string" && tagField.length > 0) return tagField
  if (ctor !== undefined && !generic.has(ctor)) return ctor
  return name !== undefined && name.length > 0 ? name : ctor ?? "Object"
}

/** `String(u)` that cannot throw. @internal */
export const safeString = (u: unknown): string => {
  try {
    if (typeof u === "string") return u
    if (typeof u === "symbol") return u.toString()
    return String(u)
  } catch {
    return `<${typeof u}>`
  }
}

/** Parses a string that looks like JSON; `undefined` otherwise. Never throws. @internal */
export const parseJson = (s: string): unknown => jsonStart(s) < 0 ? undefined : parseLooked(s)

/** Where `parseJson` would begin to read `s` (its first "{" or "[", past leading whitespace); -1 when it would not. */
const jsonStart = (s: string): number => {
  if (s.length < 2 || s.length > PARSE_LIMIT) return -1
  const at = skipSpace(s, 0, 64)
  if (at >= Math.min(s.length, 64)) return -1
  const first = s.charCodeAt(at)
  return first === OPEN_BRACE || first === OPEN_BRACKET ? at : -1
}

/** `JSON.parse` of a string `jsonStart` accepted, unless it nests too deeply to be a failure's body. */
const parseLooked = (s: string): unknown => {
  if (s.length > DEPTH_CHECKED_FROM && nestsDeeperThan(s, MAX_JSON_DEPTH)) return undefined
  try {
    return JSON.parse(s)
  } catch {
    return undefined
  }
}

/**
 * Strings longer than this are looked through for their depth before they are parsed. V8 parses a list nested in lists
 * slowly (~0.5 µs a character, a hundred times a flat body's cost): a megabyte of "[[[[" took half a second a parse,
 * and a message was parsed up to five times. Below this length a parse costs too little to look first.
 */
const DEPTH_CHECKED_FROM = 4096

/** Deeper than any failure's body (the evidence walk reads 16 levels): a text nested deeper is read as text. */
const MAX_JSON_DEPTH = 256

/**
 * Whether the JSON text `s` opens more than `max` lists or objects at once, its strings skipped. One pass, that stops at
 * the first level past `max`: a string is skipped by `indexOf`, which costs a flat body almost nothing.
 */
const nestsDeeperThan = (s: string, max: number): boolean => {
  let depth = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c === DOUBLE_QUOTE) {
      i = stringEnd(s, i)
      if (i < 0) return false
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--
    }
  }
  return false
}

/** Where the JSON string that opens at `at` closes (its unescaped closing quote); -1 when it does not. */
const stringEnd = (s: string, at: number): number => {
  for (let i = s.indexOf("\"", at + 1); i >= 0; i = s.indexOf("\"", i + 1)) {
    let backslashes = 0
    while (s.charCodeAt(i - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return i
  }
  return -1
}

const DOUBLE_QUOTE = 34
const BACKSLASH = 92
const CLOSE_BRACE = 125
const CLOSE_BRACKET = 93

/** `s` after the first of `prefixes` it starts with, or `s` itself. @internal */
export const afterPrefix = (s: string, prefixes: ReadonlyArray<string>): string => {
  for (const prefix of prefixes) if (s.startsWith(prefix)) return s.slice(prefix.length)
  return s
}

/** Where the spaces, tabs and line breaks at `from` end, looking at most `max` characters ahead. @internal */
export const skipSpace = (s: string, from: number, max: number): number => {
  const end = Math.min(s.length, from + max)
  let i = from
  while (i < end) {
    const c = s.charCodeAt(i)
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break
    i++
  }
  return i
}

const OPEN_BRACE = 123
const OPEN_BRACKET = 91

/**
 * The JSON embedded in a message such as `429 {"error":{…}}` (the openai SDK's format when a body has no
 * `message`) or `[GoogleGenerativeAI Error]: … [{"@type":…}]`. Looks only near the start, so it stays linear.
 * @internal
 */
export const embeddedJson = (s: string): unknown => {
  // The evidence and the reason of one classification read the same message: parse it once. The last string that
  // held JSON and the last that did not are remembered apart: the strings looked at in between are mostly not JSON,
  // and a long one that fails to parse costs as much each time it is read again.
  if (s === lastSource) return lastParsed
  if (s === lastFailed) return undefined
  const parsed = findEmbeddedJson(s)
  if (parsed !== undefined) {
    lastSource = s
    lastParsed = parsed
  } else if (s.length > REMEMBERED_FAILURE) {
    lastFailed = s
  }
  return parsed
}

let lastSource: string | undefined
let lastParsed: unknown
let lastFailed: string | undefined

/** Only a failure this long is worth remembering (comparing a short string again costs as much as its scan). */
const REMEMBERED_FAILURE = 256

/**
 * Forgets the last parse (its object is shared by readers of one classification only): every entry
 * point of the classifier calls this first.
 * @internal
 */
export const forgetParsed = (): void => {
  lastSource = undefined
  lastParsed = undefined
  lastFailed = undefined
}

const findEmbeddedJson = (s: string): unknown => {
  // Most messages have neither bracket: `indexOf` answers that without a loop over the characters.
  if (s.indexOf("{") < 0 && s.indexOf("[") < 0) return undefined
  // where the whole string was parsed from, if it was: a try from there would read the same text and fail again (a
  // message that opens with "[" or "{" was parsed twice, the costliest part of a megabyte of "[[[[")
  const start = jsonStart(s)
  if (start >= 0) {
    const direct = parseLooked(s)
    if (direct !== undefined) return direct
  }
  const from = (at: number): unknown => at === start ? undefined : parseJson(s.slice(at))
  const head = s.length > 256 ? s.slice(0, 256) : s
  let brace = head.indexOf("{")
  if (brace < 0) brace = head.length
  // a few "[" before the first "{" ("[GoogleGenerativeAI Error]: … [{…}]"): each try parses up to the whole string, so
  // a run of them ("[[[[…") would parse it hundreds of times (review of session 38)
  // (a log's tags, "[ERROR] [429] …", cannot start JSON and are not counted)
  let tries = 0
  for (let i = head.indexOf("["); i >= 0 && i < brace && tries < MAX_BRACKET_TRIES; i = head.indexOf("[", i + 1)) {
    if (!opensJsonList(s, i)) continue
    tries++
    const parsed = from(i)
    if (parsed !== undefined) return parsed
  }
  if (brace < head.length) {
    const parsed = from(brace)
    if (parsed !== undefined) return parsed
    // openai-python's `str(e)`: "Error code: 429 - {'error': {'message': '…', 'code': None}}", the body as Python prints it
    if (s.charCodeAt(brace + 1) === QUOTE && s.length - brace <= PARSE_LIMIT) {
      const python = parseJson(pythonLiteralToJson(s.slice(brace)))
      if (python !== undefined) return python
    }
  }
  // @google/generative-ai appends the body's `details` to the message, after the URL and the text: a
  // `[{"@type"` array can start anywhere.
  const details = cap(s).indexOf(DETAILS)
  return details >= 0 ? from(details) : undefined
}

const DETAILS = "[{\"@type\""

const QUOTE = 39

/**
 * A dict or list as Python's `repr` prints it, as JSON text: its strings in single quotes (double where the text has a
 * "'"), `True`, `False` and `None`. One pass; an escape JSON lacks (`\x`) leaves text `JSON.parse` refuses, as it should.
 * @internal
 */
export const pythonLiteralToJson = (s: string): string => {
  let out = ""
  let from = 0
  let i = 0
  while (i < s.length) {
    const c = s.charCodeAt(i)
    if (c === QUOTE || c === 34) {
      out += s.slice(from, i)
      const end = pythonStringEnd(s, i)
      out += c === 34 ? s.slice(i, end) : singleQuoted(s.slice(i + 1, end - 1))
      i = from = end
    } else if (c === 84 && s.startsWith("True", i) && isWordEdge(s, i, 4)) {
      out += `${s.slice(from, i)}true`
      i = from = i + 4
    } else if (c === 70 && s.startsWith("False", i) && isWordEdge(s, i, 5)) {
      out += `${s.slice(from, i)}false`
      i = from = i + 5
    } else if (c === 78 && s.startsWith("None", i) && isWordEdge(s, i, 4)) {
      out += `${s.slice(from, i)}null`
      i = from = i + 4
    } else {
      i++
    }
  }
  return out + s.slice(from)
}

/** Where the Python string that opens at `at` ends (after its closing quote; the end of `s` when it has none). */
const pythonStringEnd = (s: string, at: number): number => {
  const quote = s.charCodeAt(at)
  for (let i = at + 1; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c === 92) i++
    else if (c === quote) return i + 1
  }
  return s.length
}

/** A single-quoted Python string's content as a JSON string: `\'` unescaped, `"` escaped. */
const singleQuoted = (content: string): string => `"${content.replaceAll("\\'", "'").replaceAll("\"", "\\\"")}"`

const isWordEdge = (s: string, at: number, length: number): boolean =>
  !isWordChar(s.charCodeAt(at - 1) | 32) && !isWordChar(s.charCodeAt(at + length) | 32)

const MAX_BRACKET_TRIES = 4

/**
 * A "[" whose next character, past whitespace, begins an object, a list or a string, or ends an empty list: a list of
 * numbers alone is left out with the log tags ("[429]"), which no failure's JSON is.
 */
const opensJsonList = (s: string, at: number): boolean => {
  const c = s[skipSpace(s, at + 1, 15)]
  return c === "{" || c === "[" || c === "\"" || c === "]"
}

/**
 * The body an SDK error's message was rendered from. The openai and anthropic SDKs write a body without
 * a string `message` into their message as `<status> <JSON of the body>`, and keep the parsed body in
 * `error`: the JSON in the message then says nothing the body does not, and parsing it again is most of
 * the cost of classifying such an error.
 * @internal
 */
export const renderedBody = (message: string, status: unknown, body: unknown): object | undefined => {
  if (typeof status !== "number" || !isObject(body) || message.length < 5 || message.charCodeAt(3) !== 32) {
    return undefined
  }
  const open = message.charCodeAt(4)
  if ((open !== OPEN_BRACE && open !== OPEN_BRACKET) || leadingNumber(message) !== status) return undefined
  // An object `message` is what the SDK would have rendered instead of the body: it is read only here.
  return isObject(get(body, "message")) ? undefined : body
}

const leadingNumber = (s: string): number =>
  (s.charCodeAt(0) - 48) * 100 + (s.charCodeAt(1) - 48) * 10 + (s.charCodeAt(2) - 48)

/**
 * OpenRouter's answer whose one choice failed (`{ choices: [{ error: { code: 502, message }, finish_reason: "error" }] }`):
 * the choice's error, which is the failure; a choice that stopped cleanly says nothing whatever it carries.
 * @internal
 */
export const failedChoiceError = (body: unknown): unknown => get(failedChoice(body), "error")

/**
 * The first choice of an answer or chunk when it ended with `finish_reason: "error"`: OpenRouter's terminal chunk of a
 * generation that broke mid-stream, with the choice's `error` or only its `native_finish_reason` ("network_error").
 * @internal
 */
export const failedChoice = (body: unknown): unknown => {
  const choice = get(get(body, "choices"), 0)
  return get(choice, "finish_reason") === "error" ? choice : undefined
}

/**
 * The response a stream's terminal event carries when it did not complete: the Responses API's `response.failed` and
 * `response.incomplete` (`{ type, response: { status, error, incomplete_details } }`), OpenAI Realtime's `response.done`
 * for a response that failed (`response.status_details.error`). Other events carry a response that is an answer.
 * @internal
 */
export const unfinishedResponse = (body: unknown): unknown => {
  const type = get(body, "type")
  if (type !== "response.failed" && type !== "response.incomplete" && type !== "response.done") return undefined
  const response = get(body, "response")
  const status = get(response, "status")
  return status === "failed" || status === "incomplete" ? response : undefined
}

/**
 * The error of an {@link unfinishedResponse}, if it has one: an object, or a text (a proxy's `"error": "upstream
 * overloaded"`). @internal
 */
export const unfinishedResponseError = (response: unknown): unknown => {
  const error = get(response, "error")
  return isObject(error) || (typeof error === "string" && error.length > 0)
    ? error
    : get(get(response, "status_details"), "error")
}

/** A lower-case letter, a digit or "_" (a character code): what identifiers and codes are made of. @internal */
export const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95

/** Where the run of ASCII digits from `from` ends. @internal */
export const digitsEnd = (text: string, from: number): number => {
  let end = from
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
  return end
}
