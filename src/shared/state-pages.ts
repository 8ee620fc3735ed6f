/**
 * State pages (docs/content-model.md, "State pages"): a CMS path whose double-hyphen suffix is a
 * lowercase state or DC code ("/pledge--ia", "/--ia") is that state's variant of the page at the
 * base path; it is served at the base URL to visitors in that state and is no URL of its own.
 * Every other suffix keeps its meaning (dropped from the URL, locale.ts `localizedPath`).
 */
import { isUsStateCode } from './segments/us-states.ts'

export type PathSuffix =
  /** The state variant for `state` ("ia"). */
  | { kind: 'state'; state: string }
  /** Two letters that name no state ("zz", "IA"): almost certainly a mistyped state page, kept as a plain suffix. */
  | { kind: 'not-a-state'; suffix: string }
  | { kind: 'none' }

/** What a CMS path's suffix (everything after its first "--") says about state pages. */
export function pathSuffixOf(cmsPath: string): PathSuffix {
  const at = cmsPath.indexOf('--')
  if (at < 0) return { kind: 'none' }
  const suffix = cmsPath.slice(at + 2)
  if (!/^[a-z]{2}$/i.test(suffix)) return { kind: 'none' }
  return suffix === suffix.toLowerCase() && isUsStateCode(suffix) ? { kind: 'state', state: suffix } : { kind: 'not-a-state', suffix }
}

/** A URL has a state page for the visitor's state ("ia"); `shown`: it is the page they are served (false: they turned state pages off). */
export type StatePageChoice = { state: string; shown: boolean }

/** Where the state page control posts its choice (src/routes/api/state-pages.ts). */
export const STATE_PAGES_ENDPOINT = '/api/state-pages'
