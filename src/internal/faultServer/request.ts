/**
 * Reads a Chat Completions, Responses or Anthropic Messages request body into the one shape the model behaviours see.
 * Lenient on purpose: a fake provider should answer whatever a client sends, not validate it.
 * @internal
 */
import type * as FaultServer from "../../FaultServer.js"

type Json = Readonly<Record<string, unknown>>

const isRecord = (u: unknown): u is Json => typeof u === "object" && u !== null && !Array.isArray(u)
const array = (u: unknown): ReadonlyArray<unknown> => (Array.isArray(u) ? u : [])
const string = (u: unknown): string => (typeof u === "string" ? u : "")

/** The text of a content field: a string, or parts with `text` (any part type). */
const contentText = (content: unknown): string =>
  typeof content === "string"
    ? content
    : array(content).map((part) => (isRecord(part) ? string(part.text) : "")).filter((s) => s.length > 0).join("\n")

/** Fields that are structure, not prompt: a tokenizer sees them as a few fixed tokens at most. */
const structural = new Set(["role", "type", "id", "call_id", "tool_call_id", "tool_use_id", "status"])

/** Characters of the strings in the input (texts, tool arguments and results): what a tokenizer reads. */
const stringChars = (u: unknown, depth = 0): number => {
  if (typeof u === "string") return u.length
  if (depth > 32) return 0
  if (Array.isArray(u)) return u.reduce((n: number, v) => n + stringChars(v, depth + 1), 0)
  if (!isRecord(u)) return 0
  let n = 0
  for (const [key, value] of Object.entries(u)) if (!structural.has(key)) n += stringChars(value, depth + 1)
  return n
}

type Entry =
  | { readonly _tag: "User"; readonly text: string }
  | { readonly _tag: "Other" }
  | { readonly _tag: "ToolCalls"; readonly calls: ReadonlyArray<{ readonly id: string; readonly name: string }> }
  | { readonly _tag: "ToolResult"; readonly callId: string; readonly output: string }

const chatEntries = (messages: ReadonlyArray<unknown>): ReadonlyArray<Entry> =>
  messages.map((m): Entry => {
    if (!isRecord(m)) return { _tag: "Other" }
    if (m.role === "user") return { _tag: "User", text: contentText(m.content) }
    if (m.role === "tool") {
      return { _tag: "ToolResult", callId: string(m.tool_call_id), output: contentText(m.content) }
    }
    if (m.role === "assistant" && array(m.tool_calls).length > 0) {
      return {
        _tag: "ToolCalls",
        calls: array(m.tool_calls).map((c) =>
          isRecord(c) ? { id: string(c.id), name: string(isRecord(c.function) ? c.function.name : "") } : {
            id: "",
            name: ""
          }
        )
      }
    }
    return { _tag: "Other" }
  })

const responsesEntries = (input: unknown): ReadonlyArray<Entry> => {
  if (typeof input === "string") return [{ _tag: "User", text: input }]
  const entries: Array<Entry> = []
  for (const item of array(input)) {
    if (!isRecord(item)) continue
    if (item.type === "function_call") {
      const call = { id: string(item.call_id), name: string(item.name) }
      const last = entries[entries.length - 1]
      // Consecutive function_call items are one assistant turn with parallel calls.
      if (last?._tag === "ToolCalls") entries[entries.length - 1] = { _tag: "ToolCalls", calls: [...last.calls, call] }
      else entries.push({ _tag: "ToolCalls", calls: [call] })
    } else if (item.type === "function_call_output") {
      const output = typeof item.output === "string" ? item.output : JSON.stringify(item.output ?? null)
      entries.push({ _tag: "ToolResult", callId: string(item.call_id), output })
    } else if (item.role === "user") {
      entries.push({ _tag: "User", text: contentText(item.content) })
    } else {
      entries.push({ _tag: "Other" })
    }
  }
  return entries
}

/**
 * Anthropic's messages: a user message is content blocks (or a string); the tool results of a round come back as
 * `tool_result` blocks inside a user message, which is no new user turn (it would reset the tool rounds), and an
 * assistant's tool calls are its `tool_use` blocks.
 */
const messagesEntries = (messages: ReadonlyArray<unknown>): ReadonlyArray<Entry> =>
  messages.flatMap((m): ReadonlyArray<Entry> => {
    if (!isRecord(m)) return [{ _tag: "Other" }]
    const blocks = array(m.content).filter(isRecord)
    if (m.role === "user") {
      const results = blocks.filter((b) => b.type === "tool_result")
      if (results.length === 0) return [{ _tag: "User", text: contentText(m.content) }]
      return results.map((b): Entry => ({
        _tag: "ToolResult",
        callId: string(b.tool_use_id),
        output: contentText(b.content)
      }))
    }
    const uses = blocks.filter((b) => b.type === "tool_use")
    if (m.role === "assistant" && uses.length > 0) {
      return [{ _tag: "ToolCalls", calls: uses.map((b) => ({ id: string(b.id), name: string(b.name) })) }]
    }
    return [{ _tag: "Other" }]
  })

const chatTools = (tools: unknown): FaultServer.ModelRequest["tools"] =>
  array(tools).flatMap((t) =>
    isRecord(t) && isRecord(t.function) && typeof t.function.name === "string"
      ? [{ name: t.function.name, parameters: t.function.parameters }]
      : []
  )

const responsesTools = (tools: unknown): FaultServer.ModelRequest["tools"] =>
  array(tools).flatMap((t) =>
    isRecord(t) && t.type === "function" && typeof t.name === "string"
      ? [{ name: t.name, parameters: t.parameters }]
      : []
  )

/**
 * The caller's own tools (no `type`, `null` or `"custom"`), as the other APIs keep their `function` tools:
 * Anthropic's typed tools (`web_search_20250305`, `code_execution_…`, `bash_…`, `text_editor_…`) have no
 * `input_schema`, and its server tools run at Anthropic, which sends no `tool_use` for them.
 */
const messagesTools = (tools: unknown): FaultServer.ModelRequest["tools"] =>
  array(tools).flatMap((t) =>
    isRecord(t) && (t.type === undefined || t.type === null || t.type === "custom") && typeof t.name === "string"
      ? [{ name: t.name, parameters: t.input_schema }]
      : []
  )

/**
 * `tool_choice` in any API's form: Chat Completions' `{ type: "function", function: { name } }` and
 * `{ type: "custom", custom: { name } }`, the Responses API's `{ type: "function", name }`, OpenAI's `allowed_tools`
 * (its `mode` and `tools`; at the top level in the Responses API, under `allowed_tools` in Chat Completions), and
 * Anthropic's `{ type: "auto" | "any" | "none" | "tool", name }`. Anything else is `"auto"`, what a provider does
 * without one.
 */
const toolChoice = (choice: unknown): FaultServer.ToolChoice => {
  if (choice === "none" || choice === "required") return choice
  if (!isRecord(choice)) return "auto"
  switch (choice.type) {
    case "none":
      return "none"
    case "any":
      return "required"
    case "tool":
      return typeof choice.name === "string" ? { tool: choice.name } : "auto"
    case "function":
    case "custom": {
      const name = toolName(choice)
      return name === undefined ? "auto" : { tool: name }
    }
    case "allowed_tools": {
      // Read as its mode alone, the seeded model called any tool offered, not only those allowed.
      const allowed = isRecord(choice.allowed_tools) ? choice.allowed_tools : choice
      return {
        allowed: array(allowed.tools).flatMap((tool) => toolName(tool) ?? []),
        mode: allowed.mode === "required" ? "required" : "auto"
      }
    }
  }
  return "auto"
}

/**
 * The tool an OpenAI `tool_choice` names, or one that `allowed_tools` lists: Chat Completions' `{ type, function }` or
 * `{ type, custom }` (each `{ name }`), the Responses API's `{ type, name }`.
 */
const toolName = (tool: unknown): string | undefined => {
  if (!isRecord(tool)) return undefined
  const named = isRecord(tool.function) ? tool.function : isRecord(tool.custom) ? tool.custom : tool
  return typeof named.name === "string" ? named.name : undefined
}

/** @internal */
export const parse = (api: FaultServer.ModelRequest["api"], body: unknown): FaultServer.ModelRequest => {
  const b = isRecord(body) ? body : {}
  const input = api === "responses" ? b.input : b.messages
  const entries = api === "chat"
    ? chatEntries(array(input))
    : api === "messages"
    ? messagesEntries(array(input))
    : responsesEntries(input)
  let lastUser = -1
  entries.forEach((e, i) => {
    if (e._tag === "User") lastUser = i
  })
  const since = entries.slice(lastUser + 1)
  const names = new Map<string, string>()
  for (const e of since) if (e._tag === "ToolCalls") { for (const c of e.calls) names.set(c.id, c.name) }
  const user = lastUser >= 0 ? entries[lastUser] : undefined
  return {
    api,
    model: typeof b.model === "string" ? b.model : "unknown",
    stream: b.stream === true,
    lastUserText: user?._tag === "User" ? user.text : "",
    tools: api === "chat" ? chatTools(b.tools) : api === "messages" ? messagesTools(b.tools) : responsesTools(b.tools),
    toolRounds: since.filter((e) => e._tag === "ToolCalls").length,
    toolResults: since.flatMap((e) =>
      e._tag === "ToolResult" ? [{ callId: e.callId, name: names.get(e.callId), output: e.output }] : []
    ),
    messages: entries.length,
    toolChoice: toolChoice(b.tool_choice),
    // Anthropic's system prompt is a top-level field (a string or text blocks), as the Responses API's instructions are
    estimatedTokens: Math.ceil((stringChars(input) + stringChars(api === "messages" ? b.system : b.instructions)) / 4)
  }
}
