/**
 * A small, honest benchmark harness: every row is measured in the same process and run, with
 * warm-up, several rounds and the median round reported, so that ratios between rows are
 * meaningful even on a noisy machine. Absolute figures are not comparable across machines.
 */

export interface Row {
  readonly name: string
  readonly nsPerOp: number
  readonly opsPerSec: number
}

export interface MeasureOptions {
  /** Operations per round. */
  readonly iterations: number
  /** Rounds; the median is reported. */
  readonly rounds?: number
  /** Rounds run and discarded before measuring (JIT warm-up). */
  readonly warmupRounds?: number
}

const median = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const toRow = (name: string, iterations: number, roundsNs: ReadonlyArray<number>): Row => {
  const nsPerOp = median(roundsNs) / iterations
  return { name, nsPerOp, opsPerSec: 1e9 / nsPerOp }
}

/** Measures a synchronous operation `iterations` times per round. */
export const measureSync = (name: string, op: () => unknown, options: MeasureOptions): Row => {
  const { iterations, rounds = 7, warmupRounds = 2 } = options
  const times: Array<number> = []
  for (let r = 0; r < warmupRounds + rounds; r++) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < iterations; i++) op()
    const elapsed = Number(process.hrtime.bigint() - start)
    if (r >= warmupRounds) times.push(elapsed)
  }
  return toRow(name, iterations, times)
}

/** Measures an asynchronous operation awaited in a loop, as a promise-based caller would use it. */
export const measureAsync = async (name: string, op: () => Promise<unknown>, options: MeasureOptions): Promise<Row> => {
  const { iterations, rounds = 7, warmupRounds = 2 } = options
  const times: Array<number> = []
  for (let r = 0; r < warmupRounds + rounds; r++) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < iterations; i++) await op()
    const elapsed = Number(process.hrtime.bigint() - start)
    if (r >= warmupRounds) times.push(elapsed)
  }
  return toRow(name, iterations, times)
}

const pad = (s: string, n: number) => s.length >= n ? s : s + " ".repeat(n - s.length)
const padLeft = (s: string, n: number) => s.length >= n ? s : " ".repeat(n - s.length) + s

/** Prints rows as a table with the ratio of each row to `baseline` (the row with that name). */
export const printTable = (title: string, rows: ReadonlyArray<Row>, baseline: string): void => {
  const base = rows.find((r) => r.name === baseline)
  const width = Math.max(...rows.map((r) => r.name.length), 10)
  console.log(`\n${title}`)
  console.log(
    `${pad("case", width)}  ${padLeft("ns/op", 10)}  ${padLeft("ops/s", 12)}  ${padLeft(`× ${baseline}`, 12)}`
  )
  for (const row of rows) {
    const ratio = base === undefined ? "" : (row.nsPerOp / base.nsPerOp).toFixed(2) + "×"
    console.log(
      `${pad(row.name, width)}  ${padLeft(row.nsPerOp.toFixed(0), 10)}  ${
        padLeft(Math.round(row.opsPerSec).toLocaleString("en-US"), 12)
      }  ${padLeft(ratio, 12)}`
    )
  }
}

/** The ratio a / b of two named rows. */
export const ratio = (rows: ReadonlyArray<Row>, a: string, b: string): number => {
  const ra = rows.find((r) => r.name === a)
  const rb = rows.find((r) => r.name === b)
  if (ra === undefined || rb === undefined) throw new Error(`no row named ${ra === undefined ? a : b}`)
  return ra.nsPerOp / rb.nsPerOp
}
