import * as Duration from "effect/Duration"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { durationOf } from "./durationJson.js"

interface Described {
  readonly _tag: string
  readonly reason: string
  readonly status?: number | undefined
}

/** @internal */
export const statusSuffix = (status: number | undefined): string => status === undefined ? "" : ` (HTTP ${status})`

/** @internal */
export const describe = (failure: Described): string =>
  `${failure._tag}${statusSuffix(failure.status)}: ${failure.reason}`

/**
 * A delay as a log reads it: whole milliseconds (jittered delays and Gemini's `RetryInfo` carry fractions nobody needs:
 * "34s 541ms 613000ns"), and no delay as "0ms" (Duration formats it as a bare "0"). Total: `Duration.format` makes
 * nanoseconds of a `Millis` through a number, which past about 1.8e302 ms (`Duration.millis(Number.MAX_VALUE)`, a
 * "forever") is Infinity, and threw a RangeError from a failure's `message`; such a one is made of a bigint.
 * @internal
 */
export const formatMillis = (millis: number): string => {
  if (millis === Number.POSITIVE_INFINITY) return "infinity"
  const whole = Math.round(millis)
  if (whole === 0) return "0ms"
  return Duration.format(
    whole > Number.MAX_SAFE_INTEGER ? Duration.nanos(BigInt(whole) * 1_000_000n) : Duration.millis(whole)
  )
}

/** @internal */
export const retryAfterSuffix = (retryAfter: Duration.Duration | undefined): string =>
  retryAfter === undefined ? "" : `; retry after ${formatMillis(Duration.toMillis(retryAfter))}`

/** @internal */
export const tokensSuffix = (tokens: number | undefined, limit: number | undefined): string =>
  tokens === undefined && limit === undefined
    ? ""
    : ` (${tokens === undefined ? "?" : tokens} tokens, limit ${limit === undefined ? "?" : limit})`

interface ExhaustedLike {
  readonly layer: string
  readonly attempts: ReadonlyArray<{ readonly attempt: number; readonly failure: Described }>
  readonly last: Described
  readonly stoppedBy?: string | undefined
}

/**
 * How many attempts an `Exhausted`'s message lists from each end of its attempts once there are more than twice as
 * many. The contract lists every attempt, and every give-up a count bounds (presets retry 2 to 10 times) still does; but
 * the message goes into every log line and span status of a give-up, and a schedule without a count (cockatiel's, one
 * bounded by a deadline or a budget) that gave up after 10 000 attempts made one of 440 KB (up to 500 characters an
 * attempt). The attempts themselves are all kept; the message names the first ones, how the call began, and the last
 * ones, what it ended with.
 */
const LISTED_AT_EACH_END = 25

const attemptText = (a: ExhaustedLike["attempts"][number]): string => `[${a.attempt}] ${describe(a.failure)}`

/** @internal */
export const describeExhausted = (self: ExhaustedLike): string => {
  const attempts = self.attempts
  // The contract's wording, "failed after N attempts", also for N = 1, so logs can be matched by one pattern.
  const head = `${self.layer} failed after ${attempts.length} attempts`
  const list = attempts.length === 0
    ? describe(self.last)
    : attempts.length <= 2 * LISTED_AT_EACH_END
    ? attempts.map(attemptText).join(" ")
    : [
      ...attempts.slice(0, LISTED_AT_EACH_END).map(attemptText),
      `… ${attempts.length - 2 * LISTED_AT_EACH_END} more …`,
      ...attempts.slice(-LISTED_AT_EACH_END).map(attemptText)
    ].join(" ")
  return self.stoppedBy === undefined ? `${head}: ${list}` : `${head}: ${list}; stopped: ${self.stoppedBy}`
}

/** @internal */
export const describeAny = (failure: Described | ExhaustedLike): string =>
  "attempts" in failure ? describeExhausted(failure) : describe(failure as Described)

/**
 * Turns any cause into something `JSON.stringify` accepts and that still says what it was.
 * Total: a cause with throwing getters or cycles still encodes.
 * @internal
 */
export const summarizeCause = (u: unknown): unknown => {
  try {
    if (typeof u === "string") return withoutSecrets(u)
    if (u === null || typeof u === "number" || typeof u === "boolean") return u
    if (u instanceof Error) {
      // only a name and a message that are strings: another value (a BigInt, a cyclic object, a revoked proxy) made the
      // failure's JSON throw, or, for a message, lost the whole summary
      const out: Record<string, unknown> = {}
      const { message, name } = u as { readonly name: unknown; readonly message: unknown }
      if (typeof name === "string") out.name = name
      if (typeof message === "string") out.message = withoutSecrets(message)
      const code = (u as { code?: unknown }).code
      if (typeof code === "string" || typeof code === "number") out.code = code
      const status = (u as { status?: unknown }).status
      if (typeof status === "number") out.status = status
      return out
    }
    if (typeof u === "object") {
      return JSON.parse(JSON.stringify(u, jsonSafeReplacer()))
    }
    return String(u)
  } catch {
    return "<unserializable cause>"
  }
}

/**
 * Header and field names whose values are credentials. A cause that is a plain object is stored whole (turn
 * snapshots keep failures), and requests carry their `authorization` header with them: `@effect/ai` and
 * `@effect/platform` errors keep it unredacted in their `request`.
 */
const secretKeys = new Set([
  "authorization",
  "proxy-authorization",
  "x-api-key",
  "api-key",
  "apikey",
  "api_key",
  "x-goog-api-key",
  "cookie",
  "set-cookie"
])

const REDACTED = "<redacted>"

/**
 * A secret header as JSON renders it (`"x-api-key": "sk-ant-…"`): an error's message may quote a request. `@effect/ai`'s
 * HttpResponseError for a body that could not be read (a dropped stream) renders the ResponseError, request headers
 * and all, as its "Response Body", and `@effect/ai-anthropic` does not mark its `x-api-key` as one to redact. One pass,
 * nothing to backtrack over: a quoted name, then a JSON string of at most 4 KiB (bounded, so that a message of many
 * unclosed pairs stays linear).
 */
const secretPair = new RegExp(`"(${[...secretKeys].join("|")})"(\\s{0,8}:\\s{0,8})"(?:[^"\\\\]|\\\\.){0,4096}"`, "gi")

/** @internal */
export const withoutSecrets = (message: string): string =>
  message.indexOf("\"") < 0 ? message : message.replace(secretPair, `"$1"$2"${REDACTED}"`)

/**
 * A `JSON.stringify` replacer for a value of unknown shape: credentials under their header and field names redacted, a
 * bigint as its digits, a cycle as `"[Circular]"` (so that it never throws for either). Made per call: it keeps what it saw.
 * @internal
 */
export const jsonSafeReplacer = () => {
  const seen = new WeakSet<object>()
  return (key: string, value: unknown) => {
    if (key.length > 0 && secretKeys.has(key.toLowerCase())) return REDACTED
    if (typeof value === "string") return withoutSecrets(value)
    if (typeof value === "bigint") return value.toString()
    if (typeof value === "function" || typeof value === "symbol") return undefined
    if (typeof value === "object" && value !== null) {
      if (seen.has(value)) return "[Circular]"
      seen.add(value)
    }
    return value
  }
}

/**
 * A Duration's own JSON, which `Schema.Duration` does not read: `JSON.stringify` of a failure (a JSON logger, a worker's
 * message) writes its waits so, a fraction of a millisecond as `{ _id: "Duration", _tag: "Nanos", hrtime: [34,
 * 541613000] }` (Gemini's "34.541613s", a jittered delay) and milliseconds past the safe integers as they are; a failure
 * logged so could not be decoded with its own schema. Read as the classifier reads a wait (`durationOf`); never written.
 */
const DurationJson = Schema.transformOrFail(Schema.Unknown, Schema.DurationFromSelf, {
  strict: true,
  decode: (u, _, ast) => {
    const duration = durationOf(u)
    return duration === undefined
      ? ParseResult.fail(new ParseResult.Type(ast, u, "Expected a Duration's JSON"))
      : ParseResult.succeed(duration)
  },
  encode: (d, _, ast) => ParseResult.fail(new ParseResult.Forbidden(ast, d, "written as Schema.Duration writes it"))
})

/**
 * A wait as a failure's schema encodes it (`retryAfter`, an attempt's `delay`): as `Schema.Duration` does, except one
 * longer than `Number.MAX_SAFE_INTEGER` milliseconds (about 285,616 years), whose milliseconds `Schema.Duration` refuses
 * (they are no safe integer): a durable turn's save of such a failure died with a ParseError. It is encoded as no end,
 * which is what a turn takes it for already (a wait past the last time a `Date` can hold waits for a person, as an
 * infinite one does). Decoded from `Schema.Duration`'s forms and from a Duration's own JSON (`DurationJson`); the
 * encoded type says what encoding writes.
 * @internal
 */
export const WaitSchema = Schema.transform(Schema.Union(Schema.Duration, DurationJson), Schema.DurationFromSelf, {
  strict: true,
  decode: (d) => d,
  encode: (d) => Duration.isFinite(d) && Duration.toMillis(d) > Number.MAX_SAFE_INTEGER ? Duration.infinity : d
}) as Schema.Schema<Duration.Duration, unknown> as Schema.Schema<
  Duration.Duration,
  Schema.Schema.Encoded<typeof Schema.Duration>
>

/** @internal */
export const CauseSchema: Schema.Schema<unknown> = Schema.transform(Schema.Unknown, Schema.Unknown, {
  strict: true,
  decode: (u) => u,
  encode: summarizeCause
})

const plainArgs = Symbol.for("effect/Data/Error/plainArgs")

type ErrorClass<A> = new(props: any, options?: any) => A

/**
 * The JSON of a failure: its fields and its `cause`. `Data.Error` builds it from a copy of the
 * constructor's props that it keeps under a hidden symbol; reading the fields instead gives the same
 * fields for failures built either way, and lets `assemble` skip keeping that copy (defining a hidden
 * property costs as much as the rest of the failure).
 * @internal
 */
export const toJSON = (self: { readonly cause?: unknown }): unknown => {
  const out: Record<string, unknown> = { ...self }
  // The summary the schema encodes, not the cause itself: an `@effect/ai` or `@effect/platform` error keeps the
  // request with its `authorization` header, which `JSON.stringify` of a logged failure would print.
  if (self.cause !== undefined) out.cause = summarizeCause(self.cause)
  return out
}

/**
 * Native errors of one failure class made ahead, with nothing assigned yet: what `new Class(props, true)` starts from
 * (the native `Error` constructed for the class, with `cause` when the props have one). V8 makes a native error in its
 * runtime, and making one between the classifier's reads cost about 100 ns more than making it alone (measured: a
 * shape read and an error made in turn, 505 ns, against 169 + 235 ns apart); made a batch at a time, the same errors
 * cost what they cost alone. A blank holds no input: its `cause` is `undefined` until it is assigned.
 */
class Blanks {
  private readonly withCause: Array<Record<string, unknown>> = []
  private readonly withoutCause: Array<Record<string, unknown>> = []
  constructor(private readonly Class: ErrorClass<unknown>) {}

  take(cause: unknown): Record<string, unknown> {
    const list = cause ? this.withCause : this.withoutCause
    // `{ cause: undefined }` installs the non-enumerable own `cause` the constructor installs for a cause
    if (list.length === 0) this.make(list, cause ? [undefined, { cause: undefined }] : [])
    return list.pop()!
  }

  private make(list: Array<Record<string, unknown>>, args: ReadonlyArray<unknown>): void {
    withoutTrace(() => {
      for (let i = 0; i < BLANKS; i++) list.push(Reflect.construct(Error, args, this.Class))
    })
  }
}

/** Blanks made at a time, per class and kind (about 100 bytes each). */
const BLANKS = 16

/**
 * Writes a failure's props and its `_tag` onto a blank, as `new Class(props, true)` does after the native `Error` (the
 * props assigned in order, then the class's `_tag`).
 */
type Assign<P> = (self: Record<string, unknown>, props: P) => void

/**
 * What `new Class(props, true)` builds for a `Schema.TaggedError` (the native `Error` constructed for
 * the class with `cause`, then `assign`), without the generic class machinery around it, which costs several times
 * more than the classifier's own work. The failure classes read their JSON from their fields (`toJSON` above), so the
 * hidden copy of the props `Data.Error` keeps is not made. Used only after a first instance of the class has been
 * compared with one made by the real constructor: if a new version of `effect` builds them differently, the real
 * constructor is used.
 */
const assemble = <P extends { readonly cause?: unknown }>(blanks: Blanks, assign: Assign<P>, props: P): unknown => {
  const self = blanks.take(props.cause)
  assign(self, props)
  return self
}

const describeShape = (u: object): string =>
  JSON.stringify([
    Object.getPrototypeOf(u) === null ? null : Object.getPrototypeOf(u).constructor?.name,
    Reflect.ownKeys(u).filter((k) => k !== "stack" && k !== plainArgs).map((k) => {
      const d = Object.getOwnPropertyDescriptor(u, k)!
      return [String(k), d.enumerable, d.writable, d.configurable, typeof d.value, "get" in d && d.get !== undefined]
    })
  ])

/** The JSON of what the class's schema encodes (turn snapshots store failures so). */
const encoded = (Class: unknown, u: unknown): string =>
  JSON.stringify(Schema.encodeUnknownSync(Class as Schema.Schema<unknown, unknown>)(u))

const defaultProbe = (): Record<string, unknown> => ({
  reason: "probe",
  status: 500,
  cause: new Error("probe"),
  retryAfter: undefined
})

const sameAsConstructor = <P extends { readonly cause?: unknown }>(
  Class: ErrorClass<unknown>,
  blanks: Blanks,
  assign: Assign<P>,
  probe: () => P
): boolean => {
  try {
    const real = new Class(probe(), true) as object
    const fast = assemble(blanks, assign, probe()) as object
    return real instanceof Class && fast instanceof Class && describeShape(real) === describeShape(fast) &&
      JSON.stringify(real) === JSON.stringify(fast) && encoded(Class, real) === encoded(Class, fast)
  } catch {
    return false
  }
}

/**
 * A limit that is not a number: V8 then captures no trace at all (the `stack` is `undefined`), which
 * costs less than half of capturing an empty one with a limit of 0 (that still formats a header).
 */
const NO_TRACE = undefined as unknown as number

/**
 * Runs `make` with stack traces off. The failures and causes the library builds (a classification, a
 * breaker's rejection, a retry layer giving up) would carry a trace of the library's and Effect's
 * internals, which says nothing to a reader and costs more than building the failure.
 * @internal
 */
export const withoutTrace = <A>(make: () => A): A => {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = NO_TRACE
  try {
    return make()
  } finally {
    Error.stackTraceLimit = limit
  }
}

/**
 * A maker of `new Class(props, true)` for a failure class (no validation: the caller builds valid
 * props, in a fresh object literal), at a fraction of the cost: the same properties in the same order,
 * with the same attributes, and no stack trace. `probe` makes props for the first-use comparison with
 * the real constructor.
 * @internal
 */
export const unsafeMaker = <P extends object, A>(
  Class: new(props: P, options?: boolean) => A,
  tag: string,
  probe: () => Record<string, unknown> = defaultProbe
): (props: P) => A =>
  makerOf(Class as new(props: Record<string, unknown>, options?: boolean) => A, (self, props) => {
    for (const key in props) self[key] = props[key]
    self._tag = tag
  }, probe) as (props: P) => A

/**
 * `unsafeMaker` for props that always hold the same keys in the same order, which `assign` writes by name (and then the
 * `_tag`): a classification replayed from a kept decision builds one of these for every reuse, and the generic maker's
 * stores by a key read from the props cost ~45 ns more a failure (they see every class's layouts). `probe` must hold
 * every key, in `assign`'s order: the first-use comparison with the real constructor checks the order by it.
 * @internal
 */
export const fixedMaker = <P extends { readonly cause: unknown }, A>(
  Class: new(props: P, options?: boolean) => A,
  assign: Assign<P>,
  probe: () => P
): (props: P) => A => makerOf(Class, assign, probe)

const makerOf = <P extends { readonly cause?: unknown }, A>(
  Class: new(props: P, options?: boolean) => A,
  assign: Assign<P>,
  probe: () => P
): (props: P) => A => {
  let fast: boolean | undefined
  const blanks = new Blanks(Class as ErrorClass<unknown>)
  return (props) => {
    // the blanks are made without a trace (`Blanks.make`): only the first use and the real constructor need it off here
    if (fast === true) return assemble(blanks, assign, props) as A
    return withoutTrace(() => {
      fast ??= sameAsConstructor(Class as ErrorClass<unknown>, blanks, assign, probe)
      return fast ? assemble(blanks, assign, props) as A : new Class(props, true)
    })
  }
}
