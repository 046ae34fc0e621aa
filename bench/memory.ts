/**
 * Heap per concurrently retrying fiber: 10 000 fibers each call a dependency that always fails with a
 * Retryable and sit in their retry layer's first (long) delay; the heap is measured after a full GC,
 * against the heap before they were forked. Needs `node --expose-gc` (the `npm run bench` script
 * passes it); without it the suite says so and measures nothing.
 */
import { Effect, Fiber, Schedule } from "effect"
import { Failure, Policy, Retry, RetrySchedule } from "../src/index.js"

export interface MemoryRow {
  readonly name: string
  readonly bytesPerFiber: number
}

const FIBERS = 10_000

const gc = (globalThis as { gc?: () => void }).gc

const heapAfterGc = (): number => {
  gc!()
  gc!()
  return process.memoryUsage().heapUsed
}

const perFiber = (name: string, fiber: () => Effect.Effect<unknown, unknown>): Effect.Effect<MemoryRow> =>
  Effect.gen(function*() {
    const before = heapAfterGc()
    const fibers = yield* Effect.forEach(Array.from({ length: FIBERS }), () => Effect.fork(fiber()))
    // Every fiber has made its first attempt, failed, and is asleep in its retry delay.
    yield* Effect.sleep("50 millis")
    const after = heapAfterGc()
    yield* Fiber.interruptAll(fibers)
    return { name, bytesPerFiber: (after - before) / FIBERS }
  })

export const run = async (): Promise<ReadonlyArray<MemoryRow>> => {
  if (gc === undefined) {
    console.log("\nMemory: skipped (run with node --expose-gc, as npm run bench does)")
    return []
  }
  const transient = new Failure.Retryable({ reason: "HTTP 503", status: 503 })
  const failing = Effect.fail(transient)
  const long = RetrySchedule.exponential("1 hour")
  const policy = await Effect.runPromise(Policy.make({ retry: { schedule: long } }))
  const rows = await Effect.runPromise(Effect.all([
    perFiber("a fiber asleep (Effect.sleep), no layer", () => Effect.sleep("1 hour")),
    perFiber("Effect.retry(Schedule.exponential(1 hour))", () => Effect.retry(failing, Schedule.exponential("1 hour"))),
    perFiber("Retry.retry, exponential(1 hour)", () => Retry.retry(failing, { schedule: long, layer: "bench" })),
    perFiber("Policy (retry + breaker), exponential(1 hour)", () => policy(failing))
  ]))
  const width = Math.max(...rows.map((r) => r.name.length))
  console.log(`\nMemory: heap per fiber, ${FIBERS.toLocaleString("en-US")} fibers retrying concurrently (after GC)`)
  console.log(`${"case".padEnd(width)}  ${"bytes/fiber".padStart(11)}  ${"× asleep".padStart(9)}`)
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}  ${row.bytesPerFiber.toFixed(0).padStart(11)}  ${
        (row.bytesPerFiber / rows[0].bytesPerFiber).toFixed(2).padStart(8)
      }×`
    )
  }
  return rows
}
