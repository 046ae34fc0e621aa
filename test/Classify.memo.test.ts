import Anthropic from "@anthropic-ai/sdk"
import { Socket } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import * as fc from "effect/FastCheck"
import { execFile } from "node:child_process"
import OpenAI from "openai"
import { AgentFailure } from "../src/Failure.js"
import { classify, classifyGeneric } from "../src/internal/classify.js"
import { readShape, release } from "../src/internal/classify/common.js"
import { CauseTypeId, FiberFailureCauseId } from "../src/internal/classify/evidence.js"
import * as Memo from "../src/internal/classify/memo.js"
import { assistantMessages } from "./fixtures/assistantMessages.js"
import { payloads } from "./fixtures/payloads.js"
import { outcome } from "./support/common.js"
import { compile } from "./support/compiled.js"

// A decision kept for a shape (memo.ts) is an invisible optimisation: an input classified again, or an equal input,
// gets what the rules give it, with itself as the cause.

/** The object as a program sees it: its class, its own keys in order and how each is defined. */
const layout = (u: object) => [
  Object.getPrototypeOf(u),
  Reflect.ownKeys(u).filter((k) => k !== "stack").map((k) => {
    const d = Object.getOwnPropertyDescriptor(u, k)!
    return [String(k), d.enumerable, d.writable, d.configurable, typeof d.value]
  })
]

/** The kept decision for `u`'s shape, if any. */
const kept = (u: unknown): Memo.Decision | undefined => {
  const shape = readShape(u)
  if (shape === undefined) return undefined
  try {
    return Memo.find(shape)
  } finally {
    release(shape)
  }
}

/** The inputs an agent meets for a recorded response, built anew by each call (equal, never the same objects). */
const inputsOf = (p: (typeof payloads)[number]): Array<unknown> => [
  OpenAI.APIError.generate(p.status, p.body as object, undefined, new Headers(p.headers)),
  Anthropic.APIError.generate(p.status, p.body as object, undefined, new Headers(p.headers)),
  Object.assign(new Error(`${p.status} status code`), { status: p.status, headers: { ...p.headers }, error: p.body })
]

/** A deep copy of a parsed body (JSON round trip): equal content, other objects and strings. */
const copy = <A>(u: A): A => u === undefined ? u : JSON.parse(JSON.stringify(u))

describe("Classify: decisions kept for a shape", () => {
  it("give every recorded payload, met again, what the rules give it", () => {
    let replayed = 0
    for (const p of payloads) {
      const first = inputsOf(p)
      const again = inputsOf({ ...p, body: copy(p.body) })
      for (let i = 0; i < first.length; i++) {
        // met twice: a decision is kept for a shape met a second time
        classify(first[i])
        classify(inputsOf(p)[i])
        const decision = kept(again[i]) !== undefined
        const got = classify(again[i])
        const rules = classifyGeneric(again[i])
        expect(outcome(got), `${p.name} (${i})`).toEqual(outcome(rules))
        expect(got.cause).toBe(again[i])
        expect(layout(got)).toEqual(layout(rules))
        expect(Schema.encodeSync(AgentFailure)(got)).toEqual(Schema.encodeSync(AgentFailure)(rules))
        if (decision) replayed++
      }
    }
    // most recorded failures are SDK errors of the common shapes with a message that is no JSON
    expect(replayed).toBeGreaterThan(payloads.length)
  })

  it("decide again when any value the rules read differs", () => {
    const base = {
      status: 429,
      message: "Rate limit reached for gpt-4o. Please try again in 1.92s.",
      type: "tokens",
      code: "rate_limit_exceeded",
      headers: { "retry-after-ms": "1920", "x-should-retry": "true" } as Record<string, string>
    }
    const make = (over: Partial<typeof base>) => {
      const v = { ...base, ...over }
      const body = { error: { message: v.message, type: v.type, code: v.code, param: null } }
      return OpenAI.APIError.generate(v.status, body, undefined, new Headers(v.headers))
    }
    const variants = fc.record({
      status: fc.constantFrom(400, 429, 500, 503, 529),
      message: fc.constantFrom(
        base.message,
        "You exceeded your current quota, please check your plan and billing details.",
        "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.",
        "Overloaded",
        "Invalid API key provided"
      ),
      type: fc.constantFrom("tokens", "insufficient_quota", "invalid_request_error", "server_error"),
      code: fc.constantFrom("rate_limit_exceeded", "insufficient_quota", "context_length_exceeded", "invalid_api_key"),
      headers: fc.constantFrom(
        base.headers,
        { "retry-after-ms": "250" },
        { "retry-after": "86400" },
        { "x-should-retry": "false" },
        {}
      )
    }, { requiredKeys: [] })
    fc.assert(
      fc.property(variants, variants, (a, b) => {
        classify(make(a))
        classify(make(a))
        const u = make(b)
        expect(outcome(classify(u))).toEqual(outcome(classifyGeneric(u)))
      }),
      { numRuns: 400 }
    )
  })

  it("read every field the rules read (a proxy logs both ways)", () => {
    // the reuse reads, and compares, every field the first classification read: nothing else can make them differ
    let compared = 0
    for (const p of payloads) {
      for (
        const [i, build] of inputsOf(p).map((_, i) => [i, () => inputsOf({ ...p, body: copy(p.body) })[i]] as const)
      ) {
        const fresh = build()
        // a shape of its own: the first classification decides by the rules
        if (readShape(fresh) === undefined) continue
        const missLog = new Set<string>()
        const hitLog = new Set<string>()
        const missed = logged(fresh, "root", missLog)
        const before = kept(missed)
        classify(build())
        classify(missed)
        const again = logged(build(), "root", hitLog)
        if (before !== undefined || kept(again) === undefined) continue
        hitLog.clear()
        classify(again)
        compared++
        for (const entry of missLog) expect(hitLog.has(entry), `${p.name} (${i}): ${entry}`).toBe(true)
      }
    }
    expect(compared).toBeGreaterThan(100)
  })

  it("unwrap a root whose `_tag` Object.keys does not list, as the rules do (the common walk reads a root first)", () => {
    const inner = OpenAI.APIError.generate(
      429,
      { error: { message: "You exceeded your current quota", type: "insufficient_quota", code: "insufficient_quota" } },
      undefined,
      new Headers()
    )
    const wrapper = () => {
      const u = { message: "An unknown error occurred", error: inner }
      Object.defineProperty(u, "_tag", { value: "UnknownException", enumerable: false })
      return u
    }
    for (let i = 0; i < 3; i++) {
      const got = classify(wrapper())
      expect(outcome(got)).toEqual(outcome(classifyGeneric(wrapper())))
      expect(got._tag).toBe("Permanent")
      expect(got.cause).toBe(inner)
    }
    // Effect's symbols holding `null`, and a revoked proxy (review of session 33): what the rules give
    const revoked = () => {
      const { proxy, revoke } = Proxy.revocable({ message: "x" }, {})
      revoke()
      return proxy
    }
    const inputs = [
      () => Object.assign(new Error("503 Service Unavailable"), { [FiberFailureCauseId]: null }),
      () => Object.assign(new Error("503 Service Unavailable"), { [CauseTypeId]: null }),
      () => ({ message: "Rate limit reached", status: 429, [CauseTypeId]: null }),
      revoked
    ]
    for (const input of inputs) {
      for (let i = 0; i < 3; i++) {
        const u = input()
        expect({ ...outcome(classify(u)), cause: undefined }).toEqual({
          ...outcome(classifyGeneric(u)),
          cause: undefined
        })
      }
    }
  })

  it("give every recorded text, met again, what the rules give it", () => {
    for (const m of assistantMessages) {
      const text = m.errorMessage
      if (text === undefined) continue
      classify(text)
      const first = classify(text)
      // an equal text, another string (a stream's message is parsed anew each time)
      const again = classify(` ${text}`.slice(1))
      expect(Memo.findText(text), m.name).toBeDefined()
      expect(outcome(again), m.name).toEqual(outcome(classifyGeneric(text)))
      expect(layout(again)).toEqual(layout(first))
      expect(again).not.toBe(first)
    }
    // a text too long to keep is decided each time
    const long = `429 Too Many Requests: ${"x".repeat(5000)}`
    expect(classify(long)._tag).toBe("Retryable")
    expect(Memo.findText(long)).toBeUndefined()
  })

  it("describe the reason again when it reads more than the shape", () => {
    // the root has no message: its reason describes the body (`Reason.describeBody`), read again each time
    const bare = (message: string) => ({ status: 503, error: { type: "overloaded", message } })
    classify(bare("Overloaded"))
    classify(bare("Overloaded"))
    expect(kept(bare("Overloaded"))?.reason).toBeUndefined()
    // a rendered body with a field the walk does not see: the decision is kept, its reason described anew (review of
    // session 31: a plain twin met first gave its reason). Its reason read the field (`inspect.within`)
    const rendered = (hidden: boolean) => {
      const body = { type: "error", error: { type: "api_error" } }
      if (hidden) Object.defineProperty(body.error, "detail", { value: "the node pool is draining", enumerable: false })
      return Anthropic.APIError.generate(500, body, undefined, new Headers())
    }
    classify(rendered(false))
    classify(rendered(false))
    expect(kept(rendered(true))?.reason).toBeUndefined()
    expect(classify(rendered(true)).reason).toBe(classifyGeneric(rendered(true)).reason)
    expect(classify(rendered(true)).reason).toContain("the node pool is draining")
    // a rendered body whose reason reads only what the walk keeps (Anthropic's 529): the reason is kept with the decision
    const overloaded = () =>
      Anthropic.APIError.generate(
        529,
        { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
        undefined,
        new Headers()
      )
    classify(overloaded())
    classify(overloaded())
    expect(kept(overloaded())?.reason).toBe(classifyGeneric(overloaded()).reason)
    expect(classify(overloaded()).reason).toBe("OverloadedError: 529 overloaded_error: Overloaded")
    // a cause without a message whose code renders its body ("429 {}"): the body's title names it
    const coded = (title: string) =>
      new Error("boom", { cause: { code: "429 {}", status: 429, error: { error: { title } } } })
    classify(coded("Quota limit exceeded"))
    classify(coded("Quota limit exceeded"))
    expect(classify(coded("Invalid key")).reason).toBe(classifyGeneric(coded("Invalid key")).reason)
    expect(classify(coded("Invalid key")).reason).toContain("Invalid key")
    // a cause whose code would render its body but for the body's `message`, a function (no message to the walk): the
    // same values otherwise, and the reason of the one whose code renders its body names the body (review of session 31)
    const rendering = (body: object) =>
      new Error("x", { cause: { code: "429 {\"message\":\"m\"}", status: 429, error: body } })
    classify(rendering({ message() {} }))
    classify(rendering({ message() {} }))
    expect(classify(rendering({})).reason).toBe(classifyGeneric(rendering({})).reason)
    // a text too long to keep
    const long = () => new Error(`upstream failed: ${"x".repeat(5000)}`)
    classify(long())
    classify(long())
    expect(kept(long())).toBeUndefined()
  })

  it(
    "keep no string a kept message was cut from, nor a class's decisions once the class is gone, nor a huge name (in a process of its own)",
    async () => {
      const child = await compile("test/support/child/classify-retention.ts")
      const stdout = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ["--expose-gc", child.path],
          (error, out) => error === null ? resolve(out) : reject(error)
        )
      ).finally(child.remove)
      const { classesMB, namesMB, retainedMB } = JSON.parse(stdout) as {
        readonly classesMB: number
        readonly namesMB: number
        readonly retainedMB: number
      }
      // a kept slice would keep its whole string: 8 × 20 MB for the errors and as much for the texts; V8's last regular
      // expression match may keep one
      expect(retainedMB).toBeLessThan(45)
      // 2 000 classes made at run time, each with eight decisions of 3 000 characters: 48 MB if they outlived the classes
      expect(classesMB).toBeLessThan(10)
      // eight names of 8 MB: 64 MB if the table of names kept them (the last one may stay, as the last input's)
      expect(namesMB).toBeLessThan(20)
    },
    60_000
  )

  it("leave no string of an input in a reused shape or a kept list of keys (review of session 31)", () => {
    // a walk that stops at its third node has written its first two
    const marker = `a message to forget ${"x".repeat(100)}`
    expect(readShape({ message: "a", cause: { message: marker, cause: { cause: [] } } })).toBeUndefined()
    const shape = readShape({ message: "m" })!
    expect(shape.tape).not.toContain(marker)
    const prototype = shape.protos[0]
    release(shape)
    // a long key is the input's string: its list of keys is not kept
    const key = `k${"y".repeat(1000)}`
    release(readShape({ message: "m", [key]: 1 })!)
    expect(prototype.keyLists.some((list) => list.keys.includes(key))).toBe(false)
    release(readShape({ message: "m", short: 1 })!)
    expect(prototype.keyLists.some((list) => list.keys.includes("short"))).toBe(true)
  })

  it("keep a decision for a failure met a second time, not for one met once", () => {
    class QuotaError extends Error {
      status = 429
    }
    const quota = () => new QuotaError("You exceeded your current quota, please check your plan and billing details.")
    classify(quota())
    expect(kept(quota())).toBeUndefined()
    classify(quota())
    expect(kept(quota())?.tag).toBe("Permanent")
    // failures that name a count differ each time: met once each, none is kept, and the kept one stays
    for (let used = 0; used < 40; used++) {
      const rateLimit = new QuotaError(
        `Rate limit reached: Limit 30000, Used ${used}, Requested 1200. Try again in 2s.`
      )
      classify(rateLimit)
      expect(kept(rateLimit)).toBeUndefined()
    }
    expect(kept(quota())?.tag).toBe("Permanent")
    // …also when the count is in the message and again in its body, as the openai SDK renders a 429 (two differences in
    // one fingerprint must not cancel out)
    for (let used = 20_000; used < 21_024; used++) {
      const message = "Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, " +
        `Used ${used}, Requested 1200. Please try again in 1.92s.`
      const body = { error: { message, type: "tokens", param: null, code: "rate_limit_exceeded" } }
      const rateLimit = OpenAI.APIError.generate(429, body, undefined, new Headers())
      classify(rateLimit)
      expect(kept(rateLimit)).toBeUndefined()
    }
    const text = "upstream connect error or disconnect/reset before headers"
    classify(text)
    expect(Memo.findText(text)).toBeUndefined()
    classify(text)
    expect(Memo.findText(text)?.tag).toBe("Retryable")
  })

  it("hold no object of an input, and a few decisions per class", () => {
    class GatewayError extends Error {
      status = 503
    }
    for (let i = 0; i < 20; i++) {
      classify(new GatewayError(`upstream ${i} is unavailable`))
      classify(new GatewayError(`upstream ${i} is unavailable`))
    }
    const decision = kept(new GatewayError("upstream 19 is unavailable"))!
    expect(decision.tag).toBe("Retryable")
    const shape = readShape(new GatewayError("x"))!
    expect(shape.protos[0].decisions.length).toBe(8)
    release(shape)
    // the tape holds strings, numbers and null: no object, not even a class's description, whose own decisions would
    // keep more (review of session 31: classes made per call, wrapped in one another, kept 112 MB alive)
    for (const value of [...decision.tape, ...decision.asked]) {
      expect(typeof value === "object" && value !== null).toBe(false)
    }
    expect(kept(new GatewayError("upstream 3 is unavailable"))).toBeUndefined()
  })
})

describe("Classify: a decision kept for one input, and an input that differs in one thing (review of session 46)", () => {
  /** What one input is made of; `build` makes it anew each time (equal inputs, never the same objects). */
  interface Spec {
    readonly kind: "openai" | "anthropic" | "error" | "plain" | "fetch" | "text"
    readonly status: unknown
    readonly message: string
    readonly code: unknown
    readonly headers: Record<string, string> | undefined
    readonly headersAsRecord: boolean
    readonly body: unknown
    readonly extra: string
    readonly cause: "none" | "econnreset" | "timeout" | "plain"
  }

  const extras: Record<string, (u: object) => void> = {
    none: () => {},
    param: (u) => Object.assign(u, { param: "messages" }),
    body: (u) => Object.assign(u, { body: { error: "quota exceeded" } }),
    response: (u) => Object.assign(u, { response: { status: 500 } }),
    errors: (u) => Object.assign(u, { errors: [new Error("connect ECONNREFUSED 10.0.0.7:443")] }),
    details: (u) => Object.assign(u, { details: "quota exceeded for the day" }),
    metadata: (u) => Object.assign(u, { metadata: { raw: "rate limited" } }),
    unknown: (u) => Object.assign(u, { requestID: "req_123" }),
    getter: (u) => Object.defineProperty(u, "retryAfter", { get: () => 5, enumerable: true }),
    statusGetter: (u) => Object.defineProperty(u, "status", { get: () => 503, enumerable: true, configurable: true }),
    symbol: (u) => Object.assign(u, { [Symbol("quota")]: "exceeded" }),
    hint: (u) => Object.assign(u, { hint: null }),
    name: (u) => Object.defineProperty(u, "name", { value: "RateLimitError", enumerable: true, configurable: true })
  }

  const build = (s: Spec) => (): unknown => {
    const headers = s.headers === undefined ? undefined : s.headersAsRecord ? { ...s.headers } : new Headers(s.headers)
    const body = copy(s.body)
    const cause = s.cause === "econnreset"
      ? Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", errno: -104, syscall: "read" })
      : s.cause === "timeout"
      ? new DOMException("The operation timed out.", "TimeoutError")
      : s.cause === "plain"
      ? { message: "upstream said no", code: "E_UPSTREAM" }
      : undefined
    const status = typeof s.status === "number" ? s.status : undefined
    let u: Record<string, unknown>
    switch (s.kind) {
      case "text":
        return s.message
      case "openai":
        u = OpenAI.APIError.generate(status, body as object, s.message, new Headers(s.headers)) as never
        if (s.headersAsRecord || s.headers === undefined) u.headers = headers
        break
      case "anthropic":
        u = Anthropic.APIError.generate(status, body as object, s.message, new Headers(s.headers)) as never
        if (s.headersAsRecord || s.headers === undefined) u.headers = headers
        break
      case "error":
        u = Object.assign(new Error(s.message, cause === undefined ? undefined : { cause }), {
          status: s.status,
          headers
        }) as never
        if (body !== undefined) u.error = body
        if (s.code !== undefined) u.code = s.code
        break
      case "plain":
        u = { status: s.status, message: s.message, headers, error: body, cause }
        if (s.code !== undefined) u.code = s.code
        break
      case "fetch":
        u = new TypeError("fetch failed", { cause: Object.assign(new Error(s.message), { code: s.code }) }) as never
        break
    }
    extras[s.extra](u)
    return u
  }

  const messages = [
    "Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 29760, Requested 1200. Please try again in 1.92s.",
    "You exceeded your current quota, please check your plan and billing details.",
    "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.",
    "Overloaded",
    "Invalid API key provided",
    "503 Service Unavailable",
    "read ECONNRESET",
    "The operation was aborted",
    "",
    `${"x".repeat(4090)} rate limit`,
    `${"x".repeat(4090)} invalid key`
  ]
  const codes = [undefined, "rate_limit_exceeded", "insufficient_quota", "ECONNRESET", "ENOTFOUND", 429, "429", 0, -0]
  const statuses = [undefined, 400, 401, 402, 429, 500, 503, 529, "429", Number.NaN, 0, -0, true]
  const date = "Wed, 21 Oct 2015 07:28:00 GMT"
  const headerSets: Array<Record<string, string> | undefined> = [
    undefined,
    {},
    { "retry-after": "5" },
    { "retry-after": "86400" },
    // an HTTP date, placed by the response's own `date`: 30 s, a day, or no wait at all without one
    { "retry-after": "Wed, 21 Oct 2015 07:28:30 GMT", date },
    { "retry-after": "Thu, 22 Oct 2015 07:28:00 GMT", date },
    { "retry-after": "Wed, 21 Oct 2015 07:28:30 GMT" },
    { "Retry-After": "7" },
    { "retry-after-ms": "1920", "retry-after": "2" },
    { "x-should-retry": "false" },
    { "x-should-retry": "true" },
    { "x-ratelimit-remaining": "0" },
    {
      "anthropic-ratelimit-unified-5h-status": "rejected",
      "anthropic-ratelimit-unified-5h-reset": "1445412480",
      date
    },
    { "x-amzn-errortype": "ThrottlingException:http://internal.amazon.com/" }
  ]
  const bodies = [
    undefined,
    { error: { message: "Rate limit reached", type: "tokens", code: "rate_limit_exceeded", param: null } },
    { error: { message: "You exceeded your current quota", type: "insufficient_quota", code: "insufficient_quota" } },
    { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
    { type: "error", error: { type: "api_error" } },
    {}
  ]
  const causes = ["none", "econnreset", "timeout", "plain"] as const
  const spec: fc.Arbitrary<Spec> = fc.record({
    kind: fc.constantFrom("openai", "anthropic", "error", "plain", "fetch", "text"),
    status: fc.constantFrom(...statuses),
    message: fc.constantFrom(...messages),
    code: fc.constantFrom(...codes),
    headers: fc.constantFrom(...headerSets),
    headersAsRecord: fc.boolean(),
    body: fc.constantFrom(...bodies),
    // most inputs without an extra field: the walk declines several (the generic walk reads them), and a kept decision
    // is found only for the inputs it reads
    extra: fc.oneof({ arbitrary: fc.constant("none"), weight: 6 }, fc.constantFrom(...Object.keys(extras))),
    cause: fc.constantFrom(...causes)
  })
  /** `s` with one thing changed. */
  const oneChange: fc.Arbitrary<(s: Spec) => Spec> = fc.oneof(
    fc.constantFrom(...statuses).map((status) => (s: Spec) => ({ ...s, status })),
    fc.constantFrom(...messages).map((message) => (s: Spec) => ({ ...s, message })),
    fc.constantFrom(...codes).map((code) => (s: Spec) => ({ ...s, code })),
    fc.constantFrom(...headerSets).map((headers) => (s: Spec) => ({ ...s, headers })),
    fc.constant((s: Spec) => ({ ...s, headersAsRecord: !s.headersAsRecord })),
    fc.constantFrom(...bodies).map((body) => (s: Spec) => ({ ...s, body })),
    fc.constantFrom(...Object.keys(extras)).map((extra) => (s: Spec) => ({ ...s, extra })),
    fc.constantFrom(...causes).map((cause) => (s: Spec) => ({ ...s, cause }))
  )

  /** `make()` with a prototype of its own in front of its class's: no decision is kept for it, the rules decide. */
  const decidedAfresh = (make: () => unknown): unknown => {
    const u = make()
    if (typeof u === "object" && u !== null) Object.setPrototypeOf(u, Object.create(Object.getPrototypeOf(u)))
    return u
  }
  const withoutCause = (f: AgentFailure) => ({ ...outcome(f), cause: undefined })

  it("gives the one that differs what the rules give it, whichever was met first", () => {
    fc.assert(
      fc.property(spec, oneChange, fc.boolean(), (a, change, changedFirst) => {
        const [kept, met] = changedFirst ? [build(change(a)), build(a)] : [build(a), build(change(a))]
        for (let i = 0; i < 3; i++) classify(kept())
        const u = met()
        const got = classify(u)
        expect(got.cause).toBe(u)
        expect(withoutCause(got)).toEqual(withoutCause(classify(decidedAfresh(met))))
        expect(withoutCause(got)).toEqual(withoutCause(classifyGeneric(met())))
      }),
      { numRuns: 1500 }
    )
  })

  it("gives an input changed after its decision was kept what the rules give it", () => {
    const inputs: ReadonlyArray<() => Record<string, any>> = [
      () =>
        OpenAI.APIError.generate(
          429,
          { error: { message: "Rate limit reached", type: "tokens", code: "rate_limit_exceeded", param: null } },
          undefined,
          new Headers({ "retry-after-ms": "1920", "retry-after": "2", date: "Wed, 21 Oct 2015 07:28:00 GMT" })
        ) as never,
      () =>
        Anthropic.APIError.generate(
          429,
          { type: "error", error: { type: "rate_limit_error", message: "Number of request tokens has exceeded" } },
          undefined,
          new Headers({ "retry-after": "Wed, 21 Oct 2015 07:28:30 GMT", date: "Wed, 21 Oct 2015 07:28:00 GMT" })
        ) as never,
      () =>
        Object.assign(new Error("Rate limit reached"), {
          status: 429,
          headers: new Headers({ "retry-after": "3" }),
          error: { error: { message: "Rate limit reached", type: "rate_limit_error" } }
        })
    ]
    const changes: ReadonlyArray<(u: Record<string, any>) => void> = [
      (u) => u.headers.set("retry-after", "30"),
      (u) => u.headers.set("retry-after", "86400"),
      (u) => u.headers.set("x-should-retry", "false"),
      (u) => u.headers.delete("retry-after-ms"),
      (u) => u.headers.set("date", "Wed, 21 Oct 2015 07:00:00 GMT"),
      (u) => {
        u.headers = { "retry-after": "1" }
      },
      (u) => {
        u.body = { error: "quota exceeded" }
      },
      (u) => {
        u.message = "You exceeded your current quota, please check your plan and billing details."
      },
      (u) => {
        u.status = "429"
      },
      (u) => {
        u.cause = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })
      },
      (u) => {
        // the parsed body the SDK keeps: OpenAI's holds the error itself, Anthropic's its envelope
        const error = u.error.error ?? u.error
        error.type = "insufficient_quota"
      }
    ]
    for (const make of inputs) {
      for (const change of changes) {
        const u = make()
        classify(u)
        classify(u)
        classify(make())
        change(u)
        const same = Object.create(Object.getPrototypeOf(u))
        for (const key of Reflect.ownKeys(u)) Object.defineProperty(same, key, Object.getOwnPropertyDescriptor(u, key)!)
        expect(withoutCause(classify(u)), `${change}`).toEqual(withoutCause(classify(decidedAfresh(() => same))))
        expect(withoutCause(classify(u)), `${change}`).toEqual(withoutCause(classifyGeneric(u)))
      }
    }
  })
})

/**
 * `u` behind proxies that log each read ("path|key|value", "path|has|key", "path|keys"): the same path in two equal
 * inputs is the same field. Headers are left as they are (a proxy fails their brand check); their reads are compared by
 * the decision's `asked`.
 */
const logged = (u: unknown, path: string, log: Set<string>, seen = new WeakMap<object, object>()): unknown => {
  if (typeof u !== "object" || u === null || u instanceof Headers) return u
  const known = seen.get(u)
  if (known !== undefined) return known
  const proxy = new Proxy(u, {
    get: (target, key, receiver) => {
      const value = Reflect.get(target, key, receiver)
      if (typeof key === "string") log.add(`${path}|${key}|${typeof value === "object" ? "object" : String(value)}`)
      return typeof key === "string" ? logged(value, `${path}.${key}`, log, seen) : value
    },
    has: (target, key) => {
      log.add(`${path}|has ${String(key)}|`)
      return Reflect.has(target, key)
    },
    ownKeys: (target) => {
      log.add(`${path}|keys|`)
      return Reflect.ownKeys(target)
    }
  })
  seen.set(u, proxy)
  return proxy
}

describe("Classify: decisions kept for one relayed failure or close code are not handed to another (review of session 47)", () => {
  it("OpenRouter errors alike but for the upstream's words, and SocketCloseErrors alike but for the code, each met often", () => {
    const relayed = (raw: string, provider: string) =>
      OpenAI.APIError.generate(
        400,
        { error: { message: "Provider returned error", code: 400, metadata: { raw, provider_name: provider } } },
        undefined,
        new Headers()
      )
    const make: ReadonlyArray<() => unknown> = [
      () => relayed("{\"error\":{\"message\":\"prompt is too long: 215815 tokens > 200000 maximum\"}}", "Anthropic"),
      () => relayed("{\"error\":{\"message\":\"invalid x-api-key\"}}", "Anthropic"),
      () => relayed("z-ai/glm-4.5 is temporarily rate-limited upstream", "BaseTen"),
      () => new Socket.SocketCloseError({ reason: "Close", code: 1000 }),
      () => new Socket.SocketCloseError({ reason: "Close", code: 1008 }),
      () => new Socket.SocketCloseError({ reason: "Close", code: 1011 }),
      () => new Socket.SocketCloseError({ reason: "Close", code: 1009, closeReason: "Message too big" })
    ]
    for (let round = 0; round < 4; round++) {
      for (const build of make) {
        const input = build()
        expect(outcome(classify(input))).toEqual(outcome(classifyGeneric(input)))
      }
    }
  })
})
