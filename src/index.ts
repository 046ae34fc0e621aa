/**
 * @since 0.1.0
 */

/**
 * The failure taxonomy.
 *
 * @since 0.1.0
 */
export * as Failure from "./Failure.js"

/**
 * Unknown errors → tagged failures.
 *
 * @since 0.1.0
 */
export * as Classify from "./Classify.js"

/**
 * Option validation and the error invalid options raise.
 *
 * @since 0.1.0
 */
export * as Options from "./Options.js"

/**
 * A retry budget shared by retry layers.
 *
 * @since 0.1.0
 */
export * as RetryBudget from "./RetryBudget.js"
