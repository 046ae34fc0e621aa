/**
 * The model-correction trajectory: the model calls search({"query": 42}), reads INVALID_ARGUMENTS
 * naming `query` and `string`, calls search({"query": "GIL"}) and answers. The agent loop and the
 * scripted model are the example's (examples/model-corrects-arguments.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import type { Model } from "effect-resilience"
import { Tool, Toolkit } from "effect-resilience"
import { ask, script, scriptedModel } from "../examples/model-corrects-arguments.js"

describe("model corrects its arguments", () => {
  it.effect("INVALID_ARGUMENTS goes back to the model, which fixes the call and answers", () =>
    Effect.gen(function*() {
      const queries: Array<string> = []
      const search = Tool.make({
        name: "search",
        description: "Search the Python documentation",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.Array(Schema.String),
        handler: ({ query }) => {
          queries.push(query)
          return Effect.succeed([`${query}: the global interpreter lock`])
        }
      })

      const { answer, history } = yield* ask(Toolkit.make(search), "What is the GIL?").pipe(
        Effect.provide(scriptedModel(script))
      )

      const toolMessages = history.filter((m): m is Model.ToolMessage => m._tag === "ToolMessage")
      expect(toolMessages.map((m) => m.toolCallId)).toEqual(["call_1", "call_2"])

      const [rejected, accepted] = toolMessages
      expect(rejected.isError).toBe(true)
      const { error } = JSON.parse(rejected.content) as { error: { code: string; message: string } }
      expect(error.code).toBe("INVALID_ARGUMENTS")
      expect(error.message).toContain("query")
      expect(error.message).toContain("string")
      expect(error.message).toContain("query: Expected string, actual 42")

      expect(accepted.isError).toBe(false)
      expect(JSON.parse(accepted.content)).toEqual(["GIL: the global interpreter lock"])

      // The bad call never reached the handler; the corrected one did, once.
      expect(queries).toEqual(["GIL"])
      expect(answer).toContain("global interpreter lock")
      expect(history.map((m) => m._tag)).toEqual([
        "UserMessage",
        "AssistantMessage",
        "ToolMessage",
        "AssistantMessage",
        "ToolMessage",
        "AssistantMessage"
      ])
    }))
})
