import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { duration, InvalidOptionError, knownKeys, number, object } from "./options.js"

/**
 * Rows one statement of a purge deletes at most: a purge of millions of rows holds its locks (the SQLite file's write
 * lock, Postgres' row locks) for a batch at a time, so that the workers' claims and saves go on between batches.
 * @internal
 */
export const DEFAULT_PURGE_BATCH = 1000

/** @internal */
export const MAX_PURGE_BATCH = 100_000

/** The options every purge takes. @internal */
export interface RetentionOptions {
  readonly olderThan: Duration.DurationInput
  readonly batchSize?: number | undefined
}

interface Checked<O> {
  readonly options: O
  readonly olderThanMillis: number
  readonly batchSize: number
}

const EXPECTED = "an object such as { olderThan: \"30 days\" }"

/**
 * Checks a purge's options when it is called, throwing `InvalidOptionError` naming the option: `olderThan` is required
 * (a purge without it would delete every record at rest, the opposite of what a missing option should mean) and a
 * finite duration, zero or more; `batchSize` a whole number from 1 to {@link MAX_PURGE_BATCH}; `keys` are the keys the
 * purge knows (a misspelt `olderThen` would otherwise read as missing).
 */
const check = <O extends RetentionOptions>(given: O, keys: ReadonlyArray<string>): Checked<O> => {
  const options = object("options", given, EXPECTED)
  if (options === undefined) throw new InvalidOptionError("options", given, EXPECTED)
  knownKeys("", options, keys)
  if (options.olderThan === undefined) {
    throw new InvalidOptionError(
      "olderThan",
      undefined,
      "a duration such as \"30 days\": how old a record must be to go"
    )
  }
  const olderThan = duration("olderThan", options.olderThan)
  const batchSize = options.batchSize === undefined
    ? DEFAULT_PURGE_BATCH
    : number("batchSize", options.batchSize, { min: 1, max: MAX_PURGE_BATCH, integer: true })
  return { options, olderThanMillis: Duration.toMillis(olderThan), batchSize }
}

/**
 * Records before `cutoff` go, and leases that end by `now` are over: both read once from the program's `Clock`, so that
 * a purge ends though records keep coming to rest while it runs.
 * @internal
 */
export interface Window {
  readonly now: number
  readonly cutoff: number
}

/**
 * A purge named `name` (its span, with how many records it deleted): `given` checked when it is called, with `keys` the
 * options it knows, and `prepare` (which checks the store's own options, throwing as well) giving one batch's deletion,
 * at most `limit` records of the `Window`, how many it deleted. The batches run until one deletes fewer than the batch
 * size; one that fails ends the purge with its error, the batches before it staying done.
 * @internal
 */
export const purge = <O extends RetentionOptions, E, R>(
  name: string,
  given: O,
  keys: ReadonlyArray<string>,
  prepare: (options: O) => (window: Window, limit: number) => Effect.Effect<number, E, R>
): Effect.Effect<number, E, R> => {
  const { batchSize, olderThanMillis, options } = check(given, keys)
  const batch = prepare(options)
  const from = (window: Window, total: number): Effect.Effect<number, E, R> =>
    Effect.flatMap(
      batch(window, batchSize),
      (deleted) => deleted < batchSize ? Effect.succeed(total + deleted) : from(window, total + deleted)
    )
  return Effect.flatMap(Clock.currentTimeMillis, (now) => from({ now, cutoff: now - olderThanMillis }, 0)).pipe(
    Effect.tap((deleted) => Effect.annotateCurrentSpan("retention.deleted", deleted)),
    Effect.withSpan(name, { attributes: { "retention.older_than_ms": olderThanMillis } })
  )
}

/**
 * One batch of a SQL store's purge over several states: a statement per state (`purgeState(state, limit)`), each given
 * what the batch has left, so that each searches its index (`(state, time)`) for rows of its state alone. Searched by
 * time alone, the rows a purge keeps (the failed turns kept for a post-mortem, the claims left without a result), which
 * gather at the old end, were read again by every batch: a million of them made each batch take a second on
 * PostgreSQL, and a purge that never ended once a batch outlasted `queryTimeout`. Returns the batch's total, fewer
 * than `limit` only once every state has run out.
 * @internal
 */
export const acrossStates = <S, E>(
  states: ReadonlyArray<S>,
  limit: number,
  purgeState: (state: S, limit: number) => Effect.Effect<number, E>
): Effect.Effect<number, E> =>
  Effect.reduce(
    new Set(states),
    0,
    (deleted, state) =>
      deleted >= limit ? Effect.succeed(deleted) : Effect.map(purgeState(state, limit - deleted), (n) => deleted + n)
  )

/**
 * The first `limit` of `items` that `matches`, reading `items` no further than the last of them: a memory store's
 * batch. A batch that read, filtered and sorted every entry made a purge quadratic (100,000 keys in batches of 1,000:
 * 11 seconds, each batch holding the thread; a million, some twenty minutes); which entries go first matters to
 * nothing in memory, where a batch holds no lock and the purge runs until none is left.
 * @internal
 */
export const firstMatching = <A>(items: Iterable<A>, matches: (item: A) => boolean, limit: number): Array<A> => {
  const found: Array<A> = []
  if (limit <= 0) return found
  for (const item of items) {
    if (matches(item) && found.push(item) >= limit) break
  }
  return found
}
