/**
 * `npm run bench`: every benchmark in one run, then the targets of the issues checked against the
 * ratios measured in this run. See bench/README.md for what is measured and how.
 */
import os from "node:os"
import * as classify from "./classify.js"
import { addedNs, formatNs, ratio } from "./harness.js"
import * as memory from "./memory.js"
import * as overhead from "./overhead.js"
import * as simulate from "./simulate.js"

const { names } = overhead

console.log(
  `effect-resilience benchmarks — node ${process.version}, ${
    os.cpus()[0]?.model ?? "unknown CPU"
  } × ${os.cpus().length}, load average ${os.loadavg()[0].toFixed(2)}`
)
const started = process.hrtime.bigint()

// Between suites, a full GC: a suite's garbage (the overhead suite leaves ~80 MB) would otherwise be collected, in a
// full GC, while the next suite is measured. Each suite's warm-up then regrows the young generation.
const collect = () => (globalThis as { gc?: () => void }).gc?.()
const { ceiling, inFiber, pairs } = await overhead.run()
collect()
const classifier = await classify.run()
collect()
await memory.run()
collect()
const simulation = await simulate.run()

interface Target {
  readonly name: string
  readonly value: string
  readonly target: string
  readonly met: boolean
}

const times = (x: number) => `${x.toFixed(2)}×`
const targets: Array<Target> = []
const check = (name: string, value: number, target: string, met: (x: number) => boolean, show = times) =>
  targets.push({ name, value: show(value), target, met: met(value) })

check("Retry.retry standard ÷ bare effect, per call", pairs.retry.ratio, "≤ 1.30", (x) => x <= 1.3)
check("Effect.retry ÷ Retry.retry standard, per call", pairs.effectRetryOverRetry.ratio, "≥ 4.00", (x) => x >= 4)
check("Policy.standard ÷ bare effect, per call", pairs.policy.ratio, "≤ 1.50", (x) => x <= 1.5)
// A promise costs far less than a fiber, so the layers are compared by what each adds to its own bare call.
const policyAdds = pairs.policy.addedNs
const cockatielAdds = pairs.cockatielWrap.addedNs
check(
  `Policy.standard adds ${formatNs(policyAdds)} ns ÷ cockatiel wrap adds ${formatNs(cockatielAdds)} ns, per call`,
  policyAdds / cockatielAdds,
  "< 1.00",
  (x) => x < 1
)
const mix = classifier[0]
// the kinds, each met again and again; the last row is a failure whose message is new each time
const fresh = classifier[classifier.length - 1]
const slowest = classifier.slice(1, -1).reduce((a, b) => (a.nsPerOp > b.nsPerOp ? a : b))
check(
  "Classify.classify, mix of real SDK errors",
  mix.opsPerSec,
  "> 1,000,000/s",
  (x) => x > 1e6,
  (x) => `${Math.round(x).toLocaleString("en-US")}/s`
)

const width = Math.max(...targets.map((t) => t.name.length))
console.log(
  "\nTargets (issue 2 §7, issue 3, issue 7). Each per-call figure is measured against its baseline in 101\n" +
    "alternating 3 ms slices (median of the per-slice ratios): steadier than the tables on a loaded machine."
)
for (const t of targets) {
  console.log(
    `  ${t.met ? "met    " : "MISSED "} ${t.name.padEnd(width)}  ${t.value.padStart(13)}  (target ${t.target})`
  )
}
// Any layer that catches a failure pays at least a handler's step: Effect.retry ÷ such a layer bounds the target above.
// Both ratios come from the same rotation; what each layer adds is in the one-fiber lines below (steadier than a pair).
const overHandler = times(ratio(ceiling, names.effectRetry, names.handler))
const overRetry = times(ratio(ceiling, names.effectRetry, names.retry))
console.log(
  `\nThe ceiling of "Effect.retry ÷ Retry.retry" on this machine is Effect.retry ÷ a layer that only handles failures\n` +
    `(Effect.catchAllCause). Measured together in 101 rotations of 3 ms slices: Effect.retry ÷ Effect.catchAllCause\n` +
    `${overHandler}, ÷ Retry.retry ${overRetry}.`
)
// Not a target: the target compares Policy.standard (a run of 10 and a failure-ratio window, which reads the clock on
// every call) with cockatiel's usual ConsecutiveBreaker(5) (no clock); these give each library the other's breaker.
const likeForLike = (policyPair: typeof pairs.policy, cockatielPair: typeof pairs.policy) =>
  `${formatNs(policyPair.addedNs)} ÷ ${formatNs(cockatielPair.addedNs)} ns = ${
    times(policyPair.addedNs / cockatielPair.addedNs)
  }`
console.log(
  `\nLike for like (not a target): what Policy adds ÷ what cockatiel's wrap(retry, breaker) adds, per call,\n` +
    `  with 5 failures in a row (cockatiel's ConsecutiveBreaker): ${
      likeForLike(pairs.policyConsecutive, pairs.cockatielWrap)
    }\n` +
    `  with Policy.standard's window (cockatiel's SamplingBreaker, 80% over 10 s): ${
      likeForLike(pairs.policy, pairs.cockatielSampling)
    }`
)
console.log("\nThe same layers in one fiber (the fiber start-up of a runPromise taken out):")
for (const name of [names.handler, names.retry, names.policy, names.effectRetry]) {
  console.log(
    `  ${name} ÷ bare effect: ${times(ratio(inFiber, name, names.bare))}, adds ${
      formatNs(addedNs(inFiber, name, names.bare))
    } ns a call`
  )
}
console.log(
  `  simulation, ${simulation[1].throughput.clients.toLocaleString("en-US")} clients under RetrySchedule.standard: ${
    simulation[1].throughput.virtualSecondsPerWallSecond.toFixed(2)
  } virtual s per wall s`
)
console.log(`  slowest classified kind: ${slowest.name}, ${Math.round(slowest.opsPerSec).toLocaleString("en-US")}/s`)
console.log(
  `  a failure not met before (${fresh.name}): ${Math.round(fresh.opsPerSec).toLocaleString("en-US")}/s`
)
console.log(`\nTotal ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`)
