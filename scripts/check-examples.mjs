// `npm run check`'s last step: type-checks every TypeScript block of the README and of the JSDoc comments in `src/`
// (the public modules' examples), each as a module of its own, so that the examples cannot drift from the API. A
// block imports the library by its package name, which resolves to `src/` (package.json's `exports`). A block is
// fenced with ``` or ~~~ and `ts` or `typescript`, indented too (in a list item). A block that continues another, or
// shows a part of a program, gets what it needs from an HTML comment that ends on the line right above its fence,
// which the rendered page does not show:
//
//   <!-- ts-setup
//   import { Effect } from "effect"
//   declare const callModel: Effect.Effect<string, unknown>
//   const program = Effect.gen(function*() {
//   /* the block */
//   })
//   -->
//
// (`<!-- ts-setup` and `-->` each alone on their line.) The block goes where the `/* the block */` line stands, or
// after the setup when there is none. A block with `fragment` in its info string (```ts fragment) is an excerpt that
// no setup makes a program, and is not checked. Errors are reported at the line of the README or source file they
// are on.
//
//   node scripts/check-examples.mjs [file…]     (default: README.md and src/*.ts)
import { spawnSync } from "node:child_process"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync
} from "node:fs"
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
// The blocks import src/, which the compiler checks with them, though `npm run check`'s other half checks it anyway:
// a README of one block took 17 s of CPU, 6 s once src/'s checks were kept. So the compiler's build state is kept
// between runs (beside check.mjs's), and a run checks again only what changed (the blocks each time: their folder is
// new). A run on given files keeps its own: a global declaration file that the README's blocks load and theirs do
// not makes the compiler check every file again. Each run starts from a copy of it and puts its own in place with a
// rename, so that runs at the same time never read a half-written one.
const cache = join(root, "node_modules", ".cache", "effect-resilience")
const buildInfo = join(cache, process.argv.length > 2 ? "examples-given.tsbuildinfo" : "examples.tsbuildinfo")
const ownBuildInfo = join(cache, `examples-${process.pid}.tsbuildinfo`)

/** A path as the messages show it: from where the check was started. */
const shown = (path) => relative(process.cwd(), path) || path

const SETUP_START = "<!-- ts-setup"
const SETUP_END = "-->"
const PLACE = "/* the block */"
const LANGUAGES = new Set(["ts", "typescript"])

/**
 * The text a reader sees: a Markdown file as it is; of a TypeScript file, the lines of its JSDoc comments (`/** … *\/`)
 * without their leading ` * `, every other line blank, so that a fence is found only in one. Lines keep their numbers.
 * A comment that repeats an earlier one of the file is blank too: a function's doc is copied onto each of its overloads
 * (as Effect's sources do, so that an editor shows it at a call), and its examples are checked once.
 */
const readable = (path, text) => {
  const lines = text.split("\n")
  if (!path.endsWith(".ts")) return lines
  const read = lines.map(() => "")
  const seen = new Set()
  let start = -1
  for (let i = 0; i < lines.length; i++) {
    let rest = lines[i]
    if (start < 0) {
      const open = rest.indexOf("/**")
      if (open < 0) continue
      start = i
      rest = rest.slice(open + 3).replace(/^ /, "")
    } else {
      rest = rest.replace(/^\s*\*(?!\/) ?/, "")
    }
    const close = rest.indexOf("*/")
    read[i] = close >= 0 ? rest.slice(0, close) : rest
    if (close < 0) continue
    const doc = read.slice(start, i + 1).map((line) => line.trim()).join("\n")
    if (seen.has(doc)) read.fill("", start, i + 1)
    seen.add(doc)
    start = -1
  }
  return read
}

const indentOf = (line) => line.length - line.trimStart().length

/** `line` without up to `indent` leading blanks (a block indented in a list item). */
const dedent = (line, indent) => line.slice(Math.min(indent, indentOf(line)))

/**
 * The setup comment whose `-->` is the line above the fence at `fence` (0-based), as its code lines and their numbers;
 * none when that line is no `-->`, or the comment it ends is not a setup.
 */
const setupAbove = (lines, fence) => {
  if (fence === 0 || lines[fence - 1].trim() !== SETUP_END) return undefined
  for (let start = fence - 2; start >= 0; start--) {
    const line = lines[start].trim()
    if (line === SETUP_START) {
      const code = []
      for (let i = start + 1; i < fence - 1; i++) {
        code.push({ text: dedent(lines[i], indentOf(lines[start])), line: i + 1 })
      }
      return code
    }
    // another comment, or a code block: the `-->` above the fence ends something else
    if (line === SETUP_END || line.startsWith("<!--") || line.startsWith("```") || line.startsWith("~~~")) {
      return undefined
    }
  }
  return undefined
}

/**
 * The TypeScript blocks of `lines` (fenced with ``` or ~~~, `ts` or `typescript`, indented too), each as its module's
 * lines with the line each comes from; excerpts (`fragment` in the info string) counted apart.
 */
const blocksOf = (lines) => {
  const blocks = []
  let excerpts = 0
  for (let i = 0; i < lines.length; i++) {
    const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i])
    if (fence === null) continue
    const indent = fence[1].length
    // the block ends at a fence of the same character, at least as long, alone on its line (or at the end)
    const closing = new RegExp(`^\\s*\\${fence[2][0]}{${fence[2].length},}\\s*$`)
    let end = i + 1
    while (end < lines.length && !closing.test(lines[end])) end++
    const info = fence[3].trim().split(/\s+/)
    if (LANGUAGES.has(info[0])) {
      if (info.includes("fragment")) {
        excerpts++
      } else {
        const block = []
        for (let k = i + 1; k < end; k++) block.push({ text: dedent(lines[k], indent), line: k + 1 })
        const setup = setupAbove(lines, i) ?? []
        const at = setup.findIndex((l) => l.text.trim() === PLACE)
        const module = at < 0 ? [...setup, ...block] : [...setup.slice(0, at), ...block, ...setup.slice(at + 1)]
        // what is appended after the block is reported at the block's last line
        blocks.push([...module, { text: "export {}", line: end }])
      }
    }
    i = end
  }
  return { blocks, excerpts }
}

/** Writes the blocks of `sources` as modules in `dir`, type-checks them, and returns the exit code. */
const check = () => {
  const modules = new Map() // module file → its source, and the source line of each of its lines
  let excerpts = 0
  for (const source of sources) {
    const found = blocksOf(readable(source, readFileSync(source, "utf8")))
    excerpts += found.excerpts
    for (const block of found.blocks) {
      const name = `m${modules.size}.ts`
      modules.set(name, { source: shown(source), lines: block.map((l) => l.line) })
      // a module of its own, whatever the block exports (the last line)
      writeFileSync(join(dir, name), `${block.map((l) => l.text).join("\n")}\n`)
    }
  }
  if (modules.size === 0) {
    console.error(`no TypeScript block to check in ${sources.map(shown).join(", ")}`)
    return 1
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
  mkdirSync(cache, { recursive: true })
  if (existsSync(buildInfo)) copyFileSync(buildInfo, ownBuildInfo)
  const tsc = spawnSync(
    process.execPath,
    [
      join(root, "node_modules", "typescript", "bin", "tsc"),
      "-p",
      dir,
      "--incremental",
      "--tsBuildInfoFile",
      ownBuildInfo
    ],
    { encoding: "utf8" }
  )
  if (tsc.error !== undefined || tsc.status === null) {
    console.error(`tsc did not run: ${tsc.error?.message ?? `killed by ${tsc.signal}`}`)
    return 1
  }
  if (existsSync(ownBuildInfo)) renameSync(ownBuildInfo, buildInfo)
  const output = `${tsc.stdout}${tsc.stderr}`.replace(
    /^(?:.*[\\/])?(m\d+\.ts)\((\d+),(\d+)\)/gm,
    (whole, name, line, column) => {
      const at = modules.get(name)
      return at === undefined ? whole : `${at.source}:${at.lines[Number(line) - 1]}:${column}`
    }
  )
  const counted = `${modules.size} TypeScript ${modules.size === 1 ? "block" : "blocks"} in ${sources.length} ${
    sources.length === 1 ? "file" : "files"
  }`
  const skipped = excerpts > 0 ? ` (${excerpts} marked as an excerpt, \`\`\`ts fragment, not checked)` : ""
  if (tsc.status !== 0) {
    process.stdout.write(output)
    console.error(`a TypeScript block does not type-check, of ${counted}${skipped}`)
    return 1
  }
  console.log(`${counted} type-check${skipped}`)
  return 0
}

rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
try {
  process.exitCode = check()
} finally {
  rmSync(dir, { recursive: true, force: true })
  rmSync(ownBuildInfo, { force: true })
}
