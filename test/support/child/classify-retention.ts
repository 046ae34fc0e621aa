/**
 * Classifies eight errors and eight texts whose messages are slices of 20 MB strings, drops them, collects, and prints
 * the heap the classifier kept (compiled by test/support/compiled.ts, run with `node --expose-gc`): a kept decision
 * must not keep the string a message was cut from. Then the same for 2 000 error classes made at run time, each with
 * eight decisions of 3 000 characters kept: a class's decisions go with the class (`classesMB`; 48 MB if they
 * stayed). Last, errors whose names are 8 MB each: no such name is kept (`namesMB`; 64 MB if they stayed).
 */
import { classify } from "../../../src/internal/classify.js"

const gc = (globalThis as { gc?: () => void }).gc!
// Made by a function of their own: a class written in the loop would hold, in its scope, the loop's earlier classes.
const makeClass = () => class extends Error {}
gc()
const beforeClasses = process.memoryUsage().heapUsed
let Inner = makeClass()
for (let i = 0; i < 2_000; i++) {
  const Outer = makeClass()
  for (let k = 0; k < 8; k++) {
    for (let twice = 0; twice < 2; twice++) {
      classify(
        Object.assign(new Outer(`upstream ${k} failed ${"x".repeat(3_000)}`), { status: 503, cause: new Inner("i") })
      )
    }
  }
  Inner = Outer
}
// a plain error whose cause is the last class, met twice: its decision is kept on every plain object's prototype
for (let twice = 0; twice < 2; twice++) classify({ message: "wrapped", cause: new Inner("i") })
Inner = makeClass()
gc()
gc()
const classesMB = (process.memoryUsage().heapUsed - beforeClasses) / 1e6

class GatewayError extends Error {}
gc()
const before = process.memoryUsage().heapUsed
for (let i = 0; i < 8; i++) {
  const body = `${i} rate limit exceeded ${"x".repeat(20_000_000)}`
  // twice each: a decision is kept for a failure met a second time
  for (let twice = 0; twice < 2; twice++) {
    classify(Object.assign(new GatewayError(body.slice(0, 40)), { status: 429 }))
    classify(body.slice(0, 30))
  }
}
gc()
gc()
const retainedMB = (process.memoryUsage().heapUsed - before) / 1e6

// a name no class has: eight errors whose `name` is 8 MB each (review of session 38: the table of names kept each)
gc()
const beforeNames = process.memoryUsage().heapUsed
for (let i = 0; i < 8; i++) {
  classify(Object.assign(new Error("boom"), { name: `${i}${"N".repeat(8_000_000)}` }))
}
gc()
gc()
const namesMB = (process.memoryUsage().heapUsed - beforeNames) / 1e6

console.log(JSON.stringify({ retainedMB, classesMB, namesMB }))
