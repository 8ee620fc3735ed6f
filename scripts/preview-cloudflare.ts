/**
 * npm run preview:cloudflare: the Cloudflare Workers build, served on this machine under workerd
 * (`wrangler dev --local`: the Cache API and KV emulated, offline) on HOST/PORT, as `npm start`
 * serves the node build. The build is made from CONTENT_EXPORT_PATH when there is none, or it
 * baked in another export, or a source changed since (scripts/preview/workers-build-stamp.ts).
 * Every variable of the configuration that is set is handed to the worker in a `.dev.vars` of its port
 * (scripts/preview/dev-vars.ts). A local preview is no deployment: unless they are set, SITE_URL
 * is the address it listens on and the sandbox donation provider is served on purpose. Stops,
 * with the worker, on SIGINT or SIGTERM. See README, "Cloudflare Workers", and ADR 052.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CONFIGURATION_VARIABLES, ConfigError, parseConfig } from '../app.config.ts'
import { configurationVariablesSet, removeDevVars, writeDevVars } from './preview/dev-vars.ts'
import { WORKERS_CONFIG, ensureWorkersBuild } from './preview/workers-build-stamp.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => join(root, 'node_modules/.bin', name)

if (!process.env.DATABASE_URL?.trim()) {
  console.info('No DATABASE_URL: the Workers build runs without a database. Pages render; the regions that read records (thermometer, donor wall) render nothing and forms cannot send (ADR 018).')
}

// The same checks as `npm start`, before anything is built.
let config: ReturnType<typeof parseConfig>
try {
  config = parseConfig(process.env, { onWorkers: false })
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
if (config.content.source === 'export' && !existsSync(config.content.exportPath)) {
  console.error(`CONTENT_EXPORT_PATH: no file at ${config.content.exportPath}`)
  process.exit(1)
}

// With Contentful the worker reads content at run time; the build still bakes in an export (ADR 018).
const exportPath = resolve(root, config.content.source === 'export' ? config.content.exportPath : 'content/export.json')
if (!ensureWorkersBuild(root, exportPath)) process.exit(1)

const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
const variables = configurationVariablesSet(process.env, CONFIGURATION_VARIABLES)
variables.SITE_URL ??= origin
if (!variables.DONATION_SCRIPT_URL) variables.DONATION_PROVIDER ??= 'sandbox'
// Its own emulated cache and KV, and its own variables file, per port: two previews on one
// machine (the Workers tests run two) share neither.
const state = join(root, '.wrangler/preview', String(config.port))
mkdirSync(state, { recursive: true })
const devVars = join(state, '.dev.vars')
writeDevVars(devVars, variables)
// Arguments after `--` go to wrangler as they are (`-- --inspector-port 9396`).
const wranglerArgs = process.argv.slice(2)
const wrangler = spawn(
  bin('wrangler'),
  ['dev', '--config', WORKERS_CONFIG, '--env-file', devVars, '--ip', config.host, '--port', String(config.port), '--local', '--persist-to', state, '--show-interactive-dev-session=false', ...wranglerArgs],
  // A process group of its own (wrangler starts workerd), ended as one.
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
)
console.info(`Cloudflare Workers preview on ${origin} (workerd; cache and KV kept in ${state}).`)

/** Signals wrangler's process group (wrangler and its workerd), unless it has already ended. */
function signalWorker(signal: NodeJS.Signals): void {
  if (wrangler.exitCode !== null || wrangler.signalCode !== null || !wrangler.pid) return
  try {
    process.kill(-wrangler.pid, signal)
  } catch {
    // Ended meanwhile.
  }
}

let stopping = false
function stop(): void {
  if (stopping) return
  stopping = true
  removeDevVars(devVars)
  signalWorker('SIGTERM')
  // workerd ends within a second or two; past 10 s it is ended outright.
  setTimeout(() => signalWorker('SIGKILL'), 10_000).unref()
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
wrangler.once('exit', (code) => {
  removeDevVars(devVars)
  process.exit(stopping ? 0 : (code ?? 1))
})
