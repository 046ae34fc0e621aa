/**
 * The providers' real error responses (status, headers, body), as recorded in
 * test/fixtures/payloads.ts (OpenAI's for Chat Completions and Responses, Anthropic's for Messages), so that SDKs
 * raise their real errors.
 * @internal
 */
import type { Resolved, StreamCode } from "./faults.js"

/** @internal */
export interface ErrorReply {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly contentType: string
  readonly body: string
}

/** What error messages mention. @internal */
export interface ErrorContext {
  readonly api: "chat" | "responses" | "messages"
  readonly model: string
  readonly key: string | undefined
  readonly tokens: number
  readonly limit: number
  /** The id of the request: Anthropic repeats its `request-id` header in the body. */
  readonly requestId: string
  /** `Clock` milliseconds: when Anthropic's rate-limit buckets reset. */
  readonly nowMs: number
}

const openaiBody = (message: string, type: string | null, code: string | null, param: string | null = null) => ({
  error: { message, type, param, code }
})

const json = (status: number, body: unknown, headers: Record<string, string> = {}): ErrorReply => ({
  status,
  headers,
  contentType: "application/json",
  body: JSON.stringify(body)
})

const maskKey = (key: string | undefined): string =>
  key === undefined || key.length <= 8 ? "sk-****" : `${key.slice(0, 3)}********${key.slice(-4)}`

const badGateway =
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"

/** The `error` object of a provider body, also sent mid-stream. @internal */
export const errorObject = (
  code: StreamCode,
  ctx: ErrorContext
): { readonly message: string; readonly type: string; readonly code: string | null; readonly param: string | null } => {
  switch (code) {
    case "server_error":
      return {
        message: "The server had an error while processing your request. Sorry about that!",
        type: "server_error",
        code: null,
        param: null
      }
    case "rate_limit_exceeded":
      return {
        message:
          `Rate limit reached for ${ctx.model} in organization org-faultserver on requests per min (RPM): Limit 3, Used 3, Requested 1. Visit https://platform.openai.com/account/rate-limits to learn more.`,
        type: "requests",
        code: "rate_limit_exceeded",
        param: null
      }
    case "insufficient_quota":
      return {
        message:
          "You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.",
        type: "insufficient_quota",
        code: "insufficient_quota",
        param: null
      }
    case "context_length_exceeded":
      return ctx.api === "chat"
        ? {
          message:
            `This model's maximum context length is ${ctx.limit} tokens. However, your messages resulted in ${ctx.tokens} tokens. Please reduce the length of the messages.`,
          type: "invalid_request_error",
          code: "context_length_exceeded",
          param: "messages"
        }
        : {
          message: "Your input exceeds the context window of this model. Please adjust your input and try again.",
          type: "invalid_request_error",
          code: "context_length_exceeded",
          param: "input"
        }
  }
}

/**
 * The HTTP status each API sends an error of a code with: an empty balance is OpenAI's 429 but Anthropic's 400 (its
 * 402 billing_error is rarer). A `StreamError` on a request that does not stream gets its code's.
 */
const openaiStatus: Record<StreamCode, number> = {
  server_error: 500,
  rate_limit_exceeded: 429,
  insufficient_quota: 429,
  context_length_exceeded: 400
}

const anthropicStatus: Record<StreamCode, number> = {
  server_error: 500,
  rate_limit_exceeded: 429,
  insufficient_quota: 400,
  context_length_exceeded: 400
}

const fromObject = (code: StreamCode, ctx: ErrorContext, headers?: Record<string, string>) => {
  const e = errorObject(code, ctx)
  return json(openaiStatus[code], openaiBody(e.message, e.type, e.code, e.param), headers)
}

const rateLimitHeaders = (retryAfterMs: number | undefined, header: string): Record<string, string> => {
  if (retryAfterMs === undefined) return {}
  const seconds = String(Math.ceil(retryAfterMs / 1000))
  const millis = String(Math.round(retryAfterMs))
  if (header === "retry-after-ms") return { "retry-after-ms": millis }
  if (header === "both") return { "retry-after-ms": millis, "retry-after": seconds }
  return { "retry-after": seconds }
}

/**
 * The HTTP error response of a fault that is answered before any body: everything but `DropStream`,
 * `StallStream` and `Slow`. A `StreamError` on a request that does not stream becomes the matching HTTP error.
 * @internal
 */
export const httpError = (fault: Resolved, ctx: ErrorContext): ErrorReply | undefined => {
  if (ctx.api === "messages") return anthropicHttpError(fault, ctx)
  switch (fault._tag) {
    case "RateLimit":
      return fromObject("rate_limit_exceeded", ctx, rateLimitHeaders(fault.retryAfterMs, fault.header))
    case "ServerError":
      if (fault.status === 502) return { status: 502, headers: {}, contentType: "text/html", body: badGateway }
      return fault.status === 500
        ? fromObject("server_error", ctx)
        : json(503, openaiBody("The engine is currently overloaded, please try again later.", "server_error", null))
    case "Overloaded":
      return json(529, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } })
    case "RevokedKey":
      return json(
        401,
        openaiBody(
          `Incorrect API key provided: ${
            maskKey(ctx.key)
          }. You can find your API key at https://platform.openai.com/account/api-keys.`,
          "invalid_request_error",
          "invalid_api_key"
        )
      )
    case "Quota":
      return fromObject("insufficient_quota", ctx)
    case "ContextOverflow":
      return fromObject("context_length_exceeded", ctx)
    case "StreamError":
      return fromObject(fault.code, ctx)
    case "DropStream":
    case "StallStream":
    case "Slow":
      return undefined
  }
}

/** OpenAI's answer to an unknown path. @internal */
export const notFound = (method: string, path: string): ErrorReply =>
  json(404, openaiBody(`Invalid URL (${method} ${path})`, "invalid_request_error", null))

/** OpenAI's answer to a body that is not JSON. @internal */
export const badRequest = (message: string): ErrorReply => json(400, openaiBody(message, "invalid_request_error", null))

// ------------------------------------------------------------------------------------------ Anthropic

/** Anthropic's error envelope (https://docs.anthropic.com/en/api/errors), its `request_id` the `request-id` header's. */
const anthropicBody = (type: string, message: string, requestId: string) => ({
  type: "error",
  error: { type, message },
  request_id: requestId
})

/** The `error` of an Anthropic body for a stream code, in Anthropic's words (test/fixtures/payloads.ts). @internal */
export const anthropicErrorObject = (
  code: StreamCode,
  ctx: ErrorContext
): { readonly type: string; readonly message: string } => {
  switch (code) {
    case "server_error":
      return { type: "api_error", message: "Internal server error" }
    case "rate_limit_exceeded":
      return {
        type: "rate_limit_error",
        message:
          "This request would exceed the rate limit for your organization (org-faultserver) of 20,000 input tokens per minute. For details, refer to: https://docs.anthropic.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later."
      }
    case "insufficient_quota":
      // Anthropic states an empty balance as a 400, not a 429 (its 402 billing_error is rarer)
      return {
        type: "invalid_request_error",
        message:
          "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits."
      }
    case "context_length_exceeded":
      return {
        type: "invalid_request_error",
        message: `prompt is too long: ${ctx.tokens} tokens > ${ctx.limit} maximum`
      }
  }
}

const rfc3339Seconds = (ms: number) => new Date(Math.ceil(ms / 1000) * 1000).toISOString().replace(".000Z", "Z")

/**
 * What Anthropic sends with a 429 (payloads.majors.ts, "anthropic 429 headers only"): the buckets, the input tokens one
 * empty until the wait is over. `-remaining` is 0, below `-limit`: equal, they would say the request alone is above the
 * limit, which `Classify` reads as an overflow no wait fixes.
 */
const anthropicRateLimitHeaders = (
  fault: Extract<Resolved, { readonly _tag: "RateLimit" }>,
  ctx: ErrorContext
): Record<string, string> => {
  const reset = rfc3339Seconds(ctx.nowMs + (fault.retryAfterMs ?? 60_000))
  const now = rfc3339Seconds(ctx.nowMs)
  return {
    "x-should-retry": "true",
    "anthropic-ratelimit-input-tokens-limit": "200000",
    "anthropic-ratelimit-input-tokens-remaining": "0",
    "anthropic-ratelimit-input-tokens-reset": reset,
    "anthropic-ratelimit-output-tokens-limit": "80000",
    "anthropic-ratelimit-output-tokens-remaining": "80000",
    "anthropic-ratelimit-output-tokens-reset": now,
    "anthropic-ratelimit-requests-limit": "4000",
    "anthropic-ratelimit-requests-remaining": "4000",
    "anthropic-ratelimit-requests-reset": now,
    "anthropic-ratelimit-tokens-limit": "280000",
    "anthropic-ratelimit-tokens-remaining": "80000",
    "anthropic-ratelimit-tokens-reset": now,
    ...rateLimitHeaders(fault.retryAfterMs, fault.header)
  }
}

const anthropicFromCode = (code: StreamCode, ctx: ErrorContext, headers?: Record<string, string>) => {
  const e = anthropicErrorObject(code, ctx)
  return json(anthropicStatus[code], anthropicBody(e.type, e.message, ctx.requestId), headers)
}

/** Envoy's answer in front of Anthropic when it cannot reach it (editorsEvalsLanguagesErrors.ts, upstream_status 503). */
const upstreamUnavailable =
  "upstream connect error or disconnect/reset before headers. reset reason: connection timeout"

const anthropicHttpError = (fault: Resolved, ctx: ErrorContext): ErrorReply | undefined => {
  switch (fault._tag) {
    case "RateLimit":
      return anthropicFromCode("rate_limit_exceeded", ctx, anthropicRateLimitHeaders(fault, ctx))
    case "ServerError":
      if (fault.status === 502) return { status: 502, headers: {}, contentType: "text/html", body: badGateway }
      if (fault.status === 503) {
        return { status: 503, headers: {}, contentType: "text/plain", body: upstreamUnavailable }
      }
      return anthropicFromCode("server_error", ctx, { "x-should-retry": "true" })
    case "Overloaded":
      return json(529, anthropicBody("overloaded_error", "Overloaded", ctx.requestId), { "x-should-retry": "true" })
    case "RevokedKey":
      return json(401, anthropicBody("authentication_error", "invalid x-api-key", ctx.requestId))
    case "Quota":
      return anthropicFromCode("insufficient_quota", ctx)
    case "ContextOverflow":
      return anthropicFromCode("context_length_exceeded", ctx)
    case "StreamError":
      return anthropicFromCode(fault.code, ctx)
    case "DropStream":
    case "StallStream":
    case "Slow":
      return undefined
  }
}

/**
 * Anthropic's answer to a path it does not serve (`/v1/complete` retired, `/v1/messages/batches` here), in its own
 * envelope: the `@anthropic-ai/sdk` reads its `error.type` and `request_id`, which OpenAI's 404 body has neither of.
 * @internal
 */
export const anthropicNotFound = (requestId: string): ErrorReply =>
  json(404, anthropicBody("not_found_error", "Not Found", requestId))

/** Anthropic's answer to a body that is not JSON (payloads.claude.ts). @internal */
export const anthropicBadRequest = (detail: string, requestId: string): ErrorReply =>
  json(400, anthropicBody("invalid_request_error", `The request body is not valid JSON: ${detail}`, requestId))
