import * as Duration from "effect/Duration"
import * as Schedule from "effect/Schedule"
import type * as CircuitBreaker from "../CircuitBreaker.js"
import * as Failure from "../Failure.js"
import * as Options from "./options.js"

/** @internal */
export interface Config {
  readonly name: string
  readonly consecutiveFailures: number | undefined
  readonly failureRatio: number | undefined
  readonly samplingMillis: number
  readonly minimumThroughput: number
  readonly samplingBuckets: number
  readonly slowCallMillis: number | undefined
  readonly openDuration: Schedule.Schedule<unknown, unknown>
  readonly halfOpenProbes: number
  /** How long a probe may run before it is written off and its round fails; undefined: no bound. */
  readonly halfOpenTimeoutMillis: number | undefined
  readonly successThreshold: number
  readonly isFailure: (failure: CircuitBreaker.Judged) => boolean
  readonly isolateOnPermanent: boolean
  /** The window an open rejection's `retryAfter` is spread over; undefined: a share of the open duration. */
  readonly rejectionJitterMillis: number | undefined
  /** Whether a successful call in Closed has anything to record besides resetting the run. */
}

const defaultIsFailure = (failure: CircuitBreaker.Judged): boolean =>
  Failure.isRetryable(failure) || Failure.isExhausted(failure)

const overloaded = /overloaded/i

/** @internal */
export const isOverload = (failure: CircuitBreaker.Judged): boolean => {
  const last = Failure.isExhausted(failure) ? failure.last : failure
  return Failure.isRetryable(last) &&
    (last.status === 429 || last.status === 529 || overloaded.test(last.reason))
}

/** @internal */
export const isOutage = (failure: CircuitBreaker.Judged): boolean => defaultIsFailure(failure) && !isOverload(failure)

const integer = (option: string, value: number | undefined, fallback: number, min = 1, max?: number): number =>
  value === undefined
    ? fallback
    : Options.number(option, value, max === undefined ? { min, integer: true } : { min, max, integer: true })

/**
 * The most buckets a failure-ratio window may have. The window keeps three arrays of this length for the breaker's
 * life and sums all of them at every counted failure, so the count is memory and time per call: 1e9 ran out of heap.
 * 1000 already slices the default 30 s window into 30 ms steps, finer than a breaker's decision needs (Polly and
 * resilience4j use 10 and one per second); a thousand cells cost about 24 KB.
 */
const MAX_SAMPLING_BUCKETS = 1000

/** @internal */
export const optionKeys: ReadonlyArray<keyof CircuitBreaker.Options> = [
  "name",
  "consecutiveFailures",
  "failureRatio",
  "samplingDuration",
  "minimumThroughput",
  "samplingBuckets",
  "slowCallThreshold",
  "openDuration",
  "halfOpenProbes",
  "halfOpenTimeout",
  "successThreshold",
  "isFailure",
  "rejectionJitter",
  "isolateOnPermanent",
  "restore"
]

/**
 * Checks every option and resolves the defaults. Throws `InvalidOptionError` naming the option. `keys`: the options
 * the caller takes (a keyed family's add `maxKeys`).
 * @internal
 */
export const resolve = (raw?: CircuitBreaker.Options, keys: ReadonlyArray<string> = optionKeys): Config => {
  // `make("x")` read as no options gave every default, and `make(null)` a TypeError.
  const options = Options.object("options", raw, "an object such as { consecutiveFailures: 5 }") ?? {}
  // `consecutiveFailure: 3` left the default of 5
  Options.knownKeys("", options, keys)
  const name = Options.name("name", options.name, "circuit-breaker", "openai")
  const failureRatio = options.failureRatio === undefined
    ? undefined
    : Options.number("failureRatio", options.failureRatio, { min: 0, minExclusive: true, max: 1 })
  const consecutiveFailures = options.consecutiveFailures === undefined
    ? (failureRatio === undefined ? 5 : undefined)
    : integer("consecutiveFailures", options.consecutiveFailures, 1)
  const samplingMillis = Duration.toMillis(
    Options.duration("samplingDuration", Options.given(options.samplingDuration, "30 seconds"), { allowZero: false })
  )
  const minimumThroughput = integer("minimumThroughput", options.minimumThroughput, 10)
  const samplingBuckets = integer("samplingBuckets", options.samplingBuckets, 10, 1, MAX_SAMPLING_BUCKETS)
  const slowCallMillis = options.slowCallThreshold === undefined
    ? undefined
    : Duration.toMillis(Options.duration("slowCallThreshold", options.slowCallThreshold, { allowZero: false }))
  const halfOpenProbes = integer("halfOpenProbes", options.halfOpenProbes, 1)
  const halfOpenTimeoutMillis = halfOpenTimeout(options.halfOpenTimeout)
  const successThreshold = options.successThreshold === undefined
    ? halfOpenProbes
    : Options.number("successThreshold", options.successThreshold, { min: 1, max: halfOpenProbes, integer: true })
  const isolateOnPermanent = Options.boolean("isolateOnPermanent", options.isolateOnPermanent, false)
  const rejectionJitterMillis = options.rejectionJitter === undefined
    ? undefined
    : Duration.toMillis(Options.duration("rejectionJitter", options.rejectionJitter))
  const isFailure = Options.given(options.isFailure, defaultIsFailure)
  if (typeof isFailure !== "function") {
    throw new Options.InvalidOptionError("isFailure", isFailure, "a predicate")
  }
  return {
    name,
    consecutiveFailures,
    failureRatio,
    samplingMillis,
    minimumThroughput,
    samplingBuckets,
    slowCallMillis,
    openDuration: openDuration(options.openDuration),
    halfOpenProbes,
    halfOpenTimeoutMillis,
    successThreshold,
    isFailure,
    isolateOnPermanent,
    rejectionJitterMillis
  }
}

const openDuration = (
  input: Duration.DurationInput | Schedule.Schedule<unknown, unknown> | undefined
): Schedule.Schedule<unknown, unknown> =>
  Schedule.isSchedule(input)
    ? input as Schedule.Schedule<unknown, unknown>
    : Schedule.spaced(Options.duration("openDuration", Options.given(input, "30 seconds")))

/**
 * Zero is refused rather than read as "no bound": a bound of zero would write off every probe as it starts, so the
 * breaker could never close. No bound is the option left out, or an infinite duration (to override a spread default).
 */
const halfOpenTimeout = (input: Duration.DurationInput | undefined): number | undefined => {
  if (input === undefined) return undefined
  const bound = Options.duration("halfOpenTimeout", input, { allowZero: false, allowInfinite: true })
  return Duration.isFinite(bound) ? Duration.toMillis(bound) : undefined
}
