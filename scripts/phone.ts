/**
 * npm run phone: what a phone on a slow mobile network sees of pages already being served.
 *
 *   npm run phone -- [--runs N] [--json FILE] [--export FILE] <url | --origin URL path...>...
 *
 * Runs Lighthouse (mobile, performance only) N times per URL (default 5), each run in a browser of
 * its own (a first visit), in Debian's Chromium, with real throttling: the page really loads over a
 * throttled connection (slow 4G: 562.5 ms request latency, 1.6 Mbit/s down) on a CPU slowed four
 * times (`throttlingMethod: 'devtools'`), rather than Lighthouse's default estimate from an
 * unthrottled load. Prints, per URL, the medians of LCP, TBT, FCP and CLS and of the JavaScript and
 * HTML bytes transferred (as sent, compressed, over the whole audit; the budgets' figure is gzip, in
 * the first seconds, `npm run bench` and tests/e2e/budgets.spec.ts), with each metric's spread (max − min) so that a
 * difference can be weighed against the noise. `--json FILE` writes every run's figures and the
 * medians. It serves no page itself: start the server first (`node scripts/serve.ts`).
 *
 * `--export FILE` (or CONTENT_EXPORT_PATH) names the content export being served: when its files are
 * on Contentful's hosts (*.ctfassets.net), they are answered on loopback
 * (scripts/support/ctfassets-host.ts) so that no run depends on the network.
 */
import { writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { launchAuditBrowser } from './support/audit-browser.ts'
import { requireChromium } from './support/chromium.ts'
import { startCtfassetsHost, type CtfassetsHost } from './support/ctfassets-host.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, json: { type: 'string' }, origin: { type: 'string' }, export: { type: 'string' } },
})
const RUNS = Number(values.runs)
const urls = positionals.map((target) => (values.origin ? new URL(target, values.origin).href : new URL(target).href))
if (urls.length === 0 || !(RUNS > 0)) {
  console.error('usage: npm run phone -- [--runs N] [--json FILE] [--export FILE] <url...> | --origin <origin> <path...>')
  process.exit(2)
}
requireChromium()

/** Lighthouse's mobile settings, throttled for real: slow 4G and a four times slower CPU. */
const SETTINGS: { onlyCategories: string[]; formFactor: 'mobile'; throttlingMethod: 'devtools'; throttling: Record<string, number> } = {
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'devtools',
  throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 },
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Run = { lcp: number; tbt: number; fcp: number; cls: number; jsBytes: number; htmlBytes: number }
const METRICS = ['lcp', 'tbt', 'fcp', 'cls', 'jsBytes', 'htmlBytes'] as const

const exportPath = values.export ?? process.env.CONTENT_EXPORT_PATH
const usesContentfulHosts = exportPath ? /ctfassets\.net/.test(readFileSync(exportPath, 'utf8')) : false
const imageHost: CtfassetsHost | null = usesContentfulHosts && exportPath ? await startCtfassetsHost(exportPath) : null

function figures(lhr: Report): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [])
  const bytes = (type: string) => requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: bytes('Script'),
    htmlBytes: bytes('Document'),
  }
}

/** One run as a first visit; a run Lighthouse could not measure is run again, at most twice. */
async function auditOnce(url: string, attemptsLeft = 3): Promise<Run | null> {
  const chrome = await launchAuditBrowser(imageHost?.chromeFlags ?? [])
  let lhr: Report | null = null
  try {
    lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, { extends: 'lighthouse:default', settings: SETTINGS }))?.lhr ?? null
  } finally {
    chrome.kill()
  }
  if (lhr && !lhr.runtimeError && typeof lhr.audits['largest-contentful-paint']?.numericValue === 'number') return figures(lhr)
  console.warn(`  ${url}: Lighthouse measured nothing (${lhr?.runtimeError?.code ?? 'no report'})${attemptsLeft > 1 ? ', running it again' : ''}`)
  return attemptsLeft > 1 ? auditOnce(url, attemptsLeft - 1) : null
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
const spread = (list: number[]) => Math.max(...list) - Math.min(...list)
const kib = (bytes: number) => (bytes / 1024).toFixed(1)

const results: { url: string; runs: Run[]; median: Record<(typeof METRICS)[number], number>; spread: Record<(typeof METRICS)[number], number> }[] = []
try {
  console.info(`Lighthouse mobile, devtools throttling (slow 4G, CPU ×4), median of ${RUNS} runs${imageHost ? '; *.ctfassets.net answered on loopback' : ''}`)
  console.info(['url'.padEnd(48), '  LCP ms', '  TBT ms', '  FCP ms', '   CLS', 'JS sent', 'HTML KiB', ' (spread LCP/TBT)'].join(' '))
  for (const url of urls) {
    const runs: Run[] = []
    for (let run = 0; run < RUNS; run++) {
      const figuresOfRun = await auditOnce(url)
      if (figuresOfRun) runs.push(figuresOfRun)
    }
    if (runs.length === 0) {
      console.info(`${url.padEnd(48)} no run measured anything`)
      continue
    }
    const of = (metric: (typeof METRICS)[number]) => runs.map((run) => run[metric])
    const result = {
      url,
      runs,
      median: Object.fromEntries(METRICS.map((metric) => [metric, median(of(metric))])) as Record<(typeof METRICS)[number], number>,
      spread: Object.fromEntries(METRICS.map((metric) => [metric, spread(of(metric))])) as Record<(typeof METRICS)[number], number>,
    }
    results.push(result)
    const m = result.median
    console.info(
      [
        url.slice(0, 48).padEnd(48),
        m.lcp.toFixed(0).padStart(8),
        m.tbt.toFixed(0).padStart(8),
        m.fcp.toFixed(0).padStart(8),
        m.cls.toFixed(3).padStart(6),
        kib(m.jsBytes).padStart(7),
        kib(m.htmlBytes).padStart(8),
        `  (${result.spread.lcp.toFixed(0)}/${result.spread.tbt.toFixed(0)})`,
      ].join(' ') + (runs.length < RUNS ? `  <- ${runs.length} of ${RUNS} runs measured` : ''),
    )
  }
  if (values.json) await writeFile(values.json, `${JSON.stringify({ settings: SETTINGS, runs: RUNS, results }, null, 2)}\n`)
} finally {
  await imageHost?.stop()
}
