import { describe, expect, it } from "@effect/vitest"
import type { Clock } from "effect"
import {
  Cause,
  Data,
  Duration,
  Effect,
  Exit,
  FastCheck,
  Fiber,
  Logger,
  LogLevel,
  Metric,
  MetricLabel,
  Option,
  Schedule,
  Schema,
  TestClock
} from "effect"
import {
  Bulkhead,
  CircuitBreaker,
  Classify,
  Failure,
  Policy,
  Retry,
  RetryBudget,
  RetrySchedule,
  Testing
} from "effect-resilience"
import { invalidOption, recordingClock } from "./support/common.js"

const retryable = (reason: string, status = 503) => new Failure.Retryable({ reason, status })
const fatal = new Failure.Fatal({ reason: "BadRequestError: invalid 'temperature'", status: 400 })
const overflow = new Failure.ContextOverflow({ reason: "prompt is too long", status: 400 })
const permanent = new Failure.Permanent({ reason: "AuthenticationError: invalid x-api-key", status: 401 })

const spaced1s = Schedule.spaced("1 second")
const threeRetries = Schedule.exponential("1 second").pipe(Schedule.intersect(Schedule.recurs(3)))

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  return Option.getOrThrow(Cause.failureOption(exit.cause))
}

const counterValue = (counter: Metric.Metric.Counter<number>, labels: Record<string, string>) =>
  Metric.value(
    Metric.taggedWithLabels(counter, Object.entries(labels).map(([key, value]) => MetricLabel.make(key, value)))
  ).pipe(Effect.map((state) => state.count))

describe("Retry.retry", () => {
  it.effect("returns the value of a call that succeeds at once, without sleeping", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([], "ok")
      const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule: spaced1s }), { script: flaky })
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      expect(run.attemptTimes).toEqual([0])
      expect(Duration.toMillis(run.elapsed)).toBe(0)
    }))

  it.effect("retries Retryable failures on the schedule's delays, then succeeds", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable("a"), retryable("b"), retryable("c")], "ok")
      const run = yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, { schedule: threeRetries }),
        { script: flaky }
      )
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      expect(run.attemptTimes).toEqual([0, 1000, 3000, 7000])
    }))

  it.effect("fails with Exhausted listing every attempt and the delay after it", () =>
    Effect.gen(function*() {
      const failures = [retryable("first"), retryable("second"), retryable("third", 429)]
      const flaky = yield* Testing.script(failures, "never")
      const schedule = Schedule.exponential("1 second").pipe(Schedule.intersect(Schedule.recurs(2)))
      const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule, layer: "model" }))
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag).toBe("Exhausted")
      if (exhausted._tag !== "Exhausted") return
      expect(exhausted.layer).toBe("model")
      expect(exhausted.last).toBe(failures[2])
      expect(exhausted.stoppedBy).toBeUndefined()
      expect(exhausted.attempts.map((a) => [a.attempt, a.failure, a.delay && Duration.toMillis(a.delay)])).toEqual([
        [1, failures[0], 1000],
        [2, failures[1], 2000],
        [3, failures[2], undefined]
      ])
      expect(exhausted.message).toBe(
        "model failed after 3 attempts: [1] Retryable (HTTP 503): first [2] Retryable (HTTP 503): second [3] Retryable (HTTP 429): third"
      )
      expect(yield* flaky.calls).toBe(3)
    }))

  it.effect("a hint of Gemini's RetryInfo (34.541613 s) is waited exactly, and logged in whole milliseconds: 3 calls", () =>
    Effect.gen(function*() {
      // Gemini's per-minute limit names its wait to the microsecond, and a proxy's retry-after: 0 says "now"
      const gemini = Classify.fromResponse({
        status: 429,
        body: {
          error: {
            code: 429,
            status: "RESOURCE_EXHAUSTED",
            message: "Resource has been exhausted (e.g. check quota).",
            details: [{ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "34.541613s" }]
          }
        }
      })
      const now = Classify.fromResponse({ status: 429, headers: { "retry-after": "0" }, body: "slow down" })
      const flaky = yield* Testing.script([gemini, now], "ok")
      const lines: Array<unknown> = []
      const capture = Logger.make(({ message }) => lines.push(Array.isArray(message) ? message[0] : message))
      const schedule = Schedule.recurs(3).pipe(RetrySchedule.respectRetryAfter({ max: "1 minute" }))
      const run = yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, { schedule, layer: "gemini" }).pipe(
          Effect.provide(Logger.replace(Logger.defaultLogger, capture)),
          Logger.withMinimumLogLevel(LogLevel.Debug)
        ),
        { script: flaky }
      )
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      expect(yield* flaky.calls).toBe(3)
      expect(run.attemptTimes).toEqual([0, 34_541.613, 34_541.613])
      expect(lines).toEqual([
        "gemini: attempt 1 failed with Retryable (HTTP 429): HTTP 429 RESOURCE_EXHAUSTED: Resource has been exhausted " +
        "(e.g. check quota).; retry after 34s 542ms; retrying in 34s 542ms",
        "gemini: attempt 2 failed with Retryable (HTTP 429): HTTP 429: slow down; retry after 0ms; retrying in 0ms"
      ])
    }))

  it.effect("lets Fatal, Permanent and ContextOverflow through with their own tag, after one call", () =>
    Effect.gen(function*() {
      for (const failure of [fatal, permanent, overflow]) {
        const flaky = yield* Testing.script([failure], "ok")
        const exit = yield* Effect.exit(Retry.retry(flaky.effect, { schedule: spaced1s }))
        expect(failureOf(exit)).toBe(failure)
        expect(yield* flaky.calls).toBe(1)
      }
    }))

  it.effect("a ContextOverflow after retries can be caught by tag after the layer", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable("overloaded", 529), overflow], "answer")
      const program = Retry.retry(flaky.effect, { schedule: spaced1s }).pipe(
        Effect.catchTag("ContextOverflow", (e) => Effect.succeed(`compacted after: ${e.reason}`))
      )
      const run = yield* Testing.runWithTestClock(program, { script: flaky })
      expect(run.exit).toStrictEqual(Exit.succeed("compacted after: prompt is too long"))
      expect(run.attemptTimes).toEqual([0, 1000])
    }))

  it.effect("classifies raw errors with the Classifier in context", () =>
    Effect.gen(function*() {
      class Http403 extends Error {
        readonly status = 403
      }
      const rotating = Classify.make([
        (u) => Classify.statusOf(u) === 403 ? new Failure.Retryable({ reason: "key rotated", status: 403 }) : undefined
      ])
      const flaky = yield* Testing.script([new Http403("forbidden"), new Http403("forbidden")], "ok")
      const layer = Retry.retry(flaky.effect, { schedule: spaced1s })
      const withRule = yield* Testing.runWithTestClock(Effect.provideService(layer, Classify.Classifier, rotating))
      expect(withRule.exit).toStrictEqual(Exit.succeed("ok"))
      expect(yield* flaky.calls).toBe(3)

      const strict = Classify.make([
        (u) => u instanceof Http403 ? new Failure.Fatal({ reason: "forbidden" }) : undefined
      ])
      const again = yield* Testing.script([new Http403("forbidden")], "ok")
      const exit = yield* Effect.exit(
        Retry.retry(again.effect, { schedule: spaced1s }).pipe(Effect.provideService(Classify.Classifier, strict))
      )
      expect(failureOf(exit)._tag).toBe("Fatal")
      expect(yield* again.calls).toBe(1)
    }))

  it.effect("does not retry defects or interruptions", () =>
    Effect.gen(function*() {
      let calls = 0
      const dies = Effect.suspend(() => {
        calls++
        return Effect.die(new Error("bug"))
      })
      const died = yield* Effect.exit(Retry.retry(dies, { schedule: spaced1s }))
      expect(Exit.isFailure(died) && Cause.isDie(died.cause)).toBe(true)
      expect(calls).toBe(1)

      const interrupts = Effect.suspend(() => {
        calls++
        return Effect.interrupt
      })
      const interrupted = yield* Effect.exit(Retry.retry(interrupts, { schedule: spaced1s }))
      expect(Exit.isFailure(interrupted) && Cause.isInterruptedOnly(interrupted.cause)).toBe(true)
      expect(calls).toBe(2)
    }))

  it.effect("retries a failure that comes with a sibling's interruption, as Effect.retry does", () =>
    Effect.gen(function*() {
      let calls = 0
      const fails = (status: number) =>
        Effect.suspend(() => {
          calls++
          return Effect.fail(Object.assign(new Error(`HTTP ${status}`), { status }))
        })
      // One branch fails after 10 ms; Effect.all interrupts the other: the cause holds both.
      const alongside = (status: number) =>
        Effect.all([Effect.sleep("10 millis").pipe(Effect.zipRight(fails(status))), Effect.never], {
          concurrency: "unbounded"
        })
      const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3))
      const exhausted = yield* Testing.runWithTestClock(Retry.retry(alongside(503), { schedule, layer: "model" }))
      const failure = failureOf(exhausted.exit)
      expect(failure._tag).toBe("Exhausted")
      expect(calls).toBe(4)
      expect(Duration.toMillis(exhausted.elapsed)).toBe(40 + 1000 + 2000 + 4000)

      calls = 0
      const rejected = yield* Testing.runWithTestClock(Retry.retry(alongside(400), { schedule, layer: "model" }))
      expect(failureOf(rejected.exit)).toMatchObject({ _tag: "Fatal", status: 400 })
      expect(calls).toBe(1)
    }))

  it.effect("judges a failure that comes with a finalizer's defect by the failure, as Effect.retry does", () =>
    Effect.gen(function*() {
      const failsThenFinalizerDies = (status: number) =>
        Effect.suspend(() => {
          calls++
          return Effect.fail(Object.assign(new Error(`HTTP ${status}`), { status }))
        }).pipe(Effect.ensuring(Effect.die("the finalizer's bug")))
      let calls = 0
      const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(2))
      const retried = yield* Testing.runWithTestClock(Retry.retry(failsThenFinalizerDies(503), { schedule }))
      expect(failureOf(retried.exit)._tag).toBe("Exhausted")
      expect(calls).toBe(3)
      calls = 0
      const rejected = yield* Effect.exit(Retry.retry(failsThenFinalizerDies(400), { schedule }))
      expect(failureOf(rejected)).toMatchObject({ _tag: "Fatal", status: 400 })
      expect(calls).toBe(1)
    }))

  it.effect("can be interrupted while it waits between attempts", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable("a"), retryable("b")], "ok")
      const fiber = yield* Effect.fork(Retry.retry(flaky.effect, { schedule: spaced1s }))
      yield* TestClock.adjust("500 millis")
      const exit = yield* Fiber.interrupt(fiber)
      expect(Exit.isInterrupted(exit)).toBe(true)
      yield* TestClock.adjust("10 seconds")
      expect(yield* flaky.calls).toBe(1)
    }))

  it.effect("honours retry-after through RetrySchedule.respectRetryAfter", () =>
    Effect.gen(function*() {
      const limited = new Failure.Retryable({ reason: "rate limited", status: 429, retryAfter: Duration.seconds(3) })
      const flaky = yield* Testing.script([limited, retryable("x")], "ok")
      const schedule = RetrySchedule.exponential("100 millis").pipe(
        RetrySchedule.respectRetryAfter({ max: "1 minute" }),
        RetrySchedule.maxRetries(3)
      )
      const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule }), { script: flaky })
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      // the hint (3 s) replaces the first backoff (100 ms); the second backoff is 200 ms
      expect(run.attemptTimes).toEqual([0, 3000, 3200])
    }))

  it.effect("honours the retry-after of a Retryable that came through JSON (a worker's message), and keeps it", () =>
    Effect.gen(function*() {
      // a failure a worker sent as JSON and the caller fails with as it came, decoding nothing: its `retryAfter` is
      // Duration's JSON, read as no hint (the retry came after 100 ms, not the 3 s the server asked for), while a
      // durable turn that stored the same failure rebuilt it and waited
      const limited = new Failure.Retryable({ reason: "rate limited", status: 429, retryAfter: Duration.seconds(3) })
      const schedule = RetrySchedule.exponential("100 millis").pipe(
        RetrySchedule.respectRetryAfter({ max: "1 minute" }),
        RetrySchedule.maxRetries(1)
      )
      for (
        const shape of [
          JSON.parse(JSON.stringify(limited)),
          JSON.parse(JSON.stringify(Schema.encodeSync(Failure.Retryable)(limited)))
        ]
      ) {
        const flaky = yield* Testing.script([shape, shape], "ok")
        const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule }), { script: flaky })
        expect(run.attemptTimes).toEqual([0, 3000])
        // the Exhausted lists it as the Retryable it is, wait and all: its message, and its schema encodes it
        const exhausted = failureOf(run.exit)
        if (exhausted._tag !== "Exhausted") throw new Error(`expected Exhausted, got ${exhausted._tag}`)
        expect(exhausted.last).toBeInstanceOf(Failure.Retryable)
        expect(exhausted.last.retryAfter).toEqual(Duration.seconds(3))
        expect(exhausted.last.message).toBe("Retryable (HTTP 429): rate limited; retry after 3s")
        expect(Schema.encodeEither(Failure.Exhausted)(exhausted)._tag).toBe("Right")
      }
    }))

  it.effect("stops at once on a retry-after of a Retryable through JSON above the schedule's limit", () =>
    Effect.gen(function*() {
      const hint = new Failure.Retryable({ reason: "slow down", status: 429, retryAfter: Duration.minutes(10) })
      const flaky = yield* Testing.script([JSON.parse(JSON.stringify(hint))], "ok")
      const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule: RetrySchedule.standard }))
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag === "Exhausted" && exhausted.stoppedBy).toBe(
        "the retry-after hint of 10m is above the max of 1m"
      )
      expect(yield* flaky.calls).toBe(1)
    }))

  it.effect("logs a retry of a failure whose wait is Duration.millis(Number.MAX_VALUE), as it came or through JSON", () =>
    Effect.gen(function*() {
      // a "forever" written as the largest number: its message, which the debug line quotes, threw a RangeError
      // (Duration.format could not make nanoseconds of it), and the layer died with the defect instead of retrying
      const forever = new Failure.Retryable({
        reason: "quota",
        status: 429,
        retryAfter: Duration.millis(Number.MAX_VALUE)
      })
      for (const failure of [forever, JSON.parse(JSON.stringify(forever))]) {
        const flaky = yield* Testing.script([failure], "ok")
        const lines: Array<unknown> = []
        const capture = Logger.make(({ message }) => lines.push(Array.isArray(message) ? message[0] : message))
        const run = yield* Testing.runWithTestClock(
          Retry.retry(flaky.effect, { schedule: Schedule.recurs(1), layer: "quota" }).pipe(
            Effect.provide(Logger.replace(Logger.defaultLogger, capture)),
            Logger.withMinimumLogLevel(LogLevel.Debug)
          ),
          { script: flaky }
        )
        expect(run.exit).toStrictEqual(Exit.succeed("ok"))
        expect(lines).toEqual([
          "quota: attempt 1 failed with Retryable (HTTP 429): quota; retry after 2.0806633505350875e+300d 22h 14m 18s " +
          "368ms; retrying in 0ms"
        ])
      }
    }))

  it.effect("stops at once on a retry-after above the schedule's limit", () =>
    Effect.gen(function*() {
      const hint = new Failure.Retryable({ reason: "slow down", status: 429, retryAfter: Duration.minutes(10) })
      const flaky = yield* Testing.script([hint], "ok")
      const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule: RetrySchedule.standard }))
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag).toBe("Exhausted")
      expect(Duration.toMillis(run.elapsed)).toBe(0)
      expect(yield* flaky.calls).toBe(1)
      // one attempt of a schedule that allows four retries: the Exhausted says why
      expect(exhausted._tag === "Exhausted" && exhausted.stoppedBy).toBe(
        "the retry-after hint of 10m is above the max of 1m"
      )
      expect(exhausted.message).toBe(
        "retry failed after 1 attempts: [1] Retryable (HTTP 429): slow down; stopped: the retry-after hint of 10m " +
          "is above the max of 1m"
      )
    }))

  it.effect("places a retry-after date on a response without a date header by the Clock", () =>
    Effect.gen(function*() {
      // a 429 whose `retry-after` is an HTTP date and which has no `date` header: the classifier has no clock to place
      // it by, the layer has Effect's
      const start = Date.UTC(2025, 0, 1, 12, 0, 0)
      yield* TestClock.setTime(start)
      const at = (ms: number) => new Date(start + ms).toUTCString()
      const limited = (headers: Record<string, string>) =>
        Object.assign(new Error("429 Rate limit reached"), { status: 429, headers })
      const schedule = RetrySchedule.exponential("100 millis").pipe(
        RetrySchedule.respectRetryAfter({ max: "1 minute" }),
        RetrySchedule.maxRetries(3)
      )
      const dated = yield* Testing.script([limited({ "retry-after": at(7000) })], "ok")
      const run = yield* Testing.runWithTestClock(Retry.retryWithAttempts(dated.effect, { schedule }), {
        script: dated
      })
      expect(run.attemptTimes).toEqual([0, 7000])
      const retried = Exit.isSuccess(run.exit) ? run.exit.value.failures[0].failure : undefined
      expect(retried?._tag === "Retryable" && retried.retryAfter).toStrictEqual(Duration.millis(7000))

      // a date past the max stops at once, named (the clock is 7 s on)
      const far = yield* Testing.script([limited({ "retry-after": at(7000 + 3_600_000) })], "ok")
      const stopped = failureOf((yield* Testing.runWithTestClock(Retry.retry(far.effect, { schedule }))).exit)
      expect(stopped._tag === "Exhausted" && stopped.stoppedBy).toBe(
        "the retry-after hint of 1h is above the max of 1m"
      )
      // one decades ahead (a real date read by a clock left at 0) is kept below the longest sleep, and said to be more
      const decades = yield* Testing.script([limited({ "retry-after": at(50 * 365 * 86_400_000) })], "ok")
      const stoppedAtBound = failureOf(
        (yield* Testing.runWithTestClock(Retry.retry(decades.effect, { schedule }))).exit
      )
      expect(stoppedAtBound._tag === "Exhausted" && stoppedAtBound.stoppedBy).toBe(
        "the retry-after hint of more than 24d 20h 31m 23s 647ms is above the max of 1m"
      )

      // a wait that needs no clock is the classifier's (or a rule's) to give: a rule that leaves it out is obeyed
      const noHint = Classify.make([
        (u) =>
          Classify.statusOf(u) === 429
            ? new Failure.Retryable({ reason: "throttled", status: 429, cause: u })
            : undefined
      ])
      const seconds = yield* Testing.script([limited({ "retry-after": "5" })], "ok")
      const ruled = yield* Testing.runWithTestClock(
        Effect.provideService(Retry.retry(seconds.effect, { schedule }), Classify.Classifier, noHint),
        { script: seconds }
      )
      expect(ruled.attemptTimes.map((t) => t - ruled.attemptTimes[0])).toEqual([0, 100])
    }))

  it.effect("names a schedule's budget of waiting that stopped it, and no reason where the attempts show it", () =>
    Effect.gen(function*() {
      const failures = [retryable("a"), retryable("b"), retryable("c")]
      const flaky = yield* Testing.script(failures, "ok")
      const budgeted = RetrySchedule.exponential("1 second").pipe(RetrySchedule.budgeted("2 seconds"))
      const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule: budgeted }), { script: flaky })
      const exhausted = failureOf(run.exit)
      expect(run.attemptTimes).toEqual([0, 1000])
      expect(exhausted._tag === "Exhausted" && exhausted.stoppedBy).toBe(
        "the next delay of 2s would take the waiting past the schedule's budget of 2s (1s waited)"
      )

      // a count of retries spent is in the attempts themselves
      const counted = yield* Testing.script(failures, "ok")
      const few = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(1))
      const stopped = failureOf((yield* Testing.runWithTestClock(Retry.retry(counted.effect, { schedule: few }))).exit)
      expect(stopped._tag === "Exhausted" && stopped.attempts.length).toBe(2)
      expect(stopped._tag === "Exhausted" && stopped.stoppedBy).toBeUndefined()

      // a hint above the max that the schedule ignores stops nothing, and leaves no reason behind for a later stop
      const hinted = new Failure.Retryable({ reason: "slow down", status: 429, retryAfter: Duration.minutes(10) })
      const ignoring = yield* Testing.script([hinted, retryable("x"), retryable("y")], "ok")
      const ignore = RetrySchedule.exponential("1 second").pipe(
        RetrySchedule.respectRetryAfter({ max: "1 minute", onAboveMax: "ignore" }),
        RetrySchedule.maxRetries(2)
      )
      const ignored = yield* Testing.runWithTestClock(Retry.retry(ignoring.effect, { schedule: ignore }), {
        script: ignoring
      })
      expect(ignored.attemptTimes).toEqual([0, 1000, 3000])
      expect(failureOf(ignored.exit)).toMatchObject({
        _tag: "Exhausted",
        message:
          "retry failed after 3 attempts: [1] Retryable (HTTP 429): slow down [2] Retryable (HTTP 503): x [3] Retryable (HTTP 503): y"
      })

      // a budget that stopped early inside Schedule.union, whose other half went on and stopped later by its count:
      // the budget is not named (it wrote its reason again on every step after it stopped)
      const five = yield* Testing.script([1, 2, 3, 4, 5, 6].map((n) => retryable(`e${n}`)), "ok")
      const union = Schedule.union(
        RetrySchedule.exponential("1 second").pipe(RetrySchedule.budgeted("2 seconds")),
        Schedule.spaced("1 second").pipe(RetrySchedule.maxRetries(4))
      )
      const unioned = yield* Testing.runWithTestClock(Retry.retry(five.effect, { schedule: union }), { script: five })
      expect(unioned.attemptTimes).toEqual([0, 1000, 2000, 3000, 4000])
      const counted4 = failureOf(unioned.exit)
      expect(counted4._tag === "Exhausted" && counted4.stoppedBy).toBeUndefined()
    }))

  it.effect("leaves nothing on the fiber when its schedule runs under Effect.retry", () =>
    Effect.gen(function*() {
      const hinted = new Failure.Retryable({ reason: "slow down", status: 429, retryAfter: Duration.minutes(10) })
      const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.respectRetryAfter({ max: "1 minute" }))
      const exit = yield* Effect.exit(Effect.retry(Effect.fail(hinted), schedule))
      expect(failureOf(exit)).toBe(hinted)
      // the same fiber then runs a retry layer whose plain schedule ends: no reason carried over
      const flaky = yield* Testing.script([retryable("a"), retryable("b")], "ok")
      const run = yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, {
          schedule: Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(1)))
        })
      )
      expect(failureOf(run.exit)).toMatchObject({
        _tag: "Exhausted",
        message: "retry failed after 2 attempts: [1] Retryable (HTTP 503): a [2] Retryable (HTTP 503): b"
      })
    }))

  it.effect("waits out a plain schedule's delay longer than the live clock's timers hold (2³¹−1 ms)", () =>
    Effect.gen(function*() {
      const thirtyDays = Duration.toMillis(Duration.days(30))
      const monthly = Schedule.spaced(Duration.days(30)).pipe(Schedule.intersect(Schedule.recurs(1)))
      const flaky = yield* Testing.script([retryable("a")], "ok")
      const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule: monthly }), { script: flaky })
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      expect(run.attemptTimes).toEqual([0, thirtyDays])

      // Effect's live clock takes a single sleep above the limit for "never": no sleep asked of the clock is that long
      const asked: Array<number> = []
      const again = yield* Testing.script([retryable("a")], "ok")
      const exit = yield* Effect.exit(
        Effect.withClock(Retry.retry(again.effect, { schedule: monthly }), recordingClock(asked))
      )
      expect(exit).toStrictEqual(Exit.succeed("ok"))
      expect(asked).toEqual([2 ** 31 - 1, thirtyDays - (2 ** 31 - 1)])
    }))

  it.effect("works data-last in a pipe", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable("a")], 42)
      const run = yield* Testing.runWithTestClock(flaky.effect.pipe(Retry.retry({ schedule: spaced1s })))
      expect(run.exit).toStrictEqual(Exit.succeed(42))
    }))
})

describe("Retry.retry properties", () => {
  it.effect.prop(
    "n failures under maxRetries(m): min(n, m) + 1 calls, success iff n <= m, attempts at the summed delays",
    [FastCheck.integer({ min: 0, max: 6 }), FastCheck.integer({ min: 0, max: 5 })],
    ([n, m]) =>
      Effect.gen(function*() {
        const flaky = yield* Testing.script(Array.from({ length: n }, (_, i) => retryable(`#${i + 1}`)), "ok")
        const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(m))
        const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule }), { script: flaky })
        const calls = Math.min(n, m) + 1
        expect(run.attemptTimes).toEqual(Array.from({ length: calls }, (_, i) => 1000 * (2 ** i - 1)))
        if (n <= m) {
          expect(run.exit).toStrictEqual(Exit.succeed("ok"))
        } else {
          const exhausted = failureOf(run.exit)
          expect(exhausted._tag === "Exhausted" && exhausted.attempts.map((a) => a.attempt)).toEqual(
            Array.from({ length: calls }, (_, i) => i + 1)
          )
        }
      }),
    { fastCheck: { numRuns: 40 } }
  )
})

describe("Retry.CurrentAttempt", () => {
  it.effect("is 1 outside any layer and counts the attempts inside one", () =>
    Effect.gen(function*() {
      expect(yield* Retry.CurrentAttempt).toBe(1)
      const seen: Array<number> = []
      const flaky = yield* Testing.script([retryable("a"), retryable("b")], "ok")
      const call = Effect.zipRight(Effect.tap(Retry.CurrentAttempt, (n) => seen.push(n)), flaky.effect)
      yield* Testing.runWithTestClock(Retry.retry(call, { schedule: spaced1s }))
      expect(seen).toEqual([1, 2, 3])
    }))

  it.effect("inner layers see their own count", () =>
    Effect.gen(function*() {
      const seen: Array<string> = []
      const flaky = yield* Testing.script(
        [retryable("1"), retryable("2"), retryable("3"), retryable("4")],
        "ok"
      )
      const innerCall = Effect.zipRight(
        Effect.tap(Retry.CurrentAttempt, (n) => seen.push(`inner ${n}`)),
        flaky.effect
      )
      const inner = Retry.retry(innerCall, { schedule: Schedule.recurs(1), layer: "inner" })
      const outerCall = Effect.zipRight(Effect.tap(Retry.CurrentAttempt, (n) => seen.push(`outer ${n}`)), inner)
      yield* Testing.runWithTestClock(
        Retry.retry(outerCall, { schedule: Schedule.recurs(2), layer: "outer", retryExhausted: true })
      )
      expect(seen).toEqual(["outer 1", "inner 1", "inner 2", "outer 2", "inner 1", "inner 2", "outer 3", "inner 1"])
    }))

  it.effect("a Policy without retry numbers nothing: the call sees the attempt of the layer that retries it", () =>
    Effect.gen(function*() {
      // guards below, retries above: the session's third attempt, through the guards, is the call's third
      for (const guards of [{ breaker: false }, { timeout: "10 seconds" }, {}] satisfies Array<Policy.Options>) {
        const policy = yield* Policy.make({ name: "guards", ...guards })
        const seen: Array<number> = []
        const flaky = yield* Testing.script([retryable("a"), retryable("b")], "ok")
        const call = Effect.zipRight(Effect.tap(Retry.CurrentAttempt, (n) => seen.push(n)), flaky.effect)
        yield* Testing.runWithTestClock(
          call.pipe(policy, Retry.retry({ schedule: spaced1s, layer: "session" }))
        )
        expect(seen).toEqual([1, 2, 3])
        // with a budget in scope too
        const budgeted: Array<number> = []
        const again = yield* Testing.script([retryable("a"), retryable("b")], "ok")
        yield* Testing.runWithTestClock(
          Effect.zipRight(Effect.tap(Retry.CurrentAttempt, (n) => budgeted.push(n)), again.effect).pipe(
            policy,
            Retry.retry({ schedule: spaced1s, layer: "session" }),
            Effect.provideService(RetryBudget.RetryBudget, RetryBudget.unlimited)
          )
        )
        expect(budgeted).toEqual([1, 2, 3])
      }
    }))
})

describe("Retry.retryWithAttempts", () => {
  it.effect("returns the attempt count and the failed attempts with the value", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable("a"), retryable("b")], "ok")
      const run = yield* Testing.runWithTestClock(
        Retry.retryWithAttempts(flaky.effect, { schedule: Schedule.exponential("1 second") })
      )
      const result = yield* run.exit
      expect(result.value).toBe("ok")
      expect(result.attempts).toBe(3)
      expect(result.failures.map((a) => [a.attempt, a.failure.reason, a.delay && Duration.toMillis(a.delay)])).toEqual([
        [1, "a", 1000],
        [2, "b", 2000]
      ])
      const once = yield* Retry.retryWithAttempts(Effect.succeed(7), { schedule: spaced1s })
      expect(once).toEqual({ value: 7, attempts: 1, failures: [] })
    }))
})

describe("nested retry layers", () => {
  // The session retries a model call 3 times (2 s, 4 s, 8 s); the runtime around it retries the
  // whole call 3 times (1.5 s, 3 s, 6 s). The model call always fails.
  const scenario = (retryExhausted: boolean) =>
    Effect.gen(function*() {
      const model = yield* Testing.script(Array.from({ length: 100 }, () => retryable("overloaded", 529)), "never")
      const session = Retry.retry(model.effect, { schedule: RetrySchedule.sessionLayer, layer: "session" })
      const runtime = Retry.retry(session, { schedule: RetrySchedule.runtimeLayer, layer: "runtime", retryExhausted })
      const run = yield* Testing.runWithTestClock(runtime, { script: model })
      return { run, calls: yield* model.calls, seconds: Duration.toSeconds(run.elapsed) }
    })

  it.effect("by default the outer layer does not retry an inner Exhausted: 4 calls, 14 s", () =>
    Effect.gen(function*() {
      const { calls, run, seconds } = yield* scenario(false)
      expect(calls).toBe(4)
      expect(seconds).toBe(2 + 4 + 8)
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag === "Exhausted" && exhausted.layer).toBe("session")
      expect(run.attemptTimes).toEqual([0, 2000, 6000, 14000])
    }))

  it.effect("with retryExhausted the layers multiply as the schedules say: 16 calls, 66.5 s", () =>
    Effect.gen(function*() {
      const { calls, run, seconds } = yield* scenario(true)
      expect(calls).toBe(4 * 4)
      expect(seconds).toBe(4 * (2 + 4 + 8) + (1.5 + 3 + 6))
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag).toBe("Exhausted")
      if (exhausted._tag !== "Exhausted") return
      expect(exhausted.layer).toBe("runtime")
      expect(exhausted.attempts.map((a) => a.delay && Duration.toMillis(a.delay))).toEqual([
        1500,
        3000,
        6000,
        undefined
      ])
      expect(exhausted.last.reason).toBe("overloaded")
    }))
})

describe("failures handed on", () => {
  it.effect("a failure the layer does not retry keeps the span it was failed in", () =>
    Effect.gen(function*() {
      const call = Effect.fail(permanent).pipe(Effect.withSpan("openai.chat"))
      const exit = yield* Effect.exit(Retry.retry(call, { schedule: spaced1s }).pipe(Effect.withSpan("agent.step")))
      // it lost "at openai.chat": the layer failed the failure again, in its own span
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toContain("at openai.chat")
      expect(failureOf(exit)).toMatchObject({ _tag: "Permanent", reason: permanent.reason })
    }))
})

describe("an inner Policy without retry", () => {
  // Guards below (a Policy without retry: a timeout, a breaker), retries above (the session's layer)
  const flaky = () => Testing.script([retryable("HTTP 503"), retryable("HTTP 503")], 1)
  const outer = { schedule: RetrySchedule.sessionLayer, layer: "session" }

  it.effect("a Policy without retry: the outer layer retries its one-attempt Exhausted (3 calls, not 1)", () =>
    Effect.gen(function*() {
      const model = yield* flaky()
      const guards = yield* Policy.make({ name: "guards", timeout: "60 seconds", breaker: { consecutiveFailures: 5 } })
      const run = yield* Testing.runWithTestClock(Retry.retry(guards(model.effect), outer), { script: model })
      // it failed with "guards failed after 1 attempts" and made one call: the session's retries were lost
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(yield* model.calls).toBe(3)
      expect(run.attemptTimes).toEqual([0, 2000, 6000])
    }))

  it.effect("a layer of no retries is no layer to multiply: the outer one's schedule decides, and its log", () =>
    Effect.gen(function*() {
      const model = yield* Testing.script(Array.from({ length: 10 }, () => retryable("overloaded", 529)), "never")
      const guards = yield* Policy.make({ name: "guards", timeout: "60 seconds" })
      const run = yield* Testing.runWithTestClock(Retry.retry(guards(model.effect), outer), { script: model })
      expect(yield* model.calls).toBe(4)
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag === "Exhausted" && exhausted.layer).toBe("session")
      expect(exhausted._tag === "Exhausted" && exhausted.attempts.map((a) => a.failure.reason)).toEqual(
        Array.from({ length: 4 }, () => "overloaded")
      )
    }))

  it.effect("wrapped by the call in an error of its own, it is retried as well", () =>
    Effect.gen(function*() {
      const model = yield* Testing.script(Array.from({ length: 10 }, () => retryable("overloaded", 529)), "never")
      const guards = yield* Policy.make({ name: "guards", timeout: "60 seconds" })
      const inner = guards(model.effect).pipe(
        Effect.mapError((cause) => new Error(`tool failed: ${cause.message}`, { cause }))
      )
      const run = yield* Testing.runWithTestClock(Retry.retry(inner, outer), { script: model })
      expect(yield* model.calls).toBe(4)
      expect(failureOf(run.exit)._tag).toBe("Exhausted")
    }))

  it.effect("an inner schedule that gives up at once on purpose stays final, in a layer or a Policy", () =>
    Effect.gen(function*() {
      // "give up on overloaded" (the README's custom schedule): one attempt, nothing in stoppedBy, and yet a decision
      const giveUpOn529 = Schedule.exponential("1 second").pipe(
        Schedule.whileInput((f: Failure.AgentFailure) => f.status !== 529)
      )
      const model = yield* Testing.script(Array.from({ length: 10 }, () => retryable("overloaded", 529)), "never")
      const inner = Retry.retry(model.effect, { schedule: giveUpOn529, layer: "inner" })
      const run = yield* Testing.runWithTestClock(Retry.retry(inner, outer), { script: model })
      expect(yield* model.calls).toBe(1)
      expect(failureOf(run.exit)).toMatchObject({ _tag: "Exhausted", layer: "inner" })
      const policy = yield* Policy.make({ name: "openai", retry: { schedule: giveUpOn529 } })
      const viaPolicy = yield* Testing.runWithTestClock(Retry.retry(policy(model.effect), outer), { script: model })
      expect(yield* model.calls).toBe(2)
      expect(failureOf(viaPolicy.exit)).toMatchObject({ _tag: "Exhausted", layer: "openai" })
    }))

  it.effect("one stopped by something (stoppedBy: a budget, a hint above the max) passes through", () =>
    Effect.gen(function*() {
      let calls = 0
      const stopped = new Failure.Exhausted({
        attempts: [{ attempt: 1, failure: retryable("HTTP 429", 429) }],
        last: retryable("HTTP 429", 429),
        layer: "inner",
        stoppedBy: "the retry-after hint of 10m is above the max of 1m"
      })
      const inner = Effect.suspend(() => {
        calls++
        return Effect.fail(stopped)
      })
      const run = yield* Testing.runWithTestClock(Retry.retry(inner, outer))
      expect(calls).toBe(1)
      expect(failureOf(run.exit)).toBe(stopped)
    }))
})

describe("nested retry layers around a wrapped Exhausted", () => {
  // A tool wraps its failures in an error of its own, and the inner layer's Exhausted with them
  class ToolFailed extends Data.TaggedError("ToolFailed")<{ readonly cause: unknown; readonly message: string }> {}
  const scenario = (retryExhausted: boolean) =>
    Effect.gen(function*() {
      const model = yield* Testing.script(Array.from({ length: 100 }, () => retryable("overloaded", 529)), "never")
      const session = Retry.retry(model.effect, { schedule: RetrySchedule.sessionLayer, layer: "session" }).pipe(
        Effect.mapError((cause) => new ToolFailed({ cause, message: `tool failed: ${cause.message}` }))
      )
      const runtime = Retry.retry(session, { schedule: RetrySchedule.runtimeLayer, layer: "runtime", retryExhausted })
      const run = yield* Testing.runWithTestClock(runtime, { script: model })
      return { run, calls: yield* model.calls }
    })

  it.effect("is not retried by the outer layer: 4 calls, a Fatal with the last status, the wrapper its cause", () =>
    Effect.gen(function*() {
      const { calls, run } = yield* scenario(false)
      // read again from its last failure (a 529) it was retried: 16 calls
      expect(calls).toBe(4)
      const failure = failureOf(run.exit)
      expect(failure._tag).toBe("Fatal")
      if (failure._tag !== "Fatal") return
      expect(failure.status).toBe(529)
      expect(failure.cause).toBeInstanceOf(ToolFailed)
      expect(run.attemptTimes).toEqual([0, 2000, 6000, 14000])
    }))

  it.effect("a Fatal of the caller's own around an Exhausted stops the outer layer, retryExhausted or not", () =>
    Effect.gen(function*() {
      const model = yield* Testing.script(Array.from({ length: 100 }, () => retryable("overloaded", 529)), "never")
      const session = Retry.retry(model.effect, { schedule: RetrySchedule.sessionLayer, layer: "session" }).pipe(
        Effect.catchTag("Exhausted", (cause) => Effect.fail(new Failure.Fatal({ reason: "decided: stop", cause })))
      )
      const runtime = Retry.retry(session, {
        schedule: RetrySchedule.runtimeLayer,
        layer: "runtime",
        retryExhausted: true
      })
      const run = yield* Testing.runWithTestClock(runtime, { script: model })
      expect(yield* model.calls).toBe(4)
      expect(failureOf(run.exit)).toMatchObject({ _tag: "Fatal", reason: "decided: stop" })
    }))

  it.effect("is retried by an outer layer with retryExhausted past a middle layer that stopped it, inside a span too", () =>
    Effect.gen(function*() {
      for (const inSpan of [false, true]) {
        const model = yield* Testing.script(Array.from({ length: 100 }, () => retryable("overloaded", 529)), "never")
        const inner = Retry.retry(model.effect, { schedule: Schedule.recurs(1), layer: "inner" }).pipe(
          Effect.mapError((cause) => new ToolFailed({ cause, message: `tool failed: ${cause.message}` }))
        )
        const middle = Retry.retry(inner, { schedule: Schedule.recurs(1), layer: "middle" })
        const outer = Retry.retry(middle, { schedule: Schedule.recurs(2), layer: "outer", retryExhausted: true })
        // inside a span the middle layer's Fatal came on as a proxy, and the outer layer stopped at it: 2 calls
        const run = yield* Testing.runWithTestClock(inSpan ? Effect.withSpan(outer, "agent.step") : outer)
        expect(yield* model.calls).toBe(6)
        expect(failureOf(run.exit)).toMatchObject({ _tag: "Exhausted", layer: "outer" })
      }
    }))

  it.effect("is retried with retryExhausted, as an unwrapped one is: 16 calls", () =>
    Effect.gen(function*() {
      const { calls, run } = yield* scenario(true)
      expect(calls).toBe(16)
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag === "Exhausted" && exhausted.layer).toBe("runtime")
    }))
})

// Grants `n` retries in all and records what the layer told it.
const countingBudget = (n: number, name = `at most ${n} retries`) => {
  const events: Array<string> = []
  let left = n
  const budget: RetryBudget.Budget = {
    name,
    onRequest: Effect.sync(() => void events.push("request")),
    onSuccess: Effect.sync(() => void events.push("success")),
    onFailure: Effect.sync(() => void events.push("failure")),
    tryAcquire: Effect.sync(() => {
      events.push("acquire")
      return left-- > 0
    })
  }
  return { budget, events }
}

describe("retry budgets", () => {
  it.effect("consults the budget given in the options at every step", () =>
    Effect.gen(function*() {
      const { budget, events } = countingBudget(5)
      const flaky = yield* Testing.script([retryable("a"), retryable("b")], "ok")
      const run = yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule: spaced1s, budget }))
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      expect(events).toEqual(["request", "failure", "acquire", "failure", "acquire", "success"])
    }))

  it.effect("fails with Exhausted naming the budget when it refuses a retry", () =>
    Effect.gen(function*() {
      const { budget } = countingBudget(1, "test budget")
      const flaky = yield* Testing.script([retryable("a"), retryable("b"), retryable("c")], "ok")
      const run = yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, { schedule: spaced1s, layer: "model", budget })
      )
      const exhausted = failureOf(run.exit)
      expect(exhausted._tag).toBe("Exhausted")
      if (exhausted._tag !== "Exhausted") return
      expect(exhausted.stoppedBy).toBe("the retry budget test budget refused a retry")
      expect(exhausted.attempts.map((a) => a.delay && Duration.toMillis(a.delay))).toEqual([1000, undefined])
      expect(exhausted.message).toMatch(
        /^model failed after 2 attempts: \[1\] .*; stopped: the retry budget test budget refused a retry$/
      )
      expect(yield* flaky.calls).toBe(2)
    }))

  it.effect("uses the RetryBudget service in scope, shared by every call", () =>
    Effect.gen(function*() {
      const { budget, events } = countingBudget(2)
      const flakyA = yield* Testing.script([retryable("a"), retryable("a")], "A")
      const flakyB = yield* Testing.script([retryable("b"), retryable("b")], "B")
      const both = Effect.all([
        Effect.either(Retry.retry(flakyA.effect, { schedule: spaced1s })),
        Effect.either(Retry.retry(flakyB.effect, { schedule: spaced1s }))
      ])
      const run = yield* Testing.runWithTestClock(Effect.provideService(both, RetryBudget.RetryBudget, budget))
      const [a, b] = yield* run.exit
      // A spent both retries, so B is refused its first one
      expect(a._tag === "Right" && a.right).toBe("A")
      expect(b._tag === "Left" && b.left._tag === "Exhausted" && b.left.stoppedBy).toMatch(/refused a retry/)
      expect(events.filter((e) => e === "request")).toHaveLength(2)
    }))

  it.effect("nested layers drawing on one budget count a call once: one request, one success", () =>
    Effect.gen(function*() {
      const { budget, events } = countingBudget(5)
      const flaky = yield* Testing.script([retryable("a")], "ok")
      const inner = Retry.retry(flaky.effect, { schedule: spaced1s, layer: "inner" })
      const outer = Retry.retry(inner, { schedule: spaced1s, layer: "outer" })
      const run = yield* Testing.runWithTestClock(Effect.provideService(outer, RetryBudget.RetryBudget, budget))
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      // the inner layer reports its failure and asks for its retry; the call is counted by the outermost layer
      expect(events).toEqual(["request", "failure", "acquire", "success"])
    }))

  it.effect.each([["", false], [" inside a span", true]] as const)(
    "an outer layer retrying an inner Exhausted asks for its retry, and charges no failure twice%s",
    ([, inSpan]) =>
      Effect.gen(function*() {
        const { budget, events } = countingBudget(10)
        const model = yield* Testing.script(Array.from({ length: 10 }, () => retryable("overloaded")), "never")
        const inner = Retry.retry(model.effect, { schedule: Schedule.recurs(1), layer: "inner" })
        const outer = Retry.retry(inner, { schedule: Schedule.recurs(1), layer: "outer", retryExhausted: true })
        // inside a span, Effect.fail hands on a proxy of the inner Exhausted: its failure was charged again
        const traced = inSpan ? Effect.withSpan(outer, "agent.step") : outer
        yield* Testing.runWithTestClock(Effect.provideService(traced, RetryBudget.RetryBudget, budget))
        expect(yield* model.calls).toBe(4)
        // four calls fail: four failures; three retries (one inner, one outer, one inner again) are asked for
        expect(events).toEqual([
          "request",
          "failure",
          "acquire",
          "failure",
          // the outer layer's retry of the inner Exhausted: no failure charged for it
          "acquire",
          "failure",
          "acquire",
          "failure"
        ])
      })
  )

  it.effect("a call is counted at the layer nearest it: a turn of three calls in a session's layer is three requests", () =>
    Effect.gen(function*() {
      const { budget, events } = countingBudget(5)
      const model = yield* Testing.script([retryable("a")], "ok")
      const call = Retry.retry(model.effect, { schedule: spaced1s, layer: "model" })
      const turn = Effect.forEach([1, 2, 3], () => call)
      const session = Retry.retry(turn, { schedule: spaced1s, layer: "session" })
      const run = yield* Testing.runWithTestClock(Effect.provideService(session, RetryBudget.RetryBudget, budget))
      expect(run.exit._tag).toBe("Success")
      expect(events).toEqual(["request", "failure", "acquire", "success", "request", "success", "request", "success"])
    }))

  it.effect("three layers on one budget, and budgets nested in turn (B around A around B): each call counted once", () =>
    Effect.gen(function*() {
      const { budget, events } = countingBudget(20)
      const model = yield* Testing.script(Array.from({ length: 20 }, () => retryable("down")), "never")
      const l3 = Retry.retry(model.effect, { schedule: Schedule.recurs(1), layer: "l3" })
      const l2 = Retry.retry(l3, { schedule: Schedule.recurs(1), layer: "l2", retryExhausted: true })
      const l1 = Retry.retry(l2, { schedule: Schedule.recurs(1), layer: "l1", retryExhausted: true })
      yield* Testing.runWithTestClock(Effect.provideService(l1, RetryBudget.RetryBudget, budget))
      expect(yield* model.calls).toBe(8)
      // one request; a retry of any layer is none, however deep the layer that runs it
      expect(events.filter((e) => e === "request")).toHaveLength(1)
      expect(events.filter((e) => e === "failure")).toHaveLength(8)
      expect(events.filter((e) => e === "acquire")).toHaveLength(7)

      const a = countingBudget(5, "a")
      const b = countingBudget(5, "b")
      const flaky = yield* Testing.script([retryable("x")], "ok")
      const inner = Retry.retry(flaky.effect, { schedule: spaced1s, layer: "l3", budget: b.budget })
      const middle = Retry.retry(inner, { schedule: spaced1s, layer: "l2", budget: a.budget })
      const outer = Retry.retry(middle, { schedule: spaced1s, layer: "l1", budget: b.budget })
      yield* Testing.runWithTestClock(outer)
      expect(b.events).toEqual(["request", "failure", "acquire", "success"])
      expect(a.events).toEqual(["request", "success"])
    }))

  it.effect("an outer layer's retry through a budget-less layer is no new request for the layer nearer the call", () =>
    Effect.gen(function*() {
      const budget = yield* RetryBudget.percent({ percent: 10, minRetriesPerSecond: 0, ttl: "1 hour" })
      const model = yield* Testing.script([retryable("a"), retryable("b"), retryable("c")], "ok")
      const once = Schedule.recurs(0)
      const inner = Retry.retry(model.effect, { schedule: once, layer: "inner", budget })
      // resets CurrentAttempt to 1 for its first attempt, which the inner layer read as a new call
      const middle = Retry.retry(inner, { schedule: once, layer: "middle" })
      const outer = Retry.retry(middle, { schedule: spaced1s, layer: "outer", budget, retryExhausted: true })
      const run = yield* Testing.runWithTestClock(outer)
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      // one call deposits 10 retries once; the outer layer took 3 (each of its retries deposited 10 more: 37)
      expect(yield* RetryBudget.snapshot(budget)).toMatchObject({ balance: 7 })
    }))

  it.effect("layers on different budgets each count the call in their own", () =>
    Effect.gen(function*() {
      const a = countingBudget(5, "a")
      const b = countingBudget(5, "b")
      const flaky = yield* Testing.script([retryable("x")], "ok")
      const inner = Retry.retry(flaky.effect, { schedule: spaced1s, layer: "inner", budget: a.budget })
      const outer = Retry.retry(inner, { schedule: spaced1s, layer: "outer", budget: b.budget })
      const run = yield* Testing.runWithTestClock(outer)
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      expect(a.events).toEqual(["request", "failure", "acquire", "success"])
      expect(b.events).toEqual(["request", "success"])
    }))

  it.effect("the real budgets: one nested call deposits once (percent) and earns once (token bucket)", () =>
    Effect.gen(function*() {
      const percent = yield* RetryBudget.percent({ percent: 1, minRetriesPerSecond: 0, ttl: "1 hour" })
      const ok = Retry.retry(Retry.retry(Effect.succeed(1), { schedule: spaced1s }), { schedule: spaced1s })
      yield* Effect.provideService(ok, RetryBudget.RetryBudget, percent)
      expect(yield* RetryBudget.snapshot(percent)).toMatchObject({ balance: 1 })
      const bucket = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.5 })
      yield* bucket.onFailure
      yield* bucket.onFailure
      yield* Effect.provideService(ok, RetryBudget.RetryBudget, bucket)
      expect(yield* RetryBudget.snapshot(bucket)).toMatchObject({ tokens: 8.5 })
    }))

  it.effect("does not spend the budget on failures it would not retry", () =>
    Effect.gen(function*() {
      const { budget, events } = countingBudget(5)
      const flaky = yield* Testing.script([fatal], "ok")
      const exit = yield* Effect.exit(Retry.retry(flaky.effect, { schedule: spaced1s, budget }))
      expect(failureOf(exit)).toBe(fatal)
      expect(events).toEqual(["request"])
    }))

  it.effect("a bulkhead's rejection is no failure of the dependency: a burst it turns away leaves the bucket full", () =>
    Effect.gen(function*() {
      const bucket = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.1 })
      const slots = yield* Bulkhead.make({ concurrency: 2 })
      const tool = Effect.sleep("1 second").pipe(Effect.as("found"), Bulkhead.withBulkhead(slots))
      const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(8))
      // 14 callers at once on a healthy tool: 12 are turned away, and each retry until a slot frees is one more
      // rejection. Reported as failures, they drained the bucket (a token each) and it refused every retry, the
      // callers waiting for a slot and any other layer on the budget alike, until ~50 successes refilled it.
      const burst = yield* Effect.fork(Effect.all(
        Array.from({ length: 14 }, () => Retry.retry(tool, { schedule, budget: bucket })),
        { concurrency: "unbounded" }
      ))
      yield* TestClock.adjust("5 minutes")
      expect(yield* Fiber.join(burst)).toEqual(Array.from({ length: 14 }, () => "found"))
      expect(yield* RetryBudget.snapshot(bucket)).toMatchObject({ tokens: 10, allowsRetry: true })
    }))

  it.effect("a breaker's rejection the call wraps in an error of its own is no failure of the dependency either", () =>
    Effect.gen(function*() {
      const { budget, events } = countingBudget(5)
      const breaker = yield* CircuitBreaker.make({
        name: "model",
        consecutiveFailures: 1,
        openDuration: "5 seconds",
        rejectionJitter: 0
      })
      const flaky = yield* Testing.script([retryable("HTTP 503")], "ok")
      class ModelFailed extends Data.TaggedError("ModelFailed")<{ readonly cause: unknown }> {}
      const call = flaky.effect.pipe(breaker, Effect.mapError((cause) => new ModelFailed({ cause })))
      const fiber = yield* Effect.fork(Retry.retry(call, { schedule: spaced1s, budget }))
      yield* TestClock.adjust("1 minute")
      expect(yield* Fiber.join(fiber)).toBe("ok")
      // the 503 opened the breaker; the next four attempts (1 s to 4 s) met it open, the fifth (5 s) was its probe.
      // Wrapped, a rejection was no rejection to the layer: each was reported as a failure of the dependency
      expect(events).toEqual(["request", "failure", ...Array.from({ length: 5 }, () => "acquire"), "success"])
    }))

  it.effect("an inner give-up whose last attempt a bulkhead turned away after a failure of the dependency is charged", () =>
    Effect.gen(function*() {
      const bucket = yield* RetryBudget.tokenBucket({ maxTokens: 10, tokenRatio: 0.1 })
      const slots = yield* Bulkhead.make({ concurrency: 1 })
      const tool = Effect.fail(retryable("HTTP 503")).pipe(Bulkhead.withBulkhead(slots))
      // the slot is taken during the inner layer's backoff: its second attempt is turned away
      yield* Effect.fork(Effect.sleep("500 millis").pipe(Effect.zipRight(Bulkhead.withBulkhead(Effect.never, slots))))
      const inner = Retry.retry(tool, {
        schedule: Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(1)))
      })
      // the outer layer retries the inner Exhausted as its last (a rejection), but the 503 before it reached the
      // dependency, on no budget of its own: one failure for this one (uncharged, it read as a rejection alone)
      const call = yield* Effect.fork(
        Effect.flip(Retry.retry(inner, { schedule: Schedule.recurs(0), retryExhausted: true, budget: bucket }))
      )
      yield* TestClock.adjust("2 seconds")
      expect(((yield* Fiber.join(call)) as Failure.Exhausted).last.reason).toBe(
        "bulkhead full (concurrency 1, queue 0)"
      )
      expect(yield* RetryBudget.snapshot(bucket)).toMatchObject({ tokens: 9 })
    }))

  it.effect("a failure whose cause cannot be read is charged and retried, not turned into a defect", () =>
    Effect.gen(function*() {
      // the budget asks whether a rejection is on the failure's cause chain: a link that throws as it is read (a getter,
      // a revoked proxy) made the layer die with that throw, though the classifier had read the error as a 503
      const { budget, events } = countingBudget(5)
      const error = new Error("HTTP 503 from upstream")
      Object.defineProperty(error, "cause", {
        get() {
          throw new Error("cause getter")
        }
      })
      const schedule = Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(1)))
      const fiber = yield* Effect.fork(Effect.exit(Retry.retry(Effect.fail(error), { schedule, budget })))
      yield* TestClock.adjust("1 second")
      const exit = yield* Fiber.join(fiber)
      expect(Failure.isExhausted(failureOf(exit))).toBe(true)
      expect(events).toEqual(["request", "failure", "acquire", "failure"])
    }))
})

describe("observability", () => {
  it.effect("counts attempts, failures, retries and give-ups by layer and tag", () =>
    Effect.gen(function*() {
      const layer = "metrics-test"
      const flaky = yield* Testing.script([retryable("a"), retryable("b"), fatal], "ok")
      yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule: spaced1s, layer }))
      yield* Retry.retry(Effect.succeed(1), { schedule: spaced1s, layer })
      expect(yield* counterValue(Retry.metrics.attempts, { layer })).toBe(4)
      expect(yield* counterValue(Retry.metrics.failures, { layer, tag: "Retryable" })).toBe(2)
      expect(yield* counterValue(Retry.metrics.failures, { layer, tag: "Fatal" })).toBe(1)
      expect(yield* counterValue(Retry.metrics.retries, { layer, tag: "Retryable" })).toBe(2)
      expect(yield* counterValue(Retry.metrics.giveUps, { layer, tag: "Fatal" })).toBe(1)
      expect(yield* counterValue(Retry.metrics.giveUps, { layer, tag: "Exhausted" })).toBe(0)
    }))

  it.effect("a retry is counted when it starts: a call interrupted during its backoff took none", () =>
    Effect.gen(function*() {
      const layer = "metrics-interrupted"
      const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3))
      const fiber = yield* Effect.fork(Retry.retry(Effect.fail(retryable("a")), { schedule, layer }))
      yield* TestClock.adjust("1 second") // the second attempt fails at 1 s and waits 2 s
      yield* TestClock.adjust("500 millis")
      yield* Fiber.interrupt(fiber)
      expect(yield* counterValue(Retry.metrics.attempts, { layer })).toBe(2)
      expect(yield* counterValue(Retry.metrics.failures, { layer, tag: "Retryable" })).toBe(2)
      expect(yield* counterValue(Retry.metrics.retries, { layer, tag: "Retryable" })).toBe(1)
    }))

  it.effect("logs one debug line per retry with the delay and the reason", () =>
    Effect.gen(function*() {
      const lines: Array<{ message: unknown; annotations: Record<string, unknown>; level: string }> = []
      const capture = Logger.make(({ annotations, logLevel, message }) => {
        const record: Record<string, unknown> = {}
        for (const [k, v] of annotations) record[k] = v
        lines.push({
          message: Array.isArray(message) ? message[0] : message,
          annotations: record,
          level: logLevel.label
        })
      })
      const flaky = yield* Testing.script([retryable("HTTP 503"), retryable("HTTP 502", 502)], "ok")
      yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, { schedule: Schedule.exponential("1 second"), layer: "model" }).pipe(
          Effect.provide(Logger.replace(Logger.defaultLogger, capture)),
          Logger.withMinimumLogLevel(LogLevel.Debug)
        )
      )
      expect(lines.map((l) => [l.level, l.message])).toEqual([
        ["DEBUG", "model: attempt 1 failed with Retryable (HTTP 503): HTTP 503; retrying in 1s"],
        ["DEBUG", "model: attempt 2 failed with Retryable (HTTP 502): HTTP 502; retrying in 2s"]
      ])
      expect(lines[1].annotations).toEqual({ layer: "model", attempt: 2, tag: "Retryable", delayMillis: 2000 })
      // a retry at once says so with a unit
      lines.length = 0
      const again = yield* Testing.script([retryable("HTTP 503")], "ok")
      yield* Retry.retry(again.effect, { schedule: Schedule.recurs(1), layer: "model" }).pipe(
        Effect.provide(Logger.replace(Logger.defaultLogger, capture)),
        Logger.withMinimumLogLevel(LogLevel.Debug)
      )
      expect(lines.map((l) => l.message)).toEqual([
        "model: attempt 1 failed with Retryable (HTTP 503): HTTP 503; retrying in 0ms"
      ])
    }))

  it.effect("with retryExhausted, the outer layer counts and logs its failed attempts as the inner Exhausted", () =>
    Effect.gen(function*() {
      const lines: Array<string> = []
      const capture = Logger.make(({ message }) => {
        lines.push(String(Array.isArray(message) ? message[0] : message))
      })
      const model = yield* Testing.script(Array.from({ length: 100 }, () => retryable("HTTP 503")), "never")
      const session = Retry.retry(model.effect, { schedule: RetrySchedule.sessionLayer, layer: "obs-session" })
      const layer = "obs-runtime"
      yield* Testing.runWithTestClock(
        Retry.retry(session, { schedule: RetrySchedule.runtimeLayer, layer, retryExhausted: true }).pipe(
          Effect.provide(Logger.replace(Logger.defaultLogger, capture)),
          Logger.withMinimumLogLevel(LogLevel.Debug)
        ),
        { script: model }
      )
      expect(yield* counterValue(Retry.metrics.failures, { layer, tag: "Exhausted" })).toBe(4)
      expect(yield* counterValue(Retry.metrics.failures, { layer, tag: "Retryable" })).toBe(0)
      expect(yield* counterValue(Retry.metrics.retries, { layer, tag: "Exhausted" })).toBe(3)
      expect(lines.filter((l) => l.startsWith(layer))[0]).toBe(
        "obs-runtime: attempt 1 failed with Exhausted from obs-session after 4 attempts (last: Retryable (HTTP 503): " +
          "HTTP 503); retrying in 1s 500ms"
      )
    }))

  it.effect("puts the attempt count on the current span when retries happened", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable("a")], "ok")
      const attributes = yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, { schedule: spaced1s, layer: "model" }).pipe(
          Effect.zipRight(Effect.currentSpan),
          Effect.map((span) => span.attributes),
          Effect.withSpan("call")
        )
      ).pipe(Effect.flatMap((run) => run.exit))
      expect(attributes.get("effect_resilience.retry.model.attempts")).toBe(2)
    }))
  it.effect("in a span shared by two calls, a first-attempt success leaves the earlier call's count (README)", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable("a"), retryable("b")], "ok")
      const attributes = yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, { schedule: spaced1s, layer: "shared" }).pipe(
          Effect.zipRight(Retry.retry(Effect.succeed(1), { schedule: spaced1s, layer: "shared" })),
          Effect.zipRight(Effect.currentSpan),
          Effect.map((span) => span.attributes),
          Effect.withSpan("call")
        )
      ).pipe(Effect.flatMap((run) => run.exit))
      expect(attributes.get("effect_resilience.retry.shared.attempts")).toBe(3)
    }))

  it.effect("a call a timeout cut off after retries has its attempt count on the span, in its backoff or an attempt", () =>
    Effect.gen(function*() {
      // the trace an operator opens for a timed-out call: it showed no attempt count, however many were made
      const countAfter = (millis: number, layer: string) =>
        Effect.gen(function*() {
          const span = yield* Effect.makeSpan("call")
          const fiber = yield* Retry.retry(Effect.fail(retryable("a")).pipe(Effect.delay("100 millis")), {
            schedule: RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(5)),
            layer
          }).pipe(Effect.withParentSpan(span), Effect.fork)
          yield* TestClock.adjust(millis)
          yield* Fiber.interrupt(fiber)
          return span.attributes.get(`effect_resilience.retry.${layer}.attempts`)
        })
      // attempts fail at 100 ms and 1.2 s; the third starts at 3.2 s
      expect(yield* countAfter(2_000, "timed-out-in-backoff")).toBe(2)
      expect(yield* countAfter(3_250, "timed-out-in-attempt")).toBe(3)
      // cut off in its first attempt, or its first backoff: one attempt, no attribute, as a first-attempt success
      expect(yield* countAfter(50, "timed-out-first")).toBeUndefined()
      expect(yield* countAfter(500, "timed-out-first-backoff")).toBeUndefined()
    }))

  it.effect("leaves the span without the attribute when one attempt was all a call took", () =>
    Effect.gen(function*() {
      const attributes = yield* Retry.retry(Effect.fail(fatal), { schedule: spaced1s, layer: "model" }).pipe(
        Effect.flip,
        Effect.zipRight(Effect.currentSpan),
        Effect.map((span) => span.attributes),
        Effect.withSpan("call")
      )
      expect(attributes.has("effect_resilience.retry.model.attempts")).toBe(false)
    }))
})

describe("invalid options", () => {
  const noSchedule = { schedule: undefined } as unknown as Retry.RetryOptions

  it("throw InvalidOptionError when the layer is built, data-first and data-last", () => {
    expect(() => Retry.retry(Effect.void, noSchedule)).toThrow(/Invalid option "schedule"/)
    expect(() => Retry.retry(noSchedule)).toThrow(/Invalid option "schedule"/)
    expect(() => Retry.retryWithAttempts(noSchedule)).toThrow(/Invalid option "schedule"/)
    expect(() => Retry.retry({ schedule: spaced1s, layer: "" })).toThrow(/Invalid option "layer"/)
    expect(() => Retry.retry({ schedule: spaced1s, layer: "  " })).toThrow(/Invalid option "layer"/)
    // read as absent, it named the layer "retry"
    expect(() => Retry.retry({ schedule: spaced1s, layer: null as unknown as string })).toThrow(
      /Invalid option "layer": expected a non-empty name such as "model", got null/
    )
    // misspelt, it was read as absent: the retries ran against the budget in scope, or none
    const misspelt = { schedule: spaced1s, budgett: RetryBudget.empty } as Retry.RetryOptions
    expect(() => Retry.retry(misspelt)).toThrow(/^Invalid option "budgett": expected no option of this name/)
    // right after a layer with the same parts, whose checked options are reused: the misspelt key is still seen
    Retry.retry({ schedule: spaced1s, layer: "model" })
    const afterEqual = { schedule: spaced1s, layer: "model", budgett: RetryBudget.empty } as Retry.RetryOptions
    expect(() => Retry.retry(afterEqual)).toThrow(/^Invalid option "budgett"/)
    const notABudget = { name: "x" } as unknown as RetryBudget.Budget
    expect(() => Retry.retry({ schedule: spaced1s, budget: notABudget })).toThrow(/Invalid option "budget"/)
    try {
      Retry.retry(noSchedule)
    } catch (e) {
      expect((e as { _tag: string })._tag).toBe("InvalidOptionError")
    }
  })

  it("names the options, not a field of the Effect, when the effect is passed where the options go", () => {
    // `Retry.retry(call)` (or `call.pipe(Retry.retry)`): the call read as options blamed an option named "_op"
    for (
      const construct of [() => Retry.retry(Effect.void as never), () => Retry.retryWithAttempts(Effect.void as never)]
    ) {
      const error = invalidOption(construct)
      expect(error.option).toBe("options")
      expect(error.message).toMatch(
        /^Invalid option "options": expected an object with a schedule.*not the effect to retry/
      )
    }
  })
  it("names the options when a schedule is given where they go, as Effect.retry takes one", () => {
    // `Retry.retry(RetrySchedule.standard)`: the schedule read as options blamed its own field, "initial"
    for (
      const construct of [
        () => Retry.retry(RetrySchedule.standard as never),
        () => Retry.retry(Effect.void, Schedule.recurs(3) as never),
        () => Retry.retryWithAttempts(Effect.void, spaced1s as never)
      ]
    ) {
      const error = invalidOption(construct)
      expect(error.option).toBe("options")
      expect(error.message).toMatch(
        /^Invalid option "options": expected an object with the schedule in it, \{ schedule/
      )
    }
  })
})

describe("fast path", () => {
  it.effect("a first success neither steps the schedule, reads the clock, nor touches the context", () =>
    Effect.gen(function*() {
      const clock = yield* Effect.clock
      let clockReads = 0
      const counting: Clock.Clock = Object.create(clock, {
        currentTimeMillis: { get: () => (clockReads++, clock.currentTimeMillis) },
        unsafeCurrentTimeMillis: { value: () => (clockReads++, clock.unsafeCurrentTimeMillis()) }
      })
      let steps = 0
      const schedule = Schedule.spaced("1 second").pipe(Schedule.tapInput(() => Effect.sync(() => steps++)))
      const keys = Effect.map(Effect.context<never>(), (ctx) => [...ctx.unsafeMap.keys()].sort())
      const outside = yield* keys
      const within = yield* Retry.retry(keys, { schedule }).pipe(Effect.withClock(counting))
      expect(within).toEqual(outside)
      expect([steps, clockReads]).toEqual([0, 0])

      // the same layer after a failure does both, which is what the counters above would catch
      const flaky = yield* Testing.script([retryable("a")], "ok")
      yield* Testing.runWithTestClock(Retry.retry(flaky.effect, { schedule }).pipe(Effect.withClock(counting)))
      expect(steps).toBe(1)
      expect(clockReads).toBeGreaterThan(0)
    }))
})
