// Every pattern here is linear: a repeated class is either bounded, or anchored with a lookbehind
// so that it starts only at a token boundary, and repeated groups end in a separator their body
// cannot contain. The input is capped before any pattern runs.
//
// The rules live by concept in ./sanitize/: tokens and keys, cookies, labelled secrets and secrets told in prose, command
// lines, logins and connection strings, URLs, hosts, paths, and stack traces. The order they run in is here.

import { COMMAND_LINE_PASSWORDS } from "./sanitize/commandLine.js"
import { COOKIES } from "./sanitize/cookies.js"
import { ADDRESSES } from "./sanitize/hosts.js"
import { AUTHORIZATION_SCHEME, LABELLED_SECRET } from "./sanitize/labels.js"
import {
  CONNECTION_STRING,
  GO_DSN,
  LOGIN_PAIRS,
  LOGINS_AT_HOST,
  ORACLE_CLIENT_LOGIN,
  redactOracleLogins
} from "./sanitize/logins.js"
import { PATHS } from "./sanitize/paths.js"
import { PROSE_SECRET } from "./sanitize/prose.js"
import { afterEscapesAll, apply, REDACTED, type Replacement } from "./sanitize/rule.js"
import { AWS_SECRET, HIGH_ENTROPY, KEYS, PRIVATE_KEY } from "./sanitize/tokens.js"
import { dropInlineTraces, dropStackTraces } from "./sanitize/traces.js"
import { sanitizeUrl, URL_PATTERN, withoutUrlCredentials } from "./sanitize/urls.js"
import { headOf, wellFormed } from "./wholeText.js"

export { REDACTED } from "./sanitize/rule.js"

/** @internal */
export const INPUT_CAP = 8192

/** @internal */
export const DEFAULT_MAX_LENGTH = 500

/** Caps the input at a whitespace boundary, so that no secret is cut into a fragment no pattern recognises. */
const cap = (text: string): string => {
  if (text.length <= INPUT_CAP) return text
  const head = text.slice(0, INPUT_CAP)
  for (let i = head.length - 1; i >= 0; i--) {
    const c = head.charCodeAt(i)
    if (c === 32 || c === 9 || c === 10 || c === 13) return head.slice(0, i)
  }
  return ""
}

// The credentials' rules, in the order they run: each later one reads the text the earlier ones left.
const CREDENTIALS: ReadonlyArray<Replacement> = afterEscapesAll([
  [PRIVATE_KEY, REDACTED],
  ...KEYS,
  COOKIES,
  LOGIN_PAIRS,
  // before the labelled secrets: they read a password in braces to its first ';' ("Pwd={S3c;ret}"), and its rest stayed
  CONNECTION_STRING,
  LABELLED_SECRET,
  AUTHORIZATION_SCHEME,
  ...COMMAND_LINE_PASSWORDS,
  GO_DSN,
  LOGINS_AT_HOST,
  ORACLE_CLIENT_LOGIN,
  PROSE_SECRET
], false)

/** @internal */
export const truncate = (text: string, maxLength: number): string => {
  if (text.length <= maxLength) return text
  const cut = headOf(text, Math.max(0, maxLength - 1))
  const space = cut.lastIndexOf(" ")
  // Cut at a word when one is near, so the model does not read half a word as a value.
  const end = space >= maxLength * 0.6 ? space : cut.length
  return cut.slice(0, end).trimEnd() + "…"
}

/** @internal */
export const sanitize = (text: string, maxLength: number = DEFAULT_MAX_LENGTH): string => {
  let out = cap(String(text))
  out = out.replace(PRIVATE_KEY, REDACTED)
  out = dropInlineTraces(dropStackTraces(out))
  out = out.replace(URL_PATTERN, sanitizeUrl)
  out = apply(out, CREDENTIALS)
  out = redactOracleLogins(out)
  out = apply(out, ADDRESSES)
  out = apply(out, PATHS)
  out = apply(out, [AWS_SECRET, HIGH_ENTROPY])
  out = out.replace(/\s+/g, " ").trim()
  return wellFormed(truncate(out, maxLength))
}

/**
 * A text from outside as the library's own log lines quote it (a failure's reason, which may hold an error body that
 * echoes the request's key): `sanitize`'s credential rules alone. What an operator needs stays: hosts and internal
 * addresses, paths, request ids and other random-looking tokens without a label, stack traces, the whole length. Only
 * called where a line is written, never on a call's path.
 * @internal
 */
export const withoutCredentials = (text: string): string => {
  let out = text.replace(PRIVATE_KEY, REDACTED)
  out = out.replace(URL_PATTERN, withoutUrlCredentials)
  out = apply(out, CREDENTIALS)
  return redactOracleLogins(out)
}

/**
 * The parts of the library's messages: its own words around the text that came from outside. Kept beside
 * the input a factory is given rather than on it, so that the input stays as documented.
 */
const partsOf = new WeakMap<object, readonly [written: string, outside: string, after: string]>()

/** @internal */
export const withParts = <A extends { readonly message: string }>(
  input: A,
  parts: readonly [written: string, outside: string, after: string]
): A => {
  partsOf.set(input, parts)
  return input
}

/**
 * Sanitises the text in a library message that came from outside and leaves the library's words, the
 * tool's name and the parameters' paths as written. A message the library did not write (a caller's
 * own input, or one whose message was changed) is sanitised whole.
 * @internal
 */
export const sanitizeMessage = (input: { readonly message: string }, maxLength: number): string =>
  wellFormed(sanitizeParts(input, maxLength))

const sanitizeParts = (input: { readonly message: string }, maxLength: number): string => {
  const parts = partsOf.get(input)
  if (parts === undefined || parts[0] + parts[1] + parts[2] !== input.message) return sanitize(input.message, maxLength)
  const [written, from, after] = parts
  // The outside text gets the room the library's words leave, so that the words after it (what the model is to do:
  // "Check before calling it again.") are not what the length limit cuts; a written part longer than the message can
  // be (a model's huge argument echoed) is cut before its whitespace is collapsed.
  const room = Math.max(MIN_OUTSIDE, maxLength - written.length - after.length)
  const outside = from === "" ? "" : sanitize(from, room)
  const text = written.length > 2 * maxLength ? headOf(written, 2 * maxLength) : written
  const whole = (text + outside + after).replace(/\s+/g, " ").trim()
  if (whole.length <= maxLength || from !== "" || after === "") return truncate(whole, maxLength)
  // The library's words alone, too long, before closing words (a long list of a call's invalid arguments, then "Fix the
  // arguments and call it again."): the list is cut, not what to do next. Beside outside text, the outside text is
  // what gives way (its room above), and the sentence that says what happened stays whole.
  const tail = after.replace(/\s+/g, " ").trimEnd()
  const head = maxLength - tail.length
  return head < MIN_OUTSIDE ? truncate(whole, maxLength) : truncate(text.replace(/\s+/g, " ").trim(), head) + tail
}

/** The least of a reason kept, however long the library's words around it. */
const MIN_OUTSIDE = 60
