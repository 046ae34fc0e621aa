/**
 * FNV-1a, 32 bits: a string's hash, continued from `from` (the offset basis for a new one), so that several strings hash
 * as one. Not for security: for seeding draws (`faultServer/prng.ts`) and fingerprints (`classify/memo.ts`).
 * @internal
 */
export const fnv1a = (s: string, from: number = FNV_OFFSET): number => {
  let h = from
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME)
  return h >>> 0
}

/** @internal */
export const FNV_OFFSET = 0x811c9dc5

/** @internal */
export const FNV_PRIME = 0x01000193
