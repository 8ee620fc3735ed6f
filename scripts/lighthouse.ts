/**
 * npm run lighthouse: builds, serves the production build on loopback and runs Lighthouse (mobile)
 * in Debian's Chromium on one page of every implemented page type in both languages. Prints the four scores; exits non-zero when accessibility, SEO or best practices is
 * under 100. Stops the server and the browser by itself.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4391)
const ORIGIN = `http://127.0.0.1:${PORT}`
const REQUIRED = ['accessibility', 'seo', 'best-practices'] as const

type Entry = { sys: { contentType: { sys: { id: string } } }; fields: Record<string, Record<string, unknown> | undefined> }

function pagesToAudit(): string[] {
  const { entries } = JSON.parse(readFileSync(process.env.CONTENT_EXPORT_PATH ?? 'content/export.json', 'utf8')) as { entries: Entry[] }
  const urls: string[] = []
  for (const type of ['campaignHomepage', 'contentDetail']) {
    const entry = entries.find((candidate) => candidate.sys.contentType.sys.id === type)
    for (const [locale, prefix] of [['en-US', ''], ['es-MX', '/es']] as const) {
      const path = String(entry?.fields.path?.[locale] ?? entry?.fields.path?.['en-US'] ?? '/').split('--')[0] ?? '/'
      urls.push(path === '/' ? prefix || '/' : `${prefix}${path}`)
    }
  }
  // The 404 page is not audited: Lighthouse refuses pages that answer an error status.
  return urls
}

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
  for (const path of pagesToAudit()) {
    const result = await lighthouse(`${ORIGIN}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', ...REQUIRED] })
    const categories = result?.lhr.categories ?? {}
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const below = REQUIRED.filter((id) => score(id) < 100)
    if (below.length > 0) failed = true
    console.info(`${path.padEnd(28)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}${below.length ? `  <- ${below.join(', ')} under 100` : ''}`)
    for (const id of below) {
      const audits = categories[id]?.auditRefs ?? []
      for (const ref of audits) {
        const audit = result?.lhr.audits[ref.id]
        if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) console.info(`    ${id}: ${audit.id} — ${audit.title}`)
      }
    }
  }
} finally {
  chrome.kill()
  server.kill('SIGTERM')
}
process.exit(failed ? 1 : 0)
