import { describe, expect, it } from "@effect/vitest"
import {
  Cause,
  Chunk,
  Clock,
  Deferred,
  Duration,
  Effect,
  Exit,
  FastCheck as fc,
  Fiber,
  Metric,
  Option,
  Random,
  Schedule,
  Schema,
  Stream,
  TestClock
} from "effect"
import * as Bulkhead from "../src/Bulkhead.js"
import * as CircuitBreaker from "../src/CircuitBreaker.js"
import * as Classify from "../src/Classify.js"
import * as Failure from "../src/Failure.js"
import type * as Options from "../src/Options.js"
import * as Policy from "../src/Policy.js"
import * as Retry from "../src/Retry.js"
import * as RetrySchedule from "../src/RetrySchedule.js"
import { invalidOption } from "./support/common.js"

const outage = new Failure.Retryable({ reason: "InternalServerError: 503", status: 503 })

/** A dependency that counts how often it is reached. */
const dependency = <A, E>(result: Effect.Effect<A, E>) => {
  const counter = { calls: 0 }
  const call = Effect.suspend(() => {
    counter.calls++
    return result
  })
  return { counter, call }
}

const down = dependency(Effect.fail(outage))
const up = dependency(Effect.succeed("ok"))

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  return Option.getOrThrow(Cause.failureOption(exit.cause))
}

const millisOf = (d: Duration.Duration | undefined) => d === undefined ? undefined : Duration.toMillis(d)

/** The retryAfter (ms) of the rejection a call through `breaker` gets now. */
const rejectionAfter = (breaker: CircuitBreaker.CircuitBreaker) =>
  Effect.map(Effect.exit(up.call.pipe(breaker)), (exit) => {
    const failure = failureOf(exit)
    expect(CircuitBreaker.isOpenRejection(failure)).toBe(true)
    return millisOf((failure as Failure.Retryable).retryAfter)
  })

/** Pins every `Random` draw to `u`: an open rejection's retryAfter is then `left + u × spread`. */
const drawing = (u: number) => Effect.withRandom(Random.fixed([u]))

const fail = (breaker: CircuitBreaker.CircuitBreaker, times = 1) =>
  Effect.repeatN(Effect.exit(down.call.pipe(breaker)), times - 1)

/** Trips `breaker`, then `times` over waits out its open time and fails the probe: each open time, in ms. */
const reopenings = (breaker: CircuitBreaker.CircuitBreaker, times: number) =>
  Effect.gen(function*() {
    const seen: Array<number | undefined> = []
    yield* fail(breaker)
    for (let i = 0; i < times; i++) {
      const after = yield* rejectionAfter(breaker)
      seen.push(after)
      yield* TestClock.adjust(after!)
      yield* fail(breaker)
    }
    return seen
  })

const settle = Effect.repeatN(Effect.yieldNow(), 20)

describe("CircuitBreaker", () => {
  describe("closed → open → half-open → closed", () => {
    it.effect("opens after consecutive counted failures and rejects without touching the dependency", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ name: "consecutive", consecutiveFailures: 3 })
        const { call, counter } = dependency(Effect.fail(outage))
        yield* Effect.exit(call.pipe(breaker))
        yield* Effect.exit(call.pipe(breaker))
        // A success breaks the run.
        expect(yield* up.call.pipe(breaker)).toBe("ok")
        yield* Effect.exit(call.pipe(breaker))
        yield* Effect.exit(call.pipe(breaker))
        expect(yield* breaker.state).toBe("Closed")
        const third = yield* Effect.exit(call.pipe(breaker))
        expect(failureOf(third)).toBe(outage)
        expect(yield* breaker.state).toBe("Open")
        expect(counter.calls).toBe(5)

        const rejected = failureOf(yield* Effect.exit(call.pipe(breaker)))
        expect(counter.calls).toBe(5)
        expect(CircuitBreaker.isOpenRejection(rejected)).toBe(true)
        expect(rejected).toBeInstanceOf(Failure.Retryable)
        expect(rejected.message).toMatch(/^Retryable: circuit breaker "consecutive" is open; retry after \d/)
        // never before the probe time; spread over one more open duration (the default jitter)
        const after = millisOf((rejected as Failure.Retryable).retryAfter)!
        expect(after).toBeGreaterThanOrEqual(30_000)
        expect(after).toBeLessThanOrEqual(60_000)
        const cause = (rejected as Failure.Retryable).cause as CircuitBreaker.BrokenCircuit
        expect(cause).toBeInstanceOf(CircuitBreaker.BrokenCircuit)
        expect({ breaker: cause.breaker, state: cause.state }).toEqual({ breaker: "consecutive", state: "Open" })
      }))

    it.effect("retryAfter is the open time left (Clock) plus a Random share of rejectionJitter", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1, openDuration: "30 seconds" })
        yield* fail(breaker)
        // the default jitter is the open duration: [left, left + 30 s]
        expect(yield* rejectionAfter(breaker).pipe(drawing(0))).toBe(30_000)
        yield* TestClock.adjust("12 seconds")
        expect(yield* rejectionAfter(breaker).pipe(drawing(0.5))).toBe(18_000 + 15_000)
        yield* TestClock.adjust("17999 millis")
        expect(yield* rejectionAfter(breaker).pipe(drawing(0.9999))).toBe(1 + 29_997)

        const narrow = yield* CircuitBreaker.make({
          consecutiveFailures: 1,
          openDuration: "30 seconds",
          rejectionJitter: "2 seconds"
        })
        yield* fail(narrow)
        expect(yield* rejectionAfter(narrow).pipe(drawing(0.5))).toBe(30_000 + 1_000)
        // without jitter everyone is told the probe time
        const exact = yield* CircuitBreaker.make({
          consecutiveFailures: 1,
          openDuration: "30 seconds",
          rejectionJitter: 0
        })
        yield* fail(exact)
        yield* TestClock.adjust("12 seconds")
        expect(yield* rejectionAfter(exact)).toBe(18_000)
      }))

    it.effect("the callers an open breaker rejects are told to come back spread over the window, not at one instant", () =>
      Effect.gen(function*() {
        const callers = 200
        const comeBack = (breaker: CircuitBreaker.CircuitBreaker) =>
          Effect.gen(function*() {
            const opened = yield* Clock.currentTimeMillis
            yield* fail(breaker)
            yield* TestClock.adjust("1 second")
            // every caller is rejected, sleeps its retryAfter, and notes when it came back (since the opening)
            const fiber = yield* Effect.fork(Effect.forEach(
              Array.from({ length: callers }, () =>
                Effect.gen(function*() {
                  const rejected = failureOf(yield* Effect.exit(up.call.pipe(breaker)))
                  yield* Effect.sleep((rejected as Failure.Retryable).retryAfter!)
                  return (yield* Clock.currentTimeMillis) - opened
                })),
              (caller) => caller,
              { concurrency: "unbounded" }
            ))
            yield* settle
            yield* TestClock.adjust("30 seconds")
            return yield* Fiber.join(fiber)
          })
        const spread = yield* comeBack(
          yield* CircuitBreaker.make({ consecutiveFailures: 1, openDuration: "10 seconds" })
        ).pipe(Effect.withRandom(Random.make("spread")))
        // never before the probe time (10 s), never after one more open duration
        expect(Math.min(...spread)).toBeGreaterThanOrEqual(10_000)
        expect(Math.max(...spread)).toBeLessThanOrEqual(20_000)
        expect(new Set(spread).size).toBeGreaterThan(callers * 0.9)
        // about a quarter of the callers in each quarter of the window
        const quarters = [0, 1, 2, 3].map((q) =>
          spread.filter((t) => t >= 10_000 + q * 2_500 && t < 10_000 + (q + 1) * 2_500).length
        )
        for (const n of quarters) expect(n).toBeGreaterThan(callers / 8)
        // the herd it replaces: without jitter, all of them come back at the same instant
        const herd = yield* comeBack(
          yield* CircuitBreaker.make({ consecutiveFailures: 1, openDuration: "10 seconds", rejectionJitter: 0 })
        )
        expect(new Set(herd)).toEqual(new Set([10_000]))
      }))

    it.effect("half-opens when the open time is up; a successful probe closes it", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1, openDuration: "10 seconds" })
        yield* fail(breaker)
        yield* TestClock.adjust("9999 millis")
        expect(yield* breaker.state).toBe("Open")
        yield* TestClock.adjust("1 millis")
        expect(yield* breaker.state).toBe("HalfOpen")
        const probe = yield* Effect.fork(Effect.as(Effect.sleep("1 second"), "probed").pipe(breaker))
        yield* settle
        expect(yield* breaker.state).toBe("HalfOpen")
        yield* TestClock.adjust("1 second")
        expect(yield* Fiber.join(probe)).toBe("probed")
        expect(yield* breaker.state).toBe("Closed")
      }))

    it.effect("a failing probe re-opens with the next delay of the open-duration schedule; a close restarts it", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          consecutiveFailures: 1,
          openDuration: Schedule.exponential("10 seconds")
        })
        // each rejection is the time left plus half its jitter window, which is that opening's duration
        yield* fail(breaker)
        expect(yield* rejectionAfter(breaker)).toBe(10_000 + 5_000)
        yield* TestClock.adjust("10 seconds")
        yield* fail(breaker)
        expect(yield* breaker.state).toBe("Open")
        expect(yield* rejectionAfter(breaker)).toBe(20_000 + 10_000)
        yield* TestClock.adjust("20 seconds")
        yield* fail(breaker)
        expect(yield* rejectionAfter(breaker)).toBe(40_000 + 20_000)
        yield* TestClock.adjust("40 seconds")
        yield* up.call.pipe(breaker)
        expect(yield* breaker.state).toBe("Closed")
        yield* fail(breaker)
        expect(yield* rejectionAfter(breaker)).toBe(10_000 + 5_000)
      }).pipe(drawing(0.5)))

    it.effect("a capped schedule stops growing at its cap", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          consecutiveFailures: 1,
          openDuration: Schedule.exponential("10 seconds").pipe(Schedule.union(Schedule.spaced("30 seconds")))
        })
        const seen = yield* reopenings(breaker, 4)
        // open time + half of it (the jitter drawn at 0.5)
        expect(seen).toEqual([15_000, 30_000, 45_000, 45_000])
      }).pipe(drawing(0.5)))

    it.effect("a schedule that ends keeps its last delay", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          consecutiveFailures: 1,
          openDuration: Schedule.fromDelays("1 second", "5 seconds")
        })
        const seen = yield* reopenings(breaker, 4)
        expect(seen).toEqual([1_500, 7_500, 7_500, 7_500])
      }).pipe(drawing(0.5)))

    it.effect("successThreshold: closes only after that many successful probes", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          consecutiveFailures: 1,
          openDuration: "1 second",
          halfOpenProbes: 2,
          successThreshold: 2
        })
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        yield* up.call.pipe(breaker)
        expect(yield* breaker.state).toBe("HalfOpen")
        yield* up.call.pipe(breaker)
        expect(yield* breaker.state).toBe("Closed")
      }))
  })

  describe("what counts", () => {
    const counted = (options: CircuitBreaker.Options, error: unknown) =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1, ...options })
        const exit = yield* Effect.exit(Effect.fail(error).pipe(breaker))
        expect(failureOf(exit)).toBe(error)
        return yield* breaker.state
      })

    it.effect("Retryable and Exhausted count; Fatal, ContextOverflow and Permanent do not", () =>
      Effect.gen(function*() {
        const exhausted = new Failure.Exhausted({ layer: "model", attempts: [], last: outage })
        expect(yield* counted({}, outage)).toBe("Open")
        expect(yield* counted({}, exhausted)).toBe("Open")
        expect(yield* counted({}, new Failure.Fatal({ reason: "400 bad temperature", status: 400 }))).toBe("Closed")
        expect(yield* counted({}, new Failure.ContextOverflow({ reason: "prompt is too long" }))).toBe("Closed")
        expect(yield* counted({}, new Failure.Permanent({ reason: "401 invalid key", status: 401 }))).toBe("Closed")
      }))

    it.effect("an unclassified error is classified with the Classifier in context; defects too", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 2 })
        const flaky = Classify.withRules([
          (u) => u === "flaky" ? new Failure.Retryable({ reason: "flaky" }) : undefined
        ])
        yield* Effect.exit(Effect.fail("boom").pipe(breaker, flaky))
        yield* Effect.exit(Effect.fail("boom").pipe(breaker, flaky))
        expect(yield* breaker.state).toBe("Closed")
        yield* Effect.exit(Effect.fail("flaky").pipe(breaker, flaky))
        yield* Effect.exit(Effect.die("flaky").pipe(breaker, flaky))
        expect(yield* breaker.state).toBe("Open")
      }))

    it.effect("isOutage counts like the default, except the dependency saying it is at capacity", () =>
      Effect.gen(function*() {
        const outageOnly = { isFailure: CircuitBreaker.isOutage }
        const anthropic = new Failure.Retryable({ reason: "HTTP 529 overloaded_error: Overloaded", status: 529 })
        const openai = new Failure.Retryable({ reason: "HTTP 503 The engine is currently overloaded", status: 503 })
        const rateLimited = new Failure.Retryable({ reason: "HTTP 429 rate_limit_error", status: 429 })
        const streamed = new Failure.Retryable({ reason: "overloaded_error: Overloaded" })
        for (const capacity of [anthropic, openai, rateLimited, streamed]) {
          expect(CircuitBreaker.isOverload(capacity)).toBe(true)
          expect(yield* counted(outageOnly, capacity)).toBe("Closed")
          // the default breaker still counts them
          expect(yield* counted({}, capacity)).toBe("Open")
        }
        const shed = new Failure.Exhausted({ layer: "model", attempts: [], last: anthropic })
        expect(yield* counted(outageOnly, shed)).toBe("Closed")
        expect(yield* counted(outageOnly, outage)).toBe("Open")
        expect(yield* counted(outageOnly, new Failure.Exhausted({ layer: "model", attempts: [], last: outage })))
          .toBe("Open")
        expect(yield* counted(outageOnly, new Failure.Fatal({ reason: "400 bad temperature", status: 400 })))
          .toBe("Closed")
        expect(CircuitBreaker.isOverload(new Failure.Permanent({ reason: "insufficient_quota", status: 429 })))
          .toBe(false)
      }))

    it.effect("isFailure replaces the default judgement", () =>
      Effect.gen(function*() {
        const fatal = new Failure.Fatal({ reason: "400" })
        expect(yield* counted({ isFailure: Failure.isFatal }, fatal)).toBe("Open")
        expect(yield* counted({ isFailure: Failure.isFatal }, outage)).toBe("Closed")
      }))

    it.effect("isolateOnPermanent isolates at once; the isolated breaker rejects with a Permanent until reset", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          name: "billing",
          consecutiveFailures: 5,
          isolateOnPermanent: true
        })
        const quota = new Failure.Permanent({ reason: "insufficient_quota", status: 429 })
        expect(failureOf(yield* Effect.exit(Effect.fail(quota).pipe(breaker)))).toBe(quota)
        expect(yield* breaker.state).toBe("Isolated")
        const rejected = failureOf(yield* Effect.exit(up.call.pipe(breaker)))
        expect(rejected).toBeInstanceOf(Failure.Permanent)
        expect(rejected.message).toBe("failed permanently: circuit breaker \"billing\" is isolated: insufficient_quota")
        expect(CircuitBreaker.isRejection(rejected)).toBe(true)
        expect(CircuitBreaker.isOpenRejection(rejected)).toBe(false)
        // No open time runs out for an isolated breaker.
        yield* TestClock.adjust("1 day")
        expect(yield* breaker.state).toBe("Isolated")
        yield* breaker.reset
        expect(yield* up.call.pipe(breaker)).toBe("ok")
      }))

    it.effect("a success ends a failure run even when its call started before the run began", () =>
      Effect.gen(function*() {
        const variants: ReadonlyArray<CircuitBreaker.Options> = [
          {},
          { failureRatio: 1, minimumThroughput: 100 },
          { slowCallThreshold: "1 minute" }
        ]
        for (const options of variants) {
          const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 3, ...options })
          // A starts with no run under way; B and C fail; A succeeds; D fails: the longest run is 2.
          const a = yield* Effect.fork(Effect.sleep("5 seconds").pipe(Effect.as("ok"), breaker))
          yield* Effect.yieldNow()
          yield* fail(breaker, 2)
          yield* TestClock.adjust("5 seconds")
          expect(yield* Fiber.join(a)).toBe("ok")
          yield* fail(breaker)
          expect(yield* breaker.state).toBe("Closed")
          yield* fail(breaker, 2)
          expect(yield* breaker.state).toBe("Open")
        }
      }))

    it.effect("an interruption never counts", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
        yield* Effect.exit(Effect.interrupt.pipe(breaker))
        expect(yield* breaker.state).toBe("Closed")
      }))

    it.effect("a call whose caller is interrupted counts nowhere, not even as a call of the window", () =>
      Effect.gen(function*() {
        for (const slowCallThreshold of [undefined, "1 minute"] as const) {
          const breaker = yield* CircuitBreaker.make({ failureRatio: 0.5, minimumThroughput: 4, slowCallThreshold })
          // two hedged calls whose callers gave up (a race's loser): had they counted as calls, the window would hold
          // four calls, two failed, at the first two failures below, and the breaker would open
          for (let i = 0; i < 2; i++) {
            const loser = yield* Effect.fork(breaker(Effect.never))
            yield* Effect.yieldNow()
            yield* Fiber.interrupt(loser)
          }
          yield* fail(breaker, 2)
          expect(yield* breaker.state).toBe("Closed")
          yield* fail(breaker, 2)
          expect(yield* breaker.state).toBe("Open")
        }
      }))
    it.effect("a bulkhead's rejection counts nowhere: nothing reached the dependency", () =>
      Effect.gen(function*() {
        const full = yield* Bulkhead.make({ concurrency: 1 })
        const holder = yield* Effect.fork(Bulkhead.withBulkhead(Effect.never, full))
        yield* Effect.yieldNow()
        const rejected = (breaker: CircuitBreaker.CircuitBreaker) =>
          Effect.exit(up.call.pipe(Bulkhead.withBulkhead(full), breaker))
        // in a row: a burst of callers the bulkhead turns away is no outage
        const inARow = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
        const exit = yield* rejected(inARow)
        expect(Bulkhead.isBulkheadRejection(failureOf(exit))).toBe(true)
        expect(yield* inARow.state).toBe("Closed")
        // nor a call of the failure-ratio window: counted as calls, two rejections would have filled the minimum
        // throughput of four beside two failures, and opened the breaker at 50 %
        const ratio = yield* CircuitBreaker.make({ failureRatio: 0.5, minimumThroughput: 4 })
        yield* rejected(ratio).pipe(Effect.repeatN(1))
        yield* fail(ratio, 2)
        expect(yield* ratio.state).toBe("Closed")
        yield* fail(ratio, 2)
        expect(yield* ratio.state).toBe("Open")
        // a probe the bulkhead turns away gives its slot back and decides nothing
        const probing = yield* CircuitBreaker.make({ consecutiveFailures: 1, openDuration: "1 second" })
        yield* fail(probing)
        yield* TestClock.adjust("1 second")
        yield* rejected(probing)
        expect(yield* probing.state).toBe("HalfOpen")
        expect(yield* up.call.pipe(probing)).toBe("ok")
        expect(yield* probing.state).toBe("Closed")
        // an inner policy's bulkhead rejection (an Exhausted of no attempt) is one too
        const policy = yield* Policy.make({ retry: false, bulkhead: full })
        const outer = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
        const shed = failureOf(yield* Effect.exit(up.call.pipe(policy, outer)))
        expect(Failure.isExhausted(shed) && shed.attempts.length === 0).toBe(true)
        expect(yield* outer.state).toBe("Closed")
        yield* Fiber.interrupt(holder)
      }))

    // A breaker inside another (a tool's or a host's inside an agent's, a keyed family inside a provider's): the inner
    // one's rejections never reached the dependency, as a bulkhead's do not. Counted, the outer breaker opened on them.
    describe("an inner breaker's rejection counts nowhere in an outer one", () => {
      it.effect("half-open: callers beyond the probe do not open the outer breaker, which the probe's success leaves closed", () =>
        Effect.gen(function*() {
          const inner = yield* CircuitBreaker.make({ name: "tool", consecutiveFailures: 1, openDuration: "10 seconds" })
          const outer = yield* CircuitBreaker.make({ name: "agent", consecutiveFailures: 3 })
          yield* Effect.exit(down.call.pipe(inner, outer))
          yield* TestClock.adjust("10 seconds")
          const probe = yield* Effect.fork(Effect.sleep("1 second").pipe(Effect.as("ok"), inner, outer))
          yield* Effect.yieldNow()
          // three callers while the probe runs: each rejected by the half-open inner breaker at once
          for (let i = 0; i < 3; i++) {
            expect(CircuitBreaker.isOpenRejection(failureOf(yield* Effect.exit(up.call.pipe(inner, outer))))).toBe(true)
          }
          expect(yield* outer.state).toBe("Closed")
          yield* TestClock.adjust("1 second")
          expect(yield* Fiber.join(probe)).toBe("ok")
          // the dependency is back, and reachable: counted, the outer breaker was open for its 30 s
          expect(yield* up.call.pipe(inner, outer)).toBe("ok")
        }))

      it.effect("open: one host's open breaker in a keyed family does not open the breaker around the family", () =>
        Effect.gen(function*() {
          const hosts = yield* CircuitBreaker.keyed({ name: "hosts", maxKeys: 10, consecutiveFailures: 1 })
          const outer = yield* CircuitBreaker.make({ name: "provider", consecutiveFailures: 2 })
          yield* Effect.exit(down.call.pipe(hosts.execute("a"), outer))
          for (let i = 0; i < 3; i++) {
            const rejected = failureOf(yield* Effect.exit(up.call.pipe(hosts.execute("a"), outer)))
            expect(CircuitBreaker.isOpenRejection(rejected)).toBe(true)
          }
          expect(yield* outer.state).toBe("Closed")
          expect(yield* up.call.pipe(hosts.execute("b"), outer)).toBe("ok")
        }))

      it.effect("isolated: an operator's isolation of the inner breaker does not isolate the outer one (isolateOnPermanent)", () =>
        Effect.gen(function*() {
          const inner = yield* CircuitBreaker.make({ name: "tool" })
          const outer = yield* CircuitBreaker.make({ name: "agent", isolateOnPermanent: true })
          yield* inner.isolate
          const rejected = failureOf(yield* Effect.exit(up.call.pipe(inner, outer)))
          expect(CircuitBreaker.isRejection(rejected) && Failure.isPermanent(rejected)).toBe(true)
          expect(yield* outer.state).toBe("Closed")
          // resetting the breaker the operator isolated is enough: counted, the outer one stayed isolated until reset too
          yield* inner.reset
          expect(yield* up.call.pipe(inner, outer)).toBe("ok")
        }))

      it.effect("also wrapped in an error of the call's own, or as an inner policy's give-up", () =>
        Effect.gen(function*() {
          class ToolFailed extends Schema.TaggedError<ToolFailed>()("ToolFailed", { cause: Schema.Unknown }) {}
          const inner = yield* CircuitBreaker.make({ name: "tool", consecutiveFailures: 1 })
          yield* Effect.exit(down.call.pipe(inner))
          const wrapped = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
          yield* Effect.exit(up.call.pipe(inner, Effect.mapError((cause) => new ToolFailed({ cause })), wrapped))
          expect(yield* wrapped.state).toBe("Closed")
          // a policy whose breaker turned its one attempt away: an Exhausted of that rejection alone
          const policy = yield* Policy.make({ name: "tool", retry: false, breaker: { consecutiveFailures: 1 } })
          yield* Effect.exit(down.call.pipe(policy))
          const outer = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
          const shed = failureOf(yield* Effect.exit(up.call.pipe(policy, outer)))
          expect(Failure.isExhausted(shed) && CircuitBreaker.isOpenRejection(shed.last)).toBe(true)
          expect(yield* outer.state).toBe("Closed")
          // one whose attempt reached the dependency and failed still counts
          const reached = yield* Policy.make({ name: "tool2", retry: false, breaker: { consecutiveFailures: 1 } })
          yield* Effect.exit(down.call.pipe(reached, outer))
          expect(yield* outer.state).toBe("Open")
        }))

      // An outer layer that retries an inner give-up (`retryExhausted`) lists it as its `last` alone: read so, an inner
      // give-up whose 503 reached the dependency before a guard turned its retry away read as a rejection alone, and the
      // breaker around the outer layer counted the 503 nowhere.
      it.effect("an inner give-up an outer layer retried is judged by its own attempts, not by its last alone", () =>
        Effect.gen(function*() {
          const twice = Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(1)))
          const outerLayer = <A, E, R>(self: Effect.Effect<A, E, R>) =>
            Retry.retry(self, { schedule: Schedule.recurs(0), retryExhausted: true })
          // the inner breaker opens on the 503, its retry 1 s later is turned away
          const tool = yield* CircuitBreaker.make({ name: "tool", consecutiveFailures: 1 })
          const outer = yield* CircuitBreaker.make({ name: "agent", consecutiveFailures: 1 })
          const viaBreaker = Retry.retry(down.call.pipe(tool), { schedule: twice })
          const first = yield* Effect.fork(Effect.flip(outerLayer(viaBreaker).pipe(outer)))
          yield* TestClock.adjust("1 second")
          const gaveUp = (yield* Fiber.join(first)) as Failure.Exhausted
          expect(gaveUp.attempts.map((attempt) => CircuitBreaker.isOpenRejection(attempt.failure))).toEqual([true])
          expect(yield* outer.state).toBe("Open")
          // the same with a bulkhead whose slot is taken during the inner layer's backoff
          const slots = yield* Bulkhead.make({ concurrency: 1 })
          const around = yield* CircuitBreaker.make({ name: "agent2", consecutiveFailures: 1 })
          yield* Effect.fork(
            Effect.sleep("500 millis").pipe(Effect.zipRight(Bulkhead.withBulkhead(Effect.never, slots)))
          )
          const viaBulkhead = Retry.retry(Effect.fail(outage).pipe(Bulkhead.withBulkhead(slots)), { schedule: twice })
          const second = yield* Effect.fork(Effect.exit(outerLayer(viaBulkhead).pipe(around)))
          yield* TestClock.adjust("1 second")
          yield* Fiber.join(second)
          expect(yield* around.state).toBe("Open")
          // an inner give-up all of whose attempts were turned away still counts nowhere
          const third = yield* CircuitBreaker.make({ name: "agent3", consecutiveFailures: 1 })
          const viaOpen = Retry.retry(up.call.pipe(tool), { schedule: twice })
          const shed = yield* Effect.fork(Effect.flip(outerLayer(viaOpen).pipe(third)))
          yield* TestClock.adjust("1 second")
          expect(CircuitBreaker.isOpenRejection(((yield* Fiber.join(shed)) as Failure.Exhausted).last)).toBe(true)
          expect(yield* third.state).toBe("Closed")
        }))

      // The walk looks through the error's `cause` chain: a link it cannot read is no rejection. Thrown from the outcome
      // handler, the call's own failure became a TypeError defect and the breaker counted nothing (the classifier reads
      // such an error without a throw).
      it.effect("an error whose cause cannot be read fails the call as it is, and counts", () =>
        Effect.gen(function*() {
          const { proxy, revoke } = Proxy.revocable({}, {})
          revoke()
          const getter = new Error("HTTP 503 from upstream")
          Object.defineProperty(getter, "cause", {
            get() {
              throw new Error("cause getter")
            }
          })
          for (const error of [new Error("HTTP 503 from upstream", { cause: proxy }), getter]) {
            const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
            const exit = yield* Effect.exit(Effect.fail(error).pipe(breaker))
            expect(Exit.isFailure(exit) && Cause.isFailType(exit.cause) && exit.cause.error).toBe(error)
            expect(yield* breaker.state).toBe("Open")
          }
        }))

      it.effect("a probe of the outer breaker the inner one turns away gives its slot back; the next probe closes it", () =>
        Effect.gen(function*() {
          const inner = yield* CircuitBreaker.make({ name: "tool", consecutiveFailures: 1, openDuration: "10 seconds" })
          const outer = yield* CircuitBreaker.make({ name: "agent", consecutiveFailures: 1, openDuration: "5 seconds" })
          // the outer breaker opens on a failure that did not go through the inner one, the inner one on its own
          yield* Effect.exit(down.call.pipe(outer))
          yield* Effect.exit(down.call.pipe(inner))
          yield* TestClock.adjust("5 seconds")
          // half-open: each probe meets the inner breaker open, and gives its slot back (counted, each re-opened it)
          for (let i = 0; i < 3; i++) {
            expect(CircuitBreaker.isOpenRejection(failureOf(yield* Effect.exit(up.call.pipe(inner, outer))))).toBe(true)
            expect(yield* outer.state).toBe("HalfOpen")
          }
          // one slot: while a probe runs, the next caller is the outer breaker's own rejection, never a second probe
          const probe = yield* Effect.fork(Effect.sleep("1 second").pipe(Effect.as("ok"), outer))
          yield* Effect.yieldNow()
          const held = failureOf(yield* Effect.exit(up.call.pipe(outer))) as Failure.Retryable
          expect(held.cause).toEqual(new CircuitBreaker.BrokenCircuit({ breaker: "agent", state: "HalfOpen" }))
          yield* TestClock.adjust("1 second")
          expect(yield* Fiber.join(probe)).toBe("ok")
          expect(yield* outer.state).toBe("Closed")
        }))
    })
  })

  describe("failure ratio over a sliding window", () => {
    it.effect("trips when the ratio is reached with at least minimumThroughput calls", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          failureRatio: 0.5,
          samplingDuration: "10 seconds",
          minimumThroughput: 4
        })
        yield* Effect.repeatN(up.call.pipe(breaker), 2)
        yield* fail(breaker) // 1/4
        yield* fail(breaker) // 2/5
        expect(yield* breaker.state).toBe("Closed")
        yield* fail(breaker) // 3/6
        expect(yield* breaker.state).toBe("Open")
      }))

    it.effect("below minimumThroughput it never trips, and old calls slide out of the window", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          failureRatio: 0.5,
          samplingDuration: "10 seconds",
          minimumThroughput: 4
        })
        yield* fail(breaker, 3)
        expect(yield* breaker.state).toBe("Closed")
        yield* TestClock.adjust("11 seconds")
        yield* fail(breaker, 3)
        expect(yield* breaker.state).toBe("Closed")
        yield* fail(breaker)
        expect(yield* breaker.state).toBe("Open")
      }))

    it.effect("the window reads the calling fiber's Clock, not the one in scope when the breaker was made", () =>
      Effect.gen(function*() {
        const options = { failureRatio: 0.5, minimumThroughput: 10, samplingDuration: "10 seconds" } as const
        // made under the live clock (at startup, say), then called under TestClock
        const breaker = yield* CircuitBreaker.make(options).pipe(Effect.withClock(Clock.make()))
        yield* fail(breaker, 10)
        expect(yield* breaker.state).toBe("Open")
      }))

    it.effect("a call's failure is counted with its call: a slow failure leaves the window when its call does", () =>
      Effect.gen(function*() {
        // 10 buckets of 1 s. At t=0: 10 slow calls (they fail at 9.5 s) and 15 successes: 10/25.
        const breaker = yield* CircuitBreaker.make({
          failureRatio: 0.5,
          samplingDuration: "10 seconds",
          minimumThroughput: 10
        })
        const slow = yield* Effect.forEach(
          Array.from({ length: 10 }),
          () => Effect.fork(Effect.exit(Effect.zipRight(Effect.sleep("9500 millis"), down.call).pipe(breaker)))
        )
        yield* Effect.yieldNow()
        yield* Effect.repeatN(up.call.pipe(breaker), 14)
        yield* TestClock.adjust("9500 millis")
        yield* Effect.forEach(slow, Fiber.join)
        expect(yield* breaker.state).toBe("Closed")
        // At 10.5 s the calls of t=0 have left the window, and their failures with them: 1/20.
        yield* TestClock.adjust("1 second")
        yield* Effect.repeatN(up.call.pipe(breaker), 18)
        yield* fail(breaker)
        expect(yield* breaker.state).toBe("Closed")
      }))

    it.effect("calls count as they end: failures of calls admitted before an opening count after it closes again", () =>
      Effect.gen(function*() {
        const variants: ReadonlyArray<CircuitBreaker.Options> = [
          { failureRatio: 0.5, minimumThroughput: 10, samplingDuration: "1 minute" },
          { consecutiveFailures: 10 }
        ]
        for (const options of variants) {
          const breaker = yield* CircuitBreaker.make({ openDuration: "5 seconds", ...options })
          // 10 calls that fail at t=20 s, then 10 fast failures: open
          const slow = yield* Effect.forEach(
            Array.from({ length: 10 }),
            () => Effect.fork(Effect.exit(Effect.zipRight(Effect.sleep("20 seconds"), down.call).pipe(breaker)))
          )
          yield* Effect.yieldNow()
          yield* fail(breaker, 10)
          expect(yield* breaker.state).toBe("Open")
          yield* TestClock.adjust("5 seconds")
          yield* Effect.repeatN(up.call.pipe(breaker), 10) // the probe closes it; 10 successes
          expect(yield* breaker.state).toBe("Closed")
          yield* TestClock.adjust("15 seconds")
          yield* Effect.forEach(slow, Fiber.join)
          // the dependency failed 10 calls just now: evidence as fresh as any (resilience4j, cockatiel and Polly count so)
          expect(yield* breaker.state).toBe("Open")
        }
      }))
  })

  describe("slow calls", () => {
    it.effect("a call at least slowCallThreshold long counts as a failure even when it succeeds", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 2, slowCallThreshold: "1 second" })
        const slow = Effect.as(Effect.sleep("2 seconds"), "slow")
        const quick = Effect.as(Effect.sleep("500 millis"), "quick")
        const run = <A>(call: Effect.Effect<A>, elapse: Duration.DurationInput) =>
          Effect.gen(function*() {
            const fiber = yield* Effect.fork(call.pipe(breaker))
            yield* TestClock.adjust(elapse)
            return yield* Fiber.join(fiber)
          })
        expect(yield* run(slow, "2 seconds")).toBe("slow")
        expect(yield* run(quick, "500 millis")).toBe("quick")
        expect(yield* run(slow, "2 seconds")).toBe("slow")
        expect(yield* breaker.state).toBe("Closed")
        yield* run(slow, "2 seconds")
        expect(yield* breaker.state).toBe("Open")
      }))

    it.effect("a call cut off by its caller's deadline after slowCallThreshold is a slow call: a hung dependency opens it", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 2, slowCallThreshold: "1 second" })
        const { call, counter } = dependency(Effect.never)
        // the caller's own deadline, outside the breaker (an agent's step, a request's budget)
        const withDeadline = (deadline: Duration.DurationInput) =>
          Effect.gen(function*() {
            const fiber = yield* Effect.fork(Effect.timeout(call.pipe(breaker), deadline))
            yield* TestClock.adjust(deadline)
            return yield* Fiber.await(fiber)
          })
        // cut off before the threshold: nothing is known of the dependency, it counts nowhere
        yield* withDeadline("999 millis")
        yield* withDeadline("999 millis")
        expect(yield* breaker.state).toBe("Closed")
        // cut off after it: the dependency took at least the threshold, as a slow call that ends does
        yield* withDeadline("5 seconds")
        expect(yield* breaker.state).toBe("Closed")
        yield* withDeadline("5 seconds")
        expect(yield* breaker.state).toBe("Open")
        expect(counter.calls).toBe(4)
      }))

    it.effect("a probe cut off by its caller after slowCallThreshold fails its round; one cut off sooner gives its slot back", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          consecutiveFailures: 1,
          slowCallThreshold: "1 second",
          openDuration: "10 seconds"
        })
        yield* fail(breaker)
        yield* TestClock.adjust("10 seconds")
        const probe = (deadline: Duration.DurationInput) =>
          Effect.gen(function*() {
            const fiber = yield* Effect.fork(Effect.timeout(Effect.never.pipe(breaker), deadline))
            yield* TestClock.adjust(deadline)
            yield* Fiber.await(fiber)
          })
        yield* probe("500 millis")
        expect(yield* breaker.state).toBe("HalfOpen")
        // left half-open, each caller in turn waited its whole deadline on a dependency known to be slow, and the
        // breaker never opened again
        yield* probe("5 seconds")
        expect(yield* breaker.state).toBe("Open")
      }))
    // A bulkhead inside the breaker (a tool's own, an inner policy's): the time a call waits there for a slot is no
    // time of the dependency's, as a call it turns away is no call of the dependency's. Counted, a burst of three calls
    // to a tool that answers every one in 3 s opened the breaker: the third waited 6 s in the queue.
    describe("the time a call waits in a bulkhead inside the breaker is not the dependency's", () => {
      const options = { consecutiveFailures: 2, slowCallThreshold: "5 seconds" } as const
      // the breaker's paths: its own, a policy's under its timeout (the call runs in a fiber of its own), and a breaker
      // around another slow-call breaker that the bulkhead is inside of
      const guards = {
        "a breaker": Effect.map(CircuitBreaker.make(options), (breaker) => ({ breaker, guard: breaker })),
        "a policy with a timeout": Effect.map(
          Policy.make({ timeout: "1 minute", retry: false, breaker: options }),
          (policy) => ({ breaker: policy.breaker!, guard: policy })
        ),
        "nested breakers": Effect.map(
          Effect.all([CircuitBreaker.make(options), CircuitBreaker.make(options)]),
          ([outer, inner]) => ({
            breaker: outer,
            guard: <A, E, R>(self: Effect.Effect<A, E, R>) => self.pipe(inner, outer)
          })
        )
      }
      const burst = (deadline: Duration.DurationInput | undefined, made: (typeof guards)[keyof typeof guards]) =>
        Effect.gen(function*() {
          const tool = yield* Bulkhead.make({ concurrency: 1, queue: 4 })
          const { breaker, guard } = yield* made
          const { call, counter } = dependency(Effect.as(Effect.sleep("3 seconds"), "ok"))
          const guarded = call.pipe(Bulkhead.withBulkhead(tool), guard) as Effect.Effect<string, unknown>
          const callers = yield* Effect.forEach(
            [1, 2, 3],
            () => Effect.fork(deadline === undefined ? guarded : Effect.timeout(guarded, deadline)),
            { concurrency: "unbounded" }
          )
          yield* TestClock.adjust("10 seconds")
          const exits = yield* Effect.forEach(callers, Fiber.await)
          return { exits, counter, state: yield* breaker.state }
        })

      for (const [name, made] of Object.entries(guards)) {
        it.effect(`calls that waited for a slot, then answered in time, are no slow calls (${name})`, () =>
          Effect.gen(function*() {
            const { counter, exits, state } = yield* burst(undefined, made)
            expect(exits.every(Exit.isSuccess)).toBe(true)
            expect(counter.calls).toBe(3)
            expect(state).toBe("Closed")
          }))

        it.effect(`calls cut off by their callers while waiting for a slot, or soon after it, are no slow calls (${name})`, () =>
          Effect.gen(function*() {
            // the second caller is cut off 2.5 s into its call (after 3 s in the queue), the third still in the queue
            const { counter, exits, state } = yield* burst("5500 millis", made)
            expect(exits.map(Exit.isSuccess)).toEqual([true, false, false])
            expect(counter.calls).toBe(2)
            expect(state).toBe("Closed")
          }))
      }

      it.effect("a probe cut off while it waits for a slot gives its slot back; it did not reach the dependency", () =>
        Effect.gen(function*() {
          const tool = yield* Bulkhead.make({ concurrency: 1, queue: 4 })
          const breaker = yield* CircuitBreaker.make({
            consecutiveFailures: 1,
            slowCallThreshold: "1 second",
            openDuration: "10 seconds"
          })
          yield* fail(breaker)
          yield* TestClock.adjust("10 seconds")
          // another caller of the tool holds its only slot
          const holder = yield* Effect.fork(Effect.sleep("1 minute").pipe(Bulkhead.withBulkhead(tool)))
          yield* Effect.yieldNow()
          const probe = yield* Effect.fork(
            Effect.timeout(up.call.pipe(Bulkhead.withBulkhead(tool), breaker), "5 seconds")
          )
          yield* TestClock.adjust("5 seconds")
          expect(Exit.isFailure(yield* Fiber.await(probe))).toBe(true)
          expect(yield* breaker.state).toBe("HalfOpen")
          yield* Fiber.interrupt(holder)
          expect(yield* up.call.pipe(Bulkhead.withBulkhead(tool), breaker)).toBe("ok")
          expect(yield* breaker.state).toBe("Closed")
        }))

      it.effect("a call of the dependency that is slow after its wait still is", () =>
        Effect.gen(function*() {
          const tool = yield* Bulkhead.make({ concurrency: 1, queue: 4 })
          const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1, slowCallThreshold: "5 seconds" })
          const holder = yield* Effect.fork(Effect.sleep("3 seconds").pipe(Bulkhead.withBulkhead(tool)))
          yield* Effect.yieldNow()
          const slow = yield* Effect.fork(Effect.sleep("5 seconds").pipe(Bulkhead.withBulkhead(tool), breaker))
          yield* TestClock.adjust("8 seconds")
          yield* Fiber.join(holder)
          yield* Fiber.join(slow)
          expect(yield* breaker.state).toBe("Open")
        }))
    })
  })

  describe("half-open admits exactly the probes", () => {
    it.effect("1 000 concurrent callers: exactly halfOpenProbes reach the dependency, the rest are rejected at once", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          name: "stampede",
          consecutiveFailures: 1,
          openDuration: "10 seconds",
          halfOpenProbes: 3
        })
        yield* fail(breaker)
        yield* TestClock.adjust("10 seconds")
        const gate = yield* Deferred.make<void>()
        const { call, counter } = dependency(Deferred.await(gate))
        let finished = 0
        const fiber = yield* Effect.fork(
          Effect.all(
            Array.from(
              { length: 1000 },
              () => Effect.exit(call.pipe(breaker)).pipe(Effect.ensuring(Effect.sync(() => finished++)))
            ),
            { concurrency: "unbounded" }
          )
        )
        for (let i = 0; i < 1000 && finished < 997; i++) yield* Effect.yieldNow()
        expect(finished).toBe(997)
        expect(counter.calls).toBe(3)
        yield* Deferred.succeed(gate, undefined)
        const exits = yield* Fiber.join(fiber)
        const rejections = exits.filter(Exit.isFailure).map(failureOf)
        expect(exits.filter(Exit.isSuccess)).toHaveLength(3)
        expect(rejections).toHaveLength(997)
        expect(
          rejections.every((r) =>
            CircuitBreaker.isOpenRejection(r) && (r.cause as CircuitBreaker.BrokenCircuit).state === "HalfOpen"
          )
        ).toBe(true)
        expect(rejections.every((r) => (r as Failure.Retryable).retryAfter === undefined)).toBe(true)
        expect(counter.calls).toBe(3)
        expect(yield* breaker.state).toBe("Closed")
      }))

    it.effect("an interrupted probe releases its slot", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1, openDuration: "1 second" })
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        const hanging = dependency(Effect.never)
        const probe = yield* Effect.fork(hanging.call.pipe(breaker))
        yield* settle
        expect(hanging.counter.calls).toBe(1)
        expect(CircuitBreaker.isOpenRejection(failureOf(yield* Effect.exit(up.call.pipe(breaker))))).toBe(true)
        yield* Fiber.interrupt(probe)
        expect(yield* breaker.state).toBe("HalfOpen")
        expect(yield* up.call.pipe(breaker)).toBe("ok")
        expect(yield* breaker.state).toBe("Closed")
      }))

    // No time before which a retry is sure to be turned away exists while a probe runs: it may answer at once, and its
    // success lets everyone through. A retry layer's own schedule spaces the retries.
    it.effect("a half-open rejection names no retryAfter; a retry layer around it gets through once the probe closes it", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ name: "api", consecutiveFailures: 1, openDuration: "1 second" })
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        const probe = yield* Effect.fork(Effect.sleep("1500 millis").pipe(Effect.as("ok"), breaker))
        yield* settle
        const rejected = failureOf(yield* Effect.exit(up.call.pipe(breaker))) as Failure.Retryable
        expect(rejected.reason).toBe("circuit breaker \"api\" is half-open and its probes are in flight")
        expect(rejected.cause).toEqual(new CircuitBreaker.BrokenCircuit({ breaker: "api", state: "HalfOpen" }))
        expect(rejected.retryAfter).toBeUndefined()
        const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3))
        const retried = yield* Effect.fork(up.call.pipe(breaker, Retry.retry({ schedule })))
        yield* TestClock.adjust("1500 millis")
        expect(yield* Fiber.join(probe)).toBe("ok")
        // rejected at once, then again after 1 s; the probe closed the breaker at 1.5 s, and the retry at 3 s passes
        yield* TestClock.adjust("1500 millis")
        expect(yield* Fiber.join(retried)).toBe("ok")
      }))

    it.effect("a probe whose failure isFailure throws on releases its slot; the throw is a defect of the call", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({
          consecutiveFailures: 1,
          openDuration: "1 second",
          // written for Retryables only: a failure without a status throws
          isFailure: (failure) => (failure as { status: number }).status.toString().startsWith("5")
        })
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        const exit = yield* Effect.exit(Effect.fail(new Failure.Permanent({ reason: "bad key" })).pipe(breaker))
        expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
        expect(yield* breaker.state).toBe("HalfOpen")
        expect(yield* up.call.pipe(breaker)).toBe("ok")
        expect(yield* breaker.state).toBe("Closed")
      }))

    it.effect("a probe that outlives its half-open period holds its slot but does not decide a later period", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1, openDuration: "1 second" })
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        const gate = yield* Deferred.make<void, Failure.Retryable>()
        const stale = yield* Effect.fork(Deferred.await(gate).pipe(breaker))
        yield* settle
        yield* breaker.reset
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        expect(yield* breaker.state).toBe("HalfOpen")
        expect(CircuitBreaker.isOpenRejection(failureOf(yield* Effect.exit(up.call.pipe(breaker))))).toBe(true)
        yield* Deferred.fail(gate, outage)
        yield* Fiber.await(stale)
        expect(yield* breaker.state).toBe("HalfOpen")
        expect(yield* up.call.pipe(breaker)).toBe("ok")
        expect(yield* breaker.state).toBe("Closed")
      }))

    it.effect.prop(
      "a burst of N callers against a half-open breaker reaches the dependency min(N, halfOpenProbes) times",
      { callers: fc.integer({ min: 1, max: 300 }), probes: fc.integer({ min: 1, max: 8 }) },
      ({ callers, probes }) =>
        Effect.gen(function*() {
          const breaker = yield* CircuitBreaker.make({
            consecutiveFailures: 1,
            openDuration: "1 second",
            halfOpenProbes: probes
          })
          yield* fail(breaker)
          yield* TestClock.adjust("1 second")
          const gate = yield* Deferred.make<void>()
          const { call, counter } = dependency(Deferred.await(gate))
          const fiber = yield* Effect.fork(
            Effect.all(Array.from({ length: callers }, () => Effect.exit(call.pipe(breaker))), {
              concurrency: "unbounded"
            })
          )
          yield* settle
          expect(counter.calls).toBe(Math.min(callers, probes))
          yield* Deferred.succeed(gate, undefined)
          const exits = yield* Fiber.join(fiber)
          expect(exits.filter(Exit.isSuccess)).toHaveLength(Math.min(callers, probes))
        }),
      { fastCheck: { numRuns: 40 } }
    )

    type Op = "call" | "succeed" | "fail" | "interrupt" | "tick"

    it.effect.prop(
      "under random interleavings, probes in flight never exceed halfOpenProbes",
      {
        probes: fc.integer({ min: 1, max: 4 }),
        threshold: fc.integer({ min: 1, max: 3 }),
        ops: fc.array(fc.constantFrom<Op>("call", "call", "succeed", "fail", "interrupt", "tick"), {
          minLength: 40,
          maxLength: 150
        })
      },
      ({ ops, probes, threshold }) =>
        Effect.gen(function*() {
          const breaker = yield* CircuitBreaker.make({
            consecutiveFailures: threshold,
            openDuration: "1 second",
            halfOpenProbes: probes
          })
          const pending: Array<Deferred.Deferred<void, Failure.Retryable>> = []
          const fibers: Array<Fiber.RuntimeFiber<unknown, unknown>> = []
          let probesInFlight = 0
          let maxProbesInFlight = 0
          const call = Effect.gen(function*() {
            // Read right after admission: a call admitted as a probe finds the breaker half-open.
            const probe = (yield* breaker.state) === "HalfOpen"
            const done = yield* Deferred.make<void, Failure.Retryable>()
            pending.push(done)
            if (probe) maxProbesInFlight = Math.max(maxProbesInFlight, ++probesInFlight)
            return yield* Deferred.await(done).pipe(Effect.ensuring(Effect.sync(() => probe && probesInFlight--)))
          })
          for (const op of ops) {
            switch (op) {
              case "call":
                fibers.push(yield* Effect.fork(call.pipe(breaker)))
                break
              case "succeed":
                if (pending.length > 0) yield* Deferred.succeed(pending.shift()!, undefined)
                break
              case "fail":
                if (pending.length > 0) yield* Deferred.fail(pending.shift()!, outage)
                break
              case "interrupt":
                if (fibers.length > 0) yield* Fiber.interrupt(fibers.shift()!)
                break
              case "tick":
                yield* TestClock.adjust("1 second")
                break
            }
            yield* settle
            expect(probesInFlight).toBeLessThanOrEqual(probes)
          }
          expect(maxProbesInFlight).toBeLessThanOrEqual(probes)
          yield* Effect.forEach(fibers, Fiber.interrupt)
        })
    )
  })

  describe("halfOpenTimeout: a probe that never answers", () => {
    /** The state of the breaker that rejected the call `breaker` gets now (undefined: it was not rejected). */
    const rejectedIn = (breaker: CircuitBreaker.CircuitBreaker) =>
      Effect.map(Effect.exit(up.call.pipe(breaker)), (exit) => {
        if (Exit.isSuccess(exit)) return undefined
        const failure = failureOf(exit)
        return CircuitBreaker.isRejection(failure) ? (failure.cause as CircuitBreaker.BrokenCircuit).state : failure
      })
    /** Opens at its first failure for 1 s; a probe is written off after a minute. */
    const bounded = { consecutiveFailures: 1, openDuration: "1 second", halfOpenTimeout: "1 minute" } as const

    // Noticed by a call, the write-off was neither announced nor counted, and the schedule did not step.
    for (const [outcome, noticedBy] of [["succeeds", "a state read"], ["fails", "a call"]] as const) {
      it.effect(`after the bound (noticed by ${noticedBy}) the round has failed: open again, then a fresh probe; the hung one ${outcome} later, counted nowhere`, () =>
        Effect.gen(function*() {
          const name = `hung-probe-${outcome}`
          const breaker = yield* CircuitBreaker.make({
            name,
            consecutiveFailures: 1,
            openDuration: Schedule.exponential("1 second"),
            halfOpenTimeout: "1 minute"
          })
          const seen: Array<CircuitBreaker.StateChange> = []
          yield* Effect.fork(Stream.runForEach(breaker.changes, (c) => Effect.sync(() => void seen.push(c))))
          yield* settle
          yield* fail(breaker)
          yield* TestClock.adjust("1 second")
          const hung = yield* Deferred.make<string, Failure.Retryable>()
          const stale = yield* Effect.fork(Deferred.await(hung).pipe(breaker))
          yield* settle
          yield* TestClock.adjust("59999 millis")
          expect(yield* breaker.state).toBe("HalfOpen")
          expect(yield* rejectedIn(breaker)).toBe("HalfOpen")
          yield* TestClock.adjust("1 millis")
          // the round has failed: open again, for the schedule's next delay
          if (noticedBy === "a call") expect(yield* rejectedIn(breaker)).toBe("Open")
          expect(yield* breaker.state).toBe("Open")
          expect(yield* rejectedIn(breaker)).toBe("Open")
          yield* TestClock.adjust("2 seconds")
          // a fresh round: the hung probe's slot is free again
          const fresh = yield* Deferred.make<string, Failure.Retryable>()
          const probe = yield* Effect.fork(Deferred.await(fresh).pipe(breaker))
          yield* settle
          expect(yield* rejectedIn(breaker)).toBe("HalfOpen")
          // the hung probe ends during the fresh round: it decides nothing, nor frees the fresh probe's slot
          yield* outcome === "succeeds" ? Deferred.succeed(hung, "late") : Deferred.fail(hung, outage)
          yield* Fiber.await(stale)
          expect(yield* breaker.state).toBe("HalfOpen")
          expect(yield* rejectedIn(breaker)).toBe("HalfOpen")
          yield* Deferred.succeed(fresh, "ok")
          expect(yield* Fiber.join(probe)).toBe("ok")
          expect(yield* breaker.state).toBe("Closed")
          yield* settle
          expect(seen.map((c) => [c.from, c.to, c.at, millisOf(c.openFor)])).toEqual([
            ["Closed", "Open", 0, 1000],
            ["Open", "HalfOpen", 1000, undefined],
            ["HalfOpen", "Open", 61000, 2000],
            ["Open", "HalfOpen", 63000, undefined],
            ["HalfOpen", "Closed", 63000, undefined]
          ])
          const opened = yield* Metric.value(
            CircuitBreaker.transitions.pipe(Metric.tagged("breaker", name), Metric.tagged("state", "Open"))
          )
          expect(opened.count).toBe(2)
        }))
    }

    for (
      const [label, halfOpenTimeout] of [["without it", undefined], [
        "with an infinite one",
        Duration.infinity
      ]] as const
    ) {
      it.effect(`${label}, the hung probe holds the half-open breaker for as long as it hangs`, () =>
        Effect.gen(function*() {
          const breaker = yield* CircuitBreaker.make({
            consecutiveFailures: 1,
            openDuration: "1 second",
            halfOpenTimeout
          })
          yield* fail(breaker)
          yield* TestClock.adjust("1 second")
          yield* Effect.fork(Effect.never.pipe(breaker))
          yield* settle
          yield* TestClock.adjust("1 day")
          expect(yield* breaker.state).toBe("HalfOpen")
          expect(yield* rejectedIn(breaker)).toBe("HalfOpen")
        }))
    }

    it.effect("the bound runs from the probe's start, not from the turn to half-open", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make(bounded)
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        expect(yield* breaker.state).toBe("HalfOpen") // turned by the read, at 1 s
        yield* TestClock.adjust("50 seconds")
        yield* Effect.fork(Effect.never.pipe(breaker)) // the probe starts at 51 s
        yield* settle
        yield* TestClock.adjust("59999 millis")
        expect(yield* breaker.state).toBe("HalfOpen")
        yield* TestClock.adjust("1 millis")
        expect(yield* breaker.state).toBe("Open")
      }))

    it.effect("a hung probe of an earlier period gives its slot back after the bound", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make(bounded)
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        const hung = yield* Deferred.make<string, Failure.Retryable>()
        const stale = yield* Effect.fork(Deferred.await(hung).pipe(breaker)) // a probe from 1 s
        yield* settle
        yield* breaker.reset
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        // without the bound this lasts as long as the probe hangs (see above)
        expect(yield* rejectedIn(breaker)).toBe("HalfOpen")
        yield* TestClock.adjust("58999 millis")
        expect(yield* rejectedIn(breaker)).toBe("HalfOpen")
        yield* TestClock.adjust("1 millis")
        // the period now half-open had no probe of its own: it goes on, with the slot free
        expect(yield* breaker.state).toBe("HalfOpen")
        expect(yield* up.call.pipe(breaker)).toBe("ok")
        expect(yield* breaker.state).toBe("Closed")
        yield* Deferred.fail(hung, outage)
        yield* Fiber.await(stale)
        expect(yield* breaker.state).toBe("Closed")
      }))

    it.effect("keyed breakers take it too", () =>
      Effect.gen(function*() {
        const breakers = yield* CircuitBreaker.keyed({ maxKeys: 2, ...bounded })
        const breaker = yield* breakers.get("model")
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        yield* Effect.fork(Effect.never.pipe(breakers.execute("model")))
        yield* settle
        yield* TestClock.adjust("1 minute")
        expect(yield* breaker.state).toBe("Open")
        yield* TestClock.adjust("1 second")
        expect(yield* up.call.pipe(breakers.execute("model"))).toBe("ok")
        expect(yield* breaker.state).toBe("Closed")
      }))
  })

  describe("isolate, reset, changes and metrics", () => {
    it.effect("changes delivers every transition; metrics count transitions and rejections", () =>
      Effect.gen(function*() {
        const name = "observed"
        const breaker = yield* CircuitBreaker.make({ name, consecutiveFailures: 1, openDuration: "5 seconds" })
        const collected = yield* Effect.fork(Stream.runCollect(Stream.take(breaker.changes, 5)))
        yield* settle
        yield* fail(breaker)
        yield* Effect.exit(up.call.pipe(breaker))
        yield* TestClock.adjust("5 seconds")
        yield* up.call.pipe(breaker)
        yield* breaker.isolate
        yield* breaker.isolate
        yield* breaker.reset
        const changes = Chunk.toReadonlyArray(yield* Fiber.join(collected))
        expect(changes.map((c) => [c.from, c.to, c.at])).toEqual([
          ["Closed", "Open", 0],
          ["Open", "HalfOpen", 5000],
          ["HalfOpen", "Closed", 5000],
          ["Closed", "Isolated", 5000],
          ["Isolated", "Closed", 5000]
        ])
        expect(changes.every((c) => c.breaker === name)).toBe(true)
        expect(millisOf(changes[0].openFor)).toBe(5000)
        const count = (metric: Metric.Metric.Counter<number>, state: CircuitBreaker.State) =>
          Effect.map(
            Metric.value(metric.pipe(Metric.tagged("breaker", name), Metric.tagged("state", state))),
            (s) => s.count
          )
        expect(yield* count(CircuitBreaker.transitions, "Open")).toBe(1)
        expect(yield* count(CircuitBreaker.transitions, "Closed")).toBe(2)
        expect(yield* count(CircuitBreaker.transitions, "Isolated")).toBe(1)
        expect(yield* count(CircuitBreaker.rejections, "Open")).toBe(1)
      }))

    it.effect("changes are published in the order they are made, though the fibers making them yield often", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1, openDuration: 0 })
        const changes: Array<CircuitBreaker.StateChange> = []
        const reader = yield* Effect.fork(Stream.runForEach(breaker.changes, (c) => Effect.sync(() => changes.push(c))))
        yield* settle
        // concurrent calls, a third of them successes, while the runtime yields every 50 operations
        yield* Effect.forEach(
          Array.from({ length: 300 }, (_, i) => i % 3 === 0 ? up.call : down.call),
          (call) => Effect.exit(call.pipe(breaker)),
          { concurrency: 50 }
        ).pipe(Effect.withMaxOpsBeforeYield(50))
        yield* settle
        yield* Fiber.interrupt(reader)
        expect(changes.length).toBeGreaterThan(10)
        // each change starts where the one before it ended
        expect(changes.slice(1).filter((c, i) => c.from !== changes[i].to)).toEqual([])
      }))

    it.effect("the turn to half-open is published even when the call that makes it is rejected", () =>
      Effect.gen(function*() {
        const name = "held-slot"
        const breaker = yield* CircuitBreaker.make({ name, consecutiveFailures: 1, openDuration: "1 second" })
        const seen: Array<CircuitBreaker.StateChange> = []
        yield* Effect.fork(Stream.runForEach(breaker.changes, (c) => Effect.sync(() => void seen.push(c))))
        yield* settle
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        const gate = yield* Deferred.make<void>()
        const stale = yield* Effect.fork(Deferred.await(gate).pipe(breaker)) // a probe that outlives its period
        yield* settle
        yield* breaker.reset
        yield* fail(breaker)
        yield* TestClock.adjust("1 second")
        // the first caller after the open time turns the breaker half-open; the stale probe holds the slot
        expect(CircuitBreaker.isRejection(failureOf(yield* Effect.exit(up.call.pipe(breaker))))).toBe(true)
        yield* settle
        expect(seen.map((c) => [c.from, c.to, c.at])).toEqual([
          ["Closed", "Open", 0],
          ["Open", "HalfOpen", 1000],
          ["HalfOpen", "Closed", 1000],
          ["Closed", "Open", 1000],
          ["Open", "HalfOpen", 2000]
        ])
        const halfOpen = yield* Metric.value(
          CircuitBreaker.transitions.pipe(Metric.tagged("breaker", name), Metric.tagged("state", "HalfOpen"))
        )
        expect(halfOpen.count).toBe(2)
        yield* Deferred.succeed(gate, void 0)
        yield* Fiber.join(stale)
      }))

    it.effect("isolate rejects every call, whatever the clock says, until reset", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ name: "manual" })
        yield* breaker.isolate
        const { call, counter } = dependency(Effect.succeed(1))
        const rejected = failureOf(yield* Effect.exit(call.pipe(breaker)))
        expect(rejected.message).toBe("failed permanently: circuit breaker \"manual\" is isolated")
        expect(counter.calls).toBe(0)
        yield* breaker.reset
        expect(yield* call.pipe(breaker)).toBe(1)
      }))

    it.effect("protect pipes like the breaker itself", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
        expect(yield* CircuitBreaker.protect(Effect.succeed(1), breaker)).toBe(1)
        expect(yield* Effect.succeed(2).pipe(CircuitBreaker.protect(breaker))).toBe(2)
        expect(yield* breaker.execute(Effect.succeed(3))).toBe(3)
        expect(breaker.name).toBe("circuit-breaker")
      }))

    it("protect checks its breaker when called, in both forms", () => {
      const call = Effect.succeed(1)
      const cases: ReadonlyArray<readonly [() => unknown, string]> = [
        [() => CircuitBreaker.protect(call, CircuitBreaker.make() as never), "not an Effect (run it first"],
        [() => CircuitBreaker.protect(CircuitBreaker.make() as never), "not an Effect (run it first"],
        [() => CircuitBreaker.protect(call, { consecutiveFailures: 1 } as never), `got {"consecutiveFailures":1}`],
        [() => CircuitBreaker.protect({ consecutiveFailures: 1 } as never), `got {"consecutiveFailures":1}`]
      ]
      for (const [construct, detail] of cases) {
        const thrown = invalidOption(construct)
        expect((thrown as Options.InvalidOptionError).option).toBe("breaker")
        expect((thrown as Error).message).toContain(
          `Invalid option "breaker": expected a CircuitBreaker made by yield* CircuitBreaker.make(…)`
        )
        expect((thrown as Error).message).toContain(detail)
      }
    })
  })

  describe("snapshot and restore", () => {
    const throughJson = (snapshot: CircuitBreaker.Snapshot): CircuitBreaker.Snapshot =>
      Schema.decodeUnknownSync(CircuitBreaker.Snapshot)(
        JSON.parse(JSON.stringify(Schema.encodeSync(CircuitBreaker.Snapshot)(snapshot)))
      )

    it.effect("a restored Open breaker keeps its remaining open time and its place in the schedule", () =>
      Effect.gen(function*() {
        const options = { consecutiveFailures: 1, openDuration: Schedule.exponential("10 seconds") }
        const breaker = yield* CircuitBreaker.make({ name: "saved", ...options })
        yield* fail(breaker)
        yield* TestClock.adjust("10 seconds")
        yield* fail(breaker) // second opening: 20 s
        yield* TestClock.adjust("5 seconds")
        const saved = throughJson(yield* breaker.snapshot)
        expect(saved).toEqual({ breaker: "saved", state: { _tag: "Open", openUntil: 30_000, openings: 2 } })

        const restored = yield* CircuitBreaker.make({ name: "saved", ...options, restore: saved })
        expect(yield* restored.state).toBe("Open")
        // 15 s left, plus half the restored opening's jitter window (its 20 s)
        expect(yield* rejectionAfter(restored)).toBe(15_000 + 10_000)
        yield* TestClock.adjust("15 seconds")
        yield* fail(restored) // third opening: 40 s
        expect(yield* rejectionAfter(restored)).toBe(40_000 + 20_000)
      }).pipe(drawing(0.5)))

    it.effect("a restored HalfOpen breaker probes at once; Closed and Isolated round-trip", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 3 })
        yield* fail(breaker, 2)
        const closed = throughJson(yield* breaker.snapshot)
        expect(closed.state).toEqual({ _tag: "Closed", consecutiveFailures: 2 })
        const other = yield* CircuitBreaker.make({ consecutiveFailures: 3, restore: closed })
        yield* fail(other)
        expect(yield* other.state).toBe("Open")

        yield* other.restore(throughJson({ breaker: "x", state: { _tag: "HalfOpen", openings: 1 } }))
        expect(yield* other.state).toBe("HalfOpen")
        const { call, counter } = dependency(Effect.succeed("probe"))
        expect(yield* call.pipe(other)).toBe("probe")
        expect(counter.calls).toBe(1)
        expect(yield* other.state).toBe("Closed")

        yield* other.isolate
        const isolated = throughJson(yield* other.snapshot)
        expect(isolated.state).toEqual({ _tag: "Isolated" })
        yield* breaker.restore(isolated)
        expect(yield* breaker.state).toBe("Isolated")
      }))

    it.effect("a malformed snapshot is refused where it is given, naming restore and what is wrong", () =>
      Effect.gen(function*() {
        // what storage gives back when a cast stands in for decoding: each restored nothing, or some other state, before
        const malformed: ReadonlyArray<readonly [unknown, string]> = [
          [{ breaker: "x", state: { _tag: "Opn" } }, "state._tag: Expected \"Closed\" | \"Open\""],
          [
            { breaker: "x", state: { _tag: "Open", openUntil: "soon", openings: 1 } },
            "state.openUntil: Expected number"
          ],
          [{ breaker: "x", state: { _tag: "Closed", consecutiveFailures: -1 } }, "state.consecutiveFailures"],
          [{ breaker: "x" }, "state: is missing"],
          [null, "got null"],
          [JSON.stringify({ breaker: "x", state: { _tag: "Closed", consecutiveFailures: 0 } }), "got \"{"]
        ]
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
        yield* fail(breaker)
        for (const [snapshot, detail] of malformed) {
          const restore = snapshot as CircuitBreaker.Snapshot
          const expected = expect.objectContaining({
            name: "InvalidOptionError",
            option: "restore",
            message: expect.stringContaining(detail)
          })
          expect(() => CircuitBreaker.make({ restore })).toThrow(expected)
          expect(() => breaker.restore(restore)).toThrow(expected)
        }
        // the breaker refused them all and kept its state
        expect(yield* breaker.state).toBe("Open")
      }))

    it.effect("an Open snapshot whose time has passed probes at once when restored", () =>
      Effect.gen(function*() {
        yield* TestClock.adjust("1 minute")
        const breaker = yield* CircuitBreaker.make({
          restore: { breaker: "old", state: { _tag: "Open", openUntil: 30_000, openings: 1 } }
        })
        expect(yield* up.call.pipe(breaker)).toBe("ok")
        expect(yield* breaker.state).toBe("Closed")
      }))

    it("a rejection is still recognised after it went through JSON", () => {
      const rejection = new Failure.Retryable({
        reason: "circuit breaker \"x\" is open",
        retryAfter: Duration.seconds(3),
        cause: new CircuitBreaker.BrokenCircuit({ breaker: "x", state: "Open" })
      })
      const back = Schema.decodeUnknownSync(Failure.Retryable)(
        JSON.parse(JSON.stringify(Schema.encodeSync(Failure.Retryable)(rejection)))
      )
      expect(back.cause).toEqual({ _tag: "BrokenCircuit", breaker: "x", state: "Open" })
      expect(CircuitBreaker.isOpenRejection(back)).toBe(true)
      expect(CircuitBreaker.isOpenRejection(outage)).toBe(false)
      expect(CircuitBreaker.isOpenRejection(new Failure.Retryable({ reason: "x", cause: { _tag: "Other" } }))).toBe(
        false
      )
      expect(CircuitBreaker.isOpenRejection("circuit breaker is open")).toBe(false)
    })
  })

  describe("keyed", () => {
    it.effect("one breaker per key, at most maxKeys, evicting the least recently used closed one", () =>
      Effect.gen(function*() {
        const breakers = yield* CircuitBreaker.keyed({ name: "tools", maxKeys: 2, consecutiveFailures: 1 })
        yield* up.call.pipe(breakers.execute("a"))
        yield* up.call.pipe(breakers.execute("b"))
        yield* up.call.pipe(breakers.execute("a"))
        yield* up.call.pipe(breakers.execute("c"))
        expect(yield* breakers.keys).toEqual(["a", "c"])
        const a = yield* breakers.get("a")
        expect(a.name).toBe("tools/a")
        expect(yield* breakers.get("a")).toBe(a)
      }))

    it.effect("never evicts an open breaker: a new key waits while every kept breaker is open", () =>
      Effect.gen(function*() {
        const breakers = yield* CircuitBreaker.keyed({
          name: "providers",
          maxKeys: 2,
          consecutiveFailures: 1,
          openDuration: "10 seconds"
        })
        const collected = yield* Effect.fork(Stream.runCollect(Stream.take(breakers.changes, 2)))
        yield* settle
        yield* Effect.exit(down.call.pipe(breakers.execute("openai")))
        yield* TestClock.adjust("4 seconds")
        yield* Effect.exit(down.call.pipe(breakers.execute("anthropic")))
        const { call, counter } = dependency(Effect.succeed("ok"))
        const rejected = failureOf(yield* Effect.exit(breakers.execute(call, "google")))
        expect(counter.calls).toBe(0)
        expect(CircuitBreaker.isOpenRejection(rejected)).toBe(true)
        // at least until the first kept breaker may probe, spread like its own rejections
        const after = millisOf((rejected as Failure.Retryable).retryAfter)!
        expect(after).toBeGreaterThanOrEqual(6_000)
        expect(after).toBeLessThanOrEqual(6_000 + 10_000)
        expect(yield* breakers.keys).toEqual(["openai", "anthropic"])
        // counted like an open breaker's rejection, under the new key's name
        const rejections = yield* Metric.value(
          CircuitBreaker.rejections.pipe(Metric.tagged("breaker", "providers/google"), Metric.tagged("state", "Open"))
        )
        expect(rejections.count).toBe(1)
        expect(Chunk.toReadonlyArray(yield* Fiber.join(collected)).map((c) => c.breaker)).toEqual([
          "providers/openai",
          "providers/anthropic"
        ])
        // Once a kept breaker closes, it can make room.
        yield* TestClock.adjust("6 seconds")
        yield* up.call.pipe(breakers.execute("openai"))
        expect(yield* breakers.execute(call, "google")).toBe("ok")
        expect(yield* breakers.keys).toEqual(["anthropic", "google"])
      }))

    it.effect("a breaker left open by a key no longer called gives way once its time is up, rather than holding its place forever", () =>
      Effect.gen(function*() {
        const breakers = yield* CircuitBreaker.keyed({
          name: "hosts",
          maxKeys: 2,
          consecutiveFailures: 1,
          openDuration: "5 seconds"
        })
        const changes: Array<CircuitBreaker.StateChange> = []
        yield* Effect.fork(Stream.runForEach(breakers.changes, (c) => Effect.sync(() => void changes.push(c))))
        yield* settle
        // two hosts gone for good: their breakers open, and nobody calls them again (but one caller kept dead-1's)
        const kept = yield* breakers.get("dead-1")
        yield* Effect.exit(down.call.pipe(breakers.execute("dead-1")))
        yield* Effect.exit(down.call.pipe(breakers.execute("dead-2")))
        expect(CircuitBreaker.isOpenRejection(failureOf(yield* Effect.exit(up.call.pipe(breakers.execute("alive"))))))
          .toBe(true)
        // past the probe time the rejection named, the least recently used of them makes room
        yield* TestClock.adjust("10 seconds")
        expect(yield* up.call.pipe(breakers.execute("alive"))).toBe("ok")
        expect(yield* breakers.keys).toEqual(["dead-2", "alive"])
        // subscribers learn that the key's breaker is closed from now on (they showed it open for good)
        yield* settle
        const ofDead1 = () => changes.filter((c) => c.breaker === "hosts/dead-1").map((c) => `${c.from}→${c.to}`)
        expect(ofDead1()).toEqual(["Closed→Open", "Open→Closed"])
        const closedCount = Metric.value(
          CircuitBreaker.transitions.pipe(Metric.tagged("breaker", "hosts/dead-1"), Metric.tagged("state", "Closed"))
        )
        expect((yield* closedCount).count).toBe(1)
        // the breaker a caller kept works on, but no longer speaks for the key: its changes followed the one to Closed
        expect(CircuitBreaker.isOpenRejection(failureOf(yield* Effect.exit(kept(down.call))))).toBe(false)
        yield* settle
        expect(ofDead1()).toEqual(["Closed→Open", "Open→Closed"])
        expect((yield* closedCount).count).toBe(1)
        // one with a probe running, or open with time left, still holds callers back: it is not evicted
        const gate = yield* Deferred.make<void>()
        const probe = yield* Effect.fork(Deferred.await(gate).pipe(breakers.execute("dead-2")))
        yield* settle
        yield* Effect.exit(down.call.pipe(breakers.execute("alive")))
        expect(CircuitBreaker.isOpenRejection(failureOf(yield* Effect.exit(up.call.pipe(breakers.execute("other"))))))
          .toBe(true)
        yield* TestClock.adjust("5 seconds")
        expect(yield* up.call.pipe(breakers.execute("other"))).toBe("ok")
        expect(yield* breakers.keys).toEqual(["dead-2", "other"])
        yield* Deferred.succeed(gate, undefined)
        yield* Fiber.join(probe)
      }))

    it.effect("a closed breaker whose calls are in flight is not evicted while another can go: their failures count for the key", () =>
      Effect.gen(function*() {
        // a host whose calls hang, then fail: its calls start long before other keys' do, so it is the least
        // recently used of them; evicted, its failures counted on a breaker nobody called again, and it never opened
        const breakers = yield* CircuitBreaker.keyed({ name: "hosts", maxKeys: 2, consecutiveFailures: 2 })
        const changes: Array<string> = []
        yield* Effect.fork(
          Stream.runForEach(breakers.changes, (c) => Effect.sync(() => void changes.push(`${c.breaker} ${c.to}`)))
        )
        yield* settle
        const gate = yield* Deferred.make<void>()
        const hung = dependency(Effect.zipRight(Deferred.await(gate), Effect.fail(outage)))
        const calls = yield* Effect.fork(
          Effect.all([hung.call, hung.call].map((call) => Effect.exit(breakers.execute(call, "hanging"))), {
            concurrency: "unbounded"
          })
        )
        yield* settle
        yield* up.call.pipe(breakers.execute("a"))
        yield* up.call.pipe(breakers.execute("b"))
        expect(yield* breakers.keys).toEqual(["hanging", "b"])
        yield* Deferred.succeed(gate, undefined)
        yield* Fiber.join(calls)
        expect(hung.counter.calls).toBe(2)
        // the key's breaker opened on them: the next call is rejected, and subscribers were told
        const rejected = failureOf(yield* Effect.exit(breakers.execute(hung.call, "hanging")))
        expect(CircuitBreaker.isOpenRejection(rejected)).toBe(true)
        expect(hung.counter.calls).toBe(2)
        yield* settle
        expect(changes).toEqual(["hosts/hanging Open"])
      }))

    it.effect("a call whose caller was interrupted is in flight no more", () =>
      Effect.gen(function*() {
        const breakers = yield* CircuitBreaker.keyed({ name: "hosts", maxKeys: 2 })
        const call = yield* Effect.fork(breakers.execute(Effect.never, "cancelled"))
        yield* settle
        yield* Fiber.interrupt(call)
        yield* up.call.pipe(breakers.execute("a"))
        yield* up.call.pipe(breakers.execute("b"))
        expect(yield* breakers.keys).toEqual(["a", "b"])
      }))

    it.effect("a closed breaker whose calls are all in flight still makes room when no other can: maxKeys is a bound", () =>
      Effect.gen(function*() {
        const breakers = yield* CircuitBreaker.keyed({ name: "hosts", maxKeys: 1, consecutiveFailures: 1 })
        const gate = yield* Deferred.make<void>()
        const call = yield* Effect.fork(breakers.execute(Deferred.await(gate), "slow"))
        yield* settle
        expect(yield* up.call.pipe(breakers.execute("other"))).toBe("ok")
        expect(yield* breakers.keys).toEqual(["other"])
        yield* Deferred.succeed(gate, undefined)
        yield* Fiber.join(call)
      }))

    it.effect("a breaker that opens while room is made for a new key is not evicted: its key stays open", () =>
      Effect.gen(function*() {
        // A family of many hosts: making room reads every kept breaker. The fiber that does it yields to others every
        // so many operations (16 here, 2048 by default: a family of thousands); other hosts' calls fail meanwhile.
        const maxKeys = 200
        const breakers = yield* CircuitBreaker.keyed({ name: "hosts", maxKeys, consecutiveFailures: 1 })
        const changes: Array<string> = []
        yield* Effect.fork(
          Stream.runForEach(breakers.changes, (c) => Effect.sync(() => void changes.push(`${c.breaker} ${c.to}`)))
        )
        yield* settle
        const hosts = Array.from({ length: maxKeys }, (_, i) => `host-${i}`)
        for (const host of hosts) yield* up.call.pipe(breakers.execute(host))
        const failing = hosts.slice(0, maxKeys / 2)
        const newcomer = yield* Effect.fork(
          up.call.pipe(breakers.execute("new"), Effect.withMaxOpsBeforeYield(16))
        )
        const outages = yield* Effect.fork(
          Effect.forEach(
            failing,
            (host) => Effect.zipRight(Effect.exit(down.call.pipe(breakers.execute(host))), Effect.yieldNow())
          )
        )
        yield* Fiber.join(newcomer)
        yield* Fiber.join(outages)
        yield* settle
        // every failing host's breaker opened; none was evicted open, so none of their next calls reaches a host
        const reached = down.counter.calls
        for (const host of failing) yield* Effect.exit(down.call.pipe(breakers.execute(host)))
        expect(down.counter.calls - reached).toBe(0)
        expect(changes.filter((change) => change.endsWith(" Closed"))).toEqual([])
      }))

    it.effect("each breaker draws its own random open durations: hosts that fail together probe apart", () =>
      Effect.gen(function*() {
        // one outage behind many keys opens them all at once; drawn once for the family, every breaker's probe (and
        // the callers they held back) would reach the dependency at the same instant, after every outage
        const breakers = yield* CircuitBreaker.keyed({
          name: "hosts",
          maxKeys: 10,
          consecutiveFailures: 1,
          openDuration: Schedule.exponential("10 seconds").pipe(Schedule.jittered)
        })
        const hosts = ["a", "b", "c", "d", "e"]
        const probeTimes = Effect.forEach(
          hosts,
          (host) =>
            Effect.map(
              Effect.flatMap(breakers.get(host), (breaker) => breaker.snapshot),
              (snapshot) => snapshot.state._tag === "Open" ? snapshot.state.openUntil : undefined
            )
        )
        for (const host of hosts) yield* fail(yield* breakers.get(host))
        expect(new Set(yield* probeTimes).size).toBe(hosts.length)
      }))

    it.effect("concurrent first calls of a key share one breaker", () =>
      Effect.gen(function*() {
        const breakers = yield* CircuitBreaker.keyed({ maxKeys: 10 })
        const got = yield* Effect.all(Array.from({ length: 50 }, () => breakers.get("k")), { concurrency: "unbounded" })
        expect(new Set(got).size).toBe(1)
      }))
  })

  describe("invalid options", () => {
    const invalid: ReadonlyArray<[string, () => unknown]> = [
      ["failureRatio", () => CircuitBreaker.make({ failureRatio: 0 })],
      ["failureRatio", () => CircuitBreaker.make({ failureRatio: 1.5 })],
      ["failureRatio", () => CircuitBreaker.make({ failureRatio: Number.NaN })],
      ["halfOpenProbes", () => CircuitBreaker.make({ halfOpenProbes: 0 })],
      ["halfOpenProbes", () => CircuitBreaker.make({ halfOpenProbes: -1 })],
      ["halfOpenProbes", () => CircuitBreaker.make({ halfOpenProbes: 1.5 })],
      ["successThreshold", () => CircuitBreaker.make({ halfOpenProbes: 2, successThreshold: 3 })],
      ["successThreshold", () => CircuitBreaker.make({ successThreshold: 0 })],
      ["consecutiveFailures", () => CircuitBreaker.make({ consecutiveFailures: 0 })],
      ["minimumThroughput", () => CircuitBreaker.make({ failureRatio: 0.5, minimumThroughput: 0 })],
      ["samplingDuration", () => CircuitBreaker.make({ failureRatio: 0.5, samplingDuration: "-1 second" })],
      ["samplingDuration", () => CircuitBreaker.make({ failureRatio: 0.5, samplingDuration: 0 })],
      ["samplingBuckets", () => CircuitBreaker.make({ failureRatio: 0.5, samplingBuckets: 0 })],
      ["openDuration", () => CircuitBreaker.make({ openDuration: "-1 second" })],
      ["openDuration", () => CircuitBreaker.make({ openDuration: Duration.infinity })],
      ["slowCallThreshold", () => CircuitBreaker.make({ slowCallThreshold: -5 })],
      ["rejectionJitter", () => CircuitBreaker.make({ rejectionJitter: -1 })],
      ["rejectionJitter", () => CircuitBreaker.make({ rejectionJitter: Duration.infinity })],
      ["rejectionJitter", () => CircuitBreaker.make({ rejectionJitter: "soon" as Duration.DurationInput })],
      ["name", () => CircuitBreaker.make({ name: "" })],
      // read as the default, "circuit-breaker", in every state change, metric and message
      ["name", () => CircuitBreaker.make({ name: null as never })],
      ["maxKeys", () => CircuitBreaker.keyed({ maxKeys: 0 })],
      ["halfOpenProbes", () => CircuitBreaker.keyed({ maxKeys: 1, halfOpenProbes: 0 })],
      // misspelt, they were read as absent: the default of 5 in a row, and a missing maxKeys
      ["consecutiveFailure", () => CircuitBreaker.make({ consecutiveFailure: 3 } as CircuitBreaker.Options)],
      ["maxKey", () => CircuitBreaker.keyed({ maxKey: 3 } as unknown as CircuitBreaker.KeyedOptions)]
    ]

    it("throws InvalidOptionError naming the option when the constructor is called", () => {
      for (const [option, construct] of invalid) {
        let thrown: unknown
        try {
          construct()
        } catch (e) {
          thrown = e
        }
        expect(thrown, option).toBeInstanceOf(Error)
        expect((thrown as Options.InvalidOptionError)._tag).toBe("InvalidOptionError")
        expect((thrown as Options.InvalidOptionError).option).toBe(option)
        expect((thrown as Error).message).toContain(`"${option}"`)
      }
    })

    it("accepts the boundaries", () => {
      expect(() => CircuitBreaker.make({ failureRatio: 1, minimumThroughput: 1, openDuration: 0 })).not.toThrow()
      expect(() => CircuitBreaker.make({ halfOpenProbes: 3, successThreshold: 3 })).not.toThrow()
      expect(() => CircuitBreaker.make({ failureRatio: 0.5, samplingBuckets: 1000 })).not.toThrow()
    })

    const thrown = (construct: () => unknown): Options.InvalidOptionError => {
      try {
        construct()
      } catch (e) {
        return e as Options.InvalidOptionError
      }
      throw new Error("expected an InvalidOptionError")
    }
    const bad = <A>(u: unknown) => u as A

    it("an argument that is no object is named, rather than read as every default (or a TypeError)", () => {
      const cases: ReadonlyArray<readonly [() => unknown, string]> = [
        [() => CircuitBreaker.make(bad("x")), "an object such as { consecutiveFailures: 5 }, got \"x\""],
        [() => CircuitBreaker.make(bad(null)), "an object such as { consecutiveFailures: 5 }, got null"],
        [() => CircuitBreaker.make(bad(5)), "an object such as { consecutiveFailures: 5 }, got 5"],
        [() => CircuitBreaker.keyed(bad(undefined)), "an object such as { maxKeys: 100 }, got undefined"],
        [() => CircuitBreaker.keyed(bad(null)), "an object such as { maxKeys: 100 }, got null"],
        [() => CircuitBreaker.keyed(bad("tools")), "an object such as { maxKeys: 100 }, got \"tools\""]
      ]
      for (const [construct, expected] of cases) {
        const error = thrown(construct)
        expect(error._tag).toBe("InvalidOptionError")
        expect(error.option).toBe("options")
        expect(error.message).toBe(`Invalid option "options": expected ${expected}`)
      }
      // no argument at all is still every default for make
      expect(() => CircuitBreaker.make()).not.toThrow()
    })

    it("samplingBuckets is at most 1000, rather than allocating the window (1e9: out of memory)", () => {
      for (const samplingBuckets of [1001, 1e9]) {
        const error = thrown(() => CircuitBreaker.make({ failureRatio: 0.5, samplingBuckets }))
        expect(error._tag).toBe("InvalidOptionError")
        expect(error.option).toBe("samplingBuckets")
        expect(error.message).toBe(
          `Invalid option "samplingBuckets": expected an integer, at least 1, at most 1000, got ${samplingBuckets}`
        )
      }
      expect(thrown(() => CircuitBreaker.keyed({ maxKeys: 2, failureRatio: 0.5, samplingBuckets: 1e9 })).option)
        .toBe("samplingBuckets")
    })

    it("halfOpenTimeout is a duration above zero, or infinite for no bound", () => {
      const cases: ReadonlyArray<readonly [Duration.DurationInput, string]> = [
        [-1, "a duration that is not negative"],
        ["-1 second", "a duration that is not negative"],
        [Number.NaN, "a duration that is a number"],
        [0, "a duration above zero"],
        ["soon" as Duration.DurationInput, "a duration such as 500"]
      ]
      for (const [halfOpenTimeout, expected] of cases) {
        for (
          const construct of [
            () => CircuitBreaker.make({ halfOpenTimeout }),
            () => CircuitBreaker.keyed({ maxKeys: 1, halfOpenTimeout })
          ]
        ) {
          const error = thrown(construct)
          expect(error._tag).toBe("InvalidOptionError")
          expect(error.option).toBe("halfOpenTimeout")
          expect(error.message).toContain(`Invalid option "halfOpenTimeout": expected ${expected}`)
        }
      }
      for (const halfOpenTimeout of [1, "10 minutes", Duration.infinity, undefined] as const) {
        expect(() => CircuitBreaker.make({ halfOpenTimeout })).not.toThrow()
      }
    })

    it.effect("keyed rejects restore by name instead of ignoring it", () =>
      Effect.gen(function*() {
        const breaker = yield* CircuitBreaker.make({ consecutiveFailures: 1 })
        const restore = yield* breaker.snapshot
        const error = thrown(() => CircuitBreaker.keyed(bad({ maxKeys: 2, restore })))
        expect(error._tag).toBe("InvalidOptionError")
        expect(error.option).toBe("restore")
        expect(error.message).toMatch(/^Invalid option "restore": expected no restore for a keyed family/)
        // left out, or undefined as a spread leaves it, is no restore
        expect(() => CircuitBreaker.keyed(bad({ maxKeys: 2, restore: undefined }))).not.toThrow()
      }))
  })
})
