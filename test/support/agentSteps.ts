/**
 * What the tests of an agent step stopped from outside share (a turn's time budget, a "fail"-mode sibling): the turn
 * cut by its budget under `TestClock`, and reading the history it hands back.
 */
import { expect } from "@effect/vitest"
import { Effect, Exit, type Layer, Schema } from "effect"
import { Agent, Model, Testing, Tool } from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

/** A fresh SQLite file in a folder of its own, named after the test file's subject. */
export const sqliteFile = (prefix: string) =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`)), "agent.db")

export const user = (content: string) => new Model.UserMessage({ content })

/** The typed failure of an exit, or a thrown error saying what came instead. */
export const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  if (exit.cause._tag !== "Fail") throw new Error(`expected a typed failure, got ${String(exit.cause)}`)
  return exit.cause.error
}

/** The one tool message answering the call `id`. */
export const resultOf = (history: Model.History, id: string) => {
  const found = history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage" && m.toolCallId === id)
  expect(found).toHaveLength(1)
  return found[0]!
}

/** The ids of the calls the history's tool messages answer, in order. */
export const toolMessages = (history: Model.History) =>
  history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage").map((m) => m.toolCallId)

/** A tool that sleeps `seconds` of virtual time and says so. */
export const sleeper = Tool.make({
  name: "sleep",
  description: "Sleep",
  parameters: Schema.Struct({ seconds: Schema.Number }),
  success: Schema.String,
  timeout: "1 hour",
  handler: ({ seconds }) => Effect.as(Effect.sleep(`${seconds} seconds`), `slept ${seconds}`)
})

/** `Agent.turn` with `options` run under `TestClock` until its time budget cuts it off: the `TimeBudgetExceeded`. */
export const cutByBudget = <Tools extends ReadonlyArray<Tool.Any>, E, R, RS, EH, RH, ROut>(
  options: Agent.TurnOptions<Tools, E, R, RS, EH, RH>,
  layer: Layer.Layer<ROut>
) =>
  Effect.map(
    // the layer gives the turn all it needs (the model, the stores): the tests say which
    Testing.runWithTestClock(
      Agent.turn(options).pipe(Effect.provide(layer)) as unknown as Effect.Effect<Agent.TurnResult, unknown>
    ),
    (run) => {
      const error = failureOf(run.exit) as Agent.TimeBudgetExceeded
      expect(error._tag).toBe("TimeBudgetExceeded")
      return error
    }
  )
