import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Random from "effect/Random"
import * as Ref from "effect/Ref"
import { duration, InvalidOptionError, number } from "./options.js"
import type { Turn } from "./turnSchema.js"
import { advance, type Engine, type Held, hold, type Limits, Lost } from "./turnStep.js"
import type { TurnStoreError } from "./turnStore.js"
import { TurnStore } from "./turnStore.js"

/** @internal */
export interface WorkerInfo {
  readonly owner: string
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
export interface Settings {
  readonly workers: number
  readonly pollInterval: Duration.Duration
  readonly lease: Duration.Duration
  readonly owner: string | undefined
}

/** @internal */
export const settings = (options: RunnerOptions): Settings => {
  if (options.owner !== undefined && (typeof options.owner !== "string" || options.owner.length === 0)) {
    throw new InvalidOptionError("owner", options.owner, "a non-empty string")
  }
  return {
    workers: options.workers === undefined ? 1 : number("workers", options.workers, { min: 1, integer: true }),
    pollInterval: duration("pollInterval", options.pollInterval ?? "1 second", { allowZero: false }),
    lease: duration("lease", options.lease ?? "30 seconds", { allowZero: false }),
    owner: options.owner
  }
}

const randomOwner = Effect.map(
  Effect.all(Array.from({ length: 3 }, () => Random.nextIntBetween(0, 0x10000))),
  (parts) => `worker_${parts.map((n) => n.toString(16).padStart(4, "0")).join("")}`
)

const ownerOf = (settings: Settings) => settings.owner === undefined ? randomOwner : Effect.succeed(settings.owner)

// Renews every third of the lease, so one slow renewal does not let it lapse. The step stops when
// the lease is gone (someone else may run the turn) or the turn was written by someone else (a
// cancel, a new user message): its result could not be saved anyway.
const keepLease = (held: Held, turnId: string, owner: string, lease: Duration.Duration) =>
  Effect.gen(function*() {
    const store = yield* TurnStore
    const every = Duration.millis(Math.max(1, Math.floor(Duration.toMillis(lease) / 3)))
    for (;;) {
      yield* Effect.sleep(every)
      const ours = yield* held.lock.withPermits(1)(Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        const version = yield* store.renew(turnId, owner, now + Duration.toMillis(lease)).pipe(
          Effect.orElseSucceed(() => Option.none<number>())
        )
        const mine = yield* Ref.get(held.current)
        return Option.contains(version, mine.version)
      }))
      if (!ours) return yield* Effect.fail(new Lost(turnId))
    }
  })

/**
 * Runs one claimed turn until it rests. `None` when the worker lost it to another writer (an
 * operation such as `cancel`, or a worker that claimed it after our lease lapsed): that writer's
 * version stands.
 * @internal
 */
export const process = <R, RS>(
  turn: Turn,
  owner: string,
  lease: Duration.Duration,
  engine: Engine<R>,
  limits: Limits<RS>
): Effect.Effect<Option.Option<Turn>, TurnStoreError, R | RS | TurnStore> =>
  Effect.flatMap(
    hold(turn),
    (held) =>
      // In a fiber of its own, so that an interruption of the worker (a graceful stop) waits for the step's
      // own interruption — its side-effecting tools end their claims — before the lease is given up.
      Effect.scoped(Effect.flatMap(
        Effect.forkScoped(
          Effect.raceFirst(advance(held, owner, engine, limits), keepLease(held, turn.id, owner, lease))
        ),
        Fiber.join
      ))
  ).pipe(
    // A worker stopped gracefully gives the turn up at once: the next worker resumes it from its last
    // save without waiting out the lease (every save is fenced, so nothing of ours can land after).
    Effect.onInterrupt(() =>
      Effect.flatMap(TurnStore, (store) => Effect.ignore(store.release(turn.id, owner))).pipe(
        Effect.zipRight(Effect.logInfo(`turn ${turn.id}: ${owner} was stopped; it let the turn go`))
      )
    ),
    Effect.asSome,
    Effect.catchIf((e): e is Lost => e instanceof Lost, () =>
      Effect.flatMap(TurnStore, (store) =>
        Effect.as(
          Effect.ignore(store.release(turn.id, owner)),
          Option.none<Turn>()
        )).pipe(Effect.zipLeft(Effect.logInfo(`turn ${turn.id}: another writer got there first; ${owner} let it go`)))),
    Effect.provideService(CurrentWorker, Option.some({ owner, turnId: turn.id })),
    Effect.annotateLogs({ turnId: turn.id, worker: owner }),
    Effect.withSpan("effect_resilience.turn.run", { attributes: { turnId: turn.id, worker: owner } })
  )

const claim = (owner: string, lease: Duration.Duration, limit: number) =>
  Effect.gen(function*() {
    const store = yield* TurnStore
    const now = yield* Clock.currentTimeMillis
    return yield* store.claim({ owner, now, leaseUntil: now + Duration.toMillis(lease), limit })
  })

/** @internal */
export const runOnce = <R, RS>(
  settings: Settings,
  engine: Engine<R>,
  limits: Limits<RS>
): Effect.Effect<ReadonlyArray<Turn>, TurnStoreError, R | RS | TurnStore> =>
  Effect.gen(function*() {
    const owner = yield* ownerOf(settings)
    const claimed = yield* claim(owner, settings.lease, settings.workers)
    const done = yield* Effect.forEach(claimed, (turn) => process(turn, owner, settings.lease, engine, limits), {
      concurrency: settings.workers
    })
    return done.flatMap(Option.toArray)
  })

const worker = <R, RS>(
  owner: string,
  settings: Settings,
  engine: Engine<R>,
  limits: Limits<RS>
): Effect.Effect<never, never, R | RS | TurnStore> =>
  Effect.gen(function*() {
    for (;;) {
      const claimed = yield* claim(owner, settings.lease, 1)
      if (claimed.length === 0) {
        yield* Effect.sleep(settings.pollInterval)
        continue
      }
      yield* process(claimed[0], owner, settings.lease, engine, limits)
    }
  }).pipe(
    // A database blip must not stop the worker: it tries again after a poll interval.
    Effect.catchAll((error) =>
      Effect.zipRight(
        Effect.logWarning(`${owner}: ${error.message}; polling again`),
        Effect.sleep(settings.pollInterval)
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
    const owner = yield* ownerOf(settings)
    const workers = Array.from({ length: settings.workers }, (_, i) =>
      worker(settings.workers === 1 ? owner : `${owner}/${i + 1}`, settings, engine, limits))
    // One worker's defect stops them all, and surfaces, rather than leaving a silently smaller pool.
    yield* Effect.all(workers, { concurrency: "unbounded", discard: true })
    return yield* Effect.never
  })
