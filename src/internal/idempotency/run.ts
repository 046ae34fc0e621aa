import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as HashSet from "effect/HashSet"
import * as Metric from "effect/Metric"
import * as Option from "effect/Option"

import * as Ref from "effect/Ref"
import * as Schema from "effect/Schema"
import { Classifier } from "../../Classify.js"
import { judged, mayHaveReached } from "../classify/reached.js"
import { strictJson } from "../json.js"
import { loggedFailure, loggedValue } from "../loggedCause.js"
import * as options_ from "../options.js"
import { randomHex } from "../randomHex.js"
import { sleep, sleepMillis } from "../sleep.js"
import type { Entry } from "./store.js"
import { IdempotencyError, IdempotencyStore } from "./store.js"

/** @internal */
export class CurrentKey extends Context.Reference<CurrentKey>()("effect-resilience/Idempotency/CurrentKey", {
  defaultValue: (): Option.Option<string> => Option.none()
}) {}

/**
 * The attempts of a keyed effect in flight or of unknown outcome, when its caller marks them with
 * {@link attempt} (a tool whose retry wraps its handler): between two attempts (a retry's backoff) no
 * request is out, so an interruption then leaves nothing whose effect is unknown. An attempt that
 * ended (success or failure) is no longer counted; one cut off by an interruption stays counted, as
 * does one whose failure leaves open that its request was acted on (a connection dropped after it
 * was sent).
 * @internal
 */
export class InFlight extends Context.Reference<InFlight>()("effect-resilience/Idempotency/InFlight", {
  defaultValue: (): Option.Option<Ref.Ref<number>> => Option.none()
}) {}

/**
 * A defect with no failure beside it. A cause that holds a failure is judged by that failure, as the retry layer
 * judges it: a finalizer that died after a declined card (a connection's close that threw) leaves it declined.
 * @internal
 */
export const diedAlone = (cause: Cause.Cause<unknown>): boolean =>
  Cause.isDie(cause) && Option.isNone(Cause.failureOption(cause))

/**
 * One attempt of the effect of a `run` given an `attempts` count: counted in flight while it runs, and
 * still counted after a failure for which `unknownOutcome` holds, or a defect alone (`diedAlone`): a handler
 * that died (an `Effect.promise` that rejected, a reply its own code could not parse) may have sent its request
 * first, as one that was interrupted may. Outside such a run it is `effect` unchanged.
 * @internal
 */
export const attempt = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  unknownOutcome?: (error: E) => boolean
): Effect.Effect<A, E, R> =>
  Effect.flatMap(InFlight, (inFlight) =>
    Option.isNone(inFlight)
      ? effect
      // Masked, so that an interruption cannot land between the count and the start of the attempt.
      : Effect.uninterruptibleMask((restore) =>
        Effect.zipRight(
          Ref.update(inFlight.value, (n) => n + 1),
          Effect.onExit(
            restore(effect),
            (exit) =>
              Exit.isInterrupted(exit) || (Exit.isFailure(exit) && diedAlone(exit.cause)) ||
                (unknownOutcome !== undefined && Exit.isFailure(exit) &&
                  Option.exists(Cause.failureOption(exit.cause), unknownOutcome))
                ? Effect.void
                : Ref.update(inFlight.value, (n) => n - 1)
          )
        )
      ))

/**
 * Another holder of the key that a call met, as it stands when the call ends early: `"live"` while it waits for a live
 * duplicate of itself (another worker running the same turn), `"lapsed"` while it takes over from one that left its
 * claim without a result (the effect may have happened there), `"none"` once the key is its own (or before it met one).
 * @internal
 */
export type OtherHolder = "none" | "live" | "lapsed"

/** @internal */
export interface RunOptions {
  readonly lease?: Duration.DurationInput | undefined
  readonly pollInterval?: Duration.DurationInput | undefined
  readonly maxWait?: Duration.DurationInput | undefined
  readonly takeover?: boolean | undefined
  readonly owner?: string | undefined
  readonly unknownOutcome?: ((error: unknown) => boolean) | undefined
}

const runKeys: ReadonlyArray<keyof RunOptions> = [
  "lease",
  "pollInterval",
  "maxWait",
  "takeover",
  "owner",
  "unknownOutcome"
]

interface Settings {
  readonly leaseMillis: number
  readonly heartbeat: Duration.Duration
  readonly pollInterval: Duration.Duration
  readonly maxWaitMillis: number
  readonly takeover: boolean
  readonly owner: string | undefined
  readonly unknownOutcome: ((error: unknown) => boolean) | undefined
}

/**
 * Checks `options`, throwing `InvalidOptionError`; `prefix` goes before the option names, for
 * options nested in another constructor's (`idempotency.lease`).
 * @internal
 */
export const settings = (given: RunOptions | undefined, prefix = ""): Settings => {
  // `run(key, schema, effect, "30 seconds")` would otherwise read every field as missing and use the defaults.
  const options = options_.object(
    prefix === "" ? "options" : prefix.slice(0, -1),
    given,
    "an object such as { lease: \"30 seconds\", takeover: true }"
  )
  // a misspelt `takeOver: true` left a crashed holder's key waiting out its lease, then failing as a duplicate
  if (options !== undefined) options_.knownKeys(prefix === "" ? "" : prefix.slice(0, -1), options, runKeys)
  const lease = options_.duration(`${prefix}lease`, options_.given(options?.lease, Duration.seconds(30)), {
    allowZero: false,
    max: options_.MAX_LEASE
  })
  const pollInterval = options_.duration(
    `${prefix}pollInterval`,
    options_.given(options?.pollInterval, Duration.millis(100)),
    {
      allowZero: false
    }
  )
  const maxWait = options_.duration(`${prefix}maxWait`, options_.given(options?.maxWait, Duration.minutes(5)), {
    allowInfinite: true
  })
  // the store keeps it as text: on PostgreSQL, a name with a NUL failed every claim (StoreFailure), as a Runner's did
  if (options?.owner !== undefined) options_.storedKey(`${prefix}owner`, options.owner)
  if (options?.unknownOutcome !== undefined && typeof options.unknownOutcome !== "function") {
    throw new options_.InvalidOptionError(
      `${prefix}unknownOutcome`,
      options.unknownOutcome,
      "a function (error) => boolean, such as () => false to release the claim on every failure"
    )
  }
  return {
    leaseMillis: Duration.toMillis(lease),
    // Three renewals per lease: a holder that is alive never lets its lease lapse because of one slow renewal.
    heartbeat: Duration.divide(lease, 3).pipe(Option.getOrElse(() => lease)),
    pollInterval,
    maxWaitMillis: Duration.toMillis(maxWait),
    // `takeover: "yes"` or `1` must not read as false: a duplicate would fail where takeover was asked for.
    takeover: options_.boolean(`${prefix}takeover`, options?.takeover, false),
    owner: options?.owner,
    unknownOutcome: options?.unknownOutcome
  }
}

/**
 * Whether a failure of a keyed effect run without counted attempts leaves open that its side effect happened:
 * `unknownOutcome` when given, else the failure classified with the `Classifier` in context is one whose request may
 * have been acted on (`mayHaveReached`). A predicate that throws keeps the claim: running the effect again is the
 * one outcome it cannot take back.
 */
const outcomeUnknown = (
  error: unknown,
  predicate: ((error: unknown) => boolean) | undefined
): Effect.Effect<boolean> => {
  if (predicate !== undefined) {
    // Only `false` releases: a truthy `1` or `"yes"` read as `false` would run the effect again.
    return Effect.try(() => predicate(error)).pipe(
      Effect.flatMap((decided) =>
        typeof decided === "boolean"
          ? Effect.succeed(decided)
          : Effect.as(
            Effect.logWarning(
              "idempotency unknownOutcome returned no boolean; the claim is kept",
              loggedValue(decided)
            ),
            true
          )
      ),
      Effect.catchAll((cause) =>
        Effect.as(Effect.logWarning("idempotency unknownOutcome threw; the claim is kept", loggedFailure(cause)), true)
      )
    )
  }
  return Effect.map(Classifier, (classifier) => mayHaveReached(judged(classifier, error)))
}

/** @internal */
export const runs = Metric.counter("effect_resilience_idempotency_runs_total", {
  description: "Keyed executions by outcome: executed, replayed, took_over, released, interrupted, unknown, error",
  incremental: true
})
const count = (outcome: string) => Metric.increment(Metric.tagged(runs, "outcome", outcome))

const randomOwner = Effect.map(randomHex(8), (hex) => `owner_${hex}`)

const fail = (key: string, reason: IdempotencyError["reason"], detail: string, cause?: unknown) =>
  new IdempotencyError({ key, reason, detail, ...(cause === undefined ? {} : { cause }) })

/**
 * Checks `run`'s key and schema when it is called: an empty key would be shared by every caller that lost its key,
 * and a schema that is not one would only fail (InvalidResult) after the side effect had run. A key PostgreSQL cannot
 * keep as it is (see `storedKey`) is refused whatever the store: one with a lone surrogate shared the record of
 * another (`"k\udc00"` replayed the result of `"k\ud800"`, its own effect never run), one with a NUL failed every
 * claim. Refused rather than hashed: a key stored as it is stays the record's key, so that the records written before
 * stay found, and a key refused runs nothing, where one mapped to another record would run its effect again.
 * @internal
 */
export const checkKeyAndSchema = (key: unknown, schema: unknown): void => {
  options_.storedKey("key", key, "such as Idempotency.makeKey(…), which hashes any text")
  if (!Schema.isSchema(schema)) {
    throw new options_.InvalidOptionError("schema", schema, "an effect Schema of the result, such as Schema.String")
  }
}

/**
 * Checks that `effect` is an Effect: a function returning one, or a Promise, is neither run nor an options object.
 * @internal
 */
export const checkEffect = (effect: unknown): void => {
  if (!Effect.isEffect(effect)) {
    throw new options_.InvalidOptionError(
      "effect",
      effect,
      typeof effect === "function"
        ? "an Effect, not a function (pass the Effect it returns, or wrap it in Effect.suspend)"
        : "an Effect (wrap a Promise in Effect.tryPromise)"
    )
  }
}

/**
 * A result encoded to `undefined` (`Schema.Void`, `Schema.Undefined`) has no JSON text: it is stored as the empty
 * string, which no JSON text is, so that its replay decodes `undefined` again.
 */
const toStored = (encoded: unknown): string => {
  if (encoded === undefined) return ""
  // a Map, an Error or a fetch Response under Schema.Unknown would be stored as {}, and every replay return that instead of the result
  const json = strictJson(encoded)
  if (json === undefined) throw new Error("the encoded result is not JSON")
  return json
}

const fromStored = (text: string): unknown => text === "" ? undefined : JSON.parse(text)

/** @internal */
export const run = <A, I, E, R>(
  key: string,
  schema: Schema.Schema<A, I, never>,
  effect: Effect.Effect<A, E, R>,
  s: Settings,
  // Given when `effect` marks its attempts with `attempt` (counted in it): then an interruption with one
  // in flight, or a failure after one whose outcome is unknown, keeps the claim; otherwise any
  // interruption once `effect` started does, and a failure releases it.
  attempts?: Ref.Ref<number>,
  // The other holder of the key the call met (see `OtherHolder`), so that a caller that gives up then can say the effect
  // is running elsewhere, or may have happened in an earlier attempt, rather than that nothing happened.
  other?: Ref.Ref<OtherHolder>
): Effect.Effect<A, E | IdempotencyError, R | IdempotencyStore> =>
  Effect.gen(function*() {
    const store = yield* IdempotencyStore
    // A claim is held by its owner's name: two runs given one name (a worker id for logs) would each renew, complete and
    // release the claim its twin took over after a stall (a release then deleted the running duplicate's claim). A
    // given name therefore gets a suffix of its own per run, as a Runner's lease owner does.
    const owner = s.owner === undefined ? yield* randomOwner : `${s.owner}~${yield* randomHex(2)}`
    const decodeStored = (stored: string, detail: string) =>
      Effect.try({
        try: () => Schema.decodeUnknownSync(schema)(fromStored(stored)),
        catch: (cause) => fail(key, "InvalidResult", detail, cause)
      })
    const decode = (entry: Entry) =>
      decodeStored(Option.getOrThrow(entry.result), "the stored result does not decode with the given schema")

    // JSON.stringify writes what JSON cannot hold as something else (a Date as its ISO string, NaN as null, an
    // undefined array item as null): stored so, the result would fail to decode on every replay, long after the
    // call that ran the effect returned it. Checked now, while that call can still say so.
    const replayable = (stored: string) =>
      decodeStored(
        stored,
        "the result does not encode to JSON with the given schema: its JSON text does not decode back (a Date, " +
          "NaN or undefined inside the encoded value; a schema such as Schema.Date encodes to JSON)"
      )

    const encode = (value: A) =>
      Effect.try({
        try: () => toStored(Schema.encodeSync(schema)(value)),
        catch: (cause) => fail(key, "InvalidResult", "the result does not encode to JSON with the given schema", cause)
      }).pipe(Effect.tap(replayable))

    // A heartbeat after the last request for the lease went out (the claim or takeover at `claimedAt`, then each
    // renewal), not after its answer: spaced from the answers, a renewal that hung until it failed (a database failover,
    // up to the store's query timeout) left no try before the lease ended, and a claim answered late let the lease lapse
    // before the first renewal. Either way a duplicate took over the claim of a live holder and ran the effect again.
    const renewals = (claimedAt: number) =>
      Effect.gen(function*() {
        const every = Duration.toMillis(s.heartbeat)
        let sent = claimedAt
        for (;;) {
          const now = yield* Clock.currentTimeMillis
          // in pieces: a third of a lease above 74.5 days is beyond the live clock's longest timer, which never wakes
          yield* sleepMillis(Math.max(0, sent + every - now))
          sent = yield* Clock.currentTimeMillis
          yield* store.renew(key, owner, sent + s.leaseMillis, sent).pipe(
            // A failed renewal is not fatal: the next one may succeed, and `complete` detects a lost claim.
            Effect.catchAll((e) => Effect.logWarning("idempotency lease renewal failed", loggedFailure(e)))
          )
        }
      })

    // A holder interrupted after its effect started (a graceful stop, a lost turn, a timeout) cannot
    // tell whether the side effect happened: the request may have reached the outside API. Its claim
    // stays, with its lease ended now, so the next attempt fails at once with LeaseExpired (or takes
    // over when allowed), exactly as after a crash, instead of running the effect again or waiting
    // out a lease nobody renews.
    const endLease = Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      yield* store.renew(key, owner, now, now)
    }).pipe(
      Effect.catchAll((e) =>
        Effect.logWarning("idempotency claim could not be ended; it lapses with its lease", loggedFailure(e))
      )
    )
    const abandon = Effect.zipRight(endLease, count("interrupted"))

    // Runs with interruption masked (see below); only the user's effect is interruptible, so that an
    // interruption cannot leave a completed side effect unrecorded or a failed one still claimed.
    const execute = (
      restore: <X, Y, Z>(effect: Effect.Effect<X, Y, Z>) => Effect.Effect<X, Y, Z>,
      claimedAt: number
    ) =>
      Effect.gen(function*() {
        // the key is ours now (claimed, or taken over from a holder that lapsed)
        if (other !== undefined) yield* Ref.set(other, "none")
        const started = yield* Ref.make(false)
        const exit = yield* restore(
          Effect.scoped(Effect.zipRight(
            Effect.forkScoped(renewals(claimedAt)),
            Effect.zipRight(
              Ref.set(started, true),
              effect.pipe(
                Effect.provideService(CurrentKey, Option.some(key)),
                // Set (or cleared) here, so that a keyed run nested in `effect` counts its own attempts.
                Effect.provideService(InFlight, Option.fromNullable(attempts))
              )
            )
          ))
        ).pipe(Effect.exit)
        // Interrupted from outside (this fiber has interruptors), or the effect ended by an interruption
        // alone; a failure with sibling interruptions beside it (Effect.all) is still the effect's failure.
        const interrupted = Exit.isFailure(exit) &&
          ((yield* Effect.descriptorWith((d) => Effect.succeed(HashSet.size(d.interruptors) > 0))) ||
            Cause.isInterruptedOnly(exit.cause))
        const mayHaveHappened = attempts !== undefined ? (yield* Ref.get(attempts)) > 0 : yield* Ref.get(started)
        if (interrupted && mayHaveHappened) {
          yield* abandon
          return yield* exit
        }
        if (Exit.isFailure(exit)) {
          // An attempt failed in a way that leaves open whether its request was acted on: counted by `attempt` when
          // the caller marks its attempts, else judged from the failure. A defect alone (an `Effect.promise` that
          // rejected, a reply the effect's own code could not parse) may come after its request went out, as in a
          // side-effecting tool's attempt: released, the next call ran the effect again. `unknownOutcome` judges
          // failures, the effect's typed errors, not defects.
          const error = Cause.failureOption(exit.cause)
          const unknown = attempts !== undefined
            ? mayHaveHappened
            : Option.isSome(error)
            ? yield* outcomeUnknown(error.value, s.unknownOutcome)
            : diedAlone(exit.cause)
          if (unknown) {
            yield* endLease
            yield* count("unknown")
          } else {
            yield* store.release(key, owner).pipe(
              Effect.catchAll((e) =>
                Effect.logWarning("idempotency release failed; the claim lapses with its lease", loggedFailure(e))
              )
            )
            yield* count("released")
          }
          return yield* exit
        }
        // The effect ran, though its result cannot be stored: releasing the claim would let the next call run it
        // again. It stays, ended, as after an interruption: the next call fails with LeaseExpired.
        const json = yield* Effect.tapError(encode(exit.value), () => endLease)
        const now = yield* Clock.currentTimeMillis
        // a store that fails to record the result (a blip) leaves the claim as an unrecordable result does: ended, so
        // that a waiting duplicate learns of it now (LeaseExpired) rather than after the whole lease
        const stored = yield* Effect.tapError(store.complete(key, owner, json, now), () => endLease)
        if (!stored) {
          return yield* fail(
            key,
            "ClaimLost",
            "the lease lapsed and another owner took over the claim before the result was stored; the side effect may have run twice"
          )
        }
        yield* count("executed")
        return exit.value
      })

    // A claim or takeover answered after the lease it took ended (a process paused, a queryTimeout above the lease) may
    // have been taken over meanwhile by a duplicate, which runs the effect: started anyway, it ran beside that one (and
    // failed ClaimLost after). Renewed first: `Some` of when the lease now counts from, or `None` when the key is no
    // longer ours, to look at again. A renewal that fails fails the call; a new claim is given back first (the effect
    // has not run), a claim taken over stays, lapsed (its first holder's effect may have happened).
    const stillOurs = (sentAt: number, taken: boolean) =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        if (now < sentAt + s.leaseMillis) return Option.some(sentAt)
        const renewed = yield* Effect.tapError(
          store.renew(key, owner, now + s.leaseMillis, now),
          () => taken ? Effect.void : Effect.ignore(store.release(key, owner))
        )
        return renewed ? Option.some(now) : Option.none()
      })

    // Masked from the claim (or takeover) round trip to the start of `execute`: an interruption landing
    // after the store recorded our claim but before its reply arrived would otherwise leave a pending entry
    // that no one releases, and every replay would fail with LeaseExpired although the effect never ran.
    // Only the poll sleep and the user's effect can be interrupted; a hung store is bounded by its own timeouts.
    return yield* Effect.uninterruptibleMask((restore) =>
      Effect.gen(function*() {
        let waitingSince: number | undefined
        while (true) {
          const now = yield* Clock.currentTimeMillis
          const claimed = yield* store.claim(key, owner, now + s.leaseMillis, now)
          if (claimed._tag === "Claimed") {
            const ours = yield* stillOurs(now, false)
            if (Option.isSome(ours)) return yield* execute(restore, ours.value)
            continue
          }
          const entry = claimed.entry
          if (entry.state === "completed") {
            yield* count("replayed")
            return yield* decode(entry)
          }
          if (entry.leaseUntil <= now) {
            if (!s.takeover) {
              return yield* fail(
                key,
                "LeaseExpired",
                `the holder ${entry.owner} left its claim without a result (lease ended at ${
                  new Date(entry.leaseUntil).toISOString()
                }): it crashed, was stopped while its effect ran, died or failed in a way that may have left the effect done ` +
                  "(a connection dropped after the request was sent, a 5xx), or ran it and could not store its result " +
                  "(InvalidResult); whether its side effect happened is unknown. Pass { takeover: true } to run the " +
                  "effect again only if repeating it is safe"
              )
            }
            // a store failing now fails a call whose effect an earlier attempt may have had
            if (other !== undefined) yield* Ref.set(other, "lapsed")
            if (yield* store.takeover(key, entry.owner, owner, now + s.leaseMillis, now)) {
              const ours = yield* stillOurs(now, true)
              if (Option.isSome(ours)) {
                yield* count("took_over")
                return yield* execute(restore, ours.value)
              }
            }
            // Someone else took over or finished first: look again.
            continue
          }
          waitingSince ??= now
          if (other !== undefined) yield* Ref.set(other, "live")
          if (now - waitingSince >= s.maxWaitMillis) {
            return yield* fail(
              key,
              "InProgressElsewhere",
              `the holder ${entry.owner} is still running after ${Duration.format(Duration.millis(now - waitingSince))}`
            )
          }
          // No later than maxWait: polling less often than that, it gave up a whole interval late (a tool's 5 s wait for
          // a duplicate took the minute between its polls). It looks once more then, and gives up if still held.
          const left = waitingSince + s.maxWaitMillis - now
          // in pieces: a wait beyond the live clock's longest timer (24.8 days) never ended, maxWait with it
          yield* restore(sleep(Duration.min(s.pollInterval, Duration.millis(left))))
        }
      })
    )
  }).pipe(
    Effect.tapError((e) => e instanceof IdempotencyError ? count("error") : Effect.void),
    Effect.withSpan("Idempotency.run", { attributes: { "idempotency.key": key } })
  ) as Effect.Effect<A, E | IdempotencyError, R | IdempotencyStore>
