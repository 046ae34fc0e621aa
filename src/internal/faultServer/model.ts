import type * as FaultServer from "../../FaultServer.js"
import * as options from "../options.js"
import * as Prng from "./prng.js"

const replyExpected = "a reply such as FaultServer.text(\"Hello!\") or FaultServer.toolCall(\"search\", { q: \"x\" })"

const callKeys: ReadonlyArray<keyof FaultServer.ToolCall> = ["name", "arguments", "id"]

/**
 * Checks one reply. One of another shape (a bare string, `{ text }`) would only fail when the server encodes it, as an
 * HTTP 500 that reads like an injected fault.
 */
const checkReply = (option: string, reply: FaultServer.Reply): FaultServer.Reply => {
  options.object(option, reply, replyExpected)
  if (reply?._tag === "Text" && typeof reply.text === "string") return reply
  if (reply?._tag === "ToolCalls" && Array.isArray(reply.calls)) {
    // none went out as finish_reason "tool_calls" with no tool call (a Responses output of nothing): no provider sends it
    if (reply.calls.length === 0) {
      throw new options.InvalidOptionError(`${option}.calls`, reply.calls, "at least one tool call")
    }
    reply.calls.forEach((call: FaultServer.ToolCall, i) => {
      if (typeof call !== "object" || call === null || typeof call.name !== "string") {
        throw new options.InvalidOptionError(`${option}.calls[${i}]`, call, "a tool call such as { name, arguments }")
      }
      // `{ name, args }` (toolCall's parameter name) sent every call with the arguments {}
      options.knownKeys(`${option}.calls[${i}]`, call, callKeys)
      if (call.name === "") {
        throw new options.InvalidOptionError(
          `${option}.calls[${i}].name`,
          call.name,
          "a tool name (a non-empty string)"
        )
      }
      // null was read as left out (an id of the server's making), a number went out as the SDK's tool call id
      if (call.id !== undefined && (typeof call.id !== "string" || call.id === "")) {
        throw new options.InvalidOptionError(`${option}.calls[${i}].id`, call.id, "an id (a non-empty string) or none")
      }
    })
    return reply
  }
  throw new options.InvalidOptionError(option, reply, replyExpected)
}

/** @internal */
export const scripted = (replies: ReadonlyArray<FaultServer.Reply>): FaultServer.Behaviour => {
  if (!Array.isArray(replies) || replies.length === 0) {
    throw new options.InvalidOptionError("model.replies", replies, "at least one reply")
  }
  replies.forEach((reply, i) => checkReply(`model.replies[${i}]`, reply))
  return { _tag: "Scripted", replies }
}

/** @internal */
export const seeded = (opts?: { readonly toolRounds?: number | undefined }): FaultServer.Behaviour => {
  // `seeded(2)` read field by field has no toolRounds, and would quietly keep the default of 1.
  options.object("model", opts, "seeded's options, an object such as { toolRounds: 2 }")
  return {
    _tag: "Seeded",
    toolRounds: options.number("model.toolRounds", options.given(opts?.toolRounds, 1), { min: 0, integer: true })
  }
}

/** @internal */
export const custom = (
  reply: (request: FaultServer.ModelRequest, index: number) => FaultServer.Reply
): FaultServer.Behaviour => {
  if (typeof reply !== "function") throw new options.InvalidOptionError("model.reply", reply, "a function")
  return { _tag: "Custom", reply }
}

const behaviourExpected = "a behaviour: FaultServer.scripted([…]), FaultServer.seeded() or FaultServer.custom(…)"

/**
 * Checks `make`'s `model`. Anything but a behaviour (`"seeded"`, a lone reply) would make every request an HTTP 500
 * `server_error`, exactly what an injected `"500"` sends, so a test of the caller's retries could pass for the wrong
 * reason. A behaviour written out by hand is checked as its constructor checks it.
 * @internal
 */
export const check = (behaviour: FaultServer.Behaviour): FaultServer.Behaviour => {
  options.object("model", behaviour, behaviourExpected)
  const tag: unknown = behaviour?._tag
  switch (tag) {
    case "Scripted":
      return scripted((behaviour as { readonly replies: ReadonlyArray<FaultServer.Reply> }).replies)
    case "Seeded":
      return seeded(behaviour as { readonly toolRounds: number })
    case "Custom":
      return custom((behaviour as { readonly reply: Parameters<typeof custom>[0] }).reply)
    case "Text":
    case "ToolCalls":
      throw new options.InvalidOptionError(
        "model",
        behaviour,
        `${behaviourExpected}, not a reply (wrap it: FaultServer.scripted([reply]))`
      )
  }
  throw new options.InvalidOptionError("model", behaviour, behaviourExpected)
}

const words = ["amber", "birch", "cedar", "delta", "ember", "fjord", "grove", "harbor", "iris", "juniper"]

type Json = Readonly<Record<string, unknown>>
const isRecord = (u: unknown): u is Json => typeof u === "object" && u !== null && !Array.isArray(u)

const finite = (u: unknown): number | undefined => typeof u === "number" && Number.isFinite(u) ? u : undefined

/** The smallest whole multiple of `step` (`2.5` → 5), for an integer that must be one. */
const integerMultiple = (step: number): number => {
  for (let k = 1; k <= 1000; k++) {
    const multiple = step * k
    if (Math.abs(multiple - Math.round(multiple)) < 1e-9) return Math.round(multiple)
  }
  return Math.max(1, Math.round(step))
}

/**
 * A number that fits the schema's bounds (`minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`).
 * Without bounds the draws are those the server always made (integers in [1, 100], numbers in [0, 100] to the
 * hundredth), so a seed keeps its replies; with them, a tool whose parameters say `between(1, 5)` gets a value it
 * accepts rather than an argument error the model never makes.
 */
const numberFor = (schema: Json, integer: boolean, next: () => number): number | null => {
  const min = finite(schema.minimum)
  const max = finite(schema.maximum)
  const exMin = finite(schema.exclusiveMinimum)
  const exMax = finite(schema.exclusiveMaximum)
  const step = finite(schema.multipleOf)
  if ([min, max, exMin, exMax, step].every((b) => b === undefined)) {
    return integer ? 1 + Math.floor(next() * 100) : Math.round(next() * 10_000) / 100
  }
  const grain = step !== undefined && step > 0 ? (integer ? integerMultiple(step) : step) : integer ? 1 : 0.01
  // The multiples of the grain allowed, k * grain for k in [atLeast, atMost]; the tolerance keeps a bound that binary
  // noise puts a hair off its multiple (0.3 / 0.1 = 2.9999999999999996) from excluding it.
  const atLeast = Math.max(
    min === undefined ? -Infinity : Math.ceil(min / grain - 1e-9),
    exMin === undefined ? -Infinity : Math.floor(exMin / grain + 1e-9) + 1
  )
  const atMost = Math.min(
    max === undefined ? Infinity : Math.floor(max / grain + 1e-9),
    exMax === undefined ? Infinity : Math.ceil(exMax / grain - 1e-9) - 1
  )
  const span = Math.round(100 / grain)
  const first = Number.isFinite(atLeast)
    ? atLeast
    : Number.isFinite(atMost)
    ? atMost - span
    : Math.ceil((integer ? 1 : 0) / grain)
  const count = (Number.isFinite(atMost) ? atMost : first + span) - first + 1
  const fits = (n: number) =>
    (min === undefined || n >= min) && (max === undefined || n <= max) &&
    (exMin === undefined || n > exMin) && (exMax === undefined || n < exMax)
  if (count >= 1) {
    // multiples of 0.01 or 0.1 carry binary noise (0.07 * 3): rounded to the grain's decimals
    const value = Number(((first + Math.floor(next() * Math.min(count, 1e9))) * grain).toFixed(decimalsOf(grain)))
    if (fits(value)) return value
  }
  // A number with no multipleOf fits any value between its bounds, not only hundredths: `exclusiveMinimum: 0,
  // exclusiveMaximum: 0.01` gets 0.005. Bounds no value fits (`minimum: 5, maximum: 1`; an integer or a multiple
  // between `1` and `1.5`, `multipleOf: 2`) get null, an argument the tool refuses.
  if (integer || (step !== undefined && step > 0)) return null
  const low = Math.max(min ?? -Infinity, exMin ?? -Infinity)
  const high = Math.min(max ?? Infinity, exMax ?? Infinity)
  const middle = low === high ? low : (low + high) / 2
  return Number.isFinite(middle) && fits(middle) ? middle : null
}

/** The decimals a multiple of `grain` has: 2 for 0.01, 7 for 1e-7 (whose text has no point). */
const decimalsOf = (grain: number): number => {
  const [mantissa, exponent] = String(grain).split("e-")
  return Math.min(20, (mantissa.split(".")[1] ?? "").length + Number(exponent ?? 0))
}

/** The longest string a seeded reply draws. */
const MAX_STRING = 100_000

/** A string of the schema's `format` (the common ones) and length bounds; `pattern` is not honoured. */
const stringFor = (schema: Json, next: () => number): string => {
  const word = words[Math.floor(next() * words.length)]
  const base = (() => {
    switch (schema.format) {
      case "uuid": {
        const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join("")
        return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`
      }
      case "date-time":
      case "date": {
        const instant = new Date(Date.UTC(2024, 0, 1 + Math.floor(next() * 365))).toISOString()
        return schema.format === "date" ? instant.slice(0, 10) : instant
      }
      case "email":
        return `${word}@example.com`
      case "uri":
      case "url":
        return `https://example.com/${word}`
      default:
        return word
    }
  })()
  const minLength = finite(schema.minLength) ?? 0
  const maxLength = finite(schema.maxLength) ?? Infinity
  // grown by whole words at once, up to a length a reply can carry (a `minLength` of 1e8 looped for millions of steps)
  const wanted = Math.min(minLength, MAX_STRING)
  const out = base.length >= wanted
    ? base
    : base + `-${word}`.repeat(Math.ceil((wanted - base.length) / (word.length + 1)))
  return out.length > maxLength ? out.slice(0, Math.max(wanted, maxLength)) : out
}

/** A value that fits a JSON schema, drawn from `next`; unknown schemas give `null`. */
const valueFor = (schema: unknown, next: () => number, depth: number): unknown => {
  if (!isRecord(schema) || depth > 4) return null
  if ("const" in schema) return schema.const
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[Math.floor(next() * schema.enum.length)]
  const alternatives = schema.anyOf ?? schema.oneOf
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    return valueFor(alternatives.find((a) => !(isRecord(a) && a.type === "null")) ?? alternatives[0], next, depth + 1)
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type
  switch (type) {
    case "string":
      return stringFor(schema, next)
    case "integer":
      return numberFor(schema, true, next)
    case "number":
      return numberFor(schema, false, next)
    case "boolean":
      return next() < 0.5
    case "array": {
      // a tuple (draft-07's `items` as a list, or `prefixItems`): one value per position
      const tuple = Array.isArray(schema.prefixItems)
        ? schema.prefixItems
        : Array.isArray(schema.items)
        ? schema.items
        : undefined
      if (tuple !== undefined) return tuple.map((item) => valueFor(item, next, depth + 1))
      // at least minItems (a list of 20 gets 20), within reason: a bound of millions would be a reply of millions
      const length = Math.min(Math.max(1, finite(schema.minItems) ?? 1), finite(schema.maxItems) ?? Infinity, 10_000)
      return Array.from({ length }, () => valueFor(schema.items, next, depth + 1))
    }
    case "object":
    default: {
      if (!isRecord(schema.properties)) return type === "object" ? {} : null
      const out: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(schema.properties)) out[key] = valueFor(property, next, depth + 1)
      return out
    }
  }
}

const truncate = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`)

/** The conversation, as far as replies depend on it: the same conversation gives the same draws. */
const conversationKey = (request: FaultServer.ModelRequest): string =>
  `${request.lastUserText}|${request.toolRounds}|${request.toolResults.map((r) => r.output).join("|")}`

/**
 * The tool a seeded reply calls, keeping to `tool_choice`: none under `"none"`, the one named (its schema if offered),
 * one under `"required"` whatever the rounds so far, one of those allowed (`allowed_tools`), as a real model does when
 * told. A seeded model that called a tool when told not to, or answered in text when forced, passed a caller's test that
 * a real provider would fail.
 */
const toolToCall = (
  request: FaultServer.ModelRequest,
  seed: number,
  toolRounds: number
): FaultServer.ModelRequest["tools"][number] | undefined => {
  const choice = request.toolChoice
  if (choice === "none") return undefined
  if (typeof choice === "object" && "tool" in choice) {
    return request.tools.find((t) => t.name === choice.tool) ?? { name: choice.tool, parameters: undefined }
  }
  const tools = typeof choice === "object"
    ? request.tools.filter((t) => choice.allowed.includes(t.name))
    : request.tools
  const required = typeof choice === "object" ? choice.mode === "required" : choice === "required"
  if (tools.length === 0 || (!required && request.toolRounds >= toolRounds)) return undefined
  // Different tools on different rounds, so a demo with several tools sees each of them.
  const first = Prng.below(seed, `tool|${request.lastUserText}`, 0, tools.length)
  return tools[(first + request.toolRounds) % tools.length]
}

const seededReply = (request: FaultServer.ModelRequest, seed: number, toolRounds: number): FaultServer.Reply => {
  const key = conversationKey(request)
  const tool = toolToCall(request, seed, toolRounds)
  if (tool !== undefined) {
    return {
      _tag: "ToolCalls",
      calls: [{
        name: tool.name,
        arguments: valueFor(tool.parameters, Prng.sequence(seed, `args|${key}`), 0) ?? {},
        // the id each provider's calls have: Anthropic's `toolu_…`, OpenAI's `call_…`
        id: `${request.api === "messages" ? "toolu" : "call"}_${Prng.hex(seed, key, request.toolRounds)}`
      }]
    }
  }
  if (request.toolResults.length > 0) {
    const results = request.toolResults.map((r) => `${r.name ?? r.callId} returned ${truncate(r.output, 200)}`)
    return { _tag: "Text", text: `Done. ${results.join("; ")}.` }
  }
  const openers = ["Sure.", "Certainly.", "Here you go.", "Got it."]
  const opener = openers[Prng.below(seed, `text|${key}`, 0, openers.length)]
  return { _tag: "Text", text: `${opener} You said: "${truncate(request.lastUserText, 80)}".` }
}

/** The reply to a request; `index` counts the replies sent whole before it (see server.ts's `takeReply`). @internal */
export const reply = (
  behaviour: FaultServer.Behaviour,
  seed: number,
  request: FaultServer.ModelRequest,
  index: number
): FaultServer.Reply => {
  switch (behaviour._tag) {
    case "Scripted":
      return behaviour.replies[Math.min(index, behaviour.replies.length - 1)]
    case "Seeded":
      return seededReply(request, seed, behaviour.toolRounds)
    case "Custom":
      // checked here, where it is made: a reply of another shape would fail only while its response is encoded, and
      // the 500 the client got would count as a reply sent whole (it throws, as a reply that throws does)
      return checkReply("custom reply", behaviour.reply(request, index))
  }
}
