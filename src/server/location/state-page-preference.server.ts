/**
 * POST /api/state-pages (ADR 051): the state page control's answer. `show=national` turns state
 * pages off for this visitor (`disableLiberty` in the location cookie), `show=state` turns them
 * back on; every other field of the cookie is kept. Then back to `return`, a path on this site
 * (anything else goes home), with a 303, so a reload does not post again. A post from another
 * site's page is refused (ADR 043): it could turn a visitor's state pages off unseen. No cache
 * may keep any answer.
 */
import { getConfig } from '../../../app.config.ts'
import { LOCATION_COOKIE, locationCookieHeader, parseLocationCookie, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import { isCrossSitePost } from '../http/cross-site-posts.server.ts'
import { cookieValue } from '../http/request-cookie.ts'
import { isSecureRequest } from '../http/request-scheme.ts'
import { CACHE, UNLISTED, redirectResponse, textResponse, type AnswerHeaders } from '../http/response-policy.ts'
import { sitePath } from '../preview/site-path.ts'

const NO_STORE: AnswerHeaders = { cache: CACHE.private, robots: UNLISTED }
const plain = (status: number, text: string) => textResponse(status, text, NO_STORE)

/** The visitor's location with state pages turned off (`national`) or on (`state`). */
function locationWithStatePages(location: VisitorLocation, show: 'national' | 'state'): VisitorLocation {
  const { disableLiberty: _turnedOff, ...rest } = location
  return show === 'national' ? { ...rest, disableLiberty: true } : rest
}

export async function answerStatePagePreference(request: Request): Promise<Response> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return plain(415, 'Expected a form.')
  if (isCrossSitePost(request)) return plain(403, 'Refused: this form posts from the site itself only.')
  // The body is bounded at the door (request-body-limit.ts); a form of two fields is far below it.
  const form = new URLSearchParams(await request.text())
  const show = form.get('show')
  if (show !== 'national' && show !== 'state') return plain(400, 'Expected show=national or show=state.')
  const location = parseLocationCookie(cookieValue(request, LOCATION_COOKIE)) ?? {}
  const cookie = locationCookieHeader(locationWithStatePages(location, show), { secure: isSecureRequest(request, getConfig().proxyTrust) })
  return redirectResponse(303, sitePath(form.get('return')), { ...NO_STORE, headers: { 'Set-Cookie': cookie } })
}
