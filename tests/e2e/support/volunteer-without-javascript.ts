import { expect, type Browser } from '@playwright/test'
import { localized, pageUrlOf } from './embedded-content'
import { fillGoodAnswers, volunteerPageOf } from './volunteer-form'

/** As a volunteer whose browser runs no script: answers the export's volunteer form well, sends it once, lands on its thank-you page. */
export async function volunteerWithoutJavaScript(browser: Browser, origin: string, exportPath: string, email: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin })
  try {
    const page = await context.newPage()
    const { page: volunteer, formOf, thankYou } = volunteerPageOf(exportPath)
    await page.goto(pageUrlOf(volunteer, 'en-US'))
    const form = page.locator('form[data-form]')
    await fillGoodAnswers(form, formOf('en-US'), email)
    await form.getByRole('button', { name: formOf('en-US').submitLabel }).click()
    await expect(page).toHaveURL(new RegExp(`${pageUrlOf(thankYou, 'en-US')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(localized(thankYou, 'title', 'en-US')!)
  } finally {
    await context.close()
  }
}
