/**
 * Content failures reach the team: the server's real error reporting (server-error-reporter)
 * sends to an error-reporting stand-in (MSW at the DSN's envelope endpoint) while the content
 * comes from the Delivery API (MSW, tests/mocks/contentful-handlers.ts). A refresh that keeps
 * failing is one event per refresh interval however many visitors come; each content issue is
 * one warning per content generation; a failed CDN purge is an event and a 5xx to Contentful.
 */
import { readFileSync } from 'node:fs'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createContentService, type ContentService } from '../../src/server/content/content-service.server.ts'
import { contentfulDeliverySource } from '../../src/server/content/contentful-delivery-source.server.ts'
import { handleContentfulWebhook } from '../../src/server/content/revalidation-webhook.server.ts'
import { reportServerError } from '../../src/server/error-reporting/server-error-reporter.server.ts'
import serverError from '../fixtures/contentful-cda/server-error.json'
import { contentfulError, contentfulHandlers, contentfulOutage, deliveryDataFromExport, DELIVERY_HOST, type DeliverySpaceData } from '../mocks/contentful-handlers.ts'
import { errorReportingStandIn, headlineOf } from '../mocks/error-reporting-handlers.ts'
import { server } from '../mocks/server.ts'
import { signContentfulRequest } from '../support/sign-contentful-request.ts'

const reporting = vi.hoisted(() => {
  // Read once, at the first report: set before anything in this file reports.
  process.env.SENTRY_DSN = 'http://public@errors.test/1'
  return { host: 'errors.test' }
})
afterAll(() => {
  delete process.env.SENTRY_DSN
})

const SPACE = 'campaignspace1'
const ENVIRONMENT = 'master'
const DELIVERY_TOKEN = 'delivery-token-0123456789'
const WEBHOOK_SIGNING_SECRET = 'a-webhook-signing-secret-of-some-length-0123'
const PURGE_URL = 'https://purge.cdn.test/purge'

type Json = Record<string, unknown>
const contentTypeOf = (entry: Json) => ((entry.sys as Json).contentType as { sys: { id: string } }).sys.id

let delivery: DeliverySpaceData
let standIn: ReturnType<typeof errorReportingStandIn>
const services: ContentService[] = []

beforeEach(() => {
  const exported = JSON.parse(readFileSync('content/export.json', 'utf8')) as { entries: Json[]; assets: Json[]; locales: Json[] }
  delivery = deliveryDataFromExport(exported, SPACE, ENVIRONMENT)
  standIn = errorReportingStandIn(reporting.host)
  server.use(standIn.handler, ...contentfulHandlers({ spaceId: SPACE, environment: ENVIRONMENT, deliveryToken: DELIVERY_TOKEN, delivery }))
})

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(services.splice(0).map((service) => service.refreshNow().catch(() => undefined)))
})

function service(checkEveryMs: number) {
  const source = contentfulDeliverySource({ spaceId: SPACE, environment: ENVIRONMENT, accessToken: DELIVERY_TOKEN })
  const created = createContentService(source, { checkEveryMs, isStale: async () => true })
  services.push(created)
  return created
}

const failures = () => standIn.events.filter((event) => headlineOf(event).type === 'ContentRefreshError')
const issueEvents = () => standIn.events.filter((event) => headlineOf(event).type === 'ContentIssue')

/**
 * Every event reported so far has reached the stand-in: a marker reported now (a logged warning,
 * outside the cap) arrives after them, the transport sending in the order it was given.
 */
async function reportsDelivered() {
  const marker = `delivery marker ${standIn.events.length}-${Math.random()}`
  reportServerError(new Error(marker), 'warning', { logged: true })
  await vi.waitFor(() => expect(standIn.events.some((event) => headlineOf(event).value.includes(marker))).toBe(true))
}

describe('a content refresh that fails', () => {
  it('reaches error reporting once per refresh interval, not once per request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.parse('2026-10-01T12:00:00Z')
    vi.setSystemTime(start)
    const content = service(60_000)
    const first = await content.current()

    server.use(...contentfulOutage(DELIVERY_HOST, () => contentfulError(serverError, 500)))
    for (const interval of [1, 2, 3]) {
      vi.setSystemTime(start + interval * 60_000 + 1_000)
      // A crowd of visitors within the interval: all served the last good content at once.
      const served = await Promise.all(Array.from({ length: 25 }, () => content.current()))
      expect(served.every((index) => index === first)).toBe(true)
      await vi.waitFor(() => expect(failures()).toHaveLength(interval))
      vi.setSystemTime(start + interval * 60_000 + 30_000)
      await Promise.all(Array.from({ length: 25 }, () => content.current()))
    }
    await reportsDelivered()
    expect(failures()).toHaveLength(3)
    for (const event of failures()) {
      expect(event.level).toBe('error')
      expect(headlineOf(event).value).toContain(SPACE)
      expect(headlineOf(event).value).toMatch(/500 ServerError/)
    }
  })
})

describe('content issues', () => {
  it('reach error reporting as warnings once per content generation, not on every refresh', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = delivery.entries.find((entry) => contentTypeOf(entry) === 'contentDetail') as Json
    delete (broken.fields as Json).title
    const content = service(0)
    const first = await content.current()
    expect(first.issues.length).toBeGreaterThan(0)
    await vi.waitFor(() => expect(issueEvents()).toHaveLength(first.issues.length))
    const brokenId = String((broken.sys as Json).id)
    expect(issueEvents().some((event) => headlineOf(event).value.includes(brokenId) && headlineOf(event).value.includes('title'))).toBe(true)
    expect(issueEvents().every((event) => event.level === 'warning')).toBe(true)

    // Unchanged content: the same generation, nothing reported again.
    expect(await content.refreshNow()).toBe(first)
    expect(await content.refreshNow()).toBe(first)
    await reportsDelivered()
    expect(issueEvents()).toHaveLength(first.issues.length)

    // Another publish is a new generation: its issues are told again.
    const home = delivery.entries.find((entry) => contentTypeOf(entry) === 'campaignHomepage') as Json
    ;((home.fields as Json).title as Json)['en-US'] = 'A new headline'
    const next = await content.refreshNow()
    expect(next).not.toBe(first)
    await vi.waitFor(() => expect(issueEvents()).toHaveLength(first.issues.length + next.issues.length))
  })
})

describe('the publish webhook when the CDN purge fails', () => {
  it('answers 502 so Contentful retries, and the failure reaches error reporting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(PURGE_URL, () => new HttpResponse('purge service unavailable', { status: 503 })))
    const content = service(60_000)
    await content.current()
    const page = delivery.entries.find((entry) => contentTypeOf(entry) === 'contentDetail') as Json
    const purge = async (paths: string[]) => {
      const response = await fetch(PURGE_URL, { method: 'POST', body: JSON.stringify({ paths }) })
      if (!response.ok) throw new Error(`purge answered ${response.status}`)
    }
    const payload = JSON.stringify({ sys: { id: (page.sys as Json).id, type: 'Entry' } })
    const request = new Request('http://site.test/api/webhooks/contentful', {
      method: 'POST',
      headers: signContentfulRequest(WEBHOOK_SIGNING_SECRET, { path: '/api/webhooks/contentful', headers: { 'content-type': 'application/json' }, body: payload }),
      body: payload,
    })
    const response = await handleContentfulWebhook(request, { signingSecret: WEBHOOK_SIGNING_SECRET, content, purge })

    expect(response.status).toBe(502)
    const body = (await response.json()) as { error: string; reference: string }
    expect(body.error).toMatch(/purge failed/i)
    await vi.waitFor(() => expect(standIn.events.filter((event) => headlineOf(event).type === 'CdnPurgeError')).toHaveLength(1))
    const [event] = standIn.events.filter((candidate) => headlineOf(candidate).type === 'CdnPurgeError')
    expect(event?.level).toBe('error')
    expect(headlineOf(event!).value).toContain('purge answered 503')
    expect(body.reference).toMatch(/^[0-9a-f]{32}$/)
  })
})
