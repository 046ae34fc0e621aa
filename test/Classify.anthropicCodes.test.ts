import Anthropic from "@anthropic-ai/sdk"
import * as ErrorClasses from "@anthropic-ai/sdk/core/error-classes"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Classify } from "effect-resilience"
import * as Loopback from "./support/loopback.js"

/**
 * Anthropic's `error.details.error_code`s, which @anthropic-ai/sdk (1.14+) maps to a class of its own per status and code
 * (`core/error-classes.js`), each documented with what it means and what to do. The code is the structured signal: it
 * decides wherever its status alone would say otherwise (a 400 whose cause is the organization's, a 503 not to repeat, a
 * 409 the same request meets again). Anthropic's messages for most of these are not recorded anywhere public, so the
 * message here says nothing ("Request failed."): what is checked is that the code alone decides.
 */
/** The SDK's table of the codes it throws a class of its own for (marked internal: its types leave it out). */
const { ERROR_CODE_CLASSES } = ErrorClasses as unknown as {
  readonly ERROR_CODE_CLASSES: ReadonlyMap<string, abstract new(...args: ReadonlyArray<never>) => unknown>
}

const cases: ReadonlyArray<readonly [status: number, code: string, tag: string, why: string]> = [
  // not `image_dimensions_too_large`: other APIs send the same code for one upload's image (review 64); Anthropic's
  // message decides ("image dimensions exceed max allowed size" in the history is Permanent, payloads.majors.ts)
  [400, "image_dimensions_too_large", "Fatal", "one upload's image, by the code alone"],
  [400, "compaction_signature_invalid", "Permanent", "a history item whose signature does not verify"],
  [400, "storage_quota_exceeded", "Permanent", "the organization's file storage quota is exhausted"],
  [400, "cmek_not_approved", "Permanent", "Anthropic's approval missing"],
  [400, "grant_required", "Permanent", "Anthropic's approval missing"],
  [400, "storage_not_approved", "Permanent", "Anthropic's approval missing"],
  [400, "organization_not_enrolled_in_beta", "Permanent", "the beta is not enabled for the organization"],
  [400, "organization_not_eligible", "Permanent", "the feature is not offered to the organization"],
  [400, "org_api_key_limit_exceeded", "Permanent", "a cap a person raises or frees"],
  [400, "workspace_member_limit_exceeded", "Permanent", "a cap a person raises or frees"],
  [400, "settings_history_limit_exceeded", "Permanent", "a cap only support lowers"],
  [400, "storage_attach_limit_reached", "Permanent", "a lifetime cap"],
  [400, "external_key_validation_timed_out", "Retryable", "\"Wait a moment, then send the request again\""],
  [400, "thread_continue_in_flight", "Fatal", "continue from the other request's response, not this one"],
  [400, "compaction_block_misplaced", "Fatal", "a malformed history the caller fixes"],
  [400, "available_tools_limit_exceeded", "Fatal", "the request's tools"],
  [409, "skill_name_taken", "Fatal", "the name stays taken"],
  [409, "storage_in_use", "Fatal", "\"Name a different bucket\""],
  [409, "workspace_changed_concurrently", "Fatal", "a stale read: read the Workspace again first"],
  [409, "concurrent_membership_change", "Retryable", "\"Retry the request once it completes\""],
  [409, "scan_pending", "Retryable", "\"Retry once the scan finishes\""],
  // review of session 51: a Messages call naming a custom skill stored under a key state the workspace cannot decrypt;
  // no "retry" in its documentation (unlike `cmek_key_unreachable`'s 503): a person restores the key, as for
  // `cmek_key_disabled`
  [409, "skill_read_blocked_undecryptable", "Permanent", "a skill under an encryption key a person must restore"],
  [503, "workspace_created_incomplete", "Fatal", "\"Don't send the create again\""],
  // review of session 51: the SDK documents "do not retry the create (the retry would return `plugin_name_taken`)"
  [503, "registration_pending", "Fatal", "\"do not retry the create\": the Plugin was stored"],
  [503, "change_outcome_unknown", "Retryable", "\"Send the same request again to finish it\""],
  [503, "cmek_context_unavailable", "Retryable", "\"Retry in a few minutes\""],
  [429, "ramp_limit_exceeded", "Retryable", "\"Retry after the time in the retry-after header\""],
  [429, "contract_spend_limit_reached", "Permanent", "the contract's spend limit"],
  [529, "compaction_unavailable", "Retryable", "\"a transient server reason\""]
]

const errorType: Record<number, string> = {
  400: "invalid_request_error",
  409: "invalid_request_error",
  429: "rate_limit_error",
  503: "api_error",
  529: "overloaded_error"
}

describe("Classify: Anthropic's details.error_code, through the real @anthropic-ai/sdk client", () => {
  let server: Loopback.Loopback
  let current: readonly [number, string]
  beforeAll(async () => {
    server = await Loopback.start(() =>
      Loopback.reply(current[0], {
        type: "error",
        error: { type: errorType[current[0]], message: "Request failed.", details: { error_code: current[1] } },
        request_id: "req_011CZ"
      }, { "content-type": "application/json" })
    )
  })
  afterAll(() => server.close())

  it.each(cases.map((c) => [`${c[0]} ${c[1]} → ${c[2]} (${c[3]})`, c] as const))("%s", async (_, c) => {
    const [status, code, tag] = c
    current = [status, code]
    // the code is one the installed SDK knows: it throws the class it maps the code to
    const errorClass = ERROR_CODE_CLASSES.get(`${status} ${code}`)
    expect(errorClass).toBeDefined()
    const client = new Anthropic({ apiKey: "sk-ant-test", baseURL: server.url, maxRetries: 0 })
    const error = await client.messages.create({
      model: "claude-sonnet-5-5",
      max_tokens: 16,
      messages: [{ role: "user", content: "hi" }]
    }).then(() => undefined, (e: unknown) => e)
    expect(error).toBeInstanceOf(errorClass!)
    const failure = Classify.classify(error)
    expect(failure._tag, failure.reason).toBe(tag)
    expect(failure.status).toBe(status)
  })
})
