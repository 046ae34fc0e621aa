/**
 * The failure taxonomy: every failure of a model call or a tool call becomes one of
 * `Retryable`, `Fatal`, `Permanent` or `ContextOverflow`; a retry layer that gives up on a
 * `Retryable` fails with `Exhausted`.
 *
 * The classes are `Schema.TaggedError`s, so they can be yielded in `Effect.gen`, caught with
 * `Effect.catchTag`, and encoded to JSON (turn snapshots store them).
 *
 * @since 0.1.0
 */
import type * as Duration from "effect/Duration"
import * as Predicate from "effect/Predicate"
import * as Schema from "effect/Schema"
import * as internal from "./internal/failure.js"
import { printedThroughSpans } from "./internal/tracedError.js"

/**
 * A `cause` field: any value on the type side; a JSON-safe summary once encoded, because the
 * original error (a socket, an SDK error with a response object) rarely survives `JSON.stringify`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Cause: Schema.Schema<unknown> = internal.CauseSchema

/**
 * A number a failure holds (a status, a token count, an attempt's number): one JSON can write, since failures are stored
 * and sent as JSON, where NaN and Infinity become `null`, which no schema reads back. `new Failure.Retryable({ status:
 * NaN })` throws, naming the field.
 */
const Count = Schema.JsonNumber

const optionalFields = {
  reason: Schema.String,
  status: Schema.optional(Count),
  cause: Schema.optional(Cause)
}

/**
 * Transient: the same request may succeed later. Handled by a retry layer, which honours
 * `retryAfter` (the server's hint) when it has one.
 *
 * @example
 * ```ts
 * import { Duration } from "effect"
 * import { Failure } from "effect-resilience"
 *
 * const failure = new Failure.Retryable({
 *   reason: "RateLimitError: 429 Too Many Requests",
 *   status: 429,
 *   retryAfter: Duration.seconds(2)
 * })
 * console.log(failure.message) // "Retryable (HTTP 429): RateLimitError: 429 Too Many Requests; retry after 2s"
 * ```
 *
 * @since 0.1.0
 * @category models
 */
export class Retryable extends Schema.TaggedError<Retryable>()("Retryable", {
  ...optionalFields,
  retryAfter: Schema.optional(internal.WaitSchema)
}) {
  override toJSON(): unknown {
    return internal.toJSON(this)
  }
  override get message(): string {
    return internal.describe(this) + internal.retryAfterSuffix(this.retryAfter)
  }
}

/**
 * This request is wrong: the same request fails the same way, but the run can go on with a
 * different one (often: hand the failure to the model). Also the conservative default for
 * anything unrecognised.
 *
 * @since 0.1.0
 * @category models
 */
export class Fatal extends Schema.TaggedError<Fatal>()("Fatal", optionalFields) {
  override toJSON(): unknown {
    return internal.toJSON(this)
  }
  override get message(): string {
    return internal.describe(this)
  }
}

/**
 * The environment is broken for every request until a person acts: a revoked key, exhausted
 * quota or billing. Stop the run or the batch; a durable turn waits for a fix.
 *
 * @since 0.1.0
 * @category models
 */
export class Permanent extends Schema.TaggedError<Permanent>()("Permanent", optionalFields) {
  override toJSON(): unknown {
    return internal.toJSON(this)
  }
  override get message(): string {
    return `failed permanently${internal.statusSuffix(this.status)}: ${this.reason}`
  }
}

/**
 * The prompt does not fit the model's window (or one request exceeds the per-minute token
 * limit). Compact the history, then try again.
 *
 * @since 0.1.0
 * @category models
 */
export class ContextOverflow extends Schema.TaggedError<ContextOverflow>()("ContextOverflow", {
  ...optionalFields,
  tokens: Schema.optional(Count),
  limit: Schema.optional(Count)
}) {
  override toJSON(): unknown {
    return internal.toJSON(this)
  }
  override get message(): string {
    return internal.describe(this) + internal.tokensSuffix(this.tokens, this.limit)
  }
}

/**
 * A classified failure.
 *
 * @since 0.1.0
 * @category models
 */
export type AgentFailure = Retryable | Fatal | Permanent | ContextOverflow

/**
 * The schema of {@link AgentFailure}: decodes and encodes any of the four.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AgentFailure: Schema.Union<[typeof Retryable, typeof Fatal, typeof Permanent, typeof ContextOverflow]> =
  Schema
    .Union(
      Retryable,
      Fatal,
      Permanent,
      ContextOverflow
    )

/**
 * One attempt made by a retry layer: its 1-based number, how it failed, and the delay the
 * layer waited after it (absent on the last attempt).
 *
 * @since 0.1.0
 * @category models
 */
export interface Attempt {
  readonly attempt: number
  readonly failure: AgentFailure
  readonly delay?: Duration.Duration | undefined
}

/**
 * The JSON form of an {@link Attempt}.
 *
 * @since 0.1.0
 * @category schemas
 */
export interface AttemptEncoded {
  readonly attempt: number
  readonly failure: Schema.Schema.Encoded<typeof AgentFailure>
  readonly delay?: Schema.Schema.Encoded<typeof Schema.Duration> | undefined
}

/**
 * The schema of {@link Attempt}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Attempt: Schema.Schema<Attempt, AttemptEncoded> = Schema.Struct({
  attempt: Count,
  failure: AgentFailure,
  delay: Schema.optional(internal.WaitSchema)
})

/**
 * A retry layer gave up on a `Retryable`. Outer retry layers do not retry it unless they opt in,
 * so nested layers do not multiply.
 *
 * The message lists every attempt, `model failed after 3 attempts: [1] Retryable (HTTP 503): …`, up to fifty; past
 * fifty, the first 25 and the last 25 with the count between (`… 9951 more …`). `attempts` keeps every one.
 *
 * @since 0.1.0
 * @category models
 */
export class Exhausted extends Schema.TaggedError<Exhausted>()("Exhausted", {
  attempts: Schema.Array(Attempt),
  last: Retryable,
  layer: Schema.String,
  /**
   * Why the layer stopped where its attempts do not show it: a retry budget refused a retry, a `retry-after` hint
   * (a server's, or an open circuit breaker's, named as the breaker's) was above `RetrySchedule.respectRetryAfter`'s
   * max, the next delay would have passed
   * `RetrySchedule.budgeted`'s total, a policy's bulkhead rejected the call, the next wait would have ended after
   * the deadline the call runs under (a tool's timeout, an agent turn's time budget), or (`AiModel`) a failure came
   * after output had reached the consumer. Absent when the schedule simply ran out of retries.
   */
  stoppedBy: Schema.optional(Schema.String)
}) {
  override toJSON(): unknown {
    return internal.toJSON(this)
  }

  /**
   * The reason of the last failure, so an `Exhausted` reads like the other failures.
   *
   * @since 0.1.0
   */
  get reason(): string {
    return this.last.reason
  }

  override get message(): string {
    return internal.describeExhausted(this)
  }
}

/**
 * Any failure a retry layer can end with.
 *
 * @since 0.1.0
 * @category models
 */
export type RetryFailure = Exhausted | Fatal | Permanent | ContextOverflow

/**
 * Any tagged failure of this library.
 *
 * @since 0.1.0
 * @category models
 */
export type AnyFailure = AgentFailure | Exhausted

const tags = new Set(["Retryable", "Fatal", "Permanent", "ContextOverflow"])

/**
 * @example
 * ```ts
 * import { Classify, Failure } from "effect-resilience"
 *
 * Failure.isAgentFailure(Classify.classify(new Error("read ECONNRESET"))) // true
 * Failure.isAgentFailure(new Error("read ECONNRESET")) // false: classify it first
 * ```
 *
 * @since 0.1.0
 * @category guards
 */
export const isAgentFailure = (u: unknown): u is AgentFailure =>
  (u instanceof Retryable || u instanceof Fatal || u instanceof Permanent || u instanceof ContextOverflow) ||
  (Predicate.hasProperty(u, "_tag") && tags.has(u._tag as string) && Predicate.hasProperty(u, "reason") &&
    typeof u.reason === "string")

/**
 * @example
 * ```ts
 * import { Classify, Failure } from "effect-resilience"
 *
 * Failure.isRetryable(Classify.fromResponse({ status: 503 })) // true
 * Failure.isRetryable(Classify.fromResponse({ status: 400 })) // false: a Fatal
 * ```
 *
 * @since 0.1.0
 * @category guards
 */
export const isRetryable = (u: unknown): u is Retryable => isAgentFailure(u) && u._tag === "Retryable"

/**
 * @since 0.1.0
 * @category guards
 */
export const isFatal = (u: unknown): u is Fatal => isAgentFailure(u) && u._tag === "Fatal"

/**
 * @since 0.1.0
 * @category guards
 */
export const isPermanent = (u: unknown): u is Permanent => isAgentFailure(u) && u._tag === "Permanent"

/**
 * @since 0.1.0
 * @category guards
 */
export const isContextOverflow = (u: unknown): u is ContextOverflow => isAgentFailure(u) && u._tag === "ContextOverflow"

/**
 * @since 0.1.0
 * @category guards
 */
export const isExhausted = (u: unknown): u is Exhausted =>
  u instanceof Exhausted ||
  (Predicate.hasProperty(u, "_tag") && u._tag === "Exhausted" && Predicate.hasProperty(u, "attempts") &&
    Array.isArray(u.attempts))

/**
 * A one-line description of a failure for logs: `Tag (HTTP status): reason`.
 *
 * @example
 * ```ts
 * import { Failure } from "effect-resilience"
 *
 * Failure.describe(new Failure.Retryable({ reason: "rate_limit_error: Rate limited", status: 429 }))
 * // "Retryable (HTTP 429): rate_limit_error: Rate limited"
 * ```
 *
 * @since 0.1.0
 * @category utils
 */
export const describe: (failure: AnyFailure) => string = internal.describeAny

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(Retryable, Fatal, Permanent, ContextOverflow, Exhausted)
