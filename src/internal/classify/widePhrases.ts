/**
 * The phrases with a character beyond ASCII (the locale texts: Chinese, Japanese, Korean, Cyrillic, Arabic, Persian, Thai,
 * Hindi, and Latin scripts with accents), found in one pass over a text's non-ASCII characters.
 *
 * They are too many for the ASCII automaton's dense table (a thousand distinct characters would make every row a
 * thousand entries), and too many to look for one by one (`includes` per phrase cost 15–30 µs on a short text with a
 * single "—"). Each phrase is filed under the three characters that start at its first non-ASCII character; the scan
 * looks up the three characters at each non-ASCII character of the text and checks only the phrases filed there. Every
 * occurrence of a phrase has its first non-ASCII character at some position of the text, so none is missed. A phrase
 * with fewer than three characters from there on is checked with `includes` (there are a handful).
 * @internal
 */

/** A phrase, where its first non-ASCII character is, and the tables it belongs to. */
type Entry = readonly [phrase: string, offset: number, mask: number]

/** @internal */
export interface WideIndex {
  readonly byTrigram: ReadonlyMap<number, ReadonlyArray<Entry>>
  readonly short: ReadonlyArray<readonly [phrase: string, mask: number]>
}

/** Where the first character beyond ASCII is (-1: none). @internal */
export const firstWide = (p: string): number => {
  for (let i = 0; i < p.length; i++) if (p.charCodeAt(i) >= 128) return i
  return -1
}

// Three UTF-16 code units in one number: below 2^48, so exact as a double and a valid `Map` key.
const trigram = (s: string, at: number): number =>
  s.charCodeAt(at) * 4294967296 + s.charCodeAt(at + 1) * 65536 + s.charCodeAt(at + 2)

/** Files each phrase (with its tables' bits) under its first non-ASCII trigram. @internal */
export const index = (phrases: ReadonlyArray<readonly [string, number]>): WideIndex => {
  const byTrigram = new Map<number, Array<Entry>>()
  const short: Array<readonly [string, number]> = []
  for (const [phrase, mask] of phrases) {
    const at = firstWide(phrase)
    if (at < 0 || at + 3 > phrase.length) {
      short.push([phrase, mask])
      continue
    }
    const key = trigram(phrase, at)
    const list = byTrigram.get(key)
    if (list === undefined) byTrigram.set(key, [[phrase, at, mask]])
    else list.push([phrase, at, mask])
  }
  return { byTrigram, short }
}

/** The tables of the wide phrases in `text`, added to `found` (tables already complete are not looked for). @internal */
export const scan = (wide: WideIndex, text: string, found: number): number => {
  let tables = found
  const { byTrigram, short } = wide
  const end = text.length - 2
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) < 128) continue
    const list = byTrigram.get(trigram(text, i))
    if (list === undefined) continue
    for (let k = 0; k < list.length; k++) {
      const [phrase, offset, mask] = list[k]
      if ((tables & mask) !== mask && i >= offset && text.startsWith(phrase, i - offset)) tables |= mask
    }
  }
  for (const [phrase, mask] of short) if ((tables & mask) !== mask && text.includes(phrase)) tables |= mask
  return tables
}
