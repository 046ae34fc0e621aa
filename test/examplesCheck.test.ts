import { describe, expect, it } from "@effect/vitest"
import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
// where the check writes its modules, a folder per run
const tmp = join(root, ".tmp")

const check = (file: string) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ["scripts/check-examples.mjs", file],
      { cwd: root, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), output: stdout + stderr })
    )
  })

const withFile = async <A>(name: string, text: string, f: (path: string) => Promise<A>): Promise<A> => {
  const dir = mkdtempSync(join(tmpdir(), "examples-check-"))
  try {
    const path = join(dir, name)
    writeFileSync(path, text)
    return await f(path)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// line 1 of each text is the title; the line numbers below are the README's
const good = [
  "# A README",
  "",
  "```ts",
  "import { Effect } from \"effect\"",
  "import { Retry, RetrySchedule } from \"effect-resilience\"",
  "",
  "export const call = Effect.succeed(1).pipe(Retry.retry({ schedule: RetrySchedule.standard }))",
  "```",
  "",
  "<!-- ts-setup",
  "import { Effect } from \"effect\"",
  "declare const callModel: Effect.Effect<string, unknown>",
  "export const program = Effect.gen(function*() {",
  "/* the block */",
  "  return answer",
  "})",
  "-->",
  "```ts",
  "const answer = yield* callModel",
  "```",
  "",
  "```ts fragment",
  "breaker: { consecutiveFailures: 10 }",
  "```",
  "",
  "```sh",
  "npm test",
  "```"
].join("\n")

describe("scripts/check-examples.mjs (npm run check: the ts blocks of the README and the JSDoc)", () => {
  it("type-checks each ts block, with the setup above it, and leaves excerpts and other languages alone", async () => {
    const { code, output } = await withFile("README.md", good, check)
    expect(code, output).toBe(0)
    expect(output).toContain(
      "2 TypeScript blocks in 1 file type-check (1 marked as an excerpt, ```ts fragment, not checked)"
    )
  }, 120_000)

  it("fails on a block that does not type-check, naming its README line and column", async () => {
    const bad = good.replace("  return answer", "  return answer.size").replace(
      "RetrySchedule.standard }",
      "RetrySchedule.standrd }"
    )
    const { code, output } = await withFile("README.md", bad, check)
    expect(code).toBe(1)
    // the block's own line (7) and a setup line (15), each at its README line
    expect(output).toMatch(/README\.md:7:\d+: error TS2551: Property 'standrd' does not exist/)
    expect(output).toMatch(/README\.md:15:\d+: error TS2339: Property 'size' does not exist on type 'string'/)
    expect(output).toContain("a TypeScript block does not type-check, of 2 TypeScript blocks in 1 file")
  }, 120_000)

  it("fails when the README has no TypeScript block at all", async () => {
    const { code, output } = await withFile("README.md", "# A README\n\n```sh\nnpm test\n```\n", check)
    expect(code).toBe(1)
    expect(output).toContain("no TypeScript block to check")
  }, 120_000)

  // a JSDoc comment whose example fails on line 7 of the file it starts
  const badDoc = [
    "/**",
    " * Retries a call.",
    " *",
    " * ```ts",
    " * import { Retry } from \"effect-resilience\"",
    " *",
    " * export const layer = Retry.retryy",
    " * ```",
    " */"
  ]

  it("checks a source file's JSDoc blocks, not its code, and names the source line", async () => {
    const source = [
      ...badDoc,
      "export const notChecked: number = \"the code is the compiler's business, not this check's\""
    ].join("\n")
    const { code, output } = await withFile("Module.ts", source, check)
    expect(code).toBe(1)
    expect(output).toMatch(/Module\.ts:7:\d+: error TS2551: Property 'retryy' does not exist/)
    expect(output).not.toContain("notChecked")
    expect(output).toContain("of 1 TypeScript block in 1 file")
  }, 120_000)

  it("checks a doc copied onto a function's overloads once, at the function's own comment", async () => {
    const source = [
      ...badDoc,
      "export const retry: {",
      ...badDoc.map((line) => `  ${line}`),
      "  (n: number): number",
      ...badDoc.map((line) => `  ${line}`),
      "  (s: string): string",
      "} = (u: any) => u"
    ].join("\n")
    const { code, output } = await withFile("Module.ts", source, check)
    expect(code).toBe(1)
    expect(output).toMatch(/Module\.ts:7:\d+: error TS2551: Property 'retryy' does not exist/)
    expect(output.match(/error TS2551/g)).toHaveLength(1)
    expect(output).toContain("of 1 TypeScript block in 1 file")
  }, 120_000)

  it("checks blocks indented in a list and fenced with ~~~, and takes no other comment for a setup", async () => {
    const text = [
      "# A README", //                                         1
      "", //                                                   2
      "1. A step:", //                                         3
      "", //                                                   4
      "   ```ts", //                                           5
      "   import { Retry } from \"effect-resilience\"", //     6
      "   export const a = Retry.retryy", //                   7
      "   ```", //                                             8
      "", //                                                   9
      "<!-- a note, not a setup:", //                          10
      "declare const two: number", //                          11
      "-->", //                                                12
      "~~~typescript", //                                      13
      "export const b: number = two", //                       14
      "~~~" //                                                 15
    ].join("\n")
    const { code, output } = await withFile("README.md", text, check)
    expect(code).toBe(1)
    expect(output).toMatch(/README\.md:7:\d+: error TS2551: Property 'retryy' does not exist/)
    // were the note taken for a setup, `two` would be declared
    expect(output).toMatch(/README\.md:14:\d+: error TS2304: Cannot find name 'two'/)
    expect(output).toContain("of 2 TypeScript blocks in 1 file")
  }, 120_000)

  it("leaves no folder behind, whether the blocks type-check or not", async () => {
    const before = existsSync(tmp) ? readdirSync(tmp).filter((f) => f.startsWith("examples-")) : []
    await withFile("README.md", good, check)
    await withFile("README.md", good.replace("RetrySchedule.standard }", "RetrySchedule.standrd }"), check)
    const after = existsSync(tmp) ? readdirSync(tmp).filter((f) => f.startsWith("examples-")) : []
    expect(after.filter((f) => !before.includes(f))).toEqual([])
  }, 120_000)
})
