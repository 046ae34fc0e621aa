/**
 * The demo's output on a real process: lines on stdout, coloured only when stdout is a terminal
 * and `NO_COLOR` is not set; a spinner with the elapsed time on stderr, only when stderr is a
 * terminal and once the run has taken more than a second. Pipes and files get plain lines.
 */
import { Clock, Effect } from "effect"
import type { Output } from "./output.js"

const frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

export const colorEnabled = (): boolean => process.stdout.isTTY === true && (process.env.NO_COLOR ?? "") === ""

export interface Terminal {
  readonly output: Output
  /** Draws the spinner until interrupted, then clears it. Does nothing off a terminal. */
  readonly spinner: Effect.Effect<void>
}

export const make = (): Terminal => {
  const interactive = process.stderr.isTTY === true
  let status = "starting"
  let drawn = false
  const clear = () => {
    if (drawn) process.stderr.write("\r\u001b[K")
    drawn = false
  }
  const output: Output = {
    color: colorEnabled(),
    line: (text) => {
      clear()
      process.stdout.write(`${text}\n`)
    },
    status: (text) => {
      status = text
    }
  }
  const draw = Effect.gen(function*() {
    const start = yield* Clock.currentTimeMillis
    for (let frame = 0;; frame++) {
      yield* Effect.sleep("100 millis")
      const elapsed = (yield* Clock.currentTimeMillis) - start
      if (elapsed < 1000) continue
      process.stderr.write(`\r${frames[frame % frames.length]} ${(elapsed / 1000).toFixed(1)}s  ${status}\u001b[K`)
      drawn = true
    }
  })
  return { output, spinner: interactive ? Effect.ensuring(draw, Effect.sync(clear)) : Effect.void }
}
