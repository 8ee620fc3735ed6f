/**
 * A form the browser posted itself (form-encoded, as an HTML form sends it), read at the edge:
 * which of the page's forms it is, its idempotency key when the page carried one, the honeypot,
 * the refcodes, and the entries its fields are read from (answersFromEntries). A malformed key is
 * replaced rather than trusted; refcodes pass on raw, to be checked where they are stored.
 */
import { z } from 'zod'
import { FORM_KEY } from '../../shared/forms/form-definition.ts'
import { FORM_KEY_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD, REFCODE_FIELDS } from '../../shared/forms/form-post.ts'
import type { SubmissionAttribution } from './submission-attribution.ts'

export type FormPost = {
  formKey?: string
  idempotencyKey?: string
  website?: string
  attribution: SubmissionAttribution
  entries: URLSearchParams
}

/** More entries than any CMS form has (40 fields, their options): a body built to cost us work. */
const MAX_ENTRIES = 1_000
/** A key this server derived for an earlier attempt (derivedIdempotencyKey), handed back in a page rendered for its visitor. */
const DERIVED_KEY = /^post:[0-9a-f]{64}$/

const metaSchema = z.object({
  formKey: z.string().regex(FORM_KEY).optional(),
  idempotencyKey: z.union([z.uuid(), z.string().regex(DERIVED_KEY)]).optional().catch(undefined),
  website: z.string().max(200).optional().catch('robot'),
})

export function isFormEncoded(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded'
}

/**
 * The post, or null when it is not one of ours at all (too many entries, a form key no form
 * could have). Refcodes come from the form's hidden fields, else from the page URL it was posted
 * to (a visitor without scripts arrived with them there).
 */
export function parseFormPost(body: string, pageUrl: URL): FormPost | null {
  const entries = new URLSearchParams(body)
  let count = 0
  for (const _ of entries.keys()) if (++count > MAX_ENTRIES) return null
  const value = (name: string) => entries.get(name) || undefined
  const meta = metaSchema.safeParse({
    formKey: value(FORM_KEY_FIELD),
    idempotencyKey: value(IDEMPOTENCY_KEY_FIELD),
    website: value(HONEYPOT_FIELD),
  })
  if (!meta.success) return null
  // Raw, as the browser sent them: handleSubmission checks them (submission-attribution.ts).
  const [refcode, refcode2] = REFCODE_FIELDS.map((name) => value(name) ?? (pageUrl.searchParams.get(name) || null))
  return { ...meta.data, attribution: { refcode, refcode2 }, entries }
}

/**
 * The idempotency key of a post that came without one (a page everyone shares cannot carry a
 * visitor's key): the same answers to the same form within ten minutes are one submission, so a
 * double tap or a resent post stores once, while anyone else's answers are their own.
 */
export async function derivedIdempotencyKey(
  parts: { form: string; locale: string; pagePath: string; answers: Readonly<Record<string, unknown>> },
  now = Date.now(),
): Promise<string> {
  const window = Math.floor(now / (10 * 60_000))
  const answers = Object.keys(parts.answers)
    .sort()
    .map((name) => [name, parts.answers[name]])
  const text = JSON.stringify([parts.form, parts.locale, parts.pagePath, answers, window])
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `post:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
