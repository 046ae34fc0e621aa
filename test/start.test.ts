import { describe, expect, it } from "@effect/vitest"
import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))

const runMain = () =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile("npx", ["tsx", "src/bin/main.ts"], { cwd: root, timeout: 60_000 })
    let stdout = ""
    let stderr = ""
    child.stdout?.on("data", (chunk) => stdout += chunk)
    child.stderr?.on("data", (chunk) => stderr += chunk)
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })

describe("npm start", () => {
  it("retries a 503 and a 429 (honouring retry-after: 1) from a loopback server, then prints the answer", async () => {
    const { code, stderr, stdout } = await runMain()
    expect(code, stderr).toBe(0)
    const lines = stdout.trim().split("\n")
    const expected = [
      /^a flaky model endpoint at http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: 503, then 429/,
      /^attempt 1: POST http:\/\/127\.0\.0\.1:\d+\//,
      /^ {2}model: attempt 1 failed with Retryable \(HTTP 503\): ResponseError: .*; retrying in \d+ms$/,
      /^attempt 2: POST /,
      /^ {2}model: attempt 2 failed with Retryable \(HTTP 429\): ResponseError: .*; retry after 1s; retrying in 1s( \d+ms)?$/,
      /^attempt 3: POST /,
      /^answer after 3 attempts in \ds( \d+ms)?: Paris\.$/
    ]
    expect(lines).toHaveLength(expected.length)
    lines.forEach((line, i) => expect(line).toMatch(expected[i]))
  }, 60_000)
})
