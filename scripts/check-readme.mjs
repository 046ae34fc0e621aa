// `npm run check`'s last step: type-checks every ```ts block of the README as a module of its own, so that the
// examples cannot drift from the API. A block imports the library by its package name, which resolves to `src/`
// (package.json's `exports`). A block that continues another, or shows a part of a program, gets what it needs from
// an HTML comment right above it, which the README does not show:
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
// are reported at their README line.
//
//   node scripts/check-readme.mjs [README.md]
import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const readme = resolve(process.argv[2] ?? join(root, "README.md"))
const shown = relative(process.cwd(), readme) || readme
// Inside the package, so that the blocks' `effect-resilience` imports resolve to it; one folder per run.
const dir = join(root, ".tmp", `readme-${process.pid}`)

const SETUP_START = "<!-- ts-setup"
const SETUP_END = "-->"
const PLACE = "/* the block */"

/**
 * The setup comment that ends on the line above `fence` (0-based), as its code lines and their README lines, or none.
 */
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

/** The ```ts blocks of `text`, each as its file's lines with the README line of each; excerpts counted apart. */
const blocksOf = (text) => {
  const lines = text.split("\n")
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
        const file = at < 0 ? [...setup, ...block] : [...setup.slice(0, at), ...block, ...setup.slice(at + 1)]
        blocks.push({ first: i + 2, file })
      }
    }
    i = end
  }
  return { blocks, excerpts }
}

const { blocks, excerpts } = blocksOf(readFileSync(readme, "utf8"))
if (blocks.length === 0) {
  console.error(`${shown}: no \`\`\`ts block to check`)
  process.exit(1)
}
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
try {
  const files = new Map()
  for (const { file, first } of blocks) {
    const name = `L${first}.ts`
    files.set(name, file.map((l) => l.line))
    // a module of its own, whatever the block exports
    writeFileSync(join(dir, name), `${file.map((l) => l.text).join("\n")}\nexport {}\n`)
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
    /^(?:.*[\\/])?(L\d+\.ts)\((\d+),(\d+)\)/gm,
    (whole, file, line, column) =>
      files.has(file) ? `${shown}:${files.get(file)[Number(line) - 1] ?? "?"}:${column}` : whole
  )
  if (tsc.status !== 0) {
    process.stdout.write(output)
    console.error(`${shown}: a TypeScript block does not type-check (${blocks.length} checked)`)
    process.exit(1)
  }
  console.log(
    `${shown}: ${blocks.length} TypeScript blocks type-check` +
      (excerpts > 0 ? ` (${excerpts} marked as an excerpt, \`\`\`ts fragment, not checked)` : "")
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
