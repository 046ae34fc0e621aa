import Anthropic from "@anthropic-ai/sdk"
import { describe, expect, it } from "@effect/vitest"
import { Cause, Duration, Effect, Schema } from "effect"
import * as fc from "effect/FastCheck"
import * as fs from "node:fs"
import * as path from "node:path"
import OpenAI from "openai"
import { AgentFailure, Retryable } from "../src/Failure.js"
import { classify, classifyGeneric } from "../src/internal/classify.js"
import { commonFields, gatherCommon } from "../src/internal/classify/common.js"
import { type Evidence, fieldNames, gather, gatherGeneric } from "../src/internal/classify/evidence.js"
import * as Phrases from "../src/internal/classify/phrases.js"
import * as Tables from "../src/internal/classify/tables.js"
import { googleGenerativeAIFetchError, payloads } from "./fixtures/payloads.js"
import { outcome } from "./support/common.js"

// The common-shape path (common.ts) is an invisible optimisation: for every input it must give the
// generic walk's evidence, hence its decision.

const headerNames = ["retry-after", "retry-after-ms", "x-should-retry", "x-amzn-errortype", "date"]

// `links` (the chain as the reason names it) only the common path reads; the reasons are compared below.
const comparable = (ev: Evidence) => ({
  ...ev,
  links: undefined,
  headers: ev.headers === undefined ? undefined : headerNames.map((h) => ev.headers!(h))
})

/** Whether the common path answered; in any case, that it agrees with the generic walk. */
const agrees = (u: unknown): boolean => {
  expect(comparable(gather(u))).toEqual(comparable(gatherGeneric(u)))
  expect(outcome(classify(u))).toEqual(outcome(classifyGeneric(u)))
  return gatherCommon(u, undefined) !== undefined
}

const systemError = (message: string, code: string): Error =>
  Object.assign(new Error(message), { code, errno: -104, syscall: "read" })

const sdkErrors = (status: number, body: unknown, headers: Record<string, string> | undefined) => [
  OpenAI.APIError.generate(status, body as object, undefined, new Headers(headers)),
  OpenAI.APIError.generate(status, (body as { error?: object } | undefined)?.error, undefined, new Headers(headers)),
  Anthropic.APIError.generate(status, body as object, undefined, new Headers(headers)),
  Object.assign(new Error(`${status} status code`), { status, headers, error: body })
]

describe("Classify: the common-shape path gives the generic walk's evidence", () => {
  it("on every recorded payload, as SDK errors, plain errors and bare bodies", () => {
    let answered = 0
    let total = 0
    for (const p of payloads) {
      const inputs = [
        ...sdkErrors(p.status, p.body, p.headers),
        p.body,
        { status: p.status, headers: p.headers, error: p.body },
        googleGenerativeAIFetchError(p.status, "Status", p.body)
      ]
      for (const u of inputs) {
        total++
        if (agrees(u)) answered++
      }
    }
    // most of them are common shapes; the rest (JSON in messages, Google details…) go the generic way
    expect(answered).toBeGreaterThan(total / 3)
    expect(answered).toBeLessThan(total)
    // ~20 000 classifications, each twice: 10–15 s on a quiet machine, past 30 s on a loaded CI runner
  }, 120_000)

  it("answers for the SDK and network errors an agent sees most", () => {
    const rateLimit = OpenAI.APIError.generate(
      429,
      {
        error: {
          message: "Rate limit reached. Please try again in 1.92s.",
          type: "tokens",
          code: "rate_limit_exceeded"
        }
      },
      undefined,
      new Headers({ "retry-after-ms": "1920" })
    )
    const overloaded = Anthropic.APIError.generate(
      529,
      { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
      undefined,
      new Headers({ "x-should-retry": "true" })
    )
    const reset = new TypeError("fetch failed", { cause: systemError("read ECONNRESET", "ECONNRESET") })
    const connection = new OpenAI.APIConnectionError({ cause: reset })
    for (const u of [rateLimit, overloaded, reset, connection]) expect(agrees(u)).toBe(true)
    expect(outcome(classify(rateLimit))).toMatchObject({ tag: "Retryable", status: 429, retryAfterMs: 1920 })
    expect(classify(overloaded)._tag).toBe("Retryable")
    expect(classify(connection)._tag).toBe("Retryable")
  })

  it("reads a name that is a code as the generic walk does (review of session 31)", () => {
    // Resend's body names its failure by code: { statusCode: 429, message, name: "daily_quota_exceeded" }
    const error = Object.assign(new Error("Overloaded"), { name: "daily_quota_exceeded", status: 429 })
    expect(agrees(error)).toBe(true)
    expect(classify(error)._tag).toBe("Permanent")
  })

  it("reads the rules that need no other field as the generic walk does (review of session 46)", () => {
    // as a failure's JSON keeps a cause (`{ name, message, code }`), and as an app rethrows one: no `retryAfter`, no `cmd`
    // @discordjs/rest's RateLimitError is named `RateLimitError[route]`, with an empty message
    const discord = () => ({ name: "RateLimitError[/channels/:id/messages]", message: "" })
    // coreutils' `timeout` ended the command (exit code 124): the call timed out
    const timedOut = () => Object.assign(new Error("Command failed: timeout 30 npm test\n"), { code: 124 })
    // an Anthropic server tool's result, named by its type
    const serverTool = () => ({ type: "web_search_tool_result_error", message: "too many requests" })
    for (const u of [discord, timedOut, serverTool]) {
      expect(agrees(u())).toBe(true)
      expect(agrees(new Error("the tool failed", { cause: u() }))).toBe(true)
    }
    expect(classify(discord())._tag).toBe("Retryable")
    expect(classify(timedOut())._tag).toBe("Retryable")
    expect(classify(serverTool()).reason).toBe("web_search_tool_result_error: too many requests")
  })

  it("leaves every other field of the generic walk to it", () => {
    const others = fieldNames.filter((name) => !commonFields.includes(name))
    expect(others.length).toBeGreaterThan(20)
    for (const name of others) {
      const error = Object.assign(new Error("boom"), { status: 500, [name]: "x" })
      expect(gatherCommon(error, undefined), name).toBeUndefined()
      agrees(error)
      // a getter on the class: every instance has the field, though none has it as its own
      class WithGetter extends Error {}
      Object.defineProperty(WithGetter.prototype, name, { get: () => "x" })
      const inherited = Object.assign(new WithGetter("boom"), { status: 500 })
      expect(gatherCommon(inherited, undefined), `${name} on the prototype`).toBeUndefined()
      agrees(inherited)
    }
    // an AggregateError keeps `errors` as an own property that Object.keys does not list
    for (
      const aggregate of [
        new AggregateError([new Error("rate limit exceeded, try again in 20s")], "all attempts failed"),
        new AggregateError([systemError("connect ECONNREFUSED 10.0.0.7:5432", "ECONNREFUSED")], "")
      ]
    ) {
      expect(gatherCommon(aggregate, undefined)).toBeUndefined()
      agrees(aggregate)
    }
    expect(classify(new AggregateError([new Error("rate limit exceeded, try again in 20s")], "all attempts failed")))
      .toMatchObject({ _tag: "Retryable", reason: expect.stringContaining("(cause: Error: rate limit exceeded") })
    // nullish other fields, own or inherited, are as good as absent
    class Nullish extends Error {
      response = undefined
    }
    expect(gatherCommon(Object.assign(new Nullish("boom"), { status: 500, body: null }), undefined)).toBeDefined()
    const cyclic: { message: string; cause?: unknown } = { message: "loop" }
    cyclic.cause = cyclic
    expect(gatherCommon(cyclic, undefined)).toBeUndefined()
    expect(gatherCommon(new Error("429 {\"error\":{\"message\":\"x\"}}"), undefined)).toBeUndefined()
  })

  const codes = [
    ...Tables.codeTable.keys(),
    ...Tables.permanentCodes,
    ...Tables.overflowCodes,
    ...Tables.throttleCodes,
    ...Tables.networkCodes,
    ...Tables.policyCodes,
    ...Tables.abortCodes,
    "ECONNRESET",
    "invalid_request_error",
    "429",
    "error"
  ]
  const phrases = [
    ...Tables.overflowPhrases,
    ...Tables.weakOverflowPhrases,
    ...Tables.perMinuteTokenPhrases,
    ...Tables.throttlePhrases,
    ...Tables.permanentPhrases,
    ...Tables.weakPermanentPhrases,
    ...Tables.policyPhrases,
    ...Tables.networkPhrases,
    ...Tables.transientPhrases,
    ...Tables.networkMessages,
    ...Tables.transientMessages,
    ...Tables.permanentMessages,
    ...Tables.streamConditionPhrases,
    ...Phrases.allPhrases,
    Tables.bedrockAccountBlock
  ]
  const word = fc.oneof(
    fc.constantFrom(...phrases),
    fc.constantFrom(
      "Limit 30000, Used 29760, Requested 1200.",
      "try again in 1.5s",
      "retry after 9 seconds",
      "128000 tokens",
      "Overloaded",
      "{\"error\":{}}",
      "<html>",
      "ValidationException",
      "InternalServerException"
    ),
    fc.nat(300000).map(String),
    fc.string({ maxLength: 8 })
  )
  const message = fc.array(word, { maxLength: 6 }).map((w) => w.join(" "))
  const maybe = <A>(a: fc.Arbitrary<A>) => fc.option(a, { nil: undefined })
  const headers = fc.record({
    "retry-after": maybe(fc.oneof(fc.nat(120).map(String), fc.constantFrom("Wed, 21 Oct 2015 07:28:00 GMT", "soon"))),
    "retry-after-ms": maybe(fc.nat(90000).map(String)),
    "x-should-retry": maybe(fc.constantFrom("true", "false", " True")),
    "x-amzn-errortype": maybe(fc.constantFrom(...codes).map((c) => `${c}:http://internal.amazon.com/`))
  }, { requiredKeys: [] }).map((h) =>
    Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>
  )
  const status = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constantFrom(400, 401, 403, 408, 413, 429, 500, 529))
  const openaiBody = fc.record({
    error: fc.record({
      message,
      type: fc.oneof(fc.constant(null), fc.constantFrom(...codes)),
      code: fc.oneof(fc.constant(null), fc.constantFrom(...codes)),
      param: fc.constant(null)
    })
  })
  const anthropicBody = fc.record({
    type: fc.constant("error"),
    error: fc.record({ type: fc.constantFrom(...codes), message })
  })
  const body = fc.oneof(openaiBody, anthropicBody, fc.constant(undefined))
  const extra = fc.oneof(
    fc.constant({}),
    fc.constantFrom(...fieldNames).map((name) => ({ [name]: "x" })),
    fc.record({ code: fc.constantFrom(...codes) })
  )
  const network = fc.tuple(message, fc.constantFrom(...codes), fc.nat(2)).map(([m, code, depth]) => {
    let error: Error = systemError(m, code)
    for (let i = 0; i < depth; i++) error = new TypeError("fetch failed", { cause: error })
    return error
  })
  const sdkShaped = fc.oneof(
    fc.tuple(status, body, headers).chain(([s, b, h]) => fc.constantFrom(...sdkErrors(s, b, h))),
    fc.tuple(status, message, maybe(body), headers, extra).map(([s, m, b, h, x]) =>
      Object.assign(new Error(m), { status: s, headers: h, error: b }, x)
    ),
    network,
    network.map((cause) => new OpenAI.APIConnectionError({ cause })),
    fc.tuple(status, openaiBody).map(([s, b]) => ({ status: s, ...b.error }))
  )

  it.prop("on random SDK-shaped errors", [sdkShaped], ([u]) => {
    agrees(u)
  }, { fastCheck: { numRuns: 3000 } })

  // The strings the rules compare a name, a code, a type, a status or a message with, read from the rules themselves: a
  // rule the generic walk applies to these fields alone that the common walk lacks is found without naming it (review of
  // session 46: a Discord rate limit's name, coreutils' timeout in an exec error's message)
  const ruleFiles = ["shapes", "evidence", "decide", "statusRules", "reason", "overflow", "textStatus"]
  const ruleStrings = [
    ...new Set(
      ruleFiles.flatMap((file) =>
        [
          ...fs.readFileSync(path.join(import.meta.dirname, "../src/internal/classify", `${file}.ts`), "utf8")
            .matchAll(/"((?:[^"\\\n]){2,60})"/g)
        ].map((m) => m[1])
      )
    )
  ]
  const ruleValue = fc.oneof(
    { arbitrary: fc.constantFrom(...ruleStrings), weight: 6 },
    { arbitrary: fc.constantFrom<unknown>(undefined, 124, 14, 429, 503, 400, 0, 1011, -32603, "429"), weight: 2 },
    {
      arbitrary: fc.tuple(fc.constantFrom(...ruleStrings), fc.constantFrom(...ruleStrings)).map((w) => w.join(" ")),
      weight: 2
    }
  )
  interface RuleNode {
    readonly error?: RuleNode | unknown
    readonly cause?: RuleNode | undefined
    readonly [field: string]: unknown
  }
  const ruleNode: fc.Memo<RuleNode> = fc.memo((depth) =>
    fc.record({
      isError: fc.boolean(),
      name: ruleValue,
      message: ruleValue,
      status: ruleValue,
      code: ruleValue,
      type: ruleValue,
      error: depth <= 1 ? ruleValue : fc.oneof(ruleValue, ruleNode(depth - 1)),
      cause: depth <= 1 ? fc.constant(undefined) : fc.option(ruleNode(depth - 1), { nil: undefined })
    }, { requiredKeys: ["isError"] })
  )
  const ruleInput = (spec: RuleNode): unknown => {
    const { cause, error, isError, ...fields } = spec
    const u: Record<string, unknown> = isError === true ? new Error("") as never : {}
    if (isError === true) delete u.message
    Object.assign(u, fields)
    if ("error" in spec) u.error = typeof error === "object" && error !== null ? ruleInput(error as RuleNode) : error
    if (cause !== undefined) u.cause = ruleInput(cause as RuleNode)
    return u
  }

  it.prop("on random errors made of the strings the rules compare with", [ruleNode(3)], ([spec]) => {
    agrees(ruleInput(spec))
  }, { fastCheck: { numRuns: 3000 } })
})

describe("Classify: failures built without a stack trace behave like constructed ones", () => {
  const error = OpenAI.APIError.generate(
    429,
    {
      error: { message: "Rate limit reached. Please try again in 1.92s.", type: "tokens", code: "rate_limit_exceeded" }
    },
    undefined,
    new Headers({ "retry-after-ms": "1920" })
  )

  it("are native errors of their class, with no trace pointing into the classifier", () => {
    const failure = classify(error)
    expect(failure).toBeInstanceOf(Retryable)
    expect(failure).toBeInstanceOf(Error)
    expect(Object.prototype.toString.call(failure)).toBe("[object Error]")
    expect(failure.stack).toBeUndefined()
    expect(failure.message).toBe(
      "Retryable (HTTP 429): RateLimitError: 429 Rate limit reached. Please try again in " +
        "1.92s.; retry after 1s 920ms"
    )
    expect(String(failure)).toBe(`Retryable: ${failure.message}`)
  })

  it.effect("fail, catchTag and Cause.pretty work on them", () =>
    Effect.gen(function*() {
      const failure = classify(error)
      const caught = yield* Effect.fail(failure).pipe(Effect.catchTag("Retryable", (f) => Effect.succeed(f)))
      expect(caught).toBe(failure)
      const yielded = yield* Effect.flip(Effect.gen(function*() {
        return yield* failure
      }))
      expect(yielded).toBe(failure)
      expect(Cause.pretty(Cause.fail(failure))).toContain(failure.message)
    }))

  it("encode and decode like constructed ones", () => {
    const failure = classify(error)
    const encoded = Schema.encodeSync(AgentFailure)(failure)
    const decoded = Schema.decodeUnknownSync(AgentFailure)(JSON.parse(JSON.stringify(encoded)))
    expect(decoded._tag).toBe("Retryable")
    expect(outcome(decoded as AgentFailure)).toEqual({ ...outcome(failure), cause: encoded.cause })
    expect(JSON.stringify(failure)).toBe(
      JSON.stringify(
        new Retryable({ reason: failure.reason, status: 429, cause: error, retryAfter: Duration.millis(1920) }, true)
      )
    )
  })
})
