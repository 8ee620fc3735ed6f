/**
 * Another site's page posting our forms from its visitors' browsers (to fill the CRM with their
 * addresses), replayed in-process against both ways in: the plain HTML form post and the server
 * functions. Refused with a 403 before anything is read, so nothing can be stored; the site's own
 * pages, and clients that are not browsers' pages, still get through.
 */
import { describe, expect, it, vi } from 'vitest'
import { answerFormPost } from '../../src/server/forms/answer-form-post.server.ts'
import { refuseCrossSiteServerFunctions } from '../../src/server/http/cross-site-server-functions.isomorphic.ts'
import { messages } from '../../src/shared/i18n/messages.ts'

const SITE = 'http://campaign.test'
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const formPost = (path: string, headers: Record<string, string>) =>
  new Request(`${SITE}${path}`, { method: 'POST', headers: { ...FORM, ...headers }, body: 'email=victim%40example.org&firstName=Ana' })

describe('a cross-site post of a CMS form (plain HTML)', () => {
  it('is refused with 403, in the page’s language, and never reaches the form', async () => {
    const render = vi.fn()
    for (const [path, locale] of [['/volunteer', 'en-US'], ['/es/voluntarios', 'es-MX']] as const) {
      const response = await answerFormPost(formPost(path, EVIL), render)
      expect(response).toBeInstanceOf(Response)
      const refused = response as Response
      expect(refused.status).toBe(403)
      expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(refused.headers.get('cache-control')).toBe('no-store')
      const html = await refused.text()
      expect(html).toContain(`<html lang="${locale}">`)
      expect(html).toContain(messages[locale].crossSiteTitle)
      expect(html).toContain(`href="${path}"`)
    }
    expect(render).not.toHaveBeenCalled()
  })

  it('is refused when only its Origin gives it away (a browser without Sec-Fetch-Site)', async () => {
    const response = (await answerFormPost(formPost('/volunteer', { origin: 'https://evil.example' }), vi.fn())) as Response
    expect(response.status).toBe(403)
  })
})

describe('a cross-site call of a server function', () => {
  const middleware = refuseCrossSiteServerFunctions.options.server!
  const call = async (headers: Record<string, string>, handlerType: 'serverFn' | 'router' = 'serverFn') => {
    const next = vi.fn(() => ({ passed: true }))
    const request = new Request(`${SITE}/_serverFn/submit-form`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } })
    const result = await (middleware as (ctx: unknown) => unknown)({ request, handlerType, next, pathname: '/_serverFn/submit-form', context: {} })
    return { result, next }
  }

  it('is refused with 403 by the framework’s CSRF middleware, before the function runs', async () => {
    for (const headers of [EVIL, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site', origin: 'https://www.campaign.test' }]) {
      const { result, next } = await call(headers)
      expect(result).toBeInstanceOf(Response)
      expect((result as Response).status).toBe(403)
      expect(next).not.toHaveBeenCalled()
    }
  })

  it('lets the site’s own pages call, and clients that are no browser page', async () => {
    const allowed: Record<string, string>[] = [{ origin: SITE, 'sec-fetch-site': 'same-origin' }, { origin: SITE }, {}]
    for (const headers of allowed) expect((await call(headers)).next).toHaveBeenCalledOnce()
  })

  it('leaves every other request to its route (webhooks are posted from providers’ servers)', async () => {
    expect((await call(EVIL, 'router')).next).toHaveBeenCalledOnce()
  })
})
