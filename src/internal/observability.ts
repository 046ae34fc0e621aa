import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"
import type * as MetricPair from "effect/MetricPair"
import * as MetricState from "effect/MetricState"
import * as Bulkhead from "../Bulkhead.js"
import * as CircuitBreaker from "../CircuitBreaker.js"
import * as Idempotency from "../Idempotency.js"
import * as Retry from "../Retry.js"
import * as RetryBudget from "../RetryBudget.js"
import * as Session from "../Session.js"
import * as Toolkit from "../Toolkit.js"

/** @internal */
export const PREFIX = "effect_resilience_"

/** @internal */
export type Kind = "counter" | "gauge" | "histogram" | "frequency" | "summary"

/** @internal */
export interface Sample {
  readonly name: string
  readonly labels: Readonly<Record<string, string>>
  readonly kind: Kind
  readonly value: number
  readonly sum?: number | undefined
}

/** @internal */
export const metrics = {
  retry: Retry.metrics,
  circuitBreaker: { transitions: CircuitBreaker.transitions, rejections: CircuitBreaker.rejections },
  retryBudget: { granted: RetryBudget.retriesGranted, refused: RetryBudget.retriesRefused },
  bulkhead: { rejections: Bulkhead.rejections },
  toolkit: Toolkit.metrics,
  idempotency: { runs: Idempotency.runs },
  session: Session.metrics
}

const toSample = (pair: MetricPair.MetricPair.Untyped): Sample | undefined => {
  const { metricKey, metricState } = pair
  const labels: Record<string, string> = {}
  for (const label of metricKey.tags) labels[label.key] = label.value
  const base = { name: metricKey.name, labels }
  if (MetricState.isCounterState(metricState)) return { ...base, kind: "counter", value: Number(metricState.count) }
  if (MetricState.isGaugeState(metricState)) return { ...base, kind: "gauge", value: Number(metricState.value) }
  if (MetricState.isHistogramState(metricState)) {
    return { ...base, kind: "histogram", value: metricState.count, sum: metricState.sum }
  }
  if (MetricState.isSummaryState(metricState)) {
    return { ...base, kind: "summary", value: metricState.count, sum: metricState.sum }
  }
  if (MetricState.isFrequencyState(metricState)) {
    let total = 0
    for (const n of metricState.occurrences.values()) total += n
    return { ...base, kind: "frequency", value: total }
  }
  return undefined
}

/** @internal */
export const identity = (sample: Sample): string =>
  `${sample.name}{${
    Object.keys(sample.labels).sort().map((key) => `${key}=${JSON.stringify(sample.labels[key])}`).join(",")
  }}`

const byIdentity = (a: Sample, b: Sample): number => {
  const x = identity(a)
  const y = identity(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/** @internal */
export const fromPairs = (pairs: Iterable<MetricPair.MetricPair.Untyped>): Array<Sample> => {
  const samples: Array<Sample> = []
  for (const pair of pairs) {
    if (!pair.metricKey.name.startsWith(PREFIX)) continue
    const sample = toSample(pair)
    if (sample !== undefined) samples.push(sample)
  }
  return samples.sort(byIdentity)
}

/** @internal */
export const snapshot: Effect.Effect<ReadonlyArray<Sample>> = Effect.map(Metric.snapshot, fromPairs)

/** @internal */
export const diff = (before: ReadonlyArray<Sample>, after: ReadonlyArray<Sample>): ReadonlyArray<Sample> => {
  const earlier = new Map(before.map((sample) => [identity(sample), sample]))
  const changed: Array<Sample> = []
  for (const sample of after) {
    const previous = earlier.get(identity(sample))
    if (sample.kind === "gauge") {
      if (previous === undefined || previous.value !== sample.value) changed.push(sample)
      continue
    }
    const value = sample.value - (previous?.value ?? 0)
    if (value === 0) continue
    changed.push(
      sample.sum === undefined ? { ...sample, value } : { ...sample, value, sum: sample.sum - (previous?.sum ?? 0) }
    )
  }
  return changed
}

/** @internal */
export const total = (
  samples: ReadonlyArray<Sample>,
  name: string,
  labels: Readonly<Record<string, string>> = {}
): number => {
  let sum = 0
  for (const sample of samples) {
    if (sample.name !== name) continue
    if (Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) sum += sample.value
  }
  return sum
}
