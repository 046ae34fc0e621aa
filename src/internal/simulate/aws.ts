import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Random from "effect/Random"
import * as Schedule from "effect/Schedule"
import * as Classify from "../../Classify.js"
import type * as Failure from "../../Failure.js"
import * as Retry from "../../Retry.js"
import * as RetrySchedule from "../../RetrySchedule.js"
import * as options from "../options.js"
import { runVirtual } from "./engine.js"
import { gaussian } from "./world.js"

/** @internal */
export interface Algorithm {
  readonly name: string
  readonly schedule: Schedule.Schedule<unknown, Failure.AgentFailure>
}

/**
 * What the experiment's base and cap stand for in a model API client: the openai SDK's initial
 * delay and longest backoff. `default` is `RetrySchedule.standard`'s backoff with its base and cap
 * scaled by the same ratios (500 ms → `base`, 8 s → `cap`), its factor and jitter unchanged; without
 * its retry limit and waiting budget, since every writer must get through.
 */
const scaledFrom = { base: 500, cap: 8_000 }

const defaultBackoff = (base: number, cap: number): Schedule.Schedule<unknown, Failure.AgentFailure> => {
  const standard = RetrySchedule.standardOptions
  return RetrySchedule.backoff({
    ...standard,
    base: Duration.millis(base * Duration.toMillis(standard.base) / scaledFrom.base),
    cap: Duration.millis(cap * Duration.toMillis(standard.cap) / scaledFrom.cap)
  })
}

/**
 * `awsAlgorithms` takes plain milliseconds (`awsExperiment` durations). NaN or a negative number would make schedules
 * that wait NaN or nothing, and a string ("5 millis") would fail deep inside a combinator naming an option of its own.
 */
const millis = (option: string, value: number): number => {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new options.InvalidOptionError(
      option,
      value,
      typeof value === "number"
        ? "a finite number of milliseconds, at least 0"
        : "a number of milliseconds, such as 5 (awsAlgorithms takes milliseconds, not durations)"
    )
  }
  return value
}

/**
 * The five algorithms of the AWS post with its base and cap, and this library's `default`. Its simulator counts attempts from 1
 * (`min(cap, base·2ⁿ)` with n ≥ 1), so its exponential delays start at `2·base`; decorrelated
 * jitter starts from `base` itself.
 *
 * @internal
 */
export const awsAlgorithms = (base: number, cap: number): ReadonlyArray<Algorithm> => {
  millis("base", base)
  millis("cap", cap)
  const expo = RetrySchedule.exponential(Duration.millis(2 * base))
  return [
    { name: "none", schedule: RetrySchedule.exponential(0) },
    { name: "exponential", schedule: RetrySchedule.capped(expo, Duration.millis(cap)) },
    {
      name: "full",
      schedule: expo.pipe(RetrySchedule.jittered({ kind: "full" }), RetrySchedule.capped(Duration.millis(cap)))
    },
    {
      name: "equal",
      schedule: expo.pipe(RetrySchedule.jittered({ kind: "equal" }), RetrySchedule.capped(Duration.millis(cap)))
    },
    {
      name: "decorrelated",
      schedule: RetrySchedule.exponential(Duration.millis(base)).pipe(
        RetrySchedule.jittered({ kind: "decorrelated" }),
        RetrySchedule.capped(Duration.millis(cap))
      )
    },
    { name: "default", schedule: defaultBackoff(base, cap) }
  ]
}

/** @internal */
export interface AwsOptions {
  readonly clients?: number | undefined
  readonly runs?: number | undefined
  readonly seed?: number | undefined
  readonly base?: Duration.DurationInput | undefined
  readonly cap?: Duration.DurationInput | undefined
  readonly algorithms?: ReadonlyArray<Algorithm> | undefined
}

const awsKeys: ReadonlyArray<keyof AwsOptions> = ["clients", "runs", "seed", "base", "cap", "algorithms"]

/** @internal */
export interface AwsResult {
  readonly name: string
  /** Writes (successful or conflicting), mean over the runs. */
  readonly calls: number
  /** Virtual time until the last writer succeeded, in milliseconds, mean over the runs. */
  readonly time: number
}

/**
 * The published figures of the AWS simulator (aws-samples/aws-arch-backoff-simulator) at 100
 * clients, for comparison.
 *
 * @internal
 */
export const awsReference: ReadonlyArray<AwsResult> = [
  { name: "none", calls: 2423, time: 2036 },
  { name: "exponential", calls: 1848, time: 63024 },
  { name: "full", calls: 797, time: 4990 },
  { name: "equal", calls: 811, time: 6535 },
  { name: "decorrelated", calls: 1000, time: 4590 }
]

const conflict = Classify.fromResponse({
  status: 409,
  body: { error: { type: "conflict", message: "the row changed since it was read (version mismatch)" } }
})

/**
 * One run: `clients` writers start together; each reads the row's version, then writes with that
 * version, every message crossing a network with delay |N(10 ms, 2 ms)|. A write whose version is
 * stale is a conflict (HTTP 409, a `Retryable`) and the writer's retry layer backs off.
 */
const once = (clients: number, schedule: Schedule.Schedule<unknown, Failure.AgentFailure>, seed: string) =>
  Effect.gen(function*() {
    const world = Random.make(`${seed}/world`)
    const hop = Effect.flatMap(gaussian(world), (z) => Effect.sleep(Duration.millis(Math.abs(10 + 2 * z))))
    let version = 0
    let calls = 0
    const write = Effect.gen(function*() {
      yield* hop
      const read = version
      yield* hop
      yield* hop
      calls++
      const ok = version === read
      if (ok) version++
      yield* hop
      if (!ok) return yield* Effect.fail(conflict)
    })
    // The schedules of the experiment never stop: a writer that gave up would be a bug here.
    const writer = Effect.orDie(Retry.retry(write, { schedule, layer: "occ" }))
    yield* Effect.forEach(Array.from({ length: clients }, () => writer), (w) => w, {
      concurrency: "unbounded",
      discard: true
    })
    return { calls, time: yield* Clock.currentTimeMillis }
  }).pipe(Effect.withRandom(Random.make(`${seed}/jitter`)))

const algorithmsExpected = "a list of { name, schedule }, such as Simulate.awsAlgorithms(5, 2000) or some of them"

/** Checked when the experiment is called: a name alone ("full") would die when the run reads its `schedule`. */
const checkAlgorithms = (algorithms: ReadonlyArray<Algorithm>): ReadonlyArray<Algorithm> => {
  if (!Array.isArray(algorithms)) throw new options.InvalidOptionError("algorithms", algorithms, algorithmsExpected)
  algorithms.forEach((algorithm: Algorithm, i) => {
    const option = `algorithms[${i}]`
    const expected = "an algorithm { name, schedule }, such as one of Simulate.awsAlgorithms(5, 2000)"
    if (options.object(option, algorithm, expected) === undefined) {
      throw new options.InvalidOptionError(option, algorithm, expected)
    }
    if (typeof algorithm.name !== "string") {
      throw new options.InvalidOptionError(`${option}.name`, algorithm.name, "a name (a string)")
    }
    if (!Schedule.isSchedule(algorithm.schedule)) {
      throw new options.InvalidOptionError(`${option}.schedule`, algorithm.schedule, "a Schedule")
    }
  })
  return algorithms
}

/** @internal */
export const experiment = (input?: AwsOptions): Effect.Effect<ReadonlyArray<AwsResult>> => {
  const given = options.object(
    "options",
    input,
    "awsExperiment's options, an object such as { clients: 100, runs: 20 }"
  )
  if (given !== undefined) options.knownKeys("", given, awsKeys)
  const clients = options.number("clients", options.given(input?.clients, 100), { min: 1, integer: true })
  const runs = options.number("runs", options.given(input?.runs, 20), { min: 1, integer: true })
  const seed = options.number("seed", options.given(input?.seed, 1), { integer: true })
  const base = Duration.toMillis(options.duration("base", options.given(input?.base, "5 millis")))
  const cap = Duration.toMillis(options.duration("cap", options.given(input?.cap, "2 seconds")))
  const algorithms = input?.algorithms === undefined ? awsAlgorithms(base, cap) : checkAlgorithms(input.algorithms)
  return Effect.forEach(algorithms, ({ name, schedule }) =>
    Effect.gen(function*() {
      let calls = 0
      let time = 0
      for (let r = 0; r < runs; r++) {
        const result = yield* runVirtual(once(clients, schedule, `aws/${seed}/${r}`))
        if (Exit.isFailure(result.exit)) return yield* Effect.failCause(result.exit.cause)
        calls += result.exit.value.calls
        time += result.exit.value.time
      }
      return { name, calls: calls / runs, time: time / runs }
    }))
}
