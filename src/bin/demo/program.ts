/**
 * The demo: an agent with three tools, on `@effect/ai-openai` pointed at the embedded fault server,
 * running as a durable turn in SQLite. It shows each attempt, its classification and the delay
 * taken, breaker changes, tool results as the model reads them and the turn's states, then a
 * summary. `run` takes the settings and an `Output`, so a test runs it in-process and reads the lines.
 */
import { SqliteClient } from "@effect/sql-sqlite-node"
import {
  Cause,
  Clock,
  Duration,
  Effect,
  Exit,
  FiberRef,
  HashSet,
  Layer,
  Logger,
  LogLevel,
  Option,
  Random,
  Ref
} from "effect"
import {
  type CircuitBreaker,
  FaultServer,
  Idempotency,
  Observability,
  Policy,
  RetrySchedule,
  Runner,
  Turn,
  TurnStore
} from "../../index.js"
import type { Config } from "./config.js"
import * as events from "./events.js"
import * as model from "./model.js"
import { millis, type Output } from "./output.js"
import * as Reporter from "./reporter.js"
import { behaviour, QUESTION } from "./script.js"
import * as store from "./store.js"
import { summarize, type Summary } from "./summary.js"
import { countNotes, createNotesTable, toolkit } from "./tools.js"

/** Demo-sized: short delays, few retries, so a run takes seconds. */
const modelSchedule = RetrySchedule.exponential("100 millis").pipe(
  RetrySchedule.jittered({ kind: "decorrelated" }),
  // Below the breaker's open time, so an attempt meets the open breaker and waits out its hint.
  RetrySchedule.capped("300 millis"),
  RetrySchedule.respectRetryAfter({ max: "5 seconds" }),
  RetrySchedule.maxRetries(4),
  RetrySchedule.onlyRetryable
)

const resumeSchedule = RetrySchedule.exponential("400 millis").pipe(
  RetrySchedule.jittered({ kind: "equal", ratio: 0.25 }),
  RetrySchedule.respectRetryAfter()
)

// Renewed every third of it: a process stalled for two thirds of the lease loses its turn. 600 ms was lost two or
// three times a run on a busy machine; a longer lease only makes the crashed worker's successor wait longer.
const LEASE = "2 seconds"
const MAX_ROUNDS = 12

const isCrash = (cause: Cause.Cause<unknown>) =>
  Option.exists(Cause.dieOption(cause), (defect) => defect instanceof store.SimulatedCrash)

export const run = (config: Config, output: Output): Effect.Effect<Summary, unknown> =>
  Effect.gen(function*() {
    const reporter = yield* Reporter.make(output, config.verbose)
    const before = yield* Observability.snapshot
    const server = yield* FaultServer.make({ seed: config.seed, model: behaviour, faults: config.faults })
    const s = reporter.style
    yield* reporter.plain(s.bold("effect-resilience demo: an agent that survives a flaky provider"))
    yield* reporter.plain(`  provider  ${server.url}  (embedded fault server, OpenAI Responses API)`)
    yield* reporter.plain(`  faults    ${config.faultsText}   seed ${config.seed}`)
    yield* reporter.plain(`  store     ${config.db}  (turns, idempotency keys, demo_notes)`)
    yield* reporter.plain(`  user      ${QUESTION}`)
    yield* reporter.plain("")

    const policy = yield* Policy.make({
      name: "openai",
      retry: { schedule: modelSchedule },
      // a provider that stalls (`--faults stall@N`) would otherwise hold the turn until Ctrl-C; `slow` (2 s) fits
      timeout: "5 seconds",
      breaker: { consecutiveFailures: 3, openDuration: "500 millis" }
    })
    const tally: events.BreakerTally = { transitions: yield* Ref.make<ReadonlyArray<CircuitBreaker.StateChange>>([]) }
    if (policy.breaker !== undefined) yield* Effect.forkScoped(events.watchBreaker(policy.breaker, reporter, tally))
    const watch = yield* store.makeWatch
    const calls: model.Calls = { model: yield* Ref.make(0) }

    const startedAt = yield* Clock.currentTimeMillis
    const turnId = `turn_${startedAt.toString(36)}`
    const tools = toolkit(turnId, reporter)

    const Stores = Layer.mergeAll(TurnStore.layerSql(), Idempotency.layerSql()).pipe(
      Layer.provideMerge(SqliteClient.layer({ filename: config.db }))
    )
    const Watched = store.layer(reporter, watch, config.crash).pipe(Layer.provideMerge(Stores))
    const Live = Layer.merge(Watched, model.layer({ url: server.url, policy, reporter, calls }))

    const drive = Effect.gen(function*() {
      yield* createNotesTable
      yield* Turn.start({ id: turnId, message: QUESTION })
      const turnStore = yield* TurnStore.TurnStore
      let worker = 1
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const owner = `worker-${worker}`
        reporter.status(`${owner} running ${turnId}`)
        const exit = yield* Effect.exit(Runner.runOnce({
          toolkit: tools,
          schedule: modelSchedule,
          layer: "session",
          maxSteps: 8,
          resumeSchedule,
          maxConsecutiveRetries: 3,
          lease: LEASE,
          owner
        }))
        if (Exit.isFailure(exit)) {
          if (!isCrash(exit.cause)) return yield* Effect.failCause(exit.cause)
          yield* reporter.emit("worker", s.red(`${owner} crashed: ${new store.SimulatedCrash().message}`))
          worker++
        }
        const turn = yield* Turn.get(turnId)
        const now = yield* Clock.currentTimeMillis
        if (turn.state._tag === "RetryScheduled") {
          const wait = Math.max(0, turn.state.nextRunnableAt - now)
          yield* reporter.note(`no fiber waits for the turn: the next poll in ${millis(wait)} picks it up`)
          // A millisecond more, as for the lease below: a timer may fire a little before the clock reaches its time, and
          // a poll before the turn is due claimed nothing (a second "next poll in 0ms" line).
          yield* Effect.sleep(Duration.millis(wait + 1))
          continue
        }
        if (turn.state._tag !== "Running") return turn
        const lease = yield* turnStore.lease(turnId)
        if (Option.isSome(lease) && lease.value.until > now) {
          const wait = lease.value.until - now
          yield* reporter.note(
            `${
              store.workerName(lease.value.owner)
            } still holds the lease on ${turnId}: worker-${worker} takes over in ${millis(wait)}`
          )
          yield* Effect.sleep(Duration.millis(wait + 1))
        }
      }
      return yield* Turn.get(turnId)
    })

    const turn = yield* drive.pipe(
      Effect.provide(Live),
      Logger.withMinimumLogLevel(LogLevel.Debug),
      // Only this logger: the retry layers' debug lines become `retry` lines; the rest is --verbose.
      Effect.locally(FiberRef.currentLoggers, HashSet.make(events.logger(reporter)))
    )
    const notes = yield* countNotes(turnId).pipe(Effect.provide(SqliteClient.layer({ filename: config.db })))
    const finishedAt = yield* Clock.currentTimeMillis
    const metrics = Observability.diff(before, yield* Observability.snapshot)
    return yield* summarize({
      config,
      reporter,
      turn,
      notes,
      metrics,
      stats: yield* server.stats,
      requests: yield* server.requests,
      modelCalls: yield* Ref.get(calls.model),
      breaker: yield* Ref.get(tally.transitions),
      states: yield* Ref.get(watch.states),
      crashed: yield* Ref.get(watch.crashed),
      elapsedMillis: finishedAt - startedAt
    })
  }).pipe(
    Effect.scoped,
    // The jitter of every schedule, and anything else random, follows the seed.
    Effect.withRandom(Random.make(config.seed))
  )
