import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import * as JSONSchema from "effect/JSONSchema"
import { type Pipeable, pipeArguments } from "effect/Pipeable"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import type * as Failure from "../Failure.js"
import * as Retry from "../Retry.js"
import type { MessageFactory } from "../Sanitize.js"
import { duration, InvalidOptionError } from "./options.js"

/** @internal */
export const TypeId: unique symbol = Symbol.for("effect-resilience/Tool")

/** @internal */
export type TypeId = typeof TypeId

/** @internal */
export type FailureMode = "return" | "fail"

/** @internal */
export const DEFAULT_TIMEOUT = "30 seconds"

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

const jsonSchemaOf = (parameters: Schema.Schema.Any): JSONSchema.JsonSchema7Root => {
  try {
    return JSONSchema.make(parameters)
  } catch (e) {
    throw new InvalidOptionError(
      "parameters",
      String(parameters),
      `a Schema that JSON Schema can describe (${e instanceof Error ? e.message.split("\n")[0] : String(e)})`
    )
  }
}

/** @internal */
export const make = <
  const Name extends string,
  Params,
  ParamsI,
  Success,
  SuccessI,
  E,
  R,
  RR,
  SideEffect extends boolean
>(
  options: Options<Name, Params, ParamsI, Success, SuccessI, E, R, RR, SideEffect>
): Tool<Name, Params, Success, E, R | RR> => {
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionError("options", options, "an object with name, description, parameters, success, handler")
  }
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
  const timeout = duration("timeout", options.timeout ?? DEFAULT_TIMEOUT, { allowZero: false })
  const failureMode = options.failureMode
  if (failureMode !== undefined && failureMode !== "return" && failureMode !== "fail") {
    throw new InvalidOptionError("failureMode", failureMode, "\"return\" or \"fail\"")
  }
  const sideEffect = optionalBoolean("sideEffect", options.sideEffect)
  const idempotent = optionalBoolean("idempotent", options.idempotent)
  if (options.message !== undefined && typeof options.message !== "function") {
    throw new InvalidOptionError("message", options.message, "a function from a failure to the text the model reads")
  }
  let retry: Tool<Name, Params, Success, E, RR>["retry"] = undefined
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
    retry = Retry.retry({ schedule: options.retry, layer: `tool ${options.name}` })
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
    idempotent,
    retry,
    message: options.message,
    jsonSchema: jsonSchemaOf(options.parameters)
  })
}
