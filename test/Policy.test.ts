import { describe, expect, it } from "@effect/vitest"
import { Clock, Data, Deferred, Effect, Either, Fiber, Metric, MetricLabel, Random, Ref, TestClock } from "effect"
import {
  Bulkhead,
  CircuitBreaker,
  Classify,
  Failure,
  Policy,
  Retry,
  RetryBudget,
  RetrySchedule,
  Timeout
} from "effect-resilience"
import OpenAI from "openai"
import { invalidOption } from "./support/common.js"
import * as Loopback from "./support/loopback.js"

class ModelFailed extends Data.TaggedError("ModelFailed")<{ readonly cause: unknown }> {}

const overloaded = () => new Failure.Retryable({ reason: "HTTP 503 overloaded", status: 503 })
const unavailable = () => new Failure.Retryable({ reason: "HTTP 503 Service Unavailable", status: 503 })

/** A dependency whose runs follow `script` (a failure, "hang", or "ok"), then succeed; it records start times. */
const dependency = (script: ReadonlyArray<Failure.AgentFailure | "hang">) =>
  Effect.gen(function*() {
    const starts = yield* Ref.make<ReadonlyArray<number>>([])
    const interrupted = yield* Ref.make(0)
    const call = Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      const n = (yield* Ref.getAndUpdate(starts, (s) => [...s, now])).length
      const step = script[n]
      if (step === "hang") return yield* Effect.onInterrupt(Effect.never, () => Ref.update(interrupted, (i) => i + 1))
      if (step !== undefined) return yield* Effect.fail(step)
      return `answer ${n + 1}`
    })
    return { call, starts: Ref.get(starts), interrupted: Ref.get(interrupted) }
  })

const fast = RetrySchedule.exponential("100 millis").pipe(
  RetrySchedule.respectRetryAfter(),
  RetrySchedule.maxRetries(4)
)

describe("Policy", () => {
  it.effect("a timed-out attempt is interrupted and retried with a fresh deadline", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({ timeout: "1 second", retry: { schedule: fast } })
      const dep = yield* dependency(["hang"])
      const fiber = yield* Effect.fork(dep.call.pipe(policy))
      yield* TestClock.adjust("1 second")
      expect(yield* dep.interrupted).toBe(1)
      yield* TestClock.adjust("100 millis")
      expect(yield* Fiber.join(fiber)).toBe("answer 2")
      expect(yield* dep.starts).toEqual([0, 1100])
    }))

  it.effect("an open breaker's rejection is waited out by the retry layer, using its retryAfter", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({
        retry: { schedule: fast },
        breaker: { consecutiveFailures: 2, openDuration: "10 seconds" }
      })
      const dep = yield* dependency([overloaded(), overloaded()])
      const fiber = yield* Effect.fork(dep.call.pipe(policy))
      yield* TestClock.adjust("100 millis") // attempt 2 fails: the breaker opens for 10 s
      expect(yield* policy.breaker!.state).toBe("Open")
      // attempt 3 is rejected by the breaker without reaching the dependency; the retry layer
      // sleeps at least until the probe is allowed instead of spending its retries
      yield* TestClock.adjust("9 seconds")
      expect(fiber.unsafePoll()).toBeNull()
      expect((yield* dep.starts).length).toBe(2)
      yield* TestClock.adjust("11 seconds")
      expect(yield* Fiber.join(fiber)).toBe("answer 3")
      const [first, second, probe] = yield* dep.starts
      expect([first, second]).toEqual([0, 100])
      // the probe time (10.1 s), plus the rejection's jitter: up to one more open duration
      expect(probe).toBeGreaterThanOrEqual(10_100)
      expect(probe).toBeLessThanOrEqual(20_100)
      expect(yield* policy.breaker!.state).toBe("Closed")
    }))

  it.effect("a breaker's hint above the schedule's max is named as the breaker's, not a server's retry-after", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({
        name: "openai",
        retry: { schedule: RetrySchedule.standard },
        breaker: { consecutiveFailures: 1, openDuration: "5 minutes" }
      })
      // no retry-after from the server: the hint is the breaker's time until its next probe
      const dep = yield* dependency([new Failure.Retryable({ reason: "502 Bad Gateway", status: 502 })])
      const fiber = yield* Effect.fork(Effect.flip(dep.call.pipe(policy)))
      yield* TestClock.adjust("10 seconds")
      const exhausted = yield* Fiber.join(fiber)
      expect(exhausted._tag === "Exhausted" && exhausted.stoppedBy).toMatch(
        /^circuit breaker "openai"'s retry-after \(its next probe\) of .+ is above the max of 1m$/
      )
      expect(yield* dep.starts).toHaveLength(1)
    }))

  it.effect("a budget that refuses retries ends the call with Exhausted saying so", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({ name: "model", retry: { schedule: fast }, budget: RetryBudget.empty })
      const dep = yield* dependency([overloaded(), overloaded()])
      const failure = yield* Effect.flip(dep.call.pipe(policy))
      expect(failure._tag).toBe("Exhausted")
      expect(failure.message).toMatch(
        /^model failed after 1 attempts: .*; stopped: the retry budget empty refused a retry$/
      )
      expect((yield* dep.starts).length).toBe(1)
    }))

  it.effect("uses the RetryBudget in scope when none is given", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({ retry: { schedule: fast } })
      const dep = yield* dependency([overloaded()])
      const failure = yield* Effect.flip(
        dep.call.pipe(policy, Effect.provideService(RetryBudget.RetryBudget, RetryBudget.empty))
      )
      expect(Failure.isExhausted(failure)).toBe(true)
    }))

  it.effect("callers an open breaker turns away wait for its probe without draining a token bucket", () =>
    Effect.gen(function*() {
      const bucket = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.1 })
      const policy = yield* Policy.make({
        retry: {
          schedule: RetrySchedule.exponential("100 millis").pipe(
            RetrySchedule.respectRetryAfter(),
            RetrySchedule.maxRetries(6)
          )
        },
        budget: bucket,
        breaker: { consecutiveFailures: 2, openDuration: "5 seconds", rejectionJitter: 0 }
      })
      // two failures of the dependency (8 tokens left) open the breaker until 5.1 s
      const dep = yield* dependency([unavailable(), unavailable()])
      const first = yield* Effect.fork(dep.call.pipe(policy))
      yield* TestClock.adjust("1 second")
      expect(yield* policy.breaker!.state).toBe("Open")
      // ten more callers meet the open breaker, then its half-open one. Their rejections never reached the dependency:
      // charged a token each, they drained the bucket, which refused their retries (the callers gave up instead of
      // waiting for the probe) and every retry on the budget after the dependency had recovered, for 51 successes.
      const others = yield* Effect.fork(Effect.all(Array.from({ length: 10 }, () => dep.call.pipe(policy)), {
        concurrency: "unbounded"
      }))
      yield* TestClock.adjust("1 minute")
      // all eleven answered: the two failures, one probe, ten calls after it closed the breaker
      const answers = [yield* Fiber.join(first), ...yield* Fiber.join(others)]
      expect(answers.every((answer) => answer.startsWith("answer"))).toBe(true)
      expect((yield* dep.starts).length).toBe(13)
      expect(yield* RetryBudget.snapshot(bucket)).toMatchObject({ tokens: 9.1, allowsRetry: true })
    }))

  it.effect("a breaker's rejection the call wraps in an error of its own is waited out by the layer above", () =>
    Effect.gen(function*() {
      // guards below, retries above, and the call's own error around what the guards failed with
      const guards = yield* Policy.make({
        name: "guards",
        breaker: { consecutiveFailures: 2, openDuration: "5 seconds", rejectionJitter: 0 }
      })
      const dep = yield* dependency([unavailable(), unavailable()])
      const call = dep.call.pipe(guards, Effect.mapError((cause) => new ModelFailed({ cause })))
      const fiber = yield* Effect.fork(Retry.retry(call, { schedule: fast, layer: "session" }))
      // the third attempt meets the open breaker. Its reason names no status, and the wrapper's own reading was Fatal by
      // default: the session gave up at once instead of waiting for the probe
      yield* TestClock.adjust("1 minute")
      expect(yield* Fiber.join(fiber)).toBe("answer 3")
      expect((yield* dep.starts)[2]).toBe(5_100)
    }))

  it.effect("a full bulkhead rejects at once with an Exhausted of no attempt", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({ retry: { schedule: fast }, bulkhead: { concurrency: 2, queue: 1 } })
      const dep = yield* dependency(["hang", "hang", "hang"])
      const held = yield* Effect.forEach([1, 2, 3], () => Effect.fork(dep.call.pipe(policy)))
      for (let i = 0; i < 10; i++) yield* Effect.yieldNow()
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 2, queued: 1 })
      const failure = yield* Effect.flip(dep.call.pipe(policy))
      expect(failure._tag).toBe("Exhausted")
      expect(Bulkhead.isBulkheadRejection(failure)).toBe(true)
      expect(failure.message).toBe(
        "policy failed after 0 attempts: Retryable: bulkhead full (concurrency 2, queue 1); stopped: rejected by the bulkhead"
      )
      expect(yield* Clock.currentTimeMillis).toBe(0)
      expect((yield* dep.starts).length).toBe(2)
      yield* Effect.forEach(held, Fiber.interrupt)
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
    }))

  it.effect("a timed call whose caller is interrupted keeps its bulkhead slot until it has closed", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({ timeout: "1 minute", bulkhead: { concurrency: 1, queue: 1 } })
      const log: Array<string> = []
      const started = yield* Deferred.make<void>()
      // a call that takes a second to close once cut off (a transaction rolled back, a stream drained)
      const slow = Effect.zipRight(Deferred.succeed(started, undefined), Effect.never).pipe(
        Effect.onInterrupt(() => Effect.zipRight(Effect.sleep("1 second"), Effect.sync(() => log.push("first closed"))))
      )
      const first = yield* Effect.fork(policy(slow))
      yield* Deferred.await(started)
      const second = yield* Effect.fork(policy(Effect.sync(() => log.push("second started"))))
      const interrupting = yield* Effect.fork(Fiber.interrupt(first))
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(interrupting)
      yield* Fiber.join(second)
      expect(log).toEqual(["first closed", "second started"])
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
    }))

  it.effect("a bulkhead's rejection is a give-up of the policy's layer and one of the bulkhead's rejections", () =>
    Effect.gen(function*() {
      const name = "policy-bulkhead-metrics"
      const policy = yield* Policy.make({ name, retry: { schedule: fast }, bulkhead: { concurrency: 1 } })
      expect(policy.bulkhead!.name).toBe(name)
      const held = yield* Effect.fork(Effect.never.pipe(policy))
      for (let i = 0; i < 10; i++) yield* Effect.yieldNow()
      yield* Effect.flip(Effect.succeed(1).pipe(policy))
      const read = (metric: Metric.Metric.Counter<number>, labels: Record<string, string>) =>
        Effect.map(
          Metric.value(
            Metric.taggedWithLabels(metric, Object.entries(labels).map(([k, v]) => MetricLabel.make(k, v)))
          ),
          (state) => state.count
        )
      const layer = { layer: name }
      expect(yield* read(Retry.metrics.giveUps, { ...layer, tag: "Exhausted" })).toBe(1)
      expect(yield* read(Bulkhead.rejections, { bulkhead: name })).toBe(1)
      // no attempt was made, nor did one fail: only the held call's attempt is counted
      expect(yield* read(Retry.metrics.attempts, layer)).toBe(1)
      expect(yield* read(Retry.metrics.failures, { ...layer, tag: "Retryable" })).toBe(0)
      yield* Fiber.interrupt(held)
      expect(yield* policy.bulkhead!.stats).toEqual({ running: 0, queued: 0 })
    }))

  it.effect("with retry.layer, a bulkhead's rejection is a give-up of that layer, as the retry layer's own are", () =>
    Effect.gen(function*() {
      const name = "policy-bulkhead-layer"
      const layer = "policy-bulkhead-layer-model"
      const policy = yield* Policy.make({ name, retry: { schedule: fast, layer }, bulkhead: { concurrency: 1 } })
      const held = yield* Effect.fork(Effect.never.pipe(policy))
      for (let i = 0; i < 10; i++) yield* Effect.yieldNow()
      const rejected = yield* Effect.flip(Effect.succeed(1).pipe(policy))
      expect(Failure.isExhausted(rejected) && rejected.layer).toBe(layer)
      const giveUps = (label: string) =>
        Effect.map(
          Metric.value(Metric.taggedWithLabels(Retry.metrics.giveUps, [
            MetricLabel.make("layer", label),
            MetricLabel.make("tag", "Exhausted")
          ])),
          (state) => state.count
        )
      expect(yield* giveUps(layer)).toBe(1)
      expect(yield* giveUps(name)).toBe(0)
      yield* Fiber.interrupt(held)
    }))

  it.effect("its errors are the taxonomy: non-retryable failures keep their tag, raw errors are classified", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.standard
      const overflow = new Failure.ContextOverflow({ reason: "prompt is too long", tokens: 210_000, limit: 200_000 })
      expect(yield* Effect.flip(Effect.fail(overflow).pipe(policy))).toBe(overflow)
      const raw = yield* Effect.flip(Effect.fail(Object.assign(new Error("invalid key"), { status: 401 })).pipe(policy))
      expect(raw._tag).toBe("Permanent")
      // without retry, a lone timeout still ends as the taxonomy: Exhausted after one attempt
      const once = yield* Policy.make({ timeout: "1 second", retry: false })
      const fiber = yield* Effect.fork(Effect.flip(Effect.never.pipe(once)))
      yield* TestClock.adjust("1 second")
      const timedOut = yield* Fiber.join(fiber)
      expect(timedOut._tag).toBe("Exhausted")
      expect(Failure.isExhausted(timedOut) && Timeout.isTimeout(timedOut.last)).toBe(true)
    }))

  it.effect("standard: retries a flaky call, shares one breaker across calls, and has no timeout", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.standard
      expect(policy.bulkhead).toBeUndefined()
      const dep = yield* dependency([overloaded()])
      const fiber = yield* Effect.fork(dep.call.pipe(policy))
      yield* TestClock.adjust("10 seconds")
      expect(yield* Fiber.join(fiber)).toBe("answer 2")
      // the first two calls to a dead dependency exhaust their retries (10 failures in a row) and open
      // the shared breaker; the third is mostly rejected by the breaker and reaches the dependency far less
      const down = yield* dependency(Array.from({ length: 100 }, unavailable))
      const calls = yield* Effect.fork(Effect.forEach([1, 2, 3], () => Effect.flip(down.call.pipe(policy))))
      yield* TestClock.adjust("5 minutes")
      const [first, second, third] = yield* Fiber.join(calls)
      for (const failed of [first, second]) {
        expect(Failure.isExhausted(failed) && failed.attempts.map((a) => a.failure.status)).toEqual([
          503,
          503,
          503,
          503,
          503
        ])
      }
      expect(Failure.isExhausted(third) && third.attempts.some((a) => CircuitBreaker.isOpenRejection(a.failure)))
        .toBe(true)
      expect((yield* down.starts).length).toBeLessThan(15)
    }))

  it.effect("standard: the dependency saying it is at capacity (429, 529, overloaded) does not open its breaker", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.standard
      const anthropic = new Failure.Retryable({ reason: "HTTP 529 overloaded_error: Overloaded", status: 529 })
      const full = yield* dependency(Array.from({ length: 30 }, (_, i) => i % 3 === 0 ? overloaded() : anthropic))
      const calls = yield* Effect.fork(Effect.forEach([1, 2, 3, 4, 5], () => Effect.either(full.call.pipe(policy))))
      yield* TestClock.adjust("5 minutes")
      yield* Fiber.join(calls)
      // every attempt reached the dependency: 5 calls × 5 attempts, none rejected by a breaker
      expect((yield* full.starts).length).toBe(25)
      expect(yield* policy.breaker!.state).toBe("Closed")
    }))

  it.effect("standard around a tool's own bulkhead: a burst the bulkhead turns away does not open the breaker", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.standard
      const slots = yield* Bulkhead.make({ concurrency: 2 })
      const tool = Effect.sleep("1 second").pipe(Effect.as("found"), Bulkhead.withBulkhead(slots))
      // 14 callers at once: 12 are turned away by the bulkhead, more than the 10 in a row that open the breaker
      const burst = yield* Effect.fork(Effect.all(Array.from({ length: 14 }, () => Effect.either(tool.pipe(policy))), {
        concurrency: "unbounded"
      }))
      yield* TestClock.adjust("10 millis")
      // the dependency never failed: a call of another tool through the same policy still goes through
      expect(yield* policy.breaker!.state).toBe("Closed")
      expect(yield* Effect.succeed("weather").pipe(policy)).toBe("weather")
      yield* TestClock.adjust("2 minutes")
      // each caller got a slot in time or gave up waiting for one; none was turned away by the breaker
      for (const outcome of yield* Fiber.join(burst)) {
        if (Either.isRight(outcome)) expect(outcome.right).toBe("found")
        else {
          const attempts = (outcome.left as Failure.Exhausted).attempts
          expect(attempts.every((a) => Bulkhead.isBulkheadRejection(a.failure))).toBe(true)
        }
      }
    }))

  it.effect("a tool's policy inside an agent's: give-ups that met only the tool's full bulkhead leave the outer breaker", () =>
    Effect.gen(function*() {
      const outer = yield* Policy.standard
      const schedule = RetrySchedule.exponential("100 millis").pipe(RetrySchedule.maxRetries(2))
      const inner = yield* Policy.make({ name: "tool", retry: { schedule } })
      const slots = yield* Bulkhead.make({ concurrency: 2 })
      const tool = Effect.sleep("1 minute").pipe(Effect.as("found"), Bulkhead.withBulkhead(slots))
      // 12 of 14 callers give up after 3 attempts the bulkhead all turned away: an Exhausted with 3 attempts, none of
      // which reached the dependency (counted, 10 of them opened the outer breaker)
      const burst = yield* Effect.fork(
        Effect.all(Array.from({ length: 14 }, () => Effect.either(tool.pipe(inner, outer))), {
          concurrency: "unbounded"
        })
      )
      yield* TestClock.adjust("1 second")
      expect(yield* outer.breaker!.state).toBe("Closed")
      yield* TestClock.adjust("1 minute")
      const outcomes = yield* Fiber.join(burst)
      expect(outcomes.filter(Either.isLeft).map((o) => (o.left as Failure.Exhausted).attempts.length)).toEqual(
        Array.from({ length: 12 }, () => 3)
      )
    }))

  it.effect("a tool's policy inside an agent's: callers its half-open breaker turns away leave the outer breaker closed", () =>
    Effect.gen(function*() {
      const inner = yield* Policy.make({
        name: "tool",
        retry: false,
        breaker: { consecutiveFailures: 1, openDuration: "10 seconds" }
      })
      const outer = yield* Policy.make({ name: "agent", retry: false, breaker: { consecutiveFailures: 2 } })
      yield* Effect.exit(Effect.fail(new Failure.Retryable({ reason: "HTTP 503", status: 503 })).pipe(inner, outer))
      yield* TestClock.adjust("10 seconds")
      const probe = yield* Effect.fork(Effect.sleep("1 second").pipe(Effect.as("found"), inner, outer))
      yield* Effect.yieldNow()
      // four callers while the tool's probe runs, each turned away by its half-open breaker: counted, the agent's
      // breaker opened at the first, on a tool about to answer
      for (let i = 0; i < 4; i++) yield* Effect.exit(Effect.succeed("found").pipe(inner, outer))
      expect(yield* outer.breaker!.state).toBe("Closed")
      yield* TestClock.adjust("1 second")
      expect(yield* Fiber.join(probe)).toBe("found")
      expect(yield* Effect.succeed("found").pipe(inner, outer)).toBe("found")
    }))

  it.effect("an inner give-up whose last attempt the bulkhead turned away after one that failed counts", () =>
    Effect.gen(function*() {
      const outer = yield* Policy.make({ breaker: { consecutiveFailures: 1 } })
      const inner = yield* Policy.make({
        name: "tool",
        retry: { schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(1)) }
      })
      const slots = yield* Bulkhead.make({ concurrency: 1 })
      const tool = Effect.fail(new Failure.Retryable({ reason: "HTTP 503", status: 503 })).pipe(
        Bulkhead.withBulkhead(slots)
      )
      // the slot is taken during the inner layer's backoff: its second attempt is turned away
      yield* Effect.fork(Effect.sleep("500 millis").pipe(Effect.zipRight(Bulkhead.withBulkhead(Effect.never, slots))))
      const call = yield* Effect.fork(Effect.flip(tool.pipe(inner, outer)))
      yield* TestClock.adjust("2 seconds")
      const failure = (yield* Fiber.join(call)) as Failure.Exhausted
      expect(failure.attempts.map((a) => a.failure.reason)).toEqual([
        "HTTP 503",
        "bulkhead full (concurrency 1, queue 0)"
      ])
      expect(yield* outer.breaker!.state).toBe("Open")
    }))

  it.effect("defaults: 10 outage failures in a row open the breaker for 5 s, and one probe closes it", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.standard
      const breaker = policy.breaker!
      const fail = Effect.exit(Effect.fail(unavailable()).pipe(breaker))
      for (let i = 0; i < 9; i++) yield* fail
      expect(yield* breaker.state).toBe("Closed")
      yield* fail
      expect(yield* breaker.state).toBe("Open")
      const rejected = yield* Effect.flip(Effect.succeed("ok").pipe(breaker))
      expect(CircuitBreaker.isOpenRejection(rejected)).toBe(true)
      yield* TestClock.adjust("4999 millis")
      expect(yield* breaker.state).toBe("Open")
      yield* TestClock.adjust("1 millis")
      expect(yield* breaker.state).toBe("HalfOpen")
      expect(yield* Effect.succeed("ok").pipe(breaker)).toBe("ok")
      expect(yield* breaker.state).toBe("Closed")
      // a close starts over: it takes 10 failures again, and the next opening is 5 s again
      for (let i = 0; i < 10; i++) yield* fail
      yield* TestClock.adjust("5 seconds")
      expect(yield* breaker.state).toBe("HalfOpen")
    }))

  it.effect("breaker.halfOpenTimeout: without a timeout, a probe that hangs past it fails its round", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({
        breaker: { ...Policy.defaults.breaker, consecutiveFailures: 1, halfOpenTimeout: "2 minutes" }
      })
      const breaker = policy.breaker!
      const dep = yield* dependency([unavailable(), "hang"])
      yield* Effect.exit(dep.call.pipe(policy))
      yield* TestClock.adjust("5 seconds")
      yield* Effect.fork(dep.call.pipe(policy)) // the probe, which hangs
      yield* Effect.repeatN(Effect.yieldNow(), 20)
      yield* TestClock.adjust("119999 millis")
      expect(yield* breaker.state).toBe("HalfOpen")
      yield* TestClock.adjust("1 millis")
      expect(yield* breaker.state).toBe("Open")
      yield* TestClock.adjust("5 seconds")
      expect(yield* dep.call.pipe(policy)).toBe("answer 3")
      expect(yield* breaker.state).toBe("Closed")
      expect(yield* dep.interrupted).toBe(0) // written off, not interrupted
      expect(() => Policy.make({ breaker: { halfOpenTimeout: -1 } })).toThrow(
        /Invalid option "breaker.halfOpenTimeout"/
      )
      expect(() => Policy.keyed({ maxKeys: 2, breaker: { halfOpenTimeout: 0 } })).toThrow(
        /Invalid option "breaker.halfOpenTimeout"/
      )
    }))

  it.effect("a success through the policy ends a failure run that began after its call started", () =>
    Effect.gen(function*() {
      for (const breaker of [Policy.defaults.breaker, { consecutiveFailures: 3 }]) {
        const policy = yield* Policy.make({ breaker })
        const run = breaker.consecutiveFailures ?? 0
        const a = yield* Effect.fork(Effect.sleep("2 seconds").pipe(Effect.as("ok"), policy))
        yield* Effect.yieldNow()
        for (let i = 0; i < run - 1; i++) yield* Effect.exit(Effect.fail(unavailable()).pipe(policy))
        yield* TestClock.adjust("2 seconds")
        expect(yield* Fiber.join(a)).toBe("ok")
        yield* Effect.exit(Effect.fail(unavailable()).pipe(policy))
        expect(yield* policy.breaker!.state).toBe("Closed")
      }
    }))

  it.effect("a policy made under another Clock counts its calls with the calling fiber's", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({
        breaker: { failureRatio: 0.5, minimumThroughput: 10, samplingDuration: "10 seconds" }
      }).pipe(Effect.withClock(Clock.make()))
      for (let i = 0; i < 10; i++) yield* Effect.exit(Effect.fail(unavailable()).pipe(policy))
      expect(yield* policy.breaker!.state).toBe("Open")
    }))

  it.effect("a success is counted at the time of the fiber whose call ended, when fibers with other clocks share it", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({
        breaker: { failureRatio: 0.6, minimumThroughput: 10, samplingDuration: "10 seconds" }
      })
      const other = Clock.make() // the live clock: far from this fiber's TestClock
      for (let i = 0; i < 10; i++) {
        const gate = yield* Deferred.make<void>()
        const slow = yield* Effect.fork(policy(Deferred.await(gate)))
        yield* Effect.yieldNow()
        // another fiber, on its own clock, is admitted while this fiber's call runs
        yield* Effect.fork(policy(Effect.succeed(0)).pipe(Effect.withClock(other)))
        yield* Effect.yieldNow()
        yield* Deferred.succeed(gate, undefined)
        yield* Fiber.join(slow)
        yield* Effect.exit(Effect.fail(unavailable()).pipe(policy))
        yield* TestClock.adjust("100 millis")
      }
      // this fiber's calls: half failed, below the 60 % ratio
      expect(yield* policy.breaker!.state).toBe("Closed")
    }))

  it.effect("defaults: 20 % of calls failing never opens the breaker; 80 % of the last 10 s does", () =>
    Effect.gen(function*() {
      const breaker = (yield* Policy.standard).breaker!
      const call = (failed: boolean) =>
        Effect.exit((failed ? Effect.fail(unavailable()) : Effect.succeed("ok")).pipe(breaker))
      // one call every 100 ms for a minute, every fifth failing, three in a row now and then
      for (let i = 0; i < 600; i++) {
        yield* call(i % 5 === 0 || i % 97 < 3)
        yield* TestClock.adjust("100 millis")
      }
      expect(yield* breaker.state).toBe("Closed")
      // then four of every five fail: never 10 in a row, but the ratio trips within the window
      let opened = -1
      for (let i = 0; i < 100 && opened < 0; i++) {
        yield* call(i % 5 !== 0)
        if ((yield* breaker.state) === "Open") opened = i
        yield* TestClock.adjust("100 millis")
      }
      expect(opened).toBeGreaterThan(0)
      expect(opened).toBeLessThan(100)
    }))

  it.effect("callers held back by an open breaker come back spread over time, not as one herd", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({
        retry: { schedule: fast },
        breaker: { consecutiveFailures: 1, openDuration: "10 seconds" }
      })
      const dep = yield* dependency([])
      yield* Effect.exit(Effect.fail(unavailable()).pipe(policy.breaker!))
      expect(yield* policy.breaker!.state).toBe("Open")
      const callers = yield* Effect.fork(
        Effect.forEach(Array.from({ length: 100 }), () => dep.call.pipe(policy), { concurrency: "unbounded" })
      )
      yield* TestClock.adjust("30 seconds")
      yield* Fiber.join(callers)
      // the first comes back at the probe time and closes the breaker; the others follow over the
      // next open duration instead of all at once
      const starts = yield* dep.starts
      expect(starts).toHaveLength(100)
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(10_000)
      expect(Math.max(...starts)).toBeLessThanOrEqual(20_000)
      expect(new Set(starts).size).toBeGreaterThan(80)
      expect(starts.filter((t) => t < 15_000).length).toBeGreaterThan(25)
      expect(starts.filter((t) => t >= 15_000).length).toBeGreaterThan(25)
    }).pipe(Effect.withRandom(Random.make("herd"))))

  it.effect("keyed: one breaker per key, so one provider's outage leaves the others alone", () =>
    Effect.gen(function*() {
      const policies = yield* Policy.keyed({ breaker: { consecutiveFailures: 1 }, maxKeys: 4 })
      yield* Effect.either(Effect.fail(overloaded()).pipe(policies("openai")))
      expect(yield* Effect.either(Effect.succeed("ok").pipe(policies("anthropic")))).toEqual(Either.right("ok"))
      const rejected = yield* Effect.flip(Effect.succeed("ok").pipe(policies("openai")))
      expect(Failure.isExhausted(rejected) && CircuitBreaker.isOpenRejection(rejected.last)).toBe(true)
      expect(policies("openai")).toBe(policies("openai"))
      expect(yield* policies.breakers.keys).toEqual(["anthropic", "openai"]) // least recently used first
    }))

  it.effect("protect is the data-first form", () =>
    Effect.gen(function*() {
      const policy = yield* Policy.make({})
      expect(yield* Policy.protect(Effect.succeed(1), policy)).toBe(1)
      expect(yield* Effect.succeed(2).pipe(Policy.protect(policy))).toBe(2)
    }))

  it("checks every option when make is called, naming it", () => {
    expect(() => Policy.make({ timeout: "-1 second" })).toThrow(/Invalid option "timeout"/)
    expect(() => Policy.make({ timeout: 0 })).toThrow(/Invalid option "timeout"/)
    expect(() => Policy.make({ retry: { schedule: "soon" as never } })).toThrow(/Invalid option "retry.schedule"/)
    expect(() => Policy.make({ breaker: { halfOpenProbes: 0 } })).toThrow(/Invalid option "breaker.halfOpenProbes"/)
    expect(() => Policy.make({ breaker: { failureRatio: 1.5 } })).toThrow(/Invalid option "breaker.failureRatio"/)
    expect(() => Policy.make({ bulkhead: { concurrency: 0 } })).toThrow(/Invalid option "bulkhead.concurrency"/)
    expect(() => Policy.make({ bulkhead: { concurrency: 1, queue: -1 } })).toThrow(/Invalid option "bulkhead.queue"/)
    expect(() => Policy.make({ name: "" })).toThrow(/Invalid option "name"/)
    expect(() => Policy.make({ name: null as never })).toThrow(/Invalid option "name"/)
    // it was named as the policy in every message, log and metric
    expect(() => Policy.make({ retry: { schedule: RetrySchedule.standard, layer: null as never } })).toThrow(
      /Invalid option "retry.layer"/
    )
    expect(() => Policy.keyed({ maxKeys: 0 })).toThrow(/Invalid option "maxKeys"/)
  })

  it("names the policy's own options as written, and refuses a part that is not options", () => {
    expect(() => Policy.make({ budget: {} as never })).toThrow(/Invalid option "budget"/)
    expect(() => Policy.keyed({ maxKeys: 1.5 })).toThrow(/Invalid option "maxKeys"/)
    expect(() => Policy.make({ retry: {} as never })).toThrow(/Invalid option "retry.schedule"/)
    expect(() => Policy.make({ retry: { schedule: undefined as never } })).toThrow(/Invalid option "retry.schedule"/)
    expect(() => Policy.make({ retry: true as never })).toThrow(/Invalid option "retry"/)
    // a schedule, as a tool's `retry` takes it: read as options, it blamed "retry.initial", a name never written
    for (
      const construct of [
        () => Policy.make({ retry: RetrySchedule.standard as never }),
        () => Policy.keyed({ maxKeys: 2, retry: fast as never })
      ]
    ) {
      const error = invalidOption(construct)
      expect(error.option).toBe("retry")
      expect(error.message).toMatch(/^Invalid option "retry": expected an object with the schedule in it, \{ schedule/)
    }
    expect(() => Policy.make({ breaker: true as never })).toThrow(/Invalid option "breaker"/)
    expect(() => Policy.keyed({ maxKeys: 2, breaker: true as never })).toThrow(/Invalid option "breaker"/)
    // none of a part is still fine
    expect(() => Policy.make({ retry: false, breaker: false })).not.toThrow()
  })

  it("names a misspelt option, at the top level and in each part, instead of reading it as absent", () => {
    // a config object (not a literal at the call): TypeScript's excess-property check does not see it
    const timout = { ...Policy.defaults, name: "s14", timout: "60 seconds" }
    const cases: ReadonlyArray<readonly [string, () => unknown]> = [
      ["timout", () => Policy.make(timout)],
      ["retries", () => Policy.make({ retries: { schedule: fast } } as never)],
      ["retry.schedul", () => Policy.make({ retry: { schedul: fast } } as never)],
      ["breaker.consecutiveFailure", () => Policy.make({ breaker: { consecutiveFailure: 3 } } as never)],
      ["bulkhead.queueSize", () => Policy.make({ bulkhead: { concurrency: 2, queueSize: 10 } } as never)],
      ["maxKey", () => Policy.keyed({ maxKeys: 2, maxKey: 3 } as never)],
      ["breaker.consecutiveFailure", () => Policy.keyed({ maxKeys: 2, breaker: { consecutiveFailure: 3 } } as never)],
      ["bulkhead.queueSize", () => Policy.keyed({ maxKeys: 2, bulkhead: { concurrency: 2, queueSize: 10 } } as never)]
    ]
    for (const [option, construct] of cases) {
      const error = invalidOption(construct)
      expect(error.option).toBe(option)
      expect(error.message).toContain(`Invalid option "${option}": expected no option of this name`)
    }
    // the presets spread with the option meant
    expect(() => Policy.make({ ...Policy.defaults, name: "s14", timeout: "60 seconds" })).not.toThrow()
    expect(() => Policy.keyed({ ...Policy.defaults, maxKeys: 2 })).not.toThrow()
  })

  it("names the options, not a field of the Effect, when an Effect is passed as them", () => {
    // `Policy.make(effect)` blamed an option named "_op"
    const error = invalidOption(() => Policy.make(Effect.void as never))
    expect(error.option).toBe("options")
    expect(error.message).toContain("not an Effect")
  })

  it("refuses a budget inside retry, pointing to the top-level budget", () => {
    const budget = RetryBudget.unlimited
    for (
      const construct of [
        () => Policy.make({ retry: { schedule: fast, budget } as never }),
        () => Policy.keyed({ maxKeys: 2, retry: { schedule: fast, budget } as never })
      ]
    ) {
      const error = invalidOption(construct)
      expect(error.option).toBe("retry.budget")
      expect(error.message).toMatch(/^Invalid option "retry\.budget": expected .*top-level `budget` option/)
    }
    // where it goes, it is taken
    expect(() => Policy.make({ retry: { schedule: fast }, budget })).not.toThrow()
  })

  it.effect("takes bulkhead: false as no bulkhead, and names bulkhead when it is no options", () =>
    Effect.gen(function*() {
      expect((yield* Policy.make({ bulkhead: false })).bulkhead).toBeUndefined()
      expect((yield* Policy.keyed({ maxKeys: 2, bulkhead: false })).bulkhead).toBeUndefined()
      for (const value of [null, true, 4, "8"]) {
        for (
          const construct of [
            () => Policy.make({ bulkhead: value as never }),
            () => Policy.keyed({ maxKeys: 2, bulkhead: value as never })
          ]
        ) {
          const error = invalidOption(construct)
          expect(error.option).toBe("bulkhead")
          expect(error.message).toContain(`Invalid option "bulkhead": expected a Bulkhead, its options such as`)
        }
      }
    }))

  it("refuses a guard still to be made, naming it, instead of a default one", () => {
    const breaker = invalidOption(() =>
      Policy.make({ breaker: CircuitBreaker.make({ consecutiveFailures: 1 }) as never })
    )
    expect(breaker.option).toBe("breaker")
    expect(breaker.message).toContain(
      `Invalid option "breaker": expected a CircuitBreaker, its options such as { consecutiveFailures: 5 }, or false, not an Effect (run it first: yield* it)`
    )
    const limits = invalidOption(() => Policy.make({ bulkhead: Bulkhead.make({ concurrency: 1 }) as never }))
    expect(limits.option).toBe("bulkhead")
    expect(limits.message).toContain("not an Effect (run it first: yield* it)")
    const keyedLimits = invalidOption(() =>
      Policy.keyed({ maxKeys: 2, bulkhead: Bulkhead.make({ concurrency: 1 }) as never })
    )
    expect(keyedLimits.option).toBe("bulkhead")
    expect(invalidOption(() => Policy.make({ retry: [fast] as never })).option).toBe("retry")
  })

  it("refuses a retry budget still to be made, saying to run it first, as for a breaker or a bulkhead", () => {
    // RetryBudget.tokenBucket() is an Effect: `budget: RetryBudget.tokenBucket()` read only "expected a
    // RetryBudget.Budget, got {"_id":"Effect",…}"
    for (
      const construct of [
        () => Policy.make({ budget: RetryBudget.tokenBucket() as never }),
        () => Retry.retry(Effect.void, { schedule: fast, budget: RetryBudget.percent() as never })
      ]
    ) {
      const error = invalidOption(construct)
      expect(error.option).toBe("budget")
      expect(error.message).toContain(
        `Invalid option "budget": expected a RetryBudget.Budget, not an Effect (run it first: yield* it)`
      )
    }
    expect(invalidOption(() => Policy.make({ budget: { maxTokens: 3 } as never })).message).toContain(
      `Invalid option "budget": expected a RetryBudget.Budget, got {"maxTokens":3}`
    )
  })

  it.effect("protect checks its policy when called, in both forms", () =>
    Effect.gen(function*() {
      const call = Effect.succeed(1)
      for (
        const construct of [
          () => Policy.protect(call, Policy.make({}) as never),
          () => Policy.protect(Policy.make({}) as never)
        ]
      ) {
        const error = invalidOption(construct)
        expect(error.option).toBe("policy")
        expect(error.message).toContain(
          `Invalid option "policy": expected a Policy made by yield* Policy.make(…), not an Effect (run it first: yield* it)`
        )
      }
      const options = invalidOption(() => Policy.protect(call, { retry: { schedule: fast } } as never))
      expect(options.option).toBe("policy")
      expect(options.message).toContain(`expected a Policy made by yield* Policy.make(…), got {"retry"`)
      // a made policy, and one got per key, in both forms
      const policies = yield* Policy.keyed({ maxKeys: 2 })
      expect(yield* Policy.protect(call, policies("a"))).toBe(1)
      expect(yield* call.pipe(Policy.protect(policies("b")))).toBe(1)
    }))

  it("keyed names options that are no object, rather than a TypeError or an option called \"0\"", () => {
    for (const value of [undefined, null, "openai", 16]) {
      const error = invalidOption(() => Policy.keyed(value as never))
      expect(error.option).toBe("options")
      expect(error.message).toContain("expected an object such as { maxKeys: 16")
    }
  })

  it("keyed refuses breaker: false, a breaker, and maxKeys among the breaker options, naming them", () => {
    const none = invalidOption(() => Policy.keyed({ maxKeys: 2, breaker: false as never }))
    expect(none.option).toBe("breaker")
    expect(none.message).toMatch(
      /^Invalid option "breaker": expected breaker options such as \{ consecutiveFailures: 5 \} \(one breaker is made per key from them\); without breakers use Policy\.make, got false/
    )
    const made = invalidOption(() => Policy.keyed({ maxKeys: 2, breaker: CircuitBreaker.make() as never }))
    expect(made.option).toBe("breaker")
    expect(made.message).toContain("without breakers use Policy.make")
    const inner = invalidOption(() => Policy.keyed({ maxKeys: 2, breaker: { maxKeys: 0 } as never }))
    expect(inner.option).toBe("breaker.maxKeys")
    expect(inner.message).toMatch(/^Invalid option "breaker\.maxKeys": expected .*top-level `maxKeys` option/)
    expect(() => Policy.keyed({ maxKeys: 2, breaker: { consecutiveFailures: 3 } })).not.toThrow()
    expect(() => Policy.keyed({ maxKeys: 2 })).not.toThrow()
  })

  describe("protecting real calls (loopback server, live clock)", () => {
    const live = RetrySchedule.exponential("20 millis").pipe(
      RetrySchedule.respectRetryAfter({ max: "1 second" }),
      RetrySchedule.maxRetries(3)
    )

    it.live("a model call through the openai SDK: a hung request is aborted, a 503 retried", () =>
      Effect.gen(function*() {
        const completion = {
          id: "chatcmpl-1",
          object: "chat.completion",
          created: 0,
          model: "gpt-test",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "hello" } }]
        }
        const server = yield* Loopback.scoped([
          Loopback.hang,
          Loopback.reply(503, { error: { type: "server_error", message: "The server is overloaded" } }),
          Loopback.reply(200, completion)
        ])
        const client = new OpenAI({ apiKey: "sk-test", baseURL: `${server.url}/v1`, maxRetries: 0 })
        const signals: Array<AbortSignal> = []
        const complete = Effect.tryPromise({
          try: (signal) => {
            signals.push(signal)
            return client.chat.completions.create({ model: "gpt-test", messages: [{ role: "user", content: "hi" }] }, {
              signal
            })
          },
          catch: Classify.classify
        })
        const policy = yield* Policy.make({
          name: "openai",
          // long enough for a loaded machine to answer the 503 within it (at 300 ms one run timed it out too)
          timeout: "1 second",
          retry: { schedule: live },
          breaker: {}
        })
        const answer = yield* complete.pipe(policy)
        expect(answer.choices[0].message.content).toBe("hello")
        expect(server.requests).toHaveLength(3)
        expect(signals.map((s) => s.aborted)).toEqual([true, false, false])
      }).pipe(Effect.scoped))

    it.live("a tool call over fetch: a 429 with retry-after-ms is waited out", () =>
      Effect.gen(function*() {
        const server = yield* Loopback.scoped([
          Loopback.reply(429, { error: { message: "Too many requests" } }, { "retry-after-ms": "50" }),
          Loopback.reply(200, { results: ["effect.website"] })
        ])
        const search = (query: string) =>
          Effect.gen(function*() {
            const response = yield* Effect.tryPromise({
              try: (signal) => fetch(`${server.url}/search?q=${encodeURIComponent(query)}`, { signal }),
              catch: Classify.classify
            })
            const body = yield* Effect.promise(() => response.json() as Promise<unknown>)
            if (!response.ok) {
              return yield* Effect.fail(
                Classify.fromResponse({ status: response.status, headers: response.headers, body })
              )
            }
            return body as { results: Array<string> }
          })
        const policy = yield* Policy.make({
          name: "tools",
          timeout: "2 seconds",
          retry: { schedule: live },
          breaker: {}
        })
        const start = yield* Clock.currentTimeMillis
        const found = yield* search("effect").pipe(policy)
        expect(found.results).toEqual(["effect.website"])
        expect(server.requests.map((r) => r.url)).toEqual(["/search?q=effect", "/search?q=effect"])
        // the server's hint (50 ms) was honoured, not the 20 ms backoff
        expect((yield* Clock.currentTimeMillis) - start).toBeGreaterThanOrEqual(45)
      }).pipe(Effect.scoped))
  })
})
