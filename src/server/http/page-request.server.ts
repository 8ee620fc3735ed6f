/**
 * What a page request is about, resolved once when it arrives: the content index, the page (or
 * none: a 404), the visitor's experiment assignment for it, where the visitor is (ADR 050) and
 * whether it is a preview. The origin
 * cache keys on it, the render receives it through the request context (src/start.ts ->
 * fetchPage's `context.pageRequest`), and the response policy decides the headers from it.
 * A page server function called by the browser (a client navigation) resolves the same way, from
 * its own request. See docs/decisions/027-page-response-policy.md.
 */
import { getConfig } from '../../../app.config.ts'
import type { Page } from '../../content-model/content-model.ts'
import { forcedVariations } from '../../shared/experiments/forced-variations.ts'
import { contentPathOf, type Locale } from '../../shared/locale.ts'
import { pageTypeOf } from '../../page-types/page-type-manifests.ts'
import type { ContentIndex } from '../content/content-index.ts'
import { contentService } from '../content/content-service.server.ts'
import { assignAtTheDoor, type DoorAssignment } from '../experiments/assignment-at-the-door.server.ts'
import { ASSIGNMENT_COOKIE, SIGNED_REFCODE2_COOKIE } from '../experiments/assignment-cookie.ts'
import { isCountedVisitor } from '../experiments/counted-visitor.ts'
import { experimentsForPage } from '../experiments/experiment-rules.ts'
import { locationAtTheDoor, type LocationAtTheDoor } from '../location/location-at-the-door.server.ts'
import { stateShownInTheRender } from '../location/location-in-the-render.ts'
import { servedPage, statePageChoice } from '../location/state-page-choice.ts'
import type { StatePageChoice } from '../../shared/state-pages.ts'
import { cookieValue } from './request-cookie.ts'
import { isSecureRequest } from './request-scheme.ts'
import { isSiteHost } from './site-origin.ts'
import { pageTypeResponsePolicy } from './page-type-response-facts.ts'
import { pageResponsePolicy, type PageResponseFacts, type PageResponseHeaders } from './response-policy.ts'

export type PageRequest = {
  index: ContentIndex
  locale: Locale
  /** The content path asked for (as the route's loader computes it). */
  path: string
  /** The published (or, in preview, draft) page served: the visitor's state page, or the page at the path; null: no page has the path (a 404). */
  page: Page | null
  /** Whether the path has a state page for the visitor's state, and whether it is the one served; null: none (ADR 051). */
  statePage: StatePageChoice | null
  /** The visitor's variations for the page's experiments; null when none applies. */
  assignment: DoorAssignment | null
  /** Where the visitor is (the location cookie, or what the edge knows), and whether to hand the cookie out. */
  location: LocationAtTheDoor
  /**
   * The visitor's state as the page's HTML shows it (location-in-the-render.ts): set only when the
   * content treats that state apart; null for the national copy. The render's store and the cache key hold it.
   */
  shownState: string | null
  /** A person's browser asking to see the page (counted-visitor.ts, ADR 046): only they are handed cookies. */
  visitor: boolean
  preview: boolean
  formPost: boolean
}

/** Paths that are never a content page. */
const NOT_A_PAGE = /^\/(_serverFn|api|sandbox-donations)(\/|$)|\.(xml|txt)$/

type Resolve = { locale: Locale; path: string; request: Request; forced: Readonly<Record<string, string>>; preview: boolean; formPost: boolean }

async function resolve(index: ContentIndex, { locale, path, request, forced, preview, formPost }: Resolve): Promise<PageRequest> {
  const location = await locationAtTheDoor(request)
  const statePage = statePageChoice(index, locale, path, location.location)
  // The experiments are those of the page served (a state page may be of another page type); its path is the base URL's.
  const page = servedPage(index, locale, path, statePage)
  // A bot, a HEAD or a prefetch is shown a variation and a location, but is handed no cookie (ADR 046, ADR 050).
  const visitor = isCountedVisitor(request)
  const assignment = page
    ? assignAtTheDoor(experimentsForPage(index.experiments(locale), page), {
        cookie: cookieValue(request, ASSIGNMENT_COOKIE),
        signedRefcode2: cookieValue(request, SIGNED_REFCODE2_COOKIE),
        forced,
        preview,
        visitor,
        signingSecret: getConfig().experimentsSigningSecret,
      })
    : null
  const shownState = page ? stateShownInTheRender(index, locale, location.location) : null
  return { index, locale, path, page, statePage, assignment, location, shownState, visitor, preview, formPost }
}

/**
 * The content page a GET or HEAD (or a form's POST) asks for; null for anything else (server
 * functions, APIs, files) and when content cannot be loaded (the render reports that; the cache
 * stays out). A HEAD is the GET without its body, so it is resolved, kept and served like one.
 * Called inside the preview scope when the request is a preview: the index is then the drafts'.
 */
export async function resolvePageRequest(request: Request, { preview }: { preview: boolean }): Promise<PageRequest | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') return null
  const url = new URL(request.url)
  const asked = NOT_A_PAGE.test(url.pathname) ? null : contentPathOf(url.pathname)
  if (!asked) return null
  const index = await contentService()
    .current()
    .catch(() => null)
  if (!index) return null
  return resolve(index, {
    ...asked,
    request,
    forced: forcedVariations(url.searchParams),
    preview,
    formPost: request.method === 'POST',
  })
}

/** The page a page server function asks for when the browser calls it (a client navigation): resolved from that call's own request. */
export async function resolvePageCall(request: Request, data: { locale: Locale; path: string; forced: Readonly<Record<string, string>> }, { preview }: { preview: boolean }): Promise<PageRequest> {
  const index = await contentService().current()
  return resolve(index, { ...data, request, preview, formPost: false })
}

/** What the policy needs to know of a resolved request. */
export function responseFactsOf(pageRequest: PageRequest): PageResponseFacts {
  const { page, assignment, location, visitor, preview, formPost } = pageRequest
  if (!page) return { kind: 'not-found', preview }
  return {
    kind: 'page',
    pageType: pageTypeResponsePolicy(pageTypeOf(page)),
    experiments: assignment !== null,
    statePages: pageRequest.index.hasStatePages(pageRequest.locale, pageRequest.path),
    newAssignments: assignment?.drawn ? assignment.assignments : null,
    signedRefcode2: assignment?.drawn ? assignment.refcode2 : null,
    visitor,
    newLocation: location.changed ? location.location : null,
    forAState: pageRequest.shownState !== null,
    preview,
    formPost,
  }
}

/** The headers of the response to this request. */
export function pageResponseHeaders(request: Request, pageRequest: PageRequest, status?: number): PageResponseHeaders {
  const config = getConfig()
  return pageResponsePolicy(
    responseFactsOf(pageRequest),
    { secure: isSecureRequest(request, config.proxyTrust), embedAncestors: config.donation.embedAncestors, siteHost: isSiteHost(request, config) },
    status,
  )
}

/**
 * The request a page's render is for: the one resolved at the door when the render is that page's
 * (a full page load), else — the browser calling the page's server function on a client
 * navigation — this call's own, whose answer then carries the policy's headers (a new visitor's cookie).
 */
export async function pageRequestForRender(
  data: { locale: Locale; path: string; forced: Readonly<Record<string, string>> },
  fromTheDoor: PageRequest | null,
  call: { request: Request; preview: boolean; setHeader: (name: string, value: string | string[]) => void },
): Promise<PageRequest> {
  if (fromTheDoor && fromTheDoor.locale === data.locale && fromTheDoor.path === data.path) return fromTheDoor
  const resolved = await resolvePageCall(call.request, data, { preview: call.preview })
  const headers = pageResponseHeaders(call.request, resolved)
  call.setHeader('Cache-Control', headers.cacheControl)
  if (headers.vary.length > 0) call.setHeader('Vary', headers.vary.join(', '))
  if (headers.setCookie.length > 0) call.setHeader('Set-Cookie', [...headers.setCookie])
  return resolved
}
