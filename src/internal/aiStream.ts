import * as AiError from "@effect/ai/AiError"
import type * as Response from "@effect/ai/Response"
import * as Cause from "effect/Cause"
import type * as Chunk from "effect/Chunk"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as ExecutionStrategy from "effect/ExecutionStrategy"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { Classifier } from "../Classify.js"
import * as Failure from "../Failure.js"
import type * as Policy from "../Policy.js"
import { makeExhausted } from "./failureMakers.js"
import { ownRetryable } from "./failureShape.js"
import { Pending, PendingOutcome } from "./pendingOutcome.js"
import { countFailure, countGiveUp } from "./retry.js"
import * as timeout from "./timeout.js"

type Part = Response.StreamPart<any>

// Parts that only announce or close a block: holding them back until real output arrives means a retry
// never shows the consumer a second `response-metadata` or a `text-start` without its end. A block's end carries no
// output of its own (its deltas did): a reasoning model's item without a summary (OpenAI's o-series and gpt-5 unless a
// summary is asked for) is a `reasoning-start` and a `reasoning-end` with nothing between them, and a failure after it,
// before any text, was not retried.
const blockFraming = new Set([
  "response-metadata",
  "text-start",
  "text-end",
  "reasoning-start",
  "reasoning-end",
  "tool-params-start",
  "tool-params-end"
])

/**
 * A part carries output unless it only announces or closes a block, or is a delta with nothing in it: Anthropic streams
 * a thinking block under `thinking.display: "omitted"` as its start, an empty delta with its signature and its end, and
 * a tool without parameters with an empty `input_json_delta`. Those wait, as the block's start does, for real output.
 */
const carriesOutput = (part: Part): boolean =>
  !blockFraming.has(part.type) &&
  !((part.type === "text-delta" || part.type === "reasoning-delta" || part.type === "tool-params-delta") &&
    part.delta === "")

/** @internal */
export const STOPPED_BY = "the stream failed after its output reached the consumer: a retry would repeat it"

/**
 * A `Retryable` outside a retry loop (after output, or after the model call) cannot be retried:
 * it becomes an `Exhausted` that says why, so every failure stays in `Failure.RetryFailure`. A `Retryable` that came
 * through JSON (a model layer relaying a worker's failure; the classifier passes it on as it is) is made one of the
 * class first, as the retry layer does: the validating constructor threw on it, and the stream died with a defect.
 * @internal
 */
export const settle = (
  failure: Failure.AgentFailure | Failure.Exhausted,
  layer: string,
  earlier: ReadonlyArray<Failure.Attempt>,
  stoppedBy: string
): Failure.RetryFailure => {
  if (!Failure.isRetryable(failure)) return failure
  const last = ownRetryable(failure)
  return makeExhausted({
    attempts: [...earlier.map(owned), { attempt: earlier.length + 1, failure: last }],
    last,
    layer,
    stoppedBy
  })
}

const owned = (attempt: Failure.Attempt): Failure.Attempt =>
  Failure.isRetryable(attempt.failure) && !(attempt.failure instanceof Failure.Retryable)
    ? { ...attempt, failure: ownRetryable(attempt.failure) }
    : attempt

/** An `error` part is a failure of the attempt: its body is what the classifier reads. */
class ErrorPart {
  constructor(readonly error: unknown) {}
}

/**
 * Once a 2xx stream has started, a `Decode` failure means its body broke off (`@effect/ai` keeps
 * neither the cause nor "terminated"): a dropped stream, which DESIGN.md calls `Retryable`. Only the
 * stream knows that; the same error from a whole-body response may be a body that is not JSON.
 */
const dropped = (e: unknown): unknown =>
  AiError.isAiError(e) && e._tag === "HttpResponseError" && e.reason === "Decode" && e.response.status >= 200 &&
    e.response.status < 300
    ? new Failure.Retryable({ reason: `the stream dropped mid-flight (${e.module}.${e.method})`, cause: e })
    : e

const unwrap = (e: unknown): unknown => e instanceof ErrorPart ? e.error : dropped(e)

/**
 * A stream that ends without its `finish` part was cut short, however cleanly its connection closed: a
 * proxy that ends the body early, or an error event the provider's decoder could not read and skipped
 * (`@effect/ai-openai` skips a Responses `error` event whose error is nested, as OpenAI sends it). The
 * consumer would otherwise take a partial answer for a whole one. The Vercel AI SDK fails such a stream too
 * ("The model stream ended without a finish chunk").
 */
const unfinished = (): Failure.Retryable => new Failure.Retryable({ reason: CUT_SHORT })

/** @internal */
export const CUT_SHORT = "the stream ended without its finish part: it was cut short"

/**
 * Provided by a consumer that collects the whole stream before anything reads it (the `Model` adapter's
 * `{ stream: true }`): no output reaches a reader before the stream ends, so one attempt is the whole stream, and a
 * failure anywhere in it is retried (and timed, and counted by the breaker) as the policy says.
 * @internal
 */
export class Collecting extends Context.Reference<Collecting>()("effect-resilience/AiModel/Collecting", {
  defaultValue: () => false
}) {}

const isFinish = (part: Part): boolean => part.type === "finish"

type Pull = Effect.Effect<Chunk.Chunk<Part>, Option.Option<unknown>>

/**
 * A started stream that goes `idle` without a part has stalled: a `Retryable` (its cause a `TimeoutCause`, so
 * `Timeout.isTimeout` knows it), as a dropped stream is. The wait is raced as every timeout of the library is
 * (`timeoutTo`): the provider's pull is interrupted, its connection closed with the attempt's scope.
 */
const bounded = (pull: Pull, idle: Duration.Duration | undefined): Pull => {
  if (idle === undefined) return pull
  const stalled = Effect.failSync(() => Option.some(timeout.failure(idle, `${STALLED} for ${Duration.format(idle)}`)))
  return timeout.timeoutTo(pull, idle, stalled)
}

/** @internal */
export const STALLED = "the stream stalled: no part"

interface Started {
  readonly buffer: ReadonlyArray<Part>
  readonly pull: Pull
  readonly done: boolean
}

/**
 * Pulls until the first part that carries output (nothing reaches the consumer before that), or to the end of the
 * stream when `whole`. `pull` is the provider's; the `Started` one waits at most `idle` for a part (so do the pulls
 * after the first output when `whole`): before the first output the policy's timeout bounds the wait, which a model
 * that reasons before it answers may spend in silence.
 */
const start = (
  source: Stream.Stream<Part, unknown>,
  scope: Scope.Scope,
  whole: boolean,
  idle: Duration.Duration | undefined
): Effect.Effect<Started, unknown> =>
  Effect.gen(function*() {
    const raw = yield* Scope.extend(Stream.toPull(source), scope)
    const pull = bounded(raw, idle)
    const buffer: Array<Part> = []
    let output = false
    while (true) {
      const next = yield* Effect.either(output ? pull : raw)
      if (Either.isLeft(next)) {
        if (Option.isSome(next.left)) return yield* Effect.fail(next.left.value)
        if (!buffer.some(isFinish)) return yield* Effect.fail(unfinished())
        return { buffer, pull, done: true }
      }
      for (const part of next.right) {
        if (part.type === "error") return yield* Effect.fail(new ErrorPart(part.error))
        buffer.push(part)
        if (carriesOutput(part)) output = true
      }
      if (output && !whole) return { buffer, pull, done: false }
    }
  })

/**
 * Runs `source` under `policy`, where one attempt is "open the stream and wait for its first
 * output" (the whole stream, under {@link Collecting}). Failures before it (the stream failing, or an
 * `error` part) are retried as the policy says; after it, the stream fails with the classified failure,
 * and an `error` part never reaches the consumer.
 *
 * The attempt that reaches its first output succeeds with its outcome pending (see `PendingOutcome`): the
 * policy's breaker counts it, and its bulkhead frees its slot, when the stream ends. It completes: a success; it
 * fails: that failure, judged by the breaker as any; the consumer stops reading first: an interrupted call (a
 * success if the `finish` part had come). A stream that goes `idle` without a part after its first output has stalled
 * (a `Retryable`: retried when `whole`, else the stream's failure, counted by the breaker).
 * @internal
 */
export const protect = (
  source: Stream.Stream<Part, unknown>,
  policy: Policy.Policy,
  layer: string,
  idle?: Duration.Duration
): Stream.Stream<Part, unknown> =>
  Stream.unwrapScoped(Effect.gen(function*() {
    const classifier = yield* Classifier
    const whole = yield* Collecting
    const outer = yield* Effect.scope
    const failed: Array<Failure.Attempt> = []
    const outcome = new PendingOutcome()
    let finished = false
    const interrupted = Exit.interrupt(yield* Effect.fiberId)
    // The consumer stopped reading before the stream ended (the scope closes): no failure of the dependency.
    yield* Scope.addFinalizer(outer, Effect.suspend(() => outcome.settle(finished ? Exit.void : interrupted)))
    const attempt = Effect.gen(function*() {
      // One scope per attempt: a failed attempt's connection is released at once, the winner's
      // lives as long as the consumer reads.
      const scope = yield* Scope.fork(outer, ExecutionStrategy.sequential)
      return yield* start(source, scope, whole, idle).pipe(
        Effect.mapError(unwrap),
        Effect.tapError((e) =>
          Effect.sync(() => failed.push({ attempt: failed.length + 1, failure: classifier.classify(e) }))
        ),
        Effect.onExit((exit) => Exit.isFailure(exit) ? Scope.close(scope, exit) : Effect.void),
        // a stream read whole is over: its outcome is the attempt's
        Effect.map((started) => started.done ? started : new Pending(started, outcome))
      )
    })
    const result = yield* policy(attempt)
    const started = result instanceof Pending ? result.value : result
    // The policy's retry layer saw every earlier attempt; `failed` only those that failed here (a policy of your own)
    const earlier = result instanceof Pending && result.earlier !== undefined ? result.earlier : failed
    const head = Stream.fromIterable(started.buffer)
    if (started.done) return head
    finished = started.buffer.some(isFinish)
    const rest = Stream.repeatEffectChunkOption(started.pull).pipe(
      Stream.mapEffect((part) => {
        if (isFinish(part)) finished = true
        return part.type === "error" ? Effect.fail(part.error) : Effect.succeed(part)
      }),
      Stream.concat(
        Stream.suspend(() => finished ? Stream.execute(outcome.settle(Exit.void)) : Stream.fail(unfinished()))
      ),
      Stream.catchAll((e) => {
        // An inner layer's give-up (the stream of an `AiModel` layer under this one) passes as itself, as the retry layer
        // and the breaker take it before output: classified, it became a `Fatal`, which a breaker does not count.
        const failure = Failure.isExhausted(e) ? e : classifier.classify(dropped(e))
        const final = settle(failure, layer, earlier, STOPPED_BY)
        // The call failed, as one the retry layer gives up on does: counted as such (a dashboard of give-ups saw none
        // of the streams that broke off mid-answer, the usual way a streamed call fails).
        const counted = Effect.zipRight(countFailure(layer, failure._tag), countGiveUp(layer, final._tag))
        return Stream.fromEffect(
          Effect.zipRight(Effect.zipRight(outcome.settle(Exit.fail(failure)), counted), Effect.fail(final))
        )
      }),
      // a defect of the provider's stream is the call's outcome too, as it is a call's (a consumer's stop is no defect:
      // the scope's finalizer settles it)
      Stream.tapErrorCause((cause) =>
        Cause.isInterruptedOnly(cause) ? Effect.void : outcome.settle(Exit.failCause(cause))
      )
    )
    return Stream.concat(head, rest)
  }))
