/**
 * Turns whatever a model or tool call throws into an {@link Failure.AgentFailure}.
 *
 * The default classifier is total (it never throws, whatever it is given) and follows the
 * decision order of DESIGN.md: already classified → user abort → context overflow → permanent
 * markers → status table → provider codes → network errors → programming errors → `Fatal`,
 * then `x-should-retry` adjusts the result.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Option from "effect/Option"
import * as Failure from "./Failure.js"
import * as internal from "./internal/classify.js"
import { dualChecked, InvalidOptionError, made } from "./internal/options.js"

/**
 * Headers as a `Headers` object or a plain record (values may be arrays, as in Node).
 *
 * @since 0.1.0
 * @category models
 */
export type HeadersLike = internal.HeadersLike

/**
 * Classifies any value. Total: never throws, linear in the size of its input.
 *
 * @example
 * ```ts
 * import { Classify } from "effect-resilience"
 *
 * const failure = Classify.classify(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))
 * console.log(failure._tag) // "Retryable"
 * ```
 *
 * @since 0.1.0
 * @category classification
 */
export const classify: (u: unknown) => Failure.AgentFailure = internal.classify

/**
 * Classifies an HTTP response: its status, headers (`retry-after`, `x-should-retry`, …) and body
 * (a string or parsed JSON).
 *
 * A `retry-after` given as an HTTP date is measured against the response's own `date` header (the
 * server's clock, so local clock skew does not matter), or against `now` (epoch milliseconds, e.g. from
 * `Clock.currentTimeMillis`) when the response has no `date`. With neither, a date gives no hint:
 * classification stays pure and never reads the wall clock (a retry layer places such a date by its `Clock`).
 *
 * @example
 * ```ts
 * import { Classify } from "effect-resilience"
 *
 * const failure = Classify.fromResponse({
 *   status: 429,
 *   headers: { "retry-after": "3" },
 *   body: { error: { type: "rate_limit_error", message: "Rate limited" } }
 * })
 * console.log(failure._tag) // "Retryable"
 * ```
 *
 * @since 0.1.0
 * @category classification
 */
export const fromResponse: (
  response: {
    readonly status: number
    readonly headers?: HeadersLike | undefined
    readonly body?: unknown
  },
  now?: number | undefined
) => Failure.AgentFailure = internal.fromResponse

/**
 * Classifies an assistant message: `None` unless `stopReason === "error"`. An error message that
 * is empty means the stream dropped, which is `Retryable`.
 *
 * @example
 * ```ts
 * import { Classify } from "effect-resilience"
 *
 * Classify.fromMessage({ stopReason: "error", errorMessage: "" }) // Some(Retryable): the stream dropped
 * Classify.fromMessage({ stopReason: "error", errorMessage: "prompt is too long: 210000 tokens > 200000 maximum" }) // Some(ContextOverflow)
 * Classify.fromMessage({ stopReason: "stop" }) // None
 * ```
 *
 * @since 0.1.0
 * @category classification
 */
export const fromMessage: (message: {
  readonly stopReason: string
  readonly errorMessage?: string | undefined
}) => Option.Option<Failure.AgentFailure> = internal.fromMessage

/**
 * A rule put in front of the defaults: return a failure to decide, or `undefined` to let the
 * next rule (and finally the defaults) decide.
 *
 * A failure is one of `Failure.Retryable`, `Fatal`, `Permanent` or `ContextOverflow` (or one that
 * went through JSON: what `Failure.isAgentFailure` recognises). Anything else a rule returns —
 * `null`, `"retry"`, `{ _tag: "Permanent" }` without a `reason` — is no decision either, as a rule
 * that throws is skipped: the classifier stays total and always gives a failure a retry layer can
 * read. Rules themselves are checked when the classifier is made (see {@link make}).
 *
 * @since 0.1.0
 * @category models
 */
export type Rule = (u: unknown) => Failure.AgentFailure | undefined

/**
 * The classifier that retry layers read.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClassifierService {
  readonly classify: (u: unknown) => Failure.AgentFailure
}

/**
 * The `Classifier` service. A `Context.Reference`: without a layer, retry layers use the default
 * classifier.
 *
 * @since 0.1.0
 * @category services
 */
export class Classifier extends Context.Reference<Classifier>()("effect-resilience/Classifier", {
  defaultValue: (): ClassifierService => defaultClassifier
}) {}

/**
 * The default classifier.
 *
 * @since 0.1.0
 * @category constructors
 */
export const defaultClassifier: ClassifierService = { classify }

/**
 * The rules, copied (a rule pushed later would go unchecked). Checked here, not as an error is classified: a rule
 * alone where an array goes (`make(rule)`) would die with "rules is not iterable" at the first failure, and one that
 * is no function would be skipped by the catch that makes a throwing rule no decision, without a word.
 */
const checkedRules = (rules: unknown): ReadonlyArray<Rule> => {
  if (!Array.isArray(rules)) {
    throw new InvalidOptionError(
      "rules",
      rules,
      "an array of rules, (u) => failure | undefined (one rule too: [rule])"
    )
  }
  rules.forEach((rule, i) => {
    if (typeof rule !== "function") {
      throw new InvalidOptionError(`rules[${i}]`, rule, "a rule, (u) => failure | undefined")
    }
  })
  return [...rules]
}

const isClassifierService = (u: unknown): u is ClassifierService =>
  (typeof u === "object" || typeof u === "function") && u !== null &&
  typeof (u as { classify?: unknown }).classify === "function"

/** `base` would otherwise fail only once every rule declined, as `base.classify is not a function`. */
const checkedBase = (base: unknown): ClassifierService =>
  made("base", base, isClassifierService, "a classifier such as Classify.defaultClassifier, { classify }")

/**
 * A rule's answer as a decision. Only a failure decides: what else a rule returns would become the error a retry layer
 * reads (`null` kills it reading `_tag`; `"retry"` comes out as the failure itself), and the classifier must stay total,
 * so it counts as no decision, as a rule that throws does.
 */
const decisionOf = (rule: Rule, u: unknown): Failure.AgentFailure | undefined => {
  try {
    const decided: unknown = rule(u)
    return Failure.isAgentFailure(decided) ? decided : undefined
  } catch {
    return undefined
  }
}

/**
 * A classifier made by {@link make} or {@link withRules}: its rules, then the classifier under them. Rules stacked on
 * rules are tried in a loop, down to the first classifier that is no stack: each calling the one under it, a loop that
 * stacks rules each round (`withRules` around a recursive step) ran out of stack deep enough, and the RangeError
 * escaped the retry layer.
 */
class Stacked implements ClassifierService {
  constructor(readonly rules: ReadonlyArray<Rule>, readonly base: ClassifierService) {}
  readonly classify = (u: unknown): Failure.AgentFailure => classifyStacked(this, u)
  /** Its own `classify`: one replaced since (a test's `vi.spyOn`, a `Proxy` that counts calls) is called, not skipped. */
  readonly unchanged = this.classify
}

const classifyStacked = (top: Stacked, u: unknown): Failure.AgentFailure => {
  let current: Stacked = top
  for (;;) {
    for (const rule of current.rules) {
      const decided = decisionOf(rule, u)
      if (decided !== undefined) return decided
    }
    const base = current.base
    if (!(base instanceof Stacked) || base.classify !== base.unchanged) return base.classify(u)
    current = base
  }
}

const withBase = (rules: ReadonlyArray<Rule>, base: ClassifierService): ClassifierService => new Stacked(rules, base)

/**
 * A classifier that tries `rules` in order before `base` (the defaults when omitted). A rule that
 * throws, or returns anything but a failure (see {@link Rule}), is skipped, so the result stays
 * total. `rules` (an array of functions, even for one rule) and `base` (a classifier) are checked
 * when `make` is called: anything else throws `InvalidOptionError` naming `rules`, `rules[i]` or
 * `base`.
 *
 * @example
 * ```ts
 * import { Classify, Failure } from "effect-resilience"
 *
 * // A credential pool rotates keys, so a 403 is worth another try.
 * const classifier = Classify.make([
 *   (u) => Classify.statusOf(u) === 403 ? new Failure.Retryable({ reason: "403: rotating key", status: 403 }) : undefined
 * ])
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (rules: ReadonlyArray<Rule>, base: ClassifierService = defaultClassifier): ClassifierService =>
  withBase(checkedRules(rules), checkedBase(base))

/**
 * A layer that puts `rules` in front of the default classifier. `rules` are checked when `layer`
 * is called, as by {@link make}.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Classify, Failure, Retry, RetrySchedule } from "effect-resilience"
 *
 * declare const callModel: Effect.Effect<string, unknown>
 *
 * // every retry layer of the program reads a 403 as Retryable: the credential pool rotates keys
 * const rotatingKeys: Classify.Rule = (u) =>
 *   Classify.statusOf(u) === 403 ? new Failure.Retryable({ reason: "403: the key pool rotates", status: 403 }) : undefined
 *
 * export const program = Retry.retry(callModel, { schedule: RetrySchedule.standard }).pipe(
 *   Effect.provide(Classify.layer([rotatingKeys]))
 * )
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (rules: ReadonlyArray<Rule>): Layer.Layer<never> => Layer.succeed(Classifier, make(rules))

/**
 * Runs an effect with `rules` in front of the classifier currently in scope. `rules` are checked
 * when `withRules` is called (in both forms), as by {@link make}.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Classify, Failure, Retry, RetrySchedule } from "effect-resilience"
 *
 * declare const callSearch: Effect.Effect<string, unknown>
 *
 * // for this call only: the search API's "busy" text is transient
 * const busy: Classify.Rule = (u) =>
 *   u instanceof Error && u.message.includes("index busy") ? new Failure.Retryable({ reason: u.message }) : undefined
 *
 * export const search = Retry.retry(callSearch, { schedule: RetrySchedule.standard }).pipe(Classify.withRules([busy]))
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const withRules: {
  /**
   * Runs an effect with `rules` in front of the classifier currently in scope.
   *
   * @since 0.1.0
   * @category combinators
   */
  (rules: ReadonlyArray<Rule>): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /**
   * Runs an effect with `rules` in front of the classifier currently in scope.
   *
   * @since 0.1.0
   * @category combinators
   */
  <A, E, R>(self: Effect.Effect<A, E, R>, rules: ReadonlyArray<Rule>): Effect.Effect<A, E, R>
} = dualChecked(
  checkedRules,
  <A, E, R>(self: Effect.Effect<A, E, R>, rules: ReadonlyArray<Rule>): Effect.Effect<A, E, R> =>
    Effect.flatMap(Classifier, (current) => Effect.provideService(self, Classifier, withBase(rules, current)))
)

/**
 * The HTTP status carried by an error, a response or a provider body, if any. Useful in rules.
 *
 * @example
 * ```ts
 * import { Classify } from "effect-resilience"
 *
 * Classify.statusOf({ status: 429, message: "Too Many Requests" }) // 429
 * Classify.statusOf({ response: { status: 503 } }) // 503
 * Classify.statusOf(new Error("socket hang up")) // undefined
 * ```
 *
 * @since 0.1.0
 * @category utils
 */
export const statusOf: (u: unknown) => number | undefined = internal.statusOf

/**
 * The server's retry hint carried by an error or a response, if any: `retry-after-ms`, `retry-after`
 * (seconds, or an HTTP date measured against the `date` header or `now`), Google's
 * `RetryInfo.retryDelay`, or a phrase such as "try again in 1.5s". Useful in rules.
 *
 * @example
 * ```ts
 * import { Duration } from "effect"
 * import { Classify } from "effect-resilience"
 *
 * const hint = Classify.retryAfterOf(new Error("Rate limit reached. Please try again in 644ms."))
 * console.log(hint && Duration.toMillis(hint)) // 644
 * ```
 *
 * @since 0.1.0
 * @category utils
 */
export const retryAfterOf: (u: unknown, now?: number | undefined) => Duration.Duration | undefined =
  internal.retryAfterOf
