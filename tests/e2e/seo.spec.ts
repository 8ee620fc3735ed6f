import { expect, test, type APIRequestContext } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, localized, pageUrlOf } from './support/embedded-content'

type SitemapUrl = { loc: string; alternates: Record<string, string> }

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => {
    const body = match[1] ?? ''
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ''
    const alternates = Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [link[1], link[2]]))
    return { loc, alternates }
  })
}

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('User-agent: *')
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
})

test('every sitemap URL answers 200 and every alternate points back to it', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('xml')
  const urls = parseSitemap(await response.text())
  expect(urls.length).toBeGreaterThan(2)
  const byLoc = new Map(urls.map((url) => [url.loc, url]))
  for (const url of urls) {
    const page = await request.get(new URL(url.loc).pathname)
    expect(page.status(), url.loc).toBe(200)
    const html = await page.text()
    expect(html, url.loc).toContain(`<link rel="canonical" href="${url.loc}"/>`)
    for (const [hreflang, href] of Object.entries(url.alternates)) {
      expect(html, `${url.loc} lists ${hreflang}`).toContain(`hrefLang="${hreflang}" href="${href}"`)
      if (hreflang === 'x-default') continue
      // The alternate is in the sitemap too, and names this URL as its own alternate.
      expect(byLoc.get(href)?.alternates, `${href} is in the sitemap`).toBeTruthy()
      expect(Object.values(byLoc.get(href)?.alternates ?? {})).toContain(url.loc)
    }
  }
})

test('a content page carries a description, share tags with its image and structured data', async ({ request }) => {
  const urls = parseSitemap(await (await request.get('/sitemap.xml')).text())
  for (const url of urls.slice(0, 4)) {
    const html = await (await request.get(new URL(url.loc).pathname)).text()
    expect(html, url.loc).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html, url.loc).toMatch(/<meta property="og:title" content="[^"]+"/)
    expect(html, url.loc).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/)
    expect(html, url.loc).toMatch(/<meta name="twitter:card" content="summary_large_image"/)
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
    const graph = (JSON.parse(jsonLd ?? '{}') as { '@graph'?: { '@type': string }[] })['@graph'] ?? []
    expect(graph.map((node) => node['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
  }
})

type GraphNode = { '@type': string; headline?: string; potentialAction?: { target: { urlTemplate: string } } }
async function structuredData(request: APIRequestContext, path: string): Promise<GraphNode[]> {
  const html = await (await request.get(path)).text()
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
  return (JSON.parse(jsonLd ?? '{}') as { '@graph'?: GraphNode[] })['@graph'] ?? []
}

test('the website’s search action leads to the site search in each language, and plans are articles', async ({ request }) => {
  const exportPath = E2E_SERVERS.embedded.exportPath
  const plan = entriesOfPageType(exportPath, 'planDetail')[0]!
  for (const locale of ['en-US', 'es-MX'] as const) {
    const planUrl = pageUrlOf(plan, locale)
    const graph = await structuredData(request, planUrl)
    expect(graph.find((node) => node['@type'] === 'Article')?.headline, planUrl).toBe(localized(plan, 'title', locale))

    const template = graph.find((node) => node['@type'] === 'WebSite')?.potentialAction?.target.urlTemplate
    const searchPage = entriesOfPageType(exportPath, 'searchPage')[0]!
    expect(template && new URL(template.replace('{search_term_string}', 'x')).pathname).toBe(pageUrlOf(searchPage, locale))
    // The action works: a word of the plan's title finds the plan.
    const word = localized(plan, 'title', locale)!.split(/\s+/).find((candidate) => candidate.length > 4)!
    const target = new URL(template!.replace('{search_term_string}', encodeURIComponent(word)))
    const results = await request.get(`${target.pathname}${target.search}`)
    expect(results.status()).toBe(200)
    expect(await results.text()).toContain(`href="${planUrl}"`)
  }
})
