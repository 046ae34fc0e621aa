// Cookie and Set-Cookie headers: every cookie's value.

import { REDACTED, type Replacement } from "./rule.js"

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

// A Cookie header's cookies, every one of them (the labelled secret's rule, which runs after, stops at the first ";"), and all the cookies
// of Set-Cookie headers joined with ", " (as Node's Headers.get("set-cookie") returns them): COOKIE_HEADER.
export const COOKIES: Replacement = [COOKIE_HEADER, `$1${REDACTED}`]
