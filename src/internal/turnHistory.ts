import * as Context from "effect/Context"
import * as Model from "../Model.js"
import { InvalidOptionError, object } from "./options.js"

/** @internal */
export interface Templates {
  readonly unfinishedTool: string
  readonly cancelled: string
  readonly failed: string
  readonly budgetExceeded: string
}

/** @internal */
export const defaultTemplates: Templates = {
  unfinishedTool: "Tool {toolName} did not finish: {reason}",
  cancelled: "The turn was cancelled: {reason}",
  failed: "The turn failed: {reason}",
  budgetExceeded: "The turn stopped: {reason}"
}

/** @internal */
export class CurrentTemplates extends Context.Reference<CurrentTemplates>()("effect-resilience/Turn/Templates", {
  defaultValue: (): Templates => defaultTemplates
}) {}

/** @internal */
export const templates = (options: Partial<Templates>): Templates => {
  // `object` names an Effect given as the templates, which read field by field blamed a template named "_op"
  if (object("templates", options, "an object of template strings") === undefined) {
    throw new InvalidOptionError("templates", options, "an object of template strings")
  }
  for (const [name, value] of Object.entries(options)) {
    if (!(name in defaultTemplates)) {
      throw new InvalidOptionError(`templates.${name}`, name, Object.keys(defaultTemplates).join(", "))
    }
    if (value !== undefined && typeof value !== "string") {
      throw new InvalidOptionError(`templates.${name}`, value, "a string with {placeholders}")
    }
  }
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined))
  return { ...defaultTemplates, ...defined }
}

/**
 * The `unfinishedTool` template of `closeToolCalls`'s templates, checked as `withTemplates` checks them: `{}` (or
 * templates without it) would otherwise fail with a TypeError reading 'replace' once a call has to be closed.
 * @internal
 */
export const unfinishedToolTemplate = (given: Templates): string => {
  templates(given)
  if (typeof given.unfinishedTool !== "string") {
    throw new InvalidOptionError(
      "templates.unfinishedTool",
      given.unfinishedTool,
      "a string with {placeholders} (or leave templates out for Turn.defaultTemplates)"
    )
  }
  return given.unfinishedTool
}

/**
 * Replaces `{name}` with `vars.name`; unknown placeholders stay as written, so a typo shows in the output.
 * @internal
 */
export const render = (template: string, vars: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => Object.hasOwn(vars, name) ? vars[name] : whole)

/**
 * Walks a history as providers pair it: a tool message answers an open call of the assistant message before it (only
 * other results between them), one result a call. `result` hears whether each tool message answered a call; `close`
 * the calls left open when another message (or the end) follows; `message` every message, in order.
 * @internal
 */
export const pairResults = (history: Model.History, on: {
  readonly result?: (message: Model.ToolMessage, index: number, answered: boolean) => void
  readonly close?: (calls: ReadonlyArray<Model.ToolCall>) => void
  readonly message?: (message: Model.Message) => void
}): void => {
  let open: Array<Model.ToolCall> = []
  const close = () => {
    if (open.length > 0) on.close?.(open)
    open = []
  }
  history.forEach((message, index) => {
    if (message._tag === "ToolMessage") {
      const i = open.findIndex((call) => call.id === message.toolCallId)
      if (i >= 0) open.splice(i, 1)
      on.result?.(message, index, i >= 0)
    } else {
      close()
    }
    on.message?.(message)
    if (message._tag === "AssistantMessage") open = [...message.toolCalls]
  })
  close()
}

/**
 * The reason a tool message closing a call gives: the same for every call, or one for each.
 * @internal
 */
export type ToolReason = string | ((call: Model.ToolCall) => string)

/**
 * Gives every tool call without a result a tool message saying it did not finish, placed after the
 * results its assistant message did get, so that no provider sees a dangling call.
 * @internal
 */
export const closeToolCalls = (history: Model.History, reason: ToolReason, template: string): Model.History => {
  const out: Array<Model.Message> = []
  pairResults(history, {
    close: (calls) => {
      for (const call of calls) out.push(closingMessage(call, reason, template))
    },
    message: (message) => out.push(message)
  })
  return out
}

/**
 * The tool message closing `call`, which got no result: `template` with its name, id and reason.
 * @internal
 */
export const closingMessage = (call: Model.ToolCall, reason: ToolReason, template: string): Model.ToolMessage =>
  new Model.ToolMessage({
    toolCallId: call.id,
    toolName: call.name,
    content: render(template, {
      toolName: call.name,
      toolCallId: call.id,
      reason: typeof reason === "string" ? reason : reason(call)
    }),
    isError: true
  })

/**
 * What a tool message closing a call without a result adds to its reason: the call may still be running in a worker
 * (which finds the turn changed only at its next renewal or save), or have been cut off with its idempotency claim kept
 * as unknown, so it must not read as not having run.
 * @internal
 */
export const MAY_HAVE_RUN = "it may have run, so whether its effect happened is unknown. Check before calling it again"

/**
 * What a tool message closing a call that no run had started (its handler had not begun: queued behind others, or its
 * arguments still being checked) adds to its reason. Told that it may have run, the model spent a step checking for an
 * effect that cannot have happened, or held back from calling it again.
 * @internal
 */
export const DID_NOT_RUN =
  "it had not started, so it did not run and its effect did not happen; it is safe to call it again"

/**
 * The reason of each call a stopped step left without a result: `why` it was stopped, and whether the call may have run
 * (one of `notStarted`, the `ToolCall`s of the step's assistant message that no run started, did not).
 * @internal
 */
export const cutOffReason = (why: string, notStarted: ReadonlyArray<Model.ToolCall>): ToolReason => (call) =>
  `${why}; ${notStarted.includes(call) ? DID_NOT_RUN : MAY_HAVE_RUN}`

/**
 * Closes a turn that ends without an answer: unfinished tool calls get their messages, then a note
 * from the assistant says why the turn ended (the next model call reads a coherent history).
 * `toolReason` (default `reason`): the reason the tool messages give, when they must say more.
 * @internal
 */
export const closeHistory = (
  history: Model.History,
  reason: string,
  templates: Templates,
  note: "cancelled" | "failed" | "budgetExceeded",
  toolReason: ToolReason = reason
): Model.History => [
  ...closeToolCalls(history, toolReason, templates.unfinishedTool),
  new Model.AssistantMessage({
    content: render(templates[note], { reason }),
    toolCalls: [],
    stopReason: "other"
  })
]
