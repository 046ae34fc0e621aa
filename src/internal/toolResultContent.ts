import type { Success } from "../ToolResult.js"

/**
 * The text of each success the toolkit made: its value is serialised there once, to check that it is JSON, and
 * `toContent` reads that text rather than serialising the value again.
 * @internal
 */
export const contents = new WeakMap<Success, string>()
