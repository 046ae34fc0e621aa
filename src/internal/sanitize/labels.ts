// A labelled secret (api_key=…, "password": "…"), and what a label's value says when it is no secret.

import { REDACTED, type Replacement } from "./rule.js"

// The first word of what a validator says about a field, written after the field's name as apps print its issues
// ("api_key: must be a string", Zod's "token: Required", "page_token: invalid", Python's "api_key=None"), or MySQL's
// "(using password: YES)", which tells a wrong password from none: no secret, and what the model must read to fix its call. A password that is one of these words is no password to protect.
const VALIDATION_WORD =
  /^(?:must|should|is|are|was|were|has|have|does|do|can|cannot|can't|may|not|no|none|null|nil|undefined|empty|blank|missing|required|invalid|expected|unexpected|unknown|incorrect|wrong|malformed|expired|revoked|too|field|string|number|array|value|input|a|an|the|this|that|only|yes)[.:!?]*$/i

/**
 * Whether a labelled secret's unquoted value is no secret: a validator's word, or the bracket that opens a field's list
 * of messages (Rails' {"password":["can't be blank"]}, Django REST framework's, marshmallow's).
 */
export const isNoSecret = (value: string): boolean => value === "[" || value === "{" || VALIDATION_WORD.test(value)

// A label that measures a secret or a model's tokens, or says what kind it is, with the value it describes: a number
// ("token_limit: 4096", "max_token: 100", "password_min_length: 12", "token_expires_in: 3600s"), a flag
// ("auth_required: true"), a kind ("token_type: bearer") or a Kubernetes-style name ("secret_name: db-creds-2"). Read as
// a secret's label, the budget or the rule the model must read to fix its call went; any other value under it goes.
const MEASURE_LABEL =
  /(?:[_-](?:limit|count|length|len|size|min|max|ttl|expires?(?:[_-]in)?|expiry|lifetime|age|usage|used|remaining|version|budget|timeout)|^(?:max|min|num|total)[_-][a-z]+)$/i
const NUMBER = /^\d[\d.,_]{0,20}[a-z]{0,3}$/i
const FLAG_LABEL = /[_-](?:required|enabled|disabled|set|present|valid|expired|missing|provided)$/i
const FLAG = /^(?:true|false|yes|no|on|off)$/i
const KIND_LABEL = /[_-](?:type|kind|scheme|format)$/i
const KIND = /^[A-Za-z][A-Za-z_.-]{0,30}$/
const NAME_LABEL = /[_-]name$/i

/** Whether `value` (its quotes, escaped or not, taken off) is what `label` says it is rather than a secret. */
export const isDescribed = (label: string, value: string): boolean => {
  const inner = value.replace(/^\\*["']|\\*["']$/g, "")
  return MEASURE_LABEL.test(label) && NUMBER.test(inner) || FLAG_LABEL.test(label) && FLAG.test(inner) ||
    KIND_LABEL.test(label) && KIND.test(inner) || NAME_LABEL.test(label) && KUBERNETES_NAME.test(inner)
}

// A label with no value at the end of a JSON string ("…&password=", "Enter password:", Gson's "password\u003d"): the
// quote after it closes that string, and the next one opens the next (`","`, `\"},{\"`). Read as a quoted value, it
// went as the secret, and the JSON with it (the next key lost its quote); a secret of JSON's punctuation alone is none.
export const BETWEEN_STRINGS = /^(\\*)(["'])[\s,:{}[\]]+\1\2$/

// A Kubernetes object's name: an RFC 1123 subdomain, lower case
export const KUBERNETES_NAME = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/

// A call's name as an unquoted value ("auth=HTTPBasicAuth(", "password=getpass("): the value is in the call, and goes
// there if it is one (LOGIN_PAIR's)
const CALL = /^[A-Za-z_][\w.]{0,60}\($/

/**
 * A labelled secret's value goes, its quotes (escaped or not) kept. An unquoted one may open a parenthesis (a Python
 * tuple, "auth=(None)"): what follows it is the value, and a pair of strings there is LOGIN_PAIR's.
 */
const redactLabelled = (
  match: string,
  label: string,
  separator: string,
  value: string,
  escaped: string | undefined
): string => {
  const paren = value.startsWith("(") ? "(" : ""
  const inner = value.slice(paren.length)
  const noSecret = value.includes("[redacted") || inner === "" || CALL.test(value) || isNoSecret(inner) ||
    BETWEEN_STRINGS.test(value) || isDescribed(label, inner)
  if (noSecret) return match
  const secret = escaped !== undefined
    ? `${escaped}"${REDACTED}${escaped}"`
    : value.startsWith("\"")
    ? `"${REDACTED}"`
    : value.startsWith("'")
    ? `'${REDACTED}'`
    : `${paren}${REDACTED}`
  return `${label}${separator}${secret}`
}

// Python's HTTP clients take a login as a pair of strings: requests' and httpx's auth=('admin', 'S3cret'),
// Elasticsearch's http_auth= and basic_auth=, and the classes that take one (requests' HTTPBasicAuth('admin', 'S3cret'),

// A labelled secret: api_key=…, "password": "…", X-Api-Key: …, aws_secret_access_key = …, Ruby's :password=>"…";
// also in a JSON body held in another's string ({\"password\":\"…\"}, its quotes escaped once or more, up to seven
// levels deep: an error carrying the request it sent, carried in turn), and with the "=" Gson writes as \u003d.
// A JSON string's value ends at its first quote that no backslash escapes ("hun\"ter2" is one value); outside JSON a
// backslash before a quote may be part of the value (password="hunter2\" rejected): with no quote after, the value
// ends at that one. An escaped value ends at a run of backslashes as long as the one that opened it, after any
// number of escaped backslashes, each twice as long plus two (a value opened by \" and ending in a backslash ends at
// five backslashes and the quote); each step of its body takes a whole run, so any other run (a quote escaped within
// it) is no end. An unquoted value ends before the escape of a quote (the closing one of the string it is in) and
// before Gson's "&" (\u0026), as it ends at "&": each step takes a whole run of backslashes there too. A query encoded
// once more (a redirect's URL held in another's, "next=…%3Ftoken%3DS3cret%26x%3D1") writes "=" as "%3D": its value ends
// at the "&", space, "," or ";" encoded as well ("%26"); encoded once, "%26" is a password's own "&" and stays in it.
// A URL held in a URL held in a query ("return%3Dhttps%253A…%253Ftoken%253DS3cret") is encoded twice, "=" written
// "%253D": its value ends at an "&" encoded as often or less (its own query's, "%2526", or one around it, "%26"), and
// one encoded more ("%252526") is the password's own; so a level deeper still ("%25253D").
export const LABELLED_SECRET: Replacement = [
  /(?<![A-Za-z0-9])((?:[A-Za-z0-9]{0,30}?[_-]?)(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|passphrase|credentials?|authorization|auth|cookie|session[_-]?id|signature|sig|private[_-]?key|access[_-]?key(?:[_-]?id)?|account[_-]?key)(?:[_-][\w-]{0,20})?)(\\{0,127}(?:["']?\s{0,3}(?:=>|[:=])|(?<=\\)u003d)\s{0,3}|%(?:25){0,2}3d)("(?:[^"\\\n]|\\[^\n]){0,200}"|"[^"\n]{0,200}"|(\\{1,127})"(?:[^"\\\n]|\\+[^"\\\n]|\4\4\\(?:\4\4\\\\)*"){0,200}?(?:\4\4\\\\)*\4"|'(?:[^'"\n]|"(?!\s{0,3}[,:}\]])){0,200}'|(?<=%3d)(?:(?!%(?:2[06c]|3b))[^\s"'&,;)}\]\\]){0,200}|(?<=%253d)(?:(?!%(?:25)?(?:2[06c]|3b))[^\s"'&,;)}\]\\]){0,200}|(?<=%25253d)(?:(?!%(?:25){0,2}(?:2[06c]|3b))[^\s"'&,;)}\]\\]){0,200}|(?:(?:Bearer|Basic|Token)\s+)?(?:[^\s"'&,;)}\]\\]|\\+(?![\\"']|u0026))+)/gi,
  redactLabelled
]

// An Authorization header's scheme other than Bearer, Basic or Digest ("Splunk <uuid>", "ApiKey …", "SSWS …"): the
// labelled secret above took the scheme for the value, and the credential after it is one too; a scheme it kept as a
// validator's word ("None", "null") is a scheme as well. Only a word that looks made up goes: "authorization: denied
// for user bob" keeps its words.
export const AUTHORIZATION_SCHEME: Replacement = [
  /(?<![A-Za-z0-9])((?:[A-Za-z0-9]{1,30}[_-])?authorization["']?\s{0,3}[:=]\s{0,3}(?:\[redacted\]|[A-Za-z]{1,30})\s{1,3})([^\s"',;()}\]]{6,4096})/gi,
  (match, head: string, credential: string) => /\d/.test(credential) ? `${head}${REDACTED}` : match
]
