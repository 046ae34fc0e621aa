/**
 * Classifier throughput on errors built with the real SDK classes (`bench/sdkErrors.ts`): each kind
 * alone, the whole mix in turn, and a failure whose message is new each time.
 */
import { Classify, Failure } from "../src/index.js"
import * as Phrases from "../src/internal/classify/phrases.js"
import { makeRetryable } from "../src/internal/failureMakers.js"
import { type Case, measure, printTable, type Row, syncCase } from "./harness.js"
import { rateLimit, sdkErrors } from "./sdkErrors.js"

export const run = async (): Promise<ReadonlyArray<Row>> => {
  for (const { error, expected, name } of sdkErrors) {
    const got = Classify.classify(error)._tag
    // A benchmark of a classifier that answers wrongly would measure the wrong work.
    if (got !== expected) throw new Error(`${name}: classified as ${got}, expected ${expected}`)
  }
  const errors = sdkErrors.map((e) => e.error)
  // A failure not met before: each message differs (the tokens used), so no decision kept for an earlier one applies
  // and the rules decide each time (the classifier keeps a few decisions per error class, `memo.ts`).
  const fresh = Array.from({ length: 1024 }, (_, i) => rateLimit(20_000 + i))
  let next = 0
  const cases: Array<Case> = [
    syncCase(`mix of the ${errors.length} below, in turn`, () => {
      for (let i = 0; i < errors.length; i++) Classify.classify(errors[i])
    }, errors.length),
    ...sdkErrors.map(({ error, name }) => syncCase(name, () => Classify.classify(error))),
    syncCase("openai 429 rate limit, a new message each time", () => {
      Classify.classify(fresh[next])
      next = (next + 1) % fresh.length
    })
  ]
  const rows = await measure(cases, { roundMillis: 30, rounds: 7 })
  printTable("Classify.classify throughput (one error classified per op)", rows, rows[0].name)
  await floor(sdkErrors[0].error as { readonly message: string; readonly headers: Headers })
  await localeTexts()
  return rows
}

/**
 * Texts beyond ASCII, as agents keep them (a relay's Chinese, an app's Russian, an English text with one "—"): the
 * non-ASCII phrases are looked up only at the text's non-ASCII characters (`widePhrases.ts`).
 */
const localeTexts = async () => {
  const texts = [
    ["English, ASCII only", "Rate limit reached for requests. Please try again in 20s."],
    ["English with one '—'", "Rate limit reached — please try again in 20s."],
    ["Chinese (a relay's)", "当前分组上游负载已饱和，请稍后再试"],
    [
      "Russian (an app's, 84 chars)",
      "Ошибка сервера, повторите позже. Пожалуйста, попробуйте снова через несколько минут."
    ]
  ] as const
  // the same texts met again are decided once (`memo.ts`): the last row's text is new each time, as a first meeting is
  const fresh = Array.from({ length: 1024 }, (_, i) => `Rate limit reached for requests. Please try again in ${i}s.`)
  let next = 0
  const rows = await measure(
    [
      ...texts.map(([name, text]) => syncCase(name, () => Classify.classify(text))),
      syncCase("English, ASCII only, a new text each time", () => {
        Classify.classify(fresh[next])
        next = (next + 1) % fresh.length
      })
    ],
    { roundMillis: 20, rounds: 5 }
  )
  printTable("Classify.classify of a text kept by an agent, by script", rows, rows[0].name)
}

/**
 * What any classification of an SDK API error pays whatever its rules, measured alone: the native
 * `Error` the failure is, one `Headers.get` (an API error needs two to four), lower-casing the message
 * and one pass over it for the phrase tables.
 */
const floor = async (error: { readonly message: string; readonly headers: Headers }) => {
  const cause = new Error("cause")
  const lower = error.message.toLowerCase()
  let sink: unknown
  const rows = await measure([
    syncCase("a Retryable, as the classifier builds it", () => {
      sink = makeRetryable({ reason: "r", status: 429, cause, retryAfter: undefined })
    }),
    syncCase("the same with its constructor (validated, traced)", () => {
      sink = new Failure.Retryable({ reason: "r", status: 429, cause })
    }),
    syncCase("Headers.get (undici)", () => {
      sink = error.headers.get("retry-after-ms")
    }),
    syncCase(`toLowerCase of the message (${error.message.length} chars)`, () => {
      sink = error.message.toLowerCase()
    }),
    syncCase("the phrase scan of it, lower-cased, every table", () => {
      sink = Phrases.scan(lower)
    })
  ], { roundMillis: 20, rounds: 5 })
  printTable("Costs outside the classifier's rules (one op each)", rows, rows[0].name)
  return sink
}
