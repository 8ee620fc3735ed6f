/**
 * Every header of a page response, decided in one place from what the request resolved once
 * (page-request.server.ts): how caches may keep it, what it varies on, the visitor's assignment
 * and location cookies, whether search engines may list it and who may frame it. Pure: the same facts give the
 * same headers, which is what the table in page-response-policy.test.ts pins.
 * See docs/decisions/027-page-response-policy.md.
 */
import type { AppConfig } from '../../../app.config.ts'
import { locationCookieHeader, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import { VIDEO_EMBED_ORIGINS } from '../../shared/video/video-source.ts'
import { SUCCESS_ORIGIN_ATTRIBUTE } from '../../shared/forms/form-post.ts'
import type { AssetOrigins } from '../content/asset-origins.ts'
import { assignmentCookieHeader, signedRefcode2CookieHeader } from '../experiments/assignment-cookie.ts'
import { originOf, type CspSources } from './content-security-policy.ts'
import { isFrameablePageType, isNoindexPageType } from './page-type-response-facts.ts'

/** Anonymous pages: shared caches keep them briefly and may serve them stale while refreshing. */
export const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400'
/** A missing page: shared briefly, so a scan of made-up paths renders each one once a minute at most. */
export const NOT_FOUND_SHARED = 'public, max-age=0, s-maxage=60'
export const NOT_FOUND_ORIGIN_CACHE_MS = 60_000
/** A visitor's own answer: no cache keeps it. */
export const PRIVATE = 'private, no-store'

export type PageResponseFacts =
  | {
      kind: 'page'
      pageTypeId: string | null
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
  robots: 'noindex' | null
  /** Who may frame the page (CSP frame-ancestors); empty: nobody. */
  frameAncestors: readonly string[]
}

/** An error or an unexpected status (a page that failed): no cache keeps it, so the next request tries again. */
const FAILED = 'no-store'

/**
 * The headers of a page response. `status` is the render's, once known (before the render it is
 * taken as 200, for what the render itself needs: who may frame the page).
 */
export function pageResponsePolicy(facts: PageResponseFacts, context: PageResponseContext, status = 200): PageResponseHeaders {
  const headers = policyForSiteHost(facts, context, status)
  // An answer to a host that is not the site's is that request's alone: no cache may keep a page
  // under a host name the client chose (a few thousand of them would push the real pages out).
  return context.siteHost || headers.cacheControl === FAILED ? headers : { ...headers, cacheControl: PRIVATE }
}

function policyForSiteHost(facts: PageResponseFacts, context: PageResponseContext, status: number): PageResponseHeaders {
  if (status >= 500) return { cacheControl: FAILED, vary: [], setCookie: [], robots: 'noindex', frameAncestors: [] }
  // A page type may find nothing to show for a page that exists: that is a missing page too.
  if (facts.kind === 'page' && status === 404 && !facts.formPost) return policyForSiteHost({ kind: 'not-found', preview: facts.preview }, context, 200)
  if (facts.kind === 'not-found') {
    return { cacheControl: facts.preview ? PRIVATE : NOT_FOUND_SHARED, vary: [], setCookie: [], robots: 'noindex', frameAncestors: [] }
  }
  const newLocation = facts.newLocation ?? null
  const own = facts.preview || facts.formPost || facts.newAssignments !== null || newLocation !== null || facts.forAState === true
  const handedOut = facts.visitor !== false
  return {
    cacheControl: own ? PRIVATE : SHARED,
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
    // A preview shows drafts, a form post a visitor's answers: no search engine may list either.
    robots: facts.preview || facts.formPost || isNoindexPageType(facts.pageTypeId) ? 'noindex' : null,
    frameAncestors: isFrameablePageType(facts.pageTypeId) ? context.embedAncestors : [],
  }
}

/** The policy's headers onto a response's (the CSP's frame-ancestors is written with the policy itself, content-security-policy.ts). */
export function applyPageResponseHeaders(headers: Headers, policy: PageResponseHeaders): void {
  headers.set('Cache-Control', policy.cacheControl)
  const vary = ['Accept-Encoding', ...policy.vary].filter((name, index, all) => all.indexOf(name) === index)
  headers.set('Vary', vary.join(', '))
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
