import type * as Model from "../Model.js"
import { pairRun, resultsAfter } from "./history.js"

/** Anthropic's pattern for a `tool_use` id; OpenAI's ids fit it too. */
const VALID_ID = /^[a-zA-Z0-9_-]+$/

/**
 * The ids a request gives tool calls and results where the history's cannot go as they are: calls of one assistant
 * message that share an id (DeepSeek and GLM number parallel calls per answer, or repeat one), have none (`""`, from
 * proxies) or have characters Anthropic refuses (`^[a-zA-Z0-9_-]+$`). Anthropic answers such a request with a 400
 * (`tool_use` ids must be unique), and OpenAI's Chat API pairs tool messages by `tool_call_id`, so a turn that began on
 * one provider and goes on with another, or a proxy's empty ids, fails or pairs the wrong results. Each such call gets
 * `call_<message index>_<call index>` (a suffix while that is an id of the history already), and the results that
 * answer it, by position as the history pairs them (`pairRun`), the same. `calls` is keyed by the assistant message's
 * index, `results` by the tool message's; both are empty when every id can go as it is.
 * @internal
 */
export const requestIds = (
  history: Model.History
): { readonly calls: ReadonlyMap<number, ReadonlyArray<string>>; readonly results: ReadonlyMap<number, string> } => {
  const calls = new Map<number, ReadonlyArray<string>>()
  const results = new Map<number, string>()
  let taken: Set<string> | undefined
  history.forEach((message, i) => {
    if (message._tag !== "AssistantMessage" || message.toolCalls.every((call) => usable(message.toolCalls, call))) {
      return
    }
    const known = (taken ??= historyIds(history))
    const ids = message.toolCalls.map((call, c) => {
      if (usable(message.toolCalls, call)) return call.id
      let id = `call_${i}_${c}`
      while (known.has(id)) id += "_"
      known.add(id)
      return id
    })
    calls.set(i, ids)
    const { answers } = pairRun(message.toolCalls, resultsAfter(history, i))
    answers.forEach((c, r) => {
      if (c >= 0 && ids[c] !== message.toolCalls[c].id) results.set(i + 1 + r, ids[c])
    })
  })
  return { calls, results }
}

const usable = (calls: ReadonlyArray<Model.ToolCall>, call: Model.ToolCall): boolean =>
  VALID_ID.test(call.id) && calls.filter((other) => other.id === call.id).length === 1

const historyIds = (history: Model.History): Set<string> => {
  const ids = new Set<string>()
  for (const message of history) {
    if (message._tag === "AssistantMessage") { for (const call of message.toolCalls) ids.add(call.id) }
    else if (message._tag === "ToolMessage") ids.add(message.toolCallId)
  }
  return ids
}
