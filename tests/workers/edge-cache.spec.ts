/**
 * The edge page cache (ADR 052) as a surge of new visitors meets it on the Workers build: the
 * homepage with its active experiment is answered from Cloudflare's cache (emulated by workerd)
 * for new visitors, each handed their own assignment cookie after the lookup and shown the
 * variation that cookie names; the split stays fair; a returning visitor keeps their variation,
 * from the cache too; and a page from the cache hydrates under its content security policy.
 * The experiment, its variations and their titles come from the export the build baked in.
 */
import { expect, test } from '@playwright/test'
import { sampleRatioCheck } from '../../src/server/experiments/results/sample-ratio'
import { ASSIGNMENT_COOKIE, assignmentsInCookies } from '../../src/shared/experiment-assignments'
import { escapeHtml, homepageExperimentName, localized, readExport, titleIn, type Entry } from '../e2e/support/embedded-content'
import { collectPageErrors, waitForHydration } from '../e2e/support/page-errors'
import { WORKERD } from './workerd-servers'

const exportPath = process.env.CONTENT_EXPORT_PATH?.trim() || 'content/export.json'
const experimentName = homepageExperimentName(exportPath)
/** A person's browser: tools and bots are shown a variation but handed no cookie (ADR 046). */
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36', Accept: 'text/html' }

/** Each variation's name and the homepage title it shows (control: the page's own). */
function variationTitles(): Map<string, string> {
  const { entries } = readExport(exportPath)
  const byId = new Map(entries.map((entry) => [entry.sys.id, entry]))
  const experiment = entries.find((entry) => entry.sys.contentType.sys.id === 'experiment' && entry.fields.experimentName?.['en-US'] === experimentName)!
  const homepage = entries.find((entry) => entry.sys.contentType.sys.id === 'campaignHomepage' && entry.fields.path?.['en-US'] === '/') as Entry
  const titles = new Map<string, string>()
  for (const link of (experiment.fields.variations?.['en-US'] ?? []) as { sys: { id: string } }[]) {
    const variation = byId.get(link.sys.id)!
    const override = (variation.fields.contentOverrides?.['en-US'] as { title?: string | Record<string, string> } | undefined)?.title
    const title = typeof override === 'string' ? override : (override?.['en-US'] ?? localized(homepage, 'title', 'en-US')!)
    titles.set(variation.fields.variationName?.['en-US'] as string, title)
  }
  if (experiment.fields.includeControlVariation?.['en-US'] === true) titles.set('control', localized(homepage, 'title', 'en-US')!)
  return titles
}

type Visit = { outcome: string | null; variation: string | undefined; setCookies: string[]; title: string | undefined; internal: string | null }

async function visit(cookie?: string): Promise<Visit> {
  const response = await fetch(`${WORKERD.url}/`, { headers: { ...BROWSER, ...(cookie ? { Cookie: cookie } : {}) } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const setCookies = response.headers.getSetCookie()
  const assignmentCookie = setCookies.find((line) => line.startsWith(`${ASSIGNMENT_COOKIE}=`))
  return {
    outcome: response.headers.get('x-origin-cache'),
    variation: assignmentsInCookies((assignmentCookie ?? cookie ?? '').split(';')[0])[experimentName!],
    setCookies,
    title: titleIn(html),
    internal: response.headers.get('x-edge-page-cache'),
  }
}

test.describe('the edge page cache', () => {
  test.skip(!experimentName, 'the export runs no experiment on its homepage')

  test('new visitors on the experiment page are cache hits, each with their own assignment cookie and the variation it names', async () => {
    const titles = variationTitles()
    // Warm-up: a first visitor of each variation renders it.
    for (let warming = 0; warming < 3 * titles.size; warming++) await visit()
    const visits: Visit[] = []
    for (let visitor = 0; visitor < 30; visitor++) visits.push(await visit())
    const hits = visits.filter((one) => one.outcome === 'hit').length
    // The figure, for the record (docs/reliability.md): printed by the list reporter.
    console.info(`edge cache: ${hits} of 30 new visitors were hits`)
    expect(hits, 'hits among 30 new visitors').toBeGreaterThanOrEqual(25)
    for (const one of visits) {
      expect(one.variation, 'each new visitor is handed an assignment').toBeTruthy()
      expect(one.setCookies.filter((line) => line.startsWith(`${ASSIGNMENT_COOKIE}=`))).toHaveLength(1)
      // The page shown is the one rendered for the variation this visitor's own cookie names.
      expect(one.title).toContain(escapeHtml(titles.get(one.variation!)!))
      expect(one.internal, 'the cache keeps its own facts to itself').toBeNull()
    }
  })

  test('300 new visitors split across the variations without a sample-ratio mismatch', async () => {
    const counts = new Map([...variationTitles().keys()].map((name) => [name, 0]))
    const queue = Array.from({ length: 300 }, (_, index) => index)
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (queue.pop() !== undefined) {
          const { variation } = await visit()
          expect(counts.has(variation!), `a known variation (${variation})`).toBe(true)
          counts.set(variation!, counts.get(variation!)! + 1)
        }
      }),
    )
    const check = sampleRatioCheck([...counts.values()])
    console.info(`edge cache: 300 new visitors split ${JSON.stringify(Object.fromEntries(counts))}, sample-ratio p = ${check?.pValue.toFixed(3)}`)
    expect(check?.pValue, `split ${JSON.stringify(Object.fromEntries(counts))}`).toBeGreaterThan(0.001)
  })

  test('a returning visitor keeps their variation on later loads, from the cache, handed no cookie again', async () => {
    const first = await visit()
    const cookie = first.setCookies.map((line) => line.split(';')[0]).join('; ')
    const later = [await visit(cookie), await visit(cookie), await visit(cookie)]
    for (const load of later) {
      expect(load.variation).toBe(first.variation)
      expect(load.title).toBe(first.title)
      expect(load.setCookies, 'no cookie of anyone, their own included').toEqual([])
    }
    expect(later.map((load) => load.outcome)).toContain('hit')
  })

  test('a page from the cache hydrates without a content security policy violation', async ({ page }) => {
    for (let warming = 0; warming < 3 * variationTitles().size; warming++) await visit()
    const errors = collectPageErrors(page)
    const response = await page.goto('/')
    expect(['hit', 'stale']).toContain(response?.headers()['x-origin-cache'])
    await waitForHydration(page)
    expect(errors).toEqual([])
  })
})
