import type * as FaultServer from "../../FaultServer.js"
import * as options from "../options.js"
import * as Prng from "./prng.js"

const replyExpected = "a reply such as FaultServer.text(\"Hello!\") or FaultServer.toolCall(\"search\", { q: \"x\" })"

/**
 * Checks one reply. One of another shape (a bare string, `{ text }`) would only fail when the server encodes it, as an
 * HTTP 500 that reads like an injected fault.
 */
const checkReply = (option: string, reply: FaultServer.Reply): FaultServer.Reply => {
  options.object(option, reply, replyExpected)
  if (reply?._tag === "Text" && typeof reply.text === "string") return reply
  if (reply?._tag === "ToolCalls" && Array.isArray(reply.calls)) {
    reply.calls.forEach((call: FaultServer.ToolCall, i) => {
      if (typeof call !== "object" || call === null || typeof call.name !== "string") {
        throw new options.InvalidOptionError(`${option}.calls[${i}]`, call, "a tool call such as { name, arguments }")
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
    toolRounds: options.number("model.toolRounds", opts?.toolRounds ?? 1, { min: 0, integer: true })
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
      return words[Math.floor(next() * words.length)]
    case "integer":
      return 1 + Math.floor(next() * 100)
    case "number":
      return Math.round(next() * 10_000) / 100
    case "boolean":
      return next() < 0.5
    case "array":
      return [valueFor(schema.items, next, depth + 1)]
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

const seededReply = (request: FaultServer.ModelRequest, seed: number, toolRounds: number): FaultServer.Reply => {
  const key = conversationKey(request)
  if (request.tools.length > 0 && request.toolRounds < toolRounds) {
    // Different tools on different rounds, so a demo with several tools sees each of them.
    const first = Prng.below(seed, `tool|${request.lastUserText}`, 0, request.tools.length)
    const tool = request.tools[(first + request.toolRounds) % request.tools.length]
    return {
      _tag: "ToolCalls",
      calls: [{
        name: tool.name,
        arguments: valueFor(tool.parameters, Prng.sequence(seed, `args|${key}`), 0) ?? {},
        id: `call_${Prng.hex(seed, key, request.toolRounds)}`
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
