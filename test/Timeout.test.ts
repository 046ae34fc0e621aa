import { describe, expect, it } from "@effect/vitest"
import {
  Cause,
  Clock,
  Deferred,
  Duration,
  Effect,
  Exit,
  Fiber,
  FiberRef,
  Logger,
  LogLevel,
  Option,
  Ref,
  Schema,
  Supervisor,
  TestClock
} from "effect"
import { Failure, Timeout } from "effect-resilience"
import { recordingClock } from "./support/common.js"

describe("Timeout", () => {
  it.effect("fails with a Retryable naming the duration once the deadline passes", () =>
    Effect.gen(function*() {
      const fiber = yield* Effect.never.pipe(Timeout.timeout("30 seconds"), Effect.flip, Effect.fork)
      yield* TestClock.adjust("29 seconds")
      expect(fiber.unsafePoll()).toBeNull()
      yield* TestClock.adjust("1 second")
      const failure = yield* Fiber.join(fiber)
      expect(failure).toBeInstanceOf(Failure.Retryable)
      expect(failure.reason).toBe("timed out after 30s")
      expect(failure.message).toBe("Retryable: timed out after 30s")
      expect(failure.cause).toBeInstanceOf(Timeout.TimeoutCause)
      expect(Duration.toMillis((failure.cause as Timeout.TimeoutCause).duration)).toBe(30_000)
      expect(Timeout.isTimeout(failure)).toBe(true)
      expect(Timeout.isTimeout(new Failure.Retryable({ reason: "timed out after 30s" }))).toBe(false)
    }))

  it.effect("a call that fails or dies in time is no fiber's 'unhandled error': its caller gets it, and no line is logged", () =>
    Effect.gen(function*() {
      // an operator who raises unhandled errors to Error, to see the fibers whose failure nobody took, saw every failed
      // call under a timeout (the call runs in a fiber of its own) as one, the call's error printed whole
      const lines: Array<string> = []
      const logger = Logger.make(({ logLevel, message }) => lines.push(`${logLevel.label} ${String(message)}`))
      const outcomes: ReadonlyArray<Exit.Exit<never, string>> = [Exit.fail("refused"), Exit.die("bug")]
      for (const outcome of outcomes) {
        const exit = yield* outcome.pipe(
          Timeout.timeout("30 seconds"),
          Effect.exit,
          Effect.withUnhandledErrorLogLevel(Option.some(LogLevel.Error)),
          Effect.provide(Logger.replace(Logger.defaultLogger, logger))
        )
        expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toBe(
          Cause.squash((outcome as Exit.Failure<never, string>).cause)
        )
      }
      expect(lines).toEqual([])
    }))

  it.effect("a defect in a call's release when the timeout or its caller cuts it off is still an 'unhandled error'", () =>
    Effect.gen(function*() {
      // Nobody else gets it: the caller has the timeout, or was interrupted. Effect reports it as the call's fiber's
      // unhandled error, as it does for the loser of Effect.timeout's race; it was lost once that fiber ended with the
      // call's exit as its value.
      const lines: Array<string> = []
      const logger = Logger.make(({ cause, logLevel, message }) =>
        lines.push(`${logLevel.label} ${String(message)}: ${Cause.squash(cause)}`)
      )
      const holding = (name: string, started: Deferred.Deferred<void>) =>
        Effect.acquireRelease(Deferred.succeed(started, undefined), () => Effect.die(new Error(`${name} failed`))).pipe(
          Effect.zipRight(Effect.never),
          Effect.scoped
        )
      const run = <A, E>(self: Effect.Effect<A, E>) =>
        self.pipe(
          Effect.withUnhandledErrorLogLevel(Option.some(LogLevel.Error)),
          Effect.provide(Logger.replace(Logger.defaultLogger, logger)),
          Effect.fork
        )
      const first = yield* Deferred.make<void>()
      const timedOut = yield* run(Effect.flip(Timeout.timeout(holding("the first release", first), "1 second")))
      yield* Deferred.await(first)
      yield* TestClock.adjust("1 second")
      expect(Timeout.isTimeout(yield* Fiber.join(timedOut))).toBe(true)
      const second = yield* Deferred.make<void>()
      const cutOff = yield* run(Timeout.timeout(holding("the second release", second), "1 minute"))
      yield* Deferred.await(second)
      yield* Fiber.interrupt(cutOff)
      expect(lines).toEqual([
        "ERROR Fiber terminated with an unhandled error: Error: the first release failed",
        "ERROR Fiber terminated with an unhandled error: Error: the second release failed"
      ])
    }))

  it.effect("a timeout stored with its failure (a turn snapshot, an attempt log) is still recognised once read back", () =>
    Effect.gen(function*() {
      const fiber = yield* Effect.never.pipe(Timeout.timeout("30 seconds"), Effect.flip, Effect.fork)
      yield* TestClock.adjust("30 seconds")
      const failure = yield* Fiber.join(fiber)
      const stored = JSON.parse(JSON.stringify(Schema.encodeSync(Failure.Retryable)(failure)))
      const read = Schema.decodeUnknownSync(Failure.Retryable)(stored)
      expect(Timeout.isTimeout(read)).toBe(true)
      // another error stored as a cause is none
      const other = Schema.decodeUnknownSync(Failure.Retryable)(
        JSON.parse(JSON.stringify(
          Schema.encodeSync(Failure.Retryable)(
            new Failure.Retryable({ reason: "timed out after 30s", cause: new Error("timed out after 30s") })
          )
        ))
      )
      expect(Timeout.isTimeout(other)).toBe(false)
    }))

  it.effect("interrupts the call: its finalizer has run when the failure arrives", () =>
    Effect.gen(function*() {
      const finalized = yield* Ref.make(false)
      const call = Effect.never.pipe(Effect.ensuring(Ref.set(finalized, true)))
      const fiber = yield* Effect.fork(Effect.either(Timeout.timeout(call, "1 second")))
      yield* TestClock.adjust("1 second")
      const result = yield* Fiber.join(fiber)
      expect(result._tag).toBe("Left")
      expect(yield* Ref.get(finalized)).toBe(true)
    }))

  // As Effect's own timeout does: the deadline interrupts, and interruption waits for the masked part to end (an
  // acquireRelease acquire, a request that must not be cut in half). The timeout comes then, not never, and not before.
  it.effect("a call that masks interruption is waited for until it leaves the masked part, and still times out", () =>
    Effect.gen(function*() {
      const log: Array<string> = []
      const masked = Effect.uninterruptible(
        Effect.zipRight(Effect.sleep("5 seconds"), Effect.sync(() => log.push("masked part done")))
      )
      const call = Effect.zipRight(masked, Effect.never).pipe(
        Effect.onInterrupt(() => Effect.sync(() => log.push("interrupted")))
      )
      const fiber = yield* Effect.fork(Effect.flip(Timeout.timeout(call, "1 second")))
      yield* TestClock.adjust("1 second")
      expect(fiber.unsafePoll()).toBeNull()
      yield* TestClock.adjust("4 seconds")
      expect(Timeout.isTimeout(yield* Fiber.join(fiber))).toBe(true)
      expect(log).toEqual(["masked part done", "interrupted"])
    }))

  // Effect.timeoutFail (3.22) waits with interruption masked, and these combinators fork its call out of reach of the
  // interruption they send when a sibling fails: the call ran on until it ended (20 s) or timed out.
  describe("beside a sibling that fails, in a concurrent combinator, the call is cut off at once", () => {
    const combinators = {
      "Effect.all": (a: Effect.Effect<unknown, unknown>, b: Effect.Effect<unknown, unknown>) =>
        Effect.all([a, b], { concurrency: "unbounded" }),
      "Effect.forEach": (a: Effect.Effect<unknown, unknown>, b: Effect.Effect<unknown, unknown>) =>
        Effect.forEach([a, b], (e) => e, { concurrency: 2 }),
      "Effect.zip": (a: Effect.Effect<unknown, unknown>, b: Effect.Effect<unknown, unknown>) =>
        Effect.zip(a, b, { concurrent: true })
    }
    for (const [name, combine] of Object.entries(combinators)) {
      it.effect(name, () =>
        Effect.gen(function*() {
          const finalized = yield* Ref.make(false)
          const slow = Effect.sleep("20 seconds").pipe(Effect.ensuring(Ref.set(finalized, true)))
          const sibling = Effect.zipRight(Effect.sleep("1 second"), Effect.fail("sibling failed"))
          const fiber = yield* Effect.fork(Effect.flip(combine(Timeout.timeout(slow, "30 seconds"), sibling)))
          yield* TestClock.adjust("1 second")
          expect(yield* Fiber.join(fiber)).toBe("sibling failed")
          expect(yield* Ref.get(finalized)).toBe(true)
        }))
    }
  })

  it.effect("aborts the AbortSignal of an Effect.tryPromise", () =>
    Effect.gen(function*() {
      let seen: AbortSignal | undefined
      const call = Effect.tryPromise((signal) => {
        seen = signal
        return new Promise<never>(() => {})
      })
      const fiber = yield* Effect.fork(Effect.exit(call.pipe(Timeout.timeout("5 seconds"))))
      yield* TestClock.adjust("4999 millis")
      expect(seen?.aborted).toBe(false)
      yield* TestClock.adjust("1 millis")
      const exit = yield* Fiber.join(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
      expect(seen?.aborted).toBe(true)
    }))

  // A call's finalizers belong to the call: a caller interrupted while it waits must not go on (its own finalizers, a
  // bulkhead's slot, a scope's release) before they have run, as it does not with an untimed call.
  it.effect("when its caller is interrupted, the call is interrupted and awaited before the caller's finalizers run", () =>
    Effect.gen(function*() {
      const log: Array<string> = []
      const started = yield* Deferred.make<void>()
      const closing = Effect.zipRight(Effect.sleep("1 second"), Effect.sync(() => log.push("call closed")))
      const call = Effect.zipRight(Deferred.succeed(started, undefined), Effect.never).pipe(
        Effect.onInterrupt(() => closing)
      )
      const caller = yield* Effect.fork(
        call.pipe(Timeout.timeout("1 minute"), Effect.ensuring(Effect.sync(() => log.push("caller's finalizer"))))
      )
      yield* Deferred.await(started)
      const interrupting = yield* Effect.fork(Fiber.interrupt(caller))
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(interrupting)
      expect(log).toEqual(["call closed", "caller's finalizer"])
    }))

  it.effect("a call that finishes in time hands on what it set on its fiber, as an untimed call does", () =>
    Effect.gen(function*() {
      const ref = FiberRef.unsafeMake("before")
      yield* FiberRef.set(ref, "set by the call").pipe(Timeout.timeout("1 second"))
      expect(yield* FiberRef.get(ref)).toBe("set by the call")
    }))

  // What a call counted on its fiber before it failed (tokens a model reply used, then a reply that did not parse)
  // stays counted, as with an untimed call (and with Effect.raceFirst, which the timeout used before).
  it.effect("a call that fails in time hands on what it set on its fiber too", () =>
    Effect.gen(function*() {
      const tokens = FiberRef.unsafeMake(0)
      const call = Effect.zipRight(FiberRef.update(tokens, (n) => n + 120), Effect.fail("unparsable reply"))
      expect(yield* Effect.flip(call.pipe(Timeout.timeout("1 second")))).toBe("unparsable reply")
      expect(yield* FiberRef.get(tokens)).toBe(120)
      expect(
        yield* Effect.exit(
          Effect.zipRight(FiberRef.update(tokens, (n) => n + 5), Effect.die("boom")).pipe(Timeout.timeout("1 second"))
        )
      )
        .toEqual(Exit.die("boom"))
      expect(yield* FiberRef.get(tokens)).toBe(125)
    }))

  it.effect("lets a call that finishes in time through, with its own value and errors", () =>
    Effect.gen(function*() {
      const fast = yield* Effect.sleep("2 seconds").pipe(Effect.as("done"), Timeout.timeout("3 seconds"), Effect.fork)
      yield* TestClock.adjust("2 seconds")
      expect(yield* Fiber.join(fast)).toBe("done")
      const fatal = new Failure.Fatal({ reason: "bad request", status: 400 })
      expect(yield* Effect.flip(Timeout.timeout(Effect.fail(fatal), "3 seconds"))).toBe(fatal)
      // the timer does not outlive a call that finished: nothing fails later
      yield* TestClock.adjust("10 seconds")
    }))

  // The timer is a daemon (a child would be awaited as its caller's fiber ends, a cost on every timed call): nothing may
  // be left running once the timed calls have ended, in time, failed or timed out.
  it.effect("leaves no timer or call running behind it, whatever the outcome", () =>
    Effect.gen(function*() {
      const supervisor = yield* Supervisor.track
      yield* Effect.gen(function*() {
        const slow = yield* Effect.fork(Effect.exit(Timeout.timeout(Effect.never, "3 seconds")))
        yield* TestClock.adjust("3 seconds")
        yield* Fiber.join(slow)
        const interrupted = yield* Effect.fork(Timeout.timeout(Effect.never, "3 seconds"))
        yield* Effect.yieldNow()
        yield* Fiber.interrupt(interrupted)
        // last, with no clock moved after them: a timer not stopped would still be asleep
        for (let i = 0; i < 50; i++) yield* Timeout.timeout(Effect.succeed(i), "3 seconds")
        for (let i = 0; i < 50; i++) yield* Effect.exit(Timeout.timeout(Effect.fail("bad"), "3 seconds"))
      }).pipe(Effect.supervised(supervisor))
      // a timer told to stop ends on its next turn of the scheduler
      for (let i = 0; i < 5 && (yield* supervisor.value).length > 0; i++) yield* Effect.yieldNow()
      expect((yield* supervisor.value).length).toBe(0)
    }))

  // The call and the timer woken in the same turn of the scheduler (a loaded process at the deadline; here a clock
  // that wakes every sleeper at once, the call's first): the call has ended when the timer runs, and its outcome
  // stands, as a race's first to end does. It was replaced by the timeout: a reply dropped, a defect hidden.
  it.effect("a call that has ended when the timer runs keeps its outcome, a value, a failure or a defect", () =>
    Effect.gen(function*() {
      const outcomes = {
        value: Effect.succeed("the reply"),
        failure: Effect.fail("refused"),
        defect: Effect.die("boom")
      }
      for (const [name, outcome] of Object.entries(outcomes)) {
        const tick = yield* Deferred.make<void>()
        const clock: Clock.Clock = {
          [Clock.ClockTypeId]: Clock.ClockTypeId,
          unsafeCurrentTimeMillis: () => 0,
          unsafeCurrentTimeNanos: () => 0n,
          currentTimeMillis: Effect.succeed(0),
          currentTimeNanos: Effect.succeed(0n),
          sleep: () => Deferred.await(tick)
        }
        const call = Effect.zipRight(Effect.sleep("1 second"), outcome)
        const fiber = yield* Effect.fork(Effect.exit(Timeout.timeout(call, "1 second").pipe(Effect.withClock(clock))))
        // both asleep (a macrotask: every fiber has run), then woken together
        yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))
        yield* Deferred.succeed(tick, undefined)
        expect([name, yield* Fiber.join(fiber)]).toEqual([name, Effect.runSync(Effect.exit(outcome))])
      }
    }))

  // Slept in pieces, the pieces added up: under TestClock at a fractional instant (left by a jittered delay) the last
  // piece ended at (t + (2³¹−1)) + (d − (2³¹−1)), a float rounding above t + d, so moving the clock by exactly the
  // deadline, which wakes a single sleep of it, left the call running. The pieces now sleep up to the end read from the
  // clock.
  it.effect("a deadline beyond the longest timer comes when the clock has moved by exactly it, from a fractional instant", () =>
    Effect.gen(function*() {
      const deadline = Duration.millis(4_911_675_741.62027)
      yield* TestClock.setTime(106_121.39288470801)
      const single = yield* Effect.fork(Effect.sleep(deadline))
      const timed = yield* Effect.fork(Effect.never.pipe(Timeout.timeout(deadline), Effect.flip))
      yield* TestClock.adjust(deadline)
      expect(Option.isSome(yield* Fiber.poll(single))).toBe(true)
      expect(Option.isSome(yield* Fiber.poll(timed))).toBe(true)
      expect(Timeout.isTimeout(yield* Fiber.join(timed))).toBe(true)
    }))

  // Effect's live clock takes a single sleep above the JS timers' limit for "never": the deadline would never come.
  it.effect("a deadline beyond the longest timer (2³¹−1 ms, about 24.8 days) still comes, the clock asked in pieces", () =>
    Effect.gen(function*() {
      const asked: Array<number> = []
      const clock = recordingClock(asked)
      const failure = yield* Effect.never.pipe(Timeout.timeout("30 days"), Effect.flip, Effect.withClock(clock))
      expect(Timeout.isTimeout(failure)).toBe(true)
      expect(asked.reduce((sum, millis) => sum + millis, 0)).toBe(Duration.toMillis(Duration.days(30)))
      expect(asked.every((millis) => millis <= 2 ** 31 - 1)).toBe(true)
    }))

  it.effect("a reusable timeout from make, and an infinite one that changes nothing", () =>
    Effect.gen(function*() {
      const perAttempt = Timeout.make("100 millis")
      const fiber = yield* Effect.fork(Effect.flip(perAttempt(Effect.never)))
      yield* TestClock.adjust("100 millis")
      expect(Timeout.isTimeout(yield* Fiber.join(fiber))).toBe(true)
      const never = Effect.never
      expect(Timeout.make(Duration.infinity)(never)).toBe(never)
    }))

  it("checks the duration when constructed, also in the data-last form", () => {
    for (const bad of ["-1 second", 0, Number.NaN, "soon"] as const) {
      expect(() => Timeout.timeout(bad as Duration.DurationInput)).toThrow(/Invalid option "timeout"/)
      expect(() => Timeout.make(bad as Duration.DurationInput)).toThrow(/Invalid option "timeout"/)
    }
  })
})
