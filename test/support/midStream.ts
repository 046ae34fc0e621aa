/**
 * What the mid-stream tests replay to the real `openai` and `@anthropic-ai/sdk` clients (`maxRetries: 0`) from a
 * loopback server: the iterations a caller writes, and the events a stream opens with.
 */
import Anthropic from "@anthropic-ai/sdk"
import { afterAll, beforeAll } from "@effect/vitest"
import OpenAI from "openai"
import * as Loopback from "./loopback.js"

/**
 * A loopback server for the enclosing suite (started before it, closed after it) and the two clients against it, their
 * own retries off: what a suite replays its streams from.
 */
export const midStreamServer = () => {
  let server: Loopback.Loopback | undefined
  beforeAll(async () => {
    server = await Loopback.start(Loopback.hang)
  })
  afterAll(() => server?.close())
  const started = (): Loopback.Loopback => {
    if (server === undefined) throw new Error("the loopback server starts before the suite's tests")
    return server
  }
  return {
    setHandler: (handler: Loopback.Handler): void => started().setHandler(handler),
    openai: () => new OpenAI({ apiKey: "sk-test", baseURL: `${started().url}/v1`, maxRetries: 0 }),
    anthropic: () => new Anthropic({ apiKey: "sk-ant-test", baseURL: started().url, maxRetries: 0 })
  }
}

/** The rejection of `p` (a fulfilled `p` fails the test). */
export const caught = (p: Promise<unknown>): Promise<unknown> =>
  p.then((value) => {
    throw new Error(`expected a failure, got ${JSON.stringify(value)}`)
  }, (e: unknown) => e)

export const chatEvents = async (client: OpenAI): Promise<Array<unknown>> => {
  const stream = await client.chat.completions.create({
    model: "gpt-4o",
    stream: true,
    messages: [{ role: "user", content: "hi" }]
  })
  const events: Array<unknown> = []
  for await (const event of stream) events.push(event)
  return events
}

export const responseEvents = async (client: OpenAI): Promise<Array<{ readonly type: string }>> => {
  const stream = await client.responses.create({ model: "gpt-4o", stream: true, input: "hi" })
  const events: Array<{ readonly type: string }> = []
  for await (const event of stream) events.push(event)
  return events
}

export const messageEvents = async (client: Anthropic): Promise<Array<unknown>> => {
  const stream = await client.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 16,
    stream: true,
    messages: [{ role: "user", content: "hi" }]
  })
  const events: Array<unknown> = []
  for await (const event of stream) events.push(event)
  return events
}

export const chunk = {
  id: "c1",
  object: "chat.completion.chunk",
  created: 1,
  model: "gpt-4o",
  choices: [{ index: 0, delta: { role: "assistant", content: "Hel" }, finish_reason: null }]
}
export const messageStart = {
  event: "message_start",
  data: {
    type: "message_start",
    message: { id: "m1", type: "message", role: "assistant", content: [], model: "x", usage: { input_tokens: 1 } }
  }
}
/** A text block's start and its first delta, as Anthropic streams them. */
export const textStart = [{
  event: "content_block_start",
  data: { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }
}, {
  event: "content_block_delta",
  data: { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Hel" } }
}]
export const responseCreated = {
  event: "response.created",
  data: {
    type: "response.created",
    sequence_number: 0,
    response: { id: "resp_1", object: "response", status: "in_progress", output: [] }
  }
}
export const terminal = (type: "response.failed" | "response.incomplete", response: Record<string, unknown>) => ({
  event: type,
  data: {
    type,
    sequence_number: 1,
    response: { id: "resp_1", object: "response", output: [], error: null, incomplete_details: null, ...response }
  }
})
