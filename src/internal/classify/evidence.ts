import { type HeaderReader, headerReader } from "./headers.js"
import {
  embeddedJson,
  get,
  getNumber,
  getString,
  isArray,
  isObject,
  parseJson,
  SCAN_LIMIT,
  scanText,
  typeName
} from "./inspect.js"
import * as RetryHint from "./retryHint.js"

/**
 * Everything the decision rules look at, gathered in one bounded walk over the error, its `cause` chain,
 * the SDK's `error` body, nested provider bodies (`metadata.raw`, JSON in messages) and responses.
 * @internal
 */
export interface Evidence {
  /** The first HTTP status found, outermost first. */
  status: number | undefined
  headers: HeaderReader | undefined
  /** Lower-cased structured identifiers: `code`, `type`, Google `status`, `ErrorInfo.reason`, AWS error types. */
  readonly codes: Set<string>
  /** Lower-cased type names along the cause chain. */
  readonly names: Set<string>
  /** Lower-cased messages, joined, capped. */
  text: string
  /** Lower-cased whole messages, for the ones that are too generic to match inside a sentence. */
  readonly messages: Set<string>
  retryInfoMs: number | undefined
  interrupted: boolean
  transport: boolean
  /** An SDK API error without status or body: the stream dropped. */
  emptyStreamError: boolean
}

const MAX_DEPTH = 16
const MAX_NODES = 96
const MAX_ARRAY = 8

/** @internal */
export const CauseTypeId = Symbol.for("effect/Cause")
/** @internal */
export const FiberFailureCauseId = Symbol.for("effect/Runtime/FiberFailure/Cause")

const isHttpStatus = (n: number): boolean => Number.isInteger(n) && n >= 100 && n <= 599

const numericStatus = (u: unknown): number | undefined => {
  if (typeof u === "number") return isHttpStatus(u) ? u : undefined
  if (typeof u === "string" && u.length === 3) {
    const n = Number(u)
    return isHttpStatus(n) ? n : undefined
  }
  return undefined
}

interface Walk {
  readonly ev: Evidence
  readonly queue: Array<Item>
  readonly seen: Array<unknown>
  weakStatus: number | undefined
}

interface Item {
  readonly node: unknown
  readonly depth: number
  /** On the error's own chain (root, `cause`, `errors`), not inside a body. */
  readonly chain: boolean
}

const addText = (ev: Evidence, s: string): void => {
  if (s.length === 0 || ev.text.length >= SCAN_LIMIT) return
  const lower = scanText(s)
  ev.text = ev.text.length === 0 ? lower : `${ev.text} | ${lower}`
  if (lower.length <= 64) ev.messages.add(lower.trim())
}

const addCode = (ev: Evidence, s: string | undefined): void => {
  if (s === undefined || s.length === 0 || s.length > 128) return
  let code = s
  const hash = code.lastIndexOf("#")
  if (hash >= 0) code = code.slice(hash + 1)
  const colon = code.indexOf(":")
  if (colon > 0) code = code.slice(0, colon)
  ev.codes.add(code.toLowerCase())
}

const push = (walk: Walk, node: unknown, depth: number, chain: boolean): void => {
  if (depth <= MAX_DEPTH && node !== undefined && node !== null) walk.queue.push({ node, depth, chain })
}

const pushString = (walk: Walk, s: string, depth: number): void => {
  const parsed = embeddedJson(s)
  if (parsed !== undefined) push(walk, parsed, depth, false)
}

const textKeys = ["detail", "description", "errorMessage", "error_description", "responseBody"] as const

/** @internal */
export const gather = (root: unknown, extra?: { readonly status?: number | undefined }): Evidence => {
  const ev: Evidence = {
    status: extra?.status,
    headers: undefined,
    codes: new Set(),
    names: new Set(),
    text: "",
    messages: new Set(),
    retryInfoMs: undefined,
    interrupted: false,
    transport: false,
    emptyStreamError: false
  }
  const walk: Walk = { ev, queue: [{ node: root, depth: 0, chain: true }], seen: [], weakStatus: undefined }
  let nodes = 0
  for (let q = 0; q < walk.queue.length && nodes < MAX_NODES; q++) {
    const item = walk.queue[q]
    const node = item.node
    if (typeof node === "string") {
      addText(ev, node)
      pushString(walk, node, item.depth + 1)
      nodes++
      continue
    }
    if (!isObject(node) || walk.seen.includes(node)) continue
    walk.seen.push(node)
    nodes++
    visit(walk, node, item)
  }
  if (ev.status === undefined) ev.status = walk.weakStatus
  return ev
}

const visit = (walk: Walk, node: object, item: Item): void => {
  const { ev } = walk
  const depth = item.depth
  const chain = item.chain
  if (isArray(node)) {
    for (let i = 0; i < MAX_ARRAY; i++) {
      const element = get(node, i)
      if (element === undefined) break
      push(walk, element, depth + 1, false)
    }
    return
  }

  // Effect: a Cause or a FiberFailure wrapping one
  const fiberCause = get(node, FiberFailureCauseId)
  if (fiberCause !== undefined) return push(walk, fiberCause, depth + 1, chain)
  if (get(node, CauseTypeId) !== undefined) return visitCause(walk, node, depth, chain)

  const name = typeName(node)
  if (chain) ev.names.add(name.toLowerCase())

  // status
  const status = getNumber(node, "status") ?? getNumber(node, "statusCode") ??
    getNumber(get(node, "$metadata"), "httpStatusCode")
  const code = get(node, "code")
  if (status !== undefined && isHttpStatus(status)) {
    if (ev.status === undefined) ev.status = status
  } else {
    const numeric = numericStatus(code)
    if (numeric !== undefined && walk.weakStatus === undefined) walk.weakStatus = numeric
  }

  // codes
  if (typeof code === "string" && numericStatus(code) === undefined) addCode(ev, code)
  addCode(ev, getString(node, "type"))
  const statusText = getString(node, "status")
  if (statusText !== undefined && numericStatus(statusText) === undefined) addCode(ev, statusText)
  addCode(ev, getString(node, "__type"))
  addCode(ev, getString(node, "error_code"))
  addCode(ev, getString(node, "errorCode"))
  if (name.endsWith("Exception")) addCode(ev, name)
  if (getString(node, "@type") !== undefined) {
    addCode(ev, getString(node, "reason"))
    if (RetryHint.isRetryInfo(node) && ev.retryInfoMs === undefined) {
      ev.retryInfoMs = RetryHint.fromRetryDelay(get(node, "retryDelay"))
    }
  }
  const tag = getString(node, "_tag")
  if (tag !== undefined) {
    addCode(ev, tag)
    if (getString(node, "reason") === "Transport") ev.transport = true
  }

  // messages
  const message = getString(node, "message")
  if (message !== undefined) {
    addText(ev, message)
    if (message.length > 0) pushString(walk, message, depth + 1)
  }
  for (const key of textKeys) {
    const s = getString(node, key)
    if (s !== undefined) {
      addText(ev, s)
      pushString(walk, s, depth + 1)
    }
  }

  // headers
  if (ev.headers === undefined) {
    const headers = headerReader(get(node, "headers")) ?? headerReader(get(node, "responseHeaders"))
    if (headers !== undefined) {
      ev.headers = headers
      addCode(ev, headers("x-amzn-errortype"))
    }
  }

  // an SDK APIError (openai, anthropic) raised mid-stream with nothing in it: a dropped stream
  if (chain && status === undefined && isEmptyApiError(node, name)) ev.emptyStreamError = true

  // children
  push(walk, get(node, "cause"), depth + 1, chain)
  const error = get(node, "error")
  if (typeof error === "string") {
    addText(ev, error)
    pushString(walk, error, depth + 1)
  } else {
    push(walk, error, depth + 1, false)
  }
  const errors = get(node, "errors")
  if (isArray(errors)) push(walk, errors, depth + 1, chain)
  push(walk, get(node, "lastError"), depth + 1, chain)
  push(walk, get(node, "response"), depth + 1, false)
  push(walk, get(node, "$response"), depth + 1, false)
  push(walk, get(node, "data"), depth + 1, false)
  push(walk, get(node, "details"), depth + 1, false)
  push(walk, get(node, "innererror"), depth + 1, false)
  push(walk, get(node, "body"), depth + 1, false)
  const metadata = get(node, "metadata")
  if (isObject(metadata)) push(walk, get(metadata, "raw"), depth + 1, false)
}

const visitCause = (walk: Walk, node: object, depth: number, chain: boolean): void => {
  switch (get(node, "_tag")) {
    case "Fail":
      return push(walk, get(node, "error"), depth + 1, chain)
    case "Die":
      return push(walk, get(node, "defect"), depth + 1, chain)
    case "Interrupt":
      walk.ev.interrupted = true
      return
    case "Sequential":
    case "Parallel":
      push(walk, get(node, "left"), depth + 1, chain)
      return push(walk, get(node, "right"), depth + 1, chain)
  }
}

const isEmptyApiError = (node: object, name: string): boolean => {
  if (name === "APIConnectionError" || name === "APIConnectionTimeoutError" || name === "APIUserAbortError") {
    return false
  }
  try {
    if (!("status" in node) || !("headers" in node) || !("error" in node)) return false
  } catch {
    return false
  }
  const body = get(node, "error")
  if (body === undefined || body === null || body === "") return true
  try {
    return typeof body === "object" && Object.keys(body).length === 0
  } catch {
    return false
  }
}

/** `parseJson` re-exported for response bodies. @internal */
export const parseBody = (body: unknown): unknown => typeof body === "string" ? (parseJson(body) ?? body) : body
