/** The site search's words as they live in the URL (?q=…): never trusted, trimmed and capped. */
export const MAX_QUERY_LENGTH = 100

/** The query in a URL's search object (already split into keys, and `?q=2026` into a number, by the router). */
export function searchQueryOf(search: Readonly<Record<string, unknown>>): string {
  const { q } = search
  if (typeof q !== 'string' && typeof q !== 'number') return ''
  return String(q).trim().slice(0, MAX_QUERY_LENGTH).trim()
}
