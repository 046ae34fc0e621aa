import * as Failure from "../Failure.js"
import { durationOf, read } from "./durationJson.js"
import { makeRetryable } from "./failureMakers.js"

/**
 * Failures known by their shape: a failure that went through JSON (a worker's queue, a log, a model service that decodes
 * its failures from it) is one by its `_tag` and `reason` (`Failure.isAgentFailure`), but its fields are JSON. These read
 * them as the class's own, and are used only where such a failure is met: a class's instance is taken as it is.
 */

/**
 * A `Retryable` as the class's instance: one known by its shape is rebuilt from its fields (its `retryAfter` read from
 * its JSON), so a schedule, a log line and the `Exhausted` that lists it read it as they read one made here.
 * @internal
 */
export const ownRetryable = (u: Failure.Retryable): Failure.Retryable => {
  if (u instanceof Failure.Retryable) return u
  const reason = read(u, "reason")
  const status = read(u, "status")
  return makeRetryable({
    reason: typeof reason === "string" ? reason : "Retryable",
    status: typeof status === "number" && Number.isFinite(status) ? status : undefined,
    cause: read(u, "cause"),
    retryAfter: durationOf(read(u, "retryAfter"))
  })
}
