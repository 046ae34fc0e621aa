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
