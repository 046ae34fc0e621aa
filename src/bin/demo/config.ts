/**
 * The demo's settings, and the fault schedule it runs by default.
 */
import { FaultServer, Options } from "../../index.js"

/**
 * Request numbers count every HTTP request the server gets. With the default script:
 *
 * - model call 1: 503, then 429 with `retry-after: 1`, then the answer (tool calls);
 * - model call 2: a stream dropped mid-flight, an error event mid-stream, a 503 — three failures in a
 *   row open the breaker; the next attempt is rejected without a request, waits out the open time,
 *   and its probe closes the breaker;
 * - model call 3: 500, 502 (an HTML gateway page), 529 overloaded — the breaker opens again — and a
 *   second 529 on the probe: the policy gives up, and the durable turn is scheduled to run again
 *   later instead of holding a fiber; it then answers.
 */
export const DEFAULT_FAULTS = "503@1,429@2,drop@4,stream-error@5,503@6,500@8,502@9,529@10-11"

export interface Config {
  readonly faults: FaultServer.Faults
  readonly faultsText: string
  readonly seed: number
  /** The SQLite file of the turn store, the idempotency store and the notes table. */
  readonly db: string
  readonly verbose: boolean
  readonly metrics: boolean
  /** Crash the worker once, after `save_note` ran and before the step was saved. */
  readonly crash: boolean
}

export class InvalidFaults extends Error {
  override readonly name = "InvalidFaults"
}

/**
 * `--faults`: a schedule such as `429@1,503@2-4` (see `FaultServer.parseSchedule`), or `none`.
 * An invalid one is an `InvalidFaults` whose message names the option and lists the fault names.
 */
export const parseFaults = (text: string): FaultServer.Faults => {
  const trimmed = text.trim()
  if (trimmed === "none" || trimmed === "") return {}
  try {
    return FaultServer.parseSchedule(trimmed, "--faults")
  } catch (e) {
    const reason = e instanceof Options.InvalidOptionError ? e.message : String(e)
    throw new InvalidFaults(
      `${reason}\n--faults takes NAME@N or NAME@FROM-TO, comma-separated (e.g. 429@1,503@2-4), or "none".\n` +
        `Fault names: ${FaultServer.faultNames.join(", ")}.`
    )
  }
}
