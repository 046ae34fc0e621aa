/**
 * A process that performs a keyed side effect (appending a line to a file) through
 * `Idempotency.run` with a SQLite store, for the crash tests.
 *
 *   tsx idempotent-append.ts <db> <log> <key> <mode> [--takeover] [--lease <ms>]
 *
 * Modes:
 * - `crash-after-store`: runs the call, prints the result, then SIGKILLs itself before anything
 *   could record the result in a turn.
 * - `hang`: claims the key, prints `claimed`, and blocks inside the side effect forever (the parent kills it).
 * - `replay`: runs the call and prints the result, or `error <reason>` and exits with code 2.
 */
import { Effect, Schema } from "effect"
import * as fs from "node:fs"
import * as Idempotency from "../../../src/Idempotency.js"

const [db, log, key, mode, ...rest] = process.argv.slice(2)
const takeover = rest.includes("--takeover")
const leaseIndex = rest.indexOf("--lease")
const lease = leaseIndex >= 0 ? Number(rest[leaseIndex + 1]) : 30_000

export const Result = Schema.Struct({ line: Schema.String, pid: Schema.Number, at: Schema.Date })

const sideEffect = Effect.gen(function*() {
  if (mode === "hang") {
    process.stdout.write("claimed\n")
    return yield* Effect.never
  }
  const line = `sent by ${process.pid}`
  fs.appendFileSync(log, line + "\n")
  return { line, pid: process.pid, at: new Date() }
})

const program = Idempotency.run(key, Result, sideEffect, { lease, takeover, pollInterval: 20 }).pipe(
  Effect.flatMap((result) =>
    Effect.sync(() => {
      process.stdout.write(JSON.stringify(Schema.encodeSync(Result)(result)) + "\n")
      // Dies before the caller could record the result in its turn.
      if (mode === "crash-after-store") process.kill(process.pid, "SIGKILL")
    })
  ),
  Effect.catchTag("IdempotencyError", (e) =>
    Effect.sync(() => {
      process.stdout.write(`error ${e.reason}\n`)
      process.exitCode = 2
    })),
  Effect.provide(Idempotency.layerSqlite({ filename: db }))
)

Effect.runPromise(program).catch((error) => {
  process.stderr.write(String(error) + "\n")
  process.exit(1)
})
