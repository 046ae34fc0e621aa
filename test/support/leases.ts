/**
 * What the tests of a turn's lease between workers share: the tool the turn calls, the stores they run on without a
 * server, and another worker polling under `TestClock`.
 */
import type { Scope } from "effect"
import { Context, Effect, Fiber, Layer, Schema, TestClock } from "effect"
import { Tool, type Turn, TurnStore } from "effect-resilience"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

/** The `lookup` tool the turns call, answering with `handler`; its own timeout (an hour) never cuts a test's call. */
export const lookup = <R>(handler: () => Effect.Effect<string, never, R>) =>
  Tool.make({
    name: "lookup",
    description: "Look a word up",
    parameters: Schema.Struct({ word: Schema.String }),
    success: Schema.String,
    handler,
    timeout: "1 hour"
  })

/** The store a store layer builds, for a test that hands different views of it to different workers. */
export const storeOf = <E>(
  layer: Layer.Layer<TurnStore.TurnStore, E>
): Effect.Effect<TurnStore.Store, E, Scope.Scope> =>
  Layer.build(layer).pipe(Effect.map(Context.get(TurnStore.TurnStore)))

/** The stores a test runs on without a server: memory, and a SQLite file in a folder of its own named after `prefix`. */
export const localStores = (
  prefix: string
): ReadonlyArray<readonly [string, Effect.Effect<TurnStore.Store, unknown, Scope.Scope>]> => [
  ["memory", TurnStore.makeMemory],
  [
    "a SQLite file",
    Effect.flatMap(
      Effect.acquireRelease(
        Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))),
        (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
      ),
      (dir) => storeOf(TurnStore.layerSqlite({ filename: path.join(dir, "turns.db") }))
    )
  ]
]

/**
 * Another worker polling once a second for `seconds` of `TestClock` time: `poll` (its `Runner.runOnce`) forked as the
 * clock reaches each second, after `atSecond` saw it, and all joined at the end. The turns it took, and at which second.
 */
export const pollEachSecond = <E, R>(
  seconds: number,
  poll: Effect.Effect<ReadonlyArray<Turn.Turn>, E, R>,
  atSecond: (second: number) => void = () => {}
) =>
  Effect.gen(function*() {
    const polls: Array<Fiber.Fiber<ReadonlyArray<Turn.Turn>, E>> = []
    for (let second = 1; second <= seconds; second++) {
      yield* TestClock.adjust("1 second")
      atSecond(second)
      polls.push(yield* Effect.fork(poll))
    }
    const ran = yield* Effect.forEach(polls, Fiber.join)
    return ran.flatMap((turns, i) => turns.map((turn) => ({ second: i + 1, state: turn.state._tag })))
  })
