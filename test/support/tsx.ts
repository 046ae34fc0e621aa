/**
 * Runs a TypeScript program in a process of its own, as `npx tsx <file>` does: `node --import tsx <file>` loads it
 * with the same loader, in one process. `npx tsx` is three (npx, tsx's command and the node it starts): about 1.5 s
 * more CPU each time, and tests start dozens.
 */
export const tsxArgs = (file: string, args: ReadonlyArray<string> = []): Array<string> => [
  "--import",
  "tsx",
  file,
  ...args
]
