import { describe, expect, it } from "@effect/vitest"
import {
  Clock,
  Duration,
  Effect,
  Exit,
  FastCheck as fc,
  Fiber,
  Option,
  Random,
  Schedule,
  Schema,
  TestClock
} from "effect"
import { Failure, RetrySchedule as RS } from "effect-resilience"

const retryable = new Failure.Retryable({ reason: "APIConnectionError: Connection error.", status: 503 })
const withHint = (hint: Duration.DurationInput) =>
  new Failure.Retryable({ reason: "RateLimitError: 429", status: 429, retryAfter: Duration.decode(hint) })
const fatal = new Failure.Fatal({ reason: "BadRequestError: invalid 'temperature'", status: 400 })
const failures = (n: number, failure: Failure.AgentFailure = retryable) => Array.from({ length: n }, () => failure)

const millis = <Out, In, R>(schedule: Schedule.Schedule<Out, In, R>, inputs: Iterable<In>) =>
  Effect.map(RS.delays(schedule, inputs), (ds) => ds.map(Duration.toMillis))

const seeded = (seed: number) => Effect.withRandom(Random.make(seed))
const fixed = (...values: [number, ...Array<number>]) => Effect.withRandom(Random.fixed(values))

/** Runs `effect` under `schedule` with `Effect.retry`, recording the virtual time of every attempt. */
const retryRecording = <A>(
  schedule: Schedule.Schedule<unknown, Failure.AgentFailure>,
  script: ReadonlyArray<Failure.AgentFailure>,
  success: A
) =>
  Effect.gen(function*() {
    const times: Array<number> = []
    const attempt = Effect.gen(function*() {
      times.push(yield* Clock.currentTimeMillis)
      const failure = script[times.length - 1]
      return failure === undefined ? success : yield* Effect.fail(failure)
    })
    const exit = yield* Effect.exit(Effect.retry(attempt, schedule))
    return { exit, times }
  })

describe("RetrySchedule", () => {
  describe("exponential", () => {
    it.effect("delays base, base·f, base·f², …", () =>
      Effect.gen(function*() {
        expect(yield* millis(RS.exponential(100), failures(5))).toEqual([100, 200, 400, 800, 1600])
        expect(yield* millis(RS.exponential("1 second", 3), failures(4))).toEqual([1000, 3000, 9000, 27000])
        expect(yield* millis(RS.exponential(250, 1), failures(3))).toEqual([250, 250, 250])
      }))

    it.effect("clamps instead of overflowing to Infinity", () =>
      Effect.gen(function*() {
        const ds = yield* millis(RS.exponential(100), failures(5_000))
        expect(ds).toHaveLength(5_000)
        expect(ds.every(Number.isFinite)).toBe(true)
        expect(ds.at(-1)).toBe(2 ** 31 - 1)
      }))

    it.effect("a zero base stays zero after the factor overflows (0 × Infinity is no delay)", () =>
      Effect.gen(function*() {
        for (const factor of [2, 1.5]) {
          const ds = yield* millis(RS.exponential(0, factor), failures(2_000))
          expect(ds.filter((d) => d !== 0)).toEqual([])
        }
        const capped = yield* millis(RS.capped(RS.exponential(0), "1 second"), failures(1_100))
        expect(capped.filter((d) => d !== 0)).toEqual([])
      }))
  })

  describe("jittered", () => {
    const exp = RS.exponential(100)

    it.effect("applies each formula to the drawn random value", () =>
      Effect.gen(function*() {
        expect(yield* millis(RS.jittered(exp, { kind: "full" }), failures(3)).pipe(fixed(0.5, 0, 1)))
          .toEqual([50, 0, 400])
        expect(yield* millis(RS.jittered(exp, { kind: "equal" }), failures(3)).pipe(fixed(1, 0, 0.5)))
          .toEqual([50, 200, 300])
        expect(yield* millis(RS.jittered(exp, { kind: "equal", ratio: 0.25 }), failures(2)).pipe(fixed(1)))
          .toEqual([75, 150])
        expect(yield* millis(RS.jittered(exp, { kind: "proportional" }), failures(3)).pipe(fixed(0, 1, 0.5)))
          .toEqual([80, 240, 400])
        // base 100; previous starts at base: random(100, 300), random(100, 3·prev), …
        expect(yield* millis(RS.jittered(exp, { kind: "decorrelated" }), failures(3)).pipe(fixed(0, 1, 0.5)))
          .toEqual([100, 300, 500])
      }))

    it.effect("is decorrelated by default", () =>
      Effect.gen(function*() {
        const inputs = failures(10)
        expect(yield* millis(RS.jittered(exp), inputs).pipe(seeded(7)))
          .toEqual(yield* millis(RS.jittered(exp, { kind: "decorrelated" }), inputs).pipe(seeded(7)))
      }))

    it.effect.prop(
      "full, equal and proportional stay within their bounds",
      [fc.integer(), fc.double({ min: 0, max: 1, noNaN: true })],
      ([seed, ratio]) =>
        Effect.gen(function*() {
          const raw = yield* millis(exp, failures(30))
          const full = yield* millis(RS.jittered(exp, { kind: "full" }), failures(30)).pipe(seeded(seed))
          const equal = yield* millis(RS.jittered(exp, { kind: "equal", ratio }), failures(30)).pipe(seeded(seed))
          const prop = yield* millis(RS.jittered(exp, { kind: "proportional", ratio }), failures(30)).pipe(seeded(seed))
          raw.forEach((d, i) => {
            // rounding: relative to d, which reaches 2³¹−1 here
            const eps = d * 1e-12 + 1e-6
            expect(full[i]).toBeGreaterThanOrEqual(0)
            expect(full[i]).toBeLessThanOrEqual(d)
            expect(equal[i]).toBeGreaterThanOrEqual(d * (1 - ratio) - eps)
            expect(equal[i]).toBeLessThanOrEqual(d)
            expect(prop[i]).toBeGreaterThanOrEqual(d * (1 - ratio) - eps)
            expect(prop[i]).toBeLessThanOrEqual(d * (1 + ratio) + eps)
          })
          // really random: 30 draws of full jitter are not all the same fraction of d
          expect(new Set(full.map((x, i) => x / raw[i])).size).toBeGreaterThan(1)
        }),
      { fastCheck: { numRuns: 50 } }
    )

    it.effect.prop(
      "decorrelated stays within [base, 3·previous]",
      [fc.integer(), fc.integer({ min: 1, max: 10_000 })],
      ([seed, base]) =>
        Effect.gen(function*() {
          const ds = yield* millis(RS.jittered(RS.exponential(base), { kind: "decorrelated" }), failures(40))
            .pipe(seeded(seed))
          ds.forEach((d, i) => {
            expect(d).toBeGreaterThanOrEqual(base)
            expect(d).toBeLessThanOrEqual(3 * (i === 0 ? base : ds[i - 1]) + 1e-6)
          })
        }),
      { fastCheck: { numRuns: 50 } }
    )

    it.effect("decorrelated over a schedule whose first delay is zero starts its walk at the first delay above it", () =>
      Effect.gen(function*() {
        // an immediate first retry, then 1 s: every delay read 0, the base taken from the first
        const immediateFirst = Schedule.fromDelays(Duration.zero, "1 second", "1 second", "1 second")
        expect(
          yield* millis(RS.jittered(immediateFirst, { kind: "decorrelated" }), failures(4)).pipe(fixed(0.5, 0, 1, 0.5))
        ).toEqual([0, 1000, 3000, 5000])
        // a schedule of zeros stays zero: no delay was asked for
        expect(yield* millis(RS.jittered(RS.exponential(0), { kind: "decorrelated" }), failures(3)).pipe(seeded(3)))
          .toEqual([0, 0, 0])
      }))

    it.effect("decorrelated has no NaN or Infinity after 5 000 attempts, capped or not", () =>
      Effect.gen(function*() {
        const free = yield* millis(RS.jittered(RS.exponential(500), { kind: "decorrelated" }), failures(5_000))
          .pipe(seeded(1))
        expect(free).toHaveLength(5_000)
        expect(free.every((d) => Number.isFinite(d) && d >= 500 && d <= 2 ** 31 - 1)).toBe(true)

        const capped = yield* millis(
          RS.exponential(500).pipe(RS.jittered({ kind: "decorrelated" }), RS.capped("8 seconds")),
          failures(5_000)
        ).pipe(seeded(2))
        expect(capped.every((d) => Number.isFinite(d) && d >= 500 && d <= 8_000)).toBe(true)
        // the cap is inside the random walk (AWS), so late delays keep spreading below it
        const late = capped.slice(100)
        expect(late.filter((d) => d < 8_000).length).toBeGreaterThan(late.length / 10)
      }))
  })

  describe("capped", () => {
    it.effect("caps a plain schedule", () =>
      Effect.gen(function*() {
        expect(yield* millis(RS.capped(RS.exponential(100), 500), failures(5))).toEqual([100, 200, 400, 500, 500])
      }))

    it.effect.prop(
      "holds with every kind of jitter inside",
      [fc.integer(), fc.constantFrom<RS.JitterKind>("full", "equal", "decorrelated", "proportional")],
      ([seed, kind]) =>
        Effect.gen(function*() {
          const schedule = RS.exponential(100).pipe(RS.jittered({ kind }), RS.maxRetries(20), RS.capped(1_000))
          const ds = yield* millis(schedule, failures(25)).pipe(seeded(seed))
          expect(ds).toHaveLength(20)
          expect(Math.max(...ds)).toBeLessThanOrEqual(1_000)
        }),
      { fastCheck: { numRuns: 40 } }
    )

    it.effect.prop(
      "holds with every kind of jitter outside, through this module's combinators",
      [
        fc.integer(),
        fc.constantFrom<RS.JitterKind>("full", "equal", "decorrelated", "proportional"),
        fc.double({ min: 0, max: 1, noNaN: true })
      ],
      ([seed, kind, ratio]) =>
        Effect.gen(function*() {
          const jitter = kind === "full" || kind === "decorrelated" ? { kind } : { kind, ratio }
          const direct = RS.exponential(100).pipe(RS.capped(1_000), RS.jittered(jitter))
          const through = RS.exponential(100).pipe(
            RS.capped(2_000),
            RS.maxRetries(20),
            RS.budgeted("1 hour"),
            RS.onlyRetryable,
            RS.capped(1_000),
            RS.jittered(jitter),
            RS.jittered({ kind: "proportional", ratio: 1 })
          )
          for (const schedule of [direct, through]) {
            const ds = yield* millis(schedule, failures(20)).pipe(seeded(seed))
            expect(ds).toHaveLength(20)
            expect(Math.max(...ds)).toBeLessThanOrEqual(1_000)
            expect(Math.min(...ds)).toBeGreaterThanOrEqual(0)
          }
        }),
      { fastCheck: { numRuns: 100 } }
    )

    it.effect("a jitter outside clamps to the lowest cap it sees, and only where it would exceed it", () =>
      Effect.gen(function*() {
        const prop = RS.exponential(1_000).pipe(RS.capped(3_000), RS.jittered({ kind: "proportional", ratio: 1 }))
        // d·(1 ± 1) with r = 1: 2 s, then 4 s and 6 s clamped to 3 s; with r = 0.25: d/2
        expect(yield* millis(prop, failures(3)).pipe(fixed(1))).toEqual([2_000, 3_000, 3_000])
        expect(yield* millis(prop, failures(3)).pipe(fixed(0.25))).toEqual([500, 1_000, 1_500])
        const nested = RS.exponential(1_000).pipe(RS.capped(800), RS.capped(3_000), RS.jittered({ kind: "full" }))
        expect(yield* millis(nested, failures(2)).pipe(fixed(1))).toEqual([800, 800])
        // Decorrelated outside: random(base, 3·previous), the walk bounded by the inner cap.
        const walk = RS.exponential(500).pipe(RS.capped(1_000), RS.jittered({ kind: "decorrelated" }))
        expect(yield* millis(walk, failures(3)).pipe(fixed(1, 0, 1))).toEqual([1_000, 500, 1_000])
        // A hint outside the cap is meant to exceed it: the jitter after it does not clamp.
        const hinted = RS.exponential(100).pipe(RS.capped(1_000), RS.respectRetryAfter(), RS.jittered({ kind: "full" }))
        expect(yield* millis(hinted, [withHint("10 seconds")]).pipe(fixed(0.5))).toEqual([5_000])
      }))

    it.effect("lets the jitter randomise below the cap rather than clip onto it", () =>
      Effect.gen(function*() {
        const schedule = RS.exponential(1_000).pipe(RS.jittered({ kind: "full" }), RS.capped(500))
        expect(yield* millis(schedule, failures(3)).pipe(fixed(0.5))).toEqual([250, 250, 250])
        const nested = RS.exponential(1_000).pipe(RS.jittered({ kind: "full" }), RS.capped(400), RS.capped(800))
        expect(yield* millis(nested, failures(2)).pipe(fixed(0.5))).toEqual([200, 200])
      }))
  })

  describe("maxRetries", () => {
    it.effect("allows n retries, n + 1 attempts", () =>
      Effect.gen(function*() {
        expect(yield* millis(RS.maxRetries(RS.exponential(10), 3), failures(10))).toEqual([10, 20, 40])
        expect(yield* millis(RS.maxRetries(RS.exponential(10), 0), failures(10))).toEqual([])
        const fiber = yield* Effect.fork(retryRecording(RS.maxRetries(RS.exponential(10), 2), failures(5), "ok"))
        yield* TestClock.adjust("1 second")
        const { exit, times } = yield* Fiber.join(fiber)
        expect(times).toEqual([0, 10, 30])
        expect(exit._tag).toBe("Failure")
      }))
  })

  describe("budgeted", () => {
    it.effect("stops before the summed delays would exceed the total", () =>
      Effect.gen(function*() {
        expect(yield* millis(RS.budgeted(RS.exponential(100), 1_000), failures(10))).toEqual([100, 200, 400])
        expect(yield* millis(RS.budgeted(RS.exponential(100), 700), failures(10))).toEqual([100, 200, 400])
        expect(yield* millis(RS.budgeted(RS.exponential(100), 99), failures(10))).toEqual([])
      }))

    it.effect.prop(
      "never sums above the total, and the refused delay would not have fitted",
      [fc.integer(), fc.integer({ min: 0, max: 60_000 })],
      ([seed, total]) =>
        Effect.gen(function*() {
          const inner = RS.exponential(100).pipe(RS.jittered({ kind: "proportional" }))
          const ds = yield* millis(RS.budgeted(inner, total), failures(50)).pipe(seeded(seed))
          const free = yield* millis(inner, failures(50)).pipe(seeded(seed))
          const sum = ds.reduce((a, b) => a + b, 0)
          expect(sum).toBeLessThanOrEqual(total)
          expect(ds).toEqual(free.slice(0, ds.length))
          expect(sum + free[ds.length]).toBeGreaterThan(total)
        }),
      { fastCheck: { numRuns: 50 } }
    )

    it.effect("counts server hints lifted inside it", () =>
      Effect.gen(function*() {
        const schedule = RS.exponential(100).pipe(RS.respectRetryAfter(), RS.budgeted("10 seconds"))
        expect(yield* millis(schedule, [withHint("6 seconds"), withHint("3 seconds"), withHint("2 seconds")]))
          .toEqual([6_000, 3_000])
      }))
  })

  describe("respectRetryAfter", () => {
    it.effect("lifts the delay to at least the hint", () =>
      Effect.gen(function*() {
        const schedule = RS.respectRetryAfter(RS.exponential(1_000))
        expect(yield* millis(schedule, [withHint("5 seconds"), withHint(500), retryable, fatal]))
          .toEqual([5_000, 2_000, 4_000, 8_000])
      }))

    it.effect("with replace, waits exactly the hint", () =>
      Effect.gen(function*() {
        const schedule = RS.respectRetryAfter(RS.exponential(1_000), { replace: true })
        expect(yield* millis(schedule, [withHint(300), retryable])).toEqual([300, 2_000])
      }))

    it.effect("stops at once, without sleeping, on a hint above max", () =>
      Effect.gen(function*() {
        const schedule = RS.respectRetryAfter(RS.exponential(100), { max: "60 seconds" })
        expect(yield* millis(schedule, [withHint("60 seconds"), withHint("61 seconds")])).toEqual([60_000])

        const fiber = yield* Effect.fork(retryRecording(schedule, [withHint("2 minutes")], "ok"))
        yield* TestClock.adjust(0)
        const polled = yield* Fiber.poll(fiber)
        expect(Option.isSome(polled)).toBe(true)
        const { exit, times } = yield* Fiber.join(fiber)
        expect(times).toEqual([0])
        expect(exit._tag).toBe("Failure")
        expect(yield* Clock.currentTimeMillis).toBe(0)
      }))

    it.effect("takes an infinite max as no limit", () =>
      Effect.gen(function*() {
        const hint = new Failure.Retryable({ reason: "busy", retryAfter: Duration.hours(2) })
        const schedule = RS.respectRetryAfter(RS.exponential(100), { max: Duration.infinity })
        expect(yield* millis(schedule, [hint])).toEqual([7_200_000])
      }))

    it.effect("reads the hint of a Retryable that came through JSON, in each form JSON writes a Duration", () =>
      Effect.gen(function*() {
        // a worker's queue or a log hands the failure on as JSON: its `retryAfter` is Duration's JSON (its own
        // `toJSON`, or the schema's encoding), which was no hint at all, and the schedule retried after 1 s
        const hinted = (retryAfter: Duration.Duration) =>
          new Failure.Retryable({ reason: "429", status: 429, retryAfter })
        const schedule = RS.respectRetryAfter(RS.exponential(1_000), { max: "1 minute" })
        for (
          const [retryAfter, expected] of [
            [Duration.seconds(5), 5_000],
            [Duration.millis(34_541.613), 34_541.613],
            [Duration.minutes(2), undefined]
          ] as const
        ) {
          const own = JSON.parse(JSON.stringify(hinted(retryAfter)))
          const encoded = JSON.parse(JSON.stringify(Schema.encodeSync(Failure.Retryable)(hinted(retryAfter))))
          for (const shape of [own, encoded]) {
            expect(Failure.isRetryable(shape)).toBe(true)
            expect(yield* millis(schedule, [shape, retryable])).toEqual(
              expected === undefined ? [] : [expected, 2_000]
            )
          }
        }
      }))

    it.effect("with onAboveMax: ignore, falls back to the schedule's delay", () =>
      Effect.gen(function*() {
        const schedule = RS.respectRetryAfter(RS.exponential(100), { max: "1 minute", onAboveMax: "ignore" })
        expect(yield* millis(schedule, [withHint("2 minutes"), withHint("3 seconds")])).toEqual([100, 3_000])
      }))
  })

  describe("onlyRetryable", () => {
    it.effect("stops on a Fatal", () =>
      Effect.gen(function*() {
        expect(yield* millis(RS.onlyRetryable(RS.exponential(100)), [retryable, retryable, fatal, retryable]))
          .toEqual([100, 200])
        const fiber = yield* Effect.fork(retryRecording(RS.onlyRetryable(RS.exponential(100)), [retryable, fatal], 1))
        yield* TestClock.adjust("1 second")
        const { exit, times } = yield* Fiber.join(fiber)
        expect(times).toEqual([0, 100])
        expect(exit).toEqual(Exit.fail(fatal))
      }))
  })

  describe("standard", () => {
    it.effect("retries end to end under Effect.retry and TestClock", () =>
      Effect.gen(function*() {
        // full jitter on 2 s·1.5ⁿ: 2000·0.5, 3000·1, 4500·0.5
        const fiber = yield* Effect.fork(
          retryRecording(RS.standard, failures(3), "answer").pipe(fixed(0.5, 1, 0.5))
        )
        yield* TestClock.adjust("1 minute")
        const { exit, times } = yield* Fiber.join(fiber)
        expect(times).toEqual([0, 1_000, 4_000, 6_250])
        expect(exit).toEqual(Exit.succeed("answer"))
      }))

    it.effect("gives up after 4 retries, and honours a hint", () =>
      Effect.gen(function*() {
        const fiber = yield* Effect.fork(
          retryRecording(RS.standard, [withHint("20 seconds"), ...failures(10)], "answer").pipe(fixed(1))
        )
        yield* TestClock.adjust("5 minutes")
        const { exit, times } = yield* Fiber.join(fiber)
        // the hint lifts the first 2 s to 20 s; then 3 s, 4.5 s, 6.75 s, and no fifth retry
        expect(times).toEqual([0, 20_000, 23_000, 27_500, 34_250])
        expect(exit._tag).toBe("Failure")
      }))

    it.effect("stops on a hint above a minute without sleeping", () =>
      Effect.gen(function*() {
        expect(yield* millis(RS.standard, [withHint("90 seconds")])).toEqual([])
      }))

    it.effect.prop(
      "is make(standardOptions), and make changes only what it is given",
      [fc.integer()],
      ([seed]) =>
        Effect.gen(function*() {
          const ten = failures(10)
          const standard = yield* millis(RS.standard, ten).pipe(seeded(seed))
          expect(yield* millis(RS.make(RS.standardOptions), ten).pipe(seeded(seed))).toEqual(standard)
          expect(standard).toHaveLength(4)
          standard.forEach((d, i) => expect(d).toBeLessThanOrEqual(2_000 * 1.5 ** i))
          const longer = yield* millis(RS.make({ ...RS.standardOptions, maxRetries: 6 }), ten).pipe(seeded(seed))
          expect(longer.slice(0, 4)).toEqual(standard)
          expect(longer).toHaveLength(6)
          // the sixth un-jittered delay, 2 s·1.5⁵ ≈ 15 s, is capped at 8 s
          expect(Math.max(...longer)).toBeLessThanOrEqual(8_000)
        }),
      { fastCheck: { numRuns: 20 } }
    )

    it.effect("make honours every hint with retryAfterMax: Duration.infinity, as respectRetryAfter's max does", () =>
      Effect.gen(function*() {
        const patient = RS.make({ ...RS.standardOptions, retryAfterMax: Duration.infinity, budget: "1 hour" })
        expect(yield* millis(patient, [withHint("10 minutes"), retryable]).pipe(fixed(1))).toEqual([600_000, 3_000])
      }))

    it.effect("Duration.infinity is no limit as a cap or a budget too, as it is as retryAfterMax", () =>
      Effect.gen(function*() {
        // it threw "expected a finite duration" for `cap` and `budget`, beside a `retryAfterMax` that takes it
        expect(yield* millis(RS.capped(RS.exponential(1_000), Duration.infinity), failures(3))).toEqual([
          1_000,
          2_000,
          4_000
        ])
        expect(yield* millis(RS.exponential(1_000).pipe(RS.budgeted(Duration.infinity)), failures(3))).toEqual([
          1_000,
          2_000,
          4_000
        ])
        const unbounded = RS.make({
          ...RS.standardOptions,
          cap: Duration.infinity,
          retryAfterMax: Duration.infinity,
          maxRetries: 6,
          budget: Duration.infinity
        })
        // 2 s·1.5ⁿ with full jitter at r = 1: the sixth, 15.2 s, is neither capped nor refused by a budget
        expect(yield* millis(unbounded, [...failures(5), withHint("1 hour"), retryable]).pipe(fixed(1))).toEqual([
          2_000,
          3_000,
          4_500,
          6_750,
          10_125,
          3_600_000
        ])
        expect(
          yield* millis(RS.backoff({ base: 100, jitter: { kind: "full" }, cap: Duration.infinity }), failures(3)).pipe(
            fixed(1)
          )
        )
          .toEqual([100, 200, 400])
      }))

    it.effect("backoff is the unbounded part, with decorrelated jitter and factor 2 by default", () =>
      Effect.gen(function*() {
        const schedule = RS.backoff({ base: 100, cap: 1_000 })
        const expected = RS.exponential(100).pipe(RS.jittered({ kind: "decorrelated" }), RS.capped(1_000))
        const inputs = failures(50)
        expect(yield* millis(schedule, inputs).pipe(seeded(4))).toEqual(
          yield* millis(expected, inputs).pipe(seeded(4))
        )
        expect(
          yield* millis(RS.backoff({ base: 100, factor: 3, jitter: { kind: "full" }, cap: 1_000 }), inputs)
            .pipe(fixed(1))
        ).toEqual([100, 300, 900, ...Array(47).fill(1_000)])
      }))
  })

  describe("presets", () => {
    it.effect("express the policies they name", () =>
      Effect.gen(function*() {
        const ten = failures(10)
        expect(yield* millis(RS.presets.sessionLayer, ten)).toEqual([2_000, 4_000, 8_000])
        expect(yield* millis(RS.presets.runtimeLayer, ten)).toEqual([1_500, 3_000, 6_000])
        expect(yield* millis(RS.presets.vercelAiSdk, ten)).toEqual([2_000, 4_000])
        expect(yield* millis(RS.presets.vercelAiSdk, [withHint("3 seconds"), withHint("90 seconds")]))
          .toEqual([3_000, 4_000])
        // openai: min(0.5·2ⁿ, 8) s × (1 − 0.25·r)
        expect(yield* millis(RS.presets.openaiSdk, ten).pipe(fixed(1, 0))).toEqual([375, 1_000])
        // openai 7.5+: a hint of at most 60 s as it is, a longer one ignored (test/RetrySchedule.presets.test.ts)
        expect(yield* millis(RS.presets.openaiSdk, [withHint(60_000), withHint(120_000)]).pipe(fixed(1)))
          .toEqual([60_000, 750])
        // cockatiel's own delays are compared in test/RetrySchedule.presets.test.ts
        const cockatiel = yield* millis(RS.presets.cockatiel, failures(200)).pipe(seeded(3))
        expect(cockatiel).toHaveLength(200)
        expect(cockatiel.every((d) => d >= 0 && d <= 30_000)).toBe(true)
        expect(RS.presets.standard).toBe(RS.standard)
      }))
  })

  describe("dual", () => {
    it.effect("data-first and data-last agree", () =>
      Effect.gen(function*() {
        const exp = RS.exponential(100)
        const inputs = [withHint(450), ...failures(9)]
        const pairs: Array<
          [Schedule.Schedule<unknown, Failure.AgentFailure>, Schedule.Schedule<unknown, Failure.AgentFailure>]
        > = [
          [RS.jittered(exp, { kind: "proportional" }), exp.pipe(RS.jittered({ kind: "proportional" }))],
          [RS.jittered(exp), RS.jittered()(exp)],
          [RS.capped(exp, 300), exp.pipe(RS.capped(300))],
          [RS.maxRetries(exp, 2), exp.pipe(RS.maxRetries(2))],
          [RS.budgeted(exp, 2_000), exp.pipe(RS.budgeted(2_000))],
          [RS.respectRetryAfter(exp, { max: 1_000 }), exp.pipe(RS.respectRetryAfter({ max: 1_000 }))],
          [RS.respectRetryAfter(exp), exp.pipe(RS.respectRetryAfter())]
        ]
        for (const [first, last] of pairs) {
          const a = yield* millis(first, inputs).pipe(fixed(0.3, 0.9))
          const b = yield* millis(last, inputs).pipe(fixed(0.3, 0.9))
          expect(a).toEqual(b)
          expect(a.length).toBeGreaterThan(0)
        }
        expect(yield* RS.delays(failures(2))(exp).pipe(Effect.map((ds) => ds.map(Duration.toMillis))))
          .toEqual([100, 200])
      }))
  })

  describe("invalid options", () => {
    const exp = RS.exponential(100)
    const cases: Array<[string, () => unknown]> = [
      ["base", () => RS.exponential(-1)],
      ["base", () => RS.exponential("-1 second")],
      ["base", () => RS.exponential(Number.NaN)],
      ["base", () => RS.exponential(Duration.infinity)],
      ["base", () => RS.exponential("soon" as Duration.DurationInput)],
      ["factor", () => RS.exponential(100, 0.5)],
      ["factor", () => RS.exponential(100, Number.NaN)],
      ["factor", () => RS.exponential(100, Number.POSITIVE_INFINITY)],
      ["kind", () => RS.jittered(exp, { kind: "gaussian" as RS.JitterKind })],
      ["ratio", () => RS.jittered(exp, { kind: "proportional", ratio: 1.5 })],
      ["ratio", () => RS.jittered(exp, { kind: "equal", ratio: -0.1 })],
      ["ratio", () => RS.jittered(exp, { kind: "equal", ratio: Number.NaN })],
      ["ratio", () => RS.jittered(exp, { kind: "full", ratio: 0.5 })],
      ["max", () => RS.capped(exp, -5)],
      ["max", () => RS.capped(-5)],
      ["max", () => RS.capped(exp, Number.NaN)],
      ["maxRetries", () => RS.maxRetries(exp, -1)],
      ["maxRetries", () => RS.maxRetries(1.5)],
      ["maxRetries", () => RS.maxRetries(exp, Number.NaN)],
      ["total", () => RS.budgeted(exp, "-3 seconds")],
      ["total", () => RS.budgeted(Number.NaN)],
      ["max", () => RS.respectRetryAfter(exp, { max: -1 })],
      ["max", () => RS.respectRetryAfter({ max: [-1, 0] })],
      ["onAboveMax", () => RS.respectRetryAfter({ onAboveMax: "wait" as "stop" })],
      ["replace", () => RS.respectRetryAfter({ replace: "yes" as unknown as boolean })],
      ["base", () => RS.backoff({ base: -1, cap: 1_000 })],
      ["cap", () => RS.backoff({ base: 100, cap: -1 })],
      ["cap", () => RS.make({ ...RS.standardOptions, cap: Number.NaN })],
      ["factor", () => RS.make({ ...RS.standardOptions, factor: 0 })],
      ["jitter.kind", () => RS.make({ ...RS.standardOptions, jitter: { kind: "none" as RS.JitterKind } })],
      ["retryAfterMax", () => RS.make({ ...RS.standardOptions, retryAfterMax: "-1 second" })],
      ["maxRetries", () => RS.make({ ...RS.standardOptions, maxRetries: 2.5 })],
      ["budget", () => RS.make({ ...RS.standardOptions, budget: -5 })],
      // misspelt, they were read as absent (no max: every hint honoured)
      ["maximum", () => RS.respectRetryAfter({ maximum: "10 seconds" } as RS.RetryAfterOptions)],
      ["ratoi", () => RS.jittered({ kind: "equal", ratoi: 0.5 } as RS.JitterOptions)],
      ["jitter.ratoi", () => RS.backoff({ base: 100, cap: 1_000, jitter: { ratoi: 0.5 } as RS.JitterOptions })],
      ["maxRetry", () => RS.make({ ...RS.standardOptions, maxRetry: 8 } as RS.StandardOptions)],
      ["capp", () => RS.backoff({ base: 100, cap: 1_000, capp: 2_000 } as RS.BackoffOptions)],
      ["nowe", () => RS.delays(exp, [], { nowe: 0 } as { now?: number })],
      // null read as absent: "stop" (and the inputs died only when the effect ran: "is not iterable")
      ["onAboveMax", () => RS.respectRetryAfter({ onAboveMax: null as unknown as "stop" })],
      ["inputs", () => RS.delays(exp, 5 as unknown as Iterable<Failure.AgentFailure>)],
      ["inputs", () => RS.delays(null as unknown as Iterable<Failure.AgentFailure>)]
    ]
    it.each(cases)("throw at construction naming %s", (option, construct) => {
      let error: unknown
      try {
        construct()
      } catch (e) {
        error = e
      }
      expect(error).toMatchObject({ _tag: "InvalidOptionError", option })
      expect((error as Error).message).toContain(`"${option}"`)
    })

    const thrown = (construct: () => unknown): { option: string; message: string } => {
      try {
        construct()
      } catch (e) {
        return e as { option: string; message: string }
      }
      throw new Error("expected an InvalidOptionError")
    }
    const bad = <A>(u: unknown) => u as A

    it("respectRetryAfter: options that are no object are named, in either form, with an example", () => {
      // "1 minute" was read as an options object: its String.prototype.replace failed as "replace";
      // 60000 and false passed as no options at all (no max).
      const calls: Array<() => unknown> = [
        () => RS.respectRetryAfter(exp, bad("1 minute")),
        () => RS.respectRetryAfter(exp, bad(60_000)),
        () => RS.respectRetryAfter(bad(false)),
        () => RS.respectRetryAfter(bad(null)),
        () => RS.respectRetryAfter(bad([{ max: 1_000 }])),
        () => RS.respectRetryAfter(bad("1 minute"))
      ]
      for (const call of calls) {
        const error = thrown(call)
        expect(error).toMatchObject({ _tag: "InvalidOptionError", option: "options" })
        expect(error.message).toMatch(/^Invalid option "options": expected an object such as \{ max: "1 minute" \}/)
      }
      // the two forms are still told apart: a schedule first is data-first, options first data-last
      expect(RS.respectRetryAfter({ max: 1_000 })(exp)).not.toBe(exp)
      expect(RS.respectRetryAfter(exp, undefined)).not.toBe(exp)
    })

    it("jittered: options that are no object, and a kind of null, are named instead of read as decorrelated", () => {
      for (
        const call of [
          () => RS.jittered(exp, bad("full")),
          () => RS.jittered(bad(true)),
          () => RS.jittered(bad(null)),
          () => RS.jittered(bad("full"))
        ]
      ) {
        const error = thrown(call)
        expect(error).toMatchObject({ _tag: "InvalidOptionError", option: "options" })
        expect(error.message).toMatch(/^Invalid option "options": expected an object such as \{ kind: "full" \}/)
      }
      const kind = thrown(() => RS.jittered(exp, { kind: bad(null) }))
      expect(kind).toMatchObject({ _tag: "InvalidOptionError", option: "kind" })
      expect(kind.message).toBe(
        `Invalid option "kind": expected one of "full", "equal", "decorrelated", "proportional", got null`
      )
      expect(RS.jittered({ kind: undefined })(exp)).not.toBe(exp)
    })

    it("make and backoff name their jitter as jitter, and its fields as jitter.kind, jitter.ratio", () => {
      const cases: Array<[string, () => unknown, RegExp]> = [
        ["jitter", () => RS.make({ ...RS.standardOptions, jitter: bad("full") }), /expected an object such as/],
        ["jitter", () => RS.backoff({ base: 100, cap: 1_000, jitter: bad(null) }), /expected an object such as/],
        ["jitter.kind", () => RS.backoff({ base: 100, cap: 1_000, jitter: { kind: bad(null) } }), /expected one of/],
        [
          "jitter.kind",
          () => RS.make({ ...RS.standardOptions, jitter: { kind: bad("none") } }),
          /expected one of "full"/
        ],
        ["jitter.ratio", () => RS.backoff({ base: 100, cap: 1_000, jitter: { kind: "equal", ratio: 2 } }), /at most 1/],
        ["options", () => RS.make(bad(null)), /expected an object such as/],
        ["options", () => RS.backoff(bad("fast")), /expected an object such as/]
      ]
      for (const [option, construct, expected] of cases) {
        const error = thrown(construct)
        expect(error).toMatchObject({ _tag: "InvalidOptionError", option })
        expect(error.message).toContain(`Invalid option "${option}"`)
        expect(error.message).toMatch(expected)
      }
    })

    it("delays: now must be a finite number of milliseconds", () => {
      // NaN gave 24-day delays (every decision NaN, clamped to the longest timer), "0" concatenated strings.
      for (const now of [Number.NaN, "0", Number.POSITIVE_INFINITY, null]) {
        for (
          const call of [
            () => RS.delays(exp, failures(2), { now: bad(now) }),
            () => RS.delays(failures(2), { now: bad(now) })
          ]
        ) {
          const error = thrown(call)
          expect(error).toMatchObject({ _tag: "InvalidOptionError", option: "now" })
          expect(error.message).toMatch(/^Invalid option "now": expected a finite number of milliseconds/)
        }
      }
      const options = thrown(() => RS.delays(exp, failures(2), bad(0)))
      expect(options).toMatchObject({ _tag: "InvalidOptionError", option: "options" })
      expect(options.message).toMatch(/expected an object such as \{ now: 0 \}/)
    })

    it.effect("delays: a finite now is used as the start time", () =>
      Effect.gen(function*() {
        expect((yield* RS.delays(exp, failures(2), { now: 0 })).map(Duration.toMillis)).toEqual([100, 200])
        expect((yield* RS.delays(exp, failures(2), { now: -5 })).map(Duration.toMillis)).toEqual([100, 200])
      }))
  })
})
