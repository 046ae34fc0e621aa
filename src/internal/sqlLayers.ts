import type * as PgClient from "@effect/sql-pg/PgClient"
import * as Migrator from "@effect/sql/Migrator"
import * as SqlClient from "@effect/sql/SqlClient"
import { SqlError } from "@effect/sql/SqlError"
import type * as Statement from "@effect/sql/Statement"
import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import type { ConfigError } from "effect/ConfigError"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import { causeText } from "./causeText.js"
import { exitAsValue } from "./forkedExit.js"
import { load } from "./optionalPeer.js"
import { duration, InvalidOptionError, knownKeys, object } from "./options.js"
import { SilentConnections, type Watched, watchSockets } from "./silentConnections.js"
import { timeoutTo } from "./timeout.js"

/** @internal */
export interface TableOptions {
  readonly table?: string | undefined
  /** How long a store waits for the answer to one of its statements (default {@link DEFAULT_QUERY_TIMEOUT}). */
  readonly queryTimeout?: Duration.DurationInput | undefined
}

/**
 * A store's statements are single rows and small: one still unanswered after this waits on something that may never
 * end (a lock held by an open transaction, a hung server, a connection gone dead), and its caller with it.
 * @internal
 */
export const DEFAULT_QUERY_TIMEOUT = "10 seconds"

/** @internal */
export interface SqliteOptions extends TableOptions {
  readonly filename?: string | undefined
}

/** @internal */
export type PgOptions = Omit<PgClient.PgClientConfig, "url"> & TableOptions & {
  readonly url?: string | Redacted.Redacted | undefined
}

/** @internal */
export const DEFAULT_SQLITE_FILE = "effect-resilience.db"

/**
 * Checks a store's options when its layer is made: an options object, and `table`, when given, a non-empty string (the
 * client quotes it as an identifier, so any such name is safe). `table: ""` would otherwise make a table named `""`
 * and `table: 5` die inside the client ("absurd") when the layer is built. A key that is none of `keys` throws naming
 * it; `"open"` when the options go on to a client, whose keys only the client knows.
 * @internal
 */
export const tableOptions = <O extends TableOptions>(
  options: O | undefined,
  expected: string,
  keys: ReadonlyArray<string> | "open"
): O | undefined => {
  const checked = object("options", options, expected)
  // a misspelt `tabel` kept the turns (or keys) in the default table, where no one looked for them
  if (checked !== undefined && keys !== "open") knownKeys("", checked, keys)
  const table: unknown = checked?.table
  if (table !== undefined && (typeof table !== "string" || table === "")) {
    throw new InvalidOptionError("table", table, "a non-empty string, the name of the store's table")
  }
  if (checked?.queryTimeout !== undefined) duration("queryTimeout", checked.queryTimeout, { allowZero: false })
  return checked
}

/**
 * Effect's live clock, which the bound on a statement's answer is measured by whatever clock the program runs on.
 * The bound is a watchdog over real I/O (a lock, a hung server, a connection gone dead), not a time of the program's
 * own: the store neither writes it nor compares it with a stored time (leases, due times and the runner's bounds keep
 * the program's clock). On `TestClock` a test that moved its clock on (an agent waiting out a retry-after,
 * `Testing.runWithTestClock`'s jumps) while a statement was on its way failed that statement, though the database
 * answered within milliseconds: a virtual hour is no evidence of a hung database.
 */
const realTime = Clock.make()

/**
 * PostgreSQL's SQLSTATEs for a statement (or transaction) that lost to a concurrent one and was rolled back whole:
 * serialization failure (any statement under a `repeatable read` or `serializable` default isolation) and deadlock.
 */
const lostToConcurrent = new Set(["40001", "40P01"])

/** Tries of one statement that keeps losing to concurrent ones: under heavy contention one of them soon gets through. */
const CONCURRENT_TRIES = 10

const isLostToConcurrent = (error: unknown): boolean => {
  if (!(error instanceof SqlError)) return false
  const code: unknown = (error.cause as { readonly code?: unknown } | null | undefined)?.code
  return typeof code === "string" && lostToConcurrent.has(code)
}

/**
 * `statement` tried again at once when PostgreSQL rolled it back for a concurrent transaction (SQLSTATE 40001 or 40P01),
 * as PostgreSQL asks: nothing of it was done. Each statement of the stores is one round trip or one transaction, whole.
 * Passed on, a worker's save under a `serializable` default failed: the turn stayed leased until the lease ended, and
 * its step ran again, model call and all.
 *
 * Not in a transaction of the caller's (`layerSql` on the program's client, a store's call inside its
 * `withTransaction`): PostgreSQL rolled back that whole transaction, which only its owner can run again. Tried again
 * alone, the statement failed with 25P02 "current transaction is aborted", a fault of the program's, in place of the
 * deadlock or serialization failure that its own retry of the transaction waits for.
 * @internal
 */
export const retriedWhenConcurrent = <A, E, R>(statement: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.flatMap(
    Effect.serviceOption(SqlClient.TransactionConnection),
    (transaction) =>
      Option.isSome(transaction)
        ? statement
        : Effect.retry(statement, { while: isLostToConcurrent, times: CONCURRENT_TRIES - 1 })
  )

/**
 * `statement`, the pool's connections observed as it begins (see `Watched.observe`): a statement that is not, waiting
 * on a connection that was idle long before, would be taken for one gone silent when another statement times out.
 * @internal
 */
export const watchedFrom = <A, E, R>(
  connections: Watched | undefined,
  statement: Effect.Effect<A, E, R>
): Effect.Effect<A, E, R> =>
  connections === undefined ? statement : Effect.zipRight(Effect.sync(connections.observe), statement)

/**
 * `statement`, failing with a `SqlError` that says so when it gets no answer within `queryTimeout` of real time
 * ({@link realTime}; the statement itself keeps the caller's clock). It is then interrupted, which `@effect/sql-pg`
 * turns into a cancel on the server (`pg_cancel_backend`): a statement waiting on a lock does not land later. The
 * statement runs interruptible in a fiber of its own, so that its timeout fires where the caller masks interruption
 * (`Idempotency.run` masks its claim's round trip, so that a stop cannot leave an orphaned claim: unbounded, a hung
 * store held it, and a tool's timeout around it, for good), while a caller that can be interrupted still cuts the
 * statement off. A statement rolled back for a concurrent one is tried again within the bound
 * ({@link retriedWhenConcurrent}).
 * @internal
 */
export const answered = (queryTimeout: Duration.DurationInput | undefined, connections: Watched | undefined) => {
  const timeout = Duration.decode(queryTimeout ?? DEFAULT_QUERY_TIMEOUT)
  const unanswered = Effect.failSync(() => {
    // a connection gone dead would otherwise go back to the pool, and fail the statements it is given next alike
    connections?.endSilent()
    return new SqlError({
      message: `the database gave no answer within ${Duration.format(timeout)} (the store's queryTimeout)`
    })
  })
  return <A, E, R>(statement: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError, R> =>
    Effect.clockWith((clock) =>
      Effect.uninterruptibleMask((restore) =>
        Effect.flatMap(
          // The fiber ends with the statement's exit as its value (`exitAsValue`): failed, it was also logged as the
          // fiber's "unhandled error", the driver's error whole, though its caller had the failure.
          Effect.fork(Effect.interruptible(exitAsValue(Effect.withClock(
            timeoutTo(
              Effect.withClock(retriedWhenConcurrent(watchedFrom(connections, statement)), clock),
              timeout,
              unanswered
            ),
            realTime
          )))),
          (fiber) => Effect.onInterrupt(restore(Effect.flatten(Fiber.join(fiber))), () => Fiber.interrupt(fiber))
        )
      )
    )
}

// The drivers (pg, better-sqlite3) load when a store's layer is built: a program that keeps its turns and keys in memory,
// or uses the library for its retries alone, never loads them.

/**
 * A client's layer whose failure to start says why. PgClient's read "PgClient: Failed to connect" whatever the reason (a
 * refused port, a wrong password, no such database): the reason is in its cause, which `Cause.pretty` does not print,
 * so a worker given a wrong `DATABASE_URL` logged no more. A SQLite file that cannot be opened (its directory missing,
 * a read-only disk) made the layer die with better-sqlite3's error, a defect its type does not name, which
 * `Effect.catchTag("SqlError")` missed: it fails with a `SqlError` naming the file.
 */
const explained = <A, E, R>(client: Layer.Layer<A, E, R>, opening: string): Layer.Layer<A, E | SqlError, R> =>
  Layer.catchAllCause(client, (cause): Layer.Layer<A, E | SqlError> => {
    const failure = Cause.failureOption(cause)
    if (Option.isSome(failure) && failure.value instanceof SqlError) {
      const { cause: reason, message } = failure.value
      const why = causeText(reason)
      // "PgClient: Connection timed out" has a cause that only says it again
      const said = message.endsWith(why.slice(2)) ? message : `${message}${why}`
      return Layer.fail(new SqlError({ cause: reason, message: said }))
    }
    const defect = Cause.dieOption(cause)
    if (Option.isSome(defect)) {
      return Layer.fail(
        new SqlError({ cause: defect.value, message: `Failed to open ${opening}${causeText(defect.value)}` })
      )
    }
    return Layer.failCause(cause)
  })

/** A store's `layerSql`: the store on whatever `SqlClient` is provided. */
type StoreLayer<A> = (options?: TableOptions) => Layer.Layer<A, SqlError | Migrator.MigrationError, SqlClient.SqlClient>

/**
 * A store in a SQLite file. The client's default WAL mode lets several processes share the file:
 * readers never wait for the one writer SQLite allows at a time.
 * @internal
 */
export const sqlite = <A>(
  layerSql: StoreLayer<A>,
  options?: SqliteOptions
): Layer.Layer<A, SqlError | Migrator.MigrationError | ConfigError> => {
  // A plain string (`layerSqlite("agent.db")`) is rejected naming the options rather than taken as the file name:
  // every store layer takes an options object (`layerPg`'s `url`, `table`), and read field by field the string gave
  // the default file, so that turns went where no one looked.
  const checked = tableOptions(options, "an object such as { filename: \"agent.db\" }", [
    "filename",
    "table",
    "queryTimeout"
  ])
  const filename: unknown = checked?.filename
  // "" opens a temporary database that vanishes with its connection: turns would not survive the layer.
  if (filename !== undefined && (typeof filename !== "string" || filename === "")) {
    throw new InvalidOptionError("filename", filename, "a non-empty string, the path of the SQLite file")
  }
  const file = filename ?? DEFAULT_SQLITE_FILE
  return layerSql({ table: checked?.table, queryTimeout: checked?.queryTimeout }).pipe(
    Layer.provide(Layer.unwrapEffect(
      Effect.map(
        load("@effect/sql-sqlite-node", "a SQLite store", () => import("@effect/sql-sqlite-node/SqliteClient")),
        (SqliteClient) => explained(SqliteClient.layer({ filename: file }), `the SQLite file ${file}`)
      )
    ))
  )
}

/**
 * `@effect/sql-pg`'s own bound on its first connection when none is given.
 * @internal
 */
export const DEFAULT_CONNECT_TIMEOUT = "5 seconds"

/**
 * The client's durations that node-postgres runs as timers. It reads 0 as no bound at all, and runs a timer past
 * 2^31 - 1 ms (24.8 days) after 1 ms, as Node does: a 30-day `connectTimeout` failed every connection at once
 * ("Connection terminated due to connection timeout"), and such an `idleTimeout` closed each connection after its use.
 */
const clientTimers = ["connectTimeout", "idleTimeout", "connectionTTL"] as const

const LONGEST_TIMER = Duration.millis(2 ** 31 - 1)

/** @internal */
export const pg = <A>(
  layerSql: StoreLayer<A>,
  options: PgOptions
): Layer.Layer<A, SqlError | Migrator.MigrationError> => {
  // The rest goes to the client (PgClientConfig, which grows with its versions): only the client can tell its keys.
  const checked = tableOptions(options, "an object such as { url: \"postgres://…\" }", "open")
  if (checked === undefined) {
    throw new InvalidOptionError("options", options, "an object such as { url: \"postgres://…\" }")
  }
  const { queryTimeout, table, url, ...config } = checked
  for (const option of clientTimers) {
    const value = config[option]
    if (value !== undefined) duration(option, value, { allowZero: false, max: LONGEST_TIMER })
  }
  if (url !== undefined && typeof url !== "string" && !Redacted.isRedacted(url)) {
    throw new InvalidOptionError("url", url, "a connection string or a Redacted one")
  }
  // An empty url (`process.env.DATABASE_URL ?? ""`) reads as no url at all: the client connects to its defaults, a
  // server on localhost:5432, and turns or keys go to whatever database answers there.
  if (url !== undefined && (typeof url === "string" ? url : Redacted.value(url)).trim() === "") {
    throw new InvalidOptionError("url", url, "a non-empty connection string such as \"postgres://…\"")
  }
  return layerSql({ table, queryTimeout }).pipe(
    Layer.provide(Layer.unwrapEffect(
      Effect.map(
        Effect.all([
          load("@effect/sql-pg", "a PostgreSQL store", () => import("@effect/sql-pg/PgClient")),
          Effect.promise(() => import("node:net"))
        ]),
        ([PgClient, net]) => {
          const { stream, watched } = watchSockets(
            net.Socket,
            config.stream,
            realTime,
            queryTimeout ?? DEFAULT_QUERY_TIMEOUT
          )
          return Layer.merge(
            explained(
              PgClient.layer({
                ...config,
                stream,
                // The client bounds its first connection by 5 s when none is given, but waits on an acquisition it
                // cannot interrupt, which the driver left unbounded: against a server that takes the connection and
                // never answers, the layer never started and never said why. Given to the driver, the bound holds (and
                // bounds each later connection, and a wait for a free one in the pool, as the driver does with it).
                connectTimeout: config.connectTimeout ?? DEFAULT_CONNECT_TIMEOUT,
                ...(url === undefined ? {} : { url: typeof url === "string" ? Redacted.make(url) : url })
              }),
              "the PostgreSQL client"
            ),
            Layer.succeed(SilentConnections, watched)
          )
        }
      )
    ))
  )
}

/**
 * The provided client, without name transforms (a store's column names are fixed: a client
 * configured to rename them must not), once `migrations` have brought the store's table up to date.
 *
 * `migrations` are named `<id>_<name>`, in order; each runs once per table, so that a database made by an earlier
 * version gets only the later ones (an index added since). A migration is never edited once released: a database
 * that recorded it would never see the change.
 *
 * The generic Migrator (not SqliteMigrator/PgMigrator): those only add schema dumping, which needs
 * FileSystem, Path and a CommandExecutor that a store has no use for. Migrations use `IF NOT EXISTS`
 * so that several processes starting at once cannot fail each other's migration. On PostgreSQL the
 * migrations are tracked in the same table, with the same rows, without the Migrator (see `pgMigrate`).
 * @internal
 */
export const migratedClient = (
  table: string,
  migrations: Record<string, (sql: SqlClient.SqlClient) => Effect.Effect<unknown, SqlError>>
): Effect.Effect<SqlClient.SqlClient, SqlError | Migrator.MigrationError, SqlClient.SqlClient> =>
  Effect.gen(function*() {
    const sql = (yield* SqlClient.SqlClient).withoutTransforms()
    const migrationsTable = `${table}_migrations`
    const steps = Object.entries(migrations).map(([name, create]) => [name, Effect.asVoid(create(sql))] as const)
    const migrate = Migrator.make({})({
      table: migrationsTable,
      loader: Migrator.fromRecord(Object.fromEntries(steps))
    }).pipe(Effect.provideService(SqlClient.SqlClient, sql))
    yield* sql.onDialectOrElse({
      pg: () => sql.withTransaction(pgMigrate(sql, migrationsTable, steps)),
      orElse: () => migrate
    })
    return sql
  })

/**
 * The Migrator's work on PostgreSQL, done here. It looks its table up with `'<name>'::regclass`, which folds the name
 * to lower case while every statement quotes it: a table with a capital (`table: "AgentKeys"`) was never found, and
 * the failed lookup aborted the transaction, so the store never started. Here the table is only ever quoted.
 *
 * Postgres also races on its catalog when two connections create one table at once, even with `IF NOT EXISTS`
 * ("relation already exists", or a unique violation on `pg_type`): workers that start together queue on an advisory
 * lock named after the table, held until the transaction ends. The migrations table has the Migrator's columns and
 * rows, so that it reads them as its own; as the Migrator does, it runs the migrations past the latest one recorded.
 */
const pgMigrate = (
  sql: SqlClient.SqlClient,
  migrations: string,
  steps: ReadonlyArray<readonly [string, Effect.Effect<void, SqlError>]>
) =>
  Effect.gen(function*() {
    // Each statement reads what was committed before it, whatever the database's default isolation: under
    // `serializable` the transaction's one snapshot, taken as it asked for the lock, hid the migrations recorded while it
    // waited, which it then ran and recorded again (40001: 14 of 16 workers started together failed to start).
    yield* sql`SET TRANSACTION ISOLATION LEVEL READ COMMITTED`
    yield* sql`SELECT pg_advisory_xact_lock(hashtext(${migrations}))`
    yield* sql`CREATE TABLE IF NOT EXISTS ${sql(migrations)} (
  migration_id integer primary key,
  created_at timestamp with time zone not null default now(),
  name text not null
)`
    const [latest] = yield* sql<{ readonly id: number | null }>`SELECT max(migration_id) AS id FROM ${sql(migrations)}`
    for (const [migration, create] of steps) {
      const [, id, name] = /^(\d+)_(.+)$/.exec(migration)!
      if (Number(id) <= (latest?.id ?? 0)) continue
      yield* create
      yield* sql`INSERT INTO ${sql(migrations)} (migration_id, name) VALUES (${Number(id)}, ${name})`
    }
  })

/**
 * `CREATE INDEX IF NOT EXISTS <table>_<suffix> ON <table> (<columns>)`, the index named after the table's own name: a
 * schema-qualified table ("agent.turns") made `"agent"."turns_runnable_at"`, which Postgres refuses (an index lives
 * in its table's schema), so the store never started. SQLite wants the schema on the index's name and none on its
 * table's.
 * @internal
 */
export const createIndex = (
  sql: SqlClient.SqlClient,
  table: string,
  suffix: string,
  columns: ReadonlyArray<string>
) => {
  const dot = table.lastIndexOf(".")
  const index = `${table.slice(dot + 1)}_${suffix}`
  const [name, on] = dot >= 0 && sql.onDialectOrElse({ sqlite: () => true, orElse: () => false })
    ? [`${table.slice(0, dot)}.${index}`, table.slice(dot + 1)]
    : [index, table]
  // the store's own column names, never a user's
  return sql`CREATE INDEX IF NOT EXISTS ${sql(name)} ON ${sql(on)} (${sql.literal(columns.join(", "))})`
}

/**
 * Postgres: rows another transaction holds are passed over rather than waited for (many workers claim at once, each
 * getting other rows; a purge leaves a row being written for its next run). SQLite serialises writers: nothing to skip.
 * @internal
 */
export const skipLocked = (sql: SqlClient.SqlClient) =>
  sql.onDialectOrElse({ pg: () => sql` FOR UPDATE SKIP LOCKED`, orElse: () => sql`` })

/**
 * Deletes at most `limit` rows of `table` that `matches`, the first by `orderBy`; how many it deleted. The rows are
 * chosen in a subquery (on Postgres passing over those another transaction holds: `skipLocked`) and `matches` is checked
 * again as they go, since a row may change between the choice and the delete (a claim renewed, a turn resumed).
 * @internal
 */
export const deleteFirst = (
  sql: SqlClient.SqlClient,
  table: string,
  key: string,
  matches: Statement.Fragment,
  orderBy: string,
  limit: number
): Effect.Effect<number, SqlError> =>
  Effect.map(
    sql`DELETE FROM ${sql(table)} WHERE ${sql(key)} IN (
  SELECT ${sql(key)} FROM ${sql(table)} WHERE ${matches} ORDER BY ${sql(orderBy)} LIMIT ${limit}${skipLocked(sql)}
) AND ${matches}
RETURNING ${sql(key)}`,
    (rows) => rows.length
  )

/** @internal */
export const changed = <E>(effect: Effect.Effect<ReadonlyArray<unknown>, E>): Effect.Effect<boolean, E> =>
  Effect.map(effect, (rows) => rows.length > 0)

/**
 * Times for the stores' bigint columns, which PostgreSQL will not give a fraction ("invalid input syntax for type
 * bigint"), while clocks, schedules and leases may carry one (a jittered resume delay): a due time or a lease's end is
 * rounded up (never early), the present down. What a store keeps as JSON keeps the time as it is.
 * @internal
 */
export const endMillis = (millis: number): number => Math.ceil(millis)

/** @internal */
export const nowMillis = (millis: number): number => Math.floor(millis)
