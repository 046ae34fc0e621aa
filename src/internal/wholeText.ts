/**
 * Cutting text without tearing a character: JavaScript strings are UTF-16, and a character beyond the BMP (an emoji, a
 * rarer CJK ideograph) is two units. A cut between them leaves a lone surrogate, which no UTF-8 holds: Anthropic's API
 * refuses a request body with one ("The request body is not valid JSON: no low surrogate in string"), and a tool's
 * failure message holding one stays in the history, so every later request of the conversation fails.
 */

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff

/**
 * The text's first `end` units, or one fewer where the last would be the first half of a pair.
 * @internal
 */
export const headOf = (text: string, end: number): string =>
  text.slice(0, end > 0 && isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end)

/** A surrogate with no partner: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * The text with each lone surrogate (half a character, cut before it reached us) replaced by U+FFFD, as UTF-8 encoding
 * would: what a model reads must encode. Linear (one pass, no backtracking).
 * @internal
 */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, "\ufffd")
