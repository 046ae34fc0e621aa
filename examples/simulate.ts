/**
 * What would these retry policies do when the provider has a 10-second outage and accepts only
 * 60 calls at once? A minute of traffic from 150 clients, simulated in virtual time.
 *
 * Run: npx tsx examples/simulate.ts
 */
import { Effect } from "effect"
import { Simulate } from "effect-resilience"

export const program = Effect.gen(function*() {
  const report = yield* Simulate.run({
    clients: 150,
    callsPerClient: 15,
    capacity: 60,
    seed: 42,
    faults: {
      rateLimited: 0.02,
      retryAfter: { kind: "uniform", min: "1 second", max: "3 seconds" },
      serverError: 0.01
    },
    outages: [{ start: "20 seconds", duration: "10 seconds" }],
    policies: [
      Simulate.presets.exponential,
      Simulate.presets.standard,
      // a policy of your own, written as data (the same shape a --policies JSON file holds)
      {
        name: "full-jitter+budget",
        retry: { base: "500 millis", jitter: "full", cap: "8 seconds", retryAfter: true, maxRetries: 4 },
        budget: { kind: "percent", percent: 0.2 }
      }
    ]
  })
  return { table: Simulate.formatTable(report), chart: Simulate.formatChart(report, { width: 60 }), report }
})

if (import.meta.url === `file://${process.argv[1]}`) {
  Effect.runPromise(program).then(({ chart, table }) => console.log(`${table}\n\n${chart}`))
}
