// `npm run check`: type-checks src, test, examples and bench (tsconfig.json: src with the same options as its own
// build; the published package's declarations are type-checked by test/package.test.ts), and every TypeScript block
// of the README and of src's JSDoc (scripts/check-examples.mjs). The two are independent, so they run at once: on two
// cores that takes the longer of them, not their sum. The project's check keeps its build state under
// node_modules/.cache, so a second run re-checks only what changed.
import { spawn } from "node:child_process"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const tsc = join(root, "node_modules", "typescript", "bin", "tsc")
const buildInfo = join(root, "node_modules", ".cache", "effect-resilience", "check.tsbuildinfo")

const run = (name, args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("error", (error) => resolve({ name, status: 1, output: `${output}${name} did not run: ${error.message}\n` }))
    child.on("close", (status, signal) =>
      resolve({ name, status: status ?? 1, output: signal === null ? output : `${output}${name}: killed by ${signal}\n` }))
  })

const results = await Promise.all([
  run("tsc -p tsconfig.json", [tsc, "-p", "tsconfig.json", "--incremental", "--tsBuildInfoFile", buildInfo]),
  run("check-examples", [join(root, "scripts", "check-examples.mjs")])
])
for (const { name, output, status } of results) {
  if (output.length > 0) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`)
  if (status !== 0) console.error(`${name} failed (exit ${status})`)
}
process.exit(results.every((r) => r.status === 0) ? 0 : 1)
