import * as AiError from "@effect/ai/AiError"
import * as LanguageModel from "@effect/ai/LanguageModel"
import * as Response from "@effect/ai/Response"
import type * as AiTool from "@effect/ai/Tool"
import type * as AiToolkit from "@effect/ai/Toolkit"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { Classifier } from "../Classify.js"
import type * as Policy from "../Policy.js"
import * as aiStream from "./aiStream.js"

/**
 * A toolkit that only carries tool definitions into a request made with
 * `disableToolCallResolution: true`; its handler is never called.
 * @internal
 */
export const definitionsOnly = (
  tools: ReadonlyArray<AiTool.Any>
): AiToolkit.WithHandler<Record<string, AiTool.Any>> => ({
  tools: Object.fromEntries(tools.map((tool) => [tool.name, tool])),
  handle: (name) => Effect.dieMessage(`tool ${String(name)} was called although tool call resolution is disabled`)
})

const AFTER_CALL = "it failed after the model call, outside the retry loop"

/** The request to the wrapped model: the same prompt and tools, with the calls left unresolved. */
const innerRequest = (options: LanguageModel.ProviderOptions) => {
  const toolkit = definitionsOnly(options.tools)
  const base = { prompt: options.prompt, toolChoice: options.toolChoice as any }
  return {
    toolkit,
    request: options.tools.length === 0 ? base : { ...base, toolkit, disableToolCallResolution: true as const }
  }
}

/**
 * Builds a `LanguageModel` on top of `inner` whose model calls go through `policy`. The calls are
 * made with tool call resolution disabled, and the outer `LanguageModel.make` resolves them: tool
 * handlers run once, after the protected call, and their errors are never retried.
 * @internal
 */
export const make = (
  inner: LanguageModel.Service,
  policy: Policy.Policy,
  layer: string,
  idle?: Duration.Duration
): Effect.Effect<LanguageModel.Service> =>
  Effect.gen(function*() {
    const outer = yield* LanguageModel.make({
      generateText: (options) => {
        const { request, toolkit } = innerRequest(options)
        const format = options.responseFormat
        const call: Effect.Effect<LanguageModel.GenerateTextResponse<any>, unknown> = format.type === "json"
          ? inner.generateObject({ ...request, schema: format.schema, objectName: format.objectName } as any) as any
          : inner.generateText(request as any) as any
        const encode = Schema.encode(Schema.Array(Response.Part(toolkit)))
        return policy(call).pipe(
          Effect.flatMap((response) => encode(response.content as any))
        ) as Effect.Effect<any, any>
      },
      streamText: (options) => {
        const { request, toolkit } = innerRequest(options)
        const encode = Schema.encode(Schema.ChunkFromSelf(Response.StreamPart(toolkit)))
        const source = inner.streamText(request as any) as Stream.Stream<Response.StreamPart<any>, unknown>
        return aiStream.protect(source, policy, layer, idle).pipe(
          Stream.mapChunksEffect((chunk) => encode(chunk as any))
        ) as Stream.Stream<any, any>
      }
    })
    // What fails after the protected call (a tool call the toolkit's schema rejects, an object that
    // does not decode) is an `AiError` too: classified the same way, so the error type stays the taxonomy.
    const classified = (e: unknown) =>
      AiError.isAiError(e)
        ? Effect.flatMap(
          Classifier,
          (classifier) => Effect.fail(aiStream.settle(classifier.classify(e), layer, [], AFTER_CALL))
        )
        : Effect.fail(e)
    return {
      generateText: (options: any) => Effect.catchAll(outer.generateText(options), classified),
      generateObject: (options: any) => Effect.catchAll(outer.generateObject(options), classified),
      streamText: (options: any) => Stream.catchAll(outer.streamText(options), (e) => Stream.fromEffect(classified(e)))
    } as LanguageModel.Service
  })
