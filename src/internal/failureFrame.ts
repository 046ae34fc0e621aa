import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Effectable from "effect/Effectable"
import * as Fiber from "effect/Fiber"
import * as Inspectable from "effect/Inspectable"
import * as Option from "effect/Option"

/**
 * `Effect.catchAllCause(Effect.withFiberRuntime(start), onFailure)` in one step of the fiber's loop
 * instead of two. A retry layer's first attempt needs both (the fiber's context, to find a budget or
 * an outer layer, and a handler for the attempt's failure); each step costs about as much as the
 * handler itself, and a call that succeeds pays for nothing else.
 *
 * The frame is what `Effect.catchAllCause` builds (an `OnFailure` instruction), except that the
 * effect it runs is chosen as the frame is entered, with the current fiber at hand. Should a later
 * Effect build that instruction differently, the probe below sees it and the frame runs as the two
 * public operations instead (a `Commit`), with the same behaviour.
 *
 * `start` runs once per run of the frame; the effect it returns is run with `onFailure` handling its
 * failures, unless it was wrapped with `settled`: then its failures pass through untouched (a start
 * that chose a path with handlers of its own).
 * @internal
 */
export abstract class FailureFrame<A, E, R> extends Effectable.Class<A, E, R> {
  /**
   * `withSuccess`: the frame also handles the value of a run (`onSuccess`), as the instruction
   * `Effect.matchCauseEffect` builds does, still in one step.
   */
  constructor(private readonly withSuccess = false) {
    super()
    // Own, not inherited: the fiber's loop reads `_op` of every instruction, and an own field is
    // found without walking three prototypes (about 25 ns a call, measured).
    const instruction = this as unknown as { _op: string }
    instruction._op = withSuccess ? bothOp : frameOp
  }

  abstract start(fiber: Fiber.RuntimeFiber<unknown, unknown>): Effect.Effect<A, unknown, R>
  abstract onFailure(cause: Cause.Cause<unknown>): Effect.Effect<A, E, R>

  /** The value of a run, when the frame was made `withSuccess`. */
  onSuccess(value: unknown): Effect.Effect<A, E, R> {
    return Effect.succeed(value as A)
  }

  commit(): Effect.Effect<A, E, R> {
    return this.withSuccess
      ? Effect.matchCauseEffect(this.deferred(), {
        onFailure: (cause) => this.effect_instruction_i1(cause),
        onSuccess: (value) => this.effect_instruction_i2(value)
      })
      : Effect.catchAllCause(this.deferred(), (cause) => this.effect_instruction_i1(cause))
  }

  toJSON(): unknown {
    return { _id: "Effect", _op: this.withSuccess ? bothOp : frameOp, frame: this.constructor.name }
  }

  override toString(): string {
    return Inspectable.format(this.toJSON())
  }

  [Inspectable.NodeInspectSymbol](): unknown {
    return this.toJSON()
  }

  /**
   * Read by the fiber's loop as it pushes the frame: the current fiber is the one running it, and
   * the frame is on top of its stack. Anyone else reading it (an enclosing effect's `toJSON`) gets
   * the choice deferred to whoever runs the result, and nothing starts.
   */
  get effect_instruction_i0(): Effect.Effect<A, unknown, R> {
    const fiber = Option.getOrUndefined(Fiber.getCurrentFiber())
    const stack = (fiber as { readonly _stack?: unknown } | undefined)?._stack
    return Array.isArray(stack) && stack[stack.length - 1] === this ? this.started(fiber!) : this.deferred()
  }

  /** The start left to whichever fiber runs the result. */
  private deferred(): Effect.Effect<A, unknown, R> {
    return Effect.withFiberRuntime<A, unknown, R>((fiber) => this.started(fiber))
  }

  // The frame is pushed before `start` runs: a defect thrown by it would otherwise reach onFailure, as
  // if the attempt had run and failed. It passes on, as it did from withFiberRuntime.
  private started(fiber: Fiber.RuntimeFiber<unknown, unknown>): Effect.Effect<A, unknown, R> {
    try {
      return this.start(fiber)
    } catch (defect) {
      return settle(Cause.die(defect))
    }
  }

  /** Called by the fiber's loop with the value of `effect_instruction_i0` (a frame made `withSuccess`). */
  effect_instruction_i2(value: unknown): Effect.Effect<A, E, R> {
    return this.onSuccess(value)
  }

  /** Called by the fiber's loop with the failure of `effect_instruction_i0`. */
  effect_instruction_i1(cause: Cause.Cause<unknown>): Effect.Effect<A, E, R> {
    return Cause.isFailType(cause) && cause.error instanceof Settled
      ? Effect.failCause(cause.error.cause as Cause.Cause<E>)
      : this.onFailure(cause)
  }
}

// Never seen outside the frame: only a settled effect fails with it, and only the frame runs one.
class Settled {
  constructor(readonly cause: Cause.Cause<unknown>) {}
  toString(): string {
    return "Settled (a failure on its way to the FailureFrame of effect-resilience)"
  }
}

const settle = (cause: Cause.Cause<unknown>) => Effect.failCause(Cause.fail(new Settled(cause)))

/**
 * An effect for `FailureFrame.start` whose failures the frame passes on as they are.
 * @internal
 */
export const settled = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, unknown, R> =>
  Effect.catchAllCause(effect, settle)

const probeHandler = () => Effect.void
const probe = Effect.catchAllCause(Effect.void, probeHandler) as unknown as Record<string, unknown>

/** Whether frames run as one instruction (`true` with the Effect this library is built against). @internal */
export const oneStep: boolean = probe._op === "OnFailure" && probe.effect_instruction_i0 === Effect.void &&
  probe.effect_instruction_i1 === probeHandler

const frameOp = oneStep ? "OnFailure" : "Commit"

const onSuccessProbe = () => Effect.void
const bothProbe = Effect.matchCauseEffect(Effect.void, {
  onFailure: probeHandler,
  onSuccess: onSuccessProbe
}) as unknown as Record<string, unknown>

/** Whether frames with a success handler run as one instruction too. @internal */
export const oneStepBoth: boolean = oneStep && bothProbe._op === "OnSuccessAndFailure" &&
  bothProbe.effect_instruction_i0 === Effect.void && bothProbe.effect_instruction_i1 === probeHandler &&
  bothProbe.effect_instruction_i2 === onSuccessProbe

const bothOp = oneStepBoth ? "OnSuccessAndFailure" : "Commit"
