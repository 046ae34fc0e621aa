import * as Tables from "./tables.js"

/**
 * Finds, in one pass over a text, which phrase tables have a phrase in it: the same answer as calling
 * `text.includes(p)` for every phrase of every table, without reading the text once per phrase (there
 * are more than a hundred phrases, so the classifier spent most of its time re-reading messages).
 *
 * Linear in the text, with no regular expression.
 * @internal
 */

/** @internal */
export const Overflow = 1
/** @internal */
export const WeakOverflow = 2
/** @internal */
export const Throttle = 4
/** @internal */
export const Permanent = 8
/** @internal */
export const WeakPermanent = 16
/** @internal */
export const Policy = 32
/** @internal */
export const Network = 64
/** @internal */
export const Transient = 128

const tables: ReadonlyArray<readonly [number, ReadonlyArray<string>]> = [
  [Overflow, Tables.overflowPhrases],
  [WeakOverflow, Tables.weakOverflowPhrases],
  [Throttle, Tables.throttlePhrases],
  [Permanent, Tables.permanentPhrases],
  [WeakPermanent, Tables.weakPermanentPhrases],
  [Policy, Tables.policyPhrases],
  [Network, Tables.networkPhrases],
  [Transient, Tables.transientPhrases]
]

interface Candidate {
  readonly phrase: string
  /** The tables the phrase belongs to. */
  readonly mask: number
  /** The phrase's first two characters, compared before `startsWith` (most candidates fail there). */
  readonly head: number
}

const head = (s: string, at: number): number => (s.charCodeAt(at) << 16) | s.charCodeAt(at + 1)

/**
 * Wu–Manber multi-pattern search: a window as long as the shortest phrase slides over the text; the
 * last three characters of the window, hashed, say how far the window can move without stepping over
 * the start of any phrase. Only a shift of zero (those three characters end the window-length prefix
 * of some phrase, or share its hash) checks candidates, with `startsWith`. On prose the window moves
 * by about the block size at a time, and every position is still covered: same answers as `includes`.
 */
const BLOCK = 3
const SIZE = 4096

const hash = (c0: number, c1: number, c2: number): number => ((c0 << 10) ^ (c1 << 5) ^ c2) & (SIZE - 1)

const index = (() => {
  const masks = new Map<string, number>()
  for (const [bit, phrases] of tables) {
    for (const p of phrases) {
      // Evidence joins messages with " | " (evidence.ts).
      if (p.includes("|")) throw new Error(`a phrase contains "|": ${p}`)
      masks.set(p, (masks.get(p) ?? 0) | bit)
    }
  }
  const window = Math.min(...Array.from(masks.keys(), (p) => p.length))
  if (window < BLOCK) throw new Error(`a phrase is shorter than ${BLOCK} characters`)
  const shift = new Uint8Array(SIZE).fill(window - BLOCK + 1)
  const candidates = new Array<Array<Candidate> | undefined>(SIZE).fill(undefined)
  for (const [phrase, mask] of masks) {
    for (let end = BLOCK - 1; end < window; end++) {
      const h = hash(phrase.charCodeAt(end - 2), phrase.charCodeAt(end - 1), phrase.charCodeAt(end))
      shift[h] = Math.min(shift[h], window - 1 - end)
    }
    const h = hash(phrase.charCodeAt(window - 3), phrase.charCodeAt(window - 2), phrase.charCodeAt(window - 1))
    ;(candidates[h] ??= []).push({ phrase, mask, head: head(phrase, 0) })
  }
  return { window, shift, candidates }
})()

const all = tables.reduce((acc, [bit]) => acc | bit, 0)

/** The tables with a phrase in `text`, as a bit set of the constants above. @internal */
export const scan = (text: string): number => {
  const { candidates, shift, window } = index
  let found = 0
  for (let end = window - 1; end < text.length;) {
    const h = hash(text.charCodeAt(end - 2), text.charCodeAt(end - 1), text.charCodeAt(end))
    const skip = shift[h]
    if (skip > 0) {
      end += skip
      continue
    }
    const list = candidates[h]!
    const start = end - window + 1
    const first = head(text, start)
    for (let j = 0; j < list.length; j++) {
      const c = list[j]
      if (c.head === first && (found & c.mask) !== c.mask && text.startsWith(c.phrase, start)) {
        found |= c.mask
        if (found === all) return found
      }
    }
    end++
  }
  return found
}

/** The same answer by brute force, for tests. @internal */
export const scanNaive = (text: string): number => {
  let found = 0
  for (const [bit, phrases] of tables) if (phrases.some((p) => text.includes(p))) found |= bit
  return found
}
