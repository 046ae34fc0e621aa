/**
 * How the command-line programs (`npm start`, `simulate`) run their @effect/cli app: with plain output off a
 * terminal, and a mistake on the command line shown once, as @effect/cli words it, with exit code 1.
 */
import { ValidationError } from "@effect/cli"
import { NodeContext, NodeRuntime } from "@effect/platform-node"
import { Cause, Effect } from "effect"
import { withPlainConsole } from "./plainConsole.js"

/**
 * Runs a `Command.run` app to the end of the process. @effect/cli has already shown an invalid option (with the
 * usage); anything else is shown here, once. Without this, NodeRuntime logged the invalid option again, as
 * `ERROR (#17): Error: {"_tag":"InvalidValue",…}` on stdout.
 */
export const runCli = <E>(app: Effect.Effect<void, E, NodeContext.NodeContext>): void =>
  app.pipe(
    withPlainConsole,
    Effect.provide(NodeContext.layer),
    Effect.tapErrorCause((cause) =>
      Cause.failureOption(cause).pipe((error) =>
        error._tag === "Some" && ValidationError.isValidationError(error.value)
          ? Effect.void
          : Effect.sync(() => process.stderr.write(`${Cause.pretty(cause)}\n`))
      )
    ),
    (effect) => NodeRuntime.runMain(effect, { disablePrettyLogger: true, disableErrorReporting: true })
  )
