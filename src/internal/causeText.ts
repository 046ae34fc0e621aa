import { withoutSecrets } from "./failure.js"
import { truncate } from "./sanitize.js"

/** A cause's own words at most: a log line, written at every poll interval, not a dump. */
const MAX_TEXT = 300

/**
 * An error's own words: its message, or, when that is empty, its first errors' messages (an AggregateError's message is
 * empty: a connection to a name with an IPv6 and an IPv4 address, each refused, and its errors say at which address).
 * @internal
 */
export const messageOf = (u: object): string => {
  const { errors, message } = u as { readonly errors?: unknown; readonly message?: unknown }
  if (typeof message === "string" && message !== "") return message
  if (!Array.isArray(errors)) return ""
  return errors.slice(0, 4).flatMap((e) => {
    const inner = e instanceof Object ? (e as { message?: unknown }).message : undefined
    return typeof inner === "string" && inner !== "" ? [inner] : []
  }).join("; ")
}

/** `text` and, in brackets, the error's `code` when it has one that `text` does not name already. @internal */
export const withCode = (text: string, code: unknown): string =>
  (typeof code === "string" || typeof code === "number") && !text.includes(String(code))
    ? `${text}${text === "" ? "" : " "}(${code})`
    : text

/**
 * The causes' messages, outermost first, each with its code, as `: …` to end a store error's message, or `""`: a
 * client's error says only "Failed to execute statement" whatever happened, and why (`database is locked
 * (SQLITE_BUSY)`, `relation "turns" does not exist (42P01)`, `connect ECONNREFUSED …`) is in its cause. A few levels,
 * each cut to a few hundred characters (its code kept), no credential a message quotes, and total: `Runner.run` logs
 * it for every failed poll, and a throw there would stop its workers.
 * @internal
 */
export const causeText = (cause: unknown): string => {
  const parts: Array<string> = []
  try {
    let u = cause
    for (let depth = 0; depth < 4 && u instanceof Object; depth++) {
      // redacted before it is cut: a cut through a quoted secret would leave its start
      const coded = withCode(truncate(withoutSecrets(messageOf(u)), MAX_TEXT), (u as { readonly code?: unknown }).code)
      if (coded !== "" && !parts.includes(coded)) parts.push(coded)
      u = (u as { readonly cause?: unknown }).cause
    }
  } catch {
    // a getter that throws: what was read so far
  }
  return parts.length === 0 ? "" : `: ${parts.join(": ")}`
}
