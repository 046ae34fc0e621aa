import { describe, expect, it } from "@effect/vitest"
import { type ChildProcess, execFile, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { hasFullDisk, runOnFullDisk } from "./support/fullDisk.js"
import { tsxArgs } from "./support/tsx.js"

const root = fileURLToPath(new URL("..", import.meta.url))

/** `npm start -- …args`: `tsx src/bin/main.ts …args`, in one process (support/tsx.ts). */
const runMain = (args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(process.execPath, tsxArgs("src/bin/main.ts", args), {
      cwd: root,
      timeout: 120_000,
      env: { ...process.env, ...env }
    })
    let stdout = ""
    let stderr = ""
    child.stdout?.on("data", (chunk) => stdout += chunk)
    child.stderr?.on("data", (chunk) => stderr += chunk)
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })

/**
 * Starts the demo and calls `act` with the child at its first output matching `at` (after the `store` line); resolves
 * once it has exited, with whether the temporary directory of its database is still there.
 */
const interrupted = (args: ReadonlyArray<string>, at: RegExp, act: (child: ChildProcess) => void) =>
  new Promise<{ code: number | null; signal: string | null; stderr: string; dbDirLeft: boolean }>((resolve) => {
    const child = spawn(process.execPath, tsxArgs("src/bin/main.ts", args), { cwd: root })
    let stdout = ""
    let stderr = ""
    let db: string | undefined
    child.stdout.on("data", (chunk) => {
      stdout += chunk
      if (db === undefined && at.test(stdout)) {
        db = /^ {2}store {5}(\S+)/m.exec(stdout)?.[1]
        act(child)
      }
    })
    child.stdout.on("error", () => {})
    child.stderr.on("data", (chunk) => stderr += chunk)
    child.on(
      "close",
      (code, signal) => resolve({ code, signal, stderr, dbDirLeft: db === undefined || existsSync(dirname(db)) })
    )
  })

// The demo waits on real time (its timeouts and backoffs) more than it computes: the three run at once.
describe.concurrent("npm start", () => {
  it("runs the demo to a Completed turn, printing attempts, breaker changes, tool results and a summary", async () => {
    const dir = mkdtempSync(join(tmpdir(), "start-test-"))
    try {
      const db = join(dir, "kept", "demo.db")
      const { code, stderr, stdout } = await runMain(["--seed", "1", "--db", db])
      expect(code, stderr).toBe(0)
      // not a terminal: no colour codes, no spinner
      expect(stdout).not.toMatch(/\u001b\[/)
      expect(stderr).toBe("")
      const lines = stdout.split("\n")
      const has = (pattern: RegExp) => expect(lines).toContainEqual(expect.stringMatching(pattern))
      has(/^ {2}provider {2}http:\/\/127\.0\.0\.1:\d+\/v1 /)
      has(new RegExp(`^  store     ${db.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `))
      has(/attempt {2}#1 POST \/v1\/responses$/)
      has(/retry {4}\[openai\] #1 Retryable \(HTTP 503\): .* → wait \d+ms$/)
      has(/retry {4}\[openai\] #2 Retryable \(HTTP 429, retry after 1s\): .* → wait 1s$/)
      has(/Retryable: the stream dropped mid-flight/)
      has(/breaker {2}openai: Closed → Open/)
      has(/breaker {2}openai: HalfOpen → Closed/)
      has(/tool {5}✗ slow_lookup → \{"error":\{"code":"TIMEOUT"/)
      has(/tool {5}✓ save_note → \{"noteId":1\}/)
      has(/worker {3}worker-2 claims turn_/)
      has(/turn {5}turn_\w+ v\d+ RetryScheduled/)
      has(/turn {5}turn_\w+ v\d+ Completed {2}step 3 saved$/)
      has(/^summary$/)
      has(/^model calls +4 \(12 HTTP requests, \d+ attempts\)$/)
      has(/^failures by tag +Retryable ×\d+$/)
      has(/^idempotency +executed ×1, replayed ×1; demo_notes holds 1 row\(s\) for this turn$/)
      has(/^turn +turn_\w+ Completed after 3 steps/)
      has(/^answer +Shortlist: .*TIMEOUT/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it("Ctrl-C under npm start (the signal comes twice, passed on by npm and tsx) cleans up and exits 130", async () => {
    // runMain removed its handler at the first SIGINT: the second killed the process before the temporary directory
    // (and the database in it) was removed; and a stop exited 0, as if the demo had run to its end.
    const result = await interrupted([], /attempt {2}#1 /, (child) => {
      child.kill("SIGINT")
      child.kill("SIGINT")
    })
    expect(result).toStrictEqual({ code: 130, signal: null, stderr: "", dbDirLeft: false })
  }, 120_000)

  it("piped into a reader that stops early (| head), stops quietly and cleans up", async () => {
    // the write's EPIPE crashed the process with a stack trace, leaving the temporary directory behind
    const result = await interrupted(["--faults", "none"], /^ {2}store .*\n/m, (child) => child.stdout?.destroy())
    expect(result).toStrictEqual({ code: 0, signal: null, stderr: "", dbDirLeft: false })
  }, 120_000)

  it.skipIf(!hasFullDisk)(
    "with an output that cannot be written (a full disk), stops, says why on stderr and exits 1",
    async () => {
      // it stopped with exit code 1 but printed nothing: no word of why
      const result = await runOnFullDisk(tsxArgs("src/bin/main.ts", ["--faults", "none"]))
      expect(result).toStrictEqual({
        code: 1,
        stderr: "cannot write the output: ENOSPC: no space left on device, write\n"
      })
    },
    120_000
  )

  it("--help explains the options", async () => {
    const { code, stdout } = await runMain(["--help"])
    expect(code).toBe(0)
    for (const option of ["--faults", "--seed", "--db", "--verbose", "--metrics"]) expect(stdout).toContain(option)
    expect(stdout).toContain("503@1,429@2,drop@4")
    expect(stdout).toMatch(/stream-error \(an error event mid-stream\)/)
    expect(stdout).not.toContain("\u001b[") // not a terminal: no colour codes
  }, 120_000)

  it("an invalid --faults value fails with a clear message and a non-zero exit code", async () => {
    const { code, stderr, stdout } = await runMain(["--faults", "teapot@1"])
    expect(code).not.toBe(0)
    const all = stdout + stderr
    expect(all).toContain("Invalid option \"--faults\"")
    expect(all).toContain("Fault names: 429, 429-no-retry-after")
    expect(all).not.toMatch(/^\s+at /m) // no stack trace
  }, 120_000)
})
