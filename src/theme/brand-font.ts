/**
 * The brand font never stands between a visitor and the page (ADR 030). A first visit renders in
 * the system's sans-serif and asks for no font file; once the page has loaded and the browser is
 * idle, the font is fetched into the cache and remembered, and the next page (a client navigation
 * or a later visit) is set in it. The page in view never changes font under the reader.
 */
import { archivoFamily } from './tokens'
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_STORAGE_KEY } from './brand-font-attribute'
import { brandFontUrl } from './brand-font-url'

const root = () => document.documentElement

function remember(): void {
  try {
    localStorage.setItem(BRAND_FONT_STORAGE_KEY, brandFontUrl)
  } catch {
    // Storage refused (private mode, a full quota): each visit starts in the system font.
  }
}

function whenIdleAfterLoad(task: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => task(), { timeout: 5000 }) : setTimeout(task, 1000))
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}

let fetching = false
let ready = false

/** Fetches the brand font once per document, after the page has loaded and the browser is idle. */
function fetchBrandFont(): void {
  if (fetching) return
  fetching = true
  whenIdleAfterLoad(() => {
    document.fonts
      .load(`1em "${archivoFamily}"`)
      .then((faces) => {
        ready = faces.length > 0
        if (ready) remember()
      })
      .catch(() => undefined)
  })
}

/** After hydration: warms the cache for the next page, unless this one is already set in the font. */
export function prepareBrandFont(): void {
  // Marked by the head's script: the font is here; should <html> ever be rendered afresh (and
  // lose the mark), the next navigation puts it back.
  if (root().hasAttribute(BRAND_FONT_ATTRIBUTE)) ready = true
  else fetchBrandFont()
}

/**
 * On a client navigation: the new page is set in the brand font if the font is ready by then (a
 * page is never switched while it is being read: a font that arrives later waits for the next one).
 */
export function applyBrandFontOnNavigation(): void {
  if (ready) root().setAttribute(BRAND_FONT_ATTRIBUTE, '')
}
