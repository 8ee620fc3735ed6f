/**
 * npm run bench: builds, serves the production build on loopback and prints the figures of
 * docs/performance.md — SSR and static requests/s with p99 (autocannon, bounded in time), their
 * ratio, and the homepage's initial JavaScript in gzip bytes as Chromium loads it.
 * Load targets 127.0.0.1 only and stops by itself.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { chromium } from 'playwright-core'
import { gzipBytes, totalBytes, weightTable, type AssetWeight, type PageWeight } from './budgets/budgets.ts'
import { measurePageWeight } from './budgets/measure-page-weight.ts'

const PORT = Number(process.env.BENCH_PORT ?? 4390)
const ORIGIN = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not start')
}

async function load(path: string) {
  const result = await autocannon({ url: `${ORIGIN}${path}`, connections: CONNECTIONS, duration: DURATION_S })
  return { path, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
}

type JsFigures = { gzipBytes: number; files: string[] }
const figuresOf = (assets: readonly AssetWeight[]): JsFigures => ({ gzipBytes: totalBytes(assets), files: assets.map((asset) => asset.path) })

/**
 * The homepage's JS until hydration (initial, weighed as the budgets weigh it), and everything
 * loaded within 3 s after (chunks fetched on purpose later, such as error reporting).
 */
async function homepageJs(): Promise<{ weight: PageWeight; afterIdle: JsFigures }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const page = await browser.newPage()
    const scripts: Promise<AssetWeight>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, gzipBytes: gzipBytes(body) })))
    })
    const initial = await measurePageWeight(page, `${ORIGIN}/`)
    await page.waitForTimeout(3000)
    return { weight: { pageType: 'campaignHomepage', url: '/', homepage: true, ...initial }, afterIdle: figuresOf(await Promise.all(scripts)) }
  } finally {
    await browser.close()
  }
}

run('npm', ['run', 'build', '--silent'])
const server = spawn(process.execPath, ['scripts/serve.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  await waitForServer()
  const html = await (await fetch(`${ORIGIN}/`)).text()
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg'
  await load('/') // warm-up, not reported
  const ssr = await load('/')
  const staticFile = await load(asset)
  const js = await homepageJs()
  const initialJs = figuresOf(js.weight.js)
  const figures = {
    date: new Date().toISOString(),
    node: process.version,
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    ssr,
    static: staticFile,
    ssrToStaticRatio: Number((ssr.requestsPerSecond / staticFile.requestsPerSecond).toFixed(3)),
    errorReporting: Boolean(process.env.SENTRY_DSN),
    homepageInitialJs: { ...initialJs, containsContentDetail: initialJs.files.some((file) => file.includes('content-detail')) },
    homepageJsAfterIdle: js.afterIdle,
  }
  mkdirSync('.bench', { recursive: true })
  writeFileSync('.bench/latest.json', `${JSON.stringify(figures, null, 2)}\n`)
  console.info(`SSR  ${ssr.path}: ${ssr.requestsPerSecond} req/s, p99 ${ssr.p99Ms} ms (${ssr.non2xx} non-2xx, ${ssr.errors} errors)`)
  console.info(`static ${staticFile.path}: ${staticFile.requestsPerSecond} req/s, p99 ${staticFile.p99Ms} ms`)
  console.info(`SSR/static ratio: ${figures.ssrToStaticRatio}`)
  console.info(`homepage initial JS: ${initialJs.gzipBytes} bytes gzip in ${initialJs.files.length} files; contentDetail code: ${figures.homepageInitialJs.containsContentDetail ? 'PRESENT' : 'absent'}`)
  console.info(weightTable([js.weight]))
  console.info(`homepage JS 3 s after hydration: ${js.afterIdle.gzipBytes} bytes gzip in ${js.afterIdle.files.length} files (error reporting ${figures.errorReporting ? 'on' : 'off'})`)
  console.info('written to .bench/latest.json')
} finally {
  server.kill('SIGTERM')
}
