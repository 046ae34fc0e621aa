/**
 * Runs `AiModel.streamText` over the given layer under `Testing.runWithTestClock`, as a consumer reading the deltas
 * as they come: the run, and the text deltas the consumer saw before the stream ended or failed.
 */
import type { Layer } from "effect"
import { Effect, Stream } from "effect"
import { Testing } from "effect-resilience"
import { AiModel } from "../../src/Ai.js"

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
