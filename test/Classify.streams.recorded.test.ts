/**
 * More recorded mid-stream failures (session 46), replayed from a loopback server to the real `openai` and
 * `@anthropic-ai/sdk` clients as `Classify.streams.test.ts` does: relays' error chunks, the Responses API's
 * `response.failed` codes, and the ends a client gives no sign of (an abort signal's timeout, a proxy's SSE without
 * `event:` lines, a data line that is not JSON). Each case names where its shape was seen.
 */
import { describe, expect, it } from "@effect/vitest"
import { Classify } from "effect-resilience"
import OpenAI from "openai"
import * as Loopback from "./support/loopback.js"
import {
  caught,
  chatEvents,
  chunk,
  messageEvents,
  messageStart,
  midStreamServer,
  responseCreated,
  responseEvents,
  terminal,
  textStart
} from "./support/midStream.js"

describe("Classify: recorded mid-stream failures through the real SDK clients", () => {
  const server = midStreamServer()
  const { anthropic, openai } = server
  /** What a chat stream's caller catches when `error` follows a first chunk. */
  const chatFailure = async (error: unknown, extra: Record<string, unknown> = {}) => {
    server.setHandler(Loopback.sse([{ data: chunk }, { data: { ...extra, error } }]))
    const thrown = await caught(chatEvents(openai()))
    expect(thrown).toBeInstanceOf(OpenAI.APIError)
    return Classify.classify(thrown)
  }
  /** The `response.failed` event a Responses stream ends with, classified. */
  const failedWith = async (error: { readonly code: string; readonly message: string }) => {
    server.setHandler(Loopback.sse([responseCreated, terminal("response.failed", { status: "failed", error })]))
    const events = await responseEvents(openai())
    expect(events.map((e) => e.type)).toEqual(["response.created", "response.failed"])
    return Classify.classify(events[1])
  }

  describe("relays' error chunks after a 200", () => {
    it("OmniRoute's chunk for an upstream that broke off ('terminated', upstream_error 500): Retryable", async () => {
      // diegosouzapw/OmniRoute#1542: `{ object: "chat.completion.chunk", choices: [{ delta: {}, finish_reason: "error" }],
      // error: { message: "terminated", type: "upstream_error", code: 500 } }`
      const failure = await chatFailure({ message: "terminated", type: "upstream_error", code: 500 }, {
        object: "chat.completion.chunk",
        choices: [{ index: 0, delta: {}, finish_reason: "error" }]
      })
      expect([failure._tag, failure.reason]).toEqual(["Retryable", "APIError: terminated"])
    })

    it("OpenRouter's in-band chunk for an upstream at its capacity (empty choices, 502): Retryable", async () => {
      // diegosouzapw/OmniRoute#8210: OpenRouter relaying Nvidia's "Worker local total request limit reached (33/32)"
      // mid-stream, a chunk with empty `choices` and a top-level error (a 502 provider_unavailable); its fields as
      // damianvtran/local-operator#223 lists them (`code`, `message`, `metadata.error_type`)
      const failure = await chatFailure({
        code: 502,
        message: "Worker local total request limit reached (33/32)",
        metadata: { error_type: "provider_unavailable" }
      }, { ...chunk, choices: [] })
      expect(failure._tag).toBe("Retryable")
    })

    it("OpenRouter's 'Provider returned error' with a 429 and the upstream's words in metadata.raw: Retryable", async () => {
      // open-webui/computer#293 (BaseTen "temporarily rate-limited upstream", limit_source upstream_provider_shared_pool)
      const failure = await chatFailure({
        message: "Provider returned error",
        code: 429,
        metadata: {
          raw: "z-ai/glm-5.3-flash is temporarily rate-limited upstream. Please retry shortly, or add your own key " +
            "to accumulate your rate limits",
          provider_name: "BaseTen",
          limit_source: "upstream_provider_shared_pool",
          remedy_hint: "Retry shortly, add your own provider key, or route to another provider"
        }
      })
      expect(failure._tag).toBe("Retryable")
    })

    it("Groq's failed tool-call validation in the stream (status_code 400): Fatal", async () => {
      // xberg-io/liter-llm#189: `{"error":{"message":"tool call validation failed","type":"invalid_request_error",
      // "code":"tool_use_failed","status_code":400}}` as a `data:` line after the 200
      const failure = await chatFailure({
        message: "tool call validation failed",
        type: "invalid_request_error",
        code: "tool_use_failed",
        status_code: 400
      })
      expect([failure._tag, failure.reason]).toEqual(["Fatal", "APIError: tool call validation failed"])
    })

    it("LiteLLM's chat-style error frame in a Responses stream (code \"500\"): the SDK throws it, Retryable", async () => {
      // BerriAI/litellm#40243: "A mid-stream provider error on /v1/responses arrived as a Chat-style
      // `data: {\"error\": ...}` frame", its code replaced by "500" and its message prefixed `litellm.InternalServerError:`
      server.setHandler(Loopback.sse([responseCreated, {
        data: {
          error: {
            message: "litellm.InternalServerError: InternalServerError: OpenAIException - Connection error.",
            type: null,
            param: null,
            code: "500"
          }
        }
      }]))
      const thrown = await caught(responseEvents(openai()))
      expect(thrown).toBeInstanceOf(OpenAI.APIError)
      expect(Classify.classify(thrown)._tag).toBe("Retryable")
    })
  })

  describe("the Responses API's response.failed, by its code", () => {
    it("context_length_exceeded (LiteLLM relaying OpenAI): ContextOverflow", async () => {
      // BerriAI/litellm#29223: `error={'code': 'context_length_exceeded', 'message': 'Your input exceeds the context
      // window of this model. Please adjust your input and try again.'}` on a `response.failed`
      const failure = await failedWith({
        code: "context_length_exceeded",
        message: "Your input exceeds the context window of this model. Please adjust your input and try again."
      })
      expect(failure._tag).toBe("ContextOverflow")
    })

    it("insufficient_quota ('You have no credits remaining'): Permanent", async () => {
      // BerriAI/litellm#39703: "a streaming quota rejection … carries `response.failed` with an `error` object
      // (`insufficient_quota`, \"You have no credits remaining\")"
      const failure = await failedWith({ code: "insufficient_quota", message: "You have no credits remaining" })
      expect([failure._tag, failure.reason]).toEqual(["Permanent", "insufficient_quota: You have no credits remaining"])
    })

    it("server_error, as Bedrock Mantle and OpenAI word it: Retryable", async () => {
      // BerriAI/litellm#36768 ("The server had an error while processing your request"); openai/codex#27684 (the
      // help-center text with a request ID, which Codex prints after "stream disconnected before completion:")
      for (
        const message of [
          "The server had an error while processing your request",
          "An error occurred while processing your request. You can retry your request, or contact us through our help " +
          "center at help.openai.com if the error persists. Please include the request ID " +
          "ec79568e-8bfd-4516-8b38-519f9f6a6b8e in your message."
        ]
      ) {
        const failure = await failedWith({ code: "server_error", message })
        expect([failure._tag, failure.reason]).toEqual(["Retryable", `server_error: ${message}`])
      }
    })

    it("vector_store_timeout: Retryable, whatever its message says (a file search that timed out)", async () => {
      // the code is one of openai-node's `ResponseError` codes (resources/responses/responses.d.ts); it was Fatal unless
      // its message happened to say "timed out"
      const failure = await failedWith({
        code: "vector_store_timeout",
        message: "An error occurred while searching the vector store."
      })
      expect(failure._tag).toBe("Retryable")
    })

    it("an image the API cannot decode or take: Permanent (it stays in the history), as invalid_image is", async () => {
      // openai-node's `ResponseError` codes; DESIGN: "An unreadable image or PDF (`invalid_image`, …) is `Permanent`: it
      // stays in the history". Only invalid_image and invalid_image_format were: the others came back Fatal, and a run
      // handed the model a failure that every later request of the conversation repeats
      for (
        const code of [
          "invalid_image",
          "invalid_image_format",
          "invalid_base64_image",
          "image_parse_error",
          "invalid_image_mode",
          "unsupported_image_media_type",
          "empty_image_file",
          "image_file_too_large"
        ]
      ) {
        const failure = await failedWith({ code, message: "The image in message 3 could not be used." })
        expect([code, failure._tag]).toEqual([code, "Permanent"])
      }
      // a policy's refusal, an image OpenAI could not fetch (Fatal, as its 400 "Timeout while downloading" is), and the
      // size codes other APIs give a tool's argument (fal.ai's 422 image_too_large) stay Fatal
      for (
        const code of [
          "image_content_policy_violation",
          "invalid_image_url",
          "failed_to_download_image",
          "image_file_not_found",
          "image_too_large",
          "image_too_small"
        ]
      ) {
        const failure = await failedWith({ code, message: "The image in message 3 could not be used." })
        expect([code, failure._tag]).toEqual([code, "Fatal"])
      }
    })

    it("invalid_prompt in OpenAI's nested error event: the SDK throws it, Fatal", async () => {
      // get-convex/agent#320: `{ type: 'error', sequence_number: 227, error: { type: 'invalid_request_error',
      // code: 'invalid_prompt', message: 'Invalid prompt: your prompt was flagged as potentially violating our usage
      // policy.' } }`
      const message = "Invalid prompt: your prompt was flagged as potentially violating our usage policy."
      server.setHandler(Loopback.sse([responseCreated, {
        event: "error",
        data: {
          type: "error",
          sequence_number: 227,
          error: { type: "invalid_request_error", code: "invalid_prompt", message }
        }
      }]))
      const failure = Classify.classify(await caught(responseEvents(openai())))
      expect([failure._tag, failure.reason]).toEqual(["Fatal", `APIError: ${message}`])
    })
  })

  describe("ends the clients give no sign of", () => {
    it("a proxy's SSE without `event:` lines: @anthropic-ai/sdk drops every event, its error event too", async () => {
      // earendil-works/pi#1983, openclaw/openclaw#37571: the SDK dispatches only named events, so a proxy's
      // `data: {"type":"message_start",…}` is skipped. The raw iteration yields nothing and ends without an error; the
      // MessageStream fails as a dropped stream (Retryable) whatever the lost error said
      const unnamed = [messageStart, ...textStart].map((e) => ({ data: e.data }))
      server.setHandler(Loopback.sse([...unnamed, {
        data: { type: "error", error: { type: "invalid_request_error", message: "prompt is too long: 215000 tokens" } }
      }]))
      expect(await messageEvents(anthropic())).toEqual([])
      const helper = anthropic().messages.stream({ model: "m", max_tokens: 16, messages: [] })
      const failure = Classify.classify(await caught(helper.finalMessage()))
      expect([failure._tag, failure.reason]).toEqual([
        "Retryable",
        "AnthropicError: request ended without sending any chunks"
      ])
    })

    it("a stall bounded by an AbortSignal.timeout: raw iterations end quietly, helpers fail as the caller's abort", async () => {
      // both SDKs' stream iterators return on an abort ("If the user calls `stream.controller.abort()`, we should exit
      // without throwing"), so a signal's timeout mid-stream ends the iteration as if the answer were whole; their
      // helpers throw APIUserAbortError, which keeps no cause: read as the caller's own abort (Fatal), not a timeout.
      // The README says to bound a stream with the policy's `timeout` instead
      server.setHandler(Loopback.sse([{ data: chunk }], { end: "hang" }))
      const raw = await openai().chat.completions.create({ model: "m", stream: true, messages: [] }, {
        signal: AbortSignal.timeout(200)
      })
      const seen: Array<unknown> = []
      for await (const event of raw) seen.push(event)
      expect(seen).toHaveLength(1)
      const helper = openai().chat.completions.stream({ model: "m", messages: [] }, {
        signal: AbortSignal.timeout(200)
      })
      const viaOpenAI = Classify.classify(await caught(helper.finalChatCompletion()))
      expect([viaOpenAI._tag, viaOpenAI.reason]).toEqual(["Fatal", "APIUserAbortError: Request was aborted."])
      server.setHandler(Loopback.sse([messageStart, ...textStart], { end: "hang" }))
      const stream = await anthropic().messages.create(
        { model: "m", max_tokens: 16, stream: true, messages: [] },
        { signal: AbortSignal.timeout(200) }
      )
      const events: Array<unknown> = []
      for await (const event of stream) events.push(event)
      expect(events).toHaveLength(3)
    })

    it("a Responses stream closed before response.completed: finalResponse() resolves with the response so far", async () => {
      // openai 6's ResponseStream resolves with the last snapshot when the body ends, whatever its status: a cut after
      // output answers `status: "in_progress"` and nothing fails, while the chat and Anthropic helpers throw (a dropped
      // stream, Retryable; Classify.streams.test.ts). The README tells callers to check the status
      const item = { id: "msg_1", type: "message", role: "assistant", status: "in_progress", content: [] }
      server.setHandler(Loopback.sse([responseCreated, {
        event: "response.output_item.added",
        data: { type: "response.output_item.added", sequence_number: 1, output_index: 0, item }
      }, {
        event: "response.content_part.added",
        data: {
          type: "response.content_part.added",
          sequence_number: 2,
          item_id: "msg_1",
          output_index: 0,
          content_index: 0,
          part: { type: "output_text", text: "", annotations: [] }
        }
      }, {
        event: "response.output_text.delta",
        data: {
          type: "response.output_text.delta",
          sequence_number: 3,
          item_id: "msg_1",
          output_index: 0,
          content_index: 0,
          delta: "Hel"
        }
      }]))
      const response = await openai().responses.stream({ model: "m", input: "hi" }).finalResponse()
      expect([response.status, response.output_text]).toEqual(["in_progress", "Hel"])
    })

    it("a data line that is not JSON: the SDK throws JSON.parse's SyntaxError, Fatal as any parse error", async () => {
      // toshiakit/MatGPT#31: "OpenAI API returning an incomplete json data during streaming … only occurs
      // intermittently". The bare SyntaxError says nothing of a stream (a caller's JSON.parse of a model's truncated
      // tool arguments throws the same), so it stays Fatal; the README says so
      server.setHandler(Loopback.sse([{ data: chunk }, "data: {\"id\":\"c1\",\"object\":\"chat.compl\n\n"]))
      const thrown = await caught(chatEvents(openai()))
      expect(thrown).toBeInstanceOf(SyntaxError)
      expect(Classify.classify(thrown)._tag).toBe("Fatal")
    })

    it("Azure's content filter ending a stream without [DONE]: the helper answers, finish_reason content_filter", async () => {
      // experientiallabs/experiential#962: Azure AI Foundry's DeepSeek ends a filtered stream with the
      // `finish_reason: "content_filter"` chunk and closes without `data: [DONE]`; openai-node takes the finish reason as
      // the end, so nothing fails and nothing reads as a dropped stream
      server.setHandler(Loopback.sse([{ data: chunk }, {
        data: { ...chunk, choices: [{ index: 0, delta: { refusal: "" }, finish_reason: "content_filter" }] }
      }]))
      const completion = await openai().chat.completions.stream({ model: "m", messages: [] }).finalChatCompletion()
      expect(completion.choices[0].finish_reason).toBe("content_filter")
    })
  })
})
