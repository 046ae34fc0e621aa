import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import type * as Model from "../Model.js"
import * as ToolResult from "../ToolResult.js"

/**
 * A step's tools as they run: the history they were called in (ending with their assistant message, or with the results
 * it had when the step resumed it) and the result of each call that has ended, by its position among the calls run.
 * @internal
 */
export interface ToolsRunning {
  readonly history: Model.History
  readonly results: ReadonlyArray<ToolResult.ToolResult | undefined>
}

/**
 * Where a step records its tools as they run, for a caller that may stop it from outside (a turn's time budget) or see
 * it fail part way (a "fail"-mode sibling). Told only "the history before the step", such a caller dropped the calls
 * that had ended: a side effect that happened and was recorded (an email sent) vanished from the history `Agent.turn`
 * handed back, and the model going on from it sent the email again under a new call id; a durable turn said of it that
 * it may have run. None: nobody asks.
 * @internal
 */
export class StepProgress extends Context.Reference<StepProgress>()("effect-resilience/Agent/StepProgress", {
  defaultValue: (): Option.Option<Ref.Ref<Option.Option<ToolsRunning>>> => Option.none()
}) {}

/** A record for one step: nothing yet. @internal */
export const make: Effect.Effect<Ref.Ref<Option.Option<ToolsRunning>>> = Ref.make(Option.none())

/** `step`, recording its tools into `progress`. @internal */
export const recordingInto =
  (progress: Ref.Ref<Option.Option<ToolsRunning>>) => <A, E, R>(step: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.provideService(step, StepProgress, Option.some(progress))

/**
 * The history as the step's tools left it: the calls that ended answered by their results (in call order), the others
 * still open, for the caller to close. None: the step had not started its tools (it was asking the model).
 * @internal
 */
export const ranSoFar = (progress: Ref.Ref<Option.Option<ToolsRunning>>): Effect.Effect<Option.Option<Model.History>> =>
  Effect.map(
    Ref.get(progress),
    Option.map(({ history, results }) => [
      ...history,
      ...results.flatMap((result) => result === undefined ? [] : [ToolResult.toMessage(result)])
    ])
  )

/**
 * How a step records its tools, when its caller asked (`StepProgress`): `started` before they run, `ended` as each ends.
 * @internal
 */
export interface Recorder {
  readonly started: (history: Model.History) => Effect.Effect<void>
  readonly ended: (index: number, result: ToolResult.ToolResult) => Effect.Effect<void>
}

const recorderOf = (ref: Ref.Ref<Option.Option<ToolsRunning>>): Recorder => ({
  started: (history) => Ref.set(ref, Option.some<ToolsRunning>({ history, results: [] })),
  ended: (index, result) =>
    Ref.update(
      ref,
      Option.map(({ history, results }) => {
        const next = [...results]
        next[index] = result
        return { history, results: next }
      })
    )
})

/**
 * `body` given the recorder its caller asked for, if any, with nobody asking for what runs in it: only the step's own
 * tools are recorded. Read by whatever ran in the step (a compaction that asks an agent with tools to summarize, a
 * model service built on one, a tool's sub-agent), the record held that agent's history, not the step's: a durable turn
 * whose model failed after such a compaction saved the summarizer's conversation as its own, and `Agent.turn`'s
 * `TimeBudgetExceeded.history` was it.
 * @internal
 */
export const recording = <A, E, R>(
  body: (recorder: Option.Option<Recorder>) => Effect.Effect<A, E, R>
): Effect.Effect<A, E, R> =>
  Effect.flatMap(
    StepProgress,
    (progress) => Effect.provideService(body(Option.map(progress, recorderOf)), StepProgress, Option.none())
  )
