/**
 * What an error report may say about a request: a URL or path without its query string and
 * fragment (`?zip=`, `mc_eid`, refcodes, an email in a tracking link), without the zip code in the
 * zip lookup's path (it says where a visitor lives), and free text without email addresses. Shared
 * by the browser SDK's hooks and the server's reporter.
 */

/** The zip lookup's path, on the zip API or on this site's own proxy of it. */
const ZIP_IN_PATH = /(\/zip5s\/)[^/?#\s"'<>)]+/g
/** What ends a word that holds a path (a query string's own `?` or `#` ends it too). */
const PATH_END = /[\s?#"'<>]/
/** What ends a query string written inside a message (a closing parenthesis, as in prose). */
const QUERY_END = /[\s"'<>)]/
/** What an email address is made of, either side of its `@`. */
const EMAIL_PART = /[^\s@"'<>()[\]{},;:]/
/** A domain has something, a dot, then at least two letters (a fixed-length look: linear). */
const EMAIL_DOMAIN = /.\.[A-Za-z]{2}/

// The scans below read each character a bounded number of times: a pattern with a repeated class
// before a required character is quadratic on a long run of that class (docs/security.md §1).

/** Each query string or fragment that follows a URL or path inside the text, left out. */
function withoutQueries(text: string): string {
  let out = ''
  let inPath = false
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!
    if ((character === '?' || character === '#') && inPath) {
      while (index + 1 < text.length && !QUERY_END.test(text[index + 1]!)) index++
      inPath = false
      continue
    }
    out += character
    if (character === '/') inPath = true
    else if (PATH_END.test(character)) inPath = false
  }
  return out
}

/** Each email address in the text replaced by `[email]`. */
function withoutEmails(text: string): string {
  let out = ''
  let copied = 0
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at
    while (start > copied && EMAIL_PART.test(text[start - 1]!)) start--
    let end = at + 1
    while (end < text.length && EMAIL_PART.test(text[end]!)) end++
    if (start === at || !EMAIL_DOMAIN.test(text.slice(at + 1, end))) continue
    out += `${text.slice(copied, start)}[email]`
    copied = end
  }
  return out + text.slice(copied)
}

/** A URL or path without its query string and fragment, and with any zip code in the zip lookup's path replaced by `:zip`. */
export function reportableUrl(url: string): string {
  const end = url.search(/[?#]/)
  return (end === -1 ? url : url.slice(0, end)).replace(ZIP_IN_PATH, '$1:zip')
}

/** How much of a text is read: reports keep 250 characters of a message. */
export const REPORTABLE_TEXT_MAX_LENGTH = 1_000

/** The text cut to the length read, without the word the cut went through (it may be part of an address). */
function bounded(text: string): string {
  if (text.length <= REPORTABLE_TEXT_MAX_LENGTH) return text
  let end = REPORTABLE_TEXT_MAX_LENGTH
  while (end > 0 && !/\s/.test(text[end - 1]!)) end--
  // One word longer than the whole read (a URL, most likely) is cut where the read ends.
  return `${text.slice(0, end || REPORTABLE_TEXT_MAX_LENGTH)}…`
}

/** Free text (an error message) with each URL in it made reportable and each email address replaced by `[email]`. */
export function reportableText(text: string): string {
  return withoutQueries(withoutEmails(bounded(text))).replace(ZIP_IN_PATH, '$1:zip')
}
