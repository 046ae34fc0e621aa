/**
 * The agent's three tools, declared with `@effect/ai` and run with this library's semantics
 * (`AiToolkit.toToolkit`):
 *
 * - `search`: an ordinary read (idempotent).
 * - `slow_lookup`: a weather service that hangs; its 2 s timeout interrupts it and the model reads
 *   `TIMEOUT`.
 * - `save_note`: a side effect — a row in the `demo_notes` table — run once per idempotency key, so
 *   a worker that crashes after writing and is replaced does not write twice.
 */
import { Toolkit as AiKit } from "@effect/ai"
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { AiToolkit } from "../../Ai.js"
import { Idempotency } from "../../index.js"
import type { Reporter } from "./reporter.js"

export const Search = AiToolkit.tool("search", {
  description: "Search the venue directory",
  parameters: { query: Schema.String },
  success: Schema.Struct({ venues: Schema.Array(Schema.String) })
})

export const SlowLookup = AiToolkit.tool("slow_lookup", {
  description: "The weather forecast for a city (a slow service)",
  parameters: { city: Schema.String },
  success: Schema.Struct({ forecast: Schema.String })
})

export const SaveNote = AiToolkit.tool("save_note", {
  description: "Save a note for the team",
  parameters: { title: Schema.String, body: Schema.String },
  success: Schema.Struct({ noteId: Schema.Number })
})

export const Tools = AiKit.make(Search, SlowLookup, SaveNote)

/** How long `slow_lookup` takes: well past its 2 s timeout, so the timeout, not the service, ends it. */
export const SLOW_LOOKUP_TAKES = "30 seconds"

export const createNotesTable = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql`CREATE TABLE IF NOT EXISTS demo_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    turn_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL
  )`)

export const countNotes = (turnId: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{ readonly n: number }>`SELECT COUNT(*) AS n FROM demo_notes WHERE turn_id = ${turnId}`.pipe(
        Effect.map((rows) => Number(rows[0]?.n ?? 0))
      )
  )

export const toolkit = (turnId: string, reporter: Reporter) =>
  AiToolkit.toToolkit(Tools, {
    search: ({ query }) =>
      Effect.succeed({
        venues: query.toLowerCase().includes("lisbon")
          ? ["LX Factory loft (40 seats)", "Palácio Chiado (60 seats)"]
          : ["no venue matches"]
      }),
    slow_lookup: ({ city }) =>
      reporter.note(`slow_lookup(${city}) is waiting on a slow weather service…`).pipe(
        Effect.zipRight(Effect.sleep(SLOW_LOOKUP_TAKES)),
        Effect.as({ forecast: `sunny in ${city}` }),
        // its 2 s timeout, or the run stopping (Ctrl-C): the tool result that follows says which
        Effect.onInterrupt(() => reporter.note("slow_lookup interrupted: the request is abandoned"))
      ),
    save_note: ({ body, title }) =>
      Effect.gen(function*() {
        const sql = yield* SqlClient.SqlClient
        const key = Option.getOrElse(yield* Idempotency.currentKey, () => "none")
        const rows = yield* sql<{ readonly id: number }>`INSERT INTO demo_notes (turn_id, idempotency_key, title, body)
          VALUES (${turnId}, ${key}, ${title}, ${body}) RETURNING id`
        const noteId = Number(rows[0].id)
        yield* reporter.note(`save_note wrote row ${noteId} of demo_notes (idempotency key ${key.slice(0, 17)}…)`)
        return { noteId }
      }).pipe(Effect.orDie)
  }, {
    tools: {
      search: { timeout: "5 seconds", idempotent: true },
      slow_lookup: { timeout: "2 seconds", idempotent: true },
      save_note: { timeout: "5 seconds", sideEffect: true }
    }
  })
