import { parseJson, skipSpace } from "./inspect.js"

/**
 * A stream read whole as text (server-sent events, NDJSON) ends with its error when it fails: Anthropic's `event: error`
 * after its 200, an OpenAI error chunk, Ollama's `{"error": …}` line. Its last event, parsed, is where `fromResponse`
 * looks for one; the answer's events before it are not read.
 */

/** How many lines from the end are looked at: the blank, `event:`, comment and `[DONE]` lines after the last event. */
const MAX_LINES = 8

/**
 * The stream's last event as parsed JSON (an SSE `data:` line's, or an NDJSON line), or `undefined`; `undefined` too for
 * a text that does not open as a stream does (prose that ends with a quoted error is an answer). @internal
 */
export const lastEvent = (text: string): unknown => {
  if (!opensAsStream(text)) return undefined
  let end = text.length
  for (let seen = 0; seen < MAX_LINES && end > 0; seen++) {
    const start = text.lastIndexOf("\n", end - 1) + 1
    const line = text.slice(start, end).trim()
    end = start - 1
    if (isFramingLine(line)) continue
    return parseJson(line.startsWith("data:") ? line.slice(5) : line)
  }
  return undefined
}

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
