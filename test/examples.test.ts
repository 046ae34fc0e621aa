import { describe, expect, it } from "@effect/vitest"
import { Console, Duration, Effect, Exit, Random } from "effect"
import { Testing } from "effect-resilience"
import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"
import { program } from "../examples/classify-and-retry.js"

const root = fileURLToPath(new URL("..", import.meta.url))

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
        program.pipe(Effect.withConsole(yield* capturingConsole(lines)), Effect.withRandom(Random.make("example")))
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
      // decorrelated jitter: the first wait is in [500 ms, 1.5 s]; the second honours the 1 s hint
      expect(waited[0]).toBeGreaterThanOrEqual(500)
      expect(waited[0]).toBeLessThanOrEqual(1500)
      expect(waited[1]).toBeGreaterThanOrEqual(1000)
      expect(Math.abs(Duration.toMillis(run.elapsed) - waited[0] - waited[1])).toBeLessThanOrEqual(1)
    }))

  it("runs as a script and exits 0", async () => {
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = execFile("npx", ["tsx", "examples/classify-and-retry.ts"], { cwd: root, timeout: 60_000 })
      let stdout = ""
      child.stdout?.on("data", (chunk) => stdout += chunk)
      child.on("close", (code) => resolve({ code, stdout }))
    })
    expect(code).toBe(0)
    expect(stdout).toMatch(/answer after 3 attempts: Paris\./)
    expect(stdout).toMatch(/context overflow \(210000 tokens, limit 200000\)/)
  }, 60_000)
})
