import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Simulate } from "effect-resilience"
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { program } from "../examples/simulate.js"
import { compile, type Compiled } from "./support/compiled.js"
import { hasFullDisk, runOnFullDisk } from "./support/fullDisk.js"

const root = fileURLToPath(new URL("..", import.meta.url))

const exec = (file: string, args: ReadonlyArray<string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(file, args, { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr })
    })
  })

// The CLI starts some twenty times: compiled once (support/compiled.ts), not under tsx's loader at each start. The
// help test runs it as the README says, with `npx tsx`.
let compiled: Compiled
const simulate = (args: ReadonlyArray<string>) => exec(process.execPath, [compiled.path, ...args])

describe("src/bin/simulate.ts", () => {
  beforeAll(async () => {
    compiled = await compile("src/bin/simulate.ts")
  })
  afterAll(() => compiled?.remove())

  it("prints the report as JSON, the same for the same seed, and writes the SVG", async () => {
    const dir = mkdtempSync(join(tmpdir(), "simulate-"))
    const args = ["--json", "--clients", "30", "--calls", "4", "--policy", "none", "--policy", "standard"]
    const first = await simulate([...args, "--out", join(dir, "chart.svg")])
    const second = await simulate(args)
    expect(first.code).toBe(0)
    expect(first.stderr).toBe("") // not a terminal: no progress bar
    const report = JSON.parse(first.stdout)
    expect(report.policies.map((p: { name: string }) => p.name)).toStrictEqual(["none", "standard"])
    expect(report.policies[0].calls).toBe(120)
    expect(second.stdout).toBe(first.stdout)
    expect(readFileSync(join(dir, "chart.svg"), "utf8")).toMatch(/^<svg/)
  }, 60_000)

  it.skipIf(!hasFullDisk)(
    "exits with 1 and says so on stderr when its output cannot be written (a full disk)",
    async () => {
      // The report is written at the end, in one go: the write's error comes on the next tick, once the run was over,
      // and the program exited 0 having written nothing, without a word.
      const result = await runOnFullDisk([compiled.path, "--clients", "5", "--calls", "2", "--policy", "none"])
      expect(result).toStrictEqual({
        code: 1,
        stderr: "cannot write the output: ENOSPC: no space left on device, write\n"
      })
    },
    60_000
  )

  it("prints a table without colours when stdout is not a terminal", async () => {
    const result = await simulate(["--clients", "20", "--calls", "3", "--policy", "exponential"])
    expect(result.stderr).toBe("")
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^policy\s+success\s+calls\/success/m)
    expect(result.stdout).toContain("requests per")
    expect(result.stdout).not.toContain("\u001b[")
  }, 60_000)

  it("prints its help without colours when stdout is not a terminal, run as the README says", async () => {
    const result = await exec("npx", ["tsx", "src/bin/simulate.ts", "--help"])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain("--clients")
    expect(result.stdout).not.toContain("\u001b[")
  }, 60_000)

  it("gives in its help the defaults a run takes (Simulate.defaults)", async () => {
    // it said 500 clients and a capacity of 250, where a run without the flags has 200 and 80
    const result = await simulate(["--help"])
    const d = Simulate.defaults
    for (
      const text of [
        `number of clients (${d.clients})`,
        `calls per client (${d.callsPerClient})`,
        `random seed (${d.seed})`,
        `0 for no limit (${d.capacity})`,
        `share of 429s (${d.faults?.rateLimited})`,
        `share of 500s (${d.faults?.serverError})`,
        `share of dropped streams (${d.faults?.droppedStream})`,
        `share of context overflows (${d.faults?.overflow})`
      ]
    ) expect(result.stdout).toContain(text)
  }, 60_000)

  it("names a scenario file's faults that are no object, rather than running other faults", async () => {
    // null ran the default faults, 5 and [] none at all
    const dir = mkdtempSync(join(tmpdir(), "simulate-"))
    const results = await Promise.all(["null", "5", "[]"].map(async (faults, i) => {
      const file = join(dir, `scenario-${i}.json`)
      writeFileSync(file, `{ "clients": 2, "callsPerClient": 1, "faults": ${faults} }`)
      return { faults, result: await simulate(["--scenario", file, "--rate-limited", "0.1", "--json"]) }
    }))
    for (const { faults, result } of results) {
      expect(result.stdout).toBe("")
      expect(result.stderr.trim()).toBe(`Invalid option "faults": expected an object, got ${faults}`)
      expect(result.code).toBe(1)
    }
  }, 120_000)

  it("names the bad field of a policy file and exits with 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "simulate-"))
    const file = join(dir, "policies.json")
    writeFileSync(file, JSON.stringify([{ name: "ok", retry: "standard" }, { name: "bad", retry: { base: "soon" } }]))
    const result = await simulate(["--policies", file])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`invalid policy file ${file}`)
    expect(result.stderr).toContain("[1].retry.base: Expected a duration")
    expect(result.stdout).toBe("")
  }, 60_000)

  it("runs the policies a scenario file names, as any other field of Simulate.Config", async () => {
    // `policies` in a scenario file was overwritten by the default ones, without a word
    const dir = mkdtempSync(join(tmpdir(), "simulate-"))
    const file = join(dir, "scenario.json")
    writeFileSync(
      file,
      JSON.stringify({ clients: 5, callsPerClient: 2, policies: [{ name: "mine", retry: "standard" }] })
    )
    const fromScenario = await simulate(["--scenario", file, "--json"])
    expect(fromScenario.code).toBe(0)
    expect(JSON.parse(fromScenario.stdout).policies.map((p: { name: string }) => p.name)).toStrictEqual(["mine"])
    // --policy overrides them, as any flag overrides the file
    const overridden = await simulate(["--scenario", file, "--policy", "none", "--json"])
    expect(JSON.parse(overridden.stdout).policies.map((p: { name: string }) => p.name)).toStrictEqual(["none"])
    writeFileSync(file, JSON.stringify({ policies: [{ name: "bad", retry: { base: "soon" } }] }))
    const bad = await simulate(["--scenario", file])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain(`invalid scenario file ${file}`)
    expect(bad.stderr).toContain("policies[0].retry.base: Expected a duration")
    expect(bad.stdout).toBe("")
  }, 60_000)

  it("refuses a scenario file that is no object, with one line and exit code 1", async () => {
    // `[]` and `5` were read as no field at all, and `null` crashed with a TypeError's stack
    const dir = mkdtempSync(join(tmpdir(), "simulate-"))
    const results = await Promise.all(["[]", "5", "null"].map(async (text, i) => {
      const file = join(dir, `scenario-${i}.json`)
      writeFileSync(file, text)
      return { file, text, result: await simulate(["--scenario", file, "--clients", "2", "--calls", "1"]) }
    }))
    for (const { file, result, text } of results) {
      expect(result.code).toBe(1)
      expect(result.stdout).toBe("")
      expect(result.stderr.trim()).toBe(
        `invalid scenario file ${file}: expected an object of Simulate.Config fields, got ${text}`
      )
    }
  }, 120_000)

  it("refuses a chart width below 1 before running, with one line and exit code 1", async () => {
    // formatChart now throws for it: once the run was over, that was a crash with a stack
    const result = await simulate(["--width", "0"])
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe("--width takes a number of columns, at least 1")
    expect(result.stdout).toBe("")
  }, 60_000)

  it("names a misspelt flag, with exit code 1 and no error dump", async () => {
    // @effect/cli reads what follows the options as a subcommand, so a misspelt flag was only "Invalid subcommand
    // for simulate - use 'aws'", and NodeRuntime logged the error again as `ERROR (#17): Error: {"_tag":…}`
    const result = await simulate(["--polcy", "standard", "--clients", "5", "--calls", "1"])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe("")
    expect(result.stderr).toContain("Received unknown argument: '--polcy'")
    expect(result.stderr).not.toMatch(/ERROR|_tag/)
  }, 60_000)

  it("says a bad value once, with exit code 1 and no error dump", async () => {
    const results = await Promise.all([["--clients", "x"], ["aws", "--bogus"]].map(simulate))
    for (const result of results) {
      expect(result.code).toBe(1)
      expect(result.stdout).toBe("")
      expect(result.stderr.trim().split("\n")).toHaveLength(1)
      expect(result.stderr).not.toMatch(/ERROR|_tag/)
    }
    expect(results.map((r) => r.stderr.trim())).toStrictEqual([
      "'x' is not a integer",
      "Received unknown argument: '--bogus'"
    ])
  }, 120_000)

  it("runs the AWS experiment", async () => {
    const result = await simulate(["aws", "--clients", "20", "--runs", "1", "--json"])
    expect(result.code).toBe(0)
    const out = JSON.parse(result.stdout)
    expect(out.results.map((r: { name: string }) => r.name)).toStrictEqual([
      "none",
      "exponential",
      "full",
      "equal",
      "decorrelated",
      "default"
    ])
  }, 60_000)
})

describe("examples/simulate.ts", () => {
  it.effect("compares three policies, one of them written as data", () =>
    Effect.gen(function*() {
      const { chart, report, table } = yield* program
      expect(report.policies.map((p) => p.name)).toStrictEqual(["exponential", "standard", "full-jitter+budget"])
      expect(table.split("\n")).toHaveLength(5)
      expect(chart).toContain("outage")
    }))
})
