/** The browser a Lighthouse audit runs in (npm run lighthouse, npm run lcp-graph, npm run phone). */
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM, QUIET_BROWSER_FLAGS } from './chromium.ts'

export function launchAuditBrowser(extraFlags: readonly string[] = []): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...QUIET_BROWSER_FLAGS, ...extraFlags] })
}
