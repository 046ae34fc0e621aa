import { headOf } from "../wholeText.js"
import {
  cap,
  embeddedJson,
  failedChoice,
  failedChoiceError,
  get,
  getString,
  isArray,
  isObject,
  renderedBody,
  safeString,
  serverToolError,
  typeName,
  unfinishedResponse,
  unfinishedResponseError
} from "./inspect.js"
import { isElasticsearchError, strings } from "./shapes.js"

/**
 * The `reason` of a classified failure: the original error named as `TypeName: message`, with its causes,
 * bounded, and with HTML pages summarised by their title.
 * @internal
 */

/** @internal */
export const REASON_LIMIT = 500

const MAX_CAUSES = 3

const summarizeHtml = (s: string): string => {
  const head = cap(s, 4096)
  const lower = head.toLowerCase()
  const at = markupStart(lower)
  if (at < 0) return s
  let before = head.slice(0, at).trim()
  const open = lower.indexOf("<title>", at)
  const close = open < 0 ? -1 : lower.indexOf("</title>", open)
  const title = close > open && open >= 0 ? head.slice(open + 7, close).trim() : ""
  const page = title.length > 0 ? `HTML page "${title}"` : "HTML page"
  const end = lower.indexOf("</html>", at)
  let after = end < 0 ? "" : trimEscapedStart(head.slice(end + 7)).trimEnd()
  // A page quoted inside a longer text (`Response Body: "<html>…</html>"`): its quotes go with it, when the quote after
  // it closes the one before (or the page runs past what is read); a quote that only ends the words before stays.
  const quote = before.charAt(before.length - 1)
  if (quote !== "" && QUOTES.includes(quote) && (end < 0 || after.charAt(0) === quote)) {
    before = before.slice(0, -1).trimEnd()
    if (after.charAt(0) === quote) after = trimEscapedStart(after.slice(1))
  }
  return [before, page, after].filter((part) => part.length > 0).join(" ")
}

const QUOTES = "\"'`"

/** Without the whitespace at its start, also the escaped kind (`\r\n` left by a page quoted as a JSON string). */
const trimEscapedStart = (s: string): string => {
  let i = 0
  while (i < s.length) {
    const c = s.charCodeAt(i)
    if (c === 32 || c === 9 || c === 10 || c === 13) i++
    else if (c === 92 && "rnt".includes(s.charAt(i + 1))) i += 2
    else break
  }
  return s.slice(i)
}

/**
 * Where the page's markup starts: the first "<" that opens a tag, a comment or a declaration (`<!doctype`, `<!--`,
 * `<?xml`), so that a comment before `<html>` goes with the page and "a value < 5" before it stays in the text.
 */
const markupStart = (lower: string): number => {
  for (let i = lower.indexOf("<"); i >= 0; i = lower.indexOf("<", i + 1)) {
    const next = lower.charCodeAt(i + 1)
    if (next === 33 || next === 63 || (next >= 97 && next <= 122)) return i
  }
  return -1
}

const isHtml = (s: string): boolean => {
  if (s.indexOf("<") < 0) return false
  const lower = cap(s, 4096).toLowerCase()
  return lower.includes("<html") || lower.includes("<!doctype html")
}

/**
 * Most messages are already one short line: then the slow path below would copy them unchanged, one
 * character at a time. True when `s` is short, has no HTML and no whitespace to collapse inside (a single
 * space at either end is cut by `oneLine` without the slow path: Anthropic's messages end with one at times).
 */
const isPlainLine = (s: string): boolean => s.length <= REASON_LIMIT && !NOT_PLAIN.test(s)

/**
 * "<" (HTML), "\t", "\n", "\r", or a space after a space. One native pass: faster than five `indexOf`s or a
 * loop here, and linear (one character class or two fixed characters at each position, nothing to backtrack).
 */
const NOT_PLAIN = /[<\t\n\r]| {2}/

/** Runs of the whitespace `oneLine` collapses: a single pass, and nothing to backtrack over. */
const WHITESPACE = /[\t\n\r ]+/g

/** A message made readable in one line: HTML summarised, whitespace collapsed, length bounded. @internal */
export const oneLine = (s: string): string => {
  if (isPlainLine(s)) return trimSpace(s)
  const text = isHtml(s) ? summarizeHtml(s) : cap(s, REASON_LIMIT * 2)
  // Each run becomes one space, none at either end (a replace runs natively; building the line a
  // character at a time made a string per character).
  let out = text.replace(WHITESPACE, " ")
  const from = out.charCodeAt(0) === SPACE ? 1 : 0
  const to = out.length - (out.length > from && out.charCodeAt(out.length - 1) === SPACE ? 1 : 0)
  out = from > 0 || to < out.length ? out.slice(from, to) : out
  if (out.length <= REASON_LIMIT) return out
  // Cut after the first character at or past the limit, as the reason's bound expects (`bound`).
  const end = out.charCodeAt(REASON_LIMIT - 1) === SPACE ? REASON_LIMIT + 1 : REASON_LIMIT
  return out.slice(0, end)
}

const SPACE = 32

/** `s` without the one space a plain line may have at either end (only spaces: `trim` would cut any whitespace). */
const trimSpace = (s: string): string => {
  const n = s.length
  const from = n > 0 && s.charCodeAt(0) === SPACE ? 1 : 0
  const to = n > from && s.charCodeAt(n - 1) === SPACE ? n - 1 : n
  return from > 0 || to < n ? s.slice(from, to) : s
}

/**
 * One error of a cause chain, as the reason names it: its type name, its message (or its `code` when
 * it has no message), and what `readable` needs to tell a rendered body from prose. A cause that is not
 * an object is named by its text alone.
 * @internal
 */
export type Link =
  | { readonly text: string }
  | {
    readonly text?: undefined
    readonly name: string
    /** The `message`, or the `code` when there is no message (`hasMessage`), or "". */
    readonly message: string
    readonly hasMessage: boolean
    readonly code: string | undefined
    /** The `type`, when it is a string: what names a plain object without a code (`linkLabel`). */
    readonly type?: string | undefined
    readonly status: unknown
    readonly error: unknown
    /** Whether the message has a "{" or "[" (JSON may be embedded in it). */
    readonly bracket: boolean
    /**
     * What the upstream said, where the error's body is a relay's (OpenRouter's `metadata.raw`): read by `linkOf` only,
     * as the common walk, which meets no `metadata` (it leaves such an input to the generic walk), reads no field more.
     */
    readonly upstream?: Upstream | undefined
  }

/** What a relay's upstream said (`upstreamOf`): its words, and the words with the upstream's name before them. */
interface Upstream {
  readonly words: string
  readonly named: string
}

const linkOf = (u: unknown, knownName?: string | undefined): Link => {
  if (typeof u === "string") return { text: oneLine(u) }
  if (!isObject(u)) return { text: oneLine(safeString(u)) }
  const own = getString(u, "message")
  const code = getString(u, "code")
  const serverTool = serverToolResult(u)
  const name = serverTool ?? knownName ?? typeName(u)
  const message = malformedText(u, name) ?? withOriginal(nonEmpty(own), u) ?? toolResultText(u) ?? taggedReason(u) ??
    own
  const error = get(u, "error")
  return {
    name,
    message: message ?? code ?? "",
    hasMessage: message !== undefined,
    code,
    type: getString(u, "type"),
    status: get(u, "status"),
    error,
    bracket: true,
    upstream: relayedUpstream(error)
  }
}

/** The upstream's words in an SDK error's body: openai-node keeps the body's `error`, the Anthropic SDK the whole body. */
const relayedUpstream = (error: unknown): Upstream | undefined => {
  if (!isObject(error)) return undefined
  const metadata = get(error, "metadata") ?? get(get(error, "error"), "metadata")
  return isObject(metadata) ? upstreamOf(metadata) : undefined
}

/**
 * What a failed tool result says, which has no `message`: an MCP result's first text ({ isError: true, content: [{ type:
 * "text", text }] }), an Anthropic server tool's error code and message ({ type: "web_search_tool_result", content: {
 * type: "web_search_tool_result_error", error_code: "too_many_requests" } }).
 */
const toolResultText = (u: object): string | undefined => {
  const content = get(u, "content")
  if (get(u, "isError") === true) return isArray(content) ? getString(get(content, 0), "text") : undefined
  const error = isServerToolErrorObject(u) ? u : serverToolError(get(u, "type"), content)
  const code = getString(error, "error_code")
  const message = getString(error, "error_message")
  return code === undefined ? undefined : message === undefined || message.length === 0 ? code : `${code}: ${message}`
}

/**
 * What @effect/ai's `MalformedOutput` and `MalformedInput` say: they have no message of their own, so theirs renders every
 * field, the `cause` (a schema's whole ParseError) included, and the reason's bound cut it before what failed (session 46:
 * "MalformedOutput: { \"module\": \"OpenAiClient\", …, \"cause\": (Response (Encoded side) <-> …"). Named as @effect/ai
 * names an `UnknownError`, `module.method: description`; the cause follows as every cause does.
 */
const malformedText = (u: object, name: string): string | undefined => {
  if (name !== "MalformedOutput" && name !== "MalformedInput") return undefined
  const module = getString(u, "module")
  const method = getString(u, "method")
  if (module === undefined || method === undefined) return undefined
  const description = nonEmpty(getString(u, "description"))
  return description === undefined ? `${module}.${method}` : `${module}.${method}: ${description}`
}

/** Bedrock's model errors keep the model's own message beside theirs ("Model Stream Error"): both are named. */
const withOriginal = (message: string | undefined, u: object): string | undefined => {
  const original = message === undefined ? undefined : nonEmpty(getString(u, "originalMessage"))
  return original === undefined || original === message ? message : `${message}: ${original}`
}

/**
 * What an error without a message says in a tagged `reason`: @effect/platform's HttpBodyError (a request body that could
 * not be encoded) is `{ reason: { _tag: "JsonError" | "SchemaError", error } }` (review of session 38).
 */
const taggedReason = (u: object): string | undefined => {
  const reason = get(u, "reason")
  const tag = isObject(reason) ? getString(reason, "_tag") : undefined
  if (tag === undefined) return undefined
  const inner = get(reason, "error")
  const said = typeof inner === "string" ? inner : getString(inner, "message")
  return said === undefined || said.length === 0 ? tag : `${tag}: ${said}`
}

/**
 * The `type` of an Anthropic server tool's result block ("web_search_tool_result"), or of its error object alone
 * ("web_search_tool_result_error", as an agent keeps the block's `content`), which names it.
 */
const serverToolResult = (u: object): string | undefined => serverToolResultName(get(u, "type"))

/** `serverToolResult` from the `type` read already (the common walk's links name an error so too). @internal */
export const serverToolResultName = (type: unknown): string | undefined =>
  typeof type === "string" && (type.endsWith("_tool_result") || type.endsWith(ERROR_OBJECT)) ? type : undefined

const ERROR_OBJECT = "_tool_result_error"

const isServerToolErrorObject = (u: object): boolean => getString(u, "type")?.endsWith(ERROR_OBJECT) === true

const describeLink = (link: Link): string => {
  if (link.text !== undefined) return link.text
  if (link.message.length === 0) return link.name
  const label = linkLabel(link)
  const text = readable(link)
  // a code that labels a message naming it already ("rate_limit_exceeded: …") is not said twice
  return label === link.code && text.startsWith(label) ? text : `${label}: ${text}`
}

/**
 * A plain object has no type name ("Object"): one with a message is named by its code, or by its `type` when it has no
 * code, as a body is (`server_error: …`, `overloaded_error: …`). The Responses API's flat `error` event is one, which
 * openai-node's `responses.stream()` helper rejects with as it is (session 46: its reason read "Object: …", the code
 * lost); the Anthropic SDK's error body's own `error` (`{ type: "overloaded_error", message }`) another. A `type` that is
 * only "error" (an event's) or no label (it has a space) names nothing.
 */
const linkLabel = (link: Exclude<Link, { readonly text: string }>): string => {
  if (link.name !== PLAIN || !link.hasMessage) return link.name
  const code = link.code
  if (code !== undefined && code.length > 0 && code.length <= 64) return code
  const type = link.type
  return type !== undefined && type.length > 0 && type.length <= 64 && type !== "error" && !type.includes(" ")
    ? type
    : link.name
}

const PLAIN = "Object"

/** SDKs print a body without `message` as JSON ("529 {\"type\":\"error\",…}"): say what it holds instead. */
const readable = (link: Exclude<Link, { readonly text: string }>): string => {
  const message = link.message
  const parsed = renderedBody(message, link.status, link.error) ??
    (link.bracket ? embeddedJson(message) : undefined)
  if (parsed === undefined) return withUpstream(oneLine(message), link.upstream)
  const described = describeBody(parsed)
  if (described === undefined) return withUpstream(oneLine(message), link.upstream)
  const body = withUpstream(described, link.upstream)
  let brace = 0
  while (brace < 256 && brace < message.length && message[brace] !== "{" && message[brace] !== "[") brace++
  const prefix = brace > 0 ? oneLine(message.slice(0, brace)) : ""
  return prefix.length > 0 ? `${prefix} ${body}` : body
}

/**
 * `TypeName: message (cause: TypeName: message …)`, bounded. `name` is `typeName(u)` when the caller has
 * it already.
 * @internal
 */
export const describe = (u: unknown, name?: string | undefined): string => {
  const links = [linkOf(u, name)]
  let current = u
  for (let i = 0; i < MAX_CAUSES; i++) {
    let next = get(current, "cause")
    if (next === undefined || next === null) {
      const errors = get(current, "errors")
      if (isArray(errors)) next = get(errors, 0)
    }
    if (next === undefined || next === null || next === current) break
    links.push(linkOf(next))
    current = next
  }
  return describeChain(links)
}

/**
 * The reason of an error and its causes, outermost first (at most `MAX_CAUSES` are named), from links
 * the caller has read: `describe`, or the classifier's walk over the common shapes, which has read them
 * already.
 * @internal
 */
export const describeChain = (links: ReadonlyArray<Link>): string => {
  let out = describeLink(links[0])
  for (let i = 1; i < links.length && i <= MAX_CAUSES && out.length < REASON_LIMIT; i++) {
    const link = links[i]
    const code = link.text === undefined ? link.code : undefined
    const text = describeLink(link)
    out += ` (cause: ${code !== undefined && !text.includes(code) ? `${code} ` : ""}${text})`
  }
  return bound(out)
}

/** @internal */
export const bound = (s: string): string => s.length > REASON_LIMIT ? `${headOf(s, REASON_LIMIT - 1)}…` : s

/** The reason of a response: `HTTP 429 rate_limit_error: message`. @internal */
export const describeResponse = (status: number, body: unknown): string => {
  const frame = frameText(body)
  const label = frame === undefined ? bodyLabel(body) : undefined
  const message = frame ?? bodyMessage(body, true)
  const head = label === undefined ? `HTTP ${status}` : `HTTP ${status} ${label}`
  return bound(message.length > 0 ? `${head}: ${oneLine(message)}` : head)
}

/**
 * The reason of a bare provider body (no status): `overloaded_error: Overloaded`. `relayed`: with the upstream's words a
 * relay keeps (`withUpstream`); not for a body an SDK rendered into its message, whose reason may be kept for a shape
 * (`memo.ts`) only when it reads the fields the shape holds (`linkOf` reads the upstream's words of that body instead).
 * @internal
 */
export const describeBody = (body: unknown, relayed = false): string | undefined => {
  const frame = frameText(body)
  const message = frame ?? bodyMessage(body, relayed)
  if (message.length === 0) return undefined
  const label = frame === undefined ? bodyLabel(body) : undefined
  return bound(label === undefined ? oneLine(message) : `${label}: ${oneLine(message)}`)
}

const inner = (body: unknown): unknown => {
  const first = isArray(body) ? get(body, 0) : body
  const error = get(first, "error") ?? failedChoiceError(first) ?? batchLineError(first)
  // Cloudflare AI Gateway's errors, a list under the singular name: `{ "error": [{ "code": 2003, "message" }] }`
  if (isArray(error)) {
    const head = get(error, 0)
    if (isObject(head)) return head
  } else if (isObject(error)) {
    const nested = get(error, "error")
    return isObject(nested) ? nested : error
  }
  // OpenAI's failed run, run step or vector store file: `{ "status": "failed", "last_error": { "code", "message" } }`
  const lastError = get(first, "last_error")
  if (isObject(lastError) && !isArray(lastError)) return lastError
  // iFlytek Spark's WebSocket frame: `{ "header": { "code": 10008, "message", "sid" } }` (0: a success)
  const header = get(first, "header")
  const code = get(header, "code")
  if (typeof code === "number" && code !== 0) return header
  // MiniMax's status, in a 200 or an error: `{ "base_resp": { "status_code": 1008, "status_msg" } }` (0: a success)
  const status = get(first, "base_resp")
  const statusCode = get(status, "status_code")
  if (typeof statusCode === "number" && statusCode !== 0) return status
  // Tencent Cloud API 3.0, in a 200: `{ "Response": { "Error": { "Code", "Message" }, "RequestId" } }`
  const tencent = get(get(first, "Response"), "Error")
  if (isObject(tencent)) return tencent
  // Cloudflare's API envelope and GraphQL answers: `{ "errors": [{ "message", "code" }], … }`; a failed OpenAI Batch's
  // list: `{ "object": "batch", "errors": { "object": "list", "data": [{ "code", "message" }] } }`
  const listed = get(first, "errors")
  const errors = get(listed, "object") === "list" ? get(listed, "data") : listed
  const head = isArray(errors) ? get(errors, 0) : undefined
  if (isObject(head)) return head
  // one error record under the plural name: `{ "errors": { "message", "request_id" } }` (vanna-ai/vanna#1045)
  if (isObject(errors) && typeof get(errors, "message") === "string") return errors
  // a stream's terminal event for a response that failed (`response.failed`, Realtime's `response.done`): its error
  const failed = unfinishedResponseError(unfinishedResponse(first))
  return isObject(failed) ? failed : first
}

const bodyLabel = (body: unknown): string | undefined => {
  const error = inner(body)
  const label = labelOf(error)
  if (label !== undefined || error !== body) return label
  // KoboldCpp's `{ "detail": { "msg", "type": "service_unavailable" } }`
  const detail = get(body, "detail")
  return isObject(detail) && !isArray(detail) ? labelOf(detail) : undefined
}

/** The fields that name an error's kind, in the order they are preferred (`Code`: Tencent Cloud's, AWS's). */
const labelKeys: ReadonlyArray<string> = ["type", "code", "status", "err_code", "Code"]

const labelOf = (error: unknown): string | undefined => {
  for (const key of labelKeys) {
    const value = getString(error, key)
    if (value !== undefined && value.length > 0 && value.length <= 64 && value !== "error") return value
  }
  return undefined
}

const MAX_LOC = 8

/**
 * FastAPI's `detail` when it is no string: one error `{ msg }` (KoboldCpp), or pydantic's list of validation
 * errors `[{ loc: ["body", "messages"], msg: "Field required" }, …]` (vLLM, TGI, any FastAPI server's 422),
 * named by the first, with where it is and how many more there are.
 */
const detailMessage = (detail: unknown): string | undefined => {
  const list = isArray(detail)
  const first = list ? get(detail, 0) : detail
  const msg = getString(first, "msg") ?? getString(first, "message")
  if (msg === undefined || msg.length === 0) return undefined
  const loc = get(first, "loc")
  let path = ""
  for (let i = 0; i < MAX_LOC && isArray(loc); i++) {
    const part = get(loc, i)
    if (typeof part !== "string" && typeof part !== "number") break
    path = path.length === 0 ? String(part) : `${path}.${part}`
  }
  const count = list ? get(detail, "length") : 1
  const more = typeof count === "number" && count > 1 ? ` (and ${count - 1} more)` : ""
  return path.length > 0 ? `${path}: ${msg}${more}` : `${msg}${more}`
}

const bodyMessage = (body: unknown, relayed: boolean): string => {
  if (typeof body === "string") return body
  // Etherscan's `{ status: "0", message: "NOTOK", result: "Invalid API Key (#err2)|8" }`: the result says what failed
  const etherscan = getString(body, "message") === "NOTOK" ? getString(body, "result") : undefined
  if (etherscan !== undefined && etherscan.length > 0) return etherscan
  const error = inner(body)
  const own = ownMessage(body, error)
  if (!relayed) return own
  const metadata = get(error, "metadata")
  return isObject(metadata) ? withUpstream(own, upstreamOf(metadata)) : own
}

/** What a body says of itself: the first field that says something, read in turn (most bodies answer with the first). */
const ownMessage = (body: unknown, error: unknown): string =>
  said(error, "message") ??
    // Mistral's 422 keeps pydantic's list in an object `message`: `{ object: "error", message: { detail: [{ loc, msg }] },
    // type: "invalid_request_error" }` (editor-code-assistant/eca#231); unread, the reason was its type alone
    nonEmpty(detailMessage(get(get(error, "message"), "detail"))) ??
    elasticsearchReason(error) ??
    (error === body ? undefined : nestedMessage(error)) ??
    said(body, "message") ??
    said(body, "error") ??
    said(body, "detail") ??
    said(body, "Message") ?? // AWS JSON errors
    said(body, "err_msg") ?? // Deepgram
    said(body, "error_msg") ?? // Baidu's legacy API: { error_code, error_msg }
    said(body, "err") ?? // ClickUp: { err, ECODE }
    said(body, "error_message") ?? // Stack Exchange, Plaid, Google Maps Platform
    said(body, "Error Message") ?? // Financial Modeling Prep, Alpha Vantage
    (get(body, "error") === true ? said(body, "reason") : undefined) ?? // Open-Meteo: { error: true, reason }
    nonEmpty(detailMessage(get(body, "detail"))) ??
    ""

/**
 * `message` and, in parentheses, what the upstream said; nothing more where the message says the upstream's words
 * already (compared without the upstream's name, which would defeat it; a repeat past the reason's bound is not read).
 */
const withUpstream = (message: string, upstream: Upstream | undefined): string => {
  if (upstream === undefined || cap(message, REASON_LIMIT * 2).includes(upstream.words)) return message
  return message.length > 0 ? `${message} (${upstream.named})` : upstream.named
}

/**
 * What the upstream said, where a relay keeps the upstream's body as text beside its own words: OpenRouter's "Provider
 * returned error" with `metadata: { raw, provider_name }` (cline/cline#13194: Nvidia's window and the prompt's tokens,
 * which the decision read and the reason dropped). The upstream's body is named by its own message, its relay not read
 * again; a text that is no JSON body ("error code: 1015", a sentence, a page) is named as it is.
 */
const upstreamOf = (metadata: unknown): Upstream | undefined => {
  const words = upstreamText(get(metadata, "raw"))
  if (words === undefined) return undefined
  const provider = said(metadata, "provider_name")
  return { words, named: provider === undefined ? words : `${provider}: ${words}` }
}

/** The upstream's words on one line (a body's own message may hold line breaks, as a text does). */
const upstreamText = (raw: unknown): string | undefined => {
  if (!isObject(raw) && typeof raw !== "string") return undefined
  const body = isObject(raw) ? raw : embeddedJson(raw)
  const own = isObject(body) ? nonEmpty(ownMessage(body, inner(body))) : undefined
  const text = own ?? (typeof raw === "string" ? raw : undefined)
  return text === undefined ? undefined : nonEmpty(oneLine(text))
}

/**
 * Elasticsearch's and OpenSearch's `reason`, with the first root cause or the nested cause when it says more ("all
 * shards failed; root cause: illegal_argument_exception: Result window is too large, …").
 */
const elasticsearchReason = (error: unknown): string | undefined => {
  if (!isElasticsearchError(get(error, "type"), get(error, "reason"))) return undefined
  const reason = said(error, "reason")
  const roots = get(error, "root_cause")
  const root = isArray(roots) ? get(roots, 0) : undefined
  const under = said(root, "reason") !== undefined ? root : get(error, "caused_by")
  const underReason = said(under, "reason")
  if (underReason === undefined || underReason === reason) return reason
  const cause = `${getString(under, "type") ?? "cause"}: ${underReason}`
  return reason === undefined ? cause : `${reason}; root cause: ${cause}`
}

/** The fields only a nested error's message is read from (at the body's top level they say other things). */
const nestedMessage = (error: unknown): string | undefined =>
  said(error, "Message") ?? // Tencent Cloud's `Response.Error`
    said(error, "msg") ?? // Coze's failed chat: `last_error: { code, msg }`
    // JSON:API's errors (Amadeus: `{ errors: [{ code: 38195, title: "Quota limit exceeded", detail: "…" }] }`)
    said(error, "detail") ??
    said(error, "title") ??
    said(error, "status_msg") ?? // MiniMax's `base_resp`
    said(error, "description") // Writer: `{ "tpe": "fail.auth", "errors": [{ "description", "key" }] }`

/** A line of Anthropic's Message Batches results that errored: `{ custom_id, result: { type: "errored", error } }`. */
const batchLineError = (u: unknown): unknown =>
  typeof get(u, "custom_id") === "string" ? get(get(u, "result"), "error") : undefined

/**
 * What a frame the classifier reads a failure from says, where its fields hold no `message` (the evidence reads the same
 * fields, `evidence.ts`): Claude Code's failed `result` frame, its synthetic assistant message, a Message Batches line
 * that expired or was canceled, and a choice that ended with `finish_reason: "error"` and no error of its own.
 */
const frameText = (body: unknown): string | undefined => {
  // a body with an error object is read by `inner`; this reads no other field of it, so that a reason described from
  // the fields the common walk keeps can be kept with its decision (`memo.ts`)
  const error = get(body, "error")
  if (isObject(error)) return undefined
  const type = get(body, "type")
  if (type === "result" && (get(body, "is_error") === true || typeof get(body, "api_error_status") === "number")) {
    return said(body, "result")
  }
  if (type === "assistant" && typeof error === "string") {
    const text = strings(get(get(body, "message"), "content"), "text").join(" ")
    return text.length > 0 ? text : undefined
  }
  const result = get(body, "result")
  const outcome = typeof get(body, "custom_id") === "string" ? said(result, "type") : undefined
  if (outcome !== undefined && get(result, "error") === undefined) return `batch request ${outcome}`
  const unfinished = unfinishedResponse(body) ?? polledResponse(body)
  if (unfinished !== undefined) return unfinishedText(unfinished)
  const choice = failedChoice(body)
  if (choice === undefined || get(choice, "error") !== undefined) return undefined
  const native = said(choice, "native_finish_reason")
  return native === undefined ? FAILED_CHOICE : `${FAILED_CHOICE} (${native})`
}

/**
 * A Responses API response read back whole (`responses.retrieve(id)`, as a background response is polled) that failed or
 * is incomplete: said as the stream's terminal event that holds it is (a plain object, it read "Object"). Its `status` is
 * read first: a body of another status reads no field more. The reason's only: its decision stays the body's.
 */
const polledResponse = (body: unknown): unknown => {
  const status = get(body, "status")
  return (status === "failed" || status === "incomplete") && get(body, "object") === "response" ? body : undefined
}

const FAILED_CHOICE = "the choice ended with finish_reason \"error\""

/**
 * What a response that did not complete says when it has no error of its own (an error is read by `inner`): why it is
 * incomplete ("max_output_tokens", "content_filter": the Responses API's `incomplete_details.reason`, Realtime's
 * `status_details.reason`), or that it failed saying nothing.
 */
const unfinishedText = (response: unknown): string | undefined => {
  const error = unfinishedResponseError(response)
  if (isObject(error)) return undefined
  // an error in words: what the reason names ("the response failed without an error" would be false)
  if (typeof error === "string") return error
  if (get(response, "status") === "failed") return "the response failed without an error"
  const why = said(get(response, "incomplete_details"), "reason") ?? said(get(response, "status_details"), "reason")
  return why === undefined ? "the response is incomplete" : `the response is incomplete (${why})`
}

/** A non-empty string field. */
const said = (u: unknown, key: string): string | undefined => nonEmpty(getString(u, key))

const nonEmpty = (s: string | undefined): string | undefined => s !== undefined && s.length > 0 ? s : undefined
