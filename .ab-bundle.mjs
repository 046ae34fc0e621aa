var __defProp = Object.defineProperty;
var __export = (target, all5) => {
  for (var name in all5)
    __defProp(target, name, { get: all5[name], enumerable: true });
};

// src/Failure.ts
import * as Predicate from "effect/Predicate";
import * as Schema2 from "effect/Schema";

// src/internal/failure.ts
import * as Duration from "effect/Duration";
import * as Schema from "effect/Schema";
var statusSuffix = (status2) => status2 === void 0 ? "" : ` (HTTP ${status2})`;
var describe = (failure2) => `${failure2._tag}${statusSuffix(failure2.status)}: ${failure2.reason}`;
var retryAfterSuffix = (retryAfter) => retryAfter === void 0 ? "" : `; retry after ${Duration.format(retryAfter)}`;
var tokensSuffix = (tokens, limit) => tokens === void 0 && limit === void 0 ? "" : ` (${tokens === void 0 ? "?" : tokens} tokens, limit ${limit === void 0 ? "?" : limit})`;
var describeExhausted = (self) => {
  const head = `${self.layer} failed after ${self.attempts.length} attempts`;
  const list = self.attempts.length === 0 ? describe(self.last) : self.attempts.map((a) => `[${a.attempt}] ${describe(a.failure)}`).join(" ");
  return self.stoppedBy === void 0 ? `${head}: ${list}` : `${head}: ${list}; stopped: ${self.stoppedBy}`;
};
var summarizeCause = (u) => {
  try {
    if (u === null || typeof u === "string" || typeof u === "number" || typeof u === "boolean") return u;
    if (u instanceof Error) {
      const out = { name: u.name, message: u.message };
      const code = u.code;
      if (typeof code === "string" || typeof code === "number") out.code = code;
      const status2 = u.status;
      if (typeof status2 === "number") out.status = status2;
      return out;
    }
    if (typeof u === "object") {
      return JSON.parse(JSON.stringify(u, jsonSafeReplacer()));
    }
    return String(u);
  } catch {
    return "<unserializable cause>";
  }
};
var secretKeys = /* @__PURE__ */ new Set([
  "authorization",
  "proxy-authorization",
  "x-api-key",
  "api-key",
  "apikey",
  "api_key",
  "x-goog-api-key",
  "cookie",
  "set-cookie"
]);
var REDACTED = "<redacted>";
var jsonSafeReplacer = () => {
  const seen = /* @__PURE__ */ new WeakSet();
  return (key, value) => {
    if (key.length > 0 && secretKeys.has(key.toLowerCase())) return REDACTED;
    if (typeof value === "bigint") return value.toString();
    if (typeof value === "function" || typeof value === "symbol") return void 0;
    if (typeof value === "object" && value !== null) {
      if (seen.has(value)) return "[Circular]";
      seen.add(value);
    }
    return value;
  };
};
var CauseSchema = Schema.transform(Schema.Unknown, Schema.Unknown, {
  strict: true,
  decode: (u) => u,
  encode: summarizeCause
});
var plainArgs = /* @__PURE__ */ Symbol.for("effect/Data/Error/plainArgs");
var toJSON = (self) => {
  const out = { ...self };
  if (self.cause !== void 0) out.cause = summarizeCause(self.cause);
  return out;
};
var assemble = (Class4, tag, props) => {
  const cause = props.cause;
  const self = Reflect.construct(Error, cause ? [void 0, { cause }] : [], Class4);
  for (const key in props) self[key] = props[key];
  self._tag = tag;
  return self;
};
var describeShape = (u) => JSON.stringify([
  Object.getPrototypeOf(u) === null ? null : Object.getPrototypeOf(u).constructor?.name,
  Reflect.ownKeys(u).filter((k) => k !== "stack" && k !== plainArgs).map((k) => {
    const d = Object.getOwnPropertyDescriptor(u, k);
    return [String(k), d.enumerable, d.writable, d.configurable, typeof d.value, "get" in d && d.get !== void 0];
  })
]);
var encoded = (Class4, u) => JSON.stringify(Schema.encodeUnknownSync(Class4)(u));
var defaultProbe = () => ({
  reason: "probe",
  status: 500,
  cause: new Error("probe"),
  retryAfter: void 0
});
var sameAsConstructor = (Class4, tag, probe) => {
  try {
    const real = new Class4(probe(), true);
    const fast = assemble(Class4, tag, probe());
    return real instanceof Class4 && fast instanceof Class4 && describeShape(real) === describeShape(fast) && JSON.stringify(real) === JSON.stringify(fast) && encoded(Class4, real) === encoded(Class4, fast);
  } catch {
    return false;
  }
};
var NO_TRACE = void 0;
var withoutTrace = (make33) => {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = NO_TRACE;
  try {
    return make33();
  } finally {
    Error.stackTraceLimit = limit;
  }
};
var unsafeMaker = (Class4, tag, probe = defaultProbe) => {
  let fast;
  return (props) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = NO_TRACE;
    try {
      fast ??= sameAsConstructor(Class4, tag, probe);
      return fast ? assemble(Class4, tag, props) : new Class4(props, true);
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
};

// src/Failure.ts
var Cause = CauseSchema;
var optionalFields = {
  reason: Schema2.String,
  status: Schema2.optional(Schema2.Number),
  cause: Schema2.optional(Cause)
};
var Retryable = class extends Schema2.TaggedError()("Retryable", {
  ...optionalFields,
  retryAfter: Schema2.optional(Schema2.Duration)
}) {
  toJSON() {
    return toJSON(this);
  }
  get message() {
    return describe(this) + retryAfterSuffix(this.retryAfter);
  }
};
var Fatal = class extends Schema2.TaggedError()("Fatal", optionalFields) {
  toJSON() {
    return toJSON(this);
  }
  get message() {
    return describe(this);
  }
};
var Permanent = class extends Schema2.TaggedError()("Permanent", optionalFields) {
  toJSON() {
    return toJSON(this);
  }
  get message() {
    return `failed permanently${statusSuffix(this.status)}: ${this.reason}`;
  }
};
var ContextOverflow = class extends Schema2.TaggedError()("ContextOverflow", {
  ...optionalFields,
  tokens: Schema2.optional(Schema2.Number),
  limit: Schema2.optional(Schema2.Number)
}) {
  toJSON() {
    return toJSON(this);
  }
  get message() {
    return describe(this) + tokensSuffix(this.tokens, this.limit);
  }
};
var AgentFailure = Schema2.Union(
  Retryable,
  Fatal,
  Permanent,
  ContextOverflow
);
var Attempt = Schema2.Struct({
  attempt: Schema2.Number,
  failure: AgentFailure,
  delay: Schema2.optional(Schema2.Duration)
});
var Exhausted = class extends Schema2.TaggedError()("Exhausted", {
  attempts: Schema2.Array(Attempt),
  last: Retryable,
  layer: Schema2.String,
  /** Why the layer stopped early, when something other than its schedule stopped it (e.g. a retry budget). */
  stoppedBy: Schema2.optional(Schema2.String)
}) {
  toJSON() {
    return toJSON(this);
  }
  /**
   * The reason of the last failure, so an `Exhausted` reads like the other failures.
   *
   * @since 0.1.0
   */
  get reason() {
    return this.last.reason;
  }
  get message() {
    return describeExhausted(this);
  }
};
var tags = /* @__PURE__ */ new Set(["Retryable", "Fatal", "Permanent", "ContextOverflow"]);
var isAgentFailure = (u) => u instanceof Retryable || u instanceof Fatal || u instanceof Permanent || u instanceof ContextOverflow || Predicate.hasProperty(u, "_tag") && tags.has(u._tag) && Predicate.hasProperty(u, "reason") && typeof u.reason === "string";
var isRetryable = (u) => isAgentFailure(u) && u._tag === "Retryable";
var isPermanent = (u) => isAgentFailure(u) && u._tag === "Permanent";
var isExhausted = (u) => u instanceof Exhausted || Predicate.hasProperty(u, "_tag") && u._tag === "Exhausted" && Predicate.hasProperty(u, "attempts") && Array.isArray(u.attempts);

// src/Classify.ts
var Classify_exports = {};
__export(Classify_exports, {
  Classifier: () => Classifier,
  classify: () => classify2,
  defaultClassifier: () => defaultClassifier,
  fromMessage: () => fromMessage2,
  fromResponse: () => fromResponse2,
  layer: () => layer,
  make: () => make,
  retryAfterOf: () => retryAfterOf2,
  statusOf: () => statusOf2,
  withRules: () => withRules
});
import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import { dual } from "effect/Function";
import * as Layer from "effect/Layer";

// src/internal/classify.ts
import * as Duration5 from "effect/Duration";
import * as Option from "effect/Option";

// src/internal/classify/decide.ts
import * as Duration4 from "effect/Duration";

// src/internal/failureMakers.ts
var makeRetryable = unsafeMaker(Retryable, "Retryable");
var makeFatal = unsafeMaker(Fatal, "Fatal");
var makePermanent = unsafeMaker(Permanent, "Permanent");
var makeContextOverflow = unsafeMaker(ContextOverflow, "ContextOverflow");
var makeExhausted = unsafeMaker(Exhausted, "Exhausted", () => ({
  attempts: [],
  last: new Retryable({ reason: "probe" }, true),
  layer: "probe",
  stoppedBy: void 0
}));

// src/internal/classify/fields.ts
var fieldNames = [
  "name",
  "status",
  "statusCode",
  "status_code",
  "httpStatus",
  // Typesense's errors
  "responseStatusCode",
  // Microsoft Graph's SDK (Kiota): a plain object, not an Error
  "xhrStatus",
  // react-native-sse's error event: { type: "error", message: "", xhrState: 4, xhrStatus: 500 }
  // the Claude Agent SDK's result message when the API failed (`{ type: "result", is_error: true, api_error_status: 529 }`)
  "api_error_status",
  "result",
  // …and its `result` text ("You've hit your weekly limit · resets …"), read only beside that status
  "$metadata",
  "code",
  "type",
  "message_type",
  // ElevenLabs' realtime messages: { message_type: "quota_exceeded", error: "You have exceeded your quota." }
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
  "wasClean",
  // a WebSocket CloseEvent: { code, reason, wasClean }
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
  "last_error",
  // a failed run's (OpenAI Assistants, Azure AI Agents, Coze): { status: "failed", last_error: { code, message } }
  "status_details",
  // OpenAI Realtime's failed response: { status: "failed", status_details: { type, error } }
  "lastNodeError",
  // ioredis's ClusterAllFailedError: the last node's failure ("connect ECONNREFUSED …")
  "originalError",
  // VoltAgent's VoltAgentError, openai-agents-js's InvalidToolInputError: the error they wrap
  "response",
  "$response",
  "data",
  "details",
  "errorDetails",
  "customErrorData",
  // Firebase AI Logic's AIError: { status, statusText, errorDetails }
  "httpResponse",
  // @huggingface/inference: { requestId, status, body }
  "innererror",
  "body",
  "metadata",
  "Message",
  // AWS JSON errors: { "Message": "…" }
  "msg",
  // many Chinese APIs' envelope (Baidu Qianfan: { code: 336501, msg }), pydantic's validation errors
  "error_msg",
  // Baidu's legacy API: { error_code: 17, error_msg }
  "errorcode",
  // Moodle's web services: { exception, errorcode: "invalidtoken", message }
  "errmsg",
  // WeChat and WeCom, DingTalk (in a 200): { errcode: 45009, errmsg: "reach max api daily quota limit" }
  "errcode",
  // …and Matrix: { errcode: "M_LIMIT_EXCEEDED", error, retry_after_ms }
  "retry_after_ms",
  // Matrix: milliseconds
  "retry-after",
  // Zulip: { code: "RATE_LIMIT_HIT", "retry-after": 28.7 } (seconds)
  "err",
  // ClickUp: { err: "Rate limit reached", ECODE: "APP_002" }
  "ECODE",
  "err_code",
  // Deepgram: { err_code: "INSUFFICIENT_PERMISSIONS", err_msg, request_id }
  "err_msg",
  "error_message",
  // Google Maps Platform (in a 200): { status: "OVER_QUERY_LIMIT", error_message }
  "Error Message",
  // Financial Modeling Prep, Alpha Vantage: { "Error Message": "Limit Reach . Please upgrade your plan …" }
  "error_summary",
  // Dropbox: { error_summary: "path/not_found/..", error: { ".tag": "path", … } }
  "endedReason",
  // Vapi's call: { status: "ended", endedReason: "pipeline-error-openai-401-incorrect-api-key" }
  "disconnection_reason",
  // Retell's call: { call_status: "error", disconnection_reason: "concurrency_limit_reached" }
  "text",
  // FastChat's stream chunk: { text, error_code } (read only beside an `error_code`)
  "choices",
  // OpenRouter: a choice that failed carries its own `error` (`choices[0].error`, finish_reason "error")
  "x_groq",
  // Groq's chunk extension: { x_groq: { error: "over capacity" } }
  "html-message",
  // Portkey's gateway: { "html-message": "Network connection lost." }
  "status_msg",
  // MiniMax: { base_resp: { status_code: 1008, status_msg } }
  "issue",
  // FHIR's OperationOutcome: { resourceType: "OperationOutcome", issue: [{ severity, code, diagnostics }] }
  "diagnostics",
  "base_resp",
  // MiniMax: the envelope of its status, in a 200 or an error
  "header",
  // iFlytek Spark: { header: { code: 11200, message: "AppIdNoAuthError:…", sid, status } }
  "Response",
  // Tencent Cloud API 3.0: { Response: { Error: { Code, Message }, RequestId } }, in a 200
  "Error",
  "Cause",
  // AWS Step Functions: { Error: "States.TaskFailed", Cause: "…" } (read beside a string `Error`)
  "Code",
  "domain",
  // Google's legacy `errors[]` entries: { domain, reason, message }
  "retryAfter",
  // Slack: seconds, a number
  "killed",
  // Node child_process: killed by Node (its `timeout`)
  "signal",
  "shortMessage",
  // execa: the failure, where `message` also holds the command's output
  "exitCode",
  "cmd",
  // Node child_process: the command line (its `code` is then an exit code)
  "stderr",
  // execa: the command's stderr, which its `shortMessage` leaves out
  "timedOut",
  "isError",
  // an MCP tool result that failed: { isError: true, content: [{ type: "text", text }] }
  "content",
  "severity",
  // PostgreSQL (pg's DatabaseError): its `code` is then a SQLSTATE
  "codeName",
  // MongoDB: "WriteConflict"; its numeric `code` is no HTTP status
  "errorLabels",
  // MongoDB: "TransientTransactionError", "RetryableWriteError"
  "hint",
  // PostgREST (Supabase): { code, details, hint, message }, the code a SQLSTATE or PGRSTnnn
  "parent",
  // Sequelize: the driver's error (it sets no `cause`)
  "CancellationReasons",
  // DynamoDB's TransactionCanceledException: [{ Code: "TransactionConflict" }, …]
  "classId",
  // amqplib: its numeric `code` is an AMQP reply code (320, 530), not an HTTP status
  "retry_after",
  // Qdrant's QdrantClientResourceExhaustedError: seconds
  "retryAfterMs",
  // jira.js's RateLimitError
  "retryAfterSeconds",
  // node-asana's RateLimitEnforced
  // Evernote's EDAM exceptions (Thrift values, no Error): { errorCode: 19, rateLimitDuration: 1368 } (seconds), and
  // { errorCode: 9, parameter: "authenticationToken" }
  "rateLimitDuration",
  "parameter",
  "errorInfo",
  // Ashby, in a 200: { success: false, errorInfo: { code: "application_not_found", message } }
  // Mathpix: { error, error_info: { id: "http_max_requests", message, limit_name: "page_monthly_limit" } } (a 429 for
  // a per-minute limit and for a spent monthly one alike: the limit's name tells them apart)
  "error_info",
  "limit_name",
  "error_extra",
  // Todoist: { error_tag: "LIMITS_REACHED", error_extra: { retry_after: 66 } }, seconds
  "parameters",
  // Telegram Bot API: { parameters: { retry_after: 35 } }, seconds
  "extensions"
  // GraphQL errors: { message, extensions: { code: "RATELIMITED" } }
];
var commonFields = [
  "name",
  "message",
  "status",
  "code",
  "type",
  "headers",
  "cause",
  "error"
];
var presenceFields = /* @__PURE__ */ new Set(["hint"]);
var otherFields = new Set(fieldNames.filter((name) => !commonFields.includes(name)));

// src/internal/classify/inspect.ts
var SCAN_LIMIT = 64 * 1024;
var PARSE_LIMIT = 1024 * 1024;
var isObject = (u) => typeof u === "object" && u !== null || typeof u === "function";
var get = (u, key) => {
  if (!isObject(u)) return void 0;
  try {
    return u[key];
  } catch {
    return void 0;
  }
};
var getString = (u, key) => {
  const value = get(u, key);
  return typeof value === "string" ? value : void 0;
};
var getNumber = (u, key) => {
  const value = get(u, key);
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
};
var isArray = (u) => {
  try {
    return Array.isArray(u);
  } catch {
    return false;
  }
};
var serverToolError = (type, content) => typeof type === "string" && type.endsWith("_tool_result") && isObject(content) && !isArray(content) ? content : void 0;
var isError = (u) => {
  try {
    return u instanceof Error || Object.prototype.toString.call(u) === "[object Error]";
  } catch {
    return false;
  }
};
var cap = (s, limit = SCAN_LIMIT) => s.length > limit ? s.slice(0, limit) : s;
var constructorName = (u) => {
  try {
    const proto = Object.getPrototypeOf(u);
    const ctor = proto === null ? void 0 : proto.constructor;
    const name = typeof ctor === "function" ? ctor.name : void 0;
    return typeof name === "string" && name.length > 0 ? name : void 0;
  } catch {
    return void 0;
  }
};
var generic = /* @__PURE__ */ new Set(["Error", "Object", "Function", "Array"]);
var typeName = (u) => isObject(u) ? typeNameOf(u, get(u, "name"), get(u, "_tag")) : typeof u;
var typeNameOf = (u, nameField, tagField) => typeNameFrom(nameField, tagField, constructorName(u));
var typeNameFrom = (nameField, tagField, ctor) => {
  const name = typeof nameField === "string" ? nameField : void 0;
  if (name !== void 0 && name.length > 0 && !generic.has(name)) return name;
  if (typeof tagField === "string" && tagField.length > 0) return tagField;
  if (ctor !== void 0 && !generic.has(ctor)) return ctor;
  return name !== void 0 && name.length > 0 ? name : ctor ?? "Object";
};
var safeString = (u) => {
  try {
    if (typeof u === "string") return u;
    if (typeof u === "symbol") return u.toString();
    return String(u);
  } catch {
    return `<${typeof u}>`;
  }
};
var parseJson = (s) => {
  if (s.length < 2 || s.length > PARSE_LIMIT) return void 0;
  const first = firstNonSpace(s);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) return void 0;
  try {
    return JSON.parse(s);
  } catch {
    return void 0;
  }
};
var firstNonSpace = (s) => {
  const end = Math.min(s.length, 64);
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return c;
  }
  return -1;
};
var OPEN_BRACE = 123;
var OPEN_BRACKET = 91;
var embeddedJson = (s) => {
  if (s === lastSource) return lastParsed;
  const parsed = findEmbeddedJson(s);
  if (parsed !== void 0) {
    lastSource = s;
    lastParsed = parsed;
  }
  return parsed;
};
var lastSource;
var lastParsed;
var forgetParsed = () => {
  lastSource = void 0;
  lastParsed = void 0;
};
var findEmbeddedJson = (s) => {
  if (s.indexOf("{") < 0 && s.indexOf("[") < 0) return void 0;
  const direct = parseJson(s);
  if (direct !== void 0) return direct;
  const head = s.length > 256 ? s.slice(0, 256) : s;
  let brace = head.indexOf("{");
  if (brace < 0) brace = head.length;
  for (let i = head.indexOf("["); i >= 0 && i < brace; i = head.indexOf("[", i + 1)) {
    const parsed = parseJson(s.slice(i));
    if (parsed !== void 0) return parsed;
  }
  if (brace < head.length) {
    const parsed = parseJson(s.slice(brace));
    if (parsed !== void 0) return parsed;
  }
  const details = cap(s).indexOf(DETAILS);
  return details >= 0 ? parseJson(s.slice(details)) : void 0;
};
var DETAILS = '[{"@type"';
var renderedBody = (message, status2, body) => {
  if (typeof status2 !== "number" || !isObject(body) || message.length < 5 || message.charCodeAt(3) !== 32) {
    return void 0;
  }
  const open = message.charCodeAt(4);
  if (open !== OPEN_BRACE && open !== OPEN_BRACKET || leadingNumber(message) !== status2) return void 0;
  return isObject(get(body, "message")) ? void 0 : body;
};
var leadingNumber = (s) => (s.charCodeAt(0) - 48) * 100 + (s.charCodeAt(1) - 48) * 10 + (s.charCodeAt(2) - 48);
var failedChoiceError = (body) => {
  const choice = get(get(body, "choices"), 0);
  return get(choice, "finish_reason") === "error" ? get(choice, "error") : void 0;
};

// src/internal/classify/headers.ts
var MAX_KEYS = 200;
var headerReader = (u) => {
  if (!isObject(u)) return void 0;
  const getter = get(u, "get");
  if (typeof getter === "function") {
    return (name) => {
      try {
        const value = getter.call(u, name);
        return typeof value === "string" ? value : void 0;
      } catch {
        return void 0;
      }
    };
  }
  if (isArray(u)) return void 0;
  return (name) => {
    const direct = normalize(get(u, name));
    if (direct !== void 0) return direct;
    try {
      const keys = Object.keys(u);
      for (let i = 0; i < keys.length && i < MAX_KEYS; i++) {
        if (keys[i].toLowerCase() === name) return normalize(get(u, keys[i]));
      }
    } catch {
      return void 0;
    }
    return void 0;
  };
};
var normalize = (value) => {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (isArray(value)) {
    const first = get(value, 0);
    return typeof first === "string" ? first : void 0;
  }
  return void 0;
};

// src/internal/classify/shapes.ts
import * as Duration3 from "effect/Duration";

// src/internal/classify/tables.ts
var abortNames = /* @__PURE__ */ new Set([
  "aborterror",
  "apiuseraborterror",
  "interruptedexception",
  "cancellederror"
  // Restate: the invocation was cancelled (its `code` 409 is the status it reports, not a conflict)
]);
var nonRetryableNames = /* @__PURE__ */ new Set([
  "terminalerror",
  "nonretriableerror",
  "nonretryableerror",
  "aborttaskrunerror"
]);
var abortCodes = /* @__PURE__ */ new Set(["abort_err", "und_err_aborted"]);
var modelOutputNames = /* @__PURE__ */ new Set([
  "outputparserexception",
  "ai_jsonparseerror",
  "ai_invalidtoolinputerror",
  "ai_noobjectgeneratederror",
  // @effect/ai: the model's tool-call parameters that do not decode (its description quotes what the model wrote)
  "malformedoutput"
]);
var overflowCodes = /* @__PURE__ */ new Set([
  "context_length_exceeded",
  "tokens_too_long",
  // Baidu Qianfan v2: "Prompt tokens too long"
  "string_above_max_length",
  "model_context_window_exceeded",
  "exceed_context_size_error",
  "model_max_prompt_tokens_exceeded",
  "tokens_limit_reached",
  "max_tokens_per_request",
  // OpenAI embeddings: "Requested 416735 tokens, max 300000 tokens per request"
  "requested_too_many_tokens",
  // Perplexity: "Requested 115120 to generate tokens, following a prompt of length 40055, …"
  "input_token_limit_exceeded"
  // Jina: "Input text exceeds the model's maximum of 8194 tokens. Use 'truncate: true' …"
]);
var undecodedSuccessMessages = /* @__PURE__ */ new Set(["failed to process successful response"]);
var overflowPhrases = [
  // Round 85: exllamav3 (TabbyAPI) when the prompt needs more cache pages than are allocated: "Job requires 257 pages
  // (only 256 available) and cannot be enqueued. Total cache allocated is 256 * 256 = 65536 tokens"
  "available) and cannot be enqueued",
  // LibreChat's com_error_input_length in Spanish, Dutch, Swedish, Lithuanian
  "excede el l\xEDmite de tokens o los par\xE1metros de contexto",
  "waardoor de tokenlimiet wordt overschreden",
  "\xF6verskrider token-gr\xE4nsen",
  "vir\u0161ija token\u0173 limit\u0105",
  "\u5927\u304D\u3059\u304E\u307E\u3059\u3002\u4F1A\u8A71\u3092\u7C21\u6F54\u306B",
  // LobeHub's RequestBodyTooLarge (ja)
  "1\u56DE\u306E\u30EA\u30AF\u30A8\u30B9\u30C8\u3067\u8A31\u53EF\u3059\u308B\u4EE5\u4E0A\u306E\u753B\u50CF",
  // LobeHub's ExceededImageLimit (ja)
  "\u8D85\u51FA\u5171\u4EAB\u4E0A\u4E0B\u6587\u7A97\u53E3",
  // Reasonix: "无法压缩提示请求超出共享上下文窗口：prompt 264128 + 输出 0 = 264128 tokens，窗口只有 262144。"
  "prompt too large for the model",
  // OpenClaw: "Context overflow: prompt too large for the model. Try /reset …"
  "[input_too_large]",
  // xAI: "Failed to start sampling: [input_too_large] Current message (N tokens) exceeds budget (M tokens)"
  "\u4E0A\u4E0B\u6587\u957F\u5EA6\u8D85\u51FA",
  // "上下文长度超出模型限制。请减少输入内容或清除对话历史。"
  "\uCEE8\uD14D\uC2A4\uD2B8 \uAE38\uC774\uB97C \uCD08\uACFC",
  // Korean apps: "… 모델의 (최대) 컨텍스트 길이를 초과했습니다."
  // Round 74: self-hosted servers. MLC LLM: "Request prompt has 2354 tokens in total, larger than the model input length
  // limit -80."; TensorRT-LLM on Triton: "Prompt length (5056) exceeds maximum sequence length (2048)"; a NIM reranker:
  // "Input length 1024 exceeds maximum allowed token size 512"; LMDeploy: "exceed session max length. Please end the
  // session."
  "larger than the model input length limit",
  "exceeds maximum sequence length",
  "exceeds maximum allowed token size",
  "exceed session max length",
  "context_length_exceeded",
  "prompt tokens too long",
  // Baidu Qianfan v2 (tokens_too_long)
  // node-llama-cpp: the context is full ("could not find a KV slot for the batch (try reducing the size of the batch or
  // increase the context)"; "The context size is too small to generate a response")
  "could not find a kv slot for the batch",
  "context size is too small to generate",
  // Voyage AI: "The max allowed tokens per submitted batch is 120000. Your batch has 124417 tokens after truncation."
  // (one embedding request above its token cap: split, as an oversized prompt is compacted)
  "max allowed tokens per submitted batch",
  "input text exceeds the model's maximum of",
  // Jina (INPUT_TOKEN_LIMIT_EXCEEDED), for a text that kept no code
  "maximum length for this conversation",
  // Claude apps: "Claude hit the maximum length for this conversation. …"
  "prompt is too long",
  // Anthropic, Bedrock Claude
  "exceed the length limit for this chat",
  // claude.ai: "Your message will exceed the length limit for this chat. …"
  "context too large",
  // Zed: "Context too large" (the model's "Your input exceeds the context window" behind it)
  // SGLang: "Input length (700001 tokens) exceeds the maximum allowed length (536826 tokens). Use a shorter input or
  // enable --allow-auto-truncate."; llama.cpp: "Input prompt is too big compared to KV size. Please try increasing KV size."
  "tokens) exceeds the maximum allowed length",
  "too big compared to kv size",
  "maximum context length",
  // OpenAI chat, vLLM, OpenRouter, DeepSeek, Mistral
  "exceeds the context window",
  // OpenAI responses
  "context window exceeds limit",
  // MiniMax
  "input is too long",
  // Bedrock
  "input token count",
  // Gemini: "The input token count (N) exceeds the maximum number of tokens allowed (M)"
  "maximum prompt length is",
  // xAI
  "reduce the length of the messages",
  // Groq, OpenAI
  "exceeds the available context size",
  // llama.cpp
  // llama.cpp's shorter form, relayed by openai-python: "request (53192 tokens) exceeds context size (50176 tokens)"
  "tokens) exceeds context size (",
  // FastChat: "(max_tokens must be at least 1, got -37938.)": the prompt alone took the window and more
  "max_tokens must be at least 1, got -",
  // Hermes Studio: "Context overflow and auto-compaction is disabled (compression.enabled: false). Run /compress …"
  "context overflow and auto-compaction",
  // Zhipu's 1261 relayed by OpenCode: "Upstream request failed: [1261] Prompt exceeds max length" (its bare message is a
  // whole-message marker: `overflowMessages`)
  "[1261] prompt exceeds max length",
  // Zhipu's 1261 relayed as text without its code (CC Switch: "… upstream_status: HTTP 400; cause: Prompt exceeds max
  // length"); the whole-message form below is the same phrase read anywhere now
  "cause: prompt exceeds max length",
  "\u043F\u0440\u0435\u0432\u044B\u0448\u0430\u0435\u0442 \u0434\u043E\u043F\u0443\u0441\u0442\u0438\u043C\u0443\u044E \u0434\u043B\u0438\u043D\u0443 \u043C\u043E\u0434\u0435\u043B\u0438",
  // LobeHub (ru): "Содержимое запроса превышает допустимую длину модели."
  // LobeHub's and LibreChat's locale texts for a context overflow: zh-CN "当前对话内容过长，无法继续处理。", "对话已超出模型上下文窗口
  // 限制。", zh-Hans "…超出了令牌限制…", ko-KR "컨텍스트 길이가 모델의 제한을 초과했습니다.", ru "…превышает ограничение по
  // токенам…", ja "最新のメッセージトークン数は長すぎます。"
  "\u5BF9\u8BDD\u5185\u5BB9\u8FC7\u957F",
  "\u8D85\u51FA\u6A21\u578B\u4E0A\u4E0B\u6587\u7A97\u53E3",
  "\u8D85\u51FA\u4E86\u4EE4\u724C\u9650\u5236",
  "\uCEE8\uD14D\uC2A4\uD2B8 \uAE38\uC774\uAC00 \uBAA8\uB378\uC758 \uC81C\uD55C\uC744 \uCD08\uACFC",
  "\u043F\u0440\u0435\u0432\u044B\u0448\u0430\u0435\u0442 \u043E\u0433\u0440\u0430\u043D\u0438\u0447\u0435\u043D\u0438\u0435 \u043F\u043E \u0442\u043E\u043A\u0435\u043D\u0430\u043C",
  "\u30C8\u30FC\u30AF\u30F3\u6570\u306F\u9577\u3059\u304E\u307E\u3059",
  // the same texts in LobeHub's de-DE, fr-FR and tr-TR, LibreChat's de, fr, pt-BR and zh-Hant and Chatbox's it and ar
  "das gespr\xE4ch ist zu lang",
  "kontextfensterlimit \xFCberschritten",
  "\xFCberschreitet das token-limit",
  "d\xE9passe la capacit\xE9 du mod\xE8le",
  "taille maximale du contexte",
  "modelin i\u015Fleyebilece\u011Fi uzunlu\u011Fu a\u015F\u0131yor",
  "superato il limite di contesto",
  "\u0627\u0644\u062D\u062F \u0627\u0644\u0623\u0642\u0635\u0649 \u0644\u0633\u064A\u0627\u0642 \u0627\u0644\u0646\u0645\u0648\u0630\u062C",
  "excedendo o limite de tokens",
  "\u5DF2\u8D85\u51FA token \u9650\u5236",
  // Coze (4010): "当前问题请求的 prompt token 数量超过模型上限" (the prompt's tokens exceed the model's limit); DeepSeek's
  // engine relayed by OpenRouter: "The sum of prompt length (50849.0), query length (0) should not exceed max_num_tokens
  // (32768)"
  "prompt token \u6570\u91CF\u8D85\u8FC7\u6A21\u578B\u4E0A\u9650",
  "should not exceed max_num_tokens",
  // LibreChat's it, LobeHub's nl-NL, fa-IR and bg-BG, Jan's en and de-DE ("This chat is reaching the AI's memory limit …
  // We can expand the memory window (called context size) …")
  "dimensione massima del contesto",
  "overschrijdt de limiet van het model",
  "\u0645\u06A9\u0627\u0644\u0645\u0647 \u0628\u0631\u0627\u06CC \u067E\u0631\u062F\u0627\u0632\u0634 \u0628\u06CC\u0634 \u0627\u0632 \u062D\u062F \u0637\u0648\u0644\u0627\u0646\u06CC",
  "\u043D\u0430\u0434\u0432\u0438\u0448\u0430\u0432\u0430 \u0434\u043E\u043F\u0443\u0441\u0442\u0438\u043C\u0430\u0442\u0430 \u0434\u044A\u043B\u0436\u0438\u043D\u0430 \u0437\u0430 \u043C\u043E\u0434\u0435\u043B\u0430",
  "memory window (called context size)",
  "ki speicher limit",
  // LobeHub's zh-TW, es-ES, pt-BR, it-IT, vi-VN, pl-PL and ar
  "\u5C0D\u8A71\u904E\u9577",
  "excede el l\xEDmite del modelo",
  "a conversa \xE9 muito longa",
  "supera la lunghezza gestibile dal modello",
  "cu\u1ED9c tr\xF2 chuy\u1EC7n qu\xE1 d\xE0i",
  // LibreChat's uk, th and cs: "…перевищує дозволений ліміт токенів ({{0}})…", "…เกินขีดจำกัดโทเค็น ({{0}})…", "…přesahuje
  // limit tokenů ({{0}})…"
  "\u043F\u0435\u0440\u0435\u0432\u0438\u0449\u0443\u0454 \u0434\u043E\u0437\u0432\u043E\u043B\u0435\u043D\u0438\u0439 \u043B\u0456\u043C\u0456\u0442 \u0442\u043E\u043A\u0435\u043D\u0456\u0432",
  "\u0E40\u0E01\u0E34\u0E19\u0E02\u0E35\u0E14\u0E08\u0E33\u0E01\u0E31\u0E14\u0E42\u0E17\u0E40\u0E04\u0E47\u0E19",
  "p\u0159esahuje limit token\u016F",
  // LibreChat's he, es, ko, pl, tr, ar, lv, fa, hu and ca: the same text's words for the token limit or the context size,
  // with the words around them where the phrase alone is a settings label or another limit ("tamaño máximo del contexto",
  // Korean "출력 토큰 제한을 초과" for an output cap, Latvian "exceeding the length limit" for any field)
  "\u05D7\u05D5\u05E8\u05D2 \u05DE\u05DE\u05D2\u05D1\u05DC\u05EA \u05D4\u05D0\u05E1\u05D9\u05DE\u05D5\u05E0\u05D9\u05DD",
  "ajuste el tama\xF1o m\xE1ximo del contexto desde los par\xE1metros",
  "\uD1A0\uD070 \uC218\uAC00 \uB108\uBB34 \uB9CE\uC544 \uD1A0\uD070 \uC81C\uD55C\uC744 \uCD08\uACFC",
  "przekraczaj\u0105c limit token\xF3w",
  "token limitini a\u015F\u0131yor",
  "\u062A\u0639\u062F\u064A\u0644 \u0627\u0644\u062D\u062F \u0627\u0644\u0623\u0642\u0635\u0649 \u0644\u0644\u0633\u064A\u0627\u0642",
  "ir p\u0101r\u0101k gar\u0161, p\u0101rsniedzot garuma ierobe\u017Eojumu",
  "\u0628\u0631 \u067E\u0646\u062C\u0631\u0647 \u0632\u0645\u06CC\u0646\u0647 \u062A\u0623\u062B\u06CC\u0631 \u0645\u0646\u0641\u06CC",
  "meghaladja a tokenkorl\xE1tot",
  "par\xE0metres de l\xEDmit de tokens",
  // round 52-CM2: LobeHub's error.json in nl-NL, tr-TR, vi-VN, ar, fa-IR, bg-BG
  "\u064A\u062A\u062C\u0627\u0648\u0632 \u0645\u062D\u062A\u0648\u0649 \u0627\u0644\u0637\u0644\u0628 \u0627\u0644\u062D\u0627\u0644\u064A \u0627\u0644\u062D\u062F \u0627\u0644\u0623\u0642\u0635\u0649 \u0627\u0644\u0630\u064A \u064A\u0645\u0643\u0646 \u0644\u0644\u0646\u0645\u0648\u0630\u062C \u0645\u0639\u0627\u0644\u062C\u062A\u0647",
  "\u0645\u06A9\u0627\u0644\u0645\u0647 \u0627\u0632 \u062D\u062F \u0645\u062C\u0627\u0632 \u067E\u0646\u062C\u0631\u0647 \u0632\u0645\u06CC\u0646\u0647 \u0641\u0631\u0627\u062A\u0631 \u0631\u0641\u062A\u0647 \u0627\u0633\u062A",
  // round 52-CM1: LobeHub's error.json in ru-RU, fr-FR, es-ES, it-IT, pt-BR, pl-PL
  "excede o limite que o modelo pode processar",
  // round 51-CI: Jan's model errors in 15 locales
  "tento chat se bl\xED\u017E\xED k limitu pam\u011Bti ai",
  "ai\uC758 \uBA54\uBAA8\uB9AC \uD55C\uACC4\uC5D0 \uB3C4\uB2EC\uD558\uACE0 \uC788\uC2B5\uB2C8\uB2E4",
  "yapay zekan\u0131n bellek s\u0131n\u0131r\u0131na yakla\u015F\u0131yor",
  "son istek ba\u011Flam penceresini ta\u015F\u0131rd\u0131",
  "ancak modelin ba\u011Flam penceresi yaln\u0131zca",
  "kullan\u0131labilir ba\u011Flam boyutunu a\u015F\u0131yor",
  "\u4E0A\u6B21\u8BF7\u6C42\u8D85\u51FA\u4E86\u4E0A\u4E0B\u6587\u7A97\u53E3",
  "\u4F46\u6A21\u578B\u7684\u4E0A\u4E0B\u6587\u7A97\u53E3\u4EC5\u80FD\u5BB9\u7EB3",
  "\u8BF7\u6C42\u8D85\u51FA\u4E86\u53EF\u7528\u7684\u4E0A\u4E0B\u6587\u5927\u5C0F",
  "cette conversation atteint la limite de m\xE9moire",
  "temu czatowi zaczyna brakowa\u0107 pami\u0119ci si",
  // round 51-CH: LobeHub's error.json in zh-CN, zh-TW, ja-JP, ko-KR, de-DE
  "\u5C0D\u8A71\u5DF2\u8D85\u904E\u4E0A\u4E0B\u6587\u8996\u7A97\u9650\u5236",
  "\u7576\u524D\u8ACB\u6C42\u5167\u5BB9\u8D85\u51FA\u6A21\u578B\u53EF\u8655\u7406\u7684\u9577\u5EA6",
  // round 50-CE: big-AGI's banners, ChatHub's and Poe's texts in 10 languages, Page Assist's connection banner in 19, Enchanted
  "surpasses the maximum size allowed for this model",
  // round 41-AT: LibreChat's key, base-URL, stream and fork-limit texts in every locale
  "p\u0159ekra\u010Duje limit token\u016F",
  "er for langt og overskrider tokengr\xE6nsen",
  "supera el l\xEDmite de tokens",
  "liiga pikk, \xFCletades m\xE4rkide limiidi",
  "\u30C8\u30FC\u30AF\u30F3\u6570\u304C\u9577\u3059\u304E\u3066\u30C8\u30FC\u30AF\u30F3\u5236\u9650\u3092\u8D85\u3048",
  "meldingen din inneholder for mange tokens",
  // round 40-AN: Cline's sign-in, free-limit and account texts, Continue's key and context texts, Kilo Code's no-credits tooltip
  "not enough context available to include the system message",
  // round 38-AG: SillyTavern's toasts in its locales, AstrBot's Coze texts
  "prompts exceed the context size",
  "\u63D0\u793A\u8BCD\u8D85\u8FC7\u4E86\u4E0A\u4E0B\u6587\u5927\u5C0F",
  "not enough free tokens for mandatory prompts",
  "\u8BF7\u4E0A\u8C03\u60A8\u7684\u4E0A\u4E0B\u6587\u5927\u5C0F\u9650\u5236",
  "\u043D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u0442\u043E\u043A\u0435\u043D\u043E\u0432 \u0434\u043B\u044F \u0432\u0441\u0435\u0445 \u0432\u044B\u0431\u0440\u0430\u043D\u043D\u044B\u0445 \u043F\u0440\u043E\u043C\u043F\u0442\u043E\u0432",
  "while counting tokens: token budget exceeded",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u043F\u0440\u0438 \u043F\u043E\u0434\u0441\u0447\u0451\u0442\u0435 \u0442\u043E\u043A\u0435\u043D\u043E\u0432: \u043F\u0440\u0435\u0432\u044B\u0448\u0435\u043D \u0431\u044E\u0434\u0436\u0435\u0442 \u0442\u043E\u043A\u0435\u043D\u043E\u0432",
  // round 37-AB: Chatbox's texts in its locales, Jan's out-of-context dialog
  "finestra de mem\xF2ria (la mida del context)",
  "alcanzando el l\xEDmite de memoria de la ia",
  "cette discussion atteint la limite de m\xE9moire",
  "hampir mencapai batas memori ai",
  "chat sta raggiungendo il limite di memoria",
  "ai\u306E\u30E1\u30E2\u30EA\u5236\u9650\u306B\u8FD1\u3065\u3044\u3066\u3044\u307E\u3059",
  "atingindo o limite de mem\xF3ria da ia",
  "\u0447\u0430\u0442 \u0434\u043E\u0441\u0442\u0438\u0433\u0430\u0435\u0442 \u043B\u0438\u043C\u0438\u0442\u0430 \u043F\u0430\u043C\u044F\u0442\u0438 \u0438\u0438",
  "\u0111ang \u0111\u1EA1t \u0111\u1EBFn gi\u1EDBi h\u1EA1n b\u1ED9 nh\u1EDB c\u1EE7a ai",
  "\u5DF2\u63A5\u8FD1 ai \u7684\u8BB0\u5FC6\u4E0A\u9650",
  "\u5DF2\u63A5\u8FD1 ai \u7684\u8A18\u61B6\u4E0A\u9650",
  "das kontextlimit des modells \xFCberschritten",
  "superado el l\xEDmite de contexto del modelo",
  "d\xE9pass\xE9 la limite de contexte du mod\xE8le",
  "\u30E2\u30C7\u30EB\u306E\u30B3\u30F3\u30C6\u30AD\u30B9\u30C8\u5236\u9650\u3092\u8D85\u3048\u307E\u3057\u305F",
  "\uBAA8\uB378\uC758 \uCEE8\uD14D\uC2A4\uD2B8 \uC81C\uD55C\uC744 \uCD08\uACFC\uD588\uC2B5\uB2C8\uB2E4",
  "overskredet modellens kontekstgrense",
  "\u043F\u0440\u0435\u0432\u044B\u0441\u0438\u043B\u0430 \u043B\u0438\u043C\u0438\u0442 \u043A\u043E\u043D\u0442\u0435\u043A\u0441\u0442\u0430 \u043C\u043E\u0434\u0435\u043B\u0438",
  "\u5DF2\u8D85\u904E\u6A21\u578B\u7684\u4E0A\u4E0B\u6587\u9650\u5236",
  // round 37-Z: LobeHub's runtime-error texts in ar, fa-IR, bg-BG, zh-TW, ja-JP
  "\u064A\u062A\u062C\u0627\u0648\u0632 \u0645\u062D\u062A\u0648\u0649 \u0627\u0644\u0637\u0644\u0628 \u0627\u0644\u062D\u0627\u0644\u064A \u0627\u0644\u0637\u0648\u0644 \u0627\u0644\u0630\u064A \u064A\u0645\u0643\u0646 \u0644\u0644\u0646\u0645\u0648\u0630\u062C \u0627\u0644\u062A\u0639\u0627\u0645\u0644 \u0645\u0639\u0647",
  "\u0441\u044A\u0434\u044A\u0440\u0436\u0430\u043D\u0438\u0435\u0442\u043E \u043D\u0430 \u0442\u0435\u043A\u0443\u0449\u0430\u0442\u0430 \u0437\u0430\u044F\u0432\u043A\u0430 \u043D\u0430\u0434\u0432\u0438\u0448\u0430\u0432\u0430 \u0434\u044A\u043B\u0436\u0438\u043D\u0430\u0442\u0430, \u043A\u043E\u044F\u0442\u043E \u043C\u043E\u0434\u0435\u043B\u044A\u0442 \u043C\u043E\u0436\u0435 \u0434\u0430 \u043E\u0431\u0440\u0430\u0431\u043E\u0442\u0438",
  "\u30B3\u30F3\u30C6\u30AD\u30B9\u30C8\u306E\u9577\u3055\u304C\u30E2\u30C7\u30EB\u306E\u5236\u9650\u3092\u8D85\u3048\u3066\u3044\u307E\u3059",
  // round 37-AA: Cherry Studio's texts in en-us, ja-jp, ru-ru, vi-vn, ro-ro, tr-tr
  "\u4F1A\u8A71\u304C\u9577\u3059\u304E\u307E\u3059\u3002\u5C65\u6B74\u3092\u30AF\u30EA\u30A2",
  "\u0441\u043B\u0438\u0448\u043A\u043E\u043C \u0434\u043B\u0438\u043D\u043D\u044B\u0439 \u0440\u0430\u0437\u0433\u043E\u0432\u043E\u0440, \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u043E\u0447\u0438\u0441\u0442\u0438\u0442\u0435",
  "cu\u1ED9c h\u1ED9i tho\u1EA1i qu\xE1 d\xE0i, vui l\xF2ng x\xF3a l\u1ECBch s\u1EED",
  // LobeHub's runtime-error texts, the keys still missing in zh-CN, zh-TW, ja-JP, fr-FR, de-DE, es-ES, pt-BR, pl-PL and vi-VN
  "\u5F53\u524D\u8BF7\u6C42\u5185\u5BB9\u8D85\u51FA\u4E86\u6A21\u578B\u53EF\u5904\u7406\u7684\u957F\u5EA6",
  "le contenu de la requ\xEAte actuelle d\xE9passe la longueur que le mod\xE8le peut g\xE9rer",
  "der aktuelle anfrageinhalt \xFCberschreitet die l\xE4nge, die das modell verarbeiten kann",
  "el contenido de la solicitud actual excede la longitud que el modelo puede manejar",
  "o conte\xFAdo da solicita\xE7\xE3o atual excede o comprimento que o modelo pode processar",
  "tre\u015B\u0107 bie\u017C\u0105cego \u017C\u0105dania przekracza d\u0142ugo\u015B\u0107, kt\xF3r\u0105 model mo\u017Ce obs\u0142u\u017Cy\u0107",
  // LobeHub's ko-KR and ru-RU ExceededContextWindow
  "\uBAA8\uB378\uC774 \uCC98\uB9AC\uD560 \uC218 \uC788\uB294 \uAE38\uC774\uB97C \uCD08\uACFC",
  "\u043F\u0440\u0435\u0432\u044B\u0448\u0430\u0435\u0442 \u0434\u043B\u0438\u043D\u0443, \u043A\u043E\u0442\u043E\u0440\u0443\u044E \u043C\u043E\u0434\u0435\u043B\u044C \u043C\u043E\u0436\u0435\u0442 \u043E\u0431\u0440\u0430\u0431\u043E\u0442\u0430\u0442\u044C",
  // LobeHub's runtime-error texts in ar, fa-IR, bg-BG, nl-NL, tr-TR, ko-KR, ru-RU, it-IT and zh-CN
  "supera la lunghezza che il modello pu\xF2 gestire",
  "overschrijdt de lengte die het model aankan",
  "\u0645\u062D\u062A\u0648\u0627\u06CC \u062F\u0631\u062E\u0648\u0627\u0633\u062A \u0641\u0639\u0644\u06CC \u0627\u0632 \u0637\u0648\u0644\u06CC \u06A9\u0647 \u0645\u062F\u0644",
  // LobeHub's current runtime-error texts (runtimeError.json: en-US and pt-BR, vi-VN, pl-PL, es-ES, de-DE, ja-JP, fr-FR, zh-TW)
  "exceeds the length that the model can handle",
  "contains more images than the model provider allows",
  "this request is too large for the model provider",
  "conversation is too long to process",
  "v\u01B0\u1EE3t qu\xE1 \u0111\u1ED9 d\xE0i m\xE0 m\xF4 h\xECnh c\xF3 th\u1EC3 x\u1EED l\xFD",
  "\u30E2\u30C7\u30EB\u304C\u51E6\u7406\u3067\u304D\u308B\u9577\u3055\u3092\u8D85\u3048\u3066\u3044\u307E\u3059",
  "\u8D85\u904E\u6A21\u578B\u53EF\u8655\u7406\u7684\u9577\u5EA6",
  // Cherry Studio's diagnosis, request-timeout and remaining HTTP texts (en-us, zh-cn, zh-tw, de-de, fr-fr, es-es, el-gr, pt-pt, ko-kr, it-it, tr-tr)
  "\u5BF9\u8BDD\u4E0A\u4E0B\u6587\u8FC7\u957F",
  "\u5C0D\u8A71\u5167\u5BB9\u904E\u9577",
  "unterhaltung zu lang, bitte verlauf l\xF6schen",
  "conversation trop longue, veuillez effacer",
  "conversaci\xF3n demasiado larga, por favor borra el historial",
  "\u03B7 \u03C3\u03C5\u03BD\u03BF\u03BC\u03B9\u03BB\u03AF\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03BF\u03BB\u03CD \u03BC\u03B5\u03B3\u03AC\u03BB\u03B7",
  "conversa muito longa, por favor limpe o hist\xF3rico",
  // Cherry Studio's ro-ro and Chatbox's en, zh-Hans, pt-PT and sv: the conversation over the model's context limit
  "conversa\u021Bia este prea lung\u0103, te rug\u0103m s\u0103 \u0219tergi istoricul",
  "your conversation has exceeded the model's context limit",
  "\u60A8\u7684\u5BF9\u8BDD\u5DF2\u8D85\u8FC7\u6A21\u578B\u7684\u4E0A\u4E0B\u6587\u9650\u5236",
  "excedeu o limite de contexto do modelo",
  "\xF6verskridit modellens kontextgr\xE4ns",
  "przekracza d\u0142ugo\u015B\u0107 obs\u0142ugiwan\u0105 przez model",
  "\u0627\u0644\u0645\u062D\u0627\u062F\u062B\u0629 \u0637\u0648\u064A\u0644\u0629 \u062C\u062F\u064B\u0627",
  "\u8F93\u5165\u5185\u5BB9\u8D85\u957F\uFF0C\u8BF7\u7F29\u77ED\u540E\u91CD\u8BD5",
  // ds-free-api (DeepSeek's web app as an API): "输入内容超长，请缩短后重试" (the input is too long, shorten it)
  "greater than the context length",
  // LM Studio
  "input tokens exceed the configured limit",
  // Azure OpenAI, also without "Your messages resulted in N tokens"
  "contextwindowexceedederror",
  // LiteLLM's class for a context overflow, whatever the provider's words
  "cannot truncate prompt with n_keep",
  // llama.cpp's server: "Cannot truncate prompt with n_keep (15028) >= n_ctx (7424)"
  "exceeds the context length",
  // Ollama
  "exceed context limit",
  // Anthropic: "input length and `max_tokens` exceed context limit"
  "exceeded model token limit",
  // Kimi
  "the max input characters is",
  // Baidu Qianfan v2 (characters_too_long; the code alone is any form field's)
  "input token length too long",
  // Moonshot (invalid_request_error): the request is above the model's context
  "number of input tokens must be no more than",
  // YandexGPT: "… no more than 8192, got 9136"
  "token\u6570\u91CF\u8D85\u8FC7\u4E0A\u9650\u3002",
  // iFlytek Spark (10907), with its full stop (a preprocessor's "token数量超过上限(…)" is a loop): "token数量超过上限。对话历史+问题的字数太多，需要精简输入"
  "prompt \u8D85\u957F",
  // Zhipu (1261) in Chinese: the prompt is too long
  "prompt token count of",
  // GitHub Copilot
  "maximum number of tokens allowed",
  // Gemini / Vertex
  "`inputs` tokens + `max_new_tokens` must be",
  // Hugging Face TGI, Together
  "`inputs` must have less than",
  // Hugging Face TGI
  "inputs must have less than",
  // older TGI (SageMaker): "Input validation error: inputs must have less than 1024 tokens. Given: 1416"
  "exceed the context length",
  // Together: "input tokens + max_tokens exceed the context length"
  "for many-image requests",
  // Anthropic: images in a long history must be smaller; compaction drops old ones
  "range of input length should be",
  // Alibaba DashScope: "Range of input length should be [1, 30720]"
  "must be less than max_seq_len",
  // SiliconFlow: "length of prompt_tokens (68957) must be less than max_seq_len (65536)"
  // IBM watsonx: "… for this model (1336 > 512)" (Hugging Face tokenizers warn "Token indices sequence length is
  // longer than …": the warning is not an overflow, hence the whole wording)
  "token sequence length is longer than the specified maximum sequence length",
  "longer than the maximum model length",
  // vLLM: "The decoder prompt (length 15983) is longer than the maximum model length of 8192"
  "context size has been exceeded",
  // llama.cpp, as a 500 server_error
  "context shift is disabled",
  // llama.cpp, mid-stream: the generation filled the window
  "increase the physical batch size",
  // llama.cpp embeddings: "input (596 tokens) is too large to process. increase …"
  // Anthropic: a prompt above the standard window on a plan without long-context billing (a 429
  // rate_limit_error): a shorter prompt passes, a retry does not
  "required for long context request",
  // also the singular of a plugin's text
  // Anthropic: the media of the whole history are counted ("Too much media: 0 document pages + 102 images >
  // 100"); compaction drops old ones, as for "for many-image requests"
  "too much media:",
  "too many images and documents",
  // OpenRouter relaying Crucible: "Model 'moonshotai/kimi-k2.6' supports at most 1 image per prompt." — as Anthropic's
  // "Too much media", compaction drops the old images
  "image per prompt",
  "images per prompt",
  // vLLM's limit_mm_per_prompt counts the images of the whole history: "At most 4 image(s) may be provided in one
  // prompt." — after one image too many, every later turn fails until old images are dropped
  "image(s) may be provided in one",
  "following a prompt of length",
  // Perplexity (requested_too_many_tokens), relayed by OpenRouter without the code
  // Claude Code 2.x: "API Error: Usage credits required for 1M context · run /usage-credits …" (the 1M window is paid
  // for apart: the prompt does not fit the standard one), and its compaction that could not make it fit
  "usage credits required for 1m context",
  "could not be reduced below the context limit",
  "model_context_window_exceeded",
  // the code, as text: "Provider finish_reason: model_context_window_exceeded" (pi-ai)
  "maximum allowed input length",
  // "Input length 131393 exceeds the maximum allowed input length of 131040 tokens."
  // Bedrock's Mantle: "prompt tokens (1200008) exceed model maximum (1050000) for openai.gpt-5.6-terra" (Strands and
  // LiteLLM read it as a context-window error); not the singular, which is an output or parameter cap ("'max_completion_tokens'
  // (128000) exceeds model maximum (65536)", a step count, a duration)
  ") exceed model maximum (",
  "exceed max message tokens",
  // Volcengine Ark: "Total tokens of image and text exceed max message tokens"
  "\u8F93\u5165\u5185\u5BB9\u8FC7\u957F",
  // claude-code-hub relays (prompt_limit): "输入内容过长，请减少 Prompt 中的 token 数量后重试"
  // Claude Code's own texts: its window is full ("Context limit reached · /compact or /clear to continue"), or
  // the history's images and attachments are above its request size ("Request too large (max 32MB). Accumulated …")
  "context limit reached \xB7",
  // Claude Code's banner (a pool of browser "contexts" reaches its limit too)
  "context limit exceeded unexpectedly",
  // Kiro
  "context exceeds model limit",
  // OpenCode
  "still exceeds model limits",
  // Kilo Code: "Compaction exhausted: context still exceeds model limits after 3 attempts"
  "the configured context size is",
  // llama.cpp through Goose: "Prompt has 49202 tokens, but the configured context size is 49152 tokens": "Session too large to compact - context exceeds model limit …"
  "extra usage is required for 1m context",
  // Claude Code: "API Error: Extra usage is required for 1M context · …"
  "\u5185\u5BB9\u957F\u5EA6\u8D85\u51FA\u5927\u8BED\u8A00\u6A21\u578B",
  // iFlow CLI: "内容长度超出大语言模型限制" (the content is longer than the model's limit): "Context limit exceeded unexpectedly. Please start a new session …"
  "conversation too long",
  "accumulated images and attachments",
  // goose behind a gateway's 32 MiB body cap ("Request failed: Bad request (400): Server received a request which exceeds
  // maximum allowed content length. RequestSize(bytes): …"): the history's images grew it, and goose compacts on it. In
  // goose's words only: the same gateway text behind a data client's one oversized lookup is that request's
  "request failed: bad request (400): server received a request which exceeds maximum allowed content length",
  // Cloudflare Workers AI (5021): "The estimated number of input and maximum output tokens (155740) exceeded this model
  // context window limit (128000)"
  "exceeded this model context window limit",
  "exceeds maximum input length"
  // DeepInfra: "Requested input length 99009 exceeds maximum input length 8192" (a 500 or a 400)
];
var overflowMessages = /* @__PURE__ */ new Set([
  "prompt exceeds max length",
  // Zhipu (1261)
  // Jan's "out of context" dialog title in its locales (round 51; the English one after them)
  "chyba mimo kontext",
  "\uCEE8\uD14D\uC2A4\uD2B8 \uCD08\uACFC \uC624\uB958",
  "ba\u011Flam d\u0131\u015F\u0131 hata",
  "\u8D85\u51FA\u4E0A\u4E0B\u6587\u9519\u8BEF",
  "\u8D85\u51FA\u4E0A\u4E0B\u6587\u932F\u8AA4",
  "\u043E\u0448\u0438\u0431\u043A\u0430: \u0432\u044B\u0445\u043E\u0434 \u0437\u0430 \u043F\u0440\u0435\u0434\u0435\u043B\u044B \u043A\u043E\u043D\u0442\u0435\u043A\u0441\u0442\u0430",
  "error de context",
  "error de contexto excedido",
  "erreur de d\xE9passement de contexte",
  "kesalahan kehabisan konteks",
  "errore fuori contesto",
  "\u30B3\u30F3\u30C6\u30AD\u30B9\u30C8\u30A8\u30E9\u30FC",
  "erro de contexto esgotado",
  "l\u1ED7i v\u01B0\u1EE3t qu\xE1 ng\u1EEF c\u1EA3nh",
  "b\u0142\u0105d kontekstu",
  "out of context error"
]);
var weakOverflowPhrases = [
  "too many tokens",
  "token limit exceeded",
  "context window",
  "context length",
  "string too long",
  "too large for model"
];
var perMinuteTokenPhrases = ["tokens per min", "(tpm)"];
var retryTextMarkers = [
  "try again in ",
  "retry in ",
  "retry after ",
  "try again after ",
  "resets in ",
  // Replicate: "Your rate limit resets in ~30s"
  "resets in: ",
  // Windsurf: "Resets in: 30m0s"
  "wait ~",
  // a proxy in front of Windsurf: "Wait ~30s before retrying."
  "reset after ",
  // Gemini Code Assist: "Your quota will reset after 53s."
  "retrydelay:",
  // Go's genai prints a RetryInfo as a map: "retryDelay:34s"
  "available in ",
  // Replicate: "Expected available in 1 second"
  "this request in ",
  // Slack: "you may retry this request in 30 seconds"
  "provider requested ",
  // oh-my-pi: "Retry failed after 1 attempts: Provider requested 1800000ms wait, exceeds …"
  "please wait ",
  // GitHub Models: "Rate limit of 10 per 60s exceeded for UserByModelByMinute. Please wait 46 seconds before retrying."
  "request this after ",
  // Supabase Auth: "For security purposes, you can only request this after 42 seconds."
  "request this once every ",
  // GoTrue before it: "… you can only request this once every 60 seconds"
  // Dify's key cooldown, with the words before it ("Service unavailable after 30 seconds" is a wait already spent)
  "reached, available after ",
  // "Rate limit was reached, available after 60s"
  "erreicht, verf\xFCgbar nach ",
  // de-DE: "Ratenlimit wurde erreicht, verfügbar nach 60s"
  "velocidad, disponible despu\xE9s de ",
  // es-ES: "Se alcanzó el límite de velocidad, disponible después de 60s"
  "retryafterms=",
  // Azure Cosmos DB: "Error=16500, RetryAfterMs=34, Details='… TooManyRequests (429) …'" (milliseconds)
  "retryafterseconds=",
  // the AdWords API: "[RateExceededError <rateName=RATE_LIMIT, …, retryAfterSeconds=30>]" (seconds)
  "suggested backoff time: ",
  // Microsoft 365's IMAP throttle: "Request is throttled. Suggested Backoff Time: 299910 milliseconds"
  "request limit. wait ",
  // football-data.org: "You reached your request limit. Wait 57 seconds."
  "you must wait ",
  // Rocket.Chat: "You must wait 3 seconds before trying this endpoint again."
  "ban will last ",
  // Lazada: "this ban will last 1 seconds"
  "will last for ",
  // Taobao: "This ban will last for 2 more seconds"
  "will return in under ",
  // Google Analytics Data API: "These quota tokens will return in under 15 minutes."
  "try in another ",
  // athenahealth: "User Rate Limit Exceeded, Try in another 844 seconds"
  // monday.com: "Complexity budget exhausted, query cost 222250 budget remaining … reset in 16 seconds"; go-github through
  // github-mcp-server: "… [rate reset in 42s]"; Toggl Track's hourly allowance (a 402): "Your quota will reset in 1838
  // seconds."
  "reset in "
];
var abortPhrases = [
  "request was aborted",
  "fetch request has been canceled"
  // expo/fetch: "fetch failed: Fetch request has been canceled" (an AbortController)
];
var throttleCodes = /* @__PURE__ */ new Set([
  "throttlingexception",
  "throttledexception",
  // AgentCore Memory: "An error occurred (ThrottledException) … Rate exceeded."
  "throttling",
  "throttled",
  "toomanyrequestsexception",
  "request_limit_exceeded",
  // Databricks
  "rate_limit_error",
  "rate_limit_exceeded",
  "ratelimitexceeded",
  "resource_exhausted",
  "too_many_requests"
]);
var throttlePhrases = [
  // Supabase Auth's (GoTrue's) per-address cool-down, whose wait the text names: "For security purposes, you can only
  // request this after 42 seconds." (older: "… once every 60 seconds")
  "for security purposes, you can only request this",
  "please wait",
  "rate limit",
  "rate-limit",
  "ratelimit",
  "per minute",
  "per_minute",
  "perminute",
  "per-minute",
  "try again later",
  "too many requests",
  "retry shortly"
];
var permanentCodes = /* @__PURE__ */ new Set([
  "page_monthly_limit",
  // Mathpix's `error_info.limit_name` on its 429 http_max_requests (per-minute limits name others)
  "not_authorised",
  // Speechmatics' real-time error: { message: "Error", type: "not_authorised", reason }
  "error_auth",
  // Shopee: { error: "error_auth", msg: "Invalid token" }
  "baidu_52003",
  // Baidu Translate: "UNAUTHORIZED USER" (the app id wrong or the service not enabled)
  // the apilayer family (numverify, ipstack, weatherstack, fixer …), in a 200: a key, or a feature the plan lacks
  "invalid_access_key",
  "missing_access_key",
  "https_access_restricted",
  "function_access_restricted",
  "connected_services_account",
  // Smartcar: the car maker's account (subscription, terms, revoked access), its owner's
  // ScreenshotOne (sent as 400s): the month's screenshots spent, a key missing or wrong
  "screenshots_limit_reached",
  "access_key_invalid",
  "access_key_required",
  "access_limit_reached",
  // Yelp Fusion: the client's daily allowance (its per-second limit is TOO_MANY_REQUESTS_PER_SECOND)
  "item_login_required",
  // Plaid: the bank login changed; the user signs in again through Link
  "xminiostoragefull",
  // MinIO: the drives are below their free-space threshold until a person frees or adds space
  "quotaexceeded.agentplanquotaexceeded",
  // Volcengine Ark: the Agent Plan's allowance (AFP) is spent
  // OAuth errors of an MCP server's or client's authorization (the MCP SDK's InsufficientScopeError, InvalidClientError,
  // OAuthError): the token's scopes or the client's credentials, which a person renews
  "insufficient_scope",
  "invalid_client",
  "unauthorized_client",
  // Gemini Code Assist's ErrorInfo reason for an empty Google One AI credit balance (a 429, "Resource has been exhausted
  // (e.g. check quota).", error_number 2008): gemini-cli makes it a TerminalQuotaError
  "insufficient_g1_credits_balance",
  "chatgpt_account_missing",
  // auth.openai.com: "No eligible ChatGPT workspaces found." (a 400)
  // LiteLLM proxy without its database: every key but the master key is refused until a person reconnects it
  "no_db_connection",
  // OpenAI Realtime: "The Realtime Beta API is no longer supported. Please use /v1/realtime for the GA API." (since
  // 2026-05): every session of this client fails until a person moves its code to the GA API
  "beta_api_shape_disabled",
  // IBM Cloud IAM (watsonx.ai's token step), sent as a 400: "Provided API key could not be found"
  "bxnim0415e",
  // SambaNova Cloud since 2026: every model refuses an account without a card on file ("A payment method is required.")
  "payment_method_required",
  "quotalimitreached",
  // Microsoft Graph: the OneDrive or mailbox is full
  "public_api_billing_limit_exceeded",
  // Airtable: the plan's monthly API calls are spent
  "insufficient_quota",
  "insufficient_quota_error",
  // Sarvam
  "billing_hard_limit_reached",
  "billing_not_active",
  "billing_error",
  // OpenAI Codex: "This model is not included in your current plan" (a 429, or a `response.failed` typed so): a person
  // changes the plan or the model
  "usage_not_included",
  // the Claude Agent SDK's assistant message `error`: "Invalid API key · Please run /login", an organization OAuth refuses
  "authentication_failed",
  "oauth_org_not_allowed",
  // Microsoft Graph (a 404): "The mailbox is either inactive, soft-deleted, or is hosted on-premise." (an admin licenses
  // or migrates it)
  "mailboxnotenabledforrestapi",
  // OpenAI Codex: "Your account was flagged" (a 403): the account is blocked, not the request
  "misalignment_policy_violation",
  // Azure (management plane, a 400): "The specified capacity '60' … is bigger than available capacity '0' for UsageName
  // 'Tokens Per Minute'": a person frees or requests quota
  "insufficientquota",
  "specialfeatureorquotaidrequired",
  "account_deactivated",
  "account_disabled",
  "invalid_api_key",
  "api_key_invalid",
  "api_key_expired",
  "api_key_service_blocked",
  "invalid_authentication",
  "authentication_error",
  "unauthenticated",
  "unrecognizedclientexception",
  "expiredtokenexception",
  "invalidsignatureexception",
  "incompletesignature",
  "missingauthenticationtokenexception",
  "servicequotaexceededexception",
  "unsupported_country_region_territory",
  "payment_required",
  "insufficient_credits",
  "consumer_suspended",
  "arrearage",
  // Alibaba DashScope: an overdue account
  // Alibaba DashScope's other billing codes, each served as a 429 (Model Studio's error-code table): a prepaid or postpaid
  // bill overdue, a workspace that bought no plan
  "prepaidbilloverdue",
  "postpaidbilloverdue",
  "commoditynotpurchased",
  "usage_limit_reached",
  // OpenAI Codex plans: the 5-hour or weekly allowance is spent
  "organization_restricted",
  // Groq: "Organization has been restricted. Please reach out to support"
  "modelnotopen",
  // Volcengine Ark: the account has not activated the model in the console
  "minimax_1004",
  // MiniMax: not authorized / login fail / cookie is missing
  "minimax_2049",
  // MiniMax: invalid api key
  "minimax_1008",
  // MiniMax: insufficient balance
  "minimax_2056",
  // MiniMax: the plan's usage limit ("wait for the next 5-hour window")
  "invalidsubscription",
  // Volcengine Ark (a 400): no valid Coding Plan subscription, or it expired
  "invalidimageurl.invalidformat",
  // Volcengine Ark: an image it cannot parse (bad base64, corrupt data) in the history
  "model_terms_required",
  // Groq: the org admin accepts the model's terms in the console (no API for it)
  "dedicated_endpoint_not_running",
  // Together: a person starts the dedicated endpoint
  "invalid_grant",
  // OAuth (Google): the refresh token expired or was revoked; a person signs in again
  // Slack Web API platform errors (`data.error`): the token or its scopes
  "invalid_auth",
  "not_authed",
  "token_revoked",
  "account_inactive",
  "missing_scope",
  "ekm_access_denied",
  // "Administrators have suspended the ability to post a message."
  // Supabase Auth (`AuthApiError.code`): a session that cannot be refreshed, a banned user: a person signs in again (not
  // `session_expired`: OpenAI Realtime's for a socket past its 30 minutes, where a new session passes)
  "refresh_token_not_found",
  "refresh_token_already_used",
  "user_banned",
  // Resend: the account's daily or monthly sending quota (a 429, "upgrade your plan or wait 24 hours"), not its
  // per-second `rate_limit_exceeded`
  "daily_quota_exceeded",
  "monthly_quota_exceeded",
  // databases: credentials, a database or role a person must create or grant, a full or read-only disk
  "sqlstate-fatal-28p01",
  // PostgreSQL: password authentication failed (at connect: FATAL)
  "sqlstate-fatal-28000",
  // PostgreSQL: invalid authorization specification (at connect: FATAL)
  "sqlstate-fatal-3d000",
  // PostgreSQL: database does not exist (at connect: FATAL)
  // PostgreSQL: insufficient privilege at connect (CONNECT on the database); one statement's missing grant (a
  // column-level grant, `SELECT *` refused where `SELECT id, name` passes) is that call's, and Fatal
  "sqlstate-fatal-42501",
  "sqlstate-53100",
  // PostgreSQL: disk full
  "er_access_denied_error",
  // MySQL 1045
  "er_dbaccess_denied_error",
  // MySQL 1044
  "sqlite_readonly",
  "sqlite_cantopen",
  // the database file cannot be opened: a path or a permission a person fixes
  "sqlite_full",
  "sqlite_corrupt",
  "enospc",
  // no space left on device
  "edquot",
  // disk quota exceeded
  "p1000",
  // Prisma: authentication failed against the database server
  "p1010",
  // Prisma: the user was denied access on the database
  "pgrst301",
  // PostgREST (Supabase): JWT expired
  "pgrst303",
  // PostgREST: JWT claims invalid
  // Kafka: the client's credentials or ACLs
  "sasl_authentication_failed",
  "topic_authorization_failed",
  "group_authorization_failed",
  "cluster_authorization_failed",
  "transactional_id_authorization_failed",
  "expired_key",
  // LiteLLM proxy: "Authentication Error - Expired Key"
  "invalid_session_id",
  // Salesforce
  // an image the API cannot read stays in the history and fails every later request
  "invalid_image",
  "invalid_image_format",
  // a server certificate that fails verification fails every request until a person fixes the trust
  // store or the proxy (Node's X509_V_ERR_* names and ERR_TLS_CERT_ALTNAME_INVALID, also under fetch)
  "cert_has_expired",
  "cert_not_yet_valid",
  "depth_zero_self_signed_cert",
  "self_signed_cert_in_chain",
  "unable_to_verify_leaf_signature",
  "unable_to_get_issuer_cert",
  "unable_to_get_issuer_cert_locally",
  "err_tls_cert_altname_invalid",
  "setlimitexceeded",
  // Volcengine Ark: the account's own inference cap ("Safe Experience Mode") paused the model
  // Tencent Cloud API 3.0: the account's balance or prepaid resources
  "resourceinsufficient.chargeresourceexhaust",
  "resourceunavailable.inarrears",
  "resourceunavailable.lowbalance",
  "failedoperation.freeresourcepackexhausted",
  // Hunyuan: the free pack is used up ("请购买资源包或开通后付费")
  "failedoperation.servicenotactivated",
  // Hunyuan: the service is not activated ("请前往控制台申请")
  "failedoperation.resourcepackexhausted",
  // Hunyuan: the paid pack is used up
  "failedoperation.servicestop",
  // Hunyuan: the user stopped the service ("用户主动停服。")
  // Tencent Cloud API 3.0's credential failures (its common error codes): a wrong or unknown SecretId, a bad signature,
  // a signature more than 5 minutes off (the machine's clock), a bad temporary token
  "authfailure.invalidsecretid",
  "authfailure.secretidnotfound",
  "authfailure.signaturefailure",
  "authfailure.signatureexpire",
  "authfailure.tokenfailure",
  "authfailure.invalidauthorization",
  // the Authorization header is not Tencent Cloud's form
  "authfailure.unauthorizedoperation",
  // the key's CAM policy does not allow the action: a person grants it
  "subscription_token_invalid",
  // Brave Search API: the key ("The provided subscription token is invalid.")
  "credits_required",
  // Anthropic (a 429 rate_limit_error's `details.error_code`): "Usage credits are required for this model."
  // Anthropic's other `details.error_code`s a person must act on (@anthropic-ai/sdk 1.14 `resources/shared.d.ts` documents
  // each): a spend cap or threshold reached (429s, until the next month or a new contract), a client older than the model
  // requires ("Run 'claude update'"), a key whose creator left, an encryption key disabled or fenced off, the organization
  // held, or of a type or without the parent organization the endpoint serves, a workspace without the feature
  "enforced_spend_limit_reached",
  "contract_spend_limit_reached",
  "linked_organization_spend_limit_reached",
  // OpenAI's help center (2026) lists these beside insufficient_quota: an organisation's or project's cap is reached
  "organization_usage_limit_exceeded",
  "organization_spend_limit_exceeded",
  "project_spend_limit_exceeded",
  "linked_organization_billing_unavailable",
  "claude_code_version_too_old",
  "claude_code_key_creator_not_member",
  "cmek_key_disabled",
  "cmek_key_network_blocked",
  "organization_on_hold",
  "organization_type_not_supported",
  "parent_organization_required",
  "workspace_human_review_disabled",
  // and the rest of that table (1.15) a person must act on: a compaction block whose signature does not verify (as a
  // thinking block's does), the file storage quota spent, Anthropic's approval missing for encryption keys or
  // External Storage, a beta or feature the organization is not enrolled in or eligible for, an organization's or
  // workspace's cap on keys, members, settings documents and versions, or storage attachments reached
  "compaction_signature_invalid",
  "storage_quota_exceeded",
  "cmek_not_approved",
  "grant_required",
  "storage_not_approved",
  "organization_not_enrolled_in_beta",
  "organization_not_eligible",
  "org_api_key_limit_exceeded",
  "workspace_api_key_limit_exceeded",
  "org_member_limit_exceeded",
  "workspace_member_limit_exceeded",
  "settings_document_limit_exceeded",
  "settings_history_limit_exceeded",
  "storage_attach_limit_reached",
  // Round 85: a local server that cannot load its model (mlx-serve's 500 `{ type: "model_load_failed" }` under a memory
  // cap) until a person changes its settings, as "llama-server failed to start" is
  "model_load_failed",
  "voice_limit_reached",
  // ElevenLabs: every custom voice slot is taken until one is deleted or the plan upgraded
  // Nango's codes for the same (see `permanentPhrases`): a connection whose refreshes are spent, a plan's cap
  "connection_refresh_exhausted",
  "resource_capped"
]);
var permanentPhrases = [
  // Round 86: Codex's MCP client when the server wants a login or token before `initialize` ("MCP client for `github`
  // failed to start: … error: Auth required, when send initialize request"); Panopticon's MCP server refusing every token
  // ({"code":-32001,"message":"Invalid or missing API token."})
  "auth required, when send initialize request",
  "invalid or missing api token",
  // Round 85: LM Studio's prediction store broken on disk ("Prediction history node with id '…' not found in shard
  // 'pack-0001' while attempting to write prediction node completion."): every call fails until its packs are deleted
  // (not "… not found while attempting to build chat history chain", one request's unknown response id)
  "while attempting to write prediction node",
  // OpenAI's Realtime for an organization without access (`access_not_enabled`, a code other APIs use for one party's
  // missing access: review 64)
  "organization does not have access to the realtime api",
  // Round 84: LibreChat's balance and key errors in more languages, one-api's quota as text
  "fondi insufficienti. saldo:",
  "\u6B8B\u9AD8\u304C\u4E0D\u8DB3\u3057\u3066\u3044\u307E\u3059\u3002\u6B8B\u9AD8\uFF1A",
  "\u05D0\u05D9\u05DF \u05DE\u05E1\u05E4\u05D9\u05E7 \u05D9\u05EA\u05E8\u05D4. \u05D9\u05EA\u05E8\u05D4:",
  "niewystarczaj\u0105ce fundusze. saldo:",
  "ongeldige sleutel opgegeven. geef een geldige sleutel op",
  "a chave fornecida \xE9 inv\xE1lida. forne\xE7a uma chave v\xE1lida",
  "raktas baig\u0117 galioti",
  "preconsumedquota [",
  // one-api: "user [3446] quota [-20847155]preConsumedQuota [743]is not enough"
  // Round 83: Roo Code's embedder texts, LobeHub's agent and runtime errors in more languages
  "authentication failed. please check your api key",
  // Kilo Code's and Roo Code's embedder on a 401
  "\u8A8D\u8A3C\u306B\u5931\u6557\u3057\u307E\u3057\u305F\u3002\u8A2D\u5B9A\u3067api\u30AD\u30FC\u3092\u78BA\u8A8D",
  "autentikasi gagal. silakan periksa kunci api",
  "ha fallat l'autenticaci\xF3. comproveu la vostra clau d'api",
  "x\xE1c th\u1EF1c kh\xF4ng th\xE0nh c\xF4ng. vui l\xF2ng ki\u1EC3m tra kh\xF3a api",
  "\u8EAB\u4EFD\u9A8C\u8BC1\u5931\u8D25\u3002\u8BF7\u68C0\u67E5\u60A8\u7684 api \u5BC6\u94A5",
  "\uC778\uC99D\uC5D0 \uC2E4\uD328\uD588\uC2B5\uB2C8\uB2E4. api \uD0A4\uB97C \uD655\uC778",
  "autenticazione fallita. controlla la tua chiave api",
  "uwierzytelnianie nie powiod\u0142o si\u0119. sprawd\u017A sw\xF3j klucz api",
  "aws \u8A8D\u8B49\u7121\u6548",
  "ongeldige aws-referenties",
  "\u0905\u092E\u093E\u0928\u094D\u092F aws \u0915\u094D\u0930\u0947\u0921\u0947\u0902\u0936\u093F\u092F\u0932\u094D\u0938",
  "amazon bedrock\u30B5\u30FC\u30D3\u30B9\u3078\u306E\u30A2\u30AF\u30BB\u30B9\u304C\u62D2\u5426\u3055\u308C\u307E\u3057\u305F",
  "acesso negado ao servi\xE7o amazon bedrock",
  "akses ditolak ke layanan amazon bedrock",
  "acc\xE9s denegat al servei d'amazon bedrock",
  // Kilo Code's banners for a 401, a 402 and a 403 in Arabic, Thai, Ukrainian and Czech
  "\u0641\u0634\u0644\u062A \u0627\u0644\u0645\u0635\u0627\u062F\u0642\u0629 \u0645\u0639 \u0627\u0644\u0645\u0648\u0641\u0631",
  "\u0627\u0633\u062A\u0646\u0641\u062F\u062A \u0627\u0644\u0631\u0635\u064A\u062F/\u0627\u0644\u0623\u0631\u0635\u062F\u0629",
  "\u0645\u0641\u062A\u0627\u062D api \u0635\u062D\u064A\u062D\u060C \u0644\u0643\u0646 \u0627\u0644\u0645\u0648\u0641\u0631 \u0631\u0641\u0636",
  "\u0E44\u0E21\u0E48\u0E2A\u0E32\u0E21\u0E32\u0E23\u0E16\u0E22\u0E37\u0E19\u0E22\u0E31\u0E19\u0E15\u0E31\u0E27\u0E15\u0E19\u0E01\u0E31\u0E1A\u0E1C\u0E39\u0E49\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23\u0E44\u0E14\u0E49",
  "\u0E2B\u0E21\u0E14\u0E40\u0E07\u0E34\u0E19/\u0E40\u0E04\u0E23\u0E14\u0E34\u0E15\u0E43\u0E19\u0E1A\u0E31\u0E0D\u0E0A\u0E35",
  "api key \u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E16\u0E39\u0E01\u0E15\u0E49\u0E2D\u0E07 \u0E41\u0E15\u0E48\u0E1C\u0E39\u0E49\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23\u0E1B\u0E0F\u0E34\u0E40\u0E2A\u0E18",
  "\u043D\u0435 \u0432\u0434\u0430\u043B\u043E\u0441\u044F \u0430\u0432\u0442\u0435\u043D\u0442\u0438\u0444\u0456\u043A\u0443\u0432\u0430\u0442\u0438\u0441\u044F \u0437 \u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440\u043E\u043C",
  "api \u043A\u043B\u044E\u0447 \u0434\u0456\u0439\u0441\u043D\u0438\u0439, \u0430\u043B\u0435 \u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440 \u0432\u0456\u0434\u043C\u043E\u0432\u0438\u0432\u0441\u044F",
  "api kl\xED\u010D je platn\xFD, ale poskytovatel odm\xEDtl",
  // LobeHub: the agent's account spent, its credits gone, its device to sign in again, the provider misconfigured
  "hat sein kontingent ausgesch\xF6pft",
  "\u0438\u0441\u0447\u0435\u0440\u043F\u0430\u043B \u0441\u0432\u043E\u044E \u043A\u0432\u043E\u0442\u0443",
  "\u8D26\u53F7\u989D\u5EA6\u5DF2\u8017\u5C3D",
  "\u306B\u30AF\u30EC\u30B8\u30C3\u30C8\u3092\u8FFD\u52A0\u3059\u308B\u304B",
  "d'ajouter des cr\xE9dits au compte",
  "\u7684\u8BBE\u5907\u4E0A\u91CD\u65B0\u767B\u5F55",
  "die anbieter-konfiguration ist ung\xFCltig",
  "github copilot\u306E\u8A8D\u8A3C\u306B\u5931\u6557\u3057\u307E\u3057\u305F",
  // Round 82: smaller model providers and apps in front of them
  "resource tag 'discovery' is forbidden",
  // OVHcloud AI Endpoints: a Discovery project without a payment method
  "invalid_scope_token",
  // Infomaniak: a token without the ai_tools scope, to be made again
  "not enabled for the contract",
  // IONOS (paas-feature-1): support enables the feature
  "couldn't find a secret with the name",
  // Continue's hub proxy: the provider's key secret was never added
  "charge authorization failed",
  // Nous Portal's 402 BILLING_ERROR (insufficient_funds)
  // Round 81: apps' texts in more languages (Roo Code's, Kilo Code's, Chatbox's, LobeHub's locale files and small apps)
  // a refused login or key
  "un'identificazione non valida",
  // (not a library service's "Risposta identificazione non valida": review 62)
  "la chiave api openai \xE8 vuota",
  "error de autenticaci\xF3n. comprueba tu clave de api",
  "\xE9chec de l'authentification. veuillez v\xE9rifier votre cl\xE9 api",
  "api-schl\xFCssel ung\xFCltig",
  "clave de api inv\xE1lida",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u0438. \u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u0441\u0432\u043E\u0439 \u043A\u043B\u044E\u0447 api",
  "kimlik do\u011Frulama ba\u015Far\u0131s\u0131z oldu. l\xFCtfen",
  // (not a login form's bare sentence: review 62)
  "cerebras api kimlik do\u011Frulama ba\u015Far\u0131s\u0131z oldu",
  "nepoda\u0159ilo se autentizovat u poskytovatele",
  "\u0E25\u0E49\u0E21\u0E40\u0E2B\u0E25\u0E27 \u0E01\u0E23\u0E38\u0E13\u0E32\u0E15\u0E23\u0E27\u0E08\u0E2A\u0E2D\u0E1A\u0E27\u0E48\u0E32 api key",
  "api-nyckel \xE4r giltig och inte har l\xF6pt ut",
  "api kl\xED\u010D je platn\xFD a nevypr\u0161el",
  "api \u043A\u043B\u044E\u0447 \u0434\u0456\u0439\u0441\u043D\u0438\u0439 \u0456 \u043D\u0435 \u043F\u0440\u043E\u0441\u0442\u0440\u043E\u0447\u0435\u043D\u0438\u0439",
  // (not a user's wrong password or one callback's check, "支付回调鉴权失败": review 62)
  "\u9274\u6743\u5931\u8D25\uFF1A\u8BF7\u68C0\u67E5",
  "bedrock \u9274\u6743\u5931\u8D25\u3002",
  "\u65E0\u6548\u7684api key",
  "\u62D2\u7EDD\u4E86\u5BC6\u94A5",
  // a key with characters no header takes
  "api key \u0E21\u0E35\u0E15\u0E31\u0E27\u0E2D\u0E31\u0E01\u0E29\u0E23\u0E17\u0E35\u0E48\u0E44\u0E21\u0E48\u0E16\u0E39\u0E01\u0E15\u0E49\u0E2D\u0E07",
  "api kl\xED\u010D obsahuje neplatn\xE9 znaky",
  "api \u043A\u043B\u044E\u0447 \u043C\u0456\u0441\u0442\u0438\u0442\u044C \u043D\u0435\u0434\u043E\u043F\u0443\u0441\u0442\u0438\u043C\u0456 \u0441\u0438\u043C\u0432\u043E\u043B\u0438",
  // AWS credentials refused, Bedrock's IAM refusal (Roo Code's embedder)
  "credenciales de aws no v\xE1lidas",
  "\u043D\u0435\u0432\u0435\u0440\u043D\u044B\u0435 \u0443\u0447\u0435\u0442\u043D\u044B\u0435 \u0434\u0430\u043D\u043D\u044B\u0435 aws",
  "ge\xE7ersiz aws kimlik bilgileri",
  "zugriff auf den amazon bedrock-dienst verweigert",
  "\u0434\u043E\u0441\u0442\u0443\u043F \u0437\u0430\u043F\u0440\u0435\u0449\u0435\u043D \u043A \u0441\u0435\u0440\u0432\u0438\u0441\u0443 amazon bedrock",
  "hizmetine eri\u015Fim reddedildi. l\xFCtfen iam",
  // a balance spent (Kilo Code's 402 banner)
  "do\u0161ly prost\u0159edky/kredity",
  "\u0437\u0430\u043A\u0456\u043D\u0447\u0438\u043B\u0438\u0441\u044F \u043A\u043E\u0448\u0442\u0438/\u043A\u0440\u0435\u0434\u0438\u0442\u0438",
  // Round 80: inference endpoints, workflow automation, web search, and apps' texts in other languages
  "the endpoint is paused",
  // Hugging Face Inference Endpoints: "… ask a maintainer to restart it"
  "is not enabled for your shard",
  // Databricks: "Model serving is not enabled for your shard. Please contact …"
  // Pipedream's free tier, per day: only an upgrade lifts them
  "invocations quota exceeded",
  "runtime quota exceeded",
  "searches for the month are exhausted",
  // SerpApi's older wording of "Your account has run out of searches."
  '"error":"invalid_client"',
  // an OAuth token endpoint's refusal kept as text (GigaChat's, in a Russian app's)
  // Dify's missing key and provider, as its French, German and Spanish screens say them (its other languages are
  // recorded)
  "la cl\xE9 du fournisseur llm n'a pas \xE9t\xE9 d\xE9finie",
  "llm-anbieterschl\xFCssel wurde nicht festgelegt",
  "la clave del proveedor llm no se ha establecido",
  "aucun fournisseur de mod\xE8le configur\xE9",
  "kein modellanbieter konfiguriert",
  "le fournisseur de mod\xE8les n'est pas configur\xE9",
  // Japanese apps: a balance short, a key refused, authentication failing ("… 管理者にお問い合わせください")
  "\u30AF\u30EC\u30B8\u30C3\u30C8\u6B8B\u9AD8\u304C\u4E0D\u8DB3",
  // (not a game wallet's, a points ledger's or a bet's "残高が不足": review 61)
  "\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u306E\u6B8B\u9AD8\u304C\u4E0D\u8DB3",
  "api\u30AD\u30FC\u304C\u7121\u52B9",
  "api \u30AD\u30FC\u304C\u7121\u52B9",
  "api\u30AD\u30FC\u8A8D\u8A3C\u306B\u5931\u6557",
  "api\u306E\u8A8D\u8A3C\u306B\u5931\u6557",
  "\u8A8D\u8A3C\u306B\u554F\u984C\u304C\u767A\u751F\u3057\u3066\u3044\u307E\u3059\u3002\u7BA1\u7406\u8005\u306B",
  // Korean apps: a usage cap with the plan to check, a key's form refused
  "\uC0AC\uC6A9\uB7C9 \uD55C\uB3C4\uB97C \uCD08\uACFC\uD588\uC2B5\uB2C8\uB2E4. \uC694\uAE08\uC81C\uB97C \uD655\uC778",
  "api \uD0A4 \uD615\uC2DD\uC774 \uC720\uD6A8\uD558\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  // Russian and Arabic apps: a balance short, a payment refused, no key set, a key to check
  "\u043D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u0441\u0440\u0435\u0434\u0441\u0442\u0432 \u043D\u0430 \u0431\u0430\u043B\u0430\u043D\u0441\u0435",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u043E\u043F\u043B\u0430\u0442\u044B \u0443 \u043F\u043E\u0441\u0442\u0430\u0432\u0449\u0438\u043A\u0430 \u043C\u043E\u0434\u0435\u043B\u0438",
  "\u043D\u0435\u043E\u0431\u0445\u043E\u0434\u0438\u043C\u043E \u0443\u043A\u0430\u0437\u0430\u0442\u044C api-\u043A\u043B\u044E\u0447",
  // review 61: a day's request cap (where "Превышен лимит запросов …" elsewhere passes), a login session that ended
  "\u043B\u0438\u043C\u0438\u0442 \u0437\u0430\u043F\u0440\u043E\u0441\u043E\u0432 \u043D\u0430 \u0441\u0435\u0433\u043E\u0434\u043D\u044F",
  "troppe richieste oggi",
  // review 62: "Troppe richieste oggi. Riprova domani."
  "\u0441\u0443\u0442\u043E\u0447\u043D\u044B\u0439 \u043B\u0438\u043C\u0438\u0442 \u0437\u0430\u043F\u0440\u043E\u0441\u043E\u0432",
  "\uC77C\uC77C \uC694\uCCAD \uD55C\uB3C4\uB97C \uCD08\uACFC",
  "\u0627\u0646\u062A\u0647\u0649 \u0648\u0642\u062A \u0627\u0644\u062C\u0644\u0633\u0629",
  "oturum zaman a\u015F\u0131m\u0131na u\u011Frad\u0131",
  "\u062A\u0623\u0643\u062F \u0645\u0646 \u0635\u062D\u0629 \u0645\u0641\u062A\u0627\u062D api",
  // Round 79: observability, embeddings, document parsing, datastores, project tools, sandboxes
  // LangWatch's 429 `{ error: "ERR_PLAN_LIMIT", message: "Monthly limit of 10000 traces reached. … upgrade your plan" }`
  "err_plan_limit",
  // Langfuse: "Invalid public key. Confirm that you've configured the correct host." (also "Invalid credentials. …")
  "confirm that you've configured the correct host",
  "active, paid subscription to use",
  // Datalab (Marker): "You need an active, paid subscription to use this API"
  // Daytona: stopped sandboxes count against the disk until a person archives or deletes them ("Total disk limit
  // exceeded. Maximum allowed: 300GiB."; its CPU and memory limits pass as sandboxes stop)
  "total disk limit exceeded",
  "organization is suspended",
  // Daytona: "Organization is suspended: Please verify your email address"
  // Round 78: the model providers and their gateways again (Anthropic, Google, Bedrock, OpenRouter)
  // Claude Code (2026): an organization's admin turned subscription use off, or its billing failed; until a person acts
  "has disabled claude subscription access",
  "your project has been denied access",
  // Gemini API: a project banned ("… Please contact support.")
  "no api key provided",
  // claude-relay-service for Gemini: "Unauthorized - No API key provided. Please provide …"
  "please make sure your api key is valid",
  // Bedrock API keys: "Authentication failed: Please make sure your API Key …"
  // OpenRouter's key with a monthly limit ("… can only afford 0. To increase, visit https://openrouter.ai/settings/keys
  // and create a key with a higher monthly limit"; "Prompt tokens limit exceeded: N > M. To increase, …"): the key's
  // credit, not the model's window
  "requires more credits, or fewer max_tokens",
  "create a key with a higher monthly limit",
  // Round 77: travel, document conversion, healthcare, vector search, telephony, games
  "developer over rate",
  // Mashery (Hotelbeds): ERR_403_DEVELOPER_OVER_RATE, the key's daily quota ("… Over Qps": a second)
  "apikey is not associated with a valid client",
  // Hotelbeds
  "subscription plan does not support this api function",
  // aviationstack (apilayer's function_access_restricted)
  "authorization code is invalid or has expired",
  // SMART on FHIR (Okta): the user signs in again
  "please provide a valid api token",
  // ConvertAPI (4013): "Missing credentials. Please provide a valid API token."
  "authexception' with message 'unauthorized'",
  // iLovePDF's PHP SDK: the project key refused
  "api key was missing or invalid",
  // Zamzar
  "daily call limit over",
  // PDF4me (a 402): resets the next day
  "premium subscription required for the owner of the app",
  // Spotify (2026): the app owner's Premium
  "invalid sso token",
  // Battle.net's OAuth
  "external feed is blocked due to resource exhaustion",
  // Vespa (NO_SPACE): the content nodes' disk over its limit
  "storage is full",
  // Marqo: "Your Marqo storage is full. Please delete documents before …"
  "need an extended quota",
  // Algolia: "Rules quota exceeded. Please contact us if you need an extended quota."
  "quota exceeded, change plan",
  // Algolia: "Record quota exceeded, change plan or delete records."
  // Round 76: e-signature, social publishing, news, market data, database platforms, geocoding
  "used all available tokens for unsubscribed users",
  // Event Registry: "… subscribe to a paid plan"
  "your api key is wrong",
  // GNews: "Unauthorized -- Your API key is wrong."
  "upgrade to api pro",
  // Etherscan (NOTOK, in a 200): "Sorry, it looks like you are trying to access an API Pro endpoint."
  // Tiingo's allowances: "You have run over your daily request allocation.", "… your monthly bandwidth allocation."
  "run over your daily request allocation",
  "run over your monthly bandwidth allocation",
  "ip_address_not_on_access_list",
  // MongoDB Atlas: the API key's access list lacks the caller's address
  "no payment information was found for group",
  // MongoDB Atlas (a 402): the project has no payment method
  "please check your motherduck token",
  // MotherDuck: "Your request is not authenticated. Please check your …"
  "rate limited day",
  // LocationIQ (a 429): "Rate Limited Day", the account's daily allowance ("… Second": a window)
  // Round 75: calendars, translation, speech, code hosting and CI, meetings, analytics
  "rest api is not yet supported for this mailbox",
  // Microsoft Graph (MailboxNotEnabledForRESTAPI): unlicensed
  // LibreTranslate (a 400): "Visit https://portal.libretranslate.com to get an API key", older "Please contact the server
  // operator to obtain an API key" (not a free tier's "… to get an API key for higher rate limits": review 57)
  "portal.libretranslate.com to get an api key",
  "server operator to obtain an api key",
  "invalid `x-api-token` header",
  // Lokalise: a bad token, also as a 400
  "vs30063",
  // Azure DevOps: "VS30063: You are not authorized to access https://dev.azure.com" (the token or identity)
  "no more ci minutes available",
  // GitLab CI: the namespace's monthly compute minutes
  "no application access policy found for this app",
  // Microsoft Graph onlineMeetings: an admin grants the policy
  "requires a valid access token",
  // Webex: "The request requires a valid access token set in the Authorization …"
  // Round 74: proxies and scrapers, help desks, public data, marketplaces, MCP platforms
  "account is suspended",
  // Bright Data: "often due to a negative balance"
  "please activate it in account settings",
  // Bright Data: "Account is new, please activate it in account settings."
  "billing cycle to reset",
  // ScrapeLLM (a 429): "Credit limit reached. Upgrade your plan or wait for your billing cycle …"
  "exceeded the api credits limit",
  // ScrapingAnt: "The API token is wrong or you have exceeded the API credits limit."
  // Devise (Chatwoot): "You need to sign in or sign up before continuing." — the API token refused
  "you need to sign in or sign up before continuing",
  "partner and shop has no linked",
  // Shopee (error_auth): the shop has not authorized the app
  "mcp server requires authorization",
  // Smithery's connection in auth_required
  // mcp-remote, after its OAuth flow: "Already attempted reconnection for reason: authentication-needed. Giving up."
  "reason: authentication-needed",
  // Round 73: smart home, generative media, email marketing, bookkeeping, identity providers, shipping
  // Tuya (1106): the cloud project lacks the device's authorization or data center, with its code (not a logger's
  // "permission deny to write logFile", a view's "Permission deny" for one user: review 55)
  "1106: permission deny",
  // Kling (1102, as a 429): the resource pack spent (not one transfer's "Balance not enough to withdraw": review 55)
  "account balance not enough",
  "not enough api tokens",
  // Leonardo.ai: its prepaid API tokens (credits, not a context)
  "smtp account is not yet activated",
  // Brevo / Sendinblue: activated by its support, even behind an SMTP 502
  "premium functionality on workspace which is not premium",
  // Toggl Track: a feature of a paid plan
  // Keycloak's refresh refused as text ("Failed to get token: invalid_grant: Session not active"): a person signs in again
  "invalid_grant: session not active",
  "invalid_grant: token is not active",
  "e0000006",
  // Okta's "You do not have permission to perform the requested action": a grant an admin adds
  // TrackingMore (4021, 4019, 4002): a trial or balance spent, a key removed
  "remaining quota is deficient",
  "balance is insufficient, please recharge",
  "api key has been deleted",
  // Firebase Auth (its message, a 400): a sensitive call after an old sign-in; the user signs in again
  "credential_too_old_login_again",
  "api total daily requests of",
  // homebridge-govee: "Govee API total daily requests of 10000 has been reached. Resets on …"
  // Round 72: regional payments, incident tools, design tools, validation APIs, app hosting
  "api key provided is invalid",
  // Xendit: "The API key provided is invalid. Please make sure to use the secret …"
  "no api key detected",
  // Xendit's INVALID_API_KEY
  // Xendit (not a key bound to one bot or store, asked about another: review 54)
  "api key is not authorized for this api service",
  "api key is forbidden to perform",
  // Xendit's REQUEST_FORBIDDEN_ERROR
  // Opsgenie (a 422): a user's token where an integration's key belongs, or a typo (with its "!": an issue key's or a
  // public key's format check is the request's, review 54)
  "key format is not valid!",
  "account plan does not have the right to use",
  // Opsgenie: a feature the plan lacks
  "pages project has been blocked",
  // Cloudflare Pages (8000119): "… Contact abusereply@cloudflare.com."
  "verify your account by adding payment information",
  // Heroku's verification_required
  "credentials are no longer valid",
  // the Firebase CLI: "… Please run firebase login --reauth"
  "have you run firebase login",
  // the Firebase CLI: "Failed to authenticate, have you run firebase login?"
  "token that you provided seems to be invalid",
  // bolt.new's Netlify deploy
  // Round 71: fitness, food, free search and video, chat platforms, VPS providers, ML tracking
  "limit of connected athletes exceeded",
  // Strava: the app's athlete cap, raised by Strava's support
  "this app_id is for another api",
  // Edamam: "Unauthorized app_id = 368fd135. This app_id is for another API."
  "youtube is blocking requests from your ip",
  // youtube_transcript_api's RequestBlocked: a cloud address, proxies needed
  "your ip has been blocked by youtube",
  // …its IpBlocked
  "sign in to confirm you're not a bot",
  // yt-dlp: cookies needed for every video
  "reach max api daily quota limit",
  // WeChat and WeCom (45009)
  "access_token expired",
  // WeChat and WeCom (42001): "access_token expired, more info at …"
  "will exceed your droplet limit",
  // DigitalOcean: the account's cap, raised by its support
  "limit exceeded (resource_limit_exceeded",
  // Hetzner Cloud (hcloud): "server limit exceeded (resource_limit_exceeded, …)"
  "unable to authenticate you",
  // DigitalOcean: a bad or revoked token
  "account limit reached. please open a support ticket",
  // Linode
  "this call has not been granted",
  // OVHcloud: the consumer key's access rules
  "api_key not configured",
  // wandb's UsageError
  "api key you provided is either invalid or missing",
  // wandb's AuthenticationError
  "user is not logged in",
  // wandb: "Error while calling W&B API: user is not logged in (<Response [401]>)"
  "api key must be 40 characters long",
  // wandb before 0.22.3: every new-format key refused
  "isn't available for personal accounts",
  // W&B Inference (sent as a 429): a team is needed
  "invalidrestapikey",
  // Comet's InvalidRestAPIKey, whose message is the key alone
  "requires an api key. please provide",
  // Comet: "Comet.ml requires an API key. Please provide …"
  "missingapitoken",
  // Neptune's MissingApiToken
  "failed to locate provided credentials",
  // ClearML: "Unauthorized (invalid credentials) (failed to locate …)"
  "accelerator quota exceeded",
  // Kaggle's weekly GPU hours
  "connect to a gpu due to usage limits",
  // Colab: compute units spent
  "@userinvitationquotaexhausted",
  // Google Classroom: a teacher's daily invitations (GAM calls it "Temporary error")
  "session has been logged out or has expired",
  // Moodle's servicerequireslogin
  // Round 70: writing tools, notes, music, CRMs and vehicles
  "enough credits to complete the request",
  // Copyleaks (13): "You don't have enough credits to complete the request …"
  "you need to purchase credits",
  // Copyleaks (17): "You have no credits. You need to purchase credits …"
  "this user is disabled. contact support",
  // Copyleaks (4)
  "to use your account, you need to confirm the email address",
  // Copyleaks (3)
  "edamuserexception(errorcode=8,",
  // Evernote's Python SDK: INVALID_AUTH
  "edamuserexception(errorcode=9,",
  // …and AUTH_EXPIRED
  "error 40101: authorization required",
  // Obsidian's Local REST API: no or a wrong API key
  "no api_token passed and the limit was reached",
  // AudD: the keyless allowance spent
  "the access token provided is expired, revoked",
  // OAuth bearer tokens (Genius): "… malformed or invalid …"
  "authorization header value either not set or blank",
  // Podcast Index
  "invalid oauth scope",
  // Zoho (OAUTH_SCOPE_MISMATCH): "Invalid oauth scope to access this URL"
  "must be registered in the current region",
  // Tesla's Fleet API (412): the partner account, registered per region
  // Round 69: games, commerce, open data, developer communities, media hosting and web utilities
  // API-Football / API-Sports: "You have reached the request limit for the day" (not a chat template's "… your request
  // limit for the day", sent for a window of seconds: review 51)
  "reached the request limit for the day",
  "invalid oauth token",
  // Twitch: "401 (Unauthorized) - invalid oauth token"
  "don't have a required scope to access",
  // BigCommerce: "You don't have a required scope to access the endpoint"
  "token does not have at least one of required scope",
  // Gitea / Forgejo: "… required scope(s): [read:user]"
  "variable api_key is not registered",
  // FRED: "The value for variable api_key is not registered." (a 400)
  "invalid or inactive api key",
  // the Census API: "You have supplied an invalid or inactive API key."
  "included a key with this request, however, it is not valid",
  // the Census API's page
  "daily client requests exceeded",
  // Imgur: the app's daily allowance
  "must supply api_key",
  // Cloudinary: no key configured
  // Round 68: data services' daily caps and blocks, as their bodies and apps' texts say them
  "you have been blocked because you have violated",
  // Nominatim's "Access blocked" page: lifted when a person fixes it
  "upgrade to increase your usage limits",
  // ipinfo's 429 for a plan's allowance: "Rate limit exceeded. Upgrade to …"
  "not allowed to use the place service",
  // Google Places' REQUEST_DENIED: the API is not enabled for the project
  "run out of api credits for the day",
  // Twelve Data (its per-minute twin says "for the current minute")
  "daily api request limit exceeded",
  // Open-Meteo: "… Please try again tomorrow."
  "the allowed number of requests has been exceeded",
  // AccuWeather's daily cap, sent as a 503
  "use your own email address in api calls",
  // Unpaywall's only credential is the caller's email address
  "limit reach . please upgrade your plan",
  // Financial Modeling Prep's daily calls, sent as a 429
  "remote inference unauthorized",
  // Guardrails AI's Hub: "Exception: 401: Remote Inference Unauthorized. Please run …"
  // Round 57: routers' per-key caps and Asian plans' gates, as texts
  "key limit exceeded (",
  // OpenRouter: "Key limit exceeded (total limit)" / "(monthly limit)": a person raises the cap
  "\u56FE\u7247\u8F93\u5165\u683C\u5F0F/\u89E3\u6790\u9519\u8BEF",
  // Z.ai (1210): an image it cannot read stays in the history
  "access to the current ak has been blocked",
  // iFlow (434): "… due to unauthorized requests"
  "token plan not support model",
  // MiniMax (2061): "your current token plan not support model, …"
  "your qwen api quota has been exhausted",
  // qwen-code: the free tier's allowance ("Please wait for your quota to reset.")
  // Round 56: on-device models a device cannot run, plan caps of vector stores and gateways, a CLI's login
  "not allowed to execute model",
  // Chrome's built-in AI (NotAllowedError): not signed in, or the model is not allowed
  "webgpu device was lost while loading the model",
  // WebLLM: out of memory loading it (a smaller model is the fix)
  "webgpu is not supported in your current environment",
  // WebLLM's WebGPUNotAvailableError
  "is too large for the available vram",
  // node-llama-cpp's InsufficientMemoryError (not the prompt's size)
  "can't create a session. failed to allocate a buffer",
  // onnxruntime-web: the model does not fit in memory
  "required llm feature not found",
  // Android AICore (8-NOT_AVAILABLE): no model on this device
  "606-feature_not_found",
  // Android AICore: the feature cannot be prepared on this device
  "reached the max storage allowed for",
  // Pinecone (403 QUOTA_EXCEEDED): "… for project …; upgrade your plan"
  "use `vercel login` or `vercel switch`",
  // Vercel: "Your current vercel account does not have access …"
  // Bifrost: "Budget exceeded: VK budget exceeded: 105.50 > 100.00 dollars" (a virtual key's, a team's, a customer's)
  "vk budget exceeded",
  "team budget exceeded",
  "customer budget exceeded",
  "-level budget exceeded",
  // Round 55: data and social APIs' plan caps and refused keys, infrastructure tools' expired logins and certificates
  // Google Maps (REQUEST_DENIED): the API is not enabled for the project, or the key's restrictions leave this caller out
  "project is not authorized to use this api",
  "application is not authorized to use this api key",
  "exceeded your daily request quota",
  // Google Maps (OVER_QUERY_LIMIT): until the next day or a billing account
  "you must enable billing on the google cloud project",
  // Google Maps (REQUEST_DENIED)
  "choose the proper subscription",
  // OpenWeatherMap's 429: "Your account is temporary blocked … of your subscription type"
  "requests over a 24 hour period",
  // NewsAPI's developer plan: "limited to 100 requests over a 24 hour period"
  "please sign up for a free account to continue",
  // Finnhub's 429 without a token
  "invalid appid",
  // Wolfram|Alpha: "Error 1: Invalid appid"
  "usage cap exceeded",
  // X API v2 (UsageCapExceeded): "Usage cap exceeded: Monthly product cap"
  "error validating access token",
  // Meta Graph (190): the session expired or was invalidated
  "throttle application day limit",
  // LinkedIn: "Resource level throttle APPLICATION DAY limit … is reached."
  "throttle member day limit",
  "exceeded the number of videos they may upload",
  // YouTube (uploadLimitExceeded)
  "daily active user quota reached",
  // TikTok (reached_active_user_cap), whatever "try again later" beside it says
  "certificate has expired or is not yet valid",
  // Go's x509 (kubectl): renewed by a person
  "tls: expired certificate",
  // Round 87: Go's certificate checks ("tls: failed to verify certificate: x509: certificate signed by unknown authority",
  // "… x509: certificate is valid for ollama.com, not registry.ollama.ai", also relayed in a 500 by Ollama's server),
  // .NET's ("The remote certificate is invalid because of errors in the certificate chain"): a trust store, a hosts
  // entry or a revocation setting a person fixes
  "tls: failed to verify certificate",
  // Round 88: schannel's revocation check that cannot reach the CA (a firewall a person opens) and a TLS client without
  // credentials (a sandbox account); Google's auth plugin refused by the token endpoint inside a gRPC UNAVAILABLE ("Getting
  // metadata from plugin failed with error: invalid_grant"); local model servers that cannot load the model until a
  // person changes memory, settings or the install (Ollama's "memory layout cannot be allocated with num_gpu = 26", LM
  // Studio's "Failed to load the model" banner — its line break after it: an app's wrapper writes "failed to load the
  // model: <cause>" around any cause, review 67 — Jan's "Could not load engine")
  "crypt_e_no_revocation_check",
  // Round 90: OpenSSL's verdict as Ruby prints it ("SSL_connect returned=1 errno=0 … certificate verify failed"), curl
  // without its CA file ("(77) error setting certificate verify locations") or without TLS at all ('Protocol "https" not
  // supported or disabled in libcurl': a person installs another curl), LangChain's troubleshooting link for a refused
  // credential behind its wrappers ("…/troubleshooting/errors/MODEL_AUTHENTICATION/"), a browser extension whose context
  // is gone until a person reloads the page ("Extension context invalidated.")
  "certificate verify failed",
  "error setting certificate verify locations",
  'protocol "https" not supported or disabled in libcurl',
  "troubleshooting/errors/model_authentication",
  "extension context invalidated",
  // Round 89: Apple's and Android's certificate verdicts ("The certificate for this server is invalid. You might be
  // connecting to a server that is pretending to be …", "Trust anchor for certification path not found", "Chain
  // validation failed")
  "the certificate for this server is invalid",
  "trust anchor for certification path not found",
  // only as Android's TLS exceptions say it: an authorization or a ledger's "chain validation failed" is the request's
  // (review 68)
  "sslhandshakeexception: chain validation failed",
  "certificateexception: chain validation failed",
  "sec_e_no_credentials",
  "getting metadata from plugin failed with error: invalid_grant",
  "getting metadata from plugin failed with error: ('invalid_grant",
  "memory layout cannot be allocated",
  "failed to load the model\n",
  "could not load engine",
  "certificate signed by unknown authority",
  "x509: certificate is valid for",
  "the remote certificate is invalid",
  "pkix path building failed",
  // Java: no trusted certificate path (Spring's ResourceAccessException around it)
  "pkix path validation failed",
  // Java: an expired or revoked certificate ("validity check failed")
  "is not in peer certificate",
  // gRPC: "Peer name 172.18.8.241 is not in peer certificate"
  // the JDK's HttpURLConnection in streaming mode, for a 401 or a proxy's 407 (as Spring's ResourceAccessException wraps it)
  "cannot retry due to server authentication, in streaming mode",
  "cannot retry due to proxy authentication, in streaming mode",
  "certificateexception: no name matching",
  // Java: "No name matching localhost found"
  "no subject alternative names present",
  "no subject alternative dns name matching",
  "reauthentication required",
  // gcloud: a person signs in ("gcloud auth login")
  "reauthentication failed",
  "session token not found or invalid",
  // the AWS CLI's SSO role credentials
  "sso session associated with this profile has expired",
  // Vapi's `endedReason` and Retell's `disconnection_reason`: a spent quota, a bad key, an account held
  "-429-exceeded-quota",
  "-401-incorrect-api-key",
  // Vapi's outbound SIP trunk refusing the call ("…-providerfault-outbound-sip-403-forbidden"): its credentials or
  // permissions, whatever "providerfault" says
  "providerfault-outbound-sip-403-forbidden",
  "-407-proxy-authentication-required",
  "-quota-exceeded",
  "-blocked-account-in-probation",
  "error-subscription-insufficient-credits",
  "-requested-payment",
  "no_valid_payment",
  // Agents' mail, drive and SaaS tools (round 54): a full mailbox or drive, a spent daily or monthly allowance, missing
  // consent or SSO, an account not activated, a guest's or a sandbox's limits, a token gone: a person acts
  "mailbox quota exceeded",
  // Microsoft Graph 507 QuotaExceededException: "Target mailbox quota exceeded."
  "insufficient space available",
  // Microsoft Graph quotaLimitReached (OneDrive full)
  "daily user sending limit exceeded",
  // Gmail SMTP 550-5.4.5
  "daily user sending quota exceeded",
  "has not consented to use the application",
  // Entra ID AADSTS65001
  // GitHub: "Resource protected by organization SAML enforcement. You must grant your … token access to this organization."
  "protected by organization saml enforcement",
  "api billing plan limit exceeded",
  // Airtable (PUBLIC_API_BILLING_LIMIT_EXCEEDED): the month's requests are spent
  " daily messages limit",
  // Twilio 63038: "Account AC… exceeded the 500 daily messages limit"
  "please activate your mailgun account",
  "sandbox subdomains are for test purposes only",
  // Mailgun: only authorized recipients until a person adds a domain
  "oauth token not found",
  // ClickUp (OAUTH_018)
  "ask the workspace owner to upgrade you",
  // Notion MCP: "You are a guest, so you cannot connect to Notion MCP. …"
  "provided api key could not be found",
  // IBM Cloud IAM (BXNIM0415E), as watsonx apps print it
  "refresh token expired",
  // IBM Cloud IAM: the login behind the token is over; a person signs in again
  // SambaNova (PAYMENT_METHOD_REQUIRED): "A payment method is required. Add one at …/plans/billing to continue."; Nomic:
  // "You have exceeded your 10000000 free tokens … Enter a payment method at https://atlas.nomic.ai to continue …"
  "a payment method is required. add one at",
  // (a form's "A payment method is required" is a missing field)
  "enter a payment method at",
  // Vercel AI Gateway: "Free credits temporarily have restricted access due to abuse. … Paid credits continue to have
  // unrestricted access." (until a person buys credits or the block is lifted)
  "free credits temporarily have restricted access",
  "premium request allowance",
  // GitHub Copilot: "You have exceeded your premium request allowance."
  "exceeded the monthly usage quota",
  // a Claude Code relay: "… It will reset at 2026-08-29 23:59:59 +0800 CST."
  // Volcengine Ark's AccountQuotaExceeded (a 429: "… It will reset at <time> +0800 CST"): the 5-hour or weekly window
  // (also its template as sent, "the 5-hour/weekly/monthly usage quota", and the Agent Plan's daily one)
  "usage quota. it will reset at",
  "has exhausted its free trial quota",
  // Volcengine Ark (a 429 QuotaExceeded): the free trial is used up
  "has exhausted the free trial quota",
  // BytePlus ModelArk's wording
  "\u8FDD\u89C4\u884C\u4E3A\uFF0C\u8D26\u53F7\u5DF2\u88AB\u9501\u5B9A",
  // Zhipu (1121): "账户存违规行为，账号已被锁定" (locked for a violation; support unlocks it)
  "\u8BE5appid\u6CA1\u6709\u76F8\u5173\u529F\u80FD\u7684\u6388\u6743",
  // iFlytek Spark (11200): the app has no licence for the feature
  "auth no enough license",
  // iFlytek Spark's WebSocket API (11201, the day's cap)
  "\u65E5\u6D41\u63A7\u8D85\u9650",
  // iFlytek Spark (11201): "授权错误：日流控超限。超过当日最大访问量的限制" (the day's cap)
  // GigaChat's OAuth: the key's scope is not the API's it is used for (a person fixes the scope or reissues the key)
  "scope from db not fully includes consumed scope",
  "\u4E2D\u672A\u6536\u5230authorization\u53C2\u6570",
  // Zhipu (1001): "Header中未收到Authorization参数，无法进行身份验证。" (no key sent)
  "reached for this month",
  // Amazon Q Developer: "Maximum …GenerateAssistantResponse reached for this month."
  // a client certificate the server requires (mTLS) is missing: a person configures one
  "tlsv13 alert certificate required",
  "tls: certificate required",
  // Go crypto/tls: "remote error: tls: certificate required"
  "no required ssl certificate was sent",
  // nginx's 400 page for a missing client certificate
  "proxy authentication required",
  // undici fetch's own network error for a 407
  // Ollama (a 500): "model requires more system memory (7.5 GiB) than is available (5.2 GiB)": the machine cannot load
  // the model for any request until a person frees memory or picks a smaller model
  "requires more system memory",
  // Anthropic's MCP connector: "Invalid authorization token for MCP server 'notion'. Please check your token and try
  // again." (a 400): every request naming the server fails until a person replaces the token
  "invalid authorization token",
  // Gemini (429 RESOURCE_EXHAUSTED): "Your project has exceeded its monthly spending cap." — lasts until the month ends
  "spending cap",
  "spend cap",
  // hermes-agent's own check: "Model … has a context window of 32,768 tokens, which is below the minimum 64,000 required
  // by Hermes Agent": no compaction helps, a person picks another model or sets the window in its config
  "tokens, which is below the minimum",
  "insufficient_quota",
  "credit balance",
  // Anthropic: "Your credit balance is too low to access the Anthropic API"
  "insufficient credit",
  // OpenRouter 402: "Insufficient credits"
  "insufficient balance",
  // DeepSeek 402
  "insufficient funds",
  "insufficient account balance",
  "billing hard limit",
  // Google Cloud (FAILED_PRECONDITION): "Billing account for project '…' is not found. Billing must be enabled for
  // activation of service(s) …"
  "billing must be enabled",
  "billing_hard_limit",
  "spend limit",
  "spending limit",
  "reached your specified api usage limits",
  // Anthropic
  "reached your specified workspace api usage limits",
  // Anthropic, a workspace's cap
  "monthly api usage threshold",
  // Anthropic (enforced_spend_limit_reached): "… crossed its monthly API usage threshold …"
  "no credits remaining",
  // OpenAI (credit_balance_exhausted), Continue's hub: "You have no credits remaining. Add credits …"
  "usage credits are required",
  // Anthropic (credits_required), after the overflow rules ("… for long context requests")
  "reached the set inference limit",
  // Volcengine Ark (SetLimitExceeded)
  "does not yet include access to",
  // Z.ai (1311): "Your current subscription plan does not yet include access to GLM-5"
  "to restore access, please submit a request",
  // Z.ai
  "to use codex with your chatgpt plan, upgrade",
  // Codex CLI: a plan without Codex
  // Codex's sign-in: "Your access token could not be refreshed because your refresh token was already used. Please log
  // out and sign in again." (also "… because you have since logged out or signed in to another account."); its token
  // endpoint's "Failed to refresh token: 400 Bad Request: Invalid 'refresh_token': empty string." (the stored login, not
  // the request); a workspace an admin disabled for the CLI (a text that still says "Please try again")
  "access token could not be refreshed",
  "failed to refresh token: 400 bad request",
  "codex_cli_workspace_disabled",
  "no eligible chatgpt workspaces found",
  // auth.openai.com (chatgpt_account_missing): no workspace may use Codex
  "free tier can only be used from within",
  // OpenCode Zen: "OpenCode's free tier can only be used from within OpenCode"
  "please run /login",
  // Claude Code: "Not logged in · Please run /login", "Your account does not have access to …"
  "doesn't serve your region",
  // Cursor: "This model provider doesn't serve your region."
  "requires terms acceptance",
  // Groq: "The model `playai-tts` requires terms acceptance. Please have the org admin accept …"
  // the command-line tools agents run, when their credentials or daemon are missing
  // git: "fatal: Authentication failed for 'https://github.com/…'"; PostgREST PGRST000's details: "FATAL:  password
  // authentication failed for user \"authenticator\""
  "authentication failed for",
  "could not read username for",
  // git with prompts off: "could not read Username for 'https://github.com': …"
  "permission denied (publickey)",
  // ssh, git over ssh
  // git over HTTPS: "RPC failed; curl 60 SSL peer certificate or SSH remote key was not OK", "SSL certificate
  // problem: unable to get local issuer certificate" (a trust store a person fixes)
  "ssl certificate problem",
  "ssl peer certificate or ssh remote key was not ok",
  "host key verification failed",
  // ssh
  "to get started with github cli",
  // gh: "To get started with GitHub CLI, please run: gh auth login"
  "you must be logged in to the server",
  // kubectl
  "cannot connect to the docker daemon",
  // docker: "… Is the docker daemon running?"
  "could not find a working container runtime strategy",
  // testcontainers: no Docker or Podman it can reach
  // a SQLite file that cannot be opened (better-sqlite3's TypeError "Cannot open database because the directory does not
  // exist", which @effect/sql-sqlite-node's layer dies with; SQLite's own SQLITE_CANTOPEN text): a path a person fixes
  "cannot open database because the directory does not exist",
  "unable to open database file",
  "no space left on device",
  // npm ENOSPC, docker: the machine's disk, as text (`enospc` is read as a code)
  // the Vercel AI SDK's gateway without its key: "Unauthenticated. Configure AI_GATEWAY_API_KEY …" (production),
  // "Unauthenticated request to AI Gateway." (development)
  "unauthenticated. configure ai_gateway_api_key",
  "unauthenticated request to ai gateway",
  // a local model server that cannot load its model file, or whose process is gone: a person fixes the machine
  "failed to load model from",
  // llama.cpp's loader, as Ollama relays it: "error loading model: … failed to load model from …"
  "could not load model:",
  // LocalAI: "could not load model: rpc error: code = Unavailable desc = … EOF" (its backend dies loading)
  "upstream command exited prematurely",
  // llama-swap: "unable to start process: …": the model's configured command fails
  "insufficient system resources",
  // LM Studio: "Model loading aborted due to insufficient system resources" (a 404)
  "llama server is not running",
  // Second-Me's relay once llama-server is down
  "url elicitation required",
  // MCP (-32042): a person opens the URL and authorizes the tool's third-party access
  "free usage exceeded",
  // OpenCode Zen
  "free user account exceeded",
  // Windsurf: "… free user account exceeded, please … upgrade to a paid plan"
  "missing api key",
  // Claude Code: "Missing API key · Run /login"
  "you have no quota",
  // Copilot: "Quota Exceeded Server Error: You have no quota Error Code: quota_exceeded"
  "used all of your chat messages",
  // Cody: "You've used all of your chat messages and commands for today": "Free usage exceeded, subscribe to Go"
  "not enough credits",
  // Cline: "Not enough credits available"
  "requests for the free trial",
  // Continue: "You have exceeded the maximum number of requests for the free trial." (1313): a Fair Usage Policy breach; a person asks for access back
  "budget has been exceeded",
  // LiteLLM proxy
  "exceededbudget:",
  // LiteLLM proxy: "ExceededBudget: User=… over budget. Spend=10.63, Budget=10.0"
  "over budget. spend=",
  // LiteLLM's keys and teams: "… over budget. Spend=…, Budget=…"
  "has no byok credential",
  // Cloudflare AI Gateway (2040): a person stores the provider key
  "exceeded budget for",
  // LiteLLM router: "No deployments available - crossed budget: Exceeded budget for deployment …"
  "exceeded your budget",
  "payment required",
  "billing_not_active",
  "account is not active",
  "account_deactivated",
  "account has been deactivated",
  "account deactivated",
  "account has been disabled",
  "organization has been disabled",
  // Anthropic
  "account is disabled",
  "has been suspended",
  "invalid api key",
  "invalid apikey",
  // iFlow: "Invalid apiKey，get your apiKey: https://iflow.cn/" (in a 200, `status: "434"`)
  "claude code not found at",
  // the Claude Agent SDK's CLINotFoundError: "Claude Code not found at: /usr/local/bin/claude"
  // MCP authorizations to renew: Claude Code's 'MCP server "x" requires re-authorization (token expired)', claude.ai's
  // "Authorization with the MCP server failed. You can check your credentials and permissions.", Buildkite's server's
  // "Authentication required. Please supply a valid API Access Token"
  "requires re-authorization",
  "authorization with the mcp server failed",
  "please supply a valid api access token",
  // a certificate the client does not trust, in prose: Claude Code's "Unable to connect to API: Self-signed certificate
  // detected. Check your proxy or corporate SSL certificates", the AI SDK's "Cannot connect to API: self signed
  // certificate in certificate chain", the X509 names Node gives them ("… UNABLE_TO_GET_ISSUER_CERT_LOCALLY …")
  "self-signed certificate",
  // Claude Code's certificate verdicts: "Unable to connect to API: SSL certificate verification failed / has expired /
  // hostname mismatch / is not yet valid", "… SSL error (CERT_UNTRUSTED)", "(PATH_LENGTH_EXCEEDED)" (not retried since
  // v2.1.199)
  "unable to connect to api: ssl certificate",
  "unable to connect to api: ssl error (cert_",
  "unable to connect to api: ssl error (path_length_exceeded)",
  "self signed certificate",
  "unable_to_get_issuer_cert",
  "api key is required, please",
  // E2B's AuthenticationError: "API key is required, please visit the Team tab …"
  // Firecrawl without a key: "You've hit Firecrawl's keyless free tier rate limit. To continue now, create a free API key
  // …" (a per-address daily cap)
  "keyless free tier",
  "do not have enough credits",
  // Runway (a 400): "You do not have enough credits to run this task."
  // Hugging Face's router (a 402): "You have depleted your monthly included credits." (its older "exceeded your monthly
  // included credits" is recorded too)
  "depleted your monthly included credits",
  // OpenAI Realtime's `inference_not_authorized_error`: "You have insufficient permissions for this operation. Missing
  // scopes: model.request." (a restricted key a person edits)
  "missing scopes: model.request",
  "must be authenticated to use this endpoint",
  // ElevenLabs' realtime auth_error
  "api_key` to be initialized",
  // runpod-python: "Expected `run_pod.api_key` to be initialized. …"
  "entschuldigung, sie haben keine berechtigung, auf diesen inhalt zuzugreifen",
  // LobeHub (de-DE) response.403
  // Zed's text for a provider's 403 ("Zed's API rejected the request due to insufficient permissions. Check that your API
  // key has access to this model.") and for a subscription not signed in ("Failed to authenticate provider: ChatGPT
  // Subscription: Sign in with your ChatGPT Plus or Pro subscription …")
  "rejected the request due to insufficient permissions",
  "failed to authenticate provider",
  // n8n: its 401 headline ("Authorization failed - please check your credentials"); its OpenAI node's text for
  // `insufficient_quota` ("Insufficient quota detected. Learn more about resolving this issue")
  "authorization failed - please check your credentials",
  "insufficient quota detected",
  // Dify's ProviderTokenNotInitError: "Model gpt-4-0125-preview credentials is not initialized." (a person sets them)
  "credentials is not initialized",
  // Qoder: "您的免费试用帐户数量过多，因此此帐户的使用暂时受限…" (too many free-trial accounts: this one is restricted until a
  // person upgrades or switches); its paywall relayed by 9router ('[qoder error 403: {"code":"112","message":{"pricingUrl":
  // …}}]'); CodeBuddy's CLI before any login ("CodeBuddy: Authentication required")
  "\u514D\u8D39\u8BD5\u7528\u5E10\u6237\u6570\u91CF\u8FC7\u591A",
  '{"pricingurl":',
  "codebuddy: authentication required",
  // a client without a key: simonw/llm's "Error: No key found - add one using 'llm keys set openai' or set the
  // OPENAI_API_KEY environment variable", openai-python's "The api_key client option must be set either by passing api_key
  // to the client or by setting the OPENAI_API_KEY environment variable"
  "no key found - add one using",
  "api_key client option must be set",
  // Letta's quota reasons ('429 {"error":"Rate limited","reasons":["exceeded-quota"]}', a 402's "not-enough-credits") and
  // Coze's 4028 ("Your free quota has been used up. Please upgrade to a paid plan …")
  '"exceeded-quota"',
  '"not-enough-credits"',
  "free quota has been used up",
  // Gemini Code Assist's licences and tiers (an admin, a plan or an account change): "You must be a named user on your
  // organization's Gemini Code Assist Standard edition subscription …", "You're restricted from using Gemini Code Assist
  // for individuals in your organization.", gemini-cli's IneligibleTierError ("Your current account is not eligible for
  // Gemini Code Assist for individuals …", "This client is no longer supported for Gemini Code Assist …"), a Workspace
  // account without its project ("This account requires setting the GOOGLE_CLOUD_PROJECT or GOOGLE_CLOUD_PROJECT_ID env
  // var.", and, before that text, "Failed to sign in. Message: Request contains an invalid argument"), and Google's
  // sign-in for products the account may not use ("The following products are not yet authorized to access your account")
  "named user on your organization's",
  "restricted from using gemini code assist",
  "not eligible for gemini code assist",
  "no longer supported for gemini code assist",
  "ineligibletiererror",
  "requires setting the google_cloud_project",
  "failed to sign in. message: request contains an invalid argument",
  "not yet authorized to access your account",
  // Google's disabled API in prose ("Cloud Code Private API has not been used in project 1958… before or it is disabled.
  // Enable it by visiting …"), as its SERVICE_DISABLED body says it
  "before or it is disabled",
  // Lemonade: "Failed to load model 'Qwen3-0.6B-GGUF': llama-server failed to start" (code model_load_error, a 500): the
  // local server cannot run the model until a person fixes its install
  "llama-server failed to start",
  "invalid_api_key",
  "incorrect api key",
  // OpenAI: "Incorrect API key provided: sk-…"
  "api key was reported as leaked",
  // Gemini: "Your API key was reported as leaked. Please use another API key."
  "please pass in the api key",
  // Genkit's Google AI plugin without a key: "… or set the GEMINI_API_KEY or GOOGLE_API_KEY …"
  "api key not valid",
  // Gemini: "API key not valid. Please pass a valid API key."
  "api key not found",
  // Gemini
  "api_key_invalid",
  "api key expired",
  // Gemini: "API key expired. Please renew the API key."
  "invalid x-api-key",
  // Anthropic
  "invalid authentication",
  "invalid bearer token",
  "didn't provide an api key",
  // OpenAI
  "security token included in the request is invalid",
  // AWS
  "bearer token included in the request is invalid",
  // AWS (Kiro's CLI, AccessDeniedException): a login to renew
  // a login a person renews: Qwen Code's "Refresh token expired or invalid. Please use '/auth' to re-authenticate.", "…
  // Please re-authenticate.", Crush's "Please re-authenticate with Hyper.", Roo's "Please re-authenticate with OpenAI
  // Codex"; kimi-cli's "Your login session may have expired. Please run \"/login\" …"; Qwen's device flow "Device code
  // expired or invalid, please restart the authorization process."
  "please re-authenticate",
  // an instruction to sign in again (not the MCP SDK's "Failed to re-authenticate: fetch failed", a refresh the network
  // broke): kimi-cli's "Type /login to re-authenticate.", Qwen Code's "use '/auth' to re-authenticate", opencode's "try
  // running `opencode auth login …` to re-authenticate"
  "/login to re-authenticate",
  "/auth to re-authenticate",
  "/auth' to re-authenticate",
  "` to re-authenticate",
  "login session may have expired",
  "device code expired",
  "api key may be invalid or expired",
  // grok-cli's text for a 401
  // grok-cli's text for a 403 without a message of its own (not a gateway's "… does not have permission to use this
  // model": another model passes)
  "your api key does not have permission for this request",
  // Kimi Code without a membership: "rejected OAuth credentials: We're unable to verify your membership benefits at this
  // time. Please ensure your membership is active."
  "ensure your membership is active",
  // Kiro: "Your User ID (…) temporarily is suspended. We've locked your account as a security precaution …" (support
  // verifies the user); "You are out of requests in your plan. Upgrade … or wait for next month's new set of requests."
  "temporarily is suspended",
  "out of requests in your plan",
  "security token included in the request is expired",
  // AWS
  "token has expired",
  // OAuth logins
  '"exp" claim timestamp check failed',
  // Supabase (InvalidJWT, a 400): the session's JWT expired
  "token is expired",
  // "Provided authentication token is expired."
  "no api key for provider",
  // pi-ai: "No API key for provider: openai-codex" (a login to renew)
  // Bedrock (2026): "data retention mode 'default' is not available for this model": the account must opt in to the
  // model's data retention, which no request can do
  "data retention mode '",
  // Gemini Code Assist's per-user quota in an organisation: "Individual quota reached. Contact your administrator to
  // enable overages" (a 429 that an admin clears)
  "administrator to enable overages",
  // Cursor locks an account for a day: "Too many computers used within the last 24 hours, please try again later"
  "too many computers used",
  // the server accepts no TLS version the client offers (OpenSSL: "tlsv1 alert protocol version", under EPROTO or
  // Node's ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION): a person updates one side
  "alert protocol version",
  "proxy rejected connection - notallowed",
  // a SOCKS proxy's rules refuse the host (the socks package)
  // Ollama could not load the model at all ("llama runner process has terminated: error loading model: unknown model
  // architecture", "… missing tensor", "… unable to allocate CUDA0 buffer"): every request fails until a person acts
  "error loading model",
  // Ollama's other words for it: "llama runner: failed to load model '…': this model may be incompatible with your
  // version of Ollama"
  "this model may be incompatible with your version of ollama",
  "\u65E0\u6548\u7684\u4EE4\u724C",
  // new-api: "无效的令牌" (an invalid key)
  "\u4EE4\u724C\u72B6\u6001\u4E0D\u53EF\u7528",
  // new-api: "该令牌状态不可用" (the key is disabled, expired or used up)
  "\u989D\u5EA6\u5DF2\u7528\u5C3D",
  // "the quota is used up", in relays' and apps' words (also beside "请稍后再试")
  "\u984D\u5EA6\u5DF2\u7528\u76E1",
  // Git LFS on GitHub: "This repository is over its data quota. Account responsible for LFS bandwidth should purchase
  // more data packs to restore access."
  "over its data quota",
  // docker for a user outside the docker group: "permission denied while trying to connect to the Docker daemon socket"
  "permission denied while trying to connect to the docker daemon",
  "free limit reached",
  // OpenCode Zen: "Free limit reached\n\nSubscribe to OpenCode Go …": the free tier is spent
  "api access paused",
  // Anthropic via OpenCode: "[permission_error] API access paused for this organization."
  "update to the latest version of cursor",
  // Cursor's resource_exhausted that asks for a client update
  // Telegram: a second copy of the bot polls with the same token ("Conflict: terminated by other getUpdates request")
  "terminated by other getupdates request",
  // Redis refuses writes until its disk is fixed: "MISCONF Redis is configured to save RDB snapshots, but it's
  // currently unable to persist to disk."
  "misconf redis is configured",
  "deprecated sdk version",
  // Cloudflare Workers AI (5019, a 405): "Request trying to use deprecated SDK version"
  "invalid api token",
  // Cohere (InvalidTokenError, a 498 that no status table names)
  "no api key found for provider",
  // OpenClaw: "No API key found for provider \"anthropic\". Auth store: …"
  "rejected your api key",
  // Hermes: "OpenCode Go rejected your API key — The key saved … is invalid or was revoked."
  "not allowed for organization",
  // Requesty: "Provider not allowed for organization": an admin's policy
  // Kilo's words for a 403 from a bot challenge or proxy in front of the provider: "Forbidden: request was blocked by a
  // gateway or proxy. You may not have permission to access this resource — check your account …"
  "blocked by a gateway or proxy",
  // a client built without its key fails every request until a person sets it (like "api key is missing")
  "missing credentials. please pass",
  // openai 6.x: "Missing credentials. Please pass an `apiKey`, or set …"
  "environment variable is missing or empty",
  // SDKs generated by Stainless (groq-sdk, openai 4.x/5.x, …)
  "could not resolve authentication method",
  // @anthropic-ai/sdk: neither apiKey nor authToken is set
  "api_key env variable",
  // LlamaIndex.TS: "Set Anthropic Key in ANTHROPIC_API_KEY env variable"
  "has been revoked",
  // "API key has been revoked"
  "user location is not supported",
  // Gemini
  "country, region, or territory not supported",
  // OpenAI
  // Bedrock (a 400 ValidationException): "Access to Anthropic models is not allowed from unsupported countries, regions,
  // or territories."
  "not allowed from unsupported countries",
  // Roo Code's text for a 403: "Unauthorized. Your API key is valid, but the provider refused to complete this request."
  "but the provider refused to complete this request",
  "usage is not included for",
  // OpenAI Codex (`usage_not_included`): "Usage is not included for this model."
  "unsupported_country_region_territory",
  "could not process image",
  // Anthropic: a corrupt image in the history fails every later request
  "image.source.base64",
  // Anthropic: "messages.2.content.0.image.source.base64: image exceeds 5 MB maximum"
  "uploaded an unsupported image",
  // OpenAI (invalid_image_format)
  // Anthropic: a thinking block in the history that differs from what the API returned ("messages.1.content.0: Invalid
  // `signature` in `thinking` block") fails every later turn, as a corrupt image there does
  "invalid `signature` in `thinking` block",
  "size of the input image exceeds",
  // Volcengine Ark (InvalidParameter.OversizedImage)
  // a system library the program needs is not installed (Puppeteer's "Failed to launch the browser process! …
  // chrome: error while loading shared libraries: libnss3.so"): a person installs it
  "error while loading shared libraries",
  // a native library or extension that is not installed: SQLite's "Failed to load extension" with "vec0.so: cannot open
  // shared object file: No such file or directory" (@effect/sql-sqlite-node loading sqlite-vec); not "…: Too many open
  // files" (the process is out of file handles for a moment)
  "cannot open shared object file: no such file or directory",
  "over your space quota",
  // MongoDB Atlas (8000): "you are over your space quota, using 513 MB of 512 MB"
  "not available in this country",
  // Junie: "Junie is not available in this country"
  "not available in your country",
  // Gemini: "Gemini API free tier is not available in your country"
  "invalid peer certificate",
  // Deno: "invalid peer certificate: Expired"
  "certificate_verify_failed",
  // Python ssl / aiohttp: "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: …"
  "api key is missing",
  // Vercel AI SDK's LoadAPIKeyError: "OpenAI API key is missing. Pass it using …"
  "account is in good standing",
  // Alibaba DashScope (Arrearage)
  "\u4F59\u989D\u4E0D\u8DB3",
  // Zhipu (1113): "余额不足或无可用资源包,请充值。" (insufficient balance, please top up)
  "open api total request limit reached",
  // Baidu (error_code 19): "Open api total request limit reached"
  "access token invalid or no longer valid",
  // Baidu (error_code 110)
  "access token expired",
  // Baidu (error_code 111): a token lives 30 days, then a person fetches another
  "bad auth : authentication failed",
  // MongoDB Atlas (code 8000): the user or password is wrong
  // NATS's server refusing the credentials, as nats.js passes its -ERR on ("'Authorization Violation'", "'Authentication
  // Expired'"; nats.js's own `isAuthError()`): quoted so, not an app's own AUTHORIZATION_VIOLATION for one request
  "'authorization violation'",
  "'authentication expired'",
  // Upstash Redis: the plan's monthly or daily command allowance is spent ("ERR max requests limit exceeded. Limit:
  // 500000, Usage: 500000"); it comes back with the next period or a larger plan
  "err max requests limit exceeded",
  // coding agents' plan and access gates: Warp's "Request failed with error: QuotaLimit" (its AI allowance, until it
  // resets), Augment's "You must purchase a paid subscription to continue", Copilot CLI's "access denied by Copilot
  // policy" (an admin enables it), Cursor's ConnectRPC "[unauthenticated] Not logged in."
  "request failed with error: quotalimit",
  // MCP servers' failed results for a token a person must replace or re-authorize (supabase-mcp's "Unauthorized. Please
  // provide a valid access token to the MCP server …", sentry-mcp's "Sentry rejected the stored access token for this
  // session", Atlassian's remote server relaying its 401 as JSON text, github-mcp-server's fine-grained token without
  // the permission)
  "unauthorized. please provide a valid access token",
  "rejected the stored access token",
  'authentication failed: {"code":401',
  'authentication failed: {\\"code\\":401',
  "resource not accessible by personal access token",
  // hosting platforms with nothing to answer until a person acts: Modal's disabled workspace ("modal-http: workspace
  // ac-… is disabled", for billing) and its stopped app, a Hugging Face Space in error (its RUNTIME_ERROR stage, a 503), a
  // stopped or deleted Azure Container App
  "modal-http: workspace ",
  "modal-http: app for invoked web endpoint is stopped",
  "your space is in error",
  // (an app scaled to zero can serve the same page for a moment while it starts: nothing in the text tells them apart)
  "this container app is stopped or does not exist",
  "you must purchase a paid subscription",
  "access denied by copilot policy",
  "[unauthenticated] not logged in",
  "err max daily request limit exceeded",
  "host system is missing dependencies",
  // Playwright: no browser starts until a person installs the libraries
  // kimi-cli's texts for a 401 and a 402 (a key refused, a login or plan expired), and a quota it says to upgrade
  "authorization failed, please check your api key",
  "your session may have expired",
  "membership expired, please renew your plan",
  // not "membership expired" alone: a gym's member's is one record's
  "quota exceeded, please upgrade your plan",
  "\u4ECA\u65E5\u8C03\u7528\u6B21\u6570\u9650\u989D",
  // Zhipu (1304): "该 API 已达今日调用次数限额，如有更多需求，请联系客服购买" (today's call quota, buy more)
  // Zhipu (1112): "您的账户已被锁定，请联系客服解锁" (the account is locked; support unlocks it), not a login's lock for
  // some minutes ("账号已被锁定，请 10 分钟后再试")
  "\u8D26\u6237\u5DF2\u88AB\u9501\u5B9A\uFF0C\u8BF7\u8054\u7CFB\u5BA2\u670D",
  "usage limit reached for",
  // Zhipu (1308): "Usage limit reached for 5 hour. Your limit will reset at …"
  "\u4F7F\u7528\u4E0A\u9650",
  // Zhipu (1308) in Chinese: "已达到 5 小时的使用上限。" (the 5-hour usage cap is reached)
  "daily free allocation",
  // Cloudflare Workers AI: "you have used up your daily free allocation of 10,000 neurons"
  "out of extra usage",
  // Anthropic: "You're out of extra usage. Add more at claude.ai/settings/usage"
  "draw from your extra usage",
  // Anthropic: "Third-party apps now draw from your extra usage, not your plan limits."
  "draw from extra usage",
  // Anthropic, to Team and Enterprise plans: "… now draw from extra usage, not plan limits. …"
  "too many free trial accounts used on this machine",
  // Cursor: "… Please upgrade to pro." (an anti-abuse block)
  "run out of searches",
  // SerpApi: "Your account has run out of searches."
  "appidnoautherror",
  // iFlytek Spark (11200): the app has no allowance for the model or its tokens
  "\u666E\u901A\u7528\u6237\u4E0D\u652F\u6301\u6307\u5B9A\u6E20\u9053",
  // one-api: a non-admin key that names a channel ("ordinary users may not pick a channel")
  "subscription token is invalid",
  // Brave Search API, as its MCP server returns the body in a tool result's text
  // Playwright without its browsers ("browserType.launch: Executable doesn't exist at …", "npx playwright install"), and
  // playwright-mcp's profile held by another instance ("Browser is already in use for …, use --isolated …")
  "executable doesn't exist at",
  "browser is already in use for",
  "chromium distribution '",
  // Playwright's channel browsers: "Chromium distribution 'chrome' is not found at /opt/…"
  // Puppeteer: "Could not find Chrome (ver. 146.0.7680.31). This can occur if either 1. you did not perform an installation …"
  "did not perform an installation before running",
  "out of credits",
  // Codebuff: "Out of credits. Please add credits at https://www.codebuff.com/usage"
  "check policy enablement",
  // Copilot: "No model available. Check policy enablement under GitHub Settings > Copilot"
  "only authorized for use with claude code",
  // Anthropic
  "only available for coding agents",
  // Kimi, DashScope: a coding plan's key used by another client: a Claude Code credential used by another client
  "organization has been restricted",
  // Groq (organization_restricted)
  "has not activated the model",
  // Volcengine Ark (ModelNotOpen)
  "\u5957\u9910\u5DF2\u5230\u671F",
  // Zhipu (1309): "您的GLM Coding Plan套餐已到期" (the coding plan has expired)
  "expired or revoked",
  // Google OAuth: "Token has been expired or revoked."
  "reauth related error",
  // Google OAuth: "reauth related error (invalid_rapt)"
  "bad credentials",
  // GitHub (also through MCP servers): "Bad credentials"
  "required use-case form",
  // Bedrock through gateways: "You have not filled out the required use-case form …"
  "could not discover a valid google cloud project id",
  // Gemini Code Assist, as a 500: a person sets the project
  // Redis replies: the server's memory or the client's credentials
  "oom command not allowed",
  "noauth ",
  // "NOAUTH Authentication required.", "NOAUTH HELLO must be called with the client already authenticated…"
  "wrongpass ",
  // "WRONGPASS invalid username-password pair or user is disabled."
  "requires authentication",
  // MongoDB (13): "command find requires authentication" (no login at all)
  "api key you provided was rejected",
  // Pinecone (PineconeAuthorizationError)
  "limit for the current month",
  // Pinecone: "You've reached your write unit limit for the current month"
  "flood-stage watermark",
  // Elasticsearch: a disk so full the index is blocked, whatever its 429 says
  "access-refused",
  // AMQP 403: "ACCESS-REFUSED - Login was refused", a vhost or resource refused
  "permission_denied:",
  // gRPC status text: "PERMISSION_DENIED: … insufficient permissions" (Weaviate)
  "only allows claude code clients",
  // relays: "No available accounts: this group only allows Claude Code clients"
  "totalrequests limit exceeded",
  // Salesforce: the org's 24-hour API allowance
  "exceeds your plan's set usage limit",
  // Tavily
  "out of ai credits",
  // Warp: "Looks like you're out of AI credits."
  // localized apps' texts (LobeHub's locale files, GenU): check the balance, a bad or empty key, a spent quota, credit to
  // top up, a Bedrock model not enabled in the console
  "\u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u0431\u0430\u043B\u0430\u043D\u0441",
  "\u043D\u0435\u0432\u0435\u0440\u043D\u044B\u0439 \u0438\u043B\u0438 \u043F\u0443\u0441\u0442\u043E\u0439 api-\u043A\u043B\u044E\u0447",
  "\u30AF\u30A9\u30FC\u30BF\u304C\u4F7F\u3044\u679C\u305F\u3055\u308C\u307E\u3057\u305F",
  "laden sie guthaben auf",
  // LobeHub (zh-CN, ko-KR) and LibreChat (zh-Hans, ru, ja): a budget or credits spent, a quota used up, a key empty,
  // invalid, expired or not found ("剩余额度不足以使用此模型。请充值额度…", "订阅积分已用尽…", "할당량이 소진되었습니다.",
  // "OpenAI API Key 为空或不正确", "API Key가 비어 있거나 올바르지 않습니다", "提供的密钥无效", "您提供的 … 密钥已于 … 过期",
  // "未找到密钥", "Предоставлен некорректный ключ.", "… укажите новый ключ …", "無効なキーが提供されました。")
  "\u989D\u5EA6\u4E0D\u8DB3",
  "\u79EF\u5206\u5DF2\u7528\u5C3D",
  "\uD560\uB2F9\uB7C9\uC774 \uC18C\uC9C4",
  "api key \u4E3A\u7A7A\u6216\u4E0D\u6B63\u786E",
  "api key\uAC00 \uBE44\uC5B4 \uC788\uAC70\uB098 \uC62C\uBC14\uB974\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "\u5BC6\u94A5\u65E0\u6548",
  "\u5BC6\u94A5\u5DF2\u4E8E",
  "\u672A\u627E\u5230\u5BC6\u94A5",
  "\u043D\u0435\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u043D\u044B\u0439 \u043A\u043B\u044E\u0447",
  "\u0443\u043A\u0430\u0436\u0438\u0442\u0435 \u043D\u043E\u0432\u044B\u0439 \u043A\u043B\u044E\u0447",
  "\u7121\u52B9\u306A\u30AD\u30FC\u304C\u63D0\u4F9B",
  // not "無効なキー" alone: a CLI's "無効なキー: foo" is a bad config key
  // LibreChat's uk, th and cs: a key invalid, expired or not found, each with its request for another key (a key alone
  // could be a config file's)
  "\u043D\u0430\u0434\u0430\u043D\u043E \u043D\u0435\u043A\u043E\u0440\u0435\u043A\u0442\u043D\u0438\u0439 \u043A\u043B\u044E\u0447",
  "\u0432\u043A\u0430\u0436\u0456\u0442\u044C \u043D\u043E\u0432\u0438\u0439 \u043A\u043B\u044E\u0447",
  "\u043A\u043B\u044E\u0447 \u043D\u0435 \u0437\u043D\u0430\u0439\u0434\u0435\u043D\u043E. \u0431\u0443\u0434\u044C \u043B\u0430\u0441\u043A\u0430, \u0432\u043A\u0430\u0436\u0456\u0442\u044C \u043A\u043B\u044E\u0447",
  "\u0E04\u0E35\u0E22\u0E4C\u0E17\u0E35\u0E48\u0E43\u0E2B\u0E49\u0E21\u0E32\u0E44\u0E21\u0E48\u0E16\u0E39\u0E01\u0E15\u0E49\u0E2D\u0E07",
  "\u0E42\u0E1B\u0E23\u0E14\u0E43\u0E2B\u0E49\u0E04\u0E35\u0E22\u0E4C\u0E43\u0E2B\u0E21\u0E48",
  "\u0E44\u0E21\u0E48\u0E1E\u0E1A\u0E04\u0E35\u0E22\u0E4C \u0E42\u0E1B\u0E23\u0E14\u0E43\u0E2B\u0E49\u0E04\u0E35\u0E22\u0E4C",
  "zadan\xFD kl\xED\u010D je neplatn\xFD",
  "zadejte nov\xFD kl\xED\u010D",
  "nebyl nalezen \u017E\xE1dn\xFD kl\xED\u010D",
  // the same in LibreChat's he, es, ko, pl, tr, ar, lv, fa, pt-PT, hu and ca (each with the words around its key)
  "\u05DE\u05E4\u05EA\u05D7 \u05E9\u05E1\u05D5\u05E4\u05E7 \u05D0\u05D9\u05E0\u05D5 \u05D7\u05D5\u05E7\u05D9",
  "\u05D0\u05E0\u05D0 \u05E1\u05E4\u05E7 \u05DE\u05E4\u05EA\u05D7 \u05D7\u05D3\u05E9",
  "\u05DC\u05D0 \u05E0\u05DE\u05E6\u05D0 \u05DE\u05E4\u05EA\u05D7. \u05D0\u05E0\u05D0 \u05E1\u05E4\u05E7 \u05DE\u05E4\u05EA\u05D7",
  "clave proporcionada no v\xE1lida",
  "proporcione una clave nueva",
  "no se encontr\xF3 ninguna clave. por favor, proporcione una clave",
  "\uC81C\uACF5\uB41C \uD0A4\uAC00 \uC720\uD6A8\uD558\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "\uC0C8 \uD0A4\uB97C \uC81C\uACF5",
  "\uD0A4\uB97C \uCC3E\uC744 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4. \uD0A4\uB97C \uC81C\uACF5",
  "podano nieprawid\u0142owy klucz",
  "poda\u0107 nowy klucz",
  "nie znaleziono klucza. podaj klucz",
  "sa\u011Flanan anahtar ge\xE7ersiz",
  "tarihinde s\xFCresi dolmu\u015F. l\xFCtfen bir anahtar sa\u011Flay\u0131n",
  "anahtar bulunamad\u0131. l\xFCtfen bir anahtar sa\u011Flay\u0131n",
  "\u0645\u0641\u062A\u0627\u062D \u063A\u064A\u0631 \u0635\u0627\u0644\u062D. \u064A\u0631\u062C\u0649 \u062A\u0642\u062F\u064A\u0645 \u0645\u0641\u062A\u0627\u062D \u0635\u0627\u0644\u062D",
  "\u0627\u0646\u062A\u0647\u062A \u0635\u0644\u0627\u062D\u064A\u0629 \u0627\u0644\u0645\u0641\u062A\u0627\u062D \u0627\u0644\u0645\u0642\u062F\u0645",
  "\u0644\u0645 \u064A\u062A\u0645 \u0627\u0644\u0639\u062B\u0648\u0631 \u0639\u0644\u0649 \u0645\u0641\u062A\u0627\u062D. \u064A\u0631\u062C\u0649 \u062A\u0642\u062F\u064A\u0645 \u0645\u0641\u062A\u0627\u062D",
  "nor\u0101d\u012Bta neder\u012Bga atsl\u0113ga",
  "nor\u0101diet jaunu atsl\u0113gu",
  "atsl\u0113ga nav atrasta. l\u016Bdzu, nor\u0101diet atsl\u0113gu",
  "\u06A9\u0644\u06CC\u062F \u0646\u0627\u0645\u0639\u062A\u0628\u0631 \u0627\u0631\u0627\u0626\u0647 \u0634\u062F\u0647",
  "\u06CC\u06A9 \u06A9\u0644\u06CC\u062F \u062C\u062F\u06CC\u062F \u0627\u0631\u0627\u0626\u0647 \u062F\u0647\u06CC\u062F",
  "\u06A9\u0644\u06CC\u062F \u067E\u06CC\u062F\u0627 \u0646\u0634\u062F \u0644\u0637\u0641\u0627\u064B \u06CC\u06A9 \u06A9\u0644\u06CC\u062F \u0627\u0631\u0627\u0626\u0647 \u062F\u0647\u06CC\u062F",
  "forne\xE7a uma nova chave",
  "\xE9rv\xE9nytelen kulcs ker\xFClt megad\xE1sra",
  "adjon meg egy \xFAj kulcsot",
  "clau proporcionada no v\xE0lida",
  "no s'ha trobat cap clau. proporciona",
  // the same in LobeHub's de-DE, fr-FR, tr-TR and ja-JP, LibreChat's de, fr, pt-BR and zh-Hant and Chatbox's es and ru
  "abonnement ist aufgebraucht",
  "api-schl\xFCssel fehlt",
  "ihr monatliches kontingent",
  "ung\xFCltiger api-key",
  // LibreChat's it, LobeHub's nl-NL, fa-IR and bg-BG: a bad, missing or empty key, a base URL missing, spent quota, credits
  // or plan points; AnythingLLM's 24-hour chat quota; a local model Jan cannot load (not enough RAM or VRAM, a corrupt
  // file): a person frees memory, picks another model or downloads it again
  "chiave fornita non valida",
  "nessuna chiave trovata",
  "nessun url base trovato",
  "het quotum voor deze sleutel is bereikt",
  "api-sleutel is onjuist of leeg",
  "\u0627\u0639\u062A\u0628\u0627\u0631\u0627\u062A \u0628\u0627\u0642\u06CC\u0645\u0627\u0646\u062F\u0647 \u0634\u0645\u0627",
  // LobeHub's fa-IR key texts, never "کلید api" alone ("… پس از تغییر کلید API" closes its ModelNotFound text)
  "\u0646\u0627\u062F\u0631\u0633\u062A \u06CC\u0627 \u062E\u0627\u0644\u06CC \u0627\u0633\u062A. \u0644\u0637\u0641\u0627\u064B \u0622\u0646 \u0631\u0627 \u0628\u0631\u0631\u0633\u06CC \u06A9\u0631\u062F\u0647 \u0648 \u062F\u0648\u0628\u0627\u0631\u0647 \u062A\u0644\u0627\u0634 \u06A9\u0646\u06CC\u062F",
  "\u0646\u0627\u062F\u0631\u0633\u062A \u06CC\u0627 \u062E\u0627\u0644\u06CC \u0627\u0633\u062A\u060C \u0644\u0637\u0641\u0627\u064B \u06A9\u0644\u06CC\u062F api",
  "\u043F\u0440\u043E\u0432\u0435\u0440\u0435\u0442\u0435 \u0431\u0430\u043B\u0430\u043D\u0441\u0430 \u0441\u0438",
  "\u0438\u0437\u0447\u0435\u0440\u043F\u0430\u0445\u0442\u0435 \u0442\u043E\u0447\u043A\u0438\u0442\u0435 \u043E\u0442 \u0430\u0431\u043E\u043D\u0430\u043C\u0435\u043D\u0442\u0430 \u0441\u0438",
  "24 hour chat quota",
  "requires more ram or vram than is currently available",
  "model file appears to be incomplete or corrupted",
  // Coze: a model in arrears (4022 "模型欠费"), an invalid token (4100 "身份验证无效"), a bot's daily cap (4008 "用户限流",
  // "try again tomorrow" in its docs: only with Coze's code beside it, "用户限流" alone is any throttle); DashScope's
  // InvalidApiKey as an embedding client prints it ("Invalid API-key provided.")
  "\u6B20\u8D39",
  // Deepgram's 402 body without its status ({ err_code: "ASR_PAYMENT_REQUIRED", err_msg: "Project does not have enough
  // credits …" }); Composio's "No connected account found for user default for toolkit gmail" (a person runs the OAuth link)
  "does not have enough credits",
  "no connected account found",
  "\u8EAB\u4EFD\u9A8C\u8BC1\u65E0\u6548",
  "code: 4008, msg: \u7528\u6237\u9650\u6D41",
  "invalid api-key provided",
  // Dify's, FastGPT's and MaxKB's texts for bad or missing credentials, a spent hosted quota, no balance and a day's visits
  "incorrect model credentials provided",
  "no valid model provider credentials found",
  "api key is illegal",
  "quota for dify hosted model provider",
  "account balance is insufficient",
  "\u4ECA\u5929\u7684\u8BBF\u95EE\u6B21\u6570\u8D85\u8FC7\u9650\u5236",
  "visits exceeds today's visits",
  // Cherry Studio's texts for a 401, a 403, a spent free quota, no key and no balance (zh-cn, zh-tw, de-de)
  "\u8BF7\u68C0\u67E5 api \u5BC6\u94A5\u662F\u5426\u6B63\u786E",
  "\u8BF7\u68C0\u67E5api\u5BC6\u94A5\u662F\u5426\u6B63\u786E",
  // the usual unspaced form ("身份验证失败，请检查API密钥是否正确")
  "\u8EAB\u4EFD\u9A8C\u8BC1\u5931\u8D25\uFF0C\u8BF7\u68C0\u67E5api\u5BC6\u94A5",
  "\u8ACB\u6AA2\u67E5 api \u91D1\u9470\u662F\u5426\u6B63\u78BA",
  "\u6216\u8054\u7CFB\u670D\u52A1\u5546\u8BE2\u95EE\u88AB\u7981\u6B62\u539F\u56E0",
  "\u8ACB\u6AA2\u67E5\u662F\u5426\u5BE6\u540D\u8A8D\u8B49",
  "\u514D\u8D39\u914D\u989D\u5DF2\u7528\u5C3D",
  "\u60A8\u672A\u914D\u7F6E api \u5BC6\u94A5",
  "authentifizierung fehlgeschlagen",
  "kontingent f\xFCr heute ist aufgebraucht",
  "keinen api-schl\xFCssel konfiguriert",
  "zum aufladen",
  // the same in Cherry Studio's ja-jp, ru-ru, fr-fr and es-es (not their "pour recharger." / "para recargar.", whose
  // provider link is all that names a balance: "presione F5 para recargar." is a page's)
  "\u8A8D\u8A3C\u306B\u5931\u6557\u3057\u307E\u3057\u305F\u3002api\u30AD\u30FC\u304C\u6B63\u3057\u3044\u304B\u78BA\u8A8D",
  "\u30A2\u30AB\u30A6\u30F3\u30C8\u304C\u5B9F\u540D\u8A8D\u8A3C\u3055\u308C\u3066\u3044\u308B\u304B\u78BA\u8A8D",
  "api\u30AD\u30FC\u304C\u8A2D\u5B9A\u3055\u308C\u3066\u3044\u307E\u305B\u3093",
  "\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E \u043B\u0438 \u043D\u0430\u0441\u0442\u0440\u043E\u0435\u043D \u0432\u0430\u0448 \u043A\u043B\u044E\u0447 api",
  "\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E \u043B\u0438 \u043D\u0430\u0441\u0442\u0440\u043E\u0435\u043D\u044B \u0432\u0430\u0448\u0438 \u0443\u0447\u0435\u0442\u043D\u044B\u0435 \u0434\u0430\u043D\u043D\u044B\u0435",
  "\u043A\u043B\u044E\u0447 api \u043D\u0435 \u043D\u0430\u0441\u0442\u0440\u043E\u0435\u043D",
  "\xE9chec de l'authentification, veuillez v\xE9rifier que votre cl\xE9 api",
  "contacter le fournisseur de services pour demander la raison de l'interdiction",
  "tokens a \xE9t\xE9 \xE9puis\xE9. veuillez vous rendre sur",
  "vous n'avez pas configur\xE9 de cl\xE9 api",
  "fallo en la autenticaci\xF3n, revise si la clave api",
  "tokens se ha agotado. por favor, vaya a",
  "no ha configurado una clave api",
  "la clave api no est\xE1 configurada",
  // their 402, 403 and no-key texts in Cherry Studio's newer fr-fr and es-es, and SK .NET's retries of a 401
  "le solde ou le quota de votre compte est \xE9puis\xE9",
  "la cl\xE9 api n'est pas configur\xE9e",
  // Cherry Studio's el-gr, ro-ro and vi-vn and Chatbox's en, zh-Hans, pt-PT, nb-NO and sv: a bad or missing key or
  // licence, a spent daily or monthly quota, each with the words around it
  "\u03B1\u03C0\u03BF\u03C4\u03C5\u03C7\u03AF\u03B1 \u03B5\u03C0\u03B9\u03B2\u03B5\u03B2\u03B1\u03AF\u03C9\u03C3\u03B7\u03C2 \u03C4\u03B1\u03C5\u03C4\u03CC\u03C4\u03B7\u03C4\u03B1\u03C2, \u03C0\u03B1\u03C1\u03B1\u03BA\u03B1\u03BB\u03CE \u03B5\u03BB\u03AD\u03B3\u03BE\u03C4\u03B5 \u03B1\u03BD \u03B7 \u03BA\u03BB\u03B5\u03B9\u03B4\u03AF api",
  "\u03B1\u03C0\u03B1\u03B3\u03BF\u03C1\u03B5\u03CD\u03B5\u03C4\u03B1\u03B9 \u03B7 \u03C0\u03C1\u03CC\u03C3\u03B2\u03B1\u03C3\u03B7, \u03C0\u03B1\u03C1\u03B1\u03BA\u03B1\u03BB\u03CE \u03BC\u03B5\u03C4\u03B1\u03C6\u03C1\u03AC\u03C3\u03C4\u03B5 \u03C4\u03BF \u03C3\u03C5\u03B3\u03BA\u03B5\u03BA\u03C1\u03B9\u03BC\u03AD\u03BD\u03BF \u03C3\u03C6\u03AC\u03BB\u03BC\u03B1",
  "tokens \u03C3\u03B1\u03C2 \u03AD\u03C7\u03B5\u03B9 \u03B5\u03BE\u03B1\u03BD\u03C4\u03BB\u03B7\u03B8\u03B5\u03AF",
  "\u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03C4\u03B5 \u03C1\u03C5\u03B8\u03BC\u03AF\u03C3\u03B5\u03B9 \u03C4\u03BF \u03BA\u03BB\u03B5\u03B9\u03B4\u03AF api",
  "autentificarea a e\u0219uat. te rug\u0103m s\u0103 verifici dac\u0103 cheia api",
  "acces refuzat. te rug\u0103m s\u0103 verifici dac\u0103 contul t\u0103u este verificat",
  "a fost epuizat\u0103. te rug\u0103m s\u0103 mergi la",
  "nu ai configurat o cheie api",
  "cota contului epuizat\u0103",
  "x\xE1c th\u1EF1c th\u1EA5t b\u1EA1i. vui l\xF2ng ki\u1EC3m tra l\u1EA1i xem kh\xF3a api",
  "truy c\u1EADp b\u1ECB t\u1EEB ch\u1ED1i. vui l\xF2ng ki\u1EC3m tra xem t\xE0i kho\u1EA3n c\u1EE7a b\u1EA1n \u0111\xE3 \u0111\u01B0\u1EE3c x\xE1c minh",
  "\u0111\xE3 c\u1EA1n ki\u1EC7t. vui l\xF2ng truy c\u1EADp",
  "kh\xF3a api ch\u01B0a \u0111\u01B0\u1EE3c c\u1EA5u h\xECnh",
  "kh\xF3a api kh\xF4ng h\u1EE3p l\u1EC7, vui l\xF2ng ki\u1EC3m tra",
  // not the words alone: a form's check of one submitted key
  "kh\xF3a api kh\xF4ng h\u1EE3p l\u1EC7 ho\u1EB7c \u0111\xE3 b\u1ECB v\xF4 hi\u1EC7u h\xF3a",
  // another app's: "… invalid or disabled"
  "you have reached your monthly quota for the",
  "the license key you entered is invalid",
  "your license has expired. please check your subscription",
  // Chatbox (en) expired_license
  "but a license key has not been entered yet",
  // Chatbox (en) license_key_required
  "but an api key has not been entered yet",
  // Chatbox (en) tavily_api_key_required
  "\u6A21\u578B\u7684\u6708\u5EA6\u914D\u989D",
  "\u4F46\u5C1A\u672A\u8F93\u5165 license key",
  "a sua licen\xE7a expirou",
  "du har n\xE5dd din m\xE5nedlige kvote",
  "lisensn\xF8kkelen du la inn er ugyldig",
  "licensnyckeln du angav \xE4r ogiltig",
  "men ingen api-nyckel har angetts",
  "el saldo o la cuota de su cuenta se ha agotado",
  "preguntar sobre la raz\xF3n de la prohibici\xF3n",
  "max retry count reached. reason: unauthorized",
  // round 52-CM2: LobeHub's error.json in nl-NL, tr-TR, vi-VN, ar, fa-IR, bg-BG
  "de server heeft je verzoek geweigerd, mogelijk vanwege onvoldoende rechten",
  "je moet de proxy authenticeren",
  "je gebruikt momenteel een gratis abonnement en kunt deze functie niet gebruiken",
  "ongeldige of lege toegangscode",
  // the credential labels with their full stop: a wrapper's "<label>: Could not connect to the endpoint URL" is the network's
  "bedrock-authenticatie mislukt.",
  "vertex-authenticatie mislukt.",
  "je huidige locatie ondersteunt deze modelservice niet",
  "openai api-sleutel is leeg",
  "je hebt geen toegang tot deze service. controleer of je sleutel de juiste rechten heeft",
  "je abonnementspunten zijn op",
  "je systeemtijd komt niet overeen met de server",
  "sunucu iste\u011Finizi reddetti. bu, yetersiz yetki",
  "vekil sunucuda kimlik do\u011Frulamas\u0131 yapman\u0131z gerekiyor",
  "\xFCcretsiz kullan\u0131c\u0131 olarak bu \xF6zelli\u011Fi kullanamazs\u0131n\u0131z",
  "ge\xE7ersiz veya bo\u015F eri\u015Fim kodu",
  "github ki\u015Fisel eri\u015Fim anahtar\u0131 hatal\u0131 veya bo\u015F",
  "vertex kimlik do\u011Frulamas\u0131 ba\u015Far\u0131s\u0131z oldu.",
  "bulundu\u011Funuz konum bu model hizmetini desteklemiyor",
  "openai api anahtar\u0131 bo\u015F",
  "bu hizmete eri\u015Fim izniniz yok. l\xFCtfen anahtar\u0131n\u0131z\u0131n",
  "sistem saatiniz sunucuyla e\u015Fle\u015Fmiyor",
  "m\xE1y ch\u1EE7 \u0111\xE3 t\u1EEB ch\u1ED1i y\xEAu c\u1EA7u c\u1EE7a b\u1EA1n, c\xF3 th\u1EC3 do quy\u1EC1n truy c\u1EADp kh\xF4ng \u0111\u1EE7",
  "b\u1EA1n hi\u1EC7n \u0111ang s\u1EED d\u1EE5ng g\xF3i mi\u1EC5n ph\xED v\xE0 kh\xF4ng th\u1EC3 s\u1EED d\u1EE5ng t\xEDnh n\u0103ng n\xE0y",
  "m\xE3 truy c\u1EADp kh\xF4ng h\u1EE3p l\u1EC7 ho\u1EB7c \u0111\u1EC3 tr\u1ED1ng",
  "github personal access token kh\xF4ng h\u1EE3p l\u1EC7 ho\u1EB7c \u0111\u1EC3 tr\u1ED1ng",
  "kh\xF4ng h\u1EE3p l\u1EC7 ho\u1EB7c \u0111\u1EC3 tr\u1ED1ng, vui l\xF2ng ki\u1EC3m tra v\xE0 th\u1EED l\u1EA1i",
  "v\u1ECB tr\xED hi\u1EC7n t\u1EA1i c\u1EE7a b\u1EA1n kh\xF4ng h\u1ED7 tr\u1EE3 d\u1ECBch v\u1EE5 m\xF4 h\xECnh n\xE0y",
  "openai api key \u0111ang \u0111\u1EC3 tr\u1ED1ng",
  "kh\xF4ng c\xF3 quy\u1EC1n truy c\u1EADp d\u1ECBch v\u1EE5 n\xE0y. vui l\xF2ng ki\u1EC3m tra quy\u1EC1n truy c\u1EADp c\u1EE7a kh\xF3a",
  "th\u1EDDi gian h\u1EC7 th\u1ED1ng c\u1EE7a b\u1EA1n kh\xF4ng kh\u1EDBp v\u1EDBi m\xE1y ch\u1EE7",
  "\u062A\u0645 \u0631\u0641\u0636 \u0637\u0644\u0628\u0643 \u0645\u0646 \u0642\u0628\u0644 \u0627\u0644\u062E\u0627\u062F\u0645",
  "\u0623\u0646\u062A \u062A\u0633\u062A\u062E\u062F\u0645 \u0627\u0644\u062E\u0637\u0629 \u0627\u0644\u0645\u062C\u0627\u0646\u064A\u0629 \u062D\u0627\u0644\u064A\u0627 \u0648\u0644\u0627 \u064A\u0645\u0643\u0646\u0643 \u0627\u0633\u062A\u062E\u062F\u0627\u0645 \u0647\u0630\u0647 \u0627\u0644\u0645\u064A\u0632\u0629",
  "\u0631\u0645\u0632 \u0627\u0644\u0648\u0635\u0648\u0644 \u063A\u064A\u0631 \u0635\u0627\u0644\u062D \u0623\u0648 \u0641\u0627\u0631\u063A",
  "\u0641\u0634\u0644 \u0627\u0644\u062A\u0648\u062B\u064A\u0642 \u0645\u0639 bedrock.",
  "\u0631\u0645\u0632 github \u0627\u0644\u0634\u062E\u0635\u064A \u063A\u064A\u0631 \u0635\u062D\u064A\u062D \u0623\u0648 \u0641\u0627\u0631\u063A",
  "\u0641\u0634\u0644 \u0627\u0644\u062A\u0648\u062B\u064A\u0642 \u0645\u0639 vertex.",
  "\u0644\u0627 \u064A\u062F\u0639\u0645 \u0645\u0648\u0642\u0639\u0643 \u0627\u0644\u062D\u0627\u0644\u064A \u0647\u0630\u0647 \u0627\u0644\u062E\u062F\u0645\u0629",
  "\u0645\u0641\u062A\u0627\u062D openai api \u0641\u0627\u0631\u063A",
  "\u0644\u0627 \u062A\u0645\u0644\u0643 \u0635\u0644\u0627\u062D\u064A\u0629 \u0627\u0644\u0648\u0635\u0648\u0644 \u0625\u0644\u0649 \u0647\u0630\u0647 \u0627\u0644\u062E\u062F\u0645\u0629",
  "\u062A\u0645 \u0627\u0633\u062A\u0646\u0641\u0627\u062F \u0646\u0642\u0627\u0637 \u0627\u0634\u062A\u0631\u0627\u0643\u0643",
  "\u0644\u0627 \u064A\u062A\u0637\u0627\u0628\u0642 \u0648\u0642\u062A \u0646\u0638\u0627\u0645\u0643 \u0645\u0639 \u0627\u0644\u062E\u0627\u062F\u0645",
  "\u0633\u0631\u0648\u0631 \u062F\u0631\u062E\u0648\u0627\u0633\u062A \u0634\u0645\u0627 \u0631\u0627 \u0631\u062F \u06A9\u0631\u062F\u0647 \u0627\u0633\u062A",
  "\u06A9\u0627\u0631\u0628\u0631 \u0631\u0627\u06CC\u06AF\u0627\u0646 \u0647\u0633\u062A\u06CC\u062F \u0648 \u0646\u0645\u06CC\u062A\u0648\u0627\u0646\u06CC\u062F \u0627\u0632 \u0627\u06CC\u0646 \u0642\u0627\u0628\u0644\u06CC\u062A \u0627\u0633\u062A\u0641\u0627\u062F\u0647 \u06A9\u0646\u06CC\u062F",
  "\u06A9\u062F \u062F\u0633\u062A\u0631\u0633\u06CC \u0646\u0627\u0645\u0639\u062A\u0628\u0631 \u06CC\u0627 \u062E\u0627\u0644\u06CC \u0627\u0633\u062A",
  "\u06A9\u0644\u06CC\u062F api openai \u062E\u0627\u0644\u06CC \u0627\u0633\u062A",
  "\u0627\u0645\u062A\u06CC\u0627\u0632 \u0627\u0634\u062A\u0631\u0627\u06A9 \u0634\u0645\u0627 \u0628\u0647 \u067E\u0627\u06CC\u0627\u0646 \u0631\u0633\u06CC\u062F\u0647 \u0627\u0633\u062A",
  "\u0632\u0645\u0627\u0646 \u0633\u06CC\u0633\u062A\u0645 \u0634\u0645\u0627 \u0628\u0627 \u0633\u0631\u0648\u0631 \u0645\u0637\u0627\u0628\u0642\u062A \u0646\u062F\u0627\u0631\u062F",
  "\u0627\u06CC\u0646 \u0641\u0636\u0627\u06CC \u06A9\u0627\u0631\u06CC \u062A\u0648\u0633\u0637 \u06CC\u06A9 \u0645\u062F\u06CC\u0631 \u0645\u0633\u062F\u0648\u062F \u0634\u062F\u0647 \u0627\u0633\u062A",
  "\u0627\u06CC\u0646 \u0641\u0636\u0627\u06CC \u06A9\u0627\u0631\u06CC \u0628\u0647\u0637\u0648\u0631 \u062E\u0648\u062F\u06A9\u0627\u0631 \u062A\u0648\u0633\u0637 \u06A9\u0646\u062A\u0631\u0644 \u0631\u06CC\u0633\u06A9 \u0645\u0633\u062F\u0648\u062F \u0634\u062F\u0647 \u0627\u0633\u062A",
  "\u0441\u044A\u0440\u0432\u044A\u0440\u044A\u0442 \u043E\u0442\u0445\u0432\u044A\u0440\u043B\u0438 \u0432\u0430\u0448\u0430\u0442\u0430 \u0437\u0430\u044F\u0432\u043A\u0430",
  "\u0442\u0440\u044F\u0431\u0432\u0430 \u0434\u0430 \u0441\u0435 \u0443\u0434\u043E\u0441\u0442\u043E\u0432\u0435\u0440\u0438\u0442\u0435 \u0447\u0440\u0435\u0437 \u043F\u0440\u043E\u043A\u0441\u0438",
  "\u0438\u0437\u043F\u043E\u043B\u0437\u0432\u0430\u0442\u0435 \u0431\u0435\u0437\u043F\u043B\u0430\u0442\u0435\u043D \u043F\u043B\u0430\u043D \u0438 \u043D\u0435 \u043C\u043E\u0436\u0435\u0442\u0435 \u0434\u0430 \u0438\u0437\u043F\u043E\u043B\u0437\u0432\u0430\u0442\u0435 \u0442\u0430\u0437\u0438 \u0444\u0443\u043D\u043A\u0446\u0438\u044F",
  "\u043D\u0435\u0432\u0430\u043B\u0438\u0434\u0435\u043D \u0438\u043B\u0438 \u043F\u0440\u0430\u0437\u0435\u043D \u043A\u043E\u0434 \u0437\u0430 \u0434\u043E\u0441\u0442\u044A\u043F",
  "\u043D\u0435\u0443\u0441\u043F\u0435\u0448\u043D\u0430 \u0430\u0432\u0442\u0435\u043D\u0442\u0438\u043A\u0430\u0446\u0438\u044F \u0441 bedrock.",
  "\u043D\u0435\u0432\u0430\u043B\u0438\u0434\u0435\u043D \u0438\u043B\u0438 \u043F\u0440\u0430\u0437\u0435\u043D github \u0442\u043E\u043A\u0435\u043D",
  "\u043D\u0435\u0432\u0430\u043B\u0438\u0434\u0435\u043D \u0438\u043B\u0438 \u043F\u0440\u0430\u0437\u0435\u043D api \u043A\u043B\u044E\u0447 \u0437\u0430",
  "\u043D\u0435\u0443\u0441\u043F\u0435\u0448\u043D\u0430 \u0430\u0432\u0442\u0435\u043D\u0442\u0438\u043A\u0430\u0446\u0438\u044F \u0441 vertex.",
  "\u0443\u0441\u043B\u0443\u0433\u0430\u0442\u0430 \u043D\u0435 \u0441\u0435 \u043F\u043E\u0434\u0434\u044A\u0440\u0436\u0430 \u0432\u044A\u0432 \u0432\u0430\u0448\u0435\u0442\u043E \u043C\u0435\u0441\u0442\u043E\u043F\u043E\u043B\u043E\u0436\u0435\u043D\u0438\u0435",
  "openai api \u043A\u043B\u044E\u0447\u044A\u0442 \u0435 \u043F\u0440\u0430\u0437\u0435\u043D",
  "\u043D\u044F\u043C\u0430\u0442\u0435 \u0434\u043E\u0441\u0442\u044A\u043F \u0434\u043E \u0442\u0430\u0437\u0438 \u0443\u0441\u043B\u0443\u0433\u0430. \u043F\u0440\u043E\u0432\u0435\u0440\u0435\u0442\u0435 \u0434\u0430\u043B\u0438 \u043A\u043B\u044E\u0447\u044A\u0442 \u0432\u0438 \u0438\u043C\u0430 \u043D\u0435\u043E\u0431\u0445\u043E\u0434\u0438\u043C\u0438\u0442\u0435 \u043F\u0440\u0430\u0432\u0430",
  "\u0441\u0438\u0441\u0442\u0435\u043C\u043D\u043E\u0442\u043E \u0432\u0438 \u0432\u0440\u0435\u043C\u0435 \u043D\u0435 \u0441\u044A\u0432\u043F\u0430\u0434\u0430 \u0441\u044A\u0441 \u0441\u044A\u0440\u0432\u044A\u0440\u0430",
  // round 52-CM1: LobeHub's error.json in ru-RU, fr-FR, es-ES, it-IT, pt-BR, pl-PL
  "\u0438\u0437-\u0437\u0430 \u043D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u044B\u0445 \u043F\u0440\u0430\u0432 \u0438\u043B\u0438 \u043D\u0435\u0434\u0435\u0439\u0441\u0442\u0432\u0438\u0442\u0435\u043B\u044C\u043D\u043E\u0439 \u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u0438",
  "\u043D\u0435\u043E\u0431\u0445\u043E\u0434\u0438\u043C\u043E \u043F\u0440\u043E\u0439\u0442\u0438 \u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u044E \u043F\u0440\u043E\u043A\u0441\u0438",
  "\u0432\u044B \u0438\u0441\u043F\u043E\u043B\u044C\u0437\u0443\u0435\u0442\u0435 \u0431\u0435\u0441\u043F\u043B\u0430\u0442\u043D\u044B\u0439 \u0442\u0430\u0440\u0438\u0444 \u0438 \u043D\u0435 \u043C\u043E\u0436\u0435\u0442\u0435 \u0432\u043E\u0441\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u044C\u0441\u044F \u044D\u0442\u043E\u0439 \u0444\u0443\u043D\u043A\u0446\u0438\u0435\u0439",
  "\u043D\u0435\u0432\u0435\u0440\u043D\u044B\u0439 \u0438\u043B\u0438 \u043F\u0443\u0441\u0442\u043E\u0439 \u043A\u043E\u0434 \u0434\u043E\u0441\u0442\u0443\u043F\u0430",
  // the credential labels with their full stop: a wrapper's "<label>: Could not connect to the endpoint URL" is the network's
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u0438 bedrock.",
  "\u043D\u0435\u0432\u0435\u0440\u043D\u044B\u0439 \u0438\u043B\u0438 \u043F\u0443\u0441\u0442\u043E\u0439 github personal access token",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u0438 vertex.",
  "\u0432 \u0432\u0430\u0448\u0435\u043C \u0440\u0435\u0433\u0438\u043E\u043D\u0435 \u044D\u0442\u0430 \u043C\u043E\u0434\u0435\u043B\u044C \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u043D\u0430",
  "api-\u043A\u043B\u044E\u0447 openai \u043D\u0435 \u0443\u043A\u0430\u0437\u0430\u043D",
  "\u0443 \u0432\u0430\u0441 \u043D\u0435\u0442 \u0434\u043E\u0441\u0442\u0443\u043F\u0430 \u043A \u044D\u0442\u043E\u0439 \u0444\u0443\u043D\u043A\u0446\u0438\u0438. \u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u043F\u0440\u0430\u0432\u0430 \u0434\u043E\u0441\u0442\u0443\u043F\u0430 \u043A\u043B\u044E\u0447\u0430",
  "\u0432\u0430\u0448\u0438 \u0431\u0430\u043B\u043B\u044B \u043F\u043E \u043F\u043E\u0434\u043F\u0438\u0441\u043A\u0435 \u0438\u0441\u0447\u0435\u0440\u043F\u0430\u043D\u044B",
  "\u0441\u0438\u0441\u0442\u0435\u043C\u043D\u043E\u0435 \u0432\u0440\u0435\u043C\u044F \u043D\u0435 \u0441\u043E\u0432\u043F\u0430\u0434\u0430\u0435\u0442 \u0441 \u0441\u0435\u0440\u0432\u0435\u0440\u043E\u043C",
  "en raison de permissions insuffisantes ou d'une authentification invalide",
  "vous devez authentifier le proxy",
  "vous utilisez actuellement un plan gratuit et ne pouvez pas acc\xE9der \xE0 cette fonctionnalit\xE9",
  "code d'acc\xE8s invalide ou vide",
  "\xE9chec de l'authentification bedrock.",
  "le jeton github est incorrect ou vide",
  "cl\xE9 api openai vide",
  "d'acc\xE9der \xE0 ce service. veuillez v\xE9rifier vos droits d'acc\xE8s",
  "votre quota d'abonnement est \xE9puis\xE9",
  "l'heure de votre syst\xE8me ne correspond pas \xE0 celle du serveur",
  "por permisos insuficientes o autenticaci\xF3n inv\xE1lida",
  "necesitas autenticar el proxy",
  "est\xE1s en el plan gratuito y no puedes usar esta funci\xF3n",
  "c\xF3digo de acceso inv\xE1lido o vac\xEDo",
  "error de autenticaci\xF3n de bedrock.",
  "es incorrecta o est\xE1 vac\xEDa. verif\xEDcala",
  "error de autenticaci\xF3n de vertex.",
  "tu ubicaci\xF3n actual no admite este servicio",
  "la api key de openai est\xE1 vac\xEDa",
  "la hora de tu sistema no coincide con la del servidor",
  "per mancanza di autorizzazioni o autenticazione non valida",
  "\xE8 necessaria l'autenticazione del proxy",
  "sei un utente gratuito e non puoi utilizzare questa funzione",
  "codice di accesso non valido o vuoto",
  "chiave api openai mancante",
  "hai esaurito i punti del tuo abbonamento",
  "l'orario del tuo sistema non corrisponde a quello del server",
  "por falta de permiss\xF5es ou autentica\xE7\xE3o inv\xE1lida",
  "\xE9 necess\xE1rio autenticar o proxy",
  "voc\xEA est\xE1 usando o plano gratuito e n\xE3o pode acessar este recurso",
  "a cota desta chave foi atingida. verifique o saldo da conta",
  "c\xF3digo de acesso inv\xE1lido ou vazio",
  "falha na autentica\xE7\xE3o do bedrock.",
  "est\xE1 incorreta ou vazia. verifique e tente novamente",
  "falha na autentica\xE7\xE3o do vertex.",
  "sua localiza\xE7\xE3o atual n\xE3o suporta este servi\xE7o",
  "verifique se sua chave tem os direitos necess\xE1rios",
  "seus pontos de assinatura acabaram",
  "o hor\xE1rio do seu sistema n\xE3o corresponde ao do servidor",
  "brakuje uprawnie\u0144 lub uwierzytelnienie jest nieprawid\u0142owe",
  "musisz uwierzytelni\u0107 si\u0119 w serwerze proxy",
  "korzystasz z darmowego planu i ta funkcja nie jest dost\u0119pna",
  "limit dla tego klucza zosta\u0142 osi\u0105gni\u0119ty. sprawd\u017A saldo konta",
  "nieprawid\u0142owy lub pusty kod dost\u0119pu",
  "uwierzytelnienie bedrock nie powiod\u0142o si\u0119.",
  "nieprawid\u0142owy lub pusty token github",
  "nieprawid\u0142owy lub pusty klucz api dla",
  "uwierzytelnienie vertex nie powiod\u0142o si\u0119.",
  "twoja lokalizacja nie obs\u0142uguje tej us\u0142ugi",
  "nie masz uprawnie\u0144 do korzystania z tej us\u0142ugi. sprawd\u017A uprawnienia klucza",
  "wyczerpa\u0142e\u015B punkty subskrypcji",
  "czas systemowy nie zgadza si\u0119 z czasem serwera",
  // round 51-CI: Jan's model errors in 15 locales
  "\uBAA8\uB378\uC744 \uBD88\uB7EC\uC62C \uBA54\uBAA8\uB9AC\uAC00 \uBD80\uC871\uD569\uB2C8\uB2E4",
  "\uD604\uC7AC \uC0AC\uC6A9 \uAC00\uB2A5\uD55C \uAC83\uBCF4\uB2E4 \uB354 \uB9CE\uC740 ram \uB610\uB294 vram\uC774 \uD544\uC694\uD569\uB2C8\uB2E4",
  "\uC774 \uBC31\uC5D4\uB4DC\uC5D0\uC11C \uC9C0\uC6D0\uD558\uC9C0 \uC54A\uB294 \uBAA8\uB378\uC785\uB2C8\uB2E4",
  "\uC774 \uBAA8\uB378\uC758 \uC544\uD0A4\uD14D\uCC98\uB294 \uC544\uC9C1 \uD604\uC7AC \uBC31\uC5D4\uB4DC",
  "\uBAA8\uB378 \uD30C\uC77C\uC744 \uCC3E\uC744 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4 \u2014 \uC774\uB3D9\uB418\uC5C8\uAC70\uB098 \uC0AD\uC81C\uB418\uC5C8\uC744",
  "\uBAA8\uB378 \uD30C\uC77C\uC774 \uC190\uC0C1\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "\uBAA8\uB378 \uD30C\uC77C\uC774 \uBD88\uC644\uC804\uD558\uAC70\uB098 \uC190\uC0C1\uB41C",
  "modelin mimarisi mevcut motor taraf\u0131ndan desteklenmiyor",
  "motorun ihtiya\xE7 duydu\u011Fu bir k\xFCt\xFCphane eksik",
  "gpu s\xFCr\xFCc\xFCn\xFCz bu motor i\xE7in \xE7ok eski",
  "bu modeli \xE7al\u0131\u015Ft\u0131rmak i\xE7in yeterli bellek yok",
  "\u5F53\u524D\u5F15\u64CE\u4E0D\u652F\u6301\u6B64\u6A21\u578B\u7684\u67B6\u6784",
  "\u5F15\u64CE\u6240\u9700\u7684\u67D0\u4E2A\u5E93\u7F3A\u5931",
  "gpu \u9A71\u52A8\u7A0B\u5E8F\u5BF9\u4E8E\u6B64\u5F15\u64CE\u6765\u8BF4\u592A\u65E7\u4E86",
  "\u5185\u5B58\u4E0D\u8DB3\uFF0C\u65E0\u6CD5\u8FD0\u884C\u6B64\u6A21\u578B",
  "\u043C\u043E\u0434\u0435\u043B\u044C \u043D\u0435 \u043F\u043E\u0434\u0434\u0435\u0440\u0436\u0438\u0432\u0430\u0435\u0442\u0441\u044F \u044D\u0442\u0438\u043C \u0434\u0432\u0438\u0436\u043A\u043E\u043C",
  "\u0430\u0440\u0445\u0438\u0442\u0435\u043A\u0442\u0443\u0440\u0430 \u044D\u0442\u043E\u0439 \u043C\u043E\u0434\u0435\u043B\u0438 \u043F\u043E\u043A\u0430 \u043D\u0435 \u043F\u043E\u0434\u0434\u0435\u0440\u0436\u0438\u0432\u0430\u0435\u0442\u0441\u044F \u0442\u0435\u043A\u0443\u0449\u0438\u043C \u0434\u0432\u0438\u0436\u043A\u043E\u043C",
  "\u043D\u0435 \u0443\u0434\u0430\u043B\u043E\u0441\u044C \u043D\u0430\u0439\u0442\u0438 \u0444\u0430\u0439\u043B \u043C\u043E\u0434\u0435\u043B\u0438 \u2014 \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u043E, \u043E\u043D \u0431\u044B\u043B \u043F\u0435\u0440\u0435\u043C\u0435\u0449\u0451\u043D",
  "\u0444\u0430\u0439\u043B \u043C\u043E\u0434\u0435\u043B\u0438 \u043F\u043E\u0432\u0440\u0435\u0436\u0434\u0451\u043D",
  "\u0444\u0430\u0439\u043B \u043C\u043E\u0434\u0435\u043B\u0438 \u043D\u0435\u043F\u043E\u043B\u043D\u044B\u0439 \u0438\u043B\u0438 \u043F\u043E\u0432\u0440\u0435\u0436\u0434\u0451\u043D",
  "\u043B\u043E\u043A\u0430\u043B\u044C\u043D\u043E\u043C\u0443 \u0434\u0432\u0438\u0436\u043A\u0443 \u043C\u043E\u0434\u0435\u043B\u0435\u0439 \u0442\u0440\u0435\u0431\u0443\u0435\u0442\u0441\u044F \u0431\u043E\u043B\u0435\u0435 \u043D\u043E\u0432\u0430\u044F \u0432\u0435\u0440\u0441\u0438\u044F macos",
  // round 51-CH: LobeHub's error.json in zh-CN, zh-TW, ja-JP, ko-KR, de-DE
  "wegen fehlender berechtigungen oder ung\xFCltiger authentifizierung",
  "sie m\xFCssen den proxy authentifizieren, um fortzufahren",
  "sie nutzen derzeit den kostenlosen plan. bitte upgraden sie",
  "ung\xFCltiger oder leerer zugangscode",
  "ihre systemzeit stimmt nicht mit dem server \xFCberein",
  "arbeitsbereich wurde von einem administrator eingefroren",
  "arbeitsbereich wurde automatisch durch die risikokontrolle eingefroren",
  "\u30D7\u30ED\u30AD\u30B7\u8A8D\u8A3C\u304C\u5FC5\u8981\u3067\u3059",
  "\u6709\u6599\u30D7\u30E9\u30F3\u306B\u30A2\u30C3\u30D7\u30B0\u30EC\u30FC\u30C9\u3057\u3066\u304B\u3089\u7D9A\u3051\u3066\u304F\u3060\u3055\u3044",
  "\u30B5\u30D6\u30B9\u30AF\u30EA\u30D7\u30B7\u30E7\u30F3\u30DD\u30A4\u30F3\u30C8\u304C\u4E0A\u9650\u306B\u9054\u3057\u305F",
  "\uC778\uC99D\uB418\uC9C0 \uC54A\uC558\uAC70\uB098 \uAD8C\uD55C\uC774 \uBD80\uC871\uD569\uB2C8\uB2E4",
  "\uD504\uB85D\uC2DC \uC778\uC99D\uC774 \uD544\uC694\uD569\uB2C8\uB2E4",
  "\uC720\uB8CC \uC694\uAE08\uC81C\uB85C \uC5C5\uADF8\uB808\uC774\uB4DC\uD55C \uD6C4 \uACC4\uC18D\uD558\uC138\uC694",
  "\uC561\uC138\uC2A4 \uC554\uD638\uAC00 \uBE44\uC5B4 \uC788\uAC70\uB098 \uC62C\uBC14\uB974\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "github pat\uAC00 \uBE44\uC5B4 \uC788\uAC70\uB098 \uC62C\uBC14\uB974\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "vertex \uC778\uC99D\uC5D0 \uC2E4\uD328\uD588\uC2B5\uB2C8\uB2E4. \uC778\uC99D \uC815\uBCF4\uB97C \uD655\uC778",
  "\uD604\uC7AC \uC9C0\uC5ED\uC5D0\uC11C\uB294 \uC774 \uBAA8\uB378 \uC11C\uBE44\uC2A4\uAC00 \uC9C0\uC6D0\uB418\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "\uD0A4\uC758 \uAD8C\uD55C\uC5D0 \uC774 \uC11C\uBE44\uC2A4\uAC00 \uD3EC\uD568\uB418\uC5B4 \uC788\uB294\uC9C0 \uD655\uC778",
  "\uAD6C\uB3C5 \uD06C\uB808\uB527\uC774 \uC18C\uC9C4\uB418\uC5B4 \uC774 \uAE30\uB2A5\uC744",
  "\uAD6C\uB3C5 \uD3EC\uC778\uD2B8\uAC00 \uBAA8\uB450 \uC18C\uC9C4\uB418\uC5B4 \uC774 \uAE30\uB2A5\uC744 \uC0AC\uC6A9\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4",
  "\uC2DC\uC2A4\uD15C \uC2DC\uAC04\uC774 \uC11C\uBC84\uC640 \uC77C\uCE58\uD558\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "\u672A\u901A\u8FC7\u8EAB\u4EFD\u9A8C\u8BC1\u6216\u6743\u9650\u4E0D\u8DB3",
  "\u9700\u8981\u4EE3\u7406\u8BA4\u8BC1\u624D\u80FD\u7EE7\u7EED",
  "\u5F53\u524D\u8BA1\u5212\u4E0D\u652F\u6301\u8BE5\u529F\u80FD\u3002\u8BF7\u5347\u7EA7\u5230\u4ED8\u8D39\u8BA1\u5212",
  "\u8BBF\u95EE\u5BC6\u7801\u4E3A\u7A7A\u6216\u4E0D\u6B63\u786E",
  "\u7CFB\u7EDF\u65F6\u95F4\u4E0E\u670D\u52A1\u5668\u4E0D\u4E00\u81F4",
  "\u5DE5\u4F5C\u533A\u5DF2\u88AB\u7BA1\u7406\u5458\u51BB\u7ED3",
  "\u5DE5\u4F5C\u533A\u5DF2\u88AB\u98CE\u63A7\u7CFB\u7EDF\u81EA\u52A8\u51BB\u7ED3",
  "\u53EF\u80FD\u662F\u56E0\u70BA\u6B0A\u9650\u4E0D\u8DB3\u6216\u8EAB\u5206\u9A57\u8B49\u7121\u6548",
  "\u4F3A\u670D\u5668\u5DF2\u62D2\u7D55\u60A8\u7684\u8ACB\u6C42\u3002\u60A8\u6C92\u6709\u6B0A\u9650\u5B58\u53D6\u6B64\u5167\u5BB9",
  "\u60A8\u9700\u8981\u9032\u884C\u4EE3\u7406\u8A8D\u8B49\u5F8C\u624D\u80FD\u7E7C\u7E8C",
  "\u76EE\u524D\u70BA\u514D\u8CBB\u4F7F\u7528\u8005\uFF0C\u7121\u6CD5\u4F7F\u7528\u8A72\u529F\u80FD",
  "\u8A72\u91D1\u9470\u7684\u914D\u984D\u5DF2\u9054\u4E0A\u9650\uFF0C\u8ACB\u6AA2\u67E5\u5E33\u6236\u9918\u984D\u662F\u5426\u5145\u8DB3",
  "\u8ACB\u8F38\u5165\u6B63\u78BA\u7684\u5B58\u53D6\u5BC6\u78BC\uFF0C\u6216\u65B0\u589E\u81EA\u8A02 api \u91D1\u9470",
  "openai api \u91D1\u9470\u70BA\u7A7A",
  "\u60A8\u7684\u8A02\u95B1\u7A4D\u5206\u5DF2\u7528\u76E1",
  "\u60A8\u7684\u8A02\u95B1\u9EDE\u6578\u5DF2\u7528\u76E1",
  "\u60A8\u7684\u7CFB\u7D71\u6642\u9593\u8207\u4F3A\u670D\u5668\u4E0D\u5339\u914D",
  // round 50-CE: big-AGI's banners, ChatHub's and Poe's texts in 10 languages, Page Assist's connection banner in 19, Enchanted
  "appears to have insufficient quota",
  "appears to be incorrect or to have expired",
  "insufficient chatgpt api usage quota",
  "need to add a payment method to your openai account",
  "\u9700\u8981\u5728openai\u8D26\u6237\u4E2D\u6DFB\u52A0\u4ED8\u6B3E\u65B9\u5F0F",
  "no logged-in chatgpt account",
  "not avaiable in your country",
  "only available to twitter premium",
  "reached the daily free message limit",
  "limite quotidienne de messages gratuits",
  "t\xE4gliche kostenlose nachrichtenlimit",
  "batas pesan gratis harian",
  "1\u65E5\u306E\u7121\u6599\u30E1\u30C3\u30BB\u30FC\u30B8\u5236\u9650\u306B\u9054\u3057\u307E\u3057\u305F",
  "limite di\xE1rio de mensagens gratuitas",
  "\u4ECA\u65E5\u514D\u8D39\u6D88\u606F\u4E0A\u9650",
  "l\xEDmite diario de mensajes gratuitos",
  "\u0E02\u0E35\u0E14\u0E08\u0E33\u0E01\u0E31\u0E14\u0E02\u0E49\u0E2D\u0E04\u0E27\u0E32\u0E21\u0E1F\u0E23\u0E35\u0E23\u0E32\u0E22\u0E27\u0E31\u0E19",
  "\u4ECA\u65E5\u514D\u8CBB\u6D88\u606F\u4E0A\u9650",
  "need to login to poe first",
  "vous devez d'abord vous connecter \xE0 poe",
  "sie m\xFCssen sich zuerst bei poe anmelden",
  "anda perlu login ke poe terlebih dahulu",
  "\u6700\u521D\u306Bpoe\u306B\u30ED\u30B0\u30A4\u30F3\u3059\u308B\u5FC5\u8981\u304C\u3042\u308A\u307E\u3059",
  "voc\xEA precisa fazer login no poe primeiro",
  "\u9700\u8981\u5148\u767B\u5F55poe\u8D26\u53F7",
  "necesitas iniciar sesi\xF3n en poe primero",
  "\u0E04\u0E38\u0E13\u0E15\u0E49\u0E2D\u0E07\u0E40\u0E02\u0E49\u0E32\u0E2A\u0E39\u0E48\u0E23\u0E30\u0E1A\u0E1A poe \u0E01\u0E48\u0E2D\u0E19",
  "\u9700\u8981\u5148\u767B\u9304poe\u8CEC\u865F",
  // round 44-BD: Cline's credits, ClinePass and sign-in texts; Continue's key and credential texts
  "run out of cline credits",
  "requires a clinepass subscription",
  "no access to clinepass subscription models",
  "no cline account auth token found",
  "requires re-authentication",
  "not authenticated with oca",
  "not authorized to access the model deployment",
  "codestral api key, which is not compatible",
  "you need to use an api key",
  "missing asksage_api_key",
  "check your credentials, please",
  // round 44-BC: SillyTavern's 'API returned an error' toasts for 401, 402, 403, its Horde fault; AstrBot's texts
  "api returned an error\nunauthorized",
  "api \u0432\u0435\u0440\u043D\u0443\u043B\u043E \u043E\u0448\u0438\u0431\u043A\u0443\nunauthorized",
  "api returned an error\ncredit limit reached",
  "api \u0432\u0435\u0440\u043D\u0443\u043B\u043E \u043E\u0448\u0438\u0431\u043A\u0443\ncredit limit reached",
  "api returned an error\nforbidden",
  "api \u0432\u0435\u0440\u043D\u0443\u043B\u043E \u043E\u0448\u0438\u0431\u043A\u0443\nforbidden",
  "\u672A\u627E\u5230\u4EFB\u4F55\u53EF\u7528\u7684\u5BF9\u8BDD\u6A21\u578B",
  "\u56E0\u5B89\u5168\u539F\u56E0\u88AB\u62E6\u622A\uFF0C\u8BF7\u66F4\u6362\u53EF\u7528\u7684 ai \u63D0\u4F9B\u5546",
  // round 44-BB: sub2api's and claude-relay-service's own texts to clients
  "api key is required in authorization header",
  "api key is disabled",
  "no active subscription found for this group",
  "subscription has expired",
  "subscription is suspended",
  "subscription is invalid or expired",
  "daily usage limit exceeded",
  "weekly usage limit exceeded",
  "monthly usage limit exceeded",
  "please provide an api key in the x-api-key",
  "api key format is invalid",
  "api key has expired",
  "your client is not authorized to use this api key",
  "only accepts requests from claude code cli",
  "api key \u65E0\u6743\u8BBF\u95EE",
  "this api key does not have permission to access",
  "api key \u672A\u542F\u7528 droid \u6743\u9650",
  "\u5DF2\u8FBE\u5230\u6BCF\u65E5\u8D39\u7528\u9650\u5236",
  "\u5DF2\u8FBE\u5230\u603B\u8D39\u7528\u9650\u5236",
  "\u6A21\u578B\u5468\u8D39\u7528\u9650\u5236",
  "\u6B64\u4E13\u5C5E\u8D26\u53F7\u5DF2\u89E6\u53D1 anthropic \u9650\u6D41\u63A7\u5236",
  "\u8BBF\u95EE\u88AB\u62D2\u7EDD\uFF0C\u8BF7\u68C0\u67E5iam\u6743\u9650",
  // round 44-AZ: RAGFlow's status, network and key texts in its 16 locales
  "token, nama pengguna, kata sandi salah",
  "token, nome de usu\xE1rio ou senha incorretos",
  "token, t\xEAn ng\u01B0\u1EDDi d\xF9ng, m\u1EADt kh\u1EA9u sai",
  "\u0645\u0633\u0645\u0648\u062D \u0644\u0644\u0645\u0633\u062A\u062E\u062F\u0645\u060C \u0648\u0644\u0643\u0646 \u0627\u0644\u0648\u0635\u0648\u0644 \u0645\u062D\u0638\u0648\u0631",
  "\u043F\u043E\u0442\u0440\u0435\u0431\u0438\u0442\u0435\u043B\u044F\u0442 \u0435 \u043E\u0442\u043E\u0440\u0438\u0437\u0438\u0440\u0430\u043D, \u043D\u043E \u0434\u043E\u0441\u0442\u044A\u043F\u044A\u0442 \u0435 \u0437\u0430\u0431\u0440\u0430\u043D\u0435\u043D",
  "benutzer ist autorisiert, aber der zugriff ist verboten",
  "user is authorized, but access is prohibited",
  "usuario est\xE1 autorizado, pero el acceso est\xE1 prohibido",
  "utilisateur est autoris\xE9, mais l'acc\xE8s est interdit",
  "pengguna diizinkan, tetapi akses dilarang",
  "utente \xE8 autorizzato, ma l'accesso \xE8 proibito",
  "\u30E6\u30FC\u30B6\u30FC\u306F\u8A8D\u8A3C\u3055\u308C\u3066\u3044\u307E\u3059\u304C\u3001\u30A2\u30AF\u30BB\u30B9\u306F\u7981\u6B62\u3055\u308C\u3066\u3044\u307E\u3059",
  "\uC0AC\uC6A9\uC790\uAC00 \uC778\uC99D\uB418\uC5C8\uC9C0\uB9CC \uC811\uADFC\uC774 \uAE08\uC9C0\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "usu\xE1rio est\xE1 autorizado, mas o acesso \xE9 proibido",
  "\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u0435\u043B\u044C \u0430\u0432\u0442\u043E\u0440\u0438\u0437\u043E\u0432\u0430\u043D, \u043D\u043E \u0434\u043E\u0441\u0442\u0443\u043F \u0437\u0430\u043F\u0440\u0435\u0449\u0435\u043D",
  "kullan\u0131c\u0131 yetkilendirilmi\u015F, ancak eri\u015Fim yasak",
  "ng\u01B0\u1EDDi d\xF9ng \u0111\u01B0\u1EE3c \u1EE7y quy\u1EC1n nh\u01B0ng b\u1ECB c\u1EA5m truy c\u1EADp",
  "\u7528\u6236\u5F97\u5230\u6388\u6B0A\uFF0C\u4F46\u662F\u8A2A\u554F\u662F\u88AB\u7981\u6B62\u7684",
  "\u7528\u6237\u5F97\u5230\u6388\u6743\uFF0C\u4F46\u662F\u8BBF\u95EE\u662F\u88AB\u7981\u6B62\u7684",
  "\u0645\u0641\u062A\u0627\u062D api \u0627\u0644\u062E\u0627\u0635 \u0628\u0643 \u063A\u064A\u0631 \u0635\u0627\u0644\u062D",
  "\u0432\u0430\u0448\u0438\u044F\u0442 api \u043A\u043B\u044E\u0447 \u0435 \u043D\u0435\u0432\u0430\u043B\u0438\u0434\u0435\u043D",
  "la tua chiave api non \xE8 valida",
  "api anahtar\u0131n\u0131z ge\xE7ersiz",
  // round 44-BA: MaxKB's login, token, identity and key texts in its locales
  "login expired",
  "\u767B\u9304\u5DF2\u904E\u671F",
  "authentication information is incorrect",
  "\u8EAB\u4EFD\u9A8C\u8BC1\u4FE1\u606F\u4E0D\u6B63\u786E",
  "\u8EAB\u4EFD\u9A57\u8B49\u4FE1\u606F\u4E0D\u6B63\u78BA",
  "invalid access_token",
  "access_token \u65E0\u6548",
  "access_token \u7121\u6548",
  "invalid access token",
  "\u65E0\u6548\u7684\u8BBF\u95EE\u4EE4\u724C",
  "\u7121\u6548\u7684\u8A2A\u554F\u4EE4\u724C",
  "not logged in, please log in first",
  "\u672A\u767B\u5F55\uFF0C\u8BF7\u5148\u767B\u5F55",
  "\u672A\u767B\u9304\uFF0C\u8ACB\u5148\u767B\u9304",
  "unable to verify user identity",
  "\u65E0\u6CD5\u8BC6\u522B\u7528\u6237\u8EAB\u4EFD",
  "\u7121\u6CD5\u8B58\u5225\u7528\u6236\u8EAB\u4EFD",
  // round 42-AY: AnythingLLM's missing provider keys, endpoints and models, its Ollama text; Jan's engine texts
  "architecture is not supported by the current engine",
  "a library the engine needs is missing",
  "your gpu driver is too old",
  "not enough memory to run this model",
  "no openai api key was set",
  "no apipie llm api key was set",
  "no azure api key was set",
  "no cerebras api key was set",
  "no cohere api key was set",
  "no cometapi api key was set",
  "no deepseek api key was set",
  "no fireworksai api key was set",
  "no gemini api key was set",
  "no gitee ai api key was set",
  "no groq api key was set",
  "no minimax api key was set",
  "no mistral api key was set",
  "no moonshot ai api key was set",
  "no novita api key was set",
  "no perplexity api key was set",
  "no ppio api key was set",
  "no sambanova api key was set",
  "no togetherai api key was set",
  "no xai api key was set",
  "no z.ai api key was set",
  "no azure_openai_model_pref env defined",
  "aws_bedrock_llm_api_key is required",
  "aws_bedrock_llm_region is required",
  "no docker model runner api base path was set",
  "no docker model runner model pref was set",
  "no lemonade api base path was set",
  "no lemonade model pref was set",
  "no foundry base path was set",
  "no localai base path was set",
  "no privatemode base path was set",
  "no nvidia nim api base path was set",
  "no omlx api base path was set",
  "no localai token context limit was set",
  "no nvidia nim token context limit was set",
  "genericopenai must have a valid base path",
  "koboldcpp must have a valid base path",
  "litellm must have a valid base path",
  "textgenwebui must have a valid base path",
  "genericopenai must have a valid model set",
  "koboldcpp must have a valid model set",
  "litellm must have a valid model set",
  "lmstudio must have a valid model set",
  "omlx must have a valid model set",
  // round 42-AX: LobeHub's en-US error.json texts (response.*)
  "rejected your request. you do not have permission",
  "you need to authenticate the proxy",
  "openai api key is empty, please add a custom",
  "this skill needs to be correctly configured",
  "your current subscription usage is inactive",
  "your subscription points have been exhausted",
  "workspace is frozen by an admin",
  // round 41-AT: LibreChat's key, base-URL, stream and fork-limit texts in every locale
  "ugyldig n\xF8gle angivet. angiv venligst en gyldig n\xF8gle",
  "invalid key provided. please provide a valid key",
  "esitati vigane v\xF5ti. esitage kehtiv v\xF5ti",
  "avain ei kelpaa. lis\xE4\xE4 toimiva avain",
  "ugyldig n\xF8kkel oppgitt. oppgi en gyldig n\xF8kkel",
  "proporciona una clau nova",
  "angiv venligst en ny n\xF8gle",
  "please provide a new key and try again",
  "esitage uus v\xF5ti",
  "varten annettu avain vanheni",
  "fornisci una chiave e riprova",
  "\u3067\u671F\u9650\u5207\u308C\u3067\u3059\u3002\u30AD\u30FC\u3092\u5165\u529B\u3057\u3066",
  "oppgi en ny n\xF8kkel",
  "ingen n\xF8gle fundet. angiv venligst en n\xF8gle",
  "no key found. please provide a key",
  "v\xF5tit ei leitud. palun sisestage v\xF5ti",
  "avainta ei l\xF6ytynyt. lis\xE4\xE4 avain",
  "aucune cl\xE9 trouv\xE9e. veuillez fournir une cl\xE9",
  "nem tal\xE1lhat\xF3 kulcs. k\xE9rj\xFCk, adjon meg egy kulcsot",
  "\u30AD\u30FC\u304C\u898B\u3064\u304B\u308A\u307E\u305B\u3093\u3002\u30AD\u30FC\u3092\u5165\u529B\u3057\u3066",
  "ingen n\xF8kkel funnet. oppgi en n\xF8kkel",
  "\u043A\u043B\u044E\u0447 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D. \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u0443\u043A\u0430\u0436\u0438\u0442\u0435 \u043A\u043B\u044E\u0447",
  "ingen nyckel hittades. v\xE4nligen ange en nyckel",
  "\u0644\u0645 \u064A\u062A\u0645 \u0627\u0644\u0639\u062B\u0648\u0631 \u0639\u0644\u0649 \u0631\u0627\u0628\u0637 \u0623\u0633\u0627\u0633\u064A. \u064A\u0631\u062C\u0649 \u062A\u0642\u062F\u064A\u0645",
  "no s'ha trobat cap url base. proporciona'n una",
  "nebyla nalezena z\xE1kladn\xED url. zadejte ji",
  "ingen base-url fundet. angiv venligst en",
  "keine basis-url gefunden. bitte gebe eine ein",
  "no base url found. please provide one",
  "no se encontr\xF3 url base. por favor proporcione",
  "baasaadressi ei leitud. palun lisage see",
  "\u0647\u06CC\u0686 url \u067E\u0627\u06CC\u0647 \u0627\u06CC \u067E\u06CC\u062F\u0627 \u0646\u0634\u062F. \u0644\u0637\u0641\u0627 \u06CC\u06A9\u06CC",
  "base url puuttuu. sy\xF6t\xE4 url",
  "aucune url de base trouv\xE9e. veuillez en fournir",
  "\u05DC\u05D0 \u05E0\u05DE\u05E6\u05D0\u05D4 \u05DB\u05EA\u05D5\u05D1\u05EA url. \u05D0\u05E0\u05D0 \u05E1\u05E4\u05E7 \u05DB\u05EA\u05D5\u05D1\u05EA",
  "nem tal\xE1lhat\xF3 alap url. k\xE9rj\xFCk, adjon meg egyet",
  "\u30D9\u30FC\u30B9url\u304C\u898B\u3064\u304B\u308A\u307E\u305B\u3093\u3002\u30D9\u30FC\u30B9url\u3092\u5165\u529B",
  "\uAE30\uBCF8 url\uC774 \uC5C6\uC2B5\uB2C8\uB2E4. url\uC744 \uC81C\uACF5\uD55C",
  "nav atrasts b\u0101zes url. l\u016Bdzu, nor\u0101diet to",
  "ingen base-url funnet. oppgi en",
  "nie znaleziono podstawowego url. podaj go",
  "nenhuma url base encontrada. por favor, forne\xE7a uma",
  "\u0431\u0430\u0437\u043E\u0432\u044B\u0439 url \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D. \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u0443\u043A\u0430\u0436\u0438\u0442\u0435 \u0435\u0433\u043E",
  "ingen bas-url hittades. v\xE4nligen ange en url",
  "\u0E44\u0E21\u0E48\u0E1E\u0E1A url \u0E1E\u0E37\u0E49\u0E19\u0E10\u0E32\u0E19 \u0E42\u0E1B\u0E23\u0E14\u0E23\u0E30\u0E1A\u0E38 url",
  "temel url bulunamad\u0131. l\xFCtfen bir tane sa\u011Flay\u0131n",
  "\u0431\u0430\u0437\u043E\u0432\u0443 url-\u0430\u0434\u0440\u0435\u0441\u0443 \u043D\u0435 \u0437\u043D\u0430\u0439\u0434\u0435\u043D\u043E. \u0431\u0443\u0434\u044C \u043B\u0430\u0441\u043A\u0430, \u0432\u043A\u0430\u0436\u0456\u0442\u044C \u0457\u0457",
  "\u672A\u627E\u5230\u57FA\u7840 url\uFF0C\u8BF7\u63D0\u4F9B\u4E00\u4E2A",
  "\u627E\u4E0D\u5230\u57FA\u790E url\u3002\u8ACB\u63D0\u4F9B\u4E00\u500B\u57FA\u790E url",
  "basis-url verweist auf eine eingeschr\xE4nkte adresse",
  "base url you provided targets a restricted address",
  "\u30D9\u30FC\u30B9url\u306F\u5236\u9650\u3055\u308C\u305F\u30A2\u30C9\u30EC\u30B9",
  "b\u0101zes url ir v\u0113rsts uz ierobe\u017Eotu adresi",
  // round 41-AU: Cherry Studio's texts in its Arabic, Korean, Czech, Spanish (Mexico), zh-TW and other locale files
  "api \u5BC6\u94A5\u672A\u914D\u7F6E",
  "\u7981\u6B62\u5B58\u53D6\uFF0C\u8ACB\u78BA\u8A8D\u5E33\u865F\u662F\u5426\u5B8C\u6210\u5BE6\u540D\u8A8D\u8B49",
  "\u5C1A\u672A\u8A2D\u5B9A api \u91D1\u9470",
  "\u53D6\u5F97 api \u91D1\u9470\u4E26\u5B8C\u6210\u8A2D\u5B9A\u5F8C\u518D\u7E7C\u7E8C\u4F7F\u7528",
  "api key \u7121\u6548\uFF0C\u8ACB\u6AA2\u67E5",
  "api \u91D1\u9470\u672A\u8A2D\u5B9A",
  "api-schl\xFCssel nicht konfiguriert",
  "\u0641\u0634\u0644\u062A \u0627\u0644\u0645\u0635\u0627\u062F\u0642\u0629. \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646 \u0635\u062D\u0629 \u0645\u0641\u062A\u0627\u062D api",
  "\u0641\u0634\u0644 \u0627\u0644\u0645\u0635\u0627\u062F\u0642\u0629\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646 \u0635\u062D\u0629 \u0645\u0641\u062A\u0627\u062D api",
  "\u0641\u0634\u0644 \u0627\u0644\u0645\u0635\u0627\u062F\u0642\u0629. \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0645\u0627 \u0625\u0630\u0627 \u0643\u0627\u0646 \u0645\u0641\u062A\u0627\u062D api",
  "\u062A\u0645 \u0631\u0641\u0636 \u0627\u0644\u0648\u0635\u0648\u0644. \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646 \u062A\u0648\u062B\u064A\u0642 \u062D\u0633\u0627\u0628\u0643",
  "\u062A\u0645 \u0627\u0644\u0631\u0641\u0636. \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0645\u0627 \u0625\u0630\u0627 \u0643\u0627\u0646 \u062D\u0633\u0627\u0628\u0643 \u0642\u062F \u062A\u0645 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646\u0647",
  "\u0645\u0645\u0646\u0648\u0639 \u0627\u0644\u0648\u0635\u0648\u0644\u060C \u064A\u0631\u062C\u0649 \u062A\u0631\u062C\u0645\u0629 \u0631\u0633\u0627\u0644\u0629 \u0627\u0644\u062E\u0637\u0623",
  "\u0627\u0644\u0648\u0635\u0648\u0644 \u0645\u0645\u0646\u0648\u0639\u060C \u064A\u0631\u062C\u0649 \u062A\u0631\u062C\u0645\u0629 \u0631\u0633\u0627\u0644\u0629 \u0627\u0644\u062E\u0637\u0623",
  "\u0644\u0645 \u062A\u0642\u0645 \u0628\u062A\u0647\u064A\u0626\u0629 \u0645\u0641\u062A\u0627\u062D api",
  "\u0644\u0642\u062F \u0646\u0641\u062F\u062A \u062D\u0635\u062A\u0643 \u0627\u0644\u0645\u062C\u0627\u0646\u064A\u0629 \u0627\u0644\u064A\u0648\u0645\u064A\u0629",
  "\u0645\u0641\u062A\u0627\u062D api \u063A\u064A\u0631 \u0635\u0627\u0644\u062D\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0648\u0625\u0639\u0627\u062F\u0629 \u0627\u0644\u062A\u0643\u0648\u064A\u0646",
  "\u0646\u0641\u062F\u062A \u062D\u0635\u0629 \u0627\u0644\u062D\u0633\u0627\u0628\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0634\u062D\u0646",
  "\u0645\u0641\u062A\u0627\u062D api \u063A\u064A\u0631 \u0645\u0643\u0648\u0646",
  "\u0645\u0641\u062A\u0627\u062D api \u063A\u064A\u0631 \u0645\u062A\u0643\u0648\u064A\u0646",
  "\u0645\u0641\u062A\u0627\u062D api \u063A\u064A\u0631 \u0645\u0647\u064A\u0623",
  "\u0644\u0645 \u064A\u062A\u0645 \u062A\u0643\u0648\u064A\u0646 \u0645\u0641\u062A\u0627\u062D api",
  "\uC778\uC99D \uC2E4\uD328. api \uD0A4\uAC00 \uC62C\uBC14\uB978\uC9C0",
  "\uC561\uC138\uC2A4 \uAC70\uBD80. \uACC4\uC815\uC774 \uD655\uC778\uB418\uC5C8\uB294\uC9C0",
  "\uC811\uADFC\uC774 \uAC70\uBD80\uB418\uC5C8\uC2B5\uB2C8\uB2E4. \uACC4\uC815\uC774 \uC2E4\uBA85 \uC778\uC99D\uB418\uC5C8\uB294\uC9C0",
  "api \uD0A4\uB97C \uAD6C\uC131\uD558\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4",
  "\uBB34\uB8CC \uD560\uB2F9\uB7C9\uC774 \uBAA8\uB450 \uC18C\uC9C4\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "api \uD0A4\uAC00 \uAD6C\uC131\uB418\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4",
  "autentizace selhala. zkontrolujte, zda je v\xE1\u0161 api kl\xED\u010D",
  "p\u0159\xEDstup odep\u0159en. zkontrolujte, zda je v\xE1\u0161 \xFA\u010Det ov\u011B\u0159en",
  "api kl\xED\u010D nen\xED nakonfigurov\xE1n",
  "fallo de autenticaci\xF3n. revisa si tu clave api",
  "acceso prohibido. revisa el mensaje de error para conocer la causa",
  "no se ha configurado la clave api",
  // round 41-AW: Dify's texts in 13 more locales
  "crediti ai sono esauriti",
  "api key \xE8 stata rimossa. configura una nuova api key",
  "chiave del provider llm non \xE8 stata impostata",
  "ai credits foram esgotados",
  "api key foi removida. por favor, configure uma nova api key",
  "chave do provedor llm n\xE3o foi definida",
  "ai credits zosta\u0142y wyczerpane",
  "klucz api zosta\u0142 usuni\u0119ty. prosz\u0119 skonfigurowa\u0107 nowy klucz api",
  "limit pr\xF3bny zosta\u0142 wyczerpany",
  "klucz api nie ma dost\u0119pnych limit\xF3w",
  "nieprawid\u0142owy klucz api openai",
  "klucz dostawcy llm nie zosta\u0142 ustawiony",
  "ai-\u043A\u0440\u0435\u0434\u0438\u0442\u0438 \u0432\u0438\u0447\u0435\u0440\u043F\u0430\u043D\u043E",
  "api-\u043A\u043B\u044E\u0447 \u0431\u0443\u043B\u043E \u0432\u0438\u0434\u0430\u043B\u0435\u043D\u043E. \u0431\u0443\u0434\u044C \u043B\u0430\u0441\u043A\u0430, \u043D\u0430\u043B\u0430\u0448\u0442\u0443\u0439\u0442\u0435 \u043D\u043E\u0432\u0438\u0439 api-\u043A\u043B\u044E\u0447",
  "\u043F\u0440\u043E\u0431\u043D\u0430 \u043A\u0432\u043E\u0442\u0430 \u0432\u0438\u043A\u043E\u0440\u0438\u0441\u0442\u0430\u043D\u0430",
  "\u043A\u043B\u044E\u0447\u0430 api \u043D\u0435\u043C\u0430\u0454 \u0434\u043E\u0441\u0442\u0443\u043F\u043D\u043E\u0457 \u043A\u0432\u043E\u0442\u0438",
  "\u043D\u0435\u0434\u0456\u0439\u0441\u043D\u0438\u0439 \u043A\u043B\u044E\u0447 openai api",
  "\u043A\u043B\u044E\u0447 \u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440\u0430 llm \u043D\u0435 \u0432\u0441\u0442\u0430\u043D\u043E\u0432\u043B\u0435\u043D\u043E",
  "yapay zeka kredileri t\xFCkendi",
  "yapay zeka kredileriniz t\xFCkendi",
  "api anahtar\u0131 kald\u0131r\u0131ld\u0131. l\xFCtfen yeni bir api anahtar\u0131 yap\u0131land\u0131r\u0131n",
  "llm sa\u011Flay\u0131c\u0131 anahtar\u0131 ayarlanmad\u0131",
  "ai credits au fost epuizate",
  "api key-ul a fost eliminat. v\u0103 rug\u0103m s\u0103 configura\u021Bi un nou api key",
  "cheia furnizorului llm nu a fost setat\u0103",
  "\u0627\u0639\u062A\u0628\u0627\u0631 \u0647\u0648\u0634 \u0645\u0635\u0646\u0648\u0639\u06CC \u062A\u0645\u0627\u0645 \u0634\u062F\u0647 \u0627\u0633\u062A",
  "\u0627\u0639\u062A\u0628\u0627\u0631 \u0647\u0648\u0634 \u0645\u0635\u0646\u0648\u0639\u06CC \u0634\u0645\u0627 \u062A\u0645\u0627\u0645 \u0634\u062F\u0647 \u0627\u0633\u062A",
  "\u06A9\u0644\u06CC\u062F api \u062D\u0630\u0641 \u0634\u062F\u0647 \u0627\u0633\u062A. \u0644\u0637\u0641\u0627\u064B \u06CC\u06A9 \u06A9\u0644\u06CC\u062F api \u062C\u062F\u06CC\u062F \u067E\u06CC\u06A9\u0631\u0628\u0646\u062F\u06CC \u06A9\u0646\u06CC\u062F",
  "\u06A9\u0644\u06CC\u062F \u0627\u0631\u0627\u0626\u0647\u062F\u0647\u0646\u062F\u0647 llm \u062A\u0646\u0638\u06CC\u0645 \u0646\u0634\u062F\u0647 \u0627\u0633\u062A",
  "\u092A\u0930\u0940\u0915\u094D\u0937\u0923 \u0915\u094B\u091F\u093E \u0938\u092E\u093E\u092A\u094D\u0924 \u0939\u094B \u0917\u092F\u093E",
  "\u090F\u092A\u0940\u0906\u0908 \u0915\u0941\u0902\u091C\u0940 \u092E\u0947\u0902 \u0915\u094B\u0908 \u0915\u094B\u091F\u093E \u0909\u092A\u0932\u092C\u094D\u0927 \u0928\u0939\u0940\u0902 \u0939\u0948",
  "\u0905\u092E\u093E\u0928\u094D\u092F openai \u090F\u092A\u0940\u0906\u0908 \u0915\u0941\u0902\u091C\u0940",
  "\u090F\u0932\u090F\u0932\u090F\u092E \u092A\u094D\u0930\u0926\u093E\u0924\u093E \u0915\u0941\u0902\u091C\u0940 \u0938\u0947\u091F \u0928\u0939\u0940\u0902 \u0915\u0940 \u0917\u0908 \u0939\u0948",
  "\u0E40\u0E04\u0E23\u0E14\u0E34\u0E15 ai \u0E2B\u0E21\u0E14\u0E41\u0E25\u0E49\u0E27",
  "\u0E40\u0E04\u0E23\u0E14\u0E34\u0E15 ai \u0E02\u0E2D\u0E07\u0E04\u0E38\u0E13\u0E2B\u0E21\u0E14\u0E41\u0E25\u0E49\u0E27",
  "api key \u0E16\u0E39\u0E01\u0E25\u0E1A\u0E41\u0E25\u0E49\u0E27 \u0E01\u0E23\u0E38\u0E13\u0E32\u0E01\u0E33\u0E2B\u0E19\u0E14\u0E04\u0E48\u0E32 api key \u0E43\u0E2B\u0E21\u0E48",
  "\u0E44\u0E21\u0E48\u0E44\u0E14\u0E49\u0E15\u0E31\u0E49\u0E07\u0E04\u0E48\u0E32\u0E04\u0E35\u0E22\u0E4C\u0E1C\u0E39\u0E49\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23 llm",
  "krediti ai so bili porabljeni",
  "api klju\u010D je bil odstranjen. prosimo, konfigurirajte nov api klju\u010D",
  "klju\u010D ponudnika llm ni nastavljen",
  "kredit ai telah habis",
  "kredit ai anda telah habis",
  "kunci api telah dihapus. silakan konfigurasikan kunci api baru",
  "kunci penyedia llm belum diatur",
  "\u0646\u0641\u062F\u062A \u0623\u0631\u0635\u062F\u0629 \u0627\u0644\u0630\u0643\u0627\u0621 \u0627\u0644\u0627\u0635\u0637\u0646\u0627\u0639\u064A",
  "\u062A\u0645\u062A \u0625\u0632\u0627\u0644\u0629 \u0645\u0641\u062A\u0627\u062D api. \u064A\u0631\u062C\u0649 \u062A\u0643\u0648\u064A\u0646 \u0645\u0641\u062A\u0627\u062D api \u062C\u062F\u064A\u062F",
  "\u0644\u0645 \u064A\u062A\u0645 \u062A\u0639\u064A\u064A\u0646 \u0645\u0641\u062A\u0627\u062D \u0645\u0632\u0648\u062F llm",
  "s\xFCni intellekt kreditl\u0259ri t\xFCk\u0259nib",
  "s\xFCni intellekt kreditl\u0259rin t\xFCk\u0259nib",
  "api a\xE7ar\u0131 \xE7\u0131xar\u0131l\u0131b. yeni api a\xE7ar\u0131n\u0131 konfiqurasiya et",
  // round 41-AV: Chatbox's system, licence and search-key texts in its locales; Kilo Code's empty-reply text in 17 more
  "\u0644\u0643\u0646 \u0644\u0645 \u064A\u062A\u0645 \u0625\u062F\u062E\u0627\u0644 \u0645\u0641\u062A\u0627\u062D \u062A\u0631\u062E\u064A\u0635 \u0628\u0639\u062F",
  "aber noch keinen lizenzschl\xFCssel eingegeben",
  "pero a\xFAn no se ha introducido una clave de licencia",
  "mais aucune cl\xE9 de licence n'a encore \xE9t\xE9 saisie",
  "ma non \xE8 stata ancora inserita una chiave di licenza",
  "ma non hai ancora inserito una chiave di licenza",
  "\uC120\uD0DD\uD588\uC9C0\uB9CC \uB77C\uC774\uC120\uC2A4 \uD0A4\uAC00 \uC544\uC9C1 \uC785\uB825\uB418\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4",
  "men ingen lisensn\xF8kkel er lagt inn enn\xE5",
  "mas ainda n\xE3o foi introduzida uma chave de licen\xE7a",
  "mas ainda n\xE3o introduziu uma chave de licen\xE7a",
  "men ingen licensnyckel har angetts \xE4n",
  "\u4F46\u5C1A\u672A\u8F38\u5165\u6388\u6B0A\u5BC6\u9470",
  "\u0644\u0643\u0646 \u0644\u0645 \u064A\u062A\u0645 \u0625\u062F\u062E\u0627\u0644 \u0645\u0641\u062A\u0627\u062D api \u0628\u0639\u062F",
  "aber noch keinen api-schl\xFCssel eingegeben",
  "pero a\xFAn no se ha introducido una clave api",
  "mais aucune cl\xE9 api n'a encore \xE9t\xE9 saisie",
  "ma non hai ancora inserito una chiave api",
  "\u9078\u629E\u3057\u307E\u3057\u305F\u304C\u3001api\u30AD\u30FC\u304C\u307E\u3060\u5165\u529B\u3055\u308C\u3066\u3044\u307E\u305B\u3093",
  "\uC120\uD0DD\uD588\uC9C0\uB9CC api \uD0A4\uAC00 \uC544\uC9C1 \uC785\uB825\uB418\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4",
  "men ingen api-n\xF8kkel er lagt inn enn\xE5",
  "\u043D\u043E \u043A\u043B\u044E\u0447 api \u0435\u0449\u0435 \u043D\u0435 \u0432\u0432\u0435\u0434\u0435\u043D",
  "\u4F46\u5C1A\u672A\u8F93\u5165 api key",
  "\u4F46\u5C1A\u672A\u8F38\u5165 api \u5BC6\u9470",
  // round 40-AN: Cline's sign-in, free-limit and account texts, Continue's key and context texts, Kilo Code's no-credits tooltip
  "please sign in to cline before trying again",
  "looks like you're logged out",
  "accounts cannot use clinepass subscriptions",
  "is not compatible with the codestral api",
  "but the api key is not set",
  "the api key is actually invalid",
  "api key secret not found",
  "no api key was sent with the request",
  "cometapi authentication failed",
  "replicate api authentication failed",
  "account has no credits",
  "no hay cr\xE9ditos en tu cuenta",
  "tidak ada kredit di akun kamu",
  "kein guthaben auf deinem konto",
  "\u30A2\u30AB\u30A6\u30F3\u30C8\u306B\u30AF\u30EC\u30B8\u30C3\u30C8\u304C\u3042\u308A\u307E\u305B\u3093",
  // review 30-A: Roo Code's chat error rows and its Roo, Cerebras and key texts in the locales still missing
  "no s'ha pogut autenticar amb el prove\xEFdor",
  "clau api \xE9s v\xE0lida, per\xF2 el prove\xEFdor ha rebutjat",
  "has d'iniciar sessi\xF3 per utilitzar claude code",
  "el prove\xEFdor roo requereix autenticaci\xF3 al n\xFAvol",
  "la clau api cont\xE9 car\xE0cters no v\xE0lids",
  "ha fallat l'autenticaci\xF3 de l'api de cerebras",
  "die guthaben/credits in deinem konto ausgegangen",
  "roo-anbieter erfordert cloud-authentifizierung",
  "api-schl\xFCssel enth\xE4lt ung\xFCltige zeichen",
  "se te han acabado los fondos/cr\xE9ditos",
  "clave api es v\xE1lida, pero el proveedor se neg\xF3",
  "debes iniciar sesi\xF3n para usar claude code",
  "la clave api contiene caracteres inv\xE1lidos",
  "fall\xF3 la autenticaci\xF3n de la api de cerebras",
  "vous ayez \xE9puis\xE9 vos fonds/cr\xE9dits",
  "vous devez vous connecter pour utiliser claude code",
  "la cl\xE9 api contient des caract\xE8res invalides",
  "\xE9chec de l'authentification de l'api cerebras",
  "\u092A\u094D\u0930\u0926\u093E\u0924\u093E \u0915\u0947 \u0938\u093E\u0925 \u092A\u094D\u0930\u092E\u093E\u0923\u093F\u0924 \u0928\u0939\u0940\u0902 \u0915\u093F\u090F \u091C\u093E \u0938\u0915\u0947",
  "\u0906\u092A\u0915\u0947 \u0916\u093E\u0924\u0947 \u092E\u0947\u0902 \u092B\u0902\u0921/\u0915\u094D\u0930\u0947\u0921\u093F\u091F \u0938\u092E\u093E\u092A\u094D\u0924 \u0939\u094B \u0917\u090F",
  "api \u0915\u0941\u0902\u091C\u0940 \u0935\u0948\u0927 \u0939\u0948, \u0932\u0947\u0915\u093F\u0928 \u092A\u094D\u0930\u0926\u093E\u0924\u093E \u0928\u0947 \u0907\u0938 \u0905\u0928\u0941\u0930\u094B\u0927 \u0915\u094B \u092A\u0942\u0930\u093E \u0915\u0930\u0928\u0947 \u0938\u0947 \u0907\u0928\u0915\u093E\u0930",
  "claude code \u0915\u093E \u0909\u092A\u092F\u094B\u0917 \u0915\u0930\u0928\u0947 \u0915\u0947 \u0932\u093F\u090F \u0906\u092A\u0915\u094B \u0938\u093E\u0907\u0928 \u0907\u0928 \u0915\u0930\u0928\u093E \u0939\u094B\u0917\u093E",
  "roo \u092A\u094D\u0930\u0926\u093E\u0924\u093E \u0915\u094B \u0915\u094D\u0932\u093E\u0909\u0921 \u092A\u094D\u0930\u092E\u093E\u0923\u0940\u0915\u0930\u0923 \u0915\u0940 \u0906\u0935\u0936\u094D\u092F\u0915\u0924\u093E \u0939\u0948",
  "api \u0915\u0941\u0902\u091C\u0940 \u092E\u0947\u0902 \u0905\u092E\u093E\u0928\u094D\u092F \u0935\u0930\u094D\u0923 \u0939\u0948\u0902",
  "cerebras api \u092A\u094D\u0930\u092E\u093E\u0923\u0940\u0915\u0930\u0923 \u0935\u093F\u092B\u0932",
  "tidak dapat mengautentikasi dengan penyedia",
  "anda telah kehabisan dana/kredit di akun anda",
  "kunci api anda valid, tetapi penyedia menolak",
  "anda perlu masuk untuk menggunakan claude code",
  "penyedia roo memerlukan autentikasi cloud",
  "kunci api mengandung karakter tidak valid",
  "autentikasi api cerebras gagal",
  "impossibile autenticare con il provider",
  "chiave api \xE8 valida, ma il provider ha rifiutato",
  "devi accedere per utilizzare claude code",
  "il provider roo richiede l'autenticazione cloud",
  "la chiave api contiene caratteri non validi",
  "autenticazione api cerebras fallita",
  "\u30A2\u30AB\u30A6\u30F3\u30C8\u306E\u8CC7\u91D1/\u30AF\u30EC\u30B8\u30C3\u30C8\u304C\u4E0D\u8DB3\u3057\u3066\u3044\u308B\u3088\u3046\u3067\u3059",
  "api \u30AD\u30FC\u306F\u6709\u52B9\u3067\u3059\u304C\u3001\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u304C\u3053\u306E\u30EA\u30AF\u30A8\u30B9\u30C8\u306E\u5B8C\u4E86\u3092\u62D2\u5426",
  "roo\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u306F\u30AF\u30E9\u30A6\u30C9\u8A8D\u8A3C\u304C\u5FC5\u8981\u3067\u3059",
  "api\u30AD\u30FC\u306B\u7121\u52B9\u306A\u6587\u5B57\u304C\u542B\u307E\u308C\u3066\u3044\u307E\u3059",
  "\uACF5\uAE09\uC790\uB85C \uC778\uC99D\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4",
  "\uACC4\uC815\uC758 \uC790\uAE08/\uD06C\uB808\uB527\uC774 \uBD80\uC871\uD55C \uAC83 \uAC19\uC2B5\uB2C8\uB2E4",
  "claude code\uB97C \uC0AC\uC6A9\uD558\uB824\uBA74 \uB85C\uADF8\uC778\uD574\uC57C \uD569\uB2C8\uB2E4",
  "roo \uC81C\uACF5\uC5C5\uCCB4\uB294 \uD074\uB77C\uC6B0\uB4DC \uC778\uC99D\uC774 \uD544\uC694\uD569\uB2C8\uB2E4",
  "api \uD0A4\uC5D0 \uC720\uD6A8\uD558\uC9C0 \uC54A\uC740 \uBB38\uC790\uAC00 \uD3EC\uD568\uB418\uC5B4 \uC788\uC2B5\uB2C8\uB2E4",
  "cerebras api \uC778\uC99D\uC5D0 \uC2E4\uD328\uD588\uC2B5\uB2C8\uB2E4",
  "kon niet authenticeren met provider",
  "api-sleutel is geldig, maar de provider weigerde",
  "je moet inloggen om claude code te gebruiken",
  "roo provider vereist cloud authenticatie",
  "api-sleutel bevat ongeldige karakters",
  "cerebras api-authenticatie mislukt",
  "nie mo\u017Cna uwierzytelni\u0107 u dostawcy",
  "klucz api jest wa\u017Cny, ale dostawca odm\xF3wi\u0142",
  "musisz si\u0119 zalogowa\u0107, aby korzysta\u0107 z claude code",
  "dostawca roo wymaga uwierzytelnienia w chmurze",
  "klucz api zawiera nieprawid\u0142owe znaki",
  "uwierzytelnianie api cerebras nie powiod\u0142o si\u0119",
  "n\xE3o foi poss\xEDvel autenticar com o provedor",
  "voc\xEA ficou sem fundos/cr\xE9ditos em sua conta",
  "chave api \xE9 v\xE1lida, mas o provedor se recusou",
  "voc\xEA precisa fazer login para usar o claude code",
  "o provedor roo requer autentica\xE7\xE3o na nuvem",
  "a chave api cont\xE9m caracteres inv\xE1lidos",
  "falha na autentica\xE7\xE3o da api cerebras",
  "\u043D\u0435 \u0443\u0434\u0430\u043B\u043E\u0441\u044C \u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u0446\u0438\u0440\u043E\u0432\u0430\u0442\u044C\u0441\u044F \u0443 \u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440\u0430",
  "\u0443 \u0432\u0430\u0441 \u0437\u0430\u043A\u043E\u043D\u0447\u0438\u043B\u0438\u0441\u044C \u0441\u0440\u0435\u0434\u0441\u0442\u0432\u0430/\u043A\u0440\u0435\u0434\u0438\u0442\u044B \u043D\u0430 \u0432\u0430\u0448\u0435\u043C \u0441\u0447\u0435\u0442\u0435",
  "\u0432\u0430\u043C \u043D\u0435\u043E\u0431\u0445\u043E\u0434\u0438\u043C\u043E \u0432\u043E\u0439\u0442\u0438 \u0432 \u0441\u0438\u0441\u0442\u0435\u043C\u0443, \u0447\u0442\u043E\u0431\u044B \u0438\u0441\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u0442\u044C claude code",
  "\u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440 roo \u0442\u0440\u0435\u0431\u0443\u0435\u0442 \u043E\u0431\u043B\u0430\u0447\u043D\u043E\u0439 \u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u0438",
  "api-\u043A\u043B\u044E\u0447 \u0441\u043E\u0434\u0435\u0440\u0436\u0438\u0442 \u043D\u0435\u0434\u043E\u043F\u0443\u0441\u0442\u0438\u043C\u044B\u0435 \u0441\u0438\u043C\u0432\u043E\u043B\u044B",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u0438 cerebras api",
  "sa\u011Flay\u0131c\u0131 ile kimlik do\u011Frulamas\u0131 yap\u0131lamad\u0131",
  "hesab\u0131n\u0131zda para/kredi bitti gibi g\xF6r\xFCn\xFCyor",
  "api anahtar\u0131n\u0131z ge\xE7erli ama sa\u011Flay\u0131c\u0131 bu iste\u011Fi tamamlamay\u0131 reddetti",
  "claude code'u kullanmak i\xE7in oturum a\xE7man\u0131z gerekiyor",
  "roo sa\u011Flay\u0131c\u0131s\u0131 bulut kimlik do\u011Frulamas\u0131 gerektirir",
  "api anahtar\u0131 ge\xE7ersiz karakterler i\xE7eriyor",
  "kh\xF4ng th\u1EC3 x\xE1c th\u1EF1c v\u1EDBi nh\xE0 cung c\u1EA5p",
  "b\u1EA1n \u0111\xE3 h\u1EBFt ti\u1EC1n/t\xEDn d\u1EE5ng trong t\xE0i kho\u1EA3n",
  "kh\xF3a api c\u1EE7a b\u1EA1n h\u1EE3p l\u1EC7, nh\u01B0ng nh\xE0 cung c\u1EA5p t\u1EEB ch\u1ED1i",
  "b\u1EA1n c\u1EA7n \u0111\u0103ng nh\u1EADp \u0111\u1EC3 s\u1EED d\u1EE5ng claude code",
  "nh\xE0 cung c\u1EA5p roo y\xEAu c\u1EA7u x\xE1c th\u1EF1c \u0111\xE1m m\xE2y",
  "kh\xF3a api ch\u1EE9a k\xFD t\u1EF1 kh\xF4ng h\u1EE3p l\u1EC7",
  "x\xE1c th\u1EF1c api cerebras th\u1EA5t b\u1EA1i",
  "\u60A8\u7684\u8D26\u6237\u4F59\u989D/\u79EF\u5206\u4F3C\u4E4E\u5DF2\u7528\u5C3D",
  "roo \u63D0\u4F9B\u5546\u9700\u8981\u4E91\u8BA4\u8BC1",
  "cerebras api \u8EAB\u4EFD\u9A8C\u8BC1\u5931\u8D25",
  "\u7121\u6CD5\u5411\u4F9B\u61C9\u5546\u9032\u884C\u8EAB\u4EFD\u9A57\u8B49",
  "api \u91D1\u9470\u6709\u6548\uFF0C\u4F46\u4F9B\u61C9\u5546\u62D2\u7D55\u5B8C\u6210\u6B64\u8ACB\u6C42",
  "\u60A8\u9700\u8981\u767B\u5165\u624D\u80FD\u4F7F\u7528 claude code",
  "api \u91D1\u9470\u5305\u542B\u7121\u6548\u5B57\u5143",
  "cerebras api \u9A57\u8B49\u5931\u6557",
  // round 38-AD: Roo Code's chat error rows, its Codex and Cerebras texts in their locales; Kilo Code's empty-reply text
  "couldn't authenticate with provider",
  "authentifizierung beim anbieter fehlgeschlagen",
  "no se pudo autenticar con el proveedor",
  "impossible de s'authentifier aupr\xE8s du fournisseur",
  "\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u3067\u8A8D\u8A3C\u3067\u304D\u307E\u305B\u3093\u3067\u3057\u305F",
  "\u65E0\u6CD5\u5411\u63D0\u4F9B\u5546\u8FDB\u884C\u8EAB\u4EFD\u9A8C\u8BC1",
  "run out of funds/credits in your account",
  "se t'han acabat els fons/cr\xE8dits",
  "abbia esaurito i fondi/crediti",
  "je funds/credits op je account op zijn",
  "wyczerpa\u0142e\u015B \u015Brodki/kredyty na swoim koncie",
  "\u60A8\u7684\u5E33\u6236\u8CC7\u91D1\uFF0F\u984D\u5EA6\u4F3C\u4E4E\u5DF2\u7528\u76E1",
  "api-schl\xFCssel ist g\xFCltig, aber der anbieter hat sich geweigert",
  "cl\xE9 api est valide, mais le fournisseur a refus\xE9",
  "api \u5BC6\u94A5\u6709\u6548\uFF0C\u4F46\u63D0\u4F9B\u5546\u62D2\u7EDD\u5B8C\u6210\u6B64\u8BF7\u6C42",
  "api \uD0A4\uB294 \uC720\uD6A8\uD558\uC9C0\uB9CC \uACF5\uAE09\uC790\uAC00 \uC774 \uC694\uCCAD\uC744 \uC644\uB8CC\uD558\uAE30\uB97C \uAC70\uBD80\uD588\uC2B5\uB2C8\uB2E4",
  "\u043A\u043B\u044E\u0447 api \u0434\u0435\u0439\u0441\u0442\u0432\u0438\u0442\u0435\u043B\u0435\u043D, \u043D\u043E \u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440 \u043E\u0442\u043A\u0430\u0437\u0430\u043B\u0441\u044F",
  "you need to sign in to use claude code",
  "du musst dich anmelden, um claude code zu verwenden",
  "\u4F60\u9700\u8981\u767B\u5F55\u624D\u80FD\u4F7F\u7528 claude code",
  "claude code\u3092\u4F7F\u7528\u3059\u308B\u306B\u306F\u30B5\u30A4\u30F3\u30A4\u30F3\u304C\u5FC5\u8981\u3067\u3059",
  "roo provider requires cloud authentication",
  "le fournisseur roo n\xE9cessite une authentification cloud",
  "roo \u63D0\u4F9B\u8005\u9700\u8981\u96F2\u7AEF\u8A8D\u8B49",
  "el proveedor roo requiere autenticaci\xF3n en la nube",
  "not authenticated with openai codex",
  "nicht bei openai codex authentifiziert",
  "no esteu autenticat amb openai codex",
  "your chatgpt subscription may not include codex access",
  "dein chatgpt-abonnement enth\xE4lt m\xF6glicherweise keinen codex-zugang",
  "la vostra subscripci\xF3 a chatgpt pot no incloure acc\xE9s a codex",
  "torneu a autenticar-vos amb openai codex",
  "api key contains invalid characters",
  "api \u5BC6\u94A5\u5305\u542B\u65E0\u6548\u5B57\u7B26",
  "cerebras api authentication failed",
  "cerebras api\u8A8D\u8A3C\u304C\u5931\u6557\u3057\u307E\u3057\u305F",
  // round 38-AG: SillyTavern's toasts in its locales, AstrBot's Coze texts
  "check you have credits available",
  "openai \u8D26\u53F7\u4F59\u989D\u662F\u5426\u5145\u8DB3",
  "\u5E33\u865F\u4E2D\u662F\u5426\u6709\u53EF\u7528\u9918\u984D",
  "avez des cr\xE9dits disponibles sur votre compte",
  "\u0438\u043C\u0435\u0435\u0442\u0441\u044F \u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E \u043A\u0440\u0435\u0434\u0438\u0442\u043E\u0432",
  "api \u8FD4\u56DE\u9519\u8BEF\nunauthorized",
  "api \u043E\u0442\u0432\u0435\u0442\u0438\u043B\u043E \u043E\u0448\u0438\u0431\u043A\u043E\u0439\nunauthorized",
  "coze api \u8BA4\u8BC1\u5931\u8D25",
  // round 38-AF: FastGPT's, MaxKB's and RAGFlow's texts in their locales
  "api key \u4E0D\u5408\u6CD5",
  "ai \u79EF\u5206\u4E0D\u8DB3",
  "ai \u7A4D\u5206\u4E0D\u8DB3",
  "ai \u9EDE\u6578\u4E0D\u8DB3",
  "\u767B\u5F55\u72B6\u6001\u65E0\u6548",
  "\u767B\u5165\u72C0\u614B\u7121\u6548",
  "\u51ED\u8BC1\u5DF2\u8FC7\u671F\uFF0C\u8BF7\u91CD\u65B0\u767B\u5F55",
  "\u5E33\u6236\u9918\u984D\u4E0D\u8DB3",
  "\uACC4\uC815 \uC794\uC561 \uBD80\uC871",
  "\uC720\uD6A8\uD558\uC9C0 \uC54A\uC740 api \uD0A4",
  "ai \uD3EC\uC778\uD2B8 \uBD80\uC871",
  "ai \uD3EC\uC778\uD2B8\uAC00 \uBD80\uC871\uD569\uB2C8\uB2E4",
  "\uB85C\uADF8\uC778 \uC0C1\uD0DC\uAC00 \uC720\uD6A8\uD558\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4. \uB2E4\uC2DC \uB85C\uADF8\uC778",
  "credits are insufficient",
  "\u60A8\u7684\u63D0\u95EE\u5DF2\u8FBE\u5230\u6700\u5927\u9650\u5236",
  "\u60A8\u7684\u63D0\u554F\u5DF2\u9054\u6700\u5927\u9650\u5236",
  "you have reached the maximum number of questions",
  "\u4ECA\u5929\u7684\u8A2A\u554F\u6B21\u6578\u8D85\u904E\u9650\u5236",
  "\u767B\u5F55\u5DF2\u8FC7\u671F",
  "api\u30AD\u30FC\u306F\u7121\u52B9\u3067\u3059",
  "\u30C8\u30FC\u30AF\u30F3\u3001\u30E6\u30FC\u30B6\u30FC\u540D\u3001\u307E\u305F\u306F\u30D1\u30B9\u30EF\u30FC\u30C9\u304C\u9593\u9055\u3063\u3066\u3044\u307E\u3059",
  "api \uD0A4\uAC00 \uC720\uD6A8\uD558\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "votre cl\xE9 api est invalide",
  "token, nombre de usuario o contrase\xF1a incorrectos",
  "api \u043A\u043B\u044E\u0447 \u043D\u0435\u0434\u0435\u0439\u0441\u0442\u0432\u0438\u0442\u0435\u043B\u0435\u043D",
  // round 38-AE: Dify's texts in its locales (rate limits, quotas and credits, keys, the model provider)
  "api key has no quota available",
  "api key \u5DF2\u6CA1\u6709\u53EF\u7528\u914D\u989D",
  "api key \u5DF2\u6C92\u6709\u53EF\u7528\u914D\u984D",
  "trial quota used up",
  "\u8BD5\u7528\u989D\u5EA6\u5DF2\u7528\u5B8C",
  "\u8A66\u7528\u984D\u5EA6\u5DF2\u7528\u5B8C",
  "llm provider key has not been set",
  "llm \u63D0\u4F9B\u8005\u7684\u5BC6\u94A5\u672A\u8BBE\u7F6E",
  "\u9700\u8981\u8BBE\u7F6E llm \u63D0\u4F9B\u8005\u7684\u5BC6\u94A5",
  "\u65E0\u6548\u7684 openai api \u5BC6\u94A5",
  "\u7121\u6548\u7684 openai api \u91D1\u9470",
  "api key \u5DF2\u88AB\u79FB\u9664\uFF0C\u8ACB\u91CD\u65B0\u914D\u7F6E api key",
  "ai \u30AF\u30EC\u30B8\u30C3\u30C8\u3092\u4F7F\u3044\u5207\u308A\u307E\u3057\u305F",
  "\u7121\u52B9\u306A api \u30AD\u30FC",
  "api \u30AD\u30FC\u306F\u524A\u9664\u3055\u308C\u307E\u3057\u305F\u3002\u65B0\u3057\u3044 api \u30AD\u30FC\u3092\u8A2D\u5B9A",
  "ai \uD06C\uB808\uB527\uC774 \uC18C\uC9C4\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "api key\uAC00 \uC0AD\uC81C\uB418\uC5C8\uC2B5\uB2C8\uB2E4. \uC0C8 api key\uB97C \uC124\uC815",
  "ai credits wurden aufgebraucht",
  "api key wurde entfernt. bitte konfigurieren sie einen neuen api key",
  "ai credits ont \xE9t\xE9 \xE9puis\xE9s",
  "api key a \xE9t\xE9 supprim\xE9e. veuillez configurer une nouvelle api key",
  "ai credits se han agotado",
  "api key ha sido eliminada. por favor, configura una nueva api key",
  "ai-\u043A\u0440\u0435\u0434\u0438\u0442\u044B \u0438\u0441\u0447\u0435\u0440\u043F\u0430\u043D\u044B",
  "api key \u0431\u044B\u043B \u0443\u0434\u0430\u043B\u0451\u043D. \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u043D\u0430\u0441\u0442\u0440\u043E\u0439\u0442\u0435 \u043D\u043E\u0432\u044B\u0439 api key",
  "ai credits \u0111\xE3 h\u1EBFt",
  "ai credits c\u1EE7a b\u1EA1n \u0111\xE3 h\u1EBFt",
  "api key \u0111\xE3 b\u1ECB x\xF3a. vui l\xF2ng c\u1EA5u h\xECnh api key m\u1EDBi",
  // round 37-AC: Open WebUI's connection text in its locales, its session text; NextChat's 401 banner in every locale
  "sitzung abgelaufen. bitte melden sie sich erneut an",
  "session expired. please sign in again",
  "nextchat.club?utm=",
  // round 37-AB: Chatbox's texts in its locales, Jan's out-of-context dialog
  "\u0644\u0642\u062F \u0648\u0635\u0644\u062A \u0625\u0644\u0649 \u0627\u0644\u062D\u0635\u0629 \u0627\u0644\u0634\u0647\u0631\u064A\u0629 \u0644\u0646\u0645\u0648\u0630\u062C",
  "alcanzado su cuota mensual para el modelo",
  "atteint votre quota mensuel pour le mod\xE8le",
  "raggiunto la tua quota mensile per il modello",
  "\uBAA8\uB378\uC758 \uC6D4\uAC04 \uD560\uB2F9\uB7C9\uC5D0 \uB3C4\uB2EC\uD588\uC2B5\uB2C8\uB2E4",
  "atingiu a sua cota mensal para o modelo",
  "\u0434\u043E\u0441\u0442\u0438\u0433\u043B\u0438 \u0441\u0432\u043E\u0435\u0439 \u043C\u0435\u0441\u044F\u0447\u043D\u043E\u0439 \u043A\u0432\u043E\u0442\u044B \u0434\u043B\u044F \u043C\u043E\u0434\u0435\u043B\u0438",
  "du har n\xE5tt din m\xE5natliga kvot",
  "\u6A21\u578B\u7684\u6708\u914D\u984D",
  "\u0645\u0641\u062A\u0627\u062D \u0627\u0644\u062A\u0631\u062E\u064A\u0635 \u0627\u0644\u0630\u064A \u0623\u062F\u062E\u0644\u062A\u0647 \u063A\u064A\u0631 \u0635\u0627\u0644\u062D",
  "lizenzschl\xFCssel ist ung\xFCltig. bitte \xFCberpr\xFCfen sie ihren lizenzschl\xFCssel",
  "licencia que ha introducido no es v\xE1lida",
  "licence que vous avez saisie est invalide",
  "licenza che hai inserito non \xE8 valida",
  "\u5165\u529B\u3057\u305F\u30E9\u30A4\u30BB\u30F3\u30B9\u30AD\u30FC\u304C\u7121\u52B9\u3067\u3059",
  "\uC785\uB825\uD55C \uB77C\uC774\uC120\uC2A4 \uD0A4\uAC00 \uC720\uD6A8\uD558\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "chave de licen\xE7a que introduziu \xE9 inv\xE1lida",
  "\u60A8\u8F93\u5165\u7684 license key \u65E0\u6548",
  "\u60A8\u8F38\u5165\u7684\u6388\u6B0A\u5BC6\u9470\u7121\u6548",
  "\u0627\u0646\u062A\u0647\u062A \u0635\u0644\u0627\u062D\u064A\u0629 \u062A\u0631\u062E\u064A\u0635\u0643",
  "ihre lizenz ist abgelaufen",
  "votre licence a expir\xE9",
  "la tua licenza \xE8 scaduta",
  "\u30E9\u30A4\u30BB\u30F3\u30B9\u304C\u671F\u9650\u5207\u308C\u3067\u3059",
  "\uB77C\uC774\uC120\uC2A4\uAC00 \uB9CC\uB8CC\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "lisensen din har utl\xF8pt",
  "\u0432\u0430\u0448\u0430 \u043B\u0438\u0446\u0435\u043D\u0437\u0438\u044F \u0438\u0441\u0442\u0435\u043A\u043B\u0430",
  "din licens har g\xE5tt ut",
  "\u60A8\u7684 license \u5DF2\u8FC7\u671F",
  "\u60A8\u7684 license \u5DF2\u904E\u671F",
  "als modellanbieter ausgew\xE4hlt, aber noch keinen lizenzschl\xFCssel",
  "\u9078\u629E\u3057\u307E\u3057\u305F\u304C\u3001\u30E9\u30A4\u30BB\u30F3\u30B9\u30AD\u30FC\u304C\u307E\u3060\u5165\u529B\u3055\u308C\u3066\u3044\u307E\u305B\u3093",
  "\u043D\u043E \u043A\u043B\u044E\u0447 \u043B\u0438\u0446\u0435\u043D\u0437\u0438\u0438 \u0435\u0449\u0435 \u043D\u0435 \u0432\u0432\u0435\u0434\u0435\u043D",
  // round 37-Z: LobeHub's runtime-error texts in ar, fa-IR, bg-BG, zh-TW, ja-JP
  "\u0639\u0630\u0631\u064B\u0627\u060C \u062A\u0645 \u0627\u0644\u0648\u0635\u0648\u0644 \u0625\u0644\u0649 \u0627\u0644\u062D\u0635\u0629 \u0627\u0644\u0645\u062E\u0635\u0635\u0629 \u0644\u0647\u0630\u0647 \u0627\u0644\u0645\u0641\u062A\u0627\u062D",
  "\u0631\u0645\u0632 \u0627\u0644\u0648\u0635\u0648\u0644 \u0627\u0644\u0634\u062E\u0635\u064A \u0644\u0640 github \u063A\u064A\u0631 \u0635\u062D\u064A\u062D \u0623\u0648 \u0641\u0627\u0631\u063A",
  "\u0641\u0634\u0644 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646 \u0635\u062D\u0629 vertex. \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646 \u0628\u064A\u0627\u0646\u0627\u062A \u0627\u0644\u0627\u0639\u062A\u0645\u0627\u062F",
  "\u0645\u062A\u0623\u0633\u0641\u06CC\u0645\u060C \u0633\u0647\u0645\u06CC\u0647 \u0627\u06CC\u0646 \u06A9\u0644\u06CC\u062F \u0628\u0647 \u067E\u0627\u06CC\u0627\u0646 \u0631\u0633\u06CC\u062F\u0647 \u0627\u0633\u062A",
  "\u0627\u062D\u0631\u0627\u0632 \u0647\u0648\u06CC\u062A bedrock \u0646\u0627\u0645\u0648\u0641\u0642 \u0628\u0648\u062F. \u0644\u0637\u0641\u0627\u064B accesskeyid/secretaccesskey",
  "\u062A\u0648\u06A9\u0646 \u062F\u0633\u062A\u0631\u0633\u06CC \u0634\u062E\u0635\u06CC github \u0646\u0627\u062F\u0631\u0633\u062A \u06CC\u0627 \u062E\u0627\u0644\u06CC \u0627\u0633\u062A",
  "\u0627\u062D\u0631\u0627\u0632 \u0647\u0648\u06CC\u062A vertex \u0646\u0627\u0645\u0648\u0641\u0642 \u0628\u0648\u062F. \u0644\u0637\u0641\u0627\u064B \u0627\u0637\u0644\u0627\u0639\u0627\u062A \u0648\u0631\u0648\u062F \u062E\u0648\u062F \u0631\u0627 \u0628\u0631\u0631\u0633\u06CC",
  "\u0645\u062A\u0623\u0633\u0641\u06CC\u0645\u060C \u0645\u06A9\u0627\u0646 \u0641\u0639\u0644\u06CC \u0634\u0645\u0627 \u0627\u0632 \u0627\u06CC\u0646 \u0633\u0631\u0648\u06CC\u0633 \u0645\u062F\u0644 \u067E\u0634\u062A\u06CC\u0628\u0627\u0646\u06CC \u0646\u0645\u06CC\u06A9\u0646\u062F",
  "\u0441\u044A\u0436\u0430\u043B\u044F\u0432\u0430\u043C\u0435, \u043A\u0432\u043E\u0442\u0430\u0442\u0430 \u0437\u0430 \u0442\u043E\u0437\u0438 \u043A\u043B\u044E\u0447 \u0435 \u0438\u0437\u0447\u0435\u0440\u043F\u0430\u043D\u0430",
  "github personal access token \u0435 \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u0435\u043D \u0438\u043B\u0438 \u043F\u0440\u0430\u0437\u0435\u043D",
  "api \u043A\u043B\u044E\u0447\u044A\u0442 \u0435 \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u0435\u043D \u0438\u043B\u0438 \u043F\u0440\u0430\u0437\u0435\u043D, \u043C\u043E\u043B\u044F, \u043F\u0440\u043E\u0432\u0435\u0440\u0435\u0442\u0435 \u0432\u0430\u0448\u0438\u044F",
  "\u043D\u0435\u0443\u0441\u043F\u0435\u0448\u043D\u043E \u0443\u0434\u043E\u0441\u0442\u043E\u0432\u0435\u0440\u044F\u0432\u0430\u043D\u0435 \u0432\u044A\u0432 vertex. \u043C\u043E\u043B\u044F, \u043F\u0440\u043E\u0432\u0435\u0440\u0435\u0442\u0435 \u0432\u0430\u0448\u0438\u0442\u0435 \u0438\u0434\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u043E\u043D\u043D\u0438 \u0434\u0430\u043D\u043D\u0438",
  "\u8EAB\u4EFD\u9A57\u8B49\u5931\u6557\u3002\u8ACB\u6AA2\u67E5 accesskeyid/secretaccesskey",
  "\u8A8D\u8A3C\u3055\u308C\u3066\u3044\u306A\u3044\u304B\u6A29\u9650\u304C\u4E0D\u8DB3\u3057\u3066\u3044\u307E\u3059\u3002\u30ED\u30B0\u30A4\u30F3\u3059\u308B\u304B\u8A8D\u8A3C\u60C5\u5831\u3092\u66F4\u65B0",
  "api key \u304C\u7A7A\u307E\u305F\u306F\u6B63\u3057\u304F\u3042\u308A\u307E\u305B\u3093",
  "github pat \u304C\u7A7A\u307E\u305F\u306F\u6B63\u3057\u304F\u3042\u308A\u307E\u305B\u3093",
  "\u30A2\u30AF\u30BB\u30B9\u304C\u62D2\u5426\u3055\u308C\u307E\u3057\u305F\u3002\u30AD\u30FC\u306E\u6A29\u9650\u306B\u3053\u306E\u30B5\u30FC\u30D3\u30B9\u304C\u542B\u307E\u308C\u3066\u3044\u308B\u304B",
  "\u73FE\u5728\u306E\u5730\u57DF\u3067\u306F\u3053\u306E\u30E2\u30C7\u30EB\u30B5\u30FC\u30D3\u30B9\u306F\u30B5\u30DD\u30FC\u30C8\u3055\u308C\u3066\u3044\u307E\u305B\u3093",
  "\u30A2\u30AF\u30BB\u30B9\u30D1\u30B9\u30EF\u30FC\u30C9\u304C\u7A7A\u307E\u305F\u306F\u6B63\u3057\u304F\u3042\u308A\u307E\u305B\u3093\u3002\u6B63\u3057\u3044\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u518D\u5165\u529B\u3059\u308B\u304B\u3001\u30AB\u30B9\u30BF\u30E0 api \u30AD\u30FC",
  "\u30B5\u30D6\u30B9\u30AF\u30EA\u30D7\u30B7\u30E7\u30F3\u30AF\u30EC\u30B8\u30C3\u30C8\u304C\u4F7F\u3044\u679C\u305F\u3055\u308C\u3001\u3053\u306E\u6A5F\u80FD\u3092\u4E00\u6642\u7684\u306B\u4F7F\u7528\u3067\u304D\u307E\u305B\u3093",
  "\u30B7\u30B9\u30C6\u30E0\u6642\u523B\u304C\u30B5\u30FC\u30D0\u30FC\u3068\u4E00\u81F4\u3057\u307E\u305B\u3093",
  // round 37-AA: Cherry Studio's texts in en-us, ja-jp, ru-ru, vi-vn, ro-ro, tr-tr
  // "API key is not configured" (every use found is a key missing: "OpenAI API key is not configured.")
  "api key is not configured",
  "cheia api nu este configurat\u0103",
  "authentication failed. please check if your api key is correct",
  "access denied. please check if your account is verified",
  "you have not configured an api key",
  "free quota has been exhausted",
  "api key \u304C\u7121\u52B9\u3067\u3059\u3002\u78BA\u8A8D\u3057\u3066\u518D\u8A2D\u5B9A",
  "\u30A2\u30AB\u30A6\u30F3\u30C8\u306E\u5229\u7528\u67A0\u304C\u4E0D\u8DB3\u3057\u3066\u3044\u307E\u3059",
  "\u0432\u044B \u043D\u0435 \u043D\u0430\u0441\u0442\u0440\u043E\u0438\u043B\u0438 \u043A\u043B\u044E\u0447 api",
  "\u0431\u0435\u0441\u043F\u043B\u0430\u0442\u043D\u0430\u044F \u043A\u0432\u043E\u0442\u0430 \u0438\u0441\u0447\u0435\u0440\u043F\u0430\u043D\u0430",
  "api-\u043A\u043B\u044E\u0447 \u043D\u0435\u0434\u0435\u0439\u0441\u0442\u0432\u0438\u0442\u0435\u043B\u0435\u043D, \u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435",
  "\u043A\u0432\u043E\u0442\u0430 \u0430\u043A\u043A\u0430\u0443\u043D\u0442\u0430 \u0438\u0441\u0447\u0435\u0440\u043F\u0430\u043D\u0430, \u043F\u043E\u043F\u043E\u043B\u043D\u0438\u0442\u0435 \u0431\u0430\u043B\u0430\u043D\u0441",
  "b\u1EA1n ch\u01B0a c\u1EA5u h\xECnh kh\xF3a api.",
  "h\u1EA1n m\u1EE9c t\xE0i kho\u1EA3n \u0111\xE3 c\u1EA1n ki\u1EC7t",
  "cheie api invalid\u0103, verifica\u021Bi \u0219i reconfigura\u021Bi",
  // round 37-Y: LobeHub's runtime-error texts in ru-RU, ko-KR, it-IT, nl-NL, tr-TR
  "\u0432\u0430\u0448 \u0430\u043A\u043A\u0430\u0443\u043D\u0442 \u0431\u044B\u043B \u0434\u0435\u0430\u043A\u0442\u0438\u0432\u0438\u0440\u043E\u0432\u0430\u043D \u0438\u043B\u0438 \u043F\u0440\u0438\u043E\u0441\u0442\u0430\u043D\u043E\u0432\u043B\u0435\u043D",
  "\u0430\u0443\u0442\u0435\u043D\u0442\u0438\u0444\u0438\u043A\u0430\u0446\u0438\u044F github copilot \u043D\u0435 \u0443\u0434\u0430\u043B\u0430\u0441\u044C. \u043F\u043E\u043F\u0440\u043E\u0441\u0438\u0442\u0435 \u0431\u043E\u0442\u0430 \u0438\u043B\u0438 \u0432\u043B\u0430\u0434\u0435\u043B\u044C\u0446\u0430 \u0430\u0433\u0435\u043D\u0442\u0430",
  "\u043B\u0438\u0447\u043D\u044B\u0439 \u0442\u043E\u043A\u0435\u043D \u0434\u043E\u0441\u0442\u0443\u043F\u0430 github \u043D\u0435\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u0435\u043D \u0438\u043B\u0438 \u043F\u0443\u0441\u0442",
  "\u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435, \u0435\u0441\u0442\u044C \u043B\u0438 \u0443 \u0432\u0430\u0448\u0435\u0433\u043E \u043A\u043B\u044E\u0447\u0430 \u043D\u0435\u043E\u0431\u0445\u043E\u0434\u0438\u043C\u044B\u0435 \u043F\u0440\u0430\u0432\u0430 \u0434\u043E\u0441\u0442\u0443\u043F\u0430",
  "\uADC0\uD558\uC758 \uACC4\uC815\uC774 \uBE44\uD65C\uC131\uD654\uB418\uC5C8\uAC70\uB098 \uC815\uC9C0\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "github copilot \uC778\uC99D\uC5D0 \uC2E4\uD328\uD588\uC2B5\uB2C8\uB2E4. \uBD07 \uB610\uB294 \uC5D0\uC774\uC804\uD2B8 \uC18C\uC720\uC790\uC5D0\uAC8C",
  "github \uAC1C\uC778 \uC561\uC138\uC2A4 \uD1A0\uD070\uC774 \uC798\uBABB\uB418\uC5C8\uAC70\uB098 \uBE44\uC5B4 \uC788\uC2B5\uB2C8\uB2E4",
  "vertex \uC778\uC99D\uC5D0 \uC2E4\uD328\uD588\uC2B5\uB2C8\uB2E4. \uC790\uACA9 \uC99D\uBA85\uC744 \uD655\uC778",
  "\uD0A4\uC5D0 \uD544\uC694\uD55C \uC561\uC138\uC2A4 \uAD8C\uD55C\uC774 \uC788\uB294\uC9C0 \uD655\uC778\uD558\uC138\uC694",
  "il tuo account \xE8 stato disattivato o sospeso",
  "autenticazione bedrock fallita. controlla accesskeyid/secretaccesskey",
  "autenticazione di github copilot non \xE8 riuscita. chiedi al bot o al proprietario",
  "il token di accesso personale di github \xE8 errato o vuoto",
  "autenticazione vertex fallita. controlla le tue credenziali",
  "la tua posizione attuale non supporta questo servizio modello",
  "controlla se la tua chiave ha i diritti di accesso necessari",
  "uw account is gedeactiveerd of geschorst",
  "bedrock-authenticatie is mislukt. controleer de accesskeyid/secretaccesskey",
  "github copilot-authenticatie is mislukt. vraag de bot- of agenteigenaar",
  "de github personal access token is onjuist of leeg",
  "vertex-authenticatie is mislukt. controleer uw inloggegevens",
  "uw huidige locatie ondersteunt deze modelservice niet",
  "controleer of uw sleutel de benodigde toegangsrechten heeft",
  "\xFCzg\xFCn\xFCz, bu anahtar i\xE7in kota doldu",
  "bedrock kimlik do\u011Frulamas\u0131 ba\u015Far\u0131s\u0131z oldu. l\xFCtfen accesskeyid/secretaccesskey",
  "github copilot kimlik do\u011Frulamas\u0131 ba\u015Far\u0131s\u0131z oldu. bottan veya ajan sahibinden",
  "github ki\u015Fisel eri\u015Fim jetonu yanl\u0131\u015F veya bo\u015F",
  "api anahtar\u0131 yanl\u0131\u015F veya bo\u015F, l\xFCtfen",
  "mevcut konumunuz bu model hizmetini desteklemiyor",
  "autenticazione bedrock fallita. verifica accesskeyid/secretaccesskey",
  "il token personale github \xE8 errato o vuoto",
  "autenticazione vertex fallita. verifica le credenziali",
  "spiacenti, il tuo paese non supporta questo servizio",
  "non hai i permessi per accedere a questo servizio. verifica i diritti della tua chiave",
  // LobeHub's runtime-error texts, the keys still missing in zh-CN, zh-TW, ja-JP, fr-FR, de-DE, es-ES, pt-BR, pl-PL and vi-VN
  // from the words after the product's name: LobeHub writes it with or without a space before them
  "\u8EAB\u4EFD\u9A8C\u8BC1\u5931\u8D25\u3002\u8BF7\u68C0\u67E5\u60A8\u7684\u51ED\u636E",
  "\u4E2A\u4EBA\u8BBF\u95EE\u4EE4\u724C\u4E0D\u6B63\u786E\u6216\u4E3A\u7A7A",
  "\u60A8\u7684\u5BC6\u94A5\u662F\u5426\u5177\u6709\u5FC5\u8981\u7684\u8BBF\u95EE\u6743\u9650",
  "\u62B1\u6B49\uFF0C\u60A8\u5F53\u524D\u7684\u4F4D\u7F6E\u4E0D\u652F\u6301\u6B64\u6A21\u578B\u670D\u52A1",
  "\u60A8\u7684\u8D26\u6237\u5DF2\u88AB\u505C\u7528\u6216\u6682\u505C",
  "\u8EAB\u4EFD\u9A8C\u8BC1\u5931\u8D25\u3002\u8BF7\u68C0\u67E5accesskeyid/secretaccesskey",
  "\u8EAB\u4EFD\u9A8C\u8BC1\u5931\u8D25\u3002\u8BF7\u68C0\u67E5 accesskeyid/secretaccesskey",
  "\u8EAB\u4EFD\u9A57\u8B49\u5931\u6557\u3002\u8ACB\u6AA2\u67E5\u60A8\u7684\u6191\u8B49",
  "\u8EAB\u4EFD\u9A57\u8B49\u5931\u6557\u3002\u8ACB\u6AA2\u67E5accesskeyid/secretaccesskey",
  // LobeHub's older zh-TW texts (its error.json before 2026)
  "\u9A57\u8B49\u672A\u901A\u904E\uFF0C\u8ACB\u6AA2\u67E5 accesskeyid/secretaccesskey",
  "\u500B\u4EBA\u5B58\u53D6\u6B0A\u6756\u4E0D\u6B63\u78BA\u6216\u70BA\u7A7A",
  "\u8A8D\u8B49\u672A\u901A\u904E\uFF0C\u8ACB\u6AA2\u67E5\u8A8D\u8B49\u6191\u8B49",
  "\u4F60\u7684\u6240\u5728\u4F4D\u7F6E\u4E0D\u652F\u63F4\u6B64\u6A21\u578B\u670D\u52D9",
  "\u60A8\u7684\u91D1\u9470\u662F\u5426\u5177\u6709\u5B58\u53D6\u6B0A\u9650",
  "\u500B\u4EBA\u8A2A\u554F\u4EE4\u724C\u4E0D\u6B63\u78BA\u6216\u70BA\u7A7A",
  "\u60A8\u7684\u91D1\u9470\u662F\u5426\u5177\u6709\u5FC5\u8981\u7684\u8A2A\u554F\u6B0A\u9650",
  "\u60A8\u7684\u5E33\u6236\u5DF2\u88AB\u505C\u7528\u6216\u66AB\u505C\u4F7F\u7528",
  "\u62B1\u6B49\uFF0C\u60A8\u7576\u524D\u7684\u4F4D\u7F6E\u4E0D\u652F\u63F4\u6B64\u6A21\u578B\u670D\u52D9",
  "\u8A8D\u8A3C\u306B\u5931\u6557\u3057\u307E\u3057\u305F\u3002\u8A8D\u8A3C\u60C5\u5831\u3092\u78BA\u8A8D",
  "github\u306E\u500B\u4EBA\u30A2\u30AF\u30BB\u30B9\u30C8\u30FC\u30AF\u30F3\u304C\u9593\u9055\u3063\u3066\u3044\u308B\u304B\u7A7A\u3067\u3059",
  "\u7533\u3057\u8A33\u3042\u308A\u307E\u305B\u3093\u304C\u3001\u3053\u306E\u30AD\u30FC\u306E\u30AF\u30A9\u30FC\u30BF\u304C\u4E0A\u9650\u306B\u9054\u3057\u307E\u3057\u305F",
  "\u30AD\u30FC\u306B\u5FC5\u8981\u306A\u30A2\u30AF\u30BB\u30B9\u6A29\u304C\u3042\u308B\u3053\u3068\u3092\u78BA\u8A8D",
  "\u30A2\u30AB\u30A6\u30F3\u30C8\u304C\u7121\u52B9\u5316\u307E\u305F\u306F\u4E00\u6642\u505C\u6B62\u3055\u308C\u3066\u3044\u307E\u3059",
  "\u7533\u3057\u8A33\u3042\u308A\u307E\u305B\u3093\u304C\u3001\u73FE\u5728\u306E\u5834\u6240\u3067\u306F\u3053\u306E\u30E2\u30C7\u30EB\u30B5\u30FC\u30D3\u30B9\u3092\u5229\u7528\u3067\u304D\u307E\u305B\u3093",
  "\u8A8D\u8A3C\u306B\u5931\u6557\u3057\u307E\u3057\u305F\u3002accesskeyid/secretaccesskey",
  "\xE9chec de l'authentification vertex. veuillez v\xE9rifier vos identifiants",
  "le jeton d'acc\xE8s personnel github est incorrect ou vide",
  "est incorrecte ou vide, veuillez v\xE9rifier votre cl\xE9 api",
  "d\xE9sol\xE9, le quota pour cette cl\xE9 a \xE9t\xE9 atteint",
  "si votre cl\xE9 dispose des droits d'acc\xE8s n\xE9cessaires",
  "votre compte a \xE9t\xE9 d\xE9sactiv\xE9 ou suspendu",
  "das github-personal-access-token ist falsch oder leer",
  "ob ihr schl\xFCssel die erforderlichen zugriffsrechte hat",
  "entschuldigung, ihr aktueller standort unterst\xFCtzt diesen modelldienst nicht",
  "ihr konto wurde deaktiviert oder gesperrt",
  "la autenticaci\xF3n de vertex fall\xF3. por favor, verifica tus credenciales",
  "el token de acceso personal de github es incorrecto o est\xE1 vac\xEDo",
  "tu cuenta ha sido desactivada o suspendida",
  "la autenticaci\xF3n de bedrock fall\xF3. por favor, verifica el accesskeyid/secretaccesskey",
  "o token de acesso pessoal do github est\xE1 incorreto ou vazio",
  "desculpe, a cota para esta chave foi atingida",
  "se sua chave possui os direitos de acesso necess\xE1rios",
  "sua conta foi desativada ou suspensa",
  "uwierzytelnianie vertex nie powiod\u0142o si\u0119. prosz\u0119 sprawdzi\u0107 swoje dane uwierzytelniaj\u0105ce",
  "token dost\u0119pu osobistego github jest nieprawid\u0142owy lub pusty",
  "klucz api jest nieprawid\u0142owy lub pusty, prosz\u0119 sprawdzi\u0107 sw\xF3j klucz api",
  "czy tw\xF3j klucz ma odpowiednie prawa dost\u0119pu",
  "twoje konto zosta\u0142o dezaktywowane lub zawieszone",
  "przepraszamy, twoja obecna lokalizacja nie obs\u0142uguje tej us\u0142ugi modelu",
  "uwierzytelnianie bedrock nie powiod\u0142o si\u0119. prosz\u0119 sprawdzi\u0107 accesskeyid/secretaccesskey",
  "x\xE1c th\u1EF1c vertex th\u1EA5t b\u1EA1i. vui l\xF2ng ki\u1EC3m tra th\xF4ng tin x\xE1c th\u1EF1c",
  "m\xE3 truy c\u1EADp c\xE1 nh\xE2n github kh\xF4ng ch\xEDnh x\xE1c ho\u1EB7c tr\u1ED1ng",
  "kh\xF4ng ch\xEDnh x\xE1c ho\u1EB7c tr\u1ED1ng, vui l\xF2ng ki\u1EC3m tra kh\xF3a api c\u1EE7a",
  "r\u1EA5t ti\u1EBFc, h\u1EA1n m\u1EE9c cho kh\xF3a n\xE0y \u0111\xE3 \u0111\u1EA1t \u0111\u1EBFn gi\u1EDBi h\u1EA1n",
  "kh\xF3a c\u1EE7a b\u1EA1n c\xF3 quy\u1EC1n truy c\u1EADp c\u1EA7n thi\u1EBFt",
  "x\xE1c th\u1EF1c bedrock th\u1EA5t b\u1EA1i. vui l\xF2ng ki\u1EC3m tra accesskeyid/secretaccesskey",
  // Open WebUI's INVALID_TOKEN; AnythingLLM's providers without a key, an endpoint or a context limit set ("No Anthropic
  // API key was set.", "No Ollama Base Path was set."; not "… API key was set." alone, a CLI's success line); NextChat's
  // 401 (its body's "wrong access code" or "empty access code" — not the words alone, any door code's —, a server that
  // refuses users' own keys, and the banner it shows only for a 401, in en and cn)
  "your session has expired or the token is invalid",
  "no anthropic api key was set",
  "no openrouter api key was set",
  "no nvidia nim api key was set",
  "but no api key was set",
  "no ollama base path was set",
  "no lmstudio api base path was set",
  "no azure api endpoint was set",
  "no embedding model was set.",
  // with its period: "… was set for user <id>. Saving default" is a log line
  "no token context limit was set",
  '"msg": "wrong access code"',
  '"msg":"wrong access code"',
  '"msg": "empty access code"',
  '"msg":"empty access code"',
  // a NextChat fork's auth.ts (the same 401 body, "token" for "code")
  '"msg": "wrong access token"',
  '"msg":"wrong access token"',
  "not allowed to access with your own api key",
  "(/#/auth) to enter your key",
  "(/#/auth)\u8F93\u5165\u8BBF\u95EE\u79D8\u94A5",
  // LobeHub's en-US credentials texts for Vertex, a GitHub token and GitHub Copilot, and its ko-KR spent key quota
  "vertex authentication failed. please check your credentials",
  "github personal access token is incorrect or empty",
  "github copilot authentication failed. ask the bot or agent owner",
  "\uC774 \uD0A4\uC758 \uD560\uB2F9\uB7C9\uC774 \uCD08\uACFC\uB418\uC5C8\uC2B5\uB2C8\uB2E4. \uACC4\uC815 \uC794\uC561",
  // LobeHub's runtime-error texts in ar, fa-IR, bg-BG, nl-NL, tr-TR, ko-KR, ru-RU, it-IT and zh-CN
  "\u0645\u0641\u062A\u0627\u062D\u0643 \u064A\u062D\u062A\u0648\u064A \u0639\u0644\u0649 \u062D\u0642\u0648\u0642 \u0627\u0644\u0648\u0635\u0648\u0644 \u0627\u0644\u0644\u0627\u0632\u0645\u0629",
  "\u0645\u0648\u0642\u0639\u0643 \u0627\u0644\u062D\u0627\u0644\u064A \u0644\u0627 \u064A\u062F\u0639\u0645 \u062E\u062F\u0645\u0629 \u0647\u0630\u0627 \u0627\u0644\u0646\u0645\u0648\u0630\u062C",
  "\u062A\u0645 \u062A\u0639\u0637\u064A\u0644 \u062D\u0633\u0627\u0628\u0643 \u0623\u0648 \u062A\u0639\u0644\u064A\u0642\u0647",
  "\u0641\u0634\u0644 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646 \u0635\u062D\u0629 bedrock. \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646 accesskeyid",
  "api \uD0A4\uAC00 \uC798\uBABB\uB418\uC5C8\uAC70\uB098 \uBE44\uC5B4 \uC788\uC2B5\uB2C8\uB2E4",
  "\uD604\uC7AC \uC704\uCE58\uC5D0\uC11C\uB294 \uC774 \uBAA8\uB378 \uC11C\uBE44\uC2A4\uB97C \uC9C0\uC6D0\uD558\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4",
  "bedrock \uC778\uC99D\uC5D0 \uC2E4\uD328\uD588\uC2B5\uB2C8\uB2E4. accesskeyid",
  // LobeHub's older zh-CN texts (lobe-chat's error.json)
  "bedrock \u9274\u6743\u672A\u901A\u8FC7\uFF0C\u8BF7\u68C0\u67E5 accesskeyid/secretaccesskey",
  "pat \u4E0D\u6B63\u786E\u6216\u4E3A\u7A7A\uFF0C\u8BF7\u68C0\u67E5",
  "\u4F60\u7684\u6240\u5728\u5730\u533A\u4E0D\u652F\u6301\u6B64\u6A21\u578B\u670D\u52A1",
  "\u043D\u0435\u043A\u043E\u0440\u0440\u0435\u043A\u0442\u0435\u043D \u0438\u043B\u0438 \u043F\u0443\u0441\u0442. \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u0432\u0430\u0448 api-\u043A\u043B\u044E\u0447",
  "\u0432 \u0432\u0430\u0448\u0435\u043C \u0442\u0435\u043A\u0443\u0449\u0435\u043C \u043C\u0435\u0441\u0442\u043E\u043F\u043E\u043B\u043E\u0436\u0435\u043D\u0438\u0438 \u044D\u0442\u0430 \u043C\u043E\u0434\u0435\u043B\u044C \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u043D\u0430",
  "api\u5BC6\u94A5\u4E0D\u6B63\u786E\u6216\u4E3A\u7A7A",
  "\u6B64\u5BC6\u94A5\u7684\u914D\u989D\u5DF2\u7528\u5C3D",
  "anahtar\u0131n\u0131z\u0131n gerekli eri\u015Fim haklar\u0131na sahip",
  "hesab\u0131n\u0131z devre d\u0131\u015F\u0131 b\u0131rak\u0131ld\u0131 veya ask\u0131ya al\u0131nd\u0131",
  "\u0622\u06CC\u0627 \u06A9\u0644\u06CC\u062F \u0634\u0645\u0627 \u062F\u0633\u062A\u0631\u0633\u06CC \u0644\u0627\u0632\u0645 \u0631\u0627 \u062F\u0627\u0631\u062F",
  "\u062D\u0633\u0627\u0628 \u0634\u0645\u0627 \u063A\u06CC\u0631\u0641\u0639\u0627\u0644 \u06CC\u0627 \u0645\u0639\u0644\u0642 \u0634\u062F\u0647 \u0627\u0633\u062A",
  "\u0432\u0430\u0448\u0438\u044F\u0442 \u043A\u043B\u044E\u0447 \u0438\u043C\u0430 \u043D\u0435\u043E\u0431\u0445\u043E\u0434\u0438\u043C\u0438\u0442\u0435 \u043F\u0440\u0430\u0432\u0430 \u0437\u0430 \u0434\u043E\u0441\u0442\u044A\u043F",
  "\u0442\u0435\u043A\u0443\u0449\u043E \u043C\u0435\u0441\u0442\u043E\u043F\u043E\u043B\u043E\u0436\u0435\u043D\u0438\u0435 \u043D\u0435 \u043F\u043E\u0434\u0434\u044A\u0440\u0436\u0430 \u0442\u0430\u0437\u0438 \u0443\u0441\u043B\u0443\u0433\u0430 \u043D\u0430 \u043C\u043E\u0434\u0435\u043B\u0430",
  "\u0432\u0430\u0448\u0438\u044F\u0442 \u0430\u043A\u0430\u0443\u043D\u0442 \u0435 \u0434\u0435\u0430\u043A\u0442\u0438\u0432\u0438\u0440\u0430\u043D \u0438\u043B\u0438 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u0441\u043F\u0440\u044F\u043D",
  "\u043D\u0435\u0443\u0441\u043F\u0435\u0448\u043D\u043E \u0443\u0434\u043E\u0441\u0442\u043E\u0432\u0435\u0440\u044F\u0432\u0430\u043D\u0435 \u0432 bedrock. \u043C\u043E\u043B\u044F, \u043F\u0440\u043E\u0432\u0435\u0440\u0435\u0442\u0435 accesskeyid",
  // LobeHub's current runtime-error texts (runtimeError.json: en-US and pt-BR, vi-VN, pl-PL, es-ES, de-DE, ja-JP, fr-FR, zh-TW)
  "api key is incorrect or empty",
  "the quota for this key has been reached",
  "your key has the necessary access rights",
  "current location does not support this model service",
  "cross-origin configuration of ollama is set correctly",
  "bedrock authentication failed. please check the accesskeyid",
  // not a wrapper's label around a network failure
  "provider configuration is invalid",
  "currently a free user and cannot use this feature",
  "auto-frozen by risk control",
  "your system time does not match the server",
  "invalid access code or empty",
  "ask the bot owner to add credits",
  "est\xE1 incorreta ou vazia. por favor, verifique sua chave de api",
  "t\xE0i kho\u1EA3n c\u1EE7a b\u1EA1n \u0111\xE3 b\u1ECB v\xF4 hi\u1EC7u h\xF3a ho\u1EB7c t\u1EA1m ng\u01B0ng",
  "osi\u0105gni\u0119to limit przydzia\u0142u dla tego klucza",
  "api-schl\xFCssel ist falsch oder leer",
  "das kontingent f\xFCr diesen schl\xFCssel wurde erreicht",
  "api\u30AD\u30FC\u304C\u9593\u9055\u3063\u3066\u3044\u308B\u304B\u7A7A\u3067\u3059",
  "votre emplacement actuel ne prend pas en charge ce service",
  "\u6B64\u91D1\u9470\u7684\u914D\u984D\u5DF2\u9054\u4E0A\u9650",
  "es incorrecta o est\xE1 vac\xEDa, por favor verifica tu clave api",
  "tu clave tiene los derechos de acceso necesarios",
  // Cherry Studio's diagnosis, request-timeout and remaining HTTP texts (en-us, zh-cn, zh-tw, de-de, fr-fr, es-es, el-gr, pt-pt, ko-kr, it-it, tr-tr)
  // (Cherry Studio's "API Key is invalid, please check and reconfigure": found by "api key is invalid", below)
  "account quota exhausted, please recharge",
  // not a 429 table's "per-account quota exhausted"
  "\u8D26\u6237\u989D\u5EA6\u5DF2\u7528\u5B8C\uFF0C\u8BF7\u5145\u503C",
  // Cherry Studio's words: "被限流，或账户额度已用完" is a throttle's
  "api key \u65E0\u6548\uFF0C\u8BF7\u68C0\u67E5",
  "kontoguthaben aufgebraucht",
  "zugriff verweigert. bitte \xFCbersetzen sie die spezifische fehlermeldung",
  "clave api no v\xE1lida, por favor verifica",
  "a chave da api n\xE3o foi configurada",
  "tokens foi esgotada. por favor, v\xE1 para",
  "\uC778\uC99D\uC5D0 \uC2E4\uD328\uD588\uC2B5\uB2C8\uB2E4. api \uD0A4\uAC00 \uC62C\uBC14\uB978\uC9C0",
  "controllare la correttezza della chiave api",
  "kimlik do\u011Frulama ba\u015Far\u0131s\u0131z, l\xFCtfen api anahtar\u0131n\u0131n",
  "api anahtar\u0131 yap\u0131land\u0131r\u0131lmam\u0131\u015F",
  "\u5E33\u6236\u984D\u5EA6\u5DF2\u7528\u5B8C\uFF0C\u8ACB",
  "quota du compte \xE9puis\xE9",
  "cl\xE9 api invalide, veuillez v\xE9rifier",
  "cuota de la cuenta agotada",
  "\u03B5\u03BE\u03B1\u03BD\u03C4\u03BB\u03AE\u03B8\u03B7\u03BA\u03B5 \u03C4\u03BF \u03CC\u03C1\u03B9\u03BF \u03BB\u03BF\u03B3\u03B1\u03C1\u03B9\u03B1\u03C3\u03BC\u03BF\u03CD",
  "\u03BC\u03B7 \u03AD\u03B3\u03BA\u03C5\u03C1\u03BF \u03BA\u03BB\u03B5\u03B9\u03B4\u03AF api, \u03B5\u03BB\u03AD\u03B3\u03BE\u03C4\u03B5",
  "falha na autentica\xE7\xE3o, por favor verifique se a chave da api",
  "acesso negado, por favor traduza a mensagem de erro",
  "voc\xEA n\xE3o configurou uma chave api",
  "quota da conta esgotada",
  "chave api inv\xE1lida, por favor verifique",
  "\uC811\uADFC\uC774 \uAE08\uC9C0\uB418\uC5C8\uC2B5\uB2C8\uB2E4. \uAD6C\uCCB4\uC801\uC778 \uC624\uB958 \uBA54\uC2DC\uC9C0\uB97C \uBC88\uC5ED",
  "api \uD0A4\uAC00 \uC124\uC815\uB418\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4",
  "accesso negato, tradurre il messaggio di errore specifico",
  "chiave api non configurata",
  "eri\u015Fim engellendi, l\xFCtfen \xF6zel hata mesaj\u0131n\u0131 \xE7evirerek",
  // LobeHub's zh-TW, es-ES, pt-BR, it-IT, vi-VN, pl-PL and ar: spent credits, quota or plan points, a wrong or empty key
  "\u5269\u9918\u9EDE\u6578\u4E0D\u8DB3",
  "api \u91D1\u9470\u4E0D\u6B63\u78BA\u6216\u70BA\u7A7A",
  "se ha alcanzado la cuota",
  "agotado tus puntos de suscripci\xF3n",
  "cr\xE9ditos restantes s\xE3o insuficientes",
  "chave de api do openai est\xE1 vazia",
  "quota per questa chiave \xE8 stata raggiunta",
  "la chiave api di",
  // "La chiave API di {{provider}} è errata o vuota." ("errata o vuota" alone could be any field)
  "h\u1EA1n m\u1EE9c c\u1EE7a kh\xF3a n\xE0y \u0111\xE3 \u0111\u1EA1t gi\u1EDBi h\u1EA1n",
  "\u0111i\u1EC3m g\xF3i \u0111\u0103ng k\xFD c\u1EE7a b\u1EA1n \u0111\xE3 h\u1EBFt",
  "kredyty s\u0105 niewystarczaj\u0105ce",
  "brak klucza openai api",
  "\u062A\u0645 \u0627\u0633\u062A\u0647\u0644\u0627\u0643 \u0627\u0644\u062D\u0635\u0629",
  "\u0645\u0641\u062A\u0627\u062D api \u0627\u0644\u062E\u0627\u0635 \u0628\u0640",
  // "مفتاح API الخاص بـ {{provider}} غير صحيح أو فارغ" (the key of …; "incorrect or empty" alone could be any field)
  "bitte gebe einen neuen api-key ein",
  "kein api-key gefunden",
  "nicht gen\xFCgend guthaben",
  "le quota de cette cl\xE9 a \xE9t\xE9 atteint",
  "incorrecte ou vide. veuillez la v\xE9rifier",
  // not "est incorrecte ou vide" alone: any field ("L'URL est incorrecte ou vide")
  "cl\xE9 fournie non valide",
  "la cl\xE9 fournie pour",
  "anahtar i\xE7in kota s\u0131n\u0131r\u0131na ula\u015F\u0131ld\u0131",
  // the key's quota: Turkish apps say "kota sınırına ulaşıldı" for any 429
  "api anahtar\u0131 hatal\u0131 veya bo\u015F",
  "puanlar\u0131n\u0131z t\xFCkendi",
  "\u6708\u9593\u30AF\u30AA\u30FC\u30BF\u306B\u9054\u3057\u307E\u3057\u305F",
  "su licencia ha expirado",
  "\u043A\u043B\u044E\u0447 \u043B\u0438\u0446\u0435\u043D\u0437\u0438\u0438 \u043D\u0435\u0434\u0435\u0439\u0441\u0442\u0432\u0438\u0442\u0435\u043B\u0435\u043D",
  "chave fornecida inv\xE1lida",
  "nenhuma chave encontrada",
  "\u91D1\u9470\u7121\u6548",
  "\u7684\u91D1\u9470\u5DF2\u65BC",
  "\u627E\u4E0D\u5230\u91D1\u9470",
  "\u30E2\u30C7\u30EB\u304C\u6709\u52B9\u5316\u3055\u308C\u3066\u3044\u306A\u3044",
  // Stagehand: "Unauthorized. Ensure you provided a valid API key." (a 401 whose status it drops), "No LLM API key or LLM
  // Client configured …"
  "ensure you provided a valid api key",
  "no llm api key or llm client configured",
  // chrome-devtools-mcp: "The browser is already running for …. Use --isolated to run multiple browser instances."
  "use --isolated to run multiple browser instances",
  // Gemini's per-day quota named in a text cut before its details (Continue): "quotaId":
  // "GenerateRequestsPerDayPerProjectPerModel-FreeTier", whatever "Please retry in 41.75s" beside it says
  "perdayperproject",
  "exceeds the pay-as-you-go limit",
  // Tavily (433): "This request exceeds the pay-as-you-go limit. You can increase …"
  // Vercel: "This Deployment is paused by the owner. … 503: SERVICE_UNAVAILABLE Code: DEPLOYMENT_PAUSED" (a relay
  // deployed there, paused by hand or for spend: every request fails until a person resumes it)
  "deployment is paused",
  "code: deployment_paused",
  // a rewrite or proxy that routes back to itself fails every request until a person fixes the route: Vercel's 508
  // ("An error occurred with your deployment INFINITE_LOOP_DETECTED"), workerd's "Subrequest depth limit exceeded. This
  // request recursed through Workers too many times."
  "infinite_loop_detected",
  "daily message quota exceeded",
  // SES: code `Throttling`, "Daily message quota exceeded." (a 24-hour cap)
  "subrequest depth limit exceeded",
  // ngrok: "The endpoint 9d55.ngrok-free.app is offline. ERR_NGROK_3200" (a free address a restarted agent does not get
  // back: a person restarts the tunnel and changes the base URL)
  "err_ngrok_3200",
  "pull rate limit",
  // Docker Hub ("… your unauthenticated pull rate limit"): hours, and its fix is a person logging in
  // a limit of zero is no rate limit to wait out: OpenAI "Limit: 0/1min" (images on a tier without them),
  // Gemini "limit: 0, model: gemini-2.5-pro" (a model without a free tier), whatever "retry in 38s" says
  // (a word of its own: LiveKit's gateway reports "remaining_limit: 0" beside a per-minute limit)
  " limit: 0/",
  " limit: 0,",
  "(actual/limit): 0/0",
  // xAI: "Your team's rate limit is - Requests per Minute (actual/limit): 0/0." (the model is not the team's)
  "doesn't have a free quota tier",
  // Gemini: "Gemini 2.5 Pro Preview doesn't have a free quota tier."
  "is not allowed to use publisher model",
  // Vertex AI: the project must be granted the partner model
  "use case details have not been submitted",
  // Bedrock: a person fills in Anthropic's use-case form
  // Azure: an account-level block, though it names the content policy (which alone would make a 403 Fatal)
  "your resource has been temporarily blocked",
  // images and documents the API cannot read or take stay in the history and fail every later request
  "does not represent a valid image",
  // OpenAI Responses (invalid_value)
  "provided image is not valid",
  // Gemini
  "unable to process input image",
  // Gemini: "Unable to process input image. Please retry or report …"
  "image length and width do not meet",
  // Alibaba DashScope: an image too small for the model stays in the history
  "expected a base64-encoded data url",
  // OpenAI (invalid_value on an `image_url`): a malformed image in the history
  "got empty base64-encoded bytes",
  "only accessible to billed users",
  // Gemini: "Imagen API is only accessible to billed users at this time."
  "prepayment credits are depleted",
  // Gemini: "Your prepayment credits are depleted" (a 429 RESOURCE_EXHAUSTED)
  // Gemini Interactions API: "The legacy Interactions API schema is no longer supported. Please upgrade your client
  // SDK": every request of this client fails until a person upgrades it
  "upgrade your client sdk",
  // OpenAI Realtime (beta_api_shape_disabled, since 2026-05): the client's code must move to the GA API
  "realtime beta api is no longer supported",
  "pdf.source.base64",
  // Anthropic: "messages.38.content.0.pdf.source.base64.data: A maximum of 100 PDF pages …"
  // the tools agents send, pay, store and browse with, when the account or the setup is what fails (round 58):
  // Amazon SES pausing a whole account ("MessageRejected: Sending paused for this account."), Pushover's monthly
  // allowance ("application has exceeded current limit of 7500 messages", `x-limit-app-remaining: 0`)
  "sending paused for this account",
  "application has exceeded current limit of",
  // Braintree's CLIENT_AUTHORIZATION_INSUFFICIENT: the key or token lacks the permission, every such call fails
  "authorization used has insufficient privileges",
  // the Stripe CLI's `api_key_expired` ("The API key provided has expired. Obtain a new key …", "The API key for profile
  // \"work\" has expired. Run stripe login …"), Stripe's `testmode_charges_only` (the account is not activated)
  "api key provided has expired",
  " has expired. run stripe login",
  "you can only make test charges right now",
  "error executing api call (request): unauthorized request",
  // Mollie's PHP client, without the 401 it came with
  "api secret provided is invalid",
  // Razorpay
  // Neon: the plan's compute hours are spent; an endpoint a person disabled ("… Enable it using Neon API and retry.")
  "exceeded the compute time quota",
  "the endpoint has been disabled. enable it",
  "control plane request failed: endpoint is disabled",
  // the same, as Neon's proxy words the control plane's 406
  "exceeded daily rate limit",
  // Upstash QStash's QstashDailyRatelimitError (a 429 with the next day's reset)
  "exceeded maximum db size",
  // Cloudflare D1 at its plan's storage cap ("D1_ERROR: Exceeded maximum DB size")
  // Playwright with no display for a headed browser; Playwright MCP without its browser or its bridge extension
  "launched a headed browser without having a xserver running",
  "@playwright/mcp install-browser",
  "playwright extension not found in",
  // storage that is full until a person frees or buys space: Dropbox's `path/insufficient_space/` (a 409), MinIO's
  // XMinioStorageFull (a 507: "… minimum free disk threshold. Please delete a few objects to proceed."), Box's
  // `storage_limit_exceeded`; a Google Cloud project without billing, as google-cloud-storage prints it
  "insufficient_space",
  "minimum free disk threshold",
  "minimum free drive threshold",
  "account storage limit reached",
  "billing account for the owning project is disabled",
  // round 59: a local server refusing to load a model its machine cannot hold, until a person picks another model or
  // changes the server's cap (oMLX: "Model 'Qwen3.5-4B' (9.11GB) exceeds max-model-memory (7.20GB)"; Docker Model Runner:
  // "Runtime memory requirement for model exceeds total system memory"). Not oMLX's "would exceed the memory ceiling":
  // that counts the models loaded now, which it unloads once they are idle
  "exceeds max-model-memory",
  "memory requirement for model exceeds total system memory",
  // round 60: the MCP SDK's OAuth client against an authorization server without dynamic client registration ("Incompatible
  // auth server: does not support dynamic client registration"): a person registers a client by hand
  "does not support dynamic client registration",
  // Bedrock AgentCore set up incompletely: Identity without a return URL or a workload token ("Authentication failed:
  // Workload access token has not been set."), a Browser role without ConnectBrowserAutomationStream
  "must register and use at least one resourceoauth2returnurl",
  "workload access token has not been set",
  "is not authorized to access automation stream",
  // round 61: daily caps and spent allowances of the business, media and document APIs agents' tools call: Zoom's "You
  // have reached the maximum daily rate limit for this API" and "exceeded the daily rate limit (100) of Meeting
  // Create/Update API requests", Xero's day limit as pyxero words it ("… the limit exceeded is: day") and as Codat does
  // ("has reached the daily rate limit cap"), eBay's call limit (errorId 10001), crates.io's daily versions, DeepL's
  // billing period, Azure Translator's free tier
  "maximum daily rate limit",
  "exceeded the daily rate limit",
  "the limit exceeded is: day",
  "daily rate limit cap",
  "has exceeded the number of times the operation is allowed to be called",
  "versions of this crate in the last 24 hours",
  "quota for this billing period has been exceeded",
  "exceeded its free quota",
  // credentials and access a person sets up: deepl-node's AuthorizationError ("Authorization failure, check auth_key"),
  // Amazon SP-API's denial as its SDK throws it without the 403, a gated Hugging Face repository ("… is restricted. You
  // must have access to it and be authenticated to access it."), npm's one-time password
  "authorization failure, check auth_key",
  "access to requested resource is denied",
  "you must have access to it and be authenticated",
  "cannot access gated repo",
  "this operation requires a one-time password",
  // round 62: credentials and accounts of the identity, mail and hosting services tools use: Okta's "errorSummary:
  // Invalid token provided" (E0000011; the words alone are also an app's mistyped one-time code), Auth0's account
  // blocked until its owner follows the mailed link, Gmail's and Microsoft's SMTP and IMAP refusals (535-5.7.8 "Username
  // and Password not accepted", 5.7.139 "SmtpClientAuthentication is disabled" or "basic authentication is disabled",
  // 534-5.7.9 "Application-specific password required", Brevo's "535 5.7.0 Invalid login or password" — not a shop's
  // login form's —, node-imap's "Invalid credentials (Failure)"), Microsoft's outbound block (5.7.708), a 24-hour
  // sending limit. Not a blocklist named: Spamhaus's "Error: open resolver" is the recipient server's own setup
  "errorsummary: invalid token provided",
  "account has been blocked after multiple consecutive login attempts",
  "username and password not accepted",
  "smtpclientauthentication is disabled",
  "basic authentication is disabled",
  "application-specific password required",
  "5.7.0 invalid login or password",
  "invalid credentials (failure)",
  "traffic not accepted from this ip",
  "24-hour sending limit",
  // hosting CLIs and APIs: wrangler's "Authentication error [code: 10000]" and "Unable to authenticate request [code:
  // 10001]", Vercel's "The specified token is not valid. Use `vercel login` to generate a new token.", Railway's token
  // texts, Heroku's app limit ("You've reached your app limit of 100 apps"), billing a person adds (Heroku's "… add a
  // credit card to verify your account", flyctl's "please add a payment method"),
  // Bright Data's spent monthly free tier
  "authentication error [code: 10000]",
  "unable to authenticate request [code: 10001]",
  "use `vercel login` to generate a new token",
  "railway_api_token is valid",
  "invalid railway_token",
  "reached your app limit of ",
  "add a credit card to verify your account",
  "please add a payment method",
  "monthly free-tier limit reached",
  // GitHub refusing a push (or a contents API write) that touches .github/workflows/ for a token without the scope: every
  // such push fails until a person widens the token ("refusing to allow a Personal Access Token to create or update
  // workflow `.github/workflows/release.yml` without `workflow` scope"; a GitHub App's "without `workflows` permission")
  "without `workflow` scope",
  "without `workflows` permission",
  // Infura's free plan after its daily requests ("daily request count exceeded, request rate limited", -32005, as a 429)
  "daily request count exceeded",
  // Alchemy's plan spent ("Monthly capacity limit exceeded. Visit https://dashboard.alchemyapi.io/settings/billing …")
  "monthly capacity limit exceeded",
  "invalid api-key, ip, or permissions for action",
  // Binance's -2015: the key, its IP allow-list or its rights
  "suspended due to lack of payment method",
  // Snowflake: "Your account is suspended due to lack of payment method."
  "exceeded quota for free query bytes scanned",
  // BigQuery's sandbox: the month's free terabyte spent
  "billing has not been enabled for this project",
  // BigQuery (billingNotEnabled): "… Enable billing at …"
  "access to kms is not allowed",
  // AWS Secrets Manager's AccessDeniedException on the secret's key
  // AWS Lambda cannot decrypt the function's environment ("… because KMS access was denied. Please check the function's
  // KMS key settings."), even as a 502 (KMSAccessDeniedException)
  "because kms access was denied",
  "code storage limit exceeded",
  // AWS Lambda: the region's 75 GB of code is full until old versions are deleted
  // Azure Service Bus (UnauthorizedAccess): "Unauthorized access. 'Listen' claim(s) are required to perform this
  // operation." — the SDK marks it retryable, but the key or role lacks the right until a person grants it
  "claim(s) are required to perform this operation",
  // LaunchDarkly's SDKs: "Received error 401 (invalid SDK key) for streaming request - giving up permanently"
  "(invalid sdk key)",
  // Infisical's CLI without a valid login: "Response Code: 401 Unauthorized … Message: You are not allowed to access this
  // resource" (not read as a status form: an SMTP client's "response code: 552 message too large" is no HTTP status)
  "response code: 401 unauthorized",
  // Vault's Kubernetes auth refusing the role's bindings, which its API client prints as "Code: 500. Errors: * service
  // account name not authorized" (Vault's 500 is any backend's refusal: not read as a status)
  "service account name not authorized",
  "namespace not authorized",
  // People Data Labs' credits spent (a 402 "payment_required"): "You have hit your account maximum for person enrichment
  // (all matches used)"
  "hit your account maximum",
  "daily task limit has been reached",
  // Runway's API: "Your daily task limit has been reached." (as a 429)
  // MiniMax's Token Plan spent: "已达到 Token Plan 用量上限：请升级 Token Plan 套餐或购买积分补充用量。" (even in a 200)
  "token plan \u7528\u91CF\u4E0A\u9650",
  // Stability AI: "Your organization does not have enough balance to request this action (need $0.02, have $0 in
  // active grants, $0 in balance)."
  "does not have enough balance to request this action",
  "account doesn't have api access",
  // HeyGen (code 400599): the plan has no API access
  // gh inside a GitHub Actions job without a token: "gh: To use GitHub CLI in a GitHub Actions workflow, set the GH_TOKEN
  // environment variable." (outside Actions: "… populate the GH_TOKEN environment variable")
  "set the gh_token environment variable",
  "tf400813",
  // Azure DevOps: "TF400813: The user '…' is not authorized to access this resource."
  // an impersonation the caller may not do ("Unable to acquire impersonated credentials: …" beside the 403 of
  // iam.serviceAccounts.getAccessToken). Not Google's empty chain ("Could not load the default credentials"), which
  // Cloud Functions and Cloud Run throw now and then while the metadata server is slow: Fatal, as AWS's empty chain
  "unable to acquire impersonated credentials",
  "aadsts700024",
  // Entra: "Client assertion is not within its valid time range" (a federated credential expired)
  // STS refusing the role ("User: arn:aws:iam::…:user/x is not authorized to perform: sts:AssumeRole on resource: …",
  // "Not authorized to perform sts:AssumeRoleWithWebIdentity"): a trust policy a person changes. Not IAM's refusal in
  // general: another account's bucket, named by mistake ("… s3:ListBucket … because no resource-based policy allows"),
  // or one model an SCP fences, is that request's
  "not authorized to perform: sts:assumerole",
  "not authorized to perform sts:assumerole",
  // WhatsApp Cloud API: (#131042) "… errors related to your payment method", (#133010) "Account not registered"
  "errors related to your payment method",
  "(#133010) account not registered",
  // Amadeus' free test allowance spent for the month (38195, as a 429: "The quota limit is exceeded."; its per-second
  // limit is 38194 "Too many requests")
  "the quota limit is exceeded",
  // Atlassian's remote MCP server (Rovo), in a failed tool result: "We couldn't verify your connection settings. Please
  // contact your administrator for assistance."
  "we couldn't verify your connection settings",
  "mcp usage limit exceeded",
  // Pipeboard's hosted MCP server: "MCP usage limit exceeded 30/30" (the plan's runs)
  // GitHub Copilot CLI where the token may not read the organization's MCP policy ("Failed to fetch MCP registry policy:
  // 403 Forbidden. Non-default MCP servers will be blocked until the policy can be fetched."), or a server no registry
  // lists ('MCP server "notionApi" filtered: Could not verify server against any configured registry')
  "mcp registry policy: 403 forbidden",
  "could not verify server against any configured registry",
  // a SMART on FHIR token without the scope ("read permission for 'Appointment' is not granted by any of the provided
  // scopes: [[patient/Patient.*]]", LinuxForHealth FHIR): the app is authorised again with it
  "is not granted by any of the provided scopes",
  // an OAuth server refusing RFC 8707's resource indicator, as an MCP client shows its answer ('Notion error:
  // {"error":"invalid_target","error_description":"The resource is not a valid target for this authorization server."}'):
  // no token for this server until the connection is set up again. Only as OAuth's `error`: apps use a bare
  // `invalid_target` code for a bad argument
  '"error":"invalid_target"',
  '"error": "invalid_target"',
  // Nango: a connection whose token refreshes have failed for four days ("The refresh limit has been reached for this
  // connection.", connection_refresh_exhausted), a plan's cap ("You have reached the maximum number of integrations
  // with active scripts. Upgrade or deactivate …", resource_capped): the end user reconnects, a person upgrades
  "the refresh limit has been reached for this connection",
  "reached the maximum number of integrations with active scripts",
  // Composio: "Access denied: this SHARED connected account is not available to the requesting user" (its creator grants)
  "connected account is not available to the requesting user",
  "api key is invalid",
  // mem0's client ("API Key is invalid"), Cherry Studio's "…, please check and reconfigure"
  "have to be logged in to perform this action",
  // Freshdesk's invalid_credentials
  // Mailchimp's 401 as its WooCommerce plugin logs it: "API Request Error - 401 :: API Key Invalid :: Your API key may be
  // invalid, or you've attempted to access the wrong datacenter."
  "your api key may be invalid",
  // Microsoft Fabric's paused capacity: "CapacityNotActive … is not active" (a 404), OneLake's "… this Fabric capacity is
  // currently paused.", "The Fabric capacity for this workspace is paused or inactive. Resume it …"
  "capacitynotactive",
  "fabric capacity is currently paused",
  "capacity for this workspace is paused",
  "failed sign in error: 401001",
  // tableauserverclient's FailedSignInError: a wrong user, password, PAT or site
  "your account is not authorized to make this call",
  // Amazon Translate's NotAuthorizedException (set-up or region)
  // Azure Speech's free tier spent: "The recognizer is using a free subscription that ran out of quota."
  "free subscription that ran out of quota",
  // Gusto: a product outside the key's agreement ("This endpoint is part of Gusto Embedded. … may require you to enter a
  // different agreement with Gusto.", missing_permissions as a 404), a suspended company's payroll blocker
  "this endpoint is part of gusto embedded",
  "company is suspended and cannot run payroll",
  // a SOAP 1.1 fault for the caller's credentials, sent as an HTTP 500 (Workday: faultcode
  // SOAP-ENV:Client.authenticationError, "invalid username or password")
  "client.authenticationerror",
  // the Google Ads API's developer token only for test accounts (also AdWords' DEVELOPER_TOKEN_NOT_APPROVED)
  "developer token is only approved for use with test accounts",
  "developer_token_not_approved",
  // Microsoft Advertising: 105 InvalidCredentials ("The user's supplied credentials are invalid or the account is
  // inactive."), its OAuth refresh "invalid_grant … The provided grant is expired. The user must sign in again."
  "supplied credentials are invalid or the account is inactive",
  "the user must sign in again",
  "invalid access license number",
  // UPS (250003): the account's access key, or the API not enabled for it
  // Adobe PDF Services: "Free trial quota exhausted. Please visit … to upgrade to paid credentials.", "Quota for this
  // operation is not available …", "Your certificate for PDF Services API credentials might have expired …"
  "free trial quota exhausted",
  "quota for this operation is not available",
  "certificate for pdf services api credentials might have expired",
  "no api conversion tokens available",
  // PDFCrowd: the account's conversion tokens spent
  // MQTT brokers refusing the client (mqtt.js: "Connection refused: Not authorized", "… Bad username or password",
  // "… Banned"): not the network's "connection refused"
  "connection refused: not authorized",
  "connection refused: bad username or password",
  "connection refused: banned",
  // Tuya's cloud plan: "Your subscription to cloud development plan has expired." (28841002), "No permissions. This API
  // is not subscribed." (28841101), "No permission. The data center is suspended." (28841107), "Your quota of Trial
  // Edition is used up." (28841004, refilled monthly)
  "subscription to cloud development plan has expired",
  "no permissions. this api is not subscribed",
  "the data center is suspended",
  "your quota of trial edition is used up"
];
var permanentMessages = /* @__PURE__ */ new Set([
  // Bedrock's account block and refused credentials as apps print them, class name first (Kiro: "ValidationException:
  // Operation not allowed" for every model; pi: "AccessDeniedException: 403" for a placeholder bearer token)
  "validationexception: operation not allowed",
  "accessdeniedexception: 403",
  // UniPDF's metered licence ("Credits exceeded", printed "error: Credits exceeded"), PDF4me ("No Credit Available"):
  // whole answers (not an enrolment's "Maximum credits exceeded!" or a booking's "No credit available": review 59)
  "credits exceeded",
  "error: credits exceeded",
  "no credit available",
  // Help Scout's OAuth (invalid_request, a 400): a person authorizes again (whole: not a client's "malformed response:
  // invalid refresh_token", review 56)
  "invalid refresh_token",
  "not_authorised",
  // Speechmatics' real-time client: `new Error(data.type)` for a token without the rt type
  // Tuya's whole answers (1010, 1004): the project's token or its client secret refused
  "token invalid",
  "sign invalid",
  // Electron's net.fetch rejects with Chromium's bare error name: a certificate the machine does not trust (a
  // TLS-inspecting proxy) fails every call to the API until a person fixes the trust store (a browser tool's
  // "page.goto: net::ERR_CERT_… at <url>" is one site's, and not a whole message)
  "net::err_cert_authority_invalid",
  "net::err_cert_date_invalid",
  "net::err_cert_common_name_invalid",
  "invalid image.",
  // OpenAI chat, code null
  "invalid image",
  "unauthorized",
  // Chroma's ChromaAuthError: the whole message
  // Anthropic's whole message for a PDF it cannot read (a PDF tool's "Could not process PDF. The file may be password
  // protected." is one file the model can route around)
  "could not process pdf",
  "sorry, je hebt geen toestemming om deze inhoud te bekijken.",
  "\xFCzg\xFCn\xFCz, bu i\xE7eri\u011Fe eri\u015Fim izniniz yok.",
  "xin l\u1ED7i, b\u1EA1n kh\xF4ng c\xF3 quy\u1EC1n truy c\u1EADp n\u1ED9i dung n\xE0y.",
  "xin l\u1ED7i, b\u1EA1n c\u1EA7n x\xE1c th\u1EF1c proxy tr\u01B0\u1EDBc khi ti\u1EBFp t\u1EE5c y\xEAu c\u1EA7u n\xE0y.",
  "\u0639\u0630\u0631\u0627\u060C \u062A\u0645 \u0631\u0641\u0636 \u0637\u0644\u0628\u0643. \u0644\u064A\u0633 \u0644\u062F\u064A\u0643 \u0625\u0630\u0646 \u0644\u0644\u0648\u0635\u0648\u0644 \u0625\u0644\u0649 \u0647\u0630\u0627 \u0627\u0644\u0645\u062D\u062A\u0648\u0649.",
  "\u0639\u0630\u0631\u0627\u060C \u062A\u062D\u062A\u0627\u062C \u0625\u0644\u0649 \u062A\u0648\u062B\u064A\u0642 \u0627\u0644\u0648\u0643\u064A\u0644 \u0642\u0628\u0644 \u0645\u062A\u0627\u0628\u0639\u0629 \u0647\u0630\u0627 \u0627\u0644\u0637\u0644\u0628.",
  "\u0645\u062A\u0623\u0633\u0641\u06CC\u0645\u060C \u0634\u0645\u0627 \u0627\u062C\u0627\u0632\u0647 \u062F\u0633\u062A\u0631\u0633\u06CC \u0628\u0647 \u0627\u06CC\u0646 \u0645\u062D\u062A\u0648\u0627 \u0631\u0627 \u0646\u062F\u0627\u0631\u06CC\u062F.",
  "\u0645\u062A\u0623\u0633\u0641\u06CC\u0645\u060C \u0628\u0631\u0627\u06CC \u0627\u062F\u0627\u0645\u0647 \u062F\u0631\u062E\u0648\u0627\u0633\u062A \u0628\u0627\u06CC\u062F \u0627\u062D\u0631\u0627\u0632 \u0647\u0648\u06CC\u062A \u067E\u0631\u0648\u06A9\u0633\u06CC \u0627\u0646\u062C\u0627\u0645 \u0634\u0648\u062F.",
  "\u0441\u044A\u0436\u0430\u043B\u044F\u0432\u0430\u043C\u0435, \u043D\u044F\u043C\u0430\u0442\u0435 \u0440\u0430\u0437\u0440\u0435\u0448\u0435\u043D\u0438\u0435 \u0437\u0430 \u0434\u043E\u0441\u0442\u044A\u043F \u0434\u043E \u0442\u043E\u0432\u0430 \u0441\u044A\u0434\u044A\u0440\u0436\u0430\u043D\u0438\u0435.",
  "\u0438\u0437\u0432\u0438\u043D\u0438\u0442\u0435, \u0443 \u0432\u0430\u0441 \u043D\u0435\u0442 \u0434\u043E\u0441\u0442\u0443\u043F\u0430 \u043A \u044D\u0442\u043E\u043C\u0443 \u0440\u0435\u0441\u0443\u0440\u0441\u0443.",
  "d\xE9sol\xE9, vous n'avez pas l'autorisation d'acc\xE9der \xE0 ce contenu.",
  "lo sentimos, no tienes permiso para acceder a este contenido.",
  "spiacenti, non hai i permessi per accedere a questo contenuto.",
  "desculpe, voc\xEA n\xE3o tem permiss\xE3o para acessar este conte\xFAdo.",
  "przepraszamy, nie masz uprawnie\u0144 do dost\u0119pu do tej zawarto\u015Bci.",
  "\uBAA8\uB378 \uD30C\uC77C\uC744 \uCC3E\uC744 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4",
  "\u0444\u0430\u0439\u043B \u043C\u043E\u0434\u0435\u043B\u0438 \u043D\u0435 \u043D\u0430\u0439\u0434\u0435\u043D",
  "\u0432\u0435\u0440\u0441\u0438\u044F macos \u043D\u0435 \u043F\u043E\u0434\u0434\u0435\u0440\u0436\u0438\u0432\u0430\u0435\u0442\u0441\u044F",
  "\u30A2\u30AF\u30BB\u30B9\u6A29\u9650\u304C\u3042\u308A\u307E\u305B\u3093",
  "\uC561\uC138\uC2A4 \uAD8C\uD55C\uC774 \uC5C6\uC2B5\uB2C8\uB2E4",
  "\u4F60\u6CA1\u6709\u8BBF\u95EE\u6743\u9650",
  "you have exceeded your quota.",
  // ElevenLabs' realtime `quota_exceeded` message (the plan's characters)
  "api key is required",
  "authentication failed",
  "\u0627\u0644\u0631\u062C\u0627\u0621 \u062A\u0633\u062C\u064A\u0644 \u0627\u0644\u062F\u062E\u0648\u0644 \u0645\u0631\u0629 \u0623\u062E\u0631\u0649.",
  "\u043C\u043E\u043B\u044F, \u0432\u043B\u0435\u0437\u0442\u0435 \u043E\u0442\u043D\u043E\u0432\u043E.",
  "bitte melden sie sich erneut an.",
  "please sign in again.",
  "veuillez vous reconnecter.",
  "accedi di nuovo.",
  "\uB2E4\uC2DC \uB85C\uADF8\uC778\uD574 \uC8FC\uC138\uC694.",
  "\u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u0432\u043E\u0439\u0434\u0438\u0442\u0435 \u0441\u043D\u043E\u0432\u0430.",
  "l\xFCtfen tekrar giri\u015F yap\u0131n.",
  "\u8ACB\u91CD\u65B0\u767B\u5165\u3002",
  "the current model is not available",
  "secret key is invalid",
  "quota esaurita",
  "provider di modelli non configurato",
  "nessun fornitore di modelli configurato",
  "quota esgotada",
  "provedor de modelo n\xE3o configurado",
  "nenhum provedor de modelo configurado",
  "wyczerpany limit",
  "dostawca modelu nie jest skonfigurowany",
  "nieprawid\u0142owy klucz api",
  "nie skonfigurowano dostawcy modeli",
  "\u043A\u0432\u043E\u0442\u0443 \u0432\u0438\u0447\u0435\u0440\u043F\u0430\u043D\u043E",
  "\u043F\u043E\u0441\u0442\u0430\u0447\u0430\u043B\u044C\u043D\u0438\u043A\u0430 \u043C\u043E\u0434\u0435\u043B\u0456 \u043D\u0435 \u043D\u0430\u043B\u0430\u0448\u0442\u043E\u0432\u0430\u043D\u043E",
  "\u043D\u0435\u0434\u0456\u0439\u0441\u043D\u0438\u0439 \u043A\u043B\u044E\u0447 api",
  "\u043F\u043E\u0441\u0442\u0430\u0447\u0430\u043B\u044C\u043D\u0438\u043A \u043C\u043E\u0434\u0435\u043B\u0435\u0439 \u043D\u0435 \u043D\u0430\u043B\u0430\u0448\u0442\u043E\u0432\u0430\u043D\u0438\u0439",
  "kota t\xFCkendi",
  "model sa\u011Flay\u0131c\u0131 ayarlanmad\u0131",
  "yap\u0131land\u0131r\u0131lm\u0131\u015F model sa\u011Flay\u0131c\u0131 yok",
  "cot\u0103 epuizat\u0103",
  "furnizorul de modele nu este configurat",
  "niciun furnizor de modele configurat",
  "\u0633\u0647\u0645\u06CC\u0647 \u062A\u0645\u0627\u0645 \u0634\u062F\u0647",
  "\u0627\u0631\u0627\u0626\u0647 \u062F\u0647\u0646\u062F\u0647 \u0645\u062F\u0644 \u0631\u0627\u0647 \u0627\u0646\u062F\u0627\u0632\u06CC \u0646\u0634\u062F\u0647 \u0627\u0633\u062A",
  "\u0647\u06CC\u0686 \u0627\u0631\u0627\u0626\u0647\u062F\u0647\u0646\u062F\u0647 \u0645\u062F\u0644\u06CC \u067E\u06CC\u06A9\u0631\u0628\u0646\u062F\u06CC \u0646\u0634\u062F\u0647 \u0627\u0633\u062A",
  "\u0915\u094B\u091F\u093E \u0938\u092E\u093E\u092A\u094D\u0924",
  "\u092E\u0949\u0921\u0932 \u092A\u094D\u0930\u0926\u093E\u0924\u093E \u0938\u0947\u091F \u0928\u0939\u0940\u0902 \u0915\u093F\u092F\u093E \u0917\u092F\u093E",
  "\u0905\u0935\u0948\u0927 api \u0915\u0941\u0902\u091C\u0940",
  "\u0915\u094B\u0908 \u092E\u0949\u0921\u0932 \u092A\u094D\u0930\u0926\u093E\u0924\u093E \u0915\u0949\u0928\u094D\u092B\u093C\u093F\u0917\u0930 \u0928\u0939\u0940\u0902 \u0939\u0948",
  "\u0E42\u0E04\u0E27\u0E15\u0E49\u0E32\u0E2B\u0E21\u0E14",
  "\u0E44\u0E21\u0E48\u0E44\u0E14\u0E49\u0E15\u0E31\u0E49\u0E07\u0E04\u0E48\u0E32\u0E1C\u0E39\u0E49\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23\u0E42\u0E21\u0E40\u0E14\u0E25",
  "\u0E22\u0E31\u0E07\u0E44\u0E21\u0E48\u0E44\u0E14\u0E49\u0E01\u0E33\u0E2B\u0E19\u0E14\u0E04\u0E48\u0E32\u0E1C\u0E39\u0E49\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23\u0E42\u0E21\u0E40\u0E14\u0E25",
  "kvote porabljene",
  "ponudnik modelov ni nastavljen",
  "noben ponudnik modelov ni konfiguriran",
  "ponudnik modelov ni konfiguriran",
  "kuota habis",
  "penyedia model tidak disiapkan",
  "belum ada penyedia model yang dikonfigurasi",
  "\u0646\u0641\u062F\u062A \u0627\u0644\u062D\u0635\u0629",
  "\u0644\u0645 \u064A\u062A\u0645 \u0625\u0639\u062F\u0627\u062F \u0645\u0632\u0648\u062F \u0627\u0644\u0646\u0645\u0648\u0630\u062C",
  "\u0644\u0645 \u064A\u062A\u0645 \u062A\u0643\u0648\u064A\u0646 \u0623\u064A \u0645\u0632\u0648\u062F \u0646\u0645\u0648\u0630\u062C",
  "\u0644\u0645 \u064A\u062A\u0645 \u062A\u0643\u0648\u064A\u0646 \u0623\u064A \u0645\u0632\u0648\u062F \u0646\u0645\u0627\u0630\u062C",
  // written without its vowel marks: whole messages are compared so
  "kreditl\u0259r t\xFCk\u0259nib",
  "model provayderi qurulmay\u0131b",
  "he\xE7 bir model provayderi konfiqurasiya edilm\u0259yib",
  "\u5F53\u524D\u6A21\u578B\u4E0D\u53EF\u7528",
  "\u7576\u524D\u6A21\u578B\u4E0D\u53EF\u7528",
  "\u8BF7\u91CD\u65B0\u767B\u5F55\u3002",
  "model provider not set up",
  "no model provider configured",
  "\u914D\u989D\u5DF2\u7528\u5B8C",
  "\u5C1A\u672A\u5B89\u88C5\u6A21\u578B\u4F9B\u5E94\u5546",
  "\u672A\u914D\u7F6E\u6A21\u578B\u4F9B\u61C9\u5546",
  "\u30AF\u30EC\u30B8\u30C3\u30C8\u5207\u308C",
  "\u30E2\u30C7\u30EB\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u304C\u8A2D\u5B9A\u3055\u308C\u3066\u3044\u307E\u305B\u3093",
  "\uD560\uB2F9\uB7C9\uC774 \uB2E4 \uC0AC\uC6A9\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "\uBAA8\uB378 \uACF5\uAE09\uC790\uAC00 \uAD6C\uC131\uB418\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4",
  "kontingent ersch\xF6pft",
  "modellanbieter nicht eingerichtet",
  "quota \xE9puis\xE9",
  "cuota agotada",
  "ning\xFAn proveedor de modelos configurado",
  "\u043A\u0432\u043E\u0442\u0430 \u0438\u0441\u0447\u0435\u0440\u043F\u0430\u043D\u0430",
  "\u043F\u043E\u0441\u0442\u0430\u0432\u0449\u0438\u043A \u043C\u043E\u0434\u0435\u043B\u0438 \u043D\u0435 \u043D\u0430\u0441\u0442\u0440\u043E\u0435\u043D",
  "quota \u0111\xE3 h\u1EBFt",
  "nh\xE0 cung c\u1EA5p m\xF4 h\xECnh ch\u01B0a \u0111\u01B0\u1EE3c thi\u1EBFt l\u1EADp",
  // Zhipu's 1000 (its Responses API answers a bad key with a 200 `{ code: 1000, msg, success: false }`): the words alone
  // are any login's, so only the whole message
  "\u8EAB\u4EFD\u9A8C\u8BC1\u5931\u8D25\u3002",
  "\u8EAB\u4EFD\u9A8C\u8BC1\u5931\u8D25"
]);
var bedrockAccountBlock = "operation not allowed";
var UNLOADABLE_MODEL = "unable to load model: ";
var weakPermanentPhrases = [
  // Documenso (LIMIT_EXCEEDED, a 400): "You have reached your document limit for this month." (not one phone number's
  // "… has reached the limit for this month": review 58)
  "document limit for this month",
  // TikTok (spam_risk_too_many_pending_share): "… limits pending posts to 5 within any 24-hour period" (not AWS's four
  // changes of one database instance "within any 24-hour period": review 58)
  "pending posts to 5 within any 24-hour period",
  "exceeded our daily quota",
  // Hugging Face Posts (a 429): "You have exceeded our daily quotas for action: …"
  // CoinMarketCap (1009, 1010): "You've exceeded your API Key's daily rate limit." (1008's minute passes)
  "'s daily rate limit",
  "'s monthly rate limit",
  // daily allowances (Govee: "the limit is 10000 requests every 24 hours"; SwitchBot (190): "Requests reached the daily
  // limit")
  "requests every 24 hours",
  "usage limits are exceeded",
  // TransportAPI: "Authorisation failed for app_key … with error 'usage limits are exceeded'"
  "requests reached the daily limit",
  // (not one feature's "reached the daily limit for verification emails": review 55)
  "reached your monthly limit",
  // LINE's Messaging API (a 429): the plan's messages for the month
  // Stack Exchange's per-IP allowance: "too many requests from this IP, more requests available in 46472 seconds" (a
  // short wait passes: review 51)
  "more requests available in ",
  "exceeded your current quota",
  "per day",
  "perday",
  "per-day",
  // OpenRouter: "Rate limit exceeded: free-models-per-day."
  "duration_s: 86400",
  // SambaNova: "Request would exceed rate limit\nViolated duration_s: 86400, current usage: …, limit: …"
  "per month",
  "/ month",
  // Cohere: "You are using a Trial key, which is limited to 1000 API calls / month."
  // Cline's ClinePass plan windows ("You've reached your weekly Clinepass limit. The limit resets in 7d …"): a reset
  // within the hour passes, as the other plans' windows do
  "clinepass limit. the limit resets",
  "daily free model limit reached",
  // Cline: "… Try again in 23h 59m or select another model."
  "daily limit has been reached",
  // Cline's spend limit: "$20.00 daily limit has been reached."
  // a daily cap said to be hit, not merely mentioned ("did not count towards your daily limit")
  "daily token limit exceeded",
  // Databricks AI Gateway
  "daily limit reached",
  // Poe: "Daily limit reached for beaver"
  "daily limit exceeded",
  // Google: "Daily Limit Exceeded"
  "daily request limit reached",
  // Baidu's legacy ERNIE API (error_code 17): "Open api daily request limit reached"
  "exceeded your daily rate limit",
  // Anthropic: "Number of request tokens has exceeded your daily rate limit (…)"
  "exhausted your daily quota",
  // Gemini CLI
  // Volcengine Ark's Coding Plan (QuotaExceeded, a 429): "You have exceeded the weekly usage quota." (5-hour, weekly or
  // monthly); Kimi Code's "You've reached your weekly (7-day) usage limit."; Alibaba Bailian's Coding Plan: "hour
  // allocated quota exceeded" (the 5-hour window), "week allocated quota exceeded", "month allocated quota exceeded"
  // (its "concurrency allocated quota exceeded" and "usage allocated quota exceeded" are throttles)
  "exceeded the 5-hour usage quota",
  "exceeded the weekly usage quota",
  "exceeded the monthly usage quota",
  "weekly (7-day) usage limit",
  "hour allocated quota exceeded",
  "week allocated quota exceeded",
  "month allocated quota exceeded",
  "5-hour limit reached",
  // Claude Code: "5-hour limit reached ∙ resets 5am"
  "reached your hosted model usage limit",
  // Letta: "You've reached your hosted model usage limit."
  "hit your sonnet limit",
  // Claude Code: "You've hit your Sonnet limit · resets 3pm (UTC)"
  "hit your opus limit",
  "exceeded for today",
  // Cloudflare Browser Rendering: "Browser time limit exceeded for today"
  // GitHub Copilot's monthly allowances: "You have exceeded your premium request limit, and do not currently have overages
  // enabled.", "You've reached your monthly chat messages quota. Please reach out to your organization's Copilot admin …",
  // Copilot Free's "… monthly chat messages limit. … or wait until 21 April 2025 for your limit to reset."
  "exceeded your premium request limit",
  "reached your monthly chat messages",
  // Kiro: "You've reached your monthly usage limit. Please return next month …", its CLI's "The monthly usage limit has
  // been reached (request_id: …)"
  "reached your monthly usage limit",
  "monthly usage limit has been reached",
  // xAI: "You've used all the included free usage for model … Usage resets over a rolling 24-hour window - tokens
  // (actual/limit): 1065554/1000000." (code `subscription:free-usage-exhausted`, a 429)
  "used all the included free usage",
  "over a rolling 24-hour window",
  // usage allowances of plans, spent for hours or days; a server that names a short wait still wins
  // OpenAI Codex plans (usage_limit_reached); WooCommerce's "Coupon usage limit has been reached." is one coupon's
  "the usage limit has been reached",
  // Ollama Cloud: "you (…) have reached your weekly usage limit, upgrade for higher limits"
  "reached your weekly usage limit",
  "reached your session usage limit",
  "reached your hourly usage limit",
  "monthly limit exhausted",
  // Zhipu (1310): "Weekly/Monthly Limit Exhausted. Your limit will reset at …"
  "weekly limit exhausted",
  "tpd rate limit",
  // Moonshot: "request reached organization TPD rate limit, current: 1526210, limit: 1500000"
  "bymodelbyday",
  // GitHub Models: "Rate limit of 50 per 86400s exceeded for UserByModelByDay. Please wait 57829 seconds …"
  "per_day",
  // Google quota names: "…_per_day_per_project_per_base_model"
  // HubSpot: "You have reached your daily limit." (policyName DAILY); Kiro: "You've reached your daily usage limit. Please
  // return tomorrow …"; Gemini CLI 0.10: "⚡ You have reached your daily gemini-2.5-pro quota limit. ⚡"
  "reached your daily",
  // Qwen OAuth: "Free allocated quota exceeded." (the day's free allowance); DashScope's per-minute throttle says
  // "Allocated quota exceeded, please increase your quota limit." (Throttling.AllocationQuota)
  "free allocated quota exceeded",
  // Claude Code's plan banners: "You've hit your limit · resets 3:30am (Asia/Calcutta)", "Claude AI usage limit
  // reached|1750708800" (hours away: no wait a retry layer takes)
  "you've hit your limit",
  "claude ai usage limit reached",
  "hit your weekly limit",
  // Claude Code: "You've hit your weekly limit · resets Sep 15 at 7pm"
  "hit your session limit",
  "hour session limit",
  // GitHub Copilot: "Sorry, you've exceeded your 5 hour session limits." (a wait within the hour passes)
  // GitHub Copilot (`user_weekly_rate_limited`): "You've reached your weekly rate limit. Please wait for your limit to
  // reset on April 20, 2026 at 2:00 AM or switch to auto model to continue."
  "reached your weekly rate limit",
  "weekly limit reached",
  // Claude Code: "Weekly limit reached · resets 10am (Asia/Seoul) · /upgrade to Max …"
  // OpenCode's Go plan: "weekly usage limit reached. It will reset in 5 days 10 hours. To continue using this model now,
  // enable usage from your available balance"
  "weekly usage limit reached",
  // Ollama's "unable to load model: …/blobs/sha256-…" (an architecture this build cannot load): only with its blob path
  // (`decide.ts`), not a wrapper's "Unable to load model: invalid file name" (review 67)
  UNLOADABLE_MODEL,
  // Zed's plans ("Model request limit reached. Upgrade to Zed Pro for more requests."; its own retry refuses it)
  "model request limit reached. upgrade to",
  "hit your usage limit",
  // Codex: "You've hit your usage limit. Upgrade to Pro … or try again in 5 days 22 hours"
  "hit your chatgpt usage limit",
  // pi-ai's Codex text: "You have hit your ChatGPT usage limit (go plan). Try again in ~4381 min."
  "reached your usage limit",
  // Codex: "You've reached your usage limit. Upgrade your plan or add credits to continue"
  "reached your credit limit",
  // Warp: "You've reached your credit limit. Your credit limit resets on February 21."
  "usage limit has been exceeded",
  // alphaXiv: "Usage limit has been exceeded. Come back later." (no wait named)
  "limitation until ",
  // NeverWrite: "Internal error: Limitation until 12 May 2026."
  "out of codex messages",
  // Codex app: "You’re out of Codex messages · Your rate limit resets on Apr 19, …"
  "quota exceeded. check your plan",
  // Codex's rewording of insufficient_quota
  "oauth free tier quota exceeded",
  // Qwen Code: "Qwen OAuth free tier quota exceeded."
  ",quota exceeded",
  // Copilot for JetBrains: "Unhandled status from server:,429,quota exceeded"
  "exhausted your capacity on this model"
  // Gemini Code Assist: "… Your quota will reset after 21h39m57s."
];
var weakPermanentMessages = /* @__PURE__ */ new Set([
  "quota exceeded",
  // GitHub Copilot 429: the month's premium allowance
  "usage limit reached."
  // the Codex backend (ChatGPT plans), also as `subscription_sharing_usage_limit_exceeded`
]);
var declinedCodes = /* @__PURE__ */ new Set(["card_error", "card_declined"]);
var heldAllowance402Codes = /* @__PURE__ */ new Set(["actor-memory-limit-exceeded"]);
var rateLimitCodes = /* @__PURE__ */ new Set([
  "ratelimitexceeded",
  "userratelimitexceeded",
  "rate_limit_exceeded",
  "request_limit_exceeded"
  // Salesforce: concurrent API requests (its daily allowance is a permanent phrase)
]);
var retryable400Phrases = [
  // JMAP (RFC 8620's urn:ietf:params:jmap:error:limit, maxConcurrentRequests): the client's own requests in flight
  "exceeds the maximum number of concurrent requests",
  // Stack Exchange's throttle_violation, sent as a 400 ("too many requests from this IP, more requests available in
  // 79048 seconds", the wait read as one; "Violation of backoff parameter": a `backoff` of seconds not kept)
  "more requests available in ",
  "violation of backoff parameter",
  // Cloudflare AI Gateway (code 2005) rewrites the provider's failure as a 400
  // (https://github.com/cloudflare/ai/issues/436)
  "failed to get response from provider",
  // libSQL (Turso) over HTTP: the server no longer knows the stream's baton (it dropped the stream); a new stream passes
  // ("SERVER_ERROR: Server returned HTTP status 400: Received an invalid baton", libsql-client-ts#119)
  "received an invalid baton",
  // SageMaker, an inference component scaled to zero: the failed call starts the scale-out ("… ApplicationAutoScaling
  // may be in-progress")
  "has no capacity to process this request",
  // Volcengine Ark (InvalidEndpoint.ClosedEndpoint): "… an endpoint that is currently closed or temporarily unavailable."
  "is currently closed or temporarily unavailable",
  // OpenAI Assistants: "Can't add messages to thread_… while a run run_… is active.": the run ends in seconds, as
  // Realtime's "already has an active response"
  "while a run run_",
  "already has an active run",
  // Amazon SES's per-second send rate, sent as a 400 (`<Code>Throttling</Code>`)
  "maximum sending rate exceeded",
  "too_many_attempts_try_later",
  // Firebase Auth's identitytoolkit: a block that lifts after a while, as a 400
  // the same windows as a 400: BigQuery's jobRateLimitExceeded, the AWS SDKs' throttles kept as text with "StatusCode: 400"
  "exceeded rate limits",
  "throttlingexception: rate exceeded",
  "rate exceeded for shard",
  "rate exceeded for stream",
  "too many pipelines created in the last minute",
  // GitLab
  "too many calls to this whatsapp business account",
  // WhatsApp Cloud API (#80007)
  // AWS's caps on jobs running at once, as a 400 (LimitExceededException: Transcribe, Rekognition)
  "too many jobs running at the same time",
  " open jobs for user arn:"
];
var retryable400Codes = /* @__PURE__ */ new Set([
  "requesttimeout",
  // S3: the connection sat idle past the server's timeout (the AWS SDK's TRANSIENT_ERROR_CODES)
  "provisionedthroughputexceededexception",
  "throttlingexception",
  "throttling",
  // the AWS query protocol's ("Throttling: Rate exceeded"), sent as a 400
  "requestlimitexceeded",
  "transactionconflictexception",
  "transactioninprogressexception",
  "transactionconflict",
  "provisionedthroughputexceeded",
  "throttlingerror",
  "ratelimited",
  // Linear's GraphQL errors: extensions.code RATELIMITED, sent as a 400
  "unable_to_lock_row",
  // Salesforce: another transaction holds the record
  "conversation_locked",
  // OpenAI Responses: "Another process is currently operating on this conversation. Please retry in a few seconds."
  // OpenAI Responses WebSocket mode: "Responses websocket connection limit reached (60 minutes). Create a new websocket
  // connection to continue." — the event's 400 is the socket's; a new connection passes at once
  "websocket_connection_limit_reached",
  "sanitizer_server_error",
  // OpenAI: the image sanitizer failed (see `serverFaultCodes`)
  // DocuSign's hourly and burst allowances, sent as a 400 (they return within the hour)
  "hourly_apiinvocation_limit_exceeded",
  "burst_apiinvocation_limit_exceeded",
  // Plaid's 400s for a bank that is down or data not pulled yet: "please try again soon", "try the request again later"
  // ScreenshotOne: its one-minute bucket, and its storage's 5xx passed on as a 400
  "concurrency_limit_reached",
  "storage_returned_transient_error",
  "institution_down",
  "institution_not_responding",
  "product_not_ready",
  // Anthropic's `details.error_code`: its check of an External Key did not finish in time ("Wait a moment, then send the
  // request again")
  "external_key_validation_timed_out"
]);
var serverFaultCodes = /* @__PURE__ */ new Set(["sanitizer_server_error"]);
var requestFault5xxCodes = /* @__PURE__ */ new Set([
  "resource_does_not_exist",
  // Anthropic's 503 for a Workspace created with part of the request not applied: "Don't send the create again" (a second
  // create makes a second workspace)
  "workspace_created_incomplete"
]);
var requestConflictCodes = /* @__PURE__ */ new Set([
  "plugin_name_taken",
  "skill_name_taken",
  "storage_already_registered",
  "storage_in_use",
  "storage_attached_during_archive",
  "storage_changed_concurrently",
  "workspace_changed_concurrently",
  "slack_channel_set_up_settings_conflict"
]);
var permanentNames = /* @__PURE__ */ new Set([
  "credentialunavailableerror",
  "authenticationrequirederror",
  "kafkajssaslauthenticationerror",
  "chromaautherror",
  "chromaforbiddenerror",
  // the AI SDK: "Google Vertex project setting is missing. Pass it using the 'project' parameter or …" (a person sets it)
  "ai_loadsettingerror",
  // openai's workload identity: the subject token cannot be read ("Failed to read Kubernetes service account token from
  // …: ENOENT"); not when the cause is the network (the permanent-name rule asks)
  "subjecttokenprovidererror",
  "authsessionmissingerror",
  // Supabase Auth: "Auth session missing!" (no one is signed in), served as a 400 or 403
  // AWS Lambda's keys for the function's environment: denied, disabled, pending deletion or gone until a person fixes it
  "kmsaccessdeniedexception",
  "kmsdisabledexception",
  "kmsinvalidstateexception",
  "kmsnotfoundexception",
  // Composio's connected account is gone or was never made: the end user connects it ("Connected account not found")
  "composioconnectedaccountnotfounderror"
]);
var policyCodes = /* @__PURE__ */ new Set([
  "content_filter",
  "content_policy_violation",
  "responsibleaipolicyviolation",
  "invalid_prompt",
  "moderation_blocked",
  "safety",
  "prohibited_content",
  "blocklist",
  "guardrail_intervened",
  "sensitive_words_detected",
  // new-api
  "unsafe_request"
  // Baidu Qianfan v2: the system, user or output text is unsafe ("system_unsafe", "user_unsafe", …)
]);
var policyPhrases = [
  "rejected due to inappropriate content",
  // agentgateway's prompt guard (a 403)
  "content management policy",
  "content policy",
  "usage policy",
  // xAI's content filter, as a 403: "Content violates usage guidelines. … Failed check: SAFETY_CHECK_TYPE_BIO"
  "violates usage guidelines",
  "content_filter",
  "safety system",
  "flagged",
  "sensitive words detected",
  // new-api relays: their own prompt word filter, as a 500
  "guardrail failed",
  // LiteLLM: "Bedrock guardrail failed: I cannot respond to requests containing … (PII)" (a 500)
  // Alibaba DashScope's moderation, also relayed (OpenCode Go: "[data_inspection_failed] <400>
  // InternalError.Algo.DataInspectionFailed: Input text data may contain inappropriate content.")
  "datainspectionfailed",
  "data_inspection_failed"
];
var statusTable = /* @__PURE__ */ new Map([
  [400, "Fatal"],
  [401, "Permanent"],
  [402, "Permanent"],
  [403, "Permanent"],
  [404, "Fatal"],
  [405, "Fatal"],
  [406, "Fatal"],
  [407, "Permanent"],
  [408, "Retryable"],
  [409, "Retryable"],
  [410, "Fatal"],
  [411, "Fatal"],
  [412, "Fatal"],
  [413, "Fatal"],
  [414, "Fatal"],
  [415, "Fatal"],
  [416, "Fatal"],
  [422, "Fatal"],
  [425, "Retryable"],
  [429, "Retryable"],
  [431, "Fatal"],
  // Unavailable For Legal Reasons: the caller's region is blocked (JetBrains AI from a region it does not serve), as
  // `unsupported_country_region_territory`: nothing passes until a person changes network or plan
  [451, "Permanent"],
  // Groq's flex tier at capacity (`capacity_exceeded`); Cohere's and Esri's 498 is an invalid token (statusRules.ts)
  [498, "Retryable"],
  [499, "Retryable"],
  [500, "Retryable"],
  [501, "Fatal"],
  [502, "Retryable"],
  [503, "Retryable"],
  [504, "Retryable"],
  [505, "Fatal"],
  // Insufficient Storage: a disk, mailbox or drive full until a person frees or adds space (MinIO, OneDrive, Exchange,
  // Vespa's feed block)
  [507, "Permanent"],
  [520, "Retryable"],
  [521, "Retryable"],
  [522, "Retryable"],
  [523, "Retryable"],
  [524, "Retryable"],
  [529, "Retryable"]
]);
var codeTable = /* @__PURE__ */ new Map([
  // MLflow's and Databricks' codes for a request's fault, which MLflow once sent with a 500
  ["resource_does_not_exist", "Fatal"],
  // Evernote's EDAMErrorCode (its Thrift exceptions carry no words): RATE_LIMIT_REACHED passes after its
  // `rateLimitDuration`; INVALID_AUTH and AUTH_EXPIRED are the key's or token's
  ["edam_19", "Retryable"],
  ["edam_8", "Permanent"],
  ["edam_9", "Permanent"],
  // Moodle's web services (their errors come with a 200): a token unknown, expired, bound to other addresses
  ["invalidtoken", "Permanent"],
  // AWS Step Functions' error names ({ Error, Cause }): a task's timeouts, Lambda's throttle
  ["states.timeout", "Retryable"],
  ["states.heartbeattimeout", "Retryable"],
  ["lambda.toomanyrequestsexception", "Retryable"],
  // Google Maps Platform (in a 200): its per-second limit; its daily quota is told apart by its words (Permanent)
  ["over_query_limit", "Retryable"],
  // Anthropic
  ["overloaded_error", "Retryable"],
  ["rate_limit_error", "Retryable"],
  ["api_error", "Retryable"],
  ["timeout_error", "Retryable"],
  ["invalid_request_error", "Fatal"],
  ["not_found_error", "Fatal"],
  ["request_too_large", "Fatal"],
  ["permission_error", "Permanent"],
  // OpenAI (chat, responses, realtime)
  ["server_error", "Retryable"],
  ["rate_limit_exceeded", "Retryable"],
  ["engine_overloaded", "Retryable"],
  ["model_overloaded", "Retryable"],
  ["service_unavailable", "Retryable"],
  ["internal_error", "Retryable"],
  ["internal_server_error", "Retryable"],
  ["capacity_exceeded", "Retryable"],
  // Groq flex tier (498)
  // OpenAI Codex's load shedding, in a stream's error event or on a 503 ("slow down", "retry later"), and its capacity
  // rejection without a message
  ["slow_down", "Retryable"],
  // Baidu's legacy API (`error_code` 336000, "Internal error", in an HTTP 200): its code table says request again
  ["baidu_336000", "Retryable"],
  ["model_at_capacity", "Retryable"],
  // GitHub Copilot: `rate_limited`, `user_global_rate_limited:pro_plus` ("Sorry, you've exceeded your 5 hour session
  // limits. Please retry after 2733 seconds."), per model and per integration; a spent session window without a wait is
  // Permanent by its phrase first
  ["rate_limited", "Retryable"],
  // the AWS query protocol's throttle (CloudFormation, STS, IAM, SNS, SES: "Throttling: Rate exceeded"), an AWS SDK v3
  // exception's name without the "Exception" suffix; SES's daily cap says so and is Permanent by its phrase first
  ["throttling", "Retryable"],
  // the Claude Agent SDK's assistant message `error` ("rate_limit", "authentication_failed", …)
  ["rate_limit", "Retryable"],
  ["user_global_rate_limited", "Retryable"],
  ["user_model_rate_limited", "Retryable"],
  ["integration_rate_limited", "Retryable"],
  // OpenAI Batch: "This request could not be executed before the completion window expired." (a line of the error file):
  // the request never ran, and the same request passes in a later batch
  ["batch_expired", "Retryable"],
  // Tencent Cloud API 3.0: "您当前每秒请求 `6` 次，超过了每秒频率上限 `5`，请稍后重试。" (a per-second limit)
  ["requestlimitexceeded", "Retryable"],
  ["limitexceeded", "Retryable"],
  // MiniMax's base_resp.status_code (read as "minimax_<n>"): the documented "Please retry your requests later" ones
  ["minimax_1000", "Retryable"],
  ["minimax_1001", "Retryable"],
  ["minimax_1002", "Retryable"],
  ["minimax_1013", "Retryable"],
  ["minimax_1024", "Retryable"],
  ["minimax_1033", "Retryable"],
  ["minimax_1041", "Retryable"],
  ["minimax_1039", "Retryable"],
  // "token limit", a TPM throttle ("rate limit exceeded(TPM)(1039)")
  ["minimax_2045", "Retryable"],
  // "rate growth limit": requests rose too fast
  ["invalid_value", "Fatal"],
  ["unsupported_value", "Fatal"],
  ["unsupported_parameter", "Fatal"],
  ["model_not_found", "Fatal"],
  // Azure content filter and other policy refusals
  ["content_filter", "Fatal"],
  ["content_policy_violation", "Fatal"],
  ["responsibleaipolicyviolation", "Fatal"],
  ["invalid_prompt", "Fatal"],
  // Google (google.rpc.Code names in `error.status`)
  ["resource_exhausted", "Retryable"],
  ["unavailable", "Retryable"],
  ["deadline_exceeded", "Retryable"],
  ["internal", "Retryable"],
  ["aborted", "Retryable"],
  ["invalid_argument", "Fatal"],
  ["failed_precondition", "Fatal"],
  ["not_found", "Fatal"],
  ["out_of_range", "Fatal"],
  ["unimplemented", "Fatal"],
  ["permission_denied", "Permanent"],
  // AWS Bedrock (x-amzn-ErrorType, SDK error names)
  ["throttlingexception", "Retryable"],
  ["throttledexception", "Retryable"],
  ["toomanyrequestsexception", "Retryable"],
  ["serviceunavailableexception", "Retryable"],
  ["internalserverexception", "Retryable"],
  ["internalfailure", "Retryable"],
  ["modelstreamerrorexception", "Retryable"],
  ["modeltimeoutexception", "Retryable"],
  ["modelnotreadyexception", "Retryable"],
  ["modelerrorexception", "Retryable"],
  ["validationexception", "Fatal"],
  ["resourcenotfoundexception", "Fatal"],
  ["accessdeniedexception", "Permanent"],
  // generic
  ["overloaded", "Retryable"],
  ["too_many_requests", "Retryable"],
  ["ratelimitexceeded", "Retryable"],
  ["timeoutexception", "Retryable"],
  ["timeouterror", "Retryable"],
  ["graphql_rate_limit", "Retryable"],
  // GitHub GraphQL: { type: "RATE_LIMIT", code: "graphql_rate_limit" } in a 200
  // @effect/cluster: a full mailbox or a runner that stopped answering (its shards move to another), which Sharding
  // itself retries after its `sendRetryInterval`; a message sent to a runner the entity just left is rerouted
  ["mailboxfull", "Retryable"],
  ["runnerunavailable", "Retryable"],
  ["entitynotassignedtorunner", "Retryable"],
  // Effect's RcMap at its `capacity` of keys in use (as a bulkhead that is full): passes once a holder releases one
  ["exceededcapacityexception", "Retryable"],
  // Node: a process limit reached on spawn ("spawn /bin/sh EAGAIN"): passes once processes end
  ["eagain", "Retryable"],
  // OpenSSL: https:// sent to a plain-HTTP port; zlib: a body mislabelled as gzip (undici's "terminated" around it)
  ["err_ssl_wrong_version_number", "Fatal"],
  ["z_data_error", "Fatal"],
  // databases: contention, a query or lock timeout, a server restarting or full of connections
  ["sqlstate-40p01", "Retryable"],
  // PostgreSQL: deadlock detected
  ["sqlstate-40001", "Retryable"],
  // PostgreSQL: serialization failure
  ["sqlstate-55p03", "Retryable"],
  // PostgreSQL: lock not available
  ["sqlstate-57014", "Retryable"],
  // PostgreSQL: query canceled (statement timeout)
  ["sqlstate-53300", "Retryable"],
  // PostgreSQL: too many connections
  ["sqlstate-57p01", "Retryable"],
  // PostgreSQL: admin shutdown
  ["sqlstate-57p02", "Retryable"],
  // PostgreSQL: crash shutdown
  ["sqlstate-57p03", "Retryable"],
  // PostgreSQL: cannot connect now (starting up)
  ["sqlstate-08006", "Retryable"],
  // PostgreSQL: connection failure
  ["sqlstate-08001", "Retryable"],
  // PostgreSQL: unable to establish a connection
  ["sqlstate-08003", "Retryable"],
  // PostgreSQL: connection does not exist
  ["er_lock_deadlock", "Retryable"],
  // MySQL 1213
  ["er_lock_wait_timeout", "Retryable"],
  // MySQL 1205
  ["er_con_count_error", "Retryable"],
  // MySQL 1040: too many connections
  ["sqlite_busy", "Retryable"],
  ["sqlite_locked", "Retryable"],
  ["transienttransactionerror", "Retryable"],
  // MongoDB error labels
  ["retryablewriteerror", "Retryable"],
  ["maxtimemsexpired", "Retryable"],
  // MongoDB (50)
  ["writeconflict", "Retryable"],
  // MongoDB (112)
  // MongoDB's retryable-writes specification's retryable errors, by codeName (a server without a label on them)
  ["hostunreachable", "Retryable"],
  // 6
  ["hostnotfound", "Retryable"],
  // 7
  ["networktimeout", "Retryable"],
  // 89
  ["shutdowninprogress", "Retryable"],
  // 91
  ["primarysteppeddown", "Retryable"],
  // 189
  ["exceededtimelimit", "Retryable"],
  // 262
  ["socketexception", "Retryable"],
  // 9001
  ["notwritableprimary", "Retryable"],
  // 10107
  ["interruptedatshutdown", "Retryable"],
  // 11600
  ["interruptedduetoreplstatechange", "Retryable"],
  // 11602
  ["notprimarynosecondaryok", "Retryable"],
  // 13435
  ["notprimaryorsecondary", "Retryable"],
  // 13436
  // Prisma: the server unreachable or gone, a timeout, the pool exhausted, a write conflict or deadlock
  ["p1001", "Retryable"],
  ["p1002", "Retryable"],
  ["p1008", "Retryable"],
  ["p1017", "Retryable"],
  ["p2024", "Retryable"],
  ["p2034", "Retryable"],
  ["p2037", "Retryable"],
  // PostgREST: the database unreachable, or its schema cache (re)loading
  ["pgrst000", "Retryable"],
  ["pgrst001", "Retryable"],
  ["pgrst002", "Retryable"],
  ["pgrst003", "Retryable"],
  // the file system: descriptors or a file held for now
  ["emfile", "Retryable"],
  ["enfile", "Retryable"],
  ["ebusy", "Retryable"],
  // SaaS APIs: Salesforce record locks and request limits, Shopify's GraphQL throttle
  ["unable_to_lock_row", "Retryable"],
  ["request_limit_exceeded", "Retryable"],
  ["throttled", "Retryable"],
  // Slack Web API
  ["slack_webapi_rate_limited_error", "Retryable"],
  ["ratelimited", "Retryable"]
]);
var networkCodes = /* @__PURE__ */ new Set([
  "network_error",
  "stream_read_error",
  "econnreset",
  "econnrefused",
  "econnaborted",
  "etimedout",
  "esockettimedout",
  "epipe",
  "eai_again",
  "enotfound",
  "enetunreach",
  "enetdown",
  "ehostunreach",
  "ehostdown",
  "eproto",
  "err_stream_premature_close",
  "err_http2_stream_error",
  "err_http2_session_error",
  // Node's HTTP/2 client asked for a stream on a pooled session that got a GOAWAY ("New streams cannot be created after
  // receiving a GOAWAY"): a new session passes
  "err_http2_goaway_session",
  "err_socket_connection_timeout",
  "und_err_socket",
  "und_err_closed",
  "und_err_destroyed",
  "und_err_connect_timeout",
  "und_err_headers_timeout",
  "und_err_body_timeout",
  "und_err_res_content_length_mismatch",
  "protocol_connection_lost",
  // mysql2
  // Bun ≤ 1.3 (the code is also the name)
  "connectionrefused",
  "failedtoopensocket"
]);
var networkNames = /* @__PURE__ */ new Set([
  "timeouterror",
  "timeoutfailure",
  // Temporal: an activity's StartToClose, ScheduleToClose or Heartbeat timeout
  "timeoutexception",
  "apiconnectionerror",
  "apiconnectiontimeouterror",
  "connecttimeouterror",
  "headerstimeouterror",
  "bodytimeouterror",
  "socketerror",
  "fetcherror",
  // GitLab's Gitbeaker: a query timeout, and its own retries of 429/502 given up
  "gitbeakertimeouterror",
  "gitbeakerretryerror",
  // MongoDB's driver: the server unreachable or the connection lost; ioredis giving up its own retries
  "mongonetworkerror",
  "mongonetworktimeouterror",
  "mongoserverselectionerror",
  "maxretriesperrequesterror",
  "sequelizeconnectionacquiretimeouterror",
  // Sequelize: no connection from the pool in time
  "qdrantclienttimeouterror",
  "chromaconnectionerror",
  // clients that gave up their own retries of 5xx responses (like Gitbeaker's)
  "pineconemaxretriesexceedederror",
  // @anthropic-ai/sdk's RetryableError (thrown to opt into its retries; it escapes once they are spent)
  "retryableerror",
  // LangGraph.js: 'Node "call_model" exceeded its run timeout of 60000ms' (its own retry policy retries it)
  "nodetimeouterror",
  "internalfailure",
  // Modal (modal-js): "A retryable internal error from Modal."
  "retryaftererror"
  // Inngest: thrown to ask for a retry after its `retryAfter`
]);
var networkPhrases = [
  "fetch failed",
  "no close frame received or sent",
  // Python websockets: the connection dropped without a close frame
  // DNS as Python reports it (urllib3's NameResolutionError; macOS getaddrinfo: "nodename nor servname provided"),
  // also inside gcloud's "There was a problem refreshing your current auth tokens: …"
  "nameresolutionerror",
  "statuscode.unavailable",
  // gRPC's Python status (a network phrase: `notNetworkPhrases` beside it decide otherwise)
  "nodename nor servname provided",
  "websocket_lost_connection",
  // Retell: error_llm_websocket_lost_connection
  "apiconnectionerror: failed to generate llm completion",
  // LiveKit Agents, after its own retries
  // .NET reports its clients' timeouts as cancellations: Azure.Core's "The operation was cancelled because it exceeded the
  // configured timeout of 0:01:40." and HttpClient's "The request was canceled due to the configured HttpClient.Timeout of
  // 100 seconds elapsing."
  "exceeded the configured timeout of",
  "configured httpclient.timeout of",
  // Spring's RestTemplate/RestClient wraps a request's I/O failure ("I/O error on POST request for \"…\": timeout"); the
  // certificate verdicts it may wrap are Permanent phrases, read first, and https to a plain port is `notNetworkPhrases`'
  "resourceaccessexception: i/o error on ",
  // the MCP reference server "everything": its own timer ends a fetch ("Fetching <url> took more than 30000 ms and was
  // aborted."): the timeout, not a user's abort
  "ms and was aborted",
  // Bun's fetch refused ("ConnectionRefused: Unable to connect. Is the computer able to access the url?"), kept as text by
  // a wrapper such as Neon's NeonDbError, without Bun's code
  "unable to connect. is the computer able to access the url",
  // botocore's EndpointConnectionError and ReadTimeoutError, kept as text by a wrapper ("AWS Bedrock authentication failed:
  // Could not connect to the endpoint URL: …")
  "could not connect to the endpoint url",
  "connection timeout to host",
  // aiohttp's ServerTimeoutError, as Open WebUI shows it
  "webui could not connect to ollama",
  // Open WebUI's OLLAMA_NOT_FOUND
  "read timeout on endpoint url",
  "connect timeout on endpoint url",
  "timeout on reading data from socket",
  // aiohttp's read timeout (LiteLLM)
  // openai-python 0.x's APIConnectionError, as Semantic Kernel 0.x kept its repr: "APIConnectionError(message='Error
  // communicating with OpenAI', http_status=None, …)"
  "error communicating with openai",
  // Java clients' timeouts as agents keep them (LangChain4j, openai4j over OkHttp: "java.lang.RuntimeException:
  // java.io.InterruptedIOException: timeout"; a read timeout: "java.net.SocketTimeoutException: timeout")
  "interruptedioexception: timeout",
  "sockettimeoutexception",
  "timeout has expired",
  // Firebase AI Logic aborts its fetch with this string, which is then thrown as is
  // Trae: "Request service failed, please check your network configuration and try again." (not a wallet's "Network not
  // recognized. Please check your network configuration.", a setting)
  "check your network configuration and try again",
  // Codex's CodexErr::ConnectionFailed ("Connection failed: {source}") over reqwest's failed connect ("error sending
  // request for url (…)"): no connection was made
  "connection failed: error sending request",
  // Rust's reqwest and hyper in Debug form, as Warp and Goose show them: a reset connection or HTTP/2 stream, a
  // stream's body that broke off
  "kind(connectionreset)",
  "reset(streamid(",
  // Go's net/http2: the server reset the stream ("stream error: stream ID 35; PROTOCOL_ERROR; received from peer", which
  // chatgpt.com's Codex backend sends now and then: the next try passes, sub2api#6900, CLIProxyAPI#5545)
  "; received from peer",
  // Round 86: other stacks' dropped connections as agents in those languages relay them — Go's net/http2 after a GOAWAY
  // ("http2: server sent GOAWAY and closed the connection; LastStreamID=795, ErrCode=ENHANCE_YOUR_CALM"), OkHttp's
  // stream reset while the body was read (not its PROTOCOL_ERROR: the request's form), java.net.http's connection closed
  // before a status line, .NET's body cut mid-read ("The response ended prematurely. (ResponseEnded)"), Dart's TLS
  // peer gone mid-handshake (no certificate verdict)
  "server sent goaway and closed the connection",
  // Round 87: more of them — Python's (glibc's EAI_NONAME "Name or service not known", http.client's "Remote end closed
  // connection without response", an SSL EOF mid-handshake, httpx's empty ReadTimeout behind an agent's label,
  // google-api-core's "504 Deadline Exceeded" and "503 End of TCP stream"), Go's (response headers or the TLS handshake
  // timed out, a read on a connection already closed), Rust's (hyper's "stream closed because of a broken pipe"), the
  // JVM's (Reactor Netty's "Connection prematurely closed BEFORE/DURING response", Reactor's "Did not observe any item or
  // terminal signal within 30000ms", OkHttp's "unexpected end of stream on", the JDK client's bare ConnectException,
  // "EOF reached while reading" and "GOAWAY received", Android's ECONNABORTED), Dart's DNS ("Failed host lookup:")
  "name or service not known",
  "remote end closed connection without response",
  "eof occurred in violation of protocol",
  "error: readtimeout:",
  "504 deadline exceeded",
  "end of tcp stream",
  "timeout awaiting response headers",
  "tls handshake timeout",
  "use of closed network connection",
  "connection prematurely closed before response",
  "connection prematurely closed during response",
  "did not observe any item or terminal signal within",
  "unexpected end of stream on",
  "java.net.connectexception",
  "eof reached while reading",
  "goaway received",
  "software caused connection abort",
  "failed host lookup:",
  // Round 88: Windows' socket errors by their numbers and words, whatever the language of the sentence (Python's
  // "ConnectionResetError(10054, '远程主机强迫关闭了一个现有的连接。', …)", "[WinError 10060]", "[WinError 121] The semaphore
  // timeout period has expired", KoboldCpp's "generation aborted, Winerror 10053"), WinHTTP's 12030 ("The connection with
  // the server was terminated abnormally"), WSAHOST_NOT_FOUND ("No such host is known"), curl's schannel cut mid-handshake;
  // gRPC's GOAWAY in grpc-java's and grpc-js's words, google-api-core's retry deadline, a local server not listening
  // (RamaLama: "Error: could not connect to: http://127.0.0.1:8080/…")
  "connectionreseterror(",
  "\u8FDC\u7A0B\u4E3B\u673A\u5F3A\u8FEB\u5173\u95ED\u4E86\u4E00\u4E2A\u73B0\u6709\u7684\u8FDE\u63A5",
  "winerror 10053",
  "winerror 10060",
  "[winerror 121]",
  "semaphore timeout period has expired",
  "d\xE9lai de temporisation de s\xE9maphore a expir\xE9",
  "the connection with the server was terminated abnormally",
  "no such host is known",
  "schannel: failed to receive handshake",
  "received goaway",
  "new streams cannot be created after receiving a goaway",
  "exceeded while calling target function",
  "could not connect to: http",
  // huggingface_hub offline (review 67): "We couldn't connect to 'https://huggingface.co' to load this file, couldn't find
  // it in the cached files … Checkout your internet connection"
  "couldn't connect to 'https://huggingface.co'",
  // Round 89: refused and reset connections by their numbers and class names, which stay English in every locale
  // (Windows' WSA codes as Python, Rust and .NET print them, Rust's `kind: ConnectionReset`, Python's
  // ConnectionRefusedError), Go's Windows connect ("connectex: "), the frames around them (urllib3's "Failed to establish
  // a new connection", reqwest's "tcp connect error", .NET's "Unable to read data from the transport connection"),
  // curl's recv failure and the sentences that carry no number (Russian 10061, French and German ECONNRESET); Apple's
  // URLSession (NSURLErrorDomain -1001, -1003, -1004, -1005, -1009, its DNS sentence in English and Chinese); axios's
  // aborted stream reported as a size limit (≤1.7.7: "maxContentLength size of -1 exceeded", "… of Infinity exceeded"),
  // got's ReadError ("The server aborted pending request")
  "winerror 10061",
  "winerror 10054",
  "os error 10061",
  "os error 10054",
  "socketexception (10061)",
  "socketexception (10054)",
  "kind: connectionreset",
  "kind: connectionrefused",
  "connectionrefusederror(",
  "connectex: ",
  "failed to establish a new connection",
  "tcp connect error",
  "unable to read data from the transport connection",
  "(56) recv failure",
  "\u043A\u043E\u043D\u0435\u0447\u043D\u044B\u0439 \u043A\u043E\u043C\u043F\u044C\u044E\u0442\u0435\u0440 \u043E\u0442\u0432\u0435\u0440\u0433 \u0437\u0430\u043F\u0440\u043E\u0441 \u043D\u0430 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u0435",
  "connexion r\xE9-initialis\xE9e par le correspondant",
  "vom kommunikationspartner zur\xFCckgesetzt",
  "nsurlerrordomain error -1001.",
  "nsurlerrordomain error -1003.",
  "nsurlerrordomain error -1004.",
  "nsurlerrordomain error -1005.",
  "nsurlerrordomain error -1009.",
  "a server with the specified hostname could not be found",
  "\u672A\u80FD\u627E\u5230\u4F7F\u7528\u6307\u5B9A\u4E3B\u673A\u540D\u7684\u670D\u52A1\u5668",
  "maxcontentlength size of -1 exceeded",
  "maxcontentlength size of infinity exceeded",
  "the server aborted pending request",
  // Round 90: curl's cut transfers and resets ("(52) Empty reply from server", "(18) transfer closed with 1729112674 bytes
  // remaining to read" / "… outstanding read data remaining", "(92) HTTP/2 stream 1 was not closed cleanly:
  // INTERNAL_ERROR", "(16) Error in the HTTP2 framing layer", SSL_ERROR_SYSCALL mid-handshake or errno 104, OpenSSL 3's
  // "unexpected eof while reading"), a write on a socket or an MCP server's pipe that closed, EADDRNOTAVAIL's, ENOTCONN's
  // and EHOSTDOWN's words; Ruby's (Net::ReadTimeout, Net::OpenTimeout, Faraday's ConnectionFailed and TimeoutError,
  // "SSL_connect SYSCALL returned=5 errno=0"), Elixir's (Mint's and Req's TransportError reasons, a GenServer call's
  // timeout exit); Chromium's QUIC reset of a stream. Review 69: only in these frames — a shell pipeline's "Broken pipe",
  // a parser's "unexpected EOF while reading", Ruby's "execution expired" around a job's own budget, a dead FUSE mount's
  // "Transport endpoint is not connected" are no network
  "empty reply from server",
  "bytes remaining to read",
  "transfer closed with outstanding read data remaining",
  "was not closed cleanly: internal_error",
  "error in the http2 framing layer",
  "ssl_connect: ssl_error_syscall",
  "ssl_error_syscall, errno 104",
  "ssl routines::unexpected eof while reading",
  "ssl error: unexpected eof while reading",
  "send failure: broken pipe",
  "stream closed because of a broken pipe",
  "write: broken pipe",
  "transport error: failed to write request",
  "cannot assign requested address",
  "[errno 107] transport endpoint is not connected",
  "transport endpoint is not connected (os error 107)",
  "host is down",
  "net::readtimeout",
  "net::opentimeout",
  "faraday::connectionfailed",
  "faraday::timeouterror",
  "ssl_connect syscall returned=5 errno=0",
  "transporterror{reason: :closed",
  "transporterror{reason: :timeout",
  "{:timeout, {genserver, :call",
  "net::err_quic_protocol_error",
  "stream was reset: internal_error",
  "stream was reset: cancel",
  "stream was reset: refused_stream",
  "header parser received no bytes",
  "the response ended prematurely",
  "connection terminated during handshake",
  "stream decode error: error decoding response body",
  // aiohttp's ClientPayloadError (Open WebUI, LiteLLM in Python): the body broke off — "Response payload is not
  // completed: <TransferEncodingError: 400, message='Not enough data to satisfy transfer length header.'>" (its 400 is
  // aiohttp's own code, no HTTP status)
  "response payload is not completed",
  "cannot connect to host",
  // aiohttp ClientConnectorError: "Cannot connect to host localhost:11434 ssl:default [Connect call failed …]"
  "actively refused it",
  // Windows WSAECONNREFUSED: "[WinError 10061] No connection could be made because the target machine actively refused it"
  "not enough data for satisfy content length",
  "not enough data for satisfy transfer length",
  "not enough data to satisfy content length",
  "not enough data to satisfy transfer length",
  // undici's "terminated" passed on as text: Anthropic's MessageStream wraps a TypeError of another realm by its
  // string ("AnthropicError: TypeError: terminated"), agents show it in a sentence ("Stream error: TypeError: terminated")
  "typeerror: terminated",
  // Claude's apps: "Claude’s response was interrupted. Please check your network connection or contact support …"
  "check your network connection",
  "failed to fetch",
  "other side closed",
  "socket hang up",
  "econnreset",
  "econnrefused",
  "etimedout",
  "epipe",
  "eai_again",
  "enotfound",
  "enetunreach",
  "ehostunreach",
  "connection reset",
  "connection refused",
  "connection error",
  "connection closed",
  "connection was closed",
  "network error",
  "network connection was lost",
  "premature close",
  "timed out",
  "request timeout",
  "stream disconnected",
  "upstream connect error",
  "networkerror when attempting to fetch",
  // Firefox
  "network request failed",
  // React Native, whatwg-fetch
  "internet connection appears to be offline",
  // Safari
  "error reading a body from connection",
  // Deno
  "failed to lookup address",
  // Deno: "dns error: failed to lookup address information"
  "timeout exceeded",
  // Cohere's CohereTimeoutError: "Timeout exceeded when calling POST /v2/chat."
  "ended without a finish reason",
  // Vercel AI SDK: "Response stream ended without a finish reason."
  "stream has been aborted",
  // axios (ERR_BAD_RESPONSE): the response body was cut off
  "disconnected unexpectedly",
  // OpenRouter, mid-stream: "Provider disconnected unexpectedly"
  // streams cut short, as agent libraries word it (pi-ai): "Anthropic stream ended before message_stop",
  // "Stream ended without finish_reason"; a provider's own finish_reason "network_error" (z.ai)
  "stream ended before",
  "temporary failure in name resolution",
  // EAI_AGAIN as Python (az CLI) words it
  "stream removed",
  // grpc-js: "2 UNKNOWN: Stream removed" (the HTTP/2 stream dropped)
  // the SDKs' own words for a stream that closed before its terminal event
  "missing finish_reason",
  // openai ChatCompletionStream: "missing finish_reason for choice 0"
  "missing finish reason",
  // Gemini CLI: "Model stream ended with an invalid chunk or missing finish reason."
  "model stream ended with empty response text",
  // Gemini CLI's InvalidStreamError for a stream that sent no text
  "request ended without sending",
  // openai ChatCompletionStream: "request ended without sending any chunks"
  // Anthropic MessageStream: "stream ended without producing a Message with role=assistant" (not "… a content block
  // with type=text", which `finalText()` says of a complete answer that is a tool call: the same request answers so again)
  "stream ended without producing a message",
  // openai's ChatCompletionStream: "stream ended without producing a ChatCompletionMessage with role=assistant" (a stream
  // cut after Azure's first chunk, `choices: []`), "… without producing a ChatCompletion"
  "stream ended without producing a chatcompletion",
  // the Responses API's stream closed before its terminal event (Copilot CLI: "Stream completed without a
  // response.completed event"; pi-ai over WebSocket: "WebSocket stream closed before response.completed")
  "without a response.completed event",
  "closed before response.completed",
  // pi-ai's WebSocket transport: an abnormal close (1006), the server going away (1001) or failing (1011) or
  // restarting (1012), and its timeouts; a close for a message too big (1009) or a policy (1008) fails again
  "websocket closed 1006",
  // https-proxy-agent: the proxy closed the connection before answering CONNECT
  "proxy connection ended before receiving connect response",
  // Cursor (its RetriableError): "[internal] Failed to establish a socket connection to proxies: PROXY 127.0.0.1:64674"
  "failed to establish a socket connection to proxies",
  "server disconnected without sending a response",
  // httpx's RemoteProtocolError (Python clients, LiteLLM)
  "unreachable hosts - your application id may be incorrect",
  // Algolia's RetryError: every host timed out or failed
  "impossible to connect, please check your algolia application id",
  // the same, from Algolia's PHP client
  "all hosts have been contacted unsuccessfully",
  // and from its Go client
  // the socks package: the SOCKS proxy could not reach the host
  "proxy rejected connection - connectionrefused",
  "proxy rejected connection - hostunreachable",
  "proxy rejected connection - networkunreachable",
  "proxy rejected connection - ttlexpired",
  "error in body stream",
  // Firefox: a response body cut mid-stream ("TypeError: Error in body stream")
  "net::err_incomplete_chunked_encoding",
  // Chromium and Electron's net.fetch: the body broke off
  "net::err_proxy_connection_failed",
  "websocket closed 1001",
  "websocket closed 1011",
  "websocket closed 1012",
  "websocket closed 1013",
  // "Try Again Later": the server is overloaded
  // Python's websockets (google-genai's Live API, LiveKit): "received 1011 (internal error) Internal error occurred.;
  // then sent 1011 (internal error) …", "received 1012 (service restart)"
  "1011 (internal error)",
  "1012 (service restart)",
  "websocket idle timeout",
  "websocket connect timeout",
  "post predict:",
  // Ollama: the server lost its runner ("POST predict: Post \"http://127.0.0.1:63330/completion\": EOF")
  // WSAECONNRESET: "read tcp …: wsarecv: An existing connection was forcibly closed by the remote host." (Go), "[WinError
  // 10054] An existing connection was forcibly closed by the remote host" (Python)
  "forcibly closed by the remote host",
  // Claude Code's "API Error: Unable to connect to API (ConnectionRefused)", "… due to poor internet connection" (a
  // certificate it names is Permanent, above); undici's UND_ERR_CONNECT_TIMEOUT as the AI SDK wraps it ("Cannot connect
  // to API: Connect Timeout Error"); an MCP transport that went away (rmcp's "Transport closed", Goose's "Error from
  // mcp-server: Channel closed")
  "unable to connect to api (",
  "unable to connect to api.",
  "unable to connect to api due to",
  // Claude Code's TLS failures that pass ("Unable to connect to API: SSL error (ERR_TLS_HANDSHAKE_TIMEOUT)"); its
  // certificate verdicts are Permanent (below), its "ERR_SSL_WRONG_VERSION_NUMBER" (https to a plain port) is the setup's
  "err_tls_handshake_timeout",
  "err_ssl_decryption_failed_or_bad_record_mac",
  "connect timeout error",
  "transport closed",
  "mcp-server: channel closed",
  "the service refused the connection",
  // n8n's ECONNREFUSED: "The service refused the connection - perhaps it is offline"
  "no route to host",
  // "[Errno 65] No route to host" (Python, as litellm wraps it), Rust's "(os error 113)"
  // httpx's RemoteProtocolError: the body broke off ("peer closed connection without sending complete message body
  // (incomplete chunked read)")
  "peer closed connection without sending complete message body",
  // TRAE: "请求服务失败，请检查网络后重试 (997)", "客户端网络连接失败，请检查网络后重试", its login dialog's "Network connection
  // failed. Please check your network settings and retry after ensuring a normal connection."
  "\u8BF7\u68C0\u67E5\u7F51\u7EDC\u540E\u91CD\u8BD5",
  "network connection failed. please check",
  // reqwest's failed send ("error sending request for url (http://127.0.0.1:8000/v1/chat/completions)", aichat); Go's
  // Windows connect timeout ("dial tcp …:443: connectex: A connection attempt failed because the connected party did not
  // properly respond after a period of time", tgpt) is found by "connectex: " (round 89)
  "error sending request for url (",
  "llm busy - no slots available",
  // Ollama: "unexpected server status: llm busy - no slots available" (all slots in use)
  "ended without a finish chunk",
  // Vercel AI SDK: "No output generated. The model stream ended without a finish chunk."
  "network connection lost",
  // OpenRouter, mid-stream: "Network connection lost." (provider_unavailable)
  "truncated event message",
  // AWS SDK event streams (Bedrock): "Truncated event message received."
  // database clients losing their server: pg, ioredis, node-redis
  "connection terminated unexpectedly",
  "query read timeout",
  "timeout expired",
  "connection is closed",
  "socket closed unexpectedly",
  // Chromium's network errors, as Playwright and Puppeteer report them
  "net::err_name_not_resolved",
  "net::err_connection_refused",
  "net::err_connection_reset",
  "net::err_connection_closed",
  "net::err_connection_timed_out",
  "net::err_timed_out",
  "net::err_internet_disconnected",
  "net::err_network_changed",
  "net::err_empty_response",
  // Electron's net.fetch in chat apps: an HTTP/2 stream reset mid-answer, a request cut by the machine's sleep
  "net::err_http2_protocol_error",
  "net::err_network_io_suspended",
  // Deno ≤2.8's fetch, hyper's chain in one TypeError: "tcp connect error: Network is unreachable (os error 101)" (found
  // by "network is unreachable", ENETUNREACH's text, below), "… No route to host (os error 113)" (Node's EHOSTUNREACH)
  // Go's timeouts in a relayed text (Windsurf: "Encountered retryable error from model provider: context deadline
  // exceeded (Client.Timeout exceeded while awaiting headers)")
  "context deadline exceeded",
  "ended without finish_reason",
  // Round 85: a stream that closed or stalled before its end, as agents word it (oh-my-pi: "OpenAI completions stream
  // closed before a finish_reason was received"; Claude Code 2.1: "API Error: Response stalled mid-stream. The response
  // above may be incomplete."), Go's cut body in Reasonix ("deepseek-flash: read stream: unexpected EOF"), undici's
  // "terminated" behind an app's label ("Provider error: terminated")
  "closed before a finish_reason",
  "stalled mid-stream",
  "read stream: unexpected eof",
  "provider error: terminated",
  "network_error",
  "stream_read_error",
  "all connection attempts failed",
  // httpx ConnectError
  "setup timeout after",
  // Qwen Code: "[API Error: Streaming setup timeout after 483s …]"
  "empty response detected",
  // Droid (BYOK): "failed to stream request: empty response detected"
  "stream idle timeout",
  // Claude Code: "API Error: Stream idle timeout - partial response received"
  "stream ended unexpectedly",
  "connection ended unexpectedly",
  "trouble connecting to the model provider",
  // Cursor: "… This might be temporary - please try again in a moment."
  "connection failed. please try again",
  // Cursor (BYOK)
  // curl, git, npm, yarn and gh in their own words
  "could not resolve host",
  // curl (6), git: "Could not resolve host: github.com"
  "couldn't connect to server",
  // curl (7), git
  "rpc failed; curl",
  // git over HTTP: "RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly"
  "early eof",
  // git: "fatal: early EOF"
  "network timeout at:",
  // npm: "FETCH_ERROR … network timeout at: https://registry.npmjs.org/…"
  "esockettimedout",
  // yarn 1
  // gh: "error connecting to api.github.com\ncheck your internet connection or https://githubstatus.com" (apps put
  // "Error connecting to …" before any failure, a bad connection string too; Cursor says "check your internet
  // connection" beside a request it cannot serialize)
  "check your internet connection or https://githubstatus.com",
  // Firefox's network errors, as Playwright reports them ("page.goto: NS_ERROR_NET_TIMEOUT")
  "ns_error_net_timeout",
  "ns_error_net_reset",
  "ns_error_net_interrupt",
  "ns_error_connection_refused",
  "ns_error_unknown_host",
  "io error: timer expired",
  // hf_xet's CAS client: a transfer that timed out ("CAS service error : IO Error: Timer expired")
  "auth/network-request-failed",
  // Firebase Auth's fetch that failed or timed out
  "network is unreachable",
  // ENETUNREACH's text: ssh's "connect to host github.com port 22: Network is unreachable"
  // google-gax's own deadline ("Total timeout of API google.pubsub.v1.Publisher exceeded 60000 milliseconds before any
  // response was received.") and grpc-js's channel that did not connect ("Failed to connect before the deadline")
  "before any response was received",
  "failed to connect before the deadline",
  "unable to contact server. statuscode: 1006",
  // Azure Speech's SDK: the WebSocket closed abnormally (1006)
  // mqtt.js: the broker did not answer the CONNECT within connectTimeout ("connack timeout"), or stopped answering pings
  "connack timeout",
  "keepalive timeout"
];
var conditionalNetworkPhrases = [" ended unexpectedly", "ms exceeded"];
var networkMessages = /* @__PURE__ */ new Set([
  "terminated",
  // undici's "terminated" passed on as text, named by its type ("typeerror: terminated" is a network phrase)
  "error: terminated",
  "websocket error",
  // pi-ai's WebSocket transport, bare
  "socket closed",
  // the socks package's SocksClientError: the proxy closed the connection
  "connection timeout",
  // node-redis's ConnectionTimeoutError
  "network problem",
  // Open WebUI's banner
  "aborted",
  "timeout",
  "network error",
  "load failed",
  // Safari's fetch failure as its TypeError prints ("TypeError: Load failed"), reqwest-eventsource's StreamEnded as an
  // agent shows it ("Stream ended": the body ended before any terminator)
  "typeerror: load failed",
  "stream ended"
]);
var transientMessages = /* @__PURE__ */ new Set([
  "overloaded",
  // Neon's proxy when its control plane does not answer; whole: with the answer after a colon ("…: endpoint is
  // disabled", 406) it is the user's, as Neon counts it, and other apps write a status there (`textStatus.ts`)
  "control plane request failed",
  "control plane request failed.",
  // FastGPT's 502 text, whole: "payment gateway error: …" is a payment's
  "gateway error",
  // pi-ai's text for a stream the provider ended with finish_reason "error" (OpenRouter: the upstream failed
  // mid-generation)
  "provider finish_reason: error",
  "ratelimited",
  // Slack: a platform error `{ ok: false, error: "ratelimited" }`
  "throttled",
  // Shopify's GraphQL: the whole message
  "sorry, something went wrong.",
  // Azure AI Foundry agents: a run's `last_error` (code server_error), its message alone
  "slow down",
  // OpenAI's load shedding (`slow_down`), its message alone: `{"error": "slow down"}`
  // a request timed out or a server failed, as whole texts: Cherry Studio's request_timeout and 5xx texts (ro-ro
  // "Cererea a expirat", and the zh, de, es, fr, el, pt, it and tr ones below), and the Romanian words with a period or a
  // request to try again (a C# TaskCanceledException's, an AbortError's): too generic inside a sentence ("请求超时时间必须
  // 大于0" is a setting's validation)
  "cererea a expirat",
  "cererea a expirat.",
  "cererea a expirat. \xEEncearc\u0103 din nou.",
  "cererea a expirat. te rug\u0103m s\u0103 \xEEncerci din nou.",
  "cererea a expirat. va rugam incercati din nou.",
  "server unreachable",
  "failed to establish websocket connection.",
  "upstream gateway error",
  "failed to read upstream stream",
  "empty upstream response",
  "\u4E0A\u6E38\u8BF7\u6C42\u5931\u8D25",
  "network connection failed",
  "upstream service error",
  "server overloaded",
  "erreur serveur, veuillez v\xE9rifier le serveur.",
  "\uC11C\uBC84 \uC624\uB958\uAC00 \uBC1C\uC0DD\uD588\uC2B5\uB2C8\uB2E4. \uC11C\uBC84\uB97C \uD655\uC778\uD574 \uC8FC\uC138\uC694.",
  "sunucu hatas\u0131 olu\u015Ftu, l\xFCtfen sunucuyu kontrol edin.",
  "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u0628\u0648\u0627\u0628\u0629.",
  "\u0433\u0440\u0435\u0448\u043A\u0430 \u043D\u0430 \u0448\u043B\u044E\u0437\u0430.",
  "gateway error.",
  "error de puerta de enlace.",
  "erreur de passerelle.",
  "kesalahan gateway.",
  "errore gateway.",
  "\u30B2\u30FC\u30C8\u30A6\u30A7\u30A4\u30A8\u30E9\u30FC\u3002",
  "\uAC8C\uC774\uD2B8\uC6E8\uC774 \uC624\uB958.",
  "erro de gateway.",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u0448\u043B\u044E\u0437\u0430.",
  "a\u011F ge\xE7idi hatas\u0131.",
  "l\u1ED7i c\u1ED5ng.",
  "\u7DB2\u95DC\u932F\u8AA4\u3002",
  "\u7F51\u5173\u9519\u8BEF\u3002",
  "\u0645\u0647\u0644\u0629 \u0627\u0644\u0628\u0648\u0627\u0628\u0629.",
  "\u0438\u0437\u0442\u0438\u0447\u0430\u043D\u0435 \u043D\u0430 \u0432\u0440\u0435\u043C\u0435\u0442\u043E \u043D\u0430 \u0448\u043B\u044E\u0437\u0430.",
  "waktu habis gateway.",
  "timeout gateway.",
  "\uAC8C\uC774\uD2B8\uC6E8\uC774 \uD0C0\uC784\uC544\uC6C3.",
  "timeout de gateway.",
  "\u7DB2\u95DC\u8D85\u6642\u3002",
  "\u0647\u0646\u0627\u0643 \u062E\u0644\u0644 \u0641\u064A \u0634\u0628\u0643\u062A\u0643 \u0648\u0644\u0627 \u064A\u0645\u0643\u0646\u0643 \u0627\u0644\u0627\u062A\u0635\u0627\u0644 \u0628\u0627\u0644\u062E\u0627\u062F\u0645.",
  "\uB124\uD2B8\uC6CC\uD06C\uC5D0 \uC774\uC0C1\uC774 \uC788\uC5B4 \uC11C\uBC84\uC5D0 \uC5F0\uACB0\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4.",
  "\u0627\u0646\u062A\u0647\u062A \u0645\u0647\u0644\u0629 \u0627\u0644\u0637\u0644\u0628",
  "\u062A\u062C\u0627\u0648\u0632 \u0627\u0644\u0637\u0644\u0628 \u0627\u0644\u062D\u062F \u0627\u0644\u0645\u0633\u0645\u0648\u062D \u0628\u0647\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629 \u0645\u0631\u0629 \u0623\u062E\u0631\u0649 \u0644\u0627\u062D\u0642\u0627",
  // written without its vowel marks: whole messages are compared so
  "\u8BF7\u6C42\u8FC7\u4E8E\u9891\u7E41",
  "\u8ACB\u6C42\u904E\u65BC\u983B\u7E41",
  "\u7F51\u5173\u9519\u8BEF",
  "\uC694\uCCAD\uC774 \uB108\uBB34 \uB9CE\uC74C",
  "\uAC8C\uC774\uD2B8\uC6E8\uC774 \uD0C0\uC784\uC544\uC6C3",
  "\uBE44\uC815\uC0C1 \uC5F0\uACB0 \uC885\uB8CC",
  "\u4E0B\u8F7D\u8FC7\u7A0B\u88AB\u4E2D\u65AD\uFF0C\u8BF7\u91CD\u8BD5",
  "\u4E0B\u8F09\u904E\u7A0B\u88AB\u4E2D\u65B7\uFF0C\u8ACB\u91CD\u8A66",
  "gateway-fehler.",
  "d\xE9lai d'attente de la passerelle d\xE9pass\xE9.",
  "\u0442\u0430\u0439\u043C\u0430\u0443\u0442 \u0448\u043B\u044E\u0437\u0430.",
  "h\u1EBFt th\u1EDDi gian ch\u1EDD c\u1ED5ng.",
  "a server error occurred, please check the server.",
  // the same whole texts with a period or a short "retry"
  "\u8BF7\u6C42\u8D85\u65F6\u3002",
  "\u8BF7\u6C42\u8D85\u65F6\uFF0C\u8BF7\u91CD\u8BD5",
  "anforderung zeit\xFCberschreitung.",
  "solicitud agotada.",
  "tempo limite esgotado.",
  "server error, please retry later",
  "\u670D\u52A1\u5668\u5F02\u5E38\uFF0C\u5EFA\u8BAE\u7A0D\u540E\u91CD\u8BD5",
  "\u8BF7\u6C42\u8D85\u65F6",
  "\u8ACB\u6C42\u903E\u6642",
  "anforderung zeit\xFCberschreitung",
  "d\xE9lai d'attente de la requ\xEAte d\xE9pass\xE9",
  "solicitud agotada",
  "\u03AD\u03BB\u03B7\u03BE\u03B5 \u03C4\u03BF \u03C7\u03C1\u03BF\u03BD\u03B9\u03BA\u03CC \u03CC\u03C1\u03B9\u03BF \u03C4\u03BF\u03C5 \u03B1\u03B9\u03C4\u03AE\u03BC\u03B1\u03C4\u03BF\u03C2",
  "\u4F3A\u670D\u5668\u7570\u5E38\uFF0C\u5EFA\u8B70\u7A0D\u5F8C\u91CD\u8A66",
  "serverfehler, bitte sp\xE4ter erneut versuchen",
  "error del servidor, intenta de nuevo m\xE1s tarde",
  "\u03C3\u03C6\u03AC\u03BB\u03BC\u03B1 \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE, \u03B4\u03BF\u03BA\u03B9\u03BC\u03AC\u03C3\u03C4\u03B5 \u03BE\u03B1\u03BD\u03AC \u03B1\u03C1\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1",
  "tempo limite esgotado",
  "errore del server, riprovare pi\xF9 tardi",
  "errore gateway, riprovare pi\xF9 tardi",
  "servizio non disponibile, riprovare pi\xF9 tardi",
  "sunucu hatas\u0131, l\xFCtfen daha sonra tekrar deneyin",
  "a\u011F ge\xE7idi hatas\u0131, l\xFCtfen daha sonra tekrar deneyin",
  "hizmet kullan\u0131lam\u0131yor, l\xFCtfen daha sonra tekrar deneyin"
]);
var unroutablePhrases = [
  "keinen verf\xFCgbaren kanal f\xFCr das angeforderte modell",
  // LobeHub's NoAvailableChannel (de)
  "no available channel for model",
  "\u65E0\u53EF\u7528\u6E20\u9053",
  "\u500D\u7387\u6216\u4EF7\u683C\u672A\u914D\u7F6E",
  // new-api (model_price_error): the relay has no price for the model until its admin sets one
  // CLIProxyAPI (ProxyPal): "unknown provider for model gemini-claude-sonnet-4-5", a 502 typed server_error
  "unknown provider for model",
  // LobeHub (en-US NoAvailableChannel): "There is no available channel for the requested model …" (its table: not
  // retryable), whatever "try again later" follows
  "no available channel for the requested model"
];
var unroutableCodes = /* @__PURE__ */ new Set(["model_not_found", "model_price_error"]);
var refusedByRecipientPhrases = [
  "blocked by the user",
  "bot was kicked",
  "forbidden: user is deactivated",
  // Telegram's wording: the recipient's account, not the caller's
  // Telegram's other refusals by one chat ("Forbidden: bot can't initiate conversation with a user", "… bot is not a
  // member of the channel chat", "… bot can't send messages to bots"): every other chat still works
  "forbidden: bot ",
  "forbidden: the group chat was deleted"
];
var forbiddenByRequestPhrases = [
  // ClickUp's 401 OAUTH_023 for a task or list id outside the token's workspaces (n8n stopped refreshing the token on it)
  "team(s) not authorized",
  "do not have permissions for this team",
  // Fireflies (not_in_team): a user outside the key's team
  "request was blocked due to security rules",
  // Recall.ai's firewall (request_blocked): a localhost URL in the payload
  "domain not supported.",
  // qoest's scraper (a 403): one domain it does not scrape; other URLs pass
  // Canvas LMS's refusal of one course, folder or file (as a 401 or a 403); the token reads the others
  "user not authorized to perform that action",
  "user not authorised to perform that action",
  "insufficient buying power",
  // Alpaca: an order above the account's buying power; a smaller one passes
  "with duplicate content",
  // X API v2: "You are not allowed to create a Tweet with duplicate content."
  // GitHub: a write to an archived repository ("Repository was archived so is read-only."); reads and other repositories
  // pass with the same token
  "was archived so is read-only",
  "archived so it is read-only",
  "this token has no access to model",
  // new-api: the key's list of models leaves this one out; others pass
  "website is no longer supported",
  // Firecrawl: one site it no longer scrapes; other URLs pass
  "did not allow prompt caching",
  "the model is offline",
  // Baidu Qianfan v2 (model_offline): the model was retired; another model passes
  "- status code 403",
  // the MCP reference fetch server: one website refused one page ("Failed to fetch <url> - …")
  "does not have access to the requested model",
  // Deepgram's INSUFFICIENT_PERMISSIONS: another model passes
  // Droid: "This model is not available due to your organization's security settings." (another model passes)
  "not available due to your organization's security settings",
  // SiliconFlow: `{"message":"Model disabled."}` for a retired model (the key and other models work)
  "model disabled.",
  // xAI (operation-denied): "Access denied because this operation is unavailable under ZDR" (a zero-data-retention team
  // cannot use a feature that keeps data; the same call without it passes)
  "unavailable under zdr"
];
var fetchRefusalMessages = /* @__PURE__ */ new Set([
  "redirect count exceeded",
  "unexpected redirect",
  "bad port",
  "unknown scheme",
  "not implemented... yet...",
  "url scheme must be a http(s) scheme"
  // a redirect to magnet:, ftp:, …
]);
var notNetworkPhrases = [
  // Review 66: Dart looking up a URL's scheme as its host ("Failed host lookup: 'https'", a malformed URL), a Go server's
  // own listener closed on shutdown ("accept tcp [::]:443: use of closed network connection"), a connect the machine's
  // own policy refuses (SELinux, a firewall: "java.net.ConnectException: Permission denied")
  // Round 89: Apple's App Transport Security refusing plain http before anything is sent; node-fetch's FetchError for a
  // redirect loop or a body over the caller's `size` (its `system` errors are the network)
  "app transport security policy requires the use of a secure connection",
  "maximum redirect reached at: ",
  "content size at ",
  // Review 68: a connect the machine's policy or the configuration forbids, whatever frame carries it (Windows'
  // WSAEACCES "An attempt was made to access a socket in a way forbidden by its access permissions" under Go's
  // "connectex: " or reqwest's "tcp connect error", "The requested address is not valid in its context" for 0.0.0.0,
  // tonic's "invalid socket address syntax", SELinux behind urllib3's "Failed to establish a new connection")
  "in a way forbidden by its access permissions",
  "the requested address is not valid in its context",
  "invalid socket address syntax",
  "new connection: [errno 13] permission denied",
  // Review 69: systemd's bus in a container ("Failed to connect to bus: Host is down"), a server bound to an address the
  // machine does not have ("bind: cannot assign requested address")
  "failed to connect to bus: host is down",
  "bind: cannot assign requested address",
  // Python's FileNotFoundError, whose name holds Node's "enotfound" (review 67: "FileNotFoundError: Unable to load model:
  // invalid file name")
  "filenotfounderror",
  "failed host lookup: 'http'",
  "failed host lookup: 'https'",
  "accept tcp ",
  "connectexception: permission denied",
  // reqwest reaching a server it cannot talk to, however it says it failed to send: https to a plain-HTTP port
  // ("error trying to connect: received corrupt message of type InvalidContentType"), a client built without TLS
  // ("invalid URL, scheme is not http")
  "received corrupt message of type invalidcontenttype",
  "scheme is not http",
  "unsupported or unrecognized ssl message",
  // Java: https to a plain-HTTP port (Spring's "I/O error on POST request …")
  "violates the ssrf protection",
  // an SSRF guard refusing the URL, in Spring's "I/O error on …" wrapper
  "trying to connect an http1.x server",
  // gRPC (UNAVAILABLE) to a server that does not speak HTTP/2: the setup's
  // a response that is not HTTP/1.1 as undici parses it (its HTTPParserError, whose `code` undici 7 leaves undefined: a
  // bad chunk size, Content-Length beside Transfer-Encoding, "Expected HTTP/" from an SSH server on the port) and as
  // Deno's hyper says it: the same server answers the same way again
  "response does not match the http/1.1 protocol",
  "invalid http version parsed",
  "[ssl: wrong_version_number]",
  ", protocol_error, remote)",
  "http_1_1_required",
  // Bun's fetch of a server that does not speak HTTP ("Malformed_HTTP_Response fetching \"http://…\"", code
  // `Malformed_HTTP_Response`), wrapped by the SDKs as a connection error
  "malformed_http_response",
  // Node 22+'s fetch given an undici 8 dispatcher it cannot drive ("invalid onRequestStart method", UND_ERR_INVALID_ARG):
  // no connection is tried, and every call fails so until the code changes (openai adds "This may be caused by
  // passing an undici dispatcher …")
  "invalid onrequeststart method",
  // Node's own HTTP parser (node:http, as @effect/platform-node's client wraps it in a Transport RequestError): "Parse
  // Error: Expected HTTP/, RTSP/ or ICE/" (code HPE_INVALID_CONSTANT) from a port that does not speak HTTP
  "parse error: expected http/",
  // undici's Request refusing a base URL with a user and password ("http://u:p@host/v1"), before any connection
  "request cannot be constructed from a url that includes credentials",
  "may be caused by passing an undici dispatcher",
  // openai-python 0.x's APIConnectionError around a base URL without a scheme ("Error communicating with OpenAI: Invalid
  // URL '/chat/completions': No scheme supplied. …"): a setting to fix
  "no scheme supplied",
  // the kernel refusing a route a tool adds ("RTNETLINK answers: Network is unreachable", "SIOCADDRT: Network is
  // unreachable", Go's "netlink receive: network is unreachable"): the command's gateway is wrong, and stays so
  "rtnetlink answers: network is unreachable",
  "siocaddrt: network is unreachable",
  "netlink receive: network is unreachable",
  // MQTT brokers' CONNACK refusals (the credentials, a permission, a ban), worded as mqtt.js words them
  "connection refused: not authorized",
  "connection refused: bad username or password",
  "connection refused: banned",
  // a keepalive setting refused ("keepalive timeout must be positive", grpc-java; "invalid keepalive timeout: time:
  // invalid duration", Go), not mqtt.js's or ssh2's "Keepalive timeout"
  "keepalive timeout must",
  "invalid keepalive timeout"
];
var upstreamFailureClassPhrases = [
  // OpenCode Go (a relay): "Error from provider (Console Go): Upstream request failed"; what it relays in brackets after
  // it decides first (a status, a request's error code: `decide.ts`)
  "upstream request failed",
  "litellm.ratelimiterror",
  // LiteLLM's class for any 429; a spent quota's words decide first
  "litellm.internalservererror",
  "litellm.serviceunavailableerror",
  "litellm.timeout:"
];
var testRunMarkers = [
  " failed tests ",
  // vitest: "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯"
  " failed suites ",
  // vitest, a file that failed before its tests ran (a `beforeAll`)
  "test files  ",
  // vitest's summary: " Test Files  1 failed (1)" (uncoloured)
  "test suites: ",
  // jest's summary: "Test Suites: 1 failed, 1 total"
  "short test summary info",
  // pytest: "=== short test summary info ===" before its FAILED lines
  "\n\u2139 fail "
  // node --test: "ℹ tests 1 … ℹ fail 1"
];
var serverUnavailableStatus = 'statuscode="unavailable"';
var googleCancelled = ['"status":"cancelled"', '"status": "cancelled"'];
var requestFault429Phrases = [
  // gRPC's RESOURCE_EXHAUSTED for an oversized request (Vertex AI through google-api-core: "ResourceExhausted: 429
  // received Metadata size exceeded hard limit (value length 637301 vs. 16384)."): the same request fails again
  "metadata size exceeded hard limit",
  "must be accessed through the",
  // Chutes: "Stop spamming this prompt, please..." (the same request within 3 hours; each try resets the window)
  "stop spamming this prompt",
  // gRPC's message size, as google-api-core names it ("ResourceExhausted: 429 Received message larger than max (5218782
  // vs. 4194304)"): the same document gives the same answer
  "received message larger than max",
  // Zoom's daily caps on one registrant ("You have exceeded the daily rate limit of (3) for Add meeting registrant API
  // requests for the registrant (…)", "… permitted for (…) this particular registrant"): the others register as before
  "for the registrant ",
  "this particular registrant"
];
var resourceBlocked451Phrases = [
  "repository access blocked",
  // Jina Reader: "Domain github.com blocked until … due to previous abuse found on https://…" (that domain only; an API
  // key or another URL passes)
  "due to previous abuse found on"
];
var requestFault5xxPhrases = [
  // Round 85: TensorZero's rate-limiting rules need the request's `max_tokens` ("Missing max tokens for rate limited
  // request.", now "Missing `max_tokens` for request subject to rate limiting rules."), relayed in a 502; a gRPC backend
  // without the method (LocalAI: "rpc error: code = Unknown desc = unimplemented", a 500): another model or call passes
  "missing max tokens for rate limited request",
  "missing `max_tokens` for request subject to rate limiting",
  "desc = unimplemented",
  // Chatbox's bad_params (20006), in German (its "… später erneut" is no passing condition)
  "ung\xFCltige anforderungsparameter",
  // Suna's 500 for a project without a sandbox ("Failed to initialize sandbox: 404: No sandbox found for this project")
  "no sandbox found for this project",
  // Presidio's analyzer: an entity it has no recognizer for in the request's language, answered with a 500
  "no matching recognizers were found",
  // a Python TypeError in the server's own code (LiteLLM's "MidStreamFallbackError: … aiter_text() got an unexpected
  // keyword argument 'encoding'", behind a 503): every request fails the same way until it is fixed
  "got an unexpected keyword argument",
  // Google ADK's run budget (`max_llm_calls`), served by `adk web` as a 500: "LlmCallsLimitExceededError: Max number of
  // llm calls limit of `1` exceeded" — the caller's own limit, the same run fails the same way
  "max number of llm calls limit of",
  "requires --jinja flag",
  // llama.cpp without a vision projector: "image input is not supported - hint: if this is unexpected, you may need to
  // provide the mmproj", or a build that reads no image part ("Failed to parse messages: Unsupported content part type:
  // \"image_url\""): the same call without the image passes
  "image input is not supported",
  "unsupported content part type",
  // Firecrawl self-hosted without its browser backend: "Browser feature is not configured (HANGAR_URL is missing)." (a 503)
  "feature is not configured",
  // litellm's own ValueError re-raised as `APIError(status_code=500, …)`: "LLM Provider NOT provided. Pass in the LLM
  // provider you are trying to call." (no server answered; the model name lacks its provider)
  "llm provider not provided",
  // the model's chat template raising on the history the request sends (llama.cpp, Jan): "Error: Jinja Exception: After
  // the optional system message, conversation roles must alternate …", "Cannot subscript null at row 23, column 40:\n
  // {%- set start_of_message = message.content[:tool_start_length] %}": the same history fails the same way
  "jinja exception",
  "{%- ",
  "{% ",
  // Bifrost relaying Bedrock's refusal as a plain-text 500: "This model doesn't support tool use in streaming mode."
  "model doesn't support tool use",
  // Google's upload server: a resumable upload's chunk at the wrong offset, answered with a 503 ("Invalid request.
  // According to the Content-Range header, the upload offset is … which exceeds already uploaded size …")
  "according to the content-range header, the upload offset",
  // llama.cpp re-parsing the tool calls the client replays in its history, as a 500: "Failed to parse tool call arguments
  // as JSON: [json.exception.parse_error.101] …" (llama.cpp#25510; a 400 since #25583): the same history fails again
  "failed to parse tool call arguments as json",
  // a SOAP 1.1 fault that blames the request, sent as an HTTP 500 as SOAP does: Workday's Client.validationError ("'4321'
  // is not a valid ID value for type = 'Organization_Reference_ID'"), .NET ASMX's soap:Client. Not every Client fault:
  // Peru's SUNAT sends its outages as "soap-env:Client.0109" (its authentication service unavailable)
  "<faultcode>soap-env:client.validationerror",
  "<faultcode>soap:client"
];
var requestConflictPhrases = [
  "is not whitelisted",
  // Miro's SCIM (a 409): the user's e-mail domain is not allowed; the same user fails again
  " does not match ",
  // GitHub: "src/index.ts does not match 5717457…": the file changed since it was read
  "already exists",
  // Elasticsearch: "document already exists"; GitHub: "Reference already exists"
  "repository is empty",
  // GitHub: "Git Repository is empty." (listing the commits of a repository that has none)
  "exceeded maximum tool call iterations",
  // Genkit's own turn limit, as gRPC's ABORTED
  " has already been used",
  // Zoom: 'Email "…" has already been used.' (code 1005)
  // Docker: "… name \"/web\" is already in use by container …", "container 4f2a… is not running"
  " is already in use",
  " is not running",
  // Composio's session and Gusto's resources under optimistic locking: "The session configuration changed since it was
  // last read; re-fetch the session and retry the update", "You are attempting to update a resource using an out-of-date
  // version." (the same version sent again fails again); Nango's duplicate: "There is already a Provider Configuration
  // matching …"
  "changed since it was last read",
  "using an out-of-date version",
  "there is already a provider configuration"
];
var dropboxRequestErrors = [
  "not_found/",
  "conflict/",
  "malformed_path/",
  "disallowed_name/",
  "incorrect_offset/",
  "no_write_permission/"
];
var metaRequestLimitPhrases = [
  "application request limit reached",
  // (#4), an hour's rolling window
  "user request limit reached",
  // (#17)
  "page request limit"
  // (#32): "Page request limit reached" (and the PHP SDK's "limited reached")
];
var rateLimited403Phrases = [
  "throttleexceeded",
  // QuickBooks Online: "message=ThrottleExceeded; errorCode=003001; statusCode=403"
  "developer over qps",
  // TomTom's per-second limit: "<h1>Developer Over Qps</h1>"
  "request rate threshold exceeded",
  // SEC EDGAR's page for more than 10 requests a second
  "temporarily over capacity",
  // Imgur: "Imgur is temporarily over capacity. Please try again later."
  "per 60 seconds exceeded",
  // LanguageTool: "Request size limit of 75000 bytes per 60 seconds exceeded"
  ...metaRequestLimitPhrases
  // Meta Graph's app, user and page windows, sent with OAuthException
];
var transientPhrases = [
  // Round 80
  // Round 84: LibreChat's stream that ended without an answer (com_ui_error_connection) and its expired stream
  "error connecting to server, try refreshing the page",
  "\u8FDE\u63A5\u670D\u52A1\u5668\u65F6\u53D1\u751F\u9519\u8BEF\uFF0C\u8BF7\u5C1D\u8BD5\u5237\u65B0\u9875\u9762",
  "\u30B5\u30FC\u30D0\u30FC\u3078\u306E\u63A5\u7D9A\u4E2D\u306B\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F\u3002\u30DA\u30FC\u30B8\u3092\u66F4\u65B0",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u044F \u043A \u0441\u0435\u0440\u0432\u0435\u0440\u0443. \u043F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u043E\u0431\u043D\u043E\u0432\u0438\u0442\u044C \u0441\u0442\u0440\u0430\u043D\u0438\u0446\u0443",
  "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u0627\u062A\u0635\u0627\u0644 \u0628\u0627\u0644\u062E\u0627\u062F\u0645\u060C \u062D\u0627\u0648\u0644 \u062A\u062D\u062F\u064A\u062B \u0627\u0644\u0635\u0641\u062D\u0629",
  "palvelimeen yhdist\xE4ess\xE4 tapahtui virhe",
  "\u0E02\u0E49\u0E2D\u0E1C\u0E34\u0E14\u0E1E\u0E25\u0E32\u0E14\u0E43\u0E19\u0E01\u0E32\u0E23\u0E40\u0E0A\u0E37\u0E48\u0E2D\u0E21\u0E15\u0E48\u0E2D\u0E01\u0E31\u0E1A\u0E40\u0E0B\u0E34\u0E23\u0E4C\u0E1F\u0E40\u0E27\u0E2D\u0E23\u0E4C \u0E25\u0E2D\u0E07\u0E23\u0E35\u0E40\u0E1F\u0E23\u0E0A\u0E2B\u0E19\u0E49\u0E32",
  "\uC751\uB2F5 \uC2A4\uD2B8\uB9BC\uC774 \uB9CC\uB8CC",
  "\u54CD\u5E94\u6D41\u5DF2\u8FC7\u671F",
  "le flux de r\xE9ponse a expir\xE9",
  "providerspecificerror: stream timeout",
  // Cherry Studio: "AI_ProviderSpecificError: Stream timeout"
  "killed by timeout",
  // Dify's plugin daemon: "PluginDaemonInternalServerError: killed by timeout"
  // Round 83: Roo Code's embedder unavailable (its 429) or unreachable, Ollama not running; LobeHub's agent errors
  "\u30A8\u30F3\u30D9\u30C3\u30C0\u30FC\u30B5\u30FC\u30D3\u30B9\u306F\u5229\u7528\u3067\u304D\u307E\u305B\u3093",
  "\u5D4C\u5165\u5668\u670D\u52A1\u4E0D\u53EF\u7528",
  "us\u0142uga embeddera jest niedost\u0119pna",
  "o servi\xE7o do embedder n\xE3o est\xE1 dispon\xEDvel",
  "\u090F\u092E\u094D\u092C\u0947\u0921\u0930 \u0938\u0947\u0935\u093E \u0909\u092A\u0932\u092C\u094D\u0927 \u0928\u0939\u0940\u0902 \u0939\u0948",
  "\uC784\uBCA0\uB354 \uC11C\uBE44\uC2A4\uC5D0 \uC5F0\uACB0\uD558\uC9C0 \uBABB\uD588\uC2B5\uB2C8\uB2E4",
  "\u9023\u7DDA\u81F3\u5167\u5D4C\u670D\u52D9\u5931\u6557",
  "connessione al servizio di embedder fallita",
  "verbinding met de embedder-service mislukt",
  "kh\xF4ng th\u1EC3 k\u1EBFt n\u1ED1i v\u1EDBi d\u1ECBch v\u1EE5 nh\xFAng",
  "ollama \u670D\u52A1\u672A\u5728 http",
  // (not "Ollama 服务未在内网部署", a service never set up: review 63)
  "ollama \uC11C\uBE44\uC2A4\uAC00 http",
  // (not a server "… 디버그 모드에서 실행되고 있지 않습니다": review 63)
  // Kilo Code's banners for a 429, a 500 and a connection error, and its fetch tool's no-connection and timeout texts
  "\u0637\u0644\u0628\u0627\u062A \u0643\u062B\u064A\u0631\u0629. \u0627\u0644\u0645\u0648\u0641\u0631 \u062D\u062F\u062F \u0645\u0639\u062F\u0644 \u0637\u0644\u0628\u0627\u062A\u0643",
  "\u062E\u0637\u0623 \u0641\u064A \u062E\u0627\u062F\u0645 \u0627\u0644\u0645\u0648\u0641\u0631",
  "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u0627\u062A\u0635\u0627\u0644. \u062A\u0623\u0643\u062F \u0623\u0646 \u0639\u0646\u062F\u0643 \u0627\u062A\u0635\u0627\u0644 \u0625\u0646\u062A\u0631\u0646\u062A",
  "\u0645\u0627 \u0641\u064A\u0647 \u0627\u062A\u0635\u0627\u0644 \u0628\u0627\u0644\u0625\u0646\u062A\u0631\u0646\u062A",
  "\u0644\u0644\u062A\u062D\u0645\u064A\u0644 (\u0627\u0646\u062A\u0647\u062A \u0627\u0644\u0645\u0647\u0644\u0629)",
  // (not a build's 45-minute maximum: review 63)
  "\u0E04\u0E33\u0E02\u0E2D\u0E21\u0E32\u0E01\u0E40\u0E01\u0E34\u0E19\u0E44\u0E1B \u0E04\u0E38\u0E13\u0E01\u0E33\u0E25\u0E31\u0E07\u0E16\u0E39\u0E01\u0E08\u0E33\u0E01\u0E31\u0E14\u0E2D\u0E31\u0E15\u0E23\u0E32",
  "\u0E02\u0E49\u0E2D\u0E1C\u0E34\u0E14\u0E1E\u0E25\u0E32\u0E14\u0E40\u0E0B\u0E34\u0E23\u0E4C\u0E1F\u0E40\u0E27\u0E2D\u0E23\u0E4C\u0E02\u0E2D\u0E07\u0E1C\u0E39\u0E49\u0E43\u0E2B\u0E49\u0E1A\u0E23\u0E34\u0E01\u0E32\u0E23",
  "\u0E02\u0E49\u0E2D\u0E1C\u0E34\u0E14\u0E1E\u0E25\u0E32\u0E14\u0E01\u0E32\u0E23\u0E40\u0E0A\u0E37\u0E48\u0E2D\u0E21\u0E15\u0E48\u0E2D \u0E15\u0E23\u0E27\u0E08\u0E2A\u0E2D\u0E1A\u0E43\u0E2B\u0E49\u0E41\u0E19\u0E48\u0E43\u0E08",
  "\u043F\u043E\u043C\u0438\u043B\u043A\u0430 \u0441\u0435\u0440\u0432\u0435\u0440\u0430 \u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440\u0430",
  "\u043F\u043E\u043C\u0438\u043B\u043A\u0430 \u043F\u0456\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u043D\u044F. \u043F\u0435\u0440\u0435\u043A\u043E\u043D\u0430\u0439\u0441\u044F",
  "\u65E0\u7F51\u7EDC\u8FDE\u63A5",
  "\u30A6\u30A7\u30D6\u30B5\u30A4\u30C8\u306E\u8AAD\u307F\u8FBC\u307F\u304C\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8\u3057\u307E\u3057\u305F",
  "\uC778\uD130\uB137 \uC5F0\uACB0\uC774 \uC5C6\uC2B5\uB2C8\uB2E4",
  "ist ausgelastet oder nicht verf\xFCgbar. bitte versuchen sie es in k\xFCrze",
  "est occup\xE9 ou indisponible. veuillez r\xE9essayer sous peu",
  // (not a doctor's slot: review 63)
  "hat die verbindung verloren, bevor die aufgabe",
  "\u5728\u5B8C\u6210\u4EFB\u52A1\u524D\u8FDE\u63A5\u4E2D\u65AD",
  "\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u304C\u4E00\u6642\u7684\u306B",
  // (not CORS's "… ドメインからのリクエストを制限しています": review 63)
  "\u63D0\u4F9B\u5546\u6682\u65F6\u9650\u5236\u4E86",
  // (not a feature's "我们暂时限制了辅助生成的批量大小": review 63)
  "\u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043E\u0433\u0440\u0430\u043D\u0438\u0447\u0438\u0432\u0430\u0435\u0442 \u0437\u0430\u043F\u0440\u043E\u0441\u044B",
  // Round 81: apps' texts in more languages
  // no connection, a connection that failed
  "network connection failed for the provider request",
  // ZCode's classifier (retryable: true)
  "nessuna connessione internet",
  "sem conex\xE3o com a internet",
  "\u0E44\u0E21\u0E48\u0E21\u0E35\u0E01\u0E32\u0E23\u0E40\u0E0A\u0E37\u0E48\u0E2D\u0E21\u0E15\u0E48\u0E2D\u0E2D\u0E34\u0E19\u0E40\u0E17\u0E2D\u0E23\u0E4C\u0E40\u0E19\u0E47\u0E15",
  "\u0907\u0902\u091F\u0930\u0928\u0947\u091F \u0915\u0928\u0947\u0915\u094D\u0936\u0928 \u0928\u0939\u0940\u0902 \u0939\u0948",
  "tidak ada koneksi internet",
  "\u7121\u7DB2\u8DEF\u9023\u7DDA",
  "geen internetverbinding",
  "ingen internetanslutning",
  "\u017E\xE1dn\xE9 internetov\xE9 p\u0159ipojen\xED",
  "\u043D\u0435\u043C\u0430\u0454 \u043F\u0456\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u043D\u044F \u0434\u043E \u0456\u043D\u0442\u0435\u0440\u043D\u0435\u0442\u0443",
  "chyba p\u0159ipojen\xED. ujisti se",
  "verbindung zum embedder-dienst fehlgeschlagen",
  "\xE9chec de la connexion au service",
  "\u043D\u0435 \u0443\u0434\u0430\u043B\u043E\u0441\u044C \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0438\u0442\u044C\u0441\u044F \u043A \u0441\u043B\u0443\u0436\u0431\u0435",
  "hizmetine ba\u011Flan\u0131lamad\u0131",
  "\u7F51\u7EDC\u8FDE\u63A5\u5931\u8D25",
  // a service unavailable for now (Roo Code shows these for its embedder's 429)
  "le service d'embedding n'est pas disponible",
  "el servicio de embedder no est\xE1 disponible",
  "\u0441\u043B\u0443\u0436\u0431\u0430 \u044D\u043C\u0431\u0435\u0434\u0434\u0435\u0440\u0430 \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u043D\u0430",
  "g\xF6m\xFCc\xFC hizmeti mevcut de\u011Fil",
  // timeouts: a page that took too long, an operation that ran out of time
  "demorou muito para carregar (timeout)",
  "a pris trop de temps \xE0 charger (timeout)",
  "tard\xF3 demasiado en cargar (timeout)",
  "waktu terlalu lama untuk dimuat (timeout)",
  "deed er te lang over om te laden",
  "tog f\xF6r l\xE5ng tid att ladda",
  "(vypr\u0161el \u010Dasov\xFD limit)",
  "\u010Dasov\xFD limit po\u017Eadavku vypr\u0161el",
  "\u0437\u0430\u0432\u0430\u043D\u0442\u0430\u0436\u0443\u0432\u0430\u0432\u0441\u044F \u0437\u0430\u043D\u0430\u0434\u0442\u043E \u0434\u043E\u0432\u0433\u043E",
  "\u7DB2\u7AD9\u8F09\u5165\u8D85\u6642",
  "\u0E19\u0E32\u0E19\u0E40\u0E01\u0E34\u0E19\u0E44\u0E1B (\u0E2B\u0E21\u0E14\u0E40\u0E27\u0E25\u0E32)",
  // (not an order cancelled "(หมดเวลา)": review 62)
  "\u0E2B\u0E21\u0E14\u0E40\u0E27\u0E25\u0E32\u0E2B\u0E25\u0E31\u0E07\u0E08\u0E32\u0E01",
  "\u091F\u093E\u0907\u092E\u0906\u0909\u091F \u0939\u094B \u0917\u092F\u093E",
  "(\u091F\u093E\u0907\u092E\u0906\u0909\u091F)",
  "habis waktu setelah",
  "operatie is na",
  // "Onboarding-operatie is na 60 seconden verlopen" (not a link's or a QR code's: review 62)
  "\xF6verskred tidsgr\xE4nsen",
  "operace vypr\u0161ela po",
  // (not a session's or a stored item's "… vypršela po 30 minutách": review 62)
  "\u043F\u0435\u0440\u0435\u0432\u0438\u0449\u0438\u043B\u0430 \u0447\u0430\u0441 \u043E\u0447\u0456\u043A\u0443\u0432\u0430\u043D\u043D\u044F",
  "ai \u8BF7\u6C42\u8D85\u65F6",
  // (not "请求超时时间必须大于0", a setting's check; the whole "请求超时" is a message of its own)
  // rate limits and busy servers
  // Chatbox's and LobeHub's 429 texts (not a day's "troppe richieste oggi … riprova domani": review 62)
  "ci sono troppe richieste in arrivo",
  "troppe richieste. sei limitato dal provider",
  "spiacenti, stai effettuando troppe richieste. il server \xE8 sovraccarico",
  "troppe richieste di forcella",
  "\u0E40\u0E01\u0E34\u0E19\u0E02\u0E35\u0E14\u0E08\u0E33\u0E01\u0E31\u0E14\u0E2D\u0E31\u0E15\u0E23\u0E32",
  "\u0926\u0930 \u0938\u0940\u092E\u093E \u092A\u093E\u0930 \u0939\u094B \u0917\u0908",
  "batas kecepatan terlampaui",
  "api \xF6verskriden",
  // "Hastighetsgräns för Cerebras API överskriden" (not a device's "hastighetsgräns för …": review 62)
  "p\u0159ekro\u010Den limit rychlosti",
  "\u043F\u0435\u0440\u0435\u0432\u0438\u0449\u0435\u043D\u043E \u043B\u0456\u043C\u0456\u0442 \u0448\u0432\u0438\u0434\u043A\u043E\u0441\u0442\u0456",
  "p\u0159\xEDli\u0161 mnoho po\u017Eadavk\u016F. poskytovatel",
  // (not a forum's account blocked for them: review 62)
  "\u0437\u0430\u043D\u0430\u0434\u0442\u043E \u0431\u0430\u0433\u0430\u0442\u043E \u0437\u0430\u043F\u0438\u0442\u0456\u0432",
  "\u8FBE\u5230\u5E76\u53D1\u9650\u5236",
  "chyba serveru poskytovatele",
  "il server sembra smarrito",
  "non ha ricevuto risposta dal server upstream",
  "\u6A21\u578B\u8FD4\u56DE\u5185\u5BB9\u4E3A\u7A7A",
  // an empty completion
  "prediction interrupted; please retry",
  // Replicate's ModelError "… (code: PA)"
  "error code: throttlingexception)",
  // the AWS SDK for Java v1: "… (Service: …; Status Code: 400; Error Code: …)"
  "your operation has been throttled",
  // Power Automate: a connector's action limit per five minutes
  "script executions per",
  // Zapier: "… throttled (100 script executions per 30 seconds), contact support."
  // Japanese apps: a temporary error, a busy server, an answer too slow
  "\u4E00\u6642\u7684\u306A\u30A8\u30E9\u30FC\u304C\u767A\u751F",
  "\u30B5\u30FC\u30D0\u30FC\u304C\u6DF7\u96D1",
  "\u30B5\u30FC\u30D0\u30FC\u304C\u8FBC\u307F\u5408\u3063\u3066",
  "\u5FDC\u7B54\u306B\u6642\u9593\u304C\u304B\u304B\u308A\u3059\u304E",
  // Korean apps: the network, a timeout, a temporary fault, a service down for now, a request limit, too many requests
  "\uB124\uD2B8\uC6CC\uD06C \uC5F0\uACB0\uC5D0 \uBB38\uC81C",
  "\uC694\uCCAD \uC2DC\uAC04\uC774 \uCD08\uACFC",
  "\uC751\uB2F5 \uC2DC\uAC04 \uCD08\uACFC",
  "\uC77C\uC2DC\uC801\uC778 \uBB38\uC81C\uAC00 \uC788\uC2B5\uB2C8\uB2E4",
  "\uC77C\uC2DC\uC801\uC73C\uB85C \uC774\uC6A9\uD560 \uC218 \uC5C6",
  "\uC694\uCCAD \uD55C\uB3C4\uB97C \uCD08\uACFC",
  "\uB108\uBB34 \uB9CE\uC740 \uC694\uCCAD",
  // Russian, Turkish, Vietnamese, Polish and Arabic apps: no connection, timeouts, a request limit, unavailable for now
  "\u043D\u0435\u0442 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u044F \u043A \u0438\u043D\u0442\u0435\u0440\u043D\u0435\u0442\u0443",
  "\u0432\u0440\u0435\u043C\u044F \u0437\u0430\u043F\u0440\u043E\u0441\u0430 \u0438\u0441\u0442\u0435\u043A\u043B\u043E",
  "\u043F\u0440\u0435\u0432\u044B\u0448\u0435\u043D \u043B\u0438\u043C\u0438\u0442 \u0437\u0430\u043F\u0440\u043E\u0441\u043E\u0432 \u043A \u043C\u043E\u0434\u0435\u043B\u0438",
  // (not one event's "… на участие в событии": review 61)
  // a provider or a server unavailable for now (not a service "временно недоступен: не настроено подключение …", which
  // a person configures: review 61)
  "\u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D",
  "\u0441\u0435\u0440\u0432\u0435\u0440 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D",
  "\u0441\u0435\u0440\u0432\u0438\u0441 agent \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D",
  "nternet ba\u011Flant\u0131s\u0131 yok",
  // "İnternet …": a dotted capital İ lower-cases to "i" and a combining dot
  "zaman a\u015F\u0131m\u0131na u\u011Frad\u0131",
  "m\u1EA5t qu\xE1 nhi\u1EC1u th\u1EDDi gian \u0111\u1EC3 t\u1EA3i",
  "\u0142adowa\u0142a si\u0119 zbyt d\u0142ugo",
  "przekroczy\u0142a limit czasu",
  // "the time of … ended": setting up, the gateway (not a login session's or a giveaway's: review 61)
  "\u0627\u0646\u062A\u0647\u0649 \u0648\u0642\u062A \u0627\u0644\u062A\u0647\u064A\u0626\u0629",
  "\u0627\u0646\u062A\u0647\u0649 \u0648\u0642\u062A \u0627\u0644\u0628\u0648\u0627\u0628\u0629. \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u0627\u0646\u062A\u0638\u0631 \u0642\u0628\u0644 \u0625\u0631\u0633\u0627\u0644 \u0637\u0644\u0628 \u0622\u062E\u0631",
  // Round 79
  // OpenTelemetry JS's OTLP exporters, their own retries spent on a 429, 502, 503, 504 or a network error
  "export failed with retryable status",
  "idle timeout reached for",
  // Symfony HttpClient (OpenTelemetry PHP's exporter): "Idle timeout reached for \"http…"
  // Prisma P2028 for an interactive transaction that outran its timeout ("… on an expired transaction. The timeout for
  // this transaction was 5000 ms, however 4979 ms passed since the start of the transaction."): a slow database
  "expired transaction. the timeout for this transaction was",
  // Textract's LimitExceededException for asynchronous jobs: "Open jobs exceed maximum concurrent job limit"
  "exceed maximum concurrent job limit",
  "too many containers per second",
  // @cloudflare/containers' RATE_LIMITED_ERROR
  // the Cloudflare Sandbox SDK's OperationInterruptedError (`context.retryable: true`, runtime_replaced)
  "stopped while the operation was pending",
  // HAPI FHIR (HAPI-0823): "… two clients/threads were trying to update the same resource at the same time, and this
  // request was chosen as the failing request."
  "trying to update the same resource at the same time",
  // pyflightdata (Flightradar24's throttle): "HTML code 500 - Retry in 10 seconds....." (not a client's own "… - retry
  // in 30 seconds" after any error: review 59)
  "html code 500 - retry in ",
  "html code 400 - retry in ",
  // stripe-node's family (telnyx-node's TelnyxConnectionError): "An error occurred with our connection to Telnyx."
  "an error occurred with our connection to ",
  "canceling statement due to statement timeout",
  // PostgreSQL 57014, as a vector store's text keeps it
  // Bybit (10006): its request-frequency limit, in its own words (not a route optimizer's "Too many visits in this
  // request": review 58)
  '"retmsg":"too many visits',
  "too many visits. exceeded the api rate limit",
  "invitations_rate_limited_ip",
  // MongoDB Atlas (a 400): "Rate limit of 10 invitations per 1 minutes exceeded."
  "too many dml statements outstanding",
  // BigQuery: 20 queued per table, freed as they finish
  "cannot accept new task for execution",
  // Databricks SQL: "The background threadpool … please retry the operation"
  "failed: deadline exceeded (deadline_exceeded",
  // MotherDuck: "RPC 'SETUP_PLAN_FRAGMENTS' failed: Deadline Exceeded (…"
  "invalid access limit",
  // Baidu Translate (54003, in a 200): its per-second frequency
  "concurrent quota exceeded",
  // Speechmatics' real-time sessions: { type: "quota_exceeded", reason: "Concurrent Quota Exceeded" }
  "timeout while synthesizing",
  // Azure Speech: "Timeout while synthesizing. Current RTF: …"
  "errorcode=toomanyrequests",
  // Azure Speech's cancellation: "errorCode=TooManyRequests details=The number of parallel …"
  "tf400324",
  // Azure DevOps: "TF400324: Azure DevOps services are not available from server …"
  "quota tokens will return in under",
  // Google Analytics Data API: "These quota tokens will return in under 15 minutes."
  "concurrent requests limit exceeded",
  // ScrapingAnt (a 409): "… Please, try again or upgrade to the paid plan"
  // Lazada's and AliExpress's gateway (ApiCallLimit): "Api access frequency exceeds the limit. this ban will last 1
  // seconds"; Taobao's (7): "App Call Limited" … "This ban will last for 2 more seconds"
  "api access frequency exceeds the limit",
  "app call limited",
  "maximum_usage_reached",
  // Netatmo (26) through openHAB: its 10-second and hourly per-user windows
  "specific requests quota",
  // Toggl Track: "Quota exceeded: You’ve used 67 / 30 requests from user specific requests quota" (hourly)
  "has been throttled. you may retry in",
  // Uptime.com's API_RATE_LIMIT ("… You may retry in 34 seconds")
  '"quota exceeded" error while trying to',
  // the Firebase CLI, which waits and retries: per-minute mutations
  "same arguments in less than 10 seconds",
  // Withings (status 601, in a 200): its `wait_seconds` is read
  " 202 ratelimit",
  // duckduckgo_search / ddgs: "https://lite.duckduckgo.com/lite/ 202 Ratelimit"
  " 418 ratelimit",
  // …its chat: "https://duckduckgo.com/duckchat/v1/chat 418 Ratelimit"
  "duckduckgosearchexception: ratelimit",
  // Hetzner Cloud (hcloud): "error during placement (resource_unavailable, …)", "… or try later (resource_unavailable)"
  "(resource_unavailable",
  "request trigger frequency limit",
  // Feishu / Lark (99991400)
  "send too fast, exceed ",
  // DingTalk (130101): "send too fast, exceed 20 times per minute"
  "api minute-quota reach limit",
  // WeChat (45011)
  "concurrency limit reached for requests",
  // W&B Inference
  "making requests too quickly",
  // Discogs (60 a minute): "429: You are making requests too quickly."
  // Dataverse's service protection limits, as its SDK's fault texts say them
  "over time window of",
  // "Number of requests exceeded the limit of 6000 over time window of 300 seconds."
  "number of concurrent requests exceeded the limit",
  "your request limit. wait ",
  // football-data.org: "You reached your request limit. Wait 57 seconds."
  "request_threshold_violated",
  // Walmart Marketplace's per-minute limit
  // Round 68: data services' windows and outages, as their bodies and apps' texts say them
  "developer over qps",
  // TomTom's per-second limit, sent as a 403
  "another request from your ip is still running",
  // Overpass API: one query per address at a time
  "server is probably too busy",
  // Overpass API: no slot free in time
  "egeneral:temporary lockout",
  // Kraken: lifts after about 15 minutes
  "your request count (",
  // TMDB: "Your request count (159) is over the allowed limit of 40." (40 per 10 seconds)
  "search backend failed",
  // NCBI E-utilities' outage: "Search Backend failed: Database is not supported: pubmed"
  "pugrest.serverbusy",
  // PubChem PUG REST's throttle and overload
  "pugrest.timeout",
  // LiteLLM's router cooldown: "No deployments available for selected model, Try again in 120 seconds. …"
  "no deployments available for selected model",
  // DashScope's per-minute throttle (Throttling.AllocationQuota) as an app's text: "Allocated quota exceeded, please
  // increase your quota limit."
  "allocated quota exceeded, please increase your quota limit",
  "kerrorrequestthrottled",
  // Chrome's built-in AI: "An unknown error occurred: kErrorRequestThrottled"
  "kerrorretryableerror",
  // gRPC's Python status as clients print it (Weaviate: "status = StatusCode.DEADLINE_EXCEEDED"), and UNAVAILABLE
  "statuscode.deadline_exceeded",
  "too many 429 error responses",
  // urllib3's Retry gave up on a rate limit ("Caused by ResponseError('too many 429 …')")
  "too many times in a short space of time",
  // MediaWiki's `ratelimited`: "… Please try again in a few minutes."
  "seconds lagged",
  // MediaWiki's maxlag: "Waiting for …: 3.72 seconds lagged"
  ...metaRequestLimitPhrases,
  "calls to this api have exceeded the rate limit",
  // Meta Graph (#613)
  "pair rate limit hit",
  // WhatsApp (131056): one recipient's pace
  "no audio frames were pushed for text",
  // LiveKit Agents' TTS, retried by default
  "you are not charged for this request",
  // ElevenLabs: "We are sorry, something went wrong. …"
  // Vapi's `endedReason` and Retell's `disconnection_reason`: a provider's limit or outage, a busy worker, a dropped link
  "-429-rate-limit-reached",
  "-server-overloaded-error",
  "-blocked-concurrent-requests",
  "error-subscription-concurrency-limit-reached",
  "error-vapifault-worker-not-available",
  "error-providerfault-",
  "-returning-econnreset",
  "concurrency_limit_reached",
  // Google's .NET client: "Google.Apis.Requests.RequestError Backend Error [500] Errors [ … Reason[backendError] … ]"
  "reason[backenderror]",
  "langchain4j.exception.ratelimitexception",
  // LangChain4j's 429, often with an empty message
  // Databricks Foundation Model APIs (REQUEST_LIMIT_EXCEEDED, kept as text): "Exceeded workspace QPS rate limit for …"
  "qps rate limit",
  // claude.ai: "Due to unexpected capacity constraints, Claude is unable to respond to your message. Please try again soon."
  "unexpected capacity constraints",
  "model is temporarily busy",
  // Kiro: "The model is temporarily busy. Please try again in a moment."
  // Coze (code 5000): "We're currently experiencing server issues. Please try your request again after a short delay."
  "currently experiencing server issues",
  "server not ready after timeout",
  // a RunPod ComfyUI worker's cold start: "Server not ready after timeout (30s)"
  // ElevenLabs' realtime queue_overflow: "Session terminated: audio data is being sent too frequently. Please reduce the
  // rate …" (reconnect and send slower); RunPod worker-vllm's "vLLM server process is not running; worker is unhealthy"
  "audio data is being sent too frequently",
  "worker is unhealthy",
  // TRAE CN's queue notice: "当前模型请求量较高，你目前排在第 83 位。…" (the model is busy; a Pro plan with requests left);
  // Qoder's queued request (code 10605, `{"isQueued":true,"queueCount":22,"queueType":"slow"}` inside a relayed 403)
  "\u5F53\u524D\u6A21\u578B\u8BF7\u6C42\u91CF\u8F83\u9AD8",
  "isqueued",
  // n8n's headlines for a 500 and any other 5xx ("The service was not able to process your request", "The service failed
  // to process your request")
  "the service was not able to process your request",
  "the service failed to process your request",
  // Daytona's organization-wide caps count running sandboxes, which stop on their own: "Failed to create sandbox: Total
  // CPU limit exceeded. Maximum allowed: 4500." (not its disk cap: stopped sandboxes keep their disks)
  "total cpu limit exceeded",
  "total memory limit exceeded",
  // Google's per-minute quota in prose, without a status: "Quota exceeded for quota metric '…' and limit '… per minute' of
  // service '…'" (older: "… Limit Provisioned requests per minute of service managedprojects.googleapis.com …")
  "per minute' of service",
  "per minute of service",
  // TabbyAPI's error for any exception while it generates (a 503, or inside a stream): "Chat completion aborted. Please
  // check the server console." — the server's, not the user's abort (a caller's "chat completion aborted: …" is)
  "chat completion aborted. please check the server console",
  "chat completion aborted. maybe the model was unloaded",
  // Roo Code and Kilo Code when the stream ended without a message: "Unexpected API Response: The language model did
  // not provide any assistant messages. This may indicate an issue with the API or the model's output." (a dropped stream)
  "did not provide any assistant messages",
  // streams that ended before their last event: @google/genai's "Incomplete JSON segment at the end" (the SSE body cut
  // inside an event), ollama-js's "Did not receive done or success response in stream."
  "incomplete json segment at the end",
  "did not receive done or success response in stream",
  // Azure OpenAI: "Requests to the ChatCompletions_Create Operation … have exceeded token rate limit of your current
  // OpenAI S0 pricing tier." (a `response.failed`'s message alone)
  "exceeded token rate limit",
  "blocked due to excessive requests",
  // Tavily (a 429 whose status tavily-js drops): "… Please reduce rate of requests."
  // Cloudflare D1's platform resets, which its docs say to retry: "D1_ERROR: D1 DB storage operation exceeded timeout
  // which caused object to be reset.", "D1 DB's isolate exceeded its memory limit and was reset"
  "d1 db storage operation exceeded timeout",
  "d1 db's isolate exceeded its memory limit",
  "d1 db reset because its code was updated",
  "cannot resolve d1 db due to transient issue",
  // libSQL (Turso): "STREAM_EXPIRED: The stream has expired due to inactivity" (the client opens another stream and the
  // statements pass); by its words, not the code `stream_expired`, which other APIs use for a stream that is gone
  "the stream has expired due to inactivity",
  // Kiro: "The model you've selected is experiencing a high volume of traffic. Try changing the model …" (its capacity
  // issue); Copilot CLI's line before it retries: "Request failed due to a transient API error. Retrying..."
  "experiencing a high volume of traffic",
  "failed due to a transient api error",
  // Semantic Kernel (.NET) giving up its own retries of the statuses it retries by default (408, 429, 500, 502, 503, 504),
  // named by .NET's HttpStatusCode: "Error executing request, max retry count reached. Reason: TooManyRequests" (its
  // handler's whole words: "Reason: TooManyRequests" alone is any enum's)
  "max retry count reached. reason: toomanyrequests",
  "max retry count reached. reason: serviceunavailable",
  "max retry count reached. reason: gatewaytimeout",
  "max retry count reached. reason: badgateway",
  "max retry count reached. reason: internalservererror",
  "max retry count reached. reason: requesttimeout",
  "max total retry time reached. reason: toomanyrequests",
  "max total retry time reached. reason: serviceunavailable",
  "request rate is large",
  // Azure Cosmos DB (Mongo API 16500, a 429 in prose): "Request rate is large. … Please retry …"
  // an empty answer from the model, as agent frameworks word it: pydantic-ai's "UnexpectedModelBehavior: Received empty
  // model response" (it retries it itself), CrewAI's "Invalid response from LLM call - None or empty."
  "received empty model response",
  // xAI failing a sample on its side inside a 200 stream ("Internal error during token generation"; agenc retries it)
  "internal error during token generation",
  // oh-my-pi's Cursor provider: "Provider stream stalled while waiting for the next event" (a plain retry passes)
  "stream stalled while waiting",
  "stream ended without completion signal",
  // Stagehand's StagehandServerError (its API's stream closed early)
  // iFlytek Spark: busy with the user's previous question (10007), its per-second and concurrency caps (11202, 11203)
  "\u7528\u6237\u6D41\u91CF\u53D7\u9650\uFF1A\u670D\u52A1\u6B63\u5728\u5904\u7406\u7528\u6237\u5F53\u524D\u7684\u95EE\u9898",
  "\u79D2\u7EA7\u6D41\u63A7\u8D85\u9650",
  "\u5E76\u53D1\u6D41\u63A7\u8D85\u9650",
  "\u8BBF\u95EE\u91CF\u8FC7\u5927",
  // Zhipu (1305): "[1305][该模型当前访问量过大，请您稍后再试]" (the model has too much traffic now)
  // localized apps' texts (LobeHub's locale files, GenU's Bedrock handler): too many requests, an overloaded server, a
  // refused or reset connection
  "\u30A2\u30AF\u30BB\u30B9\u304C\u96C6\u4E2D",
  // GenU: "ただいまアクセスが集中しているため時間をおいて試してみてください。"
  "\u6642\u9593\u3092\u7F6E\u3044\u3066\u518D\u8A66\u884C",
  // LobeHub (ja), its 429: "…クォータを増やすか、時間を置いて再試行してください"
  "\u0441\u043B\u0438\u0448\u043A\u043E\u043C \u043C\u043D\u043E\u0433\u043E \u0437\u0430\u043F\u0440\u043E\u0441\u043E\u0432",
  "\uC694\uCCAD\uC774 \uB108\uBB34 \uBE48\uBC88",
  // LobeHub (ko-KR), its 429: "요청이 너무 빈번합니다. 잠시 후 다시 시도하세요"
  // LobeHub's de-DE, fr-FR and tr-TR 429, 503 and 504 texts, Chatbox's fr and ko, LibreChat's de expired stream (a new
  // one starts when the message is sent again)
  "sie senden zu viele anfragen",
  "der server ist \xFCberlastet",
  "keine antwort vom upstream-server erhalten",
  "vous effectuez trop de requ\xEAtes",
  "le serveur est surcharg\xE9",
  "d\xE9pass\xE9 la limite de taux",
  "\xE7ok s\u0131k istek g\xF6nderiyorsunuz",
  "\uC694\uCCAD \uCC98\uB9AC \uC911 \uC624\uB958\uAC00 \uBC1C\uC0DD\uD588\uC2B5\uB2C8\uB2E4",
  "der antwort-stream ist abgelaufen",
  // LobeHub's es-ES, pt-BR, it-IT, vi-VN, pl-PL and ar 429, 503 and 504 texts and its Cloud's "under heavy load"
  "demasiadas solicitudes",
  "no recibi\xF3 respuesta del servidor ascendente",
  "o servidor est\xE1 sobrecarregado",
  "sob alta demanda",
  "non ha ricevuto risposta dal server a monte",
  "qu\xE1 t\u1EA3i ho\u1EB7c \u0111ang b\u1EA3o tr\xEC",
  "zbyt wiele \u017C\u0105da\u0144",
  "bardzo obci\u0105\u017Cona",
  "\u0637\u0644\u0628\u0627\u062A\u0643 \u0645\u062A\u0643\u0631\u0631\u0629 \u062C\u062F\u064B\u0627",
  "\u0644\u0645 \u064A\u062A\u0644\u0642 \u0627\u0644\u062E\u0627\u062F\u0645 \u0631\u062F\u064B\u0627",
  // an app's Spanish text for any 429: "Se ha alcanzado la cuota o límite de peticiones… Intente más tarde"
  "cuota o l\xEDmite de peticiones",
  "cuota o l\xEDmite de solicitudes",
  // LobeHub's nl-NL, fa-IR and bg-BG 429, 503 and 504 texts and its Cloud's "heavy load"; AnythingLLM's text for a 429
  // or 5xx ("An error occurred while streaming response. Unknown Error.")
  "je doet te vaak een verzoek",
  "mogelijk door overbelasting of onderhoud",
  "zwaar belast",
  "\u0628\u06CC\u0634 \u0627\u0632 \u062D\u062F \u0645\u06A9\u0631\u0631",
  "\u067E\u0627\u0633\u062E\u06CC \u0627\u0632 \u0633\u0631\u0648\u0631 \u0628\u0627\u0644\u0627\u062F\u0633\u062A\u06CC \u062F\u0631\u06CC\u0627\u0641\u062A \u0646\u06A9\u0631\u062F",
  "\u0438\u0437\u043F\u0440\u0430\u0449\u0430\u0442\u0435 \u0442\u0432\u044A\u0440\u0434\u0435 \u043C\u043D\u043E\u0433\u043E \u0437\u0430\u044F\u0432\u043A\u0438",
  "\u0441\u044A\u0440\u0432\u044A\u0440\u044A\u0442 \u0435 \u043F\u0440\u0435\u0442\u043E\u0432\u0430\u0440\u0435\u043D",
  "\u043F\u043E\u0440\u0430\u0434\u0438 \u043F\u0440\u0435\u0442\u043E\u0432\u0430\u0440\u0432\u0430\u043D\u0435 \u0438\u043B\u0438 \u043F\u043E\u0434\u0434\u0440\u044A\u0436\u043A\u0430",
  "while streaming response. unknown error",
  // Coze: "火山Bot调用超出RPM峰值" (over the per-minute peak), "服务器内部错误" (internal server error), Coze Studio's
  // "Interal Server Error" (sic); ERNIE's "访问过于频繁，请稍候再试" (too frequent)
  "\u8D85\u51FArpm",
  "\u670D\u52A1\u5668\u5185\u90E8\u9519\u8BEF",
  "interal server error",
  "\u8BBF\u95EE\u8FC7\u4E8E\u9891\u7E41",
  // Dify's invoke errors as its messages keep them ("Rate Limit Error", "Server Unavailable Error"), FastGPT's 502 and 503
  // texts, DashScope relayed by LiteLLM ("Request rate increased too quickly. To ensure system stability, please adjust
  // your client logic…"), and an empty answer of the model (FastGPT's "LLM model response empty", RAGFlow's "Empty
  // response from reasoning model"), as pydantic-ai's above
  "rate limit error",
  "server unavailable error",
  "temporarily overloaded",
  "request rate increased too quickly",
  "llm model response empty",
  "model flow response is empty",
  "llm_model_response_empty",
  // FastGPT's untranslated key, as its users see it ("chat:LLM_model_response_empty")
  "\u6A21\u578B\u6D41\u54CD\u5E94\u4E3A\u7A7A",
  // FastGPT (zh-CN): "模型流响应为空，请检查模型流输出是否正常"
  "empty response from reasoning model",
  // Cherry Studio's zh-tw send throttle ("發送過於頻繁，請在 {{seconds}} 秒後再嘗試") and its de-de 429, 502, 503 and 504 texts
  // ("Anfragelimit überschritten. Bitte versuchen Sie es später erneut", "Dienst nicht verfügbar. …"): "later", as the
  // English "try again later" above; a bare "versuchen Sie es erneut" is no marker
  "\u767C\u9001\u904E\u65BC\u983B\u7E41",
  "anfragelimit \xFCberschritten",
  "dienst nicht verf\xFCgbar",
  "gateway-timeout",
  "versuchen sie es sp\xE4ter erneut",
  // Cherry Studio's ja-jp, ru-ru, fr-fr and es-es 429, 5xx and send-throttle texts, each with its subject (a bare "try
  // again later" is no marker: LobeHub's moderation text ends so)
  "\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u591A\u3059\u304E\u307E\u3059\u3002\u5F8C\u3067\u3082\u3046\u4E00\u5EA6",
  "\u30B5\u30FC\u30D0\u30FC\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F\u3002\u5F8C\u3067\u3082\u3046\u4E00\u5EA6",
  "\u9001\u4FE1\u304C\u983B\u7E41\u3059\u304E\u307E\u3059",
  "\u0441\u0435\u0440\u0432\u0435\u0440\u043D\u0430\u044F \u043E\u0448\u0438\u0431\u043A\u0430. \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u043F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u043F\u043E\u0437\u0436\u0435",
  "le taux de requ\xEAtes d\xE9passe la limite",
  "service indisponible, veuillez r\xE9essayer plus tard",
  "d\xE9lai d'expiration de la passerelle",
  "vous envoyez trop souvent, veuillez attendre",
  "la tasa de solicitudes excede el l\xEDmite",
  "error del servidor, int\xE9ntelo de nuevo m\xE1s tarde",
  "error de puerta de enlace, int\xE9ntelo de nuevo",
  "tiempo de espera de la puerta de enlace",
  // the same app's newer fr-fr and es-es 500, 502 and 503, and another app's ja table ("サーバー内部エラーが発生しました。後で
  // もう一度お試しください", "ゲートウェイエラーが発生しました。…")
  "erreur serveur, veuillez r\xE9essayer plus tard",
  "erreur de passerelle, veuillez r\xE9essayer plus tard",
  "servicio no disponible, int\xE9ntelo de nuevo m\xE1s tarde",
  "\u30B5\u30FC\u30D0\u30FC\u5185\u90E8\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F\u3002\u5F8C\u3067\u3082\u3046\u4E00\u5EA6",
  "\u30B2\u30FC\u30C8\u30A6\u30A7\u30A4\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F",
  // round 52-CM2: LobeHub's error.json in nl-NL, tr-TR, vi-VN, ar, fa-IR, bg-BG
  "de server heeft te lang gewacht op het verzoek",
  "de server ondervindt momenteel problemen",
  "de server lijkt de weg kwijt te zijn",
  "ontving geen antwoord van de upstream-server",
  "de server ondervond een onverwacht probleem",
  "de serververbinding is verlopen",
  "de server heeft te lang gewacht op een antwoord",
  "het tokengebruik of aantal verzoeken heeft het quotum bereikt",
  "de agent-service is momenteel niet beschikbaar",
  "sunucuda ge\xE7ici bir sorun olu\u015Ftu",
  "sunucu ge\xE7ici olarak hizmet veremiyor",
  "sunucu \u015Fu anda iste\u011Finizi i\u015Fleyemiyor",
  "sunucu \xFCst sunucudan yan\u0131t alamad\u0131",
  "sunucu beklenmeyen bir sorunla kar\u015F\u0131la\u015Ft\u0131 ve iste\u011Finizi tamamlayamad\u0131",
  "bu anahtar i\xE7in belirlenen kota s\u0131n\u0131r\u0131na ula\u015F\u0131ld\u0131",
  "ajan hizmeti \u015Fu anda kullan\u0131lam\u0131yor",
  "m\xE1y ch\u1EE7 \u0111\xE3 h\u1EBFt th\u1EDDi gian ch\u1EDD y\xEAu c\u1EA7u",
  "b\u1EA1n \u0111ang g\u1EEDi y\xEAu c\u1EA7u qu\xE1 th\u01B0\u1EDDng xuy\xEAn",
  "m\xE1y ch\u1EE7 \u0111ang g\u1EB7p s\u1EF1 c\u1ED1 v\xE0 t\u1EA1m th\u1EDDi kh\xF4ng th\u1EC3",
  "kh\xF4ng nh\u1EADn \u0111\u01B0\u1EE3c ph\u1EA3n h\u1ED3i t\u1EEB m\xE1y ch\u1EE7 \u0111\u1EA7u ngu\u1ED3n",
  "m\xE1y ch\u1EE7 g\u1EB7p s\u1EF1 c\u1ED1 b\u1EA5t ng\u1EDD",
  "k\u1EBFt n\u1ED1i m\xE1y ch\u1EE7 \u0111\xE3 h\u1EBFt th\u1EDDi gian ch\u1EDD",
  "m\xE1y ch\u1EE7 \u0111\xE3 h\u1EBFt th\u1EDDi gian ch\u1EDD trong khi \u0111\u1EE3i ph\u1EA3n h\u1ED3i",
  "s\u1ED1 l\u01B0\u1EE3ng token ho\u1EB7c s\u1ED1 l\u1EA7n y\xEAu c\u1EA7u \u0111\xE3 \u0111\u1EA1t gi\u1EDBi h\u1EA1n",
  "d\u1ECBch v\u1EE5 agent hi\u1EC7n kh\xF4ng kh\u1EA3 d\u1EE5ng",
  "\u0627\u0646\u062A\u0647\u062A \u0645\u0647\u0644\u0629 \u0627\u0644\u062E\u0627\u062F\u0645 \u0623\u062B\u0646\u0627\u0621 \u0627\u0646\u062A\u0638\u0627\u0631 \u0627\u0644\u0637\u0644\u0628",
  "\u064A\u0628\u062F\u0648 \u0623\u0646 \u0627\u0644\u062E\u0627\u062F\u0645 \u064A\u0648\u0627\u062C\u0647 \u0635\u0639\u0648\u0628\u0627\u062A \u0645\u0624\u0642\u062A\u0629",
  "\u064A\u0628\u062F\u0648 \u0623\u0646 \u0627\u0644\u062E\u0627\u062F\u0645 \u063A\u064A\u0631 \u0645\u062A\u0635\u0644 \u0645\u0624\u0642\u062A\u0627",
  "\u0645\u0639\u0627\u0644\u062C\u0629 \u0637\u0644\u0628\u0643\u060C \u0631\u0628\u0645\u0627 \u0628\u0633\u0628\u0628 \u0627\u0644\u062D\u0645\u0644 \u0627\u0644\u0632\u0627\u0626\u062F \u0623\u0648 \u0627\u0644\u0635\u064A\u0627\u0646\u0629",
  "\u0648\u0627\u062C\u0647 \u0627\u0644\u062E\u0627\u062F\u0645 \u0645\u0634\u0643\u0644\u0629 \u063A\u064A\u0631 \u0645\u062A\u0648\u0642\u0639\u0629",
  "\u0627\u0646\u062A\u0647\u062A \u0645\u0647\u0644\u0629 \u0627\u0644\u0627\u062A\u0635\u0627\u0644 \u0628\u0627\u0644\u062E\u0627\u062F\u0645",
  "\u0627\u0646\u062A\u0647\u062A \u0645\u0647\u0644\u0629 \u0627\u0644\u062E\u0627\u062F\u0645 \u0623\u062B\u0646\u0627\u0621 \u0627\u0646\u062A\u0638\u0627\u0631 \u0627\u0644\u0631\u062F",
  "\u062A\u0645 \u0627\u0644\u0648\u0635\u0648\u0644 \u0625\u0644\u0649 \u0627\u0644\u062D\u062F \u0627\u0644\u0623\u0642\u0635\u0649 \u0644\u0627\u0633\u062A\u062E\u062F\u0627\u0645 \u0627\u0644\u0631\u0645\u0648\u0632 \u0623\u0648 \u0639\u062F\u062F \u0627\u0644\u0637\u0644\u0628\u0627\u062A",
  "\u062E\u062F\u0645\u0629 \u0627\u0644\u0648\u0643\u064A\u0644 \u063A\u064A\u0631 \u0645\u062A\u0648\u0641\u0631\u0629 \u062D\u0627\u0644\u064A\u0627",
  "\u0632\u0645\u0627\u0646 \u0627\u0646\u062A\u0638\u0627\u0631 \u0633\u0631\u0648\u0631 \u0628\u0631\u0627\u06CC \u062F\u0631\u06CC\u0627\u0641\u062A \u062F\u0631\u062E\u0648\u0627\u0633\u062A \u0628\u0647 \u067E\u0627\u06CC\u0627\u0646 \u0631\u0633\u06CC\u062F\u0647 \u0627\u0633\u062A",
  "\u0633\u0631\u0648\u0631 \u0628\u0627 \u0645\u0634\u06A9\u0644 \u0645\u0648\u0627\u062C\u0647 \u0634\u062F\u0647 \u0648 \u0645\u0648\u0642\u062A\u0627 \u0642\u0627\u062F\u0631 \u0628\u0647 \u0627\u0646\u062C\u0627\u0645 \u062F\u0631\u062E\u0648\u0627\u0633\u062A \u0634\u0645\u0627 \u0646\u06CC\u0633\u062A",
  "\u0633\u0631\u0648\u0631 \u0645\u0648\u0642\u062A\u0627 \u0642\u0627\u062F\u0631 \u0628\u0647 \u0627\u0631\u0627\u0626\u0647 \u062E\u062F\u0645\u0627\u062A \u0646\u06CC\u0633\u062A",
  "\u0633\u0631\u0648\u0631 \u062F\u0631 \u062D\u0627\u0644 \u062D\u0627\u0636\u0631 \u0642\u0627\u062F\u0631 \u0628\u0647 \u067E\u0631\u062F\u0627\u0632\u0634 \u062F\u0631\u062E\u0648\u0627\u0633\u062A \u0634\u0645\u0627 \u0646\u06CC\u0633\u062A",
  "\u0633\u0631\u0648\u0631 \u0628\u0627 \u0645\u0634\u06A9\u0644\u06CC \u063A\u06CC\u0631\u0645\u0646\u062A\u0638\u0631\u0647 \u0645\u0648\u0627\u062C\u0647 \u0634\u062F\u0647",
  "\u0627\u062A\u0635\u0627\u0644 \u0628\u0647 \u0633\u0631\u0648\u0631 \u0628\u0647\u0645\u0648\u0642\u0639 \u067E\u0627\u0633\u062E \u0646\u062F\u0627\u062F",
  "\u0633\u0631\u0648\u0631 \u062F\u0631 \u0627\u0646\u062A\u0638\u0627\u0631 \u067E\u0627\u0633\u062E \u0632\u0645\u0627\u0646\u0627\u0634 \u0628\u0647 \u067E\u0627\u06CC\u0627\u0646 \u0631\u0633\u06CC\u062F",
  "\u062E\u062F\u0645\u0627\u062A \u0645\u062F\u0644 \u062F\u0631 \u062D\u0627\u0644 \u062D\u0627\u0636\u0631 \u062A\u062D\u062A \u0628\u0627\u0631 \u0633\u0646\u06AF\u06CC\u0646 \u0642\u0631\u0627\u0631 \u062F\u0627\u0631\u062F",
  "\u0627\u062A\u0635\u0627\u0644 \u0628\u0647 \u0633\u0631\u0648\u0631 \u0631\u062F \u06CC\u0627 \u0628\u0627\u0632\u0646\u0634\u0627\u0646\u06CC \u0634\u062F",
  "\u0634\u0645\u0627 \u0622\u0641\u0644\u0627\u06CC\u0646 \u0647\u0633\u062A\u06CC\u062F. \u0627\u06CC\u0646 \u06CC\u06A9 \u0645\u0634\u06A9\u0644 \u062F\u0631 \u0634\u0628\u06A9\u0647 \u0645\u062D\u0644\u06CC \u0634\u0645\u0627\u0633\u062A",
  "\u0627\u062A\u0635\u0627\u0644 \u0628\u0647 \u0633\u0631\u0648\u0631 \u0628\u0647 \u067E\u0627\u06CC\u0627\u0646 \u0632\u0645\u0627\u0646 \u062E\u0648\u062F \u0631\u0633\u06CC\u062F",
  "\u0633\u0631\u0648\u0631 \u0642\u0627\u0628\u0644 \u062F\u0633\u062A\u0631\u0633\u06CC \u0646\u06CC\u0633\u062A. \u0627\u06CC\u0646 \u0645\u0639\u0645\u0648\u0644\u0627 \u0646\u0634\u0627\u0646\u062F\u0647\u0646\u062F\u0647 \u06CC\u06A9 \u0645\u0634\u06A9\u0644 \u062F\u0631 \u0634\u0628\u06A9\u0647 \u0645\u062D\u0644\u06CC \u0627\u0633\u062A",
  "\u0633\u0631\u0648\u06CC\u0633 agent \u062F\u0631 \u062D\u0627\u0644 \u062D\u0627\u0636\u0631 \u062F\u0631 \u062F\u0633\u062A\u0631\u0633 \u0646\u06CC\u0633\u062A",
  "\u0441\u044A\u0440\u0432\u044A\u0440\u044A\u0442 \u0438\u0437\u0442\u0435\u0447\u0435 \u0432\u0440\u0435\u043C\u0435\u0442\u043E \u0437\u0430 \u0438\u0437\u0447\u0430\u043A\u0432\u0430\u043D\u0435",
  "\u0441\u044A\u0440\u0432\u044A\u0440\u044A\u0442 \u0438\u043C\u0430 \u0437\u0430\u0442\u0440\u0443\u0434\u043D\u0435\u043D\u0438\u044F \u0438 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043D\u0435 \u043C\u043E\u0436\u0435 \u0434\u0430 \u0438\u0437\u043F\u044A\u043B\u043D\u0438 \u0437\u0430\u044F\u0432\u043A\u0430\u0442\u0430",
  "\u0441\u044A\u0440\u0432\u044A\u0440\u044A\u0442 \u0435 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043D\u0435\u0434\u043E\u0441\u0442\u044A\u043F\u0435\u043D",
  "\u0441\u044A\u0440\u0432\u044A\u0440\u044A\u0442 \u043D\u0435 \u043F\u043E\u043B\u0443\u0447\u0438 \u043E\u0442\u0433\u043E\u0432\u043E\u0440 \u043E\u0442 \u0433\u043E\u0440\u043D\u0438\u044F \u0441\u044A\u0440\u0432\u044A\u0440",
  "\u0432\u044A\u0437\u043D\u0438\u043A\u043D\u0430 \u043D\u0435\u043E\u0447\u0430\u043A\u0432\u0430\u043D \u043F\u0440\u043E\u0431\u043B\u0435\u043C \u0441\u044A\u0441 \u0441\u044A\u0440\u0432\u044A\u0440\u0430",
  "\u0432\u0440\u044A\u0437\u043A\u0430\u0442\u0430 \u0441\u044A\u0441 \u0441\u044A\u0440\u0432\u044A\u0440\u0430 \u0438\u0437\u0442\u0435\u0447\u0435",
  "\u0434\u043E\u0441\u0442\u0438\u0433\u043D\u0430\u0442 \u0435 \u043B\u0438\u043C\u0438\u0442\u044A\u0442 \u0437\u0430 \u0442\u043E\u043A\u0435\u043D\u0438 \u0438\u043B\u0438 \u0437\u0430\u044F\u0432\u043A\u0438 \u0437\u0430 \u0442\u043E\u0437\u0438 \u043A\u043B\u044E\u0447",
  "\u0443\u0441\u043B\u0443\u0433\u0430\u0442\u0430 agent \u043D\u0435 \u0435 \u0434\u043E\u0441\u0442\u044A\u043F\u043D\u0430",
  // round 52-CM1: LobeHub's error.json in ru-RU, fr-FR, es-ES, it-IT, pt-BR, pl-PL
  "\u0441\u0435\u0440\u0432\u0435\u0440 \u043D\u0435 \u0434\u043E\u0436\u0434\u0430\u043B\u0441\u044F \u0437\u0430\u043F\u0440\u043E\u0441\u0430",
  "\u043D\u0430 \u0441\u0435\u0440\u0432\u0435\u0440\u0435 \u0432\u043E\u0437\u043D\u0438\u043A\u043B\u0438 \u0442\u0440\u0443\u0434\u043D\u043E\u0441\u0442\u0438",
  "\u0441\u0435\u0440\u0432\u0435\u0440 \u043D\u0435 \u043F\u043E\u043B\u0443\u0447\u0438\u043B \u043E\u0442\u0432\u0435\u0442 \u043E\u0442 \u0432\u044B\u0448\u0435\u0441\u0442\u043E\u044F\u0449\u0435\u0433\u043E \u0441\u0435\u0440\u0432\u0435\u0440\u0430",
  "\u043D\u0430 \u0441\u0435\u0440\u0432\u0435\u0440\u0435 \u043F\u0440\u043E\u0438\u0437\u043E\u0448\u043B\u0430 \u043D\u0435\u043F\u0440\u0435\u0434\u0432\u0438\u0434\u0435\u043D\u043D\u0430\u044F \u043E\u0448\u0438\u0431\u043A\u0430",
  "\u0441\u043E\u0435\u0434\u0438\u043D\u0435\u043D\u0438\u0435 \u0441 \u0441\u0435\u0440\u0432\u0435\u0440\u043E\u043C \u043F\u0440\u0435\u0440\u0432\u0430\u043D\u043E \u043F\u043E \u0442\u0430\u0439\u043C-\u0430\u0443\u0442\u0443",
  "\u0441\u0435\u0440\u0432\u0435\u0440 \u043D\u0435 \u0434\u043E\u0436\u0434\u0430\u043B\u0441\u044F \u043E\u0442\u0432\u0435\u0442\u0430",
  "\u0434\u043E\u0441\u0442\u0438\u0433\u043D\u0443\u0442 \u043B\u0438\u043C\u0438\u0442 \u0442\u043E\u043A\u0435\u043D\u043E\u0432 \u0438\u043B\u0438 \u0437\u0430\u043F\u0440\u043E\u0441\u043E\u0432 \u043F\u043E \u043A\u043B\u044E\u0447\u0443",
  "le serveur a expir\xE9 en attendant la requ\xEAte",
  "le serveur rencontre des difficult\xE9s et ne peut pas traiter votre requ\xEAte",
  "le serveur est temporairement indisponible",
  "n'a pas re\xE7u de r\xE9ponse du serveur en amont",
  "le serveur a rencontr\xE9 un probl\xE8me inattendu",
  "la connexion au serveur a expir\xE9",
  "le serveur a expir\xE9 en attendant une r\xE9ponse",
  "la limite de quota pour cette cl\xE9 a \xE9t\xE9 atteinte",
  "le service agent est actuellement indisponible",
  "el servidor agot\xF3 el tiempo de espera",
  "el servidor est\xE1 teniendo dificultades",
  "el servidor est\xE1 temporalmente fuera de servicio",
  "el servidor no puede procesar tu solicitud en este momento",
  "el servidor encontr\xF3 un problema inesperado",
  "la conexi\xF3n con el servidor expir\xF3",
  "se alcanz\xF3 el l\xEDmite de uso de tokens o solicitudes para esta clave",
  "el servicio agent no est\xE1 disponible",
  "il servizio agent non \xE8 disponibile",
  "o servidor demorou para responder",
  "voc\xEA est\xE1 fazendo solicita\xE7\xF5es com muita frequ\xEAncia",
  "o servidor est\xE1 enfrentando dificuldades",
  "o servidor est\xE1 temporariamente indispon\xEDvel",
  "n\xE3o recebeu resposta do servidor upstream",
  "o servidor encontrou um problema inesperado",
  "a conex\xE3o com o servidor expirou",
  "o uso de tokens ou n\xFAmero de solicita\xE7\xF5es atingiu o limite da chave",
  "o servi\xE7o agent est\xE1 indispon\xEDvel",
  "serwer przekroczy\u0142 czas oczekiwania na \u017C\u0105danie",
  "serwer napotka\u0142 trudno\u015Bci i tymczasowo nie mo\u017Ce zrealizowa\u0107 \u017C\u0105dania",
  "serwer jest chwilowo niedost\u0119pny",
  "serwer jest przeci\u0105\u017Cony lub w trakcie konserwacji",
  "serwer nie otrzyma\u0142 odpowiedzi od serwera nadrz\u0119dnego",
  "wyst\u0105pi\u0142 nieoczekiwany b\u0142\u0105d serwera",
  "po\u0142\u0105czenie z serwerem wygas\u0142o",
  "serwer przekroczy\u0142 czas oczekiwania na odpowied\u017A",
  "limit token\xF3w lub liczby \u017C\u0105da\u0144 dla tego klucza zosta\u0142 osi\u0105gni\u0119ty",
  "us\u0142uga agenta jest obecnie niedost\u0119pna",
  // round 51-CH: LobeHub's error.json in zh-CN, zh-TW, ja-JP, ko-KR, de-DE
  "aufgrund eines zeit\xFCberschreitungsfehlers fehlgeschlagen",
  "der server ist vor\xFCbergehend nicht erreichbar",
  "ein unerwarteter fehler ist aufgetreten. wir arbeiten an einer l\xF6sung",
  "der server hat zu lange auf eine antwort gewartet",
  "sie scheinen offline zu sein. dies ist ein problem mit ihrem lokalen netzwerk",
  "die verbindung zum server hat eine zeit\xFCberschreitung verursacht",
  "der server konnte nicht erreicht werden",
  "agent-dienst derzeit nicht verf\xFCgbar",
  "der server hat eine antwort zur\xFCckgegeben, die die app nicht lesen konnte",
  "\uC694\uCCAD\uC774 \uC2DC\uAC04 \uCD08\uACFC\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "\uC11C\uBC84 \uB0B4\uBD80 \uC624\uB958\uAC00 \uBC1C\uC0DD\uD588\uC2B5\uB2C8\uB2E4",
  "\uAC8C\uC774\uD2B8\uC6E8\uC774 \uC624\uB958\uAC00 \uBC1C\uC0DD\uD588\uC2B5\uB2C8\uB2E4",
  "\uC751\uB2F5 \uB300\uAE30 \uC2DC\uAC04\uC774 \uB108\uBB34 \uAE41\uB2C8\uB2E4",
  "\uC11C\uBE44\uC2A4\uC5D0\uC11C \uC608\uAE30\uCE58 \uC54A\uC740 \uBB38\uC81C\uAC00 \uBC1C\uC0DD\uD558\uC5EC \uC694\uCCAD\uC744 \uC644\uB8CC\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4",
  "\uC5F0\uACB0\uC774 \uC2DC\uAC04 \uCD08\uACFC\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "\uD1A0\uD070 \uC0AC\uC6A9\uB7C9 \uB610\uB294 \uC694\uCCAD \uD69F\uC218\uAC00 \uD560\uB2F9\uB7C9 \uC0C1\uD55C\uC5D0 \uB3C4\uB2EC\uD588\uC2B5\uB2C8\uB2E4",
  "\uB3C4\uC6B0\uBBF8 \uC2E4\uD589 \uC11C\uBE44\uC2A4\uB97C \uC77C\uC2DC\uC801\uC73C\uB85C \uC0AC\uC6A9\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4",
  "\u8BF7\u6C42\u8D85\u65F6\uFF0C\u8BF7\u68C0\u67E5\u7F51\u7EDC\u8FDE\u63A5",
  "\u4F3A\u670D\u5668\u5728\u7B49\u5F85\u8ACB\u6C42\u6642\u8D85\u6642",
  "token \u4F7F\u7528\u91CF\u6216\u8ACB\u6C42\u6B21\u6578\u5DF2\u9054\u8A72\u91D1\u9470\u7684\u914D\u984D\u4E0A\u9650",
  // round 50-CE: big-AGI's banners, ChatHub's and Poe's texts in 10 languages, Page Assist's connection banner in 19, Enchanted
  "openai servers appear to be having trouble",
  "\u064A\u0628\u062F\u0648 \u0623\u0646\u0643 \u062A\u0648\u0627\u062C\u0647 \u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u0627\u062A\u0635\u0627\u0644",
  "zd\xE1 se, \u017Ee m\xE1te probl\xE9m se spojen\xEDm",
  "du har en forbindelsesfejl",
  "dass sie ein verbindungsproblem haben",
  "hubo un error de conexi\xF3n",
  "\u0628\u0647 \u0646\u0638\u0631 \u0645\u06CC \u0631\u0633\u062F \u06A9\u0647 \u062E\u0637\u0627\u06CC \u0627\u062A\u0635\u0627\u0644 \u062F\u0627\u0631\u06CC\u062F",
  "vous rencontriez une erreur de connexion",
  "\u05E0\u05E8\u05D0\u05D4 \u05E9\u05D9\u05E9 \u05DC\u05DA \u05E9\u05D2\u05D9\u05D0\u05EA \u05D7\u05D9\u05D1\u05D5\u05E8",
  "c'\xE8 stato un problema di connessione",
  "\u63A5\u7D9A\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u3066\u3044\u308B\u3088\u3046\u3067\u3059",
  "\uC5F0\uACB0 \uC624\uB958\uAC00 \uBC1C\uC0DD\uD55C \uAC83 \uAC19\uC2B5\uB2C8\uB2E4",
  "\u0D28\u0D3F\u0D19\u0D4D\u0D19\u0D7E\u0D15\u0D4D\u0D15\u0D4D \u0D15\u0D23\u0D15\u0D4D\u0D37\u0D7B \u0D2A\u0D4D\u0D30\u0D36\u0D4D\u0D28\u0D02 \u0D09\u0D23\u0D4D\u0D1F\u0D46\u0D28\u0D4D\u0D28\u0D41 \u0D15\u0D3E\u0D23\u0D41\u0D28\u0D4D\u0D28\u0D41",
  "du har en tilkoblingsfeil",
  "voc\xEA est\xE1 tendo um erro de conex\xE3o",
  "\u0443 \u0432\u0430\u0441 \u0432\u043E\u0437\u043D\u0438\u043A\u043B\u0430 \u043E\u0448\u0438\u0431\u043A\u0430 \u0441\u043E\u0435\u0434\u0438\u043D\u0435\u043D\u0438\u044F",
  "du har ett anslutningsfel",
  "\u0443 \u0432\u0430\u0441 \u0432\u0438\u043D\u0438\u043A\u043B\u0430 \u043F\u0440\u043E\u0431\u043B\u0435\u043C\u0430 \u0437 \u043F\u0456\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u043D\u044F\u043C",
  "\u770B\u8D77\u4F86\u60A8\u9047\u5230\u4E86\u9023\u7DDA\u932F\u8AA4",
  "\u770B\u8D77\u6765\u60A8\u9047\u5230\u4E86\u8FDE\u63A5\u9519\u8BEF",
  // round 44-BC: SillyTavern's 'API returned an error' toasts for 401, 402, 403, its Horde fault; AstrBot's texts
  "horde request faulted",
  // round 44-BB: sub2api's and claude-relay-service's own texts to clients
  "too many pending requests",
  "concurrency limit exceeded for",
  "upstream service overloaded",
  "failed to acquire concurrency slot",
  "user message queue wait timeout",
  "\u5DF2\u8FBE\u5230\u8BF7\u6C42\u6B21\u6570\u9650\u5236",
  "\u5DF2\u8FBE\u5230 token \u4F7F\u7528\u9650\u5236",
  "\u5DF2\u8FBE\u5230\u8D39\u7528\u9650\u5236",
  // round 44-AZ: RAGFlow's status, network and key texts in its 16 locales
  "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u062E\u0627\u062F\u0645\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u062A\u062D\u0642\u0642 \u0645\u0646 \u0627\u0644\u062E\u0627\u062F\u0645",
  "\u0433\u0440\u0435\u0448\u043A\u0430 \u043D\u0430 \u0441\u044A\u0440\u0432\u044A\u0440\u0430, \u043C\u043E\u043B\u044F, \u043F\u0440\u043E\u0432\u0435\u0440\u0435\u0442\u0435 \u0441\u044A\u0440\u0432\u044A\u0440\u0430",
  "serverfehler ist aufgetreten, bitte \xFCberpr\xFCfen sie den server",
  "error en el servidor, por favor revisa el servidor",
  "kesalahan server, silakan periksa server",
  "errore del server, controlla il server",
  "\u30B5\u30FC\u30D0\u30FC\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F\u3002\u30B5\u30FC\u30D0\u30FC\u3092\u78BA\u8A8D\u3057\u3066\u304F\u3060\u3055\u3044",
  "erro no servidor, por favor, verifique o servidor",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u0441\u0435\u0440\u0432\u0435\u0440\u0430, \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u0441\u0435\u0440\u0432\u0435\u0440",
  "l\u1ED7i m\xE1y ch\u1EE7, vui l\xF2ng ki\u1EC3m tra m\xE1y ch\u1EE7",
  "\u670D\u52D9\u5668\u767C\u751F\u932F\u8AA4\uFF0C\u8ACB\u6AA2\u67E5\u670D\u52D9\u5668",
  "\u0627\u0644\u062E\u062F\u0645\u0629 \u063A\u064A\u0631 \u0645\u062A\u0627\u062D\u0629 \u0648\u0627\u0644\u062E\u0627\u062F\u0645 \u0645\u062D\u0645\u0644 \u0628\u0634\u0643\u0644 \u0632\u0627\u0626\u062F",
  "\u0441\u044A\u0440\u0432\u044A\u0440\u044A\u0442 \u0435 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043F\u0440\u0435\u0442\u043E\u0432\u0430\u0440\u0435\u043D",
  "der server ist vor\xFCbergehend \xFCberlastet",
  "el servidor est\xE1 temporalmente sobrecargado",
  "le serveur est temporairement surcharg\xE9",
  "server sementara kelebihan beban",
  "il server \xE8 temporaneamente sovraccarico",
  "o servidor est\xE1 temporariamente sobrecarregado",
  "\u0441\u0435\u0440\u0432\u0435\u0440 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043F\u0435\u0440\u0435\u0433\u0440\u0443\u0436\u0435\u043D",
  "sunucu ge\xE7ici olarak a\u015F\u0131r\u0131 y\xFCklenmi\u015F",
  "m\xE1y ch\u1EE7 \u0111ang qu\xE1 t\u1EA3i t\u1EA1m th\u1EDDi",
  "\u670D\u52D9\u5668\u66AB\u6642\u904E\u8F09",
  "\u0430\u043D\u043E\u043C\u0430\u043B\u0438\u044F \u0432\u044A\u0432 \u0432\u0430\u0448\u0430\u0442\u0430 \u043C\u0440\u0435\u0436\u0430",
  "anomalie in ihrem netzwerk",
  "abnormality in your network",
  "hay una anomal\xEDa en tu red",
  "une anomalie sur votre r\xE9seau",
  "kelainan dalam jaringan anda",
  "un'anomalia nella tua rete",
  "uma anomalia na sua rede",
  "\u0432 \u0432\u0430\u0448\u0435\u0439 \u0441\u0435\u0442\u0438 \u0435\u0441\u0442\u044C \u0430\u043D\u043E\u043C\u0430\u043B\u0438\u044F",
  "a\u011F\u0131n\u0131zda bir anormallik var",
  "m\u1EA1ng c\u1EE7a b\u1EA1n c\xF3 s\u1EF1 b\u1EA5t th\u01B0\u1EDDng",
  "\u7DB2\u7D61\u767C\u751F\u7570\u5E38\uFF0C\u7121\u6CD5\u9023\u63A5\u670D\u52D9\u5668",
  // round 43-RZ: Roo Code's empty-answer texts and its embedder's rate-limit retries in every locale
  "the model returned no assistant messages",
  "did not provide any response content",
  "the language model returned an empty response",
  "el model no ha proporcionat cap contingut de resposta",
  "el model de llenguatge ha retornat una resposta buida",
  "das modell hat keinen antwortinhalt geliefert",
  "das sprachmodell hat eine leere antwort",
  "el modelo no proporcion\xF3 ning\xFAn contenido de respuesta",
  "el modelo de lenguaje devolvi\xF3 una respuesta vac\xEDa",
  "le mod\xE8le n'a fourni aucun contenu de r\xE9ponse",
  "le mod\xE8le de langage a renvoy\xE9 une r\xE9ponse vide",
  "\u092E\u0949\u0921\u0932 \u0928\u0947 \u0915\u094B\u0908 \u092A\u094D\u0930\u0924\u093F\u0915\u094D\u0930\u093F\u092F\u093E \u0938\u093E\u092E\u0917\u094D\u0930\u0940 \u092A\u094D\u0930\u0926\u093E\u0928 \u0928\u0939\u0940\u0902 \u0915\u0940",
  "\u092D\u093E\u0937\u093E \u092E\u0949\u0921\u0932 \u0928\u0947 \u092C\u093F\u0928\u093E \u0915\u093F\u0938\u0940 \u091F\u0947\u0915\u094D\u0938\u094D\u091F \u092F\u093E \u091F\u0942\u0932 \u0915\u0949\u0932 \u0915\u0947 \u0916\u093E\u0932\u0940 \u092A\u094D\u0930\u0924\u093F\u0915\u094D\u0930\u093F\u092F\u093E \u0932\u094C\u091F\u093E\u0908",
  "model tidak memberikan konten respons apa pun",
  "model bahasa mengembalikan respons kosong",
  "il modello non ha fornito alcun contenuto di risposta",
  "il modello linguistico ha restituito una risposta vuota",
  "\u30E2\u30C7\u30EB\u306F\u5FDC\u7B54\u30B3\u30F3\u30C6\u30F3\u30C4\u3092\u63D0\u4F9B\u3057\u307E\u305B\u3093\u3067\u3057\u305F",
  "\u8A00\u8A9E\u30E2\u30C7\u30EB\u306F\u30C6\u30AD\u30B9\u30C8\u3084\u30C4\u30FC\u30EB\u547C\u3073\u51FA\u3057\u306E\u306A\u3044\u7A7A\u306E\u5FDC\u7B54\u3092\u8FD4\u3057\u307E\u3057\u305F",
  "\uBAA8\uB378\uC774 \uC751\uB2F5 \uB0B4\uC6A9\uC744 \uC81C\uACF5\uD558\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4",
  "\uC5B8\uC5B4 \uBAA8\uB378\uC774 \uD14D\uC2A4\uD2B8\uB098 \uB3C4\uAD6C \uD638\uCD9C \uC5C6\uC774 \uBE48 \uC751\uB2F5\uC744 \uBC18\uD658\uD588\uC2B5\uB2C8\uB2E4",
  "het model heeft geen reactie-inhoud geleverd",
  "het taalmodel heeft een lege reactie geretourneerd",
  "model nie dostarczy\u0142 \u017Cadnej odpowiedzi",
  "model j\u0119zykowy zwr\xF3ci\u0142 pust\u0105 odpowied\u017A",
  "o modelo n\xE3o forneceu nenhum conte\xFAdo de resposta",
  "o modelo de linguagem retornou uma resposta vazia",
  "\u043C\u043E\u0434\u0435\u043B\u044C \u043D\u0435 \u043F\u0440\u0435\u0434\u043E\u0441\u0442\u0430\u0432\u0438\u043B\u0430 \u043D\u0438\u043A\u0430\u043A\u043E\u0433\u043E \u0441\u043E\u0434\u0435\u0440\u0436\u0438\u043C\u043E\u0433\u043E \u043E\u0442\u0432\u0435\u0442\u0430",
  "\u044F\u0437\u044B\u043A\u043E\u0432\u0430\u044F \u043C\u043E\u0434\u0435\u043B\u044C \u0432\u0435\u0440\u043D\u0443\u043B\u0430 \u043F\u0443\u0441\u0442\u043E\u0439 \u043E\u0442\u0432\u0435\u0442",
  "model herhangi bir yan\u0131t i\xE7eri\u011Fi sa\u011Flamad\u0131",
  "dil modeli herhangi bir metin veya ara\xE7 \xE7a\u011Fr\u0131s\u0131 olmadan bo\u015F bir yan\u0131t d\xF6nd\xFCrd\xFC",
  "m\xF4 h\xECnh kh\xF4ng cung c\u1EA5p b\u1EA5t k\u1EF3 n\u1ED9i dung ph\u1EA3n h\u1ED3i n\xE0o",
  "m\xF4 h\xECnh ng\xF4n ng\u1EEF \u0111\xE3 tr\u1EA3 v\u1EC1 m\u1ED9t ph\u1EA3n h\u1ED3i tr\u1ED1ng",
  "\u6A21\u578B\u672A\u63D0\u4F9B\u4EFB\u4F55\u54CD\u5E94\u5185\u5BB9",
  "\u6A21\u578B\u672A\u63D0\u4F9B\u4EFB\u4F55\u56DE\u61C9\u5167\u5BB9",
  "rate limit hit, retrying in",
  "s'ha assolit el l\xEDmit de velocitat, es torna a intentar en",
  "ratenlimit erreicht, wiederholung in",
  "l\xEDmite de velocidad alcanzado, reintentando en",
  "limite de d\xE9bit atteinte, nouvelle tentative dans",
  "\u0926\u0930 \u0938\u0940\u092E\u093E \u0938\u092E\u093E\u092A\u094D\u0924,",
  "batas rate tercapai, mencoba lagi dalam",
  "limite di velocit\xE0 raggiunto, nuovo tentativo tra",
  "\u30EC\u30FC\u30C8\u5236\u9650\u306B\u9054\u3057\u307E\u3057\u305F",
  "\uC18D\uB3C4 \uC81C\uD55C\uC5D0 \uB3C4\uB2EC\uD588\uC2B5\uB2C8\uB2E4",
  "snelheidslimiet bereikt, opnieuw proberen over",
  "limite de taxa atingido, tentando novamente em",
  "\u0434\u043E\u0441\u0442\u0438\u0433\u043D\u0443\u0442 \u043B\u0438\u043C\u0438\u0442 \u0441\u043A\u043E\u0440\u043E\u0441\u0442\u0438, \u043F\u043E\u0432\u0442\u043E\u0440\u043D\u0430\u044F \u043F\u043E\u043F\u044B\u0442\u043A\u0430 \u0447\u0435\u0440\u0435\u0437",
  "\u0111\xE3 \u0111\u1EA1t \u0111\u1EBFn gi\u1EDBi h\u1EA1n t\u1ED1c \u0111\u1ED9, th\u1EED l\u1EA1i sau",
  // round 42-AY: AnythingLLM's missing provider keys, endpoints and models, its Ollama text; Jan's engine texts
  "ollama instance could not be reached",
  // round 41-AT: LibreChat's key, base-URL, stream and fork-limit texts in every locale
  "the response stream has expired or already completed",
  "atbildes pl\u016Bsma ir beigusies vai jau pabeigta",
  "zu viele forks anfragen",
  "\u062F\u0631\u062E\u0648\u0627\u0633\u062A\u0647\u0627\u06CC \u0627\u0646\u0634\u0639\u0627\u0628 (fork) \u0628\u06CC\u0634 \u0627\u0632 \u062D\u062F",
  "trop de demandes de duplications",
  "\u05D9\u05D5\u05EA\u05E8 \u05DE\u05D3\u05D9 \u05D1\u05E7\u05E9\u05D5\u05EA \u05E4\u05D9\u05E6\u05D5\u05DC",
  "\u30D5\u30A9\u30FC\u30AF\u8981\u6C42\u304C\u591A\u3059\u304E\u307E\u3059",
  "p\u0101r\u0101k daudz atzaru piepras\u012Bjumu",
  "for mange forgrening-foresp\xF8rsler",
  "te veel fork verzoeken",
  "demasiados pedidos de deriva\xE7\xE3o",
  "\u0437\u0430\u0431\u0430\u0433\u0430\u0442\u043E \u0437\u0430\u043F\u0438\u0442\u0456\u0432 \u043D\u0430 \u0440\u043E\u0437\u0433\u0430\u043B\u0443\u0436\u0435\u043D\u043D\u044F",
  // round 41-AU: Cherry Studio's texts in its Arabic, Korean, Czech, Spanish (Mexico), zh-TW and other locale files
  "\u53D1\u9001\u8FC7\u4E8E\u9891\u7E41",
  "\u50B3\u9001\u904E\u65BC\u983B\u7E41",
  "zu viele anfragen. bitte warten sie",
  "\u03C5\u03C0\u03B5\u03C1\u03B2\u03BF\u03BB\u03B9\u03BA\u03AE \u03C3\u03C5\u03C7\u03BD\u03CC\u03C4\u03B7\u03C4\u03B1 \u03C3\u03C4\u03B5\u03AF\u03BB\u03B1\u03C4\u03B5",
  "env\xEDo demasiado frecuente, espere",
  "\u0637\u0644\u0628\u0627\u062A \u0643\u062B\u064A\u0631\u0629 \u062C\u062F\u0627\u064B",
  "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u062E\u0627\u062F\u0645. \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u062E\u0627\u062F\u0645\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u0628\u0648\u0627\u0628\u0629. \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u0628\u0648\u0627\u0628\u0629\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u0627\u0644\u062E\u062F\u0645\u0629 \u063A\u064A\u0631 \u0645\u062A\u0648\u0641\u0631\u0629. \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u0627\u0644\u062E\u062F\u0645\u0629 \u063A\u064A\u0631 \u0645\u062A\u0648\u0641\u0631\u0629\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u0627\u0644\u062E\u062F\u0645\u0629 \u063A\u064A\u0631 \u0645\u062A\u0627\u062D\u0629. \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u0627\u0644\u062E\u062F\u0645\u0629 \u063A\u064A\u0631 \u0645\u062A\u0627\u062D\u0629\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u0627\u0646\u062A\u0647\u062A \u0645\u0647\u0644\u0629 \u0627\u0644\u0628\u0648\u0627\u0628\u0629. \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u0627\u0646\u062A\u0647\u0627\u0621 \u0645\u0647\u0644\u0629 \u0627\u0644\u0628\u0648\u0627\u0628\u0629\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u0442\u0430\u0439\u043C\u0430\u0443\u0442 \u0448\u043B\u044E\u0437\u0430\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629",
  "\u062A\u0639\u0630\u0631 \u0627\u0644\u0627\u062A\u0635\u0627\u0644 \u0628\u0627\u0644\u062E\u0627\u062F\u0645\u060C \u062A\u062D\u0642\u0642 \u0645\u0646 \u0627\u0644\u0634\u0628\u0643\u0629",
  "\u0627\u0646\u0642\u0637\u0639\u062A \u0627\u0644\u0627\u0633\u062A\u062C\u0627\u0628\u0629\u060C \u062A\u062D\u0642\u0642 \u0645\u0646 \u0627\u0633\u062A\u0642\u0631\u0627\u0631 \u0627\u0644\u0634\u0628\u0643\u0629",
  "\u062A\u062C\u0627\u0648\u0632 \u0645\u0639\u062F\u0644 \u0627\u0644\u0637\u0644\u0628\u0627\u062A \u0627\u0644\u062D\u062F \u0627\u0644\u0623\u0642\u0635\u0649",
  "\u0627\u0644\u0625\u0631\u0633\u0627\u0644 \u0633\u0631\u064A\u0639 \u062C\u062F\u064B\u0627\u060C \u064A\u0631\u062C\u0649 \u0627\u0644\u0627\u0646\u062A\u0638\u0627\u0631",
  "\u062A\u0645 \u0627\u0644\u0625\u0631\u0633\u0627\u0644 \u0628\u0634\u0643\u0644 \u0645\u062A\u0643\u0631\u0631 \u0644\u0644\u063A\u0627\u064A\u0629",
  "\uC694\uCCAD\uC774 \uB108\uBB34 \uB9CE\uC2B5\uB2C8\uB2E4. \uB098\uC911\uC5D0 \uB2E4\uC2DC \uC2DC\uB3C4",
  "\uC11C\uBC84 \uC624\uB958. \uB098\uC911\uC5D0 \uB2E4\uC2DC \uC2DC\uB3C4",
  "\uC11C\uBC84 \uC624\uB958\uAC00 \uBC1C\uC0DD\uD588\uC2B5\uB2C8\uB2E4. \uB098\uC911\uC5D0 \uB2E4\uC2DC \uC2DC\uB3C4",
  "\uAC8C\uC774\uD2B8\uC6E8\uC774 \uC624\uB958. \uB098\uC911\uC5D0 \uB2E4\uC2DC \uC2DC\uB3C4",
  "\uC11C\uBE44\uC2A4\uB97C \uC0AC\uC6A9\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4. \uB098\uC911\uC5D0 \uB2E4\uC2DC \uC2DC\uB3C4",
  "\uAC8C\uC774\uD2B8\uC6E8\uC774 \uD0C0\uC784\uC544\uC6C3\uC774 \uBC1C\uC0DD\uD588\uC2B5\uB2C8\uB2E4",
  "\uC804\uC1A1\uC774 \uB108\uBB34 \uC790\uC8FC \uBC1C\uC0DD\uD569\uB2C8\uB2E4",
  "p\u0159\xEDli\u0161 mnoho \u017E\xE1dost\xED",
  "chyba serveru. zkuste to pros\xEDm znovu",
  "chyba br\xE1ny. zkuste to pros\xEDm znovu",
  "slu\u017Eba nen\xED k dispozici. zkuste to",
  "\u010Dasov\xFD limit br\xE1ny. zkuste to",
  "se super\xF3 el l\xEDmite de solicitudes",
  "error del servidor. intenta de nuevo",
  "error de la puerta de enlace. intenta de nuevo",
  "el servicio no est\xE1 disponible. intenta de nuevo",
  "est\xE1s enviando muy r\xE1pido. espera",
  // round 41-AW: Dify's texts in 13 more locales
  "il limite di velocit\xE0 \xE8 stato raggiunto",
  "o limite de taxa foi atingido",
  "osi\u0105gni\u0119to limit szybko\u015Bci",
  "\u0434\u043E\u0441\u044F\u0433\u043D\u0443\u0442\u043E \u043B\u0456\u043C\u0456\u0442\u0443 \u0448\u0432\u0438\u0434\u043A\u043E\u0441\u0442\u0456",
  "h\u0131z s\u0131n\u0131r\u0131na ula\u015F\u0131ld\u0131",
  "limita de vitez\u0103 a fost atins\u0103",
  "\u0645\u062D\u062F\u0648\u062F\u06CC\u062A \u0646\u0631\u062E \u0628\u0647 \u062F\u0633\u062A \u0622\u0645\u062F",
  "\u0930\u0947\u091F \u0938\u0940\u092E\u093E \u092A\u0939\u0941\u0902\u091A \u0917\u0908",
  "\u0E16\u0E36\u0E07\u0E02\u0E35\u0E14\u0E08\u0E4D\u0E32\u0E01\u0E31\u0E14\u0E2D\u0E31\u0E15\u0E23\u0E32\u0E41\u0E25\u0E49\u0E27",
  "omejitev hitrosti je dose\u017Eena",
  "batas kecepatan tercapai",
  "\u062A\u0645 \u0627\u0644\u0648\u0635\u0648\u0644 \u0625\u0644\u0649 \u062D\u062F \u0627\u0644\u0645\u0639\u062F\u0644",
  "sor\u011Fu tezliyi h\u0259ddin\u0259 \xE7at\u0131l\u0131b",
  // round 41-AV: Chatbox's system, licence and search-key texts in its locales; Kilo Code's empty-reply text in 17 more
  "\u062D\u062F\u062B \u062E\u0637\u0623 \u0623\u062B\u0646\u0627\u0621 \u0645\u0639\u0627\u0644\u062C\u0629 \u0637\u0644\u0628\u0643. \u064A\u0631\u062C\u0649 \u0627\u0644\u0645\u062D\u0627\u0648\u0644\u0629 \u0645\u0631\u0629 \u0623\u062E\u0631\u0649 \u0644\u0627\u062D\u0642\u064B\u0627",
  "error al procesar su solicitud. por favor, int\xE9ntelo de nuevo m\xE1s tarde",
  "errore durante il processamento della tua richiesta. per favore, riprova pi\xF9 tardi",
  "feil under behandlingen av foresp\xF8rselen din. vennligst pr\xF8v igjen senere",
  "erro ao processar a sua solicita\xE7\xE3o. por favor, tente novamente mais tarde",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u043F\u0440\u0438 \u043E\u0431\u0440\u0430\u0431\u043E\u0442\u043A\u0435 \u0432\u0430\u0448\u0435\u0433\u043E \u0437\u0430\u043F\u0440\u043E\u0441\u0430. \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u043F\u043E\u043F\u0440\u043E\u0431\u0443\u0439\u0442\u0435 \u0441\u043D\u043E\u0432\u0430 \u043F\u043E\u0437\u0436\u0435",
  "ett fel uppstod vid behandling av din f\xF6rfr\xE5gan. f\xF6rs\xF6k igen senare",
  "\u0627\u0646\u062A\u0647\u062A \u0627\u0633\u062A\u062C\u0627\u0628\u0629 \u0627\u0644\u0646\u0645\u0648\u0630\u062C \u0628\u0634\u0643\u0644 \u063A\u064A\u0631 \u0645\u062A\u0648\u0642\u0639 (\u0644\u0627 \u062A\u0648\u062C\u062F \u0631\u0633\u0627\u0626\u0644 \u0645\u0633\u0627\u0639\u062F)",
  "ha acabat de forma inesperada (cap missatge de l'assistent)",
  "neo\u010Dek\xE1van\u011B skon\u010Dila (\u017E\xE1dn\xE9 zpr\xE1vy asistenta)",
  "termin\xF3 inesperadamente (sin mensajes del asistente)",
  "\u0905\u092A\u094D\u0930\u0924\u094D\u092F\u093E\u0936\u093F\u0924 \u0930\u0942\u092A \u0938\u0947 \u0938\u092E\u093E\u092A\u094D\u0924 \u0939\u094B \u0917\u0908 (\u0915\u094B\u0908 \u0938\u0939\u093E\u092F\u0915 \u0938\u0902\u0926\u0947\u0936 \u0928\u0939\u0940\u0902)",
  "berakhir secara tidak terduga (tidak ada pesan asisten)",
  "terminata inaspettatamente (nessun messaggio dell'assistente)",
  "\uC608\uC0C1\uCE58 \uBABB\uD558\uAC8C \uC885\uB8CC\uB418\uC5C8\uC2B5\uB2C8\uB2E4 (\uC5B4\uC2DC\uC2A4\uD134\uD2B8 \uBA54\uC2DC\uC9C0 \uC5C6\uC74C)",
  "reageerde onverwacht (geen assistent berichten)",
  "zako\u0144czy\u0142a si\u0119 nieoczekiwanie (brak komunikat\xF3w asystenta)",
  "terminou inesperadamente (nenhuma mensagem do assistente)",
  "avslutades ov\xE4ntat (inga assistentmeddelanden)",
  "\u0E2A\u0E34\u0E49\u0E19\u0E2A\u0E38\u0E14\u0E2D\u0E22\u0E48\u0E32\u0E07\u0E44\u0E21\u0E48\u0E04\u0E32\u0E14\u0E04\u0E34\u0E14 (\u0E44\u0E21\u0E48\u0E21\u0E35\u0E02\u0E49\u0E2D\u0E04\u0E27\u0E32\u0E21\u0E08\u0E32\u0E01\u0E1C\u0E39\u0E49\u0E0A\u0E48\u0E27\u0E22)",
  "beklenmedik \u015Fekilde sona erdi (asistan mesaj\u0131 yok)",
  "\u0437\u0430\u0432\u0435\u0440\u0448\u0438\u043B\u0430\u0441\u044F \u043D\u0435\u0441\u043F\u043E\u0434\u0456\u0432\u0430\u043D\u043E (\u0431\u0435\u0437 \u043F\u043E\u0432\u0456\u0434\u043E\u043C\u043B\u0435\u043D\u044C \u0430\u0441\u0438\u0441\u0442\u0435\u043D\u0442\u0430)",
  "k\u1EBFt th\xFAc b\u1EA5t ng\u1EDD (kh\xF4ng c\xF3 tin nh\u1EAFn tr\u1EE3 l\xFD)",
  "\u6A21\u578B\u56DE\u61C9\u610F\u5916\u7D50\u675F\uFF08\u6C92\u6709\u52A9\u7406\u8A0A\u606F\uFF09",
  // round 40-AN: Cline's sign-in, free-limit and account texts, Continue's key and context texts, Kilo Code's no-credits tooltip
  "this is a known transient issue",
  // review 30-A: Roo Code's chat error rows and its Roo, Cerebras and key texts in the locales still missing
  "b\u0142\u0105d po\u0142\u0105czenia. upewnij si\u0119, \u017Ce masz dzia\u0142aj\u0105ce po\u0142\u0105czenie internetowe",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u044F. \u0443\u0431\u0435\u0434\u0438\u0442\u0435\u0441\u044C, \u0447\u0442\u043E \u0443 \u0432\u0430\u0441 \u0435\u0441\u0442\u044C \u0440\u0430\u0431\u043E\u0447\u0435\u0435 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u0435 \u043A \u0438\u043D\u0442\u0435\u0440\u043D\u0435\u0442\u0443",
  "ba\u011Flant\u0131 hatas\u0131. \xE7al\u0131\u015Fan bir internet ba\u011Flant\u0131n\u0131z oldu\u011Fundan emin olun",
  "est\xE0s sent limitat pel prove\xEFdor",
  "error del servidor del prove\xEFdor",
  "error de connexi\xF3. assegureu-vos que teniu una connexi\xF3 a internet",
  "se excedi\xF3 el l\xEDmite de velocidad de la api",
  "erreur du serveur du fournisseur",
  "erreur de connexion. assurez-vous que vous avez une connexion internet",
  "\u0906\u092A \u092A\u094D\u0930\u0926\u093E\u0924\u093E \u0926\u094D\u0935\u093E\u0930\u093E \u0926\u0930-\u0938\u0940\u092E\u093F\u0924 \u0939\u094B \u0930\u0939\u0947 \u0939\u0948\u0902",
  "\u092A\u094D\u0930\u0926\u093E\u0924\u093E \u0938\u0930\u094D\u0935\u0930 \u0924\u094D\u0930\u0941\u091F\u093F",
  "\u0915\u0928\u0947\u0915\u094D\u0936\u0928 \u0924\u094D\u0930\u0941\u091F\u093F\u0964 \u0938\u0941\u0928\u093F\u0936\u094D\u091A\u093F\u0924 \u0915\u0930\u0947\u0902 \u0915\u093F \u0906\u092A\u0915\u0947 \u092A\u093E\u0938 \u0915\u093E\u0930\u094D\u092F\u0936\u0940\u0932 \u0907\u0902\u091F\u0930\u0928\u0947\u091F \u0915\u0928\u0947\u0915\u094D\u0936\u0928",
  "anda dibatasi tingkat oleh penyedia",
  "kesalahan server penyedia",
  "kesalahan koneksi. pastikan anda memiliki koneksi internet",
  "batas kecepatan api cerebras terlampaui",
  "errore del server del provider",
  "errore di connessione. assicurati di avere una connessione internet",
  "limite di velocit\xE0 api cerebras superato",
  "cerebras api\u30EC\u30FC\u30C8\u5236\u9650\u3092\u8D85\u904E\u3057\u307E\u3057\u305F",
  "\uACF5\uAE09\uC790 \uC11C\uBC84 \uC624\uB958\uC785\uB2C8\uB2E4",
  "je bent rate-gelimiteerd door de provider",
  "provider-serverfout. er is iets mis aan de kant van de provider",
  "verbindingsfout. zorg ervoor dat je een werkende internetverbinding",
  "cerebras api-snelheidslimiet overschreden",
  "b\u0142\u0105d serwera dostawcy",
  "przekroczono limit szybko\u015Bci api cerebras",
  "erro do servidor do provedor",
  "erro de conex\xE3o. certifique-se de que voc\xEA tem uma conex\xE3o de internet",
  "limite de taxa da api cerebras excedido",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u0441\u0435\u0440\u0432\u0435\u0440\u0430 \u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440\u0430",
  "\u043F\u0440\u0435\u0432\u044B\u0448\u0435\u043D \u043B\u0438\u043C\u0438\u0442 \u0441\u043A\u043E\u0440\u043E\u0441\u0442\u0438 cerebras api",
  "sa\u011Flay\u0131c\u0131 taraf\u0131ndan oran s\u0131n\u0131rlamas\u0131 uygulan\u0131yor",
  "sa\u011Flay\u0131c\u0131 sunucu hatas\u0131",
  "cerebras api h\u0131z s\u0131n\u0131r\u0131 a\u015F\u0131ld\u0131",
  "l\u1ED7i m\xE1y ch\u1EE7 c\u1EE7a nh\xE0 cung c\u1EA5p",
  "l\u1ED7i k\u1EBFt n\u1ED1i. \u0111\u1EA3m b\u1EA3o r\u1EB1ng b\u1EA1n c\xF3 k\u1EBFt n\u1ED1i internet",
  "v\u01B0\u1EE3t qu\xE1 gi\u1EDBi h\u1EA1n t\u1ED1c \u0111\u1ED9 api cerebras",
  "\u4F9B\u61C9\u5546\u4F3A\u670D\u5668\u932F\u8AA4",
  "\u9023\u7DDA\u932F\u8AA4\u3002\u8ACB\u78BA\u4FDD\u60A8\u6709\u53EF\u7528\u7684\u7DB2\u969B\u7DB2\u8DEF\u9023\u7DDA",
  // round 38-AD: Roo Code's chat error rows, its Codex and Cerebras texts in their locales; Kilo Code's empty-reply text
  "du wirst vom anbieter rate-limitiert",
  "vous \xEAtes limit\xE9 par le fournisseur",
  "\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u306B\u3088\u3063\u3066\u30EC\u30FC\u30C8\u5236\u9650\u3055\u308C\u3066\u3044\u307E\u3059",
  "\uACF5\uAE09\uC790\uC5D0 \uC758\uD574 \uC694\uCCAD \uC81C\uD55C\uC774 \uC801\uC6A9\uB418\uACE0 \uC788\uC2B5\uB2C8\uB2E4",
  "voc\xEA est\xE1 sendo limitado pelo provedor",
  "nh\xE0 cung c\u1EA5p \u0111ang gi\u1EDBi h\u1EA1n t\u1ED1c \u0111\u1ED9 y\xEAu c\u1EA7u",
  "provider server error",
  "fehler auf dem server des anbieters",
  "error del servidor del proveedor",
  "\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC \u30B5\u30FC\u30D0\u30FC \u30A8\u30E9\u30FC",
  "\u63D0\u4F9B\u5546\u670D\u52A1\u5668\u9519\u8BEF",
  // with the "connection error" before it: the hint alone is any installer's requirement
  "verbindungsfehler. stelle sicher, dass du eine funktionierende internetverbindung hast",
  "error de conexi\xF3n. aseg\xFArate de tener una conexi\xF3n a internet funcional",
  "\u63A5\u7D9A\u30A8\u30E9\u30FC\u3002\u30A4\u30F3\u30BF\u30FC\u30CD\u30C3\u30C8\u63A5\u7D9A\u304C\u6A5F\u80FD\u3057\u3066\u3044\u308B\u3053\u3068\u3092\u78BA\u8A8D",
  "\u8FDE\u63A5\u9519\u8BEF\u3002\u786E\u4FDD\u60A8\u6709\u53EF\u7528\u7684\u4E92\u8054\u7F51\u8FDE\u63A5",
  "\uC5F0\uACB0 \uC624\uB958\uC785\uB2C8\uB2E4. \uC778\uD130\uB137 \uC5F0\uACB0\uC774 \uC81C\uB300\uB85C \uC791\uB3D9\uD558\uB294\uC9C0 \uD655\uC778\uD558\uC138\uC694",
  "ratenlimit \xFCberschritten",
  "s'ha superat el l\xEDmit de velocitat",
  "openai codex dienstfehler",
  "error del servei openai codex",
  "limite de d\xE9bit de l'api cerebras d\xE9pass\xE9e",
  "api \uC18D\uB3C4 \uC81C\uD55C\uC744 \uCD08\uACFC\uD588\uC2B5\uB2C8\uB2E4",
  "ended unexpectedly (no assistant messages)",
  "endete unerwartet (keine assistant-nachrichten)",
  "\u4E88\u671F\u305B\u305A\u7D42\u4E86\u3057\u307E\u3057\u305F\uFF08\u30A2\u30B7\u30B9\u30BF\u30F3\u30C8\u30E1\u30C3\u30BB\u30FC\u30B8\u306A\u3057\uFF09",
  "\u6A21\u578B\u54CD\u5E94\u610F\u5916\u7ED3\u675F\uFF08\u6CA1\u6709\u52A9\u7406\u6D88\u606F\uFF09",
  "\u043D\u0435\u043E\u0436\u0438\u0434\u0430\u043D\u043D\u043E \u0437\u0430\u0432\u0435\u0440\u0448\u0438\u043B\u0441\u044F (\u043D\u0435\u0442 \u0441\u043E\u043E\u0431\u0449\u0435\u043D\u0438\u0439 \u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043D\u0442\u0430)",
  "termin\xE9e de mani\xE8re inattendue (aucun message d'assistant)",
  // round 38-AG: SillyTavern's toasts in its locales, AstrBot's Coze texts
  "horde \u8BF7\u6C42\u8D85\u65F6",
  "st server cannot be reached",
  "\u65E0\u6CD5\u8BBF\u95EE st \u670D\u52A1\u5668",
  "\u043D\u0435 \u0443\u0434\u0430\u043B\u043E\u0441\u044C \u0441\u043E\u0435\u0434\u0438\u043D\u0438\u0442\u044C\u0441\u044F \u0441 \u0441\u0435\u0440\u0432\u0435\u0440\u043E\u043C st",
  "coze api \u6D41\u5F0F\u8BF7\u6C42\u8D85\u65F6",
  // round 38-AF: FastGPT's, MaxKB's and RAGFlow's texts in their locales
  "\u7F51\u5173\u8D85\u65F6",
  // a gateway timeout, with its full stop or without
  "\u9598\u9053\u903E\u6642",
  "\u670D\u52A1\u5668\u6682\u65F6\u8FC7\u8F7D",
  "\u4F3A\u670D\u5668\u904E\u8F09",
  "\u6A21\u578B\u6D41\u7A0B\u56DE\u61C9\u70BA\u7A7A",
  "\uBAA8\uB378 \uC751\uB2F5\uC774 \uBE44\uC5B4 \uC788\uC2B5\uB2C8\uB2E4",
  "\u670D\u52A1\u5668\u53D1\u751F\u9519\u8BEF\uFF0C\u8BF7\u68C0\u67E5\u670D\u52A1\u5668",
  "\u7F51\u7EDC\u53D1\u751F\u5F02\u5E38\uFF0C\u65E0\u6CD5\u8FDE\u63A5\u670D\u52A1\u5668",
  "\u30B5\u30FC\u30D0\u30FC\u304C\u4E00\u6642\u7684\u306B\u904E\u8CA0\u8377",
  "\u30B2\u30FC\u30C8\u30A6\u30A7\u30A4\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8",
  "\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF\u306B\u7570\u5E38\u304C\u3042\u308A\u3001\u30B5\u30FC\u30D0\u30FC\u306B\u63A5\u7D9A\u3067\u304D\u307E\u305B\u3093",
  // round 38-AE: Dify's texts in its locales (rate limits, quotas and credits, keys, the model provider)
  "rate limit was reached",
  "\u5DF2\u8FBE\u9891\u7387\u4E0A\u9650",
  "\u30EC\u30FC\u30C8\u5236\u9650\u306B\u5230\u9054\u3057\u307E\u3057\u305F",
  "ratenlimit wurde erreicht",
  "se alcanz\xF3 el l\xEDmite de velocidad",
  // round 37-AC: Open WebUI's connection text in its locales, its session text; NextChat's 401 banner in every locale
  // only with "Ollama", the text of the branch where nothing came back: the same header with a model's name
  // ("… connecting to gpt-4o.") goes before every failure's own detail, which decides
  "uh-oh! there was an issue connecting to ollama.",
  "\u54CE\u5440\uFF01\u8FDE\u63A5\u5230ollama\u65F6\u51FA\u73B0\u95EE\u9898",
  "\u54CE\u5440\uFF01\u9023\u7DDA\u5230 ollama \u6642\u51FA\u73FE\u554F\u984C",
  "ollama \u3078\u306E\u63A5\u7D9A\u306B\u554F\u984C\u304C\u767A\u751F\u3057\u307E\u3057\u305F",
  "ollama\uC5D0 \uC5F0\uACB0\uD558\uB294 \uB370 \uBB38\uC81C\uAC00 \uC788\uC5C8\uC2B5\uB2C8\uB2E4",
  "il y a eu un probl\xE8me de connexion \xE0 ollama.",
  "\u0432\u043E\u0437\u043D\u0438\u043A\u043B\u0430 \u043F\u0440\u043E\u0431\u043B\u0435\u043C\u0430 \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0435\u043D\u0438\u044F \u043A ollama.",
  "\u0111\xE3 x\u1EA3y ra s\u1EF1 c\u1ED1 khi k\u1EBFt n\u1ED1i v\u1EDBi ollama.",
  "houve um problema ao conectar-se a ollama.",
  "si \xE8 verificato un problema durante la connessione a ollama.",
  // Cherry Studio's short texts, also with a period or a "please retry" after them (every use found means the same)
  "\u0432\u0440\u0435\u043C\u044F \u043E\u0436\u0438\u0434\u0430\u043D\u0438\u044F \u0437\u0430\u043F\u0440\u043E\u0441\u0430 \u0438\u0441\u0442\u0435\u043A\u043B\u043E",
  "\u043E\u0448\u0438\u0431\u043A\u0430 \u0441\u0435\u0440\u0432\u0435\u0440\u0430, \u043F\u043E\u0432\u0442\u043E\u0440\u0438\u0442\u0435 \u043F\u043E\u0437\u0436\u0435",
  "l\u1ED7i m\xE1y ch\u1EE7. vui l\xF2ng th\u1EED l\u1EA1i sau",
  "l\u1ED7i c\u1ED5ng k\u1EBFt n\u1ED1i. vui l\xF2ng th\u1EED l\u1EA1i sau",
  "y\xEAu c\u1EA7u \u0111\xE3 h\u1EBFt th\u1EDDi gian",
  "l\u1ED7i m\xE1y ch\u1EE7, vui l\xF2ng th\u1EED l\u1EA1i sau",
  "eroare de server, re\xEEncerca\u021Bi mai t\xE2rziu",
  // round 37-AB: Chatbox's texts in its locales, Jan's out-of-context dialog
  "\u062A\u062C\u0627\u0648\u0632\u062A \u0627\u0644\u062D\u062F \u0627\u0644\u0623\u0642\u0635\u0649 \u0644\u0645\u0639\u062F\u0644 \u0627\u0633\u062A\u062E\u062F\u0627\u0645",
  "ha excedido el l\xEDmite de tasa",
  "superato il limite di utilizzo per il servizio chatbox",
  "\u30B5\u30FC\u30D3\u30B9\u306E\u30EC\u30FC\u30C8\u5236\u9650\u3092\u8D85\u904E\u3057\u307E\u3057\u305F",
  "\uC11C\uBE44\uC2A4\uC758 \uC694\uCCAD \uC81C\uD55C\uC744 \uCD08\uACFC\uD588\uC2B5\uB2C8\uB2E4",
  "\u043F\u0440\u0435\u0432\u044B\u0441\u0438\u043B\u0438 \u043B\u0438\u043C\u0438\u0442 \u0441\u043A\u043E\u0440\u043E\u0441\u0442\u0438 \u0434\u043B\u044F \u0441\u0435\u0440\u0432\u0438\u0441\u0430",
  "\u062D\u062F\u062B \u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u0634\u0628\u0643\u0629",
  "es ist ein netzwerkfehler aufgetreten",
  "ha ocurrido un error de red",
  "une erreur r\xE9seau s'est produite",
  "si \xE8 verificato un errore di rete",
  "\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F",
  "\uB124\uD2B8\uC6CC\uD06C \uC624\uB958\uAC00 \uBC1C\uC0DD\uD588\uC2B5\uB2C8\uB2E4",
  "erro de rede. verifique o estado atual",
  "\u043F\u0440\u043E\u0438\u0437\u043E\u0448\u043B\u0430 \u0441\u0435\u0442\u0435\u0432\u0430\u044F \u043E\u0448\u0438\u0431\u043A\u0430",
  "ett n\xE4tverksfel har intr\xE4ffat",
  "\u7DB2\u8DEF\u932F\u8AA4\u3002\u8ACB\u6AA2\u67E5\u76EE\u524D\u7684\u7DB2\u8DEF\u72C0\u614B",
  "traitement de votre requ\xEAte. veuillez r\xE9essayer plus tard",
  "\u30EA\u30AF\u30A8\u30B9\u30C8\u306E\u51E6\u7406\u4E2D\u306B\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F\u3002\u5F8C\u3067\u3082\u3046\u4E00\u5EA6\u304A\u8A66\u3057\u304F\u3060\u3055\u3044",
  // round 37-Z: LobeHub's runtime-error texts in ar, fa-IR, bg-BG, zh-TW, ja-JP
  "\u0639\u0644\u0649 \u062C\u0647\u0627\u0632\u0643 \u0644\u0645 \u064A\u0633\u062A\u062C\u0628 \u0641\u064A \u0627\u0644\u0648\u0642\u062A \u0627\u0644\u0645\u0646\u0627\u0633\u0628. \u062A\u0623\u0643\u062F \u0645\u0646 \u0623\u0646 \u0627\u0644\u0646\u0645\u0648\u0630\u062C \u064A\u0639\u0645\u0644",
  "\u0623\u0639\u0627\u062F \u0645\u0632\u0648\u062F \u0627\u0644\u0646\u0645\u0648\u0630\u062C \u0627\u0633\u062A\u062C\u0627\u0628\u0629 \u0641\u0627\u0631\u063A\u0629",
  "\u0642\u0627\u0645 \u0645\u0632\u0648\u062F \u0627\u0644\u0646\u0645\u0648\u0630\u062C \u0628\u0625\u0631\u062C\u0627\u0639 \u0627\u0633\u062A\u062C\u0627\u0628\u0629 \u0641\u0627\u0631\u063A\u0629. \u0643\u0644\u0641 \u0647\u0630\u0627 \u0627\u0644\u0637\u0644\u0628",
  "\u0643\u0627\u0646\u062A \u0639\u0645\u0644\u064A\u0629 \u0627\u0644\u0648\u0643\u064A\u0644 \u062E\u0627\u0645\u0644\u0629 \u0644\u0641\u062A\u0631\u0629 \u0637\u0648\u064A\u0644\u0629 \u0648\u062A\u0645 \u0625\u0646\u0647\u0627\u0624\u0647\u0627",
  "\u0627\u0644\u0645\u0632\u0648\u062F \u0645\u0634\u063A\u0648\u0644 \u0645\u0624\u0642\u062A\u064B\u0627 \u0623\u0648 \u063A\u064A\u0631 \u0645\u062A\u0648\u0641\u0631",
  "\u0627\u0646\u062A\u0647\u062A \u0645\u0647\u0644\u0629 \u0627\u0644\u0645\u0632\u0648\u062F \u0623\u062B\u0646\u0627\u0621 \u062A\u0646\u0632\u064A\u0644 \u0635\u0648\u0631\u0629 \u0623\u0648 \u0645\u0644\u0641 \u0645\u0631\u0641\u0642",
  "\u062A\u0633\u0628\u0628 \u0645\u0634\u0643\u0644\u0629 \u0645\u0624\u0642\u062A\u0629 \u0641\u064A \u062A\u062E\u0632\u064A\u0646 \u062D\u0627\u0644\u0629 \u0627\u0644\u0645\u062D\u0627\u062F\u062B\u0629 \u0641\u064A \u062A\u0639\u0637\u064A\u0644 \u0647\u0630\u0647 \u0627\u0644\u0639\u0645\u0644\u064A\u0629",
  "\u0631\u0648\u06CC \u062F\u0633\u062A\u06AF\u0627\u0647 \u0634\u0645\u0627 \u0628\u0647 \u0645\u0648\u0642\u0639 \u067E\u0627\u0633\u062E \u0646\u062F\u0627\u062F. \u0645\u0637\u0645\u0626\u0646 \u0634\u0648\u06CC\u062F \u06A9\u0647 \u0645\u062F\u0644 \u062F\u0631 \u062D\u0627\u0644 \u0627\u062C\u0631\u0627",
  "\u0627\u0631\u0627\u0626\u0647\u062F\u0647\u0646\u062F\u0647 \u0645\u062F\u0644 \u067E\u0627\u0633\u062E\u06CC \u062E\u0627\u0644\u06CC \u0628\u0627\u0632\u06AF\u0631\u062F\u0627\u0646\u062F",
  "\u0645\u062A\u0623\u0633\u0641\u06CC\u0645\u060C \u0627\u0633\u062A\u0641\u0627\u062F\u0647 \u0627\u0632 \u062A\u0648\u06A9\u0646 \u06CC\u0627 \u062A\u0639\u062F\u0627\u062F \u062F\u0631\u062E\u0648\u0627\u0633\u062A\u0647\u0627 \u0628\u0647 \u062D\u062F \u0633\u0647\u0645\u06CC\u0647 \u0627\u06CC\u0646 \u06A9\u0644\u06CC\u062F \u0631\u0633\u06CC\u062F\u0647 \u0627\u0633\u062A",
  "\u0645\u062A\u0623\u0633\u0641\u06CC\u0645\u060C \u0627\u0633\u062A\u0641\u0627\u062F\u0647 \u0627\u0632 \u062A\u0648\u06A9\u0646 \u06CC\u0627 \u062A\u0639\u062F\u0627\u062F \u062F\u0631\u062E\u0648\u0627\u0633\u062A\u0647\u0627 \u0628\u0647 \u062D\u062F \u0646\u0631\u062E \u0627\u06CC\u0646 \u06A9\u0644\u06CC\u062F \u0631\u0633\u06CC\u062F\u0647 \u0627\u0633\u062A",
  "\u0627\u0631\u0627\u0626\u0647\u062F\u0647\u0646\u062F\u0647 \u0647\u0646\u06AF\u0627\u0645 \u062F\u0627\u0646\u0644\u0648\u062F \u06CC\u06A9 \u062A\u0635\u0648\u06CC\u0631 \u06CC\u0627 \u0641\u0627\u06CC\u0644 \u067E\u06CC\u0648\u0633\u062A \u0634\u062F\u0647 \u0632\u0645\u0627\u0646 \u0631\u0627 \u0627\u0632 \u062F\u0633\u062A \u062F\u0627\u062F",
  "\u06CC\u06A9 \u0645\u0634\u06A9\u0644 \u0645\u0648\u0642\u062A \u062F\u0631 \u0630\u062E\u06CC\u0631\u0647\u0633\u0627\u0632\u06CC \u0648\u0636\u0639\u06CC\u062A \u0645\u06A9\u0627\u0644\u0645\u0647 \u0627\u06CC\u0646 \u0639\u0645\u0644\u06CC\u0627\u062A \u0631\u0627 \u0645\u062E\u062A\u0644 \u06A9\u0631\u062F",
  "\u062F\u0631\u0648\u0627\u0632\u0647 \u06CC\u0627 \u067E\u0631\u0627\u06A9\u0633\u06CC \u0628\u0627\u0644\u0627\u062F\u0633\u062A\u06CC \u062E\u0637\u0627\u06CC\u06CC \u0628\u0627\u0632\u06AF\u0631\u062F\u0627\u0646\u062F",
  "\u043D\u0430 \u0432\u0430\u0448\u0435\u0442\u043E \u0443\u0441\u0442\u0440\u043E\u0439\u0441\u0442\u0432\u043E \u043D\u0435 \u043E\u0442\u0433\u043E\u0432\u043E\u0440\u0438 \u043D\u0430\u0432\u0440\u0435\u043C\u0435. \u0443\u0432\u0435\u0440\u0435\u0442\u0435 \u0441\u0435, \u0447\u0435 \u043C\u043E\u0434\u0435\u043B\u044A\u0442 \u0440\u0430\u0431\u043E\u0442\u0438",
  "\u0434\u043E\u0441\u0442\u0430\u0432\u0447\u0438\u043A\u044A\u0442 \u043D\u0430 \u043C\u043E\u0434\u0435\u043B\u0430 \u0432\u044A\u0440\u043D\u0430 \u043F\u0440\u0430\u0437\u0435\u043D \u043E\u0442\u0433\u043E\u0432\u043E\u0440",
  "\u043E\u043F\u0435\u0440\u0430\u0446\u0438\u044F\u0442\u0430 \u043D\u0430 \u0430\u0433\u0435\u043D\u0442\u0430 \u0431\u0435\u0448\u0435 \u043D\u0435\u0430\u043A\u0442\u0438\u0432\u043D\u0430 \u0442\u0432\u044A\u0440\u0434\u0435 \u0434\u044A\u043B\u0433\u043E \u0438 \u0431\u0435\u0448\u0435 \u043F\u0440\u0435\u043A\u0440\u0430\u0442\u0435\u043D\u0430",
  "\u0441\u044A\u0436\u0430\u043B\u044F\u0432\u0430\u043C\u0435, \u0438\u0437\u043F\u043E\u043B\u0437\u0432\u0430\u043D\u0435\u0442\u043E \u043D\u0430 \u0442\u043E\u043A\u0435\u043D\u0438 \u0438\u043B\u0438 \u0431\u0440\u043E\u044F\u0442 \u043D\u0430 \u0437\u0430\u044F\u0432\u043A\u0438\u0442\u0435 \u0434\u043E\u0441\u0442\u0438\u0433\u043D\u0430 \u043B\u0438\u043C\u0438\u0442\u0430 \u043D\u0430 \u043A\u0432\u043E\u0442\u0430\u0442\u0430 \u0437\u0430 \u0442\u043E\u0437\u0438 \u043A\u043B\u044E\u0447",
  "\u0441\u044A\u0436\u0430\u043B\u044F\u0432\u0430\u043C\u0435, \u0438\u0437\u043F\u043E\u043B\u0437\u0432\u0430\u043D\u0435\u0442\u043E \u043D\u0430 \u0442\u043E\u043A\u0435\u043D\u0438 \u0438\u043B\u0438 \u0431\u0440\u043E\u044F\u0442 \u043D\u0430 \u0437\u0430\u044F\u0432\u043A\u0438\u0442\u0435 \u0434\u043E\u0441\u0442\u0438\u0433\u043D\u0430 \u043B\u0438\u043C\u0438\u0442\u0430 \u043D\u0430 \u0441\u043A\u043E\u0440\u043E\u0441\u0442\u0442\u0430 \u0437\u0430 \u0442\u043E\u0437\u0438 \u043A\u043B\u044E\u0447",
  "\u0434\u043E\u0441\u0442\u0430\u0432\u0447\u0438\u043A\u044A\u0442 \u0438\u0437\u0442\u0435\u0447\u0435 \u0432\u0440\u0435\u043C\u0435\u0442\u043E \u0437\u0430 \u0438\u0437\u0442\u0435\u0433\u043B\u044F\u043D\u0435 \u043D\u0430 \u043F\u0440\u0438\u043A\u0430\u0447\u0435\u043D\u043E \u0438\u0437\u043E\u0431\u0440\u0430\u0436\u0435\u043D\u0438\u0435 \u0438\u043B\u0438 \u0444\u0430\u0439\u043B",
  "\u0432\u0440\u0435\u043C\u0435\u043D\u0435\u043D \u043F\u0440\u043E\u0431\u043B\u0435\u043C \u0441 \u0445\u0440\u0430\u043D\u0438\u043B\u0438\u0449\u0435\u0442\u043E \u043D\u0430 \u0441\u044A\u0441\u0442\u043E\u044F\u043D\u0438\u0435\u0442\u043E \u043D\u0430 \u0440\u0430\u0437\u0433\u043E\u0432\u043E\u0440\u0430 \u043F\u0440\u0435\u043A\u044A\u0441\u043D\u0430 \u0442\u0430\u0437\u0438 \u043E\u043F\u0435\u0440\u0430\u0446\u0438\u044F",
  "\u0433\u043E\u0440\u043D\u0438\u044F\u0442 \u0448\u043B\u044E\u0437 \u0438\u043B\u0438 \u043F\u0440\u043E\u043A\u0441\u0438 \u0432\u044A\u0440\u043D\u0430 \u0433\u0440\u0435\u0448\u043A\u0430",
  "\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u304C\u6DFB\u4ED8\u3055\u308C\u305F\u753B\u50CF\u307E\u305F\u306F\u30D5\u30A1\u30A4\u30EB\u306E\u30C0\u30A6\u30F3\u30ED\u30FC\u30C9\u4E2D\u306B\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8\u3057\u307E\u3057\u305F",
  "\u63D0\u4F9B\u8005\u5728\u4E0B\u8F09\u9644\u52A0\u7684\u5716\u50CF\u6216\u6587\u4EF6\u6642\u8D85\u6642",
  "o provedor excedeu o tempo limite ao baixar uma imagem ou arquivo anexado",
  "nh\xE0 cung c\u1EA5p \u0111\xE3 h\u1EBFt th\u1EDDi gian khi t\u1EA3i xu\u1ED1ng h\xECnh \u1EA3nh ho\u1EB7c t\u1EC7p \u0111\xEDnh k\xE8m",
  "\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8\u3057\u307E\u3057\u305F",
  // round 37-AA: Cherry Studio's texts in en-us, ja-jp, ru-ru, vi-vn, ro-ro, tr-tr
  "\u30B5\u30FC\u30D3\u30B9\u304C\u5229\u7528\u3067\u304D\u307E\u305B\u3093\u3002\u5F8C\u3067\u3082\u3046\u4E00\u5EA6",
  "\u30B5\u30FC\u30D0\u30FC\u306B\u63A5\u7D9A\u3067\u304D\u307E\u305B\u3093\u3002\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF",
  "\u30B5\u30FC\u30D0\u30FC\u30A8\u30E9\u30FC\u304C\u767A\u751F\u3057\u307E\u3057\u305F\u3002\u3057\u3070\u3089\u304F\u3057\u3066\u304B\u3089",
  "\u5FDC\u7B54\u304C\u4E2D\u65AD\u3055\u308C\u307E\u3057\u305F\u3002\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF",
  "\u043E\u0442\u043F\u0440\u0430\u0432\u043A\u0430 \u0441\u043B\u0438\u0448\u043A\u043E\u043C \u0447\u0430\u0441\u0442\u0430\u044F, \u043F\u043E\u0436\u0430\u043B\u0443\u0439\u0441\u0442\u0430, \u043F\u043E\u0434\u043E\u0436\u0434\u0438\u0442\u0435",
  "\u043D\u0435 \u0443\u0434\u0430\u0451\u0442\u0441\u044F \u043F\u043E\u0434\u043A\u043B\u044E\u0447\u0438\u0442\u044C\u0441\u044F \u043A \u0441\u0435\u0440\u0432\u0435\u0440\u0443, \u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u043D\u0430\u0441\u0442\u0440\u043E\u0439\u043A\u0438 \u0441\u0435\u0442\u0438",
  "\u043E\u0442\u0432\u0435\u0442 \u043F\u0440\u0435\u0440\u0432\u0430\u043D, \u043F\u0440\u043E\u0432\u0435\u0440\u044C\u0442\u0435 \u0441\u0442\u0430\u0431\u0438\u043B\u044C\u043D\u043E\u0441\u0442\u044C \u0441\u0435\u0442\u0438",
  "qu\xE1 nhi\u1EC1u y\xEAu c\u1EA7u. vui l\xF2ng \u0111\u1EE3i",
  "serviciu indisponibil. te rug\u0103m s\u0103 \xEEncerci din nou",
  "prea multe cereri. te rug\u0103m s\u0103 a\u0219tep\u021Bi",
  "nu se poate conecta la server, verifica\u021Bi set\u0103rile de re\u021Bea",
  "r\u0103spuns \xEEntrerupt, verifica\u021Bi stabilitatea re\u021Belei",
  "\xE7ok s\u0131k g\xF6nderim yap\u0131ld\u0131",
  // round 37-Y: LobeHub's runtime-error texts in ru-RU, ko-KR, it-IT, nl-NL, tr-TR
  "\u043F\u0440\u0435\u0432\u044B\u0441\u0438\u043B \u0432\u0440\u0435\u043C\u044F \u043E\u0436\u0438\u0434\u0430\u043D\u0438\u044F \u043F\u0440\u0438 \u0437\u0430\u0433\u0440\u0443\u0437\u043A\u0435 \u043F\u0440\u0438\u043A\u0440\u0435\u043F\u043B\u0435\u043D\u043D\u043E\u0433\u043E \u0438\u0437\u043E\u0431\u0440\u0430\u0436\u0435\u043D\u0438\u044F \u0438\u043B\u0438 \u0444\u0430\u0439\u043B\u0430",
  "ha superato il tempo limite durante il download di un'immagine o file allegato",
  "heeft een time-out gekregen bij het downloaden van een bijgevoegde afbeelding of bestand",
  "\uCCA8\uBD80\uB41C \uC774\uBBF8\uC9C0\uB098 \uD30C\uC77C\uC744 \uB2E4\uC6B4\uB85C\uB4DC\uD558\uB294 \uB3D9\uC548 \uC81C\uACF5\uC790\uAC00 \uC2DC\uAC04 \uCD08\uACFC\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "de modelprovider heeft een lege reactie gegeven",
  "model sa\u011Flay\u0131c\u0131 bo\u015F bir yan\u0131t d\xF6nd\xFCrd\xFC",
  "\u043D\u0430 \u0432\u0430\u0448\u0435\u043C \u0443\u0441\u0442\u0440\u043E\u0439\u0441\u0442\u0432\u0435 \u043D\u0435 \u043E\u0442\u0432\u0435\u0442\u0438\u043B \u0432\u043E\u0432\u0440\u0435\u043C\u044F. \u0443\u0431\u0435\u0434\u0438\u0442\u0435\u0441\u044C, \u0447\u0442\u043E \u043C\u043E\u0434\u0435\u043B\u044C \u0437\u0430\u043F\u0443\u0449\u0435\u043D\u0430",
  "\u043E\u043F\u0435\u0440\u0430\u0446\u0438\u044F \u0430\u0433\u0435\u043D\u0442\u0430 \u0431\u044B\u043B\u0430 \u0437\u0430\u0432\u0435\u0440\u0448\u0435\u043D\u0430 \u0438\u0437-\u0437\u0430 \u0434\u043B\u0438\u0442\u0435\u043B\u044C\u043D\u043E\u0433\u043E \u0431\u0435\u0437\u0434\u0435\u0439\u0441\u0442\u0432\u0438\u044F",
  "\u0441\u043E\u0435\u0434\u0438\u043D\u0435\u043D\u0438\u0435 \u0441 \u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440\u043E\u043C \u043F\u0440\u0435\u0440\u0432\u0430\u043D\u043E \u0438\u043B\u0438 \u0438\u0441\u0442\u0435\u043A\u043B\u043E \u0432\u0440\u0435\u043C\u044F \u043E\u0436\u0438\u0434\u0430\u043D\u0438\u044F",
  "\u043F\u0440\u043E\u0432\u0430\u0439\u0434\u0435\u0440 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u043F\u0435\u0440\u0435\u0433\u0440\u0443\u0436\u0435\u043D \u0438\u043B\u0438 \u043D\u0435\u0434\u043E\u0441\u0442\u0443\u043F\u0435\u043D",
  "\u0438\u0441\u043F\u043E\u043B\u044C\u0437\u043E\u0432\u0430\u043D\u0438\u0435 \u0442\u043E\u043A\u0435\u043D\u043E\u0432 \u0438\u043B\u0438 \u043A\u043E\u043B\u0438\u0447\u0435\u0441\u0442\u0432\u043E \u0437\u0430\u043F\u0440\u043E\u0441\u043E\u0432 \u0434\u043E\u0441\u0442\u0438\u0433\u043B\u0438 \u043B\u0438\u043C\u0438\u0442\u0430 \u043A\u0432\u043E\u0442\u044B \u0434\u043B\u044F \u044D\u0442\u043E\u0433\u043E \u043A\u043B\u044E\u0447\u0430",
  "\u0432\u0440\u0435\u043C\u0435\u043D\u043D\u0430\u044F \u043F\u0440\u043E\u0431\u043B\u0435\u043C\u0430 \u0441 \u0445\u0440\u0430\u043D\u0438\u043B\u0438\u0449\u0435\u043C \u0441\u043E\u0441\u0442\u043E\u044F\u043D\u0438\u044F \u0440\u0430\u0437\u0433\u043E\u0432\u043E\u0440\u0430 \u043F\u0440\u0435\u0440\u0432\u0430\u043B\u0430 \u044D\u0442\u0443 \u043E\u043F\u0435\u0440\u0430\u0446\u0438\u044E",
  "\uC81C\uC2DC\uAC04\uC5D0 \uC751\uB2F5\uD558\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4. \uBAA8\uB378\uC774 \uC2E4\uD589 \uC911\uC774\uACE0 \uB85C\uB4DC\uB418\uC5C8\uB294\uC9C0 \uD655\uC778",
  "\uBAA8\uB378 \uC81C\uACF5\uC790\uAC00 \uBE48 \uC751\uB2F5\uC744 \uBC18\uD658\uD588\uC2B5\uB2C8\uB2E4",
  "\uC5D0\uC774\uC804\uD2B8 \uC791\uC5C5\uC774 \uB108\uBB34 \uC624\uB798 \uBE44\uD65C\uC131 \uC0C1\uD0DC\uB85C \uC788\uC5B4 \uC885\uB8CC\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "\uC774 \uD0A4\uC758 \uD1A0\uD070 \uC0AC\uC6A9\uB7C9 \uB610\uB294 \uC694\uCCAD \uC218\uAC00 \uD560\uB2F9\uB7C9 \uD55C\uB3C4\uC5D0 \uB3C4\uB2EC\uD588\uC2B5\uB2C8\uB2E4",
  "\uB300\uD654 \uC0C1\uD0DC \uC800\uC7A5\uC18C\uC758 \uC77C\uC2DC\uC801\uC778 \uBB38\uC81C\uB85C \uC778\uD574 \uC774 \uC791\uC5C5\uC774 \uC911\uB2E8\uB418\uC5C8\uC2B5\uB2C8\uB2E4",
  "sul tuo dispositivo non ha risposto in tempo. assicurati che il modello sia in esecuzione",
  "la connessione al provider \xE8 scaduta o \xE8 stata interrotta",
  "il provider \xE8 temporaneamente sovraccarico o non disponibile",
  "un problema temporaneo con l'archiviazione dello stato della conversazione",
  "il gateway o proxy a monte ha restituito un errore",
  "op je apparaat reageerde niet op tijd. zorg ervoor dat het model actief en geladen is",
  "de verbinding met de provider is verlopen of verbroken",
  "het tokengebruik of het aantal verzoeken heeft de snelheidslimiet voor deze sleutel bereikt",
  "een tijdelijk probleem met de gespreksstatusopslag heeft deze bewerking onderbroken",
  "de upstream-gateway of proxy heeft een fout geretourneerd",
  "zaman\u0131nda yan\u0131t vermedi. modelin \xE7al\u0131\u015Ft\u0131\u011F\u0131ndan ve y\xFCklendi\u011Finden emin olun",
  "model sa\u011Flay\u0131c\u0131s\u0131 bo\u015F bir yan\u0131t d\xF6nd\xFCrd\xFC",
  "jeton kullan\u0131m\u0131 veya istek say\u0131s\u0131 bu anahtar i\xE7in h\u0131z s\u0131n\u0131r\u0131na ula\u015Ft\u0131",
  "konu\u015Fma durumu deposundaki ge\xE7ici bir sorun bu i\u015Flemi kesintiye u\u011Fratt\u0131",
  "yukar\u0131 ak\u0131\u015F a\u011F ge\xE7idi veya proxy bir hata d\xF6nd\xFCrd\xFC",
  "spiacenti, il server ha impiegato troppo tempo per rispondere",
  "spiacenti, il server sta riscontrando difficolt\xE0 e non pu\xF2 completare la tua richiesta",
  "spiacenti, il server \xE8 momentaneamente irraggiungibile",
  "spiacenti, il server non pu\xF2 elaborare la richiesta al momento, forse per sovraccarico o manutenzione",
  "ci scusiamo, il server ha riscontrato un problema imprevisto che ha impedito il completamento della richiesta",
  "ci scusiamo, la connessione al server \xE8 scaduta",
  "ci scusiamo, il server ha impiegato troppo tempo in attesa di una risposta",
  // LobeHub's runtime-error texts, the keys still missing in zh-CN, zh-TW, ja-JP, fr-FR, de-DE, es-ES, pt-BR, pl-PL and vi-VN
  "\u672A\u5728\u89C4\u5B9A\u65F6\u95F4\u5185\u54CD\u5E94\u3002\u8BF7\u786E\u8BA4\u6A21\u578B\u5DF2\u542F\u52A8\u5E76\u52A0\u8F7D\u5B8C\u6210\u540E\u91CD\u8BD5",
  "\u5BF9\u8BDD\u72B6\u6001\u5B58\u50A8\u7684\u4E34\u65F6\u95EE\u9898\u4E2D\u65AD\u4E86\u6B64\u64CD\u4F5C",
  "\u4E0E\u63D0\u4F9B\u5546\u7684\u8FDE\u63A5\u8D85\u65F6\u6216\u88AB\u4E2D\u65AD",
  "\u4EE3\u7406\u64CD\u4F5C\u95F2\u7F6E\u65F6\u95F4\u8FC7\u957F\uFF0C\u5DF2\u88AB\u7EC8\u6B62",
  "\u672A\u80FD\u53CA\u6642\u56DE\u61C9\u3002\u8ACB\u78BA\u4FDD\u6A21\u578B\u6B63\u5728\u904B\u884C\u4E26\u5DF2\u52A0\u8F09",
  "\u5C0D\u8A71\u72C0\u614B\u5B58\u5132\u7684\u81E8\u6642\u554F\u984C\u4E2D\u65B7\u4E86\u6B64\u64CD\u4F5C",
  "\u8207\u63D0\u4F9B\u8005\u7684\u9023\u63A5\u8D85\u6642\u6216\u4E2D\u65B7",
  "\u6A21\u578B\u63D0\u4F9B\u8005\u8FD4\u56DE\u4E86\u7A7A\u7684\u56DE\u61C9",
  "\u4EE3\u7406\u64CD\u4F5C\u9592\u7F6E\u6642\u9593\u904E\u9577\uFF0C\u5DF2\u88AB\u7D42\u6B62",
  "\u304C\u6642\u9593\u5185\u306B\u5FDC\u7B54\u3057\u307E\u305B\u3093\u3067\u3057\u305F\u3002\u30E2\u30C7\u30EB\u304C\u5B9F\u884C\u3055\u308C\u3066\u30ED\u30FC\u30C9\u3055\u308C\u3066\u3044\u308B\u3053\u3068\u3092\u78BA\u8A8D\u3057",
  "\u4F1A\u8A71\u72B6\u614B\u30B9\u30C8\u30A2\u306E\u4E00\u6642\u7684\u306A\u554F\u984C\u306B\u3088\u308A\u3001\u3053\u306E\u64CD\u4F5C\u304C\u4E2D\u65AD\u3055\u308C\u307E\u3057\u305F",
  "\u7533\u3057\u8A33\u3042\u308A\u307E\u305B\u3093\u304C\u3001\u3053\u306E\u30AD\u30FC\u306E\u30C8\u30FC\u30AF\u30F3\u4F7F\u7528\u91CF\u307E\u305F\u306F\u30EA\u30AF\u30A8\u30B9\u30C8\u6570\u304C\u30AF\u30A9\u30FC\u30BF\u5236\u9650\u306B\u9054\u3057\u307E\u3057\u305F",
  "\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u3078\u306E\u63A5\u7D9A\u304C\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8\u307E\u305F\u306F\u5207\u65AD\u3055\u308C\u307E\u3057\u305F",
  "\u4E0A\u6D41\u306E\u30B2\u30FC\u30C8\u30A6\u30A7\u30A4\u307E\u305F\u306F\u30D7\u30ED\u30AD\u30B7\u304C\u30A8\u30E9\u30FC\u3092\u8FD4\u3057\u307E\u3057\u305F",
  "\u30E2\u30C7\u30EB\u30D7\u30ED\u30D0\u30A4\u30C0\u30FC\u304B\u3089\u7A7A\u306E\u5FDC\u7B54\u304C\u8FD4\u3055\u308C\u307E\u3057\u305F",
  "\u30A8\u30FC\u30B8\u30A7\u30F3\u30C8\u64CD\u4F5C\u304C\u9577\u6642\u9593\u30A2\u30A4\u30C9\u30EB\u72B6\u614B\u3060\u3063\u305F\u305F\u3081\u7D42\u4E86\u3057\u307E\u3057\u305F",
  "sur votre appareil n'a pas r\xE9pondu \xE0 temps",
  "un probl\xE8me temporaire avec le stockage de l'\xE9tat de la conversation a interrompu cette op\xE9ration",
  "d\xE9sol\xE9, l'utilisation des jetons ou le nombre de requ\xEAtes a atteint la limite de d\xE9bit pour cette cl\xE9",
  "le fournisseur est temporairement surcharg\xE9 ou indisponible",
  "la passerelle ou le proxy en amont a renvoy\xE9 une erreur",
  "le fournisseur de mod\xE8le a renvoy\xE9 une r\xE9ponse vide",
  "l'op\xE9ration de l'agent est rest\xE9e inactive trop longtemps et a \xE9t\xE9 termin\xE9e",
  "auf ihrem ger\xE4t hat nicht rechtzeitig geantwortet",
  "ein vor\xFCbergehendes problem mit dem konversationsstatusspeicher hat diesen vorgang unterbrochen",
  "der anbieter ist vor\xFCbergehend \xFCberlastet oder nicht verf\xFCgbar",
  "die verbindung zum anbieter wurde unterbrochen oder ist abgelaufen",
  "das upstream-gateway oder der proxy hat einen fehler zur\xFCckgegeben",
  "der modellanbieter hat eine leere antwort zur\xFCckgegeben",
  "die agentenoperation war zu lange inaktiv und wurde beendet",
  "en tu dispositivo no respondi\xF3 a tiempo",
  "un problema temporal con el almacenamiento del estado de la conversaci\xF3n interrumpi\xF3 esta operaci\xF3n",
  "lo sentimos, el uso de tokens o el n\xFAmero de solicitudes ha alcanzado el l\xEDmite de velocidad para esta clave",
  "lo sentimos, el uso de tokens o el n\xFAmero de solicitudes ha alcanzado el l\xEDmite de cuota para esta clave",
  "el proveedor est\xE1 temporalmente sobrecargado o no disponible",
  "la conexi\xF3n con el proveedor se agot\xF3 o fue interrumpida",
  "el gateway o proxy del proveedor devolvi\xF3 un error",
  "el proveedor del modelo devolvi\xF3 una respuesta vac\xEDa",
  "la operaci\xF3n del agente estuvo inactiva demasiado tiempo y fue terminada",
  "no seu dispositivo n\xE3o respondeu a tempo",
  "um problema tempor\xE1rio com o armazenamento do estado da conversa interrompeu esta opera\xE7\xE3o",
  "desculpe, o uso de tokens ou a contagem de solicita\xE7\xF5es atingiu o limite de cota para esta chave",
  "o provedor est\xE1 temporariamente sobrecarregado ou indispon\xEDvel",
  "a conex\xE3o com o provedor expirou ou foi interrompida",
  "o gateway ou proxy do provedor retornou um erro",
  "o provedor do modelo retornou uma resposta vazia",
  "a opera\xE7\xE3o do agente ficou inativa por muito tempo e foi encerrada",
  "na twoim urz\u0105dzeniu nie odpowiedzia\u0142 na czas",
  "tymczasowy problem z magazynem stanu rozmowy przerwa\u0142 t\u0119 operacj\u0119",
  "przepraszamy, wykorzystanie token\xF3w lub liczba \u017C\u0105da\u0144 osi\u0105gn\u0119\u0142y limit szybko\u015Bci dla tego klucza",
  "przepraszamy, wykorzystanie token\xF3w lub liczba \u017C\u0105da\u0144 osi\u0105gn\u0119\u0142y limit przydzia\u0142u dla tego klucza",
  "po\u0142\u0105czenie z dostawc\u0105 zosta\u0142o przerwane lub przekroczono limit czasu",
  "bramka upstream lub proxy zwr\xF3ci\u0142y b\u0142\u0105d",
  "dostawca modelu zwr\xF3ci\u0142 pust\u0105 odpowied\u017A",
  "operacja agenta by\u0142a zbyt d\u0142ugo nieaktywna i zosta\u0142a zako\u0144czona",
  "tr\xEAn thi\u1EBFt b\u1ECB c\u1EE7a b\u1EA1n kh\xF4ng ph\u1EA3n h\u1ED3i k\u1ECBp th\u1EDDi",
  "m\u1ED9t v\u1EA5n \u0111\u1EC1 t\u1EA1m th\u1EDDi v\u1EDBi kho l\u01B0u tr\u1EEF tr\u1EA1ng th\xE1i h\u1ED9i tho\u1EA1i \u0111\xE3 l\xE0m gi\xE1n \u0111o\u1EA1n ho\u1EA1t \u0111\u1ED9ng n\xE0y",
  "r\u1EA5t ti\u1EBFc, vi\u1EC7c s\u1EED d\u1EE5ng token ho\u1EB7c s\u1ED1 l\u01B0\u1EE3ng y\xEAu c\u1EA7u \u0111\xE3 \u0111\u1EA1t \u0111\u1EBFn gi\u1EDBi h\u1EA1n t\u1ED1c \u0111\u1ED9 cho kh\xF3a n\xE0y",
  "r\u1EA5t ti\u1EBFc, vi\u1EC7c s\u1EED d\u1EE5ng token ho\u1EB7c s\u1ED1 l\u01B0\u1EE3ng y\xEAu c\u1EA7u \u0111\xE3 \u0111\u1EA1t \u0111\u1EBFn gi\u1EDBi h\u1EA1n h\u1EA1n m\u1EE9c cho kh\xF3a n\xE0y",
  "nh\xE0 cung c\u1EA5p t\u1EA1m th\u1EDDi qu\xE1 t\u1EA3i ho\u1EB7c kh\xF4ng kh\u1EA3 d\u1EE5ng",
  "k\u1EBFt n\u1ED1i v\u1EDBi nh\xE0 cung c\u1EA5p \u0111\xE3 h\u1EBFt th\u1EDDi gian ho\u1EB7c b\u1ECB ng\u1EAFt",
  "c\u1ED5ng ho\u1EB7c proxy \u0111\u1EA7u ngu\u1ED3n tr\u1EA3 v\u1EC1 l\u1ED7i",
  "nh\xE0 cung c\u1EA5p m\xF4 h\xECnh \u0111\xE3 tr\u1EA3 v\u1EC1 m\u1ED9t ph\u1EA3n h\u1ED3i tr\u1ED1ng",
  "ho\u1EA1t \u0111\u1ED9ng c\u1EE7a t\xE1c nh\xE2n \u0111\xE3 kh\xF4ng ho\u1EA1t \u0111\u1ED9ng qu\xE1 l\xE2u v\xE0 b\u1ECB ch\u1EA5m d\u1EE9t",
  // LobeHub's en-US state-store hiccup and a local model that did not answer in time ("{{provider}} on your device did not
  // respond in time. Make sure the model is running and loaded, then try again.")
  "temporary issue with the conversation state store",
  "unusual activities detected, please try again",
  // Open WebUI's abuse throttle: "… in a few minutes."
  "on your device did not respond in time. make sure the model is running",
  // LobeHub's runtime-error texts in ar, fa-IR, bg-BG, nl-NL, tr-TR, ko-KR, ru-RU, it-IT and zh-CN
  "\u0627\u0646\u062A\u0647\u062A \u0645\u0647\u0644\u0629 \u0627\u0644\u0627\u062A\u0635\u0627\u0644 \u0628\u0627\u0644\u0645\u0632\u0648\u062F",
  "\u0639\u0627\u062F \u0627\u0644\u0628\u0648\u0627\u0628\u0629 \u0623\u0648 \u0627\u0644\u0648\u0643\u064A\u0644 \u0627\u0644\u0645\u0635\u062F\u0631 \u0628\u062E\u0637\u0623",
  "\uC81C\uACF5\uC5C5\uCCB4\uC640\uC758 \uC5F0\uACB0\uC774 \uC2DC\uAC04 \uCD08\uACFC\uB418\uC5C8\uAC70\uB098 \uB04A\uC5B4\uC84C\uC2B5\uB2C8\uB2E4",
  "\uC0C1\uC704 \uAC8C\uC774\uD2B8\uC6E8\uC774 \uB610\uB294 \uD504\uB85D\uC2DC\uC5D0\uC11C \uC624\uB958\uB97C \uBC18\uD658\uD588\uC2B5\uB2C8\uB2E4",
  "\u043A\u043E\u043B\u0438\u0447\u0435\u0441\u0442\u0432\u043E \u0437\u0430\u043F\u0440\u043E\u0441\u043E\u0432 \u0434\u043E\u0441\u0442\u0438\u0433\u043B\u0438 \u043B\u0438\u043C\u0438\u0442\u0430 \u0441\u043A\u043E\u0440\u043E\u0441\u0442\u0438",
  "\u0432\u0435\u0440\u0445\u043D\u0438\u0439 \u0448\u043B\u044E\u0437 \u0438\u043B\u0438 \u043F\u0440\u043E\u043A\u0441\u0438 \u0432\u0435\u0440\u043D\u0443\u043B\u0438 \u043E\u0448\u0438\u0431\u043A\u0443",
  "\u043F\u043E\u0441\u0442\u0430\u0432\u0449\u0438\u043A \u043C\u043E\u0434\u0435\u043B\u0438 \u0432\u0435\u0440\u043D\u0443\u043B \u043F\u0443\u0441\u0442\u043E\u0439 \u043E\u0442\u0432\u0435\u0442",
  "\u4EE4\u724C\u4F7F\u7528\u91CF\u6216\u8BF7\u6C42\u6B21\u6570\u5DF2\u8FBE\u5230\u914D\u989D\u9650\u5236",
  "\u6A21\u578B\u4F9B\u5E94\u5546\u8FD4\u56DE\u4E86\u7A7A\u5185\u5BB9",
  "utilizzo dei token o il numero di richieste ha raggiunto il limite",
  "il provider del modello ha restituito una risposta vuota",
  "agente \xE8 rimasta inattiva troppo a lungo",
  "tokengebruik of het aantal verzoeken heeft de quotumlimiet",
  "de provider is tijdelijk overbelast of niet beschikbaar",
  "de modelprovider heeft een lege reactie teruggestuurd",
  "de agentbewerking was te lang inactief",
  "istek say\u0131s\u0131 bu anahtar i\xE7in kota s\u0131n\u0131r\u0131na ula\u015Ft\u0131",
  "sa\u011Flay\u0131c\u0131 ge\xE7ici olarak a\u015F\u0131r\u0131 y\xFCklenmi\u015F",
  "ajan i\u015Flemi \xE7ok uzun s\xFCre hareketsiz kald\u0131",
  "\u0628\u0647 \u0637\u0648\u0631 \u0645\u0648\u0642\u062A \u0628\u0627\u0631\u06AF\u0630\u0627\u0631\u06CC \u0628\u06CC\u0634 \u0627\u0632 \u062D\u062F \u062F\u0627\u0631\u062F",
  "\u0642\u0637\u0639 \u0634\u062F \u06CC\u0627 \u0632\u0645\u0627\u0646 \u0622\u0646 \u0628\u0647 \u067E\u0627\u06CC\u0627\u0646 \u0631\u0633\u06CC\u062F. \u0644\u0637\u0641\u0627\u064B \u0634\u0628\u06A9\u0647 \u062E\u0648\u062F \u0631\u0627 \u0628\u0631\u0631\u0633\u06CC",
  "\u0639\u0645\u0644\u06CC\u0627\u062A \u0639\u0627\u0645\u0644 \u0628\u0631\u0627\u06CC \u0645\u062F\u062A \u0637\u0648\u0644\u0627\u0646\u06CC \u063A\u06CC\u0631\u0641\u0639\u0627\u0644 \u0628\u0648\u062F",
  "\u0434\u043E\u0441\u0442\u0430\u0432\u0447\u0438\u043A\u044A\u0442 \u0432\u0440\u0435\u043C\u0435\u043D\u043D\u043E \u0435 \u043F\u0440\u0435\u0442\u043E\u0432\u0430\u0440\u0435\u043D \u0438\u043B\u0438 \u043D\u0435\u0434\u043E\u0441\u0442\u044A\u043F\u0435\u043D",
  "\u0432\u0440\u044A\u0437\u043A\u0430\u0442\u0430 \u0441 \u0434\u043E\u0441\u0442\u0430\u0432\u0447\u0438\u043A\u0430 \u0438\u0437\u0442\u0435\u0447\u0435 \u0438\u043B\u0438 \u0431\u0435\u0448\u0435 \u043F\u0440\u0435\u043A\u044A\u0441\u043D\u0430\u0442\u0430",
  // LobeHub's current runtime-error texts (runtimeError.json: en-US and pt-BR, vi-VN, pl-PL, es-ES, de-DE, ja-JP, fr-FR, zh-TW)
  "the upstream gateway or proxy returned an error",
  "operation was idle for too long and was terminated",
  "the model provider returned an empty response",
  "provider is temporarily limiting requests from",
  "atingiu o limite de taxa para esta chave",
  "dostawca jest tymczasowo przeci\u0105\u017Cony lub niedost\u0119pny",
  "nombre de requ\xEAtes a atteint la limite de quota",
  "la connexion au fournisseur a expir\xE9",
  "\u8ACB\u6C42\u6B21\u6578\u5DF2\u9054\u914D\u984D\u4E0A\u9650",
  // Cherry Studio's diagnosis, request-timeout and remaining HTTP texts (en-us, zh-cn, zh-tw, de-de, fr-fr, es-es, el-gr, pt-pt, ko-kr, it-it, tr-tr)
  "cannot connect to server, check network",
  "response interrupted, check network stability",
  "\u65E0\u6CD5\u8FDE\u63A5\u5230\u670D\u52A1\u5668\uFF0C\u8BF7\u68C0\u67E5\u7F51\u7EDC",
  "\u54CD\u5E94\u4F20\u8F93\u4E2D\u65AD",
  "taxa de solicita\xE7\xE3o excedeu o limite",
  "resposta interrompida, verifique a estabilidade da rede",
  "\uC694\uCCAD \uC18D\uB3C4\uAC00 \uC81C\uD55C\uC744 \uCD08\uACFC",
  "\uB108\uBB34 \uC790\uC8FC \uC694\uCCAD\uD588\uC2B5\uB2C8\uB2E4",
  "velocit\xE0 delle richieste supera il limite",
  "richieste troppe frequenti",
  "i\u0307stek h\u0131z\u0131 s\u0131n\u0131r\u0131 a\u015F\u0131ld\u0131",
  "\u7121\u6CD5\u9023\u7DDA\u5230\u4F3A\u670D\u5668\uFF0C\u8ACB\u6AA2\u67E5\u7DB2\u8DEF",
  "\u56DE\u61C9\u4E2D\u65B7\uFF0C\u8ACB\u6AA2\u67E5\u7DB2\u8DEF\u7A69\u5B9A\u6027",
  "verbindung zum server nicht m\xF6glich",
  "antwort unterbrochen, \xFCberpr\xFCfen sie die netzwerkstabilit\xE4t",
  "impossible de se connecter au serveur, v\xE9rifiez les param\xE8tres r\xE9seau",
  "r\xE9ponse interrompue, v\xE9rifiez la stabilit\xE9 du r\xE9seau",
  "no se puede conectar al servidor, verifica la configuraci\xF3n de red",
  "respuesta interrumpida, verifica la estabilidad de la red",
  "\u03B1\u03B4\u03C5\u03BD\u03B1\u03BC\u03AF\u03B1 \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03B7\u03C2 \u03BC\u03B5 \u03C4\u03BF\u03BD \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE",
  "\u03B7 \u03B1\u03C0\u03AC\u03BD\u03C4\u03B7\u03C3\u03B7 \u03B4\u03B9\u03B1\u03BA\u03CC\u03C0\u03B7\u03BA\u03B5, \u03B5\u03BB\u03AD\u03B3\u03BE\u03C4\u03B5 \u03C4\u03B7 \u03C3\u03C4\u03B1\u03B8\u03B5\u03C1\u03CC\u03C4\u03B7\u03C4\u03B1 \u03C4\u03BF\u03C5 \u03B4\u03B9\u03BA\u03C4\u03CD\u03BF\u03C5",
  "erro do servidor, por favor tente novamente",
  "erro de gateway, por favor tente novamente",
  "servi\xE7o indispon\xEDvel, por favor tente novamente",
  "tempo de espera do gateway excedido",
  "n\xE3o \xE9 poss\xEDvel ligar ao servidor",
  "erro no servidor, tente novamente",
  "\uC11C\uBC84 \uC624\uB958\uC785\uB2C8\uB2E4. \uC7A0\uC2DC \uD6C4 \uB2E4\uC2DC \uC2DC\uB3C4",
  "\uAC8C\uC774\uD2B8\uC6E8\uC774 \uC624\uB958\uC785\uB2C8\uB2E4. \uC7A0\uC2DC \uD6C4 \uB2E4\uC2DC \uC2DC\uB3C4",
  "\uC11C\uBE44\uC2A4\uB97C \uC0AC\uC6A9\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4. \uC7A0\uC2DC \uD6C4 \uB2E4\uC2DC \uC2DC\uB3C4",
  "\uAC8C\uC774\uD2B8\uC6E8\uC774 \uC2DC\uAC04 \uCD08\uACFC",
  "timeout del gateway",
  "a\u011F ge\xE7idi zaman a\u015F\u0131m\u0131",
  // Cherry Studio's el-gr (its 502 and 504 call a gateway a lighthouse, "φάρων"), pt-pt, ro-ro and vi-vn, and Chatbox's
  // zh-Hans, pt-PT, nb-NO and sv rate-limit and network texts
  "\u03C5\u03C0\u03B5\u03C1\u03B2\u03BF\u03BB\u03B9\u03BA\u03AE \u03C3\u03C5\u03C7\u03BD\u03CC\u03C4\u03B7\u03C4\u03B1 \u03B6\u03B7\u03C4\u03B7\u03BC\u03AC\u03C4\u03C9\u03BD",
  "\u03B5\u03C3\u03C9\u03C4\u03B5\u03C1\u03B9\u03BA\u03CC \u03C3\u03C6\u03AC\u03BB\u03BC\u03B1 \u03B4\u03B9\u03B1\u03C7\u03B5\u03B9\u03C1\u03B9\u03C3\u03C4\u03AE, \u03C0\u03B1\u03C1\u03B1\u03BA\u03B1\u03BB\u03CE \u03B4\u03BF\u03BA\u03B9\u03BC\u03AC\u03C3\u03C4\u03B5 \u03BE\u03B1\u03BD\u03AC",
  "\u03C3\u03C6\u03AC\u03BB\u03BC\u03B1 \u03C6\u03AC\u03C1\u03C9\u03BD, \u03C0\u03B1\u03C1\u03B1\u03BA\u03B1\u03BB\u03CE \u03B4\u03BF\u03BA\u03B9\u03BC\u03AC\u03C3\u03C4\u03B5 \u03BE\u03B1\u03BD\u03AC",
  "\u03B7 \u03C5\u03C0\u03B7\u03C1\u03B5\u03C3\u03AF\u03B1 \u03B4\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B4\u03B9\u03B1\u03B8\u03AD\u03C3\u03B9\u03BC\u03B7, \u03C0\u03B1\u03C1\u03B1\u03BA\u03B1\u03BB\u03CE \u03B4\u03BF\u03BA\u03B9\u03BC\u03AC\u03C3\u03C4\u03B5 \u03BE\u03B1\u03BD\u03AC",
  "\u03C5\u03C0\u03B5\u03C1\u03C7\u03C1\u03BF\u03BD\u03B9\u03C3\u03BC\u03CC\u03C2 \u03C6\u03AC\u03C1\u03C9\u03BD",
  "envio muito frequente, aguarde",
  "prea multe cereri. te rug\u0103m s\u0103 \xEEncerci din nou",
  "eroare de server. te rug\u0103m s\u0103 \xEEncerci din nou",
  "eroare gateway. te rug\u0103m s\u0103 \xEEncerci din nou",
  "expirare gateway. te rug\u0103m s\u0103 \xEEncerci din nou",
  "qu\xE1 nhi\u1EC1u y\xEAu c\u1EA7u. vui l\xF2ng th\u1EED l\u1EA1i sau",
  "d\u1ECBch v\u1EE5 kh\xF4ng kh\u1EA3 d\u1EE5ng. vui l\xF2ng th\u1EED l\u1EA1i sau",
  "qu\xE1 th\u1EDDi gian ch\u1EDD c\u1EE7a c\u1ED5ng",
  "kh\xF4ng th\u1EC3 k\u1EBFt n\u1ED1i \u0111\u1EBFn m\xE1y ch\u1EE7, h\xE3y ki\u1EC3m tra c\xE0i \u0111\u1EB7t m\u1EA1ng",
  "ph\u1EA3n h\u1ED3i b\u1ECB gi\xE1n \u0111o\u1EA1n, ki\u1EC3m tra \u0111\u1ED9 \u1ED5n \u0111\u1ECBnh m\u1EA1ng",
  "\u7F51\u7EDC\u9519\u8BEF\u3002\u8BF7\u68C0\u67E5\u5F53\u524D\u7684\u7F51\u7EDC\u72B6\u6001",
  "voc\xEA excedeu o limite de taxa",
  "du har overskredet grensen for chatbox ai-tjenesten",
  "en nettverksfeil har oppst\xE5tt",
  "du har \xF6verskridit hastighetsgr\xE4nsen",
  "\uACFC\uBD80\uD558",
  // LobeHub (ko-KR), its 503: "서비스를 일시적으로 사용할 수 없습니다(과부하 또는 유지 보수 중)" (overload)
  "\u0441\u0435\u0440\u0432\u0435\u0440 \u043F\u0435\u0440\u0435\u0433\u0440\u0443\u0436\u0435\u043D",
  "stark ausgelastet",
  "verbindung zum server wurde verweigert oder zur\xFCckgesetzt",
  // Windsurf: "Unknown: Model provider is currently unavailable (error ID: …)"
  "model provider is currently unavailable",
  // Round 86: Warp's agent ("I'm sorry, I couldn't complete that request.\nThe LLM is currently unavailable."), across
  // every model and now and then; Gemini CLI's TerminalQuotaError around Google's MODEL_CAPACITY_EXHAUSTED ("No capacity
  // available for model gemini-3.5-flash on the server"): Google's capacity, not the caller's quota
  "the llm is currently unavailable",
  // Round 87: IDE agents' rate-limit banners without a wait (GitHub Copilot's `user_global_rate_limited`: "You've hit your
  // global rate limit. Please upgrade your plan or wait for your limit to reset."; Tabnine's per-model "You've reached the
  // rate limit for sending messages with the current model! … Please wait a bit")
  "hit your global rate limit",
  "reached the rate limit for sending messages",
  "no capacity available for model",
  // Kiro during a model's capacity outage: "The selected model is currently unavailable. Please try again or select
  // another model."
  "selected model is currently unavailable. please try again",
  "invalid response from llm call - none or empty",
  // Playwright: "page.goto: Navigation failed because page crashed!"; a new page passes
  "because page crashed",
  // Redis Cluster: "CLUSTERDOWN The cluster is down" while it fails over, "TRYAGAIN Multiple keys request during
  // rehashing" while slots move (ioredis: "Too many Cluster redirections. Last error: ReplyError: CLUSTERDOWN …")
  "clusterdown the cluster is down",
  "tryagain multiple keys",
  // Redis at its `maxclients` ("ERR max number of clients reached"): a connection frees up, as PostgreSQL's 53300 and
  // MySQL's 1040 do
  "max number of clients reached",
  // MySQL 1290 on a writer that a failover turned into a replica (Aurora, RDS): the endpoint moves to the new writer
  "running with the --read-only option",
  "running with the --super-read-only option",
  // the same after a Group Replication or Vitess switchover
  "there are no living connections",
  // the Elasticsearch client: its dead nodes are tried again after a wait
  "rate limit already exceeded",
  // GitHub GraphQL: "API rate limit already exceeded for user ID 7348291."
  // the Connect protocol's code for a capacity limit, as connect-es ("[resource_exhausted] …") and oh-my-pi's Cursor
  // provider ("Connect error resource_exhausted: …") print it; a spent quota's words decide first
  "[resource_exhausted]",
  "connect error resource_exhausted",
  // an empty answer of the model, as agents word it (Claude Code's compaction, Cline): the next try answers
  "response did not contain valid text",
  "returned an empty or unparsable response",
  // Gemini CLI switched to Flash after a quota error and asks for the prompt again: the same prompt passes
  "to continue with the flash model",
  // Copilot CLI, after its own retries of server errors: "Failed to get response from the AI model; retried 5 times"
  "failed to get response from the ai model",
  "before the completion window expired",
  // OpenAI Batch (batch_expired): the request never ran
  "qps request limit reached",
  // Baidu (error_code 18): "Open api qps request limit reached"
  "open api request limit reached",
  // Baidu (error_code 4): the cluster's limit
  // OpenClaw's failover summary: "Provider anthropic is in cooldown (all profiles unavailable) (rate_limit)"
  "is in cooldown (all profiles unavailable)",
  // Zed: "completion request failed. request_id: …, code: internal_server_error, message: …" (the code written in prose)
  "code: internal_server_error",
  // Playwright and Puppeteer: the page navigated while a script ran in it; the same call passes once it settles
  "execution context was destroyed",
  "rate limit exceeded",
  "rate limit reached",
  "rate_limit_exceeded",
  "rate_limit_error",
  "too many requests",
  "overloaded_error",
  "is overloaded",
  "are overloaded",
  "internal server error",
  "service unavailable",
  "temporarily unavailable",
  // also "Service Temporarily Unavailable"
  "bad gateway",
  "gateway timeout",
  "server had an error",
  "server experienced an error",
  // OpenAI chat streams
  "error occurred while processing your request",
  // OpenAI Responses streams: "… You can retry your request"
  "you can retry your request",
  // OpenAI, Azure: the server says so
  "currently overloaded",
  // Azure: "That model is currently overloaded with other requests"
  "capacity temporarily exceeded",
  // Cloudflare Workers AI (3040)
  "try again later",
  "enqueued token limit reached",
  // OpenAI Batch: the queue drains as running batches complete
  "unable to start a transaction in the given time",
  // Prisma P2028 (the pool wait, maxWait)
  "please wait before trying again",
  // Bedrock's ThrottlingException: "Too many tokens, please wait before …"
  // Ollama: the model runner crashed mid-generation; Ollama restarts it
  "error was encountered while running the model",
  "resourceexhausted:",
  // gRPC status names in upstream errors: "Upstream error from Nvidia: ResourceExhausted: …"
  // Redis replies: a server loading its data, a write sent to a replica during a failover
  "redis is loading the dataset",
  "redis is busy running a script",
  // BUSY: another client's Lua script holds the server until it ends or is killed
  "link with master is down",
  // MASTERDOWN: a replica resyncing with its primary
  "write against a read only replica",
  "error processing stream",
  // OpenRouter, mid-stream: the upstream provider's stream broke
  // Claude Code: "API Error: Repeated 529 Overloaded errors", "Server is temporarily limiting requests (not your
  // usage limit) · Rate limited"
  "529 overloaded",
  "rate limited",
  "temporarily rate-limited",
  "is rate-limited",
  // opencode-claude-auth: "Claude token refresh is rate-limited; retry shortly."
  "api error: overloaded",
  // Claude Code, when no status is left: "API Error: Overloaded" // a proxy in front of Windsurf: "All accounts temporarily rate-limited …"
  "exceeded your rate limits",
  // Copilot Chat: "Sorry, you've exceeded your rate limits."
  "server is temporarily limiting requests",
  // git: "Unable to create '….git/index.lock': File exists. Another git process seems to be running …": it ends
  "another git process seems to be running",
  "resource has been exhausted",
  // Google's shared-capacity 429 as agents print it: "Resource has been exhausted (e.g. check quota)."
  "attempts reached for rate limit",
  // Crush: "maximum retry attempts reached for rate limit: 8 retries"
  // workerd (Cloudflare Workers): the runtime's own failure, "internal error; reference = 6l146mk9fjeqkmojhhc9rifs"
  "internal error; reference =",
  // Kilo, after an empty or cut answer it retries itself: "The provider repeatedly ended the response before returning
  // usable output."
  "ended the response before returning usable output",
  "over capacity",
  // Groq, mid-stream: { error: { message: "Over capacity" } }, or a chunk's `x_groq.error`
  // Google's server-side cancel (its 499) as gemini-cli keeps the body in text
  ...googleCancelled,
  // Google's 500 as agents keep it without the status: "An internal error has occurred. Please retry or report in …"
  "internal error has occurred. please retry",
  // gemini-cli could not parse a line of the stream ("Unexpected line format in response: ,"): a cut stream
  "unexpected line format in response",
  "\u8BF7\u7A0D\u540E\u518D\u8BD5",
  // one-api/new-api: "当前分组上游负载已饱和，请稍后再试" (the group's upstream is saturated)
  "\u8ACB\u7A0D\u5F8C\u91CD\u8A66",
  // the same in Traditional Chinese
  "\u8ACB\u7A0D\u5F8C\u518D\u8A66",
  "have exceeded rate limit",
  // Azure, relayed by LiteLLM: "Your requests to gpt-5.4 … have exceeded rate limit."
  // Ollama lost its runner (a crash or an out-of-memory load), as LiteLLM relays it without the 500
  "llama runner process has terminated",
  // tenacity gave up on a rate limit: "RetryError[<Future at 0x… state=finished raised RateLimitError>]"
  "raised ratelimiterror",
  "is not the leader for that topic-partition",
  // Kafka (NOT_LEADER_FOR_PARTITION): a leader election is running
  "ms has exceeded on task",
  // Meilisearch's waitForTask: "timeout of 5000ms has exceeded on task 12 …"
  "blob service is currently not available",
  // Vercel Blob, after its own retries
  "\u8BF7\u7A0D\u540E\u91CD\u8BD5",
  // "please try again later" (Trae: "模型请求失败，请稍后重试", the model request failed)
  "rejected due to rate limiting",
  // "Request was rejected due to rate limiting. Details: TPM limit reached."
  "\u901F\u7387\u9650\u5236",
  // iFlow CLI: "当前模型已达到平台速率限制，系统将重试请求" (the platform's rate limit) // Claude Code: "… (not your usage limit) · Too many CONNECT attempts"
  "rate limit is exceeded",
  // Azure: "Rate limit is exceeded. Try again in 60 seconds."
  "bedrock is unable to process your request",
  // Bedrock's 503 sentence, also in a stream's serviceUnavailableException
  // Bedrock Agents (DependencyFailedException, a 424): "Dependency resource: received model timeout/error exception
  // from Bedrock. Try the request again."
  "received model timeout/error exception",
  // GitHub Copilot: "Sorry, you have been rate-limited. Please wait a moment before trying again.", "Sorry, you have
  // exceeded your Copilot token usage. … Error Code: rate_limited"
  "you have been rate-limited",
  "error code: rate_limited",
  "per minute limit exceeded",
  // Cerebras: "Tokens per minute limit exceeded - too many tokens processed."
  "rate limiting:",
  // Cloudflare Workers AI binding (3021): "3021: rate limiting: inference request per min rate reached"
  // DeepChat's hint for a provider's throttle: "错误可能原因： 请求速度过快，被服务商限制了访问频率" (requests too fast, the
  // provider limited the access frequency)
  "\u8BF7\u6C42\u901F\u5EA6\u8FC7\u5FEB",
  "\u9650\u5236\u4E86\u8BBF\u95EE\u9891\u7387",
  "\u8BF7\u7B49\u5F85\u5F53\u524D\u8BF7\u6C42\u7ED3\u675F",
  // sub2api's pool limit: "…并发额度不足，请等待当前请求结束或下一周期" (wait for the current request to end)
  // Trae's queue: "Too many current requests. Your queue position is 66. Please wait for a while or switch to other models"
  "too many current requests",
  "request queue is full",
  // Traycer relaying a model server's 503: "Streaming response failed: [503] The request queue is full."
  // Cherry Studio after its own retries: "Max retries reached. Unable to complete the request." (as Copilot CLI's
  // "retried 5 times" above: what failed each time passed no rule that stops a retry). Not "Max retries reached" alone:
  // wrappers write it in front of failures they never retried ("Max retries reached: Unsupported parameter: …")
  "max retries reached. unable to complete the request",
  // round 58: Amazon SES's per-second send rate ("Throttling failure: Maximum sending rate exceeded.", its daily quota is
  // Permanent), Vonage's SMS throughput ("Throughput Rate Exceeded - please wait [ 978 ] and retry"), Braintree's
  // CLIENT_RATE_LIMITED ("You are being rate-limited; please try again in a few minutes.")
  "maximum sending rate exceeded",
  "throughput rate exceeded",
  "you are being rate-limited",
  // S3 and MinIO's SlowDown ("Please reduce your request rate."), R2's per-object write limit ("Reduce your concurrent
  // request rate for the same object"), Dropbox's summaries as CLIs print them ("Error: too_many_requests/.")
  "reduce your request rate",
  "reduce your concurrent request rate",
  "too_many_requests/",
  "too_many_write_operations",
  // round 60: Bedrock AgentCore's runtime that did not start in time ("Runtime initialization time exceeded. Please make
  // sure that initialization completes in 30s.", a 424 or the boto text), Azure AI Foundry's Responses storage
  // ("storage_error: An internal error occurred while storing the response. … Please retry the request.")
  "too many open files",
  // EMFILE in prose, without its code ("libcanvas.node: cannot open shared object file: Too many open files")
  "runtime initialization time exceeded",
  "an internal error occurred while storing the response",
  // round 61: windows that pass: NetSuite's "SuiteTalk concurrent request limit exceeded", Zoom's "Too many concurrent
  // requests", Amazon SP-API's per-second throttle ("You exceeded your quota for the requested resource."), Textract's
  // "Provisioned rate exceeded"
  "concurrent request limit exceeded",
  "too many concurrent requests",
  // also "Too many concurrent requests. Limit: 4" (a gateway's)
  "you exceeded your quota for the requested resource",
  "provisioned rate exceeded",
  // round 62: Firebase Auth's passing blocks ("TOO_MANY_ATTEMPTS_TRY_LATER", auth/too-many-requests), Auth0's per-second
  // buckets ("Global per second users_write group limit has been reached"), Cognito's lockout ("Attempt limit exceeded,
  // please try after some time."), Entra's AADSTS90033 ("A transient error has occurred. Please try again."), mail
  // servers' connection caps ("[ALERT] Too many simultaneous connections.", Dovecot's "Maximum number of connections
  // from user+IP exceeded"), Microsoft 365's IMAP throttle ("Request is throttled. Suggested Backoff Time: …"), Gmail's
  // full inbox marked temporary ("OverQuotaTemp"), hosting APIs' windows (Netlify's "API Request rate limit surpassed",
  // Cloudflare's 971 "Please wait and consider throttling your request speed", Heroku's "reached the API rate limit" and
  // "concurrent builds limit")
  "too_many_attempts_try_later",
  "auth/too-many-requests",
  "global per second",
  "attempt limit exceeded, please try after some time",
  "a transient error has occurred",
  "too many simultaneous connections",
  "maximum number of connections from user+ip exceeded",
  "request is throttled. suggested backoff time",
  "overquotatemp",
  "rate limit surpassed",
  "consider throttling your request speed",
  "reached the api rate limit",
  "concurrent builds limit",
  // DocuSign's hourly allowance, which returns at the next hour: "The maximum number of hourly API invocations has been
  // exceeded. The hourly limit is 1000." (also as a 400, HOURLY_APIINVOCATION_LIMIT_EXCEEDED)
  "maximum number of hourly api invocations has been exceeded",
  // Contentful: "You have exceeded the rate limit of this Space by making too many API requests within a short timespan."
  "too many api requests within a short timespan",
  "too many attempts try again in",
  // Ghost's brute-force limiter: "Too many attempts try again in 20 minutes"
  // Binance's per-minute request weight ("Too much request weight used; current limit is 1200 request weight per 1
  // MINUTE"), and the IP ban that follows it as a 418 ("Way too much request weight used; IP banned until 1660090423228")
  "too much request weight used",
  // BigQuery's per-10-second table and dataset update limits: "Exceeded rate limits: too many dataset metadata update
  // operations for this dataset.", "Job exceeded rate limits: Your table exceeded quota for table update operations"
  "exceeded rate limits",
  // BigQuery: "Quota exceeded: Your user_method exceeded quota for concurrent api requests per user per method."
  "exceeded quota for concurrent api requests",
  "too many simultaneous queries",
  // ClickHouse's TOO_MANY_SIMULTANEOUS_QUERIES (202): the server's max_concurrent_queries
  // ClickHouse's server-wide memory (241): "(total) memory limit exceeded: … Query was selected to stop by
  // OvercommitTracker"; the server stopped this query to free memory others hold ("memory limit (for query)" is this
  // query's own cap, and fails again)
  "selected to stop by overcommittracker",
  "rate limit quota exceeded",
  // Vault's rate limit quotas: 'request path "transit/encrypt/test": rate limit quota exceeded'
  // the AWS SDKs' throttle kept as text: Go's "… api error ThrottlingException: Rate exceeded", Kinesis's
  // "ProvisionedThroughputExceededException: Rate exceeded for Shard - …" and "LimitExceededException Message: Rate
  // exceeded for stream"
  "throttlingexception: rate exceeded",
  "rate exceeded for shard",
  "rate exceeded for stream",
  "bullmq:ratelimitexceeded",
  // BullMQ's RateLimitError: the worker's rate limit, the job waits for the window
  // Google Flow / Veo: "You're requesting generations too quickly. Please wait a moment and try again."
  "requesting generations too quickly",
  // GitLab's pipeline-creation limit, sent as a 400: "Too many pipelines created in the last minute. Try again later."
  "too many pipelines created in the last minute",
  // Azure DevOps' sliding five-minute window: "Request was blocked due to exceeding usage of resource 'ATCPU' in
  // namespace 'VSID'."
  "request was blocked due to exceeding usage of resource",
  // WhatsApp Cloud API (#80007), sent as a 400: "There have been too many calls to this WhatsApp Business account."
  "too many calls to this whatsapp business account",
  // Twilio Verify's 60203 (five sends to one number in ten minutes), as Supabase Auth relays it: "Error sending sms OTP
  // to provider: Max send attempts reached" (not any client's own "Max send attempts reached", which gave up on a cause
  // it does not name)
  "to provider: max send attempts reached",
  // FHIR servers' throttled OperationOutcome (New Zealand's SDHR: "Request has been throttled due to exceeding the
  // allocated rate limit."), and its facility lock while a load runs ("… temporarily locked due to a background load
  // process"), which its guide says to retry after a delay
  "has been throttled due to exceeding",
  "temporarily locked due to a background load process",
  // Arcade's MCP server once a user finished authorising a tool: "Authorization for 'Google_SendEmail' is already complete.
  // Please retry." (the same call now passes)
  "is already complete. please retry",
  "limit of 10 simultaneous connections",
  // Mailchimp's 429: "You have exceeded the limit of 10 simultaneous connections."
  // Microsoft Fabric's Spark at its capacity's limit ("[TooManyRequestsForCapacity] … hit a spark compute or API rate
  // limit", an HTTP 430); Power BI's .NET cmdlets naming a 429: "Operation returned an invalid status code
  // 'TooManyRequests'"
  "toomanyrequestsforcapacity",
  "invalid status code 'toomanyrequests'",
  // AWS's caps on jobs running at once (LimitExceededException): Transcribe's "You have too many jobs running at the same
  // time. Try your request again later.", Rekognition's "22 open Jobs for User arn:aws:iam::…. Maximum limit: 20"
  "too many jobs running at the same time",
  " open jobs for user arn:",
  // not an app's "Cannot get open jobs for user without postcode"
  // Azure Speech (4429): "The request is throttled because you have exceeded the concurrent request limit allowed for
  // your sub…"
  "request is throttled because you have exceeded the concurrent request limit",
  // Google's per-100-seconds quotas as gax kept them: "Insufficient tokens for quota 'DefaultGroup' and limit 'USER-100s'"
  "insufficient tokens for quota",
  "callrateexceeded",
  // Microsoft Advertising (117): "… the number of calls that you are allowed to make in a minute"
  // AdWords: "[RateExceededError <rateName=RATE_LIMIT, …, retryAfterSeconds=30>]" (with its bracket: an app's
  // FlashRateExceededError is its argument check)
  "[rateexceedederror",
  // Adobe PDF Services (429001): "Service usage limit has been reached. Please retry after sometime."
  "usage limit has been reached. please retry after sometime"
];
var streamConditionPhrases = [
  "model is at capacity",
  "experiencing high demand",
  // OpenAI Realtime: one response at a time ("Conversation already has an active response in progress: resp_… Wait
  // until the response is finished"), and a session's time limit, after which a new session works at once
  "already has an active response",
  "your session hit the maximum duration",
  "websocket connection limit reached",
  // xAI (a 200 SSE error): "The model is currently at capacity due to high demand. Please try again in a few minutes."
  "currently at capacity"
];
var quotaWordedThrottleMarkers = [
  "error-code#token-limit",
  // 额度 is any allowance in Chinese: apps word every 429 "请求过于频繁或额度不足，请稍后再试" (too many requests or not enough
  // allowance), sub2api's pool limit "个人 Token、请求次数或并发额度不足，请等待当前请求结束或下一周期" (a concurrency slot)
  // (not "或额度不足" alone: "API密钥无效或额度不足，请检查API密钥或充值账户" is a bad key or no money)
  "\u9891\u7E41\u6216\u989D\u5EA6\u4E0D\u8DB3",
  "\u9650\u6D41\u6216\u989D\u5EA6\u4E0D\u8DB3",
  "\u5E76\u53D1\u989D\u5EA6",
  "la cuota o l\xEDmite",
  // Spanish: "Se ha alcanzado la cuota o límite de peticiones" (an app's text for any 429)
  "you exceeded your quota for the requested resource",
  // Amazon SP-API: its per-second throttle (QuotaExceeded)
  "exceeded quota for concurrent api requests",
  // BigQuery's per-method concurrency
  "rate limit quota exceeded",
  // Vault's rate limit quota (per second or interval)
  // OpenAI's free tier: "Rate limit reached … on requests per min. Limit: 3 / min. Please try again in 20s. … Please add a
  // payment method to your account to increase your rate limit." — a window that passes; the payment is advice
  "to your account to increase your rate limit"
];
var credentialChainPhrases = [
  // @azure/identity: "DefaultAzureCredential failed to retrieve a token from the included credentials. Attempted
  // credentials: EnvironmentCredential: … unavailable …"
  "defaultazurecredential failed to retrieve a token from the included credentials"
];
var badKeyHeaderPhrases = [
  "invalid authorization header",
  "cannot convert argument to a bytestring",
  'invalid character in header content ["authorization"]',
  'invalid character in header content ["x-api-key"]',
  'invalid character in header content ["api-key"]',
  'invalid character in header content ["x-goog-api-key"]',
  // fetch's Headers check of a key with a newline (two keys pasted together): 'Headers.append: "Bearer sk-abc\nsk-def" is
  // an invalid header value.'
  'headers.append: "bearer ',
  'headers.set: "bearer ',
  // the same for a raw key in `x-api-key` (hand-written clients): 'Headers.set: "sk-ant-abc\nsk-ant-def" is an invalid …'
  'headers.append: "sk-',
  'headers.set: "sk-'
];

// src/internal/classify/retryHint.ts
var MAX_HINT_MS = 366 * 24 * 3600 * 1e3;
var clamp = (ms) => Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_HINT_MS) : void 0;
var parseNumber = (s) => {
  const trimmed = s.trim();
  if (trimmed.length === 0 || trimmed.length > 32) return void 0;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : void 0;
};
var THROTTLE_WAIT_LIMIT_MS = 60 * 60 * 1e3;
var EPOCH_SECONDS = 1e9;
var fromHeaders = (read, now) => {
  const ms = read("retry-after-ms");
  if (ms !== void 0) {
    const n = parseNumber(ms);
    if (n !== void 0) return clamp(n);
  }
  const after2 = read("retry-after");
  if (after2 === void 0) return void 0;
  const seconds4 = parseNumber(after2);
  if (seconds4 !== void 0 && seconds4 < EPOCH_SECONDS) return clamp(seconds4 * 1e3);
  if (seconds4 !== void 0) {
    const reference2 = responseTime(read, now);
    const wait = reference2 === void 0 ? Number.NaN : seconds4 * 1e3 - reference2;
    return wait > 0 ? clamp(wait) : void 0;
  }
  if (after2.length > 64) return void 0;
  const at = Date.parse(after2);
  if (Number.isNaN(at)) return void 0;
  const reference = responseTime(read, now);
  return reference === void 0 ? void 0 : clamp(at - reference);
};
var responseTime = (read, now) => {
  const date = read("date");
  const served = date !== void 0 && date.length <= 64 ? Date.parse(date) : Number.NaN;
  return Number.isNaN(served) ? now : served;
};
var fromGatewayHeaders = (read) => {
  const kong = seconds(read("x-ai-ratelimit-retry-after"));
  if (kong !== void 0) return kong;
  const resetMs = read("x-rate-limit-time-reset-ms");
  const reset = resetMs === void 0 ? void 0 : parseNumber(resetMs);
  if (reset !== void 0) return clamp(reset);
  const ms = read("llm_provider-retry-after-ms");
  const n = ms === void 0 ? void 0 : parseNumber(ms);
  return n !== void 0 ? clamp(n) : seconds(read("llm_provider-retry-after"));
};
var seconds = (value) => {
  const n = value === void 0 ? void 0 : parseNumber(value);
  return n === void 0 ? void 0 : clamp(n * 1e3);
};
var fromRetryDelay = (delay2) => {
  if (typeof delay2 === "string") return parseDuration(delay2.toLowerCase(), 0)?.ms;
  const seconds4 = get(delay2, "seconds");
  const s = typeof seconds4 === "string" ? parseNumber(seconds4) : typeof seconds4 === "number" ? seconds4 : void 0;
  const nanos2 = getNumber(delay2, "nanos") ?? 0;
  return s === void 0 ? void 0 : clamp(s * 1e3 + nanos2 / 1e6);
};
var fromRetryAfterSeconds = (seconds4) => typeof seconds4 === "number" && Number.isFinite(seconds4) && seconds4 >= 0 ? clamp(seconds4 * 1e3) : void 0;
var fromEstimatedTime = (seconds4) => typeof seconds4 === "number" && seconds4 >= 0 ? clamp(seconds4 * 1e3) : void 0;
var isUnrefillableQuota = (type, reason, violations, metadata) => {
  if (type.endsWith("ErrorInfo")) {
    return reason === "QUOTA_EXHAUSTED" || getString(metadata, "quota_limit_value") === "0";
  }
  if (!type.endsWith("QuotaFailure") || !isArray(violations)) return false;
  for (let i = 0; i < 8; i++) {
    const violation = get(violations, i);
    if (violation === void 0) continue;
    const id = getString(violation, "quotaId");
    if (id !== void 0 && id.length <= 256 && id.toLowerCase().includes("perday")) return true;
    if (getString(violation, "quotaValue") === "0") return true;
  }
  return false;
};
var isRetryInfo = (detail) => {
  const type = getString(detail, "@type");
  return type !== void 0 && type.endsWith("RetryInfo");
};
var TILDE = 126;
var unitlessMarkers = /* @__PURE__ */ new Map([["retryafterms=", 1], ["retryafterseconds=", 1e3]]);
var unitlessAt = (s, start5, factor) => {
  let end = start5;
  while (end < s.length && end - start5 < 12 && isDigit(s[end])) end++;
  return end === start5 ? void 0 : clamp(Number(s.slice(start5, end)) * factor);
};
var fromText = (lower) => {
  for (const marker of retryTextMarkers) {
    let from = 0;
    for (let guard = 0; guard < 4; guard++) {
      const at = lower.indexOf(marker, from);
      if (at < 0) break;
      const start5 = at + marker.length;
      const factor = unitlessMarkers.get(marker);
      if (factor !== void 0) {
        const ms = unitlessAt(lower, start5, factor);
        if (ms !== void 0) return ms;
      } else {
        const parsed = parseDuration(lower, lower.charCodeAt(start5) === TILDE ? start5 + 1 : start5);
        if (parsed !== void 0) return parsed.ms;
      }
      from = at + marker.length;
    }
  }
  return void 0;
};
var units = [
  ["milliseconds", 1],
  ["millisecond", 1],
  ["millis", 1],
  // SmartThings: "attempt 10 limit 10 - retry in 40585 millis"
  ["ms", 1],
  ["seconds", 1e3],
  ["second", 1e3],
  ["secs", 1e3],
  ["sec", 1e3],
  ["s", 1e3],
  ["minutes", 6e4],
  ["minute", 6e4],
  ["mins", 6e4],
  ["min", 6e4],
  ["m", 6e4],
  ["hours", 36e5],
  ["hour", 36e5],
  ["hrs", 36e5],
  ["hr", 36e5],
  ["h", 36e5]
];
var isDigit = (c) => c !== void 0 && c >= "0" && c <= "9";
var isLetter = (c) => c !== void 0 && c >= "a" && c <= "z";
var parseDuration = (s, start5) => {
  let i = start5;
  let total2 = 0;
  let segments = 0;
  while (segments < 6) {
    if (segments > 0 && s[i] === " " && isDigit(s[i + 1])) i++;
    else if (segments > 0 && s.startsWith(" and ", i) && isDigit(s[i + 5])) i += 5;
    const one = segments === 0 && s.startsWith("one ", i);
    let j = one ? i + 3 : i;
    while (j < s.length && isDigit(s[j])) j++;
    if (j < s.length && s[j] === "." && isDigit(s[j + 1])) {
      j++;
      while (j < s.length && isDigit(s[j])) j++;
    }
    if (j === i) break;
    const value = one ? 1 : Number(s.slice(i, j));
    let k = j;
    if (s[k] === " ") k++;
    if (s.startsWith("more ", k)) k += 5;
    let unit2;
    for (const [name, factor] of units) {
      if (s.startsWith(name, k) && !isLetter(s[k + name.length])) {
        unit2 = factor;
        k += name.length;
        break;
      }
    }
    if (unit2 === void 0) break;
    total2 += value * unit2;
    segments++;
    i = k;
  }
  if (segments === 0) return void 0;
  const ms = clamp(total2);
  return ms === void 0 ? void 0 : { ms, end: i };
};

// src/internal/classify/shapes.ts
var MAX_ITEMS = 8;
var isExceptionName = (s) => {
  const n = s.length;
  if (n < 10 || n > 64 || !s.endsWith("Exception")) return false;
  const first = s.charCodeAt(0);
  if (first < 65 || first > 90) return false;
  for (let i = 1; i < n - 9; i++) {
    const c = s.charCodeAt(i) | 32;
    if (c < 97 || c > 122) return false;
  }
  return true;
};
var isCodeLike = (s) => {
  const n = s.length;
  if (n < 3 || n > 64 || s.indexOf("_") < 0) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 97 && c <= 122 || c >= 48 && c <= 57 || c === 95)) return false;
  }
  return s.charCodeAt(0) !== 95 && s.charCodeAt(n - 1) !== 95;
};
var strings = (list, key) => {
  const out = [];
  if (!isArray(list)) return out;
  for (let i = 0; i < MAX_ITEMS; i++) {
    const item = get(list, i);
    if (item === void 0) break;
    const value = key === void 0 ? item : get(item, key);
    if (typeof value === "string") out.push(value);
  }
  return out;
};
var ownStrings = (o) => {
  const out = [];
  try {
    const keys = Object.keys(o);
    for (let i = 0; i < keys.length && i < MAX_ITEMS; i++) {
      const value = get(o, keys[i]);
      if (typeof value === "string") out.push(value);
    }
  } catch {
    return out;
  }
  return out;
};
var grpcCodes = [
  void 0,
  "cancelled",
  "unknown",
  "invalid_argument",
  "deadline_exceeded",
  "not_found",
  "already_exists",
  "permission_denied",
  "resource_exhausted",
  "failed_precondition",
  "aborted",
  "out_of_range",
  "unimplemented",
  "internal",
  "unavailable",
  "data_loss",
  "unauthenticated"
];
var grpcStatusName = (value) => {
  if (value === void 0 || value.length === 0 || value.length > 2) return void 0;
  const n = Number(value);
  return Number.isInteger(n) ? grpcCodes[n] : void 0;
};
var isLocalGrpcFailure = (details) => details.includes("message larger than max") || details.includes("serialization failure") || details.includes("parsing error");
var grpcCodeName = (code, details, metadata) => typeof code === "number" && typeof details === "string" && isObject(metadata) && !isLocalGrpcFailure(details) ? grpcCodes[code] : void 0;
var SLACK_RATE_LIMITED = "slack_webapi_rate_limited_error";
var DISCORD_RATE_LIMIT = "RateLimitError[";
var LINEAR_RATE_LIMIT = "RatelimitedLinearError";
var JINA_RATE_LIMIT = "RateLimitTriggeredError";
var isDiscordRateLimit = (name) => name.startsWith(DISCORD_RATE_LIMIT);
var millisToSeconds = (u) => typeof u === "number" ? u / 1e3 : void 0;
var INNGEST_RETRY_AFTER = "RetryAfterError";
var numberOrText = (u) => typeof u === "number" ? u : typeof u === "string" && u.length > 0 && u.length <= 12 ? Number(u) : void 0;
var waitMs = (f, code, name) => {
  if (Duration3.isDuration(f.retryAfter)) return fromRetryAfterSeconds(Duration3.toMillis(f.retryAfter) / 1e3);
  const retryAfter = code === SLACK_RATE_LIMITED || name === LINEAR_RATE_LIMIT || name === JINA_RATE_LIMIT ? f.retryAfter : name === INNGEST_RETRY_AFTER ? numberOrText(f.retryAfter) : isDiscordRateLimit(name) ? millisToSeconds(f.retryAfter) : void 0;
  return fromRetryAfterSeconds(retryAfter) ?? fromRetryAfterSeconds(numberOrText(f.retry_after)) ?? fromRetryAfterSeconds(get(f.parameters, "retry_after")) ?? fromRetryAfterSeconds(millisToSeconds(f.retryAfterMs)) ?? // node-asana's number; the AWS SDK's (Lex, API Gateway) is the `Retry-After` header's text
  fromRetryAfterSeconds(numberOrText(f.retryAfterSeconds)) ?? // OpenRouter relays the upstream's wait in the error's metadata
  fromRetryAfterSeconds(get(f.metadata, "retry_after_seconds")) ?? fromRetryAfterSeconds(get(f.error_extra, "retry_after")) ?? // Infura's JSON-RPC error: { code: -32005, data: { rate: { allowed_rps, backoff_seconds: 30, current_rps } } }
  fromRetryAfterSeconds(get(get(f.data, "rate"), "backoff_seconds")) ?? // Evernote's EDAMSystemException RATE_LIMIT_REACHED: { errorCode: 19, rateLimitDuration: 1368 }
  fromRetryAfterSeconds(f.rateLimitDuration) ?? fromRetryAfterSeconds(millisToSeconds(f.retry_after_ms)) ?? // Matrix
  fromRetryAfterSeconds(f["retry-after"]) ?? // Zulip
  // Withings (status 601, in a 200): { status: 601, body: { wait_seconds: 188 }, error: "…" }
  fromRetryAfterSeconds(get(f.body, "wait_seconds"));
};
var nil = (u) => u === void 0 || u === null;
var processTimedOut = (f) => f.killed === true && typeof f.signal === "string" && nil(f.code) || f.timedOut === true || // coreutils `timeout` ends the command it runs with exit code 124
f.code === 124 && typeof f.cmd === "string" && f.cmd.startsWith("timeout ");
var isProcessError = (f) => typeof f.cmd === "string" || typeof f.killed === "boolean" || typeof f.exitCode === "number";
var hasOwnCodes = (typeName2) => typeName2 === "ClickHouseError";
var lastLines = (text2, count2) => text2.slice(-64 * 1024).split("\n").filter((line) => line.trim().length > 0).slice(-count2).join("\n");
var BOTOCORE = "an error occurred (";
var AWS_CLI_V1 = "a client error (";
var botocoreMarkers = [BOTOCORE, AWS_CLI_V1];
var botocoreCode = (text2) => codeBetween(text2, BOTOCORE, ") when calling") ?? codeBetween(text2, AWS_CLI_V1, ") occurred when calling");
var codeBetween = (text2, marker, closing) => {
  const at = text2.indexOf(marker);
  if (at < 0) return void 0;
  const from = at + marker.length;
  const end = text2.indexOf(closing, from);
  return end > from && end - from <= 64 && !text2.slice(from, end).includes(" ") ? text2.slice(from, end) : void 0;
};

// src/internal/classify/common.ts
var gatherCommon = (root, status2) => {
  try {
    return isPlainNode(root) ? walk(root, status2) : void 0;
  } catch {
    return void 0;
  }
};
var MAX_NODES = 6;
var walk = (root, status2) => {
  const ev = emptyEvidence(status2);
  const nodes = [root];
  const chains = [true];
  let weakStatus;
  let rendered;
  for (let q = 0; q < nodes.length; q++) {
    const node = nodes[q];
    const chain = chains[q];
    const proto = prototypeOf(node);
    if (proto === void 0 || hasOtherOwnField(node)) return void 0;
    const nameField = node.name;
    const name = typeNameFrom(nameField, void 0, proto.constructorName);
    if (q === 0) ev.rootName = name;
    if (chain) addName(ev, name === proto.constructorName ? proto.lowerName : name.toLowerCase());
    const statusField = node.status;
    if (typeof statusField === "object" && statusField !== null) return void 0;
    const nodeStatus = asNumber(statusField);
    const code = node.code;
    if (nodeStatus !== void 0 && isHttpStatus(nodeStatus)) {
      if (ev.status === void 0) ev.status = nodeStatus;
    } else if (!hasOwnCodes(name)) {
      const numeric = numericStatus(code);
      if (numeric !== void 0 && weakStatus === void 0) weakStatus = numeric;
    }
    if (typeof code === "string" && numericStatus(code) === void 0) addCode(ev, code);
    const type = node.type;
    if (typeof type === "string") addCode(ev, type);
    if (typeof statusField === "string" && numericStatus(statusField) === void 0) addCode(ev, statusField);
    if (name.endsWith("Exception")) addCode(ev, name);
    const message = node.message;
    if (typeof message === "object" && message !== null) return void 0;
    const error = node.error;
    let bracket = false;
    if (typeof message === "string" && message.length > 0) {
      bracket = hasBracket(message);
      const fromBody = bracket && renderedBody(message, statusField, error) !== void 0;
      if (bracket && !fromBody) return void 0;
      if (fromBody) {
        rendered ??= message;
      } else {
        addText(ev, message);
        if (isExceptionName(message)) addCode(ev, message);
      }
    }
    if (chain) {
      const codeText = typeof code === "string" ? code : void 0;
      const named = typeof message === "string" ? message : codeText ?? "";
      const link = {
        name,
        message: named,
        hasMessage: typeof message === "string",
        code: codeText,
        status: statusField,
        error,
        bracket: named === message ? bracket : hasBracket(named)
      };
      if (q === 0) ev.links = [link];
      else ev.links.push(link);
    }
    const headers = node.headers;
    if (ev.headers === void 0 && headers !== void 0) {
      const reader = headerReader(headers);
      if (reader !== void 0) ev.headers = reader;
    }
    if (chain && nodeStatus === void 0 && isEmptyApiError(node, name)) ev.emptyStreamError = true;
    if (!enqueue(nodes, chains, node.cause, chain)) return void 0;
    if (typeof error === "string") {
      addText(ev, error);
      if (isCodeLike(error)) addCode(ev, error);
      if (hasBracket(error)) return void 0;
    } else if (!enqueue(nodes, chains, error, false)) {
      return void 0;
    }
  }
  if (ev.status === void 0 && weakStatus !== void 0) {
    ev.status = weakStatus;
    ev.statusFromCode = true;
  }
  addRenderedIfNoText(ev, rendered);
  addAwsErrorType(ev);
  return ev;
};
var enqueue = (nodes, chains, child, chain) => {
  if (child === void 0 || child === null) return true;
  if (!isPlainNode(child) || nodes.length >= MAX_NODES || nodes.includes(child)) return false;
  nodes.push(child);
  chains.push(chain);
  return true;
};
var hasBracket = (s) => s.indexOf("{") >= 0 || s.indexOf("[") >= 0;
var nil2 = (u) => u === void 0 || u === null;
var hasOtherOwnField = (node) => {
  if (!nil2(node[FiberFailureCauseId]) || !nil2(node[CauseTypeId]) || !nil2(node.errors) || !nil2(node.response)) {
    return true;
  }
  const keys = Object.keys(node);
  for (let i = 0; i < keys.length; i++) {
    if (otherFields.has(keys[i]) && (!nil2(node[keys[i]]) || presenceFields.has(keys[i]))) return true;
  }
  return false;
};
var prototypes = /* @__PURE__ */ new WeakMap();
var plainPrototype = { constructorName: "Object", lowerName: "object" };
var prototypeOf = (node) => {
  const proto = Object.getPrototypeOf(node);
  if (proto === Object.prototype) return plainPrototype;
  if (proto === null) return void 0;
  let known = prototypes.get(proto);
  if (known === void 0) {
    known = describePrototype(proto);
    prototypes.set(proto, known);
  }
  return known ?? void 0;
};
var describePrototype = (proto) => {
  try {
    for (let p = proto; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      if (Object.getOwnPropertySymbols(p).some((s) => s === FiberFailureCauseId || s === CauseTypeId)) return null;
      for (const name2 of Object.getOwnPropertyNames(p)) if (otherFields.has(name2)) return null;
    }
    const name = constructorName(Object.create(proto));
    return { constructorName: name, lowerName: (name ?? "").toLowerCase() };
  } catch {
    return null;
  }
};
var isPlainNode = (u) => typeof u === "object" && u !== null && !Array.isArray(u);

// src/internal/classify/fold.ts
var FOLDED = /[\u200c\u064b-\u0652\u2019\u0958-\u095f]|\u0e4d\u0e32/g;
var NUKTA_BASES = "\u0915\u0916\u0917\u091C\u0921\u0922\u092B\u092F";
var RIGHT_QUOTE = 8217;
var ZWNJ = "\u200C";
var unfold = (m) => {
  const c = m.charCodeAt(0);
  if (c === RIGHT_QUOTE) return "'";
  if (c === 3661) return "\u0E33";
  if (c >= 2392 && c <= 2399) return `${NUKTA_BASES[c - 2392]}\u093C`;
  return "";
};
var unfoldAsSpace = (m) => m === ZWNJ ? " " : unfold(m);
var fold = (s, joinerAsSpace = false) => s.replace(FOLDED, joinerAsSpace ? unfoldAsSpace : unfold);
var mayFold = (s) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 1611) return true;
  return false;
};

// src/internal/classify/membership.ts
var AbortCodes = 1;
var PermanentCodes = 2;
var DeclinedCodes = 4;
var ServerFaultCodes = 8;
var NetworkCodes = 16;
var PolicyCodes = 32;
var Retryable400Codes = 64;
var HeldAllowance402Codes = 128;
var UnroutableCodes = 256;
var RateLimitCodes = 512;
var OverflowCodes = 1024;
var ThrottleCodes = 2048;
var RequestFault5xxCodes = 4096;
var RequestConflictCodes = 8192;
var codeTables = [
  [AbortCodes, abortCodes],
  [PermanentCodes, permanentCodes],
  [DeclinedCodes, declinedCodes],
  [ServerFaultCodes, serverFaultCodes],
  [NetworkCodes, networkCodes],
  [PolicyCodes, policyCodes],
  [Retryable400Codes, retryable400Codes],
  [HeldAllowance402Codes, heldAllowance402Codes],
  [UnroutableCodes, unroutableCodes],
  [RateLimitCodes, rateLimitCodes],
  [OverflowCodes, overflowCodes],
  [ThrottleCodes, throttleCodes],
  [RequestFault5xxCodes, requestFault5xxCodes],
  [RequestConflictCodes, requestConflictCodes]
];
var AbortNames = 1;
var PermanentNames = 2;
var NetworkNames = 4;
var ModelOutputNames = 8;
var NonRetryableNames = 16;
var nameTables = [
  [AbortNames, abortNames],
  [PermanentNames, permanentNames],
  [NetworkNames, networkNames],
  [ModelOutputNames, modelOutputNames],
  [NonRetryableNames, nonRetryableNames]
];
var bitsIn = (tables2, s) => {
  let bits = 0;
  for (const [bit, set3] of tables2) if (set3.has(s)) bits |= bit;
  return bits;
};
var codeBits = (code) => bitsIn(codeTables, code);
var nameBits = (name) => {
  let bits = names.get(name);
  if (bits === void 0) {
    bits = bitsIn(nameTables, name);
    if (names.size >= 512) names.clear();
    names.set(name, bits);
  }
  return bits;
};
var names = /* @__PURE__ */ new Map();

// src/internal/classify/evidence.ts
var MAX_DEPTH = 16;
var MAX_NODES2 = 96;
var MAX_ARRAY = 8;
var CauseTypeId = /* @__PURE__ */ Symbol.for("effect/Cause");
var FiberFailureCauseId = /* @__PURE__ */ Symbol.for("effect/Runtime/FiberFailure/Cause");
var isHttpStatus = (n) => Number.isInteger(n) && n >= 100 && n <= 599;
var numericStatus = (u) => {
  if (typeof u === "number") return isHttpStatus(u) ? u : void 0;
  if (typeof u === "string" && u.length === 3) {
    const n = Number(u);
    return isHttpStatus(n) ? n : void 0;
  }
  return void 0;
};
var addOnce = (list, s) => {
  if (!list.includes(s)) list.push(s);
};
var hasMessage = (ev, set3) => {
  for (const m of ev.messages) if (set3.has(m)) return true;
  return false;
};
var hasCode = (ev, bits) => (ev.codeBits & bits) !== 0;
var hasName = (ev, bits) => (ev.nameBits & bits) !== 0;
var addName = (ev, name) => {
  if (ev.names.includes(name)) return;
  ev.names.push(name);
  ev.nameBits |= nameBits(name);
};
var addText = (ev, s) => {
  if (s.length === 0 || ev.text.length >= SCAN_LIMIT) return;
  const capped3 = cap(s);
  const lower = (capped3.indexOf("%20") >= 0 ? percentDecoded(capped3) : capped3).toLowerCase();
  if (lower.length <= 64) addShortMessage(ev.messages, lower);
  if (lower.length <= ev.text.length && ev.text.includes(lower)) return;
  ev.text = ev.text.length === 0 ? lower : `${ev.text} | ${lower}`;
};
var addShortMessage = (messages, lower) => {
  if (!mayFold(lower)) return addMessage(messages, lower.trim());
  addMessage(messages, fold(lower).trim());
  if (lower.includes(ZWNJ)) addMessage(messages, fold(lower, true).trim());
};
var addMessage = (messages, message) => {
  addOnce(messages, message);
  if (message.length > 4 && message.charCodeAt(3) === SPACE && areDigits(message, 3)) {
    addOnce(messages, message.slice(4));
  }
};
var SPACE = 32;
var areDigits = (s, n) => {
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};
var percentDecoded = (s) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
var addCode = (ev, s) => {
  if (s === void 0 || s.length === 0 || s.length > 128) return;
  let entry = normalized.get(s);
  if (entry === void 0) {
    const code = normalizeCode(s);
    const end = code.startsWith("sqlite_") ? code.indexOf("_", 7) : -1;
    const base = end > 7 ? code.slice(0, end) : void 0;
    entry = {
      code,
      bits: codeBits(code),
      base,
      baseBits: base === void 0 ? 0 : codeBits(base)
    };
    if (normalized.size >= 512) normalized.clear();
    normalized.set(s, entry);
  }
  addNormalizedCode(ev, entry.code, entry.bits);
  if (entry.base !== void 0) addNormalizedCode(ev, entry.base, entry.baseBits);
};
var addNormalizedCode = (ev, code, bits) => {
  if (ev.codes.includes(code)) return;
  ev.codes.push(code);
  ev.codeBits |= bits;
};
var normalized = /* @__PURE__ */ new Map();
var normalizeCode = (s) => {
  let code = s;
  const hash = code.lastIndexOf("#");
  if (hash >= 0) code = code.slice(hash + 1);
  const colon = code.indexOf(":");
  if (colon > 0) code = code.slice(0, colon);
  return code.toLowerCase();
};
var push = (walk2, node, depth, chain) => {
  if (depth <= MAX_DEPTH && node !== void 0 && node !== null) {
    walk2.nodes.push(node);
    walk2.depths.push(depth);
    walk2.chains.push(chain);
  }
};
var pushString = (walk2, s, depth) => {
  const parsed = embeddedJson(s);
  if (parsed !== void 0) push(walk2, parsed, depth, false);
};
var emptyEvidence = (status2) => ({
  status: status2,
  statusFromCode: false,
  headers: void 0,
  codes: [],
  codeBits: 0,
  names: [],
  nameBits: 0,
  rootName: void 0,
  text: "",
  messages: [],
  retryInfoMs: void 0,
  unrefillableQuota: false,
  reportedTokens: void 0,
  interrupted: false,
  transport: false,
  emptyStreamError: false,
  decodeFailure: false,
  phrases: void 0,
  links: void 0
});
var gather = (root, extra) => gatherCommon(root, extra?.status) ?? gatherGeneric(root, extra);
var gatherGeneric = (root, extra) => {
  const ev = emptyEvidence(extra?.status);
  const walk2 = {
    ev,
    nodes: [root],
    depths: [0],
    chains: [true],
    seen: [],
    weakStatus: void 0,
    rendered: void 0
  };
  walkAll(walk2);
  if (ev.status === void 0 && walk2.weakStatus !== void 0) {
    ev.status = walk2.weakStatus;
    ev.statusFromCode = true;
  }
  addRenderedIfNoText(ev, walk2.rendered);
  addAwsErrorType(ev);
  return ev;
};
var addRenderedIfNoText = (ev, rendered) => {
  if (rendered !== void 0 && ev.text.length === 0) addText(ev, rendered);
};
var addAwsErrorType = (ev) => {
  if (ev.headers !== void 0 && ev.codes.length === 0) addCode(ev, ev.headers("x-amzn-errortype"));
};
var walkAll = (walk2) => {
  const ev = walk2.ev;
  let visited = 0;
  for (let q = 0; q < walk2.nodes.length && visited < MAX_NODES2; q++) {
    const node = walk2.nodes[q];
    const depth = walk2.depths[q];
    if (typeof node === "string") {
      addText(ev, node);
      if (q === 0 && isExceptionName(node)) addCode(ev, node);
      pushString(walk2, node, depth + 1);
      visited++;
      continue;
    }
    if (!isObject(node) || walk2.seen.includes(node)) continue;
    walk2.seen.push(node);
    visited++;
    visit(walk2, node, depth, walk2.chains[q]);
  }
};
var readFields = (node) => {
  const n = node;
  try {
    return {
      fiberCause: node[FiberFailureCauseId],
      causeType: node[CauseTypeId],
      name: n.name,
      status: n.status,
      statusCode: n.statusCode,
      status_code: n.status_code,
      httpStatus: n.httpStatus,
      responseStatusCode: n.responseStatusCode,
      xhrStatus: n.xhrStatus,
      api_error_status: n.api_error_status,
      result: n.result,
      message_type: n.message_type,
      $metadata: n.$metadata,
      code: n.code,
      type: n.type,
      __type: n.__type,
      error_code: n.error_code,
      errorCode: n.errorCode,
      "@type": n["@type"],
      reason: n.reason,
      retryDelay: n.retryDelay,
      violations: n.violations,
      estimated_time: n.estimated_time,
      n_prompt_tokens: n.n_prompt_tokens,
      n_ctx: n.n_ctx,
      wasClean: n.wasClean,
      _tag: n._tag,
      message: n.message,
      detail: n.detail,
      description: n.description,
      errorMessage: n.errorMessage,
      error_description: n.error_description,
      responseBody: n.responseBody,
      headers: n.headers,
      responseHeaders: n.responseHeaders,
      cause: n.cause,
      error: n.error,
      errors: n.errors,
      lastError: n.lastError,
      last_error: n.last_error,
      status_details: n.status_details,
      lastNodeError: n.lastNodeError,
      originalError: n.originalError,
      response: n.response,
      $response: n.$response,
      data: n.data,
      details: n.details,
      errorDetails: n.errorDetails,
      customErrorData: n.customErrorData,
      httpResponse: n.httpResponse,
      text: n.text,
      innererror: n.innererror,
      body: n.body,
      metadata: n.metadata,
      Message: n.Message,
      msg: n.msg,
      error_msg: n.error_msg,
      err_code: n.err_code,
      err_msg: n.err_msg,
      error_message: n.error_message,
      error_summary: n.error_summary,
      "Error Message": n["Error Message"],
      endedReason: n.endedReason,
      disconnection_reason: n.disconnection_reason,
      status_msg: n.status_msg,
      issue: n.issue,
      diagnostics: n.diagnostics,
      "html-message": n["html-message"],
      x_groq: n.x_groq,
      choices: n.choices,
      base_resp: n.base_resp,
      header: n.header,
      Response: n.Response,
      Error: n.Error,
      Cause: n.Cause,
      Code: n.Code,
      domain: n.domain,
      retryAfter: n.retryAfter,
      killed: n.killed,
      signal: n.signal,
      shortMessage: n.shortMessage,
      exitCode: n.exitCode,
      cmd: n.cmd,
      stderr: n.stderr,
      timedOut: n.timedOut,
      isError: n.isError,
      content: n.content,
      severity: n.severity,
      codeName: n.codeName,
      errorLabels: n.errorLabels,
      hint: n.hint,
      parent: n.parent,
      CancellationReasons: n.CancellationReasons,
      classId: n.classId,
      retry_after: n.retry_after,
      retryAfterMs: n.retryAfterMs,
      retryAfterSeconds: n.retryAfterSeconds,
      rateLimitDuration: n.rateLimitDuration,
      errorcode: n.errorcode,
      errmsg: n.errmsg,
      errcode: n.errcode,
      retry_after_ms: n.retry_after_ms,
      "retry-after": n["retry-after"],
      parameter: n.parameter,
      error_extra: n.error_extra,
      errorInfo: n.errorInfo,
      err: n.err,
      ECODE: n.ECODE,
      error_info: n.error_info,
      limit_name: n.limit_name,
      parameters: n.parameters,
      extensions: n.extensions
    };
  } catch {
    const out = {
      fiberCause: get(node, FiberFailureCauseId),
      causeType: get(node, CauseTypeId)
    };
    for (const name of fieldNames) out[name] = get(node, name);
    return out;
  }
};
var addTextField = (walk2, s, depth) => {
  if (typeof s === "string") {
    addText(walk2.ev, s);
    pushString(walk2, s, depth + 1);
  }
};
var STDERR_LINES = 6;
var asString = (u) => typeof u === "string" ? u : void 0;
var asCount = (u) => typeof u === "number" && Number.isSafeInteger(u) && u >= 0 ? u : void 0;
var isBaiduCode = (code) => typeof code === "number" || typeof code === "string" && code.length > 0 && code.length <= 8 && areDigits(code, code.length);
var isSnakeCase = (s) => {
  if (s.length > 64 || s.indexOf("_") <= 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 97 && c <= 122 || c === 95 || c >= 48 && c <= 57)) return false;
  }
  return true;
};
var asNumber = (u) => typeof u === "number" && Number.isFinite(u) ? u : void 0;
var visit = (walk2, node, depth, chain) => {
  const { ev } = walk2;
  if (isArray(node)) {
    for (let i = 0; i < MAX_ARRAY; i++) {
      const element = get(node, i);
      if (element === void 0) break;
      push(walk2, element, depth + 1, false);
    }
    return;
  }
  const f = readFields(node);
  if (f.fiberCause !== void 0) return push(walk2, f.fiberCause, depth + 1, chain);
  if (f.causeType !== void 0) return visitCause(walk2, node, depth, chain);
  const name = typeNameOf(node, f.name, f._tag);
  if (depth === 0) ev.rootName = name;
  if (chain) addName(ev, name.toLowerCase());
  const status2 = asNumber(f.status) ?? asNumber(f.statusCode) ?? asNumber(f.status_code) ?? asNumber(f.httpStatus) ?? asNumber(f.responseStatusCode) ?? asNumber(f.xhrStatus) ?? asNumber(f.api_error_status) ?? // Telegram's Bot API ({ ok: false, error_code: 409, description }, grammY's GrammyError): its code is the status
  (typeof f.description === "string" ? asNumber(f.error_code) : void 0) ?? getNumber(f.$metadata, "httpStatusCode");
  const code = f.code;
  if (status2 !== void 0 && isHttpStatus(status2)) {
    if (ev.status === void 0) ev.status = status2;
  } else if (f.codeName === void 0 && f.classId === void 0 && !isProcessError(f) && !hasOwnCodes(name)) {
    const numeric = numericStatus(code);
    if (numeric !== void 0 && walk2.weakStatus === void 0) walk2.weakStatus = numeric;
  }
  if (typeof code === "string" && numericStatus(code) === void 0) addCode(ev, code);
  addCode(ev, asString(f.type));
  addCode(ev, asString(f.message_type));
  const statusText = asString(f.status);
  if (statusText !== void 0 && numericStatus(statusText) === void 0) addCode(ev, statusText);
  addCode(ev, asString(f.__type));
  addCode(ev, asString(f.error_code));
  addCode(ev, asString(f.errorCode));
  addCode(ev, asString(f.err_code));
  addCode(ev, asString(f.ECODE));
  addCode(ev, asString(f.errorcode));
  addCode(ev, asString(f.errcode));
  if (typeof f.error_msg === "string" && isBaiduCode(f.error_code)) addCode(ev, `baidu_${f.error_code}`);
  if (typeof f.name === "string" && isSnakeCase(f.name)) addCode(ev, f.name);
  if (name.endsWith("Exception") || isObject(f.$metadata) && typeof f.name === "string") addCode(ev, name);
  const detailType = asString(f["@type"]);
  if (detailType !== void 0) {
    addCode(ev, asString(f.reason));
    if (isUnrefillableQuota(detailType, f.reason, f.violations, f.metadata)) ev.unrefillableQuota = true;
    if (isRetryInfo(node) && ev.retryInfoMs === void 0) {
      ev.retryInfoMs = fromRetryDelay(f.retryDelay);
    }
  }
  const postgrest = f.hint !== void 0 && f.details !== void 0;
  if ((typeof f.severity === "string" || postgrest) && typeof code === "string" && code.length === 5) {
    addCode(ev, `sqlstate-${code}`);
    if (f.severity === "FATAL") addCode(ev, `sqlstate-fatal-${code}`);
  }
  addCode(ev, asString(f.codeName));
  addCode(ev, asString(f.limit_name));
  addCode(ev, asString(f.Code));
  for (const label of strings(f.errorLabels)) addCode(ev, label);
  for (const reason of strings(f.CancellationReasons, "Code")) addCode(ev, reason);
  addCode(ev, grpcCodeName(code, f.details, f.metadata));
  if (detailType === void 0 && typeof f.domain === "string") addCode(ev, asString(f.reason));
  addCode(ev, asString(get(f.extensions, "code")));
  if (typeof f.errorCode === "number" && (f.rateLimitDuration !== void 0 || f.parameter !== void 0)) {
    addCode(ev, `edam_${f.errorCode}`);
  }
  if (isDiscordRateLimit(name)) addCode(ev, "ratelimited");
  if (ev.retryInfoMs === void 0) ev.retryInfoMs = fromEstimatedTime(f.estimated_time);
  if (ev.retryInfoMs === void 0) ev.retryInfoMs = waitMs(f, code, name);
  if (processTimedOut(f)) ev.transport = true;
  const promptTokens = asCount(f.n_prompt_tokens);
  const contextSize = asCount(f.n_ctx);
  if (promptTokens !== void 0 && contextSize !== void 0 && ev.reportedTokens === void 0) {
    ev.reportedTokens = { tokens: promptTokens, limit: contextSize };
  }
  if (typeof f.wasClean === "boolean" && typeof code === "number" && code >= 1e3 && code < 5e3) {
    const reason = asString(f.reason);
    addText(
      ev,
      reason === void 0 || reason.length === 0 ? `websocket closed ${code}` : `websocket closed ${code} ${reason}`
    );
  }
  const tag = asString(f._tag);
  if (tag !== void 0) {
    addCode(ev, tag);
    const reason = asString(f.reason);
    if (reason === "Transport") ev.transport = true;
    else if (reason === "Decode" && chain) ev.decodeFailure = true;
  }
  const execa = typeof f.exitCode === "number" && typeof f.shortMessage === "string";
  const message = asString(execa ? f.shortMessage : f.message);
  if (execa && typeof f.stderr === "string") addText(ev, lastLines(f.stderr, STDERR_LINES));
  if (message !== void 0 && message.length > 0 && renderedBody(message, f.status, f.error) !== void 0) {
    walk2.rendered ??= message;
  } else if (message !== void 0) {
    addText(ev, message);
    if (isExceptionName(message)) addCode(ev, message);
    if (message.length > 0) pushString(walk2, message, depth + 1);
  }
  if (isObject(f.message) && !isArray(f.message)) push(walk2, f.message, depth + 1, false);
  addTextField(walk2, f.detail, depth);
  addTextField(walk2, f.description, depth);
  addTextField(walk2, f.errorMessage, depth);
  addTextField(walk2, f.error_description, depth);
  addTextField(walk2, f.responseBody, depth);
  addTextField(walk2, f.Message, depth);
  addTextField(walk2, f.msg, depth);
  if (typeof f.api_error_status === "number" || f.message === "NOTOK") addTextField(walk2, f.result, depth);
  addTextField(walk2, f.error_msg, depth);
  addTextField(walk2, f.err_msg, depth);
  addTextField(walk2, f.err, depth);
  addTextField(walk2, f.error_message, depth);
  addTextField(walk2, f.error_summary, depth);
  addTextField(walk2, f.errmsg, depth);
  addTextField(walk2, f["Error Message"], depth);
  if (f.error === true || f.message === "Error" && typeof f.type === "string") addTextField(walk2, f.reason, depth);
  addTextField(walk2, f.endedReason, depth);
  addTextField(walk2, f.disconnection_reason, depth);
  addTextField(walk2, f.status_msg, depth);
  addTextField(walk2, f.diagnostics, depth);
  if (f.error_code !== void 0 && f.error_code !== null && f.error_code !== 0) addTextField(walk2, f.text, depth);
  addTextField(walk2, f["html-message"], depth);
  if (isObject(f.detail)) push(walk2, f.detail, depth + 1, false);
  if (f.isError === true) {
    for (const text2 of strings(f.content, "text")) addText(ev, text2);
  }
  push(walk2, serverToolError(f.type, f.content), depth + 1, chain);
  if (ev.headers === void 0) {
    const headers = headerReader(f.headers) ?? headerReader(f.responseHeaders);
    if (headers !== void 0) ev.headers = headers;
  }
  if (chain && status2 === void 0 && isEmptyApiError(node, name)) ev.emptyStreamError = true;
  push(walk2, f.cause, depth + 1, chain);
  push(walk2, f.parent, depth + 1, chain);
  const error = f.error;
  if (typeof error === "string") {
    addText(ev, error);
    if (isCodeLike(error)) addCode(ev, error);
    pushString(walk2, error, depth + 1);
  } else {
    push(walk2, error, depth + 1, false);
  }
  const errors2 = f.errors;
  if (isArray(errors2)) push(walk2, errors2, depth + 1, chain);
  else if (isObject(errors2) && ev.status === void 0) {
    for (const text2 of ownStrings(errors2)) addText(ev, text2);
  }
  push(walk2, f.lastError, depth + 1, chain);
  push(walk2, f.last_error, depth + 1, false);
  push(walk2, f.status_details, depth + 1, false);
  push(walk2, f.lastNodeError, depth + 1, chain);
  if (name !== "AI_ToolCallRepairError") push(walk2, f.originalError, depth + 1, chain);
  push(walk2, f.response, depth + 1, false);
  push(walk2, f.$response, depth + 1, false);
  push(walk2, f.data, depth + 1, false);
  push(walk2, f.details, depth + 1, false);
  push(walk2, f.issue, depth + 1, false);
  push(walk2, f.errorDetails, depth + 1, false);
  push(walk2, f.customErrorData, depth + 1, false);
  push(walk2, f.httpResponse, depth + 1, false);
  push(walk2, f.innererror, depth + 1, false);
  push(walk2, f.errorInfo, depth + 1, false);
  push(walk2, f.error_info, depth + 1, false);
  push(walk2, f.body, depth + 1, false);
  const baseCode = getNumber(f.base_resp, "status_code");
  if (baseCode !== void 0 && baseCode !== 0) addCode(ev, `minimax_${baseCode}`);
  push(walk2, f.base_resp, depth + 1, false);
  push(walk2, f.header, depth + 1, false);
  push(walk2, f.x_groq, depth + 1, false);
  push(walk2, failedChoiceError(f), depth + 1, false);
  push(walk2, f.Response, depth + 1, false);
  if (typeof f.Error === "string" && !f.Error.includes(" ")) {
    addCode(ev, f.Error);
    addTextField(walk2, f.Cause, depth);
  } else {
    push(walk2, f.Error, depth + 1, false);
  }
  if (isObject(f.status)) push(walk2, f.status, depth + 1, false);
  const metadata = f.metadata;
  if (isObject(metadata)) push(walk2, get(metadata, "raw"), depth + 1, false);
};
var visitCause = (walk2, node, depth, chain) => {
  switch (get(node, "_tag")) {
    case "Fail":
      return push(walk2, get(node, "error"), depth + 1, chain);
    case "Die":
      return push(walk2, get(node, "defect"), depth + 1, chain);
    case "Interrupt":
      walk2.ev.interrupted = true;
      return;
    case "Sequential":
    case "Parallel":
      push(walk2, get(node, "left"), depth + 1, chain);
      return push(walk2, get(node, "right"), depth + 1, chain);
  }
};
var isEmptyApiError = (node, name) => {
  if (name === "APIConnectionError" || name === "APIConnectionTimeoutError" || name === "APIUserAbortError") {
    return false;
  }
  try {
    if (!("status" in node) || !("headers" in node) || !("error" in node)) return false;
  } catch {
    return false;
  }
  const body = get(node, "error");
  if (body === void 0 || body === null || body === "") return true;
  try {
    return typeof body === "object" && Object.keys(body).length === 0;
  } catch {
    return false;
  }
};
var parseBody = (body) => typeof body === "string" ? parseJson(body) ?? body : body;

// src/internal/classify/counts.ts
var extractors = [
  // vLLM: "'max_tokens' or 'max_completion_tokens' is too large: 8000. This model's maximum context length is 4096 tokens
  // and your request has 2778 input tokens (8000 > 4096 - 2778)": the output asked for, the window, the input
  ["' is too large: ", "output-limit-input"],
  // SGLang: "Multimodal prompt is too long after expanding multimodal tokens. After expanding
  // len(req.origin_input_ids_unpadded)=5192 => 6153 >= 5489.": the prompt before the image tokens, after them, the window
  ["after expanding len(", "before-tokens-limit"],
  ["prompt is too long", "tokens-limit"],
  // "prompt is too long: 208310 tokens > 200000 maximum"
  ["prompt too long: ", "tokens-limit"],
  // oMLX: "Prompt too long: 120451 tokens exceeds max context window of 120000 tokens"
  ["input token count", "tokens-limit"],
  // "(1196265) exceeds the maximum number of tokens allowed (1048575)"
  ["maximum number of tokens allowed", "limit"],
  // Gemini, no count: "… exceeds the maximum number of tokens allowed 1048576."
  ["maximum context length is", "limit-tokens"],
  // "is 128000 tokens. However, your messages resulted in 130000 tokens"
  // SGLang: "of 4096 tokens. You requested a total of 4320 tokens: 1320 tokens from the input messages and …"
  ["maximum context length of", "limit-tokens"],
  ["maximum prompt length is", "limit-tokens"],
  // "is 131072 but the request contains 537812 tokens"
  ["prompt token count of", "tokens-limit"],
  // "of 130000 exceeds the limit of 128000"
  ["exceed context limit", "sum-limit"],
  // "exceed context limit: 195000 + 8192 > 200000"
  ["cannot exceed", "limit-tokens"],
  // "cannot exceed 4081 - received 4928"
  // Hugging Face TGI, Together: "must be <= 4096. Given: 8740 `inputs` tokens and 500 `max_new_tokens`"
  ["`inputs` tokens + `max_new_tokens` must be", "limit-sum"],
  ["`inputs` must have less than", "limit-tokens"],
  // TGI: "less than 4096 tokens. Given: 5000"
  ["inputs must have less than", "limit-tokens"],
  // older TGI: "less than 1024 tokens. Given: 1416"
  ["current length is", "tokens-limit"],
  // Cerebras: "Current length is 42328 while limit is 40000"
  ["exceed the configured limit of", "limit-tokens"],
  // Azure: "of 272000 tokens. Your messages resulted in 509178"
  ["n_keep:", "tokens-limit"],
  // LM Studio: "(n_keep: 13055>= n_ctx: 4096)"
  ["with n_keep (", "tokens-limit"],
  // llama.cpp: "Cannot truncate prompt with n_keep (15028) >= n_ctx (7424)"
  ["length of prompt_tokens", "tokens-limit"],
  // SiliconFlow: "(68957) must be less than max_seq_len (65536)"
  ["exceeded model token limit", "limit-tokens"],
  // Kimi: "exceeded model token limit: 262144"
  ["number of input tokens must be no more than", "limit-tokens"],
  // YandexGPT: "… no more than 8192, got 9136"
  ["range of input length should be", "range"],
  // DashScope: "[1, 30720]": the window is the upper bound
  ["token sequence length is longer than the specified maximum sequence length", "tokens-limit"],
  // watsonx: "(1336 > 512)"
  ["current message (", "tokens-limit"],
  // xAI: "Current message (1149677 tokens) exceeds budget (975424 tokens)"
  ["too many tokens in batch. max is", "limit-tokens"],
  // Mistral's embeddings: "… Max is 16384 got 17555"
  ["prompt length of", "tokens-limit"],
  // vLLM V1: "Prompt length of 5016 is longer than the maximum model length of 4096."
  // vLLM (multimodal): "The prompt (total length 25938) is too long to fit into the model (context length 4096)."
  ["prompt (total length", "tokens-limit"],
  ["prompt (length", "tokens-limit"],
  // vLLM: "The decoder prompt (length 15983) is longer than the maximum model length of 8192"
  ["input length", "tokens-limit"],
  // "Input length 131393 exceeds the maximum allowed input length of 131040 tokens."
  ["the input has", "tokens-limit"],
  // LM Studio: "The input has 31430 tokens, but the context length only supports 30000"
  ["trying to keep the first", "tokens-limit"],
  // LM Studio: "… first 14538 tokens … context length of only 2048 tokens"
  ["max input tokens:", "limit-tokens"],
  // Bedrock Titan: "Max input tokens: 8192, request input token count: 9875"
  ["context window exceeded:", "tokens-limit"],
  // SGLang: "The input (61709 tokens) is longer than the model's context length (40960 tokens)."
  ["the input (", "tokens-limit"],
  // llama.cpp: "request (5584 tokens) exceeds the available context size (4096 tokens), try increasing it" (older
  // builds say "the request exceeds the available context size." without counts)
  ["exceeds the available context size", "around"],
  ["exceeds context size", "around"],
  // llama.cpp's shorter form: "request (53192 tokens) exceeds context size (50176 tokens)"
  // Bedrock's Mantle (OpenAI models, a 400 `validation_error`): "prompt tokens (400007) exceed model maximum (278528) for …"
  // (the counts in its own parentheses: a usage report elsewhere in the text names other numbers)
  [") exceed model maximum", "around"],
  // Workers AI (5021): "The estimated number of input and maximum output tokens (208453) exceeded this model context
  // window limit (65536)."
  ["exceeded this model context window limit", "around"],
  // llxprt: "Request would exceed the 60000 token context window even after compression (projected 72534 tokens …)"
  ["would exceed the", "limit-tokens"],
  // Voyage AI: "The max allowed tokens per submitted batch is 120000. Your batch has 124417 tokens after truncation."
  ["max allowed tokens per submitted batch is", "limit-tokens"],
  // Voyage AI: "The example at index 0 in your batch has too many tokens and does not fit into the model's context window
  // of 4000 tokens."
  ["does not fit into the model's context window of", "limit"],
  ["exceeds the model's maximum of", "limit"],
  // Jina: "Input text exceeds the model's maximum of 8194 tokens."
  ["max tokens of ", "limit"],
  // Snowflake Cortex: "max tokens of 128000 exceeded"
  // llama-cpp-python: "Requested tokens (2138) exceed context window of 2048"; WebLLM: "Prompt tokens exceed context window
  // size: number of prompt tokens: 8484; context window size: 4096"
  ["requested tokens (", "tokens-limit"],
  ["prompt tokens exceed context window size", "tokens-limit"],
  ["prompt has", "tokens-limit"]
  // llama.cpp: "Prompt has 49202 tokens, but the configured context size is 49152 tokens" // Zed: "Context window exceeded: 187155 tokens exceeds the limit of 120000 tokens"
];
var fromExtractors = (text2) => {
  for (const [phrase, order] of extractors) {
    const at = text2.indexOf(phrase);
    if (at < 0) continue;
    if (order === "around") return countsAround(text2, at, phrase.length);
    const found = scanNumbers(text2, at + phrase.length, 4);
    switch (order) {
      case "sum-limit":
        if (found.length >= 3) return { tokens: found[0] + found[1], limit: found[2], output: found[1] };
        break;
      case "limit-sum":
        if (found.length >= 3) return { tokens: found[1] + found[2], limit: found[0], output: found[2] };
        break;
      case "output-limit-input":
        if (found.length >= 3) return { tokens: found[0] + found[2], limit: found[1], output: found[0] };
        continue;
      case "range":
        if (found.length >= 2) return { limit: found[1] };
        continue;
      case "before-tokens-limit":
        if (found.length >= 3) return { tokens: found[1], limit: found[2] };
        continue;
      case "limit":
        if (found.length >= 1) return { limit: found[0] };
        continue;
    }
    if (found.length >= 2) {
      return order === "tokens-limit" ? { tokens: found[0], limit: found[1] } : { tokens: found[1], limit: found[0] };
    }
    if (found.length === 1 && order === "limit-tokens") return { limit: found[0] };
  }
  return {};
};
var countsAround = (text2, at, length) => {
  const open = text2.lastIndexOf("(", at);
  return {
    tokens: open >= 0 && at - open <= 32 ? scanNumbers(text2.slice(open, at), 0, 1)[0] : void 0,
    // the window only as the parenthesis right after the phrase: older llama.cpp gives no counts, and what follows may be
    // anything (an agent's "Retry attempt 1", a server log's task id)
    limit: text2.startsWith(" (", at + length) ? firstNumber(text2, at + length) : void 0
  };
};
var readers = [
  // Perplexity (requested_too_many_tokens): "Requested 115120 to generate tokens, following a prompt of length 40055,
  // which exceeds the max limit of 128000 tokens."
  (text2) => {
    const at = text2.indexOf(PROMPT_OF_LENGTH);
    if (at < 0) return void 0;
    const output = numberAfter(text2, "requested ", Math.max(0, at - 48));
    const input = scanNumbers(text2, at + PROMPT_OF_LENGTH.length, 1)[0];
    const limit = numberAfter(text2, "max limit of", at);
    return output !== void 0 && input !== void 0 && limit !== void 0 ? { tokens: input + output, limit, output } : void 0;
  },
  // Mistral: "Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum context length"
  (text2) => {
    const at = text2.indexOf(TOO_LARGE_FOR_MODEL);
    if (at < 0) return void 0;
    const prompt = text2.indexOf("prompt contains");
    return {
      tokens: prompt >= 0 && prompt < at ? firstNumber(text2, prompt) : void 0,
      limit: firstNumber(text2, at)
    };
  },
  // SambaNova: "The maximum context length of DeepSeek-V3-0324 is 32768. However, answering your request will
  // take 39732 tokens": the window follows the last " is " before it (the model's name may hold digits)
  (text2) => {
    const take = text2.indexOf(WILL_TAKE);
    if (take < 0) return void 0;
    const is = text2.lastIndexOf(" is ", take);
    return {
      tokens: firstNumber(text2, take + WILL_TAKE.length),
      limit: is >= 0 ? firstNumber(text2, is + 4) : void 0
    };
  },
  // vLLM ≥ 0.20: "is 128000 tokens. However, you requested 65535 output tokens and your prompt contains at least
  // 62466 input tokens, for a total of at least 128001 tokens." The output alone may be the whole window ("you
  // requested 131072 output tokens and your prompt contains 14233 characters"): then no total is stated.
  (text2) => {
    const output = text2.indexOf(OUTPUT_AND_PROMPT);
    if (output < 0) return void 0;
    const requested = text2.lastIndexOf(YOU_REQUESTED, output);
    const window = text2.lastIndexOf(MAXIMUM_IS, output);
    const total2 = text2.indexOf(FOR_A_TOTAL, output);
    return {
      tokens: total2 >= 0 ? firstNumber(text2, total2 + FOR_A_TOTAL.length) : void 0,
      limit: window >= 0 ? firstNumber(text2, window + MAXIMUM_IS.length) : void 0,
      output: requested >= 0 ? firstNumber(text2, requested + YOU_REQUESTED.length) : void 0
    };
  },
  // vLLM: "You passed 202753 input tokens and requested 0 output tokens. However, the model's context length is only
  // 202752 tokens, resulting in a maximum input length of 202752 tokens."
  (text2) => {
    const passed = text2.indexOf(YOU_PASSED);
    const only = passed >= 0 ? text2.indexOf(LENGTH_IS_ONLY, passed) : -1;
    if (only < 0) return void 0;
    const [input, output] = scanNumbers(text2, passed + YOU_PASSED.length, 2);
    return {
      tokens: input !== void 0 && output !== void 0 ? input + output : input,
      limit: firstNumber(text2, only + LENGTH_IS_ONLY.length),
      output
    };
  },
  // vLLM 0.15: "is 2048 tokens. However, your request has 8 input tokens plus 2045 'max_tokens'."
  (text2) => {
    const plus = text2.indexOf(INPUT_PLUS);
    if (plus < 0) return void 0;
    const window = text2.lastIndexOf(MAXIMUM_IS, plus);
    const has2 = text2.lastIndexOf(" has ", plus);
    if (window < 0 || has2 < 0) return void 0;
    const input = firstNumber(text2, has2 + 5);
    const output = firstNumber(text2, plus + INPUT_PLUS.length);
    return {
      tokens: input !== void 0 && output !== void 0 ? input + output : void 0,
      limit: firstNumber(text2, window + MAXIMUM_IS.length),
      output
    };
  },
  // OpenAI embeddings: "Requested 416735 tokens, max 300000 tokens per request"
  (text2) => {
    const per = text2.indexOf(TOKENS_PER_REQUEST);
    const requested = per >= 0 ? text2.lastIndexOf("requested ", per) : -1;
    if (requested < 0) return void 0;
    const [tokens, limit] = scanNumbers(text2, requested + 10, 2);
    return { tokens, limit };
  },
  // llama.cpp embeddings: "input (596 tokens) is too large to process. increase the physical batch size
  // (current batch size: 512)": the whole input must fit one batch
  (text2) => {
    const batch = text2.indexOf(CURRENT_BATCH);
    const input = batch >= 0 ? text2.lastIndexOf("input (", batch) : -1;
    if (input < 0) return void 0;
    return { tokens: firstNumber(text2, input), limit: firstNumber(text2, batch + CURRENT_BATCH.length) };
  }
];
var PROMPT_OF_LENGTH = "following a prompt of length";
var TOO_LARGE_FOR_MODEL = "too large for model with";
var TOKENS_PER_REQUEST = " tokens per request";
var WILL_TAKE = "answering your request will take";
var OUTPUT_AND_PROMPT = " output tokens and your prompt contains";
var YOU_REQUESTED = "you requested ";
var YOU_PASSED = "you passed ";
var LENGTH_IS_ONLY = "context length is only";
var MAXIMUM_IS = "maximum context length is";
var FOR_A_TOTAL = "for a total of";
var INPUT_PLUS = " input tokens plus ";
var CURRENT_BATCH = "current batch size:";
var readerAnchors = [
  PROMPT_OF_LENGTH,
  TOO_LARGE_FOR_MODEL,
  WILL_TAKE,
  OUTPUT_AND_PROMPT,
  LENGTH_IS_ONLY,
  INPUT_PLUS,
  TOKENS_PER_REQUEST,
  CURRENT_BATCH
];
var extractorPhrases = extractors.map(([phrase]) => phrase);
var Readers = 1;
var Extractors = 2;
var OutputForms = 4;
var numbers = (text2, groups) => {
  const counts = ((groups & Readers) !== 0 ? fromReaders(text2) : void 0) ?? ((groups & Extractors) !== 0 ? fromExtractors(text2) : {});
  if (counts.output !== void 0 || (groups & OutputForms) === 0) return counts;
  const output = statedOutput(text2);
  return output === void 0 ? counts : { ...counts, output };
};
var fromReaders = (text2) => {
  for (const read of readers) {
    const counts = read(text2);
    if (counts !== void 0) return counts;
  }
  return void 0;
};
var statedOutput = (text2) => {
  for (const form of outputForms) {
    const at = text2.indexOf(form);
    if (at > 0) return numberBefore(text2, at);
  }
  return void 0;
};
var outputForms = [
  " in the completion)",
  " in the output)",
  " token completion budget",
  " tokens for the completion"
];
var numberBefore = (text2, end) => {
  let start5 = end;
  while (start5 > 0 && end - start5 < 12 && isDigitAt(text2, start5 - 1)) start5--;
  return start5 < end ? Number(text2.slice(start5, end)) : void 0;
};
var isDigitAt = (text2, i) => {
  const c = text2.charCodeAt(i);
  return c >= 48 && c <= 57;
};
var COMMA = 44;
var DOT = 46;
var MINUS = 45;
var SPACE2 = 32;
var isWordLetter = (c) => c >= 97 && c <= 122 || c === 95;
var BACKSLASH = 92;
var ESCAPE = 27;
var followsWord = (text2, i) => {
  const c = text2.charCodeAt(i - 1);
  if (!isWordLetter(c)) return false;
  if (c === 110 || c === 116 || c === 114) return !(i > 1 && text2.charCodeAt(i - 2) === BACKSLASH);
  return !(c === 109 && endsColourCode(text2, i - 1));
};
var endsColourCode = (text2, m) => {
  let j = m - 1;
  while (j > m - 12 && j > 0 && (isDigitAt(text2, j) || text2.charCodeAt(j) === 59)) j--;
  return j < m - 1 && text2.charCodeAt(j) === 91 && text2.charCodeAt(j - 1) === ESCAPE;
};
var scanNumbers = (text2, from, max) => {
  const out = [];
  const end = Math.min(text2.length, from + 240);
  let i = from;
  while (i < end && out.length < max) {
    if (!isDigitAt(text2, i)) {
      i++;
      continue;
    }
    if (i > 0 && followsWord(text2, i)) {
      while (i < end && (isDigitAt(text2, i) || isWordLetter(text2.charCodeAt(i)))) i++;
      continue;
    }
    if (i > 1 && text2.charCodeAt(i - 1) === MINUS && text2.charCodeAt(i - 2) === SPACE2) {
      while (i < end && isDigitAt(text2, i)) i++;
      continue;
    }
    if (i > 1 && text2.charCodeAt(i - 1) === 91 && text2.charCodeAt(i - 2) === ESCAPE) {
      while (i < end && (isDigitAt(text2, i) || text2.charCodeAt(i) === 59)) i++;
      continue;
    }
    let value = 0;
    let digits = 0;
    for (; i < end; i++) {
      const c = text2.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        digits++;
      } else if (c !== COMMA || !isDigitAt(text2, i + 1)) {
        break;
      }
    }
    if (text2.charCodeAt(i) === DOT && isDigitAt(text2, i + 1)) {
      i++;
      while (i < end && isDigitAt(text2, i)) i++;
      continue;
    }
    if (digits > 0 && digits <= 12) out.push(value);
  }
  return out;
};
var firstNumber = (text2, from) => scanNumbers(text2, from, 1)[0];
var numberAfter = (text2, word, from) => {
  const at = text2.indexOf(word, from);
  return at < 0 ? void 0 : firstNumber(text2, at + word.length);
};

// src/internal/classify/textStatus.ts
var TUNNEL_AGENT = "tunneling socket could not be established, statuscode=";
var tunnelStatus = (text2) => {
  const undici = text2.indexOf("proxy response (");
  if (undici >= 0) return statusAt(text2, undici + 16);
  const agent = text2.indexOf(TUNNEL_AGENT);
  return agent >= 0 ? statusAt(text2, agent + TUNNEL_AGENT.length) : void 0;
};
var statusForms = [
  ["api error (", 41],
  // ")"
  ["assist error (", 41],
  // ")": "Cloud Code Assist error (429):"
  ["zendesk error (", 41],
  // ")": node-zendesk keeps only "Request processing failed: Zendesk Error (401): Not Authorized"
  // ")": Ollama Client: "OLC-PROVIDER-HTTP: Ollama server error (500)" (not a mail tool's "SMTP server error (535): …",
  // whose codes are SMTP's)
  ["ollama server error (", 41],
  // ")": Exa's MCP server's failed tool results: "web_search_exa error (401): Unauthorized", "agent_run error (500): …"
  ["_exa error (", 41],
  ["agent_run error (", 41],
  // the MCP reference fetch server: "Failed to fetch <url> - status code 404" (the page's answer; a 403 there is one
  // site's refusal of one page: `forbiddenByRequestPhrases`)
  ["- status code ", void 0],
  ["api error: ", void 0],
  ["request rejected (", 41],
  ["status: ", void 0],
  // tgpt: "Error. Your request is being blocked by the server. Status Code: 504" (not a validation's "Invalid response
  // status code: 500, must be between 200 and 399", RAGFlow's check of a configured value)
  ["by the server. status code: ", void 0],
  ["statuscode: ", void 0],
  // tgpt 2.0: "Some error has occurred. Statuscode: 403"
  // Alamofire (Enchanted): "Response status code was unacceptable: 500."
  ["status code was unacceptable: ", void 0],
  // Dart's Dio (flutter_gemini's GeminiException): "This exception was thrown because the response has a status code of
  // 503 and RequestOptions.validateStatus was configured to throw for this status code." Only a status that passes: Dio
  // is any Flutter app's client, and its 403 is as often one image or page refused (review 64)
  ["the response has a status code of ", 32, false, void 0, "or401"],
  ["stream failed (", 41],
  // ")": Letta: "Z.ai Chat Completions API stream failed (401): Authentication Failed"
  ["to api (status code: ", 41],
  // ")": an app's "Error: Unable to connect to API (Status code: 401)"
  // httpx's HTTPStatusError: "Client error '401 Unauthorized' for url '…'", "Server error '503 Service Unavailable' …"
  ["client error '", 32],
  ["server error '", 32],
  ["unexpected status ", void 0],
  // Codex: "unexpected status 401 Unauthorized: …"
  // ")": Neon's serverless driver: "Server error (HTTP status 500): {…}" (not a scraper's "Failed to scrape page (HTTP
  // Status 403)": one site's refusal of one page)
  ["server error (http status ", 41],
  ["http error (", 41],
  // ")": raven's "failed to send exception to sentry: HTTP Error (429): Creation of this event …"
  ["http status ", 58],
  // ":": "HTTP status 429: More than 1200 requests per 300 seconds reached." (a hosting API's)
  ["control plane request failed: ", void 0],
  // Continue's Hub client: "Control plane request failed: 403 {…}"
  ["http-error-code: ", 44],
  // ",": Singer taps (tap-mailchimp): "HTTP-error-code: 429, Error: …"
  // Speakeasy's generated SDKs (Mistral's, Gusto's): "API error occurred: Status 500\nBody: {…}"
  ["api error occurred: status ", void 0],
  // go-swagger's generated clients (CircleCI's Go SDK) for a status their spec does not list: "response status code does
  // not match any response statuses defined for this endpoint in the swagger spec (status 429): {}"
  ["swagger spec (status ", 41],
  // google-api-python-client's HttpError: "<HttpError 403 when requesting https://… returned \"…\">"
  ["<httperror ", void 0],
  // requests' HTTPError: "429 Client Error: Too Many Requests for url: …" (the reason may be anything, even a number)
  ["httperror: ", 32, false, "client error: "],
  ["httperror: ", 32, false, "server error: "],
  // …and its repr inside another message, escaped when that message is a repr too (LangSmith: "LangSmithError('Failed
  // to POST … HTTPError(\\'403 Client Error: Forbidden for url: …\\', \\'{…}\\')')")
  ["httperror('", 32, false, "client error: "],
  ["httperror('", 32, false, "server error: "],
  ["httperror(\\'", 32, false, "client error: "],
  ["httperror(\\'", 32, false, "server error: "],
  // OpenTelemetry Python's OTLP/HTTP exporters: "Failed to export batch code: 401, reason: {…}"
  ["failed to export batch code: ", 44],
  ["received ", 32, false, "http response"],
  // prawcore: "received 429 HTTP response"
  ["wsserverhandshakeerror: ", 44],
  // ",": aiohttp's WebSocket handshake: "WSServerHandshakeError: 503, message='…'"
  ["http ", void 0],
  // "HTTP 429: {…}", Continue's "HTTP 429 Too Many Requests from …"
  ["internal error: ", void 0],
  // Qwen Code: "Internal error: 401 invalid access token or token expired"
  ["error ", 44],
  // ",": Go's genai: "Error 429, Message: …"
  // VS Code's MCP client: "Connection state: Error 500 status sending message to https://…: …"
  ["error ", 32, false, "status sending message"],
  ["the requested url returned error: ", void 0],
  // curl -f (22), git over HTTP
  ["npm err! ", void 0],
  // npm 9 and older: "npm ERR! 401 Unauthorized - GET …"
  ["refresh failed: ", void 0],
  // OpenCode: "Token refresh failed: 401"
  ["byok error: ", void 0],
  // Droid: "BYOK Error: 500 failed to stream request: …"
  ["npm error ", void 0],
  // npm: "npm error 429 Too Many Requests - GET https://registry.npmjs.org/…"
  ["capierror: ", void 0],
  // Copilot CLI: "Execution failed: CAPIError: 502 502 <!DOCTYPE html>…"
  ["errorstatus(", 44],
  // ",": Warp (a Rust Debug form): "Request failed with error: ErrorStatus(500, \"\")"
  ["errorstatus (", 44],
  // ",": the same in Warp's docs: "ErrorStatus (403, \"Your account has been blocked …\")"
  ["upstream returned ", void 0],
  // Cherry Studio via grok2api: "Chat upstream returned 429"
  ["upstream request failed: [", 93],
  // "]": OpenCode Go relays the upstream's status ("… failed: [403] Forbidden")
  ["response failed: [", 93],
  // "]": Traycer: "Streaming response failed: [503] The request queue is full."
  ["streaming response. code ", void 0],
  // AnythingLLM: "An error occurred while streaming response. Code 401"
  // ws refusing a WebSocket upgrade: "Unexpected server response: 429" (Browserless at its concurrency limit)
  ["unexpected server response: ", void 0],
  ["with http code ", void 0],
  // Typesense: "Request failed with HTTP code 503 | Server said: Not Ready or Lagging"
  ["failed with status code ", void 0],
  // Dify: "API request failed with status code 429: {…}"
  // apps' clients: "DBLP API returned status code 429" (only a status that passes: Dynatrace's "API returned status code
  // 403: The query involves 1794 metrics, but the limit …" is one query's)
  ["returned status code ", void 0, false, void 0, true],
  ["request failed with status ", void 0],
  // the Telnyx CLI: "Error: Request failed with status 401: Unauthorized"
  // Smithery's "Initialization failed with status 500" (a failure's status only when it passes: a 404 there may be one
  // page's or one resource's)
  ["failed with status ", void 0, false, void 0, true],
  ["response status code is ", void 0],
  // node-geocoder: "Response status code is 402"
  ["error occurred with status code: ", 44],
  // ",": opsgenie-go-sdk: "Error occurred with Status code: 403, Message: …"
  ["internal error [status ", 93],
  // "]": NeverBounce's SDK: "(Internal error [status 502])", its 5xx only
  ["failed with error code ", 32, false, "!= 200"],
  // MLflow: "API request to … failed with error code 403 != 200."
  // hcloud-go: "hcloud: server responded with status code 503" (not bollard's "Docker responded with status code 500: …",
  // the daemon's answer to any fault: review 53); Python requests' "(<Response [503]>)" ("]"), only a status that
  // passes: a page a scraper was refused answers "<Response [403]>" too
  ["hcloud: server responded with status code ", void 0, false, void 0, true],
  ["<response [", 93, false, void 0, true],
  ["unauthorized (", 41],
  // ")": balldontlie's SDK: "AuthenticationError: Unauthorized (401)"
  [" returns ", 32, false, "which is an invalid status code"],
  // bunny-cli: "The storage api returns 401 which is an …"
  ["http status is ", 46],
  // ".": hummingbot: "… HTTP status is 401. Error: Unauthorized"
  // ":": Python's urllib: "urllib.error.HTTPError: HTTP Error 503: PUGREST.ServerBusy" (only a status that passes: yt-dlp's
  // "unable to download video data: HTTP Error 403: Forbidden" is one link's)
  ["http error ", 58, false, void 0, true],
  // ":": a Python exception made of a status (Starlette's HTTPException as logged: "HTTPException: 503: …"); only one
  // that passes: openstacksdk's "HttpException: 403: Client Error for url: …, Not allowed to create members for image …"
  // is one resource's
  ["exception: ", 58, false, void 0, true],
  // the MCP SDK's McpError around a server's HTTP failure: "MCP error -32603: 429 You've exceeded your max concurrent
  // sessions limit (limit 1, currently 1)" (Browserbase's MCP server); a tool's "403 Forbidden" there is one item's
  ["mcp error -32603: ", void 0, false, void 0, true],
  // a Python repr of openai 0.x's errors (Semantic Kernel 0.x): "AuthenticationError(message='', http_status=401, …)"
  ["http_status=", void 0],
  ["status_code=", void 0],
  // Cherry Studio (SiliconFlow): "status_code=429, Request was rejected due to rate limiting."
  // ":" and a JSON body (Kilo: "Compaction failed: Summarization failed: 401: {\"message\":…}"); not SMTP's "send failed:
  // 535: 5.7.8 …" nor a subsystem's "Delete failed: 403: Forbidden"
  ["failed: ", 58, false, " {"],
  // "Error: 500 ERROR" inside another text (Command Code: "submit_error: Error: 500 ERROR"), where a word starts: not
  // Python's "AssertionError: 500 != 200"
  ["error: ", void 0, true]
];
var firstStatus = (text2, forms) => {
  for (const [marker, closing, wordStart, then, passingOnly] of forms) {
    let at = text2.indexOf(marker);
    for (let guard = 0; at >= 0 && guard < 4; guard++, at = text2.indexOf(marker, at + 1)) {
      if (wordStart === true && at > 0 && isWordChar(text2.charCodeAt(at - 1))) continue;
      const end = at + marker.length + 3;
      if (closing === void 0 ? isDigitAt(text2, end) : text2.charCodeAt(end) !== closing) continue;
      if (then !== void 0 && !text2.startsWith(then, end + 1)) continue;
      const status2 = statusAt(text2, at + marker.length);
      if (status2 !== void 0 && status2 >= 400 && isTaken(status2, passingOnly)) return status2;
    }
  }
  return void 0;
};
var isPassing = (status2) => status2 === 408 || status2 === 429 || status2 >= 500;
var isTaken = (status2, passingOnly) => passingOnly === void 0 || passingOnly === false || isPassing(status2) || passingOnly === "or401" && status2 === 401;
var isWordChar = (c) => c >= 97 && c <= 122 || c >= 48 && c <= 57 || c === 95;
var statusAt = (text2, at) => {
  let n = 0;
  for (let i = at; i < at + 3; i++) {
    const c = text2.charCodeAt(i);
    if (c < 48 || c > 57) return void 0;
    n = n * 10 + c - 48;
  }
  return n >= 100 && n <= 599 ? n : void 0;
};
var httpErrorPrefixes = [
  "http error: ",
  "errore http: ",
  "erro http: ",
  "error http: ",
  "erreur http : ",
  "http-fehler: ",
  "http-fel: ",
  "http-feil: ",
  "\u043E\u0448\u0438\u0431\u043A\u0430 http: ",
  "http\u30A8\u30E9\u30FC\uFF1A",
  "http\u30A8\u30E9\u30FC: ",
  "http \uC624\uB958: ",
  "http \u9519\u8BEF\uFF1A",
  "http \u932F\u8AA4\uFF1A",
  "\u062E\u0637\u0623 http: ",
  "\u062E\u0637\u0623 \u0641\u064A http: "
];
var PREFIX_WITHIN = 32;
var REASON_WITHIN = 80;
var localizedHttpError = (text2) => {
  for (const prefix of httpErrorPrefixes) {
    const from = text2.indexOf(prefix);
    if (from < 0 || from > PREFIX_WITHIN) continue;
    const open = text2.indexOf(" (", from + prefix.length);
    if (open < 0 || open - from > REASON_WITHIN || text2.charCodeAt(open + 5) !== 41) return void 0;
    const status2 = statusAt(text2, open + 2);
    return status2 !== void 0 && status2 >= 400 ? status2 : void 0;
  }
  return void 0;
};
var NO_BODY = " status code (no body)";
var noBodyStatus = (text2) => {
  const at = text2.indexOf(NO_BODY);
  if (at < 3 || at > 3 && isDigitAt(text2, at - 4)) return void 0;
  const status2 = statusAt(text2, at - 3);
  return status2 !== void 0 && status2 >= 400 ? status2 : void 0;
};
var statusInText = (text2) => firstStatus(text2, statusForms) ?? localizedHttpError(text2) ?? noBodyStatus(text2);
var relayForms = [
  ["last error: http ", void 0],
  ["server responded with status ", void 0],
  ["http status code: ", void 0],
  ["received server error (", void 0],
  ["received client error (", void 0],
  ["received error (", void 0],
  // a gateway's "All variants failed with errors: … Invalid status code: 400 Bad Request: {…}"
  ["invalid status code: ", void 0],
  ["error code: ", void 0]
  // the openai Python SDK's text, relayed: "Request processing failed: Error code: 503 - {…}"
];
var FETCHING = "error fetching from ";
var fetchRelay = (text2) => {
  const from = text2.indexOf(FETCHING);
  if (from < 0) return void 0;
  const at = text2.indexOf(": [", from + FETCHING.length);
  if (at < 0 || text2.charCodeAt(at + 6) !== 32) return void 0;
  const status2 = statusAt(text2, at + 3);
  return status2 !== void 0 && status2 >= 400 ? status2 : void 0;
};
var API_CORE = "api_core.exceptions.";
var apiCoreRelay = (text2) => {
  const from = text2.indexOf(API_CORE);
  if (from < 0) return void 0;
  const at = text2.indexOf(": ", from + API_CORE.length);
  if (at < 0 || at - from > API_CORE.length + 40 || isDigitAt(text2, at + 5)) return void 0;
  const status2 = statusAt(text2, at + 2);
  return status2 !== void 0 && status2 >= 400 ? status2 : void 0;
};
var relayedStatus = (text2) => (
  // the Python exception first: Google's JS SDKs put their own "[400 Bad Request]" around the service's text
  firstStatus(text2, relayForms) ?? apiCoreRelay(text2) ?? fetchRelay(text2)
);
var relayMarkers = [...relayForms.map(([marker]) => marker), FETCHING, API_CORE];
var statusMarkers = [
  "proxy response (",
  TUNNEL_AGENT,
  ...statusForms.map(([m]) => m),
  ...httpErrorPrefixes,
  NO_BODY
];

// src/internal/classify/widePhrases.ts
var firstWide = (p) => {
  for (let i = 0; i < p.length; i++) if (p.charCodeAt(i) >= 128) return i;
  return -1;
};
var trigram = (s, at) => s.charCodeAt(at) * 4294967296 + s.charCodeAt(at + 1) * 65536 + s.charCodeAt(at + 2);
var index = (phrases) => {
  const byTrigram = /* @__PURE__ */ new Map();
  const short = [];
  for (const [phrase, mask] of phrases) {
    const at = firstWide(phrase);
    if (at < 0 || at + 3 > phrase.length) {
      short.push([phrase, mask]);
      continue;
    }
    const key = trigram(phrase, at);
    const list = byTrigram.get(key);
    if (list === void 0) byTrigram.set(key, [[phrase, at, mask]]);
    else list.push([phrase, at, mask]);
  }
  return { byTrigram, short };
};
var scan = (wide, text2, found) => {
  let tables2 = found;
  const { byTrigram, short } = wide;
  const end = text2.length - 2;
  for (let i = 0; i < end; i++) {
    if (text2.charCodeAt(i) < 128) continue;
    const list = byTrigram.get(trigram(text2, i));
    if (list === void 0) continue;
    for (let k = 0; k < list.length; k++) {
      const [phrase, offset, mask] = list[k];
      if ((tables2 & mask) !== mask && i >= offset && text2.startsWith(phrase, i - offset)) tables2 |= mask;
    }
  }
  for (const [phrase, mask] of short) if ((tables2 & mask) !== mask && text2.includes(phrase)) tables2 |= mask;
  return tables2;
};

// src/internal/classify/phrases.ts
var Overflow = 1;
var WeakOverflow = 2;
var Throttle = 4;
var Permanent2 = 8;
var WeakPermanent = 16;
var Policy = 32;
var Network = 64;
var Transient = 128;
var RetryText = 256;
var PerMinute = 512;
var Aborted = 1024;
var StreamCondition = 2048;
var Unroutable = 4096;
var StatusText = 8192;
var QuotaWordedThrottle = 16384;
var RelayedStatus = 32768;
var ConditionalNetwork = 65536;
var NotNetwork = 131072;
var UpstreamClass = 262144;
var TestRun = 524288;
var BotocoreError = 1048576;
var BadKeyHeader = 2097152;
var Retryable400 = 4194304;
var Forbidden403 = 8388608;
var RequestFault429 = 16777216;
var RequestFault5xx = 33554432;
var Blocked451 = 67108864;
var CountReaders = 134217728;
var CountExtractors = 268435456;
var CountOutput = 536870912;
var CredentialChain = 1073741824;
var tables = [
  [Overflow, overflowPhrases],
  [WeakOverflow, weakOverflowPhrases],
  [Throttle, throttlePhrases],
  [Permanent2, permanentPhrases],
  [WeakPermanent, weakPermanentPhrases],
  [Policy, policyPhrases],
  [Network, networkPhrases],
  [Transient, transientPhrases],
  [RetryText, retryTextMarkers],
  [PerMinute, perMinuteTokenPhrases],
  [Aborted, abortPhrases],
  [StreamCondition, streamConditionPhrases],
  [Unroutable, unroutablePhrases],
  [StatusText, statusMarkers],
  [QuotaWordedThrottle, quotaWordedThrottleMarkers],
  [RelayedStatus, relayMarkers],
  [ConditionalNetwork, conditionalNetworkPhrases],
  [NotNetwork, notNetworkPhrases],
  [UpstreamClass, upstreamFailureClassPhrases],
  [TestRun, testRunMarkers],
  [BotocoreError, botocoreMarkers],
  [BadKeyHeader, badKeyHeaderPhrases],
  [Retryable400, retryable400Phrases],
  [Forbidden403, [...refusedByRecipientPhrases, ...forbiddenByRequestPhrases]],
  [RequestFault429, requestFault429Phrases],
  [RequestFault5xx, requestFault5xxPhrases],
  [Blocked451, resourceBlocked451Phrases],
  [CountReaders, readerAnchors],
  [CountExtractors, extractorPhrases],
  [CountOutput, outputForms],
  [CredentialChain, credentialChainPhrases]
];
var APOSTROPHE = 39;
var isAscii = (p) => firstWide(p) < 0;
var compile = () => {
  const masks = /* @__PURE__ */ new Map();
  for (const [bit, phrases] of tables) {
    for (const p of phrases) {
      if (p.includes("|")) throw new Error(`a phrase contains "|": ${p}`);
      if (p.length === 0) throw new Error("an empty phrase");
      if (p !== p.toLowerCase()) throw new Error(`a phrase is not lower-case: ${p}`);
      masks.set(p, (masks.get(p) ?? 0) | bit);
    }
  }
  const wide = [...masks].filter(([p]) => !isAscii(p));
  for (const [p] of wide) masks.delete(p);
  const classes = new Uint8Array(65536);
  let count2 = 1;
  let states = 1;
  for (const p of masks.keys()) {
    states += p.length;
    for (let i = 0; i < p.length; i++) {
      const c = p.charCodeAt(i);
      if (classes[c] === 0) classes[c] = count2++;
    }
  }
  if (count2 > 256) throw new Error("more than 255 distinct characters in the phrases");
  classes[RIGHT_QUOTE] = classes[APOSTROPHE];
  const shift = Math.ceil(Math.log2(count2));
  const stride = 1 << shift;
  const next4 = states <= 65536 ? new Uint16Array(states * stride) : new Uint32Array(states * stride);
  const found = new Int32Array(states);
  let made = 1;
  for (const [p, mask] of masks) {
    let s = 0;
    for (let i = 0; i < p.length; i++) {
      const at = s << shift | classes[p.charCodeAt(i)];
      if (next4[at] === 0) next4[at] = made++;
      s = next4[at];
    }
    found[s] |= mask;
  }
  const failure2 = new Int32Array(made);
  const queue = [0];
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q];
    const row = s << shift;
    const failRow = failure2[s] << shift;
    for (let k = 0; k < stride; k++) {
      const child = next4[row | k];
      if (child !== 0) {
        failure2[child] = s === 0 ? 0 : next4[failRow | k];
        found[child] |= found[failure2[child]];
        queue.push(child);
      } else if (s !== 0) {
        next4[row | k] = next4[failRow | k];
      }
    }
  }
  return {
    classes,
    next: next4.subarray(0, made << shift),
    found: found.subarray(0, made),
    shift,
    wide: index(wide.map(([p, mask]) => [fold(p), mask]))
  };
};
var machine;
var scan2 = (text2) => {
  const { classes, found, next: next4, shift, wide } = machine ??= compile();
  let state = 0;
  let tables2 = 0;
  let high = 0;
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    high |= c;
    state = next4[state << shift | classes[c]];
    tables2 |= found[state];
  }
  if (high >= 128) {
    tables2 = scan(wide, fold(text2), tables2);
    if (text2.includes(ZWNJ)) tables2 = scan(wide, fold(text2, true), tables2);
  }
  return tables2;
};
var has = (s, table2) => ((s.phrases ??= scan2(s.text)) & table2) !== 0;
var allPhrases = tables.flatMap(([, phrases]) => phrases);

// src/internal/classify/overflow.ts
var hasPhrase = has;
var isThrottled = (ev) => {
  return hasCode(ev, ThrottleCodes) || hasPhrase(ev, Throttle | WeakPermanent);
};
var detect = (ev) => {
  const text2 = ev.text;
  const perMinute = hasPhrase(ev, PerMinute) ? perMinuteRequest(text2) : void 0;
  if (perMinute !== void 0) return perMinute;
  let matched = hasCode(ev, OverflowCodes);
  if (!matched) matched = hasPhrase(ev, Overflow);
  if (!matched) matched = hasMessage(ev, overflowMessages);
  if (!matched && hasPhrase(ev, CountExtractors)) matched = isMaxTokensOfExceeded(text2);
  if (!matched && ev.names.includes("quotaexceedederror")) matched = ev.messages.includes("the input is too large.");
  if (!matched && hasPhrase(ev, WeakOverflow) && !hasPhrase(ev, Permanent2) && !isThrottled(ev) && !isOutputLimit(text2)) matched = true;
  if (!matched || isFieldLengthCheck(text2)) return void 0;
  if (text2.includes("max_tokens must be at least 1, got -1.")) return void 0;
  const counts = ev.reportedTokens ?? numbers(text2, countGroups(ev));
  return isOutputBudgetFault(counts) ? void 0 : counts;
};
var MAX_TOKENS_OF = "max tokens of ";
var isMaxTokensOfExceeded = (text2) => {
  const at = text2.indexOf(MAX_TOKENS_OF);
  if (at < 0) return false;
  const start5 = at + MAX_TOKENS_OF.length;
  let end = start5;
  while (end < text2.length && text2.charCodeAt(end) >= 48 && text2.charCodeAt(end) <= 57) end++;
  return end > start5 && text2.startsWith(" exceeded", end);
};
var countGroups = (ev) => (hasPhrase(ev, CountReaders) ? Readers : 0) | (hasPhrase(ev, CountExtractors) ? Extractors : 0) | (hasPhrase(ev, CountOutput) ? OutputForms : 0);
var isOutputBudgetFault = ({ limit, output }) => output !== void 0 && limit !== void 0 && (limit - output) * 32 < limit;
var perMinuteRequest = (text2) => {
  let from = -1;
  for (const p of perMinuteTokenPhrases) {
    const at = text2.indexOf(p);
    if (at >= 0 && (from < 0 || at < from)) from = at;
  }
  if (from < 0) return void 0;
  const limit = numberAfter(text2, "limit ", from);
  const requested = numberAfter(text2, "requested ", from);
  if (text2.includes("request too large")) return { tokens: requested, limit };
  if (limit !== void 0 && requested !== void 0 && requested > limit) return { tokens: requested, limit };
  return void 0;
};
var isOutputLimit = (text2) => text2.includes("max tokens must be") || text2.includes("max_tokens must be") || text2.includes("maximum output");
var labelFields = /* @__PURE__ */ new Set([
  "id",
  "call_id",
  "tool_call_id",
  "previous_response_id",
  "name",
  "description",
  "user",
  "safety_identifier",
  "prompt_cache_key",
  "model",
  "stop"
]);
var isFieldLengthCheck = (text2) => {
  const at = text2.indexOf("': string too long");
  if (at < 0) return false;
  const start5 = text2.lastIndexOf("invalid '", at);
  if (start5 < 0 || at - start5 > 160) return false;
  const field = text2.slice(start5 + 9, at);
  const last2 = field.slice(field.lastIndexOf(".") + 1);
  const bracket = last2.indexOf("[");
  return labelFields.has(bracket < 0 ? last2 : last2.slice(0, bracket));
};

// src/internal/classify/statusRules.ts
var hasPolicyMarker = (ev) => hasCode(ev, PolicyCodes) || has(ev, Policy);
var statusVerdict = (ev) => {
  if (ev.status === void 0) return void 0;
  if (ev.status >= 200 && ev.status < 300 && (ev.decodeFailure || hasMessage(ev, undecodedSuccessMessages))) {
    return isHtmlPage(ev) && !isCut(ev) ? "Fatal" : "Retryable";
  }
  const verdict = statusTable.get(ev.status);
  switch (ev.status) {
    case 400:
      return hasCode(ev, Retryable400Codes) || has(ev, Retryable400) ? "Retryable" : verdict;
    case 402:
      return hasCode(ev, DeclinedCodes) || ev.text.includes("your card was declined") ? "Fatal" : namesShortWait(ev) || isAllowanceRefilledSoon(ev) || hasCode(ev, HeldAllowance402Codes) ? "Retryable" : verdict;
    case 401:
      return has(ev, Forbidden403) ? "Fatal" : verdict;
    case 403:
      return hasPolicyMarker(ev) || has(ev, Forbidden403) ? "Fatal" : isRateLimited(ev) || isChallenge(ev) || isAllowanceRefilledSoon(ev) ? "Retryable" : verdict;
    case 429:
      return has(ev, RequestFault429) ? "Fatal" : verdict;
    case 498:
      return ev.text.includes("token") && !ev.text.includes("capacity") ? "Permanent" : verdict;
    case 418:
    case 430:
      return has(ev, Transient) ? "Retryable" : ev.codes.includes("billing") ? "Permanent" : verdict;
    case 451:
      return has(ev, Blocked451) ? "Fatal" : verdict;
    case 404:
      return ev.headers?.("x-railway-fallback")?.trim().toLowerCase() === "true" ? "Permanent" : verdict;
    case 424:
      return has(ev, Transient | UpstreamClass | Network) || ev.text.includes("no available accounts") ? "Retryable" : verdict;
    case 409:
      return requestConflictPhrases.some((p) => ev.text.includes(p)) || isDropboxRequestError(ev.text) || hasCode(ev, RequestConflictCodes) || ev.text.includes("cannot cancel ") && !ev.text.includes(" queued") || // Azure: "BlobAlreadyExists", "ContainerAlreadyExists": creating it again fails the same way
      ev.codes.some(isAlreadyExists) || isAlreadyExists(ev.headers?.("x-ms-error-code")?.toLowerCase() ?? "") || // Contentful's optimistic lock (its SDK names the error after `sys.id`): the version sent is stale, and
      // stays so until the entry is read again
      ev.names.includes("versionmismatch") ? "Fatal" : verdict;
    default:
      return ev.status >= 500 && (hasPolicyMarker(ev) && !has(ev, Transient | Network) || isRequestFault(ev) || hasCode(ev, RequestFault5xxCodes)) ? "Fatal" : verdict;
  }
};
var isRequestFault = (ev) => has(ev, RequestFault5xx | RequestFault429);
var isUnroutable = (ev) => (ev.status === void 0 || ev.status >= 500) && (hasCode(ev, UnroutableCodes) || has(ev, Unroutable));
var isChallenge = (ev) => ev.headers?.("x-vercel-mitigated") === "challenge";
var namesShortWait = (ev) => {
  const ms = ev.headers === void 0 ? void 0 : fromHeaders(ev.headers);
  return ms !== void 0 && ms <= THROTTLE_WAIT_LIMIT_MS;
};
var isAlreadyExists = (code) => code.endsWith("alreadyexists") || code.endsWith("already_exists");
var isAllowanceRefilledSoon = (ev) => {
  if (!has(ev, RetryText) || !(ev.text.includes("quota") || ev.text.includes("limit"))) return false;
  const ms = fromText(ev.text);
  return ms !== void 0 && ms <= THROTTLE_WAIT_LIMIT_MS;
};
var isPerMinuteGoogleQuota = (text2) => text2.includes("quota exceeded for quota metric") && (text2.includes(" per minute") || text2.includes("per 100 seconds"));
var isCut = (ev) => hasMessage(ev, networkMessages) || has(ev, Network);
var isHtmlPage = (ev) => ev.headers?.("content-type")?.toLowerCase().includes("text/html") === true || ev.text.includes("<html") || ev.text.includes("<!doctype html");
var isRateLimited = (ev) => hasCode(ev, RateLimitCodes) || ev.text.includes("rate limit") || ev.text.includes("concurrent request limit") || isPerMinuteGoogleQuota(ev.text) || rateLimited403Phrases.some((p) => ev.text.includes(p)) || ev.headers !== void 0 && (ev.headers("retry-after") !== void 0 || ev.headers("x-ratelimit-remaining") === "0");
var isDropboxRequestError = (text2) => dropboxRequestErrors.some((tag) => text2.includes(tag));

// src/internal/classify/decide.ts
var hasPhrase2 = has;
var textHint = (ev) => hasPhrase2(ev, RetryText) ? fromText(ev.text) : void 0;
var isUserAbort = (ev) => ev.interrupted || (hasName(ev, AbortNames) || hasCode(ev, AbortCodes) || ev.status === void 0 && hasPhrase2(ev, Aborted)) && !ev.codes.includes("etimedout") && // Google's server-side cancel ("The operation was cancelled.", its 499 CANCELLED), kept as text by an agent
!ev.codes.includes("backenderror") && !googleCancelled.some((p) => ev.text.includes(p)) && !ev.text.includes(serverUnavailableStatus);
var retryHintMs = (ev, now) => {
  const headers = ev.headers;
  const fromHeaders2 = headers === void 0 ? void 0 : fromHeaders(headers, now) ?? (ev.status === 429 ? fromGatewayHeaders(headers) : void 0);
  return fromHeaders2 ?? ev.retryInfoMs ?? textHint(ev);
};
var serverHint = (ev, now) => {
  const ms = retryHintMs(ev, now);
  if (ms !== void 0) return ms <= THROTTLE_WAIT_LIMIT_MS;
  return ev.headers !== void 0 && ev.headers("retry-after") !== void 0;
};
var isQuotaWordedThrottle = (ev) => hasPhrase2(ev, QuotaWordedThrottle);
var isBedrockAccountBlock = (ev) => ev.codes.includes("validationexception") && ev.messages.includes(bedrockAccountBlock);
var isUsagePlanQuota = (ev) => ev.status === 429 && ev.codes.includes("limitexceededexception") && !ev.text.includes("rate limit") && !ev.text.includes("try your request again");
var spentSubscriptionWindow = (ev, now) => {
  const headers = ev.status === 429 && (ev.codes.length === 0 || ev.codes.includes("rate_limit_error")) ? ev.headers : void 0;
  if (headers === void 0) return void 0;
  let rejected2 = false;
  let windows = 0;
  let reset;
  for (const [status2, resetName, overall] of unifiedWindows) {
    const value = headers(status2)?.trim().toLowerCase();
    if (!overall && (value === "allowed" || value === "allowed_warning")) windows++;
    if (value !== "rejected" || overall && windows > 0) continue;
    rejected2 = true;
    const at = epochSeconds(headers(resetName));
    if (at !== void 0 && (reset === void 0 || at > reset)) reset = at;
  }
  if (!rejected2) return void 0;
  if (reset === void 0 || retryHintMs(ev, now) !== void 0) return !serverHint(ev, now);
  const reference = responseTime(headers, now);
  return reference !== void 0 && reset * 1e3 - reference > THROTTLE_WAIT_LIMIT_MS;
};
var unifiedWindows = ["-5h", "-7d", ""].map((window) => [
  `anthropic-ratelimit-unified${window}-status`,
  `anthropic-ratelimit-unified${window}-reset`,
  window === ""
]);
var epochSeconds = (s) => {
  const n = s === void 0 || s.length === 0 || s.length > 16 ? Number.NaN : Number(s);
  return Number.isFinite(n) && n > 0 ? n : void 0;
};
var isMissingProgram = (ev) => {
  if (!ev.codes.includes("enoent")) return false;
  const text2 = ev.text;
  const end = text2.indexOf(" enoent");
  const limit = end < 0 ? text2.length : end;
  let at = text2.lastIndexOf(SPAWN, limit);
  let from = at + SPAWN.length;
  const atSync = text2.lastIndexOf(SPAWN_SYNC, limit);
  if (atSync > at) {
    at = atSync;
    from = atSync + SPAWN_SYNC.length;
  }
  if (at < 0) return false;
  if (end < 0 || from > end) return true;
  const program = text2.slice(from, end);
  if (program.includes(" ") && !program.includes("/") && !program.includes("\\")) return false;
  return !(program.endsWith("/sh") || program.endsWith("/bash") || program.endsWith("cmd.exe"));
};
var isMissingSocket = (ev) => {
  if (!ev.codes.includes("enoent")) return false;
  const text2 = ev.text;
  const at = text2.indexOf("connect enoent ");
  return at >= 0 && (text2.indexOf(".sock", at) >= 0 || text2.indexOf("pipe\\docker_engine", at) >= 0 || text2.indexOf("pipe/docker_engine", at) >= 0);
};
var SPAWN = "spawn ";
var SPAWN_SYNC = "spawnsync ";
var isBusyMountPoint = (ev) => ev.codes.includes("ebusy") && ev.text.includes(", rmdir '/");
var isPermanent2 = (ev, now) => {
  if (ev.unrefillableQuota) return true;
  if (hasCode(ev, DeclinedCodes) || hasCode(ev, ServerFaultCodes)) return false;
  if (isMissingProgram(ev) || isMissingSocket(ev) || (hasName(ev, PermanentNames) || hasPhrase2(ev, CredentialChain)) && !isNetwork(ev)) {
    return true;
  }
  if (isQuotaWordedThrottle(ev) || hasPhrase2(ev, RequestFault429)) return false;
  if (hasCode(ev, PermanentCodes) || hasPhrase2(ev, Permanent2)) return true;
  if (hasMessage(ev, permanentMessages) || isBedrockAccountBlock(ev)) return true;
  if (isUsagePlanQuota(ev)) return !serverHint(ev, now);
  const window = spentSubscriptionWindow(ev, now);
  if (window !== void 0) return window;
  const text2 = ev.text;
  if (!(hasPhrase2(ev, WeakPermanent) || hasMessage(ev, weakPermanentMessages)) || serverHint(ev, now)) {
    return false;
  }
  if (text2.includes("exceeded your current quota")) {
    return !(text2.includes("per minute") || text2.includes("per_minute") || text2.includes("perminute"));
  }
  return text2.includes("quota") || text2.includes("limit") || text2.includes("too many") || text2.includes(UNLOADABLE_MODEL) && text2.includes("/blobs/sha256-");
};
var codeVerdict = (ev) => {
  for (const c of ev.codes) {
    const verdict = codeTable.get(c);
    if (verdict === "Permanent" && hasPolicyMarker(ev)) return "Fatal";
    if (verdict === "Retryable" && hasPhrase2(ev, RequestFault429)) return "Fatal";
    if (verdict !== void 0) return verdict;
  }
  return void 0;
};
var isNetwork = (ev) => {
  if (hasMessage(ev, fetchRefusalMessages)) return false;
  if (hasPhrase2(ev, NotNetwork) && !ev.text.includes("error(body, error { kind: reset(")) return false;
  if (ev.transport || hasCode(ev, NetworkCodes) || hasName(ev, NetworkNames)) return true;
  if (hasMessage(ev, networkMessages)) return true;
  for (const m of ev.messages) if (m.startsWith("load failed (")) return true;
  if (hasPhrase2(ev, ConditionalNetwork) && isConditionalNetwork(ev.text)) return true;
  return hasPhrase2(ev, Network) || isGoRequestEof(ev.text);
};
var isConditionalNetwork = (text2) => text2.includes(" ended unexpectedly") && text2.includes("stream from ") || isAxiosTimeout(text2);
var AXIOS_TIMEOUT = "timeout of ";
var isAxiosTimeout = (text2) => {
  if (text2.includes('"done()"')) return false;
  for (let at = text2.indexOf(AXIOS_TIMEOUT); at >= 0; at = text2.indexOf(AXIOS_TIMEOUT, at + 1)) {
    if (text2.startsWith("test ", at - 5)) continue;
    let i = at + AXIOS_TIMEOUT.length;
    const digits = i;
    while (i < text2.length && text2.charCodeAt(i) >= 48 && text2.charCodeAt(i) <= 57) i++;
    if (i > digits && text2.startsWith("ms exceeded", i)) return true;
  }
  return false;
};
var isGoRequestEof = (text2) => text2.includes('": unexpected eof') && (text2.includes('post "http') || text2.includes('get "http'));
var isTransientText = (ev) => ev.status === void 0 && (hasPhrase2(ev, Transient) || hasPhrase2(ev, UpstreamClass) && !relaysRequestError(ev.text) || hasPhrase2(ev, Throttle | WeakPermanent) && textHint(ev) !== void 0) && !isRequestFault(ev) && !hasPolicyMarker(ev);
var isTestRun = (ev) => hasPhrase2(ev, TestRun) && !ev.text.includes("no space left on device");
var RELAYED_CODE = "upstream request failed: [";
var relayedTransientCodes = [
  "server_error",
  "rate_limit",
  "internal_error",
  "service_unavailable",
  "timeout",
  "overloaded"
];
var relaysRequestError = (text2) => {
  const at = text2.indexOf(RELAYED_CODE);
  if (at < 0) return false;
  const from = at + RELAYED_CODE.length;
  const c = text2.charCodeAt(from);
  return c >= 97 && c <= 122 && !relayedTransientCodes.some((code) => text2.startsWith(code, from));
};
var isPassingStreamCondition = (ev) => ev.status === void 0 && hasPhrase2(ev, StreamCondition);
var shouldRetry = (ev) => {
  const read = ev.headers;
  if (read === void 0) return void 0;
  const hint = read("x-should-retry") ?? (ev.rootName?.startsWith("Stripe") ? read("stripe-should-retry") : void 0);
  return hint?.trim().toLowerCase();
};
var classVerdict = (status2) => status2 === void 0 ? void 0 : status2 >= 500 ? "Retryable" : status2 >= 400 ? "Fatal" : void 0;
var isRelayingStatus = (status2) => status2 === void 0 || status2 === 400 || status2 === 424 || status2 === 429 || status2 >= 500;
var decide = (ev, subject) => {
  const { cause, reason } = subject;
  if (hasPhrase2(ev, BotocoreError)) addCode(ev, botocoreCode(ev.text));
  const prose = ev.status === void 0 && hasPhrase2(ev, StatusText);
  const tunnel = prose ? tunnelStatus(ev.text) : void 0;
  if (tunnel !== void 0) ev.status = tunnel;
  else if (prose) ev.status = statusInText(ev.text);
  let status2 = ev.status;
  const relayed = hasPhrase2(ev, RelayedStatus) ? relayedStatus(ev.text) : void 0;
  if (relayed !== void 0 && isRelayingStatus(status2)) {
    ev.status = relayed;
    if (ev.statusFromCode) status2 = relayed;
  }
  if (tunnel === void 0 && isUserAbort(ev)) {
    return makeFatal({
      reason: ev.interrupted ? `interrupted: ${reason}` : reason,
      status: status2,
      cause
    });
  }
  if (hasName(ev, ModelOutputNames) || isTestRun(ev)) return makeFatal({ reason, status: status2, cause });
  const overflow = detect(ev);
  if (overflow !== void 0) {
    return makeContextOverflow({
      reason,
      status: status2,
      cause,
      tokens: overflow.tokens,
      limit: overflow.limit
    });
  }
  if (status2 === void 0 && hasPhrase2(ev, BadKeyHeader)) return makePermanent({ reason, status: status2, cause });
  if (isPermanent2(ev, subject.now)) return makePermanent({ reason, status: status2, cause });
  if (hasName(ev, NonRetryableNames) && (status2 === void 0 || ev.statusFromCode)) {
    return makeFatal({ reason, status: status2, cause });
  }
  let verdict = (isUnroutable(ev) ? "Fatal" : void 0) ?? statusVerdict(ev) ?? (isPassingStreamCondition(ev) ? "Retryable" : void 0) ?? (isBusyMountPoint(ev) ? "Fatal" : void 0) ?? codeVerdict(ev) ?? (isNetwork(ev) || hasMessage(ev, transientMessages) || isTransientText(ev) ? "Retryable" : ev.emptyStreamError ? "Retryable" : classVerdict(status2)) ?? "Fatal";
  const hint = verdict === "Permanent" ? void 0 : shouldRetry(ev);
  if (hint === "true" && verdict === "Fatal") verdict = "Retryable";
  else if (hint === "false" && verdict === "Retryable") verdict = "Fatal";
  switch (verdict) {
    case "Permanent":
      return makePermanent({ reason, status: status2, cause });
    case "Fatal":
      return makeFatal({ reason, status: status2, cause });
    case "Retryable": {
      const ms = retryHintMs(ev, subject.now);
      return makeRetryable({
        reason,
        status: status2,
        cause,
        retryAfter: ms === void 0 ? void 0 : Duration4.millis(ms)
      });
    }
  }
};

// src/internal/classify/reason.ts
var REASON_LIMIT = 500;
var MAX_CAUSES = 3;
var summarizeHtml = (s) => {
  const head = cap(s, 4096);
  const lower = head.toLowerCase();
  const at = lower.indexOf("<html") >= 0 ? lower.indexOf("<") : lower.indexOf("<!doctype");
  if (at < 0) return s;
  const before = head.slice(0, at).trim();
  const open = lower.indexOf("<title>");
  const close = open < 0 ? -1 : lower.indexOf("</title>", open);
  const title = close > open && open >= 0 ? head.slice(open + 7, close).trim() : "";
  const page = title.length > 0 ? `HTML page "${title}"` : "HTML page";
  return before.length > 0 ? `${before} ${page}` : page;
};
var isHtml = (s) => {
  if (s.indexOf("<") < 0) return false;
  const lower = cap(s, 4096).toLowerCase();
  return lower.includes("<html") || lower.includes("<!doctype html");
};
var isPlainLine = (s) => s.length <= REASON_LIMIT && !NOT_PLAIN.test(s);
var NOT_PLAIN = /[<\t\n\r]| {2}/;
var WHITESPACE = /[\t\n\r ]+/g;
var oneLine = (s) => {
  if (isPlainLine(s)) return trimSpace(s);
  const text2 = isHtml(s) ? summarizeHtml(s) : cap(s, REASON_LIMIT * 2);
  let out = text2.replace(WHITESPACE, " ");
  const from = out.charCodeAt(0) === SPACE3 ? 1 : 0;
  const to = out.length - (out.length > from && out.charCodeAt(out.length - 1) === SPACE3 ? 1 : 0);
  out = from > 0 || to < out.length ? out.slice(from, to) : out;
  if (out.length <= REASON_LIMIT) return out;
  const end = out.charCodeAt(REASON_LIMIT - 1) === SPACE3 ? REASON_LIMIT + 1 : REASON_LIMIT;
  return out.slice(0, end);
};
var SPACE3 = 32;
var trimSpace = (s) => {
  const n = s.length;
  const from = n > 0 && s.charCodeAt(0) === SPACE3 ? 1 : 0;
  const to = n > from && s.charCodeAt(n - 1) === SPACE3 ? n - 1 : n;
  return from > 0 || to < n ? s.slice(from, to) : s;
};
var linkOf = (u, knownName) => {
  if (typeof u === "string") return { text: oneLine(u) };
  if (!isObject(u)) return { text: oneLine(safeString(u)) };
  const message = getString(u, "message") ?? toolResultText(u);
  const code = getString(u, "code");
  const serverTool = serverToolResult(u);
  return {
    name: serverTool ?? knownName ?? typeName(u),
    message: message ?? code ?? "",
    hasMessage: message !== void 0,
    code,
    status: get(u, "status"),
    error: get(u, "error"),
    bracket: true
  };
};
var toolResultText = (u) => {
  const content = get(u, "content");
  if (get(u, "isError") === true) return isArray(content) ? getString(get(content, 0), "text") : void 0;
  const error = isServerToolErrorObject(u) ? u : serverToolError(get(u, "type"), content);
  const code = getString(error, "error_code");
  const message = getString(error, "error_message");
  return code === void 0 ? void 0 : message === void 0 || message.length === 0 ? code : `${code}: ${message}`;
};
var serverToolResult = (u) => {
  const type = getString(u, "type");
  return type !== void 0 && (type.endsWith("_tool_result") || type.endsWith(ERROR_OBJECT)) ? type : void 0;
};
var ERROR_OBJECT = "_tool_result_error";
var isServerToolErrorObject = (u) => getString(u, "type")?.endsWith(ERROR_OBJECT) === true;
var describeLink = (link) => {
  if (link.text !== void 0) return link.text;
  return link.message.length > 0 ? `${link.name}: ${readable(link)}` : link.name;
};
var readable = (link) => {
  const message = link.message;
  const parsed = renderedBody(message, link.status, link.error) ?? (link.bracket ? embeddedJson(message) : void 0);
  if (parsed === void 0) return oneLine(message);
  const body = describeBody(parsed);
  if (body === void 0) return oneLine(message);
  let brace = 0;
  while (brace < 256 && brace < message.length && message[brace] !== "{" && message[brace] !== "[") brace++;
  const prefix = brace > 0 ? message.slice(0, brace).trim() : "";
  return prefix.length > 0 ? `${prefix} ${body}` : body;
};
var describe2 = (u, name) => {
  const links = [linkOf(u, name)];
  let current = u;
  for (let i = 0; i < MAX_CAUSES; i++) {
    let next4 = get(current, "cause");
    if (next4 === void 0 || next4 === null) {
      const errors2 = get(current, "errors");
      if (isArray(errors2)) next4 = get(errors2, 0);
    }
    if (next4 === void 0 || next4 === null || next4 === current) break;
    links.push(linkOf(next4));
    current = next4;
  }
  return describeChain(links);
};
var describeChain = (links) => {
  let out = describeLink(links[0]);
  for (let i = 1; i < links.length && i <= MAX_CAUSES && out.length < REASON_LIMIT; i++) {
    const link = links[i];
    const code = link.text === void 0 ? link.code : void 0;
    const text2 = describeLink(link);
    out += ` (cause: ${code !== void 0 && !text2.includes(code) ? `${code} ` : ""}${text2})`;
  }
  return bound(out);
};
var bound = (s) => s.length > REASON_LIMIT ? `${s.slice(0, REASON_LIMIT - 1)}\u2026` : s;
var describeResponse = (status2, body) => {
  const label = bodyLabel(body);
  const message = bodyMessage(body);
  const head = label === void 0 ? `HTTP ${status2}` : `HTTP ${status2} ${label}`;
  return bound(message.length > 0 ? `${head}: ${oneLine(message)}` : head);
};
var describeBody = (body) => {
  const message = bodyMessage(body);
  if (message.length === 0) return void 0;
  const label = bodyLabel(body);
  return bound(label === void 0 ? oneLine(message) : `${label}: ${oneLine(message)}`);
};
var inner = (body) => {
  const first = isArray(body) ? get(body, 0) : body;
  const error = get(first, "error");
  if (isObject(error)) {
    const nested = get(error, "error");
    return isObject(nested) ? nested : error;
  }
  const errors2 = get(first, "errors");
  const head = isArray(errors2) ? get(errors2, 0) : void 0;
  return isObject(head) ? head : first;
};
var bodyLabel = (body) => {
  const error = inner(body);
  const label = labelOf(error);
  if (label !== void 0 || error !== body) return label;
  const detail = get(body, "detail");
  return isObject(detail) && !isArray(detail) ? labelOf(detail) : void 0;
};
var labelOf = (error) => {
  for (const key of ["type", "code", "status", "err_code"]) {
    const value = getString(error, key);
    if (value !== void 0 && value.length > 0 && value.length <= 64 && value !== "error") return value;
  }
  return void 0;
};
var MAX_LOC = 8;
var detailMessage = (detail) => {
  const list = isArray(detail);
  const first = list ? get(detail, 0) : detail;
  const msg = getString(first, "msg") ?? getString(first, "message");
  if (msg === void 0 || msg.length === 0) return void 0;
  const loc = get(first, "loc");
  let path = "";
  for (let i = 0; i < MAX_LOC && isArray(loc); i++) {
    const part = get(loc, i);
    if (typeof part !== "string" && typeof part !== "number") break;
    path = path.length === 0 ? String(part) : `${path}.${part}`;
  }
  const count2 = list ? get(detail, "length") : 1;
  const more = typeof count2 === "number" && count2 > 1 ? ` (and ${count2 - 1} more)` : "";
  return path.length > 0 ? `${path}: ${msg}${more}` : `${msg}${more}`;
};
var bodyMessage = (body) => {
  if (typeof body === "string") return body;
  const etherscan = getString(body, "message") === "NOTOK" ? getString(body, "result") : void 0;
  if (etherscan !== void 0 && etherscan.length > 0) return etherscan;
  const error = inner(body);
  const candidates = [
    getString(error, "message"),
    // JSON:API's errors (Amadeus: `{ errors: [{ code: 38195, title: "Quota limit exceeded", detail: "…" }] }`)
    error === body ? void 0 : getString(error, "detail") ?? getString(error, "title"),
    getString(body, "message"),
    getString(body, "error"),
    getString(body, "detail"),
    getString(body, "Message"),
    // AWS JSON errors
    getString(body, "err_msg"),
    // Deepgram
    getString(body, "err"),
    // ClickUp: { err, ECODE }
    getString(body, "error_message"),
    // Stack Exchange, Plaid, Google Maps Platform
    getString(body, "Error Message"),
    // Financial Modeling Prep, Alpha Vantage
    get(body, "error") === true ? getString(body, "reason") : void 0,
    // Open-Meteo: { error: true, reason }
    detailMessage(get(body, "detail"))
  ];
  for (const c of candidates) if (c !== void 0 && c.length > 0) return c;
  return "";
};

// src/internal/classify.ts
var unwrap = (u) => {
  let current = u;
  for (let i = 0; i < 8; i++) {
    const fiberCause = get(current, FiberFailureCauseId);
    if (fiberCause !== void 0) {
      current = fiberCause;
      continue;
    }
    if (get(current, CauseTypeId) !== void 0) {
      const found = firstFailure(current);
      if (found === void 0) return { value: current, interrupted: true, tagged: true };
      current = found;
      continue;
    }
    const tag = getString(current, "_tag");
    if (tag === "UnknownException") {
      const inner2 = get(current, "error");
      if (inner2 !== void 0) {
        current = inner2;
        continue;
      }
    }
    const body = tag === "ParseError" || tag === "MalformedOutput" ? undecodedFailureBody(current, tag) : void 0;
    if (body !== void 0) {
      current = body;
      continue;
    }
    return { value: current, interrupted: false, tagged: tag !== void 0 };
  }
  return { value: current, interrupted: false, tagged: getString(current, "_tag") !== void 0 };
};
var undecodedFailureBody = (u, tag) => {
  const parseError = tag === "MalformedOutput" ? get(u, "cause") : u;
  if (tag === "MalformedOutput" && getString(parseError, "_tag") !== "ParseError") return void 0;
  if (tag === "MalformedOutput" && !isClientCall(u)) return void 0;
  const actual = get(get(parseError, "issue"), "actual");
  return isObject(actual) && !isArray(actual) && isSet(get(actual, "error")) ? actual : void 0;
};
var isClientCall = (u) => {
  const module = getString(u, "module") ?? "";
  const method = getString(u, "method") ?? "";
  if (module === "Toolkit" || method.includes(".")) return false;
  return module.endsWith("Client") || method.startsWith("create");
};
var firstFailure = (cause) => {
  const stack = [cause];
  for (let n = 0; stack.length > 0 && n < 64; n++) {
    const node = stack.pop();
    switch (get(node, "_tag")) {
      case "Fail":
        return get(node, "error");
      case "Die":
        return get(node, "defect");
      case "Sequential":
      case "Parallel":
        stack.push(get(node, "right"), get(node, "left"));
    }
  }
  return void 0;
};
var isClassified = (u) => {
  try {
    return isAgentFailure(u);
  } catch {
    return false;
  }
};
var isExhausted2 = (u) => {
  try {
    return isExhausted(u);
  } catch {
    return false;
  }
};
var leadingStatus = (s) => {
  const aiohttp = s[3] === "," && s.startsWith(", message=", 3);
  const separator = s[3] === " " || s[3] === ":" || s[3] === "\uFF1A" || s[3] === "\n";
  if (s.length < 4 || !separator && !aiohttp) return void 0;
  const n = Number(s.slice(0, 3));
  return Number.isInteger(n) && n >= 400 && n <= 599 ? n : void 0;
};
var classifyUnsafe = (u, gatherEvidence) => {
  forgetParsed();
  const { interrupted, tagged: tagged8, value } = unwrap(u);
  if (tagged8 && isClassified(value)) return value;
  if (tagged8 && isExhausted2(value)) {
    return makeFatal({ reason: value.message, status: value.last.status, cause: value });
  }
  const ev = gatherEvidence(value, { status: typeof value === "string" ? leadingStatus(value) : void 0 });
  if (interrupted) ev.interrupted = true;
  return decide(ev, { reason: reasonOf(value, ev), cause: value });
};
var reasonOf = (value, ev) => {
  if (ev.interrupted && get(value, CauseTypeId) !== void 0) {
    return "the fiber was interrupted";
  }
  const links = ev.links;
  if (links !== void 0 && links[0].text === void 0 && links[0].hasMessage) return describeChain(links);
  if (isObject(value) && getString(value, "message") === void 0 && !isError(value)) {
    const body = describeBody(value);
    if (body !== void 0) return body;
  }
  return links !== void 0 ? describeChain(links) : describe2(value, ev.rootName);
};
var classifyWith = (u, gatherEvidence) => {
  try {
    return classifyUnsafe(u, gatherEvidence);
  } catch (error) {
    return makeFatal({ reason: `unclassifiable value (${safeString(error)})`, cause: u });
  }
};
var classify = (u) => classifyWith(u, gather);
var fromResponse = (r, now) => {
  try {
    forgetParsed();
    const status2 = getNumber(r, "status");
    const body = parseBody(get(r, "body"));
    const ok = status2 !== void 0 && status2 >= 200 && status2 < 300;
    const grpc = ok ? grpcTrailersOnly(get(r, "headers")) : void 0;
    const failed2 = ok && (grpc !== void 0 || hasFailureEnvelope(body)) ? void 0 : status2;
    const ev = gather({ headers: get(r, "headers"), body: grpc ?? body }, { status: failed2 });
    const reason = status2 === void 0 ? describe2(body) : describeResponse(status2, grpc ?? body);
    return decide(ev, { reason, cause: body, now });
  } catch (error) {
    return makeFatal({ reason: `unclassifiable response (${safeString(error)})`, cause: r });
  }
};
var grpcTrailersOnly = (headers) => {
  const read = headerReader(headers);
  const name = read === void 0 ? void 0 : grpcStatusName(read("grpc-status"));
  return name === void 0 ? void 0 : { status: name, message: read("grpc-message") ?? "" };
};
var hasFailureEnvelope = (body) => {
  if (!isObject(body)) return false;
  if (isSet(get(body, "error")) || isSet(get(body, "error_code"))) return true;
  if (isSet(get(body, "html-message")) || isSet(get(get(body, "x_groq"), "error"))) return true;
  if (isSet(get(get(body, "promptFeedback"), "blockReason")) && get(body, "candidates") === void 0) return true;
  if (isObject(failedChoiceError(body))) return true;
  const errors2 = get(body, "errors");
  if (isArray(errors2) ? get(errors2, 0) !== void 0 : isSet(errors2)) return true;
  const base = getNumber(get(body, "base_resp"), "status_code");
  if (base !== void 0 && base !== 0) return true;
  const header = getNumber(get(body, "header"), "code");
  if (header !== void 0 && header !== 0) return true;
  if (nonNil(get(get(body, "Response"), "Error"))) return true;
  const code = get(body, "code");
  if (getString(body, "msg") !== void 0 && code !== void 0 && code !== 0 && code !== "0") return true;
  if (isCodedMessage(body, code)) return true;
  const mapsStatus = getString(body, "status");
  if (getString(body, "error_message") !== void 0 && mapsStatus !== void 0 && mapsStatus !== "OK") return true;
  if (getString(body, "msg") !== void 0 && isFailureStatus(get(body, "status"))) return true;
  const errcode = getNumber(body, "errcode");
  if (errcode !== void 0 && errcode !== 0 && errcode !== 200 && getString(body, "errmsg") !== void 0) return true;
  if (getString(body, "exception") !== void 0 && getString(body, "errorcode") !== void 0) return true;
  if (get(body, "success") === false && isSet(get(body, "errorInfo"))) return true;
  if (getString(body, "type") === "error" && getString(body, "message") !== void 0) return true;
  if (mapsStatus === "0" && getString(body, "message") === "NOTOK") return true;
  const status2 = get(body, "status");
  return isObject(status2) && !safeString(get(status2, "code")).startsWith("2");
};
var isFailureStatus = (u) => {
  const n = typeof u === "string" && u.length === 3 ? Number(u) : u;
  return typeof n === "number" && Number.isInteger(n) && n >= 400 && n <= 599;
};
var nonNil = (u) => u !== void 0 && u !== null;
var isCodedMessage = (body, code) => {
  if (typeof code !== "number" || code === 0 || code === 200) return false;
  const message = getString(body, "message");
  return message !== void 0 && !isSuccessWord(message) && get(body, "choices") === void 0 && get(body, "data") === void 0;
};
var isSuccessWord = (message) => {
  const m = message.trim().toLowerCase();
  return m === "success" || m === "ok" || m === "succeeded";
};
var isSet = (u) => nonNil(u) && u !== false && u !== 0 && u !== "" && u !== "0";
var DROPPED = "the stream ended with an empty error message (the connection dropped)";
var fromMessage = (m) => {
  try {
    if (getString(m, "stopReason") !== "error") return Option.none();
    const message = get(m, "errorMessage");
    if (message === void 0 || message === null || typeof message === "string" && message.trim().length === 0) {
      return Option.some(makeRetryable({ reason: DROPPED }));
    }
    return Option.some(classify(message));
  } catch {
    return Option.some(makeFatal({ reason: "unreadable assistant message", cause: m }));
  }
};
var statusOf = (u) => {
  try {
    forgetParsed();
    const { value } = unwrap(u);
    if (isClassified(value)) return value.status;
    return gather(value).status;
  } catch {
    return void 0;
  }
};
var retryAfterOf = (u, now) => {
  try {
    forgetParsed();
    const { value } = unwrap(u);
    if (isClassified(value)) return value._tag === "Retryable" ? value.retryAfter : void 0;
    const ms = retryHintMs(gather(value), now);
    return ms === void 0 ? void 0 : Duration5.millis(ms);
  } catch {
    return void 0;
  }
};

// src/Classify.ts
var classify2 = classify;
var fromResponse2 = fromResponse;
var fromMessage2 = fromMessage;
var Classifier = class extends Context.Reference()("effect-resilience/Classifier", {
  defaultValue: () => defaultClassifier
}) {
};
var defaultClassifier = { classify: classify2 };
var make = (rules, base = defaultClassifier) => ({
  classify: (u) => {
    for (const rule of rules) {
      let decided;
      try {
        decided = rule(u);
      } catch {
        decided = void 0;
      }
      if (decided !== void 0) return decided;
    }
    return base.classify(u);
  }
});
var layer = (rules) => Layer.succeed(Classifier, make(rules));
var withRules = dual(
  2,
  (self, rules) => Effect.flatMap(Classifier, (current) => Effect.provideService(self, Classifier, make(rules, current)))
);
var statusOf2 = statusOf;
var retryAfterOf2 = retryAfterOf;

// src/internal/options.ts
import * as Duration6 from "effect/Duration";
var InvalidOptionError = class extends Error {
  constructor(option, value, expected) {
    super(`Invalid option "${option}": expected ${expected}, got ${show(value)}`);
    this.option = option;
    this.value = value;
    this.expected = expected;
    this.name = "InvalidOptionError";
  }
  option;
  value;
  expected;
  _tag = "InvalidOptionError";
};
var show = (value) => {
  try {
    if (typeof value === "string") return JSON.stringify(value);
    if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
    if (value === void 0 || value === null) return String(value);
    if (Duration6.isDuration(value)) return Duration6.format(value);
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
};
var isNegativeText = (u) => typeof u === "string" && u.trimStart().startsWith("-");
var duration = (option, input, options) => {
  const parts = Array.isArray(input) ? input : [input];
  for (const part of parts) {
    if (typeof part === "number" && Number.isNaN(part)) {
      throw new InvalidOptionError(option, input, "a duration that is a number");
    }
    if ((typeof part === "number" || typeof part === "bigint") && part < 0 || isNegativeText(part)) {
      throw new InvalidOptionError(option, input, "a duration that is not negative");
    }
  }
  let decoded;
  try {
    decoded = Duration6.decode(input);
  } catch {
    throw new InvalidOptionError(option, input, 'a duration such as 500, "2 seconds" or Duration.seconds(2)');
  }
  const millis16 = Duration6.toMillis(decoded);
  if (Number.isNaN(millis16)) throw new InvalidOptionError(option, input, "a duration that is a number");
  if (millis16 < 0) throw new InvalidOptionError(option, input, "a duration that is not negative");
  if (options?.allowZero === false && millis16 === 0) throw new InvalidOptionError(option, input, "a duration above zero");
  if (!Duration6.isFinite(decoded) && options?.allowInfinite !== true) {
    throw new InvalidOptionError(option, input, "a finite duration");
  }
  return decoded;
};
var number = (option, value, bounds = {}) => {
  const { integer: integer2 = false, max, maxExclusive = false, min, minExclusive = false } = bounds;
  const expected = [
    integer2 ? "an integer" : "a number",
    min === void 0 ? void 0 : `${minExclusive ? "above" : "at least"} ${min}`,
    max === void 0 ? void 0 : `${maxExclusive ? "below" : "at most"} ${max}`
  ].filter((s) => s !== void 0).join(", ");
  const ok = typeof value === "number" && !Number.isNaN(value) && (!integer2 || Number.isInteger(value)) && (min === void 0 || (minExclusive ? value > min : value >= min)) && (max === void 0 || (maxExclusive ? value < max : value <= max));
  if (!ok) throw new InvalidOptionError(option, value, expected);
  return value;
};

// src/Options.ts
var number2 = number;

// src/RetryBudget.ts
import * as Context2 from "effect/Context";
import * as Layer2 from "effect/Layer";

// src/internal/retryBudget.ts
import * as Effect2 from "effect/Effect";
import * as Metric from "effect/Metric";
var retriesGranted = Metric.counter("effect_resilience_retry_budget_granted", {
  description: "Retries a retry budget granted",
  incremental: true
});
var retriesRefused = Metric.counter("effect_resilience_retry_budget_refused", {
  description: "Retries a retry budget refused",
  incremental: true
});
var metered = (name, decide3) => {
  const granted = Metric.increment(Metric.tagged(retriesGranted, "budget", name));
  const refused = Metric.increment(Metric.tagged(retriesRefused, "budget", name));
  return Effect2.tap(decide3, (ok) => ok ? granted : refused);
};
var fixed = (name, grant) => {
  const snapshot4 = { _tag: grant ? "Unlimited" : "Empty", name, allowsRetry: grant };
  return {
    name,
    onRequest: Effect2.void,
    onSuccess: Effect2.void,
    onFailure: Effect2.void,
    tryAcquire: metered(name, Effect2.succeed(grant)),
    snapshot: Effect2.succeed(snapshot4)
  };
};
var unlimited = fixed("unlimited", true);
var empty = fixed("empty", false);

// src/internal/retryBudgetPercent.ts
import * as Clock from "effect/Clock";
import * as Duration7 from "effect/Duration";
import * as Effect3 from "effect/Effect";
import * as Ref from "effect/Ref";
var defaults = { percent: 0.2, ttl: Duration7.seconds(10), minRetriesPerSecond: 10 };

// src/internal/retryBudgetTokenBucket.ts
import * as Effect4 from "effect/Effect";
import * as Ref2 from "effect/Ref";

// src/RetryBudget.ts
var RetryBudget = class extends Context2.Tag("effect-resilience/RetryBudget")() {
};
var unlimited2 = unlimited;
var empty2 = empty;
var layerUnlimited = Layer2.succeed(RetryBudget, unlimited2);
var layerEmpty = Layer2.succeed(RetryBudget, empty2);

// src/Model.ts
import * as Context3 from "effect/Context";
import * as Effect5 from "effect/Effect";
import * as Layer3 from "effect/Layer";
import * as Ref3 from "effect/Ref";
import * as Schema3 from "effect/Schema";
var StopReason = Schema3.Literal(
  "stop",
  "length",
  "content-filter",
  "tool-calls",
  "error",
  "pause",
  "other",
  "unknown"
);
var ToolCall = class extends Schema3.Class("effect-resilience/ToolCall")({
  id: Schema3.String,
  name: Schema3.String,
  arguments: Schema3.String
}) {
};
var SystemMessage = class extends Schema3.TaggedClass()("SystemMessage", {
  content: Schema3.String
}) {
};
var UserMessage = class extends Schema3.TaggedClass()("UserMessage", {
  content: Schema3.String
}) {
};
var AssistantMessage = class extends Schema3.TaggedClass()("AssistantMessage", {
  content: Schema3.String,
  toolCalls: Schema3.Array(ToolCall),
  stopReason: StopReason,
  errorMessage: Schema3.optional(Schema3.String)
}) {
};
var ToolMessage = class extends Schema3.TaggedClass()("ToolMessage", {
  toolCallId: Schema3.String,
  toolName: Schema3.String,
  content: Schema3.String,
  isError: Schema3.optionalWith(Schema3.Boolean, { default: () => false })
}) {
};
var Message = Schema3.Union(SystemMessage, UserMessage, AssistantMessage, ToolMessage);
var Model = class extends Context3.Tag("effect-resilience/Model")() {
};

// src/internal/retrySchedule.ts
import * as Clock2 from "effect/Clock";
import * as Duration8 from "effect/Duration";
import * as Effect6 from "effect/Effect";
import * as FiberRef from "effect/FiberRef";
import * as Random from "effect/Random";
import * as Schedule from "effect/Schedule";
import * as ScheduleDecision from "effect/ScheduleDecision";
import * as Interval from "effect/ScheduleInterval";
import * as Intervals from "effect/ScheduleIntervals";
var MAX_DELAY_MILLIS = 2 ** 31 - 1;
var clampMillis = (millis16) => Number.isNaN(millis16) ? MAX_DELAY_MILLIS : Math.min(Math.max(millis16, 0), MAX_DELAY_MILLIS);
var delayOf = (now, decision) => clampMillis(Intervals.start(decision.intervals) - now);
var continueAfter = (now, millis16) => ScheduleDecision.continueWith(Interval.after(now + millis16));
var wrap = (self, extra, f, around = (step3) => step3) => {
  const step3 = self.step;
  return Schedule.makeWithState(
    [self.initial, extra],
    (now, input, [state, x]) => Effect6.flatMap(around(step3(now, input, state)), ([next4, out, decision]) => ScheduleDecision.isDone(decision) ? Effect6.succeed([[next4, x], out, decision]) : Effect6.map(f(delayOf(now, decision), input, x, out), ([x2, delay2]) => [
      [next4, x2],
      out,
      delay2 === void 0 ? ScheduleDecision.done : continueAfter(now, clampMillis(delay2))
    ]))
  );
};
var durationOption = (name, input) => Duration8.toMillis(duration(name, input));
var exponential = (base, factor = 2) => {
  const baseMillis = durationOption("base", base);
  if (!Number.isFinite(factor)) throw new InvalidOptionError("factor", factor, "a finite number, at least 1");
  number("factor", factor, { min: 1 });
  return Schedule.makeWithState(0, (now, _, n) => {
    const millis16 = clampMillis(baseMillis * factor ** n);
    return Effect6.succeed([n + 1, Duration8.millis(millis16), continueAfter(now, millis16)]);
  });
};
var currentCap = FiberRef.unsafeMake(MAX_DELAY_MILLIS);
var caps = /* @__PURE__ */ new WeakMap();
var capOf = (self) => caps.get(self) ?? MAX_DELAY_MILLIS;
var keepingCap = (schedule, cap3) => {
  if (cap3 < MAX_DELAY_MILLIS) caps.set(schedule, cap3);
  return schedule;
};
var capped = (self, max) => keepingCap(
  wrap(
    self,
    void 0,
    (delay2) => Effect6.succeed([void 0, Math.min(delay2, max)]),
    (step3) => Effect6.locallyWith(step3, currentCap, (cap3) => Math.min(cap3, max))
  ),
  Math.min(max, capOf(self))
);
var defaultRatio = {
  full: void 0,
  equal: 0.5,
  decorrelated: void 0,
  proportional: 0.2
};
var jitterOptions = (input) => {
  const kind = input?.kind ?? "decorrelated";
  if (!Object.prototype.hasOwnProperty.call(defaultRatio, kind)) {
    throw new InvalidOptionError("kind", kind, 'one of "full", "equal", "decorrelated", "proportional"');
  }
  const fallback = defaultRatio[kind];
  if (input?.ratio !== void 0 && fallback === void 0) {
    throw new InvalidOptionError("ratio", input.ratio, `no ratio: "${kind}" jitter has none`);
  }
  const ratio = input?.ratio === void 0 ? fallback ?? 0 : number("ratio", input.ratio, { min: 0, max: 1 });
  return { kind, ratio };
};
var jittered = (self, jitter) => {
  const { kind, ratio } = jitter;
  const inner2 = capOf(self);
  const capNow = Effect6.map(FiberRef.get(currentCap), (cap3) => Math.min(cap3, inner2));
  if (kind === "decorrelated") {
    return keepingCap(
      wrap(
        self,
        { base: void 0, previous: void 0 },
        (delay2, _, state) => Effect6.zipWith(capNow, Random.next, (cap3, r) => {
          const base = Math.min(state.base ?? delay2, cap3);
          const upper = clampMillis((state.previous ?? base) * 3);
          const next4 = Math.min(cap3, clampMillis(base + r * (upper - base)));
          return [{ base, previous: next4 }, next4];
        })
      ),
      inner2
    );
  }
  return keepingCap(
    wrap(self, void 0, (delay2) => Effect6.zipWith(capNow, Random.next, (cap3, r) => {
      const d = Math.min(delay2, cap3);
      switch (kind) {
        case "full":
          return [void 0, d * r];
        case "equal":
          return [void 0, d * (1 - ratio * r)];
        case "proportional":
          return [void 0, Math.min(cap3, d * (1 + ratio * (2 * r - 1)))];
      }
    })),
    inner2
  );
};
var maxRetries = (self, n) => keepingCap(
  wrap(self, 0, (delay2, _, retries2) => Effect6.succeed([retries2 + 1, retries2 < n ? delay2 : void 0])),
  capOf(self)
);
var budgeted = (self, total2) => keepingCap(
  wrap(
    self,
    0,
    (delay2, _, spent) => Effect6.succeed(spent + delay2 > total2 ? [spent, void 0] : [spent + delay2, delay2])
  ),
  capOf(self)
);
var retryAfterOptions = (input) => {
  const onAboveMax = input?.onAboveMax ?? "stop";
  if (onAboveMax !== "stop" && onAboveMax !== "ignore") {
    throw new InvalidOptionError("onAboveMax", onAboveMax, '"stop" or "ignore"');
  }
  return {
    max: input?.max === void 0 ? Number.POSITIVE_INFINITY : durationOption("max", input.max),
    onAboveMax,
    replace: input?.replace === true
  };
};
var hintMillis = (input) => isRetryable(input) && Duration8.isDuration(input.retryAfter) ? clampMillis(Duration8.toMillis(input.retryAfter)) : void 0;
var respectRetryAfter = (self, { max, onAboveMax, replace }) => wrap(self, void 0, (delay2, input) => {
  const hint = hintMillis(input);
  if (hint === void 0) return Effect6.succeed([void 0, delay2]);
  if (hint > max) return Effect6.succeed([void 0, onAboveMax === "stop" ? void 0 : delay2]);
  return Effect6.succeed([void 0, replace ? hint : Math.max(delay2, hint)]);
});
var onlyRetryable = (self) => keepingCap(
  Schedule.whileInput(self, isRetryable),
  capOf(self)
);
var delays = (self, inputs, options) => Effect6.gen(function* () {
  let now = options?.now ?? (yield* Clock2.currentTimeMillis);
  let state = self.initial;
  const out = [];
  for (const input of inputs) {
    const [next4, , decision] = yield* self.step(now, input, state);
    if (ScheduleDecision.isDone(decision)) break;
    const delay2 = delayOf(now, decision);
    out.push(Duration8.millis(delay2));
    state = next4;
    now += delay2;
  }
  return out;
});
var combinator = (validate4, apply2) => function(...args) {
  if (Schedule.isSchedule(args[0])) {
    const [self, ...rest] = args;
    return apply2(self, validate4(...rest));
  }
  const v = validate4(...args);
  return (self) => apply2(self, v);
};

// src/RetrySchedule.ts
var exponential2 = exponential;
var jittered2 = combinator(jitterOptions, jittered);
var capped2 = combinator((max) => durationOption("max", max), capped);
var maxRetries2 = combinator(
  (n) => number("maxRetries", n, { min: 0, integer: true }),
  maxRetries
);
var budgeted2 = combinator((total2) => durationOption("total", total2), budgeted);
var respectRetryAfter2 = combinator(retryAfterOptions, respectRetryAfter);
var onlyRetryable2 = onlyRetryable;
var delays2 = combinator(
  (inputs, options) => [inputs, options],
  (self, [inputs, options]) => delays(self, inputs, options)
);
var backoff = (input) => {
  const cap3 = durationOption("cap", input.cap);
  return exponential2(input.base, input.factor).pipe(jittered2(input.jitter), capped2(cap3));
};
var standardOptions = {
  base: "2 seconds",
  factor: 1.5,
  jitter: { kind: "full" },
  cap: "8 seconds",
  retryAfterMax: "60 seconds",
  maxRetries: 4,
  budget: "60 seconds"
};
var make7 = (input) => {
  const retryAfterMax = durationOption("retryAfterMax", input.retryAfterMax);
  const retries2 = number("maxRetries", input.maxRetries, { min: 0, integer: true });
  const budget = durationOption("budget", input.budget);
  return backoff(input).pipe(
    respectRetryAfter2({ max: retryAfterMax }),
    maxRetries2(retries2),
    budgeted2(budget),
    onlyRetryable2
  );
};
var standard = make7(standardOptions);
var openaiSdk = exponential2("500 millis").pipe(
  jittered2({ kind: "equal", ratio: 0.25 }),
  capped2("8 seconds"),
  respectRetryAfter2({ replace: true }),
  maxRetries2(2),
  onlyRetryable2
);
var vercelAiSdk = exponential2("2 seconds").pipe(
  respectRetryAfter2({ max: "60 seconds", onAboveMax: "ignore", replace: true }),
  maxRetries2(2),
  onlyRetryable2
);
var cockatiel = exponential2("128 millis").pipe(
  jittered2({ kind: "decorrelated" }),
  capped2("30 seconds")
);
var sessionLayer = exponential2("2 seconds").pipe(maxRetries2(3), onlyRetryable2);
var runtimeLayer = exponential2("1500 millis").pipe(maxRetries2(3), onlyRetryable2);

// src/internal/timeout.ts
import * as Duration9 from "effect/Duration";
import * as Effect7 from "effect/Effect";
import * as Schema4 from "effect/Schema";
var TimeoutCause = class extends Schema4.TaggedError()("TimeoutCause", {
  duration: Schema4.Duration
}) {
  get message() {
    return `timed out after ${Duration9.format(this.duration)}`;
  }
};
var failure = (duration2) => {
  const cause = withoutTrace(() => new TimeoutCause({ duration: duration2 }, true));
  return makeRetryable({ reason: cause.message, cause });
};
var identity = (self) => self;
var make8 = (input, option = "timeout") => {
  const duration2 = duration(option, input, { allowInfinite: true, allowZero: false });
  if (!Duration9.isFinite(duration2)) return identity;
  const onTimeout = () => failure(duration2);
  return (self) => Effect7.timeoutFail(self, { duration: duration2, onTimeout });
};

// src/Bulkhead.ts
import { dual as dual2 } from "effect/Function";

// src/internal/bulkhead.ts
import * as Effect8 from "effect/Effect";
import * as Schema5 from "effect/Schema";
var BulkheadRejected = class extends Schema5.TaggedError()("BulkheadRejected", {
  concurrency: Schema5.Number,
  queue: Schema5.Number
}) {
  get message() {
    return `bulkhead full (concurrency ${this.concurrency}, queue ${this.queue})`;
  }
};
var validate = (input, prefix = "") => ({
  concurrency: number(`${prefix}concurrency`, input.concurrency, { min: 1, integer: true }),
  queue: number(`${prefix}queue`, input.queue ?? 0, { min: 0, integer: true })
});
var BulkheadImpl = class {
  constructor(concurrency, queue) {
    this.concurrency = concurrency;
    this.queue = queue;
  }
  concurrency;
  queue;
  running = 0;
  queued = 0;
  head = void 0;
  tail = void 0;
  stats = Effect8.sync(() => ({ running: this.running, queued: this.queued }));
  wait = Effect8.async((resume) => {
    const waiter = { resume, granted: false, prev: this.tail, next: void 0 };
    if (this.tail === void 0) this.head = waiter;
    else this.tail.next = waiter;
    this.tail = waiter;
    this.queued++;
    return Effect8.sync(() => waiter.granted ? this.releaseSlot() : this.unlink(waiter));
  });
  acquire = Effect8.suspend(() => {
    if (this.running < this.concurrency) {
      this.running++;
      return Effect8.void;
    }
    return this.queued < this.queue ? this.wait : Effect8.fail(this.rejection());
  });
  release = Effect8.sync(() => this.releaseSlot());
  run = (self) => Effect8.uninterruptibleMask(
    (restore) => Effect8.zipRight(restore(this.acquire), Effect8.ensuring(restore(self), this.release))
  );
  rejection() {
    const cause = withoutTrace(() => new BulkheadRejected({ concurrency: this.concurrency, queue: this.queue }, true));
    return makeRetryable({ reason: cause.message, cause });
  }
  releaseSlot() {
    const next4 = this.head;
    if (next4 === void 0) {
      this.running--;
      return;
    }
    this.unlink(next4);
    next4.granted = true;
    next4.resume(Effect8.void);
  }
  unlink(waiter) {
    if (waiter.prev === void 0) this.head = waiter.next;
    else waiter.prev.next = waiter.next;
    if (waiter.next === void 0) this.tail = waiter.prev;
    else waiter.next.prev = waiter.prev;
    waiter.prev = waiter.next = void 0;
    this.queued--;
  }
};
var make9 = (input, prefix = "") => {
  const { concurrency, queue } = validate(input, prefix);
  return Effect8.sync(() => new BulkheadImpl(concurrency, queue));
};

// src/Bulkhead.ts
var withBulkhead = dual2(
  2,
  (self, bulkhead) => bulkhead.run(self)
);

// src/internal/retry.ts
import * as Cause2 from "effect/Cause";
import * as Clock3 from "effect/Clock";
import * as Context5 from "effect/Context";
import * as Duration11 from "effect/Duration";
import * as Effect10 from "effect/Effect";
import * as Exit from "effect/Exit";
import * as FiberRef2 from "effect/FiberRef";
import * as LogLevel from "effect/LogLevel";
import * as Metric2 from "effect/Metric";
import * as MetricKey from "effect/MetricKey";
import * as MetricLabel from "effect/MetricLabel";
import * as Schedule2 from "effect/Schedule";
import * as ScheduleDecision2 from "effect/ScheduleDecision";
import * as ScheduleIntervals from "effect/ScheduleIntervals";

// src/internal/span.ts
import * as Context4 from "effect/Context";
import * as Effect9 from "effect/Effect";
import * as Tracer from "effect/Tracer";
var annotatedSpan = (start5) => {
  let current = start5;
  while (current._tag === "Some") {
    const span = current.value;
    if (!Context4.get(span.context, Tracer.DisablePropagation)) return span._tag === "Span" ? span : void 0;
    if (span._tag !== "Span") return void 0;
    current = span.parent;
  }
  return void 0;
};
var annotateCurrentSpan = (attributes) => Effect9.contextWith((context) => {
  const span = annotatedSpan(Context4.getOption(context, Tracer.ParentSpan));
  if (span !== void 0) {
    for (const key in attributes) span.attribute(key, attributes[key]);
  }
});

// src/internal/retry.ts
var CurrentAttempt = Context5.Reference()(
  "effect-resilience/Retry/CurrentAttempt",
  { defaultValue: () => 1 }
);
var attempts = { name: "effect_resilience_retry_attempts", description: "attempts started by retry layers" };
var failures = { name: "effect_resilience_retry_failures", description: "failed attempts, by layer and tag" };
var retries = { name: "effect_resilience_retry_retries", description: "retries taken, by layer and tag" };
var giveUps = { name: "effect_resilience_retry_give_ups", description: "calls a retry layer failed, by tag" };
var metrics = {
  attempts: Metric2.counter(attempts.name, { description: attempts.description }),
  failures: Metric2.counter(failures.name, { description: failures.description }),
  retries: Metric2.counter(retries.name, { description: retries.description }),
  giveUps: Metric2.counter(giveUps.name, { description: giveUps.description })
};
var specs = /* @__PURE__ */ new Map([
  [metrics.failures, failures],
  [metrics.retries, retries],
  [metrics.giveUps, giveUps]
]);
var isBudget = (u) => typeof u === "object" && u !== null && "tryAcquire" in u && "onRequest" in u && "onSuccess" in u && "onFailure" in u;
var last;
var lastRetryExhausted;
var validate2 = (options) => {
  if (last !== void 0 && typeof options === "object" && options !== null && options.schedule === last.schedule && options.layer === last.layer && options.retryExhausted === lastRetryExhausted && options.budget === last.budget) {
    return last;
  }
  const config = check(options);
  last = config;
  lastRetryExhausted = options.retryExhausted;
  return config;
};
var check = (options) => {
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionError(
      "options",
      options,
      "an object with a schedule, e.g. { schedule: RetrySchedule.standard }"
    );
  }
  if (!Schedule2.isSchedule(options.schedule)) {
    throw new InvalidOptionError("schedule", options.schedule, "an Effect Schedule such as RetrySchedule.standard");
  }
  const layer4 = options.layer ?? "retry";
  if (typeof layer4 !== "string" || layer4.trim() === "") {
    throw new InvalidOptionError("layer", options.layer, 'a non-empty name such as "model"');
  }
  if (options.retryExhausted !== void 0 && typeof options.retryExhausted !== "boolean") {
    throw new InvalidOptionError("retryExhausted", options.retryExhausted, "a boolean");
  }
  if (options.budget !== void 0 && !isBudget(options.budget)) {
    throw new InvalidOptionError("budget", options.budget, "a RetryBudget.Budget");
  }
  return {
    schedule: options.schedule,
    layer: layer4,
    retryExhausted: options.retryExhausted ?? false,
    budget: options.budget,
    attemptsCounter: attemptsCounter(layer4)
  };
};
var counters = /* @__PURE__ */ new Map();
var maxCounters = 1024;
var attemptsCounter = (layer4) => {
  let counter9 = counters.get(layer4);
  if (counter9 === void 0) {
    counter9 = Metric2.fromMetricKey(
      MetricKey.counter(attempts.name, { description: attempts.description }).pipe(MetricKey.tagged("layer", layer4))
    );
    if (counters.size >= maxCounters) counters.delete(counters.keys().next().value);
    counters.set(layer4, counter9);
  }
  return counter9;
};
var tagged3 = /* @__PURE__ */ new Map();
var counter4 = (base, layer4, tag) => {
  let byLabels = tagged3.get(base);
  if (byLabels === void 0) tagged3.set(base, byLabels = /* @__PURE__ */ new Map());
  const key = `${layer4}\0${tag}`;
  let metric = byLabels.get(key);
  if (metric === void 0) {
    const spec = specs.get(base);
    metric = Metric2.fromMetricKey(
      MetricKey.counter(spec.name, { description: spec.description }).pipe(
        MetricKey.taggedWithLabels([MetricLabel.make("layer", layer4), MetricLabel.make("tag", tag)])
      )
    );
    if (byLabels.size >= maxCounters) byLabels.delete(byLabels.keys().next().value);
    byLabels.set(key, metric);
  }
  return metric;
};
var tagOf = (cause) => Cause2.isInterrupted(cause) ? "Interrupted" : Cause2.isDie(cause) ? "Defect" : "Unknown";
var eager = (body) => function(first, second) {
  if (arguments.length === 1) {
    const config = validate2(first);
    return (self) => body(self, config);
  }
  return body(first, validate2(second));
};
var identity2 = (value) => value;
var retry = (self, config) => make11(self, config, void 0);
var retryWithAttempts = (self, config) => make11(self, config, (value, attempts2, failures2) => ({ value, attempts: attempts2, failures: failures2 }));
var retryGuarded = (self, guarded, guard, config) => make11(guarded, config, void 0, self, guard);
var make11 = (self, config, wrap2, bare, guard) => {
  const wrapped = wrap2 ?? identity2;
  const firstAttempt = wrap2 === void 0 ? self : Effect10.map(self, (a) => wrap2(a, 1, []));
  const onFirstFailure = (cause) => afterFailure(self, config, wrapped, cause, void 0);
  const fastPath = Effect10.catchAllCause(firstAttempt, onFirstFailure);
  const bareFastPath = bare === void 0 || guard === void 0 || wrap2 !== void 0 ? void 0 : Effect10.catchAllCause(
    bare,
    (cause) => Effect10.zipRight(guard.onBareFailure(cause), onFirstFailure(cause))
  );
  return Effect10.withFiberRuntime((fiber) => {
    const context = fiber.currentContext;
    config.attemptsCounter.unsafeUpdate(1, fiber.getFiberRef(FiberRef2.currentMetricLabels));
    const budget = config.budget ?? context.unsafeMap.get(RetryBudget.key);
    const outerAttempt = context.unsafeMap.get(CurrentAttempt.key);
    const nested = outerAttempt !== void 0 && outerAttempt !== 1;
    if (budget === void 0 && !nested) {
      if (bareFastPath !== void 0 && guard.bare()) {
        guard.onBareStart?.();
        return bareFastPath;
      }
      return fastPath;
    }
    const first = nested ? Effect10.provideService(firstAttempt, CurrentAttempt, 1) : firstAttempt;
    if (budget === void 0) return Effect10.catchAllCause(first, onFirstFailure);
    return Effect10.zipRight(
      budget.onRequest,
      Effect10.matchCauseEffect(first, {
        onSuccess: (w) => Effect10.as(budget.onSuccess, w),
        onFailure: (cause) => afterFailure(self, config, wrapped, cause, budget)
      })
    );
  });
};
var judge = (cause, classifier, retryExhausted) => {
  if (Cause2.isDie(cause) || Cause2.isInterrupted(cause)) return { _tag: "PassThrough" };
  const error = Cause2.failureOption(cause);
  if (error._tag === "None") return { _tag: "PassThrough" };
  if (isExhausted(error.value)) {
    return retryExhausted ? { _tag: "Retry", failure: error.value.last, tag: "Exhausted" } : { _tag: "PassThrough" };
  }
  const failure2 = classifier.classify(error.value);
  return failure2._tag === "Retryable" ? { _tag: "Retry", failure: failure2, tag: "Retryable" } : { _tag: "Stop", failure: failure2 };
};
var failedTag = (cause) => {
  const error = Cause2.failureOption(cause);
  return error._tag === "Some" && isExhausted(error.value) ? "Exhausted" : tagOf(cause);
};
var afterFailure = (self, config, wrap2, firstCause, budget) => Effect10.gen(function* () {
  const classifier = yield* Classifier;
  const { layer: layer4, schedule } = config;
  const failures2 = [];
  let state = schedule.initial;
  let cause = firstCause;
  for (let attempt = 1; ; attempt++) {
    const verdict = judge(cause, classifier, config.retryExhausted);
    if (verdict._tag === "PassThrough") {
      const tag = failedTag(cause);
      yield* Metric2.increment(counter4(metrics.failures, layer4, tag));
      yield* Metric2.increment(counter4(metrics.giveUps, layer4, tag));
      yield* annotateAttempts(layer4, attempt);
      return yield* Effect10.failCause(cause);
    }
    yield* Metric2.increment(counter4(metrics.failures, layer4, verdict.failure._tag));
    if (verdict._tag === "Stop") {
      yield* Metric2.increment(counter4(metrics.giveUps, layer4, verdict.failure._tag));
      yield* annotateAttempts(layer4, attempt);
      return yield* Effect10.fail(verdict.failure);
    }
    const failure2 = verdict.failure;
    if (budget !== void 0) yield* budget.onFailure;
    const now = yield* Clock3.currentTimeMillis;
    const [next4, , decision] = yield* schedule.step(now, failure2, state);
    state = next4;
    const giveUp = (stoppedBy) => Effect10.gen(function* () {
      failures2.push({ attempt, failure: failure2 });
      yield* Metric2.increment(counter4(metrics.giveUps, layer4, "Exhausted"));
      yield* annotateAttempts(layer4, attempt);
      return yield* Effect10.fail(
        makeExhausted({
          attempts: failures2,
          last: failure2,
          layer: layer4,
          ...stoppedBy === void 0 ? {} : { stoppedBy }
        })
      );
    });
    if (ScheduleDecision2.isDone(decision)) return yield* giveUp(void 0);
    if (budget !== void 0 && !(yield* budget.tryAcquire)) {
      return yield* giveUp(`the retry budget ${budget.name} refused a retry`);
    }
    const delay2 = Duration11.millis(Math.max(0, ScheduleIntervals.start(decision.intervals) - now));
    failures2.push({ attempt, failure: failure2, delay: delay2 });
    yield* Metric2.increment(counter4(metrics.retries, layer4, verdict.tag));
    if (LogLevel.lessThanEqual(yield* FiberRef2.get(FiberRef2.currentMinimumLogLevel), LogLevel.Debug)) {
      yield* Effect10.logDebug(
        `${layer4}: attempt ${attempt} failed with ${failure2.message}; retrying in ${formatDelay(delay2)}`
      ).pipe(Effect10.annotateLogs({ layer: layer4, attempt, tag: verdict.tag, delayMillis: Duration11.toMillis(delay2) }));
    }
    if (Duration11.toMillis(delay2) > 0) yield* Effect10.sleep(delay2);
    config.attemptsCounter.unsafeUpdate(1, yield* FiberRef2.get(FiberRef2.currentMetricLabels));
    const exit7 = yield* Effect10.exit(Effect10.provideService(self, CurrentAttempt, attempt + 1));
    if (Exit.isSuccess(exit7)) {
      if (budget !== void 0) yield* budget.onSuccess;
      yield* annotateAttempts(layer4, attempt + 1);
      return wrap2(exit7.value, attempt + 1, failures2);
    }
    cause = exit7.cause;
  }
});
var formatDelay = (delay2) => Duration11.format(Duration11.millis(Math.round(Duration11.toMillis(delay2))));
var annotateAttempts = (layer4, attempts2) => annotateCurrentSpan({ [`effect_resilience.retry.${layer4}.attempts`]: attempts2 });

// src/Retry.ts
var retry2 = eager(retry);
var retryWithAttempts2 = eager(retryWithAttempts);

// src/CircuitBreaker.ts
import { dual as dual4 } from "effect/Function";

// src/internal/circuitBreaker.ts
import * as Cause3 from "effect/Cause";
import * as Clock4 from "effect/Clock";
import * as Duration13 from "effect/Duration";
import * as Effect11 from "effect/Effect";
import * as Exit2 from "effect/Exit";
import * as Metric4 from "effect/Metric";
import * as Option2 from "effect/Option";
import * as PubSub from "effect/PubSub";
import * as Random2 from "effect/Random";
import * as ScheduleDecision3 from "effect/ScheduleDecision";
import * as Intervals2 from "effect/ScheduleIntervals";
import * as Stream from "effect/Stream";

// src/internal/circuitBreakerConfig.ts
import * as Duration12 from "effect/Duration";
import * as Schedule3 from "effect/Schedule";
var defaultIsFailure = (failure2) => isRetryable(failure2) || isExhausted(failure2);
var overloaded = /overloaded/i;
var isOverload = (failure2) => {
  const last2 = isExhausted(failure2) ? failure2.last : failure2;
  return isRetryable(last2) && (last2.status === 429 || last2.status === 529 || overloaded.test(last2.reason));
};
var isOutage = (failure2) => defaultIsFailure(failure2) && !isOverload(failure2);
var integer = (option, value, fallback, min = 1) => value === void 0 ? fallback : number(option, value, { min, integer: true });
var resolve = (options = {}) => {
  const name = options.name ?? "circuit-breaker";
  if (typeof name !== "string" || name.length === 0) {
    throw new InvalidOptionError("name", name, "a non-empty string");
  }
  const failureRatio = options.failureRatio === void 0 ? void 0 : number("failureRatio", options.failureRatio, { min: 0, minExclusive: true, max: 1 });
  const consecutiveFailures = options.consecutiveFailures === void 0 ? failureRatio === void 0 ? 5 : void 0 : integer("consecutiveFailures", options.consecutiveFailures, 1);
  const samplingMillis = Duration12.toMillis(
    duration("samplingDuration", options.samplingDuration ?? "30 seconds", { allowZero: false })
  );
  const minimumThroughput = integer("minimumThroughput", options.minimumThroughput, 10);
  const samplingBuckets = integer("samplingBuckets", options.samplingBuckets, 10);
  const slowCallMillis = options.slowCallThreshold === void 0 ? void 0 : Duration12.toMillis(duration("slowCallThreshold", options.slowCallThreshold, { allowZero: false }));
  const halfOpenProbes = integer("halfOpenProbes", options.halfOpenProbes, 1);
  const successThreshold = options.successThreshold === void 0 ? halfOpenProbes : number("successThreshold", options.successThreshold, { min: 1, max: halfOpenProbes, integer: true });
  const isolateOnPermanent = options.isolateOnPermanent ?? false;
  if (typeof isolateOnPermanent !== "boolean") {
    throw new InvalidOptionError("isolateOnPermanent", isolateOnPermanent, "a boolean");
  }
  const rejectionJitterMillis = options.rejectionJitter === void 0 ? void 0 : Duration12.toMillis(duration("rejectionJitter", options.rejectionJitter));
  const isFailure4 = options.isFailure ?? defaultIsFailure;
  if (typeof isFailure4 !== "function") {
    throw new InvalidOptionError("isFailure", isFailure4, "a predicate");
  }
  return {
    name,
    consecutiveFailures,
    failureRatio,
    samplingMillis,
    minimumThroughput,
    samplingBuckets,
    slowCallMillis,
    openDuration: openDuration(options.openDuration),
    halfOpenProbes,
    successThreshold,
    isFailure: isFailure4,
    isolateOnPermanent,
    rejectionJitterMillis
  };
};
var openDuration = (input) => Schedule3.isSchedule(input) ? input : Schedule3.spaced(duration("openDuration", input ?? "30 seconds"));

// src/internal/circuitBreakerModel.ts
import * as Metric3 from "effect/Metric";
import * as Predicate2 from "effect/Predicate";
import * as Schema6 from "effect/Schema";
var State = Schema6.Literal("Closed", "Open", "HalfOpen", "Isolated");
var BrokenCircuit = class extends Schema6.TaggedClass()("BrokenCircuit", {
  breaker: Schema6.String,
  state: Schema6.Literal("Open", "HalfOpen", "Isolated")
}) {
};
var Count = Schema6.Int.pipe(Schema6.nonNegative());
var SnapshotState = Schema6.Union(
  Schema6.TaggedStruct("Closed", { consecutiveFailures: Count }),
  Schema6.TaggedStruct("Open", { openUntil: Schema6.Number, openings: Count }),
  Schema6.TaggedStruct("HalfOpen", { openings: Count }),
  Schema6.TaggedStruct("Isolated", { reason: Schema6.optional(Schema6.String) })
);
var Snapshot = Schema6.Struct({
  breaker: Schema6.String,
  state: SnapshotState
});
var transitions = Metric3.counter("effect_resilience_circuit_breaker_transitions", {
  description: "Circuit breaker state transitions, tagged by breaker and target state",
  incremental: true
});
var rejections = Metric3.counter("effect_resilience_circuit_breaker_rejections", {
  description: "Calls a circuit breaker rejected without calling the dependency, tagged by breaker and state",
  incremental: true
});

// src/internal/circuitBreakerWindow.ts
var SlidingWindow = class {
  constructor(windowMillis, buckets) {
    this.buckets = buckets;
    this.width = windowMillis / buckets;
    this.ticks = new Array(buckets).fill(Number.NEGATIVE_INFINITY);
    this.calls = new Array(buckets).fill(0);
    this.failures = new Array(buckets).fill(0);
  }
  buckets;
  width;
  ticks;
  calls;
  failures;
  /** A call admitted at `now`: calls are counted when they start, so a success needs no hook. */
  recordCall(now) {
    this.calls[this.slot(now)]++;
  }
  /** A counted failure that ended at `now`. */
  recordFailure(now) {
    this.failures[this.slot(now)]++;
  }
  slot(now) {
    const tick = Math.floor(now / this.width);
    const slot = (tick % this.buckets + this.buckets) % this.buckets;
    if (this.ticks[slot] !== tick) {
      this.ticks[slot] = tick;
      this.calls[slot] = 0;
      this.failures[slot] = 0;
    }
    return slot;
  }
  /** The failure ratio reached `ratio` over at least `minimumThroughput` calls still in the window. */
  exceeds(now, ratio, minimumThroughput) {
    const tick = Math.floor(now / this.width);
    let calls = 0;
    let failures2 = 0;
    for (let slot = 0; slot < this.buckets; slot++) {
      const age = tick - this.ticks[slot];
      if (age >= 0 && age < this.buckets) {
        calls += this.calls[slot];
        failures2 += this.failures[slot];
      }
    }
    return calls >= minimumThroughput && failures2 / calls >= ratio;
  }
};

// src/internal/circuitBreaker.ts
var Closed = class {
  constructor(window) {
    this.window = window;
  }
  window;
  _tag = "Closed";
  consecutive = 0;
};
var Open = class {
  /** `spread`: the window after `until` over which rejected callers are told to come back. */
  constructor(until, openings, spread) {
    this.until = until;
    this.openings = openings;
    this.spread = spread;
  }
  until;
  openings;
  spread;
  _tag = "Open";
};
var HalfOpen = class {
  constructor(openings) {
    this.openings = openings;
  }
  openings;
  _tag = "HalfOpen";
  successes = 0;
};
var Isolated = class {
  constructor(reason) {
    this.reason = reason;
  }
  reason;
  _tag = "Isolated";
};
var admittedClosed = { _tag: "Closed" };
var defaultRejectionJitter = 1;
var spreadRetryAfter = (millis16, spread, u) => Duration13.millis(millis16 + Math.floor(u * spread));
var maxScheduleSteps = 1e3;
var OpenDurations = class {
  constructor(schedule) {
    this.schedule = schedule;
    this.state = schedule.initial;
  }
  schedule;
  delays = [];
  state;
  done = false;
  lock = Effect11.unsafeMakeSemaphore(1);
  millis(opening) {
    const known = this.delays.length;
    return known === 0 ? 0 : this.delays[Math.min(opening, known - 1)];
  }
  ensure(opening) {
    const target = Math.min(opening, maxScheduleSteps);
    const step3 = () => this.done || this.delays.length > target ? Effect11.void : Effect11.flatMap(Clock4.currentTimeMillis, (now) => Effect11.flatMap(this.schedule.step(now, void 0, this.state), ([state, _, decision]) => {
      this.state = state;
      if (ScheduleDecision3.isDone(decision)) {
        this.done = true;
      } else this.delays.push(Math.max(0, Intervals2.start(decision.intervals) - now));
      return step3();
    }));
    return this.lock.withPermits(1)(Effect11.suspend(step3));
  }
};
var tagged5 = (metric, breaker) => {
  const increment6 = (state) => Metric4.update(metric.pipe(Metric4.tagged("breaker", breaker), Metric4.tagged("state", state)), 1);
  return {
    Closed: increment6("Closed"),
    Open: increment6("Open"),
    HalfOpen: increment6("HalfOpen"),
    Isolated: increment6("Isolated")
  };
};
var Breaker = class {
  constructor(config, durations, pubsub, clock) {
    this.config = config;
    this.durations = durations;
    this.pubsub = pubsub;
    this.clock = clock;
    this.phase = this.freshClosed();
    this.transitioned = tagged5(transitions, config.name);
    this.rejected = tagged5(rejections, config.name);
    this.resetRun = Effect11.sync(() => {
      if (this.phase._tag === "Closed") this.phase.consecutive = 0;
    });
    this.guard = {
      bare: () => this.phase._tag === "Closed" && this.phase.consecutive === 0 && this.config.slowCallMillis === void 0,
      onBareFailure: (cause) => this.conclude(void 0, 0, cause),
      onBareStart: () => {
        const phase = this.phase;
        if (phase._tag === "Closed") phase.window?.recordCall(this.clock.unsafeCurrentTimeMillis());
      }
    };
  }
  config;
  durations;
  pubsub;
  clock;
  phase;
  transitioned;
  rejected;
  resetRun;
  /**
   * Probes running now, from this half-open period or an earlier one: a probe that outlives its
   * period still holds a slot, so the dependency never sees more than `halfOpenProbes` probes.
   */
  probesInFlight = 0;
  freshClosed() {
    const c = this.config;
    return new Closed(c.failureRatio === void 0 ? void 0 : new SlidingWindow(c.samplingMillis, c.samplingBuckets));
  }
  /**
   * The closed path as a retry layer's guard: while closed with no failure run, an attempt needs the
   * breaker only if it fails (a `Policy` then installs one failure handler for both layers).
   */
  guard;
  /** The phase as an effect, for readers outside the breaker. */
  current = Effect11.sync(() => this.phase);
  modify(f) {
    return Effect11.sync(() => {
      const [result, next4] = f(this.phase);
      this.phase = next4;
      return result;
    });
  }
  execute(self) {
    const clean2 = this.closedClean(self);
    let dirty;
    return Effect11.suspend(() => {
      const phase = this.phase;
      if (phase._tag !== "Closed") return this.guarded(self);
      phase.window?.recordCall(this.clock.unsafeCurrentTimeMillis());
      return phase.consecutive === 0 ? clean2 : dirty ??= this.closedDirty(self);
    });
  }
  /**
   * The closed path: `clean` runs when no failure run is under way, so a success has nothing to
   * record and passes through untouched (the hot path); `dirty` resets the run after a success.
   * A failure-ratio window counts each call as it is admitted, so a success still needs nothing;
   * with a slow-call threshold every outcome is recorded, with its duration.
   */
  closedClean(self) {
    return this.config.slowCallMillis !== void 0 ? this.closedTimed(self) : Effect11.catchAllCause(self, this.onClosedFailure);
  }
  closedDirty(self) {
    return this.config.slowCallMillis !== void 0 ? this.closedTimed(self) : Effect11.matchCauseEffect(self, {
      onSuccess: (a) => Effect11.as(this.resetRun, a),
      onFailure: this.onClosedFailure
    });
  }
  // Timed with `currentTimeMillis`, as probes are: `Effect.timed` reads nanoseconds, which
  // `TestClock` cannot give once a jittered sleep has left it at a fractional millisecond.
  closedTimed(self) {
    return Effect11.flatMap(
      Clock4.currentTimeMillis,
      (start5) => Effect11.flatMap(Effect11.exit(self), (exit7) => Effect11.flatMap(Clock4.currentTimeMillis, (end) => Effect11.zipRight(
        this.conclude(void 0, end - start5, Exit2.isSuccess(exit7) ? void 0 : exit7.cause),
        exit7
      )))
    );
  }
  // One handler for every protected effect: it needs nothing but the cause.
  onClosedFailure = (cause) => Effect11.zipRight(this.conclude(void 0, 0, cause), Effect11.failCause(cause));
  guarded(self) {
    return Effect11.uninterruptibleMask(
      (restore) => Effect11.flatMap(
        Clock4.currentTimeMillis,
        (now) => Effect11.flatMap(this.modify((phase) => this.admit(phase, now)), (admission) => {
          switch (admission._tag) {
            case "Closed":
              return restore(this.closedDirty(self));
            case "Rejected":
              return Effect11.zipRight(this.rejected[admission.state], Effect11.fail(admission.failure));
            case "OpenRejected": {
              const { millis: millis16, spread } = admission;
              const fail18 = (u) => Effect11.fail(this.rejection("Open", spreadRetryAfter(millis16, spread, u)));
              return Effect11.zipRight(this.rejected.Open, spread === 0 ? fail18(0) : Effect11.flatMap(Random2.next, fail18));
            }
            case "Probe": {
              const run6 = Effect11.onExit(
                restore(self),
                (exit7) => Effect11.flatMap(
                  Clock4.currentTimeMillis,
                  (end) => this.conclude(admission.probe, end - now, Exit2.isSuccess(exit7) ? void 0 : exit7.cause)
                )
              );
              return admission.transition === void 0 ? run6 : Effect11.zipRight(this.announce(admission.transition), run6);
            }
          }
        })
      )
    );
  }
  admit(phase, now) {
    const [transition, current] = this.settle(phase, now);
    switch (current._tag) {
      case "Closed":
        current.window?.recordCall(now);
        return [admittedClosed, current];
      case "Open":
        return [{ _tag: "OpenRejected", millis: current.until - now, spread: current.spread }, current];
      case "HalfOpen": {
        if (this.probesInFlight + current.successes >= this.config.halfOpenProbes) {
          return [{ _tag: "Rejected", failure: this.rejection("HalfOpen"), state: "HalfOpen" }, current];
        }
        this.probesInFlight++;
        return [{ _tag: "Probe", probe: current, transition }, current];
      }
      case "Isolated":
        return [
          { _tag: "Rejected", failure: this.rejection("Isolated", void 0, current.reason), state: "Isolated" },
          current
        ];
    }
  }
  rejection(state, retryAfter, why) {
    const cause = new BrokenCircuit({ breaker: this.config.name, state }, true);
    const name = JSON.stringify(this.config.name);
    return state === "Isolated" ? makePermanent({ reason: `circuit breaker ${name} is isolated${why ? `: ${why}` : ""}`, cause }) : makeRetryable({
      reason: state === "Open" ? `circuit breaker ${name} is open` : `circuit breaker ${name} is half-open and its probes are in flight`,
      cause,
      ...retryAfter === void 0 ? {} : { retryAfter }
    });
  }
  /** The jitter window of an opening that lasts `millis`. */
  spreadOf(millis16) {
    return this.config.rejectionJitterMillis ?? Math.floor(millis16 * defaultRejectionJitter);
  }
  /** An open breaker whose time is up turns half-open (lazily: at a call or a read of the state). */
  settle(phase, now) {
    if (phase._tag !== "Open" || now < phase.until) return [void 0, phase];
    const [transition, next4] = this.to(phase, new HalfOpen(phase.openings), now);
    return [transition, next4];
  }
  conclude(probe, elapsed, cause) {
    return Effect11.flatMap(Clock4.currentTimeMillis, (now) => {
      const slow = this.config.slowCallMillis !== void 0 && elapsed >= this.config.slowCallMillis;
      if (cause === void 0) return this.apply(probe, slow ? "failure" : "success", now);
      return Effect11.flatMap(this.judge(cause, slow), (verdict) => this.apply(probe, verdict, now));
    });
  }
  judge(cause, slow) {
    if (Cause3.isInterruptedOnly(cause)) return Effect11.succeed("ignore");
    const failure2 = Cause3.failureOption(cause);
    const error = Option2.isSome(failure2) ? failure2 : Cause3.dieOption(cause);
    if (Option2.isNone(error)) return Effect11.succeed("ignore");
    return Effect11.map(Classifier, (classifier) => {
      const u = error.value;
      const judged = isExhausted(u) || isAgentFailure(u) ? u : classifier.classify(u);
      if (this.config.isolateOnPermanent && isPermanent(judged)) return judged;
      return slow || this.config.isFailure(judged) ? "failure" : "ignore";
    });
  }
  apply(probe, verdict, now) {
    return Effect11.flatMap(
      this.modify((phase) => this.next(phase, probe, verdict, now)),
      (transition) => transition === void 0 ? Effect11.void : this.announce(transition)
    );
  }
  next(phase, probe, verdict, now) {
    if (probe !== void 0) this.probesInFlight--;
    if (typeof verdict === "object") {
      return phase._tag === "Isolated" ? [void 0, phase] : this.to(phase, new Isolated(verdict.reason), now);
    }
    if (probe !== void 0) {
      if (phase !== probe) return [void 0, phase];
      switch (verdict) {
        case "ignore":
          return [void 0, phase];
        case "success":
          probe.successes++;
          return probe.successes >= this.config.successThreshold ? this.to(phase, this.freshClosed(), now) : [void 0, phase];
        case "failure":
          return this.open(phase, probe.openings, now);
      }
    }
    if (phase._tag !== "Closed" || verdict === "ignore") return [void 0, phase];
    const failed2 = verdict === "failure";
    if (failed2) phase.window?.recordFailure(now);
    if (!failed2) {
      phase.consecutive = 0;
      return [void 0, phase];
    }
    phase.consecutive++;
    const c = this.config;
    const tripped = c.consecutiveFailures !== void 0 && phase.consecutive >= c.consecutiveFailures || c.failureRatio !== void 0 && phase.window !== void 0 && phase.window.exceeds(now, c.failureRatio, c.minimumThroughput);
    return tripped ? this.open(phase, 0, now) : [void 0, phase];
  }
  open(from, opening, now) {
    const millis16 = this.durations.millis(opening);
    return this.to(from, new Open(now + millis16, opening + 1, this.spreadOf(millis16)), now, millis16);
  }
  to(from, to, now, openFor) {
    const change = openFor === void 0 ? { breaker: this.config.name, from: from._tag, to: to._tag, at: now } : { breaker: this.config.name, from: from._tag, to: to._tag, at: now, openFor: Duration13.millis(openFor) };
    return [{ change, phase: to }, to];
  }
  announce(transition) {
    const published = Effect11.zipRight(
      PubSub.publish(this.pubsub, transition.change),
      this.transitioned[transition.change.to]
    );
    return transition.phase._tag === "Open" ? Effect11.zipRight(published, this.durations.ensure(transition.phase.openings)) : published;
  }
  transitionTo(next4) {
    return Effect11.flatMap(Clock4.currentTimeMillis, (now) => Effect11.flatMap(
      this.modify((phase) => {
        const to = next4(phase);
        if (to === void 0) return [void 0, phase];
        return to._tag === phase._tag ? [void 0, to] : this.to(phase, to, now);
      }),
      (transition) => transition === void 0 ? Effect11.void : this.announce(transition)
    ));
  }
  get state() {
    return Effect11.flatMap(Clock4.currentTimeMillis, (now) => Effect11.flatMap(
      this.modify((phase) => {
        const [transition, current] = this.settle(phase, now);
        return [[transition, current._tag], current];
      }),
      ([transition, tag]) => transition === void 0 ? Effect11.succeed(tag) : Effect11.as(this.announce(transition), tag)
    ));
  }
  get isolate() {
    return this.transitionTo((phase) => phase._tag === "Isolated" ? void 0 : new Isolated(void 0));
  }
  get reset() {
    return this.transitionTo(() => this.freshClosed());
  }
  get snapshot() {
    return Effect11.map(this.current, (phase) => ({ breaker: this.config.name, state: toSnapshotState(phase) }));
  }
  restore(snapshot4) {
    const state = snapshot4.state;
    return Effect11.zipRight(
      // The next opening after a restored one is the one with index `openings`.
      this.durations.ensure(state._tag === "Open" || state._tag === "HalfOpen" ? state.openings : 0),
      this.transitionTo(() => this.fromSnapshotState(state))
    );
  }
  fromSnapshotState(state) {
    switch (state._tag) {
      case "Closed": {
        const closed = this.freshClosed();
        closed.consecutive = state.consecutiveFailures;
        return closed;
      }
      case "Open": {
        const millis16 = this.durations.millis(Math.max(0, state.openings - 1));
        return new Open(state.openUntil, state.openings, this.spreadOf(millis16));
      }
      case "HalfOpen":
        return new HalfOpen(state.openings);
      case "Isolated":
        return new Isolated(state.reason);
    }
  }
  get changes() {
    return Stream.fromPubSub(this.pubsub);
  }
};
var toSnapshotState = (phase) => {
  switch (phase._tag) {
    case "Closed":
      return { _tag: "Closed", consecutiveFailures: phase.consecutive };
    case "Open":
      return { _tag: "Open", openUntil: phase.until, openings: phase.openings };
    case "HalfOpen":
      return { _tag: "HalfOpen", openings: phase.openings };
    case "Isolated":
      return phase.reason === void 0 ? { _tag: "Isolated" } : { _tag: "Isolated", reason: phase.reason };
  }
};
var makeBreaker = (config, pubsub, restore) => Effect11.clockWith((clock) => {
  const durations = new OpenDurations(config.openDuration);
  const breaker = new Breaker(config, durations, pubsub, clock);
  const ready = restore === void 0 ? durations.ensure(0) : breaker.restore(restore);
  return Effect11.as(ready, breaker);
});
var BreakerKey = /* @__PURE__ */ Symbol.for("effect-resilience/CircuitBreaker/Breaker");
var breakerOf = (u) => {
  const breaker = typeof u === "function" ? u[BreakerKey] : void 0;
  return breaker instanceof Breaker ? breaker : void 0;
};
var toCircuitBreaker = (breaker) => {
  const execute3 = (self) => breaker.execute(self);
  return Object.defineProperties(execute3, {
    [BreakerKey]: { value: breaker },
    name: { value: breaker.config.name, enumerable: true },
    execute: { value: execute3, enumerable: true },
    state: { value: breaker.state, enumerable: true },
    isolate: { value: breaker.isolate, enumerable: true },
    reset: { value: breaker.reset, enumerable: true },
    changes: { value: breaker.changes, enumerable: true },
    snapshot: { value: breaker.snapshot, enumerable: true },
    restore: { value: (snapshot4) => breaker.restore(snapshot4), enumerable: true }
  });
};
var make12 = (options) => {
  const config = resolve(options);
  const restore = options?.restore;
  return Effect11.flatMap(
    PubSub.unbounded(),
    (pubsub) => Effect11.map(makeBreaker(config, pubsub, restore), toCircuitBreaker)
  );
};

// src/internal/circuitBreakerKeyed.ts
import * as Clock5 from "effect/Clock";
import * as Effect12 from "effect/Effect";
import { dual as dual3 } from "effect/Function";
import * as PubSub2 from "effect/PubSub";
import * as Random3 from "effect/Random";
import * as Stream2 from "effect/Stream";

// src/CircuitBreaker.ts
var make13 = make12;
var protect = dual4(
  2,
  (self, breaker) => breaker.execute(self)
);
var isOutage2 = isOutage;

// src/internal/testing.ts
import * as Chunk from "effect/Chunk";
import * as Clock6 from "effect/Clock";
import * as Duration14 from "effect/Duration";
import * as Effect13 from "effect/Effect";
import * as Fiber from "effect/Fiber";
import * as Option3 from "effect/Option";
import * as Ref4 from "effect/Ref";
import * as TestClock from "effect/TestClock";
import * as TestServices from "effect/TestServices";

// src/FaultServer.ts
import * as Context6 from "effect/Context";
import * as Layer4 from "effect/Layer";

// src/internal/faultServer/faults.ts
import * as Duration15 from "effect/Duration";

// src/internal/faultServer/server.ts
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer";
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest";
import * as HttpRouter from "@effect/platform/HttpRouter";
import * as HttpServerRequest from "@effect/platform/HttpServerRequest";
import * as HttpServerResponse from "@effect/platform/HttpServerResponse";
import * as Chunk2 from "effect/Chunk";
import * as Clock7 from "effect/Clock";
import * as Duration16 from "effect/Duration";
import * as Effect14 from "effect/Effect";
import * as Ref5 from "effect/Ref";
import * as Stream3 from "effect/Stream";

// src/internal/faultServer/errors.ts
var openaiBody = (message, type, code, param = null) => ({
  error: { message, type, param, code }
});
var json = (status2, body, headers = {}) => ({
  status: status2,
  headers,
  contentType: "application/json",
  body: JSON.stringify(body)
});
var notFound = (method, path) => json(404, openaiBody(`Invalid URL (${method} ${path})`, "invalid_request_error", null));

// src/internal/faultServer/server.ts
var encoder = new TextEncoder();
var errorResponse = (error) => HttpServerResponse.text(error.body, { status: error.status, headers: error.headers, contentType: error.contentType });
var notFound2 = Effect14.map(
  HttpServerRequest.HttpServerRequest,
  (request) => errorResponse(notFound(request.method, request.url))
);

// src/FaultServer.ts
var FaultServer = class extends Context6.Tag("effect-resilience/FaultServer")() {
};

// src/Policy.ts
import { dual as dual5 } from "effect/Function";

// src/internal/policy.ts
import * as Effect15 from "effect/Effect";
import * as Schedule4 from "effect/Schedule";
var within = (part, build) => {
  try {
    return build();
  } catch (e) {
    if (e instanceof InvalidOptionError) throw new InvalidOptionError(`${part}.${e.option}`, e.value, e.expected);
    throw e;
  }
};
var isBreaker = (u) => typeof u === "function" && "execute" in u && "state" in u;
var isBulkhead = (u) => typeof u === "object" && u !== null && "run" in u && "stats" in u;
var noRetry = Schedule4.recurs(0);
var defaults2 = {
  retry: { schedule: standard },
  breaker: {
    consecutiveFailures: 10,
    failureRatio: 0.8,
    samplingDuration: "10 seconds",
    minimumThroughput: 20,
    openDuration: "5 seconds",
    isFailure: isOutage2
  }
};
var layerName = (options) => {
  const name = options.name ?? "policy";
  if (typeof name !== "string" || name.trim() === "") {
    throw new InvalidOptionError("name", options.name, 'a non-empty name such as "openai"');
  }
  return name;
};
var prepare = (options) => {
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionError(
      "options",
      options,
      "an object such as { retry: { schedule: RetrySchedule.standard } }"
    );
  }
  const name = layerName(options);
  const perAttempt = options.timeout === void 0 ? void 0 : make8(options.timeout, "timeout");
  const retryOptions = options.retry === void 0 || options.retry === false ? void 0 : options.retry;
  const retry3 = within("retry", () => validate2({
    schedule: retryOptions?.schedule ?? noRetry,
    layer: retryOptions?.layer ?? name,
    retryExhausted: retryOptions?.retryExhausted,
    budget: options.budget
  }));
  const breaker = options.breaker === void 0 || options.breaker === false ? void 0 : isBreaker(options.breaker) ? Effect15.succeed(options.breaker) : within("breaker", () => make13({ name, ...options.breaker }));
  const limits2 = options.bulkhead === void 0 ? void 0 : isBulkhead(options.bulkhead) ? Effect15.succeed(options.bulkhead) : make9(options.bulkhead, "bulkhead.");
  return { name, perAttempt, retry: retry3, breaker, limits: limits2 };
};
var rejected = (name) => (failure2) => isRetryable(failure2) ? Effect15.fail(
  makeExhausted({ attempts: [], last: failure2, layer: name, stoppedBy: "rejected by the bulkhead" })
) : Effect15.fail(failure2);
var compose = (name, parts) => {
  const { breaker, bulkhead: limits2, perAttempt, retry: retry3 } = parts;
  const onRejected = rejected(name);
  const inner2 = perAttempt === void 0 ? breaker === void 0 ? (self) => self : breaker : breaker === void 0 ? perAttempt : (self) => breaker(perAttempt(self));
  const guard = perAttempt === void 0 ? breakerOf(breaker)?.guard : void 0;
  const retried = guard === void 0 || breaker === void 0 ? (self) => retry(inner2(self), retry3) : (self) => retryGuarded(self, Effect15.suspend(() => breaker(self)), guard, retry3);
  if (limits2 === void 0) return retried;
  return (self) => Effect15.catchAll(limits2.run(retried(self)), onRejected);
};
var toPolicy = (wrap2, breaker, limits2) => Object.defineProperties(wrap2, {
  breaker: { value: breaker, enumerable: true },
  bulkhead: { value: limits2, enumerable: true }
});
var make18 = (options) => {
  const { breaker, limits: limits2, name, perAttempt, retry: retry3 } = prepare(options);
  return Effect15.gen(function* () {
    const madeBreaker = breaker === void 0 ? void 0 : yield* breaker;
    const madeBulkhead = limits2 === void 0 ? void 0 : yield* limits2;
    const wrap2 = compose(name, { perAttempt, retry: retry3, breaker: madeBreaker, bulkhead: madeBulkhead });
    return toPolicy(wrap2, madeBreaker, madeBulkhead);
  });
};

// src/Policy.ts
var standard2 = make18(defaults2);
var protect2 = dual5(
  2,
  (self, policy) => policy(self)
);

// src/internal/tool.ts
import * as JSONSchema from "effect/JSONSchema";
import { pipeArguments } from "effect/Pipeable";
import * as Schedule6 from "effect/Schedule";
import * as Schema9 from "effect/Schema";

// src/internal/idempotency/run.ts
import * as Clock8 from "effect/Clock";
import * as Context8 from "effect/Context";
import * as Duration17 from "effect/Duration";
import * as Effect16 from "effect/Effect";
import * as Exit3 from "effect/Exit";
import * as Metric5 from "effect/Metric";
import * as Option4 from "effect/Option";
import * as Random4 from "effect/Random";
import * as Schedule5 from "effect/Schedule";
import * as Schema8 from "effect/Schema";

// src/internal/idempotency/store.ts
import * as Context7 from "effect/Context";
import * as Schema7 from "effect/Schema";
var IdempotencyErrorReason = Schema7.Literal(
  "InProgressElsewhere",
  "LeaseExpired",
  "ClaimLost",
  "InvalidResult",
  "StoreFailure"
);
var IdempotencyError = class extends Schema7.TaggedError()("IdempotencyError", {
  key: Schema7.String,
  reason: IdempotencyErrorReason,
  detail: Schema7.String,
  cause: Schema7.optional(CauseSchema)
}) {
  get message() {
    return `${this.reason} (${this.key}): ${this.detail}`;
  }
};
var IdempotencyStore = class extends Context7.Tag("effect-resilience/IdempotencyStore")() {
};

// src/internal/idempotency/run.ts
var CurrentKey = class extends Context8.Reference()("effect-resilience/Idempotency/CurrentKey", {
  defaultValue: () => Option4.none()
}) {
};
var settings = (options, prefix = "") => {
  const lease = duration(`${prefix}lease`, options?.lease ?? Duration17.seconds(30), { allowZero: false });
  const pollInterval = duration(`${prefix}pollInterval`, options?.pollInterval ?? Duration17.millis(100), {
    allowZero: false
  });
  const maxWait = duration(`${prefix}maxWait`, options?.maxWait ?? Duration17.minutes(5), {
    allowInfinite: true
  });
  if (options?.owner !== void 0 && (typeof options.owner !== "string" || options.owner.length === 0)) {
    throw new InvalidOptionError(`${prefix}owner`, options.owner, "a non-empty string");
  }
  return {
    leaseMillis: Duration17.toMillis(lease),
    // Three renewals per lease: a holder that is alive never lets its lease lapse because of one slow renewal.
    heartbeat: Duration17.divide(lease, 3).pipe(Option4.getOrElse(() => lease)),
    pollInterval,
    maxWaitMillis: Duration17.toMillis(maxWait),
    takeover: options?.takeover === true,
    owner: options?.owner
  };
};
var runs = Metric5.counter("effect_resilience_idempotency_runs_total", {
  description: "Keyed executions by outcome: executed, replayed, took_over, released, error",
  incremental: true
});
var count = (outcome) => Metric5.increment(Metric5.tagged(runs, "outcome", outcome));
var hex2 = Effect16.map(Random4.nextIntBetween(0, 65536), (n) => n.toString(16).padStart(4, "0"));
var randomOwner = Effect16.map(Effect16.all(Array.from({ length: 8 }, () => hex2)), (parts) => `owner_${parts.join("")}`);
var fail8 = (key, reason, detail, cause) => new IdempotencyError({ key, reason, detail, ...cause === void 0 ? {} : { cause } });
var run = (key, schema, effect5, s) => Effect16.gen(function* () {
  const store = yield* IdempotencyStore;
  const owner = s.owner ?? (yield* randomOwner);
  const decode5 = (entry) => Effect16.try({
    try: () => Schema8.decodeUnknownSync(schema)(JSON.parse(Option4.getOrThrow(entry.result))),
    catch: (cause) => fail8(key, "InvalidResult", "the stored result does not decode with the given schema", cause)
  });
  const encode5 = (value) => Effect16.try({
    try: () => {
      const json2 = JSON.stringify(Schema8.encodeSync(schema)(value));
      if (json2 === void 0) throw new Error("the encoded result is not JSON");
      return json2;
    },
    catch: (cause) => fail8(key, "InvalidResult", "the result does not encode to JSON with the given schema", cause)
  });
  const renewals = Effect16.gen(function* () {
    const now = yield* Clock8.currentTimeMillis;
    yield* store.renew(key, owner, now + s.leaseMillis, now);
  }).pipe(
    // A failed renewal is not fatal: the next one may succeed, and `complete` detects a lost claim.
    Effect16.catchAll((e) => Effect16.logWarning("idempotency lease renewal failed", e)),
    Effect16.repeat(Schedule5.spaced(s.heartbeat)),
    Effect16.delay(s.heartbeat)
  );
  const execute3 = (restore) => Effect16.gen(function* () {
    const exit7 = yield* restore(
      Effect16.scoped(Effect16.zipRight(
        Effect16.forkScoped(renewals),
        Effect16.provideService(effect5, CurrentKey, Option4.some(key))
      ))
    ).pipe(Effect16.exit);
    if (Exit3.isFailure(exit7)) {
      yield* store.release(key, owner).pipe(
        Effect16.catchAll((e) => Effect16.logWarning("idempotency release failed; the claim lapses with its lease", e))
      );
      yield* count("released");
      return yield* exit7;
    }
    const json2 = yield* Effect16.tapError(encode5(exit7.value), () => store.release(key, owner).pipe(Effect16.ignore));
    const now = yield* Clock8.currentTimeMillis;
    const stored = yield* store.complete(key, owner, json2, now);
    if (!stored) {
      return yield* fail8(
        key,
        "ClaimLost",
        "the lease lapsed and another owner took over the claim before the result was stored; the side effect may have run twice"
      );
    }
    yield* count("executed");
    return exit7.value;
  });
  return yield* Effect16.uninterruptibleMask(
    (restore) => Effect16.gen(function* () {
      let waitingSince;
      while (true) {
        const now = yield* Clock8.currentTimeMillis;
        const claimed = yield* store.claim(key, owner, now + s.leaseMillis, now);
        if (claimed._tag === "Claimed") return yield* execute3(restore);
        const entry = claimed.entry;
        if (entry.state === "completed") {
          yield* count("replayed");
          return yield* decode5(entry);
        }
        if (entry.leaseUntil <= now) {
          if (!s.takeover) {
            return yield* fail8(
              key,
              "LeaseExpired",
              `the holder ${entry.owner} stopped renewing its claim (lease ended at ${new Date(entry.leaseUntil).toISOString()}) without storing a result; its side effect may or may not have happened. Pass { takeover: true } to run the effect again`
            );
          }
          if (yield* store.takeover(key, entry.owner, owner, now + s.leaseMillis, now)) {
            yield* count("took_over");
            return yield* execute3(restore);
          }
          continue;
        }
        waitingSince ??= now;
        if (now - waitingSince >= s.maxWaitMillis) {
          return yield* fail8(
            key,
            "InProgressElsewhere",
            `the holder ${entry.owner} is still running after ${Duration17.format(Duration17.millis(now - waitingSince))}`
          );
        }
        yield* restore(Effect16.sleep(s.pollInterval));
      }
    })
  );
}).pipe(
  Effect16.tapError((e) => e instanceof IdempotencyError ? count("error") : Effect16.void),
  Effect16.withSpan("Idempotency.run", { attributes: { "idempotency.key": key } })
);

// src/internal/tool.ts
var TypeId = /* @__PURE__ */ Symbol.for("effect-resilience/Tool");
var Proto = {
  [TypeId]: TypeId,
  pipe() {
    return pipeArguments(this, arguments);
  }
};

// src/Toolkit.ts
import * as Effect22 from "effect/Effect";
import { dual as dual6 } from "effect/Function";
import * as Option8 from "effect/Option";

// src/internal/toolkit.ts
import * as Cause4 from "effect/Cause";
import * as Clock9 from "effect/Clock";
import * as Context9 from "effect/Context";
import * as Duration19 from "effect/Duration";
import * as Effect21 from "effect/Effect";
import * as Either from "effect/Either";
import * as Exit4 from "effect/Exit";
import * as Metric6 from "effect/Metric";
import * as Option7 from "effect/Option";
import * as ParseResult2 from "effect/ParseResult";
import { pipeArguments as pipeArguments2 } from "effect/Pipeable";
import * as Schema11 from "effect/Schema";

// src/Idempotency.ts
import * as Effect20 from "effect/Effect";
import * as Layer6 from "effect/Layer";

// src/internal/idempotency/key.ts
import { createHash } from "node:crypto";
var CYCLE = "#cycle";
var THROWN = "#thrown";
var canonicalJson = (value) => encode(value, /* @__PURE__ */ new Set(), true) ?? "null";
var encode = (value, ancestors, inArray) => {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : String(value);
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return `${value}n`;
    case "undefined":
    case "function":
    case "symbol":
      return inArray ? "null" : void 0;
  }
  if (value === null) return "null";
  const object = value;
  if (ancestors.has(object)) return CYCLE;
  ancestors.add(object);
  try {
    return encodeObject(object, ancestors);
  } catch {
    return THROWN;
  } finally {
    ancestors.delete(object);
  }
};
var encodeObject = (object, ancestors) => {
  const toJSON2 = object.toJSON;
  if (typeof toJSON2 === "function") {
    const replaced = toJSON2.call(object, "");
    if (replaced !== object) return encode(replaced, ancestors, false);
  }
  if (Array.isArray(object)) {
    const items = [];
    for (let i = 0; i < object.length; i++) items.push(encode(object[i], ancestors, true));
    return `[${items.join(",")}]`;
  }
  if (object instanceof Map) {
    const entries = Array.from(object, ([k, v]) => `[${encode(k, ancestors, true)},${encode(v, ancestors, true)}]`);
    return `Map[${entries.sort().join(",")}]`;
  }
  if (object instanceof Set) {
    return `Set[${Array.from(object, (v) => encode(v, ancestors, true)).sort().join(",")}]`;
  }
  const members = [];
  for (const key of Object.keys(object).sort()) {
    const encoded2 = encode(object[key], ancestors, false);
    if (encoded2 !== void 0) members.push(`${JSON.stringify(key)}:${encoded2}`);
  }
  return `{${members.join(",")}}`;
};
var keyVersion = "effect-resilience/idempotency/v1";
var makeKey = (input) => "idem_" + createHash("sha256").update(canonicalJson([keyVersion, input.turnId, input.callId, input.tool, input.args])).digest("hex");

// src/internal/idempotency/memory.ts
import * as Effect17 from "effect/Effect";
import * as HashMap from "effect/HashMap";
import * as Option5 from "effect/Option";
import * as Ref6 from "effect/Ref";
var makeMemoryStore = Effect17.map(
  Ref6.make(HashMap.empty()),
  (ref) => {
    const update6 = (key, f) => Ref6.modify(ref, (entries) => Option5.match(Option5.flatMap(HashMap.get(entries, key), f), {
      onNone: () => [false, entries],
      onSome: (next4) => [true, HashMap.set(entries, key, next4)]
    }));
    const pendingOf = (owner) => (entry) => entry.state === "pending" && entry.owner === owner;
    return {
      claim: (key, owner, leaseUntil) => Ref6.modify(
        ref,
        (entries) => Option5.match(HashMap.get(entries, key), {
          onSome: (entry) => [{ _tag: "Existing", entry }, entries],
          onNone: () => [
            { _tag: "Claimed" },
            HashMap.set(entries, key, { key, owner, state: "pending", leaseUntil, result: Option5.none() })
          ]
        })
      ),
      takeover: (key, from, owner, leaseUntil, now) => update6(key, (entry) => pendingOf(from)(entry) && entry.leaseUntil <= now ? Option5.some({ ...entry, owner, leaseUntil }) : Option5.none()),
      renew: (key, owner, leaseUntil) => update6(key, (entry) => pendingOf(owner)(entry) ? Option5.some({ ...entry, leaseUntil }) : Option5.none()),
      complete: (key, owner, result, now) => update6(key, (entry) => pendingOf(owner)(entry) ? Option5.some({ ...entry, state: "completed", leaseUntil: now, result: Option5.some(result) }) : Option5.none()),
      release: (key, owner) => Ref6.modify(ref, (entries) => Option5.exists(HashMap.get(entries, key), pendingOf(owner)) ? [true, HashMap.remove(entries, key)] : [false, entries]),
      get: (key) => Effect17.map(Ref6.get(ref), HashMap.get(key))
    };
  }
);

// src/internal/idempotency/sql.ts
import * as Effect19 from "effect/Effect";
import * as Option6 from "effect/Option";

// src/internal/sqlLayers.ts
import * as PgClient from "@effect/sql-pg/PgClient";
import * as SqliteClient from "@effect/sql-sqlite-node/SqliteClient";
import * as Migrator from "@effect/sql/Migrator";
import * as SqlClient from "@effect/sql/SqlClient";
import * as Effect18 from "effect/Effect";
import * as Layer5 from "effect/Layer";
import * as Redacted from "effect/Redacted";

// src/Idempotency.ts
var makeKey2 = makeKey;
var IdempotencyStore2 = IdempotencyStore;
var run2 = function(key, schema, effectOrOptions, options) {
  if (Effect20.isEffect(effectOrOptions)) return run(key, schema, effectOrOptions, settings(options));
  const settings3 = settings(effectOrOptions);
  return (effect5) => run(key, schema, effect5, settings3);
};
var layerMemory = Layer6.effect(IdempotencyStore2, makeMemoryStore);

// src/internal/sanitize.ts
var INPUT_CAP = 8192;
var DEFAULT_MAX_LENGTH = 500;
var REDACTED2 = "[redacted]";
var INTERNAL = "[internal address]";
var PATH = "[path]";
var CONNECTION = "[connection string]";
var cap2 = (text2) => {
  if (text2.length <= INPUT_CAP) return text2;
  const head = text2.slice(0, INPUT_CAP);
  for (let i = head.length - 1; i >= 0; i--) {
    const c = head.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) return head.slice(0, i);
  }
  return "";
};
var PRIVATE_KEY = /-----BEGIN [A-Z ]{0,30}PRIVATE KEY-----[^]*?(?:-----END [A-Z ]{0,30}PRIVATE KEY-----|$)/g;
var STACK_FRAME = /^\s*(?:at\s.*(?::\d+|<anonymous>|\(native\)|Native Method|Unknown Source)|File "|\.\.\. \d+ (?:more|common frames omitted)|\^+\s*$)/;
var TRACE_START = /^\s*(?:Traceback \(most recent call last\):|stack ?trace:?|stack backtrace:?)\s*$/i;
var GO_TRACE = /^goroutine \d+ \[/;
var dropStackTraces = (text2) => {
  const kept = [];
  let inPythonTrace = false;
  for (const line of text2.split(/\r?\n/)) {
    if (GO_TRACE.test(line)) break;
    if (TRACE_START.test(line)) {
      inPythonTrace = true;
      continue;
    }
    if (inPythonTrace && /^\s/.test(line)) continue;
    inPythonTrace = false;
    if (STACK_FRAME.test(line)) continue;
    kept.push(line);
  }
  return kept.join(" ");
};
var DB_SCHEMES = /* @__PURE__ */ new Set([
  "postgres",
  "postgresql",
  "mysql",
  "mariadb",
  "mongodb",
  "mongodb+srv",
  "redis",
  "rediss",
  "amqp",
  "amqps",
  "mssql",
  "sqlserver",
  "oracle",
  "clickhouse",
  "cassandra",
  "neo4j",
  "neo4j+s",
  "bolt",
  "nats",
  "kafka",
  "ldap",
  "ldaps",
  "memcached",
  "couchbase",
  "sqlite"
]);
var INTERNAL_SUFFIXES = [
  ".internal",
  ".local",
  ".localhost",
  ".localdomain",
  ".lan",
  ".corp",
  ".intranet",
  ".home.arpa",
  ".svc"
];
var isPrivateIPv4 = (a, b) => a === 10 || a === 127 || a === 0 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 169 && b === 254 || a === 100 && b >= 64 && b <= 127;
var IPV4_EXACT = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;
var isInternalHost = (host) => {
  const h = host.toLowerCase().replace(/^\[|\]$/g, "");
  if (h === "localhost" || h === "::1" || h === "::" || /^f[cd][0-9a-f]{2}:|^fe80:/.test(h)) return true;
  const v4 = IPV4_EXACT.exec(h);
  if (v4 !== null) return isPrivateIPv4(Number(v4[1]), Number(v4[2]));
  if (!h.includes(".") && !h.includes(":")) return true;
  return INTERNAL_SUFFIXES.some((suffix) => h.endsWith(suffix));
};
var SENSITIVE_PARAM = /(?:key|secret|token|passw(?:or)?d|pwd|credential|auth|session|signature|sig|code|access|jwt|private)/i;
var URL_PATTERN = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\/[^\s"'<>`]+/g;
var TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;
var sanitizeUrl = (match6) => {
  const trailing = TRAILING_PUNCTUATION.exec(match6)?.[0] ?? "";
  const raw = match6.slice(0, match6.length - trailing.length);
  const scheme = raw.slice(0, raw.indexOf(":")).toLowerCase();
  if (DB_SCHEMES.has(scheme) || scheme.startsWith("jdbc")) return CONNECTION + trailing;
  if (scheme === "file") return PATH + trailing;
  let url;
  try {
    url = new URL(raw);
  } catch {
    return "[url]" + trailing;
  }
  if (url.username !== "" || url.password !== "") {
    if (!/^https?$|^wss?$/.test(scheme)) return CONNECTION + trailing;
  }
  if (isInternalHost(url.hostname)) return INTERNAL + trailing;
  const query = [];
  for (const [name, value] of url.searchParams) {
    query.push(`${name}=${SENSITIVE_PARAM.test(name) ? REDACTED2 : value}`);
  }
  return `${url.protocol}//${url.host}${url.pathname}${query.length === 0 ? "" : "?" + query.join("&")}${trailing}`;
};
var CREDENTIALS = [
  [PRIVATE_KEY, REDACTED2],
  [/(?<![\w-])sk-ant-[\w-]{8,}/g, REDACTED2],
  [/(?<![\w-])sk-[\w-]{8,}/g, REDACTED2],
  [/(?<![\w-])(?:sk|pk|rk)_(?:live|test)_\w{8,}/g, REDACTED2],
  [/(?<![\w-])(?:gh[pousr]|github_pat)_\w{16,}/g, REDACTED2],
  [/(?<![\w-])glpat-[\w-]{16,}/g, REDACTED2],
  [/(?<![\w-])xox[abposr]-[\w-]{8,}/g, REDACTED2],
  [/(?<![\w-])AIza[\w-]{30,}/g, REDACTED2],
  [/(?<![A-Za-z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Za-z0-9])/g, REDACTED2],
  [/(?<![\w-])eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED2],
  [/\b(Bearer|Basic|Digest)\s+[\w.~+/=-]{6,}/gi, `$1 ${REDACTED2}`],
  // A labelled secret: api_key=…, "password": "…", X-Api-Key: …, aws_secret_access_key = …
  [
    /(?<![A-Za-z0-9])((?:[A-Za-z0-9]{0,30}?[_-]?)(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|passphrase|credentials?|authorization|auth|cookie|session[_-]?id|signature|private[_-]?key|access[_-]?key(?:[_-]?id)?)(?:[_-][\w-]{0,20})?)(["']?\s{0,3}[:=]\s{0,3})("[^"\n]{0,200}"|'[^'\n]{0,200}'|(?:(?:Bearer|Basic|Token)\s+)?[^\s"'&,;)}\]]+)/gi,
    (match6, label, separator, value) => value.includes("[redacted") ? match6 : `${label}${separator}${value.startsWith('"') ? `"${REDACTED2}"` : value.startsWith("'") ? `'${REDACTED2}'` : REDACTED2}`
  ],
  // Semicolon-separated connection strings (ADO.NET, ODBC): Server=…;User Id=…;Password=…
  [
    /\b(?:Server|Data Source|Host|Address)=[^;\s]{1,200}(?:;\s?[A-Za-z][\w ]{0,30}=[^;\s]{0,200}){1,30};?/gi,
    CONNECTION
  ],
  // A secret told in prose: "password is hunter2", "the token was 'x9…'". Only a value that looks made
  // up goes (six characters or more, with a digit): "token is invalid: check …", "password is too
  // short" or `password is "required"` is what the model must read.
  [
    /\b(password|passphrase|passcode|secret|token|api[ _-]?key)(\s{1,3}(?:is|was|of)\s{1,3})("[^"\n]{1,200}"|'[^'\n]{1,200}'|[^\s"',;)}\]]{1,200})/gi,
    (match6, label, separator, value) => {
      const quote = value[0] === '"' || value[0] === "'" ? value[0] : "";
      const end = quote === "" ? /[.,:;!?]+$/.exec(value)?.[0] ?? "" : "";
      const inner2 = quote === "" ? value.slice(0, value.length - end.length) : value.slice(1, -1);
      return inner2.length >= 6 && /\d/.test(inner2) ? `${label}${separator}${quote}${REDACTED2}${quote}${end}` : match6;
    }
  ]
];
var HOST = String.raw`[A-Za-z0-9](?:[\w-]|\.(?=[\w-])){0,252}`;
var NETWORK_HOST = new RegExp(
  String.raw`\b(E(?:CONNREFUSED|TIMEDOUT|HOSTUNREACH|NETUNREACH|CONNRESET|CONNABORTED)|dial (?:tcp|udp)[46]?)(\s{1,3})(${HOST}):\d{1,5}(?![\w.-])` + String.raw`|\b(getaddrinfo E(?:NOTFOUND|AI_AGAIN))(\s{1,3})(${HOST})(?![\w-])` + String.raw`|\b(lookup)(\s{1,3})(${HOST})(?= on |: )`,
  "g"
);
var redactNetworkHost = (match6, ...groups) => {
  for (let i = 0; i < 9; i += 3) {
    const context = groups[i];
    const host = groups[i + 2];
    if (context !== void 0 && host !== void 0) {
      return isInternalHost(host) ? `${context}${groups[i + 1]}${INTERNAL}` : match6;
    }
  }
  return match6;
};
var ADDRESSES = [
  [NETWORK_HOST, redactNetworkHost],
  [/(?<![\w.-])localhost(?::\d{1,5})?(?![\w-])/gi, INTERNAL],
  [
    /(?<![\w.])(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}(?::\d{1,5})?(?!\d|\.\d)/g,
    (match6, a, b) => isPrivateIPv4(Number(a), Number(b)) ? INTERNAL : match6
  ],
  [/(?<![\w:])\[?::1\]?(?::\d{1,5})?(?![\w:])/g, INTERNAL],
  [/(?<![\w:])\[?(?:f[cd][0-9a-f]{2}|fe80):[0-9a-f:]{2,39}\]?(?::\d{1,5})?/gi, INTERNAL],
  [
    /(?<![\w.-])(?:[A-Za-z0-9-]{1,63}\.)+(?:internal|local|localdomain|lan|corp|intranet|home\.arpa|svc)(?![\w-]|\.[A-Za-z0-9])(?::\d{1,5})?/gi,
    INTERNAL
  ]
];
var PATHS = [
  [/(?<![\w.:/~-])(?:~|\.{1,2})?\/(?:[\w.@+-]{1,255}\/)+[\w.@+-]*(?::\d+){0,2}/g, PATH],
  // Quoted, a Windows path may hold spaces ("My Documents"): the quotes say where it ends.
  [/(["'])[A-Za-z]:\\[^"'\n]{0,255}\1/g, `$1${PATH}$1`],
  [/(?<![A-Za-z0-9])[A-Za-z]:\\(?:[^\\\s"'<>|]{1,255}\\)*[^\\\s"'<>|]*/g, PATH],
  [/\\\\[\w.-]{1,255}\\[^\s"'<>|]*/g, PATH],
  [
    /(?<![\w./@+-])(?:[\w.@+-]{1,255}\/){2,}[\w.@+-]{0,255}\.(?:[cm]?[jt]sx?|py|go|java|kt|rb|rs|php|cs|json|ya?ml|env|toml|ini|conf|cfg|pem|key|log|sql)(?::\d+){0,2}(?![\w])/g,
    PATH
  ]
];
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var HIGH_ENTROPY = [
  /(?<![\w+=-])[A-Za-z0-9+=_-]{20,}(?![\w+=-])/g,
  (match6) => /\d/.test(match6) && /[A-Za-z]/.test(match6) && !UUID.test(match6) ? REDACTED2 : match6
];
var AWS_SECRET = [
  /(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g,
  (match6) => /\d/.test(match6) && /[a-z]/.test(match6) && /[A-Z]/.test(match6) ? REDACTED2 : match6
];
var apply = (text2, replacements) => replacements.reduce(
  (acc, [pattern, replacement]) => acc.replace(pattern, replacement),
  text2
);
var truncate = (text2, maxLength) => {
  if (text2.length <= maxLength) return text2;
  const cut = text2.slice(0, Math.max(0, maxLength - 1));
  const space = cut.lastIndexOf(" ");
  const end = space >= maxLength * 0.6 ? space : cut.length;
  return cut.slice(0, end).trimEnd() + "\u2026";
};
var sanitize = (text2, maxLength = DEFAULT_MAX_LENGTH) => {
  let out = cap2(String(text2));
  out = out.replace(PRIVATE_KEY, REDACTED2);
  out = dropStackTraces(out);
  out = out.replace(URL_PATTERN, sanitizeUrl);
  out = apply(out, CREDENTIALS);
  out = apply(out, ADDRESSES);
  out = apply(out, PATHS);
  out = apply(out, [AWS_SECRET, HIGH_ENTROPY]);
  out = out.replace(/\s+/g, " ").trim();
  return truncate(out, maxLength);
};

// src/Sanitize.ts
var validMaxLength = (maxLength) => number2("maxLength", maxLength, { min: 20, integer: true });
var make24 = (options) => {
  const maxLength = options?.maxLength === void 0 ? DEFAULT_MAX_LENGTH : validMaxLength(options.maxLength);
  return (input) => sanitize(input.message, maxLength);
};
var defaultMessage = make24();

// src/ToolResult.ts
import * as Schema10 from "effect/Schema";
var Code = Schema10.Literal(
  "UNKNOWN_TOOL",
  "INVALID_ARGUMENTS",
  "TIMEOUT",
  "UNAVAILABLE",
  "FAILED",
  "INTERNAL",
  "CANCELLED"
);
var Success = class extends Schema10.TaggedClass()("Success", {
  callId: Schema10.String,
  tool: Schema10.String,
  value: Schema10.Unknown
}) {
  /**
   * The text the model reads: the value as JSON.
   *
   * @since 0.1.0
   */
  toContent() {
    return JSON.stringify(this.value) ?? "null";
  }
};
var Failure = class extends Schema10.TaggedClass()("Failure", {
  callId: Schema10.String,
  tool: Schema10.String,
  code: Code,
  message: Schema10.String
}) {
  /**
   * The text the model reads: `{"error":{"code":"…","message":"…"}}`.
   *
   * @since 0.1.0
   */
  toContent() {
    return JSON.stringify({ error: { code: this.code, message: this.message } });
  }
};
var ToolResult = Schema10.Union(Success, Failure);
var ToolError = class extends Schema10.TaggedError()("ToolError", {
  code: Code,
  tool: Schema10.String,
  callId: Schema10.String,
  reason: Schema10.String,
  cause: Schema10.optional(Cause)
}) {
  get message() {
    return `${this.tool} (call ${this.callId}) ${this.code}: ${this.reason}`;
  }
};

// src/internal/toolkitMessages.ts
import * as Duration18 from "effect/Duration";
import * as ParseResult from "effect/ParseResult";
var MAX_ISSUES = 8;
var formatDuration = (duration2) => {
  const millis16 = Duration18.toMillis(duration2);
  if (millis16 < 1e3) return `${Math.round(millis16)} ms`;
  return `${Number((millis16 / 1e3).toFixed(3))} s`;
};
var IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
var formatPath = (path) => {
  if (path.length === 0) return "arguments";
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && IDENTIFIER.test(key)) out += out === "" ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
};
var formatParseError = (error) => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
  const isNoise = (issue) => issue.message.startsWith("Expected undefined, actual") && issues.some(
    (other) => other !== issue && (other.path === issue.path || other.path.startsWith(issue.path + ".") || other.path.startsWith(issue.path + "["))
  );
  const lines = issues.filter((issue) => !isNoise(issue));
  const shown = lines.slice(0, MAX_ISSUES).map((issue) => `${issue.path}: ${issue.message}`);
  const more = lines.length > MAX_ISSUES ? `; and ${lines.length - MAX_ISSUES} more` : "";
  return shown.join("; ") + more;
};
var unknownTool = (name, available) => ({
  code: "UNKNOWN_TOOL",
  message: available.length === 0 ? `There is no tool named ${JSON.stringify(name)}, and no tools are available.` : `There is no tool named ${JSON.stringify(name)}. Available tools: ${available.join(", ")}.`,
  cause: void 0
});
var invalidJson = (tool, error) => ({
  code: "INVALID_ARGUMENTS",
  message: `The arguments of ${tool} are not valid JSON (${error instanceof Error ? error.message : String(error)}). Send a JSON object that matches the tool's parameters.`,
  cause: error
});
var invalidArguments = (tool, error) => ({
  code: "INVALID_ARGUMENTS",
  message: `The arguments of ${tool} do not match its parameters: ${formatParseError(error)}. Fix the arguments and call ${tool} again.`,
  cause: error
});
var timedOut = (tool, timeout) => ({
  code: "TIMEOUT",
  message: `${tool} timed out after ${formatDuration(timeout)}; the call was cancelled.`,
  cause: void 0
});
var handlerFailed = (tool, failure2) => {
  switch (failure2._tag) {
    case "Retryable":
      return {
        code: "UNAVAILABLE",
        message: `${tool} is temporarily unavailable: ${failure2.reason}. Try again later or use another tool.`,
        cause: failure2
      };
    case "Exhausted":
      return {
        code: "UNAVAILABLE",
        message: `${tool} is temporarily unavailable (failed after ${failure2.attempts.length} attempts): ${failure2.last.reason}. Try again later or use another tool.`,
        cause: failure2
      };
    case "Permanent":
      return {
        code: "FAILED",
        message: `${tool} failed permanently: ${failure2.reason}. Calling it again will not help.`,
        cause: failure2
      };
    default:
      return { code: "FAILED", message: `${tool} failed: ${failure2.reason}`, cause: failure2 };
  }
};
var idempotencyFailed = (tool, error) => {
  switch (error.reason) {
    case "InProgressElsewhere":
      return {
        code: "UNAVAILABLE",
        message: `The same ${tool} call is still running elsewhere. Wait for it instead of calling it again.`,
        cause: error
      };
    case "StoreFailure":
      return {
        code: "UNAVAILABLE",
        message: `${tool} is temporarily unavailable: its execution could not be recorded, so it did not run.`,
        cause: error
      };
    case "InvalidResult":
      return internalError(tool, error);
    default:
      return {
        code: "FAILED",
        message: `${tool} was interrupted in an earlier attempt; it is unknown whether its effect happened. Check before calling it again.`,
        cause: error
      };
  }
};
var internalError = (tool, defect) => ({
  code: "INTERNAL",
  message: `${tool} failed because of an internal error.`,
  cause: defect
});
var cancelled = (tool) => ({
  code: "CANCELLED",
  message: `${tool} was cancelled before it finished.`,
  cause: void 0
});

// src/internal/toolkit.ts
var TypeId2 = /* @__PURE__ */ Symbol.for("effect-resilience/Toolkit");
var Proto2 = {
  [TypeId2]: TypeId2,
  pipe() {
    return pipeArguments2(this, arguments);
  }
};
var TurnId = class extends Context9.Reference()("effect-resilience/Toolkit/TurnId", {
  defaultValue: () => Option7.none()
}) {
};
var metrics2 = {
  calls: Metric6.counter("effect_resilience_tool_calls", {
    description: "tool calls, by tool and outcome (success or the failure code)",
    incremental: true
  }),
  duration: Metric6.timer("effect_resilience_tool_call_duration", "time from a call's start to its result, by tool")
};
var UNKNOWN_TOOL_LABEL = "<unknown>";
var checkOptions = (options) => {
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionError("options", options, "an object with failureMode and/or message");
  }
  if (options.failureMode !== void 0 && options.failureMode !== "return" && options.failureMode !== "fail") {
    throw new InvalidOptionError("failureMode", options.failureMode, '"return" or "fail"');
  }
  if (options.message !== void 0 && typeof options.message !== "function") {
    throw new InvalidOptionError("message", options.message, "a function from a failure to the text the model reads");
  }
};
var make25 = (tools, options = {}) => {
  checkOptions(options);
  const byName = /* @__PURE__ */ new Map();
  tools.forEach((tool, i) => {
    if (typeof tool !== "object" || tool === null || !(TypeId in tool)) {
      throw new InvalidOptionError(`tools[${i}]`, tool, "a tool made with Tool.make");
    }
    if (byName.has(tool.name)) {
      throw new InvalidOptionError(`tools[${i}].name`, tool.name, "a name no other tool of the toolkit has");
    }
    byName.set(tool.name, tool);
  });
  return Object.assign(Object.create(Proto2), {
    tools,
    byName,
    failureMode: options.failureMode ?? "return",
    message: options.message
  });
};
var withOptions = (self, options) => {
  checkOptions(options);
  return make25(self.tools, {
    failureMode: options.failureMode ?? self.failureMode,
    message: options.message ?? self.message
  });
};
var parseArguments = (raw) => {
  if (typeof raw !== "string") return Either.right(raw);
  if (raw.trim() === "") return Either.right({});
  try {
    return Either.right(JSON.parse(raw));
  } catch (e) {
    return Either.left(e);
  }
};
var ToolTimeout = class {
  _tag = "ToolTimeout";
};
var isIdempotencyError = (u) => typeof u === "object" && u !== null && u._tag === "IdempotencyError";
var classified = (tool, effect5) => tool.retry !== void 0 ? tool.retry(effect5) : Effect21.flatMap(Classifier, (classifier) => Effect21.mapError(effect5, (e) => classifier.classify(e)));
var keyed4 = (tool, call, params, effect5) => Effect21.gen(function* () {
  const turnId = yield* TurnId;
  if (Option7.isNone(turnId)) {
    return yield* Effect21.dieMessage(
      `tool ${tool.name} has sideEffect: true but no turn id is set: run the call inside Toolkit.withTurnId`
    );
  }
  const args = yield* Schema11.encode(tool.parameters)(params).pipe(Effect21.orDie);
  const key = makeKey2({ turnId: turnId.value, callId: call.id, tool: tool.name, args });
  return yield* run2(key, tool.success, effect5, tool.idempotency);
});
var runHandler = (tool, call, params) => {
  const attempt = classified(tool, Effect21.suspend(() => tool.handler(params)));
  const once = tool.sideEffect ? keyed4(tool, call, params, attempt) : attempt;
  return once.pipe(
    Effect21.timeoutFail({ duration: tool.timeout, onTimeout: () => new ToolTimeout() }),
    Effect21.flatMap((value) => Schema11.encode(tool.success)(value)),
    Effect21.exit
  );
};
var failed = (tool, outcome) => ({ _tag: "Failure", tool, outcome });
var fromExit = (tool, exit7) => {
  if (Exit4.isSuccess(exit7)) return Effect21.succeed({ _tag: "Success", tool: tool.name, value: exit7.value });
  const cause = exit7.cause;
  const defect = Cause4.dieOption(cause);
  if (Option7.isSome(defect)) {
    return Effect21.as(
      Effect21.logError(`tool ${tool.name} died`, cause),
      failed(tool.name, internalError(tool.name, defect.value))
    );
  }
  const error = Cause4.failureOption(cause);
  if (Option7.isNone(error)) return Effect21.succeed(failed(tool.name, cancelled(tool.name)));
  const e = error.value;
  if (e instanceof ToolTimeout) return Effect21.succeed(failed(tool.name, timedOut(tool.name, tool.timeout)));
  if (isIdempotencyError(e)) return Effect21.succeed(failed(tool.name, idempotencyFailed(tool.name, e)));
  if (ParseResult2.isParseError(e)) {
    return Effect21.succeed(failed(tool.name, internalError(tool.name, e)));
  }
  if (isAgentFailure(e) || isExhausted(e)) {
    return Effect21.succeed(failed(tool.name, handlerFailed(tool.name, e)));
  }
  return Effect21.succeed(failed(tool.name, internalError(tool.name, e)));
};
var run3 = (toolkit, call) => {
  const tool = toolkit.byName.get(call.name);
  if (tool === void 0) {
    return Effect21.succeed(failed(call.name, unknownTool(call.name, [...toolkit.byName.keys()])));
  }
  const args = parseArguments(call.arguments);
  if (Either.isLeft(args)) return Effect21.succeed(failed(tool.name, invalidJson(tool.name, args.left)));
  return Schema11.decodeUnknown(tool.parameters)(args.right, { errors: "all", onExcessProperty: "error" }).pipe(
    Effect21.matchEffect({
      onFailure: (error) => Effect21.succeed(failed(tool.name, invalidArguments(tool.name, error))),
      onSuccess: (params) => Effect21.flatMap(runHandler(tool, call, params), (exit7) => fromExit(tool, exit7))
    })
  );
};
var textOf = (factory, input) => {
  try {
    const text2 = factory(input);
    if (typeof text2 === "string") return text2;
  } catch {
  }
  return defaultMessage(input);
};
var record = (label, outcome, start5) => Effect21.flatMap(Clock9.currentTimeNanos, (end) => Effect21.zipRight(
  Metric6.increment(Metric6.tagged(Metric6.tagged(metrics2.calls, "tool", label), "outcome", outcome)),
  Metric6.update(Metric6.tagged(metrics2.duration, "tool", label), Duration19.nanos(end - start5))
));
var execute = (toolkit, call) => {
  const tool = toolkit.byName.get(call.name);
  const label = tool === void 0 ? UNKNOWN_TOOL_LABEL : tool.name;
  return Effect21.gen(function* () {
    const start5 = yield* Clock9.currentTimeNanos;
    const result = yield* run3(toolkit, call).pipe(
      Effect21.onInterrupt(() => record(label, "CANCELLED", start5))
    );
    if (result._tag === "Success") {
      yield* record(label, "success", start5);
      return new Success({ callId: call.id, tool: result.tool, value: result.value });
    }
    const { outcome } = result;
    yield* record(label, outcome.code, start5);
    yield* annotateCurrentSpan({ "tool.outcome": outcome.code });
    if ((tool?.failureMode ?? toolkit.failureMode) === "fail") {
      return yield* new ToolError({
        code: outcome.code,
        tool: result.tool,
        callId: call.id,
        reason: outcome.message,
        cause: outcome.cause
      });
    }
    const factory = tool?.message ?? toolkit.message ?? defaultMessage;
    const message = textOf(factory, {
      code: outcome.code,
      tool: result.tool,
      callId: call.id,
      message: outcome.message,
      cause: outcome.cause
    });
    return new Failure({ callId: call.id, tool: result.tool, code: outcome.code, message });
  }).pipe(
    Effect21.withSpan("effect_resilience.tool", {
      attributes: { "tool.name": label, "tool.call_id": call.id }
    })
  );
};

// src/Toolkit.ts
var make26 = (...tools) => make25(tools);
var withOptions2 = dual6(2, withOptions);
var withTurnId = dual6(
  2,
  (self, turnId) => Effect22.provideService(self, TurnId, Option8.some(turnId))
);
var execute2 = dual6(2, execute);

// src/internal/session.ts
import * as Effect23 from "effect/Effect";
import * as Metric7 from "effect/Metric";
import * as MetricLabel2 from "effect/MetricLabel";
import * as Option9 from "effect/Option";
import * as Schema12 from "effect/Schema";
var HistorySize = class extends Schema12.Class("effect-resilience/Session/HistorySize")({
  messages: Schema12.Number,
  characters: Schema12.Number
}) {
  toString() {
    return `${this.messages} messages, ${this.characters} characters`;
  }
};
var CompactionFailed = class extends Schema12.TaggedError()("CompactionFailed", {
  kind: Schema12.Literal("NotShrinking", "LimitReached"),
  compactions: Schema12.Number,
  before: HistorySize,
  after: HistorySize,
  overflow: ContextOverflow
}) {
  get message() {
    return this.kind === "NotShrinking" ? `compaction ${this.compactions} did not shrink the history (before: ${this.before}; after: ${this.after}), so the next prompt would overflow again; ${this.overflow.message}` : `the history still overflows the context window after ${this.compactions} compaction(s), the most allowed (before: ${this.before}; now: ${this.after}); ${this.overflow.message}`;
  }
};
var metrics3 = {
  compactions: Metric7.counter("effect_resilience_session_compactions", {
    description: "compactions after a context overflow, by layer and outcome (compacted, NotShrinking, LimitReached)",
    incremental: true
  })
};

// src/internal/agent.ts
import * as Clock10 from "effect/Clock";
import * as Duration20 from "effect/Duration";
import * as Effect24 from "effect/Effect";
import * as Schema13 from "effect/Schema";
var HistorySchema = Schema13.Array(Message);
var Answered = class extends Schema13.TaggedClass()("Answered", {
  history: HistorySchema,
  message: AssistantMessage,
  attempts: Schema13.Number,
  compactions: Schema13.Number
}) {
};
var ToolsRan = class extends Schema13.TaggedClass()("ToolsRan", {
  history: HistorySchema,
  message: AssistantMessage,
  results: Schema13.Array(ToolResult),
  attempts: Schema13.Number,
  compactions: Schema13.Number
}) {
};
var StepLimitExceeded = class extends Schema13.TaggedError()("StepLimitExceeded", {
  maxSteps: Schema13.Number,
  history: HistorySchema
}) {
  get message() {
    return `the turn took ${this.maxSteps} steps without an answer (maxSteps: ${this.maxSteps})`;
  }
};
var TimeBudgetExceeded = class extends Schema13.TaggedError()("TimeBudgetExceeded", {
  budget: Schema13.Duration,
  steps: Schema13.Number,
  history: HistorySchema
}) {
  get message() {
    return `the turn spent its time budget of ${Duration20.format(this.budget)} after ${this.steps} completed step(s) without an answer`;
  }
};
var noTools = make26();
var StepOutcome = Schema13.Union(Answered, ToolsRan);

// src/Turn.ts
import * as Effect27 from "effect/Effect";
import { dual as dual7 } from "effect/Function";

// src/internal/turn.ts
import * as Clock11 from "effect/Clock";
import * as Effect25 from "effect/Effect";
import * as Option10 from "effect/Option";
import * as Random5 from "effect/Random";
import * as Schema16 from "effect/Schema";

// src/internal/turnHistory.ts
import * as Context10 from "effect/Context";
var defaultTemplates = {
  unfinishedTool: "Tool {toolName} did not finish: {reason}",
  cancelled: "The turn was cancelled: {reason}",
  failed: "The turn failed: {reason}",
  budgetExceeded: "The turn stopped: {reason}"
};
var CurrentTemplates = class extends Context10.Reference()("effect-resilience/Turn/Templates", {
  defaultValue: () => defaultTemplates
}) {
};
var render = (template, vars) => template.replace(/\{(\w+)\}/g, (whole, name) => Object.hasOwn(vars, name) ? vars[name] : whole);
var closeToolCalls = (history, reason, template) => {
  const out = [];
  let open = [];
  const flush = () => {
    for (const call of open) {
      out.push(
        new ToolMessage({
          toolCallId: call.id,
          toolName: call.name,
          content: render(template, { toolName: call.name, toolCallId: call.id, reason }),
          isError: true
        })
      );
    }
    open = [];
  };
  for (const message of history) {
    if (message._tag === "ToolMessage") {
      const i = open.findIndex((call) => call.id === message.toolCallId);
      if (i >= 0) open.splice(i, 1);
    } else {
      flush();
    }
    out.push(message);
    if (message._tag === "AssistantMessage") open = [...message.toolCalls];
  }
  flush();
  return out;
};

// src/internal/turnSchema.ts
import * as Schema14 from "effect/Schema";
var StepDefect = class extends Schema14.TaggedError()("StepDefect", {
  reason: Schema14.String,
  cause: Schema14.optional(CauseSchema)
}) {
  get message() {
    return `a step of the turn died: ${this.reason}`;
  }
};
var TurnFailure = Schema14.Union(
  Retryable,
  Fatal,
  Permanent,
  ContextOverflow,
  Exhausted,
  ToolError,
  CompactionFailed,
  StepDefect,
  // Anything else a step can fail with (a custom compaction's error): kept by tag and message.
  Schema14.Struct({ _tag: Schema14.String, message: Schema14.String })
);
var Running = class extends Schema14.TaggedClass()("Running", {}) {
};
var RetryScheduled = class extends Schema14.TaggedClass()("RetryScheduled", {
  nextRunnableAt: Schema14.Number,
  failure: Exhausted
}) {
};
var WaitingReason = Schema14.Literal("RetryLimit", "Permanent");
var WaitingForModel = class extends Schema14.TaggedClass()("WaitingForModel", {
  reason: WaitingReason,
  failure: Schema14.Union(Exhausted, Permanent)
}) {
};
var Completed = class extends Schema14.TaggedClass()("Completed", {
  answer: AssistantMessage
}) {
};
var Failed = class extends Schema14.TaggedClass()("Failed", {
  failure: TurnFailure
}) {
};
var Cancelled = class extends Schema14.TaggedClass()("Cancelled", {
  reason: Schema14.String
}) {
};
var BudgetExceeded = class extends Schema14.TaggedClass()("BudgetExceeded", {
  budget: Schema14.Literal("steps", "time"),
  detail: Schema14.String
}) {
};
var TurnState = Schema14.Union(
  Running,
  RetryScheduled,
  WaitingForModel,
  Completed,
  Failed,
  Cancelled,
  BudgetExceeded
);
var Counters = class extends Schema14.Class("effect-resilience/Turn/Counters")({
  cumulativeRetries: Schema14.Number,
  consecutiveRetries: Schema14.Number,
  compactions: Schema14.Number
}) {
};
var Turn = class extends Schema14.Class("effect-resilience/Turn")({
  id: Schema14.String,
  history: Schema14.Array(Message),
  state: TurnState,
  counters: Counters,
  steps: Schema14.Number,
  createdAt: Schema14.Number,
  startedAt: Schema14.Number,
  updatedAt: Schema14.Number,
  version: Schema14.Number
}) {
};
var TurnJson = Schema14.parseJson(Turn);
var runnableAt = (turn2) => turn2.state._tag === "Running" ? turn2.updatedAt : turn2.state._tag === "RetryScheduled" ? turn2.state.nextRunnableAt : null;

// src/internal/turnStore.ts
import * as Context11 from "effect/Context";
import * as Schema15 from "effect/Schema";
var TurnStoreError = class extends Schema15.TaggedError()("TurnStoreError", {
  operation: Schema15.String,
  turnId: Schema15.optional(Schema15.String),
  cause: Schema15.optional(CauseSchema)
}) {
  get message() {
    const cause = this.cause instanceof Object && "message" in this.cause ? `: ${String(this.cause.message)}` : "";
    return `the turn store failed to ${this.operation}${this.turnId === void 0 ? "" : ` (${this.turnId})`}${cause}`;
  }
};
var TurnConflict = class extends Schema15.TaggedError()("TurnConflict", {
  turnId: Schema15.String,
  expectedVersion: Schema15.Number
}) {
  get message() {
    return `turn ${this.turnId} changed since version ${this.expectedVersion}, or its lease is held by someone else`;
  }
};
var TurnAlreadyExists = class extends Schema15.TaggedError()("TurnAlreadyExists", {
  turnId: Schema15.String
}) {
  get message() {
    return `a turn with id ${this.turnId} already exists`;
  }
};
var TurnStore = class extends Context11.Tag("effect-resilience/TurnStore")() {
};

// src/internal/turn.ts
var TurnNotFound = class extends Schema16.TaggedError()("TurnNotFound", {
  turnId: Schema16.String
}) {
  get message() {
    return `no turn with id ${this.turnId}`;
  }
};
var TurnStateError = class extends Schema16.TaggedError()("TurnStateError", {
  turnId: Schema16.String,
  operation: Schema16.String,
  state: Schema16.String
}) {
  get message() {
    return `cannot ${this.operation} turn ${this.turnId}: it is ${this.state}`;
  }
};
var randomId = Effect25.map(
  Effect25.all(Array.from({ length: 4 }, () => Random5.nextIntBetween(0, 65536))),
  (parts) => `turn_${parts.map((n) => n.toString(16).padStart(4, "0")).join("")}`
);
var get11 = (id) => Effect25.flatMap(TurnStore, (store) => Effect25.flatMap(
  store.get(id),
  Option10.match({
    onNone: () => Effect25.fail(new TurnNotFound({ turnId: id })),
    onSome: Effect25.succeed
  })
));
var update5 = (id, change) => Effect25.gen(function* () {
  const store = yield* TurnStore;
  const turn2 = yield* get11(id);
  const now = yield* Clock11.currentTimeMillis;
  const next4 = yield* change(turn2, now);
  if (next4 === turn2) return turn2;
  return yield* store.save(new Turn({ ...next4, updatedAt: now }), { expectedVersion: turn2.version });
}).pipe(Effect25.catchTag("TurnConflict", () => Effect25.zipRight(Effect25.yieldNow(), update5(id, change))));
var withState = (turn2, state, fields) => new Turn({ ...turn2, ...fields, state });
var addUserMessage = (id, content) => Effect25.flatMap(
  CurrentTemplates,
  (templates2) => update5(id, (turn2, now) => Effect25.succeed(withState(turn2, new Running(), {
    history: [
      ...closeToolCalls(turn2.history, "a new user message arrived first", templates2.unfinishedTool),
      new UserMessage({ content })
    ],
    counters: new Counters({ ...turn2.counters, consecutiveRetries: 0, compactions: 0 }),
    // The user speaking again opens a new budget of steps, time and compactions.
    steps: 0,
    startedAt: now
  })))
);

// src/internal/turnStep.ts
import * as Cause5 from "effect/Cause";
import * as Clock12 from "effect/Clock";
import * as Duration22 from "effect/Duration";
import * as Effect26 from "effect/Effect";
import * as Exit5 from "effect/Exit";
import * as Option11 from "effect/Option";
import * as Ref7 from "effect/Ref";
var defaultResumeSchedule = exponential2("10 seconds").pipe(
  jittered2({ kind: "equal", ratio: 0.25 }),
  capped2("10 minutes"),
  // No `max`: a server asking for an hour is exactly what a durable turn can wait for.
  respectRetryAfter2()
);

// src/Turn.ts
var addUserMessage2 = dual7(2, addUserMessage);

// src/TurnStore.ts
import * as Layer7 from "effect/Layer";

// src/internal/turnStoreMemory.ts
import * as Effect28 from "effect/Effect";
import * as Option12 from "effect/Option";
import * as Ref8 from "effect/Ref";
var withVersion = (turn2, version) => new Turn({ ...turn2, version });
var makeMemoryStore2 = Effect28.map(
  Ref8.make(/* @__PURE__ */ new Map()),
  (ref) => {
    const modify7 = (f) => Ref8.modify(ref, (rows) => {
      const [a, next4] = f(rows);
      return [a, next4 ?? rows];
    });
    const put = (rows, id, row) => new Map(rows).set(id, row);
    return {
      create: (turn2) => Effect28.flatten(modify7(
        (rows) => rows.has(turn2.id) ? [Effect28.fail(new TurnAlreadyExists({ turnId: turn2.id })), void 0] : [Effect28.succeed(turn2), put(rows, turn2.id, { turn: turn2, lease: void 0 })]
      )),
      get: (id) => Effect28.map(Ref8.get(ref), (rows) => Option12.map(Option12.fromNullable(rows.get(id)), (r) => r.turn)),
      save: (turn2, options) => Effect28.flatten(modify7((rows) => {
        const row = rows.get(turn2.id);
        const ok = row !== void 0 && row.turn.version === options.expectedVersion && (options.owner === void 0 || row.lease?.owner === options.owner);
        if (!ok) {
          return [
            Effect28.fail(new TurnConflict({ turnId: turn2.id, expectedVersion: options.expectedVersion })),
            void 0
          ];
        }
        const saved = withVersion(turn2, options.expectedVersion + 1);
        const lease = options.release === true ? void 0 : row.lease;
        return [Effect28.succeed(saved), put(rows, turn2.id, { turn: saved, lease })];
      })),
      claim: ({ leaseUntil, limit, now, owner }) => modify7((rows) => {
        const due = Array.from(rows.values()).flatMap((row) => {
          const at = runnableAt(row.turn);
          return at !== null && at <= now && (row.lease === void 0 || row.lease.until <= now) ? [{ row, at }] : [];
        }).sort((a, b) => a.at - b.at).slice(0, limit);
        if (due.length === 0) return [[], void 0];
        const next4 = new Map(rows);
        const claimed = due.map(({ row }) => {
          const turn2 = withVersion(row.turn, row.turn.version + 1);
          next4.set(turn2.id, { turn: turn2, lease: { owner, until: leaseUntil } });
          return turn2;
        });
        return [claimed, next4];
      }),
      renew: (id, owner, leaseUntil) => modify7((rows) => {
        const row = rows.get(id);
        if (row?.lease?.owner !== owner) return [Option12.none(), void 0];
        return [
          Option12.some(row.turn.version),
          put(rows, id, { ...row, lease: { owner, until: leaseUntil } })
        ];
      }),
      release: (id, owner) => modify7((rows) => {
        const row = rows.get(id);
        if (row?.lease?.owner !== owner) return [false, void 0];
        return [true, put(rows, id, { ...row, lease: void 0 })];
      }),
      lease: (id) => Effect28.map(Ref8.get(ref), (rows) => Option12.fromNullable(rows.get(id)?.lease)),
      list: (options) => Effect28.map(
        Ref8.get(ref),
        (rows) => Array.from(rows.values(), (r) => r.turn).filter((t) => options?.state === void 0 || t.state._tag === options.state).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      )
    };
  }
);

// src/internal/turnStoreSql.ts
import * as Effect29 from "effect/Effect";
import * as Option13 from "effect/Option";
import * as Schema17 from "effect/Schema";
var encode4 = Schema17.encode(TurnJson);
var decode3 = Schema17.decode(TurnJson);

// src/TurnStore.ts
var TurnStore2 = class extends TurnStore {
};
var layerMemory2 = Layer7.effect(TurnStore2, makeMemoryStore2);

// src/internal/runner.ts
import * as Clock13 from "effect/Clock";
import * as Context12 from "effect/Context";
import * as Duration23 from "effect/Duration";
import * as Effect30 from "effect/Effect";
import * as Option14 from "effect/Option";
import * as Random6 from "effect/Random";
import * as Ref9 from "effect/Ref";
var CurrentWorker = class extends Context12.Reference()("effect-resilience/Runner/CurrentWorker", {
  defaultValue: () => Option14.none()
}) {
};
var randomOwner2 = Effect30.map(
  Effect30.all(Array.from({ length: 3 }, () => Random6.nextIntBetween(0, 65536))),
  (parts) => `worker_${parts.map((n) => n.toString(16).padStart(4, "0")).join("")}`
);

// src/internal/turnEngine.ts
import * as Duration24 from "effect/Duration";
import * as Effect31 from "effect/Effect";
import * as Schedule7 from "effect/Schedule";

// src/Simulate.ts
import * as Either4 from "effect/Either";
import * as Schema19 from "effect/Schema";

// src/internal/simulate/aws.ts
import * as Clock15 from "effect/Clock";
import * as Duration27 from "effect/Duration";
import * as Effect34 from "effect/Effect";
import * as Exit6 from "effect/Exit";
import * as Random7 from "effect/Random";

// src/internal/simulate/engine.ts
import * as Clock14 from "effect/Clock";
import * as Effect32 from "effect/Effect";
import * as FiberRef3 from "effect/FiberRef";
var VirtualClock = class {
  constructor(engine2) {
    this.engine = engine2;
  }
  engine;
  [Clock14.ClockTypeId] = Clock14.ClockTypeId;
  unsafeCurrentTimeMillis() {
    return this.engine.now;
  }
  get currentTimeMillis() {
    return Effect32.sync(() => this.engine.now);
  }
  unsafeCurrentTimeNanos() {
    return BigInt(Math.round(this.engine.now * 1e6));
  }
  get currentTimeNanos() {
    return Effect32.sync(() => this.unsafeCurrentTimeNanos());
  }
  sleep(duration2) {
    return this.engine.sleep(duration2);
  }
};

// src/internal/simulate/world.ts
import * as Duration26 from "effect/Duration";
import * as Effect33 from "effect/Effect";

// src/internal/simulate/config.ts
import * as Duration25 from "effect/Duration";
import * as Either2 from "effect/Either";
import * as Option15 from "effect/Option";
import * as ParseResult3 from "effect/ParseResult";
import * as Schema18 from "effect/Schema";
var show2 = (u) => {
  try {
    return JSON.stringify(u) ?? String(u);
  } catch {
    return String(u);
  }
};
var toDuration = (u) => {
  if (typeof u === "number") return Number.isFinite(u) && u >= 0 ? Duration25.millis(u) : void 0;
  if (typeof u === "string" && u.trimStart().startsWith("-")) return void 0;
  if (typeof u !== "string" && !Duration25.isDuration(u)) return void 0;
  return Option15.getOrUndefined(Duration25.decodeUnknown(u));
};
var DurationInput = Schema18.declare(
  (u) => {
    const d = toDuration(u);
    return d !== void 0 && Duration25.isFinite(d);
  },
  {
    identifier: "Duration",
    message: (issue) => `Expected a duration (milliseconds such as 500, or a string such as "2 seconds"), actual ${show2(issue.actual)}`
  }
);
var Probability = Schema18.Number.pipe(Schema18.between(0, 1));
var Count2 = Schema18.Number.pipe(Schema18.int(), Schema18.greaterThanOrEqualTo(0));
var Positive = Schema18.Number.pipe(Schema18.int(), Schema18.greaterThanOrEqualTo(1));
var Distribution = Schema18.Union(
  Schema18.Struct({ kind: Schema18.Literal("constant"), value: DurationInput }),
  Schema18.Struct({ kind: Schema18.Literal("uniform"), min: DurationInput, max: DurationInput }),
  Schema18.Struct({ kind: Schema18.Literal("normal"), mean: DurationInput, stddev: DurationInput }),
  Schema18.Struct({ kind: Schema18.Literal("exponential"), mean: DurationInput }),
  Schema18.Struct({
    kind: Schema18.Literal("lognormal"),
    median: DurationInput,
    sigma: Schema18.Number.pipe(Schema18.between(0, 10))
  })
);
var Outage = Schema18.Struct({
  start: DurationInput,
  duration: DurationInput,
  status: Schema18.optional(Schema18.Number.pipe(Schema18.int(), Schema18.between(500, 599)))
});
var Faults = Schema18.Struct({
  rateLimited: Schema18.optional(Probability),
  retryAfter: Schema18.optional(Distribution),
  serverError: Schema18.optional(Probability),
  droppedStream: Schema18.optional(Probability),
  overflow: Schema18.optional(Probability)
});
var JitterKind = Schema18.Literal("none", "full", "equal", "decorrelated", "proportional");
var RetryAfter = Schema18.Struct({
  max: Schema18.optional(DurationInput),
  onAboveMax: Schema18.optional(Schema18.Literal("stop", "ignore")),
  replace: Schema18.optional(Schema18.Boolean)
});
var presetNames = [
  "none",
  "standard",
  "openaiSdk",
  "vercelAiSdk",
  "cockatiel",
  "sessionLayer",
  "runtimeLayer"
];
var ScheduleSpec = Schema18.Struct({
  base: DurationInput,
  factor: Schema18.optional(Schema18.Number.pipe(Schema18.greaterThanOrEqualTo(1), Schema18.lessThanOrEqualTo(100))),
  jitter: Schema18.optional(JitterKind),
  ratio: Schema18.optional(Probability),
  cap: Schema18.optional(DurationInput),
  retryAfter: Schema18.optional(Schema18.Union(Schema18.Boolean, RetryAfter)),
  maxRetries: Schema18.optional(Count2),
  budget: Schema18.optional(DurationInput)
});
var TokenBucket = Schema18.Struct({
  kind: Schema18.Literal("tokenBucket"),
  maxTokens: Schema18.optional(Schema18.Number.pipe(Schema18.greaterThanOrEqualTo(1e-3))),
  tokenRatio: Schema18.optional(Schema18.Number.pipe(Schema18.greaterThan(0), Schema18.lessThanOrEqualTo(1)))
});
var Percent = Schema18.Struct({
  kind: Schema18.Literal("percent"),
  percent: Schema18.optional(Schema18.Number.pipe(Schema18.between(0, 1e3))),
  ttl: Schema18.optional(DurationInput),
  minRetriesPerSecond: Schema18.optional(Schema18.Number.pipe(Schema18.greaterThanOrEqualTo(0)))
});
var ExponentialOpen = Schema18.Struct({
  exponential: DurationInput,
  factor: Schema18.optional(Schema18.Number.pipe(Schema18.greaterThanOrEqualTo(1), Schema18.lessThanOrEqualTo(100))),
  max: Schema18.optional(DurationInput)
});
var Breaker2 = Schema18.Struct({
  consecutiveFailures: Schema18.optional(Positive),
  failureRatio: Schema18.optional(Schema18.Number.pipe(Schema18.greaterThan(0), Schema18.lessThanOrEqualTo(1))),
  samplingDuration: Schema18.optional(DurationInput),
  minimumThroughput: Schema18.optional(Positive),
  openDuration: Schema18.optional(Schema18.Union(DurationInput, ExponentialOpen)),
  halfOpenProbes: Schema18.optional(Positive),
  successThreshold: Schema18.optional(Positive),
  rejectionJitter: Schema18.optional(DurationInput),
  /** `"outage"` (as `Policy.defaults`: capacity answers do not count) or `"all"` (every `Retryable`). */
  counts: Schema18.optional(Schema18.Literal("outage", "all"))
});
var PolicySpec = Schema18.Struct({
  name: Schema18.String.pipe(Schema18.minLength(1, { message: () => "Expected a non-empty name" })),
  retry: Schema18.optional(Schema18.Union(Schema18.Literal(...presetNames), ScheduleSpec)),
  budget: Schema18.optional(Schema18.Union(TokenBucket, Percent)),
  breaker: Schema18.optional(Schema18.Union(Schema18.Boolean, Breaker2)),
  timeout: Schema18.optional(DurationInput)
});
var PolicyFile = Schema18.Array(PolicySpec);
var Scenario = Schema18.Struct({
  clients: Schema18.optional(Positive),
  callsPerClient: Schema18.optional(Positive),
  seed: Schema18.optional(Schema18.Number.pipe(Schema18.int())),
  rampUp: Schema18.optional(DurationInput),
  thinkTime: Schema18.optional(Distribution),
  serviceTime: Schema18.optional(Distribution),
  networkTime: Schema18.optional(DurationInput),
  capacity: Schema18.optional(Positive),
  faults: Schema18.optional(Faults),
  outages: Schema18.optional(Schema18.Array(Outage)),
  bucket: Schema18.optional(DurationInput),
  horizon: Schema18.optional(DurationInput),
  policyScope: Schema18.optional(Schema18.Literal("shared", "client")),
  arrivals: Schema18.optional(Schema18.Literal("open", "closed"))
});
var Config = Schema18.Struct({
  ...Scenario.fields,
  policies: Schema18.Array(PolicySpec).pipe(Schema18.minItems(1, { message: () => "Expected at least one policy" }))
});
var formatIssues = (issues) => issues.map((issue) => `${issue.path === "" ? "(root)" : issue.path}: ${issue.message}`).join("\n");

// src/internal/simulate/world.ts
var answers = {
  outage: (status2) => fromResponse2({ status: status2, body: "upstream connect error or disconnect/reset before headers" }),
  overloaded: fromResponse2({
    status: 529,
    body: { error: { type: "overloaded_error", message: "Overloaded" } }
  }),
  serverError: fromResponse2({
    status: 500,
    body: { error: { type: "api_error", message: "Internal server error" } }
  }),
  overflow: fromResponse2({
    status: 400,
    body: {
      error: { code: "context_length_exceeded", message: "This model's maximum context length is 128000 tokens" }
    }
  }),
  rateLimited: (retryAfterMillis) => fromResponse2({
    status: 429,
    headers: retryAfterMillis === void 0 ? {} : { "retry-after-ms": String(Math.round(retryAfterMillis)) },
    body: { error: { type: "rate_limit_error", message: "Rate limit reached for requests" } }
  }),
  dropped: () => new TypeError("terminated")
};

// src/internal/simulate/aws.ts
var conflict = fromResponse2({
  status: 409,
  body: { error: { type: "conflict", message: "the row changed since it was read (version mismatch)" } }
});

// src/internal/simulate/policies.ts
import * as Effect35 from "effect/Effect";
import * as Schedule8 from "effect/Schedule";

// src/internal/simulate/run.ts
import * as Cause6 from "effect/Cause";
import * as Clock16 from "effect/Clock";
import * as Duration29 from "effect/Duration";
import * as Effect36 from "effect/Effect";
import * as Either3 from "effect/Either";
import * as Exit7 from "effect/Exit";
import * as Fiber2 from "effect/Fiber";
import * as Option16 from "effect/Option";
import * as Random8 from "effect/Random";
import * as Stream4 from "effect/Stream";

// src/internal/simulate/metrics.ts
import * as Duration28 from "effect/Duration";

// src/Simulate.ts
var PolicyFileError = class extends Schema19.TaggedError()("PolicyFileError", {
  source: Schema19.String,
  issues: Schema19.Array(Schema19.Struct({ path: Schema19.String, message: Schema19.String }))
}) {
  get message() {
    return `invalid policy file ${this.source}:
${formatIssues(this.issues)}`;
  }
};

// src/internal/observability.ts
import * as Effect37 from "effect/Effect";
import * as Metric8 from "effect/Metric";
import * as MetricState from "effect/MetricState";
var PREFIX = "effect_resilience_";
var toSample = (pair) => {
  const { metricKey, metricState } = pair;
  const labels = {};
  for (const label of metricKey.tags) labels[label.key] = label.value;
  const base = { name: metricKey.name, labels };
  if (MetricState.isCounterState(metricState)) return { ...base, kind: "counter", value: Number(metricState.count) };
  if (MetricState.isGaugeState(metricState)) return { ...base, kind: "gauge", value: Number(metricState.value) };
  if (MetricState.isHistogramState(metricState)) {
    return { ...base, kind: "histogram", value: metricState.count, sum: metricState.sum };
  }
  if (MetricState.isSummaryState(metricState)) {
    return { ...base, kind: "summary", value: metricState.count, sum: metricState.sum };
  }
  if (MetricState.isFrequencyState(metricState)) {
    let total2 = 0;
    for (const n of metricState.occurrences.values()) total2 += n;
    return { ...base, kind: "frequency", value: total2 };
  }
  return void 0;
};
var identity3 = (sample) => `${sample.name}{${Object.keys(sample.labels).sort().map((key) => `${key}=${JSON.stringify(sample.labels[key])}`).join(",")}}`;
var byIdentity = (a, b) => {
  const x = identity3(a);
  const y = identity3(b);
  return x < y ? -1 : x > y ? 1 : 0;
};
var fromPairs = (pairs) => {
  const samples = [];
  for (const pair of pairs) {
    if (!pair.metricKey.name.startsWith(PREFIX)) continue;
    const sample = toSample(pair);
    if (sample !== void 0) samples.push(sample);
  }
  return samples.sort(byIdentity);
};
var snapshot3 = Effect37.map(Metric8.snapshot, fromPairs);

// bench/sdkErrors.ts
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
var openaiHeaders = (extra) => new Headers({ "content-type": "application/json", "x-request-id": "req_8f3a2c", ...extra });
var anthropicHeaders = (extra) => new Headers({ "content-type": "application/json", "request-id": "req_011CSHo6qYLk", ...extra });
var systemError = (message, code) => Object.assign(new Error(message), { code, errno: -104, syscall: "read" });
var sdkErrors = [
  {
    name: "openai 429 rate limit (retry-after-ms)",
    error: OpenAI.APIError.generate(
      429,
      {
        error: {
          message: "Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Used 29760, Requested 1200. Please try again in 1.92s.",
          type: "tokens",
          param: null,
          code: "rate_limit_exceeded"
        }
      },
      void 0,
      openaiHeaders({ "retry-after-ms": "1920", "x-ratelimit-remaining-tokens": "240" })
    ),
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
      void 0,
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
          message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens. Please reduce the length of the messages.",
          type: "invalid_request_error",
          param: "messages",
          code: "context_length_exceeded"
        }
      },
      void 0,
      openaiHeaders({})
    ),
    expected: "ContextOverflow"
  },
  {
    name: "openai 500 server error",
    error: OpenAI.APIError.generate(
      500,
      { error: { message: "The server had an error while processing your request.", type: "server_error" } },
      void 0,
      openaiHeaders({})
    ),
    expected: "Retryable"
  },
  {
    name: "anthropic 529 overloaded",
    error: Anthropic.APIError.generate(
      529,
      { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
      void 0,
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
        error: { type: "invalid_request_error", message: 'messages: roles must alternate between "user" and ' }
      },
      void 0,
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
];

// ab-entry.ts
var classify3 = Classify_exports.classify;
var errors = sdkErrors;
export {
  classify3 as classify,
  errors
};
