import * as Tables from "./tables.js"

/**
 * Which code, name and whole-message tables a code, a type name or a message belongs to, as bits: the decision asks a
 * dozen such questions of every failure, and a bit test answers each without a set lookup per code. A code's bits are
 * found once, when it is normalized (`evidence.ts` caches both); a name's once per distinct name; a message's with one
 * lookup when it is gathered.
 * @internal
 */

/** @internal */
export const AbortCodes = 1
/** @internal */
export const PermanentCodes = 2
/** @internal */
export const DeclinedCodes = 4
/** @internal */
export const ServerFaultCodes = 8
/** @internal */
export const NetworkCodes = 16
/** @internal */
export const PolicyCodes = 32
/** @internal */
export const Retryable400Codes = 64
/** @internal */
export const HeldAllowance402Codes = 128
/** @internal */
export const UnroutableCodes = 256
/** @internal */
export const RateLimitCodes = 512
/** @internal */
export const OverflowCodes = 1024
/** @internal */
export const ThrottleCodes = 2048
/** @internal */
export const RequestFault5xxCodes = 4096
/** @internal */
export const RequestConflictCodes = 8192
/** @internal */
export const SpentAllowanceCodes = 16384
/** @internal */
export const RequestRefusalCodes = 32768

const codeTables: ReadonlyArray<readonly [number, ReadonlySet<string>]> = [
  [AbortCodes, Tables.abortCodes],
  [PermanentCodes, Tables.permanentCodes],
  [DeclinedCodes, Tables.declinedCodes],
  [ServerFaultCodes, Tables.serverFaultCodes],
  [NetworkCodes, Tables.networkCodes],
  [PolicyCodes, Tables.policyCodes],
  [Retryable400Codes, Tables.retryable400Codes],
  [HeldAllowance402Codes, Tables.heldAllowance402Codes],
  [UnroutableCodes, Tables.unroutableCodes],
  [RateLimitCodes, Tables.rateLimitCodes],
  [OverflowCodes, Tables.overflowCodes],
  [ThrottleCodes, Tables.throttleCodes],
  [RequestFault5xxCodes, Tables.requestFault5xxCodes],
  [RequestConflictCodes, Tables.requestConflictCodes],
  [SpentAllowanceCodes, Tables.spentAllowanceCodes],
  [RequestRefusalCodes, Tables.requestRefusalCodes]
]

/** @internal */
export const AbortNames = 1
/** @internal */
export const PermanentNames = 2
/** @internal */
export const NetworkNames = 4
/** @internal */
export const ModelOutputNames = 8
/** @internal */
export const NonRetryableNames = 16

const nameTables: ReadonlyArray<readonly [number, ReadonlySet<string>]> = [
  [AbortNames, Tables.abortNames],
  [PermanentNames, Tables.permanentNames],
  [NetworkNames, Tables.networkNames],
  [ModelOutputNames, Tables.modelOutputNames],
  [NonRetryableNames, Tables.nonRetryableNames]
]

const bitsIn = (tables: ReadonlyArray<readonly [number, ReadonlySet<string>]>, s: string): number => {
  let bits = 0
  for (const [bit, set] of tables) if (set.has(s)) bits |= bit
  return bits
}

/** The code tables a normalized code is in. @internal */
export const codeBits = (code: string): number => bitsIn(codeTables, code)

/** The name tables a lower-cased type name is in, found once per name. @internal */
export const nameBits = (name: string): number => {
  let bits = names.get(name)
  if (bits === undefined) {
    bits = bitsIn(nameTables, name)
    // a name this long is no class's name but a value put there: kept, it would hold its text after the call (review
    // of session 38: 8 MB each)
    if (name.length > MAX_KEPT_NAME) return bits
    // type names come from a small vocabulary (the classes along cause chains): past a few hundred, start over
    if (names.size >= 512) names.clear()
    names.set(name, bits)
  }
  return bits
}

const MAX_KEPT_NAME = 128

const names = new Map<string, number>()

/** @internal */
export const PermanentMessages = 1
/** @internal */
export const WeakPermanentMessages = 2
/** @internal */
export const FetchRefusalMessages = 4
/** @internal */
export const NetworkMessages = 8
/** @internal */
export const TransientMessages = 16
/** @internal */
export const OverflowMessages = 32
/** @internal */
export const UndecodedSuccessMessages = 64
/** @internal */
export const Retryable400Messages = 128

const messageTables: ReadonlyArray<readonly [number, ReadonlySet<string>]> = [
  [PermanentMessages, Tables.permanentMessages],
  [WeakPermanentMessages, Tables.weakPermanentMessages],
  [FetchRefusalMessages, Tables.fetchRefusalMessages],
  [NetworkMessages, Tables.networkMessages],
  [TransientMessages, Tables.transientMessages],
  [OverflowMessages, Tables.overflowMessages],
  [UndecodedSuccessMessages, Tables.undecodedSuccessMessages],
  [Retryable400Messages, Tables.retryable400Messages]
]

/** Every message of every whole-message table, for tests. @internal */
export const allMessages: ReadonlyArray<string> = messageTables.flatMap(([, set]) => [...set])

let messages: Map<string, number> | undefined
let shapes: Set<number> | undefined

/**
 * A message's length and its first and last characters, as one small number: a message whose shape no table message has
 * is in no table. Looking the string up costs hashing all of it (a fresh lower-cased message has no hash yet), about as
 * much as the rest of gathering a short message; most messages are in no table, and their shape says so first.
 */
const shape = (m: string): number =>
  m.length * 65536 + (m.charCodeAt(0) & 255) * 256 + (m.charCodeAt(m.length - 1) & 255)

/** The whole-message tables a lower-cased, trimmed message is in: one lookup for all of them. @internal */
export const messageBits = (message: string): number => {
  if (messages === undefined || shapes === undefined) {
    messages = new Map()
    shapes = new Set()
    for (const [bit, set] of messageTables) {
      for (const m of set) {
        messages.set(m, (messages.get(m) ?? 0) | bit)
        shapes.add(shape(m))
      }
    }
  }
  return shapes.has(shape(message)) ? messages.get(message) ?? 0 : 0
}
