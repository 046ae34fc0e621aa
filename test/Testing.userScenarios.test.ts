// A user testing their own agent deterministically, with the public API and the README as the guide: a tool that times
// out, a durable turn that waits and is resumed by a new "process" on the same SQLite file, a circuit breaker under a
// retry layer, a stream cut mid-flight, and an agent whose tools do real I/O, all under TestClock.
import { OpenAiClient, OpenAiLanguageModel } from "@effect/ai-openai"
import { FetchHttpClient } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Exit, Layer, Random, Redacted, Schema } from "effect"
import {
  Agent,
  CircuitBreaker,
  Failure,
  FaultServer,
  Model,
  Retry,
  RetrySchedule,
  Runner,
  Testing,
  Tool,
  Toolkit,
  Turn,
  TurnStore
} from "effect-resilience"
import { AiModel } from "effect-resilience/ai"
import * as fs from "node:fs"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import OpenAI from "openai"
import { valueOf } from "./support/common.js"

const ask = (content: string) => [new Model.UserMessage({ content })]

/** A weather service on 127.0.0.1 that answers each request after `millis` of real time. */
const slowService = (millis: number) =>
  Effect.acquireRelease(
    Effect.async<http.Server>((resume) => {
      const server = http.createServer((_, res) => void setTimeout(() => res.end("21"), millis))
      server.listen(0, "127.0.0.1", () => resume(Effect.succeed(server)))
    }),
    (server) => Effect.async<void>((resume) => void server.close(() => resume(Effect.void)))
  ).pipe(Effect.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`))

/**
 * README, "Fix the random draws too": an agent under the default schedules (the session's `RetrySchedule.standard`,
 * the tool's too), its model failing with a 429 of `retry-after: 3` and then a dropped stream, its search with a 503.
 */
const ridesOut = (random: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const backend = yield* Testing.script([new Failure.Retryable({ reason: "HTTP 503", status: 503 })], ["the GIL"])
    const search = Tool.make({
      name: "search",
      description: "Search the documentation",
      parameters: Schema.Struct({ query: Schema.String }),
      success: Schema.Array(Schema.String),
      handler: () => backend.effect,
      idempotent: true,
      retry: RetrySchedule.standard
    })
    const model = yield* Model.scripted([
      new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter: Duration.seconds(3) }),
      Model.callTools({ id: "call_1", name: "search", args: { query: "GIL" } }),
      Model.streamError(),
      Model.text("The GIL is CPython's global interpreter lock.")
    ])
    const turn = Agent.turn({ history: ask("What is the GIL?"), toolkit: Toolkit.make(search) })
    const run = yield* Testing.runWithTestClock(turn.pipe(Effect.provide(model.layer), random), { script: backend })
    return { run, calls: yield* model.calls }
  })

describe("a user's tests of their own agent under TestClock", () => {
  it.effect("README: with Random fixed at 0.5 an agent's retries under the default schedules take exact times", () =>
    Effect.gen(function*() {
      const { calls, run } = yield* ridesOut(Effect.withRandom(Random.fixed([0.5])))
      expect(valueOf(run.exit).answer.content).toBe("The GIL is CPython's global interpreter lock.")
      // the search after the 429's 3 s, then 1 s (standard's 2 s, half of it) after its 503; the stream's retry 1 s on
      expect(run.attemptTimes).toEqual([3000, 4000])
      expect(Duration.toMillis(run.elapsed)).toBe(5000)
      expect(calls).toBe(4)
    }))

  it.effect("README: without fixed draws the same agent's times change from run to run under it.effect", () =>
    Effect.gen(function*() {
      const runs = yield* Effect.forEach([1, 2, 3, 4], () => ridesOut((self) => self))
      for (const { calls, run } of runs) {
        expect(Exit.isSuccess(run.exit)).toBe(true)
        expect(calls).toBe(4)
        expect(run.attemptTimes[0]).toBe(3000) // the 429's hint is above any draw of the first backoff (at most 2 s)
      }
      // full jitter draws each delay from Random: four runs do not all take the same time
      expect(new Set(runs.map(({ run }) => Duration.toMillis(run.elapsed))).size).toBeGreaterThan(1)
    }))

  it.effect("a tool that hangs times out at its timeout; the model reads TIMEOUT and answers", () =>
    Effect.gen(function*() {
      const slow = Tool.make({
        name: "slow",
        description: "A tool that hangs",
        parameters: Schema.Struct({}),
        success: Schema.String,
        handler: () => Effect.as(Effect.sleep("1 minute"), "late"),
        timeout: "5 seconds"
      })
      const model = yield* Model.scripted([Model.callTools({ id: "c1", name: "slow", args: {} }), Model.text("Sorry.")])
      const run = yield* Testing.runWithTestClock(
        Agent.turn({ history: ask("go"), toolkit: Toolkit.make(slow) }).pipe(Effect.provide(model.layer))
      )
      expect(valueOf(run.exit).answer.content).toBe("Sorry.")
      expect(Duration.toMillis(run.elapsed)).toBe(5000)
      const [, second] = yield* model.requests
      expect((second!.history.at(-1) as Model.ToolMessage).content).toMatch(/^\{"error":\{"code":"TIMEOUT"/)
    }))

  it.scoped("a durable turn on a SQLite file waits RetryScheduled; a new process on the file resumes it when due", () =>
    Effect.gen(function*() {
      const dir = yield* Effect.acquireRelease(
        Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "user-turn-"))),
        (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
      )
      const filename = path.join(dir, "agent.db")
      const options = { toolkit: Toolkit.make(), resumeSchedule: RetrySchedule.exponential("10 seconds") }
      const limited = new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter: Duration.minutes(5) })
      // each "process" builds its own layers: its own connection to the file
      const aProcess = (steps: ReadonlyArray<unknown>) =>
        Layer.merge(TurnStore.layerSqlite({ filename }), Model.layerScripted(steps))

      const first = yield* Testing.runWithTestClock(
        Effect.zipRight(Turn.start({ id: "t1", message: "Hi" }), Runner.runOnce(options)).pipe(
          Effect.provide(aProcess([limited]))
        )
      )
      const [left] = valueOf(first.exit)
      expect(left!.state).toMatchObject({ _tag: "RetryScheduled", nextRunnableAt: 300_000 })

      // the restart: nothing is due before the server's time; then the new process answers the turn
      const second = yield* Testing.runWithTestClock(
        Effect.gen(function*() {
          expect(yield* Runner.runOnce(options)).toEqual([])
          yield* Effect.sleep("5 minutes")
          return yield* Runner.runOnce(options)
        }).pipe(Effect.provide(aProcess([Model.text("Hello.")])))
      )
      const [done] = valueOf(second.exit)
      expect(done!.state).toMatchObject({ _tag: "Completed", answer: { content: "Hello." } })
      expect(done!.updatedAt).toBe(300_000)
    }))

  it.effect("a breaker under a retry layer opens after two failures; the retry waits out its open time for the probe", () =>
    Effect.gen(function*() {
      const breaker = yield* CircuitBreaker.make({
        consecutiveFailures: 2,
        openDuration: "10 seconds",
        rejectionJitter: 0
      })
      const down = new Failure.Retryable({ reason: "HTTP 503", status: 503 })
      const dependency = yield* Testing.script([down, down], "ok")
      const schedule = RetrySchedule.exponential("1 second").pipe(
        RetrySchedule.respectRetryAfter(),
        RetrySchedule.maxRetries(5)
      )
      const run = yield* Testing.runWithTestClock(Retry.retry(breaker(dependency.effect), { schedule }), {
        script: dependency
      })
      expect(run.exit).toStrictEqual(Exit.succeed("ok"))
      // 0 and 1 s fail and open it; the retry at 3 s is rejected with the 8 s left; the probe at 11 s closes it
      expect(run.attemptTimes).toEqual([0, 1000, 11_000])
      expect(yield* breaker.state).toBe("Closed")
    }))

  it.effect("a stream cut mid-flight is retried; the consumer gets the whole answer once", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("Paris is the capital of France.")]),
        faults: FaultServer.parseSchedule("drop@1")
      })
      const openai = new OpenAI({ baseURL: server.url, apiKey: "sk-test", maxRetries: 0 })
      const streamed = Effect.tryPromise({
        try: async (signal) => {
          const stream = await openai.chat.completions.create(
            { model: "gpt-4o-mini", messages: [{ role: "user", content: "Capital of France?" }], stream: true },
            { signal }
          )
          let text = ""
          for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? ""
          return text
        },
        catch: (e) => e
      }).pipe(Retry.retry({ schedule: RetrySchedule.exponential("100 millis").pipe(RetrySchedule.maxRetries(3)) }))
      const run = yield* Testing.runWithTestClock(streamed)
      expect(run.exit).toStrictEqual(Exit.succeed("Paris is the capital of France."))
      expect((yield* server.requests).map((r) => [r.time, r.fault])).toEqual([[0, "drop"], [100, undefined]])
    }).pipe(Effect.scoped))

  it.scoped(
    "an agent whose tool does real I/O, on a real provider: no tool times out, no virtual time passes",
    () =>
      Effect.gen(function*() {
        // fifteen rounds of a model call and a 50 ms request to a service, each tool call under its 30 s timeout: the
        // clock jumped to the stale timeout of a finished call while the next ran (the same instant, the clock had not
        // moved), and a call in flight read TIMEOUT; the turn's elapsed read 30 or 60 s. A grace above the service's
        // time, as the README says for a slow loopback server; the turn as a whole takes far longer, and on a loaded
        // machine longer than the default maxRealWait (4 s), which bounds a grace the effect keeps moving through.
        const service = yield* slowService(50)
        const weather = Tool.make({
          name: "weather",
          description: "The weather in a city",
          parameters: Schema.Struct({ city: Schema.String }),
          success: Schema.Struct({ celsius: Schema.Number }),
          handler: () =>
            Effect.tryPromise((signal) => fetch(service, { signal }).then((r) => r.text())).pipe(
              Effect.map((text) => ({ celsius: Number(text) }))
            )
        })
        const server = yield* FaultServer.make({ model: FaultServer.seeded({ toolRounds: 15 }) })
        const model = AiModel.layerModel().pipe(
          Layer.provide(OpenAiLanguageModel.layer({ model: "gpt-4o-mini" })),
          Layer.provide(OpenAiClient.layer({ apiUrl: server.url, apiKey: Redacted.make("sk-test") })),
          Layer.provide(FetchHttpClient.layer)
        )
        const run = yield* Testing.runWithTestClock(
          Agent.turn({ history: ask("The weather?"), toolkit: Toolkit.make(weather), timeBudget: "2 minutes" }).pipe(
            Effect.provide(model)
          ),
          { realTimeGrace: "200 millis", maxRealWait: "30 seconds" }
        )
        const { history, steps } = valueOf(run.exit)
        expect(steps).toBe(16)
        const results = history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage")
        expect(results.map((m) => m.content)).toEqual(Array.from({ length: 15 }, () => "{\"celsius\":21}"))
        expect(Duration.toMillis(run.elapsed)).toBe(0)
      }),
    60_000
  )
})
