/**
 * Where the demo writes, and how it looks there. The program only ever calls `line`; whether that
 * is a terminal with colours and a spinner, or an array in a test, is decided by whoever runs it.
 */

/** A line-oriented sink. `status` is the progress line (a spinner on a terminal; ignored elsewhere). */
export interface Output {
  readonly line: (text: string) => void
  readonly status: (text: string) => void
  readonly color: boolean
}

/** Collects lines in memory: for tests, and for anything that wants the transcript. */
export const capture = (): Output & { readonly lines: Array<string> } => {
  const lines: Array<string> = []
  return { lines, line: (text) => lines.push(text), status: () => {}, color: false }
}

const codes = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39]
} as const

/** Styling functions; the identity when colours are off. */
export type Style = { readonly [K in keyof typeof codes]: (text: string) => string }

export const style = (color: boolean): Style => {
  const make = ([open, close]: readonly [number, number]) => (text: string) =>
    color ? `\u001b[${open}m${text}\u001b[${close}m` : text
  return Object.fromEntries(Object.entries(codes).map(([name, pair]) => [name, make(pair)])) as unknown as Style
}

/** Visible width of a string that may hold colour codes. */
export const width = (text: string): number => text.replace(/\u001b\[\d+m/g, "").length

export const pad = (text: string, n: number): string => text + " ".repeat(Math.max(0, n - width(text)))

/** Cuts long provider messages for the live view; `--verbose` shows them whole. */
export const clip = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, " ")
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`
}

/** Milliseconds as a person reads them: 850ms, 1.2s. */
export const millis = (ms: number): string => ms < 1000 ? `${Math.round(ms)}ms` : `${(ms / 1000).toFixed(1)}s`
