import {
  addAwsErrorType,
  addCode,
  addName,
  addRenderedIfNoText,
  addText,
  asNumber,
  CauseTypeId,
  emptyEvidence,
  type Evidence,
  FiberFailureCauseId,
  isEmptyApiError,
  isHttpStatus,
  isSnakeCase,
  numericStatus
} from "./evidence.js"
import { otherFields, presenceFields } from "./fields.js"
import { type HeaderReader, headerReader } from "./headers.js"
import { constructorName, isArray, isBytes, renderedBody, typeNameFrom } from "./inspect.js"
import { type Link, serverToolResultName } from "./reason.js"
import { commandTimedOut, hasOwnCodes, isCodeLike, isDiscordRateLimit, isExceptionName } from "./shapes.js"

/**
 * The evidence of the errors an agent sees most (an SDK API error with its parsed body, a network
 * error and its `cause` chain), gathered in a walk that handles only the few fields these have, with
 * a fraction of the generic walk's work per node.
 *
 * It answers only when it can give exactly what `gatherGeneric` gives: on anything it does not
 * handle (a field other than the few below, JSON in a message, an array, a cycle, a long chain, a
 * throwing getter) it returns `undefined` and the generic walk runs. The nodes are
 * visited in the generic walk's order (breadth first, `cause` before `error`), so the text, the codes
 * and the names come out in the same order.
 *
 * Whether a node has one of the other fields is read from its own enumerable keys and, once per
 * prototype, from its prototype chain: a class instance, an `Error` and a parsed body keep their
 * fields there (reading the 27 other fields one by one cost three times as much). What this does not
 * see is a field defined on the instance itself as non-enumerable (other than an `Error`'s own
 * `message` and `cause`, an `AggregateError`'s `errors` and got's `response`, which are read), or one a `Proxy` makes up in its `get` trap without listing
 * it among its keys: such an object is classified from the fields read here.
 *
 * The walk is two steps: `readShape` reads the nodes into a `Shape` (every value the evidence depends on, as the
 * evidence uses it), and `evidenceOf` makes the evidence from the shape alone. Two inputs with equal shapes (and equal
 * answers from their headers) have equal evidence: what lets `memo.ts` reuse a decision without deciding again.
 * @internal
 */
export const gatherCommon = (root: unknown, status: number | undefined): Evidence | undefined => {
  const shape = readShape(root)
  if (shape === undefined) return undefined
  try {
    return evidenceOf(shape, status, shape.reader)
  } catch {
    return undefined
  } finally {
    release(shape)
  }
}

/**
 * What the common walk read of an input: per node (breadth first), `NODE_SIZE` values in `tape`, each as the evidence
 * uses it (a type name that is not a string is none, a child node is its index); and what the reason may read besides.
 * Shapes are reused (`release`): a classification makes one and is done with it before it returns.
 * @internal
 */
export interface Shape {
  /** Per node: its prototype's number, name, status, code, type, message, error, headers, cause, flags. */
  readonly tape: Array<unknown>
  /** Per node: its prototype's description (the tape holds its number). */
  readonly protos: Array<Prototype>
  /** The nodes, root first (`count` of them: the arrays are reused, and longer). */
  readonly nodes: Array<object | undefined>
  count: number
  /** The values in `tape`. */
  length: number
  /** Per node: whether it is on the error's own chain (root, `cause`) rather than inside a body. */
  readonly chains: Array<boolean>
  /** Per node: its `error` as it is, which the reason reads when a message is a body the SDK rendered. */
  readonly errors: Array<unknown>
  /** The first node's headers that could be read. */
  reader: HeaderReader | undefined
  /**
   * Whether the reason reads nothing but the tape (`memo.ts`): the root has a message, and no link's message or code is
   * a body the SDK rendered (whose reason reads the body's fields: those the walk keeps, and others at times).
   */
  plain: boolean
  /** Whether the root has no message: its reason describes it as a body, and reads what `inspect.within` cannot see. */
  bare: boolean
  /** The characters of the strings in the tape. */
  chars: number
}

/** @internal */
export const NODE_SIZE = 10

/**
 * The fields whose values the tape holds (of `headers` and `cause` it holds only whether they are there): a reason
 * that read no other is the same for every input of an equal tape (`inspect.within`). @internal
 */
export const tapeFields: ReadonlyArray<string> = ["name", "status", "code", "type", "message", "error"]

// The offsets of a node's values in the tape (0: its prototype's number, 7: its headers, 8: its cause, are compared,
// not read back).
const NAME = 1
const STATUS = 2
const CODE = 3
const TYPE = 4
const MESSAGE = 5
const ERROR = 6
const FLAGS = 9

// FLAGS: what the walk found of a node beyond its fields.
const EMPTY_API_ERROR = 1
const RENDERED_BODY = 2
// its code renders its body ("429 {}"): whether it does depends on the body's `message` being no object or function, which
// the body's own values do not say (a function there is no message), so it is kept here (review of session 31)
const CODE_RENDERS_BODY = 4

// HEADERS: none, present (after a node whose headers could be read), read here, present but unreadable.
const HEADERS_NONE = 0
const HEADERS_LATER = 1
const HEADERS_READ = 2
const HEADERS_UNREADABLE = 3

const MAX_NODES = 6

// A few shapes, reused: most classifications need one at a time (a header getter that classifies needs a second).
const pool: Array<Shape> = []

const newShape = (): Shape => ({
  tape: [],
  protos: [],
  nodes: [],
  count: 0,
  length: 0,
  chains: [],
  errors: [],
  reader: undefined,
  plain: true,
  bare: false,
  chars: 0
})

/** Returns a shape to the pool, emptied. @internal */
export const release = (shape: Shape): void => {
  // The entries are cleared (setting an array's length is a call into the runtime): a long message would stay reachable.
  // A read that stopped part way wrote up to its nodes' entries.
  const written = Math.max(shape.length, shape.count * NODE_SIZE)
  for (let i = 0; i < written; i++) shape.tape[i] = undefined
  for (let i = 0; i < shape.count; i++) {
    shape.nodes[i] = undefined
    shape.errors[i] = undefined
  }
  shape.length = 0
  shape.count = 0
  shape.reader = undefined
  if (pool.length < 4) pool.push(shape)
}

/** The shape of `root`, or `undefined` when the generic walk must read it. @internal */
export const readShape = (root: unknown): Shape | undefined => {
  if (!isPlainNode(root)) return undefined
  const shape = pool.pop() ?? newShape()
  let complete = false
  try {
    complete = read(root, shape)
  } catch {
    complete = false
  }
  if (complete) return shape
  release(shape)
  return undefined
}

const read = (root: object, shape: Shape): boolean => {
  const { chains, errors, nodes, protos, tape } = shape
  nodes[0] = root
  chains[0] = true
  shape.count = 1
  shape.bare = false
  let t = 0
  let reader: HeaderReader | undefined
  let plain = true
  let chars = 0
  for (let q = 0; q < shape.count; q++) {
    const node = nodes[q] as Record<PropertyKey, unknown>
    const chain = chains[q]
    const proto = prototypeOf(node)
    if (proto === undefined || hasOtherOwnField(node, proto)) return false
    const nameField = node.name
    const name = typeof nameField === "string" ? nameField : undefined
    const statusField = node.status
    // a status that is an envelope (NAVER's `{ status: { code, message } }`): the generic walk visits it
    if (typeof statusField === "object" && statusField !== null) return false
    const status = typeof statusField === "string" || typeof statusField === "number" ? statusField : undefined
    const codeField = node.code
    const code = typeof codeField === "string" || typeof codeField === "number" ? codeField : undefined
    const typeField = node.type
    const type = typeof typeField === "string" ? typeField : undefined
    const messageField = node.message
    // an envelope in `message` (a webhook's): the generic walk visits it
    if (typeof messageField === "object" && messageField !== null) return false
    const message = typeof messageField === "string" ? messageField : undefined
    const error = node.error
    let flags = 0
    if (message !== undefined && hasBracket(message)) {
      // The generic walk parses JSON in a message: left to it, unless it is the body the SDK rendered.
      if (renderedBody(message, statusField, error) === undefined) return false
      flags |= RENDERED_BODY
      plain = false
    }
    // the reason describes the root's body when it has no message, and a body a link's code renders ("429 {}")
    if (q === 0 && message === undefined) {
      shape.bare = true
      plain = false
    }
    if (
      chain && message === undefined && typeof code === "string" && renderedBody(code, statusField, error) !== undefined
    ) {
      flags |= CODE_RENDERS_BODY
      plain = false
    }
    const headersField = node.headers
    let headers = HEADERS_NONE
    if (headersField !== undefined) {
      if (reader !== undefined) {
        headers = HEADERS_LATER
      } else {
        reader = headerReader(headersField)
        headers = reader === undefined ? HEADERS_UNREADABLE : HEADERS_READ
      }
    }
    if (
      chain && asNumber(status) === undefined &&
      isEmptyApiError(node, typeNameFrom(name, undefined, proto.constructorName))
    ) {
      flags |= EMPTY_API_ERROR
    }
    const cause = child(shape, node.cause, chain)
    if (cause === undefined) return false
    let errorValue: unknown
    if (typeof error === "string") {
      if (hasBracket(error)) return false
      errorValue = error
      chars += error.length
    } else {
      errorValue = child(shape, error, false)
      if (errorValue === undefined) return false
    }
    errors[q] = error
    chars += (name?.length ?? 0) + (typeof status === "string" ? status.length : 0) +
      (typeof code === "string" ? code.length : 0) + (type?.length ?? 0) + (message?.length ?? 0)
    // the prototype by its number: a kept tape holding descriptions would keep their decisions, and theirs in turn
    tape[t] = proto.id
    protos[q] = proto
    tape[t + 1] = name
    tape[t + 2] = status
    tape[t + 3] = code
    tape[t + 4] = type
    tape[t + 5] = message
    tape[t + 6] = errorValue
    tape[t + 7] = headers
    tape[t + 8] = cause
    tape[t + 9] = flags
    t += NODE_SIZE
  }
  shape.length = t
  shape.reader = reader
  shape.plain = plain
  shape.chars = chars
  return true
}

/** A child's place in the tape: `null` for none, its node's index, `undefined` when the generic walk must read it. */
const child = (shape: Shape, u: unknown, chain: boolean): number | null | undefined => {
  if (u === undefined || u === null) return null
  // Strings (JSON to parse), arrays, cycles and long chains: the generic walk's business.
  const count = shape.count
  if (!isPlainNode(u) || count >= MAX_NODES) return undefined
  for (let i = 0; i < count; i++) if (shape.nodes[i] === u) return undefined
  shape.nodes[count] = u
  shape.chains[count] = chain
  shape.count = count + 1
  return count
}

/**
 * The evidence of a shape, from the shape alone: the headers are read through `reader` (the shape's, or one that
 * records what was asked). @internal
 */
export const evidenceOf = (shape: Shape, status: number | undefined, reader: HeaderReader | undefined): Evidence => {
  const ev = emptyEvidence(status)
  ev.headers = reader
  const { chains, tape } = shape
  let weakStatus: number | undefined
  let rendered: string | undefined
  for (let q = 0, at = 0; q < shape.count; q++, at += NODE_SIZE) {
    const chain = chains[q]
    const proto = shape.protos[q]
    const name = typeNameFrom(tape[at + NAME], undefined, proto.constructorName)
    if (q === 0) ev.rootName = name
    if (chain) addName(ev, name === proto.constructorName ? proto.lowerName : name.toLowerCase())

    const statusField = tape[at + STATUS] as string | number | undefined
    const nodeStatus = asNumber(statusField)
    const code = tape[at + CODE] as string | number | undefined
    if (nodeStatus !== undefined && isHttpStatus(nodeStatus)) {
      if (ev.status === undefined) ev.status = nodeStatus
    } else if (!hasOwnCodes(name)) {
      const numeric = numericStatus(code)
      if (numeric !== undefined && weakStatus === undefined) weakStatus = numeric
    }
    if (typeof code === "string" && numericStatus(code) === undefined) addCode(ev, code)
    const type = tape[at + TYPE] as string | undefined
    if (type !== undefined) addCode(ev, type)
    if (typeof statusField === "string" && numericStatus(statusField) === undefined) addCode(ev, statusField)
    // a body whose `name` is a code (Resend's "daily_quota_exceeded"), as the generic walk reads it
    const nameField = tape[at + NAME] as string | undefined
    if (nameField !== undefined && isSnakeCase(nameField)) addCode(ev, nameField)
    if (name.endsWith("Exception")) addCode(ev, name)
    if (isDiscordRateLimit(name)) addCode(ev, "ratelimited")

    const message = tape[at + MESSAGE] as string | undefined
    // an exec error's exit code 124, from coreutils' `timeout` ("Command failed: timeout 30 npm test")
    if (commandTimedOut(code, message)) ev.transport = true
    const flags = tape[at + FLAGS] as number
    if (message !== undefined && message.length > 0) {
      if ((flags & RENDERED_BODY) !== 0) {
        rendered ??= message
      } else {
        addText(ev, message)
        if (isExceptionName(message)) addCode(ev, message)
      }
    }
    if (chain && (flags & EMPTY_API_ERROR) !== 0) ev.emptyStreamError = true
    const error = tape[at + ERROR]
    if (typeof error === "string") {
      addText(ev, error)
      if (isCodeLike(error)) addCode(ev, error)
    }
  }
  if (ev.status === undefined && weakStatus !== undefined) {
    ev.status = weakStatus
    ev.statusFromCode = true
  }
  addRenderedIfNoText(ev, rendered)
  addAwsErrorType(ev)
  ev.links = linksOf(shape)
  return ev
}

/** The error and its causes as the reason names them, from a shape. @internal */
export const linksOf = (shape: Shape): Array<Link> => {
  const { chains, tape } = shape
  const links: Array<Link> = []
  for (let q = 0, at = 0; q < shape.count; q++, at += NODE_SIZE) {
    if (!chains[q]) continue
    const proto = shape.protos[q]
    const code = tape[at + CODE]
    const codeText = typeof code === "string" ? code : undefined
    const message = tape[at + MESSAGE] as string | undefined
    const named = message ?? codeText ?? ""
    const type = tape[at + TYPE]
    links.push({
      name: serverToolResultName(type) ?? typeNameFrom(tape[at + NAME], undefined, proto.constructorName),
      message: named,
      hasMessage: message !== undefined,
      code: codeText,
      type: typeof type === "string" ? type : undefined,
      status: tape[at + STATUS],
      error: shape.errors[q],
      bracket: hasBracket(named)
    })
  }
  return links
}

const hasBracket = (s: string): boolean => s.indexOf("{") >= 0 || s.indexOf("[") >= 0

/** @internal */
export { commonFields } from "./fields.js"

const nil = (u: unknown): boolean => u === undefined || u === null

/** Whether the node itself has one of the other fields: its own enumerable keys, `errors`, and the two symbols of Effect. */
const hasOtherOwnField = (node: Record<PropertyKey, unknown>, proto: Prototype): boolean => {
  // `errors` and `response` are read directly: an `AggregateError` (Node's connect errors,
  // `Promise.any`) keeps `errors` as an own non-enumerable property, and got's `HTTPError` its
  // `response`, which `Object.keys` does not list.
  // Effect's symbols declined whatever they hold, `null` too: `classify` unwraps a root that has one (review of session
  // 33: a root holding `null` there was read here, and the rules unwrap it)
  if (
    node[FiberFailureCauseId] !== undefined || node[CauseTypeId] !== undefined || !nil(node.errors) ||
    !nil(node.response)
  ) {
    return true
  }
  // bytes (a Uint8Array body or cause) are the generic walk's, which lists no keys of theirs
  if (isBytes(node)) return true
  const keys = Object.keys(node)
  const others = otherKeys(keys, proto.keyLists)
  for (let i = 0; i < others.length; i++) {
    const key = keys[others[i]]
    if (!nil(node[key]) || presenceFields.has(key)) return true
  }
  return false
}

/**
 * Where the other fields are in a list of keys: found once per list of keys a prototype's instances have (instances made
 * alike list the same keys, as the same strings), rather than looked up key by key each time.
 */
const otherKeys = (keys: ReadonlyArray<string>, lists: Array<KeyList>): ReadonlyArray<number> => {
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l]
    if (sameKeys(list.keys, keys)) return list.others
  }
  const others: Array<number> = []
  let chars = 0
  for (let i = 0; i < keys.length; i++) {
    if (otherFields.has(keys[i])) others.push(i)
    chars += keys[i].length
  }
  // a list of keys is kept only when it is small: a key is the input's string
  if (keys.length <= MAX_KEYS_KEPT && chars <= MAX_KEY_CHARS_KEPT) {
    if (lists.length >= KEY_LISTS) lists.pop()
    lists.unshift({ keys, others })
  }
  return others
}

const sameKeys = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** A list of keys and the indices of the other fields in it. @internal */
export interface KeyList {
  readonly keys: ReadonlyArray<string>
  readonly others: ReadonlyArray<number>
}

/**
 * Key lists kept per prototype: a plain object's prototype is every parsed body's, and the bench's mix alone has four
 * lists of body keys (OpenAI's error, Anthropic's envelope and error, in two orders); a fifth provider's would push one
 * out each time.
 */
const KEY_LISTS = 8
const MAX_KEYS_KEPT = 32
const MAX_KEY_CHARS_KEPT = 512

/** What a prototype chain says about its instances, found once per prototype. @internal */
export interface Prototype {
  /** A number of its own, never reused: what a tape holds. */
  readonly id: number
  readonly constructorName: string | undefined
  /** `constructorName` lower-cased. */
  readonly lowerName: string
  /** The decisions `memo.ts` keeps for inputs whose root has this prototype. */
  readonly decisions: Array<unknown>
  /** Fingerprints of the shapes `memo.ts` saw once, for inputs whose root has this prototype. */
  readonly seen: Array<number>
  /** The lists of keys its instances were seen with (`otherKeys`). */
  readonly keyLists: Array<KeyList>
}

const prototypes = new WeakMap<object, Prototype | null>()

/** Deeper than any class hierarchy an error comes from (an SDK's is four or five); a chain deeper is walked generically. */
const MAX_PROTOTYPE_DEPTH = 32
let prototypeIds = 0

const plainPrototype: Prototype = {
  id: prototypeIds++,
  constructorName: "Object",
  lowerName: "object",
  decisions: [],
  seen: [],
  keyLists: []
}

/**
 * The prototype of a node, when its chain defines none of the other fields (a getter there would be
 * read by the generic walk on every instance); `undefined` otherwise.
 */
const prototypeOf = (node: object): Prototype | undefined => {
  const proto: object | null = Object.getPrototypeOf(node)
  if (proto === Object.prototype) return plainPrototype
  if (proto === null) return undefined
  let known = prototypes.get(proto)
  if (known === undefined) {
    known = describePrototype(proto)
    prototypes.set(proto, known)
  }
  return known ?? undefined
}

const describePrototype = (proto: object): Prototype | null => {
  try {
    let depth = 0
    for (let p: object | null = proto; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      // a Proxy whose `getPrototypeOf` answers a new Proxy each time has a chain without end: this loop never ended
      if (++depth > MAX_PROTOTYPE_DEPTH) return null
      if (Object.getOwnPropertySymbols(p).some((s) => s === FiberFailureCauseId || s === CauseTypeId)) return null
      for (const name of Object.getOwnPropertyNames(p)) if (otherFields.has(name)) return null
    }
    // The name of `Object.create(proto)`'s constructor, as `typeName` reads it for any object.
    const name = constructorName(Object.create(proto))
    return {
      id: prototypeIds++,
      constructorName: name,
      lowerName: (name ?? "").toLowerCase(),
      decisions: [],
      seen: [],
      keyLists: []
    }
  } catch {
    return null
  }
}

/** An object the generic walk visits field by field (arrays and functions it visits differently). */
const isPlainNode = (u: unknown): u is object => typeof u === "object" && u !== null && !isArray(u)
