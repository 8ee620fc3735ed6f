/**
 * The Content-Security-Policy of an HTML response. Inline scripts (the framework's bootstrap and
 * dehydrated state) are allowed by their SHA-256 hashes, computed from the finished document, so
 * the policy travels with a cached page and stays valid for every visitor who gets that copy —
 * a nonce would have to differ per response (docs/decisions/010). No 'unsafe-inline' for scripts.
 */
import { createHash } from 'node:crypto'

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

/** The hashes of every inline script that a browser would execute (not JSON-LD and other data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

export function contentSecurityPolicy(html: string, sources: CspSources): string {
  const list = (...items: readonly (string | null)[]) => [...new Set(items.filter((item): item is string => Boolean(item)))].join(' ')
  return [
    // Nothing is allowed unless a directive below names it (the Observatory's strongest policy).
    `default-src 'none'`,
    `script-src ${list("'self'", ...sources.scriptOrigins, ...inlineScriptHashes(html))}`,
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
