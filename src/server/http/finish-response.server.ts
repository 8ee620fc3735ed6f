/**
 * The last step of every response the app renders: security headers on all of them; for HTML,
 * the content security policy computed from the finished document and an ETag (a 304 when the
 * client has it); and brotli or gzip for text the client accepts. Static files are served
 * pre-compressed by the server itself and do not pass here.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { VIDEO_EMBED_ORIGINS } from '../../shared/video/video-source.ts'
import { getConfig } from '../../../app.config.ts'
import { contentSecurityPolicy, originOf, type CspSources } from './content-security-policy.ts'

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

/** The one page type meant to be framed elsewhere (by the origins DONATION_EMBED_ANCESTORS lists). */
const FRAMEABLE_PAGE = /\bdata-page-type="embeddableDonationForm"/

function cspSources(html: string): CspSources {
  const config = getConfig()
  const donation = originOf(config.donation.scriptUrl)
  const contentful = config.content.source === 'contentful'
  return {
    scriptOrigins: [donation].filter((origin) => origin !== null),
    styleOrigins: [originOf(config.donation.stylesheetUrl)].filter((origin) => origin !== null),
    connectOrigins: [originOf(config.zipApiBase), originOf(config.sentryDsn), donation].filter((origin) => origin !== null),
    frameOrigins: [donation, ...VIDEO_EMBED_ORIGINS].filter((origin) => origin !== null),
    formOrigins: [donation].filter((origin) => origin !== null),
    imageOrigins: [...(contentful ? ['https://images.ctfassets.net'] : []), donation].filter((origin) => origin !== null),
    // Contentful serves uploaded videos and other files from these hosts.
    mediaOrigins: contentful ? ['https://videos.ctfassets.net', 'https://assets.ctfassets.net'] : [],
    frameAncestors: FRAMEABLE_PAGE.test(html) ? config.donation.embedAncestors : [],
  }
}

function chooseEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

export async function finishResponse(request: Request, response: Response, { development }: { development: boolean }): Promise<Response> {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value)

  const type = headers.get('content-type') ?? ''
  const isHtml = type.includes('text/html')
  if (!response.body || headers.has('content-encoding') || !(isHtml || COMPRESSIBLE.test(type))) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }

  const text = await response.text()
  if (isHtml && !development) headers.set('Content-Security-Policy', contentSecurityPolicy(text, cspSources(text)))
  if (isHtml && response.status === 200) {
    // Render timestamps in the dehydrated state differ on every render of the same content;
    // leaving them out of the validator lets an unchanged page answer 304.
    const etag = `W/"${createHash('sha1').update(text.replace(/\b\d{13}\b/g, '')).digest('base64url')}"`
    headers.set('ETag', etag)
    if (request.headers.get('if-none-match') === etag) {
      // The policy hashes this render's inline scripts; the client keeps its copy's own policy,
      // which a 304's headers would otherwise replace.
      headers.delete('content-security-policy')
      headers.delete('content-length')
      return new Response(null, { status: 304, headers })
    }
  }

  const encoding = Buffer.byteLength(text) >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers.get('accept-encoding')) : null
  headers.append('Vary', 'Accept-Encoding')
  if (!encoding) return new Response(text, { status: response.status, statusText: response.statusText, headers })
  const body =
    encoding === 'br'
      ? await brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(text, { level: 6 })
  headers.set('Content-Encoding', encoding)
  headers.delete('content-length')
  return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers })
}
