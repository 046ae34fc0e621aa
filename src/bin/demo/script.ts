/**
 * What the model on the fault server does: a small, deterministic agent that reads the tool results
 * it is sent. Round 1 asks for `search` and `slow_lookup` at once; round 2 saves a note built from
 * what came back; round 3 answers, quoting the results — a `TIMEOUT` included.
 */
import { FaultServer } from "../../index.js"

export const QUESTION =
  "Plan our team offsite in Lisbon: find a venue, check the forecast, and save a note for the team."

const parse = (output: string): unknown => {
  try {
    return JSON.parse(output)
  } catch {
    return output
  }
}

const resultOf = (request: FaultServer.ModelRequest, name: string): unknown => {
  const found = request.toolResults.find((r) => r.name === name || r.callId.includes(name))
  return found === undefined ? undefined : parse(found.output)
}

const errorCode = (result: unknown): string | undefined =>
  typeof result === "object" && result !== null && "error" in result &&
    typeof result.error === "object" && result.error !== null && "code" in result.error
    ? String(result.error.code)
    : undefined

const venues = (request: FaultServer.ModelRequest): string => {
  const result = resultOf(request, "search") as { readonly venues?: ReadonlyArray<string> } | undefined
  return result?.venues?.join(" or ") ?? "no venue found"
}

const forecast = (request: FaultServer.ModelRequest): string => {
  const result = resultOf(request, "slow_lookup")
  const code = errorCode(result)
  if (code !== undefined) return `unknown (the weather service failed: ${code})`
  return (result as { readonly forecast?: string } | undefined)?.forecast ?? "unknown"
}

export const behaviour: FaultServer.Behaviour = FaultServer.custom((request) => {
  switch (request.toolRounds) {
    case 0:
      return FaultServer.toolCalls([
        { name: "search", arguments: { query: "offsite venues in Lisbon" }, id: "call_search" },
        { name: "slow_lookup", arguments: { city: "Lisbon" }, id: "call_slow_lookup" }
      ])
    case 1:
      return FaultServer.toolCall("save_note", {
        title: "Lisbon offsite",
        body: `Venue: ${venues(request)}. Forecast: ${forecast(request)}.`
      }, "call_save_note")
    default: {
      const note = resultOf(request, "save_note") as { readonly noteId?: number } | undefined
      return FaultServer.text(
        `Shortlist: ${venues(request)}. The forecast is ${forecast(request)}, so check it again nearer the date. ` +
          `The plan is saved as note #${note?.noteId ?? "?"}.`
      )
    }
  }
})
