import { gatherCommon } from "./common.js"
import { fieldNames } from "./fields.js"
import { fold, mayFold, ZWNJ } from "./fold.js"
import { type HeaderReader, headerReader } from "./headers.js"
import {
  afterPrefix,
  cap,
  embeddedJson,
  failedChoice,
  get,
  getNumber,
  isArray,
  isBytes,
  isObject,
  isWordChar,
  parseJson,
  renderedBody,
  SCAN_LIMIT,
  serverToolError,
  typeNameOf,
  unfinishedResponse,
  unfinishedResponseError
} from "./inspect.js"
import * as Membership from "./membership.js"
import type * as Reason from "./reason.js"
import * as RetryHint from "./retryHint.js"
import * as Shapes from "./shapes.js"
import * as Tables from "./tables.js"

/**
 * Everything the decision rules look at, gathered in one bounded walk over the error, its `cause` chain,
 * the SDK's `error` body, nested provider bodies (`metadata.raw`, JSON in messages) and responses.
 * @internal
 */
export interface Evidence {
  /** The first HTTP status found, outermost first. */
  status: number | undefined
  /**
   * `status` was read from a numeric `code` only (a status-like code, no status field): what a wrapper made up
   * (Genkit's `code: 500` for any HTTP status it has no name for) rather than what a server answered.
   */
  statusFromCode: boolean
  headers: HeaderReader | undefined
  /** Lower-cased structured identifiers: `code`, `type`, Google `status`, `ErrorInfo.reason`, AWS error types. */
  readonly codes: Array<string>
  /**
   * How many of `codes` are an Effect error's `_tag`: a name a library or the app gave the error (`@effect/platform`'s
   * `ResponseError`, `@effect/ai`'s `HttpResponseError`, a tool's `ToolFailed`), which names no provider's error
   * (`hasProviderCode`).
   */
  tagCodes: number
  /** The code tables one of `codes` is in (`membership.ts`). */
  codeBits: number
  /** Lower-cased type names along the cause chain. */
  readonly names: Array<string>
  /** The name tables one of `names` is in (`membership.ts`). */
  nameBits: number
  /** The root's type name as a person knows it (`typeName`), for the reason. */
  rootName: string | undefined
  /** Lower-cased messages, joined with " | ", capped; a message the text already contains is left out. */
  text: string
  /** Lower-cased whole messages, for the ones that are too generic to match inside a sentence. */
  readonly messages: Array<string>
  /** The whole-message tables one of `messages` is in (`membership.ts`). */
  messageBits: number
  /** A retry hint in the body: Google's `RetryInfo`, Hugging Face's `estimated_time`. */
  retryInfoMs: number | undefined
  /**
   * A Google detail names a quota no short wait refills (per day, or a limit of 0): exhausted, whatever the
   * `RetryInfo` says.
   */
  unrefillableQuota: boolean
  /** What is left of the characters `isRepeat` may read in searches for long patterns. */
  repeatAllowance: number
  /** A `QuotaFailure` names a per-minute quota (`quotaId` "…PerMinute…"): its "exceeded your current quota" passes. */
  perMinuteQuota: boolean
  /** The prompt's size and the context's, as a body states them (llama.cpp: `n_prompt_tokens`, `n_ctx`). */
  reportedTokens: { readonly tokens: number; readonly limit: number } | undefined
  interrupted: boolean
  /** `decide` found nothing that says what failed, and made it `Fatal` by default. */
  undecided: boolean
  transport: boolean
  /** An SDK API error without status or body: the stream dropped. */
  emptyStreamError: boolean
  /**
   * An `@effect/platform` `ResponseError` or `@effect/ai` `HttpResponseError` whose body could not be
   * decoded: at a 2xx status, the body broke off (a dropped stream, a truncated body).
   */
  decodeFailure: boolean
  /** Which phrase tables `text` has a phrase of (`phrases.ts`), found on first use once `text` is complete. */
  phrases: number | undefined
  /** The rules' markers in `text` (`Phrases.hasMarker`), found by the same scan. */
  markers: number
  /** The error and its causes as the reason names them, when the walk over common shapes read them. */
  links: Array<Reason.Link> | undefined
}

const MAX_DEPTH = 16
const MAX_NODES = 96
const MAX_ARRAY = 8

/** @internal */
export const CauseTypeId = Symbol.for("effect/Cause")
/** @internal */
export const FiberFailureCauseId = Symbol.for("effect/Runtime/FiberFailure/Cause")

/** @internal */
export const isHttpStatus = (n: number): boolean => Number.isInteger(n) && n >= 100 && n <= 599

/** @internal */
export const numericStatus = (u: unknown): number | undefined => {
  if (typeof u === "number") return isHttpStatus(u) ? u : undefined
  if (typeof u === "string" && u.length === 3) {
    const n = Number(u)
    return isHttpStatus(n) ? n : undefined
  }
  return undefined
}

/**
 * The breadth-first queue is kept in parallel arrays (node, depth, and whether the node is on the error's
 * own chain — root, `cause`, `errors` — rather than inside a body): no object per queued node.
 */
interface Walk {
  readonly ev: Evidence
  readonly nodes: Array<unknown>
  readonly depths: Array<number>
  readonly chains: Array<boolean>
  readonly seen: Array<unknown>
  /** The `errors` records whose strings were read: nodes may share one, and listing a wide one costs its width. */
  readonly errorRecords: Array<object>
  weakStatus: number | undefined
  /** The first message an SDK rendered from the body it keeps, left out of the text (`addRenderedIfNoText`). */
  rendered: string | undefined
}

/**
 * Whether one of the messages, whole, is in the table(s) `bits` names (`membership.ts`): for messages too generic to
 * match inside a sentence. @internal
 */
export const hasMessage = (ev: Evidence, bits: number): boolean => (ev.messageBits & bits) !== 0

/** Whether one of the codes is in the table(s) `bits` names (`membership.ts`). @internal */
export const hasCode = (ev: Evidence, bits: number): boolean => (ev.codeBits & bits) !== 0

/** Whether one of the type names along the cause chain is in the table(s) `bits` names (`membership.ts`). @internal */
export const hasName = (ev: Evidence, bits: number): boolean => (ev.nameBits & bits) !== 0

/** Adds a lower-cased type name of the cause chain. @internal */
export const addName = (ev: Evidence, name: string): void => {
  if (ev.names.includes(name)) return
  ev.names.push(name)
  ev.nameBits |= Membership.nameBits(name)
}

/** @internal */
export const addText = (ev: Evidence, s: string): void => {
  if (s.length === 0 || ev.text.length >= SCAN_LIMIT) return
  const capped = cap(s)
  const lower = (capped.indexOf("%20") >= 0 ? percentDecoded(capped) : capped).toLowerCase()
  if (lower.length <= 64) addShortMessage(ev, lower)
  // SDKs repeat the body's message in their own: a repeat has no phrase, number or hint that the text
  // lacks (no phrase contains the "|" that joins messages), and would double the text every rule reads.
  if (lower.length <= ev.text.length && isRepeat(ev, lower)) return
  ev.text = ev.text.length === 0 ? lower : `${ev.text} | ${lower}`
}

/**
 * Whether the text holds `lower` already. V8's `includes` is linear for a pattern of up to 250 characters; past that it
 * compares the rest one character at a time, so a long pattern that almost matches everywhere costs the text's length
 * times its own (review of session 38: a 1 MB body took 12.6 s). A long one is looked for with a search that reads
 * each character once (`containsLinear`) while the classification's allowance lasts (far more than any real failure
 * needs), then only at the text's end, where an SDK's message ends with the body's ("429 " + message).
 */
const isRepeat = (ev: Evidence, lower: string): boolean => {
  const text = ev.text
  if (lower.length <= LINEAR_PATTERN) return text.includes(lower)
  const work = text.length + lower.length
  if (work > ev.repeatAllowance) return text.endsWith(lower)
  ev.repeatAllowance -= work
  return containsLinear(text, lower)
}

/** Knuth–Morris–Pratt: `pattern` in `text` in at most 2 × (text + pattern) character comparisons. */
const containsLinear = (text: string, pattern: string): boolean => {
  const m = pattern.length
  const border = new Int32Array(m)
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && pattern.charCodeAt(i) !== pattern.charCodeAt(k)) k = border[k - 1]
    if (pattern.charCodeAt(i) === pattern.charCodeAt(k)) k++
    border[i] = k
  }
  for (let i = 0, k = 0; i < text.length; i++) {
    while (k > 0 && text.charCodeAt(i) !== pattern.charCodeAt(k)) k = border[k - 1]
    if (text.charCodeAt(i) === pattern.charCodeAt(k)) k++
    if (k === m) return true
  }
  return false
}

const LINEAR_PATTERN = 250

/** A short message, whole, read as `fold.ts` reads texts (both ways when it holds a non-joiner). */
const addShortMessage = (ev: Evidence, lower: string): void => {
  if (!mayFold(lower)) return addMessage(ev, lower.trim())
  addMessage(ev, fold(lower).trim())
  if (lower.includes(ZWNJ)) addMessage(ev, fold(lower, true).trim())
}

/**
 * A short message, whole; and without the status the SDKs put in front of a body they keep as text ("429
 * quota exceeded" is the openai SDK's message for a 429 whose body is "quota exceeded"), also behind the "Error: " or
 * "API Error: " an agent writes before it ("Error: 400 Invalid image.": a sweep of the recorded payloads through the
 * SDKs' messages, review of session 38).
 */
const addMessage = (ev: Evidence, message: string): void => {
  addWholeMessage(ev, message)
  const rest = afterPrefix(message, AGENT_PREFIXES)
  if (rest.length > 4 && rest.charCodeAt(3) === SPACE && areDigits(rest, 3)) {
    addWholeMessage(ev, rest.slice(4))
  }
}

// lower-cased, as the messages are here
const AGENT_PREFIXES = ["error: ", "api error: "]

// The lists are short (a few entries): arrays in insertion order, like a Set, and cheaper to make.
const addWholeMessage = (ev: Evidence, message: string): void => {
  if (ev.messages.includes(message)) return
  ev.messages.push(message)
  ev.messageBits |= Membership.messageBits(message)
}

const SPACE = 32

/** Whether the first `n` characters of `s` are digits. */
const areDigits = (s: string, n: number): boolean => {
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

/**
 * A message that reached the caller URL-encoded (xAI: "Incorrect%20API%20key%20provided"), decoded for
 * the phrases; as it is when it does not decode.
 */
const percentDecoded = (s: string): string => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/**
 * A Slack Web API code: as itself (its long-known token and scope codes are read bare) and as `slack_<code>`, for the
 * codes other APIs use with another meaning (apps send `token_expired` for an expired one-time link, review 95).
 * @internal
 */
export const addSlackCode = (ev: Evidence, code: string | undefined): void => {
  if (code === undefined) return
  addCode(ev, code)
  addCode(ev, `slack_${code}`)
}

/** @internal */
export const addCode = (ev: Evidence, s: string | undefined): void => {
  if (s === undefined || s.length === 0 || s.length > 128) return
  let entry = normalized.get(s)
  if (entry === undefined) {
    const code = normalizeCode(s)
    // SQLite's extended codes ("sqlite_busy_snapshot") say what their base code says ("sqlite_busy")
    const end = code.startsWith("sqlite_") ? code.indexOf("_", 7) : -1
    const base = end > 7 ? code.slice(0, end) : undefined
    entry = {
      code,
      bits: Membership.codeBits(code),
      base,
      baseBits: base === undefined ? 0 : Membership.codeBits(base)
    }
    // Codes come from a small vocabulary (`rate_limit_exceeded`, `ECONNRESET`, AWS error types): a few
    // hundred entries hold them all; past that, start over rather than grow.
    if (normalized.size >= 512) normalized.clear()
    normalized.set(s, entry)
  }
  addNormalizedCode(ev, entry.code, entry.bits)
  if (entry.base !== undefined) addNormalizedCode(ev, entry.base, entry.baseBits)
}

const addNormalizedCode = (ev: Evidence, code: string, bits: number): void => {
  if (ev.codes.includes(code)) return
  ev.codes.push(code)
  ev.codeBits |= bits
}

/** A code as the rules read it, the tables it is in, and the base code an extended one adds (SQLite's). */
interface NormalizedCode {
  readonly code: string
  readonly bits: number
  readonly base: string | undefined
  readonly baseBits: number
}

const normalized = new Map<string, NormalizedCode>()

/** "aws.protocols#ThrottlingException:http://…" → "throttlingexception". */
const normalizeCode = (s: string): string => {
  let code = s
  const hash = code.lastIndexOf("#")
  if (hash >= 0) code = code.slice(hash + 1)
  const colon = code.indexOf(":")
  if (colon > 0) code = code.slice(0, colon)
  return code.toLowerCase()
}

const push = (walk: Walk, node: unknown, depth: number, chain: boolean): void => {
  if (depth <= MAX_DEPTH && node !== undefined && node !== null) {
    walk.nodes.push(node)
    walk.depths.push(depth)
    walk.chains.push(chain)
  }
}

const pushString = (walk: Walk, s: string, depth: number): void => {
  const parsed = embeddedJson(s)
  if (parsed !== undefined) push(walk, parsed, depth, false)
}

/** About sixty searches of a whole 64 KiB text, a few milliseconds: far more than the repeats of any real failure. */
const REPEAT_ALLOWANCE = 1 << 22

/** An empty `Evidence` with a known status (or none). @internal */
export const emptyEvidence = (status: number | undefined): Evidence => ({
  status,
  statusFromCode: false,
  headers: undefined,
  codes: [],
  tagCodes: 0,
  codeBits: 0,
  names: [],
  nameBits: 0,
  rootName: undefined,
  text: "",
  messages: [],
  messageBits: 0,
  retryInfoMs: undefined,
  unrefillableQuota: false,
  perMinuteQuota: false,
  repeatAllowance: REPEAT_ALLOWANCE,
  reportedTokens: undefined,
  interrupted: false,
  undecided: false,
  transport: false,
  emptyStreamError: false,
  decodeFailure: false,
  phrases: undefined,
  markers: 0,
  links: undefined
})

/**
 * The evidence of `root`: the common shapes (an SDK API error, a network error and its causes) read
 * by `gatherCommon`, which reads only the fields they have; anything else walked by `gatherGeneric`.
 * @internal
 */
export const gather = (root: unknown, extra?: { readonly status?: number | undefined }): Evidence =>
  gatherCommon(root, extra?.status) ?? gatherGeneric(root, extra)

/** The bounded walk that reads every field it knows of on every node: the reference. @internal */
export const gatherGeneric = (
  root: unknown,
  extra?: { readonly status?: number | undefined; readonly decided?: object | undefined }
): Evidence => {
  const ev = emptyEvidence(extra?.status)
  const walk: Walk = {
    ev,
    nodes: [root],
    depths: [0],
    chains: [true],
    // a failure decided already on the cause chain is not read again: its decision is the wrapper's unless the wrapper
    // says more (`withDecisionOnChain`), and read from its fields (a status without the headers or body that decided
    // it) it said something else
    seen: extra?.decided === undefined ? [] : [extra.decided],
    errorRecords: [],
    weakStatus: undefined,
    rendered: undefined
  }
  walkAll(walk)
  if (ev.status === undefined && walk.weakStatus !== undefined) {
    ev.status = walk.weakStatus
    ev.statusFromCode = true
  }
  addRenderedIfNoText(ev, walk.rendered)
  addAwsErrorType(ev)
  return ev
}

/**
 * A message an SDK rendered from the body it keeps ("400 {json}") says nothing the body's fields do not, and is left out
 * of the text (scanning the JSON as well cost a fifth of an Anthropic error's classification): the body is read field
 * by field, as `fromResponse` reads it. Unless those fields gave no text at all (a body whose only words are under a key
 * no rule knows, `{ error: { code: 400, reason: "prompt is too long: …" } }`): then the rendered message is the text.
 * @internal
 */
export const addRenderedIfNoText = (ev: Evidence, rendered: string | undefined): void => {
  if (rendered !== undefined && ev.text.length === 0) addText(ev, rendered)
}

/**
 * AWS's JSON APIs (Bedrock) name the error in the `x-amzn-errortype` header and send a body with only a
 * `message`. Read only when nothing else named the error: beside a body's own code it says nothing more,
 * and reading a header costs as much as a rule.
 * @internal
 */
export const addAwsErrorType = (ev: Evidence): void => {
  if (ev.headers !== undefined && !hasProviderCode(ev)) addCode(ev, ev.headers("x-amzn-errortype"))
}

/**
 * Whether a code other than an Effect error's `_tag` names the error. A wrapper's tag is no provider's code: counted as
 * one, it kept the rules that read a header only when nothing named the error (`x-amzn-errortype`, Anthropic's
 * subscription windows) from running through `@effect/platform`, `@effect/ai` or a `Data.TaggedError` around the failure.
 * @internal
 */
export const hasProviderCode = (ev: Evidence): boolean => ev.codes.length > ev.tagCodes

const walkAll = (walk: Walk): void => {
  const ev = walk.ev
  let visited = 0
  for (let q = 0; q < walk.nodes.length && visited < MAX_NODES; q++) {
    const node = walk.nodes[q]
    const depth = walk.depths[q]
    if (typeof node === "string") {
      addText(ev, node)
      // an error message held alone ("ValidationException", an assistant message's `errorMessage`): an AWS exception's
      // name is read as its code, a class name alone ("httpx.ReadTimeout") as the type it names
      if (q === 0) {
        if (Shapes.isExceptionName(node)) addCode(ev, node)
        const name = Shapes.bareTypeName(node)
        if (name !== undefined) addName(ev, name)
      }
      pushString(walk, node, depth + 1)
      visited++
      continue
    }
    if (!isObject(node) || walk.seen.includes(node)) continue
    walk.seen.push(node)
    visited++
    visit(walk, node, depth, walk.chains[q])
  }
}

/**
 * The fields `visit` looks at. Read with plain property accesses, one site per name, so that each site
 * stays monomorphic and a missing property costs a cached lookup; if any read throws (a getter, a
 * proxy trap, a revoked proxy), every field is read again with the guarded `get`.
 */
/** @internal */
export interface Fields {
  readonly fiberCause: unknown
  readonly causeType: unknown
  readonly name: unknown
  readonly status: unknown
  readonly statusCode: unknown
  readonly status_code: unknown
  readonly httpStatus: unknown
  readonly responseStatusCode: unknown
  readonly xhrStatus: unknown
  readonly api_error_status: unknown
  readonly originalStatusCode: unknown
  readonly originalMessage: unknown
  readonly result: unknown
  readonly is_error: unknown
  readonly custom_id: unknown
  readonly message_type: unknown
  readonly $metadata: unknown
  readonly code: unknown
  readonly type: unknown
  readonly __type: unknown
  readonly error_code: unknown
  readonly errorCode: unknown
  readonly "@type": unknown
  readonly reason: unknown
  readonly retryDelay: unknown
  readonly violations: unknown
  readonly estimated_time: unknown
  readonly n_prompt_tokens: unknown
  readonly n_ctx: unknown
  readonly wasClean: unknown
  readonly _tag: unknown
  readonly message: unknown
  readonly detail: unknown
  readonly description: unknown
  readonly errorMessage: unknown
  readonly error_description: unknown
  readonly responseBody: unknown
  readonly headers: unknown
  readonly responseHeaders: unknown
  readonly cause: unknown
  readonly error: unknown
  readonly errors: unknown
  readonly lastError: unknown
  readonly last_error: unknown
  readonly status_details: unknown
  readonly lastNodeError: unknown
  readonly originalError: unknown
  readonly response: unknown
  readonly $response: unknown
  readonly data: unknown
  readonly details: unknown
  readonly errorDetails: unknown
  readonly customErrorData: unknown
  readonly httpResponse: unknown
  readonly text: unknown
  readonly innererror: unknown
  readonly innerError: unknown
  readonly body: unknown
  readonly metadata: unknown
  readonly Message: unknown
  readonly msg: unknown
  readonly error_msg: unknown
  readonly err_code: unknown
  readonly err_msg: unknown
  readonly error_message: unknown
  readonly error_summary: unknown
  readonly "Error Message": unknown
  readonly endedReason: unknown
  readonly disconnection_reason: unknown
  readonly status_msg: unknown
  readonly issue: unknown
  readonly diagnostics: unknown
  readonly "html-message": unknown
  readonly x_groq: unknown
  readonly choices: unknown
  readonly base_resp: unknown
  readonly header: unknown
  readonly Response: unknown
  readonly Error: unknown
  readonly Cause: unknown
  readonly Code: unknown
  readonly domain: unknown
  readonly retryAfter: unknown
  readonly killed: unknown
  readonly signal: unknown
  readonly shortMessage: unknown
  readonly exitCode: unknown
  readonly cmd: unknown
  readonly stderr: unknown
  readonly timedOut: unknown
  readonly isError: unknown
  readonly content: unknown
  readonly severity: unknown
  readonly codeName: unknown
  readonly errorLabels: unknown
  readonly hint: unknown
  readonly parent: unknown
  readonly CancellationReasons: unknown
  readonly classId: unknown
  readonly retry_after: unknown
  readonly retryAfterMs: unknown
  readonly retryAfterSeconds: unknown
  readonly resets_in_seconds: unknown
  readonly rateLimitDuration: unknown
  readonly errorcode: unknown
  readonly errmsg: unknown
  readonly errcode: unknown
  readonly failure: unknown
  readonly ok: unknown
  readonly failureCode: unknown
  readonly retry_after_ms: unknown
  readonly "retry-after": unknown
  readonly parameter: unknown
  readonly error_extra: unknown
  readonly errorInfo: unknown
  readonly err: unknown
  readonly ECODE: unknown
  readonly error_info: unknown
  readonly limit_name: unknown
  readonly parameters: unknown
  readonly extensions: unknown
  readonly caused_by: unknown
  readonly root_cause: unknown
  readonly failed_shards: unknown
}

/** @internal */
export { fieldNames } from "./fields.js"

const readFields = (node: object): Fields => {
  const n = node as Fields
  try {
    return {
      fiberCause: (node as Record<symbol, unknown>)[FiberFailureCauseId],
      causeType: (node as Record<symbol, unknown>)[CauseTypeId],
      name: n.name,
      status: n.status,
      statusCode: n.statusCode,
      status_code: n.status_code,
      httpStatus: n.httpStatus,
      responseStatusCode: n.responseStatusCode,
      xhrStatus: n.xhrStatus,
      api_error_status: n.api_error_status,
      originalStatusCode: n.originalStatusCode,
      originalMessage: n.originalMessage,
      result: n.result,
      is_error: n.is_error,
      custom_id: n.custom_id,
      message_type: n.message_type,
      $metadata: n.$metadata,
      code: n.code,
      type: n.type,
      __type: n.__type,
      error_code: n.error_code,
      errorCode: n.errorCode,
      "@type": n["@type"],
      reason: n.reason,
      retryDelay: n.retryDelay,
      violations: n.violations,
      estimated_time: n.estimated_time,
      n_prompt_tokens: n.n_prompt_tokens,
      n_ctx: n.n_ctx,
      wasClean: n.wasClean,
      _tag: n._tag,
      message: n.message,
      detail: n.detail,
      description: n.description,
      errorMessage: n.errorMessage,
      error_description: n.error_description,
      responseBody: n.responseBody,
      headers: n.headers,
      responseHeaders: n.responseHeaders,
      cause: n.cause,
      error: n.error,
      errors: n.errors,
      lastError: n.lastError,
      last_error: n.last_error,
      status_details: n.status_details,
      lastNodeError: n.lastNodeError,
      originalError: n.originalError,
      response: n.response,
      $response: n.$response,
      data: n.data,
      details: n.details,
      errorDetails: n.errorDetails,
      customErrorData: n.customErrorData,
      httpResponse: n.httpResponse,
      text: n.text,
      innererror: n.innererror,
      innerError: n.innerError,
      body: n.body,
      metadata: n.metadata,
      Message: n.Message,
      msg: n.msg,
      error_msg: n.error_msg,
      err_code: n.err_code,
      err_msg: n.err_msg,
      error_message: n.error_message,
      error_summary: n.error_summary,
      "Error Message": n["Error Message"],
      endedReason: n.endedReason,
      disconnection_reason: n.disconnection_reason,
      status_msg: n.status_msg,
      issue: n.issue,
      diagnostics: n.diagnostics,
      "html-message": n["html-message"],
      x_groq: n.x_groq,
      choices: n.choices,
      base_resp: n.base_resp,
      header: n.header,
      Response: n.Response,
      Error: n.Error,
      Cause: n.Cause,
      Code: n.Code,
      domain: n.domain,
      retryAfter: n.retryAfter,
      killed: n.killed,
      signal: n.signal,
      shortMessage: n.shortMessage,
      exitCode: n.exitCode,
      cmd: n.cmd,
      stderr: n.stderr,
      timedOut: n.timedOut,
      isError: n.isError,
      content: n.content,
      severity: n.severity,
      codeName: n.codeName,
      errorLabels: n.errorLabels,
      hint: n.hint,
      parent: n.parent,
      CancellationReasons: n.CancellationReasons,
      classId: n.classId,
      retry_after: n.retry_after,
      retryAfterMs: n.retryAfterMs,
      retryAfterSeconds: n.retryAfterSeconds,
      resets_in_seconds: n.resets_in_seconds,
      rateLimitDuration: n.rateLimitDuration,
      errorcode: n.errorcode,
      errmsg: n.errmsg,
      errcode: n.errcode,
      failure: n.failure,
      ok: n.ok,
      failureCode: n.failureCode,
      retry_after_ms: n.retry_after_ms,
      "retry-after": n["retry-after"],
      parameter: n.parameter,
      error_extra: n.error_extra,
      errorInfo: n.errorInfo,
      err: n.err,
      ECODE: n.ECODE,
      error_info: n.error_info,
      limit_name: n.limit_name,
      parameters: n.parameters,
      extensions: n.extensions,
      caused_by: n.caused_by,
      root_cause: n.root_cause,
      failed_shards: n.failed_shards
    }
  } catch {
    const out: Record<string, unknown> = {
      fiberCause: get(node, FiberFailureCauseId),
      causeType: get(node, CauseTypeId)
    }
    for (const name of fieldNames) out[name] = get(node, name)
    return out as unknown as Fields
  }
}

/**
 * Runway's failed task, in a 200 (round 118): `{ status: "FAILED", failure: "…", failureCode:
 * "INTERNAL.BAD_OUTPUT.CODE01" }`. Its codes are families with a numbered tail: the family (the first two parts) is what
 * its guide says how to handle, and the code table knows.
 */
const addFailureCode = (ev: Evidence, code: string): void => {
  addCode(ev, code)
  const first = code.indexOf(".")
  const second = first < 0 ? -1 : code.indexOf(".", first + 1)
  if (second > 0) addCode(ev, code.slice(0, second))
}

const addTextField = (walk: Walk, s: unknown, depth: number): void => {
  if (typeof s === "string") {
    addText(walk.ev, s)
    pushString(walk, s, depth + 1)
  }
}

const STDERR_LINES = 6

/** @internal */
export const asString = (u: unknown): string | undefined => typeof u === "string" ? u : undefined

/** A count of tokens: a non-negative integer. */
const asCount = (u: unknown): number | undefined =>
  typeof u === "number" && Number.isSafeInteger(u) && u >= 0 ? u : undefined

/** Baidu's numeric `error_code`, as a number (its LLM API) or a string of digits (Baidu Translate). */
const isBaiduCode = (code: unknown): boolean =>
  typeof code === "number" ||
  (typeof code === "string" && code.length > 0 && code.length <= 8 && areDigits(code, code.length))

/** Lower-case words joined by underscores ("daily_quota_exceeded"), as codes are and type names are not. @internal */
export const isSnakeCase = (s: string): boolean => {
  if (s.length > 64 || s.indexOf("_") <= 0) return false
  for (let i = 0; i < s.length; i++) {
    if (!isWordChar(s.charCodeAt(i))) return false
  }
  return true
}

/** @internal */
export const asNumber = (u: unknown): number | undefined => typeof u === "number" && Number.isFinite(u) ? u : undefined

const visit = (walk: Walk, node: object, depth: number, chain: boolean): void => {
  const { ev } = walk
  if (isArray(node)) {
    for (let i = 0; i < MAX_ARRAY; i++) {
      const element = get(node, i)
      if (element === undefined) break
      push(walk, element, depth + 1, false)
    }
    return
  }

  const f = readFields(node)
  // Effect: a Cause or a FiberFailure wrapping one
  if (f.fiberCause !== undefined) return push(walk, f.fiberCause, depth + 1, chain)
  if (f.causeType !== undefined) return visitCause(walk, node, depth, chain)

  const name = typeNameOf(node, f.name, f._tag)
  if (depth === 0) ev.rootName = name
  // Effect's SocketCloseError goes by a dropped connection's name (undici's SocketError): its close code decides
  const socketClose = Shapes.isSocketCloseError(f)
  if (chain && !socketClose) addName(ev, name.toLowerCase())

  // status (a sync child process's `status` is its exit code: git's 128 is no HTTP status)
  const status = (Shapes.isSyncProcessError(f) ? undefined : asNumber(f.status)) ?? asNumber(f.statusCode) ??
    asNumber(f.status_code) ?? asNumber(f.httpStatus) ??
    asNumber(f.responseStatusCode) ?? asNumber(f.xhrStatus) ?? asNumber(f.api_error_status) ??
    // Telegram's Bot API ({ ok: false, error_code: 409, description }, grammY's GrammyError): its code is the status
    (typeof f.description === "string" ? asNumber(f.error_code) : undefined) ??
    awsStatus(f)
  const code = f.code
  if (status !== undefined && isHttpStatus(status)) {
    if (ev.status === undefined) ev.status = status
  } else if (
    f.codeName === undefined && f.classId === undefined && !Shapes.isProcessError(f) && !Shapes.hasOwnCodes(name)
  ) {
    // a numeric `code` beside a `codeName` is MongoDB's (112 WriteConflict), beside a `classId` AMQP's (530
    // NOT_ALLOWED), on a child process's error its exit code (git's 128, a shell's 137), on a ClickHouseError the
    // server's own (202 TOO_MANY_SIMULTANEOUS_QUERIES, 516 AUTHENTICATION_FAILED): no HTTP status
    const numeric = numericStatus(code)
    if (numeric !== undefined && walk.weakStatus === undefined) walk.weakStatus = numeric
  }

  // codes
  if (typeof code === "string" && numericStatus(code) === undefined) addCode(ev, code)
  addCode(ev, asString(f.type))
  addCode(ev, asString(f.message_type))
  const statusText = asString(f.status)
  if (statusText !== undefined && numericStatus(statusText) === undefined) addCode(ev, statusText)
  addCode(ev, asString(f.__type))
  addCode(ev, asString(f.error_code))
  addCode(ev, asString(f.errorCode))
  addCode(ev, asString(f.err_code))
  addCode(ev, asString(f.ECODE))
  addCode(ev, asString(f.errorcode)) // Moodle: { exception: "moodle_exception", errorcode: "invalidtoken", message }
  addCode(ev, asString(f.errcode)) // Matrix: { errcode: "M_LIMIT_EXCEEDED", error }
  if (typeof f.failureCode === "string") addFailureCode(ev, f.failureCode)
  // Baidu's legacy API ({ error_code: 336000, error_msg }, in an HTTP 200): its numeric codes are its own (Baidu
  // Translate sends them as strings: { error_code: "52003", error_msg: "UNAUTHORIZED USER" })
  if (typeof f.error_msg === "string" && isBaiduCode(f.error_code)) addCode(ev, `baidu_${f.error_code}`)
  // a body whose `name` is a code (Resend: { statusCode: 429, message, name: "daily_quota_exceeded" }): a type's name is
  // never snake_case
  if (typeof f.name === "string" && isSnakeCase(f.name)) addCode(ev, f.name)
  // an AWS SDK v3 service exception (`$metadata`) is named by its error code, with or without the suffix (DynamoDB's
  // "RequestLimitExceeded", S3's "NoSuchBucket")
  if (name.endsWith("Exception") || (isObject(f.$metadata) && typeof f.name === "string")) addCode(ev, name)
  const detailType = asString(f["@type"])
  if (detailType !== undefined) {
    addCode(ev, asString(f.reason))
    if (RetryHint.isUnrefillableQuota(detailType, f.reason, f.violations, f.metadata)) ev.unrefillableQuota = true
    else if (RetryHint.isPerMinuteQuota(detailType, f.violations)) ev.perMinuteQuota = true
    if (RetryHint.isRetryInfo(node) && ev.retryInfoMs === undefined) {
      ev.retryInfoMs = RetryHint.fromRetryDelay(f.retryDelay)
    }
  }
  // PostgreSQL's SQLSTATE, marked as such: a five-character code alone could be any API's
  // (PostgREST passes it on in `{ code, details, hint, message }`, without the severity)
  const postgrest = f.hint !== undefined && f.details !== undefined
  if ((typeof f.severity === "string" || postgrest) && typeof code === "string" && code.length === 5) {
    addCode(ev, `sqlstate-${code}`)
    // FATAL ends the session (a refused connection), ERROR only the statement
    if (f.severity === "FATAL") addCode(ev, `sqlstate-fatal-${code}`)
  }
  addCode(ev, asString(f.codeName))
  addCode(ev, asString(f.limit_name))
  addCode(ev, asString(f.Code))
  for (const label of Shapes.strings(f.errorLabels)) addCode(ev, label)
  for (const reason of Shapes.strings(f.CancellationReasons, "Code")) addCode(ev, reason)
  addCode(ev, Shapes.grpcCodeName(code, f.details, f.metadata))
  // Google's legacy `errors[]` entries name their reason beside a `domain`: "rateLimitExceeded", "dailyLimitExceeded"
  if (detailType === undefined && typeof f.domain === "string") addCode(ev, asString(f.reason))
  addCode(ev, asString(get(f.extensions, "code")))
  // Evernote's EDAM exceptions name their condition by number only (EDAMErrorCode): read beside their own fields
  if (typeof f.errorCode === "number" && (f.rateLimitDuration !== undefined || f.parameter !== undefined)) {
    addCode(ev, `edam_${f.errorCode}`)
  }
  if (Shapes.isDiscordRateLimit(name) || Shapes.isRateLimitExceeded(f)) addCode(ev, "ratelimited")
  if (ev.retryInfoMs === undefined) ev.retryInfoMs = RetryHint.fromEstimatedTime(f.estimated_time)
  if (ev.retryInfoMs === undefined) ev.retryInfoMs = Shapes.waitMs(f, code, name)
  if (Shapes.processTimedOut(f)) ev.transport = true
  const promptTokens = asCount(f.n_prompt_tokens)
  const contextSize = asCount(f.n_ctx)
  if (promptTokens !== undefined && contextSize !== undefined && ev.reportedTokens === undefined) {
    ev.reportedTokens = { tokens: promptTokens, limit: contextSize }
  }

  // A WebSocket's CloseEvent, as the `close` handler receives it: its code and reason, worded as agents print them
  // ("WebSocket closed 1011"), so the close codes' rules and the reason's words decide; so is Effect's SocketCloseError,
  // whose `reason` is "Close" (its message, read below, has the close's reason)
  if ((typeof f.wasClean === "boolean" || socketClose) && typeof code === "number" && code >= 1000 && code < 5000) {
    const reason = socketClose ? undefined : asString(f.reason)
    addText(
      ev,
      reason === undefined || reason.length === 0 ? `websocket closed ${code}` : `websocket closed ${code} ${reason}`
    )
    // Effect's socket fails the work still running on it with a close that states no error (1000; 1005, no code at
    // all): RpcClient fails its pending calls with a 1000 whenever the socket ends, a dropped connection (1006) too.
    // The call was cut off, as by a reset connection; the close's reason, read in the message, still decides.
    if (socketClose && (code === 1000 || code === 1005)) ev.transport = true
  }

  const tag = asString(f._tag)
  if (tag !== undefined) {
    // @effect/ai's McpSchema errors carry their JSON-RPC code beside their tag, and the code says what the tag's name
    // would not: its InternalError is -32603, a server's own fault that stays, no passing "internal error" (review of
    // session 37)
    if (!isJsonRpcCode(f.code)) {
      const before = ev.codes.length
      addCode(ev, tag)
      ev.tagCodes += ev.codes.length - before
    }
    const reason = asString(f.reason)
    if (reason === "Transport") ev.transport = true
    else if (reason === "Decode" && chain) ev.decodeFailure = true
  }

  // messages (execa's `message` also holds the command's output, which may say anything: "Test timed out")
  const execa = typeof f.exitCode === "number" && typeof f.shortMessage === "string"
  const message = asString(execa ? f.shortMessage : f.message)
  // execa's `shortMessage` leaves out the command's stderr, which Node's own error message carries: read its last
  // lines, where git, npm and curl say why they failed (not all of it: a test runner reports there, and its tests'
  // output may say anything; nor stdout)
  if (execa && typeof f.stderr === "string") addText(ev, Shapes.lastLines(f.stderr, STDERR_LINES))
  // a message an SDK rendered from the body it keeps: the body is read instead (`addRenderedIfNoText`)
  if (message !== undefined && message.length > 0 && renderedBody(message, f.status, f.error) !== undefined) {
    walk.rendered ??= message
  } else if (message !== undefined) {
    // @effect/ai's advice for the status is left out (`aiStatusAdvice`)
    const advice = tag === "HttpResponseError" ? aiStatusAdvice(f.reason, f.response) : undefined
    const at = advice === undefined ? -1 : message.indexOf(advice)
    if (advice === undefined || at < 0) addText(ev, message)
    else {
      addText(ev, message.slice(0, at + 1))
      addText(ev, message.slice(at + advice.length))
    }
    if (Shapes.isExceptionName(message)) addCode(ev, message)
    if (message.length > 0) pushString(walk, message, depth + 1)
  }
  // a webhook's envelope: Vapi's end-of-call report ({ message: { type: "end-of-call-report", endedReason, … } })
  if (isObject(f.message) && !isArray(f.message)) push(walk, f.message, depth + 1, false)
  addTextField(walk, f.detail, depth)
  addTextField(walk, f.description, depth)
  addTextField(walk, f.errorMessage, depth)
  addTextField(walk, f.error_description, depth)
  addTextField(walk, f.responseBody, depth)
  addTextField(walk, f.Message, depth)
  addTextField(walk, f.msg, depth)
  addTextField(walk, f.originalMessage, depth)
  // the Claude Agent SDK's failed result: its `result` is the text Claude Code showed (a success's is the answer)
  // …and Etherscan's envelope, sent with a 200: { status: "0", message: "NOTOK", result: "Max rate limit reached" }
  // (transport failures have `api_error_status: null`, older CLIs no such field: `is_error` says it failed; review of
  // session 37, anthropics/claude-code#79500, claude-agent-sdk-python#1146)
  if (
    typeof f.api_error_status === "number" || f.message === "NOTOK" || (f.type === "result" && f.is_error === true)
  ) addTextField(walk, f.result, depth)
  // Claude Code's synthetic assistant message ({ type: "assistant", message: { model: "<synthetic>", content: [{ text }] },
  // error: "rate_limit" }): its text says more than its code ("You've hit your limit · resets 12pm", a plan's limit;
  // "Prompt is too long" beside "invalid_request"; anthropics/claude-code#40485, LobsterAI#270)
  if (f.type === "assistant" && typeof f.error === "string" && isObject(f.message)) {
    for (const text of Shapes.strings(get(f.message, "content"), "text")) addText(ev, text)
  }
  // a line of Anthropic's Message Batches results ({ custom_id, result: { type: "errored", error } }); an expired
  // request never ran, as OpenAI's batch_expired (review of session 37)
  if (typeof f.custom_id === "string" && isObject(f.result)) {
    if (get(f.result, "type") === "expired") addCode(ev, "batch_expired")
    push(walk, f.result, depth + 1, false)
  }
  addTextField(walk, f.error_msg, depth)
  addTextField(walk, f.err_msg, depth)
  addTextField(walk, f.err, depth)
  addTextField(walk, f.error_message, depth)
  addTextField(walk, f.error_summary, depth)
  addTextField(walk, f.errmsg, depth)
  addTextField(walk, f["Error Message"], depth)
  // Open-Meteo: { error: true, reason: "Daily API request limit exceeded. Please try again tomorrow." }
  // …and Speechmatics' real-time error: { message: "Error", type: "quota_exceeded", reason: "Concurrent Quota Exceeded" }
  if (f.error === true || (f.message === "Error" && typeof f.type === "string")) addTextField(walk, f.reason, depth)
  // a voice call's end: Vapi's `endedReason` ("pipeline-error-openai-429-exceeded-quota"), Retell's `disconnection_reason`
  addTextField(walk, f.endedReason, depth)
  addTextField(walk, f.disconnection_reason, depth)
  addTextField(walk, f.status_msg, depth)
  addTextField(walk, f.diagnostics, depth) // FHIR's OperationOutcome: { issue: [{ severity, code, diagnostics }] }
  // FastChat's stream chunk: { text: "…", error_code: 50001 }, its `text` the failure's only when a code stands beside it
  if (f.error_code !== undefined && f.error_code !== null && f.error_code !== 0) addTextField(walk, f.text, depth)
  if (typeof f.failureCode === "string") addTextField(walk, f.failure, depth)
  addTextField(walk, f["html-message"], depth)
  // Stripe's StripeConnectionError keeps the network error in `detail`
  if (isObject(f.detail)) push(walk, f.detail, depth + 1, false)
  if (f.isError === true) { for (const text of Shapes.strings(f.content, "text")) addText(ev, text) }
  // an Anthropic server tool's failed result, inside a successful response: classified by its error object
  push(walk, serverToolError(f.type, f.content), depth + 1, chain)

  // headers
  if (ev.headers === undefined) {
    const headers = headerReader(f.headers) ?? headerReader(f.responseHeaders)
    if (headers !== undefined) ev.headers = headers
  }

  // an SDK APIError (openai, anthropic) raised mid-stream with nothing in it: a dropped stream
  if (chain && status === undefined && isEmptyApiError(node, name)) ev.emptyStreamError = true

  // children
  push(walk, f.cause, depth + 1, chain)
  push(walk, f.parent, depth + 1, chain)
  const error = f.error
  if (typeof error === "string") {
    addText(ev, error)
    // Slack's Web API answers `{ ok: false, error: "accesslimited" }`: its codes, with or without an underscore
    if (f.ok === false && Shapes.isCodeWord(error)) addSlackCode(ev, error)
    else if (Shapes.isCodeLike(error)) addCode(ev, error)
    pushString(walk, error, depth + 1)
  } else {
    push(walk, error, depth + 1, false)
  }
  const errors = f.errors
  if (isArray(errors)) push(walk, errors, depth + 1, chain)
  // a failed OpenAI Batch: { object: "batch", status: "failed", errors: { object: "list", data: [{ code, message }] } }
  // (openai/openai-python#2084; review of session 37)
  else if (isObject(errors) && get(errors, "object") === "list") push(walk, get(errors, "data"), depth + 1, false)
  // one error record under the plural name, not a list: { errors: { message: "We have to rate limit you …", request_id } }
  // (vanna-ai/vanna#1045, a 429); a form's field errors name fields, and a field is rarely called `message`
  else if (isObject(errors) && typeof get(errors, "message") === "string") push(walk, errors, depth + 1, false)
  // API-Football's errors by key, in a 200 (a failure envelope: no status): { errors: { rateLimit: "Too many …" } };
  // with a status they are a form's field errors, which name fields ("api_key": "API key is required"), not conditions
  else if (isObject(errors) && ev.status === undefined && !walk.errorRecords.includes(errors)) {
    walk.errorRecords.push(errors)
    for (const text of Shapes.ownStrings(errors)) addText(ev, text)
  }
  push(walk, f.lastError, depth + 1, chain)
  push(walk, f.last_error, depth + 1, false)
  push(walk, f.status_details, depth + 1, false)
  push(walk, f.lastNodeError, depth + 1, chain)
  // the AI SDK's ToolCallRepairError: its `originalError` is the tool call the repair was for (the model's bad input);
  // the repair's own failure, its `cause`, is what happened
  if (name !== "AI_ToolCallRepairError") push(walk, f.originalError, depth + 1, chain)
  push(walk, f.response, depth + 1, false)
  push(walk, f.$response, depth + 1, false)
  push(walk, f.data, depth + 1, false)
  push(walk, f.details, depth + 1, false)
  push(walk, f.issue, depth + 1, false)
  // @google/generative-ai's GoogleGenerativeAIFetchError: the body's `error.details` (RetryInfo, ErrorInfo)
  push(walk, f.errorDetails, depth + 1, false)
  // Firebase AI Logic's AIError: the response's status and the body's details, only there
  push(walk, f.customErrorData, depth + 1, false)
  // @huggingface/inference's InferenceClientProviderApiError and HubApiError: { requestId, status, body }, only there
  push(walk, f.httpResponse, depth + 1, false)
  push(walk, f.innererror, depth + 1, false)
  push(walk, f.innerError, depth + 1, false)
  push(walk, f.errorInfo, depth + 1, false)
  push(walk, f.error_info, depth + 1, false)
  push(walk, f.body, depth + 1, false)
  // MiniMax's terse status_msg ("rate limit", "login fail") says less than its status_code
  const baseCode = getNumber(f.base_resp, "status_code")
  if (baseCode !== undefined && baseCode !== 0) addCode(ev, `minimax_${baseCode}`)
  push(walk, f.base_resp, depth + 1, false)
  // iFlytek Spark's WebSocket frame (round 118): { header: { code: 10008, message, sid, status } }, its numeric codes its own
  const spark = get(f.header, "code")
  if (typeof spark === "number" && spark !== 0 && typeof get(f.header, "sid") === "string") {
    addCode(ev, `spark_${spark}`)
  }
  push(walk, f.header, depth + 1, false)
  push(walk, f.x_groq, depth + 1, false)
  const choice = failedChoice(f)
  if (choice !== undefined) visitFailedChoice(walk, choice, depth)
  // a stream's `response.failed` whose response holds no error object (Codex's "response.failed event received", a
  // proxy's error in words): the response broke off on the server's side, as a stream's empty error event says; the
  // words, and an error object, are read as usual, so a rule they meet decides first
  const unfinished = unfinishedResponse(f)
  if (get(unfinished, "status") === "failed" && !isObject(unfinishedResponseError(unfinished))) {
    walk.ev.emptyStreamError = true
  }
  push(walk, f.Response, depth + 1, false)
  // AWS Step Functions' failure: { Error: "States.Timeout" | "Lambda.TooManyRequestsException", Cause: "…" }
  if (typeof f.Error === "string" && !f.Error.includes(" ")) {
    addCode(ev, f.Error)
    addTextField(walk, f.Cause, depth)
  } else {
    push(walk, f.Error, depth + 1, false)
  }
  if (Shapes.isElasticsearchError(f.type, f.reason)) visitElasticsearch(walk, f, depth)
  // NAVER HyperCLOVA X: `{ status: { code: "40003", message: "Context length exceeded" } }`
  if (isObject(f.status)) push(walk, f.status, depth + 1, false)
  const metadata = f.metadata
  if (isObject(metadata)) push(walk, get(metadata, "raw"), depth + 1, false)
}

/**
 * An AWS SDK v3 exception's status; Bedrock's ModelStreamErrorException, raised mid-stream, has none of its own (or the
 * stream's 200) but keeps the model's (`originalStatusCode`, with its `originalMessage`: aws-sdk-js-v3
 * client-bedrock-runtime's models/errors.ts; review of session 38).
 */
const awsStatus = (f: Fields): number | undefined => {
  const http = getNumber(f.$metadata, "httpStatusCode")
  return http !== undefined && http >= 300 ? http : asNumber(f.originalStatusCode) ?? http
}

/**
 * A choice that ended with `finish_reason: "error"`: its `error` is the failure; without one (OpenRouter's terminal chunk
 * of a generation that broke mid-stream, `native_finish_reason: "network_error"`, hax#15, houston#1211) the provider's
 * own finish reason is its code, read as the rules read it; unless it judges the model's output (Gemini's
 * "MALFORMED_FUNCTION_CALL", `Tables.outputFinishReasons`), a stream that broke is retried, as an empty error event is.
 */
const visitFailedChoice = (walk: Walk, choice: unknown, depth: number): void => {
  const error = get(choice, "error")
  if (error !== undefined && error !== null) return push(walk, error, depth + 1, false)
  const ev = walk.ev
  const native = get(choice, "native_finish_reason")
  if (typeof native === "string" && native.length > 0) {
    if (Shapes.isCodeLike(native)) addCode(ev, native)
    addText(ev, native)
    if (native.length <= 64 && Tables.outputFinishReasons.has(native.toLowerCase())) return
  }
  ev.emptyStreamError = true
}

/**
 * Elasticsearch's and OpenSearch's error (`{ type: "search_phase_execution_exception", reason, caused_by, root_cause:
 * [{ type, reason }], failed_shards: [{ shard, index, reason: { type, reason } }] }`): its `reason` is its message, and
 * what failed underneath is nested (a search's "all shards failed" names nothing; its root cause, "Result window is
 * too large", does).
 */
const visitElasticsearch = (walk: Walk, f: Fields, depth: number): void => {
  addTextField(walk, f.reason, depth)
  push(walk, f.caused_by, depth + 1, false)
  push(walk, f.root_cause, depth + 1, false)
  const shards = f.failed_shards
  if (!isArray(shards)) return
  for (let i = 0; i < MAX_ARRAY; i++) {
    const shard = get(shards, i)
    if (shard === undefined) break
    push(walk, get(shard, "reason"), depth + 2, false)
  }
}

const visitCause = (walk: Walk, node: object, depth: number, chain: boolean): void => {
  switch (get(node, "_tag")) {
    case "Fail":
      return push(walk, get(node, "error"), depth + 1, chain)
    case "Die":
      return push(walk, get(node, "defect"), depth + 1, chain)
    case "Interrupt":
      walk.ev.interrupted = true
      return
    case "Sequential":
    case "Parallel":
      push(walk, get(node, "left"), depth + 1, chain)
      return push(walk, get(node, "right"), depth + 1, chain)
  }
}

/**
 * The advice @effect/ai's `HttpResponseError` message adds for its status, after the request line and a blank line
 * (`…)\n\nRate Limited - Implement exponential backoff or reduce request frequency.\n\nResponse Body: …`; its AiError's
 * `getStatusCodeSuggestion`). Its words are @effect/ai's for any such status, not the provider's ("rate limit", "usage
 * limits", "likely temporary"): read as the provider's, they decided otherwise than the response does (`fromResponse`),
 * an API Gateway usage-plan quota 429 or Bedrock's payment-instrument 403 Retryable.
 */
const aiStatusAdvice = (reason: unknown, response: unknown): string | undefined => {
  const status = reason === "StatusCode" ? get(response, "status") : undefined
  if (typeof status !== "number") return undefined
  if (status >= 500) return AI_SERVER_ADVICE
  if (status < 400) return AI_OTHER_ADVICE
  return aiClientAdvice.get(status) ?? AI_CLIENT_ADVICE
}

const AI_SERVER_ADVICE = ")\n\nServer error - This is likely temporary. Implement retry logic with exponential backoff."
const AI_OTHER_ADVICE = ")\n\nCheck API documentation for this status code."
const AI_CLIENT_ADVICE = ")\n\nClient error - Review request format, parameters, and API documentation."
const aiClientAdvice: ReadonlyMap<number, string> = new Map([
  [400, "Bad Request - Check request parameters, headers, and body format against API documentation."],
  [401, "Unauthorized - Verify API key, authentication credentials, or token expiration."],
  [403, "Forbidden - Check API permissions, usage limits, or resource access rights."],
  [404, "Not Found - Verify the endpoint URL, API version, and resource identifiers."],
  [408, "Request Timeout - Consider increasing timeout duration or implementing retry logic."],
  [422, "Unprocessable Entity - Check request data validation, required fields, and data formats."],
  [429, "Rate Limited - Implement exponential backoff or reduce request frequency."]
].map(([status, advice]) => [status as number, `)\n\n${advice}`]))

/** A JSON-RPC error code: -32768 to -32000, the range the specification reserves. */
const isJsonRpcCode = (u: unknown): boolean => typeof u === "number" && u >= -32768 && u <= -32000

/** @internal */
export const isEmptyApiError = (node: object, name: string): boolean => {
  if (name === "APIConnectionError" || name === "APIConnectionTimeoutError" || name === "APIUserAbortError") {
    return false
  }
  try {
    if (!("status" in node) || !("headers" in node) || !("error" in node)) return false
  } catch {
    return false
  }
  const body = get(node, "error")
  if (isBlank(body)) return true
  if (!isObject(body)) return false
  try {
    const keys = Object.keys(body)
    // Anthropic's envelope with nothing in it (an `error` event of `{ "type": "error", "error": {} }`): as empty as
    // OpenAI's `{}`, the stream it came on broke (review of session 37)
    return keys.length <= 2 && get(body, "type") === "error" &&
      keys.every((k) => k === "type" || (k === "error" && isBlank(get(body, "error"))))
  } catch {
    return false
  }
}

/**
 * Nothing said, also by an object whose few fields all say nothing: OpenAI's `{ "message": "" }` or `{ "message": "",
 * "type": null, "code": null }` in a stream's error event says as little as `{}` (review of session 38).
 */
const isBlank = (u: unknown): boolean => {
  if (isNothing(u)) return true
  if (!isObject(u) || isArray(u) || isBytes(u)) return false
  try {
    const keys = Object.keys(u)
    return keys.length <= MAX_BLANK_FIELDS && keys.every((k) => isNothing(get(u, k)))
  } catch {
    return false
  }
}

const MAX_BLANK_FIELDS = 8

/** Nothing said: no value, an empty text or an object without fields. */
const isNothing = (u: unknown): boolean => {
  if (u === undefined || u === null || u === "") return true
  try {
    // a typed array's keys are its indices: as many as its length, which is read instead (`isBytes`)
    if (typeof u === "object" && isBytes(u)) return !("length" in u) || u.length === 0
    return typeof u === "object" && Object.keys(u).length === 0
  } catch {
    return false
  }
}

/** `parseJson` re-exported for response bodies. @internal */
export const parseBody = (body: unknown): unknown => typeof body === "string" ? (parseJson(body) ?? body) : body
