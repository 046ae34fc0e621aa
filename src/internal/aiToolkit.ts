import * as AiTool from "@effect/ai/Tool"
import type * as AiToolkit from "@effect/ai/Toolkit"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import type * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import type * as Failure from "../Failure.js"
import type { MessageFactory } from "../Sanitize.js"
import * as Tool from "../Tool.js"
import * as Toolkit from "../Toolkit.js"
import * as ToolResult from "../ToolResult.js"
import { InvalidOptionError, knownKeys, object } from "./options.js"
import { decodingArguments } from "./toolkit.js"

/** @internal */
export const FailureResult = Schema.Struct({
  error: Schema.Struct({ code: ToolResult.Code, message: Schema.String })
}).annotations({ identifier: "FailureResult" })

/** @internal */
export interface ToolOptions {
  readonly timeout?: Duration.DurationInput | undefined
  readonly sideEffect?: boolean | undefined
  readonly idempotent?: boolean | undefined
  readonly retry?: Schedule.Schedule<unknown, Failure.AgentFailure, any> | undefined
  readonly message?: MessageFactory | undefined
}

/** @internal */
export interface Options {
  readonly tools?: Readonly<Record<string, ToolOptions | undefined>> | undefined
  readonly message?: MessageFactory | undefined
}

type AnyHandler = (params: any) => Effect.Effect<any, any, any>

/**
 * @effect/ai never tells a handler which call it serves, so side-effecting calls are keyed by the
 * turn, the tool and the arguments: a repeated identical call in one turn replays the first result.
 */
const CALL_ID = "effect-ai"

const within = <A>(prefix: string, build: () => A): A => {
  try {
    return build()
  } catch (e) {
    if (e instanceof InvalidOptionError) throw new InvalidOptionError(`${prefix}.${e.option}`, e.value, e.expected)
    throw e
  }
}

const entries = (toolkit: AiToolkit.Any): Array<[string, AiTool.Any]> => {
  if (typeof toolkit !== "object" && typeof toolkit !== "function" || toolkit === null || !("tools" in toolkit)) {
    throw new InvalidOptionError("toolkit", toolkit, "an @effect/ai Toolkit made with Toolkit.make")
  }
  return Object.entries(toolkit.tools)
}

const check = (toolkit: AiToolkit.Any, handlers: Record<string, AnyHandler>, options: Options): void => {
  if (typeof handlers !== "object" || handlers === null) {
    throw new InvalidOptionError("handlers", handlers, "an object with one handler per tool")
  }
  if (object("options", options, "an object with tools and/or message") === undefined) {
    throw new InvalidOptionError("options", options, "an object with tools and/or message")
  }
  // a misspelt `tool: { send_email: { sideEffect: true } }` left the write unkeyed
  knownKeys("", options, optionKeys)
  const names = new Set(Object.keys(toolkit.tools))
  const tools = object("tools", options.tools, "an object with options per tool name") ?? {}
  for (const [name, given] of Object.entries(tools)) {
    // A misspelt name would silently leave its tool without the options meant for it.
    if (!names.has(name)) throw new InvalidOptionError(`tools.${name}`, name, `a tool of the toolkit (${[...names]})`)
    const toolOptions = object(`tools.${name}`, given, "an object such as { timeout: \"10 seconds\" }") ?? {}
    // The rest is the tool's own (its name, schemas, handler) or fixed here: an @effect/ai tool returns its failures to
    // the model (`failureMode: "return"`), and a key spread over `Tool.make`'s options would silently change that.
    knownKeys(`tools.${name}`, toolOptions, toolOptionKeys, `one of ${toolOptionKeys.join(", ")}`)
  }
}

const optionKeys: ReadonlyArray<string> = ["tools", "message"]

const toolOptionKeys: ReadonlyArray<string> = ["timeout", "sideEffect", "idempotent", "retry", "message"]

/**
 * The fields of a tool's parameters. `Tool.make` takes a schema there, `AiTool.make` the fields of a struct: given a
 * `Schema.Struct(…)`, @effect/ai failed with a TypeError reading `_tag`.
 * @internal
 */
export const parameterFields = (parameters: unknown): Schema.Struct.Fields => {
  if (Schema.isSchema(parameters)) {
    throw new InvalidOptionError(
      "parameters",
      String(parameters),
      "the fields of a struct, such as { city: Schema.String }, not a schema (Schema.Struct(…) takes those fields)"
    )
  }
  return object(
    "parameters",
    parameters as Schema.Struct.Fields,
    "the fields of a struct, such as { city: Schema.String }"
  ) ?? {}
}

/**
 * A model's arguments that do not match the tool's parameters, as `@effect/ai` decoded them under
 * {@link lenientParameters}: kept as the model wrote them, for the handler to answer `INVALID_ARGUMENTS`.
 */
class UnmatchedArguments {
  constructor(readonly raw: unknown) {}
  // a response's tool call sent back to the provider (`Prompt.fromResponseParts`) reads as the model wrote it
  toJSON(): unknown {
    return this.raw
  }
}

const StrictParameters = Symbol.for("effect-resilience/AiToolkit/StrictParameters")

/**
 * What the model reads of a tool's parameters. A struct without fields (a tool without parameters) is described as "an
 * object or an array", which OpenAI and Anthropic refuse (their tools' parameters are an object), with the whole
 * request: it reads as `@effect/ai`'s own tool without parameters does, an object without properties.
 */
const jsonSchemaOf = (struct: Schema.Schema<any, any>) => {
  const fields = (struct as { fields?: object }).fields
  return AiTool.getJsonSchemaFromSchemaAst(
    fields !== undefined && Object.keys(fields).length === 0 ? AiTool.EmptyParams.ast : struct.ast
  )
}

/**
 * The parameters `AiToolkit.tool` gives `@effect/ai`: the struct's JSON Schema for the model, but a decoding that never
 * fails. `@effect/ai` decodes a call's arguments before its handler runs, and one that failed (a number where a string
 * is expected) failed the whole `generateText` with a `MalformedOutput`: the model never read what to fix. Arguments
 * that match decode as the struct does; others reach the handler as `UnmatchedArguments`, and this library's toolkit
 * decodes them again and answers `INVALID_ARGUMENTS`.
 * @internal
 */
export const lenientParameters = (struct: Schema.Schema<any, any>): Schema.Schema<any, any> => {
  // as an Effect, and with the caller's options: parameters that decode asynchronously (a refinement that asks a
  // service) were read synchronously, and matching arguments passed for unmatched ones
  const decode = ParseResult.decodeUnknown(struct)
  const encode = ParseResult.encodeUnknown(struct)
  const schema = Schema.transformOrFail(Schema.Unknown, Schema.Any, {
    strict: false,
    // suspended, and an overflow of the stack unmatched too: a recursive schema's tree a couple of thousand levels deep
    // overflowed it here, in @effect/ai's decoding before the handler, and generateText died (the turn ended)
    decode: (raw, options) =>
      Effect.orElseSucceed(decodingArguments(() => decode(raw, options)), () => new UnmatchedArguments(raw)),
    encode: (value) => value instanceof UnmatchedArguments ? ParseResult.succeed(value.raw) : encode(value)
  }).annotations({ jsonSchema: jsonSchemaOf(struct) })
  // `fields` as the struct has them, for whoever reads the tool's parameters as the struct its type says they are
  return Object.assign(schema, { fields: (struct as { fields?: unknown }).fields, [StrictParameters]: struct })
}

/** The parameters a tool's arguments must match: the struct behind {@link lenientParameters}, or the schema itself. */
const strictParameters = (schema: Schema.Schema<any, any>): Schema.Schema<any, any> =>
  (schema as { [StrictParameters]?: Schema.Schema<any, any> })[StrictParameters] ?? schema

/** @internal */
export const toTools = (
  toolkit: AiToolkit.Any,
  handlers: Record<string, AnyHandler>,
  options: Options
): Array<Tool.Any> => {
  const tools = entries(toolkit)
  check(toolkit, handlers, options)
  return tools.map(([name, tool]) => {
    const handler = handlers[name]
    if (typeof handler !== "function") {
      throw new InvalidOptionError(`handlers.${name}`, handler, "a function from the parameters to an Effect")
    }
    return within(`tools.${name}`, () =>
      Tool.make({
        ...options.tools?.[name],
        name,
        description: tool.description ?? "",
        parameters: strictParameters(tool.parametersSchema as Schema.Schema<any, any>),
        success: tool.successSchema as Schema.Schema<any, any>,
        handler
      }))
  })
}

/** @internal */
export const toToolkit = (
  toolkit: AiToolkit.Any,
  handlers: Record<string, AnyHandler>,
  options: Options = {}
): Toolkit.Toolkit<ReadonlyArray<Tool.Any>> =>
  Toolkit.withOptions(Toolkit.make(...toTools(toolkit, handlers, options)), {
    failureMode: "return",
    message: options.message
  })

const sample = { error: { code: "FAILED", message: "sample" } }

const checkReturnsFailures = (tools: Array<[string, AiTool.Any]>): void => {
  for (const [name, tool] of tools) {
    if (tool.failureMode !== "return") {
      throw new InvalidOptionError(
        `tools.${name}.failureMode`,
        tool.failureMode,
        "\"return\", so the model reads a failure (declare the tool with AiToolkit.tool)"
      )
    }
    if (Either.isLeft(Schema.validateEither(tool.failureSchema as Schema.Schema<unknown>)(sample))) {
      throw new InvalidOptionError(
        `tools.${name}.failure`,
        String(tool.failureSchema),
        "AiToolkit.FailureResult, or a schema that accepts { error: { code, message } }"
      )
    }
  }
}

/** @internal */
export const handlers = (
  toolkit: AiToolkit.Any,
  userHandlers: Record<string, AnyHandler>,
  options: Options = {}
): Record<string, AnyHandler> => {
  const tools = entries(toolkit)
  checkReturnsFailures(tools)
  const ours = toToolkit(toolkit, userHandlers, options)
  const result: Record<string, AnyHandler> = {}
  for (const [name, tool] of tools) {
    // @effect/ai has decoded the parameters; this library's toolkit decodes them again from their
    // encoded form, which is also what the idempotency key is made of (the model's own arguments).
    const encode = Schema.encode(strictParameters(tool.parametersSchema as Schema.Schema<any, any>))
    const decodeSuccess = Schema.decodeUnknown(tool.successSchema as Schema.Schema<any, any>)
    result[name] = (params) =>
      Effect.gen(function*() {
        const args = params instanceof UnmatchedArguments ? params.raw : yield* Effect.orDie(encode(params))
        const outcome = yield* Effect.orDie(Toolkit.execute(ours, { id: CALL_ID, name, arguments: args }))
        if (ToolResult.isSuccess(outcome)) return yield* Effect.orDie(decodeSuccess(outcome.value))
        return yield* Effect.fail({ error: { code: outcome.code, message: outcome.message } })
      })
  }
  return result
}
