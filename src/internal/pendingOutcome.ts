import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Failure from "../Failure.js"

/** What a guard does with a call's outcome once it is known. */
type Conclude = (exit: Exit.Exit<unknown, unknown>) => Effect.Effect<void>

/**
 * The outcome of a call that has succeeded as far as the guards around it can see, but is not over: a stream that
 * reached its first output (and is handed to its consumer) still holds its connection, and may fail. A guard that sees
 * a {@link Pending} success hands what it would do at the call's end (a breaker's count, a bulkhead's release) to
 * {@link PendingOutcome.defer}; the stream's owner runs it with {@link PendingOutcome.settle} when the stream ends:
 * a success, a failure, or an interruption (the consumer stopped reading).
 * @internal
 */
export class PendingOutcome {
  private readonly waiting: Array<Conclude> = []
  private settled = false

  /**
   * Runs `conclude` when the outcome is settled. `false` once it is settled already (the call is over; the guard
   * concludes as for any call).
   */
  defer(conclude: Conclude): boolean {
    if (this.settled) return false
    this.waiting.push(conclude)
    return true
  }

  /** The call's outcome, given once (later ones are no-ops), to every guard waiting for it, innermost first. */
  settle(exit: Exit.Exit<unknown, unknown>): Effect.Effect<void> {
    return Effect.uninterruptible(Effect.suspend(() => {
      if (this.settled) return Effect.void
      this.settled = true
      const waiting = this.waiting.splice(0)
      // Every guard gets the outcome, whatever another one's conclusion does (a breaker's `isFailure` that throws
      // must not keep a bulkhead's permit); the first that failed is then the settling's failure, as it is a call's.
      return Effect.flatMap(
        Effect.forEach(waiting, (conclude) => Effect.exit(conclude(exit))),
        (exits) => Effect.asVoid(Effect.all(exits))
      )
    }))
  }
}

/**
 * The value of a call whose outcome is still pending (see {@link PendingOutcome}): what guards see as its success.
 * @internal
 */
export class Pending<A> {
  /**
   * The failed attempts the retry layer nearest the call made before this one, set by that layer when it retried: it
   * sees every attempt, also those its timeout or breaker ended before they ran to their end, which the call does not.
   */
  earlier: ReadonlyArray<Failure.Attempt> | undefined = undefined

  constructor(readonly value: A, readonly outcome: PendingOutcome) {}
}

/** The outcome `value` leaves pending, if it is a {@link Pending} call's. @internal */
export const pendingOf = (value: unknown): PendingOutcome | undefined =>
  value instanceof Pending ? value.outcome : undefined

/**
 * `conclude` once the call that ended with `exit` is over: at once, or, for a success whose outcome is still pending
 * (a stream handed to its consumer), when that is settled. What a guard that holds something for the call's length (a
 * bulkhead's permit, a keyed breaker's count of calls in flight) gives back.
 * @internal
 */
export const whenOver = (exit: Exit.Exit<unknown, unknown>, conclude: Effect.Effect<void>): Effect.Effect<void> =>
  Exit.isSuccess(exit) && pendingOf(exit.value)?.defer(() => conclude) === true ? Effect.void : conclude
