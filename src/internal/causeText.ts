import { withoutSecrets } from "./failure.js"

/**
 * The causes' messages, outermost first, each with its code, as `: …` to end a store error's message, or `""`: a
 * client's error says only "Failed to execute statement" whatever happened, and why (`database is locked
 * (SQLITE_BUSY)`, `relation "turns" does not exist (42P01)`, `connect ECONNREFUSED …`) is in its cause. A few levels,
 * and no credential a message quotes.
 * @internal
 */
export const causeText = (cause: unknown): string => {
  const parts: Array<string> = []
  let u = cause
  for (let depth = 0; depth < 4 && u instanceof Object; depth++) {
    const { code, message } = u as { readonly code?: unknown; readonly message?: unknown }
    const text = typeof message === "string" ? message : ""
    const coded = (typeof code === "string" || typeof code === "number") && !text.includes(String(code))
      ? `${text}${text === "" ? "" : " "}(${code})`
      : text
    if (coded !== "" && !parts.includes(coded)) parts.push(coded)
    u = (u as { readonly cause?: unknown }).cause
  }
  return parts.length === 0 ? "" : `: ${withoutSecrets(parts.join(": "))}`
}
