import * as Effect from "effect/Effect"
import * as HashMap from "effect/HashMap"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import { firstMatching } from "../retention.js"
import type { ClaimResult, Entry, Store } from "./store.js"

/** @internal */
export const makeMemoryStore: Effect.Effect<Store> = Effect.map(
  Ref.make(HashMap.empty<string, Entry>()),
  (ref): Store => {
    // Every operation is one Ref.modify, so each is atomic with respect to the others.
    const update = (key: string, f: (entry: Entry) => Option.Option<Entry>): Effect.Effect<boolean> =>
      Ref.modify(ref, (entries) =>
        Option.match(Option.flatMap(HashMap.get(entries, key), f), {
          onNone: () => [false, entries],
          onSome: (next) => [true, HashMap.set(entries, key, next)]
        }))

    const pendingOf = (owner: string) => (entry: Entry): boolean => entry.state === "pending" && entry.owner === owner

    return {
      claim: (key, owner, leaseUntil) =>
        Ref.modify(
          ref,
          (entries): [ClaimResult, HashMap.HashMap<string, Entry>] =>
            Option.match(HashMap.get(entries, key), {
              onSome: (entry) => [{ _tag: "Existing", entry }, entries],
              onNone: () => [
                { _tag: "Claimed" },
                HashMap.set(entries, key, { key, owner, state: "pending", leaseUntil, result: Option.none() })
              ]
            })
        ),
      takeover: (key, from, owner, leaseUntil, now) =>
        update(key, (entry) =>
          pendingOf(from)(entry) && entry.leaseUntil <= now
            ? Option.some({ ...entry, owner, leaseUntil })
            : Option.none()),
      renew: (key, owner, leaseUntil) =>
        update(key, (entry) => pendingOf(owner)(entry) ? Option.some({ ...entry, leaseUntil }) : Option.none()),
      complete: (key, owner, result, now) =>
        update(key, (entry) =>
          pendingOf(owner)(entry)
            ? Option.some({ ...entry, state: "completed", leaseUntil: now, result: Option.some(result) })
            : Option.none()),
      release: (key, owner) =>
        Ref.modify(ref, (entries) =>
          Option.exists(HashMap.get(entries, key), pendingOf(owner))
            ? [true, HashMap.remove(entries, key)]
            : [false, entries]),
      get: (key) => Effect.map(Ref.get(ref), HashMap.get(key)),
      // A completed entry's `leaseUntil` is when it completed; a pending one's, when its lease ends.
      purge: ({ cutoff, expiredClaims, limit }) =>
        Ref.modify(ref, (entries) => {
          const gone = firstMatching(
            HashMap.values(entries),
            (entry) => (entry.state === "completed" || expiredClaims) && entry.leaseUntil <= cutoff,
            limit
          )
          return [gone.length, HashMap.removeMany(entries, gone.map((entry) => entry.key))]
        })
    }
  }
)
