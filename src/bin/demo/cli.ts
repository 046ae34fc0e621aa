/**
 * The `npm start` command line: options, `--help`, and the run on a terminal.
 */
import { Command, HelpDoc, Options } from "@effect/cli"
import { FileSystem, Path } from "@effect/platform"
import { Effect, Fiber, Option } from "effect"
import { type Config, DEFAULT_FAULTS, parseFaults } from "./config.js"
import { run } from "./program.js"
import * as Terminal from "./terminal.js"

const faults = Options.text("faults").pipe(
  Options.withDefault(DEFAULT_FAULTS),
  Options.mapTryCatch(
    (text) => ({ text, faults: parseFaults(text) }),
    (e) => HelpDoc.p(e instanceof Error ? e.message : String(e))
  ),
  Options.withDescription(
    "Faults the embedded provider injects, by request number: NAME@N or NAME@FROM-TO, comma-separated, " +
      "or \"none\". Names: 429 (retry-after: 1), 429-no-retry-after, 500, 502, 503, 529, 401, quota, overflow, " +
      "drop (the stream is cut mid-flight), stream-error (an error event mid-stream), slow, " +
      "stall (the stream stops mid-flight: the policy's 5 s timeout cuts it). " +
      `Default: ${DEFAULT_FAULTS} — 503, 429 with retry-after, a dropped stream, a mid-stream error, ` +
      "the breaker opening twice, and a model call that gives up so the durable turn is rescheduled."
  )
)

const options = {
  faults,
  seed: Options.integer("seed").pipe(
    Options.withDefault(1),
    Options.withDescription(
      "Seed of the jitter and of anything else random: the same seed, the same draws (the run's timing can still change the order they are asked for, and so the later delays)."
    )
  ),
  db: Options.text("db").pipe(
    Options.optional,
    Options.withDescription(
      "SQLite file for the durable turn, the idempotency keys and the demo_notes table (kept after the run). " +
        "Default: a file in a fresh temporary directory, removed at exit."
    )
  ),
  verbose: Options.boolean("verbose").pipe(
    Options.withAlias("v"),
    Options.withDescription(
      "Whole failure messages, other log lines, every request the server got, and the metrics snapshot."
    )
  ),
  metrics: Options.boolean("metrics").pipe(
    Options.withDescription("Print the library's metrics for this run at the end (Observability.snapshot).")
  )
}

const database = (db: Option.Option<string>) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    if (Option.isSome(db)) {
      yield* fs.makeDirectory(path.dirname(db.value), { recursive: true })
      return path.resolve(db.value)
    }
    const dir = yield* fs.makeTempDirectoryScoped({ prefix: "effect-resilience-demo-" })
    return path.join(dir, "demo.db")
  })

export const command = Command.make("start", options, (o) =>
  Effect.gen(function*() {
    const terminal = Terminal.make()
    const config: Config = {
      faults: o.faults.faults,
      faultsText: o.faults.text,
      seed: o.seed,
      db: yield* database(o.db),
      verbose: o.verbose,
      metrics: o.metrics,
      crash: true
    }
    const spinner = yield* Effect.fork(terminal.spinner)
    yield* Effect.ensuring(run(config, terminal.output), Fiber.interrupt(spinner))
  }).pipe(Effect.scoped)).pipe(
    Command.withDescription(
      "An agent with three tools (search; slow_lookup, which times out; save_note, a side effect with an " +
        "idempotency key) on @effect/ai-openai, pointed at an embedded fault-injecting provider, as a durable " +
        "turn in SQLite. Shows each attempt, its classification and the delay taken, circuit breaker changes, " +
        "tool results as the model reads them and the turn's states; one worker crashes mid-turn and another " +
        "takes over. Ends with a summary table."
    )
  )

export const cli = Command.run(command, { name: "effect-resilience demo (npm start)", version: "0.1.0" })
