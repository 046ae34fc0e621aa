import * as Duration from "effect/Duration"
import * as Option from "effect/Option"
import * as Failure from "../Failure.js"
import { evidenceOf, linksOf, readShape, release, tapeFields } from "./classify/common.js"
import { decide, retryHintMs } from "./classify/decide.js"
import {
  CauseTypeId,
  type Evidence,
  FiberFailureCauseId,
  gather,
  gatherGeneric,
  parseBody
} from "./classify/evidence.js"
import { headerReader, type HeadersLike as Headers } from "./classify/headers.js"
import {
  afterPrefix,
  failedChoiceError,
  forgetParsed,
  get,
  getNumber,
  getString,
  isArray,
  isBytes,
  isError,
  isObject,
  parseJson,
  safeString,
  within
} from "./classify/inspect.js"
import * as Memo from "./classify/memo.js"
import * as Reason from "./classify/reason.js"
import { grpcStatusName } from "./classify/shapes.js"
import { lastEvent } from "./classify/streamText.js"
import { isMailReply } from "./classify/textStatus.js"
import { durationOf } from "./durationJson.js"
import { describeExhausted } from "./failure.js"
import { makeContextOverflow, makeFatal, makePermanent, makeRetryable } from "./failureMakers.js"

/** @internal */
export type HeadersLike = Headers

interface Unwrapped {
  readonly value: unknown
  readonly interrupted: boolean
  /** Whether `value` has a string `_tag` (every failure and `Exhausted` has one; most errors have none). */
  readonly tagged: boolean
}

/**
 * Effect wrappers say nothing about the failure: a `FiberFailure` (from `runPromise`), a `Cause`, an
 * `UnknownException` (from `tryPromise`). Classify what they wrap.
 */
const unwrap = (u: unknown): Unwrapped => {
  let current = u
  for (let i = 0; i < 8; i++) {
    const fiberCause = get(current, FiberFailureCauseId)
    if (fiberCause !== undefined) {
      current = fiberCause
      continue
    }
    if (get(current, CauseTypeId) !== undefined) {
      const found = firstFailure(current)
      if (found === undefined) return { value: current, interrupted: true, tagged: true }
      current = found
      continue
    }
    const tag = getString(current, "_tag")
    if (tag === "UnknownException") {
      const inner = get(current, "error")
      if (inner !== undefined) {
        current = inner
        continue
      }
    }
    const wrapped = tag === undefined ? undefined : exitOrMicroCause(current, tag)
    if (wrapped !== undefined) {
      current = wrapped
      continue
    }
    const body = tag === "ParseError" || tag === "MalformedOutput" ? undecodedFailureBody(current, tag) : undefined
    if (body !== undefined) {
      current = body
      continue
    }
    return { value: current, interrupted: false, tagged: tag !== undefined }
  }
  return { value: current, interrupted: false, tagged: getString(current, "_tag") !== undefined }
}

/**
 * A response body that failed to decode because it is a provider's failure sent with a 200 (OpenRouter's `{ error: {
 * code: 502, message: "Provider returned error", metadata } }`), as `schemaBodyJson`'s ParseError or @effect/ai's
 * MalformedOutput keeps it (`issue.actual`): that failure, not a decoding fault. Only a body with an `error`: a model's
 * own output that does not decode stays what it is.
 */
const undecodedFailureBody = (u: unknown, tag: string): unknown => {
  const parseError = tag === "MalformedOutput" ? get(u, "cause") : u
  if (tag === "MalformedOutput" && getString(parseError, "_tag") !== "ParseError") return undefined
  // only a provider client's body (module "OpenAiClient", method "createResponse"; adapters name the module after their
  // own provider): Toolkit's MalformedOutput ("Toolkit", "handle") holds the model's tool arguments
  if (tag === "MalformedOutput" && !isClientCall(u)) return undefined
  const issued = get(get(parseError, "issue"), "actual")
  // a batch of events is a provider client's stream (a `MalformedOutput` that passed `isClientCall`); a program's own
  // `Schema.ChunkFromSelf` of rows, failing as a bare ParseError, is its data
  const actual = get(issued, ChunkTypeId) === undefined
    ? issued
    : tag === "MalformedOutput"
    ? failedEvent(issued)
    : undefined
  if (!isObject(actual) || isArray(actual)) return undefined
  // a provider's failure is an object (`{ code, message }`), or a text with only a failure's fields beside it (Ollama's
  // `{ error }`, TGI's `{ error, error_type }`, Hugging Face's `{ error, estimated_time }`, Fastify's `{ statusCode, error,
  // message }`); a text beside other fields is the caller's own data more often (a table of jobs with their last error,
  // decoded by `SqlSchema`: review of session 38), which the same data fails the same way
  const error = get(actual, "error")
  if (isObject(error)) return !isArray(error) && isSet(error) ? actual : undefined
  return typeof error === "string" && isSet(error) && hasOnlyFailureFields(actual) ? actual : undefined
}

/**
 * A provider client decodes a stream's events a batch at a time (`@effect/ai-anthropic`: each chunk of SSE `data` texts
 * as one `Chunk`), so an event its schema does not list fails the batch, and the ParseError keeps the batch's texts:
 * Anthropic's mid-stream `timeout_error` or `billing_error`, which the package's error event does not name. The failure
 * is the event in the batch with an `error` object; a batch without one is no failure.
 */
const failedEvent = (batch: unknown): unknown => {
  try {
    let n = 0
    for (const event of batch as Iterable<unknown>) {
      if (n++ >= MAX_EVENTS) break
      const parsed = typeof event === "string" ? parseJson(event) : undefined
      if (isObject(get(parsed, "error"))) return parsed
    }
  } catch {
    // a value that claims to be a Chunk and is not iterable holds no event
  }
  return undefined
}

/** The events of one batch looked through: a chunk of an SSE stream holds a few. */
const MAX_EVENTS = 64

/** The marker of a `Chunk` (`Symbol.for`: one per process). */
const ChunkTypeId = Symbol.for("effect/Chunk")

const failureFields: ReadonlySet<string> = new Set([
  "error",
  "error_type",
  "estimated_time",
  "statusCode",
  "status_code",
  "message",
  "code",
  "type",
  "detail"
])

const hasOnlyFailureFields = (u: object): boolean => {
  if (isBytes(u)) return false
  try {
    const keys = Object.keys(u)
    return keys.length <= failureFields.size && keys.every((key) => failureFields.has(key))
  } catch {
    return false
  }
}

const isClientCall = (u: unknown): boolean => {
  const module = getString(u, "module") ?? ""
  const method = getString(u, "method") ?? ""
  // Toolkit names the method after the tool ("create_issue.handle"): never a client's call
  if (module === "Toolkit" || method.includes(".")) return false
  return module.endsWith("Client") || method.startsWith("create")
}

/**
 * What an `Exit` that failed or a `Micro` cause holds: an `Exit` (`runPromiseExit`, a decoded `Schema.Exit`, or its
 * encoded form `{ _tag: "Failure", cause: { _tag: "Fail", error } }`) is its cause's first failure; Micro's `Fail` and
 * `Die` (what `Micro.runPromise` rejects with) are their error and defect (review of session 38).
 */
const exitOrMicroCause = (u: unknown, tag: string): unknown => {
  if (tag === "Failure") {
    const cause = get(u, "cause")
    if (get(cause, CauseTypeId) !== undefined) return cause
    const isExit = get(u, EffectTypeId) !== undefined || get(u, MicroExitTypeId) !== undefined ||
      causeTags.has(getString(cause, "_tag") ?? "")
    return isExit ? firstFailure(cause) : undefined
  }
  if ((tag === "Fail" || tag === "Die") && get(u, MicroCauseTypeId) !== undefined) {
    const inner = get(u, tag === "Fail" ? "error" : "defect")
    return inner === undefined || inner === null ? undefined : inner
  }
  return undefined
}

const causeTags: ReadonlySet<string> = new Set(["Empty", "Fail", "Die", "Interrupt", "Sequential", "Parallel"])

/** The markers of an `Exit` (an Effect of its own), a Micro exit and a Micro cause (`Symbol.for`: one per process). */
const EffectTypeId = Symbol.for("effect/Effect")
const MicroExitTypeId = Symbol.for("effect/Micro/MicroExit")
const MicroCauseTypeId = Symbol.for("effect/Micro/MicroCause")

/** The first `Fail` error or `Die` defect of a Cause; `undefined` when it holds only interruptions. */
const firstFailure = (cause: unknown): unknown => {
  const stack: Array<unknown> = [cause]
  for (let n = 0; stack.length > 0 && n < 64; n++) {
    const node = stack.pop()
    switch (get(node, "_tag")) {
      case "Fail":
        return get(node, "error")
      case "Die":
        return get(node, "defect")
      case "Sequential":
      case "Parallel":
        stack.push(get(node, "right"), get(node, "left"))
    }
  }
  return undefined
}

const isClassified = (u: unknown): u is Failure.AgentFailure => {
  try {
    return Failure.isAgentFailure(u)
  } catch {
    return false
  }
}

const isExhausted = (u: unknown): u is Failure.Exhausted => {
  try {
    return Failure.isExhausted(u)
  } catch {
    return false
  }
}

/**
 * An `Exhausted`'s message, also for one known by its shape (through JSON its message, a getter, is gone: the Fatal made
 * for it had no reason, and its schema refused to encode it) and for one whose attempts no message can be made of.
 */
const exhaustedReason = (u: Failure.Exhausted): string => {
  const message = get(u, "message")
  if (typeof message === "string") return message
  try {
    return describeExhausted(u)
  } catch {
    return `${getString(u, "layer") ?? "a retry layer"} gave up (Exhausted)`
  }
}

/**
 * A leading HTTP status in a bare message, as SDKs write them: "429 Rate limit reached", "529 {…}", aiohttp's "529,
 * message='…'", and as relays' users copy them ("429: …", with a full-width colon "429：{…}").
 */
const AGENT_PREFIXES = ["Error: ", "API Error: "]

const leadingStatus = (text: string): number | undefined => {
  // …also behind the "Error: " or "API Error: " an agent writes before an SDK's message (review of session 38: the body
  // after it would otherwise lend its numeric `code` as the status, WhatsApp's "Error: 403 {…"code":368}}")
  const s = afterPrefix(text, AGENT_PREFIXES)
  // aiohttp's ClientResponseError: "529, message='Overloaded', url='https://…'"
  const aiohttp = s[3] === "," && s.startsWith(", message=", 3)
  // guardrails' CLI prints the status on a line of its own: "401\nUnauthorized\nYour token is invalid. …"
  const separator = s[3] === " " || s[3] === ":" || s[3] === "\uff1a" || s[3] === "\n"
  if (s.length < 4 || (!separator && !aiohttp)) return undefined
  const n = Number(s.slice(0, 3))
  return Number.isInteger(n) && n >= 400 && n <= 599 && !isMailReply(s, 0, n) ? n : undefined
}

/**
 * An error whose message an app copied from an SDK's ("401 This key is associated with a deactivated account", thrown
 * again as `new Error(e.message)`): the message's leading status, where the error and its causes name none (or only a
 * numeric `code` did, such as the body's in "403 {…"code":368}"), as a bare text's is read (review of session 38: 819
 * recorded payloads kept so lost their status).
 */
const withLeadingStatus = (ev: Evidence, value: unknown): Evidence => {
  if ((ev.status === undefined || ev.statusFromCode) && isObject(value)) {
    const message = getString(value, "message")
    const leading = message === undefined ? undefined : leadingStatus(message)
    if (leading !== undefined) {
      ev.status = leading
      ev.statusFromCode = false
    }
  }
  return ev
}

const classifyUnsafe = (u: unknown, gatherEvidence: typeof gather): Failure.AgentFailure => {
  forgetParsed()
  // Most inputs are untagged errors of the common shapes: read at once (the walk declines Effect's wrappers by their
  // symbols), unwrapped only when declined. A tagged one (a failure, `Exhausted`, an `UnknownException`) is unwrapped
  // first: its `_tag` is read directly, as `Object.keys` does not list one defined non-enumerable.
  const memo = gatherEvidence === gather
  const direct = memo && getString(u, "_tag") === undefined ? decideCommon(u) : undefined
  if (direct !== undefined) return direct
  const { interrupted, tagged, value } = unwrap(u)
  // Every failure and Exhausted has a `_tag`: most errors have none, and skip the class checks.
  if (tagged && isClassified(value)) return value
  if (tagged && isExhausted(value)) {
    // A retry layer already gave up: an outer layer must not retry it unless it opts in (Retry does that).
    return makeFatal({ reason: exhaustedReason(value), status: getNumber(get(value, "last"), "status"), cause: value })
  }
  const reuse = memo && !interrupted
  if (reuse && typeof value === "string") return decideText(value)
  // an untagged input itself was declined above
  if (reuse && !tagged && value !== u) {
    const decided = decideCommon(value)
    if (decided !== undefined) return decided
  }
  const inner = isObject(value) ? decidedOnChain(value) : undefined
  const ev = typeof value === "string"
    ? gatherEvidence(value, { status: leadingStatus(value) })
    : withLeadingStatus(inner === undefined ? gatherEvidence(value) : gatherGeneric(value, { decided: inner }), value)
  if (interrupted) ev.interrupted = true
  const reason = reasonOf(value, ev)
  const decided = decide(ev, { reason, cause: value })
  return inner === undefined ? decided : withDecisionOnChain(decided, ev.undecided, inner, reason, value)
}

/**
 * The decision for an error that wraps one made already: the wrapper's own evidence decides (its 401, a user's abort, an
 * overflow in its message), unless it would retry what was decided not to be retried, or it reads the wrapped failure
 * as what it is, or it has none (`undecided`: a `new ModelError({ cause })` around a circuit breaker's rejection, whose
 * reason names no status, was `Fatal` by default, and a retry layer gave up at once instead of waiting for the probe).
 * A wrapped `Exhausted` is then `Fatal`, a wrapped failure keeps its tag and its first-hand fields (`retryAfter`,
 * `tokens`, `limit`).
 */
const withDecisionOnChain = (
  decided: Failure.AgentFailure,
  undecided: boolean,
  inner: Failure.AgentFailure | Failure.Exhausted,
  reason: string,
  cause: unknown
): Failure.AgentFailure => {
  const stands = undecided || decided._tag === "Retryable"
  if (inner._tag === "Exhausted") {
    if (!stands) return decided
    const failure = keptDecision(inner, reason, cause)
    wrappedExhausted.set(failure, inner)
    return failure
  }
  return stands || decided._tag === inner._tag ? keptDecision(inner, reason, cause) : decided
}

/**
 * The `Exhausted` each `Fatal` made for a wrapped one stands for: a layer that retries inner layers' `Exhausted`
 * (`retryExhausted`) retries this one too, and no other `Fatal` (a caller's own, a custom rule's).
 * @internal
 */
export const wrappedExhausted = new WeakMap<Failure.AgentFailure, Failure.Exhausted>()

/** Causes looked through for a decision made already: wrappers are few, and a chain may be any length. */
const MAX_CHAIN = 32

/**
 * The nearest failure on an error's `cause` chain that was decided already: a classified failure or a retry layer's
 * `Exhausted`, wrapped in a domain error (`new ToolFailed({ cause })`) or an `Error`'s `cause`, also inside Effect's
 * wrappers. Read again from its fields, a wrapped `Fatal` with a 503 would be retried, and a wrapped `Exhausted` retried
 * for its last failure would make the layers around it multiply (`withDecisionOnChain`).
 */
const decidedOnChain = (u: unknown): Failure.AgentFailure | Failure.Exhausted | undefined => {
  let link = get(u, "cause")
  for (let i = 0; i < MAX_CHAIN && isObject(link); i++) {
    const { tagged, value } = unwrap(link)
    if (tagged && (isClassified(value) || isExhausted(value))) return value
    link = get(value, "cause")
  }
  return undefined
}

/** The decision found on the chain, for the error that wraps it (its `cause`, described by `reason`). */
const keptDecision = (
  inner: Failure.AgentFailure | Failure.Exhausted,
  reason: string,
  cause: unknown
): Failure.AgentFailure => {
  // a failure decoded from JSON is one by its `_tag` and `reason`: its other fields are checked as they are read
  const status = getNumber(inner, "status")
  switch (inner._tag) {
    case "Exhausted":
      return makeFatal({ reason, status: getNumber(get(inner, "last"), "status"), cause })
    case "Retryable": {
      return makeRetryable({ reason, status, cause, retryAfter: durationOf(get(inner, "retryAfter")) })
    }
    case "ContextOverflow":
      return makeContextOverflow({
        reason,
        status,
        cause,
        tokens: getNumber(inner, "tokens"),
        limit: getNumber(inner, "limit")
      })
    case "Permanent":
      return makePermanent({ reason, status, cause })
    case "Fatal":
      return makeFatal({ reason, status, cause })
  }
}

/** A text, decided by the rules or by the decision they made for the same text before (`memo.ts`). */
const decideText = (text: string): Failure.AgentFailure => {
  const kept = Memo.findText(text)
  if (kept !== undefined) return Memo.replay(kept, text, kept.reason!)
  const ev = gather(text, { status: leadingStatus(text) })
  const failure = decide(ev, { reason: reasonOf(text, ev), cause: text })
  Memo.rememberText(text, failure)
  return failure
}

const tapeFieldSet: ReadonlySet<PropertyKey> = new Set(tapeFields)

/**
 * An input of the common shapes (`common.ts`), decided by the rules or by a decision they made before for an equal
 * shape (`memo.ts`); `undefined` for any other input, which the generic walk reads.
 */
const decideCommon = (value: unknown): Failure.AgentFailure | undefined => {
  const shape = readShape(value)
  if (shape === undefined) return undefined
  try {
    const kept = Memo.find(shape)
    if (kept !== undefined) {
      return Memo.replay(kept, value, kept.reason ?? reasonOfLinks(value, false, linksOf(shape)))
    }
    const keepable = Memo.keepable(shape)
    const asked: Array<string | undefined> = []
    let ev: Evidence
    try {
      ev = withLeadingStatus(
        evidenceOf(shape, undefined, keepable ? Memo.recording(shape.reader, asked) : shape.reader),
        value
      )
    } catch {
      return undefined
    }
    // a body's reason is kept when it read nothing but the fields whose values the tape holds (`Memo.remember`)
    const described = keepable && !shape.plain && !shape.bare
      ? within(tapeFieldSet, () => reasonOf(value, ev))
      : undefined
    const failure = decide(ev, { reason: described?.value ?? reasonOf(value, ev), cause: value })
    if (keepable) Memo.remember(shape, asked, failure, shape.plain || described?.within === true)
    return failure
  } finally {
    release(shape)
  }
}

const reasonOf = (value: unknown, ev: Evidence): string => reasonOfLinks(value, ev.interrupted, ev.links, ev.rootName)

const reasonOfLinks = (
  value: unknown,
  interrupted: boolean,
  links: ReadonlyArray<Reason.Link> | undefined,
  rootName?: string | undefined
): string => {
  if (interrupted && get(value, CauseTypeId) !== undefined) {
    return "the fiber was interrupted"
  }
  // A root without a message that is no `Error` is a bare body: named by what it holds.
  if (links !== undefined && links[0].text === undefined && links[0].hasMessage) return Reason.describeChain(links)
  if (isObject(value) && getString(value, "message") === undefined && !isError(value)) {
    const body = Reason.describeBody(value, true)
    if (body !== undefined) return body
  }
  return links !== undefined ? Reason.describeChain(links) : Reason.describe(value, rootName)
}

/**
 * The values being read now, outermost first: a getter or a `headers.get` that classifies (or asks `statusOf`) the very
 * value being read would otherwise be read again by each call it makes, without end (each call reads it several times).
 * Such a call is answered at once (`Fatal`, no status); a getter that classifies another error (a wrapper's inner one)
 * is answered as usual, up to sixteen deep.
 */
const reading: Array<unknown> = []

const MAX_DEPTH = 16

/**
 * `read()`, or `reentered(u)` when `u` is being read already (or the reads nest too deep); `outOfStack` when the stack
 * runs out (a classification called at the stack's very end: building the answer may overflow too, and a value
 * answers without a call).
 */
const guarded = <A>(u: unknown, reentered: (u: unknown) => A, read: () => A, outOfStack: A): A => {
  const depth = reading.length
  try {
    if (depth >= MAX_DEPTH || reading.includes(u)) return reentered(u)
    reading.push(u)
    try {
      return read()
    } finally {
      reading.pop()
    }
  } catch {
    // the pop itself may have overflowed: a value left in `reading` would answer every later call on it as a re-entry
    reading.length = depth
    return outOfStack
  }
}

const reenteredFailure = (u: unknown): Failure.AgentFailure =>
  makeFatal({ reason: "unclassifiable value (classified again from the fields being read)", cause: u })

/** The answer when the stack ran out: made ahead, so that giving it calls nothing. Shared by such calls. */
const OUT_OF_STACK = makeFatal({ reason: "unclassifiable value (the stack ran out)" })

const none = (): undefined => undefined

// `guarded`, written out: `classify` is the hot path, and this makes no closure per call
const classifyWith = (u: unknown, gatherEvidence: typeof gather): Failure.AgentFailure => {
  const depth = reading.length
  try {
    if (depth >= MAX_DEPTH || reading.includes(u)) return reenteredFailure(u)
    reading.push(u)
    try {
      return classifyUnsafe(u, gatherEvidence)
    } catch (error) {
      return makeFatal({ reason: `unclassifiable value (${safeString(error)})`, cause: u })
    } finally {
      reading.pop()
    }
  } catch {
    reading.length = depth
    return OUT_OF_STACK
  }
}

// The entry points catch too: the stack may run out as they call in.

/** @internal */
export const classify = (u: unknown): Failure.AgentFailure => {
  try {
    return classifyWith(u, gather)
  } catch {
    return OUT_OF_STACK
  }
}

/** `classify` with the generic evidence walk only: the reference the common-shape path is tested against. @internal */
export const classifyGeneric = (u: unknown): Failure.AgentFailure => {
  try {
    return classifyWith(u, gatherGeneric)
  } catch {
    return OUT_OF_STACK
  }
}

/** @internal */
export const fromResponse = (
  r: {
    readonly status: number
    readonly headers?: HeadersLike | undefined
    readonly body?: unknown
  },
  now?: number | undefined
): Failure.AgentFailure => {
  try {
    return guarded(r, reenteredFailure, () => fromResponseUnsafe(r, now), OUT_OF_STACK)
  } catch {
    return OUT_OF_STACK
  }
}

const fromResponseUnsafe = (
  r: Parameters<typeof fromResponse>[0],
  now: number | undefined
): Failure.AgentFailure => {
  try {
    forgetParsed()
    const status = getNumber(r, "status")
    const body = parseBody(get(r, "body"))
    // A 2xx that carries a failure in its body (MiniMax's `base_resp`, Baidu's `error_code`): the status says nothing
    // about it, and the body is read as a stream's error is, without one. A 2xx body without such an envelope is an
    // answer (a model's text that says "rate limit" is prose): the status stays.
    const ok = status !== undefined && status >= 200 && status < 300
    const grpc = ok ? grpcTrailersOnly(get(r, "headers")) : undefined
    const stated = ok && grpc === undefined ? failureInAnswer(body) : undefined
    const read = grpc ?? stated ?? body
    const reason = status === undefined ? Reason.describe(body) : Reason.describeResponse(status, read)
    if (ok && grpc === undefined && stated === undefined) {
      // an answer: its words are the model's or the service's prose, not a failure (a model that quotes "You exceeded
      // your current quota" is no spent quota), so nothing in it is read, and no header turns it into one
      return makeFatal({ reason, status, cause: body })
    }
    const ev = gather({ headers: get(r, "headers"), body: read }, { status: ok ? undefined : status })
    return decide(ev, { reason, cause: body, now })
  } catch (error) {
    return makeFatal({ reason: `unclassifiable response (${safeString(error)})`, cause: r })
  }
}

/**
 * What states a 2xx answer's failure: its body when it holds a failure envelope, or a stream's last event holding one
 * (SSE or NDJSON text, a JSON array of chunks, read whole: a stream ends with its error). A filter's end after the
 * answer's text is no failure there: the answer came, cut.
 */
const failureInAnswer = (body: unknown): unknown => {
  const event = typeof body === "string" ? lastEvent(body) : isArray(body) ? body[body.length - 1] : undefined
  if (event !== undefined) {
    return isObject(event) && hasFailureEnvelope(event) && !isWithheldAnswer(event)
      ? event
      : undefined
  }
  return hasFailureEnvelope(body) ? body : undefined
}

/**
 * gRPC's trailers-only answer: a 200 without a body whose failure is in its `grpc-status` and `grpc-message` headers
 * (Envoy's circuit breaker answering a gRPC caller: `grpc-status: 14`, "upstream connect error or disconnect/reset before
 * headers. reset reason: overflow"), as the body a gRPC client's error would carry.
 */
const grpcTrailersOnly = (headers: unknown): { readonly status: string; readonly message: string } | undefined => {
  const read = headerReader(headers)
  if (read === undefined) return undefined
  const name = grpcStatusName(read("grpc-status"))
  return name === undefined ? undefined : { status: name, message: read("grpc-message") ?? "" }
}

/**
 * Whether a 2xx body holds a failure: an `error` or `errors`, Baidu's `error_code`/`error_msg`, MiniMax's `base_resp`
 * with a non-zero `status_code`, Spark's `header` with a non-zero `code`, Tencent Cloud's `Response.Error`, a non-zero
 * `code` beside a `msg` (Qianfan) or a `message` and no answer (Spark), a `status` object (NAVER), Portkey's
 * `html-message`, a failed choice (OpenRouter), a prompt Gemini blocked, an answer a filter withheld whole, a stream's
 * `{ type: "error", message }` (Hume), Expo's failed push ticket, OpenAI Realtime's failed `response.done` and the
 * Responses stream's `response.failed`, Black Forest Labs' moderated or lost task.
 */
const hasFailureEnvelope = (body: unknown): boolean => {
  if (!isObject(body)) return false
  // a success says so too at times: Elasticsearch's `errors: false`, Baidu's `error_code: 0`, GraphQL's `errors: []`
  if (isSet(get(body, "error")) || isSet(get(body, "error_code"))) return true
  // Portkey's gateway: its own failure ("Network connection lost.") sent with a 200; Groq's chunk extension
  // (`x_groq: { error: "over capacity" }`); OpenRouter's answer whose choice failed (`choices: [{ error: { code: 502,
  // message }, finish_reason: "error" }]`)
  if (isSet(get(body, "html-message")) || isSet(get(get(body, "x_groq"), "error"))) return true
  // Gemini's prompt blocked before any answer: `{ promptFeedback: { blockReason: "PROHIBITED_CONTENT" } }`, no candidates
  if (isSet(get(get(body, "promptFeedback"), "blockReason")) && get(body, "candidates") === undefined) return true
  if (isObject(failedChoiceError(body))) return true
  if (isWithheldAnswer(body) || isErrorTicket(body)) return true
  const errors = get(body, "errors")
  if (isArray(errors) ? get(errors, 0) !== undefined : isSet(errors)) return true
  const base = getNumber(get(body, "base_resp"), "status_code")
  if (base !== undefined && base !== 0) return true
  // iFlytek Spark's `header.code`, Tencent Cloud's `Response.Error`
  const header = getNumber(get(body, "header"), "code")
  if (header !== undefined && header !== 0) return true
  if (nonNil(get(get(body, "Response"), "Error"))) return true
  const code = get(body, "code")
  if (getString(body, "msg") !== undefined && code !== undefined && code !== 0 && code !== "0") return true
  if (isCodedMessage(body, code)) return true
  // Google Maps Platform: `{ status: "OVER_QUERY_LIMIT", error_message: "…", results: [] }` (a success's status is "OK")
  const bodyStatus = getString(body, "status")
  if (getString(body, "error_message") !== undefined && bodyStatus !== undefined && bodyStatus !== "OK") return true
  // Black Forest Labs' get_result: `{ id, status: "Content Moderated", result: null }` (a finished task's status is "Ready",
  // a running one's "Pending") (round 106)
  if (bodyStatus !== undefined && failedTaskStatuses.has(bodyStatus)) return true
  // OpenAI's failed Assistants run, run step or vector store file: `{ status: "failed", last_error: { code, message } }`
  // (round 122; a queued, running or completed one has `last_error: null`)
  if (bodyStatus === "failed" && isSet(get(body, "last_error"))) return true
  // Runway's task: `{ status: "FAILED", failure, failureCode }` (round 118; a running one is "PENDING" or "RUNNING")
  if (bodyStatus === "FAILED" && getString(body, "failureCode") !== undefined) return true
  // iFlow's `{ status: "434", msg: "Invalid apiKey…", body: null }`: a failing status beside a `msg`
  if (getString(body, "msg") !== undefined && isFailureStatus(get(body, "status"))) return true
  // WeChat, WeCom and DingTalk: `{ errcode: 45009, errmsg: "reach max api daily quota limit" }` (0: a success)
  const errcode = getNumber(body, "errcode")
  // (some apps answer a success with `errcode: 200, errmsg: "OK"`)
  if (errcode !== undefined && errcode !== 0 && errcode !== 200 && getString(body, "errmsg") !== undefined) return true
  // Moodle's web services: `{ exception: "moodle_exception", errorcode: "invalidtoken", message }`, with a 200
  if (getString(body, "exception") !== undefined && getString(body, "errorcode") !== undefined) return true
  // Ashby: `{ success: false, errorInfo: { code, message } }` (its errors come with a 200)
  if (get(body, "success") === false && isSet(get(body, "errorInfo"))) return true
  // OpenAI Realtime's `response.done` for a response that failed: `{ type: "response.done", response: { status: "failed",
  // status_details: { error } } }` (a completed or cancelled one is an answer, or the caller's own stop) (round 100)
  // …and the Responses API stream's `response.failed` event, kept whole (round 113: the AI SDK's recorded fixture)
  const eventType = getString(body, "type")
  if (
    (eventType === "response.done" || eventType === "response.failed") &&
    getString(get(body, "response"), "status") === "failed"
  ) {
    return true
  }
  // a stream's error event kept whole: Hume's TTS `{ type: "error", code: "E0300", slug: "zero_credits", message }`
  if (eventType === "error" && getString(body, "message") !== undefined) return true
  // Etherscan: `{ status: "0", message: "NOTOK", result: "Max rate limit reached" }` (a success: status "1", message "OK")
  if (bodyStatus === "0" && getString(body, "message") === "NOTOK") return true
  // NAVER answers a success with `status: { code: "20000", message: "OK" }`
  const status = get(body, "status")
  return isObject(status) && !safeString(get(status, "code")).startsWith("2")
}

/**
 * An answer a filter withheld whole (round 96): Gemini's first candidate ended by SAFETY, RECITATION or a block list
 * with no parts, an OpenAI-shaped choice ended by `content_filter` with no content (Azure), Claude's `refusal` with no
 * content (Bedrock). With any text the answer came, cut: an answer, not a failure. Also a turn whose tool calls went
 * wrong before any answer (round 115): Gemini's candidate ended by too many or malformed tool calls with no text (its
 * parts hold only the tool calls).
 */
const isWithheldAnswer = (body: object): boolean => {
  const candidate = get(get(body, "candidates"), 0)
  const finish = getString(candidate, "finishReason")
  if (finish !== undefined) {
    const parts = get(get(candidate, "content"), "parts")
    return (withheldReasons.has(finish) && parts === undefined) ||
      (unstartedReasons.has(finish) && !hasTextPart(parts))
  }
  const choice = get(get(body, "choices"), 0)
  if (getString(choice, "finish_reason") === "content_filter") return !isSet(get(get(choice, "message"), "content"))
  const content = get(body, "content")
  return getString(body, "stop_reason") === "refusal" && isArray(content) && get(content, 0) === undefined
}

/** Gemini's finish reasons for a turn whose tool calls went wrong before any answer. */
const unstartedReasons: ReadonlySet<string> = new Set([
  "TOO_MANY_TOOL_CALLS",
  "MALFORMED_FUNCTION_CALL",
  "UNEXPECTED_TOOL_CALL"
])

/** Whether a part holds answer text: a thought summary (`{ text, thought: true }`) is none (review 92). */
const hasTextPart = (parts: unknown): boolean => {
  if (!isArray(parts)) return false
  for (let i = 0; i < parts.length && i < 64; i++) {
    if (typeof get(parts[i], "text") === "string" && get(parts[i], "thought") !== true) return true
  }
  return false
}

/**
 * Expo's push service answers a send with a 200 and a ticket per message: `{ data: [{ status: "error", message, details:
 * { error: "DeviceNotRegistered" } }] }` (round 97); the first ticket's failure is the send's.
 */
const isErrorTicket = (body: object): boolean => {
  const data = get(body, "data")
  const ticket = isArray(data) ? get(data, 0) : data
  return getString(ticket, "status") === "error" && getString(ticket, "message") !== undefined
}

const failedTaskStatuses: ReadonlySet<string> = new Set(["Content Moderated", "Request Moderated", "Task not found"])

const withheldReasons: ReadonlySet<string> = new Set([
  "SAFETY",
  "RECITATION",
  "BLOCKLIST",
  "PROHIBITED_CONTENT",
  "SPII",
  "IMAGE_SAFETY"
])

/** A 4xx or 5xx status as a number or a numeric string. */
const isFailureStatus = (u: unknown): boolean => {
  const n = typeof u === "string" && u.length === 3 ? Number(u) : u
  return typeof n === "number" && Number.isInteger(n) && n >= 400 && n <= 599
}

const nonNil = (u: unknown): boolean => u !== undefined && u !== null

/**
 * iFlytek Spark's HTTP API: `{ code: 10007, message }` (its success is `{ code: 0, message: "Success", choices }`); not a
 * success that names its own status (`{ code: 200, message: "OK", data }`, `{ code: 1000, message: "Success", result }`).
 */
const isCodedMessage = (body: unknown, code: unknown): boolean => {
  if (typeof code !== "number" || code === 0 || code === 200) return false
  const message = getString(body, "message")
  return message !== undefined && !isSuccessWord(message) && get(body, "choices") === undefined &&
    get(body, "data") === undefined
}

/** A success's own word in a body that names a code of its own (`{ code: 1000, message: "Success", result }`). */
const isSuccessWord = (message: string): boolean => {
  const m = message.trim().toLowerCase()
  return m === "success" || m === "ok" || m === "succeeded"
}

/** A field that holds something other than a success's empty or false value. */
const isSet = (u: unknown): boolean => nonNil(u) && u !== false && u !== 0 && u !== "" && u !== "0"

const DROPPED = "the stream ended with an empty error message (the connection dropped)"

/** @internal */
export const fromMessage = (
  m: { readonly stopReason: string; readonly errorMessage?: string | undefined }
): Option.Option<Failure.AgentFailure> => {
  try {
    if (getString(m, "stopReason") !== "error") return Option.none()
    const message = get(m, "errorMessage")
    if (message === undefined || message === null || (typeof message === "string" && message.trim().length === 0)) {
      return Option.some(makeRetryable({ reason: DROPPED }))
    }
    return Option.some(classify(message))
  } catch {
    return Option.some(makeFatal({ reason: "unreadable assistant message", cause: m }))
  }
}

/** @internal */
export const statusOf = (u: unknown): number | undefined => {
  try {
    return guarded(u, none, () => statusOfUnsafe(u), undefined)
  } catch {
    return undefined
  }
}

const statusOfUnsafe = (u: unknown): number | undefined => {
  try {
    forgetParsed()
    const { value } = unwrap(u)
    // a failure known by its shape (decoded from JSON) holds what its sender wrote: its fields are checked as read
    if (isClassified(value)) return getNumber(value, "status")
    return gather(value).status
  } catch {
    return undefined
  }
}

/** @internal */
export const retryAfterOf = (u: unknown, now?: number | undefined): Duration.Duration | undefined => {
  try {
    return guarded(u, none, () => retryAfterOfUnsafe(u, now), undefined)
  } catch {
    return undefined
  }
}

const retryAfterOfUnsafe = (u: unknown, now: number | undefined): Duration.Duration | undefined => {
  try {
    forgetParsed()
    const { value } = unwrap(u)
    if (isClassified(value)) {
      // through JSON (a failure known by its shape), a Duration is its JSON: read as the Duration it was
      return value._tag === "Retryable" ? durationOf(get(value, "retryAfter")) : undefined
    }
    const ms = retryHintMs(gather(value), now)
    return ms === undefined ? undefined : Duration.millis(ms)
  } catch {
    return undefined
  }
}
