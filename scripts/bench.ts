/**
 * npm run bench: builds, serves the production build on loopback and prints the figures of
 * docs/performance.md, in one run: requests/s with p99 (autocannon, bounded in time, as a browser
 * asks: Accept-Encoding br, gzip) for the homepage rendered for every request (each a new URL and
 * a new visitor), the homepage as new visitors get it from the origin cache, and a static asset;
 * their ratios to the static figure; the server's RSS before and after a sustained uncached run;
 * and the homepage's JavaScript in its first seconds (what the budgets weigh: gzip, every script
 * fetched before a first act or until 3 s after the load event, ADR 063) as Chromium loads it.
 * Load targets 127.0.0.1 only and stops by itself.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM, QUIET_BROWSER_FLAGS } from './support/chromium.ts'
import { totalBytes, weightTable, type AssetWeight, type PageWeight } from './budgets/budgets.ts'
import { measurePageWeight } from './budgets/measure-page-weight.ts'
import { runLoad } from './load/run-load.ts'
import { rssMiB, startProductionServer } from './support/production-server.ts'

const PORT = Number(process.env.BENCH_PORT ?? 4390)
const ORIGIN = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const RSS_DURATION_S = Number(process.env.BENCH_RSS_DURATION ?? 60)

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

type LoadFigures = { label: string; path: string; requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number }

/** Requests/s for one target; `uniquePaths` gives every request its own URL, so none can come from a cache. */
async function load(label: string, path: string, { uniquePaths = false, durationS = DURATION_S } = {}): Promise<LoadFigures> {
  let counter = 0
  const next = uniquePaths ? () => `${path}?bench=${counter++}` : () => path
  const run = await runLoad(ORIGIN, { next }, { seconds: durationS, connections: CONNECTIONS })
  const { responses } = run
  return { label, path, requestsPerSecond: run.requestsPerSecond, p99Ms: run.latencyMs.p99, non2xx: responses['3xx'] + responses['4xx'] + responses['5xx'], errors: run.errors + run.timeouts }
}

/** A sustained uncached run (the origin's worst case), sampling RSS every 5 s. */
async function memoryUnderLoad(pid: number): Promise<{ seconds: number; beforeMiB: number; afterMiB: number; maxMiB: number; changePercent: number; load: LoadFigures }> {
  const samples: number[] = []
  const sampler = setInterval(() => samples.push(rssMiB(pid)), 5_000)
  const beforeMiB = rssMiB(pid)
  const figures = await load('SSR, sustained', '/', { uniquePaths: true, durationS: RSS_DURATION_S })
  clearInterval(sampler)
  // Let the last requests' garbage go before the after figure.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const afterMiB = rssMiB(pid)
  return { seconds: RSS_DURATION_S, beforeMiB, afterMiB, maxMiB: Math.max(beforeMiB, afterMiB, ...samples), changePercent: Math.round(((afterMiB - beforeMiB) / beforeMiB) * 1000) / 10, load: figures }
}

type JsFigures = { gzipBytes: number; files: string[] }
const figuresOf = (assets: readonly AssetWeight[]): JsFigures => ({ gzipBytes: totalBytes(assets), files: assets.map((asset) => asset.path) })

/** The homepage's JS in its first seconds, weighed as the budgets weigh it. */
async function homepageJs(): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', ...QUIET_BROWSER_FLAGS],
  })
  try {
    const page = await browser.newPage()
    return { pageType: 'homepage', url: '/', homepage: true, ...(await measurePageWeight(page, `${ORIGIN}/`)) }
  } finally {
    await browser.close()
  }
}

run('npm', ['run', 'build', '--silent'])
const server = await startProductionServer(PORT)
try {
  const html = await (await fetch(`${ORIGIN}/`)).text()
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg'
  await load('warm-up', '/', { uniquePaths: true }) // not reported
  const ssr = await load('homepage, rendered for each request', '/', { uniquePaths: true })
  const cached = await load('homepage, new visitors, origin cache', '/')
  const staticFile = await load('static asset', asset)
  const ratio = (figures: LoadFigures) => Number((figures.requestsPerSecond / staticFile.requestsPerSecond).toFixed(3))
  const memory = await memoryUnderLoad(server.pid)
  const js = await homepageJs()
  const firstSecondsJs = figuresOf(js.js)
  const figures = {
    date: new Date().toISOString(),
    node: process.version,
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    ssr,
    cached,
    static: staticFile,
    ssrToStaticRatio: ratio(ssr),
    cachedToStaticRatio: ratio(cached),
    memory,
    errorReporting: Boolean(process.env.SENTRY_DSN),
    homepageFirstSecondsJs: { ...firstSecondsJs, containsContentDetail: firstSecondsJs.files.some((file) => file.includes('content-detail')) },
  }
  mkdirSync('.bench', { recursive: true })
  writeFileSync('.bench/latest.json', `${JSON.stringify(figures, null, 2)}\n`)
  for (const target of [ssr, cached, staticFile]) {
    const share = target === staticFile ? '' : `, ${ratio(target)} x static`
    console.info(`${target.label.padEnd(40)} ${String(target.requestsPerSecond).padStart(6)} req/s, p99 ${target.p99Ms} ms (${target.non2xx} non-2xx, ${target.errors} errors)${share}`)
  }
  console.info('targets: rendered >= 0.10 x static, cached >= 0.5 x static, RSS within 10% over the sustained run')
  console.info(
    `RSS over ${memory.seconds} s of uncached SSR (${memory.load.requestsPerSecond} req/s, ${memory.load.non2xx} non-2xx, ${memory.load.errors} errors): ` +
      `${memory.beforeMiB} MiB before, ${memory.afterMiB} MiB after (${memory.changePercent > 0 ? '+' : ''}${memory.changePercent}%), ${memory.maxMiB} MiB at most`,
  )
  console.info(
    `homepage JS in its first seconds (before a first act or 3 s after load): ${firstSecondsJs.gzipBytes} bytes gzip in ${firstSecondsJs.files.length} files ` +
      `(error reporting ${figures.errorReporting ? 'on' : 'off'}); contentDetail code: ${figures.homepageFirstSecondsJs.containsContentDetail ? 'PRESENT' : 'absent'}`,
  )
  console.info(weightTable([js]))
  console.info('written to .bench/latest.json')
} finally {
  await server.stop()
}
