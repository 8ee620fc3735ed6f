/**
 * Runs the Workers smoke test against the Cloudflare build (npm run test:workers builds first).
 * Fails early, with one clear line, when Chromium or the build is missing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { requireChromium } from '../../scripts/support/chromium.ts'
import { WORKERS_BUILD } from './workerd-servers.ts'

requireChromium()
if (!existsSync(`${WORKERS_BUILD}/wrangler.json`)) {
  console.error('No Cloudflare build: run "npm run build:cloudflare" first.')
  process.exit(1)
}
const result = spawnSync('playwright', ['test', '-c', 'playwright.workers.config.ts', ...process.argv.slice(2)], { stdio: 'inherit', shell: false })
process.exit(result.status ?? 1)
