/**
 * `@effect/ai` toolkits run with this library's tool semantics. The handlers of an `@effect/ai`
 * `Toolkit` go through `Toolkit.execute`, so they get what every tool of this library gets:
 *
 * - a timeout (default 30 s) that interrupts the handler (finalizers run, fetches abort) and
 *   answers `TIMEOUT`, counted from before the arguments are read: under {@link toLayer}, an
 *   asynchronous check of a {@link tool}'s parameters (`Schema.filterEffect`) is within it and runs
 *   once per call (the time it took counts, a wait before the handler does not), where
 *   `@effect/ai` or an `AiModel` layer decodes the parameters (the handlers' layer provided around
 *   `generateText` or `streamText`; provided to the toolkit alone, `@effect/ai` decodes them
 *   itself, outside the timeout, before the handler and again with the response);
 * - every failure as a result the model reads — `{ error: { code, message } }`, the same text
 *   `ToolResult.Failure` gives — with a sanitised message (no stack traces, keys or internal
 *   hosts), through `failureMode: "return"`; with {@link tool}, arguments that do not match the
 *   parameters too (`INVALID_ARGUMENTS`), which `@effect/ai` would otherwise fail the call on;
 * - optional retries for idempotent tools, and idempotency keys for side-effecting ones
 *   (`sideEffect: true`: the call runs once per key through `Idempotency.run`; the handler reads the
 *   key from `Idempotency.CurrentKey`).
 *
 * Two ways to use it:
 *
 * - {@link toLayer}: handlers for `@effect/ai`'s own loop (`LanguageModel.generateText({ toolkit })`).
 *   The tools must be declared with {@link tool} (or with `failure: FailureResult` and
 *   `failureMode: "return"`), so the model reads the failures.
 * - {@link toToolkit}: a `Toolkit` of this library built from the `@effect/ai` tools, for
 *   `Agent.turn` and durable turns (with `AiModel.layerModel`).
 *
 * Idempotency keys: `@effect/ai` tells a handler neither which call it serves nor which answer, so
 * under {@link toLayer} the key is made of the turn id (`Toolkit.withTurnId`, required), the tool
 * and the arguments, never the call id. With the model behind an `AiModel` layer
 * (`AiModel.layerPolicy`, `withPolicy`, `make`), which sees each answer's prompt and calls, the key
 * also holds the exchange (the prompt's length: the position of the answer, as `Agent.step` numbers
 * it outside a durable turn): an identical call in a later step runs again, the same step asked
 * again (the same prompt) replays, and a side-effecting call that repeats an earlier one of the same
 * answer (same tool and arguments) is not run and reads `INVALID_ARGUMENTS`. With `@effect/ai`'s own
 * model alone there is no exchange: an identical call anywhere in the turn, in the same answer or a
 * later step, returns the first call's result and does not run (give each step a turn id of its own,
 * such as `Toolkit.withTurnId("turn_1/step_2")`, for a later step's to run). Under {@link toToolkit}
 * the provider's call id is part of the key, as everywhere else.
 *
 * This module needs `@effect/ai` (an optional peer dependency): import it from
 * `effect-resilience/ai`.
 *
 * @since 0.1.0
 */
import * as AiTool from "@effect/ai/Tool"
import type * as AiToolkit from "@effect/ai/Toolkit"
import type * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import type * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import type { IdempotencyStore } from "./Idempotency.js"
import * as internal from "./internal/aiToolkit.js"
import type { MessageFactory } from "./Sanitize.js"
import type * as Tool from "./Tool.js"
import type * as Toolkit from "./Toolkit.js"
import type * as ToolResult from "./ToolResult.js"

/**
 * The failure a tool returns to the model: `{ error: { code, message } }`, `code` one of
 * `ToolResult.Code`. Use it as the `failure` schema of `@effect/ai` tools run with {@link toLayer}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FailureResult: Schema.Struct<{
  error: Schema.Struct<{ code: typeof ToolResult.Code; message: typeof Schema.String }>
}> = internal.FailureResult

/**
 * @since 0.1.0
 * @category models
 */
export type FailureResult = typeof FailureResult.Type

/**
 * An `@effect/ai` tool whose failures the model reads: `AiTool.make` with
 * `failure: FailureResult` and `failureMode: "return"`, whose parameters (the same JSON Schema for the
 * model) let arguments that do not match reach the handler, which answers `INVALID_ARGUMENTS`.
 *
 * @example
 * ```ts
 * import { Schema } from "effect"
 * import { AiToolkit } from "effect-resilience/ai"
 *
 * const GetWeather = AiToolkit.tool("get_weather", {
 *   description: "The weather in a city",
 *   parameters: { city: Schema.String },
 *   success: Schema.Struct({ celsius: Schema.Number })
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const tool = <
  const Name extends string,
  Parameters extends Schema.Struct.Fields = Record<never, never>,
  Success extends Schema.Schema.Any = typeof Schema.Void
>(
  name: Name,
  options?: {
    readonly description?: string | undefined
    readonly parameters?: Parameters | undefined
    readonly success?: Success | undefined
  }
): AiTool.Tool<Name, {
  readonly parameters: Schema.Struct<Parameters>
  readonly success: Success
  readonly failure: typeof FailureResult
  readonly failureMode: "return"
}> => {
  const made = AiTool.make(name, {
    description: options?.description,
    parameters: internal.parameterFields(options?.parameters ?? {}) as Parameters,
    ...(options?.success === undefined ? {} : { success: options.success }),
    failure: FailureResult,
    failureMode: "return"
  })
  // the model's arguments that do not match reach the handler, which answers INVALID_ARGUMENTS
  return made.setParameters(internal.lenientParameters(made.parametersSchema as any, name) as any) as any
}

/**
 * What this library adds to one tool (see `Tool.make`): `timeout` (default 30 s), `sideEffect`
 * (keyed, run once per key; needs an `IdempotencyStore` and a turn id), `idempotent`, `retry` (only
 * with `idempotent` or `sideEffect`), `message` (this tool's message factory).
 *
 * @since 0.1.0
 * @category models
 */
export type ToolOptions = internal.ToolOptions

/**
 * Options of {@link toLayer} and {@link toToolkit}: per-tool options by name, and the message
 * factory of every tool (default `Sanitize.defaultMessage`).
 *
 * @since 0.1.0
 * @category models
 */
export interface Options<Tools extends Record<string, AiTool.Any> = Record<string, AiTool.Any>> {
  readonly tools?: { readonly [Name in keyof Tools]?: ToolOptions | undefined } | undefined
  readonly message?: MessageFactory | undefined
}

/**
 * One handler per tool: from the decoded parameters to the success value. Any error is classified
 * and becomes a failure result; the error type is free.
 *
 * @since 0.1.0
 * @category models
 */
export type Handlers<Tools extends Record<string, AiTool.Any>> = {
  readonly [Name in keyof Tools]: (
    params: AiTool.Parameters<Tools[Name]>
  ) => Effect.Effect<AiTool.Success<Tools[Name]>, any, any>
}

/**
 * The services the handlers need (not a `Scope`: each run of a handler has its own).
 *
 * @since 0.1.0
 * @category type-level
 */
export type HandlersContext<H> = {
  [Name in keyof H]: H[Name] extends (...args: any) => Effect.Effect<any, any, infer R> ? Exclude<R, Scope.Scope>
    : never
}[keyof H]

/**
 * `IdempotencyStore` when a tool of the options has `sideEffect: true`.
 *
 * @since 0.1.0
 * @category type-level
 */
export type StoreOf<O> = O extends { readonly tools?: infer T } ? T extends object ? true extends {
      [Name in keyof T]: T[Name] extends { readonly sideEffect: true } ? true : false
    }[keyof T] ? IdempotencyStore
    : never
  : never
  : never

/**
 * A `Toolkit` of this library made of an `@effect/ai` toolkit's tools (name, description,
 * parameter and success schemas) and `handlers`, for `Agent.turn` and durable turns. Checked now:
 * a missing handler, an option of a tool the toolkit lacks, or an invalid tool option throws
 * `InvalidOptionError` naming it (`handlers.search`, `tools.search.timeout`).
 *
 * @example
 * ```ts
 * import { Toolkit as AiKit } from "@effect/ai"
 * import { Effect, Schema } from "effect"
 * import { Agent, Model } from "effect-resilience"
 * import { AiToolkit } from "effect-resilience/ai"
 *
 * const Search = AiToolkit.tool("search", {
 *   description: "Search the documentation",
 *   parameters: { query: Schema.String },
 *   success: Schema.Array(Schema.String)
 * })
 * const toolkit = AiToolkit.toToolkit(AiKit.make(Search), {
 *   search: ({ query }) => Effect.succeed([`${query}: found`])
 * }, { tools: { search: { timeout: "5 seconds", idempotent: true } } })
 *
 * const answer = Agent.turn({ history: [new Model.UserMessage({ content: "Find the GIL" })], toolkit })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const toToolkit = <
  Tools extends Record<string, AiTool.Any>,
  const H extends Handlers<Tools>,
  const O extends Options<Tools> = Options<Tools>
>(
  toolkit: AiToolkit.Toolkit<Tools>,
  handlers: H,
  options?: O
): Toolkit.Toolkit<ReadonlyArray<Tool.Tool<string, any, any, any, HandlersContext<H> | StoreOf<O>>>> =>
  internal.toToolkit(toolkit, handlers as any, options as internal.Options | undefined) as any

/**
 * The handlers of an `@effect/ai` toolkit as a layer (`toolkit.toLayer`), each run through this
 * library's toolkit: timeouts that cancel, failures as `FailureResult` values the model reads,
 * sanitised messages, retries and idempotency keys as the options say. Every tool must have
 * `failureMode: "return"` and a failure schema that accepts a `FailureResult` (declare it with
 * {@link tool}); checked now, with the rest of the options. Provide the layer where `generateText` or
 * `streamText` runs: the arguments of a {@link tool} are then read there once, within the tool's
 * timeout, as `Toolkit.execute` reads them (a property the parameters lack is `INVALID_ARGUMENTS`).
 *
 * @example
 * ```ts
 * import { LanguageModel, Toolkit as AiKit } from "@effect/ai"
 * import { Effect, Schema } from "effect"
 * import { AiToolkit } from "effect-resilience/ai"
 *
 * const Search = AiToolkit.tool("search", {
 *   parameters: { query: Schema.String },
 *   success: Schema.Array(Schema.String)
 * })
 * const Tools = AiKit.make(Search)
 * const ToolsLive = AiToolkit.toLayer(Tools, {
 *   search: ({ query }) => Effect.succeed([`${query}: found`])
 * }, { tools: { search: { timeout: "5 seconds" } } })
 *
 * const program = LanguageModel.generateText({ prompt: "Find the GIL", toolkit: Tools }).pipe(
 *   Effect.provide(ToolsLive)
 * )
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const toLayer = <
  Tools extends Record<string, AiTool.Any>,
  const H extends Handlers<Tools>,
  const O extends Options<Tools> = Options<Tools>
>(
  toolkit: AiToolkit.Toolkit<Tools>,
  handlers: H,
  options?: O
): Layer.Layer<AiTool.HandlersFor<Tools>, never, HandlersContext<H> | StoreOf<O>> =>
  // @effect/ai runs each handler in the layer's context merged with the caller's, so the
  // caller's `Toolkit.TurnId` reaches the idempotency key.
  internal.layer(toolkit, handlers as any, options as internal.Options | undefined) as any
