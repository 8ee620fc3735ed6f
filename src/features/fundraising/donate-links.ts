/**
 * Donate links as the site emits them: with the visitor's refcodes (refcodes.ts finds them) and
 * never a one-tap charge. Small on purpose: every page's shell uses it before it is interactive.
 */
export type Refcodes = { refcode: string | null; refcode2: string | null }

/** Query parameters that make a provider link charge a saved card in one tap: never emitted. */
const AUTO_CHARGE_PARAMS = ['express_lane', 'express_lane_amount']

/**
 * A donate link with the refcodes added (existing ones in the link are kept: an editor's refcode
 * on a specific link is more specific) and any express-lane auto-charge parameter removed — a
 * one-tap charge is a decision for a donor on the provider's page, not a link on this site.
 * Only http(s) and site-relative links are touched.
 */
export function withRefcodes(href: string, refcodes: Refcodes): string {
  if (!refcodes.refcode && !refcodes.refcode2 && !AUTO_CHARGE_PARAMS.some((name) => href.includes(name))) return href
  const relative = href.startsWith('/') && !href.startsWith('//')
  let url: URL
  try {
    url = new URL(href, 'https://site.invalid')
  } catch {
    return href
  }
  if (!relative && !/^https?:$/.test(url.protocol)) return href
  for (const name of AUTO_CHARGE_PARAMS) url.searchParams.delete(name)
  if (refcodes.refcode && !url.searchParams.has('refcode')) url.searchParams.set('refcode', refcodes.refcode)
  if (refcodes.refcode2 && !url.searchParams.has('refcode2')) url.searchParams.set('refcode2', refcodes.refcode2)
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href
}
