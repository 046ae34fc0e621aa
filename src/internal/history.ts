import type * as Model from "../Model.js"
import { InvalidOptionError } from "./options.js"

const MESSAGE_TAGS: ReadonlySet<unknown> = new Set(["SystemMessage", "UserMessage", "AssistantMessage", "ToolMessage"])

const EXPECTED =
  "an array of messages (Model.SystemMessage, Model.UserMessage, Model.AssistantMessage, Model.ToolMessage)"

/**
 * Checks a history given to a constructor (`Agent.turn`, `Agent.step`, `Session.generate`, `Turn.start`), throwing
 * `InvalidOptionError` naming `option`: a string or an object would fail later with a raw TypeError
 * (`history.some is not a function`), and chat-style messages (`{ role: "user", content }`, or plain strings) have no
 * `_tag`, so the provider adapters skip them and the model gets an empty prompt. Each element's `_tag` is enough (the
 * messages' fields are the Schema classes' business); `nonEmpty` rejects `[]`, which asks the model about nothing.
 * @internal
 */
export const validateHistory = (option: string, history: unknown, nonEmpty: boolean): Model.History => {
  if (!Array.isArray(history)) throw new InvalidOptionError(option, history, EXPECTED)
  if (nonEmpty && history.length === 0) throw new InvalidOptionError(option, history, `${EXPECTED}, at least one`)
  history.forEach((message: unknown, i) => {
    if (typeof message !== "object" || message === null || !MESSAGE_TAGS.has((message as { _tag?: unknown })._tag)) {
      throw new InvalidOptionError(
        `${option}[${i}]`,
        message,
        "a message such as new Model.UserMessage({ content: \"hi\" }) (not { role, content } or a string)"
      )
    }
  })
  return history
}

/**
 * The last assistant message, if its tool calls are not all answered, with the calls that have no
 * tool message yet: a step saved after the model answered but before its tools finished resumes
 * with them instead of asking the model again. Only the tool messages after that assistant message
 * count: providers that number calls per response ("call_0", …) reuse ids across exchanges.
 * @internal
 */
export const unfinishedToolCalls = (
  history: Model.History
):
  | { readonly message: Model.AssistantMessage; readonly index: number; readonly calls: ReadonlyArray<Model.ToolCall> }
  | undefined =>
{
  const done = new Set<string>()
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i]
    if (message._tag === "AssistantMessage") {
      const calls = message.toolCalls.filter((call) => !done.has(call.id))
      return calls.length === 0 ? undefined : { message, index: i, calls }
    }
    if (message._tag !== "ToolMessage") return undefined
    done.add(message.toolCallId)
  }
  return undefined
}

/**
 * The tool calls of the last assistant message that have no tool message yet.
 * @internal
 */
export const pendingToolCalls = (history: Model.History): ReadonlyArray<Model.ToolCall> =>
  unfinishedToolCalls(history)?.calls ?? []

/**
 * The history without tool messages cut off from the assistant message that called them (a compaction that kept the
 * last N messages can start inside a batch of results): providers refuse such a result (OpenAI: "messages with role
 * 'tool' must be a response to a preceeding message with 'tool_calls'"; Anthropic: "Each `tool_result` block must have a
 * corresponding `tool_use` block in the previous message"). A result counts as called only in the run of tool messages
 * right after its assistant message, as providers read it. The same array when there are none.
 * @internal
 */
export const withoutOrphanedResults = (history: Model.History): Model.History => {
  let called: ReadonlySet<string> = new Set()
  let kept: Array<Model.Message> | undefined
  history.forEach((message, i) => {
    if (message._tag === "ToolMessage" && !called.has(message.toolCallId)) {
      kept ??= history.slice(0, i)
      return
    }
    if (message._tag === "AssistantMessage") called = new Set(message.toolCalls.map((call) => call.id))
    else if (message._tag !== "ToolMessage") called = new Set()
    kept?.push(message)
  })
  return kept ?? history
}
