/**
 * A counter-based PRNG: every draw is a pure function of (seed, stream, index), so a fault sequence
 * or a seeded reply does not depend on the order in which concurrent requests arrive.
 * @internal
 */
import { fnv1a } from "../fnv.js"

const mix = (x: number): number => {
  // splitmix32 finaliser: full avalanche, so neighbouring indices give unrelated draws.
  let z = (x + 0x9e3779b9) | 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
  return (z ^ (z >>> 16)) >>> 0
}

/** @internal */
export const hashString = (s: string): number => fnv1a(s)

/** A uniform draw in [0, 1). @internal */
export const unit = (seed: number, stream: string, index: number): number =>
  mix(mix(mix(seed | 0) ^ hashString(stream)) ^ (index | 0)) / 4294967296

/** A uniform integer in [0, n). @internal */
export const below = (seed: number, stream: string, index: number, n: number): number =>
  Math.floor(unit(seed, stream, index) * n)

/** A generator of successive draws for one key, e.g. for the arguments of one tool call. @internal */
export const sequence = (seed: number, stream: string): () => number => {
  let i = 0
  return () => unit(seed, stream, i++)
}

/** Eight hex digits, for deterministic ids. @internal */
export const hex = (seed: number, stream: string, index: number): string =>
  mix(mix(seed | 0) ^ hashString(`${stream}#${index}`)).toString(16).padStart(8, "0")
