import * as Clock from "effect/Clock"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FiberId from "effect/FiberId"
import * as Metric from "effect/Metric"
import * as Schema from "effect/Schema"
import * as Failure from "../Failure.js"
import { withoutTrace } from "./failure.js"
import { makeRetryable } from "./failureMakers.js"
import * as options from "./options.js"
import { whenOver } from "./pendingOutcome.js"
import { CurrentQueueWait } from "./queueWait.js"
import { printedThroughSpans } from "./tracedError.js"

/** @internal */
export class BulkheadRejected extends Schema.TaggedError<BulkheadRejected>()("BulkheadRejected", {
  concurrency: Schema.Number,
  queue: Schema.Number
}) {
  override get message(): string {
    return `bulkhead full (concurrency ${this.concurrency}, queue ${this.queue})`
  }
}

const isRejectedCause = (u: unknown): boolean =>
  u instanceof BulkheadRejected ||
  (typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "BulkheadRejected")

const turnedAway = (attempt: Failure.Attempt): boolean => isRejectedCause(attempt.failure.cause)

/**
 * An `Exhausted` counts when every attempt of it was turned away: a `Policy`'s (no attempt), or a retry layer's around a
 * bulkhead whose retries all met it full (a tool's `Policy` inside an agent's: counted, its give-ups after a burst opened
 * the agent's breaker on a dependency never reached). One after an attempt that reached the dependency is no rejection.
 * @internal
 */
export const isBulkheadRejection = (u: unknown): boolean =>
  isRejectedCause(u) ||
  (Failure.isRetryable(u) && isRejectedCause(u.cause)) ||
  (Failure.isExhausted(u) && isRejectedCause(u.last.cause) && u.attempts.every(turnedAway))

/** @internal */
export interface Stats {
  readonly running: number
  readonly queued: number
}

/** @internal */
export interface Options {
  readonly concurrency: number
  readonly queue?: number | undefined
  readonly name?: string | undefined
}

const optionKeys: ReadonlyArray<keyof Options> = ["concurrency", "queue", "name"]

/** @internal */
export const rejections = Metric.counter("effect_resilience_bulkhead_rejections", {
  description: "Calls a bulkhead rejected (full) without running them, tagged by bulkhead",
  incremental: true
})

/**
 * `prefix` names the options where they are a field of others (`bulkhead.` in a policy): the object itself is then
 * `bulkhead`, otherwise `options`.
 * @internal
 */
export const validate = (
  raw: Options,
  prefix = ""
): { readonly concurrency: number; readonly queue: number; readonly name: string } => {
  // The options are required (`concurrency`): null, none at all or a number gave a TypeError or read as none.
  const name = prefix === "" ? "options" : prefix.replace(/\.$/, "")
  const expected = "an object such as { concurrency: 4, queue: 16 }"
  const input = options.object(name, raw, expected)
  if (input === undefined) throw new options.InvalidOptionError(name, raw, expected)
  options.knownKeys(prefix === "" ? "" : name, input, optionKeys)
  return {
    concurrency: options.number(`${prefix}concurrency`, input.concurrency, { min: 1, integer: true }),
    queue: options.number(`${prefix}queue`, options.given(input.queue, 0), { min: 0, integer: true }),
    name: options.name(`${prefix}name`, input.name, "bulkhead", "search")
  }
}

interface Waiter {
  /** Completed by the release that hands this waiter its slot; awaited by the waiting caller. */
  readonly slot: Deferred.Deferred<void>
  granted: boolean
  prev: Waiter | undefined
  next: Waiter | undefined
}

/**
 * A counter and an intrusive FIFO list of parked callers. State is plain mutable fields: every
 * read-modify-write happens inside one synchronous step of a fiber, which JS never interleaves.
 * Invariant: callers wait only while `running === concurrency`; a finishing call hands its slot
 * straight to the oldest waiter, so a newcomer can never overtake the queue.
 *
 * A caller takes a slot or its place in the queue, and arms what gives either back, while it cannot be interrupted:
 * only its wait and its call are. The runtime may make a fiber yield between any two of its steps (every so many
 * operations), and another fiber then runs: a slot taken in one step and guarded in a later one was lost when the
 * caller was interrupted in between; a caller that decided to wait in one step and joined the queue in a later one
 * missed the release made in between, and waited behind nobody for a release no call would make.
 * @internal
 */
export class BulkheadImpl {
  running = 0
  queued = 0
  private head: Waiter | undefined = undefined
  private tail: Waiter | undefined = undefined

  /** Tagged once, with the bulkhead: a rejection then only updates it. */
  private readonly rejected: Metric.Metric.Counter<number>

  constructor(readonly concurrency: number, readonly queue: number, readonly name: string) {
    this.rejected = Metric.tagged(rejections, "bulkhead", name)
    this.rejectNow = Effect.zipRight(Metric.increment(this.rejected), Effect.failSync(() => this.rejection()))
  }

  readonly stats: Effect.Effect<Stats> = Effect.sync(() => ({ running: this.running, queued: this.queued }))

  /** A full bulkhead's answer, counted. */
  private readonly rejectNow: Effect.Effect<never, Failure.Retryable>

  private readonly release: Effect.Effect<void> = Effect.sync(() => this.releaseSlot())

  /**
   * The slot is held until the call is over: for a call whose success leaves its outcome pending (a stream handed to
   * its consumer, see `PendingOutcome`), until that is settled, since its connection is still open.
   */
  readonly run = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | Failure.Retryable, R> =>
    Effect.uninterruptibleMask((restore) =>
      Effect.suspend((): Effect.Effect<A, E | Failure.Retryable, R> => {
        const call = Effect.onExit(restore(self), this.releaseAfter)
        if (this.running < this.concurrency) {
          this.running++
          return call
        }
        if (this.queued >= this.queue) return this.rejectNow
        return Effect.zipRight(this.waitFor(this.enqueue(), restore), call)
      })
    )

  /**
   * The queued caller's wait, the only step of its taking a slot that can be interrupted. Interrupted, it leaves the
   * queue; if the slot was handed to it in the same instant, it passes the slot on, so that it is not lost. Its length
   * is told to the slow-call breakers around the call, if any (see `QueueWait`): the call is in no request to their
   * dependency meanwhile. Only a call that queues pays for it.
   */
  private waitFor(waiter: Waiter, restore: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>) {
    const wait = Effect.onInterrupt(
      restore(Deferred.await(waiter.slot)),
      () => Effect.sync(() => waiter.granted ? this.releaseSlot() : this.unlink(waiter))
    )
    return Effect.flatMap(CurrentQueueWait, (waited) =>
      waited === undefined
        ? wait
        : Effect.flatMap(Clock.currentTimeMillis, (start) =>
          Effect.ensuring(
            wait,
            Effect.map(Clock.currentTimeMillis, (end) => waited.add(end - start))
          )))
  }

  private enqueue(): Waiter {
    const waiter: Waiter = { slot: Deferred.unsafeMake(FiberId.none), granted: false, prev: this.tail, next: undefined }
    if (this.tail === undefined) this.head = waiter
    else this.tail.next = waiter
    this.tail = waiter
    this.queued++
    return waiter
  }

  private readonly releaseAfter = (exit: Exit.Exit<unknown, unknown>): Effect.Effect<void> =>
    whenOver(exit, this.release)

  rejection(): Failure.Retryable {
    const cause = withoutTrace(() => new BulkheadRejected({ concurrency: this.concurrency, queue: this.queue }, true))
    return makeRetryable({ reason: cause.message, cause })
  }

  private releaseSlot(): void {
    const next = this.head
    if (next === undefined) {
      this.running--
      return
    }
    this.unlink(next)
    next.granted = true
    Deferred.unsafeDone(next.slot, Exit.void)
  }

  private unlink(waiter: Waiter): void {
    if (waiter.prev === undefined) this.head = waiter.next
    else waiter.prev.next = waiter.next
    if (waiter.next === undefined) this.tail = waiter.prev
    else waiter.next.prev = waiter.prev
    waiter.prev = waiter.next = undefined
    this.queued--
  }
}

/** @internal */
export const isBulkhead = (u: unknown): u is BulkheadImpl =>
  typeof u === "object" && u !== null && typeof (u as { run?: unknown }).run === "function" && "stats" in u

/** A bulkhead made already, passed as `option` (see `options.made`). @internal */
export const madeBulkhead = (option: string, u: unknown): BulkheadImpl =>
  options.made(option, u, isBulkhead, "a Bulkhead made by yield* Bulkhead.make(…)")

/** @internal */
export const make = (input: Options, prefix = ""): Effect.Effect<BulkheadImpl> => {
  const { concurrency, name, queue } = validate(input, prefix)
  return Effect.sync(() => new BulkheadImpl(concurrency, queue, name))
}

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(BulkheadRejected)
