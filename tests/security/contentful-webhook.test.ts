/**
 * Threat: anyone who can reach POST /api/webhooks/contentful makes the site re-read its content
 * and purge the CDN at will (a static shared header, once seen in a log or a proxy, works forever;
 * a captured request could be sent again). Control: Contentful's request signature over method,
 * path, signed headers and body, within a 30-second window; the route's body limit is one number
 * shared by the door and the handler, large enough for a large publish.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigError, parseConfig } from '../../app.config'
import { buildContentIndex, type ContentIndex } from '../../src/server/content/content-index'
import { readExportFile } from '../../src/server/content/read-export-file'
import { handleContentfulWebhook } from '../../src/server/content/revalidation-webhook.server'
import { MAX_REQUEST_BODY_BYTES, refuseOversizedBody } from '../../src/server/http/request-body-limit'
import { signContentfulRequest } from '../support/sign-contentful-request'

const SECRET = 'contentful-signing-secret-0123456789abcdef'
const PATH = '/api/webhooks/contentful'
const NOW = Date.UTC(2026, 10, 27, 12)
let index: ContentIndex

beforeAll(async () => {
  index = buildContentIndex(await readExportFile('content/export.json'))
})

function deliveries() {
  const content = { current: vi.fn(async () => index), refreshNow: vi.fn(async () => index) }
  const purge = vi.fn(async (_paths: string[]) => {})
  return { content, purge, deps: { signingSecret: SECRET, content, purge, now: () => NOW } }
}

const publish = (fields: Record<string, unknown> = {}) => JSON.stringify({ sys: { id: 'e2ePlainPage', type: 'Entry' }, fields })

function request(body: string, headers: Record<string, string>) {
  return new Request(`https://site.example${PATH}`, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, body })
}
const signed = (body: string, { secret = SECRET, at = NOW }: { secret?: string; at?: number } = {}) =>
  request(body, signContentfulRequest(secret, { path: PATH, headers: { 'content-type': 'application/vnd.contentful.management.v1+json' }, body }, at))

describe('the Contentful webhook refuses what Contentful did not sign just now', () => {
  it('an unsigned request (even with the old static secret header) is refused with 401 and purges nothing', async () => {
    const { deps, content, purge } = deliveries()
    const response = await handleContentfulWebhook(request(publish(), { 'content-type': 'application/json', 'x-webhook-secret': SECRET }), deps)
    expect(response.status).toBe(401)
    expect(content.refreshNow).not.toHaveBeenCalled()
    expect(purge).not.toHaveBeenCalled()
  })

  it('a request signed with another secret, or whose body, path or signed header was changed after signing, is refused and purges nothing', async () => {
    const { deps, content, purge } = deliveries()
    const body = publish()
    const good = signContentfulRequest(SECRET, { path: PATH, headers: { 'content-type': 'application/json' }, body }, NOW)
    const attempts = [
      signed(body, { secret: 'another-signing-secret-0123456789abcdef' }),
      request(publish({ title: 'changed' }), good),
      new Request(`https://site.example${PATH}?purge=all`, { method: 'POST', headers: good, body }),
      request(body, { ...good, 'content-type': 'text/plain' }),
      request(body, { ...good, 'x-contentful-signature': 'f'.repeat(64) }),
      // The time left out of what is signed: a captured request could then be given a new time.
      request(body, { ...good, 'x-contentful-signed-headers': 'content-type,x-contentful-signed-headers' }),
    ]
    for (const attempt of attempts) expect((await handleContentfulWebhook(attempt, deps)).status).toBe(401)
    expect(content.refreshNow).not.toHaveBeenCalled()
    expect(purge).not.toHaveBeenCalled()
  })

  it('a correctly signed request replayed after the 30-second window, or dated ahead of the clock, is refused and purges nothing', async () => {
    const { deps, content, purge } = deliveries()
    for (const at of [NOW - 30_000, NOW - 60 * 60_000, NOW + 60_000]) {
      expect((await handleContentfulWebhook(signed(publish(), { at }), deps)).status).toBe(401)
    }
    expect(content.refreshNow).not.toHaveBeenCalled()
    expect(purge).not.toHaveBeenCalled()
  })

  it('a correctly signed publish over the site-wide 256 KiB limit passes the door and the handler, and purges', async () => {
    const { deps, purge } = deliveries()
    const body = publish({ body: { 'en-US': 'x'.repeat(MAX_REQUEST_BODY_BYTES + 10_000) } })
    const delivery = signed(body, { at: NOW - 1_000 })
    expect(refuseOversizedBody(delivery)).toBeNull()
    const response = await handleContentfulWebhook(delivery, deps)
    expect(response.status).toBe(200)
    expect(purge).toHaveBeenCalledTimes(1)
  })

  it('a body over the route limit is refused at the door (413) before anything reads it', () => {
    const body = 'x'.repeat(1024 * 1024 + 1)
    expect(refuseOversizedBody(signed(body))?.status).toBe(413)
  })
})

describe('the webhook configuration', () => {
  it('refuses to start with the old static CONTENTFUL_WEBHOOK_SECRET, so no deployment keeps a header anyone who saw it can send', () => {
    expect(() => parseConfig({ CONTENTFUL_WEBHOOK_SECRET: 'a-static-secret-0123456789' })).toThrow(ConfigError)
    expect(() => parseConfig({ CONTENTFUL_WEBHOOK_SECRET: 'a-static-secret-0123456789' })).toThrow(/CONTENTFUL_WEBHOOK_SIGNING_SECRET/)
  })

  it('turns the webhook on with the signing secret only', () => {
    expect(parseConfig({}).contentfulWebhookSigningSecret).toBeUndefined()
    expect(parseConfig({ CONTENTFUL_WEBHOOK_SIGNING_SECRET: SECRET }).contentfulWebhookSigningSecret).toBe(SECRET)
    expect(() => parseConfig({ CONTENTFUL_WEBHOOK_SIGNING_SECRET: 'short' })).toThrow(ConfigError)
  })
})
