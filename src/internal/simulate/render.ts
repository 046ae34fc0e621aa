import * as options from "../options.js"
import type { AwsResult } from "./aws.js"
import type { PolicyResult, Report } from "./run.js"

/** @internal */
export interface RenderOptions {
  readonly color?: boolean | undefined
  readonly width?: number | undefined
}

const paint = (on: boolean | undefined, code: string) => (s: string) => on === true ? `\u001b[${code}m${s}\u001b[0m` : s

/** `850 ms`, `4.6 s`, `2 m 05 s` */
export const formatMillis = (millis: number | undefined): string => {
  if (millis === undefined || Number.isNaN(millis)) return "—"
  if (millis < 1000) return `${Math.round(millis)} ms`
  if (millis < 60_000) return `${(millis / 1000).toFixed(1)} s`
  const seconds = Math.round(millis / 1000)
  return `${Math.floor(seconds / 60)} m ${String(seconds % 60).padStart(2, "0")} s`
}

const percent = (x: number) => `${(100 * x).toFixed(1)} %`

/** Pads cells to their column's width; numbers right-aligned. Widths ignore colour codes. */
const grid = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>, options?: RenderOptions) => {
  const visible = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, "").length
  const widths = header.map((h, i) => Math.max(visible(h), ...rows.map((r) => visible(r[i]))))
  const line = (cells: ReadonlyArray<string>) =>
    cells.map((c, i) => {
      const pad = " ".repeat(widths[i] - visible(c))
      return i === 0 ? c + pad : pad + c
    }).join("  ")
  const bold = paint(options?.color, "1")
  return [bold(line(header)), widths.map((w) => "─".repeat(w)).join("  "), ...rows.map(line)].join("\n")
}

const best = (values: ReadonlyArray<number | undefined>, lowest: boolean) => {
  const defined = values.filter((v): v is number => v !== undefined && !Number.isNaN(v))
  return defined.length === 0 ? undefined : lowest ? Math.min(...defined) : Math.max(...defined)
}

/**
 * The comparison table: one row per policy. The best value of each column is green (on a TTY).
 *
 * @internal
 */
export const table = (report: Report, options?: RenderOptions): string => {
  const rows = report.policies
  const green = paint(options?.color, "32")
  const mark = (value: number | undefined, bestValue: number | undefined, text: string) =>
    value !== undefined && value === bestValue && rows.length > 1 ? green(text) : text
  const worstRecovery = (p: PolicyResult) =>
    p.recovery.length === 0 ? undefined : p.recovery.some((r) => r === undefined)
      ? Number.POSITIVE_INFINITY
      : Math.max(...(p.recovery as ReadonlyArray<number>))
  const bests = {
    success: best(rows.map((p) => p.successRate), false),
    amplification: best(rows.map((p) => p.amplification), true),
    p50: best(rows.map((p) => p.latency.p50), true),
    p95: best(rows.map((p) => p.latency.p95), true),
    p99: best(rows.map((p) => p.latency.p99), true),
    recovery: best(rows.map(worstRecovery), true)
  }
  const header = [
    "policy",
    "success",
    "calls/success",
    "p50",
    "p95",
    "p99",
    "recovery",
    "budget refused",
    "breaker open"
  ]
  const body = rows.map((p) => {
    const recovery = worstRecovery(p)
    return [
      p.name,
      mark(p.successRate, bests.success, percent(p.successRate)),
      mark(p.amplification, bests.amplification, p.amplification === undefined ? "—" : p.amplification.toFixed(2)),
      mark(p.latency.p50, bests.p50, formatMillis(p.latency.p50)),
      mark(p.latency.p95, bests.p95, formatMillis(p.latency.p95)),
      mark(p.latency.p99, bests.p99, formatMillis(p.latency.p99)),
      mark(
        recovery,
        bests.recovery,
        recovery === undefined ? "—" : recovery === Number.POSITIVE_INFINITY ? "never" : formatMillis(recovery)
      ),
      String(p.budgetRefusals),
      p.breakerOpen === undefined ? "—" : formatMillis(p.breakerOpen)
    ]
  })
  return grid(header, body, options)
}

const BLOCKS = " ▁▂▃▄▅▆▇█"

/**
 * Resamples `length` buckets of `series` into `width` columns of equal span (or fewer when it is shorter), each bucket
 * shared between the columns it overlaps in proportion. Adding whole buckets to the column they start in gave columns
 * of one bucket and of two side by side when the buckets did not divide evenly: a steady load drew a saw and its peak
 * was twice the rate of the narrow columns.
 */
const resample = (series: ReadonlyArray<number>, length: number, width: number): Array<number> => {
  const columns = Math.max(1, Math.min(width, length))
  const per = length / columns
  const out = new Array<number>(columns).fill(0)
  for (let i = 0; i < length; i++) {
    const value = series[i] ?? 0
    if (value === 0) continue
    for (let c = Math.floor(i / per); c < columns && c * per < i + 1; c++) {
      const overlap = Math.min(i + 1, (c + 1) * per) - Math.max(i, c * per)
      if (overlap > 0) out[c] += value * overlap
    }
  }
  return out
}

/**
 * Requests reaching the server per time bucket, one sparkline per policy on a shared scale, with
 * the outages marked underneath: where a herd of synchronised retries forms, and how jitter
 * spreads it.
 *
 * @internal
 */
export const chart = (report: Report, renderOptions?: RenderOptions): string => {
  // NaN or a fraction failed with "Invalid array length", and 0 or a negative width drew a single column
  const width = options.number("width", options.given(renderOptions?.width, 72), { min: 1, integer: true })
  const length = Math.max(0, ...report.policies.map((p) => p.attemptsPerBucket.length))
  if (length === 0) return ""
  const columns = resample([], length, width).length
  const perColumn = length / columns
  const series = report.policies.map((p) => resample(p.attemptsPerBucket, length, width))
  const max = Math.max(1, ...series.flat())
  const nameWidth = Math.max(...report.policies.map((p) => p.name.length))
  const dim = paint(renderOptions?.color, "2")
  const red = paint(renderOptions?.color, "31")
  const bucket = report.scenario.bucket
  // a column holds shares of buckets: its count is a rate, shown whole (here and in the header's max)
  const lines = report.policies.map((p, i) => {
    const peak = Math.max(...series[i])
    const bars = series[i].map((v) => BLOCKS[v === 0 ? 0 : Math.max(1, Math.round(v / max * 8))]).join("")
    return `${p.name.padEnd(nameWidth)} ${bars} ${dim(`peak ${Math.round(peak)}`)}`
  })
  const marks = Array.from({ length: columns }, (_, c) => {
    const from = c * perColumn * bucket
    const to = (c + 1) * perColumn * bucket
    return report.scenario.outages.some((o) => o.start < to && o.end > from) ? "━" : " "
  }).join("")
  const span = formatMillis(length * bucket)
  const scale = `${formatMillis(perColumn * bucket)} per column, ${span} in all`
  return [
    dim(`requests per ${formatMillis(perColumn * bucket)} (shared scale, max ${Math.round(max)})`),
    ...lines,
    `${" ".repeat(nameWidth)} ${red(marks)} ${marks.includes("━") ? dim("outage") : ""}`.trimEnd(),
    dim(`${" ".repeat(nameWidth)} ${scale}`)
  ].join("\n")
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f"]

/**
 * The same picture as {@link chart} as a standalone SVG: one line per policy, outages shaded.
 *
 * @internal
 */
export const svg = (report: Report): string => {
  const W = 960
  const H = 420
  const m = { left: 60, right: 160, top: 30, bottom: 40 }
  const length = Math.max(1, ...report.policies.map((p) => p.attemptsPerBucket.length))
  const max = Math.max(1, ...report.policies.flatMap((p) => p.attemptsPerBucket))
  const bucket = report.scenario.bucket
  const x = (i: number) => m.left + (i / length) * (W - m.left - m.right)
  const y = (v: number) => H - m.bottom - (v / max) * (H - m.top - m.bottom)
  const outages = report.scenario.outages.map((o) => {
    const x0 = x(o.start / bucket)
    const x1 = x(Math.min(o.end / bucket, length))
    return `<rect x="${x0.toFixed(1)}" y="${m.top}" width="${Math.max(0, x1 - x0).toFixed(1)}" height="${
      H - m.top - m.bottom
    }" fill="#d62728" opacity="0.08"><title>outage ${o.status}</title></rect>`
  })
  const lines = report.policies.map((p, i) => {
    const color = palette[i % palette.length]
    const points = Array.from(
      { length },
      (_, b) => `${x(b + 0.5).toFixed(1)},${y(p.attemptsPerBucket[b] ?? 0).toFixed(1)}`
    )
    const ly = m.top + 18 * i
    return [
      `<polyline fill="none" stroke="${color}" stroke-width="1.5" points="${points.join(" ")}"/>`,
      `<line x1="${W - m.right + 12}" y1="${ly}" x2="${
        W - m.right + 32
      }" y2="${ly}" stroke="${color}" stroke-width="3"/>`,
      `<text x="${W - m.right + 38}" y="${ly + 4}">${escape(p.name)}</text>`
    ].join("")
  })
  const ticks = Array.from({ length: 6 }, (_, k) => {
    const v = Math.round(max * k / 5)
    const b = length * k / 5
    return `<text x="${m.left - 6}" y="${y(v) + 4}" text-anchor="end">${v}</text>` +
      `<line x1="${m.left}" y1="${y(v)}" x2="${W - m.right}" y2="${y(v)}" stroke="#eee"/>` +
      `<text x="${x(b)}" y="${H - m.bottom + 16}" text-anchor="middle">${escape(formatMillis(b * bucket))}</text>`
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${m.left}" y="18" font-size="14">requests per ${escape(formatMillis(bucket))} (virtual time)</text>`,
    ...ticks,
    ...outages,
    `<line x1="${m.left}" y1="${H - m.bottom}" x2="${W - m.right}" y2="${H - m.bottom}" stroke="#333"/>`,
    ...lines,
    `</svg>`
  ].join("\n")
}

/** @internal */
export const html = (report: Report): string =>
  [
    "<!doctype html>",
    "<html><head><meta charset=\"utf-8\"><title>effect-resilience simulate</title></head>",
    "<body style=\"font-family: sans-serif\">",
    svg(report),
    `<pre>${escape(table(report))}</pre>`,
    "</body></html>"
  ].join("\n")

/**
 * The AWS experiment next to the published figures.
 *
 * @internal
 */
export const awsTable = (
  results: ReadonlyArray<AwsResult>,
  reference: ReadonlyArray<AwsResult>,
  options?: RenderOptions
): string => {
  const header = ["algorithm", "calls", "time", "AWS calls", "AWS time"]
  const rows = results.map((r) => {
    const ref = reference.find((x) => x.name === r.name)
    return [
      r.name,
      r.calls.toFixed(0),
      `${r.time.toFixed(0)} ms`,
      ref === undefined ? "—" : ref.calls.toFixed(0),
      ref === undefined ? "—" : `${ref.time.toFixed(0)} ms`
    ]
  })
  return grid(header, rows, options)
}
