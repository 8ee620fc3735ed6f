/** The visitor's experiment assignments travel in one first-party cookie, so the server renders them. */
import { ASSIGNMENT_COOKIE, SIGNED_REFCODE2_COOKIE } from '../../shared/experiment-assignments.ts'

export { ASSIGNMENT_COOKIE, SIGNED_REFCODE2_COOKIE, parseAssignments } from '../../shared/experiment-assignments.ts'
const ASSIGNMENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

/** JSON; the cookie layer percent-encodes it. */
export function serializeAssignments(assignments: Readonly<Record<string, string>>): string {
  return JSON.stringify(assignments)
}

/** The Set-Cookie line that keeps a visitor's assignments: first-party, Lax, Secure over HTTPS. */
export function assignmentCookieHeader(assignments: Readonly<Record<string, string>>, { secure }: { secure: boolean }): string {
  const value = encodeURIComponent(serializeAssignments(assignments))
  return `${ASSIGNMENT_COOKIE}=${value}; Max-Age=${ASSIGNMENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The Set-Cookie line of the signed second refcode (signed-refcode2.ts): set with the assignments, read by the browser. */
export function signedRefcode2CookieHeader(refcode2: string, { secure }: { secure: boolean }): string {
  return `${SIGNED_REFCODE2_COOKIE}=${refcode2}; Max-Age=${ASSIGNMENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
