/**
 * A command-line program whose output cannot be written: its stdout is /dev/full, where every write fails with ENOSPC,
 * as on a full disk. Linux has the device; elsewhere the tests that need it are skipped.
 */
import { spawn } from "node:child_process"
import { closeSync, existsSync, openSync } from "node:fs"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("../..", import.meta.url))

/** Whether this machine has /dev/full. */
export const hasFullDisk = existsSync("/dev/full")

/** Runs `node …args` from the repository's root with its stdout on /dev/full: its exit code, and what it said on stderr. */
export const runOnFullDisk = (args: ReadonlyArray<string>) => {
  const full = openSync("/dev/full", "w")
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", full, "pipe"] })
    let stderr = ""
    child.stderr?.on("data", (chunk) => stderr += chunk)
    child.on("close", (code) => resolve({ code, stderr }))
  }).finally(() => closeSync(full))
}
