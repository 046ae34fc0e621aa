// `npm run build`: the package as users install it, in a folder of its own (`build/` unless a folder is given), which
// `npm pack ./build` turns into the tarball and `npm publish ./build` publishes. Inside the repository the package's
// `exports` name `src/*.ts` (tsx, vitest and tsc read TypeScript, and nothing has to be rebuilt between edits); Node
// does not load TypeScript from `node_modules`, so the published package holds JavaScript and declarations instead:
//
//   package.json   the repository's, with `exports` naming dist/, Effect's packages as peer dependencies, and without
//                  the development fields
//   dist/          the compiled modules, their declarations and source maps
//   src/           the TypeScript the maps point to (an editor's "go to definition" lands in it), without src/bin (the
//                  demo and the simulator, which run from the repository)
//   README.md
//
//   node scripts/build.mjs [folder]
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

/** Written first into a build folder: a folder without it is never deleted, a build that stopped half-way is. */
const MARKER = ".effect-resilience-build"
const isBuild = (folder) => existsSync(join(folder, MARKER))

const root = resolve(fileURLToPath(new URL("..", import.meta.url)))
const out = resolve(process.argv[2] ?? join(root, "build"))
// inside the repository, next to its node_modules, from which the compiler resolves the dependencies' types
const inside = (folder) => out === folder || out.startsWith(folder + "/")
if (!inside(root) || out === root || inside(join(root, "src"))) {
  throw new Error(`the build folder must be a new folder inside the repository, outside src/: ${out}`)
}

// an earlier build is replaced; any other folder is left as it is
if (existsSync(out) && readdirSync(out).length > 0 && !isBuild(out)) {
  throw new Error(`${out} exists and holds no earlier build: give a new folder`)
}
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
writeFileSync(join(out, MARKER), "written by scripts/build.mjs: the folder is replaced by the next build\n")

// The sources are compiled where they are published, so that the maps point to them there (`../src/X.ts`).
// src/bin (the demo and the simulator) runs from the repository: it needs its dev dependencies
const bin = join(root, "src", "bin")
cpSync(join(root, "src"), join(out, "src"), { recursive: true, filter: (from) => from !== bin })
const config = join(out, "tsconfig.json")
writeFileSync(
  config,
  JSON.stringify({
    extends: join(root, "tsconfig.build.json"),
    compilerOptions: { rootDir: "src", outDir: "dist", typeRoots: [join(root, "node_modules", "@types")] },
    include: ["src"]
  })
)
const tsc = spawnSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", config], {
  stdio: "inherit"
})
rmSync(config)
if (tsc.status !== 0) process.exit(tsc.status ?? 1)

cpSync(join(root, "README.md"), join(out, "README.md"))

const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
// Each entry point of the repository's `exports` (`./src/X.ts`) becomes its compiled module and declaration.
const compiled = (source, extension) => source.replace(/^\.\/src\//, "./dist/").replace(/\.ts$/, extension)
const exports = Object.fromEntries(
  Object.entries(manifest.exports).map(([entry, { default: source }]) => [
    entry,
    { types: compiled(source, ".d.ts"), default: compiled(source, ".js") }
  ])
)
// Effect and its packages are the user's: one copy of each, shared with the program (Context tags, schemas and
// `instanceof` checks work across one copy only), as every @effect/* package declares `effect`.
const isEffect = (name) => name === "effect" || name.startsWith("@effect/")
const pick = (deps, keep) =>
  Object.fromEntries(Object.entries(deps ?? {}).filter(([name]) => imported(name) && keep(name)))
// a dependency only the repository's tools use (src/bin's CLI) is not the package's
const shipped = readdirSync(join(out, "src"), { recursive: true })
  .filter((file) => file.endsWith(".ts"))
  .map((file) => readFileSync(join(out, "src", file), "utf8"))
  .join("\n")
const lines = shipped.split("\n")
// loaded with the module that names it (a type-only import loads nothing)
const loadedStatically = (name) =>
  lines.some((line) => line.includes(`from "${name}`) && !line.startsWith("import type "))
const loadedLazily = (name) => shipped.includes(`import("${name}`)
const imported = (name) => loadedLazily(name) || shipped.includes(`from "${name}`)
// loaded only where a feature that needs it is built (a store, a FaultServer: internal/optionalPeer.ts): the program
// that uses the feature installs it
const isOptional = (name) => loadedLazily(name) && !loadedStatically(name)
const optionalPeers = Object.keys(manifest.dependencies).filter((name) => isOptional(name))

// The declarations still name an optional peer's types (a PostgreSQL store's options are its client's config), and a
// program's compiler reads them whether or not the program uses the store: where the peer is not installed, a project
// that checks its libraries' declarations (skipLibCheck off, the compiler's default) failed with "Cannot find module
// '@effect/sql-pg/PgClient'" in the package. The line that names one is told to the compiler as missing-allowed: without
// the peer its types are `any`, with it they are its own. The line added in front is added to the declaration's map too
// (an empty line of mappings), so that "go to definition" still lands on the source's line.
const IGNORE_MISSING = "// @ts-ignore an optional peer dependency: where it is not installed, what this names is `any`"
// a line of code: an example in a doc comment that imports one stays as it is written
const namesOptionalPeer = (line) =>
  !/^\s*(\*|\/\*|\/\/)/.test(line) &&
  optionalPeers.some((name) => line.includes(`from "${name}`) || line.includes(`import("${name}`))
for (const file of readdirSync(join(out, "dist"), { recursive: true }).filter((f) => f.endsWith(".d.ts"))) {
  const path = join(out, "dist", file)
  const declaration = readFileSync(path, "utf8").split("\n")
  const at = declaration.flatMap((line, i) => namesOptionalPeer(line) ? [i] : [])
  if (at.length === 0) continue
  const mapPath = `${path}.map`
  const map = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, "utf8")) : undefined
  const mappings = map?.mappings.split(";")
  for (const i of at.reverse()) {
    declaration.splice(i, 0, IGNORE_MISSING)
    mappings?.splice(i, 0, "")
  }
  writeFileSync(path, declaration.join("\n"))
  if (map !== undefined) writeFileSync(mapPath, JSON.stringify({ ...map, mappings: mappings.join(";") }))
}

const nonEmpty = (key, deps) => Object.keys(deps).length === 0 ? {} : { [key]: deps }
const published = {
  name: manifest.name,
  version: manifest.version,
  description: manifest.description,
  type: manifest.type,
  license: manifest.license,
  engines: manifest.engines,
  exports,
  ...nonEmpty("dependencies", pick(manifest.dependencies, (name) => !isEffect(name))),
  // a caret: a program on a later 3.x (or a later patch of a 0.x package) shares its copy
  peerDependencies: Object.fromEntries(
    Object.entries({ ...pick(manifest.dependencies, isEffect), ...manifest.peerDependencies }).map((
      [name, range]
    ) => [name, range.replace(/^~/, "^")])
  ),
  peerDependenciesMeta: {
    ...Object.fromEntries(
      optionalPeers.map((name) => [name, { optional: true }])
    ),
    ...manifest.peerDependenciesMeta
  },
  // the marker stays out (npm adds package.json and the README itself)
  files: ["dist", "src"]
}
writeFileSync(join(out, "package.json"), JSON.stringify(published, null, 2) + "\n")
console.log(`build: ${manifest.name}@${manifest.version} in ${out}`)
