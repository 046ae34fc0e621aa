/**
 * A list a rule reads in order, cut into groups of consecutive members with one bit a group: the phrase scan says which
 * groups a text has a member of (`phrases.ts`' markers), and the rule reads only the members of those groups, in their
 * order as before. A member of a group the scan did not find is not in the text, so the rule's answer is the same.
 * @internal
 */
export interface Groups {
  /** How many groups, one bit each. */
  readonly count: number
  /** Every group's bit: a rule that does not know a text's groups reads every member. */
  readonly all: number
  /** The bit of the group of the member at each index. */
  readonly bits: ReadonlyArray<number>
}

/** Cuts a list of `length` members into `count` groups (at most 31: a group's bit is a positive small integer). @internal */
export const cut = (length: number, count: number): Groups => {
  if (count < 1 || count > 31) throw new Error(`a list cut into ${count} groups`)
  const size = Math.ceil(length / count)
  return { count, all: (1 << count) - 1, bits: Array.from({ length }, (_, i) => 1 << Math.floor(i / size)) }
}
