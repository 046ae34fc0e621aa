// Logins and connection strings without a URL's scheme: user:password@host, Oracle's user/password@target, Python's
// login pairs, Go's MySQL DSN, ADO.NET's Server=…;Password=….

import { CLIENT_FLAGS } from "./commandLine.js"
import { DB_SCHEMES, HOST } from "./hosts.js"
import { afterEscapes, CONNECTION, REDACTED, type Replacement } from "./rule.js"

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

export const redactOracleLogins = (text: string): string => {
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

// and escaped as the JSON string they are in is; names ("HTTPBasicAuth(user, password)") are no pair.
const LOGIN_PAIR =
  /(?<![A-Za-z0-9])((?:[A-Za-z]{1,20}_)?auth\s{0,3}=\s{0,3}\(\s{0,3}|(?:HTTP(?:Basic|Digest|Proxy)Auth|BasicAuth|DigestAuth|PlainCredentials)\(\s{0,3})(\\{0,127}["'])((?:[^"'\\\n]|\\+[^"'\\\n]){0,200})\2(\s{0,3},\s{0,3})\2(?:[^"'\\\n]|\\+[^"'\\\n]){1,200}\2/g

export const LOGIN_PAIRS: Replacement = [LOGIN_PAIR, `$1$2$3$2$4$2${REDACTED}$2`]

// Go's MySQL DSN, user:password@tcp(host:port)/db (go-sql-driver's, printed by the apps that fail to open it): no
// scheme before it, so no URL rule saw its password. The password may hold "@": the driver reads up to the last one.
export const GO_DSN: Replacement = [
  /(?<![\w.-])[\w.-]{1,64}:[^\s"\\]{1,200}?@(?:tcp6?|unix|udp)\([^)\n"\\]{0,200}\)(?:\/[\w.-]{0,64})?(?:\?[^\s"'\\]{0,400})?/g,
  CONNECTION
]

export const LOGINS_AT_HOST: Replacement = [LOGIN_AT_HOST, redactLoginAtHost]

export const ORACLE_CLIENT_LOGIN: Replacement = [ORACLE_CLIENT, `$1$2/${REDACTED}`]

// Semicolon-separated connection strings (ADO.NET, ODBC): Server=…;User Id=…;Password=…. A value runs to the next ';',
// spaces included ("Password=correct horse 42;"); one holding a ';' is written in ODBC's braces, '}' doubled
// ("Pwd={S3c;ret}}x}"), or in ADO.NET's quotes, the quote doubled ("Password=\"S3c;ret\"", 'it''s'); a password may hold a
// quote or a backslash. Read to its first space, ';' or quote, such a password's rest reached the model: this rule runs
// before the labelled secrets and takes their "Password=" along. A value with a space is taken only up to a ';' after
// it, so that the words after a connection string that ends without one stay. None runs into a JSON string's closing
// quote, so that a connection string at the end of one keeps the JSON whole: a quote inside a value is one not
// followed by what follows a closing one (`,` `:` `}` `]`, a space, the end); a quote that delimits a value may be
// escaped as deep as the JSON it is held in (`"`, `\"`, `\\\"`). A backslash run is taken whole or not at all
// (`.\\SQLEXPRESS` in JSON), never split among the repeats.
const QUOTE = String.raw`\\*"`
// In a JSON text held in a string, what follows a closing quote may be escaped whitespace (`\n` of one pretty-printed)
// or the closing quote of the string it is held in (`"\"Pwd=x\""`): read as quotes inside the value, the value ran on
// to its first space and took the JSON's end with it.
const INNER = String.raw`\\+(?![\\"])|${QUOTE}(?![\s,:}\]]|\\+[nrt]|\\*"|$)`
/**
 * What follows a JSON string's closing quote up to the quote after it (the next string's opening one, or the closing one
 * of the string the JSON is held in): whitespace (also escaped, in a JSON text held in a string), JSON's punctuation and
 * numbers and literals, the last before the quote a separator or a bracket (`","`, `": "`, `",1]"`, `"}"`). A quote
 * after "Password=" followed so closes the JSON string the connection string ends; one followed by anything else opens a
 * quoted password, whatever its first character (`" S3c;ret"`, `",S3c"`, `" 1234"`), which the first character alone
 * ruled out before. Bounded, and each token read one way only (a number to its end), so each quote costs constant time.
 */
// Whitespace escaped in a JSON text held in strings, as deep as it is held (`\n`, `\\n` two levels down, pretty-printed)
const ESCAPED_SPACE = String.raw`\\+[nrt]`
const JSON_TOKEN = String.raw`[\s,:{}[\]]|${ESCAPED_SPACE}|-?\d[\d.eE+-]{0,30}(?![\d.eE+-])|true|false|null`
/**
 * The string that quote opens, read to its closing quote as deep as its opening one and what may follow that (as above,
 * or the end of the string it is held in: a quote escaped less). A quoted password made of JSON's tokens alone
 * (`Password="},{";Database=orders`, `":true,"`) reads as a closing quote, tokens and an opening quote too; what follows
 * its closing quote (`;Database=…`, a space and words, the end) is no JSON string that closes, so it is a password.
 * Bounded, as a JSON string after an empty password longer than that is rarer than such a password.
 */
const NEXT_JSON_STRING = String
  .raw`(?:[^"\\\n]|\\+(?![\\"])|\k<next>\\+"){0,400}\k<next>"(?=[\s,:}\]]|${ESCAPED_SPACE}|(?!\k<next>)\\*"|$)`
const JSON_BETWEEN_STRINGS = String
  .raw`(?=[\s,:}\]]|${ESCAPED_SPACE})(?:${JSON_TOKEN}){0,64}[,:{}[\]](?:\s|${ESCAPED_SPACE}){0,16}(?<next>\\*)"${NEXT_JSON_STRING}`
const CONNECTION_VALUE = [
  // ODBC's braces, '}' doubled
  String.raw`\{(?:[^}\n"\\]|\}\}|${INNER}){0,200}\}`,
  // ADO.NET's double quotes, the quote doubled, escaped as deep as the JSON around: the doubled and the closing quote as
  // deep as the opening one. A quote escaped less is the end of the JSON string the connection string is held in
  // (`Pwd=\"];n\"":""` in JSON: `\"` and then `"` was read as a doubled quote, and the key's end, its ':' and its value's
  // opening quote went with the password).
  String.raw`(?<depth>\\*)"(?!${JSON_BETWEEN_STRINGS})(?:[^"\\\n]|\\+(?![\\"])|\k<depth>"\k<depth>"){0,200}` +
  String.raw`\k<depth>"(?=[;\s"\\]|$)`,
  // ADO.NET's single quotes, the quote doubled
  String.raw`'(?:[^'\n"\\]|''|${INNER}){0,200}'(?=[;\s"\\]|$)`,
  // a value with spaces, to its ';'
  String.raw`(?:[^;\n"\\]|${INNER}){1,200}(?=;)`,
  // a value to its first space
  String.raw`(?:[^;\s"\\]|${INNER}){0,200}`
].join("|")
export const CONNECTION_STRING: Replacement = [
  new RegExp(
    String
      .raw`\b(?:Server|Data Source|Host|Address)=(?:[^;\s"\\]|${INNER}){1,200}(?:;\s?[A-Za-z][\w ]{0,30}=(?:${CONNECTION_VALUE})){1,30};?`,
    "gi"
  ),
  CONNECTION
]
