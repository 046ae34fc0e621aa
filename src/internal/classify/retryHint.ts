import type { HeaderReader } from "./headers.js"
import { digitsEnd, get, getNumber, getString, isArray, isWordChar, skipSpace } from "./inspect.js"
import { retryTextMarkers } from "./tables.js"

/**
 * Retry hints, in milliseconds. Sources, strongest first: `retry-after-ms`, `retry-after` (seconds or an
 * HTTP date), Google's `RetryInfo.retryDelay` in the body, and phrases in the message.
 * @internal
 */

const MAX_HINT_MS = 366 * 24 * 3600 * 1000

const clamp = (ms: number): number | undefined =>
  Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_HINT_MS) : undefined

/** A wait a server named, in milliseconds: none when negative (as openai-node reads one) or not finite. */
const waitOf = (ms: number): number | undefined => ms >= 0 ? clamp(ms) : undefined

const parseNumber = (s: string): number | undefined => {
  const trimmed = s.trim()
  if (trimmed.length === 0 || trimmed.length > 32) return undefined
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : undefined
}

/**
 * The longest wait that is a throttle's: a spent allowance or budget whose server names a wait within it passes
 * then (`Retryable`); one that resets in hours or days is for a person to wait out, upgrade or switch.
 * @internal
 */
export const THROTTLE_WAIT_LIMIT_MS = 60 * 60 * 1000

/** Seconds no wait is (31 years): a `retry-after` this large is a Unix time. */
const EPOCH_SECONDS = 1e9

/**
 * The wait `retry-after-ms` or `retry-after` names. `retry-after` as an HTTP date is relative to a clock. Classification
 * is pure, so the clock is the response's own `date` header (the server's clock, which also cancels clock skew), or
 * `now` when the caller passes one. With neither, a date gives no hint.
 * @internal
 */
export const fromHeaders = (read: HeaderReader, now?: number | undefined): number | undefined => {
  // a negative wait is none (openai-node ignores it too): the next header may still name one (review of session 38:
  // `retry-after-ms: -1` beside `retry-after: 4` read as "now")
  const ms = read("retry-after-ms")
  if (ms !== undefined) {
    const n = headerNumber(ms)
    if (n !== undefined && n >= 0) return clamp(n)
  }
  const after = read("retry-after")
  if (after === undefined) return undefined
  const seconds = headerNumber(after)
  if (seconds !== undefined && seconds < 0) return undefined
  if (seconds !== undefined && seconds < EPOCH_SECONDS) return clamp(seconds * 1000)
  // a Unix time where the seconds belong (Heroku's API once sent `Retry-After: 1353003093`): placed as a date is; one
  // already past names no wait (it is no standard form, and its clock is not the response's)
  if (seconds !== undefined) {
    const reference = responseTime(read, now)
    const wait = reference === undefined ? Number.NaN : seconds * 1000 - reference
    return wait > 0 ? clamp(wait) : undefined
  }
  const date = after.trim()
  if (date.length > 64 || !isDateForm(date)) return undefined
  const at = parseHttpDate(date)
  if (Number.isNaN(at)) return undefined
  const reference = responseTime(read, now)
  // a year of five digits is none an HTTP date can hold (openai-python's tests send "Fri, 29 Sep 100000 16:26:57 GMT" as a
  // date no client can use, round 128): the retry layer's own schedule decides; a far date that is one ("Fri, 31 Dec 9999
  // 23:59:59 GMT") is a long wait, clamped (review 104)
  return reference === undefined || at >= YEAR_10000 ? undefined : clamp(at - reference)
}

const YEAR_10000 = Date.UTC(10000, 0, 1)

/**
 * `Date.parse` of an HTTP date, which is always in GMT. asctime's form names no zone ("Wed Oct 21 07:28:00 2015"), and
 * `Date.parse` reads a date without a zone in the host's own: hours off anywhere but UTC (a wait of 0 east of Greenwich,
 * hours too long west of it), so it is read as GMT.
 */
const parseHttpDate = (s: string): number => Date.parse(ASCTIME.test(s) ? `${s} GMT` : s)

const ASCTIME = /^[a-z]{3} [a-z]{3} [ \d]?\d \d\d:\d\d:\d\d \d{4}$/i

/**
 * Whether `s` is written as a date is sent: each of the three forms of an HTTP date opens with a day's name ("Wed, 21
 * Oct 2015 07:28:00 GMT", RFC 850's "Wednesday, 21-Oct-15 …", asctime's "Wed Oct 21 …"), or with the day of the month
 * and the month's name where the day's name is left out, as RFC 5322 allows ("21 Oct 2015 07:28:30 GMT"); some APIs
 * send ISO 8601 ("2020-05-31T00:00:00Z"). `Date.parse` reads far more: any three letters as a day ("Zun, 29 Sep 2023
 * 16:26:27 GMT", openai-python's test of a date it must refuse, round 128), and a text with a number in it as a day of
 * 2001 ("10 (seconds)", "wait 10", "retry in 5", "3\0"): a date long past, which read as a wait of 0, a retry at once
 * under a preset that waits the hint exactly.
 */
const isDateForm = (s: string): boolean =>
  DAY_NAMES.includes(s.slice(0, 3).toLowerCase()) || DAY_AND_MONTH.test(s) || ISO_DATE.test(s)

const DAY_AND_MONTH = /^\d{1,2}[ -][a-z]{3}/i

const ISO_DATE = /^\d{4}-\d\d-\d\d/

const DAY_NAMES: ReadonlyArray<string> = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

/**
 * A header's number; or, for a header sent twice (a proxy adding its own `retry-after` to the server's), fetch's `Headers`
 * join the two as "7, 7", which `Date.parse` would read as a date in 2001: the first, when it is a number (a date's comma,
 * "Wed, 21 Oct …", follows no number).
 */
const headerNumber = (value: string): number | undefined => {
  const n = parseNumber(value)
  if (n !== undefined) return n
  const comma = value.indexOf(",")
  return comma > 0 ? parseNumber(value.slice(0, comma)) : undefined
}

/**
 * The instant a response was sent, to place a date or epoch it names: its own `date` header (the server's clock, which
 * also cancels clock skew), else `now` when the caller passes one.
 * @internal
 */
export const responseTime = (read: HeaderReader, now: number | undefined): number | undefined => {
  const date = read("date")
  const served = date !== undefined && date.length <= 64 ? parseHttpDate(date.trim()) : Number.NaN
  return Number.isNaN(served) ? now : served
}

/**
 * A gateway's wait where it sends no `retry-after` of its own: Kong's AI Rate Limiting Advanced
 * (`X-AI-RateLimit-Retry-After: 9`, beside per-provider `X-AI-RateLimit-Retry-After-minute-openai`), and the provider's
 * wait the LiteLLM proxy passes on under its `llm_provider-` prefix (`llm_provider-retry-after-ms`,
 * `llm_provider-retry-after`). Read on a 429 only, when the standard headers named no wait.
 * @internal
 */
export const fromGatewayHeaders = (read: HeaderReader): number | undefined =>
  // a negative wait is none, as in `fromHeaders`: read as 0 it was a retry at once, with no backoff under a preset that
  // waits the hint exactly (`openaiSdk`), and the next header's wait was never read
  wait(read("x-ai-ratelimit-retry-after"), 1000) ??
    // BigCommerce: "X-Rate-Limit-Time-Reset-Ms: 15000", the window's rest in milliseconds (its 429 has no retry-after)
    wait(read("x-rate-limit-time-reset-ms"), 1) ??
    wait(read("llm_provider-retry-after-ms"), 1) ??
    wait(read("llm_provider-retry-after"), 1000)

/** A header's wait in milliseconds, its number counted in `unit` ms; none for no number or a negative one. */
const wait = (value: string | undefined, unit: number): number | undefined => {
  const n = value === undefined ? undefined : parseNumber(value)
  return n === undefined ? undefined : waitOf(n * unit)
}

/** `google.rpc.RetryInfo.retryDelay`: a protobuf Duration as JSON ("34s", "0.5s") or `{ seconds, nanos }`. @internal */
export const fromRetryDelay = (delay: unknown): number | undefined => {
  if (typeof delay === "string") return parseDuration(delay.toLowerCase(), 0)?.ms
  const seconds = get(delay, "seconds")
  const s = typeof seconds === "string" ? parseNumber(seconds) : typeof seconds === "number" ? seconds : undefined
  const nanos = getNumber(delay, "nanos") ?? 0
  // a negative Duration is no wait, as a negative header is none: read as 0 it was a retry at once, and the message's
  // own wait was never read
  return s === undefined ? undefined : waitOf(s * 1000 + nanos / 1e6)
}

/**
 * A numeric `retryAfter` field in seconds (Slack's `WebAPIRateLimitedError`).
 * @internal
 */
export const fromRetryAfterSeconds = (seconds: unknown): number | undefined =>
  typeof seconds === "number" ? waitOf(seconds * 1000) : undefined

/**
 * Hugging Face's `estimated_time` (seconds until a model being loaded is ready), in a 503 body.
 * @internal
 */
export const fromEstimatedTime = (seconds: unknown): number | undefined =>
  typeof seconds === "number" ? waitOf(seconds * 1000) : undefined

/**
 * A Google error detail naming a quota that no short wait refills, whatever the `RetryInfo` next to it
 * says: a `google.rpc.QuotaFailure` whose quota is per day (`quotaId` "GenerateRequestsPerDay…") or
 * whose value is 0 (a model without a free tier), or an `ErrorInfo` whose `quota_limit_value` is "0"
 * (a region or tier the project gets nothing in) or whose reason is `QUOTA_EXHAUSTED` (Gemini Code Assist:
 * a plan's allowance, "Your quota will reset after 161h39m41s", where `RATE_LIMIT_EXCEEDED` is a short wait).
 * @internal
 */
export const isUnrefillableQuota = (
  type: string,
  reason: unknown,
  violations: unknown,
  metadata: unknown
): boolean => {
  if (type.endsWith("ErrorInfo")) {
    return reason === "QUOTA_EXHAUSTED" || getString(metadata, "quota_limit_value") === "0"
  }
  if (!type.endsWith("QuotaFailure") || !isArray(violations)) return false
  for (let i = 0; i < 8; i++) {
    const violation = get(violations, i)
    if (violation === undefined) continue
    const id = getString(violation, "quotaId")
    if (id !== undefined && id.length <= 256 && id.toLowerCase().includes("perday")) return true
    if (getString(violation, "quotaValue") === "0") return true
  }
  return false
}

/**
 * A Gemini `QuotaFailure` whose quota is per minute (`quotaId: "GenerateRequestsPerMinutePerProjectPerModel-FreeTier"`):
 * its "You exceeded your current quota" is a rate limit, with or without a `RetryInfo` beside it (review of session 38).
 * @internal
 */
export const isPerMinuteQuota = (type: string, violations: unknown): boolean => {
  if (!type.endsWith("QuotaFailure") || !isArray(violations)) return false
  for (let i = 0; i < 8; i++) {
    const id = getString(get(violations, i), "quotaId")
    if (id !== undefined && id.length <= 256 && id.toLowerCase().includes("perminute")) return true
  }
  return false
}

/**
 * google-api-core's `ErrorInfo` printed in protobuf's text form, as Python agents keep it: `metadata {\n  key:
 * "quota_limit_value"\n  value: "0"\n}` (google-gemini/deprecated-generative-ai-python#244, #206): a quota of 0, as its
 * JSON form says with `quota_limit_value: "0"` (review of session 38). `lower` is the lower-cased text.
 * @internal
 */
export const namesZeroQuotaLimit = (lower: string): boolean => {
  const at = lower.indexOf(QUOTA_LIMIT_VALUE)
  if (at < 0) return false
  const value = lower.indexOf(PROTO_VALUE, at + QUOTA_LIMIT_VALUE.length)
  if (value < 0 || value - at > 32) return false
  // the value's quotes, escaped or not, after the whitespace
  let i = value + PROTO_VALUE.length
  while (i < lower.length && i - value < 16 && " \t\n\r\\\"".includes(lower[i])) i++
  return lower[i] === "0" && !isDigit(lower[i + 1])
}

const QUOTA_LIMIT_VALUE = "quota_limit_value"
const PROTO_VALUE = "value:"

/**
 * AI DIAL's 429 (epam/ai-dial-core's `TokenRateLimit` and `RequestRateLimit`) states every window's use and size, whichever
 * was hit: "Hit token rate limit. Minute limit: 0 / 120000 tokens. Day limit: 2019695 / 2000000 tokens. Week limit: …",
 * "Hit request rate limit. Hour limit: 12 / 100 requests. Day limit: 1000 / 1000 requests.". A day's, week's or month's
 * window at its size comes back in hours or days, for a person to wait out; the minute's or the hour's alone is a throttle.
 * `lower` is the lower-cased text.
 * @internal
 */
export const namesSpentLongWindow = (lower: string): boolean => {
  let at = lower.indexOf(HIT_TOKEN_RATE_LIMIT)
  if (at < 0) at = lower.indexOf(HIT_REQUEST_RATE_LIMIT)
  if (at < 0) return false
  for (const window of LONG_WINDOWS) {
    const from = lower.indexOf(window, at)
    if (from >= 0 && isWindowSpent(lower, from + window.length)) return true
  }
  return false
}

const HIT_TOKEN_RATE_LIMIT = "hit token rate limit."
const HIT_REQUEST_RATE_LIMIT = "hit request rate limit."
const LONG_WINDOWS: ReadonlyArray<string> = [" day limit: ", " week limit: ", " month limit: "]

/** "2019695 / 2000000" at `from`: the use at or above the size (a size past 15 digits is DIAL's "no limit", Long.MAX_VALUE). */
const isWindowSpent = (lower: string, from: number): boolean => {
  const usedEnd = digitsEnd(lower, from)
  if (usedEnd === from || usedEnd - from > 15 || !lower.startsWith(" / ", usedEnd)) return false
  const start = usedEnd + 3
  const sizeEnd = digitsEnd(lower, start)
  if (sizeEnd === start || sizeEnd - start > 15) return false
  return Number(lower.slice(from, usedEnd)) >= Number(lower.slice(start, sizeEnd))
}

/** @internal */
export const isRetryInfo = (detail: unknown): boolean => {
  const type = getString(detail, "@type")
  return type !== undefined && type.endsWith("RetryInfo")
}

const TILDE = 126
/** Azure Resource Manager quotes its wait: "Please try again after '6' seconds." (round 96). */
const APOSTROPHE = 39

/**
 * The markers whose number has no unit, and the unit their name gives: Cosmos DB's "RetryAfterMs=34" (milliseconds),
 * the AdWords API's "RateExceededError <…, retryAfterSeconds=30>" (seconds), Hugging Face's "'estimated_time': 20.0" in a
 * Python dict (seconds, the whole ones).
 */
const unitlessMarkers: ReadonlyMap<string, number> = new Map([
  ["retryafterms=", 1],
  ["retryafterseconds=", 1000],
  ["'estimated_time': ", 1000]
])

const unitlessAt = (s: string, start: number, factor: number): number | undefined => {
  let end = start
  while (end < s.length && end - start < 12 && isDigit(s[end])) end++
  return end === start ? undefined : clamp(Number(s.slice(start, end)) * factor)
}

/** A protobuf `Duration` in protobuf's text form, after its field's name: "retry_delay {\n  seconds: 34\n  nanos: 500000000\n}". */
const PROTO_RETRY_DELAY = "retry_delay {"

const protoDurationAt = (s: string, start: number): number | undefined => {
  // proto3's text form leaves out a field that is zero: half a second is "retry_delay {\n  nanos: 500000000\n}"
  const seconds = protoField(s, start, "seconds: ")
  const nanos = protoField(s, seconds?.end ?? start, "nanos: ")
  if (seconds === undefined && nanos === undefined) return undefined
  return clamp((seconds?.value ?? 0) * 1000 + (nanos === undefined ? 0 : nanos.value / 1e6))
}

/** `name` and its whole number after the whitespace at `start`, bounded. */
const protoField = (
  s: string,
  start: number,
  name: string
): { readonly value: number; readonly end: number } | undefined => {
  const i = skipSpace(s, start, 16)
  if (!s.startsWith(name, i)) return undefined
  const from = i + name.length
  let end = from
  while (end < s.length && end - from < 12 && isDigit(s[end])) end++
  return end === from ? undefined : { value: Number(s.slice(from, end)), end }
}

const TELEGRAM_THROTTLE = "too many requests: "
const RETRY_AFTER = "retry after "

/**
 * The Telegram Bot API's "Too Many Requests: retry after 35": whole seconds without a unit, after "retry after " (at
 * `start`) in its own sentence only; not a number that goes on with a letter or a decimal ("retry after 3rd attempt").
 */
const telegramWait = (s: string, at: number, start: number): number | undefined => {
  if (!s.endsWith(TELEGRAM_THROTTLE, at)) return undefined
  let end = start
  while (end < s.length && end - start < 9 && isDigit(s[end])) end++
  if (end === start || isLetter(s[end]) || isDigit(s[end]) || (s[end] === "." && isDigit(s[end + 1]))) return undefined
  return clamp(Number(s.slice(start, end)) * 1000)
}

/** The Chinese markers ("后再试", "后重试": "try again after"), whose wait comes before them. */
const isCjkMarker = (marker: string): boolean => marker.charCodeAt(0) >= 128

/** The Chinese units a wait before "后再试" is named in, as they end. */
const cjkUnits: ReadonlyArray<readonly [string, number]> = [
  ["秒", 1000],
  ["秒钟", 1000],
  ["分钟", 60_000],
  ["小时", 3_600_000]
]

/**
 * "请 60 秒后再试", "请60秒后重试", "请约 30 秒后重试", "请在 60 秒后重试": the wait a server asks for ("请", please), read
 * backwards from the marker at `at`. Not a client's log of its own backoff ("等待 60秒后重试", waiting 60 s, then retrying), which has no "请".
 */
const cjkWaitBefore = (s: string, at: number): number | undefined => {
  for (const [unit, factor] of cjkUnits) {
    if (!s.endsWith(unit, at)) continue
    let i = at - unit.length
    if (s[i - 1] === " ") i--
    const end = i
    while (i > 0 && end - i < 12 && (isDigit(s[i - 1]) || s[i - 1] === ".")) i--
    if (i === end || !isDigit(s[i])) return undefined
    const value = Number(s.slice(i, end))
    // "请 60 秒", "请约 30 秒", "请在 60 秒" (please, in 60 s), "请于 5 分钟": a space, "about", "in" between "please" and the number
    for (let k = 0; k < 4 && (s[i - 1] === " " || s[i - 1] === "约" || s[i - 1] === "在" || s[i - 1] === "于"); k++) i--
    return s[i - 1] === "请" && Number.isFinite(value) ? clamp(value * factor) : undefined
  }
  return undefined
}

/**
 * Where the wait after a marker starts: past a "~" ("resets in ~30s"), Azure's quote ("after '6' seconds") or a word
 * saying it is approximate (codex-router's "Retry in about 30s."): an approximate wait is still the server's.
 */
const numberStart = (s: string, start: number): number => {
  const first = s.charCodeAt(start)
  if (first === TILDE || first === APOSTROPHE) return start + 1
  for (const word of APPROXIMATE) if (s.startsWith(word, start)) return start + word.length
  return start
}

const APPROXIMATE: ReadonlyArray<string> = ["about ", "approximately "]

/** Phrases such as "try again in 644ms", "Please try again in 1.5s", "retry after 9 seconds", "in 6m0s". @internal */
export const fromText = (lower: string): number | undefined => {
  for (const marker of retryTextMarkers) {
    let from = 0
    for (let guard = 0; guard < 4; guard++) {
      const at = lower.indexOf(marker, from)
      if (at < 0) break
      const start = at + marker.length
      // a marker inside a name is none: tenacity's "Retrying …embed_with_retry in 4.0 seconds as it raised …" names its
      // own backoff after a function's name (round 95)
      if (at > 0 && isWordChar(lower.charCodeAt(at - 1))) {
        from = start
        continue
      }
      if (isCjkMarker(marker)) {
        const ms = cjkWaitBefore(lower, at)
        if (ms !== undefined) return ms
        from = start
        continue
      }
      const factor = unitlessMarkers.get(marker)
      if (marker === PROTO_RETRY_DELAY) {
        const ms = protoDurationAt(lower, start)
        if (ms !== undefined) return ms
      } else if (factor !== undefined) {
        const ms = unitlessAt(lower, start, factor)
        if (ms !== undefined) return ms
      } else {
        const parsed = parseDuration(lower, numberStart(lower, start))
        if (parsed !== undefined) return parsed.ms
        const telegram = marker === RETRY_AFTER ? telegramWait(lower, at, start) : undefined
        if (telegram !== undefined) return telegram
      }
      from = at + marker.length
    }
  }
  return undefined
}

const units: ReadonlyArray<readonly [string, number]> = [
  ["milliseconds", 1],
  ["millisecond", 1],
  ["millis", 1], // SmartThings: "attempt 10 limit 10 - retry in 40585 millis"
  ["ms", 1],
  ["seconds", 1000],
  ["second", 1000],
  ["secs", 1000],
  ["sec", 1000],
  ["s", 1000],
  ["minutes", 60_000],
  ["minute", 60_000],
  ["mins", 60_000],
  ["min", 60_000],
  ["m", 60_000],
  ["hours", 3_600_000],
  ["hour", 3_600_000],
  ["hrs", 3_600_000],
  ["hr", 3_600_000],
  ["h", 3_600_000],
  // "try again in 1 day": a wait a retry layer should know of, so that it stops at once (a hint above its `max`)
  // rather than retrying into a server that said when to come back (session 23; no recorded text changes)
  ["days", 86_400_000],
  ["day", 86_400_000]
]

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9"
const isLetter = (c: string | undefined): boolean => c !== undefined && c >= "a" && c <= "z"

/**
 * Parses `<number><unit>` segments ("1m30.5s", "644ms", "9 seconds") starting at `start`. Linear: each
 * character is looked at a bounded number of times.
 * @internal
 */
export const parseDuration = (s: string, start: number): { readonly ms: number; readonly end: number } | undefined => {
  let i = start
  let total = 0
  let segments = 0
  while (segments < 6) {
    // "4hr 59min", "1 hour 30 minutes", "21 minutes and 33 seconds": a space or " and " between segments
    if (segments > 0 && s[i] === " " && isDigit(s[i + 1])) i++
    else if (segments > 0 && s.startsWith(" and ", i) && isDigit(s[i + 5])) i += 5
    // "Please try again in one minute." (Open-Meteo): the word for one, as a first segment only
    const one = segments === 0 && s.startsWith("one ", i)
    let j = one ? i + 3 : i
    while (j < s.length && isDigit(s[j])) j++
    if (j < s.length && s[j] === "." && isDigit(s[j + 1])) {
      j++
      while (j < s.length && isDigit(s[j])) j++
    }
    if (j === i) break
    const value = one ? 1 : Number(s.slice(i, j))
    let k = j
    if (s[k] === "'" && s[i - 1] === "'") k++
    if (s[k] === " ") k++
    if (s.startsWith("more ", k)) k += 5 // Taobao: "This ban will last for 2 more seconds"
    let unit: number | undefined
    for (const [name, factor] of units) {
      if (s.startsWith(name, k) && !isLetter(s[k + name.length])) {
        unit = factor
        k += name.length
        break
      }
    }
    if (unit === undefined) break
    total += value * unit
    segments++
    i = k
  }
  if (segments === 0) return undefined
  const ms = clamp(total)
  return ms === undefined ? undefined : { ms, end: i }
}
