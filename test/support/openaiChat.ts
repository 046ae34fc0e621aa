import type { Model } from "effect-resilience"
import type OpenAI from "openai"

/** A history message as the openai client's Chat Completions take it, as a user's `Model` over that client writes it. */
export const toChat = (m: Model.Message): OpenAI.ChatCompletionMessageParam => {
  switch (m._tag) {
    case "SystemMessage":
      return { role: "system", content: m.content }
    case "UserMessage":
      return { role: "user", content: m.content }
    case "ToolMessage":
      return { role: "tool", tool_call_id: m.toolCallId, content: m.content }
    case "AssistantMessage":
      return m.toolCalls.length === 0 ? { role: "assistant", content: m.content } : {
        role: "assistant",
        content: m.content,
        tool_calls: m.toolCalls.map((c) => ({
          id: c.id,
          type: "function" as const,
          function: { name: c.name, arguments: c.arguments }
        }))
      }
  }
}
