import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FiberRef from "effect/FiberRef"
import * as Random from "effect/Random"
import * as Schedule from "effect/Schedule"
import * as ScheduleDecision from "effect/ScheduleDecision"
import * as Interval from "effect/ScheduleInterval"
import * as Intervals from "effect/ScheduleIntervals"
import * as Failure from "../Failure.js"
import { isBrokenCircuit } from "./circuitBreakerModel.js"
import { durationOf } from "./durationJson.js"
import { formatMillis } from "./failure.js"
import * as options from "./options.js"
import { MAX_TIMER_MILLIS } from "./sleep.js"

/**
 * A delay within what any schedule of this module produces, at most the largest timeout a JS timer accepts:
 * Effect's live clock treats longer sleeps as "never", so anything above is clamped here instead of
 * silently turning a retry into a hang (and Infinity × 0 into NaN).
 *
 * @internal
 */
export const clampMillis = (millis: number): number =>
  Number.isNaN(millis) ? MAX_TIMER_MILLIS : Math.min(Math.max(millis, 0), MAX_TIMER_MILLIS)

type Decision = ScheduleDecision.ScheduleDecision
type Step<S, Out, In, R> = (now: number, input: In, state: S) => Effect.Effect<readonly [S, Out, Decision], never, R>

const delayOf = (now: number, decision: Decision): number =>
  clampMillis(Intervals.start((decision as ScheduleDecision.Continue).intervals) - now)

const continueAfter = (now: number, millis: number): Decision =>
  ScheduleDecision.continueWith(Interval.after(now + millis))

/**
 * Wraps `self` with extra state `X`, seeing each step's delay (in millis) and choosing the next
 * delay, or `undefined` to stop. Every combinator of this module is one of these.
 */
const wrap = <S, Out, In, R, X, R2 = never>(
  self: Schedule.Schedule<Out, In, R>,
  extra: X,
  f: (
    delay: number,
    input: In,
    extra: X,
    out: Out,
    now: number
  ) => Effect.Effect<readonly [X, number | undefined], never, R2>,
  around: (step: Effect.Effect<readonly [S, Out, Decision], never, R>) => Effect.Effect<
    readonly [S, Out, Decision],
    never,
    R
  > = (step) => step
): Schedule.Schedule<Out, In, R | R2> => {
  const step = self.step as Step<S, Out, In, R>
  return Schedule.makeWithState<readonly [S, X], In, Out, R | R2>(
    [self.initial as S, extra] as const,
    (now, input, [state, x]) =>
      Effect.flatMap(around(step(now, input, state)), ([next, out, decision]) =>
        ScheduleDecision.isDone(decision)
          ? Effect.succeed([[next, x] as const, out, decision] as const)
          : Effect.map(f(delayOf(now, decision), input, x, out, now), ([x2, delay]) =>
            [
              [next, x2] as const,
              out,
              delay === undefined ? ScheduleDecision.done : continueAfter(now, clampMillis(delay))
            ] as const))
  )
}

/**
 * Validates a duration option. `Duration.decode` turns negative and NaN numbers into zero, so
 * those are rejected on the raw input before decoding.
 *
 * @internal
 */
export const durationOption = (name: string, input: Duration.DurationInput): number =>
  Duration.toMillis(options.duration(name, input))

/**
 * Validates a limit (a cap, a budget, the longest hint honoured): `Duration.infinity` is no limit, as an infinite timeout
 * is no timeout. `make` requires `cap` and `budget`: "no budget" could only be spelt as some large finite one.
 *
 * @internal
 */
export const limitOption = (name: string, input: Duration.DurationInput): number =>
  Duration.toMillis(options.duration(name, input, { allowInfinite: true }))

/** @internal */
export const exponential = (
  base: Duration.DurationInput,
  factor = 2
): Schedule.Schedule<Duration.Duration, Failure.AgentFailure> => {
  const baseMillis = durationOption("base", base)
  if (!Number.isFinite(factor)) throw new options.InvalidOptionError("factor", factor, "a finite number, at least 1")
  options.number("factor", factor, { min: 1 })
  return Schedule.makeWithState<number, Failure.AgentFailure, Duration.Duration>(0, (now, _, n) => {
    // A zero base stays zero: 0 × factorⁿ is NaN once factorⁿ overflows (after ~1 000 attempts at 2).
    const millis = baseMillis === 0 ? 0 : clampMillis(baseMillis * factor ** n)
    return Effect.succeed([n + 1, Duration.millis(millis), continueAfter(now, millis)] as const)
  })
}

/** Polly's factor smoothing the first delay of DecorrelatedJitterV2. */
const pollyPFactor = 4.0

/** Polly's scaling of DecorrelatedJitterV2, putting the median delays near whole multiples of the initial delay. */
const pollyScaling = 1 / 1.4

/**
 * Polly's "DecorrelatedJitterV2" as cockatiel's `decorrelatedJitterGenerator` computes it: the n-th delay is
 * `(f(n + r) − f(n − 1 + r′)) · initial / 1.4`, with `f(t) = exponentᵗ · tanh(√(4t))` and one draw `r` per delay, so that
 * the median delays sit near `initial`, `initial·exponent`, …, while consecutive delays stay decorrelated. The same
 * operations in the same order as cockatiel, so that the same draws give the same delays.
 *
 * @internal
 */
export const decorrelatedJitterV2 = (
  initial: Duration.DurationInput,
  exponent = 2
): Schedule.Schedule<Duration.Duration, Failure.AgentFailure> => {
  const initialMillis = durationOption("initial", initial)
  if (!Number.isFinite(exponent)) {
    throw new options.InvalidOptionError("exponent", exponent, "a finite number, at least 1")
  }
  options.number("exponent", exponent, { min: 1 })
  return Schedule.makeWithState<readonly [number, number], Failure.AgentFailure, Duration.Duration>(
    [0, 0],
    (now, _, [attempt, previous]) =>
      Effect.map(Random.next, (r) => {
        const t = attempt + r
        const next = Math.pow(exponent, t) * Math.tanh(Math.sqrt(pollyPFactor * t))
        const intrinsic = Number.isFinite(next) ? Math.max(0, next - previous) : Number.POSITIVE_INFINITY
        // a zero initial delay stays zero: Infinity × 0 is NaN once the formula overflows
        const millis = initialMillis === 0 ? 0 : clampMillis(intrinsic * pollyScaling * initialMillis)
        return [[attempt + 1, next] as const, Duration.millis(millis), continueAfter(now, millis)] as const
      })
  )
}

/**
 * The cap of the innermost enclosing `capped`, read by `jittered` so that it randomises below the
 * cap (AWS applies the cap before the random draw) instead of piling every late delay onto it.
 */
const currentCap = FiberRef.unsafeMake(MAX_TIMER_MILLIS)

/**
 * Where a retry layer running a schedule step (`Retry.retry`) collects why the schedule stopped, when one of this
 * module's combinators stopped it for a reason the attempts do not show (a server's hint above the max, the schedule's
 * own budget of waiting): the layer's `Exhausted` names it in `stoppedBy`. A cell the layer passes in for one step,
 * rather than a value set on the fiber, so that nothing is left on a fiber that runs the schedule with `Effect.retry`.
 * @internal
 */
export const stopNote = FiberRef.unsafeMake<{ reason: string | undefined } | undefined>(undefined)

const stopping = <X>(reason: string, extra: X): Effect.Effect<readonly [X, undefined]> =>
  Effect.map(FiberRef.get(stopNote), (note) => {
    if (note !== undefined) note.reason = reason
    return [extra, undefined] as const
  })

/**
 * The cap every delay of a schedule already respects, for the schedules of this module that keep one
 * (`capped`, and `jittered`, `maxRetries`, `budgeted`, `onlyRetryable` around a capped schedule). A
 * `jittered` outside a `capped` cannot see `currentCap` (it steps outside it), so it reads this one
 * and clamps to it: `capped`'s "no delay above max, jitter included" then holds in either order.
 * `respectRetryAfter` does not keep it: a hint outside a cap is meant to exceed it.
 */
const caps = new WeakMap<Schedule.Schedule<any, any, any>, number>()

const capOf = (self: Schedule.Schedule<any, any, any>): number => caps.get(self) ?? MAX_TIMER_MILLIS

const keepingCap = <S extends Schedule.Schedule<any, any, any>>(schedule: S, cap: number): S => {
  if (cap < MAX_TIMER_MILLIS) caps.set(schedule, cap)
  return schedule
}

/** @internal */
export const capped = <Out, In, R>(self: Schedule.Schedule<Out, In, R>, max: number): Schedule.Schedule<Out, In, R> =>
  keepingCap(
    wrap(
      self,
      undefined,
      (delay) => Effect.succeed([undefined, Math.min(delay, max)] as const),
      (step) => Effect.locallyWith(step, currentCap, (cap) => Math.min(cap, max))
    ),
    Math.min(max, capOf(self))
  )

/** @internal */
export type JitterKind = "full" | "equal" | "decorrelated" | "proportional"

/** @internal */
export interface JitterOptions {
  readonly kind?: JitterKind | undefined
  readonly ratio?: number | undefined
}

const defaultRatio: Record<JitterKind, number | undefined> = {
  full: undefined,
  equal: 0.5,
  decorrelated: undefined,
  proportional: 0.2
}

const jitterKeys: ReadonlyArray<keyof JitterOptions> = ["kind", "ratio"]

/**
 * Checks the options of `jittered`. `at` names them where they are a field of other options (`jitter` in `backoff` and
 * `make`): the object itself is then `jitter` and its fields `jitter.kind`, `jitter.ratio`, as the caller wrote them.
 * Without it the object is jittered's argument, `options`, and its fields `kind` and `ratio`.
 *
 * @internal
 */
export const jitterOptions = (
  raw: JitterOptions | undefined,
  at?: string
): { readonly kind: JitterKind; readonly ratio: number } => {
  const field = (name: string) => at === undefined ? name : `${at}.${name}`
  // `jittered("full")`, `jittered(true)`: read field by field, these had no kind and gave decorrelated jitter.
  const input = options.object(at ?? "options", raw, "an object such as { kind: \"full\" }")
  if (input !== undefined) options.knownKeys(at ?? "", input, jitterKeys)
  // Only a missing kind takes the default: `null` is no kind, not a request for decorrelated jitter.
  const kind = input?.kind === undefined ? "decorrelated" : input.kind
  if (typeof kind !== "string" || !Object.prototype.hasOwnProperty.call(defaultRatio, kind)) {
    throw new options.InvalidOptionError(
      field("kind"),
      kind,
      "one of \"full\", \"equal\", \"decorrelated\", \"proportional\""
    )
  }
  const fallback = defaultRatio[kind]
  if (input?.ratio !== undefined && fallback === undefined) {
    throw new options.InvalidOptionError(field("ratio"), input.ratio, `no ratio: "${kind}" jitter has none`)
  }
  const ratio = input?.ratio === undefined
    ? fallback ?? 0
    : options.number(field("ratio"), input.ratio, { min: 0, max: 1 })
  return { kind, ratio }
}

interface Decorrelated {
  readonly base: number | undefined
  readonly previous: number | undefined
}

/** @internal */
export const jittered = <Out, In, R>(
  self: Schedule.Schedule<Out, In, R>,
  jitter: { readonly kind: JitterKind; readonly ratio: number }
): Schedule.Schedule<Out, In, R> => {
  const { kind, ratio } = jitter
  const inner = capOf(self)
  // The cap of an enclosing `capped` or of one inside `self`, whichever is lower.
  const capNow = Effect.map(FiberRef.get(currentCap), (cap) => Math.min(cap, inner))
  if (kind === "decorrelated") {
    return keepingCap(
      wrap(
        self,
        { base: undefined, previous: undefined } as Decorrelated,
        (delay, _, state) =>
          Effect.zipWith(capNow, Random.next, (cap, r) => {
            // AWS: sleep = min(cap, random(base, sleep * 3)), starting from sleep = base. A base of zero (a schedule
            // whose first delay is none, such as an immediate first retry) is no base: taken as it was, every later
            // delay was zero too, whatever the wrapped schedule asked; the walk starts at its first delay above zero.
            const base = Math.min(state.base || delay, cap)
            const upper = clampMillis((state.previous || base) * 3)
            const next = Math.min(cap, clampMillis(base + r * (upper - base)))
            return [{ base, previous: next }, next] as const
          })
      ),
      inner
    )
  }
  return keepingCap(
    wrap(self, undefined, (delay) =>
      Effect.zipWith(capNow, Random.next, (cap, r) => {
        const d = Math.min(delay, cap)
        switch (kind) {
          case "full":
            return [undefined, d * r] as const
          case "equal":
            return [undefined, d * (1 - ratio * r)] as const
          case "proportional":
            return [undefined, Math.min(cap, d * (1 + ratio * (2 * r - 1)))] as const
        }
      })),
    inner
  )
}

/** @internal */
export const maxRetries = <Out, In, R>(self: Schedule.Schedule<Out, In, R>, n: number): Schedule.Schedule<Out, In, R> =>
  keepingCap(
    wrap(self, 0, (delay, _, retries) => Effect.succeed([retries + 1, retries < n ? delay : undefined] as const)),
    capOf(self)
  )

/** A `budgeted` schedule's state once it has stopped (the waiting it counts is finite). */
const SPENT = Number.POSITIVE_INFINITY

/** @internal */
export const budgeted = <Out, In, R>(
  self: Schedule.Schedule<Out, In, R>,
  total: number
): Schedule.Schedule<Out, In, R> =>
  keepingCap(
    wrap(
      self,
      0,
      (delay, _, spent) =>
        // Stopped already: stepped on inside `Schedule.union` with a schedule that goes on, it would write its reason
        // again on every later step, and the layer, stopped in the end by the other half, would blame this budget.
        spent === SPENT
          ? Effect.succeed([SPENT, undefined] as const)
          : spent + delay > total
          ? stopping(
            `the next delay of ${formatMillis(delay)} would take the waiting past the schedule's budget of ${
              formatMillis(total)
            } (${formatMillis(spent)} waited)`,
            SPENT
          )
          : Effect.succeed([spent + delay, delay] as const)
    ),
    capOf(self)
  )

/** @internal */
export interface RetryAfterOptions {
  readonly max?: Duration.DurationInput | undefined
  readonly onAboveMax?: "stop" | "ignore" | undefined
  readonly replace?: boolean | undefined
}

const retryAfterKeys: ReadonlyArray<keyof RetryAfterOptions> = ["max", "onAboveMax", "replace"]

/** @internal */
export const retryAfterOptions = (raw: RetryAfterOptions | undefined) => {
  // `respectRetryAfter(s, "1 minute")` failed naming "replace" (String.prototype.replace), and `60000` or the data-last
  // `respectRetryAfter(false)` passed as no options, hints honoured without a max: the argument itself is named.
  const input = options.object("options", raw, "an object such as { max: \"1 minute\" }")
  // `{ maximum: "10 seconds" }` honoured every hint, however long
  if (input !== undefined) options.knownKeys("", input, retryAfterKeys)
  // only a missing one takes the default: `null` is no choice of the two
  const onAboveMax = input?.onAboveMax === undefined ? "stop" : input.onAboveMax
  if (onAboveMax !== "stop" && onAboveMax !== "ignore") {
    throw new options.InvalidOptionError("onAboveMax", onAboveMax, "\"stop\" or \"ignore\"")
  }
  return {
    // `Duration.infinity` says "no limit", as leaving `max` out does.
    max: input?.max === undefined ? Number.POSITIVE_INFINITY : limitOption("max", input.max),
    onAboveMax,
    replace: options.boolean("replace", input?.replace, false)
  } as const
}

const hintMillis = (input: unknown): number | undefined => {
  if (!Failure.isRetryable(input)) return undefined
  // also the wait of a Retryable known by its shape (through JSON), which holds a Duration's JSON
  const retryAfter = durationOf(input.retryAfter)
  return retryAfter === undefined ? undefined : clampMillis(Duration.toMillis(retryAfter))
}

/**
 * Who gave the hint, as a stop reason names it. An open breaker's rejection carries its own (the time until its next
 * probe): blaming "the server's retry-after" for it sent readers to look for a header the server never sent. Any other
 * hint may be a server's or the caller's own `Retryable`, so it is named only as a hint.
 */
const hintSource = (input: unknown): string => {
  const cause = (input as Failure.Retryable).cause
  return isBrokenCircuit(cause)
    ? `circuit breaker ${JSON.stringify(cause.breaker)}'s retry-after (its next probe)`
    : "the retry-after hint"
}

/** @internal */
export const respectRetryAfter = <Out, In, R>(
  self: Schedule.Schedule<Out, In, R>,
  { max, onAboveMax, replace }: ReturnType<typeof retryAfterOptions>
): Schedule.Schedule<Out, In & Failure.AgentFailure, R> =>
  wrap(self as Schedule.Schedule<Out, In & Failure.AgentFailure, R>, undefined, (delay, input) => {
    const hint = hintMillis(input)
    if (hint === undefined) return Effect.succeed([undefined, delay] as const)
    if (hint > max) {
      return onAboveMax === "stop"
        ? stopping(
          // a hint is kept below the longest sleep: one at that bound was longer (a date decades ahead of the clock)
          `${hintSource(input)} of ${hint >= MAX_TIMER_MILLIS ? "more than " : ""}${formatMillis(hint)} is above the ` +
            `max of ${formatMillis(max)}`,
          undefined
        )
        : Effect.succeed([undefined, delay] as const)
    }
    return Effect.succeed([undefined, replace ? hint : Math.max(delay, hint)] as const)
  })

/** @internal */
export const onlyRetryable = <Out, In, R>(
  self: Schedule.Schedule<Out, In, R>
): Schedule.Schedule<Out, In & Failure.AgentFailure, R> =>
  keepingCap(
    Schedule.whileInput(self as Schedule.Schedule<Out, In & Failure.AgentFailure, R>, Failure.isRetryable),
    capOf(self)
  )

/** @internal */
export interface DelaysOptions {
  readonly now?: number | undefined
}

/**
 * Checks the options of `delays` when it is called. `now` is a start time in epoch milliseconds: NaN made every
 * decision NaN (each delay clamped to the longest timer, 24 days) and `"0"` concatenated the delays onto it as text.
 *
 * @internal
 */
export const delaysOptions = (raw: DelaysOptions | undefined): DelaysOptions | undefined => {
  const input = options.object("options", raw, "an object such as { now: 0 }")
  if (input !== undefined) options.knownKeys("", input, ["now"])
  if (input?.now !== undefined && (typeof input.now !== "number" || !Number.isFinite(input.now))) {
    throw new options.InvalidOptionError("now", input.now, "a finite number of milliseconds, such as 0")
  }
  return input
}

/**
 * Checks the inputs of `delays` when it is called: a number or `null` died only when the effect ran ("is not iterable").
 * @internal
 */
export const delaysInputs = <In>(inputs: Iterable<In>): Iterable<In> => {
  if (typeof (inputs as { [Symbol.iterator]?: unknown } | null | undefined)?.[Symbol.iterator] !== "function") {
    throw new options.InvalidOptionError("inputs", inputs, "an iterable of failures, such as an array")
  }
  return inputs
}

/** @internal */
export const delays = <Out, In, R>(
  self: Schedule.Schedule<Out, In, R>,
  inputs: Iterable<In>,
  options?: DelaysOptions
): Effect.Effect<Array<Duration.Duration>, never, R> =>
  Effect.gen(function*() {
    let now = options?.now ?? (yield* Clock.currentTimeMillis)
    let state = self.initial
    const out: Array<Duration.Duration> = []
    for (const input of inputs) {
      const [next, , decision] = yield* self.step(now, input, state)
      if (ScheduleDecision.isDone(decision)) break
      const delay = delayOf(now, decision)
      out.push(Duration.millis(delay))
      state = next
      now += delay
    }
    return out
  })

/**
 * `dual` for combinators whose options are validated when the combinator is called, in both forms:
 * the data-last form validates before it returns the function that takes the schedule.
 *
 * @internal
 */
export const combinator = <V>(
  validate: (...args: Array<any>) => V,
  apply: (self: Schedule.Schedule<any, any, any>, v: V) => any
): any =>
  function(...args: Array<any>) {
    if (Schedule.isSchedule(args[0])) {
      const [self, ...rest] = args
      return apply(self as Schedule.Schedule<any, any, any>, validate(...rest))
    }
    const v = validate(...args)
    return (self: Schedule.Schedule<any, any, any>) => apply(self, v)
  }
