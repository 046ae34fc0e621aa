import { describe, expect, it } from "@effect/vitest"
import { Classify } from "effect-resilience"
import { loginExpiredMessages, loginExpiredPayloads } from "./fixtures/loginExpiredErrors.js"

// Session 55's audit: DESIGN.md names "login expired" a Permanent source; the "log in again" wordings were Fatal while
// their "sign in again" twins were Permanent. The recorded texts (loginExpiredErrors.ts) also run through fromMessage
// (assistantMessages) and their bodies through fromResponse and the real SDK clients (payloads.tools).
describe("Classify: a login that has run out (session 55's audit)", () => {
  it.each(loginExpiredMessages.map((m) => [m.name, m] as const))("a thrown Error: %s", (_, m) => {
    const failure = Classify.classify(new Error(m.errorMessage))
    expect(failure._tag, failure.reason).toBe(m.tag)
  })

  it("the audit's everyday wordings are Permanent like their sign-in twins, as a thrown Error and in a 400 body", () => {
    const pairs = [
      ["Your login has expired. Please log in again.", "Your login has expired. Please sign in again."],
      ["Session expired. Please log in again.", "Session expired. Please sign in again."],
      ["Please login again.", "Please sign in again."],
      ["Your login has expired.", "Login expired"]
    ]
    for (const pair of pairs) {
      for (const text of pair) {
        expect(Classify.classify(new Error(text))._tag, text).toBe("Permanent")
        expect(Classify.fromResponse({ status: 400, body: { error: { message: text } } })._tag, text).toBe("Permanent")
      }
    }
  })

  it("an expiry nobody signs in for keeps its tag: an MCP session, Copilot CLI's session token, a bare 'session expired'", () => {
    for (
      const text of ["Session expired", "session expired", "Session not found", "MCP error -32001: Session not found"]
    ) {
      expect(Classify.classify(new Error(text))._tag, text).toBe("Fatal")
      expect(Classify.fromResponse({ status: 404, body: { error: { code: -32001, message: text } } })._tag, text)
        .toBe("Fatal")
    }
    expect(Classify.classify(new Error("Session token expired. Please resend your message."))._tag).toBe("Fatal")
  })

  it("the payloads name a 401, a 403 and a Fatal MCP 404", () => {
    expect(loginExpiredPayloads.map((p) => [p.status, p.tag])).toEqual([
      [401, "Permanent"],
      [403, "Permanent"],
      [401, "Permanent"],
      [404, "Fatal"]
    ])
  })
})
