/**
 * Debian's Chromium, which the end-to-end tests, the benchmarks and the audits drive (stack
 * facts: no downloaded browser). CHROMIUM_PATH points elsewhere.
 */
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A measuring browser's flags besides headless: none of its own traffic or GPU in the figures. */
export const QUIET_BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** Ends the process with one clear line when the browser is missing. */
export function requireChromium(): void {
  if (existsSync(CHROMIUM)) return
  console.error(`Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`)
  process.exit(1)
}
