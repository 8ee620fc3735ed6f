/**
 * The form limit as a script behind the site's proxy meets it: the proxy appends the address it
 * saw to X-Forwarded-For, the script writes whatever it likes before that, and only the address
 * the trusted proxy saw counts (the suite's server trusts one hop, as behind a CDN). Five
 * submissions a minute per client and form; another visitor behind the same proxy is unaffected.
 */
import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { recordVolunteerSubmission } from './support/replay-submission'

const exportPath = E2E_SERVERS.embedded.exportPath

test('20 submissions through a trusted proxy hop, each with a forged first X-Forwarded-For entry, meet the limit of five', async ({ page, request }) => {
  const submission = await recordVolunteerSubmission(page, exportPath, `limited-${Date.now()}@example.org`)
  // Documentation addresses (RFC 5737): the visitor the proxy saw, and the addresses the script makes up.
  const visitor = '198.51.100.23'
  const outcomes = []
  for (let attempt = 0; attempt < 20; attempt++) outcomes.push(await submission.send(request, { 'x-forwarded-for': `203.0.113.${attempt + 1}, ${visitor}` }))
  expect(outcomes).toEqual([...Array<string>(5).fill('stored'), ...Array<string>(15).fill('rateLimited')])
  // The same forged entries from another visitor behind the proxy: their own five.
  expect(await submission.send(request, { 'x-forwarded-for': `203.0.113.1, 198.51.100.24` })).toBe('stored')
})
