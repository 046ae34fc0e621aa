import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"

/** @internal */
export class InvalidOptionError extends Error {
  readonly _tag = "InvalidOptionError"
  constructor(
    readonly option: string,
    readonly value: unknown,
    readonly expected: string
  ) {
    super(`Invalid option "${option}": expected ${expected}, got ${show(value)}`)
    this.name = "InvalidOptionError"
  }
}

const show = (value: unknown): string => {
  try {
    if (typeof value === "string") return JSON.stringify(value)
    if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value)
    if (value === undefined || value === null) return String(value)
    if (Duration.isDuration(value)) return Duration.format(value)
    // a function's text (a breaker, a policy passed where something else goes) would fill the message with code
    if (typeof value === "function") return value.name === "" ? "a function" : `function ${value.name}`
    return JSON.stringify(value) ?? String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

const isNegativeText = (u: unknown): boolean => typeof u === "string" && u.trimStart().startsWith("-")

/** @internal */
export const duration = (
  option: string,
  input: Duration.DurationInput,
  options?: { readonly allowInfinite?: boolean; readonly allowZero?: boolean; readonly max?: Duration.Duration }
): Duration.Duration => {
  // Duration.decode turns negative and NaN numbers into zero, so check the raw input first.
  const parts: ReadonlyArray<unknown> = Array.isArray(input) ? input : [input]
  for (const part of parts) {
    if (typeof part === "number" && Number.isNaN(part)) {
      throw new InvalidOptionError(option, input, "a duration that is a number")
    }
    if (((typeof part === "number" || typeof part === "bigint") && part < 0) || isNegativeText(part)) {
      throw new InvalidOptionError(option, input, "a duration that is not negative")
    }
  }
  let decoded: Duration.Duration
  try {
    decoded = Duration.decode(input)
  } catch {
    throw new InvalidOptionError(option, input, "a duration such as 500, \"2 seconds\" or Duration.seconds(2)")
  }
  const millis = Duration.toMillis(decoded)
  if (Number.isNaN(millis)) throw new InvalidOptionError(option, input, "a duration that is a number")
  if (millis < 0) throw new InvalidOptionError(option, input, "a duration that is not negative")
  if (options?.allowZero === false && millis === 0) throw new InvalidOptionError(option, input, "a duration above zero")
  if (!Duration.isFinite(decoded) && options?.allowInfinite !== true) {
    throw new InvalidOptionError(option, input, "a finite duration")
  }
  if (options?.max !== undefined && Duration.greaterThan(decoded, options.max)) {
    throw new InvalidOptionError(option, input, `a duration of at most ${Duration.format(options.max)}`)
  }
  return decoded
}

/**
 * The longest lease a holder may take (a turn's, a side effect's claim): what a dead holder's work waits for before
 * another takes it over. A lease near forever locked it for good, and one past the last date a `Date` holds broke every
 * SQL claim, which names the lease's end in its log line, and Postgres's `bigint`.
 * @internal
 */
export const MAX_LEASE: Duration.Duration = Duration.days(365)

/** @internal */
export const number = (
  option: string,
  value: number,
  bounds: {
    readonly min?: number
    readonly max?: number
    readonly minExclusive?: boolean
    readonly maxExclusive?: boolean
    readonly integer?: boolean
  } = {}
): number => {
  const { integer = false, max, maxExclusive = false, min, minExclusive = false } = bounds
  const expected = [
    integer ? "an integer" : "a number",
    min === undefined ? undefined : `${minExclusive ? "above" : "at least"} ${min}`,
    max === undefined ? undefined : `${maxExclusive ? "below" : "at most"} ${max}`
  ].filter((s) => s !== undefined).join(", ")
  const ok = typeof value === "number" && !Number.isNaN(value) &&
    (!integer || Number.isInteger(value)) &&
    (min === undefined || (minExclusive ? value > min : value >= min)) &&
    (max === undefined || (maxExclusive ? value < max : value <= max))
  if (!ok) throw new InvalidOptionError(option, value, expected)
  return value
}

/**
 * An option's value, or `fallback` when it is left out. Only `undefined` is left out: `null` (a JSON config's empty
 * field) is checked as a value and named as invalid, as every other option names it, rather than read as the default.
 * @internal
 */
export const given = <A>(value: A | undefined, fallback: A): A => value === undefined ? fallback : value

/** A boolean option, `fallback` when it is not given: anything else (`"yes"`, `1`) fails, rather than reading as `false`. @internal */
export const boolean = (option: string, value: unknown, fallback: boolean): boolean => {
  if (value === undefined) return fallback
  if (typeof value !== "boolean") throw new InvalidOptionError(option, value, "a boolean")
  return value
}

/**
 * A name option (a layer's, a breaker's, a bulkhead's), `fallback` when it is not given: only a missing one takes the
 * default, since `null` or `""` is no name (read as the default, it named the thing wrongly in every message, log and
 * metric). `example` completes "a non-empty name such as …".
 * @internal
 */
export const name = (option: string, value: unknown, fallback: string, example: string): string => {
  if (value === undefined) return fallback
  if (typeof value !== "string" || value.trim() === "") {
    throw new InvalidOptionError(option, value, `a non-empty name such as ${JSON.stringify(example)}`)
  }
  return value
}

/**
 * An options object, or `undefined` when none was given. Anything else — a string, a number, an array, `null`, or an
 * Effect that still has to be run (`CircuitBreaker.make(…)` where the breaker it makes was meant) — throws naming
 * `option`: read field by field, it would give every default (`"1 minute"` has no `max`), or a field of its prototype.
 * @internal
 */
export const object = <A extends object>(option: string, value: A | undefined, expected: string): A | undefined => {
  if (value === undefined) return undefined
  if (Effect.isEffect(value)) {
    throw new InvalidOptionError(option, value, `${expected}, not an Effect (run it first: yield* it)`)
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidOptionError(option, value, expected)
  }
  return value
}

/**
 * A guard or policy that was made already (`is` says what it looks like), where its options or the Effect that makes
 * it would be a mistake that shows only when a call runs through it (`bulkhead.run is not a function`). An Effect
 * throws saying to run it first, anything else naming `option` and `expected`.
 * @internal
 */
export const made = <A>(option: string, value: unknown, is: (u: unknown) => u is A, expected: string): A => {
  if (is(value)) return value
  if (Effect.isEffect(value)) {
    throw new InvalidOptionError(option, value, `${expected}, not an Effect (run it first: yield* it)`)
  }
  throw new InvalidOptionError(option, value, expected)
}

/**
 * `dual(2, body)` whose second argument is checked by `check` when the function is called, in both forms: data-last,
 * `dual` would check it only once the returned function is applied, as the call runs. The form is told by the count of
 * arguments, as `dual(2, …)` does: the argument checked may itself be an Effect (the mistake being checked for), so
 * "is the first argument an Effect" would read `protect(CircuitBreaker.make())` as data-first.
 * @internal
 */
export const dualChecked = <B>(check: (u: unknown) => B, body: (self: any, b: B) => unknown): any =>
  function(...args: ReadonlyArray<unknown>) {
    if (args.length >= 2) return body(args[0], check(args[1]))
    const b = check(args[0])
    return (self: unknown) => body(self, b)
  }

/**
 * Throws naming `prefix.key` for a key of `value` that is none of `keys`: a misspelt option (`shedule`) is otherwise
 * read as absent, and what it was meant to set is silently left at its default. An Effect where the options go (the
 * effect a function takes first, or one that makes a guard) or an array throws naming the options themselves: the
 * Effect's own fields were blamed as a misspelt option named "_op".
 * @internal
 */
export const knownKeys = (
  prefix: string,
  value: object,
  keys: ReadonlyArray<string>,
  expected?: string
): void => {
  // An array read field by field gave every default (`[]`) or blamed an option named "0" (`[{ script }]`).
  const notOptions = Effect.isEffect(value) ? "an Effect" : Array.isArray(value) ? "an array" : undefined
  if (notOptions !== undefined) {
    throw new InvalidOptionError(
      prefix === "" ? "options" : prefix,
      value,
      `an object of options (${keys.join(", ")}), not ${notOptions}`
    )
  }
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) {
      throw new InvalidOptionError(
        prefix === "" ? key : `${prefix}.${key}`,
        (value as Record<string, unknown>)[key],
        // built only here: constructors that validate per call (a layer built in a handler) pay nothing for it
        expected ?? `no option of this name (the options here are ${keys.join(", ")})`
      )
    }
  }
}

/** A NUL, or a surrogate with no partner (a high one not followed by a low one, a low one not after a high one). */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * A key the SQL stores keep as text (a turn's id, an idempotency key, a worker's name): a non-empty string that
 * PostgreSQL can hold as it is. A NUL failed the write ("invalid byte sequence for encoding UTF8: 0x00"), a worker so
 * named failed every claim; a lone surrogate (half an emoji, cut) was kept as U+FFFD, as every other one, so two ids
 * named one turn (`Turn.get("a\udc00")` read the turn `"a\ud800"`, and `Turn.start` of the one found the other) and two
 * idempotency keys one record (the second call's side effect skipped, the first call's result returned). SQLite and
 * the memory store kept them apart: checked whatever the store, a key that works on one works on all. `example`, if
 * given, ends the message (what to pass instead).
 * @internal
 */
export const storedKey = (option: string, value: unknown, example?: string): string => {
  if (typeof value !== "string" || value.length === 0 || UNSTORABLE.test(value)) {
    throw new InvalidOptionError(
      option,
      value,
      "a non-empty string without NUL characters or lone surrogates (which PostgreSQL cannot keep)" +
        (example === undefined ? "" : `, ${example}`)
    )
  }
  return value
}
