import * as Duration from "effect/Duration"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { InvalidOptionError } from "../options.js"

const show = (u: unknown): string => {
  try {
    return JSON.stringify(u) ?? String(u)
  } catch {
    return String(u)
  }
}

const toDuration = (u: unknown): Duration.Duration | undefined => {
  if (typeof u === "number") return Number.isFinite(u) && u >= 0 ? Duration.millis(u) : undefined
  if (typeof u === "string" && u.trimStart().startsWith("-")) return undefined
  if (typeof u !== "string" && !Duration.isDuration(u)) return undefined
  return Option.getOrUndefined(Duration.decodeUnknown(u))
}

/** @internal */
export const millisOf = (input: Duration.DurationInput): number => {
  const duration = toDuration(input)
  if (duration === undefined || !Duration.isFinite(duration)) {
    throw new InvalidOptionError("duration", input, "a finite, non-negative duration")
  }
  return Duration.toMillis(duration)
}

/**
 * A duration in a policy or scenario file: milliseconds as a number, or a string such as
 * `"2 seconds"` (or, from TypeScript, a `Duration`). Finite and not negative.
 *
 * @internal
 */
export const DurationInput: Schema.Schema<Duration.DurationInput> = Schema.declare(
  (u: unknown): u is Duration.DurationInput => {
    const d = toDuration(u)
    return d !== undefined && Duration.isFinite(d)
  },
  {
    identifier: "Duration",
    message: (issue) =>
      `Expected a duration (milliseconds such as 500, or a string such as "2 seconds"), actual ${show(issue.actual)}`
  }
)

const Probability = Schema.Number.pipe(Schema.between(0, 1))
const Count = Schema.Number.pipe(Schema.int(), Schema.greaterThanOrEqualTo(0))
const Positive = Schema.Number.pipe(Schema.int(), Schema.greaterThanOrEqualTo(1))

/** @internal */
export const Distribution = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("constant"), value: DurationInput }),
  Schema.Struct({ kind: Schema.Literal("uniform"), min: DurationInput, max: DurationInput }),
  Schema.Struct({ kind: Schema.Literal("normal"), mean: DurationInput, stddev: DurationInput }),
  Schema.Struct({ kind: Schema.Literal("exponential"), mean: DurationInput }),
  Schema.Struct({
    kind: Schema.Literal("lognormal"),
    median: DurationInput,
    sigma: Schema.Number.pipe(Schema.between(0, 10))
  })
)

/** @internal */
export type Distribution = typeof Distribution.Type

/** @internal */
export const Outage = Schema.Struct({
  start: DurationInput,
  duration: DurationInput,
  status: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(500, 599)))
})

/** @internal */
export const Faults = Schema.Struct({
  rateLimited: Schema.optional(Probability),
  retryAfter: Schema.optional(Distribution),
  serverError: Schema.optional(Probability),
  droppedStream: Schema.optional(Probability),
  overflow: Schema.optional(Probability)
})

const JitterKind = Schema.Literal("none", "full", "equal", "decorrelated", "proportional")

const RetryAfter = Schema.Struct({
  max: Schema.optional(DurationInput),
  onAboveMax: Schema.optional(Schema.Literal("stop", "ignore")),
  replace: Schema.optional(Schema.Boolean)
})

/** @internal */
export const presetNames = [
  "none",
  "standard",
  "openaiSdk",
  "vercelAiSdk",
  "cockatiel",
  "sessionLayer",
  "runtimeLayer"
] as const

/** @internal */
export const ScheduleSpec = Schema.Struct({
  base: DurationInput,
  factor: Schema.optional(Schema.Number.pipe(Schema.greaterThanOrEqualTo(1), Schema.lessThanOrEqualTo(100))),
  jitter: Schema.optional(JitterKind),
  ratio: Schema.optional(Probability),
  cap: Schema.optional(DurationInput),
  retryAfter: Schema.optional(Schema.Union(Schema.Boolean, RetryAfter)),
  maxRetries: Schema.optional(Count),
  budget: Schema.optional(DurationInput)
})

/** @internal */
export type ScheduleSpec = typeof ScheduleSpec.Type

const TokenBucket = Schema.Struct({
  kind: Schema.Literal("tokenBucket"),
  maxTokens: Schema.optional(Schema.Number.pipe(Schema.greaterThanOrEqualTo(0.001))),
  tokenRatio: Schema.optional(Schema.Number.pipe(Schema.greaterThan(0), Schema.lessThanOrEqualTo(1)))
})

const Percent = Schema.Struct({
  kind: Schema.Literal("percent"),
  percent: Schema.optional(Schema.Number.pipe(Schema.between(0, 1000))),
  ttl: Schema.optional(DurationInput),
  minRetriesPerSecond: Schema.optional(Schema.Number.pipe(Schema.greaterThanOrEqualTo(0)))
})

/**
 * A growing open duration as data: `exponential` for the first opening since the last close, then
 * times `factor` (default 2) per opening, never above `max`.
 */
const ExponentialOpen = Schema.Struct({
  exponential: DurationInput,
  factor: Schema.optional(Schema.Number.pipe(Schema.greaterThanOrEqualTo(1), Schema.lessThanOrEqualTo(100))),
  max: Schema.optional(DurationInput)
})

/** @internal */
export type ExponentialOpen = typeof ExponentialOpen.Type

/** @internal */
export const Breaker = Schema.Struct({
  consecutiveFailures: Schema.optional(Positive),
  failureRatio: Schema.optional(Schema.Number.pipe(Schema.greaterThan(0), Schema.lessThanOrEqualTo(1))),
  samplingDuration: Schema.optional(DurationInput),
  minimumThroughput: Schema.optional(Positive),
  openDuration: Schema.optional(Schema.Union(DurationInput, ExponentialOpen)),
  halfOpenProbes: Schema.optional(Positive),
  halfOpenTimeout: Schema.optional(DurationInput),
  successThreshold: Schema.optional(Positive),
  rejectionJitter: Schema.optional(DurationInput),
  /** `"outage"` (as `Policy.defaults`: capacity answers do not count) or `"all"` (every `Retryable`). */
  counts: Schema.optional(Schema.Literal("outage", "all"))
})

/** @internal */
export type Breaker = typeof Breaker.Type

/** @internal */
export const PolicySpec = Schema.Struct({
  name: Schema.String.pipe(Schema.minLength(1, { message: () => "Expected a non-empty name" })),
  retry: Schema.optional(Schema.Union(Schema.Literal(...presetNames), ScheduleSpec)),
  budget: Schema.optional(Schema.Union(TokenBucket, Percent)),
  breaker: Schema.optional(Schema.Union(Schema.Boolean, Breaker)),
  timeout: Schema.optional(DurationInput)
})

/** @internal */
export type PolicySpec = typeof PolicySpec.Type

/** @internal */
export const PolicyFile = Schema.Array(PolicySpec)

/** @internal */
export const Scenario = Schema.Struct({
  clients: Schema.optional(Positive),
  callsPerClient: Schema.optional(Positive),
  seed: Schema.optional(Schema.Number.pipe(Schema.int())),
  rampUp: Schema.optional(DurationInput),
  thinkTime: Schema.optional(Distribution),
  serviceTime: Schema.optional(Distribution),
  networkTime: Schema.optional(DurationInput),
  capacity: Schema.optional(Positive),
  faults: Schema.optional(Faults),
  outages: Schema.optional(Schema.Array(Outage)),
  bucket: Schema.optional(DurationInput),
  horizon: Schema.optional(DurationInput),
  policyScope: Schema.optional(Schema.Literal("shared", "client")),
  arrivals: Schema.optional(Schema.Literal("open", "closed"))
})

/** @internal */
export type Scenario = typeof Scenario.Type

/** @internal */
export const Config = Schema.Struct({
  ...Scenario.fields,
  policies: Schema.Array(PolicySpec).pipe(Schema.minItems(1, { message: () => "Expected at least one policy" }))
})

/** @internal */
export type Config = typeof Config.Type

/** @internal */
export interface Issue {
  readonly path: string
  readonly message: string
}

/** `["policies", 1, "retry", "base"]` → `policies[1].retry.base` */
const formatPath = (root: string, path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>(
    (out, key) => typeof key === "number" ? `${out}[${key}]` : out === "" ? String(key) : `${out}.${String(key)}`,
    root
  )

/** Issues whose path is a prefix of another issue's path are less specific: a union tried a member that failed deeper. */
const mostSpecific = (issues: ReadonlyArray<ParseResult.ArrayFormatterIssue>) =>
  issues.filter((issue) =>
    !issues.some((other) =>
      other.path.length > issue.path.length && issue.path.every((key, i) => other.path[i] === key)
    )
  )

const expectedActual = /^Expected ([\s\S]*), actual ([\s\S]*)$/

/** A schema's own dump of a struct or an array is unreadable in an error message. */
const shortExpectation = (expected: string): string =>
  expected.startsWith("{") ? "an object" : expected.startsWith("ReadonlyArray<") ? "an array" : expected

/**
 * A union reports one issue per member it tried, at the same path: "Expected \"none\", actual x",
 * "Expected \"full\", actual x", …, "Expected undefined, actual x". Merge them into one issue.
 */
const merge = (messages: ReadonlyArray<string>): string => {
  const parsed = messages.map((m) => expectedActual.exec(m))
  if (parsed.some((m) => m === null)) return [...new Set(messages)].join("; ")
  // each member as a bare expectation reads it: "a boolean | an object", not "boolean | an object"
  const all = [...new Set(parsed.map((m) => article(shortExpectation(m![1]))))]
  const expected = all.length > 1 ? all.filter((e) => e !== "undefined") : all
  return `Expected ${expected.join(" | ")}, actual ${parsed[0]![2]}`
}

const unexpectedKey = /^is unexpected, expected: ([\s\S]*)$/

/**
 * What an issue's message expected, to follow "expected" in an `InvalidOptionError` (which adds what it got). A
 * message of our own ("Expected at least one policy") loses its "Expected"; an unknown field's ("is unexpected,
 * expected: "clients" | …") is about the name, not the value, so it says so and lists the names there are; a missing
 * field's ("is missing") says it is required.
 * @internal
 */
export const expectedOf = (message: string): string => {
  // Schema's word for a required field left out, which read "expected is missing"
  if (message === "is missing") return "a value: the field is required"
  const m = expectedActual.exec(message)
  if (m !== null) return article(m[1])
  const unexpected = unexpectedKey.exec(message)
  if (unexpected !== null) {
    return `no option of this name (the options here are ${unexpected[1].split(" | ").join(", ")})`
  }
  return message.startsWith("Expected ") ? message.slice("Expected ".length) : message
}

/** A schema names a bare type ("number"): "expected a number, got \"5\"". */
const article = (expected: string): string =>
  /^(number|string|boolean|object|array|bigint|symbol)$/.test(expected)
    ? `${/^[aeiou]/.test(expected) ? "an" : "a"} ${expected}`
    : expected

/** @internal */
export const decode = <A, I>(
  schema: Schema.Schema<A, I>,
  input: unknown,
  root: string
): Either.Either<A, ReadonlyArray<Issue>> =>
  Either.mapLeft(
    Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "error" })(input),
    (error) => {
      const byPath = new Map<string, Array<string>>()
      for (const issue of mostSpecific(ParseResult.ArrayFormatter.formatErrorSync(error))) {
        const path = formatPath(root, issue.path)
        byPath.set(path, [...(byPath.get(path) ?? []), issue.message])
      }
      return [...byPath].map(([path, messages]) => ({ path, message: merge(messages) }))
    }
  )

/** @internal */
export const formatIssues = (issues: ReadonlyArray<Issue>): string =>
  issues.map((issue) => `${issue.path === "" ? "(root)" : issue.path}: ${issue.message}`).join("\n")
