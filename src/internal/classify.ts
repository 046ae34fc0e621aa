import * as Option from "effect/Option"
import * as Failure from "../Failure.js"

/** @internal */
export type HeadersLike =
  | { readonly get: (name: string) => string | null }
  | Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

// Minimal starting point: the full rule tables land with the classifier work.
/** @internal */
export const classify = (u: unknown): Failure.AgentFailure => {
  if (Failure.isAgentFailure(u)) return u
  return new Failure.Fatal({ reason: String(u), cause: u })
}

/** @internal */
export const fromResponse = (
  r: { readonly status: number; readonly headers?: HeadersLike | undefined; readonly body?: unknown }
): Failure.AgentFailure =>
  r.status >= 500 || r.status === 429 || r.status === 408
    ? new Failure.Retryable({ reason: `HTTP ${r.status}`, status: r.status })
    : new Failure.Fatal({ reason: `HTTP ${r.status}`, status: r.status })

/** @internal */
export const fromMessage = (
  m: { readonly stopReason: string; readonly errorMessage?: string | undefined }
): Option.Option<Failure.AgentFailure> =>
  m.stopReason !== "error" ? Option.none() : Option.some(classify(m.errorMessage ?? ""))

/** @internal */
export const statusOf = (u: unknown): number | undefined => {
  if (typeof u === "object" && u !== null && "status" in u && typeof u.status === "number") return u.status
  return undefined
}
