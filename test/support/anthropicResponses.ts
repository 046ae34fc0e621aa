/**
 * `@effect/ai-anthropic` (0.27) over real HTTP, and Anthropic's streams as its streaming page shows them
 * (https://docs.anthropic.com/en/docs/build-with-claude/streaming): what the tests replay to its real `AnthropicClient`.
 */
import { AnthropicClient, AnthropicLanguageModel } from "@effect/ai-anthropic"
import type { HttpClient } from "@effect/platform"
import { FetchHttpClient } from "@effect/platform"
import { Layer, Redacted } from "effect"
import * as Loopback from "./loopback.js"

/** The model over `fetch`, against `url` (its client's `transformClient` given). */
export const anthropic = (url: string, transformClient?: (client: HttpClient.HttpClient) => HttpClient.HttpClient) =>
  AnthropicLanguageModel.layer({ model: "claude-sonnet-4-5" }).pipe(
    Layer.provide(
      AnthropicClient.layer({
        apiUrl: url,
        apiKey: Redacted.make("sk-ant-test"),
        ...(transformClient === undefined ? {} : { transformClient })
      })
    ),
    Layer.provide(FetchHttpClient.layer)
  )

/** One server-sent event of a Messages stream: its `event` line names its `type`. */
export const sseEvent = (type: string, fields: Record<string, unknown> = {}): Loopback.SseEvent => ({
  event: type,
  data: { type, ...fields }
})

/** The first event of every Messages stream, its message still empty. */
export const messageStart: Loopback.SseEvent = sseEvent("message_start", {
  message: {
    id: "msg_01XFDUDYJgAACzvnptvVoYEL",
    type: "message",
    role: "assistant",
    content: [],
    model: "claude-sonnet-4-5",
    stop_reason: null,
    stop_sequence: null,
    usage: { input_tokens: 25, output_tokens: 1 }
  }
})

/**
 * A streamed answer as the streaming page shows it: `message_start`, a text block (with a `ping`), one delta per piece,
 * `message_delta` with the stop reason, `message_stop`. With `error`, its event follows the `errorAfter`-th delta and the
 * stream ends there; with `cut`, the events stop before `message_stop` and the connection closes, is destroyed or hangs.
 */
export const textStream = (
  pieces: ReadonlyArray<string>,
  options?: {
    readonly error?: Loopback.SseEvent | undefined
    readonly errorAfter?: number | undefined
    readonly cut?: "close" | "destroy" | "hang" | undefined
  }
): Loopback.Sse => {
  const events: Array<Loopback.SseEvent> = [
    messageStart,
    sseEvent("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
    sseEvent("ping")
  ]
  for (const [i, text] of pieces.entries()) {
    if (options?.error !== undefined && options.errorAfter === i) return Loopback.sse([...events, options.error])
    events.push(sseEvent("content_block_delta", { index: 0, delta: { type: "text_delta", text } }))
  }
  if (options?.error !== undefined) return Loopback.sse([...events, options.error])
  if (options?.cut !== undefined) return Loopback.sse(events, { end: options.cut })
  events.push(sseEvent("content_block_stop", { index: 0 }))
  events.push(
    sseEvent("message_delta", { delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 15 } })
  )
  events.push(sseEvent("message_stop"))
  return Loopback.sse(events)
}
