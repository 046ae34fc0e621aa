/**
 * The workload of the many-workers tests: 200 turns, each calls the side-effecting tool `record`
 * (keyed through `Idempotency`, appending `<turnId>` to a log file) and then answers. Some turns
 * meet an outage the session cannot ride out (so they are `RetryScheduled` once or twice), some a
 * dropped stream the session retries in process.
 *
 * Every model call and tool call reports an interval (turn, worker, start, end) so the test can
 * check that no two workers ran a turn at the same time.
 */
import { Effect, Option, Schema } from "effect"
import * as fs from "node:fs"
import { Failure, Model, RetrySchedule, Runner, Tool, Toolkit } from "../../../src/index.js"

export interface Interval {
  readonly turnId: string
  readonly owner: string
  readonly start: number
  readonly end: number
}

export const TURNS = 200

export const turnIds = Array.from({ length: TURNS }, (_, i) => `turn_${String(i).padStart(3, "0")}`)

const indexOf = (turnId: string) => Number(turnId.slice(5))

/** Failures each turn meets after its tool ran: every 6th two outages, every 3rd one, every 7th a dropped stream. */
export const outagesOf = (turnId: string) => indexOf(turnId) % 6 === 0 ? 2 : indexOf(turnId) % 3 === 0 ? 1 : 0

export interface WorkloadOptions {
  readonly log: string
  readonly report: (interval: Interval) => void
  /** After this many tool calls, the next one hangs (then the test kills the worker mid-turn). */
  readonly hangAfter?: number | undefined
  readonly onHang?: ((turnId: string) => void) | undefined
}

const timed = <A, E, R>(report: (interval: Interval) => void, effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const worker = yield* Runner.currentWorker
    const start = Date.now()
    const result = yield* effect
    const { owner, turnId } = Option.getOrElse(worker, () => ({ owner: "?", turnId: "?" }))
    report({ turnId, owner, start, end: Date.now() })
    return result
  })

export const makeWorkload = (options: WorkloadOptions) => {
  const failures = new Map<string, number>()
  let toolCalls = 0
  const bump = (key: string) => {
    const n = (failures.get(key) ?? 0) + 1
    failures.set(key, n)
    return n
  }

  const model: Model.Service = {
    generate: (request) =>
      timed(
        options.report,
        Effect.gen(function*() {
          const worker = yield* Runner.currentWorker
          const turnId = Option.getOrThrow(worker).turnId
          yield* Effect.sleep("5 millis")
          if (!request.history.some((m) => m._tag === "ToolMessage")) {
            return Model.callTools({ id: `call_${turnId}`, name: "record", args: { turnId } })
          }
          // Two failed attempts exhaust the session's retries: one outage = one scheduled retry.
          if (bump(`outage:${turnId}`) <= 2 * outagesOf(turnId)) {
            return yield* Effect.fail(new Failure.Retryable({ reason: "HTTP 503 overloaded", status: 503 }))
          }
          if (indexOf(turnId) % 7 === 0 && bump(`stream:${turnId}`) === 1) return Model.streamError()
          return Model.text(`done ${turnId}`)
        })
      )
  }

  const record = Tool.make({
    name: "record",
    description: "Record that the turn ran (appends a line)",
    parameters: Schema.Struct({ turnId: Schema.String }),
    success: Schema.Struct({ recorded: Schema.String }),
    sideEffect: true,
    // As short as the turns' lease: the call cut off in a killed process is settled (reported as
    // unknown) soon after another worker takes its turn over, not after the default 30 s.
    idempotency: { lease: "2 seconds" },
    timeout: "1 hour",
    handler: ({ turnId }) =>
      timed(
        options.report,
        Effect.gen(function*() {
          if (options.hangAfter !== undefined && toolCalls++ >= options.hangAfter) {
            options.onHang?.(turnId)
            return yield* Effect.never
          }
          yield* Effect.sleep("2 millis")
          fs.appendFileSync(options.log, `${turnId}\n`)
          return { recorded: turnId }
        })
      )
  })

  const runnerOptions = {
    toolkit: Toolkit.make(record),
    schedule: RetrySchedule.exponential("10 millis").pipe(RetrySchedule.maxRetries(1)),
    resumeSchedule: RetrySchedule.exponential("100 millis"),
    pollInterval: "50 millis",
    lease: "2 seconds"
  } as const

  return { model, runnerOptions }
}

/** Overlapping intervals of the same turn (steps of one turn never run side by side). */
export const overlaps = (intervals: ReadonlyArray<Interval>): Array<[Interval, Interval]> => {
  const byTurn = new Map<string, Array<Interval>>()
  for (const i of intervals) byTurn.set(i.turnId, [...(byTurn.get(i.turnId) ?? []), i])
  const found: Array<[Interval, Interval]> = []
  for (const list of byTurn.values()) {
    const sorted = [...list].sort((a, b) => a.start - b.start)
    for (let k = 1; k < sorted.length; k++) {
      if (sorted[k].start < sorted[k - 1].end) found.push([sorted[k - 1], sorted[k]])
    }
  }
  return found
}
