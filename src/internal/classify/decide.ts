import * as Duration from "effect/Duration"
import type * as Failure from "../../Failure.js"
import { makeContextOverflow, makeFatal, makePermanent, makeRetryable } from "../failureMakers.js"
import { addCode, addSlackCode, type Evidence, hasCode, hasMessage, hasName, hasProviderCode } from "./evidence.js"
import { isWordChar } from "./inspect.js"
import * as Membership from "./membership.js"
import * as Overflow from "./overflow.js"
import * as Phrases from "./phrases.js"
import * as RetryHint from "./retryHint.js"
import { botocoreCode, slackCode } from "./shapes.js"
import { hasPolicyMarker, isRequestFault, isUnroutable, namesDeclinedCard, statusVerdict } from "./statusRules.js"
import * as Tables from "./tables.js"
import { relayedStatus, statusInText, tunnelStatus } from "./textStatus.js"

/**
 * The decision order of DESIGN.md, first match wins: user abort → context overflow → permanent markers →
 * status table → provider codes → network → dropped stream → status class → `Fatal`; then
 * `x-should-retry` may swap `Fatal` and `Retryable`.
 * @internal
 */
export interface Subject {
  readonly reason: string
  readonly cause: unknown
  readonly now?: number | undefined
}

const hasPhrase = Phrases.has

/** A retry hint in the message's prose, read only when the text has one of its markers. */
const textHint = (ev: Evidence): number | undefined =>
  hasPhrase(ev, Phrases.RetryText) ? RetryHint.fromText(ev.text) : undefined

const ABORTED_BY_TIMEOUT = "aborted due to timeout"

/**
 * A user abort, never retried. Not an abort a timeout made to end the call (openai-agents-js's ModelTimeoutError,
 * code `ETIMEDOUT`, wraps the `APIUserAbortError` its own timer caused): that is the timeout.
 * @internal
 */
export const isUserAbort = (ev: Evidence): boolean =>
  ev.interrupted ||
  ((hasName(ev, Membership.AbortNames) || hasCode(ev, Membership.AbortCodes) ||
    (ev.status === undefined && hasPhrase(ev, Phrases.Aborted))) &&
    !ev.codes.includes("etimedout") &&
    // an abort a timeout made (`AbortSignal.timeout`): Node's AbortError with its TimeoutError as `cause`, or its text
    // kept by an agent ("The operation was aborted due to timeout") (review of session 37)
    !ev.names.includes("timeouterror") && !ev.text.includes(ABORTED_BY_TIMEOUT) &&
    // Google's server-side cancel ("The operation was cancelled.", its 499 CANCELLED), kept as text by an agent
    !ev.codes.includes("backenderror") && !Tables.serverSideAbortMarkers.some((p) => ev.text.includes(p)))

/** @internal */
export const retryHintMs = (ev: Evidence, now?: number | undefined): number | undefined => {
  const headers = ev.headers
  const fromHeaders = headers === undefined ? undefined : RetryHint.fromHeaders(headers, now) ??
    (ev.status === 429 ? RetryHint.fromGatewayHeaders(headers) : undefined)
  return fromHeaders ?? ev.retryInfoMs ?? textHint(ev)
}

/**
 * The server names a wait short enough to be a throttle's: an allowance refilled within the hour. A spent plan
 * that resets in hours or days ("Your quota will reset after 21h39m57s", a `Retry-After` of a day) stays
 * Permanent: a person decides whether to wait, upgrade or switch. A `Retry-After` date that cannot be placed
 * without the caller's clock counts as short.
 */
const serverHint = (ev: Evidence, now: number | undefined): boolean => {
  const ms = retryHintMs(ev, now)
  if (ms !== undefined) return ms <= RetryHint.THROTTLE_WAIT_LIMIT_MS
  return ev.headers !== undefined && ev.headers("retry-after") !== undefined
}

/** `Tables.quotaWordedThrottleMarkers`: a throttle worded as an exhausted quota. */
const isQuotaWordedThrottle = (ev: Evidence): boolean => hasPhrase(ev, Phrases.QuotaWordedThrottle)

const isBedrockAccountBlock = (ev: Evidence): boolean =>
  ev.codes.includes("validationexception") && ev.messages.includes(Tables.bedrockAccountBlock)

/**
 * AWS API Gateway's usage-plan quota (per day, week or month): a 429 typed `LimitExceededException` ("Limit Exceeded");
 * its throttle is `TooManyRequestsException` ("Too Many Requests"). Other AWS services send `LimitExceededException`
 * as a 400 for limits that pass.
 */
const isUsagePlanQuota = (ev: Evidence): boolean =>
  ev.status === 429 && ev.codes.includes("limitexceededexception") && !ev.text.includes("rate limit") &&
  !ev.text.includes("try your request again")

/**
 * Anthropic's subscription windows (Claude plans used over OAuth): a 429 with `anthropic-ratelimit-unified-5h-status`
 * (or the 7-day or overall one) `rejected` is the plan's window spent. Whether that is Permanent (`undefined`: no such
 * window) depends on the wait, as for any spent allowance: the `retry-after` when sent, else the latest `-reset` (epoch
 * seconds) of the rejected windows, placed by the response's `date` or the caller's clock (without either it counts as
 * short, as a `Retry-After` date does).
 */
const spentSubscriptionWindow = (ev: Evidence, now: number | undefined): boolean | undefined => {
  // Anthropic types these 429s `rate_limit_error` (a relay may send them without a body): other 429s read no header here
  const headers = ev.status === 429 && (!hasProviderCode(ev) || ev.codes.includes("rate_limit_error"))
    ? ev.headers
    : undefined
  if (headers === undefined) return undefined
  let rejected = false
  let windows = 0
  let reset: number | undefined
  for (const [status, resetName, overall] of unifiedWindows) {
    const value = headers(status)?.trim().toLowerCase()
    if (!overall && (value === "allowed" || value === "allowed_warning")) windows++
    // the overall status says "rejected" too when only one model's own weekly window (`-7d_oi`, Fable) is spent while
    // the plan's 5-hour and 7-day windows are allowed: other models pass, so it counts only without those two
    if (value !== "rejected" || (overall && windows > 0)) continue
    rejected = true
    const at = epochSeconds(headers(resetName))
    if (at !== undefined && (reset === undefined || at > reset)) reset = at
  }
  if (!rejected) return undefined
  if (reset === undefined || retryHintMs(ev, now) !== undefined) return !serverHint(ev, now)
  const reference = RetryHint.responseTime(headers, now)
  return reference !== undefined && reset * 1000 - reference > RetryHint.THROTTLE_WAIT_LIMIT_MS
}

/** Each window's status header and reset header, and whether it is the overall one (read last). */
const unifiedWindows: ReadonlyArray<readonly [string, string, boolean]> = ["-5h", "-7d", ""].map((window) => [
  `anthropic-ratelimit-unified${window}-status`,
  `anthropic-ratelimit-unified${window}-reset`,
  window === ""
])

const epochSeconds = (s: string | undefined): number | undefined => {
  const n = s === undefined || s.length === 0 || s.length > 16 ? Number.NaN : Number(s)
  return Number.isFinite(n) && n > 0 ? n : undefined
}

/**
 * A program the tool runs is not installed: Node's "spawn rg ENOENT", "spawnSync rg ENOENT", as a code or as text (a missing file is
 * `open … ENOENT`). Not when the call is what is wrong: a whole command line passed as the program ("spawn cat
 * config.yaml ENOENT"), or the shell "missing" because `exec` was given a `cwd` that does not exist ("spawn
 * /bin/sh ENOENT", "spawn sh ENOENT", Git Bash's "spawn C:\Program Files\Git\bin\bash.exe ENOENT").
 */
const isMissingProgram = (ev: Evidence): boolean => {
  const text = ev.text
  const end = Phrases.hasMarker(ev, Phrases.MarkerEnoent) ? text.indexOf(" enoent") : -1
  // the error's code, or a text that relays it (an MCP client's log: "spawn npx ENOENT")
  if (end < 0 && !ev.codes.includes("enoent")) return false
  const limit = end < 0 ? text.length : end
  let at = text.lastIndexOf(SPAWN, limit)
  let from = at + SPAWN.length
  const atSync = text.lastIndexOf(SPAWN_SYNC, limit)
  if (atSync > at) {
    at = atSync
    from = atSync + SPAWN_SYNC.length
  }
  if (at < 0) return false
  if (end < 0 || from > end) return true
  const program = text.slice(from, end)
  if (program.includes(" ") && !program.includes("/") && !program.includes("\\")) return false
  return !isShell(program)
}

/**
 * A shell as `exec` spawns it, by path or by name: it is "missing" when the `cwd` given is (review 72). Only the shells a
 * `cwd` that does not exist was recorded for (review 73: "spawn powershell.exe ENOENT" may well be PowerShell missing
 * from the PATH, which a person fixes).
 */
const isShell = (program: string): boolean =>
  program === "sh" || SHELL_ENDINGS.some((ending) => program.endsWith(ending))

const SHELL_ENDINGS: ReadonlyArray<string> = ["/sh", "/bash", "cmd.exe", "bash.exe"]

/**
 * A daemon's socket that is not there: "connect ENOENT /var/run/docker.sock" (no Docker daemon runs), or Docker
 * Desktop's named pipe on Windows ("connect ENOENT \\\\.\\pipe\\docker_engine").
 */
const isMissingSocket = (ev: Evidence): boolean => {
  if (!ev.codes.includes("enoent")) return false
  const text = ev.text
  const at = text.indexOf("connect enoent ")
  return at >= 0 &&
    (text.indexOf(".sock", at) >= 0 || text.indexOf("pipe\\docker_engine", at) >= 0 ||
      text.indexOf("pipe/docker_engine", at) >= 0)
}

const SPAWN = "spawn "
const SPAWN_SYNC = "spawnsync "

/** EBUSY on `rmdir`: a mount point (a docker volume), which no wait unmounts; other EBUSYs pass (a file held). */
const isBusyMountPoint = (ev: Evidence): boolean => ev.codes.includes("ebusy") && ev.text.includes(", rmdir '/")

/**
 * The environment is broken for every request until a person acts. Not for a declined card: its sentence is read only
 * when a permanent marker would decide, the rare case, rather than searched for in every text.
 */
const isPermanent = (ev: Evidence, now: number | undefined): boolean => {
  if (
    ev.unrefillableQuota ||
    (ev.status === 429 && (RetryHint.namesZeroQuotaLimit(ev.text) || RetryHint.namesSpentLongWindow(ev.text)))
  ) return true
  if (hasCode(ev, Membership.DeclinedCodes) || hasCode(ev, Membership.ServerFaultCodes)) return false
  return hasPermanentMarker(ev, now) && !namesDeclinedCard(ev)
}

/**
 * A token endpoint's own failure (a 429 or a 5xx): a credential that could not be exchanged then is that server's fault,
 * which passes (review 108: "service account token exchange failed (HTTP 503)", an SSO refresh's "StatusCode: 503").
 */
const isServerFaultStatus = (status: number | undefined): boolean =>
  status !== undefined && (status === 429 || status >= 500)

const hasPermanentMarker = (ev: Evidence, now: number | undefined): boolean => {
  if (
    isMissingProgram(ev) || isMissingSocket(ev) ||
    (Phrases.hasMarker(ev, Phrases.MarkerRouterLoadFailed) && isUnloadableRouterModel(ev.text)) ||
    ((hasName(ev, Membership.PermanentNames) || hasPhrase(ev, Phrases.CredentialChain)) && !isNetwork(ev) &&
      !isServerFaultStatus(ev.status))
  ) {
    return true
  }
  // a throttle worded as a quota; a cap on one item of the request (Zoom's daily limit "for the registrant (…)"), which
  // leaves every other request as it was
  if (isQuotaWordedThrottle(ev) || hasPhrase(ev, Phrases.RequestFault429)) return false
  // a screening service's verdict on this prompt or answer, raised with a denial's words (Genkit's Model Armor:
  // "PERMISSION_DENIED: Model Armor blocked user prompt.", round 123): a content filter, not a missing permission
  // (each marker is also a policy phrase: the scan's bit answers first, and most texts are read no further)
  if (hasPhrase(ev, Phrases.Policy) && Tables.screenedContentMarkers.some((m) => ev.text.includes(m))) return false
  if (hasCode(ev, Membership.PermanentCodes) || hasPhrase(ev, Phrases.Permanent)) return true
  if (hasCode(ev, Membership.SpentAllowanceCodes)) return !serverHint(ev, now)
  if (hasMessage(ev, Membership.PermanentMessages) || isBedrockAccountBlock(ev)) return true
  if (isUsagePlanQuota(ev)) return !serverHint(ev, now)
  const window = spentSubscriptionWindow(ev, now)
  if (window !== undefined) return window
  const text = ev.text
  if (
    !(hasPhrase(ev, Phrases.WeakPermanent) || hasMessage(ev, Membership.WeakPermanentMessages)) || serverHint(ev, now)
  ) {
    return false
  }
  if (isUnloadableOllamaModel(text)) return true
  if (text.includes("exceeded your current quota")) {
    return !(ev.perMinuteQuota || text.includes("per minute") || text.includes("per_minute") ||
      text.includes("perminute"))
  }
  // "per day" names a cap only beside a word of one: "quota", "limit", "too many" (Bedrock: "Too many
  // tokens per day, please wait before trying again.")
  return text.includes("quota") || text.includes("limit") || text.includes("too many")
}

/**
 * Ollama's "unable to load model: …/blobs/sha256-…" (an architecture this build cannot load): only with its blob path, not
 * a wrapper's "Unable to load model: invalid file name" (review 67).
 */
const isUnloadableOllamaModel = (text: string): boolean =>
  text.includes(Tables.UNLOADABLE_MODEL) && text.includes("/blobs/sha256-")

/**
 * llama.cpp's router when the child server for a model could not load it ("model name=qwen3-8b failed to load", round
 * 123): a local server that cannot load its model, as Ollama's below.
 */
const isUnloadableRouterModel = (text: string): boolean => {
  const at = text.indexOf(ROUTER_LOAD_FAILED)
  if (at < 0) return false
  // the model's name alone between the two (review 99: llama.cpp also says "Failed to load image or audio file" of one
  // request's attachment)
  const from = text.lastIndexOf(ROUTER_MODEL, at)
  return from >= 0 && at > from + ROUTER_MODEL.length && text.indexOf(" ", from + ROUTER_MODEL.length) === at
}

const ROUTER_MODEL = "model name="
const ROUTER_LOAD_FAILED = " failed to load"

const codeVerdict = (ev: Evidence): Tables.Verdict | undefined => {
  for (const c of ev.codes) {
    const verdict = Tables.codeTable.get(c)
    if (verdict === "Permanent" && hasPolicyMarker(ev)) return "Fatal"
    // a throttle's or a server error's code beside words for the request's own fault (gRPC's "ResourceExhausted: 429
    // received Metadata size exceeded hard limit"; ogx's `server_error` for a truncation mode it does not support), as
    // the 429 and 5xx status rules read them
    if (verdict === "Retryable" && isRequestFault(ev)) return "Fatal"
    if (verdict !== undefined) return verdict
  }
  return undefined
}

/** @internal */
export const isNetwork = (ev: Evidence): boolean => {
  if (hasMessage(ev, Membership.FetchRefusalMessages) || hasCode(ev, Membership.RequestRefusalCodes)) return false
  // not a reset while the body was read: the server had accepted the request's form
  if (hasPhrase(ev, Phrases.NotNetwork) && !ev.text.includes("error(body, error { kind: reset(")) return false
  if (ev.transport || hasCode(ev, Membership.NetworkCodes) || hasName(ev, Membership.NetworkNames)) return true
  if (hasMessage(ev, Membership.NetworkMessages)) return true
  // Safari's "Load failed", with the host the Sentry browser SDK appends: "Load failed (api.openai.com)"
  for (const m of ev.messages) if (m.startsWith("load failed (")) return true
  for (const code of Tables.wordNetworkCodes) if (hasWord(ev.text, code)) return true
  if (hasPhrase(ev, Phrases.ConditionalNetwork) && isConditionalNetwork(ev.text)) return true
  return hasPhrase(ev, Phrases.Network) || isGoRequestEof(ev.text)
}

/** Whether `word` is in `text` with no letter, digit or "_" on either side: linear, each `indexOf` starts past the last. */
const hasWord = (text: string, word: string): boolean => {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if ((at === 0 || !isWordChar(text.charCodeAt(at - 1))) && !isWordChar(text.charCodeAt(at + word.length))) {
      return true
    }
  }
  return false
}

/**
 * Zed's "stream from Anthropic ended unexpectedly" (a truncated file "ended unexpectedly" too, and fails again); axios's
 * client timeout kept as text ("LLM API error: timeout of 60000ms exceeded"; a sandbox's "time limit of 5000ms exceeded"
 * is its own budget).
 */
const isConditionalNetwork = (text: string): boolean =>
  (text.includes(" ended unexpectedly") && text.includes("stream from ")) || isMsTimeout(text)

/** axios's "timeout of 30000ms exceeded", and Playwright's API calls' "page.goto: Timeout 5000ms exceeded." (round 95). */
const TIMEOUT_MARKERS: ReadonlyArray<string> = ["timeout of ", ": timeout "]

/**
 * axios's and Playwright's API calls' "… Nms exceeded"; not a test runner's own timeout, which reads the same (Mocha's
 * "Timeout of 2000ms exceeded. … ensure \"done()\" is called", Playwright's "Test timeout of 2000ms exceeded."): the hung
 * test hangs again (review 68).
 */
const isMsTimeout = (text: string): boolean => {
  if (text.includes("\"done()\"")) return false
  for (const marker of TIMEOUT_MARKERS) {
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
      if (text.startsWith("test ", at - 5)) continue
      let i = at + marker.length
      const digits = i
      while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++
      if (i > digits && text.startsWith("ms exceeded", i)) return true
    }
  }
  return false
}

/**
 * Go's net/http client losing its server mid-answer or before it: Ollama's cloud proxy 'Post "https://ollama.com:443/v1/
 * chat/…": unexpected EOF', go-openai's 'Post "https://api.openai.com/v1/completions": EOF'; not any Go error that
 * quotes its input ('failed to parse kernel version "3": unexpected EOF', review 70: 'error parsing JSON config file
 * "/…/config.json": EOF', an empty file).
 */
const isGoRequestEof = (text: string): boolean =>
  (text.includes("\": unexpected eof") || text.includes("\": eof")) &&
  (text.includes("post \"http") || text.includes("get \"http"))

/**
 * Text without a status (a stream's error message, a bare `Error`) that names a transient server
 * condition ("Rate limit exceeded", "Service Unavailable"), or a throttle or quota with the wait before it
 * refills ("Your quota will reset after 53s"; a long wait made it Permanent already), or a throttle worded as a spent
 * quota (DashScope's "You exceeded your current quota" with its `#token-limit` link). With a status, the status
 * decides; a content filter named beside it decides too (a relay's "Upstream request failed: [data_inspection_failed]").
 */
const isTransientText = (ev: Evidence): boolean =>
  ev.status === undefined &&
  (hasPhrase(ev, Phrases.Transient | Phrases.QuotaWordedThrottle) ||
    (hasPhrase(ev, Phrases.UpstreamClass) && !relaysRequestError(ev.text)) ||
    (hasPhrase(ev, Phrases.Throttle | Phrases.WeakPermanent) && textHint(ev) !== undefined)) &&
  !isRequestFault(ev) && !hasPolicyMarker(ev)

/** A test runner's report of failed tests, unless the runner itself failed for want of disk (a machine's fault). */
const isTestRun = (ev: Evidence): boolean =>
  hasPhrase(ev, Phrases.TestRun) && !ev.text.includes("no space left on device")

const RELAYED_CODE = "upstream request failed: ["

/** The upstream codes in a relay's brackets that name a passing condition. */
const relayedTransientCodes: ReadonlyArray<string> = [
  "server_error",
  "rate_limit",
  "internal_error",
  "service_unavailable",
  "timeout",
  "overloaded"
]

/**
 * OpenCode Go's "Upstream request failed: [invalid_prompt] …": the upstream's own error code in brackets, a request's
 * fault unless it names a server error, a rate limit or a timeout.
 */
const relaysRequestError = (text: string): boolean => {
  const at = text.indexOf(RELAYED_CODE)
  if (at < 0) return false
  const from = at + RELAYED_CODE.length
  const c = text.charCodeAt(from)
  return c >= 97 && c <= 122 && !relayedTransientCodes.some((code) => text.startsWith(code, from))
}

/**
 * A stream's error (no status) naming a condition that passes (capacity short, a response still running):
 * transient, though its type may say the request is wrong (OpenAI Codex types "Selected model is at capacity"
 * `invalid_request_error`).
 */
const isPassingStreamCondition = (ev: Evidence): boolean =>
  ev.status === undefined && hasPhrase(ev, Phrases.StreamCondition)

/**
 * `x-should-retry` as sent, or in any case and padding ("True", " false"); Stripe's own `stripe-should-retry` on its
 * errors (stripe-node keeps the response's headers on them and follows it before the status).
 */
const shouldRetry = (ev: Evidence): string | undefined => {
  const read = ev.headers
  // headers with no status are those of the answer a stream began with (the SDKs put them on an error raised mid-stream):
  // what the server said of that answer says nothing of the failure inside it (review of session 38)
  if (read === undefined || ev.status === undefined) return undefined
  const hint = read("x-should-retry") ?? (ev.rootName?.startsWith("Stripe") ? read("stripe-should-retry") : undefined)
  return hint?.trim().toLowerCase()
}

/** `Tables.bareTransientNames`: an error that says nothing but its class's name. */
const isBareTransientName = (ev: Evidence): boolean =>
  ev.text.length === 0 && ev.names.some((name) => Tables.bareTransientNames.includes(name))

const classVerdict = (status: number | undefined): Tables.Verdict | undefined =>
  status === undefined ? undefined : status >= 500 ? "Retryable" : status >= 400 ? "Fatal" : undefined

/** The statuses a proxy answers with when its upstream failed (and none: a message alone). */
const isRelayingStatus = (status: number | undefined): boolean =>
  status === undefined || status === 400 || status === 424 || status === 429 || status >= 500

/** @internal */
export const decide = (ev: Evidence, subject: Subject): Failure.AgentFailure => {
  const { cause, reason } = subject
  if (hasPhrase(ev, Phrases.CodeInText)) {
    addCode(ev, botocoreCode(ev.text))
    addSlackCode(ev, slackCode(ev.text))
  }
  // A refused tunnel is the proxy's answer (407: its credentials; 502: it could not reach the API),
  // not a user abort, whatever the error is called.
  const prose = ev.status === undefined && hasPhrase(ev, Phrases.StatusText)
  const tunnel = prose ? tunnelStatus(ev.text) : undefined
  if (tunnel !== undefined) ev.status = tunnel
  else if (prose) ev.status = statusInText(ev.text, Phrases.statusFormGroups(ev))
  let status = ev.status
  // A proxy's failure that relays its upstream's status: the upstream's decides (the failure keeps the status
  // the caller received; a status only a wrapper's numeric `code` gave is no answer received, and the relayed one is).
  const relayed = hasPhrase(ev, Phrases.RelayedStatus) ? relayedStatus(ev.text) : undefined
  if (relayed !== undefined && isRelayingStatus(status)) {
    ev.status = relayed
    // with no status of its own, the relayed one is the only one there is (openai-python's "Error code: 546 - {}" is the
    // status the call received: the status class decides by it; review of session 38)
    if (ev.statusFromCode || status === undefined) status = relayed
  }
  if (tunnel === undefined && isUserAbort(ev)) {
    return makeFatal({
      reason: ev.interrupted ? `interrupted: ${reason}` : reason,
      status,
      cause
    })
  }
  // the model's output that could not be parsed: whatever it says is the model's prose; a test runner's report of
  // failed tests: whatever its tests' errors say, the run's result is the answer
  if (hasName(ev, Membership.ModelOutputNames) || isTestRun(ev)) return makeFatal({ reason, status, cause })
  const overflow = Overflow.detect(ev)
  if (overflow !== undefined) {
    return makeContextOverflow({
      reason,
      status,
      cause,
      tokens: overflow.tokens,
      limit: overflow.limit
    })
  }
  // a key that cannot be a header, refused by the client before anything was sent (no status)
  if (status === undefined && hasPhrase(ev, Phrases.BadKeyHeader)) return makePermanent({ reason, status, cause })
  if (isPermanent(ev, subject.now)) return makePermanent({ reason, status, cause })
  // a workflow engine's "do not retry this step", whatever `code` it reports (a server's status decides as usual)
  if (hasName(ev, Membership.NonRetryableNames) && (status === undefined || ev.statusFromCode)) {
    return makeFatal({ reason, status, cause })
  }
  const known = (isUnroutable(ev) ? "Fatal" : undefined) ?? statusVerdict(ev) ??
    (isPassingStreamCondition(ev) ? "Retryable" : undefined) ??
    (isBusyMountPoint(ev) ? "Fatal" : undefined) ?? codeVerdict(ev) ??
    (isNetwork(ev) || hasMessage(ev, Membership.TransientMessages) || isTransientText(ev) || isBareTransientName(ev)
      ? "Retryable"
      : ev.emptyStreamError
      ? "Retryable"
      : classVerdict(status))
  let verdict = known ?? "Fatal"
  const hint = verdict === "Permanent" ? undefined : shouldRetry(ev)
  if (hint === "true" && verdict === "Fatal") verdict = "Retryable"
  else if (hint === "false" && verdict === "Retryable") verdict = "Fatal"
  // Fatal for want of any evidence: a wrapper so decided says nothing more than the failure on its cause chain
  else if (known === undefined) ev.undecided = true
  switch (verdict) {
    case "Permanent":
      return makePermanent({ reason, status, cause })
    case "Fatal":
      return makeFatal({ reason, status, cause })
    case "Retryable": {
      const ms = retryHintMs(ev, subject.now)
      return makeRetryable({
        reason,
        status,
        cause,
        retryAfter: ms === undefined ? undefined : Duration.millis(ms)
      })
    }
  }
}
