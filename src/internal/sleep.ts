import * as Clock from "effect/Clock"
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

/**
 * A long wait ends where a single sleep of it would: at the instant read from the clock as it starts plus `millis`,
 * which each piece after the first reads the clock again to reach. Added up instead, the pieces ended a float rounding
 * later (`(t + 2³¹−1) + (d − 2³¹−1)` is not always `t + d` at a fractional instant), and `TestClock.adjust(d)`, which
 * wakes a single sleep of `d`, left the wait asleep; on the live clock each piece's lateness added up too. The end is
 * then `Clock` time, as the library's leases and deadlines are: a step of the wall clock moves it as it moves them.
 * @internal
 */
export const sleepMillis = (millis: number): Effect.Effect<void> =>
  millis <= MAX_TIMER_MILLIS
    ? Effect.sleep(Duration.millis(millis))
    : Effect.flatMap(Clock.currentTimeMillis, (now) => sleepUntil(now + millis, now))

// the first piece is always of the longest timer, so that `Testing.untilSleeping` knows where to look for a long wait
const sleepUntil = (end: number, now: number): Effect.Effect<void> =>
  end - now <= MAX_TIMER_MILLIS
    ? Effect.sleep(Duration.millis(Math.max(0, end - now)))
    : Effect.zipRight(
      Effect.sleep(Duration.millis(MAX_TIMER_MILLIS)),
      Effect.flatMap(Clock.currentTimeMillis, (later) => sleepUntil(end, later))
    )
