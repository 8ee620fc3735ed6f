/**
 * The URL a cached page is kept under: the request's, without the query parameters only the
 * browser reads (campaign tags and ad click ids), so every visitor from the same email or ad shares
 * one render. The server's HTML must not depend on them (docs/decisions/025-page-response-policy.md);
 * a CDN in front of the site is told to ignore the same list (README, "CDN").
 */

/** Parameters added by email tools, ad networks and social sites; `*` ends a prefix. CACHE_IGNORED_PARAMS adds to it. */
export const BUILT_IN_IGNORED_PARAMS: readonly string[] = Object.freeze([
  'utm_*',
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'refcode',
  'refcode2',
  'ttclid',
  'twclid',
  'li_fat_id',
  '_hsenc',
  '_hsmi',
  'igshid',
  'yclid',
])

export type IgnoredParams = (name: string) => boolean

/** A matcher for a list of names and `prefix*` patterns, case-insensitive (tools differ in case). */
export function ignoredParams(patterns: readonly string[]): IgnoredParams {
  const exact = new Set<string>()
  const prefixes: string[] = []
  for (const pattern of patterns.map((item) => item.trim().toLowerCase()).filter(Boolean)) {
    if (pattern.endsWith('*')) prefixes.push(pattern.slice(0, -1))
    else exact.add(pattern)
  }
  return (name) => {
    const lower = name.toLowerCase()
    return exact.has(lower) || prefixes.some((prefix) => lower.startsWith(prefix))
  }
}

/** The URL without the ignored parameters (the others keep their order and values). */
export function urlWithoutIgnoredParams(url: string, ignored: IgnoredParams): string {
  const parsed = new URL(url)
  if (parsed.search === '') return parsed.href
  const kept = [...parsed.searchParams].filter(([name]) => !ignored(name))
  parsed.search = new URLSearchParams(kept).toString()
  return parsed.href
}
