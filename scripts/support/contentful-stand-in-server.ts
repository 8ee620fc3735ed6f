/**
 * A local stand-in for Contentful's Content Delivery API (scripts/contentful-stand-in.ts), serving
 * a `contentful space export` file the way cdn.contentful.com serves the published space:
 *
 *   GET /spaces/{space}/environments/{env}/sync?initial=true[&limit=…]   the whole space, paged
 *   GET /spaces/{space}/environments/{env}/sync?sync_token=…             what changed since the token
 *   GET /spaces/{space}/environments/{env}/locales
 *   GET /spaces/{space}/environments/{env}/entries|assets?locale=*&limit=…&skip=…
 *
 * with the access token as a Bearer header or `access_token` (401 AccessTokenInvalid otherwise).
 * The file is read again when it changes, so a test publishes by rewriting it (write a temporary
 * file and rename it: a half-written file keeps the last content). `POST /_stand-in/down` makes
 * every API request answer 503 until `POST /_stand-in/up`; `GET /_stand-in/health` answers 200
 * either way. Shapes come from contentful-delivery-data.ts, as the unit tests' MSW handlers do.
 */
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deliveryDataFromExport, syncItems, type DeliverySpaceData, type Json } from './contentful-delivery-data.ts'

export type ContentfulStandInOptions = {
  /** 0 for any free port. */
  port: number
  exportPath: string
  spaceId: string
  environment: string
  accessToken: string
}

export type ContentfulStandIn = { url: string; close(): Promise<void> }

const MAX_LIMIT = 1000
const DEFAULT_LIMIT = 100

type SyncPoint = { seen: Map<string, string>; pending: Json[]; limit: number }

const error = (id: string, message: string): Json => ({ sys: { type: 'Error', id }, message, requestId: 'stand-in' })

export async function startContentfulStandIn(options: ContentfulStandInOptions): Promise<ContentfulStandIn> {
  let data: DeliverySpaceData | undefined
  let readStamp = ''
  let down = false
  let tokensGiven = 0
  const syncTokens = new Map<string, SyncPoint>()

  /** The export as the API sees it now: read again when its time or size changed. */
  async function space(): Promise<DeliverySpaceData> {
    const stats = await stat(options.exportPath)
    const stamp = `${stats.mtimeMs}:${stats.size}`
    if (data && stamp === readStamp) return data
    try {
      data = deliveryDataFromExport(JSON.parse(await readFile(options.exportPath, 'utf8')) as Parameters<typeof deliveryDataFromExport>[0], options.spaceId, options.environment)
      readStamp = stamp
    } catch (reason) {
      if (!data) throw reason
      console.warn(`[contentful stand-in] ${options.exportPath} could not be read (${(reason as Error).message}); serving the last content`)
    }
    return data
  }

  function send(response: ServerResponse, status: number, body: Json) {
    response.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json', 'cache-control': 'no-store' })
    response.end(JSON.stringify(body))
  }

  function syncPage(base: string, point: SyncPoint): Json {
    const items = point.pending.slice(0, point.limit)
    const rest = point.pending.slice(point.limit)
    const next = `token${String((tokensGiven += 1))}`
    syncTokens.set(next, { ...point, pending: rest })
    const link = `${base}/sync?sync_token=${next}`
    return { sys: { type: 'Array' }, items, ...(rest.length > 0 ? { nextPageUrl: link } : { nextSyncUrl: link }) }
  }

  async function answer(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (url.pathname.startsWith('/_stand-in/')) {
      const control = url.pathname.slice('/_stand-in/'.length)
      if (request.method === 'POST' && (control === 'down' || control === 'up')) down = control === 'down'
      else if (control !== 'health') return send(response, 404, error('NotFound', 'No such control.'))
      return send(response, 200, { down })
    }
    if (down) return send(response, 503, error('ServiceUnavailable', 'The stand-in was taken down.'))
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token')
    if (token !== options.accessToken) return send(response, 401, error('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'))
    const route = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/(sync|locales|entries|assets)$/.exec(url.pathname)
    if (request.method !== 'GET' || !route) return send(response, 404, error('NotFound', 'The resource could not be found.'))
    const [, spaceId, environment, collection] = route
    if (spaceId !== options.spaceId || environment !== options.environment) return send(response, 404, error('NotFound', 'The resource could not be found.'))
    const query = Object.fromEntries(url.searchParams)
    delete query.access_token
    const now = await space()
    if (collection === 'locales') return send(response, 200, { sys: { type: 'Array' }, total: now.locales.length, skip: 0, limit: MAX_LIMIT, items: now.locales })
    const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return send(response, 400, error('BadRequest', `The limit must be from 1 to ${MAX_LIMIT}.`))
    if (collection === 'entries' || collection === 'assets') {
      if (query.locale !== '*') return send(response, 400, error('BadRequest', 'The stand-in answers locale=* only.'))
      const skip = Number(query.skip ?? 0)
      const items = now[collection]
      return send(response, 200, { sys: { type: 'Array' }, total: items.length, skip, limit, items: items.slice(skip, skip + limit) })
    }
    const base = `http://${request.headers.host ?? '127.0.0.1'}/spaces/${spaceId}/environments/${environment}`
    if (query.sync_token !== undefined) {
      if (Object.keys(query).length > 1) return send(response, 400, error('BadRequest', 'When passing a sync token you can not pass any other parameters.'))
      const point = syncTokens.get(query.sync_token)
      if (!point) return send(response, 400, error('BadRequest', 'The sync token is not valid any more. Start a new sync with "initial".'))
      if (point.pending.length > 0) return send(response, 200, syncPage(base, point))
      const delta = syncItems(now, point.seen)
      return send(response, 200, syncPage(base, { seen: delta.now, pending: delta.items, limit: point.limit }))
    }
    if (query.initial !== 'true') return send(response, 400, error('BadRequest', 'Please provide one of initial or sync_token.'))
    const everything = syncItems(now, null)
    return send(response, 200, syncPage(base, { seen: everything.now, pending: everything.items, limit }))
  }

  const server = createServer((request, response) => {
    answer(request, response, new URL(request.url ?? '/', 'http://stand-in')).catch((reason: unknown) => {
      console.error(`[contentful stand-in] ${(reason as Error).message}`)
      send(response, 500, error('ServerError', 'The stand-in could not answer.'))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
