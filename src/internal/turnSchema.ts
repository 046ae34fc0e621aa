import * as Schema from "effect/Schema"
import * as Failure from "../Failure.js"
import * as Model from "../Model.js"
import { ToolError } from "../ToolResult.js"
import { CauseSchema } from "./failure.js"
import { CompactionFailed } from "./session.js"
import { printedThroughSpans } from "./tracedError.js"

/** @internal */
export class StepDefect extends Schema.TaggedError<StepDefect>()("StepDefect", {
  reason: Schema.String,
  cause: Schema.optional(CauseSchema)
}) {
  override get message(): string {
    return `a step of the turn died: ${this.reason}`
  }
}

/** @internal */
export const TurnFailure = Schema.Union(
  Failure.Retryable,
  Failure.Fatal,
  Failure.Permanent,
  Failure.ContextOverflow,
  Failure.Exhausted,
  ToolError,
  CompactionFailed,
  StepDefect,
  // Anything else a step can fail with (a custom compaction's error): kept by tag and message.
  Schema.Struct({ _tag: Schema.String, message: Schema.String })
)

/** @internal */
export type TurnFailure = typeof TurnFailure.Type

/** @internal */
export class Running extends Schema.TaggedClass<Running>()("Running", {}) {}

/** @internal */
export class RetryScheduled extends Schema.TaggedClass<RetryScheduled>()("RetryScheduled", {
  nextRunnableAt: Schema.Number,
  failure: Failure.Exhausted
}) {}

/** @internal */
export const WaitingReason = Schema.Literal("RetryLimit", "Permanent")

/** @internal */
export class WaitingForModel extends Schema.TaggedClass<WaitingForModel>()("WaitingForModel", {
  reason: WaitingReason,
  failure: Schema.Union(Failure.Exhausted, Failure.Permanent)
}) {}

/** @internal */
export class Completed extends Schema.TaggedClass<Completed>()("Completed", {
  answer: Model.AssistantMessage
}) {}

/** @internal */
export class Failed extends Schema.TaggedClass<Failed>()("Failed", {
  failure: TurnFailure
}) {}

/** @internal */
export class Cancelled extends Schema.TaggedClass<Cancelled>()("Cancelled", {
  reason: Schema.String
}) {}

/** @internal */
export class BudgetExceeded extends Schema.TaggedClass<BudgetExceeded>()("BudgetExceeded", {
  budget: Schema.Literal("steps", "time"),
  detail: Schema.String
}) {}

/** @internal */
export const TurnState = Schema.Union(
  Running,
  RetryScheduled,
  WaitingForModel,
  Completed,
  Failed,
  Cancelled,
  BudgetExceeded
)

/** @internal */
export type TurnState = typeof TurnState.Type

/** @internal */
export class Counters extends Schema.Class<Counters>("effect-resilience/Turn/Counters")({
  cumulativeRetries: Schema.Number,
  consecutiveRetries: Schema.Number,
  compactions: Schema.Number,
  // Absent in a turn saved before the count existed: its exchange in flight keeps its old keys.
  exchanges: Schema.optional(Schema.Number)
}) {}

/** @internal */
export class Turn extends Schema.Class<Turn>("effect-resilience/Turn")({
  id: Schema.String,
  history: Schema.Array(Model.Message),
  state: TurnState,
  counters: Counters,
  steps: Schema.Number,
  createdAt: Schema.Number,
  startedAt: Schema.Number,
  updatedAt: Schema.Number,
  version: Schema.Number
}) {}

/** @internal */
export const TurnJson = Schema.parseJson(Turn)

/** @internal */
export const isRunnable = (state: TurnState): boolean => state._tag === "Running" || state._tag === "RetryScheduled"

/** @internal */
export const isFinal = (state: TurnState): boolean =>
  state._tag === "Completed" || state._tag === "Failed" || state._tag === "Cancelled"

/**
 * The states a turn rests in: nothing runs it, nothing waits on it (a `WaitingForModel` turn waits for `retryModel`),
 * and only a new user message moves it on. What a purge may delete.
 * @internal
 */
export const restingStates = ["Completed", "Failed", "Cancelled", "BudgetExceeded"] as const

/** @internal */
export type RestingState = typeof restingStates[number]

/** @internal */
export const isResting = (tag: string): tag is RestingState => (restingStates as ReadonlyArray<string>).includes(tag)

/**
 * When a runner may take the turn: at once while `Running`, at `nextRunnableAt` when scheduled,
 * never in the other states.
 * @internal
 */
export const runnableAt = (turn: Turn): number | null =>
  turn.state._tag === "Running" ? turn.updatedAt : turn.state._tag === "RetryScheduled"
    ? turn.state.nextRunnableAt
    : null

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(StepDefect)
