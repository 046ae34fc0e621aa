/**
 * An embedded, fault-injecting model provider: a real HTTP server on 127.0.0.1 that speaks enough of
 * the OpenAI Responses API (`POST /v1/responses`, what `@effect/ai-openai` calls), Chat Completions
 * (`POST /v1/chat/completions`, what the `openai` SDK calls) and Anthropic's Messages API (`POST /v1/messages`, what
 * `@anthropic-ai/sdk` and `@effect/ai-anthropic` call), streaming and not, to drive an agent. On `/v1/messages` every
 * fault is sent as Anthropic sends it (its `{ type: "error", error: { type, message }, request_id }` bodies, its
 * `request-id` and `anthropic-ratelimit-*` headers, its mid-stream `event: error`).
 *
 * The model is scripted ({@link scripted}), seeded-random ({@link seeded}) or any function
 * ({@link custom}). Faults are injected by request number, with seeded rates, in outage windows, for
 * revoked keys, or when the prompt is above a context window; their bodies and headers are the
 * providers' real ones, so SDKs raise their real errors and `Classify` sees what production sends.
 *
 * Time: the server runs on the `Clock` of the fiber that started it. Outage windows given as
 * durations and the delay of a `Slow` fault are measured with that clock, so under `TestClock` a
 * slow reply waits until the test adjusts the clock; with the live clock it is a real delay.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import * as faults from "./internal/faultServer/faults.js"
import * as model from "./internal/faultServer/model.js"
import * as server from "./internal/faultServer/server.js"

/**
 * The short names of the faults, as used in records, statistics and schedules:
 *
 * - `"429"`: rate limited, with `retry-after: 1`; `"429-no-retry-after"`: rate limited, no hint (Anthropic's
 *   `rate_limit_error` with its `anthropic-ratelimit-*` headers on `/v1/messages`).
 * - `"500"`, `"502"` (an HTML gateway page), `"503"`: server errors (on `/v1/messages`: 500 `api_error`, and for 503
 *   the `upstream connect error` text of the Envoy in front of Anthropic).
 * - `"529"`: overloaded, with Anthropic's `overloaded_error` body.
 * - `"401"`: the key is revoked (`invalid_api_key`; Anthropic's `authentication_error` "invalid x-api-key").
 * - `"quota"`: 429 `insufficient_quota` (exhausted, not a rate limit); Anthropic states it as a 400
 *   `invalid_request_error` "Your credit balance is too low to access the Anthropic API…".
 * - `"overflow"`: 400 `context_length_exceeded`, whatever the prompt's size (in Chat Completions it reports a prompt
 *   of at least one token more than the window, as a mid-stream `context_length_exceeded` does; the Responses API's
 *   message, as OpenAI's, names no numbers; Anthropic's is "prompt is too long: N tokens > M maximum").
 * - `"drop"`: the socket is destroyed mid-stream (mid-body for a request that does not stream).
 * - `"stream-error"`: an error event mid-stream (a 500 for a request that does not stream); on `/v1/messages` an
 *   `event: error` whose `server_error` is Anthropic's `overloaded_error`, what it sends mid-stream.
 * - `"slow"`: the reply comes after `slowDelay`. It delays only the model's reply: a prompt above `contextWindow`
 *   gets its `"overflow"` at once, and is recorded as `"overflow"`.
 * - `"stall"`: the stream stops mid-way (the body mid-way for a request that does not stream) and the connection stays
 *   open: only the client's own timeout (or `AiModel`'s `idleTimeout`), or the server stopping, ends it.
 *
 * @since 0.1.0
 * @category models
 */
export type FaultName =
  | "429"
  | "429-no-retry-after"
  | "500"
  | "502"
  | "503"
  | "529"
  | "401"
  | "quota"
  | "overflow"
  | "drop"
  | "stream-error"
  | "slow"
  | "stall"

/**
 * A fault with its parameters. `RateLimit` sends the hint of `retryAfter` in `header` (default
 * `retry-after`, whole seconds rounded up; `retry-after-ms` in milliseconds; `both`); without
 * `retryAfter` it sends none. `afterEvents` is the number of events sent before a stream drops, stalls
 * or errors (default 2; always fewer than the whole stream).
 *
 * @since 0.1.0
 * @category models
 */
export type Fault =
  | {
    readonly _tag: "RateLimit"
    readonly retryAfter?: Duration.DurationInput | undefined
    readonly header?: "retry-after" | "retry-after-ms" | "both" | undefined
  }
  | { readonly _tag: "ServerError"; readonly status: 500 | 502 | 503 }
  | { readonly _tag: "Overloaded" }
  | { readonly _tag: "RevokedKey" }
  | { readonly _tag: "Quota" }
  | { readonly _tag: "ContextOverflow" }
  | { readonly _tag: "DropStream"; readonly afterEvents?: number | undefined }
  | { readonly _tag: "StallStream"; readonly afterEvents?: number | undefined }
  | {
    readonly _tag: "StreamError"
    readonly afterEvents?: number | undefined
    readonly code?:
      | "server_error"
      | "rate_limit_exceeded"
      | "context_length_exceeded"
      | "insufficient_quota"
      | undefined
  }
  | { readonly _tag: "Slow"; readonly delay: Duration.DurationInput }

/**
 * A fault by name or with parameters.
 *
 * @since 0.1.0
 * @category models
 */
export type FaultSpec = FaultName | Fault

/**
 * An outage: every request numbered `from`..`to` (inclusive, 1-based), or every request that arrives
 * between `start` and `start + duration` after the server started (measured with `Clock`), gets
 * `fault` (default `"503"`).
 *
 * @since 0.1.0
 * @category models
 */
export type Outage =
  | { readonly from: number; readonly to: number; readonly fault?: FaultSpec | undefined }
  | {
    readonly start: Duration.DurationInput
    readonly duration: Duration.DurationInput
    readonly fault?: FaultSpec | undefined
  }

/**
 * Which requests fail, and how. Requests are numbered from 1 in arrival order, across all APIs.
 * For each request the first that applies wins: a revoked key (`revokedKeys`, or every request
 * after number `revokeAfter`) → an outage → the `schedule` entry for its number → a draw against
 * `rates` (seeded: the same `seed` gives the same faults for the same request numbers) → the
 * context window → the model's reply.
 *
 * `rates` is a record by name (`{ "503": 0.1 }`) or a list of `{ fault, rate }`; rates are in [0, 1]
 * and sum to at most 1.
 *
 * @since 0.1.0
 * @category models
 */
export interface Faults {
  readonly schedule?: ReadonlyArray<{ readonly at: number; readonly fault: FaultSpec }> | undefined
  readonly rates?:
    | { readonly [K in FaultName]?: number | undefined }
    | ReadonlyArray<{ readonly fault: FaultSpec; readonly rate: number }>
    | undefined
  readonly outages?: ReadonlyArray<Outage> | undefined
  readonly revokedKeys?: ReadonlyArray<string> | undefined
  readonly revokeAfter?: number | undefined
}

/**
 * One tool call of a reply. `arguments` is sent as JSON; `id` defaults to a deterministic `call_…` (`toolu_…` on
 * `/v1/messages`).
 *
 * @since 0.1.0
 * @category models
 */
export interface ToolCall {
  readonly name: string
  readonly arguments: unknown
  readonly id?: string | undefined
}

/**
 * What the model answers: text, or tool calls.
 *
 * @since 0.1.0
 * @category models
 */
export type Reply =
  | { readonly _tag: "Text"; readonly text: string }
  | { readonly _tag: "ToolCalls"; readonly calls: ReadonlyArray<ToolCall> }

/**
 * A tool result found in the request's conversation (after its last user message).
 *
 * @since 0.1.0
 * @category models
 */
export interface ToolResult {
  readonly callId: string
  readonly name?: string | undefined
  readonly output: string
}

/**
 * A request to the model, as the behaviour sees it, the same for every API (`api`: `"chat"`, `"responses"`, or
 * `"messages"` for Anthropic's, whose top-level `system` counts in `estimatedTokens` and whose `tool_result` blocks are
 * the `toolResults`).
 *
 * - `toolRounds`: the assistant turns with tool calls since the last user message.
 * - `toolResults`: the tool results since the last user message.
 * - `estimatedTokens`: the characters of the input divided by 4, rounded up.
 * - `toolChoice`: the request's `tool_choice`, the same for every API (see {@link ToolChoice}).
 *
 * @since 0.1.0
 * @category models
 */
export interface ModelRequest {
  readonly api: "chat" | "responses" | "messages"
  readonly model: string
  readonly stream: boolean
  readonly lastUserText: string
  readonly tools: ReadonlyArray<{ readonly name: string; readonly parameters: unknown }>
  readonly toolRounds: number
  readonly toolResults: ReadonlyArray<ToolResult>
  readonly messages: number
  readonly estimatedTokens: number
  readonly toolChoice: ToolChoice
}

/**
 * A request's `tool_choice`, read alike from each API: `"auto"` (none given, or an unknown form), `"none"` (OpenAI's
 * `"none"`, Anthropic's `{ type: "none" }`), `"required"` (OpenAI's `"required"`, Anthropic's `{ type: "any" }`), or
 * `{ tool }` (OpenAI's named function, Anthropic's `{ type: "tool", name }`), or `{ allowed, mode }` (OpenAI's
 * `allowed_tools`: the names of the tools the model may call, of those the request offers, and whether it must call one).
 * The seeded model keeps to it; a scripted one sends its replies as written.
 *
 * @since 0.1.0
 * @category models
 */
export type ToolChoice =
  | "auto"
  | "none"
  | "required"
  | { readonly tool: string }
  | { readonly allowed: ReadonlyArray<string>; readonly mode: "auto" | "required" }

/**
 * How the model answers requests that get no fault.
 *
 * @since 0.1.0
 * @category models
 */
export type Behaviour =
  | { readonly _tag: "Scripted"; readonly replies: ReadonlyArray<Reply> }
  | { readonly _tag: "Seeded"; readonly toolRounds: number }
  | { readonly _tag: "Custom"; readonly reply: (request: ModelRequest, index: number) => Reply }

/**
 * Options of {@link make}. Invalid options throw `InvalidOptionError` naming the option when `make`
 * (or {@link layer}, or `setFaults`) is called.
 *
 * - `port`: default 0 (a free port). The server listens on 127.0.0.1 only.
 * - `seed`: an integer, default 0: fault rates, seeded replies and ids derive from it.
 * - `model`: a behaviour ({@link scripted}, {@link seeded}, {@link custom}), default `seeded()`. A lone
 *   reply or a string throws: it would otherwise answer every request with a 500 that reads as a fault.
 * - `faults`: default none. An object ({@link Faults}); the command line's `"429@1"` syntax is
 *   rejected here, {@link parseSchedule} turns it into one.
 * - `contextWindow`: tokens; a prompt estimated above it gets 400 `context_length_exceeded`.
 *   Default: no limit (the `"overflow"` fault then reports a window of 8192).
 * - `slowDelay`: the delay of the `"slow"` fault, default 2 seconds.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  readonly port?: number | undefined
  readonly seed?: number | undefined
  readonly model?: Behaviour | undefined
  readonly faults?: Faults | undefined
  readonly contextWindow?: number | undefined
  readonly slowDelay?: Duration.DurationInput | undefined
}

/**
 * A request as recorded by the server.
 *
 * - `index`: its number (1-based, arrival order); `time`: `Clock` milliseconds since the server started.
 * - `key`: the bearer key (on `/v1/messages`, the `x-api-key`), masked to its last four characters.
 * - `lastUserText`: at most 120 characters.
 * - `fault`: the fault injected, if any; `status`: the HTTP status sent (200 for faults inside a
 *   stream); `reply`: the model's reply when it was sent (or started, for `"drop"`/`"stall"`/`"stream-error"`): a
 *   `"slow"` request is recorded as it arrives (status 200, no reply yet) and gains its reply when the
 *   delay is over. When its client goes away while it waits (a timeout, an abort), nothing is sent: its
 *   status becomes 499 (nginx's "client closed request") and it has no reply.
 *
 * @since 0.1.0
 * @category models
 */
export interface RecordedRequest {
  readonly index: number
  readonly time: number
  readonly method: string
  readonly path: string
  readonly api: "chat" | "responses" | "messages"
  readonly model: string
  readonly stream: boolean
  readonly key?: string | undefined
  readonly messages: number
  readonly tools: ReadonlyArray<string>
  readonly estimatedTokens: number
  readonly lastUserText: string
  readonly fault?: FaultName | undefined
  readonly status: number
  readonly reply?: Reply | undefined
}

/**
 * Counts so far: `requests` received, `replies` sent whole, and `faults` by name.
 *
 * @since 0.1.0
 * @category models
 */
export interface Stats {
  readonly requests: number
  readonly replies: number
  readonly faults: { readonly [K in FaultName]?: number }
}

/**
 * A running server.
 *
 * - `url`: the base URL to give OpenAI clients, `http://127.0.0.1:<port>/v1`.
 * - `anthropicUrl`: the base URL to give Anthropic clients (`@anthropic-ai/sdk`'s `baseURL`, `@effect/ai-anthropic`'s
 *   `apiUrl`), `http://127.0.0.1:<port>`: they add the `/v1` themselves.
 * - `requests`, `stats`: what happened so far.
 * - `setFaults`: replaces the faults for the following requests (numbering goes on). Invalid faults
 *   throw `InvalidOptionError` when `setFaults` is called.
 *
 * @since 0.1.0
 * @category models
 */
export interface Service {
  readonly url: string
  readonly anthropicUrl: string
  readonly port: number
  readonly requests: Effect.Effect<ReadonlyArray<RecordedRequest>>
  readonly stats: Effect.Effect<Stats>
  readonly setFaults: (faults: Faults) => Effect.Effect<void>
}

/**
 * The running server, for programs that get it from a {@link layer}.
 *
 * @since 0.1.0
 * @category services
 */
export class FaultServer extends Context.Tag("effect-resilience/FaultServer")<FaultServer, Service>() {}

/**
 * Starts a server on 127.0.0.1; it stops, closing every open connection, when the scope closes.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { FaultServer } from "effect-resilience"
 * import OpenAI from "openai"
 *
 * const program = Effect.scoped(Effect.gen(function*() {
 *   const server = yield* FaultServer.make({
 *     seed: 42,
 *     model: FaultServer.scripted([FaultServer.text("Hello!")]),
 *     faults: { schedule: [{ at: 1, fault: "429" }] }
 *   })
 *   const client = new OpenAI({ baseURL: server.url, apiKey: "sk-test", maxRetries: 1 })
 *   const completion = yield* Effect.promise(() =>
 *     client.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] })
 *   )
 *   // the SDK got a 429 with retry-after: 1, waited, and retried
 *   return completion.choices[0].message.content // "Hello!"
 * }))
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: (options?: Options) => Effect.Effect<Service, never, Scope.Scope> = server.make

/**
 * A layer with a running {@link FaultServer}.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { FaultServer } from "effect-resilience"
 *
 * const program = Effect.gen(function*() {
 *   const server = yield* FaultServer.FaultServer
 *   return yield* server.stats
 * })
 *
 * export const stats = program.pipe(
 *   Effect.provide(FaultServer.layer({ model: FaultServer.scripted([FaultServer.text("Hello.")]) }))
 * )
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options?: Options): Layer.Layer<FaultServer> => Layer.scoped(FaultServer, make(options))

/**
 * A scripted model: the n-th reply the model completes is `replies[n]` (the last one repeats). A
 * reply is used up only once it has been sent whole, so a retry gets the reply the failed attempt
 * would have had: a request that gets a fault does not use one up, nor one whose client goes away
 * first (while a `"slow"` reply waits, or mid-way through a reply).
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { FaultServer } from "effect-resilience"
 *
 * export const program = Effect.gen(function*() {
 *   const server = yield* FaultServer.make({
 *     // a tool call first, then the answer (repeated for any later request)
 *     model: FaultServer.scripted([FaultServer.toolCall("get_weather", { city: "Oslo" }), FaultServer.text("Sunny.")]),
 *     faults: FaultServer.parseSchedule("503@1") // the first request fails; its retry gets the tool call
 *   })
 *   return server.url // an OpenAI base URL: http://127.0.0.1:<port>/v1
 * }).pipe(Effect.scoped)
 * ```
 *
 * @since 0.1.0
 * @category behaviours
 */
export const scripted: (replies: ReadonlyArray<Reply>) => Behaviour = model.scripted

/**
 * A seeded-random model: while the request offers tools and fewer than `toolRounds` (default 1)
 * tool rounds happened since the last user message, it calls one of the tools with arguments drawn
 * from its JSON schema (its types, `enum`, `const`, numeric bounds and `multipleOf`, string lengths, item counts,
 * tuples and the formats `uuid`, `date-time`, `date`, `email`, `uri`; not `pattern`); then it answers with text
 * that quotes the tool results. Every draw derives
 * from the seed and the conversation, so a retried request gets the same reply.
 *
 * @since 0.1.0
 * @category behaviours
 */
export const seeded: (options?: { readonly toolRounds?: number | undefined }) => Behaviour = model.seeded

/**
 * A model given as a function of the request and the number of replies completed before it (a
 * reply not sent whole is made again, with the same number, for the next request).
 *
 * @since 0.1.0
 * @category behaviours
 */
export const custom: (reply: (request: ModelRequest, index: number) => Reply) => Behaviour = model.custom

/**
 * A text reply.
 *
 * @since 0.1.0
 * @category replies
 */
export const text = (text: string): Reply => ({ _tag: "Text", text })

/**
 * A reply with one tool call.
 *
 * @since 0.1.0
 * @category replies
 */
export const toolCall = (name: string, args: unknown, id?: string): Reply => ({
  _tag: "ToolCalls",
  calls: [{ name, arguments: args, id }]
})

/**
 * A reply with several tool calls (parallel tool calls): at least one, each with a name (a behaviour given an empty
 * list or name throws `InvalidOptionError` naming it).
 *
 * @since 0.1.0
 * @category replies
 */
export const toolCalls = (calls: ReadonlyArray<ToolCall>): Reply => ({ _tag: "ToolCalls", calls })

/**
 * Parses a compact fault schedule such as `"429@1,503@2-3,drop@5,quota@9"`: a fault name, `@`, and a
 * request number or an inclusive range. Useful for command-line options. Throws `InvalidOptionError`
 * (naming `option`, default `"faults"`) for anything else, and for more than 10 000 requests in all
 * (each is an entry of its own; a longer run of one fault is an {@link Outage} `{ from, to }`).
 *
 * @example
 * ```ts
 * import { FaultServer } from "effect-resilience"
 *
 * const faults = FaultServer.parseSchedule("429@1,503@2-3")
 * // { schedule: [{ at: 1, fault: "429" }, { at: 2, fault: "503" }, { at: 3, fault: "503" }] }
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const parseSchedule: (text: string, option?: string) => Faults = faults.parseSchedule

/**
 * The names of all faults, in a stable order.
 *
 * @since 0.1.0
 * @category models
 */
export const faultNames: ReadonlyArray<FaultName> = faults.names
