/**
 * The presets that name another library's policy, checked against that library: cockatiel's own backoff code and the
 * openai client's own backoff function (dev dependencies), and the openai SDK's and the Vercel AI SDK's hint rules as
 * published (quoted beside each test), through the real openai client against a loopback server and the retry layer, on
 * `TestClock`. Also what `respectRetryAfter` without a max does with a day-long hint, the way those presets receive it.
 */
import { describe, expect, it, vi } from "@effect/vitest"
import { ExponentialBackoff } from "cockatiel"
import { Cause, Duration, Effect, Exit, FastCheck as fc, Option, Random } from "effect"
import { Failure, Retry, RetrySchedule, Testing } from "effect-resilience"
import OpenAI from "openai"
import * as Loopback from "./support/loopback.js"

const overloaded = new Failure.Retryable({ reason: "InternalServerError: 503 overloaded", status: 503 })

/** cockatiel's own delays for the random draws `draws`: its `ExponentialBackoff` stepped as its `RetryPolicy` does. */
const cockatielDelays = (draws: ReadonlyArray<number>): Array<number> => {
  let index = 0
  const random = vi.spyOn(Math, "random").mockImplementation(() => draws[index++ % draws.length]!)
  try {
    const context = { attempt: 1, signal: new AbortController().signal, result: { error: new Error("down") } }
    const delays: Array<number> = []
    let backoff = new ExponentialBackoff().next()
    for (let attempt = 1; attempt <= draws.length; attempt++) {
      delays.push(backoff.duration)
      backoff = backoff.next({ ...context, attempt: attempt + 1 })
    }
    return delays
  } finally {
    random.mockRestore()
  }
}

describe("presets.cockatiel", () => {
  // Spread over [0, 1): each delay of cockatiel's decorrelated jitter draws once.
  const draws = [0.5, 0.1, 0.9, 0.3, 0.7, 0.05, 0.95, 0.42, 0.61, 0.2, 0.8, 0.33]

  it.effect("takes cockatiel's own delays for the same random draws (Polly's DecorrelatedJitterV2, 128 ms, ×2, 30 s)", () =>
    Effect.gen(function*() {
      const expected = cockatielDelays(draws)
      const ours = yield* RetrySchedule.delays(RetrySchedule.presets.cockatiel, draws.map(() => overloaded)).pipe(
        Effect.withRandom(Random.fixed(draws as [number, ...Array<number>]))
      )
      expect(ours).toHaveLength(expected.length)
      ours.forEach((delay, i) => expect(Duration.toMillis(delay)).toBeCloseTo(expected[i]!, 6))
      // the walk reaches cockatiel's 30 s cap within the dozen retries, as cockatiel's does
      expect(expected.at(-1)).toBe(30_000)
    }))

  it.effect("under Retry.retry, 12 failures then success: 13 calls at cockatiel's cumulative delays", () =>
    Effect.gen(function*() {
      const expected = cockatielDelays(draws)
      const flaky = yield* Testing.script(draws.map(() => overloaded), "ok")
      const run = yield* Testing.runWithTestClock(
        Retry.retry(flaky.effect, { schedule: RetrySchedule.presets.cockatiel, layer: "cockatiel" }).pipe(
          Effect.withRandom(Random.fixed(draws as [number, ...Array<number>]))
        ),
        { script: flaky }
      )
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      expect(yield* flaky.calls).toBe(13)
      let at = 0
      const times = [0, ...expected.map((d) => at += d)]
      run.attemptTimes.forEach((t, i) => expect(t).toBeCloseTo(times[i]!, 3))
      expect(Duration.toMillis(run.elapsed)).toBeCloseTo(times.at(-1)!, 3)
    }))
})

const completion = {
  id: "chatcmpl-1",
  object: "chat.completion",
  created: 0,
  model: "gpt-4o-mini",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "Hello!" } }]
}
const rateLimited = (retryAfter: string) =>
  Loopback.reply(
    429,
    { error: { message: "Rate limit reached for gpt-4o-mini", type: "requests", code: "rate_limit_exceeded" } },
    { "retry-after": retryAfter }
  )

/** One chat completion through the real openai client, its own retries off, under `schedule`, on `TestClock`. */
const chatUnder = (
  schedule: RetrySchedule.RetrySchedule,
  replies: Loopback.Handler,
  draws: [number, ...Array<number>]
) =>
  Effect.gen(function*() {
    const server = yield* Loopback.scoped(replies)
    const client = new OpenAI({ apiKey: "sk-test", baseURL: server.url, maxRetries: 0 })
    const call = Effect.tryPromise({
      try: (signal) =>
        client.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }, {
          signal
        }),
      catch: (e) => e
    })
    const run = yield* Testing.runWithTestClock(
      Retry.retry(call, { schedule, layer: "model" }).pipe(Effect.withRandom(Random.fixed(draws)))
    )
    return { run, requests: server.requests.length }
  })

/** A client for its backoff function alone: it sends nothing. */
const openaiClient = new OpenAI({ apiKey: "sk-test" }) as unknown as {
  readonly calculateDefaultRetryTimeoutMillis: (retriesRemaining: number, maxRetries: number) => number
}

/**
 * The openai client's own backoff for the random draws `draws`, one a retry: `calculateDefaultRetryTimeoutMillis` as
 * its `retryRequest` calls it, with `maxRetries` retries in all (the same function in 6.x and 7.x).
 */
const openaiDelays = (draws: ReadonlyArray<number>, maxRetries: number): Array<number> => {
  let index = 0
  const random = vi.spyOn(Math, "random").mockImplementation(() => draws[index++]!)
  try {
    return draws.map((_, i) => openaiClient.calculateDefaultRetryTimeoutMillis(maxRetries - i, maxRetries))
  } finally {
    random.mockRestore()
  }
}

describe("presets.openaiSdk (openai-node 7.5 and later: src/client.ts retryRequest)", () => {
  const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })

  it.effect.prop(
    "takes the openai client's own backoff for the same random draws: 0.5 s then 1 s, less up to 25 %",
    [draw, draw],
    ([r1, r2]) =>
      Effect.gen(function*() {
        const ours = yield* RetrySchedule.delays(RetrySchedule.presets.openaiSdk, [overloaded, overloaded, overloaded])
          .pipe(Effect.withRandom(Random.fixed([r1, r2])))
        const theirs = openaiDelays([r1, r2], 2)
        expect(ours).toHaveLength(2)
        ours.forEach((delay, i) => expect(Duration.toMillis(delay)).toBeCloseTo(theirs[i]!, 6))
      }),
    { fastCheck: { numRuns: 25 } }
  )

  it.effect.prop(
    "its composition with more retries caps at 8 s before the jitter, as the client does: late delays in [6 s, 8 s]",
    [fc.array(draw, { minLength: 8, maxLength: 8 })],
    ([draws]) =>
      Effect.gen(function*() {
        const eight = RetrySchedule.exponential("500 millis").pipe(
          RetrySchedule.jittered({ kind: "equal", ratio: 0.25 }),
          RetrySchedule.capped("8 seconds"),
          RetrySchedule.maxRetries(8)
        )
        const ours = (yield* RetrySchedule.delays(eight, Array.from({ length: 9 }, () => overloaded)).pipe(
          Effect.withRandom(Random.fixed(draws as [number, ...Array<number>]))
        )).map(Duration.toMillis)
        const theirs = openaiDelays(draws, 8)
        expect(ours).toHaveLength(8)
        ours.forEach((delay, i) => expect(delay).toBeCloseTo(theirs[i]!, 6))
        ours.slice(4).forEach((delay) => expect(delay >= 6_000 && delay <= 8_000).toBe(true))
      }),
    { fastCheck: { numRuns: 30 } }
  )

  // if (timeoutMillis === undefined || !Number.isFinite(timeoutMillis) || timeoutMillis < 0 || timeoutMillis > 60 * 1000)
  //   timeoutMillis = this.calculateDefaultRetryTimeoutMillis(retriesRemaining, maxRetries)  // 0.5 s·2ⁿ, −25 % jitter
  it.effect("a retry-after of 120 s is ignored for the backoff: 2 requests, the second after 0.5 s·(1 − 0.25·r)", () =>
    Effect.gen(function*() {
      const { requests, run } = yield* chatUnder(
        RetrySchedule.presets.openaiSdk,
        [rateLimited("120"), Loopback.reply(200, completion)],
        [0.5]
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(requests).toBe(2)
      expect(Duration.toMillis(run.elapsed)).toBe(437.5)
    }).pipe(Effect.scoped))

  it.effect("a retry-after of exactly 60 s is waited: 2 requests, 60 s", () =>
    Effect.gen(function*() {
      const { requests, run } = yield* chatUnder(
        RetrySchedule.presets.openaiSdk,
        [rateLimited("60"), Loopback.reply(200, completion)],
        [0.5]
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(requests).toBe(2)
      expect(Duration.toMillis(run.elapsed)).toBe(60_000)
    }).pipe(Effect.scoped))
})

describe("presets.vercelAiSdk (ai 7: getRetryDelayInMs)", () => {
  // if (ms != null && !Number.isNaN(ms) && 0 <= ms && (ms < 60 * 1000 || ms < exponentialBackoffDelay)) return ms
  it.effect("a retry-after of exactly 60 s (a per-minute limit's usual value) is not honoured: the 2 s backoff", () =>
    Effect.gen(function*() {
      const { requests, run } = yield* chatUnder(
        RetrySchedule.presets.vercelAiSdk,
        [rateLimited("60"), Loopback.reply(200, completion)],
        [0.5]
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(requests).toBe(2)
      expect(Duration.toMillis(run.elapsed)).toBe(2_000)
    }).pipe(Effect.scoped))

  it.effect("a retry-after of 59 s replaces the backoff, then 4 s: 3 requests at 0, 59 s and 63 s", () =>
    Effect.gen(function*() {
      const { requests, run } = yield* chatUnder(
        RetrySchedule.presets.vercelAiSdk,
        [rateLimited("59"), Loopback.reply(503, { error: { message: "overloaded" } }), Loopback.reply(200, completion)],
        [0.5]
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(requests).toBe(3)
      expect(Duration.toMillis(run.elapsed)).toBe(63_000)
    }).pipe(Effect.scoped))
})

describe("respectRetryAfter without a max, through the openai client", () => {
  // A per-minute limit's 429 with a day-long `retry-after` (a plain 429, no quota words: Retryable with that wait).
  const schedule = RetrySchedule.exponential("1 second").pipe(RetrySchedule.maxRetries(3))

  it.effect("waits out a day-long retry-after: every hint is honoured, as documented (give a max to bound it)", () =>
    Effect.gen(function*() {
      const { requests, run } = yield* chatUnder(
        schedule.pipe(RetrySchedule.respectRetryAfter()),
        [rateLimited("86400"), Loopback.reply(200, completion)],
        [0.5]
      )
      expect(Exit.isSuccess(run.exit)).toBe(true)
      expect(requests).toBe(2)
      expect(Duration.toMillis(run.elapsed)).toBe(86_400_000)
    }).pipe(Effect.scoped))

  it.effect("with a max of a minute, stops at once without sleeping, and the Exhausted says why", () =>
    Effect.gen(function*() {
      const { requests, run } = yield* chatUnder(
        schedule.pipe(RetrySchedule.respectRetryAfter({ max: "1 minute" })),
        [rateLimited("86400"), Loopback.reply(200, completion)],
        [0.5]
      )
      expect(requests).toBe(1)
      expect(Duration.toMillis(run.elapsed)).toBe(0)
      const failure = Exit.isFailure(run.exit) ? Cause.failureOption(run.exit.cause) : Option.none()
      expect(Option.getOrUndefined(Option.filter(failure, Failure.isExhausted))?.stoppedBy).toBe(
        "the retry-after hint of 1d is above the max of 1m"
      )
    }).pipe(Effect.scoped))
})

describe("decorrelatedJitterV2", () => {
  it.effect("has no NaN or Infinity after 5 000 attempts, capped or not, and a zero initial delay stays zero", () =>
    Effect.gen(function*() {
      const many = Array.from({ length: 5_000 }, () => overloaded)
      for (const schedule of [RetrySchedule.decorrelatedJitterV2("128 millis"), RetrySchedule.presets.cockatiel]) {
        const delays = (yield* RetrySchedule.delays(schedule, many).pipe(Effect.withRandom(Random.make(5))))
          .map(Duration.toMillis)
        expect(delays).toHaveLength(5_000)
        expect(delays.every((d) => Number.isFinite(d) && d >= 0 && d <= 2 ** 31 - 1)).toBe(true)
      }
      const zero = yield* RetrySchedule.delays(RetrySchedule.decorrelatedJitterV2(0), many)
      expect(zero.every((d) => Duration.toMillis(d) === 0)).toBe(true)
    }))

  it("checks its options when called, naming them", () => {
    const message = (f: () => unknown) => {
      try {
        f()
      } catch (e) {
        return (e as Error).message
      }
      return "no error"
    }
    expect(message(() => RetrySchedule.decorrelatedJitterV2(-1))).toMatch(/^Invalid option "initial"/)
    expect(message(() => RetrySchedule.decorrelatedJitterV2("128 millis", 0.5))).toMatch(/^Invalid option "exponent"/)
    expect(message(() => RetrySchedule.decorrelatedJitterV2("128 millis", Number.NaN))).toMatch(
      /^Invalid option "exponent"/
    )
  })
})
