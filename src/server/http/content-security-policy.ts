/**
 * The Content-Security-Policy of an HTML response. Inline scripts are allowed by their SHA-256
 * hashes, so the policy travels with a cached page and stays valid for every visitor who gets that
 * copy — a nonce would have to differ per response (docs/decisions/010). No 'unsafe-inline' for
 * scripts.
 *
 * Only the site's own inline scripts are hashed: those the render marked (the framework's
 * bootstrap and dehydrated state, React's, the early redirect), not every script the finished
 * document happens to hold. The mark is a random value made for one render, written as the
 * scripts' `nonce` attribute by the code that emits them (the router's `ssr.nonce`); content was
 * written before the render drew it, so a script that content smuggled into the page cannot carry
 * it, gets no hash, and does not run. The mark is taken out of the document before it is sent, so
 * every render of a page is the same bytes (one ETag, one cached copy) and no mark is ever seen.
 */
import { createHash, randomBytes } from 'node:crypto'

export type CspSources = {
  /** Origins of the donation provider (script, frame, form), error reporting and the zip API. */
  scriptOrigins: readonly string[]
  connectOrigins: readonly string[]
  /** Stylesheets from elsewhere: the donation form's (DONATION_STYLESHEET_URL). */
  styleOrigins: readonly string[]
  frameOrigins: readonly string[]
  /** Where forms may post: the site and the donation provider. */
  formOrigins: readonly string[]
  imageOrigins: readonly string[]
  mediaOrigins: readonly string[]
  /** Who may frame the page: none, or the origins allowed to embed the donation form. */
  frameAncestors: readonly string[]
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi

/** A new mark for one render's own scripts: 144 random bits, in characters no attribute escapes. */
export const newScriptMark = (): string => randomBytes(18).toString('base64url')

/** How the mark appears in the rendered document (React and the router write the nonce attribute alike). */
const markAttribute = (mark: string) => ` nonce="${mark}"`

export type OwnInlineScripts = {
  /** The document without the mark. */
  html: string
  /** The hashes of the marked inline scripts that a browser would execute (not JSON-LD and other data blocks). */
  hashes: string[]
}

/** The site's own inline scripts in a rendered document: those carrying this render's mark (none without one). */
export function ownInlineScripts(html: string, mark: string | undefined): OwnInlineScripts {
  if (!mark) return { html, hashes: [] }
  const attribute = markAttribute(mark)
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!`${attributes} `.includes(`${attribute} `)) continue
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  // The router also announces the nonce to its browser side in a meta tag: the browser needs none (its scripts are hashed).
  const announcement = new RegExp(`<meta property="csp-nonce" content="${mark}"\\s*/?>`, 'g')
  return { html: html.replace(announcement, '').replaceAll(attribute, ''), hashes: [...hashes] }
}

export function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The policy for a document whose own inline scripts have these hashes (ownInlineScripts). */
export function contentSecurityPolicy(scriptHashes: readonly string[], sources: CspSources): string {
  const list = (...items: readonly (string | null)[]) => [...new Set(items.filter((item): item is string => Boolean(item)))].join(' ')
  return [
    // Nothing is allowed unless a directive below names it (the Observatory's strongest policy).
    `default-src 'none'`,
    `script-src ${list("'self'", ...sources.scriptOrigins, ...scriptHashes)}`,
    `style-src ${list("'self'", ...sources.styleOrigins)}`,
    `img-src ${list("'self'", 'data:', ...sources.imageOrigins)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", ...sources.connectOrigins)}`,
    `frame-src ${sources.frameOrigins.length > 0 ? list(...sources.frameOrigins) : "'none'"}`,
    `media-src ${list("'self'", ...sources.mediaOrigins)}`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${list("'self'", ...sources.formOrigins)}`,
    `frame-ancestors ${sources.frameAncestors.length > 0 ? list(...sources.frameAncestors) : "'none'"}`,
  ].join('; ')
}
