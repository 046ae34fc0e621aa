// What the sanitiser's rules are made of: the marks it writes in a secret's place, a rule (a pattern and what replaces its
// matches), and where a word starts in a JSON string, so that a rule finds its word right after an escape.

/** @internal */
export const REDACTED = "[redacted]"
/** @internal */
export const INTERNAL = "[internal address]"
/** @internal */
export const PATH = "[path]"
/** @internal */
export const CONNECTION = "[connection string]"

// A replacer gets what String#replace passes: the groups (undefined where one did not take part), then the match's
// offset and the whole text.
/** @internal */
export type Replacement = readonly [RegExp, string | ((match: string, ...groups: Array<any>) => string)]

/** @internal */
export const apply = (text: string, replacements: ReadonlyArray<Replacement>): string =>
  replacements.reduce(
    (acc, [pattern, replacement]) =>
      acc.replace(pattern, replacement as (substring: string, ...args: Array<any>) => string),
    text
  )

// A JSON string's escapes that stand for a character ending a word: a line break or a tab ("\n", "\t"), and a "\u"
// escape (Gson's quote "\u0027", Python's "é" "\u00e9"): what comes after one starts a word. Read as written, the
// escape's letter was part of the next word ("\nsk-proj-…" held the word "nsk-proj-…", no key), and a rule that took
// the letter with its match left a backslash before "[redacted]", which no JSON parser reads.
const ESCAPE_LETTERS = String.raw`(?:[bfnrt]|u[0-9A-Fa-f]{4})`
const AFTER_ESCAPE = String.raw`(?<=\\${ESCAPE_LETTERS})`
/** Where a word starts: at `\b`, or after a JSON escape. */
export const WORD_START = String.raw`(?:\b|${AFTER_ESCAPE})`
// What a rule's pattern starts with to say where its match may begin: `\b`, `(?<![…])`, `(?<!\S)`.
const LEAD = /^(?:\\b|\(\?<!(?:\[[^\]]*\]|\\S)\))/

/**
 * `pattern`, beginning also right after a JSON escape. A rule whose match may begin with any letter (a random token, a
 * path, a host) does not begin on the escape's own letters: it begins after them, so that the escape stays whole.
 */
export const afterEscapes = (pattern: RegExp, notOnEscape: boolean): RegExp => {
  const lead = LEAD.exec(pattern.source)?.[0]
  if (lead === undefined) return pattern
  const notOn = notOnEscape ? String.raw`(?!(?<=\\)${ESCAPE_LETTERS})` : ""
  return new RegExp(`${notOn}(?:${lead}|${AFTER_ESCAPE})${pattern.source.slice(lead.length)}`, pattern.flags)
}

export const afterEscapesAll = (
  replacements: ReadonlyArray<Replacement>,
  notOnEscape: boolean
): ReadonlyArray<Replacement> =>
  replacements.map(([pattern, replacement]) => [afterEscapes(pattern, notOnEscape), replacement])
