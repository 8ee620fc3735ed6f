/**
 * A form posted without a script from a state page (ADR 051): the visitor was shown their state's
 * page at the base URL, and that page's form is the one answered — not the base page's (here a
 * page with no form at all, which would have dropped the answers with a redirect back). In
 * process, against an export built from the embedded one: a content page whose Iowa page is a
 * copy of the volunteer page, its form included.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCATION_COOKIE, serializeLocationCookie } from '../../src/shared/segments/location-cookie.ts'
import { entriesOfPageType, localized } from '../e2e/support/embedded-content.ts'

vi.mock('@tanstack/react-start/server', () => ({
  setResponseStatus: () => {},
  getRequestHeader: () => undefined,
  getRequestIP: () => '203.0.113.77',
  getRequest: () => new Request('http://127.0.0.1/'),
}))

type Entry = { sys: { id: string } & Record<string, unknown>; fields: Record<string, Record<string, unknown> | undefined> }

const volunteer = entriesOfPageType('content/export.json', 'volunteer')[0] as unknown as Entry
const article = entriesOfPageType('content/export.json', 'contentDetail')[0] as unknown as Entry
const articlePath = localized(article as never, 'path', 'en-US')!

function exportWithIowaVolunteerPage(): string {
  const data = JSON.parse(readFileSync('content/export.json', 'utf8')) as { entries: Entry[] }
  const iowa = structuredClone(volunteer)
  iowa.sys.id = 'iowa-volunteer-state-page'
  iowa.fields.path = { 'en-US': `${articlePath}--ia` }
  data.entries.push(iowa)
  const file = join(mkdtempSync(join(tmpdir(), 'state-page-form-')), 'export.json')
  writeFileSync(file, JSON.stringify(data))
  return file
}

beforeAll(async () => {
  vi.stubEnv('CONTENT_EXPORT_PATH', exportWithIowaVolunteerPage())
  vi.stubEnv('DATABASE_URL', '')
  vi.stubEnv('EMBEDDED_DATABASE_DIR', 'memory://')
  vi.stubEnv('CRM_WEBHOOK_URL', '')
  const [{ siteDatabase }, { contentService }] = await Promise.all([import('../../src/server/database/database.server.ts'), import('../../src/server/content/content-service.server.ts')])
  await Promise.all([siteDatabase(), contentService().current()])
}, 120_000)
afterAll(async () => {
  const { closeSiteDatabase } = await import('../../src/server/database/database.server.ts')
  await closeSiteDatabase()
  vi.unstubAllEnvs()
})

async function postTo(path: string, email: string, cookie?: string): Promise<Response> {
  const { answerFormPost } = await import('../../src/server/forms/answer-form-post.server.ts')
  const body = new URLSearchParams({ firstName: 'Ana', lastName: 'Pérez', email, zip: '50309', availability: 'weekends' }).toString()
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) }
  const answered = await answerFormPost(new Request(`http://127.0.0.1${path}`, { method: 'POST', headers, body }), () => null)
  if (!(answered instanceof Response)) throw new Error('expected a redirect, got the page rendered again')
  return answered
}

async function storedFor(email: string) {
  const { siteDatabase } = await import('../../src/server/database/database.server.ts')
  return (await siteDatabase()).query<{ page_path: string }>("select page_path from form_submissions where fields->>'email' = $1", [email])
}

describe('a form posted without a script at a URL with state pages', { timeout: 30_000 }, () => {
  it('answers the Iowa page’s form for a visitor in Iowa: stored, not dropped with a redirect back', async () => {
    const response = await postTo(articlePath, 'iowa-volunteer@example.org', `${LOCATION_COOKIE}=${serializeLocationCookie({ stateCode: 'IA' })}`)
    expect(response.status).toBe(303)
    expect(await storedFor('iowa-volunteer@example.org')).toHaveLength(1)
  })

  it('answers the national page for everyone else: it has no form, so nothing is stored', async () => {
    const response = await postTo(articlePath, 'national-visitor@example.org')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(articlePath)
    expect(await storedFor('national-visitor@example.org')).toHaveLength(0)
  })
})
