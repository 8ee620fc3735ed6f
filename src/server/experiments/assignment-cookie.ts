/** The visitor's experiment assignments travel in one first-party cookie, so the server renders them. */
export const ASSIGNMENT_COOKIE = 'exp'
export const ASSIGNMENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

export function parseAssignments(cookie: string | undefined): Record<string, string> {
  if (!cookie) return {}
  try {
    // The cookie layer decodes percent-encoding already; an encoded value from elsewhere is decoded here.
    const parsed: unknown = JSON.parse(cookie.startsWith('%') ? decodeURIComponent(cookie) : cookie)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'))
  } catch {
    return {}
  }
}

/** JSON; the cookie layer percent-encodes it. */
export function serializeAssignments(assignments: Readonly<Record<string, string>>): string {
  return JSON.stringify(assignments)
}

/** The Set-Cookie line that keeps a visitor's assignments: first-party, Lax, Secure over HTTPS. */
export function assignmentCookieHeader(assignments: Readonly<Record<string, string>>, { secure }: { secure: boolean }): string {
  const value = encodeURIComponent(serializeAssignments(assignments))
  return `${ASSIGNMENT_COOKIE}=${value}; Max-Age=${ASSIGNMENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
