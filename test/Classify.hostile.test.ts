import { afterEach, describe, expect, it, vi } from "@effect/vitest"
import { Duration } from "effect"
import { Classify } from "effect-resilience"

/**
 * Inputs the property tests of `Classify.test.ts` do not generate (they make throwing and revoked proxies, cycles,
 * getters that throw and chains built ahead): proxies whose prototype chain has no end, and texts whose cost lies in
 * how deeply they nest rather than in how long they are. Costs are asserted as counts of operations, never as times.
 */

const isTag = (t: string) => ["Retryable", "Fatal", "Permanent", "ContextOverflow"].includes(t)

/** Throws once it has been asked this often: a classifier without a bound stops there instead of never. */
const ENOUGH = 1_000_000

describe("Classify: a prototype chain without end", () => {
  it("reads a Proxy whose getPrototypeOf answers itself, or a new Proxy each time, in a bounded number of steps", () => {
    // Object.getPrototypeOf on a proxy runs its trap: an ordinary object's chain ends at null, a proxy's need not. The
    // description of a root's prototype walked the chain to its end, and classify never returned.
    let asked = 0
    const ask = () => {
      if (++asked > ENOUGH) throw new Error("asked without end")
    }
    const cyclic: object = new Proxy({}, {
      getPrototypeOf: () => {
        ask()
        return cyclic
      }
    })
    const fresh = (): object =>
      new Proxy({}, {
        getPrototypeOf: () => {
          ask()
          return fresh()
        }
      })
    for (const make of [() => cyclic, fresh]) {
      for (
        const run of [
          (u: unknown) => Classify.classify(u)._tag,
          (u: unknown) => Classify.statusOf(u),
          (u: unknown) => Classify.retryAfterOf(u),
          (u: unknown) => Classify.fromResponse({ status: 503, body: u })._tag
        ]
      ) {
        asked = 0
        run(make())
        // V8 itself stops `instanceof` after 100 × 1024 steps up a proxy's chain (a RangeError, caught): beyond that,
        // only the classifier's own walks count
        expect(asked).toBeLessThan(110_000)
      }
      asked = 0
      expect(isTag(Classify.classify(make())._tag)).toBe(true)
    }
  })

  it("still reads what such a proxy says when it is a field of an ordinary error", () => {
    const endless: object = new Proxy({}, { getPrototypeOf: () => endless })
    const error = Object.assign(new Error("rate limited"), { status: 429, cause: endless, error: endless })
    expect(Classify.classify(error)).toMatchObject({ _tag: "Retryable", status: 429 })
  })
})

/** The characters `JSON.parse` is handed while `run` runs, counting only texts longer than 1 000 (the long input's). */
const parsedChars = (run: () => unknown): number => {
  const parse = vi.spyOn(JSON, "parse")
  try {
    run()
    return parse.mock.calls.reduce((sum, [text]) => sum + (text.length > 1000 ? text.length : 0), 0)
  } finally {
    parse.mockRestore()
  }
}

describe("Classify: JSON that nests deeply", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const MB = 1024 * 1024
  const entries: ReadonlyArray<readonly [string, (s: string) => unknown]> = [
    ["classify an Error", (s) => Classify.classify(new Error(s))],
    ["classify a text", (s) => Classify.classify(s)],
    ["a response body", (s) => Classify.fromResponse({ status: 400, body: s })],
    ["an error message", (s) => Classify.fromMessage({ stopReason: "error", errorMessage: s })],
    ["statusOf", (s) => Classify.statusOf(new Error(s))],
    ["retryAfterOf", (s) => Classify.retryAfterOf(new Error(s))]
  ]

  it("does not parse a megabyte of '[' (V8 parses nested lists ~100 times slower than a flat body), nor parse it five times", () => {
    // before: the whole text once, the same text again as the first "[" of the message, then from the next three "["
    // (each as deep): five megabytes of nested lists, ~0.5 s each
    for (const text of ["[".repeat(MB - 1), "[".repeat(MB / 2) + "]".repeat(MB / 2), "[{\"a\":".repeat(MB / 6)]) {
      for (const [label, run] of entries) {
        expect({ label, parsed: parsedChars(() => run(text)) }).toEqual({ label, parsed: 0 })
      }
    }
  })

  it("reads a deeply nested body as text, and a body nested as a failure's is still parsed", () => {
    const deep = `{"error":{"type":"rate_limit_error","message":"Rate limited","x":${"[".repeat(300)}${
      "]".repeat(300)
    }}}`
    expect(Classify.fromResponse({ status: 429, body: deep.padEnd(8192) })).toMatchObject({
      _tag: "Retryable",
      status: 429
    })
    // 256 levels and a long text: parsed, its message is the reason
    const body = JSON.stringify({
      error: { type: "invalid_request_error", message: "prompt is too long: 210000 tokens > 200000 maximum" },
      padding: "x".repeat(10_000),
      nested: JSON.parse("[".repeat(250) + "]".repeat(250))
    })
    expect(Classify.fromResponse({ status: 400, body })).toMatchObject({
      _tag: "ContextOverflow",
      tokens: 210000,
      limit: 200000
    })
  })

  it("parses a message that opens with '[' or '{' and is no JSON once from its start, not twice", () => {
    // a long message whose JSON is broken at its end: the direct parse reads it to there, and so did the first try
    const list = `[{"error":{"message":"${"x".repeat(50_000)}"}}] and then some`
    const object = `{"error":{"message":"${"x".repeat(50_000)}"}} and then some`
    for (const text of [list, object, `  ${list}`]) {
      const parse = vi.spyOn(JSON, "parse")
      Classify.classify(new Error(text))
      const fromStart = parse.mock.calls.filter(([parsed]) => parsed.trimStart() === text.trimStart()).length
      parse.mockRestore()
      expect({ text: text.slice(0, 12), fromStart }).toEqual({ text: text.slice(0, 12), fromStart: 1 })
    }
    // what such a message says is read as before
    expect(Classify.classify(new Error(`[{"error":{"code":429,"status":"RESOURCE_EXHAUSTED"}}]`))).toMatchObject({
      _tag: "Retryable",
      status: 429
    })
  })
})

describe("Classify: a retry-after that is neither seconds nor a date", () => {
  const date = "Wed, 21 Oct 2015 07:28:00 GMT"
  const hintMs = (retryAfter: string, now?: number) => {
    const hint = Classify.retryAfterOf({ status: 429, headers: { "retry-after": retryAfter } }, now)
    const fromResponse = Classify.fromResponse({ status: 429, headers: { "retry-after": retryAfter, date } })
    return {
      now: hint === undefined ? undefined : Duration.toMillis(hint),
      date: fromResponse._tag === "Retryable" && fromResponse.retryAfter !== undefined ?
        Duration.toMillis(fromResponse.retryAfter) :
        undefined
    }
  }
  const now = Date.parse(date)

  it("names no wait for text with a number in it, which Date.parse reads as a day of 2001 (a wait of 0)", () => {
    // V8's Date.parse: "10 (seconds)" is 1 October 2001, "retry in 5" 1 May 2001; placed against the response's date
    // they were a wait of 0, a retry at once under a preset that waits the hint exactly
    for (const value of ["10 (seconds)", "wait 10", "retry in 5", "after 5", "10;", "3\0", "in 3", "later 2030"]) {
      expect({ value, ...hintMs(value, now) }).toEqual({ value, now: undefined, date: undefined })
    }
  })

  it("still reads each form a date is sent in, and seconds however they are spaced", () => {
    for (
      const value of [
        "Wed, 21 Oct 2015 07:28:30 GMT",
        "Wednesday, 21-Oct-15 07:28:30 GMT",
        "21 Oct 2015 07:28:30 GMT",
        "2015-10-21T07:28:30Z",
        " Wed, 21 Oct 2015 07:28:30 GMT ",
        "30",
        " 30 ",
        "30, 30"
      ]
    ) {
      expect({ value, ...hintMs(value, now) }).toEqual({ value, now: 30_000, date: 30_000 })
    }
    // digits of other scripts, an exponent past a double, and a year past what a Date holds: no wait
    for (const value of ["٣", "３", "1e309", "Sat, 13 Sep 275760 00:00:01 GMT", "9".repeat(10_000)]) {
      expect({ value: value.slice(0, 40), ...hintMs(value, now) }).toEqual({
        value: value.slice(0, 40),
        now: undefined,
        date: undefined
      })
    }
  })
})

describe("Classify: a retry-after in asctime's form, on a host outside UTC", () => {
  // asctime's form, one of the three an HTTP date is sent in, names no zone ("Wed Oct 21 07:28:30 2015"): every HTTP date
  // is in GMT, but Date.parse reads a date without a zone in the host's own zone, hours off anywhere but UTC
  const original = process.env.TZ
  afterEach(() => {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  })
  const wait = (headers: Record<string, string>, now?: number) => {
    const hint = Classify.retryAfterOf({ status: 429, headers }, now)
    return hint === undefined ? undefined : Duration.toMillis(hint)
  }

  it("reads it in GMT, as the retry-after and as the response's date, east and west of Greenwich", () => {
    const now = Date.parse("Wed, 21 Oct 2015 07:28:00 GMT")
    for (const zone of ["Asia/Tokyo", "America/New_York", "UTC"]) {
      process.env.TZ = zone
      expect({ zone, ms: wait({ "retry-after": "Wed Oct 21 07:28:30 2015" }, now) }).toEqual({ zone, ms: 30_000 })
      expect({
        zone,
        ms: wait({ "retry-after": "Thu Oct  1 07:28:30 2015" }, Date.parse("Thu, 01 Oct 2015 07:28:00 GMT"))
      })
        .toEqual({ zone, ms: 30_000 })
      expect({
        zone,
        ms: wait({ "retry-after": "Wed, 21 Oct 2015 07:28:30 GMT", date: "Wed Oct 21 07:28:00 2015" })
      }).toEqual({ zone, ms: 30_000 })
    }
  })
})
