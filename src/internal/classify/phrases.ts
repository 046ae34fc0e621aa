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
/** The markers of a retry hint in prose ("try again in 1.5s"): `RetryHint.fromText` has something to read. */
export const RetryText = 256
/** A per-minute token limit is named: the request may be one above it (`overflow.ts`). @internal */
export const PerMinute = 512
/** @internal */
export const Aborted = 1024
/** Capacity said to be short (`Tables.capacityPhrases`). @internal */
export const Capacity = 2048
/** A gateway without a route for the model (`Tables.unroutablePhrases`). @internal */
export const Unroutable = 4096

const tables: ReadonlyArray<readonly [number, ReadonlyArray<string>]> = [
  [Overflow, Tables.overflowPhrases],
  [WeakOverflow, Tables.weakOverflowPhrases],
  [Throttle, Tables.throttlePhrases],
  [Permanent, Tables.permanentPhrases],
  [WeakPermanent, Tables.weakPermanentPhrases],
  [Policy, Tables.policyPhrases],
  [Network, Tables.networkPhrases],
  [Transient, Tables.transientPhrases],
  [RetryText, Tables.retryTextMarkers],
  [PerMinute, Tables.perMinuteTokenPhrases],
  [Aborted, Tables.abortPhrases],
  [Capacity, Tables.capacityPhrases],
  [Unroutable, Tables.unroutablePhrases]
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
 * by up to `window - 2` characters at a time, and every position is still covered: same answers as
 * `includes`.
 *
 * The few phrases shorter than `WINDOW` would shorten every move for all the others: they are looked
 * for with `indexOf`, and only when a rule asks about their table (`has`).
 */
const BLOCK = 3
const WINDOW = 9
const SIZE = 4096

/** A polynomial hash of three characters: each of them changes the slot. */
const hash = (c0: number, c1: number, c2: number): number => (c0 * 961 + c1 * 31 + c2) & (SIZE - 1)

const index = (() => {
  const masks = new Map<string, number>()
  for (const [bit, phrases] of tables) {
    for (const p of phrases) {
      // Evidence joins messages with " | " (evidence.ts).
      if (p.includes("|")) throw new Error(`a phrase contains "|": ${p}`)
      if (p.length === 0) throw new Error("an empty phrase")
      masks.set(p, (masks.get(p) ?? 0) | bit)
    }
  }
  const short: Array<readonly [string, number]> = []
  const long: Array<readonly [string, number]> = []
  for (const entry of masks) (entry[0].length < WINDOW ? short : long).push(entry)
  const window = Math.min(...long.map(([p]) => p.length))
  const shift = new Uint8Array(SIZE).fill(window - BLOCK + 1)
  const candidates = new Array<Array<Candidate> | undefined>(SIZE).fill(undefined)
  for (const [phrase, mask] of long) {
    for (let end = BLOCK - 1; end < window; end++) {
      const h = hash(phrase.charCodeAt(end - 2), phrase.charCodeAt(end - 1), phrase.charCodeAt(end))
      shift[h] = Math.min(shift[h], window - 1 - end)
    }
    const h = hash(phrase.charCodeAt(window - 3), phrase.charCodeAt(window - 2), phrase.charCodeAt(window - 1))
    ;(candidates[h] ??= []).push({ phrase, mask, head: head(phrase, 0) })
  }
  return {
    window,
    shift,
    candidates,
    shortPhrases: short.map(([p]) => p),
    shortMasks: short.map(([, m]) => m),
    shortTables: short.reduce((acc, [, m]) => acc | m, 0)
  }
})()

const all = tables.reduce((acc, [bit]) => acc | bit, 0)

/** The tables with a phrase of `WINDOW` characters or more in `text`. */
const scanLong = (text: string): number => {
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

/** The tables among `tables` with a short phrase in `text`. */
const scanShort = (text: string, tables: number): number => {
  const { shortMasks, shortPhrases } = index
  let found = 0
  for (let i = 0; i < shortPhrases.length; i++) {
    const mask = shortMasks[i]
    if ((mask & tables) !== 0 && (found & mask) !== mask && text.indexOf(shortPhrases[i]) >= 0) found |= mask
  }
  return found
}

/** The tables with a phrase in `text`, as a bit set of the constants above. @internal */
export const scan = (text: string): number => scanLong(text) | scanShort(text, all)

/** A text and what is known of its phrases: `phrases` (found, `undefined` until the first question) and `shortRead`. @internal */
export interface Scanned {
  readonly text: string
  phrases: number | undefined
  /** The tables whose short phrases have been looked for. */
  shortRead: number
}

/**
 * Whether `s.text` has a phrase of the given table(s): the long phrases of every table found in one
 * pass on the first question, the short ones of a table when it is first asked about.
 * @internal
 */
export const has = (s: Scanned, table: number): boolean => {
  let found = s.phrases ??= scanLong(s.text)
  if ((found & table) !== 0) return true
  const unread = table & index.shortTables & ~s.shortRead
  if (unread === 0) return false
  s.shortRead |= unread
  found = s.phrases = found | scanShort(s.text, unread)
  return (found & table) !== 0
}

/** The same answer by brute force, for tests. @internal */
export const scanNaive = (text: string): number => {
  let found = 0
  for (const [bit, phrases] of tables) if (phrases.some((p) => text.includes(p))) found |= bit
  return found
}
