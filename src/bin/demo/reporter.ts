/**
 * The live view: one line per event, `<elapsed>  <what>  <detail>`, coloured by kind. Everything
 * the demo shows goes through here, from effects (`emit`) and from the logger (`emitAt`, which is
 * synchronous and gets its time from the log entry).
 */
import { Clock, Effect } from "effect"
import { clip, type Output, pad, type Style, style } from "./output.js"

export type Kind =
  | "server"
  | "step"
  | "attempt"
  | "retry"
  | "answer"
  | "gave-up"
  | "breaker"
  | "tool"
  | "turn"
  | "worker"
  | "note"
  | "debug"

const paint = (s: Style, kind: Kind): (text: string) => string => {
  switch (kind) {
    case "attempt":
      return s.blue
    case "retry":
      return s.yellow
    case "answer":
      return s.green
    case "gave-up":
      return s.red
    case "breaker":
      return s.magenta
    case "tool":
      return s.cyan
    case "turn":
    case "worker":
      return s.bold
    case "step":
      return (t) => s.bold(s.cyan(t))
    default:
      return s.dim
  }
}

export interface Reporter {
  readonly style: Style
  readonly verbose: boolean
  /** The full text in `--verbose`, else cut to fit a line. */
  readonly fit: (text: string, max?: number) => string
  readonly emit: (kind: Kind, text: string) => Effect.Effect<void>
  readonly emitAt: (nowMillis: number, kind: Kind, text: string) => void
  /** A side remark from inside a tool or the store, indented under the current event. */
  readonly note: (text: string) => Effect.Effect<void>
  readonly plain: (text: string) => Effect.Effect<void>
  readonly status: (text: string) => void
  readonly startedAt: number
}

export const make = (output: Output, verbose: boolean): Effect.Effect<Reporter> =>
  Effect.map(Clock.currentTimeMillis, (startedAt) => {
    const s = style(output.color)
    const emitAt = (now: number, kind: Kind, text: string) => {
      const elapsed = `${((now - startedAt) / 1000).toFixed(2)}s`.padStart(7)
      const label = kind === "note" || kind === "debug" ? "" : kind
      output.line(`${s.dim(elapsed)}  ${paint(s, kind)(pad(label, 8))} ${kind === "note" ? s.dim(text) : text}`)
    }
    const emit = (kind: Kind, text: string) => Effect.map(Clock.currentTimeMillis, (now) => emitAt(now, kind, text))
    return {
      style: s,
      verbose,
      fit: (text, max = 110) => verbose ? text : clip(text, max),
      emit,
      emitAt,
      note: (text) => emit("note", `↳ ${text}`),
      plain: (text) => Effect.sync(() => output.line(text)),
      status: output.status,
      startedAt
    }
  })
