import * as Duration from "effect/Duration"
import * as Schema from "effect/Schema"
import * as Failure from "../Failure.js"
import { WaitSchema } from "./failure.js"
import { makeRetryable } from "./failureMakers.js"

/**
 * Failures known by their shape: a failure that went through JSON (a worker's queue, a log, a model service that decodes
 * its failures from it) is one by its `_tag` and `reason` (`Failure.isAgentFailure`), but its fields are JSON. These read
 * them as the class's own, and are used only where such a failure is met: a class's instance is taken as it is.
 */

const read = (u: unknown, key: string): unknown => {
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

/**
 * A `Retryable` as the class's instance: one known by its shape is rebuilt from its fields (its `retryAfter` read from
 * its JSON), so a schedule, a log line and the `Exhausted` that lists it read it as they read one made here.
 * @internal
 */
export const ownRetryable = (u: Failure.Retryable): Failure.Retryable => {
  if (u instanceof Failure.Retryable) return u
  const reason = read(u, "reason")
  const status = read(u, "status")
  return makeRetryable({
    reason: typeof reason === "string" ? reason : "Retryable",
    status: typeof status === "number" && Number.isFinite(status) ? status : undefined,
    cause: read(u, "cause"),
    retryAfter: durationOf(read(u, "retryAfter"))
  })
}

const encodeWait = Schema.encodeSync(WaitSchema)

/**
 * A `JSON.stringify` replacer that writes each Duration's own JSON (`{ _id: "Duration", … }`, what `JSON.stringify` of a
 * failure writes for its `retryAfter` and its attempts' delays) as the failures' schema encodes it: a `Nanos` one (a
 * fraction of a millisecond: Gemini's "34.541613s", a jittered delay) is `hrtime` there, which the schema does not read,
 * and a failure sent so could not be rebuilt.
 * @internal
 */
export const durationsEncoded = (_key: string, value: unknown): unknown => {
  if (read(value, "_id") !== "Duration") return value
  const duration = durationOf(value)
  return duration === undefined ? value : encodeWait(duration)
}
