/**
 * Durable turns: an agent turn whose state is a `Schema` value saved after every step, so that it
 * survives restarts and can be run by any worker. A turn is `Running` (due now), `RetryScheduled`
 * (a model outage outlived the session's retries, or a worker was stopped while they waited: due again at
 * `nextRunnableAt`), `WaitingForModel`
 * (too many retries in a row, or a `Permanent` failure: waits for `retryModel` or a new user
 * message), or at rest: `Completed`, `Failed`, `Cancelled`, `BudgetExceeded`.
 *
 * The operations here change a stored turn (with optimistic concurrency: a concurrent write makes
 * them re-read and try again); a `Runner` advances the turns that are due.
 *
 * @since 0.1.0
 */
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { dual } from "effect/Function"
import type * as Schedule from "effect/Schedule"
import type * as Failure from "./Failure.js"
import { pendingToolCalls as pending } from "./internal/history.js"
import * as internal from "./internal/turn.js"
import type * as engine from "./internal/turnEngine.js"
import * as history from "./internal/turnHistory.js"
import * as schema from "./internal/turnSchema.js"
import * as step from "./internal/turnStep.js"
import type { TurnAlreadyExists, TurnStore, TurnStoreError } from "./internal/turnStore.js"
import type * as Model from "./Model.js"
import type * as Tool from "./Tool.js"

/**
 * Due now: a runner takes it at its next poll (or it is being run; the store's lease says by whom).
 *
 * @since 0.1.0
 * @category states
 */
export const Running: typeof schema.Running = schema.Running

/**
 * @since 0.1.0
 * @category states
 */
export type Running = schema.Running

/**
 * The model kept failing with retryable failures beyond the session's own retries (`failure` is the
 * session's `Exhausted`). No fiber waits: a runner takes the turn again at `nextRunnableAt` (epoch
 * milliseconds from `Clock`), never later than the end of its `timeBudget`, which then ends it `BudgetExceeded`,
 * and saves it `Running` before it asks the model again.
 *
 * @since 0.1.0
 * @category states
 */
export const RetryScheduled: typeof schema.RetryScheduled = schema.RetryScheduled

/**
 * @since 0.1.0
 * @category states
 */
export type RetryScheduled = schema.RetryScheduled

/**
 * The turn waits for a person: `reason` is `"RetryLimit"` (the consecutive retries reached the
 * limit, the resume schedule ended, or the wait would have no end: an infinite `retryAfter`, or one
 * past the last time a `Date` holds, and no `timeBudget`) or `"Permanent"` (a revoked key, exhausted quota). It moves
 * again on {@link retryModel} or {@link addUserMessage}.
 *
 * @since 0.1.0
 * @category states
 */
export const WaitingForModel: typeof schema.WaitingForModel = schema.WaitingForModel

/**
 * @since 0.1.0
 * @category states
 */
export type WaitingForModel = schema.WaitingForModel

/**
 * The model answered; `answer` is the last message of the history.
 *
 * @since 0.1.0
 * @category states
 */
export const Completed: typeof schema.Completed = schema.Completed

/**
 * @since 0.1.0
 * @category states
 */
export type Completed = schema.Completed

/**
 * The turn ended on a failure that waiting cannot fix (a `Fatal` model failure, an overflow that
 * compaction could not fix, a tool failing under the `"fail"` strategy, a defect). The history is
 * closed (see {@link Templates}).
 *
 * @since 0.1.0
 * @category states
 */
export const Failed: typeof schema.Failed = schema.Failed

/**
 * @since 0.1.0
 * @category states
 */
export type Failed = schema.Failed

/**
 * Cancelled with {@link cancel}; the history is closed.
 *
 * @since 0.1.0
 * @category states
 */
export const Cancelled: typeof schema.Cancelled = schema.Cancelled

/**
 * @since 0.1.0
 * @category states
 */
export type Cancelled = schema.Cancelled

/**
 * The turn used its steps or its time (`budget`) without an answer; the history is closed. A new
 * user message opens a new budget.
 *
 * @since 0.1.0
 * @category states
 */
export const BudgetExceeded: typeof schema.BudgetExceeded = schema.BudgetExceeded

/**
 * @since 0.1.0
 * @category states
 */
export type BudgetExceeded = schema.BudgetExceeded

/**
 * The state of a turn.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TurnState: typeof schema.TurnState = schema.TurnState

/**
 * @since 0.1.0
 * @category models
 */
export type TurnState = schema.TurnState

/**
 * What a `Failed` turn failed with: any of the library's tagged failures (they are schemas, so they
 * are stored as they were), or another tagged error kept as its tag and message.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TurnFailure: typeof schema.TurnFailure = schema.TurnFailure

/**
 * @since 0.1.0
 * @category models
 */
export type TurnFailure = schema.TurnFailure

/**
 * A step died (a defect in a tool, the model adapter or a compaction): stored as its message.
 *
 * @since 0.1.0
 * @category errors
 */
export const StepDefect: typeof schema.StepDefect = schema.StepDefect

/**
 * @since 0.1.0
 * @category errors
 */
export type StepDefect = schema.StepDefect

/**
 * The retry counters of a turn.
 *
 * - `cumulativeRetries`: every scheduled retry since the turn began (for monitoring; never reset).
 * - `consecutiveRetries`: scheduled retries since the last success; the limit applies to it. A model
 *   or tool success, a new user message and {@link retryModel} reset it; a scheduled resume does not,
 *   so a lasting outage cannot retry forever.
 * - `compactions`: compactions of the history in this turn (the session's limit applies to it).
 * - `exchanges`: assistant messages with tool calls in this turn (never reset), saved with each such
 *   message. The idempotency keys of a side-effecting call hold it, so a later exchange that reuses
 *   a call id runs its call, while a resumed exchange keeps its keys. Absent in a turn saved by a
 *   version without it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Counters: typeof schema.Counters = schema.Counters

/**
 * @since 0.1.0
 * @category models
 */
export type Counters = schema.Counters

/**
 * A durable turn: its id, its history (`Model.Message` schemas), its state, its counters, the
 * number of steps since the last user message, timestamps (epoch milliseconds from `Clock`:
 * `createdAt`, `startedAt` — the start of the current budget — and `updatedAt`) and the `version`
 * every save checks and bumps.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Turn: typeof schema.Turn = schema.Turn

/**
 * @since 0.1.0
 * @category models
 */
export type Turn = schema.Turn

/**
 * No turn has that id.
 *
 * @since 0.1.0
 * @category errors
 */
export const TurnNotFound: typeof internal.TurnNotFound = internal.TurnNotFound

/**
 * @since 0.1.0
 * @category errors
 */
export type TurnNotFound = internal.TurnNotFound

/**
 * The operation does not apply to the turn's state (e.g. {@link retryModel} on a completed turn).
 *
 * @since 0.1.0
 * @category errors
 */
export const TurnStateError: typeof internal.TurnStateError = internal.TurnStateError

/**
 * @since 0.1.0
 * @category errors
 */
export type TurnStateError = internal.TurnStateError

/**
 * The texts that close a history. Placeholders: `{toolName}`, `{toolCallId}` and `{reason}` in
 * `unfinishedTool`; `{reason}` in the others.
 *
 * - `unfinishedTool` (a tool message for each call without a result): `"Tool {toolName} did not finish: {reason}"`
 * - `cancelled`, `failed`, `budgetExceeded`: the closing note, an assistant message with `stopReason: "other"`.
 *
 * @since 0.1.0
 * @category templates
 */
export type Templates = history.Templates

/**
 * @since 0.1.0
 * @category templates
 */
export const defaultTemplates: Templates = history.defaultTemplates

/**
 * The templates in use: a `Context.Reference` that defaults to {@link defaultTemplates}.
 *
 * @since 0.1.0
 * @category templates
 */
export class CurrentTemplates extends history.CurrentTemplates {}

/**
 * Runs `self` with some templates replaced. Checked now: an unknown name or a non-string throws
 * `InvalidOptionError`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Turn } from "effect-resilience"
 *
 * const cancel = Turn.cancel("turn_1", "the user closed the tab").pipe(
 *   Turn.withTemplates({ unfinishedTool: "{toolName} was stopped ({reason})" })
 * )
 * ```
 *
 * @since 0.1.0
 * @category templates
 */
export const withTemplates: {
  /**
   * Runs `self` with some templates replaced. Checked now: an unknown name or a non-string throws
   * `InvalidOptionError`.
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Turn } from "effect-resilience"
   *
   * const cancel = Turn.cancel("turn_1", "the user closed the tab").pipe(
   *   Turn.withTemplates({ unfinishedTool: "{toolName} was stopped ({reason})" })
   * )
   * ```
   *
   * @since 0.1.0
   * @category templates
   */
  (templates: Partial<Templates>): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /**
   * Runs `self` with some templates replaced. Checked now: an unknown name or a non-string throws
   * `InvalidOptionError`.
   *
   * @example
   * ```ts
   * import { Effect } from "effect"
   * import { Turn } from "effect-resilience"
   *
   * const cancel = Turn.cancel("turn_1", "the user closed the tab").pipe(
   *   Turn.withTemplates({ unfinishedTool: "{toolName} was stopped ({reason})" })
   * )
   * ```
   *
   * @since 0.1.0
   * @category templates
   */
  <A, E, R>(self: Effect.Effect<A, E, R>, templates: Partial<Templates>): Effect.Effect<A, E, R>
} = function(...args: Array<any>): any {
  // Not `dual`: its data-last form would check the templates only once an effect is given.
  if (Effect.isEffect(args[0])) {
    return Effect.provideService(args[0], history.CurrentTemplates, history.templates(args[1]))
  }
  const checked = history.templates(args[0])
  return (self: Effect.Effect<any, any, any>) => Effect.provideService(self, history.CurrentTemplates, checked)
} as any

/**
 * Gives every tool call without a result a tool message from the `unfinishedTool` template, placed
 * after the results its assistant message did get: after this, no provider sees a dangling call.
 *
 * @since 0.1.0
 * @category history
 */
export const closeToolCalls: (
  history: Model.History,
  reason: string,
  templates?: Templates
) => Model.History = (h, reason, templates = history.defaultTemplates) =>
  history.closeToolCalls(h, reason, history.unfinishedToolTemplate(templates))

/**
 * The tool calls of the last assistant message that have no result yet. Results pair with calls by position among
 * the calls of their id (providers that give parallel calls one id, or none, read them so): one result for two calls
 * of one id leaves the second pending.
 *
 * @since 0.1.0
 * @category history
 */
export const pendingToolCalls: (history: Model.History) => ReadonlyArray<Model.ToolCall> = pending

/**
 * What {@link start} takes: an optional id (default: a random `turn_…` from `Random`), the history so
 * far (a system prompt, earlier exchanges) and/or the user's message, appended to it.
 *
 * @since 0.1.0
 * @category models
 */
export type StartInput = internal.StartInput

/**
 * Stores a new `Running` turn; a runner takes it at its next poll. Throws `InvalidOptionError` when
 * there is no message at all, or when `id` is not one every store keeps as it is (empty, or with a NUL character or a
 * lone surrogate: PostgreSQL refuses the one and keeps every lone surrogate as U+FFFD). A tool call of `history` without a result that a later message follows
 * (or `message`) is closed first, as {@link addUserMessage} closes one (the `unfinishedTool` template):
 * no provider accepts such a call. The calls of a last assistant message with nothing after them stay
 * open, and the runner runs them.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Turn, TurnStore } from "effect-resilience"
 *
 * const program = Turn.start({ id: "turn_42", message: "Summarise the open issues" }).pipe(
 *   Effect.provide(TurnStore.layerSqlite({ filename: "agent.db" }))
 * )
 * ```
 *
 * @since 0.1.0
 * @category operations
 */
export const start: (input: StartInput) => Effect.Effect<Turn, TurnAlreadyExists | TurnStoreError, TurnStore> =
  internal.start

/**
 * Reads a turn. Throws `InvalidOptionError` when `id` could name no turn (not a non-empty string, or one with a NUL
 * character or a lone surrogate), as every operation on a turn does.
 *
 * @since 0.1.0
 * @category operations
 */
export const get: (id: string) => Effect.Effect<Turn, TurnNotFound | TurnStoreError, TurnStore> = internal.get

/**
 * Asks for another model call now: a `WaitingForModel` or `RetryScheduled` turn becomes `Running`,
 * and its consecutive retry count and its time budget start again (a person decided to try; the wait
 * for them is not the turn's time). Other states fail with `TurnStateError`, `Running` among them: a
 * runner that takes a scheduled retry saves the turn `Running` first, so a retry under way is not cut off.
 *
 * @since 0.1.0
 * @category operations
 */
export const retryModel: (
  id: string
) => Effect.Effect<Turn, TurnNotFound | TurnStateError | TurnStoreError, TurnStore> = internal.retryModel

/**
 * Appends a user message and makes the turn `Running`, whatever its state: the consecutive retry
 * count, the step count and the time budget start again. Tool calls still without a result are
 * closed first (the `unfinishedTool` template), so the model never sees a dangling call.
 *
 * @since 0.1.0
 * @category operations
 */
export const addUserMessage: {
  /**
   * Appends a user message and makes the turn `Running`, whatever its state: the consecutive retry
   * count, the step count and the time budget start again. Tool calls still without a result are
   * closed first (the `unfinishedTool` template), so the model never sees a dangling call.
   *
   * @since 0.1.0
   * @category operations
   */
  (content: string): (id: string) => Effect.Effect<Turn, TurnNotFound | TurnStoreError, TurnStore>
  /**
   * Appends a user message and makes the turn `Running`, whatever its state: the consecutive retry
   * count, the step count and the time budget start again. Tool calls still without a result are
   * closed first (the `unfinishedTool` template), so the model never sees a dangling call.
   *
   * @since 0.1.0
   * @category operations
   */
  (id: string, content: string): Effect.Effect<Turn, TurnNotFound | TurnStoreError, TurnStore>
} = dual(2, internal.addUserMessage)

/**
 * Cancels a turn: every unfinished tool call gets a tool message, the history a closing note, and
 * the state becomes `Cancelled`. A worker running the turn loses its next save and lets it go. A
 * turn already `Completed`, `Failed` or `Cancelled` is returned as it is. The worker stops its
 * step only at its next lease renewal, so a call still without a result may have run: its message
 * gives `reason`, then that whether its effect happened is unknown. A `BudgetExceeded` turn, whose
 * history is closed already with a note saying why it stopped, only changes state.
 *
 * @example
 * ```ts
 * import { Turn } from "effect-resilience"
 *
 * const program = Turn.cancel("turn_42", "the user stopped the run")
 * ```
 *
 * @since 0.1.0
 * @category operations
 */
export const cancel: (id: string, reason?: string) => Effect.Effect<Turn, TurnNotFound | TurnStoreError, TurnStore> =
  internal.cancel

/**
 * Options of a durable turn's steps (the `Runner` takes them). Those of `Agent.step` (`toolkit`,
 * the session's `schedule`, `layer`, `budget`, `compact`, `maxCompactions`, tool `concurrency`;
 * the turn supplies `turnId`, `compactionsSoFar`, `onAssistant` and `onCompacted` itself), and:
 *
 * - `maxSteps` (default 20): steps since the last user message before `BudgetExceeded`.
 * - `timeBudget` (default none): time since the last user message or `retryModel` (`startedAt`), waits included;
 *   a step still running when it ends is interrupted, a retry whose wait would end after it is not waited for in
 *   the worker (the turn is scheduled at once, with the server's hint), and a retry scheduled past it is taken when
 *   it ends.
 * - `resumeSchedule` (default {@link defaultResumeSchedule}): when a `RetryScheduled` turn runs
 *   again; its input is the failure, stepped once per consecutive retry. The server's `retryAfter`
 *   is honoured whatever the schedule says. A schedule that ends sends the turn to `WaitingForModel`.
 * - `maxConsecutiveRetries` (default 5): scheduled retries in a row before `WaitingForModel`.
 *
 * @since 0.1.0
 * @category models
 */
export type Options<
  Tools extends ReadonlyArray<Tool.Any> = [],
  E = never,
  R = never,
  RS = never,
  RR = never
> = engine.Options<Tools, E, R, RS, RR>

/**
 * The default resume schedule: 10 s, 20 s, 40 s, … (minus up to 25 % jitter) capped at 10 minutes,
 * and never sooner than the server's `retryAfter`, however long.
 *
 * @since 0.1.0
 * @category schedules
 */
export const defaultResumeSchedule: Schedule.Schedule<Duration.Duration, Failure.AgentFailure> =
  step.defaultResumeSchedule
