import * as Sse from "@effect/experimental/Sse"
import type * as HttpClient from "@effect/platform/HttpClient"
import type * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import * as Stream from "effect/Stream"
import { get, getString, isObject } from "./classify/inspect.js"
import { streamDocuments } from "./streamDocuments.js"

/** @internal */
export const FAILED_WITHOUT_ERROR = "the response failed without an error (response.failed event received)"

/**
 * The Responses `error` event `@effect/ai-openai` decodes (a flat `code` and `message`, as OpenAI documents it) for one
 * it cannot read or reads as a success:
 * - `response.failed`: decoded, it becomes a `finish` part ("stop", or "tool-calls"), an empty or partial answer taken
 *   for a whole one; its `response.error.code` outside the client's list (`insufficient_quota`) does not decode, and the
 *   failure reads as a stream cut short (`Retryable`), a spent quota retried;
 * - an `error` event whose error is nested (`{ type: "error", error: { code, message } }`, as OpenAI sends it), or flat
 *   but without the `sequence_number` or the string `code` the client requires: skipped;
 * - a bare error object (`{ error: { message, type, code } }`, an error body written into the stream, as vLLM and relays
 *   do; openai-node throws it as an `APIError`): skipped.
 * Its `code` and `message` are the classifier's: `rate_limit_exceeded` with its "try again in 11.054s", `server_error`,
 * `insufficient_quota`. A numeric code (vLLM's HTTP status) is given as its digits, which the classifier reads as it reads
 * the number. An error without a code gives its `type` as the code: the flat event has no field for it, and for gateways'
 * `{ message, type: "server_error" }` it is what says the failure is the server's (a flat event's `type` is the event's,
 * not the failure's). `undefined` for any other event.
 */
const asErrorEvent = (data: unknown): object | undefined => {
  const type = get(data, "type")
  const error = type === "response.failed"
    ? get(get(data, "response"), "error")
    : type === "error"
    ? getString(data, "message") === undefined ? get(data, "error") : data
    : type === undefined
    ? get(data, "error")
    : undefined
  if (type !== "response.failed" && !isFailure(error)) return undefined
  const sequence = get(data, "sequence_number")
  return {
    type: "error",
    sequence_number: Number.isSafeInteger(sequence) ? sequence : 0,
    code: codeOf(error, error === data),
    message: getString(error, "message") ?? (typeof error === "string" ? error : FAILED_WITHOUT_ERROR),
    param: getString(error, "param") ?? null
  }
}

/** An error as an event carries one: an object, or a text (a bare `{ "error": null }` says nothing failed). */
const isFailure = (error: unknown): boolean => isObject(error) || (typeof error === "string" && error !== "")

const codeOf = (error: unknown, flat: boolean): string | null => {
  const code = get(error, "code")
  if (typeof code === "string") return code
  if (typeof code === "number" && Number.isFinite(code)) return String(code)
  return flat ? null : getString(error, "type") ?? null
}

const rewritten = (event: Sse.Event): Sse.Event => {
  // Most events are deltas: only those that can be a failure are parsed.
  if (!event.data.includes("\"error\"") && !event.data.includes("\"response.failed\"")) return event
  let data: unknown
  try {
    data = JSON.parse(event.data)
  } catch {
    return event
  }
  const error = asErrorEvent(data)
  return error === undefined ? event : { ...event, event: "error", data: JSON.stringify(error) }
}

/**
 * The response with its body's failure events rewritten. The body's own failures (a dropped connection) pass as they
 * are, so the client reads them as it would have. The other fields are the response's own (its prototype).
 */
const withFailuresAsErrors = (
  response: HttpClientResponse.HttpClientResponse
): HttpClientResponse.HttpClientResponse => {
  const body = response.stream.pipe(
    Stream.decodeText(),
    Stream.pipeThroughChannel(Sse.makeChannel()),
    Stream.map((event) => Sse.encoder.write(rewritten(event))),
    Stream.encodeText
  )
  return Object.create(response, { stream: { value: body, enumerable: false } })
}

/** @internal */
export const streamFailures = (client: HttpClient.HttpClient): HttpClient.HttpClient =>
  streamDocuments(client, withFailuresAsErrors)
