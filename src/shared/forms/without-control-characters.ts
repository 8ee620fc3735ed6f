/**
 * Text as a person can type it: the C0 control characters other than tab, line feed and carriage
 * return are removed (nobody types a NUL, and PostgreSQL refuses one in jsonb), and a lone UTF-16
 * surrogate, which only a crafted request holds and jsonb refuses too, becomes U+FFFD. Applied
 * where answers are read, in the browser and on the server alike.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL, '').toWellFormed()
}
