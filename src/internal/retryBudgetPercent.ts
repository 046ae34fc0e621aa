import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"
import type * as RetryBudget from "../RetryBudget.js"
import * as options from "./options.js"
import { metered, optionalName, refunds } from "./retryBudget.js"

/** Micro-retries: a deposit of `percent` is an integer, so sums stay exact (6 decimals of percent). */
const UNIT = 1_000_000

/** Finagle's `WindowedAdder` splits the ttl into 10 slices: memory stays constant, expiry is per slice. */
const SLICES = 10

/** @internal */
export const defaults = { percent: 0.2, ttl: Duration.seconds(10), minRetriesPerSecond: 10 } as const

interface Window {
  /** Absolute index of the newest slice: `floor(now / (ttl / SLICES))`. */
  readonly current: number
  /** Net balance (deposits minus withdrawals) per slice, in units; slot `i % SLICES` holds slice `i`. */
  readonly slices: ReadonlyArray<number>
}

const advance = (window: Window, slice: number): Window => {
  // A fiber that read the clock before another one advanced the window writes into the newest slice.
  if (slice <= window.current) return window
  const slices = window.slices.slice()
  const from = Math.max(window.current + 1, slice - SLICES + 1)
  for (let i = from; i <= slice; i++) slices[i % SLICES] = 0
  return { current: slice, slices }
}

const add = (window: Window, amount: number): Window => {
  const slices = window.slices.slice()
  slices[window.current % SLICES] += amount
  return { current: window.current, slices }
}

const sum = (window: Window): number => window.slices.reduce((a, b) => a + b, 0)

/**
 * The shortest ttl. `Clock.currentTimeMillis` counts whole milliseconds, so no shorter window can be measured; and a
 * slice's index is `now × SLICES / ttl`, which for a ttl of 1 µs passes 2^53 at today's clock, where the `i++` of
 * `advance` no longer moves and the first `onRequest` spun forever. At 1 ms the index stays below 2^53 until the year
 * 30 000.
 */
const MIN_TTL_MILLIS = 1

const optionKeys: ReadonlyArray<keyof RetryBudget.PercentOptions> = ["percent", "ttl", "minRetriesPerSecond", "name"]

/** @internal */
export const make = (raw?: RetryBudget.PercentOptions): Effect.Effect<RetryBudget.Budget> => {
  // `percent(0.5)` read as no options gave every default, and `percent(null)` a TypeError.
  const config = options.object("options", raw, "an object such as { percent: 0.2 }") ?? {}
  options.knownKeys("", config, optionKeys)
  const percent = options.number("percent", options.given(config.percent, defaults.percent), { min: 0, max: 1000 })
  const ttl = options.duration("ttl", options.given(config.ttl, defaults.ttl))
  if (Duration.toMillis(ttl) < MIN_TTL_MILLIS) {
    throw new options.InvalidOptionError("ttl", config.ttl, "a duration of at least 1 millisecond")
  }
  const minRetriesPerSecond = options.number(
    "minRetriesPerSecond",
    options.given(config.minRetriesPerSecond, defaults.minRetriesPerSecond),
    { min: 0, max: 1_000_000 }
  )
  const ttlMillis = Duration.toMillis(ttl)
  const name = optionalName(config.name) ??
    `finagle(percent=${percent}, ttl=${Duration.format(ttl)}, minRetriesPerSecond=${minRetriesPerSecond})`
  const deposit = Math.round(percent * UNIT)
  // counted in millionths of a retry: a smaller share was rounded to none, and 3 million requests earned no retry
  if (percent > 0 && deposit === 0) {
    throw new options.InvalidOptionError(
      "percent",
      config.percent,
      "0, or at least 0.000001 (a retry per million requests, the finest share the budget counts)"
    )
  }
  // The reserve is not stored: it is added to every balance, so it renews itself each ttl.
  const reserve = Math.round(minRetriesPerSecond * (ttlMillis / 1000) * UNIT)
  // Multiply before dividing so that whole-millisecond times land in the right slice exactly.
  const sliceAt = (millis: number) => Math.floor((millis * SLICES) / ttlMillis)

  return Effect.map(
    Ref.make<Window>({ current: 0, slices: Array.from({ length: SLICES }, () => 0) }),
    (ref): RetryBudget.Budget => {
      const withWindow = <A>(f: (window: Window) => readonly [A, Window]): Effect.Effect<A> =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => Ref.modify(ref, (w) => f(advance(w, sliceAt(now)))))
      const balance = withWindow((w) => [sum(w) + reserve, w] as const)
      const budget: RetryBudget.Budget = {
        name,
        onRequest: deposit === 0 ? Effect.void : withWindow((w) => [undefined, add(w, deposit)] as const),
        onSuccess: Effect.void,
        onFailure: Effect.void,
        tryAcquire: metered(
          name,
          withWindow((w) => sum(w) + reserve >= UNIT ? [true, add(w, -UNIT)] as const : [false, w] as const)
        ),
        snapshot: Effect.map(balance, (units): RetryBudget.Snapshot => ({
          _tag: "Percent",
          name,
          allowsRetry: units >= UNIT,
          available: Math.max(0, Math.floor(units / UNIT)),
          balance: units / UNIT,
          reserve: reserve / UNIT
        }))
      }
      // A withdrawal still in the window goes back to its slice; one that has expired counts no more anyway.
      refunds.set(budget, (grantedAt) =>
        withWindow((w) => {
          const slice = sliceAt(grantedAt)
          if (slice > w.current || slice <= w.current - SLICES) return [undefined, w] as const
          const slices = w.slices.slice()
          slices[slice % SLICES] += UNIT
          return [undefined, { current: w.current, slices }] as const
        }))
      return budget
    }
  )
}
