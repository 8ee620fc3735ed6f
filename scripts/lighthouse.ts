/**
 * npm run lighthouse: builds, serves the production build on loopback and runs Lighthouse (mobile)
 * in Debian's Chromium on one page of every page type in both languages, three times each, and
 * prints the medians: the four scores, LCP, TBT and CLS. Exits non-zero when accessibility, SEO
 * or best practices is under 100. Stops the server and the browser by itself.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4391)
const ORIGIN = `http://127.0.0.1:${PORT}`
const REQUIRED = ['accessibility', 'seo', 'best-practices'] as const
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

/**
 * One URL of every page type in each language, found the way a crawler would: the sitemap's
 * URLs, each page's data-page-type. So every page type that has content is audited, whatever the
 * export. (The 404 page is not audited: Lighthouse refuses pages that answer an error status.)
 */
async function pagesToAudit(): Promise<{ path: string; pageType: string }[]> {
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text()
  const chosen = new Map<string, { path: string; pageType: string }>()
  for (const [, loc = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname
    const html = await (await fetch(`${ORIGIN}${path}`)).text()
    const pageType = /data-page-type="([^"]+)"/.exec(html)?.[1]
    const key = `${pageType}|${path === '/es' || path.startsWith('/es/') ? 'es' : 'en'}`
    if (pageType && !chosen.has(key)) chosen.set(key, { path, pageType })
  }
  return [...chosen.values()].sort((a, b) => a.pageType.localeCompare(b.pageType) || a.path.localeCompare(b.path))
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(`${ORIGIN}/robots.txt`).then((response) => response.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not start')
}

if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)
const server = spawn(process.execPath, ['scripts/serve.ts'], { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
let failed = false
try {
  await waitForServer()
  console.info(`Lighthouse ${lighthouseVersion}, mobile settings, median of ${RUNS} runs per page\n`)
  console.info(['page type'.padEnd(18), 'path'.padEnd(44), 'perf', '  LCP ms', ' TBT ms', '   CLS', 'a11y', '  BP', ' SEO'].join(' '))
  for (const { path, pageType } of await pagesToAudit()) {
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${ORIGIN}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', ...REQUIRED] })
      if (result) runs.push(result.lhr)
    }
    const score = (id: string) => median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))
    const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN))
    const below = REQUIRED.filter((id) => score(id) < 100)
    if (below.length > 0) failed = true
    console.info(
      [
        pageType.padEnd(18),
        path.slice(0, 44).padEnd(44),
        String(score('performance')).padStart(4),
        metric('largest-contentful-paint').toFixed(0).padStart(8),
        metric('total-blocking-time').toFixed(0).padStart(7),
        metric('cumulative-layout-shift').toFixed(3).padStart(6),
        String(score('accessibility')).padStart(4),
        String(score('best-practices')).padStart(4),
        String(score('seo')).padStart(4),
      ].join(' ') + (below.length ? `  <- ${below.join(', ')} under 100` : ''),
    )
    const last = runs.at(-1)
    for (const id of below) {
      for (const ref of last?.categories[id]?.auditRefs ?? []) {
        const audit = last?.audits[ref.id]
        if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) console.info(`    ${id}: ${audit.id} — ${audit.title}`)
      }
    }
  }
} finally {
  chrome.kill()
  server.kill('SIGTERM')
}
process.exit(failed ? 1 : 0)
