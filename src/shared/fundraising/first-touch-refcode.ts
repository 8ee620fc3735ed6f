/**
 * The visitor's first-touch refcode, kept in the browser's storage: read by every ask and form
 * submission, even one sent before the fundraising boot has run (docs/behaviour.md §12).
 */
import { joinedRefcode, sanitizeRefcode } from './refcode-format.ts'

/** How long a first touch is kept, and where (the redirect page's early script reads them too). */
export const FIRST_TOUCH_KEEP_MS = 30 * 24 * 60 * 60 * 1000
export const FIRST_TOUCH_STORAGE_KEY = 'campaign-site:refcode'
const UTM_ORDER = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term']

/**
 * The query parameters a page URL's refcodes come from (refcodeFromSearch and refcode2): a page
 * that renders them (a donation page's way to give) differs by them, so its cached copies do too.
 */
export const URL_REFCODE_PARAMS: readonly string[] = ['refcode', 'refcode2', ...UTM_ORDER]

/**
 * The refcode a URL carries: its `refcode`, or else its utm_* values joined in the usual order.
 * A value longer than TRACKING_VALUE_MAX_LENGTH is ignored (refcode-format.ts).
 */
export function refcodeFromSearch(search: URLSearchParams): string | null {
  return sanitizeRefcode(search.get('refcode')) ?? joinedRefcode(UTM_ORDER.map((name) => search.get(name)))
}

/**
 * The first-touch refcode: the stored one while it is fresh, otherwise the first refcode among
 * the URLs' queries, in the order given (which is then stored). A later visit with another
 * refcode does not replace the first.
 */
export function firstTouchRefcode(
  storage: Storage | null,
  searches: URLSearchParams | readonly URLSearchParams[],
  now = Date.now(),
): string | null {
  const stored = readStored(storage, now)
  if (stored) return stored
  const arriving = (Array.isArray(searches) ? searches : [searches]).map(refcodeFromSearch).find((refcode) => refcode !== null) ?? null
  if (arriving) {
    try {
      storage?.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ refcode: arriving, at: now }))
    } catch {
      // Storage full or blocked: the refcode still applies to this page.
    }
  }
  return arriving
}

function readStored(storage: Storage | null, now: number): string | null {
  try {
    const raw = storage?.getItem(FIRST_TOUCH_STORAGE_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as { refcode?: unknown; at?: unknown }
    if (typeof parsed.at !== 'number' || now - parsed.at > FIRST_TOUCH_KEEP_MS) return null
    return typeof parsed.refcode === 'string' ? sanitizeRefcode(parsed.refcode) : null
  } catch {
    return null
  }
}
