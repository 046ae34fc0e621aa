/**
 * The fields of a node the generic walk (`evidence.ts`) reads, in the order it reads them.
 * @internal
 */
export const fieldNames: ReadonlyArray<string> = [
  "name",
  "status",
  "statusCode",
  "status_code",
  "httpStatus", // Typesense's errors
  "responseStatusCode", // Microsoft Graph's SDK (Kiota): a plain object, not an Error
  "xhrStatus", // react-native-sse's error event: { type: "error", message: "", xhrState: 4, xhrStatus: 500 }
  // the Claude Agent SDK's result message when the API failed (`{ type: "result", is_error: true, api_error_status: 529 }`)
  "api_error_status",
  "result", // …and its `result` text ("You've hit your weekly limit · resets …"), read only beside that status
  "is_error", // …or beside `is_error: true` in a `result` frame (a transport failure's status is null)
  "custom_id", // a line of Anthropic's Message Batches results: { custom_id, result: { type: "errored", error } }
  "$metadata",
  // Bedrock's ModelStreamErrorException and ModelErrorException: the model's own status and message (mid-stream the
  // exception has no status of its own)
  "originalStatusCode",
  "originalMessage",
  "code",
  "type",
  "message_type", // ElevenLabs' realtime messages: { message_type: "quota_exceeded", error: "You have exceeded your quota." }
  "__type",
  "error_code",
  "errorCode",
  "@type",
  "reason",
  "retryDelay",
  "violations",
  "estimated_time",
  "n_prompt_tokens",
  "n_ctx",
  "wasClean", // a WebSocket CloseEvent: { code, reason, wasClean }
  "_tag",
  "message",
  "detail",
  "description",
  "errorMessage",
  "error_description",
  "responseBody",
  "headers",
  "responseHeaders",
  "cause",
  "error",
  "errors",
  "lastError",
  "last_error", // a failed run's (OpenAI Assistants, Azure AI Agents, Coze): { status: "failed", last_error: { code, message } }
  "status_details", // OpenAI Realtime's failed response: { status: "failed", status_details: { type, error } }
  "lastNodeError", // ioredis's ClusterAllFailedError: the last node's failure ("connect ECONNREFUSED …")
  "originalError", // VoltAgent's VoltAgentError, openai-agents-js's InvalidToolInputError: the error they wrap
  "response",
  "$response",
  "data",
  "details",
  "errorDetails",
  "customErrorData", // Firebase AI Logic's AIError: { status, statusText, errorDetails }
  "httpResponse", // @huggingface/inference: { requestId, status, body }
  "innererror",
  "innerError", // Power Platform connectors and Microsoft Graph: the service behind the connector's own failure (round 120)
  "body",
  "metadata",
  "Message", // AWS JSON errors: { "Message": "…" }
  "msg", // many Chinese APIs' envelope (Baidu Qianfan: { code: 336501, msg }), pydantic's validation errors
  "error_msg", // Baidu's legacy API: { error_code: 17, error_msg }
  "errorcode", // Moodle's web services: { exception, errorcode: "invalidtoken", message }
  // Runway's failed task (round 118): { status: "FAILED", failure, failureCode: "INTERNAL.BAD_OUTPUT.CODE01" }
  "failure",
  "failureCode",
  "ok", // Slack's Web API: { ok: false, error: "accesslimited" }, its `error` a code even without an underscore (round 119)
  "errmsg", // WeChat and WeCom, DingTalk (in a 200): { errcode: 45009, errmsg: "reach max api daily quota limit" }
  "errcode", // …and Matrix: { errcode: "M_LIMIT_EXCEEDED", error, retry_after_ms }
  "retry_after_ms", // Matrix: milliseconds
  "retry-after", // Zulip: { code: "RATE_LIMIT_HIT", "retry-after": 28.7 } (seconds)
  "err", // ClickUp: { err: "Rate limit reached", ECODE: "APP_002" }
  "ECODE",
  "err_code", // Deepgram: { err_code: "INSUFFICIENT_PERMISSIONS", err_msg, request_id }
  "err_msg",
  "error_message", // Google Maps Platform (in a 200): { status: "OVER_QUERY_LIMIT", error_message }
  "Error Message", // Financial Modeling Prep, Alpha Vantage: { "Error Message": "Limit Reach . Please upgrade your plan …" }
  "error_summary", // Dropbox: { error_summary: "path/not_found/..", error: { ".tag": "path", … } }
  "endedReason", // Vapi's call: { status: "ended", endedReason: "pipeline-error-openai-401-incorrect-api-key" }
  "disconnection_reason", // Retell's call: { call_status: "error", disconnection_reason: "concurrency_limit_reached" }
  "text", // FastChat's stream chunk: { text, error_code } (read only beside an `error_code`)
  "choices", // OpenRouter: a choice that failed carries its own `error` (`choices[0].error`, finish_reason "error")
  "x_groq", // Groq's chunk extension: { x_groq: { error: "over capacity" } }
  "html-message", // Portkey's gateway: { "html-message": "Network connection lost." }
  "status_msg", // MiniMax: { base_resp: { status_code: 1008, status_msg } }
  "issue", // FHIR's OperationOutcome: { resourceType: "OperationOutcome", issue: [{ severity, code, diagnostics }] }
  "diagnostics",
  "base_resp", // MiniMax: the envelope of its status, in a 200 or an error
  "header", // iFlytek Spark: { header: { code: 11200, message: "AppIdNoAuthError:…", sid, status } }
  "Response", // Tencent Cloud API 3.0: { Response: { Error: { Code, Message }, RequestId } }, in a 200
  "Error",
  "Cause", // AWS Step Functions: { Error: "States.TaskFailed", Cause: "…" } (read beside a string `Error`)
  "Code",
  "domain", // Google's legacy `errors[]` entries: { domain, reason, message }
  "retryAfter", // Slack: seconds, a number
  "killed", // Node child_process: killed by Node (its `timeout`)
  "signal",
  "shortMessage", // execa: the failure, where `message` also holds the command's output
  "exitCode",
  "cmd", // Node child_process: the command line (its `code` is then an exit code)
  "stderr", // execa: the command's stderr, which its `shortMessage` leaves out
  "timedOut",
  "isError", // an MCP tool result that failed: { isError: true, content: [{ type: "text", text }] }
  "content",
  "severity", // PostgreSQL (pg's DatabaseError): its `code` is then a SQLSTATE
  "codeName", // MongoDB: "WriteConflict"; its numeric `code` is no HTTP status
  "errorLabels", // MongoDB: "TransientTransactionError", "RetryableWriteError"
  "hint", // PostgREST (Supabase): { code, details, hint, message }, the code a SQLSTATE or PGRSTnnn
  "parent", // Sequelize: the driver's error (it sets no `cause`)
  "CancellationReasons", // DynamoDB's TransactionCanceledException: [{ Code: "TransactionConflict" }, …]
  "classId", // amqplib: its numeric `code` is an AMQP reply code (320, 530), not an HTTP status
  "retry_after", // Qdrant's QdrantClientResourceExhaustedError: seconds
  "retryAfterMs", // jira.js's RateLimitError
  "retryAfterSeconds", // node-asana's RateLimitEnforced
  "resets_in_seconds", // OpenAI Codex's usage_limit_reached: { type, message, plan_type, resets_at, resets_in_seconds }
  // Evernote's EDAM exceptions (Thrift values, no Error): { errorCode: 19, rateLimitDuration: 1368 } (seconds), and
  // { errorCode: 9, parameter: "authenticationToken" }
  "rateLimitDuration",
  "parameter",
  "errorInfo", // Ashby, in a 200: { success: false, errorInfo: { code: "application_not_found", message } }
  // Mathpix: { error, error_info: { id: "http_max_requests", message, limit_name: "page_monthly_limit" } } (a 429 for
  // a per-minute limit and for a spent monthly one alike: the limit's name tells them apart)
  "error_info",
  "limit_name",
  "error_extra", // Todoist: { error_tag: "LIMITS_REACHED", error_extra: { retry_after: 66 } }, seconds
  "parameters", // Telegram Bot API: { parameters: { retry_after: 35 } }, seconds
  "extensions", // GraphQL errors: { message, extensions: { code: "RATELIMITED" } }
  // Elasticsearch and OpenSearch: { type: "…_exception", reason, caused_by, root_cause: [{ type, reason }], failed_shards }
  "caused_by",
  "root_cause",
  "failed_shards"
]

/** The fields the common-shape path (`common.ts`) reads; every other one must be absent (or nullish). @internal */
export const commonFields: ReadonlyArray<string> = [
  "name",
  "message",
  "status",
  "code",
  "type",
  "headers",
  "cause",
  "error"
]

/**
 * Other fields whose presence says something even when they hold `null`: PostgREST sends `hint: null`, and a
 * `hint` key is what marks its `code` as a SQLSTATE; a sync child process's error (`execFileSync`, `spawnSync`) has
 * `stderr: null` when its stderr is not captured (stdio "ignore", "inherit"), and that key is what marks its `status` as
 * an exit code (`Shapes.isSyncProcessError`; the common walk read it as an HTTP status).
 * @internal
 */
export const presenceFields: ReadonlySet<string> = new Set(["hint", "stderr"])

/** @internal */
export const otherFields: ReadonlySet<string> = new Set(fieldNames.filter((name) => !commonFields.includes(name)))
