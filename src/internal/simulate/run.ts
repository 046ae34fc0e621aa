import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Random from "effect/Random"
import * as Stream from "effect/Stream"
import type * as CircuitBreaker from "../../CircuitBreaker.js"
import type * as Policy from "../../Policy.js"
import * as options from "../options.js"
import { InvalidOptionError } from "../options.js"
import { Config, decode, type Distribution, expectedOf, millisOf, type PolicySpec } from "./config.js"
import { runVirtual } from "./engine.js"
import { openMillis, percentile, recoveryMillis } from "./metrics.js"
import { prepare, type Probe } from "./policies.js"
import { answers, sampler } from "./world.js"

/** @internal */
export interface Scenario {
  readonly clients: number
  readonly callsPerClient: number
  readonly seed: number
  readonly rampUp: number
  readonly thinkTime: Distribution
  readonly serviceTime: Distribution
  readonly networkTime: number
  readonly capacity: number | undefined
  readonly faults: {
    readonly rateLimited: number
    readonly retryAfter: Distribution | undefined
    readonly serverError: number
    readonly droppedStream: number
    readonly overflow: number
  }
  readonly outages: ReadonlyArray<{ readonly start: number; readonly end: number; readonly status: number }>
  readonly bucket: number
  readonly horizon: number
  readonly policyScope: "shared" | "client"
  readonly arrivals: "open" | "closed"
}

/** @internal */
export const defaults = {
  clients: 200,
  callsPerClient: 20,
  seed: 1,
  rampUp: "5 seconds",
  thinkTime: { kind: "exponential", mean: "4 seconds" },
  serviceTime: { kind: "lognormal", median: "1 second", sigma: 0.5 },
  networkTime: "20 millis",
  capacity: 80,
  faults: {
    rateLimited: 0.02,
    retryAfter: { kind: "uniform", min: "1 second", max: "5 seconds" },
    serverError: 0.02,
    droppedStream: 0.01,
    overflow: 0.002
  },
  outages: [{ start: "20 seconds", duration: "10 seconds", status: 503 }],
  bucket: "1 second",
  horizon: "10 minutes",
  policyScope: "shared",
  arrivals: "open"
} as const satisfies Omit<Config, "policies">

const resolve = (config: Config): Scenario => {
  const faults = config.faults ?? defaults.faults
  return {
    clients: config.clients ?? defaults.clients,
    callsPerClient: config.callsPerClient ?? defaults.callsPerClient,
    seed: config.seed ?? defaults.seed,
    rampUp: millisOf(config.rampUp ?? defaults.rampUp),
    thinkTime: config.thinkTime ?? defaults.thinkTime,
    serviceTime: config.serviceTime ?? defaults.serviceTime,
    networkTime: millisOf(config.networkTime ?? defaults.networkTime),
    capacity: "capacity" in config ? config.capacity : defaults.capacity,
    faults: {
      rateLimited: faults.rateLimited ?? 0,
      retryAfter: faults.retryAfter,
      serverError: faults.serverError ?? 0,
      droppedStream: faults.droppedStream ?? 0,
      overflow: faults.overflow ?? 0
    },
    outages: (config.outages ?? defaults.outages).map((o) => {
      const start = millisOf(o.start)
      return { start, end: start + millisOf(o.duration), status: o.status ?? 503 }
    }),
    bucket: Math.max(1, millisOf(config.bucket ?? defaults.bucket)),
    horizon: millisOf(config.horizon ?? defaults.horizon),
    policyScope: config.policyScope ?? defaults.policyScope,
    arrivals: config.arrivals ?? defaults.arrivals
  }
}

/**
 * Checks a configuration at once: the schema first (every issue, with its path), then what only
 * the real constructors know (a jitter ratio on a kind without one, …). Throws `InvalidOptionError`.
 *
 * @internal
 */
export const validate = (input: unknown) => {
  const decoded = decode(Config, input, "")
  if (Either.isLeft(decoded)) {
    const [first, ...rest] = decoded.left
    const more = rest.length === 0 ? "" : ` (also invalid: ${rest.map((i) => i.path || "config").join(", ")})`
    throw new InvalidOptionError(first.path || "config", pathValue(input, first.path), expectedOf(first.message) + more)
  }
  const config = decoded.right
  checkFaults(config.faults)
  const names = new Set<string>()
  const policies = config.policies.map((spec, i) => {
    if (names.has(spec.name)) {
      throw new InvalidOptionError(`policies[${i}].name`, spec.name, "a name no other policy has")
    }
    names.add(spec.name)
    return { spec, make: prepare(spec, `policies[${i}]`) }
  })
  return { scenario: resolve(config), policies }
}

/**
 * The faults are drawn in turn from one uniform draw, each taking its probability's share of it: past a total of 1 the
 * later ones got only what was left (`serverError: 0.5` after `rateLimited: 0.8` happened to 0.2 of the calls), and
 * the report showed other faults than the configuration asked for.
 */
const checkFaults = (faults: Config["faults"]): void => {
  if (faults === undefined) return
  const total = (faults.overflow ?? 0) + (faults.rateLimited ?? 0) + (faults.serverError ?? 0) +
    (faults.droppedStream ?? 0)
  // a little room for the rounding of decimal fractions (0.1 + 0.2 + 0.7)
  if (total > 1 + 1e-9) {
    throw new InvalidOptionError(
      "faults",
      faults,
      "probabilities that add up to at most 1 (each accepted call meets at most one fault)"
    )
  }
}

const pathValue = (input: unknown, path: string): unknown => {
  let value: unknown = input
  for (const key of path.split(/[.[\]]+/).filter((k) => k !== "")) {
    if (typeof value !== "object" || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** @internal */
export interface PolicyResult {
  readonly name: string
  readonly calls: number
  readonly successes: number
  readonly successRate: number
  readonly attempts: number
  readonly amplification: number | undefined
  readonly rejected: number
  readonly latency: { readonly p50: number; readonly p95: number; readonly p99: number }
  readonly recovery: ReadonlyArray<number | undefined>
  readonly budgetRefusals: number
  readonly breakerOpen: number | undefined
  readonly outcomes: Readonly<Record<string, number>>
  readonly attemptsPerBucket: ReadonlyArray<number>
  readonly successesPerBucket: ReadonlyArray<number>
  readonly endedAt: number
}

/** @internal */
export interface Progress {
  readonly policy: string
  readonly index: number
  readonly policies: number
  readonly done: number
  readonly total: number
  readonly now: number
}

class Tally {
  attempts = 0
  rejected = 0
  done = 0
  readonly attemptsPerBucket: Array<number> = []
  readonly successesPerBucket: Array<number> = []
  readonly latencies: Array<number> = []
  readonly successTimes: Array<number> = []
  readonly outcomes: Record<string, number> = {}
  constructor(readonly bucket: number) {}
  private add(series: Array<number>, at: number) {
    const i = Math.floor(at / this.bucket)
    while (series.length <= i) series.push(0)
    series[i]++
  }
  attempt(at: number) {
    this.attempts++
    this.add(this.attemptsPerBucket, at)
  }
  call(start: number, end: number, outcome: string) {
    this.done++
    this.latencies.push(end - start)
    this.outcomes[outcome] = (this.outcomes[outcome] ?? 0) + 1
    if (outcome === "Success") {
      this.successTimes.push(end)
      this.add(this.successesPerBucket, end)
    }
  }
}

const outcomeOf = (exit: Exit.Exit<unknown, { readonly _tag: string }>): string => {
  if (Exit.isSuccess(exit)) return "Success"
  const failure = Cause.failureOption(exit.cause)
  return Option.isSome(failure) ? failure.value._tag : Cause.isInterruptedOnly(exit.cause) ? "Interrupted" : "Defect"
}

/**
 * One simulated provider: answers calls after a service time, fails some of them as the fault
 * model says, fails everything during an outage, and rejects calls beyond its capacity.
 */
const server = (scenario: Scenario, random: Random.Random, tally: Tally) => {
  const { capacity, faults, networkTime, outages } = scenario
  const serviceTime = sampler(random, scenario.serviceTime)
  const retryAfter = faults.retryAfter === undefined ? undefined : sampler(random, faults.retryAfter)
  const network = Effect.sleep(Duration.millis(networkTime))
  let inFlight = 0
  const release = Effect.sync(() => {
    inFlight--
  })
  const fail = (error: unknown) => Effect.zipRight(network, Effect.fail(error))
  // An outage also breaks the calls in flight when it starts: they all fail at the same instant,
  // which is what lines retries up into a herd.
  const work = (now: number, millis: number, error: unknown) => {
    const cut = outages.find((o) => o.start > now && o.start < now + millis)
    if (cut !== undefined) {
      return Effect.zipRight(Effect.sleep(Duration.millis(cut.start - now)), Effect.fail(answers.outage(cut.status)))
    }
    return Effect.zipRight(
      Effect.sleep(Duration.millis(millis)),
      error === undefined ? Effect.succeed("ok") : Effect.fail(error)
    )
  }
  const accepted = (now: number): Effect.Effect<string, unknown> =>
    Effect.flatMap(random.next, (u) => {
      let p = u
      if ((p -= faults.overflow) < 0) return fail(answers.overflow)
      if ((p -= faults.rateLimited) < 0) {
        return retryAfter === undefined
          ? fail(answers.rateLimited(undefined))
          : Effect.flatMap(retryAfter, (hint) => fail(answers.rateLimited(hint)))
      }
      if ((p -= faults.serverError) < 0) return fail(answers.serverError)
      if ((p -= faults.droppedStream) < 0) {
        // The stream breaks somewhere in the middle: the server did part of the work.
        return Effect.flatMap(
          Effect.zipWith(serviceTime, random.next, (t, r) => t * r),
          (t) => work(now, t, answers.dropped())
        )
      }
      return Effect.flatMap(serviceTime, (t) => work(now, t, undefined))
    })
  return Effect.flatMap(Clock.currentTimeMillis, (now): Effect.Effect<string, unknown> => {
    tally.attempt(now)
    const outage = outages.find((o) => now >= o.start && now < o.end)
    if (outage !== undefined) {
      tally.rejected++
      return fail(answers.outage(outage.status))
    }
    if (capacity !== undefined && inFlight >= capacity) {
      tally.rejected++
      return fail(answers.overloaded)
    }
    inFlight++
    return Effect.ensuring(accepted(now), release)
  })
}

/**
 * With a per-attempt timeout the client gives up on an attempt, but the server does not know:
 * the abandoned work keeps its slot until it finishes, as on a real provider.
 */
const detached = <A, E>(work: Effect.Effect<A, E>): Effect.Effect<A, E> =>
  Effect.flatMap(Effect.forkDaemon(work), Fiber.join)

const simulatePolicy = (
  scenario: Scenario,
  spec: PolicySpec,
  make: ReturnType<typeof prepare>,
  tally: Tally,
  probe: Probe
) =>
  Effect.gen(function*() {
    const world = Random.make(`${scenario.seed}/world`)
    const serve = server(scenario, world, tally)
    const call = spec.timeout === undefined ? serve : detached(serve)
    const watchers: Array<Fiber.RuntimeFiber<void>> = []
    const build = Effect.gen(function*() {
      const built = yield* make(probe)
      if (built.breaker !== undefined) {
        const changes: Array<CircuitBreaker.StateChange> = []
        probe.changes.push(changes)
        watchers.push(
          yield* Effect.forkDaemon(Stream.runForEach(built.breaker.changes, (change) =>
            Effect.sync(() => {
              changes.push(change)
            })))
        )
      }
      return built.policy
    })
    const shared: Policy.Policy | undefined = scenario.policyScope === "shared" ? yield* build : undefined
    const measured = (policy: Policy.Policy) =>
      Effect.gen(function*() {
        const start = yield* Clock.currentTimeMillis
        const exit = yield* Effect.exit(policy(call))
        tally.call(start, yield* Clock.currentTimeMillis, outcomeOf(exit))
      })
    // Arrivals come from a stream of their own, so every policy faces the same arrival times.
    const arrivals = Random.make(`${scenario.seed}/arrivals`)
    const gap = sampler(arrivals, scenario.thinkTime)
    const pause = (millis: number) => Effect.sleep(Duration.millis(millis))
    const client = Effect.gen(function*() {
      const policy = shared ?? (yield* build)
      yield* pause((yield* arrivals.next) * scenario.rampUp)
      if (scenario.arrivals === "closed") {
        for (let m = 0; m < scenario.callsPerClient; m++) {
          if (m > 0) yield* Effect.flatMap(gap, pause)
          yield* measured(policy)
        }
        return
      }
      const calls: Array<Fiber.RuntimeFiber<void>> = []
      for (let m = 0; m < scenario.callsPerClient; m++) {
        if (m > 0) yield* Effect.flatMap(gap, pause)
        calls.push(yield* Effect.fork(measured(policy)))
      }
      yield* Fiber.joinAll(calls)
    })
    const clients = Effect.forEach(
      Array.from({ length: scenario.clients }, () => client),
      (c) => c,
      { concurrency: "unbounded", discard: true }
    )
    yield* Effect.timeoutOption(clients, Duration.millis(scenario.horizon))
    const end = yield* Clock.currentTimeMillis
    yield* Fiber.interruptAll(watchers)
    return end
  }).pipe(Effect.withRandom(Random.make(`${scenario.seed}/policy`)))

/** @internal */
export const runOne = (
  scenario: Scenario,
  spec: PolicySpec,
  make: ReturnType<typeof prepare>,
  onSlice?: (done: number, now: number) => Effect.Effect<void>
): Effect.Effect<PolicyResult> =>
  Effect.gen(function*() {
    const tally = new Tally(scenario.bucket)
    const probe: Probe = { refused: 0, changes: [] }
    const result = yield* runVirtual(simulatePolicy(scenario, spec, make, tally, probe), {
      onSlice: onSlice === undefined ? undefined : (now) => onSlice(tally.done, now)
    })
    if (Exit.isFailure(result.exit)) return yield* Effect.failCause(result.exit.cause)
    const end = result.exit.value
    const breakers = probe.changes.length
    const calls = scenario.clients * scenario.callsPerClient
    const successes = tally.outcomes.Success ?? 0
    const unfinished = calls - tally.done
    const outcomes = unfinished > 0 ? { ...tally.outcomes, Unfinished: unfinished } : { ...tally.outcomes }
    const sorted = Float64Array.from(tally.latencies).sort()
    return {
      name: spec.name,
      calls,
      successes,
      successRate: successes / calls,
      attempts: tally.attempts,
      amplification: successes === 0 ? undefined : tally.attempts / successes,
      rejected: tally.rejected,
      latency: { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) },
      recovery: scenario.outages.map((o) => recoveryMillis(tally.successTimes, o, scenario.bucket)),
      budgetRefusals: probe.refused,
      breakerOpen: breakers === 0
        ? undefined
        : probe.changes.reduce((sum, changes) => sum + openMillis(changes, end), 0) / breakers,
      outcomes,
      attemptsPerBucket: tally.attemptsPerBucket,
      successesPerBucket: tally.successesPerBucket,
      endedAt: end
    }
  })

/** @internal */
export interface Report {
  readonly scenario: Scenario
  readonly policies: ReadonlyArray<PolicyResult>
}

/** @internal */
export interface RunOptions {
  readonly onProgress?: ((progress: Progress) => Effect.Effect<void> | void) | undefined
}

/**
 * `onProgress` as the engine runs it. It is called once per slice of 20 000 timers, so a small run never calls it:
 * it is checked to be a function here rather than failing mid-run. A callback that returns no Effect
 * (`(p) => console.log(p)`) has done its work when it returns; anything else it returns is ignored, as for any
 * callback typed `void`.
 */
const progressOf = (
  given: RunOptions | undefined
): ((progress: Progress) => Effect.Effect<void>) | undefined => {
  const opts = options.object("options", given, "Simulate.run's options, an object such as { onProgress }")
  // a misspelt `onProgres` reported nothing on a long run, without a word
  if (opts !== undefined) options.knownKeys("", opts, ["onProgress"])
  const onProgress = opts?.onProgress
  if (onProgress === undefined) return undefined
  if (typeof onProgress !== "function") {
    throw new InvalidOptionError(
      "onProgress",
      onProgress,
      "a function of the progress (returning an Effect, or nothing)"
    )
  }
  return (progress) =>
    Effect.suspend(() => {
      const result = onProgress(progress)
      return Effect.isEffect(result) ? result : Effect.void
    })
}

/** @internal */
export const run = (input: Config, opts?: RunOptions): Effect.Effect<Report> => {
  const { policies, scenario } = validate(input)
  const onProgress = progressOf(opts)
  const total = scenario.clients * scenario.callsPerClient
  return Effect.map(
    Effect.forEach(policies, ({ make, spec }, index) =>
      runOne(
        scenario,
        spec,
        make,
        onProgress === undefined ?
          undefined :
          (done, now) => onProgress({ policy: spec.name, index, policies: policies.length, done, total, now })
      )),
    (results) => ({ scenario, policies: results })
  )
}

/** `throughput` checks its `policy` as the run's `policies[0]`: its errors name it as the caller passed it. */
const asPolicy = <A>(check: () => A): A => {
  try {
    return check()
  } catch (e) {
    if (!(e instanceof InvalidOptionError)) throw e
    const rename = (text: string) => text.replaceAll("policies[0]", "policy")
    throw new InvalidOptionError(rename(e.option), e.value, rename(e.expected))
  }
}

/** @internal */
export interface Throughput {
  readonly clients: number
  readonly calls: number
  readonly attempts: number
  readonly virtualMillis: number
  readonly wallMillis: number
  readonly virtualSecondsPerWallSecond: number
}

/**
 * Simulates the default scenario with `clients` clients (capacity scaled to half of them) under
 * one policy and measures the wall time it took with the `Clock` in scope: run it with the live
 * clock.
 *
 * @internal
 */
export const throughput = (input?: {
  readonly clients?: number | undefined
  readonly callsPerClient?: number | undefined
  readonly policy?: PolicySpec | undefined
}): Effect.Effect<Throughput> => {
  const given = options.object("options", input, "Simulate.throughput's options, an object such as { clients: 10_000 }")
  if (given !== undefined) options.knownKeys("", given, ["clients", "callsPerClient", "policy"])
  // The capacity is derived from clients: checked first, a bad one is not reported as `capacity`, which the caller
  // never passed.
  const clients = options.number("clients", options.given(input?.clients, 10_000), { min: 1, integer: true })
  const { policies, scenario } = asPolicy(() =>
    validate({
      clients,
      callsPerClient: options.given(input?.callsPerClient, 5),
      capacity: Math.max(1, Math.ceil(clients / 2)),
      policies: [options.given(input?.policy, { name: "standard", retry: "standard" })]
    })
  )
  const [{ make, spec }] = policies
  return Effect.gen(function*() {
    const start = yield* Clock.currentTimeNanos
    const result = yield* runOne(scenario, spec, make)
    const wallMillis = Number((yield* Clock.currentTimeNanos) - start) / 1_000_000
    return {
      clients,
      calls: result.calls,
      attempts: result.attempts,
      virtualMillis: result.endedAt,
      wallMillis,
      virtualSecondsPerWallSecond: wallMillis === 0 ? Number.POSITIVE_INFINITY : result.endedAt / wallMillis
    }
  })
}
