import { beforeAll, describe, expect, it, vi } from 'vitest'
import { buildContentIndex, type ContentIndex } from './content-index'
import { readExportFile } from './read-export-file'
import { handleContentfulWebhook } from './revalidation-webhook.server'
import type { SpaceSnapshot } from './space-snapshot'
import { signContentfulRequest } from '../../../tests/support/sign-contentful-request'

const SECRET = 'a-signing-secret-of-some-length-0123456789'
const URL_OF_HOOK = 'http://site.test/api/webhooks/contentful'
let snapshot: SpaceSnapshot
let index: ContentIndex

beforeAll(async () => {
  snapshot = await readExportFile('content/export.json')
  index = buildContentIndex(snapshot)
})

const service = () => ({ current: vi.fn(async () => index), refreshNow: vi.fn(async () => index) })
/** A request signed as Contentful signs it (with `secret`; null: unsigned). */
const post = (body: unknown, secret: string | null = SECRET) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const headers = { 'content-type': 'application/json' }
  return new Request(URL_OF_HOOK, {
    method: 'POST',
    headers: secret ? signContentfulRequest(secret, { path: '/api/webhooks/contentful', headers, body: text }) : headers,
    body: text,
  })
}
const ofType = (type: string) => snapshot.entries.filter((entry) => entry.sys.contentType.sys.id === type)

describe('the Contentful webhook', () => {
  it('refuses an unsigned request or one signed with another secret with 401 and changes nothing', async () => {
    const content = service()
    for (const secret of [null, 'wrong', `${SECRET}x`]) {
      const response = await handleContentfulWebhook(post({ sys: { id: 'x', type: 'Entry' } }, secret), { signingSecret: SECRET, content })
      expect(response.status).toBe(401)
    }
    expect(content.refreshNow).not.toHaveBeenCalled()
  })

  it('is off (404) when no signing secret is configured', async () => {
    expect((await handleContentfulWebhook(post({}), { signingSecret: undefined, content: service() })).status).toBe(404)
  })

  it('answers 400 to a body that is not an entry or asset payload', async () => {
    for (const body of ['not json', { sys: { type: 'Entry' } }, { sys: { id: 'x', type: 'Space' } }]) {
      expect((await handleContentfulWebhook(post(body), { signingSecret: SECRET, content: service() })).status).toBe(400)
    }
  })

  it('purges exactly the pages that show a published page: itself in both languages and the pages that link to it', async () => {
    const detail = ofType('contentDetail').find((entry) => ofType('campaignHomepage').some((home) => JSON.stringify(home.fields).includes(entry.sys.id)))!
    const purge = vi.fn(async () => {})
    const content = service()
    const response = await handleContentfulWebhook(post({ sys: { id: detail.sys.id, type: 'Entry' } }), { signingSecret: SECRET, content, purge })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { scope: string; purged: string[] }
    expect(body.scope).toBe('pages')
    const own = ['en-US', 'es-MX'].map((locale) => index.pages(locale as 'en-US' | 'es-MX').find((page) => page.id === detail.sys.id)!.path)
    expect(body.purged).toEqual(expect.arrayContaining([...own, '/', '/es', '/sitemap.xml']))
    expect(body.purged.length).toBeLessThan(index.pages('en-US').length * 2 + 1)
    expect(purge).toHaveBeenCalledWith(body.purged)
    expect(content.refreshNow).toHaveBeenCalledTimes(1)
  })

  it('answers 502 when the CDN purge fails, so Contentful sends it again, and reports the failure', async () => {
    const report = vi.fn(() => 'ref-purge')
    const purge = vi.fn(async () => Promise.reject(new Error('purge answered 503')))
    const page = ofType('contentDetail')[0]!
    const response = await handleContentfulWebhook(post({ sys: { id: page.sys.id, type: 'Entry' } }), { signingSecret: SECRET, content: service(), purge, report })

    expect(response.status).toBe(502)
    const body = (await response.json()) as { error: string; reference: string; purged: string[] }
    expect(body.error).toMatch(/purge failed/i)
    expect(body.reference).toBe('ref-purge')
    expect(body.purged).toContain('/sitemap.xml')
    expect(report).toHaveBeenCalledTimes(1)
    const [failure, level] = report.mock.calls[0] as unknown as [Error, string]
    expect(level).toBe('error')
    expect(failure.message).toContain(page.sys.id)
    expect(failure.message).toContain('purge answered 503')
  })

  it('answers 503 when the content cannot be read again (the content service has reported it), and purges nothing', async () => {
    const content = { current: vi.fn(async () => index), refreshNow: vi.fn(async () => Promise.reject(new Error('space unreachable'))) }
    const purge = vi.fn(async () => {})
    const report = vi.fn(() => 'ref')
    const response = await handleContentfulWebhook(post({ sys: { id: 'x', type: 'Entry' } }), { signingSecret: SECRET, content, purge, report })
    expect(response.status).toBe(503)
    expect(purge).not.toHaveBeenCalled()
    expect(report).not.toHaveBeenCalled()
  })

  it('purges every page for a deleted entry that is not tied to pages, such as a navigation link', async () => {
    const link = ofType('navigationLink')[0]!
    const response = await handleContentfulWebhook(post({ sys: { id: link.sys.id, type: 'DeletedEntry' } }), { signingSecret: SECRET, content: service() })
    const body = (await response.json()) as { scope: string; purged: string[] }
    // Navigation links are linked from site settings, not from pages: every page shows them.
    expect(body.scope).toBe('all')
    expect(body.purged.length).toBe(index.pages('en-US').length + index.pages('es-MX').length + 1)
  })
})
