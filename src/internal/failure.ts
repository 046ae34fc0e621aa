import * as Duration from "effect/Duration"
import * as Schema from "effect/Schema"

interface Described {
  readonly _tag: string
  readonly reason: string
  readonly status?: number | undefined
}

/** @internal */
export const statusSuffix = (status: number | undefined): string => status === undefined ? "" : ` (HTTP ${status})`

/** @internal */
export const describe = (failure: Described): string =>
  `${failure._tag}${statusSuffix(failure.status)}: ${failure.reason}`

/** @internal */
export const retryAfterSuffix = (retryAfter: Duration.Duration | undefined): string =>
  retryAfter === undefined ? "" : `; retry after ${Duration.format(retryAfter)}`

/** @internal */
export const tokensSuffix = (tokens: number | undefined, limit: number | undefined): string =>
  tokens === undefined && limit === undefined
    ? ""
    : ` (${tokens === undefined ? "?" : tokens} tokens, limit ${limit === undefined ? "?" : limit})`

interface ExhaustedLike {
  readonly layer: string
  readonly attempts: ReadonlyArray<{ readonly attempt: number; readonly failure: Described }>
  readonly last: Described
  readonly stoppedBy?: string | undefined
}

/** @internal */
export const describeExhausted = (self: ExhaustedLike): string => {
  const n = self.attempts.length
  const head = `${self.layer} failed after ${n} attempt${n === 1 ? "" : "s"}`
  const stopped = self.stoppedBy === undefined ? "" : ` (${self.stoppedBy})`
  const list = n === 0
    ? describe(self.last)
    : self.attempts.map((a) => `[${a.attempt}] ${describe(a.failure)}`).join(" ")
  return `${head}${stopped}: ${list}`
}

/** @internal */
export const describeAny = (failure: Described | ExhaustedLike): string =>
  "attempts" in failure ? describeExhausted(failure) : describe(failure as Described)

/**
 * Turns any cause into something `JSON.stringify` accepts and that still says what it was.
 * Total: a cause with throwing getters or cycles still encodes.
 * @internal
 */
export const summarizeCause = (u: unknown): unknown => {
  try {
    if (u === null || typeof u === "string" || typeof u === "number" || typeof u === "boolean") return u
    if (u instanceof Error) {
      const out: Record<string, unknown> = { name: u.name, message: u.message }
      const code = (u as { code?: unknown }).code
      if (typeof code === "string" || typeof code === "number") out.code = code
      const status = (u as { status?: unknown }).status
      if (typeof status === "number") out.status = status
      return out
    }
    if (typeof u === "object") {
      return JSON.parse(JSON.stringify(u, jsonSafeReplacer()))
    }
    return String(u)
  } catch {
    return "<unserializable cause>"
  }
}

const jsonSafeReplacer = () => {
  const seen = new WeakSet<object>()
  return (_key: string, value: unknown) => {
    if (typeof value === "bigint") return value.toString()
    if (typeof value === "function" || typeof value === "symbol") return undefined
    if (typeof value === "object" && value !== null) {
      if (seen.has(value)) return "[Circular]"
      seen.add(value)
    }
    return value
  }
}

/** @internal */
export const CauseSchema: Schema.Schema<unknown> = Schema.transform(Schema.Unknown, Schema.Unknown, {
  strict: true,
  decode: (u) => u,
  encode: summarizeCause
})
