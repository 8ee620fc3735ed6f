import type { Page } from '@playwright/test'

/** Collects what a visitor's console would show as errors: console.error and uncaught exceptions. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return errors
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

export async function regionsInOrder(page: Page): Promise<string[]> {
  return page.locator('[data-region]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-region') ?? ''))
}
