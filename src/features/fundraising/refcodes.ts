/**
 * Refcodes: how a campaign learns which email, ad or post brought a gift. The first `refcode` (or
 * `utm_*` set) a visitor arrives with is kept for 30 days and passed to every donation form and
 * donate link; the visitor's experiment variations go in the second refcode. The provider accepts
 * only `[A-Za-z0-9_]`, so everything is sanitised to that.
 */
const MAX_LENGTH = 100
const KEEP_MS = 30 * 24 * 60 * 60 * 1000
const STORAGE_KEY = 'campaign-site:refcode'
const UTM_ORDER = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term']

/** Only letters, digits and underscores; anything else becomes one underscore; null when nothing is left. */
export function sanitizeRefcode(value: string | null | undefined): string | null {
  if (!value) return null
  const clean = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_LENGTH)
  return clean === '' ? null : clean
}

/** The refcode a URL carries: its `refcode`, or else its utm_* values joined in the usual order. */
export function refcodeFromSearch(search: URLSearchParams): string | null {
  const explicit = sanitizeRefcode(search.get('refcode'))
  if (explicit) return explicit
  return sanitizeRefcode(
    UTM_ORDER.map((name) => search.get(name))
      .filter((value): value is string => Boolean(value?.trim()))
      .join('_'),
  )
}

/** The second refcode: the visitor's non-control experiment variations, `name_variation`, joined. */
export function refcodeFromExperiments(experiments: Readonly<Record<string, string>>): string | null {
  return sanitizeRefcode(
    Object.entries(experiments)
      .filter(([, variation]) => variation !== 'control')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, variation]) => `${name}_${variation}`)
      .join('__'),
  )
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
      storage?.setItem(STORAGE_KEY, JSON.stringify({ refcode: arriving, at: now }))
    } catch {
      // Storage full or blocked: the refcode still applies to this page.
    }
  }
  return arriving
}

function readStored(storage: Storage | null, now: number): string | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as { refcode?: unknown; at?: unknown }
    if (typeof parsed.at !== 'number' || now - parsed.at > KEEP_MS) return null
    return typeof parsed.refcode === 'string' ? sanitizeRefcode(parsed.refcode) : null
  } catch {
    return null
  }
}
