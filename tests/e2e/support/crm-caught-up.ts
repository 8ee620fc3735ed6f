import { expect } from '@playwright/test'
import { CRM_RECEIVER, E2E_SERVERS } from '../servers'
import { clientAddress, cmsFormOf, requiredChoices, uniqueEmail } from './cms-forms'
import { crmDeliveriesFor } from './crm-deliveries'
import { entriesOfPageType, pageUrlOf } from './embedded-content'
import { goodAnswers } from './volunteer-form'

/**
 * Every answer the site stored before this call has been sent to the CRM stand-in: a marker answer
 * stored now (a plain form post from a client of its own) comes due after them, and the outbox
 * claims rows in the order they come due. It sends a few at once, so a row claimed with the marker
 * may arrive just after it: a second marker, stored once the first has arrived, is claimed after
 * that row started, and by its arrival that row has had a whole round trip more. A row still
 * missing then was never stored: the test waits for that, not for time.
 */
export async function crmCaughtUp(server: CrmServer = E2E_SERVERS.embedded): Promise<void> {
  await markerDelivered(server)
  await markerDelivered(server)
}

/** A server that forwards submissions to the CRM stand-in, and whose content has the embedded export's volunteer page. */
type CrmServer = { url: string; exportPath: string }

async function markerDelivered(server: CrmServer): Promise<void> {
  const exportPath = server.exportPath
  const entry = entriesOfPageType(exportPath, 'volunteer')[0]!
  const cms = cmsFormOf(exportPath, entry, 'en-US')
  const email = uniqueEmail('marker')
  const response = await fetch(new URL(pageUrlOf(entry, 'en-US'), server.url), {
    method: 'POST',
    body: new URLSearchParams({ ...goodAnswers(cms.form, email), ...requiredChoices(cms) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': clientAddress() },
    redirect: 'manual',
  })
  expect(response.status, 'the marker answer is stored').toBe(303)
  await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, email)).length, { timeout: 20_000 }).toBe(1)
}
