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

/**
 * The model interface and the message schemas of a history.
 *
 * @since 0.1.0
 */
export * as Model from "./Model.js"

/**
 * Retry schedules for classified failures: combinators and presets.
 *
 * @since 0.1.0
 */
export * as RetrySchedule from "./RetrySchedule.js"

/**
 * Idempotency for side effects: stable keys per tool call and an `IdempotencyStore` (memory, SQLite, Postgres).
 *
 * @since 0.1.0
 */
export * as Idempotency from "./Idempotency.js"
