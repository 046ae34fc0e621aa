import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import * as Agent from "../Agent.js"
import type * as Failure from "../Failure.js"
import type * as Model from "../Model.js"
import type * as Tool from "../Tool.js"
import * as Toolkit from "../Toolkit.js"
import * as agentInternal from "./agent.js"
import { duration, InvalidOptionError, knownKeys, number } from "./options.js"
import * as toolkitInternal from "./toolkit.js"
import { defaultResumeSchedule, type Engine, type Limits } from "./turnStep.js"
import type { TurnConflict, TurnStoreError } from "./turnStore.js"

/** @internal */
export interface LimitOptions<RR> {
  readonly maxSteps?: number | undefined
  readonly timeBudget?: Duration.DurationInput | undefined
  readonly resumeSchedule?: Schedule.Schedule<unknown, Failure.AgentFailure, RR> | undefined
  readonly maxConsecutiveRetries?: number | undefined
}

/** @internal */
export type Options<Tools extends ReadonlyArray<Tool.Any>, E, R, RS, RR> =
  & Omit<Agent.StepOptions<Tools, E, R, RS>, "turnId" | "onAssistant" | "onCompacted" | "compactionsSoFar">
  & LimitOptions<RR>

/**
 * Those of `Agent.step` but `turnId`, `onAssistant`, `onCompacted` and `compactionsSoFar`, which the turn supplies
 * itself (a caller's own would be replaced without a word), and the turn's limits.
 * @internal
 */
export const optionKeys: ReadonlyArray<keyof Options<any, never, never, never, never>> = [
  "toolkit",
  "concurrency",
  "schedule",
  "layer",
  "budget",
  "compact",
  "maxCompactions",
  "maxSteps",
  "timeBudget",
  "resumeSchedule",
  "maxConsecutiveRetries"
]

/** @internal */
export const DEFAULT_MAX_STEPS = 20

/** @internal */
export const DEFAULT_MAX_CONSECUTIVE_RETRIES = 5

/** @internal */
export const limits = <RR>(options: LimitOptions<RR>): Limits<RR> => {
  if (options.resumeSchedule !== undefined && !Schedule.isSchedule(options.resumeSchedule)) {
    throw new InvalidOptionError("resumeSchedule", options.resumeSchedule, "a Schedule")
  }
  return {
    maxSteps: options.maxSteps === undefined
      ? DEFAULT_MAX_STEPS
      : number("maxSteps", options.maxSteps, { min: 1, integer: true }),
    timeBudget: options.timeBudget === undefined
      ? Duration.infinity
      : duration("timeBudget", options.timeBudget, { allowZero: false, allowInfinite: true }),
    resumeSchedule: options.resumeSchedule ??
      (defaultResumeSchedule as Schedule.Schedule<unknown, Failure.AgentFailure, RR>),
    maxConsecutiveRetries: options.maxConsecutiveRetries === undefined
      ? DEFAULT_MAX_CONSECUTIVE_RETRIES
      : number("maxConsecutiveRetries", options.maxConsecutiveRetries, { min: 0, integer: true })
  }
}

/**
 * The agent step with the turn's id, its compactions so far, a save after each compaction and
 * one between the model's answer and the tools. The options are checked now (as Agent.step checks
 * them), not at the first step; `keys` are those of the caller's options (the runner's add its own).
 * @internal
 */
export const engine = <Tools extends ReadonlyArray<Tool.Any>, E, R, RS, RR>(
  options: Options<Tools, E, R, RS, RR>,
  keys: ReadonlyArray<string> = optionKeys
): Engine<Model.Model | R | RS | Tool.Context<Tools[number]>> => {
  // a misspelt `maxStep` or `timeBudjet` left a turn its default 20 steps, or no time limit at all
  knownKeys("", options, keys)
  const { maxConsecutiveRetries: _m, maxSteps: _s, resumeSchedule: _r, timeBudget: _t, ...stepOptions } = options
  agentInternal.validateStep(stepOptions, keys)
  return {
    step: (turnId, history, compactionsSoFar, exchangesSoFar, saves) =>
      Agent.step<Tools, E, R, RS, TurnConflict | TurnStoreError>({ history }, {
        ...stepOptions,
        turnId,
        compactionsSoFar,
        // Only a message that calls tools is saved before them: a final answer is saved with the turn completed. Saved
        // alone, a worker that died before the completion would leave it last in a due turn, and the worker that
        // resumed the turn would ask the model again and put a second answer after it.
        onAssistant: (state) => state.message.toolCalls.length === 0 ? Effect.void : saves.onAssistant(state.history),
        onCompacted: (compacted) => saves.onCompacted(compacted.history, compacted.compactions)
      }).pipe(
        // The model adapter may read the turn id too (for logs, or a provider's request id).
        Toolkit.withTurnId(turnId),
        // The exchange of the idempotency keys is counted in the turn: onAssistant saves the count.
        Effect.provideService(agentInternal.ExchangesSoFar, Option.some(exchangesSoFar)),
        // A durable turn run inside a tool is a turn of its own, keyed as one, not as a sub-agent of that tool's.
        Effect.provideService(toolkitInternal.Enclosing, Option.none()),
        Effect.map((outcome) =>
          outcome._tag === "Answered"
            ? {
              _tag: "Answered" as const,
              history: outcome.history,
              message: outcome.message,
              compactions: outcome.compactions
            }
            : { _tag: "ToolsRan" as const, history: outcome.history, compactions: outcome.compactions }
        )
      )
  }
}
