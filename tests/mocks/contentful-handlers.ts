/**
 * MSW handlers that answer like Contentful's Content Delivery API (cdn.contentful.com) and
 * Preview API (preview.contentful.com), for the requests the official `contentful` SDK makes:
 *
 *   GET https://{host}/spaces/{space}/environments/{env}/entries?locale=*&limit=…&skip=…
 *   GET https://{host}/spaces/{space}/environments/{env}/assets?locale=*&limit=…&skip=…
 *   GET https://{host}/spaces/{space}/environments/{env}/locales
 *   GET https://cdn.contentful.com/spaces/{space}/environments/{env}/sync?initial=true&limit=…
 *   GET https://cdn.contentful.com/spaces/{space}/environments/{env}/sync?sync_token=…
 *   Authorization: Bearer <token>
 *
 * Collections answer `{ sys: { type: "Array" }, total, skip, limit, items, includes? }`; errors
 * answer Contentful's error format (tests/fixtures/contentful-cda/*.json). The items are derived
 * from a `contentful space export` file (deliveryDataFromExport), so a test can compare what the
 * site builds from the API with what it builds from the export.
 *
 * The Sync API (Delivery API only: the Preview API does not implement it) answers
 * `{ sys: { type: "Array" }, items, nextPageUrl | nextSyncUrl }`. Each sync token remembers the
 * space as it was when the token was given, so a later sync with it answers exactly what changed
 * since: entries and assets added or edited, `DeletedEntry` / `DeletedAsset` for the ones gone.
 * A token the handlers do not know (never given, or forgotten with `syncTokens.clear()`) answers
 * 400 BadRequest, the way the site expects an expired token to be refused.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw'
import accessTokenInvalid from '../fixtures/contentful-cda/access-token-invalid.json'
import badRequest from '../fixtures/contentful-cda/bad-request.json'
import notFound from '../fixtures/contentful-cda/not-found.json'
import syncTokenInvalid from '../fixtures/contentful-cda/sync-token-invalid.json'
import { syncItems, type DeliverySpaceData, type Json } from '../../scripts/support/contentful-delivery-data.ts'

export { deliveryDataFromExport, type DeliverySpaceData } from '../../scripts/support/contentful-delivery-data.ts'

export const DELIVERY_HOST = 'cdn.contentful.com'
export const PREVIEW_HOST = 'preview.contentful.com'
const MAX_LIMIT = 1000
const DEFAULT_LIMIT = 100

type LinkSys = { type: 'Link'; linkType: string; id: string }

export type RecordedRequest = {
  host: string
  collection: 'entries' | 'assets' | 'locales' | 'sync'
  space: string
  environment: string
  query: Record<string, string>
  authorization: string | null
  /** For a sync: how many items the answer carried. */
  answered?: number
}

export type ContentfulMockOptions = {
  spaceId: string
  environment?: string
  deliveryToken: string
  previewToken?: string
  /** Published content, answered by cdn.contentful.com. */
  delivery: DeliverySpaceData
  /** Drafts and published content, answered by preview.contentful.com (default: `delivery`). */
  preview?: DeliverySpaceData
  /** The most items the API puts on one page, whatever `limit` asks (the real API: 1000). */
  maxPageSize?: number
  /** Every request the handlers answered, in order. */
  requests?: RecordedRequest[]
  /** The sync tokens given so far (default: a new store per set of handlers); clear it to expire them. */
  syncTokens?: SyncTokenStore
}

/** What a sync token stands for: the space as it was (item key -> JSON), and any pages still to send. */
type SyncPoint = { seen: Map<string, string>; pending: Json[]; limit: number }
export type SyncTokenStore = Map<string, SyncPoint>

const CONTENT_TYPE = { 'content-type': 'application/vnd.contentful.delivery.v1+json' }

function contentfulJson(body: JsonBodyType, status = 200): HttpResponse<JsonBodyType> {
  return HttpResponse.json(body, { status, headers: { ...CONTENT_TYPE, 'x-contentful-request-id': 'msw-request' } })
}

export function contentfulError(
  body: typeof accessTokenInvalid | typeof notFound | typeof badRequest | Json,
  status: number,
): HttpResponse<JsonBodyType> {
  return contentfulJson(body as JsonBodyType, status)
}

function collectLinks(value: unknown, into: LinkSys[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, into)
    return
  }
  if (!value || typeof value !== 'object') return
  const sys = (value as { sys?: Partial<LinkSys> }).sys
  if (sys?.type === 'Link' && typeof sys.id === 'string' && typeof sys.linkType === 'string') {
    into.push(sys as LinkSys)
    return
  }
  for (const child of Object.values(value)) collectLinks(child, into)
}

/** One locale's form of an item: `fields.x` is the value itself (with the locale's fallback). */
function singleLocale(item: Json, locale: string, locales: Json[]): Json {
  const fallbackOf = (code: string) => locales.find((candidate) => candidate.code === code)?.fallbackCode as string | null
  const fields: Json = {}
  for (const [id, values] of Object.entries((item.fields ?? {}) as Record<string, Json>)) {
    for (let code: string | null = locale, guard = 0; code && guard < 10; code = fallbackOf(code), guard += 1) {
      if (values[code] !== undefined) {
        fields[id] = values[code]
        break
      }
    }
  }
  return { ...item, sys: { ...(item.sys as Json), locale }, fields }
}

const DEFAULT_SYNC_LIMIT = 100

export function contentfulHandlers(options: ContentfulMockOptions) {
  const environment = options.environment ?? 'master'
  const syncTokens: SyncTokenStore = options.syncTokens ?? new Map()
  let tokensGiven = 0
  const hosts = [
    { host: DELIVERY_HOST, token: options.deliveryToken, data: options.delivery },
    ...(options.previewToken
      ? [{ host: PREVIEW_HOST, token: options.previewToken, data: options.preview ?? options.delivery }]
      : []),
  ]

  const syncBase = (space: string) => `https://${DELIVERY_HOST}/spaces/${space}/environments/${environment}/sync`
  /** One page of a sync: the first `limit` items, and a token for the rest or for the next sync. */
  function syncPage(space: string, point: SyncPoint, record: RecordedRequest): HttpResponse<JsonBodyType> {
    const size = Math.min(point.limit, options.maxPageSize ?? MAX_LIMIT)
    const items = point.pending.slice(0, size)
    record.answered = items.length
    const rest = point.pending.slice(size)
    const next = `token${String((tokensGiven += 1))}`
    syncTokens.set(next, { ...point, pending: rest })
    const link = `${syncBase(space)}?sync_token=${next}`
    return contentfulJson({ sys: { type: 'Array' }, items, ...(rest.length > 0 ? { nextPageUrl: link } : { nextSyncUrl: link }) } as JsonBodyType)
  }

  const syncHandler = http.get(`https://${DELIVERY_HOST}/spaces/:space/environments/:environment/sync`, ({ request, params }) => {
    const url = new URL(request.url)
    const authorization = request.headers.get('authorization')
    const query = Object.fromEntries(url.searchParams)
    const record: RecordedRequest = { host: DELIVERY_HOST, collection: 'sync', space: String(params.space), environment: String(params.environment), query, authorization }
    options.requests?.push(record)
    if (authorization !== `Bearer ${options.deliveryToken}`) return contentfulError(accessTokenInvalid, 401)
    if (params.space !== options.spaceId || params.environment !== environment) {
      return contentfulError({ ...notFound, details: { type: 'Environment', space: params.space, environment: params.environment } }, 404)
    }
    const space = String(params.space)
    if (query.sync_token !== undefined) {
      if (Object.keys(query).length > 1) {
        return contentfulError({ ...badRequest, message: 'When passing a sync token you can not pass any other parameters. If you want to sync with a specific limit, start a new sync with "initial".' }, 400)
      }
      const point = syncTokens.get(query.sync_token)
      if (!point) return contentfulError(syncTokenInvalid, 400)
      if (point.pending.length > 0) return syncPage(space, point, record)
      const { items, now } = syncItems(options.delivery, point.seen)
      return syncPage(space, { seen: now, pending: items, limit: point.limit }, record)
    }
    if (query.initial !== 'true') return contentfulError({ ...badRequest, message: 'Please provide one of initial or sync_token.' }, 400)
    const limit = query.limit === undefined ? DEFAULT_SYNC_LIMIT : Number(query.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return contentfulError({ ...badRequest, details: { errors: [{ name: 'size', path: ['limit'], max: MAX_LIMIT, value: query.limit }] } }, 400)
    }
    const { items, now } = syncItems(options.delivery, null)
    return syncPage(space, { seen: now, pending: items, limit }, record)
  })

  const collectionHandlers = hosts.flatMap(({ host, token, data }) =>
    (['entries', 'assets', 'locales'] as const).map((collection) =>
      http.get(`https://${host}/spaces/:space/environments/:environment/${collection}`, ({ request, params }) => {
        const url = new URL(request.url)
        const authorization = request.headers.get('authorization')
        options.requests?.push({
          host,
          collection,
          space: String(params.space),
          environment: String(params.environment),
          query: Object.fromEntries(url.searchParams),
          authorization,
        })
        if (authorization !== `Bearer ${token}`) return contentfulError(accessTokenInvalid, 401)
        if (params.space !== options.spaceId || params.environment !== environment) {
          return contentfulError({ ...notFound, details: { type: 'Environment', space: params.space, environment: params.environment } }, 404)
        }

        const limitParam = url.searchParams.get('limit')
        const skipParam = url.searchParams.get('skip')
        const limit = limitParam === null ? DEFAULT_LIMIT : Number(limitParam)
        const skip = skipParam === null ? 0 : Number(skipParam)
        if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT || !Number.isInteger(skip) || skip < 0) {
          return contentfulError(
            { ...badRequest, details: { errors: [{ name: 'size', path: ['limit'], max: MAX_LIMIT, value: limitParam }] } },
            400,
          )
        }

        if (collection === 'locales') {
          return contentfulJson({ sys: { type: 'Array' }, total: data.locales.length, skip: 0, limit: 1000, items: data.locales } as JsonBodyType)
        }

        const locale = url.searchParams.get('locale')
        const knownLocales = data.locales.map((candidate) => candidate.code)
        if (locale !== null && locale !== '*' && !knownLocales.includes(locale)) {
          return contentfulError({ ...badRequest, message: `Unknown locale: ${locale}` }, 400)
        }
        const defaultLocale = (data.locales.find((candidate) => candidate.default)?.code as string | undefined) ?? 'en-US'
        const shape = (item: Json) => (locale === '*' ? item : singleLocale(item, locale ?? defaultLocale, data.locales))

        const all = collection === 'entries' ? data.entries : data.assets
        const pageSize = Math.min(limit, options.maxPageSize ?? MAX_LIMIT)
        const items = all.slice(skip, skip + pageSize)
        const body: Json = { sys: { type: 'Array' }, total: all.length, skip, limit: pageSize, items: items.map(shape) }

        // Like the real API, entries come with the entries and assets they link to (include=1).
        const include = Number(url.searchParams.get('include') ?? '1')
        if (collection === 'entries' && include > 0) {
          const links: LinkSys[] = []
          collectLinks(items.map((item) => item.fields), links)
          const onPage = new Set(items.map((item) => (item.sys as Json).id))
          const wanted = (linkType: string) => new Set(links.filter((link) => link.linkType === linkType).map((link) => link.id))
          const entryIds = wanted('Entry')
          const assetIds = wanted('Asset')
          const includes = {
            Entry: data.entries.filter((entry) => entryIds.has((entry.sys as Json).id as string) && !onPage.has((entry.sys as Json).id)).map(shape),
            Asset: data.assets.filter((asset) => assetIds.has((asset.sys as Json).id as string)).map(shape),
          }
          if (includes.Entry.length > 0 || includes.Asset.length > 0) body.includes = includes
        }
        return contentfulJson(body as JsonBodyType)
      }),
    ),
  )
  return [syncHandler, ...collectionHandlers]
}

/** Every collection (and the sync endpoint) on a host answering an error (e.g. 500 ServerError, or a timeout with a delay). */
export function contentfulOutage(host: string, respond: () => Promise<HttpResponse<JsonBodyType>> | HttpResponse<JsonBodyType>) {
  return (['entries', 'assets', 'locales', 'sync'] as const).map((collection) =>
    http.get(`https://${host}/spaces/:space/environments/:environment/${collection}`, () => respond()),
  )
}
