import { describe, expect, it } from "@effect/vitest"
import { Effect, Metric, MetricLabel, Schema } from "effect"
import {
  CircuitBreaker,
  Idempotency,
  Observability,
  Retry,
  RetryBudget,
  RetrySchedule,
  Testing
} from "effect-resilience"

describe("Observability", () => {
  it.effect("snapshot holds only the library's metrics, sorted; diff gives what one piece of work did", () =>
    Effect.gen(function*() {
      yield* Metric.increment(Metric.counter("not_ours_total"))
      const before = yield* Observability.snapshot
      expect(before.every((s) => s.name.startsWith(Observability.prefix))).toBe(true)

      const flaky = yield* Testing.script([{ status: 503 }, { status: 503 }], "ok")
      const result = yield* Retry.retry(flaky.effect, {
        schedule: RetrySchedule.maxRetries(RetrySchedule.exponential("1 millis"), 3),
        layer: "observability-test"
      }).pipe((effect) => Testing.runWithTestClock(effect))
      expect(result.exit._tag).toBe("Success")

      const after = yield* Observability.snapshot
      const ids = after.map(Observability.format)
      expect([...ids].sort()).toEqual(ids)
      const changed = Observability.diff(before, after).filter((s) => s.labels.layer === "observability-test")
      expect(changed.map(Observability.format)).toEqual([
        "effect_resilience_retry_attempts{layer=\"observability-test\"} 3",
        "effect_resilience_retry_failures{layer=\"observability-test\",tag=\"Retryable\"} 2",
        "effect_resilience_retry_retries{layer=\"observability-test\",tag=\"Retryable\"} 2"
      ])
      expect(Observability.total(changed, "effect_resilience_retry_retries")).toBe(2)
      expect(Observability.total(changed, "effect_resilience_retry_retries", { tag: "Fatal" })).toBe(0)
      // a second diff from the same point is unchanged; from `after`, nothing changed
      expect(Observability.diff(after, after)).toEqual([])
    }))

  it.effect("metrics' example reads a give-up with both its labels (layer alone is a series that stays 0)", () =>
    Effect.gen(function*() {
      const layer = "observability-give-up"
      const schedule = RetrySchedule.maxRetries(RetrySchedule.exponential("1 millis"), 1)
      const failing = yield* Testing.script([{ status: 503 }, { status: 503 }], "ok")
      yield* Testing.runWithTestClock(Retry.retry(failing.effect, { schedule, layer }))
      // as the JSDoc of Observability.metrics reads it
      const exhausted = yield* Metric.value(
        Metric.taggedWithLabels(Observability.metrics.retry.giveUps, [
          MetricLabel.make("layer", layer),
          MetricLabel.make("tag", "Exhausted")
        ])
      )
      expect(exhausted.count).toBe(1)
      expect(Observability.total(yield* Observability.snapshot, "effect_resilience_retry_give_ups", { layer })).toBe(1)
      // what the example read before: a series of its own, which no give-up updates
      expect((yield* Metric.value(Metric.tagged(Observability.metrics.retry.giveUps, "layer", layer))).count).toBe(0)
    }))

  it.effect("breaker transitions appear under their metric, by breaker and target state", () =>
    Effect.gen(function*() {
      const before = yield* Observability.snapshot
      const breaker = yield* CircuitBreaker.make({ name: "observability-breaker", consecutiveFailures: 1 })
      yield* Effect.exit(breaker(Effect.fail({ status: 503 })))
      const changed = Observability.diff(before, yield* Observability.snapshot)
      expect(
        Observability.total(changed, "effect_resilience_circuit_breaker_transitions", {
          breaker: "observability-breaker",
          state: "Open"
        })
      ).toBe(1)
      expect(Observability.metrics.circuitBreaker.transitions).toBe(CircuitBreaker.transitions)
      expect(Observability.metrics.retry).toBe(Retry.metrics)
    }))

  it.effect("metrics holds the retry budget's counters, tagged budget as the README's table says", () =>
    Effect.gen(function*() {
      // they were left out: code reading metrics by module found no budget decisions there
      expect(Observability.metrics.retryBudget.granted).toBe(RetryBudget.retriesGranted)
      expect(Observability.metrics.retryBudget.refused).toBe(RetryBudget.retriesRefused)
      const budget = yield* RetryBudget.tokenBucket({ name: "observability-budget" })
      const before = yield* Metric.value(
        Metric.tagged(Observability.metrics.retryBudget.granted, "budget", budget.name)
      )
      yield* budget.tryAcquire
      const after = yield* Metric.value(Metric.tagged(Observability.metrics.retryBudget.granted, "budget", budget.name))
      expect(after.count - before.count).toBe(1)
    }))

  it.effect("metrics holds the idempotency counter, tagged outcome", () =>
    Effect.gen(function*() {
      // it was reachable only through a snapshot: no metric object to read, tag or export
      expect(Observability.metrics.idempotency.runs).toBe(Idempotency.runs)
      const executed = Metric.tagged(Observability.metrics.idempotency.runs, "outcome", "executed")
      const replayed = Metric.tagged(Observability.metrics.idempotency.runs, "outcome", "replayed")
      const before = [(yield* Metric.value(executed)).count, (yield* Metric.value(replayed)).count]
      const charge = Idempotency.run("observability-charge", Schema.String, Effect.succeed("ch_1"))
      yield* charge
      yield* charge
      const after = [(yield* Metric.value(executed)).count, (yield* Metric.value(replayed)).count]
      expect([after[0] - before[0], after[1] - before[1]]).toEqual([1, 1])
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it("fromPairs keeps counters, gauges and histograms with their sums, and drops foreign names", () => {
    const samples = Observability.fromPairs(Metric.unsafeSnapshot())
    expect(samples.every((s) => s.name.startsWith("effect_resilience_"))).toBe(true)
    for (const s of samples) {
      expect(Number.isFinite(s.value)).toBe(true)
      if (s.kind === "histogram") expect(typeof s.sum).toBe("number")
    }
  })
})
