import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import * as ParseResult from "effect/ParseResult"
import { type Pipeable, pipeArguments } from "effect/Pipeable"
import * as Ref from "effect/Ref"
import * as Schema from "effect/Schema"
import { Classifier } from "../Classify.js"
import * as Failure from "../Failure.js"
import * as Idempotency from "../Idempotency.js"
import * as Sanitize from "../Sanitize.js"
import * as ToolResult from "../ToolResult.js"
import { judged, mayHaveReached } from "./classify/reached.js"
import { within } from "./deadline.js"
import { formatMillis } from "./failure.js"
import * as idempotencyKey from "./idempotency/key.js"
import * as idempotencyRun from "./idempotency/run.js"
import { strictJson } from "./json.js"
import { loggedCause } from "./loggedCause.js"
import { InvalidOptionError, knownKeys, number, object } from "./options.js"
import { withParts } from "./sanitize.js"
import { annotateCurrentSpan } from "./span.js"
import { timeoutTo } from "./timeout.js"
import type { FailureMode, Tool } from "./tool.js"
import { TypeId as ToolTypeId } from "./tool.js"
import * as messages from "./toolkitMessages.js"

type AnyTool = Tool<string, any, any, any, any>

/** @internal */
export const TypeId: unique symbol = Symbol.for("effect-resilience/Toolkit")

const Proto = {
  [TypeId]: TypeId,
  pipe() {
    // eslint-disable-next-line prefer-rest-params -- pipeArguments takes the arguments object, as in effect's own classes
    return pipeArguments(this, arguments)
  }
}

/** @internal */
export interface Toolkit<Tools extends ReadonlyArray<AnyTool>> extends Pipeable {
  readonly [TypeId]: typeof TypeId
  readonly tools: Tools
  readonly byName: ReadonlyMap<string, AnyTool>
  readonly failureMode: FailureMode
  readonly message: Sanitize.MessageFactory | undefined
}

/** @internal */
export interface Call {
  readonly id: string
  readonly name: string
  readonly arguments: unknown
}

/** @internal */
export interface ToolkitOptions {
  readonly failureMode?: FailureMode | undefined
  readonly message?: Sanitize.MessageFactory | undefined
}

/** @internal */
export class TurnId extends Context.Reference<TurnId>()("effect-resilience/Toolkit/TurnId", {
  defaultValue: (): Option.Option<string> => Option.none()
}) {}

/**
 * The exchange whose calls run (a count kept in a durable turn, else the position of its assistant
 * message in the history): set by the agent step, so that the idempotency key tells apart two
 * exchanges of one turn that reuse a call id. None: the key without it (`Idempotency.makeKey`).
 * @internal
 */
export class Exchange extends Context.Reference<Exchange>()("effect-resilience/Toolkit/Exchange", {
  defaultValue: (): Option.Option<number> => Option.none()
}) {}

/**
 * The calls whose handlers the current code runs in, outermost first (each its turn id, exchange, call id, tool and
 * arguments): set around each handler, so that the side-effecting calls of an agent a tool runs (a sub-agent) are keyed
 * under the call that runs it. That agent inherits the turn id, and in a durable turn the exchange count, which stays
 * the same for all its steps: its second, intended `call_0` replayed its first, and two sub-agents of one exchange
 * shared their keys. The same call resumed has the same values, so its sub-agent's calls still replay. None: the code
 * runs in no tool, and keys are as they always were.
 * @internal
 */
export class Enclosing extends Context.Reference<Enclosing>()("effect-resilience/Toolkit/Enclosing", {
  defaultValue: (): Option.Option<ReadonlyArray<ReadonlyArray<unknown>>> => Option.none()
}) {}

/** `self`, the handler of `call`, run with `call` added to the {@link Enclosing} calls. */
const enclosedBy = <A, E, R>(
  self: Effect.Effect<A, E, R>,
  call: Call,
  tool: AnyTool,
  args: unknown
): Effect.Effect<A, E, R> =>
  Effect.flatMap(
    Effect.all([TurnId, Exchange, Enclosing]),
    ([turnId, exchange, outer]) =>
      Effect.provideService(
        self,
        Enclosing,
        Option.some([
          ...Option.getOrElse(outer, () => []),
          [Option.getOrNull(turnId), Option.getOrNull(exchange), call.id, tool.name, args]
        ])
      )
  )

/** @internal */
export const metrics = {
  calls: Metric.counter("effect_resilience_tool_calls", {
    description: "tool calls, by tool and outcome (success or the failure code)",
    incremental: true
  }),
  duration: Metric.timer("effect_resilience_tool_call_duration", "time from a call's start to its result, by tool")
}

// The model chooses names: a hallucinated one must not become a new metric series.
const UNKNOWN_TOOL_LABEL = "<unknown>"

const toolkitKeys: ReadonlyArray<keyof ToolkitOptions> = ["failureMode", "message"]

/** @internal */
export const checkOptions = (options: ToolkitOptions): void => {
  if (object("options", options, "an object with failureMode and/or message") === undefined) {
    throw new InvalidOptionError("options", options, "an object with failureMode and/or message")
  }
  if (options.failureMode !== undefined && options.failureMode !== "return" && options.failureMode !== "fail") {
    throw new InvalidOptionError("failureMode", options.failureMode, "\"return\" or \"fail\"")
  }
  if (options.message !== undefined && typeof options.message !== "function") {
    throw new InvalidOptionError("message", options.message, "a function from a failure to the text the model reads")
  }
  // a misspelt `failuremode: "fail"` left the toolkit returning failures to the model
  knownKeys("", options, toolkitKeys)
}

/** @internal */
export const make = <Tools extends ReadonlyArray<AnyTool>>(
  tools: Tools,
  options: ToolkitOptions = {}
): Toolkit<Tools> => {
  checkOptions(options)
  const byName = new Map<string, AnyTool>()
  tools.forEach((tool, i) => {
    if (typeof tool !== "object" || tool === null || !(ToolTypeId in tool)) {
      throw new InvalidOptionError(`tools[${i}]`, tool, "a tool made with Tool.make")
    }
    if (byName.has(tool.name)) {
      throw new InvalidOptionError(`tools[${i}].name`, tool.name, "a name no other tool of the toolkit has")
    }
    byName.set(tool.name, tool)
  })
  return Object.assign(Object.create(Proto), {
    tools,
    byName,
    failureMode: options.failureMode ?? "return",
    message: options.message
  })
}

/** @internal */
export const withOptions = <Tools extends ReadonlyArray<AnyTool>>(
  self: Toolkit<Tools>,
  options: ToolkitOptions
): Toolkit<Tools> => {
  checkOptions(options)
  return make(self.tools, {
    failureMode: options.failureMode ?? self.failureMode,
    message: options.message ?? self.message
  })
}

/**
 * `executeAll`'s calls: an iterable (not a string) of calls. One call, or an assistant message, given where its
 * calls were meant would otherwise pass through `Effect.forEach`'s own dual and come back as a function, which
 * `yield*` dies on ("not iterable").
 * @internal
 */
export const validateCalls = (calls: Iterable<Call>): Iterable<Call> => {
  if (
    typeof calls !== "object" || calls === null || Effect.isEffect(calls) ||
    typeof (calls as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function"
  ) {
    throw new InvalidOptionError("calls", calls, "an array of tool calls, such as message.toolCalls")
  }
  return calls
}

/**
 * `executeAll`'s options: `executeAll(toolkit, calls, 4)` would otherwise run the calls unbounded.
 * @internal
 */
export const validateExecuteAllOptions = (
  options: { readonly concurrency?: number | "unbounded" | undefined } | undefined
): number | "unbounded" => {
  const given = object("options", options, "an object such as { concurrency: 4 }")
  // a misspelt `concurency: 4` ran every call at once
  if (given !== undefined) knownKeys("", given, ["concurrency"])
  return validateConcurrency(given?.concurrency)
}

/**
 * A turn id given to `withTurnId`: non-empty, as `Agent` asks of its `turnId`, since side-effecting tools key their
 * calls with it (an empty one is no turn at all).
 * @internal
 */
export const validateTurnId = (turnId: unknown): string => {
  if (typeof turnId !== "string" || turnId === "") throw new InvalidOptionError("turnId", turnId, "a non-empty string")
  return turnId
}

/** @internal */
export const validateConcurrency = (concurrency: number | "unbounded" | undefined): number | "unbounded" =>
  concurrency === undefined || concurrency === "unbounded"
    ? "unbounded"
    : number("concurrency", concurrency, { min: 1, integer: true })

// A call without arguments: some providers send "" for it, some models (through OpenAI-compatible servers) null or
// "null". Read as an object, a tool without parameters would answer INVALID_ARGUMENTS ("Expected {}, actual null") to a
// model that sends the same again; one whose parameters are required names them ("query: is missing").
const noArguments = (parsed: unknown): unknown => parsed === null || parsed === undefined ? {} : parsed

const parseArguments = (raw: unknown): Either.Either<unknown, unknown> => {
  if (typeof raw !== "string") return Either.right(noArguments(raw))
  if (raw.trim() === "") return Either.right({})
  try {
    return Either.right(noArguments(JSON.parse(raw)))
  } catch (e) {
    return Either.left(e)
  }
}

/**
 * The parameters' schema ran out of stack decoding the arguments: a model's arguments nested thousands of levels deep for
 * a recursive schema (`Schema.suspend`), which Effect decodes a level at a time.
 * @internal
 */
export class TooDeep {
  readonly _tag = "TooDeep"
  constructor(readonly defect: unknown) {}
}

/**
 * The parameters' schema died reading the arguments: a check that throws on what the model sent (`new URL(url)` in a
 * filter, on "docs.python.org"), a lookup in a transformation that dies. A bug of the tool, as a handler's defect is.
 * @internal
 */
export class ParametersDied {
  readonly _tag = "ParametersDied"
  constructor(readonly defect: unknown) {}
}

const isStackOverflow = (defect: unknown): boolean =>
  defect instanceof RangeError && defect.message.includes("call stack")

/**
 * A decoding of a model's arguments whose defect fails (`TooDeep` for an overflow of the stack, else `ParametersDied`)
 * rather than dies: the turn ended. Suspended: Effect runs a synchronous decoding as the effect is made, so a throw
 * there came from the caller.
 * @internal
 */
export const decodingArguments = <A, E, R>(
  decode: () => Effect.Effect<A, E, R>
): Effect.Effect<A, E | TooDeep | ParametersDied, R> =>
  Effect.suspend(decode).pipe(
    Effect.catchSomeDefect((defect) =>
      Option.some(Effect.fail(isStackOverflow(defect) ? new TooDeep(defect) : new ParametersDied(defect)))
    )
  )

class ToolTimeout {
  readonly _tag = "ToolTimeout"
  constructor(
    // A side-effecting handler's attempt was cut off: its request may have gone out.
    readonly mayHaveHappened: boolean,
    // A side-effecting call was waiting for a live duplicate of itself (another worker holds its key): the effect may
    // happen there, and "cancelled" would invite the model to ask for it again.
    readonly elsewhere = false
  ) {}
}

// The handler ended in an interruption of its own (`Effect.interrupt`, joining an interrupted fiber):
// a side-effecting attempt it cut off may have sent its request, as after a timeout.
class ToolCancelled {
  readonly _tag = "ToolCancelled"
  constructor(readonly mayHaveHappened: boolean) {}
}

// The handler's result, encoded with its `success` schema, is not JSON (a bigint, a cycle) or loses part of itself as JSON
// (a Map, a Set, an Error, a fetch Response, a Promise not awaited, written as {}): the model could not read it.
class NotJson {
  readonly _tag = "NotJson"
  constructor(readonly cause: unknown) {}
}

// The model reads a success as its JSON text (`ToolResult.Success.toContent`): one that has none fails here, where
// it can still become a tool result, rather than where the agent loop builds the tool message.
const checkJson = (value: unknown): Effect.Effect<unknown, NotJson> => {
  try {
    strictJson(value)
    return Effect.succeed(value)
  } catch (e) {
    return Effect.fail(new NotJson(e))
  }
}

// A side-effecting handler's attempt failed in a way that leaves open whether its request was acted on
// (see `mayHaveReached`): its claim is kept as unknown, and so must the model's message be.
class UnknownOutcome {
  readonly _tag = "UnknownOutcome"
  constructor(readonly failure: Failure.AgentFailure | Failure.Exhausted) {}
}

// A side-effecting handler died while an attempt ran: its request may have gone out before the defect (an
// `Effect.promise` that rejected, a reply its own code could not parse), and its claim is kept as unknown. `succeeded`:
// the handler had returned, and what died was the recording of its result (the store's `complete`): it happened.
class DiedInAttempt {
  readonly _tag = "DiedInAttempt"
  constructor(readonly cause: Cause.Cause<unknown>, readonly succeeded: boolean) {}
}

const isToolFailure = (u: unknown): u is Failure.AgentFailure | Failure.Exhausted =>
  Failure.isAgentFailure(u) || Failure.isExhausted(u)

// An idempotency error after the handler had returned a success: the effect happened.
class AfterHandler {
  readonly _tag = "AfterHandler"
  constructor(readonly error: messages.IdempotencyFailure) {}
}

// An idempotency error while the call met another holder of its key: a live duplicate of itself it waited for (another
// worker running the same turn), or an earlier attempt that left its claim without a result, which it was taking over.
// The effect may happen, or have happened, there, though this call did not run it.
class BesideHolder {
  readonly _tag = "BesideHolder"
  constructor(readonly error: messages.IdempotencyFailure, readonly holder: "live" | "lapsed") {}
}

const isIdempotencyError = (u: unknown): u is messages.IdempotencyFailure =>
  typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "IdempotencyError"

// Classified here rather than by each handler, so every handler error reaches the model as a code. An `Exhausted` of
// the handler's own retry layer (a `Policy` around its request) stays one, as the tool's retry passes it on: classified,
// it became a `Fatal` ("an outer layer must not retry it"), and the model read FAILED, as for a bug, not UNAVAILABLE.
const classified = <A, E, R>(
  tool: AnyTool,
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, Failure.AgentFailure | Failure.Exhausted, any> =>
  tool.retry !== undefined
    ? tool.retry(effect)
    : Effect.flatMap(Classifier, (classifier) => Effect.mapError(effect, (e) => judged(classifier, e)))

/**
 * What a side-effecting call has done so far, read when it ends early (a timeout, an interruption, a failure): attempts
 * of its handler in flight (counted by `idempotencyRun.attempt`), another holder of its key it met (a live duplicate of
 * itself it waits for, an earlier attempt's lapsed claim it takes over), a handler that succeeded (its result maybe
 * still being stored).
 */
interface Progress {
  readonly attempts: Ref.Ref<number>
  readonly other: Ref.Ref<idempotencyRun.OtherHolder>
  readonly succeeded: Ref.Ref<boolean>
}

const makeProgress: Effect.Effect<Progress> = Effect.all({
  attempts: Ref.make(0),
  other: Ref.make<idempotencyRun.OtherHolder>("none"),
  succeeded: Ref.make(false)
})

const keyed = <A, E, R>(
  tool: AnyTool,
  call: Call,
  params: unknown,
  effect: Effect.Effect<A, E, R>,
  { attempts, other, succeeded }: Progress
) =>
  Effect.gen(function*() {
    const turnId = yield* TurnId
    if (Option.isNone(turnId)) {
      // Without a turn id, "call_0" of two turns would share a key and replay the wrong result.
      return yield* Effect.dieMessage(
        `tool ${tool.name} has sideEffect: true but no turn id is set: run the call inside Toolkit.withTurnId`
      )
    }
    const args = yield* Schema.encode(tool.parameters)(params).pipe(Effect.orDie)
    const exchange = yield* Exchange
    const enclosing = yield* Enclosing
    const key = Option.isSome(enclosing)
      ? idempotencyKey.makeNestedKey({
        turnId: turnId.value,
        exchange: Option.getOrUndefined(exchange),
        callId: call.id,
        tool: tool.name,
        args,
        within: enclosing.value
      })
      : Option.match(exchange, {
        onNone: () => Idempotency.makeKey({ turnId: turnId.value, callId: call.id, tool: tool.name, args }),
        onSome: (exchange) =>
          idempotencyKey.makeExchangeKey({ turnId: turnId.value, exchange, callId: call.id, tool: tool.name, args })
      })
    // Whether the handler succeeded tells the model's message apart: a store that failed before the
    // handler ran means it did not run; one that failed to record its result means it did.
    // The tool's retry wraps each attempt of the handler in `idempotencyRun.attempt` (see runHandler):
    // a stop during its backoff, with no attempt in flight, releases the claim.
    return yield* idempotencyRun.run(
      key,
      tool.success,
      Effect.zipLeft(effect, Ref.set(succeeded, true)),
      idempotencyRun.settings(tool.idempotency),
      attempts,
      other
    ).pipe(
      Effect.catchIf(
        (e): e is Idempotency.IdempotencyError => isIdempotencyError(e),
        (e) =>
          Effect.flatMap(
            Effect.zip(Ref.get(succeeded), Ref.get(other)),
            ([ran, holder]) =>
              Effect.fail(ran ? new AfterHandler(e) : holder === "none" ? e : new BesideHolder(e, holder))
          )
      )
    )
  })

/**
 * `deadline`: when the call's timeout comes (epoch milliseconds on the `Clock`), counted from before its arguments were
 * read. `args`: the model's arguments, parsed, which tell the call apart among those an agent it runs is nested in.
 */
const runHandler = (
  tool: AnyTool,
  call: Call,
  params: unknown,
  args: unknown,
  deadline: number
): Effect.Effect<Exit.Exit<unknown, unknown>, never, any> => {
  // Each run of the handler has its own scope, closed when it ends (succeeds, fails, times out): a connection it
  // acquired is released then, not when the caller's scope closes (the end of the turn, or of the process).
  const handler = enclosedBy(Effect.scoped(Effect.suspend(() => tool.handler(params))), call, tool, args)
  if (!tool.sideEffect) return finish(tool, classified(tool, handler), undefined, deadline)
  // Each attempt of the handler (the retry runs several, with waits between them) is marked, so that
  // the idempotency claim knows whether an interruption cut a request off or fell between attempts.
  // Its failure is classified within the attempt, to tell whether its request may have been acted on:
  // then the attempt stays counted, as one cut off by an interruption does.
  const attempt = classified(
    tool,
    idempotencyRun.attempt(
      // Mapped, not caught: `catchAll` turns a failure with a defect beside it (a finalizer of the run's scope that
      // died after a declined card) into a defect, and the attempt would read as one whose request may have gone out.
      Effect.flatMap(Classifier, (c) => Effect.mapError(handler, (e) => judged(c, e))),
      (e) => isToolFailure(e) && mayHaveReached(e)
    )
  )
  return Effect.flatMap(
    makeProgress,
    (progress) => finish(tool, keyed(tool, call, params, attempt, progress), progress, deadline)
  )
}

const no = Effect.succeed(false)

const finish = (
  tool: AnyTool,
  once: Effect.Effect<unknown, unknown, any>,
  progress: Progress | undefined,
  deadline: number
): Effect.Effect<Exit.Exit<unknown, unknown>, never, any> => {
  // An attempt cut off by the timeout or by its own interruption stays counted: its claim is kept as unknown, and so
  // must the model's message be. So must a handler that succeeded while its result was being stored when the timeout
  // came (the store's step is not interrupted): its effect happened.
  const inFlight = progress === undefined ? no : Effect.map(Ref.get(progress.attempts), (n) => n > 0)
  const succeeded = progress === undefined ? no : Ref.get(progress.succeeded)
  const cutOff = Effect.zipWith(inFlight, succeeded, (cut, ran) => cut || ran)
  const waiting = progress === undefined ? no : Effect.map(Ref.get(progress.other), (other) => other === "live")
  return once.pipe(
    (once) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        // the time its arguments' checks left (all of it, unless one asked a service), and none: not run at all
        now >= deadline
          ? Effect.fail(new ToolTimeout(false))
          : timeoutTo(
            withDeadline(tool, deadline, once),
            Duration.millis(deadline - now),
            Effect.failSync(() => new ToolTimeout(false))
          )),
    Effect.catchIf(
      (e): e is ToolTimeout => e instanceof ToolTimeout,
      () =>
        Effect.flatMap(
          Effect.zip(cutOff, waiting),
          ([mayHaveHappened, elsewhere]) => Effect.fail(new ToolTimeout(mayHaveHappened, elsewhere))
        )
    ),
    // Not reached when the call's own fiber is interrupted: then nobody reads a result.
    Effect.catchAllCause((cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.flatMap(cutOff, (mayHaveHappened) => Effect.fail(new ToolCancelled(mayHaveHappened)))
        : idempotencyRun.diedAlone(cause)
        ? Effect.flatMap(
          Effect.zip(inFlight, succeeded),
          ([cut, ran]) => cut || ran ? Effect.fail(new DiedInAttempt(cause, ran)) : Effect.failCause(cause)
        )
        : Effect.failCause(cause)
    ),
    // A failure after an attempt whose outcome is unknown (the claim is kept, see `idempotencyRun.attempt`).
    Effect.catchIf(
      isToolFailure,
      (failure) => Effect.flatMap(cutOff, (unknown) => Effect.fail(unknown ? new UnknownOutcome(failure) : failure))
    ),
    Effect.flatMap((value) => Schema.encode(tool.success)(value)),
    Effect.flatMap(checkJson),
    Effect.exit
  )
}

/**
 * `once` under its tool's timeout as a deadline (`deadline`, counted from before its arguments were read), for the tool's
 * retry and any retry layer of its handler's own (unless a nearer one holds already: the turn's time budget). A tool
 * without a retry option set none, and a handler's own (a `Policy` around its request) slept a 429's `retry-after: 20`
 * until the 10 s timeout cut it off: the model read TIMEOUT, "the call was cancelled", not the rate limit.
 */
const withDeadline = <A, E, R>(tool: AnyTool, deadline: number, once: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  within(once, { at: deadline, what: `the tool's timeout of ${formatMillis(Duration.toMillis(tool.timeout))}` })

type Result =
  | { readonly _tag: "Success"; readonly tool: string; readonly value: unknown }
  | { readonly _tag: "Failure"; readonly tool: string; readonly outcome: messages.Outcome }

const failed = (tool: string, outcome: messages.Outcome): Result => ({ _tag: "Failure", tool, outcome })

const fromExit = (tool: AnyTool, exit: Exit.Exit<unknown, unknown>): Effect.Effect<Result> => {
  if (Exit.isSuccess(exit)) return Effect.succeed({ _tag: "Success", tool: tool.name, value: exit.value })
  const cause = exit.cause
  const defect = Cause.dieOption(cause)
  if (Option.isSome(defect)) {
    // The model reads a fixed sentence; whoever runs the agent needs the defect itself.
    return Effect.as(
      Effect.logError(`tool ${tool.name} died`, loggedCause(cause)),
      failed(tool.name, messages.internalError(tool.name, defect.value))
    )
  }
  const error = Cause.failureOption(cause)
  if (Option.isNone(error)) return Effect.succeed(failed(tool.name, messages.cancelled(tool.name)))
  const e = error.value
  if (e instanceof ToolTimeout) {
    return Effect.succeed(
      failed(tool.name, messages.timedOut(tool.name, tool.timeout, e.mayHaveHappened, e.elsewhere))
    )
  }
  if (e instanceof ToolCancelled) {
    return Effect.succeed(failed(tool.name, messages.cancelled(tool.name, e.mayHaveHappened)))
  }
  if (isIdempotencyError(e)) return Effect.succeed(failed(tool.name, messages.idempotencyFailed(tool.name, e)))
  if (e instanceof AfterHandler) {
    return Effect.succeed(failed(tool.name, messages.idempotencyFailed(tool.name, e.error, true)))
  }
  if (e instanceof BesideHolder) {
    return Effect.succeed(failed(tool.name, messages.idempotencyFailed(tool.name, e.error, false, e.holder)))
  }
  if (e instanceof DiedInAttempt) {
    return Effect.as(
      Effect.logError(`tool ${tool.name} died`, loggedCause(e.cause)),
      failed(
        tool.name,
        e.succeeded
          ? messages.unrecorded(tool.name, Cause.squash(e.cause))
          : messages.internalError(tool.name, Cause.squash(e.cause), true)
      )
    )
  }
  if (e instanceof UnknownOutcome) {
    return Effect.succeed(failed(tool.name, messages.unknownOutcome(tool.name, e.failure)))
  }
  if (e instanceof NotJson) {
    // A bug in the tool, as a result its schema rejects; a side-effecting tool's effect happened all the same.
    return Effect.succeed(
      failed(
        tool.name,
        tool.sideEffect ? messages.unrecorded(tool.name, e.cause) : messages.internalError(tool.name, e)
      )
    )
  }
  if (ParseResult.isParseError(e)) {
    // The handler returned a value its own success schema rejects: a bug in the tool, not the model's fault.
    return Effect.succeed(failed(tool.name, messages.internalError(tool.name, e)))
  }
  if (Failure.isAgentFailure(e) || Failure.isExhausted(e)) {
    return Effect.succeed(failed(tool.name, messages.handlerFailed(tool.name, e)))
  }
  return Effect.succeed(failed(tool.name, messages.internalError(tool.name, e)))
}

/** What the model reads when its arguments were not read: their checks outlasted the timeout, died, or refused them. */
const unread = (tool: AnyTool, error: Unread) => {
  if (error instanceof InvalidJson) {
    return Effect.succeed(failed(tool.name, messages.invalidJson(tool.name, error.cause)))
  }
  if (error instanceof ToolTimeout) return Effect.succeed(failed(tool.name, messages.timedOut(tool.name, tool.timeout)))
  if (error instanceof ParametersDied) {
    // The model reads a fixed sentence, as for a handler's defect; whoever runs the agent needs the defect itself.
    return Effect.as(
      Effect.logError(
        `tool ${tool.name}'s parameters died reading the arguments`,
        loggedCause(Cause.die(error.defect))
      ),
      failed(tool.name, messages.internalError(tool.name, error.defect))
    )
  }
  return Effect.succeed(failed(
    tool.name,
    error instanceof TooDeep
      ? messages.nestedTooDeeply(tool.name, error.defect)
      : messages.invalidArguments(tool.name, error)
  ))
}

// The call's arguments are not JSON.
class InvalidJson {
  readonly _tag = "InvalidJson"
  constructor(readonly cause: unknown) {}
}

type Unread = InvalidJson | ParseResult.ParseError | TooDeep | ParametersDied | ToolTimeout

/**
 * A call's arguments as read for its tool: `start`, when the reading began (the tool's timeout counts from there);
 * `end`, when it ended; `args`, the model's arguments parsed; `params`, them decoded with the tool's parameters, or why
 * they were not.
 * @internal
 */
export interface Read {
  readonly start: number
  readonly end: number
  readonly args: unknown
  readonly params: Either.Either<unknown, Unread>
}

/**
 * Reads the model's `raw` arguments for `tool`: parsed, then decoded with its parameters within its timeout. The
 * timeout covers the parameters' own checks (a `Schema.filterEffect` that asks a service whether the order exists) as
 * well as the handler, which gets the time they leave: one that never answered left the call hanging for good.
 * @internal
 */
export const readArguments = (tool: AnyTool, raw: unknown): Effect.Effect<Read, never, any> =>
  Effect.flatMap(Clock.currentTimeMillis, (start): Effect.Effect<Read, never, any> => {
    const args = parseArguments(raw)
    if (Either.isLeft(args)) {
      return Effect.succeed({ start, end: start, args: raw, params: Either.left(new InvalidJson(args.left)) })
    }
    const decoded = decodingArguments(() =>
      Schema.decodeUnknown(tool.parameters)(args.right, { errors: "all", onExcessProperty: "error" })
    )
    return timeoutTo(decoded, tool.timeout, Effect.failSync(() => new ToolTimeout(false))).pipe(
      Effect.either,
      Effect.zipWith(Clock.currentTimeMillis, (params, end) => ({ start, end, args: args.right, params }))
    )
  })

/**
 * Told of one call as it runs, for a caller that may stop it before it ends (see `executeAll`).
 * @internal
 */
export interface CallWatch {
  /**
   * The handler's run begins: the arguments are read and valid, and what follows is the idempotency claim of a
   * side-effecting tool, then the handler. Before it, only the parameters' checks ran (an unknown tool, arguments
   * refused or cut off end here): nothing of the tool's own effect. From it on, the effect may happen, here or (a claim
   * that meets a live holder of its key, another worker running the call) elsewhere.
   */
  readonly started: Effect.Effect<void>
  /** The call's result; in `"fail"` mode, the failure the model would read in `"return"` mode, before the call fails. */
  readonly ended: (result: ToolResult.ToolResult) => Effect.Effect<void>
}

/**
 * `read`: the call's arguments read already (by `@effect/ai`'s decoding of the tool's parameters, see `AiToolkit`).
 * `started`: run as the handler's run begins (`CallWatch.started`).
 */
const run = (
  toolkit: Toolkit<ReadonlyArray<AnyTool>>,
  call: Call,
  read?: Read,
  started: Effect.Effect<void> = Effect.void
): Effect.Effect<Result, never, any> => {
  const tool = toolkit.byName.get(call.name)
  if (tool === undefined) {
    return Effect.succeed(failed(call.name, messages.unknownTool(call.name, [...toolkit.byName.keys()])))
  }
  return Effect.flatMap(
    read === undefined ? readArguments(tool, call.arguments) : Effect.succeed(read),
    (read) =>
      Either.match(read.params, {
        onLeft: (error) => unread(tool, error),
        onRight: (params) =>
          started.pipe(
            Effect.zipRight(runHandler(tool, call, params, read.args, read.start + Duration.toMillis(tool.timeout))),
            Effect.flatMap((exit) => fromExit(tool, exit))
          )
      })
  )
}

const textOf = (factory: Sanitize.MessageFactory, input: Sanitize.MessageInput): string => {
  try {
    const text = factory(input)
    if (typeof text === "string") return text
  } catch {
    // A factory that throws must not crash the turn: fall through to the default.
  }
  return Sanitize.defaultMessage(input)
}

// Timed with `currentTimeMillis`, as the circuit breaker is: `currentTimeNanos` throws under `TestClock` once a
// jittered sleep (a session's retry) has left it at a fractional millisecond, which killed every later tool call.
const record = (label: string, outcome: string, start: number) =>
  Effect.flatMap(Clock.currentTimeMillis, (end) =>
    Effect.zipRight(
      Metric.increment(Metric.tagged(Metric.tagged(metrics.calls, "tool", label), "outcome", outcome)),
      Metric.update(Metric.tagged(metrics.duration, "tool", label), Duration.millis(end - start))
    ))

/**
 * `refused`: the call is not run and fails with this outcome (a call cut off by the output token limit), recorded,
 * shaped and handed on as a failure of the call is. `read`: its arguments, read already (`readArguments`). `watch`:
 * told as the call runs.
 * @internal
 */
export const execute = (
  toolkit: Toolkit<ReadonlyArray<AnyTool>>,
  call: Call,
  refused?: messages.Outcome,
  read?: Read,
  watch?: CallWatch
): Effect.Effect<ToolResult.ToolResult, ToolResult.ToolError, any> => {
  const tool = toolkit.byName.get(call.name)
  const label = tool === undefined ? UNKNOWN_TOOL_LABEL : tool.name
  return Effect.gen(function*() {
    const start = read?.start ?? (yield* Clock.currentTimeMillis)
    const attempt = refused === undefined
      ? run(toolkit, call, read, watch?.started)
      : Effect.succeed(failed(call.name, refused))
    const result = yield* attempt.pipe(
      // as a call cancelled from inside is: a trace search for the cancelled calls the metric counts found none of these
      Effect.onInterrupt(() =>
        Effect.zipRight(record(label, "CANCELLED", start), annotateCurrentSpan({ "tool.outcome": "CANCELLED" }))
      )
    )
    if (result._tag === "Success") {
      yield* record(label, "success", start)
      const success = new ToolResult.Success({ callId: call.id, tool: result.tool, value: result.value })
      if (watch !== undefined) yield* watch.ended(success)
      return success
    }
    const { outcome } = result
    yield* record(label, outcome.code, start)
    yield* annotateCurrentSpan({ "tool.outcome": outcome.code })
    const toModel = () => {
      const factory = tool?.message ?? toolkit.message ?? Sanitize.defaultMessage
      const message = textOf(
        factory,
        withParts({
          code: outcome.code,
          tool: result.tool,
          callId: call.id,
          message: outcome.message,
          cause: outcome.cause
        }, outcome.parts)
      )
      return new ToolResult.Failure({ callId: call.id, tool: result.tool, code: outcome.code, message })
    }
    if ((tool?.failureMode ?? toolkit.failureMode) === "fail") {
      // Its outcome is known: a history closed after it (a durable turn's, Failed) says what it was, not that the call
      // did not finish and may have run.
      if (watch !== undefined) yield* watch.ended(toModel())
      return yield* new ToolResult.ToolError({
        code: outcome.code,
        tool: result.tool,
        callId: call.id,
        reason: outcome.message,
        cause: outcome.cause
      })
    }
    const failure = toModel()
    if (watch !== undefined) yield* watch.ended(failure)
    return failure
  }).pipe(
    Effect.withSpan("effect_resilience.tool", {
      attributes: { "tool.name": label, "tool.call_id": call.id }
    })
  )
}

/**
 * `cutOff`: one of `calls` that the model was writing when its answer hit the output token limit; it is not run. A
 * call to no tool reads UNKNOWN_TOOL all the same: its name came whole (providers send it before the arguments), and
 * being told to call it again with complete arguments would cost the model a step to learn it does not exist.
 * `watch`: told of each call (by its position among `calls`) as it runs, for a caller that may stop the batch before
 * all have ended. `answer`: the answer's calls, when `calls` are only those of them still without a result (a resumed
 * step), which repeats are read from: read from the open calls alone, a repeat whose first call had its result (results
 * pair by position among the calls of an id) was the first of its group, ran under that call's key, and sent the email
 * again or replayed its result, which the model read as a second email.
 * @internal
 */
export const executeAll = (
  toolkit: Toolkit<ReadonlyArray<AnyTool>>,
  calls: Iterable<Call>,
  concurrency: number | "unbounded",
  cutOff?: Call,
  watch?: (index: number) => CallWatch,
  answer?: ReadonlyArray<Call>
): Effect.Effect<Array<ToolResult.ToolResult>, ToolResult.ToolError, any> =>
  Effect.suspend(() => {
    const batch = Array.from(calls)
    const whole = answer ?? batch
    const at = answer === undefined ? undefined : positionsIn(answer, batch)
    return Effect.flatMap(readRepeats(toolkit, whole, cutOff, concurrency), ({ reads, repeats }) =>
      Effect.forEach(
        batch,
        (call, index) => {
          const position = at === undefined ? index : at[index]!
          const refused = call === cutOff && toolkit.byName.has(call.name)
            ? messages.cutOff(call.name)
            : repeats.has(position)
            ? messages.repeatedCall(call.name)
            : undefined
          const read = reads.get(position)
          return read === undefined
            ? execute(toolkit, call, refused, undefined, watch?.(index))
            : Effect.flatMap(
              Clock.currentTimeMillis,
              (now) => execute(toolkit, call, refused, resumedRead(read, now), watch?.(index))
            )
        },
        { concurrency }
      ))
  })

/**
 * `read` as of a handler that starts `now`: the time the read took counts against the tool's timeout, the wait since it
 * ended does not. A read may end long before its handler starts: `AiModel`'s layer decodes every call of the answer in
 * its model call, `executeAll` the calls it compares ahead of the batch, and the handlers run one after another;
 * counted from the read's start, the first handler's run ate the time of the calls after it (a second call of a 10 s
 * tool after an 8 s first had 2 s).
 * @internal
 */
export const resumedRead = (read: Read, now: number): Read => ({
  ...read,
  start: now - (read.end - read.start),
  end: now
})

/**
 * The side-effecting calls in `calls` (one answer) that repeat an earlier one: the same id and tool, and arguments
 * that decode and encode to the same value (read as JSON, so key order and spacing do not matter): the same
 * idempotency key, which is made of the parameters so encoded. Compared as the model wrote them, `{"to":"ada"}` and
 * `{"to":"ada","urgent":false}` for a parameter that defaults to false differed, both ran, and the second replayed the
 * first's result. Read from the answer alone, so a resumed batch finds the same ones: the first of them keeps the key
 * it always had, and replays. Calls of one id with other arguments have keys of their own and all run (DeepSeek and
 * GLM give parallel calls one id). Arguments that do not parse or decode reach no key: each call reads its own
 * INVALID_ARGUMENTS (or TIMEOUT), not that an earlier one ran. The call cut off by the output token limit runs nowhere.
 * `reads`: the arguments of the calls read here (only calls of an id and tool that more than one call has), by position,
 * for their run, so that their parameters' checks run once.
 */
const readRepeats = (
  toolkit: Toolkit<ReadonlyArray<AnyTool>>,
  calls: ReadonlyArray<Call>,
  cutOff: Call | undefined,
  concurrency: number | "unbounded"
): Effect.Effect<{ readonly reads: ReadonlyMap<number, Read>; readonly repeats: ReadonlySet<number> }, never, any> => {
  // Grouped by id and tool first: the arguments are read only where a group has more than one call.
  const groups = new Map<string, Array<number>>()
  calls.forEach((call, index) => {
    if (call === cutOff || toolkit.byName.get(call.name)?.sideEffect !== true) return
    const named = JSON.stringify([call.id, call.name])
    const group = groups.get(named)
    if (group === undefined) groups.set(named, [index])
    else group.push(index)
  })
  const grouped = Array.from(groups.values()).filter((indexes) => indexes.length > 1).flat().sort((a, b) => a - b)
  if (grouped.length === 0) return Effect.succeed({ reads: new Map(), repeats: new Set() })
  return Effect.map(
    Effect.forEach(grouped, (index) => {
      const call = calls[index]!
      const tool = toolkit.byName.get(call.name)!
      return Effect.flatMap(
        readArguments(tool, call.arguments),
        (read) => Effect.map(identity(tool, read), (id) => ({ index, read, id }))
      )
    }, { concurrency }),
    (read) => {
      const reads = new Map<number, Read>()
      const seen = new Set<string>()
      const repeats = new Set<number>()
      for (const { id, index, read: one } of read) {
        reads.set(index, one)
        if (id === undefined) continue
        const named = JSON.stringify([calls[index]!.id, calls[index]!.name, id])
        if (seen.has(named)) repeats.add(index)
        else seen.add(named)
      }
      return { reads, repeats }
    }
  )
}

/** Where each of `batch` (calls of `answer`, in its order, the same objects) stands in `answer`. */
const positionsIn = (answer: ReadonlyArray<Call>, batch: ReadonlyArray<Call>): Array<number> => {
  let at = 0
  return batch.map((call) => {
    while (at < answer.length && answer[at] !== call) at++
    return at++
  })
}

/** A call's arguments as its idempotency key holds them (its parameters encoded), as JSON; none when they did not decode. */
const identity = (tool: AnyTool, read: Read): Effect.Effect<string | undefined, never, any> =>
  Either.isLeft(read.params)
    ? Effect.succeed(undefined)
    // A defect of the encoding is the call's to meet (its key is made the same way), not the batch's.
    : Effect.map(
      Effect.exit(Schema.encode(tool.parameters)(read.params.right)),
      (encoded) => Exit.isSuccess(encoded) ? idempotencyKey.canonicalJson(encoded.value) : undefined
    )
