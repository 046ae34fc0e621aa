import {
  addCode,
  addOnce,
  addText,
  asNumber,
  asString,
  CauseTypeId,
  emptyEvidence,
  type Evidence,
  FiberFailureCauseId,
  isEmptyApiError,
  isHttpStatus,
  numericStatus
} from "./evidence.js"
import { headerReader } from "./headers.js"
import { renderedBody, typeNameOf } from "./inspect.js"

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
  for (let q = 0; q < nodes.length; q++) {
    const node = nodes[q]
    const chain = chains[q]
    const f = fieldsOf(node)
    if (f === undefined) return undefined

    const name = typeNameOf(node, f.name, undefined)
    if (q === 0) ev.rootName = name
    if (chain) addOnce(ev.names, name.toLowerCase())

    const nodeStatus = asNumber(f.status)
    const code = f.code
    if (nodeStatus !== undefined && isHttpStatus(nodeStatus)) {
      if (ev.status === undefined) ev.status = nodeStatus
    } else {
      const numeric = numericStatus(code)
      if (numeric !== undefined && weakStatus === undefined) weakStatus = numeric
    }
    if (typeof code === "string" && numericStatus(code) === undefined) addCode(ev, code)
    addCode(ev, asString(f.type))
    const statusText = asString(f.status)
    if (statusText !== undefined && numericStatus(statusText) === undefined) addCode(ev, statusText)
    if (name.endsWith("Exception")) addCode(ev, name)

    const message = asString(f.message)
    if (message !== undefined) {
      addText(ev, message)
      // The generic walk parses JSON in a message: left to it.
      if (message.length > 0 && renderedBody(message, f.status, f.error) === undefined && hasBracket(message)) {
        return undefined
      }
    }

    if (ev.headers === undefined && f.headers !== undefined) {
      const headers = headerReader(f.headers)
      if (headers !== undefined) {
        ev.headers = headers
        addCode(ev, headers("x-amzn-errortype"))
      }
    }

    if (chain && nodeStatus === undefined && isEmptyApiError(node, name)) ev.emptyStreamError = true

    if (!enqueue(nodes, chains, f.cause, chain)) return undefined
    const error = f.error
    if (typeof error === "string") {
      addText(ev, error)
      if (hasBracket(error)) return undefined
    } else if (!enqueue(nodes, chains, error, false)) {
      return undefined
    }
  }
  if (ev.status === undefined) ev.status = weakStatus
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

/** The fields a common node may have; every other field the generic walk knows must be absent (or nullish). */
interface Fields {
  name: unknown
  message: unknown
  status: unknown
  code: unknown
  type: unknown
  headers: unknown
  cause: unknown
  error: unknown
}

const nil = (u: unknown): boolean => u === undefined || u === null

/**
 * The fields of `Fields` in `evidence.ts` that a common node does not have. Read one by one: a missing
 * property costs a cached lookup, less than listing the node's own properties.
 */
const hasOtherField = (n: Record<PropertyKey, unknown>): boolean =>
  !nil(n[FiberFailureCauseId]) || !nil(n[CauseTypeId]) || !nil(n.statusCode) || !nil(n.$metadata) ||
  !nil(n.__type) || !nil(n.error_code) || !nil(n.errorCode) || !nil(n["@type"]) || !nil(n.reason) ||
  !nil(n.retryDelay) || !nil(n._tag) || !nil(n.detail) || !nil(n.description) || !nil(n.errorMessage) ||
  !nil(n.error_description) || !nil(n.responseBody) || !nil(n.responseHeaders) || !nil(n.errors) ||
  !nil(n.lastError) || !nil(n.response) || !nil(n.$response) || !nil(n.data) || !nil(n.details) ||
  !nil(n.errorDetails) || !nil(n.innererror) || !nil(n.body) || !nil(n.metadata)

const fieldsOf = (node: object): Fields | undefined => {
  const n = node as Record<PropertyKey, unknown>
  if (hasOtherField(n)) return undefined
  return {
    name: n.name,
    message: n.message,
    status: n.status,
    code: n.code,
    type: n.type,
    headers: n.headers,
    cause: n.cause,
    error: n.error
  }
}

/** An object the generic walk visits field by field (arrays and functions it visits differently). */
const isPlainNode = (u: unknown): u is object => typeof u === "object" && u !== null && !Array.isArray(u)

/** The fields `Fields` reads; every other field of the generic walk must be absent or nullish. @internal */
export const commonFields: ReadonlyArray<string> = [
  "name",
  "message",
  "status",
  "code",
  "type",
  "headers",
  "cause",
  "error"
]
