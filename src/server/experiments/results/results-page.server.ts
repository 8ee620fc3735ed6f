/**
 * GET /api/experiment-results, the experiments' results for the campaign's staff: off (404) while
 * EXPERIMENTS_REPORT_SECRET is unset. `?secret=` given once sets a signed, expiring, HttpOnly
 * cookie and redirects to the page without it (so the secret stays out of history and logs of
 * later visits); a browser without that cookie gets the same 404 as when the page is off. Every
 * `?secret=` counts as an attempt of the client's address, and past the limit the answer is a 429
 * before the secret is compared (secret-attempts.server.ts). Every answer is private, no-store and
 * noindex, nofollow, its page's robots tag too.
 */
import { getConfig } from '../../../../app.config.ts'
import { siteDatabase } from '../../database/database.server.ts'
import { cookieValue } from '../../http/request-cookie.ts'
import { isSecureRequest } from '../../http/request-scheme.ts'
import { CACHE, UNLISTED_UNFOLLOWED, htmlResponse, redirectResponse, textResponse, type AnswerHeaders } from '../../http/response-policy.ts'
import { tooManyAttempts, type SecretAttempt } from '../../http/secret-attempts.server.ts'
import { sameSecret } from '../../http/signature.ts'
import type { Locale } from '../../../shared/locale.ts'
import { isValidResultsToken, RESULTS_COOKIE, RESULTS_MAX_AGE_SECONDS, RESULTS_PATH, resultsToken } from './results-access.ts'
import { resultsPageHtml } from './results-page.ts'
import { experimentResults } from './results-query.server.ts'

const KEPT_BY_NOBODY = { cache: CACHE.private, robots: UNLISTED_UNFOLLOWED, headers: { 'Referrer-Policy': 'no-referrer' } } satisfies AnswerHeaders

function notFound(): Response {
  return textResponse(404, 'Not found', KEPT_BY_NOBODY)
}

function localeOf(request: Request, url: URL): Locale {
  const asked = url.searchParams.get('lang')
  if (asked === 'es') return 'es-MX'
  if (asked === 'en') return 'en-US'
  return /^\s*es\b/i.test(request.headers.get('accept-language') ?? '') ? 'es-MX' : 'en-US'
}

export async function answerResultsPage(request: Request, { attempt }: { attempt: SecretAttempt }): Promise<Response> {
  const { experimentsReportSecret: secret, donation } = getConfig()
  if (!secret) return notFound()
  const url = new URL(request.url)
  const given = url.searchParams.get('secret')
  if (given !== null) {
    if (!(await attempt())) return tooManyAttempts(KEPT_BY_NOBODY)
    if (!sameSecret(given, secret)) return notFound()
    const secure = isSecureRequest(request, getConfig().proxyTrust) ? '; Secure' : ''
    const lang = url.searchParams.get('lang')
    return redirectResponse(303, lang === 'es' || lang === 'en' ? `${RESULTS_PATH}?lang=${lang}` : RESULTS_PATH, {
      ...KEPT_BY_NOBODY,
      headers: {
        ...KEPT_BY_NOBODY.headers,
        'Set-Cookie': `${RESULTS_COOKIE}=${resultsToken(secret)}; Max-Age=${RESULTS_MAX_AGE_SECONDS}; Path=${RESULTS_PATH}; HttpOnly; SameSite=Lax${secure}`,
      },
    })
  }
  if (!isValidResultsToken(cookieValue(request, RESULTS_COOKIE), secret)) return notFound()
  const locale = localeOf(request, url)
  const results = await experimentResults(await siteDatabase(), { testGifts: donation.sandbox, signingSecret: getConfig().experimentsSigningSecret })
  const html = resultsPageHtml(results, { locale, testGifts: donation.sandbox, otherLanguageHref: `${RESULTS_PATH}?lang=${locale === 'es-MX' ? 'en' : 'es'}`, robots: KEPT_BY_NOBODY.robots })
  return htmlResponse(200, html, KEPT_BY_NOBODY)
}
