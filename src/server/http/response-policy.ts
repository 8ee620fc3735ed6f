/**
 * What every response of the site says about itself, decided here and nowhere else: how caches may
 * keep it (`CACHE`), what it varies on, whether search engines may list it (`Robots`: the
 * X-Robots-Tag header and the page's `<meta name="robots">` from one value), and the helpers that
 * build plain answers (JSON, text, HTML, redirects) with those headers. A page response's headers
 * come from its facts, resolved once per request (page-request.server.ts): the visitor's
 * assignment and location cookies, caching, `Vary`, robots and who may frame it. Pure: the same
 * facts give the same headers, which is what the table in response-policy.test.ts pins.
 * Takes a page type's policy as data; which page type a page is, is the caller's to resolve.
 * See docs/decisions/027-page-response-policy.md and 057-one-response-module.md.
 */
import type { AppConfig } from '../../../app.config.ts'
import { locationCookieHeader, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import { VIDEO_EMBED_ORIGINS } from '../../shared/video/video-source.ts'
import { SUCCESS_ORIGIN_ATTRIBUTE } from '../../shared/forms/form-post.ts'
import { UNLISTED, pageRobots, type Robots } from '../../shared/robots.ts'
import type { AssetOrigins } from '../content/asset-origins.ts'
import { assignmentCookieHeader, signedRefcode2CookieHeader } from '../experiments/assignment-cookie.ts'
import { originOf, type CspSources } from './content-security-policy.ts'

export { UNLISTED, UNLISTED_UNFOLLOWED, robotsMetaTag } from '../../shared/robots.ts'

/** Every Cache-Control the site sends. */
export const CACHE = {
  /** Anonymous pages: shared caches keep them briefly and may serve them stale while refreshing. */
  sharedPage: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400',
  /** A missing page: shared briefly, so a scan of made-up paths renders each one once a minute at most. */
  missingPage: 'public, max-age=0, s-maxage=60',
  /** A visitor's own answer, or one behind a secret: no cache keeps it. */
  private: 'private, no-store',
  /** A failure, a refusal or an answer made for this request: no cache keeps it, so the next request tries again. */
  noStore: 'no-store',
  /** A file that changes with a deployment (robots.txt): browsers and caches keep it an hour. */
  hour: 'public, max-age=3600',
  /** A file that changes with a publish (the sitemap): shared caches keep it an hour, browsers ask each time. */
  sharedHour: 'public, max-age=0, s-maxage=3600',
  /** Reference data that changes with a release (the zip lookup): kept a day everywhere. */
  day: 'public, max-age=86400, s-maxage=86400',
} as const
type CacheControl = (typeof CACHE)[keyof typeof CACHE]

export const NOT_FOUND_ORIGIN_CACHE_MS = 60_000

/**
 * Adds to a response's `Vary` each name it lacks (compared without case). Every text response
 * varies on Accept-Encoding (the finishing step compresses it per client); a page on what its policy says.
 */
export function addVary(headers: Headers, names: readonly string[]): void {
  const present = (headers.get('vary') ?? '').split(',').map((name) => name.trim()).filter(Boolean)
  const all = [...present, ...names].filter((name, index, list) => list.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index)
  if (all.length > 0) headers.set('Vary', all.join(', '))
}

/** What a plain answer says beyond its body: how it is kept, whether it is listed, and any header of its own. */
export type AnswerHeaders = { cache: CacheControl; robots?: Robots; headers?: Record<string, string> }

function answerHeaders(contentType: string | null, { cache, robots = null, headers = {} }: AnswerHeaders): Headers {
  const result = new Headers(headers)
  if (contentType) result.set('Content-Type', contentType)
  result.set('Cache-Control', cache)
  if (robots) result.set('X-Robots-Tag', robots)
  return result
}

export const jsonResponse = (status: number, body: unknown, answer: AnswerHeaders): Response => Response.json(body, { status, headers: answerHeaders(null, answer) })

/** A webhook's or an action's JSON answer: made for this request, kept by no cache. */
export const noStoreJson = (status: number, body: unknown, headers: Record<string, string> = {}): Response => jsonResponse(status, body, { cache: CACHE.noStore, headers })

export const textResponse = (status: number, text: string, answer: AnswerHeaders): Response =>
  new Response(text, { status, headers: answerHeaders('text/plain; charset=utf-8', answer) })

/** An HTML answer: its `<meta name="robots">` is written with `robotsMetaTag(answer.robots)`, the same value as the header. */
export const htmlResponse = (status: number, html: string, answer: AnswerHeaders): Response =>
  new Response(html, { status, headers: answerHeaders('text/html; charset=utf-8', answer) })

export const xmlResponse = (status: number, xml: string, answer: AnswerHeaders): Response =>
  new Response(xml, { status, headers: answerHeaders('application/xml; charset=utf-8', answer) })

/** A redirect (303 after a post, 30x otherwise) to `location`. */
export const redirectResponse = (status: 301 | 302 | 303 | 307 | 308, location: string, answer: AnswerHeaders): Response =>
  new Response(null, { status, headers: answerHeaders(null, { ...answer, headers: { ...answer.headers, Location: location } }) })


/** Headers the page response policy decides, which a render's own may not override (src/start.ts). */
export const POLICY_HEADERS = ['Cache-Control', 'Vary', 'X-Robots-Tag'] as const

/** What a page response needs to know of its page type (its manifest's policy; null: a type the site lacks). */
export type PageTypeResponsePolicy = { listed: boolean; frameable: boolean }

export type PageResponseFacts =
  | {
      kind: 'page'
      /** The page type's policy; null for a type the site lacks (listed, not frameable). */
      pageType: PageTypeResponsePolicy | null
      /** Whether any experiment applies to the page (its HTML depends on the `exp` cookie). */
      experiments: boolean
      /** Whether the URL has state pages (its HTML depends on the `location` cookie, ADR 051). Unset: false. */
      statePages?: boolean
      /** Assignments this response hands out (new visitor, forced variation): the cookie's full value; null when none. */
      newAssignments: Readonly<Record<string, string>> | null
      /** The signed second refcode handed out with new assignments (signed-refcode2.ts); null or unset: none. */
      signedRefcode2?: string | null
      /** False for a bot, a HEAD or a prefetch (counted-visitor.ts): new assignments or a new location keep the answer private, but no cookie is handed out. Unset: true. */
      visitor?: boolean
      /** The location this response hands out (new, or changed by a `?zip=`): the cookie's value; null or unset: none (ADR 050). */
      newLocation?: VisitorLocation | null
      /**
       * Whether the HTML is rendered for the visitor's state (one the content treats apart, ADR 050).
       * A shared cache beyond the site's own origin cache, which keys on that state, could serve it
       * to visitors from elsewhere: none may keep it. Unset: the national copy, shared as ever.
       */
      forAState?: boolean
      preview: boolean
      /** A form posted to the page: the answer is that visitor's (their answers, or a redirect made for them). */
      formPost: boolean
    }
  | { kind: 'not-found'; preview: boolean }

export type PageResponseContext = {
  /** Whether the visitor came over HTTPS (the cookie's Secure flag). */
  secure: boolean
  /** Origins allowed to frame the embeddable donation form (DONATION_EMBED_ANCESTORS). */
  embedAncestors: readonly string[]
  /** Whether the request names the site's own host (SITE_URL's; any host when it is unset). */
  siteHost: boolean
}

export type PageResponseHeaders = {
  cacheControl: string
  /** Request headers the body depends on, beyond Accept-Encoding (which the finishing step adds to every text response). */
  vary: readonly string[]
  setCookie: readonly string[]
  robots: Robots
  /** Who may frame the page (CSP frame-ancestors); empty: nobody. */
  frameAncestors: readonly string[]
}

/** An error or an unexpected status (a page that failed): no cache keeps it, so the next request tries again. */
const FAILED = CACHE.noStore

/**
 * The headers of a page response. `status` is the render's, once known (before the render it is
 * taken as 200, for what the render itself needs: who may frame the page).
 */
export function pageResponsePolicy(facts: PageResponseFacts, context: PageResponseContext, status = 200): PageResponseHeaders {
  const headers = policyForSiteHost(facts, context, status)
  // An answer to a host that is not the site's is that request's alone: no cache may keep a page
  // under a host name the client chose (a few thousand of them would push the real pages out).
  return context.siteHost || headers.cacheControl === FAILED ? headers : { ...headers, cacheControl: CACHE.private }
}

function policyForSiteHost(facts: PageResponseFacts, context: PageResponseContext, status: number): PageResponseHeaders {
  if (status >= 500) return { cacheControl: FAILED, vary: [], setCookie: [], robots: UNLISTED, frameAncestors: [] }
  // A page type may find nothing to show for a page that exists: that is a missing page too.
  if (facts.kind === 'page' && status === 404 && !facts.formPost) return policyForSiteHost({ kind: 'not-found', preview: facts.preview }, context, 200)
  if (facts.kind === 'not-found') {
    return { cacheControl: facts.preview ? CACHE.private : CACHE.missingPage, vary: [], setCookie: [], robots: UNLISTED, frameAncestors: [] }
  }
  const newLocation = facts.newLocation ?? null
  const own = facts.preview || facts.formPost || facts.newAssignments !== null || newLocation !== null || facts.forAState === true
  const handedOut = facts.visitor !== false
  return {
    cacheControl: own ? CACHE.private : CACHE.sharedPage,
    // Same (page, assignment, state page) -> same HTML: a shared cache keys on the `exp` and
    // `location` cookies where the HTML reads them, every visitor's copy of the page included.
    vary: facts.experiments || facts.statePages ? ['Cookie'] : [],
    setCookie: [
      ...(facts.newAssignments && handedOut
        ? [
            assignmentCookieHeader(facts.newAssignments, { secure: context.secure }),
            ...(facts.signedRefcode2 ? [signedRefcode2CookieHeader(facts.signedRefcode2, { secure: context.secure })] : []),
          ]
        : []),
      ...(newLocation && handedOut ? [locationCookieHeader(newLocation, { secure: context.secure })] : []),
    ],
    robots: pageRobots({ listed: facts.pageType?.listed ?? true, preview: facts.preview, formPost: facts.formPost }),
    frameAncestors: facts.pageType?.frameable ? context.embedAncestors : [],
  }
}

/** The policy's headers onto a response's (the CSP's frame-ancestors is written with the policy itself, content-security-policy.ts). */
export function applyPageResponseHeaders(headers: Headers, policy: PageResponseHeaders): void {
  headers.set('Cache-Control', policy.cacheControl)
  headers.delete('Vary')
  addVary(headers, ['Accept-Encoding', ...policy.vary])
  headers.delete('Set-Cookie')
  for (const cookie of policy.setCookie) headers.append('Set-Cookie', cookie)
  if (policy.robots) headers.set('X-Robots-Tag', policy.robots)
  else headers.delete('X-Robots-Tag')
}

/** Where the page's forms send a visitor once stored, off the site: a plain form post's redirect there is checked against form-action. */
const SUCCESS_ORIGIN = new RegExp(`\\b${SUCCESS_ORIGIN_ATTRIBUTE}="([^"]+)"`, 'g')
const successOrigins = (html: string) => [...html.matchAll(SUCCESS_ORIGIN)].map((match) => originOf(match[1]))

/**
 * The sources an HTML response's content security policy allows: the donation provider, error
 * reporting, the zip API, video embeds, the content's own asset hosts and the forms' success
 * origins; framing as the policy decided (none for anything but a frameable page).
 */
export function cspSources(html: string, { config, content, frameAncestors }: { config: AppConfig; content: AssetOrigins; frameAncestors: readonly string[] }): CspSources {
  const donation = originOf(config.donation.scriptUrl)
  const present = (origins: readonly (string | null)[]) => origins.filter((origin): origin is string => origin !== null)
  return {
    scriptOrigins: present([donation]),
    styleOrigins: present([originOf(config.donation.stylesheetUrl)]),
    connectOrigins: present([originOf(config.zipApiBase), originOf(config.sentryDsn), donation]),
    frameOrigins: present([donation, ...VIDEO_EMBED_ORIGINS]),
    formOrigins: present([donation, ...successOrigins(html)]),
    imageOrigins: present([...content.images, donation]),
    mediaOrigins: content.media,
    frameAncestors,
  }
}
