/**
 * A form the browser posted itself (form-encoded, as an HTML form sends it), read at the edge:
 * which of the page's forms it is, the key the page carried (checked against the server's
 * signature by form-post-key.server.ts), the honeypot, the refcodes, and the entries its fields
 * are read from (answersFromEntries). Refcodes pass on raw, to be checked where they are stored.
 */
import { z } from 'zod'
import { FORM_KEY } from '../../shared/forms/form-definition.ts'
import { FORM_KEY_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD, REFCODE_FIELDS } from '../../shared/forms/form-post.ts'
import type { SubmissionAttribution } from './submission-attribution.ts'

export type FormPost = {
  formKey?: string
  /** The key the page carried, as sent: not yet known to be one this site issued. */
  presentedKey?: string
  website?: string
  attribution: SubmissionAttribution
  entries: URLSearchParams
}

/** More entries than any CMS form has (40 fields, their options): a body built to cost us work. */
const MAX_ENTRIES = 1_000

const metaSchema = z.object({
  formKey: z.string().regex(FORM_KEY).optional(),
  presentedKey: z.string().max(100).optional().catch(undefined),
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
    presentedKey: value(IDEMPOTENCY_KEY_FIELD),
    website: value(HONEYPOT_FIELD),
  })
  if (!meta.success) return null
  // Raw, as the browser sent them: handleSubmission checks them (submission-attribution.ts).
  const [refcode, refcode2] = REFCODE_FIELDS.map((name) => value(name) ?? (pageUrl.searchParams.get(name) || null))
  return { ...meta.data, attribution: { refcode, refcode2 }, entries }
}
