/**
 * What the model reads when a tool fails. A message factory (per tool, per toolkit, or the
 * default) turns a failure into the text of a `ToolResult.Failure`; the default removes stack
 * traces, file paths, internal addresses and credentials, and truncates long messages.
 *
 * The sanitiser is linear in its input: the input is capped first (8 KiB), and no pattern can
 * backtrack catastrophically.
 *
 * @since 0.1.0
 */
import { knownKeys, object as objectOption } from "./internal/options.js"
import * as internal from "./internal/sanitize.js"
import * as Options from "./Options.js"
import type * as ToolResult from "./ToolResult.js"

/**
 * What a message factory is given.
 *
 * @since 0.1.0
 * @category models
 */
export interface MessageInput {
  readonly code: ToolResult.Code
  /** The tool's name (for `UNKNOWN_TOOL`, the name the model asked for). */
  readonly tool: string
  readonly callId: string
  /**
   * The library's message for this failure, written for a model but not yet sanitised. Of the toolkit's
   * input, `defaultMessage` and `make`'s factories sanitise only the text that came from outside (a
   * handler's failure reason, the JSON parser's error); `sanitize(message)` sanitises all of it, the
   * tool's name and the parameters' paths included.
   */
  readonly message: string
  /**
   * What caused the failure: the classified `Failure` for handler errors, the `ParseError` or JSON
   * `SyntaxError` for `INVALID_ARGUMENTS`, the defect for `INTERNAL`, `undefined` otherwise.
   */
  readonly cause: unknown
}

/**
 * Decides the text the model reads for a failure. The error code is always kept beside it.
 *
 * @since 0.1.0
 * @category models
 */
export type MessageFactory = (input: MessageInput) => string

/**
 * Removes stack traces (also squeezed into one line), file paths, internal addresses (private IPv4
 * and IPv6 ranges, `localhost:port`, `*.internal`, `*.local`, `*.svc.cluster.local`, single-label hosts
 * in URLs, not an `s3://` or `gs://` bucket, and where network errors and drivers name the host), credentials (`sk-…` and `sk-ant-…` keys, `ya29.…`, `hf_…`,
 * bearer tokens and other `Authorization` credentials, cookies, AWS keys, JWTs, PEM and PGP private keys, passwords in
 * URLs and on command lines, connection strings (Azure's `AccountKey=…`, a SAS token's `sig=…`), `api_key=…`
 * and other labelled secrets, long random tokens) and truncates
 * the result to `maxLength` characters (500 by default), never through a character (an emoji's two UTF-16 units stay
 * together; half of one in the text is replaced with U+FFFD, since a request holding it is not valid JSON to some APIs).
 *
 * @example
 * ```ts
 * import { Sanitize } from "effect-resilience"
 *
 * Sanitize.sanitize("connect ECONNREFUSED 10.0.3.7:5432 (postgres://app:hunter2@db.internal/app)")
 * // "connect ECONNREFUSED [internal address] ([connection string])"
 * ```
 *
 * @since 0.1.0
 * @category sanitising
 */
export const sanitize = (text: string, options?: { readonly maxLength?: number | undefined }): string =>
  internal.sanitize(text, maxLengthOf(options))

/**
 * The limit `options` ask for. `sanitize(text, 100)` read as no options kept the 500-character limit without a word,
 * so the options themselves are checked first.
 */
const maxLengthOf = (raw: { readonly maxLength?: number | undefined } | undefined): number => {
  const options = objectOption("options", raw, "an object such as { maxLength: 100 }")
  // a misspelt `maxLenght: 100` kept the 500-character limit
  if (options !== undefined) knownKeys("", options, ["maxLength"])
  return options?.maxLength === undefined
    ? internal.DEFAULT_MAX_LENGTH
    : Options.number("maxLength", options.maxLength, { min: 20, integer: true })
}

/**
 * A message factory that sanitises the library's message with the given `maxLength` (500 by default). Given
 * the input a toolkit built, it sanitises only the text in it that came from outside (a handler's failure
 * reason, the JSON parser's error) and keeps the tool's name, the parameters' paths and what they expected
 * as written: the model needs them to correct its call, and names such as `page_token` or
 * `search_orders_v2_archive` would read as secrets. Any other input's message is sanitised whole. Invalid
 * options throw an `InvalidOptionError` when it is called, naming `maxLength`, or `options` when they are not an
 * object (`make(100)`).
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (options?: { readonly maxLength?: number | undefined }): MessageFactory => {
  const maxLength = maxLengthOf(options)
  return (input) => internal.sanitizeMessage(input, maxLength)
}

/**
 * The default message factory: {@link sanitize} with a 500-character limit.
 *
 * @since 0.1.0
 * @category constructors
 */
export const defaultMessage: MessageFactory = make()
