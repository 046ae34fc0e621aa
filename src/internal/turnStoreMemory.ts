import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import { firstMatching } from "./retention.js"
import { isResting, runnableAt, Turn } from "./turnSchema.js"
import type { Lease, Store } from "./turnStore.js"
import { TurnAlreadyExists, TurnConflict } from "./turnStore.js"

interface Row {
  readonly turn: Turn
  readonly lease: Lease | undefined
}

type Rows = ReadonlyMap<string, Row>

const withVersion = (turn: Turn, version: number): Turn => new Turn({ ...turn, version })

/** @internal */
export const makeMemoryStore: Effect.Effect<Store> = Effect.map(
  Ref.make<Rows>(new Map()),
  (ref): Store => {
    // Every operation is one Ref.modify, so each is atomic with respect to the others.
    const modify = <A>(f: (rows: Rows) => readonly [A, Rows | undefined]) =>
      Ref.modify(ref, (rows): [A, Rows] => {
        const [a, next] = f(rows)
        return [a, next ?? rows]
      })
    const put = (rows: Rows, id: string, row: Row): Rows => new Map(rows).set(id, row)

    return {
      create: (turn) =>
        Effect.flatten(modify<Effect.Effect<Turn, TurnAlreadyExists>>((rows) =>
          rows.has(turn.id)
            ? [Effect.fail(new TurnAlreadyExists({ turnId: turn.id })), undefined] as const
            : [Effect.succeed(turn), put(rows, turn.id, { turn, lease: undefined })] as const
        )),
      get: (id) => Effect.map(Ref.get(ref), (rows) => Option.map(Option.fromNullable(rows.get(id)), (r) => r.turn)),
      save: (turn, options) =>
        Effect.flatten(modify<Effect.Effect<Turn, TurnConflict>>((rows) => {
          const row = rows.get(turn.id)
          const ok = row !== undefined && row.turn.version === options.expectedVersion &&
            (options.owner === undefined || row.lease?.owner === options.owner)
          if (!ok) {
            return [
              Effect.fail(new TurnConflict({ turnId: turn.id, expectedVersion: options.expectedVersion })),
              undefined
            ] as const
          }
          const saved = withVersion(turn, options.expectedVersion + 1)
          const lease = options.release === true ? undefined : row.lease
          return [Effect.succeed(saved), put(rows, turn.id, { turn: saved, lease })] as const
        })),
      claim: ({ leaseUntil, limit, now, owner }) =>
        modify<ReadonlyArray<Turn>>((rows) => {
          const due = Array.from(rows.values())
            .flatMap((row) => {
              const at = runnableAt(row.turn)
              return at !== null && at <= now && (row.lease === undefined || row.lease.until <= now)
                ? [{ row, at }]
                : []
            })
            .sort((a, b) => a.at - b.at)
            .slice(0, limit)
          if (due.length === 0) return [[], undefined] as const
          const next = new Map(rows)
          const claimed = due.map(({ row }) => {
            const turn = withVersion(row.turn, row.turn.version + 1)
            next.set(turn.id, { turn, lease: { owner, until: leaseUntil } })
            return turn
          })
          return [claimed, next] as const
        }),
      renew: (id, owner, leaseUntil) =>
        modify<Option.Option<number>>((rows) => {
          const row = rows.get(id)
          if (row?.lease?.owner !== owner) return [Option.none(), undefined] as const
          return [
            Option.some(row.turn.version),
            // never shortened: a renewal landing late, after its owner claimed the turn again, keeps the new lease
            put(rows, id, { ...row, lease: { owner, until: Math.max(row.lease.until, leaseUntil) } })
          ] as const
        }),
      release: (id, owner) =>
        modify((rows) => {
          const row = rows.get(id)
          if (row?.lease?.owner !== owner) return [false, undefined] as const
          return [true, put(rows, id, { ...row, lease: undefined })] as const
        }),
      lease: (id) => Effect.map(Ref.get(ref), (rows) => Option.fromNullable(rows.get(id)?.lease)),
      list: (options) =>
        Effect.map(
          Ref.get(ref),
          (rows) =>
            Array.from(rows.values(), (r) => r.turn)
              .filter((t) => options?.state === undefined || t.state._tag === options.state)
              .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        ),
      purge: ({ cutoff, limit, now, states }) =>
        modify((rows) => {
          const gone = firstMatching(
            rows.values(),
            ({ lease, turn }) =>
              isResting(turn.state._tag) && states.includes(turn.state._tag) && turn.updatedAt <= cutoff &&
              (lease === undefined || lease.until <= now),
            limit
          )
          if (gone.length === 0) return [0, undefined] as const
          const next = new Map(rows)
          for (const { turn } of gone) next.delete(turn.id)
          return [gone.length, next] as const
        })
    }
  }
)
