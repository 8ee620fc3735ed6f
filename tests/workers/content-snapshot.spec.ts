/**
 * Content from Contentful on Workers through the shared snapshot in KV (ADR 053), against the
 * second workerd instance and the local Contentful stand-in: a publish is served on the next
 * request; while Contentful is down, pages keep serving from the last good snapshot, a webhook
 * that cannot sync keeps the old content and says so, and the scheduled sync catches up after.
 * Publishing is rewriting the stand-in's export, as an editor's publish changes the space.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { titleIn } from '../e2e/support/embedded-content'
import { signContentfulRequest } from '../support/sign-contentful-request'
import { SNAPSHOT_PAGES } from './snapshot-pages'
import { CONTENTFUL_STAND_IN, WORKERD_SNAPSHOT, WORKERS_WEBHOOK_SIGNING_SECRET } from './workerd-servers'

test.use({ baseURL: WORKERD_SNAPSHOT.url })
// The tests publish to the one stand-in and take it down: one at a time, in this order.
test.describe.configure({ mode: 'serial' })

const { edited, unseen } = SNAPSHOT_PAGES

/** Changes a page's title in the stand-in's space, written whole (the stand-in never reads half a file). */
function publishTitle(id: string, title: string): void {
  const file = CONTENTFUL_STAND_IN.exportPath
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries: { sys: { id: string; updatedAt?: string }; fields: Record<string, Record<string, string>> }[] }
  const entry = data.entries.find((candidate) => candidate.sys.id === id)!
  entry.fields.title = { 'en-US': title, 'es-MX': title }
  entry.sys.updatedAt = new Date().toISOString()
  writeFileSync(`${file}.publish`, JSON.stringify(data))
  renameSync(`${file}.publish`, file)
}

/** Contentful's publish notification for the entry, signed as Contentful signs it. */
function publishDelivery(id: string) {
  const body = JSON.stringify({ sys: { id, type: 'Entry', contentType: { sys: { id: 'contentDetail' } } } })
  return { headers: signContentfulRequest(WORKERS_WEBHOOK_SIGNING_SECRET, { path: '/api/webhooks/contentful', headers: { 'content-type': 'application/json' }, body }), data: body }
}

async function titleOf(request: APIRequestContext, path: string): Promise<string | undefined> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return titleIn(await response.text())
}

async function standIn(state: 'up' | 'down'): Promise<void> {
  const response = await fetch(`${CONTENTFUL_STAND_IN.url}/_stand-in/${state}`, { method: 'POST' })
  expect(response.ok).toBe(true)
}

test.afterAll(async () => {
  await standIn('up')
})

test('a webhook publish is served on the next request, in both languages', async ({ request }) => {
  expect(await titleOf(request, edited.path)).toContain(edited.title)
  const title = `Republished at ${Date.now()}`
  publishTitle(edited.id, title)
  const response = await request.post('/api/webhooks/contentful', publishDelivery(edited.id))
  expect(response.status()).toBe(200)
  expect(await titleOf(request, edited.path)).toContain(title)
  expect(await titleOf(request, `/es${edited.path}`)).toContain(title)
})

test('with the Contentful stand-in down, pages keep serving: one seen before and one not yet seen', async ({ request }) => {
  const before = await titleOf(request, edited.path)
  await standIn('down')
  // The scheduled sync fails and stores nothing.
  expect((await request.get('/cdn-cgi/local/scheduled')).status()).toBe(200)
  expect(await titleOf(request, edited.path)).toBe(before)
  expect(await titleOf(request, unseen.path)).toContain(unseen.title)
  expect(await titleOf(request, `/es${unseen.path}`)).toContain(unseen.title)
  expect((await request.get('/')).status()).toBe(200)
  await standIn('up')
})

test('with the stand-in down, a webhook keeps the old content serving and reports the failure; the scheduled sync catches up once it is back', async ({ request }) => {
  const before = await titleOf(request, edited.path)
  await standIn('down')
  const title = `Published during the outage at ${Date.now()}`
  publishTitle(edited.id, title)
  const response = await request.post('/api/webhooks/contentful', publishDelivery(edited.id))
  // Refused as a 503: Contentful may send it again; the pages never fail with it.
  expect(response.status()).toBe(503)
  expect(((await response.json()) as { error: string }).error).toContain('last good content')
  expect(await titleOf(request, edited.path)).toBe(before)

  await standIn('up')
  expect((await request.get('/cdn-cgi/local/scheduled')).status()).toBe(200)
  // The isolate serving pages reads the new version from KV at its next check (a few seconds).
  await expect.poll(() => titleOf(request, edited.path), { timeout: 20_000 }).toContain(title)
})
