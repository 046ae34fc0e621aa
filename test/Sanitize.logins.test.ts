import { describe, expect, it } from "@effect/vitest"
import { Sanitize } from "effect-resilience"
import { expectKept } from "./support/common.js"

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
    expectKept([
      "user:bob@example.com wrote",
      "reply to:bob@example.com",
      "from:alice@example.com:",
      "ssh git@github.com:acme/repo.git failed"
    ])
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
    expectKept([
      "missing images/logo@2x.png",
      "peer react-dom/client@18 not found",
      "go: github.com/acme/tool@v1.2.3: not found",
      "ORA-01017: invalid username/password; logon denied"
    ])
  })
})

describe("Sanitize: a signed URL's parameters that are no secret", () => {
  // A presigned S3 URL (or a GCS one, or an OAuth consent URL) in a tool's error: its algorithm, date and access type
  // were redacted, the algorithm and the date as random tokens ("X-Amz-Algorithm=AWS4-HMAC-SHA256" read as one word of
  // letters and digits), "access_type" for its word "access"; the model could not tell which request failed.
  it("keeps the algorithm, the date, the expiry and the access type, and redacts the signature and the credentials", () => {
    const url = "https://bucket.s3.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
      "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20240101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240101T000000Z" +
      "&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Security-Token=FwoGZXIvYXdzEBYaDHqa0AP1" +
      "&X-Amz-Signature=3b8f1a9c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4b6c8d0e2f4a"
    const sanitized = "https://bucket.s3.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
      "&X-Amz-Credential=[redacted]&X-Amz-Date=20240101T000000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host" +
      "&X-Amz-Security-Token=[redacted]&X-Amz-Signature=[redacted]"
    const google = "https://storage.googleapis.com/b/o?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Date=20240101T000000Z" +
      "&X-Goog-Signature=0a1b2c3d4e5f60718293a4b5c6d7e8f9"
    const googleSanitized = "https://storage.googleapis.com/b/o?X-Goog-Algorithm=GOOG4-RSA-SHA256" +
      "&X-Goog-Date=20240101T000000Z&X-Goog-Signature=[redacted]"
    const consent = "https://accounts.google.com/o/oauth2/v2/auth?access_type=offline&token_type=bearer" +
      "&client_id=123&access_token=ya29abc&code=4%2F0Adeu5"
    const consentSanitized = "https://accounts.google.com/o/oauth2/v2/auth?access_type=offline&token_type=bearer" +
      "&client_id=123&access_token=[redacted]&code=[redacted]"
    expectEach([
      [`GET ${url} failed: 403`, `GET ${sanitized} failed: 403`],
      [`GET ${google} failed: 403`, `GET ${googleSanitized} failed: 403`],
      [`open ${consent} failed`, `open ${consentSanitized} failed`],
      // outside a URL too: a name joined to its value is no random token, unless the value is one
      [
        "signed with X-Amz-Algorithm=AWS4-HMAC-SHA256 at X-Amz-Date=20240101T000000Z",
        "signed with X-Amz-Algorithm=AWS4-HMAC-SHA256 at X-Amz-Date=20240101T000000Z"
      ],
      ["state=Zk9xQ2pLm4Rt7Wv1Yb3Nc5Hd", "state=[redacted]"]
    ])
    expectHeld([[`GET ${url} failed: 403`, `GET ${sanitized} failed: 403`]])
  })
})

/** `value` as JSON with every character beyond ASCII escaped (Python's json.dumps), held in strings `times - 1` more times. */
const asciiHeld = (value: unknown, times: number): string =>
  heldInStrings(
    JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
    times - 1
  )

describe("Sanitize: a secret's label in Spanish, Portuguese, French or German, also written with JSON escapes", () => {
  // Python's json.dumps writes "contraseña" as "contrase\u00f1a" and "é" as "\u00e9": the label and the verb were not
  // read, and the password went through; a label with a colon ("contraseña: …", "Passwort: …") was not read at all.
  const leaks = [
    ["la contraseña es Hunter2024", "la contraseña es [redacted]"],
    ["a senha é Hunter2024", "a senha é [redacted]"],
    ["le mot de passe était Winter2024", "le mot de passe était [redacted]"],
    ["contraseña: hunter2", "contraseña: [redacted]"],
    ["contrasena: hunter2", "contrasena: [redacted]"],
    ["login falhou, senha=Hunter2024", "login falhou, senha=[redacted]"],
    ["Passwort: hunter2x", "Passwort: [redacted]"],
    ["mot de passe : Hunter2024", "mot de passe : [redacted]"],
    ["passcode: 483920", "passcode: [redacted]"]
  ] as const

  it("redacts the secret, as written and with its letters escaped at each level", () => {
    expectEach(leaks)
    for (const [error, sanitized] of leaks) {
      for (let times = 1; times <= 3; times++) {
        const out = Sanitize.sanitize(asciiHeld({ error, status: 401 }, times), { maxLength: 8192 })
        expect(readBack(out, times)).toEqual({ error: sanitized, status: 401 })
      }
    }
    // as a JSON body's key
    for (let times = 1; times <= 3; times++) {
      const out = Sanitize.sanitize(asciiHeld({ "contraseña": "Hunter2024", senha: "Hunter2024" }, times), {
        maxLength: 8192
      })
      expect(readBack(out, times)).toEqual({ "contraseña": "[redacted]", senha: "[redacted]" })
    }
  })

  it("keeps what a validator says about the field, escaped or not", () => {
    for (
      const error of [
        "contraseña: incorrecta",
        "senha: obrigatória",
        "Passwort: zu kurz",
        "la contraseña es demasiado corta",
        "a senha é inválida",
        "passcode: required"
      ]
    ) {
      expect(Sanitize.sanitize(error)).toBe(error)
      for (let times = 1; times <= 3; times++) {
        const out = Sanitize.sanitize(asciiHeld({ error }, times), { maxLength: 8192 })
        expect(readBack(out, times)).toEqual({ error })
      }
    }
  })
})

describe("Sanitize: passwords on more command lines", () => {
  // execa and child_process put the command into the error's message ("Command failed: docker login -u admin -p …"):
  // these tools' password flags take the password as a word of their own, and it reached the model
  it("redacts the password of docker login, sshpass, sqlcmd, bcp, openssl, keytool, ldapsearch, smbclient and --password", () => {
    expectEach([
      [
        "Command failed: docker login -u admin -p S3cret123 registry.example.com",
        "Command failed: docker login -u admin -p [redacted] registry.example.com"
      ],
      [
        "Command failed: docker login --username admin --password S3cret123 registry.example.com",
        "Command failed: docker login --username admin --password [redacted] registry.example.com"
      ],
      ["sshpass -p 'S3cret 123' ssh admin@host.example.com", "sshpass -p '[redacted]' ssh admin@host.example.com"],
      [
        "sqlcmd -S db.example.com -U sa -P S3cret! -Q \"SELECT 1\"",
        "sqlcmd -S db.example.com -U sa -P [redacted] -Q \"SELECT 1\""
      ],
      [
        "bcp dbo.orders out orders.dat -S db -U sa -P S3cret!x -c",
        "bcp dbo.orders out orders.dat -S db -U sa -P [redacted] -c"
      ],
      [
        "openssl pkcs12 -export -passout pass:S3cret123 -out x.p12",
        "openssl pkcs12 -export -passout pass:[redacted] -out x.p12"
      ],
      [
        "keytool -importkeystore -storepass S3cret123 -keypass S3cret456",
        "keytool -importkeystore -storepass [redacted] -keypass [redacted]"
      ],
      ["ldapsearch -x -D cn=admin -w S3cret123 -b dc=example", "ldapsearch -x -D cn=admin -w [redacted] -b dc=example"],
      [
        "smbclient //fs.example.com/share -U admin%S3cret123 failed",
        "smbclient //fs.example.com/share -U admin%[redacted] failed"
      ],
      [
        "vault-cli --password hunter2x --url https://vault.example.com",
        "vault-cli --password [redacted] --url https://vault.example.com/"
      ]
    ])
  })

  it("keeps a flag's name in prose, and another program's -p or -P", () => {
    expectKept([
      "--password is required",
      "the --password flag was removed",
      "mkdir -p build failed",
      "docker run -p 8080:80 nginx failed",
      "cp -P src dst failed",
      "sqlcmd: -P is deprecated, use -G"
    ])
  })

  it("redacts curl's cookies and proxy login, and HTTPie's and xh's login or token", () => {
    // curl's "-b"/"--cookie" and "--proxy-user", HTTPie's "-a"/"--auth" with a space, and its bearer token (whose
    // "--auth" flag the Bearer rule took for the token, leaving the token after it) reached the model
    expectEach([
      [
        "Command failed: curl -s -b 'session=S3cretSess; csrftoken=S3cretCsrf' https://api.example.com/v1",
        "Command failed: curl -s -b '[redacted]' https://api.example.com/v1"
      ],
      ["curl --cookie sid=S3cretSess https://api.example.com/", "curl --cookie [redacted] https://api.example.com/"],
      [
        "curl -sS --proxy-user proxy:S3cretPw https://api.example.com/",
        "curl -sS --proxy-user proxy:[redacted] https://api.example.com/"
      ],
      ["http --auth app:S3cretPw https://x.example.com/", "http --auth app:[redacted] https://x.example.com/"],
      ["http -a 'app:S3cret Pw' POST https://x.example.com/", "http -a 'app:[redacted]' POST https://x.example.com/"],
      ["xh -a app:S3cretPw get x.example.com", "xh -a app:[redacted] get x.example.com"],
      [
        "http --auth-type bearer --auth S3cretTokValue https://x.example.com/",
        "http --auth-type bearer --auth [redacted] https://x.example.com/"
      ],
      ["http -A bearer -a S3cret:Tok https://x.example.com/", "http -A bearer -a [redacted] https://x.example.com/"]
    ])
  })

  it("keeps curl's cookie file and HTTPie's user alone", () => {
    expectKept([
      "curl -b cookies.txt https://api.example.com/",
      "http -a app https://x.example.com/",
      "the http client failed: -a is not a flag, see a:b"
    ])
  })

  it("redacts each of curl's cookies, after a cookie file, joined to '-b' or quoted within, and its -U", () => {
    // the rule took curl's first "-b" and went on after it: a second one ("-b cookies.txt -b 'sid=…'", a file read and a
    // cookie sent) stayed; so did a cookie joined to its flag ("-bsid=…", execa's '-bsid=S3c ret') and one whose value
    // is quoted within the shell's quotes (RFC 6265's "sid=\"…\"")
    const cases: ReadonlyArray<readonly [string, string]> = [
      [
        "curl -b cookies.txt -b 'session=S3cretSess' https://api.example.com/v1",
        "curl -b cookies.txt -b '[redacted]' https://api.example.com/v1"
      ],
      [
        "curl -sS -b 'theme=dark' --cookie sid=S3cretSess https://api.example.com/v1",
        "curl -sS -b '[redacted]' --cookie [redacted] https://api.example.com/v1"
      ],
      ["curl -bsession=S3cretSess https://api.example.com/v1", "curl -b[redacted] https://api.example.com/v1"],
      ["curl '-bsession=S3cret Sess' https://api.example.com/v1", "curl '-b[redacted]' https://api.example.com/v1"],
      ["curl -b 'sid=\"S3cretSess\"' https://api.example.com/v1", "curl -b '[redacted]' https://api.example.com/v1"],
      // curl's "-U", its "--proxy-user" written short
      [
        "curl -U proxy:S3cretPw -x http://proxy.example.com:3128/ https://api.example.com/v1",
        "curl -U proxy:[redacted] -x http://proxy.example.com:3128/ https://api.example.com/v1"
      ],
      [
        "curl -sS -U 'proxy:S3cret Pw' https://api.example.com/v1",
        "curl -sS -U 'proxy:[redacted]' https://api.example.com/v1"
      ]
    ]
    expectEach(cases)
    expectHeld(cases)
    expectKept([
      "curl -bcookies.txt https://api.example.com/v1",
      "curl -b cookies.txt -c cookies.txt -b jar2.txt https://api.example.com/v1",
      "curl -U proxy -x http://proxy.example.com:3128/ https://api.example.com/v1",
      "psql -U app:x failed"
    ])
  })
})

describe("Sanitize: a client's password flag at the end of a JSON string", () => {
  // "redis-cli -a " closing a JSON string: the quote that closed it and the one that opened the next ("-a ","next")
  // were read as a quoted password, or the escape of the closing quote (-a \") as an unquoted one, and the model was
  // handed JSON no parser reads
  it("keeps the JSON valid at each level", () => {
    for (
      const command of ["redis-cli -a ", "mongosh --password ", "sqlcmd -S db -P ", "docker login -p ", "--password "]
    ) {
      for (let times = 1; times <= 3; times++) {
        const body = { error: `Command failed: ${command}`, next: "retry", status: 1 }
        expect(readBack(Sanitize.sanitize(heldInStrings(body, times), { maxLength: 8192 }), times)).toEqual(body)
      }
    }
  })
})

describe("Sanitize: an AWS secret access key whose slashes are JSON-escaped", () => {
  // PHP's json_encode writes "/" as "\/": split at each, the key's parts were too short for the random-token rule
  it("goes, and the JSON stays valid", () => {
    expect(Sanitize.sanitize("{\"error\":\"bad key wJalrXUtnFEMI\\/K7MDENG\\/bPxRfiCYEXAMPLEKEY\"}")).toBe(
      "{\"error\":\"bad key [redacted]\"}"
    )
    expect(Sanitize.sanitize("{\"error\":\"see https:\\/\\/docs.example.com\\/guides\\/keys\"}")).toBe(
      "{\"error\":\"see https:\\/\\/docs.example.com\\/guides\\/keys\"}"
    )
  })

  // found by the property test of JSON bodies (seed -479445753): a "\\" (an escaped backslash) before a 40-character
  // run was read as the escape "\/" that began the key, and its second backslash went with the key: "\[redacted]",
  // which no JSON parser reads
  it("takes no backslash of an escaped backslash before it", () => {
    const body = { k0: "\\/Ab3dE5gH7jK9mN1pQsenhaAb3dE5gH7jK9mN1pQ" }
    for (let times = 1; times <= 3; times++) {
      const out = Sanitize.sanitize(heldInStrings(body, times), { maxLength: 8192 })
      expect(readBack(out, times)).toEqual({ k0: "\\/[redacted]" })
    }
  })
})

describe("Sanitize: an ADO.NET or ODBC connection string whose password holds a space or a ';' in braces", () => {
  // A value there runs to the next ';' (spaces included), and ODBC writes one that holds a ';' in braces: the rules
  // read a value to its first space or ';', and the rest of the password reached the model.
  const leaks = [
    [
      "open failed: Server=db.example.com;User Id=app;Password=correct horse 42;Database=orders",
      "open failed: [connection string]"
    ],
    [
      "Driver={ODBC Driver 18 for SQL Server};Server=tcp:db.example.com,1433;Uid=app;Pwd={S3c;ret}};pw};Encrypt=yes",
      "Driver={ODBC Driver 18 for SQL Server};[connection string]"
    ],
    ["Data Source=db.example.com;User ID=app;Password=a b c;", "[connection string]"],
    // one that ends a JSON string without a ';' took its closing quote along, and the JSON around it broke
    ["Server=.\\SQLEXPRESS;User Id=app;Password=S3cret;Database=orders", "[connection string]"]
  ] as const

  it("redacts the whole connection string, also held in JSON strings", () => {
    expectEach(leaks)
    expectHeld(leaks)
  })

  it("keeps the words after one that ends without a ';'", () => {
    expectEach([
      ["Server=db.example.com;Database=orders failed: timeout", "[connection string] failed: timeout"]
    ])
  })
})

describe("Sanitize: an ADO.NET connection string whose password is quoted or holds a quote", () => {
  // ADO.NET writes a value holding a ';' in quotes ("" or '' doubled inside), and a password may hold a '"' or a '\'.
  // The connection string's rule stopped at the quote, right after "Password=", and ate the label the labelled-secret
  // rule (which runs after it) would have read: the whole password reached the model.
  const leaks = [
    [
      "open failed: Server=db.example.com;User Id=app;Password=\"S3c;ret\";Database=orders",
      "open failed: [connection string]"
    ],
    [
      "open failed: Server=db.example.com;User Id=app;Password=\"pa\"\"ss word\";Database=orders",
      "open failed: [connection string]"
    ],
    ["open failed: Server=db.example.com;Uid=app;Pwd='S3c;ret';Database=orders", "open failed: [connection string]"],
    [
      "open failed: Server=db.example.com;Uid=app;Pwd='it''s;me' (error 18456)",
      "open failed: [connection string] (error 18456)"
    ],
    [
      "open failed: Server=db.example.com;User Id=app;Password=ab\"cd!;Database=orders",
      "open failed: [connection string]"
    ],
    [
      "open failed: Host=db.example.com;Username=app;Password=ab\\cd\"ef;Database=orders",
      "open failed: [connection string]"
    ],
    ["open failed: Server=db.example.com;Uid=app;Pwd={ab\"c\\d;e};Encrypt=yes", "open failed: [connection string]"],
    [
      "open failed: Server=db.example.com;Uid=app;Password=\"S3c;ret\" (error 18456)",
      "open failed: [connection string] (error 18456)"
    ]
  ] as const

  it("redacts the whole connection string, also held in JSON strings", () => {
    expectEach(leaks)
    expectHeld(leaks)
  })

  it("redacts a quoted password that starts with a space or JSON's punctuation, also held in JSON strings", () => {
    // A quote after "Password=" followed by a space, ',', ':', '}' or ']' was read as the closing quote of a JSON string
    // the connection string ends, and the quoted password after it reached the model whole. It is one only when JSON's
    // punctuation, numbers and whitespace lead from it to another quote ('","next"', '"}"').
    const quoted = [
      " S3c;ret",
      ",S3c;ret",
      ":S3cret",
      "}S3cret",
      "]S3cret",
      ", S3c ret",
      " 1234",
      ": ;x"
    ].map((password) =>
      [
        `open failed: Server=db.example.com;User Id=app;Password="${password}";Database=orders`,
        "open failed: [connection string]"
      ] as const
    )
    expectEach(quoted)
    expectHeld(quoted)
  })

  it("redacts a quoted password made of JSON's tokens alone, also held in JSON strings", () => {
    // A quote, JSON's tokens and a quote ('"},{"', '":true,"', '" null]"') read as the end of a JSON string, tokens and
    // the next string's opening quote, so such a password was never taken: every one of them reached the model. A next
    // string is one only where it closes as JSON's do; after a password comes ';Database=…', the end or words.
    const tokens = ["}", "{", "[", "]", ",", ":", " ", "1", "-2.5", "true", "null"]
    const passwords = [
      ...new Set(tokens.flatMap((a) => ["", ...tokens].flatMap((b) => ["", ...tokens].map((c) => a + b + c))))
    ]
    const leaked = passwords.filter((password) =>
      [";Database=orders", "", " (error 18456)"].some((after) => {
        const error = `open failed: Server=db.example.com;User Id=app;Password="${password}"${after}`
        const sanitized = `open failed: [connection string]${after.startsWith(" ") ? after : ""}`
        if (Sanitize.sanitize(error) !== sanitized) return true
        return [1, 2].some((times) => {
          try {
            const out = Sanitize.sanitize(heldInStrings({ error, status: 500 }, times), { maxLength: 8192 })
            return (readBack(out, times) as { error: string }).error !== sanitized
          } catch {
            return true
          }
        })
      })
    )
    expect(passwords.length).toBe(1463)
    expect(leaked).toEqual([])
  })

  it("keeps the JSON around one whose value ends at a string's closing quote", () => {
    for (
      const text of [
        `{"cs":"Server=db;Password=","next":"a;b"}`,
        `{"cs": "Host=h;Pwd=", "next": "x y"}`,
        `["Server=db;Password=\\"x","y"]`,
        // the string after it starts with a space, a ';' or an escape, behind numbers, literals, a key or brackets
        `["Server=db;Password=", 1, " x"]`,
        `[["Server=db;Password="],-2.5e3,true,null," x"]`,
        `{"Server=db;Password=":" x;y"}`,
        `{"a":{"cs":"Host=h;Pwd="},"b":";z"}`,
        `["Server=db;Password=","\\n x",""]`,
        JSON.stringify({ cs: "Server=db;Password=", next: " a;b", list: [" c"] }, null, 2)
      ]
    ) {
      // the same values where they were: one string read on into the next would parse, and be one fewer
      const shape = (u: unknown): unknown =>
        typeof u === "string"
          ? "text"
          : Array.isArray(u)
          ? u.map(shape)
          : u instanceof Object
          ? Object.values(u).map(shape)
          : u
      expect(shape(JSON.parse(Sanitize.sanitize(text, { maxLength: 8192 })))).toEqual(shape(JSON.parse(text)))
      // held in a JSON string, as a body quoted in another's
      const held = JSON.stringify({ body: text })
      expect(shape(JSON.parse(JSON.parse(Sanitize.sanitize(held, { maxLength: 8192 })).body))).toEqual(
        shape(JSON.parse(text))
      )
    }
  })

  it("keeps the JSON around one whose quotes are escaped deeper than its string's, or held in a pretty-printed body", () => {
    // The tokens of a JSON text in order (a string as S): keys that became alike stay two, where JSON.parse keeps one.
    const tokens = (text: string) =>
      (text.match(/"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null|[{}[\]:,]/g) ?? []).map((t) =>
        t.startsWith("\"") ? "S" : t
      )
    const cases = [
      // Unfixed: `\"` and then the key's closing `"` were read as a doubled quote inside the password, and the key's
      // ':' and its value's opening quote went with it ('{"k0":"[connection string]","[connection string]"}')
      [{ k0: "Server=db;User Id=app;Pwd=\"\";", "Host=h;Pwd=\"];n\"": "" }, 1],
      [{ cs: "Server=db;Password=\",x\"", next: "\"" }, 1],
      // Unfixed: a quote followed by an escaped newline (a pretty-printed body held in a string) or by the closing quote
      // of the string it is held in was read as a quote inside the value, which ran on to the next space
      [{ body: JSON.stringify({ k: { k: "Host=h;Password=\"]\t::n}\";Database=orders" } }, null, 2) }, 2],
      [{ body: JSON.stringify(["Server=db;Password=;Database=orders"], null, 2) }, 2],
      [{ body: JSON.stringify("Server=db;Pwd=0") }, 2],
      [{ body: JSON.stringify("Data Source=.\\SQLEXPRESS;User Id=app;Pwd=\"") }, 2],
      // Unfixed: pretty-printed and held two levels down, its whitespace is '\\n': read as no JSON between the strings,
      // a value's closing quote opened a password that ran on through the next string
      [{ body: JSON.stringify({ body: JSON.stringify(["Server=db;Password=", 1, " x;y"], null, 2) }) }, 3],
      [{ body: JSON.stringify({ body: JSON.stringify({ cs: "Host=h;Pwd=", next: " a;b" }, null, 2) }) }, 3]
    ] as const
    for (const [value, depth] of cases) {
      const text = JSON.stringify(value)
      const out = Sanitize.sanitize(text, { maxLength: 8192 })
      let [sent, read] = [text, out]
      for (let level = 1; level <= depth; level++) {
        expect(tokens(read)).toEqual(tokens(sent))
        if (level < depth) [sent, read] = [JSON.parse(sent).body, JSON.parse(read).body]
      }
      expect(out).not.toContain("];n")
    }
  })
})
