/**
 * Runs the end-to-end suite against the production build (npm run test:e2e builds first).
 * Fails early, with one clear line, when Debian's Chromium is missing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { requireChromium } from '../../scripts/support/chromium.ts'

requireChromium()
if (!existsSync('.output/server/index.mjs')) {
  console.error('No production build: run "npm run build" first.')
  process.exit(1)
}
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit', shell: false })
process.exit(result.status ?? 1)
