/**
 * A worker process of the many-workers test: two worker fibers on PostgreSQL running the shared
 * workload until killed.
 *
 *   tsx turn-pg-worker.ts <url> <log> <intervals> <owner> [<hang-after>]
 *
 * Intervals are appended to <intervals> as JSON lines. With <hang-after> = n, the tool call after
 * the first n hangs and the process prints `hanging <turnId>` (the parent then kills it mid-turn).
 */
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import { Idempotency, Model, Runner, TurnStore } from "../../../src/index.js"
import { makeWorkload } from "./turn-workload.js"

const [url, log, intervals, owner, hangAfter] = process.argv.slice(2)

const { model, runnerOptions } = makeWorkload({
  log,
  report: (interval) => fs.appendFileSync(intervals, JSON.stringify(interval) + "\n"),
  hangAfter: hangAfter === undefined ? undefined : Number(hangAfter),
  onHang: (turnId) => process.stdout.write(`hanging ${turnId}\n`)
})

const program = Runner.run({ ...runnerOptions, workers: 2, owner }).pipe(
  Effect.provide(Layer.mergeAll(
    Layer.succeed(Model.Model, model),
    TurnStore.layerPg({ url, maxConnections: 5 }),
    Idempotency.layerPg({ url, maxConnections: 5 })
  ))
)

process.stdout.write("started\n")
Effect.runPromise(program).catch((error) => {
  process.stderr.write(String(error) + "\n")
  process.exit(1)
})
