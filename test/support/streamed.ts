/**
 * Runs a model over a provider replayed on loopback, under `Testing.runWithTestClock`: as a consumer of
 * `AiModel.streamText`, or as one `Agent.turn`.
 */
import { expect } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Stream } from "effect"
import { Agent, type Model, Testing } from "effect-resilience"
import { AiModel } from "../../src/Ai.js"
import { valueOf } from "./common.js"
import type * as Loopback from "./loopback.js"

/** One `Agent.turn` on `history` over the model `layer`: the run (its exit, the virtual time it took). */
export const turnOver = <E>(
  history: Model.History,
  layer: Layer.Layer<Model.Model, E, never>,
  options?: Testing.RunOptions
) => Testing.runWithTestClock(Agent.turn({ history }).pipe(Effect.provide(layer)), options)

/**
 * One turn over `layer` whose provider, `server`, failed once and then answered "The GIL is a lock.": the turn answers
 * after those two requests. Its attempts are returned, which tell whether a policy below the session or the session
 * retried.
 */
export const answeredAfterAFailure = <E>(
  server: Loopback.Loopback,
  history: Model.History,
  layer: Layer.Layer<Model.Model, E, never>
) =>
  Effect.map(turnOver(history, layer), (run) => {
    const result = valueOf(run.exit)
    expect(result.answer).toMatchObject({ content: "The GIL is a lock.", stopReason: "stop" })
    expect(server.requests.length).toBe(2)
    return result.attempts
  })

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
