import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Failure from "../Failure.js"

/**
 * A retry layer's wait before its next attempt: when it ends (epoch milliseconds on the `Clock`), and the `Exhausted`
 * the layer would give up with if it were stopped there (made only when asked for).
 * @internal
 */
export interface RetryWait {
  readonly until: number
  readonly failure: () => Failure.Exhausted
}

/**
 * Told by every retry layer when it starts a wait, and with `undefined` as its next attempt starts: a wait cut off by an
 * interruption is left told. A durable turn's worker listens during the model call, so that a graceful stop in the
 * wait for a server's `retry-after` schedules the turn at the wait's end: left `Running`, the next worker asked at once,
 * before the server's time. Read only when a layer retries: the success path pays nothing.
 * @internal
 */
export class RetryWaits extends Context.Reference<RetryWaits>()("effect-resilience/Retry/Waits", {
  defaultValue: (): ((wait: RetryWait | undefined) => Effect.Effect<void>) | undefined => undefined
}) {}
