import * as Groups from "./groups.js"

/**
 * The token counts an overflow message states: the prompt's size, the window, and the output's size when
 * stated. Read only once a rule has called the message an overflow; bounded windows, no regular
 * expressions.
 * @internal
 */

/** What the numbers of a message say. @internal */
export interface Counts {
  readonly tokens?: number | undefined
  readonly limit?: number | undefined
  readonly output?: number | undefined
}

/** How the numbers around a phrase are placed; "around": the count in parentheses just before it, the window after. */
type Order =
  | "tokens-limit"
  | "limit-tokens"
  | "sum-limit"
  | "limit-sum"
  | "output-limit-input"
  | "range"
  | "before-tokens-limit"
  | "limit"
  | "limit-in-tokens"
  | "limit-parts"
  | "around"

/** A phrase, and the order of the numbers after it. The first phrase found that yields counts wins. */
const extractors: ReadonlyArray<readonly [string, Order]> = [
  // vLLM: "'max_tokens' or 'max_completion_tokens' is too large: 8000. This model's maximum context length is 4096 tokens
  // and your request has 2778 input tokens (8000 > 4096 - 2778)": the output asked for, the window, the input
  ["' is too large: ", "output-limit-input"],
  // SGLang: "Multimodal prompt is too long after expanding multimodal tokens. After expanding
  // len(req.origin_input_ids_unpadded)=5192 => 6153 >= 5489.": the prompt before the image tokens, after them, the window
  ["after expanding len(", "before-tokens-limit"],
  ["prompt is too long", "tokens-limit"], // "prompt is too long: 208310 tokens > 200000 maximum"
  ["prompt too long: ", "tokens-limit"], // oMLX: "Prompt too long: 120451 tokens exceeds max context window of 120000 tokens"
  ["input token count", "tokens-limit"], // "(1196265) exceeds the maximum number of tokens allowed (1048575)"
  // LiteRT-LM (round 103): "Input token ids are too long. Exceeding the maximum number of tokens allowed: 2055 >= 2048"
  ["input token ids are too long", "tokens-limit"],
  // Yandex AI Studio's assistant run (round 104): "failed to fit messages within the maximum prompt tokens limit of 1 tokens"
  ["maximum prompt tokens limit of", "limit"],
  // DashScope (Qwen-Long, round 118): "Total message token length exceed model limit (10000000 tokens)."
  ["token length exceed model limit (", "limit"],
  // Huawei ModelArts MaaS (round 119): "Tokenizer encode failed. the prompt length 151499 must less than the maximum input
  // length 129024.", and its other wordings before the same sentence (review 95)
  ["tokenizer encode failed. the prompt length ", "tokens-limit"],
  ["prompt length exceeds: the prompt length ", "tokens-limit"],
  ["inference failed: the prompt length ", "tokens-limit"],
  ["maximum number of tokens allowed", "limit"], // Gemini, no count: "… exceeds the maximum number of tokens allowed 1048576."
  ["maximum context length is", "limit-tokens"], // "is 128000 tokens. However, your messages resulted in 130000 tokens"
  // SGLang: "of 4096 tokens. You requested a total of 4320 tokens: 1320 tokens from the input messages and …"
  ["maximum context length of", "limit-tokens"],
  ["maximum prompt length is", "limit-tokens"], // "is 131072 but the request contains 537812 tokens"
  ["prompt token count of", "tokens-limit"], // "of 130000 exceeds the limit of 128000"
  ["exceed context limit", "sum-limit"], // "exceed context limit: 195000 + 8192 > 200000"
  ["request too many tokens: ", "sum-limit"], // AI21 (round 128): "Request too many tokens: 1999 + 50 > 2048"
  ["cannot exceed", "limit-tokens"], // "cannot exceed 4081 - received 4928"
  // Hugging Face TGI, Together: "must be <= 4096. Given: 8740 `inputs` tokens and 500 `max_new_tokens`"
  ["`inputs` tokens + `max_new_tokens` must be", "limit-sum"],
  ["`inputs` must have less than", "limit-tokens"], // TGI: "less than 4096 tokens. Given: 5000"
  ["inputs must have less than", "limit-tokens"], // older TGI: "less than 1024 tokens. Given: 1416"
  ["current length is", "tokens-limit"], // Cerebras: "Current length is 42328 while limit is 40000"
  ["exceed the configured limit of", "limit-tokens"], // Azure: "of 272000 tokens. Your messages resulted in 509178"
  ["n_keep:", "tokens-limit"], // LM Studio: "(n_keep: 13055>= n_ctx: 4096)"
  ["with n_keep (", "tokens-limit"], // llama.cpp: "Cannot truncate prompt with n_keep (15028) >= n_ctx (7424)"
  ["length of prompt_tokens", "tokens-limit"], // SiliconFlow: "(68957) must be less than max_seq_len (65536)"
  ["exceeded model token limit", "limit-tokens"], // Kimi: "exceeded model token limit: 262144"
  ["number of input tokens must be no more than", "limit-tokens"], // YandexGPT: "… no more than 8192, got 9136"
  ["range of input length should be", "range"], // DashScope: "[1, 30720]": the window is the upper bound
  ["token sequence length is longer than the specified maximum sequence length", "tokens-limit"], // watsonx: "(1336 > 512)"
  ["current message (", "tokens-limit"], // xAI: "Current message (1149677 tokens) exceeds budget (975424 tokens)"
  ["too many tokens in batch. max is", "limit-tokens"], // Mistral's embeddings: "… Max is 16384 got 17555"
  // aider: "Your estimated chat context of 59,344 tokens exceeds the 32,768 token limit for ollama_chat/…!" (round 94)
  ["your estimated chat context of", "tokens-limit"],
  ["prompt length of", "tokens-limit"], // vLLM V1: "Prompt length of 5016 is longer than the maximum model length of 4096."
  // vLLM (multimodal): "The prompt (total length 25938) is too long to fit into the model (context length 4096)."
  ["prompt (total length", "tokens-limit"],
  ["prompt (length", "tokens-limit"], // vLLM: "The decoder prompt (length 15983) is longer than the maximum model length of 8192"
  // OpenAI's embeddings (round 108), the window only: per request "Invalid 'input': maximum request size is 300000 tokens
  // per request.", and per input "Invalid 'input[0]': maximum input length is 8192 tokens"
  ["maximum request size is", "limit"],
  ["maximum input length is", "limit"],
  ["input length", "tokens-limit"], // "Input length 131393 exceeds the maximum allowed input length of 131040 tokens."
  ["the input has", "tokens-limit"], // LM Studio: "The input has 31430 tokens, but the context length only supports 30000"
  ["trying to keep the first", "tokens-limit"], // LM Studio: "… first 14538 tokens … context length of only 2048 tokens"
  ["max input tokens:", "limit-tokens"], // Bedrock Titan: "Max input tokens: 8192, request input token count: 9875"
  ["context window exceeded:", "tokens-limit"],
  // SGLang: "The input (61709 tokens) is longer than the model's context length (40960 tokens)."
  ["the input (", "tokens-limit"],
  // TensorRT-LLM's sum, before the next: "The sum of prompt length (50849.0), query length (0) should not exceed
  // max_num_tokens (32768)", whose first whole number is the query's: its window only (review 82)
  ["should not exceed max_num_tokens", "limit"],
  // …and its window less the prompt and the query (`_deduce_max_tokens`, session 46): "= max_seq_len (8192) -
  // `splited_prompt_len` (8000) - `query_token_len` (344)", the query's term left out by some releases
  ["= max_seq_len (", "limit-parts"],
  // TabbyAPI (round 105): "Prompt length 4097 exceeds the available context size of 4096 tokens" (after vLLM's "prompt
  // length of", which words its numbers in the same order)
  ["prompt length ", "tokens-limit"],
  // llama.cpp: "request (5584 tokens) exceeds the available context size (4096 tokens), try increasing it" (older
  // builds say "the request exceeds the available context size." without counts)
  ["exceeds the available context size", "around"],
  ["exceeds context size", "around"], // llama.cpp's shorter form: "request (53192 tokens) exceeds context size (50176 tokens)"
  // Bedrock's Mantle (OpenAI models, a 400 `validation_error`): "prompt tokens (400007) exceed model maximum (278528) for …"
  // (the counts in its own parentheses: a usage report elsewhere in the text names other numbers)
  [") exceed model maximum", "around"],
  // …and for a custom model (round 112): "prompt tokens (483166) exceed customer model maximum (278528) for <model id>"
  [") exceed customer model maximum", "around"],
  // Workers AI (5021): "The estimated number of input and maximum output tokens (208453) exceeded this model context
  // window limit (65536)."
  ["exceeded this model context window limit", "around"],
  // llxprt: "Request would exceed the 60000 token context window even after compression (projected 72534 tokens …)"
  ["would exceed the", "limit-tokens"],
  // Voyage AI: "The max allowed tokens per submitted batch is 120000. Your batch has 124417 tokens after truncation."
  ["max allowed tokens per submitted batch is", "limit-tokens"],
  // Voyage AI: "The example at index 0 in your batch has too many tokens and does not fit into the model's context window
  // of 4000 tokens."
  ["does not fit into the model's context window of", "limit"],
  ["exceeds the model's maximum of", "limit"], // Jina: "Input text exceeds the model's maximum of 8194 tokens."
  ["max tokens of ", "limit"], // Snowflake Cortex: "max tokens of 128000 exceeded"
  // GitHub Models' 413 `tokens_limit_reached`: "Request body too large for gpt-4o model. Max size: 8000 tokens." (its
  // docs; review of session 38)
  ["model. max size:", "limit-in-tokens"],
  // llama-cpp-python: "Requested tokens (2138) exceed context window of 2048"; WebLLM: "Prompt tokens exceed context window
  // size: number of prompt tokens: 8484; context window size: 4096"
  ["requested tokens (", "tokens-limit"],
  ["prompt tokens exceed context window size", "tokens-limit"],
  // SambaNova (round 110): "Requested generation length 1 is not possible! The provided prompt is 4309 tokens long, so
  // generating 1 tokens requires a sequence length of 4310, but the maximum supported sequence length is just 4096!"
  // (before "prompt is ", whose next number there is the output's)
  ["requires a sequence length of", "tokens-limit"],
  // tt-inference-server (round 110): "Prompt exceeds maximum input sequence length (51200 tokens): prompt_tokens=52113"
  ["prompt exceeds maximum input sequence length", "limit-tokens"],
  // SGLang's disaggregated prefill (round 111): "Request … exceeds the maximum number of tokens: 512000 > 177920"
  ["exceeds the maximum number of tokens:", "tokens-limit"],
  // rkllama (round 103): "Prompt is 11543 tokens but the model context window is 4096 tokens."
  ["prompt is ", "tokens-limit"],
  // Apple's Foundation Models (round 103): "Content contains 4089 tokens, which exceeds the maximum allowed context size
  // of 4096." (last: "content contains" precedes other numbers in other providers' texts)
  ["content contains ", "tokens-limit"],
  // llama.cpp: "Prompt has 49202 tokens, but the configured context size is 49152 tokens"
  ["prompt has", "tokens-limit"],
  // mlx-vlm (round 117): "Request needs 33998 context tokens (31950 prompt + 2048 max generation), but MAX_KV_SIZE is 32768."
  ["context tokens (", "sum-limit"],
  // Google AI Studio (`Overflow.isTruncateOverflow`): "Cannot truncate to 89998, required 355220"
  ["cannot truncate to ", "limit-tokens"]
]

/**
 * The extractors' phrases cut, in their order, into sixteen groups (`groups.ts`): the phrase scan says which groups a text
 * has a phrase of (`Phrases.extractorGroups`), and only those groups' phrases are looked for. An overflow message that
 * names its counts late in the list ("maximum context length is", the fortieth) cost about forty `indexOf`s, 1 µs.
 * @internal
 */
export const extractorGroups: Groups.Groups = Groups.cut(extractors.length, 16)

/** The bit of the group of an extractor's phrase, for a rule that reads the same words (a phrase no extractor has throws). @internal */
export const extractorGroupOf = (phrase: string): number => {
  const index = extractors.findIndex(([p]) => p === phrase)
  if (index < 0) throw new Error(`no extractor's phrase: ${phrase}`)
  return extractorGroups.bits[index]
}

const fromExtractors = (text: string, present: number): Counts => {
  for (let i = 0; i < extractors.length; i++) {
    if ((present & extractorGroups.bits[i]) === 0) continue
    const [phrase, order] = extractors[i]
    const at = text.indexOf(phrase)
    if (at < 0) continue
    if (order === "around") return countsAround(text, at, phrase.length)
    const found = scanNumbers(text, at + phrase.length, 4)
    switch (order) {
      // fewer than three numbers are not the sum these phrases state (review 93: "… of 500,000 context tokens (limit
      // 70%) at step 12" would have read the step and the percentage)
      case "sum-limit":
        if (found.length >= 3) return { tokens: found[0] + found[1], limit: found[2], output: found[1] }
        continue
      case "limit-sum":
        if (found.length >= 3) return { tokens: found[1] + found[2], limit: found[0], output: found[2] }
        continue
      case "output-limit-input":
        if (found.length >= 3) return { tokens: found[0] + found[2], limit: found[1], output: found[0] }
        continue
      case "range":
        if (found.length >= 2) return { limit: found[1] }
        continue
      // the window, then the parts of the prompt that do not fit it (one or two)
      case "limit-parts":
        if (found.length >= 2) {
          // the third number is the query's only when the query's term is there (a release without it may be followed
          // by other text)
          const query = found.length >= 3 && text.includes(QUERY_TOKEN_LEN, at) ? found[2] : 0
          return { tokens: found[1] + query, limit: found[0] }
        }
        continue
      case "before-tokens-limit":
        if (found.length >= 3) return { tokens: found[1], limit: found[2] }
        continue
      case "limit":
        if (found.length >= 1) return { limit: found[0] }
        continue
      // a size the same words may state in bytes ("Max size: 20MB."): the number only when tokens are its unit
      case "limit-in-tokens":
        if (found.length >= 1 && isTokenCount(text, at + phrase.length)) return { limit: found[0] }
        continue
    }
    if (found.length >= 2) {
      return order === "tokens-limit" ? { tokens: found[0], limit: found[1] } : { tokens: found[1], limit: found[0] }
    }
    if (found.length === 1 && order === "limit-tokens") return { limit: found[0] }
  }
  return {}
}

const QUERY_TOKEN_LEN = "- `query_token_len` ("

/** Whether the first number after `from` (within a few characters) is followed by " tokens". */
const isTokenCount = (text: string, from: number): boolean => {
  let i = from
  while (i < text.length && i - from < 4 && text.charCodeAt(i) === 32) i++
  const start = i
  while (i < text.length && i - start < 16 && ((text[i] >= "0" && text[i] <= "9") || text[i] === ",")) i++
  return i > start && text.startsWith(" tokens", i)
}

/** "… (N tokens) <phrase> (M tokens)": the count in the parentheses just before the phrase at `at`, the window after it. */
const countsAround = (text: string, at: number, length: number): Counts => {
  const open = text.lastIndexOf("(", at)
  return {
    tokens: open >= 0 && at - open <= 32 ? scanNumbers(text.slice(open, at), 0, 1)[0] : undefined,
    // the window only as the parenthesis right after the phrase: older llama.cpp gives no counts, and what follows may be
    // anything (an agent's "Retry attempt 1", a server log's task id)
    limit: text.startsWith(" (", at + length) ? firstNumber(text, at + length) : undefined
  }
}

/**
 * Wordings whose numbers a phrase and an order cannot place, each read by a function of its own; the
 * first that recognises the message answers.
 */
const readers: ReadonlyArray<(text: string) => Counts | undefined> = [
  // Perplexity (requested_too_many_tokens): "Requested 115120 to generate tokens, following a prompt of length 40055,
  // which exceeds the max limit of 128000 tokens."
  (text) => {
    const at = text.indexOf(PROMPT_OF_LENGTH)
    if (at < 0) return undefined
    const output = numberAfter(text, "requested ", Math.max(0, at - 48))
    const input = scanNumbers(text, at + PROMPT_OF_LENGTH.length, 1)[0]
    const limit = numberAfter(text, "max limit of", at)
    return output !== undefined && input !== undefined && limit !== undefined
      ? { tokens: input + output, limit, output }
      : undefined
  },
  // Mistral: "Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum context length"
  (text) => {
    const at = text.indexOf(TOO_LARGE_FOR_MODEL)
    if (at < 0) return undefined
    const prompt = text.indexOf("prompt contains")
    return {
      tokens: prompt >= 0 && prompt < at ? firstNumber(text, prompt) : undefined,
      limit: firstNumber(text, at)
    }
  },
  // SambaNova: "The maximum context length of DeepSeek-V3-0324 is 32768. However, answering your request will
  // take 39732 tokens": the window follows the last " is " before it (the model's name may hold digits)
  (text) => {
    const take = text.indexOf(WILL_TAKE)
    if (take < 0) return undefined
    const is = text.lastIndexOf(" is ", take)
    return {
      tokens: firstNumber(text, take + WILL_TAKE.length),
      limit: is >= 0 ? firstNumber(text, is + 4) : undefined
    }
  },
  // vLLM ≥ 0.20: "is 128000 tokens. However, you requested 65535 output tokens and your prompt contains at least
  // 62466 input tokens, for a total of at least 128001 tokens." The output alone may be the whole window ("you
  // requested 131072 output tokens and your prompt contains 14233 characters"): then no total is stated. Qwen's
  // servers state no total beside the input's tokens (round 128: "… you requested 100 output tokens and your prompt
  // contains at least 40861 input tokens."): the two are added.
  (text) => {
    const output = text.indexOf(OUTPUT_AND_PROMPT)
    if (output < 0) return undefined
    const requested = text.lastIndexOf(YOU_REQUESTED, output)
    const window = text.lastIndexOf(MAXIMUM_IS, output)
    const total = text.indexOf(FOR_A_TOTAL, output)
    const out = requested >= 0 ? firstNumber(text, requested + YOU_REQUESTED.length) : undefined
    return {
      tokens: total >= 0 ? firstNumber(text, total + FOR_A_TOTAL.length) : inputPlusOutput(text, output, out),
      limit: window >= 0 ? firstNumber(text, window + MAXIMUM_IS.length) : undefined,
      output: out
    }
  },
  // vLLM: "You passed 202753 input tokens and requested 0 output tokens. However, the model's context length is only
  // 202752 tokens, resulting in a maximum input length of 202752 tokens."
  (text) => {
    const passed = text.indexOf(YOU_PASSED)
    const only = passed >= 0 ? text.indexOf(LENGTH_IS_ONLY, passed) : -1
    if (only < 0) return undefined
    const [input, output] = scanNumbers(text, passed + YOU_PASSED.length, 2)
    return {
      tokens: input !== undefined && output !== undefined ? input + output : input,
      limit: firstNumber(text, only + LENGTH_IS_ONLY.length),
      output
    }
  },
  // vLLM 0.15: "is 2048 tokens. However, your request has 8 input tokens plus 2045 'max_tokens'."
  (text) => {
    const plus = text.indexOf(INPUT_PLUS)
    if (plus < 0) return undefined
    const window = text.lastIndexOf(MAXIMUM_IS, plus)
    const has = text.lastIndexOf(" has ", plus)
    if (window < 0 || has < 0) return undefined
    const input = firstNumber(text, has + 5)
    const output = firstNumber(text, plus + INPUT_PLUS.length)
    return {
      tokens: input !== undefined && output !== undefined ? input + output : undefined,
      limit: firstNumber(text, window + MAXIMUM_IS.length),
      output
    }
  },
  // OpenAI embeddings: "Requested 416735 tokens, max 300000 tokens per request"
  (text) => {
    const per = text.indexOf(TOKENS_PER_REQUEST)
    const requested = per >= 0 ? text.lastIndexOf("requested ", per) : -1
    if (requested < 0) return undefined
    const [tokens, limit] = scanNumbers(text, requested + 10, 2)
    return { tokens, limit }
  },
  // llama.cpp embeddings: "input (596 tokens) is too large to process. increase the physical batch size
  // (current batch size: 512)": the whole input must fit one batch
  (text) => {
    const batch = text.indexOf(CURRENT_BATCH)
    const input = batch >= 0 ? text.lastIndexOf("input (", batch) : -1
    if (input < 0) return undefined
    return { tokens: firstNumber(text, input), limit: firstNumber(text, batch + CURRENT_BATCH.length) }
  }
]

/** The input's tokens after "your prompt contains" (not its characters), plus the output asked for. */
const inputPlusOutput = (text: string, output: number, out: number | undefined): number | undefined => {
  const from = output + OUTPUT_AND_PROMPT.length
  const input = text.indexOf(INPUT_TOKENS, from)
  if (out === undefined || input < 0 || input - from > 24) return undefined
  const tokens = firstNumber(text, from)
  return tokens === undefined ? undefined : tokens + out
}

const INPUT_TOKENS = " input tokens"
const PROMPT_OF_LENGTH = "following a prompt of length"
const TOO_LARGE_FOR_MODEL = "too large for model with"
const TOKENS_PER_REQUEST = " tokens per request"
const WILL_TAKE = "answering your request will take"
const OUTPUT_AND_PROMPT = " output tokens and your prompt contains"
const YOU_REQUESTED = "you requested "
const YOU_PASSED = "you passed "
const LENGTH_IS_ONLY = "context length is only"
const MAXIMUM_IS = "maximum context length is"
const FOR_A_TOTAL = "for a total of"
const INPUT_PLUS = " input tokens plus "
const CURRENT_BATCH = "current batch size:"

/**
 * The phrases each group of readers below looks for first: a text with none of a group's (as the phrase scan
 * finds them, `phrases.ts`) gets nothing from that group, whose searches are skipped (each `indexOf` that
 * misses costs as much as a rule).
 * @internal
 */
export const readerAnchors: ReadonlyArray<string> = [
  PROMPT_OF_LENGTH,
  TOO_LARGE_FOR_MODEL,
  WILL_TAKE,
  OUTPUT_AND_PROMPT,
  LENGTH_IS_ONLY,
  INPUT_PLUS,
  TOKENS_PER_REQUEST,
  CURRENT_BATCH
]

/** @internal */
export const extractorPhrases: ReadonlyArray<string> = extractors.map(([phrase]) => phrase)

/** The groups of phrases a text has (`numbers`' second argument). @internal */
export const Readers = 1
/** @internal */
export const Extractors = 2
/** @internal */
export const OutputForms = 4

/**
 * The counts `text` states, as far as they can be read; `groups`: which groups of phrases it has; `present`: which groups
 * of the extractors' phrases (`extractorGroups`).
 * @internal
 */
export const numbers = (text: string, groups: number, present: number = extractorGroups.all): Counts => {
  const counts = ((groups & Readers) !== 0 ? fromReaders(text) : undefined) ??
    ((groups & Extractors) !== 0 && present !== 0 ? fromExtractors(text, present) : {})
  if (counts.output !== undefined || (groups & OutputForms) === 0) return counts
  const output = statedOutput(text)
  return output === undefined ? counts : { ...counts, output }
}

const fromReaders = (text: string): Counts | undefined => {
  for (const read of readers) {
    const counts = read(text)
    if (counts !== undefined) return counts
  }
  return undefined
}

/**
 * The output budget OpenAI-style totals break out: "(54 in the messages, 8192 in the completion)", OpenRouter's
 * "(658 of text input, 732 of tool input, 262000 in the output)".
 */
const statedOutput = (text: string): number | undefined => {
  for (const form of outputForms) {
    const at = text.indexOf(form)
    if (at > 0) return numberBefore(text, at)
  }
  return undefined
}

// llxprt: "(projected 72534 tokens including system prompt and a 65536 token completion budget)"
// SGLang (via OpenRouter): "… 193 tokens from the input messages and 131072 tokens for the completion."
export const outputForms: ReadonlyArray<string> = [
  " in the completion)",
  " in the output)",
  " token completion budget",
  " tokens for the completion"
]

/** The integer that ends just before `end` (no separators: these counts are written plain). */
const numberBefore = (text: string, end: number): number | undefined => {
  let start = end
  while (start > 0 && end - start < 12 && isDigitAt(text, start - 1)) start--
  return start < end ? Number(text.slice(start, end)) : undefined
}

/** Whether the character at `i` is a digit (past the end: no). @internal */
export const isDigitAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i)
  return c >= 48 && c <= 57
}

const COMMA = 44
const DOT = 46
const MINUS = 45
const SPACE = 32

/** A letter of the lower-cased text or "_". */
const isWordLetter = (c: number): boolean => (c >= 97 && c <= 122) || c === 95

const BACKSLASH = 92

const ESCAPE = 27

/**
 * A number that is a JSON or Python field's value named `…code` or `status`, bare or quoted ('"code":400', "'status':
 * 429", LiteLLM's "'code': '400'").
 */
const isCodeValue = (text: string, i: number): boolean => {
  let j = i - 1
  if (isQuote(text.charCodeAt(j))) j--
  if (text.charCodeAt(j) === SPACE) j--
  if (text.charCodeAt(j) !== COLON || !isQuote(text.charCodeAt(j - 1))) return false
  return text.startsWith("code", j - 5) || text.startsWith("status", j - 7)
}

const isQuote = (c: number): boolean => c === 34 || c === 39

const COLON = 58

/**
 * A letter that ends a word before `i`; not the `n`, `t` or `r` of a JSON escape ("…is\\n8192 tokens")
 * nor the `m` that ends a terminal colour code ("\u001b[1m210000").
 */
const followsWord = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i - 1)
  if (!isWordLetter(c)) return false
  if (c === 110 || c === 116 || c === 114) return !(i > 1 && text.charCodeAt(i - 2) === BACKSLASH)
  return !(c === 109 && endsColourCode(text, i - 1))
}

/** Whether the `m` at `m` closes `ESC [ digits ; digits`; the walk back is bounded. */
const endsColourCode = (text: string, m: number): boolean => {
  let j = m - 1
  while (j > m - 12 && j > 0 && (isDigitAt(text, j) || text.charCodeAt(j) === 59)) j--
  return j < m - 1 && text.charCodeAt(j) === 91 && text.charCodeAt(j - 1) === ESCAPE
}

/** Where V8's stack trace starts in a text that kept one: its frames' line and column numbers are no counts. */
const STACK_FRAME = "\n    at "
const NEWLINE = 10

const PIPE = 124

/**
 * Integers (thousands separators allowed) after `from`, within a bounded window that ends where a stack trace or the
 * message starts. @internal
 */
export const scanNumbers = (text: string, from: number, max: number): Array<number> => {
  const out: Array<number> = []
  const end = Math.min(text.length, from + 240)
  let i = from
  while (i < end && out.length < max) {
    if (!isDigitAt(text, i)) {
      // read within the window only, not the whole text after it (a message may run to the scan's limit)
      if (text.charCodeAt(i) === NEWLINE && text.startsWith(STACK_FRAME, i)) break
      // …nor past the end of this message into the next one the walk joined (`addText`): a body's message read again
      // from a Python dict in the text differs by its escapes and is not dropped as a repeat (review of session 38)
      if (text.charCodeAt(i) === PIPE && text.charCodeAt(i - 1) === SPACE && text.charCodeAt(i + 1) === SPACE) break
      i++
      continue
    }
    // the request line @effect/platform's and @effect/ai's errors render after the body ("… (400 POST
    // http://localhost:11434/v1/responses)"): its status and the URL's port are no counts, nor is anything after it
    // (a suggestion, the body again)
    if (text.charCodeAt(i - 1) === OPEN_PAREN && isRequestLine(text, i)) break
    // digits inside a word are no count: a request id ("req_vrtx_011CXnThe…"), a model's name ("gpt4")
    if (i > 0 && followsWord(text, i)) {
      while (i < end && (isDigitAt(text, i) || isWordLetter(text.charCodeAt(i)))) i++
      continue
    }
    // a status or code field's value is no count (Cline's OpenRouter error, round 128: '… maximum context length is
    // 65536 tokens.","code":400}}')
    if (isCodeValue(text, i)) {
      while (i < end && isDigitAt(text, i)) i++
      continue
    }
    // a negative number is no count (MLC LLM: "larger than the model input length limit -80.", a window already spent)
    if (i > 1 && text.charCodeAt(i - 1) === MINUS && text.charCodeAt(i - 2) === SPACE) {
      while (i < end && isDigitAt(text, i)) i++
      continue
    }
    if (i > 1 && text.charCodeAt(i - 1) === 91 && text.charCodeAt(i - 2) === ESCAPE) {
      // a colour code's parameters ("\u001b[1;31m")
      while (i < end && (isDigitAt(text, i) || text.charCodeAt(i) === 59)) i++
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

const OPEN_PAREN = 40

/** "429 post " at `i` (the text is read lower-cased): a status, a method, a space (the URL follows). */
const isRequestLine = (text: string, i: number): boolean => {
  if (!isDigitAt(text, i + 1) || !isDigitAt(text, i + 2) || text.charCodeAt(i + 3) !== SPACE) return false
  let j = i + 4
  while (j < i + 12 && text.charCodeAt(j) >= 97 && text.charCodeAt(j) <= 122) j++
  return j > i + 6 && text.charCodeAt(j) === SPACE && text.startsWith("http", j + 1)
}

const firstNumber = (text: string, from: number): number | undefined => scanNumbers(text, from, 1)[0]

/** The first number after the first `word` at or after `from`. @internal */
export const numberAfter = (text: string, word: string, from: number): number | undefined => {
  const at = text.indexOf(word, from)
  return at < 0 ? undefined : firstNumber(text, at + word.length)
}
