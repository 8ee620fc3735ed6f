/**
 * npm run lighthouse: builds, serves the production build on loopback and runs Lighthouse (mobile)
 * in Debian's Chromium on one page of every page type in both languages, three times each, and
 * prints the medians: the four scores, LCP, TBT and CLS, and which pages miss the performance
 * targets. Exits non-zero when accessibility, SEO or best practices is under 100 (for a noindex
 * page, SEO without the audit that it asks to be indexed). Stops the server and the browser by itself.
 *
 * The content is the configured export: `CONTENT_EXPORT_PATH=tests/fixtures/foreign-campaign-export.json
 * npm run lighthouse` audits another campaign's export. When its files are on Contentful's hosts
 * (*.ctfassets.net) they are answered on loopback (scripts/support/ctfassets-host.ts), so no run
 * depends on the network and a failed image never changes what is measured.
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import lighthouse from 'lighthouse'
import { readFile } from 'node:fs/promises'
import { getConfig } from '../app.config.ts'
import { resolveExportPath } from '../src/server/content/read-export-file.ts'
import { LOCALES, localizedPath } from '../src/shared/locale.ts'
import { launchAuditBrowser } from './support/audit-browser.ts'
import { startCtfassetsHost, type CtfassetsHost } from './support/ctfassets-host.ts'
import { startProductionServer } from './support/production-server.ts'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4391)
const ORIGIN = `http://127.0.0.1:${PORT}`
const REQUIRED = ['accessibility', 'seo', 'best-practices'] as const
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

/**
 * Every page path of the configured export in both languages: ads landings and thank-you pages
 * are linked from nowhere a crawler goes. (With Contentful configured, the crawl alone decides.)
 */
async function exportPaths(): Promise<string[]> {
  const config = getConfig()
  if (config.content.source !== 'export') return []
  const { entries } = JSON.parse(await readFile(resolveExportPath(config.content.exportPath), 'utf8')) as { entries: { fields: { path?: Record<string, unknown> } }[] }
  return entries.flatMap((entry) =>
    LOCALES.flatMap((locale) => {
      const path = entry.fields.path?.[locale] ?? entry.fields.path?.['en-US']
      return typeof path === 'string' ? [localizedPath(path, locale)] : []
    }),
  )
}

/** Pages a crawler can reach: bounded, so a huge site is sampled rather than walked whole. */
const CRAWL_LIMIT = Number(process.env.LIGHTHOUSE_CRAWL_LIMIT ?? 400)

/**
 * One URL of every page type in each language, found the way a crawler would: the sitemap's URLs
 * and every same-origin link of the pages it reaches (donation, ads and thank-you pages are left
 * out of the sitemap on purpose, but are linked), each page's data-page-type. So every page type
 * that has reachable content is audited, whatever the export. (The 404 page is not audited:
 * Lighthouse refuses pages that answer an error status.)
 */
async function pagesToAudit(): Promise<{ path: string; pageType: string; noindex: boolean }[]> {
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text()
  const queue = ['/', '/es', ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname), ...(await exportPaths())]
  const seen = new Set<string>()
  const chosen = new Map<string, { path: string; pageType: string; noindex: boolean }>()
  while (queue.length > 0 && seen.size < CRAWL_LIMIT) {
    const path = queue.shift() as string
    if (seen.has(path)) continue
    seen.add(path)
    const response = await fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
    if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) continue
    const html = await response.text()
    const pageType = /data-page-type="([^"]+)"/.exec(html)?.[1]
    const key = `${pageType}|${path === '/es' || path.startsWith('/es/') ? 'es' : 'en'}`
    if (pageType && !chosen.has(key)) chosen.set(key, { path, pageType, noindex: /<meta name="robots" content="noindex/.test(html) })
    for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)) {
      if (!seen.has(href) && !/\.[a-z0-9]{2,5}$/i.test(href) && !href.startsWith('/api/')) queue.push(href)
    }
  }
  return [...chosen.values()].sort((a, b) => a.pageType.localeCompare(b.pageType) || a.path.localeCompare(b.path))
}

/** The export being audited, when the content comes from one. */
function auditedExportPath(): string | null {
  const config = getConfig()
  return config.content.source === 'export' ? resolveExportPath(config.content.exportPath) : null
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)
const server = await startProductionServer(PORT)
const auditedExport = auditedExportPath()
const imageHost: CtfassetsHost | null =
  auditedExport && /ctfassets\.net/.test(await readFile(auditedExport, 'utf8')) ? await startCtfassetsHost(auditedExport) : null

/**
 * One run in a browser of its own, as a first visit: Lighthouse clears the cache between runs in
 * one browser but keeps its storage, so a shared browser's second run is a returning visitor whose
 * cache was emptied (the brand font's mark kept, its file gone), not the first visit it reports.
 * A run whose trace Lighthouse could not read (NO_NAVSTART and the like: no metrics at all) is
 * run again, at most twice, so a median is of runs that measured something.
 */
async function auditOnce(url: string, attemptsLeft = 3): Promise<Report | null> {
  const chrome = await launchAuditBrowser(imageHost?.chromeFlags ?? [])
  let lhr: Report | null
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', ...REQUIRED] })
    lhr = result?.lhr ?? null
  } finally {
    chrome.kill()
  }
  if (lhr && !lhr.runtimeError && typeof lhr.audits['largest-contentful-paint']?.numericValue === 'number') return lhr
  console.warn(`    ${url}: Lighthouse measured nothing (${lhr?.runtimeError?.code ?? 'no report'})${attemptsLeft > 1 ? ', running it again' : ''}`)
  return attemptsLeft > 1 ? auditOnce(url, attemptsLeft - 1) : lhr
}
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** The delivery targets on mobile settings (the performance score, LCP and TBT in ms, CLS). */
const TARGETS = { performance: 98, lcp: 1800, tbt: 50, cls: 0.01 }
/** A page that asks not to be indexed fails this SEO audit by design; its other SEO audits still count. */
const NOINDEX_AUDIT = 'is-crawlable'

/** A category's score out of 100, as Lighthouse weighs it, leaving out the audits named. */
function categoryScore(lhr: Report, id: string, leaveOut: readonly string[]): number {
  const refs = (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && !leaveOut.includes(ref.id))
  const scored = refs.flatMap((ref) => {
    const score = lhr.audits[ref.id]?.score
    return typeof score === 'number' ? [{ weight: ref.weight, score }] : []
  })
  const weight = scored.reduce((sum, ref) => sum + ref.weight, 0)
  return weight === 0 ? 100 : Math.round((scored.reduce((sum, ref) => sum + ref.weight * ref.score, 0) / weight) * 100)
}

let failed = false
let missedTargets = 0
let audited = 0
try {
  console.info(`Lighthouse ${lighthouseVersion}, mobile settings, median of ${RUNS} runs per page`)
  console.info(`content: ${auditedExport ?? 'the configured Contentful space'}${imageHost ? '; *.ctfassets.net answered on loopback' : ''}`)
  console.info(`targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcp} ms, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}; accessibility, best practices, SEO = 100\n`)
  console.info(['page type'.padEnd(26), 'path'.padEnd(40), 'perf', '  LCP ms', ' TBT ms', '   CLS', 'a11y', '  BP', ' SEO'].join(' '))
  // LIGHTHOUSE_PAGE_TYPES=a,b audits only those page types (checking one fix takes minutes, not half an hour).
  const only = process.env.LIGHTHOUSE_PAGE_TYPES?.split(',').filter(Boolean)
  for (const { path, pageType, noindex } of (await pagesToAudit()).filter((page) => !only || only.includes(page.pageType))) {
    const runs: Report[] = []
    for (let run = 0; run < RUNS; run++) {
      const lhr = await auditOnce(`${ORIGIN}${path}`)
      if (lhr) runs.push(lhr)
    }
    audited++
    const leaveOut = noindex ? [NOINDEX_AUDIT] : []
    const score = (id: string) => median(runs.map((lhr) => categoryScore(lhr, id, id === 'seo' ? leaveOut : [])))
    const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN))
    const below = REQUIRED.filter((id) => score(id) < 100)
    if (below.length > 0) failed = true
    const [lcp, tbt, cls] = [metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift')]
    const misses = [
      ...(score('performance') < TARGETS.performance ? ['performance'] : []),
      ...(lcp > TARGETS.lcp ? ['LCP'] : []),
      ...(tbt > TARGETS.tbt ? ['TBT'] : []),
      ...(cls > TARGETS.cls ? ['CLS'] : []),
    ]
    if (misses.length > 0) missedTargets++
    const notes = [...(below.length ? [`${below.join(', ')} under 100`] : []), ...(misses.length ? [`misses ${misses.join(', ')}`] : []), ...(noindex ? ['noindex by design'] : [])]
    console.info(
      [
        pageType.padEnd(26),
        path.slice(0, 40).padEnd(40),
        String(score('performance')).padStart(4),
        lcp.toFixed(0).padStart(8),
        tbt.toFixed(0).padStart(7),
        cls.toFixed(3).padStart(6),
        String(score('accessibility')).padStart(4),
        String(score('best-practices')).padStart(4),
        String(score('seo')).padStart(4),
      ].join(' ') + (notes.length ? `  <- ${notes.join('; ')}` : ''),
    )
    const last = runs.at(-1)
    for (const id of below) {
      for (const ref of last?.categories[id]?.auditRefs ?? []) {
        const audit = last?.audits[ref.id]
        if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0 && !(id === 'seo' && leaveOut.includes(ref.id))) {
          console.info(`    ${id}: ${audit.id} — ${audit.title}`)
        }
      }
    }
  }
  console.info(`\n${audited} pages audited; ${audited - missedTargets} meet every performance target; ${failed ? 'some' : 'none'} under 100 in accessibility, best practices or SEO`)
} finally {
  await server.stop()
  await imageHost?.stop()
}
process.exit(failed ? 1 : 0)
