/**
 * Six seconds of `Classify.classify` on the bench mix and nothing else, for a CPU profile of the classifier alone:
 * `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node bench/build.mjs bench/classify-loop.ts`.
 */
import { Classify } from "../src/index.js"
import { sdkErrors } from "./sdkErrors.js"

const errors = sdkErrors.map((e) => e.error)
const started = process.hrtime.bigint()
let n = 0
while (process.hrtime.bigint() - started < 6_000_000_000n) {
  for (let i = 0; i < errors.length; i++) Classify.classify(errors[i])
  n += errors.length
}
console.log(`${(Number(process.hrtime.bigint() - started) / n).toFixed(0)} ns per classification`)
