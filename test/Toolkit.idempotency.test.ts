import { HttpClientError, HttpClientRequest, HttpClientResponse } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Clock, type Duration, Effect, Fiber, Logger, LogLevel, Option, Ref, Schedule, Schema, TestClock } from "effect"
import type { ToolResult } from "effect-resilience"
import { Classify, Failure, Tool, Toolkit } from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
// Imported directly until src/index.ts exports the module.
import * as Idempotency from "../src/Idempotency.js"
import { mayHaveReached } from "../src/internal/classify/reached.js"
import * as Loopback from "./support/loopback.js"
import { holdWriteLock } from "./support/sqliteLock.js"

const Email = Schema.Struct({ to: Schema.String, subject: Schema.String })
const Sent = Schema.Struct({ messageId: Schema.String, idempotencyKey: Schema.String })

const emailTool = (
  sent: Ref.Ref<number>,
  options: {
    readonly failFirst?: number
    readonly delay?: Duration.DurationInput
    // After sending, the handler interrupts itself (e.g. it joins a fiber that was interrupted).
    readonly interrupt?: boolean
  } = {}
) =>
  Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters: Email,
    success: Sent,
    sideEffect: true,
    retry: Schedule.recurs(3),
    handler: ({ to }) =>
      Effect.gen(function*() {
        // What a real handler sends as the Idempotency-Key header.
        const key = yield* Idempotency.currentKey
        if (options.delay !== undefined) yield* Effect.sleep(options.delay)
        const n = yield* Ref.updateAndGet(sent, (k) => k + 1)
        if (n <= (options.failFirst ?? 0)) return yield* new Failure.Retryable({ reason: "SMTP 421" })
        if (options.interrupt === true) return yield* Effect.interrupt
        return { messageId: `msg_${n}_${to}`, idempotencyKey: Option.getOrThrow(key) }
      })
  })

const call = { id: "call_7", name: "send_email", arguments: "{\"subject\":\"Hi\",\"to\":\"ada@example.com\"}" }

/** The key the toolkit makes for `call` in turn_1. */
const callKey = Idempotency.makeKey({
  turnId: "turn_1",
  callId: "call_7",
  tool: "send_email",
  args: { to: "ada@example.com", subject: "Hi" }
})

/** A send_email whose handler sends, then returns `value`, which the tool encodes with `success`. */
const sendingOnce = <A, I>(sent: Ref.Ref<number>, success: Schema.Schema<A, I>, value: A) =>
  Toolkit.make(Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters: Email,
    success,
    sideEffect: true,
    handler: () => Effect.as(Ref.update(sent, (n) => n + 1), value)
  }))

const successValue = (result: ToolResult.ToolResult) => {
  expect(result._tag).toBe("Success")
  return (result as ToolResult.Success).value as Schema.Schema.Encoded<typeof Sent>
}

// A side-effecting tool needs the store: the requirement is in its type.
const needsStore: Idempotency.IdempotencyStore extends Tool.Context<ReturnType<typeof emailTool>> ? true : false = true

describe("Toolkit with side-effecting tools", () => {
  it.effect("keys the call by turn, call id, tool and canonical arguments, and the handler reads the key", () =>
    Effect.gen(function*() {
      expect(needsStore).toBe(true)
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(emailTool(sent))
      const result = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(successValue(result).idempotencyKey).toBe(callKey)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a replayed call returns the stored result without sending again", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(emailTool(sent))
      const first = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      // The same call again, its arguments in another key order: the same side effect.
      const replayed = yield* Toolkit.execute(toolkit, {
        ...call,
        arguments: { to: "ada@example.com", subject: "Hi" }
      }).pipe(Toolkit.withTurnId("turn_1"))
      expect(replayed).toEqual(first)
      expect(yield* Ref.get(sent)).toBe(1)
      // Another turn is another side effect.
      const nextTurn = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_2"))
      expect(successValue(nextTurn).messageId).toBe("msg_2_ada@example.com")
      expect(yield* Ref.get(sent)).toBe(2)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("concurrent duplicates of one call send once and all read the same result", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(emailTool(sent, { delay: "1 second" }))
      // Each its own execute, as workers running the same turn are (in one executeAll a repeat is not run at all).
      const fiber = yield* Effect.fork(
        Effect.forEach(Array.from({ length: 20 }, () => call), (c) => Toolkit.execute(toolkit, c), {
          concurrency: "unbounded"
        }).pipe(Toolkit.withTurnId("turn_1"))
      )
      yield* TestClock.adjust("3 seconds")
      const results = yield* Fiber.join(fiber)
      expect(yield* Ref.get(sent)).toBe(1)
      expect(new Set(results.map((r) => r.toContent())).size).toBe(1)
      expect(results[0]._tag).toBe("Success")
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a keyed tool retries Retryable failures, and stores only the success", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(emailTool(sent, { failFirst: 2 }))
      const result = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(successValue(result).messageId).toBe("msg_3_ada@example.com")
      const again = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(again).toEqual(result)
      expect(yield* Ref.get(sent)).toBe(3)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a failed call is not stored: the next one runs", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(emailTool(sent, { failFirst: 4 }))
      const failed = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(failed.toContent()).toContain("UNAVAILABLE")
      const next = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(successValue(next).messageId).toBe("msg_5_ada@example.com")
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("the model reads whether the effect happened when the store fails before or after the handler", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(emailTool(sent))
      const memory = yield* Idempotency.makeMemory
      const broken = (operation: "claim" | "complete") =>
        Idempotency.IdempotencyStore.of({
          ...memory,
          [operation]: (key: string) =>
            Effect.fail(
              new Idempotency.IdempotencyError({
                key,
                reason: "StoreFailure",
                detail: `the store failed to ${operation}`
              })
            )
        })
      const withStore = (store: Idempotency.Store, id: string) =>
        Toolkit.execute(toolkit, { ...call, id }).pipe(
          Toolkit.withTurnId("turn_1"),
          Effect.provideService(Idempotency.IdempotencyStore, store)
        )

      // The claim failed: the handler did not run, and the model may try again.
      const unclaimed = yield* withStore(broken("claim"), "call_a")
      expect(yield* Ref.get(sent)).toBe(0)
      expect(unclaimed.toContent()).toContain("could not be recorded, so it did not run")

      // The email went out, then its result could not be stored: it must not read "did not run".
      const unrecorded = yield* withStore(broken("complete"), "call_b")
      expect(yield* Ref.get(sent)).toBe(1)
      expect(unrecorded.toContent()).not.toContain("did not run")
      expect(unrecorded.toContent()).toContain(
        "send_email ran and its effect happened, but its result could not be recorded"
      )

      // The email went out, then the store died recording it (a driver's bug): it happened, not "may have run".
      const died = yield* withStore({ ...memory, complete: () => Effect.dieMessage("driver crashed") }, "call_d")
      expect(yield* Ref.get(sent)).toBe(2)
      expect(died.toContent()).toContain(
        "send_email ran and its effect happened, but its result could not be recorded because of an internal error"
      )

      // Our own attempt sent it, and another took the call over before we stored the result.
      const overtaken = yield* withStore({ ...memory, complete: () => Effect.succeed(false) }, "call_c")
      expect(yield* Ref.get(sent)).toBe(3)
      expect(overtaken.toContent()).not.toContain("interrupted in an earlier attempt")
      expect(overtaken.toContent()).toContain("send_email ran and its effect happened")
      expect(overtaken.toContent()).toContain("may have happened twice")
    }))

  it.effect("a stop in the retry's wait, or a retry that gives up before the timeout, releases the claim; a stop during an attempt leaves it unknown", () =>
    Effect.gen(function*() {
      const refuse = yield* Ref.make(true)
      const performed = yield* Ref.make(0)
      const tool = Tool.make({
        name: "send_email",
        description: "Send an email",
        parameters: Email,
        success: Schema.Struct({ ok: Schema.Boolean }),
        sideEffect: true,
        timeout: "90 seconds",
        retry: Schedule.spaced("1 minute"),
        handler: () =>
          Effect.flatMap(Ref.get(refuse), (refused) =>
            refused
              // A 429: the provider surely did not perform the effect.
              ? Effect.fail(new Failure.Retryable({ reason: "HTTP 429 Too Many Requests", status: 429 }))
              : Effect.zipRight(
                Effect.sleep("10 seconds"),
                Effect.as(Ref.update(performed, (n) => n + 1), { ok: true })
              ))
      })
      const store = yield* Idempotency.IdempotencyStore
      const keyOf = (callId: string) =>
        Idempotency.makeKey({
          turnId: "turn_1",
          callId,
          tool: "send_email",
          args: { to: "ada@example.com", subject: "Hi" }
        })
      const execute = (id: string) =>
        Toolkit.execute(Toolkit.make(tool), { ...call, id }).pipe(Toolkit.withTurnId("turn_1"))

      // A graceful stop 1 s into the wait after the refused attempt: no request is out, the claim goes.
      const stopped = yield* Effect.fork(execute("call_a"))
      yield* TestClock.adjust("1 second")
      yield* Fiber.interrupt(stopped)
      expect(yield* store.get(keyOf("call_a"))).toEqual(Option.none())

      // The wait after the second refused attempt (at 60 s) would end after the tool's timeout (90 s): the retry gives
      // up then, rather than be cut off in it, and the claim goes all the same.
      const gaveUp = yield* Effect.fork(execute("call_b"))
      yield* TestClock.adjust("60 seconds")
      expect((yield* Fiber.join(gaveUp)).toContent()).toContain(
        "send_email is temporarily unavailable (failed after 2 attempts): HTTP 429 Too Many Requests."
      )
      expect(yield* store.get(keyOf("call_b"))).toEqual(Option.none())

      // So the next attempt of the call runs.
      yield* Ref.set(refuse, false)
      const next = yield* Effect.fork(execute("call_a"))
      yield* TestClock.adjust("10 seconds")
      expect((yield* Fiber.join(next))._tag).toBe("Success")
      expect(yield* Ref.get(performed)).toBe(1)

      // A stop while an attempt is in flight: the request may have gone out, the claim stays, ended.
      const cut = yield* Effect.fork(execute("call_c"))
      yield* TestClock.adjust("5 seconds")
      yield* Fiber.interrupt(cut)
      expect(Option.map(yield* store.get(keyOf("call_c")), (entry) => entry.state)).toEqual(Option.some("pending"))
      const resumed = yield* execute("call_c")
      expect(resumed.toContent()).toContain("it is unknown whether its effect happened")
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a timeout that cuts a side-effecting handler off tells the model its effect may have happened", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const make = (sideEffect: boolean) =>
        Tool.make({
          name: "send_email",
          description: "Send an email",
          parameters: Email,
          success: Schema.Struct({ ok: Schema.Boolean }),
          sideEffect,
          timeout: "10 seconds",
          // The request reaches the mail provider; its response is slow.
          handler: () =>
            Effect.as(Effect.zipRight(Ref.update(sent, (n) => n + 1), Effect.sleep("30 seconds")), { ok: true })
        })
      const timedOut = (sideEffect: boolean) =>
        Effect.gen(function*() {
          const fiber = yield* Effect.fork(
            Toolkit.execute(Toolkit.make(make(sideEffect)), call).pipe(
              Toolkit.withTurnId(`turn_${sideEffect}`)
            )
          )
          yield* TestClock.adjust("11 seconds")
          return yield* Fiber.join(fiber)
        })

      const keyed = yield* timedOut(true)
      expect(keyed.toContent()).toContain("TIMEOUT")
      expect(keyed.toContent()).toContain(
        "send_email timed out after 10 s while its request was in flight; it may have run, so whether its effect happened is unknown"
      )
      expect(keyed.toContent()).not.toContain("cancelled")
      // A tool without side effects keeps the old sentence.
      expect((yield* timedOut(false)).toContent()).toContain("send_email timed out after 10 s; the call was cancelled.")
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a handler that interrupts itself once sending: CANCELLED says its effect may have happened, as its claim does", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(emailTool(sent, { interrupt: true }))
      const cancelled = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(cancelled._tag).toBe("Failure")
      expect((cancelled as ToolResult.Failure).code).toBe("CANCELLED")
      expect(cancelled.toContent()).toContain(
        "send_email was cancelled while its request was in flight; it may have run, so whether its effect happened is unknown"
      )
      expect(cancelled.toContent()).not.toContain("cancelled before it finished")
      // The store knows the same: the claim stays, its lease ended, so the next attempt does not send again.
      const key = callKey
      const store = yield* Idempotency.IdempotencyStore
      expect(Option.map(yield* store.get(key), (entry) => entry.state)).toEqual(Option.some("pending"))
      const next = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(next.toContent()).toContain("it is unknown whether its effect happened")
      expect(yield* Ref.get(sent)).toBe(1)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a side-effecting tool that returns nothing (Schema.Void) succeeds once, and its replay does not send again", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const toolkit = sendingOnce(sent, Schema.Void, undefined)
      const first = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(first._tag).toBe("Success")
      const replayed = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(replayed).toEqual(first)
      expect(yield* Ref.get(sent)).toBe(1)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a result that does not encode after the effect: the model reads that it happened, and it is not repeated", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      // A driver's row count: a bigint, which JSON cannot hold.
      const toolkit = sendingOnce(sent, Schema.Struct({ count: Schema.BigIntFromSelf }), { count: 1n })
      const first = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect((first as ToolResult.Failure).code).toBe("INTERNAL")
      expect(first.toContent()).toContain(
        "send_email ran and its effect happened, but its result could not be recorded"
      )
      const again = yield* Toolkit.execute(toolkit, call).pipe(Toolkit.withTurnId("turn_1"))
      expect(again.toContent()).toContain("it is unknown whether its effect happened")
      expect(yield* Ref.get(sent)).toBe(1)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a replay whose recorded result no longer decodes (the success schema changed in a deploy) says the effect happened", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const before = sendingOnce(sent, Schema.Struct({ messageId: Schema.String }), { messageId: "msg_1" })
      const after = sendingOnce(sent, Schema.Struct({ messageId: Schema.String, queued: Schema.Boolean }), {
        messageId: "msg_2",
        queued: true
      })
      expect((yield* Toolkit.execute(before, call).pipe(Toolkit.withTurnId("turn_1")))._tag).toBe("Success")
      // The turn resumes on the new version: the email went out, and the model read "failed because of an internal
      // error", which invites sending it again under a new call.
      const resumed = yield* Toolkit.execute(after, call).pipe(Toolkit.withTurnId("turn_1"))
      expect((resumed as ToolResult.Failure).code).toBe("INTERNAL")
      expect(resumed.toContent()).toContain(
        "send_email ran in an earlier attempt and its effect happened, but its recorded result could not be read"
      )
      expect(resumed.toContent()).toContain("Do not call it again to repeat the effect.")
      expect(yield* Ref.get(sent)).toBe(1)
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  describe("a charge over HTTP (a loopback server)", () => {
    const charge = (url: string, options: { readonly takeover?: boolean } = {}) =>
      Tool.make({
        name: "charge",
        description: "Charge the customer's card",
        parameters: Schema.Struct({ cents: Schema.Int }),
        success: Schema.String,
        sideEffect: true,
        retry: Schedule.recurs(3),
        ...(options.takeover === true ? { idempotency: { takeover: true } } : {}),
        handler: ({ cents }) =>
          Effect.gen(function*() {
            const key = Option.getOrThrow(yield* Idempotency.currentKey)
            return yield* Effect.tryPromise((signal) =>
              fetch(`${url}/charges`, {
                method: "POST",
                signal,
                headers: { "idempotency-key": key },
                body: JSON.stringify({ cents })
              }).then((r) =>
                r.ok ? r.text() : Promise.reject(Object.assign(new Error(r.statusText), { status: r.status }))
              )
            )
          })
      })
    const chargeCall = { id: "call_1", name: "charge", arguments: "{\"cents\":500}" }
    const execute = (tool: ReturnType<typeof charge>) =>
      Toolkit.execute(Toolkit.make(tool), chargeCall).pipe(Toolkit.withTurnId("turn_1"))
    const keyOfCharge = Idempotency.makeKey({
      turnId: "turn_1",
      callId: "call_1",
      tool: "charge",
      args: { cents: 500 }
    })

    it.scoped("the connection drops after the request was sent: not retried, 'may have happened', not run on replay", () =>
      Effect.gen(function*() {
        // The server performs the charge (the request is recorded), then drops the connection unanswered.
        const server = yield* Loopback.scoped(Loopback.destroy())
        const tool = charge(server.url)
        const first = yield* execute(tool)
        expect(server.requests).toHaveLength(1)
        expect((first as ToolResult.Failure).code).toBe("FAILED")
        expect(first.toContent()).toContain("charge failed after its request may have reached the service")
        expect(first.toContent()).toContain("whether its effect happened is unknown")
        expect(first.toContent()).not.toContain("temporarily unavailable")
        const replayed = yield* execute(tool)
        expect(replayed.toContent()).toContain("it is unknown whether its effect happened")
        expect(server.requests).toHaveLength(1)
      }).pipe(Effect.provide(Idempotency.layerMemory)))

    it.scoped("a 500 may have been acted on too; a 503 or a refused connection was not: retried, then released", () =>
      Effect.gen(function*() {
        const failing = yield* Loopback.scoped(Loopback.reply(500, "boom"))
        expect((yield* execute(charge(failing.url))).toContent()).toContain("may have reached the service")
        expect(failing.requests).toHaveLength(1)

        const store = yield* Idempotency.IdempotencyStore
        const busy = yield* Loopback.scoped([Loopback.reply(503, "busy"), Loopback.reply(200, "ch_1")])
        const ok = yield* Toolkit.execute(Toolkit.make(charge(busy.url)), { ...chargeCall, id: "call_2" }).pipe(
          Toolkit.withTurnId("turn_1")
        )
        expect(ok).toMatchObject({ _tag: "Success", value: "ch_1" })
        expect(busy.requests).toHaveLength(2)

        const port = yield* Effect.promise(() => Loopback.closedPort())
        const refused = yield* Toolkit.execute(Toolkit.make(charge(`http://127.0.0.1:${port}`)), {
          ...chargeCall,
          id: "call_3"
        }).pipe(Toolkit.withTurnId("turn_1"))
        expect(refused.toContent()).toContain("charge is temporarily unavailable (failed after 4 attempts)")
        const key3 = Idempotency.makeKey({ turnId: "turn_1", callId: "call_3", tool: "charge", args: { cents: 500 } })
        expect(yield* store.get(key3)).toEqual(Option.none())
      }).pipe(Effect.provide(Idempotency.layerMemory)))

    it.scoped("with takeover (the service deduplicates on the key), the dropped attempt is retried", () =>
      Effect.gen(function*() {
        // The first request performs the charge and drops; the retry with the same key gets the stored answer.
        const server = yield* Loopback.scoped([Loopback.destroy(), Loopback.reply(200, "ch_1")])
        const result = yield* execute(charge(server.url, { takeover: true }))
        expect(result).toMatchObject({ _tag: "Success", value: "ch_1" })
        expect(server.requests.map((r) => r.headers["idempotency-key"])).toEqual([keyOfCharge, keyOfCharge])
      }).pipe(Effect.provide(Idempotency.layerMemory)))

    it.scoped("a handler that dies once its request was sent (Effect.promise, a reply that does not parse): not run on replay", () =>
      Effect.gen(function*() {
        // The charge is made and answered with a body cut short: the handler's own parsing throws, a defect.
        const server = yield* Loopback.scoped(Loopback.reply(200, "{\"id\": \"ch_1\", "))
        const tool = Tool.make({
          name: "charge",
          description: "Charge the customer's card",
          parameters: Schema.Struct({ cents: Schema.Int }),
          success: Schema.String,
          sideEffect: true,
          handler: ({ cents }) =>
            Effect.promise(() =>
              fetch(`${server.url}/charges`, { method: "POST", body: JSON.stringify({ cents }) })
                .then((r) => r.json() as Promise<{ readonly id: string }>)
                .then((reply) => reply.id)
            )
        })
        const first = yield* execute(tool).pipe(Logger.withMinimumLogLevel(LogLevel.None))
        expect(server.requests).toHaveLength(1)
        expect(first).toMatchObject({ _tag: "Failure", code: "INTERNAL" })
        expect(first.toContent()).toContain("charge failed because of an internal error")
        expect(first.toContent()).toContain("whether its effect happened is unknown. Check before calling it again.")
        // The same call again (a resumed step): the claim was kept as unknown, so the card is not charged twice.
        const replayed = yield* execute(tool)
        expect(replayed.toContent()).toContain(
          "charge did not finish in an earlier attempt (it was interrupted, it crashed, or its request got no answer); " +
            "it is unknown whether its effect happened"
        )
        expect(server.requests).toHaveLength(1)
      }).pipe(Effect.provide(Idempotency.layerMemory)))

    it.scoped("a declined charge whose connection's release then dies is declined: released, and run again", () =>
      Effect.gen(function*() {
        // The card is declined (an answered 402, nothing charged); closing the run's connection then throws (a
        // defect of a finalizer of the handler's scope). The failure decides, as the retry layer judges it: it read
        // as a defect alone, "may have run", and the claim was kept, so the same call could never charge again.
        const server = yield* Loopback.scoped([Loopback.reply(402, "card declined"), Loopback.reply(200, "ch_2")])
        const tool = Tool.make({
          name: "charge",
          description: "Charge the customer's card",
          parameters: Schema.Struct({ cents: Schema.Int }),
          success: Schema.String,
          sideEffect: true,
          handler: ({ cents }) =>
            Effect.gen(function*() {
              const closing = yield* Ref.make(false)
              yield* Effect.acquireRelease(
                Effect.void,
                () => Effect.flatMap(Ref.get(closing), (late) => late ? Effect.void : Effect.die("socket closed"))
              )
              const reply = yield* Effect.tryPromise(() =>
                fetch(`${server.url}/charges`, { method: "POST", body: JSON.stringify({ cents }) }).then((r) =>
                  r.ok ? r.text() : Promise.reject(Object.assign(new Error(r.statusText), { status: r.status }))
                )
              )
              yield* Ref.set(closing, true)
              return reply
            })
        })
        // (a tool needing a Scope: each run of its handler has its own)
        const run = Toolkit.execute(Toolkit.make(tool), chargeCall).pipe(Toolkit.withTurnId("turn_1"))
        const first = yield* run.pipe(Logger.withMinimumLogLevel(LogLevel.None))
        expect(first).toMatchObject({ _tag: "Failure", code: "FAILED" })
        expect(first.toContent()).not.toContain("unknown")
        const again = yield* run
        expect(again).toMatchObject({ _tag: "Success", value: "ch_2" })
        expect(server.requests).toHaveLength(2)
      }).pipe(Effect.provide(Idempotency.layerMemory)))
  })

  it.effect("without a turn id a side-effecting call does not run", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const result = yield* Toolkit.execute(Toolkit.make(emailTool(sent)), call)
      expect(result.toContent()).toContain("INTERNAL")
      expect(yield* Ref.get(sent)).toBe(0)
    }).pipe(Effect.provide(Idempotency.layerMemory)))
})

describe("what a side-effecting tool's failure says about its request", () => {
  const reached = (error: unknown) => mayHaveReached(Classify.classify(error))
  const system = (message: string, code: string, syscall: string) =>
    Object.assign(new Error(message), { code, syscall })

  it("a 2xx whose body broke off was acted on; a connect that timed out or a TLS handshake cut short never connected", () => {
    const request = HttpClientRequest.post("http://127.0.0.1:9/charge")
    const bodyCut = new HttpClientError.ResponseError({
      request,
      response: HttpClientResponse.fromWeb(request, new Response("{}", { status: 200 })),
      reason: "Decode",
      cause: new TypeError("terminated", { cause: system("other side closed", "UND_ERR_SOCKET", "read") })
    })
    expect(reached(bodyCut)).toBe(true)
    expect(reached(new TypeError("fetch failed", { cause: system("read ECONNRESET", "ECONNRESET", "read") }))).toBe(
      true
    )
    expect(reached(system("connect ETIMEDOUT 10.0.0.7:443", "ETIMEDOUT", "connect"))).toBe(false)
    expect(
      reached(
        system("Client network socket disconnected before secure TLS connection was established", "ECONNRESET", "read")
      )
    ).toBe(false)
  })

  it.effect("a call that times out waiting for a live duplicate of itself says its effect may happen there", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      // Another worker runs the same turn: its send_email holds the call's key and takes 50 s.
      const key = callKey
      const holder = yield* Effect.fork(
        Idempotency.run(key, Sent, Effect.as(Effect.sleep("50 seconds"), { messageId: "m1", idempotencyKey: key }))
      )
      yield* TestClock.adjust("1 second")
      // this worker's call waits for it, past its 30 s timeout (maxWait is 5 minutes)
      const waiter = yield* Effect.fork(
        Toolkit.execute(Toolkit.make(emailTool(sent)), call).pipe(
          Toolkit.withTurnId("turn_1")
        )
      )
      yield* TestClock.adjust("31 seconds")
      const result = yield* Fiber.join(waiter)
      expect((result as ToolResult.Failure).code).toBe("TIMEOUT")
      expect(result.toContent()).toContain(
        "send_email timed out after 30 s waiting for the same call, which is still running elsewhere: " +
          "its effect may happen there. Check before calling it again."
      )
      expect(result.toContent()).not.toContain("cancelled")
      expect(yield* Ref.get(sent)).toBe(0)
      yield* TestClock.adjust("20 seconds")
      expect((yield* Fiber.join(holder)).messageId).toBe("m1")
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a store that fails while the call waits for a live duplicate of itself does not say it did not run", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const memory = yield* Idempotency.makeMemory
      const down = yield* Ref.make(false)
      // SQLITE_BUSY on one poll, while another process writes the shared file
      const flaky: Idempotency.Store = {
        ...memory,
        claim: (key, owner, leaseUntil, now) =>
          Effect.flatMap(Ref.get(down), (isDown) =>
            isDown
              ? Effect.fail(new Idempotency.IdempotencyError({ key, reason: "StoreFailure", detail: "busy" }))
              : memory.claim(key, owner, leaseUntil, now))
      }
      const key = callKey
      // Another worker runs the same turn: its send_email holds the call's key and sends after 5 s.
      const holder = yield* Effect.fork(
        Idempotency.run(
          key,
          Sent,
          Effect.as(Effect.zipRight(Effect.sleep("5 seconds"), Ref.update(sent, (n) => n + 1)), {
            messageId: "m1",
            idempotencyKey: key
          })
        ).pipe(Effect.provideService(Idempotency.IdempotencyStore, flaky))
      )
      yield* TestClock.adjust("1 second")
      const waiter = yield* Effect.fork(
        Toolkit.execute(Toolkit.make(emailTool(sent)), call).pipe(
          Toolkit.withTurnId("turn_1"),
          Effect.provideService(Idempotency.IdempotencyStore, flaky)
        )
      )
      yield* TestClock.adjust("1 second")
      yield* Ref.set(down, true)
      yield* TestClock.adjust("1 second")
      const result = yield* Fiber.join(waiter)
      // It read "temporarily unavailable: its execution could not be recorded, so it did not run", and a model that
      // called it again under a new call sent the email a second time.
      expect(result.toContent()).not.toContain("did not run")
      expect(result.toContent()).toContain("still running elsewhere")
      expect(result.toContent()).toContain("Check before calling it again.")
      yield* Ref.set(down, false)
      yield* TestClock.adjust("5 seconds")
      expect((yield* Fiber.join(holder)).messageId).toBe("m1")
      expect(yield* Ref.get(sent)).toBe(1)
    }))

  it.live(
    "a store that fails as the call takes over from an earlier attempt that left its claim does not say it did not run",
    () =>
      Effect.gen(function*() {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "toolkit-takeover-"))
        const filename = path.join(dir, "agent.db")
        const sent = yield* Ref.make(0)
        // The service deduplicates on the key: a later call of the same call takes a lapsed claim over.
        const toolkit = Toolkit.make(Tool.make({
          name: "send_email",
          description: "Send an email",
          parameters: Email,
          success: Sent,
          sideEffect: true,
          idempotency: { takeover: true },
          handler: () => Effect.as(Ref.update(sent, (n) => n + 1), { messageId: "m2", idempotencyKey: callKey })
        }))
        return yield* Effect.gen(function*() {
          const sqlite = yield* Idempotency.IdempotencyStore
          // A worker sent this call's email and crashed before recording it: its claim is left, its lease ended.
          const now = yield* Clock.currentTimeMillis
          yield* sqlite.claim(callKey, "crashed-worker", now, now)
          // Another process (a backup, a migration) takes the file's write lock between the claim and the takeover.
          const locking: Idempotency.Store = {
            ...sqlite,
            takeover: (...args) =>
              Effect.acquireUseRelease(
                Effect.promise(() => holdWriteLock(filename)),
                () => sqlite.takeover(...args),
                (unlock) => Effect.sync(unlock)
              )
          }
          const result = yield* Toolkit.execute(toolkit, call).pipe(
            Toolkit.withTurnId("turn_1"),
            Effect.provideService(Idempotency.IdempotencyStore, locking)
          )
          expect(yield* Ref.get(sent)).toBe(0)
          // It read "temporarily unavailable: its execution could not be recorded, so it did not run", though the crashed
          // worker's attempt may have sent it: a model that called it again under a new call (a new key, which the
          // service does not deduplicate) sent the email a second time.
          expect((result as ToolResult.Failure).code).toBe("UNAVAILABLE")
          expect(result.toContent()).not.toContain("did not run")
          expect(result.toContent()).toContain(
            "send_email did not finish in an earlier attempt, and could not be checked on: it is unknown whether its " +
              "effect happened. Check before calling it again."
          )
        }).pipe(
          Effect.provide(Idempotency.layerSqlite({ filename })),
          Effect.ensuring(Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true })))
        )
      }),
    60_000
  )

  it.effect("a timeout that comes while the handler's result is being stored does not say the call was cancelled", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const memory = yield* Idempotency.makeMemory
      // The email goes out at once; storing its result takes 5 s (a slow database), past the tool's 1 s timeout.
      const slowStore: Idempotency.Store = {
        ...memory,
        complete: (...args) => Effect.zipRight(Effect.sleep("5 seconds"), memory.complete(...args))
      }
      const toolkit = Toolkit.make(Tool.make({
        name: "send_email",
        description: "Send an email",
        parameters: Email,
        success: Schema.Struct({ ok: Schema.Boolean }),
        sideEffect: true,
        timeout: "1 second",
        handler: () => Effect.as(Ref.update(sent, (n) => n + 1), { ok: true })
      }))
      const fiber = yield* Effect.fork(
        Toolkit.execute(toolkit, call).pipe(
          Toolkit.withTurnId("turn_1"),
          Effect.provideService(Idempotency.IdempotencyStore, slowStore)
        )
      )
      yield* TestClock.adjust("6 seconds")
      const result = yield* Fiber.join(fiber)
      expect(yield* Ref.get(sent)).toBe(1)
      expect((result as ToolResult.Failure).code).toBe("TIMEOUT")
      // it read "the call was cancelled": the model would send the email again under a new call id
      expect(result.toContent()).not.toContain("cancelled")
      expect(result.toContent()).toContain("it may have run")
    }))

  it.effect("a long reason does not cut the words that tell the model not to repeat the call", () =>
    Effect.gen(function*() {
      const reason = `upstream returned 500: ${"the processor failed while settling the charge; ".repeat(12)}`
      const toolkit = Toolkit.make(Tool.make({
        name: "charge_customer_card",
        description: "Charge the customer's card",
        parameters: Schema.Struct({ amount: Schema.Number }),
        success: Schema.Struct({ id: Schema.String }),
        sideEffect: true,
        handler: () => Effect.fail(new Failure.Retryable({ reason, status: 500 }))
      }))
      const result = yield* Toolkit.execute(toolkit, {
        id: "c1",
        name: "charge_customer_card",
        arguments: "{\"amount\":5}"
      })
        .pipe(Toolkit.withTurnId("turn_1"))
      const message = JSON.parse(result.toContent()).error.message as string
      expect(message.length).toBeLessThanOrEqual(500)
      expect(message).toMatch(
        /…\); it may have run, so whether its effect happened is unknown\. Check before calling it again\.$/
      )
    }).pipe(Effect.provide(Idempotency.layerMemory)))
})
