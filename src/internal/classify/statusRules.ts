import { type Evidence, hasCode, hasMessage } from "./evidence.js"
import * as Membership from "./membership.js"
import * as Phrases from "./phrases.js"
import * as RetryHint from "./retryHint.js"
import * as Tables from "./tables.js"

/**
 * What a status decides, with the exceptions its text or codes make: a DynamoDB throttle sent as a 400, a
 * declined card's 402, a 403 that is a content policy, a refusal by one recipient or a rate limit, a 409 for
 * something that exists already or changed since it was read, a gateway without a route for the model.
 * @internal
 */

/** @internal */
export const hasPolicyMarker = (ev: Evidence): boolean =>
  hasCode(ev, Membership.PolicyCodes) || Phrases.has(ev, Phrases.Policy)

/** @internal */
export const statusVerdict = (ev: Evidence): Tables.Verdict | undefined => {
  if (ev.status === undefined) return undefined
  // A 2xx whose body could not be read: it broke off on the way (dropped stream, truncated body).
  // Not a whole HTML page, though: a wrong base URL answers every request with a web UI's index page. Nor a body the
  // server framed or encoded wrong (a bad chunk size, a body mislabelled as gzip), which fetch and the SDKs fail with
  // as `Fatal`: the same server sends it so again. Both are read from the response and the cause chain, not from the
  // words: @effect/ai renders the request, the whole conversation with it, into a cut body's message.
  if (
    ev.status >= 200 && ev.status < 300 && (ev.decodeFailure || hasMessage(ev, Membership.UndecodedSuccessMessages))
  ) {
    return (isHtmlPage(ev) && !isCut(ev)) || isMalformedBody(ev) || isBodyReadAlready(ev)
      ? "Fatal"
      : "Retryable"
  }
  const verdict = Tables.statusTable.get(ev.status)
  switch (ev.status) {
    case 400:
      return hasCode(ev, Membership.Retryable400Codes) || Phrases.has(ev, Phrases.Retryable400) ||
          hasMessage(ev, Membership.Retryable400Messages)
        ? "Retryable"
        : verdict
    case 402:
      // Stripe's processing error, a `card_error` its documentation says to retry ("Try again in a little bit.") (round 120)
      if (ev.codes.includes("processing_error")) return "Retryable"
      // a 402 that names a short wait is a reservation that clears (OpenRouter's in-flight budget) or an hourly allowance
      // (Toggl Track: "… Your quota will reset in 1838 seconds."), not a spent balance
      // a declined card, by code or in Stripe's words (a repr keeps only "CardError(message='Your card was declined.', …)"):
      // another card or amount passes
      return isDeclinedCard(ev)
        ? "Fatal"
        : namesShortWait(ev) || isAllowanceRefilledSoon(ev) || hasCode(ev, Membership.HeldAllowance402Codes)
        ? "Retryable"
        : verdict
    case 401:
      // Canvas LMS answers a refusal of one resource with a 401 too ("user not authorized to perform that action")
      return Phrases.has(ev, Phrases.Forbidden403) ? "Fatal" : verdict
    case 403:
      return hasPolicyMarker(ev) || Phrases.has(ev, Phrases.Forbidden403) ?
        "Fatal" :
        isRateLimited(ev) || isChallenge(ev) || isAllowanceRefilledSoon(ev) ?
        "Retryable" :
        verdict
    case 456:
      // DeepL's own status for the billing period's characters spent ("… api-free.deepl.com/v2/translate failed with status
      // code 456"); Meituan's WAF sends a 456 too, for a refusal of the request (round 98)
      return ev.text.includes("deepl.com") || ev.text.includes("deepl api") ? "Permanent" : verdict
    case 429:
      // a 429 that names the wrong endpoint (Vertex: "Veo must be accessed through the Vertex PredictLongRunning API")
      return Phrases.has(ev, Phrases.RequestFault429) ? "Fatal" : verdict
    case 498:
      // Esri's "Invalid token." / "Token Expired" / "Token Required", Cohere's "invalid api token": a credential to
      // renew, not Groq's full flex tier ("Flex Tier Capacity Exceeded")
      return ev.text.includes("token") && !ev.text.includes("capacity") ? "Permanent" : verdict
    case 418:
    case 430:
      // Binance's IP ban for request weight ("Way too much request weight used; IP banned until …"), lifted after minutes;
      // Microsoft Fabric's 430 for a capacity's Spark limit ("[TooManyRequestsForCapacity] … or try again later"), not
      // Shopify's 430 (a security rejection), which names no passing condition
      // Smartcar's 430 BILLING (a vehicle or request limit of the plan, a plan without the feature): a person's to lift
      return Phrases.has(ev, Phrases.Transient) ? "Retryable" : ev.codes.includes("billing") ? "Permanent" : verdict
    case 412:
      // the Bot Framework's 412 for concurrent operations on one conversation ("Precondition failed, please try again.",
      // which Microsoft says to retry with backoff); other 412s are a stale `If-Match`, sent the same way again (round 101)
      return Phrases.has(ev, Phrases.Transient) ? "Retryable" : verdict
    case 451:
      return Phrases.has(ev, Phrases.Blocked451) ? "Fatal" : verdict
    case 404:
      // Railway's fallback: no service answers on this host at all (`X-Railway-Fallback: true`, "Application not
      // found"), whatever the request; a person deploys it or fixes the base URL
      return ev.headers?.("x-railway-fallback")?.trim().toLowerCase() === "true" ? "Permanent" : verdict
    case 424:
      // Failed Dependency: the dependency's failure decides, when the text names a transient one (Bedrock Agents:
      // "received model timeout/error exception from Bedrock. Try the request again."), or a relay's pool of upstream
      // accounts is busy (sub2api: "No available accounts"; its 5xx are Retryable anyway, and elsewhere the words are
      // an app's answer about one user)
      return Phrases.has(ev, Phrases.Transient | Phrases.UpstreamClass | Phrases.Network) ||
          ev.text.includes("no available accounts") ?
        "Retryable" :
        verdict
    case 409:
      // a conflict the same request meets again (`Tables.requestConflictPhrases`; other 409s are lock timeouts and races,
      // which pass); OpenAI: "Cannot cancel a batch with status 'completed'." (a finished batch or run stays finished;
      // GitHub's "Cannot cancel a workflow re-run that has not yet queued." is a race that passes once it is queued)
      return Tables.requestConflictPhrases.some((p) => ev.text.includes(p)) || isDropboxRequestError(ev.text) ||
          hasCode(ev, Membership.RequestConflictCodes) ||
          (ev.text.includes("cannot cancel ") && !ev.text.includes(" queued")) ||
          // Azure: "BlobAlreadyExists", "ContainerAlreadyExists": creating it again fails the same way
          ev.codes.some(isAlreadyExists) || isAlreadyExists(ev.headers?.("x-ms-error-code")?.toLowerCase() ?? "") ||
          // Contentful's optimistic lock (its SDK names the error after `sys.id`): the version sent is stale, and
          // stays so until the entry is read again
          ev.names.includes("versionmismatch") ?
        "Fatal" :
        verdict
    default:
      // a 5xx that is a policy block (a gateway's guardrail, unless the guardrail itself failed) or a feature the
      // server was not started with fails the same way again
      return ev.status >= 500 &&
          ((hasPolicyMarker(ev) && !Phrases.has(ev, Phrases.Transient | Phrases.Network)) ||
            isRequestFault(ev) || hasCode(ev, Membership.RequestFault5xxCodes))
        ? "Fatal"
        : verdict
  }
}

/**
 * A card declined, by code or in Stripe's words, which a repr or a tool's text keeps without the code ("Your card was
 * declined.", "Your card has insufficient funds."): another card or amount passes, whatever "insufficient funds" says of
 * an account's balance elsewhere.
 */
const isDeclinedCard = (ev: Evidence): boolean => hasCode(ev, Membership.DeclinedCodes) || namesDeclinedCard(ev)

/** Stripe's sentences for a declined card in the text (`isDeclinedCard` without its code). @internal */
export const namesDeclinedCard = (ev: Evidence): boolean =>
  Tables.declinedCardMarkers.some((marker) => ev.text.includes(marker))

/**
 * The text names a fault of the request that a server answers with a 5xx or a 429 (`Tables.requestFault5xxPhrases`: a
 * chat template raising on the history; `Tables.requestFault429Phrases`: gRPC's oversized metadata), whether a status
 * came with it or an agent kept only the text.
 * @internal
 */
export const isRequestFault = (ev: Evidence): boolean =>
  Phrases.has(ev, Phrases.RequestFault5xx | Phrases.RequestFault429)

/** A gateway without a route for the model: its 503 (or `model_not_found` code) is no outage. @internal */
export const isUnroutable = (ev: Evidence): boolean =>
  (ev.status === undefined || ev.status >= 500) &&
  (hasCode(ev, Membership.UnroutableCodes) || Phrases.has(ev, Phrases.Unroutable))

/**
 * A 403 that is Vercel's bot challenge (`x-vercel-mitigated: challenge`, its attack mode): a mitigation that lifts,
 * not a refusal of the caller. Cloudflare's `cf-mitigated: challenge` is left to the 403: from a datacenter's
 * addresses it does not lift with time.
 */
const isChallenge = (ev: Evidence): boolean => ev.headers?.("x-vercel-mitigated") === "challenge"

const namesShortWait = (ev: Evidence): boolean => {
  const ms = ev.headers === undefined ? undefined : RetryHint.fromHeaders(ev.headers)
  return ms !== undefined && ms <= RetryHint.THROTTLE_WAIT_LIMIT_MS
}

const isAlreadyExists = (code: string): boolean => code.endsWith("alreadyexists") || code.endsWith("already_exists")

/**
 * A 403 or 402 for an allowance spent that the text says refills within the hour (Azure API Management's token quota: "Token
 * quota is exceeded. Try again in 21 minutes and 33 seconds."): a throttle, as a 429 with that wait would be.
 */
const isAllowanceRefilledSoon = (ev: Evidence): boolean => {
  if (!Phrases.has(ev, Phrases.RetryText) || !(ev.text.includes("quota") || ev.text.includes("limit"))) return false
  const ms = RetryHint.fromText(ev.text)
  return ms !== undefined && ms <= RetryHint.THROTTLE_WAIT_LIMIT_MS
}

/**
 * Google sends a per-minute quota as a 403 too ("Quota exceeded for quota metric 'Queries' and limit 'Queries per minute
 * per user' of service 'gmail.googleapis.com'", the Go client's "… for quota group 'ReadGroup' and limit 'Read requests
 * per user per 100 seconds'"): it refills within the minute.
 */
const isPerMinuteGoogleQuota = (text: string): boolean =>
  text.includes("quota exceeded for quota ") && (text.includes(" per minute") || text.includes("per 100 seconds"))

/** The body broke off (undici's "terminated", a reset): whatever its content-type, a dropped stream. */
const isCut = (ev: Evidence): boolean => hasMessage(ev, Membership.NetworkMessages) || Phrases.has(ev, Phrases.Network)

/**
 * A body the server framed or encoded wrong: undici's `HTTPParserError` along the cause chain (a bad chunk size: "Response
 * does not match the HTTP/1.1 protocol", no `code` in undici 7) or zlib's `Z_DATA_ERROR` (a body mislabelled as gzip).
 * A body that broke off is undici's `SocketError` ("other side closed") or Node's "aborted" instead.
 */
const isMalformedBody = (ev: Evidence): boolean =>
  ev.codes.includes("z_data_error") || ev.names.includes("httpparsererror")

/**
 * A body the program had read already (`json` after `arrayBuffer`, `text` after draining `stream`): the same code fails
 * so again, whatever the server sends. By a client's whole message, or undici's `request` body's assertion that it was
 * not consumed (an `AssertionError` on the cause chain). Looked for only here, after a 2xx decode failure.
 */
const isBodyReadAlready = (ev: Evidence): boolean =>
  ev.messages.some((m) => Tables.bodyReadAlreadyMessages.has(m)) ||
  (ev.names.includes("assertionerror") && ev.text.includes("assert(!stream[kconsume])"))

/** An HTML page by the response's content-type; by its text only when no content-type is known. */
const isHtmlPage = (ev: Evidence): boolean => {
  const type = ev.headers?.("content-type")
  if (type !== undefined) return type.toLowerCase().includes("text/html")
  return ev.text.includes("<html") || ev.text.includes("<!doctype html")
}

/**
 * A 403 that is a rate limit: a wait named, GitHub's `x-ratelimit-remaining: 0`, a rate-limit code or words, a cap on
 * concurrent requests (Kimi Code: "You've reached your concurrent request limit. Please wait for your ongoing requests
 * to finish and try again.").
 */
const isRateLimited = (ev: Evidence): boolean =>
  hasCode(ev, Membership.RateLimitCodes) || ev.text.includes("rate limit") ||
  ev.text.includes("concurrent request limit") || isPerMinuteGoogleQuota(ev.text) ||
  Tables.rateLimited403Phrases.some((p) => ev.text.includes(p)) ||
  (ev.headers !== undefined &&
    ((ev.headers("retry-after") !== undefined && !isQuotaForDays(ev)) || ev.headers("x-ratelimit-remaining") === "0"))

/**
 * A `retry-after` of more than an hour beside a quota's words: an allowance spent, not a rate limit (Azure's F0 tier:
 * "Out of call volume quota for FormRecognizer F0 pricing tier. Please retry after 1 day.", `retry-after: 186688`; round
 * 98).
 */
const isQuotaForDays = (ev: Evidence): boolean => {
  if (!ev.text.includes("quota") || ev.headers === undefined) return false
  const ms = RetryHint.fromHeaders(ev.headers)
  return ms !== undefined && ms > RetryHint.THROTTLE_WAIT_LIMIT_MS
}

/**
 * Dropbox's summary of an endpoint's error (its `error_summary`, read as text) naming the request's fault: a path that is
 * not there, a name taken or not allowed, an upload at the wrong offset. Its 409s that pass (`too_many_write_operations`)
 * or that a person ends (`insufficient_space`, a Permanent phrase) name none of these.
 */
const isDropboxRequestError = (text: string): boolean => Tables.dropboxRequestErrors.some((tag) => text.includes(tag))
