/**
 * The model interface that sessions and the agent loop call: given the history and the tool
 * definitions, return one assistant message. Adapters are thin; the messages are `Schema`
 * values so a durable turn can store its history.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"

/**
 * Why the model stopped. The same literals as `@effect/ai`'s `FinishReason`, so adapters map
 * one to one. `"error"` means the message carries a failure (see `Classify.fromMessage`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const StopReason = Schema.Literal(
  "stop",
  "length",
  "content-filter",
  "tool-calls",
  "error",
  "pause",
  "other",
  "unknown"
)

/**
 * @since 0.1.0
 * @category models
 */
export type StopReason = typeof StopReason.Type

/**
 * A tool call requested by the model. `arguments` is the JSON text the model produced (it may
 * be invalid: the toolkit turns that into an `INVALID_ARGUMENTS` result).
 *
 * @since 0.1.0
 * @category schemas
 */
export class ToolCall extends Schema.Class<ToolCall>("effect-resilience/ToolCall")({
  id: Schema.String,
  name: Schema.String,
  arguments: Schema.String
}) {}

/**
 * @since 0.1.0
 * @category schemas
 */
export class SystemMessage extends Schema.TaggedClass<SystemMessage>()("SystemMessage", {
  content: Schema.String
}) {}

/**
 * @since 0.1.0
 * @category schemas
 */
export class UserMessage extends Schema.TaggedClass<UserMessage>()("UserMessage", {
  content: Schema.String
}) {}

/**
 * One answer of the model: text, tool calls, and why it stopped. A message with
 * `stopReason: "error"` is a failure in disguise (a stream that ended with an error event):
 * sessions classify it and never put it in the history.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssistantMessage extends Schema.TaggedClass<AssistantMessage>()("AssistantMessage", {
  content: Schema.String,
  toolCalls: Schema.Array(ToolCall),
  stopReason: StopReason,
  errorMessage: Schema.optional(Schema.String)
}) {}

/**
 * The result of a tool call as the model reads it.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ToolMessage extends Schema.TaggedClass<ToolMessage>()("ToolMessage", {
  toolCallId: Schema.String,
  toolName: Schema.String,
  content: Schema.String,
  isError: Schema.optionalWith(Schema.Boolean, { default: () => false })
}) {}

/**
 * Any message of a history.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Message = Schema.Union(SystemMessage, UserMessage, AssistantMessage, ToolMessage)

/**
 * @since 0.1.0
 * @category models
 */
export type Message = typeof Message.Type

/**
 * A history: the messages so far, oldest first.
 *
 * @since 0.1.0
 * @category models
 */
export type History = ReadonlyArray<Message>

/**
 * What the model is told about a tool.
 *
 * @since 0.1.0
 * @category models
 */
export interface ToolDefinition {
  readonly name: string
  readonly description: string
  /** The JSON Schema of the tool's parameters. */
  readonly parameters: unknown
}

/**
 * One request to the model.
 *
 * @since 0.1.0
 * @category models
 */
export interface Request {
  readonly history: History
  readonly tools: ReadonlyArray<ToolDefinition>
}

/**
 * The model service. `generate` fails with whatever the provider client throws (the retry
 * layer classifies it) or returns a message, possibly with `stopReason: "error"`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Service {
  readonly generate: (request: Request) => Effect.Effect<AssistantMessage, unknown>
}

/**
 * @since 0.1.0
 * @category services
 */
export class Model extends Context.Tag("effect-resilience/Model")<Model, Service>() {}

/**
 * An assistant message that answers with text.
 *
 * @example
 * ```ts
 * import { Model } from "effect-resilience"
 *
 * const answer = Model.text("The GIL is CPython's global interpreter lock.")
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const text = (content: string): AssistantMessage =>
  new AssistantMessage({ content, toolCalls: [], stopReason: "stop" })

/**
 * An assistant message that calls tools. `args` values that are not strings are JSON-encoded.
 *
 * @since 0.1.0
 * @category constructors
 */
export const callTools = (
  ...calls: ReadonlyArray<{ readonly id: string; readonly name: string; readonly args: unknown }>
): AssistantMessage =>
  new AssistantMessage({
    content: "",
    toolCalls: calls.map((c) =>
      new ToolCall({
        id: c.id,
        name: c.name,
        arguments: typeof c.args === "string" ? c.args : JSON.stringify(c.args)
      })
    ),
    stopReason: "tool-calls"
  })

/**
 * An assistant message that reports a failure mid-stream (`errorMessage` empty: the stream
 * dropped).
 *
 * @since 0.1.0
 * @category constructors
 */
export const streamError = (errorMessage = ""): AssistantMessage =>
  new AssistantMessage({ content: "", toolCalls: [], stopReason: "error", errorMessage })
