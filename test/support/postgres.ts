/**
 * A throwaway PostgreSQL server for one test file: its own data directory, port and socket, no
 * fsync, stopped and deleted afterwards.
 *
 * ```ts
 * const pg = findPostgres()
 * describe.skipIf(!pg.available)("with Postgres", () => {
 *   const server = throwawayServer(pg)
 *   // … server().url
 * })
 * ```
 */
import * as PgClient from "@effect/sql-pg/PgClient"
import * as SqlClient from "@effect/sql/SqlClient"
import { Deferred, Effect, Fiber, Redacted, type Scope } from "effect"
import { execFile, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll } from "vitest"

const run = promisify(execFile)

/** Where the server binaries are, or why the tests that need them are skipped. */
export type PostgresAvailability =
  | { readonly available: true; readonly bin: string; readonly runAs: string | undefined; readonly reason?: undefined }
  | { readonly available: false; readonly reason: string }

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication, no password). */
  readonly url: string
  readonly host: string
  readonly port: number
  readonly database: string
  /** Another empty database on the same server, e.g. one per test. */
  readonly createDatabase: (name: string) => Promise<string>
  /** Stops the server (`-m immediate`) and deletes its directory. Safe to call twice. */
  readonly stop: () => Promise<void>
}

const required = ["initdb", "pg_ctl", "postgres"] as const

const candidateDirs = (): Array<string> => {
  const fromPath = (process.env.PATH ?? "").split(path.delimiter).filter((d) => d.length > 0)
  let versioned: Array<string> = []
  try {
    versioned = fs.readdirSync("/usr/lib/postgresql")
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
  } catch {
    // Not a Debian-style install.
  }
  return [...fromPath, ...versioned]
}

const isExecutable = (file: string): boolean => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

const userExists = (user: string): boolean => spawnSync("id", ["-u", user], { stdio: "ignore" }).status === 0

/**
 * Finds `initdb`, `pg_ctl` and `postgres` in one directory (symlinks resolved, so a `/usr/local/bin`
 * link leads to the real installation) on PATH or under `/usr/lib/postgresql/<version>/bin`.
 * Synchronous, so that it can decide `describe.skipIf` while the file is collected.
 */
export const findPostgres = (): PostgresAvailability => {
  let bin: string | undefined
  for (const dir of candidateDirs()) {
    const initdb = path.join(dir, "initdb")
    if (!isExecutable(initdb)) continue
    const real = path.dirname(fs.realpathSync(initdb))
    if (required.every((name) => isExecutable(path.join(real, name)))) {
      bin = real
      break
    }
  }
  if (bin === undefined) {
    return {
      available: false,
      reason: "PostgreSQL binaries (initdb, pg_ctl, postgres) not found on PATH or in /usr/lib/postgresql/*/bin: " +
        "install postgresql to run these tests"
    }
  }
  if (process.getuid?.() !== 0) return { available: true, bin, runAs: undefined }
  // initdb refuses to run as root.
  if (!isExecutable("/usr/sbin/runuser") && !isExecutable("/sbin/runuser")) {
    return {
      available: false,
      reason: "running as root and runuser is missing: cannot start PostgreSQL as another user"
    }
  }
  const runAs = ["postgres", "nobody"].find(userExists)
  if (runAs === undefined) {
    return { available: false, reason: "running as root and neither user postgres nor nobody exists" }
  }
  return { available: true, bin, runAs }
}

/** Prints why PostgreSQL tests are skipped (vitest shows skipped tests without a reason). */
export const reportSkip = (availability: PostgresAvailability): void => {
  if (!availability.available) console.warn(`[postgres tests skipped] ${availability.reason}`)
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => typeof address === "object" && address !== null ? resolve(address.port) : reject(address))
    })
  })

export const startPostgres = async (
  availability: PostgresAvailability = findPostgres(),
  options: { readonly database?: string } = {}
): Promise<PostgresServer> => {
  if (!availability.available) throw new Error(availability.reason)
  const { bin, runAs } = availability
  const database = options.database ?? "test"
  const exec = (file: string, args: ReadonlyArray<string>) =>
    runAs === undefined
      ? run(path.join(bin, file), [...args], { timeout: 120_000 })
      : run("runuser", ["-u", runAs, "--", path.join(bin, file), ...args], { timeout: 120_000 })

  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"))
  const data = path.join(root, "data")
  const log = path.join(root, "server.log")
  if (runAs !== undefined) {
    const uid = Number(spawnSync("id", ["-u", runAs]).stdout.toString().trim())
    const gid = Number(spawnSync("id", ["-g", runAs]).stdout.toString().trim())
    fs.chownSync(root, uid, gid)
  }

  let stopped = false
  const stopSync = () => {
    if (stopped) return
    stopped = true
    const args = ["stop", "-D", data, "-m", "immediate", "-w"]
    if (runAs === undefined) spawnSync(path.join(bin, "pg_ctl"), args, { stdio: "ignore" })
    else spawnSync("runuser", ["-u", runAs, "--", path.join(bin, "pg_ctl"), ...args], { stdio: "ignore" })
    fs.rmSync(root, { recursive: true, force: true })
  }
  // A crashed or interrupted test run must not leave a server behind.
  process.once("exit", stopSync)

  try {
    await exec("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"])
    // Another process may take the port between our probe and the server's bind: try a few.
    let port = 0
    for (let attempt = 1;; attempt++) {
      port = await freePort()
      const serverOptions = [
        `-p ${port}`,
        "-c listen_addresses=127.0.0.1",
        `-k ${root}`,
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=200"
      ].join(" ")
      try {
        await exec("pg_ctl", ["start", "-D", data, "-l", log, "-w", "-t", "60", "-o", serverOptions])
        break
      } catch (error) {
        if (attempt >= 3) throw error
      }
    }
    const createDatabase = async (name: string): Promise<string> => {
      if (!isExecutable(path.join(bin, "createdb"))) throw new Error(`createdb not found in ${bin}`)
      await exec("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name])
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    }
    const url = await createDatabase(database)
    return {
      url,
      host: "127.0.0.1",
      port,
      database,
      createDatabase,
      stop: async () => {
        process.removeListener("exit", stopSync)
        stopSync()
      }
    }
  } catch (error) {
    const serverLog = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : ""
    process.removeListener("exit", stopSync)
    stopSync()
    throw new Error(`could not start PostgreSQL: ${String(error)}\n${serverLog}`)
  }
}

/**
 * Runs `statement` in a transaction of a session of its own and keeps the transaction open (its locks held) until the
 * scope closes, then commits it.
 */
export const inOpenTransaction = (
  url: string,
  statement: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>
): Effect.Effect<void, never, Scope.Scope> =>
  Effect.gen(function*() {
    const ran = yield* Deferred.make<void>()
    const commit = yield* Deferred.make<void>()
    const holder = yield* Effect.forkDaemon(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.withTransaction(Effect.gen(function*() {
          yield* statement(sql)
          yield* Deferred.succeed(ran, undefined)
          yield* Deferred.await(commit)
        }))).pipe(
          // a name of its own: a test that ends the store's sessions by their name (`@effect/sql-pg`) must not end this
          // one, or the lock goes with them and a statement waiting on it may land before its own session ends
          Effect.provide(PgClient.layer({ url: Redacted.make(url), applicationName: "lock holder" })),
          Effect.orDie
        )
    )
    yield* Deferred.await(ran)
    yield* Effect.addFinalizer(() => Effect.zipRight(Deferred.succeed(commit, undefined), Fiber.await(holder)))
  })

/**
 * Holds `LOCK TABLE <table> IN ACCESS EXCLUSIVE MODE` in a session of its own (a migration's `ALTER TABLE`, an admin's
 * open transaction) until the scope closes: every statement on the table waits for it meanwhile.
 */
export const lockedTable = (url: string, table: string): Effect.Effect<void, never, Scope.Scope> =>
  inOpenTransaction(url, (sql) => sql`LOCK TABLE ${sql(table)} IN ACCESS EXCLUSIVE MODE`)

/** Makes every later session of the database at `url` run its transactions `SERIALIZABLE` by default. */
export const serializableByDefault = (url: string): Promise<unknown> =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql`ALTER DATABASE ${sql(new URL(url).pathname.slice(1))} SET default_transaction_isolation = 'serializable'`)
      .pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url) })))
  )

/**
 * A TCP proxy in front of `port` whose `blackHole` makes the connections open through it go silent, as a failover that
 * moved the server's address or a NAT that dropped their state leaves them: nothing passes either way and nothing
 * closes them. Connections opened later pass. `url` is `serverUrl` through the proxy.
 */
export const blackHoleProxy = (
  serverUrl: string,
  port: number
): Effect.Effect<{ readonly url: string; readonly blackHole: () => void }, never, Scope.Scope> =>
  Effect.gen(function*() {
    const open = new Set<net.Socket>()
    const silent = new WeakSet<net.Socket>()
    const proxy = net.createServer((client) => {
      const server = net.connect(port, "127.0.0.1")
      open.add(client)
      client.on("data", (data) => silent.has(client) || server.write(data))
      server.on("data", (data) => silent.has(client) || client.write(data))
      for (const [socket, other] of [[client, server], [server, client]]) {
        socket.on("error", () => other.destroy())
        socket.on("close", () => {
          open.delete(client)
          other.destroy()
        })
      }
    })
    const proxyPort = yield* Effect.acquireRelease(
      Effect.async<number>((resume) => {
        proxy.listen(0, "127.0.0.1", () => resume(Effect.succeed((proxy.address() as net.AddressInfo).port)))
      }),
      () =>
        Effect.sync(() => {
          open.forEach((socket) => socket.destroy())
          proxy.close()
        })
    )
    const url = new URL(serverUrl)
    url.port = String(proxyPort)
    return { url: url.toString(), blackHole: () => open.forEach((socket) => silent.add(socket)) }
  })

/** The statements of this database that wait on a lock, as `pg_stat_activity` shows them. */
export const waitingOnLocks = (url: string): Effect.Effect<ReadonlyArray<string>> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly query: string }>`SELECT query FROM pg_stat_activity
WHERE datname = current_database() AND wait_event_type = 'Lock'`).pipe(
      Effect.map((rows) => rows.map((row) => row.query)),
      Effect.provide(PgClient.layer({ url: Redacted.make(url) })),
      Effect.orDie
    )

/** Waits, in real time (a server's work does not follow `TestClock`), until `check` holds; dies after `timeoutMs`. */
export const waitUntil = <E, R>(check: Effect.Effect<boolean, E, R>, what: string, timeoutMs = 90_000) =>
  Effect.gen(function*() {
    const deadline = Date.now() + timeoutMs
    while (!(yield* check)) {
      if (Date.now() > deadline) return yield* Effect.dieMessage(`timed out waiting for ${what}`)
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 50)))
    }
  })

/**
 * A throwaway server for the enclosing `describe`'s tests: started before them, stopped after. Returns the server, to
 * be read inside the tests (`server().url`), once it has started.
 */
export const throwawayServer = (availability: PostgresAvailability): () => PostgresServer => {
  let server: PostgresServer | undefined
  beforeAll(async () => {
    server = await startPostgres(availability)
  }, 120_000)
  afterAll(() => server?.stop())
  return () => server!
}

/** Creates `schema` on the server at `url` (a store's table in a schema of its own). */
export const createSchema = (url: string, schema: string): Promise<unknown> =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql`CREATE SCHEMA IF NOT EXISTS ${sql(schema)}`).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(url) }))
    )
  )
