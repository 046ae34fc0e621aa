import * as Counts from "./counts.js"
import { fold, RIGHT_QUOTE, ZWNJ } from "./fold.js"
import type * as Groups from "./groups.js"
import { codeInTextMarkers } from "./shapes.js"
import * as Tables from "./tables.js"
import * as TextStatus from "./textStatus.js"
import * as Wide from "./widePhrases.js"

/**
 * Finds, in one pass over a text, which phrase tables have a phrase in it: the same answer as calling
 * `text.includes(p)` for every phrase of every table, without reading the text once per phrase (there
 * are more than a hundred phrases, so the classifier spent most of its time re-reading messages).
 *
 * Linear in the text: no regular expression but `fold.ts`'s one character class, which cannot backtrack.
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
/** A stream's passing condition: capacity short, a response still running (`Tables.streamConditionPhrases`). @internal */
export const StreamCondition = 2048
/** A gateway without a route for the model (`Tables.unroutablePhrases`). @internal */
export const Unroutable = 4096
/** A status stated in prose (`textStatus.ts`): a proxy's refused tunnel, "API error (429)", "Status: 429". @internal */
export const StatusText = 8192
/** `Tables.quotaWordedThrottleMarkers`: an exhausted quota's words that name a per-minute throttle. @internal */
export const QuotaWordedThrottle = 16384
/** An upstream's status relayed in a proxy's text (`textStatus.ts`). @internal */
export const RelayedStatus = 32768
/** Words that name a network failure only beside others (`Tables.conditionalNetworkPhrases`, `decide.ts`). @internal */
export const ConditionalNetwork = 65536
/** `Tables.notNetworkPhrases`: words beside a network phrase that no retry changes. @internal */
export const NotNetwork = 131072
/** `Tables.upstreamFailureClassPhrases`: LiteLLM's class names for an upstream failure. @internal */
export const UpstreamClass = 262144
/** `Tables.testRunMarkers`: a test runner's report of failed tests. @internal */
export const TestRun = 524288
/** A code stated in a known form (botocore's "An error occurred (Code) when calling …", Slack's SDKs'): `shapes.ts`. @internal */
export const CodeInText = 1048576
/** An API key that cannot be sent as a header, refused by the client before any request. @internal */
export const BadKeyHeader = 2097152
/** `Tables.retryable400Phrases`: a 400 for a condition that passes. @internal */
export const Retryable400 = 4194304
/** `Tables.refusedByRecipientPhrases` and `Tables.forbiddenByRequestPhrases`: a 403 for one recipient or request. @internal */
export const Forbidden403 = 8388608
/** `Tables.requestFault429Phrases`: a 429 that is the request's fault. @internal */
export const RequestFault429 = 16777216
/** `Tables.requestFault5xxPhrases`: a 5xx that is the request's fault. @internal */
export const RequestFault5xx = 33554432
/** `Tables.resourceBlocked451Phrases`: a 451 for one resource. @internal */
export const Blocked451 = 67108864
/** The phrases each group of `counts.ts`'s readers looks for first: without them, the group is not run. @internal */
export const CountReaders = 134217728
// 268435456: free (the count extractors' phrases are markers, in groups: `extractorGroups`)
/** @internal */
export const CountOutput = 536870912
/** `Tables.credentialChainPhrases`: a chain of credentials none of which signed in. @internal */
export const CredentialChain = 1073741824
/** The first phrases of `Tables.pairedOverflowPhrases` (the sign bit of the 32). @internal */
export const PairedOverflow = -2147483648

/** Node's "spawn rg ENOENT" and "connect ENOENT /var/run/docker.sock" as text (`decide.ts`). @internal */
export const MarkerEnoent = 1
/** llama.cpp's router: "model name=… failed to load" (`decide.ts`). @internal */
export const MarkerRouterLoadFailed = 2

/** Where the status forms' groups start in the markers' word (after the markers of their own). */
const STATUS_FORM_SHIFT = 2

/** Where the extractors' groups start in the markers' word (its upper half). */
const EXTRACTOR_SHIFT = 32 - Counts.extractorGroups.count

/** A grouped list's members as markers: each member holds its group's bit, at `shift` in the markers' word. */
const groupMarkers = (
  members: ReadonlyArray<string>,
  groups: Groups.Groups,
  shift: number
): Array<readonly [number, ReadonlyArray<string>]> => members.map((p, i) => [groups.bits[i] << shift, [p]])

/**
 * Words a rule must find before it reads a text further, where a search of its own would cost more than the rule: the
 * scan's second word of bits (`hasMarker`), so that the 32 bits of the tables stay for tables. A pattern that starts
 * with a space is V8's slowest `indexOf`: it stops at every space of the text and soon builds a Boyer–Moore table (about
 * 130 ns on a 150-character message, against 15 ns for one that starts with a rare letter), and these rules read every
 * failure's text. Lists a rule reads in order (the status forms, the count extractors) are cut into groups of
 * consecutive members, one bit a group: the rule skips the groups the text has none of, and reads the others in order
 * as before. A marker beyond ASCII is not in the automaton (the wide phrases carry the tables' bits alone): its bit is
 * set for every text.
 */
const markerTables: ReadonlyArray<readonly [number, ReadonlyArray<string>]> = [
  [MarkerEnoent, [" enoent"]],
  [MarkerRouterLoadFailed, [" failed to load"]],
  // which groups of `textStatus.ts`'s status forms the text has a marker of
  ...groupMarkers(TextStatus.statusFormMarkers, TextStatus.statusFormGroups, STATUS_FORM_SHIFT),
  // the upper half: which groups of `counts.ts`'s extractors' phrases the text has
  ...groupMarkers(Counts.extractorPhrases, Counts.extractorGroups, EXTRACTOR_SHIFT)
]

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
  [StreamCondition, Tables.streamConditionPhrases],
  [Unroutable, Tables.unroutablePhrases],
  [StatusText, TextStatus.statusMarkers],
  [QuotaWordedThrottle, Tables.quotaWordedThrottleMarkers],
  [RelayedStatus, TextStatus.relayMarkers],
  [ConditionalNetwork, Tables.conditionalNetworkPhrases],
  [NotNetwork, Tables.notNetworkPhrases],
  [UpstreamClass, Tables.upstreamFailureClassPhrases],
  [TestRun, Tables.testRunMarkers],
  [CodeInText, codeInTextMarkers],
  [BadKeyHeader, Tables.badKeyHeaderPhrases],
  [Retryable400, Tables.retryable400Phrases],
  [Forbidden403, [...Tables.refusedByRecipientPhrases, ...Tables.forbiddenByRequestPhrases]],
  [RequestFault429, Tables.requestFault429Phrases],
  [RequestFault5xx, Tables.requestFault5xxPhrases],
  [Blocked451, Tables.resourceBlocked451Phrases],
  [CountReaders, Counts.readerAnchors],
  [CountOutput, Counts.outputForms],
  [CredentialChain, Tables.credentialChainPhrases],
  [PairedOverflow, Tables.pairedOverflowPhrases.map(([first]) => first)]
]

/**
 * An Aho–Corasick automaton compiled to a full transition table: one step per character of the text,
 * whatever the number of phrases, so a new phrase costs nothing at classification time. Each state
 * knows the tables of every phrase that ends there (its own and, through the failure links, those of
 * the phrases that are suffixes of it): the scan ORs them in as it goes.
 *
 * Characters are first mapped to classes (one per character that some phrase has, and 0 for all the
 * others), so a state's row is `stride` entries, not one per UTF-16 code unit. Rows are not padded to a power of two:
 * with sixty-odd classes, padding to 128 made the table twice its size (tens of megabytes), and the scan no faster.
 *
 * The phrases with a character beyond ASCII (the locale texts, Claude Code's "·") are left out of the automaton:
 * their thousand-odd characters would make every row that wide, and the table would no longer fit the caches. They
 * are found by `widePhrases.ts`, and only in a text that has such a character, which the scan notes as it goes.
 */
interface Machine {
  /** The class of every UTF-16 code unit (0: in no phrase). */
  readonly classes: Uint8Array
  readonly next: Uint16Array | Uint32Array
  /** The tables, then the markers, with a phrase ending at each state (two entries a state). */
  readonly found: Int32Array
  readonly stride: number
  /** The phrases with a character beyond ASCII, and their tables. */
  readonly wide: Wide.WideIndex
  /** The markers' bits that a marker beyond ASCII holds: set for every text. */
  readonly wideMarkers: number
}

const APOSTROPHE = 0x27

const isAscii = (p: string): boolean => Wide.firstWide(p) < 0

const checkPhrase = (p: string): void => {
  // Evidence joins messages with " | " (evidence.ts) and lower-cases them.
  if (p.includes("|")) throw new Error(`a phrase contains "|": ${p}`)
  if (p.length === 0) throw new Error("an empty phrase")
  if (p !== p.toLowerCase()) throw new Error(`a phrase is not lower-case: ${p}`)
}

const compile = (): Machine => {
  const masks = new Map<string, number>()
  for (const [bit, phrases] of tables) {
    for (const p of phrases) {
      checkPhrase(p)
      masks.set(p, (masks.get(p) ?? 0) | bit)
    }
  }
  const wide = [...masks].filter(([p]) => !isAscii(p))
  for (const [p] of wide) masks.delete(p)
  if (STATUS_FORM_SHIFT + TextStatus.statusFormGroups.count > EXTRACTOR_SHIFT) {
    throw new Error("the markers' groups overlap")
  }
  const markers = new Map<string, number>()
  // a marker beyond ASCII (a status form in a locale's words) is not in the automaton: its bit is always set, and the
  // rule looks for it as it did before the markers
  let wideMarkers = 0
  for (const [bit, phrases] of markerTables) {
    for (const p of phrases) {
      checkPhrase(p)
      if (!isAscii(p)) {
        wideMarkers |= bit
        continue
      }
      markers.set(p, (markers.get(p) ?? 0) | bit)
      if (!masks.has(p)) masks.set(p, 0)
    }
  }
  const classes = new Uint8Array(65536)
  let count = 1
  for (const p of masks.keys()) {
    for (let i = 0; i < p.length; i++) {
      const c = p.charCodeAt(i)
      if (classes[c] === 0) classes[c] = count++
    }
  }
  if (count > 256) throw new Error("more than 255 distinct characters in the phrases")
  classes[RIGHT_QUOTE] = classes[APOSTROPHE]
  const stride = count
  const states = trieSize([...masks.keys()])
  // States are numbered as the trie is built; 0 is the root, which no edge enters, so 0 also means "no edge".
  const next = states <= 65536 ? new Uint16Array(states * stride) : new Uint32Array(states * stride)
  // Two words a state: the tables' bits, then the markers' (side by side, so both are read from one cache line).
  const found = new Int32Array(states * 2)
  let made = 1
  for (const [p, mask] of masks) {
    let s = 0
    for (let i = 0; i < p.length; i++) {
      const at = s * stride + classes[p.charCodeAt(i)]
      if (next[at] === 0) next[at] = made++
      s = next[at]
    }
    found[s * 2] |= mask
    found[s * 2 + 1] |= markers.get(p) ?? 0
  }
  if (made !== states) throw new Error(`the trie has ${made} states, ${states} were counted`)
  // Breadth first, so a state's failure state is complete before it: missing edges become the failure
  // state's edges, and each state inherits the tables its failure state finds.
  const failure = new Int32Array(made)
  const queue = [0]
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q]
    const row = s * stride
    const failRow = failure[s] * stride
    for (let k = 0; k < stride; k++) {
      const child = next[row + k]
      if (child !== 0) {
        failure[child] = s === 0 ? 0 : next[failRow + k]
        found[child * 2] |= found[failure[child] * 2]
        found[child * 2 + 1] |= found[failure[child] * 2 + 1]
        queue.push(child)
      } else if (s !== 0) {
        next[row + k] = next[failRow + k]
      }
    }
  }
  return {
    classes,
    next,
    found,
    stride,
    wideMarkers,
    wide: Wide.index(wide.map(([p, mask]) => [fold(p), mask]))
  }
}

/**
 * The number of states of the trie of `phrases`, root included: in sorted order a phrase shares with the earlier ones at
 * most the prefix it shares with the one just before it. The table is allocated at its size once (a larger one, cut
 * after, left the garbage collector a large buffer to reclaim while the classifier warmed up).
 */
const trieSize = (phrases: Array<string>): number => {
  phrases.sort()
  let states = 1
  for (let i = 0; i < phrases.length; i++) {
    const p = phrases[i]
    const previous = i === 0 ? "" : phrases[i - 1]
    let shared = 0
    while (shared < p.length && shared < previous.length && p.charCodeAt(shared) === previous.charCodeAt(shared)) {
      shared++
    }
    states += p.length - shared
  }
  return states
}

let machine: Machine | undefined

/** A text and what it has a phrase of (`undefined` until the first question). @internal */
export interface Scanned {
  readonly text: string
  /** The tables, as a bit set of the constants above. */
  phrases: number | undefined
  /** The markers (`Marker…`), set with `phrases`. */
  markers: number
}

/** Scans `s.text`: sets its markers and returns its tables. */
const scanInto = (s: Scanned): number => {
  const { classes, found, next, stride, wide, wideMarkers } = machine ??= compile()
  const text = s.text
  let state = 0
  let tables = 0
  let markers = wideMarkers
  let high = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    high |= c
    state = next[state * stride + classes[c]]
    tables |= found[state * 2]
    markers |= found[state * 2 + 1]
  }
  if (high >= 128) {
    tables = Wide.scan(wide, fold(text), tables)
    if (text.includes(ZWNJ)) tables = Wide.scan(wide, fold(text, true), tables)
  }
  s.markers = markers
  return tables
}

/** The tables with a phrase in `text`, as a bit set of the constants above. @internal */
export const scan = (text: string): number => scanInto({ text, phrases: undefined, markers: 0 })

/** The markers in `text` (`Marker…`), for tests. @internal */
export const scanMarkers = (text: string): number => {
  const s: Scanned = { text, phrases: undefined, markers: 0 }
  scanInto(s)
  return s.markers
}

/** Whether `s.text` has a phrase of the given table(s): one scan on the first question answers all of them. @internal */
export const has = (s: Scanned, table: number): boolean => ((s.phrases ??= scanInto(s)) & table) !== 0

/** The markers in `s.text`, scanning it on the first question (with its tables). */
const markersOf = (s: Scanned): number => {
  s.phrases ??= scanInto(s)
  return s.markers
}

/** Which groups of `textStatus.ts`'s status forms `s.text` has a marker of (`TextStatus.statusFormGroups`). @internal */
export const statusFormGroups = (s: Scanned): number =>
  (markersOf(s) >>> STATUS_FORM_SHIFT) & TextStatus.statusFormGroups.all

/** Which groups of `counts.ts`'s extractors' phrases `s.text` has (`Counts.extractorGroups`). @internal */
export const extractorGroups = (s: Scanned): number => markersOf(s) >>> EXTRACTOR_SHIFT

/** Whether `s.text` has one of the given markers (the same one scan as `has`). @internal */
export const hasMarker = (s: Scanned, marker: number): boolean => (markersOf(s) & marker) !== 0

/** Every phrase of every table, for tests. @internal */
export const allPhrases: ReadonlyArray<string> = tables.flatMap(([, phrases]) => phrases)

/** The markers by brute force, for tests. @internal */
export const scanMarkersNaive = (text: string): number => {
  let found = 0
  for (const [bit, phrases] of markerTables) {
    if (phrases.some((p) => !isAscii(p) || text.replaceAll("\u2019", "'").includes(p))) found |= bit
  }
  return found
}

/** Every marker, for tests. @internal */
export const allMarkers: ReadonlyArray<string> = markerTables.flatMap(([, phrases]) => phrases)

/** The same answer by brute force, for tests. @internal */
export const scanNaive = (text: string): number => {
  const folded = [fold(text), fold(text, true)]
  const apostrophes = text.replaceAll("\u2019", "'")
  let found = 0
  for (const [bit, phrases] of tables) {
    const inText = (p: string) => isAscii(p) ? apostrophes.includes(p) : folded.some((t) => t.includes(fold(p)))
    if (phrases.some(inText)) found |= bit
  }
  return found
}
