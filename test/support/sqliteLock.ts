/**
 * Another process holding a SQLite file's write lock (a backup, a migration, a person's sqlite3 session), past any busy
 * timeout: resolves once the lock is held, with the function that ends that process.
 */
import { spawn } from "node:child_process"

export const holdWriteLock = async (file: string): Promise<() => void> => {
  const holder = spawn(process.execPath, [
    "-e",
    `const db = new (require("better-sqlite3"))(${JSON.stringify(file)}); db.exec("BEGIN IMMEDIATE");
console.log("locked"); setTimeout(() => db.exec("COMMIT"), 60000)`
  ], { stdio: ["ignore", "pipe", "inherit"] })
  await new Promise<void>((resolve) => holder.stdout!.once("data", () => resolve()))
  return () => holder.kill()
}
