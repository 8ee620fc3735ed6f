/**
 * Entering and leaving the preview: `/api/preview?secret=…&path=/a-page` gives this browser the
 * preview cookie and sends it to the page; `/api/preview/exit?path=/a-page` takes the cookie away.
 * Neither answer may be kept by any cache.
 */
import { getConfig } from '../../../app.config.ts'
import { sameSecret } from '../http/signature.ts'
import { isSecureRequest } from '../http/request-scheme.ts'
import { PREVIEW_COOKIE, PREVIEW_MAX_AGE_SECONDS, previewToken } from './preview-token.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

/** A path on this site to go to; anything else (another host, a scheme) goes home. */
export function sitePath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return '/'
  return value.slice(0, 2048)
}

function previewCookie(request: Request, value: string, maxAge: number): string {
  const secure = isSecureRequest(request, getConfig().proxyTrust) ? '; Secure' : ''
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`
}

export function enterPreview(request: Request): Response {
  const secret = getConfig().previewSecret
  if (!secret) return new Response('Not found', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })
  const url = new URL(request.url)
  if (!sameSecret(url.searchParams.get('secret'), secret)) {
    return new Response('Wrong or missing preview secret', { status: 401, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: sitePath(url.searchParams.get('path')), 'Set-Cookie': previewCookie(request, previewToken(secret), PREVIEW_MAX_AGE_SECONDS) },
  })
}

export function exitPreview(request: Request): Response {
  const url = new URL(request.url)
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: sitePath(url.searchParams.get('path')), 'Set-Cookie': previewCookie(request, '', 0) },
  })
}
