/**
 * @effect/cli colours its help and its error messages whatever it writes to: off a terminal, or with
 * `NO_COLOR` set, the programs print them plain, like the rest of their output.
 */
import { Effect } from "effect"
import type { Console } from "effect"
import { colorEnabled } from "./demo/terminal.js"

const ANSI = /\u001b\[[0-9;]*m/g

const plain = (args: ReadonlyArray<unknown>): Array<unknown> =>
  args.map((arg) => typeof arg === "string" ? arg.replace(ANSI, "") : arg)

const plainConsole = (base: Console.Console): Console.Console => ({
  ...base,
  log: (...args) => base.log(...plain(args)),
  info: (...args) => base.info(...plain(args)),
  warn: (...args) => base.warn(...plain(args)),
  error: (...args) => base.error(...plain(args)),
  unsafe: {
    ...base.unsafe,
    log: (...args) => base.unsafe.log(...plain(args)),
    info: (...args) => base.unsafe.info(...plain(args)),
    warn: (...args) => base.unsafe.warn(...plain(args)),
    error: (...args) => base.unsafe.error(...plain(args))
  }
})

/** Runs `self` with a console that drops colour codes, unless stdout is a terminal that wants them. */
export const withPlainConsole = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  colorEnabled() ? self : Effect.flatMap(Effect.console, (base) => Effect.withConsole(self, plainConsole(base)))
