/**
 * The end of the run: a table of what happened (from the library's metrics, the server's records
 * and the turn as stored), the metrics snapshot on request, and the values a test checks.
 */
import { Effect } from "effect"
import { type CircuitBreaker, type FaultServer, Observability, type Turn } from "../../index.js"
import type { Config } from "./config.js"
import { millis, pad } from "./output.js"
import type { Reporter } from "./reporter.js"

export interface Summary {
  readonly turnId: string
  readonly state: Turn.TurnState["_tag"]
  readonly answer: string | undefined
  readonly modelCalls: number
  readonly httpRequests: number
  readonly attempts: number
  readonly retries: number
  readonly failuresByTag: Readonly<Record<string, number>>
  readonly faults: FaultServer.Stats["faults"]
  readonly breakerChanges: ReadonlyArray<string>
  readonly toolOutcomes: Readonly<Record<string, string>>
  readonly notes: number
  readonly crashed: boolean
  readonly states: ReadonlyArray<string>
  readonly elapsedMillis: number
  readonly metrics: ReadonlyArray<Observability.Sample>
}

interface Input {
  readonly config: Config
  readonly reporter: Reporter
  readonly turn: Turn.Turn
  readonly notes: number
  readonly metrics: ReadonlyArray<Observability.Sample>
  readonly stats: FaultServer.Stats
  readonly requests: ReadonlyArray<FaultServer.RecordedRequest>
  readonly modelCalls: number
  readonly breaker: ReadonlyArray<CircuitBreaker.StateChange>
  readonly states: ReadonlyArray<string>
  readonly crashed: boolean
  readonly elapsedMillis: number
}

const LAYER = { layer: "openai" }

const byLabel = (
  samples: ReadonlyArray<Observability.Sample>,
  name: string,
  label: string,
  where: Readonly<Record<string, string>> = LAYER
) => {
  const out: Record<string, number> = {}
  for (const sample of samples) {
    if (sample.name !== name) continue
    if (!Object.entries(where).every(([k, v]) => sample.labels[k] === v)) continue
    const key = sample.labels[label] ?? "?"
    out[key] = (out[key] ?? 0) + sample.value
  }
  return out
}

const counts = (record: Readonly<Record<string, number | undefined>>): string => {
  const entries = Object.entries(record).filter(([, n]) => n !== undefined && n > 0)
  return entries.length === 0 ? "none" : entries.map(([k, n]) => `${k} ×${n}`).join(", ")
}

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`

const toolOutcomes = (history: Turn.Turn["history"]): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const message of history) {
    if (message._tag !== "ToolMessage") continue
    const code = /"code":"([A-Z_]+)"/.exec(message.content)
    out[message.toolName] = code === null ? "success" : code[1]
  }
  return out
}

const table = (reporter: Reporter, rows: ReadonlyArray<readonly [string, string]>) =>
  Effect.gen(function*() {
    const s = reporter.style
    const left = Math.max(...rows.map(([k]) => k.length)) + 2
    const rule = s.dim("─".repeat(left + 60))
    yield* reporter.plain("")
    yield* reporter.plain(s.bold("summary"))
    yield* reporter.plain(rule)
    for (const [key, value] of rows) yield* reporter.plain(`${pad(s.bold(key), left)}${value}`)
    yield* reporter.plain(rule)
  })

export const summarize = (input: Input): Effect.Effect<Summary> =>
  Effect.gen(function*() {
    const { metrics, reporter, turn } = input
    const failuresByTag = byLabel(metrics, "effect_resilience_retry_failures", "tag")
    const giveUps = byLabel(metrics, "effect_resilience_retry_give_ups", "tag")
    const idempotency = byLabel(metrics, "effect_resilience_idempotency_runs_total", "outcome", {})
    const attempts = Observability.total(metrics, "effect_resilience_retry_attempts", LAYER)
    const retries = Observability.total(metrics, "effect_resilience_retry_retries", LAYER)
    const rejections = Observability.total(metrics, "effect_resilience_circuit_breaker_rejections")
    const outcomes = toolOutcomes(turn.history)
    const answer = turn.state._tag === "Completed" ? turn.state.answer.content : undefined
    const breakerChanges = input.breaker.map((c) => `${c.from}→${c.to}`)
    const summary: Summary = {
      turnId: turn.id,
      state: turn.state._tag,
      answer,
      modelCalls: input.modelCalls,
      httpRequests: input.stats.requests,
      attempts,
      retries,
      failuresByTag,
      faults: input.stats.faults,
      breakerChanges,
      toolOutcomes: outcomes,
      notes: input.notes,
      crashed: input.crashed,
      states: input.states,
      elapsedMillis: input.elapsedMillis,
      metrics
    }
    yield* table(reporter, [
      [
        "model calls",
        `${input.modelCalls} (${plural(input.stats.requests, "HTTP request")}, ${plural(attempts, "attempt")})`
      ],
      ["retries", `${retries} by the policy "openai"; ${rejections} attempts rejected by the open breaker`],
      ["failures by tag", counts(failuresByTag)],
      ["gave up", counts(giveUps)],
      ["faults injected", counts(input.stats.faults)],
      ["breaker", breakerChanges.length === 0 ? "stayed Closed" : breakerChanges.join(", ")],
      ["tool results", Object.entries(outcomes).map(([name, code]) => `${name} ${code}`).join(", ") || "none"],
      ["idempotency", `${counts(idempotency)}; demo_notes holds ${input.notes} row(s) for this turn`],
      ["turn", `${turn.id} ${turn.state._tag} after ${turn.steps} steps, version ${turn.version}`],
      ["turn states", input.states.join(" → ")],
      ["wall time", millis(input.elapsedMillis)],
      ["answer", answer ?? "(none)"]
    ])
    if (input.config.verbose) {
      yield* reporter.plain("")
      yield* reporter.plain(reporter.style.bold("requests the fault server got"))
      for (const r of input.requests) {
        yield* reporter.plain(
          `  #${String(r.index).padEnd(3)} ${millis(r.time).padStart(6)}  ${r.path} ${
            r.stream ? "stream" : "plain "
          }  ${r.fault ?? "-"}  HTTP ${r.status}${r.reply === undefined ? "" : `  ${r.reply._tag}`}`
        )
      }
    }
    if (input.config.metrics || input.config.verbose) {
      yield* reporter.plain("")
      yield* reporter.plain(reporter.style.bold("metrics (this run, Observability.diff of two snapshots)"))
      for (const sample of metrics) yield* reporter.plain(`  ${Observability.format(sample)}`)
    }
    return summary
  })
