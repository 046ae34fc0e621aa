import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import * as PubSub from "effect/PubSub"
import * as Random from "effect/Random"
import type * as Schedule from "effect/Schedule"
import * as ScheduleDecision from "effect/ScheduleDecision"
import * as Intervals from "effect/ScheduleIntervals"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import type * as CircuitBreaker from "../CircuitBreaker.js"
import { Classifier } from "../Classify.js"
import * as Failure from "../Failure.js"
import { isBulkheadRejection } from "./bulkhead.js"
import { type Config, resolve } from "./circuitBreakerConfig.js"
import * as model from "./circuitBreakerModel.js"
import { SlidingWindow } from "./circuitBreakerWindow.js"
import { makePermanent, makeRetryable } from "./failureMakers.js"
import { InvalidOptionError, made } from "./options.js"
import { pendingOf } from "./pendingOutcome.js"
import { CurrentQueueWait, QueueWait } from "./queueWait.js"
import type { Guard } from "./retry.js"
import { formatParseError } from "./toolkitMessages.js"
import { neverSent } from "./turnedAway.js"

// Phases are mutable objects replaced on every transition: an object's identity is the episode,
// so the outcome of a probe admitted by an earlier episode cannot touch a later one; a call admitted
// while closed counts in whatever closed period is current when it ends. Every change happens inside one synchronous step
// (`modify`, or a handler's synchronous code: read, decide, write with no yield between), hence
// atomically, as with `Ref.modify`; a plain field lets the closed path read the phase without an effect.

/** @internal */
export class Closed {
  readonly _tag = "Closed"
  consecutive = 0
  constructor(readonly window: SlidingWindow | undefined) {}
}

/** @internal */
export class Open {
  readonly _tag = "Open"
  /** `spread`: the window after `until` over which rejected callers are told to come back. */
  constructor(readonly until: number, readonly openings: number, readonly spread: number) {}
}

/** @internal */
export class HalfOpen {
  readonly _tag = "HalfOpen"
  successes = 0
  constructor(readonly openings: number) {}
}

/**
 * A probe in flight. Its own object, not a count, so that one written off by `halfOpenTimeout`
 * (its slot already given back) gives back nothing more when it ends.
 */
class Probe {
  constructor(readonly period: HalfOpen, readonly start: number) {}
}

/** @internal */
export class Isolated {
  readonly _tag = "Isolated"
  constructor(readonly reason: string | undefined) {}
}

/** @internal */
export type Phase = Closed | Open | HalfOpen | Isolated

/**
 * A classified outcome; a `Permanent` means "isolate" (with `isolateOnPermanent`). `"unsent"`: the call never reached
 * the dependency (a bulkhead inside the breaker turned it away), so it is no call of the dependency's at all.
 */
type Verdict = "success" | "failure" | "ignore" | "unsent" | Failure.Permanent

interface Transition {
  readonly change: CircuitBreaker.StateChange
  readonly phase: Phase
}

type Admission =
  | { readonly _tag: "Closed" }
  | { readonly _tag: "Probe"; readonly probe: Probe; readonly transition: Transition | undefined }
  | {
    readonly _tag: "Rejected"
    readonly failure: CircuitBreaker.Rejection
    readonly state: model.State
    /** The Open → HalfOpen turn this admission made, if it did: published though the call is rejected. */
    readonly transition?: Transition | undefined
  }
  | {
    readonly _tag: "OpenRejected"
    readonly millis: number
    readonly spread: number
    // a hung probe written off as this call came (`halfOpenTimeout`): its HalfOpen → Open is this call's to announce
    readonly transition: Transition | undefined
  }

const admittedClosed: Admission = { _tag: "Closed" }

/**
 * Without `rejectionJitter`, the callers an open breaker rejects are told to come back spread over
 * this share of the open duration after the probe time. Every caller rejected during one opening
 * is otherwise told the same instant, and a `respectRetryAfter` schedule (rightly) waits exactly
 * that long: the whole backlog would arrive together, right after the probe closed the breaker,
 * and overload a dependency that has only just recovered. Spread over one more open duration, the
 * backlog of an opening comes back at the rate it built up, so arrivals at most double.
 */
const defaultRejectionJitter = 1

/**
 * A `retryAfter` uniform in `[millis, millis + spread]`, with `u` uniform in `[0, 1)`: never before
 * the probe time, so an open breaker still sees nobody before then.
 * @internal
 */
export const spreadRetryAfter = (millis: number, spread: number, u: number): Duration.Duration =>
  Duration.millis(millis + Math.floor(u * spread))

// Restored snapshots may ask for absurd opening counts; beyond this the last delay repeats anyway.
const maxScheduleSteps = 1000

/**
 * The open durations of successive openings since the last close, stepped from the schedule one
 * opening ahead, so that a transition (a synchronous `Ref.modify`) can read the next one.
 */
class OpenDurations {
  private readonly delays: Array<number> = []
  private state: unknown
  private done = false
  private readonly lock = Effect.unsafeMakeSemaphore(1)

  constructor(private readonly schedule: Schedule.Schedule<unknown, unknown>) {
    this.state = schedule.initial
  }

  millis(opening: number): number {
    const known = this.delays.length
    return known === 0 ? 0 : this.delays[Math.min(opening, known - 1)]
  }

  ensure(opening: number): Effect.Effect<void> {
    const target = Math.min(opening, maxScheduleSteps)
    const step = (): Effect.Effect<void> =>
      this.done || this.delays.length > target
        ? Effect.void
        : Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Effect.flatMap(this.schedule.step(now, undefined, this.state), ([state, _, decision]) => {
            this.state = state
            if (ScheduleDecision.isDone(decision)) {
              this.done = true
            } else this.delays.push(Math.max(0, Intervals.start(decision.intervals) - now))
            return step()
          }))
    return this.lock.withPermits(1)(Effect.suspend(step))
  }
}

const tagged = (metric: Metric.Metric.Counter<number>, breaker: string) => {
  const increment = (state: model.State) =>
    Metric.update(metric.pipe(Metric.tagged("breaker", breaker), Metric.tagged("state", state)), 1)
  return {
    Closed: increment("Closed"),
    Open: increment("Open"),
    HalfOpen: increment("HalfOpen"),
    Isolated: increment("Isolated")
  }
}

/** @internal */
export class Breaker {
  phase: Phase
  private readonly transitioned: Record<model.State, Effect.Effect<void>>
  private readonly rejected: Record<model.State, Effect.Effect<void>>
  /**
   * Probes running now, from this half-open period or an earlier one: a probe that outlives its
   * period still holds a slot, so the dependency never sees more than `halfOpenProbes` probes,
   * until it has run for `halfOpenTimeout` and is written off (presumed hung).
   */
  private readonly probes = new Set<Probe>()
  /** Set when a keyed family evicted this breaker: its name now belongs to the next breaker made for its key. */
  private evicted = false

  constructor(
    readonly config: Config,
    private readonly durations: OpenDurations,
    private readonly pubsub: PubSub.PubSub<CircuitBreaker.StateChange>
  ) {
    this.phase = this.freshClosed()
    this.transitioned = tagged(model.transitions, config.name)
    this.rejected = tagged(model.rejections, config.name)
    this.guard = {
      admits: () => this.phase._tag === "Closed" && this.config.slowCallMillis === undefined,
      onSuccess: (value) => this.closedSuccess(value),
      onFailure: (cause) => this.conclude(undefined, 0, cause)
    }
    this.closedHandlers = {
      onSuccess: (a) => {
        this.closedSuccess(a)
        return Effect.succeed(a)
      },
      onFailure: (cause) => Effect.zipRight(this.conclude(undefined, 0, cause), Effect.failCause(cause))
    }
  }

  freshClosed(): Closed {
    const c = this.config
    return new Closed(c.failureRatio === undefined ? undefined : new SlidingWindow(c.samplingMillis, c.samplingBuckets))
  }

  /**
   * The closed path as a retry layer's guard: while closed, a `Policy`'s first attempt runs without
   * the breaker's admission step or handlers, its outcome reported by the retry layer's own frame.
   */
  readonly guard: Guard

  /** The closed path's handlers, one pair for every call: they need nothing of the call. */
  private readonly closedHandlers: {
    readonly onSuccess: (a: unknown) => Effect.Effect<unknown>
    readonly onFailure: (cause: Cause.Cause<unknown>) => Effect.Effect<never, unknown>
  }

  /** The phase as an effect, for readers outside the breaker. */
  readonly current: Effect.Effect<Phase> = Effect.sync(() => this.phase)

  /**
   * Takes the breaker out of its keyed family: it works on for a caller that kept it (`get`), but its changes are no
   * longer published or counted under a name that now belongs to the key's next breaker, which starts closed. That
   * change, from an open or half-open phase, is published and counted here: a subscriber that last read the key open
   * would otherwise show it open for good.
   */
  evict(now: number): Effect.Effect<void> {
    const from = this.phase._tag
    this.evicted = true
    if (from === "Closed") return Effect.void
    this.pubsub.unsafeOffer({ breaker: this.config.name, from, to: "Closed", at: now })
    return this.transitioned.Closed
  }

  /**
   * Whether the breaker holds nobody back at `now` though it is not closed: open with its time up, or half-open, and
   * no probe of its running. Its next call would be a probe; until then it waits for a caller that may never come.
   */
  idle(now: number): boolean {
    const phase = this.phase
    return this.probes.size === 0 && (phase._tag === "HalfOpen" || (phase._tag === "Open" && now >= phase.until))
  }

  private modify<B>(f: (phase: Phase) => readonly [B, Phase]): Effect.Effect<B> {
    return Effect.sync(() => {
      const [result, next] = f(this.phase)
      this.phase = next
      return result
    })
  }

  execute<A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | CircuitBreaker.Rejection, R> {
    return Effect.suspend(() => this.phase._tag === "Closed" ? this.closedRun(self) : this.guarded(self))
  }

  /**
   * The closed path. A call's outcome is counted as it completes, in the closed period then current
   * (resilience4j counts so): a failure-ratio window holds the calls that ended in it, with their
   * failures, so a slow call counts where it ended, never apart from its failure; and any success
   * ends the failure run under way, whenever its call started (cockatiel and Polly do so too). With a
   * slow-call threshold every outcome is recorded with its duration.
   */
  private closedRun<A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
    return this.config.slowCallMillis !== undefined
      ? this.closedTimed(self)
      : Effect.matchCauseEffect(
        self,
        this.closedHandlers as {
          readonly onSuccess: (a: A) => Effect.Effect<A>
          readonly onFailure: (cause: Cause.Cause<E>) => Effect.Effect<never, E>
        }
      )
  }

  /**
   * A success of a call admitted while closed, recorded synchronously as it completes (the hot path
   * pays no Effect operation for it), at the time of the Clock of the fiber whose call ended (the
   * fiber running the handler), as a failure is. A call whose outcome is still pending (a stream
   * handed to its consumer) is counted when it is settled instead.
   */
  private closedSuccess(value: unknown): void {
    if (this.deferred(undefined, 0, value)) return
    const phase = this.phase
    if (phase._tag !== "Closed") return
    // The time only a window needs (the handler runs in the fiber whose call ended); a closed success makes no transition
    const fiber = phase.window === undefined ? undefined : Option.getOrUndefined(Fiber.getCurrentFiber())
    this.next(phase, undefined, "success", fiber === undefined ? 0 : this.clockOf(fiber).unsafeCurrentTimeMillis())
  }

  // The Clock of the fiber services last seen: a fiber's services are one object shared by every fiber until a program
  // replaces them (TestClock, `Effect.withClock`), so the lookup is made once per such object, not per call.
  private services: Context.Context<never> | undefined = undefined
  private clock: Clock.Clock | undefined = undefined

  private clockOf(fiber: Fiber.RuntimeFiber<unknown, unknown>): Clock.Clock {
    const services = fiber.currentDefaultServices
    if (services !== this.services || this.clock === undefined) {
      this.clock = Context.get(services, Clock.Clock)
      this.services = services
    }
    return this.clock
  }

  // Timed with `currentTimeMillis`, as probes are: `Effect.timed` reads nanoseconds, which
  // `TestClock` cannot give once a jittered sleep has left it at a fractional millisecond.
  private closedTimed<A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
    return this.queueTimed(self, (timed, waited) =>
      Effect.flatMap(
        Clock.currentTimeMillis,
        (start) =>
          Effect.flatMap(
            Effect.onInterrupt(Effect.exit(timed), () => this.cutOff(start, waited)),
            (exit) =>
              Effect.flatMap(Clock.currentTimeMillis, (end) =>
                Effect.zipRight(
                  this.concludeExit(undefined, end - start - waited.millis, exit),
                  exit
                ))
          )
      ))
  }

  /**
   * `self` as the slow-call threshold times it: with the time it waits in a bulkhead inside the breaker told apart
   * (`QueueWait`), to be taken off its own.
   */
  private queueTimed<A, E, R, B, E2, R2>(
    self: Effect.Effect<A, E, R>,
    f: (timed: Effect.Effect<A, E, R>, waited: QueueWait) => Effect.Effect<B, E2, R2>
  ): Effect.Effect<B, E2, R2> {
    return Effect.flatMap(CurrentQueueWait, (outer) => {
      const waited = new QueueWait(outer)
      return f(Effect.provideService(self, CurrentQueueWait, waited), waited)
    })
  }

  /**
   * A closed call whose caller was interrupted (its outcome handler is skipped): a slow call if it had run for the
   * threshold, since the dependency had not answered in that time; otherwise nothing is known, and it counts nowhere.
   * Not counted, a hung dependency never opened a breaker whose callers all had deadlines of their own.
   */
  private cutOff(start: number, waited: QueueWait): Effect.Effect<void> {
    return Effect.flatMap(Clock.currentTimeMillis, (end) => {
      const elapsed = end - start - waited.millis
      return this.isSlow(elapsed) ? this.conclude(undefined, elapsed, undefined) : Effect.void
    })
  }

  private guarded<A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | CircuitBreaker.Rejection, R> {
    // Uninterruptible from admission until the outcome handler is installed, so that an
    // admitted probe always gives its slot back.
    return Effect.uninterruptibleMask((restore) =>
      Effect.flatMap(
        Clock.currentTimeMillis,
        (now) =>
          Effect.flatMap(this.modify((phase) => this.admit(phase, now)), (admission): Effect.Effect<
            A,
            E | CircuitBreaker.Rejection,
            R
          > => {
            switch (admission._tag) {
              case "Closed":
                return restore(this.closedRun(self))
              case "Rejected":
                return this.announced(
                  admission.transition,
                  Effect.zipRight(this.rejected[admission.state], Effect.fail(admission.failure))
                )
              case "OpenRejected": {
                const { millis, spread } = admission
                const fail = (u: number) => Effect.fail(this.rejection("Open", spreadRetryAfter(millis, spread, u)))
                return this.announced(
                  admission.transition,
                  Effect.zipRight(this.rejected.Open, spread === 0 ? fail(0) : Effect.flatMap(Random.next, fail))
                )
              }
              case "Probe": {
                const run = this.queueTimed(self, (timed, waited) =>
                  Effect.onExit(
                    restore(timed),
                    (exit) =>
                      Effect.flatMap(
                        Clock.currentTimeMillis,
                        (end) => this.concludeExit(admission.probe, end - now - waited.millis, exit)
                      )
                  ))
                return this.announced(admission.transition, run)
              }
            }
          })
      )
    )
  }

  private admit(phase: Phase, now: number): readonly [Admission, Phase] {
    const [transition, current] = this.settle(phase, now)
    switch (current._tag) {
      case "Closed":
        return [admittedClosed, current]
      case "Open":
        // The random draw is an effect, so the rejection is made outside this synchronous step.
        return [{ _tag: "OpenRejected", millis: current.until - now, spread: current.spread, transition }, current]
      case "HalfOpen": {
        if (this.probes.size + current.successes >= this.config.halfOpenProbes) {
          // A probe of an earlier period may hold every slot as this call turns the breaker half-open.
          return [{ _tag: "Rejected", failure: this.rejection("HalfOpen"), state: "HalfOpen", transition }, current]
        }
        const probe = new Probe(current, now)
        this.probes.add(probe)
        return [{ _tag: "Probe", probe, transition }, current]
      }
      case "Isolated":
        return [
          { _tag: "Rejected", failure: this.rejection("Isolated", undefined, current.reason), state: "Isolated" },
          current
        ]
    }
  }

  private rejection(
    state: "Open" | "HalfOpen" | "Isolated",
    retryAfter?: Duration.Duration | undefined,
    why?: string | undefined
  ): CircuitBreaker.Rejection {
    const cause = new model.BrokenCircuit({ breaker: this.config.name, state }, true)
    const name = JSON.stringify(this.config.name)
    return state === "Isolated"
      ? makePermanent({ reason: `circuit breaker ${name} is isolated${why ? `: ${why}` : ""}`, cause })
      : makeRetryable({
        reason: state === "Open"
          ? `circuit breaker ${name} is open`
          : `circuit breaker ${name} is half-open and its probes are in flight`,
        cause,
        ...(retryAfter === undefined ? {} : { retryAfter })
      })
  }

  /** The jitter window of an opening that lasts `millis`. */
  spreadOf(millis: number): number {
    return this.config.rejectionJitterMillis ?? Math.floor(millis * defaultRejectionJitter)
  }

  /**
   * An open breaker whose time is up turns half-open, and a half-open one whose probe has hung for
   * `halfOpenTimeout` opens again, as if the probe had failed (lazily: at a call or a read of the
   * state). The closed path never comes here.
   */
  private settle(phase: Phase, now: number): readonly [Transition | undefined, Phase] {
    if (phase._tag === "HalfOpen") {
      return this.writeOff(phase, now) ? this.open(phase, phase.openings, now) : [undefined, phase]
    }
    if (phase._tag !== "Open" || now < phase.until) return [undefined, phase]
    const halfOpen = new HalfOpen(phase.openings)
    // A new period has no probe of its own yet: this only frees the slots of hung earlier ones.
    this.writeOff(halfOpen, now)
    return this.to(phase, halfOpen, now)
  }

  /**
   * Gives back the slots of the probes that have run for `halfOpenTimeout`; their outcomes, when
   * they come, find their period over and count nowhere. Whether one of them was `period`'s.
   */
  private writeOff(period: HalfOpen, now: number): boolean {
    const timeout = this.config.halfOpenTimeoutMillis
    if (timeout === undefined) return false
    let failed = false
    for (const probe of this.probes) {
      if (now - probe.start < timeout) continue
      this.probes.delete(probe)
      if (probe.period === period) failed = true
    }
    return failed
  }

  /**
   * Whether the call whose success is `value` has its outcome still pending (a stream handed to its consumer, see
   * `PendingOutcome`): then it is concluded when it is settled, as the call it is: a success when the stream completes,
   * a failure judged as any when it fails, and, when its consumer stops reading, as an interrupted call (a probe gives
   * its slot back, a closed breaker counts nothing). A probe holds its slot till then, so a half-open breaker admits no
   * further probe while a probe's stream is still running. `elapsed` is the time to the success (a stream's first
   * output), which the slow-call threshold judges: a long answer is no slow dependency, and a slow first output is a
   * slow call however the stream ends, also when its consumer stops reading (it is known as the output comes: counted
   * only for a stream read to its end, a consumer that stops early, `Stream.runHead`, hid every slow answer).
   */
  private deferred(probe: Probe | undefined, elapsed: number, value: unknown): boolean {
    const outcome = pendingOf(value)
    return outcome !== undefined && outcome.defer((exit) => {
      if (Exit.isSuccess(exit)) return this.conclude(probe, elapsed, undefined)
      if (Cause.isInterruptedOnly(exit.cause)) {
        // the consumer stopped reading: the dependency answered, as slowly as it did
        if (this.isSlow(elapsed)) return this.conclude(probe, elapsed, undefined)
        // as for a closed call whose caller was interrupted: nothing more came back from the dependency, it counts nowhere
        if (probe === undefined) return Effect.void
      }
      return this.conclude(probe, elapsed, exit.cause)
    })
  }

  /** `conclude` for a call that ended with `exit`, or, for a success whose outcome is still pending, when it is settled. */
  private concludeExit(
    probe: Probe | undefined,
    elapsed: number,
    exit: Exit.Exit<unknown, unknown>
  ): Effect.Effect<void> {
    if (Exit.isFailure(exit)) return this.conclude(probe, elapsed, exit.cause)
    return this.deferred(probe, elapsed, exit.value) ? Effect.void : this.conclude(probe, elapsed, undefined)
  }

  private isSlow(elapsed: number): boolean {
    return this.config.slowCallMillis !== undefined && elapsed >= this.config.slowCallMillis
  }

  private conclude(probe: Probe | undefined, elapsed: number, cause: Cause.Cause<unknown> | undefined) {
    const concluded = Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const slow = this.isSlow(elapsed)
      if (cause === undefined) return this.apply(probe, slow ? "failure" : "success", now)
      return Effect.flatMap(this.judge(cause, slow), (verdict) => this.apply(probe, verdict, now))
    })
    // A probe whose outcome could not be judged (an `isFailure` that throws) still gives its slot back, as an ignored
    // outcome does: kept, it held the breaker half-open, rejecting every caller, for good.
    return probe === undefined
      ? concluded
      : Effect.onError(concluded, () => Effect.sync(() => this.probes.delete(probe)))
  }

  private judge(cause: Cause.Cause<unknown>, slow: boolean): Effect.Effect<Verdict> {
    // The caller gave up: that says nothing about the dependency, unless it had waited the slow-call threshold for it.
    if (Cause.isInterruptedOnly(cause)) return Effect.succeed(slow ? "failure" : "ignore")
    const failure = Cause.failureOption(cause)
    const error = Option.isSome(failure) ? failure : Cause.dieOption(cause)
    if (Option.isNone(error)) return Effect.succeed("ignore")
    // A full bulkhead inside the breaker (a tool's own, or an inner policy's) says nothing of the dependency: counted, a
    // burst of callers it turned away opened a breaker on a dependency that never failed, and re-opened a half-open one.
    // An `Exhausted` is judged below, by its attempts (`neverSent`): one may stand for an inner layer's give-up.
    if (Option.isSome(failure) && !Failure.isExhausted(failure.value) && isBulkheadRejection(failure.value)) {
      return Effect.succeed("unsent")
    }
    return Effect.map(Classifier, (classifier): Verdict => {
      const u = error.value
      const judged = Failure.isExhausted(u) || Failure.isAgentFailure(u) ? u : classifier.classify(u)
      // So is a breaker's inside this one (a tool's, a host's of a keyed family; wrapped in an error of the call's own, or
      // every attempt of an inner layer's give-up): counted, the callers an inner half-open breaker turned away while its
      // probe ran opened this one on a dependency that was back, one host's open breaker opened the breaker around its
      // whole family, and an operator's isolation of the inner one isolated this one (`isolateOnPermanent`) for good.
      if (neverSent(judged)) return "unsent"
      if (this.config.isolateOnPermanent && Failure.isPermanent(judged)) return judged
      return slow || this.config.isFailure(judged) ? "failure" : "ignore"
    })
  }

  private apply(probe: Probe | undefined, verdict: Verdict, now: number): Effect.Effect<void> {
    return Effect.flatMap(
      this.modify((phase) => this.next(phase, probe, verdict, now)),
      (transition) => transition === undefined ? Effect.void : this.announce(transition)
    )
  }

  private next(
    phase: Phase,
    probe: Probe | undefined,
    verdict: Verdict,
    now: number
  ): readonly [Transition | undefined, Phase] {
    // A written-off probe is gone already: its slot is not given back twice.
    if (probe !== undefined) this.probes.delete(probe)
    if (typeof verdict === "object") {
      return phase._tag === "Isolated" ? [undefined, phase] : this.to(phase, new Isolated(verdict.reason), now)
    }
    if (probe !== undefined) {
      // Also where a written-off probe ends: its period opened again when it was written off.
      if (phase !== probe.period) return [undefined, phase]
      switch (verdict) {
        case "ignore":
        case "unsent":
          return [undefined, phase]
        case "success":
          phase.successes++
          return phase.successes >= this.config.successThreshold
            ? this.to(phase, this.freshClosed(), now)
            : [undefined, phase]
        case "failure":
          return this.open(phase, phase.openings, now)
      }
    }
    // A call admitted while closed counts as it ends, if the breaker is closed then. An outcome that
    // is no failure of the dependency (a `Fatal` of its own, a call that interrupted itself) is a call all the same; a
    // call whose caller was interrupted never comes here (the closed path's handlers are skipped, as for any
    // interrupted fiber), so it counts nowhere, as one that never reached the dependency (unless it was slow: `cutOff`).
    if (phase._tag !== "Closed" || verdict === "unsent") return [undefined, phase]
    const failed = verdict === "failure"
    phase.window?.record(now, failed)
    if (!failed) {
      if (verdict === "success") phase.consecutive = 0
      return [undefined, phase]
    }
    phase.consecutive++
    const c = this.config
    const tripped = (c.consecutiveFailures !== undefined && phase.consecutive >= c.consecutiveFailures) ||
      (c.failureRatio !== undefined && phase.window !== undefined &&
        phase.window.exceeds(now, c.failureRatio, c.minimumThroughput))
    return tripped ? this.open(phase, 0, now) : [undefined, phase]
  }

  private open(from: Phase, opening: number, now: number): readonly [Transition, Phase] {
    const millis = this.durations.millis(opening)
    return this.to(from, new Open(now + millis, opening + 1, this.spreadOf(millis)), now, millis)
  }

  /**
   * A transition, published as it is made: every caller commits it in the same synchronous step (`modify`). Published
   * by a later effect, a fiber that yielded in between (the runtime yields every so many operations) let another
   * fiber's later transition be published first, and subscribers saw `Open → HalfOpen` after `HalfOpen → Closed`.
   */
  private to(from: Phase, to: Phase, now: number, openFor?: number): readonly [Transition, Phase] {
    const change: CircuitBreaker.StateChange = openFor === undefined
      ? { breaker: this.config.name, from: from._tag, to: to._tag, at: now }
      : { breaker: this.config.name, from: from._tag, to: to._tag, at: now, openFor: Duration.millis(openFor) }
    // unbounded: the offer never waits
    if (!this.evicted) this.pubsub.unsafeOffer(change)
    return [{ change, phase: to }, to]
  }

  /** `effect`, after announcing the transition its admission made, if any. */
  private announced<A, E, R>(transition: Transition | undefined, effect: Effect.Effect<A, E, R>) {
    return transition === undefined ? effect : Effect.zipRight(this.announce(transition), effect)
  }

  /** What follows a transition made (and published) by `to`: its count, and the schedule's next step. */
  private announce(transition: Transition): Effect.Effect<void> {
    const counted = this.evicted ? Effect.void : this.transitioned[transition.change.to]
    // Step the schedule one opening ahead for the next re-open.
    return transition.phase._tag === "Open"
      ? Effect.zipRight(counted, this.durations.ensure(transition.phase.openings))
      : counted
  }

  private transitionTo(next: (phase: Phase) => Phase | undefined): Effect.Effect<void> {
    return Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.flatMap(
        this.modify((phase): readonly [Transition | undefined, Phase] => {
          const to = next(phase)
          if (to === undefined) return [undefined, phase]
          return to._tag === phase._tag ? [undefined, to] : this.to(phase, to, now)
        }),
        (transition) => transition === undefined ? Effect.void : this.announce(transition)
      ))
  }

  get state(): Effect.Effect<model.State> {
    return Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.flatMap(
        this.modify((phase) => {
          const [transition, current] = this.settle(phase, now)
          return [[transition, current._tag] as const, current]
        }),
        ([transition, tag]) =>
          transition === undefined ? Effect.succeed(tag) : Effect.as(this.announce(transition), tag)
      ))
  }

  get isolate(): Effect.Effect<void> {
    return this.transitionTo((phase) => phase._tag === "Isolated" ? undefined : new Isolated(undefined))
  }

  get reset(): Effect.Effect<void> {
    return this.transitionTo(() => this.freshClosed())
  }

  get snapshot(): Effect.Effect<model.Snapshot> {
    return Effect.map(this.current, (phase) => ({ breaker: this.config.name, state: toSnapshotState(phase) }))
  }

  restore(snapshot: model.Snapshot): Effect.Effect<void> {
    const state = validSnapshot(snapshot).state
    return Effect.zipRight(
      // The next opening after a restored one is the one with index `openings`.
      this.durations.ensure(state._tag === "Open" || state._tag === "HalfOpen" ? state.openings : 0),
      this.transitionTo(() => this.fromSnapshotState(state))
    )
  }

  private fromSnapshotState(state: model.Snapshot["state"]): Phase {
    switch (state._tag) {
      case "Closed": {
        const closed = this.freshClosed()
        closed.consecutive = state.consecutiveFailures
        return closed
      }
      case "Open": {
        // The opening restored is the one with index `openings - 1`: its duration sets the spread.
        const millis = this.durations.millis(Math.max(0, state.openings - 1))
        return new Open(state.openUntil, state.openings, this.spreadOf(millis))
      }
      case "HalfOpen":
        return new HalfOpen(state.openings)
      case "Isolated":
        return new Isolated(state.reason)
    }
  }

  get changes(): Stream.Stream<CircuitBreaker.StateChange> {
    return Stream.fromPubSub(this.pubsub)
  }
}

const toSnapshotState = (phase: Phase): model.Snapshot["state"] => {
  switch (phase._tag) {
    case "Closed":
      return { _tag: "Closed", consecutiveFailures: phase.consecutive }
    case "Open":
      return { _tag: "Open", openUntil: phase.until, openings: phase.openings }
    case "HalfOpen":
      return { _tag: "HalfOpen", openings: phase.openings }
    case "Isolated":
      return phase.reason === undefined ? { _tag: "Isolated" } : { _tag: "Isolated", reason: phase.reason }
  }
}

/** @internal */
export const makeBreaker = (
  config: Config,
  pubsub: PubSub.PubSub<CircuitBreaker.StateChange>,
  restore: model.Snapshot | undefined
): Effect.Effect<Breaker> =>
  Effect.suspend(() => {
    const durations = new OpenDurations(config.openDuration)
    const breaker = new Breaker(config, durations, pubsub)
    const ready = restore === undefined ? durations.ensure(0) : breaker.restore(restore)
    return Effect.as(ready, breaker)
  })

const BreakerKey = Symbol.for("effect-resilience/CircuitBreaker/Breaker")

/** The breaker behind a facade made by `toCircuitBreaker`, if it is one. @internal */
export const breakerOf = (u: unknown): Breaker | undefined => {
  const breaker = typeof u === "function" ? (u as unknown as Record<symbol, unknown>)[BreakerKey] : undefined
  return breaker instanceof Breaker ? breaker : undefined
}

/** Whether `u` looks like a `CircuitBreaker` (one of ours, or one written to its interface). @internal */
export const isCircuitBreaker = (u: unknown): u is CircuitBreaker.CircuitBreaker =>
  typeof u === "function" && typeof (u as { execute?: unknown }).execute === "function" && "state" in u

/** A breaker made already, passed as `option` (see `options.made`). @internal */
export const madeBreaker = (option: string, u: unknown): CircuitBreaker.CircuitBreaker =>
  made(option, u, isCircuitBreaker, "a CircuitBreaker made by yield* CircuitBreaker.make(…)")

/**
 * `counted`: an `execute` of its own (a keyed family's, which counts the calls in flight). Such a facade is not marked
 * as `breaker`'s: a `Policy` would otherwise run its first attempts through the breaker's guard, not through `counted`.
 * @internal
 */
export const toCircuitBreaker = (
  breaker: Breaker,
  counted?: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | CircuitBreaker.Rejection, R>
): CircuitBreaker.CircuitBreaker => {
  const execute = counted ?? (<A, E, R>(self: Effect.Effect<A, E, R>) => breaker.execute(self))
  return Object.defineProperties(execute, {
    ...(counted === undefined ? { [BreakerKey]: { value: breaker } } : {}),
    name: { value: breaker.config.name, enumerable: true },
    execute: { value: execute, enumerable: true },
    state: { value: breaker.state, enumerable: true },
    isolate: { value: breaker.isolate, enumerable: true },
    reset: { value: breaker.reset, enumerable: true },
    changes: { value: breaker.changes, enumerable: true },
    snapshot: { value: breaker.snapshot, enumerable: true },
    restore: { value: (snapshot: model.Snapshot) => breaker.restore(snapshot), enumerable: true }
  }) as unknown as CircuitBreaker.CircuitBreaker
}

const decodeSnapshot = Schema.decodeUnknownEither(model.Snapshot)

/**
 * `snapshot` if it is one. A snapshot comes back from storage, often as parsed JSON typed by a cast: a malformed one
 * (an unknown state, a count that is no count, or the JSON text itself) would otherwise restore nothing, or some other
 * state, without a word.
 */
const validSnapshot = (snapshot: unknown): model.Snapshot => {
  const decoded = decodeSnapshot(snapshot)
  if (Either.isRight(decoded)) return decoded.right
  const expected = "a CircuitBreaker.Snapshot such as breaker.snapshot gives"
  // the issue of a value that is no object at all would spell out the whole schema
  const issue = typeof snapshot === "object" && snapshot !== null ? ` (${formatParseError(decoded.left)})` : ""
  throw new InvalidOptionError("restore", snapshot, expected + issue)
}

/** @internal */
export const make = (options?: CircuitBreaker.Options): Effect.Effect<CircuitBreaker.CircuitBreaker> => {
  const config = resolve(options)
  const restore = options?.restore === undefined ? undefined : validSnapshot(options.restore)
  return Effect.flatMap(
    PubSub.unbounded<CircuitBreaker.StateChange>(),
    (pubsub) => Effect.map(makeBreaker(config, pubsub, restore), toCircuitBreaker)
  )
}
