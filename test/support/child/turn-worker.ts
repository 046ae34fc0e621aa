/**
 * A process that runs durable turns from a SQLite file, for the restart test.
 *
 *   tsx turn-worker.ts <db> <log> <mode>
 *
 * The model calls the side-effecting tool `send` (which appends a line to <log>, keyed through
 * `Idempotency` in the same file), then answers — or, in mode `outage`, fails with 503 forever, so
 * the turn goes to `RetryScheduled` and stays in that loop until the parent kills the process.
 * Mode `recover` answers, runs until turn `restart` is `Completed`, prints it as JSON and exits.
 * Any mode first starts turn `restart` if the file has none.
 */
import { Effect, Layer, Schema } from "effect"
import * as fs from "node:fs"
import {
  Failure,
  Idempotency,
  Model,
  RetrySchedule,
  Runner,
  Tool,
  Toolkit,
  Turn,
  TurnStore
} from "../../../src/index.js"

const [db, log, mode] = process.argv.slice(2)

const send = Tool.make({
  name: "send",
  description: "Send a message (appends a line to the log)",
  parameters: Schema.Struct({ text: Schema.String }),
  success: Schema.Struct({ line: Schema.String }),
  sideEffect: true,
  handler: ({ text }) =>
    Effect.sync(() => {
      const line = `${text} from ${process.pid}`
      fs.appendFileSync(log, line + "\n")
      return { line }
    })
})

const model: Model.Service = {
  generate: (request) => {
    const sent = request.history.some((m) => m._tag === "ToolMessage")
    if (!sent) return Effect.succeed(Model.callTools({ id: "call_send", name: "send", args: { text: "hello" } }))
    if (mode === "outage") return Effect.fail(new Failure.Retryable({ reason: "HTTP 503 overloaded", status: 503 }))
    return Effect.succeed(Model.text(`sent by ${process.pid}`))
  }
}

const runner = Runner.run({
  toolkit: Toolkit.make(send),
  schedule: RetrySchedule.exponential("10 millis").pipe(RetrySchedule.maxRetries(1)),
  resumeSchedule: RetrySchedule.exponential("1 second"),
  maxConsecutiveRetries: 50,
  workers: 1,
  pollInterval: "50 millis",
  lease: "2 seconds"
})

const waitForCompletion: Effect.Effect<Turn.Turn, unknown, TurnStore.TurnStore> = Effect.flatMap(
  Turn.get("restart"),
  (turn) =>
    turn.state._tag === "Completed"
      ? Effect.succeed(turn)
      : Effect.zipRight(Effect.sleep("50 millis"), waitForCompletion)
)

const program = Effect.gen(function*() {
  yield* Turn.start({ id: "restart", message: "say hello" }).pipe(
    Effect.catchTag("TurnAlreadyExists", () => Effect.void)
  )
  process.stdout.write(`running ${process.pid}\n`)
  const done = yield* Effect.raceFirst(runner, waitForCompletion)
  process.stdout.write(JSON.stringify(Schema.encodeSync(Turn.Turn)(done)) + "\n")
}).pipe(
  Effect.provide(Layer.mergeAll(
    Layer.succeed(Model.Model, model),
    TurnStore.layerSqlite({ filename: db }),
    Idempotency.layerSqlite({ filename: db })
  ))
)

Effect.runPromise(program).then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(String(error) + "\n")
    process.exit(1)
  }
)
