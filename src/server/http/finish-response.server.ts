/**
 * The last step of every response the app renders: security headers on all of them; for HTML,
 * the content security policy (its sources are the page response policy's, response-policy.ts;
 * its inline scripts the ones this render marked as its own) computed from the finished document and an ETag (a 304 when the
 * client has it; computed the first time a response that may be stored carries it); and brotli or gzip for text the client accepts, made once per finished body
 * (the origin cache keeps it). Static files are served pre-compressed by the server itself and
 * do not pass here.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { getConfig } from '../../../app.config.ts'
import { contentSecurityPolicy, ownInlineScripts } from './content-security-policy.ts'
import { addVary, cspSources } from './response-policy.ts'
import { runsOnWorkers } from '../edge-runtime.ts'
import type { AssetOrigins } from '../content/asset-origins.ts'
import { contentService } from '../content/content-service.server.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json))/
const MIN_COMPRESS_BYTES = 1024
/** Quality 4 compresses a page in about two thirds of quality 5's time, for about 7% more bytes: renders are the origin's bottleneck. */
const BROTLI_QUALITY = 4

/** Where the content being served loads its images and videos from: its own files' hosts, computed once per content index. */
async function contentOrigins(): Promise<AssetOrigins> {
  // Preview has its own index (drafts may use other files); content that cannot be read adds nothing.
  return contentService()
    .current()
    .then((index) => index.assetOrigins)
    .catch(() => ({ images: [], media: [] }))
}

function chooseEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

/**
 * A finished text response: headers final, the body as UTF-8 bytes (half the memory of a string
 * holding any character beyond Latin-1, which the origin cache keeps by the thousand), compressed
 * bodies made once on demand.
 */
export type FinishedText = {
  status: number
  statusText: string
  headers: Headers
  body: Uint8Array<ArrayBuffer>
  encoded: Partial<Record<'br' | 'gzip', Promise<Uint8Array<ArrayBuffer>>>>
  /** The ETag of a page, made once when first needed: an answer no one may store (`no-store`) needs none. */
  validator: (() => string) | null
}

/** Render timestamps in the dehydrated state differ on every render of the same content; leaving them out of the validator lets an unchanged page answer 304. */
function weakValidator(body: Uint8Array): () => string {
  // From the body the cache keeps anyway: holding the text as well would double what an entry weighs.
  let etag: string | undefined
  return () => (etag ??= `W/"${createHash('sha1').update(new TextDecoder().decode(body).replace(/\b\d{13}\b/g, '')).digest('base64url')}"`)
}

/**
 * Security headers on every response; for text the framework rendered, the body read once and,
 * for HTML, its content security policy and ETag. Anything else (a stream, a file, an already
 * encoded body) passes through as a Response.
 */
export type PrepareOptions = {
  development: boolean
  frameAncestors?: readonly string[]
  /** The mark this render's own inline scripts carry (content-security-policy.ts); without one, no inline script is allowed. */
  scriptMark?: string | undefined
}

export async function prepareResponse(response: Response, { development, frameAncestors = [], scriptMark }: PrepareOptions): Promise<FinishedText | Response> {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value)

  const type = headers.get('content-type') ?? ''
  const isHtml = type.includes('text/html')
  if (!response.body || headers.has('content-encoding') || !(isHtml || COMPRESSIBLE.test(type))) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }

  let text = await response.text()
  if (isHtml) {
    const own = ownInlineScripts(text, scriptMark)
    text = own.html
    if (!development) {
      const sources = cspSources(text, { config: getConfig(), content: await contentOrigins(), frameAncestors })
      headers.set('Content-Security-Policy', contentSecurityPolicy(own.hashes, sources))
    }
  }
  addVary(headers, ['Accept-Encoding'])
  const body = new TextEncoder().encode(text)
  return { status: response.status, statusText: response.statusText, headers, body, encoded: {}, validator: isHtml && response.status === 200 ? weakValidator(body) : null }
}

/** The response one client gets (headers adjusted for it): 304 when it has this version, else the body in the encoding it accepts. */
export async function respondWith(request: Request, finished: FinishedText, adjust?: (headers: Headers) => void): Promise<Response> {
  const headers = new Headers(finished.headers)
  adjust?.(headers)
  if (finished.validator && !/\bno-store\b/i.test(headers.get('cache-control') ?? '')) headers.set('ETag', finished.validator())
  const etag = headers.get('etag')
  if (etag && request.headers.get('if-none-match') === etag) {
    // The policy hashes this render's inline scripts; the client keeps its copy's own policy,
    // which a 304's headers would otherwise replace.
    headers.delete('content-security-policy')
    headers.delete('content-length')
    return new Response(null, { status: 304, headers })
  }
  const encoding = finished.body.byteLength >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers.get('accept-encoding')) : null
  if (!encoding) return new Response(finished.body, { status: finished.status, statusText: finished.statusText, headers })
  headers.set('Content-Encoding', encoding)
  headers.delete('content-length')
  // Workers compress a body themselves, as its Content-Encoding header says: given compressed
  // bytes, they would compress them twice.
  if (runsOnWorkers) return new Response(finished.body, { status: finished.status, statusText: finished.statusText, headers })
  finished.encoded[encoding] ??= (
    encoding === 'br' ? brotli(finished.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipAsync(finished.body, { level: 6 })
  ).then((body) => new Uint8Array(body))
  return new Response(await finished.encoded[encoding], { status: finished.status, statusText: finished.statusText, headers })
}

export async function finishResponse(request: Request, response: Response, options: PrepareOptions): Promise<Response> {
  const prepared = await prepareResponse(response, options)
  return prepared instanceof Response ? prepared : respondWith(request, prepared)
}
