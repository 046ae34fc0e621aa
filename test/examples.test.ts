/**
 * The examples are programs users copy from: each one that needs no outside service runs here as
 * a script (as `npx tsx examples/<file>.ts` runs it, with tsx's loader), and must exit 0 and print what proves it did
 * its job. `examples/opentelemetry.ts` is run by `Demo.otel.test.ts` (its script needs an OTLP collector).
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Console, Duration, Effect, Exit, Random } from "effect"
import { FaultServer, Testing } from "effect-resilience"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { program as classifyAndRetry } from "../examples/classify-and-retry.js"
import { program as policy } from "../examples/policy.js"
import { findPostgres, type PostgresServer, reportSkip, startPostgres } from "./support/postgres.js"
import { tsxArgs } from "./support/tsx.js"

const root = fileURLToPath(new URL("..", import.meta.url))

const TIMEOUT = 60_000

interface Finished {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

interface Running {
  readonly stdout: () => string
  readonly finished: Promise<Finished>
  /** Kills the whole process group: the example and any process it started. */
  readonly kill: () => void
}

const spawnExample = (
  file: string,
  args: ReadonlyArray<string> = [],
  env: Readonly<Record<string, string>> = {}
): Running => {
  const child = spawn(process.execPath, tsxArgs(`examples/${file}`, args), {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true
  })
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk) => stdout += chunk)
  child.stderr.on("data", (chunk) => stderr += chunk)
  const finished = new Promise<Finished>((resolve) => {
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })
  const kill = () => {
    try {
      process.kill(-child.pid!, "SIGKILL")
    } catch {
      // Already gone.
    }
  }
  return { stdout: () => stdout, finished, kill }
}

/** Runs an example to its end; one that outlives `timeoutMs` is killed and fails the test. */
const runExample = async (
  file: string,
  args: ReadonlyArray<string> = [],
  env: Readonly<Record<string, string>> = {},
  timeoutMs = TIMEOUT
): Promise<Finished> => {
  const running = spawnExample(file, args, env)
  const timer = setTimeout(running.kill, timeoutMs - 5_000)
  const result = await running.finished.finally(() => clearTimeout(timer))
  // The output in the failure message says why an example did not exit 0 (Effect logs to stdout).
  const output = (r: Finished) => r.code === 0 ? "" : `${r.stderr}${r.stdout}`.slice(-4000)
  expect({ code: result.code, output: output(result) }).toStrictEqual({ code: 0, output: "" })
  return result
}

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 45_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const capturingConsole = (lines: Array<string>) =>
  Effect.map(
    Console.consoleWith(Effect.succeed),
    (current): Console.Console =>
      Object.create(current, {
        log: { value: (...args: ReadonlyArray<unknown>) => Effect.sync(() => void lines.push(args.join(" "))) }
      })
  )

describe("examples/classify-and-retry.ts", () => {
  it.effect("retries the 503 and the 429 (at least its retry-after), and hands the overflow back by tag", () =>
    Effect.gen(function*() {
      const lines: Array<string> = []
      const run = yield* Testing.runWithTestClock(
        classifyAndRetry.pipe(
          Effect.withConsole(yield* capturingConsole(lines)),
          Effect.withRandom(Random.make("example"))
        )
      )
      expect(run.exit).toStrictEqual(Exit.succeed({
        first: "answer after 3 attempts: Paris.",
        second: "context overflow (210000 tokens, limit 200000): compact the history and ask again"
      }))
      expect(lines).toHaveLength(4)
      expect(lines[0]).toMatch(
        /^ {2}attempt 1: Retryable \(HTTP 503\): APIError: 503 upstream connect error -> waited \d+ ms$/
      )
      expect(lines[1]).toMatch(
        /^ {2}attempt 2: Retryable \(HTTP 429\): APIError: 429 rate limit exceeded -> waited \d+ ms$/
      )
      const waited = lines.slice(0, 2).map((line) => Number(/waited (\d+) ms/.exec(line)?.[1]))
      // RetrySchedule.standard, 2 s·1.5ⁿ with full jitter: the first wait is in [0, 2 s]; the second honours the 1 s hint
      expect(waited[0]).toBeGreaterThanOrEqual(0)
      expect(waited[0]).toBeLessThanOrEqual(2000)
      expect(waited[1]).toBeGreaterThanOrEqual(1000)
      expect(Math.abs(Duration.toMillis(run.elapsed) - waited[0] - waited[1])).toBeLessThanOrEqual(1)
    }))
})

describe("examples/policy.ts", () => {
  it.effect("the hung tool call is cut at its 2 s deadline and retried; the 503 is retried", () =>
    Effect.gen(function*() {
      const lines: Array<string> = []
      const run = yield* Testing.runWithTestClock(
        policy.pipe(Effect.withConsole(yield* capturingConsole(lines)), Effect.withRandom(Random.make("policy")))
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(lines).toStrictEqual([
        "(model) To answer \"What is the weather in Lyon?\" I will call the weather tool.",
        "(tool) 18°C and clear in Lyon",
        "weather breaker: Closed"
      ])
      // the 2 s deadline of the first tool call, plus two backoffs of full jitter (each in [0, 2 s]: their sum was below
      // 1 s in one unseeded run, so the random draws are seeded)
      expect(Duration.toMillis(run.elapsed)).toBeGreaterThanOrEqual(2000)
      expect(Duration.toMillis(run.elapsed)).toBeLessThanOrEqual(6000)
    }))
})

describe.concurrent("the examples run as scripts", () => {
  it("classify-and-retry.ts", async () => {
    const { stdout } = await runExample("classify-and-retry.ts")
    expect(stdout).toMatch(/^ {2}attempt 1: Retryable \(HTTP 503\).* -> waited \d+ ms$/m)
    expect(stdout).toMatch(/^ {2}attempt 2: Retryable \(HTTP 429\).* -> waited \d+ ms$/m)
    expect(stdout).toMatch(/^answer after 3 attempts: Paris\.$/m)
    expect(stdout).toMatch(/^context overflow \(210000 tokens, limit 200000\)/m)
  }, TIMEOUT)

  it("policy.ts: both answers come from retries (the first model call fails, the first tool call hangs)", async () => {
    const { stdout } = await runExample("policy.ts")
    expect(stdout.trim().split("\n")).toStrictEqual([
      "(model) To answer \"What is the weather in Lyon?\" I will call the weather tool.",
      "(tool) 18°C and clear in Lyon",
      "weather breaker: Closed"
    ])
  }, TIMEOUT)

  it("model-corrects-arguments.ts: INVALID_ARGUMENTS, the corrected call, then the answer", async () => {
    const { stdout } = await runExample("model-corrects-arguments.ts")
    const lines = stdout.trim().split("\n")
    expect(lines).toHaveLength(6)
    expect(lines[0]).toBe("user  : What is the GIL?")
    expect(lines[1]).toBe("model → search({\"query\":42})")
    expect(lines[2]).toMatch(/^tool {2}← \{"error":\{"code":"INVALID_ARGUMENTS",.*query: Expected string, actual 42/)
    expect(lines[3]).toBe("model → search({\"query\":\"GIL\"})")
    expect(lines[4]).toMatch(/^tool {2}← \["The global interpreter lock \(GIL\)/)
    expect(lines[5]).toMatch(/^model : The GIL is CPython's global interpreter lock/)
  }, TIMEOUT)

  it("effect-ai.ts: the tool's result and the answer built from it", async () => {
    const { stdout } = await runExample("effect-ai.ts")
    expect(stdout.trimEnd().split("\n")).toStrictEqual([
      "  tool get_weather → {\"celsius\":18,\"sky\":\"clear\"}",
      "answer after 2 steps: In Paris it is 18°C and clear."
    ])
  }, TIMEOUT)

  it("simulate.ts: a table with the three policies and the chart", async () => {
    // CPU-bound (6 s alone): a full suite beside other busy processes (load average 4.5 on two cores) outran 60 s once
    const { stdout } = await runExample("simulate.ts", [], {}, 3 * TIMEOUT)
    const lines = stdout.split("\n")
    expect(lines[0]).toMatch(/^policy +success +calls\/success +p50 +p95 +p99/)
    for (const [row, name] of ["exponential", "standard", "full-jitter+budget"].entries()) {
      expect(lines[row + 2]).toMatch(new RegExp(`^${name.replace("+", "\\+")} +\\d+\\.\\d %`))
    }
    expect(stdout).toMatch(/outage/)
  }, 3 * TIMEOUT)

  it.live(
    "quick-start.ts: against the fault server, retries the 503 and compacts after the overflow",
    () =>
      Effect.gen(function*() {
        const server = yield* FaultServer.make({
          model: FaultServer.custom((request) => FaultServer.text(`You asked: ${request.lastUserText}`)),
          faults: FaultServer.parseSchedule("503@1,overflow@2")
        })
        const { stdout } = yield* Effect.promise(() =>
          runExample("quick-start.ts", ["What is the capital of France?"], {
            OPENAI_BASE_URL: server.url,
            OPENAI_API_KEY: "sk-quick-start"
          })
        )
        expect(stdout.trim()).toBe("You asked: What is the capital of France?")
        const requests = yield* server.requests
        expect(requests.map((r) => [r.api, r.fault, r.status])).toStrictEqual([
          ["chat", "503", 503],
          ["chat", "overflow", 400],
          ["chat", undefined, 200]
        ])
      }).pipe(Effect.scoped),
    TIMEOUT
  )

  const pg = findPostgres()
  reportSkip(pg)
  describe.skipIf(!pg.available)("many-workers.ts on a throwaway PostgreSQL", () => {
    let database: PostgresServer | undefined
    const workers: Array<Running> = []
    beforeAll(async () => {
      database = await startPostgres(pg)
    }, TIMEOUT)
    // also when the test timed out: the workers never end by themselves
    afterAll(async () => {
      for (const worker of workers) worker.kill()
      await database?.stop()
    })

    it("two workers, one submitted turn: it completes and the email is sent once", async () => {
      const env = { DATABASE_URL: database!.url }
      workers.push(spawnExample("many-workers.ts", ["worker"], env), spawnExample("many-workers.ts", ["worker"], env))
      const sent = () => workers.flatMap((w) => w.stdout().split("\n").filter((line) => line.startsWith("sending")))
      try {
        const { stdout } = await runExample("many-workers.ts", ["submit", "Email Ada the report"], env)
        const id = /^started (turn_\S+)$/m.exec(stdout)?.[1]
        expect(id).toBeDefined()
        await waitFor("a worker to send the email", () => sent().length > 0)
        await waitFor("the turn to complete", async () => {
          const status = await runExample("many-workers.ts", ["status", id!], env)
          return status.stdout.includes(`${id}: Completed after 2 step(s), 0 retries in a row (0 in all)`)
        })
        expect(sent()).toHaveLength(1)
        expect(sent()[0]).toMatch(/^sending "The report" to ada@example\.com \(Idempotency-Key: (?!-\))\S+\)$/)
      } finally {
        for (const worker of workers) worker.kill()
      }
      // two workers, the submit and each status check are processes of their own, and each wait may take 45 s: on a
      // loaded machine (load average 4 on two cores) they outran 60 s once
    }, 3 * TIMEOUT)
  })
})
