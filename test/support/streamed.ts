/**
 * Runs a model over a provider replayed on loopback, under `Testing.runWithTestClock`: as a consumer of
 * `AiModel.streamText`, or as one `Agent.turn`.
 */
import { expect } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Exit, Stream } from "effect"
import { Agent, Model, Testing } from "effect-resilience"
import { AiModel } from "../../src/Ai.js"
import { valueOf } from "./common.js"
import * as Loopback from "./loopback.js"

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

/** The typed failure an exit ended with (any, for reading its fields); anything else fails the test. */
export const typedFailure = <A, E>(exit: Exit.Exit<A, E>): any => {
  if (Exit.isSuccess(exit) || exit.cause._tag !== "Fail") throw new Error(`expected a typed failure: ${exit}`)
  return exit.cause.error
}

/**
 * A stream request over `resilient(url)` answered with a 2xx web page titled `title` (a wrong base URL): it fails as the
 * same page answering `generateText` does, `Fatal`, naming the page, after one request.
 */
export const pageFailsAsGenerateText = <E>(
  resilient: (url: string) => Layer.Layer<any, E, never>,
  title: string
) =>
  Effect.gen(function*() {
    const page = Loopback.reply(200, `<!doctype html><html><head><title>${title}</title></head><body></body></html>`, {
      "content-type": "text/html; charset=utf-8"
    })
    const server = yield* Loopback.scoped(page)
    const streamed = typedFailure((yield* streamedText(resilient(server.url))).run.exit)
    expect(server.requests.length).toBe(1)
    const whole = yield* Testing.runWithTestClock(
      AiModel.generateText({ prompt: "Hi" }).pipe(Effect.provide(resilient(server.url)))
    )
    expect(streamed._tag).toBe("Fatal")
    expect(streamed._tag).toBe(typedFailure(whole.exit)._tag)
    expect(streamed.reason).toContain(`HTML page "${title}"`)
  }).pipe(Effect.scoped)

/**
 * A turn over `model(url)`, whose provider answers a stream request with `spent` (a 2xx quota envelope): Permanent at
 * once, one request, without the session's retries.
 */
export const turnEndsPermanentAtOnce = <E>(
  spent: Loopback.Reply,
  model: (url: string) => Layer.Layer<Model.Model, E, never>
) =>
  Effect.gen(function*() {
    const server = yield* Loopback.scoped(spent)
    const run = yield* turnOver([new Model.UserMessage({ content: "Hi" })], model(server.url))
    expect(typedFailure(run.exit)._tag).toBe("Permanent")
    expect(server.requests.length).toBe(1)
  }).pipe(Effect.scoped)
