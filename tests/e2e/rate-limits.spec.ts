/**
 * The form limits as a script behind the site's proxy meets them: the proxy appends the address it
 * saw to X-Forwarded-For, the script writes whatever it likes before that, and only the address
 * the trusted proxy saw counts (the suite's server trusts one hop, as behind a CDN). 120
 * submissions of a form a minute per client, each with an email of its own; another visitor behind
 * the same proxy is unaffected. (One email again and again: tests/security/rally-and-cross-site-forms.spec.ts.)
 */
import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { uniqueEmail } from './support/cms-forms'
import { recordVolunteerSubmission } from './support/replay-submission'

const exportPath = E2E_SERVERS.embedded.exportPath
const PER_ADDRESS = 120

test('125 submissions through a trusted proxy hop, each with a forged first X-Forwarded-For entry and a made-up email, meet the limit of 120', async ({ page, request }) => {
  test.setTimeout(90_000)
  const submission = await recordVolunteerSubmission(page, exportPath, uniqueEmail('limited'))
  // Documentation addresses (RFC 5737): the visitor the proxy saw, and the addresses the script makes up.
  const visitor = '198.51.100.23'
  const outcomes = []
  for (let attempt = 0; attempt < PER_ADDRESS + 5; attempt++) {
    outcomes.push(await submission.send(request, { 'x-forwarded-for': `203.0.113.${(attempt % 250) + 1}, ${visitor}` }, uniqueEmail(`made-up-${attempt}`)))
  }
  expect(outcomes).toEqual([...Array<string>(PER_ADDRESS).fill('stored'), ...Array<string>(5).fill('rateLimited')])
  // The same forged entries from another visitor behind the proxy: their own share.
  expect(await submission.send(request, { 'x-forwarded-for': `203.0.113.1, 198.51.100.24` }, uniqueEmail('another-visitor'))).toBe('stored')
})
