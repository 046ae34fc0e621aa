import * as Duration from "effect/Duration"
import * as ParseResult from "effect/ParseResult"
import type * as Failure from "../Failure.js"
import type { Code } from "../ToolResult.js"
import { retryAfterOf } from "./classify.js"
import { headOf } from "./wholeText.js"

// The default texts of each failure code, written for a model: what went wrong and what to do next.

const MAX_ISSUES = 8

/** @internal */
export const formatDuration = (duration: Duration.Duration): string => {
  const millis = Duration.toMillis(duration)
  if (millis < 1000) return `${Math.round(millis)} ms`
  return `${Number((millis / 1000).toFixed(3))} s`
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** `above`, when given, gets each path above this one ("a" and "a.b" for "a.b[0]"). */
const formatPath = (path: ReadonlyArray<PropertyKey>, above?: Set<string>): string => {
  if (path.length === 0) return "arguments"
  let out = ""
  for (const key of path) {
    if (out !== "") above?.add(out)
    if (typeof key === "number") out += `[${key}]`
    else if (typeof key === "string" && IDENTIFIER.test(key)) out += out === "" ? key : `.${key}`
    else out += `[${JSON.stringify(String(key))}]`
  }
  return out
}

// The value the model sent, as an issue echoes it after "actual": one long value (a document put in an enum field)
// filled the whole message, hiding the other issues and what to do next. The model has the value; its start says which.
const MAX_ACTUAL_LENGTH = 40

// The schema's words are kept whole up to this length (a long union's members), the rest cut.
const MAX_EXPECTED_LENGTH = 200

// A path is the schema's, unless the model made it up: an unexpected key of 400 characters hid every other issue.
const MAX_PATH_LENGTH = 80

const shorten = (text: string, max: number): string => text.length > max ? headOf(text, max - 1).trimEnd() + "…" : text

const ACTUAL = ", actual "

interface Issue {
  readonly path: string
  readonly expected: string
  readonly actual: string | undefined
}

const issueOf = (path: string, message: string): Issue => {
  const at = message.startsWith("Expected ") ? message.indexOf(ACTUAL) : -1
  return at < 0
    ? { path, expected: message, actual: undefined }
    : { path, expected: message.slice(9, at), actual: message.slice(at + ACTUAL.length) }
}

// A union reports one issue per member at the same path ("Expected \"invoice\", actual …", "Expected \"memo\", actual
// …"): one issue, its members joined, as the model needs them. Found by a key, not by a search of those merged so far: a
// model's array of thousands of wrong items took seconds (quadratic). A path holds no raw line break (`formatPath`
// quotes odd keys as JSON), so the key is one path and one value.
const merged = (issues: ReadonlyArray<Issue>): Array<Issue> => {
  const out: Array<Issue> = []
  const at = new Map<string, number>()
  for (const issue of issues) {
    const key = issue.actual === undefined ? undefined : `${issue.path}\n${issue.actual}`
    const same = key === undefined ? undefined : at.get(key)
    if (same === undefined) {
      if (key !== undefined) at.set(key, out.length)
      out.push(issue)
    } else {
      out[same] = { ...out[same], expected: `${out[same].expected} | ${issue.expected}` }
    }
  }
  return out
}

const lineOf = (issue: Issue): string => {
  const path = shorten(issue.path, MAX_PATH_LENGTH)
  return issue.actual === undefined
    ? `${path}: ${shorten(issue.expected, MAX_EXPECTED_LENGTH)}`
    : `${path}: Expected ${shorten(issue.expected, MAX_EXPECTED_LENGTH)}, actual ${
      shorten(issue.actual, MAX_ACTUAL_LENGTH)
    }`
}

/**
 * The issues as Effect lists them, or `undefined` where it cannot: it writes the value each issue echoes recursively,
 * and a model's arguments nested a few thousand levels deep (`[[[…]]]`, 6 KB of text) overflowed the stack, a defect
 * that ended the whole turn rather than a tool result the model reads.
 */
const listedIssues = (error: ParseResult.ParseError): ReadonlyArray<ParseResult.ArrayFormatterIssue> | undefined => {
  try {
    return ParseResult.ArrayFormatter.formatErrorSync(error)
  } catch {
    return undefined
  }
}

const NESTED_TOO_DEEPLY = "they are nested too deeply to be listed"

/**
 * "query: Expected string, actual 42; limit: Expected a number between 1 and 10, actual 50".
 * An optional field reports a second issue ("Expected undefined") beside the real one, at the same
 * path or above it: dropped. A union's issues at one path are one ("Expected \"a\" | \"b\", actual …"), the
 * values echoed are shortened, and at most 8 issues are listed ("; and 3 more").
 * @internal
 */
export const formatParseError = (error: ParseResult.ParseError): string => {
  // how many issues each path has, and the paths with an issue below them: what tells an optional field's "Expected
  // undefined" from its real issue, looked up rather than searched for each such issue (an array of thousands of items
  // with a wrong optional field took seconds, quadratic)
  const count = new Map<string, number>()
  const above = new Set<string>()
  const listed = listedIssues(error)
  if (listed === undefined) return NESTED_TOO_DEEPLY
  const issues = listed.map((issue) => {
    const path = formatPath(issue.path, above)
    count.set(path, (count.get(path) ?? 0) + 1)
    return { path, message: issue.message }
  })
  const isNoise = (issue: { readonly path: string; readonly message: string }) =>
    issue.message.startsWith("Expected undefined, actual") &&
    ((count.get(issue.path) ?? 0) > 1 || above.has(issue.path))
  const lines = merged(issues.filter((issue) => !isNoise(issue)).map((i) => issueOf(i.path, i.message))).map(lineOf)
  const hidden = lines.length - MAX_ISSUES
  return lines.slice(0, MAX_ISSUES).join("; ") + (hidden > 0 ? `; and ${hidden} more` : "")
}

/**
 * `parts` is `message` cut where text from outside the library sits: the library's words before it, that
 * text (a handler's failure reason, the JSON parser's error; "" when there is none), the library's words
 * after it. The default factory sanitises only the middle: the tool's name, the parameters' paths and what
 * they expected are what the model needs to correct its call, and names such as `page_token` or
 * `search_orders_v2` read as secrets to the sanitiser.
 * @internal
 */
export interface Outcome {
  readonly code: Code
  readonly message: string
  readonly cause: unknown
  readonly parts: readonly [written: string, outside: string, after: string]
}

const make = (code: Code, cause: unknown, written: string, outside = "", after = ""): Outcome => ({
  code,
  message: written + outside + after,
  cause,
  parts: [written, outside, after]
})

// The longest name a provider accepts for a tool (`Tool.make` checks it): a longer one is no tool's, and its start says
// which the model sent.
const MAX_NAME_LENGTH = 64

/**
 * The name is shortened as an echoed value is: a model that wrote its arguments into the name (some open models behind
 * OpenAI-compatible servers) filled the whole message with it, and the tools it should call were cut off.
 * @internal
 */
export const unknownTool = (name: string, available: ReadonlyArray<string>): Outcome => {
  const named = JSON.stringify(shorten(name, MAX_NAME_LENGTH))
  return make(
    "UNKNOWN_TOOL",
    undefined,
    available.length === 0
      ? `There is no tool named ${named}, and no tools are available.`
      : `There is no tool named ${named}. Available tools: ${available.join(", ")}.`
  )
}

/**
 * The call the model was writing when its answer hit the output token limit (`stopReason: "length"`): a provider's SDK
 * hands such a call's partial JSON parsed (Anthropic's drops the unfinished value), so it reads as complete and valid.
 * @internal
 */
export const cutOff = (tool: string): Outcome =>
  make(
    "INVALID_ARGUMENTS",
    undefined,
    `Your answer hit the output token limit while you were writing this call, so its arguments may be incomplete and ` +
      `${tool} was not run. Call ${tool} again with its complete arguments (shorter ones, or fewer calls at once).`
  )

/**
 * A side-effecting call that repeats an earlier one of the same answer: the same call id, tool and arguments, so the same
 * idempotency key. Run, it replayed the earlier call's result (or waited for it), and the model read that its effect
 * happened twice. Providers and proxies do send one call twice (a streamed call emitted again, ids that OpenAI-compatible
 * servers repeat or leave empty): it runs once, and the model is told so. `same`: what makes it the same call (under
 * `AiToolkit.toLayer`, which knows no call ids, the same arguments).
 * @internal
 */
export const repeatedCall = (tool: string, same = "the same call id and arguments"): Outcome =>
  make(
    "INVALID_ARGUMENTS",
    undefined,
    `This call was not run: the same ${tool} call (${same}) comes earlier in this answer, and ` +
      `ran once there; its result is that call's. If you meant ${tool} to run again, call it again.`
  )

/** @internal */
export const invalidJson = (tool: string, error: unknown): Outcome =>
  make(
    "INVALID_ARGUMENTS",
    error,
    `The arguments of ${tool} are not valid JSON (`,
    error instanceof Error ? error.message : String(error),
    `). Send a JSON object that matches the tool's parameters.`
  )

/**
 * The paths and what they expected are the schema's words, and the values it shows are the model's own
 * arguments, already in its history: all written text.
 * @internal
 */
export const invalidArguments = (tool: string, error: ParseResult.ParseError): Outcome => {
  // the closing words are the part after: a message factory's length limit cuts the issues before them, not them
  return make(
    "INVALID_ARGUMENTS",
    error,
    `The arguments of ${tool} do not match its parameters: ${formatParseError(error)}`,
    "",
    `. Fix the arguments and call ${tool} again.`
  )
}

/**
 * Arguments the parameters' schema could not read for their depth: a recursive schema (a tree, an outline) decodes a
 * level at a time, and a model's arguments a few thousand levels deep overflowed the stack, a defect that ended the whole
 * turn rather than a tool result the model reads.
 * @internal
 */
export const nestedTooDeeply = (tool: string, defect: unknown): Outcome =>
  make(
    "INVALID_ARGUMENTS",
    defect,
    `The arguments of ${tool} are nested too deeply to be read. Send them with less nesting and call ${tool} again.`
  )

/**
 * `mayHaveHappened`: a side-effecting handler's attempt was running when the timeout cut it off, so its
 * request may have reached the outside API (its idempotency claim says so too); "cancelled" would read
 * as nothing having happened. `elsewhere`: the call waited for a duplicate of itself that holds its key
 * (another worker running the same turn): the effect may happen there.
 * @internal
 */
export const timedOut = (
  tool: string,
  timeout: Duration.Duration,
  mayHaveHappened = false,
  elsewhere = false
): Outcome =>
  make(
    "TIMEOUT",
    undefined,
    elsewhere && !mayHaveHappened
      ? `${tool} timed out after ${formatDuration(timeout)} waiting for the same call, which is still running ` +
        `elsewhere: its effect may happen there. Check before calling it again.`
      : mayHaveHappened
      ? `${tool} timed out after ${formatDuration(timeout)} while its request was in flight; it may have run, ` +
        `so whether its effect happened is unknown. Check before calling it again.`
      : `${tool} timed out after ${formatDuration(timeout)}; the call was cancelled.`
  )

/**
 * What to do after a transient failure. The service's own wait (a 429's `retry-after`), when it gave one: "later" alone
 * read as the model's next step, a few seconds on, and the call was refused again until the wait was over. Read checked
 * (`retryAfterOf`): a failure known by its shape (through JSON) holds Duration's JSON there, on which Duration threw, and
 * execute died. A wait without an end is none to name, and so is one `Duration` calls finite whose milliseconds are not
 * (more nanoseconds than a number holds): the model was asked to wait "Infinity days".
 */
const tryAgain = (failure: Failure.Retryable): string => {
  const retryAfter = retryAfterOf(failure)
  const millis = retryAfter === undefined ? 0 : Duration.toMillis(retryAfter)
  return millis > 0 && Number.isFinite(millis)
    ? `. The service asks to wait ${formatWait(millis)}: try again after that, or use another tool.`
    : `. Try again later or use another tool.`
}

const WAIT_UNITS: ReadonlyArray<readonly [seconds: number, one: string, many: string]> = [
  [86_400, "day", "days"],
  [3_600, "h", "h"],
  [60, "min", "min"],
  [1, "s", "s"]
]

/**
 * A service's wait, rounded up (coming back early is refused again): a minute or more in days, hours and minutes, as a
 * model reads it ("2 h 14 min", not "8040 s"; a daily quota's "1 day"); below a millisecond, one ("0 ms" read as none).
 */
const formatWait = (millis: number): string => {
  if (millis < 1000) return `${Math.ceil(millis)} ms`
  if (millis < 60_000) return formatDuration(Duration.millis(millis))
  // whole minutes from an hour on: "2 h 14 min" for a reset 2 h 13 min 24 s away
  let rest = Math.ceil(millis / 1000)
  if (rest >= 3_600) rest = Math.ceil(rest / 60) * 60
  const parts: Array<string> = []
  for (const [seconds, one, many] of WAIT_UNITS) {
    const n = Math.floor(rest / seconds)
    rest -= n * seconds
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`)
  }
  return parts.join(" ")
}

/** @internal */
export const handlerFailed = (tool: string, failure: Failure.AnyFailure): Outcome => {
  switch (failure._tag) {
    case "Retryable":
      return make(
        "UNAVAILABLE",
        failure,
        `${tool} is temporarily unavailable: `,
        failure.reason,
        tryAgain(failure)
      )
    case "Exhausted":
      return make(
        "UNAVAILABLE",
        failure,
        `${tool} is temporarily unavailable (failed after ${failure.attempts.length} attempts): `,
        failure.last.reason,
        tryAgain(failure.last)
      )
    case "Permanent":
      return make(
        "FAILED",
        failure,
        `${tool} failed permanently: `,
        failure.reason,
        `. Calling it again will not help.`
      )
    default:
      return make("FAILED", failure, `${tool} failed: `, failure.reason)
  }
}

/**
 * A side-effecting call failed in a way that leaves open whether the service acted on its request (a
 * connection dropped once the request was sent, a 500 or 504): its claim is kept as unknown, and
 * "temporarily unavailable, try again" would invite a second write.
 * @internal
 */
export const unknownOutcome = (tool: string, failure: Failure.AnyFailure): Outcome =>
  make(
    "FAILED",
    failure,
    `${tool} failed after its request may have reached the service (`,
    failure._tag === "Exhausted" ? failure.last.reason : failure.reason,
    `); it may have run, so whether its effect happened is unknown. Check before calling it again.`
  )

/** @internal */
export interface IdempotencyFailure {
  readonly _tag: "IdempotencyError"
  readonly reason: "InProgressElsewhere" | "LeaseExpired" | "ClaimLost" | "InvalidResult" | "StoreFailure"
}

/**
 * `handlerRan`: this attempt's handler returned a success before the error, so a `StoreFailure` is
 * the store failing to record the result, and an `InvalidResult` the result failing to encode: the
 * effect happened, and the model must not read that it did not run. `ClaimLost` comes only after our
 * own handler succeeded. `other`: the error came while the call waited for a live duplicate of itself that holds its
 * key (`"live"`: another worker running the same turn), or took over the claim an earlier attempt left without a result
 * (`"lapsed"`), so a `StoreFailure` then is no proof that the effect did not happen.
 * @internal
 */
export const idempotencyFailed = (
  tool: string,
  error: IdempotencyFailure,
  handlerRan = false,
  other: "none" | "live" | "lapsed" = "none"
): Outcome => {
  switch (error.reason) {
    case "InProgressElsewhere":
      return make(
        "UNAVAILABLE",
        error,
        `The same ${tool} call is still running elsewhere. Wait for it instead of calling it again.`
      )
    case "StoreFailure":
      return handlerRan
        ? make(
          "FAILED",
          error,
          `${tool} ran and its effect happened, but its result could not be recorded. ` +
            `Do not call it again to repeat the effect.`
        )
        : other === "live"
        ? make(
          "UNAVAILABLE",
          error,
          `${tool} could not check on the same call, which is still running elsewhere: its effect may happen ` +
            `there. Check before calling it again.`
        )
        : other === "lapsed"
        ? make(
          "UNAVAILABLE",
          error,
          `${tool} did not finish in an earlier attempt, and could not be checked on: it is unknown whether its ` +
            `effect happened. Check before calling it again.`
        )
        : make(
          "UNAVAILABLE",
          error,
          `${tool} is temporarily unavailable: its execution could not be recorded, so it did not run.`
        )
    case "ClaimLost":
      return make(
        "FAILED",
        error,
        `${tool} ran and its effect happened, but it took so long that another attempt of the same call ` +
          `took it over before its result was recorded: the effect may have happened twice. Check before calling it again.`
      )
    case "InvalidResult":
      // After the handler: its result does not encode (a bug in the tool), but the effect happened, and
      // the claim is kept as unknown, so that calling it again does not repeat it. Before it: the result an earlier
      // attempt recorded does not decode (the tool's success schema changed in a deploy, another tool wrote the key),
      // so that attempt completed and the effect happened too; "internal error" alone invited a second call.
      return handlerRan ? unrecorded(tool, error) : unreadable(tool, error)
    case "LeaseExpired":
      // The holder of the call stopped before recording a result (interrupted, died on a reply it could not read, or its
      // request got no answer): the side effect may have happened.
      return make(
        "FAILED",
        error,
        `${tool} did not finish in an earlier attempt (it was interrupted, it crashed, or its request got no answer); ` +
          `it is unknown whether its effect happened. Check before calling it again.`
      )
  }
}

/**
 * A side-effecting handler succeeded, and its result does not encode to JSON (a bug in the tool): the
 * effect happened, and the model must not read "internal error" alone.
 * @internal
 */
export const unrecorded = (tool: string, cause: unknown): Outcome =>
  make(
    "INTERNAL",
    cause,
    `${tool} ran and its effect happened, but its result could not be recorded because of an ` +
      `internal error. Do not call it again to repeat the effect.`
  )

/**
 * A side-effecting call completed in an earlier attempt, and the result it recorded does not decode with the tool's
 * `success` schema: the effect happened, and the model must not read "internal error" alone.
 * @internal
 */
export const unreadable = (tool: string, cause: unknown): Outcome =>
  make(
    "INTERNAL",
    cause,
    `${tool} ran in an earlier attempt and its effect happened, but its recorded result could not be read because ` +
      `of an internal error. Do not call it again to repeat the effect.`
  )

/**
 * `mayHaveHappened`: a side-effecting handler died while an attempt of it ran, so its request may have gone
 * out first (its idempotency claim is kept as unknown too); "internal error" alone would invite a second call.
 * @internal
 */
export const internalError = (tool: string, defect: unknown, mayHaveHappened = false): Outcome =>
  make(
    "INTERNAL",
    defect,
    mayHaveHappened
      ? `${tool} failed because of an internal error while its request was in flight; it may have run, so whether ` +
        `its effect happened is unknown. Check before calling it again.`
      : `${tool} failed because of an internal error.`
  )

/**
 * `mayHaveHappened`: a side-effecting handler's attempt was running when it was interrupted, so its
 * request may have reached the outside API (its idempotency claim is kept as unknown too); "before it
 * finished" would read as nothing having happened.
 * @internal
 */
export const cancelled = (tool: string, mayHaveHappened = false): Outcome =>
  make(
    "CANCELLED",
    undefined,
    mayHaveHappened
      ? `${tool} was cancelled while its request was in flight; it may have run, ` +
        `so whether its effect happened is unknown. Check before calling it again.`
      : `${tool} was cancelled before it finished.`
  )
