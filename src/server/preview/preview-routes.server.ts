/**
 * Entering and leaving the preview (docs/decisions/016-preview.md, 045-preview-secret-out-of-urls.md).
 * The secret never travels in a URL:
 *   - `GET /api/preview?path=/a-page&expires=…&signature=…`, a signed link that works for minutes
 *     (preview-link.ts, `npm run preview:link`), gives this browser the preview cookie and sends it
 *     to the page;
 *   - `GET /api/preview?path=/a-page` (what Contentful's preview URL points to) sends a browser
 *     already in preview straight to the page, and shows anyone else a form that POSTs the secret;
 *   - `POST /api/preview` with `secret` and `path` in the body gives the cookie.
 * A link or a secret counts as an attempt of the client's address, and past the limit the answer is
 * a 429 before anything is compared (secret-attempts.server.ts); a post from another site's page is
 * refused before it counts. A `?secret=` is no longer read.
 * `/api/preview/exit?path=/a-page` takes the cookie away. No answer may be kept by any cache.
 */
import { getConfig } from '../../../app.config.ts'
import { isCrossSitePost } from '../http/cross-site-posts.server.ts'
import { cookieValue } from '../http/request-cookie.ts'
import { isSecureRequest } from '../http/request-scheme.ts'
import { tooManyAttempts, type SecretAttempt } from '../http/secret-attempts.server.ts'
import { sameSecret } from '../http/signature.ts'
import { CACHE, UNLISTED_UNFOLLOWED, htmlResponse, redirectResponse, textResponse, type AnswerHeaders } from '../http/response-policy.ts'
import { previewDoorHtml, type PreviewDoorState } from './preview-door.ts'
import { checkPreviewLink } from './preview-link.ts'
import { isValidPreviewToken, PREVIEW_COOKIE, PREVIEW_MAX_AGE_SECONDS, previewToken } from './preview-token.ts'
import { sitePath } from './site-path.ts'

// same-origin, not no-referrer: a document under no-referrer posts its own form with `Origin: null`
// (let through only because the browser's Sec-Fetch-Site vouches for it); these URLs hold no secret.
const NO_STORE = { cache: CACHE.private, robots: UNLISTED_UNFOLLOWED, headers: { 'Referrer-Policy': 'same-origin' } } satisfies AnswerHeaders

export type PreviewEntry = {
  secret: string | undefined
  /** Counts this attempt of the client; false once it is past the limit. */
  attempt: SecretAttempt
  /** The clock signed links are read against (tests). */
  now?: () => number
}

const notFound = () => textResponse(404, 'Not found', NO_STORE)

const door = (path: string, state: PreviewDoorState, status: number) =>
  htmlResponse(status, previewDoorHtml(path, state, NO_STORE.robots), {
    ...NO_STORE,
    // Reached with a secret in its URL, the page passes that URL to no one, not even this site.
    headers: { ...NO_STORE.headers, ...(state === 'secret-in-link' && { 'Referrer-Policy': 'no-referrer' }) },
  })

function previewCookie(request: Request, value: string, maxAge: number): string {
  const secure = isSecureRequest(request, getConfig().proxyTrust) ? '; Secure' : ''
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`
}

/** Into the preview for `maxAgeSeconds`: a working session, or what is left of a signed link's life. */
function enter(request: Request, secret: string, path: string, now: number, maxAgeSeconds = PREVIEW_MAX_AGE_SECONDS): Response {
  return redirectResponse(303, path, { ...NO_STORE, headers: { ...NO_STORE.headers, 'Set-Cookie': previewCookie(request, previewToken(secret, now, maxAgeSeconds), maxAgeSeconds) } })
}

export async function enterPreview(request: Request, { secret, attempt, now = Date.now }: PreviewEntry): Promise<Response> {
  if (!secret) return notFound()
  const query = new URL(request.url).searchParams
  const asked = query.get('path')
  const path = sitePath(asked)
  const expires = query.get('expires')
  const signature = query.get('signature')
  if (expires !== null || signature !== null) {
    if (!(await attempt())) return tooManyAttempts(NO_STORE)
    const check = asked === null || expires === null || signature === null ? 'forged' : checkPreviewLink(secret, { path: asked, expires, signature }, now())
    // A link's preview ends when the link does: whoever opens it gets no longer than it was signed for.
    if (check === 'valid') return enter(request, secret, path, now(), Math.min(PREVIEW_MAX_AGE_SECONDS, Number(expires) - Math.floor(now() / 1000)))
    return door(path, check === 'expired' ? 'link-expired' : 'bad-link', 401)
  }
  if (query.has('secret')) return door(path, 'secret-in-link', 200)
  if (isValidPreviewToken(cookieValue(request, PREVIEW_COOKIE), secret, now())) return redirectResponse(303, path, NO_STORE)
  return door(path, 'ask', 200)
}

export async function enterPreviewByForm(request: Request, { secret, attempt, now = Date.now }: PreviewEntry): Promise<Response> {
  if (!secret) return notFound()
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
    return textResponse(415, 'Expected a form.', NO_STORE)
  }
  // Another site's page could post wrong secrets from an editor's browser and lock the editor's
  // address out (every attempt counts): only the site's own form may post here.
  if (isCrossSitePost(request)) return textResponse(403, 'Refused: this form posts from the site itself only.', NO_STORE)
  // The body is bounded at the door (request-body-limit.ts); a form of two fields is far below it.
  const form = new URLSearchParams(await request.text())
  const path = sitePath(form.get('path'))
  if (!(await attempt())) return tooManyAttempts(NO_STORE)
  if (!sameSecret(form.get('secret'), secret)) return door(path, 'wrong-secret', 401)
  return enter(request, secret, path, now())
}

export function exitPreview(request: Request): Response {
  const url = new URL(request.url)
  return redirectResponse(303, sitePath(url.searchParams.get('path')), { ...NO_STORE, headers: { ...NO_STORE.headers, 'Set-Cookie': previewCookie(request, '', 0) } })
}
