/**
 * Runs a model over a provider replayed on loopback, under `Testing.runWithTestClock`: as a consumer of
 * `AiModel.streamText`, or as one `Agent.turn`.
 */
import type { Layer } from "effect"
import { Effect, Stream } from "effect"
import { Agent, type Model, Testing } from "effect-resilience"
import { AiModel } from "../../src/Ai.js"

/** One `Agent.turn` on `history` over the model `layer`: the run (its exit, the virtual time it took). */
export const turnOver = <E>(
  history: Model.History,
  layer: Layer.Layer<Model.Model, E, never>,
  options?: Testing.RunOptions
) => Testing.runWithTestClock(Agent.turn({ history }).pipe(Effect.provide(layer)), options)

/**
 * `AiModel.streamText` over the given layer, as a consumer reading the deltas as they come: the run, and the text
 * deltas the consumer saw before the stream ended or failed.
 */

export const streamedText = <E>(layer: Layer.Layer<any, E, never>) =>
  Effect.gen(function*() {
    const seen: Array<string> = []
    const run = yield* Testing.runWithTestClock(
      AiModel.streamText({ prompt: "Hi" }).pipe(
        Stream.runForEach((part) => Effect.sync(() => part.type === "text-delta" && seen.push(part.delta))),
        Effect.provide(layer)
      )
    )
    return { run, seen }
  })
