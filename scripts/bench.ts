/**
 * npm run bench: builds, serves the production build on loopback and prints the figures of
 * docs/performance.md — SSR and static requests/s with p99 (autocannon, bounded in time), their
 * ratio, and the homepage's initial JavaScript in gzip bytes as Chromium loads it.
 * Load targets 127.0.0.1 only and stops by itself.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromium } from 'playwright-core'

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

type JsFigures = { gzipBytes: number; rawBytes: number; files: string[] }

/** JS until hydration (initial), and everything loaded within 3 s after (lazy chunks such as error reporting). */
async function initialJs(): Promise<{ initial: JsFigures; afterIdle: JsFigures }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const page = await browser.newPage()
    const scripts: Promise<{ url: string; body: Buffer }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ url: response.url(), body })))
    })
    await page.goto(`${ORIGIN}/`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const figures = (bodies: { url: string; body: Buffer }[]): JsFigures => ({
      gzipBytes: bodies.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0),
      rawBytes: bodies.reduce((sum, script) => sum + script.body.length, 0),
      files: bodies.map((script) => new URL(script.url).pathname),
    })
    const initial = figures(await Promise.all(scripts))
    await page.waitForTimeout(3000)
    return { initial, afterIdle: figures(await Promise.all(scripts)) }
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
  const js = await initialJs()
  const figures = {
    date: new Date().toISOString(),
    node: process.version,
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    ssr,
    static: staticFile,
    ssrToStaticRatio: Number((ssr.requestsPerSecond / staticFile.requestsPerSecond).toFixed(3)),
    errorReporting: Boolean(process.env.SENTRY_DSN),
    homepageInitialJs: { ...js.initial, containsContentDetail: js.initial.files.some((file) => file.includes('content-detail')) },
    homepageJsAfterIdle: js.afterIdle,
  }
  mkdirSync('.bench', { recursive: true })
  writeFileSync('.bench/latest.json', `${JSON.stringify(figures, null, 2)}\n`)
  console.info(`SSR  ${ssr.path}: ${ssr.requestsPerSecond} req/s, p99 ${ssr.p99Ms} ms (${ssr.non2xx} non-2xx, ${ssr.errors} errors)`)
  console.info(`static ${staticFile.path}: ${staticFile.requestsPerSecond} req/s, p99 ${staticFile.p99Ms} ms`)
  console.info(`SSR/static ratio: ${figures.ssrToStaticRatio}`)
  console.info(`homepage initial JS: ${js.initial.gzipBytes} bytes gzip (${js.initial.rawBytes} raw) in ${js.initial.files.length} files; contentDetail code: ${figures.homepageInitialJs.containsContentDetail ? 'PRESENT' : 'absent'}`)
  console.info(`homepage JS 3 s after hydration: ${js.afterIdle.gzipBytes} bytes gzip in ${js.afterIdle.files.length} files (error reporting ${figures.errorReporting ? 'on' : 'off'})`)
  console.info('written to .bench/latest.json')
} finally {
  server.kill('SIGTERM')
}
