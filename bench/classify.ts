/**
 * Classifier throughput on errors built with the real SDK classes (`bench/sdkErrors.ts`): each kind
 * alone, and the whole mix in turn.
 */
import { Classify } from "../src/index.js"
import { type Case, measure, printTable, type Row, syncCase } from "./harness.js"
import { sdkErrors } from "./sdkErrors.js"

export const run = async (): Promise<ReadonlyArray<Row>> => {
  for (const { error, expected, name } of sdkErrors) {
    const got = Classify.classify(error)._tag
    // A benchmark of a classifier that answers wrongly would measure the wrong work.
    if (got !== expected) throw new Error(`${name}: classified as ${got}, expected ${expected}`)
  }
  const errors = sdkErrors.map((e) => e.error)
  const cases: Array<Case> = [
    syncCase(`mix of the ${errors.length} below, in turn`, () => {
      for (let i = 0; i < errors.length; i++) Classify.classify(errors[i])
    }, errors.length),
    ...sdkErrors.map(({ error, name }) => syncCase(name, () => Classify.classify(error)))
  ]
  const rows = await measure(cases, { roundMillis: 30, rounds: 7 })
  printTable("Classify.classify throughput (one error classified per op)", rows, rows[0].name)
  return rows
}
