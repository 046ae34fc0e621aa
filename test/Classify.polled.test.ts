/**
 * A background response polled with the real `openai` client (`client.responses.retrieve(id)`) from a loopback server,
 * and the SDK errors' plain bodies a caller reads: what the caller hands `Classify.classify` is a plain object, whose
 * reason names what it holds (its code, its type, why the response stopped) rather than "Object".
 */
import { describe, expect, it } from "@effect/vitest"
import { Classify } from "effect-resilience"
import { classify, classifyGeneric } from "../src/internal/classify.js"
import * as Responses from "./support/aiResponses.js"
import * as Loopback from "./support/loopback.js"
import { caught, midStreamServer } from "./support/midStream.js"

/** Tag and reason, the same by the common walk and the generic one. */
const outcome = (u: unknown): [string, string] => {
  const failure = classify(u)
  const generic = classifyGeneric(u)
  expect([generic._tag, generic.reason]).toEqual([failure._tag, failure.reason])
  return [failure._tag, failure.reason]
}

describe("Classify: a polled background response and SDK errors' plain bodies", () => {
  const server = midStreamServer()

  const poll = async (fields: Record<string, unknown>) => {
    server.setHandler(Loopback.reply(200, { ...Responses.response([]), background: true, ...fields }))
    return server.openai().responses.retrieve("resp_1")
  }

  it("failed with server_error: Retryable, named by its code, whole or its error alone", async () => {
    // https://platform.openai.com/docs/guides/background ("poll … until status is no longer queued or in_progress";
    // a failed one has `error: { code, message }`)
    const message = "An error occurred while processing your request. You can retry your request."
    const polled = await poll({ status: "failed", error: { code: "server_error", message } })
    expect(outcome(polled)).toEqual(["Retryable", `server_error: ${message}`])
    expect(outcome(polled.error)).toEqual(["Retryable", `server_error: ${message}`])
  })

  it("incomplete for max_output_tokens: the reason says why (it read \"Object\"); the tag stays Fatal", async () => {
    // as the stream's `response.incomplete` event says it: the same budget cuts the same answer again
    const polled = await poll({ status: "incomplete", incomplete_details: { reason: "max_output_tokens" } })
    expect(outcome(polled)).toEqual(["Fatal", "the response is incomplete (max_output_tokens)"])
  })

  it("failed without an error: the reason says so (it read \"Object\")", async () => {
    const polled = await poll({ status: "failed" })
    expect(outcome(polled)[1]).toBe("the response failed without an error")
  })

  it("the Anthropic SDK's error body: a plain object named by its type, not \"Object\"", async () => {
    // the SDK keeps the body as `error.error` ({ type: "error", error: { type, message } }); agents pass on the inner one
    server.setHandler(
      Loopback.reply(529, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } })
    )
    const thrown = await caught(
      server.anthropic().messages.create({
        model: "claude-sonnet-4-5",
        max_tokens: 16,
        messages: [{ role: "user", content: "hi" }]
      })
    )
    const inner = (thrown as { error: { error: unknown } }).error.error
    expect(Object.getPrototypeOf(inner)).toBe(Object.prototype)
    expect(outcome(inner)).toEqual(["Retryable", "overloaded_error: Overloaded"])
    // …and one without a prototype
    const bare = Object.assign(Object.create(null), { type: "overloaded_error", message: "Overloaded" })
    expect(outcome(bare)).toEqual(["Retryable", "overloaded_error: Overloaded"])
  })

  it("a plain object's code names it before its type; a type that is only \"error\" or not a label names nothing", () => {
    expect(outcome({ type: "invalid_request_error", code: "rate_limit_exceeded", message: "Slow down" })[1])
      .toBe("rate_limit_exceeded: Slow down")
    expect(outcome({ type: "error", message: "Overloaded" })[1]).toBe("Object: Overloaded")
    expect(outcome({ type: "a sentence, not a label", message: "Overloaded" })[1]).toBe("Object: Overloaded")
    // an Error keeps its class's name
    expect(Classify.classify(Object.assign(new TypeError("bad"), { type: "invalid_request_error" })).reason)
      .toBe("TypeError: bad")
  })
})
