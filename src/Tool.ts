/**
 * A tool the model can call: a name, a description, a `Schema` for the parameters (the model
 * sees its JSON Schema), a `Schema` for the result, and a handler. Run tools through a
 * `Toolkit`, which turns every failure into a `ToolResult` the model can act on.
 *
 * @since 0.1.0
 */
import type * as Duration from "effect/Duration"
import type * as JSONSchema from "effect/JSONSchema"
import type * as Scope from "effect/Scope"
import type { IdempotencyStore } from "./Idempotency.js"
import * as internal from "./internal/tool.js"
import type * as Model from "./Model.js"

/**
 * @since 0.1.0
 * @category symbols
 */
export const TypeId: typeof internal.TypeId = internal.TypeId

/**
 * @since 0.1.0
 * @category symbols
 */
export type TypeId = typeof internal.TypeId

/**
 * What happens to a failed call: `"return"` hands a `ToolResult.Failure` to the model; `"fail"`
 * fails the run with a `ToolResult.ToolError` (for writes and security checks whose failures must
 * not be handed to the model).
 *
 * @since 0.1.0
 * @category models
 */
export type FailureMode = internal.FailureMode

/**
 * A tool. Built with {@link make}; its options are checked there.
 *
 * @since 0.1.0
 * @category models
 */
export type Tool<Name extends string, Params, Success, E = never, R = never> = internal.Tool<
  Name,
  Params,
  Success,
  E,
  R
>

/**
 * Any tool.
 *
 * @since 0.1.0
 * @category models
 */
export type Any = Tool<string, any, any, any, any>

/**
 * The services a tool needs (its handler's and its retry schedule's, and the `IdempotencyStore`
 * for a side-effecting tool). Not a `Scope`: each run of the handler has its own, closed when the
 * run ends (its result, its failure, its timeout), so resources it acquires are released then.
 *
 * @since 0.1.0
 * @category type-level
 */
export type Context<T> = T extends Tool<infer _Name, infer _P, infer _S, infer _E, infer R> ? Exclude<R, Scope.Scope>
  : never

/**
 * The parameters a tool's handler receives.
 *
 * @since 0.1.0
 * @category type-level
 */
export type Parameters<T> = T extends Tool<infer _Name, infer P, infer _S, infer _E, infer _R> ? P : never

/**
 * The `idempotency` option of {@link make}: the `Idempotency.RunOptions` a side-effecting tool's
 * calls run with, but `owner` (each call has its own).
 *
 * @since 0.1.0
 * @category models
 */
export type IdempotencyOptions = internal.IdempotencyOptions

/**
 * Options of {@link make}.
 *
 * - `timeout` (default 30 s): the whole call, retries included, is interrupted past it.
 * - `failureMode` (default: the toolkit's, which defaults to `"return"`).
 * - `sideEffect`: the call is keyed (`Idempotency.makeKey` of the turn id, call id, name and
 *   arguments; inside an agent step with a turn id, also the call's exchange, as call ids repeat across
 *   exchanges: in a durable turn the count of exchanges kept in the turn, otherwise the position of
 *   the call's assistant message in the history) and runs through `Idempotency.run`, so a
 *   replayed call returns the stored result. A call that repeats an earlier one of the same answer
 *   (same id, name and arguments as its parameters read them) is not run by `Toolkit.executeAll`: it
 *   reads `INVALID_ARGUMENTS`.
 *   The handler reads the key from `Idempotency.CurrentKey`.
 * - `idempotency` (only with `sideEffect`): `lease`, `takeover`, `pollInterval` and `maxWait` of that
 *   `Idempotency.run` (its defaults otherwise), e.g. a lease shorter than 30 s so that a call cut off
 *   by a crash is settled sooner. Checked here, with the option named `idempotency.lease` and so on.
 * - `idempotent`: repeating the call is harmless (a read), so it may be retried.
 * - `retry`: a schedule for `Retryable` failures (through `Retry.retry`). Allowed only on tools that
 *   are `idempotent` or `sideEffect`; none by default. Argument errors are never retried. A
 *   `sideEffect` tool does not repeat an attempt whose request may have been acted on (a 500, a
 *   connection dropped once the request was sent): its claim is kept as unknown, and the model reads
 *   that the effect may have happened. With `idempotency.takeover: true` (the service deduplicates on
 *   the key the handler sends) it does.
 * - `message`: a message factory for this tool's failures (before the toolkit's and the default).
 *
 * @since 0.1.0
 * @category models
 */
export type Options<Name extends string, Params, ParamsI, Success, SuccessI, E, R, RR, SideEffect extends boolean> =
  internal.Options<Name, Params, ParamsI, Success, SuccessI, E, R, RR, SideEffect>

/**
 * Defines a tool. Throws `InvalidOptionError` (naming the option) for a name providers reject, a
 * timeout that is not a positive finite duration, a retry on a tool that is neither idempotent nor
 * keyed, parameters that JSON Schema cannot describe or that are no object (providers take a tool's
 * arguments as one JSON object), a misspelt option (`sideeffect`), and so on.
 *
 * @example
 * ```ts
 * import { Effect, Schema } from "effect"
 * import { Tool } from "effect-resilience"
 *
 * const search = Tool.make({
 *   name: "search",
 *   description: "Search the documentation",
 *   parameters: Schema.Struct({ query: Schema.String }),
 *   success: Schema.Array(Schema.String),
 *   handler: ({ query }) => Effect.succeed([`result for ${query}`]),
 *   timeout: "10 seconds",
 *   idempotent: true
 * })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: <
  const Name extends string,
  Params,
  ParamsI,
  Success,
  SuccessI,
  E = never,
  R = never,
  RR = never,
  SideEffect extends boolean = false
>(
  options: Options<Name, Params, ParamsI, Success, SuccessI, E, R, RR, SideEffect>
) => Tool<Name, Params, Success, E, R | RR | ([SideEffect] extends [true] ? IdempotencyStore : never)> = internal
  .make as any

/**
 * The JSON Schema of a tool's parameters, for the model: an object at its root, written inline (no
 * top-level `$ref`), `{ "type": "object", "properties": {} }` for a tool without arguments.
 *
 * @since 0.1.0
 * @category getters
 */
export const jsonSchema = (tool: Any): JSONSchema.JsonSchema7Root => tool.jsonSchema

/**
 * What the model is told about a tool: name, description and the JSON Schema of its parameters.
 *
 * @since 0.1.0
 * @category getters
 */
export const definition = (tool: Any): Model.ToolDefinition => ({
  name: tool.name,
  description: tool.description,
  parameters: tool.jsonSchema
})

/**
 * The default timeout of a tool call.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultTimeout: Duration.DurationInput = internal.DEFAULT_TIMEOUT

/**
 * @since 0.1.0
 * @category guards
 */
export const isTool = (u: unknown): u is Any => typeof u === "object" && u !== null && TypeId in u
