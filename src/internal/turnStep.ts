import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as HashSet from "effect/HashSet"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import type * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import * as Failure from "../Failure.js"
import type * as Model from "../Model.js"
import * as RetrySchedule from "../RetrySchedule.js"
import { sanitize } from "../Sanitize.js"
import { within } from "./deadline.js"
import { type RetryWait, RetryWaits } from "./retryWait.js"
import * as stepProgress from "./stepProgress.js"
import { timeoutTo } from "./timeout.js"
import { closeHistory, CurrentTemplates, cutOffReason, type Templates } from "./turnHistory.js"
import {
  BudgetExceeded,
  Completed,
  Counters,
  Failed,
  RetryScheduled,
  Running,
  StepDefect,
  Turn,
  TurnFailure,
  type TurnState,
  WaitingForModel
} from "./turnSchema.js"
import type { TurnConflict, TurnStoreError } from "./turnStore.js"
import { TurnStore } from "./turnStore.js"

/**
 * What one step of the agent loop did, and the compactions it made.
 * @internal
 */
export type Outcome =
  | {
    readonly _tag: "Answered"
    readonly history: Model.History
    readonly message: Model.AssistantMessage
    readonly compactions: number
  }
  | { readonly _tag: "ToolsRan"; readonly history: Model.History; readonly compactions: number }

/**
 * Saves a step makes before it ends: `onCompacted` gets the compacted history and the compactions
 * the step made so far, `onAssistant` the history holding the assistant message before any tool runs.
 * @internal
 */
export interface Saves {
  readonly onCompacted: (
    history: Model.History,
    compactions: number
  ) => Effect.Effect<void, TurnConflict | TurnStoreError>
  readonly onAssistant: (history: Model.History) => Effect.Effect<void, TurnConflict | TurnStoreError>
}

/**
 * One step of the agent loop as the durable turn drives it: a model call (through the session) and
 * the tools it asked for, or the tool calls a dead worker left without results.
 * @internal
 */
export interface Engine<R> {
  readonly step: (
    turnId: string,
    history: Model.History,
    compactionsSoFar: number,
    exchangesSoFar: number | undefined,
    saves: Saves
  ) => Effect.Effect<Outcome, unknown, R>
}

/** @internal */
export interface Limits<RS> {
  readonly maxSteps: number
  readonly timeBudget: Duration.Duration
  readonly resumeSchedule: Schedule.Schedule<unknown, Failure.AgentFailure, RS>
  readonly maxConsecutiveRetries: number
}

/** @internal */
export const defaultResumeSchedule: Schedule.Schedule<Duration.Duration, Failure.AgentFailure> = RetrySchedule
  .exponential("10 seconds").pipe(
    RetrySchedule.jittered({ kind: "equal", ratio: 0.25 }),
    RetrySchedule.capped("10 minutes"),
    // No `max`: a server asking for an hour is exactly what a durable turn can wait for.
    RetrySchedule.respectRetryAfter()
  )

/**
 * The worker lost the turn (its lease, or a concurrent write): it stops without writing.
 * @internal
 */
export class Lost {
  readonly _tag = "Lost"
  /** `why` completes "turn <id>: …" in the log: which of the ways to lose a turn it was. */
  constructor(readonly turnId: string, readonly why: string) {}
}

const isConflict = (u: unknown): u is TurnConflict =>
  typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "TurnConflict"

const isStoreError = (u: unknown): u is TurnStoreError =>
  typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "TurnStoreError"

/**
 * The failure as an instance of the store schema's own class, or `None`. `Failure.isAgentFailure` accepts a failure by
 * its shape (`{ _tag: "Fatal", reason }` from a model service that decodes its failures from JSON, one made by another
 * copy of the library), but a state's constructor takes only the class's instances: it threw, a defect that stopped
 * every worker of `Runner.run` and left the turn leased, to be claimed again once the lease ended, its model called
 * again, and the runner stopped again. Rebuilt from its JSON, as the store would read it back.
 */
const asOwn = <A, I>(schema: Schema.Schema<A, I>, u: unknown): Option.Option<A> => {
  if (Schema.is(schema)(u)) return Option.some(u)
  try {
    return Either.getRight(Schema.decodeUnknownEither(schema)(JSON.parse(JSON.stringify(u))))
  } catch {
    // a cycle or a bigint in a plain object: not rebuilt
    return Option.none()
  }
}

const asTurnFailure = (u: unknown): TurnFailure => {
  if (
    Failure.isAgentFailure(u) || Failure.isExhausted(u) || isTagged(u, "ToolError") || isTagged(u, "CompactionFailed")
  ) {
    const own = asOwn(TurnFailure, u)
    if (Option.isSome(own)) return own.value
  }
  if (u instanceof StepDefect) return u
  if (typeof u === "object" && u !== null && "_tag" in u && typeof u._tag === "string") {
    const { message, reason } = u as { message?: unknown; reason?: unknown }
    return { _tag: u._tag, message: String(message ?? reason ?? u._tag) }
  }
  return defect(u)
}

const isTagged = (u: unknown, tag: string): boolean =>
  typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === tag

const stoppedFromOutside = Effect.descriptorWith((d) => Effect.succeed(HashSet.size(d.interruptors) > 0))

const interruptedWithin = new StepDefect({
  reason: "the step was interrupted from within (its model adapter, a compaction or a fiber it joined), not stopped"
})

// The model reads this in the closing note: no stack traces, paths or credentials.
const defect = (u: unknown): StepDefect =>
  new StepDefect({ reason: u instanceof Error ? `${u.name}: ${u.message}` : String(u), cause: u })

const describeFailure = (failure: TurnFailure): string =>
  sanitize("message" in failure && typeof failure.message === "string" ? failure.message : failure._tag)

const replace = (turn: Turn, fields: Partial<Turn>): Turn => new Turn({ ...turn, ...fields })

/** The last time a `Date` can hold (the year 275760), in epoch milliseconds. */
const LAST_DATE_MILLIS = 8.64e15

/**
 * The inputs to replay through the resume schedule for the `consecutive`-th scheduled retry. Only
 * the last failure is known, so the earlier ones are replayed without its retry hint: a long hint
 * from this failure must not be counted again for every earlier retry (a budgeted schedule would
 * end too soon); the hint itself still sets a floor on this retry's delay.
 */
const resumeInputs = (last: Failure.Retryable, consecutive: number): ReadonlyArray<Failure.Retryable> => {
  const earlier = last.retryAfter === undefined ? last : new Failure.Retryable({ ...last, retryAfter: undefined })
  return Array.from({ length: consecutive }, (_, i) => i === consecutive - 1 ? last : earlier)
}

/**
 * Where a failed step leaves the turn. An `Exhausted` (a retryable failure the session's own
 * retries could not fix) is retried later, at a time the resume schedule gives for the
 * consecutive count, never before the server's hint; past the limit, or on a `Permanent`
 * failure, the turn waits for a person. Anything else ends it.
 */
const afterFailure = <RS>(
  turn: Turn,
  error: unknown,
  limits: Limits<RS>,
  templates: Templates,
  now: number,
  ran: Option.Option<stepProgress.Ran>
): Effect.Effect<Turn, never, RS> =>
  Effect.gen(function*() {
    // A failure the schema cannot rebuild (a plain object whose fields do not fit its class) ends the turn as below.
    const exhausted = Failure.isExhausted(error) ? asOwn(Failure.Exhausted, error) : Option.none()
    const permanent = Failure.isPermanent(error) ? asOwn(Failure.Permanent, error) : Option.none()
    if (Option.isSome(exhausted)) {
      const failure = exhausted.value
      const consecutive = turn.counters.consecutiveRetries + 1
      const delays = consecutive > limits.maxConsecutiveRetries
        ? []
        : yield* RetrySchedule.delays(limits.resumeSchedule, resumeInputs(failure.last, consecutive))
      const waitForPerson = replace(turn, { state: new WaitingForModel({ reason: "RetryLimit", failure }) })
      if (delays.length < consecutive) return waitForPerson
      const hint = failure.last.retryAfter === undefined ? 0 : Duration.toMillis(failure.last.retryAfter)
      const delay = Math.max(Duration.toMillis(delays[consecutive - 1]), hint)
      // Taken again no later than the end of its time budget, which ends it then: a server asking for an hour left a
      // turn with a 5 minutes' budget RetryScheduled for that hour, only to end it BudgetExceeded without a call.
      const deadline = turn.startedAt + Duration.toMillis(limits.timeBudget)
      const at = Math.min(now + delay, deadline)
      // A wait without an end (an infinite `retryAfter` or delay, no time budget) is one for a person, as the schedule's
      // end is. Stored RetryScheduled at Infinity, the turn was lost to a SQL store: its JSON read `nextRunnableAt: null`.
      // So is one past the last time a Date can hold (a "forever" of its own, such as Number.MAX_SAFE_INTEGER
      // milliseconds): RetryScheduled for the year 287,000, no Date could show it and no list of waiting turns had it.
      if (!(at <= LAST_DATE_MILLIS)) return waitForPerson
      return replace(turn, {
        state: new RetryScheduled({ nextRunnableAt: at, failure }),
        counters: new Counters({
          ...turn.counters,
          cumulativeRetries: turn.counters.cumulativeRetries + 1,
          consecutiveRetries: consecutive
        })
      })
    }
    if (Option.isSome(permanent)) {
      return replace(turn, { state: new WaitingForModel({ reason: "Permanent", failure: permanent.value }) })
    }
    const failure = asTurnFailure(error)
    const reason = describeFailure(failure)
    return replace(turn, {
      state: new Failed({ failure }),
      // a call still without a result was cut off by the failure (a sibling tool's, with `failureMode: "fail"`)
      history: closeEnded(turn, ran, reason, templates, "failed")
    })
  })

/**
 * The turn's history with the calls of a step that was stopped (`ran`, see `stepProgress.Ran`) each answered in their
 * order: by its result, or as cut off by `why` (as not having run if no run had started it). None: the history as saved.
 */
const closeStep = (
  turn: Turn,
  ran: Option.Option<stepProgress.Ran>,
  why: string,
  templates: Templates
): Model.History =>
  Option.match(ran, {
    onNone: () => turn.history,
    onSome: (ran) => ran.close(cutOffReason(why, ran.notStarted), templates.unfinishedTool)
  })

/**
 * The history of a turn that `why` ended (`note`): the stopped step's calls answered in their order (`closeStep`), then
 * any call still open cut off by `why`, and the note that closes it.
 */
const closeEnded = (
  turn: Turn,
  ran: Option.Option<stepProgress.Ran>,
  why: string,
  templates: Templates,
  note: "failed" | "budgetExceeded"
): Model.History => closeHistory(closeStep(turn, ran, why, templates), why, templates, note, cutOffReason(why, []))

/** `ran`: what the step that was stopped had done (see `stepProgress.Ran`). */
const budgetExceeded = (
  turn: Turn,
  budget: "steps" | "time",
  detail: string,
  templates: Templates,
  ran: Option.Option<stepProgress.Ran> = Option.none()
): Turn =>
  replace(turn, {
    state: new BudgetExceeded({ budget, detail }),
    // a call still without a result was cut off by the time budget, which interrupts the step
    history: closeEnded(turn, ran, detail, templates, "budgetExceeded")
  })

const isDue = (state: TurnState, now: number): boolean =>
  state._tag === "Running" || (state._tag === "RetryScheduled" && state.nextRunnableAt <= now)

// A step that went through is a model success (and its tools ran): the consecutive count restarts.
// `latest` may hold the step's compactions already (saved by `onCompacted`): count from the start.
const succeeded = (latest: Turn, compactionsBefore: number, outcome: Outcome, state: TurnState): Turn =>
  replace(latest, {
    history: outcome.history,
    state,
    steps: latest.steps + 1,
    counters: new Counters({
      ...latest.counters,
      consecutiveRetries: 0,
      compactions: compactionsBefore + outcome.compactions
    })
  })

/**
 * The turn a worker holds, as last saved, and a lock that orders its saves with the lease keeper's
 * version checks (a save between the keeper's read and its comparison would look like a stranger's).
 * @internal
 */
export interface Held {
  readonly current: Ref.Ref<Turn>
  readonly lock: Effect.Semaphore
  /** The wait a retry layer of the step's model call is in, if any: a graceful stop schedules the turn at its end. */
  readonly waiting: Ref.Ref<RetryWait | undefined>
}

/** @internal */
export const hold = (turn: Turn): Effect.Effect<Held> =>
  Effect.all({
    current: Ref.make(turn),
    lock: Effect.makeSemaphore(1),
    waiting: Ref.make<RetryWait | undefined>(undefined)
  })

/**
 * Saves the turn as a graceful stop leaves it when the step's model call was waiting to retry: `RetryScheduled` at the
 * end of the wait, the lease given up with the save, so that the next worker does not ask before the server's
 * `retry-after` (left `Running`, the turn was due at once, and the next worker met another 429). The counters stay: the
 * wait was a retry layer's, not a scheduled retry of the turn. `None`, saving nothing, when no wait was cut off.
 * @internal
 */
export const scheduleStopped = (
  held: Held,
  owner: string
): Effect.Effect<Option.Option<Turn>, TurnConflict | TurnStoreError, TurnStore> =>
  held.lock.withPermits(1)(Effect.gen(function*() {
    const wait = yield* Ref.get(held.waiting)
    const turn = yield* Ref.get(held.current)
    if (wait === undefined || turn.state._tag !== "Running") return Option.none()
    const store = yield* TurnStore
    const now = yield* Clock.currentTimeMillis
    const state = new RetryScheduled({ nextRunnableAt: wait.until, failure: wait.failure() })
    const saved = yield* store.save(replace(turn, { state, updatedAt: now }), {
      expectedVersion: turn.version,
      owner,
      release: true
    })
    return Option.some(saved)
  }))

/**
 * Runs a leased turn step by step until it rests (answered, scheduled for later, waiting, or ended),
 * saving it after every step as `owner`. Fails with `Lost` when another writer got there first.
 * @internal
 */
export const advance = <R, RS>(
  held: Held,
  owner: string,
  engine: Engine<R>,
  limits: Limits<RS>
): Effect.Effect<Turn, Lost | TurnStoreError, R | RS | TurnStore> =>
  Effect.gen(function*() {
    const store = yield* TurnStore
    const templates = yield* CurrentTemplates
    const { current, lock } = held

    const save = (next: Turn, rest: boolean) =>
      lock.withPermits(1)(Effect.gen(function*() {
        const before = yield* Ref.get(current)
        const now = yield* Clock.currentTimeMillis
        const saved = yield* store.save(replace(next, { updatedAt: now }), {
          expectedVersion: before.version,
          owner,
          release: rest
        })
        yield* Ref.set(current, saved)
        return saved
      }))

    // The exchange's count is saved with its assistant message, so a resumed exchange reads the same
    // count (and its calls the same idempotency keys) while a later one reads a greater one.
    const onAssistant = (history: Model.History) =>
      Effect.flatMap(Ref.get(current), (turn) =>
        save(
          replace(turn, {
            history,
            counters: new Counters({ ...turn.counters, exchanges: (turn.counters.exchanges ?? 0) + 1 })
          }),
          false
        ))

    // Saved at once, so whatever ends the step (a failure, a crash, the deadline) leaves the turn
    // with the compacted history and the compactions counted against `maxCompactions`.
    const onCompacted = (compactionsBefore: number) => (history: Model.History, compactions: number) =>
      Effect.flatMap(Ref.get(current), (turn) =>
        save(
          replace(turn, {
            history,
            counters: new Counters({ ...turn.counters, compactions: compactionsBefore + compactions })
          }),
          false
        ))

    for (;;) {
      const turn = yield* Ref.get(current)
      const now = yield* Clock.currentTimeMillis
      if (!isDue(turn.state, now)) return turn
      if (turn.steps >= limits.maxSteps) {
        return yield* save(
          budgetExceeded(turn, "steps", `the step limit (${limits.maxSteps}) was reached`, templates),
          true
        )
      }
      const remaining = Duration.toMillis(limits.timeBudget) - (now - turn.startedAt)
      const timeDetail = `the time budget (${Duration.format(limits.timeBudget)}) ran out`
      const timeWhat = `the turn's time budget of ${Duration.format(limits.timeBudget)}`
      if (remaining <= 0) return yield* save(budgetExceeded(turn, "time", timeDetail, templates), true)
      // A turn being run reads Running. Left RetryScheduled while its retry ran, a person's `retryModel` (or a monitor
      // offering one) was accepted mid-step: the worker lost the turn at its next renewal and cut its tools off, an
      // email sent but read back as unknown. The counters stay: the retry has not succeeded yet.
      if (turn.state._tag === "RetryScheduled") yield* save(replace(turn, { state: new Running() }), false)
      const compactionsBefore = turn.counters.compactions
      yield* Ref.set(held.waiting, undefined)
      const progress = yield* stepProgress.make
      const run = engine.step(turn.id, turn.history, compactionsBefore, turn.counters.exchanges, {
        onAssistant,
        onCompacted: onCompacted(compactionsBefore)
      }).pipe(
        Effect.provideService(RetryWaits, (wait) => Ref.set(held.waiting, wait)),
        stepProgress.recordingInto(progress)
      )
      const exit = yield* run.pipe(
        Duration.isFinite(limits.timeBudget)
          // A retry layer in the step gives up at once where its next wait would end after the deadline: its
          // `Exhausted` schedules the turn (below), and the worker goes on to other turns rather than sleep until the
          // deadline for nothing.
          ? (step) =>
            timeoutTo(
              Effect.asSome(
                within(step, { at: turn.startedAt + Duration.toMillis(limits.timeBudget), what: timeWhat })
              ),
              Duration.millis(remaining),
              Effect.succeedNone
            )
          : Effect.asSome,
        Effect.exit
      )
      // The step may have saved the assistant message: decide from the turn as it is now, with the results of the
      // calls that ended before the step was stopped (by its time budget, a "fail"-mode sibling). The others are
      // closed below: as ones that did not run if they had not started, else as ones that may have run.
      const saved = yield* Ref.get(current)
      const ran = Exit.isSuccess(exit) && Option.isSome(exit.value)
        ? Option.none()
        : yield* stepProgress.ranSoFar(progress)
      const latest = Option.match(ran, {
        onNone: () => saved,
        onSome: ({ history }) => replace(saved, { history })
      })
      const at = yield* Clock.currentTimeMillis
      if (Exit.isSuccess(exit)) {
        const next = Option.match(exit.value, {
          onNone: () => budgetExceeded(latest, "time", timeDetail, templates, ran),
          onSome: (outcome) =>
            succeeded(
              latest,
              compactionsBefore,
              outcome,
              outcome._tag === "Answered" ? new Completed({ answer: outcome.message }) : new Running()
            )
        })
        const rest = next.state._tag !== "Running"
        const saved = yield* save(next, rest)
        if (rest) return saved
        continue
      }
      const failure = Cause.failureOption(exit.cause)
      if (Option.isSome(failure) && (isConflict(failure.value) || isStoreError(failure.value))) {
        return yield* Effect.failCause(exit.cause as Cause.Cause<TurnConflict | TurnStoreError>)
      }
      // Stopped from outside (a graceful stop, a lost lease): the worker lets the turn go. An interruption from
      // within the step (an adapter's or a compaction's own, a joined fiber someone else interrupted) stops no
      // worker: re-raised, it ended every worker of `Runner.run` as if stopped, and left the turn Running.
      if (Cause.isInterruptedOnly(exit.cause) && (yield* stoppedFromOutside)) return yield* Effect.interrupt
      const error = Option.getOrElse(
        failure,
        () => Cause.isInterruptedOnly(exit.cause) ? interruptedWithin : defect(Cause.squash(exit.cause))
      )
      const next = yield* afterFailure(latest, error, limits, templates, at, ran)
      // The lease went with this save: even a retry due at once waits for the next claim, or two
      // workers could run the turn.
      return yield* save(next, true)
    }
  }).pipe(
    Effect.catchTag("TurnConflict", (conflict) =>
      Effect.fail(
        new Lost(conflict.turnId, "a save found that another writer had changed the turn or taken its lease")
      ))
  )
