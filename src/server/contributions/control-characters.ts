/**
 * What a provider's JSON may carry that no record should: C0 control characters (NUL among them,
 * which PostgreSQL's text and jsonb refuse outright, failing the whole insert) and lone UTF-16
 * surrogates (which jsonb refuses too). Tabs and line breaks stay: an address may have them.
 */

// Every C0 control except tab (\t), line feed (\n) and carriage return (\r).
const C0_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g

/** The text without C0 controls, its lone surrogates replaced by U+FFFD. */
export function withoutControlCharacters(text: string): string {
  return text.replace(C0_CONTROLS, '').toWellFormed()
}

/**
 * JSON.parse, with every string (values and keys alike) cleaned as it is read: what is parsed,
 * validated and stored is the same clean value. Throws as JSON.parse does.
 */
export function parseJsonWithoutControlCharacters(text: string): unknown {
  return JSON.parse(text, function (this: unknown, _key: string, value: unknown) {
    if (typeof value === 'string') return withoutControlCharacters(value)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      // Keys are rebuilt here: a reviver cannot rename them, but may return a new object.
      const entries = Object.entries(value)
      if (entries.some(([key]) => withoutControlCharacters(key) !== key)) {
        return Object.fromEntries(entries.map(([key, inner]) => [withoutControlCharacters(key), inner]))
      }
    }
    return value
  })
}
