import { Classify } from "../src/index.js"
import { sdkErrors } from "./sdkErrors.js"
const errors = sdkErrors.map((e) => e.error)
const t0 = process.hrtime.bigint()
let n = 0
while (process.hrtime.bigint() - t0 < 6_000_000_000n) {
  for (let i = 0; i < errors.length; i++) Classify.classify(errors[i])
  n += errors.length
}
console.log(Number(process.hrtime.bigint() - t0) / n, "ns/op")
