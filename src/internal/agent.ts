import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Failure from "../Failure.js"
import * as Model from "../Model.js"
import type * as Tool from "../Tool.js"
import * as Toolkit from "../Toolkit.js"
import * as ToolResult from "../ToolResult.js"
import * as deadlines from "./deadline.js"
import { unfinishedToolCalls, validateHistory } from "./history.js"
import { duration, InvalidOptionError, knownKeys, number } from "./options.js"
import { RetryWaits } from "./retryWait.js"
import * as session from "./session.js"
import * as stepProgress from "./stepProgress.js"
import { timeoutTo } from "./timeout.js"
import * as toolkitInternal from "./toolkit.js"
import { printedThroughSpans } from "./tracedError.js"
import { cutOffReason, defaultTemplates } from "./turnHistory.js"

const HistorySchema = Schema.Array(Model.Message)

/** @internal */
export class Answered extends Schema.TaggedClass<Answered>()("Answered", {
  history: HistorySchema,
  message: Model.AssistantMessage,
  attempts: Schema.Number,
  compactions: Schema.Number
}) {}

/** @internal */
export class ToolsRan extends Schema.TaggedClass<ToolsRan>()("ToolsRan", {
  history: HistorySchema,
  message: Model.AssistantMessage,
  results: Schema.Array(ToolResult.ToolResult),
  attempts: Schema.Number,
  compactions: Schema.Number
}) {}

/** @internal */
export class StepLimitExceeded extends Schema.TaggedError<StepLimitExceeded>()("StepLimitExceeded", {
  maxSteps: Schema.Number,
  history: HistorySchema
}) {
  override get message(): string {
    return `the turn took ${this.maxSteps} steps without an answer (maxSteps: ${this.maxSteps})`
  }
}

/** @internal */
export class TimeBudgetExceeded extends Schema.TaggedError<TimeBudgetExceeded>()("TimeBudgetExceeded", {
  budget: Schema.Duration,
  steps: Schema.Number,
  history: HistorySchema,
  failure: Schema.optional(Failure.Exhausted)
}) {
  override get message(): string {
    return this.failure === undefined
      ? `the turn spent its time budget of ${Duration.format(this.budget)} after ${this.steps} completed step(s) ` +
        `without an answer`
      : `the turn's time budget of ${Duration.format(this.budget)} would run out before the model could be asked ` +
        `again, after ${this.steps} completed step(s) without an answer: ${this.failure.message}`
  }
}

/** @internal */
export interface StepState {
  readonly history: Model.History
}

/** @internal */
export interface StepOptions<Tools extends ReadonlyArray<Tool.Any>, E, R, RS, EH, RH>
  extends session.Options<E, R, RS, EH, RH>
{
  readonly toolkit?: Toolkit.Toolkit<Tools> | undefined
  readonly turnId?: string | undefined
  readonly concurrency?: number | "unbounded" | undefined
  readonly compactionsSoFar?: number | undefined
  readonly onAssistant?:
    | ((state: { readonly history: Model.History; readonly message: Model.AssistantMessage }) => Effect.Effect<
      void,
      EH,
      RH
    >)
    | undefined
}

/** @internal */
export interface StepConfig<E, R, RS, EH, RH> {
  readonly session: session.Config<E, R, RS, EH, RH>
  readonly toolkit: Toolkit.Toolkit<ReadonlyArray<Tool.Any>>
  readonly turnId: string | undefined
  readonly concurrency: number | "unbounded"
  readonly compactionsSoFar: number
  readonly onAssistant: StepOptions<any, E, R, RS, EH, RH>["onAssistant"]
}

// A model that calls a tool when the caller gave none reads UNKNOWN_TOOL, as with any other name.
const noTools = Toolkit.make()

/**
 * Checks `step`'s state when `step` is called: a history of messages, not empty.
 * @internal
 */
export const validateState = (state: StepState): StepState => {
  if (typeof state !== "object" || state === null || Array.isArray(state)) {
    throw new InvalidOptionError("state", state, "an object such as { history }")
  }
  validateHistory("history", state.history, true)
  return state
}

/** @internal */
export const stepKeys: ReadonlyArray<string> = [
  ...session.optionKeys,
  "toolkit",
  "turnId",
  "concurrency",
  "compactionsSoFar",
  "onAssistant"
] satisfies ReadonlyArray<keyof StepOptions<any, never, never, never, never, never>>

/**
 * `keys` are those of the caller's options, a superset of the step's: `turn` passes its own, with `history`,
 * `maxSteps` and `timeBudget`.
 * @internal
 */
export const validateStep = <Tools extends ReadonlyArray<Tool.Any>, E, R, RS, EH, RH>(
  options: StepOptions<Tools, E, R, RS, EH, RH> = {},
  keys: ReadonlyArray<string> = stepKeys
): StepConfig<E, R, RS, EH, RH> => {
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionError("options", options, "an object such as { toolkit, turnId }")
  }
  // a misspelt `toolkt` ran the step with no tools, every call the model made answered UNKNOWN_TOOL
  knownKeys("", options, keys)
  if (options.turnId !== undefined && (typeof options.turnId !== "string" || options.turnId === "")) {
    throw new InvalidOptionError("turnId", options.turnId, "a non-empty string")
  }
  if (options.onAssistant !== undefined && typeof options.onAssistant !== "function") {
    throw new InvalidOptionError("onAssistant", options.onAssistant, "a function returning an Effect")
  }
  if (
    options.toolkit !== undefined &&
    (typeof options.toolkit !== "object" || options.toolkit === null || !(Toolkit.TypeId in options.toolkit))
  ) {
    throw new InvalidOptionError("toolkit", options.toolkit, "a Toolkit made with Toolkit.make")
  }
  return {
    session: session.validate(options, keys),
    toolkit: options.toolkit ?? noTools,
    turnId: options.turnId,
    concurrency: toolkitInternal.validateConcurrency(options.concurrency),
    compactionsSoFar: options.compactionsSoFar === undefined
      ? 0
      : number("compactionsSoFar", options.compactionsSoFar, { min: 0, integer: true }),
    onAssistant: options.onAssistant
  }
}

/**
 * The exchanges (assistant messages with tool calls) a durable turn has had so far, as saved with
 * its last such message: set by the turn's engine. A position in the history is not unique within a
 * turn (compaction shortens the history, so a later exchange can land where an earlier one was), a
 * count kept in the turn is. A new exchange is `exchanges + 1` (the engine saves that count with its
 * assistant message), a resumed one `exchanges`; a resumed exchange of a turn saved before the count
 * existed (`undefined`) was keyed without an exchange, and keeps that key so that it still replays.
 * Outside a durable turn: none, and the position in the history is used.
 * @internal
 */
export class ExchangesSoFar extends Context.Reference<ExchangesSoFar>()("effect-resilience/Agent/ExchangesSoFar", {
  defaultValue: (): Option.Option<number | undefined> => Option.none()
}) {}

/**
 * The call the model was writing when its answer hit the output token limit: the last one (providers stream calls one
 * after another, so those before it are whole). Its arguments may be cut short, and still read as valid: Anthropic's
 * SDK parses the partial JSON it has, dropping the unfinished value (an email to the first of three recipients).
 */
const cutOff = (message: Model.AssistantMessage): Model.ToolCall | undefined =>
  message.stopReason === "length" ? message.toolCalls[message.toolCalls.length - 1] : undefined

const runTools = <E, R, RS, EH, RH>(
  config: StepConfig<E, R, RS, EH, RH>,
  history: Model.History,
  message: Model.AssistantMessage,
  exchange: Option.Option<number>,
  { calls, resumed }: { readonly calls: ReadonlyArray<Model.ToolCall>; readonly resumed: boolean },
  counts: { readonly attempts: number; readonly compactions: number },
  recorder: Option.Option<stepProgress.Recorder>
) =>
  Effect.gen(function*() {
    // Recorded as they start and end, for a caller that stops the step before all have (see `StepProgress`).
    if (Option.isSome(recorder)) yield* recorder.value.running(history, calls, resumed)
    // The exchange joins the key whichever way the turn id comes: the option, or `Toolkit.withTurnId` around the step.
    const running = toolkitInternal.executeAll(
      config.toolkit,
      calls,
      config.concurrency,
      cutOff(message),
      Option.getOrUndefined(Option.map(recorder, (r) => r.call)),
      // a resumed step runs only the calls still open: which repeat an earlier one is read from the whole answer
      message.toolCalls
    ).pipe(
      Effect.provideService(toolkitInternal.Exchange, exchange),
      // A tool's retry waits for its own service: not what a durable turn listening for the model's waits should hear.
      Effect.provideService(RetryWaits, undefined)
    )
    const results = yield* (config.turnId === undefined ? running : Toolkit.withTurnId(running, config.turnId))
    return new ToolsRan({
      history: [...history, ...results.map(ToolResult.toMessage)],
      message,
      results,
      ...counts
    }, true)
  })

/** @internal */
export type StepError<E, EH> = Failure.RetryFailure | session.CompactionFailed | ToolResult.ToolError | E | EH

/** @internal */
export const step = <E, R, RS, EH, RH>(
  config: StepConfig<E, R, RS, EH, RH>,
  state: StepState,
  compactionsSoFar = config.compactionsSoFar
  // The toolkit's services are typed by the facade, which knows the tools.
): Effect.Effect<Answered | ToolsRan, StepError<E, EH>, any> =>
  // The step's tools only are recorded, not those of an agent its compaction, model or tools run.
  stepProgress.recording((recorder) =>
    Effect.gen(function*() {
      // A failed message's tool calls were never really made: they must not run on resume either.
      const saved = session.clean(state.history)
      const unfinished = unfinishedToolCalls(saved)
      // An agent run inside a tool (a sub-agent) counts its exchanges by its own history: the count in scope is the
      // durable turn's around it, the same for all its steps. Its calls' keys also hold the tool call it runs in.
      const counted = Option.isSome(yield* toolkitInternal.Enclosing) ? Option.none() : yield* ExchangesSoFar
      if (unfinished !== undefined) {
        // The exchange the calls had when they first ran: the same idempotency keys, so they replay.
        const exchange = Option.match(counted, {
          onNone: () => Option.some(unfinished.index),
          onSome: Option.fromNullable
        })
        // An earlier run may have started them: the record must not say that those it does not reach did not run.
        const batch = { calls: unfinished.calls, resumed: true }
        return yield* runTools(config, saved, unfinished.message, exchange, batch, {
          attempts: 0,
          compactions: 0
        }, recorder)
      }
      const request = { history: saved, tools: Toolkit.definitions(config.toolkit) }
      const generated = yield* session.generate(config.session, request, compactionsSoFar)
      const { attempts, compactions, message } = generated
      const history = [...generated.history, message]
      if (config.onAssistant !== undefined) yield* config.onAssistant({ history, message })
      if (message.toolCalls.length === 0) return new Answered({ history, message, attempts, compactions }, true)
      const exchange = Option.some(Option.match(counted, {
        onNone: () => history.length - 1,
        onSome: (exchanges) => (exchanges ?? 0) + 1
      }))
      const batch = { calls: message.toolCalls, resumed: false }
      return yield* runTools(config, history, message, exchange, batch, { attempts, compactions }, recorder)
    })
  )

/** @internal */
export interface TurnOptions<Tools extends ReadonlyArray<Tool.Any>, E, R, RS, EH, RH>
  extends StepOptions<Tools, E, R, RS, EH, RH>
{
  readonly history: Model.History
  readonly maxSteps?: number | undefined
  readonly timeBudget?: Duration.DurationInput | undefined
}

/** @internal */
export interface TurnResult {
  readonly history: Model.History
  readonly answer: Model.AssistantMessage
  readonly steps: number
  readonly attempts: number
  readonly compactions: number
}

/** @internal */
export const DEFAULT_MAX_STEPS = 20

const turnKeys: ReadonlyArray<string> = [...stepKeys, "history", "maxSteps", "timeBudget"]

/** @internal */
export const turn = <Tools extends ReadonlyArray<Tool.Any>, E, R, RS, EH, RH>(
  options: TurnOptions<Tools, E, R, RS, EH, RH>
): Effect.Effect<
  TurnResult,
  StepError<E, EH> | StepLimitExceeded | TimeBudgetExceeded,
  Model.Model | R | RS | RH | Tool.Context<Tools[number]>
> => {
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionError("options", options, "an object such as { history, toolkit }")
  }
  // Not empty, as Turn.start asks: an empty history asks the model about nothing.
  validateHistory("history", options.history, true)
  const config = validateStep(options, turnKeys)
  const maxSteps = options.maxSteps === undefined
    ? DEFAULT_MAX_STEPS
    : number("maxSteps", options.maxSteps, { min: 1, integer: true })
  const budget = options.timeBudget === undefined
    ? Duration.infinity
    : duration("timeBudget", options.timeBudget, { allowZero: false, allowInfinite: true })
  return Effect.gen(function*() {
    const deadline: deadlines.Deadline | undefined = Duration.isFinite(budget)
      ? {
        at: (yield* Clock.currentTimeMillis) + Duration.toMillis(budget),
        what: `the turn's time budget of ${Duration.format(budget)}`
      }
      : undefined
    let history = options.history
    let attempts = 0
    let compactions = 0
    for (let steps = 0;; steps++) {
      if (steps >= maxSteps) return yield* Effect.fail(new StepLimitExceeded({ maxSteps, history }, true))
      const running = step(config, { history }, config.compactionsSoFar + compactions)
      let outcome: Answered | ToolsRan
      if (deadline === undefined) {
        outcome = yield* running
      } else {
        const remaining = deadline.at - (yield* Clock.currentTimeMillis)
        if (remaining <= 0) return yield* Effect.fail(new TimeBudgetExceeded({ budget, steps, history }, true))
        // The deadline interrupts the step in flight: the turn ends on time, with the history as it
        // was before that step, or, once its tools ran, with its calls: each that ended with its result,
        // each cut off closed as one that may have run, or did not if it had not started (never one with a
        // tool call and no result). A retry layer in the step gives up at once where its next wait would end
        // after it: the turn ends then, as it would at the deadline, and says the server's hint rather than
        // wait for nothing.
        const progress = yield* stepProgress.make
        const overBudget = (failure?: Failure.Exhausted) =>
          Effect.flatMap(stepProgress.ranSoFar(progress), (ran) =>
            Effect.fail(
              new TimeBudgetExceeded({
                budget,
                steps,
                history: Option.match(ran, {
                  onNone: () => history,
                  onSome: ({ close, notStarted }) =>
                    close(
                      cutOffReason(`the turn's time budget of ${Duration.format(budget)} ran out`, notStarted),
                      defaultTemplates.unfinishedTool
                    )
                }),
                ...(failure === undefined ? {} : { failure })
              }, true)
            ))
        outcome = yield* timeoutTo(
          deadlines.within(stepProgress.recordingInto(progress)(running), deadline),
          Duration.millis(remaining),
          overBudget()
        ).pipe(Effect.catchAll((error) => {
          const failure = deadlines.stoppedBy(error, deadline)
          return failure === undefined ? Effect.fail(error) : overBudget(failure)
        }))
      }
      attempts += outcome.attempts
      compactions += outcome.compactions
      history = outcome.history
      if (outcome._tag === "Answered") {
        return { history, answer: outcome.message, steps: steps + 1, attempts, compactions }
      }
      yield* Effect.logDebug(
        `agent: step ${steps + 1} ran ${outcome.results.length} tool call(s); asking the model again`
      )
    }
  })
}

/** @internal */
export const StepOutcome: Schema.Union<[typeof Answered, typeof ToolsRan]> = Schema.Union(Answered, ToolsRan)

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(StepLimitExceeded, TimeBudgetExceeded)
