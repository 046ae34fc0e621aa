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
