/**
 * Replies encoded as the two OpenAI APIs and Anthropic's Messages API send them: a JSON body, or the server-sent
 * events of a stream. Shapes follow what `openai` 6 and `@effect/ai-openai` 0.41 decode (its `Generated.Response`
 * and `ResponseStreamEvent` schemas), and `@anthropic-ai/sdk` and `@effect/ai-anthropic` 0.27 (its `BetaMessage` and
 * `MessageStreamEvent`), as Anthropic's streaming page shows them.
 * @internal
 */
import type * as FaultServer from "../../FaultServer.js"
import type { ErrorContext } from "./errors.js"
import { anthropicErrorObject, errorObject } from "./errors.js"
import type { StreamCode } from "./faults.js"
import * as Prng from "./prng.js"

/** @internal */
export interface Context {
  readonly seed: number
  /** The request number: ids derive from it. */
  readonly index: number
  readonly model: string
  /** Unix seconds, from `Clock`. */
  readonly created: number
  readonly inputTokens: number
  readonly includeUsage: boolean
}

/** @internal */
export const sse = (data: unknown, event?: string): string =>
  `${event === undefined ? "" : `event: ${event}\n`}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`

const textPieces = (text: string): ReadonlyArray<string> => text.match(/\s*\S+\s*/g) ?? [text]

const slices = (s: string, size: number): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size))
  return out.length === 0 ? [""] : out
}

const outputTokens = (reply: FaultServer.Reply): number =>
  Math.ceil(
    (reply._tag === "Text"
      ? reply.text.length
      : reply.calls.reduce((n, c) => n + c.name.length + JSON.stringify(c.arguments ?? {}).length, 0)) / 4
  )

interface Call {
  readonly id: string
  readonly itemId: string
  readonly name: string
  readonly arguments: string
}

const calls = (reply: FaultServer.Reply, ctx: Context): ReadonlyArray<Call> =>
  reply._tag === "Text" ? [] : reply.calls.map((c, i) => ({
    id: c.id ?? `call_${Prng.hex(ctx.seed, "call", ctx.index * 64 + i)}`,
    itemId: `fc_${Prng.hex(ctx.seed, "fc", ctx.index * 64 + i)}`,
    name: c.name,
    arguments: JSON.stringify(c.arguments ?? {})
  }))

// ------------------------------------------------------------------------------------------ chat

const chatId = (ctx: Context) => `chatcmpl-${Prng.hex(ctx.seed, "chat", ctx.index)}`

const chatUsage = (reply: FaultServer.Reply, ctx: Context) => {
  const completion = outputTokens(reply)
  return { prompt_tokens: ctx.inputTokens, completion_tokens: completion, total_tokens: ctx.inputTokens + completion }
}

/** @internal */
export const chatJson = (reply: FaultServer.Reply, ctx: Context): unknown => {
  const toolCalls = calls(reply, ctx)
  return {
    id: chatId(ctx),
    object: "chat.completion",
    created: ctx.created,
    model: ctx.model,
    system_fingerprint: "fp_faultserver",
    choices: [{
      index: 0,
      message: {
        role: "assistant",
        content: reply._tag === "Text" ? reply.text : null,
        refusal: null,
        annotations: [],
        ...(toolCalls.length === 0 ? {} : {
          tool_calls: toolCalls.map((c) => ({
            id: c.id,
            type: "function",
            function: { name: c.name, arguments: c.arguments }
          }))
        })
      },
      logprobs: null,
      finish_reason: reply._tag === "Text" ? "stop" : "tool_calls"
    }],
    usage: chatUsage(reply, ctx)
  }
}

/** The events of a chat stream; the last one is `[DONE]`. @internal */
export const chatEvents = (reply: FaultServer.Reply, ctx: Context): ReadonlyArray<string> => {
  const chunk = (delta: unknown, finish: string | null = null) =>
    sse({
      id: chatId(ctx),
      object: "chat.completion.chunk",
      created: ctx.created,
      model: ctx.model,
      system_fingerprint: "fp_faultserver",
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }]
    })
  const events = [chunk({ role: "assistant", content: "", refusal: null })]
  if (reply._tag === "Text") {
    for (const piece of textPieces(reply.text)) events.push(chunk({ content: piece }))
  } else {
    calls(reply, ctx).forEach((c, index) => {
      events.push(
        chunk({ tool_calls: [{ index, id: c.id, type: "function", function: { name: c.name, arguments: "" } }] })
      )
      for (const piece of slices(c.arguments, 16)) {
        events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }))
      }
    })
  }
  events.push(chunk({}, reply._tag === "Text" ? "stop" : "tool_calls"))
  if (ctx.includeUsage) {
    events.push(sse({
      id: chatId(ctx),
      object: "chat.completion.chunk",
      created: ctx.created,
      model: ctx.model,
      system_fingerprint: "fp_faultserver",
      choices: [],
      usage: chatUsage(reply, ctx)
    }))
  }
  events.push(sse("[DONE]"))
  return events
}

/** An error in a chat stream: a data line with an `error` object, as OpenAI sends it. @internal */
export const chatErrorEvents = (code: StreamCode, ctx: ErrorContext): ReadonlyArray<string> => [
  sse({ error: errorObject(code, ctx) })
]

// ------------------------------------------------------------------------------------- responses

const responseId = (ctx: Context) => `resp_${Prng.hex(ctx.seed, "resp", ctx.index)}`
const messageId = (ctx: Context) => `msg_${Prng.hex(ctx.seed, "msg", ctx.index)}`

const outputItems = (reply: FaultServer.Reply, ctx: Context, status: "in_progress" | "completed") =>
  reply._tag === "Text"
    ? [{
      id: messageId(ctx),
      type: "message",
      role: "assistant",
      status,
      content: status === "in_progress" ? [] : [{ type: "output_text", text: reply.text, annotations: [] }]
    }]
    : calls(reply, ctx).map((c) => ({
      id: c.itemId,
      type: "function_call",
      call_id: c.id,
      name: c.name,
      arguments: status === "in_progress" ? "" : c.arguments,
      status
    }))

const response = (
  reply: FaultServer.Reply,
  ctx: Context,
  status: "in_progress" | "completed" | "failed",
  error: { readonly code: string; readonly message: string } | null = null
) => {
  const output = status === "completed" ? outputItems(reply, ctx, "completed") : []
  const completion = outputTokens(reply)
  return {
    id: responseId(ctx),
    object: "response",
    created_at: ctx.created,
    status,
    error,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: null,
    model: ctx.model,
    output,
    ...(status === "completed" && reply._tag === "Text" ? { output_text: reply.text } : {}),
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: true,
    temperature: 1,
    text: { format: { type: "text" } },
    tool_choice: "auto",
    tools: [],
    top_p: 1,
    truncation: "disabled",
    usage: status === "completed"
      ? {
        input_tokens: ctx.inputTokens,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: completion,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: ctx.inputTokens + completion
      }
      : null,
    user: null,
    metadata: {}
  }
}

/** @internal */
export const responsesJson = (reply: FaultServer.Reply, ctx: Context): unknown => response(reply, ctx, "completed")

/** The events of a Responses stream, `response.created` to `response.completed`. @internal */
export const responsesEvents = (reply: FaultServer.Reply, ctx: Context): ReadonlyArray<string> => {
  let sequence = 0
  const events: Array<string> = []
  const emit = (type: string, fields: Record<string, unknown>) =>
    events.push(sse({ type, sequence_number: sequence++, ...fields }, type))
  emit("response.created", { response: response(reply, ctx, "in_progress") })
  emit("response.in_progress", { response: response(reply, ctx, "in_progress") })
  const done = outputItems(reply, ctx, "completed")
  outputItems(reply, ctx, "in_progress").forEach((item, output_index) => {
    emit("response.output_item.added", { output_index, item })
    if (reply._tag === "Text") {
      const item_id = messageId(ctx)
      const part = { type: "output_text", text: "", annotations: [] }
      emit("response.content_part.added", { item_id, output_index, content_index: 0, part })
      for (const delta of textPieces(reply.text)) {
        emit("response.output_text.delta", { item_id, output_index, content_index: 0, delta, logprobs: [] })
      }
      emit("response.output_text.done", { item_id, output_index, content_index: 0, text: reply.text, logprobs: [] })
      emit("response.content_part.done", {
        item_id,
        output_index,
        content_index: 0,
        part: { ...part, text: reply.text }
      })
    } else {
      const call = done[output_index] as { readonly id: string; readonly arguments: string }
      for (const delta of slices(call.arguments, 16)) {
        emit("response.function_call_arguments.delta", { item_id: call.id, output_index, delta })
      }
      emit("response.function_call_arguments.done", { item_id: call.id, output_index, arguments: call.arguments })
    }
    emit("response.output_item.done", { output_index, item: done[output_index] })
  })
  emit("response.completed", { response: response(reply, ctx, "completed") })
  return events
}

/**
 * An error in a Responses stream: an `error` event, then `response.failed`, as OpenAI sends them.
 * `sequence` continues the numbering of the events already sent.
 * @internal
 */
export const responsesErrorEvents = (
  code: StreamCode,
  errorCtx: ErrorContext,
  reply: FaultServer.Reply,
  ctx: Context,
  sequence: number
): ReadonlyArray<string> => {
  const e = errorObject(code, errorCtx)
  return [
    sse({ type: "error", sequence_number: sequence, code, message: e.message, param: e.param }, "error"),
    sse(
      {
        type: "response.failed",
        sequence_number: sequence + 1,
        response: response(reply, ctx, "failed", { code, message: e.message })
      },
      "response.failed"
    )
  ]
}

// -------------------------------------------------------------------------------------- messages

const anthropicMessageId = (ctx: Context) => `msg_${Prng.hex(ctx.seed, "anthropic-msg", ctx.index)}`

/** Anthropic's tool call ids are `toolu_…`; a scripted id is sent as it is. */
const anthropicCalls = (reply: FaultServer.Reply, ctx: Context) =>
  reply._tag === "Text" ? [] : reply.calls.map((c, i) => ({
    id: c.id ?? `toolu_${Prng.hex(ctx.seed, "toolu", ctx.index * 64 + i)}`,
    name: c.name,
    input: c.arguments ?? {}
  }))

const stopReason = (reply: FaultServer.Reply) => reply._tag === "Text" ? "end_turn" : "tool_use"

const anthropicUsage = (ctx: Context, output: number) => ({
  input_tokens: ctx.inputTokens,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  output_tokens: output,
  service_tier: "standard"
})

const anthropicMessage = (
  reply: FaultServer.Reply,
  ctx: Context,
  content: ReadonlyArray<unknown>,
  done: boolean
) => ({
  id: anthropicMessageId(ctx),
  type: "message",
  role: "assistant",
  model: ctx.model,
  content,
  stop_reason: done ? stopReason(reply) : null,
  stop_sequence: null,
  usage: anthropicUsage(ctx, done ? outputTokens(reply) : 1)
})

/** @internal */
export const messagesJson = (reply: FaultServer.Reply, ctx: Context): unknown =>
  anthropicMessage(
    reply,
    ctx,
    reply._tag === "Text"
      ? [{ type: "text", text: reply.text }]
      : anthropicCalls(reply, ctx).map((c) => ({ type: "tool_use", ...c })),
    true
  )

/**
 * The events of a Messages stream, `message_start` to `message_stop`: a text block (with a `ping` after its start, as
 * the streaming page shows), or one `tool_use` block per call whose input comes as `input_json_delta`s, the first
 * empty, as Anthropic sends them.
 * @internal
 */
export const messagesEvents = (reply: FaultServer.Reply, ctx: Context): ReadonlyArray<string> => {
  const events: Array<string> = []
  const emit = (type: string, fields: Record<string, unknown> = {}) => events.push(sse({ type, ...fields }, type))
  emit("message_start", { message: anthropicMessage(reply, ctx, [], false) })
  if (reply._tag === "Text") {
    emit("content_block_start", { index: 0, content_block: { type: "text", text: "" } })
    emit("ping")
    for (const text of textPieces(reply.text)) {
      emit("content_block_delta", { index: 0, delta: { type: "text_delta", text } })
    }
    emit("content_block_stop", { index: 0 })
  } else {
    anthropicCalls(reply, ctx).forEach((c, index) => {
      emit("content_block_start", { index, content_block: { type: "tool_use", id: c.id, name: c.name, input: {} } })
      for (const partial_json of ["", ...slices(JSON.stringify(c.input), 16)]) {
        emit("content_block_delta", { index, delta: { type: "input_json_delta", partial_json } })
      }
      emit("content_block_stop", { index })
    })
  }
  emit("message_delta", {
    delta: { stop_reason: stopReason(reply), stop_sequence: null },
    usage: { output_tokens: outputTokens(reply) }
  })
  emit("message_stop")
  return events
}

/**
 * An error in a Messages stream: `event: error`, as Anthropic sends it after a 200 (streamErrors.ts, "anthropic
 * mid-stream overloaded_error"). A server error mid-stream is Anthropic's overload, the one it sends there.
 * @internal
 */
export const messagesErrorEvents = (code: StreamCode, errorCtx: ErrorContext): ReadonlyArray<string> => {
  const error = code === "server_error"
    ? { type: "overloaded_error", message: "Overloaded" }
    : anthropicErrorObject(code, errorCtx)
  return [
    sse({ type: "error", error: { details: null, ...error }, request_id: errorCtx.requestId }, "error")
  ]
}
