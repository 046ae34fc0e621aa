import { describe, expect, it } from "@effect/vitest"
import {
  Cause,
  Chunk,
  Clock,
  Deferred,
  Duration,
  Effect,
  Exit,
  Fiber,
  FiberId,
  Schedule,
  TestClock,
  TestContext,
  TestServices
} from "effect"
import { Failure, Retry, Testing } from "effect-resilience"
import { invalidOption, unhandledErrors } from "./support/common.js"

const retryable = new Failure.Retryable({ reason: "HTTP 503", status: 503 })

/** Real work answered from outside the fiber after `millis` of real time, as a socket's callback is. */
const realWork = (millis: number) =>
  Effect.suspend(() => {
    const gate = Deferred.unsafeMake<void>(FiberId.none)
    queueMicrotask(() => void Effect.runFork(Effect.delay(Deferred.succeed(gate, undefined), `${millis} millis`)))
    return Deferred.await(gate)
  })

/** A request that hangs `hangs` times, then is answered 50 ms later from outside the fiber (real time). */
const hangsThenAnswers = (hangs: number) => {
  let calls = 0
  const request = Effect.suspend(() => {
    if (++calls <= hangs) return Effect.never
    const gate = Deferred.unsafeMake<string>(FiberId.none)
    queueMicrotask(() => void Effect.runFork(Effect.delay(Deferred.succeed(gate, "answer"), "50 millis")))
    return Deferred.await(gate)
  })
  return { request, calls: () => calls }
}

/** `request` under a 1 s timeout, retried every 100 ms, run to its end with a 300 ms grace of real time. */
const retriedUnderTimeout = (request: Effect.Effect<string>) =>
  Testing.runWithTestClock(
    Effect.retry(Effect.timeout(request, "1 second"), Schedule.spaced("100 millis")),
    { realTimeGrace: "300 millis" }
  )

describe("Testing.script", () => {
  it.effect("fails with each scripted failure in turn, then succeeds, recording calls and times", () =>
    Effect.gen(function*() {
      const raw = new Error("read ECONNRESET")
      const flaky = yield* Testing.script<string, unknown>([retryable, raw], "ok")
      expect(yield* Effect.flip(flaky.effect)).toBe(retryable)
      yield* TestClock.adjust("1500 millis")
      expect(yield* Effect.flip(flaky.effect)).toBe(raw)
      yield* TestClock.adjust("2 seconds")
      expect(yield* flaky.effect).toBe("ok")
      expect(yield* flaky.effect).toBe("ok")
      expect(yield* flaky.calls).toBe(4)
      expect(yield* flaky.times).toEqual([0, 1500, 3500, 3500])
    }))

  it("rejects failures that are not an array at once (a string would fail once per character)", () => {
    expect(() => Testing.script("abc" as unknown as Array<string>, "ok")).toThrow(/Invalid option "failures"/)
    expect(() => Testing.script(null as unknown as Array<string>, "ok")).toThrow(/an array of failures/)
  })

  it.effect("scripts are independent", () =>
    Effect.gen(function*() {
      const a = yield* Testing.script([retryable], 1)
      const b = yield* Testing.script([], 2)
      yield* Effect.either(a.effect)
      expect(yield* b.effect).toBe(2)
      expect([yield* a.calls, yield* b.calls]).toEqual([1, 1])
    }))
})

describe("Testing.runWithTestClock", () => {
  it.effect("moves the clock to each pending sleep and reports the virtual time", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable, retryable, retryable], "ok")
      const program = Effect.retry(flaky.effect, Schedule.exponential("1 second"))
      const run = yield* Testing.runWithTestClock(program, { script: flaky })
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      expect(run.attemptTimes).toEqual([0, 1000, 3000, 7000])
      expect(Duration.toMillis(run.elapsed)).toBe(7000)
    }))

  it.effect("reports times relative to the start of the run, for that run only", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust("1 minute")
      const flaky = yield* Testing.script([retryable, retryable], "ok")
      yield* Effect.either(flaky.effect)
      const run = yield* Testing.runWithTestClock(Effect.retry(flaky.effect, Schedule.spaced("2 seconds")), {
        script: flaky
      })
      expect(run.attemptTimes).toEqual([0, 2000])
      expect(Duration.toMillis(run.elapsed)).toBe(2000)
    }))

  it.effect("reads whole delays exactly after an earlier run left the clock at a fraction of a millisecond", () =>
    Effect.gen(function*() {
      // where a jittered run (RetrySchedule.standard's full jitter) left it: 1874.767093 + 3000 − 1874.767093 is
      // 3000.0000000000005 in floating point, and `toEqual([0, 3000])` failed on the second run of a test
      yield* TestClock.adjust(Duration.nanos(1_874_767_093n))
      const flaky = yield* Testing.script([retryable, retryable], "ok")
      const run = yield* Testing.runWithTestClock(Effect.retry(flaky.effect, Schedule.spaced("3 seconds")), {
        script: flaky
      })
      expect(run.attemptTimes).toEqual([0, 3000, 6000])
      expect(Duration.toMillis(run.elapsed)).toBe(6000)
    }))

  it.effect("reads a whole time past 2^53 nanoseconds exactly, and a clock set back by less than a nanosecond as 0", () =>
    Effect.gen(function*() {
      // about 31.7 years: rounded through its nanoseconds, which a float no longer holds, it read 1000605586256.9999
      const long = 1_000_605_586_257
      const flaky = yield* Testing.script([retryable], "ok")
      const run = yield* Testing.runWithTestClock(
        Effect.retry(flaky.effect, Schedule.spaced(Duration.millis(long))),
        { script: flaky }
      )
      expect(run.attemptTimes).toEqual([0, long])
      expect(Duration.toMillis(run.elapsed)).toBe(long)
      // a test that sets the clock back within a run: Math.round made -0 of it, which toEqual([0]) refused
      const now = yield* TestClock.currentTimeMillis
      const once = yield* Testing.script([], "ok")
      const back = yield* Testing.runWithTestClock(
        Effect.zipRight(TestClock.setTime(now - 1e-7), once.effect),
        { script: once }
      )
      expect(back.attemptTimes).toEqual([0])
    }))

  it.effect("returns failures and defects in the exit, never fails itself", () =>
    Effect.gen(function*() {
      const failed = yield* Testing.runWithTestClock(Effect.delay(Effect.fail("nope"), "3 seconds"))
      expect(failed.exit).toStrictEqual(Exit.fail("nope"))
      expect(Duration.toMillis(failed.elapsed)).toBe(3000)
      const died = yield* Testing.runWithTestClock(Effect.dieMessage("bug"))
      expect(Exit.isFailure(died.exit) && Cause.isDie(died.exit.cause)).toBe(true)
      expect(died.attemptTimes).toEqual([])
    }))

  it.effect("a failure or defect it returns in the exit is no fiber's 'unhandled error': no line is logged for it", () =>
    Effect.gen(function*() {
      // the effect runs in a fiber of its own, whose failure, handed back in `exit`, Effect also logged as the fiber's
      // "unhandled error": a test that raised unhandled errors to Error, or logged at Debug, saw every expected failure
      const lines: Array<string> = []
      const failed = yield* Testing.runWithTestClock(Effect.delay(Effect.fail("nope"), "3 seconds")).pipe(
        unhandledErrors(lines)
      )
      expect(failed.exit).toStrictEqual(Exit.fail("nope"))
      const died = yield* Testing.runWithTestClock(Effect.dieMessage("bug")).pipe(unhandledErrors(lines))
      expect(Exit.isFailure(died.exit) && Cause.isDie(died.exit.cause)).toBe(true)
      expect(lines).toEqual([])
    }))

  it.effect("handles concurrent sleepers, taking the earliest first", () =>
    Effect.gen(function*() {
      const order: Array<string> = []
      const program = Effect.all([
        Effect.delay(Effect.sync(() => order.push("slow")), "5 seconds"),
        Effect.delay(Effect.sync(() => order.push("fast")), "1 second")
      ], { concurrency: "unbounded" })
      const run = yield* Testing.runWithTestClock(program)
      expect(order).toEqual(["fast", "slow"])
      expect(Duration.toMillis(run.elapsed)).toBe(5000)
    }))

  it.effect("waits in real time for work outside the clock", () =>
    Effect.gen(function*() {
      const gate = yield* Deferred.make<number>()
      // completed from outside the fiber, as a socket callback would
      queueMicrotask(() => void Effect.runFork(Effect.delay(Deferred.succeed(gate, 5), "20 millis")))
      const run = yield* Testing.runWithTestClock(
        Effect.flatMap(Deferred.await(gate), (n) => Effect.delay(Effect.succeed(n), "1 hour"))
      )
      expect(run.exit).toStrictEqual(Exit.succeed(5))
      expect(Duration.toMillis(run.elapsed)).toBe(3_600_000)
    }))

  it.effect("once it has waited on real work, gives real work time before jumping to a stale sleep", () =>
    Effect.gen(function*() {
      const program = Effect.gen(function*() {
        yield* realWork(5)
        // A timeout whose effect finishes first: TestClock keeps its sleep, due in 30 s, though
        // nothing waits on it any more.
        yield* Effect.timeout(Effect.void, "30 seconds")
        yield* realWork(5)
        return "done"
      })
      const run = yield* Testing.runWithTestClock(program)
      expect(run.exit).toStrictEqual(Exit.succeed("done"))
      expect(Duration.toMillis(run.elapsed)).toBe(0)
      expect(Chunk.toReadonlyArray(yield* TestClock.sleeps())).toContain(30_000) // still there, though stale
      // With no grace the helper jumps to the stale sleep while the real work runs.
      const hasty = yield* Testing.runWithTestClock(program, { realTimeGrace: 0 })
      expect(hasty.exit).toStrictEqual(Exit.succeed("done"))
      expect(Duration.toMillis(hasty.elapsed)).toBeGreaterThanOrEqual(30_000)
    }))

  describe("the real-time grace lasts while real work keeps coming", () => {
    it.effect("a run of short steps, each under a timeout due at the instant of the stale ones, none cut off", () =>
      Effect.gen(function*() {
        // An agent's tool calls: 40 steps of 20 ms of real work in a row, each under a 30 s timeout. The first one's
        // sleep is left behind at 30 s, and each later one adds its own there (the clock does not move): no sleep is
        // sooner, yet the effect keeps moving. The grace ended after 200 ms all the same, the clock jumped to 30 s and
        // the step then running timed out.
        const steps = Effect.forEach(
          Array.from({ length: 40 }, (_, i) => i),
          () => Effect.timeout(realWork(20), "30 seconds"),
          { discard: true }
        )
        const run = yield* Testing.runWithTestClock(steps, { realTimeGrace: "200 millis" })
        expect(run.exit).toStrictEqual(Exit.void)
        expect(Duration.toMillis(run.elapsed)).toBe(0)
      }))
  })

  describe("the real-time grace ends", () => {
    const retries = Effect.retry(
      Effect.fail("down"),
      Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(200)))
    )

    // Each of these would wait the grace at every one of hundreds of jumps, minutes in all, if the
    // grace did not end: finishing within the test's timeout is what they check.
    it.effect(
      "for a fiber that was only busy yielding, never seen waiting: after the first jump's",
      () =>
        Effect.gen(function*() {
          const run = yield* Testing.runWithTestClock(
            Effect.zipRight(Effect.repeatN(Effect.yieldNow(), 100), retries),
            { realTimeGrace: "500 millis" }
          )
          expect(Duration.toMillis(run.elapsed)).toBe(200_000)
        }),
      20_000
    )

    it.effect("after a few jumps in which nothing moved, once the real work is over", () =>
      Effect.gen(function*() {
        const run = yield* Testing.runWithTestClock(Effect.zipRight(realWork(5), retries), {
          realTimeGrace: "300 millis"
        })
        expect(Duration.toMillis(run.elapsed)).toBe(200_000)
      }), 20_000)

    it.effect("with a poller that keeps leaving stale sleeps behind", () =>
      Effect.gen(function*() {
        const program = Effect.gen(function*() {
          yield* realWork(5)
          yield* Effect.fork(Effect.forever(Effect.timeout(realWork(1), "1 second")))
          yield* Effect.sleep("10 seconds")
          return "slept"
        })
        // A poller that never rests keeps one grace busy until maxRealWait (once: later graces last realTimeGrace), and
        // leaves a stale sleep per poll meanwhile, each of which the next jump wakes: a second here, not the default 4.
        const run = yield* Testing.runWithTestClock(program, { maxAdjustments: 1_000, maxRealWait: "1 second" })
        expect(run.exit).toStrictEqual(Exit.succeed("slept"))
      }), 20_000)
  })

  it.effect("gives a first request real time though its timeout's sleep is pending from the start", () =>
    Effect.gen(function*() {
      const request = Effect.suspend(() => {
        const gate = Deferred.unsafeMake<string>(FiberId.none)
        // answered from outside the fiber after 5 ms, as a loopback server would
        queueMicrotask(() => void Effect.runFork(Effect.delay(Deferred.succeed(gate, "answer"), "5 millis")))
        return Deferred.await(gate)
      })
      const run = yield* Testing.runWithTestClock(Effect.timeout(request, "30 seconds"))
      expect(run.exit).toStrictEqual(Exit.succeed("answer"))
      expect(Duration.toMillis(run.elapsed)).toBe(0)
    }))

  it.effect("gives real time to a retried request under a timeout: the retry's jump starts it with its timeout pending", () =>
    Effect.gen(function*() {
      // the first is never answered (a provider that hangs); the next ones after 50 ms, from outside the fiber:
      // longer than a jump takes, well within the grace
      const requests = hangsThenAnswers(1)
      // the first request's timeout fires at 1 s, the retry starts at 1.1 s with its own timeout pending (2.1 s):
      // jumping to it at once timed every later request out too
      const run = yield* retriedUnderTimeout(requests.request)
      expect(run.exit).toStrictEqual(Exit.succeed("answer"))
      expect(Duration.toMillis(run.elapsed)).toBe(1100)
      expect(requests.calls()).toBe(2)
    }))

  it.effect("gives real time to each retried request under a timeout however many hung before it", () =>
    Effect.gen(function*() {
      // four that hang (their graces see nothing come: each is cut by its timeout), then one answered after 50 ms
      const requests = hangsThenAnswers(4)
      const run = yield* retriedUnderTimeout(requests.request)
      expect(run.exit).toStrictEqual(Exit.succeed("answer"))
      expect(Duration.toMillis(run.elapsed)).toBe(4400)
      expect(requests.calls()).toBe(5)
    }))

  it.effect("a fiber a jump wakes to wait on a semaphore held across a sleep earns no grace at every jump", () =>
    Effect.gen(function*() {
      // Clock-only work under a lock (a Semaphore, or a Bulkhead): a jump wakes a worker that then waits on the lock
      // the other holds while it sleeps. That wait names no fiber, as a socket's does, but only a jump ends it: after
      // three graces in which nothing moved, the run goes on the clock alone again (each jump got one, 20 ms each).
      const lock = yield* Effect.makeSemaphore(1)
      const wakes: Array<readonly [virtual: number, real: number]> = []
      const worker = (pause: number) =>
        Effect.gen(function*() {
          yield* Effect.sleep(Duration.millis(pause))
          wakes.push([yield* Clock.currentTimeMillis, yield* TestServices.provideLive(Clock.currentTimeMillis)])
          yield* lock.withPermits(1)(Effect.sleep("100 millis"))
        }).pipe(Effect.repeatN(11))
      const run = yield* Testing.runWithTestClock(
        Effect.all([worker(30), worker(70)], { concurrency: 2, discard: true }),
        { realTimeGrace: "200 millis" }
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      // a grace holds the clock at least 200 ms of real time before a jump; a jump alone takes a few
      const ordered = wakes.toSorted(([a], [b]) => a - b)
      const instants = [...new Set(ordered.map(([virtual]) => virtual))]
      expect(instants.length).toBeGreaterThan(15)
      const heldForAGrace = instants.slice(1).filter((at, i) => {
        const before = Math.max(...ordered.filter(([v]) => v === instants[i]).map(([, real]) => real))
        const after = Math.min(...ordered.filter(([v]) => v === at).map(([, real]) => real))
        return after - before >= 200
      })
      expect(heldForAGrace.length).toBeLessThanOrEqual(3)
    }))

  it.effect("moves the clock to each sleep, not by the distance to it, so that two runs at once each take their time", () =>
    Effect.gen(function*() {
      const [a, b] = yield* Effect.all([
        Testing.runWithTestClock(Effect.sleep("3 seconds")),
        Testing.runWithTestClock(Effect.sleep("3 seconds"))
      ], { concurrency: 2 })
      expect([Duration.toMillis(a.elapsed), Duration.toMillis(b.elapsed)]).toEqual([3000, 3000])
      expect(yield* TestClock.currentTimeMillis).toBe(3000)
    }))

  it.effect("never fires an infinite sleep: the run dies after maxRealWait, and the clock stays where it was", () =>
    Effect.gen(function*() {
      const exit = yield* Effect.exit(
        Testing.runWithTestClock(Effect.sleep(Duration.infinity), { maxRealWait: "50 millis" })
      )
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toMatch(
        /without moving, with no sleep pending \(maxRealWait\)/
      )
      expect(yield* TestClock.currentTimeMillis).toBe(0)
      // The same with a finite sleep besides: the clock goes to it, and no further.
      const timedOut = yield* Testing.runWithTestClock(Effect.timeout(Effect.sleep(Duration.infinity), "2 seconds"))
      expect(Exit.isFailure(timedOut.exit)).toBe(true)
      expect(Duration.toMillis(timedOut.elapsed)).toBe(2000)
    }))

  it.effect("dies saying so when the effect waits on something that never comes", () =>
    Effect.gen(function*() {
      const exit = yield* Effect.exit(Testing.runWithTestClock(Effect.never, { maxRealWait: "100 millis" }))
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toMatch(
        /runWithTestClock: the effect waited .* of real time without moving, with no sleep pending \(maxRealWait\)/
      )
    }))

  it.effect("lets real work that keeps moving run past maxRealWait in all", () =>
    Effect.gen(function*() {
      // five calls answered from outside the fiber, 60 ms each: 300 ms in all, each well within 200 ms
      const realCall = Effect.async<number>((resume) => {
        const timer = setTimeout(() => resume(Effect.succeed(1)), 60)
        return Effect.sync(() => clearTimeout(timer))
      })
      const run = yield* Testing.runWithTestClock(Effect.forEach([1, 2, 3, 4, 5], () => realCall), {
        maxRealWait: "200 millis"
      })
      expect(run.exit).toStrictEqual(Exit.succeed([1, 1, 1, 1, 1]))
      expect(Duration.toMillis(run.elapsed)).toBe(0)
    }))

  it.live("dies saying what to do when run on the live clock (it.live, Effect.runPromise) rather than TestClock", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable], "ok")
      const exit = yield* Effect.exit(Testing.runWithTestClock(flaky.effect, { script: flaky }))
      // before: "Not a valid effect: undefined"
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toMatch(
        /runWithTestClock: the clock in use is not TestClock \(it is the live one .*it\.effect.*TestContext\.TestContext/
      )
      expect(yield* flaky.calls).toBe(0)
      const underTest = yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, { schedule: Schedule.spaced("1 second") }),
        {
          script: flaky
        }
      ).pipe(Effect.provide(TestContext.TestContext))
      expect(underTest.exit).toStrictEqual(Exit.succeed("ok"))
      expect(underTest.attemptTimes).toEqual([0, 1000])
    }))

  it.effect("dies naming a Clock of the user's own, under the test services, rather than calling it the live one", () =>
    Effect.gen(function*() {
      const fixed: Clock.Clock = {
        [Clock.ClockTypeId]: Clock.ClockTypeId,
        unsafeCurrentTimeMillis: () => 0,
        currentTimeMillis: Effect.succeed(0),
        unsafeCurrentTimeNanos: () => 0n,
        currentTimeNanos: Effect.succeed(0n),
        sleep: () => Effect.void
      }
      const exit = yield* Effect.exit(Testing.runWithTestClock(Effect.succeed("ok")).pipe(Effect.withClock(fixed)))
      // before: "the clock in use is the live one", under it.effect
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toMatch(
        /the clock in use is not TestClock \(.*or a Clock of your own given with Effect\.withClock\)/
      )
    }))

  it.effect("interrupts an effect that never settles after maxAdjustments jumps and dies saying so", () =>
    Effect.gen(function*() {
      const forever = Effect.retry(Effect.fail(retryable), Schedule.spaced("1 second"))
      const exit = yield* Effect.exit(Testing.runWithTestClock(forever, { maxAdjustments: 50 }))
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toMatch(/still running after 50 clock adjustments/)
    }))

  it.effect("leaves no fiber behind when it is interrupted", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([], "ok")
      const gate = yield* Deferred.make<void>()
      const fiber = yield* Effect.fork(Testing.runWithTestClock(Effect.zipRight(Deferred.await(gate), flaky.effect)))
      yield* Effect.repeatN(Effect.yieldNow(), 10)
      yield* Fiber.interrupt(fiber)
      yield* Deferred.succeed(gate, undefined)
      yield* Effect.repeatN(Effect.yieldNow(), 10)
      expect(yield* flaky.calls).toBe(0)
    }))

  it("rejects a maxAdjustments that is not a positive integer at once", () => {
    expect(() => Testing.runWithTestClock(Effect.void, { maxAdjustments: 0 })).toThrow(
      /Invalid option "maxAdjustments"/
    )
    expect(() => Testing.runWithTestClock(Effect.void, { maxAdjustments: 1.5 })).toThrow(/maxAdjustments/)
  })

  it("names a misspelt option instead of reading it as absent", () => {
    // read as absent: the default wait of 4 seconds, and a test waiting longer failed as stuck
    const error = invalidOption(() =>
      Testing.runWithTestClock(Effect.void, { maxRealWiat: "10 seconds" } as Testing.RunOptions)
    )
    expect(error.option).toBe("maxRealWiat")
    expect(error.message).toContain("script, maxAdjustments, realTimeGrace, maxRealWait")
  })

  it("rejects options that are not an object, a script that is not a Testing.script and a maxRealWait of zero", () => {
    expect(() => Testing.runWithTestClock(Effect.void, null as unknown as Testing.RunOptions)).toThrow(
      /Invalid option "options"/
    )
    const notAScript = {} as unknown as Testing.Script<unknown, unknown>
    expect(() => Testing.runWithTestClock(Effect.void, { script: notAScript })).toThrow(/Invalid option "script"/)
    expect(() => Testing.runWithTestClock(Effect.void, { maxRealWait: 0 })).toThrow(/Invalid option "maxRealWait"/)
  })
})

describe("Testing.untilSleeping", () => {
  it.effect("waits until a fiber that first does real work sleeps, so that moving the clock then wakes it", () =>
    Effect.gen(function*() {
      // moved before the fiber reached its sleep (30 ms of real work first), the clock left it asleep for good
      const worker = yield* Effect.fork(Effect.zipRight(realWork(30), Effect.as(Effect.sleep("10 seconds"), "woke")))
      yield* Testing.untilSleeping("10 seconds")
      yield* TestClock.adjust("10 seconds")
      expect(yield* Fiber.join(worker)).toBe("woke")
    }))

  it.effect("measures from now: a sleep registered after the clock moved", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust("1 minute")
      const worker = yield* Effect.fork(Effect.zipRight(realWork(5), Effect.sleep("2 seconds")))
      yield* Testing.untilSleeping(2000)
      expect(Chunk.toReadonlyArray(yield* TestClock.sleeps())).toEqual([62_000])
      yield* TestClock.adjust("2 seconds")
      yield* Fiber.join(worker)
    }))

  // A wait beyond the live clock's longest timer (2³¹−1 ms, about 24.8 days) is slept in pieces, the first of that
  // longest timer: no sleep pending ended 30 days from now, so waiting for a 30-day retry (or a Runner's 30-day poll)
  // died after maxRealWait, naming a pending sleep that was that very wait.
  it.effect("sees a wait beyond the longest timer, slept in pieces, by its first piece", () =>
    Effect.gen(function*() {
      const flaky = yield* Testing.script([retryable], "ok")
      const monthly = Schedule.spaced("30 days").pipe(Schedule.intersect(Schedule.recurs(1)))
      const worker = yield* Effect.fork(Effect.zipRight(realWork(5), Retry.retry(flaky.effect, { schedule: monthly })))
      yield* Testing.untilSleeping("30 days", { maxRealWait: "2 seconds" })
      yield* TestClock.adjust("30 days")
      expect(yield* Fiber.join(worker)).toBe("ok")
      expect(yield* flaky.times).toEqual([0, Duration.toMillis(Duration.days(30))])
      // a single sleep that long, which TestClock wakes (the live clock would not), is seen as before
      const single = yield* Effect.fork(Effect.zipRight(realWork(5), Effect.as(Effect.sleep("30 days"), "woke")))
      yield* Testing.untilSleeping("30 days", { maxRealWait: "2 seconds" })
      yield* TestClock.adjust("30 days")
      expect(yield* Fiber.join(single)).toBe("woke")
    }))

  it.effect("dies after maxRealWait naming the sleeps pending, when no fiber sleeps that long", () =>
    Effect.gen(function*() {
      const worker = yield* Effect.fork(Effect.sleep("3 seconds"))
      const exit = yield* Effect.exit(Testing.untilSleeping("30 seconds", { maxRealWait: "50 millis" }))
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toMatch(
        /untilSleeping: no fiber slept until 30s from now \(the time 30000\) within 50ms of real time \(maxRealWait\); the sleeps pending end at 3000/
      )
      yield* Fiber.interrupt(worker)
    }))

  it.live("dies saying what to do on the live clock", () =>
    Effect.gen(function*() {
      const exit = yield* Effect.exit(Testing.untilSleeping("1 second"))
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toMatch(
        /untilSleeping: the clock in use is not TestClock/
      )
    }))

  it("throws InvalidOptionError naming a duration of zero, a misspelt option", () => {
    expect(invalidOption(() => Testing.untilSleeping(0)).option).toBe("duration")
    expect(invalidOption(() => Testing.untilSleeping("-1 seconds")).option).toBe("duration")
    expect(
      invalidOption(() =>
        Testing.untilSleeping("1 second", { maxRealWiat: "1 second" } as Testing.UntilSleepingOptions)
      )
        .option
    ).toBe("maxRealWiat")
  })
})
