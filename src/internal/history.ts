import type * as Model from "../Model.js"

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
