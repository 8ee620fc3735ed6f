import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { volunteerPageOf, fillGoodAnswers } from './volunteer-form'
import { pageUrlOf } from './embedded-content'
import { waitForHydration } from './page-errors'

type SubmissionOutcome = 'stored' | 'rateLimited' | 'other'

/**
 * A form submission as the browser sends it (the enhanced form's server-function call), to send
 * again with a new idempotency key; `email`: another supporter's, in place of the recorded one.
 */
export type RecordedSubmission = {
  send(request: APIRequestContext, headers?: Record<string, string>, email?: string): Promise<SubmissionOutcome>
  /** The same, answered as the server answered it. */
  post(request: APIRequestContext, headers?: Record<string, string>, email?: string): Promise<APIResponse>
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

/**
 * Answers the export's volunteer form well in the browser and records the call its button makes,
 * without letting it through (it would count against the limit under test). Each `send` posts the
 * same answers (or another email's) with a fresh idempotency key, from this test process, with the
 * headers given (the browser's own, Origin and Sec-Fetch-Site included, unless overridden).
 * `origin`: a server other than the test's base URL.
 */
export async function recordVolunteerSubmission(page: Page, exportPath: string, email: string, origin?: string): Promise<RecordedSubmission> {
  const { page: volunteer, formOf } = volunteerPageOf(exportPath)
  await page.goto(origin ? new URL(pageUrlOf(volunteer, 'en-US'), origin).href : pageUrlOf(volunteer, 'en-US'))
  await waitForHydration(page)
  let recorded: { url: string; headers: Record<string, string>; body: string } | undefined
  await page.route('**/_serverFn/**', async (route) => {
    const request = route.request()
    if (request.method() === 'POST' && UUID.test(request.postData() ?? '') && (request.postData() ?? '').includes(email)) {
      const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => !/^(host|content-length|cookie|:)/i.test(name)))
      recorded ??= { url: request.url(), headers, body: request.postData() ?? '' }
      return route.abort()
    }
    return route.continue()
  })
  const form = page.locator('form[data-form]')
  await fillGoodAnswers(form, formOf('en-US'), email)
  await form.getByRole('button', { name: formOf('en-US').submitLabel }).click()
  await expect.poll(() => recorded !== undefined, { message: 'the volunteer form made no server-function call', timeout: 10_000 }).toBe(true)
  if (!recorded) throw new Error('the volunteer form made no server-function call')
  const { url, headers, body } = recorded
  const post: RecordedSubmission['post'] = (request, extra = {}, as = email) =>
    request.fetch(url, { method: 'POST', headers: { ...headers, ...extra }, data: body.replace(UUID, randomUUID()).replaceAll(email, as) })
  return {
    post,
    async send(request, extra, as) {
      const text = await (await post(request, extra, as)).text()
      return text.includes('rateLimited') ? 'rateLimited' : text.includes('stored') ? 'stored' : 'other'
    },
  }
}
