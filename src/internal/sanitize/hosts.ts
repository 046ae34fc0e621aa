// Internal addresses: private IPs, names that resolve only inside a network, and where errors name the host they tried.

import { CLIENT_FLAGS } from "./commandLine.js"
import { afterEscapesAll, INTERNAL, type Replacement, WORD_START } from "./rule.js"

export const DB_SCHEMES = new Set([
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
export const HOST = String.raw`[A-Za-z0-9](?:[\w-]|\.(?=[\w-])){0,252}`

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

export const isInternalHost = (host: string): boolean => {
  const h = host.toLowerCase().replace(/^\[|\]$/g, "")
  if (h === "localhost" || h === "::1" || h === "::" || /^f[cd][0-9a-f]{2}:|^fe80:/.test(h)) return true
  const v4 = IPV4_EXACT.exec(h)
  if (v4 !== null) return isPrivateIPv4(Number(v4[1]), Number(v4[2]))
  // A name without a dot resolves only inside a network: docker compose services, Kubernetes short names.
  if (!h.includes(".") && !h.includes(":")) return true
  return INTERNAL_SUFFIXES.some((suffix) => h.endsWith(suffix))
}

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

export const ADDRESSES: ReadonlyArray<Replacement> = afterEscapesAll([
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
