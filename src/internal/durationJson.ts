import * as Duration from "effect/Duration"

/** A field of any value, `undefined` when there is none or its getter throws. @internal */
export const read = (u: unknown, key: string): unknown => {
  try {
    return typeof u === "object" && u !== null ? (u as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

const nonNegative = (n: unknown): n is number => typeof n === "number" && n >= 0

/** `[seconds, nanos]`: `Duration`'s `toJSON` of a `Nanos`, and `Schema.Duration`'s encoding before effect 3.11. */
const fromHrtime = (t: unknown): Duration.Duration | undefined => {
  if (!Array.isArray(t) || t.length !== 2) return undefined
  const [seconds, nanos] = t as [unknown, unknown]
  // the old schema's infinite HRTime
  if (seconds === -1 && nanos === 0) return Duration.infinity
  if (!nonNegative(seconds) || !nonNegative(nanos)) return undefined
  if (seconds === Number.POSITIVE_INFINITY || nanos === Number.POSITIVE_INFINITY) return Duration.infinity
  return Duration.nanos(BigInt(Math.round(seconds)) * 1_000_000_000n + BigInt(Math.round(nanos)))
}

/** Digits only: `BigInt` also reads "0x1f", " 12 " and "" (as 0). */
const DIGITS = /^\d{1,400}$/

/**
 * A `Duration`, or a duration as JSON writes one: `Duration`'s own `toJSON` (`{ _id: "Duration", _tag: "Millis",
 * millis }`, `{ …, _tag: "Nanos", hrtime: [s, ns] }`, `{ …, _tag: "Infinity" }`) and `Schema.Duration`'s encoding
 * (`{ _tag: "Millis", millis }`, `{ _tag: "Nanos", nanos: "…" }`, `{ _tag: "Infinity" }`, an `[s, ns]` tuple).
 * `undefined` for anything else, a negative or not-a-number one included (no wait was named). Total.
 * @internal
 */
export const durationOf = (u: unknown): Duration.Duration | undefined => {
  if (Duration.isDuration(u)) return u
  try {
    switch (read(u, "_tag")) {
      case "Millis": {
        const millis = read(u, "millis")
        return nonNegative(millis) ? Duration.millis(millis) : undefined
      }
      case "Nanos": {
        const nanos = read(u, "nanos")
        return typeof nanos === "string" && DIGITS.test(nanos)
          ? Duration.nanos(BigInt(nanos))
          : fromHrtime(read(u, "hrtime"))
      }
      case "Infinity":
        return Duration.infinity
    }
    return fromHrtime(u)
  } catch {
    return undefined
  }
}
