import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit } from "effect"
import { load } from "../src/internal/optionalPeer.js"

// What Node 20 rejects `import("@effect/sql-sqlite-node/SqliteClient")` with where the package is not installed (seen in
// a project that installed the packed package without its optional peers)
const notFound = (pkg: string) =>
  Object.assign(new Error(`Cannot find package '${pkg}' imported from /app/node_modules/effect-resilience/dist/x.js`), {
    code: "ERR_MODULE_NOT_FOUND"
  })

const defectOf = <A>(exit: Exit.Exit<A>): unknown =>
  Exit.isFailure(exit) ? Cause.squash(exit.cause) : expect.unreachable("expected a defect")

describe("optional peer dependencies", () => {
  it.effect("a missing one ends the program with a defect naming the package to install", () =>
    Effect.gen(function*() {
      const missing = notFound("@effect/sql-sqlite-node")
      const exit = yield* Effect.exit(load("@effect/sql-sqlite-node", "a SQLite store", () => Promise.reject(missing)))
      const defect = defectOf(exit) as Error
      expect(defect.message).toBe(
        "a SQLite store needs the optional peer dependency @effect/sql-sqlite-node: npm install @effect/sql-sqlite-node"
      )
      expect(defect.cause).toBe(missing)
    }))

  it.effect("any other failure to load passes as it is: another package missing, an error of the module's own", () =>
    Effect.gen(function*() {
      // better-sqlite3 missing under @effect/sql-sqlite-node says what is missing itself
      const other = notFound("better-sqlite3")
      expect(defectOf(yield* Effect.exit(load("@effect/sql-sqlite-node", "a store", () => Promise.reject(other)))))
        .toBe(other)
      const broken = new Error("the module threw as it loaded")
      expect(defectOf(yield* Effect.exit(load("@effect/sql-pg", "a store", () => Promise.reject(broken))))).toBe(broken)
    }))

  it.effect("an installed one loads", () =>
    Effect.gen(function*() {
      const module = yield* load("@effect/sql-pg", "a PostgreSQL store", () => import("@effect/sql-pg/PgClient"))
      expect(typeof module.layer).toBe("function")
    }))
})
