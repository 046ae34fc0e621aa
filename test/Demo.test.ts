import { describe, expect, it } from "@effect/vitest"
import { type Duration, Effect, Fiber } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEFAULT_FAULTS, InvalidFaults, parseFaults } from "../src/bin/demo/config.js"
import { capture } from "../src/bin/demo/output.js"
import { run } from "../src/bin/demo/program.js"

const withDb = <A, E>(body: (db: string) => Effect.Effect<A, E>) =>
  Effect.acquireUseRelease(
    Effect.sync(() => mkdtempSync(join(tmpdir(), "demo-test-"))),
    (dir) => body(join(dir, "demo.db")),
    (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true }))
  )

const config = (db: string, faultsText: string, crash: boolean) => ({
  faults: parseFaults(faultsText),
  faultsText,
  seed: 1,
  db,
  verbose: false,
  metrics: true,
  crash
})

const index = (lines: ReadonlyArray<string>, pattern: RegExp) => lines.findIndex((line) => pattern.test(line))

/** Waits, looking every `every`, until the run has printed a line that matches `pattern`. */
const untilPrinted = (lines: ReadonlyArray<string>, pattern: RegExp, every: Duration.DurationInput = "20 millis") =>
  Effect.gen(function*() {
    while (index(lines, pattern) < 0) yield* Effect.sleep(every)
  })

/** Once a line matches `pattern`, blocks the whole process for `millis` of real time, as a stalled machine would. */
const stallWhen = (lines: ReadonlyArray<string>, pattern: RegExp, millis: number) =>
  Effect.gen(function*() {
    yield* untilPrinted(lines, pattern, "10 millis")
    const until = performance.now() + millis
    while (performance.now() < until) {
      // busy: no timer, no I/O, no fiber runs meanwhile
    }
  })

describe("the npm start demo, in-process", () => {
  it.live(
    "default faults: every fault classified and handled, a crash recovered, the turn Completed",
    () =>
      withDb((db) =>
        Effect.gen(function*() {
          const output = capture()
          const summary = yield* run(config(db, DEFAULT_FAULTS, true), output)
          const lines = output.lines

          // each attempt, its classification and the delay taken
          expect(lines.filter((l) => /attempt {2}#\d POST \/v1\/responses$/.test(l)).length).toBe(summary.httpRequests)
          expect(lines).toContainEqual(
            expect.stringMatching(/retry {4}\[openai\] #1 Retryable \(HTTP 503\): .* → wait \d+ms$/)
          )
          expect(lines).toContainEqual(
            expect.stringMatching(/retry {4}\[openai\] #2 Retryable \(HTTP 429, retry after 1s\): .* → wait 1s$/)
          )
          expect(lines).toContainEqual(expect.stringMatching(/#1 Retryable: the stream dropped mid-flight/))
          expect(lines).toContainEqual(expect.stringMatching(/#2 Retryable: ResponseErrorEvent: /))
          expect(lines).toContainEqual(
            expect.stringMatching(/#\d Retryable \(retry after \d+ms\): circuit breaker "openai" is open → wait \d+ms$/)
          )
          expect(lines).toContainEqual(
            expect.stringMatching(/gave-up {2}openai gave up after 5 attempts; the last: Retryable/)
          )

          // breaker changes, in order
          const opened = index(lines, /breaker {2}openai: Closed → Open \(rejects calls for 500ms\)/)
          const halfOpen = index(lines, /breaker {2}openai: Open → HalfOpen/)
          const closed = index(lines, /breaker {2}openai: HalfOpen → Closed/)
          expect(opened).toBeGreaterThan(0)
          expect(halfOpen).toBeGreaterThan(opened)
          expect(closed).toBeGreaterThan(halfOpen)

          // tool results as the model reads them
          expect(lines).toContainEqual(expect.stringMatching(/tool {5}✓ search → \{"venues":\[/))
          expect(lines).toContainEqual(
            expect.stringMatching(
              /tool {5}✗ slow_lookup → \{"error":\{"code":"TIMEOUT","message":"slow_lookup timed out/
            )
          )
          expect(lines).toContainEqual(expect.stringMatching(/tool {5}✓ save_note → \{"noteId":1\}/))

          // the crash, the takeover, and the side effect done once
          const crashed = index(lines, /worker {3}worker-1 crashed/)
          const wrote = index(lines, /save_note wrote row 1 of demo_notes/)
          const takeover = index(lines, /worker {3}worker-2 claims/)
          expect(wrote).toBeGreaterThan(0)
          expect(crashed).toBeGreaterThan(wrote)
          expect(takeover).toBeGreaterThan(crashed)
          expect(lines.filter((l) => /save_note wrote row/.test(l))).toHaveLength(1)
          expect(summary.notes).toBe(1)
          expect(summary.crashed).toBe(true)

          // the turn's states
          expect(lines).toContainEqual(
            expect.stringMatching(
              /turn {5}turn_\w+ v\d+ RetryScheduled \(runs again in \d+ms: .*\) {2}the failed model call saved$/
            )
          )
          expect(lines.filter((l) => /turn {5}turn_\w+ v\d+ /.test(l)).at(-1)).toMatch(/ Completed {2}step 3 saved$/)
          // the runner saves a scheduled retry it takes as Running before it asks the model again
          expect(lines).toContainEqual(expect.stringMatching(/turn {5}turn_\w+ v\d+ Running {2}its retry under way$/))
          expect(summary.states).toEqual(["Running", "RetryScheduled", "Running", "Completed"])
          expect(summary.state).toBe("Completed")
          expect(summary.answer).toMatch(/The forecast is unknown \(the weather service failed: TIMEOUT\).*note #1/)

          // the summary table and its figures
          expect(summary.faults).toEqual({
            "503": 2,
            "429": 1,
            drop: 1,
            "stream-error": 1,
            "500": 1,
            "502": 1,
            "529": 2
          })
          expect(summary.httpRequests).toBe(12)
          expect(summary.modelCalls).toBe(4)
          expect(summary.failuresByTag).toEqual({ Retryable: summary.retries + 1 })
          expect(summary.breakerChanges.slice(0, 3)).toEqual(["Closed→Open", "Open→HalfOpen", "HalfOpen→Closed"])
          expect(summary.toolOutcomes).toEqual({ search: "success", slow_lookup: "TIMEOUT", save_note: "success" })
          const table = lines.slice(index(lines, /^summary$/))
          for (
            const row of [
              /^model calls +4 \(12 HTTP requests, \d+ attempts\)$/,
              /^retries +\d+ by the policy "openai"; [1-9]\d* attempts rejected by the open breaker$/,
              /^failures by tag +Retryable ×\d+$/,
              /^faults injected +.*503 ×2/,
              /^tool results +search success, slow_lookup TIMEOUT, save_note success$/,
              /^idempotency +executed ×1, replayed ×1; demo_notes holds 1 row\(s\) for this turn$/,
              /^turn states +Running → RetryScheduled → Running → Completed$/,
              /^wall time +\d+(\.\d)?m?s$/,
              /^answer +Shortlist: /
            ]
          ) expect(table).toContainEqual(expect.stringMatching(row))
          // --metrics: this run's metrics
          expect(lines).toContainEqual("  effect_resilience_idempotency_runs_total{outcome=\"replayed\"} 1")
          expect(lines).toContainEqual("  effect_resilience_tool_calls{outcome=\"TIMEOUT\",tool=\"slow_lookup\"} 1")
        })
      ),
    60_000
  )

  it.live(
    "stall@1: the stalled stream is cut by the policy's 5 s timeout and retried, not held until Ctrl-C",
    () =>
      withDb((db) =>
        Effect.gen(function*() {
          const output = capture()
          const started = performance.now()
          const summary = yield* run(config(db, "stall@1", false), output)
          expect(summary.state).toBe("Completed")
          expect(summary.faults).toEqual({ stall: 1 })
          expect(summary.httpRequests).toBe(4)
          expect(summary.failuresByTag).toEqual({ Retryable: 1 })
          expect(performance.now() - started).toBeGreaterThanOrEqual(5000)
        })
      ),
    60_000
  )

  it.live(
    "without faults or a crash: one attempt per model call, no retries, the breaker stays closed",
    () =>
      withDb((db) =>
        Effect.gen(function*() {
          const output = capture()
          const summary = yield* run(config(db, "none", false), output)
          expect(summary.state).toBe("Completed")
          expect(summary.modelCalls).toBe(3)
          expect(summary.httpRequests).toBe(3)
          expect(summary.retries).toBe(0)
          expect(summary.breakerChanges).toEqual([])
          expect(summary.states).toEqual(["Running", "Completed"])
          const live = output.lines.slice(0, index(output.lines, /^summary$/))
          expect(live.some((l) => /retry {4}|breaker {2}|crashed/.test(l))).toBe(false)
          expect(output.lines).toContainEqual(expect.stringMatching(/^breaker +stayed Closed$/))
          expect(summary.notes).toBe(1)
        })
      ),
    60_000
  )

  it.live(
    "a turn that fails: its save says it ended without an answer, not that the model answered",
    () =>
      withDb((db) =>
        Effect.gen(function*() {
          const output = capture()
          const summary = yield* run(config(db, "overflow@1", false), output)
          expect(summary.state).toBe("Failed")
          expect(summary.answer).toBeUndefined()
          const saves = output.lines.filter((l) => /turn {5}turn_\w+ v\d+ /.test(l))
          // it read "Failed (ContextOverflow)  the model's answer saved": the turn's own closing note, taken for one
          expect(saves.at(-1)).toMatch(
            / Failed \(ContextOverflow\) {2}turn failed: no answer, its history closed with the reason$/
          )
          expect(saves.some((l) => /answer saved/.test(l))).toBe(false)
          // one call, no tool: it read "1 HTTP requests, 1 attempts" and an empty tool results line
          expect(output.lines).toContainEqual(expect.stringMatching(/^model calls +1 \(1 HTTP request, 1 attempt\)$/))
          expect(output.lines).toContainEqual(expect.stringMatching(/^tool results +none$/))
        })
      ),
    60_000
  )

  it.live(
    "a run stopped while slow_lookup waits (Ctrl-C) does not say its timeout cut it",
    () =>
      withDb((db) =>
        Effect.gen(function*() {
          const output = capture()
          const fiber = yield* Effect.fork(run(config(db, "none", false), output))
          yield* untilPrinted(output.lines, /slow_lookup\(Lisbon\) is waiting/)
          yield* Fiber.interrupt(fiber)
          // it read "slow_lookup interrupted by its timeout", 2 s before the timeout was due
          const interrupted = output.lines.filter((l) => /slow_lookup interrupted/.test(l))
          expect(interrupted).toEqual([expect.stringMatching(/slow_lookup interrupted: the request is abandoned$/)])
          expect(output.lines.some((l) => /TIMEOUT/.test(l))).toBe(false)
        })
      ),
    60_000
  )

  it.live(
    "a run stopped in a retry wait (Ctrl-C): the saved RetryScheduled says the wait was cut, not that the attempts ran out",
    () =>
      withDb((db) =>
        Effect.gen(function*() {
          const output = capture()
          const fiber = yield* Effect.fork(run(config(db, "503@1,429@2", false), output))
          yield* untilPrinted(output.lines, /retry +\[openai\] #2 Retryable \(HTTP 429, retry after 1s\)/)
          yield* Fiber.interrupt(fiber)
          const saved = output.lines.filter((l) => / RetryScheduled \(/.test(l))
          // it read "openai gave up after 2 attempts", as if the schedule had run out
          expect(saved).toEqual([
            expect.stringMatching(/gave up after 2 attempts, stopped during the wait of 1s before attempt 3\)/)
          ])
        })
      ),
    60_000
  )

  // A process that stalls (a loaded machine, a GC pause, a laptop lid) holds up the Runner's lease renewals. A 600 ms
  // lease lapsed on a stall of 400 ms: on a busy 2-core machine a worker lost its turn two or three times a run, and
  // the live view showed a tool interrupted and the turn claimed again without a word why.
  it.live(
    "a stall of the process shorter than the lease keeps the turn: one claim, each tool run once",
    () =>
      withDb((db) =>
        Effect.gen(function*() {
          const output = capture()
          const fiber = yield* Effect.fork(run(config(db, "none", false), output))
          yield* stallWhen(output.lines, /slow_lookup\(Lisbon\) is waiting/, 800)
          const summary = yield* Fiber.join(fiber)
          expect(summary.state).toBe("Completed")
          expect(output.lines.filter((l) => /worker {3}worker-1 claims/.test(l))).toHaveLength(1)
          expect(output.lines.filter((l) => /slow_lookup\(Lisbon\) is waiting/.test(l))).toHaveLength(1)
        })
      ),
    60_000
  )

  it.live(
    "a stall longer than the lease: the live view says the lease lapsed and the worker let the turn go",
    () =>
      withDb((db) =>
        Effect.gen(function*() {
          const output = capture()
          const fiber = yield* Effect.fork(run(config(db, "none", false), output))
          yield* stallWhen(output.lines, /slow_lookup\(Lisbon\) is waiting/, 3000)
          const summary = yield* Fiber.join(fiber)
          expect(summary.state).toBe("Completed")
          const lost = index(output.lines, /worker {3}worker-1 lost turn_\w+: its lease lapsed at +\d+\.\d\ds/)
          const again = output.lines.findIndex((l, i) => i > lost && /worker {3}worker-1 claims/.test(l))
          expect(lost, output.lines.join("\n")).toBeGreaterThan(0)
          expect(again).toBeGreaterThan(lost)
        })
      ),
    60_000
  )

  it("--faults: a schedule, \"none\", or a clear error naming the option and the fault names", () => {
    expect(parseFaults("429@1,503@2-3")).toEqual({
      schedule: [{ at: 1, fault: "429" }, { at: 2, fault: "503" }, { at: 3, fault: "503" }]
    })
    expect(parseFaults("none")).toEqual({})
    expect(() => parseFaults("teapot@1")).toThrow(InvalidFaults)
    expect(() => parseFaults("teapot@1")).toThrow(/--faults.*\n.*NAME@N.*\n.*Fault names: 429, 429-no-retry-after/s)
    expect(() => parseFaults("503@0")).toThrow(/--faults/)
  })
})
