import { PARSE_LIMIT, parseJson, skipSpace } from "./inspect.js"

/**
 * A stream read whole as text (server-sent events, NDJSON) ends with its error when it fails: Anthropic's `event: error`
 * after its 200, an OpenAI error chunk, Ollama's `{"error": …}` line. Its last event, parsed, is where `fromResponse`
 * looks for one; the answer's events before it are not read.
 */

/** How many lines from the end are looked at: the blank, `event:`, comment and `[DONE]` lines after the last event. */
const MAX_LINES = 8

/**
 * The stream's last event as parsed JSON (an SSE event's data, or an NDJSON line), or `undefined`; `undefined` too for
 * a text that does not open as a stream does (prose that ends with a quoted error is an answer). @internal
 */
export const lastEvent = (text: string): unknown => {
  if (!opensAsStream(text)) return undefined
  let end = text.length
  for (let seen = 0; seen < MAX_LINES && end > 0; seen++) {
    const start = text.lastIndexOf("\n", end - 1) + 1
    const line = text.slice(start, end).trim()
    if (isFramingLine(line)) {
      end = start - 1
      continue
    }
    if (line.startsWith("data:")) return parseJson(line.slice(5)) ?? splitData(text, start, end)
    return parseJson(line) ?? (isColumnZero(text, start, end, "}") ? printedObject(text, start, end) : undefined)
  }
  return undefined
}

/**
 * How many lines above its closing brace an object printed over several lines may open: Gemini's error with its
 * `details` (a QuotaFailure's violations, a Help's links, a RetryInfo) takes some 40.
 */
const MAX_PRINTED_LINES = 96

/**
 * The object printed over several lines that ends the stream on the line at `closeStart`: Gemini and Vertex write a
 * failed 200 stream's error as their error bodies are printed (`{`, its fields indented, `}`), outside the `data:`
 * framing (vercel/ai#5217, maximhq/bifrost#5262). It opens on the nearest line above that is `{` alone, from the
 * first column (an inner object's brace is indented); an event's line on the way means there is none.
 */
const printedObject = (text: string, closeStart: number, end: number): unknown => {
  let lineEnd = closeStart - 1
  for (let seen = 0; seen < MAX_PRINTED_LINES && lineEnd > 0; seen++) {
    const start = text.lastIndexOf("\n", lineEnd - 1) + 1
    // an object longer than `parseJson` reads would not be parsed: the lines above need not be looked through
    if (end - start > PARSE_LIMIT) return undefined
    if (isColumnZero(text, start, lineEnd, "{")) return parseJson(text.slice(start, end))
    if (text.startsWith("data:", start) || text.startsWith("event:", start)) return undefined
    lineEnd = start - 1
  }
  return undefined
}

/**
 * The data of the event whose last `data:` line is at `lastStart`, when the server split it over several `data:` lines:
 * the SSE specification joins them with line breaks (a server writes a pretty-printed payload so: sse-starlette, Hono's
 * `writeSSE`). Read only when the last line alone does not parse, and as far up as an object printed so may open.
 */
const splitData = (text: string, lastStart: number, end: number): unknown => {
  if (!text.startsWith("data:", lastStart)) return undefined
  let first = lastStart
  for (let seen = 0; seen < MAX_PRINTED_LINES && first > 1; seen++) {
    const start = text.lastIndexOf("\n", first - 2) + 1
    if (!text.startsWith("data:", start)) break
    // data longer than `parseJson` reads would not be parsed: the lines above need not be looked through
    if (end - start > PARSE_LIMIT) return undefined
    first = start
  }
  if (first === lastStart) return undefined
  return parseJson(text.slice(first, end).split("\n").map((line) => line.slice(5)).join("\n"))
}

/** Whether the line from `start` to `end` is `brace` alone from its first column (a `\r` or spaces after it allowed). */
const isColumnZero = (text: string, start: number, end: number, brace: string): boolean =>
  text.startsWith(brace, start) && text.slice(start + 1, end).trim() === ""

/** A line around the events: blank, a comment (": OPENROUTER PROCESSING"), an event's name or id, the `[DONE]` marker. */
const isFramingLine = (line: string): boolean =>
  line === "" || line.startsWith(":") || line.startsWith("event:") || line.startsWith("id:") ||
  line.startsWith("retry:") || (line.startsWith("data:") && line.slice(5).trim() === "[DONE]")

/** Whether `text` opens as an event stream (a field or a comment) or as NDJSON (an object) does. */
const opensAsStream = (text: string): boolean => {
  const at = skipSpace(text, 0, 64)
  return text.startsWith("{", at) || text.startsWith("data:", at) || text.startsWith("event:", at) ||
    text.startsWith(":", at) || text.startsWith("id:", at) || text.startsWith("retry:", at)
}
