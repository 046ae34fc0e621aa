import { describe, expect, it } from "@effect/vitest"
import {
  Duration,
  Effect,
  Exit,
  Fiber,
  Metric,
  Option,
  ParseResult,
  Ref,
  Schedule,
  Schema,
  TestClock,
  type Tracer
} from "effect"
import { Classify, Failure, Idempotency, RetrySchedule, Sanitize, Tool, Toolkit, ToolResult } from "effect-resilience"
import { invalidOption, isWellFormed, recordingTracer } from "./support/common.js"

const Query = Schema.Struct({ query: Schema.String })

/** A `lookup` tool whose result is `Schema.Unknown` (a wrapped API's or an MCP server's), answering what `handler` gives. */
const unknownLookup = (handler: () => Effect.Effect<unknown>) =>
  Toolkit.make(Tool.make({ name: "lookup", description: "", parameters: Query, success: Schema.Unknown, handler }))

const searchTool = <E, R>(
  handler: (params: { readonly query: string }) => Effect.Effect<ReadonlyArray<string>, E, R>,
  options: Partial<Parameters<typeof Tool.make>[0]> = {}
) =>
  Tool.make({
    name: "search",
    description: "Search the documentation",
    parameters: Query,
    success: Schema.Array(Schema.String),
    handler,
    ...options
  } as any) as Tool.Tool<"search", { readonly query: string }, ReadonlyArray<string>, E, R>

const call = (args: unknown, id = "call_1", name = "search") => ({ id, name, arguments: args })

const asFailure = (result: ToolResult.ToolResult): ToolResult.Failure => {
  expect(result._tag).toBe("Failure")
  return result as ToolResult.Failure
}

const contentOf = (result: ToolResult.ToolResult) =>
  JSON.parse(result.toContent()) as { error: { code: string; message: string } }

describe("Toolkit.execute", () => {
  it.effect("returns the encoded success value", () =>
    Effect.gen(function*() {
      const toolkit = Toolkit.make(searchTool(({ query }) => Effect.succeed([`doc about ${query}`])))
      const result = yield* Toolkit.execute(toolkit, call("{\"query\":\"GIL\"}"))
      expect(result).toEqual(new ToolResult.Success({ callId: "call_1", tool: "search", value: ["doc about GIL"] }))
      expect(result.toContent()).toBe("[\"doc about GIL\"]")
      // arguments may also arrive parsed, and the data-last form works
      const parsed = yield* Toolkit.make(searchTool(({ query }) => Effect.succeed([query]))).pipe(
        Toolkit.execute(call({ query: "x" }))
      )
      expect(parsed.toContent()).toBe("[\"x\"]")
    }))

  it.effect("UNKNOWN_TOOL names the tools that exist", () =>
    Effect.gen(function*() {
      const other = Tool.make({
        name: "fetch_page",
        description: "Fetch a page",
        parameters: Schema.Struct({ url: Schema.String }),
        success: Schema.String,
        handler: () => Effect.succeed("")
      })
      const toolkit = Toolkit.make(searchTool(() => Effect.succeed([])), other)
      const result = asFailure(yield* Toolkit.execute(toolkit, call("{}", "c1", "serch")))
      expect(result.code).toBe("UNKNOWN_TOOL")
      expect(result.tool).toBe("serch")
      expect(result.message).toBe("There is no tool named \"serch\". Available tools: search, fetch_page.")
    }))

  it.effect("UNKNOWN_TOOL shortens a long name the model made up, so the tools that exist still show", () =>
    Effect.gen(function*() {
      // A model that writes its arguments into the name (some open models behind OpenAI-compatible servers do): the name
      // filled the whole message, and the list of tools it should call was cut off.
      const toolkit = Toolkit.make(searchTool(() => Effect.succeed([])))
      const name = `search(${JSON.stringify({ query: "the global interpreter lock ".repeat(30) })})`
      const result = asFailure(yield* Toolkit.execute(toolkit, call("{}", "c1", name)))
      expect(result.code).toBe("UNKNOWN_TOOL")
      expect(result.tool).toBe(name)
      expect(result.message).toBe(
        `There is no tool named ${JSON.stringify(`${name.slice(0, 63)}…`)}. Available tools: search.`
      )
    }))

  it.effect("a call without arguments given as null (\"null\", as some models send for a tool without parameters) runs", () =>
    Effect.gen(function*() {
      const now = Tool.make({
        name: "now",
        description: "The time",
        parameters: Schema.Struct({}),
        success: Schema.String,
        handler: () => Effect.succeed("12:00")
      })
      const list = Tool.make({
        name: "list",
        description: "List orders",
        parameters: Schema.Struct({ limit: Schema.optional(Schema.Number) }),
        success: Schema.Number,
        handler: ({ limit }) => Effect.succeed(limit ?? 10)
      })
      const toolkit = Toolkit.make(now, list, searchTool(() => Effect.succeed([])))
      for (const args of ["null", " null ", null, undefined, "", {}]) {
        expect((yield* Toolkit.execute(toolkit, call(args, "c1", "now"))).toContent(), String(args)).toBe("\"12:00\"")
        expect((yield* Toolkit.execute(toolkit, call(args, "c2", "list"))).toContent(), String(args)).toBe("10")
      }
      // a tool that needs arguments says which are missing
      const missing = asFailure(yield* Toolkit.execute(toolkit, call("null")))
      expect(missing.code).toBe("INVALID_ARGUMENTS")
      expect(missing.message).toContain("query: is missing")
    }))

  it.effect("INVALID_ARGUMENTS for JSON that does not parse, without calling the handler", () =>
    Effect.gen(function*() {
      const calls = yield* Ref.make(0)
      const toolkit = Toolkit.make(searchTool(() => Effect.as(Ref.update(calls, (n) => n + 1), [])))
      const result = asFailure(yield* Toolkit.execute(toolkit, call("{query: GIL}")))
      expect(result.code).toBe("INVALID_ARGUMENTS")
      expect(result.message).toMatch(/^The arguments of search are not valid JSON \(.+\)\. Send a JSON object/)
      expect(yield* Ref.get(calls)).toBe(0)
    }))

  it.effect("INVALID_ARGUMENTS gives each path and what was expected", () =>
    Effect.gen(function*() {
      const tool = Tool.make({
        name: "search",
        description: "",
        parameters: Schema.Struct({
          query: Schema.String,
          limit: Schema.optional(Schema.Number.pipe(Schema.between(1, 10))),
          tags: Schema.optional(Schema.Array(Schema.String))
        }),
        success: Schema.Array(Schema.String),
        handler: () => Effect.succeed([])
      })
      const toolkit = Toolkit.make(tool)
      const first = asFailure(yield* Toolkit.execute(toolkit, call({ query: 42 })))
      expect(first.message).toBe(
        "The arguments of search do not match its parameters: query: Expected string, actual 42. " +
          "Fix the arguments and call search again."
      )
      const many = asFailure(yield* Toolkit.execute(toolkit, call({ limit: 50, tags: ["a", 3], extra: true })))
      expect(many.message).toContain("query: is missing")
      expect(many.message).toContain("limit: Expected a number between 1 and 10, actual 50")
      expect(many.message).toContain("tags[1]: Expected string, actual 3")
      expect(many.message).toContain("extra: is unexpected")
      expect(many.message).not.toContain("Expected undefined")
      const root = asFailure(yield* Toolkit.execute(toolkit, call("[1,2]")))
      expect(root.message).toContain("arguments: Expected {")
    }))

  it.effect("INVALID_ARGUMENTS shortens a long value it echoes, so the other issues and what to do next still show", () =>
    Effect.gen(function*() {
      const categories = ["invoice", "contract", "report", "memo", "receipt", "letter"] as const
      const tool = Tool.make({
        name: "create_ticket",
        description: "",
        parameters: Schema.Struct({ category: Schema.Literal(...categories), title: Schema.String }),
        success: Schema.String,
        handler: () => Effect.succeed("ok")
      })
      // The model put the ticket's text in the category field and left the title out. The union's six issues (one per
      // member, each echoing the text) filled the room: neither the title nor every category was named.
      const failure = asFailure(
        yield* Toolkit.execute(Toolkit.make(tool), call({ category: "x".repeat(3000) }, "c1", "create_ticket"))
      )
      const { message } = contentOf(failure).error
      expect(message).toContain(
        `category: Expected ${categories.map((c) => `"${c}"`).join(" | ")}, actual "${
          "x".repeat(38)
        }…; title: is missing`
      )
      expect(message).toMatch(/\. Fix the arguments and call create_ticket again\.$/)
      expect(message.length).toBeLessThanOrEqual(500)
    }))

  it.effect("INVALID_ARGUMENTS of a long array of wrong items is listed in time linear in the issues", () =>
    Effect.gen(function*() {
      const tool = Tool.make({
        name: "put_rows",
        description: "",
        parameters: Schema.Struct({
          rows: Schema.Array(Schema.Struct({ id: Schema.Number, note: Schema.optional(Schema.String) }))
        }),
        success: Schema.String,
        handler: () => Effect.succeed("ok")
      })
      // each optional field's "Expected undefined" looked through every other issue, and each issue through those kept
      // so far: a model's 64000 rows with a wrong note blocked the process for 83 s (the test's timeout catches a return)
      const rows = Array.from({ length: 64_000 }, (_, i) => ({ id: i, note: i }))
      // the library's message whole, not cut to 500 characters, so that the count of issues shows
      const toolkit = Toolkit.withOptions(Toolkit.make(tool), { message: (input) => input.message })
      const failure = asFailure(yield* Toolkit.execute(toolkit, call({ rows }, "c1", "put_rows")))
      expect(failure.code).toBe("INVALID_ARGUMENTS")
      const reason = failure.message
      expect(reason).toContain("rows[0].note: Expected string, actual 0; rows[1].note: Expected string, actual 1;")
      expect(reason).not.toContain("Expected undefined")
      expect(reason).toContain(`; and ${64_000 - 8} more. Fix the arguments`)
    }))

  it.effect("INVALID_ARGUMENTS for arguments nested thousands of levels deep, not a defect that ends the turn", () =>
    Effect.gen(function*() {
      // Effect writes the value an issue echoes recursively, and a recursive schema decodes a level at a time: 30 KB of
      // "[[[…]]]", or a tree that deep, overflowed the stack, and `execute` died
      const depth = 10_000
      const flat = asFailure(
        yield* Toolkit.execute(
          Toolkit.make(searchTool(() => Effect.succeed([]))),
          call(
            "[".repeat(depth) + "]".repeat(depth)
          )
        )
      )
      expect(flat.code).toBe("INVALID_ARGUMENTS")
      expect(flat.message).toBe(
        "The arguments of search do not match its parameters: they are nested too deeply to be listed. " +
          "Fix the arguments and call search again."
      )
      interface Node {
        readonly kids: ReadonlyArray<Node>
      }
      const Node: Schema.Schema<Node> = Schema.Struct({
        kids: Schema.Array(Schema.suspend((): Schema.Schema<Node> => Node))
      }).annotations({ identifier: "Node" })
      const outline = Tool.make({
        name: "outline",
        description: "",
        parameters: Schema.Struct({ tree: Node }),
        success: Schema.String,
        handler: () => Effect.succeed("ok")
      })
      const tree = `{"tree":${"{\"kids\":[".repeat(depth)}{"kids":[]}${"]}".repeat(depth)}}`
      const deep = asFailure(yield* Toolkit.execute(Toolkit.make(outline), call(tree, "c1", "outline")))
      expect(deep.code).toBe("INVALID_ARGUMENTS")
      expect(deep.message).toBe(
        "The arguments of outline are nested too deeply to be read. Send them with less nesting and call outline again."
      )
      // a tree of a usual depth is decoded and run
      const shallow = `{"tree":${"{\"kids\":[".repeat(50)}{"kids":[]}${"]}".repeat(50)}}`
      expect((yield* Toolkit.execute(Toolkit.make(outline), call(shallow, "c1", "outline")))._tag).toBe("Success")
    }))

  it.effect("INVALID_ARGUMENTS shortens an echoed value without cutting an emoji in half", () =>
    Effect.gen(function*() {
      const tool = Tool.make({
        name: "set_mood",
        description: "",
        parameters: Schema.Struct({ mood: Schema.Literal("happy", "sad") }),
        success: Schema.String,
        handler: () => Effect.succeed("ok")
      })
      // the echoed value was cut at a UTF-16 unit: half an emoji, which the model's next request carries to Anthropic's
      // API, and it refuses the body ("no low surrogate in string"), turn after turn
      for (const mood of ["a" + "🔥".repeat(60), "🔥".repeat(60)]) {
        const failure = asFailure(yield* Toolkit.execute(Toolkit.make(tool), call({ mood }, "c1", "set_mood")))
        expect(failure.message).toContain("actual \"")
        expect(isWellFormed(failure.message)).toBe(true)
      }
    }))

  it.effect("INVALID_ARGUMENTS: a long key the model made up is shortened too, so the other issues still show", () =>
    Effect.gen(function*() {
      const tool = Tool.make({
        name: "create_invoice",
        description: "",
        parameters: Schema.Struct({ title: Schema.String, amount: Schema.Number }),
        success: Schema.String,
        handler: () => Effect.succeed("ok")
      })
      const key = "The customer asked for an invoice covering the whole of May ".repeat(6)
      const failure = asFailure(
        yield* Toolkit.execute(Toolkit.make(tool), call({ [key]: 1, amount: "12" }, "c1", "create_invoice"))
      )
      const { message } = contentOf(failure).error
      expect(message).toContain("title: is missing")
      expect(message).toContain("amount: Expected number, actual \"12\"")
      expect(message).toMatch(/\. Fix the arguments and call create_invoice again\.$/)
    }))

  it.effect("a short length limit cuts the reason, not the sentence that says what happened", () =>
    Effect.gen(function*() {
      const name = "mcp__atlassian__confluence_update_page_with_attachments"
      const reason = "the page 12345 was edited by someone else since you read it; read it again and retry the edit"
      const tool = Tool.make({
        name,
        description: "",
        parameters: Schema.Struct({ id: Schema.String }),
        success: Schema.String,
        handler: () => Effect.fail(new Failure.Fatal({ reason }))
      })
      for (const maxLength of [100, 120, 160]) {
        const toolkit = Toolkit.make(tool).pipe(Toolkit.withOptions({ message: Sanitize.make({ maxLength }) }))
        const { message } = contentOf(asFailure(yield* Toolkit.execute(toolkit, call({ id: "1" }, "c1", name)))).error
        expect(message.length).toBeLessThanOrEqual(maxLength)
        expect(message.startsWith(`${name} failed: the page`)).toBe(true)
      }
    }))

  it.effect("INVALID_ARGUMENTS: the length limit cuts the issues, never what to do next; a larger limit shows them all", () =>
    Effect.gen(function*() {
      const fields = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`field_${i}`, Schema.Literal("a", "b")]))
      const tool = Tool.make({
        name: "fill_form",
        description: "",
        parameters: Schema.Struct(fields),
        success: Schema.String,
        handler: () => Effect.succeed("ok")
      })
      const wrong = Object.fromEntries(Object.keys(fields).map((k) => [k, `${"a long wrong value ".repeat(3)}`]))
      const short = contentOf(asFailure(yield* Toolkit.execute(Toolkit.make(tool), call(wrong, "c1", "fill_form"))))
      expect(short.error.message.length).toBeLessThanOrEqual(500)
      expect(short.error.message).toMatch(/…\. Fix the arguments and call fill_form again\.$/)
      // a factory with room for more (it showed fewer issues than a 500-character message holds)
      const roomy = Toolkit.make(tool).pipe(Toolkit.withOptions({ message: Sanitize.make({ maxLength: 4000 }) }))
      const long = contentOf(asFailure(yield* Toolkit.execute(roomy, call(wrong, "c2", "fill_form"))))
      expect(Object.keys(fields).every((k) => long.error.message.includes(`${k}: Expected "a" | "b"`))).toBe(true)
      expect(long.error.message).toMatch(/\. Fix the arguments and call fill_form again\.$/)
    }))

  it.effect("TIMEOUT after the tool's timeout interrupts the handler and runs its finalizers", () =>
    Effect.gen(function*() {
      const finalized = yield* Ref.make(false)
      const after = yield* Ref.make(0)
      const handler = () =>
        Effect.never.pipe(
          Effect.zipRight(Ref.update(after, (n) => n + 1)),
          Effect.onInterrupt(() => Ref.set(finalized, true)),
          Effect.as<ReadonlyArray<string>>([])
        )
      const toolkit = Toolkit.make(searchTool(handler))
      const fiber = yield* Effect.fork(Toolkit.execute(toolkit, call({ query: "GIL" })))
      yield* TestClock.adjust("29 seconds")
      expect(Option.isNone(yield* Fiber.poll(fiber))).toBe(true)
      yield* TestClock.adjust("1 second")
      const result = asFailure(yield* Fiber.join(fiber))
      expect(result.code).toBe("TIMEOUT")
      expect(result.message).toBe("search timed out after 30 s; the call was cancelled.")
      expect(yield* Ref.get(finalized)).toBe(true)
      yield* TestClock.adjust("1 hour")
      expect(yield* Ref.get(after)).toBe(0)
    }))

  it.effect("the timeout covers the parameters' own asynchronous checks (Schema.filterEffect) with the handler", () =>
    Effect.gen(function*() {
      // A check that asks a service whether the order exists: one that never answered left the call hanging for good,
      // past any timeout, and one that took 4 s gave the handler its whole 5 s after it.
      const OrderId = Schema.String.pipe(
        Schema.filterEffect((id) => id === "o_hang" ? Effect.never : Effect.as(Effect.sleep("4 seconds"), true))
      )
      const stopped = yield* Ref.make(0)
      const toolkit = Toolkit.make(Tool.make({
        name: "track",
        description: "Track an order",
        parameters: Schema.Struct({ id: OrderId }),
        success: Schema.String,
        timeout: "5 seconds",
        handler: () =>
          Effect.as(Effect.sleep("4 seconds"), "shipped").pipe(
            Effect.onInterrupt(() => Ref.update(stopped, (n) => n + 1))
          )
      }))
      for (const id of ["o_hang", "o_1"]) {
        const fiber = yield* Effect.fork(Toolkit.execute(toolkit, call({ id }, "c1", "track")))
        yield* TestClock.adjust("4999 millis")
        expect(Option.isNone(yield* Fiber.poll(fiber))).toBe(true)
        yield* TestClock.adjust("1 millis")
        const result = yield* Fiber.poll(fiber)
        expect(Option.isSome(result), id).toBe(true)
        expect(asFailure(yield* Fiber.join(fiber)).message).toBe("track timed out after 5 s; the call was cancelled.")
      }
      // the handler ran once, for the order whose check answered, and was stopped at the 5 s
      expect(yield* Ref.get(stopped)).toBe(1)
    }))

  it.effect("a side-effecting call stopped from outside while its arguments are checked: CANCELLED, and no claim left", () =>
    Effect.gen(function*() {
      // The check runs in a fiber of its own under the timeout: the caller's interruption must still reach it, and the
      // key never claimed (the handler did not run), so that the same call made again runs.
      let slow = true
      const OrderId = Schema.String.pipe(
        Schema.filterEffect(() => slow ? Effect.as(Effect.sleep("10 seconds"), true) : Effect.succeed(true))
      )
      const sent = yield* Ref.make(0)
      const toolkit = Toolkit.make(Tool.make({
        name: "refund_checked",
        description: "Refund an order",
        parameters: Schema.Struct({ id: OrderId }),
        success: Schema.Number,
        sideEffect: true,
        handler: () => Ref.updateAndGet(sent, (n) => n + 1)
      }))
      const refund = Toolkit.execute(toolkit, call({ id: "o_1" }, "c1", "refund_checked")).pipe(
        Toolkit.withTurnId("turn_1")
      )
      const fiber = yield* Effect.fork(refund)
      yield* TestClock.adjust("1 second")
      expect(Exit.isInterrupted(yield* Fiber.interrupt(fiber))).toBe(true)
      const cancelled = yield* Metric.value(
        Toolkit.metrics.calls.pipe(Metric.tagged("tool", "refund_checked"), Metric.tagged("outcome", "CANCELLED"))
      )
      expect(cancelled.count).toBe(1)
      slow = false
      expect(yield* refund).toMatchObject({ _tag: "Success", value: 1 })
    }).pipe(Effect.provide(Idempotency.layerMemory)))

  it.effect("a tool's retry gives up by the timeout counted from before the arguments' checks (CallDeadline)", () =>
    Effect.gen(function*() {
      // A check of 4 s under a 5 s timeout leaves 1 s: the retry's 2 s wait would outlast it, so the model reads what
      // the tool failed with at once, not a TIMEOUT a second later.
      const attempts = yield* Ref.make(0)
      const OrderId = Schema.String.pipe(Schema.filterEffect(() => Effect.as(Effect.sleep("4 seconds"), true)))
      const toolkit = Toolkit.make(Tool.make({
        name: "track_retried",
        description: "Track an order",
        parameters: Schema.Struct({ id: OrderId }),
        success: Schema.String,
        timeout: "5 seconds",
        idempotent: true,
        retry: RetrySchedule.exponential("2 seconds"),
        handler: () =>
          Effect.zipRight(
            Ref.update(attempts, (n) => n + 1),
            Effect.fail(new Failure.Retryable({ reason: "HTTP 503", status: 503 }))
          )
      }))
      const fiber = yield* Effect.fork(Toolkit.execute(toolkit, call({ id: "o_1" }, "c1", "track_retried")))
      yield* TestClock.adjust("4 seconds")
      const result = yield* Fiber.poll(fiber)
      expect(Option.isSome(result)).toBe(true)
      expect(asFailure(yield* Fiber.join(fiber)).code).toBe("UNAVAILABLE")
      expect(yield* Ref.get(attempts)).toBe(1)
    }))

  it.effect("each run of a handler has its own scope: a retried call releases each attempt's resources, no Scope asked", () =>
    Effect.gen(function*() {
      const log = yield* Ref.make<ReadonlyArray<string>>([])
      const note = (line: string) => Ref.update(log, (lines) => [...lines, line])
      const attempt = yield* Ref.make(0)
      const tool = Tool.make({
        name: "query",
        description: "Query the database",
        parameters: Query,
        success: Schema.Array(Schema.String),
        idempotent: true,
        retry: Schedule.recurs(1),
        handler: () =>
          Effect.gen(function*() {
            const n = yield* Ref.updateAndGet(attempt, (k) => k + 1)
            yield* Effect.acquireRelease(note(`open ${n}`), () => note(`close ${n}`))
            if (n === 1) return yield* new Failure.Retryable({ reason: "connection reset" })
            return ["row"]
          })
      })
      // Typed without a Scope: the program below has none to give.
      const run: Effect.Effect<ToolResult.ToolResult, ToolResult.ToolError, never> = Toolkit.execute(
        Toolkit.make(tool),
        call({ query: "x" }, "call_1", "query")
      )
      const result = yield* run.pipe(Effect.tap(() => note("returned")))
      expect(result.toContent()).toBe("[\"row\"]")
      expect(yield* Ref.get(log)).toEqual(["open 1", "close 1", "open 2", "close 2", "returned"])
    }))

  it.effect("the timeout is per tool", () =>
    Effect.gen(function*() {
      const toolkit = Toolkit.make(
        searchTool(() => Effect.as(Effect.sleep("2 seconds"), []), { timeout: "1500 millis" })
      )
      const fiber = yield* Effect.fork(Toolkit.execute(toolkit, call({ query: "x" })))
      yield* TestClock.adjust("1500 millis")
      expect(asFailure(yield* Fiber.join(fiber)).message).toBe("search timed out after 1.5 s; the call was cancelled.")
    }))

  it.effect("UNAVAILABLE for a Retryable, FAILED for Fatal and Permanent", () =>
    Effect.gen(function*() {
      const failing = (error: unknown) => Toolkit.make(searchTool(() => Effect.fail(error)))
      const unavailable = asFailure(
        yield* Toolkit.execute(
          failing(new Failure.Retryable({ reason: "HTTP 503", status: 503 })),
          call({ query: "x" })
        )
      )
      expect(unavailable.code).toBe("UNAVAILABLE")
      expect(unavailable.message).toBe(
        "search is temporarily unavailable: HTTP 503. Try again later or use another tool."
      )
      // The service's hint reaches the model: "later" read as its next step, and the 429 came back until it was over.
      const limited = asFailure(
        yield* Toolkit.execute(
          failing(new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter: Duration.seconds(20) })),
          call({ query: "x" })
        )
      )
      expect(limited.message).toBe(
        "search is temporarily unavailable: HTTP 429. The service asks to wait 20 s: try again after that, or use " +
          "another tool."
      )
      // A long wait in units a model reads (a daily quota's 86400 s read as a number to divide), and a wait below a
      // millisecond as one, rounded up: "0 ms" told the model to come back at once.
      for (
        const [retryAfter, wait] of [
          [Duration.millis(0.3), "1 ms"],
          [Duration.millis(1500), "1.5 s"],
          [Duration.seconds(90), "1 min 30 s"],
          [Duration.seconds(8040), "2 h 14 min"],
          [Duration.seconds(3599.5), "1 h"],
          [Duration.millis(8_039_400), "2 h 14 min"],
          [Duration.seconds(86400), "1 day"],
          [Duration.seconds(90061), "1 day 1 h 2 min"],
          [Duration.days(366), "366 days"]
        ] as const
      ) {
        const failure = new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter })
        expect(asFailure(yield* Toolkit.execute(failing(failure), call({ query: "x" }))).message).toBe(
          `search is temporarily unavailable: HTTP 429. The service asks to wait ${wait}: try again after that, or ` +
            "use another tool."
        )
      }
      // A failure known by its shape (through JSON: a service that sends its failures so) holds Duration's JSON as its
      // retryAfter: reading it as a Duration threw, and execute died (the turn ended) instead of answering UNAVAILABLE;
      // also as the last failure of the tool's own retries. The wait is read from its JSON, as an instance's is.
      const shape = JSON.parse(JSON.stringify(
        new Failure.Retryable({ reason: "HTTP 429", status: 429, retryAfter: Duration.seconds(20) })
      ))
      expect(Failure.isRetryable(shape)).toBe(true)
      const once = asFailure(yield* Toolkit.execute(failing(shape), call({ query: "x" })))
      expect([once.code, once.message]).toEqual([
        "UNAVAILABLE",
        "search is temporarily unavailable: HTTP 429. The service asks to wait 20 s: try again after that, or use " +
        "another tool."
      ])
      const retried = asFailure(
        yield* Toolkit.execute(
          Toolkit.make(searchTool(() => Effect.fail(shape), { idempotent: true, retry: Schedule.recurs(1) })),
          call({ query: "x" })
        )
      )
      expect([retried.code, retried.message]).toEqual([
        "UNAVAILABLE",
        "search is temporarily unavailable (failed after 2 attempts): HTTP 429. The service asks to wait 20 s: try " +
        "again after that, or use another tool."
      ])
      // a wait of more nanoseconds than a number holds (its own JSON too, whose hrtime reads back as one): Duration calls
      // it finite, its milliseconds are Infinity, and the model was asked to wait "Infinity days"
      const endless = new Failure.Retryable({
        reason: "HTTP 429",
        status: 429,
        retryAfter: Duration.nanos(10n ** 310n)
      })
      for (const failure of [endless, JSON.parse(JSON.stringify(endless))]) {
        expect(asFailure(yield* Toolkit.execute(failing(failure), call({ query: "x" }))).message).toBe(
          "search is temporarily unavailable: HTTP 429. Try again later or use another tool."
        )
      }
      const fatal = asFailure(
        yield* Toolkit.execute(
          failing(new Failure.Fatal({ reason: "index \"docs\" does not exist" })),
          call({ query: "x" })
        )
      )
      expect(fatal.code).toBe("FAILED")
      expect(fatal.message).toBe("search failed: index \"docs\" does not exist")
      const permanent = asFailure(
        yield* Toolkit.execute(failing(new Failure.Permanent({ reason: "quota exhausted" })), call({ query: "x" }))
      )
      expect(permanent.code).toBe("FAILED")
      expect(permanent.message).toContain("failed permanently: quota exhausted")
    }))

  it.effect("classifies handler errors with the Classifier in scope", () =>
    Effect.gen(function*() {
      const toolkit = Toolkit.make(searchTool(() => Effect.fail({ status: 403 })))
      const result = yield* Toolkit.execute(toolkit, call({ query: "x" })).pipe(
        Classify.withRules([
          (u) => Classify.statusOf(u) === 403 ? new Failure.Retryable({ reason: "403: rotating key" }) : undefined
        ])
      )
      expect(asFailure(result).code).toBe("UNAVAILABLE")
    }))

  it.effect("a tool's retry fixes a Retryable, and reports Exhausted as UNAVAILABLE", () =>
    Effect.gen(function*() {
      const attempts = yield* Ref.make(0)
      const flaky = (failures: number) => () =>
        Effect.flatMap(Ref.updateAndGet(attempts, (n) => n + 1), (n) =>
          n <= failures
            ? Effect.fail(new Failure.Retryable({ reason: `HTTP 503 #${n}` }))
            : Effect.succeed<ReadonlyArray<string>>(["ok"]))
      const retry = Schedule.spaced("1 second").pipe(Schedule.intersect(Schedule.recurs(2)))
      const fixed = Toolkit.make(searchTool(flaky(2), { idempotent: true, retry }))
      const fiber = yield* Effect.fork(Toolkit.execute(fixed, call({ query: "x" })))
      yield* TestClock.adjust("2 seconds")
      expect((yield* Fiber.join(fiber))._tag).toBe("Success")
      expect(yield* Ref.get(attempts)).toBe(3)

      yield* Ref.set(attempts, 0)
      const broken = Toolkit.make(searchTool(flaky(10), { idempotent: true, retry }))
      const fiber2 = yield* Effect.fork(Toolkit.execute(broken, call({ query: "x" })))
      yield* TestClock.adjust("2 seconds")
      const result = asFailure(yield* Fiber.join(fiber2))
      expect(result.code).toBe("UNAVAILABLE")
      expect(result.message).toBe(
        "search is temporarily unavailable (failed after 3 attempts): HTTP 503 #3. Try again later or use another tool."
      )
      expect(yield* Ref.get(attempts)).toBe(3)
    }))

  it.effect("a tool's retry gives up where its next wait would end at the timeout, rather than be cut off in it", () =>
    Effect.gen(function*() {
      const attempts = yield* Ref.make(0)
      const down = () =>
        Effect.zipRight(Ref.update(attempts, (n) => n + 1), Effect.fail(new Failure.Retryable({ reason: "HTTP 503" })))
      // attempts at 0 s and 4 s; the wait after the second would end at 8 s, the timeout
      const tool = searchTool(down, { idempotent: true, retry: Schedule.spaced("4 seconds"), timeout: "8 seconds" })
      const fiber = yield* Effect.fork(Toolkit.execute(Toolkit.make(tool), call({ query: "x" })))
      yield* TestClock.adjust("4 seconds")
      const ended = Option.isSome(yield* Fiber.poll(fiber))
      // it read "search timed out after 8 s; the call was cancelled." once the clock got there
      yield* TestClock.adjust("4 seconds")
      const result = asFailure(yield* Fiber.join(fiber))
      expect(result.message).toBe(
        "search is temporarily unavailable (failed after 2 attempts): HTTP 503. Try again later or use another tool."
      )
      expect(ended).toBe(true)
      expect(yield* Ref.get(attempts)).toBe(2)
      // whoever runs the agent reads why the retry stopped
      const failing = Toolkit.make(searchTool(down, {
        idempotent: true,
        retry: Schedule.spaced("4 seconds"),
        timeout: "8 seconds",
        failureMode: "fail"
      }))
      const error = yield* Effect.fork(Effect.flip(Toolkit.execute(failing, call({ query: "x" }))))
      yield* TestClock.adjust("8 seconds")
      const { cause } = yield* Fiber.join(error)
      expect(Failure.isExhausted(cause) && cause.stoppedBy).toBe(
        "the next delay of 4s would end after the tool's timeout of 8s"
      )
    }))

  it.effect("a tool's retry leaves Fatal failures alone, and no tool retries by default", () =>
    Effect.gen(function*() {
      const attempts = yield* Ref.make(0)
      const failWith = (error: unknown) => () => Effect.zipRight(Ref.update(attempts, (n) => n + 1), Effect.fail(error))
      const retry = Schedule.recurs(5)
      const fatal = Toolkit.make(
        searchTool(failWith(new Failure.Fatal({ reason: "bad" })), { idempotent: true, retry })
      )
      expect(asFailure(yield* Toolkit.execute(fatal, call({ query: "x" }))).code).toBe("FAILED")
      expect(yield* Ref.get(attempts)).toBe(1)
      yield* Ref.set(attempts, 0)
      const plain = Toolkit.make(searchTool(failWith(new Failure.Retryable({ reason: "503" }))))
      expect(asFailure(yield* Toolkit.execute(plain, call({ query: "x" }))).code).toBe("UNAVAILABLE")
      expect(yield* Ref.get(attempts)).toBe(1)
    }))

  it.effect("INTERNAL for a defect, without a stack trace", () =>
    Effect.gen(function*() {
      const boom = new TypeError("Cannot read properties of undefined (reading 'hits')")
      const toolkit = Toolkit.make(searchTool(() => Effect.die(boom)))
      const result = asFailure(yield* Toolkit.execute(toolkit, call({ query: "x" })))
      expect(result.code).toBe("INTERNAL")
      expect(result.message).toBe("search failed because of an internal error.")
      expect(result.toContent()).not.toMatch(/\bat |\.ts:\d|TypeError/)
      // a handler that throws instead of returning an effect is a defect too
      const throwing = Toolkit.make(searchTool((): Effect.Effect<ReadonlyArray<string>> => {
        throw boom
      }))
      expect(asFailure(yield* Toolkit.execute(throwing, call({ query: "x" }))).code).toBe("INTERNAL")
    }))

  it.effect("INTERNAL, not a defect that ends the turn, when the parameters' schema dies reading the arguments", () =>
    Effect.gen(function*() {
      // A check that throws on what the model sent (`new URL("docs.python.org")` throws "Invalid URL"), or a lookup in
      // a transformation that dies: `execute` died with it, and the turn ended, where a handler's defect is a result.
      const Https = Schema.String.pipe(Schema.filter((url) => new URL(url).protocol === "https:"))
      const Known = Schema.transformOrFail(Schema.String, Schema.String, {
        decode: () => Effect.die(new Error("connect ECONNREFUSED postgres://app:hunter2@db-primary:5432")),
        encode: ParseResult.succeed
      })
      const cases: ReadonlyArray<{ name: string; parameters: Schema.Schema<any, any>; args: string }> = [
        { name: "fetch_page", parameters: Schema.Struct({ url: Https }), args: "{\"url\":\"docs.python.org\"}" },
        { name: "lookup", parameters: Schema.Struct({ id: Known }), args: "{\"id\":\"order_1\"}" }
      ]
      for (const { args, name, parameters } of cases) {
        let ran = 0
        const toolkit = Toolkit.make(Tool.make({
          name,
          description: "",
          parameters,
          success: Schema.String,
          handler: () => Effect.sync(() => String(++ran))
        }))
        const result = asFailure(yield* Toolkit.execute(toolkit, call(args, "c1", name)))
        expect(result.code).toBe("INTERNAL")
        expect(result.message).toBe(`${name} failed because of an internal error.`)
        expect(ran).toBe(0)
      }
    }))

  it.effect("INTERNAL, not an empty object, when the result holds what JSON writes as {} (a Map, a Set, an Error)", () =>
    Effect.gen(function*() {
      // Under Schema.Unknown (a wrapped API's or MCP server's result) a Map passes the schema, and JSON.stringify
      // writes it as {}: the model read a success with nothing in it, the rows silently gone.
      const values = [
        new Map([["order_1", "shipped"]]),
        { tags: new Set(["urgent"]) },
        [{ ok: false, error: new Error("card declined") }]
      ]
      for (const value of values) {
        const toolkit = unknownLookup(() => Effect.succeed(value))
        const result = yield* Toolkit.execute(toolkit, call({ query: "x" }, "c", "lookup"))
        expect(asFailure(result).code, JSON.stringify(value)).toBe("INTERNAL")
      }
      // What JSON holds is still a success: dates as their ISO text, plain objects and arrays.
      const plain = unknownLookup(() => Effect.succeed({ at: new Date(0), rows: [{ id: 1 }], none: null }))
      const ok = yield* Toolkit.execute(plain, call({ query: "x" }, "c", "lookup"))
      expect(ok.toContent()).toBe(`{"at":"1970-01-01T00:00:00.000Z","rows":[{"id":1}],"none":null}`)
    }))

  it.effect("INTERNAL, not an empty object, for a fetch Response or a Promise not awaited (what JSON writes as {})", () =>
    Effect.gen(function*() {
      // A handler that returned fetch's Response rather than its body (`Effect.tryPromise(() => fetch(url))`), or a
      // promise it did not await (`Effect.sync(() => client.search(q))`), under Schema.Unknown: JSON.stringify writes
      // each as {}, and the model read a success with nothing in it. So with the other classes whose content lives
      // where JSON does not look: Headers, URLSearchParams, a Blob, an ArrayBuffer, a RegExp.
      const values: ReadonlyArray<readonly [string, () => unknown]> = [
        ["Response", () => new Response("[\"GIL\"]", { headers: { "content-type": "application/json" } })],
        ["Promise", () => Promise.resolve(["GIL"])],
        ["Headers", () => ({ headers: new Headers({ "x-ratelimit-remaining": "0" }) })],
        ["URLSearchParams", () => ({ next: new URLSearchParams("page=2") })],
        ["Blob", () => [new Blob(["report"])]],
        ["ArrayBuffer", () => ({ bytes: new Uint8Array([1, 2]).buffer })],
        ["RegExp", () => ({ pattern: /^ord_\d+$/ })],
        // an iterator not consumed (`stmt.iterate()` for `stmt.all()`, a Map's values()), a generator, an async one (an
        // SDK's paginator): JSON writes each as {}, its items unread
        ["iterator", () => ({ rows: new Map([["ord_1", "shipped"]]).values() })],
        ["generator", () =>
          (function*() {
            yield "GIL"
          })()],
        ["async generator", () =>
          (async function*() {
            yield "GIL"
          })()]
      ]
      for (const [label, value] of values) {
        const toolkit = unknownLookup(() => Effect.sync(value))
        const result = yield* Toolkit.execute(toolkit, call({ query: "x" }, "c", "lookup"))
        expect(asFailure(result).code, label).toBe("INTERNAL")
      }
      // What JSON writes whole is still a success: a typed array's items, a boxed number, an empty class instance.
      class Empty {}
      const plain = unknownLookup(() =>
        Effect.succeed({ bytes: new Uint8Array([1, 2]), count: Object(3), marker: new Empty() })
      )
      const ok = yield* Toolkit.execute(plain, call({ query: "x" }, "c", "lookup"))
      expect(ok.toContent()).toBe(`{"bytes":{"0":1,"1":2},"count":3,"marker":{}}`)
    }))

  it.effect("INTERNAL when the handler returns a value its success schema rejects", () =>
    Effect.gen(function*() {
      const toolkit = Toolkit.make(searchTool(() => Effect.succeed([42 as any])))
      expect(asFailure(yield* Toolkit.execute(toolkit, call({ query: "x" }))).code).toBe("INTERNAL")
    }))

  it.effect("CANCELLED when the handler is interrupted", () =>
    Effect.gen(function*() {
      const toolkit = Toolkit.make(searchTool(() => Effect.interrupt))
      const result = asFailure(yield* Toolkit.execute(toolkit, call({ query: "x" })))
      expect(result.code).toBe("CANCELLED")
      expect(result.message).toBe("search was cancelled before it finished.")
    }))

  it.effect("an interrupted caller cannot read a result, but the call is counted as CANCELLED", () =>
    Effect.gen(function*() {
      const tool = Tool.make({
        name: "cancelled_tool",
        description: "",
        parameters: Query,
        success: Schema.String,
        handler: () => Effect.never
      })
      const fiber = yield* Effect.fork(
        Toolkit.execute(Toolkit.make(tool), call({ query: "x" }, "c1", "cancelled_tool"))
      )
      yield* TestClock.adjust("1 second")
      yield* Fiber.interrupt(fiber)
      const counted = yield* Metric.value(
        Toolkit.metrics.calls.pipe(Metric.tagged("tool", "cancelled_tool"), Metric.tagged("outcome", "CANCELLED"))
      )
      expect(counted.count).toBe(1)
    }))

  it.effect("an interrupted caller's call has tool.outcome CANCELLED on its span, as its metric says", () =>
    Effect.gen(function*() {
      // a trace search for the cancelled calls the metric counted found none of those cut off from outside
      const spans: Array<Tracer.Span> = []
      const tool = Tool.make({
        name: "cancelled_span_tool",
        description: "",
        parameters: Query,
        success: Schema.String,
        handler: () => Effect.never
      })
      const fiber = yield* Toolkit.execute(Toolkit.make(tool), call({ query: "x" }, "c1", "cancelled_span_tool")).pipe(
        Effect.withTracer(yield* recordingTracer(spans)),
        Effect.fork
      )
      yield* TestClock.adjust("1 second")
      yield* Fiber.interrupt(fiber)
      const span = spans.find((s) => s.name === "effect_resilience.tool")
      expect(span?.status._tag).toBe("Ended")
      expect(span?.attributes.get("tool.outcome")).toBe("CANCELLED")
    }))

  it.effect("the default message is sanitised", () =>
    Effect.gen(function*() {
      const toolkit = Toolkit.make(searchTool(() =>
        Effect.fail(
          new Failure.Retryable({
            reason: "connect ECONNREFUSED 10.0.0.7:9200 (http://elastic:changeme@search.internal:9200)"
          })
        )
      ))
      const result = asFailure(yield* Toolkit.execute(toolkit, call({ query: "x" })))
      expect(result.message).toBe(
        "search is temporarily unavailable: connect ECONNREFUSED [internal address] ([internal address]). " +
          "Try again later or use another tool."
      )
    }))

  it.effect("the default message keeps tool names, parameter paths and what they expected", () =>
    Effect.gen(function*() {
      // Names that read as secrets to the sanitiser: a labelled secret (token, password, auth, session_id)
      // or a long token with a digit. The model needs them to correct its call.
      const tool = Tool.make({
        name: "search_orders_v2_archive",
        description: "",
        parameters: Schema.Struct({
          page_token: Schema.String,
          password: Schema.String.pipe(Schema.minLength(12)),
          auth_code: Schema.String,
          session_id: Schema.Literal("a", "b"),
          shipping_address_line2: Schema.String,
          path: Schema.TemplateLiteral("/data/", Schema.String)
        }),
        success: Schema.String,
        handler: () => Effect.as(Effect.sleep("1 minute"), "x"),
        timeout: "10 seconds"
      })
      const toolkit = Toolkit.make(tool)
      const name = "search_orders_v2_archive"
      const unknown = asFailure(yield* Toolkit.execute(toolkit, call("{}", "c1", "search_orders_v2_archiv")))
      expect(unknown.message).toBe(
        `There is no tool named "search_orders_v2_archiv". Available tools: ${name}.`
      )
      const invalid = asFailure(
        yield* Toolkit.execute(
          toolkit,
          call(
            { page_token: 42, password: "short", session_id: "c", shipping_address_line2: 5, path: "/etc" },
            "c2",
            name
          )
        )
      )
      expect(invalid.message).toBe(
        `The arguments of ${name} do not match its parameters: page_token: Expected string, actual 42; ` +
          `password: Expected a string at least 12 character(s) long, actual "short"; auth_code: is missing; ` +
          `session_id: Expected "a" | "b", actual "c"; ` +
          `shipping_address_line2: Expected string, actual 5; path: Expected \`/data/\${string}\`, actual "/etc". ` +
          `Fix the arguments and call ${name} again.`
      )
      const extra = asFailure(yield* Toolkit.execute(toolkit, call({ access_token: "abc" }, "c3", name)))
      expect(extra.message).toContain("access_token: is unexpected")
      const args = { page_token: "p", password: "long enough password", auth_code: "x", session_id: "a" }
      const fiber = yield* Effect.fork(
        Toolkit.execute(toolkit, call({ ...args, shipping_address_line2: "x", path: "/data/x" }, "c4", name))
      )
      yield* TestClock.adjust("10 seconds")
      expect(asFailure(yield* Fiber.join(fiber)).message).toBe(
        `${name} timed out after 10 s; the call was cancelled.`
      )
    }))

  it.effect("the default factory sanitises the handler's reason, not the tool's name around it", () =>
    Effect.gen(function*() {
      const reason = "page_token=a8f3k2m9x7q1w5e4r6t0 rejected by 10.0.0.7"
      const tool = Tool.make({
        name: "list_bucket_objects_v2",
        description: "",
        parameters: Query,
        success: Schema.String,
        handler: () => Effect.fail(new Failure.Fatal({ reason }))
      })
      const seen: Array<string> = []
      const recorded = Toolkit.make(tool).pipe(Toolkit.withOptions({
        message: (input) => {
          seen.push(input.message)
          return Sanitize.make({ maxLength: 60 })(input)
        }
      }))
      const result = asFailure(yield* Toolkit.execute(recorded, call({ query: "x" }, "c1", "list_bucket_objects_v2")))
      expect(result.message).toBe("list_bucket_objects_v2 failed: page_token=[redacted]…")
      // a custom factory still reads the library's whole message, unsanitised
      expect(seen).toEqual([`list_bucket_objects_v2 failed: ${reason}`])
      const plain = asFailure(
        yield* Toolkit.execute(Toolkit.make(tool), call({ query: "x" }, "c2", "list_bucket_objects_v2"))
      )
      expect(plain.message).toBe(
        "list_bucket_objects_v2 failed: page_token=[redacted] rejected by [internal address]"
      )
      // a message the factory was not given by the toolkit is sanitised whole (a tool's name that is a random token too)
      expect(Sanitize.defaultMessage({
        code: "FAILED",
        tool: "t",
        callId: "c",
        message: "a8f3k2m9x7q1w5e4r6t0z failed: token: abc",
        cause: undefined
      })).toBe("[redacted] failed: token: [redacted]")
    }))

  it.effect("the default message drops the stack traces in a handler's error", () =>
    Effect.gen(function*() {
      const nodeTrace = "TypeError: Cannot read properties of undefined (reading 'total')\n" +
        "    at computeInvoice (/app/src/billing/invoice.ts:88:21)\n" +
        "    at processTicksAndRejections (node:internal/process/task_queues:95:5)"
      const pythonTrace = "Traceback (most recent call last):\n" +
        "  File \"/srv/app/export.py\", line 12, in <module>\n" +
        "    conn = psycopg2.connect(user='app', dbname='orders')\n" +
        "ValueError: bad"
      const messageOf = (error: unknown) =>
        Effect.map(
          Toolkit.execute(Toolkit.make(searchTool(() => Effect.fail(error))), call({ query: "x" })),
          (result) => asFailure(result).message
        )
      expect(yield* messageOf(Classify.fromResponse({ status: 500, body: nodeTrace }))).toBe(
        "search is temporarily unavailable: HTTP 500: TypeError: Cannot read properties of undefined (reading 'total'). " +
          "Try again later or use another tool."
      )
      expect(yield* messageOf(Classify.fromResponse({ status: 500, body: pythonTrace }))).toBe(
        "search is temporarily unavailable: HTTP 500: ValueError: bad. Try again later or use another tool."
      )
      expect(yield* messageOf(new Error(`upstream failed: ${nodeTrace}`))).toBe(
        "search failed: Error: upstream failed: TypeError: Cannot read properties of undefined (reading 'total')"
      )
      expect(yield* messageOf(new Error(`Command failed with exit code 1: python x.py\n${pythonTrace}`))).toBe(
        "search failed: Error: Command failed with exit code 1: python x.py ValueError: bad"
      )
    }))

  it.effect("the default message drops a password and a host that a shell or driver error names", () =>
    Effect.gen(function*() {
      // execa's error: the command line is in its message and shortMessage
      const command = "curl -fsS -u admin:hunter2 https://api.example.com/v1/export"
      const execa = Object.assign(new Error(`Command failed with exit code 22: ${command}`), {
        shortMessage: `Command failed with exit code 22: ${command}`,
        exitCode: 22,
        stderr: "curl: (22) The requested URL returned error: 500"
      })
      const requests = Object.assign(
        new Error("HTTPConnectionPool(host='inventory', port=8000): Max retries exceeded with url: /items"),
        { name: "ConnectionError" }
      )
      for (const error of [execa, requests]) {
        const toolkit = Toolkit.make(searchTool(() => Effect.fail(error)))
        const message = asFailure(yield* Toolkit.execute(toolkit, call({ query: "x" }))).message
        expect(message).not.toContain("hunter2")
        expect(message).not.toContain("inventory")
        expect(message).toMatch(/^search (?:failed|is temporarily unavailable): /)
      }
    }))

  it.effect("message factories: the tool's wins over the toolkit's, which wins over the default", () =>
    Effect.gen(function*() {
      const fail = () => Effect.fail(new Failure.Fatal({ reason: "secret reason" }))
      const quiet = Toolkit.make(
        searchTool(fail),
        Tool.make({
          name: "own",
          description: "",
          parameters: Query,
          success: Schema.String,
          handler: fail,
          message: (input) => `own: ${input.code}`
        })
      ).pipe(Toolkit.withOptions({ message: (input) => `${input.tool} could not run (${input.code})` }))
      expect(asFailure(yield* Toolkit.execute(quiet, call({ query: "x" }))).message).toBe(
        "search could not run (FAILED)"
      )
      expect(asFailure(yield* Toolkit.execute(quiet, call({ query: "x" }, "c2", "own"))).message).toBe("own: FAILED")
      // a factory that throws falls back to the default rather than crashing the turn
      const throwing = Toolkit.make(searchTool(fail, {
        message: () => {
          throw new Error("bug")
        }
      }))
      expect(asFailure(yield* Toolkit.execute(throwing, call({ query: "x" }))).message).toBe(
        "search failed: secret reason"
      )
    }))

  it.effect("\"fail\" mode per tool fails the effect with a ToolError", () =>
    Effect.gen(function*() {
      const fatal = new Failure.Fatal({ reason: "card declined" })
      const toolkit = Toolkit.make(searchTool(() => Effect.fail(fatal), { failureMode: "fail" }))
      const exit = yield* Effect.exit(Toolkit.execute(toolkit, call({ query: "x" }, "pay_1")))
      expect(exit).toEqual(Exit.fail(
        new ToolResult.ToolError({
          code: "FAILED",
          tool: "search",
          callId: "pay_1",
          reason: "search failed: card declined",
          cause: fatal
        })
      ))
      // argument errors fail the run too: a security check must not let the model probe it
      const error = yield* Effect.flip(Toolkit.execute(toolkit, call({ query: 1 })))
      expect(error.code).toBe("INVALID_ARGUMENTS")
    }))

  it.effect("\"fail\" mode per toolkit, and a tool's \"return\" overrides it", () =>
    Effect.gen(function*() {
      const failing = searchTool(() => Effect.die("boom"))
      const returning = Tool.make({
        name: "lenient",
        description: "",
        parameters: Query,
        success: Schema.String,
        handler: () => Effect.die("boom"),
        failureMode: "return"
      })
      const toolkit = Toolkit.withOptions(Toolkit.make(failing, returning), { failureMode: "fail" })
      const error = yield* Effect.flip(Toolkit.execute(toolkit, call({ query: "x" })))
      expect(error).toBeInstanceOf(ToolResult.ToolError)
      expect(error.code).toBe("INTERNAL")
      const unknown = yield* Effect.flip(Toolkit.execute(toolkit, call({}, "c", "nope")))
      expect(unknown.code).toBe("UNKNOWN_TOOL")
      const lenient = yield* Toolkit.execute(toolkit, call({ query: "x" }, "c", "lenient"))
      expect(asFailure(lenient).code).toBe("INTERNAL")
    }))

  it.effect("counts calls by tool and outcome, and times them", () =>
    Effect.gen(function*() {
      const tool = Tool.make({
        name: "metered_tool",
        description: "",
        parameters: Query,
        success: Schema.String,
        handler: ({ query }) =>
          query === "slow"
            ? Effect.as(Effect.sleep("2 seconds"), "ok")
            : Effect.fail(new Failure.Fatal({ reason: "no" }))
      })
      const toolkit = Toolkit.make(tool)
      const counter = (outcome: string) =>
        Metric.value(
          Toolkit.metrics.calls.pipe(Metric.tagged("tool", "metered_tool"), Metric.tagged("outcome", outcome))
        )
      const fiber = yield* Effect.fork(Toolkit.execute(toolkit, call({ query: "slow" }, "c1", "metered_tool")))
      yield* TestClock.adjust("2 seconds")
      yield* Fiber.join(fiber)
      yield* Toolkit.execute(toolkit, call({ query: "x" }, "c2", "metered_tool"))
      yield* Toolkit.execute(toolkit, call({ query: 1 }, "c3", "metered_tool"))
      yield* Toolkit.execute(toolkit, call({}, "c4", "hallucinated_tool"))
      expect((yield* counter("success")).count).toBe(1)
      expect((yield* counter("FAILED")).count).toBe(1)
      expect((yield* counter("INVALID_ARGUMENTS")).count).toBe(1)
      const unknown = yield* Metric.value(
        Toolkit.metrics.calls.pipe(Metric.tagged("tool", "<unknown>"), Metric.tagged("outcome", "UNKNOWN_TOOL"))
      )
      expect(unknown.count).toBeGreaterThanOrEqual(1)
      const durations = yield* Metric.value(Toolkit.metrics.duration.pipe(Metric.tagged("tool", "metered_tool")))
      expect(durations.count).toBe(3)
      expect(durations.max).toBe(2000)
    }))

  it.effect("runs and times a call when a jittered sleep has left TestClock at a fractional millisecond", () =>
    Effect.gen(function*() {
      // what a session's jittered retry delay leaves: 0.1 + 0.2 ms, whose nanoseconds are no integer
      yield* TestClock.adjust(0.1)
      yield* TestClock.adjust(0.2)
      const tool = Tool.make({
        name: "fractional_tool",
        description: "",
        parameters: Query,
        success: Schema.String,
        handler: ({ query }) => Effect.as(Effect.sleep("1500 millis"), query)
      })
      const fiber = yield* Effect.fork(
        Toolkit.execute(Toolkit.make(tool), call({ query: "x" }, "c1", "fractional_tool"))
      )
      yield* TestClock.adjust("1500 millis")
      const result = yield* Fiber.join(fiber)
      expect(result.toContent()).toBe("\"x\"")
      const durations = yield* Metric.value(Toolkit.metrics.duration.pipe(Metric.tagged("tool", "fractional_tool")))
      expect(durations.count).toBe(1)
      expect(durations.max).toBeCloseTo(1500, 6)
    }))
})

describe("Toolkit.executeAll", () => {
  it.effect("runs a batch in parallel and returns the results in call order", () =>
    Effect.gen(function*() {
      const finished: Array<string> = []
      const toolkit = Toolkit.make(searchTool(({ query }) =>
        Effect.sleep(`${Number(query)} seconds`).pipe(
          Effect.tap(() => finished.push(query)),
          Effect.as([query])
        )
      ))
      const calls = ["3", "1", "2"].map((q, i) => call({ query: q }, `call_${i}`))
      const fiber = yield* Effect.fork(Toolkit.executeAll(toolkit, [...calls, call("{", "call_3")], { concurrency: 4 }))
      yield* TestClock.adjust("3 seconds")
      const results = yield* Fiber.join(fiber)
      expect(finished).toEqual(["1", "2", "3"])
      expect(results.map((r) => r.callId)).toEqual(["call_0", "call_1", "call_2", "call_3"])
      expect(results.map((r) => r.toContent())).toEqual([
        "[\"3\"]",
        "[\"1\"]",
        "[\"2\"]",
        expect.stringContaining("INVALID_ARGUMENTS")
      ])
    }))

  it.effect("parallel calls really overlap: all three finish after the longest, not the sum", () =>
    Effect.gen(function*() {
      const toolkit = Toolkit.make(searchTool(() => Effect.as(Effect.sleep("1 second"), [])))
      const fiber = yield* Effect.fork(
        Toolkit.executeAll(toolkit, [1, 2, 3].map((i) => call({ query: "q" }, `c${i}`)))
      )
      yield* TestClock.adjust("1 second")
      const done = yield* Fiber.poll(fiber)
      expect(Option.isSome(done) && Exit.isSuccess(done.value)).toBe(true)
    }))

  it.effect("a batch in \"fail\" mode fails with the first ToolError", () =>
    Effect.gen(function*() {
      const toolkit = Toolkit.make(searchTool(({ query }) =>
        query === "bad" ? Effect.fail(new Failure.Fatal({ reason: "rejected" })) : Effect.succeed([query])
      )).pipe(Toolkit.withOptions({ failureMode: "fail" }))
      const error = yield* Effect.flip(
        Toolkit.executeAll([call({ query: "ok" }, "c1"), call({ query: "bad" }, "c2")])(toolkit)
      )
      expect(error.callId).toBe("c2")
      expect(error.code).toBe("FAILED")
      expect(contentOf(new ToolResult.Failure({ ...error, message: error.reason })).error.code).toBe("FAILED")
    }))

  it.effect("the first ToolError cuts the other calls off at once, within their timeouts", () =>
    Effect.gen(function*() {
      const interrupted: Array<string> = []
      const toolkit = Toolkit.make(searchTool(({ query }) =>
        query === "bad"
          ? Effect.zipRight(Effect.sleep("1 second"), Effect.fail(new Failure.Fatal({ reason: "rejected" })))
          : Effect.as(Effect.sleep("20 seconds"), [query]).pipe(
            Effect.onInterrupt(() => Effect.sync(() => interrupted.push(query)))
          )
      )).pipe(Toolkit.withOptions({ failureMode: "fail" }))
      const calls = [call({ query: "slow" }, "c1"), call({ query: "bad" }, "c2"), call({ query: "slower" }, "c3")]
      const fiber = yield* Effect.fork(Effect.flip(Toolkit.executeAll(calls)(toolkit)))
      // the calls run under the tool's timeout (30 s by default): before, they ran on to their end at 20 s
      yield* TestClock.adjust("1 second")
      expect((yield* Fiber.join(fiber)).callId).toBe("c2")
      expect(interrupted.sort()).toEqual(["slow", "slower"])
    }))
})

describe("Toolkit options checked when called", () => {
  const toolkit = Toolkit.make(searchTool(({ query }) => Effect.succeed([query])))
  const one = call({ query: "q" })

  it("executeAll throws InvalidOptionError naming calls or options, rather than returning a function", () => {
    // One call, or a message, where its calls were meant: it went through Effect.forEach's dual and came back as a
    // function, which yield* died on ("not iterable").
    expect(() => Toolkit.executeAll(toolkit, one as never)).toThrow(/Invalid option "calls"/)
    expect(() => Toolkit.executeAll(toolkit, { role: "assistant", content: "" } as never)).toThrow(
      /Invalid option "calls"/
    )
    expect(() => Toolkit.executeAll(toolkit, "calls" as never)).toThrow(/Invalid option "calls"/)
    expect(() => Toolkit.executeAll(one as never)).toThrow(/Invalid option "calls"/)
    // A bare number ran unbounded.
    expect(() => Toolkit.executeAll(toolkit, [one], 4 as never)).toThrow(/Invalid option "options"/)
    expect(() => Toolkit.executeAll([one], 4 as never)).toThrow(/Invalid option "options"/)
  })

  it("withOptions and executeAll name a misspelt option instead of reading it as absent", () => {
    // read as absent: failures returned to the model where `fail` was asked for, the calls run unbounded
    const misspelt = { failuremode: "fail" } as Toolkit.Options
    expect(invalidOption(() => Toolkit.withOptions(toolkit, misspelt)).option).toBe("failuremode")
    expect(invalidOption(() => Toolkit.withOptions(misspelt)).option).toBe("failuremode")
    expect(invalidOption(() => Toolkit.executeAll(toolkit, [one], { concurency: 4 } as never)).option).toBe(
      "concurency"
    )
    expect(invalidOption(() => Toolkit.executeAll([one], { concurency: 4 } as never)).option).toBe("concurency")
  })

  it("withTurnId throws InvalidOptionError naming turnId for an empty or non-string id, in both forms", () => {
    expect(() => Toolkit.withTurnId(Effect.void, "")).toThrow(/Invalid option "turnId"/)
    expect(() => Toolkit.withTurnId(Effect.void, 5 as never)).toThrow(/Invalid option "turnId"/)
    expect(() => Toolkit.withTurnId("")).toThrow(/Invalid option "turnId"/)
    expect(() => Toolkit.withTurnId(5 as never)).toThrow(/Invalid option "turnId"/)
  })

  it("withOptions checks its options now in the data-last form too", () => {
    expect(() => Toolkit.withOptions({ failureMode: "throw" as never })).toThrow(/Invalid option "failureMode"/)
    expect(() => Toolkit.withOptions("fail" as never)).toThrow(/Invalid option "options"/)
    expect(() => Toolkit.withOptions(toolkit, { failureMode: "throw" as never })).toThrow(
      /Invalid option "failureMode"/
    )
  })

  it.effect("the valid forms still run", () =>
    Effect.gen(function*() {
      const results = yield* Toolkit.executeAll(toolkit, [one], { concurrency: 2 }).pipe(Toolkit.withTurnId("turn_1"))
      expect(results).toHaveLength(1)
      const again = yield* Toolkit.executeAll([one])(Toolkit.withOptions({ failureMode: "fail" })(toolkit))
      expect(again).toHaveLength(1)
    }))
})
