import * as Duration from "effect/Duration"
import * as Failure from "../Failure.js"
import { fixedMaker, unsafeMaker } from "./failure.js"

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

/*
 * Makers with every field given, in the constructor's order, written by name (`fixedMaker`): what a classification
 * replayed from a kept decision builds (`memo.ts`).
 */

const probeCause = () => new Error("probe")

/** @internal */
export const retryableOf = fixedMaker(Failure.Retryable, (self, p: {
  readonly reason: string
  readonly status: number | undefined
  readonly cause: unknown
  readonly retryAfter: Duration.Duration | undefined
}) => {
  self.reason = p.reason
  self.status = p.status
  self.cause = p.cause
  self.retryAfter = p.retryAfter
  self._tag = "Retryable"
}, () => ({ reason: "probe", status: 500, cause: probeCause(), retryAfter: Duration.seconds(1) }))

interface Plain {
  readonly reason: string
  readonly status: number | undefined
  readonly cause: unknown
}

// one maker's stores for both classes: they see two classes' layouts (with a cause or without), which stays fast
const plainFields = (tag: "Fatal" | "Permanent") => (self: Record<string, unknown>, p: Plain) => {
  self.reason = p.reason
  self.status = p.status
  self.cause = p.cause
  self._tag = tag
}

/** @internal */
export const fatalOf = fixedMaker<Plain, Failure.Fatal>(
  Failure.Fatal,
  plainFields("Fatal"),
  () => ({ reason: "probe", status: 500, cause: probeCause() })
)

/** @internal */
export const permanentOf = fixedMaker<Plain, Failure.Permanent>(
  Failure.Permanent,
  plainFields("Permanent"),
  () => ({ reason: "probe", status: 402, cause: probeCause() })
)

/** @internal */
export const contextOverflowOf = fixedMaker(Failure.ContextOverflow, (self, p: {
  readonly reason: string
  readonly status: number | undefined
  readonly cause: unknown
  readonly tokens: number | undefined
  readonly limit: number | undefined
}) => {
  self.reason = p.reason
  self.status = p.status
  self.cause = p.cause
  self.tokens = p.tokens
  self.limit = p.limit
  self._tag = "ContextOverflow"
}, () => ({ reason: "probe", status: 400, cause: probeCause(), tokens: 2, limit: 1 }))
