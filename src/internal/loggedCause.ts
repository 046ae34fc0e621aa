// What the library's log lines give of a failure or a defect (a tool's handler that died, a store's error, a callback
// that threw): what an operator needs to find the fault, without the credentials it quotes.

import * as Cause from "effect/Cause"
import { jsonSafeReplacer } from "./failure.js"
import { withoutCredentials } from "./sanitize.js"

/** Where Effect keeps the span an error was made in: its loggers print that span's frames after the error's. */
const SPAN = Symbol.for("effect/SpanAnnotation")

/** Causes followed: Effect's loggers print every `cause` of an error, and a cycle must not loop. */
const MAX_DEPTH = 8

/**
 * The head of `stack` that the error's message ends (V8 writes `${name}: ${message}` and then the frames; a `name`
 * a class field sets is written as "Error"), or -1 when the stack does not start with it.
 */
const headEnd = (stack: string, message: string): number => {
  const at = stack.indexOf(message)
  return at >= 0 && !stack.slice(0, at).includes("\n") ? at + message.length : -1
}

/**
 * The error's stack with the message it starts with redacted as the message is (a message of many lines is printed
 * again by the stack, and Effect's loggers print the stack's lines after the first), and the frames read apart.
 */
const stackOf = (stack: unknown, message: string, redacted: string): string | undefined => {
  if (typeof stack !== "string") return undefined
  const end = headEnd(stack, message)
  return end < 0
    ? withoutCredentials(stack)
    : stack.slice(0, end - message.length) + redacted + withoutCredentials(stack.slice(end))
}

/** What Effect's loggers print of a value that is no error: itself when it is a string, else its text or JSON. */
const textOf = (u: object): string => {
  const own = (u as { readonly toString?: unknown }).toString
  if (typeof own === "function" && own !== Object.prototype.toString && own !== Array.prototype.toString) {
    return String(own.call(u))
  }
  return JSON.stringify(u, jsonSafeReplacer()) ?? String(u)
}

/**
 * A copy of an error, as Effect's loggers print it: its name, its message and stack (the frames, where it was thrown),
 * its causes, and its fields that are text or numbers (`code`, `errno`, `status`), each without the credentials it
 * quotes. Fields that hold objects (a request with its `authorization` header) are left out: `Logger.pretty` prints an
 * error's fields whole. The error itself is not changed: it is what the caller, or the model's message, is made of.
 */
const copyOf = (error: Error, depth: number): Error => {
  const message = String(error.message)
  const redacted = withoutCredentials(message)
  const inner = (error as { readonly cause?: unknown }).cause
  const copy = new Error(
    redacted,
    inner !== undefined && depth < MAX_DEPTH ? { cause: logged(inner, depth + 1) } : undefined
  )
  copy.name = String(error.name)
  // none when the error has none: Effect prints its head alone, as it would the error's
  Object.assign(copy, { stack: stackOf(error.stack, message, redacted) })
  for (const key of Object.keys(error)) {
    if (key === "name" || key === "message" || key === "stack" || key === "cause") continue
    const value = (error as unknown as Record<string, unknown>)[key]
    if (typeof value === "string") Object.assign(copy, { [key]: withoutCredentials(value) })
    else if (typeof value === "number" || typeof value === "boolean") Object.assign(copy, { [key]: value })
  }
  if (SPAN in error) Object.assign(copy, { [SPAN]: error[SPAN] })
  return copy
}

/** `u` as a log line may print it: an error copied without its credentials, any other value as redacted text. */
const logged = (u: unknown, depth: number): unknown => {
  try {
    if (typeof u === "string") return withoutCredentials(u)
    if (u instanceof Error) return copyOf(u, depth)
    if (typeof u === "object" && u !== null) return withoutCredentials(textOf(u))
    return u
  } catch {
    // a getter or a toString that throws: a log line must not fail its caller
    return "<an error that could not be read>"
  }
}

/**
 * `cause` as the library's log lines give it to the loggers (for `Cause.pretty`, the span event a tracer makes of the
 * line, or a logger of your own): each failure and defect with its type, message, stack and causes, without the
 * credentials they quote, as the retry and compaction lines quote a failure's reason. Only called where a line is
 * written.
 * @internal
 */
export const loggedCause = (cause: Cause.Cause<unknown>): Cause.Cause<unknown> =>
  Cause.match(cause, {
    onEmpty: Cause.empty,
    onFail: (error) => Cause.fail(logged(error, 0)),
    onDie: (defect) => Cause.die(logged(defect, 0)),
    onInterrupt: Cause.interrupt,
    onSequential: Cause.sequential,
    onParallel: Cause.parallel
  })

/** An error given to a log line as a failure, for `Cause.pretty`'s text of it: see `loggedCause`. @internal */
export const loggedFailure = (error: unknown): Cause.Cause<unknown> => Cause.fail(logged(error, 0))

/**
 * A value a log line prints beside its words (what a callback returned in place of a boolean): a string or another
 * value's text without the credentials it quotes, an error as `loggedCause` copies it. @internal
 */
export const loggedValue = (u: unknown): unknown => logged(u, 0)
