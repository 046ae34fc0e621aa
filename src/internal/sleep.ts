import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"

/**
 * The longest sleep Effect's live clock wakes from: the largest timeout a JS timer accepts. It takes a longer one for
 * "never" (a timer would fire at once), so a wait longer than this is slept in pieces ({@link sleep}).
 * @internal
 */
export const MAX_TIMER_MILLIS = 2 ** 31 - 1

/**
 * `Effect.sleep`, also for waits beyond {@link MAX_TIMER_MILLIS} (about 24.8 days), slept in pieces: a retry's delay
 * (`Schedule.spaced("30 days")`) or a deadline (`Timeout.timeout("30 days")`, a turn's time budget) comes when it says
 * rather than never. An infinite one stays a single sleep that never ends.
 * @internal
 */
export const sleep = (duration: Duration.Duration): Effect.Effect<void> =>
  Duration.isFinite(duration) ? sleepMillis(Duration.toMillis(duration)) : Effect.sleep(duration)

/** @internal */
export const sleepMillis = (millis: number): Effect.Effect<void> =>
  millis <= MAX_TIMER_MILLIS
    ? Effect.sleep(Duration.millis(millis))
    : Effect.zipRight(
      Effect.sleep(Duration.millis(MAX_TIMER_MILLIS)),
      Effect.suspend(() => sleepMillis(millis - MAX_TIMER_MILLIS))
    )
