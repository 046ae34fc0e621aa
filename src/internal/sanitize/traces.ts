// Stack traces: on lines of their own, and squeezed into one line. What happened stays, the frames go.

// "at" starts a frame only with a location after it, so "at least one item…" stays.
// A frame's "at" line holds no ": " (JavaScript's, Java's, .NET's ":line 42" alike): a sentence that starts with "at"
// and names a port ("at least one replica unreachable: db.example.com:5432") was dropped as one, the message lost.
const STACK_FRAME =
  /^\s*(?:at\s(?:(?!:\s).)*(?::\d+|<anonymous>|\(native\)|Native Method|Unknown Source)|File "|\.\.\. \d+ (?:more|common frames omitted)|\^+\s*$)/
const TRACE_START = /^\s*(?:Traceback \(most recent call last\):|stack ?trace:?|stack backtrace:?)\s*$/i
const GO_TRACE = /^goroutine \d+ \[/

/** Drops stack frames (JavaScript, Java, Python, Go, Rust) and keeps the lines that say what happened. */
export const dropStackTraces = (text: string): string => {
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
export const dropInlineTraces = (text: string): string => {
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
