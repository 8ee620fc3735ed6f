/**
 * MSW handlers that answer like Contentful's Content Delivery API (cdn.contentful.com) and
 * Preview API (preview.contentful.com), for the requests the official `contentful` SDK makes:
 *
 *   GET https://{host}/spaces/{space}/environments/{env}/entries?locale=*&limit=…&skip=…
 *   GET https://{host}/spaces/{space}/environments/{env}/assets?locale=*&limit=…&skip=…
 *   GET https://{host}/spaces/{space}/environments/{env}/locales
 *   Authorization: Bearer <token>
 *
 * Collections answer `{ sys: { type: "Array" }, total, skip, limit, items, includes? }`; errors
 * answer Contentful's error format (tests/fixtures/contentful-cda/*.json). The items are derived
 * from a `contentful space export` file (deliveryDataFromExport), so a test can compare what the
 * site builds from the API with what it builds from the export.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw'
import accessTokenInvalid from '../fixtures/contentful-cda/access-token-invalid.json'
import badRequest from '../fixtures/contentful-cda/bad-request.json'
import notFound from '../fixtures/contentful-cda/not-found.json'

export const DELIVERY_HOST = 'cdn.contentful.com'
export const PREVIEW_HOST = 'preview.contentful.com'
const MAX_LIMIT = 1000
const DEFAULT_LIMIT = 100

type Json = Record<string, unknown>
type LinkSys = { type: 'Link'; linkType: string; id: string }

/** What a space holds, in the Delivery API's all-locales form (`locale=*`). */
export type DeliverySpaceData = { entries: Json[]; assets: Json[]; locales: Json[] }

export type RecordedRequest = {
  host: string
  collection: 'entries' | 'assets' | 'locales'
  space: string
  environment: string
  query: Record<string, string>
  authorization: string | null
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
}

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

const linkTo = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } })

/** An exported entry or asset's sys, as the Delivery API answers it. */
function deliverySys(sys: Json, type: 'Entry' | 'Asset', spaceId: string, environment: string): Json {
  const delivered: Json = {
    space: linkTo('Space', spaceId),
    id: sys.id,
    type,
    createdAt: sys.createdAt,
    updatedAt: sys.updatedAt,
    environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
    publishedVersion: sys.publishedVersion,
    revision: sys.publishedCounter ?? 1,
  }
  if (type === 'Entry') delivered.contentType = sys.contentType
  return delivered
}

/**
 * The Delivery API's view of an export: published entries and assets only, in all-locales form,
 * with the API's sys and metadata; the locales as the /locales endpoint lists them.
 */
export function deliveryDataFromExport(
  exported: { entries: Json[]; assets?: Json[]; locales: Json[] },
  spaceId: string,
  environment = 'master',
): DeliverySpaceData {
  const published = (item: Json) => {
    const sys = item.sys as Json
    return typeof sys.publishedVersion === 'number' && sys.archivedVersion === undefined
  }
  const item = (raw: Json, type: 'Entry' | 'Asset'): Json => ({
    metadata: { tags: [], concepts: [] },
    sys: deliverySys(raw.sys as Json, type, spaceId, environment),
    fields: structuredClone(raw.fields ?? {}),
  })
  return {
    entries: exported.entries.filter(published).map((entry) => item(entry, 'Entry')),
    assets: (exported.assets ?? []).filter(published).map((asset) => item(asset, 'Asset')),
    locales: exported.locales.map((locale) => ({
      code: locale.code,
      name: locale.name,
      default: locale.default === true,
      fallbackCode: locale.fallbackCode ?? null,
      sys: { id: (locale.sys as Json | undefined)?.id ?? locale.code, type: 'Locale', version: 1 },
    })),
  }
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

export function contentfulHandlers(options: ContentfulMockOptions) {
  const environment = options.environment ?? 'master'
  const hosts = [
    { host: DELIVERY_HOST, token: options.deliveryToken, data: options.delivery },
    ...(options.previewToken
      ? [{ host: PREVIEW_HOST, token: options.previewToken, data: options.preview ?? options.delivery }]
      : []),
  ]

  return hosts.flatMap(({ host, token, data }) =>
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
}

/** Every collection on a host answering an error (e.g. 500 ServerError, or a timeout with a delay). */
export function contentfulOutage(host: string, respond: () => Promise<HttpResponse<JsonBodyType>> | HttpResponse<JsonBodyType>) {
  return (['entries', 'assets', 'locales'] as const).map((collection) =>
    http.get(`https://${host}/spaces/:space/environments/:environment/${collection}`, () => respond()),
  )
}
