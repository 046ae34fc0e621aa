import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import type * as Exit from "effect/Exit"
import { dual } from "effect/Function"
import * as Metric from "effect/Metric"
import * as PubSub from "effect/PubSub"
import * as Random from "effect/Random"
import * as Stream from "effect/Stream"
import type * as CircuitBreaker from "../CircuitBreaker.js"
import type * as Failure from "../Failure.js"
import { type Breaker, makeBreaker, type Phase, spreadRetryAfter, toCircuitBreaker } from "./circuitBreaker.js"
import { type Config, optionKeys, resolve } from "./circuitBreakerConfig.js"
import * as model from "./circuitBreakerModel.js"
import { makeRetryable } from "./failureMakers.js"
import * as Options from "./options.js"
import { whenOver } from "./pendingOutcome.js"

class Entry {
  /**
   * Calls through the breaker not over yet (a stream's, till it is settled: see `PendingOutcome`). A breaker evicted
   * with calls in flight counts their outcomes where nobody calls any more, while the key's next call starts a fresh
   * breaker: a host whose calls hang, then fail, is the least recently used key exactly because its calls are slow.
   */
  calls = 0
  readonly facade: CircuitBreaker.CircuitBreaker

  constructor(readonly breaker: Breaker) {
    this.facade = toCircuitBreaker(breaker, (self) => this.counted(self))
  }

  private counted<A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | CircuitBreaker.Rejection, R> {
    return Effect.uninterruptibleMask((restore) =>
      Effect.suspend(() => {
        this.calls++
        return Effect.onExit(restore(this.breaker.execute(self)), this.ended)
      })
    )
  }

  private readonly ended = (exit: Exit.Exit<unknown, unknown>): Effect.Effect<void> => whenOver(exit, this.over)

  private readonly over: Effect.Effect<void> = Effect.sync(() => {
    this.calls--
  })
}

class Family {
  // A Map iterates in insertion order; re-inserting on every use keeps it least recently used first.
  private readonly entries = new Map<string, Entry>()
  private readonly lock = Effect.unsafeMakeSemaphore(1)

  constructor(
    private readonly config: Config,
    private readonly maxKeys: number,
    private readonly pubsub: PubSub.PubSub<CircuitBreaker.StateChange>
  ) {}

  get(key: string): Effect.Effect<CircuitBreaker.CircuitBreaker, Failure.Retryable> {
    return Effect.suspend(() => {
      const hit = this.touch(key)
      if (hit !== undefined) return Effect.succeed(hit)
      // Creation is serialised so that two callers of a new key share one breaker.
      return this.lock.withPermits(1)(Effect.suspend(() => {
        const raced = this.touch(key)
        return raced === undefined ? this.create(key) : Effect.succeed(raced)
      }))
    })
  }

  get keys(): Effect.Effect<ReadonlyArray<string>> {
    return Effect.sync(() => Array.from(this.entries.keys()))
  }

  private touch(key: string): CircuitBreaker.CircuitBreaker | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.facade
  }

  private create(key: string): Effect.Effect<CircuitBreaker.CircuitBreaker, Failure.Retryable> {
    const name = `${this.config.name}/${key}`
    const room = this.entries.size < this.maxKeys ? Effect.void : this.makeRoom(name)
    return Effect.zipRight(
      room,
      Effect.map(makeBreaker({ ...this.config, name }, this.pubsub, undefined), (breaker) => {
        const entry = new Entry(breaker)
        this.entries.set(key, entry)
        return entry.facade
      })
    )
  }

  /**
   * Evicts the least recently used closed breaker with no call in flight, else the least recently used idle one (see
   * `Breaker.idle`): an open breaker of a key no longer called (a host gone for good) never probes, so kept it would
   * hold its place forever, and once every place was so held, every new key was rejected for good, told to come back
   * at probe times long past. Only then a closed breaker with calls in flight, whose outcomes are lost to its key.
   */
  private makeRoom(name: string): Effect.Effect<void, Failure.Retryable> {
    return Effect.flatMap(Clock.currentTimeMillis, (now) => {
      // Every kept breaker read, the victim chosen and evicted in one synchronous step. Read over several effects, the
      // fiber could yield between them: another fiber's failing call then opened a breaker already read as closed,
      // which was evicted open (published `Open → Closed`), and the key's next call reached the dependency again.
      const kept = Array.from(this.entries)
      const unused = kept.findIndex(([, entry]) => entry.breaker.phase._tag === "Closed" && entry.calls === 0)
      const idle = unused >= 0 ? unused : kept.findIndex(([, entry]) => entry.breaker.idle(now))
      const victim = idle >= 0 ? idle : kept.findIndex(([, entry]) => entry.breaker.phase._tag === "Closed")
      if (victim >= 0) {
        const [key, entry] = kept[victim]
        this.entries.delete(key)
        return entry.breaker.evict(now)
      }
      const phases = kept.map(([, entry]) => entry.breaker.phase)
      // Rejected like an open breaker's call, so counted as one, under the new key's name.
      return Effect.flatMap(
        Random.next,
        (u) =>
          Effect.zipRight(
            Metric.update(
              model.rejections.pipe(Metric.tagged("breaker", name), Metric.tagged("state", "Open")),
              1
            ),
            Effect.fail(this.full(name, phases, now, u))
          )
      )
    })
  }

  private full(name: string, phases: ReadonlyArray<Phase>, now: number, u: number): Failure.Retryable {
    // Spread like an open breaker's rejections, after the earliest probe time of a kept breaker.
    const first = phases.reduce<Phase | undefined>(
      (soonest, phase) =>
        phase._tag === "Open" && (soonest?._tag !== "Open" || phase.until < soonest.until) ? phase : soonest,
      undefined
    )
    return makeRetryable({
      reason: `circuit breaker ${JSON.stringify(name)} is held open: all ${this.maxKeys} breakers of ${
        JSON.stringify(this.config.name)
      } are open, half-open or isolated`,
      cause: new model.BrokenCircuit({ breaker: name, state: "Open" }, true),
      ...(first?._tag === "Open"
        ? { retryAfter: spreadRetryAfter(Math.max(0, first.until - now), first.spread, u) }
        : {})
    })
  }
}

const keyedKeys: ReadonlyArray<string> = [...optionKeys, "maxKeys"]

/** @internal */
export const keyed = (raw: CircuitBreaker.KeyedOptions): Effect.Effect<CircuitBreaker.Keyed> => {
  // The options are required (`maxKeys`): `keyed()` and `keyed(null)` gave a TypeError, `keyed("tools")` a maxKeys error.
  const options = Options.object("options", raw, "an object such as { maxKeys: 100 }")
  if (options === undefined) throw new Options.InvalidOptionError("options", raw, "an object such as { maxKeys: 100 }")
  // Keyed breakers are made on demand, each from Closed: a snapshot given to the family was silently dropped.
  const restore = (options as CircuitBreaker.Options).restore
  if (restore !== undefined) {
    throw new Options.InvalidOptionError(
      "restore",
      restore,
      "no restore for a keyed family (restore one breaker: (yield* keyed.get(key)).restore(snapshot))"
    )
  }
  // first, so that a misspelt `maxKey` is named as written rather than as a missing `maxKeys`
  const config = resolve(options, keyedKeys)
  const maxKeys = Options.number("maxKeys", options.maxKeys, { min: 1, integer: true })
  return Effect.map(PubSub.unbounded<CircuitBreaker.StateChange>(), (pubsub): CircuitBreaker.Keyed => {
    const family = new Family(config, maxKeys, pubsub)
    const get = (key: string) => family.get(key)
    return {
      get,
      execute: dual(
        2,
        <A, E, R>(self: Effect.Effect<A, E, R>, key: string): Effect.Effect<A, E | CircuitBreaker.Rejection, R> =>
          Effect.flatMap(get(key), (breaker) => breaker.execute(self))
      ),
      keys: family.keys,
      changes: Stream.fromPubSub(pubsub)
    }
  })
}
