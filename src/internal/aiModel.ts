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
import { requestIds } from "./requestIds.js"

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    // Invalid arguments the model wrote (and the toolkit answered with INVALID_ARGUMENTS) go back as text.
    return text
  }
}

/**
 * The reasoning that goes back to the provider: Anthropic's thinking blocks, which it requires beside the results of the
 * tools the answer called (`@effect/ai-anthropic` sends a reasoning part with `options.anthropic` as the block). OpenAI's
 * reasoning items are kept in the history but not sent: the Responses API accepts one only beside the items that
 * followed it, by their ids ("Item 'rs_…' of type 'reasoning' was provided without its required following item"), and
 * a history keeps no item ids; without them, a stateless call simply reasons afresh.
 */
const reasoningSentBack = (reasoning: Model.Reasoning): Prompt.ReasoningPart | undefined => {
  const anthropic = reasoning.metadata?.anthropic
  return anthropic === undefined ? undefined : Prompt.reasoningPart({ text: reasoning.text, options: { anthropic } })
}

const assistant = (
  message: Model.AssistantMessage,
  ids: ReadonlyArray<string> | undefined
): Prompt.AssistantMessage => {
  const content: Array<Prompt.AssistantMessagePart> = []
  // first: Anthropic wants an answer's thinking before its text and tool calls, as it sent them
  for (const reasoning of message.reasoning ?? []) {
    const part = reasoningSentBack(reasoning)
    if (part !== undefined) content.push(part)
  }
  if (message.content.length > 0) content.push(Prompt.textPart({ text: message.content }))
  message.toolCalls.forEach((call, c) => {
    content.push(
      Prompt.toolCallPart({
        id: ids?.[c] ?? call.id,
        name: call.name,
        params: parseJson(call.arguments),
        providerExecuted: false
      })
    )
  })
  return Prompt.assistantMessage({ content })
}

const toolResult = (message: Model.ToolMessage, id: string | undefined): Prompt.ToolResultPart =>
  Prompt.toolResultPart({
    id: id ?? message.toolCallId,
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
  // ids that repeat within an answer, are empty or have characters Anthropic refuses get ones of their own
  const ids = requestIds(history)
  history.forEach((message, i) => {
    if (message._tag === "ToolMessage") {
      // Consecutive results form one tool message: providers that group them (Anthropic) need it.
      if (results === undefined) {
        results = []
        messages.push(Prompt.toolMessage({ content: results }))
      }
      results.push(toolResult(message, ids.results.get(i)))
      return
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
          messages.push(assistant(message, ids.calls.get(i)))
        }
        break
    }
  })
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
  const reasoning = new ReasoningBlocks()
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
      case "reasoning":
        reasoning.whole(part.text, part.metadata)
        break
      case "reasoning-start":
      case "reasoning-end":
        reasoning.add(part.id, "", part.metadata)
        break
      case "reasoning-delta":
        reasoning.add(part.id, part.delta, part.metadata)
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
  const blocks = reasoning.blocks()
  return new Model.AssistantMessage({
    content: text,
    toolCalls,
    stopReason: errorMessage !== undefined ? "error" : stopReason ?? (toolCalls.length > 0 ? "tool-calls" : "unknown"),
    ...(errorMessage !== undefined ? { errorMessage } : {}),
    ...(blocks.length > 0 ? { reasoning: blocks } : {})
  })
}

type Metadata = Response.ProviderMetadata | undefined

/** One reasoning block as it is collected: its text so far, and its metadata by provider. */
interface Block {
  text: string
  readonly metadata: Record<string, Record<string, unknown>>
}

/**
 * An answer's reasoning blocks, in the order they started. A streamed block's metadata comes in pieces (Anthropic's
 * `signature` arrives in a delta of its own, a redacted block's data with its start): they are merged per provider.
 */
class ReasoningBlocks {
  private readonly list: Array<Block> = []
  private readonly open = new Map<string, Block>()

  whole(text: string, metadata: Metadata): void {
    this.list.push({ text, metadata: mergeInto({}, metadata) })
  }

  add(id: string, delta: string, metadata: Metadata): void {
    let block = this.open.get(id)
    if (block === undefined) {
      block = { text: "", metadata: {} }
      this.open.set(id, block)
      this.list.push(block)
    }
    block.text += delta
    mergeInto(block.metadata, metadata)
  }

  blocks(): Array<Model.Reasoning> {
    return this.list.map(({ metadata, text }) =>
      new Model.Reasoning(Object.keys(metadata).length > 0 ? { text, metadata } : { text })
    )
  }
}

const mergeInto = (into: Block["metadata"], metadata: Metadata): Block["metadata"] => {
  if (metadata === undefined) return into
  for (const provider of Object.keys(metadata)) {
    const fields = metadata[provider]
    if (fields !== undefined) into[provider] = { ...into[provider], ...fields }
  }
  return into
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
