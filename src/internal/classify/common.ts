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
  numericStatus
} from "./evidence.js"
import { otherFields, presenceFields } from "./fields.js"
import { headerReader } from "./headers.js"
import { constructorName, renderedBody, typeNameFrom } from "./inspect.js"
import { hasOwnCodes, isCodeLike, isExceptionName } from "./shapes.js"

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
 * @internal
 */
export const gatherCommon = (root: unknown, status: number | undefined): Evidence | undefined => {
  try {
    return isPlainNode(root) ? walk(root, status) : undefined
  } catch {
    return undefined
  }
}

const MAX_NODES = 6

const walk = (root: object, status: number | undefined): Evidence | undefined => {
  const ev = emptyEvidence(status)
  const nodes: Array<object> = [root]
  const chains: Array<boolean> = [true]
  let weakStatus: number | undefined
  let rendered: string | undefined
  for (let q = 0; q < nodes.length; q++) {
    const node = nodes[q] as Record<PropertyKey, unknown>
    const chain = chains[q]
    const proto = prototypeOf(node)
    if (proto === undefined || hasOtherOwnField(node)) return undefined

    const nameField = node.name
    const name = typeNameFrom(nameField, undefined, proto.constructorName)
    if (q === 0) ev.rootName = name
    if (chain) addName(ev, name === proto.constructorName ? proto.lowerName : name.toLowerCase())

    const statusField = node.status
    // a status that is an envelope (NAVER's `{ status: { code, message } }`): the generic walk visits it
    if (typeof statusField === "object" && statusField !== null) return undefined
    const nodeStatus = asNumber(statusField)
    const code = node.code
    if (nodeStatus !== undefined && isHttpStatus(nodeStatus)) {
      if (ev.status === undefined) ev.status = nodeStatus
    } else if (!hasOwnCodes(name)) {
      const numeric = numericStatus(code)
      if (numeric !== undefined && weakStatus === undefined) weakStatus = numeric
    }
    if (typeof code === "string" && numericStatus(code) === undefined) addCode(ev, code)
    const type = node.type
    if (typeof type === "string") addCode(ev, type)
    if (typeof statusField === "string" && numericStatus(statusField) === undefined) addCode(ev, statusField)
    if (name.endsWith("Exception")) addCode(ev, name)

    const message = node.message
    // an envelope in `message` (a webhook's): the generic walk visits it
    if (typeof message === "object" && message !== null) return undefined
    const error = node.error
    let bracket = false
    if (typeof message === "string" && message.length > 0) {
      bracket = hasBracket(message)
      const fromBody = bracket && renderedBody(message, statusField, error) !== undefined
      // The generic walk parses JSON in a message: left to it.
      if (bracket && !fromBody) return undefined
      if (fromBody) {
        rendered ??= message
      } else {
        addText(ev, message)
        if (isExceptionName(message)) addCode(ev, message)
      }
    }
    if (chain) {
      const codeText = typeof code === "string" ? code : undefined
      const named = typeof message === "string" ? message : codeText ?? ""
      const link = {
        name,
        message: named,
        hasMessage: typeof message === "string",
        code: codeText,
        status: statusField,
        error,
        bracket: named === message ? bracket : hasBracket(named)
      }
      if (q === 0) ev.links = [link]
      else ev.links!.push(link)
    }

    const headers = node.headers
    if (ev.headers === undefined && headers !== undefined) {
      const reader = headerReader(headers)
      if (reader !== undefined) ev.headers = reader
    }

    if (chain && nodeStatus === undefined && isEmptyApiError(node, name)) ev.emptyStreamError = true

    if (!enqueue(nodes, chains, node.cause, chain)) return undefined
    if (typeof error === "string") {
      addText(ev, error)
      if (isCodeLike(error)) addCode(ev, error)
      if (hasBracket(error)) return undefined
    } else if (!enqueue(nodes, chains, error, false)) {
      return undefined
    }
  }
  if (ev.status === undefined && weakStatus !== undefined) {
    ev.status = weakStatus
    ev.statusFromCode = true
  }
  addRenderedIfNoText(ev, rendered)
  addAwsErrorType(ev)
  return ev
}

const enqueue = (nodes: Array<object>, chains: Array<boolean>, child: unknown, chain: boolean): boolean => {
  if (child === undefined || child === null) return true
  // Strings (JSON to parse), arrays, cycles and long chains: the generic walk's business.
  if (!isPlainNode(child) || nodes.length >= MAX_NODES || nodes.includes(child)) return false
  nodes.push(child)
  chains.push(chain)
  return true
}

const hasBracket = (s: string): boolean => s.indexOf("{") >= 0 || s.indexOf("[") >= 0

/** @internal */
export { commonFields } from "./fields.js"

const nil = (u: unknown): boolean => u === undefined || u === null

/** Whether the node itself has one of the other fields: its own enumerable keys, `errors`, and the two symbols of Effect. */
const hasOtherOwnField = (node: Record<PropertyKey, unknown>): boolean => {
  // `errors` and `response` are read directly: an `AggregateError` (Node's connect errors,
  // `Promise.any`) keeps `errors` as an own non-enumerable property, and got's `HTTPError` its
  // `response`, which `Object.keys` does not list.
  if (!nil(node[FiberFailureCauseId]) || !nil(node[CauseTypeId]) || !nil(node.errors) || !nil(node.response)) {
    return true
  }
  const keys = Object.keys(node)
  for (let i = 0; i < keys.length; i++) {
    if (otherFields.has(keys[i]) && (!nil(node[keys[i]]) || presenceFields.has(keys[i]))) return true
  }
  return false
}

/** What a prototype chain says about its instances, found once per prototype. */
interface Prototype {
  readonly constructorName: string | undefined
  /** `constructorName` lower-cased. */
  readonly lowerName: string
}

const prototypes = new WeakMap<object, Prototype | null>()
const plainPrototype: Prototype = { constructorName: "Object", lowerName: "object" }

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
    for (let p: object | null = proto; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      if (Object.getOwnPropertySymbols(p).some((s) => s === FiberFailureCauseId || s === CauseTypeId)) return null
      for (const name of Object.getOwnPropertyNames(p)) if (otherFields.has(name)) return null
    }
    // The name of `Object.create(proto)`'s constructor, as `typeName` reads it for any object.
    const name = constructorName(Object.create(proto))
    return { constructorName: name, lowerName: (name ?? "").toLowerCase() }
  } catch {
    return null
  }
}

/** An object the generic walk visits field by field (arrays and functions it visits differently). */
const isPlainNode = (u: unknown): u is object => typeof u === "object" && u !== null && !Array.isArray(u)
