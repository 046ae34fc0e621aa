import type * as Duration from "effect/Duration"
import type * as Failure from "../../Failure.js"
import { contextOverflowOf, fatalOf, permanentOf, retryableOf } from "../failureMakers.js"
import { fnv1a, FNV_OFFSET, FNV_PRIME } from "../fnv.js"
import type { Shape } from "./common.js"
import type { HeaderReader } from "./headers.js"

/**
 * Decisions kept for inputs of the same shape: an agent meets the same failure again and again (the same 529
 * "Overloaded", the same `ECONNRESET`), and each time the classifier would lower-case, scan and decide the same text.
 *
 * A decision is reused only when it is the one the rules would make. The common walk (`common.ts`) reads an input into
 * a `Shape` and makes its evidence from the shape alone; the decision reads the evidence and the headers, nothing else
 * (no clock: `classify` places a `Retry-After` date by the response's own `date`). So an input whose shape holds the
 * same values, and whose headers answer every question the decision asked the same way, gets the same decision; only
 * its `cause` is the new input. The reason is kept only when it reads the shape alone: when it names messages alone
 * (`Shape.plain`), or when it describes a body the SDK rendered into a message and read no field of it but those
 * whose values the tape holds (`tapeFields`, watched by `inspect.within`); otherwise (a body read further, a root without a message) it is described again from
 * the new input.
 *
 * Kept for a shape met a second time (`seenBefore`), per prototype of the root (a few decisions each, the oldest
 * replaced), and only for shapes of bounded text. A kept decision holds copies of its strings and no object of an input
 * (a string cut from a larger one would keep the larger one). A text (an error kept as a string, a stream's message) is
 * decided by itself alone: its decision is kept by the text.
 * @internal
 */
export interface Decision {
  readonly tape: ReadonlyArray<unknown>
  /** The headers asked and their answers, in turn: name, value, name, value… */
  readonly asked: ReadonlyArray<string | undefined>
  /** The failure's fields but its `cause`; its `reason` only when the shape alone gives it. */
  readonly tag: Failure.AgentFailure["_tag"]
  readonly reason: string | undefined
  readonly status: number | undefined
  readonly retryAfter: Duration.Duration | undefined
  readonly tokens: number | undefined
  readonly limit: number | undefined
}

/** Decisions kept per prototype: an SDK's error class covers a handful of failures (its 429s, its 5xxs). */
const PER_PROTOTYPE = 8

/** A decision with more text than this is made each time (its strings would be kept). */
const MAX_CHARS = 4096

/** A decision the rules made for a shape equal to `shape`, if one is kept. @internal */
export const find = (shape: Shape): Decision | undefined => {
  if (!keepable(shape)) return undefined
  const decisions = shape.protos[0].decisions as Array<Decision>
  for (let i = 0; i < decisions.length; i++) {
    const decision = decisions[i]
    if (sameTape(decision.tape, shape) && sameAnswers(decision.asked, shape.reader)) return decision
  }
  return undefined
}

const sameTape = (kept: ReadonlyArray<unknown>, shape: Shape): boolean => {
  if (kept.length !== shape.length) return false
  const tape = shape.tape
  // `!==`: NaN is never equal (a decision is then made again), and 0 and -0 are no status and no count alike
  for (let i = 0; i < kept.length; i++) if (kept[i] !== tape[i]) return false
  return true
}

const sameAnswers = (asked: ReadonlyArray<string | undefined>, reader: HeaderReader | undefined): boolean => {
  if (asked.length === 0) return true
  if (reader === undefined) return false
  for (let i = 0; i < asked.length; i += 2) if (reader(asked[i]!) !== asked[i + 1]) return false
  return true
}

/**
 * Whether a decision for `shape` may be kept (`remember`): one of bounded text. Its headers are then read through
 * `recording`, so that the questions asked are kept with it. @internal
 */
export const keepable = (shape: Shape): boolean => shape.chars <= MAX_CHARS

/** A reader that notes each question and its answer in `asked`. @internal */
export const recording = (
  reader: HeaderReader | undefined,
  asked: Array<string | undefined>
): HeaderReader | undefined =>
  reader === undefined ? undefined : (name) => {
    const value = reader(name)
    asked.push(name, value)
    return value
  }

/**
 * Whether a shape was seen once already (by a fingerprint of its tape); if not, it is noted as seen. A decision is kept
 * only for a shape met a second time: a failure that names a count or an id differs each time (OpenAI's "Used 29760"),
 * and keeping it would cost a copy of its strings, and a comparison with each later one, for nothing. A fingerprint
 * that collides only keeps a decision that may not be met again.
 */
const seenBefore = (seen: Array<number>, fingerprint: number): boolean => {
  const at = seen.indexOf(fingerprint)
  if (at >= 0) {
    seen.splice(at, 1)
    return true
  }
  if (seen.length >= SEEN) seen.pop()
  seen.unshift(fingerprint)
  return false
}

/** Fingerprints kept per prototype and for texts. */
const SEEN = 16

const fingerprint = (shape: Shape): number => {
  let h = FNV_OFFSET
  const tape = shape.tape
  for (let i = 1; i < shape.length; i++) {
    const value = tape[i]
    h = typeof value === "string"
      ? hashString(value, h)
      : Math.imul(h ^ (typeof value === "number" ? value | 0 : 7), FNV_PRIME) >>> 0
  }
  return h
}

/**
 * FNV-1a over a string's UTF-8, four bytes a step (each folded, below), continued from `from`. The fingerprint of every
 * failure met for the first time reads all its text, and `charCodeAt` a character at a time cost ~1.2 ns a character
 * (a 429's two messages, ~0.5 µs); `encodeInto` copies the text natively, and a first meeting got ~0.25 µs cheaper. A
 * lone surrogate reads as U+FFFD: two texts that differ only there collide, which only keeps a decision that may not be
 * met again.
 */
const hashString = (s: string, from: number): number => {
  if (s.length < SHORT || s.length > MAX_CHARS) return fnv1a(s, from)
  const written = encoder.encodeInto(s, bytes).written
  bytes[written] = 0
  bytes[written + 1] = 0
  bytes[written + 2] = 0
  let h = from
  // the shift folds each step's high bits down: a product carries a word's high bits nowhere else, and two differences
  // confined there (a count in a message and in its body) cancelled out often enough to keep decisions for new shapes
  for (let i = 0, n = (written + 3) >> 2; i < n; i++) {
    h = Math.imul(h ^ words[i], FNV_PRIME)
    h ^= h >>> 15
  }
  return Math.imul(h ^ written, FNV_PRIME) >>> 0
}

/** Below this length a string is hashed a character at a time (`encodeInto`'s call costs more). */
const SHORT = 32

const encoder = new TextEncoder()
// UTF-8 takes three bytes at most for a UTF-16 unit; three more pad the last word
const bytes = new Uint8Array(MAX_CHARS * 3 + 4)
const words = new Uint32Array(bytes.buffer, 0, bytes.length >> 2)

/**
 * Keeps the decision the rules made for `shape` when the shape is met a second time, unless its headers' answers are
 * too long to keep; its reason too when `withReason` (the reason read the shape alone). @internal
 */
export const remember = (
  shape: Shape,
  asked: Array<string | undefined>,
  failure: Failure.AgentFailure,
  withReason: boolean
): void => {
  if (!seenBefore(shape.protos[0].seen, fingerprint(shape))) return
  let chars = shape.chars
  for (let i = 1; i < asked.length; i += 2) chars += asked[i]?.length ?? 0
  if (chars > MAX_CHARS) return
  const tape = shape.tape.slice(0, shape.length)
  for (let i = 0; i < tape.length; i++) if (typeof tape[i] === "string") tape[i] = own(tape[i] as string)
  for (let i = 1; i < asked.length; i += 2) if (asked[i] !== undefined) asked[i] = own(asked[i]!)
  const decisions = shape.protos[0].decisions as Array<Decision>
  const decision = decisionOf(tape, asked, failure, withReason)
  if (decisions.length >= PER_PROTOTYPE) decisions.pop()
  decisions.unshift(decision)
}

/**
 * A copy of `s` that holds nothing else and is one flat run of characters: V8 makes a slice of 13 characters or more,
 * and a concatenation, refer to the strings they come from (a message cut from a 20 MB body would keep the body). A
 * slice of a fresh concatenation held nothing else too, but V8 compares a slice with another string in its runtime,
 * not in the `===` it compiles: each reused decision's comparison of a message cost ~75 ns more (`find` on the
 * context-overflow 400, 227 → 76 ns). Parsing the JSON of `s` makes a new flat string.
 */
const own = (s: string): string => s.length < 13 ? s : JSON.parse(JSON.stringify(s)) as string

const decisionOf = (
  tape: ReadonlyArray<unknown>,
  asked: ReadonlyArray<string | undefined>,
  failure: Failure.AgentFailure,
  withReason: boolean
): Decision => ({
  tape,
  asked,
  tag: failure._tag,
  reason: withReason ? own(failure.reason) : undefined,
  status: failure.status,
  retryAfter: failure._tag === "Retryable" ? failure.retryAfter : undefined,
  tokens: failure._tag === "ContextOverflow" ? failure.tokens : undefined,
  limit: failure._tag === "ContextOverflow" ? failure.limit : undefined
})

/**
 * Decisions kept for texts (a stream's error message, an error kept as a string): a text's decision depends on the text
 * alone. The last few, newest first.
 */
const texts: Array<{ readonly text: string; readonly decision: Decision }> = []

const TEXTS = 8

const seenTexts: Array<number> = []

const none: ReadonlyArray<never> = []

/** The decision the rules made for the text `s`, if one is kept. @internal */
export const findText = (s: string): Decision | undefined => {
  for (let i = 0; i < texts.length; i++) if (texts[i].text === s) return texts[i].decision
  return undefined
}

/** Keeps the decision the rules made for the text `s`, when it is short enough to keep. @internal */
export const rememberText = (s: string, failure: Failure.AgentFailure): void => {
  if (s.length > MAX_CHARS || !seenBefore(seenTexts, hashString(s, FNV_OFFSET))) return
  if (texts.length >= TEXTS) texts.pop()
  texts.unshift({ text: own(s), decision: decisionOf(none, none, failure, true) })
}

/**
 * The failure a kept decision makes for a new input: the kept one's fields, the new input as its `cause` and the
 * `reason` given (the kept one, or one described from the input), built as `decide` builds it (the same fields in the
 * same order). @internal
 */
export const replay = (decision: Decision, cause: unknown, reason: string): Failure.AgentFailure => {
  const { status } = decision
  switch (decision.tag) {
    case "Retryable":
      return retryableOf({ reason, status, cause, retryAfter: decision.retryAfter })
    case "ContextOverflow":
      return contextOverflowOf({ reason, status, cause, tokens: decision.tokens, limit: decision.limit })
    case "Permanent":
      return permanentOf({ reason, status, cause })
    case "Fatal":
      return fatalOf({ reason, status, cause })
  }
}
