import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { Turn, TurnStore } from "effect-resilience"
import { type ChildProcess, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { compile, type Compiled } from "./support/compiled.js"

// compiled once for the run (support/compiled.ts)
let child: Compiled

const groups = new Set<number>()
// kill the whole group, so that nothing the worker started outlives it
const killGroup = (pid: number) => {
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}

interface Running {
  readonly proc: ChildProcess
  readonly done: Promise<{ stdout: string; stderr: string; code: number | null; signal: NodeJS.Signals | null }>
}

const start = (args: ReadonlyArray<string>): Running => {
  const proc = spawn(process.execPath, [child.path, ...args], { stdio: ["ignore", "pipe", "pipe"], detached: true })
  groups.add(proc.pid!)
  let stdout = ""
  let stderr = ""
  proc.stdout!.on("data", (chunk) => (stdout += String(chunk)))
  proc.stderr!.on("data", (chunk) => (stderr += String(chunk)))
  const done = new Promise<{ stdout: string; stderr: string; code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      proc.on("error", reject)
      proc.on("close", (code, signal) => {
        groups.delete(proc.pid!)
        resolve({ stdout, stderr, code, signal })
      })
    }
  )
  return { proc, done }
}

const lines = (file: string) => fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter((l) => l) : []

/** Reads the turn from the SQLite file the child writes, as a second process would. */
const readTurn = (db: string) =>
  Effect.runPromise(
    Turn.get("restart").pipe(Effect.option, Effect.provide(TurnStore.layerSqlite({ filename: db })))
  )

describe("a durable turn survives SIGKILL (child processes, real SQLite file)", () => {
  let dir: string
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "turn-restart-"))
    child = await compile("test/support/child/turn-worker.ts")
  })
  afterAll(() => {
    groups.forEach(killGroup)
    fs.rmSync(dir, { recursive: true, force: true })
    child?.remove()
  })

  it("killed while RetryScheduled, resumed and completed by a new process; the tool ran once", async () => {
    const db = path.join(dir, "turns.db")
    const log = path.join(dir, "sent.log")

    const first = start([db, log, "outage"])
    let seen: Turn.Turn | undefined
    for (let i = 0; i < 600 && seen === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      const turn = await readTurn(db).catch(() => undefined)
      if (turn?._tag === "Some" && turn.value.state._tag === "RetryScheduled") seen = turn.value
    }
    expect(seen, "the turn never reached RetryScheduled").toBeDefined()
    killGroup(first.proc.pid!)
    const killed = await first.done
    expect(killed.signal === "SIGKILL" || killed.code === 137 || killed.code === null).toBe(true)
    expect(lines(log)).toHaveLength(1)
    const [sentLine] = lines(log)

    // What the dead process left: the tool step saved, the model's outage scheduled for later.
    const left = await readTurn(db)
    expect(left._tag).toBe("Some")
    const stored = (left as { value: Turn.Turn }).value
    expect(stored.state._tag).toBe("RetryScheduled")
    expect(stored.counters.cumulativeRetries).toBeGreaterThanOrEqual(1)
    expect(stored.history.map((m) => m._tag)).toEqual(["UserMessage", "AssistantMessage", "ToolMessage"])

    const second = start([db, log, "recover"])
    const result = await second.done
    expect(result.code, result.stderr).toBe(0)
    const final = Schema.decodeUnknownSync(Turn.Turn)(JSON.parse(result.stdout.trim().split("\n").at(-1)!))
    expect(final.state._tag).toBe("Completed")
    expect(final.history.map((m) => m._tag)).toEqual([
      "UserMessage",
      "AssistantMessage",
      "ToolMessage",
      "AssistantMessage"
    ])
    expect((final.history[3] as { content: string }).content).toBe(`sent by ${/running (\d+)/.exec(result.stdout)![1]}`)
    expect(final.counters.consecutiveRetries).toBe(0)
    expect(final.counters.cumulativeRetries).toBeGreaterThanOrEqual(stored.counters.cumulativeRetries)
    // The side effect happened once, in the first process, and never again.
    expect(lines(log)).toEqual([sentLine])
    expect(final.history[2]).toMatchObject({ toolCallId: "call_send", isError: false })
  }, 120_000)
})
