import { describe, expect, it } from "@effect/vitest"
import { Sanitize } from "effect-resilience"

/** `value` as JSON, held in a JSON string `times - 1` times over. */
const heldInStrings = (value: unknown, times: number): string =>
  Array.from({ length: times }).reduce<unknown>((x) => JSON.stringify(x), value) as string

/** What `text` held, parsed `times` times: it throws where a level's JSON is broken. */
const readBack = (text: string, times: number): unknown =>
  Array.from({ length: times }).reduce<unknown>((x) => JSON.parse(x as string), text)

const expectEach = (cases: ReadonlyArray<readonly [string, string]>) => {
  for (const [text, sanitized] of cases) expect(Sanitize.sanitize(text)).toBe(sanitized)
}

/** Each error, held in JSON strings one to three levels deep, reads back as its sanitised form. */
const expectHeld = (cases: ReadonlyArray<readonly [string, string]>) => {
  for (const [error, sanitized] of cases) {
    for (let times = 1; times <= 3; times++) {
      const out = Sanitize.sanitize(heldInStrings({ error, status: 500 }, times), { maxLength: 8192 })
      expect(readBack(out, times)).toEqual({ error: sanitized, status: 500 })
    }
  }
}

describe("Sanitize: a user and password before a host, without a scheme", () => {
  // A driver or a tool that prints the address it was given without the scheme (redis clients, ORMs' "connect failed
  // for …", a CLI's echo): no URL rule saw it, and the password reached the model.
  const leaks = [
    ["connect failed for admin:S3cr3t!@db.internal:5432", "connect failed for admin:[redacted]@[internal address]"],
    ["redis admin:hunter2@10.0.0.5:6379", "redis admin:[redacted]@[internal address]"],
    ["connect failed for app:Pa55word@db.example.com:5432", "connect failed for app:[redacted]@db.example.com:5432"],
    // the password may hold "@" and ":": the host is what follows the last "@" before a host with its port
    ["dial app:p@ss:w0rd@db.example.com:5432 refused", "dial app:[redacted]@db.example.com:5432 refused"],
    ["amqp guest:guest@[fd12::5]:5672 closed", "amqp guest:[redacted]@[internal address] closed"],
    // without a port, only after the name of a database or a broker
    ["redis admin:hunter2@cache timed out", "redis admin:[redacted]@cache timed out"],
    ["postgres: app:hunter2@db.example.com refused", "postgres: app:[redacted]@db.example.com refused"]
  ] as const

  it("redacts the password and keeps the user and the host", () => {
    expectEach(leaks)
    expectHeld(leaks)
  })

  it("keeps an e-mail address after a label, and what only looks like a login", () => {
    for (
      const text of [
        "user:bob@example.com wrote",
        "reply to:bob@example.com",
        "from:alice@example.com:",
        "ssh git@github.com:acme/repo.git failed"
      ]
    ) expect(Sanitize.sanitize(text)).toBe(text)
    // a docker image pinned to its digest (the digest itself goes as a random token)
    expect(Sanitize.sanitize("pull nginx:1.25@sha256:0123abcd failed")).toBe("pull nginx:1.25@sha256:0123abcd failed")
  })
})

describe("Sanitize: Oracle's user/password@target", () => {
  // sqlplus' and the ORA- errors' connect strings: EZConnect (//host:port/service, host:port/sid) and a TNS alias
  const leaks = [
    [
      "ORA-01017: invalid username/password; logon denied for scott/tiger@orcl",
      "ORA-01017: invalid username/password; logon denied for scott/[redacted]@orcl"
    ],
    [
      "sqlplus scott/Tiger123@//db.example.com:1521/ORCLPDB1 failed",
      "sqlplus scott/[redacted]@//db.example.com:1521/ORCLPDB1 failed"
    ],
    ["connect app/Passw0rd1@db.example.com:1521/ORCL", "connect app/[redacted]@db.example.com:1521/ORCL"],
    ["expdp system/manager@prod directory=dp", "expdp system/[redacted]@prod directory=dp"],
    ["sqlplus -S scott/tiger @report.sql exited 1", "sqlplus -S scott/[redacted] @report.sql exited 1"],
    [
      "jdbc:oracle:thin:scott/tiger@//db.example.com:1521/svc refused",
      "jdbc:oracle:thin:scott/[redacted]@//db.example.com:1521/svc refused"
    ]
  ] as const

  it("redacts the password and keeps the user and the target", () => {
    expectEach(leaks)
    expectHeld(leaks)
  })

  it("keeps a path or a package with a version, which only look like a login", () => {
    for (
      const text of [
        "missing images/logo@2x.png",
        "peer react-dom/client@18 not found",
        "go: github.com/acme/tool@v1.2.3: not found",
        "ORA-01017: invalid username/password; logon denied"
      ]
    ) expect(Sanitize.sanitize(text)).toBe(text)
  })
})
