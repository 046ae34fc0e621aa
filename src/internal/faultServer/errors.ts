/**
 * The providers' real error responses (status, headers, body), as recorded in
 * test/fixtures/payloads.ts, so that SDKs raise their real errors.
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
  readonly api: "chat" | "responses"
  readonly model: string
  readonly key: string | undefined
  readonly tokens: number
  readonly limit: number
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

const fromObject = (status: number, code: StreamCode, ctx: ErrorContext, headers?: Record<string, string>) => {
  const e = errorObject(code, ctx)
  return json(status, openaiBody(e.message, e.type, e.code, e.param), headers)
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
  switch (fault._tag) {
    case "RateLimit":
      return fromObject(429, "rate_limit_exceeded", ctx, rateLimitHeaders(fault.retryAfterMs, fault.header))
    case "ServerError":
      if (fault.status === 502) return { status: 502, headers: {}, contentType: "text/html", body: badGateway }
      return fault.status === 500
        ? fromObject(500, "server_error", ctx)
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
      return fromObject(429, "insufficient_quota", ctx)
    case "ContextOverflow":
      return fromObject(400, "context_length_exceeded", ctx)
    case "StreamError": {
      const status = fault.code === "server_error"
        ? 500
        : fault.code === "context_length_exceeded"
        ? 400
        : 429
      return fromObject(status, fault.code, ctx)
    }
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
