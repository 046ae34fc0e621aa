import { isDigitAt } from "./counts.js"
import * as Groups from "./groups.js"
import { isWordChar } from "./inspect.js"

/**
 * HTTP statuses that only prose carries, for errors without a status field.
 * @internal
 */

const TUNNEL_AGENT = "tunneling socket could not be established, statuscode="
const CURL_TUNNEL = "received http code "
const CURL_TUNNEL_END = " from proxy after connect"

/**
 * The status of a proxy that refused to open the tunnel, which only prose carries: undici's
 * `ProxyAgent` ("Proxy response (407) !== 200 when HTTP Tunneling", thrown as an `AbortError` though no
 * one aborted) and tunnel-agent ("… statusCode=407", with code `ECONNRESET`).
 * @internal
 */
export const tunnelStatus = (text: string): number | undefined => {
  const undici = text.indexOf("proxy response (")
  if (undici >= 0) return statusAt(text, undici + 16)
  const agent = text.indexOf(TUNNEL_AGENT)
  if (agent >= 0) return statusAt(text, agent + TUNNEL_AGENT.length)
  // curl's (error 56, through PHP's Guzzle): "Received HTTP code 407 from proxy after CONNECT" (review 74)
  const curl = text.indexOf(CURL_TUNNEL)
  if (curl >= 0 && text.startsWith(CURL_TUNNEL_END, curl + CURL_TUNNEL.length + 3)) {
    return statusAt(text, curl + CURL_TUNNEL.length)
  }
  return firstStatus(text, tunnelForms)
}

/**
 * Python's http.client ("Tunnel connection failed: 403 Forbidden") and libcurl's ("CONNECT tunnel failed, response 403"),
 * read as the status forms below are (round 114): a policy proxy's 403 or 407 stays until a person acts, its 5xx passes;
 * an address in the status's place ("Tunnel connection failed: 192.168.1.10:22 timed out") is none.
 */
const tunnelForms: ReadonlyArray<Form> = [
  ["tunnel connection failed: ", undefined],
  ["connect tunnel failed, response ", undefined]
]

/**
 * Where an agent or a client wrote the status into the text it kept of a failure, and what must follow the
 * three digits: pi-ai's "Anthropic API error (529): Overloaded", "Cloud Code Assist API error (429):
 * RESOURCE_EXHAUSTED"; Codex's "unexpected status 401", Go genai's "Error 429, Message:"; Claude Code's "API
 * Error: 529 Overloaded." and "API Error: Request rejected (429) · Rate limited"; Pinecone's "… Status: 429." at
 * the end of an error without a status field.
 */
const statusForms: ReadonlyArray<Form> = [
  ["api error (", 41], // ")"
  ["assist error (", 41], // ")": "Cloud Code Assist error (429):"
  ["zendesk error (", 41], // ")": node-zendesk keeps only "Request processing failed: Zendesk Error (401): Not Authorized"
  // ")": Ollama Client: "OLC-PROVIDER-HTTP: Ollama server error (500)" (not a mail tool's "SMTP server error (535): …",
  // whose codes are SMTP's)
  ["ollama server error (", 41],
  // ")": Exa's MCP server's failed tool results: "web_search_exa error (401): Unauthorized", "agent_run error (500): …"
  ["_exa error (", 41],
  ["agent_run error (", 41],
  // the MCP reference fetch server: "Failed to fetch <url> - status code 404" (the page's answer; a 403 there is one
  // site's refusal of one page: `forbiddenByRequestPhrases`)
  ["- status code ", undefined],
  ["api error: ", undefined],
  ["request rejected (", 41],
  ["status: ", undefined],
  // tgpt: "Error. Your request is being blocked by the server. Status Code: 504" (not a validation's "Invalid response
  // status code: 500, must be between 200 and 399", RAGFlow's check of a configured value)
  ["by the server. status code: ", undefined],
  ["statuscode: ", undefined], // tgpt 2.0: "Some error has occurred. Statuscode: 403"
  // Alamofire (Enchanted): "Response status code was unacceptable: 500."
  ["status code was unacceptable: ", undefined],
  // Dart's Dio (flutter_gemini's GeminiException): "This exception was thrown because the response has a status code of
  // 503 and RequestOptions.validateStatus was configured to throw for this status code." Only a status that passes: Dio
  // is any Flutter app's client, and its 403 is as often one image or page refused (review 64)
  ["the response has a status code of ", 32, false, undefined, "passingOr401"],
  ["stream failed (", 41], // ")": Letta: "Z.ai Chat Completions API stream failed (401): Authentication Failed"
  // ")": Cloudflare's Browser Run quick actions: "Browser Run markdown failed (429): …" (round 133); only a status that
  // passes ("Download failed (404)" is one file's), and not a mail or file server's reply or a test run's count (review
  // 109: "SMTP auth failed (535)", "FTP login failed (530)", "553 passed, 1 failed (554)")
  [" failed (", 41, false, undefined, "passingHttp"],
  ["to api (status code: ", 41], // ")": an app's "Error: Unable to connect to API (Status code: 401)"
  // ")": ollama-python's ResponseError: "ollama._types.ResponseError:  (status code: 503)", "unexpected error format in
  // response (status code: 500)" (round 110); only a status that passes: a tool's "Unable to fetch image from URL (status
  // code: 401)" is one page's (review 87)
  ["(status code: ", 41, false, undefined, "passing"],
  // google-genai's errors printed with their class (round 112): "google.genai.errors.ServerError: 500 INTERNAL. {…}", and a
  // ClientError only with Google's status name after the number (botocore's ClientError names no number)
  ["servererror: ", 32, false, undefined, "passing"],
  // the AI SDK's MCP transport: "MCP HTTP Transport Error: GET SSE failed: 401 Unauthorized" (round 113)
  ["get sse failed: ", 32],
  // the AI SDK's realtime client: "Failed to fetch realtime setup: 401" (its app's token route answered; round 123)
  ["fetch realtime setup: ", undefined],
  // .NET's HttpResponseMessage.EnsureSuccessStatusCode (Semantic Kernel's HttpOperationException): "Response status code
  // does not indicate success: 401 (Unauthorized).", and since .NET 8 "…: 529." for a status without a reason phrase
  // (review 100); only a status that passes or a 401 (a bare 403 may be one resource's refusal) (round 124)
  ["does not indicate success: ", undefined, false, undefined, "passingOr401"],
  // the Stainless Java SDKs (openai-java, anthropic-java): "com.openai.errors.UnauthorizedException: 401: User not found."
  ["unauthorizedexception: ", 58],
  ["permissiondeniedexception: ", 58],
  // the MCP SDK's SseError as clients print it: "SSE error: Non-200 status code (403)" (round 125; apps' own download
  // wrappers say "non-200 status code (403)" of one URL: review 101)
  ["sse error: non-200 status code (", 41],
  // Spring AI's "NonTransientAiException: 403 - {…}" and openai-go's `POST "https://api.openai.com/v1/chat/completions":
  // 403 Forbidden {…}` (a model API's own endpoints) (round 124)
  ["nontransientaiexception: ", 32],
  // Gradle's repository answers: "Could not GET '…'. Received status code 502 from server: Bad Gateway" (round 127); only
  // a status that passes (review 103: JitPack answers 401 for an artifact never built, a wrong repository URL 401 or 403,
  // each one artifact's or one script's)
  ["'. received status code ", 32, false, "from server", "passing"],
  ["/chat/completions\": ", 32],
  ["/responses\": ", 32],
  ["/messages\": ", 32],
  ["clienterror: ", 32, false, [
    "permission_denied. ",
    "unauthenticated. ",
    "resource_exhausted. ",
    "invalid_argument. ",
    "failed_precondition. ",
    "not_found. "
  ]],
  // httpx's HTTPStatusError: "Client error '401 Unauthorized' for url '…'", "Server error '503 Service Unavailable' …"
  ["client error '", 32],
  ["server error '", 32],
  ["unexpected status ", undefined], // Codex: "unexpected status 401 Unauthorized: …"
  // ")": Neon's serverless driver: "Server error (HTTP status 500): {…}" (not a scraper's "Failed to scrape page (HTTP
  // Status 403)": one site's refusal of one page)
  ["server error (http status ", 41],
  ["http error (", 41], // ")": raven's "failed to send exception to sentry: HTTP Error (429): Creation of this event …"
  ["http status ", 58], // ":": "HTTP status 429: More than 1200 requests per 300 seconds reached." (a hosting API's)
  ["control plane request failed: ", undefined], // Continue's Hub client: "Control plane request failed: 403 {…}"
  ["http-error-code: ", 44], // ",": Singer taps (tap-mailchimp): "HTTP-error-code: 429, Error: …"
  // Speakeasy's generated SDKs (Mistral's, Gusto's): "API error occurred: Status 500\nBody: {…}"
  ["api error occurred: status ", undefined],
  // go-swagger's generated clients (CircleCI's Go SDK) for a status their spec does not list: "response status code does
  // not match any response statuses defined for this endpoint in the swagger spec (status 429): {}"
  ["swagger spec (status ", 41],
  // google-api-python-client's HttpError: "<HttpError 403 when requesting https://… returned \"…\">"
  ["<httperror ", undefined],
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
  ["received ", 32, false, "http response"], // prawcore: "received 429 HTTP response"
  ["wsserverhandshakeerror: ", 44], // ",": aiohttp's WebSocket handshake: "WSServerHandshakeError: 503, message='…'"
  ["http ", undefined], // "HTTP 429: {…}", Continue's "HTTP 429 Too Many Requests from …"
  ["internal error: ", undefined], // Qwen Code: "Internal error: 401 invalid access token or token expired"
  ["error ", 44], // ",": Go's genai: "Error 429, Message: …"
  // VS Code's MCP client: "Connection state: Error 500 status sending message to https://…: …"
  ["error ", 32, false, "status sending message"],
  ["the requested url returned error: ", undefined], // curl -f (22), git over HTTP
  ["npm err! ", undefined], // npm 9 and older: "npm ERR! 401 Unauthorized - GET …"
  ["refresh failed: ", undefined], // OpenCode: "Token refresh failed: 401"
  ["byok error: ", undefined], // Droid: "BYOK Error: 500 failed to stream request: …"
  ["npm error ", undefined], // npm: "npm error 429 Too Many Requests - GET https://registry.npmjs.org/…"
  ["capierror: ", undefined], // Copilot CLI: "Execution failed: CAPIError: 502 502 <!DOCTYPE html>…"
  ["errorstatus(", 44], // ",": Warp (a Rust Debug form): "Request failed with error: ErrorStatus(500, \"\")"
  ["errorstatus (", 44], // ",": the same in Warp's docs: "ErrorStatus (403, \"Your account has been blocked …\")"
  ["upstream returned ", undefined], // Cherry Studio via grok2api: "Chat upstream returned 429"
  ["upstream request failed: [", 93], // "]": OpenCode Go relays the upstream's status ("… failed: [403] Forbidden")
  ["ai provider returned ", 32, false, "error:"], // Braintrust's AI proxy: "AI provider returned 429 error: …" (round 115)
  ["response failed: [", 93], // "]": Traycer: "Streaming response failed: [503] The request queue is full."
  ["streaming response. code ", undefined], // AnythingLLM: "An error occurred while streaming response. Code 401"
  // ws refusing a WebSocket upgrade: "Unexpected server response: 429" (Browserless at its concurrency limit)
  ["unexpected server response: ", undefined],
  ["with http code ", undefined], // Typesense: "Request failed with HTTP code 503 | Server said: Not Ready or Lagging"
  ["failed with status code ", undefined], // Dify: "API request failed with status code 429: {…}"
  // apps' clients: "DBLP API returned status code 429" (only a status that passes: Dynatrace's "API returned status code
  // 403: The query involves 1794 metrics, but the limit …" is one query's)
  ["returned status code ", undefined, false, undefined, "passing"],
  ["request failed with status ", undefined], // the Telnyx CLI: "Error: Request failed with status 401: Unauthorized"
  ["request failed, status ", undefined], // Obsidian's requestUrl: "Error: Request failed, status 429" (round 94)
  // Round 95: Java's HttpURLConnection ("java.io.IOException: Server returned HTTP response code: 503 for URL: …"),
  // SKCraft's "Did not get expected response code, got 503 for …", Copilot for JetBrains' "unhandled status from server:
  // 502 <!DOCTYPE html>…", @effect/platform's ResponseError as text ("StatusCode: non 2xx status code (503 POST …)"),
  // Fern clients' "TooManyRequestsError: status_code: 429" (Cohere), an MCP tool's "Search error (401): {…}"
  ["server returned http response code: ", undefined],
  ["expected response code, got ", undefined],
  ["unhandled status from server: ", undefined],
  ["non 2xx status code (", 32],
  // @effect/ai's HttpResponseError (v3) as text: "StatusCode: An HTTP response error occurred. (429 POST …)" (round 114)
  ["an http response error occurred. (", 32],
  ["error: status_code: ", undefined],
  ["search error (", 41],
  // Round 96: Go's googleapi.Error ("googleapi: Error 503: Backend Error, backendError"), gsutil's "ServiceException: 503
  // Backend Error", .NET's WebException ("The remote server returned an error: (503) Server Unavailable.", also in
  // Chinese): a status that passes or a 401 (their 403s are as often one file's or one bucket's: "googleapi: Error 403:
  // The user does not have sufficient permissions for this file.")
  ["googleapi: error ", 58, false, undefined, "passingOr401"],
  ["serviceexception: ", 32, false, undefined, "passingOr401"],
  ["the remote server returned an error: (", 41, false, undefined, "passingOr401"],
  ["远程服务器返回错误:（", 0xff09, false, undefined, "passingOr401"],
  // Round 98: a PHP client's "[HTTP/2 401] {…}" before Square's body (a status that passes or a 401)
  ["[http/2 ", 93, false, undefined, "passingOr401"],
  // Round 99: Emacs' url/gptel: "((HTTP/2 429) Could not parse HTTP response.)"
  ["(http/2 ", 41, false, undefined, "passingOr401"],
  // cargo: "failed to get 200 response from `https://crates.io/…/download`, got 502" (round 94)
  ["`, got ", undefined, false, undefined, "passing"],
  // Smithery's "Initialization failed with status 500" (a failure's status only when it passes: a 404 there may be one
  // page's or one resource's)
  ["failed with status ", undefined, false, undefined, "passing"],
  ["response status code is ", undefined], // node-geocoder: "Response status code is 402"
  ["error occurred with status code: ", 44], // ",": opsgenie-go-sdk: "Error occurred with Status code: 403, Message: …"
  ["internal error [status ", 93], // "]": NeverBounce's SDK: "(Internal error [status 502])", its 5xx only
  ["failed with error code ", 32, false, "!= 200"], // MLflow: "API request to … failed with error code 403 != 200."
  // hcloud-go: "hcloud: server responded with status code 503" (not bollard's "Docker responded with status code 500: …",
  // the daemon's answer to any fault: review 53); Python requests' "(<Response [503]>)" ("]"), only a status that
  // passes: a page a scraper was refused answers "<Response [403]>" too
  ["hcloud: server responded with status code ", undefined, false, undefined, "passing"],
  ["<response [", 93, false, undefined, "passing"],
  ["unauthorized (", 41], // ")": balldontlie's SDK: "AuthenticationError: Unauthorized (401)"
  [" returns ", 32, false, "which is an invalid status code"], // bunny-cli: "The storage api returns 401 which is an …"
  ["http status is ", 46], // ".": hummingbot: "… HTTP status is 401. Error: Unauthorized"
  // ":": Python's urllib: "urllib.error.HTTPError: HTTP Error 503: PUGREST.ServerBusy", twilio-python's "HTTP ERROR 401:
  // 20003: Authenticate" (a status that passes, or a refused credential: yt-dlp's "unable to download video data: HTTP
  // Error 403: Forbidden" is one link's)
  ["http error ", 58, false, undefined, "passingOr401"],
  // ":": a Python exception made of a status (Starlette's HTTPException as logged: "HTTPException: 503: …"); only one
  // that passes: openstacksdk's "HttpException: 403: Client Error for url: …, Not allowed to create members for image …"
  // is one resource's
  ["exception: ", 58, false, undefined, "passing"],
  // the MCP SDK's McpError around a server's HTTP failure: "MCP error -32603: 429 You've exceeded your max concurrent
  // sessions limit (limit 1, currently 1)" (Browserbase's MCP server); a tool's "403 Forbidden" there is one item's
  ["mcp error -32603: ", undefined, false, undefined, "passing"],
  // a Python repr of openai 0.x's errors (Semantic Kernel 0.x): "AuthenticationError(message='', http_status=401, …)"
  ["http_status=", undefined],
  // openai-node's GCP workload identity provider when the metadata server refuses the token: "Failed to fetch token from
  // GCP Metadata Server: GCP Metadata Server returned 403: Request had insufficient authentication scopes." (the status
  // decides, not the browser's "Failed to fetch", which passes)
  ["gcp metadata server returned ", 58],
  ["status_code=", undefined], // Cherry Studio (SiliconFlow): "status_code=429, Request was rejected due to rate limiting."
  // ":" and a JSON body (Kilo: "Compaction failed: Summarization failed: 401: {\"message\":…}"); not SMTP's "send failed:
  // 535: 5.7.8 …" nor a subsystem's "Delete failed: 403: Forbidden"
  ["failed: ", 58, false, " {"],
  // "Error: 500 ERROR" inside another text (Command Code: "submit_error: Error: 500 ERROR"), where a word starts: not
  // Python's "AssertionError: 500 != 200"
  ["error: ", undefined, true]
]

/**
 * A marker the three digits of a status follow, the character after them (`undefined`: any but a digit), and whether
 * the marker must start a word.
 */
type Form = readonly [
  marker: string,
  closing: number | undefined,
  wordStart?: boolean,
  /** What must follow the status and one character: a text, or one of several. */
  then?: string | ReadonlyArray<string> | undefined,
  /**
   * `"passing"`: only a status that passes (408, 429, 5xx), the marker also carrying one resource's refusals;
   * `"passingOr401"`: a 401 too (a refused credential, where a 403 is as often one page's or one image's refusal);
   * `"passingHttp"`: only a status that passes, and not a mail or file server's reply, nor after a sign-in's word or a
   * count (`notHttp`).
   */
  only?: "passing" | "passingOr401" | "passingHttp"
]

/** The first status of 400 or above one of `forms` states, looking past a marker's first occurrences. */
const firstStatus = (
  text: string,
  forms: ReadonlyArray<Form>,
  present = -1,
  bits?: ReadonlyArray<number>
): number | undefined => {
  for (let i = 0; i < forms.length; i++) {
    // a form of a group the scan did not find has no marker in the text
    if (bits !== undefined && (present & bits[i]) === 0) continue
    const [marker, closing, wordStart, then, only] = forms[i]
    let at = text.indexOf(marker)
    for (let guard = 0; at >= 0 && guard < 4; guard++, at = text.indexOf(marker, at + 1)) {
      if (wordStart === true && at > 0 && isWordChar(text.charCodeAt(at - 1))) continue
      const end = at + marker.length + 3
      if (closing === undefined ? isDigitAt(text, end) : text.charCodeAt(end) !== closing) continue
      if (then !== undefined && !follows(text, then, end + 1)) continue
      const status = statusAt(text, at + marker.length)
      if (
        status !== undefined && status >= 400 && isTaken(status, only) &&
        !(only === "passingHttp" && notHttp(text, at, status))
      ) {
        return status
      }
    }
  }
  return undefined
}

const follows = (text: string, then: string | ReadonlyArray<string>, at: number): boolean =>
  typeof then === "string" ? text.startsWith(then, at) : then.some((t) => text.startsWith(t, at))

const isPassing = (status: number): boolean => status === 408 || status === 429 || status >= 500

const isTaken = (status: number, only: Form[4]): boolean =>
  only === undefined || isPassing(status) || (only === "passingOr401" && status === 401)

/**
 * A mail or file server's reply (550–554 are theirs, as FTP's "deletion failed (550)"), a sign-in's, or a test run's
 * count before "failed (NNN)" (`"passingHttp"`).
 */
const notHttp = (text: string, at: number, status: number): boolean =>
  (status >= 550 && status <= 554) || text.includes("smtp") || text.includes("ftp") || isDigitAt(text, at - 1) ||
  SIGN_IN_WORDS.some((word) => text.startsWith(word, at - word.length))

const SIGN_IN_WORDS: ReadonlyArray<string> = ["auth", "authentication", "login", "password", "verification"]

const statusAt = (text: string, at: number): number | undefined => {
  let n = 0
  for (let i = at; i < at + 3; i++) {
    const c = text.charCodeAt(i)
    if (c < 48 || c > 57) return undefined
    n = n * 10 + c - 48
  }
  return n >= 100 && n <= 599 && !isMailReply(text, at, n) ? n : undefined
}

/**
 * A mail server's reply, not an HTTP status: a code followed by an enhanced status code ("451 4.7.1 Greylisted", "550
 * 5.1.1 user unknown"), or SMTP's 550–554 in a text that names SMTP ("SMTP Error: 550 Unauthenticated senders not
 * allowed") (round 127). HTTP services answer 550–554 too (review 103: a Tavily proxy's overload, the Polish KSeF API's
 * "try again" 550), so the number alone decides nothing.
 * @internal
 */
export const isMailReply = (text: string, at: number, n: number): boolean => {
  const c = text.charCodeAt(at + 3)
  const klass = text.charCodeAt(at + 4)
  if ((c === 32 || c === 45) && (klass === 50 || klass === 52 || klass === 53) && text.charCodeAt(at + 5) === 46) {
    // "5.7.1": the class, a subject, a detail (not a path's "2.0/repositories" after Bitbucket's 403)
    let i = at + 6
    while (i < at + 9 && isDigitAt(text, i)) i++
    if (i > at + 6 && text.charCodeAt(i) === 46 && isDigitAt(text, i + 1)) return true
  }
  return n >= 550 && n <= 554 && text.toLowerCase().includes("smtp")
}

/**
 * Chatbox's HTTP error texts, in each of its locales ("HTTP error: Too Many Requests (429). …", "HTTP-Fehler: Zu viele
 * Anfragen (429). …", "HTTPエラー：リクエストが多すぎます (429)。…", "خطأ HTTP: بوابة سيئة (502). …"): the status is in the
 * first parentheses after the prefix, whatever the reason's words.
 */
const httpErrorPrefixes: ReadonlyArray<string> = [
  "http error: ",
  "errore http: ",
  "erro http: ",
  "error http: ",
  "erreur http : ",
  "http-fehler: ",
  "http-fel: ",
  "http-feil: ",
  "ошибка http: ",
  "httpエラー：",
  "httpエラー: ",
  "http 오류: ",
  "http 错误：",
  "http 錯誤：",
  "خطأ http: ",
  "خطأ في http: "
]

/** How far into the text the prefix may start (an app's own words before it), and the reason may run. */
const PREFIX_WITHIN = 32
const REASON_WITHIN = 80

const localizedHttpError = (text: string): number | undefined => {
  for (const prefix of httpErrorPrefixes) {
    const from = text.indexOf(prefix)
    if (from < 0 || from > PREFIX_WITHIN) continue
    const open = text.indexOf(" (", from + prefix.length)
    if (open < 0 || open - from > REASON_WITHIN || text.charCodeAt(open + 5) !== 41) return undefined
    const status = statusAt(text, open + 2)
    return status !== undefined && status >= 400 ? status : undefined
  }
  return undefined
}

/**
 * The openai SDK's message for an error response without a body ("503 status code (no body)"), kept inside an app's
 * own sentence (AnythingLLM: "无法回复消息。原因：503 status code (no body)"): the three digits right before it.
 */
const NO_BODY = " status code (no body)"

const noBodyStatus = (text: string): number | undefined => {
  const at = text.indexOf(NO_BODY)
  if (at < 3 || (at > 3 && isDigitAt(text, at - 4))) return undefined
  const status = statusAt(text, at - 3)
  return status !== undefined && status >= 400 ? status : undefined
}

/**
 * The status the text of an error without one states: an agent's "API error (429)", a client's "Status: 429."
 * (a proxy's refused tunnel is read apart, by `tunnelStatus`: it is no user abort).
 * @internal
 */
export const statusInText = (text: string, present: number = statusFormGroups.all): number | undefined =>
  firstStatus(text, statusForms, present, statusFormGroups.bits) ?? localizedHttpError(text) ?? noBodyStatus(text)

/**
 * The status forms cut, in their order, into fourteen groups (`groups.ts`): the phrase scan says which groups a text has
 * a marker of (`Phrases.statusFormGroups`), and only those groups' forms are looked for. A text with a status in prose
 * was searched for each of the hundred-odd forms in turn, about forty `indexOf`s on average.
 * @internal
 */
export const statusFormGroups: Groups.Groups = Groups.cut(statusForms.length, 14)

/** The status forms' markers, in their order (`statusFormGroups.bits` of each index). @internal */
export const statusFormMarkers: ReadonlyArray<string> = statusForms.map(([marker]) => marker)

/**
 * Where a proxy or a hosted tool relays the status its upstream answered: Antigravity-Manager's "All accounts
 * exhausted. Last error: HTTP 400: {…}" (a 429), Azure On Your Data's "Server responded with status 429" (a 400),
 * OpenAI's MCP connector's "Http status code: 401 (Unauthorized)" (a 424), SageMaker's "Received server error (500)
 * from primary" and AgentCore's "Received error (500) from runtime" (424s), Genkit's "UNKNOWN: Error fetching from …:
 * [404 Not Found] …" (a 500).
 */
const relayForms: ReadonlyArray<Form> = [
  ["last error: http ", undefined],
  ["server responded with status ", undefined],
  ["http status code: ", undefined],
  ["received server error (", undefined],
  ["received client error (", undefined],
  ["received error (", undefined],
  // a gateway's "All variants failed with errors: … Invalid status code: 400 Bad Request: {…}"
  ["invalid status code: ", undefined],
  ["error code: ", undefined], // the openai Python SDK's text, relayed: "Request processing failed: Error code: 503 - {…}"
  // Plandex's own 500 around a model stream's failure (round 130): "500 Error: Stream error: The AI model (…) stopped
  // streaming with error code 400: Provider returned error"
  ["stopped streaming with error code ", undefined]
]

// Google's JS SDKs' "Error fetching from https://…: [404 Not Found] models/… is not found", relayed by a framework that
// reports its own status (Genkit's GenkitError: UNKNOWN, code 500): the "[NNN " after the URL that follows this marker
const FETCHING = "error fetching from "

const fetchRelay = (text: string): number | undefined => {
  const from = text.indexOf(FETCHING)
  if (from < 0) return undefined
  const at = text.indexOf(": [", from + FETCHING.length)
  if (at < 0 || text.charCodeAt(at + 6) !== 32) return undefined
  const status = statusAt(text, at + 3)
  return status !== undefined && status >= 400 ? status : undefined
}

// Python's google-api-core exceptions relayed in a service's text (Vertex AI Agent Engine's 400 "Reasoning Engine
// Execution failed. Error Details: {…google.api_core.exceptions.ResourceExhausted: 429 Unable to submit request…}"):
// the status after the class name that follows this marker
const API_CORE = "api_core.exceptions."

const apiCoreRelay = (text: string): number | undefined => {
  const from = text.indexOf(API_CORE)
  if (from < 0) return undefined
  const at = text.indexOf(": ", from + API_CORE.length)
  if (at < 0 || at - from > API_CORE.length + 40 || isDigitAt(text, at + 5)) return undefined
  const status = statusAt(text, at + 2)
  return status !== undefined && status >= 400 ? status : undefined
}

/**
 * The upstream status a proxy's text relays (`relayForms`), 400 or above, followed by anything but a digit.
 * @internal
 */
export const relayedStatus = (text: string): number | undefined =>
  // the Python exception first: Google's JS SDKs put their own "[400 Bad Request]" around the service's text
  firstStatus(text, relayForms) ?? apiCoreRelay(text) ?? fetchRelay(text)

/** What the text of an error holds when `relayedStatus` can read a status from it (looked for by the phrase scan). @internal */
export const relayMarkers: ReadonlyArray<string> = [...relayForms.map(([marker]) => marker), FETCHING, API_CORE]

/**
 * What the text of an error holds when `tunnelStatus` or `statusInText` can read a status from it: the phrase
 * scan looks for these with the rule phrases, so most texts are not searched again for each.
 * @internal
 */
export const statusMarkers: ReadonlyArray<string> = [
  "proxy response (",
  TUNNEL_AGENT,
  CURL_TUNNEL,
  ...tunnelForms.map(([m]) => m),
  ...statusForms.map(([m]) => m),
  ...httpErrorPrefixes,
  NO_BODY
]
