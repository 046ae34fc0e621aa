import { describe, expect, it } from "@effect/vitest"
import { Cause, Clock, Duration, Effect, Exit, Option, Random } from "effect"
import { CircuitBreaker, Classify, Policy, RetryBudget, RetrySchedule, Simulate, Testing } from "effect-resilience"

/**
 * The simulator claims to run the library's real retry, budget and breaker code on a virtual clock. Each case runs a
 * policy in the simulator and the same policy for real under TestClock, against an effect that answers as the
 * simulated server does (the same failures, after the same delays), with the same seeded `Random`: attempts, virtual
 * time and outcomes must agree.
 */

const serverError = Classify.fromResponse({
  status: 500,
  body: { error: { type: "api_error", message: "Internal server error" } }
})
const outage = Classify.fromResponse({ status: 503, body: "upstream connect error or disconnect/reset before headers" })
const rateLimited = (millis: number) =>
  Classify.fromResponse({
    status: 429,
    headers: { "retry-after-ms": String(millis) },
    body: { error: { type: "rate_limit_error", message: "Rate limit reached for requests" } }
  })

// one client making `calls` calls one after the other, 100 ms apart; the server answers in 1 s, an error in 20 ms
const calls = 15
const scenario = (faults: Simulate.Config["faults"], outages: Simulate.Config["outages"] = []) => ({
  clients: 1,
  callsPerClient: calls,
  seed: 1,
  rampUp: 0,
  arrivals: "closed",
  thinkTime: { kind: "constant", value: "100 millis" },
  serviceTime: { kind: "constant", value: "1 second" },
  networkTime: "20 millis",
  capacity: undefined,
  faults,
  outages
} as const)

const simulated = (config: Omit<Simulate.Config, "policies">, spec: Simulate.PolicySpec) =>
  Effect.map(Simulate.run({ ...config, policies: [spec] }), ({ policies: [row] }) => ({
    attempts: row.attempts,
    time: row.endedAt,
    outcomes: row.outcomes
  }))

const failAfterNetwork = (error: unknown) => Effect.zipRight(Effect.sleep("20 millis"), Effect.fail(error))

/** `attempt` gets the virtual time since the run started, as the simulated server reads its clock. */
const real = (make: Effect.Effect<Policy.Policy>, attempt: (now: number) => Effect.Effect<string, unknown>) =>
  Effect.gen(function*() {
    const policy = yield* make
    const start = yield* Clock.currentTimeMillis
    let attempts = 0
    const outcomes: Record<string, number> = {}
    const request = Effect.suspend(() => {
      attempts++
      return Effect.flatMap(Clock.currentTimeMillis, (now) => attempt(now - start))
    })
    const run = yield* Testing.runWithTestClock(
      Effect.gen(function*() {
        for (let m = 0; m < calls; m++) {
          if (m > 0) yield* Effect.sleep("100 millis")
          const exit = yield* Effect.exit(policy(request))
          const outcome = Exit.isSuccess(exit) ? "Success" : Option.getOrThrow(Cause.failureOption(exit.cause))._tag
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
        }
      }),
      { realTimeGrace: 0 }
    ) // no real I/O to wait for
    return { attempts, time: Duration.toMillis(run.elapsed), outcomes }
  }).pipe(Effect.withRandom(Random.make("1/policy"))) // the simulator's policy stream for seed 1

const agree = (
  predicted: { attempts: number; time: number; outcomes: Readonly<Record<string, number>> },
  measured: { attempts: number; time: number; outcomes: Readonly<Record<string, number>> }
) => {
  expect(measured.attempts).toBe(predicted.attempts)
  expect(measured.outcomes).toStrictEqual(predicted.outcomes)
  expect(measured.time).toBeCloseTo(predicted.time, 6) // sums of jittered delays, added in another order
}

describe("Simulate predicts what the policy does for real", () => {
  it.effect("standard (jittered) against 500s", () =>
    Effect.gen(function*() {
      const predicted = yield* simulated(scenario({ serverError: 1 }), Simulate.presets.standard)
      const measured = yield* real(
        Policy.make({ name: "standard", retry: { schedule: RetrySchedule.standard } }),
        () => failAfterNetwork(serverError)
      )
      expect(predicted.outcomes).toStrictEqual({ Exhausted: calls })
      agree(predicted, measured)
    }))

  it.effect("standard against 429s with a retry-after hint", () =>
    Effect.gen(function*() {
      const predicted = yield* simulated(
        scenario({ rateLimited: 1, retryAfter: { kind: "constant", value: "3 seconds" } }),
        Simulate.presets.standard
      )
      const measured = yield* real(
        Policy.make({ name: "standard", retry: { schedule: RetrySchedule.standard } }),
        () => failAfterNetwork(rateLimited(3000))
      )
      agree(predicted, measured)
    }))

  it.effect("standard with a shared token bucket against 500s", () =>
    Effect.gen(function*() {
      const predicted = yield* simulated(scenario({ serverError: 1 }), Simulate.presets.budget)
      const measured = yield* real(
        Effect.flatMap(
          RetryBudget.tokenBucket({}),
          (budget) => Policy.make({ name: "budget", retry: { schedule: RetrySchedule.standard }, budget })
        ),
        () => failAfterNetwork(serverError)
      )
      // the bucket runs dry: most calls get no retry
      expect(predicted.attempts).toBeLessThan(calls * 2)
      agree(predicted, measured)
    }))

  it.effect("a breaker of 3 failures in a row, open 5 s, counting every failure", () =>
    Effect.gen(function*() {
      const predicted = yield* simulated(scenario({ serverError: 1 }), {
        name: "breaker",
        retry: "openaiSdk",
        breaker: { consecutiveFailures: 3, openDuration: "5 seconds", counts: "all" }
      })
      const measured = yield* real(
        Effect.flatMap(
          CircuitBreaker.make({ name: "breaker", consecutiveFailures: 3, openDuration: "5 seconds" }),
          (breaker) => Policy.make({ name: "breaker", retry: { schedule: RetrySchedule.openaiSdk }, breaker })
        ),
        () => failAfterNetwork(serverError)
      )
      // the open breaker keeps most attempts from the server: without it, 3 per call
      expect(predicted.attempts).toBeLessThan(calls * 1.5)
      agree(predicted, measured)
    }))

  it.effect("Policy.defaults through a 10 s outage, which also breaks the call in flight when it starts", () =>
    Effect.gen(function*() {
      const predicted = yield* simulated(
        scenario({}, [{ start: "2 seconds", duration: "10 seconds" }]),
        Simulate.presets.policy
      )
      const measured = yield* real(
        Policy.make({ ...Policy.defaults, name: "policy" }),
        (now) =>
          now >= 2000 && now < 12_000
            ? failAfterNetwork(outage)
            : now < 2000 && now + 1000 > 2000
            ? Effect.zipRight(Effect.sleep(Duration.millis(2000 - now)), Effect.fail(outage))
            : Effect.as(Effect.sleep("1 second"), "ok")
      )
      expect(predicted.outcomes.Success).toBeGreaterThan(0)
      expect(predicted.outcomes.Exhausted).toBeGreaterThan(0)
      agree(predicted, measured)
    }))
})
