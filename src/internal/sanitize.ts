// Every pattern here is linear: a repeated class is either bounded, or anchored with a lookbehind
// so that it starts only at a token boundary, and repeated groups end in a separator their body
// cannot contain. The input is capped before any pattern runs.

import { headOf, wellFormed } from "./wholeText.js"

/** @internal */
export const INPUT_CAP = 8192

/** @internal */
export const DEFAULT_MAX_LENGTH = 500

/** @internal */
export const REDACTED = "[redacted]"
const INTERNAL = "[internal address]"
const PATH = "[path]"
const CONNECTION = "[connection string]"

/** Caps the input at a whitespace boundary, so that no secret is cut into a fragment no pattern recognises. */
const cap = (text: string): string => {
  if (text.length <= INPUT_CAP) return text
  const head = text.slice(0, INPUT_CAP)
  for (let i = head.length - 1; i >= 0; i--) {
    const c = head.charCodeAt(i)
    if (c === 32 || c === 9 || c === 10 || c === 13) return head.slice(0, i)
  }
  return ""
}

// PEM's "PRIVATE KEY", and OpenPGP's armour "PRIVATE KEY BLOCK"
const PRIVATE_KEY =
  /-----BEGIN [A-Z ]{0,30}PRIVATE KEY(?: BLOCK)?-----[^]*?(?:-----END [A-Z ]{0,30}PRIVATE KEY(?: BLOCK)?-----|$)/g

// "at" starts a frame only with a location after it, so "at least one item…" stays.
const STACK_FRAME =
  /^\s*(?:at\s.*(?::\d+|<anonymous>|\(native\)|Native Method|Unknown Source)|File "|\.\.\. \d+ (?:more|common frames omitted)|\^+\s*$)/
const TRACE_START = /^\s*(?:Traceback \(most recent call last\):|stack ?trace:?|stack backtrace:?)\s*$/i
const GO_TRACE = /^goroutine \d+ \[/

/** Drops stack frames (JavaScript, Java, Python, Go, Rust) and keeps the lines that say what happened. */
const dropStackTraces = (text: string): string => {
  const kept: Array<string> = []
  let inPythonTrace = false
  for (const line of text.split(/\r?\n/)) {
    if (GO_TRACE.test(line)) break
    if (TRACE_START.test(line)) {
      inPythonTrace = true
      continue
    }
    // Python prints indented frames and source lines, then the exception on an unindented line.
    if (inPythonTrace && /^\s/.test(line)) continue
    inPythonTrace = false
    if (STACK_FRAME.test(line)) continue
    kept.push(line)
  }
  return kept.join(" ")
}

// A trace squeezed into one line (a classifier's reason is one line) has no line starts to go by: its
// words are read one by one instead. Each rule looks a bounded number of words ahead, and every word
// pattern is tested on one word, so the pass stays linear.
const INLINE_TRACE = /(?:^|\s)at\s|Traceback \(most recent call last\):|goroutine \d|\.\.\. \d+ (?:more|common)/

// "(/app/x.ts:8:21)", "(node:events:517:28)", "(<anonymous>)", "(native)"; what a JSON string or a
// sentence puts after it ("\n", '"}', ".") goes with it.
const JS_LOCATION = /^\((?:[^()]*:\d+|<anonymous>|native)\)(?:\\[nrt]|["'}\],;.])*$/
// A location without a function name, always with its line and column: "file:///app/x.mjs:1:1" (a
// time of day, "10:30:15", starts with a digit).
const JS_BARE_LOCATION = /^[A-Za-z/\\.<][^()]*:\d+:\d+(?:\\[nrt]|["'}\],;.])*$/
// A location holding a space ("C:\Program Files\…", "/home/John Smith/…") is split into words: one that opens
// it ("(C:\Program", "C:\Users\John") and, a few words on, one that ends it with its line (and column).
// Both ends look like a path's, not prose's: "at checkout (attempt 2, retried at 12:30:45)" is no frame.
const JS_LOCATION_OPEN = /^\((?:[A-Za-z]:[\\/]|[\\/~]|\.{1,2}\/|file:|node:)[^()]*$/
const JS_LOCATION_CLOSE = /^[^()]*[^()\d:]:\d+(?::\d+)?\)(?:\\[nrt]|["'}\],;.])*$/
const JS_BARE_OPEN = /^(?:[A-Za-z]:[\\/]|[\\/~]|\.{1,2}\/|file:)[^()]*$/
// a file's name before its line and column, so that a time of day ("at 10:30:15") does not end it
const JS_BARE_CLOSE = /^[^()]*[^()\d:]:\d+:\d+(?:\\[nrt]|["'}\],;.])*$/
// .NET's "in C:\Program Files\Acme\Orders.cs:line 42"
const DOTNET_CLOSE = /:line$/
const LOCATION_WORDS = 8
// The function's words: "async", "new", "Server.<anonymous>", "TCPConnectWrap.afterConnect [as oncomplete]".
const JS_NAME = /^[\w$.<>[\]-]+$/
// "com.acme.Orders.create(Orders.java:42)", "Thread.run(Thread.java)", "Foo.bar(<generated>)".
const JAVA_FRAME = /^[\w$./<>-]+\.[\w$<>-]+\((?:[\w$-]+\.\w+(?::\d+)?|<generated>)?\)[,.;]?$/
// "invoke0(Native Method)", "run(Unknown Source)": the location is two words.
const JAVA_OPEN = /^[\w$./<>-]+\.[\w$<>-]+\((?:Native|Unknown)$/
// The exception a Python traceback ends with: "ValueError: bad", "psycopg2.errors.UniqueViolation: …".
const PYTHON_EXCEPTION = /^(?:[A-Za-z_]\w*\.)*[A-Z]\w*:$/
const PYTHON_LOWER_EXCEPTION = /^(?:[A-Za-z_]\w*\.)*\w*(?:error|exception|timeout|warning|exit):$/
const PYTHON_BARE_EXCEPTION = /^(?:[A-Za-z_]\w*\.)*[A-Z]\w*$/
// An exception group's drawing: "|", "+", "+-+---------------- 1 ----------------", "+------------".
const GROUP_DRAWING = /^(?:[|+]|\+(?:-\+)?-{3,})$/

/**
 * The index after the word that ends a location opened at `start` (itself included), found within a few words
 * that hold no parenthesis, or -1.
 */
const locationEnd = (words: ReadonlyArray<string>, start: number, close: RegExp): number => {
  for (let j = start; j < Math.min(words.length, start + LOCATION_WORDS); j++) {
    const word = words[j]
    if (close.test(word)) return j + 1
    if (j > start && /[()]/.test(word)) return -1
  }
  return -1
}

/** The index after a JavaScript or Java frame that starts with the "at" at `i`, or -1. */
const frameEnd = (words: ReadonlyArray<string>, i: number): number => {
  const first = words[i + 1]
  if (first === undefined) return -1
  if (JS_BARE_LOCATION.test(first)) return i + 2
  if (JS_BARE_OPEN.test(first)) {
    const end = locationEnd(words, i + 1, JS_BARE_CLOSE)
    if (end > 0) return end
  }
  // .NET puts its location after the frame: "at Acme.Orders.Create() in C:\src\Orders.cs:line 42"
  if (JAVA_FRAME.test(first)) {
    const end = words[i + 2] === "in" ? locationEnd(words, i + 3, DOTNET_CLOSE) : -1
    return end > 0 ? end + 1 : i + 2
  }
  if (JAVA_OPEN.test(first)) return words[i + 2] === "Method)" || words[i + 2] === "Source)" ? i + 3 : -1
  for (let j = i + 1; j < Math.min(words.length, i + 6); j++) {
    const word = words[j]
    if (j > i + 1 && JS_LOCATION.test(word)) return j + 1
    // "(index 0)" of Promise.all
    if (j > i + 1 && word === "(index" && /^\d+\)$/.test(words[j + 1] ?? "")) return j + 2
    if (j > i + 1 && JS_LOCATION_OPEN.test(word)) return locationEnd(words, j, JS_LOCATION_CLOSE)
    if (!JS_NAME.test(word)) return -1
  }
  return -1
}

/** The index of the exception that ends the Python traceback whose frames start at `i`, or the end. */
const pythonTraceEnd = (words: ReadonlyArray<string>, i: number): number => {
  for (let j = i; j < words.length; j++) {
    const word = words[j]
    if (PYTHON_EXCEPTION.test(word) || PYTHON_LOWER_EXCEPTION.test(word)) return j
  }
  const last = words.length - 1
  return last >= i && PYTHON_BARE_EXCEPTION.test(words[last]) ? last : words.length
}

const isTracebackAt = (words: ReadonlyArray<string>, i: number): boolean =>
  words[i] === "Traceback" && words[i + 1] === "(most" && words[i + 2] === "recent" && words[i + 3] === "call" &&
  words[i + 4] === "last):"

/** Drops the frames of traces that are not on lines of their own, and keeps the exceptions' messages. */
const dropInlineTraces = (text: string): string => {
  if (!INLINE_TRACE.test(text)) return text
  const words = text.split(/\s+/)
  const kept: Array<string> = []
  let afterFrame = false
  let inGroup = false
  let i = 0
  while (i < words.length) {
    const word = words[i]
    if (word === "at") {
      const end = frameEnd(words, i)
      if (end > 0) {
        i = end
        afterFrame = true
        continue
      }
      // The last frame, cut off by a reason's length limit: "at computeInvoice (/app/src/bil…".
      if (afterFrame && words.length - i <= 5 && words.slice(i + 1).some((w) => w.startsWith("("))) break
    } else if (afterFrame && word === "..." && /^\d+$/.test(words[i + 1] ?? "")) {
      // Java's "... 12 more" and "... 12 common frames omitted"
      if (words[i + 2] === "more") {
        i += 3
        continue
      }
      if (words[i + 2] === "common" && words[i + 3] === "frames" && words[i + 4] === "omitted") {
        i += 5
        continue
      }
    } else if (word === "goroutine" && /^\d+$/.test(words[i + 1] ?? "") && (words[i + 2] ?? "").startsWith("[")) {
      break
    } else if (
      isTracebackAt(words, i) && (words[i + 5] === "File" || words[i + 5] === "|" && words[i + 6] === "File")
    ) {
      // only a traceback with its frames (in an exception group, behind its drawing): prose that names one
      // ("Traceback (most recent call last): is printed by …") stays
      i = pythonTraceEnd(words, i + 5)
      continue
    } else if (word === "Exception" && words[i + 1] === "Group" && isTracebackAt(words, i + 2)) {
      inGroup = true
      if (kept[kept.length - 1] === "+") kept.pop()
      i = pythonTraceEnd(words, i + 7)
      continue
    } else if (inGroup && GROUP_DRAWING.test(word)) {
      // the number of a sub-exception between two rules: "+---- 1 ----"
      i += /^\d{1,4}$/.test(words[i + 1] ?? "") && /^-{3,}$/.test(words[i + 2] ?? "") ? 3 : 1
      continue
    }
    afterFrame = false
    kept.push(word)
    i++
  }
  return kept.join(" ")
}

// A JSON string's escapes that stand for a character ending a word: a line break or a tab ("\n", "\t"), and a "\u"
// escape (Gson's quote "\u0027", Python's "é" "\u00e9"): what comes after one starts a word. Read as written, the
// escape's letter was part of the next word ("\nsk-proj-…" held the word "nsk-proj-…", no key), and a rule that took
// the letter with its match left a backslash before "[redacted]", which no JSON parser reads.
const ESCAPE_LETTERS = String.raw`(?:[bfnrt]|u[0-9A-Fa-f]{4})`
const AFTER_ESCAPE = String.raw`(?<=\\${ESCAPE_LETTERS})`
/** Where a word starts: at `\b`, or after a JSON escape. */
const WORD_START = String.raw`(?:\b|${AFTER_ESCAPE})`
// What a rule's pattern starts with to say where its match may begin: `\b`, `(?<![…])`, `(?<!\S)`.
const LEAD = /^(?:\\b|\(\?<!(?:\[[^\]]*\]|\\S)\))/

/**
 * `pattern`, beginning also right after a JSON escape. A rule whose match may begin with any letter (a random token, a
 * path, a host) does not begin on the escape's own letters: it begins after them, so that the escape stays whole.
 */
const afterEscapes = (pattern: RegExp, notOnEscape: boolean): RegExp => {
  const lead = LEAD.exec(pattern.source)?.[0]
  if (lead === undefined) return pattern
  const notOn = notOnEscape ? String.raw`(?!(?<=\\)${ESCAPE_LETTERS})` : ""
  return new RegExp(`${notOn}(?:${lead}|${AFTER_ESCAPE})${pattern.source.slice(lead.length)}`, pattern.flags)
}

const afterEscapesAll = (replacements: ReadonlyArray<Replacement>, notOnEscape: boolean): ReadonlyArray<Replacement> =>
  replacements.map(([pattern, replacement]) => [afterEscapes(pattern, notOnEscape), replacement])

const DB_SCHEMES = new Set([
  "postgres",
  "postgresql",
  "mysql",
  "mariadb",
  "mongodb",
  "mongodb+srv",
  "redis",
  "rediss",
  "amqp",
  "amqps",
  "mssql",
  "sqlserver",
  "oracle",
  "clickhouse",
  "cassandra",
  "neo4j",
  "neo4j+s",
  "bolt",
  "nats",
  "kafka",
  "ldap",
  "ldaps",
  "memcached",
  "couchbase",
  "sqlite"
])

// A host's name or address. A dot ends the name only when a name part follows it, so the full stop of a sentence stays
// outside.
const HOST = String.raw`[A-Za-z0-9](?:[\w-]|\.(?=[\w-])){0,252}`

const INTERNAL_SUFFIXES = [
  ".internal",
  ".local",
  ".localhost",
  ".localdomain",
  ".lan",
  ".corp",
  ".intranet",
  ".home.arpa",
  ".svc"
]

const isPrivateIPv4 = (a: number, b: number): boolean =>
  a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) ||
  (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)

const IPV4_EXACT = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/

const isInternalHost = (host: string): boolean => {
  const h = host.toLowerCase().replace(/^\[|\]$/g, "")
  if (h === "localhost" || h === "::1" || h === "::" || /^f[cd][0-9a-f]{2}:|^fe80:/.test(h)) return true
  const v4 = IPV4_EXACT.exec(h)
  if (v4 !== null) return isPrivateIPv4(Number(v4[1]), Number(v4[2]))
  // A name without a dot resolves only inside a network: docker compose services, Kubernetes short names.
  if (!h.includes(".") && !h.includes(":")) return true
  return INTERNAL_SUFFIXES.some((suffix) => h.endsWith(suffix))
}

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
const URL_PATTERN = afterEscapes(
  /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}:(?:\\?\/){2}(?:[^\s"'<>`\\]|\\(?![bfnrt"\\]|u(?!00(?:3[dD]|26))))+/g,
  true
)
// A backslash at the end escapes the quote after the URL (a JSON body held in another's string): the URL parser would
// read it as a "/" and the quote would lose its escape.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}\\]+$/

const sanitizePlainUrl = (raw: string): string => {
  const scheme = raw.slice(0, raw.indexOf(":")).toLowerCase()
  if (DB_SCHEMES.has(scheme) || scheme.startsWith("jdbc")) return CONNECTION
  if (scheme === "file") return PATH
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return "[url]"
  }
  if (url.username !== "" || url.password !== "") {
    if (!/^https?$|^wss?$/.test(scheme)) return CONNECTION
  }
  if (isInternalHost(url.hostname)) return INTERNAL
  // Each value is written back as it was encoded: decoded, a "%22" was a quote that ended the JSON string holding the
  // URL, and a "%26" an "&" that started another parameter.
  const query = url.search.slice(1).split("&").map((param) => {
    const name = param.split("=", 1)[0]
    const decoded = paramName(name)
    // what a secret's parameter says of it is no secret: "access_type=offline", "token_type=bearer"
    return isSensitiveParam(decoded) && !isDescribed(decoded, paramName(param.slice(name.length + 1)))
      ? `${name}=${REDACTED}`
      : param
  })
  return `${url.protocol}//${url.host}${url.pathname}${url.search === "" ? "" : "?" + query.join("&")}`
}

// What JSON escapes. A regular expression of a URL escapes its slashes as JSON does, and its dots, question marks and
// classes too ("/^https:\/\/github\.com\/(\w+)/"), which JSON never does: it is no URL (read as one, "github\.com" was
// the internal host "github", and the rest of the expression went with it).
const JSON_ESCAPE = /\\["\\/bfnrtu]/g

// The "=" and "&" of a query as Gson writes them in a JSON string (\u003d, \u0026): read as written, the whole query was
// one parameter's name, and its secret stayed in it.
const GSON_QUERY = /\\u00(?:3d|26)/i

const sanitizeUrl = (match: string): string => {
  const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? ""
  const written = match.slice(0, match.length - trailing.length)
  // Read with its slashes (and Gson's "=" and "&") unescaped, and written back escaped as it came.
  const escaped = written.includes("\\/")
  if (escaped && written.replace(JSON_ESCAPE, "").includes("\\")) return match
  const gson = GSON_QUERY.test(written)
  const slashes = escaped ? written.replace(/\\\//g, "/") : written
  const url = sanitizePlainUrl(gson ? slashes.replace(/\\u003d/gi, "=").replace(/\\u0026/gi, "&") : slashes)
  const query = gson ? url.replace(/=/g, "\\u003d").replace(/&/g, "\\u0026") : url
  return (escaped ? query.replace(/\//g, "\\/") : query) + trailing
}

// A replacer gets what String#replace passes: the groups (undefined where one did not take part), then the match's
// offset and the whole text.
type Replacement = readonly [RegExp, string | ((match: string, ...groups: Array<any>) => string)]

/**
 * One value of a client's flag: a word, a quoted text (`-c "SELECT 1"`), or what an earlier pattern put in a value's
 * place (`-u [connection string]`).
 */
const FLAG_VALUE = String.raw`"[^"\n]{0,200}"|'[^'\n]{0,200}'|\[[a-z ]{1,30}\]|[^\s|;&"'\[-][^\s|;&]{0,200}`

/**
 * What may stand between a command-line client's name and the flag a rule looks for: its other flags, each with at
 * most one value ("psql -U app -d orders -h db"), and nothing else. A sentence after the client's name ("psql failed:
 * check df -h output") is no part of its command, and a gap of any words let another program's "-h" read as the
 * client's. Tokens split at whitespace, and a value never starts with "-", so there is one way to read them.
 */
const CLIENT_FLAGS = String
  .raw`(?:\s{1,3}-{1,2}[A-Za-z][\w-]{0,30}(?:=[^\s|;&]{0,200}|\s{1,3}(?:${FLAG_VALUE}))?){0,20}?`

// A quote that closes the JSON string a flag ends, and the one that opens the next (`"-P ","next"`), hold no password.
const redactClientSecret = (match: string, command: string, quote: string | undefined): string =>
  quote === undefined
    ? `${command}${REDACTED}`
    : BETWEEN_STRINGS.test(match.slice(command.length))
    ? match
    : `${command}${quote}${REDACTED}${quote}`

// A password given as a word of its own, or quoted when it holds a space; never a flag ("-P -G"). A run of backslashes
// before a quote is that quote's escape (a JSON string held in another's ends there), and is no part of it.
const UNQUOTED_PASSWORD = String.raw`(?![-\\])(?:[^\s"'\\]|\\+(?![\\"'])){1,200}`
const PASSWORD_WORD = String.raw`(?:(["'])[^"'\n]{1,200}\2|${UNQUOTED_PASSWORD})`
/**
 * One word of a command: a flag (bcp's "-t,"), a quoted value, or an argument, which ends in no sentence's punctuation
 * ("failed:", "ok.", "then,"); none holds "|", ";" or "&". A word may start with a quote only as a quoted value, so
 * there is one way to read them.
 */
const COMMAND_WORD = String
  .raw`-[^\s|;&]{0,200}|"[^"\n]{0,200}"|'[^'\n]{0,200}'|(?=[^\s|;&"'-])[^\s|;&]{0,199}[^\s|;&.,:!?]`
/**
 * What may stand between a client's name and its flag within one command: its arguments and other flags. A sentence
 * after the client's name ("docker login failed: … docker run -p 8080:80") is no part of its command, and another
 * program's flag in it is no password.
 */
const WITHIN_COMMAND = String.raw`(?:\s{1,3}(?:${COMMAND_WORD})){0,30}?\s{1,3}`

/** `clients`' `flag` (a pattern), followed by its password, within one command. */
const clientPassword = (clients: string, flag: string): RegExp =>
  new RegExp(String.raw`\b((?:${clients})${WITHIN_COMMAND}${flag}\s{1,3})${PASSWORD_WORD}`, "g")

/**
 * The password after a flag that names it in any program, unless it is a word of prose: a validator's ("--password is
 * required") or any other lower-case one ("the --password flag was removed").
 */
const redactFlagPassword = (match: string, flag: string, quote: string | undefined, value: string): string =>
  quote === undefined && (isNoSecret(value) || /^[a-z]+[.,:;!?]*$/.test(value) || value.startsWith(REDACTED))
    ? match
    : redactClientSecret(match, flag, quote)

// A session's value hides under any name ("connect.sid", "auth"), after any number of other cookies (a shop's analytics
// and consent cookies) and after a cookie without a value (a bare name: document.cookie = "beta" sets one), and a value
// may be quoted (RFC 6265; Python's http.cookies quotes one with a comma). Set-Cookie headers joined with ", " hold
// cookies after attributes, and an Expires date holds ", " too: the date is read whole, and only ", " before a
// "name=" starts the next cookie (a value may hold a comma, but not a comma and a space). Each part after the first
// starts at a ";" or a ", " that no value, name or date can hold, so there is one way to split them, however many.
const COOKIE_NAME = String.raw`[^\s=;,"']{1,100}`
const COOKIE_VALUE = String.raw`(?:"[^\s;"]{0,4096}"|(?:[^\s;,"']|,(?!\s)){0,4096})`
// Expires as RFC 1123 ("Wed, 21 Oct 2026 07:28:00 GMT"), RFC 850 ("Wednesday, 21-Oct-26 07:28:00 GMT") and asctime
// ("Wed Oct 21 07:28:00 2026") write it
const COOKIE_DATE = String
  .raw`[A-Za-z]{3,9}, ?\d{1,2}[ -][A-Za-z]{3}[ -]\d{2,4} \d{1,2}:\d{2}:\d{2}(?: GMT)?|[A-Za-z]{3} [A-Za-z]{3} {1,2}\d{1,2} \d{1,2}:\d{2}:\d{2} \d{4}`
const COOKIE = String.raw`${COOKIE_NAME}=(?:${COOKIE_DATE}|${COOKIE_VALUE})`
// A bare name is a cookie (or a Set-Cookie flag) only before another one: "Cookie: consent=yes; the user accepted"
// keeps its words.
const COOKIE_FLAG = String.raw`(?:secure|httponly|partitioned)(?![\w=-])|${COOKIE_NAME}(?=;|,\s{1,3}${COOKIE_NAME}=|$)`
const COOKIE_HEADER = new RegExp(
  String.raw`(?<![\w-])((?:set-)?cookie["']?\s{0,3}[:=]\s{0,3}["']?)(?:${COOKIE_NAME};\s{0,3}){0,10}${COOKIE}` +
    String.raw`(?:;\s{0,3}(?:${COOKIE}|${COOKIE_FLAG})|,\s{1,3}${COOKIE})*`,
  "gi"
)

// The first word of what a validator says about a field, written after the field's name as apps print its issues
// ("api_key: must be a string", Zod's "token: Required", "page_token: invalid", Python's "api_key=None"), or MySQL's
// "(using password: YES)", which tells a wrong password from none: no secret, and what the model must read to fix its call. A password that is one of these words is no password to protect.
const VALIDATION_WORD =
  /^(?:must|should|is|are|was|were|has|have|does|do|can|cannot|can't|may|not|no|none|null|nil|undefined|empty|blank|missing|required|invalid|expected|unexpected|unknown|incorrect|wrong|malformed|expired|revoked|too|field|string|number|array|value|input|a|an|the|this|that|only|yes)[.:!?]*$/i

/**
 * Whether a labelled secret's unquoted value is no secret: a validator's word, or the bracket that opens a field's list
 * of messages (Rails' {"password":["can't be blank"]}, Django REST framework's, marshmallow's).
 */
const isNoSecret = (value: string): boolean => value === "[" || value === "{" || VALIDATION_WORD.test(value)

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
const isDescribed = (label: string, value: string): boolean => {
  const inner = value.replace(/^\\*["']|\\*["']$/g, "")
  return MEASURE_LABEL.test(label) && NUMBER.test(inner) || FLAG_LABEL.test(label) && FLAG.test(inner) ||
    KIND_LABEL.test(label) && KIND.test(inner) || NAME_LABEL.test(label) && KUBERNETES_NAME.test(inner)
}

// A label with no value at the end of a JSON string ("…&password=", "Enter password:", Gson's "password\u003d"): the
// quote after it closes that string, and the next one opens the next (`","`, `\"},{\"`). Read as a quoted value, it
// went as the secret, and the JSON with it (the next key lost its quote); a secret of JSON's punctuation alone is none.
const BETWEEN_STRINGS = /^(\\*)(["'])[\s,:{}[\]]+\1\2$/

// A Kubernetes object's name: an RFC 1123 subdomain, lower case
const KUBERNETES_NAME = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/

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

// A login before a host, written without a scheme by the drivers and tools that print the address they were given
// ("connect failed for admin:S3cr3t!@db.internal:5432", "redis admin:hunter2@10.0.0.5:6379"). "user:bob@example.com"
// reads the same (a label, then an e-mail address), so a login is one only before a host with its port, or right after
// the name of a database or a broker ("redis admin:hunter2@cache"). The password may hold "@" and ":": it ends at the
// last "@" before a host; a host without a port is followed by no ":" nor "@" (a docker image's "nginx:1.25@sha256:…").
const LOGIN_AT_HOST = new RegExp(
  String
    .raw`(?<![\w.+:/@-])([\w.+-]{1,64}):([^\s"'\\]{1,200}?)@(${HOST}|\[[0-9A-Fa-f:.]{2,45}(?:%[\w.-]{1,32})?\])(?:(:\d{1,5})(?![\w-]|\.\w)|(?![\w@:-]|\.\w))`,
  "g"
)
const DATABASE_BEFORE = new RegExp(
  String.raw`(?:^|[^\w+-]|\\[nrt])(?:${
    [...DB_SCHEMES].map((scheme) => scheme.replace("+", "\\+")).join("|")
  })["']?\s{0,3}[:=]?\s{1,3}$`,
  "i"
)

// The schemes of addresses written without "//" ("sip:alice@pbx.example.com:5060", "xmpp:bot@chat.example.com"): what
// follows is the address's user, a password only after another ":" ("sip:alice:S3cret@…", an old form)
const ADDRESS_SCHEME = /^(?:sips?|xmpp|mailto|tel|im|pres)$/i

const redactLoginAtHost = (
  match: string,
  user: string,
  password: string,
  host: string,
  port: string | undefined,
  offset: number,
  text: string
): string => {
  if (port === undefined && !DATABASE_BEFORE.test(text.slice(Math.max(0, offset - 40), offset))) return match
  if (!ADDRESS_SCHEME.test(user)) return `${user}:${REDACTED}@${host}${port ?? ""}`
  const colon = password.indexOf(":")
  return colon < 0 ? match : `${user}:${password.slice(0, colon)}:${REDACTED}@${host}${port ?? ""}`
}

// The Oracle tools' own login, user/password, after their name and flags: "sqlplus -S scott/tiger @report.sql",
// "expdp system/manager@prod", sqlldr's "userid=scott/tiger". A password holding "/" or "@" is quoted.
const ORACLE_USER = String.raw`[A-Za-z][\w$#]{0,127}`
const ORACLE_PASSWORD = String.raw`"[^"\n]{1,128}"|[^\s/@"'\\]{1,128}`
const ORACLE_CLIENT = new RegExp(
  String
    .raw`\b((?:sqlplus|sqlldr|expdp|impdp|rman|dgmgrl)${CLIENT_FLAGS}\s{1,3}(?:(?:userid|target|catalog|auxiliary)=)?)(${ORACLE_USER})/(?:${ORACLE_PASSWORD})(?![^\s@])`,
  "g"
)

// Oracle's connect string, user/password@target, as ORA- errors, JDBC's thin URLs and the tools print it: EZConnect's
// "//host:port/service" and "host:port/sid" name a host with its port, and go wherever they are. A TNS alias alone
// ("scott/tiger@orcl") reads as a path or a package with its version ("images/logo@2x.png", "react-dom/client@18"), so
// it goes only in a text that is Oracle's (an ORA- code, a tool's name) or after SQL*Plus' "connect".
const ORACLE_LOGIN = afterEscapes(
  new RegExp(String.raw`(?<![\w.+/@-])(${ORACLE_USER})/(${ORACLE_PASSWORD})@(\/\/)?(${HOST})(:\d{1,5})?`, "g"),
  true
)
// The word "oracle" alone is not enough: a text naming a Go module (github.com/oracle/…) or a price oracle is not
// Oracle's, and its "actions/checkout@v4" is no login. python-oracledb's (DPY-, DPI-) and node-oracledb's (NJS-) codes are.
const ORACLE_TEXT =
  /\b(?:ORA|SP2|TNS|PLS|IMP|EXP|UDE|UDI|RMAN|DGM|DPY|DPI|NJS)-\d{4,5}\b|\b(?:sqlplus|sqlldr|expdp|impdp|rman|dgmgrl)\b|\bjdbc:oracle:/i
const CONNECT_BEFORE = /(?:^|[^\w-])conn(?:ect)?\s{1,3}$/i

const redactOracleLogins = (text: string): string => {
  const oracle = ORACLE_TEXT.test(text)
  return text.replace(
    ORACLE_LOGIN,
    (
      match,
      user: string,
      password: string,
      slashes: string | undefined,
      host: string,
      port: string | undefined,
      offset: number
    ) =>
      password !== REDACTED &&
        (slashes !== undefined || port !== undefined || oracle ||
          CONNECT_BEFORE.test(text.slice(Math.max(0, offset - 12), offset)))
        ? `${user}/${REDACTED}@${slashes ?? ""}${host}${port ?? ""}`
        : match
  )
}

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
// httpx's BasicAuth, pika's PlainCredentials), printed in a traceback's line or a repr. Both strings are quoted alike,
// and escaped as the JSON string they are in is; names ("HTTPBasicAuth(user, password)") are no pair.
const LOGIN_PAIR =
  /(?<![A-Za-z0-9])((?:[A-Za-z]{1,20}_)?auth\s{0,3}=\s{0,3}\(\s{0,3}|(?:HTTP(?:Basic|Digest|Proxy)Auth|BasicAuth|DigestAuth|PlainCredentials)\(\s{0,3})(\\{0,127}["'])((?:[^"'\\\n]|\\+[^"'\\\n]){0,200})\2(\s{0,3},\s{0,3})\2(?:[^"'\\\n]|\\+[^"'\\\n]){1,200}\2/g

const CREDENTIALS: ReadonlyArray<Replacement> = afterEscapesAll([
  [PRIVATE_KEY, REDACTED],
  [/(?<![\w-])sk-ant-[\w-]{8,}/g, REDACTED],
  [/(?<![\w-])sk-[\w-]{8,}/g, REDACTED],
  [/(?<![\w-])(?:sk|pk|rk)_(?:live|test)_\w{8,}/g, REDACTED],
  [/(?<![\w-])(?:gh[pousr]|github_pat)_\w{16,}/g, REDACTED],
  [/(?<![\w-])glpat-[\w-]{16,}/g, REDACTED],
  [/(?<![\w-])xox[abposr]-[\w-]{8,}/g, REDACTED],
  [/(?<![\w-])AIza[\w-]{30,}/g, REDACTED],
  // A webhook's URL is its credential: Slack's incoming webhook's last segment is 24 letters and digits (letters only now
  // and then, which the random-token rule keeps), Discord's is 68 characters of base64url. All after the fixed part goes.
  [
    /(?<![\w.-])((?:https?:\/\/)?(?:hooks\.slack\.com\/(?:services|workflows|triggers)|(?:(?:canary|ptb)\.)?discord(?:app)?\.com\/api\/(?:v\d{1,2}\/)?webhooks)\/)[\w/-]{1,300}/gi,
    `$1${REDACTED}`
  ],
  // Hugging Face's user and organization tokens are letters only, so the random-token rule below (which wants a digit)
  // lets them through.
  [/(?<![\w-])(?:hf|api_org)_[A-Za-z0-9]{30,}(?![\w-])/g, REDACTED],
  // npm's access tokens: 36 letters and digits after the prefix, letters only now and then, as Hugging Face's
  [/(?<![\w-])npm_[A-Za-z0-9]{36}(?![\w-])/g, REDACTED],
  [/(?<![A-Za-z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Za-z0-9])/g, REDACTED],
  [/(?<![\w-])eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED],
  [/\b(Bearer|Basic|Digest)\s+[\w.~+/=-]{6,}/gi, `$1 ${REDACTED}`],
  // A Cookie header's cookies, every one of them (the labelled secret below stops at the first ";"), and all the cookies
  // of Set-Cookie headers joined with ", " (as Node's Headers.get("set-cookie") returns them): COOKIE_HEADER.
  [COOKIE_HEADER, `$1${REDACTED}`],
  [LOGIN_PAIR, `$1$2$3$2$4$2${REDACTED}$2`],
  // A labelled secret: api_key=…, "password": "…", X-Api-Key: …, aws_secret_access_key = …, Ruby's :password=>"…";
  // also in a JSON body held in another's string ({\"password\":\"…\"}, its quotes escaped once or more, up to seven
  // levels deep: an error carrying the request it sent, carried in turn), and with the "=" Gson writes as \u003d.
  // A JSON string's value ends at its first quote that no backslash escapes ("hun\"ter2" is one value); outside JSON a
  // backslash before a quote may be part of the value (password="hunter2\" rejected): with no quote after, the value
  // ends at that one. An escaped value ends at a run of backslashes as long as the one that opened it, after any
  // number of escaped backslashes, each twice as long plus two (a value opened by \" and ending in a backslash ends at
  // five backslashes and the quote); each step of its body takes a whole run, so any other run (a quote escaped within
  // it) is no end. An unquoted value ends before the escape of a quote (the closing one of the string it is in) and
  // before Gson's "&" (\u0026), as it ends at "&": each step takes a whole run of backslashes there too.
  [
    /(?<![A-Za-z0-9])((?:[A-Za-z0-9]{0,30}?[_-]?)(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|passphrase|credentials?|authorization|auth|cookie|session[_-]?id|signature|sig|private[_-]?key|access[_-]?key(?:[_-]?id)?|account[_-]?key)(?:[_-][\w-]{0,20})?)(\\{0,127}(?:["']?\s{0,3}(?:=>|[:=])|(?<=\\)u003d)\s{0,3})("(?:[^"\\\n]|\\[^\n]){0,200}"|"[^"\n]{0,200}"|(\\{1,127})"(?:[^"\\\n]|\\+[^"\\\n]|\4\4\\(?:\4\4\\\\)*"){0,200}?(?:\4\4\\\\)*\4"|'(?:[^'"\n]|"(?!\s{0,3}[,:}\]])){0,200}'|(?:(?:Bearer|Basic|Token)\s+)?(?:[^\s"'&,;)}\]\\]|\\+(?![\\"']|u0026))+)/gi,
    redactLabelled
  ],
  // An Authorization header's scheme other than Bearer, Basic or Digest ("Splunk <uuid>", "ApiKey …", "SSWS …"): the
  // labelled secret above took the scheme for the value, and the credential after it is one too; a scheme it kept as a
  // validator's word ("None", "null") is a scheme as well. Only a word that looks made up goes: "authorization: denied
  // for user bob" keeps its words.
  [
    /(?<![A-Za-z0-9])((?:[A-Za-z0-9]{1,30}[_-])?authorization["']?\s{0,3}[:=]\s{0,3}(?:\[redacted\]|[A-Za-z]{1,30})\s{1,3})([^\s"',;()}\]]{6,4096})/gi,
    (match, head: string, credential: string) => /\d/.test(credential) ? `${head}${REDACTED}` : match
  ],
  // Passwords on a command line, which execa puts into its message: curl's "-u admin:hunter2" (or
  // "--user"), and a MySQL client's "-pS3cret" (joined to its flag; elsewhere "-p8080" is a port).
  // curl also takes "-uadmin:hunter2"; "docker run -u 1000:1000" (a uid and gid) is no password.
  [
    /(?<!\S)(-u|--user)(\s{1,3}|=|(?<=-u))(?:(["'])([^:"'\n]{0,100}):[^"'\n]{1,200}\3|([^\s:"']{0,100}):([^\s"']{1,200}))/g,
    (
      match: string,
      flag: string,
      separator: string,
      quote: string | undefined,
      quoted: string | undefined,
      bare: string,
      secret: string
    ) =>
      quote !== undefined
        ? `${flag}${separator}${quote}${quoted}:${REDACTED}${quote}`
        : /^\d+$/.test(bare) && /^\d+$/.test(secret)
        ? match
        : `${flag}${separator}${bare}:${REDACTED}`
  ],
  // "mysql -phunter2", "mysql -u root -p'S3cret'", execa's quoting of one with a space ("-pS3cret Pass"), within one
  // command; digits alone are a port ("-p3306"), as for pg_dump. Another program's long flag after the client's
  // name ("find /var/lib/mysql -print", "-pretty", "-progress") is no password: the client has none such.
  [
    /\b(mysql\w{0,10}|mariadb\w{0,10})((?:\s[^\n|;&]{0,500}?)?\s)(?:(["'])-p([^"'\n]{1,200})\3|-p(["'])([^"'\n]{1,200})\5|-p(?!(?:rint[0f]?|rune|erm|ath|retty|rogress|arallel|ort|rofile|roxy|reset)(?![\w-]))([^\s"']{1,200}))/g,
    (
      match: string,
      command: string,
      gap: string,
      outer: string | undefined,
      _quotedWhole: string | undefined,
      inner: string | undefined,
      _quotedValue: string | undefined,
      bare: string | undefined
    ) =>
      outer !== undefined
        ? `${command}${gap}${outer}-p${REDACTED}${outer}`
        : inner !== undefined
        ? `${command}${gap}-p${inner}${REDACTED}${inner}`
        : /^\d+$/.test(bare ?? "")
        ? match
        : `${command}${gap}-p${REDACTED}`
  ],
  // redis-cli's "-a S3cret" and "--pass S3cret": its password is a word of its own, quoted when it holds a space
  // (elsewhere "-a" means "all": "ls -a", "grep -a")
  [
    new RegExp(
      String.raw`\b(redis-cli${CLIENT_FLAGS}\s{1,3}(?:-a|--pass)\s{1,3})${PASSWORD_WORD}`,
      "g"
    ),
    redactClientSecret
  ],
  // "-p S3cret" of the registry logins (docker's, podman's, helm's), sshpass' "-p S3cret", SQL Server's sqlcmd and bcp
  // "-P S3cret", the LDAP tools' "-w S3cret" and Azure CLI's "az login -p S3cret": elsewhere these flags mean a port
  // ("docker run -p 8080:80"), parents ("mkdir -p") or no-dereference ("cp -P")
  [
    clientPassword(String.raw`(?:docker|podman|buildah|nerdctl|helm(?:\s{1,3}registry)?|oras)\s{1,3}login`, "-p"),
    redactClientSecret
  ],
  [clientPassword("sshpass", "-p"), redactClientSecret],
  [clientPassword("sqlcmd|bcp|osql", "-P"), redactClientSecret],
  [
    clientPassword(String.raw`ldap(?:search|add|modify|delete|whoami|passwd|compare|modrdn|exop|url)?`, "-w"),
    redactClientSecret
  ],
  [clientPassword(String.raw`az\s{1,3}login`, "-p"), redactClientSecret],
  // Flags that name a password, in any program: "--password S3cret" (joined with "=" it is a labelled secret above),
  // keytool's "-storepass S3cret" and "-keypass S3cret"
  [
    new RegExp(
      String
        .raw`(?<!\S)((?:--(?:password|passwd|storepass|keypass)|-(?:src|dest)?(?:storepass|keypass))\s{1,3})(?:(["'])[^"'\n]{1,200}\2|(${UNQUOTED_PASSWORD}))`,
      "g"
    ),
    (match: string, flag: string, quote: string | undefined, value: string | undefined) =>
      redactFlagPassword(match, flag, quote, value ?? "")
  ],
  // openssl's password source "pass:S3cret" ("-passin pass:…", "-passout pass:…", "-pass pass:…")
  [new RegExp(String.raw`(?<!\S)(-pass(?:in|out|word)?\s{1,3}pass:)${PASSWORD_WORD}`, "g"), redactClientSecret],
  // smbclient's and rpcclient's "-U user%S3cret"
  [
    new RegExp(
      String
        .raw`\b((?:smbclient|rpcclient|smbmap|smbcacls)${WITHIN_COMMAND}(?:-U|--user)[\s=]{0,3}[^\s%"']{1,100}%)${UNQUOTED_PASSWORD}`,
      "g"
    ),
    `$1${REDACTED}`
  ],
  // The MongoDB tools' and clickhouse-client's "--password S3cret" and "-p S3cret" (a word of its own; joined with "="
  // it is a labelled secret above); "--port 27017" is another flag
  [
    new RegExp(
      String
        .raw`\b((?:mongo(?:sh|dump|restore|export|import|stat|top|files)?|clickhouse-client)${CLIENT_FLAGS}\s{1,3}(?:--password|-p)\s{1,3})${PASSWORD_WORD}`,
      "g"
    ),
    redactClientSecret
  ],
  // Go's MySQL DSN, user:password@tcp(host:port)/db (go-sql-driver's, printed by the apps that fail to open it): no
  // scheme before it, so no URL rule saw its password. The password may hold "@": the driver reads up to the last one.
  [
    /(?<![\w.-])[\w.-]{1,64}:[^\s"\\]{1,200}?@(?:tcp6?|unix|udp)\([^)\n"\\]{0,200}\)(?:\/[\w.-]{0,64})?(?:\?[^\s"'\\]{0,400})?/g,
    CONNECTION
  ],
  [LOGIN_AT_HOST, redactLoginAtHost],
  [ORACLE_CLIENT, `$1$2/${REDACTED}`],
  // Semicolon-separated connection strings (ADO.NET, ODBC): Server=…;User Id=…;Password=…
  [
    /\b(?:Server|Data Source|Host|Address)=[^;\s]{1,200}(?:;\s?[A-Za-z][\w ]{0,30}=[^;\s]{0,200}){1,30};?/gi,
    CONNECTION
  ],
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
  [
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
], false)

// Where network errors name the host they tried: Node's "connect ECONNREFUSED redis:6379" (an
// address always with its port) and "getaddrinfo ENOTFOUND postgres", Go's "dial tcp redis:6379" and
// "lookup redis on …" / "lookup redis: no such host". A name without a dot there is a service inside
// a network (docker compose, Kubernetes), so it goes like a private IP.
// redis-py's "Error 111 connecting to redis:6379." names it the same way. The port ends at a full stop, but
// not at more of an IPv6 address ("fd12:3456:789a::1" is no host "fd12" with port 3456).
const NETWORK_HOST = new RegExp(
  String
    .raw`${WORD_START}(E(?:CONNREFUSED|TIMEDOUT|HOSTUNREACH|NETUNREACH|CONNRESET|CONNABORTED)|dial (?:tcp|udp)[46]?|connecting to)(\s{1,3})(${HOST}):\d{1,5}(?![\w-]|\.\w|:[0-9A-Fa-f])` +
    String.raw`|${WORD_START}(getaddrinfo E(?:NOTFOUND|AI_AGAIN))(\s{1,3})(${HOST})(?![\w-])` +
    String.raw`|${WORD_START}(lookup)(\s{1,3})(${HOST})(?= on |: )`,
  "g"
)

const redactNetworkHost = (match: string, ...groups: Array<string | undefined>): string => {
  for (let i = 0; i < 9; i += 3) {
    const context = groups[i]
    const host = groups[i + 2]
    if (context !== undefined && host !== undefined) {
      return isInternalHost(host) ? `${context}${groups[i + 1]}${INTERNAL}` : match
    }
  }
  return match
}

// Where drivers name the host in a field or in quotes: requests' "HTTPConnectionPool(host='orders-db', …)",
// util.inspect's "address: 'db-primary'", psycopg's 'connection to server at "db-primary"' and 'on host
// "pg"', MySQL's "server on 'mysql-primary'" and "server host 'x'", libpq's "host=db-primary". Quotes or
// "=" say where the name is, so "running on host machines" stays.
const HOST_FIELD = new RegExp(
  String
    .raw`${WORD_START}((?:server (?:at|on)|(?:on|server) host)\s|(?:host(?:name)?|address)\s?[:=]\s?)(["'])(${HOST})((?::\d{1,5})?)\2` +
    String.raw`|${WORD_START}(host=)(${HOST})(?![\w.-])`,
  "g"
)

const redactHostField = (
  match: string,
  field: string | undefined,
  quote: string | undefined,
  host: string | undefined,
  _port: string | undefined,
  keyword: string | undefined,
  bare: string | undefined
): string => {
  if (field !== undefined && host !== undefined) {
    return isInternalHost(host) ? `${field}${quote}${INTERNAL}${quote}` : match
  }
  return keyword !== undefined && bare !== undefined && isInternalHost(bare) ? `${keyword}${INTERNAL}` : match
}

// The host a database client is given on its command line: "mysql -h db-primary", "psql --host orders-db",
// "redis-cli -h cache". Elsewhere "-h" asks for help or human-readable sizes ("df -h"), so only these clients'
// own "-h" counts; mongo and mongosh read "-h" as help and take the host only as "--host". "--host=" is a
// HOST_FIELD.
// The database clients a host is given to on the command line, with the MongoDB tools that take it after `flag`
// (mongo and mongosh read "-h" as help, and take the host only as "--host").
const clientHost = (mongo: string, flag: string): string =>
  String
    .raw`${WORD_START}((?:mysql\w{0,10}|mariadb\w{0,10}|psql|pg_\w{1,12}|redis-cli|${mongo}|clickhouse-client)${CLIENT_FLAGS}\s{1,3}${flag}\s{1,3})(${HOST})(?::\d{1,5})?`

const CLIENT_HOST = new RegExp(
  `${clientHost("mongo(?:dump|restore|export|import|stat|top)", "-h")}|${
    clientHost(String.raw`mongo\w{0,10}`, "--host")
  }`,
  "g"
)

const redactClientHost = (
  match: string,
  short: string | undefined,
  shortHost: string | undefined,
  long: string | undefined,
  longHost: string | undefined
): string => {
  const command = short ?? long
  const host = shortHost ?? longHost
  return command !== undefined && host !== undefined && isInternalHost(host) ? `${command}${INTERNAL}` : match
}

const ADDRESSES: ReadonlyArray<Replacement> = afterEscapesAll([
  [NETWORK_HOST, redactNetworkHost],
  [HOST_FIELD, redactHostField],
  [CLIENT_HOST, redactClientHost],
  [/(?<![\w.-])localhost(?::\d{1,5})?(?![\w-])/gi, INTERNAL],
  [
    /(?<![\w.])(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}(?::\d{1,5})?(?!\d|\.\d)/g,
    (match, a: string, b: string) => isPrivateIPv4(Number(a), Number(b)) ? INTERNAL : match
  ],
  [/(?<![\w:])\[?::1\]?(?::\d{1,5})?(?![\w:])/g, INTERNAL],
  // with a zone id ("fe80::1%eth0") and a port, bracketed or as Node prints it ("fd12:3456::1:8080")
  [/(?<![\w:])\[?(?:f[cd][0-9a-f]{2}|fe80):[0-9a-f:]{2,39}(?:%[\w.-]{1,32})?\]?(?::\d{1,5})?/gi, INTERNAL],
  [
    /(?<![\w.-])(?:[A-Za-z0-9-]{1,63}\.)+(?:internal|local|localdomain|lan|corp|intranet|home\.arpa|svc)(?![\w-]|\.[A-Za-z0-9])(?::\d{1,5})?/gi,
    INTERNAL
  ]
], true)

const PATHS: ReadonlyArray<Replacement> = afterEscapesAll([
  [/(?<![\w.:/~-])(?:~|\.{1,2})?\/(?:[\w.@+-]{1,255}\/)+[\w.@+-]*(?::\d+){0,2}/g, PATH],
  // Quoted, a Windows path may hold spaces ("My Documents"): the quotes say where it ends. In a JSON body held in
  // another's string its quotes are escaped (\"C:\\\\Users\"): it ends at a quote escaped as its first is, and both
  // escapes stay.
  [/(\\{0,7})(["'])[A-Za-z]:\\[^"'\n]{0,255}?\1\2/g, `$1$2${PATH}$1$2`],
  // Its separators may be JSON-escaped, once or more (C:\\Users\\bob in a JSON string): each is as long as its first.
  // A quote after one is no path's: "option B:\"" ends a JSON string held in another's, and the backslash is the escape
  // of its closing quote.
  [/(?<![A-Za-z0-9])[A-Za-z]:(\\{1,8})(?![\\"'])(?:[^\\\s"'<>|]{1,255}\1(?![\\"']))*[^\\\s"'<>|]*/g, PATH],
  // A UNC path (\\server\share), also JSON-escaped once or more (\\\\server\\share, \\\\\\\\server\\\\share): its
  // separators are half its leading run, and what follows one is no backslash or quote. In a JSON body held in
  // another's string, an escaped line break ("\\nDetails\\nMore\"") is no server, nor the quote's escape after a word
  // ("\\ty\"") a share. The backslashes before a quote after it are that quote's escape, and stay.
  [/(?<!\\)(\\{1,8})\1[\w.-]{1,255}\1(?![\\"'])(?:[^\s"'<>|\\]|\\+(?![\\"']))*/g, PATH],
  [
    /(?<![\w./@+-])(?:[\w.@+-]{1,255}\/){2,}[\w.@+-]{0,255}\.(?:[cm]?[jt]sx?|py|go|java|kt|rb|rs|php|cs|json|ya?ml|env|toml|ini|conf|cfg|pem|key|log|sql)(?::\d+){0,2}(?![\w])/g,
    PATH
  ]
], true)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// Unlabelled random-looking tokens: long, and mixing letters with digits; '/' splits them, so URL
// paths keep their readable segments. UUIDs stay (they identify a record the model may need to name).
const isRandomToken = (token: string): boolean =>
  token.length >= 20 && /\d/.test(token) && /[A-Za-z]/.test(token) && !UUID.test(token)
// A name joined to its value by "=" (base64 holds "=" only at its end) is judged by its value alone, and the name stays:
// read as one word, a setting ("max_completion_tokens=4096"), a signed URL's algorithm and date
// ("X-Amz-Algorithm=AWS4-HMAC-SHA256", "X-Amz-Date=20240101T000000Z") were a random token.
const NAMED_VALUE = /^([A-Za-z_-]{1,64}=)([^=]+=*)$/
// A value named so is a secret from 16 characters when it is random as secrets are (an Auth0 code, a session id, an
// OAuth state: upper and lower case with a digit; secrets.token_hex(8): lower-case hex): dates, algorithms
// ("AWS4-HMAC-SHA256"), request ids in capitals and model names ("gpt-4o-2024-08-06") are not, and stay.
const RANDOM_VALUE = /^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)[\w+-]{16,}=*$|^(?=[^a-f]*[a-f])(?=\D*\d)[0-9a-f]{16,}$/
const isRandomValue = (value: string): boolean => RANDOM_VALUE.test(value) || isRandomToken(value)
const HIGH_ENTROPY: Replacement = [
  afterEscapes(/(?<![\w+=-])[A-Za-z0-9+=_-]{18,}(?![\w+=-])/g, true),
  (match) => {
    const named = NAMED_VALUE.exec(match)
    if (named !== null) return isRandomValue(named[2]) ? `${named[1]}${REDACTED}` : match
    return isRandomToken(match) ? REDACTED : match
  }
]

// An AWS secret access key has no prefix: 40 characters of base64 whose '/' splits it into
// segments too short for HIGH_ENTROPY. Runs after PATHS, so that paths are gone by then. Its '/' may be JSON-escaped
// (PHP's json_encode writes "\/"): it is counted once.
const AWS_SECRET: Replacement = [
  afterEscapes(/(?<![A-Za-z0-9/+=])(?:[A-Za-z0-9/+]|\\\/){40,80}(?![A-Za-z0-9/+=]|\\\/)/g, true),
  (match) => {
    const key = match.replace(/\\\//g, "/")
    return key.length === 40 && /\d/.test(key) && /[a-z]/.test(key) && /[A-Z]/.test(key) ? REDACTED : match
  }
]

const apply = (text: string, replacements: ReadonlyArray<Replacement>): string =>
  replacements.reduce(
    (acc, [pattern, replacement]) =>
      acc.replace(pattern, replacement as (substring: string, ...args: Array<any>) => string),
    text
  )

/** @internal */
export const truncate = (text: string, maxLength: number): string => {
  if (text.length <= maxLength) return text
  const cut = headOf(text, Math.max(0, maxLength - 1))
  const space = cut.lastIndexOf(" ")
  // Cut at a word when one is near, so the model does not read half a word as a value.
  const end = space >= maxLength * 0.6 ? space : cut.length
  return cut.slice(0, end).trimEnd() + "…"
}

/** @internal */
export const sanitize = (text: string, maxLength: number = DEFAULT_MAX_LENGTH): string => {
  let out = cap(String(text))
  out = out.replace(PRIVATE_KEY, REDACTED)
  out = dropInlineTraces(dropStackTraces(out))
  out = out.replace(URL_PATTERN, sanitizeUrl)
  out = apply(out, CREDENTIALS)
  out = redactOracleLogins(out)
  out = apply(out, ADDRESSES)
  out = apply(out, PATHS)
  out = apply(out, [AWS_SECRET, HIGH_ENTROPY])
  out = out.replace(/\s+/g, " ").trim()
  return wellFormed(truncate(out, maxLength))
}

/**
 * The parts of the library's messages: its own words around the text that came from outside. Kept beside
 * the input a factory is given rather than on it, so that the input stays as documented.
 */
const partsOf = new WeakMap<object, readonly [written: string, outside: string, after: string]>()

/** @internal */
export const withParts = <A extends { readonly message: string }>(
  input: A,
  parts: readonly [written: string, outside: string, after: string]
): A => {
  partsOf.set(input, parts)
  return input
}

/**
 * Sanitises the text in a library message that came from outside and leaves the library's words, the
 * tool's name and the parameters' paths as written. A message the library did not write (a caller's
 * own input, or one whose message was changed) is sanitised whole.
 * @internal
 */
export const sanitizeMessage = (input: { readonly message: string }, maxLength: number): string =>
  wellFormed(sanitizeParts(input, maxLength))

const sanitizeParts = (input: { readonly message: string }, maxLength: number): string => {
  const parts = partsOf.get(input)
  if (parts === undefined || parts[0] + parts[1] + parts[2] !== input.message) return sanitize(input.message, maxLength)
  const [written, from, after] = parts
  // The outside text gets the room the library's words leave, so that the words after it (what the model is to do:
  // "Check before calling it again.") are not what the length limit cuts; a written part longer than the message can
  // be (a model's huge argument echoed) is cut before its whitespace is collapsed.
  const room = Math.max(MIN_OUTSIDE, maxLength - written.length - after.length)
  const outside = from === "" ? "" : sanitize(from, room)
  const text = written.length > 2 * maxLength ? headOf(written, 2 * maxLength) : written
  const whole = (text + outside + after).replace(/\s+/g, " ").trim()
  if (whole.length <= maxLength || from !== "" || after === "") return truncate(whole, maxLength)
  // The library's words alone, too long, before closing words (a long list of a call's invalid arguments, then "Fix the
  // arguments and call it again."): the list is cut, not what to do next. Beside outside text, the outside text is
  // what gives way (its room above), and the sentence that says what happened stays whole.
  const tail = after.replace(/\s+/g, " ").trimEnd()
  const head = maxLength - tail.length
  return head < MIN_OUTSIDE ? truncate(whole, maxLength) : truncate(text.replace(/\s+/g, " ").trim(), head) + tail
}

/** The least of a reason kept, however long the library's words around it. */
const MIN_OUTSIDE = 60
