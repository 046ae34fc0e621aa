/**
 * How the command-line programs (`npm start`, `simulate`) run their @effect/cli app: with plain output off a
 * terminal, a mistake on the command line shown once, as @effect/cli words it, with exit code 1, and a stop (Ctrl-C,
 * SIGTERM, a reader of stdout that went away) that cleans up before it exits.
 */
import { ValidationError } from "@effect/cli"
import { Runtime } from "@effect/platform"
import { NodeContext } from "@effect/platform-node"
import { Cause, Duration, Effect } from "effect"
import { withPlainConsole } from "./plainConsole.js"

const stopCodes = { SIGINT: 130, SIGTERM: 143 } as const

/**
 * NodeRuntime.runMain, with three differences. A signal exits with 128 + its number (runMain exited 0: the run was
 * only interrupted). The handlers stay until the end: runMain removed its own at the first signal, so the second one
 * that `npm start` delivers to the same Ctrl-C (tsx and npm pass it on) killed the process mid-cleanup, leaving the
 * demo's temporary directory and its loopback server's turn behind. And stdout closed by its reader (`| head`) stops
 * the run quietly, exit code 0, where the write's EPIPE crashed the process with a stack trace; any other failure to
 * write it (a full disk) stops it with exit code 1 and one line on stderr.
 */
/**
 * What keeps the process alive while the app's fiber waits on nothing Node counts (a Deferred, a queue): a fiber asleep
 * on Effect's clock, in naps below the timer limit (2³¹−1 ms), which holds a timer as NodeRuntime's own interval did.
 */
const keepingAlive = Effect.forever(Effect.sleep(Duration.days(24)))

const runMain = Runtime.makeRunMain(({ fiber, teardown }) => {
  const keepAlive = Effect.runFork(keepingAlive)
  let stopCode: number | undefined
  let writeFailed = false
  const stop = (code: number) => {
    if (stopCode !== undefined) return
    stopCode = code
    fiber.unsafeInterruptAsFork(fiber.id())
  }
  const onSigint = () => stop(stopCodes.SIGINT)
  const onSigterm = () => stop(stopCodes.SIGTERM)
  // Stays on to the end of the process: a write after the reader left fails again, asynchronously; and a write's
  // failure comes on a later tick, so that of a program's last lines (simulate's report) comes once its fiber ended,
  // its teardown done: the exit code is set here, not only through `stop`.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") return stop(0)
    if (!writeFailed) {
      writeFailed = true
      process.exitCode = 1
      process.stderr.write(`cannot write the output: ${error.message}\n`)
    }
    stop(1)
  })
  process.on("SIGINT", onSigint)
  process.on("SIGTERM", onSigterm)
  fiber.addObserver((exit) => {
    keepAlive.unsafeInterruptAsFork(keepAlive.id())
    teardown(exit, (code) => {
      process.removeListener("SIGINT", onSigint)
      process.removeListener("SIGTERM", onSigterm)
      if (stopCode !== undefined) process.exit(stopCode)
      if (code !== 0) process.exit(code)
    })
  })
})

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
          : Cause.isInterruptedOnly(cause)
          ? Effect.void
          : Effect.sync(() => process.stderr.write(`${Cause.pretty(cause)}\n`))
      )
    ),
    (effect) => runMain(effect, { disablePrettyLogger: true, disableErrorReporting: true })
  )
