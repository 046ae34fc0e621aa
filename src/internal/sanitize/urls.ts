// URLs: a connection string's whole, an internal host's, and the query parameters that hold a secret.

import { DB_SCHEMES, isInternalHost } from "./hosts.js"
import { isDescribed } from "./labels.js"
import { afterEscapes, CONNECTION, INTERNAL, PATH, REDACTED } from "./rule.js"

// A query parameter's name is read in words ("X-Amz-Signature", "access_token", "apiKey"): matched as a substring, a
// secret's word was found in "keyword", "author" and "signup", and the search the model made went with them.
const SENSITIVE_WORD =
  /^(?:key|secret|token|passw(?:or)?d|pwd|pass|credentials?|auth|authorization|session(?:id)?|signature|sig|access|jwt|private)$/
// one word of two, the secret's last: "apikey", "accesstoken", "clientsecret"
const SENSITIVE_END = /(?:key|secret|token|passw(?:or)?d|signature|credentials?)$/
// OAuth's "code" is a secret; an "error_code" or a "country_code" names a kind of thing
const NAMING_CODE =
  /^(?:error|status|country|currency|lang|language|locale|region|zip|postal|response|reason|exit|iso)$/

const isSensitiveParam = (name: string): boolean => {
  const words = name.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).map((word) => word.toLowerCase())
  return words.some((word, i) =>
    word === "code" ? !NAMING_CODE.test(words[i - 1] ?? "") : SENSITIVE_WORD.test(word) || SENSITIVE_END.test(word)
  )
}

/** A query parameter's name, decoded as a form decodes it, or as written when it is no valid encoding. */
const paramName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "))
  } catch {
    return raw
  }
}

// Its slashes may be JSON-escaped ("https:\/\/…", as PHP's json_encode writes them), and Gson's "=" and "&" in its query
// (\u003d, \u0026). Another JSON escape ends it ("…/a\nnext", "…/a\\b", "…/a\u0027"): the URL parser read its backslash as
// a "/", and the text after it as the URL's path.
export const URL_PATTERN = afterEscapes(
  /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}:(?:\\?\/){2}(?:[^\s"'<>`\\]|\\(?![bfnrt"\\]|u(?!00(?:3[dD]|26))))+/g,
  true
)
/**
 * The URL without a login the parser could not read: a password its writer did not escape, with a "/", "?" or "#" in it
 * ("postgres://app:pa/ss@db/app" read as the host "app" on the port "pa", refused), or before a socket's empty host
 * ("postgres://app:pw@/app?host=/var/run/postgresql"). All up to the last "@" goes, as a driver reads it, when what it
 * ends holds a ":" (a password); else undefined: an "@" in a path is no login ("https://registry.npmjs.org/@effect/ai").
 */
const withoutUnreadLogin = (raw: string): string | undefined => {
  const start = raw.indexOf("//") + 2
  const at = raw.lastIndexOf("@")
  return at > start && raw.slice(start, at).includes(":") ? raw.slice(0, start) + raw.slice(at + 1) : undefined
}

// A backslash at the end escapes the quote after the URL (a JSON body held in another's string): the URL parser would
// read it as a "/" and the quote would lose its escape.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}\\]+$/

// An object store's URL names a bucket where others name a host: a bucket's name is no address on the network, and
// the model needs it and the key to tell which object was missing ("s3://orders-archive/2024/07/orders.parquet" read
// as "[internal address]"). Its login and its secret query parameters (a signed URL's signature) still go.
const BUCKET_SCHEMES: ReadonlySet<string> = new Set(["s3", "s3a", "s3n", "gs"])

/**
 * `hosts`: whether the URL's host and kind go too (a connection string's whole, an internal host's, a file's path), as
 * for a model; without, only its credentials go (its login, its secret query parameters), as for an operator's log.
 */
const sanitizePlainUrl = (raw: string, hosts: boolean): string => {
  const scheme = raw.slice(0, raw.indexOf(":")).toLowerCase()
  const database = DB_SCHEMES.has(scheme) || scheme.startsWith("jdbc")
  if (hosts && database) return CONNECTION
  if (hosts && scheme === "file") return PATH
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    if (hosts) return "[url]"
    // one the parser refuses: its login, if it has one the parser could not read; the login rules that run after the
    // URLs' read what else it holds
    const unread = withoutUnreadLogin(raw)
    return unread === undefined ? raw : sanitizePlainUrl(unread, false)
  }
  const login = url.username !== "" || url.password !== ""
  // A database's URL the parser misread: its login taken for a host, its password for a port and then a path
  // ("postgres://app:1234/5678@db/app", no database's path holds a "@"), a query or a fragment ("…:1234?5678@db/app")
  if (
    !hosts && database && !login &&
    (url.pathname.includes("@") || url.pathname === "" && (url.search + url.hash).includes("@"))
  ) {
    const unread = withoutUnreadLogin(raw)
    if (unread !== undefined) return sanitizePlainUrl(unread, false)
  }
  if (hosts && login && !/^https?$|^wss?$/.test(scheme)) return CONNECTION
  if (hosts && isInternalHost(url.hostname) && !BUCKET_SCHEMES.has(scheme)) return INTERNAL
  // Each value is written back as it was encoded: decoded, a "%22" was a quote that ended the JSON string holding the
  // URL, and a "%26" an "&" that started another parameter.
  let secretParam = false
  const query = url.search.slice(1).split("&").map((param) => {
    const name = param.split("=", 1)[0]
    const decoded = paramName(name)
    // what a secret's parameter says of it is no secret: "access_type=offline", "token_type=bearer"
    if (!isSensitiveParam(decoded) || isDescribed(decoded, paramName(param.slice(name.length + 1)))) return param
    secretParam = true
    return `${name}=${REDACTED}`
  })
  // for a log, a URL with nothing to take out stays as written (not normalised by the parser)
  if (!hosts && !login && !secretParam) return raw
  // the login goes whole: a token is often its user name (`https://ghp_…@github.com`, `https://x-access-token:…@…`)
  return `${url.protocol}//${url.host}${url.pathname}${url.search === "" ? "" : "?" + query.join("&")}`
}

// What JSON escapes. A regular expression of a URL escapes its slashes as JSON does, and its dots, question marks and
// classes too ("/^https:\/\/github\.com\/(\w+)/"), which JSON never does: it is no URL (read as one, "github\.com" was
// the internal host "github", and the rest of the expression went with it).
const JSON_ESCAPE = /\\["\\/bfnrtu]/g

// The "=" and "&" of a query as Gson writes them in a JSON string (\u003d, \u0026): read as written, the whole query was
// one parameter's name, and its secret stayed in it.
const GSON_QUERY = /\\u00(?:3d|26)/i

const rewriteUrl = (match: string, hosts: boolean): string => {
  const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? ""
  const written = match.slice(0, match.length - trailing.length)
  // Read with its slashes (and Gson's "=" and "&") unescaped, and written back escaped as it came.
  const escaped = written.includes("\\/")
  if (escaped && written.replace(JSON_ESCAPE, "").includes("\\")) return match
  const gson = GSON_QUERY.test(written)
  const slashes = escaped ? written.replace(/\\\//g, "/") : written
  const url = sanitizePlainUrl(gson ? slashes.replace(/\\u003d/gi, "=").replace(/\\u0026/gi, "&") : slashes, hosts)
  const query = gson ? url.replace(/=/g, "\\u003d").replace(/&/g, "\\u0026") : url
  return (escaped ? query.replace(/\//g, "\\/") : query) + trailing
}

/** A URL a model reads: without credentials, internal hosts, connection strings and file paths. */
export const sanitizeUrl = (match: string): string => rewriteUrl(match, true)

/** A URL an operator's log reads: without its login and secret query parameters, its host kept. */
export const withoutUrlCredentials = (match: string): string => rewriteUrl(match, false)
