import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Random from "effect/Random"
import * as Classify from "../../Classify.js"
import type * as Failure from "../../Failure.js"
import { type Distribution, millisOf } from "./config.js"

/** @internal */
export type Sampler = Effect.Effect<number>

/** Draws from a distribution with the world's own `Random`, in milliseconds (never negative). */
export const sampler = (random: Random.Random, d: Distribution): Sampler => {
  switch (d.kind) {
    case "constant": {
      const value = millisOf(d.value)
      return Effect.succeed(value)
    }
    case "uniform": {
      const min = millisOf(d.min)
      const span = millisOf(d.max) - min
      return Effect.map(random.next, (r) => Math.max(0, min + r * span))
    }
    case "normal": {
      const mean = millisOf(d.mean)
      const stddev = millisOf(d.stddev)
      // |N(mean, sd)|, as the AWS simulator draws its network delays.
      return Effect.map(gaussian(random), (z) => Math.abs(mean + stddev * z))
    }
    case "exponential": {
      const mean = millisOf(d.mean)
      return Effect.map(random.next, (r) => -mean * Math.log(1 - r))
    }
    case "lognormal": {
      const median = millisOf(d.median)
      const sigma = d.sigma
      return Effect.map(gaussian(random), (z) => median * Math.exp(sigma * z))
    }
  }
}

/** A standard normal draw (Box–Muller, two uniform draws). */
export const gaussian = (random: Random.Random): Effect.Effect<number> =>
  Effect.zipWith(
    random.next,
    random.next,
    (u1, u2) => Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2)
  )

/**
 * The answers of the simulated model API, as an SDK would surface them: HTTP responses go through
 * the library's own `Classify.fromResponse`, and a dropped stream is the `TypeError: terminated`
 * that undici throws, left for the retry layer's classifier.
 */
export const answers = {
  outage: (status: number): Failure.AgentFailure =>
    Classify.fromResponse({ status, body: "upstream connect error or disconnect/reset before headers" }),
  overloaded: Classify.fromResponse({
    status: 529,
    body: { error: { type: "overloaded_error", message: "Overloaded" } }
  }),
  serverError: Classify.fromResponse({
    status: 500,
    body: { error: { type: "api_error", message: "Internal server error" } }
  }),
  overflow: Classify.fromResponse({
    status: 400,
    body: {
      error: { code: "context_length_exceeded", message: "This model's maximum context length is 128000 tokens" }
    }
  }),
  rateLimited: (retryAfterMillis: number | undefined): Failure.AgentFailure =>
    Classify.fromResponse({
      status: 429,
      headers: retryAfterMillis === undefined ? {} : { "retry-after-ms": String(Math.round(retryAfterMillis)) },
      body: { error: { type: "rate_limit_error", message: "Rate limit reached for requests" } }
    }),
  dropped: (): unknown => new TypeError("terminated")
}

/** @internal */
export const durationOf = (millis: number): Duration.Duration => Duration.millis(millis)
