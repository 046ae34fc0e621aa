// Compiles the benchmarks and the library sources they import into one ES module, the way a user's
// build would (no `keepNames`: tsx keeps names by wrapping every function it creates in a helper
// call, which would charge the library for the test runner's convenience), then runs it.
// The bundle is written under node_modules/.bench so that its bare imports resolve from node_modules.
// Third-party packages stay external, so effect, cockatiel and p-retry run from node_modules as shipped.
import { build } from "esbuild"
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const entry = process.argv[2] ?? "bench/index.ts"
const outfile = join(root, "node_modules", ".bench", "bench.mjs")
await build({
  entryPoints: [join(root, entry)],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  keepNames: false,
  sourcemap: "inline",
  logLevel: "warning"
})
// BENCH_NODE_ARGS passes flags to node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a run.
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter((a) => a.length > 0) ?? []
const result = spawnSync(process.execPath, [...nodeArgs, "--expose-gc", "--enable-source-maps", outfile, ...process.argv.slice(3)], {
  stdio: "inherit",
  cwd: root
})
process.exit(result.status ?? 1)
