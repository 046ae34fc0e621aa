import { describe, expect, it } from "@effect/vitest"
import { Sanitize } from "effect-resilience"
import { expectKept } from "./support/common.js"

/** `value` as JSON, held in a JSON string `times - 1` times over. */
const heldInStrings = (value: unknown, times: number): string =>
  Array.from({ length: times }).reduce<unknown>((x) => JSON.stringify(x), value) as string

/** What `text` held, parsed `times` times: it throws where a level's JSON is broken. */
const readBack = (text: string, times: number): unknown =>
  Array.from({ length: times }).reduce<unknown>((x) => JSON.parse(x as string), text)

/** Each text is sanitised as expected, as written and held in JSON strings one to three levels deep. */
const expectEachHeld = (cases: ReadonlyArray<readonly [string, string]>) => {
  for (const [text, sanitized] of cases) {
    expect(Sanitize.sanitize(text)).toBe(sanitized)
    for (let times = 1; times <= 3; times++) {
      const out = Sanitize.sanitize(heldInStrings({ error: text, status: 401 }, times), { maxLength: 8192 })
      expect(readBack(out, times)).toEqual({ error: sanitized, status: 401 })
    }
  }
}

describe("Sanitize: a random value of 16 to 19 characters after a name and '='", () => {
  // Judged by the value alone (so that a signed URL's X-Amz-Date stays), a session id, an OAuth code or state, or a short
  // key of 16 to 19 characters fell under the random-token rule's 20 and went through; read with its name, it had gone.
  it("goes, and the name stays", () => {
    expectEachHeld([
      ["login failed: x_sid=Ab3dE5gH7jK9mN1pQ expired", "login failed: x_sid=[redacted] expired"],
      ["session=Ab3dE5gH7jK9mN1pQ rejected", "session=[redacted] rejected"],
      // Auth0's authorization codes are 16 characters
      [
        "GET /callback?code=ip2NpyNEu9mDtqFu&state=Zk9xQ2pLm4Rt7Wv1 returned 400",
        "GET /callback?code=[redacted]&state=[redacted] returned 400"
      ],
      // a short name: the name and the value are less than 20 characters together
      ["k=Ab3dE5gH7jK9mN1p", "k=[redacted]"],
      // Python's secrets.token_hex(8), Node's randomBytes(8).toString("hex")
      ["sid=5f2b9c1a7e3d4b6a invalid", "sid=[redacted] invalid"]
    ])
  })

  it("keeps what a value that says something reads as: a date, an algorithm, a model, an id in capitals", () => {
    expectKept([
      "signed with X-Amz-Algorithm=AWS4-HMAC-SHA256 at X-Amz-Date=20240101T000000Z",
      "X-Goog-Algorithm=GOOG4-RSA-SHA256",
      "model=gpt-4o-2024-08-06 is not available",
      "InstanceId=i-0123456789abcdef0 not found",
      "x-amz-request-id=4442587FB7D0A2F9",
      "max_completion_tokens=4096",
      "status=Ab3dE5gH7jK9mN1 short"
    ])
  })
})

describe("Sanitize: a Python client's login given as a pair", () => {
  // requests' and httpx's auth=('admin', 'S3cret'), Elasticsearch's http_auth= and basic_auth=, and the classes that
  // take the pair (HTTPBasicAuth, pika's PlainCredentials), in a traceback's line or a repr: the labelled secret's rule
  // took the "(" for the value, and the password after it reached the model
  it("redacts the password and keeps the user, with either quote, at each level of JSON", () => {
    expectEachHeld([
      ["requests.get(url, auth=('admin', 'hunter2x'))", "requests.get(url, auth=('admin', '[redacted]'))"],
      ["requests.get(url, auth=(\"user\",\"pass\"))", "requests.get(url, auth=(\"user\",\"[redacted]\"))"],
      ["session.auth = ('admin', 'hunter2x')", "session.auth = ('admin', '[redacted]')"],
      [
        "Elasticsearch(hosts, http_auth=('elastic', 'changeme'))",
        "Elasticsearch(hosts, http_auth=('elastic', '[redacted]'))"
      ],
      [
        "es = Elasticsearch(basic_auth=('elastic', 'S3cret'))",
        "es = Elasticsearch(basic_auth=('elastic', '[redacted]'))"
      ],
      ["auth=HTTPBasicAuth('u','p') refused", "auth=HTTPBasicAuth('u','[redacted]') refused"],
      ["requests.auth.HTTPDigestAuth('admin', 'S3cret!x')", "requests.auth.HTTPDigestAuth('admin', '[redacted]')"],
      ["httpx.BasicAuth(\"admin\", \"S3cret\")", "httpx.BasicAuth(\"admin\", \"[redacted]\")"],
      ["pika.PlainCredentials('guest', 'guest')", "pika.PlainCredentials('guest', '[redacted]')"]
    ])
  })

  it("keeps a pair of names that holds no password", () => {
    expectKept([
      "HTTPBasicAuth(user, password) failed",
      "auth=(None) is not supported",
      "the authors (Ada, Grace) wrote it"
    ])
  })
})

describe("Sanitize: a client's password flag, only within the client's command", () => {
  // "docker login", "sshpass", "az login", "ldapsearch" and "bcp" took the "-p", "-w" or "-P" of any words after them for
  // theirs, a sentence and another program's command included: a port ("docker run -p 8080:80", "ssh -p 2222") went as
  // a password, and the model could not read which port failed
  it("keeps another program's flag after a sentence that follows the client's name", () => {
    for (
      const text of [
        "docker login failed: unauthorized\nretrying with docker run -p 8080:80 nginx",
        "docker login ghcr.io failed, then ran docker run -p 8080:80 nginx",
        "az login failed. Try: az vm open-port -p 443",
        "ldapsearch failed: server said -w is deprecated",
        "sshpass failed, check ssh -p 2222 host",
        "helm registry login ok. kubectl port-forward -p 8080",
        "smbclient failed: retry with -U admin%x"
      ]
    ) expect(Sanitize.sanitize(text)).toBe(text.replace(/\n/g, " "))
  })

  it("still redacts the password after the client's own arguments", () => {
    expectEachHeld([
      ["helm registry login ghcr.io -u bob -p S3cret123", "helm registry login ghcr.io -u bob -p [redacted]"],
      [
        "docker login registry.example.com -u admin -p S3cret123",
        "docker login registry.example.com -u admin -p [redacted]"
      ],
      [
        "bcp dbo.orders out orders.dat -S db -U sa -P S3cret!x -c",
        "bcp dbo.orders out orders.dat -S db -U sa -P [redacted] -c"
      ]
    ])
  })
})

describe("Sanitize: a text that names Oracle without being Oracle's", () => {
  // Any word starting with "oracle" (a Go module github.com/oracle/…, a price oracle, node-oracledb) made a text Oracle's,
  // and then every owner/name@version in it read as user/password@alias: "actions/checkout@v4" lost its name
  it("keeps a package's or an action's name with its version", () => {
    expectKept([
      "go get github.com/oracle/oci-go-sdk/v65@v65.49.0 failed: uses actions/checkout@v4",
      "price oracle failed, pinned openzeppelin/contracts@v4",
      "oracle cloud deploy: peer react-dom/client@18 not found"
    ])
  })

  it("still redacts a login before a TNS alias in Oracle's errors, python-oracledb's and a JDBC thin URL", () => {
    expectEachHeld([
      ["DPY-4011: connection to app/S3cret1@orcl closed", "DPY-4011: connection to app/[redacted]@orcl closed"],
      ["jdbc:oracle:thin:scott/tiger@orcl refused", "jdbc:oracle:thin:scott/[redacted]@orcl refused"],
      ["ORA-12154 for hr/hr@XEPDB1", "ORA-12154 for hr/[redacted]@XEPDB1"]
    ])
  })
})

describe("Sanitize: a SIP or XMPP address before a host with its port", () => {
  // "sip:alice@host:5060" reads as a login without a scheme (user "sip", password "alice"): the user the call was for,
  // which a voice agent's model must read, went
  it("keeps the address, and redacts a password written in it", () => {
    expectKept([
      "INVITE sip:alice@atlanta.example.com:5060 got 486 Busy Here",
      "dial sips:+15551234567@sip.example.com:5061 failed",
      "xmpp:bot@chat.example.com:5222 unreachable"
    ])
    expect(Sanitize.sanitize("REGISTER sip:alice:S3cret1@pbx.example.com:5060 failed")).toBe(
      "REGISTER sip:alice:[redacted]@pbx.example.com:5060 failed"
    )
  })
})

describe("Sanitize: a labelled secret percent-encoded once more, in a redirect's URL or an echoed form body", () => {
  // A URL held in another's query ("next=https%3A%2F%2Fapp…%3Ftoken%3D…", OAuth's redirect_uri) or a form body quoted
  // encoded writes the '=' as '%3D': no label was followed by its separator, and the token reached the model.
  it("goes, and the label and the parameters after it stay", () => {
    expectEachHeld([
      [
        "redirect to https://login.example.com/authorize?next=https%3A%2F%2Fapp.example.com%2Fcb%3Ftoken%3DS3cretTok123%26x%3D1 failed",
        "redirect to https://login.example.com/authorize?next=https%3A%2F%2Fapp.example.com%2Fcb%3Ftoken%3D[redacted]%26x%3D1 failed"
      ],
      [
        "GET /cb?redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb%3Fpassword%3DS3cretPw 400",
        "GET /cb?redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb%3Fpassword%3D[redacted] 400"
      ],
      [
        "body: username%3Dapp%26password%3Dp%2540ss%26grant_type%3Dpassword",
        "body: username%3Dapp%26password%3D[redacted]%26grant_type%3Dpassword"
      ],
      ["rejected: client_secret%3D%22S3cretCS%22", "rejected: client_secret%3D[redacted]"]
    ])
  })

  it("goes in a query encoded twice, a redirect's URL in a redirect's URL, and a password's own '&' goes with it", () => {
    // "%253D" (the '=' of a URL held in a URL held in a query): the rule read "%3D" alone, and the token stayed
    expectEachHeld([
      [
        "GET /login?next=https%3A%2F%2Fsso.example.com%2Fcb%3Freturn%3Dhttps%253A%252F%252Fapp.example.com%252Fcb%253Ftoken%253DS3cretTok123%2526x%253D1%26y%3D2 302",
        "GET /login?next=https%3A%2F%2Fsso.example.com%2Fcb%3Freturn%3Dhttps%253A%252F%252Fapp.example.com%252Fcb%253Ftoken%253D[redacted]%2526x%253D1%26y%3D2 302"
      ],
      // its value ends at an '&' of the query it is in or of one around it
      ["a=1&password%253DS3cretPw%26b%3D2", "a=1&password%253D[redacted]%26b%3D2"],
      // its own '&', encoded once more still, is part of it
      ["return%3Dx%253Fpassword%253DS3%252526cretPw%2526y%253D1", "return%3Dx%253Fpassword%253D[redacted]%2526y%253D1"]
    ])
    expectKept(["q=page_token%253D%2526sort%253Ddesc", "https://example.com/?q=secret%253Dnone"])
  })

  it("keeps a value that is no secret, and a password's own encoded '&' in a form body once encoded", () => {
    expectKept([
      "search?q=password%3D%20is%20required",
      "https://example.com/?q=secret%3Dnone",
      "token_limit%3D4096",
      "https://example.com/?q=how%20to%20reset%20password%3F"
    ])
    // encoded once, '%26' is part of the password: it goes whole
    expect(Sanitize.sanitize("body: password=p%40ss%26w0rd&user=app")).toBe("body: password=[redacted]&user=app")
  })
})
