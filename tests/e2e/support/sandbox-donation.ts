import { expect, type Page } from '@playwright/test'

/** Fills and sends the sandbox provider's form on this page; returns the donor's first name (unique, to find them in the ledger). */
export async function donateWithSandbox(page: Page, amount: string): Promise<string> {
  const firstName = `Donor${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)
  const form = page.locator('[data-donation-embed] form')
  await form.getByLabel(/other amount/i).fill(amount)
  await form.getByLabel(/^first name/i).fill(firstName)
  await form.getByLabel(/^last name/i).fill('Sandbox')
  await form.getByLabel(/^email/i).fill(`${firstName.toLowerCase()}@example.org`)
  await form.getByLabel(/^state/i).selectOption('TX')
  await form.getByLabel(/zip/i).fill('78701')
  await form.getByRole('button', { name: 'Donate' }).dblclick()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible()
  return firstName
}
