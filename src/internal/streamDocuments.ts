/**
 * A stream request answered with a whole document instead of an event stream, for the provider clients that read any
 * 2xx body as one (`@effect/ai-openai`, `@effect/ai-anthropic`): the document held no event, so the client's stream
 * ended at once, was taken for one cut short and retried, and the body that said why was lost.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientError from "@effect/platform/HttpClientError"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import * as Chunk from "effect/Chunk"
import * as Effect from "effect/Effect"
import { identity } from "effect/Function"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { get } from "./classify/inspect.js"

const isSuccess = (response: HttpClientResponse.HttpClientResponse): boolean =>
  response.status >= 200 && response.status < 300

const contentType = (response: HttpClientResponse.HttpClientResponse): string =>
  (response.headers["content-type"] ?? "").toLowerCase()

/** @internal */
export const isEventStream = (response: HttpClientResponse.HttpClientResponse): boolean =>
  isSuccess(response) && contentType(response).includes("text/event-stream")

/**
 * A 2xx body typed as a whole document, never an event stream: JSON (a relay's error envelope, the whole answer of a
 * server that ignores `stream`) or an HTML page (a wrong base URL's web UI). Other types are left alone: a relay may send
 * its events as `text/plain`. The type alone does not decide (a proxy may label its events `application/json`): the body's
 * first character does (`mayBeDocument`).
 */
const isTypedAsDocument = (response: HttpClientResponse.HttpClientResponse): boolean => {
  if (!isSuccess(response)) return false
  const type = contentType(response)
  return type.includes("json") || type.includes("text/html")
}

const decoder = new TextDecoder()

/** `"stream": true` as JSON writes it, spaced or not. */
const STREAM_TRUE = /"stream"\s*:\s*true/

/** The request asked for an event stream: its JSON body says `stream: true`, as the clients' stream requests do. */
const askedToStream = (request: HttpClientRequest.HttpClientRequest): boolean => {
  if (request.body._tag !== "Uint8Array") return false
  const text = decoder.decode(request.body.body)
  // `"stream": true` cannot occur inside a string value (its quotes would be escaped): most bodies are ruled out unparsed
  if (!STREAM_TRUE.test(text)) return false
  try {
    return get(JSON.parse(text), "stream") === true
  } catch {
    return false
  }
}

/** Space, tab, CR, LF, and a UTF-8 byte order mark's bytes: what may come before a body's first character. */
const isBlank = (byte: number): boolean =>
  byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a || byte === 0xef || byte === 0xbb || byte === 0xbf

const firstCharacter = (bytes: Uint8Array): number | undefined => bytes.find((byte) => !isBlank(byte))

/**
 * A body starting with `{`, `[` or `<` is a document (JSON, an HTML page, NDJSON, which these clients cannot read
 * either); an event stream's first line is a field (`data:`, `event:`) or a comment (`:`).
 */
const startsADocument = (byte: number): boolean => byte === 0x7b || byte === 0x5b || byte === 0x3c

/**
 * The most of a document read: a relay's envelope is a few hundred bytes, a web UI's page some kilobytes; what is past
 * it is not needed to classify, and a body that never ends (a stream the server labelled NDJSON) is not held whole.
 */
const MAX_DOCUMENT_BYTES = 1024 * 1024

/**
 * The type the re-created response gives its body, so that `@effect/ai`'s `HttpResponseError` keeps it: it reads a body
 * only under a type that holds `application/json` or `text/`, as written, so `Application/JSON` and
 * `application/problem+json` lost theirs.
 */
const typeOfCopy = (text: string, type: string): string => {
  try {
    JSON.parse(text)
    return "application/json"
  } catch {
    return type.includes("text/") ? type : "text/plain"
  }
}

/**
 * A stream request answered with a whole document fails as the response it is, its body kept for the classifier (a
 * quota's envelope `Permanent`, a web page `Fatal`, as they are answering `generateText`).
 */
const notAStream = (response: HttpClientResponse.HttpClientResponse, text: string): HttpClientError.ResponseError => {
  const type = contentType(response)
  const copy = HttpClientResponse.fromWeb(
    response.request,
    new Response(text, {
      status: response.status,
      headers: { ...response.headers, "content-type": typeOfCopy(text, type) }
    })
  )
  return new HttpClientError.ResponseError({
    request: response.request,
    response: copy,
    reason: "StatusCode",
    description: `an event stream was asked for; the ${response.status} response is ${type || "no event stream"}`
  })
}

type Pull = Effect.Effect<Chunk.Chunk<Uint8Array>, Option.Option<HttpClientError.ResponseError>>

/**
 * The chunks up to the one holding the body's first character (and that character), or all of them if it has none. A
 * chunk is kept whole: it may hold more than one piece of the body (a response replayed from a recording is one chunk).
 */
const head = (
  pull: Pull,
  read: Array<Uint8Array> = []
): Effect.Effect<
  { readonly read: Array<Uint8Array>; readonly first: number | undefined },
  HttpClientError.ResponseError
> =>
  Effect.matchEffect(pull, {
    onFailure: Option.match({ onNone: () => Effect.succeed({ read, first: undefined }), onSome: Effect.fail }),
    onSuccess: (chunk) => {
      read.push(...chunk)
      for (const bytes of chunk) {
        const first = firstCharacter(bytes)
        if (first !== undefined) return Effect.succeed({ read, first })
      }
      return head(pull, read)
    }
  })

/** The rest of a document, up to `MAX_DOCUMENT_BYTES` in all, as text. */
const rest = (
  pull: Pull,
  read: Array<Uint8Array>,
  size = read.reduce((n, bytes) => n + bytes.length, 0)
): Effect.Effect<string, HttpClientError.ResponseError> =>
  size >= MAX_DOCUMENT_BYTES
    ? Effect.succeed(text(read))
    : Effect.matchEffect(pull, {
      onFailure: Option.match({ onNone: () => Effect.succeed(text(read)), onSome: Effect.fail }),
      onSuccess: (chunk) => {
        read.push(...chunk)
        return rest(pull, read, size + Chunk.reduce(chunk, 0, (n, bytes) => n + bytes.length))
      }
    })

const text = (read: ReadonlyArray<Uint8Array>): string => {
  const bytes = new Uint8Array(read.reduce((n, b) => n + b.length, 0))
  let at = 0
  for (const b of read) {
    bytes.set(b, at)
    at += b.length
  }
  // a document cut at MAX_DOCUMENT_BYTES may end inside a character: decoded with a replacement, not failed
  return decoder.decode(bytes.subarray(0, MAX_DOCUMENT_BYTES))
}

/**
 * The body of a response typed as a document, decided by its first character once the body is read: a document fails
 * as itself (`notAStream`), read (its first megabyte); anything else passes as it comes, chunk by chunk (a proxy's events
 * labelled `application/json` are read as the stream they are, not held until the end). An empty body is what a stream
 * dropped before its first event looks like, and ends empty (a stream cut short, `Retryable`); the body's own failures
 * (a dropped connection, no body at all) pass as they are, as the client would have read them.
 */
const sniffed = (response: HttpClientResponse.HttpClientResponse): HttpClientResponse.HttpClientResponse => {
  const body = Stream.unwrapScoped(Effect.gen(function*() {
    const pull = yield* Stream.toPull(response.stream)
    const { first, read } = yield* head(pull)
    if (first !== undefined && startsADocument(first)) {
      return Stream.fail(notAStream(response, yield* rest(pull, read)))
    }
    return Stream.concat(Stream.fromIterable(read), Stream.fromPull(Effect.succeed(pull)))
  }))
  return Object.create(response, { stream: { value: body, enumerable: false } })
}

/**
 * `client` with 2xx event streams given to `events`, and the 2xx answers to stream requests typed as documents read
 * first (`sniffed`): those that are fail as themselves, the others are streams and given to `events` too.
 *
 * @internal
 */
export const streamDocuments = (
  client: HttpClient.HttpClient,
  events: (response: HttpClientResponse.HttpClientResponse) => HttpClientResponse.HttpClientResponse
): HttpClient.HttpClient =>
  HttpClient.transformResponse(
    client,
    Effect.map((response) =>
      isEventStream(response)
        ? events(response)
        : isTypedAsDocument(response) && askedToStream(response.request)
        ? events(sniffed(response))
        : response
    )
  )

/**
 * Only the documents: for `@effect/ai-anthropic`, whose stream reads Anthropic's `error` event itself.
 *
 * @internal
 */
export const documentFailures = (client: HttpClient.HttpClient): HttpClient.HttpClient =>
  streamDocuments(client, identity)
