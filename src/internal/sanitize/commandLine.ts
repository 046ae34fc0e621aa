// Command lines: the password a client is given after its flag, and the flags and words that stand between.

import { BETWEEN_STRINGS, isNoSecret } from "./labels.js"
import { REDACTED, type Replacement } from "./rule.js"

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
export const CLIENT_FLAGS = String
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

/**
 * One curl command, word by word ("curl -sS -b cookies.txt -b 'sid=…' https://…"): curl takes "-b" many times (a file
 * read and a cookie sent), and a rule that took the command up to its first "-b" went on after it, past the others.
 */
const CURL_COMMAND = new RegExp(String.raw`\bcurl(?:\s{1,3}(?:${COMMAND_WORD})){1,30}`, "g")
/**
 * A cookie flag in it with its value: a word of its own, quoted ('sid="S3cret"', a cookie's own quotes within the
 * shell's), or joined to "-b" ("-bsid=S3cret", -b"sid=S3cret", execa's '-bsid=S3c ret' quoted whole).
 */
const CURL_COOKIE = new RegExp(
  String
    .raw`(?<!\S)(?:(["'])(-b)(?!\1)([^"'\n]{1,200})\1|(-b(?=[^\s-])|(?:-b|--cookie)\s{1,3})('[^'\n]{1,200}'|"[^"\n]{1,200}"|${UNQUOTED_PASSWORD}))`,
  "g"
)
const redactCookie = (
  match: string,
  outer: string | undefined,
  joined: string | undefined,
  joinedValue: string | undefined,
  flag: string | undefined,
  value: string | undefined
): string => {
  const cookies = joinedValue ?? value ?? ""
  if (!cookies.includes("=")) return match
  if (outer !== undefined) return `${outer}${joined}${REDACTED}${outer}`
  const quote = /^["']/.test(cookies) ? cookies[0] : undefined
  return redactClientSecret(match, flag ?? "", quote)
}

// curl's "-U user:S3cret", its "--proxy-user" written short (elsewhere "-U" is a user alone: "psql -U app"); the user stays
const CURL_PROXY_USER =
  /(?<!\S)(-U(?:\s{1,3})?)(?:(["'])([^:"'\n]{0,100}):[^"'\n]{1,200}\2|([^\s:"']{0,100}):[^\s"']{1,200})/g
const redactProxyUser = (
  _match: string,
  flag: string,
  quote: string | undefined,
  quoted: string | undefined,
  bare: string | undefined
): string => quote !== undefined ? `${flag}${quote}${quoted}:${REDACTED}${quote}` : `${flag}${bare}:${REDACTED}`

// HTTPie's and xh's auth types whose "--auth" is a token
const TOKEN_AUTH_TYPE = /\s(?:-A|--auth-type)[\s=]{1,3}["']?bearer\b/i

/** Passwords on command lines, which execa and child_process put into their errors' messages. */
export const COMMAND_LINE_PASSWORDS: ReadonlyArray<Replacement> = [
  // Passwords on a command line, which execa puts into its message: curl's "-u admin:hunter2" (or
  // "--user"), and a MySQL client's "-pS3cret" (joined to its flag; elsewhere "-p8080" is a port).
  // curl also takes "-uadmin:hunter2"; "docker run -u 1000:1000" (a uid and gid) is no password.
  [
    /(?<!\S)(-u|--user|--proxy-user)(\s{1,3}|=|(?<=-u))(?:(["'])([^:"'\n]{0,100}):[^"'\n]{1,200}\3|([^\s:"']{0,100}):([^\s"']{1,200}))/g,
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
  // HTTPie's and xh's "-a user:S3cret" and "--auth user:S3cret" (joined with "=" it is a labelled secret above), as
  // curl's "-u": the user stays; "-a user" alone (a prompt for the password) holds none, unless the auth type before it
  // is a token's ("-A bearer -a S3cret", "--auth-type=bearer")
  [
    new RegExp(String.raw`\b((?:https?|xhs?)${WITHIN_COMMAND}(?:-a|--auth)\s{1,3})${PASSWORD_WORD}`, "g"),
    (match: string, command: string, quote: string | undefined) => {
      const value = match.slice(command.length + (quote?.length ?? 0), match.length - (quote?.length ?? 0))
      if (TOKEN_AUTH_TYPE.test(command)) return redactClientSecret(match, command, quote)
      const colon = value.indexOf(":")
      return colon > 0 ? `${command}${quote ?? ""}${value.slice(0, colon)}:${REDACTED}${quote ?? ""}` : match
    }
  ],
  // curl's cookies, "-b 'session=S3cret; csrftoken=…'" and "--cookie", each of them in its command: what holds a "=" is
  // cookies, a word without one the file they are read from ("-b cookies.txt"), which stays; and its proxy login "-U"
  [
    CURL_COMMAND,
    (command: string) => command.replace(CURL_COOKIE, redactCookie).replace(CURL_PROXY_USER, redactProxyUser)
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
  ]
]
