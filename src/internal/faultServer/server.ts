import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import * as Chunk from "effect/Chunk"
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as http from "node:http"
import type * as FaultServer from "../../FaultServer.js"
import { load } from "../optionalPeer.js"
import * as options from "../options.js"
import { sleepMillis } from "../sleep.js"
import * as Encode from "./encode.js"
import * as Errors from "./errors.js"
import * as Faults from "./faults.js"
import * as Model from "./model.js"
import * as Prng from "./prng.js"
import * as Request from "./request.js"

interface Config {
  readonly port: number
  readonly seed: number
  readonly behaviour: FaultServer.Behaviour
  readonly contextWindow: number | undefined
  readonly slowDelayMs: number
  readonly faults: Faults.Compiled
}

interface State {
  readonly faults: Faults.Compiled
  readonly received: number
  /** Replies sent whole: `stats.replies`. */
  readonly replies: number
  /** The number of the next reply no request has taken yet (replies are numbered from 0). */
  readonly nextReply: number
  /** Replies taken by a request that did not send them whole, lowest first: the next requests take these again. */
  readonly givenBack: ReadonlyArray<number>
  readonly records: Chunk.Chunk<FaultServer.RecordedRequest>
}

/** What the server does with one request, decided atomically when it arrives. */
type Api = FaultServer.ModelRequest["api"]

type Outcome =
  | { readonly _tag: "Error"; readonly fault: FaultServer.FaultName; readonly error: Errors.ErrorReply }
  | { readonly _tag: "Reply"; readonly fault?: Faults.Resolved | undefined }

/**
 * The reply a request answers with: `taken` when it may be sent whole (it is used up once it is, or given back),
 * not when a fault cuts it (`drop`, `stall`, `stream-error`), which only shows the reply a retry will get.
 */
interface Ticket {
  readonly replyIndex: number
  readonly taken: boolean
}

const peekReply = (s: State): Ticket => ({ replyIndex: s.givenBack[0] ?? s.nextReply, taken: false })

const takeReply = (s: State): readonly [Ticket, State] =>
  s.givenBack.length > 0
    ? [{ replyIndex: s.givenBack[0], taken: true }, { ...s, givenBack: s.givenBack.slice(1) }]
    : [{ replyIndex: s.nextReply, taken: true }, { ...s, nextReply: s.nextReply + 1 }]

const giveBack = (s: State, replyIndex: number): State => ({
  ...s,
  givenBack: [...s.givenBack, replyIndex].sort((a, b) => a - b)
})

const defaultOverflowWindow = 8192
const encoder = new TextEncoder()

const optionKeys: ReadonlyArray<string> = ["port", "seed", "model", "faults", "contextWindow", "slowDelay"]

const checkOptions = (opts: FaultServer.Options): Config => {
  // `make(8080)` read field by field gives every default: a random port, and no faults.
  const given = options.object(
    "options",
    opts,
    "FaultServer.make's options, an object such as { port: 8080, faults: … }"
  )
  if (given !== undefined) options.knownKeys("", given, optionKeys)
  const slowDelayMs = Duration.toMillis(options.duration("slowDelay", options.given(opts.slowDelay, "2 seconds")))
  return {
    port: options.number("port", options.given(opts.port, 0), { min: 0, max: 65535, integer: true }),
    seed: options.number("seed", options.given(opts.seed, 0), { integer: true }),
    behaviour: opts.model === undefined ? Model.seeded() : Model.check(opts.model),
    contextWindow: opts.contextWindow === undefined
      ? undefined
      : options.number("contextWindow", opts.contextWindow, { min: 1, integer: true }),
    slowDelayMs,
    faults: Faults.compile(opts.faults, slowDelayMs)
  }
}

const bearer = (authorization: string | undefined): string | undefined => {
  if (authorization === undefined) return undefined
  const match = /^Bearer\s+(.+)$/i.exec(authorization)
  return match === null ? undefined : match[1].trim()
}

/** The key a request carries: Anthropic's `x-api-key`, or a bearer token (OpenAI's, Anthropic's `authToken`). */
const apiKey = (request: HttpServerRequest.HttpServerRequest, api: Api): string | undefined => {
  const header = request.headers["x-api-key"]
  return api === "messages" && header !== undefined && header.length > 0
    ? header.trim()
    : bearer(request.headers["authorization"])
}

const maskedKey = (key: string | undefined): string | undefined => key === undefined ? undefined : `…${key.slice(-4)}`

/**
 * What an error tells the client about its request. A context overflow reports a prompt above the window whatever the
 * estimate, as an HTTP 400 or mid-stream alike: `Classify` reads the numbers, and a prompt that fits would contradict
 * the error it came with.
 */
const errorContext = (
  config: Config,
  request: FaultServer.ModelRequest,
  at: { readonly key: string | undefined; readonly index: number; readonly nowMs: number }
): Errors.ErrorContext => {
  const limit = config.contextWindow ?? defaultOverflowWindow
  return {
    api: request.api,
    model: request.model,
    key: at.key,
    tokens: Math.max(request.estimatedTokens, limit + 1),
    limit,
    requestId: requestId(config.seed, "req", at.index),
    nowMs: at.nowMs
  }
}

const decideOutcome = (
  config: Config,
  state: State,
  request: FaultServer.ModelRequest,
  at: { readonly index: number; readonly elapsedMs: number; readonly key: string | undefined; readonly nowMs: number }
): Outcome => {
  const fault = Faults.decide(state.faults, config.seed, at)
  const context = errorContext(config, request, at)
  const overflows = config.contextWindow !== undefined && request.estimatedTokens > config.contextWindow
  if (fault === undefined || fault._tag === "Slow") {
    if (overflows) {
      // `slow` delays the model's reply, and a prompt above the window gets none: the rejection is sent at once, so
      // it is what the record and the stats name (they said "slow" for an immediate 400).
      return {
        _tag: "Error",
        fault: "overflow",
        error: Errors.httpError({ _tag: "ContextOverflow", name: "overflow" }, context)!
      }
    }
    return { _tag: "Reply", fault }
  }
  if (fault._tag === "DropStream" || fault._tag === "StallStream" || (fault._tag === "StreamError" && request.stream)) {
    return { _tag: "Reply", fault }
  }
  return { _tag: "Error", fault: fault.name, error: Errors.httpError(fault, context)! }
}

// @effect/platform-node's HTTP server (a third of the library's import time) loads when a FaultServer starts: a
// program that never starts one never loads it. Node keeps a module once loaded; these only look it up again.
const loadServer = load("@effect/platform-node", "FaultServer", () => import("@effect/platform-node/NodeHttpServer"))
const loadRequest = load(
  "@effect/platform-node",
  "FaultServer",
  () => import("@effect/platform-node/NodeHttpServerRequest")
)

/** Ends the response with a FIN once what was written is flushed, then destroys the socket. */
const dropConnection = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<void> =>
  Effect.flatMap(loadRequest, (NodeHttpServerRequest) =>
    Effect.sync(() => {
      const socket = NodeHttpServerRequest.toIncomingMessage(request).socket
      socket.end(() => socket.destroy())
    }))

/**
 * Settles a taken reply once its response is over: used up when it was sent whole, given back when the client went
 * away first (mid-way through a long reply, say), so the next request gets it, as a retry after a fault does. Node
 * emits `close` either way, after `finish` when all of it was handed to the socket; it may have come already.
 */
const settleWhenClosed = (
  request: HttpServerRequest.HttpServerRequest,
  state: Ref.Ref<State>,
  replyIndex: number
): Effect.Effect<void> =>
  Effect.flatMap(loadRequest, (NodeHttpServerRequest) =>
    Effect.sync(() => {
      const response = NodeHttpServerRequest.toServerResponse(request)
      const settle = () =>
        Effect.runSync(
          Ref.update(
            state,
            (s) => response.writableFinished ? { ...s, replies: s.replies + 1 } : giveBack(s, replyIndex)
          )
        )
      if (response.closed) settle()
      else response.once("close", settle)
    }))

const bytes = (frames: ReadonlyArray<string>) => Stream.fromIterable(frames).pipe(Stream.map((s) => encoder.encode(s)))

/**
 * The frames, then nothing, with the connection kept open: a provider that hangs mid-answer. Only the client going
 * away (its timeout, an idle timeout) or the server stopping ends it; either interrupts this stream.
 */
const stalling = (frames: ReadonlyArray<string>) => Stream.concat(bytes(frames), Stream.never)

const dropping = (frames: ReadonlyArray<string>, request: HttpServerRequest.HttpServerRequest) =>
  Stream.concat(bytes(frames), Stream.drain(Stream.fromEffect(dropConnection(request)))).pipe(
    Stream.concat(Stream.never)
  )

/**
 * The id OpenAI sends in `x-request-id` with every answer, errors included, and Anthropic in `request-id`: the SDKs
 * read it into `requestID` (`request_id`).
 */
const requestId = (seed: number, stream: "req" | "req-unnumbered", index: number) =>
  `req_${Prng.hex(seed, stream, index)}`

/**
 * How each API writes a reply: the header its request id goes in, its JSON body, its stream's frames, and the frames
 * of an error mid-stream.
 */
interface Encoders {
  readonly requestIdHeader: "x-request-id" | "request-id"
  readonly json: (reply: FaultServer.Reply, ctx: Encode.Context) => unknown
  readonly events: (reply: FaultServer.Reply, ctx: Encode.Context) => ReadonlyArray<string>
  /** `sent`: how many of the stream's frames went out before the error (the Responses API numbers its events). */
  readonly errorEvents: (
    code: Faults.StreamCode,
    context: Errors.ErrorContext,
    reply: FaultServer.Reply,
    ctx: Encode.Context,
    sent: number
  ) => ReadonlyArray<string>
}

const encoders: Record<Api, Encoders> = {
  chat: {
    requestIdHeader: "x-request-id",
    json: Encode.chatJson,
    events: Encode.chatEvents,
    errorEvents: (code, context) => Encode.chatErrorEvents(code, context)
  },
  responses: {
    requestIdHeader: "x-request-id",
    json: Encode.responsesJson,
    events: Encode.responsesEvents,
    errorEvents: Encode.responsesErrorEvents
  },
  messages: {
    requestIdHeader: "request-id",
    json: Encode.messagesJson,
    events: Encode.messagesEvents,
    errorEvents: (code, context) => Encode.messagesErrorEvents(code, context)
  }
}

const requestIdHeader = (api: Api, id: string) => ({ [encoders[api].requestIdHeader]: id })

const errorResponse = (error: Errors.ErrorReply, id: string, api: Api) =>
  HttpServerResponse.text(error.body, {
    status: error.status,
    headers: { ...error.headers, ...requestIdHeader(api, id) },
    contentType: error.contentType
  })

const respond = (
  config: Config,
  request: HttpServerRequest.HttpServerRequest,
  model: FaultServer.ModelRequest,
  reply: FaultServer.Reply,
  fault: Faults.Resolved | undefined,
  ctx: Encode.Context,
  context: Errors.ErrorContext
): HttpServerResponse.HttpServerResponse => {
  const headers = requestIdHeader(model.api, requestId(config.seed, "req", ctx.index))
  if (!model.stream) {
    const body = JSON.stringify(encoders[model.api].json(reply, ctx))
    if (fault?._tag === "DropStream" || fault?._tag === "StallStream") {
      const half = [body.slice(0, Math.floor(body.length / 2))]
      return HttpServerResponse.stream(fault._tag === "DropStream" ? dropping(half, request) : stalling(half), {
        headers,
        contentType: "application/json"
      })
    }
    return HttpServerResponse.text(body, { headers, contentType: "application/json" })
  }
  const frames = encoders[model.api].events(reply, ctx)
  const streamOptions = { headers: { ...headers, "cache-control": "no-cache" }, contentType: "text/event-stream" }
  if (fault?._tag === "DropStream" || fault?._tag === "StallStream" || fault?._tag === "StreamError") {
    // Fewer than all events, so that a dropped, stalled or failed stream never looks complete.
    const sent = frames.slice(0, Math.min(fault.afterEvents, frames.length - 1))
    if (fault._tag === "DropStream") return HttpServerResponse.stream(dropping(sent, request), streamOptions)
    if (fault._tag === "StallStream") return HttpServerResponse.stream(stalling(sent), streamOptions)
    const error = encoders[model.api].errorEvents(fault.code, context, reply, ctx, sent.length)
    return HttpServerResponse.stream(bytes([...sent, ...error]), streamOptions)
  }
  return HttpServerResponse.stream(bytes(frames), streamOptions)
}

interface Arrival {
  readonly index: number
  readonly outcome: Outcome
  /** Absent for an error, and for a slow reply until its delay is over. */
  readonly ticket: Ticket | undefined
}

/** Numbers the request and decides its outcome, atomically. */
const arrive = (
  config: Config,
  request: FaultServer.ModelRequest,
  at: { readonly elapsedMs: number; readonly key: string | undefined; readonly nowMs: number }
) =>
(s: State): readonly [Arrival, State] => {
  const index = s.received + 1
  const outcome = decideOutcome(config, s, request, { ...at, index })
  const received = { ...s, received: index }
  // A reply sent at once is taken as the request arrives, a slow one once its delay is over, so that a client that
  // gives up while it waits leaves the reply to its retry.
  if (outcome._tag === "Error" || outcome.fault?._tag === "Slow") {
    return [{ index, outcome, ticket: undefined }, received]
  }
  if (outcome.fault !== undefined) return [{ index, outcome, ticket: peekReply(s) }, received]
  const [ticket, taken] = takeReply(received)
  return [{ index, outcome, ticket }, taken]
}

type Seen = Omit<FaultServer.RecordedRequest, "status" | "reply">

/** The status nginx logs for a request whose client closed the connection before a response was sent. */
const CLIENT_CLOSED_REQUEST = 499

const appendRecord = (state: Ref.Ref<State>, record: FaultServer.RecordedRequest) =>
  Ref.update(state, (s) => ({ ...s, records: Chunk.append(s.records, record) }))

const replaceRecord = (state: Ref.Ref<State>, record: FaultServer.RecordedRequest) =>
  Ref.update(state, (s) => ({ ...s, records: Chunk.map(s.records, (r) => r.index === record.index ? record : r) }))

/** The id of a request that gets no number (not JSON, an unknown path): counted apart, so numbering is unchanged. */
const unnumberedId = (config: Config, unnumbered: Ref.Ref<number>) =>
  Effect.map(Ref.getAndUpdate(unnumbered, (n) => n + 1), (n) => requestId(config.seed, "req-unnumbered", n))

const handler = (
  config: Config,
  state: Ref.Ref<State>,
  unnumbered: Ref.Ref<number>,
  startedAt: number,
  api: Api
) =>
  // Interruptible (the client went away) only while it waits, for the body or a slow delay: between taking a reply
  // and handing its response over, an interruption would leave the reply neither used up nor given back.
  Effect.uninterruptibleMask((restore) =>
    Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      const text = yield* restore(Effect.orElseSucceed(request.text, () => ""))
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch (e) {
        const id = yield* unnumberedId(config, unnumbered)
        return errorResponse(
          api === "messages"
            ? Errors.anthropicBadRequest(e instanceof Error ? e.message : String(e), id)
            : Errors.badRequest("We could not parse the JSON body of your request."),
          id,
          api
        )
      }
      const model = Request.parse(api, body)
      const key = apiKey(request, api)
      const now = yield* Clock.currentTimeMillis
      const arrived = yield* Ref.modify(state, arrive(config, model, { elapsedMs: now - startedAt, key, nowMs: now }))
      const { index, outcome } = arrived
      const seen: Seen = {
        index,
        time: now - startedAt,
        method: request.method,
        path: request.url,
        api,
        model: model.model,
        stream: model.stream,
        key: maskedKey(key),
        messages: model.messages,
        tools: model.tools.map((t) => t.name),
        estimatedTokens: model.estimatedTokens,
        lastUserText: model.lastUserText.slice(0, 120),
        fault: outcome._tag === "Error" ? outcome.fault : outcome.fault?.name
      }
      if (outcome._tag === "Error") {
        yield* appendRecord(state, { ...seen, status: outcome.error.status })
        return errorResponse(outcome.error, requestId(config.seed, "req", index), api)
      }
      if (outcome.fault?._tag === "Slow") {
        // recorded as it arrives; its reply once it is sent, or, when its client goes away first, that nothing was
        // (its 200 named a reply never sent; it took none, so the next request gets it)
        yield* appendRecord(state, { ...seen, status: 200 })
        // in pieces: a delay beyond the live clock's longest timer (24.8 days) never ended
        yield* restore(sleepMillis(outcome.fault.delayMs)).pipe(
          Effect.onInterrupt(() => replaceRecord(state, { ...seen, status: CLIENT_CLOSED_REQUEST }))
        )
      }
      // a slow reply is taken now that its delay is over
      const { replyIndex, taken } = arrived.ticket ?? (yield* Ref.modify(state, takeReply))
      const reply = yield* Effect.try(() => Model.reply(config.behaviour, config.seed, model, replyIndex)).pipe(
        Effect.orElseSucceed(() => undefined)
      )
      const record = { ...seen, status: reply === undefined ? 500 : 200, reply }
      yield* outcome.fault?._tag === "Slow" ? replaceRecord(state, record) : appendRecord(state, record)
      if (reply === undefined) {
        if (taken) yield* Ref.update(state, (s) => giveBack(s, replyIndex))
        return errorResponse(
          Errors.httpError(
            { _tag: "ServerError", name: "500", status: 500 },
            errorContext(config, model, { key, index, nowMs: now })
          )!,
          requestId(config.seed, "req", index),
          api
        )
      }
      if (taken) yield* settleWhenClosed(request, state, replyIndex)
      const ctx: Encode.Context = {
        seed: config.seed,
        index,
        model: model.model,
        created: Math.floor(now / 1000),
        inputTokens: model.estimatedTokens,
        includeUsage: typeof body === "object" && body !== null &&
          (body as { stream_options?: { include_usage?: unknown } }).stream_options?.include_usage === true
      }
      return respond(
        config,
        request,
        model,
        reply,
        outcome.fault,
        ctx,
        errorContext(config, model, { key, index, nowMs: now })
      )
    })
  )

/**
 * Whether a request is meant for Anthropic's API: its API asks every request for `anthropic-version`, which its SDKs
 * send, and its paths under `/v1/messages` are its own (`/v1/models` is both providers'). Not `x-api-key`: the header
 * of API gateways (AWS API Gateway's, Kong's) that OpenAI clients send too, and got Anthropic's body, no `x-request-id`.
 */
const isAnthropic = (request: HttpServerRequest.HttpServerRequest): boolean =>
  request.headers["anthropic-version"] !== undefined || /^\/v1\/messages(?:[/?]|$)/.test(request.url)

/** A path no API here serves, answered in the envelope and request-id header of the provider the client expects. */
const notFound = (config: Config, unnumbered: Ref.Ref<number>) =>
  Effect.zipWith(
    HttpServerRequest.HttpServerRequest,
    unnumberedId(config, unnumbered),
    (request, id) =>
      isAnthropic(request)
        ? errorResponse(Errors.anthropicNotFound(id), id, "messages")
        : errorResponse(Errors.notFound(request.method, request.url), id, "chat")
  )

const stats = (records: Chunk.Chunk<FaultServer.RecordedRequest>, replies: number): FaultServer.Stats => {
  const faults: { [K in FaultServer.FaultName]?: number } = {}
  for (const r of records) if (r.fault !== undefined) faults[r.fault] = (faults[r.fault] ?? 0) + 1
  return { requests: Chunk.size(records), replies, faults }
}

/** @internal */
export const make = (opts: FaultServer.Options = {}): Effect.Effect<FaultServer.Service, never, Scope.Scope> => {
  const config = checkOptions(opts)
  return Effect.gen(function*() {
    const startedAt = yield* Clock.currentTimeMillis
    const state = yield* Ref.make<State>({
      faults: config.faults,
      received: 0,
      replies: 0,
      nextReply: 0,
      givenBack: [],
      records: Chunk.empty()
    })
    const unnumbered = yield* Ref.make(0)
    let nodeServer: http.Server | undefined
    const NodeHttpServer = yield* loadServer
    const server = yield* Effect.orDie(
      NodeHttpServer.make(() => (nodeServer = http.createServer()), { port: config.port, host: "127.0.0.1" })
    )
    // Runs before the server's own close, which would otherwise wait for open streams and keep-alive sockets.
    yield* Effect.addFinalizer(() => Effect.sync(() => nodeServer?.closeAllConnections()))
    const router = HttpRouter.empty.pipe(
      HttpRouter.post("/v1/chat/completions", handler(config, state, unnumbered, startedAt, "chat")),
      HttpRouter.post("/v1/responses", handler(config, state, unnumbered, startedAt, "responses")),
      HttpRouter.post("/v1/messages", handler(config, state, unnumbered, startedAt, "messages")),
      HttpRouter.all("*", notFound(config, unnumbered))
    )
    yield* server.serve(router)
    const port = server.address._tag === "TcpAddress" ? server.address.port : config.port
    return {
      url: `http://127.0.0.1:${port}/v1`,
      anthropicUrl: `http://127.0.0.1:${port}`,
      port,
      requests: Effect.map(
        Ref.get(state),
        (s) => [...Chunk.toReadonlyArray(s.records)].sort((a, b) => a.index - b.index)
      ),
      stats: Effect.map(Ref.get(state), (s) => stats(s.records, s.replies)),
      setFaults: (faults) => {
        const compiled = Faults.compile(faults, config.slowDelayMs)
        return Ref.update(state, (s) => ({ ...s, faults: compiled }))
      }
    }
  })
}
