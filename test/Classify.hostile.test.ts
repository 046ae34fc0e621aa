import { describe, expect, it } from "@effect/vitest"
import { Classify } from "effect-resilience"

/**
 * Inputs the property tests of `Classify.test.ts` do not generate (they make throwing and revoked proxies, cycles,
 * getters that throw and chains built ahead): proxies whose prototype chain has no end, and texts whose cost lies in
 * how deeply they nest rather than in how long they are. Costs are asserted as counts of operations, never as times.
 */

const isTag = (t: string) => ["Retryable", "Fatal", "Permanent", "ContextOverflow"].includes(t)

/** Throws once it has been asked this often: a classifier without a bound stops there instead of never. */
const ENOUGH = 1_000_000

describe("Classify: a prototype chain without end", () => {
  it("reads a Proxy whose getPrototypeOf answers itself, or a new Proxy each time, in a bounded number of steps", () => {
    // Object.getPrototypeOf on a proxy runs its trap: an ordinary object's chain ends at null, a proxy's need not. The
    // description of a root's prototype walked the chain to its end, and classify never returned.
    let asked = 0
    const ask = () => {
      if (++asked > ENOUGH) throw new Error("asked without end")
    }
    const cyclic: object = new Proxy({}, {
      getPrototypeOf: () => {
        ask()
        return cyclic
      }
    })
    const fresh = (): object =>
      new Proxy({}, {
        getPrototypeOf: () => {
          ask()
          return fresh()
        }
      })
    for (const make of [() => cyclic, fresh]) {
      for (
        const run of [
          (u: unknown) => Classify.classify(u)._tag,
          (u: unknown) => Classify.statusOf(u),
          (u: unknown) => Classify.retryAfterOf(u),
          (u: unknown) => Classify.fromResponse({ status: 503, body: u })._tag
        ]
      ) {
        asked = 0
        run(make())
        // V8 itself stops `instanceof` after 100 × 1024 steps up a proxy's chain (a RangeError, caught): beyond that,
        // only the classifier's own walks count
        expect(asked).toBeLessThan(110_000)
      }
      asked = 0
      expect(isTag(Classify.classify(make())._tag)).toBe(true)
    }
  })

  it("still reads what such a proxy says when it is a field of an ordinary error", () => {
    const endless: object = new Proxy({}, { getPrototypeOf: () => endless })
    const error = Object.assign(new Error("rate limited"), { status: 429, cause: endless, error: endless })
    expect(Classify.classify(error)).toMatchObject({ _tag: "Retryable", status: 429 })
  })
})
