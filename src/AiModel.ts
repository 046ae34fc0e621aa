/**
 * `@effect/ai` language models made resilient, and used as this library's `Model`.
 *
 * - {@link layerPolicy} / {@link withPolicy} wrap whatever `LanguageModel` is in context (OpenAI,
 *   Anthropic, …) with a `Policy`: every model call is classified, retried, broken, bounded.
 * - {@link layerModel} adapts a `LanguageModel` to the `Model` service that `Session`, `Agent` and
 *   durable turns call, so they run on real providers.
 *
 * **Errors.** After the policy, calls fail with the taxonomy, `Failure.RetryFailure`
 * (`Exhausted | Fatal | Permanent | ContextOverflow`), never with a raw `AiError`: `AiError`s the
 * policy sees are classified (HTTP status, body, headers, `retry-after`); `AiError`s raised after
 * the protected call (a tool call the toolkit's schema rejects) are classified the same way. Tool
 * handler errors (tools with `failureMode: "error"`) pass through untouched, and are never retried:
 * handlers run once, after the protected call. The `LanguageModel` tag's static type still says
 * `AiError`; the {@link ResilientLanguageModel} tag (provided by the same layers) and the accessors
 * {@link generateText}, {@link generateObject}, {@link streamText} carry the true type, so
 * `Effect.catchTag("ContextOverflow", …)` type-checks.
 *
 * **Streams.** One attempt of `streamText` is "open the stream and wait for its first output": parts
 * are held back until one carries output (announcements such as `response-metadata` or
 * `text-start` do not, nor does a block's end or an empty delta: a reasoning item without a summary,
 * `reasoning-start` then `reasoning-end`, is none, nor is Claude's thinking block under `display: "omitted"`, an
 * empty delta with its signature). A failure before that — the stream failing, or an `error` part — is retried
 * as the policy says, unseen by the consumer. Once parts reached the consumer a retry would show
 * them twice, so a later failure ends the stream with the classified failure (a `Retryable`
 * becomes an `Exhausted` whose `stoppedBy` says so). `error` parts never reach the consumer. The
 * policy's timeout bounds the time to the first output, not the whole stream; `idleTimeout` (see
 * {@link WrapOptions}) bounds each wait for a part after it. Its breaker counts the
 * stream when it ends: a success if it completes, the failure it ends with if it fails (after output
 * too), and nothing if the consumer stops reading first (an interrupted call; a half-open probe gives
 * its slot back), unless its first output was slow: the slow-call threshold judges the time to it. A
 * half-open probe holds its slot, and the bulkhead its permit, until the stream ends. Under
 * {@link layerModel}'s `{ stream: true }` the adapter collects the whole stream before anything reads
 * it, so one attempt is the whole stream, retried, timed and counted as the policy says. With `@effect/ai-openai`,
 * give its client {@link openAiStreamFailures}: without it a Responses stream's `response.failed` ends as an answer;
 * with `@effect/ai-anthropic`, {@link anthropicStreamFailures}.
 *
 * This module needs `@effect/ai` (an optional peer dependency): import it from
 * `effect-resilience/ai`.
 *
 * @since 0.1.0
 */
import * as LanguageModel from "@effect/ai/LanguageModel"
import type * as Prompt from "@effect/ai/Prompt"
import type * as Response from "@effect/ai/Response"
import type * as AiTool from "@effect/ai/Tool"
import type * as AiToolkit from "@effect/ai/Toolkit"
import type * as HttpClient from "@effect/platform/HttpClient"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { dual } from "effect/Function"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import type { NoExcessProperties } from "effect/Types"
import type * as Failure from "./Failure.js"
import * as internal from "./internal/aiModel.js"
import * as aiPolicy from "./internal/aiPolicy.js"
import * as openAiEvents from "./internal/openAiEvents.js"
import { duration as durationOption, InvalidOptionError, knownKeys, name as nameOption } from "./internal/options.js"
import { layerOf, madePolicy } from "./internal/policy.js"
import * as streamDocuments from "./internal/streamDocuments.js"
import * as Model from "./Model.js"
import * as Policy from "./Policy.js"

/**
 * The default of `Tools` in `@effect/ai`'s signatures (no toolkit), kept identical so responses
 * type the same.
 *
 * @since 0.1.0
 * @category type-level
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the same `{}` as @effect/ai's
export type NoTools = {}

/**
 * The errors a resilient call adds to the taxonomy: those of the toolkit's handlers (tools with
 * `failureMode: "error"`) and of building the toolkit, as `@effect/ai` types them — without
 * `AiError`, which the policy classifies.
 *
 * @since 0.1.0
 * @category type-level
 */
export type ExtractError<Options> = Options extends {
  readonly toolkit: AiToolkit.WithHandler<infer _Tools>
  readonly disableToolCallResolution: true
} ? never
  : Options extends {
    readonly toolkit: Effect.Effect<AiToolkit.WithHandler<infer _Tools>, infer _E, infer _R>
    readonly disableToolCallResolution: true
  } ? _E
  : Options extends { readonly toolkit: AiToolkit.WithHandler<infer _Tools> } ?
    AiTool.HandlerError<_Tools[keyof _Tools]>
  : Options extends { readonly toolkit: Effect.Effect<AiToolkit.WithHandler<infer _Tools>, infer _E, infer _R> } ?
    AiTool.HandlerError<_Tools[keyof _Tools]> | _E
  : never

/**
 * A `LanguageModel` behind a policy, typed as it fails: with the taxonomy.
 *
 * @since 0.1.0
 * @category models
 */
export interface Service {
  readonly generateText: <
    Options extends NoExcessProperties<LanguageModel.GenerateTextOptions<any>, Options>,
    Tools extends Record<string, AiTool.Any> = NoTools
  >(options: Options & LanguageModel.GenerateTextOptions<Tools>) => Effect.Effect<
    LanguageModel.GenerateTextResponse<Tools>,
    Failure.RetryFailure | ExtractError<Options>,
    LanguageModel.ExtractContext<Options>
  >
  readonly generateObject: <
    A,
    I extends Record<string, unknown>,
    R,
    Options extends NoExcessProperties<LanguageModel.GenerateObjectOptions<any, A, I, R>, Options>,
    Tools extends Record<string, AiTool.Any> = NoTools
  >(options: Options & LanguageModel.GenerateObjectOptions<Tools, A, I, R>) => Effect.Effect<
    LanguageModel.GenerateObjectResponse<Tools, A>,
    Failure.RetryFailure | ExtractError<Options>,
    R | LanguageModel.ExtractContext<Options>
  >
  readonly streamText: <
    Options extends NoExcessProperties<LanguageModel.GenerateTextOptions<any>, Options>,
    Tools extends Record<string, AiTool.Any> = NoTools
  >(options: Options & LanguageModel.GenerateTextOptions<Tools>) => Stream.Stream<
    Response.StreamPart<Tools>,
    Failure.RetryFailure | ExtractError<Options>,
    LanguageModel.ExtractContext<Options>
  >
}

/**
 * The resilient model, with its true error type. {@link layerPolicy} and {@link withPolicy}
 * provide it together with `LanguageModel.LanguageModel` (the same service).
 *
 * @since 0.1.0
 * @category services
 */
export class ResilientLanguageModel
  extends Context.Tag("effect-resilience/AiModel/ResilientLanguageModel")<ResilientLanguageModel, Service>()
{}

const checkKeys = (options: object | undefined, keys: ReadonlyArray<string>, expected: string): void => {
  if (options === undefined) return
  if (typeof options !== "object" || options === null) throw new InvalidOptionError("options", options, expected)
  knownKeys("", options, keys)
}

/**
 * Options of {@link make} and {@link withPolicy}:
 *
 * - `name`: the layer name in the `Exhausted` a stream fails with after its output reached the
 *   consumer, and in the `Retry.metrics` that count it (default: the policy's layer, its `retry.layer` or
 *   else its `name`, as for its other give-ups; `"policy"` for a policy of your own).
 * - `idleTimeout`: the longest a `streamText` stream may go without a part once its first output has
 *   come (default: no limit). The policy's `timeout` ends with the first output, so without it a stream
 *   that stalls mid-answer holds its connection, its bulkhead permit and a half-open breaker's probe
 *   slot for as long as its consumer waits. A stalled stream fails as a dropped one does: a
 *   `Retryable` ("the stream stalled: no part for 30s", `Timeout.isTimeout` holds), which after output
 *   ends the stream as an `Exhausted` and counts as a failure for the breaker (retried whole under
 *   {@link layerModel}'s `{ stream: true }`). Before the first output only the policy's `timeout`
 *   bounds the wait: a model may reason in silence before it answers. It times parts, and only while the
 *   stream is asked for one: a consumer's own work between reads never counts, but a provider's
 *   heartbeats (Anthropic's `ping`, OpenAI's `keepalive`) and a hosted tool's progress events make no
 *   part, so a hosted tool (a web search) or a further reasoning step after the first output is silence
 *   to it: give it more than the longest such step.
 *
 * Any other key throws `InvalidOptionError` naming it.
 *
 * @since 0.1.0
 * @category models
 */
export interface WrapOptions {
  readonly name?: string | undefined
  readonly idleTimeout?: Duration.DurationInput | undefined
}

/**
 * Options of {@link layerPolicy}: a policy's (see `Policy.make`) and `idleTimeout` (see {@link WrapOptions}).
 *
 * @since 0.1.0
 * @category models
 */
export interface LayerOptions extends Policy.Options {
  readonly idleTimeout?: Duration.DurationInput | undefined
}

interface Wrap {
  /** `undefined`: the policy's layer. */
  readonly name: string | undefined
  readonly idle: Duration.Duration | undefined
}

const idleOf = (input: Duration.DurationInput | undefined): Duration.Duration | undefined => {
  if (input === undefined) return undefined
  const duration = durationOption("idleTimeout", input, { allowInfinite: true, allowZero: false })
  return Duration.isFinite(duration) ? duration : undefined
}

const wrapOf = (options: WrapOptions | undefined): Wrap => {
  // `{ nmae: "openai" }` named the stream's Exhausted "policy": a misspelt option was read as absent
  checkKeys(options, ["name", "idleTimeout"], "an object such as { name: \"openai\" }")
  const name = options?.name === undefined ? undefined : nameOption("name", options.name, "policy", "openai")
  return { name, idle: idleOf(options?.idleTimeout) }
}

/**
 * The layer a stream that fails after its output is named and counted under: the policy's own (its `retry.layer`, else
 * its name), unless `name` says otherwise. A named policy's give-ups before output and after it were counted under two
 * layers ("openai" and "policy"), and a dashboard of one of them missed the others.
 */
const layerName = (policy: Policy.Policy, name: string | undefined): string => name ?? layerOf(policy) ?? "policy"

/**
 * Wraps a `LanguageModel` service with `policy`. An `Effect` because `@effect/ai` builds a model
 * with the `IdGenerator` in context. `policy` is checked when `make` is called: the policy's options,
 * or `Policy.make(…)` still to be run, throw `InvalidOptionError` naming `policy`.
 *
 * @example
 * ```ts
 * import { LanguageModel } from "@effect/ai"
 * import { Effect } from "effect"
 * import { Policy, RetrySchedule } from "effect-resilience"
 * import { AiModel } from "effect-resilience/ai"
 *
 * const program = Effect.gen(function*() {
 *   const policy = yield* Policy.make({ retry: { schedule: RetrySchedule.standard }, breaker: {} })
 *   const model = yield* AiModel.make(yield* LanguageModel.LanguageModel, policy)
 *   const response = yield* model.generateText({ prompt: "Hello" }).pipe(
 *     Effect.catchTag("Permanent", (e) => Effect.die(e)) // a revoked key: stop
 *   )
 *   return response.text
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (
  model: LanguageModel.Service,
  policy: Policy.Policy,
  options?: WrapOptions
): Effect.Effect<Service> => {
  // Checked here: otherwise options or an Effect in its place would fail only at the first model call.
  const checked = madePolicy("policy", policy)
  const { idle, name } = wrapOf(options)
  return aiPolicy.make(model, checked, layerName(checked, name), idle) as Effect.Effect<any>
}

const layerWith = (policy: Effect.Effect<Policy.Policy>, { idle, name }: Wrap) =>
  Layer.effectContext(Effect.gen(function*() {
    const model = yield* LanguageModel.LanguageModel
    const made = yield* policy
    const service = yield* aiPolicy.make(model, made, layerName(made, name), idle)
    return Context.make(LanguageModel.LanguageModel, service).pipe(
      Context.add(ResilientLanguageModel, service as unknown as Service)
    )
  }))

/**
 * A layer that replaces the `LanguageModel` in context with the same model behind `policy` (made
 * once, shared by every call), and provides it as {@link ResilientLanguageModel} too. `policy` is
 * checked when `withPolicy` is called: options throw `InvalidOptionError` naming `policy` (give them
 * to {@link layerPolicy}), as does `Policy.make(…)` still to be run.
 *
 * @since 0.1.0
 * @category layers
 */
export const withPolicy = (
  policy: Policy.Policy,
  options?: WrapOptions
): Layer.Layer<LanguageModel.LanguageModel | ResilientLanguageModel, never, LanguageModel.LanguageModel> => {
  const checked = madePolicy(
    "policy",
    policy,
    "a Policy made by yield* Policy.make(…) (AiModel.layerPolicy takes a policy's options)"
  )
  return layerWith(Effect.succeed(checked), wrapOf(options))
}

/**
 * {@link withPolicy} with a policy made from `options` (see `Policy.make`) when the layer is
 * built, and the stream's `idleTimeout` (see {@link WrapOptions}). Options are checked when
 * `layerPolicy` is called: an invalid one throws `InvalidOptionError`.
 *
 * @example
 * ```ts
 * import { LanguageModel } from "@effect/ai"
 * import { OpenAiClient, OpenAiLanguageModel } from "@effect/ai-openai"
 * import { FetchHttpClient } from "@effect/platform"
 * import { Config, Effect, Layer } from "effect"
 * import { RetrySchedule } from "effect-resilience"
 * import { AiModel } from "effect-resilience/ai"
 *
 * const OpenAi = OpenAiClient.layerConfig({
 *   apiKey: Config.redacted("OPENAI_API_KEY"),
 *   transformClient: AiModel.openAiStreamFailures
 * }).pipe(Layer.provide(FetchHttpClient.layer))
 * const Resilient = AiModel.layerPolicy({
 *   name: "openai",
 *   timeout: "60 seconds", // to the first output
 *   idleTimeout: "30 seconds", // between parts after it
 *   retry: { schedule: RetrySchedule.standard },
 *   breaker: { consecutiveFailures: 5, openDuration: "30 seconds" }
 * }).pipe(Layer.provide(OpenAiLanguageModel.model("gpt-4o-mini")), Layer.provide(OpenAi))
 *
 * const program = LanguageModel.generateText({ prompt: "Say hello" }).pipe(Effect.provide(Resilient))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerPolicy = (
  options: LayerOptions
): Layer.Layer<LanguageModel.LanguageModel | ResilientLanguageModel, never, LanguageModel.LanguageModel> => {
  // the policy's own options go to `Policy.make` as given (its messages name what is wrong with them)
  const own = typeof options === "object" && options !== null && "idleTimeout" in options
  const { idleTimeout, ...policyOptions } = own ? options : { idleTimeout: undefined }
  const policy = Policy.make(own ? policyOptions : options)
  // the stream's layer is the policy's (`retry.layer`, else `name`)
  return layerWith(policy, { name: undefined, idle: idleOf(idleTimeout) })
}

/**
 * `generateText` on the {@link ResilientLanguageModel}: fails with the taxonomy.
 *
 * @since 0.1.0
 * @category accessors
 */
export const generateText = <
  Options extends NoExcessProperties<LanguageModel.GenerateTextOptions<any>, Options>,
  Tools extends Record<string, AiTool.Any> = NoTools
>(options: Options & LanguageModel.GenerateTextOptions<Tools>): Effect.Effect<
  LanguageModel.GenerateTextResponse<Tools>,
  Failure.RetryFailure | ExtractError<Options>,
  ResilientLanguageModel | LanguageModel.ExtractContext<Options>
> => Effect.flatMap(ResilientLanguageModel, (model) => model.generateText(options))

/**
 * `generateObject` on the {@link ResilientLanguageModel}: fails with the taxonomy.
 *
 * @since 0.1.0
 * @category accessors
 */
export const generateObject = <
  A,
  I extends Record<string, unknown>,
  R,
  Options extends NoExcessProperties<LanguageModel.GenerateObjectOptions<any, A, I, R>, Options>,
  Tools extends Record<string, AiTool.Any> = NoTools
>(options: Options & LanguageModel.GenerateObjectOptions<Tools, A, I, R>): Effect.Effect<
  LanguageModel.GenerateObjectResponse<Tools, A>,
  Failure.RetryFailure | ExtractError<Options>,
  ResilientLanguageModel | R | LanguageModel.ExtractContext<Options>
> => Effect.flatMap(ResilientLanguageModel, (model) => model.generateObject(options))

/**
 * `streamText` on the {@link ResilientLanguageModel}: fails with the taxonomy; retried only
 * before its first output, counted by the breaker when it ends (see the module's documentation; a
 * stream the `Model` adapter collects is retried whole).
 *
 * @since 0.1.0
 * @category accessors
 */
export const streamText = <
  Options extends NoExcessProperties<LanguageModel.GenerateTextOptions<any>, Options>,
  Tools extends Record<string, AiTool.Any> = NoTools
>(options: Options & LanguageModel.GenerateTextOptions<Tools>): Stream.Stream<
  Response.StreamPart<Tools>,
  Failure.RetryFailure | ExtractError<Options>,
  ResilientLanguageModel | LanguageModel.ExtractContext<Options>
> => Stream.unwrap(Effect.map(ResilientLanguageModel, (model) => model.streamText(options)))

/**
 * For `@effect/ai-openai`'s client (`OpenAiClient.layer({ transformClient })`): a Responses stream that fails mid-way
 * fails, classified, instead of ending as an answer. `@effect/ai-openai` (0.41) reads OpenAI's `response.failed` event
 * as the response's end (a `finish` part, "stop"): a `server_error` or a rate limit after "Hel" was the answer "Hel",
 * before any text an empty answer, and neither was retried. It skips the `error` event OpenAI sends (its error nested
 * under `error`), a flat one without the `sequence_number` or with a numeric `code`, an error body written into the
 * stream (`data: {"error": {…}}`, as vLLM and relays send it; openai-node throws it), and a `response.failed` whose code
 * it does not list (`insufficient_quota`): such a stream read as one cut short, retried although the request was
 * refused or the quota is spent. This rewrites them, in a 2xx `text/event-stream` body, as the flat
 * `error` event the client reads as an `error` part, holding the failure's `code` (a numeric one as its digits; its
 * `type` when it has none, as gateways send `{ message, type: "server_error" }`) and `message`, so the policy (and the
 * `Model` adapter) classify them as any: `server_error`, vLLM's 500 and a rate limit with its "try again in 11.054s"
 * are `Retryable`, `insufficient_quota` `Permanent`, vLLM's 400 `Fatal`, a request over the per-minute token limit
 * `ContextOverflow`. A `response.failed` without an error is a dropped stream (`Retryable`). A stream request answered
 * with a 2xx JSON or HTML document instead of an event stream (a relay's error envelope, a server that ignores `stream`,
 * a wrong base URL's web page) fails as that response, its body kept, and is classified as it is answering
 * `generateText` (a quota `Permanent`, a web page `Fatal`): read as a stream it held no event, and was retried as one
 * cut short. Such a response is told by its first character (`{`, `[`, `<`; its first megabyte is read): events a proxy
 * labels `application/json` are read as they come, as the client reads them. Other events and responses pass as they
 * are.
 *
 * @example
 * ```ts
 * import { OpenAiClient } from "@effect/ai-openai"
 * import { FetchHttpClient } from "@effect/platform"
 * import { Config, Layer } from "effect"
 * import { AiModel } from "effect-resilience/ai"
 *
 * const OpenAi = OpenAiClient.layerConfig({
 *   apiKey: Config.redacted("OPENAI_API_KEY"),
 *   transformClient: AiModel.openAiStreamFailures
 * }).pipe(Layer.provide(FetchHttpClient.layer))
 * ```
 *
 * @since 0.1.0
 * @category models
 */
export const openAiStreamFailures: (client: HttpClient.HttpClient) => HttpClient.HttpClient =
  openAiEvents.streamFailures

/**
 * For `@effect/ai-anthropic`'s client (`AnthropicClient.layer({ transformClient })`): a Messages stream request
 * answered with a 2xx JSON or HTML document instead of an event stream (a relay's `{ "type": "error", … }` envelope, a
 * server that ignores `stream` and sends the whole message, a wrong base URL's web page) fails as that response, its
 * body kept, and is classified as it is answering `generateText`: a spent credit balance `Permanent`, "prompt is too
 * long" a `ContextOverflow`, an `overloaded_error` `Retryable`, a web page `Fatal`. `@effect/ai-anthropic` (0.27) reads
 * any 2xx body as an event stream: the document held no event, the stream ended at once, was taken for one cut short
 * and retried until the retries ran out, the body that said why lost. Such a response is told by its first character
 * (`{`, `[`, `<`; its first megabyte is read); an empty one is still a stream dropped before its first event
 * (`Retryable`), and events a proxy labels `application/json` are read as they come. The stream's own events pass as
 * they are: the package reads Anthropic's mid-stream `error` event itself. It is the whole-document half of
 * {@link openAiStreamFailures}.
 *
 * @example
 * ```ts
 * import { AnthropicClient } from "@effect/ai-anthropic"
 * import { FetchHttpClient } from "@effect/platform"
 * import { Config, Layer } from "effect"
 * import { AiModel } from "effect-resilience/ai"
 *
 * const Anthropic = AnthropicClient.layerConfig({
 *   apiKey: Config.redacted("ANTHROPIC_API_KEY"),
 *   transformClient: AiModel.anthropicStreamFailures
 * }).pipe(Layer.provide(FetchHttpClient.layer))
 * ```
 *
 * @since 0.1.0
 * @category models
 */
export const anthropicStreamFailures: (client: HttpClient.HttpClient) => HttpClient.HttpClient =
  streamDocuments.documentFailures

// ---------------------------------------------------------------------------------------------
// The Model adapter
// ---------------------------------------------------------------------------------------------

/**
 * Options of {@link fromLanguageModel} and {@link layerModel}: `stream` (default `false`) asks
 * with `streamText` and collects the parts, so an `error` part, or a stream that ends without its
 * `finish` part, becomes an answer with `stopReason: "error"` that `Session` classifies and retries.
 * Nothing reads the parts before the stream ends, so a policy around the model ({@link layerPolicy})
 * treats the whole stream as one attempt: a failure anywhere in it is retried, under its timeout. Any other
 * key (`streaming`) throws `InvalidOptionError` naming it, rather than asking without streaming.
 *
 * @since 0.1.0
 * @category models
 */
export interface ModelOptions {
  readonly stream?: boolean | undefined
}

const checkModelOptions = (options: ModelOptions | undefined): ModelOptions => {
  // `{ streaming: true }` asked with generateText, and a stream's error event went unseen: read as absent
  checkKeys(options, ["stream"], "an object such as { stream: true }")
  const value = options ?? {}
  if (value.stream !== undefined && typeof value.stream !== "boolean") {
    throw new InvalidOptionError("stream", value.stream, "true or false")
  }
  return value
}

/**
 * The history as an `@effect/ai` prompt: system, user, assistant (text and tool calls, with their
 * arguments parsed) and tool messages (consecutive results grouped into one message, each result
 * as the JSON value the model reads). Assistant messages with `stopReason: "error"` are left out, and so are
 * empty ones (no text, no tool calls), which Anthropic refuses. Tool calls whose id repeats within their message, is
 * empty or has characters outside `[a-zA-Z0-9_-]` (DeepSeek, GLM, proxies; Anthropic refuses them) go as
 * `call_<message index>_<call index>`, and the results answering them (by position) with them; other ids as they are.
 *
 * @since 0.1.0
 * @category conversions
 */
export const toPrompt: (history: Model.History) => Prompt.Prompt = internal.toPrompt

/**
 * The parts of a response (or of a collected stream) as one assistant message: text parts and
 * deltas joined, the tool calls the application must run (not the provider-executed ones), the
 * finish reason as `stopReason`; an `error` part gives `stopReason: "error"` and its body as
 * `errorMessage` (JSON, which the classifier reads: `code`, `type`, `message`).
 *
 * @since 0.1.0
 * @category conversions
 */
export const toAssistantMessage = (parts: Iterable<Response.AnyPart>): Model.AssistantMessage =>
  // one argument only: passed to `map`, the internal one's second (`streamed`) would be the index
  internal.toAssistantMessage(parts)

/**
 * The `Model` service on a `LanguageModel`: the history goes as a prompt, the tool definitions as
 * tools (their JSON Schema as given), with tool call resolution disabled — the caller's toolkit
 * runs the calls. The answer is one `AssistantMessage`. Options are checked when called.
 *
 * @since 0.1.0
 * @category constructors
 */
export const fromLanguageModel: {
  /**
   * The `Model` service on a `LanguageModel`: the history goes as a prompt, the tool definitions as
   * tools (their JSON Schema as given), with tool call resolution disabled — the caller's toolkit
   * runs the calls. The answer is one `AssistantMessage`. Options are checked when called.
   *
   * @since 0.1.0
   * @category constructors
   */
  (options?: ModelOptions): (model: LanguageModel.Service) => Model.Service
  /**
   * The `Model` service on a `LanguageModel`: the history goes as a prompt, the tool definitions as
   * tools (their JSON Schema as given), with tool call resolution disabled — the caller's toolkit
   * runs the calls. The answer is one `AssistantMessage`. Options are checked when called.
   *
   * @since 0.1.0
   * @category constructors
   */
  (model: LanguageModel.Service, options?: ModelOptions): Model.Service
} = dual(
  (args) => typeof args[0] === "object" && args[0] !== null && "generateText" in args[0],
  (model: LanguageModel.Service, options?: ModelOptions): Model.Service =>
    internal.fromLanguageModel(model, checkModelOptions(options))
)

/**
 * The `Model` service on the `LanguageModel` in context (put {@link layerPolicy} under it to make
 * every call resilient; `Session`'s own retry layer then sees `Exhausted` and does not multiply,
 * unless the policy retried nothing: a policy without `retry` leaves the retries to the session).
 * Options are checked when `layerModel` is called.
 *
 * @example
 * ```ts
 * import { OpenAiLanguageModel } from "@effect/ai-openai"
 * import { Layer } from "effect"
 * import { RetrySchedule } from "effect-resilience"
 * import { AiModel } from "effect-resilience/ai"
 *
 * // Model ← resilient LanguageModel ← OpenAI
 * const ModelLive = AiModel.layerModel().pipe(
 *   Layer.provide(AiModel.layerPolicy({ retry: { schedule: RetrySchedule.standard }, breaker: {} })),
 *   Layer.provide(OpenAiLanguageModel.model("gpt-4o-mini"))
 * )
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerModel = (options?: ModelOptions): Layer.Layer<Model.Model, never, LanguageModel.LanguageModel> => {
  const checked = checkModelOptions(options)
  return Layer.effect(
    Model.Model,
    Effect.map(LanguageModel.LanguageModel, (model) => internal.fromLanguageModel(model, checked))
  )
}
