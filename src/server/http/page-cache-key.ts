/**
 * The URL a cached page is kept under: the site's origin and the page's path and, of its query,
 * only the parameters its render reads — the shell's and its page type's, as their manifests
 * declare them (src/page-types/page-type-manifest.ts). Every other parameter (a campaign tag, a
 * click id, a made-up one) leaves the page as it is, so it shares one copy: a flood of junk
 * parameters cannot make a copy per URL and push the real pages out of the cache. A CDN in front
 * of the site keys on the same lists (README, "CDN"). See docs/decisions/049-cache-keys-hold-declared-parameters.md.
 */

import type { StatePageChoice } from '../../shared/state-pages.ts'

/** Whether the render reads a parameter; built from names and `prefix*` patterns. */
export type ReadsParam = (name: string) => boolean

/**
 * A matcher for a list of names and `prefix*` patterns. Case-sensitive, as the render reads them
 * (`?Q=` is not `?q=`): a name in another case is not read, so it is not kept either.
 */
export function paramsRead(patterns: readonly string[]): ReadsParam {
  const exact = new Set<string>()
  const prefixes: string[] = []
  for (const pattern of patterns.map((item) => item.trim()).filter(Boolean)) {
    if (pattern.endsWith('*')) prefixes.push(pattern.slice(0, -1))
    else exact.add(pattern)
  }
  return (name) => exact.has(name) || prefixes.some((prefix) => name.startsWith(prefix))
}

/**
 * The page's key URL: `origin` with the request's path and the parameters the render reads,
 * ordered by name (the order in which a link lists them changes nothing the render reads; one
 * name's values keep their order).
 */
export function pageCacheUrl(requestUrl: string, origin: string, reads: ReadsParam): string {
  const { pathname, searchParams } = new URL(requestUrl)
  const kept = [...searchParams].filter(([name]) => reads(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const query = new URLSearchParams(kept).toString()
  return `${origin}${pathname}${query ? `?${query}` : ''}`
}

/**
 * The whole key of a page's copy: the content it was rendered from, its key URL, the visitor's
 * variations; only where the URL has a state page for the visitor's state, which page they get
 * (the state's, or the base page with the way back to it, ADR 051); and the state the HTML shows
 * when the content treats that state apart (a fundraising-disabled state, ADR 050). Every other
 * visitor of the URL, whatever their state, shares the one national copy. The URL is the second line.
 */
export function pageCacheKey({
  contentVersion,
  url,
  assignment,
  statePage,
  shownState,
}: {
  contentVersion: string
  url: string
  assignment: string
  statePage: StatePageChoice | null
  shownState: string | null
}): string {
  const state = statePage ? `${statePage.state}:${statePage.shown ? 'shown' : 'turned-off'}` : ''
  return [contentVersion, url, assignment, state, shownState ?? ''].join('\n')
}
