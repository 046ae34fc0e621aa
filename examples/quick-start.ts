/**
 * The README's twenty-line example, type-checked by `npm run check`.
 *
 * Run it: `OPENAI_API_KEY=sk-… npx tsx examples/quick-start.ts "What is the capital of France?"`.
 * The SDK reads `OPENAI_BASE_URL` too, so it also runs against any OpenAI-compatible server, e.g.
 * the embedded `FaultServer` (that is how the test suite runs it).
 */
import { NodeRuntime } from "@effect/platform-node"
import { Console, Effect } from "effect"
import { Retry, RetrySchedule } from "effect-resilience"
import { pathToFileURL } from "node:url"
import OpenAI from "openai"

const openai = new OpenAI({ maxRetries: 0, apiKey: process.env.OPENAI_API_KEY ?? "sk-missing" }) // one retry layer owns the policy

const complete = (messages: Array<OpenAI.ChatCompletionMessageParam>) =>
  Effect.tryPromise({
    try: (signal) => openai.chat.completions.create({ model: "gpt-4o-mini", messages }, { signal }),
    catch: (e) => e // the raw SDK error: the retry layer classifies it
  }).pipe(Retry.retry({ schedule: RetrySchedule.standard, layer: "model" }))

export const answer = (messages: Array<OpenAI.ChatCompletionMessageParam>) =>
  complete(messages).pipe(
    Effect.catchTag("ContextOverflow", () => complete(messages.slice(-4))), // compact, try again
    Effect.catchTag("Permanent", (e) => Effect.die(e)), // a revoked key: stop the run
    Effect.tapErrorTag("Exhausted", (e) => Effect.logWarning(e.message)) // "model failed after 5 attempts: [1] …"
  )

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  answer([{ role: "user", content: process.argv[2] ?? "Say hello." }]).pipe(
    Effect.flatMap((completion) => Console.log(completion.choices[0]?.message.content)),
    NodeRuntime.runMain
  )
}
