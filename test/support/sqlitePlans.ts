import * as SqliteClient from "@effect/sql-sqlite-node/SqliteClient"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, type Tracer } from "effect"
import { recordingTracer } from "./common.js"

/**
 * What SQLite's planner does with each `DELETE` that `effect` runs against the file `filename`: the statements are read
 * from their `sql.execute` spans and explained (`EXPLAIN QUERY PLAN`) with every parameter NULL, which the plan does not
 * depend on. One string per statement, its plan's lines joined by "; ".
 */
export const deletePlans = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  filename: string
): Effect.Effect<ReadonlyArray<string>, E | unknown, R> =>
  Effect.gen(function*() {
    const spans: Array<Tracer.Span> = []
    yield* Effect.withTracer(effect, yield* recordingTracer(spans))
    const statements = spans
      .filter((span) => span.name === "sql.execute")
      .map((span) => String(span.attributes.get("db.query.text")))
      .filter((text) => text.startsWith("DELETE"))
    return yield* Effect.forEach(statements, (text) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.unsafe<{ readonly detail: string }>(
          `EXPLAIN QUERY PLAN ${text}`,
          Array.from({ length: text.split("?").length - 1 }, () =>
            null)
        )).pipe(
          Effect.map((rows) => rows.map((row) => row.detail).join("; ")),
          Effect.provide(SqliteClient.layer({ filename }))
        ))
  })
