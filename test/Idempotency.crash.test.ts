import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Idempotency from "../src/Idempotency.js"
import { compile, type Compiled } from "./support/compiled.js"

// started six times: compiled once (support/compiled.ts)
let child: Compiled
const Result = Schema.Struct({ line: Schema.String, pid: Schema.Number, at: Schema.Date })

interface ChildRun {
  readonly stdout: string
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
}

const groups = new Set<number>()
// the whole group, so that nothing the child started outlives it
const killGroup = (pid: number) => {
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}

/** Runs the child to its end; `killWhen` kills it with SIGKILL as soon as its output contains that text. */
const runChild = (args: ReadonlyArray<string>, killWhen?: string): Promise<ChildRun> =>
  new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child.path, ...args], { stdio: ["ignore", "pipe", "pipe"], detached: true })
    groups.add(proc.pid!)
    proc.on("exit", () => groups.delete(proc.pid!))
    let stdout = ""
    let stderr = ""
    proc.stdout.on("data", (chunk) => {
      stdout += String(chunk)
      if (killWhen !== undefined && stdout.includes(killWhen)) killGroup(proc.pid!)
    })
    proc.stderr.on("data", (chunk) => (stderr += String(chunk)))
    proc.on("error", reject)
    proc.on(
      "close",
      (code, signal) => code === 1 ? reject(new Error(`child failed: ${stderr}`)) : resolve({ stdout, code, signal })
    )
  })

const killed = (run: ChildRun) => run.signal === "SIGKILL"

const lines = (file: string) => fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter((l) => l) : []

describe("Idempotency crash recovery (child processes, real SQLite file)", () => {
  let dir: string
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "idem-crash-"))
    child = await compile("test/support/child/idempotent-append.ts")
  })
  afterAll(() => {
    groups.forEach(killGroup)
    fs.rmSync(dir, { recursive: true, force: true })
    child?.remove()
  })

  it("a call that completed before the process died is not performed again on replay", async () => {
    const db = path.join(dir, "a.db")
    const log = path.join(dir, "a.log")
    const key = Idempotency.makeKey({ turnId: "turn_1", callId: "call_1", tool: "append", args: { text: "hi" } })

    const first = await runChild([db, log, key, "crash-after-store"])
    expect(killed(first)).toBe(true)
    expect(lines(log)).toHaveLength(1)
    const stored = JSON.parse(first.stdout.trim())

    const replay = await runChild([db, log, key, "replay"])
    expect(replay.code).toBe(0)
    expect(JSON.parse(replay.stdout.trim())).toEqual(stored)
    expect(lines(log)).toEqual([stored.line])

    // And in this process: the stored result, decoded, with no new side effect.
    const local = await Effect.runPromise(
      Idempotency.run(key, Result, Effect.die("the side effect must not run again")).pipe(
        Effect.provide(Idempotency.layerSqlite({ filename: db }))
      )
    )
    expect(local.line).toBe(stored.line)
    expect(local.at).toBeInstanceOf(Date)
    expect(local.at.toISOString()).toBe(stored.at)
    expect(lines(log)).toHaveLength(1)
  }, 60_000)

  it("a holder killed mid-call leaves a claim that fails with LeaseExpired, or is taken over when asked", async () => {
    const db = path.join(dir, "b.db")
    const log = path.join(dir, "b.log")
    const key = Idempotency.makeKey({ turnId: "turn_1", callId: "call_2", tool: "append", args: { text: "hi" } })

    const holder = await runChild([db, log, key, "hang", "--lease", "1500"], "claimed")
    expect(killed(holder)).toBe(true)
    expect(lines(log)).toHaveLength(0)

    // The replay waits for the dead holder's lease to end, then refuses to guess.
    const refused = await runChild([db, log, key, "replay"])
    expect(refused.stdout.trim()).toBe("error LeaseExpired")
    expect(lines(log)).toHaveLength(0)

    const takenOver = await runChild([db, log, key, "replay", "--takeover"])
    expect(takenOver.code).toBe(0)
    const result = JSON.parse(takenOver.stdout.trim())
    expect(lines(log)).toEqual([result.line])

    const again = await runChild([db, log, key, "replay"])
    expect(JSON.parse(again.stdout.trim())).toEqual(result)
    expect(lines(log)).toHaveLength(1)
  }, 90_000)
})
