import { type Evidence, hasMessage } from "./evidence.js"
import * as Phrases from "./phrases.js"
import * as Tables from "./tables.js"

/**
 * Context overflow: codes, phrases, and one request above a per-minute token limit.
 * @internal
 */
export interface Overflow {
  readonly tokens?: number | undefined
  readonly limit?: number | undefined
}

const hasPhrase = Phrases.has

/** @internal */
export const isThrottled = (ev: Evidence): boolean => {
  for (const c of ev.codes) if (Tables.throttleCodes.has(c)) return true
  return hasPhrase(ev, Phrases.Throttle)
}

/** @internal */
export const detect = (ev: Evidence): Overflow | undefined => {
  const text = ev.text
  const perMinute = hasPhrase(ev, Phrases.PerMinute) ? perMinuteRequest(text) : undefined
  if (perMinute !== undefined) return perMinute
  let matched = false
  for (const c of ev.codes) {
    if (Tables.overflowCodes.has(c)) matched = true
  }
  if (!matched) matched = hasPhrase(ev, Phrases.Overflow)
  if (!matched) matched = hasMessage(ev, Tables.overflowMessages)
  if (!matched && hasPhrase(ev, Phrases.WeakOverflow) && !isThrottled(ev) && !isOutputLimit(text)) matched = true
  if (!matched) return undefined
  // Counts the body states (llama.cpp's `n_prompt_tokens` and `n_ctx`) beat numbers read from prose.
  const counts: Counts = ev.reportedTokens ?? numbers(text)
  // The output alone at or above the window ("Given: 17 `inputs` tokens and 10000 `max_new_tokens`"
  // for 2048): a bad `max_tokens`, which compacting the prompt cannot fix.
  return counts.output !== undefined && counts.limit !== undefined && counts.output >= counts.limit
    ? undefined
    : counts
}

/** What the numbers of a message say: the prompt's size and the window, and the output's size when stated. */
interface Counts extends Overflow {
  readonly output?: number | undefined
}

/**
 * OpenAI: "Request too large for gpt-4o … on tokens per min (TPM): Limit 30000, Requested 45000";
 * a rate limit ("Rate limit reached … Limit 30000, Used 25000, Requested 10000") is not overflow
 * unless the one request alone is above the limit.
 */
const perMinuteRequest = (text: string): Overflow | undefined => {
  let from = -1
  for (const p of Tables.perMinuteTokenPhrases) {
    const at = text.indexOf(p)
    if (at >= 0 && (from < 0 || at < from)) from = at
  }
  if (from < 0) return undefined
  const limit = numberAfter(text, "limit ", from)
  const requested = numberAfter(text, "requested ", from)
  if (text.includes("request too large")) return { tokens: requested, limit }
  if (limit !== undefined && requested !== undefined && requested > limit) return { tokens: requested, limit }
  return undefined
}

/**
 * A weak phrase about the output's size, not the prompt's (Cohere: "too many tokens: max tokens must be
 * less than or equal to 4096, the maximum output for this model"): a bad `max_tokens`, which compacting
 * the prompt would not fix.
 */
const isOutputLimit = (text: string): boolean =>
  text.includes("max tokens must be") || text.includes("max_tokens must be") || text.includes("maximum output")

type Order = "tokens-limit" | "limit-tokens" | "sum-limit" | "limit-sum" | "range"

const extractors: ReadonlyArray<readonly [string, Order]> = [
  ["prompt is too long", "tokens-limit"], // "prompt is too long: 208310 tokens > 200000 maximum"
  ["input token count", "tokens-limit"], // "(1196265) exceeds the maximum number of tokens allowed (1048575)"
  ["maximum context length is", "limit-tokens"], // "is 128000 tokens. However, your messages resulted in 130000 tokens"
  ["maximum prompt length is", "limit-tokens"], // "is 131072 but the request contains 537812 tokens"
  ["prompt token count of", "tokens-limit"], // "of 130000 exceeds the limit of 128000"
  ["exceed context limit", "sum-limit"], // "exceed context limit: 195000 + 8192 > 200000"
  ["cannot exceed", "limit-tokens"], // "cannot exceed 4081 - received 4928"
  // Hugging Face TGI, Together: "must be <= 4096. Given: 8740 `inputs` tokens and 500 `max_new_tokens`"
  ["`inputs` tokens + `max_new_tokens` must be", "limit-sum"],
  ["`inputs` must have less than", "limit-tokens"], // TGI: "less than 4096 tokens. Given: 5000"
  ["current length is", "tokens-limit"], // Cerebras: "Current length is 42328 while limit is 40000"
  ["exceed the configured limit of", "limit-tokens"], // Azure: "of 272000 tokens. Your messages resulted in 509178"
  ["n_keep:", "tokens-limit"], // LM Studio: "(n_keep: 13055>= n_ctx: 4096)"
  ["length of prompt_tokens", "tokens-limit"], // SiliconFlow: "(68957) must be less than max_seq_len (65536)"
  ["exceeded model token limit", "limit-tokens"], // Kimi: "exceeded model token limit: 262144"
  ["range of input length should be", "range"], // DashScope: "[1, 30720]": the window is the upper bound
  ["token sequence length is longer than the specified maximum sequence length", "tokens-limit"] // watsonx: "(1336 > 512)"
]

const WILL_TAKE = "answering your request will take"

const numbers = (text: string): Counts => {
  const mistral = text.indexOf("too large for model with")
  if (mistral >= 0) {
    // Mistral: "Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum context length"
    const limit = scanNumbers(text, mistral, 1)[0]
    const at = text.indexOf("prompt contains")
    const tokens = at >= 0 && at < mistral ? scanNumbers(text, at, 1)[0] : undefined
    return { tokens, limit }
  }
  const take = text.indexOf(WILL_TAKE)
  if (take >= 0) {
    // SambaNova: "The maximum context length of DeepSeek-V3-0324 is 32768. However, answering your request will
    // take 39732 tokens": the window follows the last " is " before it (the model's name may hold digits)
    const is = text.lastIndexOf(" is ", take)
    const limit = is >= 0 ? scanNumbers(text, is + 4, 1)[0] : undefined
    return { tokens: scanNumbers(text, take + WILL_TAKE.length, 1)[0], limit }
  }
  for (const [phrase, order] of extractors) {
    const at = text.indexOf(phrase)
    if (at < 0) continue
    const found = scanNumbers(text, at + phrase.length, 4)
    if (order === "sum-limit" && found.length >= 3) {
      return { tokens: found[0] + found[1], limit: found[2], output: found[1] }
    }
    if (order === "range") {
      if (found.length >= 2) return { limit: found[1] }
      continue
    }
    if (order === "limit-sum" && found.length >= 3) {
      return { tokens: found[1] + found[2], limit: found[0], output: found[2] }
    }
    if (found.length >= 2) {
      return order === "tokens-limit" ? { tokens: found[0], limit: found[1] } : { tokens: found[1], limit: found[0] }
    }
    if (found.length === 1 && order === "limit-tokens") return { limit: found[0] }
  }
  return {}
}

/** Whether the character at `i` is a digit (past the end: no). */
const isDigitAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i)
  return c >= 48 && c <= 57
}

const COMMA = 44
const DOT = 46

/** Integers (thousands separators allowed) after `from`, within a bounded window. */
const scanNumbers = (text: string, from: number, max: number): Array<number> => {
  const out: Array<number> = []
  const end = Math.min(text.length, from + 240)
  let i = from
  while (i < end && out.length < max) {
    if (!isDigitAt(text, i)) {
      i++
      continue
    }
    // Accumulated as a number, not a string of digits: exact up to 12 digits, the most that count.
    let value = 0
    let digits = 0
    for (; i < end; i++) {
      const c = text.charCodeAt(i)
      if (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48)
        digits++
      } else if (c !== COMMA || !isDigitAt(text, i + 1)) {
        break
      }
    }
    if (text.charCodeAt(i) === DOT && isDigitAt(text, i + 1)) {
      i++
      while (i < end && isDigitAt(text, i)) i++
      continue // a decimal (a version, a price) is not a token count
    }
    if (digits > 0 && digits <= 12) out.push(value)
  }
  return out
}

const numberAfter = (text: string, word: string, from: number): number | undefined => {
  const at = text.indexOf(word, from)
  if (at < 0) return undefined
  const found = scanNumbers(text, at + word.length, 1)
  return found.length > 0 && found[0] !== undefined ? found[0] : undefined
}
