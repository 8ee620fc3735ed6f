/**
 * npm run screenshots: a contact sheet for the design review.
 *
 *   npm run screenshots -- [--no-build] [--export FILE] [--out DIR] [--minutes N] [--only TYPE,...]
 *
 * Builds unless the production build is newer than every source (or `--no-build`), serves it on a
 * free loopback port and photographs one page of every page type in both languages, found in the
 * export through the site's own content index, at 390, 768 and 1280 px: the whole page, its
 * takeover where one shows, its action modal where one applies (scripts/screenshots/shot-plan.ts).
 * Writes the PNGs and an index.html of thumbnails into DIR (default .screenshots/, git-ignored) and
 * prints the sheet's path. `--export` (or CONTENT_EXPORT_PATH) photographs another campaign's
 * content; its files on Contentful's hosts are answered on loopback (scripts/support/ctfassets-host.ts).
 * `--only` photographs only the page types named (checking one change takes a minute, not ten).
 * Gives up after N minutes (default 20). The server is stopped by its process id however it ends.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import './support/resolve-extensionless.ts'
import { buildContentIndex } from '../src/server/content/content-index.ts'
import { readExportFile } from '../src/server/content/read-export-file.ts'
import { newestSourceTime } from './preview/workers-build-stamp.ts'
import { requireChromium } from './support/chromium.ts'
import { startCtfassetsHost, type CtfassetsHost } from './support/ctfassets-host.ts'
import { startProductionServer, type ProductionServer } from './support/production-server.ts'
import { contactSheetHtml } from './screenshots/contact-sheet.ts'

// The plan and the shots read the modal host's own rules, a browser-side module (resolve-extensionless.ts).
const { shotPlan } = await import('./screenshots/shot-plan.ts')
const { takeShots } = await import('./screenshots/take-shots.ts')

const USAGE = 'usage: npm run screenshots -- [--no-build] [--export FILE] [--out DIR] [--minutes N] [--only TYPE,...]'
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    export: { type: 'string' },
    out: { type: 'string', default: '.screenshots' },
    minutes: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
})
const minutes = Number(values.minutes)
if (!(minutes > 0)) {
  console.error(USAGE)
  process.exit(2)
}
requireChromium()
const exportPath = resolve(values.export ?? process.env.CONTENT_EXPORT_PATH ?? 'content/export.json')
const outDir = resolve(values.out)

const SERVER_BUILD = '.output/server/index.mjs'
const buildIsCurrent = () => existsSync(SERVER_BUILD) && statSync(SERVER_BUILD).mtimeMs > newestSourceTime(process.cwd())
if (!values['no-build'] && !buildIsCurrent()) {
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)
}
if (!existsSync(SERVER_BUILD)) {
  console.error('No production build: run "npm run build" first, or leave out --no-build.')
  process.exit(1)
}

/** A port no one listens on now: the system picks it. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((done) => probe.close(() => done()))
  return port
}

let server: ProductionServer | null = null
let imageHost: CtfassetsHost | null = null
let stopping: Promise<void> | null = null
const stopAll = () => (stopping ??= Promise.all([server?.stop(), imageHost?.stop()]).then(() => undefined))

// Bounded: a page that never settles ends the run, not the machine's afternoon.
const deadline = setTimeout(() => {
  console.error(`screenshots: not done after ${minutes} minutes; stopping`)
  void stopAll().finally(() => process.exit(1))
}, minutes * 60_000)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().finally(() => process.exit(130)))

let exitCode = 0
try {
  const only = values.only?.split(',').map((id) => id.trim()).filter(Boolean)
  const plans = shotPlan(buildContentIndex(await readExportFile(exportPath)), Date.now()).filter((plan) => !only || only.includes(plan.pageType))
  if (plans.length === 0) throw new Error(`${exportPath} serves no page`)
  if (/ctfassets\.net/.test(readFileSync(exportPath, 'utf8'))) imageHost = await startCtfassetsHost(exportPath)
  server = await startProductionServer(await freePort(), { CONTENT_EXPORT_PATH: exportPath, EMBEDDED_DATABASE_DIR: 'memory://' })
  console.info(`Photographing ${plans.length} pages of ${new Set(plans.map((plan) => plan.pageType)).size} page types from ${relative(process.cwd(), exportPath)} at ${server.origin}`)
  mkdirSync(outDir, { recursive: true })
  const { shots, failures } = await takeShots(plans, { origin: server.origin, outDir, browserFlags: imageHost?.chromeFlags ?? [] }, (line) => console.info(line))
  const sheet = join(outDir, 'index.html')
  writeFileSync(sheet, contactSheetHtml(shots, { title: 'Contact sheet', caption: `${relative(process.cwd(), exportPath)}, ${new Date().toISOString()}: ${shots.length} screenshots` }))
  for (const failure of failures) console.error(`  failed: ${failure}`)
  if (failures.length > 0) exitCode = 1
  console.info(`\n${shots.length} screenshots${failures.length ? `, ${failures.length} failed` : ''}. Contact sheet: ${sheet}`)
} catch (error) {
  console.error(`screenshots: ${(error as Error).message}`)
  exitCode = 1
} finally {
  clearTimeout(deadline)
  await stopAll()
}
process.exit(exitCode)
