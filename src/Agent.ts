/**
 * The agent loop: model → tools → model … until the model answers.
 *
 * - {@link step} is one step: a model call through `Session.generate` (message-level retry,
 *   compaction), then, if the model asked for tools, the calls through the `Toolkit` (failures
 *   come back as `ToolResult` values the model reads). The assistant message and the tool messages
 *   are appended in order; parallel calls keep call order. Durable turns save their state after
 *   every step.
 * - {@link turn} is the in-memory loop over `step`, with a step limit and a wall-clock budget
 *   measured with `Clock` (so `TestClock` drives it in tests).
 *
 * @since 0.1.0
 */
import type * as Effect from "effect/Effect"
import type * as Schema from "effect/Schema"
import * as internal from "./internal/agent.js"
import type * as Model from "./Model.js"
import type * as Tool from "./Tool.js"

/**
 * The outcome of a step where the model answered without calling tools: the history ending with
 * the answer, the answer, the attempts the model call took and the compactions it made.
 *
 * @since 0.1.0
 * @category models
 */
export const Answered: typeof internal.Answered = internal.Answered

/**
 * @since 0.1.0
 * @category models
 */
export type Answered = internal.Answered

/**
 * The outcome of a step where tools ran: the history ending with the assistant message and one
 * tool message per call (call order), the message, the results (call order), the attempts and
 * compactions of the model call (0 when the step only finished the tool calls of a saved message).
 *
 * @since 0.1.0
 * @category models
 */
export const ToolsRan: typeof internal.ToolsRan = internal.ToolsRan

/**
 * @since 0.1.0
 * @category models
 */
export type ToolsRan = internal.ToolsRan

/**
 * The outcome of {@link step}. Both cases are `Schema` classes, so a durable turn can store them.
 *
 * @since 0.1.0
 * @category models
 */
export type StepOutcome = Answered | ToolsRan

/**
 * The schema of a {@link StepOutcome}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StepOutcome: Schema.Union<[typeof internal.Answered, typeof internal.ToolsRan]> = internal.StepOutcome

/**
 * The turn took `maxSteps` steps without an answer. `history` is the history after the last step
 * (it ends with tool messages: no call is left without a result).
 *
 * @since 0.1.0
 * @category errors
 */
export const StepLimitExceeded: typeof internal.StepLimitExceeded = internal.StepLimitExceeded

/**
 * @since 0.1.0
 * @category errors
 */
export type StepLimitExceeded = internal.StepLimitExceeded

/**
 * The turn's wall-clock budget ran out. The step in flight was interrupted; `history` is the
 * history before it (once its tools had started: with its assistant message, the results of the
 * calls that ended, and the others closed: as calls that may have run if their handlers had begun,
 * else as calls that did not run) and `steps` the steps completed.
 *
 * Or it would have run out during a wait: a retry layer of the model call gave up at once where its
 * next wait (a 429's `retry-after: 60` with 10 s left) would end after the deadline, rather than
 * sleep until the deadline for nothing. `failure` is then that layer's `Exhausted` (`stoppedBy`
 * names the time budget; `last.retryAfter` is the server's hint), so the caller can ask again when
 * the server said; absent when the budget ran out.
 *
 * @since 0.1.0
 * @category errors
 */
export const TimeBudgetExceeded: typeof internal.TimeBudgetExceeded = internal.TimeBudgetExceeded

/**
 * @since 0.1.0
 * @category errors
 */
export type TimeBudgetExceeded = internal.TimeBudgetExceeded

/**
 * The state a step starts from.
 *
 * @since 0.1.0
 * @category models
 */
export type State = internal.StepState

/**
 * Options of {@link step}: those of `Session.generate` (`schedule`, `layer`, `budget`, `compact`,
 * `maxCompactions`) and
 *
 * - `toolkit`: the tools the model may call (none by default: a call then reads `UNKNOWN_TOOL`);
 * - `turnId`: the turn the calls belong to, for the idempotency keys of side-effecting tools
 *   (`Toolkit.withTurnId`); without it the `Toolkit.TurnId` in scope, if any. Either way the key
 *   also holds the calls' exchange, so a call id a provider reuses later in the turn runs again;
 *   an agent run in a tool's handler (a sub-agent) also keys its calls under that tool call, by its own exchanges;
 * - `concurrency`: parallel tool calls at once (default `"unbounded"`);
 * - `compactionsSoFar`: compactions the turn already made, so `maxCompactions` limits the turn;
 * - `onAssistant`: runs after the model answered and before any tool runs, with the history
 *   ending with the answer (a durable turn saves it here); its failure fails the step;
 * - `onCompacted`: the session's hook, run after each compaction with the compacted history and
 *   the compactions this step made so far (not counting `compactionsSoFar`). A model failure that
 *   follows carries no history, so a durable turn saves the compacted one here, or its resumed step
 *   would overflow and compact again. Its failure fails the step. The two hooks share their error
 *   and requirement types (`EH`, `RH`): both usually write to the same store.
 *
 * Checked when `step` is called.
 *
 * @since 0.1.0
 * @category models
 */
export type StepOptions<
  Tools extends ReadonlyArray<Tool.Any> = [],
  E = never,
  R = never,
  RS = never,
  EH = never,
  RH = never
> = internal.StepOptions<Tools, E, R, RS, EH, RH>

/**
 * What a step can fail with: the session's failures (`Exhausted`, `Fatal`, `Permanent`, an
 * uncompacted `ContextOverflow`, `CompactionFailed`), a `ToolError` from a tool under the
 * `"fail"` strategy, and the errors of `compact`, `onAssistant` and `onCompacted`.
 *
 * @since 0.1.0
 * @category models
 */
export type StepError<E = never, EH = never> = internal.StepError<E, EH>

/**
 * One step of a turn. If the history ends with an assistant message whose tool calls have no
 * results yet (a step saved by `onAssistant` and interrupted), the step runs those calls instead
 * of asking the model again. The last call of an answer cut off at the output token limit
 * (`stopReason: "length"`) is not run: its arguments may be incomplete (an SDK may parse the partial
 * JSON into valid-looking ones); it reads `INVALID_ARGUMENTS`, saying why.
 *
 * @example
 * ```ts
 * import { Effect, Schema } from "effect"
 * import { Agent, Model, Tool, Toolkit } from "effect-resilience"
 *
 * const search = Tool.make({
 *   name: "search",
 *   description: "Search the documentation",
 *   parameters: Schema.Struct({ query: Schema.String }),
 *   success: Schema.Array(Schema.String),
 *   handler: ({ query }) => Effect.succeed([`The ${query} is a lock.`])
 * })
 * const toolkit = Toolkit.make(search)
 *
 * const next = (history: Model.History) =>
 *   Agent.step({ history }, { toolkit, turnId: "turn_1" }).pipe(
 *     Effect.map((outcome) => outcome._tag === "Answered" ? outcome.message.content : outcome.history)
 *   )
 * ```
 *
 * @since 0.1.0
 * @category running
 */
export const step = <
  Tools extends ReadonlyArray<Tool.Any> = [],
  E = never,
  R = never,
  RS = never,
  EH = never,
  RH = never
>(
  state: State,
  options?: StepOptions<Tools, E, R, RS, EH, RH>
): Effect.Effect<StepOutcome, StepError<E, EH>, Model.Model | R | RS | RH | Tool.Context<Tools[number]>> => {
  internal.validateState(state)
  const config = internal.validateStep(options)
  return internal.step(config, state)
}

/**
 * Options of {@link turn}: those of {@link step}, and
 *
 * - `history` (required): the history so far, usually ending with the user's message;
 * - `maxSteps` (default 20, an integer ≥ 1): steps before {@link StepLimitExceeded};
 * - `timeBudget` (default: none): wall-clock time before {@link TimeBudgetExceeded}, measured
 *   with `Clock`; the step in flight at the deadline is interrupted, and a retry whose wait would
 *   end after the deadline is not waited for (the turn ends at once, saying why).
 *
 * Checked when `turn` is called.
 *
 * @since 0.1.0
 * @category models
 */
export type TurnOptions<
  Tools extends ReadonlyArray<Tool.Any> = [],
  E = never,
  R = never,
  RS = never,
  EH = never,
  RH = never
> = internal.TurnOptions<Tools, E, R, RS, EH, RH>

/**
 * The result of {@link turn}: the final history (ending with the answer), the answer, the steps
 * taken, and the model attempts and compactions over the whole turn.
 *
 * @since 0.1.0
 * @category models
 */
export type TurnResult = internal.TurnResult

/**
 * Runs {@link step} until the model answers. `maxCompactions` limits the compactions of the whole
 * turn, not of each step.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Agent, Model, Toolkit } from "effect-resilience"
 *
 * declare const toolkit: Toolkit.Toolkit<[]>
 *
 * const ask = (question: string) =>
 *   Agent.turn({
 *     history: [new Model.UserMessage({ content: question })],
 *     toolkit,
 *     turnId: "turn_1",
 *     maxSteps: 10,
 *     timeBudget: "2 minutes"
 *   }).pipe(
 *     Effect.map(({ answer }) => answer.content),
 *     Effect.catchTags({
 *       StepLimitExceeded: (e) => Effect.succeed(`gave up: ${e.message}`),
 *       TimeBudgetExceeded: (e) => Effect.succeed(`gave up: ${e.message}`)
 *     })
 *   )
 * ```
 *
 * @since 0.1.0
 * @category running
 */
export const turn: <
  Tools extends ReadonlyArray<Tool.Any> = [],
  E = never,
  R = never,
  RS = never,
  EH = never,
  RH = never
>(
  options: TurnOptions<Tools, E, R, RS, EH, RH>
) => Effect.Effect<
  TurnResult,
  StepError<E, EH> | StepLimitExceeded | TimeBudgetExceeded,
  Model.Model | R | RS | RH | Tool.Context<Tools[number]>
> = internal.turn
