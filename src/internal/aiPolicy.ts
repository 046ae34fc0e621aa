import * as AiError from "@effect/ai/AiError"
import * as LanguageModel from "@effect/ai/LanguageModel"
import * as Prompt from "@effect/ai/Prompt"
import * as Response from "@effect/ai/Response"
import type * as AiTool from "@effect/ai/Tool"
import type * as AiToolkit from "@effect/ai/Toolkit"
import * as Cause from "effect/Cause"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import { Classifier } from "../Classify.js"
import type * as Policy from "../Policy.js"
import * as aiStream from "./aiStream.js"
import { AnswerCall } from "./aiToolkit.js"
import { Exchange } from "./toolkit.js"

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
 * What the tools' handlers failed with, as `Cause.originalError` gives it: `LanguageModel.make` runs them after the
 * protected call, and their failures are theirs, passed on untouched (README: "a handler's own errors pass through").
 * Classified with what fails after the call, the `AiError` of a tool that asks another model (a sub-agent's 429) became
 * an `Exhausted` of this model's layer "after 1 attempts", its type no longer the one the tool declared.
 */
const handlerFailures = new WeakSet<object>()

/** The toolkit's own failure for a call of `name`: arguments it could not decode, a result it could not encode. */
const toolkitOwn = (name: string, e: AiError.AiError): boolean =>
  (e._tag === "MalformedInput" || e._tag === "MalformedOutput") && e.module === "Toolkit" &&
  e.method === `${name}.handle`

/**
 * The exchange of the answer to `prompt`: the position its assistant message takes, after the prompt's messages, as
 * `Agent.step` numbers an exchange outside a durable turn. `AiToolkit.toLayer`'s handlers key side-effecting calls by
 * it: `@effect/ai` tells them neither their call nor their answer, and keyed by the turn, tool and arguments alone, the
 * same email the model sent again in a later step of the turn ("send the reminder again") replayed the first one's
 * result and never went out. The same prompt asked again (a step retried, a turn run again) has the same exchange.
 */
const exchangeOf = (prompt: unknown): Option.Option<number> => {
  try {
    return Option.some(Prompt.make(prompt as Prompt.RawInput).content.length)
  } catch {
    // a prompt @effect/ai cannot read fails its own call before any handler runs
    return Option.none()
  }
}

/**
 * `toolkit` (as `LanguageModel` takes one: made, or the Effect that makes it) noting its handlers' `AiError`s, its
 * handlers run in the answer's {@link exchangeOf}, each told its call's position in the answer and the answer's
 * side-effecting calls so far (`AnswerCall`, for a side-effecting tool of `AiToolkit.toLayer` to answer that a repeat
 * was not run). Always an Effect: resolved once per run of `generateText` or `streamText`, which hands each of the
 * answer's calls to `handle` once, in order. A made toolkit wrapped once, when `generateText` was called, shared its
 * answer's calls with every run of that Effect: the same step run again (a retry) read its call as a repeat, not run.
 */
const noteHandlerFailures = (toolkit: unknown, exchange: Option.Option<number>): unknown => {
  const noting = (kit: AiToolkit.WithHandler<Record<string, AiTool.Any>>) => {
    const firsts = new Map<string, number>()
    let next = 0
    return {
      tools: kit.tools,
      handle: (name: string, params: unknown) =>
        Effect.suspend(() =>
          Effect.tapError(kit.handle(name, params as never), (e: unknown) =>
            Effect.sync(() => {
              if (AiError.isAiError(e) && !toolkitOwn(name, e)) handlerFailures.add(Cause.originalError(e))
            })).pipe(
              Effect.provideService(AnswerCall, Option.some({ position: next++, firsts })),
              Option.isSome(exchange) ? Effect.provideService(Exchange, exchange) : (self) => self
            )
        )
    }
  }
  return Effect.isEffect(toolkit)
    ? Effect.map(toolkit as Effect.Effect<any, unknown, unknown>, noting)
    : Effect.sync(() => noting(toolkit as any))
}

/** The caller's options, with its toolkit's handler failures noted (see {@link handlerFailures}). */
const withNotedHandlers = (options: any): any =>
  options?.toolkit === undefined
    ? options
    : { ...options, toolkit: noteHandlerFailures(options.toolkit, exchangeOf(options.prompt)) }

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
    // What fails after the protected call is an `AiError` too (a handler's result its own schema rejects): classified the
    // same way, so the error type stays the taxonomy. The model's answer was decoded inside the call (`inner` decodes
    // tool arguments and objects with the same schemas): one that does not decode was a failed attempt of the layer. A
    // handler's own failure passes on as it is.
    const classified = (e: unknown) =>
      AiError.isAiError(e) && !handlerFailures.has(Cause.originalError(e))
        ? Effect.flatMap(
          Classifier,
          (classifier) => Effect.fail(aiStream.settle(classifier.classify(e), layer, [], AFTER_CALL))
        )
        : Effect.fail(e)
    return {
      generateText: (options: any) => Effect.catchAll(outer.generateText(withNotedHandlers(options)), classified),
      generateObject: (options: any) => Effect.catchAll(outer.generateObject(withNotedHandlers(options)), classified),
      streamText: (options: any) =>
        Stream.catchAll(outer.streamText(withNotedHandlers(options)), (e) => Stream.fromEffect(classified(e)))
    } as LanguageModel.Service
  })
