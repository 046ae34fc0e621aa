import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Fiber from "effect/Fiber"
import * as FiberRef from "effect/FiberRef"
import * as LogLevel from "effect/LogLevel"
import * as Metric from "effect/Metric"
import * as MetricKey from "effect/MetricKey"
import * as MetricLabel from "effect/MetricLabel"
import * as Schedule from "effect/Schedule"
import * as ScheduleDecision from "effect/ScheduleDecision"
import * as ScheduleIntervals from "effect/ScheduleIntervals"
import type { YieldWrap } from "effect/Utils"
import { Classifier, type ClassifierService } from "../Classify.js"
import * as Failure from "../Failure.js"
import { type Budget, RetryBudget } from "../RetryBudget.js"
import { retryAfterOf, wrappedExhausted } from "./classify.js"
import { CurrentDeadline, type Deadline, isStopped, markStopped, stopReason } from "./deadline.js"
import { formatMillis } from "./failure.js"
import { FailureFrame, settled } from "./failureFrame.js"
import { makeExhausted, makeRetryable } from "./failureMakers.js"
import { ownRetryable } from "./failureShape.js"
import { boolean as booleanOption, InvalidOptionError, knownKeys, made, name as nameOption } from "./options.js"
import { Pending, pendingOf } from "./pendingOutcome.js"
import { refunds } from "./retryBudget.js"
import { stopNote } from "./retrySchedule.js"
import { type RetryWait, RetryWaits } from "./retryWait.js"
import { withoutCredentials } from "./sanitize.js"
import { sleepMillis } from "./sleep.js"
import { annotateCurrentSpan } from "./span.js"
import { neverSent, retriedGiveUp } from "./turnedAway.js"

/** @internal */
export interface CurrentAttemptId {
  readonly _: unique symbol
}

/** @internal */
export const CurrentAttempt: Context.Reference<CurrentAttemptId, number> = Context.Reference<CurrentAttemptId>()(
  "effect-resilience/Retry/CurrentAttempt",
  { defaultValue: () => 1 }
)

/**
 * Where a call stands in a budget's count. A budget counts each call once as a request, as its first attempt starts:
 * the outermost layer on the budget reports it, the first layer on the same budget that an attempt of it reaches takes
 * that request over, and each further layer the attempt reaches is a request of its own (one call in two layers is one
 * request; a turn of ten calls, each in its own layer, inside a session's layer is ten). A call an outer layer retries
 * is no new request. An attempt that succeeds is one success, the layer's nearest the call: a layer counts its
 * attempt's success only if the attempt reached no layer on the same budget. Failures and retries each layer reports
 * itself.
 */
interface Count {
  readonly budget: Budget
  /** Whether the call is an outer layer's retry, which is no new request (its retry was asked for). */
  readonly retried: boolean
  /** Whether the running attempt reached a layer on the same budget, nearer the call, which counts its success. */
  reached: boolean
  readonly outer: Count | undefined
  /** What the attempts see: this count, and the outer layers' for other budgets. */
  readonly counts: ReadonlyArray<Count>
}

/**
 * Set for the first attempt a layer runs inside an outer layer's retry, where it resets `CurrentAttempt` to 1: a layer
 * nearer the call then still knows the call is a retry, which is no new request for its budget, when no layer with a
 * budget in between (whose count would say so) marks it.
 */
class InsideRetry extends Context.Tag("effect-resilience/Retry/InsideRetry")<InsideRetry, true>() {}

/** The counts of the layers around an attempt, one per budget, the nearest. */
class BudgetCounts extends Context.Tag("effect-resilience/Retry/BudgetCounts")<BudgetCounts, ReadonlyArray<Count>>() {}

const countIn = (budget: Budget, around: ReadonlyArray<Count> | undefined, retried: boolean): Count => {
  const counts: Array<Count> = []
  const count: Count = {
    budget,
    // a layer's first attempt inside an outer layer's retry is one too, however deep
    retried: retried || (around?.some((c) => c.retried) ?? false),
    reached: false,
    outer: around?.find((c) => c.budget === budget),
    counts
  }
  counts.push(count)
  if (around !== undefined) { for (const c of around) if (c.budget !== budget) counts.push(c) }
  return count
}

/**
 * As a layer's first attempt starts: whether the call is a new request for the layer's budget. Decided (and reported)
 * here rather than when the attempt ends, so that calls in flight have made their deposits (a Finagle budget earns its
 * retries from the requests issued, the slow ones included).
 */
const isNewRequest = (count: Count): boolean => {
  const outer = count.outer
  // the outer layer's attempt reported its request (or was a retry): the first layer it reaches takes that over
  const takesOver = outer !== undefined && !outer.reached
  if (outer !== undefined) outer.reached = true
  return !count.retried && !takesOver
}

/**
 * Reports an attempt's success to `budget`: at once, or, for a stream handed to its consumer (its outcome pending, see
 * `PendingOutcome`), as the breaker counts it, when the stream ends. Reported at its first output, a stream that broke
 * off mid-answer refilled a token bucket as a success, and the failure the dependency had was never charged.
 */
const succeeded = (budget: Budget, value: unknown): Effect.Effect<void> =>
  pendingOf(value)?.defer((exit) => ended(budget, exit)) === true ? Effect.void : budget.onSuccess

/**
 * A stream's end, for the budget its first output's success was deferred to: a stream that completed (or whose consumer
 * stopped after its `finish`) is a success; one that broke off with a `Retryable` a failure, as a failed attempt in the
 * loop is (no retry is asked for: none can follow output). Other endings count neither, as in the loop: a consumer's
 * stop before the `finish`, a `Fatal` or a defect, and an inner layer's give-up, which that layer reported.
 */
const ended = (budget: Budget, exit: Exit.Exit<unknown, unknown>): Effect.Effect<void> => {
  if (Exit.isSuccess(exit)) return budget.onSuccess
  const failure = Cause.failureOption(exit.cause)
  if (failure._tag === "None" || !Failure.isRetryable(failure.value)) return Effect.void
  const broke = failure.value
  return Effect.zipRight(Effect.sync(() => reported(broke, budget)), budget.onFailure)
}

/**
 * The budgets a failure was reported to already: the `Exhausted` a layer gave up with (its attempts' failures), and the
 * `Retryable` a stream broke off with as it ended (see `ended`), the `last` of the `Exhausted` the stream then fails
 * with. An outer layer on such a budget that retries it (`retryExhausted`) charged it a second time: one break cost a
 * token bucket two tokens.
 */
const reportedTo = new WeakMap<Failure.Exhausted | Failure.Retryable, ReadonlyArray<Budget>>()

const reported = (failure: Failure.Exhausted | Failure.Retryable, budget: Budget): void => {
  reportedTo.set(failure, [...reportedTo.get(failure) ?? [], budget])
}

/** Whether the failures of an inner layer's `exhausted` were reported to `budget` already. */
const charged = (exhausted: Failure.Exhausted, budget: Budget): boolean =>
  reportedTo.get(exhausted)?.includes(budget) === true || reportedTo.get(exhausted.last)?.includes(budget) === true

/** @internal */
export interface Options<R> {
  readonly schedule: Schedule.Schedule<unknown, Failure.AgentFailure, R>
  readonly layer?: string | undefined
  readonly retryExhausted?: boolean | undefined
  readonly budget?: Budget | undefined
}

/** @internal */
export interface Attempts<A> {
  readonly value: A
  readonly attempts: number
  readonly failures: ReadonlyArray<Failure.Attempt>
}

const attempts = { name: "effect_resilience_retry_attempts", description: "attempts started by retry layers" }

const failures = { name: "effect_resilience_retry_failures", description: "failed attempts, by layer and tag" }
const retries = { name: "effect_resilience_retry_retries", description: "retries taken, by layer and tag" }
const giveUps = { name: "effect_resilience_retry_give_ups", description: "calls a retry layer failed, by tag" }

// Incremental, as every other counter of the library: `@effect/opentelemetry` exports a counter that is not as an
// UpDownCounter, a non-monotonic sum that Prometheus reads as a gauge, so `rate()` and `increase()` of retries, the
// first thing an operator graphs, read nothing sensible. The keys the layers update below are made with the same type:
// a key of another type is another series, which `Metric.value` of these metrics would never see.
const counterKey = (spec: { readonly name: string; readonly description: string }) =>
  MetricKey.counter(spec.name, { description: spec.description, incremental: true })

/** @internal */
export const metrics = {
  attempts: Metric.fromMetricKey(counterKey(attempts)),
  failures: Metric.fromMetricKey(counterKey(failures)),
  retries: Metric.fromMetricKey(counterKey(retries)),
  giveUps: Metric.fromMetricKey(counterKey(giveUps))
}

const specs = new Map<Metric.Metric.Counter<number>, { readonly name: string; readonly description: string }>([
  [metrics.failures, failures],
  [metrics.retries, retries],
  [metrics.giveUps, giveUps]
])

/** @internal */
export interface Config<R> {
  readonly schedule: Schedule.Schedule<unknown, Failure.AgentFailure, R>
  readonly layer: string
  readonly retryExhausted: boolean
  readonly budget: Budget | undefined
  // Built once per layer with the layer label inside the key: the fast path then updates a cached
  // metric hook instead of hashing a freshly tagged key on every call.
  readonly attemptsCounter: Metric.Metric.Counter<number>
}

const isBudget = (u: unknown): u is Budget =>
  typeof u === "object" && u !== null && "tryAcquire" in u && "onRequest" in u && "onSuccess" in u &&
  "onFailure" in u

// Layers are mostly built per call from the same literal (`Retry.retry({ schedule: standard, layer:
// "model" })` in a handler): the last valid options are remembered by their parts, so the same parts
// again skip the checks and share one config.
let last: Config<any> | undefined
let lastRetryExhausted: boolean | undefined
// as given: a layer left out is `undefined` here and "retry" in the config, so comparing with the config's missed
let lastLayer: string | undefined

/** @internal */
export const validate = <R>(options: Options<R>): Config<R> => {
  if (
    last !== undefined && typeof options === "object" && options !== null && options.schedule === last.schedule &&
    options.layer === lastLayer && options.retryExhausted === lastRetryExhausted && options.budget === last.budget &&
    onlyKnownKeys(options)
  ) {
    return last
  }
  const config = check(options)
  last = config
  lastRetryExhausted = options.retryExhausted
  lastLayer = options.layer
  return config
}

const optionKeys: ReadonlyArray<keyof Options<never>> = ["schedule", "layer", "retryExhausted", "budget"]

// A misspelt key beside parts equal to the last layer's (`{ schedule, layer: "model", budgett }` after
// `{ schedule, layer: "model" }`) would otherwise reuse its config unchecked, the budget silently absent.
const onlyKnownKeys = (options: object): boolean => {
  for (const key in options) {
    if (key !== "schedule" && key !== "layer" && key !== "retryExhausted" && key !== "budget") return false
  }
  return true
}

/** What a schedule given where options go is told: it belongs in them. @internal */
export const inOptions =
  "an object with the schedule in it, { schedule: RetrySchedule.standard }, not the Schedule itself"

const check = <R>(options: Options<R>): Config<R> => {
  // the effect where the options go (`Retry.retry(call)`, `call.pipe(Retry.retry)`) was read as options: its `_op`
  // was blamed as a misspelt option
  if (Effect.isEffect(options)) {
    throw new InvalidOptionError(
      "options",
      options,
      "an object with a schedule, e.g. { schedule: RetrySchedule.standard }, not the effect to retry (it goes first: " +
        "Retry.retry(effect, options), or effect.pipe(Retry.retry(options)))"
    )
  }
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionError(
      "options",
      options,
      "an object with a schedule, e.g. { schedule: RetrySchedule.standard }"
    )
  }
  // `Retry.retry(RetrySchedule.standard)`, as `Effect.retry` takes it: read as options, the schedule's own field was
  // blamed (`Invalid option "initial"`), a name the caller never wrote
  if (Schedule.isSchedule(options)) throw new InvalidOptionError("options", options, inOptions)
  // `budgett` ran the retries against the budget in scope, or none
  knownKeys("", options, optionKeys)
  if (!Schedule.isSchedule(options.schedule)) {
    throw new InvalidOptionError("schedule", options.schedule, "an Effect Schedule such as RetrySchedule.standard")
  }
  const layer = nameOption("layer", options.layer, "retry", "model")
  const retryExhausted = booleanOption("retryExhausted", options.retryExhausted, false)
  // `budget: RetryBudget.tokenBucket()`, the Effect that makes one, is told to run it first
  if (options.budget !== undefined) made("budget", options.budget, isBudget, "a RetryBudget.Budget")
  return {
    schedule: options.schedule,
    layer,
    retryExhausted,
    budget: options.budget,
    attemptsCounter: attemptsCounter(layer)
  }
}

// Layers are usually built where they are used (`call.pipe(Retry.retry({ … }))` in a handler), so a
// layer's counter is looked up by name: a fresh metric would hash its key into the registry on the
// first update of every call. Layer names are few; the bound only guards against names made per call.
const counters = new Map<string, Metric.Metric.Counter<number>>()
const maxCounters = 1024

const attemptsCounter = (layer: string): Metric.Metric.Counter<number> => {
  let counter = counters.get(layer)
  if (counter === undefined) {
    counter = Metric.fromMetricKey(counterKey(attempts).pipe(MetricKey.tagged("layer", layer)))
    if (counters.size >= maxCounters) counters.delete(counters.keys().next().value!)
    counters.set(layer, counter)
  }
  return counter
}

// Kept per label pair: a metric made afresh looks its key up in the registry on its first update.
const tagged = new Map<Metric.Metric.Counter<number>, Map<string, Metric.Metric.Counter<number>>>()

const counter = (base: Metric.Metric.Counter<number>, layer: string, tag: string): Metric.Metric.Counter<number> => {
  let byLabels = tagged.get(base)
  if (byLabels === undefined) tagged.set(base, byLabels = new Map())
  const key = `${layer}\u0000${tag}`
  let metric = byLabels.get(key)
  if (metric === undefined) {
    // The key `Metric.taggedWithLabels(base, [layer, tag])` updates, as a metric of its own: its hook
    // is then looked up once, where the tagged form looks it up (hashing the key) on every update.
    const spec = specs.get(base)!
    metric = Metric.fromMetricKey(
      counterKey(spec).pipe(
        MetricKey.taggedWithLabels([MetricLabel.make("layer", layer), MetricLabel.make("tag", tag)])
      )
    )
    if (byLabels.size >= maxCounters) byLabels.delete(byLabels.keys().next().value!)
    byLabels.set(key, metric)
  }
  return metric
}

/** Counts a call `layer` failed: after its attempts, or with none (a policy's bulkhead rejected it). @internal */
export const countGiveUp = (layer: string, tag: string): Effect.Effect<void> =>
  Metric.increment(counter(metrics.giveUps, layer, tag))

/** Counts a failed attempt of `layer`'s, one that failed outside its loop too (a stream, after its output). @internal */
export const countFailure = (layer: string, tag: string): Effect.Effect<void> =>
  Metric.increment(counter(metrics.failures, layer, tag))

const tagOf = (cause: Cause.Cause<unknown>): string =>
  Cause.isInterrupted(cause) ? "Interrupted" : Cause.isDie(cause) ? "Defect" : "Unknown"

/**
 * Like `dual(2, …)`, but the options are checked when the layer is built, also data-last: a
 * misconfigured `pipe(Retry.retry({ … }))` throws where it is written, not when it first runs.
 * @internal
 */
export const eager = <Out>(
  body: (self: Effect.Effect<any, any, any>, config: Config<any>) => Out
): any =>
  function(first: Options<any> | Effect.Effect<any, any, any>, second?: Options<any>) {
    if (arguments.length === 1) {
      const config = validate(first as Options<any>)
      return (self: Effect.Effect<any, any, any>) => body(self, config)
    }
    return body(first as Effect.Effect<any, any, any>, validate(second!))
  }

type Wrap<A, W> = (value: A, attempts: number, failures: ReadonlyArray<Failure.Attempt>) => W

const identity = <A>(value: A): A => value

/** @internal */
export const retry = <A, E, R, R2>(
  self: Effect.Effect<A, E, R>,
  config: Config<R2>
): Effect.Effect<A, Failure.RetryFailure, R | R2> => new FirstAttempt(self, config, undefined, undefined)

const withAttempts = <A>(value: A, attempts: number, failures: ReadonlyArray<Failure.Attempt>): Attempts<A> => ({
  value,
  attempts,
  failures
})

/** @internal */
export const retryWithAttempts = <A, E, R, R2>(
  self: Effect.Effect<A, E, R>,
  config: Config<R2>
): Effect.Effect<Attempts<A>, Failure.RetryFailure, R | R2> => new FirstAttempt(self, config, withAttempts, undefined)

/**
 * A guard that every attempt runs through (a closed circuit breaker, in a `Policy`), offering a
 * shortcut: while `admits()` holds as an attempt starts, the attempt may run unguarded, provided the
 * guard hears of its outcome: `onSuccess` synchronously as it succeeds (in the fiber that ran it, with
 * its value: a stream's leaves its outcome pending, see `PendingOutcome`),
 * `onFailure` before anything else happens with its failure. The retry layer's first attempt is then
 * one frame for both layers, with a handler for each outcome.
 * @internal
 */
export interface Guard {
  readonly admits: () => boolean
  readonly onSuccess: (value: unknown) => void
  readonly onFailure: (cause: Cause.Cause<unknown>) => Effect.Effect<void>
}

/**
 * `retry(guarded, config)` where `guarded` runs `self` through `guard`, with one failure handler
 * instead of two on the first attempt while the guard allows it.
 * @internal
 */
export const retryGuarded = <A, E, R, E2, R2>(
  self: Effect.Effect<A, E, R>,
  guarded: Effect.Effect<A, E2, R>,
  guard: Guard,
  config: Config<R2>
): Effect.Effect<A, Failure.RetryFailure, R | R2> => new FirstAttempt(guarded, config, undefined, { bare: self, guard })

/** The value of a first attempt that went through a guard's admission (see `FirstAttempt.onSuccess`). */
class Guarded {
  constructor(readonly value: unknown) {}
}

/** With a guard: `self` run unguarded, while the guard admits it (see Guard). */
interface Shortcut<A, R> {
  readonly bare: Effect.Effect<A, unknown, R>
  readonly guard: Guard
}

/**
 * The first attempt runs with nothing but a few reads of the fiber and a failure handler around it
 * (one frame, entered in one step): the schedule, the clock and the attempt log are set up only once
 * an attempt fails.
 */
class FirstAttempt<A, E, R, R2, W> extends FailureFrame<W, Failure.RetryFailure, R | R2> {
  // Built with the layer, not per run: a layer built once may run many times.
  readonly first: Effect.Effect<W, E, R>
  readonly wrap: Wrap<A, W>

  constructor(
    readonly self: Effect.Effect<A, E, R>,
    readonly config: Config<R2>,
    wrap: Wrap<A, W> | undefined,
    readonly shortcut: Shortcut<A, R> | undefined
  ) {
    // With a shortcut the frame hears of successes too: an unguarded attempt's success is the guard's.
    super(shortcut !== undefined)
    this.first = wrap === undefined
      ? self as unknown as Effect.Effect<W, E, R>
      : Effect.map(self, (a) => wrap(a, 1, []))
    this.wrap = wrap ?? (identity as unknown as Wrap<A, W>)
  }

  start(fiber: Fiber.RuntimeFiber<unknown, unknown>): Effect.Effect<W, unknown, R | R2> {
    const { config, first, shortcut } = this
    const context = fiber.currentContext
    config.attemptsCounter.unsafeUpdate(1, fiber.getFiberRef(FiberRef.currentMetricLabels))
    const budget: Budget | undefined = config.budget ?? context.unsafeMap.get(RetryBudget.key)
    // An outer layer retrying us has set its own attempt number; our first attempt is number 1.
    const outerAttempt: number | undefined = context.unsafeMap.get(CurrentAttempt.key)
    const nested = outerAttempt !== undefined && outerAttempt !== 1
    // A layer that retries nothing (a `Policy` without `retry`) has no attempts of its own to number: the call keeps
    // the outer layer's (a session's third attempt through "guards below" is the call's third, not its first).
    if (budget === undefined && (!nested || config.schedule === noRetry)) {
      // The common case, for which the frame exists: its outcome reaches onSuccess or onFailure as it is.
      if (shortcut === undefined) return first
      if (shortcut.guard.admits()) return shortcut.bare as unknown as Effect.Effect<W, unknown, R>
    }
    const path = this.guardedPath(fiber, budget, nested)
    // Its success is no unguarded attempt's: marked, so that onSuccess passes it on without telling the guard.
    return shortcut === undefined ? path : Effect.map(path, (w) => new Guarded(w) as unknown as W)
  }

  /** A first attempt with handlers of its own: an outer layer's, a budget's, or a guard's admission. */
  private guardedPath(fiber: Fiber.RuntimeFiber<unknown, unknown>, budget: Budget | undefined, nested: boolean) {
    const attempt = nested && this.config.schedule !== noRetry
      ? Effect.mapInputContext(
        this.first,
        (context: Context.Context<R>) =>
          Context.add(Context.add(context, CurrentAttempt, 1), InsideRetry, true) as Context.Context<R>
      )
      : this.first
    if (budget === undefined) {
      // Every failure of the attempt is handled here; only the handler's own reaches the frame.
      return Effect.catchAllCause(attempt, (cause) => settled(this.afterFirst(cause, undefined)))
    }
    // read only here, where a budget is counted: the path without one stays as it is
    const retried = nested || fiber.currentContext.unsafeMap.get(InsideRetry.key) === true
    const count = countIn(budget, fiber.currentContext.unsafeMap.get(BudgetCounts.key), retried)
    const counted = Effect.matchCauseEffect(Effect.provideService(attempt, BudgetCounts, count.counts), {
      onSuccess: (w) => count.reached ? Effect.succeed(w) : Effect.as(succeeded(budget, this.callValue(w)), w),
      onFailure: (cause) => this.afterFirst(cause, count)
    })
    return settled(isNewRequest(count) ? Effect.zipRight(budget.onRequest, counted) : counted)
  }

  /** The call's own value in `w`, which `retryWithAttempts` wraps with its attempts. */
  private callValue(w: W): unknown {
    return this.wrap === identity ? w : (w as unknown as Attempts<unknown>).value
  }

  /** The success of a run, with a shortcut: an unguarded attempt's is reported to the guard. */
  override onSuccess(value: unknown): Effect.Effect<W> {
    if (value instanceof Guarded) return Effect.succeed(value.value as W)
    this.shortcut!.guard.onSuccess(value)
    return Effect.succeed(value as W)
  }

  /** The failure of an unsettled start: the first attempt's, run unguarded when a guard is given. */
  onFailure(cause: Cause.Cause<unknown>): Effect.Effect<W, Failure.RetryFailure, R | R2> {
    return this.shortcut === undefined
      ? this.afterFirst(cause, undefined)
      : Effect.zipRight(this.shortcut.guard.onFailure(cause), this.afterFirst(cause, undefined))
  }

  /** `count`: the call's place in the layer's budget, when it has one. */
  private afterFirst(cause: Cause.Cause<unknown>, count: Count | undefined) {
    return afterFailure(this.self, this.config, this.wrap, cause as Cause.Cause<E>, count)
  }
}

type Verdict =
  // Unchanged: a cause without failures as it is, an inner layer's `Exhausted` as the same value (`tag` names it in the
  // metrics).
  | { readonly _tag: "PassThrough"; readonly tag: string; readonly cause: Cause.Cause<unknown> }
  | { readonly _tag: "Stop"; readonly failure: Failure.Fatal | Failure.Permanent | Failure.ContextOverflow }
  | {
    readonly _tag: "Retry"
    readonly failure: Failure.Retryable
    readonly tag: "Retryable" | "Exhausted"
    /** The inner layer's `Exhausted` retried (`retryExhausted`). */
    readonly exhausted?: Failure.Exhausted | undefined
    /** What the attempt failed with, as the classifier was given it. */
    readonly error?: unknown
  }

/** Lists an attempt, noting the inner layer's give-up it stands for when it retried one (`retriedGiveUp`). */
const listAttempt = (
  failures: Array<Failure.Attempt>,
  entry: Failure.Attempt,
  verdict: Extract<Verdict, { readonly _tag: "Retry" }>
): void => {
  if (verdict.exhausted !== undefined) retriedGiveUp(entry, verdict.exhausted)
  failures.push(entry)
}

const judge = (
  cause: Cause.Cause<unknown>,
  classifier: ClassifierService,
  retryExhausted: boolean
): Verdict => {
  const error = Cause.failureOption(cause)
  // Defects and interruptions alone are not the call's failures to retry: they pass through.
  if (error._tag === "None") return { _tag: "PassThrough", tag: tagOf(cause), cause }
  // A cause with a failure is judged by its failure, as `Effect.catchAll` and `Effect.retry` judge it: an interruption
  // beside it is a sibling's (`Effect.all` interrupts the others when one fails; this handler runs only while its own
  // fiber is not interrupted), a defect beside it a finalizer's that ran after the call had failed.
  // `Effect.fail` inside a span hands on a proxy of the failure (carrying the span): an inner layer's failure is looked
  // up as the object it made (a no-retry layer's `Exhausted`, the budget it charged, the `Fatal` a wrapped one became)
  const value = Cause.originalError(error.value)
  if (Failure.isExhausted(value)) {
    // An inner layer already spent its retries; retrying it again is what multiplies layers. One a deadline stopped
    // stays final: the deadline holds here too, and a retry now would go before the wait the inner layer could not end.
    return (retryExhausted || unretried.has(value)) && !isStopped(value)
      ? { _tag: "Retry", failure: ownRetryable(value.last), tag: "Exhausted", exhausted: value }
      : { _tag: "PassThrough", tag: "Exhausted", cause: Cause.fail(error.value) }
  }
  const failure = classifier.classify(value)
  // one known by its shape (through JSON: a worker's message) as the class's instance, its wait read from its JSON
  if (failure._tag === "Retryable") {
    return { _tag: "Retry", failure: ownRetryable(failure), tag: "Retryable", error: value }
  }
  // an inner layer's `Exhausted` the call wrapped in an error of its own (`new ToolFailed({ cause })`), which the
  // classifier keeps Fatal as it keeps the `Exhausted` itself
  const wrapped = failure._tag === "Fatal" ? wrappedExhausted.get(failure) : undefined
  const inner = wrapped === undefined ? undefined : Cause.originalError(wrapped)
  return inner !== undefined && Failure.isRetryable(inner.last) && (retryExhausted || unretried.has(inner)) &&
      !isStopped(inner)
    ? { _tag: "Retry", failure: ownRetryable(inner.last), tag: "Exhausted", exhausted: inner }
    // a failure classified already is handed on as it came, with the span it was failed in (`Cause.pretty` shows it)
    : { _tag: "Stop", failure: failure === value ? error.value as typeof failure : failure }
}

/**
 * The schedule of a layer that retries nothing by construction: a `Policy` without `retry` (guards under a session that
 * retries). Its `Exhausted` spent no retries, so an outer layer retrying it multiplies nothing; passed on, it silently
 * took every retry away from "guards below, retries above". Told apart by this schedule, not by one attempt: a
 * schedule that gives up at once on purpose (`Schedule.whileInput((f) => f.status !== 529)`) must stay final.
 * @internal
 */
export const noRetry: Schedule.Schedule<number, unknown> = Schedule.recurs(0)

/** The `Exhausted` failures of layers on {@link noRetry}, which an outer layer retries as their `last`. */
const unretried = new WeakSet<Failure.Exhausted>()

const afterFailure = <A, E, R, R2, W>(
  self: Effect.Effect<A, E, R>,
  config: Config<R2>,
  wrap: Wrap<A, W>,
  firstCause: Cause.Cause<E>,
  count: Count | undefined
): Effect.Effect<W, Failure.RetryFailure, R | R2> =>
  Effect.gen(function*() {
    const budget = count?.budget
    const classifier = yield* Classifier
    const { layer, schedule } = config
    const failures: Array<Failure.Attempt> = []
    // A budget that takes back a retry granted and never sent (see `refundable`): the retry is sent, and the grant
    // spent, as the call itself starts again.
    const refund = budget === undefined ? undefined : refunds.get(budget)
    const grant: Grant = { unspent: false }
    const call: Effect.Effect<A, E, R> = refund === undefined ? self : Effect.suspend(() => {
      grant.unspent = false
      return self
    })
    // layers nearer the call, in a retried attempt, find this layer's count as in the first one
    const rerun: Effect.Effect<A, E, R> = count === undefined
      ? call
      : Effect.provideService(call, BudgetCounts, count.counts)
    let state = schedule.initial
    let cause: Cause.Cause<E> = firstCause
    for (let attempt = 1;; attempt++) {
      const verdict = judge(cause, classifier, config.retryExhausted)
      if (verdict._tag === "PassThrough") {
        yield* countFailure(layer, verdict.tag)
        yield* countGiveUp(layer, verdict.tag)
        yield* annotateAttempts(layer, attempt)
        return yield* Effect.failCause(verdict.cause as Cause.Cause<never>)
      }
      // a retried inner `Exhausted` is counted as what the attempt failed with, not as the `Retryable` it is retried as
      yield* countFailure(layer, verdict._tag === "Retry" ? verdict.tag : verdict.failure._tag)
      if (verdict._tag === "Stop") {
        yield* countGiveUp(layer, verdict.failure._tag)
        yield* annotateAttempts(layer, attempt)
        return yield* Effect.fail(verdict.failure)
      }
      // an inner layer's Exhausted is no new failure for a budget that layer reported its attempts to, and a call a guard
      // turned away (see `neverSent`) none of the dependency's
      if (
        budget !== undefined && !(verdict.exhausted !== undefined && charged(verdict.exhausted, budget)) &&
        !neverSent(verdict.exhausted ?? verdict.failure)
      ) {
        yield* budget.onFailure
      }
      const now = yield* Clock.currentTimeMillis
      const failure = verdict.failure.retryAfter === undefined && verdict.error !== undefined
        ? placed(verdict.failure, verdict.error, now)
        : verdict.failure
      const note: { reason: string | undefined } = { reason: undefined }
      const [next, , decision] = yield* Effect.locally(schedule.step(now, failure, state), stopNote, note)
      state = next
      const giveUp = (stoppedBy: string | undefined, deadline?: Deadline) =>
        Effect.gen(function*() {
          listAttempt(failures, { attempt, failure }, verdict)
          yield* countGiveUp(layer, "Exhausted")
          yield* annotateAttempts(layer, attempt)
          const exhausted = makeExhausted({
            attempts: failures,
            last: failure,
            layer,
            ...(stoppedBy === undefined ? {} : { stoppedBy })
          })
          if (budget !== undefined) reported(exhausted, budget)
          if (schedule === noRetry) unretried.add(exhausted)
          if (deadline !== undefined) markStopped(exhausted, deadline)
          return yield* Effect.fail(exhausted)
        })
      if (ScheduleDecision.isDone(decision)) return yield* giveUp(note.reason)
      const delayMillis = Math.max(0, ScheduleIntervals.start(decision.intervals) - now)
      // Before the budget: a retry that will not happen takes none of it.
      const deadline = yield* CurrentDeadline
      const tooLate = stopReason(deadline, now, delayMillis)
      if (tooLate !== undefined) return yield* giveUp(tooLate, deadline)
      const watch = yield* RetryWaits
      const nextAttempt = attempt + 1
      let exit: Exit.Exit<A, E>
      if (refund === undefined) {
        if (budget !== undefined && !(yield* budget.tryAcquire)) {
          return yield* giveUp(`the retry budget ${budget.name} refused a retry`)
        }
        yield* toldOfRetry(layer, attempt, verdict, failure, failures, now, delayMillis, watch)
        // slept in pieces beyond the live clock's longest timer: RetrySchedule's combinators clamp their delays below
        // it, a plain Effect schedule's longer delay (`Schedule.spaced("30 days")`) would otherwise never end
        if (delayMillis > 0) yield* sleepMillis(delayMillis)
        yield* retryStarts(config, verdict.tag, nextAttempt, count, watch)
        exit = yield* Effect.exit(Effect.provideService(rerun, CurrentAttempt, nextAttempt))
      } else {
        // the same steps, under the handler that gives the grant back until the call starts again
        const retry = Effect.gen(function*() {
          yield* toldOfRetry(layer, attempt, verdict, failure, failures, now, delayMillis, watch)
          if (delayMillis > 0) yield* sleepMillis(delayMillis)
          yield* retryStarts(config, verdict.tag, nextAttempt, count, watch)
          return yield* Effect.exit(Effect.provideService(rerun, CurrentAttempt, nextAttempt))
        })
        const granted = yield* refundable(budget!.tryAcquire, grant, () => refund(now), retry)
        if (granted === undefined) return yield* giveUp(`the retry budget ${budget!.name} refused a retry`)
        exit = granted
      }
      if (Exit.isSuccess(exit)) {
        if (count !== undefined && !count.reached) yield* succeeded(count.budget, exit.value)
        handOver(exit.value, failures)
        return wrap(exit.value, attempt + 1, failures)
      }
      cause = exit.cause
    }
  })

/**
 * Steps of the loop in `afterFailure`, written apart so that a budget's refund can be armed around them: plain
 * generators that the loop's own delegates to (`yield*`), which cost it no frame, no fiber step and nothing held while
 * it waits (an `Effect.gen` of their own held ~1 KB more in each fiber waiting out a backoff).
 */
type Steps = Generator<YieldWrap<Effect.Effect<unknown>>, void, unknown>

/**
 * As a retry is granted, before its backoff: the debug line, and the durable turn's watch told of the wait (see
 * `RetryWaits`). The attempt goes into `failures` with its delay.
 */
function* toldOfRetry(
  layer: string,
  attempt: number,
  verdict: Extract<Verdict, { readonly _tag: "Retry" }>,
  failure: Failure.Retryable,
  failures: Array<Failure.Attempt>,
  now: number,
  delayMillis: number,
  watch: ((wait: RetryWait | undefined) => Effect.Effect<void>) | undefined
): Steps {
  listAttempt(failures, { attempt, failure, delay: Duration.millis(delayMillis) }, verdict)
  // The line and its annotations are built only when debug lines are logged: below the minimum
  // level, building them was a fifth of a retry's cost.
  if (LogLevel.lessThanEqual(yield* FiberRef.get(FiberRef.currentMinimumLogLevel), LogLevel.Debug)) {
    yield* Effect.logDebug(
      `${layer}: attempt ${attempt} failed with ${failedWith(verdict, failure)}; retrying in ${
        formatMillis(delayMillis)
      }`
    ).pipe(Effect.annotateLogs({ layer, attempt, tag: verdict.tag, delayMillis }))
  }
  if (delayMillis > 0 && watch !== undefined) {
    const attempts = failures.slice()
    yield* watch({
      until: now + delayMillis,
      failure: () =>
        makeExhausted({
          attempts,
          last: failure,
          layer,
          stoppedBy: `stopped during the wait of ${formatMillis(delayMillis)} before attempt ${attempt + 1}`
        })
    })
  }
}

/** As the retried attempt (number `next`) starts, after its backoff. */
function* retryStarts(
  config: Config<unknown>,
  tag: string,
  next: number,
  count: Count | undefined,
  watch: ((wait: RetryWait | undefined) => Effect.Effect<void>) | undefined
): Steps {
  // Also without a wait of its own: an inner layer's wait cut off (a timeout around it) is left told, and a stop in
  // this attempt would schedule the turn at that wait's end, long past.
  if (watch !== undefined) yield* watch(undefined)
  // Counted as the retry starts, with its attempt: a call interrupted during the backoff took none.
  yield* Metric.increment(counter(metrics.retries, config.layer, tag))
  config.attemptsCounter.unsafeUpdate(1, yield* FiberRef.get(FiberRef.currentMetricLabels))
  if (count !== undefined) count.reached = false
  // On the span as the attempt starts: a call interrupted from outside (a timeout around it) had no count there,
  // the trace an operator opens for a call that timed out. Not in a finalizer: an interrupt handler around the loop
  // held ~1.5 KB more in each fiber waiting out a backoff (bench/memory.ts: 6.6 KB became 8.1 KB).
  yield* annotateAttempts(config.layer, next)
}

/** Whether the retry a budget granted is still unsent: set with the grant, cleared as the call starts again. */
interface Grant {
  unspent: boolean
}

/**
 * A retry from a budget that takes back a retry it granted that never ran (a Finagle budget, see `refunds`): the grant
 * and the handler that gives it back are one uninterruptible step, and the retry is spent only as the call itself starts
 * again (which clears `grant.unspent`). The layer's steps in between (its metrics, its log line, the durable turn's
 * watch, the backoff) stay interruptible: a caller cut off at any of them, not only during the backoff's sleep, had its
 * withdrawal kept for a retry it never sent. `undefined`: the budget refused.
 */
const refundable = <X, R>(
  tryAcquire: Effect.Effect<boolean>,
  grant: Grant,
  refund: () => Effect.Effect<void>,
  retry: Effect.Effect<X, never, R>
): Effect.Effect<X | undefined, never, R> =>
  Effect.uninterruptibleMask((restore) =>
    Effect.flatMap(tryAcquire, (granted) => {
      if (!granted) return Effect.succeed(undefined)
      grant.unspent = true
      // One failure handler, run uninterruptibly as `Effect.onExit` runs its own (its frame without the second mask):
      // each fiber waiting out its backoff holds it (about 11 KB a fiber, against 9.8 with a handler around the sleep
      // alone, 12 with `Effect.onExit`). A failure of the steps themselves (a defect in a watch) also left the retry
      // unsent.
      return Effect.catchAllCause(
        restore(retry),
        (cause) => grant.unspent ? Effect.zipRight(refund(), Effect.failCause(cause)) : Effect.failCause(cause)
      )
    })
  )

/**
 * A stream that reached its output after retries fails later outside the loop (`AiModel`): its `Exhausted` lists the
 * attempts before it as this layer saw them, the ones its timeout or breaker ended included (the stream, which saw only
 * those that failed by themselves, said "after 1 attempts" of a call that had made two requests). The nearest layer's
 * are kept: an outer layer's attempts are an inner layer's give-ups.
 */
const handOver = (value: unknown, failures: ReadonlyArray<Failure.Attempt>): void => {
  if (value instanceof Pending && value.earlier === undefined) value.earlier = failures
}

/**
 * A `Retryable` with the wait its error names against a clock: a `retry-after` HTTP date (or Unix time) on a response
 * without a `date` header. Classification is pure and leaves such a date unplaced; the layer has Effect's `Clock`. Only
 * a hint that needs the clock is added (one read without it was the classifier's, or a rule's, to give), and it is
 * looked for only here, after a failure without a hint: the success path and the classifier do no more work.
 */
const placed = (failure: Failure.Retryable, error: unknown, now: number): Failure.Retryable => {
  const retryAfter = retryAfterOf(error, now)
  if (retryAfter === undefined || retryAfterOf(error) !== undefined) return failure
  return makeRetryable({ reason: failure.reason, status: failure.status, cause: failure.cause, retryAfter })
}

/**
 * What an attempt failed with, as a log line says it: an inner layer's `Exhausted` as such, with the failure retried.
 * Without the credentials its reason quotes: an error body that echoes the request's `Authorization` (a gateway's, a
 * proxy's) went into every debug line, and into the span event a tracer makes of it.
 */
const failedWith = (verdict: Extract<Verdict, { readonly _tag: "Retry" }>, failure: Failure.Retryable): string => {
  const exhausted = verdict.exhausted
  const message = withoutCredentials(failure.message)
  return exhausted === undefined
    ? message
    : `Exhausted from ${exhausted.layer} after ${exhausted.attempts.length} attempts (last: ${message})`
}

// Absent means one attempt, as on the success path, which never sets it.
const annotateAttempts = (layer: string, attempts: number) =>
  attempts > 1 ? annotateCurrentSpan({ [`effect_resilience.retry.${layer}.attempts`]: attempts }) : Effect.void
