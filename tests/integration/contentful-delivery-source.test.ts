/**
 * Content live from Contentful: the site reads the Delivery API's Sync API (or, for drafts, the
 * Preview API's collections) through the official SDK and must build exactly the site the export
 * file builds; a refresh fetches only what changed, and unchanged content keeps its index. The API
 * is MSW, answering in Contentful's own response format (tests/mocks/contentful-handlers.ts).
 */
import { readFileSync } from 'node:fs'
import { delay, http, HttpResponse, type JsonBodyType } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildContentIndex } from '../../src/server/content/content-index.ts'
import { createContentService, type ContentService } from '../../src/server/content/content-service.server.ts'
import { contentfulDeliverySource } from '../../src/server/content/contentful-delivery-source.server.ts'
import { readExportFile } from '../../src/server/content/read-export-file.ts'
import type { SpaceSnapshot } from '../../src/server/content/space-snapshot.ts'
import { LOCALES } from '../../src/shared/locale.ts'
import serverError from '../fixtures/contentful-cda/server-error.json'
import {
  contentfulError,
  contentfulHandlers,
  contentfulOutage,
  deliveryDataFromExport,
  DELIVERY_HOST,
  PREVIEW_HOST,
  type DeliverySpaceData,
  type RecordedRequest,
  type SyncTokenStore,
} from '../mocks/contentful-handlers.ts'
import { server } from '../mocks/server.ts'

const EXPORT_PATH = 'content/export.json'
const SPACE = 'campaignspace1'
const ENVIRONMENT = 'master'
const DELIVERY_TOKEN = 'delivery-token-0123456789'
const PREVIEW_TOKEN = 'preview-token-9876543210'

type Json = Record<string, unknown>
type ExportJson = { entries: Json[]; assets: Json[]; locales: Json[] }

const readExportJson = (): ExportJson => JSON.parse(readFileSync(EXPORT_PATH, 'utf8')) as ExportJson
const contentTypeOf = (entry: Json) => ((entry.sys as Json).contentType as { sys: { id: string } }).sys.id

const byId = <T extends { sys: { id: string } }>(items: T[]) => [...items].sort((a, b) => a.sys.id.localeCompare(b.sys.id))

function source(options: { preview?: boolean; timeoutMs?: number; accessToken?: string; spaceId?: string } = {}) {
  return contentfulDeliverySource({
    spaceId: options.spaceId ?? SPACE,
    environment: ENVIRONMENT,
    accessToken: options.accessToken ?? DELIVERY_TOKEN,
    ...(options.preview ? { preview: { token: PREVIEW_TOKEN } } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
}

/** The same site, compared page by page in both languages. */
function expectSameSite(fromApi: SpaceSnapshot, fromExport: SpaceSnapshot) {
  const api = buildContentIndex(fromApi)
  const file = buildContentIndex(fromExport)
  expect(api.issues).toEqual(file.issues)
  for (const locale of LOCALES) {
    const filePages = file.pages(locale)
    expect(filePages.length).toBeGreaterThan(0)
    expect(api.pages(locale).map((page) => page.path).sort()).toEqual(filePages.map((page) => page.path).sort())
    for (const page of filePages) expect(api.page(locale, page.path)).toEqual(page)
    expect(api.siteSettings(locale)).toEqual(file.siteSettings(locale))
    expect(api.labels(locale)).toEqual(file.labels(locale))
    expect(api.personalizedContent(locale)).toEqual(file.personalizedContent(locale))
  }
}

let requests: RecordedRequest[]
let exported: ExportJson
let delivery: DeliverySpaceData
/** The API's memory of the sync tokens it gave: kept when a test replaces the handlers. */
let syncTokens: SyncTokenStore
const services: ContentService[] = []

beforeEach(() => {
  requests = []
  exported = readExportJson()
  delivery = deliveryDataFromExport(exported, SPACE, ENVIRONMENT)
  syncTokens = new Map()
})

afterEach(async () => {
  vi.useRealTimers()
  // A refresh a visit started in the background must not run into the next test's API.
  await Promise.all(services.splice(0).map((service) => service.refreshNow().catch(() => undefined)))
})

const ofCollection = (collection: RecordedRequest['collection']) => requests.filter((request) => request.collection === collection)
const syncQueries = () => ofCollection('sync').map((request) => request.query)
const entryOfType = (type: string) => delivery.entries.find((entry) => contentTypeOf(entry) === type) as Json
const setTitle = (entry: Json, title: string) => {
  ;((entry.fields as Json).title as Json)['en-US'] = title
}

/** The failures a service reported: what error reporting would receive. */
function reportStandIn() {
  const report = vi.fn((_error: unknown, _level?: string, _options?: { logged?: boolean }) => 'ref')
  const failures = () => report.mock.calls.filter(([error]) => (error as Error).name !== 'ContentIssue').map(([error]) => (error as Error).message)
  return { report, failures }
}

/** A content service over the Delivery API that refreshes on every visit. */
function liveService(options: { timeoutMs?: number } = {}) {
  const { report, failures } = reportStandIn()
  const service = createContentService(source(options), { checkEveryMs: 0, isStale: async () => true }, { report })
  services.push(service)
  return { service, report, failures }
}

function useSpace(overrides: Partial<Parameters<typeof contentfulHandlers>[0]> = {}) {
  server.use(
    ...contentfulHandlers({
      spaceId: SPACE,
      environment: ENVIRONMENT,
      deliveryToken: DELIVERY_TOKEN,
      previewToken: PREVIEW_TOKEN,
      delivery,
      requests,
      syncTokens,
      ...overrides,
    }),
  )
}

describe('contentfulDeliverySource against the Delivery API', () => {
  it('builds the same site from the Delivery API as from the export file, in both languages', async () => {
    useSpace()
    const fromApi = await source().load()
    const fromExport = await readExportFile(EXPORT_PATH)

    expect(byId(fromApi.entries)).toEqual(byId(fromExport.entries))
    expect(byId(fromApi.assets)).toEqual(byId(fromExport.assets))
    expect(fromApi.locales).toEqual(fromExport.locales)
    expect(fromApi.issues).toEqual([])
    expectSameSite(fromApi, fromExport)
  })

  it('starts with one initial sync of 1000 items a page and the locales, with the delivery token', async () => {
    useSpace()
    await source().load()

    expect(ofCollection('sync').map((request) => request.query)).toEqual([{ initial: 'true', limit: '1000' }])
    expect(ofCollection('locales')).toHaveLength(1)
    expect(ofCollection('entries')).toHaveLength(0)
    expect(ofCollection('assets')).toHaveLength(0)
    for (const request of requests) {
      expect(request).toMatchObject({ host: DELIVERY_HOST, space: SPACE, environment: ENVIRONMENT, authorization: `Bearer ${DELIVERY_TOKEN}` })
    }
  })

  it('names the space and environment in the source description used by the logs', () => {
    expect(source().name).toContain(SPACE)
    expect(source().name).toContain(ENVIRONMENT)
    expect(source({ preview: true }).name).toMatch(/preview/i)
  })

  it('rejects load() with Contentful’s AccessTokenInvalid error when the token is wrong', async () => {
    useSpace()
    await expect(source({ accessToken: 'wrong-token' }).load()).rejects.toMatchObject({ name: 'AccessTokenInvalid' })
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.every((request) => request.authorization === 'Bearer wrong-token')).toBe(true)
  })

  it('rejects load() when the space does not exist', async () => {
    useSpace()
    await expect(source({ spaceId: 'nosuchspace' }).load()).rejects.toMatchObject({ name: 'NotFound' })
  })
})

describe('the Sync API keeps the published content up to date', () => {
  it('pages through the initial sync by nextPageUrl, then asks only with the next sync token', async () => {
    const large = withFillerEntries(2400)
    useSpace({ delivery: large })
    const live = source()
    const snapshot = await live.load()

    expect(snapshot.entries).toHaveLength(large.entries.length)
    expect(new Set(snapshot.entries.map((entry) => entry.sys.id)).size).toBe(large.entries.length)
    expect(snapshot.assets).toHaveLength(large.assets.length)
    const [initial, ...pages] = syncQueries()
    expect(initial).toEqual({ initial: 'true', limit: '1000' })
    expect(pages).toHaveLength(Math.ceil((large.entries.length + large.assets.length) / 1000) - 1)
    for (const page of pages) expect(Object.keys(page)).toEqual(['sync_token'])
    expectSameSite(
      { ...snapshot, entries: snapshot.entries.filter((entry) => entry.sys.contentType.sys.id !== 'archiveNote') },
      await readExportFile(EXPORT_PATH),
    )

    requests.length = 0
    await live.load()
    expect(syncQueries()).toEqual([{ sync_token: expect.any(String) }])
    expect(ofCollection('sync')[0]?.answered).toBe(0)
  })

  it('pages by what the API sends when it puts fewer items on a page than asked', async () => {
    useSpace({ maxPageSize: 7 })
    const snapshot = await source().load()
    expect(snapshot.entries.map((entry) => entry.sys.id).sort()).toEqual(delivery.entries.map((entry) => (entry.sys as Json).id).sort())
    expect(snapshot.assets).toHaveLength(delivery.assets.length)
    expect(ofCollection('sync').length).toBe(Math.ceil((delivery.entries.length + delivery.assets.length) / 7))
  })

  it('applies a delta with an edited entry: only that entry is fetched, and the page shows the edit', async () => {
    useSpace()
    const { service } = liveService()
    const first = await service.current()
    setTitle(entryOfType('campaignHomepage'), 'A headline from the delta')
    requests.length = 0

    const next = await service.refreshNow()
    expect(next).not.toBe(first)
    expect(next.page('en-US', '/')?.title).toBe('A headline from the delta')
    expect(ofCollection('sync').map((request) => request.answered)).toEqual([1])
    expect(ofCollection('entries')).toHaveLength(0)
  })

  it('removes a deleted page within one refresh', async () => {
    useSpace()
    const { service } = liveService()
    const first = await service.current()
    const detail = entryOfType('contentDetail')
    const detailId = (detail.sys as Json).id
    const path = first.pages('en-US').find((page) => page.id === detailId)?.path
    expect(path).toBeDefined()
    delivery.entries = delivery.entries.filter((entry) => entry !== detail)
    requests.length = 0

    const next = await service.refreshNow()
    expect(next.page('en-US', path as string)).toBeNull()
    expect(next.pages('es-MX').some((page) => page.id === detailId)).toBe(false)
    expect(ofCollection('sync').map((request) => request.answered)).toEqual([1])
  })

  it('keeps the very same index (the same generation of cached pages) while the space does not change', async () => {
    useSpace()
    const { service } = liveService()
    const first = await service.current()
    const live = requests.length

    expect(await service.refreshNow()).toBe(first)
    for (let visit = 0; visit < 3; visit += 1) {
      const syncsSoFar = ofCollection('sync').length
      expect(await service.current()).toBe(first)
      await vi.waitFor(() => expect(ofCollection('sync').length).toBe(syncsSoFar + 1))
    }
    expect(await service.current()).toBe(first)
    const refreshes = requests.slice(live).filter((request) => request.collection === 'sync')
    expect(refreshes.length).toBeGreaterThanOrEqual(4)
    for (const request of refreshes) {
      expect(Object.keys(request.query)).toEqual(['sync_token'])
      expect(request.answered).toBe(0)
    }
  })

  it('starts a new initial sync when the sync token is refused, keeping the index when nothing changed meanwhile', async () => {
    useSpace()
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { service, failures } = liveService()
    const first = await service.current()

    syncTokens.clear()
    requests.length = 0
    expect(await service.refreshNow()).toBe(first)
    expect(syncQueries()).toEqual([{ sync_token: expect.any(String) }, { initial: 'true', limit: '1000' }])
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/sync token was refused.*BadRequest/))

    syncTokens.clear()
    setTitle(entryOfType('campaignHomepage'), 'Changed while the token expired')
    const next = await service.refreshNow()
    expect(next.page('en-US', '/')?.title).toBe('Changed while the token expired')

    // Then back to deltas with the new token.
    requests.length = 0
    expect(await service.refreshNow()).toBe(next)
    expect(syncQueries()).toEqual([{ sync_token: expect.any(String) }])
    expect(failures()).toEqual([])
  })

  it('keeps its sync token when a delta fails, so the next refresh still gets the change', async () => {
    useSpace()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { service, failures } = liveService()
    await service.current()
    setTitle(entryOfType('campaignHomepage'), 'Published during the failure')
    server.use(http.get(`https://${DELIVERY_HOST}/spaces/:space/environments/:environment/sync`, () => contentfulError(serverError, 500), { once: true }))

    await expect(service.refreshNow()).rejects.toMatchObject({ name: 'ServerError' })
    expect(failures()).toEqual([expect.stringMatching(/ServerError/)])
    requests.length = 0
    expect((await service.refreshNow()).page('en-US', '/')?.title).toBe('Published during the failure')
    expect(syncQueries()).toEqual([{ sync_token: expect.any(String) }])
  })
})

/** Entries of a content type the site does not use: served by the API, ignored by the site. */
function withFillerEntries(count: number): DeliverySpaceData {
  const template = delivery.entries[0] as Json
  const filler = Array.from({ length: count }, (_, index) => ({
    ...template,
    sys: { ...(template.sys as Json), id: `filler${String(index).padStart(5, '0')}`, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'archiveNote' } } },
    fields: { note: { 'en-US': `note ${index}` } },
  }))
  // Spread the site's own entries over several pages.
  return { ...delivery, entries: [...filler.slice(0, count / 2), ...delivery.entries, ...filler.slice(count / 2)] }
}

describe('pagination of the Preview API’s collections', () => {
  it('loads every entry when the space has more entries than fit on one page', async () => {
    const large = withFillerEntries(2400)
    useSpace({ preview: large })
    const snapshot = await source({ preview: true }).load()

    expect(snapshot.entries).toHaveLength(large.entries.length)
    expect(new Set(snapshot.entries.map((entry) => entry.sys.id)).size).toBe(large.entries.length)
    const entryPages = requests.filter((request) => request.collection === 'entries').map((request) => Number(request.query.skip))
    expect(entryPages).toEqual([0, 1000, 2000])
    expectSameSite(
      { ...snapshot, entries: snapshot.entries.filter((entry) => entry.sys.contentType.sys.id !== 'archiveNote') },
      await readExportFile(EXPORT_PATH),
    )
  })

  it('loads every entry when the API answers fewer items per page than the site asked for', async () => {
    // The API reports the page size it applied in `limit`; the site must page by what it got.
    useSpace({ maxPageSize: 2 })
    const snapshot = await source({ preview: true }).load()

    expect(snapshot.entries.map((entry) => entry.sys.id).sort()).toEqual(delivery.entries.map((entry) => (entry.sys as Json).id).sort())
    expect(snapshot.assets).toHaveLength(delivery.assets.length)
    const skips = requests.filter((request) => request.collection === 'entries').map((request) => Number(request.query.skip))
    expect(skips.slice(0, 3)).toEqual([0, 2, 4])
  })
})

describe('the Preview API', () => {
  function withDraftPage(): DeliverySpaceData {
    const published = delivery.entries.find((entry) => contentTypeOf(entry) === 'contentDetail') as Json
    const draft = structuredClone(published)
    ;(draft.sys as Json).id = 'draftPageEntry01'
    draft.fields = {
      ...(draft.fields as Json),
      title: { 'en-US': 'Draft: a page not yet published', 'es-MX': 'Borrador: una página sin publicar' },
      path: { 'en-US': '/draft-preview-page', 'es-MX': '/pagina-borrador' },
    }
    return { ...delivery, entries: [...delivery.entries, draft] }
  }

  it('reads drafts from preview.contentful.com with the preview token when preview is given', async () => {
    useSpace({ preview: withDraftPage() })
    const snapshot = await source({ preview: true }).load()
    const index = buildContentIndex(snapshot)

    expect(requests.length).toBeGreaterThanOrEqual(3)
    for (const request of requests) {
      expect(request.host).toBe(PREVIEW_HOST)
      expect(request.authorization).toBe(`Bearer ${PREVIEW_TOKEN}`)
    }
    expect(index.page('en-US', '/draft-preview-page')?.id).toBe('draftPageEntry01')
    expect(index.page('es-MX', '/es/pagina-borrador')?.id).toBe('draftPageEntry01')
  })

  it('reads the drafts in full on each refresh (the Preview API has no Sync API), keeping the snapshot while they stay the same', async () => {
    const drafts = withDraftPage()
    useSpace({ preview: drafts })
    const preview = source({ preview: true })
    const first = await preview.load()
    expect(await preview.load()).toBe(first)
    expect(ofCollection('sync')).toHaveLength(0)
    expect(ofCollection('entries')).toHaveLength(2)

    setTitle(drafts.entries.find((entry) => (entry.sys as Json).id === 'draftPageEntry01') as Json, 'Draft: edited')
    const next = await preview.load()
    expect(next).not.toBe(first)
    expect(buildContentIndex(next).page('en-US', '/draft-preview-page')?.title).toBe('Draft: edited')
  })

  it('never shows drafts through the Delivery API', async () => {
    useSpace({ preview: withDraftPage() })
    const index = buildContentIndex(await source().load())

    expect(requests.every((request) => request.host === DELIVERY_HOST)).toBe(true)
    expect(index.page('en-US', '/draft-preview-page')).toBeNull()
  })
})

describe('when the Delivery API fails', () => {
  it('rejects load() on a 500 from the API', async () => {
    server.use(...contentfulOutage(DELIVERY_HOST, () => contentfulError(serverError, 500)))
    await expect(source().load()).rejects.toMatchObject({ name: 'ServerError' })
  })

  it('rejects load() when the API does not answer within the timeout', async () => {
    server.use(
      ...contentfulOutage(DELIVERY_HOST, async () => {
        await delay(5_000)
        return contentfulError(serverError, 500)
      }),
    )
    const started = Date.now()
    await expect(source({ timeoutMs: 100 }).load()).rejects.toThrow(/timeout/i)
    expect(Date.now() - started).toBeLessThan(4_000)
  })

  it('keeps serving the last good content when a refresh from the API fails, and reports the failure with its reason', async () => {
    useSpace()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { service, failures } = liveService()
    const first = await service.current()
    const home = first.page('en-US', '/')
    expect(home).not.toBeNull()

    server.resetHandlers(...contentfulOutage(DELIVERY_HOST, () => contentfulError(serverError, 500)))
    // The visit that finds the content stale is served the old content while the refresh runs.
    expect((await service.current()).page('en-US', '/')).toEqual(home)
    await vi.waitFor(() => expect(failures()).toHaveLength(1))
    expect(failures()[0]).toContain(SPACE)
    expect(failures()[0]).toMatch(/500 ServerError: Internal server error/)

    const after = await service.current()
    expect(after.page('en-US', '/')).toEqual(home)
    expect(after.pages('es-MX')).toEqual(first.pages('es-MX'))
  })

  it.each([
    ['an HTML error page with status 200', () => new HttpResponse('<html><body>Gateway says hello</body></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['JSON that is not a Contentful collection', () => HttpResponse.json({ message: 'maintenance' })],
    ['a collection whose items are not entries', () => HttpResponse.json({ sys: { type: 'Array' }, total: 1, skip: 0, limit: 1000, items: [{ oops: true }] })],
  ])('keeps serving the last good content when a refresh answers %s', async (_, answer) => {
    useSpace()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { service, failures } = liveService()
    const first = await service.current()

    server.resetHandlers(...contentfulOutage(DELIVERY_HOST, answer as () => HttpResponse<JsonBodyType>))
    await service.current()
    await vi.waitFor(() => expect(failures()).toHaveLength(1))
    expect((await service.current()).pages('en-US')).toEqual(first.pages('en-US'))
    expect(await service.current()).toBe(first)
  })

  it('keeps serving the last good content while a refresh hangs past the timeout', async () => {
    useSpace()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { service, failures } = liveService({ timeoutMs: 200 })
    const first = await service.current()

    server.resetHandlers(
      ...contentfulOutage(DELIVERY_HOST, async () => {
        await delay('infinite')
        return contentfulError(serverError, 500)
      }),
    )
    const started = Date.now()
    expect((await service.current()).pages('es-MX')).toEqual(first.pages('es-MX'))
    // Visitors are answered at once; the hung refresh gives up after its timeout.
    expect(Date.now() - started).toBeLessThan(150)
    await vi.waitFor(() => expect(failures()).toHaveLength(1), { timeout: 3_000 })
    expect(failures()[0]).toMatch(/timeout/i)
  })

  it('does not replace the site with an empty one when the API suddenly answers no entries at all', async () => {
    useSpace()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { service, failures } = liveService()
    const first = await service.current()

    delivery.entries = []
    delivery.assets = []
    await service.current()
    await vi.waitFor(() => expect(failures()).toHaveLength(1))
    expect(failures()[0]).toMatch(/no pages/i)
    expect((await service.current()).pages('en-US')).toEqual(first.pages('en-US'))
  })

  it('picks up the API’s new content on the next refresh after an outage ends', async () => {
    useSpace()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { service, failures } = liveService()
    await service.current()

    server.resetHandlers(...contentfulOutage(DELIVERY_HOST, () => contentfulError(serverError, 500)))
    await service.current()
    await vi.waitFor(() => expect(failures()).toHaveLength(1))

    const homepage = delivery.entries.find((entry) => contentTypeOf(entry) === 'campaignHomepage') as Json
    ;((homepage.fields as Json).title as Json)['en-US'] = 'A new headline after the outage'
    server.resetHandlers()
    useSpace()
    await service.current()
    await vi.waitFor(async () => expect((await service.current()).page('en-US', '/')?.title).toBe('A new headline after the outage'))
  })
})
