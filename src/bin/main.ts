/**
 * `npm start`: the demo of an agent surviving a flaky provider (see `src/bin/demo/`). `--help`
 * lists the options. The only place in the package that prints.
 */
import { ValidationError } from "@effect/cli"
import { NodeContext, NodeRuntime } from "@effect/platform-node"
import { Cause, Effect } from "effect"
import { cli } from "./demo/cli.js"
import { withPlainConsole } from "./plainConsole.js"

cli(process.argv).pipe(
  withPlainConsole,
  Effect.provide(NodeContext.layer),
  // @effect/cli has already shown an invalid option with the usage; anything else is shown here,
  // once. Either way the exit code is 1.
  Effect.tapErrorCause((cause) =>
    Cause.failureOption(cause).pipe((error) =>
      error._tag === "Some" && ValidationError.isValidationError(error.value)
        ? Effect.void
        : Effect.sync(() => process.stderr.write(`${Cause.pretty(cause)}\n`))
    )
  ),
  (effect) => NodeRuntime.runMain(effect, { disablePrettyLogger: true, disableErrorReporting: true })
)
