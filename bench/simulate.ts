/**
 * Simulation throughput (issue 7): virtual seconds simulated per wall second for 10 000 clients, for
 * a policy-free baseline and the library's policies, all in this run.
 */
import { Effect } from "effect"
import { Simulate } from "../src/index.js"

export interface SimulateRow {
  readonly name: string
  readonly throughput: Simulate.Throughput
}

const CLIENTS = Number(process.env.BENCH_SIM_CLIENTS ?? 10_000)

export const run = async (): Promise<ReadonlyArray<SimulateRow>> => {
  const cases: ReadonlyArray<[string, Simulate.PolicySpec]> = [
    ["no retries (baseline)", Simulate.presets.none],
    ["RetrySchedule.standard", Simulate.presets.standard],
    ["Policy.defaults (retry + breaker)", Simulate.presets.policy]
  ]
  const rows: Array<SimulateRow> = []
  for (const [name, policy] of cases) {
    rows.push({ name, throughput: await Effect.runPromise(Simulate.throughput({ clients: CLIENTS, policy })) })
  }
  const base = rows[0].throughput.virtualSecondsPerWallSecond
  console.log(`\nSimulation throughput: ${CLIENTS.toLocaleString("en-US")} clients, 5 calls each, default scenario`)
  console.log(
    `${"policy".padEnd(34)}  ${"attempts".padStart(9)}  ${"virtual s".padStart(9)}  ${"wall s".padStart(7)}  ${
      "virtual s / wall s".padStart(18)
    }  ${"× baseline".padStart(10)}`
  )
  for (const { name, throughput: t } of rows) {
    console.log(
      `${name.padEnd(34)}  ${String(t.attempts).padStart(9)}  ${(t.virtualMillis / 1000).toFixed(1).padStart(9)}  ${
        (t.wallMillis / 1000).toFixed(2).padStart(7)
      }  ${t.virtualSecondsPerWallSecond.toFixed(2).padStart(18)}  ${
        (t.virtualSecondsPerWallSecond / base).toFixed(2).padStart(9)
      }×`
    )
  }
  return rows
}
