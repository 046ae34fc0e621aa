import { isDigitAt } from "./counts.js"

/**
 * HTTP statuses that only prose carries, for errors without a status field.
 * @internal
 */

const TUNNEL_AGENT = "tunneling socket could not be established, statuscode="

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
  return agent >= 0 ? statusAt(text, agent + TUNNEL_AGENT.length) : undefined
}

const API_ERROR = "api error ("

/**
 * The status an agent library wrote into the text it kept of a failure: pi-ai's "Anthropic API error
 * (529): Overloaded", "Cloud Code Assist API error (429): RESOURCE_EXHAUSTED", "Mistral API error (429): {…}".
 */
const apiErrorStatus = (text: string): number | undefined => {
  const at = text.indexOf(API_ERROR)
  if (at < 0 || text.charCodeAt(at + API_ERROR.length + 3) !== CLOSE_PAREN) return undefined
  const status = statusAt(text, at + API_ERROR.length)
  return status !== undefined && status >= 400 ? status : undefined
}

const CLOSE_PAREN = 41

const STATUS_COLON = "status: "

/** Pinecone's "… Status: 429." at the end of an error without a status field. */
const proseStatus = (text: string): number | undefined => {
  const at = text.indexOf(STATUS_COLON)
  if (at < 0 || isDigitAt(text, at + STATUS_COLON.length + 3)) return undefined
  const status = statusAt(text, at + STATUS_COLON.length)
  return status !== undefined && status >= 400 ? status : undefined
}

const statusAt = (text: string, at: number): number | undefined => {
  let n = 0
  for (let i = at; i < at + 3; i++) {
    const c = text.charCodeAt(i)
    if (c < 48 || c > 57) return undefined
    n = n * 10 + c - 48
  }
  return n >= 100 && n <= 599 ? n : undefined
}

/**
 * The status the text of an error without one states: an agent library's "API error (429)", a client's
 * "Status: 429." (a proxy's refused tunnel is read apart, by `tunnelStatus`: it is no user abort).
 * @internal
 */
export const statusInText = (text: string): number | undefined => apiErrorStatus(text) ?? proseStatus(text)

/**
 * What the text of an error holds when `tunnelStatus` or `statusInText` can read a status from it: the phrase
 * scan looks for these with the rule phrases, so most texts are not searched again for each.
 * @internal
 */
export const statusMarkers: ReadonlyArray<string> = ["proxy response (", TUNNEL_AGENT, API_ERROR, STATUS_COLON]
