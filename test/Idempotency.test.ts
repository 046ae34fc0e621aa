import { afterAll, describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import {
  Cause,
  Clock,
  Deferred,
  Duration,
  Effect,
  Exit,
  FastCheck as fc,
  Fiber,
  Option,
  Ref,
  Schedule,
  Schema,
  TestClock
} from "effect"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Classify from "../src/Classify.js"
import * as Failure from "../src/Failure.js"
import * as Idempotency from "../src/Idempotency.js"
import * as Retry from "../src/Retry.js"
import * as Timeout from "../src/Timeout.js"
import { invalidOption, withLiveTimerLimit } from "./support/common.js"
import * as Loopback from "./support/loopback.js"
import {
  findPostgres,
  lockedTable,
  reportSkip,
  throwawayServer,
  waitingOnLocks,
  waitUntil
} from "./support/postgres.js"
import { holdWriteLock } from "./support/sqliteLock.js"

const Receipt = Schema.Struct({ id: Schema.String, at: Schema.Date })

const storeOf = Effect.flatMap(Idempotency.IdempotencyStore, Effect.succeed)
const entryOf = (key: string) => Effect.flatMap(storeOf, (store) => store.get(key))
const reasonOf = <A, E>(exit: Exit.Exit<A, E>) =>
  Exit.match(exit, {
    onSuccess: () => "success",
    onFailure: (cause) => {
      const error = cause._tag === "Fail" ? cause.error : undefined
      return error instanceof Idempotency.IdempotencyError ? error.reason : String(error)
    }
  })

/** A handler that counts its runs and returns a receipt numbered by the run. */
const counted = (runs: Ref.Ref<number>, options?: { readonly sleep?: Duration.DurationInput }) =>
  Effect.gen(function*() {
    const n = yield* Ref.updateAndGet(runs, (n) => n + 1)
    if (options?.sleep !== undefined) yield* Effect.sleep(options.sleep)
    return { id: `receipt_${n}`, at: new Date(1_700_000_000_000 + n) }
  })

interface StoreCase {
  readonly name: string
  readonly layer: () => Layer.Layer<Idempotency.IdempotencyStore, unknown>
  /** Whether the store answers without real I/O waits, so TestClock.adjust can drive pollers and holders. */
  readonly clockDriven: boolean
}

const behaviours = (c: StoreCase) => {
  const provide = <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.provide(self, c.layer())
  const key = (name: string) => Idempotency.makeKey({ turnId: c.name, callId: name, tool: "test", args: { name } })

  it.effect("runs the first call, stores the encoded result, and replays it decoded without running again", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const k = key("replay")
      const first = yield* Idempotency.run(k, Receipt, counted(runs))
      const second = yield* Idempotency.run(k, Receipt, counted(runs))
      expect(yield* Ref.get(runs)).toBe(1)
      expect(second).toEqual(first)
      expect(second.at).toBeInstanceOf(Date)
      const entry = Option.getOrThrow(yield* entryOf(k))
      expect(entry.state).toBe("completed")
      expect(entry.result).toEqual(Option.some(`{"id":"receipt_1","at":"2023-11-14T22:13:20.001Z"}`))
    }).pipe(provide))

  // On PostgreSQL a lone surrogate was kept as U+FFFD, as every other one: the call with "k\udc00" found the record of
  // "k\ud800" and returned its result, its own side effect never run; a NUL failed every claim (StoreFailure). SQLite
  // and the memory store kept them apart. Refused whatever the store, before anything runs.
  it.effect("a key or owner PostgreSQL cannot keep is refused before anything runs; whole characters are keys of their own", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const send = (tag: string) => Effect.map(Ref.updateAndGet(runs, (n) => n + 1), (n) => `${tag} #${n}`)
      for (const bad of ["k\ud800", "k\udc00", "k\u0000", "\ude00\ud83d"]) {
        const error = invalidOption(() => Idempotency.run(bad, Schema.String, send(bad)))
        expect(error.option).toBe("key")
        expect(error.message).toContain("without NUL characters or lone surrogates")
        expect(invalidOption(() => Idempotency.run(bad, Schema.String)).option).toBe("key")
      }
      expect(invalidOption(() => Idempotency.run(key("owner"), Schema.String, send("o"), { owner: "w\u0000" })).option)
        .toBe("owner")
      expect(invalidOption(() => Idempotency.run(key("owner"), Schema.String, send("o"), { owner: "w\udc00" })).option)
        .toBe("owner")
      expect(yield* Ref.get(runs)).toBe(0)
      // a character beyond the BMP, U+FFFD itself and the U+FFFD PostgreSQL made of a lone surrogate: three records
      const keys = [`${c.name} \ud83d\ude00`, `${c.name} \ufffd`, `${c.name} \ud83d\ude01`]
      const first = yield* Effect.forEach(keys, (k) => Idempotency.run(k, Schema.String, send(k)))
      const again = yield* Effect.forEach(keys, (k) => Idempotency.run(k, Schema.String, send(k)))
      expect(again).toEqual(first)
      expect(first).toEqual(keys.map((k, i) => `${k} #${i + 1}`))
      expect(yield* Effect.forEach(keys, (k) => Effect.map(entryOf(k), Option.map((e) => e.key)))).toEqual(
        keys.map(Option.some)
      )
      // A key made by makeKey holds any text: its parts are escaped before they are hashed.
      const made = (turnId: string) => Idempotency.makeKey({ turnId, callId: "c\u0000", tool: "t\ud800", args: turnId })
      expect(made("a\ud800")).not.toBe(made("a\udc00"))
      expect(made("a\ud800")).not.toBe(made("a\ufffd"))
    }).pipe(provide))

  it.effect("a result that encodes to undefined (Schema.Void) is stored, and its replay does not run again", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const k = key("void")
      const send = Ref.update(runs, (n) => n + 1)
      expect(yield* Idempotency.run(k, Schema.Void, send)).toBeUndefined()
      expect(yield* Idempotency.run(k, Schema.Void, send)).toBeUndefined()
      expect(yield* Ref.get(runs)).toBe(1)
      expect(Option.map(yield* entryOf(k), (entry) => entry.state)).toEqual(Option.some("completed"))
    }).pipe(provide))

  it.effect("a failure releases the claim and stores nothing, so a later call runs again; a defect keeps it", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const k = key("failure")
      const failed = yield* Effect.exit(
        Idempotency.run(k, Receipt, Effect.zipRight(counted(runs), Effect.fail("declined")))
      )
      expect(failed).toEqual(Exit.fail("declined"))
      expect(yield* entryOf(k)).toEqual(Option.none())
      const result = yield* Idempotency.run(k, Receipt, counted(runs))
      expect(result.id).toBe("receipt_2")
      // A defect may come after the effect's request went out: the claim stays, its lease ended.
      const d = key("defect")
      const died = yield* Effect.exit(Idempotency.run(d, Receipt, Effect.zipRight(counted(runs), Effect.die("bug"))))
      expect(Exit.isFailure(died) && Cause.isDie(died.cause)).toBe(true)
      expect(Option.map(yield* entryOf(d), (entry) => entry.state)).toEqual(Option.some("pending"))
      expect(reasonOf(yield* Effect.exit(Idempotency.run(d, Receipt, counted(runs))))).toBe("LeaseExpired")
      expect(yield* Ref.get(runs)).toBe(3)
    }).pipe(provide))

  it.effect("a call interrupted after its effect started keeps its claim, ended: the next one fails LeaseExpired", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const started = yield* Deferred.make<void>()
      const k = key("interrupted")
      // A graceful stop while the request is out: the effect may or may not have happened.
      const fiber = yield* Effect.fork(
        Idempotency.run(
          k,
          Receipt,
          Effect.zipRight(Deferred.succeed(started, void 0), counted(runs, { sleep: "1 hour" }))
        )
      )
      yield* Deferred.await(started)
      yield* Effect.yieldNow()
      expect(Option.getOrThrow(yield* entryOf(k)).state).toBe("pending")
      yield* Fiber.interrupt(fiber)
      const left = Option.getOrThrow(yield* entryOf(k))
      expect(left.state).toBe("pending")
      // Its lease ends now, not in 30 s: the next attempt need not wait for a holder that is gone.
      expect(left.leaseUntil).toBeLessThanOrEqual(yield* Clock.currentTimeMillis)
      expect(reasonOf(yield* Effect.exit(Idempotency.run(k, Receipt, counted(runs))))).toBe("LeaseExpired")
      expect(yield* Ref.get(runs)).toBe(1)
      // Who knows the effect is safe to repeat says so.
      expect((yield* Idempotency.run(k, Receipt, counted(runs), { takeover: true })).id).toBe("receipt_2")
    }).pipe(provide))

  it.effect("the handler reads its key through CurrentKey", () =>
    Effect.gen(function*() {
      const k = key("current")
      const seen = yield* Idempotency.run(k, Schema.String, Effect.map(Idempotency.currentKey, Option.getOrThrow))
      expect(seen).toBe(k)
      expect(yield* Idempotency.CurrentKey).toEqual(Option.none())
    }).pipe(provide))

  it.live(
    "200 concurrent duplicates with the same key run the handler once and all get its result",
    () =>
      Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        const k = key("concurrent")
        const results = yield* Effect.all(
          Array.from(
            { length: 200 },
            () => Idempotency.run(k, Receipt, counted(runs, { sleep: "50 millis" }), { pollInterval: 5 })
          ),
          { concurrency: "unbounded" }
        )
        expect(yield* Ref.get(runs)).toBe(1)
        expect(new Set(results.map((r) => r.id))).toEqual(new Set(["receipt_1"]))
      }).pipe(provide),
    60_000
  )

  it.effect("a holder whose lease ended without a result: LeaseExpired by default, a takeover when asked", () =>
    Effect.gen(function*() {
      const store = yield* storeOf
      const runs = yield* Ref.make(0)
      const k = key("expired")
      expect((yield* store.claim(k, "dead-worker", 1_000, 0))._tag).toBe("Claimed")
      yield* TestClock.adjust("1 second")
      const refused = yield* Effect.exit(Idempotency.run(k, Receipt, counted(runs), { lease: "1 second" }))
      expect(reasonOf(refused)).toBe("LeaseExpired")
      expect(yield* Ref.get(runs)).toBe(0)
      const taken = yield* Idempotency.run(k, Receipt, counted(runs), { takeover: true, owner: "rescuer" })
      expect(taken.id).toBe("receipt_1")
      // the name given, and a suffix of the run's own
      expect(Option.getOrThrow(yield* entryOf(k))).toMatchObject({
        owner: expect.stringMatching(/^rescuer~[0-9a-f]{8}$/),
        state: "completed"
      })
      expect((yield* Idempotency.run(k, Receipt, counted(runs))).id).toBe("receipt_1")
      expect(yield* Ref.get(runs)).toBe(1)
      // A live lease cannot be taken over.
      const k2 = key("live-lease")
      yield* store.claim(k2, "alive", 5_000, 1_000)
      expect(yield* store.takeover(k2, "alive", "thief", 9_000, 4_999)).toBe(false)
      expect(yield* store.takeover(k2, "someone-else", "thief", 9_000, 5_000)).toBe(false)
      expect(yield* store.takeover(k2, "alive", "thief", 9_000, 5_000)).toBe(true)
    }).pipe(provide))

  it.effect("takes times with fractions of a millisecond: a lease never ends early", () =>
    Effect.gen(function*() {
      const store = yield* storeOf
      const k = key("fractions")
      expect((yield* store.claim(k, "holder", 1_000.25, 0.5))._tag).toBe("Claimed")
      expect(yield* store.renew(k, "holder", 2_000.5, 999.75)).toBe(true)
      expect(yield* store.takeover(k, "holder", "thief", 9_000.5, 2_000.25)).toBe(false)
      expect(yield* store.takeover(k, "holder", "thief", 9_000.5, 2_001)).toBe(true)
      expect(yield* store.complete(k, "thief", "{}", 2_001.5)).toBe(true)
    }).pipe(provide))

  it.effect("fails with ClaimLost when another owner took the claim before the result was stored", () =>
    Effect.gen(function*() {
      const store = yield* storeOf
      const k = key("lost")
      const steal = Effect.gen(function*() {
        yield* store.release(k, Option.getOrThrow(yield* store.get(k)).owner)
        yield* store.claim(k, "thief", 60_000, 0)
        return { id: "mine", at: new Date(0) }
      })
      const exit = yield* Effect.exit(Idempotency.run(k, Receipt, steal, { owner: "worker-a" }))
      expect(reasonOf(exit)).toBe("ClaimLost")
      expect(Option.getOrThrow(yield* entryOf(k))).toMatchObject({ owner: "thief", state: "pending" })
    }).pipe(provide))

  it.effect("fails with InvalidResult when the stored result does not decode", () =>
    Effect.gen(function*() {
      const store = yield* storeOf
      const runs = yield* Ref.make(0)
      const k = key("invalid")
      yield* store.claim(k, "other", 30_000, 0)
      expect(yield* store.complete(k, "other", `{"id":42}`, 0)).toBe(true)
      const exit = yield* Effect.exit(Idempotency.run(k, Receipt, counted(runs)))
      expect(reasonOf(exit)).toBe("InvalidResult")
      expect(yield* Ref.get(runs)).toBe(0)
    }).pipe(provide))

  if (!c.clockDriven) return

  it.effect("a duplicate waits while the holder renews its lease, then returns the holder's result", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const started = yield* Deferred.make<void>()
      const k = key("waiting")
      const holder = yield* Effect.fork(
        Idempotency.run(
          k,
          Receipt,
          Effect.zipRight(Deferred.succeed(started, void 0), counted(runs, { sleep: "2 minutes" })),
          {
            lease: "30 seconds"
          }
        )
      )
      yield* Deferred.await(started)
      const waiter = yield* Effect.fork(Idempotency.run(k, Receipt, counted(runs), { pollInterval: "1 second" }))
      yield* TestClock.adjust("1 minute")
      // Renewed every 10 s: far past the first lease, which ended at 30 s.
      expect(Option.getOrThrow(yield* entryOf(k)).leaseUntil).toBeGreaterThanOrEqual(80_000)
      expect(yield* Fiber.poll(waiter)).toEqual(Option.none())
      yield* TestClock.adjust("2 minutes")
      const [a, b] = yield* Fiber.join(Fiber.zip(holder, waiter))
      expect(b).toEqual(a)
      expect(yield* Ref.get(runs)).toBe(1)
    }).pipe(provide))

  it.effect("a duplicate waiting on a holder that dies fails with LeaseExpired once the lease ends", () =>
    Effect.gen(function*() {
      const store = yield* storeOf
      const runs = yield* Ref.make(0)
      const k = key("dies")
      yield* store.claim(k, "dead-worker", 30_000, 0)
      const waiter = yield* Effect.fork(Idempotency.run(k, Receipt, counted(runs), { pollInterval: "1 second" }))
      yield* TestClock.adjust("29 seconds")
      expect(yield* Fiber.poll(waiter)).toEqual(Option.none())
      yield* TestClock.adjust("2 seconds")
      expect(reasonOf(yield* Fiber.await(waiter))).toBe("LeaseExpired")
      const rescuer = yield* Effect.fork(Idempotency.run(k, Receipt, counted(runs), { takeover: true }))
      yield* TestClock.adjust("1 second")
      expect((yield* Fiber.join(rescuer)).id).toBe("receipt_1")
      expect(yield* Ref.get(runs)).toBe(1)
    }).pipe(provide))

  it.effect("an interruption during the claim or takeover round trip leaves no orphaned claim", () =>
    Effect.gen(function*() {
      const store = yield* storeOf
      // The store records the claim at once, and its reply takes 5 ms to come back (a database round trip).
      const slow: typeof store = {
        ...store,
        claim: (...args) => Effect.zipLeft(store.claim(...args), Effect.sleep("5 millis")),
        takeover: (...args) => Effect.zipLeft(store.takeover(...args), Effect.sleep("5 millis"))
      }
      const runs = yield* Ref.make(0)
      const interruptDuringRoundTrip = (k: string, options?: Idempotency.RunOptions) =>
        Effect.gen(function*() {
          const before = yield* Ref.get(runs)
          const fiber = yield* Effect.fork(
            Idempotency.run(k, Receipt, counted(runs), options).pipe(
              Effect.provideService(Idempotency.IdempotencyStore, slow)
            )
          )
          yield* TestClock.adjust("1 millis")
          // The interruption waits for the round trip(s) in flight: a takeover is a claim then a takeover.
          const interrupted = yield* Effect.fork(Fiber.interrupt(fiber))
          yield* TestClock.adjust("10 millis")
          expect(Exit.isInterrupted(yield* Fiber.join(interrupted))).toBe(true)
          expect(yield* entryOf(k)).toEqual(Option.none())
          expect(yield* Ref.get(runs)).toBe(before)
        })

      const k = key("interrupted-claim")
      yield* interruptDuringRoundTrip(k)
      expect((yield* Idempotency.run(k, Receipt, counted(runs))).id).toBe("receipt_1")

      const k2 = key("interrupted-takeover")
      yield* store.claim(k2, "dead-worker", 1_000, 0)
      yield* TestClock.adjust("1 second")
      yield* interruptDuringRoundTrip(k2, { takeover: true })
      expect((yield* Idempotency.run(k2, Receipt, counted(runs))).id).toBe("receipt_2")
      expect(yield* Ref.get(runs)).toBe(2)
    }).pipe(provide))

  it.effect("a duplicate gives up with InProgressElsewhere after maxWait while the holder is alive", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const started = yield* Deferred.make<void>()
      const k = key("max-wait")
      const holder = yield* Effect.fork(
        Idempotency.run(
          k,
          Receipt,
          Effect.zipRight(Deferred.succeed(started, void 0), counted(runs, { sleep: "10 minutes" }))
        )
      )
      yield* Deferred.await(started)
      const waiter = yield* Effect.fork(
        Idempotency.run(k, Receipt, counted(runs), { maxWait: "1 minute", pollInterval: "1 second" })
      )
      yield* TestClock.adjust("61 seconds")
      expect(reasonOf(yield* Fiber.await(waiter))).toBe("InProgressElsewhere")
      yield* TestClock.adjust("10 minutes")
      expect((yield* Fiber.join(holder)).id).toBe("receipt_1")
      expect(yield* Ref.get(runs)).toBe(1)
    }).pipe(provide))
}

describe("Idempotency.makeKey / canonicalJson", () => {
  const base = {
    turnId: "turn_1",
    callId: "call_1",
    tool: "send_email",
    args: { to: "ada@example.com", cc: ["b", "c"] }
  }

  it("is stable across key order and shaped idem_<sha256 hex>", () => {
    const key = Idempotency.makeKey(base)
    expect(key).toMatch(/^idem_[0-9a-f]{64}$/)
    expect(Idempotency.makeKey({ ...base, args: { cc: ["b", "c"], to: "ada@example.com" } })).toBe(key)
    expect(Idempotency.makeKey({ args: base.args, tool: base.tool, callId: base.callId, turnId: base.turnId })).toBe(
      key
    )
  })

  it("is the sha256 of the canonical JSON the README states, and the JSDoc example's key", () => {
    // the documented formula: stored keys depend on it, so a change would run every stored call again
    const formula = (turnId: string, callId: string, tool: string, args: unknown) =>
      `idem_${
        createHash("sha256")
          .update(Idempotency.canonicalJson(["effect-resilience/idempotency/v1", turnId, callId, tool, args]))
          .digest("hex")
      }`
    expect(Idempotency.makeKey(base)).toBe(formula(base.turnId, base.callId, base.tool, base.args))
    // Idempotency.makeKey's @example
    expect(
      Idempotency.makeKey({
        turnId: "turn_1",
        callId: "call_7",
        tool: "send_email",
        args: { to: "ada@example.com", subject: "Hi" }
      })
    ).toBe("idem_f263124012bdec4038978736a9090f8ed26aae9b1b642ab3654bdf28050212e9")
  })

  it("changes with any part of the call", () => {
    const key = Idempotency.makeKey(base)
    const variants = [
      { ...base, turnId: "turn_2" },
      { ...base, callId: "call_2" },
      { ...base, tool: "send_mail" },
      { ...base, args: { ...base.args, to: "bob@example.com" } },
      { ...base, args: { ...base.args, cc: ["c", "b"] } },
      { ...base, args: { ...base.args, extra: null } },
      { ...base, args: { ...base.args, cc: "b,c" } },
      // Parts cannot bleed into each other.
      { ...base, turnId: "turn_1\",\"call_1", callId: "" }
    ]
    const keys = variants.map(Idempotency.makeKey)
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1)
  })

  it("throws InvalidOptionError naming a missing, misspelt or empty part, rather than keying every turn alike", () => {
    const { turnId: _t, ...noTurn } = base
    expect(() => Idempotency.makeKey(noTurn as never)).toThrow(/Invalid option "turnId"/)
    expect(() => Idempotency.makeKey({ ...noTurn, turnID: "turn_1" } as never)).toThrow(/Invalid option "turnId"/)
    expect(() => Idempotency.makeKey({ ...base, turnId: "" })).toThrow(/Invalid option "turnId"/)
    expect(() => Idempotency.makeKey({ ...base, turnId: 5 as never })).toThrow(/Invalid option "turnId"/)
    expect(() => Idempotency.makeKey({ ...base, callId: undefined as never })).toThrow(/Invalid option "callId"/)
    expect(() => Idempotency.makeKey({ ...base, tool: "" })).toThrow(/Invalid option "tool"/)
    const { args: _a, ...noArgs } = base
    expect(() => Idempotency.makeKey({ ...noArgs, arguments: base.args } as never)).toThrow(/Invalid option "args"/)
    expect(() => Idempotency.makeKey("turn_1" as never)).toThrow(/Invalid option "input"/)
    expect(() => Idempotency.makeKey(null as never)).toThrow(/Invalid option "input"/)
    // A call without arguments, and a provider's empty call id, still make a key.
    expect(Idempotency.makeKey({ ...base, args: undefined })).toMatch(/^idem_/)
    expect(Idempotency.makeKey({ ...base, callId: "" })).toMatch(/^idem_/)
  })

  it("writes canonical JSON: sorted keys, no whitespace", () => {
    expect(Idempotency.canonicalJson({ b: [1, { d: 1, c: 2 }], a: "x", é: 1.5e-7, e: -0 })).toBe(
      `{"a":"x","b":[1,{"c":2,"d":1}],"e":0,"é":1.5e-7}`
    )
  })

  it.prop("equals JSON for JSON values, whatever the key order", [fc.jsonValue()], ([value]) => {
    const reversed = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reversed)
        : v !== null && typeof v === "object"
        ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]))
        : v
    const canonical = Idempotency.canonicalJson(value)
    expect(Idempotency.canonicalJson(reversed(value))).toBe(canonical)
    expect(JSON.parse(canonical)).toEqual(JSON.parse(JSON.stringify(value)))
    expect(canonical).not.toMatch(/\s(?=(?:[^"\\]|\\.)*(?:"(?:[^"\\]|\\.)*"(?:[^"\\]|\\.)*)*$)/)
  })

  it.prop("is total and deterministic on any value", [
    fc.anything({
      withBigInt: true,
      withMap: true,
      withSet: true,
      withDate: true,
      withNullPrototype: true,
      withTypedArray: true,
      withSparseArray: true,
      withBoxedValues: true
    })
  ], ([value]) => {
    const once = Idempotency.canonicalJson(value)
    expect(typeof once).toBe("string")
    expect(Idempotency.canonicalJson(value)).toBe(once)
  })

  it("has defined encodings for what JSON cannot hold", () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    const shared = { x: 1 }
    const throwing = Object.defineProperty({}, "boom", {
      enumerable: true,
      get: () => {
        throw new Error("getter")
      }
    })
    expect(Idempotency.canonicalJson(cyclic)).toBe(`{"a":1,"self":#cycle}`)
    expect(Idempotency.canonicalJson([shared, shared])).toBe(`[{"x":1},{"x":1}]`)
    expect(Idempotency.canonicalJson({ n: 10n, u: undefined, f: () => 1, s: Symbol("s") })).toBe(`{"n":10n}`)
    expect(Idempotency.canonicalJson([undefined, NaN, Infinity, -Infinity])).toBe(`[null,NaN,Infinity,-Infinity]`)
    expect(Idempotency.canonicalJson(undefined)).toBe("null")
    expect(Idempotency.canonicalJson(new Date(0))).toBe(`"1970-01-01T00:00:00.000Z"`)
    expect(Idempotency.canonicalJson(new Map([["b", 1], ["a", 2]]))).toBe(`Map[["a",2],["b",1]]`)
    expect(Idempotency.canonicalJson(new Set([2, 1]))).toBe(`Set[1,2]`)
    expect(Idempotency.canonicalJson(throwing)).toBe("#thrown")
    expect(Idempotency.canonicalJson("NaN")).not.toBe(Idempotency.canonicalJson(NaN))
    expect(Idempotency.makeKey({ ...base, args: 1n })).not.toBe(Idempotency.makeKey({ ...base, args: 1 }))
  })

  it("writes a toJSON that gives undefined inside an array as null, as JSON.stringify does, not as an empty item", () => {
    const gone = { toJSON: () => undefined }
    expect(Idempotency.canonicalJson([gone, 1])).toBe(JSON.stringify([gone, 1]))
    expect(Idempotency.canonicalJson([gone, gone])).toBe("[null,null]")
    expect(Idempotency.canonicalJson({ a: gone })).toBe(JSON.stringify({ a: gone }))
    // `[gone]` read `[]`: a call with one such argument shared the key of a call with none.
    expect(Idempotency.makeKey({ ...base, args: [gone] })).not.toBe(Idempotency.makeKey({ ...base, args: [] }))
  })
})

describe("Idempotency.run options", () => {
  const key = "idem_options"
  it("throws InvalidOptionError naming the option when run is called", () => {
    const effect = Effect.succeed("x")
    expect(() => Idempotency.run(key, Schema.String, effect, { lease: "-1 seconds" })).toThrow(/Invalid option "lease"/)
    expect(() => Idempotency.run(key, Schema.String, effect, { lease: 0 })).toThrow(/Invalid option "lease"/)
    expect(() => Idempotency.run(key, Schema.String, effect, { pollInterval: 0 })).toThrow(
      /Invalid option "pollInterval"/
    )
    expect(() => Idempotency.run(key, Schema.String, effect, { maxWait: -5 })).toThrow(/Invalid option "maxWait"/)
    expect(() => Idempotency.run(key, Schema.String, effect, { owner: "" })).toThrow(/Invalid option "owner"/)
    expect(() => Idempotency.run(key, Schema.String, { lease: "forever" as never })).toThrow(/Invalid option "lease"/)
    expect(() => Idempotency.run(key, Schema.String, effect, { lease: "400 days" })).toThrow(
      /Invalid option "lease": expected a duration of at most 365d/
    )
  })

  it("names a misspelt option instead of reading it as absent", () => {
    // read as absent: a crashed holder's key waited out its lease, then failed as a duplicate
    const error = invalidOption(() =>
      Idempotency.run(key, Schema.String, Effect.succeed("x"), { takeOver: true } as Idempotency.RunOptions)
    )
    expect(error.option).toBe("takeOver")
    expect(error.message).toContain("lease, pollInterval, maxWait, takeover, owner")
    expect(invalidOption(() => Idempotency.run(key, Schema.String, { takeOver: true } as never)).option).toBe(
      "takeOver"
    )
  })

  it("throws InvalidOptionError for a takeover, effect, options, key or schema that is not one, before anything runs", () => {
    const effect = Effect.succeed("x")
    expect(() => Idempotency.run(key, Schema.String, effect, { takeover: "yes" as never })).toThrow(
      /Invalid option "takeover"/
    )
    expect(() => Idempotency.run(key, Schema.String, effect, { takeover: 1 as never })).toThrow(
      /Invalid option "takeover"/
    )
    expect(() => Idempotency.run(key, Schema.String, { takeover: "yes" as never })).toThrow(/Invalid option "takeover"/)
    // A function returning the effect, or a Promise, was meant as the effect, not as options.
    expect(() => Idempotency.run(key, Schema.String, (() => effect) as never)).toThrow(/Invalid option "effect"/)
    expect(() => Idempotency.run(key, Schema.String, Promise.resolve("x") as never)).toThrow(/Invalid option "effect"/)
    expect(() => Idempotency.run(key, Schema.String, (() => effect) as never, { lease: "1 minute" })).toThrow(
      /Invalid option "effect"/
    )
    expect(() => Idempotency.run(key, Schema.String, effect, "30 seconds" as never)).toThrow(/Invalid option "options"/)
    expect(() => Idempotency.run(key, Schema.String, "30 seconds" as never)).toThrow(/Invalid option "options"/)
    expect(() => Idempotency.run("", Schema.String, effect)).toThrow(/Invalid option "key"/)
    expect(() => Idempotency.run(5 as never, Schema.String, effect)).toThrow(/Invalid option "key"/)
    expect(() => Idempotency.run(key, { decode: () => "x" } as never, effect)).toThrow(/Invalid option "schema"/)
    expect(() => Idempotency.run(key, Schema.String)("x" as never)).toThrow(/Invalid option "effect"/)
  })

  it.effect("does not run the effect when the schema is not one", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      expect(() => Idempotency.run("idem_no_schema", String as never, Ref.update(runs, (n) => n + 1))).toThrow(
        /Invalid option "schema"/
      )
      expect(yield* Ref.get(runs)).toBe(0)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("works data-last", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const k = "idem_data_last"
      const a = yield* counted(runs).pipe(Idempotency.run(k, Receipt))
      const b = yield* counted(runs).pipe(Idempotency.run(k, Receipt, { lease: "1 minute" }))
      expect(b).toEqual(a)
      expect(yield* Ref.get(runs)).toBe(1)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a result that does not encode fails with InvalidResult and keeps the claim: the effect ran", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const effect = Effect.as(Ref.update(runs, (n) => n + 1), 1n)
      const exit = yield* Effect.exit(Idempotency.run("idem_unencodable", Schema.BigIntFromSelf, effect))
      expect(reasonOf(exit)).toBe("InvalidResult")
      // Kept, its lease ended, as after an interruption: the next call does not run the effect again.
      expect(Option.map(yield* entryOf("idem_unencodable"), (entry) => entry.state)).toEqual(Option.some("pending"))
      const next = yield* Effect.exit(Idempotency.run("idem_unencodable", Schema.BigIntFromSelf, effect))
      expect(reasonOf(next)).toBe("LeaseExpired")
      expect(yield* Ref.get(runs)).toBe(1)
    }).pipe(Effect.provide(Idempotency.layerMemory)))
  it.effect("a result JSON writes as {} (a Map, a Set, an Error, a Response, a Promise) fails with InvalidResult, not replayed as {}", () =>
    Effect.gen(function*() {
      // Under Schema.Unknown the stored {} decodes: every replay returned {} where the first call returned the rows.
      const cases = [
        { key: "idem_map", value: new Map([["order_1", "shipped"]]) },
        { key: "idem_set", value: { tags: new Set(["urgent"]) } },
        { key: "idem_error", value: { error: new Error("declined") } },
        // a fetch's Response returned instead of its body, a promise not awaited: stored as {}, replayed as {}
        { key: "idem_response", value: new Response("{\"chargeId\":\"ch_1\"}") },
        { key: "idem_promise", value: { receipt: Promise.resolve("ch_1") } }
      ] as const
      for (const c of cases) {
        const runs = yield* Ref.make(0)
        const effect = Effect.as(Ref.update(runs, (n) => n + 1), c.value as unknown)
        expect(reasonOf(yield* Effect.exit(Idempotency.run(c.key, Schema.Unknown, effect))), c.key).toBe(
          "InvalidResult"
        )
        expect(reasonOf(yield* Effect.exit(Idempotency.run(c.key, Schema.Unknown, effect))), c.key).toBe(
          "LeaseExpired"
        )
        expect(yield* Ref.get(runs), c.key).toBe(1)
      }
    }).pipe(Effect.provide(Idempotency.layerMemory)))
  it.effect("a result whose JSON does not decode back (a Date under DateFromSelf, NaN) fails at once, not on replay", () =>
    Effect.gen(function*() {
      // JSON.stringify writes a Date as a string and NaN as null: stored, neither decodes again, so every
      // replay (a resumed turn) would fail although the first call returned the result.
      const cases = [
        { key: "idem_date", schema: Schema.Struct({ at: Schema.DateFromSelf }), value: { at: new Date(0) } },
        { key: "idem_nan", schema: Schema.Number, value: NaN },
        { key: "idem_hole", schema: Schema.Array(Schema.UndefinedOr(Schema.Number)), value: [1, undefined] }
      ] as const
      for (const c of cases) {
        const runs = yield* Ref.make(0)
        const effect = Effect.as(Ref.update(runs, (n) => n + 1), c.value)
        const schema = c.schema as Schema.Schema<unknown, unknown>
        const exit = yield* Effect.exit(Idempotency.run(c.key, schema, effect))
        expect(reasonOf(exit), c.key).toBe("InvalidResult")
        // The effect ran: its claim is kept, ended, and the next call neither runs it again nor replays garbage.
        expect(Option.map(yield* entryOf(c.key), (entry) => entry.state), c.key).toEqual(Option.some("pending"))
        expect(reasonOf(yield* Effect.exit(Idempotency.run(c.key, schema, effect))), c.key).toBe("LeaseExpired")
        expect(yield* Ref.get(runs), c.key).toBe(1)
      }
      // Schema.Date encodes to JSON: stored and replayed.
      const at = new Date(0)
      yield* Idempotency.run("idem_date_json", Schema.Struct({ at: Schema.Date }), Effect.succeed({ at }))
      expect(yield* Idempotency.run("idem_date_json", Schema.Struct({ at: Schema.Date }), Effect.never)).toEqual({ at })
    }).pipe(Effect.provide(Idempotency.layerMemory)))
})

describe("Idempotency.run: a failure that may have been acted on keeps the claim", () => {
  // A charge over real HTTP, as the README's example makes it: the service acts on the request when it arrives.
  const charge = (url: string) =>
    Effect.tryPromise(() =>
      fetch(`${url}/charges`, { method: "POST", body: "{\"cents\":500}" }).then((r) =>
        r.ok ? r.text() : Promise.reject(Object.assign(new Error(r.statusText), { status: r.status }))
      )
    )
  const stateOf = (k: string) => Effect.map(entryOf(k), Option.map((entry) => entry.state))

  it.scoped("the connection drops after the request was sent: kept, ended; the next call fails LeaseExpired", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([Loopback.destroy(), Loopback.reply(200, "ch_2")])
      const k = "idem_dropped"
      const first = yield* Effect.exit(Idempotency.run(k, Schema.String, charge(server.url)))
      expect(Exit.isFailure(first)).toBe(true)
      const left = Option.getOrThrow(yield* entryOf(k))
      expect(left.state).toBe("pending")
      expect(left.leaseUntil).toBeLessThanOrEqual(yield* Clock.currentTimeMillis)
      // Released, the next call would charge again: 2 charges for one.
      const next = yield* Effect.flip(Idempotency.run(k, Schema.String, charge(server.url)))
      expect(next).toMatchObject({ reason: "LeaseExpired" })
      // it tells why a claim may be left without a result, this case included
      expect((next as Idempotency.IdempotencyError).message).toContain(
        "a connection dropped after the request was sent"
      )
      expect(server.requests).toHaveLength(1)
      // The service deduplicates on the key: who knows says so, and the call runs again.
      expect(yield* Idempotency.run(k, Schema.String, charge(server.url), { takeover: true })).toBe("ch_2")
      expect(server.requests).toHaveLength(2)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.scoped("a 500 may have been acted on; a 503, a 400 or a refused connection was not: released", () =>
    Effect.gen(function*() {
      const failing = yield* Loopback.scoped(Loopback.reply(500, "boom"))
      yield* Effect.exit(Idempotency.run("idem_500", Schema.String, charge(failing.url)))
      expect(yield* stateOf("idem_500")).toEqual(Option.some("pending"))

      for (const status of [503, 429, 400]) {
        const answered = yield* Loopback.scoped(Loopback.reply(status, "no"))
        yield* Effect.exit(Idempotency.run(`idem_${status}`, Schema.String, charge(answered.url)))
        expect(yield* stateOf(`idem_${status}`)).toEqual(Option.none())
      }
      const port = yield* Effect.promise(() => Loopback.closedPort())
      yield* Effect.exit(Idempotency.run("idem_refused", Schema.String, charge(`http://127.0.0.1:${port}`)))
      expect(yield* stateOf("idem_refused")).toEqual(Option.none())
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.scoped("a handler that died after its request was sent (a reply it could not parse): kept, not charged again", () =>
    Effect.gen(function*() {
      // The service charges, then answers with a gateway's HTML page; the handler's own parsing throws, a defect.
      const server = yield* Loopback.scoped([
        Loopback.reply(200, "<html>upstream</html>", { "content-type": "text/html" }),
        Loopback.reply(200, "{\"id\":\"ch_2\"}")
      ])
      const parsed = Effect.promise(() =>
        fetch(`${server.url}/charges`, { method: "POST", body: "{\"cents\":500}" }).then((r) =>
          r.json() as Promise<{ id: string }>
        )
      ).pipe(Effect.map((body) => body.id))
      const first = yield* Effect.exit(Idempotency.run("idem_died", Schema.String, parsed))
      expect(Exit.isFailure(first) && Cause.isDie(first.cause)).toBe(true)
      // Released, as it was, the next call charged the card a second time.
      expect(reasonOf(yield* Effect.exit(Idempotency.run("idem_died", Schema.String, parsed)))).toBe("LeaseExpired")
      expect(server.requests).toHaveLength(1)
      // unknownOutcome judges failures, not a defect: () => false does not release it either
      yield* Effect.exit(
        Idempotency.run("idem_died_never", Schema.String, Effect.die("bug"), { unknownOutcome: () => false })
      )
      expect(yield* stateOf("idem_died_never")).toEqual(Option.some("pending"))
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.scoped("under a retry layer around it, the dropped charge is not sent again", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([Loopback.destroy(), Loopback.reply(200, "ch_2")])
      const exit = yield* Effect.exit(
        Idempotency.run("idem_retried", Schema.String, charge(server.url)).pipe(
          Retry.retry({ schedule: Schedule.recurs(3), layer: "charge" })
        )
      )
      // The retry's second attempt finds the claim kept: LeaseExpired is Fatal, and the retry stops there.
      expect(Exit.isFailure(exit) && Cause.failureOption(exit.cause)).toMatchObject(
        Option.some({ _tag: "Fatal", reason: expect.stringContaining("LeaseExpired") })
      )
      expect(server.requests).toHaveLength(1)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.scoped("a retry layer inside it gives up with Exhausted: kept when one of its attempts may have been acted on", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped([Loopback.reply(503, "busy"), Loopback.destroy()])
      const retried = charge(server.url).pipe(Retry.retry({ schedule: Schedule.recurs(1), layer: "inner" }))
      const exit = yield* Effect.exit(Idempotency.run("idem_inner", Schema.String, retried))
      expect(Exit.isFailure(exit) && Option.map(Cause.failureOption(exit.cause), Failure.isExhausted)).toEqual(
        Option.some(true)
      )
      expect(yield* stateOf("idem_inner")).toEqual(Option.some("pending"))

      const busy = yield* Loopback.scoped(Loopback.reply(503, "busy"))
      const allBusy = charge(busy.url).pipe(Retry.retry({ schedule: Schedule.recurs(1), layer: "inner" }))
      yield* Effect.exit(Idempotency.run("idem_busy", Schema.String, allBusy))
      expect(yield* stateOf("idem_busy")).toEqual(Option.none())
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.scoped("unknownOutcome decides instead: () => false releases on every failure; one that throws keeps the claim", () =>
    Effect.gen(function*() {
      const server = yield* Loopback.scoped(Loopback.destroy())
      yield* Effect.exit(
        Idempotency.run("idem_never", Schema.String, charge(server.url), { unknownOutcome: () => false })
      )
      expect(yield* stateOf("idem_never")).toEqual(Option.none())

      const declined = Effect.fail({ code: "card_declined_after_capture" })
      const decide = (e: unknown) => (e as { code?: string }).code === "card_declined_after_capture"
      yield* Effect.exit(Idempotency.run("idem_own", Schema.String, declined, { unknownOutcome: decide }))
      expect(yield* stateOf("idem_own")).toEqual(Option.some("pending"))
      // The same failure, judged by the default rule, was answered: released.
      yield* Effect.exit(Idempotency.run("idem_default", Schema.String, declined))
      expect(yield* stateOf("idem_default")).toEqual(Option.none())

      const throwing = () => {
        throw new Error("bug in the predicate")
      }
      yield* Effect.exit(Idempotency.run("idem_throws", Schema.String, declined, { unknownOutcome: throwing }))
      expect(yield* stateOf("idem_throws")).toEqual(Option.some("pending"))
      // only false releases: a truthy 1 read as "release" ran the charge twice
      const truthy = (() => 1) as unknown as (error: unknown) => boolean
      yield* Effect.exit(Idempotency.run("idem_truthy", Schema.String, declined, { unknownOutcome: truthy }))
      expect(yield* stateOf("idem_truthy")).toEqual(Option.some("pending"))
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.scoped("the default rule reads the failure with the Classifier in context", () =>
    Effect.gen(function*() {
      // A service whose own code says the charge went through before the failure.
      const custom = Classify.withRules([
        (u) =>
          (u as { code?: string }).code === "charge_pending"
            ? new Failure.Retryable({ reason: "charge pending", status: 502 })
            : undefined
      ])
      const pending = Effect.fail({ code: "charge_pending" })
      yield* Effect.exit(Idempotency.run("idem_classified", Schema.String, pending).pipe(custom))
      expect(yield* stateOf("idem_classified")).toEqual(Option.some("pending"))
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it("unknownOutcome must be a function", () => {
    expect(
      invalidOption(() =>
        Idempotency.run("idem_x", Schema.String, Effect.succeed("x"), { unknownOutcome: true as never })
      ).option
    ).toBe("unknownOutcome")
  })
})

describe("Idempotency with the memory store", () => {
  behaviours({ name: "memory", layer: () => Idempotency.layerMemory, clockDriven: true })
})

describe("Idempotency with a SQLite file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idem-sqlite-"))
  const filename = path.join(dir, "idempotency.db")
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  behaviours({ name: "sqlite", layer: () => Idempotency.layerSqlite({ filename }), clockDriven: true })

  it(
    "a StoreFailure says why the store failed: the database is locked (SQLITE_BUSY), as a TurnStoreError does",
    async () => {
      const db = path.join(dir, "locked.db")
      const layer = Idempotency.layerSqlite({ filename: db })
      const runOnce = Idempotency.run("idem_locked", Schema.String, Effect.succeed("sent")).pipe(Effect.provide(layer))
      expect(await Effect.runPromise(runOnce)).toBe("sent")
      const unlock = await holdWriteLock(db)
      try {
        const again = Idempotency.run("idem_other", Schema.String, Effect.succeed("sent")).pipe(Effect.provide(layer))
        const error = await Effect.runPromise(Effect.flip(again))
        // It read "StoreFailure (idem_other): the store failed to claim the key" whatever happened to the store.
        expect(error.message).toBe(
          "StoreFailure (idem_other): the store failed to claim the key: Failed to execute statement: " +
            "database is locked (SQLITE_BUSY)"
        )
      } finally {
        unlock()
      }
    },
    30_000
  )

  it.live(
    "two connections to the same file: 200 duplicates split across them run the handler once",
    () =>
      Effect.gen(function*() {
        const runs = yield* Ref.make(0)
        const k = Idempotency.makeKey({ turnId: "sqlite", callId: "two-connections", tool: "test", args: {} })
        const batch = (layer: Layer.Layer<Idempotency.IdempotencyStore, unknown>) =>
          Effect.all(
            Array.from(
              { length: 100 },
              () => Idempotency.run(k, Receipt, counted(runs, { sleep: "50 millis" }), { pollInterval: 5 })
            ),
            { concurrency: "unbounded" }
          ).pipe(Effect.provide(layer))
        const [a, b] = yield* Effect.all([
          batch(Idempotency.layerSqlite({ filename })),
          batch(Idempotency.layerSqlite({ filename }))
        ], { concurrency: 2 })
        expect(yield* Ref.get(runs)).toBe(1)
        expect(
          new Set([...a, ...b].map((r) => r.id))
        ).toEqual(new Set(["receipt_1"]))
      }),
    60_000
  )

  it.effect("keeps its own table name and stays usable by a client with name transforms", () =>
    Effect.gen(function*() {
      const runs = yield* Ref.make(0)
      const layer = Idempotency.layerSqlite({ filename, table: "other_idempotency" })
      yield* Idempotency.run("idem_table", Receipt, counted(runs)).pipe(Effect.provide(layer))
      yield* Idempotency.run("idem_table", Receipt, counted(runs)).pipe(Effect.provide(layer))
      // The default table never saw the key.
      expect(yield* entryOf("idem_table").pipe(Effect.provide(Idempotency.layerSqlite({ filename })))).toEqual(
        Option.none()
      )
      expect(yield* Ref.get(runs)).toBe(1)
    }))
})

const pg = findPostgres()
reportSkip(pg)

describe.skipIf(!pg.available)("Idempotency with PostgreSQL (a throwaway server)", () => {
  const server = throwawayServer(pg)

  behaviours({ name: "pg", layer: () => Idempotency.layerPg({ url: server().url }), clockDriven: false })

  // `run` masks interruption from its claim's round trip to the effect's start (so that a stop cannot leave an orphaned
  // claim), counting on the store to bound its calls: the SQL stores did not, so a claim that got no answer (here one
  // waiting on a lock of the whole table, as a migration's ALTER TABLE takes; a hung server, a connection gone dead)
  // held the call, and the caller's timeout around it, for as long as it lasted: a tool's timeout never came.
  it.effect(
    "a claim that gets no answer ends at the store's queryTimeout, and a timeout around the call with it",
    () =>
      Effect.gen(function*() {
        const table = "locked_keys"
        const runs = yield* Ref.make(0)
        const exit = yield* Effect.scoped(Effect.gen(function*() {
          yield* storeOf
          yield* lockedTable(server().url, table)
          const call = yield* Effect.fork(Effect.exit(
            Timeout.timeout(Idempotency.run("idem_locked", Receipt, counted(runs)), "1 second")
          ))
          yield* waitUntil(Effect.map(waitingOnLocks(server().url), (q) => q.length > 0), "the claim to wait")
          // The tool's timeout comes (on the test's clock), and cannot cut the masked claim off; the store's bound,
          // a watchdog over real I/O, ends it after queryTimeout of real time.
          yield* TestClock.adjust("1 second")
          yield* waitUntil(Effect.map(Fiber.poll(call), Option.isSome), "the call's end", 10_000)
          // cancelled on the server: the claim does not land once the lock is gone
          expect(yield* waitingOnLocks(server().url)).toEqual([])
          return yield* Fiber.join(call)
        })).pipe(Effect.provide(Idempotency.layerPg({ url: server().url, table, queryTimeout: "3 seconds" })))
        expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toMatchObject({ reason: "timed out after 1s" })
        expect(yield* Ref.get(runs)).toBe(0)
        // Nothing was claimed: the next call runs the effect.
        const again = yield* Idempotency.run("idem_locked", Receipt, counted(runs)).pipe(
          Effect.provide(Idempotency.layerPg({ url: server().url, table }))
        )
        expect(again.id).toBe("receipt_1")
      }),
    60_000
  )
})

describe("Idempotency.run: runs and their claims", () => {
  it.effect("two runs given one owner never act on each other's claim", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      // Renewals that report success without extending the lease: the holder stalls (a GC pause, a database that
      // answers late) and its lease lapses while it believes it holds it.
      const stalled: Idempotency.Store = { ...memory, renew: () => Effect.succeed(true) }
      const run = <A, E>(effect: Effect.Effect<A, E, Idempotency.IdempotencyStore>) =>
        Effect.provideService(effect, Idempotency.IdempotencyStore, stalled)
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c1", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      const options = { owner: "worker-1", lease: "1 second", takeover: true, unknownOutcome: () => false } as const
      // A: its charge fails after 3 s, a failure that proves nothing happened, so it releases its claim
      const a = yield* Effect.fork(Effect.exit(run(Idempotency.run(
        k,
        Receipt,
        Effect.zipRight(counted(runs), Effect.zipRight(Effect.sleep("3 seconds"), Effect.fail("declined"))),
        options
      ))))
      yield* TestClock.adjust("1500 millis")
      // B, the same worker's duplicate, takes the lapsed claim over and runs for 10 s
      const b = yield* Effect.fork(run(Idempotency.run(k, Receipt, counted(runs, { sleep: "10 seconds" }), options)))
      yield* TestClock.adjust("2 seconds")
      expect(Exit.isFailure(yield* Fiber.join(a))).toBe(true)
      // C comes after A's release. Under one owner name, A's release deleted B's running claim and C ran a third
      // charge beside B's
      const c = yield* Effect.fork(Effect.exit(run(Idempotency.run(k, Receipt, counted(runs), { lease: "1 second" }))))
      yield* TestClock.adjust("12 seconds")
      yield* Fiber.join(b)
      yield* Fiber.join(c)
      expect(yield* Ref.get(runs)).toBe(2)
    }))

  it.effect("a renewal that hangs a third of the lease and fails: tried again at once, so a live holder keeps its claim", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      // A database failover: each renewal takes 10 s (a third of the lease, the SQL stores' query timeout), and the
      // first fails.
      let renewals = 0
      const slow: Idempotency.Store = {
        ...memory,
        renew: (key, owner, leaseUntil, now) =>
          Effect.zipRight(
            Effect.sleep("10 seconds"),
            ++renewals === 1
              ? Effect.fail(new Idempotency.IdempotencyError({ key, reason: "StoreFailure", detail: "down" }))
              : memory.renew(key, owner, leaseUntil, now)
          )
      }
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c3", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      const holder = yield* Effect.fork(
        Effect.exit(
          Idempotency.run(k, Receipt, counted(runs, { sleep: "45 seconds" })).pipe(
            Effect.provideService(Idempotency.IdempotencyStore, slow)
          )
        )
      )
      yield* TestClock.adjust("35 seconds")
      // Another worker's duplicate of the call, on a connection of its own: a live holder's claim makes it wait.
      const duplicate = yield* Effect.fork(
        Effect.exit(
          Idempotency.run(k, Receipt, counted(runs), { takeover: true }).pipe(
            Effect.provideService(Idempotency.IdempotencyStore, memory)
          )
        )
      )
      yield* TestClock.adjust("30 seconds")
      // Unfixed, the next renewal went out a third of the lease after the failure, at 30 s as the lease ended: it
      // landed at 40 s, and the duplicate took the lapsed claim over at 35 s and charged again; the holder's result
      // then failed ClaimLost.
      expect(reasonOf(yield* Fiber.join(holder))).toBe("success")
      expect(reasonOf(yield* Fiber.join(duplicate))).toBe("success")
      expect(yield* Ref.get(runs)).toBe(1)
    }))

  it.effect("a claim answered late: the first renewal comes within the lease the claim took", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      // The claim lands at once, its answer comes 25 s later (a loaded database): 5 s are left of the lease it took.
      const late: Idempotency.Store = {
        ...memory,
        claim: (key, owner, leaseUntil, now) =>
          Effect.zipLeft(memory.claim(key, owner, leaseUntil, now), Effect.sleep("25 seconds"))
      }
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c4", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      const holder = yield* Effect.fork(
        Effect.exit(
          Idempotency.run(k, Receipt, counted(runs, { sleep: "20 seconds" })).pipe(
            Effect.provideService(Idempotency.IdempotencyStore, late)
          )
        )
      )
      yield* TestClock.adjust("31 seconds")
      const duplicate = yield* Effect.fork(
        Effect.exit(
          Idempotency.run(k, Receipt, counted(runs), { takeover: true }).pipe(
            Effect.provideService(Idempotency.IdempotencyStore, memory)
          )
        )
      )
      yield* TestClock.adjust("30 seconds")
      // Unfixed, the first renewal came a third of the lease after the effect started (at 35 s): the duplicate took
      // the lapsed claim over at 31 s and charged again.
      expect(reasonOf(yield* Fiber.join(holder))).toBe("success")
      expect(reasonOf(yield* Fiber.join(duplicate))).toBe("success")
      expect(yield* Ref.get(runs)).toBe(1)
    }))

  it.effect("a claim answered after its lease ended: the effect runs only if the claim is still its own", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      // The claim lands at once, its answer comes 31 s later (a process paused, a queryTimeout above the lease): the
      // lease it took ended at 30 s, and a duplicate took the claim over at 30.5 s.
      let claims = 0
      const late: Idempotency.Store = {
        ...memory,
        claim: (key, owner, leaseUntil, now) =>
          Effect.zipLeft(memory.claim(key, owner, leaseUntil, now), Effect.sleep(++claims === 1 ? "31 seconds" : 0))
      }
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c6", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      const holder = yield* Effect.fork(
        Idempotency.run(k, Receipt, counted(runs, { sleep: "20 seconds" }), { pollInterval: "1 second" }).pipe(
          Effect.provideService(Idempotency.IdempotencyStore, late)
        )
      )
      yield* TestClock.adjust("30500 millis")
      const duplicate = yield* Effect.fork(
        Idempotency.run(k, Receipt, counted(runs, { sleep: "20 seconds" }), { takeover: true }).pipe(
          Effect.provideService(Idempotency.IdempotencyStore, memory)
        )
      )
      yield* TestClock.adjust("1 minute")
      // Unfixed, the first call charged too, beside the duplicate, and then failed ClaimLost.
      expect(yield* Ref.get(runs)).toBe(1)
      expect((yield* Fiber.join(duplicate)).id).toBe("receipt_1")
      expect((yield* Fiber.join(holder)).id).toBe("receipt_1")
    }))

  it.effect("a claim answered after its lease ended, still its own: renewed, then the effect runs", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      const late: Idempotency.Store = {
        ...memory,
        claim: (key, owner, leaseUntil, now) =>
          Effect.zipLeft(memory.claim(key, owner, leaseUntil, now), Effect.sleep("31 seconds"))
      }
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c7", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      const holder = yield* Effect.fork(
        Idempotency.run(k, Receipt, counted(runs, { sleep: "20 seconds" })).pipe(
          Effect.provideService(Idempotency.IdempotencyStore, late)
        )
      )
      yield* TestClock.adjust("31 seconds")
      expect(yield* Ref.get(runs)).toBe(1)
      // renewed before the effect ran: a duplicate now waits for it rather than taking over
      expect(Option.getOrThrow(yield* memory.get(k)).leaseUntil).toBe(61_000)
      yield* TestClock.adjust("20 seconds")
      expect((yield* Fiber.join(holder)).id).toBe("receipt_1")
    }))

  it.effect("a claim answered after its lease ended whose renewal fails: given back, the effect not run", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      const late: Idempotency.Store = {
        ...memory,
        claim: (key, owner, leaseUntil, now) =>
          Effect.zipLeft(memory.claim(key, owner, leaseUntil, now), Effect.sleep("31 seconds")),
        renew: (key) => Effect.fail(new Idempotency.IdempotencyError({ key, reason: "StoreFailure", detail: "down" }))
      }
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c8", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      const holder = yield* Effect.fork(
        Idempotency.run(k, Receipt, counted(runs)).pipe(Effect.provideService(Idempotency.IdempotencyStore, late))
      )
      yield* TestClock.adjust("31 seconds")
      expect(reasonOf(yield* Fiber.await(holder))).toBe("StoreFailure")
      expect(yield* Ref.get(runs)).toBe(0)
      // not left claimed: the next call runs the effect rather than failing LeaseExpired
      expect(yield* memory.get(k)).toEqual(Option.none())
    }))

  it.effect("a duplicate polling less often than its maxWait gives up at maxWait, having looked once more", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      const looks: Array<number> = []
      const watched: Idempotency.Store = {
        ...memory,
        claim: (key, owner, leaseUntil, now) => {
          looks.push(now)
          return memory.claim(key, owner, leaseUntil, now)
        }
      }
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c5", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      const holder = yield* Effect.fork(
        Idempotency.run(k, Receipt, counted(runs, { sleep: "10 minutes" })).pipe(
          Effect.provideService(Idempotency.IdempotencyStore, memory)
        )
      )
      yield* TestClock.adjust("1 second")
      looks.length = 0
      const duplicate = yield* Effect.fork(
        Idempotency.run(k, Receipt, counted(runs), { maxWait: "5 seconds", pollInterval: "1 minute" }).pipe(
          Effect.provideService(Idempotency.IdempotencyStore, watched)
        )
      )
      yield* TestClock.adjust("5 seconds")
      // Unfixed, it slept a whole poll interval past its maxWait: a tool's 5 s wait for a duplicate took a minute.
      expect(Option.map(yield* Fiber.poll(duplicate), reasonOf)).toEqual(Option.some("InProgressElsewhere"))
      expect(looks).toEqual([1_000, 6_000])
      yield* TestClock.adjust("10 minutes")
      expect((yield* Fiber.join(holder)).id).toBe("receipt_1")
    }))

  // Effect's live clock takes a sleep above 2³¹−1 ms (about 24.8 days) for "never": a holder with a lease of 90 days
  // never renewed it (a third of it is 30 days), and a duplicate polling every 30 days never looked again, nor gave up
  // at its maxWait.
  it.effect("a renewal or a poll further off than the live clock's longest timer still comes, and so does maxWait", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c9", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      // 100 days, in sleeps the live clock takes
      const long = Effect.zipRight(Effect.repeatN(Effect.sleep("10 days"), 9), counted(runs))
      const holder = yield* Effect.fork(
        Idempotency.run(k, Receipt, long, { lease: "90 days" }).pipe(
          Effect.provideService(Idempotency.IdempotencyStore, memory),
          withLiveTimerLimit
        )
      )
      yield* TestClock.adjust("1 second")
      const duplicate = yield* Effect.fork(
        Idempotency.run(k, Receipt, counted(runs), { maxWait: "40 days", pollInterval: "30 days" }).pipe(
          Effect.provideService(Idempotency.IdempotencyStore, memory),
          withLiveTimerLimit
        )
      )
      yield* TestClock.adjust("31 days")
      // renewed a third of the lease after the claim: it now ends 90 days after the renewal
      const renewed = Option.getOrThrow(yield* memory.get(k)).leaseUntil
      expect(renewed).toBeGreaterThanOrEqual(Duration.toMillis(Duration.days(120)))
      yield* TestClock.adjust("10 days")
      expect(Option.map(yield* Fiber.poll(duplicate), reasonOf)).toEqual(Option.some("InProgressElsewhere"))
      yield* TestClock.adjust("60 days")
      expect((yield* Fiber.join(holder)).id).toBe("receipt_1")
    }))

  it.effect("a result the store failed to record ends the claim's lease: a duplicate learns of it at once", () =>
    Effect.gen(function*() {
      const memory = yield* Idempotency.makeMemory
      const failing: Idempotency.Store = {
        ...memory,
        complete: (key) =>
          Effect.fail(new Idempotency.IdempotencyError({ key, reason: "StoreFailure", detail: "down" }))
      }
      const k = Idempotency.makeKey({ turnId: "t1", callId: "c2", tool: "charge", args: {} })
      const runs = yield* Ref.make(0)
      const first = yield* Effect.exit(
        Effect.provideService(Idempotency.run(k, Receipt, counted(runs)), Idempotency.IdempotencyStore, failing)
      )
      expect(reasonOf(first)).toBe("StoreFailure")
      // the charge ran: its claim stays, its lease ended (it ran on for the whole 30 s, holding duplicates waiting)
      const entry = Option.getOrThrow(yield* memory.get(k))
      expect(entry).toMatchObject({ state: "pending", leaseUntil: yield* Clock.currentTimeMillis })
      const again = yield* Effect.exit(
        Effect.provideService(Idempotency.run(k, Receipt, counted(runs)), Idempotency.IdempotencyStore, memory)
      )
      expect(reasonOf(again)).toBe("LeaseExpired")
      expect(yield* Ref.get(runs)).toBe(1)
    }))
})
