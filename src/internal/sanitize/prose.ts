// A secret told in prose, in English, German, French, Spanish, Portuguese and Italian.

import { KUBERNETES_NAME } from "./labels.js"
import { REDACTED, type Replacement } from "./rule.js"

// What stands before the kind "Secret" in the API server's and Helm's messages: nothing, kubectl's "The", or what a tool
// wrote before the message (": ", "(Invalid): "). A word before it, or joined to it, names a credential in title case
// ("Client Secret", SinricPro's "App-Secret"), and what is quoted after that is its value.
const BEFORE_KIND = /(?:^|[^\w\s.-]|(?<![\w-])The)\s{0,3}$/

/**
 * Whether the value quoted after "secret" at `offset` in `text` (`name`, without its quotes), with `named` after it, is
 * the name of a secret object.
 */
const isSecretsName = (label: string, name: string, named: string, offset: number, text: string): boolean =>
  /^\s*(?:is invalid|in namespace)/i.test(named)
    ? label === "Secret" && KUBERNETES_NAME.test(name) &&
      BEFORE_KIND.test(text.slice(Math.max(0, offset - 8), offset))
    : label.toLowerCase() === "secret"

// The labels of a secret told in prose that the labelled secret's rule reads before ":" or "=" (or, as "api key", that
// introduce a sentence): the prose rule reads the others there ("passcode: …", "contraseña: …", "Passwort: …").
const LABELLED_IN_ENGLISH = /^(?:password|passphrase|secret|token|api[ _-]?key)$/i

// A JSON escape of a letter (Python's "obrigat\u00f3ria") holds digits, and is one letter.
const JSON_LETTER = /\\+u[0-9A-Fa-f]{4}/g

/** Whether a value told in prose looks made up: six characters or more, with a digit. */
const looksMadeUp = (value: string): boolean => {
  const letters = value.replace(JSON_LETTER, "x")
  return letters.length >= 6 && /\d/.test(letters)
}

// A secret told in prose: "password is hunter2", "the token was 'x9…'", and so in German, French, Spanish,
// Portuguese and Italian ("das Passwort lautet …", "le mot de passe est …", "la contraseña es …", "a senha é …",
// "la password è …"): tools throw their users' language. Only a value that looks made up goes (six characters or
// more, with a digit): "token is invalid: check …", "password is too short" or `password is "required"` is what the
// model must read. "clave" and "chave" alone are any key, as "key" is (a record's, a search's "palabra clave"): only
// a secret or API one. Without a verb only a quoted value goes ("invalid password 'Winter2024!'"): an unquoted one is
// any next word ("token version2 expired"), and taken as the value it hid a label after it ("secret token 'gh0-…'").
// A secret quoted where it is "not found" or "already exists" is the name of a secret object (Kubernetes' `secret
// "db-creds-2" not found`), no secret: it stays, for the model must read which one is missing. So is one the API
// server or Helm names by its kind, "Secret", with a lower-case name as Kubernetes' are (`The Secret "db-creds-2" is
// invalid: …`, `Secret "regcred-2" in namespace "ci" exists and cannot be imported …`), the kind alone: "client
// secret "…" is invalid", "Client Secret "…" is invalid" and "App-Secret "…" is invalid" still quote a secret.
// In a JSON string its quotes are escaped ({"error":"invalid password \"Winter2024!\""}, an API's error body carried
// in a tool's error), once or more (\\\"): a value opened by a run of n backslashes and a quote ends, as a labelled
// one does, at a run as long after any number of escaped backslashes (n + k(2n + 2) backslashes and the quote). A
// quote escaped within the value is a run of 2n + 1 + k(2n + 2); any other run before a quote closes a string around
// the value, and then there is no value to read. An unquoted value ends before the escape of a quote, as a labelled
// one does: at the end of a JSON string held in another's ({\"error\":\"the password is Winter2024\"}) it is the
// escape of the quote closing that string. Gson writes a quote as \u0027 (its JsonWriter is HTML-safe), escaped in turn
// at each level: a value between two of them ends at the first, however many backslashes it has.
export const PROSE_SECRET: Replacement = [
  /\b(password|passphrase|passcode|secret|token|api[ _-]?key|passwort|kennwort|mot de passe|jeton|contrase(?:ñ|n|\\{1,127}u00f1)a|senha|clave (?:secreta|de acceso|(?:de (?:la )?)?api)|chave (?:secreta|(?:d[ae] )?api))(\s{1,3}(?:(?:is|was|of|ist|lautet|war|est|(?:é|\\{1,127}u00e9)tait|es|era|é|è|\\{1,127}u00e[89])\s{1,3}|(?=["']|\\{1,127}(?:"|u0027)))|\\{0,127}["']?\s{0,3}[:=]\s{0,3})("[^"\n]{1,200}"|'(?:[^'"\n]|"(?!\s{0,3}[,:}\]])){1,200}'|(\\{1,127})"(?:[^"\\\n]|\\+[^"\\\n]|\4\4\\(?:\4\4\\\\)*"){0,200}?(?:\4\4\\\\)*\4"|(\\{1,127})u0027(?:[^"\\\n]|\\+(?![\\"]|u0027)|\\*"(?!\s{0,3}[,:}\]])){1,200}?\\+u0027|(?:[^\s"',;)}\]\\]|\\+(?![\\"'])){1,200})(?=(\s{1,3}(?:not found|does(?:n't| not) exist|already exists|is invalid|in namespace)(?![\w-]))?)/gi,
  (
    match,
    label: string,
    separator: string,
    value: string,
    escaped: string | undefined,
    gson: string | undefined,
    named: string | undefined,
    offset: number,
    text: string
  ) => {
    const quote = escaped !== undefined
      ? `${escaped}"`
      : gson !== undefined
      ? `${gson}u0027`
      : value[0] === "\"" || value[0] === "'"
      ? value[0]
      : ""
    // Gson's closing quote may be escaped as its opening one is not (a level deeper): it is written back as it came
    const close = gson !== undefined ? /\\+u0027$/i.exec(value)![0] : quote
    // without a verb only a quoted value goes: Gson's quote not closed in its string is no quote
    if (quote === "" && separator.trim() === "") return match
    // an English label before ":" or "=" is the labelled secret's above, which kept what it kept on purpose; prose's
    // "Create a new API key: https://…" has no secret
    if (/[:=]\s*$/.test(separator) && LABELLED_IN_ENGLISH.test(label)) return match
    const end = quote === "" ? (/[.,:;!?]+$/.exec(value)?.[0] ?? "") : ""
    const inner = value.slice(quote.length, value.length - (quote === "" ? end.length : close.length))
    if (named !== undefined && separator.trim() === "" && isSecretsName(label, inner, named, offset, text)) {
      return match
    }
    return looksMadeUp(inner) ? `${label}${separator}${quote}${REDACTED}${close}${end}` : match
  }
]
