/**
 * An audit of DESIGN.md's "The contract" (and the decision order above it), statement by statement, against the
 * package as a user imports it. Only what no other test checked is here: most statements are covered by the module's
 * own tests (Failure, Classify, RetrySchedule, Retry), which this file does not repeat. The type-level statements
 * (field names, optionality as `?: T | undefined`, signatures, the input and error types) are checked by the compiler
 * (`npm run check` type-checks test/): a declaration that drifts from the contract fails there.
 */
import { describe, expect, it } from "@effect/vitest"
import type { Option } from "effect"
import { Context, Duration, Effect, Random, Schedule } from "effect"
import { Classify, Failure, Retry, RetrySchedule } from "effect-resilience"
import { payloads } from "./fixtures/payloads.js"

/** Whether two types are the same type (not only each assignable to the other). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false
/** Whether each of two types is assignable to the other (readonly modifiers and parameter names aside). */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Whether `K` is an optional key of `T`. */
type Optional<T, K extends keyof T> = object extends Pick<T, K> ? true : false
/** Compiles only when `_T` is `true`. */
const holds = <_T extends true>(): void => undefined
/** Both hold. */
type And<A extends boolean, B extends boolean> = [A, B] extends [true, true] ? true : false

/** Type-level statements of a group, kept in a function so that they are checked without being run. */
const typeChecks = (_checks: () => void): void => undefined

// DESIGN.md, "## The contract", the Failure block (lines 60-71 at the time of writing)
describe("contract: Failure", () => {
  it("each class has the fields the contract names, optional ones as `?: T | undefined`", () => {
    typeChecks(() => {
      // "each with a `_tag` equal to its class name, a human `message`, and `reason: string`"
      holds<Equals<Failure.Retryable["_tag"], "Retryable">>()
      holds<Equals<Failure.Fatal["_tag"], "Fatal">>()
      holds<Equals<Failure.Permanent["_tag"], "Permanent">>()
      holds<Equals<Failure.ContextOverflow["_tag"], "ContextOverflow">>()
      holds<Equals<Failure.Exhausted["_tag"], "Exhausted">>()
      holds<Equals<Failure.Retryable["reason"] | Failure.Fatal["reason"] | Failure.Permanent["reason"], string>>()
      holds<Equals<Failure.ContextOverflow["reason"] | Failure.Exhausted["reason"], string>>()
      holds<Equals<Failure.AnyFailure["message"], string>>()
      // "`Retryable`: `status?: number`, `retryAfter?: Duration.Duration`, `cause?: unknown`"
      holds<And<Equals<Failure.Retryable["status"], number | undefined>, Optional<Failure.Retryable, "status">>>()
      holds<
        And<
          Equals<Failure.Retryable["retryAfter"], Duration.Duration | undefined>,
          Optional<Failure.Retryable, "retryAfter">
        >
      >()
      holds<And<Equals<Failure.Retryable["cause"], unknown>, Optional<Failure.Retryable, "cause">>>()
      // "`Fatal`, `Permanent`: `status?: number`, `cause?: unknown`" (and no wait of the server's)
      holds<Equals<Failure.Fatal["status"] | Failure.Permanent["status"], number | undefined>>()
      holds<And<Optional<Failure.Fatal, "status">, Optional<Failure.Permanent, "status">>>()
      holds<And<Optional<Failure.Fatal, "cause">, Optional<Failure.Permanent, "cause">>>()
      holds<Equals<"retryAfter" extends keyof Failure.Fatal | keyof Failure.Permanent ? true : false, false>>()
      // "`ContextOverflow`: `status?: number`, `tokens?: number`, `limit?: number`, `cause?: unknown`"
      holds<Equals<Failure.ContextOverflow["tokens"] | Failure.ContextOverflow["limit"], number | undefined>>()
      holds<And<Optional<Failure.ContextOverflow, "tokens">, Optional<Failure.ContextOverflow, "limit">>>()
      holds<And<Optional<Failure.ContextOverflow, "status">, Optional<Failure.ContextOverflow, "cause">>>()
      // "`Exhausted`: `attempts: ReadonlyArray<Attempt>`, `last: Retryable`, `layer: string`"
      holds<Equals<Failure.Exhausted["attempts"], ReadonlyArray<Failure.Attempt>>>()
      holds<And<Equals<Failure.Exhausted["last"], Failure.Retryable>, Equals<Failure.Exhausted["layer"], string>>>()
      // "`Attempt = { attempt: number /* 1-based */, failure: AgentFailure, delay?: Duration.Duration }`"
      holds<
        Mutual<
          Failure.Attempt,
          { attempt: number; failure: Failure.AgentFailure; delay?: Duration.Duration | undefined }
        >
      >()
      holds<Optional<Failure.Attempt, "delay">>()
      // "`type AgentFailure = Retryable | Fatal | Permanent | ContextOverflow`; guards `isAgentFailure`, `isRetryable`"
      holds<
        Equals<Failure.AgentFailure, Failure.Retryable | Failure.Fatal | Failure.Permanent | Failure.ContextOverflow>
      >()
      holds<Equals<typeof Failure.isAgentFailure, (u: unknown) => u is Failure.AgentFailure>>()
      holds<Equals<typeof Failure.isRetryable, (u: unknown) => u is Failure.Retryable>>()
    })
    // "Optional fields are `?: T | undefined`": each optional field takes an explicit `undefined` (the project compiles
    // with exactOptionalPropertyTypes, as a strict user's may), and reads back as absent
    const all = [
      new Failure.Retryable({ reason: "r", status: undefined, retryAfter: undefined, cause: undefined }),
      new Failure.Fatal({ reason: "r", status: undefined, cause: undefined }),
      new Failure.Permanent({ reason: "r", status: undefined, cause: undefined }),
      new Failure.ContextOverflow({
        reason: "r",
        status: undefined,
        tokens: undefined,
        limit: undefined,
        cause: undefined
      })
    ] as const
    for (const failure of all) expect(failure.status).toBeUndefined()
    const attempt: Failure.Attempt = { attempt: 1, failure: all[0], delay: undefined }
    const exhausted = new Failure.Exhausted({ attempts: [attempt], last: all[0], layer: "model" })
    expect(exhausted.message).toBe("model failed after 1 attempts: [1] Retryable: r")
  })

  it("every class, Exhausted too, has a _tag equal to its class name and reads as a failure of its own class", () => {
    const last = new Failure.Retryable({ reason: "r" })
    const classes = [
      new Failure.Retryable({ reason: "r" }),
      new Failure.Fatal({ reason: "r" }),
      new Failure.Permanent({ reason: "r" }),
      new Failure.ContextOverflow({ reason: "r" }),
      new Failure.Exhausted({ attempts: [{ attempt: 1, failure: last }], last, layer: "model" })
    ]
    for (const failure of classes) {
      expect(failure._tag).toBe(failure.constructor.name)
      expect(failure).toBeInstanceOf(Error)
      expect(typeof failure.message).toBe("string")
      expect(typeof failure.reason).toBe("string")
    }
  })

  it("a Permanent's message says \"failed permanently\", with a status and without one", () => {
    // only the form with a status was checked (test/Failure.test.ts)
    expect(new Failure.Permanent({ reason: "AuthenticationError: invalid x-api-key" }).message).toBe(
      "failed permanently: AuthenticationError: invalid x-api-key"
    )
    const classified = Classify.fromResponse({ status: 401 })
    expect(classified._tag).toBe("Permanent")
    expect(classified.message).toMatch(/^failed permanently \(HTTP 401\): /)
  })
})

// DESIGN.md, "## The contract", the Classify block (lines 73-83)
describe("contract: Classify", () => {
  it("classify, fromResponse and fromMessage have the stated signatures", () => {
    typeChecks(() => {
      holds<Equals<typeof Classify.classify, (u: unknown) => Failure.AgentFailure>>()
      // fromResponse takes `{ status: number; headers?: HeadersLike; body?: unknown }` (and a clock reading, optional)
      holds<Equals<ReturnType<typeof Classify.fromResponse>, Failure.AgentFailure>>()
      holds<
        Mutual<
          Parameters<typeof Classify.fromResponse>[0],
          { status: number; headers?: Classify.HeadersLike | undefined; body?: unknown }
        >
      >()
      holds<[Headers] extends [Classify.HeadersLike] ? true : false>()
      holds<[Record<string, string>] extends [Classify.HeadersLike] ? true : false>()
      holds<
        Mutual<
          typeof Classify.fromMessage,
          (m: { stopReason: string; errorMessage?: string | undefined }) => Option.Option<Failure.AgentFailure>
        >
      >()
    })
    // headers and body may be given as undefined
    expect(Classify.fromResponse({ status: 503, headers: undefined, body: undefined })._tag).toBe("Retryable")
  })

  it.effect("the Classifier is a Context.Reference that gives the default classifier without a layer", () =>
    Effect.gen(function*() {
      expect(Context.isTag(Classify.Classifier)).toBe(true)
      const classifier = yield* Classify.Classifier
      expect(classifier).toBe(Classify.defaultClassifier)
      expect(classifier.classify(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))._tag)
        .toBe("Retryable")
    }))
})

// DESIGN.md, "## The contract", the RetrySchedule block (lines 86-96)
describe("contract: RetrySchedule", () => {
  it("every function returns a Schedule whose input is the AgentFailure, in either form where it takes a schedule", () => {
    typeChecks(() => {
      type Over<S> = S extends Schedule.Schedule<infer _Out, infer In, infer _R> ? In : never
      const exp = RetrySchedule.exponential("1 second", 2)
      holds<Mutual<typeof exp, Schedule.Schedule<Duration.Duration, Failure.AgentFailure>>>()
      holds<Equals<Over<typeof exp>, Failure.AgentFailure>>()
      holds<Equals<Over<typeof RetrySchedule.standard>, Failure.AgentFailure>>()
      // data-first and data-last give the same type; options are `?: T | undefined`
      const _jitterFirst = RetrySchedule.jittered(exp, { kind: undefined, ratio: undefined })
      const _jitterLast = exp.pipe(RetrySchedule.jittered({ kind: "proportional", ratio: 0.2 }))
      const _cappedFirst = RetrySchedule.capped(exp, "8 seconds")
      const _cappedLast = exp.pipe(RetrySchedule.capped("8 seconds"))
      const _maxFirst = RetrySchedule.maxRetries(exp, 3)
      const _maxLast = exp.pipe(RetrySchedule.maxRetries(3))
      const _budgetFirst = RetrySchedule.budgeted(exp, "1 minute")
      const _budgetLast = exp.pipe(RetrySchedule.budgeted("1 minute"))
      const _hintFirst = RetrySchedule.respectRetryAfter(exp, { max: undefined })
      const _hintLast = exp.pipe(RetrySchedule.respectRetryAfter({ max: "1 minute" }))
      const _only = RetrySchedule.onlyRetryable(exp)
      // a union of one type is that type: one combinator's type that differs from the others' fails the check
      type Combined =
        | typeof _jitterFirst
        | typeof _jitterLast
        | typeof _cappedFirst
        | typeof _cappedLast
        | typeof _maxFirst
        | typeof _maxLast
        | typeof _budgetFirst
        | typeof _budgetLast
      holds<Equals<Combined, typeof exp>>()
      holds<And<Equals<typeof _hintFirst, typeof _hintLast>, Equals<Over<typeof _hintFirst>, Failure.AgentFailure>>>()
      holds<Equals<Over<typeof _only>, Failure.AgentFailure>>()
    })
  })

  // "presets as values, e.g. `standard`"; README's table gives its numbers, and says its 60 s budget counts the hints
  it.effect("standard's budget of 60 s counts the server's hints: two that pass it are not both waited", () =>
    Effect.gen(function*() {
      const hinted = (seconds: number) =>
        new Failure.Retryable({ reason: "RateLimitError: 429", status: 429, retryAfter: Duration.seconds(seconds) })
      const plain = new Failure.Retryable({ reason: "APIConnectionError: Connection error." })
      const millis = (inputs: ReadonlyArray<Failure.AgentFailure>) =>
        RetrySchedule.delays(RetrySchedule.standard, inputs).pipe(
          Effect.map((delays) => delays.map(Duration.toMillis)),
          Effect.withRandom(Random.fixed([1]))
        )
      // each hint is under the 60 s the preset honours; together they would wait 70 s
      expect(yield* millis([hinted(50), hinted(20)])).toEqual([50_000])
      // exactly 60 s of waiting fits; the next backoff (4.5 s at full jitter's top) does not
      expect(yield* millis([hinted(30), hinted(30), plain])).toEqual([30_000, 30_000])
      // without hints: 2 s·1.5ⁿ at full jitter's top, 4 retries
      expect(yield* millis(Array.from({ length: 10 }, () => plain))).toEqual([2_000, 3_000, 4_500, 6_750])
    }))
})

// DESIGN.md, "## The contract", the Retry block (lines 98-105)
describe("contract: Retry", () => {
  it("retry takes { schedule: Schedule<unknown, AgentFailure, R>; layer?: string }, in either form, and fails with Exhausted | Fatal | Permanent | ContextOverflow", () => {
    typeChecks(() => {
      class Call extends Context.Tag("Call")<Call, { readonly send: Effect.Effect<string, Error> }>() {}
      class Delays extends Context.Tag("Delays")<Delays, number>() {}
      const call: Effect.Effect<string, Error, Call> = Effect.flatMap(Call, (c) => c.send)
      const fromDelays: Schedule.Schedule<number, Failure.AgentFailure, Delays> = Schedule.recurs(3).pipe(
        Schedule.zipLeft(Schedule.fromDelays(Duration.millis(1))),
        Schedule.tapOutput(() => Delays)
      )
      const first = Retry.retry(call, { schedule: RetrySchedule.standard, layer: undefined })
      const _last = call.pipe(Retry.retry({ schedule: Schedule.recurs(3), layer: "model" }))
      const _withService = Retry.retry(call, { schedule: fromDelays })
      type Failed = Failure.Exhausted | Failure.Fatal | Failure.Permanent | Failure.ContextOverflow
      holds<Equals<typeof first, Effect.Effect<string, Failed, Call>>>()
      holds<Equals<typeof _last, Effect.Effect<string, Failed, Call>>>()
      holds<Equals<typeof _withService, Effect.Effect<string, Failed, Call | Delays>>>()
      // "so `Effect.catchTag("ContextOverflow", compact)` works after a retry layer"
      const _compacted = first.pipe(Effect.catchTag("ContextOverflow", () => Effect.succeed("compacted")))
      holds<
        Equals<
          typeof _compacted,
          Effect.Effect<string, Failure.Exhausted | Failure.Fatal | Failure.Permanent, Call>
        >
      >()
    })
  })
})

// DESIGN.md, "## The failure taxonomy": the decision order of the default classifier (lines 36-42)
describe("contract: the decision order, first match wins", () => {
  const response = (status: number, error: Record<string, unknown>) =>
    Classify.fromResponse({ status, body: { error } })
  const abort = (message: string, extra: Record<string, unknown> = {}) =>
    Object.assign(new Error(message), { name: "AbortError" }, extra)

  it("a user abort comes before context overflow, permanent markers and the status table", () => {
    // the abort tests elsewhere carry retryable words or a cause; here each later rung's own evidence
    expect(Classify.classify(new DOMException("This model's maximum context length is 8192 tokens", "AbortError")))
      .toMatchObject({ _tag: "Fatal" })
    expect(Classify.classify(abort("prompt is too long: 210000 tokens > 200000 maximum"))._tag).toBe("Fatal")
    expect(Classify.classify(abort("You exceeded your current quota", { code: "insufficient_quota" }))._tag)
      .toBe("Fatal")
    expect(Classify.classify(abort("Request was aborted.", { status: 401 }))._tag).toBe("Fatal")
  })

  it("context overflow comes before permanent markers in the same answer, at 400 and at 429", () => {
    // codes
    expect(response(429, { code: "context_length_exceeded", type: "insufficient_quota", message: "x" })._tag)
      .toBe("ContextOverflow")
    // phrases
    expect(
      response(400, {
        message: "prompt is too long: 250000 tokens > 200000 maximum. Your credit balance is too low to access the API."
      })._tag
    ).toBe("ContextOverflow")
    // a single request above the per-minute token limit, as a 429
    expect(
      response(429, {
        message: "Request too large for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, " +
          "Requested 50000. The input or output tokens must be reduced in order to run successfully.",
        type: "tokens",
        code: "rate_limit_exceeded"
      })._tag
    ).toBe("ContextOverflow")
  })

  it("permanent markers come before the status table: a quota at 429, a spent balance at 503, a bad key at 400", () => {
    expect(response(429, { code: "insufficient_quota", message: "You exceeded your current quota" })._tag)
      .toBe("Permanent")
    expect(response(503, { message: "Your credit balance is too low to access the API." })._tag).toBe("Permanent")
    expect(response(400, { message: "Incorrect API key provided: sk-xxx", code: "invalid_api_key" })._tag)
      .toBe("Permanent")
  })

  it("the status table comes before provider codes and types; without a status, they decide", () => {
    expect(response(500, { type: "invalid_request_error", message: "x" })._tag).toBe("Retryable")
    expect(response(400, { type: "overloaded_error", message: "Overloaded" })._tag).toBe("Fatal")
    expect(Classify.classify({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } })._tag)
      .toBe("Retryable")
    expect(Classify.classify({ error: { type: "invalid_request_error", message: "bad" } })._tag).toBe("Fatal")
  })

  it("provider codes come before network messages; network errors before programming errors; then Fatal", () => {
    expect(Classify.classify({ error: { type: "invalid_request_error", message: "read ECONNRESET" } })._tag)
      .toBe("Fatal")
    // a TypeError is a programming error unless the network's words say otherwise
    expect(Classify.classify(new TypeError("fetch failed"))._tag).toBe("Retryable")
    expect(Classify.classify(new TypeError("terminated"))._tag).toBe("Retryable")
    expect(Classify.classify(new TypeError("Cannot read properties of undefined (reading 'choices')"))._tag)
      .toBe("Fatal")
    expect(Classify.classify(new Error("something nobody recorded"))._tag).toBe("Fatal")
  })

  it(
    "x-should-retry turns Fatal into Retryable (true) and Retryable into Fatal (false), and changes nothing else, on every recorded answer",
    () => {
      // DESIGN.md: "it never changes `ContextOverflow` or `Permanent`"; elsewhere checked on a 401 and one overflow only
      const expected = (before: string, value: "true" | "false") =>
        value === "true" ? (before === "Fatal" ? "Retryable" : before) : (before === "Retryable" ? "Fatal" : before)
      const seen = new Set<string>()
      const wrong: Array<string> = []
      for (const p of payloads) {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(p.headers ?? {})) {
          if (name.toLowerCase() !== "x-should-retry") headers[name] = String(value)
        }
        const before = Classify.fromResponse({ status: p.status, headers, body: p.body })._tag
        seen.add(before)
        for (const value of ["true", "false"] as const) {
          const after = Classify.fromResponse({
            status: p.status,
            headers: { ...headers, "x-should-retry": value },
            body: p.body
          })._tag
          if (after !== expected(before, value)) wrong.push(`${p.name}: ${before} with ${value} → ${after}`)
        }
      }
      expect(wrong).toEqual([])
      expect([...seen].sort()).toEqual(["ContextOverflow", "Fatal", "Permanent", "Retryable"])
    },
    120_000
  )
})
