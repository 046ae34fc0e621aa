import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import type * as Model from "../Model.js"
import * as ToolResult from "../ToolResult.js"
import type { CallWatch } from "./toolkit.js"
import { closeToolCalls, closingMessage, type ToolReason } from "./turnHistory.js"

/**
 * A step's tools as they run: the history they were called in (ending with their assistant message, or with the results
 * it had when the step resumed it), its `calls` being run, and by their position among them, the result of each that
 * has ended and whether each has started (its handler's run began, see `CallWatch.started`). `resumed`: the calls were
 * left without results by an earlier run (a worker that died, a caller's history), which may have started them.
 * @internal
 */
export interface ToolsRunning {
  readonly history: Model.History
  readonly calls: ReadonlyArray<Model.ToolCall>
  readonly resumed: boolean
  readonly results: ReadonlyArray<ToolResult.ToolResult | undefined>
  readonly started: ReadonlyArray<boolean>
}

/**
 * What a step's tools had done when it was stopped: `history` with the result of each call that ended, the others still
 * open, to be resumed; `close`, the history with each of the step's calls answered in their order, by its result or, if
 * it has none, by a tool message from `template` and `reason`; `notStarted`, those of them (the `ToolCall`s of the
 * history's assistant message) that no run has started, which did not run.
 *
 * Results pair with calls by position among the calls of their id (providers do, and ids repeat within one answer), so
 * a result may come only after each earlier call of its id has one: a call that ended while an earlier one of its id ran
 * on is left open in `history` (resumed, a side-effecting one replays its stored result). Appended as it came, its
 * result read as the earlier call's: a turn cut by its budget told the model that the email to Bob went to Ada, and
 * that the one to Bob may not have gone.
 * @internal
 */
export interface Ran {
  readonly history: Model.History
  readonly close: (reason: ToolReason, template: string) => Model.History
  readonly notStarted: ReadonlyArray<Model.ToolCall>
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
 * What the step's tools had done (see `Ran`). None: the step had not started its tools (it was asking the model).
 * @internal
 */
export const ranSoFar = (progress: Ref.Ref<Option.Option<ToolsRunning>>): Effect.Effect<Option.Option<Ran>> =>
  Effect.map(
    Ref.get(progress),
    Option.map(({ calls, history, results, resumed, started }) => {
      const inOrder = (call: Model.ToolCall, i: number) =>
        calls.every((earlier, j) => j >= i || earlier.id !== call.id || results[j] !== undefined)
      return {
        history: [
          ...history,
          ...calls.flatMap((call, i) => {
            const result = results[i]
            return result === undefined || !inOrder(call, i) ? [] : [ToolResult.toMessage(result)]
          })
        ],
        // the step's calls all answered; `closeToolCalls` then closes any call of an earlier exchange left open
        close: (reason, template) =>
          closeToolCalls(
            [
              ...history,
              ...calls.map((call, i) => {
                const result = results[i]
                return result === undefined ? closingMessage(call, reason, template) : ToolResult.toMessage(result)
              })
            ],
            reason,
            template
          ),
        // An earlier run may have started a call this one did not reach: only a fresh step knows its calls did not run.
        notStarted: resumed ? [] : calls.filter((_, i) => results[i] === undefined && started[i] !== true)
      }
    })
  )

/**
 * How a step records its tools, when its caller asked (`StepProgress`): `running` before they run (see `ToolsRunning`),
 * `call` for each as it runs.
 * @internal
 */
export interface Recorder {
  readonly running: (
    history: Model.History,
    calls: ReadonlyArray<Model.ToolCall>,
    resumed: boolean
  ) => Effect.Effect<void>
  readonly call: (index: number) => CallWatch
}

const at = <A>(values: ReadonlyArray<A>, index: number, value: A): ReadonlyArray<A> => {
  const next = [...values]
  next[index] = value
  return next
}

const recorderOf = (ref: Ref.Ref<Option.Option<ToolsRunning>>): Recorder => ({
  running: (history, calls, resumed) =>
    Ref.set(ref, Option.some<ToolsRunning>({ history, calls, resumed, results: [], started: [] })),
  call: (index) => ({
    started: Ref.update(ref, Option.map((running) => ({ ...running, started: at(running.started, index, true) }))),
    ended: (result) =>
      Ref.update(ref, Option.map((running) => ({ ...running, results: at(running.results, index, result) })))
  })
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
