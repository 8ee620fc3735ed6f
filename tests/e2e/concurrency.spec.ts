/**
 * Visitors at the same moment must never see each other's state: the store and the query cache
 * are created per request. 500 simultaneous requests, each a different visitor — language, page,
 * zip in the query string, experiment assignment in the cookie — and every answer holds exactly
 * its own visitor's zip, language and variation, and no one else's (a cookie handed out included).
 */
import { expect, test } from '@playwright/test'
import { LOCATION_COOKIE, parseLocationCookie } from '../../src/shared/segments/location-cookie'
import { entriesOfType, entryById, localized, publicPath, titleIn, titleVariants } from './support/embedded-content'
import { E2E_SERVERS } from './servers'
import { pageExposures } from './support/page-exposures'

const exportPath = E2E_SERVERS.embedded.exportPath
const pages = [...entriesOfType(exportPath, 'campaignHomepage'), ...entriesOfType(exportPath, 'contentDetail')]
const experiment = entriesOfType(exportPath, 'experiment').find((entry) => entry.fields.isActive?.['en-US'] === true)!
const experimentName = experiment.fields.experimentName!['en-US'] as string
const appliesTo = ((experiment.fields.conditions?.['en-US'] ?? {}) as { pageTypes?: string[] }).pageTypes
const variations = [
  ...(experiment.fields.variations!['en-US'] as { sys: { id: string } }[]).map((link) => entryById(exportPath, link.sys.id)!.fields.variationName!['en-US'] as string),
  ...(experiment.fields.includeControlVariation?.['en-US'] === true ? ['control'] : []),
]
const VISITORS = 500

test(`${VISITORS} simultaneous visitors with their own cookies and query strings each get only their own state`, async () => {
  test.setTimeout(120_000)
  const visitors = Array.from({ length: VISITORS }, (_, index) => {
    const locale = index % 2 === 0 ? ('en-US' as const) : ('es-MX' as const)
    const entry = pages[index % pages.length]!
    return {
      locale,
      zip: String(10000 + index * 7).padStart(5, '0'),
      variation: variations[index % variations.length]!,
      experimentApplies: !appliesTo || appliesTo.includes(entry.sys.contentType.sys.id),
      path: publicPath(localized(entry, 'path', locale)!, locale),
      titles: titleVariants(exportPath, entry, locale),
    }
  })
  const responses = await Promise.all(
    visitors.map(async (visitor) => {
      const cookie = `exp=${encodeURIComponent(JSON.stringify({ [experimentName]: visitor.variation }))}`
      const response = await fetch(`${E2E_SERVERS.embedded.url}${visitor.path}?zip=${visitor.zip}`, { headers: { cookie } })
      return { status: response.status, setCookie: response.headers.getSetCookie(), html: await response.text() }
    }),
  )

  for (const [index, response] of responses.entries()) {
    const visitor = visitors[index]!
    expect(response.status).toBe(200)
    const { html } = response
    expect(html).toContain(`<html lang="${visitor.locale}"`)
    expect(visitor.titles).toContain(titleIn(html))
    // The dehydrated store names this request's zip and language, and no one else's.
    expect([...html.matchAll(/zip:"(\d{5})"/g)].map((match) => match[1])).toEqual([visitor.zip])
    // (The store sends only what differs from a fresh store's: the default language may not appear at all.)
    const languages = [...html.matchAll(/language:"([a-zA-Z-]+)"/g)].map((match) => match[1])
    expect(languages.filter((language) => language !== visitor.locale)).toEqual([])
    if (visitor.locale !== 'en-US') expect(languages).toEqual([visitor.locale])
    // The variation is the one in this visitor's cookie, which the server kept (no new assignment).
    expect(pageExposures(html)).toEqual(visitor.experimentApplies ? [`${experimentName}=${visitor.variation}`] : [])
    // No new assignment; a zip the bundled data knows is the visitor's location (ADR 050), handed
    // back in the location cookie: theirs alone.
    const [location, ...others] = response.setCookie
    expect(others).toEqual([])
    if (location !== undefined) {
      expect(location.startsWith(`${LOCATION_COOKIE}=`), location).toBe(true)
      expect(parseLocationCookie(location.split(';')[0]!.slice(LOCATION_COOKIE.length + 1))?.zip).toBe(visitor.zip)
    }
  }
})
