/**
 * The redirect page's way on before its script has loaded (ADR 037). The page exists to send
 * the visitor on to the provider's hosted form. On a phone, waiting for the site's script and its
 * hydration cost them seconds. So an inline script, placed right after the page's link, decides
 * at once whenever it can, and sends the visitor on. The page's own script (the component) decides
 * in every case it leaves.
 *
 * It reads the two things only the browser knows:
 * - the visitor's first-touch refcode, which wins over the one this URL brings, and is stored
 *   when none is kept (first-touch-refcode.ts);
 * - their remembered location (client-attributes-storage.ts).
 *
 * Everything else comes from the server, which knows it as well as the page's script does: the
 * hosted form's URL, with the second refcode of the visitor's experiments and without one-tap
 * charges (withRefcodes), this URL's refcode, and the states where fundraising is off.
 *
 * It leaves the decision to the page's script:
 * - when a zip is known without its state, which only a lookup tells;
 * - when the state is one where fundraising is off (the page then offers the other action);
 * - when the visitor has experiment assignments (the `exp` cookie), their second refcode.
 * The server leaves the script out where the page's script must run first: a `?zip=` to look up,
 * an experiment whose exposure the page records (custom-donation-form-redirect.tsx).
 *
 * It is plain ES5, inline, allowed by its hash like every inline script.
 */
import { CLIENT_ATTRIBUTES_KEY } from '../../features/segments/client-attributes-storage'
import { FIRST_TOUCH_KEEP_MS, FIRST_TOUCH_STORAGE_KEY } from '../../shared/fundraising/first-touch-refcode'
import { REFCODE_PATTERN } from '../../shared/fundraising/refcode-format'
import { ASSIGNMENT_COOKIE } from '../../shared/experiment-assignments'

export type EarlyRedirectFacts = {
  /** The hosted form's URL with everything the server knows applied: the second refcode, no one-tap charge. */
  href: string
  /** The refcode this URL carries (refcodeFromSearch), or null. */
  arriving: string | null
  /** The states where the site asks for no money, upper case. */
  disabledStates: readonly string[]
}

/** The script's source: the facts as JSON, the keys and rules from the modules that own them. */
export function earlyRedirectScript(facts: EarlyRedirectFacts): string {
  const config = {
    ...facts,
    refcodeKey: FIRST_TOUCH_STORAGE_KEY,
    keepMs: FIRST_TOUCH_KEEP_MS,
    refcodePattern: REFCODE_PATTERN.source,
    attributesKey: CLIENT_ATTRIBUTES_KEY,
    assignmentCookie: ASSIGNMENT_COOKIE,
  }
  // `<` is escaped so no value can end the script element.
  return `(${EARLY_REDIRECT})(${JSON.stringify(config).replace(/</g, '\\u003c')})`
}

const EARLY_REDIRECT = `function (c) {
  if (new RegExp('(?:^|;\\\\s*)' + c.assignmentCookie + '=').test(document.cookie)) return
  var storage = null
  try { storage = window.localStorage } catch (e) {}
  function read(key) {
    try { var value = storage && JSON.parse(storage.getItem(key)); return value && typeof value === 'object' ? value : null } catch (e) { return null }
  }
  var remembered = (read(c.attributesKey) || {}).segments || {}
  var zip = typeof remembered.zip === 'string' && /^\\d{5}$/.test(remembered.zip) ? remembered.zip : null
  var state = typeof remembered.stateCode === 'string' ? remembered.stateCode : null
  if (zip && !state) return
  if (state && c.disabledStates.indexOf(state.toUpperCase()) >= 0) return
  var kept = read(c.refcodeKey)
  var now = Date.now()
  var refcode = kept && typeof kept.at === 'number' && now - kept.at <= c.keepMs && typeof kept.refcode === 'string' && new RegExp(c.refcodePattern).test(kept.refcode) ? kept.refcode : null
  if (!refcode && c.arriving) {
    refcode = c.arriving
    try { storage && storage.setItem(c.refcodeKey, JSON.stringify({ refcode: refcode, at: now })) } catch (e) {}
  }
  var url = new URL(c.href, location.href)
  if (refcode && !url.searchParams.has('refcode')) url.searchParams.set('refcode', refcode)
  location.replace(url.href)
}`
