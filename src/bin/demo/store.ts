/**
 * The SQLite turn store, watched: every claim and save of the turn is shown — its version, its
 * state, the tool results it gained (the text the model reads) — and, once, the save that follows a
 * `save_note` call is lost to a simulated crash of the worker, so the turn has to be taken over.
 */
import { Effect, Layer, Ref } from "effect"
import { type Model, type Turn, TurnStore } from "../../index.js"
import { millis } from "./output.js"
import type { Reporter } from "./reporter.js"

/**
 * The name the demo gave a worker: the Runner holds a lease under that name plus a random suffix of the run's own
 * (`worker-1~1a2b3c4d`), which would only make the demo's lines harder to follow.
 */
export const workerName = (owner: string): string => owner.replace(/~[0-9a-f]{8}$/, "")

/** The defect a crashing worker dies with. */
export class SimulatedCrash extends Error {
  override readonly name = "SimulatedCrash"
  constructor() {
    super("the worker crashed after save_note ran, before the step was saved")
  }
}

export interface Watch {
  readonly crashed: Ref.Ref<boolean>
  /** States in the order they were saved, for the summary. */
  readonly states: Ref.Ref<ReadonlyArray<string>>
  readonly toolResults: Ref.Ref<ReadonlyArray<Model.ToolMessage>>
}

export const makeWatch = Effect.all({
  crashed: Ref.make(false),
  states: Ref.make<ReadonlyArray<string>>([]),
  toolResults: Ref.make<ReadonlyArray<Model.ToolMessage>>([])
})

const describeState = (state: Turn.TurnState, now: number): string => {
  switch (state._tag) {
    case "RetryScheduled":
      if (state.nextRunnableAt <= now) return "RetryScheduled (due: running again)"
      // A run stopped in a retry wait (Ctrl-C) saves the turn so too: `stoppedBy` says the attempts did not run out.
      return `RetryScheduled (runs again in ${
        millis(state.nextRunnableAt - now)
      }: ${state.failure.layer} gave up after ${state.failure.attempts.length} attempts${
        state.failure.stoppedBy === undefined ? "" : `, ${state.failure.stoppedBy}`
      })`
    case "WaitingForModel":
      return `WaitingForModel (${state.reason})`
    case "Failed":
      return `Failed (${state.failure._tag})`
    default:
      return state._tag
  }
}

const toolLine = (reporter: Reporter, message: Model.ToolMessage) => {
  const failed = message.content.includes("\"error\"")
  const mark = failed ? reporter.style.red("✗") : reporter.style.green("✓")
  return reporter.emit("tool", `${mark} ${message.toolName} → ${reporter.fit(message.content, 140)}`)
}

const newToolResults = (before: Model.History, after: Model.History): Array<Model.ToolMessage> => {
  const seen = new Set(before.flatMap((m) => m._tag === "ToolMessage" ? [m.toolCallId] : []))
  return after.flatMap((m) => m._tag === "ToolMessage" && !seen.has(m.toolCallId) ? [m] : [])
}

const crashesHere = (before: Model.History, after: Model.History) =>
  newToolResults(before, after).some((m) => m.toolName === "save_note")

/** How a turn ended without an answer, for the states that end it so. */
const endedWithout: Partial<Record<Turn.TurnState["_tag"], string>> = {
  Failed: "turn failed",
  Cancelled: "turn cancelled",
  BudgetExceeded: "turn budget spent"
}

const describeSave = (saved: Turn.Turn, previous: Turn.Turn | undefined): string => {
  // Such a turn's last message is the note that closes its history (why it ended), not an answer of the model.
  const ended = endedWithout[saved.state._tag]
  if (ended !== undefined) return `${ended}: no answer, its history closed with the reason`
  // the runner marks a scheduled retry it takes as running before it asks the model again
  if (previous?.state._tag === "RetryScheduled" && saved.state._tag === "Running") return "its retry under way"
  if (saved.state._tag === "RetryScheduled") return "the failed model call saved"
  const before = previous?.history ?? []
  const last = saved.history.at(-1)
  const answered = saved.history.length > before.length && last?._tag === "AssistantMessage"
  if (answered && last.toolCalls.length > 0) {
    return "the model's answer saved before its tools run"
  }
  if (answered && saved.state._tag !== "Completed") return "the model's answer saved"
  return `step ${saved.steps} saved`
}

/** Wraps the store in context. `crashOnce`: lose the first save that records a `save_note` result. */
export const layer = (reporter: Reporter, watch: Watch, crashOnce: boolean) =>
  Layer.effect(
    TurnStore.TurnStore,
    Effect.gen(function*() {
      const store = yield* TurnStore.TurnStore
      const last = new Map<string, Turn.Turn>()
      const show = (turn: Turn.Turn, now: number, what: string) =>
        Effect.gen(function*() {
          const previous = last.get(turn.id)
          last.set(turn.id, turn)
          for (const message of newToolResults(previous?.history ?? [], turn.history)) {
            yield* toolLine(reporter, message)
            yield* Ref.update(watch.toolResults, (all) => [...all, message])
          }
          const state = describeState(turn.state, now)
          const changed = previous === undefined || previous.state._tag !== turn.state._tag
          if (changed) yield* Ref.update(watch.states, (states) => [...states, turn.state._tag])
          const shown = changed ? reporter.style.bold(state) : state
          yield* reporter.emit("turn", `${turn.id} v${turn.version} ${shown}  ${reporter.style.dim(what)}`)
        })
      const service: TurnStore.Store = {
        ...store,
        create: (turn) => Effect.tap(store.create(turn), (saved) => show(saved, saved.updatedAt, "created")),
        claim: (options) =>
          Effect.tap(store.claim(options), (turns) =>
            Effect.forEach(turns, (turn) =>
              Effect.zipRight(
                reporter.emit(
                  "worker",
                  `${workerName(options.owner)} claims ${turn.id} (lease ${millis(options.leaseUntil - options.now)})`
                ),
                show(turn, options.now, "claimed")
              ))),
        save: (turn, options) =>
          Effect.gen(function*() {
            const previous = last.get(turn.id)
            const before = previous?.history ?? []
            if (crashOnce && crashesHere(before, turn.history) && !(yield* Ref.getAndSet(watch.crashed, true))) {
              return yield* Effect.die(new SimulatedCrash())
            }
            const saved = yield* store.save(turn, options)
            const what = describeSave(saved, previous)
            yield* show(saved, saved.updatedAt, what)
            return saved
          })
      }
      return service
    })
  )
