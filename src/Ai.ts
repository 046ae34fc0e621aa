/**
 * The `@effect/ai` integration, as the `effect-resilience/ai` entry point. It imports
 * `@effect/ai` (an optional peer dependency), so the main entry point does not re-export it.
 *
 * @since 0.1.0
 */

/**
 * `@effect/ai` language models behind a `Policy`, and as this library's `Model`.
 *
 * @since 0.1.0
 */
export * as AiModel from "./AiModel.js"

/**
 * `@effect/ai` toolkits run with this library's tool semantics.
 *
 * @since 0.1.0
 */
export * as AiToolkit from "./AiToolkit.js"
