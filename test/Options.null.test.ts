import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import {
  Bulkhead,
  CircuitBreaker,
  Idempotency,
  Model,
  RetryBudget,
  Runner,
  Session,
  Testing,
  Tool,
  Toolkit
} from "effect-resilience"
import { invalidOption } from "./support/common.js"

/**
 * A JSON config's empty field (`"openDuration": null`) is not a left-out option: these constructors read it as their
 * default while every other option named it as invalid, so a config that meant something else ran on defaults.
 */
describe("an option given as null is named as invalid, not read as its default", () => {
  const cases: ReadonlyArray<readonly [string, () => unknown]> = [
    ["openDuration", () => CircuitBreaker.make({ openDuration: null as never })],
    ["samplingDuration", () => CircuitBreaker.make({ failureRatio: 0.5, samplingDuration: null as never })],
    ["isFailure", () => CircuitBreaker.make({ isFailure: null as never })],
    ["percent", () => RetryBudget.percent({ percent: null as never })],
    ["ttl", () => RetryBudget.percent({ ttl: null as never })],
    ["minRetriesPerSecond", () => RetryBudget.percent({ minRetriesPerSecond: null as never })],
    ["maxTokens", () => RetryBudget.tokenBucket({ maxTokens: null as never })],
    ["tokenRatio", () => RetryBudget.tokenBucket({ tokenRatio: null as never })],
    ["queue", () => Bulkhead.make({ concurrency: 2, queue: null as never })],
    ["timeout", () =>
      Tool.make({
        name: "search",
        description: "Search",
        parameters: Schema.Struct({ query: Schema.String }),
        success: Schema.String,
        handler: ({ query }) => Effect.succeed(query),
        timeout: null as never
      })],
    ["pollInterval", () => Runner.run({ toolkit: Toolkit.make(), pollInterval: null as never })],
    ["lease", () => Runner.run({ toolkit: Toolkit.make(), lease: null as never })],
    ["lease", () => Idempotency.run("idem_null", Schema.String, Effect.succeed("x"), { lease: null as never })],
    ["maxWait", () => Idempotency.run("idem_null", Schema.String, Effect.succeed("x"), { maxWait: null as never })],
    ["idempotency.maxWait", () =>
      Tool.make({
        name: "send_email",
        description: "Send an email",
        parameters: Schema.Struct({ to: Schema.String }),
        success: Schema.String,
        handler: ({ to }) => Effect.succeed(to),
        sideEffect: true,
        idempotency: { maxWait: null as never }
      })],
    ["schedule", () =>
      Session.generate({ history: [new Model.UserMessage({ content: "hi" })], tools: [] }, {
        schedule: null as never
      })],
    ["maxAdjustments", () => Testing.runWithTestClock(Effect.void, { maxAdjustments: null as never })],
    ["realTimeGrace", () => Testing.runWithTestClock(Effect.void, { realTimeGrace: null as never })],
    ["maxRealWait", () => Testing.runWithTestClock(Effect.void, { maxRealWait: null as never })],
    ["maxRealWait", () => Testing.untilSleeping("1 second", { maxRealWait: null as never })]
  ]
  for (const [option, construct] of cases) {
    it(`${option}: null`, () => {
      const error = invalidOption(construct)
      expect(error.option).toBe(option)
      expect(error.message).toContain("got null")
    })
  }

  it("left out, each still takes its default", () => {
    expect(() => CircuitBreaker.make({ openDuration: undefined })).not.toThrow()
    expect(() => RetryBudget.tokenBucket({})).not.toThrow()
    expect(() => Bulkhead.make({ concurrency: 2 })).not.toThrow()
  })
})
