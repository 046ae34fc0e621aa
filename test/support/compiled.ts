/**
 * A TypeScript program compiled once into one JavaScript module, for tests that start it many times. Under tsx's
 * loader (support/tsx.ts) each start sends every module it loads (Effect's, @effect/cli's, the sources) through tsx's
 * resolve and load hooks: src/bin/simulate.ts took 5.5 s of CPU a start that way, 2.5 s compiled, and on CI's two
 * CPUs the suite is bound by CPU. esbuild compiles the program's own files as tsx does (tsx is esbuild's transform,
 * module by module), into one module; the packages stay imports that Node resolves from node_modules, as it does under
 * tsx, so the module is written inside the repository (`.tmp/`, ignored by git), where node_modules is found. Compiled
 * from the sources at each run, so a test sees the code as it is.
 */
import { build } from "esbuild"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("../..", import.meta.url))

export interface Compiled {
  /** The compiled module: `node <path> …args` runs the program. */
  readonly path: string
  /** Removes the module and its folder. */
  readonly remove: () => void
}

/** Compiles `file` (relative to the repository) into one ES module in a new folder under `.tmp/`. */
export const compile = async (file: string): Promise<Compiled> => {
  mkdirSync(join(root, ".tmp"), { recursive: true })
  const dir = mkdtempSync(join(root, ".tmp", "compiled-"))
  const path = join(dir, `${basename(file, ".ts")}.mjs`)
  try {
    await build({
      entryPoints: [join(root, file)],
      outfile: path,
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "silent"
    })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
