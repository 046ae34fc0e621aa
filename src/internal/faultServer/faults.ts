import * as Duration from "effect/Duration"
import type * as FaultServer from "../../FaultServer.js"
import * as options from "../options.js"
import * as Prng from "./prng.js"

/** A fault with its parameters checked and defaults filled in. @internal */
export type Resolved =
  | {
    readonly _tag: "RateLimit"
    readonly name: "429" | "429-no-retry-after"
    readonly retryAfterMs: number | undefined
    readonly header: "retry-after" | "retry-after-ms" | "both"
  }
  | { readonly _tag: "ServerError"; readonly name: "500" | "502" | "503"; readonly status: 500 | 502 | 503 }
  | { readonly _tag: "Overloaded"; readonly name: "529" }
  | { readonly _tag: "RevokedKey"; readonly name: "401" }
  | { readonly _tag: "Quota"; readonly name: "quota" }
  | { readonly _tag: "ContextOverflow"; readonly name: "overflow" }
  | { readonly _tag: "DropStream"; readonly name: "drop"; readonly afterEvents: number }
  | { readonly _tag: "StallStream"; readonly name: "stall"; readonly afterEvents: number }
  | {
    readonly _tag: "StreamError"
    readonly name: "stream-error"
    readonly afterEvents: number
    readonly code: StreamCode
  }
  | { readonly _tag: "Slow"; readonly name: "slow"; readonly delayMs: number }

/** @internal */
export type StreamCode = "server_error" | "rate_limit_exceeded" | "context_length_exceeded" | "insufficient_quota"

/** @internal */
export const names: ReadonlyArray<FaultServer.FaultName> = [
  "429",
  "429-no-retry-after",
  "500",
  "502",
  "503",
  "529",
  "401",
  "quota",
  "overflow",
  "drop",
  "stream-error",
  "slow",
  "stall"
]

const streamCodes: ReadonlyArray<StreamCode> = [
  "server_error",
  "rate_limit_exceeded",
  "context_length_exceeded",
  "insufficient_quota"
]

const defaultAfterEvents = 2

const invalid = (option: string, value: unknown, expected: string): never => {
  throw new options.InvalidOptionError(option, value, expected)
}

/** An entry of a list option: an object, where `options.object` would also let `undefined` through as "not given". */
const entry = <A extends object>(option: string, value: A, expected: string): A =>
  options.object(option, value, expected) ?? invalid(option, value, expected)

const afterEvents = (option: string, n: number | undefined): number =>
  n === undefined ? defaultAfterEvents : options.number(`${option}.afterEvents`, n, { min: 0, integer: true })

// The fields of each fault object: a misspelt one (`retryAfer`, `after`) was read as absent, and the fault went out with
// its default (no hint, 2 events) under a test that believed it had set it.
const faultKeys: { readonly [K in FaultServer.Fault["_tag"]]: ReadonlyArray<string> } = {
  RateLimit: ["_tag", "retryAfter", "header"],
  ServerError: ["_tag", "status"],
  Overloaded: ["_tag"],
  RevokedKey: ["_tag"],
  Quota: ["_tag"],
  ContextOverflow: ["_tag"],
  DropStream: ["_tag", "afterEvents"],
  StallStream: ["_tag", "afterEvents"],
  StreamError: ["_tag", "afterEvents", "code"],
  Slow: ["_tag", "delay"]
}

/** @internal */
export const resolve = (option: string, spec: FaultServer.FaultSpec, slowDelayMs: number): Resolved => {
  if (typeof spec === "string") {
    switch (spec) {
      case "429":
        return { _tag: "RateLimit", name: "429", retryAfterMs: 1000, header: "retry-after" }
      case "429-no-retry-after":
        return { _tag: "RateLimit", name: "429-no-retry-after", retryAfterMs: undefined, header: "retry-after" }
      case "500":
      case "502":
      case "503":
        return { _tag: "ServerError", name: spec, status: Number(spec) as 500 | 502 | 503 }
      case "529":
        return { _tag: "Overloaded", name: "529" }
      case "401":
        return { _tag: "RevokedKey", name: "401" }
      case "quota":
        return { _tag: "Quota", name: "quota" }
      case "overflow":
        return { _tag: "ContextOverflow", name: "overflow" }
      case "drop":
        return { _tag: "DropStream", name: "drop", afterEvents: defaultAfterEvents }
      case "stream-error":
        return { _tag: "StreamError", name: "stream-error", afterEvents: defaultAfterEvents, code: "server_error" }
      case "slow":
        return { _tag: "Slow", name: "slow", delayMs: slowDelayMs }
      case "stall":
        return { _tag: "StallStream", name: "stall", afterEvents: defaultAfterEvents }
    }
    return invalid(option, spec, `a fault name (${names.join(", ")})`)
  }
  if (typeof spec !== "object" || spec === null) return invalid(option, spec, "a fault name or a fault object")
  if (Object.hasOwn(faultKeys, spec._tag)) options.knownKeys(option, spec, faultKeys[spec._tag])
  switch (spec._tag) {
    case "RateLimit": {
      const header = options.given(spec.header, "retry-after")
      if (header !== "retry-after" && header !== "retry-after-ms" && header !== "both") {
        invalid(`${option}.header`, header, "\"retry-after\", \"retry-after-ms\" or \"both\"")
      }
      if (spec.retryAfter === undefined) {
        return { _tag: "RateLimit", name: "429-no-retry-after", retryAfterMs: undefined, header }
      }
      const retryAfterMs = Duration.toMillis(options.duration(`${option}.retryAfter`, spec.retryAfter))
      return { _tag: "RateLimit", name: "429", retryAfterMs, header }
    }
    case "ServerError": {
      if (spec.status !== 500 && spec.status !== 502 && spec.status !== 503) {
        invalid(`${option}.status`, spec.status, "500, 502 or 503")
      }
      return { _tag: "ServerError", name: String(spec.status) as "500" | "502" | "503", status: spec.status }
    }
    case "Overloaded":
      return { _tag: "Overloaded", name: "529" }
    case "RevokedKey":
      return { _tag: "RevokedKey", name: "401" }
    case "Quota":
      return { _tag: "Quota", name: "quota" }
    case "ContextOverflow":
      return { _tag: "ContextOverflow", name: "overflow" }
    case "DropStream":
      return { _tag: "DropStream", name: "drop", afterEvents: afterEvents(option, spec.afterEvents) }
    case "StallStream":
      return { _tag: "StallStream", name: "stall", afterEvents: afterEvents(option, spec.afterEvents) }
    case "StreamError": {
      const code = options.given(spec.code, "server_error")
      if (!streamCodes.includes(code)) invalid(`${option}.code`, code, `one of ${streamCodes.join(", ")}`)
      return { _tag: "StreamError", name: "stream-error", afterEvents: afterEvents(option, spec.afterEvents), code }
    }
    case "Slow": {
      const delayMs = Duration.toMillis(options.duration(`${option}.delay`, spec.delay))
      return { _tag: "Slow", name: "slow", delayMs }
    }
  }
  return invalid(`${option}._tag`, (spec as { readonly _tag?: unknown })._tag, "a fault tag")
}

type CompiledOutage =
  | { readonly _tag: "Requests"; readonly from: number; readonly to: number; readonly fault: Resolved }
  | { readonly _tag: "Time"; readonly startMs: number; readonly endMs: number; readonly fault: Resolved }

/** Faults checked and indexed for one lookup per request. @internal */
export interface Compiled {
  readonly schedule: ReadonlyMap<number, Resolved>
  readonly rates: ReadonlyArray<{ readonly fault: Resolved; readonly upTo: number }>
  readonly outages: ReadonlyArray<CompiledOutage>
  readonly revokedKeys: ReadonlySet<string>
  readonly revokeAfter: number | undefined
}

const requestNumber = (option: string, n: number): number => options.number(option, n, { min: 1, integer: true })

const rateEntryKeys: ReadonlyArray<string> = ["fault", "rate"]

const compileRates = (
  rates: FaultServer.Faults["rates"],
  slowDelayMs: number
): ReadonlyArray<{ readonly fault: Resolved; readonly upTo: number }> => {
  if (rates === undefined) return []
  // A rate given as a bare number (`rates: 0.1`) says nothing of which fault: read as a record it has no entries.
  if (!Array.isArray(rates)) {
    options.object(
      "faults.rates",
      rates,
      "a record of rates by fault name such as { \"503\": 0.1 }, or a list of { fault, rate }"
    )
  }
  const entries: ReadonlyArray<{ readonly fault: FaultServer.FaultSpec; readonly rate: number | undefined }> =
    Array.isArray(rates)
      ? rates.map((e, i) => {
        options.knownKeys(
          `faults.rates[${i}]`,
          entry(`faults.rates[${i}]`, e, "an entry such as { fault: \"503\", rate: 0.1 }"),
          rateEntryKeys
        )
        return e
      })
      : Object.entries(rates as Record<string, number | undefined>).map(([fault, rate]) => ({
        fault: fault as FaultServer.FaultName,
        rate
      }))
  let total = 0
  const compiled: Array<{ readonly fault: Resolved; readonly upTo: number }> = []
  entries.forEach((e, i) => {
    // In a record an absent rate is allowed (`{ "503": undefined }`); in a list the entry is there to give one, and
    // skipping it would inject nothing where the caller asked for a fault.
    if (e.rate === undefined && !Array.isArray(rates)) return
    const option = `faults.rates[${typeof e.fault === "string" ? e.fault : i}]`
    const rate = options.number(option, e.rate as number, { min: 0, max: 1 })
    total += rate
    compiled.push({ fault: resolve(option, e.fault, slowDelayMs), upTo: total })
  })
  if (total > 1 + 1e-9) invalid("faults.rates", rates, "rates that sum to at most 1")
  return compiled
}

const outageByNumberKeys: ReadonlyArray<string> = ["from", "to", "fault"]
const outageByTimeKeys: ReadonlyArray<string> = ["start", "duration", "fault"]

const compileOutage = (outage: FaultServer.Outage, i: number, slowDelayMs: number): CompiledOutage => {
  const option = `faults.outages[${i}]`
  // `"from" in` throws a TypeError on a string ("503@1-3", the schedule syntax), and reads nothing from null.
  entry(
    option,
    outage,
    "an outage such as { from: 2, to: 4, fault: \"503\" } or { start: \"10 seconds\", duration: \"5 seconds\" }"
  )
  // A misspelt `fault` failed with the default 503; a window given both ways was read by request numbers alone.
  options.knownKeys(
    option,
    outage,
    "from" in outage ? outageByNumberKeys : outageByTimeKeys,
    "no field of this name: an outage is { from, to, fault } or { start, duration, fault }, not both"
  )
  const fault = resolve(`${option}.fault`, options.given(outage.fault, "503"), slowDelayMs)
  if ("from" in outage) {
    const from = requestNumber(`${option}.from`, outage.from)
    const to = options.number(`${option}.to`, outage.to, { min: from, integer: true })
    return { _tag: "Requests", from, to, fault }
  }
  const startMs = Duration.toMillis(options.duration(`${option}.start`, outage.start))
  const durationMs = Duration.toMillis(options.duration(`${option}.duration`, outage.duration))
  return { _tag: "Time", startMs, endMs: startMs + durationMs, fault }
}

const parseScheduleHint =
  "for the command line's \"429@1,503@2-4\" syntax, pass FaultServer.parseSchedule(\"429@1,503@2-4\")"

/** A list option: anything else (a string would be read character by character, a record not at all) throws. */
const list = <A>(option: string, value: ReadonlyArray<A> | undefined, expected: string): ReadonlyArray<A> => {
  if (value === undefined) return []
  if (!Array.isArray(value)) return invalid(option, value, expected)
  return value
}

const faultsKeys: ReadonlyArray<string> = ["schedule", "rates", "outages", "revokedKeys", "revokeAfter"]
const scheduleEntryKeys: ReadonlyArray<string> = ["at", "fault"]

/** Checks faults, throwing `InvalidOptionError` naming the first bad option. @internal */
export const compile = (faults: FaultServer.Faults | undefined, slowDelayMs: number): Compiled => {
  // The command line's string syntax, given as `faults`, would be read field by field and inject no fault at all, so
  // a test of the caller's retries would pass without a single retry. It is rejected rather than parsed so that
  // `faults` (here and in `setFaults`) has the one shape its type gives; the message names the parser to call.
  if (typeof faults === "string") {
    invalid("faults", faults, `a Faults object such as { schedule: [{ at: 1, fault: "429" }] } (${parseScheduleHint})`)
  }
  const given = options.object("faults", faults, "a Faults object such as { schedule: [{ at: 1, fault: \"429\" }] }")
  if (given !== undefined) options.knownKeys("faults", given, faultsKeys)
  const schedule = new Map<number, Resolved>()
  const entries = list(
    "faults.schedule",
    faults?.schedule,
    typeof faults?.schedule === "string"
      ? `a list such as [{ at: 1, fault: "429" }] (${parseScheduleHint}, and give its result as faults)`
      : "a list such as [{ at: 1, fault: \"429\" }]"
  )
  entries.forEach((e, i) => {
    const { at: given, fault } = entry(`faults.schedule[${i}]`, e, "an entry such as { at: 1, fault: \"429\" }")
    options.knownKeys(`faults.schedule[${i}]`, e, scheduleEntryKeys)
    const at = requestNumber(`faults.schedule[${i}].at`, given)
    if (schedule.has(at)) invalid(`faults.schedule[${i}].at`, at, "each request number at most once")
    schedule.set(at, resolve(`faults.schedule[${i}].fault`, fault, slowDelayMs))
  })
  const revokeAfter = faults?.revokeAfter === undefined
    ? undefined
    : options.number("faults.revokeAfter", faults.revokeAfter, { min: 0, integer: true })
  // A single key as a string would become the set of its characters, and no request would be revoked.
  const revokedKeys = list("faults.revokedKeys", faults?.revokedKeys, "a list of keys such as [\"sk-revoked\"]")
  revokedKeys.forEach((key, i) => {
    if (typeof key !== "string") invalid(`faults.revokedKeys[${i}]`, key, "a key (a string)")
  })
  const outages = list(
    "faults.outages",
    faults?.outages,
    "a list of outages such as [{ from: 2, to: 4, fault: \"503\" }]"
  )
  return {
    schedule,
    rates: compileRates(faults?.rates, slowDelayMs),
    outages: outages.map((outage, i) => compileOutage(outage, i, slowDelayMs)),
    revokedKeys: new Set(revokedKeys),
    revokeAfter
  }
}

const revoked: Resolved = { _tag: "RevokedKey", name: "401" }

/**
 * The fault for one request, or `undefined`. Pure: the same faults, seed, number, time and key give
 * the same answer.
 * @internal
 */
export const decide = (
  compiled: Compiled,
  seed: number,
  request: { readonly index: number; readonly elapsedMs: number; readonly key: string | undefined }
): Resolved | undefined => {
  if (request.key !== undefined && compiled.revokedKeys.has(request.key)) return revoked
  if (compiled.revokeAfter !== undefined && request.index > compiled.revokeAfter) return revoked
  for (const outage of compiled.outages) {
    const inside = outage._tag === "Requests"
      ? request.index >= outage.from && request.index <= outage.to
      : request.elapsedMs >= outage.startMs && request.elapsedMs < outage.endMs
    if (inside) return outage.fault
  }
  const scheduled = compiled.schedule.get(request.index)
  if (scheduled !== undefined) return scheduled
  if (compiled.rates.length === 0) return undefined
  const draw = Prng.unit(seed, "faults", request.index)
  return compiled.rates.find((r) => draw < r.upTo)?.fault
}

/** The most requests a parsed schedule may name: far more than a test sends, and little memory. */
const maxScheduled = 10_000

const schedulePattern = /^([a-z0-9-]+)@(\d+)(?:-(\d+))?$/

/** @internal */
export const parseSchedule = (text: string, option = "faults"): FaultServer.Faults => {
  if (typeof text !== "string") invalid(option, text, "a schedule such as \"429@1,503@2-4\"")
  const schedule: Array<{ readonly at: number; readonly fault: FaultServer.FaultName }> = []
  for (const raw of text.split(",")) {
    const item = raw.trim()
    if (item.length === 0) continue
    const match = schedulePattern.exec(item)
    const name = match?.[1] as FaultServer.FaultName | undefined
    if (match === null || name === undefined || !names.includes(name)) {
      return invalid(option, item, `items such as "429@1" or "503@2-4" with a fault name (${names.join(", ")})`)
    }
    const from = Number(match[2])
    const to = match[3] === undefined ? from : Number(match[3])
    if (from < 1 || to < from) return invalid(option, item, "request numbers from 1, ranges that do not go down")
    // Each request of a range is an entry of its own: "429@1-100000000" would fill the memory before it failed.
    if (schedule.length + (to - from + 1) > maxScheduled) {
      return invalid(
        option,
        item,
        `at most ${maxScheduled} scheduled requests in all (for a longer run of one fault, use faults.outages: ` +
          `[{ from: ${from}, to: ${to}, fault: "${name}" }])`
      )
    }
    for (let at = from; at <= to; at++) schedule.push({ at, fault: name })
  }
  compile({ schedule }, 0)
  return { schedule }
}
