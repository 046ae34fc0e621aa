/**
 * Small pieces several test files share.
 */
import { expect } from "@effect/vitest"
import { Cause, Clock, Duration, Effect, Exit, Logger, LogLevel, Option, Ref, Schema, TestClock, Tracer } from "effect"
import { Classify, type Failure, Options, Sanitize, Tool } from "effect-resilience"

/** The value of a successful exit; a failed one fails the test with its cause. */
export const valueOf = <A, E>(exit: Exit.Exit<A, E>): A => {
  if (Exit.isFailure(exit)) throw new Error(`expected a success, got ${String(exit.cause)}`)
  return exit.value
}

/** The classification of a text an agent kept from a failed model call (`fromMessage` with `stopReason: "error"`). */
export const classifyText = (errorMessage: string): Failure.AgentFailure =>
  Option.getOrThrow(Classify.fromMessage({ stopReason: "error", errorMessage }))

/** The wait a `Retryable` names, in milliseconds; `undefined` for any other failure or none named. */
export const retryAfterMs = (f: Failure.AgentFailure): number | undefined =>
  f._tag === "Retryable" && f.retryAfter !== undefined ? Duration.toMillis(f.retryAfter) : undefined

/** A read-only tool that always answers, for loops that need one ordinary tool. */
export const search = Tool.make({
  name: "search",
  description: "Search the Python documentation",
  parameters: Schema.Struct({ query: Schema.String }),
  success: Schema.Array(Schema.String),
  handler: ({ query }) => Effect.succeed([`${query}: the global interpreter lock`])
})

/** Every field of a failure that a classification decides, and its `cause`: two classifications compared whole. */
export const outcome = (f: Failure.AgentFailure) => ({
  tag: f._tag,
  status: f.status,
  reason: f.reason,
  retryAfterMs: retryAfterMs(f),
  tokens: f._tag === "ContextOverflow" ? f.tokens : undefined,
  limit: f._tag === "ContextOverflow" ? f.limit : undefined,
  cause: f.cause
})

/** The `InvalidOptionError` that `construct` throws (fails the test if it throws nothing, or something else). */
export const invalidOption = (construct: () => unknown): Options.InvalidOptionError => {
  try {
    construct()
  } catch (e) {
    expect(e).toBeInstanceOf(Options.InvalidOptionError)
    return e as Options.InvalidOptionError
  }
  throw new Error("expected an InvalidOptionError, nothing was thrown")
}

/**
 * Whether a text survives UTF-8 as it is: no lone surrogate (half an emoji cut off). Anthropic's API refuses a request
 * body holding one ("The request body is not valid JSON: no low surrogate in string"), and strict JSON parsers do too.
 */
export const isWellFormed = (text: string): boolean => Buffer.from(text, "utf8").toString("utf8") === text

/** A clock that notes each sleep asked of it and lets it end at once, moving its time on by the sleep. */
export const recordingClock = (asked: Array<number>): Clock.Clock => {
  let now = 0
  const clock: Clock.Clock = {
    [Clock.ClockTypeId]: Clock.ClockTypeId,
    unsafeCurrentTimeMillis: () => now,
    unsafeCurrentTimeNanos: () => BigInt(now) * 1_000_000n,
    currentTimeMillis: Effect.sync(() => now),
    currentTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
    sleep: (duration) =>
      Effect.sync(() => {
        asked.push(Duration.toMillis(duration))
        now += Duration.toMillis(duration)
      })
  }
  return clock
}

/**
 * A clock built on `base`: its time is `base`'s moved on by `aheadMs` (none unless given), its sleeps are `sleep`
 * (`base`'s unless given). What `withLiveTimerLimit` and `skewedClock` change of a clock, each one thing.
 */
export const clockFrom = (
  base: Clock.Clock,
  overrides: { readonly aheadMs?: number; readonly sleep?: Clock.Clock["sleep"] }
): Clock.Clock => {
  const ahead = overrides.aheadMs ?? 0
  const aheadNanos = BigInt(ahead) * 1_000_000n
  return {
    [Clock.ClockTypeId]: Clock.ClockTypeId,
    unsafeCurrentTimeMillis: () => base.unsafeCurrentTimeMillis() + ahead,
    unsafeCurrentTimeNanos: () => base.unsafeCurrentTimeNanos() + aheadNanos,
    currentTimeMillis: Effect.map(base.currentTimeMillis, (now) => now + ahead),
    currentTimeNanos: Effect.map(base.currentTimeNanos, (now) => now + aheadNanos),
    sleep: overrides.sleep ?? ((duration) => base.sleep(duration))
  }
}

/**
 * `effect` on `TestClock`, but with the live clock's limit: a sleep longer than the JS timers hold (2³¹−1 ms, about
 * 24.8 days) never ends, as on Effect's live clock, which takes it for "never". Under `TestClock` alone such a sleep ends
 * on time, so a wait that would never come in production passed its test. Only the code under test runs on it:
 * `TestClock.adjust` needs the `TestClock` itself as the clock of the fiber that calls it.
 */
export const withLiveTimerLimit = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.flatMap(TestClock.testClock(), (test) =>
    Effect.withClock(
      effect,
      clockFrom(test, {
        sleep: (duration) => Duration.toMillis(duration) > 2 ** 31 - 1 ? Effect.never : test.sleep(duration)
      })
    ))

/**
 * `clock` as read on a machine whose clock runs `ahead` milliseconds ahead of it (behind when negative): its time is
 * moved, its sleeps are `clock`'s own, so `TestClock.adjust` drives it as it drives `clock`.
 */
export const skewedClock = (clock: Clock.Clock, ahead: number): Clock.Clock => clockFrom(clock, { aheadMs: ahead })

/**
 * `effect` run as by an operator who raised unhandled errors to `Error` (to see the fibers whose failure nobody took),
 * each "unhandled error" line it logs kept in `lines`, its cause printed whole: a failure its caller handled adds none.
 */
export const unhandledErrors = (lines: Array<string>) => <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  effect.pipe(
    Effect.withUnhandledErrorLogLevel(Option.some(LogLevel.Error)),
    Effect.provide(Logger.replace(
      Logger.defaultLogger,
      Logger.make(({ cause, logLevel, message }) => {
        const text = [message].flat().map(String).join(" ")
        if (text.includes("unhandled")) lines.push(`${logLevel.label} ${text}: ${Cause.pretty(cause)}`)
      })
    ))
  )

/** The tracer in use (Effect's own), keeping in `spans` each span it makes: for tests that read spans after they ended. */
export const recordingTracer = (spans: Array<Tracer.Span>): Effect.Effect<Tracer.Tracer> =>
  Effect.map(Effect.tracer, (native) =>
    Tracer.make({
      span: (...args) => {
        const span = native.span(...args)
        spans.push(span)
        return span
      },
      context: native.context
    }))

/** A side-effecting `send_email` tool that counts its sends in `sent`: a run too many or too few shows in the count. */
export const makeSendEmail = (sent: Ref.Ref<number>) =>
  Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters: Schema.Struct({ to: Schema.String }),
    success: Schema.Struct({ n: Schema.Number }),
    sideEffect: true,
    handler: () => Effect.map(Ref.updateAndGet(sent, (n) => n + 1), (n) => ({ n }))
  })

/** Each of `texts` goes to the model as it is: nothing in it reads as a credential or an internal address. */
export const expectKept = (texts: ReadonlyArray<string>): void => {
  for (const text of texts) expect(Sanitize.sanitize(text)).toBe(text)
}
