/**
 * Events the library publishes, shown as they happen: the retry layers' debug line per retry
 * (classification, delay) through a logger, and the breaker's state changes from its `changes`
 * stream.
 */
import { Duration, Effect, HashMap, Logger, Ref, Stream } from "effect"
import type { CircuitBreaker } from "../../index.js"
import { millis } from "./output.js"
import type { Reporter } from "./reporter.js"
import { workerName } from "./store.js"

const text = (message: unknown): string => Array.isArray(message) ? message.join(" ") : String(message)

/**
 * A failure's message without the SDK's boilerplate: `Retryable (HTTP 503): server_error: The
 * engine is currently overloaded…; retry after 1s`. `@effect/ai` puts the provider's own words
 * after "Response Body:"; `--verbose` keeps everything.
 */
export const compact = (message: string, verbose = false): string => {
  const flat = (t: string) => t.replace(/\s+/g, " ").trim()
  if (verbose) return flat(message)
  const match = /^([A-Za-z]+)(?: \(HTTP (\d+)\))?: ([\s\S]*?)(?:; retry after ([^;]+))?$/.exec(message)
  if (match === null) return flat(message)
  const [, tag, status, detail, hint] = match
  const facts = [status === undefined ? [] : [`HTTP ${status}`], hint === undefined ? [] : [`retry after ${hint}`]]
    .flat()
  const body = detail.indexOf("Response Body: ")
  const reason = flat(body < 0 ? detail : detail.slice(body + "Response Body: ".length))
  return `${tag}${facts.length === 0 ? "" : ` (${facts.join(", ")})`}: ${reason}`
}

/**
 * The Runner's line for a turn its worker lost (`turn <id>: <why>; <owner> let it go…`, annotated with `turnId` and
 * `worker`) as a `worker` line, the lease's end as a time of the run: `worker-1 lost turn_…: its lease lapsed at
 * 2.26s: its renewals failed until then; it let the turn go`. Without it, a worker whose process stalled past its
 * lease had its tool interrupted and claimed the turn again with no word why. `undefined` for any other line.
 */
const lostTurn = (reporter: Reporter, annotations: HashMap.HashMap<string, unknown>, message: string) => {
  const worker = HashMap.get(annotations, "worker")
  const turnId = HashMap.get(annotations, "turnId")
  if (worker._tag === "None" || turnId._tag === "None") return undefined
  const match = /^turn \S+: ([\s\S]*); \S+ let it go([\s\S]*)$/.exec(message)
  if (match === null) return undefined
  const why = match[1].replace(
    /^the lease lapsed at (\d{4}-\d\d-\d\dT[\d:.]+Z)/,
    (whole, at: string) =>
      Number.isNaN(Date.parse(at))
        ? whole
        : `its lease lapsed at ${((Date.parse(at) - reporter.startedAt) / 1000).toFixed(2)}s`
  )
  return `${workerName(String(worker.value))} lost ${String(turnId.value)}: ${why}; it let the turn go${match[2]}`
}

/**
 * The retry layers log `<layer>: attempt N failed with <failure>; retrying in <delay>` at debug
 * level, annotated with `layer`, `attempt` and `delayMillis`: shown as one `retry` line. A turn a
 * worker lost (its lease lapsed) is a `worker` line. Other log lines (a runner's warnings) are shown
 * in `--verbose` only.
 */
export const logger = (reporter: Reporter) =>
  Logger.make(({ annotations, date, logLevel, message }) => {
    const now = date.getTime()
    const lost = lostTurn(reporter, annotations, text(message))
    if (lost !== undefined) {
      reporter.emitAt(now, "worker", reporter.style.red(lost))
      return
    }
    const layer = HashMap.get(annotations, "layer")
    if (layer._tag === "Some" && HashMap.has(annotations, "delayMillis")) {
      const line = text(message).replace(/^[^:]+: /, "")
      const match = /^attempt (\d+) failed with ([\s\S]*); retrying in (.*)$/.exec(line)
      const shown = match === null
        ? reporter.fit(line)
        : `#${match[1]} ${reporter.fit(compact(match[2], reporter.verbose), 100)} ${reporter.style.dim("→")} ${
          reporter.style.bold(`wait ${match[3]}`)
        }`
      reporter.emitAt(now, "retry", `${reporter.style.dim(`[${String(layer.value)}]`)} ${shown}`)
      return
    }
    if (reporter.verbose) reporter.emitAt(now, "debug", `${logLevel.label.toLowerCase()}: ${text(message)}`)
  })

export interface BreakerTally {
  readonly transitions: Ref.Ref<ReadonlyArray<CircuitBreaker.StateChange>>
}

/** Runs forever (fork it): each change of `breaker` becomes a `breaker` line. */
export const watchBreaker = (breaker: CircuitBreaker.CircuitBreaker, reporter: Reporter, tally: BreakerTally) =>
  breaker.changes.pipe(
    Stream.runForEach((change) =>
      Effect.zipRight(
        Ref.update(tally.transitions, (all) => [...all, change]),
        reporter.emit(
          "breaker",
          `${change.breaker}: ${change.from} → ${reporter.style.bold(change.to)}${
            change.openFor === undefined ? "" : ` (rejects calls for ${millis(Duration.toMillis(change.openFor))})`
          }`
        )
      )
    )
  )
