import * as Model from "../Model.js"
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
 * The calls of one assistant message that the tool messages right after it (`run`) leave open, which of those
 * messages answer a call, and which call each answers (its index in `calls`, -1 for none). A result answers the first
 * call of its id still open, as providers pair them: ids repeat within one answer (DeepSeek and GLM give parallel calls
 * one id, some proxies give none, `""`), and a set of answered ids read one result as answering every call of its id,
 * so the other never ran and the model never got its result.
 * @internal
 */
export const pairRun = (
  calls: ReadonlyArray<Model.ToolCall>,
  run: ReadonlyArray<Model.ToolMessage>
): {
  readonly open: ReadonlyArray<Model.ToolCall>
  readonly answering: ReadonlyArray<boolean>
  readonly answers: ReadonlyArray<number>
} => {
  const openIndexes = calls.map((_, c) => c)
  const answers = run.map((result) => {
    const i = openIndexes.findIndex((c) => calls[c].id === result.toolCallId)
    return i >= 0 ? openIndexes.splice(i, 1)[0] : -1
  })
  return {
    open: openIndexes.map((c) => calls[c]),
    answering: answers.map((c) => c >= 0),
    answers
  }
}

/**
 * The tool messages right after `history[index]` (an assistant message): the results its calls may have.
 * @internal
 */
export const resultsAfter = (history: Model.History, index: number): ReadonlyArray<Model.ToolMessage> => {
  let end = index + 1
  while (end < history.length && history[end]._tag === "ToolMessage") end++
  return history.slice(index + 1, end) as ReadonlyArray<Model.ToolMessage>
}

/**
 * The last assistant message, if its tool calls are not all answered, with the calls that have no
 * tool message yet: a step saved after the model answered but before its tools finished resumes
 * with them instead of asking the model again. Only the tool messages after that assistant message
 * count: providers that number calls per response ("call_0", …) reuse ids across exchanges. Within it,
 * each result answers one call (see `pairRun`): two calls of one id with one result leave the second open.
 * @internal
 */
export const unfinishedToolCalls = (
  history: Model.History
):
  | { readonly message: Model.AssistantMessage; readonly index: number; readonly calls: ReadonlyArray<Model.ToolCall> }
  | undefined =>
{
  let i = history.length - 1
  while (i >= 0 && history[i]._tag === "ToolMessage") i--
  const message = history[i]
  if (message === undefined || message._tag !== "AssistantMessage") return undefined
  const { open } = pairRun(message.toolCalls, resultsAfter(history, i))
  return open.length === 0 ? undefined : { message, index: i, calls: open }
}

/**
 * The tool calls of the last assistant message that have no tool message yet.
 * @internal
 */
export const pendingToolCalls = (history: Model.History): ReadonlyArray<Model.ToolCall> =>
  unfinishedToolCalls(history)?.calls ?? []

/** What {@link paired} left out: tool results and tool calls. @internal */
export interface Unpaired {
  readonly history: Model.History
  readonly results: number
  readonly calls: number
}

const withCalls = (message: Model.AssistantMessage, toolCalls: ReadonlyArray<Model.ToolCall>) =>
  new Model.AssistantMessage({
    content: message.content,
    toolCalls,
    stopReason: message.stopReason,
    ...(message.errorMessage !== undefined ? { errorMessage: message.errorMessage } : {}),
    ...(message.reasoning !== undefined ? { reasoning: message.reasoning } : {})
  })

/**
 * The history with every tool call paired with its result, as providers read them: a result counts only in the run of
 * tool messages right after the assistant message that called it, and each call of that message needs one there. A
 * compaction can break pairs both ways, and providers refuse either with a 400: a "last N messages" cut that starts
 * inside a batch of results keeps results without their call (OpenAI: "messages with role 'tool' must be a response to
 * a preceeding message with 'tool_calls'"; Anthropic: "Each `tool_result` block must have a corresponding `tool_use`
 * block in the previous message"); one that drops tool outputs keeps calls without their result (OpenAI: "An
 * assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'";
 * Anthropic: "tool_use ids were found without tool_result blocks immediately after"). Such results are left out, and
 * such calls from their message (the message too when no words are left). The same array when all are paired.
 * @internal
 */
export const paired = (history: Model.History): Unpaired => {
  const kept: Array<Model.Message> = []
  let results = 0
  let calls = 0
  for (let i = 0; i < history.length;) {
    const message = history[i]
    if (message._tag !== "AssistantMessage") {
      // a result here follows no assistant message (the run after one is read with it, below)
      if (message._tag === "ToolMessage") results++
      else kept.push(message)
      i++
      continue
    }
    const run = resultsAfter(history, i)
    // one result a call, by position among the calls of its id (see `pairRun`)
    const { answering, open } = pairRun(message.toolCalls, run)
    const toolCalls = message.toolCalls.filter((call) => !open.includes(call))
    calls += message.toolCalls.length - toolCalls.length
    if (toolCalls.length === message.toolCalls.length) kept.push(message)
    else if (toolCalls.length > 0 || message.content.length > 0) kept.push(withCalls(message, toolCalls))
    run.forEach((result, r) => {
      if (answering[r]) kept.push(result)
      else results++
    })
    i += 1 + run.length
  }
  return { history: results + calls === 0 ? history : kept, results, calls }
}
