import * as Duration from "effect/Duration"
import { durationOf } from "../durationJson.js"
import type { Fields } from "./evidence.js"
import { get, isArray, isBytes, isObject, isWordChar } from "./inspect.js"
import * as RetryHint from "./retryHint.js"

/**
 * What particular libraries' errors say in fields of their own, read as plain values for the evidence walk
 * (`evidence.ts`): AWS exception names kept as messages, code-like `error` strings, gRPC's numeric codes,
 * the waits Slack, Qdrant, Telegram, jira.js, Discord and Linear state, and child processes that timed out.
 * @internal
 */

const MAX_ITEMS = 8

/**
 * A message that is only an AWS exception's name ("ValidationException"): the AnthropicBedrock SDK throws a
 * stream's exception frame as `APIConnectionError("ValidationException")`, dropping its body, so the name
 * is all that says what failed. It is read as the code it is.
 * @internal
 */
export const isExceptionName = (s: string): boolean => {
  const n = s.length
  if (n < 10 || n > 64 || !s.endsWith("Exception")) return false
  const first = s.charCodeAt(0)
  if (first < 65 || first > 90) return false
  for (let i = 1; i < n - 9; i++) {
    const c = s.charCodeAt(i) | 32
    if (c < 97 || c > 122) return false
  }
  return true
}

/**
 * The lower-cased class name of a message that is a qualified class name and nothing else ("httpx.ReadTimeout",
 * "asyncio.exceptions.TimeoutError", "httpx.ReadTimeout: ", "ReadTimeout()"), or `undefined`. Python's transport
 * exceptions print an empty `str()`, so agents keep the class name alone: it is all that says what failed, and is read
 * as the type name it is. The last segment is a class name (a capital, then at least one lower-case letter somewhere),
 * so a code ("ECONNRESET") or a word ("timeout") is not one.
 * @internal
 */
export const bareTypeName = (message: string): string | undefined => {
  let end = message.length
  if (end > 128) return undefined
  while (end > 0 && message.charCodeAt(end - 1) <= 32) end--
  if (message.endsWith(":", end)) end--
  else if (message.endsWith("()", end)) end -= 2
  else if (message.endsWith("('')", end) || message.endsWith("(\"\")", end)) end -= 4
  let segment = 0
  let lower = false
  for (let i = 0; i < end; i++) {
    const c = message.charCodeAt(i)
    if (c === 46) { // "."
      if (i === segment) return undefined
      segment = i + 1
      lower = false
    } else if (c >= 97 && c <= 122) lower = true
    else if (!(c >= 65 && c <= 90) && !(c >= 48 && c <= 57) && c !== 95) return undefined
  }
  const first = message.charCodeAt(segment)
  return end - segment >= 4 && first >= 65 && first <= 90 && lower
    ? message.slice(segment, end).toLowerCase()
    : undefined
}

/**
 * An `error` string that is a code, not prose: Slack's `{ ok: false, error: "invalid_auth" }`, OAuth's
 * `{ error: "invalid_grant" }`. Lower-case words joined by "_", at least two of them.
 * @internal
 */
export const isCodeLike = (s: string): boolean => s.indexOf("_") >= 0 && isCodeWord(s)

/** Word characters only (3 to 64), not starting or ending with "_": a code where a field says it is one. @internal */
export const isCodeWord = (s: string): boolean => {
  const n = s.length
  if (n < 3 || n > 64) return false
  for (let i = 0; i < n; i++) {
    if (!isWordChar(s.charCodeAt(i))) return false
  }
  return s.charCodeAt(0) !== 95 && s.charCodeAt(n - 1) !== 95
}

/**
 * The strings of a short list, or of one field of its items: MongoDB's `errorLabels`, DynamoDB's
 * `CancellationReasons[].Code`, a failed MCP tool result's `content[].text`.
 * @internal
 */
export const strings = (list: unknown, key?: string): Array<string> => {
  const out: Array<string> = []
  if (!isArray(list)) return out
  for (let i = 0; i < MAX_ITEMS; i++) {
    const item = get(list, i)
    if (item === undefined) break
    const value = key === undefined ? item : get(item, key)
    if (typeof value === "string") out.push(value)
  }
  return out
}

/** The string values of an object's first own keys (none when it cannot be listed). @internal */
export const ownStrings = (o: object): Array<string> => {
  const out: Array<string> = []
  if (isBytes(o)) return out
  try {
    const keys = Object.keys(o)
    for (let i = 0; i < keys.length && i < MAX_ITEMS; i++) {
      const value = get(o, keys[i])
      if (typeof value === "string") out.push(value)
    }
  } catch {
    return out
  }
  return out
}

/** gRPC status codes by number (grpc/doc/statuscodes.md), as Google's bodies name them. */
const grpcCodes: ReadonlyArray<string | undefined> = [
  undefined,
  "cancelled",
  "unknown",
  "invalid_argument",
  "deadline_exceeded",
  "not_found",
  "already_exists",
  "permission_denied",
  "resource_exhausted",
  "failed_precondition",
  "aborted",
  "out_of_range",
  "unimplemented",
  "internal",
  "unavailable",
  "data_loss",
  "unauthenticated"
]

/**
 * The name of the gRPC status a `grpc-status` header or trailer states (a number, "0" for OK): `undefined` for OK or
 * anything else.
 * @internal
 */
export const grpcStatusName = (value: string | undefined): string | undefined => {
  if (value === undefined || value.length === 0 || value.length > 2) return undefined
  const n = Number(value)
  return Number.isInteger(n) ? grpcCodes[n] : undefined
}

/**
 * grpc-js failing a call itself: "Received message larger than max (4244419 vs. 4194304)" (8), "Request message
 * serialization failure: …" / "Response message parsing error: …" (13). The same call fails the same way.
 */
const isLocalGrpcFailure = (details: string): boolean =>
  details.includes("message larger than max") || details.includes("serialization failure") ||
  details.includes("parsing error")

/**
 * The name of a gRPC status (grpc-js, Google Cloud clients): a numeric `code` beside `details` and `metadata`.
 * @internal
 */
export const grpcCodeName = (code: unknown, details: unknown, metadata: unknown): string | undefined =>
  typeof code === "number" && typeof details === "string" && isObject(metadata) && !isLocalGrpcFailure(details) ?
    grpcCodes[code] :
    undefined

const SLACK_RATE_LIMITED = "slack_webapi_rate_limited_error"
const DISCORD_RATE_LIMIT = "RateLimitError["
const LINEAR_RATE_LIMIT = "RatelimitedLinearError"
/** Jina Reader's 429 body: `{ retryAfter: 2, retryAfterDate, code: 429, name: "RateLimitTriggeredError" }`, seconds. */
const JINA_RATE_LIMIT = "RateLimitTriggeredError"

/** @discordjs/rest's `RateLimitError[/channels/:id/messages]`. @internal */
export const isDiscordRateLimit = (name: string): boolean => name.startsWith(DISCORD_RATE_LIMIT)

const millisToSeconds = (u: unknown): number | undefined => typeof u === "number" ? u / 1000 : undefined

/** A number, or a string of one ("2"). */
const INNGEST_RETRY_AFTER = "RetryAfterError"

const numberOrText = (u: unknown): number | undefined =>
  typeof u === "number" ? u : typeof u === "string" && u.length > 0 && u.length <= 12 ? Number(u) : undefined

const RATE_LIMITER_ERROR = "RateLimiterError"

/**
 * @effect/experimental's `RateLimitExceeded` (its RateLimiter's `consume` with `onExceeded: "fail"`) through JSON (a
 * worker's queue, a log): its words ("Rate limit exceeded") are a getter JSON does not write, and its `_tag` is its store
 * failure's too (`RateLimitStoreError`, which has a `message`). `JSON.stringify` keeps the class's `reason`, "Exceeded";
 * its schema's encoding does not, but writes its wait as milliseconds (`Schema.DurationFromMillis`).
 * @internal
 */
export const isRateLimitExceeded = (f: Fields): boolean =>
  f._tag === RATE_LIMITER_ERROR &&
  (f.reason === "Exceeded" || (f.message === undefined && typeof f.retryAfter === "number"))

/** Its wait: its schema's milliseconds, or a Duration's JSON (`JSON.stringify` of it). */
const rateLimiterWaitMs = (retryAfter: unknown): number | undefined => {
  if (typeof retryAfter === "number") return retryAfter
  const wait = durationOf(retryAfter)
  return wait === undefined ? undefined : Duration.toMillis(wait)
}

/**
 * A wait a library states in a field of its own, each in its own unit: a numeric `retryAfter` is Slack's
 * seconds beside Slack's code, Discord's milliseconds, Linear's seconds (and nobody's otherwise); Qdrant's
 * `retry_after`, Telegram's `parameters.retry_after`, node-asana's `retryAfterSeconds`, Todoist's `error_extra.retry_after`
 * and Infura's `data.rate.backoff_seconds` are seconds, jira.js's `retryAfterMs` milliseconds.
 * @internal
 */
export const waitMs = (f: Fields, code: unknown, name: string): number | undefined => {
  // an Effect `Duration` (@effect/experimental's RateLimitExceeded), whoever the library
  if (Duration.isDuration(f.retryAfter)) return RetryHint.fromRetryAfterSeconds(Duration.toMillis(f.retryAfter) / 1000)
  if (isRateLimitExceeded(f)) return RetryHint.fromRetryAfterSeconds(millisToSeconds(rateLimiterWaitMs(f.retryAfter)))
  // Inngest's RetryAfterError keeps its wait as text: whole seconds ("30"), or an ISO date (no clock here: no wait)
  const retryAfter = code === SLACK_RATE_LIMITED || name === LINEAR_RATE_LIMIT || name === JINA_RATE_LIMIT ?
    f.retryAfter :
    name === INNGEST_RETRY_AFTER ?
    numberOrText(f.retryAfter) :
    isDiscordRateLimit(name) ?
    millisToSeconds(f.retryAfter) :
    undefined
  return RetryHint.fromRetryAfterSeconds(retryAfter) ??
    RetryHint.fromRetryAfterSeconds(numberOrText(f.retry_after)) ??
    RetryHint.fromRetryAfterSeconds(get(f.parameters, "retry_after")) ??
    RetryHint.fromRetryAfterSeconds(millisToSeconds(f.retryAfterMs)) ??
    // node-asana's number; the AWS SDK's (Lex, API Gateway) is the `Retry-After` header's text
    RetryHint.fromRetryAfterSeconds(numberOrText(f.retryAfterSeconds)) ??
    // OpenRouter relays the upstream's wait in the error's metadata
    RetryHint.fromRetryAfterSeconds(get(f.metadata, "retry_after_seconds")) ??
    RetryHint.fromRetryAfterSeconds(get(f.error_extra, "retry_after")) ??
    // Infura's JSON-RPC error: { code: -32005, data: { rate: { allowed_rps, backoff_seconds: 30, current_rps } } }
    RetryHint.fromRetryAfterSeconds(get(get(f.data, "rate"), "backoff_seconds")) ??
    // Evernote's EDAMSystemException RATE_LIMIT_REACHED: { errorCode: 19, rateLimitDuration: 1368 }
    RetryHint.fromRetryAfterSeconds(f.rateLimitDuration) ??
    RetryHint.fromRetryAfterSeconds(millisToSeconds(f.retry_after_ms)) ?? // Matrix
    RetryHint.fromRetryAfterSeconds(f["retry-after"]) ?? // Zulip
    // Withings (status 601, in a 200): { status: 601, body: { wait_seconds: 188 }, error: "…" }
    RetryHint.fromRetryAfterSeconds(get(f.body, "wait_seconds")) ??
    // OpenAI Codex's spent plan window names when it resets (openai/codex's `extract_retry_after` reads it so)
    (f.type === CODEX_USAGE_LIMIT ? RetryHint.fromRetryAfterSeconds(f.resets_in_seconds) : undefined)
}

const CODEX_USAGE_LIMIT = "usage_limit_reached"

const nil = (u: unknown): boolean => u === undefined || u === null

/**
 * The error of Node's `execSync`, `execFileSync` or `spawnSync`: its exit code is its `status` (`null` when a signal
 * ended the command), beside the `signal` and the captured `stderr`, with no `cmd` or `code`. No HTTP error has
 * those two fields (`stderr` at all, or a `signal` that is no `AbortSignal`).
 * @internal
 */
export const isSyncProcessError = (f: Fields): boolean =>
  f.stderr !== undefined && (f.signal === null || typeof f.signal === "string") && f.cmd === undefined

const COMMAND_FAILED = "Command failed: "

/** The command line of a child process's error: exec's `cmd`, else what the sync forms' message names. */
const commandOf = (f: Fields): string | undefined => typeof f.cmd === "string" ? f.cmd : commandInMessage(f.message)

const commandInMessage = (message: unknown): string | undefined =>
  typeof message === "string" && message.startsWith(COMMAND_FAILED) ? message.slice(COMMAND_FAILED.length) : undefined

/** A command coreutils' `timeout` runs (which it ends with exit code 124 when its time is up). */
const isTimeoutCommand = (command: string | undefined): boolean => command?.startsWith("timeout ") === true

/**
 * `processTimedOut` of an error whose only fields are a `code` and a `message` (no `cmd`, `killed`, `signal` or
 * `stderr`), as the common walk reads it: an exec error whose `cmd` was dropped (a failure's JSON keeps `{ name, message,
 * code }` of its cause).
 * @internal
 */
export const commandTimedOut = (code: unknown, message: unknown): boolean =>
  code === 124 && isTimeoutCommand(commandInMessage(message))

/**
 * A child process Node killed for its `timeout` (no exit code), or one execa says timed out: the call did not
 * finish, like a request that timed out.
 * @internal
 */
export const processTimedOut = (f: Fields): boolean =>
  (f.killed === true && typeof f.signal === "string" && nil(f.code)) || f.timedOut === true ||
  // coreutils `timeout` ends the command it runs with exit code 124 (exec's `code`, the sync forms' `status`)
  ((f.code === 124 || (f.status === 124 && isSyncProcessError(f))) && isTimeoutCommand(commandOf(f)))

/**
 * A child process's error (Node's: `cmd`, `killed`, `signal`, or the sync forms' `status`; execa's: `exitCode`): its
 * numeric `code` or `status` is an exit code, never an HTTP status.
 * @internal
 */
export const isProcessError = (f: Fields): boolean =>
  typeof f.cmd === "string" || typeof f.killed === "boolean" || typeof f.exitCode === "number" ||
  isSyncProcessError(f)

/**
 * `@effect/platform`'s `SocketCloseError` (`{ _tag: "SocketError", reason: "Close", code, closeReason }`): a WebSocket
 * the server closed, as `Socket` fails with it. It shares its tag with the errors of a socket that broke, and its type
 * name with undici's dropped connection, but its close code says why it ended.
 * @internal
 */
export const isSocketCloseError = (f: Fields): boolean =>
  f._tag === "SocketError" && f.reason === "Close" && typeof f.code === "number"

/**
 * An error whose numeric `code` is its server's own numbering, never an HTTP status: @clickhouse/client's
 * `ClickHouseError` ("202", TOO_MANY_SIMULTANEOUS_QUERIES; "516", AUTHENTICATION_FAILED), its `type` the code's name.
 * @internal
 */
export const hasOwnCodes = (typeName: string): boolean => typeName === "ClickHouseError"

/** The last `count` non-empty lines of `text` (of its last 64 KB at most), joined by newlines. @internal */
export const lastLines = (text: string, count: number): string =>
  text.slice(-64 * 1024).split("\n").filter((line) => line.trim().length > 0).slice(-count).join("\n")

const BOTOCORE = "an error occurred ("
/** The AWS CLI v1's older wording: "A client error (Throttling) occurred when calling the DescribeStacks operation: …". */
const AWS_CLI_V1 = "a client error ("

/**
 * @slack/web-api's platform error ("An API error occurred: not_authed") and slack_sdk's SlackApiError ("The request to the
 * Slack API failed. (url: …)\nThe server responded with: {'ok': False, 'error': 'not_authed'}"), lower-cased.
 */
const SLACK_WEB_API = "an api error occurred: "
const SLACK_SDK = "the server responded with: {'ok': false, 'error': '"

/** What marks a text as stating its error's code in a known form (the phrase scan looks for it). @internal */
export const codeInTextMarkers: ReadonlyArray<string> = [BOTOCORE, AWS_CLI_V1, SLACK_WEB_API, SLACK_SDK]

/**
 * The AWS error code in botocore's text, as Python agents relay it: "An error occurred (modelStreamErrorException) when
 * calling the ConverseStream operation: …" (lower-cased): the code the exception had, read as one.
 * @internal
 */
export const botocoreCode = (text: string): string | undefined =>
  codeBetween(text, BOTOCORE, ") when calling") ?? codeBetween(text, AWS_CLI_V1, ") occurred when calling")

/**
 * The Slack Web API's `error` in its SDKs' texts (round 119): read as the code the platform error had.
 * @internal
 */
export const slackCode = (text: string): string | undefined =>
  codeBetween(text, SLACK_SDK, "'") ?? wholeCodeAfter(text, SLACK_WEB_API)

/**
 * The code after `marker` when it ends the message (@slack/web-api's message is the marker and the code): not the first
 * word of another library's sentence that happens to begin the same way.
 */
const wholeCodeAfter = (text: string, marker: string): string | undefined => {
  const at = text.indexOf(marker)
  if (at < 0) return undefined
  const from = at + marker.length
  let end = from
  while (end < text.length && end - from <= 64 && isWordChar(text.charCodeAt(end))) end++
  const ends = end === text.length || text.charCodeAt(end) === NEWLINE || text.startsWith(" | ", end)
  return end > from && ends ? text.slice(from, end) : undefined
}

const NEWLINE = 10

const codeBetween = (text: string, marker: string, closing: string): string | undefined => {
  const at = text.indexOf(marker)
  if (at < 0) return undefined
  const from = at + marker.length
  const end = text.indexOf(closing, from)
  return end > from && end - from <= 64 && !text.slice(from, end).includes(" ") ? text.slice(from, end) : undefined
}

/**
 * An Elasticsearch or OpenSearch error object: its `type` an exception's name in snake case
 * ("cluster_block_exception"), beside a `reason` (a string, or `null` when the cluster has none to give).
 * @internal
 */
export const isElasticsearchError = (type: unknown, reason: unknown): boolean =>
  typeof type === "string" && type.endsWith("_exception") && (typeof reason === "string" || reason === null)
