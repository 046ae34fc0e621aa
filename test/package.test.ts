import { describe, expect, it } from "@effect/vitest"
import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, isAbsolute, join } from "node:path"
import { fileURLToPath } from "node:url"

// The package as `npm run build` writes it and `npm pack` packs it, installed into a project of its own and used from
// plain Node (which loads no TypeScript from node_modules) and from the compiler (through its declarations alone).

const root = fileURLToPath(new URL("..", import.meta.url))
// inside the repository: the consumer resolves the package's dependencies from the repository's node_modules
const work = join(root, ".tmp", `package-${process.pid}`)
const build = join(work, "build")
const consumer = join(work, "consumer")
const installed = join(consumer, "node_modules", "effect-resilience")

const run = (file: string, args: ReadonlyArray<string>, cwd: string) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      file,
      args,
      { cwd, timeout: 150_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr })
    )
  })

const node = (args: ReadonlyArray<string>, cwd = root) => run(process.execPath, args, cwd)
const tsc = (args: ReadonlyArray<string>, cwd: string) =>
  node([join(root, "node_modules", "typescript", "bin", "tsc"), ...args], cwd)

// A consumer's program: a classification, a retry layer over a flaky call, and the `@effect/ai` entry point.
const program = `
import { Effect } from "effect"
import { Classify, Failure, Retry, RetrySchedule } from "effect-resilience"
import { AiModel } from "effect-resilience/ai"

const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })
let calls = 0
const flaky = Effect.suspend(() =>
  ++calls < 3 ? Effect.fail(Object.assign(new Error("Service Unavailable"), { status: 503 })) : Effect.succeed("ok")
)
const answer = await Effect.runPromise(
  flaky.pipe(Retry.retry({ schedule: RetrySchedule.exponential("1 millis").pipe(RetrySchedule.maxRetries(3)) }))
)
console.log(JSON.stringify({
  tag: Classify.classify(reset)._tag,
  isFailure: Classify.classify(reset) instanceof Failure.Retryable,
  answer,
  calls,
  ai: typeof AiModel,
  resolved: import.meta.resolve("effect-resilience")
}))
`

// Reports every database driver or HTTP server module the program loads (the hooks run beside it: stderr is theirs).
// They run on a thread of their own, whose process.stderr reaches fd 2 through the main thread: a line the main thread
// had not relayed when the program exited was lost (seen in a full run on a loaded machine), so they write to fd 2.
const hooks = `
import { writeSync } from "node:fs"
export async function resolve(specifier, context, next) {
  if (/^@effect\\/(sql-pg|sql-sqlite-node|platform-node)|^pg$|^better-sqlite3$/.test(specifier)) {
    writeSync(2, "loaded " + specifier + "\\n")
  }
  return next(specifier, context)
}
`
const register = `import { register } from "node:module"\nregister("./hooks.mjs", import.meta.url)\n`

// A store on SQLite from the package: the driver loads when the store is built.
const store = `
import { Effect, Option } from "effect"
import { TurnStore } from "effect-resilience"

const found = await Effect.runPromise(
  Effect.flatMap(TurnStore.TurnStore, (store) => store.get("no such turn")).pipe(
    Effect.provide(TurnStore.layerSqlite({ filename: "turns.db" }))
  )
)
console.log(JSON.stringify({ found: Option.isSome(found) }))
`

// The same through the declarations: it type-checks, and a wrong use does not (the types are not \`any\`).
const typed = `
import { Effect } from "effect"
import { Classify, type Failure, Retry, RetrySchedule } from "effect-resilience"

export const failure: Failure.AgentFailure = Classify.classify(new Error("boom"))
export const tag: "Retryable" | "Fatal" | "Permanent" | "ContextOverflow" = failure._tag
export const retried: Effect.Effect<number, unknown> = Effect.succeed(1).pipe(
  Retry.retry({ schedule: RetrySchedule.standard })
)
// @ts-expect-error a failure is no number
export const wrong: number = Classify.classify(1)
`

// A project that installed the package with its required peers only (as npm does: it installs no optional peer): its
// compiler checks the package's declarations too (skipLibCheck is off unless a tsconfig turns it on; once, under
// Node's resolution: it reads all of Effect's declarations), the types resolve under a bundler's resolution too, and a
// store it builds says which driver to install.
const bareCompilerOptions = {
  target: "ES2022",
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: false,
  types: ["node"],
  typeRoots: [join(root, "node_modules", "@types")]
}
const bareStore = `
import { Cause, Effect, Exit } from "effect"
import { Classify, TurnStore } from "effect-resilience"

const exit = await Effect.runPromiseExit(
  Effect.flatMap(TurnStore.TurnStore, (store) => store.get("no such turn")).pipe(
    Effect.provide(TurnStore.layerSqlite({ filename: "turns.db" }))
  )
)
console.log(JSON.stringify({
  tag: Classify.classify(new Error("boom"))._tag,
  store: Exit.isFailure(exit) ? String(Cause.squash(exit.cause)) : "built"
}))
`

describe("the published package", () => {
  it(
    "builds, packs, installs and runs from plain Node (no driver loaded until a store is built), and type-checks from its declarations alone",
    async () => {
      rmSync(work, { recursive: true, force: true })
      mkdirSync(installed, { recursive: true })
      const bareWork = mkdtempSync(join(tmpdir(), "effect-resilience-bare-"))
      try {
        const built = await node(["scripts/build.mjs", build])
        expect(built.stderr).toBe("")
        expect(built.code).toBe(0)

        const packed = await run("npm", ["pack", build, "--pack-destination", work, "--json"], work)
        expect(packed.code, packed.stderr).toBe(0)
        const [{ filename, files }] = JSON.parse(packed.stdout) as ReadonlyArray<{
          readonly filename: string
          readonly files: ReadonlyArray<{ readonly path: string }>
        }>
        const paths = files.map((f) => f.path)
        expect(paths).toEqual(expect.arrayContaining([
          "package.json",
          "README.md",
          "dist/index.js",
          "dist/index.d.ts",
          "dist/Ai.js",
          "dist/internal/classify/tables.js",
          "src/index.ts"
        ]))
        // the development files stay in the repository, and so do the demo and the simulator (src/bin)
        expect(paths.filter((p) => /^(test|bench|examples|scripts|node_modules)\/|tsconfig|bin\//.test(p))).toEqual([])

        const unpacked = await run("tar", ["-xzf", join(work, filename), "-C", installed, "--strip-components=1"], work)
        expect(unpacked.code, unpacked.stderr).toBe(0)
        const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"))
        expect(manifest.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" })
        expect(manifest.devDependencies).toBeUndefined()
        // Effect's packages are the program's own (one copy each); what only src/bin imports is not asked for
        expect(manifest.dependencies).toBeUndefined()
        expect(manifest.peerDependencies).toMatchObject({ effect: "^3.22.4", "@effect/sql": expect.any(String) })
        expect(manifest.peerDependencies["@effect/cli"]).toBeUndefined()
        // the drivers and the HTTP server load only where a store or a FaultServer is built
        expect(manifest.peerDependenciesMeta).toMatchObject({
          "@effect/sql-pg": { optional: true },
          "@effect/sql-sqlite-node": { optional: true },
          "@effect/platform-node": { optional: true }
        })
        expect(paths).not.toContain(".effect-resilience-build")
        expect(manifest.scripts).toBeUndefined()
        // the maps point to the sources the package holds
        const map = JSON.parse(readFileSync(join(installed, "dist", "index.js.map"), "utf8"))
        expect(map.sources).toEqual(["../src/index.ts"])

        // a project of its own, so that `effect-resilience` is not the repository's own name (which resolves to src/)
        writeFileSync(
          join(consumer, "package.json"),
          JSON.stringify({ name: "consumer", private: true, type: "module" })
        )
        writeFileSync(join(consumer, "main.mjs"), program)
        writeFileSync(join(consumer, "hooks.mjs"), hooks)
        writeFileSync(join(consumer, "register.mjs"), register)
        writeFileSync(join(consumer, "store.mjs"), store)
        writeFileSync(join(consumer, "typed.ts"), typed)
        writeFileSync(
          join(consumer, "tsconfig.json"),
          JSON.stringify({
            compilerOptions: {
              module: "NodeNext",
              moduleResolution: "NodeNext",
              target: "ES2022",
              strict: true,
              exactOptionalPropertyTypes: true,
              noEmit: true,
              skipLibCheck: true,
              types: ["node"],
              typeRoots: [join(root, "node_modules", "@types")]
            },
            files: ["typed.ts"]
          })
        )
        // three independent processes, at once; the compiler once: its diagnostics, and the files it read (--listFiles:
        // each an absolute path on a line)
        const [ran, stored, checked] = await Promise.all([
          node(["--import", "./register.mjs", "main.mjs"], consumer),
          node(["--import", "./register.mjs", "store.mjs"], consumer),
          tsc(["-p", ".", "--listFiles"], consumer)
        ])

        // importing the package and retrying a call loads no database driver and no HTTP server
        expect(ran.stderr).toBe("")
        expect(JSON.parse(ran.stdout)).toEqual({
          tag: "Retryable",
          isFailure: true,
          answer: "ok",
          calls: 3,
          ai: "object",
          resolved: `file://${join(installed, "dist", "index.js")}`
        })

        expect(stored.stderr).toBe("loaded @effect/sql-sqlite-node/SqliteClient\nloaded better-sqlite3\n")
        expect(JSON.parse(stored.stdout)).toEqual({ found: false })

        const listed = checked.stdout.split("\n").filter((line) => line !== "")
        expect(listed.filter((line) => !isAbsolute(line)).join("\n") + checked.stderr).toBe("")
        expect(checked.code).toBe(0)
        // the declarations name nothing from the repository's sources
        expect(listed).toContain(join(installed, "dist", "index.d.ts"))
        expect(listed.filter((file) => file.startsWith(join(root, "src")))).toEqual([])

        // outside the repository, whose node_modules hold every optional peer: the required ones are links to its copies
        const bare = join(bareWork, "consumer")
        const bareInstalled = join(bare, "node_modules", "effect-resilience")
        mkdirSync(bareInstalled, { recursive: true })
        const untarred = await run(
          "tar",
          ["-xzf", join(work, filename), "-C", bareInstalled, "--strip-components=1"],
          work
        )
        expect(untarred.code, untarred.stderr).toBe(0)
        const optional = Object.keys(manifest.peerDependenciesMeta)
        for (const peer of Object.keys(manifest.peerDependencies).filter((name) => !optional.includes(name))) {
          mkdirSync(dirname(join(bare, "node_modules", peer)), { recursive: true })
          symlinkSync(join(root, "node_modules", peer), join(bare, "node_modules", peer))
        }
        writeFileSync(join(bare, "package.json"), JSON.stringify({ name: "bare", private: true, type: "module" }))
        writeFileSync(join(bare, "typed.ts"), typed)
        writeFileSync(join(bare, "store.mjs"), bareStore)
        const configs = {
          "tsconfig.node.json": { module: "Node16", moduleResolution: "Node16" },
          "tsconfig.bundler.json": { module: "Preserve", moduleResolution: "Bundler", skipLibCheck: true }
        }
        for (const [name, resolution] of Object.entries(configs)) {
          writeFileSync(
            join(bare, name),
            JSON.stringify({ compilerOptions: { ...bareCompilerOptions, ...resolution }, files: ["typed.ts"] })
          )
        }
        const [bareRan, ...bareChecked] = await Promise.all([
          node(["store.mjs"], bare),
          ...Object.keys(configs).map((name) => tsc(["-p", name], bare))
        ])
        expect(bareRan.stderr).toBe("")
        expect(JSON.parse(bareRan.stdout)).toEqual({
          tag: "Fatal",
          store:
            "Error: a SQLite store needs the optional peer dependency @effect/sql-sqlite-node: npm install @effect/sql-sqlite-node"
        })
        for (const checked of bareChecked) {
          expect(checked.stdout + checked.stderr).toBe("")
          expect(checked.code).toBe(0)
        }
      } finally {
        rmSync(work, { recursive: true, force: true })
        rmSync(bareWork, { recursive: true, force: true })
      }
    },
    400_000
  )
})
