/**
 * Validation of constructor options. Every constructor of this library checks its options when
 * it is called, not when the effect runs, and fails with an {@link InvalidOptionError} whose
 * message names the option, the value it got and what it expected.
 *
 * @since 0.1.0
 */
import * as internal from "./internal/options.js"

/**
 * Thrown at construction time for an invalid option.
 *
 * @example
 * ```ts
 * import { Options, RetrySchedule } from "effect-resilience"
 *
 * try {
 *   RetrySchedule.exponential("-1 second")
 * } catch (e) {
 *   console.log((e as Options.InvalidOptionError).option) // "base"
 * }
 * ```
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidOptionError: typeof internal.InvalidOptionError = internal.InvalidOptionError

/**
 * @since 0.1.0
 * @category errors
 */
export type InvalidOptionError = internal.InvalidOptionError

/**
 * Checks a duration option: a valid `DurationInput` that is finite (unless `allowInfinite`) and not
 * negative. Returns the decoded `Duration`.
 *
 * @since 0.1.0
 * @category validation
 */
export const duration = internal.duration

/**
 * Checks a number option against bounds.
 *
 * @since 0.1.0
 * @category validation
 */
export const number = internal.number
