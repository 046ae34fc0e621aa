/**
 * What a retry layer costs on the success path and on a short failure path, against the bare call
 * and the peers, all measured in this run.
 *
 * The call is `Effect.sync(() => 1)` (a promise-returning `async () => 1` for the promise libraries):
 * it does no work, so every nanosecond on top of the bare row is the layer's. Layers are built per
 * call, as `call.pipe(Retry.retry({ … }))` inside a handler builds them; `Policy.standard` is made
 * once (it owns a circuit breaker) and applied per call.
 *
 * Two views of the success path:
 * - per call: every call is its own program (`Effect.runPromise`, awaited), as an application calls
 *   a model or a tool. This is the view of the targets: what a user pays per call.
 * - in fiber: 1 000 calls back to back inside one fiber, which takes the fiber start-up out and
 *   isolates what each layer adds (the "added ns" column).
 */
import {
  circuitBreaker,
  ConsecutiveBreaker,
  ConstantBackoff,
  ExponentialBackoff,
  handleAll,
  retry,
  SamplingBreaker,
  wrap
} from "cockatiel"
import { type Cause, Effect, Schedule } from "effect"
import pRetry from "p-retry"
import { Failure, Policy, Retry, RetrySchedule, Timeout } from "../src/index.js"
import { asyncCase, type Case, measure, measurePair, type Pair, printTable, type Row, syncCase } from "./harness.js"

export interface Results {
  /** The target ratios, each measured in alternating slices against its baseline (`measurePair`). */
  readonly pairs: {
    readonly retry: Pair
    readonly policy: Pair
    readonly effectRetryOverRetry: Pair
    readonly cockatielWrap: Pair
    /** Like for like, beside the target: each library with the breaker of the other's configuration. */
    readonly policyConsecutive: Pair
    readonly cockatielSampling: Pair
  }
  /** A failure handler alone, `Retry.retry` and `Effect.retry`, in the same rotations of 3 ms slices. */
  readonly ceiling: ReadonlyArray<Row>
  readonly perCall: ReadonlyArray<Row>
  readonly inFiber: ReadonlyArray<Row>
  readonly failurePath: ReadonlyArray<Row>
}

/** Rows and the row each one wraps, for the "added ns" column. */
export const names = {
  bare: "bare effect",
  effectRetry: "Effect.retry(Schedule)",
  handler: "Effect.catchAllCause (a failure handler alone)",
  retry: "Retry.retry standard",
  retryPrebuilt: "Retry.retry standard, built once",
  policy: "Policy.standard",
  policyTimeout: "Policy.standard + 30 s timeout per attempt",
  policyConsecutive: "Policy, breaker of 5 failures in a row",
  timeout: "Timeout.timeout(30 s)",
  effectTimeout: "Effect.timeoutFail(30 s)",
  promise: "bare promise",
  cockatielRetry: "cockatiel retry",
  cockatielWrap: "cockatiel wrap(retry, breaker)",
  cockatielSampling: "cockatiel wrap(retry, sampling breaker)",
  pRetry: "p-retry"
} as const

const wraps = (name: string): string | undefined =>
  name === names.bare || name === names.promise
    ? undefined
    : name.startsWith("cockatiel") || name === names.pRetry
    ? names.promise
    : names.bare

const IN_FIBER = 1_000

export const run = async (): Promise<Results> => {
  const call = Effect.sync(() => 1)
  // The schedule `Effect.retry` users write for "exponential from 500 ms, 4 retries".
  const effectSchedule = Schedule.exponential("500 millis").pipe(Schedule.intersect(Schedule.recurs(4)))
  const retryBuiltOnce = Retry.retry(call, { schedule: RetrySchedule.standard, layer: "bench" })
  const policy = await Effect.runPromise(Policy.standard)
  const policyTimeout = await Effect.runPromise(Policy.make({ ...Policy.defaults, timeout: "30 seconds" }))
  // cockatiel's breaker below, in a Policy: no failure-ratio window, so a success reads no clock
  const policyConsecutive = await Effect.runPromise(
    Policy.make({
      name: "consecutive",
      retry: { schedule: RetrySchedule.standard },
      breaker: { consecutiveFailures: 5 }
    })
  )
  const timeout = Timeout.make("30 seconds")
  const onTimeout = () => new Failure.Retryable({ reason: "timed out" })
  // What any layer that catches a failure pays at least: one handler, which passes the failure on.
  const passOn = (cause: Cause.Cause<never>) => Effect.failCause(cause)

  const fn = async () => 1
  const cockatielRetry = retry(handleAll, { maxAttempts: 4, backoff: new ExponentialBackoff() })
  const cockatielBreaker = circuitBreaker(handleAll, {
    halfOpenAfter: 30_000,
    breaker: new ConsecutiveBreaker(5)
  })
  const cockatielWrap = wrap(cockatielRetry, cockatielBreaker)
  // Policy.standard's window in cockatiel: 80% of the calls of 10 s, at 2 calls a second at least (its 20 calls); like
  // Policy's window, it reads the clock on every call
  const cockatielSampling = wrap(
    cockatielRetry,
    circuitBreaker(handleAll, {
      halfOpenAfter: 30_000,
      breaker: new SamplingBreaker({ threshold: 0.8, duration: 10_000, minimumRps: 2 })
    })
  )

  const perCallCases: ReadonlyArray<Case> = [
    asyncCase(names.bare, () => Effect.runPromise(call)),
    asyncCase(names.effectRetry, () => Effect.runPromise(Effect.retry(call, effectSchedule))),
    asyncCase(names.handler, () => Effect.runPromise(Effect.catchAllCause(call, passOn))),
    asyncCase(
      names.retry,
      () => Effect.runPromise(Retry.retry(call, { schedule: RetrySchedule.standard, layer: "bench" }))
    ),
    asyncCase(names.retryPrebuilt, () => Effect.runPromise(retryBuiltOnce)),
    asyncCase(names.policy, () => Effect.runPromise(policy(call))),
    asyncCase(names.policyConsecutive, () => Effect.runPromise(policyConsecutive(call))),
    // A timeout races the call against a sleeping fiber: two forks, whatever the library.
    asyncCase(names.policyTimeout, () => Effect.runPromise(policyTimeout(call))),
    asyncCase(names.timeout, () => Effect.runPromise(timeout(call))),
    asyncCase(
      names.effectTimeout,
      () => Effect.runPromise(Effect.timeoutFail(call, { duration: "30 seconds", onTimeout }))
    ),
    asyncCase(names.promise, () => fn()),
    asyncCase(names.cockatielRetry, () => cockatielRetry.execute(fn)),
    asyncCase(names.cockatielWrap, () => cockatielWrap.execute(fn)),
    asyncCase(names.cockatielSampling, () => cockatielSampling.execute(fn)),
    asyncCase(names.pRetry, () => pRetry(fn, { retries: 4 }))
  ]
  // The differences sought (a few hundred ns) are small beside the fiber start-up: more rounds.
  const perCall = await measure(perCallCases, { rounds: 61 })
  printTable(
    "Success path, per call (each call its own Effect.runPromise, awaited; promise libraries awaited)",
    perCall,
    names.bare,
    wraps
  )

  const inFiberCase = (name: string, make: () => Effect.Effect<number, unknown>): Case => {
    const program = Effect.gen(function*() {
      let sum = 0
      for (let i = 0; i < IN_FIBER; i++) sum += yield* make()
      return sum
    })
    return syncCase(name, () => Effect.runSync(program), IN_FIBER)
  }
  const inFiber = await measure([
    inFiberCase(names.bare, () => call),
    inFiberCase(names.effectRetry, () => Effect.retry(call, effectSchedule)),
    inFiberCase(names.handler, () => Effect.catchAllCause(call, passOn)),
    inFiberCase(names.retry, () => Retry.retry(call, { schedule: RetrySchedule.standard, layer: "bench" })),
    inFiberCase(names.retryPrebuilt, () => retryBuiltOnce),
    inFiberCase(names.policy, () => policy(call))
  ])
  printTable(`Success path, in one fiber (${IN_FIBER.toLocaleString("en-US")} calls a run)`, inFiber, names.bare, wraps)

  // Fails twice with a Retryable, then succeeds. Every delay is zero.
  const transient = new Failure.Retryable({ reason: "HTTP 503", status: 503 })
  const flaky = () => {
    let n = 0
    return Effect.suspend(() => ++n <= 2 ? Effect.fail(transient) : Effect.succeed(n))
  }
  const flakyPromise = () => {
    let n = 0
    return async () => {
      if (++n <= 2) throw transient
      return n
    }
  }
  const zero = { schedule: RetrySchedule.maxRetries(RetrySchedule.exponential(0), 4), layer: "bench" }
  const zeroPolicy = await Effect.runPromise(Policy.make({ name: "bench", retry: zero }))
  const cockatielZero = retry(handleAll, { maxAttempts: 4, backoff: new ConstantBackoff(0) })
  const failurePath = await measure([
    asyncCase("Effect.retry(Schedule.recurs(4))", () => Effect.runPromise(Effect.retry(flaky(), Schedule.recurs(4)))),
    asyncCase("Retry.retry", () => Effect.runPromise(Retry.retry(flaky(), zero))),
    asyncCase("Policy (retry + breaker)", () => Effect.runPromise(zeroPolicy(flaky()))),
    // cockatiel waits with setTimeout even for a zero delay: Node makes that at least 1 ms.
    asyncCase("cockatiel retry (setTimeout ≥ 1 ms)", () => cockatielZero.execute(flakyPromise())),
    asyncCase("p-retry", () => pRetry(flakyPromise(), { retries: 4, minTimeout: 0, maxTimeout: 0 }))
  ], { maxCalls: 20_000 })
  printTable(
    "Failure path: fails twice, then succeeds; zero delays (per call, awaited)",
    failurePath,
    "Effect.retry(Schedule.recurs(4))"
  )
  const find = (name: string) => perCallCases.find((c) => c.name === name)!
  // The warm-up done by `measure` above carries over: these cases are compiled already.
  const pairs = {
    retry: await measurePair(find(names.bare), find(names.retry)),
    policy: await measurePair(find(names.bare), find(names.policy)),
    effectRetryOverRetry: await measurePair(find(names.retry), find(names.effectRetry)),
    cockatielWrap: await measurePair(find(names.promise), find(names.cockatielWrap)),
    policyConsecutive: await measurePair(find(names.bare), find(names.policyConsecutive)),
    cockatielSampling: await measurePair(find(names.promise), find(names.cockatielSampling))
  }
  // `Effect.retry`'s cost drifts by a fifth between the seconds the pairs above are measured in: its ratio to a bare
  // failure handler (what any layer that catches failures pays) and to `Retry.retry` are taken here in the same slices.
  const ceiling = await measure([find(names.handler), find(names.retry), find(names.effectRetry)], {
    roundMillis: 3,
    rounds: 101,
    warmupMillis: 0
  })
  return { pairs, ceiling, perCall, inFiber, failurePath }
}
