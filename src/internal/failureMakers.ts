import * as Failure from "../Failure.js"
import { unsafeMaker } from "./failure.js"

/**
 * Trace-free, validation-free makers of the failures the library builds itself, on paths that run
 * for every failed call (see `unsafeMaker`).
 */

/** @internal */
export const makeRetryable = unsafeMaker(Failure.Retryable, "Retryable")
/** @internal */
export const makeFatal = unsafeMaker(Failure.Fatal, "Fatal")
/** @internal */
export const makePermanent = unsafeMaker(Failure.Permanent, "Permanent")
/** @internal */
export const makeContextOverflow = unsafeMaker(Failure.ContextOverflow, "ContextOverflow")
/** @internal */
export const makeExhausted = unsafeMaker(Failure.Exhausted, "Exhausted", () => ({
  attempts: [],
  last: new Failure.Retryable({ reason: "probe" }, true),
  layer: "probe",
  stoppedBy: undefined
}))
