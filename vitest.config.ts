import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The classifier's test files share 7 MB of recorded failures: isolated, each file evaluated them anew (collect
    // took 105 s of a 404 s run); shared, they load once per worker (17 s; the run 275 s). No test changes a global
    // (no fakes, stubs or environment writes), so files do not see each other's state.
    isolate: false
  }
})
