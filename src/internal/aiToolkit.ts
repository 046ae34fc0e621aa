import * as AiTool from "@effect/ai/Tool"
import type * as AiToolkit from "@effect/ai/Toolkit"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as FiberId from "effect/FiberId"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as ParseResult from "effect/ParseResult"
import { isObject } from "effect/Predicate"
import type * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import type * as Failure from "../Failure.js"
import type { MessageFactory } from "../Sanitize.js"
import * as Tool from "../Tool.js"
import * as Toolkit from "../Toolkit.js"
import * as ToolResult from "../ToolResult.js"
import { canonicalJson } from "./idempotency/key.js"
import { InvalidOptionError, knownKeys, object } from "./options.js"
import { decodingArguments, execute, type Read, readArguments, resumedRead } from "./toolkit.js"
import * as messages from "./toolkitMessages.js"

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
 * @effect/ai never tells a handler which call it serves, so side-effecting calls are keyed by the turn, the tool and the
 * arguments, and under an `AiModel` layer by the exchange too (see {@link AnswerCall}): without one, a repeated
 * identical call in one turn replays the first result.
 */
const CALL_ID = "effect-ai"

/**
 * The call a handler serves within its answer, set by an `AiModel` layer, which sees each answer's calls handled
 * (`aiPolicy`), beside the answer's exchange: its position in the answer, and the first position of each side-effecting
 * call (tool and arguments) of the answer so far. A side-effecting call that repeats an earlier one of its answer has
 * that one's key: run, it replayed that call's result, and the model read that the email went out twice. It is not run,
 * and reads `INVALID_ARGUMENTS`, as under `Toolkit.executeAll`. None where no such layer tells (`@effect/ai`'s own
 * model): the repeat replays.
 * @internal
 */
export class AnswerCall extends Context.Reference<AnswerCall>()("effect-resilience/AiToolkit/AnswerCall", {
  defaultValue: (): Option.Option<{ readonly position: number; readonly firsts: Map<string, number> }> => Option.none()
}) {}

/**
 * Whether the call of `name` with `args` (its parameters decoded and encoded, as its idempotency key holds them: a
 * default written or left out is the same call) repeats one earlier in its answer. Compared as `@effect/ai` passes them
 * to the handler, as the model wrote them, `{to}` and `{to, cc: ""}` for a `cc` that defaults to "" differed, both ran,
 * and the second replayed the first's result. A call that comes later in the answer but got here first (handlers run
 * concurrently) is not an earlier one: both run, and the second replays, rather than one read that a later call ran.
 */
const repeatsEarlier = (
  call: Option.Option<{ readonly position: number; readonly firsts: Map<string, number> }>,
  name: string,
  args: unknown
): boolean => {
  if (Option.isNone(call)) return false
  let identity: string
  try {
    identity = JSON.stringify([name, canonicalJson(args)])
  } catch {
    return false
  }
  const { firsts, position } = call.value
  const first = firsts.get(identity)
  if (first === undefined || position < first) firsts.set(identity, position)
  return first !== undefined && first < position
}

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
 * {@link lenientParameters}: kept as the model wrote them, for the handler to answer `INVALID_ARGUMENTS`. `read`: how
 * they were read, when this library's toolkit read them (see {@link Readers}).
 */
class UnmatchedArguments {
  constructor(readonly raw: unknown, readonly read?: Read) {}
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
 * Reads a call's arguments for one tool of a toolkit run with `toLayer`, once per call: provided by its layer under
 * {@link readerKey}, where `@effect/ai` decodes the tool's parameters (the caller's context).
 *
 * `@effect/ai` decodes a call's arguments before its handler runs (`Toolkit.handle`), and again with the response (its
 * tool-call parts: before the calls under `streamText`, after them under `generateText`), outside any timeout. An
 * asynchronous check of the parameters (`Schema.filterEffect` asking a service) ran three times, and one that never
 * answered hung the call for good. Read here, the check runs once within the tool's timeout, and every decoding of the
 * same arguments (the same object, which `@effect/ai` hands each of them) has its outcome; the handler gets the time it
 * leaves. Parameters it decoded encode back as those arguments (`argumentsOf`): `AiModel`'s layer decodes the answer
 * within its protected call and hands `@effect/ai` the answer encoded again, whose arguments read as a new object ran
 * the check a second time.
 */
interface Reader {
  // the services the parameters' checks ask for are the caller's, where @effect/ai decodes them
  readonly read: (raw: unknown) => Effect.Effect<Read>
  readonly argumentsOf: (params: unknown) => object | undefined
}

/** The context key of a tool's {@link Reader}: one per tool name, as `@effect/ai`'s handlers are. */
const readerKey = (name: string) => Context.GenericTag<Reader>(`effect-resilience/AiToolkit/Reader/${name}`)

/** What `@effect/ai`'s decoding gives for a read: the decoded parameters, or the arguments unmatched. */
const decodedOf = (raw: unknown, read: Read): unknown =>
  Either.isRight(read.params) ? read.params.right : new UnmatchedArguments(raw, read)

/**
 * The parameters `AiToolkit.tool` gives `@effect/ai`: the struct's JSON Schema for the model, but a decoding that never
 * fails. `@effect/ai` decodes a call's arguments before its handler runs, and one that failed (a number where a string
 * is expected) failed the whole `generateText` with a `MalformedOutput`: the model never read what to fix. Arguments
 * that match decode as the struct does; others reach the handler as `UnmatchedArguments`, which answers
 * `INVALID_ARGUMENTS`. Under `toLayer`'s layer the tool's {@link Reader} reads them; elsewhere (the handlers' layer not
 * provided where `@effect/ai` decodes) they decode as the struct does, and this library's toolkit decodes them again.
 * @internal
 */
export const lenientParameters = (struct: Schema.Schema<any, any>, name: string): Schema.Schema<any, any> => {
  // as an Effect, and with the caller's options: parameters that decode asynchronously (a refinement that asks a
  // service) were read synchronously, and matching arguments passed for unmatched ones
  const decode = ParseResult.decodeUnknown(struct)
  const encode = ParseResult.encodeUnknown(struct)
  const reader = readerKey(name)
  const schema = Schema.transformOrFail(Schema.Unknown, Schema.Any, {
    strict: false,
    decode: (raw, options) =>
      Effect.flatMap(Effect.serviceOption(reader), (found) =>
        Option.isSome(found)
          ? Effect.map(found.value.read(raw), (read) => decodedOf(raw, read))
          // suspended, and an overflow of the stack unmatched too: a recursive schema's tree a couple of thousand levels
          // deep overflowed it here, in @effect/ai's decoding before the handler, and generateText died
          : Effect.orElseSucceed(decodingArguments(() => decode(raw, options)), () => new UnmatchedArguments(raw))),
    encode: (value) =>
      value instanceof UnmatchedArguments
        ? ParseResult.succeed(value.raw)
        : Effect.flatMap(Effect.serviceOption(reader), (found) => {
          const raw = Option.isSome(found) ? found.value.argumentsOf(value) : undefined
          return raw === undefined ? encode(value) : ParseResult.succeed(raw)
        })
  }).annotations({ jsonSchema: jsonSchemaOf(struct) })
  // `fields` as the struct has them, for whoever reads the tool's parameters as the struct its type says they are
  return Object.assign(schema, { fields: (struct as { fields?: unknown }).fields, [StrictParameters]: struct })
}

/**
 * A {@link Reader} for `tool`, and the reads it made by the parameters they decoded to (the handler gets those). Reads
 * are kept by the arguments' object, which `@effect/ai` decodes several times; one interrupted is forgotten, to be read
 * again.
 */
const makeReader = (tool: Tool.Any) => {
  const byArguments = new WeakMap<object, Deferred.Deferred<Read>>()
  // `raw`: the arguments' object, when the read is kept by it
  const byParams = new WeakMap<object, { readonly read: Read; readonly raw: object | undefined }>()
  const remember = (raw: unknown) => (read: Read) => {
    if (Either.isRight(read.params) && isObject(read.params.right)) {
      byParams.set(read.params.right, { read, raw: isObject(raw) ? raw : undefined })
    }
    return read
  }
  const reader: Reader = {
    read: (raw) =>
      Effect.suspend(() => {
        if (!isObject(raw)) return Effect.map(readArguments(tool, raw), remember(raw))
        const known = byArguments.get(raw)
        if (known !== undefined) return Deferred.await(known)
        const reading = Deferred.unsafeMake<Read>(FiberId.none)
        byArguments.set(raw, reading)
        return readArguments(tool, raw).pipe(
          Effect.map(remember(raw)),
          Effect.onExit((exit) => {
            if (Exit.isFailure(exit)) byArguments.delete(raw)
            return Deferred.done(reading, exit)
          })
        )
      }) as Effect.Effect<Read>,
    argumentsOf: (params) => isObject(params) ? byParams.get(params)?.raw : undefined
  }
  // A read serves one run of the handler: the same arguments handled again (`toolkit.handle` called twice with them) are
  // read again, rather than given a time that ran out with the first run (an instant TIMEOUT) or its timeout again.
  const used = new WeakSet<Read>()
  const once = (read: Read | undefined): Read | undefined => {
    if (read === undefined || used.has(read)) return undefined
    used.add(read)
    return read
  }
  return {
    reader,
    readOf: (params: unknown) =>
      once(
        params instanceof UnmatchedArguments ? params.read : isObject(params) ? byParams.get(params)?.read : undefined
      )
  }
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

/**
 * The handlers of `toolkit` as a layer: each runs through this library's toolkit, and each tool's {@link Reader} is
 * provided beside them, for `@effect/ai`'s decoding of the tool's parameters.
 * @internal
 */
export const layer = (
  toolkit: AiToolkit.Any,
  userHandlers: Record<string, AnyHandler>,
  options: Options = {}
): Layer.Layer<any, never, any> => {
  const tools = entries(toolkit)
  checkReturnsFailures(tools)
  const ours = toToolkit(toolkit, userHandlers, options)
  const handlers: Record<string, AnyHandler> = {}
  let readers = Context.empty() as Context.Context<any>
  for (const [name, tool] of tools) {
    const { reader, readOf } = makeReader(ours.byName.get(name)!)
    readers = Context.add(readers, readerKey(name), reader)
    // The model's arguments as the idempotency key and a sub-agent's calls are made of: the parameters encoded.
    const encode = Schema.encode(strictParameters(tool.parametersSchema as Schema.Schema<any, any>))
    const decodeSuccess = Schema.decodeUnknown(tool.successSchema as Schema.Schema<any, any>)
    handlers[name] = (params) =>
      Effect.gen(function*() {
        const unmatched = params instanceof UnmatchedArguments
        const args = unmatched ? params.raw : yield* Effect.orDie(encode(params))
        // read by the tool's reader as @effect/ai decoded the parameters: not again (a check of theirs runs once);
        // else this library's toolkit decodes them from their encoded form
        const read = readOf(params)
        const now = yield* Clock.currentTimeMillis
        // arguments that do not match read their own INVALID_ARGUMENTS, not that an earlier call ran
        const repeat = !unmatched && ours.byName.get(name)!.sideEffect === true &&
          repeatsEarlier(yield* AnswerCall, name, args)
        const outcome = yield* Effect.orDie(
          // the arguments a sub-agent's calls are keyed under: encoded, as they were before reads were shared
          execute(
            ours,
            { id: CALL_ID, name, arguments: args },
            repeat ? messages.repeatedCall(name, "the same arguments") : undefined,
            read && { ...resumedRead(read, now), args }
          )
        )
        if (ToolResult.isSuccess(outcome)) return yield* Effect.orDie(decodeSuccess(outcome.value))
        return yield* Effect.fail({ error: { code: outcome.code, message: outcome.message } })
      })
  }
  // the readers beside the handlers: where @effect/ai decodes the parameters (the caller's context, which the layer is
  // provided to), the handlers' own context does not reach
  return Layer.merge((toolkit as AiToolkit.Toolkit<any>).toLayer(handlers as any), Layer.succeedContext(readers))
}
