import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import { exitAsValue } from "./forkedExit.js"
import { loggedCause, loggedFailure } from "./loggedCause.js"
import { duration, given, MAX_LEASE, number, storedKey } from "./options.js"
import { randomHex } from "./randomHex.js"
import { withoutCredentials } from "./sanitize.js"
import { sleep, sleepMillis } from "./sleep.js"
import { timeoutTo } from "./timeout.js"
import { runnableAt, type Turn } from "./turnSchema.js"
import { advance, type Engine, type Held, hold, type Limits, Lost, scheduleStopped } from "./turnStep.js"
import { TurnStore, TurnStoreError } from "./turnStore.js"

/** @internal */
export interface WorkerInfo {
  /** The lease holder: the given name, the run's own suffix and the worker fiber's number (`w1~1a2b3c4d/2`). */
  readonly owner: string
  /** The name as given, with the worker fiber's number (`w1/2`): the same from run to run, for metrics' tags. */
  readonly name: string
  readonly turnId: string
}

/** @internal */
export class CurrentWorker extends Context.Reference<CurrentWorker>()("effect-resilience/Runner/CurrentWorker", {
  defaultValue: (): Option.Option<WorkerInfo> => Option.none()
}) {}

/** @internal */
export interface RunnerOptions {
  readonly workers?: number | undefined
  readonly pollInterval?: Duration.DurationInput | undefined
  readonly lease?: Duration.DurationInput | undefined
  readonly owner?: string | undefined
}

/** @internal */
export const optionKeys: ReadonlyArray<keyof RunnerOptions> = ["workers", "pollInterval", "lease", "owner"]

/** @internal */
export interface Settings {
  readonly workers: number
  readonly pollInterval: Duration.Duration
  readonly lease: Duration.Duration
  readonly owner: string | undefined
}

/** @internal */
export const settings = (options: RunnerOptions): Settings => {
  // the store keeps it as text: a name with a NUL failed every claim on PostgreSQL, the worker polling for good
  if (options.owner !== undefined) storedKey("owner", options.owner)
  return {
    workers: options.workers === undefined ? 1 : number("workers", options.workers, { min: 1, integer: true }),
    pollInterval: duration("pollInterval", given(options.pollInterval, "1 second"), { allowZero: false }),
    lease: duration("lease", given(options.lease, "30 seconds"), { allowZero: false, max: MAX_LEASE }),
    owner: options.owner
  }
}

/** Who runs a turn: the lease holder (`owner`), and the name a person and the metrics know it by. */
type Worker = Omit<WorkerInfo, "turnId">

// A lease is held by its owner's name: two live processes given one name (a constant in a shared config, a host name
// shared by a machine's processes) would each renew, and let go of, the lease its twin took over after a stall. The
// given name therefore gets a suffix of its own per run, and the logs and the store show both.
const workerOf = (settings: Settings): Effect.Effect<Worker> => {
  const given = settings.owner
  return given === undefined
    ? Effect.map(randomHex(3), (hex) => ({ owner: `worker_${hex}`, name: `worker_${hex}` }))
    : Effect.map(randomHex(2), (hex) => ({ owner: `${given}~${hex}`, name: given }))
}

/** A run's worker fiber `n` of several. */
const numbered = (worker: Worker, n: number): Worker => ({ owner: `${worker.owner}/${n}`, name: `${worker.name}/${n}` })

// Renews every third of the lease, so one slow renewal does not let it lapse. The step stops when
// the lease is gone (someone else may run the turn) or the turn was written by someone else (a
// cancel, a new user message): its result could not be saved anyway. A renewal that fails (a store
// blip) proves neither: it is logged and tried again while the lease we hold still runs, and only
// the lease really ending, renewals having failed until then, loses the turn.
// The third is counted from when the last request went out (the claim, or a renewal), not from its answer: a claim
// answered late left the step running past the lease it took before the first renewal, and a renewal that hung until it
// failed (a database failover, up to the store's query timeout) left no try before the lease ended.
const keepLease = (held: Held, turnId: string, owner: string, lease: Duration.Duration, leaseUntil: number) =>
  Effect.gen(function*() {
    const store = yield* TurnStore
    const leaseMillis = Duration.toMillis(lease)
    const every = Math.max(1, Math.floor(leaseMillis / 3))
    // Until when the lease is surely ours: the time we asked for, reckoned from before the request.
    let until = leaseUntil
    // Again a third of the lease after the last request went out at `sent`, or as the lease ends, whichever comes first.
    const after = (sent: number) =>
      Effect.map(Clock.currentTimeMillis, (now) => Math.max(1, Math.min(sent + every, until) - now))
    // The claim's request went out a lease before the lease it took ends.
    let wait = yield* after(leaseUntil - leaseMillis)
    for (;;) {
      // in pieces: a third of a lease above 74.5 days is beyond the live clock's longest timer, which never wakes
      yield* sleepMillis(wait)
      // Bounded by what is left of the lease: a renewal that hangs (a broken connection) and then
      // fails would otherwise keep the step running past its lease, while another worker may have
      // claimed the turn and run the same step. Not answered in time counts as failed. The wait for
      // the lock counts too: a save that got no answer held it, and the keeper, queued behind it,
      // never saw the lease end (the worker hung for good).
      const asked = yield* Clock.currentTimeMillis
      const lapsed = new TurnStoreError({ operation: "renew the lease before it ended", turnId })
      // Whether the renewal got the lock: a lease lost while waiting behind a save was blamed on the renewals.
      let sent = false
      const renew = held.lock.withPermits(1)(Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        sent = true
        // Disconnected: cut off as the lease ends, it is given up at once. Interrupted, the statement waits for its
        // cancel, which @effect/sql-pg sends through another connection of the pool and gives 5 s: on a pool whose
        // connections had gone dead (a NAT or firewall that dropped their state) the step ran on that long past the
        // lease, beside the worker that took the turn. A renewal that lands late changes nothing: it is fenced by owner,
        // and it never shortens a lease (this worker fiber, whose owner name stays, may have claimed the turn again).
        const version = yield* Effect.either(Effect.disconnect(store.renew(turnId, owner, now + leaseMillis)))
        const mine = yield* Ref.get(held.current)
        return { now, version, mine: mine.version }
      }))
      const { behindSave, mine, now, version } = until - asked <= 0
        ? { now: asked, version: Either.left(lapsed), mine: -1, behindSave: false }
        : yield* timeoutTo(
          Effect.map(renew, (renewed) => ({ ...renewed, behindSave: false })),
          Duration.millis(until - asked),
          Effect.sync(() => ({ now: asked, version: Either.left(lapsed), mine: -1, behindSave: !sent }))
        )
      if (Either.isRight(version)) {
        if (Option.isNone(version.right)) return yield* Effect.fail(new Lost(turnId, takenFrom(now, until)))
        if (version.right.value !== mine) {
          return yield* Effect.fail(
            new Lost(turnId, "another writer saved the turn (a cancel, a new user message) while it ran")
          )
        }
        until = now + leaseMillis
        wait = yield* after(asked)
        continue
      }
      const at = yield* Clock.currentTimeMillis
      if (at >= until) {
        return yield* Effect.fail(
          new Lost(
            turnId,
            `the lease lapsed at ${new Date(until).toISOString()}: ${
              behindSave ? "a save of the step got no answer" : "its renewals failed"
            } until then`
          )
        )
      }
      wait = yield* after(asked)
      yield* Effect.logWarning(
        `turn ${turnId}: renewing the lease failed; trying again in ${wait} ms (the lease runs until ${
          new Date(until).toISOString()
        })`,
        loggedFailure(version.left)
      )
    }
  })

/**
 * Why a renewal found the lease another's. A claim takes a lease over once it ended by the claimer's clock: one taken
 * while it still ran by ours (asked at `now`, ours `until`) proves that the claimer's clock runs ahead of ours by more
 * than the lease had left (two thirds of the lease or more, as renewals go), unless someone changed the row by hand:
 * said so, as it was read "it lapsed", and nobody looked at the clocks while turns ran twice.
 */
const takenFrom = (now: number, until: number): string => {
  if (now >= until) return "the lease is no longer ours (it lapsed and another worker took it)"
  const left = `until ${new Date(until).toISOString()}, ${until - now} ms on`
  return `another worker took the lease while it still ran by this worker's clock (${left}): their clocks disagree by ` +
    "more than that (keep the workers' clocks in sync), or the row was changed by hand"
}

/**
 * Fails with `Lost` when the lease a claim took has ended before its turn's step starts (its answer came late: a process
 * paused, a `queryTimeout` above the lease): another worker may have claimed the turn meanwhile, and the step, started
 * beside it until the lease keeper's first look, made its model call and ran its tools again.
 */
const notLapsed = (turnId: string, leaseUntil: number): Effect.Effect<void, Lost> =>
  Effect.flatMap(Clock.currentTimeMillis, (now) =>
    now < leaseUntil ? Effect.void : Effect.fail(
      new Lost(turnId, `the claim was answered after its lease ended at ${new Date(leaseUntil).toISOString()}`)
    ))

/**
 * Gives the lease up, within the lease's own length: a store that stopped answering (a failover, a connection gone dead)
 * held a stopping worker, and the program's shutdown, for good, while by then the lease has ended and the turn is
 * anyone's anyway. Interruptible, though it runs where interruption is masked (a stop's finalizer), so that the
 * timeout can cut the hanging request off. `""` once released, else what the log adds.
 *
 * `stopping`: the worker ends after it (a graceful stop), and a release cut off at the lease is given up then, not
 * waited for as its cancel goes out, which @effect/sql-pg sends through another connection of the pool and gives 5 s (on
 * a dead pool a stop, and a shutdown behind it, took the lease and 5 s more). A worker that lost its turn and polls on
 * waits for it: the release is fenced by owner alone, and one landing late, after the worker fiber (the same owner)
 * claimed the turn again, would take that new lease away while the fiber ran the turn.
 */
const letGo = (
  turnId: string,
  owner: string,
  lease: Duration.Duration,
  stopping: boolean
): Effect.Effect<string, never, TurnStore> =>
  Effect.flatMap(TurnStore, (store) => {
    const release = Effect.match(store.release(turnId, owner), {
      onFailure: (error) => ` (its release failed: ${error.message}; the turn is free when the lease ends)`,
      onSuccess: () => ""
    })
    return timeoutTo(
      Effect.interruptible(stopping ? Effect.disconnect(release) : release),
      lease,
      Effect.sync(() => unanswered(lease))
    )
  })

/**
 * Gives the turn up after a graceful stop: saved `RetryScheduled` at the end of the wait its model call was in, if it
 * was waiting to retry (the save gives the lease up), else released. A save that fails falls back to the release; one
 * that gets no answer within the lease does not (the lease has ended since: the turn is anyone's).
 */
const stop = (held: Held, turnId: string, owner: string, lease: Duration.Duration) =>
  Effect.gen(function*() {
    const stopped = `turn ${turnId}: ${owner} was stopped`
    const waited = `${stopped} while its model call waited to retry`
    // disconnected, as a stop's release is (`letGo`): one cut off at the lease does not wait for its cancel; the save is
    // fenced by the turn's version, and the stopped worker claims nothing after it
    const saving = Effect.interruptible(Effect.disconnect(Effect.either(scheduleStopped(held, owner))))
    const outcome = yield* timeoutTo(Effect.asSome(saving), lease, Effect.succeedNone)
    if (Option.isNone(outcome)) return yield* Effect.logInfo(`${waited}${unanswered(lease)}`)
    const saved = outcome.value
    if (Either.isRight(saved) && Option.isSome(saved.right)) {
      const due = new Date(runnableAt(saved.right.value) ?? 0).toISOString()
      return yield* Effect.logInfo(`${waited}; it let the turn go, due when the wait ends (${due})`)
    }
    const why = Either.isLeft(saved) ? `${waited}, and saving the turn failed (${saved.left.message})` : stopped
    const unreleased = yield* letGo(turnId, owner, lease, true)
    yield* Effect.logInfo(`${why}; it let the turn go${unreleased}`)
  })

/** What the log adds for a release that got no answer within the lease. */
const unanswered = (lease: Duration.Duration): string =>
  ` (its release got no answer within the lease, ${Duration.format(lease)}, which has ended since)`

/**
 * Runs one claimed turn until it rests. `None` when the worker lost it to another writer (an
 * operation such as `cancel`, or a worker that claimed it after our lease lapsed): that writer's
 * version stands.
 * @internal
 */
export const process = <R, RS>(
  turn: Turn,
  worker: Worker,
  lease: Duration.Duration,
  leaseUntil: number,
  engine: Engine<R>,
  limits: Limits<RS>
): Effect.Effect<Option.Option<Turn>, TurnStoreError, R | RS | TurnStore> => {
  const owner = worker.owner
  return Effect.zipRight(
    notLapsed(turn.id, leaseUntil),
    Effect.flatMap(
      hold(turn),
      (held) =>
        // In a fiber of its own, so that an interruption of the worker (a graceful stop) waits for the step's
        // own interruption — its side-effecting tools end their claims — before the lease is given up. The fiber ends
        // with the step's exit as its value: failed, it was also logged by Effect as the fiber's "unhandled error" (a
        // turn lost to a cancel, a store error), though the worker has the failure. Interrupted, it ends interrupted.
        Effect.scoped(Effect.flatMap(
          Effect.forkScoped(exitAsValue(
            Effect.raceFirst(advance(held, owner, engine, limits), keepLease(held, turn.id, owner, lease, leaseUntil))
          )),
          (step) => Effect.flatten(Fiber.join(step))
        )).pipe(
          // A worker stopped gracefully gives the turn up at once: the next worker resumes it from its last
          // save without waiting out the lease (every save is fenced, so nothing of ours can land after).
          Effect.onInterrupt(() => stop(held, turn.id, owner, lease))
        )
    )
  ).pipe(
    Effect.asSome,
    Effect.catchIf(
      (e): e is Lost => e instanceof Lost,
      (lost) =>
        Effect.flatMap(letGo(turn.id, owner, lease, false), (unreleased) =>
          Effect.as(
            Effect.logInfo(`turn ${turn.id}: ${lost.why}; ${owner} let it go${unreleased}`),
            Option.none<Turn>()
          ))
    ),
    Effect.provideService(CurrentWorker, Option.some({ ...worker, turnId: turn.id })),
    Effect.annotateLogs({ turnId: turn.id, worker: owner }),
    Effect.withSpan("effect_resilience.turn.run", { attributes: { turnId: turn.id, worker: owner } })
  )
}

interface Claimed {
  readonly turns: ReadonlyArray<Turn>
  /** The end of the lease on them. */
  readonly leaseUntil: number
}

const claimNow = (owner: string, lease: Duration.Duration, limit: number): Effect.Effect<
  Claimed,
  TurnStoreError,
  TurnStore
> =>
  Effect.gen(function*() {
    const store = yield* TurnStore
    const now = yield* Clock.currentTimeMillis
    const leaseUntil = now + Duration.toMillis(lease)
    const turns = yield* store.claim({ owner, now, leaseUntil, limit })
    return { turns, leaseUntil }
  })

/**
 * The turns claimed. A worker stopped while its claim is on the wire (a deploy's stop as an idle worker polls) would
 * leave what the claim took leased to it for a whole lease: cancelling the request does not undo a statement the server
 * has run (Postgres' cancel comes after it, its reply is on the way). The claim runs in a fiber of its own that the stop
 * does not cut off; the stop waits for it, within the lease as a release is, and lets its turns go. That fiber is
 * interruptible (a fork inherits the mask it is made under): else a claim that got no answer within the lease was never
 * cancelled, its fiber and request left hanging after the stop, and a store's own timeout on its claim never fired.
 */
const claim = (owner: string, lease: Duration.Duration, limit: number): Effect.Effect<
  Claimed,
  TurnStoreError,
  TurnStore
> =>
  Effect.uninterruptibleMask((restore) =>
    Effect.flatMap(
      // A daemon: a child fiber left hanging on a store that stopped answering would hold its worker's end. It ends
      // with the claim's exit as its value (`exitAsValue`): a claim that failed was also logged by Effect as the
      // fiber's "unhandled error", though the poll has the failure and logs it.
      Effect.forkDaemon(Effect.interruptible(exitAsValue(claimNow(owner, lease, limit)))),
      (inFlight) =>
        Effect.onInterrupt(restore(Effect.flatten(Fiber.join(inFlight))), () => letGoClaimed(inFlight, owner, lease))
    )
  )

const letGoClaimed = (
  inFlight: Fiber.Fiber<Exit.Exit<Claimed, TurnStoreError>, TurnStoreError>,
  owner: string,
  lease: Duration.Duration
): Effect.Effect<void, never, TurnStore> =>
  timeoutTo(
    Effect.interruptible(Effect.flatMap(Effect.map(Fiber.await(inFlight), Exit.flatten), (exit) =>
      Exit.match(exit, {
        // A store error: logged, as a poll's is, rather than lost with the stop.
        onFailure: (cause) =>
          Exit.isInterrupted(exit) ? Effect.void : Effect.logWarning(
            `${owner} was stopped as it claimed due turns; the claim failed (anything it took is free when the lease ends)`,
            loggedCause(cause)
          ),
        onSuccess: ({ turns }) =>
          Effect.forEach(turns, (turn) => letGoOfClaimedTurn(turn.id, owner, lease), {
            concurrency: "unbounded",
            discard: true
          })
      }))),
    lease,
    // Only a claim still on its way is why the stop gave up: one that answered had its turns' releases logged.
    Effect.flatMap(Fiber.poll(inFlight), (done) =>
      Option.isSome(done) ? Effect.void : Effect.zipRight(
        Fiber.interruptFork(inFlight),
        Effect.logWarning(
          `${owner} was stopped as it claimed due turns; the claim got no answer within the lease (${
            Duration.format(lease)
          }), which has ended since`
        )
      ))
  )

/**
 * Gives back one turn a stopped worker's claim took, and logs it. A release still on its way as the lease ends (the
 * claim answered, then the store stopped answering) is named with its turn, as a stopped step's is.
 */
const letGoOfClaimedTurn = (
  turnId: string,
  owner: string,
  lease: Duration.Duration
): Effect.Effect<void, never, TurnStore> => {
  const letGone = (unreleased: string) =>
    Effect.logInfo(`turn ${turnId}: ${owner} was stopped as it claimed the turn; it let the turn go${unreleased}`)
      .pipe(Effect.annotateLogs({ turnId, worker: owner }))
  return Effect.onInterrupt(
    Effect.flatMap(letGo(turnId, owner, lease, true), letGone),
    () => letGone(unanswered(lease))
  )
}

/** @internal */
export const runOnce = <R, RS>(
  settings: Settings,
  engine: Engine<R>,
  limits: Limits<RS>
): Effect.Effect<ReadonlyArray<Turn>, TurnStoreError, R | RS | TurnStore> =>
  Effect.gen(function*() {
    const worker = yield* workerOf(settings)
    const { leaseUntil, turns } = yield* claim(worker.owner, settings.lease, settings.workers)
    // Each turn's store error is kept with its turn: failing the forEach at once would interrupt the
    // other turns mid-step (a side effect cut off, its outcome unknown), though nothing stopped them.
    // They run until they rest; then the first error is the poll's.
    const done = yield* Effect.forEach(turns, (turn) =>
      Effect.either(process(turn, worker, settings.lease, leaseUntil, engine, limits)), {
      concurrency: settings.workers
    })
    const failed = done.find(Either.isLeft)
    if (failed !== undefined) {
      return yield* Effect.fail(failed.left)
    }
    return done.flatMap((result) =>
      Either.isRight(result) ? Option.toArray(result.right) : []
    )
  })

const poll = <R, RS>(
  worker: Worker,
  settings: Settings,
  engine: Engine<R>,
  limits: Limits<RS>
): Effect.Effect<never, never, R | RS | TurnStore> =>
  Effect.gen(function*() {
    for (;;) {
      const { leaseUntil, turns } = yield* claim(worker.owner, settings.lease, 1)
      if (turns.length === 0) {
        // in pieces, as every wait here: a poll interval beyond the live clock's longest timer (24.8 days) never ended
        yield* sleep(settings.pollInterval)
        continue
      }
      yield* process(turns[0], worker, settings.lease, leaseUntil, engine, limits)
    }
  }).pipe(
    // A database blip must not stop the worker: it tries again after a poll interval.
    Effect.catchAll((error) =>
      Effect.zipRight(
        Effect.logWarning(`${worker.owner}: ${withoutCredentials(error.message)}; polling again`),
        sleep(settings.pollInterval)
      )
    ),
    Effect.forever
  )

/** @internal */
export const run = <R, RS>(
  settings: Settings,
  engine: Engine<R>,
  limits: Limits<RS>
): Effect.Effect<never, never, R | RS | TurnStore> =>
  Effect.gen(function*() {
    const worker = yield* workerOf(settings)
    const workers = Array.from({ length: settings.workers }, (_, i) =>
      poll(settings.workers === 1 ? worker : numbered(worker, i + 1), settings, engine, limits))
    // One worker's defect stops them all, and surfaces, rather than leaving a silently smaller pool.
    yield* Effect.all(workers, { concurrency: "unbounded", discard: true })
    return yield* Effect.never
  })
