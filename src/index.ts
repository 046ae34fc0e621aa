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
 * Per-call deadlines that interrupt the call and fail with a `Retryable`.
 *
 * @since 0.1.0
 */
export * as Timeout from "./Timeout.js"

/**
 * Bounded concurrency with a bounded queue; the rest is rejected at once.
 *
 * @since 0.1.0
 */
export * as Bulkhead from "./Bulkhead.js"

/**
 * The retry layer: classify, retry `Retryable`s on a schedule, record attempts.
 *
 * @since 0.1.0
 */
export * as Retry from "./Retry.js"

/**
 * Circuit breakers: closed, open, half-open and isolated, with probes, snapshots and keyed families.
 *
 * @since 0.1.0
 */
export * as CircuitBreaker from "./CircuitBreaker.js"

/**
 * Test helpers: scripted failures and running under `TestClock`.
 *
 * @since 0.1.0
 */
export * as Testing from "./Testing.js"

/**
 * Timeout, retry, budget, breaker and bulkhead composed into one value.
 *
 * @since 0.1.0
 */
export * as Policy from "./Policy.js"

/**
 * Tools: a name, parameters and result as `Schema`s, a handler, a timeout that cancels.
 *
 * @since 0.1.0
 */
export * as Tool from "./Tool.js"

/**
 * Toolkits: run the model's tool calls, turning every failure into a result the model can act on.
 *
 * @since 0.1.0
 */
export * as Toolkit from "./Toolkit.js"

/**
 * Tool results as values: `Success` or `Failure` with a code, and the text the model reads.
 *
 * @since 0.1.0
 */
export * as ToolResult from "./ToolResult.js"

/**
 * Sanitising failure messages before a model reads them: no stack traces, paths, internal addresses or credentials.
 *
 * @since 0.1.0
 */
export * as Sanitize from "./Sanitize.js"

/**
 * Idempotency for side effects: stable keys per tool call and an `IdempotencyStore` (memory, SQLite, Postgres).
 *
 * @since 0.1.0
 */
export * as Idempotency from "./Idempotency.js"

/**
 * One model call over a history: message-level retry, history hygiene, compaction on context overflow.
 *
 * @since 0.1.0
 */
export * as Session from "./Session.js"

/**
 * The agent loop: model → tools → model, with a step limit and a wall-clock budget.
 *
 * @since 0.1.0
 */
export * as Agent from "./Agent.js"

/**
 * Durable turns: states saved as schemas after every step, retries scheduled instead of slept,
 * histories closed cleanly on cancel and failure.
 *
 * @since 0.1.0
 */
export * as Turn from "./Turn.js"

/**
 * Where durable turns live: in memory, SQLite (the embedded default) or PostgreSQL (many workers).
 *
 * @since 0.1.0
 */
export * as TurnStore from "./TurnStore.js"

/**
 * Worker fibers that claim due turns under a lease and run them until they rest.
 *
 * @since 0.1.0
 */
export * as Runner from "./Runner.js"

/**
 * An embedded, fault-injecting model provider: a real HTTP server speaking the OpenAI Responses and
 * Chat Completions APIs, with a scripted or seeded model and faults on a schedule or at seeded rates.
 *
 * @since 0.1.0
 */
export * as FaultServer from "./FaultServer.js"

/**
 * The policy simulator: N clients × M calls against a fault model, every policy running the real
 * retry code in virtual time; and the AWS "Exponential Backoff And Jitter" experiment.
 *
 * @since 0.1.0
 */
export * as Simulate from "./Simulate.js"

/**
 * The library's metrics in one place, and plain snapshots of them; spans and metrics export through
 * `@effect/opentelemetry` as they are.
 *
 * @since 0.1.0
 */
export * as Observability from "./Observability.js"
