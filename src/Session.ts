/**
 * One model call over a history, made resilient at the message level:
 *
 * - a retry layer (default `RetrySchedule.standard`, layer `"session"`) retries `Retryable`
 *   failures, whether the call threw or the model answered with `stopReason: "error"` (its
 *   `errorMessage` classified by the `Classify.Classifier` in context, your rules first, as a thrown
 *   error is; an empty one means the stream dropped, `Retryable`, as `Classify.fromMessage` says);
 * - a failed assistant message never reaches a prompt: retries resend the history without it, and
 *   any such message already in the history is left out of the request;
 * - a `ContextOverflow` is not retried blindly: the user's `compact` shrinks the history and the
 *   call is tried again, at most `maxCompactions` times; a compaction that does not shrink the
 *   history (neither fewer messages nor fewer characters) fails with {@link CompactionFailed}; a tool
 *   result it kept without the assistant message that called it is left out, and so is a tool call it
 *   kept without its result (providers refuse both).
 *
 * `Fatal`, `Permanent` and `Exhausted` pass through with their own tags (and the errors of
 * `compact` and `onCompacted` with theirs). A failure after a compaction does not carry the
 * compacted history: `onCompacted` hands it over when it is made.
 *
 * Observability: the `effect_resilience.session.generate` span (attributes `attempts` and
 * `compactions`, however the call ends: an answer, a failure of the model, of `compact` or of
 * `onCompacted`, an interruption), the retry layer's metrics under its layer name, {@link metrics}`.compactions`,
 * an info line per compaction and a warning when compaction fails (`CompactionFailed`, or `compact`'s
 * own error, such as a summariser's overflow, named as the compaction's).
 *
 * @since 0.1.0
 */
import type * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"
import type * as Failure from "./Failure.js"
import * as internal from "./internal/session.js"
import type * as Model from "./Model.js"

/**
 * The size of a history: messages, and characters of what they send (content, tool names and
 * arguments, reasoning blocks with their provider's data). A compaction must lower one of the two.
 *
 * @since 0.1.0
 * @category models
 */
export const HistorySize: typeof internal.HistorySize = internal.HistorySize

/**
 * @since 0.1.0
 * @category models
 */
export type HistorySize = internal.HistorySize

/**
 * Compaction could not make the history fit:
 *
 * - `kind: "NotShrinking"`: the compaction returned a history no smaller than it was given
 *   (`before` and `after` say by how much), so trying again would overflow again;
 * - `kind: "LimitReached"`: the history still overflows after `compactions` compactions, the most
 *   allowed (`before`: the history the call started with; `after`: the last compacted one).
 *
 * `overflow` is the `ContextOverflow` that asked for the compaction.
 *
 * @since 0.1.0
 * @category errors
 */
export const CompactionFailed: typeof internal.CompactionFailed = internal.CompactionFailed

/**
 * @since 0.1.0
 * @category errors
 */
export type CompactionFailed = internal.CompactionFailed

/**
 * Options of {@link generate}:
 *
 * - `schedule` (default `RetrySchedule.standard`), `layer` (default `"session"`), `budget`: the
 *   message-level retry layer, as in `Retry.retry`;
 * - `compact`: shrinks a history that overflows the context window (summarise old turns, drop
 *   tool outputs), given the history and a {@link Compaction} (the overflow, with the provider's
 *   `tokens` and `limit` when it named them, and the compaction's number); without it a
 *   `ContextOverflow` passes through. Its result must be messages, at least
 *   one (an empty or chat-style result would ask the model about nothing), once the tool results and
 *   tool calls it cut off from each other are left out: otherwise the call dies with an
 *   `InvalidOptionError` naming `compact's result`;
 * - `maxCompactions` (default 2, an integer ≥ 0): compactions allowed per call (0: none);
 * - `onCompacted`: runs after each compaction that shrank the history, before the model is asked
 *   again, with the compacted history and the compactions made so far by this call. A failure
 *   that follows (say `Exhausted`) carries no history, so a caller that will try again later saves
 *   the compacted one here; its failure fails the call.
 *
 * Checked when `generate` is called: an invalid option throws `InvalidOptionError`.
 *
 * @since 0.1.0
 * @category models
 */
export type GenerateOptions<E = never, R = never, RS = never, EH = never, RH = never> = internal.Options<
  E,
  R,
  RS,
  EH,
  RH
>

/**
 * What `compact` receives beside the history: the `ContextOverflow` that asked for the compaction
 * (its `tokens` and `limit`, when the provider named them, say how much must go) and the
 * compaction's number, from 1, counting those an enclosing turn already made (`maxCompactions`
 * limits it).
 *
 * @since 0.1.0
 * @category models
 */
export type Compaction = internal.Compaction

/**
 * What `onCompacted` receives: the compacted history (what the model is asked with next) and the
 * compactions the call has made so far.
 *
 * @since 0.1.0
 * @category models
 */
export type Compacted = internal.Compacted

/**
 * The result of {@link generate}: the answer, the history it answers (compacted if compaction
 * ran; without failed messages), the attempts made (1 when the first succeeded; across
 * compactions) and the compactions made.
 *
 * @since 0.1.0
 * @category models
 */
export type Generated = internal.Generated

/**
 * Asks the `Model` for the next assistant message, retrying and compacting as the options say. A request
 * without `tools` (from JavaScript) asks with none.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Model, Session } from "effect-resilience"
 *
 * // Keep the system prompt and the task (the messages up to the first user message's end) and about the
 * // last ten, starting the kept tail at a message that is no tool's result (a result cut off from the
 * // call that asked for it is refused by providers).
 * const compact = (history: Model.History) => {
 *   const task = history.findIndex((message) => message._tag === "UserMessage") + 1
 *   let from = Math.max(task, history.length - 10)
 *   while (from < history.length && history[from]!._tag === "ToolMessage") from++
 *   return Effect.succeed([...history.slice(0, task), ...history.slice(from)])
 * }
 *
 * const next = (history: Model.History) =>
 *   Session.generate({ history, tools: [] }, { compact, maxCompactions: 2 }).pipe(
 *     Effect.map(({ history, message }) => [...history, message])
 *   )
 * ```
 *
 * @since 0.1.0
 * @category generating
 */
export const generate = <E = never, R = never, RS = never, EH = never, RH = never>(
  request: Model.Request,
  options?: GenerateOptions<E, R, RS, EH, RH>
): Effect.Effect<Generated, Failure.RetryFailure | CompactionFailed | E | EH, Model.Model | R | RS | RH> => {
  const checked = internal.validateRequest(request)
  const config = internal.validate(options)
  return internal.generate(config, checked)
}

/**
 * The size of a history, as compaction measures it.
 *
 * @since 0.1.0
 * @category getters
 */
export const size: (history: Model.History) => HistorySize = internal.size

/**
 * The history without assistant messages that report a failure (`stopReason: "error"`): what
 * {@link generate} sends. The same array when there are none.
 *
 * @since 0.1.0
 * @category getters
 */
export const clean: (history: Model.History) => Model.History = internal.clean

/**
 * `compactions`: a counter tagged `layer` and `outcome` (`compacted`, `NotShrinking`,
 * `LimitReached`). Retries are counted by the retry layer's metrics (`Retry.metrics`) under the
 * session's layer name.
 *
 * @since 0.1.0
 * @category observability
 */
export const metrics: {
  readonly compactions: Metric.Metric.Counter<number>
} = internal.metrics
