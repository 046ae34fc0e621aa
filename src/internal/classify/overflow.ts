import { type Counts, extractorGroupOf, Extractors, numberAfter, numbers, OutputForms, Readers } from "./counts.js"
import { type Evidence, hasCode, hasMessage } from "./evidence.js"
import { digitsEnd } from "./inspect.js"
import * as Membership from "./membership.js"
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

/**
 * A throttle or a spent quota is named: a weak overflow phrase beside it is about tokens counted over time
 * (Bedrock: "Too many tokens, please wait before trying again."; Cerebras: "Tokens per day limit exceeded - too many
 * tokens processed."), not about this request's size.
 * @internal
 */
export const isThrottled = (ev: Evidence): boolean => {
  return hasCode(ev, Membership.ThrottleCodes) || hasPhrase(ev, Phrases.Throttle | Phrases.WeakPermanent)
}

/** @internal */
export const detect = (ev: Evidence): Overflow | undefined => {
  const text = ev.text
  const perMinute = hasPhrase(ev, Phrases.PerMinute) ? perMinuteRequest(text) : undefined
  if (perMinute !== undefined) return perMinute
  const aboveMinute = aboveWholeMinute(ev)
  if (aboveMinute !== undefined) return aboveMinute
  let matched = hasCode(ev, Membership.OverflowCodes)
  if (!matched) matched = hasPhrase(ev, Phrases.Overflow)
  if (!matched) matched = hasMessage(ev, Membership.OverflowMessages)
  if (!matched && hasPhrase(ev, Phrases.PairedOverflow)) matched = isPairedOverflow(text)
  if (!matched && (Phrases.extractorGroups(ev) & MAX_TOKENS_OF_GROUP) !== 0) matched = isMaxTokensOfExceeded(text)
  if (!matched && (Phrases.extractorGroups(ev) & INPUT_LENGTH_GROUP) !== 0) matched = isInputLengthOverflow(text)
  if (!matched && (Phrases.extractorGroups(ev) & TRUNCATE_TO_GROUP) !== 0) matched = isTruncateOverflow(text)
  // Chrome's built-in AI: a QuotaExceededError "The input is too large." is the prompt over the session's window (a
  // tool's own input cap says the same words: only with that name)
  if (!matched && ev.names.includes("quotaexceedederror")) matched = ev.messages.includes("the input is too large.")
  // A weak phrase beside a permanent one ("a context window of 32,768 tokens, which is below the minimum 64,000 required")
  // names a setup no compaction fixes.
  if (
    !matched && hasPhrase(ev, Phrases.WeakOverflow) && !hasPhrase(ev, Phrases.Permanent) && !isThrottled(ev) &&
    !isSettingBound(text)
  ) matched = true
  if (
    !matched || isFieldLengthCheck(text) || isCharacterCap(text) || notOverflowMarkers.some((m) => text.includes(m))
  ) {
    return undefined
  }
  // Counts the body states (llama.cpp's `n_prompt_tokens` and `n_ctx`) beat numbers read from prose.
  const counts: Counts = ev.reportedTokens ?? numbers(text, countGroups(ev), Phrases.extractorGroups(ev))
  // The output alone at or above the window ("Given: 17 `inputs` tokens and 10000 `max_new_tokens`" for 2048), or so
  // near it that no prompt fits beside it (128000 output tokens asked of a 131072 window leave 3072 for a system prompt,
  // its tools and the conversation): a bad `max_tokens`, which compacting the prompt cannot fix.
  return isOutputBudgetFault(counts) ? undefined : counts
}

/**
 * Anthropic's 429 for input tokens per minute ("This request would exceed your organization's rate limit of 30,000 input
 * tokens per minute") sent while the minute's whole allowance is left: `anthropic-ratelimit-input-tokens-remaining`
 * (rounded to the nearest thousand) equal to its `-limit`. Nothing else was drawing on it, so the request alone is above
 * the limit and no wait makes it fit (review of session 38; the same words with less left are an ordinary throttle).
 */
const aboveWholeMinute = (ev: Evidence): Overflow | undefined => {
  const read = ev.headers
  if (ev.status !== 429 || read === undefined || !ev.text.includes(INPUT_TOKENS_PER_MINUTE)) return undefined
  const limit = wholeNumber(read("anthropic-ratelimit-input-tokens-limit"))
  const remaining = wholeNumber(read("anthropic-ratelimit-input-tokens-remaining"))
  return limit !== undefined && limit > 0 && remaining !== undefined && remaining >= limit ? { limit } : undefined
}

const INPUT_TOKENS_PER_MINUTE = "input tokens per minute"

const wholeNumber = (s: string | undefined): number | undefined => {
  if (s === undefined || s.length === 0 || s.length > 12) return undefined
  const n = Number(s)
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined
}

/** Words beside an overflow phrase that say the text is about something else, which compacting the prompt cannot fix. */
const notOverflowMarkers: ReadonlyArray<string> = [
  // Claude Code's refusal of a request over the API's 32 MB byte limit, which it says compaction cannot fix; kept after
  // its "Prompt is too long · automatic compaction failed: " (round 116): the bytes decide, as without that prefix
  "compacting cannot make it fit",
  // the Llama API's throttle (its 429, round 118): "You have exceeded the maximum number of tokens allowed within a given
  // time frame." — tokens counted over a window, which Gemini's overflow words ("maximum number of tokens allowed") begin
  "allowed within a given time frame",
  // vLLM's "got -1." is the client's own sentinel (-1 = "no limit"), not a budget the prompt pushed below zero
  "max_tokens must be at least 1, got -1."
]

/** Both phrases of one of `Tables.pairedOverflowPhrases`. */
const isPairedOverflow = (text: string): boolean =>
  Tables.pairedOverflowPhrases.some(([first, second]) => text.includes(first) && text.includes(second))

const MAX_TOKENS_OF = "max tokens of "

/** The extractors' group that has `MAX_TOKENS_OF` (one of their phrases): the scan says whether the text has it. */
const MAX_TOKENS_OF_GROUP = extractorGroupOf(MAX_TOKENS_OF)

const INPUT_LENGTH = "input length "
const EXCEEDS_MAXIMUM_LENGTH = " exceeds the maximum length "

/** The extractors' group that has "input length" (the phrase `INPUT_LENGTH` starts with). */
const INPUT_LENGTH_GROUP = extractorGroupOf("input length")

/**
 * Volcano Engine Ark's window, for the models it serves (round 129: DeepSeek's "Input length 1048826 exceeds the maximum
 * length 1048566."; GLM-4.7's "Input length 203743 exceeds the maximum length 202752"): only with a number after each
 * half. A tool's own cap on one argument says the words without them (review 105: a translation wrapper's "Input Length
 * exceeds the maximum length of 5000", a UI field's "the input length exceeds the maximum length limit").
 */
const isInputLengthOverflow = (text: string): boolean => numbersAfter(text, INPUT_LENGTH, EXCEEDS_MAXIMUM_LENGTH)

/** Whether `text` has `first`, a number, `second` and a number, in a row (the first such run decides). */
const numbersAfter = (text: string, first: string, second: string): boolean => {
  for (let at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + 1)) {
    const end = digitsEnd(text, at + first.length)
    if (end > at + first.length && text.startsWith(second, end)) {
      return digitsEnd(text, end + second.length) > end + second.length
    }
  }
  return false
}

const CANNOT_TRUNCATE_TO = "cannot truncate to "
const REQUIRED = ", required "

/** The extractors' group that has `CANNOT_TRUNCATE_TO`. */
const TRUNCATE_TO_GROUP = extractorGroupOf(CANNOT_TRUNCATE_TO)

/**
 * Google AI Studio's backend, relayed as a 400 INVALID_ARGUMENT (iBUHub/AIStudioToAPI#268): "Cannot truncate to 89998,
 * required 355220: text:355351, …", the window and then the prompt: only that shape, a number right after each half.
 * The words apart are a file's or a buffer's ("ftruncate: cannot truncate to 4096 bytes …, required permission: write").
 */
const isTruncateOverflow = (text: string): boolean => numbersAfter(text, CANNOT_TRUNCATE_TO, REQUIRED)

/**
 * Snowflake Cortex relays Anthropic's older wording, "max tokens of 128000 exceeded" (the input and `max_tokens` above
 * the window): only that shape. An agent harness's own budget ("Exceeded max tokens of 100,000", "Task exceeded max
 * tokens of 50000") is tokens already spent, which no compaction gives back.
 */
const isMaxTokensOfExceeded = (text: string): boolean => {
  const at = text.indexOf(MAX_TOKENS_OF)
  if (at < 0) return false
  const start = at + MAX_TOKENS_OF.length
  const end = digitsEnd(text, start)
  return end > start && text.startsWith(" exceeded", end)
}

/** Which groups of `counts.ts`'s phrases the text has, from the phrase scan. */
const countGroups = (ev: Evidence): number =>
  (hasPhrase(ev, Phrases.CountReaders) ? Readers : 0) | Extractors |
  (hasPhrase(ev, Phrases.CountOutput) ? OutputForms : 0)

/** The room an output budget leaves for the prompt, below which no compaction fits one: 1/32 of the window. */
const isOutputBudgetFault = ({ limit, output }: Counts): boolean =>
  output !== undefined && limit !== undefined && (limit - output) * 32 < limit

const OUTPUT_PER_MINUTE = "output tokens per min"

/**
 * OpenAI: "Request too large for gpt-4o … on tokens per min (TPM): Limit 30000, Requested 45000";
 * a rate limit ("Rate limit reached … Limit 30000, Used 25000, Requested 10000") is not overflow
 * unless the one request alone is above the limit.
 */
const perMinuteRequest = (text: string): Overflow | undefined => {
  // Groq's output allowance (OTPM, round 112): the request's `max_tokens` alone is above it, which a smaller `max_tokens`
  // fixes and no compaction does
  if (text.includes(OUTPUT_PER_MINUTE)) return undefined
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
 * A weak phrase about a setting's bounds, not the prompt's size: the output's (Cohere: "too many tokens: max tokens must
 * be less than or equal to 4096, the maximum output for this model"), a bad `max_tokens`, or the Gemini Live API's
 * compression trigger ("Context window trigger tokens must be within [5000, 128000]"). Compacting the prompt fixes
 * neither.
 */
const isSettingBound = (text: string): boolean =>
  text.includes("max tokens must be") || text.includes("max_tokens must be") || text.includes("maximum output") ||
  text.includes("trigger tokens must be within")

/**
 * Fields whose length no compaction changes: ids, names, a tool's description, the request's own labels. A length check on
 * any other field (a message's content, a tool call's arguments, an image's data URL) stays an overflow.
 */
const labelFields = new Set([
  "id",
  "call_id",
  "tool_call_id",
  "previous_response_id",
  "name",
  "description",
  "user",
  "safety_identifier",
  "prompt_cache_key",
  "model",
  "stop"
])

/**
 * OpenAI's `string_above_max_length` on a field that is no part of the prompt's size: a tool-call id ("Invalid
 * 'messages[10].tool_calls[0].id': string too long. Expected … maximum length 40"), a tool's description (1024), a
 * name, any field of a Realtime session's configuration ("Invalid 'session.audio.input.transcription.prompt'": a
 * transcription hint capped at 1024 characters), a metadata value (512), the Images API's `prompt` (round 116). No
 * compaction shortens those: the request is wrong. On a message's content it is overflow.
 */
const isFieldLengthCheck = (text: string): boolean => {
  const at = text.indexOf("': string too long")
  if (at < 0) return false
  const start = text.lastIndexOf("invalid '", at)
  if (start < 0 || at - start > 160) return false
  const field = text.slice(start + 9, at)
  // the Images API's prompt (1000 to 32000 characters by model), a request's or a response's `metadata` values (512)
  if (field.startsWith("session.") || field === "prompt" || isMetadataField(field)) return true
  const last = field.slice(field.lastIndexOf(".") + 1)
  const bracket = last.indexOf("[")
  return labelFields.has(bracket < 0 ? last : last.slice(0, bracket))
}

const isMetadataField = (field: string): boolean => field.startsWith("metadata.") || field.includes(".metadata.")

const LESS_THAN = "must have less than "

/**
 * text-embeddings-inference's cap on an input's characters, worded as TGI's token window ("`inputs` must have less
 * than 32000 characters. Given: 67337"): a size the server checks before tokenizing, even with `truncate`, which no
 * compaction of a conversation fixes (round 100). TGI's own "… less than 4096 tokens. Given: 5000" is the window.
 */
const isCharacterCap = (text: string): boolean => {
  const at = text.indexOf(LESS_THAN)
  if (at < 0) return false
  let end = at + LESS_THAN.length
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
  return end > at + LESS_THAN.length && text.startsWith(" characters", end)
}
