/**
 * The model interface that sessions and the agent loop call: given the history and the tool
 * definitions, return one assistant message. Adapters are thin; the messages are `Schema`
 * values so a durable turn can store its history.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as Schema from "effect/Schema"
import { InvalidOptionError } from "./internal/options.js"

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
 * be invalid: the toolkit turns that into an `INVALID_ARGUMENTS` result). A provider package that
 * parses arguments itself (`@effect/ai-openai`) fails the whole response on invalid JSON instead, before
 * a `ToolCall` exists: see the README's `@effect/ai` section.
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
 * One block of the model's reasoning (Claude's extended thinking, an OpenAI reasoning summary), with the metadata its
 * provider attached, by provider (`{ anthropic: { type: "thinking", signature } }`): what the provider needs to accept
 * the block back. Anthropic requires the thinking blocks of an answer that called tools to be sent back with the
 * tools' results, unchanged: without them, every later call of the turn fails with a 400 ("a final `assistant` message
 * must start with a thinking block").
 *
 * @since 0.1.0
 * @category schemas
 */
export class Reasoning extends Schema.Class<Reasoning>("effect-resilience/Reasoning")({
  text: Schema.String,
  metadata: Schema.optional(
    Schema.Record({ key: Schema.String, value: Schema.Record({ key: Schema.String, value: Schema.Unknown }) })
  )
}) {}

/**
 * One answer of the model: text, tool calls, and why it stopped. A message with
 * `stopReason: "error"` is a failure in disguise (a stream that ended with an error event):
 * sessions classify it and never put it in the history. `reasoning` holds the model's reasoning blocks, when the
 * adapter received any (see {@link Reasoning}).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssistantMessage extends Schema.TaggedClass<AssistantMessage>()("AssistantMessage", {
  content: Schema.String,
  toolCalls: Schema.Array(ToolCall),
  stopReason: StopReason,
  errorMessage: Schema.optional(Schema.String),
  reasoning: Schema.optional(Schema.Array(Reasoning))
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

/**
 * A model whose answers follow a script, and what it was asked. Provide it with `layer`, or as the
 * `Model` service directly (it is one).
 *
 * - `requests`: every request received, oldest first (the history the model saw on each call).
 * - `calls`: how many calls were made.
 *
 * @since 0.1.0
 * @category testing
 */
export interface Scripted extends Service {
  readonly layer: Layer.Layer<Model>
  readonly requests: Effect.Effect<ReadonlyArray<Request>>
  readonly calls: Effect.Effect<number>
}

const isAssistantMessage = (u: unknown): u is AssistantMessage => u instanceof AssistantMessage

/** `{ role: "assistant", content: "Hi" }`: a message in a provider's shape, which no SDK throws. */
const isChatMessage = (u: unknown): boolean =>
  typeof u === "object" && u !== null && !(u instanceof Error) && !Effect.isEffect(u) &&
  typeof (u as { role?: unknown }).role === "string" && ("content" in u || "tool_calls" in u)

const chatAnswer = (what: string): string =>
  `Model.scripted: ${what} a chat-style { role, content } message, which is no answer: ` +
  "use Model.text(\"Hello!\") or Model.callTools(…)"

// A step is an answer, an effect to run (a `Failure.*` is one: running it fails with it), a
// function of the request (its result read as a step), or any other value to fail with.
const play = (step: unknown, request: Request): Effect.Effect<AssistantMessage, unknown> => {
  if (isAssistantMessage(step)) return Effect.succeed(step)
  if (typeof step === "function") {
    // Checked here too: `scripted` sees the function, not what it returns, and a chat-style message failed the call
    // ("Fatal: Object") as the same step in the array did.
    return Effect.suspend(() => {
      const answer = step(request)
      return isChatMessage(answer) ? Effect.dieMessage(chatAnswer("a step's function returned")) : play(answer, request)
    })
  }
  if (Effect.isEffect(step)) {
    return Effect.flatMap(step as Effect.Effect<unknown, unknown>, (value) =>
      isAssistantMessage(value)
        ? Effect.succeed(value)
        : Effect.dieMessage(
          isChatMessage(value)
            ? chatAnswer("a step's effect succeeded with")
            : `Model.scripted: a step's effect succeeded with a non-message: ${String(value)}`
        ))
  }
  return Effect.fail(step)
}

/**
 * A scripted model: its successive `generate` calls follow `steps`. Each step is
 *
 * - an `AssistantMessage` (`text`, `callTools`, `streamError`): the answer;
 * - a function of the `Request`: its result is read as a step (answer by what the model was sent);
 * - an `Effect` producing the answer (e.g. one that sleeps first, to spend virtual time);
 * - anything else (a `Failure.*`, an `Error`, an SDK-like object): the call fails with it, as a
 *   provider client would throw it. A chat-style `{ role, content }` message is refused (`InvalidOptionError`
 *   naming `steps[i]`; one a step's function returns makes the call die saying so): it is an answer in another
 *   shape, not a failure.
 *
 * A call past the end of the script dies with a message saying so (a test that made more calls
 * than it scripted is wrong; a defect is not retried).
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Failure, Model, Session } from "effect-resilience"
 *
 * const program = Effect.gen(function*() {
 *   const model = yield* Model.scripted([
 *     new Failure.Retryable({ reason: "HTTP 503", status: 503 }),
 *     Model.streamError(),
 *     Model.text("Hello!")
 *   ])
 *   const history = [new Model.UserMessage({ content: "Hi" })]
 *   const { message } = yield* Session.generate({ history, tools: [] }).pipe(Effect.provide(model.layer))
 *   const requests = yield* model.requests // 3 requests, each with the same one-message history
 *   return { message, requests }
 * })
 * ```
 *
 * @since 0.1.0
 * @category testing
 */
export const scripted = (steps: Iterable<unknown>): Effect.Effect<Scripted> => {
  // Checked when called, as Testing.script does: a string is iterable ("hello" would play each character as a step),
  // and null or one step alone would die only when the effect runs.
  if (
    typeof steps !== "object" || steps === null || Effect.isEffect(steps) ||
    typeof (steps as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function"
  ) {
    throw new InvalidOptionError("steps", steps, "an array of steps, such as [Model.text(\"Hello!\")]")
  }
  const script = Array.from(steps)
  // Any other value is a failure to fail with, and a chat-style message read as one: the test saw a `Fatal`
  // ("Fatal: Object") where it scripted an answer.
  script.forEach((step, i) => {
    if (isChatMessage(step)) {
      throw new InvalidOptionError(
        `steps[${i}]`,
        step,
        "an answer such as Model.text(\"Hello!\") or Model.callTools(…), not a chat-style { role, content } message " +
          "(a value that is no answer is a failure to fail with)"
      )
    }
  })
  return Effect.map(Ref.make<ReadonlyArray<Request>>([]), (received) => {
    const generate = (request: Request): Effect.Effect<AssistantMessage, unknown> =>
      Effect.flatMap(
        Ref.modify(received, (requests) => [requests.length, [...requests, request]] as const),
        (index) =>
          index < script.length
            ? play(script[index], request)
            : Effect.dieMessage(
              `Model.scripted: call ${index + 1} has no step (the script has ${script.length})`
            )
      )
    const service: Service = { generate }
    return {
      generate,
      layer: Layer.succeed(Model, service),
      requests: Ref.get(received),
      calls: Effect.map(Ref.get(received), (requests) => requests.length)
    }
  })
}

/**
 * The same as {@link scripted} (the name used where the handle, not just the layer, is wanted).
 *
 * @since 0.1.0
 * @category testing
 */
export const makeScripted: (steps: Iterable<unknown>) => Effect.Effect<Scripted> = scripted

/**
 * A layer of a scripted model, for tests that do not inspect the requests. Each build starts the
 * script afresh.
 *
 * @since 0.1.0
 * @category testing
 */
export const layerScripted = (steps: Iterable<unknown>): Layer.Layer<Model> =>
  Layer.effect(Model, Effect.map(scripted(steps), (model): Service => model))
