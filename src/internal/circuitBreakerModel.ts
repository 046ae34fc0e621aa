import type * as Duration from "effect/Duration"
import * as Metric from "effect/Metric"
import * as Predicate from "effect/Predicate"
import * as Schema from "effect/Schema"
import * as Failure from "../Failure.js"

/** @internal */
export const State = Schema.Literal("Closed", "Open", "HalfOpen", "Isolated")

/** @internal */
export type State = typeof State.Type

/** @internal */
export class BrokenCircuit extends Schema.TaggedClass<BrokenCircuit>()("BrokenCircuit", {
  breaker: Schema.String,
  state: Schema.Literal("Open", "HalfOpen", "Isolated")
}) {}

/** @internal */
export const isBrokenCircuit = (u: unknown): u is BrokenCircuit =>
  u instanceof BrokenCircuit ||
  // A rejection that went through JSON carries a plain object as its cause.
  (Predicate.hasProperty(u, "_tag") && u._tag === "BrokenCircuit" && Predicate.hasProperty(u, "breaker") &&
    typeof u.breaker === "string")

/** @internal */
export const isOpenRejection = (u: unknown): u is Failure.Retryable =>
  Failure.isRetryable(u) && isBrokenCircuit(u.cause)

/** @internal */
export const isRejection = (u: unknown): u is Failure.Retryable | Failure.Permanent =>
  (Failure.isRetryable(u) || Failure.isPermanent(u)) && isBrokenCircuit(u.cause)

const Count = Schema.Int.pipe(Schema.nonNegative())

/** @internal */
export const SnapshotState = Schema.Union(
  Schema.TaggedStruct("Closed", { consecutiveFailures: Count }),
  Schema.TaggedStruct("Open", { openUntil: Schema.Number, openings: Count }),
  Schema.TaggedStruct("HalfOpen", { openings: Count }),
  Schema.TaggedStruct("Isolated", { reason: Schema.optional(Schema.String) })
)

/** @internal */
export const Snapshot = Schema.Struct({
  breaker: Schema.String,
  state: SnapshotState
})

/** @internal */
export type Snapshot = typeof Snapshot.Type

/** @internal */
export interface StateChange {
  readonly breaker: string
  readonly from: State
  readonly to: State
  readonly at: number
  readonly openFor?: Duration.Duration | undefined
}

/** @internal */
export const transitions = Metric.counter("effect_resilience_circuit_breaker_transitions", {
  description: "Circuit breaker state transitions, tagged by breaker and target state",
  incremental: true
})

/** @internal */
export const rejections = Metric.counter("effect_resilience_circuit_breaker_rejections", {
  description: "Calls a circuit breaker rejected without calling the dependency, tagged by breaker and state",
  incremental: true
})
