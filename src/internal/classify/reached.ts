import type { ClassifierService } from "../../Classify.js"
import * as Failure from "../../Failure.js"
import { isNetwork } from "./decide.js"
import { gather } from "./evidence.js"

// A server that answers these did not act on the request: it throttled it, was unavailable or overloaded, or
// timed out reading it.
const NOT_ACTED: ReadonlySet<number> = new Set([408, 425, 429, 503, 529])

// The request never left: the connection was refused, or the host was not found or not reachable.
const NOT_SENT: ReadonlySet<string> = new Set([
  "econnrefused",
  "enotfound",
  "eai_again",
  "ehostunreach",
  "enetunreach",
  "enetdown",
  "ehostdown",
  "eaddrnotavail",
  "und_err_connect_timeout"
])

// A 2xx whose body then broke off was acted on, as was a request a server failed while handling.
const statusMayHaveActed = (status: number): boolean =>
  (status >= 200 && status < 300) || (status >= 500 && !NOT_ACTED.has(status))

// The connection was never made, though the code says only "timed out" or "reset": a connect that timed out, a TLS
// handshake cut before it finished.
const NOT_CONNECTED: ReadonlyArray<string> = ["connect etimedout", "before secure tls connection was established"]

/**
 * Whether a transient failure of a request leaves open that the request reached the server and was acted on: a
 * 5xx other than 503 and 529 (the server failed while handling it, or a gateway gave up waiting for it), a 2xx whose
 * body broke off, or a connection that broke or timed out once it was made (a reset, "other side closed", `terminated`, a response
 * timeout). A refused connection, a failed DNS lookup, a 429 or a 503 proves nothing was done; so does a
 * `Retryable` with neither a status nor a network error behind it (a handler's own judgement, "SMTP 421").
 * Other failures were answered: nothing to repeat.
 * @internal
 */
export const mayHaveReached = (failure: Failure.AgentFailure | Failure.Exhausted): boolean => {
  if (Failure.isExhausted(failure)) return failure.attempts.some((attempt) => mayHaveReached(attempt.failure))
  if (failure._tag !== "Retryable") return false
  if (failure.status !== undefined) return statusMayHaveActed(failure.status)
  if (failure.cause === undefined) return false
  const ev = gather(failure.cause)
  if (ev.status !== undefined) return statusMayHaveActed(ev.status)
  for (const code of ev.codes) if (NOT_SENT.has(code)) return false
  if (NOT_CONNECTED.some((phrase) => ev.text.includes(phrase))) return false
  return isNetwork(ev)
}

/**
 * A failure as `mayHaveReached` reads it: a retry layer's `Exhausted` as it is (it keeps every attempt's failure), any
 * other error classified.
 * @internal
 */
export const judged = (classifier: ClassifierService, error: unknown): Failure.AgentFailure | Failure.Exhausted =>
  Failure.isExhausted(error) ? error : classifier.classify(error)
