/**
 * A tool timeout reaches the network: the handler's `fetch` is aborted, the server sees its socket
 * close, and nothing the handler would do after the response ever runs.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Schedule, Schema, TestClock } from "effect"
import { Classify, Policy, RetrySchedule, Tool, Toolkit } from "effect-resilience"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as Loopback from "./support/loopback.js"

interface HangingServer {
  readonly url: string
  /** Resolves when a request has arrived (the server never answers it). */
  readonly received: Promise<void>
  /** Resolves when the client's connection closes before any response was sent. */
  readonly closedByClient: Promise<void>
  /** Tries to answer the hanging request now. */
  readonly answerLate: () => void
}

/** A search over HTTP whose failures are classified from the response, as a tool's handler would write it. */
const searchOver = (url: string) => ({ query }: { readonly query: string }) =>
  Effect.tryPromise((signal) =>
    fetch(`${url}/search?q=${encodeURIComponent(query)}`, { signal }).then(async (r) =>
      r.ok
        ? r.json() as Promise<Array<string>>
        : Promise.reject(Classify.fromResponse({ status: r.status, headers: r.headers, body: await r.text() }))
    )
  )

const hangingServer = Effect.acquireRelease(
  Effect.async<HangingServer & { readonly server: http.Server }>((resume) => {
    let onReceived!: () => void
    let onClosed!: () => void
    const received = new Promise<void>((r) => (onReceived = r))
    const closedByClient = new Promise<void>((r) => (onClosed = r))
    let pending: http.ServerResponse | undefined
    const server = http.createServer((_req, res) => {
      pending = res
      res.on("close", () => {
        if (!res.writableEnded) onClosed()
      })
      onReceived()
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resume(Effect.succeed({
        server,
        url: `http://127.0.0.1:${port}/search`,
        received,
        closedByClient,
        answerLate: () => {
          if (pending !== undefined && !pending.destroyed) pending.end("[\"late\"]")
        }
      }))
    })
  }),
  ({ server }) =>
    Effect.async<void>((resume) => {
      server.closeAllConnections()
      server.close(() => resume(Effect.void))
    })
)

describe("Toolkit timeouts over real HTTP", () => {
  it.scoped("abort the in-flight fetch; no work continues after the timeout", () =>
    Effect.gen(function*() {
      const server = yield* hangingServer
      let continuedAfterResponse = 0
      let continuedInEffect = 0
      let rejection: unknown
      const search = Tool.make({
        name: "search",
        description: "Search over HTTP",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.Array(Schema.String),
        timeout: "5 seconds",
        handler: ({ query }) =>
          Effect.tryPromise((signal) =>
            fetch(`${server.url}?q=${encodeURIComponent(query)}`, { signal })
              .then(async (response) => {
                const body = await response.text()
                // What a thread-pool timeout cannot stop: the work after the await.
                continuedAfterResponse++
                return JSON.parse(body) as Array<string>
              })
              .catch((e) => {
                rejection = e
                throw e
              })
          ).pipe(Effect.tap(() => continuedInEffect++))
      })
      const fiber = yield* Effect.fork(
        Toolkit.execute(Toolkit.make(search), { id: "c1", name: "search", arguments: { query: "GIL" } })
      )
      yield* Effect.promise(() => server.received)

      yield* TestClock.adjust("5 seconds")
      const result = yield* Fiber.join(fiber)
      expect(result.toContent()).toBe(
        "{\"error\":{\"code\":\"TIMEOUT\",\"message\":\"search timed out after 5 s; the call was cancelled.\"}}"
      )

      // The abort reached the server: the request's connection closed without an answer.
      yield* Effect.promise(() => server.closedByClient)
      expect((rejection as Error).name).toBe("AbortError")

      // Even if the server answers now, nothing of the handler runs any more.
      server.answerLate()
      yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(continuedAfterResponse).toBe(0)
      expect(continuedInEffect).toBe(0)
    }))

  it.scoped("a handler's scoped resources are released when its call ends, the caller's scope still open", () =>
    Effect.gen(function*() {
      const server = yield* hangingServer
      let released = 0
      // A request held open as a scoped resource, as a database connection or a client would be.
      const openRequest = Effect.acquireRelease(
        Effect.sync(() => http.request(server.url).on("error", () => {}).end()),
        (request) => Effect.sync(() => request.destroy())
      )
      const report = Tool.make({
        name: "report",
        description: "Build a report over a held connection",
        parameters: Schema.Struct({ wait: Schema.Boolean }),
        success: Schema.String,
        timeout: "5 seconds",
        handler: ({ wait }) =>
          Effect.gen(function*() {
            yield* Effect.addFinalizer(() => Effect.sync(() => released++))
            if (!wait) return "done"
            yield* openRequest
            return yield* Effect.never
          })
      })
      const toolkit = Toolkit.make(report)

      const done = yield* Toolkit.execute(toolkit, { id: "c1", name: "report", arguments: { wait: false } })
      expect(done.toContent()).toBe("\"done\"")
      expect(released).toBe(1)

      const fiber = yield* Effect.fork(
        Toolkit.execute(toolkit, { id: "c2", name: "report", arguments: { wait: true } })
      )
      yield* Effect.promise(() => server.received)
      yield* TestClock.adjust("5 seconds")
      const result = yield* Fiber.join(fiber)
      expect(JSON.parse(result.toContent()).error.code).toBe("TIMEOUT")
      expect(released).toBe(2)
      // The timed-out call's connection is closed now, not when the test's scope closes.
      const closed = yield* Effect.promise(() =>
        Promise.race([
          server.closedByClient.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000))
        ])
      )
      expect(closed).toBe(true)
    }))

  it.scoped("a retry whose next wait would outlast the timeout gives up at once: the model reads the 429, not TIMEOUT", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.reply(429, { error: { message: "Rate limit exceeded" } }, { "retry-after": "20" }),
        Loopback.reply(200, ["doc"])
      ])
      const search = Tool.make({
        name: "search",
        description: "Search over HTTP",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.Array(Schema.String),
        idempotent: true,
        retry: RetrySchedule.standard,
        timeout: "10 seconds",
        handler: searchOver(server.url)
      })
      const fiber = yield* Effect.fork(
        Toolkit.execute(Toolkit.make(search), { id: "c1", name: "search", arguments: { query: "GIL" } })
      )
      // The server asks for 20 s; the call has 10. Sleeping 20 s only to be cut off at 10 s read "timed out …; the call
      // was cancelled": the model took a rate limit for a slow search, and the caller waited 10 s for nothing. Now the
      // call ends once the 429 is in, TestClock unmoved (the answer comes over the live network: waited for, bounded).
      const ended = yield* Effect.promise(() =>
        Promise.race([
          Effect.runPromise(Fiber.await(fiber)).then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000))
        ])
      )
      if (!ended) yield* TestClock.adjust("10 seconds")
      const result = yield* Fiber.join(fiber)
      expect(result.toContent()).toBe(JSON.stringify({
        error: {
          code: "UNAVAILABLE",
          message: "search is temporarily unavailable (failed after 1 attempts): HTTP 429: Rate limit exceeded. " +
            "The service asks to wait 20 s: try again after that, or use another tool."
        }
      }))
      expect(ended).toBe(true)
      expect(server.requests).toHaveLength(1)
    }))

  it.scoped("so does a retry layer of the handler's own, in a tool without a retry of its own (a Policy in the handler)", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.reply(429, { error: { message: "Rate limit exceeded" } }, { "retry-after": "20" }),
        Loopback.reply(200, ["doc"])
      ])
      const searchPolicy = yield* Policy.make({ name: "search api", retry: { schedule: RetrySchedule.standard } })
      const search = Tool.make({
        name: "search",
        description: "Search over HTTP",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.Array(Schema.String),
        timeout: "10 seconds",
        handler: (args) => searchOver(server.url)(args).pipe(searchPolicy)
      })
      const fiber = yield* Effect.fork(
        Toolkit.execute(Toolkit.make(search), { id: "c1", name: "search", arguments: { query: "GIL" } })
      )
      // The handler's policy slept the 20 s the server asked for until the tool's timeout cut it off at 10 s: the model
      // read "search timed out after 10 s; the call was cancelled", a rate limit taken for a slow search.
      const ended = yield* Effect.promise(() =>
        Promise.race([
          Effect.runPromise(Fiber.await(fiber)).then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000))
        ])
      )
      if (!ended) yield* TestClock.adjust("10 seconds")
      const result = yield* Fiber.join(fiber)
      expect(result.toContent()).toBe(JSON.stringify({
        error: {
          code: "UNAVAILABLE",
          message: "search is temporarily unavailable (failed after 1 attempts): HTTP 429: Rate limit exceeded. " +
            "The service asks to wait 20 s: try again after that, or use another tool."
        }
      }))
      expect(ended).toBe(true)
      expect(server.requests).toHaveLength(1)
    }))

  it.scoped("a tool without a retry of its own whose handler's retry layer gave up: the model reads UNAVAILABLE", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.reply(503, { error: { message: "Service unavailable" } }),
        Loopback.reply(503, { error: { message: "Service unavailable" } })
      ])
      // the handler retries its request itself (a Policy around it), the tool has no `retry`
      const searchPolicy = yield* Policy.make({ name: "search api", retry: { schedule: Schedule.recurs(1) } })
      const search = Tool.make({
        name: "search",
        description: "Search over HTTP",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.Array(Schema.String),
        handler: (args) => searchOver(server.url)(args).pipe(searchPolicy)
      })
      const result = yield* Toolkit.execute(Toolkit.make(search), {
        id: "c1",
        name: "search",
        arguments: { query: "x" }
      })
      // it read FAILED, "search failed: search api failed after 2 attempts: …", as a tool's bug would, where the tool's
      // own retry's Exhausted reads UNAVAILABLE (README, the tools table)
      expect(result.toContent()).toBe(JSON.stringify({
        error: {
          code: "UNAVAILABLE",
          message: "search is temporarily unavailable (failed after 2 attempts): HTTP 503: Service unavailable. " +
            "Try again later or use another tool."
        }
      }))
      expect(server.requests).toHaveLength(2)
    }))

  it.scoped("a long retry-after reaches the model in hours and minutes, not as 8040 s", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([
        Loopback.reply(429, { error: { message: "Rate limit exceeded" } }, { "retry-after": "8040" })
      ])
      const search = Tool.make({
        name: "search",
        description: "Search over HTTP",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.Array(Schema.String),
        handler: searchOver(server.url)
      })
      const result = yield* Toolkit.execute(Toolkit.make(search), {
        id: "c1",
        name: "search",
        arguments: { query: "GIL" }
      })
      expect(JSON.parse(result.toContent()).error.message).toBe(
        "search is temporarily unavailable: HTTP 429: Rate limit exceeded. The service asks to wait 2 h 14 min: try " +
          "again after that, or use another tool."
      )
    }))
})
