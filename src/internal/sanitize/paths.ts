// File paths: Unix, Windows (also JSON-escaped), UNC, and a source file's path with its line.

import { afterEscapesAll, PATH, type Replacement } from "./rule.js"

export const PATHS: ReadonlyArray<Replacement> = afterEscapesAll([
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
