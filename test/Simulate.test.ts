import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Option } from "effect"
import { Options, RetrySchedule, Simulate } from "effect-resilience"
import { invalidOption } from "./support/common.js"

const order = (results: ReadonlyArray<Simulate.AwsResult>, key: "calls" | "time") =>
  [...results].sort((a, b) => a[key] - b[key]).map((r) => r.name)

const byName = (report: Simulate.Report, name: string): Simulate.PolicyResult => {
  const row = report.policies.find((p) => p.name === name)
  if (row === undefined) throw new Error(`no row ${name}`)
  return row
}

// Every client calls once at the same instant; the server takes 0.5–1.5 s a call and accepts 50 at once.
const stampede = {
  clients: 500,
  callsPerClient: 1,
  rampUp: 0,
  serviceTime: { kind: "uniform", min: "500 millis", max: "1500 millis" },
  networkTime: "20 millis",
  capacity: 50,
  faults: {},
  outages: [],
  bucket: "100 millis"
} as const satisfies Omit<Simulate.Config, "policies">

const backoff = (jitter: "none" | "full" | "decorrelated"): Simulate.PolicySpec => ({
  name: jitter,
  retry: { base: "500 millis", jitter, cap: "8 seconds", maxRetries: 6 }
})

describe("Simulate.run", () => {
  it.effect("is deterministic: the same seed gives the same report, another seed another", () =>
    Effect.gen(function*() {
      const config: Simulate.Config = {
        clients: 60,
        callsPerClient: 5,
        seed: 7,
        capacity: 30,
        outages: [{ start: "10 seconds", duration: "5 seconds" }],
        policies: [Simulate.presets.standard, Simulate.presets.exponential, Simulate.presets.policy]
      }
      const first = yield* Simulate.run(config)
      const second = yield* Simulate.run(config)
      const other = yield* Simulate.run({ ...config, seed: 8 })
      expect(second).toStrictEqual(first)
      expect(Simulate.formatTable(second)).toBe(Simulate.formatTable(first))
      expect(other.policies.map((p) => p.attemptsPerBucket)).not.toStrictEqual(
        first.policies.map((p) => p.attemptsPerBucket)
      )
    }))

  it.effect("counts every call once and every request that reached the server", () =>
    Effect.gen(function*() {
      const report = yield* Simulate.run({
        ...stampede,
        serviceTime: { kind: "constant", value: "1 second" },
        policies: [Simulate.presets.none]
      })
      const none = byName(report, "none")
      expect(none.calls).toBe(500)
      expect(Object.values(none.outcomes).reduce((a, b) => a + b, 0)).toBe(500)
      // no retries: one request per call; the 450 beyond capacity are rejected at once
      expect(none.attempts).toBe(500)
      expect(none.rejected).toBe(450)
      expect(none.successes).toBe(50)
      expect(none.outcomes).toStrictEqual({ Exhausted: 450, Success: 50 })
      expect(none.attemptsPerBucket).toStrictEqual([500])
      expect(none.latency.p99).toBe(1000)
    }))

  it.effect("on a capacity-limited server, retries without jitter amplify the load more than jittered ones", () =>
    Effect.gen(function*() {
      const report = yield* Simulate.run({
        ...stampede,
        policies: [backoff("none"), backoff("full"), backoff("decorrelated")]
      })
      const synced = byName(report, "none")
      // the busiest 100 ms after the first instant: without jitter, the retries of every client land together
      const herd = (p: Simulate.PolicyResult) => Math.max(...p.attemptsPerBucket.slice(1))
      for (const jittered of [byName(report, "full"), byName(report, "decorrelated")]) {
        expect(synced.amplification!).toBeGreaterThan(jittered.amplification! * 1.5)
        expect(jittered.successRate).toBeGreaterThan(synced.successRate)
        expect(herd(synced)).toBeGreaterThan(3 * herd(jittered))
      }
      expect(herd(synced)).toBe(450)
    }))

  it.effect("a retry budget reduces amplification and reports the retries it refused", () =>
    Effect.gen(function*() {
      // calls keep arriving at four times what the server can take: retries only add rejections
      const report = yield* Simulate.run({
        clients: 100,
        callsPerClient: 20,
        thinkTime: { kind: "exponential", mean: "1 second" },
        capacity: 25,
        faults: {},
        outages: [],
        policies: [Simulate.presets.standard, Simulate.presets.budget]
      })
      const standard = byName(report, "standard")
      const budget = byName(report, "budget")
      expect(standard.budgetRefusals).toBe(0)
      expect(budget.budgetRefusals).toBeGreaterThan(0)
      expect(budget.amplification!).toBeLessThan(standard.amplification! / 2)
      expect(budget.attempts).toBeLessThan(standard.attempts / 2)
    }))

  it.effect("reports how long the breaker stayed open, and recovery after the outage", () =>
    Effect.gen(function*() {
      const breaker = {
        name: "breaker",
        retry: "standard",
        breaker: { consecutiveFailures: 5, openDuration: "4 seconds" }
      } as const
      const report = yield* Simulate.run({
        clients: 50,
        callsPerClient: 30,
        capacity: undefined,
        faults: {},
        outages: [{ start: "20 seconds", duration: "10 seconds" }],
        policies: [breaker, Simulate.presets.standard]
      })
      const open = byName(report, "breaker").breakerOpen!
      // it opens during the outage, at least once for its 4 s, and cannot stay open much past it
      expect(open).toBeGreaterThanOrEqual(4000)
      expect(open).toBeLessThanOrEqual(10_000 + 4000)
      expect(byName(report, "standard").breakerOpen).toBeUndefined()
      for (const p of report.policies) {
        expect(p.recovery).toHaveLength(1)
        expect(p.recovery[0]).toBeGreaterThanOrEqual(0)
      }
    }))

  it.effect("a breaker's open duration grows per opening, up to its max", () =>
    Effect.gen(function*() {
      // a dependency down for a minute: 50 clients calling about every second
      const scenario = {
        clients: 50,
        callsPerClient: 60,
        thinkTime: { kind: "constant", value: "1 second" },
        capacity: undefined,
        faults: {},
        outages: [{ start: "10 seconds", duration: "1 minute" }]
      } as const
      const breaker = (openDuration: Simulate.BreakerSpec["openDuration"]): Simulate.PolicySpec => ({
        name: JSON.stringify(openDuration),
        retry: "standard",
        breaker: { openDuration }
      })
      const report = yield* Simulate.run({
        ...scenario,
        policies: [breaker("5 seconds"), breaker({ exponential: "5 seconds", max: "20 seconds" })]
      })
      const [constant, growing] = report.policies
      // both stay open through most of the minute, but the growing one probes less
      for (const p of [constant, growing]) expect(p.breakerOpen!).toBeGreaterThan(45_000)
      const during = (p: Simulate.PolicyResult) => p.attemptsPerBucket.slice(15, 70).reduce((a, b) => a + b, 0)
      expect(during(growing)).toBeLessThan(during(constant))
      // 5 + 10 + 20 + 20 + …: the openings after the third last 20 s
      expect(during(constant)).toBeGreaterThanOrEqual(10)
      expect(during(growing)).toBeLessThanOrEqual(6)
    }))

  it.effect("a breaker counting capacity answers opens where one counting outages only does not", () =>
    Effect.gen(function*() {
      const report = yield* Simulate.run({
        ...stampede,
        policies: [
          { name: "outage", retry: "standard", breaker: { consecutiveFailures: 5 } },
          { name: "all", retry: "standard", breaker: { consecutiveFailures: 5, counts: "all" } }
        ]
      })
      expect(byName(report, "outage").breakerOpen).toBe(0)
      expect(byName(report, "all").breakerOpen!).toBeGreaterThan(0)
    }))

  it("rejects an invalid configuration when called, naming the field", () => {
    const call = () => Simulate.run({ policies: [{ name: "x", retry: { base: "soon" } }] } as never)
    expect(call).toThrow(Options.InvalidOptionError)
    expect(call).toThrow(/policies\[0\]\.retry\.base/)
    expect(() => Simulate.run({ policies: [] })).toThrow(/at least one policy/)
    expect(() => Simulate.run({ policies: [Simulate.presets.none, Simulate.presets.none] })).toThrow(
      /policies\[1\]\.name/
    )
  })

  it("says a required field is missing in words (it read: expected is missing)", () => {
    expect(() => Simulate.run({} as never)).toThrow(
      "Invalid option \"policies\": expected a value: the field is required, got undefined"
    )
    const noDuration = invalidOption(() =>
      Simulate.run({ outages: [{ start: "1 second" }], policies: [Simulate.presets.none] } as never)
    )
    expect(noDuration.option).toBe("outages[0].duration")
    expect(noDuration.message).toContain("expected a value: the field is required")
  })

  it("rejects fault probabilities that add up to more than 1, which the draw would silently cut down", () => {
    // drawn in turn from one uniform draw: serverError got what rateLimited left, 0.2 of the calls instead of 0.5
    const error = invalidOption(() =>
      Simulate.run({ faults: { rateLimited: 0.8, serverError: 0.5 }, policies: [Simulate.presets.none] })
    )
    expect(error.option).toBe("faults")
    expect(error.message).toMatch(/add up to at most 1/)
    expect(() =>
      Simulate.run({
        faults: { rateLimited: 0.1, serverError: 0.2, droppedStream: 0.7 },
        policies: [Simulate.presets.none]
      })
    ).not.toThrow()
  })
})

describe("Simulate.run: onProgress", () => {
  // Every client retries a rejected call every millisecond (capacity 1): 300 retries of 100 clients fire more than the
  // 20 000 timers of a slice, after which onProgress is called. A smaller run never calls it.
  const busy: Simulate.Config = {
    clients: 100,
    callsPerClient: 1,
    rampUp: 0,
    capacity: 1,
    faults: {},
    outages: [],
    serviceTime: { kind: "constant", value: "1 second" },
    policies: [{ name: "busy", retry: { base: "1 millis", cap: "1 millis", jitter: "none", maxRetries: 300 } }]
  }

  it.effect("may return nothing, as console.log does, or an Effect", () =>
    Effect.gen(function*() {
      const seen: Array<Simulate.Progress> = []
      yield* Simulate.run(busy, { onProgress: (p) => void seen.push(p) })
      expect(seen.length).toBeGreaterThan(0)
      expect(seen[0]).toMatchObject({ policy: "busy", index: 0, policies: 1, total: 100 })
      let effects = 0
      yield* Simulate.run(busy, { onProgress: () => Effect.sync(() => effects++) })
      expect(effects).toBe(seen.length)
    }), 60_000)

  it.live(
    "lets the event loop in while it runs: a timeout (a Ctrl-C of simulate) cuts a run short",
    () =>
      Effect.gen(function*() {
        // It yielded only between slices of 20 000 timers, and in a microtask: the 1 ms timer fired once the run was
        // over, and `simulate` printed its whole report after a Ctrl-C. The default scenario fires fewer timers a policy.
        const result = yield* Effect.timeoutOption(Simulate.run({ policies: [Simulate.presets.standard] }), "1 millis")
        expect(Option.isNone(result)).toBe(true)
      }),
    60_000
  )

  it("is checked to be a function when run is called", () => {
    const call = () => Simulate.run(busy, { onProgress: "x" as never })
    expect(call).toThrow(Options.InvalidOptionError)
    expect(call).toThrow(/"onProgress": expected a function/)
    expect(() => Simulate.run(busy, "quiet" as never)).toThrow(/Invalid option "options"/)
  })

  it("a misspelt option of run, throughput or awsExperiment is named, not read as absent", () => {
    // read as absent: a long run reported no progress, a throughput or experiment ran with the default clients
    expect(invalidOption(() => Simulate.run(busy, { onProgres: () => {} } as never)).option).toBe("onProgres")
    expect(invalidOption(() => Simulate.throughput({ client: 10 } as never)).option).toBe("client")
    expect(invalidOption(() => Simulate.awsExperiment({ client: 10 } as never)).option).toBe("client")
  })
})

describe("Simulate: messages name what the caller passed", () => {
  const message = (f: () => unknown): string => {
    try {
      f()
    } catch (e) {
      expect(e).toBeInstanceOf(Options.InvalidOptionError)
      return (e as Error).message
    }
    throw new Error("did not throw")
  }

  it("run", () => {
    expect(message(() => Simulate.run({ policies: [] }))).toBe(
      "Invalid option \"policies\": expected at least one policy, got []"
    )
    const unknown = message(() => Simulate.run({ clientz: 5, policies: [Simulate.presets.none] } as never))
    expect(unknown).toMatch(
      /^Invalid option "clientz": expected no option of this name \(the options here are "clients", /
    )
    expect(unknown).not.toMatch(/is unexpected/)
    expect(message(() => Simulate.run({ clients: "5", policies: [Simulate.presets.none] } as never))).toBe(
      "Invalid option \"clients\": expected a number, got \"5\""
    )
  })

  it("throughput", () => {
    const nan = message(() => Simulate.throughput({ clients: Number.NaN }))
    expect(nan).toMatch(/^Invalid option "clients"/)
    expect(nan).not.toMatch(/capacity/)
    expect(message(() => Simulate.throughput({ policy: { name: "x", retry: { base: "soon" } } } as never))).toMatch(
      /^Invalid option "policy\.retry\.base"/
    )
    // given as null (a JSON config's empty field), they ran 5 calls each and RetrySchedule.standard, without a word
    expect(message(() => Simulate.throughput({ callsPerClient: null as never }))).toBe(
      "Invalid option \"callsPerClient\": expected a number, got null"
    )
    expect(message(() => Simulate.throughput({ policy: null as never }))).toBe(
      "Invalid option \"policy\": expected an object, got null"
    )
  })

  it("awsAlgorithms and awsExperiment", () => {
    expect(message(() => Simulate.awsAlgorithms(Number.NaN, 100))).toMatch(/^Invalid option "base"/)
    expect(message(() => Simulate.awsAlgorithms(5, -1))).toMatch(/^Invalid option "cap".*got -1$/)
    expect(message(() => Simulate.awsAlgorithms("5 millis" as never, 100))).toMatch(
      /^Invalid option "base": expected a number of milliseconds.*got "5 millis"$/
    )
    expect(message(() => Simulate.awsExperiment({ algorithms: "full" as never }))).toMatch(
      /^Invalid option "algorithms":.*got "full"$/
    )
    expect(message(() => Simulate.awsExperiment({ algorithms: [{ name: "full" }] as never }))).toMatch(
      /^Invalid option "algorithms\[0\]\.schedule"/
    )
  })
})

describe("Simulate.decodePolicies", () => {
  it("accepts presets and schedules written as data", () => {
    const decoded = Simulate.parsePolicies(JSON.stringify([
      { name: "a", retry: "openaiSdk" },
      { name: "b", retry: { base: 250, jitter: "equal", ratio: 0.3, cap: "4 seconds", maxRetries: 3 }, breaker: true }
    ]))
    expect(Either.isRight(decoded)).toBe(true)
  })

  it("its JSDoc example's message reads as the example's comment says", () => {
    const result = Simulate.decodePolicies([{ name: "mine", retry: { base: "fast" } }])
    expect(Either.isLeft(result) && result.left.message).toBe(
      "invalid policy file (input):\n" +
        "[0].retry.base: Expected a duration (milliseconds such as 500, or a string such as \"2 seconds\"), actual \"fast\""
    )
  })

  it("accepts a breaker that grows its open duration, and checks it", () => {
    const ok = Simulate.decodePolicies([{
      name: "growing",
      retry: "standard",
      breaker: {
        failureRatio: 0.8,
        minimumThroughput: 20,
        openDuration: { exponential: "5 seconds", max: "1 minute" },
        halfOpenProbes: 3,
        halfOpenTimeout: "2 minutes",
        successThreshold: 2,
        counts: "all"
      }
    }])
    expect(Either.isRight(ok)).toBe(true)
    const issues = (input: unknown) => {
      const decoded = Simulate.decodePolicies([{ name: "b", retry: "standard", breaker: input }])
      return Either.isLeft(decoded) ? decoded.left.issues : []
    }
    expect(issues({ counts: "some" })).toStrictEqual([
      { path: "[0].breaker.counts", message: "Expected \"outage\" | \"all\", actual \"some\"" }
    ])
    expect(issues({ openDuration: { exponential: "soon" } })[0].path).toBe("[0].breaker.openDuration.exponential")
    expect(issues({ openDuration: { exponential: "1 second", factor: 0.5 } })[0].path).toBe(
      "[0].breaker.openDuration.factor"
    )
    // what only CircuitBreaker knows: more successes than probes
    expect(issues({ halfOpenProbes: 2, successThreshold: 3 })[0].path).toBe("[0].breaker.successThreshold")
    expect(issues({ halfOpenTimeout: "soon" })[0].path).toBe("[0].breaker.halfOpenTimeout")
    expect(issues({ halfOpenTimeout: 0 })[0].path).toBe("[0].breaker.halfOpenTimeout")
  })

  it("names the bad field in a clear error", () => {
    const bad = Simulate.decodePolicies([
      { name: "ok", retry: "standard" },
      { name: "typo", retry: { base: "500 millis", jitter: "fulll", maxRetires: 3 } }
    ], "policies.json")
    expect(Either.isLeft(bad)).toBe(true)
    const error = Either.getLeft(bad).pipe((o) => o._tag === "Some" ? o.value : undefined)!
    expect(error._tag).toBe("PolicyFileError")
    expect(error.issues).toStrictEqual([
      {
        path: "[1].retry.maxRetires",
        message:
          "is unexpected, expected: \"base\" | \"factor\" | \"jitter\" | \"ratio\" | \"cap\" | \"retryAfter\" | \"maxRetries\" | \"budget\""
      },
      {
        path: "[1].retry.jitter",
        message: "Expected \"none\" | \"full\" | \"equal\" | \"decorrelated\" | \"proportional\", actual \"fulll\""
      }
    ])
    expect(error.message).toContain("invalid policy file policies.json")
    // a union's bare type read without its article: "Expected boolean | an object"
    const breaker = Simulate.decodePolicies([{ name: "b", breaker: null }])
    expect(Either.isLeft(breaker) && breaker.left.issues).toStrictEqual([
      { path: "[0].breaker", message: "Expected a boolean | an object, actual null" }
    ])
    expect(invalidOption(() => Simulate.run({ policies: [{ name: "b", breaker: null as never }] })).message).toBe(
      "Invalid option \"policies[0].breaker\": expected a boolean | an object, got null"
    )
  })

  it("reports what only the real constructors know, and text that is not JSON", () => {
    const ratio = Simulate.decodePolicies([{ name: "r", retry: { base: 100, jitter: "full", ratio: 0.5 } }])
    expect(Either.isLeft(ratio) && ratio.left.issues[0].path).toBe("[0].retry.ratio")
    const text = Simulate.parsePolicies("[{ name: 1 }")
    expect(Either.isLeft(text) && text.left.issues[0].message).toMatch(/^not JSON/)
    const preset = Simulate.decodePolicies([{ name: "p", retry: "standrd" }])
    expect(Either.isLeft(preset) && preset.left.issues[0]).toStrictEqual({
      path: "[0].retry",
      message: expect.stringMatching(/^Expected "none" \| "standard" .* \| an object, actual "standrd"$/)
    })
  })
})

describe("Simulate.awsExperiment", () => {
  it.effect("reproduces the ordering of the AWS simulator at 100 clients", () =>
    Effect.gen(function*() {
      const results = yield* Simulate.awsExperiment({ clients: 100, runs: 5 })
      const compared = results.filter((r) => r.name !== "default")
      // AWS: calls full 797 < equal 811 < decorrelated 1000 < exponential 1848 < none 2423
      expect(order(compared, "calls")).toStrictEqual(["full", "equal", "decorrelated", "exponential", "none"])
      // AWS: time none 2036 < decorrelated 4590 < full 4990 < equal 6535 < exponential 63024
      expect(order(compared, "time")).toStrictEqual(["none", "decorrelated", "full", "equal", "exponential"])
      // and the magnitudes: within 10 % of the published figures
      for (const ours of compared) {
        const theirs = Simulate.awsReference.find((r) => r.name === ours.name)!
        expect(Math.abs(ours.calls / theirs.calls - 1)).toBeLessThan(0.1)
        expect(Math.abs(ours.time / theirs.time - 1)).toBeLessThan(0.1)
      }
      // The library's default: fewer calls than decorrelated jitter, and done sooner than full jitter.
      const get = (name: string) => results.find((r) => r.name === name)!
      expect(get("default").calls).toBeLessThan(get("decorrelated").calls)
      expect(get("default").time).toBeLessThan(get("full").time)
    }), 60_000)

  it.effect("the default is RetrySchedule.standard's backoff scaled from 500 ms / 8 s to base / cap", () =>
    Effect.gen(function*() {
      // standard: 2 s·1.5ⁿ, full jitter, at most 8 s; base 5 ms and cap 2 s make it 20 ms·1.5ⁿ, at most 2 s.
      const scaled = RetrySchedule.exponential("20 millis", 1.5).pipe(
        RetrySchedule.jittered({ kind: "full" }),
        RetrySchedule.capped("2 seconds")
      )
      const algorithms = [
        ...Simulate.awsAlgorithms(5, 2000).filter((a) => a.name === "default"),
        { name: "scaled", schedule: scaled }
      ]
      const [ours, expected] = yield* Simulate.awsExperiment({ clients: 30, runs: 2, algorithms })
      expect({ ...ours, name: "scaled" }).toStrictEqual(expected)
    }))

  it.effect(
    "decorrelated jitter from 2·base beats decorrelated on calls and full jitter on time",
    () =>
      Effect.gen(function*() {
        const cap = RetrySchedule.capped("2 seconds")
        const algorithms: ReadonlyArray<Simulate.AwsAlgorithm> = [
          ...Simulate.awsAlgorithms(5, 2000).filter((a) => a.name === "full" || a.name === "decorrelated"),
          {
            name: "candidate",
            schedule: RetrySchedule.exponential("10 millis").pipe(RetrySchedule.jittered({ kind: "decorrelated" }), cap)
          }
        ]
        const results = yield* Simulate.awsExperiment({ clients: 100, runs: 10, algorithms })
        const get = (name: string) => results.find((r) => r.name === name)!
        expect(get("candidate").calls).toBeLessThan(get("decorrelated").calls)
        expect(get("candidate").time).toBeLessThan(get("full").time)
      }),
    60_000
  )

  it("checks its options when called", () => {
    expect(() => Simulate.awsExperiment({ clients: 0 })).toThrow(/clients/)
    expect(() => Simulate.awsExperiment({ base: "-1 millis" })).toThrow(/base/)
  })
})

describe("Simulate.throughput", () => {
  it.effect("simulates every call and reports virtual time against wall time", () =>
    Effect.gen(function*() {
      const t = yield* Simulate.throughput({ clients: 100, callsPerClient: 2 })
      expect(t.calls).toBe(200)
      expect(t.attempts).toBeGreaterThanOrEqual(200)
      expect(t.virtualMillis).toBeGreaterThan(0)
      expect(t.virtualSecondsPerWallSecond).toBeGreaterThan(0)
    }))
})

describe("formatting", () => {
  it.effect("draws one sparkline per policy, marks outages, and writes a standalone SVG", () =>
    Effect.gen(function*() {
      const report = yield* Simulate.run({
        clients: 40,
        callsPerClient: 10,
        outages: [{ start: "10 seconds", duration: "5 seconds" }],
        policies: [Simulate.presets.none, Simulate.presets.standard]
      })
      const chart = Simulate.formatChart(report, { width: 40 })
      const lines = chart.split("\n")
      expect(lines.filter((l) => l.startsWith("none ") || l.startsWith("standard "))).toHaveLength(2)
      expect(chart).toContain("━")
      expect(chart).not.toContain("\u001b[")
      expect(Simulate.formatChart(report, { color: true })).toContain("\u001b[")
      const table = Simulate.formatTable(report).split("\n")
      expect(table[0]).toMatch(/^policy\s+success\s+calls\/success\s+p50\s+p95\s+p99/)
      expect(table).toHaveLength(4)
      const svg = Simulate.toSvg(report)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      expect(svg.match(/<polyline /g)).toHaveLength(2)
      expect(Simulate.toHtml(report)).toContain("<svg")
    }))

  it.effect("draws a steady load flat when the buckets do not divide evenly into the columns", () =>
    Effect.gen(function*() {
      const report = yield* Simulate.run({
        clients: 1,
        callsPerClient: 1,
        outages: [],
        policies: [Simulate.presets.none]
      })
      // 10 requests in each of 100 one-second buckets, drawn in 72 columns of 1.39 s: 13.9 requests each
      const steady = { ...report, policies: [{ ...report.policies[0], attemptsPerBucket: Array(100).fill(10) }] }
      const lines = Simulate.formatChart(steady, { width: 72 }).split("\n")
      expect(lines[0]).toContain("max 14")
      const bars = lines[1].slice("none ".length).split(" ")[0]
      expect(bars).toHaveLength(72)
      expect(new Set(bars)).toEqual(new Set(["█"]))
      expect(lines[1]).toMatch(/ peak 14$/)
    }))

  it.effect("rejects a chart width that is not a whole number of columns, naming it", () =>
    Effect.gen(function*() {
      const report = yield* Simulate.run({ clients: 2, callsPerClient: 1, policies: [Simulate.presets.none] })
      // NaN and fractions failed with "Invalid array length"; 0 and negative widths drew one column
      // null (a JSON config's empty field) drew 72 columns
      for (const width of [Number.NaN, 2.5, 0, -5, null as never]) {
        expect(invalidOption(() => Simulate.formatChart(report, { width })).option).toBe("width")
      }
      expect(Simulate.formatChart(report, { width: 1 })).toMatch(/per column/)
    }))
})
