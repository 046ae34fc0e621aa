// `npm run build`: the package as users install it, in a folder of its own (`build/` unless a folder is given), which
// `npm pack ./build` turns into the tarball and `npm publish ./build` publishes. Inside the repository the package's
// `exports` name `src/*.ts` (tsx, vitest and tsc read TypeScript, and nothing has to be rebuilt between edits); Node
// does not load TypeScript from `node_modules`, so the published package holds JavaScript and declarations instead:
//
//   package.json   the repository's, with `exports` naming dist/ and without the development fields
//   dist/          the compiled modules, their declarations and source maps
//   src/           the TypeScript the maps point to (an editor's "go to definition" lands in it)
//   README.md
//
//   node scripts/build.mjs [folder]
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

/** Whether `folder` holds a package this script wrote: its manifest names dist/ as the package's entry. */
const isBuild = (folder) => {
  try {
    const written = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"))
    return written.exports?.["."]?.default === "./dist/index.js"
  } catch {
    return false
  }
}

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

// The sources are compiled where they are published, so that the maps point to them there (`../src/X.ts`).
cpSync(join(root, "src"), join(out, "src"), { recursive: true })
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
const published = {
  name: manifest.name,
  version: manifest.version,
  description: manifest.description,
  type: manifest.type,
  license: manifest.license,
  engines: manifest.engines,
  exports,
  dependencies: manifest.dependencies,
  peerDependencies: manifest.peerDependencies,
  peerDependenciesMeta: manifest.peerDependenciesMeta
}
writeFileSync(join(out, "package.json"), JSON.stringify(published, null, 2) + "\n")
console.log(`build: ${manifest.name}@${manifest.version} in ${out}`)
