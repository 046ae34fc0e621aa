/**
 * What a text may carry that its phrases do not, read away before the non-ASCII phrases and the whole messages are
 * compared: Persian's zero-width non-joiner inside words ("درخواست‌های", often left out), Arabic's vowel marks ("جداً"
 * and the everyday "جدا"), a typographic apostrophe ("you’re"), Thai's sara am written as two characters (the form
 * Unicode's compatibility normalization gives: "จํากัด" for "จำกัด"), and Devanagari's precomposed nukta letters ("फ़"
 * for "फ" + nukta, the form Unicode's normalization gives). The ASCII automaton reads the apostrophe itself.
 *
 * A non-joiner is read away, or as a space: Persian is typed with it, with a space ("ارائه دهنده") or with neither
 * ("درخواستهای"), and the recorded texts have the last two. A text that holds one is read both ways.
 * @internal
 */

const FOLDED = /[\u200c\u064b-\u0652\u2019\u0958-\u095f]|\u0e4d\u0e32/g

/** The consonants U+0958–U+095F are, each followed by a nukta in the normalized form. */
const NUKTA_BASES = "\u0915\u0916\u0917\u091c\u0921\u0922\u092b\u092f"

/** @internal */
export const RIGHT_QUOTE = 0x2019

/** @internal */
export const ZWNJ = "\u200c"

const unfold = (m: string): string => {
  const c = m.charCodeAt(0)
  if (c === RIGHT_QUOTE) return "'"
  if (c === 0x0e4d) return "\u0e33"
  if (c >= 0x0958 && c <= 0x095f) return `${NUKTA_BASES[c - 0x0958]}\u093c`
  return ""
}

const unfoldAsSpace = (m: string): string => (m === ZWNJ ? " " : unfold(m))

/** `s` with the characters above read away (`joinerAsSpace`: a non-joiner read as a space). @internal */
export const fold = (s: string, joinerAsSpace = false): string =>
  s.replace(FOLDED, joinerAsSpace ? unfoldAsSpace : unfold)

/** Whether `s` may hold one of them: a cheap test that spares a regular expression on the many ASCII messages. @internal */
export const mayFold = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x064b) return true
  return false
}
