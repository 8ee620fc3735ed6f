const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** A CMS link target if its scheme is allowed (site paths, http(s), mailto, tel); otherwise null. */
export function safeHref(uri: unknown): string | null {
  if (typeof uri !== 'string') return null
  const trimmed = uri.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  if (trimmed.startsWith('#')) return trimmed
  try {
    return ALLOWED_SCHEMES.has(new URL(trimmed).protocol) ? trimmed : null
  } catch {
    return null
  }
}
