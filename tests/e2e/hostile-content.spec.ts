import { expect, test } from '@playwright/test'
import zipcodes from 'zipcodes'
import { E2E_SERVERS } from './servers'
import { entriesOfType, localized, publicPath } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'
import { pastDelay } from './support/settled'

test.use({ baseURL: E2E_SERVERS.hostile.url })

// Paths come from the unmodified embedded content: the hostile copy only poisons text and links.
const pages = ['campaignHomepage', 'contentDetail'].flatMap((type) => entriesOfType(E2E_SERVERS.embedded.exportPath, type).slice(0, 2))

for (const locale of ['en-US', 'es-MX'] as const) {
  test(`hostile CMS content renders inert in ${locale}: no script runs, no policy is violated`, async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.clock.install()
    await page.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective))
    })
    const zip = zipcodes.lookupByState('TX')[0]!.zip
    for (const entry of pages) {
      const url = `${publicPath(localized(entry, 'path', locale)!, locale)}?zip=${zip}`
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      await waitForHydration(page)
      // Past the modal's delay (from the content): it has opened with its poisoned copy.
      await pastDelay(page, 60_000)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), url).toBeUndefined()
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), url).toEqual([])
      expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')), url).toBe(false)
      // The payloads are there, shown as text; no link carries a script URL.
      await expect(page.locator('main')).toContainText('<script>window.__pwned=1</script>')
      expect(await page.locator('a[href^="javascript:" i], a[href^="data:" i], a[href*="javascript:" i]').count(), url).toBe(0)
      expect(await page.locator('img[onerror], [onerror]').count(), url).toBe(0)
    }
    expect(dialogs).toEqual([])
  })
}
