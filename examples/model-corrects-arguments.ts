/**
 * A model sends a bad argument, reads the INVALID_ARGUMENTS result, corrects itself and answers.
 * The model is scripted (a list of assistant turns) so the example runs offline:
 *
 *   npx tsx examples/model-corrects-arguments.ts
 */
import { Console, Effect, Layer, Ref, Schema } from "effect"
import { Model, Tool, Toolkit, ToolResult } from "effect-resilience"
import { pathToFileURL } from "node:url"

const docs: Record<string, string> = {
  GIL: "The global interpreter lock (GIL) lets only one thread execute Python bytecode at a time.",
  asyncio: "asyncio runs coroutines on a single-threaded event loop."
}

export const search = Tool.make({
  name: "search",
  description: "Search the Python documentation",
  parameters: Schema.Struct({ query: Schema.String.annotations({ description: "the words to look for" }) }),
  success: Schema.Array(Schema.String),
  handler: ({ query }) =>
    Effect.succeed(Object.entries(docs).filter(([topic]) => query.includes(topic)).map(([, text]) => text)),
  idempotent: true,
  timeout: "10 seconds"
})

export const toolkit = Toolkit.make(search)

/** The model's turns, in order. The first call passes a number where the schema wants a string. */
export const script: ReadonlyArray<Model.AssistantMessage> = [
  Model.callTools({ id: "call_1", name: "search", args: { query: 42 } }),
  Model.callTools({ id: "call_2", name: "search", args: { query: "GIL" } }),
  Model.text("The GIL is CPython's global interpreter lock: one thread runs Python bytecode at a time.")
]

/** A model that answers with the scripted turns, one per request. */
export const scriptedModel = (turns: ReadonlyArray<Model.AssistantMessage>): Layer.Layer<Model.Model> =>
  Layer.effect(
    Model.Model,
    Effect.map(Ref.make(0), (next) => ({
      generate: () =>
        Ref.getAndUpdate(next, (n) => n + 1).pipe(
          Effect.flatMap((n) => n < turns.length ? Effect.succeed(turns[n]) : Effect.dieMessage("the script ran out"))
        )
    }))
  )

/** A minimal agent loop: ask the model, run its tool calls, hand it the results, until it answers. */
export const ask = <Tools extends ReadonlyArray<Tool.Any>>(toolkit: Toolkit.Toolkit<Tools>, question: string) =>
  Effect.gen(function*() {
    const model = yield* Model.Model
    const history: Array<Model.Message> = [new Model.UserMessage({ content: question })]
    for (let step = 0; step < 8; step++) {
      const reply = yield* model.generate({ history, tools: Toolkit.definitions(toolkit) })
      history.push(reply)
      if (reply.toolCalls.length === 0) return { answer: reply.content, history }
      const results = yield* Toolkit.executeAll(toolkit, reply.toolCalls)
      history.push(...results.map(ToolResult.toMessage))
    }
    return yield* Effect.dieMessage("no answer after 8 steps")
  })

const main = ask(toolkit, "What is the GIL?").pipe(
  Effect.tap(({ history }) =>
    Effect.forEach(history, (message) =>
      Console.log(
        message._tag === "AssistantMessage" && message.toolCalls.length > 0
          ? `model → ${message.toolCalls.map((c) => `${c.name}(${c.arguments})`).join(", ")}`
          : message._tag === "ToolMessage"
          ? `tool  ← ${message.content}`
          : `${message._tag === "UserMessage" ? "user " : "model"} : ${message.content}`
      ))
  ),
  Effect.provide(scriptedModel(script))
)

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  Effect.runPromise(main)
}
