/**
 * The outcome of one tool call as a value: a `Success` carrying the encoded result, or a
 * `Failure` carrying an error code and a message written for the model. Both are `Schema`
 * classes, so a durable turn can store them; `toContent()` is the exact text the model reads.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as Failures from "./Failure.js"
import { printedThroughSpans } from "./internal/tracedError.js"
import * as Model from "./Model.js"

/**
 * Why a tool call failed:
 *
 * - `UNKNOWN_TOOL`: no tool has that name (the message lists the tools that exist)
 * - `INVALID_ARGUMENTS`: the arguments are not JSON, or do not match the parameters
 * - `TIMEOUT`: the call ran past its timeout and was cancelled
 * - `UNAVAILABLE`: a transient failure the tool's own retries could not fix
 * - `FAILED`: the handler failed with a `Fatal` or `Permanent` failure; or a side-effecting handler
 *   failed after its request may have reached the service (its effect is unknown)
 * - `INTERNAL`: the handler died (a defect; a side-effecting one while an attempt ran: its effect is unknown), or
 *   the parameters' schema died reading the arguments (a filter that throws), or
 *   its result does not encode to JSON with its `success` schema
 * - `CANCELLED`: the handler was interrupted
 *
 * @since 0.1.0
 * @category schemas
 */
export const Code = Schema.Literal(
  "UNKNOWN_TOOL",
  "INVALID_ARGUMENTS",
  "TIMEOUT",
  "UNAVAILABLE",
  "FAILED",
  "INTERNAL",
  "CANCELLED"
)

/**
 * @since 0.1.0
 * @category models
 */
export type Code = typeof Code.Type

/**
 * A call that succeeded. `value` is the handler's result encoded with the tool's `success` schema,
 * so it is plain JSON.
 *
 * @since 0.1.0
 * @category models
 */
export class Success extends Schema.TaggedClass<Success>()("Success", {
  callId: Schema.String,
  tool: Schema.String,
  value: Schema.Unknown
}) {
  /**
   * The text the model reads: the value as JSON.
   *
   * @since 0.1.0
   */
  toContent(): string {
    return JSON.stringify(this.value) ?? "null"
  }
}

/**
 * A call that failed, with a code and a message for the model.
 *
 * @since 0.1.0
 * @category models
 */
export class Failure extends Schema.TaggedClass<Failure>()("Failure", {
  callId: Schema.String,
  tool: Schema.String,
  code: Code,
  message: Schema.String
}) {
  /**
   * The text the model reads: `{"error":{"code":"…","message":"…"}}`.
   *
   * @since 0.1.0
   */
  toContent(): string {
    return JSON.stringify({ error: { code: this.code, message: this.message } })
  }
}

/**
 * @since 0.1.0
 * @category models
 */
export type ToolResult = Success | Failure

/**
 * The schema of a {@link ToolResult}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ToolResult: Schema.Union<[typeof Success, typeof Failure]> = Schema.Union(Success, Failure)

/**
 * The text the model reads for a result.
 *
 * @example
 * ```ts
 * import { ToolResult } from "effect-resilience"
 *
 * const result = new ToolResult.Failure({
 *   callId: "call_1",
 *   tool: "search",
 *   code: "INVALID_ARGUMENTS",
 *   message: "query: Expected string, actual 42"
 * })
 * ToolResult.toContent(result)
 * // '{"error":{"code":"INVALID_ARGUMENTS","message":"query: Expected string, actual 42"}}'
 * ```
 *
 * @since 0.1.0
 * @category getters
 */
export const toContent = (result: ToolResult): string => result.toContent()

/**
 * The result as a history message (`isError` for failures).
 *
 * @example
 * ```ts
 * import { ToolResult } from "effect-resilience"
 *
 * declare const result: ToolResult.ToolResult
 *
 * // the tool's answer as the history's ToolMessage, with the text the model reads and `isError` for a failure
 * export const message = ToolResult.toMessage(result)
 * ```
 *
 * @since 0.1.0
 * @category conversions
 */
export const toMessage = (result: ToolResult): Model.ToolMessage =>
  new Model.ToolMessage({
    toolCallId: result.callId,
    toolName: result.tool,
    content: result.toContent(),
    isError: result._tag === "Failure"
  })

/**
 * @since 0.1.0
 * @category guards
 */
export const isSuccess = (result: ToolResult): result is Success => result._tag === "Success"

/**
 * @since 0.1.0
 * @category guards
 */
export const isFailure = (result: ToolResult): result is Failure => result._tag === "Failure"

/**
 * How a call fails the run under the `"fail"` strategy: the same code as the result the model
 * would have read, with the unsanitised reason and the cause, for the program (not the model).
 *
 * @since 0.1.0
 * @category errors
 */
export class ToolError extends Schema.TaggedError<ToolError>()("ToolError", {
  code: Code,
  tool: Schema.String,
  callId: Schema.String,
  reason: Schema.String,
  cause: Schema.optional(Failures.Cause)
}) {
  override get message(): string {
    return `${this.tool} (call ${this.callId}) ${this.code}: ${this.reason}`
  }
}

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(ToolError)
