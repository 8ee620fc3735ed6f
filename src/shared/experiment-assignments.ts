/**
 * The visitor's experiment assignments as the `exp` cookie keeps them (ADR 008): experiment name
 * -> variation, JSON. Read by the server to render a page and by the browser for attribution
 * (the cookie is first-party and not HttpOnly, so the variations of every page the visitor saw
 * reach the second refcode, not only this page's).
 */
import { cookieIn } from './cookie-in.ts'

export const ASSIGNMENT_COOKIE = 'exp'
/**
 * The second refcode the server signed for the visitor's assignments (server/experiments/signed-refcode2.ts),
 * set with `exp`: the browser passes it on as it is, since it cannot sign one itself.
 */
export const SIGNED_REFCODE2_COOKIE = 'exp_ref2'

/** What a browser keeps of one cookie (4 KiB): a longer value was not written by this site, and is read as no assignments. */
export const MAX_ASSIGNMENT_COOKIE_LENGTH = 4_096

export function parseAssignments(cookie: string | undefined): Record<string, string> {
  if (!cookie || cookie.length > MAX_ASSIGNMENT_COOKIE_LENGTH) return {}
  try {
    // The cookie layer decodes percent-encoding already; an encoded value from elsewhere is decoded here.
    const parsed: unknown = JSON.parse(cookie.startsWith('%') ? decodeURIComponent(cookie) : cookie)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'))
  } catch {
    return {}
  }
}

/** The assignments in a `Cookie` header or `document.cookie`. */
export function assignmentsInCookies(cookies: string | null | undefined): Record<string, string> {
  return parseAssignments(cookieIn(cookies, ASSIGNMENT_COOKIE))
}

/** The server's signed second refcode in a `Cookie` header or `document.cookie`, if it has the provider's shape. */
export function signedRefcode2InCookies(cookies: string | null | undefined): string | null {
  const value = cookieIn(cookies, SIGNED_REFCODE2_COOKIE)
  return value !== undefined && /^[A-Za-z0-9_]{1,100}$/.test(value) ? value : null
}
