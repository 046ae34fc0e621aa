import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import * as JSONSchema from "effect/JSONSchema"
import { type Pipeable, pipeArguments } from "effect/Pipeable"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import type * as Failure from "../Failure.js"
import * as Retry from "../Retry.js"
import type { MessageFactory } from "../Sanitize.js"
import { mayHaveReached } from "./classify/reached.js"
import { type RunOptions, settings } from "./idempotency/run.js"
import { duration, given, InvalidOptionError, knownKeys, object } from "./options.js"

/** @internal */
export const TypeId: unique symbol = Symbol.for("effect-resilience/Tool")

/** @internal */
export type TypeId = typeof TypeId

/** @internal */
export type FailureMode = "return" | "fail"

/** @internal */
export const DEFAULT_TIMEOUT = "30 seconds"

/**
 * The options of a side-effecting tool's keyed run. Not `owner`: every call of the tool would share
 * it, and a duplicate would then take the holder's live claim for its own.
 * @internal
 */
export type IdempotencyOptions = Pick<RunOptions, "lease" | "takeover" | "pollInterval" | "maxWait">

const Proto = {
  [TypeId]: TypeId,
  pipe() {
    // eslint-disable-next-line prefer-rest-params -- pipeArguments takes the arguments object, as in effect's own classes
    return pipeArguments(this, arguments)
  }
}

/** @internal */
export interface Tool<
  Name extends string,
  Params,
  Success,
  E,
  R
> extends Pipeable {
  readonly [TypeId]: TypeId
  readonly name: Name
  readonly description: string
  readonly parameters: Schema.Schema<Params, any>
  readonly success: Schema.Schema<Success, any>
  readonly handler: (params: Params) => Effect.Effect<Success, E, R>
  readonly timeout: Duration.Duration
  readonly failureMode: FailureMode | undefined
  readonly sideEffect: boolean
  readonly idempotency: IdempotencyOptions | undefined
  readonly idempotent: boolean
  readonly retry:
    | (<A, E2, R2>(self: Effect.Effect<A, E2, R2>) => Effect.Effect<A, Failure.RetryFailure, R2 | R>)
    | undefined
  readonly message: MessageFactory | undefined
  readonly jsonSchema: JSONSchema.JsonSchema7Root
}

/** @internal */
export interface Options<
  Name extends string,
  Params,
  ParamsI,
  Success,
  SuccessI,
  E,
  R,
  RR,
  SideEffect extends boolean
> {
  readonly name: Name
  readonly description: string
  readonly parameters: Schema.Schema<Params, ParamsI>
  readonly success: Schema.Schema<Success, SuccessI>
  readonly handler: (params: Params) => Effect.Effect<Success, E, R>
  readonly timeout?: Duration.DurationInput | undefined
  readonly failureMode?: FailureMode | undefined
  readonly sideEffect?: SideEffect | undefined
  readonly idempotency?: IdempotencyOptions | undefined
  readonly idempotent?: boolean | undefined
  readonly retry?: Schedule.Schedule<unknown, Failure.AgentFailure, RR> | undefined
  readonly message?: MessageFactory | undefined
}

// What OpenAI, Anthropic and Gemini all accept as a function name.
const NAME = /^[A-Za-z0-9_-]{1,64}$/

const optionalBoolean = (option: string, value: unknown): boolean => {
  if (value === undefined) return false
  if (typeof value !== "boolean") throw new InvalidOptionError(option, value, "true or false")
  return value
}

const schemaOption = (option: string, value: unknown): void => {
  if (!Schema.isSchema(value)) {
    throw new InvalidOptionError(option, value, "an effect Schema such as Schema.Struct({ … })")
  }
}

const OPTION_KEYS: ReadonlyArray<string> = [
  "name",
  "description",
  "parameters",
  "success",
  "handler",
  "timeout",
  "failureMode",
  "sideEffect",
  "idempotency",
  "idempotent",
  "retry",
  "message"
]

const IDEMPOTENCY_KEYS: ReadonlyArray<string> = ["lease", "maxWait", "pollInterval", "takeover"]

const idempotencyOption = (value: unknown, sideEffect: boolean): IdempotencyOptions | undefined => {
  if (object("idempotency", value as object | undefined, "an object such as { lease: \"5 seconds\" }") === undefined) {
    return undefined
  }
  // Only a side-effecting tool's calls run through Idempotency.run: elsewhere they would do nothing.
  if (!sideEffect) throw new InvalidOptionError("idempotency", value, "no idempotency options unless sideEffect: true")
  // An unknown key would be dropped silently: `owner` (an Idempotency.run option a tool does not take, since each
  // call's claim gets its own) or a misspelt `leas` would look set and do nothing.
  knownKeys("idempotency", value as object, IDEMPOTENCY_KEYS, `one of ${IDEMPOTENCY_KEYS.join(", ")}`)
  const { lease, maxWait, pollInterval, takeover } = value as IdempotencyOptions
  // The same check as Idempotency.run's: `takeover: "yes"` fails rather than reading as false.
  settings({ lease, maxWait, pollInterval, takeover }, "idempotency.")
  return { lease, maxWait, pollInterval, takeover }
}

// `JSONSchema.make` puts a schema with an identifier (a `Schema.Class`, an annotated struct) in `$defs` behind a root
// `$ref`, and describes an empty struct (a tool without arguments) as "an object or an array": OpenAI rejects both
// ("schema must be a JSON Schema of 'type: \"object\"'"), Anthropic wants `input_schema.type`. The root is kept inline,
// as @effect/ai's tools do, and must be an object: the model sends a tool's arguments as a JSON object.
const EMPTY_STRUCT_ID = "/schemas/%7B%7D"

const jsonSchemaOf = (parameters: Schema.Schema.Any): JSONSchema.JsonSchema7Root => {
  const $defs: Record<string, JSONSchema.JsonSchema7> = {}
  let root: JSONSchema.JsonSchema7
  try {
    root = JSONSchema.fromAST(topLevel(parameters.ast), { definitions: $defs, topLevelReferenceStrategy: "skip" })
  } catch (e) {
    throw new InvalidOptionError(
      "parameters",
      String(parameters),
      `a Schema that JSON Schema can describe (${e instanceof Error ? e.message.split("\n")[0] : String(e)})`
    )
  }
  if ("$id" in root && root.$id === EMPTY_STRUCT_ID) {
    const { $id: _, anyOf: __, ...annotations } = root
    root = { ...annotations, type: "object", required: [], properties: {}, additionalProperties: false }
  }
  if (!("type" in root) || root.type !== "object") {
    throw new InvalidOptionError(
      "parameters",
      String(parameters),
      "a Schema of a JSON object, such as Schema.Struct({ query: Schema.String }) (model providers take a tool's " +
        "arguments as one object)"
    )
  }
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    ...root,
    ...(Object.keys($defs).length === 0 ? {} : { $defs })
  } as JSONSchema.JsonSchema7Root
}

// As `JSONSchema.make` does: a top-level `Schema.parseJson(…)` is described by the schema it parses to.
const topLevel = (ast: SchemaAST.AST): SchemaAST.AST =>
  SchemaAST.isTransformation(ast) &&
    ast.from.annotations[SchemaAST.SchemaIdAnnotationId] === SchemaAST.ParseJsonSchemaId
    ? ast.to
    : ast

/** @internal */
export const make = (
  // The facade types the tool; here only the shape of the options matters.
  options: Options<string, any, any, any, any, any, any, any, boolean>
): Tool<string, any, any, any, any> => {
  // `object` names an Effect given as the options (read field by field, its `_op` was blamed as a misspelt option)
  const expected = "an object with name, description, parameters, success, handler"
  if (object("options", options, expected) === undefined) throw new InvalidOptionError("options", options, expected)
  // a misspelt `sideeffect: true` left a write unkeyed, run again on every replay; `timout` kept the 30 s
  knownKeys("", options, OPTION_KEYS)
  if (typeof options.name !== "string" || !NAME.test(options.name)) {
    throw new InvalidOptionError(
      "name",
      options.name,
      "1 to 64 letters, digits, '_' or '-' (what model providers accept)"
    )
  }
  if (typeof options.description !== "string") {
    throw new InvalidOptionError("description", options.description, "a string telling the model what the tool does")
  }
  schemaOption("parameters", options.parameters)
  schemaOption("success", options.success)
  if (typeof options.handler !== "function") {
    throw new InvalidOptionError("handler", options.handler, "a function from the parameters to an Effect")
  }
  const timeout = duration("timeout", given(options.timeout, DEFAULT_TIMEOUT), { allowZero: false })
  const failureMode = options.failureMode
  if (failureMode !== undefined && failureMode !== "return" && failureMode !== "fail") {
    throw new InvalidOptionError("failureMode", failureMode, "\"return\" or \"fail\"")
  }
  const sideEffect = optionalBoolean("sideEffect", options.sideEffect)
  const idempotency = idempotencyOption(options.idempotency, sideEffect)
  const idempotent = optionalBoolean("idempotent", options.idempotent)
  if (options.message !== undefined && typeof options.message !== "function") {
    throw new InvalidOptionError("message", options.message, "a function from a failure to the text the model reads")
  }
  let retry: Tool<string, any, any, any, any>["retry"] = undefined
  if (options.retry !== undefined) {
    if (!Schedule.isSchedule(options.retry)) {
      throw new InvalidOptionError("retry", options.retry, "an Effect Schedule such as RetrySchedule.standard")
    }
    // A retried write could happen twice: only a tool that is safe to repeat, or whose repeats the
    // idempotency store absorbs, may retry.
    if (!idempotent && !sideEffect) {
      throw new InvalidOptionError(
        "retry",
        "a schedule",
        "no retry unless the tool is idempotent: true or sideEffect: true (keyed)"
      )
    }
    // The store absorbs repeats of the call, not of attempts within it: a side-effecting tool does not
    // repeat an attempt that may have been acted on (a connection dropped once its request was sent),
    // unless it declared its effect safe to repeat under its key (`idempotency.takeover`: the service
    // deduplicates on the Idempotency-Key the handler sends).
    const schedule: Schedule.Schedule<unknown, Failure.AgentFailure, unknown> =
      sideEffect && idempotency?.takeover !== true
        ? Schedule.whileInput(options.retry, (failure: Failure.AgentFailure) => !mayHaveReached(failure))
        : options.retry
    // The timeout covers the retries: the toolkit runs the call under it as a deadline (`CurrentDeadline`), so a wait
    // that would end after it (a 429's `retry-after: 20` under a 10 s timeout) gives up rather than only delay a
    // TIMEOUT, "the call was cancelled", where the model should read what the tool failed with.
    retry = Retry.retry({ schedule, layer: `tool ${options.name}` })
  }
  return Object.assign(Object.create(Proto), {
    name: options.name,
    description: options.description,
    parameters: options.parameters,
    success: options.success,
    handler: options.handler,
    timeout,
    failureMode,
    sideEffect,
    idempotency,
    idempotent,
    retry,
    message: options.message,
    jsonSchema: jsonSchemaOf(options.parameters)
  })
}
