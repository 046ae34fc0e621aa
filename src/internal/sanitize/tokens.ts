// Keys and tokens: known by their prefix or their form, and random-looking ones without a label.

import { afterEscapes, REDACTED, type Replacement } from "./rule.js"

// PEM's "PRIVATE KEY", and OpenPGP's armour "PRIVATE KEY BLOCK"
export const PRIVATE_KEY =
  /-----BEGIN [A-Z ]{0,30}PRIVATE KEY(?: BLOCK)?-----[^]*?(?:-----END [A-Z ]{0,30}PRIVATE KEY(?: BLOCK)?-----|$)/g

/** Keys and tokens known by their prefix or their form. */
export const KEYS: ReadonlyArray<Replacement> = [
  [/(?<![\w-])sk-ant-[\w-]{8,}/g, REDACTED],
  [/(?<![\w-])sk-[\w-]{8,}/g, REDACTED],
  [/(?<![\w-])(?:sk|pk|rk)_(?:live|test)_\w{8,}/g, REDACTED],
  [/(?<![\w-])(?:gh[pousr]|github_pat)_\w{16,}/g, REDACTED],
  [/(?<![\w-])glpat-[\w-]{16,}/g, REDACTED],
  [/(?<![\w-])xox[abposr]-[\w-]{8,}/g, REDACTED],
  [/(?<![\w-])AIza[\w-]{30,}/g, REDACTED],
  // Google's OAuth access tokens: unlabelled, the log path (which keeps random-looking tokens) kept them whole. One a
  // service account or the metadata server issues has short dotted parts before its random one ("ya29.c.c0ASRK0G…"),
  // which left "ya29.c." unmatched; the last part is 20 characters or more (a sentence's full stop after it stays).
  [/(?<![\w.-])ya29\.(?:[\w-]{1,16}\.){0,4}[\w-]{20,}/g, REDACTED],
  // A webhook's URL is its credential: Slack's incoming webhook's last segment is 24 letters and digits (letters only now
  // and then, which the random-token rule keeps), Discord's is 68 characters of base64url. All after the fixed part goes.
  [
    /(?<![\w.-])((?:https?:\/\/)?(?:hooks\.slack\.com\/(?:services|workflows|triggers)|(?:(?:canary|ptb)\.)?discord(?:app)?\.com\/api\/(?:v\d{1,2}\/)?webhooks)\/)[\w/-]{1,300}/gi,
    `$1${REDACTED}`
  ],
  // Hugging Face's user and organization tokens are letters only, so the random-token rule below (which wants a digit)
  // lets them through.
  [/(?<![\w-])(?:hf|api_org)_[A-Za-z0-9]{30,}(?![\w-])/g, REDACTED],
  // npm's access tokens: 36 letters and digits after the prefix, letters only now and then, as Hugging Face's
  [/(?<![\w-])npm_[A-Za-z0-9]{36}(?![\w-])/g, REDACTED],
  [/(?<![A-Za-z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Za-z0-9])/g, REDACTED],
  [/(?<![\w-])eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED],
  // a command line's long flag after the word is no credential: HTTPie's "--auth-type bearer --auth S3cret" lost its flag,
  // and the token after it stayed
  [/\b(Bearer|Basic|Digest)\s+(?!--[A-Za-z])[\w.~+/=-]{6,}/gi, `$1 ${REDACTED}`]
]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// Unlabelled random-looking tokens: long, and mixing letters with digits; '/' splits them, so URL
// paths keep their readable segments. UUIDs stay (they identify a record the model may need to name).
const isRandomToken = (token: string): boolean =>
  token.length >= 20 && /\d/.test(token) && /[A-Za-z]/.test(token) && !UUID.test(token) && !isNamePattern(token)
// A model's or a release's name is words and numbers joined by '-' or '_' ("claude-3-5-sonnet-20241022",
// "gpt-4o-mini-2024-07-18", "DeepSeek-R1-Distill-Llama-70B"): each part a short word, a number, or a number with a unit
// or a letter with a number ("70B", "4o", "R1", "v2"). It was redacted as a random token, and the model read "model
// [redacted] not found" with no way to tell which model it had asked for. A random token mixes letters and digits
// within its parts. A cloud's region is a lower-case word and one digit ("us-central1", "europe-west4"): Vertex AI's host
// ("us-central1-aiplatform.googleapis.com") read "[redacted].googleapis.com".
const NAME_PART = /^(?:[A-Za-z]{1,12}|\d{1,8}|\d{1,3}[A-Za-z]{1,2}|[A-Za-z]{1,2}\d{1,3}|[a-z]{3,12}\d)$/
const isNamePattern = (token: string): boolean => {
  const parts = token.split(/[-_]/)
  return parts.length >= 3 && parts.every((part) => NAME_PART.test(part))
}
// A name joined to its value by "=" (base64 holds "=" only at its end) is judged by its value alone, and the name stays:
// read as one word, a setting ("max_completion_tokens=4096"), a signed URL's algorithm and date
// ("X-Amz-Algorithm=AWS4-HMAC-SHA256", "X-Amz-Date=20240101T000000Z") were a random token.
const NAMED_VALUE = /^([A-Za-z_-]{1,64}=)([^=]+=*)$/
// A value named so is a secret from 16 characters when it is random as secrets are (an Auth0 code, a session id, an
// OAuth state: upper and lower case with a digit; secrets.token_hex(8): lower-case hex): dates, algorithms
// ("AWS4-HMAC-SHA256"), request ids in capitals and model names ("gpt-4o-2024-08-06") are not, and stay.
const RANDOM_VALUE = /^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)[\w+-]{16,}=*$|^(?=[^a-f]*[a-f])(?=\D*\d)[0-9a-f]{16,}$/
const isRandomValue = (value: string): boolean => RANDOM_VALUE.test(value) || isRandomToken(value)
export const HIGH_ENTROPY: Replacement = [
  afterEscapes(/(?<![\w+=-])[A-Za-z0-9+=_-]{18,}(?![\w+=-])/g, true),
  (match) => {
    const named = NAMED_VALUE.exec(match)
    if (named !== null) return isRandomValue(named[2]) ? `${named[1]}${REDACTED}` : match
    return isRandomToken(match) ? REDACTED : match
  }
]

// An AWS secret access key has no prefix: 40 characters of base64 whose '/' splits it into
// segments too short for HIGH_ENTROPY. Runs after PATHS, so that paths are gone by then. Its '/' may be JSON-escaped
// (PHP's json_encode writes "\/"): it is counted once.
export const AWS_SECRET: Replacement = [
  afterEscapes(/(?<![A-Za-z0-9/+=])(?:[A-Za-z0-9/+]|\\\/){40,80}(?![A-Za-z0-9/+=]|\\\/)/g, true),
  (match) => {
    const key = match.replace(/\\\//g, "/")
    if (!(key.length === 40 && /\d/.test(key) && /[a-z]/.test(key) && /[A-Z]/.test(key))) return match
    // A match that begins with "\/" may have taken the second backslash of an escaped one ("\\/…" in JSON): the "\/" is
    // kept, so that whatever escape it closed stays whole (taken, "\[redacted]" was left, which no JSON parser reads).
    return match.startsWith("\\/") ? `\\/${REDACTED}` : REDACTED
  }
]
