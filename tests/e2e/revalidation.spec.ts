import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DELETABLE_PAGE, PLAIN_PAGE } from './fixture-constants'
import { E2E_SERVERS, WEBHOOK_SIGNING_SECRET } from './servers'
import { signContentfulRequest } from '../support/sign-contentful-request'

test.use({ baseURL: E2E_SERVERS.flags.url })
// The tests edit the same export file: one at a time, or one would write back the other's page.
test.describe.configure({ mode: 'serial' })

/** A delivery signed as Contentful signs it, now. */
function delivery(payload: unknown, secret = WEBHOOK_SIGNING_SECRET) {
  const body = JSON.stringify(payload)
  return { headers: signContentfulRequest(secret, { path: '/api/webhooks/contentful', headers: { 'content-type': 'application/json' }, body }), data: body }
}

test('the webhook refuses an unsigned request or one signed with another secret', async ({ request }) => {
  const payload = { sys: { id: 'e2ePlainPage', type: 'Entry' } }
  expect((await request.post('/api/webhooks/contentful', { headers: { 'x-webhook-secret': WEBHOOK_SIGNING_SECRET }, data: payload })).status()).toBe(401)
  expect((await request.post('/api/webhooks/contentful', delivery(payload, 'another-signing-secret-0123456789abcdef'))).status()).toBe(401)
})

test('a publish webhook brings an edited page live at once and names the URLs to purge', async ({ request }) => {
  // The page as it was is in the origin cache, as it would be under traffic.
  await expect.poll(async () => (await request.get(PLAIN_PAGE)).headers()['x-origin-cache'], { timeout: 15_000 }).toBe('hit')
  const file = E2E_SERVERS.flags.exportPath
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries: { sys: { id: string }; fields: Record<string, Record<string, string>> }[] }
  const page = data.entries.find((entry) => entry.sys.id === 'e2ePlainPage')!
  const title = `Edited at ${Date.now()}`
  page.fields.title = { 'en-US': title, 'es-MX': title }
  writeFileSync(`${file}.edit`, JSON.stringify(data))
  renameSync(`${file}.edit`, file)

  const response = await request.post('/api/webhooks/contentful', delivery({ sys: { id: 'e2ePlainPage', type: 'Entry', contentType: { sys: { id: 'contentDetail' } } }, fields: page.fields }))
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { scope: string; purged: string[] }
  expect(body.scope).toBe('pages')
  expect(body.purged).toEqual(expect.arrayContaining([PLAIN_PAGE, `/es${PLAIN_PAGE}`]))
  expect(body.purged).not.toContain('/')

  const html = await (await request.get(PLAIN_PAGE)).text()
  expect(html).toContain(`<title>${title}</title>`)
})

test('a delete webhook, which carries no fields, takes the page off the site at once in both languages', async ({ request }) => {
  expect((await request.get(DELETABLE_PAGE)).status()).toBe(200)
  const file = E2E_SERVERS.flags.exportPath
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries: { sys: { id: string } }[] }
  data.entries = data.entries.filter((entry) => entry.sys.id !== 'e2eDeletablePage')
  writeFileSync(`${file}.delete`, JSON.stringify(data))
  renameSync(`${file}.delete`, file)

  const response = await request.post('/api/webhooks/contentful', delivery({ sys: { id: 'e2eDeletablePage', type: 'DeletedEntry' } }))
  expect(response.status()).toBe(200)
  expect(((await response.json()) as { purged: string[] }).purged).toEqual(expect.arrayContaining([DELETABLE_PAGE, `/es${DELETABLE_PAGE}`]))
  expect((await request.get(DELETABLE_PAGE)).status()).toBe(404)
  expect((await request.get(`/es${DELETABLE_PAGE}`)).status()).toBe(404)
})
