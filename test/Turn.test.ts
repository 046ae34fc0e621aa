import { describe, expect, it } from "@effect/vitest"
import {
  Clock,
  Deferred,
  Duration,
  Effect,
  Either,
  Exit,
  Fiber,
  Layer,
  Logger,
  Option,
  Ref,
  Schema,
  TestClock
} from "effect"
import {
  Failure,
  Idempotency,
  Model,
  Options,
  RetrySchedule,
  Runner,
  Tool,
  Toolkit,
  Turn,
  TurnStore
} from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { invalidOption, withLiveTimerLimit } from "./support/common.js"

const down = (reason = "HTTP 503 upstream unavailable") => new Failure.Retryable({ reason, status: 503 })

// Each exhaustion of the session's in-process retries costs two scripted failures.
const session = { schedule: RetrySchedule.exponential("0 millis").pipe(RetrySchedule.maxRetries(1)) }
// No jitter, so the scheduled times are exact: 10 s, 20 s, 40 s, …
const resumeSchedule = RetrySchedule.exponential("10 seconds")

const makeLookup = (calls: Ref.Ref<ReadonlyArray<string>>, handler?: Effect.Effect<void>) =>
  Tool.make({
    name: "lookup",
    description: "Look a word up",
    parameters: Schema.Struct({ word: Schema.String }),
    success: Schema.String,
    handler: ({ word }) =>
      Effect.zipRight(
        Ref.update(calls, (c) => [...c, word]),
        Effect.as(handler ?? Effect.void, `${word}: a lock`)
      ),
    timeout: "1 hour"
  })

const setup = (steps: ReadonlyArray<unknown>, handler?: Effect.Effect<void>) =>
  Effect.gen(function*() {
    const model = yield* Model.scripted(steps)
    const toolCalls = yield* Ref.make<ReadonlyArray<string>>([])
    const store = yield* TurnStore.makeMemory
    const toolkit = Toolkit.make(makeLookup(toolCalls, handler))
    const layer = Layer.merge(model.layer, Layer.succeed(TurnStore.TurnStore, store))
    return { model, toolCalls, store, toolkit, layer }
  })

const lookup = (id = "call_1", word = "GIL") => Model.callTools({ id, name: "lookup", args: { word } })

const stateOf = (turn: Turn.Turn) => turn.state._tag

const danglingCalls = (history: Model.History) => {
  const answered = new Set(history.flatMap((m) => m._tag === "ToolMessage" ? [m.toolCallId] : []))
  return history.flatMap((m) => m._tag === "AssistantMessage" ? m.toolCalls.filter((c) => !answered.has(c.id)) : [])
}

/**
 * A side-effecting `send_email` that counts its sends in `sent` and answers the count so far, after
 * `response` (the provider's response, e.g. a slow one) once the send is counted.
 */
const countingEmail = <P, I>(sent: Ref.Ref<number>, parameters: Schema.Schema<P, I>, response = Effect.void) =>
  Tool.make({
    name: "send_email",
    description: "Send an email",
    parameters,
    success: Schema.Struct({ n: Schema.Number }),
    sideEffect: true,
    handler: () => Effect.map(Effect.zipLeft(Ref.updateAndGet(sent, (n) => n + 1), response), (n) => ({ n }))
  })

describe("durable turns under TestClock", () => {
  it.effect("a tool step, then an outage the session cannot ride out: RetryScheduled, resumed on time, completed", () =>
    Effect.gen(function*() {
      const { layer, model, toolCalls, toolkit } = yield* setup([
        lookup(),
        down(),
        down(),
        down(),
        down(),
        Model.text("The GIL is a lock.")
      ])
      const options = { toolkit, ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        const started = yield* Turn.start({ id: "t1", message: "What is the GIL?" })
        expect(stateOf(started)).toBe("Running")
        expect(started.version).toBe(0)

        const [first] = yield* Runner.runOnce(options)
        expect(first.state).toEqual(
          new Turn.RetryScheduled({ nextRunnableAt: 10_000, failure: (first.state as Turn.RetryScheduled).failure })
        )
        expect((first.state as Turn.RetryScheduled).failure.attempts).toHaveLength(2)
        expect(first.counters).toEqual(
          new Turn.Counters({ cumulativeRetries: 1, consecutiveRetries: 1, compactions: 0, exchanges: 1 })
        )
        expect(first.steps).toBe(1)
        expect(yield* toolCalls).toEqual(["GIL"])

        // Not due yet: nobody takes it, the model is not called.
        yield* TestClock.adjust("9999 millis")
        expect(yield* Runner.runOnce(options)).toEqual([])
        expect(yield* model.calls).toBe(3)

        // The scheduled resume does not reset the consecutive count: the next wait doubles.
        yield* TestClock.adjust("1 millis")
        const [second] = yield* Runner.runOnce(options)
        expect(second.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 10_000 + 20_000 })
        expect(second.counters).toEqual(
          new Turn.Counters({ cumulativeRetries: 2, consecutiveRetries: 2, compactions: 0, exchanges: 1 })
        )

        yield* TestClock.adjust("20 seconds")
        const [done] = yield* Runner.runOnce(options)
        expect(done.state).toEqual(new Turn.Completed({ answer: Model.text("The GIL is a lock.") }))
        expect(done.counters).toEqual(
          new Turn.Counters({ cumulativeRetries: 2, consecutiveRetries: 0, compactions: 0, exchanges: 1 })
        )
        expect(done.steps).toBe(2)
        expect(done.history.map((m) => m._tag)).toEqual([
          "UserMessage",
          "AssistantMessage",
          "ToolMessage",
          "AssistantMessage"
        ])
        expect(yield* toolCalls).toEqual(["GIL"])
        // Every model call after the tool step saw the same clean history: no failed message, no dangling call.
        const requests = yield* model.requests
        for (const request of requests.slice(1)) {
          expect(request.history).toEqual(done.history.slice(0, 3))
        }
        // Every save bumped the version: it is what the stored turn carries.
        expect((yield* Turn.get("t1")).version).toBe(done.version)
        expect(done.updatedAt).toBe(30_000)
        expect(done.createdAt).toBe(0)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("cancelled while it waits for its scheduled retry: never run again, its history closed with the reason", () =>
    Effect.gen(function*() {
      const { layer, model, toolkit } = yield* setup([down(), down(), Model.text("too late")])
      const options = { toolkit, ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "wait", message: "go" })
        const [waiting] = yield* Runner.runOnce(options)
        expect(waiting.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 10_000 })
        const cancelled = yield* Turn.cancel("wait", "the user left")
        expect(cancelled.state).toEqual(new Turn.Cancelled({ reason: "the user left" }))
        expect(cancelled.history.map((m) => m.content)).toEqual(["go", "The turn was cancelled: the user left"])
        // Past its due time no worker takes it: the model is not asked again.
        yield* TestClock.adjust("1 hour")
        expect(yield* Runner.runOnce(options)).toEqual([])
        expect(yield* model.calls).toBe(2)
        expect(yield* Turn.get("wait")).toEqual(cancelled)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a model success resets the consecutive count, the cumulative count keeps going", () =>
    Effect.gen(function*() {
      const { layer, toolkit } = yield* setup([
        down(),
        down(),
        lookup("c1"),
        down(),
        down(),
        Model.text("done")
      ])
      const options = { toolkit, ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t2", message: "go" })
        const [a] = yield* Runner.runOnce(options)
        expect(a.counters).toMatchObject({ cumulativeRetries: 1, consecutiveRetries: 1 })
        yield* TestClock.adjust("10 seconds")
        const [b] = yield* Runner.runOnce(options)
        // The tool step went through, then the model failed again: 1 in a row, 2 in all, and the
        // wait starts again from the first delay.
        expect(b.counters).toMatchObject({ cumulativeRetries: 2, consecutiveRetries: 1 })
        expect(b.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 20_000 })
        yield* TestClock.adjust("10 seconds")
        const [c] = yield* Runner.runOnce(options)
        expect(stateOf(c)).toBe("Completed")
        expect(c.counters).toMatchObject({ cumulativeRetries: 2, consecutiveRetries: 0 })
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a long retry hint is a floor for its own resume, not counted again for earlier ones by a budget", () =>
    Effect.gen(function*() {
      // Two rate-limited outages in a row; each hint is 100 s. The resume schedule is budgeted at
      // 150 s of summed backoff: replaying the second hint as if the first retry had it too would
      // sum 200 s and give up; the backoff alone (10 s + 20 s) fits.
      const limited = () =>
        new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter: Duration.seconds(100) })
      const { layer, toolkit } = yield* setup([limited(), limited(), limited(), limited(), Model.text("back")])
      const budgeted = RetrySchedule.exponential("10 seconds").pipe(
        RetrySchedule.respectRetryAfter({ max: "1 hour" }),
        RetrySchedule.budgeted("150 seconds")
      )
      const options = { toolkit, ...session, resumeSchedule: budgeted }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "hint", message: "go" })
        const [a] = yield* Runner.runOnce(options)
        expect(a.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 100_000 })
        yield* TestClock.adjust("100 seconds")
        const [b] = yield* Runner.runOnce(options)
        expect(b.counters).toMatchObject({ consecutiveRetries: 2 })
        expect(b.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 200_000 })
        yield* TestClock.adjust("100 seconds")
        const [c] = yield* Runner.runOnce(options)
        expect(stateOf(c)).toBe("Completed")
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a retry hint past the time budget: the turn is taken, and ended, when its budget ends", () =>
    Effect.gen(function*() {
      const limited = new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter: Duration.hours(1) })
      const { layer, model, toolkit } = yield* setup([limited, limited])
      const options = { toolkit, ...session, timeBudget: "5 minutes" } as const
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "late", message: "go" })
        const [scheduled] = yield* Runner.runOnce(options)
        // Scheduled at the server's hour, it sat RetryScheduled for that hour, then ended without a call.
        expect(scheduled.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 300_000 })
        yield* TestClock.adjust("5 minutes")
        const [ended] = yield* Runner.runOnce(options)
        expect(ended.state).toEqual(
          new Turn.BudgetExceeded({ budget: "time", detail: "the time budget (5m) ran out" })
        )
        expect(ended.updatedAt).toBe(300_000)
        expect(yield* model.calls).toBe(2)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a lasting outage reaches the consecutive limit and waits; retryModel starts afresh", () =>
    Effect.gen(function*() {
      const outage = Array.from({ length: 6 }, () => down())
      const { layer, model, toolkit } = yield* setup([...outage, Model.text("back")])
      const options = { toolkit, ...session, resumeSchedule, maxConsecutiveRetries: 2 }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t3", message: "go" })
        yield* Runner.runOnce(options)
        yield* TestClock.adjust("10 seconds")
        yield* Runner.runOnce(options)
        yield* TestClock.adjust("20 seconds")
        const [waiting] = yield* Runner.runOnce(options)
        expect(waiting.state).toMatchObject({ _tag: "WaitingForModel", reason: "RetryLimit" })
        expect((waiting.state as Turn.WaitingForModel).failure._tag).toBe("Exhausted")
        expect(waiting.counters).toMatchObject({ cumulativeRetries: 2, consecutiveRetries: 2 })

        // Waiting is not due, however long it waits.
        yield* TestClock.adjust("1 day")
        expect(yield* Runner.runOnce(options)).toEqual([])
        expect(yield* model.calls).toBe(6)

        const retried = yield* Turn.retryModel("t3")
        expect(stateOf(retried)).toBe("Running")
        expect(retried.counters).toMatchObject({ cumulativeRetries: 2, consecutiveRetries: 0 })
        const [done] = yield* Runner.runOnce(options)
        expect(done.state).toEqual(new Turn.Completed({ answer: Model.text("back") }))

        const error = yield* Effect.flip(Turn.retryModel("t3"))
        expect(error).toBeInstanceOf(Turn.TurnStateError)
        expect(error.message).toBe("cannot retry the model of turn t3: it is Completed")
      }).pipe(Effect.provide(layer))
    }))

  it.effect("retryModel opens a new time budget: the wait for a person is not the turn's time", () =>
    Effect.gen(function*() {
      const quota = new Failure.Permanent({ reason: "insufficient_quota: you exceeded your current quota" })
      const { layer, model, toolkit } = yield* setup([quota, Model.text("the answer")])
      const options = { toolkit, ...session, timeBudget: "5 minutes" } as const
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "quota", message: "go" })
        const [waiting] = yield* Runner.runOnce(options)
        expect(waiting.state).toMatchObject({ _tag: "WaitingForModel", reason: "Permanent" })
        yield* TestClock.adjust("1 hour") // a person tops the quota up
        const retried = yield* Turn.retryModel("quota")
        expect(retried.startedAt).toBe(3_600_000)
        // Counted from the first message, the budget ended the turn BudgetExceeded without a model call.
        const [done] = yield* Runner.runOnce(options)
        expect(done.state).toEqual(new Turn.Completed({ answer: Model.text("the answer") }))
        expect(yield* model.calls).toBe(2)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a scheduled retry being run reads Running: retryModel refuses it and the step's email is kept", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sendEmail = countingEmail(sent, Schema.Struct({ to: Schema.String }), Effect.sleep("20 seconds"))
      const model = yield* Model.scripted([
        down(),
        down(),
        Model.callTools({ id: "call_1", name: "send_email", args: { to: "ada@example.com" } }),
        Model.text("sent")
      ])
      const store = yield* TurnStore.makeMemory
      const options = { toolkit: Toolkit.make(sendEmail), ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t17", message: "email Ada" })
        const [scheduled] = yield* Runner.runOnce(options)
        expect(stateOf(scheduled)).toBe("RetryScheduled")
        yield* TestClock.adjust("10 seconds")
        const worker = yield* Effect.fork(Runner.runOnce(options))
        while ((yield* Ref.get(sent)) === 0) yield* Effect.yieldNow()
        // Left RetryScheduled while its retry ran, the turn took a person's retry now, and the worker cut the email
        // off at its next renewal: the model then read that it was unknown whether the email went out.
        expect(stateOf(yield* Turn.get("t17"))).toBe("Running")
        const refused = yield* Effect.flip(Turn.retryModel("t17"))
        expect(refused.message).toBe("cannot retry the model of turn t17: it is Running")
        yield* TestClock.adjust("20 seconds")
        const [done] = yield* Fiber.join(worker)
        expect(done.state).toEqual(new Turn.Completed({ answer: Model.text("sent") }))
        expect(done.history[2]).toMatchObject({ _tag: "ToolMessage", isError: false, content: "{\"n\":1}" })
        expect(done.counters).toMatchObject({ cumulativeRetries: 1, consecutiveRetries: 0 })
        expect(yield* Ref.get(sent)).toBe(1)
      }).pipe(
        Effect.provide(Layer.mergeAll(model.layer, Layer.succeed(TurnStore.TurnStore, store), Idempotency.layerMemory))
      )
    }))

  it("start and withTemplates name their input when an Effect is given as it, rather than its own field", () => {
    // read field by field, the Effect's `_op` was blamed as a misspelt option (or template) named "_op"
    const effect = Effect.succeed(1) as never
    expect(invalidOption(() => Turn.start(effect)).message).toMatch(/^Invalid option "input": .*not an Effect/)
    expect(invalidOption(() => Turn.withTemplates(Effect.void, effect)).message).toMatch(
      /^Invalid option "templates": .*not an Effect/
    )
  })

  it("addUserMessage and cancel check their arguments when called, as start does", () => {
    // `addUserMessage(id, req.body.message)` with the field missing died inside the effect with a ParseError
    expect(invalidOption(() => Turn.addUserMessage("t1", undefined as never)).option).toBe("content")
    expect(invalidOption(() => Turn.addUserMessage("t1", 42 as never)).option).toBe("content")
    expect(invalidOption(() => Turn.addUserMessage(42 as never)("t1")).option).toBe("content")
    expect(invalidOption(() => Turn.addUserMessage("", "hi")).option).toBe("id")
    expect(invalidOption(() => Turn.cancel("t1", 42 as never)).option).toBe("reason")
    expect(invalidOption(() => Turn.cancel(undefined as never)).option).toBe("id")
    expect(Turn.cancel("t1")).toBeDefined()
  })

  it("get and retryModel check the id when called too: one missing died inside the effect with a ParseError", () => {
    // `Turn.get(req.params.id)` with the parameter missing: its TurnNotFound refused the id, a defect
    for (const id of [undefined, 42, ""]) {
      expect(invalidOption(() => Turn.get(id as never)).option).toBe("id")
      expect(invalidOption(() => Turn.retryModel(id as never)).option).toBe("id")
    }
  })

  it.effect("an id PostgreSQL cannot keep is refused by every operation, whatever the store", () =>
    Effect.gen(function*() {
      // A NUL failed the write on PostgreSQL; a lone surrogate (half an emoji) was kept as U+FFFD, as every other one:
      // `Turn.get("a\udc00")` read the turn "a\ud800", and `Turn.start` of it found that turn. SQLite kept them apart.
      for (const id of ["a\u0000b", "a\ud800", "a\udc00", "\ude00\ud83d"]) {
        expect(invalidOption(() => Turn.start({ id, message: "hi" })).message).toContain(
          "expected a non-empty string without NUL characters or lone surrogates"
        )
        expect(invalidOption(() => Turn.get(id)).option).toBe("id")
        expect(invalidOption(() => Turn.retryModel(id)).option).toBe("id")
        expect(invalidOption(() => Turn.addUserMessage(id, "hi")).option).toBe("id")
        expect(invalidOption(() => Turn.cancel(id)).option).toBe("id")
      }
      // whole characters are fine, beyond the BMP too
      const id = "turn \ud83d\ude00 \u00e9\u2028\ufffd"
      yield* Turn.start({ id, message: "hi" })
      expect((yield* Turn.cancel(id)).id).toBe(id)
    }).pipe(Effect.provide(TurnStore.layerMemory)))

  it.effect("a resume schedule that ends also sends the turn to WaitingForModel", () =>
    Effect.gen(function*() {
      const { layer, toolkit } = yield* setup([down(), down(), down(), down()])
      const options = { toolkit, ...session, resumeSchedule: resumeSchedule.pipe(RetrySchedule.maxRetries(1)) }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t4", message: "go" })
        yield* Runner.runOnce(options)
        yield* TestClock.adjust("10 seconds")
        const [waiting] = yield* Runner.runOnce(options)
        expect(waiting.state).toMatchObject({ _tag: "WaitingForModel", reason: "RetryLimit" })
      }).pipe(Effect.provide(layer))
    }))

  it.effect("the server's retry-after wins over a shorter scheduled delay", () =>
    Effect.gen(function*() {
      const limited = new Failure.Retryable({ reason: "429", status: 429, retryAfter: Duration.minutes(5) })
      const { layer, toolkit } = yield* setup([limited, limited, Model.text("ok")])
      const options = { toolkit, ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t5", message: "go" })
        const [scheduled] = yield* Runner.runOnce(options)
        expect(scheduled.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 300_000 })
        yield* TestClock.adjust("4 minutes")
        expect(yield* Runner.runOnce(options)).toEqual([])
        yield* TestClock.adjust("1 minute")
        expect((yield* Runner.runOnce(options)).map(stateOf)).toEqual(["Completed"])
      }).pipe(Effect.provide(layer))
    }))

  // Stored RetryScheduled at Infinity, the turn was lost to a SQL store: its JSON read `nextRunnableAt: null`, so `get`
  // failed, `list` left it out and no claim took it (PostgreSQL refused the save: a model call at every lease).
  it.effect("a retry hint without an end (an infinite retryAfter) waits for a person, and the store reads it back", () =>
    Effect.gen(function*() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "turn-unending-"))
      const unending = new Failure.Retryable({ reason: "429 no capacity", status: 429, retryAfter: Duration.infinity })
      const model = yield* Model.scripted([unending, unending, Model.text("ok")])
      const options = { toolkit: Toolkit.make(), ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "unending", message: "go" })
        const [waiting] = yield* Runner.runOnce(options)
        expect(waiting.state).toMatchObject({ _tag: "WaitingForModel", reason: "RetryLimit" })
        expect((yield* Turn.get("unending")).state).toEqual(waiting.state)
        // A person's retry runs it.
        yield* Turn.retryModel("unending")
        expect((yield* Runner.runOnce(options)).map(stateOf)).toEqual(["Completed"])
      }).pipe(
        Effect.provide(Layer.merge(model.layer, TurnStore.layerSqlite({ filename: path.join(dir, "agent.db") }))),
        Effect.ensuring(Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true })))
      )
    }))

  // A "forever" of its own (Number.MAX_SAFE_INTEGER milliseconds) is finite: the turn was RetryScheduled for the year
  // 287,000, a time no Date can hold (`new Date(at).toISOString()` throws), and a monitor listing the WaitingForModel
  // turns never saw it.
  it.effect("a retry hint past the last time a Date can hold waits for a person, and the store reads it back", () =>
    Effect.gen(function*() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "turn-endless-"))
      const retryAfter = Duration.millis(Number.MAX_SAFE_INTEGER)
      const endless = new Failure.Retryable({ reason: "429 no capacity", status: 429, retryAfter })
      const model = yield* Model.scripted([endless, endless, Model.text("ok")])
      const options = { toolkit: Toolkit.make(), ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "endless", message: "go" })
        const [waiting] = yield* Runner.runOnce(options)
        expect(waiting.state).toMatchObject({ _tag: "WaitingForModel", reason: "RetryLimit" })
        expect((yield* Turn.get("endless")).state).toEqual(waiting.state)
        yield* Turn.retryModel("endless")
        expect((yield* Runner.runOnce(options)).map(stateOf)).toEqual(["Completed"])
      }).pipe(
        Effect.provide(Layer.merge(model.layer, TurnStore.layerSqlite({ filename: path.join(dir, "agent.db") }))),
        Effect.ensuring(Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true })))
      )
    }))

  // A wait longer than Number.MAX_SAFE_INTEGER milliseconds (a "forever" written `Duration.days(1e9)`, a custom rule's
  // `Duration.millis(2 ** 60)`) is one Schema.Duration cannot encode (its milliseconds are no safe integer): saving the
  // turn died with a ParseError (Runner.runOnce failed with the defect). It is stored as no end.
  it.effect.each(
    [
      ["2^53 ms", Duration.millis(Number.MAX_SAFE_INTEGER + 1)],
      ["a billion days", Duration.days(1e9)],
      ["Number.MAX_VALUE ms", Duration.millis(Number.MAX_VALUE)]
    ] as const
  )("a retry hint beyond Number.MAX_SAFE_INTEGER ms (%s) is stored as no end, and a person's retry runs it", ([
    ,
    retryAfter
  ]) =>
    Effect.gen(function*() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "turn-beyond-"))
      const endless = new Failure.Retryable({ reason: "429 no capacity", status: 429, retryAfter })
      const model = yield* Model.scripted([endless, endless, Model.text("ok")])
      const options = { toolkit: Toolkit.make(), ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "beyond", message: "go" })
        const [waiting] = yield* Runner.runOnce(options)
        expect(waiting.state).toMatchObject({ _tag: "WaitingForModel", reason: "RetryLimit" })
        const stored = (yield* Turn.get("beyond")).state
        expect(stored).toMatchObject({ _tag: "WaitingForModel", reason: "RetryLimit" })
        const failure = stored._tag === "WaitingForModel" && stored.failure._tag === "Exhausted"
          ? stored.failure
          : undefined
        expect(failure?.last.retryAfter).toEqual(Duration.infinity)
        expect(failure?.attempts.map((a) => (a.failure as Failure.Retryable).retryAfter)).toEqual([
          Duration.infinity,
          Duration.infinity
        ])
        yield* Turn.retryModel("beyond")
        expect((yield* Runner.runOnce(options)).map(stateOf)).toEqual(["Completed"])
      }).pipe(
        Effect.provide(Layer.merge(model.layer, TurnStore.layerSqlite({ filename: path.join(dir, "agent.db") }))),
        Effect.ensuring(Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true })))
      )
    }))

  it.effect("a Permanent failure waits at once; a new user message resets the count and runs again", () =>
    Effect.gen(function*() {
      const revoked = new Failure.Permanent({ reason: "invalid_api_key", status: 401 })
      const { layer, model, toolkit } = yield* setup([down(), down(), revoked, Model.text("hello again")])
      const options = { toolkit, ...session, resumeSchedule }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t6", message: "hi" })
        yield* Runner.runOnce(options)
        yield* TestClock.adjust("10 seconds")
        const [waiting] = yield* Runner.runOnce(options)
        expect(waiting.state).toEqual(new Turn.WaitingForModel({ reason: "Permanent", failure: revoked }))
        expect(waiting.counters.consecutiveRetries).toBe(1)

        yield* TestClock.adjust("1 minute")
        const resumed = yield* Turn.addUserMessage("t6", "the key is fixed")
        expect(resumed.counters).toMatchObject({ cumulativeRetries: 1, consecutiveRetries: 0 })
        expect(resumed.startedAt).toBe(70_000)
        const [done] = yield* Runner.runOnce(options)
        expect(stateOf(done)).toBe("Completed")
        const last = (yield* model.requests).at(-1)!
        expect(last.history.map((m) => m._tag === "UserMessage" ? m.content : m._tag)).toEqual([
          "hi",
          "the key is fixed"
        ])
      }).pipe(Effect.provide(layer))
    }))

  describe("a compaction followed by a model failure", () => {
    const overflow = new Failure.ContextOverflow({ reason: "context_length_exceeded", status: 400 })
    // A model with a one-message context window: any longer history overflows, whatever the script says.
    const fitting = (step: unknown) => (request: Model.Request) => request.history.length > 1 ? overflow : step
    const earlier = [new Model.UserMessage({ content: "an old question" }), Model.text("an old answer")]
    const question = new Model.UserMessage({ content: "What is the GIL?" })
    // Keeps the last user message (a tool result alone would be left out, leaving nothing to ask about).
    const compactWith = (count: Ref.Ref<number>) => (history: Model.History) =>
      Effect.as(Ref.update(count, (n) => n + 1), history.filter((m) => m._tag === "UserMessage").slice(-1))

    it.effect("Exhausted: the compacted history and count are saved with RetryScheduled and resumed from", () =>
      Effect.gen(function*() {
        const answer = Model.text("The GIL is a lock.")
        const { layer, model, toolkit } = yield* setup(
          [overflow, down(), down(), answer].map(fitting)
        )
        const compactions = yield* Ref.make(0)
        const options = { toolkit, ...session, resumeSchedule, compact: compactWith(compactions), maxCompactions: 1 }
        return yield* Effect.gen(function*() {
          yield* Turn.start({ id: "c1", history: earlier, message: question.content })
          const [scheduled] = yield* Runner.runOnce(options)
          expect(stateOf(scheduled)).toBe("RetryScheduled")
          expect(scheduled.history).toEqual([question])
          expect(scheduled.counters).toEqual(
            new Turn.Counters({ cumulativeRetries: 1, consecutiveRetries: 1, compactions: 1 })
          )
          expect(yield* Turn.get("c1")).toEqual(scheduled)

          yield* TestClock.adjust("10 seconds")
          const [done] = yield* Runner.runOnce(options)
          expect(done.state).toEqual(new Turn.Completed({ answer }))
          expect(done.history).toEqual([question, answer])
          expect(done.counters.compactions).toBe(1)
          expect((yield* model.requests).map((r) => r.history)).toEqual([
            [...earlier, question],
            [question],
            [question],
            [question]
          ])
          expect(yield* Ref.get(compactions)).toBe(1)
        }).pipe(Effect.provide(layer))
      }))

    it.effect("a step that compacts and then goes through counts its compaction once", () =>
      Effect.gen(function*() {
        const { layer, toolkit } = yield* setup([overflow, lookup(), overflow, Model.text("A lock.")])
        const compactions = yield* Ref.make(0)
        // Two compactions allowed: the tool step's history overflows again and is compacted again.
        const options = { toolkit, ...session, resumeSchedule, compact: compactWith(compactions) }
        return yield* Effect.gen(function*() {
          yield* Turn.start({ id: "c3", history: earlier, message: question.content })
          const [done] = yield* Runner.runOnce(options)
          expect(stateOf(done)).toBe("Completed")
          expect(done.counters.compactions).toBe(yield* Ref.get(compactions))
          expect(done.counters.compactions).toBe(2)
        }).pipe(Effect.provide(layer))
      }))

    it.effect("Permanent: the turn waits with the compacted history; retryModel resumes from it", () =>
      Effect.gen(function*() {
        const revoked = new Failure.Permanent({ reason: "invalid_api_key", status: 401 })
        const answer = Model.text("The GIL is a lock.")
        const { layer, model, toolkit } = yield* setup([overflow, revoked, answer].map(fitting))
        const compactions = yield* Ref.make(0)
        const options = { toolkit, ...session, resumeSchedule, compact: compactWith(compactions), maxCompactions: 1 }
        return yield* Effect.gen(function*() {
          yield* Turn.start({ id: "c2", history: earlier, message: question.content })
          const [waiting] = yield* Runner.runOnce(options)
          expect(waiting.state).toEqual(new Turn.WaitingForModel({ reason: "Permanent", failure: revoked }))
          expect(waiting.history).toEqual([question])
          expect(waiting.counters.compactions).toBe(1)

          yield* Turn.retryModel("c2")
          const [done] = yield* Runner.runOnce(options)
          expect(done.state).toEqual(new Turn.Completed({ answer }))
          expect((yield* model.requests).at(-1)!.history).toEqual([question])
          expect(yield* Ref.get(compactions)).toBe(1)
        }).pipe(Effect.provide(layer))
      }))
  })

  it.effect("a Fatal model failure fails the turn with a closed history; the failure is stored as a schema", () =>
    Effect.gen(function*() {
      const bad = new Failure.Fatal({ reason: "400 invalid parameter: temperature", status: 400 })
      const { layer, toolkit } = yield* setup([lookup(), bad])
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t7", message: "go" })
        const [failed] = yield* Runner.runOnce({ toolkit, ...session })
        expect(failed.state).toEqual(new Turn.Failed({ failure: bad }))
        const note = failed.history.at(-1)!
        expect(note).toEqual(
          new Model.AssistantMessage({
            content: "The turn failed: Fatal (HTTP 400): 400 invalid parameter: temperature",
            toolCalls: [],
            stopReason: "other"
          })
        )
        expect(danglingCalls(failed.history)).toEqual([])
        // The stored JSON decodes back to the same failure class.
        const json = Schema.encodeSync(Schema.parseJson(Turn.Turn))(failed)
        const decoded = Schema.decodeSync(Schema.parseJson(Turn.Turn))(json)
        expect((decoded.state as Turn.Failed).failure).toBeInstanceOf(Failure.Fatal)
        expect(decoded).toEqual(failed)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a failure given by its shape (a plain { _tag: \"Fatal\", reason }) is stored as its class; the runner goes on", () =>
    Effect.gen(function*() {
      // What a model service that decodes its failures from JSON (or another copy of the library) fails with:
      // `Failure.isAgentFailure` accepts it, and the state's constructor threw on it, a defect that stopped the runner
      // and left the turn leased, to be claimed, called and thrown on again once per lease.
      const fatal = { _tag: "Fatal", reason: "400 invalid parameter: temperature", status: 400 }
      const permanent = { _tag: "Permanent", reason: "401 key revoked", status: 401 }
      // fields that fit no class: kept by tag and reason
      const odd = { _tag: "Fatal", reason: "418 teapot", status: "418" }
      const model = yield* Model.scripted([fatal, permanent, odd])
      const store = yield* TurnStore.makeMemory
      const layer = Layer.merge(model.layer, Layer.succeed(TurnStore.TurnStore, store))
      return yield* Effect.gen(function*() {
        for (const id of ["f", "p", "o"]) yield* Turn.start({ id, message: "go" })
        const done = yield* Runner.runOnce({ toolkit: Toolkit.make(), ...session, workers: 3 })
        const byId = new Map(done.map((turn) => [turn.id, turn]))
        expect(byId.get("f")!.state).toEqual(new Turn.Failed({ failure: new Failure.Fatal(fatal) }))
        expect(byId.get("p")!.state).toEqual(
          new Turn.WaitingForModel({ reason: "Permanent", failure: new Failure.Permanent(permanent) })
        )
        expect(byId.get("o")!.state).toEqual(new Turn.Failed({ failure: { _tag: "Fatal", message: "418 teapot" } }))
        for (const id of ["f", "p", "o"]) expect(yield* store.lease(id)).toEqual(Option.none())
        // and they read back as stored
        const json = Schema.encodeSync(Schema.parseJson(Turn.Turn))(byId.get("f")!)
        expect((Schema.decodeSync(Schema.parseJson(Turn.Turn))(json).state as Turn.Failed).failure)
          .toBeInstanceOf(Failure.Fatal)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("an Exhausted given as its own JSON (a worker's message), its waits in fractions of a ms, is scheduled", () =>
    Effect.gen(function*() {
      // Gemini's RetryInfo "34.541613s" and a jittered delay are Durations of nanoseconds, which Duration's JSON writes as
      // `hrtime`, a form the schema did not read: the turn could not rebuild the Exhausted and ended Failed
      const last = new Failure.Retryable({ reason: "429 quota", status: 429, retryAfter: Duration.millis(34_541.613) })
      const exhausted = new Failure.Exhausted({
        layer: "worker",
        attempts: [{ attempt: 1, failure: last, delay: Duration.millis(1_234.5) }, { attempt: 2, failure: last }],
        last
      })
      const sent = JSON.parse(JSON.stringify(exhausted))
      const model = yield* Model.scripted([sent])
      const store = yield* TurnStore.makeMemory
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "w", message: "go" })
        const [scheduled] = yield* Runner.runOnce({ toolkit: Toolkit.make(), ...session, resumeSchedule })
        expect(scheduled.state._tag).toBe("RetryScheduled")
        const state = scheduled.state as Turn.RetryScheduled
        expect(state.nextRunnableAt).toBeGreaterThanOrEqual(34_541.613)
        expect(state.failure.last.retryAfter).toEqual(last.retryAfter)
        expect(state.failure.attempts[0].delay).toEqual(Duration.millis(1_234.5))
      }).pipe(Effect.provide(Layer.merge(model.layer, Layer.succeed(TurnStore.TurnStore, store))))
    }))

  it.effect("cancel while a tool runs: the worker stops, the call gets a tool message, the turn a closing note", () =>
    Effect.gen(function*() {
      const { layer, toolCalls, toolkit } = yield* setup(
        [Model.callTools({ id: "a", name: "lookup", args: { word: "x" } }, {
          id: "b",
          name: "lookup",
          args: { word: "y" }
        })],
        Effect.never
      )
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t8", message: "go" })
        const worker = yield* Effect.fork(Runner.runOnce({ toolkit, ...session, lease: "30 seconds" }))
        // Both calls are running: the assistant message was saved before them.
        while ((yield* Ref.get(toolCalls)).length < 2) yield* Effect.yieldNow()
        const saved = yield* Turn.get("t8")
        expect(Turn.pendingToolCalls(saved.history).map((c) => c.id)).toEqual(["a", "b"])

        const cancelled = yield* Turn.cancel("t8", "the user stopped it")
        const unknown = "it may have run, so whether its effect happened is unknown. Check before calling it again"
        expect(cancelled.state).toEqual(new Turn.Cancelled({ reason: "the user stopped it" }))
        expect(cancelled.history.slice(2).map((m) => m._tag === "AssistantMessage" ? m.content : m)).toEqual([
          new Model.ToolMessage({
            toolCallId: "a",
            toolName: "lookup",
            content: `Tool lookup did not finish: the user stopped it; ${unknown}`,
            isError: true
          }),
          new Model.ToolMessage({
            toolCallId: "b",
            toolName: "lookup",
            content: `Tool lookup did not finish: the user stopped it; ${unknown}`,
            isError: true
          }),
          "The turn was cancelled: the user stopped it"
        ])
        // The lease keeper sees the foreign write at its next renewal and stops the hung tools.
        yield* TestClock.adjust("10 seconds")
        expect(yield* Fiber.join(worker)).toEqual([])
        expect(yield* Turn.get("t8")).toEqual(cancelled)
        // Cancelling again changes nothing.
        expect(yield* Turn.cancel("t8")).toEqual(cancelled)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("cancel while a side-effecting tool runs: the call's message says its effect may have happened", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      // The email goes out at once; the provider's response is slow.
      const sendEmail = countingEmail(sent, Schema.Struct({ to: Schema.String }), Effect.sleep("1 minute"))
      const model = yield* Model.scripted([
        Model.callTools({ id: "call_1", name: "send_email", args: { to: "ada@example.com" } })
      ])
      const store = yield* TurnStore.makeMemory
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t15", message: "email Ada" })
        const worker = yield* Effect.fork(
          Runner.runOnce({ toolkit: Toolkit.make(sendEmail), ...session, lease: "30 seconds" })
        )
        while ((yield* Ref.get(sent)) === 0) yield* Effect.yieldNow()
        const cancelled = yield* Turn.cancel("t15", "the user stopped it")
        // The worker notices the cancel at its next renewal and cuts the call off: the email was sent.
        yield* TestClock.adjust("10 seconds")
        expect(yield* Fiber.join(worker)).toEqual([])
        expect(yield* Ref.get(sent)).toBe(1)
        const closed = cancelled.history[2] as Model.ToolMessage
        expect(closed.toolCallId).toBe("call_1")
        expect(closed.isError).toBe(true)
        expect(closed.content).toContain("the user stopped it")
        expect(closed.content).toContain("it may have run, so whether its effect happened is unknown")
        // The closing note gives the reason as it was given.
        expect((cancelled.history[3] as Model.AssistantMessage).content).toBe(
          "The turn was cancelled: the user stopped it"
        )
      }).pipe(
        Effect.provide(Layer.mergeAll(model.layer, Layer.succeed(TurnStore.TurnStore, store), Idempotency.layerMemory))
      )
    }))

  it.effect("templates are configurable, and checked when given", () =>
    Effect.gen(function*() {
      const { layer } = yield* setup([])
      return yield* Effect.gen(function*() {
        const history = [new Model.UserMessage({ content: "go" }), lookup("c9", "z")]
        yield* Turn.start({ id: "t9", history })
        const cancelled = yield* Turn.cancel("t9", "shutdown").pipe(
          Turn.withTemplates({ unfinishedTool: "[{toolCallId}] {toolName} stopped ({reason})", cancelled: "Stopped." })
        )
        expect(cancelled.history.slice(2).map((m) => (m as { content: string }).content)).toEqual([
          "[c9] lookup stopped (shutdown; it may have run, so whether its effect happened is unknown. Check before calling it again)",
          "Stopped."
        ])
        expect(() => Turn.withTemplates({ unfinished: "x" } as any)).toThrow(Options.InvalidOptionError)
        expect(() => Turn.withTemplates(Effect.void, { failed: 42 } as any)).toThrow(
          "Invalid option \"templates.failed\""
        )
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a new user message closes a dangling call before it is appended", () =>
    Effect.gen(function*() {
      const { layer } = yield* setup([])
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t10", history: [new Model.UserMessage({ content: "go" }), lookup("c1")] })
        const turn = yield* Turn.addUserMessage("t10", "never mind")
        expect(turn.history.map((m) => m._tag)).toEqual([
          "UserMessage",
          "AssistantMessage",
          "ToolMessage",
          "UserMessage"
        ])
        expect(danglingCalls(turn.history)).toEqual([])
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a history started with a call a later message follows: closed, so the model never reads it dangling", () =>
    Effect.gen(function*() {
      const { layer, model, toolCalls, toolkit } = yield* setup([Model.text("ok")])
      return yield* Effect.gen(function*() {
        // An imported conversation whose exchange was cut short, then the user's next message: every provider refuses
        // a call without a result, and the turn failed at its first model call.
        const earlier = [new Model.UserMessage({ content: "go" }), lookup("c1")]
        const started = yield* Turn.start({ id: "t16", history: earlier, message: "never mind" })
        expect(started.history.map((m) => m._tag)).toEqual([
          "UserMessage",
          "AssistantMessage",
          "ToolMessage",
          "UserMessage"
        ])
        expect((started.history[2] as Model.ToolMessage).content).toBe(
          "Tool lookup did not finish: its result was not in the history the turn started with; it may have run, so " +
            "whether its effect happened is unknown. Check before calling it again"
        )
        const [done] = yield* Runner.runOnce({ toolkit, ...session })
        expect(stateOf(done)).toBe("Completed")
        expect(danglingCalls((yield* model.requests)[0].history)).toEqual([])
        expect(yield* toolCalls).toEqual([])

        // Without a message after them, the last message's calls stay open: the runner runs them.
        const resumed = yield* Turn.start({
          id: "t17",
          history: [...earlier, new Model.UserMessage({ content: "and" }), lookup("c2", "x")]
        })
        expect(resumed.history.map((m) => m._tag)).toEqual([
          "UserMessage",
          "AssistantMessage",
          "ToolMessage",
          "UserMessage",
          "AssistantMessage"
        ])
        expect(Turn.pendingToolCalls(resumed.history).map((c) => c.id)).toEqual(["c2"])
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a new user message while a tool runs: the call's message says its outcome is unknown, not that it failed", () =>
    Effect.gen(function*() {
      const { layer, toolCalls, toolkit } = yield* setup(
        [lookup("call_a", "x"), Model.text("ok")],
        Effect.sleep("1 second")
      )
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t14", message: "go" })
        const worker = yield* Effect.fork(Runner.runOnce({ toolkit, ...session, lease: "30 seconds" }))
        while ((yield* Ref.get(toolCalls)).length === 0) yield* Effect.yieldNow()
        const turn = yield* Turn.addUserMessage("t14", "and send me the receipt")
        // The tool finishes (its effect happens) after the history already holds its closing message.
        yield* TestClock.adjust("1 second")
        expect(yield* Fiber.join(worker)).toEqual([])
        const closed = turn.history[2] as Model.ToolMessage
        expect(closed.toolCallId).toBe("call_a")
        expect(closed.isError).toBe(true)
        expect(closed.content).toContain("it may have run, so whether its effect happened is unknown")
        expect(closed.content).not.toContain("arrived first")
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a worker that dies before the turn is saved completed leaves no answer behind: the next asks once more", () =>
    Effect.gen(function*() {
      const { layer, model, store } = yield* setup([Model.text("first answer"), Model.text("The GIL is a lock.")])
      // The worker dies (its fiber is interrupted, as a SIGKILL stops it) when it would save the turn completed
      const dying: TurnStore.Store = {
        ...store,
        save: (turn, options) => turn.state._tag === "Completed" ? Effect.interrupt : store.save(turn, options)
      }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t13", message: "What is the GIL?" })
        const died = yield* Effect.exit(
          Runner.runOnce({ ...session, resumeSchedule }).pipe(Effect.provideService(TurnStore.TurnStore, dying))
        )
        expect(died._tag).toBe("Failure")
        const left = Option.getOrThrow(yield* store.get("t13"))
        expect(left.history.map((m) => m._tag)).toEqual(["UserMessage"])
        // the lease of the dead worker runs out; another worker resumes the turn
        yield* TestClock.adjust("1 hour")
        const [turn] = yield* Runner.runOnce({ ...session, resumeSchedule })
        expect(turn.state).toEqual(new Turn.Completed({ answer: Model.text("The GIL is a lock.") }))
        expect(turn.history.map((m) => m._tag)).toEqual(["UserMessage", "AssistantMessage"])
        expect(yield* model.calls).toBe(2)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("the step limit ends the turn as BudgetExceeded with a closing note", () =>
    Effect.gen(function*() {
      const { layer, toolkit } = yield* setup([lookup("c1"), lookup("c2"), lookup("c3")])
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t11", message: "go" })
        const [turn] = yield* Runner.runOnce({ toolkit, ...session, maxSteps: 2 })
        expect(turn.state).toEqual(
          new Turn.BudgetExceeded({ budget: "steps", detail: "the step limit (2) was reached" })
        )
        expect(turn.steps).toBe(2)
        expect((turn.history.at(-1) as Model.AssistantMessage).content).toBe(
          "The turn stopped: the step limit (2) was reached"
        )
        // cancelled afterwards, it says so in its state; its history keeps the one closing note (it read "The turn
        // stopped: …" then "The turn was cancelled: …", two assistant messages in a row)
        const cancelled = yield* Turn.cancel("t11", "closed the tab")
        expect(cancelled.state).toEqual(new Turn.Cancelled({ reason: "closed the tab" }))
        expect(cancelled.history).toEqual(turn.history)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("the time budget interrupts a slow step and closes the history", () =>
    Effect.gen(function*() {
      const slow = Effect.as(Effect.sleep("2 minutes"), Model.text("too late"))
      const { layer, toolkit } = yield* setup([lookup("c1"), slow])
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t12", message: "go" })
        const worker = yield* Effect.fork(Runner.runOnce({ toolkit, ...session, timeBudget: "1 minute" }))
        yield* TestClock.adjust("1 minute")
        const [turn] = yield* Fiber.join(worker)
        expect(turn.state).toMatchObject({ _tag: "BudgetExceeded", budget: "time" })
        expect(turn.steps).toBe(1)
        expect(turn.updatedAt).toBe(60_000)
        expect(danglingCalls(turn.history)).toEqual([])
      }).pipe(Effect.provide(layer))
    }))

  it.effect("the time budget cuts off a side-effecting call: its message says its effect may have happened", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sendEmail = countingEmail(sent, Schema.Struct({ to: Schema.String }), Effect.sleep("2 minutes"))
      const model = yield* Model.scripted([
        Model.callTools({ id: "call_1", name: "send_email", args: { to: "ada@example.com" } })
      ])
      const store = yield* TurnStore.makeMemory
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t16", message: "email Ada" })
        const worker = yield* Effect.fork(
          // within the tool's own timeout (30 s by default), so the budget is what cuts the call off
          Runner.runOnce({ toolkit: Toolkit.make(sendEmail), ...session, timeBudget: "10 seconds" })
        )
        yield* TestClock.adjust("10 seconds")
        const [turn] = yield* Fiber.join(worker)
        expect(turn.state).toMatchObject({ _tag: "BudgetExceeded", budget: "time" })
        // the email went out before the budget cut the call off
        expect(yield* Ref.get(sent)).toBe(1)
        const closed = turn.history.find((m): m is Model.ToolMessage => m._tag === "ToolMessage")!
        expect(closed.toolCallId).toBe("call_1")
        expect(closed.content).toMatch(/^Tool send_email did not finish: .+; it may have run, so whether its effect/)
        // the closing note gives the budget's detail alone
        expect((turn.history.at(-1) as Model.AssistantMessage).content).not.toContain("may have run")
      }).pipe(
        Effect.provide(Layer.mergeAll(model.layer, Layer.succeed(TurnStore.TurnStore, store), Idempotency.layerMemory))
      )
    }))

  it.effect("a failing \"fail\"-mode tool cuts off a side-effecting sibling: its message says its effect may have happened", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sendEmail = countingEmail(sent, Schema.Struct({ to: Schema.String }), Effect.sleep("20 seconds"))
      const transfer = Tool.make({
        name: "transfer",
        description: "Move money",
        parameters: Schema.Struct({ amount: Schema.Number }),
        success: Schema.String,
        failureMode: "fail",
        handler: () => Effect.zipRight(Effect.sleep("1 second"), Effect.fail(new Failure.Fatal({ reason: "closed" })))
      })
      const model = yield* Model.scripted([
        Model.callTools(
          { id: "call_1", name: "send_email", args: { to: "ada@example.com" } },
          { id: "call_2", name: "transfer", args: { amount: 5 } }
        )
      ])
      const store = yield* TurnStore.makeMemory
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "t17", message: "email Ada, then pay" })
        const worker = yield* Effect.fork(Runner.runOnce({ toolkit: Toolkit.make(sendEmail, transfer), ...session }))
        // the step ends once the interrupted sibling has (a side-effecting call in flight is let finish its request)
        // the failure cuts the sibling off at once, within its 20 s response (its tool timeout is 30 s)
        yield* TestClock.adjust("1 second")
        const [turn] = yield* Fiber.join(worker)
        expect(turn.state._tag).toBe("Failed")
        expect(yield* Ref.get(sent)).toBe(1)
        const closed = turn.history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage")
        expect(closed.find((m) => m.toolCallId === "call_1")?.content).toMatch(
          /^Tool send_email did not finish: .+; it may have run, so whether its effect/
        )
      }).pipe(
        Effect.provide(Layer.mergeAll(model.layer, Layer.succeed(TurnStore.TurnStore, store), Idempotency.layerMemory))
      )
    }))

  it.effect("options are checked when called", () =>
    Effect.sync(() => {
      const toolkit = Toolkit.make()
      expect(() => Runner.run({ toolkit, workers: 0 })).toThrow("Invalid option \"workers\"")
      expect(() => Runner.runOnce({ toolkit, lease: "-1 seconds" })).toThrow("Invalid option \"lease\"")
      // a lease past the last date a Date holds broke every SQL claim (its log line names the lease's end)
      expect(() => Runner.run({ toolkit, lease: Number.MAX_SAFE_INTEGER })).toThrow(
        "Invalid option \"lease\": expected a duration of at most 365d"
      )
      expect(() => Runner.run({ toolkit, lease: "365 days" })).not.toThrow()
      expect(() => Runner.run({ toolkit, pollInterval: 0 })).toThrow("Invalid option \"pollInterval\"")
      // the lease's owner is kept as text: on PostgreSQL, a name with a NUL failed every claim, and the worker polled
      expect(() => Runner.run({ toolkit, owner: "w\u0000" })).toThrow("Invalid option \"owner\"")
      expect(() => Runner.runOnce({ toolkit, owner: "" })).toThrow("Invalid option \"owner\"")
      expect(() => Runner.run({ toolkit, maxConsecutiveRetries: -1 })).toThrow(
        "Invalid option \"maxConsecutiveRetries\""
      )
      expect(() => Runner.run({ toolkit, maxSteps: 1.5 })).toThrow("Invalid option \"maxSteps\"")
      expect(() => Runner.run({ toolkit, resumeSchedule: "often" as any })).toThrow("Invalid option \"resumeSchedule\"")
      // The agent step's own options are checked as well.
      expect(() => Runner.run({ toolkit, maxCompactions: -1 })).toThrow("Invalid option \"maxCompactions\"")
      expect(() => Turn.start({})).toThrow("Invalid option \"history\"")
      // options that are no object ran with every default (no toolkit), or threw a TypeError
      for (const options of ["x", null, 4]) {
        expect(() => Runner.runOnce(options as any)).toThrow(
          "Invalid option \"options\": expected the runner's options"
        )
        expect(() => Runner.run(options as any)).toThrow("Invalid option \"options\"")
      }
      // Checked when called, not by the store's Schema when the turn is saved (a ParseError at run time).
      expect(() => Turn.start({ history: "hi" as any })).toThrow("Invalid option \"history\"")
      expect(() => Turn.start({ history: [{ role: "user", content: "hi" }] as any })).toThrow(
        "Invalid option \"history[0]\""
      )
      expect(() => Turn.start({ message: 5 as any })).toThrow("Invalid option \"message\"")
      // a message's shape without its class (JSON parsed back) died inside the effect with a ParseError of the turn
      expect(() => Turn.start({ history: [{ _tag: "UserMessage", content: "hi" }] as any })).toThrow(
        "Invalid option \"history[0]\": expected a message made with its class"
      )
      // a result after a later user message answers nothing (every provider refuses it): it was kept, and the call it
      // named was closed with a second, made-up result beside it
      const call = Model.callTools({ id: "c1", name: "lookup", args: {} })
      const result = new Model.ToolMessage({ toolCallId: "c1", toolName: "lookup", content: "{}" })
      const user = (content: string) => new Model.UserMessage({ content })
      expect(() => Turn.start({ history: [user("go"), call, user("and?"), result] })).toThrow(
        "Invalid option \"history[3]\": expected a tool result right after the assistant message that called lookup " +
          "(id c1), with only other results between them, and one per call"
      )
      expect(() => Turn.start({ history: [user("go"), call, result, result] })).toThrow("Invalid option \"history[3]\"")
      expect(() => Turn.start({ history: [user("go"), result] })).toThrow("Invalid option \"history[1]\"")
      expect(() => Turn.start({ history: [user("go"), call, result, user("thanks")] })).not.toThrow()
      // two parallel calls that share an id (an adapter naming calls by their function) take a result each; a third
      // answers nothing
      const twice = new Model.AssistantMessage({
        content: "",
        toolCalls: [
          new Model.ToolCall({ id: "c1", name: "lookup", arguments: "{\"q\":\"a\"}" }),
          new Model.ToolCall({ id: "c1", name: "lookup", arguments: "{\"q\":\"b\"}" })
        ],
        stopReason: "tool-calls"
      })
      expect(() => Turn.start({ history: [user("go"), twice, result, result, user("thanks")] })).not.toThrow()
      expect(() => Turn.start({ history: [user("go"), twice, result, result, result] })).toThrow(
        "Invalid option \"history[4]\""
      )
    }))
})

describe("Runner.run under TestClock", () => {
  it.effect("worker fibers poll on the clock, resume scheduled turns when due, and take over expired leases", () =>
    Effect.gen(function*() {
      let flakyFailures = 0
      const respond = (request: Model.Request) => {
        const user = request.history.find((m) => m._tag === "UserMessage")!.content
        return user === "flaky" && flakyFailures++ < 2 ? down() : Model.text(`answer to ${user}`)
      }
      const { layer, store, toolkit } = yield* setup(Array.from({ length: 20 }, () => respond))
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "abandoned", message: "abandoned" })
        yield* Turn.start({ id: "free", message: "free" })
        // A worker claimed "abandoned" and died: its lease runs until 30 s.
        const [claimed] = yield* store.claim({ owner: "dead", now: 0, leaseUntil: 30_000, limit: 1 })
        expect(claimed.id).toBe("abandoned")
        const runner = yield* Effect.fork(
          Runner.run({ toolkit, ...session, resumeSchedule, workers: 2, pollInterval: "1 second", owner: "w" })
        )
        yield* TestClock.adjust("1 second")
        expect(stateOf(yield* Turn.get("free"))).toBe("Completed")
        expect(stateOf(yield* Turn.get("abandoned"))).toBe("Running")

        yield* Turn.start({ id: "flaky", message: "flaky" })
        yield* TestClock.adjust("1 second")
        expect(yield* Turn.get("flaky")).toMatchObject({ state: { _tag: "RetryScheduled", nextRunnableAt: 12_000 } })
        yield* TestClock.adjust("9 seconds")
        expect(stateOf(yield* Turn.get("flaky"))).toBe("RetryScheduled")
        yield* TestClock.adjust("1 second")
        expect(stateOf(yield* Turn.get("flaky"))).toBe("Completed")

        yield* TestClock.adjust("17 seconds")
        expect(stateOf(yield* Turn.get("abandoned"))).toBe("Running")
        expect(yield* store.lease("abandoned")).toEqual(Option.some({ owner: "dead", until: 30_000 }))
        yield* TestClock.adjust("1 second")
        const abandoned = yield* Turn.get("abandoned")
        expect(abandoned.state).toEqual(new Turn.Completed({ answer: Model.text("answer to abandoned") }))
        expect(abandoned.updatedAt).toBe(30_000)
        expect(Option.isNone(yield* store.lease("abandoned"))).toBe(true)
        yield* Fiber.interrupt(runner)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("runOnce with workers: one turn's store error does not interrupt another turn's tool; the turn stays leased", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sendEmail = Tool.make({
        name: "send_email",
        description: "Send an email",
        parameters: Schema.Struct({ to: Schema.String }),
        success: Schema.Struct({ ok: Schema.Boolean }),
        sideEffect: true,
        handler: () =>
          Effect.as(Effect.zipRight(Ref.update(sent, (n) => n + 1), Effect.sleep("5 seconds")), { ok: true })
      })
      const model: Model.Service = {
        generate: (request) =>
          Effect.succeed(
            request.history.some((m) => m._tag === "ToolMessage") ||
              request.history.some((m) => m._tag === "UserMessage" && m.content === "hello")
              ? Model.text("done")
              : Model.callTools({ id: "call_0", name: "send_email", args: { to: "ada@example.com" } })
          )
      }
      const memory = yield* TurnStore.makeMemory
      // Turn "a"'s worker cannot save it: the store fails after a second.
      const store: TurnStore.Store = {
        ...memory,
        save: (turn, options) =>
          turn.id === "a" && options.owner !== undefined
            ? Effect.zipRight(
              Effect.sleep("1 second"),
              Effect.fail(new TurnStore.TurnStoreError({ operation: "save the turn", turnId: turn.id }))
            )
            : memory.save(turn, options)
      }
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "a", message: "hello" })
        yield* Turn.start({ id: "b", message: "email Ada" })
        const worker = yield* Effect.fork(
          Effect.either(Runner.runOnce({ toolkit: Toolkit.make(sendEmail), workers: 2 }))
        )
        yield* TestClock.adjust("10 seconds")
        const result = yield* Fiber.join(worker)
        // The poll still reports the store error ...
        expect(Either.isLeft(result) && result.left._tag).toBe("TurnStoreError")
        // ... but turn b's call ran to its end and the turn completed, with no stop logged.
        const b = yield* Turn.get("b")
        expect(b.state).toEqual(new Turn.Completed({ answer: Model.text("done") }))
        expect(b.history.filter((m) => m._tag === "ToolMessage").map((m) => m.content)).toEqual(["{\"ok\":true}"])
        expect(yield* Ref.get(sent)).toBe(1)
        expect(logs.some((l) => l.includes("was stopped"))).toBe(false)
        // Turn a stays leased after its failed save: claimed back at once, a store error that persists would call
        // the model again and again. A poll within the lease finds nothing to run ...
        expect(yield* Runner.runOnce({ toolkit: Toolkit.make(sendEmail) })).toEqual([])
        // ... and once the lease has ended, a worker runs turn a again from its last save (and fails to save again).
        yield* TestClock.adjust("30 seconds")
        const again = yield* Effect.fork(Effect.either(Runner.runOnce({ toolkit: Toolkit.make(sendEmail) })))
        yield* TestClock.adjust("2 seconds")
        const retried = yield* Fiber.join(again)
        expect(Either.isLeft(retried) && retried.left._tag).toBe("TurnStoreError")
      }).pipe(
        Effect.provide(
          Layer.mergeAll(
            Layer.succeed(Model.Model, model),
            Layer.succeed(TurnStore.TurnStore, store),
            Idempotency.layerMemory,
            Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logs.push(String(message))))
          )
        )
      )
    }))
})

describe("leases", () => {
  it.effect("a resume due at once is left to the next claim: no step ever runs without the lease", () =>
    Effect.gen(function*() {
      const store = yield* TurnStore.makeMemory
      const leases: Array<Option.Option<TurnStore.Lease>> = []
      const leased = Effect.map(store.lease("z"), (lease) => {
        leases.push(lease)
        return Model.text("ok")
      })
      const model = yield* Model.scripted([
        Effect.zipRight(leased, down()),
        Effect.zipRight(leased, down()),
        leased
      ])
      const toolkit = Toolkit.make()
      // A resume schedule without delay: the turn is due again the moment it is saved.
      const options = { toolkit, ...session, resumeSchedule: RetrySchedule.exponential("0 millis"), owner: "w" }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "z", message: "go" })
        const [scheduled] = yield* Runner.runOnce(options)
        expect(scheduled.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 0 })
        const [done] = yield* Runner.runOnce(options)
        expect(stateOf(done)).toBe("Completed")
        // Each run holds the lease under its own suffix of the given name: two processes given one name (a
        // constant in a shared config) never renew or let go of each other's leases.
        const owners = leases.map((l) => Option.getOrThrow(l).owner)
        expect(owners).toEqual([expect.stringMatching(/^w~[0-9a-f]{8}$/), owners[0], expect.stringMatching(/^w~/)])
        expect(owners[2]).not.toBe(owners[0])
      }).pipe(Effect.provide(Layer.merge(model.layer, Layer.succeed(TurnStore.TurnStore, store))))
    }))

  it.effect("a step longer than the lease keeps it: the lease is renewed, nobody else can claim the turn", () =>
    Effect.gen(function*() {
      const { layer, store, toolkit } = yield* setup([lookup(), Model.text("done")], Effect.sleep("100 seconds"))
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "long", message: "go" })
        const worker = yield* Effect.fork(Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w1" }))
        yield* TestClock.adjust("50 seconds")
        const lease = yield* store.lease("long")
        expect(Option.getOrThrow(lease).owner).toMatch(/^w1~[0-9a-f]{8}$/)
        expect(Option.getOrThrow(lease).until).toBeGreaterThan(50_000)
        expect(yield* store.claim({ owner: "w2", now: 50_000, leaseUntil: 80_000, limit: 1 })).toEqual([])
        yield* TestClock.adjust("60 seconds")
        const [done] = yield* Fiber.join(worker)
        expect(stateOf(done)).toBe("Completed")
        expect(Option.isNone(yield* store.lease("long"))).toBe(true)
      }).pipe(Effect.provide(layer))
    }))

  // Effect's live clock takes a sleep above 2³¹−1 ms (about 24.8 days) for "never": a third of a lease of 90 days is
  // 30 days, and the lease was never renewed; a poll interval of 30 days polled once.
  it.effect("a renewal or a poll further off than the live clock's longest timer still comes", () =>
    Effect.gen(function*() {
      const model = yield* Model.scripted([lookup(), Model.text("done")])
      const store = yield* TurnStore.makeMemory
      const slow = Tool.make({
        name: "lookup",
        description: "Look a word up",
        parameters: Schema.Struct({ word: Schema.String }),
        success: Schema.String,
        // 40 days, in sleeps the live clock takes
        handler: ({ word }) => Effect.as(Effect.repeatN(Effect.sleep("10 days"), 3), `${word}: a lock`),
        timeout: "100 days"
      })
      const options = { toolkit: Toolkit.make(slow), ...session, lease: "90 days", pollInterval: "30 days" } as const
      return yield* Effect.gen(function*() {
        const runner = yield* Effect.fork(withLiveTimerLimit(Runner.run({ ...options, owner: "w1" })))
        // the worker polled at once and found nothing: the turn is there for its next poll, 30 days on
        yield* TestClock.adjust("1 second")
        yield* Turn.start({ id: "long", message: "go" })
        yield* TestClock.adjust("30 days")
        expect(Option.isSome(yield* store.lease("long"))).toBe(true)
        // a third of the lease after the claim: renewed, the lease now ends 90 days after the renewal
        yield* TestClock.adjust("31 days")
        expect(Option.getOrThrow(yield* store.lease("long")).until).toBeGreaterThanOrEqual(
          Duration.toMillis(Duration.sum(Duration.days(60), Duration.days(90)))
        )
        yield* TestClock.adjust("10 days")
        expect(stateOf(Option.getOrThrow(yield* store.get("long")))).toBe("Completed")
        yield* Fiber.interrupt(runner)
      }).pipe(Effect.provide(Layer.merge(model.layer, Layer.succeed(TurnStore.TurnStore, store))))
    }))
})

describe("a graceful stop", () => {
  it.effect("mid side effect: the lease is given up, and the resumed call reads that its effect is unknown", () =>
    Effect.gen(function*() {
      const charges = yield* Ref.make(0)
      const charge = Tool.make({
        name: "charge",
        description: "Charge the card",
        parameters: Schema.Struct({ cents: Schema.Number }),
        success: Schema.Struct({ ok: Schema.Boolean }),
        sideEffect: true,
        // The request reaches the provider, then the worker waits for its response.
        handler: () =>
          Effect.zipRight(Ref.update(charges, (n) => n + 1), Effect.as(Effect.sleep("1 minute"), { ok: true }))
      })
      const model = yield* Model.scripted([
        Model.callTools({ id: "call_1", name: "charge", args: { cents: 500 } }),
        Model.text("done")
      ])
      const store = yield* TurnStore.makeMemory
      const options = { toolkit: Toolkit.make(charge), ...session, lease: "30 seconds", owner: "w1" } as const
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "stop", message: "charge me" })
        const runner = yield* Effect.fork(Runner.run(options))
        while ((yield* Ref.get(charges)) === 0) yield* TestClock.adjust("10 millis")
        // SIGTERM, a deploy: the runner's fiber is interrupted while the charge is out.
        yield* Fiber.interrupt(runner)
        expect(Option.isNone(yield* store.lease("stop"))).toBe(true)
        // Another worker, at once: it runs the call again, and the store says it may have happened.
        const [turn] = yield* Runner.runOnce({ ...options, owner: "w2" })
        expect(stateOf(turn)).toBe("Completed")
        expect(yield* Ref.get(charges)).toBe(1)
        const result = turn.history[2] as Model.ToolMessage
        expect(result.toolCallId).toBe("call_1")
        expect(result.content).toContain("it is unknown whether its effect happened")
      }).pipe(
        Effect.provide(Layer.mergeAll(model.layer, Layer.succeed(TurnStore.TurnStore, store), Idempotency.layerMemory))
      )
    }))

  it.effect("with a store that stopped answering: the stop ends when the lease does, and the log says why", () =>
    Effect.gen(function*() {
      const { layer, store, toolkit } = yield* setup([lookup(), Model.text("done")], Effect.sleep("1 hour"))
      // A failover, a connection gone dead: the release is sent and no answer ever comes.
      const dead: TurnStore.Store = { ...store, release: () => Effect.never }
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "dead", message: "go" })
        const runner = yield* Effect.forkDaemon(
          Runner.run({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, dead),
            Effect.provide(
              Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logs.push(String(message))))
            )
          )
        )
        yield* TestClock.adjust("5 seconds")
        // Daemons: unfixed, the stop never returned, and the test's own end would wait on it.
        const stop = yield* Effect.forkDaemon(Fiber.interrupt(runner))
        yield* TestClock.adjust("29 seconds")
        expect(Option.isNone(yield* Fiber.poll(stop))).toBe(true)
        yield* TestClock.adjust("1 second")
        expect(Option.isSome(yield* Fiber.poll(stop))).toBe(true)
        expect(logs.filter((l) => l.includes("was stopped"))).toEqual([
          expect.stringMatching(
            /^turn dead: w1~[0-9a-f]{8} was stopped; it let the turn go \(its release got no answer within the lease, 30s, which has ended since\)$/
          )
        ])
      }).pipe(Effect.provide(layer))
    }))

  it.effect("as a claim gets no answer: the stop ends when the lease does, and the log says why", () =>
    Effect.gen(function*() {
      const { layer, store, toolkit } = yield* setup([Model.text("done")])
      // The worker polls as the database stops answering: its claim is sent and no answer ever comes.
      const cancelled = yield* Ref.make(0)
      const dead: TurnStore.Store = {
        ...store,
        claim: () => Effect.onInterrupt(Effect.never, () => Ref.update(cancelled, (n) => n + 1))
      }
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        const runner = yield* Effect.forkDaemon(
          Runner.run({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, dead),
            Effect.provide(
              Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logs.push(String(message))))
            )
          )
        )
        yield* TestClock.adjust("5 seconds")
        const stop = yield* Effect.forkDaemon(Fiber.interrupt(runner))
        yield* TestClock.adjust("29 seconds")
        expect(Option.isNone(yield* Fiber.poll(stop))).toBe(true)
        yield* TestClock.adjust("1 second")
        expect(Option.isSome(yield* Fiber.poll(stop))).toBe(true)
        expect(logs.filter((l) => l.includes("was stopped"))).toEqual([
          expect.stringMatching(
            /^w1~[0-9a-f]{8} was stopped as it claimed due turns; the claim got no answer within the lease \(30s\), which has ended since$/
          )
        ])
        // ...and the claim is cancelled then (unfixed, it was forked uninterruptible: its fiber and request hung on).
        yield* TestClock.adjust("1 millis")
        expect(yield* Ref.get(cancelled)).toBe(1)
      }).pipe(Effect.provide(layer))
    }))

  // A worker stopped as its claim is on its way, the claim answered by `answer` once the stop has begun.
  const stopAsClaiming = (
    answer: (claim: TurnStore.Store["claim"]) => TurnStore.Store["claim"],
    release?: TurnStore.Store["release"]
  ) =>
    Effect.gen(function*() {
      const { layer, store, toolkit } = yield* setup([Model.text("done")])
      const claiming = yield* Deferred.make<void>()
      const answered = yield* Deferred.make<void>()
      const slow: TurnStore.Store = {
        ...store,
        claim: (options) =>
          Effect.zipRight(
            Effect.zipRight(Deferred.succeed(claiming, undefined), Deferred.await(answered)),
            answer(store.claim)(options)
          ),
        release: release ?? store.release
      }
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "due", message: "go" })
        const runner = yield* Effect.forkDaemon(
          Runner.run({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, slow),
            Effect.provide(
              Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logs.push(String(message))))
            )
          )
        )
        yield* Deferred.await(claiming)
        const stop = yield* Effect.forkDaemon(Fiber.interrupt(runner))
        yield* TestClock.adjust("1 second")
        yield* Deferred.succeed(answered, undefined)
        yield* TestClock.adjust("29 seconds")
        expect(Option.isSome(yield* Fiber.poll(stop))).toBe(true)
        return { logs, lease: yield* store.lease("due") }
      }).pipe(Effect.provide(layer))
    })

  it.effect("as the claim answers and the store then stops answering: the log names the turn, not the claim", () =>
    Effect.gen(function*() {
      const { logs } = yield* stopAsClaiming((claim) => claim, () => Effect.never)
      // Unfixed: 'the claim got no answer within the lease', though it had answered, and the turn it took unnamed.
      expect(logs.filter((l) => l.includes("was stopped"))).toEqual([
        expect.stringMatching(
          /^turn due: w1~[0-9a-f]{8} was stopped as it claimed the turn; it let the turn go \(its release got no answer within the lease, 30s, which has ended since\)$/
        )
      ])
    }))

  it.effect("a claim that fails as its worker is stopped: the store's error is logged, not lost", () =>
    Effect.gen(function*() {
      const { logs } = yield* stopAsClaiming(() => () =>
        Effect.fail(new TurnStore.TurnStoreError({ operation: "claim due turns (connection reset)" }))
      )
      // Unfixed: nothing was logged.
      expect(logs.filter((l) => l.includes("was stopped"))).toEqual([
        expect.stringMatching(
          /^w1~[0-9a-f]{8} was stopped as it claimed due turns; the claim failed \(anything it took is free when the lease ends\)$/
        )
      ])
    }))

  it.effect("a store that times its own claim out: the timeout fails the claim, stop or no stop", () =>
    Effect.gen(function*() {
      const { layer, store, toolkit } = yield* setup([Model.text("done")])
      // A custom store guarding against a database that stops answering, as a user writes one.
      const guarded: TurnStore.Store = {
        ...store,
        claim: () =>
          Effect.timeoutFail(Effect.never, {
            duration: "2 seconds",
            onTimeout: () => new TurnStore.TurnStoreError({ operation: "claim due turns (no answer in 2 s)" })
          })
      }
      return yield* Effect.gen(function*() {
        // A daemon: unfixed, runOnce never returned, and the test's own end would wait on it.
        const once = yield* Effect.forkDaemon(
          Effect.either(Runner.runOnce({ toolkit, ...session, lease: "30 seconds" })).pipe(
            Effect.provideService(TurnStore.TurnStore, guarded)
          )
        )
        yield* TestClock.adjust("2 seconds")
        // Unfixed, the claim ran uninterruptible: the timeout could not cut it off, and runOnce hung for good.
        const result = yield* Fiber.poll(once)
        expect(Option.map(result, Exit.map(Either.mapLeft((e) => e.message)))).toEqual(
          Option.some(Exit.succeed(Either.left("the turn store failed to claim due turns (no answer in 2 s)")))
        )
      }).pipe(Effect.provide(layer))
    }))
})

describe("Runner.currentWorker", () => {
  it.effect("tells the step who runs it: the lease holder differs from run to run, the name does not", () =>
    Effect.gen(function*() {
      const seen: Array<Runner.WorkerInfo> = []
      const model = Layer.succeed(Model.Model, {
        generate: () =>
          Effect.map(Runner.currentWorker, (worker) => {
            seen.push(Option.getOrThrow(worker))
            return Model.text("ok")
          })
      })
      const options = { toolkit: Toolkit.make(), ...session, owner: "w" }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "one", message: "first" })
        yield* Runner.runOnce(options)
        yield* Turn.start({ id: "two", message: "second" })
        yield* Runner.runOnce(options)
        expect(seen.map((w) => [w.name, w.turnId])).toEqual([["w", "one"], ["w", "two"]])
        expect(seen[0].owner).toMatch(/^w~[0-9a-f]{8}$/)
        expect(seen[1].owner).toMatch(/^w~[0-9a-f]{8}$/)
        expect(seen[1].owner).not.toBe(seen[0].owner)
        expect(Option.isNone(yield* Runner.currentWorker)).toBe(true)
      }).pipe(Effect.provide(Layer.merge(model, TurnStore.layerMemory)))
    }))
})

describe("an interruption from within a step", () => {
  it.effect("is no stop: the step fails, the turn is Failed, and the runner goes on with the next turn", () =>
    Effect.gen(function*() {
      // An adapter that surfaces an aborted request as an interruption, once; then a plain answer.
      const model = yield* Model.scripted([Effect.interrupt, Model.text("done")])
      const store = yield* TurnStore.makeMemory
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "a", message: "first" })
        const runner = yield* Effect.fork(Runner.run({ toolkit: Toolkit.make(), ...session, pollInterval: "1 second" }))
        yield* TestClock.adjust("100 millis")
        yield* Turn.start({ id: "b", message: "second" })
        yield* TestClock.adjust("5 seconds")
        // Re-raised as the worker's own interruption, it ended Runner.run and left both turns Running.
        expect(Option.isNone(yield* Fiber.poll(runner))).toBe(true)
        const a = yield* Turn.get("a")
        expect(a.state).toMatchObject({
          _tag: "Failed",
          failure: { _tag: "StepDefect", reason: expect.stringContaining("interrupted from within") }
        })
        expect(stateOf(yield* Turn.get("b"))).toBe("Completed")
        expect(Option.isNone(yield* store.lease("a"))).toBe(true)
        yield* Fiber.interrupt(runner)
      }).pipe(Effect.provide(Layer.merge(model.layer, Layer.succeed(TurnStore.TurnStore, store))))
    }))
})

describe("a renewal that fails", () => {
  // A memory store whose lease renewals fail (a database blip) while `failing` says so.
  const flaky = (store: TurnStore.Store, failing: (n: number) => boolean): TurnStore.Store => {
    let renewals = 0
    return {
      ...store,
      renew: (id, owner, until) =>
        failing(++renewals)
          ? Effect.fail(new TurnStore.TurnStoreError({ operation: "renew the lease", turnId: id }))
          : store.renew(id, owner, until)
    }
  }
  const captured = (logs: Array<string>) =>
    Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logs.push(String(message))))

  it.effect("once, with the lease still running: it is logged and tried again, and the step goes on", () =>
    Effect.gen(function*() {
      const { layer, store, toolCalls, toolkit } = yield* setup(
        [lookup(), Model.text("done")],
        Effect.sleep("25 seconds")
      )
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "blip", message: "go" })
        const worker = yield* Effect.fork(
          Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, flaky(store, (n) => n === 1)),
            Effect.provide(captured(logs))
          )
        )
        yield* TestClock.adjust("30 seconds")
        const [done] = yield* Fiber.join(worker)
        expect(stateOf(done)).toBe("Completed")
        expect(yield* Ref.get(toolCalls)).toEqual(["GIL"])
        expect(logs.some((l) => l.includes("renewing the lease failed; trying again"))).toBe(true)
        expect(logs.some((l) => l.includes("let it go"))).toBe(false)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("until the lease ends: the turn is lost then, not before, and the log says the lease lapsed", () =>
    Effect.gen(function*() {
      const { layer, store, toolkit } = yield* setup([lookup(), Model.text("done")], Effect.sleep("100 seconds"))
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "down", message: "go" })
        const worker = yield* Effect.fork(
          Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, flaky(store, () => true)),
            Effect.provide(captured(logs))
          )
        )
        yield* TestClock.adjust("29 seconds")
        expect(Option.isNone(yield* Fiber.poll(worker))).toBe(true)
        yield* TestClock.adjust("1 second")
        expect(yield* Fiber.join(worker)).toEqual([])
        const lost = logs.filter((l) => l.includes("let it go"))
        expect(lost).toHaveLength(1)
        expect(lost[0]).toContain("the lease lapsed at 1970-01-01T00:00:30.000Z: its renewals failed until then")
      }).pipe(Effect.provide(layer))
    }))

  it.effect("that hangs a third of the lease and fails: tried again at once, while the lease still runs", () =>
    Effect.gen(function*() {
      const { layer, store, toolCalls, toolkit } = yield* setup(
        [lookup(), Model.text("done")],
        Effect.sleep("45 seconds")
      )
      // A database failover: the first renewal waits out a 10 s query timeout and fails; the store answers after it.
      let renewals = 0
      const failover: TurnStore.Store = {
        ...store,
        renew: (id, owner, until) =>
          ++renewals === 1
            ? Effect.zipRight(
              Effect.sleep("10 seconds"),
              Effect.fail(new TurnStore.TurnStoreError({ operation: "renew the lease", turnId: id }))
            )
            : store.renew(id, owner, until)
      }
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "failover", message: "go" })
        const worker = yield* Effect.fork(
          Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, failover),
            Effect.provide(captured(logs))
          )
        )
        yield* TestClock.adjust("60 seconds")
        // Unfixed, the next renewal was due a third of the lease after the failure (at 30 s, as the lease ended): the
        // worker gave up without trying again, cut the tool off and let the turn go, 10 s after the store came back.
        const [done] = yield* Fiber.join(worker)
        expect(stateOf(done)).toBe("Completed")
        expect(yield* Ref.get(toolCalls)).toEqual(["GIL"])
        expect(logs.some((l) => l.includes("let it go"))).toBe(false)
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a claim answered late: the first renewal comes within the lease the claim took, not a third after", () =>
    Effect.gen(function*() {
      const { layer, store, toolCalls, toolkit } = yield* setup(
        [lookup(), Model.text("done")],
        Effect.sleep("20 seconds")
      )
      // The claim lands at once, its answer comes 25 s later (a loaded database, a stalled connection): the lease the
      // claim took, 30 s from when it was sent, has 5 s left when the step starts.
      const late: TurnStore.Store = {
        ...store,
        claim: (options) => Effect.zipLeft(store.claim(options), Effect.sleep("25 seconds"))
      }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "late", message: "go" })
        const worker = yield* Effect.fork(
          Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, late)
          )
        )
        yield* TestClock.adjust("31 seconds")
        // Unfixed, the first renewal came a third of the lease after the step started (at 35 s): from 30 s on, the
        // turn was free to claim while the first worker still ran its tool.
        expect(yield* store.claim({ owner: "w2", now: 31_000, leaseUntil: 61_000, limit: 1 })).toEqual([])
        yield* TestClock.adjust("20 seconds")
        const [done] = yield* Fiber.join(worker)
        expect(stateOf(done)).toBe("Completed")
        expect(yield* Ref.get(toolCalls)).toEqual(["GIL"])
      }).pipe(Effect.provide(layer))
    }))

  it.effect("a claim answered after its lease ended: the step does not start, the turn is let go", () =>
    Effect.gen(function*() {
      const { layer, model, store, toolCalls, toolkit } = yield* setup(
        [lookup(), Model.text("done")],
        Effect.sleep("20 seconds")
      )
      // The claim lands at once, its answer comes 31 s later (a process paused, a queryTimeout above the lease): the
      // lease it took ended at 30 s, and another worker claimed the turn at 30.5 s.
      const late: TurnStore.Store = {
        ...store,
        claim: (options) => Effect.zipLeft(store.claim(options), Effect.sleep("31 seconds"))
      }
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "past", message: "go" })
        const first = yield* Effect.fork(
          Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, late),
            Effect.provide(captured(logs))
          )
        )
        yield* TestClock.adjust("30500 millis")
        const second = yield* Effect.fork(Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w2" }))
        yield* TestClock.adjust("500 millis")
        // Unfixed, the first worker ran the step too, beside the second: a model call, and the tool run twice.
        expect(yield* Fiber.join(first)).toEqual([])
        expect(yield* model.requests).toHaveLength(1)
        expect(logs.filter((l) => l.includes("let it go"))).toEqual([
          expect.stringMatching(
            /^turn past: the claim was answered after its lease ended at 1970-01-01T00:00:30\.000Z; w1~[0-9a-f]{8} let it go$/
          )
        ])
        yield* TestClock.adjust("30 seconds")
        const [done] = yield* Fiber.join(second)
        expect(stateOf(done)).toBe("Completed")
        expect(yield* Ref.get(toolCalls)).toEqual(["GIL"])
      }).pipe(Effect.provide(layer))
    }))

  it.effect("that hangs and then fails: the step stops when the lease ends, not when the renewal returns", () =>
    Effect.gen(function*() {
      const interruptedAt = yield* Ref.make<number | undefined>(undefined)
      const slow = Effect.sleep("100 seconds").pipe(
        Effect.onInterrupt(() => Effect.flatMap(Clock.currentTimeMillis, (now) => Ref.set(interruptedAt, now)))
      )
      const { layer, store, toolkit } = yield* setup([lookup(), Model.text("done")], slow)
      // A broken connection: every renewal hangs 12 s, then fails.
      const hanging: TurnStore.Store = {
        ...store,
        renew: (id) =>
          Effect.zipRight(
            Effect.sleep("12 seconds"),
            Effect.fail(new TurnStore.TurnStoreError({ operation: "renew the lease", turnId: id }))
          )
      }
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "hangs", message: "go" })
        const worker = yield* Effect.fork(
          Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, hanging),
            Effect.provide(captured(logs))
          )
        )
        // Renewals at 10 s (failed at 22 s) and at once again: the second is still hanging when the lease ends.
        yield* TestClock.adjust("29 seconds")
        expect(Option.isNone(yield* Fiber.poll(worker))).toBe(true)
        yield* TestClock.adjust("1 second")
        // Another worker may claim the turn now: this one's step is already stopped.
        expect(Option.isSome(yield* Fiber.poll(worker))).toBe(true)
        expect(yield* Ref.get(interruptedAt)).toBe(30_000)
        expect(logs.filter((l) => l.includes("let it go"))).toEqual([
          expect.stringMatching(
            /^turn hangs: the lease lapsed at 1970-01-01T00:00:30\.000Z: its renewals failed until then; w1~[0-9a-f]{8} let it go$/
          )
        ])
      }).pipe(Effect.provide(layer))
    }))
})

describe("a save that gets no answer", () => {
  it.effect("holds the step no longer than the lease: the worker lets the turn go and polls again", () =>
    Effect.gen(function*() {
      const { layer, model, store, toolkit } = yield* setup([lookup(), Model.text("done"), Model.text("again")])
      // A failover, a connection gone dead: the save of the model's tool call is sent and no answer ever comes.
      let saves = 0
      const dead: TurnStore.Store = {
        ...store,
        save: (turn, options) => ++saves === 1 ? Effect.never : store.save(turn, options)
      }
      const logs: Array<string> = []
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "mute", message: "go" })
        const worker = yield* Effect.fork(
          Runner.runOnce({ toolkit, ...session, lease: "30 seconds", owner: "w1" }).pipe(
            Effect.provideService(TurnStore.TurnStore, dead),
            Effect.provide(
              Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logs.push(String(message))))
            )
          )
        )
        yield* TestClock.adjust("29 seconds")
        expect(Option.isNone(yield* Fiber.poll(worker))).toBe(true)
        // Unfixed, the lease keeper waited behind the save for the turn's lock and never saw the lease end: the
        // worker hung for good (Runner.run's worker fiber polled no more), while another worker took the turn over.
        yield* TestClock.adjust("1 second")
        expect(Option.isSome(yield* Fiber.poll(worker))).toBe(true)
        expect(yield* Fiber.join(worker)).toEqual([])
        expect(logs.filter((l) => l.includes("let it go"))).toEqual([
          expect.stringMatching(
            // The renewal never ran: it waited for the lock the save held. Its store answered every renewal it got.
            /^turn mute: the lease lapsed at 1970-01-01T00:00:30\.000Z: a save of the step got no answer until then; w1~[0-9a-f]{8} let it go$/
          )
        ])
        // The next worker resumes the turn from its last save and runs it to the end.
        const [done] = yield* Runner.runOnce({ toolkit, ...session, lease: "30 seconds" })
        expect(stateOf(done)).toBe("Completed")
        expect(yield* model.requests).toHaveLength(2)
      }).pipe(Effect.provide(layer))
    }))
})

describe("history hygiene with reused call ids", () => {
  // Some providers number calls per response ("call_0", "call_1", …): an id answered in an earlier
  // exchange says nothing about the same id in the latest assistant message.
  const earlier = [
    new Model.UserMessage({ content: "first" }),
    Model.callTools({ id: "call_0", name: "lookup", args: { word: "a" } }),
    new Model.ToolMessage({ toolCallId: "call_0", toolName: "lookup", content: "a: a lock" }),
    Model.text("done"),
    new Model.UserMessage({ content: "second" }),
    Model.callTools({ id: "call_0", name: "lookup", args: { word: "b" } })
  ]

  it.effect("a second intended side effect with a reused id runs; a resumed exchange still replays its own", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sendEmail = countingEmail(sent, Schema.Struct({ to: Schema.String, subject: Schema.String }))
      const send = Model.callTools({ id: "call_0", name: "send_email", args: { to: "ada@example.com", subject: "Hi" } })
      const model = yield* Model.scripted([send, Model.text("Sent."), send, Model.text("Sent again.")])
      const store = yield* TurnStore.makeMemory
      // The worker dies (as a SIGKILL stops it) when it would save the second exchange's results.
      let dies = true
      const dying: TurnStore.Store = {
        ...store,
        save: (turn, options) =>
          dies && turn.history.filter((m) => m._tag === "ToolMessage").length === 2
            ? Effect.suspend(() => {
              dies = false
              return Effect.interrupt
            })
            : store.save(turn, options)
      }
      const options = { toolkit: Toolkit.make(sendEmail), ...session }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "twice", message: "Send Ada the reminder" })
        yield* Runner.runOnce(options)
        yield* Turn.addUserMessage("twice", "She did not get it: send it once more")
        // The model sends the same call_0 again: the user asked for a second email.
        expect(Exit.isInterrupted(yield* Effect.exit(Runner.runOnce(options)))).toBe(true)
        expect(yield* Ref.get(sent)).toBe(2)
        // The next worker resumes that exchange: the same key, so the email is not sent a third time.
        yield* TestClock.adjust("1 hour")
        const [turn] = yield* Runner.runOnce(options)
        expect(turn.state).toEqual(new Turn.Completed({ answer: Model.text("Sent again.") }))
        expect(yield* Ref.get(sent)).toBe(2)
        const results = turn.history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage")
        expect(results.map((m) => m.content)).toEqual(["{\"n\":1}", "{\"n\":2}"])
      }).pipe(
        Effect.provide(
          Layer.mergeAll(model.layer, Layer.succeed(TurnStore.TurnStore, dying), Idempotency.layerMemory)
        )
      )
    }))

  it.effect("after a compaction, a later exchange that lands on an earlier one's position still runs its call", () =>
    Effect.gen(function*() {
      const sent = yield* Ref.make(0)
      const sendEmail = countingEmail(sent, Schema.Struct({ to: Schema.String }))
      const send = Model.callTools({ id: "call_0", name: "send_email", args: { to: "ada@example.com" } })
      const model = yield* Model.scripted([
        send, // at index 1 of the history
        Model.text("Sent."),
        new Failure.ContextOverflow({ reason: "prompt too long" }),
        send, // after the compaction to one message: at index 1 again
        Model.text("Sent again.")
      ])
      const options = {
        toolkit: Toolkit.make(sendEmail),
        ...session,
        compact: () => Effect.succeed([new Model.UserMessage({ content: "Summary: remind Ada once more." })])
      }
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "compacted", message: "Send Ada the reminder" })
        yield* Runner.runOnce(options)
        yield* Turn.addUserMessage("compacted", "She did not get it: send it once more")
        const [turn] = yield* Runner.runOnce(options)
        expect(turn.state).toEqual(new Turn.Completed({ answer: Model.text("Sent again.") }))
        expect(yield* Ref.get(sent)).toBe(2)
        expect(turn.counters.exchanges).toBe(2)
        const results = turn.history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage")
        expect(results.map((m) => m.content)).toEqual(["{\"n\":2}"])
      }).pipe(Effect.provide(Layer.mergeAll(model.layer, TurnStore.layerMemory, Idempotency.layerMemory)))
    }))

  it.effect("an exchange in flight across an upgrade replays the call the previous version completed (SQLite)", () =>
    Effect.gen(function*() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "turn-upgrade-"))
      const filename = path.join(dir, "agent.db")
      const sent = yield* Ref.make(0)
      const sendEmail = countingEmail(sent, Schema.Struct({ to: Schema.String }))
      const send = Model.callTools({ id: "call_0", name: "send_email", args: { to: "ada@example.com" } })
      const model = yield* Model.scripted([Model.text("Sent."), send, Model.text("Sent again.")])
      const layer = Layer.mergeAll(
        model.layer,
        TurnStore.layerSqlite({ filename }),
        Idempotency.layerSqlite({ filename })
      )
      const options = { toolkit: Toolkit.make(sendEmail), ...session }
      return yield* Effect.gen(function*() {
        // As the previous version left it: the assistant message saved without an exchange count, its
        // email sent and stored under the key without an exchange, the worker stopped by the deploy.
        const saved = yield* Turn.start({
          id: "upgraded",
          history: [new Model.UserMessage({ content: "email Ada" }), send]
        })
        expect(saved.counters.exchanges).toBeUndefined()
        const oldKey = Idempotency.makeKey({
          turnId: "upgraded",
          callId: "call_0",
          tool: "send_email",
          args: { to: "ada@example.com" }
        })
        yield* Idempotency.run(oldKey, Schema.Struct({ n: Schema.Number }), Effect.succeed({ n: 1 }))

        // The new version resumes the exchange: the stored result is replayed, no second email.
        const [resumed] = yield* Runner.runOnce(options)
        expect(resumed.state).toEqual(new Turn.Completed({ answer: Model.text("Sent.") }))
        expect(yield* Ref.get(sent)).toBe(0)
        expect(resumed.history.filter((m) => m._tag === "ToolMessage").map((m) => m.content)).toEqual(["{\"n\":1}"])

        // A later exchange with the same call is a new one (counted from then on): it runs.
        yield* Turn.addUserMessage("upgraded", "send it once more")
        const [again] = yield* Runner.runOnce(options)
        expect(again.state).toEqual(new Turn.Completed({ answer: Model.text("Sent again.") }))
        expect(again.counters.exchanges).toBe(1)
        expect(yield* Ref.get(sent)).toBe(1)
      }).pipe(
        Effect.provide(layer),
        Effect.ensuring(Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true })))
      )
    }))

  it("a call whose id was answered in an earlier exchange is still pending, and gets closed", () => {
    expect(Turn.pendingToolCalls(earlier).map((c) => c.id)).toEqual(["call_0"])
    const closed = Turn.closeToolCalls(earlier, "the user stopped it")
    expect(closed).toHaveLength(earlier.length + 1)
    expect(closed.at(-1)).toEqual(
      new Model.ToolMessage({
        toolCallId: "call_0",
        toolName: "lookup",
        content: "Tool lookup did not finish: the user stopped it",
        isError: true
      })
    )
  })

  it("Turn.start and the runner name a misspelt option instead of reading it as absent", () => {
    // read as absent: no message ("at least one message"), a turn with the default 20 steps, one worker
    expect(invalidOption(() => Turn.start({ message: "hi", ID: "t1" } as never)).option).toBe("ID")
    const toolkit = Toolkit.make()
    for (const run of [Runner.run, Runner.runOnce]) {
      expect(invalidOption(() => run({ toolkit, maxStep: 3 } as never)).option).toBe("maxStep")
      const error = invalidOption(() => run({ toolkit, worker: 4 } as never))
      expect(error.option).toBe("worker")
      expect(error.message).toContain("workers, pollInterval, lease, owner, toolkit")
      // the turn supplies these itself: a caller's own would be replaced without a word
      expect(invalidOption(() => run({ toolkit, turnId: "t1" } as never)).option).toBe("turnId")
      expect(invalidOption(() => run({ toolkit, onCompacted: () => Effect.void } as never)).option).toBe("onCompacted")
    }
    expect(() => Runner.runOnce({ toolkit, workers: 2, maxCompactions: 1, maxSteps: 3, resumeSchedule })).not.toThrow()
  })

  it("closeToolCalls throws InvalidOptionError naming templates.unfinishedTool, not a TypeError reading 'replace'", () => {
    expect(() => Turn.closeToolCalls(earlier, "stopped", {} as never)).toThrow(
      "Invalid option \"templates.unfinishedTool\""
    )
    expect(() => Turn.closeToolCalls(earlier, "stopped", { unfinishedTool: 5 } as never)).toThrow(
      "Invalid option \"templates.unfinishedTool\""
    )
    expect(() => Turn.closeToolCalls(earlier, "stopped", "x" as never)).toThrow("Invalid option \"templates\"")
    const custom = { ...Turn.defaultTemplates, unfinishedTool: "{toolName} stopped: {reason}" }
    expect(Turn.closeToolCalls(earlier, "stopped", custom).at(-1)?.content).toBe("lookup stopped: stopped")
  })

  it.effect("cancel closes it too: the closed history ends with the call's result, then the note", () =>
    Effect.gen(function*() {
      const { layer } = yield* setup([])
      return yield* Effect.gen(function*() {
        yield* Turn.start({ id: "reuse", history: earlier })
        const cancelled = yield* Turn.cancel("reuse", "stopped")
        expect(cancelled.history.slice(earlier.length).map((m) => m._tag)).toEqual(["ToolMessage", "AssistantMessage"])
      }).pipe(Effect.provide(layer))
    }))
})
