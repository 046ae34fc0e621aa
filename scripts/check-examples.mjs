// `npm run check`'s last step: type-checks every ```ts block of the README and of the JSDoc in `src/` (the public
// modules' examples) as a module of its own, so that the examples cannot drift from the API. A block imports the
// library by its package name, which resolves to `src/` (package.json's `exports`). A README block that continues
// another, or shows a part of a program, gets what it needs from an HTML comment right above it, which the README
// does not show:
//
//   <!-- ts-setup
//   import { Effect } from "effect"
//   declare const callModel: Effect.Effect<string, unknown>
//   const program = Effect.gen(function*() {
//   /* the block */
//   })
//   -->
//
// The block goes where the `/* the block */` line stands, or after the setup when there is none. A block whose info
// string says more than `ts` (```ts fragment) is an excerpt that no setup makes a program, and is not checked. Errors
// are reported at the line of the README or source file they are on.
//
//   node scripts/check-examples.mjs [file…]     (default: README.md and src/*.ts)
import { spawnSync } from "node:child_process"
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const sources = process.argv.length > 2
  ? process.argv.slice(2).map((f) => resolve(f))
  : [
    join(root, "README.md"),
    ...readdirSync(join(root, "src")).filter((f) => f.endsWith(".ts")).sort().map((f) => join(root, "src", f))
  ]
// Inside the package, so that the blocks' `effect-resilience` imports resolve to it; one folder per run.
const dir = join(root, ".tmp", `examples-${process.pid}`)

const SETUP_START = "<!-- ts-setup"
const SETUP_END = "-->"
const PLACE = "/* the block */"

/**
 * The text a reader sees: a Markdown file as it is; of a TypeScript file, its comments' lines without their leading
 * ` * ` (other lines blank, so that a fence is found only in a comment). Lines keep their numbers.
 */
const readable = (path, text) =>
  path.endsWith(".ts")
    ? text.split("\n").map((l) => (/^\s*\*(?!\/)/.test(l) ? l.replace(/^\s*\* ?/, "") : ""))
    : text.split("\n")

/** The setup comment that ends on the line above `fence` (0-based), as its code lines and their numbers, or none. */
const setupAbove = (lines, fence) => {
  if (fence === 0 || lines[fence - 1].trim() !== SETUP_END) return undefined
  let start = fence - 2
  while (start >= 0 && !lines[start].startsWith(SETUP_START)) {
    if (lines[start].startsWith("```")) return undefined
    start--
  }
  if (start < 0) return undefined
  const code = []
  for (let i = start + 1; i < fence - 1; i++) code.push({ text: lines[i], line: i + 1 })
  return code
}

/** The ```ts blocks of `lines`, each as its module's lines with the line each comes from; excerpts counted apart. */
const blocksOf = (lines) => {
  const blocks = []
  let excerpts = 0
  for (let i = 0; i < lines.length; i++) {
    const fence = /^(`{3,})(.*)$/.exec(lines[i])
    if (fence === null) continue
    // the block ends at a line of backticks alone, at least as many as opened it
    const closing = new RegExp(`^${fence[1]}\`*\\s*$`)
    let end = i + 1
    while (end < lines.length && !closing.test(lines[end])) end++
    const info = fence[2].trim().split(/\s+/)
    if (info[0] === "ts") {
      if (info.length > 1) {
        excerpts++
      } else {
        const block = []
        for (let k = i + 1; k < end; k++) block.push({ text: lines[k], line: k + 1 })
        const setup = setupAbove(lines, i) ?? []
        const at = setup.findIndex((l) => l.text.trim() === PLACE)
        blocks.push(at < 0 ? [...setup, ...block] : [...setup.slice(0, at), ...block, ...setup.slice(at + 1)])
      }
    }
    i = end
  }
  return { blocks, excerpts }
}

const modules = new Map() // module file → [shown source path, source line of each of its lines]
let excerpts = 0
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
try {
  for (const source of sources) {
    const shown = relative(process.cwd(), source) || source
    const found = blocksOf(readable(source, readFileSync(source, "utf8")))
    excerpts += found.excerpts
    for (const block of found.blocks) {
      const name = `m${modules.size}.ts`
      modules.set(name, [shown, block.map((l) => l.line)])
      // a module of its own, whatever the block exports
      writeFileSync(join(dir, name), `${block.map((l) => l.text).join("\n")}\nexport {}\n`)
    }
  }
  if (modules.size === 0) {
    console.error(`no \`\`\`ts block to check in ${sources.map((s) => relative(process.cwd(), s) || s).join(", ")}`)
    process.exit(1)
  }
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      extends: relative(dir, join(root, "tsconfig.base.json")),
      // a block may declare what it only shows
      compilerOptions: { noUnusedLocals: false },
      include: ["*.ts"]
    })
  )
  const tsc = spawnSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", dir], {
    encoding: "utf8"
  })
  const output = `${tsc.stdout}${tsc.stderr}`.replace(
    /^(?:.*[\\/])?(m\d+\.ts)\((\d+),(\d+)\)/gm,
    (whole, name, line, column) => {
      const at = modules.get(name)
      return at === undefined ? whole : `${at[0]}:${at[1][Number(line) - 1] ?? "?"}:${column}`
    }
  )
  const counted = `${modules.size} TypeScript ${modules.size === 1 ? "block" : "blocks"} in ${sources.length} ${
    sources.length === 1 ? "file" : "files"
  }`
  const skipped = excerpts > 0 ? ` (${excerpts} marked as an excerpt, \`\`\`ts fragment, not checked)` : ""
  if (tsc.status !== 0) {
    process.stdout.write(output)
    console.error(`a TypeScript block does not type-check, of ${counted}${skipped}`)
    process.exit(1)
  }
  console.log(`${counted} type-check${skipped}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
