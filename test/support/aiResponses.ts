/**
 * OpenAI Responses API shapes (what `@effect/ai-openai` decodes), served by the loopback server, and
 * the `@effect/ai-openai` layers pointed at it.
 */
import { OpenAiClient, OpenAiLanguageModel } from "@effect/ai-openai"
import { FetchHttpClient, type HttpClient } from "@effect/platform"
import { Layer, Redacted } from "effect"
import * as Loopback from "./loopback.js"

export const message = (text: string, id = "msg_1") => ({
  id,
  type: "message",
  role: "assistant",
  status: "completed",
  content: [{ type: "output_text", text, annotations: [] }]
})

export const functionCall = (callId: string, name: string, args: unknown) => ({
  id: `fc_${callId}`,
  type: "function_call",
  call_id: callId,
  name,
  arguments: typeof args === "string" ? args : JSON.stringify(args),
  status: "completed"
})

export const response = (output: ReadonlyArray<unknown>, status = "completed") => ({
  id: "resp_1",
  object: "response",
  created_at: 1_700_000_000,
  status,
  error: null,
  incomplete_details: null,
  instructions: null,
  model: "gpt-4o-mini",
  output,
  parallel_tool_calls: true,
  tools: [],
  tool_choice: "auto",
  metadata: null,
  temperature: null,
  top_p: null,
  usage: {
    input_tokens: 12,
    output_tokens: 7,
    total_tokens: 19,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens_details: { reasoning_tokens: 0 }
  }
})

/** A 200 with a Responses API body. */
export const ok = (...output: ReadonlyArray<unknown>) => Loopback.reply(200, response(output))

/** An OpenAI error body with a status. */
export const error = (
  status: number,
  body: { readonly type?: string; readonly code?: string | null; readonly message: string },
  headers?: Loopback.Headers
) => Loopback.reply(status, { error: { param: null, code: null, type: "server_error", ...body } }, headers)

const event = (type: string, fields: Record<string, unknown>, sequence: number) => ({
  event: type,
  data: { type, sequence_number: sequence, ...fields }
})

/**
 * A streamed text answer: created, message added, one delta per piece, done, completed. With
 * `errorAfter: n`, an `error` event follows the n-th delta (0: before any) and the stream ends.
 */
export const textStream = (
  pieces: ReadonlyArray<string>,
  options?: { readonly errorAfter?: number; readonly error?: { readonly code: string; readonly message: string } }
): Loopback.Sse => {
  let sequence = 0
  const events: Array<Loopback.SseEvent> = [
    event("response.created", { response: { ...response([]), status: "in_progress" } }, sequence++),
    event("response.output_item.added", {
      output_index: 0,
      item: { id: "msg_1", type: "message", role: "assistant", status: "in_progress", content: [] }
    }, sequence++)
  ]
  const failure = () =>
    event("error", {
      code: options?.error?.code ?? "server_error",
      message: options?.error?.message ?? "The server had an error while processing your request",
      param: null
    }, sequence++)
  for (const [i, delta] of pieces.entries()) {
    if (options?.errorAfter === i) return Loopback.sse([...events, failure()])
    events.push(event("response.output_text.delta", {
      item_id: "msg_1",
      output_index: 0,
      content_index: 0,
      delta,
      logprobs: []
    }, sequence++))
  }
  if (options?.errorAfter === pieces.length) return Loopback.sse([...events, failure()])
  events.push(event("response.output_item.done", { output_index: 0, item: message(pieces.join("")) }, sequence++))
  events.push(event("response.completed", { response: response([message(pieces.join(""))]) }, sequence++))
  return Loopback.sse(events)
}

/** A streamed answer that is one function call: created, the call added, its arguments, done, completed. */
export const callStream = (callId: string, name: string, args: unknown): Loopback.Sse => {
  const call = functionCall(callId, name, args)
  let sequence = 0
  return Loopback.sse([
    event("response.created", { response: { ...response([]), status: "in_progress" } }, sequence++),
    event(
      "response.output_item.added",
      { output_index: 0, item: { ...call, arguments: "", status: "in_progress" } },
      sequence++
    ),
    event(
      "response.function_call_arguments.delta",
      { item_id: call.id, output_index: 0, delta: call.arguments },
      sequence++
    ),
    event("response.output_item.done", { output_index: 0, item: call }, sequence++),
    event("response.completed", { response: response([call]) }, sequence++)
  ])
}

/** `LanguageModel` from `@effect/ai-openai`, talking to `url` over real HTTP (its client's `transformClient` given). */
export const openAi = (url: string, transformClient?: (client: HttpClient.HttpClient) => HttpClient.HttpClient) =>
  OpenAiLanguageModel.layer({ model: "gpt-4o-mini", config: { strict: false } }).pipe(
    Layer.provide(
      OpenAiClient.layer({
        apiUrl: `${url}/v1`,
        apiKey: Redacted.make("sk-test-loopback"),
        ...(transformClient === undefined ? {} : { transformClient })
      })
    ),
    Layer.provide(FetchHttpClient.layer)
  )

/** The JSON bodies the server received. */
export const bodies = (server: Loopback.Loopback): Array<any> => server.requests.map((r) => JSON.parse(r.body))
