/**
 * Runs the Workers tests against the Cloudflare build, which it makes first unless it is current
 * (the export of CONTENT_EXPORT_PATH, this tree's sources: scripts/preview/workers-build-stamp.ts);
 * npm run preview:cloudflare serves it. Fails early, with one clear line, when Chromium is missing.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { requireChromium } from '../../scripts/support/chromium.ts'
import { ensureWorkersBuild } from '../../scripts/preview/workers-build-stamp.ts'

requireChromium()
const root = fileURLToPath(new URL('../..', import.meta.url))
if (!ensureWorkersBuild(root, resolve(root, process.env.CONTENT_EXPORT_PATH?.trim() || 'content/export.json'))) process.exit(1)
const result = spawnSync('playwright', ['test', '-c', 'playwright.workers.config.ts', ...process.argv.slice(2)], { stdio: 'inherit', shell: false })
process.exit(result.status ?? 1)
