/**
 * What an error report may say about a request: a URL or path without its query string and
 * fragment (`?zip=`, `mc_eid`, refcodes, an email in a tracking link), without the zip code in the
 * zip lookup's path (it says where a visitor lives), and free text without email addresses. Shared
 * by the browser SDK's hooks and the server's reporter.
 */

/** The zip lookup's path, on the zip API or on this site's own proxy of it. */
const ZIP_IN_PATH = /(\/zip5s\/)[^/?#\s"'<>)]+/g
/** A query string or fragment after a URL or path written inside a message (a closing parenthesis ends it, as in prose). */
const QUERY_IN_TEXT = /((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>)]*/gi
const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[A-Za-z]{2,}/g

/** A URL or path without its query string and fragment, and with any zip code in the zip lookup's path replaced by `:zip`. */
export function reportableUrl(url: string): string {
  const end = url.search(/[?#]/)
  return (end === -1 ? url : url.slice(0, end)).replace(ZIP_IN_PATH, '$1:zip')
}

/** Free text (an error message) with each URL in it made reportable and each email address replaced by `[email]`. */
export function reportableText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(QUERY_IN_TEXT, '$1').replace(ZIP_IN_PATH, '$1:zip')
}
