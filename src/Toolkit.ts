/**
 * A set of tools and the code that runs the model's tool calls. Every failure becomes a
 * `ToolResult.Failure` the model can act on — fix its arguments, choose another tool, explain the
 * failure — instead of an error that ends the run:
 *
 * - a name no tool has → `UNKNOWN_TOOL` (naming the tools that exist);
 * - arguments that are not JSON or do not match the parameters → `INVALID_ARGUMENTS` (with the
 *   path and what was expected); excess properties are rejected, as the JSON Schema says;
 * - past the tool's timeout → `TIMEOUT`; the handler is interrupted (finalizers run, the
 *   `AbortSignal` of `Effect.tryPromise` aborts);
 * - handler errors, classified by the `Classifier` in scope: `Retryable` or `Exhausted` →
 *   `UNAVAILABLE`, `Fatal`, `Permanent`, `ContextOverflow` → `FAILED`;
 * - a defect → `INTERNAL` (logged; the model never sees a stack trace); an interruption → `CANCELLED`.
 *
 * Under the `"fail"` strategy (per tool, else per toolkit) the run fails with a
 * `ToolResult.ToolError` instead. The text of a failure comes from the tool's message factory,
 * else the toolkit's, else `Sanitize.defaultMessage`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { dual } from "effect/Function"
import type * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import { dualChecked, InvalidOptionError } from "./internal/options.js"
import * as internal from "./internal/toolkit.js"
import type * as Model from "./Model.js"
import type { MessageFactory } from "./Sanitize.js"
import * as Tool from "./Tool.js"
import type * as ToolResult from "./ToolResult.js"

/**
 * @since 0.1.0
 * @category symbols
 */
export const TypeId: typeof internal.TypeId = internal.TypeId

/**
 * A set of tools with distinct names, and the toolkit's defaults.
 *
 * @since 0.1.0
 * @category models
 */
export type Toolkit<Tools extends ReadonlyArray<Tool.Any>> = internal.Toolkit<Tools>

/**
 * The services a toolkit's calls need.
 *
 * @since 0.1.0
 * @category type-level
 */
export type Context<T> = T extends Toolkit<infer Tools> ? Tool.Context<Tools[number]> : never

/**
 * One tool call: the provider's call id, the tool name, and the arguments as the model's JSON text
 * or as an already-parsed value. `Model.ToolCall` is one.
 *
 * @since 0.1.0
 * @category models
 */
export type Call = internal.Call

/**
 * Toolkit-level defaults: the failure strategy (default `"return"`) and the message factory (default
 * `Sanitize.defaultMessage`). A tool's own options win.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  readonly failureMode?: Tool.FailureMode | undefined
  readonly message?: MessageFactory | undefined
}

/**
 * A toolkit of `tools`. Throws `InvalidOptionError` when two tools share a name.
 *
 * @example
 * ```ts
 * import { Effect, Schema } from "effect"
 * import { Tool, Toolkit } from "effect-resilience"
 *
 * const search = Tool.make({
 *   name: "search",
 *   description: "Search the documentation",
 *   parameters: Schema.Struct({ query: Schema.String }),
 *   success: Schema.Array(Schema.String),
 *   handler: ({ query }) => Effect.succeed([`result for ${query}`])
 * })
 *
 * const toolkit = Toolkit.make(search)
 * const result = Toolkit.execute(toolkit, { id: "call_1", name: "search", arguments: "{\"query\":42}" })
 * // Effect<ToolResult>: a Failure with code INVALID_ARGUMENTS,
 * // "The arguments of search do not match its parameters: query: Expected string, actual 42. …"
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = <const Tools extends ReadonlyArray<Tool.Any>>(...tools: Tools): Toolkit<Tools> =>
  internal.make(tools)

/**
 * The same toolkit with other defaults. Checked now.
 *
 * @since 0.1.0
 * @category combinators
 */
export const withOptions: {
  /**
   * The same toolkit with other defaults. Checked now.
   *
   * @since 0.1.0
   * @category combinators
   */
  (options: Options): <Tools extends ReadonlyArray<Tool.Any>>(self: Toolkit<Tools>) => Toolkit<Tools>
  /**
   * The same toolkit with other defaults. Checked now.
   *
   * @since 0.1.0
   * @category combinators
   */
  <Tools extends ReadonlyArray<Tool.Any>>(self: Toolkit<Tools>, options: Options): Toolkit<Tools>
} = function(...args: Array<any>): any {
  // Not `dual`: its data-last form would defer the check until a toolkit is given, though the docs say "Checked now".
  if (args.length >= 2) return internal.withOptions(args[0], args[1])
  if (isToolkit(args[0])) {
    throw new InvalidOptionError("options", "a toolkit", "an object with failureMode and/or message")
  }
  internal.checkOptions(args[0])
  return (self: Toolkit<ReadonlyArray<Tool.Any>>) => internal.withOptions(self, args[0])
}

/**
 * What the model is told about the toolkit's tools.
 *
 * @since 0.1.0
 * @category getters
 */
export const definitions = (self: Toolkit<ReadonlyArray<Tool.Any>>): Array<Model.ToolDefinition> =>
  self.tools.map(Tool.definition)

/**
 * The id of the turn the calls belong to. Side-effecting tools need it for their idempotency key
 * (call ids alone repeat across turns with some providers); without it they fail with `INTERNAL`.
 * A `Context.Reference`, because one toolkit serves many turns.
 *
 * @since 0.1.0
 * @category context
 */
export class TurnId extends internal.TurnId {}

/**
 * Runs `self` with `turnId` as the {@link TurnId}.
 *
 * @example
 * ```ts
 * import { Toolkit } from "effect-resilience"
 *
 * declare const toolkit: Toolkit.Toolkit<[]>
 * const result = Toolkit.execute(toolkit, { id: "call_1", name: "send_email", arguments: "{}" }).pipe(
 *   Toolkit.withTurnId("turn_42")
 * )
 * ```
 *
 * @since 0.1.0
 * @category context
 */
export const withTurnId: {
  /**
   * Runs `self` with `turnId` as the {@link TurnId}.
   *
   * @example
   * ```ts
   * import { Toolkit } from "effect-resilience"
   *
   * declare const toolkit: Toolkit.Toolkit<[]>
   * const result = Toolkit.execute(toolkit, { id: "call_1", name: "send_email", arguments: "{}" }).pipe(
   *   Toolkit.withTurnId("turn_42")
   * )
   * ```
   *
   * @since 0.1.0
   * @category context
   */
  (turnId: string): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /**
   * Runs `self` with `turnId` as the {@link TurnId}.
   *
   * @example
   * ```ts
   * import { Toolkit } from "effect-resilience"
   *
   * declare const toolkit: Toolkit.Toolkit<[]>
   * const result = Toolkit.execute(toolkit, { id: "call_1", name: "send_email", arguments: "{}" }).pipe(
   *   Toolkit.withTurnId("turn_42")
   * )
   * ```
   *
   * @since 0.1.0
   * @category context
   */
  <A, E, R>(self: Effect.Effect<A, E, R>, turnId: string): Effect.Effect<A, E, R>
} = dualChecked(
  // the turn id is checked when withTurnId is called, in both forms (`dual` would wait for the effect)
  internal.validateTurnId,
  <A, E, R>(self: Effect.Effect<A, E, R>, turnId: string): Effect.Effect<A, E, R> =>
    Effect.provideService(self, internal.TurnId, Option.some(turnId))
)

/**
 * Runs one call. Succeeds with a `ToolResult` (a failure handed to the model is a success of this
 * effect); fails with a `ToolError` only under the `"fail"` strategy.
 *
 * @since 0.1.0
 * @category execution
 */
export const execute: {
  /**
   * Runs one call. Succeeds with a `ToolResult` (a failure handed to the model is a success of this
   * effect); fails with a `ToolError` only under the `"fail"` strategy.
   *
   * @since 0.1.0
   * @category execution
   */
  (
    call: Call
  ): <Tools extends ReadonlyArray<Tool.Any>>(
    self: Toolkit<Tools>
  ) => Effect.Effect<ToolResult.ToolResult, ToolResult.ToolError, Tool.Context<Tools[number]>>
  /**
   * Runs one call. Succeeds with a `ToolResult` (a failure handed to the model is a success of this
   * effect); fails with a `ToolError` only under the `"fail"` strategy.
   *
   * @since 0.1.0
   * @category execution
   */
  <Tools extends ReadonlyArray<Tool.Any>>(
    self: Toolkit<Tools>,
    call: Call
  ): Effect.Effect<ToolResult.ToolResult, ToolResult.ToolError, Tool.Context<Tools[number]>>
} = dual(2, internal.execute)

/**
 * Options of {@link executeAll}: `concurrency` (default `"unbounded"`), a positive integer or
 * `"unbounded"`.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExecuteAllOptions {
  readonly concurrency?: number | "unbounded" | undefined
}

const isToolkit = (u: unknown): u is Toolkit<ReadonlyArray<Tool.Any>> =>
  typeof u === "object" && u !== null && TypeId in u

/**
 * Runs a batch of calls (the parallel tool calls of one assistant message) and returns the results
 * in call order, whatever order they finish in. Under the `"fail"` strategy the first `ToolError`
 * fails the batch and interrupts the calls still running.
 *
 * `concurrency` is checked when `executeAll` is called, in both forms.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Model, Toolkit, ToolResult } from "effect-resilience"
 *
 * declare const toolkit: Toolkit.Toolkit<[]>
 * declare const message: Model.AssistantMessage
 *
 * const toolMessages = Toolkit.executeAll(toolkit, message.toolCalls, { concurrency: 4 }).pipe(
 *   Effect.map((results) => results.map(ToolResult.toMessage))
 * )
 * ```
 *
 * @since 0.1.0
 * @category execution
 */
export const executeAll: {
  /**
   * Runs a batch of calls (the parallel tool calls of one assistant message) and returns the results
   * in call order, whatever order they finish in. Under the `"fail"` strategy the first `ToolError`
   * fails the batch and interrupts the calls still running.
   *
   * `concurrency` is checked when `executeAll` is called, in both forms.
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Model, Toolkit, ToolResult } from "effect-resilience"
   *
   * declare const toolkit: Toolkit.Toolkit<[]>
   * declare const message: Model.AssistantMessage
   *
   * const toolMessages = Toolkit.executeAll(toolkit, message.toolCalls, { concurrency: 4 }).pipe(
   *   Effect.map((results) => results.map(ToolResult.toMessage))
   * )
   * ```
   *
   * @since 0.1.0
   * @category execution
   */
  (
    calls: Iterable<Call>,
    options?: ExecuteAllOptions
  ): <Tools extends ReadonlyArray<Tool.Any>>(
    self: Toolkit<Tools>
  ) => Effect.Effect<Array<ToolResult.ToolResult>, ToolResult.ToolError, Tool.Context<Tools[number]>>
  /**
   * Runs a batch of calls (the parallel tool calls of one assistant message) and returns the results
   * in call order, whatever order they finish in. Under the `"fail"` strategy the first `ToolError`
   * fails the batch and interrupts the calls still running.
   *
   * `concurrency` is checked when `executeAll` is called, in both forms.
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Model, Toolkit, ToolResult } from "effect-resilience"
   *
   * declare const toolkit: Toolkit.Toolkit<[]>
   * declare const message: Model.AssistantMessage
   *
   * const toolMessages = Toolkit.executeAll(toolkit, message.toolCalls, { concurrency: 4 }).pipe(
   *   Effect.map((results) => results.map(ToolResult.toMessage))
   * )
   * ```
   *
   * @since 0.1.0
   * @category execution
   */
  <Tools extends ReadonlyArray<Tool.Any>>(
    self: Toolkit<Tools>,
    calls: Iterable<Call>,
    options?: ExecuteAllOptions
  ): Effect.Effect<Array<ToolResult.ToolResult>, ToolResult.ToolError, Tool.Context<Tools[number]>>
} = function(...args: Array<any>): any {
  // Not `dual`: its data-last form would defer the option check until a toolkit is given.
  // The calls and options are checked too: one call or a message given for its calls, or a bare number as options.
  if (isToolkit(args[0])) {
    return internal.executeAll(
      args[0],
      internal.validateCalls(args[1]),
      internal.validateExecuteAllOptions(args[2])
    )
  }
  const calls = internal.validateCalls(args[0])
  const concurrency = internal.validateExecuteAllOptions(args[1])
  return (self: Toolkit<ReadonlyArray<Tool.Any>>) => internal.executeAll(self, calls, concurrency)
}

/**
 * The toolkit's metrics: `calls` (a counter tagged `tool` and `outcome`: `success` or a failure
 * code) and `duration` (a timer histogram tagged `tool`). A name no tool has is counted under the
 * tool label `<unknown>`, so a model cannot create metric series.
 *
 * @since 0.1.0
 * @category metrics
 */
export const metrics: {
  readonly calls: Metric.Metric.Counter<number>
  readonly duration: typeof internal.metrics.duration
} = internal.metrics
