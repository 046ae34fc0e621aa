/**
 * A loopback HTTP server for tests: listens on 127.0.0.1 on a free port and answers each request with
 * a scripted behaviour — a reply (status, headers, body), a server-sent-event stream, a socket destroyed
 * mid-body, or a request left hanging. Requests are recorded.
 *
 * ```ts
 * import * as Loopback from "./support/loopback.js"
 *
 * const server = await Loopback.start([
 *   Loopback.reply(503, { error: { type: "overloaded_error", message: "Overloaded" } }),
 *   Loopback.reply(200, { ok: true })
 * ])
 * // … point a client at server.url …
 * await server.close()
 * ```
 *
 * In `it.effect` tests use `Loopback.scoped(handler)`: the server closes with the scope.
 */
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as net from "node:net"

/** Headers sent with a behaviour. Node adds `date`, `connection` and (for bodies) `transfer-encoding`. */
export type Headers = Readonly<Record<string, string>>

/** Answer with `status`, `headers` and `body` (an object is sent as JSON, a string as is). */
export interface Reply {
  readonly kind: "reply"
  readonly status: number
  readonly headers?: Headers | undefined
  readonly body?: unknown
}

/** One server-sent event; `data` that is not a string is sent as JSON. */
export interface SseEvent {
  readonly event?: string | undefined
  readonly data: unknown
}

/** A `text/event-stream` response; after the events the stream ends, is destroyed, or hangs. */
export interface Sse {
  readonly kind: "sse"
  readonly status: number
  readonly headers?: Headers | undefined
  readonly events: ReadonlyArray<SseEvent | string>
  readonly end: "close" | "destroy" | "hang"
  /** The events from index `from` on (and the end) wait for `until`: a provider that takes its time mid-stream. */
  readonly hold?: { readonly from: number; readonly until: PromiseLike<unknown> } | undefined
}

/**
 * Destroys the socket. With a `status`, the head and `partial` body go out first, so the client fails
 * mid-body ("terminated", "other side closed"); without one, the connection drops before any response
 * ("socket hang up", ECONNRESET).
 */
export interface Destroy {
  readonly kind: "destroy"
  readonly status?: number | undefined
  readonly headers?: Headers | undefined
  readonly partial?: string | undefined
}

/**
 * Writes `bytes` to the socket as the whole response, then ends the connection: a response Node's server would not
 * frame (a bad chunk size, a body mislabelled as gzip). A head must say `connection: close`: a response framed whole
 * (a content-length) without it leaves the connection reusable, and a client may send its next request on it before
 * it reads the FIN, to fail as a transport error ("other side closed"; 74 in 20 000 sequential fetches on an idle
 * machine) where the test expected the bytes' own failure.
 */
export interface Raw {
  readonly kind: "raw"
  readonly bytes: string | Uint8Array
}

/** Never answers (until the server closes): for client timeouts and aborts. */
export interface Hang {
  readonly kind: "hang"
}

/** What the server does with one request. */
export type Behaviour = Reply | Sse | Destroy | Raw | Hang

/** A recorded request. */
export interface RecordedRequest {
  readonly method: string
  readonly url: string
  readonly headers: http.IncomingHttpHeaders
  readonly body: string
}

/**
 * How the server answers: one behaviour for every request, a list used in order (the last one
 * repeats), or a function of the request and its 0-based index.
 */
export type Handler =
  | Behaviour
  | ReadonlyArray<Behaviour>
  | ((request: RecordedRequest, index: number) => Behaviour)

/** A running loopback server. */
export interface Loopback {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  readonly url: string
  readonly port: number
  readonly requests: ReadonlyArray<RecordedRequest>
  /** The responses whose connection is still open and whose end has not been sent: a client that let go closed it. */
  readonly unfinished: () => number
  /** Replaces the handler for the following requests. */
  readonly setHandler: (handler: Handler) => void
  /** Closes the server and every open connection (hanging ones included). */
  readonly close: () => Promise<void>
}

const framingHeaders = new Set(["content-length", "transfer-encoding", "content-encoding"])

/** @category constructors */
export const reply = (status: number, body?: unknown, headers?: Headers): Reply => ({
  kind: "reply",
  status,
  headers,
  body
})

/** @category constructors */
export const sse = (
  events: ReadonlyArray<SseEvent | string>,
  options?: { readonly status?: number; readonly headers?: Headers; readonly end?: Sse["end"] }
): Sse => ({
  kind: "sse",
  status: options?.status ?? 200,
  headers: options?.headers,
  events,
  end: options?.end ?? "close"
})

/**
 * The same stream with CRLF line endings (`\r\n` after every line, as the SSE format allows and some servers and
 * proxies send): its events become their text.
 * @category constructors
 */
export const crlf = (stream: Sse): Sse => ({
  ...stream,
  events: stream.events.map((e) => encodeEvent(e).replaceAll("\n", "\r\n"))
})

/** @category constructors */
export const destroy = (
  options?: { readonly status?: number; readonly headers?: Headers; readonly partial?: string }
): Destroy => ({ kind: "destroy", ...options })

/**
 * Fails at once when `bytes` carry a whole head that does not say `connection: close` (see {@link Raw}).
 * @category constructors
 */
export const raw = (bytes: string | Uint8Array): Raw => {
  const text = typeof bytes === "string" ? bytes : Buffer.from(bytes).toString("latin1")
  const headEnd = text.indexOf("\r\n\r\n")
  if (text.startsWith("HTTP/") && headEnd >= 0 && !/^connection:[ \t]*close[ \t]*$/im.test(text.slice(0, headEnd))) {
    throw new Error("Loopback.raw: the bytes' head must say `connection: close`, or a client may reuse the connection")
  }
  return { kind: "raw", bytes }
}

/** @category constructors */
export const hang: Hang = { kind: "hang" }

const pick = (handler: Handler, request: RecordedRequest, index: number): Behaviour => {
  if (typeof handler === "function") return handler(request, index)
  if (Array.isArray(handler)) return handler[Math.min(index, handler.length - 1)]
  return handler as Behaviour
}

const encodeBody = (body: unknown, headers: Record<string, string>): string | undefined => {
  if (body === undefined) return undefined
  if (typeof body === "string") return body
  if (!Object.keys(headers).some((k) => k.toLowerCase() === "content-type")) {
    headers["content-type"] = "application/json"
  }
  return JSON.stringify(body)
}

const encodeEvent = (e: SseEvent | string): string => {
  if (typeof e === "string") return e
  const data = typeof e.data === "string" ? e.data : JSON.stringify(e.data)
  return `${e.event === undefined ? "" : `event: ${e.event}\n`}data: ${data}\n\n`
}

const respond = (behaviour: Behaviour, req: http.IncomingMessage, res: http.ServerResponse): void => {
  switch (behaviour.kind) {
    case "reply": {
      // a recorded response's framing headers describe its own bytes, not the body replayed here: the server frames it
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(behaviour.headers ?? {})) {
        if (!framingHeaders.has(name.toLowerCase())) headers[name] = value
      }
      const body = encodeBody(behaviour.body, headers)
      res.writeHead(behaviour.status, headers)
      res.end(body)
      return
    }
    case "sse": {
      res.writeHead(behaviour.status, { "content-type": "text/event-stream", ...behaviour.headers })
      res.flushHeaders()
      const { end, events, hold } = behaviour
      const rest = () => {
        // the client may have gone meanwhile
        if (res.destroyed) return
        for (const e of hold === undefined ? [] : events.slice(hold.from)) res.write(encodeEvent(e))
        if (end === "close") res.end()
        else if (end === "destroy") res.write("", () => setTimeout(() => req.socket.destroy(), 20))
      }
      for (const e of hold === undefined ? events : events.slice(0, hold.from)) res.write(encodeEvent(e))
      if (hold === undefined) rest()
      else hold.until.then(rest)
      return
    }
    case "destroy": {
      if (behaviour.status === undefined) {
        req.socket.destroy()
        return
      }
      res.writeHead(behaviour.status, { ...behaviour.headers })
      res.flushHeaders()
      res.write(behaviour.partial ?? "", () => setTimeout(() => req.socket.destroy(), 20))
      return
    }
    case "raw":
      req.socket.end(behaviour.bytes)
      return
    case "hang":
      return
  }
}

/** Starts a server on 127.0.0.1 and a free port. */
export const start = (handler: Handler): Promise<Loopback> =>
  new Promise((resolve, reject) => {
    let current = handler
    const requests: Array<RecordedRequest> = []
    let unfinished = 0
    const server = http.createServer((req, res) => {
      unfinished++
      // 'close': the response ended, or its connection closed before it did
      res.on("close", () => unfinished--)
      const chunks: Array<Buffer> = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        const recorded: RecordedRequest = {
          method: req.method ?? "GET",
          url: req.url ?? "/",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8")
        }
        const index = requests.length
        requests.push(recorded)
        respond(pick(current, recorded, index), req, res)
      })
    })
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        requests,
        unfinished: () => unfinished,
        setHandler: (h) => {
          current = h
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      })
    })
  })

/** A server that closes with the scope. */
export const scoped = (handler: Handler): Effect.Effect<Loopback, never, Scope.Scope> =>
  Effect.acquireRelease(Effect.promise(() => start(handler)), (server) => Effect.promise(() => server.close()))

/** A port on 127.0.0.1 that nothing listens on (bound, then released): connecting to it is refused. */
export const closedPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const port = (probe.address() as AddressInfo).port
      probe.close(() => resolve(port))
    })
  })
