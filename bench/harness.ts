/**
 * A small benchmark harness for a shared, noisy machine. Every case of a table is measured in the
 * same process, in interleaved rounds (round r runs every case once, in a rotated order), and the
 * median round is reported: a burst of load from another process slows one round of every case,
 * not every round of one case, so the ratios between rows hold even when absolute figures drift.
 * (No collection is forced between rounds: a full GC shrinks the young generation, and the next
 * rounds would measure its regrowth.) Absolute figures are not comparable across machines.
 */

export interface Row {
  readonly name: string
  /** Median over the rounds. */
  readonly nsPerOp: number
  readonly opsPerSec: number
  /** Spread of the rounds: (p75 − p25) / median. */
  readonly spread: number
  /** ns/op of every round, in round order (round r of every row of a table ran in the same round). */
  readonly rounds: ReadonlyArray<number>
}

export interface Case {
  readonly name: string
  /** Runs the operation `n` times (awaited in a loop when asynchronous). */
  readonly run: (n: number) => unknown
  /** Operations counted per call of the operation (e.g. 1 000 calls inside one fiber). */
  readonly opsPerCall?: number | undefined
}

export interface MeasureOptions {
  /** Measured rounds; the median is reported. */
  readonly rounds?: number | undefined
  /** Target duration of one round of one case, in milliseconds (the iteration count is calibrated). */
  readonly roundMillis?: number | undefined
  /** Upper bound on calls per round (keeps slow asynchronous peers bounded). */
  readonly maxCalls?: number | undefined
  /**
   * Time each case runs before it is measured. Generous, because the JIT takes its time: `Effect.retry`
   * costs five times more over its first 20 000 calls than once compiled.
   */
  readonly warmupMillis?: number | undefined
}

const quantile = (sorted: ReadonlyArray<number>, q: number): number => {
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo)
}

const elapsedNs = async (run: (n: number) => unknown, n: number): Promise<number> => {
  const start = process.hrtime.bigint()
  const result = run(n)
  if (result instanceof Promise) await result
  return Number(process.hrtime.bigint() - start)
}

/** Calls per round so that one round lasts about `roundMillis`. */
const calibrate = async (c: Case, roundMillis: number, maxCalls: number): Promise<number> => {
  let n = 1
  for (;;) {
    const ns = await elapsedNs(c.run, n)
    if (ns >= roundMillis * 1e6 / 4 || n >= maxCalls) {
      return Math.max(1, Math.min(maxCalls, Math.round(n * (roundMillis * 1e6) / Math.max(ns, 1))))
    }
    n *= 4
  }
}

/** Measures the cases in interleaved rounds, after a warm-up of each case and one discarded round. */
export const measure = async (cases: ReadonlyArray<Case>, options: MeasureOptions = {}): Promise<Array<Row>> => {
  const { maxCalls = 1_000_000, roundMillis = 10, rounds = 31, warmupMillis = 400 } = options
  const calls: Array<number> = []
  for (const c of cases) {
    const n = await calibrate(c, roundMillis, maxCalls)
    for (let spent = 0; spent < warmupMillis * 1e6;) spent += await elapsedNs(c.run, n)
    calls.push(await calibrate(c, roundMillis, maxCalls))
  }
  const samples: Array<Array<number>> = cases.map(() => [])
  for (let r = -1; r < rounds; r++) {
    for (let k = 0; k < cases.length; k++) {
      const i = (k + Math.max(r, 0)) % cases.length
      const c = cases[i]
      const ns = await elapsedNs(c.run, calls[i])
      if (r >= 0) samples[i].push(ns / (calls[i] * (c.opsPerCall ?? 1)))
    }
  }
  return cases.map((c, i) => {
    const sorted = [...samples[i]].sort((a, b) => a - b)
    const nsPerOp = quantile(sorted, 0.5)
    return {
      name: c.name,
      nsPerOp,
      opsPerSec: 1e9 / nsPerOp,
      spread: (quantile(sorted, 0.75) - quantile(sorted, 0.25)) / nsPerOp,
      rounds: samples[i]
    }
  })
}

/** A case that runs a synchronous operation `n` times. */
export const syncCase = (name: string, op: () => unknown, opsPerCall?: number): Case => ({
  name,
  opsPerCall,
  run: (n) => {
    for (let i = 0; i < n; i++) op()
  }
})

/** A case that awaits an asynchronous operation `n` times in a loop, as a promise-based caller does. */
export const asyncCase = (name: string, op: () => Promise<unknown>): Case => ({
  name,
  run: async (n) => {
    for (let i = 0; i < n; i++) await op()
  }
})

const pad = (s: string, n: number) => s.length >= n ? s : s + " ".repeat(n - s.length)
const padLeft = (s: string, n: number) => s.length >= n ? s : " ".repeat(n - s.length) + s

export const formatNs = (ns: number): string => ns >= 100 ? ns.toFixed(0) : ns.toFixed(1)

/**
 * Prints rows with the median ns/op, ops/s, the ratio to `baseline` (median of the per-round ratios)
 * and, when given, the nanoseconds each row adds to the row it wraps (`addedTo` maps a row name to
 * the name of that row), and the spread of the rounds (± half the interquartile range).
 */
export const printTable = (
  title: string,
  rows: ReadonlyArray<Row>,
  baseline: string,
  addedTo?: (name: string) => string | undefined
): void => {
  const base = rows.find((r) => r.name === baseline)
  const width = Math.max(...rows.map((r) => r.name.length), 10)
  console.log(`\n${title}`)
  const added = addedTo === undefined ? "" : `  ${padLeft("added ns", 9)}`
  console.log(
    `${pad("case", width)}  ${padLeft("ns/op", 9)}  ${padLeft("ops/s", 12)}  ${padLeft(`× ${baseline}`, 14)}${added}  ${
      padLeft("spread", 6)
    }`
  )
  for (const r of rows) {
    const times = base === undefined ? "" : ratio(rows, r.name, base.name).toFixed(2) + "×"
    const wraps = addedTo?.(r.name)
    const adds = addedTo === undefined
      ? ""
      : `  ${padLeft(wraps === undefined ? "" : formatNs(addedNs(rows, r.name, wraps)), 9)}`
    console.log(
      `${pad(r.name, width)}  ${padLeft(formatNs(r.nsPerOp), 9)}  ${
        padLeft(Math.round(r.opsPerSec).toLocaleString("en-US"), 12)
      }  ${padLeft(times, 14)}${adds}  ${padLeft(`±${(r.spread * 50).toFixed(0)}%`, 6)}`
    )
  }
}

/** The row with this name. */
export const row = (rows: ReadonlyArray<Row>, name: string): Row => {
  const found = rows.find((r) => r.name === name)
  if (found === undefined) throw new Error(`no row named ${name}`)
  return found
}

const median = (xs: ReadonlyArray<number>): number => quantile([...xs].sort((a, b) => a - b), 0.5)

/**
 * The ratio a / b of two rows of one table: the median of the ratios of their rounds, each taken
 * between measurements made moments apart, so that load that comes and goes cancels out.
 */
export const ratio = (rows: ReadonlyArray<Row>, a: string, b: string): number => {
  const ra = row(rows, a).rounds
  const rb = row(rows, b).rounds
  return median(ra.map((x, i) => x / rb[i]))
}

/** What row a adds to row b, in ns per op: the median of the differences of their rounds. */
export const addedNs = (rows: ReadonlyArray<Row>, a: string, b: string): number => {
  const ra = row(rows, a).rounds
  const rb = row(rows, b).rounds
  return median(ra.map((x, i) => x - rb[i]))
}

export interface Pair {
  /** Median over the pairs of case ÷ base. */
  readonly ratio: number
  /** Median over the pairs of case − base, in ns per op. */
  readonly addedNs: number
}

/**
 * Measures `other` against `base` in short alternating slices (base, other, other, base, …) and
 * reports the medians of the per-pair ratios and differences: two measurements a few milliseconds
 * apart see the same load, so a burst of it on a shared machine cancels out. The targets use this.
 */
export const measurePair = async (
  base: Case,
  other: Case,
  options: { readonly pairs?: number | undefined; readonly sliceMillis?: number | undefined } = {}
): Promise<Pair> => {
  const { pairs = 101, sliceMillis = 3 } = options
  const nBase = await calibrate(base, sliceMillis, 1_000_000)
  const nOther = await calibrate(other, sliceMillis, 1_000_000)
  const ratios: Array<number> = []
  const diffs: Array<number> = []
  const time = async (c: Case, n: number) => (await elapsedNs(c.run, n)) / (n * (c.opsPerCall ?? 1))
  for (let i = 0; i < pairs; i++) {
    // Which one goes first alternates: the second of a pair pays for the garbage of the first.
    const first = i % 2 === 0
    const b = first ? await time(base, nBase) : 0
    const o = await time(other, nOther)
    const b2 = first ? b : await time(base, nBase)
    ratios.push(o / b2)
    diffs.push(o - b2)
  }
  return { ratio: median(ratios), addedNs: median(diffs) }
}
