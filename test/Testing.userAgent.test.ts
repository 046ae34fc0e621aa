// A user's own agent code, tested as the README's "Testing with TestClock" shows: the README's twenty-line program
// (the real `openai` client under `Retry.retry`) against the embedded FaultServer, run by
// `Testing.runWithTestClock` inside `it.effect`. Retries and `retry-after` waits take virtual time, the requests real.
import { describe, expect, it } from "@effect/vitest"
import { Cause, Duration, Effect, Exit, Option } from "effect"
import { FaultServer, Retry, RetrySchedule, Testing } from "effect-resilience"
import OpenAI from "openai"

// the user's code, as the README writes it, with the client given rather than global
const makeAgent = (openai: OpenAI) => {
  const complete = (messages: Array<OpenAI.ChatCompletionMessageParam>) =>
    Effect.tryPromise({
      try: (signal) => openai.chat.completions.create({ model: "gpt-4o-mini", messages }, { signal }),
      catch: (e) => e
    }).pipe(Retry.retry({ schedule: RetrySchedule.standard, layer: "model" }))
  return (messages: Array<OpenAI.ChatCompletionMessageParam>) =>
    complete(messages).pipe(
      Effect.catchTag("ContextOverflow", () => complete(messages.slice(-1))),
      Effect.catchTag("Permanent", (e) => Effect.die(e)),
      Effect.map((completion) => completion.choices[0]?.message.content)
    )
}

const question: Array<OpenAI.ChatCompletionMessageParam> = [
  { role: "user", content: "Hello" },
  { role: "assistant", content: "Hi! How can I help?" },
  { role: "user", content: "What is the capital of France?" }
]

/** The agent against a fault server with these faults, under `TestClock`; the run and what the server saw. */
const runAgainst = (faults: FaultServer.Options["faults"]) =>
  Effect.gen(function*() {
    const server = yield* FaultServer.make({ model: FaultServer.scripted([FaultServer.text("Paris.")]), faults })
    const agent = makeAgent(new OpenAI({ baseURL: server.url, apiKey: "sk-test", maxRetries: 0 }))
    const run = yield* Testing.runWithTestClock(agent(question))
    const requests = yield* server.requests
    return { run, requests, stats: yield* server.stats }
  })

describe("a user's agent (the README's twenty lines) tested with Testing.runWithTestClock and FaultServer", () => {
  it.effect("a 429 with retry-after: 3 is waited (3 s of virtual time), then the answer", () =>
    Effect.gen(function*() {
      const { requests, run } = yield* runAgainst({
        schedule: [{ at: 1, fault: { _tag: "RateLimit", retryAfter: "3 seconds" } }]
      })
      expect(run.exit).toStrictEqual(Exit.succeed("Paris."))
      expect(requests.map((r) => r.status)).toEqual([429, 200])
      // RetrySchedule.standard honours the hint: at least 3 s, and its backoff no longer than its own cap
      expect(Duration.toMillis(run.elapsed)).toBeGreaterThanOrEqual(3000)
      expect(Duration.toMillis(run.elapsed)).toBeLessThan(3100)
    }).pipe(Effect.scoped))

  it.effect("a 503 and a dropped connection are retried; a quota 429 is Permanent and stops the run at once", () =>
    Effect.gen(function*() {
      const flaky = yield* runAgainst(FaultServer.parseSchedule("503@1,drop@2"))
      expect(flaky.run.exit).toStrictEqual(Exit.succeed("Paris."))
      expect(flaky.stats.requests).toBe(3)

      const quota = yield* runAgainst(FaultServer.parseSchedule("quota@1"))
      expect(quota.stats.requests).toBe(1)
      expect(Duration.toMillis(quota.run.elapsed)).toBe(0)
      const died = Exit.isFailure(quota.run.exit) ? Cause.dieOption(quota.run.exit.cause) : Option.none()
      expect(Option.map(died, (d) => (d as { _tag?: string })._tag)).toEqual(Option.some("Permanent"))
    }).pipe(Effect.scoped))

  it.effect("a context overflow is handed back by tag: the compacted history is asked again", () =>
    Effect.gen(function*() {
      const { requests, run } = yield* runAgainst(FaultServer.parseSchedule("overflow@1"))
      expect(run.exit).toStrictEqual(Exit.succeed("Paris."))
      expect(requests.map((r) => r.status)).toEqual([400, 200])
      expect(Duration.toMillis(run.elapsed)).toBe(0)
    }).pipe(Effect.scoped))

  it.effect("a slow reply is cut by the per-attempt timeout at 1 s; the retry after 100 ms gets the answer at once", () =>
    Effect.gen(function*() {
      const server = yield* FaultServer.make({
        model: FaultServer.scripted([FaultServer.text("Paris.")]),
        faults: FaultServer.parseSchedule("slow@1") // the reply after 2 s of the server's clock
      })
      const openai = new OpenAI({ baseURL: server.url, apiKey: "sk-test", maxRetries: 0 })
      const ask = Effect.tryPromise({
        try: (signal) => openai.chat.completions.create({ model: "gpt-4o-mini", messages: question }, { signal }),
        catch: (e) => e
      }).pipe(
        Effect.timeout("1 second"),
        Retry.retry({ schedule: RetrySchedule.exponential("100 millis").pipe(RetrySchedule.maxRetries(3)) }),
        Effect.map((completion) => completion.choices[0]?.message.content)
      )
      // the grace ends as the answer comes; a longer one keeps a loaded machine from making this a flake
      const run = yield* Testing.runWithTestClock(ask, { realTimeGrace: "500 millis" })
      expect(run.exit).toStrictEqual(Exit.succeed("Paris."))
      // the retry's request went out at 1.1 s under its own timeout (due at 2.1 s), and the abandoned slow reply's
      // sleep (2 s) stayed behind: jumping to either while the answer was on its way read 2 s or 2.1 s, or timed out
      expect(Duration.toMillis(run.elapsed)).toBe(1100)
      expect((yield* server.requests).map((r) => [r.time, r.status])).toEqual([[0, 499], [1100, 200]])
    }).pipe(Effect.scoped))

  it.effect("a run of 503s gives up after RetrySchedule.standard's 5 attempts, with an Exhausted naming the layer", () =>
    Effect.gen(function*() {
      const { run, stats } = yield* runAgainst({ outages: [{ from: 1, to: 10, fault: "503" }] })
      expect(stats.requests).toBe(5)
      const failure = Exit.isFailure(run.exit) ? Cause.failureOption(run.exit.cause) : Option.none()
      expect(Option.map(failure, (e) => e._tag)).toEqual(Option.some("Exhausted"))
      expect(Option.getOrThrow(failure).message).toMatch(/^model failed after 5 attempts: \[1\] Retryable \(HTTP 503\)/)
    }).pipe(Effect.scoped))
})
