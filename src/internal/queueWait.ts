import * as Context from "effect/Context"

/**
 * The time a call of a breaker with a slow-call threshold spent waiting for a slot of a bulkhead inside that breaker
 * (a tool's own, an inner policy's). The breaker takes it off the call's time: the call was in no request to the
 * dependency then. Counted, a burst of calls queued behind a tool's bulkhead made slow calls of a dependency that
 * answered each in time, and opened the breaker, as the rejections of a full bulkhead did once.
 * @internal
 */
export class QueueWait {
  millis = 0

  /** `outer`: the wait of a slow-call breaker around this one's, which the same queue holds back as well. */
  constructor(private readonly outer: QueueWait | undefined) {}

  add(millis: number): void {
    this.millis += millis
    this.outer?.add(millis)
  }
}

/** The wait of the innermost slow-call breaker the running call is in, if any: what a bulkhead's queue adds to. */
export class CurrentQueueWait extends Context.Reference<CurrentQueueWait>()(
  "effect-resilience/CircuitBreaker/QueueWait",
  { defaultValue: (): QueueWait | undefined => undefined }
) {}
