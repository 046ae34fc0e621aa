import { describe, expect, it } from "@effect/vitest"
import { Clock, Duration, Effect, FastCheck as fc, Fiber, Metric, TestClock } from "effect"
import type { Options } from "effect-resilience"
import { RetryBudget } from "effect-resilience"

const tokensOf = (budget: RetryBudget.Budget) =>
  Effect.map(RetryBudget.snapshot(budget), (s) => s._tag === "TokenBucket" ? s.tokens : Number.NaN)

const availableOf = (budget: RetryBudget.Budget) =>
  Effect.map(RetryBudget.snapshot(budget), (s) => s._tag === "Percent" ? s.available : Number.NaN)

const repeat = (n: number, effect: Effect.Effect<void>) => Effect.repeatN(effect, n - 1)

const countGranted = (budget: RetryBudget.Budget, n: number) =>
  Effect.map(Effect.replicateEffect(budget.tryAcquire, n), (results) => results.filter(Boolean).length)

/** The retry layer's protocol for one call: fail, ask, retry while granted, at most `maxRetries` times. */
const failingCall = (budget: RetryBudget.Budget, maxRetries: number, succeedsOnAttempt?: number) =>
  Effect.gen(function*() {
    let granted = 0
    let successes = 0
    yield* budget.onRequest
    for (let attempt = 1;; attempt++) {
      yield* Effect.yieldNow()
      if (attempt === succeedsOnAttempt) {
        yield* budget.onSuccess
        successes++
        break
      }
      yield* budget.onFailure
      if (attempt > maxRetries || !(yield* budget.tryAcquire)) break
      granted++
    }
    return { granted, successes }
  })

const thrown = (f: () => unknown): Options.InvalidOptionError => {
  try {
    f()
  } catch (e) {
    return e as Options.InvalidOptionError
  }
  throw new Error("expected InvalidOptionError")
}

describe("RetryBudget.tokenBucket (gRPC A6 retry throttling)", () => {
  it.effect("starts full, each failure costs 1, retries only while tokens > maxTokens / 2", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket()
      expect(budget.name).toBe("grpc(maxTokens=10, tokenRatio=0.1)")
      expect(yield* tokensOf(budget)).toBe(10)
      yield* repeat(4, budget.onFailure)
      expect(yield* tokensOf(budget)).toBe(6)
      expect(yield* budget.tryAcquire).toBe(true)
      yield* budget.onFailure
      // 5 is not above the threshold of 5
      expect(yield* tokensOf(budget)).toBe(5)
      expect(yield* budget.tryAcquire).toBe(false)
      expect(yield* RetryBudget.snapshot(budget)).toEqual({
        _tag: "TokenBucket",
        name: "grpc(maxTokens=10, tokenRatio=0.1)",
        allowsRetry: false,
        tokens: 5,
        maxTokens: 10,
        threshold: 5
      })
    }))

  it.effect("asking spends nothing: hundreds of concurrent asks above the threshold are all granted", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket({ maxTokens: 4 })
      const results = yield* Effect.all(Array.from({ length: 300 }, () => budget.tryAcquire), {
        concurrency: "unbounded"
      })
      expect(results.every(Boolean)).toBe(true)
      expect(yield* tokensOf(budget)).toBe(4)
    }))

  it.effect("never drops below 0 nor rises above maxTokens", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket({ maxTokens: 3, tokenRatio: 0.5 })
      yield* repeat(20, budget.onSuccess)
      expect(yield* tokensOf(budget)).toBe(3)
      yield* repeat(20, budget.onFailure)
      expect(yield* tokensOf(budget)).toBe(0)
      // from 0, 3 successes give 1.5 (= threshold, refused), the 4th gives 2
      yield* repeat(3, budget.onSuccess)
      expect(yield* budget.tryAcquire).toBe(false)
      yield* budget.onSuccess
      expect(yield* tokensOf(budget)).toBe(2)
      expect(yield* budget.tryAcquire).toBe(true)
    }))

  it.effect("recovers after successes, exactly: ten successes of 0.1 are one token", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket()
      yield* repeat(5, budget.onFailure)
      expect(yield* budget.tryAcquire).toBe(false)
      yield* budget.onSuccess
      expect(yield* tokensOf(budget)).toBe(5.1)
      expect(yield* budget.tryAcquire).toBe(true)
      yield* repeat(9, budget.onSuccess)
      expect(yield* tokensOf(budget)).toBe(6)
      yield* repeat(2, budget.onFailure)
      expect(yield* tokensOf(budget)).toBe(4)
      expect(yield* budget.tryAcquire).toBe(false)
    }))

  it.effect("bounds the retries of 1 000 concurrent failing calls to ceil(maxTokens / 2) - 1", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket({ maxTokens: 10 })
      const calls = yield* Effect.all(Array.from({ length: 1000 }, () => failingCall(budget, 3)), {
        concurrency: "unbounded"
      })
      const granted = calls.reduce((n, c) => n + c.granted, 0)
      expect(granted).toBeGreaterThan(0)
      expect(granted).toBeLessThanOrEqual(4)
      expect(yield* tokensOf(budget)).toBe(0)
    }))

  it.effect("bounds retries by maxTokens / 2 + tokenRatio × successes under concurrency", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket({ maxTokens: 6, tokenRatio: 0.5 })
      const calls = yield* Effect.all(
        Array.from({ length: 400 }, (_, i) => failingCall(budget, 3, i % 4 === 0 ? 1 : i % 4 === 1 ? 2 : undefined)),
        { concurrency: "unbounded" }
      )
      const granted = calls.reduce((n, c) => n + c.granted, 0)
      const successes = calls.reduce((n, c) => n + c.successes, 0)
      expect(granted).toBeGreaterThan(0)
      expect(granted).toBeLessThan(6 / 2 + 0.5 * successes)
      expect(granted).toBeLessThan(400 * 3)
    }))

  type TokenOp = "request" | "success" | "failure" | "retry" | "ask"
  // whole token counts and round ratios make the threshold reachable exactly, where off-by-one bugs live
  const maxMilli = fc.oneof(fc.integer({ min: 1, max: 20 }).map((n) => n * 1000), fc.integer({ min: 1, max: 20_000 }))
  const ratioMilli = fc.oneof(fc.constantFrom(100, 250, 500, 1000), fc.integer({ min: 1, max: 1000 }))

  it.effect.prop(
    "grants exactly when the A6 model's token_count is above maxTokens / 2",
    {
      maxMilli,
      ratioMilli,
      ops: fc.array(fc.constantFrom<TokenOp>("request", "success", "failure", "retry", "ask"), { maxLength: 200 })
    },
    ({ maxMilli, ops, ratioMilli }) =>
      Effect.gen(function*() {
        const budget = yield* RetryBudget.tokenBucket({ maxTokens: maxMilli / 1000, tokenRatio: ratioMilli / 1000 })
        let tokens = maxMilli
        for (const op of ops) {
          if (op === "request") yield* budget.onRequest
          if (op === "success") {
            yield* budget.onSuccess
            tokens = Math.min(maxMilli, tokens + ratioMilli)
          }
          if (op === "failure" || op === "retry") {
            yield* budget.onFailure
            tokens = Math.max(0, tokens - 1000)
          }
          if (op === "retry" || op === "ask") {
            expect(yield* budget.tryAcquire).toBe(2 * tokens > maxMilli)
          }
          expect(Math.round((yield* tokensOf(budget)) * 1000)).toBe(tokens)
        }
      })
  )

  it.effect.prop(
    "a layer that asks only after a failure gets fewer than maxTokens / 2 + tokenRatio × successes retries",
    {
      maxMilli,
      ratioMilli,
      ops: fc.array(fc.constantFrom("success", "failure", "retry"), { maxLength: 300 })
    },
    ({ maxMilli, ops, ratioMilli }) =>
      Effect.gen(function*() {
        const budget = yield* RetryBudget.tokenBucket({ maxTokens: maxMilli / 1000, tokenRatio: ratioMilli / 1000 })
        let granted = 0
        let successes = 0
        for (const op of ops) {
          if (op === "success") {
            yield* budget.onSuccess
            successes++
          } else {
            yield* budget.onFailure
            if (op === "retry" && (yield* budget.tryAcquire)) granted++
          }
        }
        expect(2000 * granted).toBeLessThan(maxMilli + 2 * ratioMilli * successes)
      })
  )
})

describe("RetryBudget.percent (Finagle retry budget)", () => {
  it.effect("each request deposits percent of a retry, each retry withdraws one", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 0.2, minRetriesPerSecond: 0 })
      expect(budget.name).toBe("finagle(percent=0.2, ttl=10s, minRetriesPerSecond=0)")
      expect(yield* budget.tryAcquire).toBe(false)
      yield* repeat(4, budget.onRequest)
      expect(yield* budget.tryAcquire).toBe(false)
      yield* budget.onRequest
      expect(yield* availableOf(budget)).toBe(1)
      expect(yield* budget.tryAcquire).toBe(true)
      expect(yield* budget.tryAcquire).toBe(false)
      yield* repeat(10, budget.onRequest)
      expect(yield* countGranted(budget, 5)).toBe(2)
      // successes and failures do not move a Finagle budget
      yield* repeat(10, budget.onSuccess)
      yield* repeat(10, budget.onFailure)
      expect(yield* availableOf(budget)).toBe(0)
    }))

  it.effect("keeps a reserve of minRetriesPerSecond × ttl retries", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 0.5, ttl: "5 seconds", minRetriesPerSecond: 2 })
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ _tag: "Percent", available: 10, reserve: 10 })
      yield* repeat(4, budget.onRequest)
      expect(yield* countGranted(budget, 20)).toBe(12)
    }))

  it.effect("the defaults are Finagle's: 20 %, 10 s, 10 retries per second", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent()
      expect(budget.name).toBe("finagle(percent=0.2, ttl=10s, minRetriesPerSecond=10)")
      yield* repeat(50, budget.onRequest)
      expect(yield* countGranted(budget, 200)).toBe(100 + 10)
    }))

  it.effect("allows percent above 1, as Finagle does", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 2, minRetriesPerSecond: 0 })
      yield* repeat(3, budget.onRequest)
      expect(yield* countGranted(budget, 10)).toBe(6)
    }))

  it.effect("deposits expire after ttl, one slice at a time", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 1, ttl: "10 seconds", minRetriesPerSecond: 0 })
      yield* repeat(3, budget.onRequest)
      yield* TestClock.adjust("5 seconds")
      yield* repeat(2, budget.onRequest)
      expect(yield* availableOf(budget)).toBe(5)
      yield* TestClock.adjust("4999 millis")
      expect(yield* availableOf(budget)).toBe(5)
      yield* TestClock.adjust("1 millis")
      expect(yield* availableOf(budget)).toBe(2)
      yield* TestClock.adjust("5 seconds")
      expect(yield* availableOf(budget)).toBe(0)
      expect(yield* budget.tryAcquire).toBe(false)
    }))

  it.effect("the reserve renews each ttl; a retry waiting on the clock sees it", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 0, ttl: "2 seconds", minRetriesPerSecond: 1 })
      expect(yield* countGranted(budget, 5)).toBe(2)
      const later = yield* Effect.fork(Effect.zipRight(Effect.sleep("2 seconds"), countGranted(budget, 5)))
      yield* TestClock.adjust("1 second")
      expect(yield* budget.tryAcquire).toBe(false)
      yield* TestClock.adjust("1 second")
      expect(yield* Fiber.join(later)).toBe(2)
    }))

  it.effect("withdrawals expire with their slice, like deposits", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 0.5, ttl: "1 second", minRetriesPerSecond: 0 })
      yield* repeat(4, budget.onRequest)
      yield* TestClock.adjust("500 millis")
      expect(yield* countGranted(budget, 2)).toBe(2)
      yield* TestClock.adjust("500 millis")
      // the deposits (t = 0) expired, the withdrawals (t = 0.5 s) not yet: the balance is in debt
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ balance: -2, available: 0, allowsRetry: false })
      yield* repeat(4, budget.onRequest)
      expect(yield* budget.tryAcquire).toBe(false)
      yield* TestClock.adjust("500 millis")
      expect(yield* availableOf(budget)).toBe(2)
    }))

  it.effect("hundreds of concurrent asks never get more than the balance", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 0.5, ttl: "10 seconds", minRetriesPerSecond: 10 })
      yield* repeat(100, budget.onRequest)
      const results = yield* Effect.all(
        Array.from({ length: 500 }, () => Effect.zipRight(Effect.yieldNow(), budget.tryAcquire)),
        { concurrency: "unbounded" }
      )
      expect(results.filter(Boolean).length).toBe(150)
    }))

  it.effect("bounds the retries of 1 000 concurrent failing calls to reserve + percent × requests", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent()
      const calls = yield* Effect.all(Array.from({ length: 1000 }, () => failingCall(budget, 3)), {
        concurrency: "unbounded"
      })
      const granted = calls.reduce((n, c) => n + c.granted, 0)
      expect(granted).toBeGreaterThan(0)
      expect(granted).toBeLessThanOrEqual(100 + 0.2 * 1000)
    }))

  it.effect.prop(
    "over every ttl window, grants stay within reserve + percent × requests, and refusals are justified",
    {
      ttlSeconds: fc.constantFrom(1, 2, 5, 10),
      // biased towards small reserves, bursts and more asks than deposits, so the budget runs dry often
      percentH: fc.oneof(fc.constantFrom(0, 20, 50, 100), fc.integer({ min: 0, max: 300 })),
      minRetriesPerSecond: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 })),
      ops: fc.array(
        fc.record({
          op: fc.oneof({ arbitrary: fc.constant("request"), weight: 1 }, {
            arbitrary: fc.constant("acquire"),
            weight: 2
          }),
          after: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3000 }))
        }),
        { maxLength: 150 }
      )
    },
    ({ minRetriesPerSecond, ops, percentH, ttlSeconds }) =>
      Effect.gen(function*() {
        const budget = yield* RetryBudget.percent({
          percent: percentH / 100,
          ttl: Duration.seconds(ttlSeconds),
          minRetriesPerSecond
        })
        // in hundredths of a retry, so the model is exact
        const ttl = ttlSeconds * 1000
        const slice = ttl / 10
        const reserveH = minRetriesPerSecond * ttlSeconds * 100
        const requests: Array<number> = []
        const grants: Array<number> = []
        const within = (times: ReadonlyArray<number>, from: number, fromInclusive: boolean, to: number) =>
          times.filter((t) => (fromInclusive ? t >= from : t > from) && t <= to).length
        for (const { after, op } of ops) {
          yield* TestClock.adjust(Duration.millis(after))
          const now = yield* Clock.currentTimeMillis
          if (op === "request") {
            yield* budget.onRequest
            requests.push(now)
            continue
          }
          const ok = yield* budget.tryAcquire
          if (ok) {
            grants.push(now)
            expect(100 * within(grants, now - ttl + slice, true, now)).toBeLessThanOrEqual(
              reserveH + percentH * within(requests, now - ttl, false, now)
            )
          } else {
            expect(
              reserveH + percentH * within(requests, now - ttl + slice, true, now) -
                100 * within(grants, now - ttl, false, now)
            ).toBeLessThan(100)
          }
        }
      })
  )
})

describe("RetryBudget.unlimited and empty", () => {
  it.effect("unlimited grants everything, empty nothing, whatever happens", () =>
    Effect.gen(function*() {
      for (const budget of [RetryBudget.unlimited, RetryBudget.empty]) {
        yield* repeat(5, budget.onFailure)
        yield* budget.onRequest
        yield* budget.onSuccess
      }
      expect(yield* countGranted(RetryBudget.unlimited, 1000)).toBe(1000)
      expect(yield* countGranted(RetryBudget.empty, 1000)).toBe(0)
      expect(yield* RetryBudget.snapshot(RetryBudget.empty)).toEqual({
        _tag: "Empty",
        name: "empty",
        allowsRetry: false
      })
    }))

  it.effect("a budget without a snapshot reports Opaque", () =>
    Effect.gen(function*() {
      const custom: RetryBudget.Budget = { ...RetryBudget.unlimited, name: "custom", snapshot: undefined }
      expect(yield* RetryBudget.snapshot(custom)).toEqual({ _tag: "Opaque", name: "custom" })
    }))
})

describe("RetryBudget layers and metrics", () => {
  it.effect("one layer is one budget, shared by everything it is provided to", () =>
    Effect.gen(function*() {
      const layer = RetryBudget.layerTokenBucket({ maxTokens: 4 })
      const failTwice = Effect.flatMap(RetryBudget.RetryBudget, (b) => repeat(2, b.onFailure))
      const ask = Effect.flatMap(RetryBudget.RetryBudget, (b) => b.tryAcquire)
      const shared = yield* Effect.all([failTwice, failTwice, ask]).pipe(Effect.provide(layer))
      expect(shared[2]).toBe(false)
      // the same Layer value provided separately builds separate budgets
      yield* failTwice.pipe(Effect.provide(layer))
      expect(yield* ask.pipe(Effect.provide(layer))).toBe(true)
      const fixed = yield* Effect.all([
        Effect.provide(ask, RetryBudget.layerUnlimited),
        Effect.provide(ask, RetryBudget.layerEmpty),
        Effect.provide(Effect.map(RetryBudget.RetryBudget, (b) => b.name), RetryBudget.layerPercent())
      ])
      expect(fixed).toEqual([true, false, "finagle(percent=0.2, ttl=10s, minRetriesPerSecond=10)"])
    }))

  it.effect("counts granted and refused retries by budget name", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.tokenBucket({ maxTokens: 4, name: "metrics-test" })
      yield* budget.tryAcquire
      yield* repeat(2, budget.onFailure)
      yield* budget.tryAcquire
      yield* budget.tryAcquire
      const granted = yield* Metric.value(Metric.tagged(RetryBudget.retriesGranted, "budget", "metrics-test"))
      const refused = yield* Metric.value(Metric.tagged(RetryBudget.retriesRefused, "budget", "metrics-test"))
      expect([granted.count, refused.count]).toEqual([1, 2])
    }))
})

describe("RetryBudget options", () => {
  const cases: ReadonlyArray<readonly [string, () => unknown]> = [
    ["maxTokens", () => RetryBudget.tokenBucket({ maxTokens: 0 })],
    ["maxTokens", () => RetryBudget.tokenBucket({ maxTokens: -1 })],
    ["maxTokens", () => RetryBudget.tokenBucket({ maxTokens: Number.NaN })],
    ["maxTokens", () => RetryBudget.tokenBucket({ maxTokens: Number.POSITIVE_INFINITY })],
    ["tokenRatio", () => RetryBudget.tokenBucket({ tokenRatio: 0 })],
    ["tokenRatio", () => RetryBudget.tokenBucket({ tokenRatio: 1.5 })],
    ["tokenRatio", () => RetryBudget.tokenBucket({ tokenRatio: Number.NaN })],
    ["percent", () => RetryBudget.percent({ percent: -0.1 })],
    ["percent", () => RetryBudget.percent({ percent: 1001 })],
    ["percent", () => RetryBudget.percent({ percent: Number.NaN })],
    ["ttl", () => RetryBudget.percent({ ttl: "-1 second" })],
    ["ttl", () => RetryBudget.percent({ ttl: 0 })],
    ["ttl", () => RetryBudget.percent({ ttl: Duration.infinity })],
    ["minRetriesPerSecond", () => RetryBudget.percent({ minRetriesPerSecond: -1 })],
    ["minRetriesPerSecond", () => RetryBudget.percent({ minRetriesPerSecond: Number.NaN })],
    ["name", () => RetryBudget.tokenBucket({ name: " " })],
    ["maxTokens", () => RetryBudget.layerTokenBucket({ maxTokens: 0 })],
    ["ttl", () => RetryBudget.layerPercent({ ttl: "-5 seconds" })],
    // misspelt, they were read as absent: the default budget was built
    ["maxToken", () => RetryBudget.tokenBucket({ maxToken: 100 } as RetryBudget.TokenBucketOptions)],
    ["minRetryPerSecond", () => RetryBudget.percent({ minRetryPerSecond: 0 } as RetryBudget.PercentOptions)]
  ]

  it("throws InvalidOptionError naming the option when the constructor is called", () => {
    for (const [option, construct] of cases) {
      const error = thrown(construct)
      expect(error).toBeInstanceOf(Error)
      expect(error.name).toBe("InvalidOptionError")
      expect(error.option).toBe(option)
      expect(error.message).toContain(`"${option}"`)
    }
  })

  it("an argument that is no object is named, rather than read as every default (or a TypeError for null)", () => {
    const bad = (u: unknown) => u as RetryBudget.PercentOptions & RetryBudget.TokenBucketOptions
    const cases: ReadonlyArray<readonly [() => unknown, RegExp]> = [
      [
        () => RetryBudget.percent(bad(0.5)),
        /^Invalid option "options": expected an object such as \{ percent: 0\.2 \}, got 0\.5$/
      ],
      [
        () => RetryBudget.percent(bad(null)),
        /^Invalid option "options": expected an object such as \{ percent: 0\.2 \}/
      ],
      [() => RetryBudget.percent(bad("20%")), /^Invalid option "options"/],
      [
        () => RetryBudget.tokenBucket(bad(10)),
        /^Invalid option "options": expected an object such as \{ maxTokens: 10 \}, got 10$/
      ],
      [
        () => RetryBudget.tokenBucket(bad(null)),
        /^Invalid option "options": expected an object such as \{ maxTokens: 10 \}/
      ],
      [() => RetryBudget.tokenBucket(bad([10])), /^Invalid option "options"/],
      [() => RetryBudget.layerPercent(bad(0.5)), /^Invalid option "options"/],
      [() => RetryBudget.layerTokenBucket(bad(null)), /^Invalid option "options"/]
    ]
    for (const [construct, message] of cases) {
      const error = thrown(construct)
      expect(error.name).toBe("InvalidOptionError")
      expect(error.option).toBe("options")
      expect(error.message).toMatch(message)
    }
  })

  it("a ttl under 1 millisecond throws when percent is called, instead of its first onRequest spinning forever", () => {
    // Slices of a ttl of 1 µs are numbered above 2^53 at today's clock, where the window's i++ stops moving.
    for (const ttl of [0.001, "1 micros", "999 micros", Duration.nanos(500n)] as const) {
      const error = thrown(() => RetryBudget.percent({ ttl }))
      expect(error.name).toBe("InvalidOptionError")
      expect(error.option).toBe("ttl")
      expect(error.message).toMatch(/^Invalid option "ttl": expected a duration of at least 1 millisecond/)
    }
  })

  it("a percent too small to count (below a millionth) throws, instead of earning no retry at all", () => {
    // 4e-7 was rounded to a deposit of nothing: 3 million requests earned no retry where about 1.2 were due
    for (const percent of [4e-7, 1e-9, Number.MIN_VALUE]) {
      const error = thrown(() => RetryBudget.percent({ percent, minRetriesPerSecond: 0 }))
      expect(error.option).toBe("percent")
      expect(error.message).toMatch(/at least 0\.000001/)
    }
    expect(() => RetryBudget.percent({ percent: 0 })).not.toThrow()
    expect(() => RetryBudget.percent({ percent: 1e-6 })).not.toThrow()
  })

  it.effect("the shortest ttl, 1 millisecond, still works at a clock far in the future", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(Date.UTC(2500, 0, 1))
      const budget = yield* RetryBudget.percent({ percent: 1, ttl: "1 millis", minRetriesPerSecond: 0 })
      yield* budget.onRequest
      expect(yield* budget.tryAcquire).toBe(true)
      yield* TestClock.adjust("1 millis")
      yield* budget.onRequest
      expect(yield* availableOf(budget)).toBe(1)
    }))

  it.effect("accepts the boundaries", () =>
    Effect.gen(function*() {
      const budgets = yield* Effect.all([
        RetryBudget.tokenBucket({ maxTokens: 1, tokenRatio: 1 }),
        RetryBudget.percent({ percent: 0, minRetriesPerSecond: 0 }),
        RetryBudget.percent({ percent: 1000, ttl: "1 millis" })
      ])
      expect(budgets).toHaveLength(3)
      // percent 0 and no reserve: Finagle's Empty
      expect(yield* budgets[1].tryAcquire).toBe(false)
    }))
})
