/**
 * How often a form may be sent: often enough that a rally's supporters behind one address all get
 * through, not so often that a script fills the CRM. Two counts, both shared by every process with
 * PostgreSQL (shared-rate-limit.server.ts):
 *
 * - Per address and form, 120 a minute, before the answers are read. A venue's Wi-Fi, a campus or
 *   a carrier's NAT puts a crowd behind one public address: 30 sign-ups a minute there is an
 *   ordinary rally, and four times that leaves room for the moment the stage says "sign up now"
 *   (two a second). A script on one address is held to the same, and each of its posts must still
 *   pass the second count.
 * - Per person and form, 3 in 10 minutes, once the answers are valid: the person is each email
 *   address the answers give (from any client address, so a script spreading one victim's address
 *   over many clients to flood their inbox with the CRM's mail gains nothing; a "+tag" is no other
 *   person); a form that asks no email counts the same answers from the same address. A supporter
 *   correcting a typo gets through; the same sign-up replayed does not.
 *
 * The counts hold digests, not emails or answers, and are deleted once their window has passed:
 * no email is written to the limits' table (a digest can still be matched against a known address,
 * so the table is no more public than the submissions).
 */
import type { Database } from '../database/database.server.ts'
import { siteRateLimiter } from '../http/shared-rate-limit.server.ts'
import type { FormDefinition } from '../../shared/forms/form-definition.ts'
import type { Answers } from '../../shared/forms/validate-submission.ts'

export const SUBMISSION_LIMITS = {
  perAddress: { limit: 120, windowMs: 60_000 },
  perPerson: { limit: 3, windowMs: 10 * 60_000 },
} as const

export type SubmissionLimits = {
  /** `form`: the form on its page (page id and form key). */
  allowsAddress(address: string, form: string, now?: number): Promise<boolean>
  /** `answers`: as validateSubmission normalised them (emails in lower case). */
  allowsPerson(submission: { address: string; form: string; definition: FormDefinition; answers: Answers }, now?: number): Promise<boolean>
}

async function digest(parts: readonly string[]): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts))))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** "Ana+rally@Example.org" and "ana@example.org" are one inbox. */
const inboxOf = (email: string) => email.toLowerCase().replace(/\+[^@]*@/, '@')

/** Who sent these answers: each email they give, else the answers themselves from this address. */
function personKeysOf({ address, form, definition, answers }: Parameters<SubmissionLimits['allowsPerson']>[0]): Promise<string[]> {
  const emails = definition.fields.flatMap((field) => {
    const value = answers[field.name]
    return field.kind === 'email' && typeof value === 'string' ? [inboxOf(value)] : []
  })
  if (emails.length > 0) return Promise.all([...new Set(emails)].map((email) => digest(['email', form, email])))
  const ordered = Object.keys(answers)
    .sort()
    .map((name) => [name, answers[name]])
  return Promise.all([digest(['answers', form, address, JSON.stringify(ordered)])])
}

/** `database` is asked on each check (siteRateLimiter): it may not be open when the module loads. */
export function createSubmissionLimits(database: () => Promise<Database>): SubmissionLimits {
  const perAddress = siteRateLimiter(database, { name: 'form-address', ...SUBMISSION_LIMITS.perAddress })
  const perPerson = siteRateLimiter(database, { name: 'form-person', ...SUBMISSION_LIMITS.perPerson })
  return {
    allowsAddress: (address, form, now) => perAddress.allow(`${address}|${form}`, now),
    async allowsPerson(submission, now) {
      for (const key of await personKeysOf(submission)) if (!(await perPerson.allow(key, now))) return false
      return true
    },
  }
}
