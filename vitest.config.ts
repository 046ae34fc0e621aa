import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The classifier's test files share 7 MB of recorded failures: isolated, each file evaluated them anew (collect
    // took 105 s of a 404 s run); shared, they load once per worker (17 s; the run 275 s). No test changes a global
    // (no fakes, stubs or environment writes), so files do not see each other's state.
    isolate: false,
    // Vitest runs one file per CPU less one: on a 2-CPU machine (CI's) one at a time, though the slowest files mostly
    // wait on child processes, servers and real timeouts. Two at a time there: the whole suite 490 s -> 340 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1
  }
})
