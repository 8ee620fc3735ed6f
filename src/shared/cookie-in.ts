/** One cookie's value (as sent, still percent-encoded) in a `Cookie` header or `document.cookie`, or undefined. */
export function cookieIn(cookies: string | null | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}
