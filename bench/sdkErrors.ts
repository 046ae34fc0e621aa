/**
 * Errors as the real SDK clients throw them, built with the SDKs' own classes (the same
 * constructors their HTTP layers call), and the `fetch` failure Node's undici throws.
 */
import Anthropic from "@anthropic-ai/sdk"
import OpenAI from "openai"

const openaiHeaders = (extra: Record<string, string>) =>
  new Headers({ "content-type": "application/json", "x-request-id": "req_8f3a2c", ...extra })

const anthropicHeaders = (extra: Record<string, string>) =>
  new Headers({ "content-type": "application/json", "request-id": "req_011CSHo6qYLk", ...extra })

const systemError = (message: string, code: string): Error =>
  Object.assign(new Error(message), { code, errno: -104, syscall: "read" })

/** OpenAI's 429 for a per-minute token limit, as the openai SDK throws it, with the tokens used so far. */
export const rateLimit = (used: number) =>
  OpenAI.APIError.generate(
    429,
    {
      error: {
        message: "Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, " +
          `Used ${used}, Requested 1200. Please try again in 1.92s.`,
        type: "tokens",
        param: null,
        code: "rate_limit_exceeded"
      }
    },
    undefined,
    openaiHeaders({ "retry-after-ms": "1920", "x-ratelimit-remaining-tokens": String(30000 - used) })
  )

/** One entry per kind of failure an agent sees often, with the classification it must get. */
export const sdkErrors: ReadonlyArray<{ readonly name: string; readonly error: unknown; readonly expected: string }> = [
  {
    name: "openai 429 rate limit (retry-after-ms)",
    error: rateLimit(29760),
    expected: "Retryable"
  },
  {
    name: "openai 429 insufficient_quota",
    error: OpenAI.APIError.generate(
      429,
      {
        error: {
          message: "You exceeded your current quota, please check your plan and billing details.",
          type: "insufficient_quota",
          param: null,
          code: "insufficient_quota"
        }
      },
      undefined,
      openaiHeaders({})
    ),
    expected: "Permanent"
  },
  {
    name: "openai 400 context_length_exceeded",
    error: OpenAI.APIError.generate(
      400,
      {
        error: {
          message: "This model's maximum context length is 128000 tokens. However, your messages resulted in " +
            "131072 tokens. Please reduce the length of the messages.",
          type: "invalid_request_error",
          param: "messages",
          code: "context_length_exceeded"
        }
      },
      undefined,
      openaiHeaders({})
    ),
    expected: "ContextOverflow"
  },
  {
    name: "openai 500 server error",
    error: OpenAI.APIError.generate(
      500,
      { error: { message: "The server had an error while processing your request.", type: "server_error" } },
      undefined,
      openaiHeaders({})
    ),
    expected: "Retryable"
  },
  {
    name: "anthropic 529 overloaded",
    error: Anthropic.APIError.generate(
      529,
      { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
      undefined,
      anthropicHeaders({ "x-should-retry": "true" })
    ),
    expected: "Retryable"
  },
  {
    name: "anthropic 400 invalid_request",
    error: Anthropic.APIError.generate(
      400,
      {
        type: "error",
        error: { type: "invalid_request_error", message: "messages: roles must alternate between \"user\" and " }
      },
      undefined,
      anthropicHeaders({ "x-should-retry": "false" })
    ),
    expected: "Fatal"
  },
  {
    name: "TypeError: fetch failed (ECONNRESET)",
    error: new TypeError("fetch failed", { cause: systemError("read ECONNRESET", "ECONNRESET") }),
    expected: "Retryable"
  },
  {
    name: "openai APIConnectionError",
    error: new OpenAI.APIConnectionError({
      cause: new TypeError("fetch failed", { cause: systemError("connect ECONNREFUSED 127.0.0.1:443", "ECONNREFUSED") })
    }),
    expected: "Retryable"
  }
]
