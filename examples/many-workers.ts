/**
 * Many workers, one PostgreSQL: every process runs `Runner.run`; turns are submitted from anywhere.
 *
 *   DATABASE_URL=postgres://agent@db/agent npx tsx examples/many-workers.ts worker   # on each machine
 *   DATABASE_URL=postgres://agent@db/agent npx tsx examples/many-workers.ts submit "Email Ada the report"
 *   DATABASE_URL=postgres://agent@db/agent npx tsx examples/many-workers.ts status turn_1a2b3c4d5e6f7a8b
 *
 * Each turn is claimed by one worker at a time (`FOR UPDATE SKIP LOCKED` and a lease); a worker
 * that dies stops renewing its lease and another worker takes its turns over. A model outage
 * longer than the session's retries does not block a worker: the turn is saved `RetryScheduled`
 * and any worker resumes it when it is due. The email tool is keyed through `Idempotency`, so a
 * resumed turn never sends it twice.
 */
import { NodeRuntime } from "@effect/platform-node"
import { Config, Console, Effect, Layer, Option, Redacted, Schema } from "effect"
import { Idempotency, Model, RetrySchedule, Runner, Tool, Toolkit, Turn, TurnStore } from "effect-resilience"
import { hostname } from "node:os"
import { pathToFileURL } from "node:url"

const sendEmail = Tool.make({
  name: "send_email",
  description: "Send an email",
  parameters: Schema.Struct({ to: Schema.String, subject: Schema.String }),
  success: Schema.Struct({ messageId: Schema.String }),
  sideEffect: true,
  handler: ({ subject, to }) =>
    Effect.gen(function*() {
      // Pass the key on, so the mail API deduplicates too.
      const key = yield* Idempotency.currentKey
      yield* Console.log(`sending "${subject}" to ${to} (Idempotency-Key: ${Option.getOrElse(key, () => "-")})`)
      return { messageId: `msg_${Option.getOrElse(key, () => "none").slice(5, 17)}` }
    })
})

const toolkit = Toolkit.make(sendEmail)

// Stands in for a provider adapter: emails once, then reports.
const model = Layer.succeed(Model.Model, {
  generate: (request) =>
    Effect.succeed(
      request.history.some((m) => m._tag === "ToolMessage")
        ? Model.text("Done: the email is sent.")
        : Model.callTools({ id: "call_1", name: "send_email", args: { to: "ada@example.com", subject: "The report" } })
    )
})

const database = Layer.unwrapEffect(
  Effect.map(Config.redacted("DATABASE_URL"), (url) =>
    Layer.mergeAll(
      TurnStore.layerPg({ url: Redacted.value(url), maxConnections: 10 }),
      Idempotency.layerPg({ url: Redacted.value(url), maxConnections: 5 })
    ))
)

/**
 * Four worker fibers per process, named after the host and the process so that leases say who holds a turn (each run
 * adds a suffix of its own, so processes that share a name never share a lease).
 */
export const worker = Runner.run({
  toolkit,
  workers: 4,
  owner: `${hostname()}#${process.pid}`,
  pollInterval: "500 millis",
  lease: "30 seconds",
  // In-process retries of one model call, then durable ones: at most 8 in a row, 10 s, 20 s, … 10 min.
  schedule: RetrySchedule.standard,
  maxConsecutiveRetries: 8,
  maxSteps: 20
}).pipe(Effect.provide(Layer.merge(model, database)))

export const submit = (question: string) =>
  Turn.start({ message: question }).pipe(
    Effect.tap((turn) => Console.log(`started ${turn.id}`)),
    Effect.provide(database)
  )

export const status = (id: string) =>
  Turn.get(id).pipe(
    Effect.tap((turn) =>
      Console.log(
        `${turn.id}: ${turn.state._tag} after ${turn.steps} step(s), ` +
          `${turn.counters.consecutiveRetries} retries in a row (${turn.counters.cumulativeRetries} in all)`
      )
    ),
    Effect.provide(database)
  )

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, argument = ""] = process.argv.slice(2)
  const main: Effect.Effect<void, unknown> = command === "submit"
    ? Effect.asVoid(submit(argument))
    : command === "status"
    ? Effect.asVoid(status(argument))
    : worker
  NodeRuntime.runMain(main)
}
