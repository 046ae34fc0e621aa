import * as Sse from "@effect/experimental/Sse"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientError from "@effect/platform/HttpClientError"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { get, getString, isObject } from "./classify/inspect.js"

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

const isSuccess = (response: HttpClientResponse.HttpClientResponse): boolean =>
  response.status >= 200 && response.status < 300

const contentType = (response: HttpClientResponse.HttpClientResponse): string =>
  (response.headers["content-type"] ?? "").toLowerCase()

const isEventStream = (response: HttpClientResponse.HttpClientResponse): boolean =>
  isSuccess(response) && contentType(response).includes("text/event-stream")

/**
 * A 2xx body that is a whole document, never an event stream: JSON (a relay's error envelope, the whole answer of a
 * server that ignores `stream`) or an HTML page (a wrong base URL's web UI). Other types are left alone: a relay may send
 * its events as `text/plain`.
 */
const isWholeDocument = (response: HttpClientResponse.HttpClientResponse): boolean => {
  if (!isSuccess(response)) return false
  const type = contentType(response)
  return type.includes("json") || type.includes("text/html")
}

const decoder = new TextDecoder()

/** The request asked for an event stream: its JSON body says `stream: true`, as the client's stream requests do. */
const askedToStream = (request: HttpClientRequest.HttpClientRequest): boolean => {
  if (request.body._tag !== "Uint8Array") return false
  const text = decoder.decode(request.body.body)
  // `"stream":true` cannot occur inside a string value (its quotes would be escaped): most bodies are ruled out unparsed
  if (!text.includes("\"stream\":true")) return false
  try {
    return get(JSON.parse(text), "stream") === true
  } catch {
    return false
  }
}

/**
 * A stream request answered with a whole document fails as the response it is, its body kept for the classifier (a
 * quota's envelope `Permanent`, a web page `Fatal`, as they are answering `generateText`). Read as a stream, it held no
 * event: the stream ended at once, was taken for one cut short, and retried, the body that said why lost.
 */
const notAStream = (response: HttpClientResponse.HttpClientResponse): HttpClientError.ResponseError =>
  new HttpClientError.ResponseError({
    request: response.request,
    response,
    reason: "StatusCode",
    description: `an event stream was asked for; the ${response.status} response is ${
      contentType(response) || "no event stream"
    }`
  })

/**
 * A whole document answering a stream request, read: one with something in it fails as itself (`notAStream`), its body
 * kept for the classifier; an empty one, or one whose reading failed, is what a stream dropped before its first event
 * looks like, and passes empty, to end as a stream cut short (`Retryable`), as it did before documents were read.
 */
const wholeDocument = (
  response: HttpClientResponse.HttpClientResponse
): Effect.Effect<HttpClientResponse.HttpClientResponse, HttpClientError.ResponseError> => {
  const copy = (text: string) =>
    HttpClientResponse.fromWeb(
      response.request,
      new Response(text, { status: response.status, headers: { ...response.headers } })
    )
  return Effect.matchEffect(response.text, {
    onFailure: () => Effect.succeed(copy("")),
    onSuccess: (text) => text.trim() === "" ? Effect.succeed(copy("")) : Effect.fail(notAStream(copy(text)))
  })
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
  HttpClient.transformResponse(
    client,
    Effect.flatMap((response) =>
      isEventStream(response)
        ? Effect.succeed(withFailuresAsErrors(response))
        : isWholeDocument(response) && askedToStream(response.request)
        ? wholeDocument(response)
        : Effect.succeed(response)
    )
  )
