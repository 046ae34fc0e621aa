import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"
import * as MetricLabel from "effect/MetricLabel"
import * as Option from "effect/Option"
import type * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import * as Classify from "../Classify.js"
import * as Failure from "../Failure.js"
import * as Model from "../Model.js"
import * as Retry from "../Retry.js"
import type { Budget } from "../RetryBudget.js"
import * as RetrySchedule from "../RetrySchedule.js"
import { messageOf, withCode } from "./causeText.js"
import { paired, validateHistory } from "./history.js"
import { InvalidOptionError, knownKeys, number } from "./options.js"
import { truncate, withoutCredentials } from "./sanitize.js"
import { annotateCurrentSpan } from "./span.js"
import { printedThroughSpans } from "./tracedError.js"

/** @internal */
export class HistorySize extends Schema.Class<HistorySize>("effect-resilience/Session/HistorySize")({
  messages: Schema.Number,
  characters: Schema.Number
}) {
  override toString(): string {
    return `${this.messages} messages, ${this.characters} characters`
  }
}

// A reasoning block goes back to its provider with its text and its metadata's data (Claude's signature, a redacted
// block's encrypted thinking), and counts in the prompt: a compaction that clears old reasoning (Anthropic's
// `clear_thinking`) shrinks it, though it keeps every message and every word of text.
const reasoningCharacters = (reasoning: Model.Reasoning): number => {
  let n = reasoning.text.length
  for (const provider in reasoning.metadata) {
    const fields = reasoning.metadata[provider]
    for (const field in fields) {
      const value = fields[field]
      if (typeof value === "string") n += value.length
    }
  }
  return n
}

const messageCharacters = (message: Model.Message): number => {
  if (message._tag !== "AssistantMessage") return message.content.length
  let n = message.content.length
  for (const call of message.toolCalls) n += call.name.length + call.arguments.length
  for (const reasoning of message.reasoning ?? []) n += reasoningCharacters(reasoning)
  return n
}

/** @internal */
export const size = (history: Model.History): HistorySize => {
  let characters = 0
  for (const message of history) characters += messageCharacters(message)
  return new HistorySize({ messages: history.length, characters }, true)
}

/** @internal */
export class CompactionFailed extends Schema.TaggedError<CompactionFailed>()("CompactionFailed", {
  kind: Schema.Literal("NotShrinking", "LimitReached"),
  compactions: Schema.Number,
  before: HistorySize,
  after: HistorySize,
  overflow: Failure.ContextOverflow
}) {
  override get message(): string {
    return this.kind === "NotShrinking"
      ? `compaction ${this.compactions} did not shrink the history (before: ${this.before}; after: ${this.after}), ` +
        `so the next prompt would overflow again; ${this.overflow.message}`
      : `the history still overflows the context window after ${this.compactions} compaction(s), the most allowed ` +
        `(before: ${this.before}; now: ${this.after}); ${this.overflow.message}`
  }
}

/** @internal */
export interface Compacted {
  readonly history: Model.History
  readonly compactions: number
}

/** @internal */
export interface Compaction {
  readonly overflow: Failure.ContextOverflow
  readonly compaction: number
}

/** @internal */
export interface Options<E, R, RS, EH = never, RH = never> {
  readonly schedule?: Schedule.Schedule<unknown, Failure.AgentFailure, RS> | undefined
  readonly layer?: string | undefined
  readonly budget?: Budget | undefined
  readonly compact?:
    | ((history: Model.History, compaction: Compaction) => Effect.Effect<Model.History, E, R>)
    | undefined
  readonly maxCompactions?: number | undefined
  readonly onCompacted?: ((compacted: Compacted) => Effect.Effect<void, EH, RH>) | undefined
}

/** @internal */
export interface Generated {
  readonly message: Model.AssistantMessage
  readonly history: Model.History
  readonly attempts: number
  readonly compactions: number
}

/** @internal */
export interface Config<E, R, RS, EH = never, RH = never> {
  readonly layer: string
  readonly retry: <A, E2, R2>(self: Effect.Effect<A, E2, R2>) => Effect.Effect<A, Failure.RetryFailure, R2 | RS>
  readonly compact: ((history: Model.History, compaction: Compaction) => Effect.Effect<Model.History, E, R>) | undefined
  readonly maxCompactions: number
  readonly onCompacted: ((compacted: Compacted) => Effect.Effect<void, EH, RH>) | undefined
}

/** @internal */
export const DEFAULT_MAX_COMPACTIONS = 2

/** @internal */
export const optionKeys: ReadonlyArray<keyof Options<never, never, never>> = [
  "schedule",
  "layer",
  "budget",
  "compact",
  "maxCompactions",
  "onCompacted"
]

/**
 * `keys` are those of the caller's options: `Agent.step` passes its own (a superset), having checked them already.
 * @internal
 */
export const validate = <E, R, RS, EH = never, RH = never>(
  options: Options<E, R, RS, EH, RH> = {},
  keys: ReadonlyArray<string> = optionKeys
): Config<E, R, RS, EH, RH> => {
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionError("options", options, "an object such as { compact, maxCompactions }")
  }
  // `maxCompaction: 5` left the default of 2, `compcat` no compaction at all: a misspelt option was read as absent
  knownKeys("", options, keys)
  if (options.compact !== undefined && typeof options.compact !== "function") {
    throw new InvalidOptionError("compact", options.compact, "a function from a history to an Effect of a history")
  }
  if (options.onCompacted !== undefined && typeof options.onCompacted !== "function") {
    throw new InvalidOptionError("onCompacted", options.onCompacted, "a function returning an Effect")
  }
  // only a missing name takes the default: `null` is none (Retry.retry then names it)
  const layer = options.layer === undefined ? "session" : options.layer
  const maxCompactions = options.maxCompactions === undefined
    ? DEFAULT_MAX_COMPACTIONS
    : number("maxCompactions", options.maxCompactions, { min: 0, integer: true })
  return {
    layer,
    // Retry checks schedule, layer and budget now, so a bad option throws where it is written.
    retry: Retry.retry({
      // only a missing schedule takes the default: `null` (a JSON config's empty field) is named by Retry
      schedule: options.schedule === undefined
        ? (RetrySchedule.standard as Schedule.Schedule<unknown, Failure.AgentFailure, RS>)
        : options.schedule,
      layer,
      budget: options.budget
    }),
    compact: options.compact,
    maxCompactions,
    onCompacted: options.onCompacted
  }
}

/** @internal */
export const metrics = {
  compactions: Metric.counter("effect_resilience_session_compactions", {
    description: "compactions after a context overflow, by layer and outcome (compacted, NotShrinking, LimitReached)",
    incremental: true
  })
}

const countCompaction = (layer: string, outcome: string) =>
  Metric.increment(
    Metric.taggedWithLabels(metrics.compactions, [
      MetricLabel.make("layer", layer),
      MetricLabel.make("outcome", outcome)
    ])
  )

const isFailedMessage = (message: Model.Message): boolean =>
  message._tag === "AssistantMessage" && message.stopReason === "error"

/**
 * A message that reports a failure is never part of a prompt: a provider would read a
 * half-written answer as the model's own words. Returns the history itself when it is clean.
 * @internal
 */
export const clean = (history: Model.History): Model.History =>
  history.some(isFailedMessage) ? history.filter((message) => !isFailedMessage(message)) : history

/**
 * Checks `generate`'s request when it is called: an object `{ history, tools? }` whose history is messages, not
 * empty. A history passed as the request itself (`generate(history)`) is named as such. Returns the request with
 * `tools` (none when absent): a `Model` reads it as an array, and the `@effect/ai` adapter died on `undefined`.
 * @internal
 */
export const validateRequest = (request: Model.Request): Model.Request => {
  if (Array.isArray(request)) {
    throw new InvalidOptionError(
      "request",
      "an array",
      "an object { history, tools? }: pass { history } rather than the history"
    )
  }
  if (typeof request !== "object" || request === null) {
    throw new InvalidOptionError("request", request, "an object { history, tools? }")
  }
  validateHistory("history", request.history, true)
  if (request.tools !== undefined && !Array.isArray(request.tools)) {
    throw new InvalidOptionError("tools", request.tools, "an array of tool definitions (Toolkit.definitions)")
  }
  return request.tools === undefined ? { history: request.history, tools: [] } : request
}

// A failed message becomes the failure it reports, so the retry layer treats a stream that ended
// with an error event like a call that threw. Its text is classified by the `Classifier` in context, as a
// thrown error is by the retry layer: the user's rules apply to an error event too (the defaults alone
// called a gateway's "UPSTREAM_BUSY" event Fatal that a rule made Retryable). An empty text is a dropped stream.
const reported = (message: Model.AssistantMessage): Effect.Effect<never, Failure.AgentFailure> => {
  // typed a string, but a `Model` written in JavaScript or decoding JSON may hand anything: `null` is a dropped stream
  // as an empty text is, and a provider's body is the classifier's to read (it is total)
  const text: unknown = message.errorMessage
  return text === undefined || text === null || (typeof text === "string" && text.trim().length === 0)
    ? Effect.fail(Option.getOrThrow(Classify.fromMessage(message)))
    : Effect.flatMap(Classify.Classifier, (classifier) => Effect.fail(classifier.classify(text)))
}

const answer = (model: Model.Service, request: Model.Request) =>
  Effect.flatMap(
    model.generate(request),
    (message) => message.stopReason === "error" ? reported(message) : Effect.succeed(message)
  )

/**
 * One model call over `request.history`. `compactionsBefore` counts the compactions an enclosing
 * turn already made: the limit applies to the turn.
 * @internal
 */
export const generate = <E, R, RS, EH = never, RH = never>(
  config: Config<E, R, RS, EH, RH>,
  request: Model.Request,
  compactionsBefore = 0
): Effect.Effect<Generated, Failure.RetryFailure | CompactionFailed | E | EH, Model.Model | R | RS | RH> =>
  Effect.suspend(() => {
    const counts: Counts = { attempts: 0, compactions: 0 }
    // However the call ends (an answer, a model failure, its compaction's or `onCompacted`'s error, an interruption by a
    // turn's deadline), its span says what it spent. Annotated on the model's failures only, a call whose summariser
    // failed read as one that had never asked the model.
    return Effect.onExit(
      loop(config, request, compactionsBefore, counts),
      () => annotateCurrentSpan({ attempts: counts.attempts, compactions: counts.compactions })
    )
  }).pipe(Effect.withSpan("effect_resilience.session.generate", { attributes: { layer: config.layer } }))

/** The counts of one call, kept outside its loop so that its span reads them however it ends. */
interface Counts {
  attempts: number
  compactions: number
}

// What a compaction's own failure was, for its warning: a summariser's overflow or `Exhausted` by its tag and message.
// Total: it runs in `tapError`, where a throw (a revoked proxy, a `message` getter that throws) turned the caller's typed
// failure into a defect.
const failureText = (error: unknown): string => {
  try {
    if (typeof error === "string") return error
    if (typeof error !== "object" || error === null) return String(error)
    const { _tag, message } = error as { readonly _tag?: unknown; readonly message?: unknown }
    const text = typeof message === "string" ? message : ""
    if (text !== "") return typeof _tag === "string" && !text.startsWith(_tag) ? `${_tag}: ${text}` : text
    // Without a message of its own (an AggregateError of refused connections, a `TypeError("")`, `{ code }`), the
    // warning ended with "its error: " and named nothing: its tag or name, its errors' messages and its code do.
    const name = typeof _tag === "string" ? _tag : error instanceof Error ? error.name : ""
    const details = withCode(messageOf(error), (error as { readonly code?: unknown }).code)
    return name === "" ? details || "a value without a message" : details === "" ? name : `${name}: ${details}`
  } catch {
    return "an error whose fields could not be read"
  }
}

const loop = <E, R, RS, EH, RH>(
  config: Config<E, R, RS, EH, RH>,
  request: Model.Request,
  compactionsBefore: number,
  counts: Counts
): Effect.Effect<Generated, Failure.RetryFailure | CompactionFailed | E | EH, Model.Model | R | RS | RH> =>
  Effect.gen(function*() {
    const model = yield* Model.Model
    const { compact, layer, maxCompactions } = config
    const original = clean(request.history)
    let history = original
    for (;;) {
      const current = { history, tools: request.tools }
      const attempt = Effect.suspend(() => {
        counts.attempts++
        return answer(model, current)
      })
      const result = yield* Effect.either(config.retry(attempt))
      if (result._tag === "Right") {
        return { message: result.right, history, attempts: counts.attempts, compactions: counts.compactions }
      }
      const failure = result.left
      if (failure._tag !== "ContextOverflow" || compact === undefined || maxCompactions === 0) {
        return yield* Effect.fail(failure)
      }
      const used = compactionsBefore + counts.compactions
      if (used >= maxCompactions) {
        yield* countCompaction(layer, "LimitReached")
        const error = new CompactionFailed({
          kind: "LimitReached",
          compactions: used,
          before: size(original),
          after: size(history),
          overflow: failure
        })
        yield* Effect.logWarning(`${layer}: ${withoutCredentials(error.message)}`)
        return yield* Effect.fail(error)
      }
      const before = size(history)
      // The overflow goes with the history: its counts (the prompt's tokens, the window) say how much must go.
      // Its own failure (a summariser's overflow, or the `Exhausted` of a summariser that could not reach the model)
      // passes through with its tag: the warning says that it was the compaction's, after which overflow.
      const shrunk = yield* compact(history, { overflow: failure, compaction: used + 1 }).pipe(
        Effect.tapError((error) =>
          Effect.logWarning(
            `${layer}: compaction ${used + 1} of at most ${maxCompactions} failed, after a context overflow (${
              withoutCredentials(failure.reason)
            }), and the call fails with its error: ${truncate(withoutCredentials(failureText(error)), 500)}`
          ).pipe(Effect.annotateLogs({ layer, compaction: used + 1 }))
        )
      )
      // Checked as `generate` checks its request: an empty or chat-style result would ask the model about nothing.
      const checked = clean(validateHistory("compact's result", shrunk, true))
      // A result whose call the compaction dropped, or a call whose result it dropped, would fail the next call (a
      // provider's 400, Fatal): it goes too.
      const { calls, history: compacted, results } = paired(checked)
      if (compacted !== checked) {
        yield* Effect.logWarning(
          `${layer}: compaction ${used + 1} kept ${results} tool result(s) without the assistant message that called ` +
            `them and ${calls} tool call(s) without their result, which providers refuse; they were left out`
        ).pipe(Effect.annotateLogs({ layer, compaction: used + 1 }))
        // Nothing left would ask the model about nothing, as an empty result would.
        if (compacted.length === 0) {
          throw new InvalidOptionError(
            "compact's result",
            compacted,
            "at least one message once the tool results and calls it cut off from each other are left out"
          )
        }
      }
      const after = size(compacted)
      const compactions = ++counts.compactions
      if (after.messages >= before.messages && after.characters >= before.characters) {
        yield* countCompaction(layer, "NotShrinking")
        const error = new CompactionFailed({
          kind: "NotShrinking",
          compactions: used + 1,
          before,
          after,
          overflow: failure
        })
        yield* Effect.logWarning(`${layer}: ${withoutCredentials(error.message)}`)
        return yield* Effect.fail(error)
      }
      yield* countCompaction(layer, "compacted")
      yield* Effect.logInfo(
        `${layer}: context overflow (${withoutCredentials(failure.reason)}); compaction ${
          used + 1
        } of at most ${maxCompactions} ` +
          `shrank the history from ${before} to ${after}`
      ).pipe(Effect.annotateLogs({ layer, compaction: used + 1 }))
      history = compacted
      // A failure after this point carries no history: the caller keeps the compaction now, or a
      // resumed call would start from the history that overflowed and pay for compaction again.
      if (config.onCompacted !== undefined) yield* config.onCompacted({ history, compactions })
    }
  })

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(CompactionFailed)
