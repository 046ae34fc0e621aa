/**
 * Classifies eight errors and eight texts whose messages are slices of 20 MB strings, drops them, collects, and prints
 * the heap the classifier kept (run with `node --expose-gc --import tsx`): a kept decision must not keep the string a
 * message was cut from.
 */
import { classify } from "../../../src/internal/classify.js"

const gc = (globalThis as { gc?: () => void }).gc!
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
console.log(JSON.stringify({ retainedMB: (process.memoryUsage().heapUsed - before) / 1e6 }))
