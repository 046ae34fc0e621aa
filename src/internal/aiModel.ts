import type * as LanguageModel from "@effect/ai/LanguageModel"
import * as Prompt from "@effect/ai/Prompt"
import type * as Response from "@effect/ai/Response"
import * as AiTool from "@effect/ai/Tool"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as Model from "../Model.js"
import { definitionsOnly } from "./aiPolicy.js"
import { Collecting, CUT_SHORT } from "./aiStream.js"

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    // Invalid arguments the model wrote (and the toolkit answered with INVALID_ARGUMENTS) go back as text.
    return text
  }
}

const assistant = (message: Model.AssistantMessage): Prompt.AssistantMessage => {
  const content: Array<Prompt.AssistantMessagePart> = []
  if (message.content.length > 0) content.push(Prompt.textPart({ text: message.content }))
  for (const call of message.toolCalls) {
    content.push(
      Prompt.toolCallPart({ id: call.id, name: call.name, params: parseJson(call.arguments), providerExecuted: false })
    )
  }
  return Prompt.assistantMessage({ content })
}

const toolResult = (message: Model.ToolMessage): Prompt.ToolResultPart =>
  Prompt.toolResultPart({
    id: message.toolCallId,
    name: message.toolName,
    isFailure: message.isError,
    // The content is the JSON text the model reads; providers serialise `result` again, so it goes
    // as the value, not as a string of JSON.
    result: parseJson(message.content),
    providerExecuted: false
  })

/** @internal */
export const toPrompt = (history: Model.History): Prompt.Prompt => {
  const messages: Array<Prompt.Message> = []
  let results: Array<Prompt.ToolResultPart> | undefined
  for (const message of history) {
    if (message._tag === "ToolMessage") {
      // Consecutive results form one tool message: providers that group them (Anthropic) need it.
      if (results === undefined) {
        results = []
        messages.push(Prompt.toolMessage({ content: results }))
      }
      results.push(toolResult(message))
      continue
    }
    results = undefined
    switch (message._tag) {
      case "SystemMessage":
        messages.push(Prompt.systemMessage({ content: message.content }))
        break
      case "UserMessage":
        messages.push(Prompt.userMessage({ content: [Prompt.textPart({ text: message.content })] }))
        break
      case "AssistantMessage":
        // A failed answer never goes back to the model (Session leaves it out as well); nor does an empty one
        // (no text, no calls: Claude's known empty end_turn), which Anthropic refuses with a 400 ("all messages must
        // have non-empty content") on every later call of the conversation.
        if (message.stopReason !== "error" && (message.content.length > 0 || message.toolCalls.length > 0)) {
          messages.push(assistant(message))
        }
        break
    }
  }
  return Prompt.fromMessages(messages)
}

const describeError = (error: unknown): string => {
  if (typeof error === "string") return error
  if (error instanceof Error) return error.message
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

/**
 * One `AssistantMessage` from a response's parts. A stream (`streamed`) that ended without its `finish` part was cut
 * short (a proxy ending the body early, an error event the provider's decoder skipped): it becomes a failed message
 * the session classifies as a dropped stream, not a partial answer taken for a whole one.
 * @internal
 */
export const toAssistantMessage = (parts: Iterable<Response.AnyPart>, streamed = false): Model.AssistantMessage => {
  let text = ""
  const toolCalls: Array<Model.ToolCall> = []
  let stopReason: Model.StopReason | undefined
  let errorMessage: string | undefined
  for (const part of parts) {
    switch (part.type) {
      case "text":
        text += part.text
        break
      case "text-delta":
        text += part.delta
        break
      case "tool-call":
        // Provider-executed calls (web search…) already ran; only ours are the toolkit's to run.
        if (!part.providerExecuted) {
          toolCalls.push(new Model.ToolCall({ id: part.id, name: part.name, arguments: JSON.stringify(part.params) }))
        }
        break
      case "finish":
        stopReason = part.reason
        break
      case "error":
        errorMessage ??= describeError(part.error)
        break
    }
  }
  if (errorMessage === undefined && streamed && stopReason === undefined) errorMessage = CUT_SHORT
  if (errorMessage !== undefined) {
    return new Model.AssistantMessage({ content: text, toolCalls, stopReason: "error", errorMessage })
  }
  return new Model.AssistantMessage({
    content: text,
    toolCalls,
    stopReason: stopReason ?? (toolCalls.length > 0 ? "tool-calls" : "unknown")
  })
}

const withoutMeta = (schema: unknown): unknown => {
  if (typeof schema !== "object" || schema === null || !("$schema" in schema)) return schema
  const { $schema: _, ...rest } = schema as Record<string, unknown>
  return rest
}

/**
 * An `@effect/ai` tool with the definition's JSON Schema. Its parameter schema accepts any value:
 * the arguments are validated by this library's toolkit, which answers the model with
 * `INVALID_ARGUMENTS` instead of failing the response.
 * @internal
 */
export const toAiTool = (definition: Model.ToolDefinition): AiTool.Any =>
  AiTool.make(definition.name, { description: definition.description }).setParameters(
    Schema.Unknown.annotations({ jsonSchema: withoutMeta(definition.parameters) as object }) as any
  )

/** @internal */
export interface AdapterOptions {
  readonly stream?: boolean | undefined
}

/** @internal */
export const fromLanguageModel = (model: LanguageModel.Service, options: AdapterOptions = {}): Model.Service => ({
  generate: (request) => {
    const tools = request.tools.map(toAiTool)
    const prompt = toPrompt(request.history)
    const input = tools.length === 0
      ? { prompt }
      : { prompt, toolkit: definitionsOnly(tools), disableToolCallResolution: true as const }
    // Collected whole before anyone reads it: a policy around the model may retry a failure anywhere in the stream.
    const answer: Effect.Effect<Model.AssistantMessage, unknown, unknown> = options.stream === true
      ? Stream.runCollect(model.streamText(input as any)).pipe(
        Effect.map((parts) => toAssistantMessage(parts, true)),
        Effect.provideService(Collecting, true)
      )
      : Effect.map(model.generateText(input as any), (response) => toAssistantMessage(response.content))
    // Without a toolkit that has handlers, @effect/ai's calls need nothing from the context.
    return answer as Effect.Effect<Model.AssistantMessage, unknown>
  }
})
