import { describe, expect, it } from "@effect/vitest"
import { Cause, Context, Effect, Exit, Fiber, TestServices } from "effect"
import { FailureFrame, oneStep, settled } from "../src/internal/failureFrame.js"

// The retry layer's first attempt is one of these frames: the effect is chosen with the fiber at
// hand as the frame is entered, and failures go to onFailure unless the chosen effect is settled.
class Name extends Context.Tag("test/Name")<Name, string>() {}

type Choice = "plain" | "settled" | "throws"

class Recording extends FailureFrame<string, string, never> {
  starts = 0
  /** Per start: whether the frame was on top of the fiber's stack (the loop was pushing it). */
  onTop: Array<boolean> = []
  failures: Array<Cause.Cause<unknown>> = []
  constructor(readonly effect: Effect.Effect<string, string>, readonly choice: Choice = "plain") {
    super()
  }
  start(fiber: Fiber.RuntimeFiber<unknown, unknown>) {
    this.starts++
    const stack = (fiber as unknown as { readonly _stack: ReadonlyArray<unknown> })._stack
    this.onTop.push(stack[stack.length - 1] === this)
    if (this.choice === "throws") throw new Error("start threw")
    const name = Context.getOrElse(fiber.currentContext, Name, () => "nobody")
    const effect = Effect.map(this.effect, (a) => `${a} for ${name}`)
    return this.choice === "settled" ? settled(effect) : effect
  }
  onFailure(cause: Cause.Cause<unknown>) {
    this.failures.push(cause)
    return Effect.fail(`handled ${Cause.squash(cause)}`)
  }
}

// The frame as one instruction, and as the two public operations it stands for (its fallback).
const runs = {
  "one instruction": (frame: Recording) => frame,
  "its fallback (catchAllCause of withFiberRuntime)": (frame: Recording) => frame.commit(),
  // What runs should a later Effect build catchAllCause differently: the loop calls commit().
  "as a Commit instruction": (frame: Recording) => Object.assign(frame, { _op: "Commit" })
}

describe("FailureFrame (internal)", () => {
  it.effect("runs as one instruction with the Effect this library is built against: start runs as the loop pushes it", () =>
    Effect.gen(function*() {
      expect(oneStep).toBe(true)
      const frame = new Recording(Effect.succeed("answer"))
      yield* frame
      expect(frame.onTop).toEqual([true])
    }))

  for (const [how, run] of Object.entries(runs)) {
    describe(how, () => {
      it.effect("start reads the running fiber's context; a success passes, onFailure is not called", () =>
        Effect.gen(function*() {
          const frame = new Recording(Effect.succeed("answer"))
          expect(yield* run(frame).pipe(Effect.provideService(Name, "ada"))).toBe("answer for ada")
          expect(yield* run(frame)).toBe("answer for nobody")
          expect(frame.starts).toBe(2)
          expect(frame.failures).toEqual([])
        }))

      it.effect("a failure of the chosen effect goes to onFailure, with its cause", () =>
        Effect.gen(function*() {
          const frame = new Recording(Effect.fail("boom"))
          const exit = yield* Effect.exit(run(frame))
          expect(exit).toEqual(Exit.fail("handled boom"))
          expect(frame.failures).toHaveLength(1)
          expect(Cause.squash(frame.failures[0])).toBe("boom")
        }))

      it.effect("a settled effect's failure passes through untouched", () =>
        Effect.gen(function*() {
          const frame = new Recording(Effect.fail("boom"), "settled")
          expect(yield* Effect.exit(run(frame))).toEqual(Exit.fail("boom"))
          const defect = new Recording(Effect.die("bug"), "settled")
          expect(yield* Effect.exit(run(defect))).toEqual(Exit.die("bug"))
          expect(frame.failures).toEqual([])
          expect(defect.failures).toEqual([])
        }))

      it.effect("an interrupted effect is not handed to onFailure", () =>
        Effect.gen(function*() {
          const frame = new Recording(Effect.never)
          const fiber = yield* Effect.fork(run(frame))
          yield* Effect.yieldNow()
          const exit = yield* Fiber.interrupt(fiber)
          expect(Exit.isInterrupted(exit)).toBe(true)
          expect(frame.starts).toBe(1)
          expect(frame.failures).toEqual([])
        }))

      it.effect("a defect thrown by start passes on: onFailure is not called, as no attempt ran", () =>
        Effect.gen(function*() {
          const frame = new Recording(Effect.succeed("answer"), "throws")
          const exit = yield* Effect.exit(run(frame))
          expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
          expect(Exit.isFailure(exit) && String(Cause.squash(exit.cause))).toBe("Error: start threw")
          expect(frame.failures).toEqual([])
        }))

      it.effect("one frame run by many fibers at once starts once per run, each with its own context", () =>
        Effect.gen(function*() {
          const frame = new Recording(Effect.succeed("answer").pipe(Effect.delay("1 millis")))
          const names = ["ada", "alan", "grace", "edsger"]
          const answers = yield* Effect.forEach(
            names,
            (name) => run(frame).pipe(Effect.provideService(Name, name)),
            { concurrency: "unbounded" }
          ).pipe(TestServices.provideLive)
          expect(answers).toEqual(names.map((name) => `answer for ${name}`))
          expect(frame.starts).toBe(4)
        }))

      it.effect("frames nest: the inner one handles its own failure", () =>
        Effect.gen(function*() {
          const inner = new Recording(Effect.fail("inner"))
          const outer = new Recording(Effect.catchAll(run(inner), (e) => Effect.succeed(`recovered ${e}`)))
          expect(yield* run(outer)).toBe("recovered handled inner for nobody")
          expect(outer.failures).toEqual([])
        }))
    })
  }

  it.effect("inspecting a frame outside a fiber starts nothing", () =>
    Effect.gen(function*() {
      const frame = new Recording(Effect.succeed("answer"))
      expect(String(frame)).toContain("Recording")
      expect(JSON.stringify(frame)).toBe(`{"_id":"Effect","_op":"OnFailure","frame":"Recording"}`)
      // What the fiber's loop reads, read by someone else: the choice waits for a fiber.
      const deferred = (frame as unknown as { effect_instruction_i0: Effect.Effect<string> }).effect_instruction_i0
      expect(frame.starts).toBe(0)
      expect(yield* deferred).toBe("answer for nobody")
      expect(frame.starts).toBe(1)
    }))
})
