/**
 * A form submission from a visitor, end to end on the server: find the form on the page it was
 * shown on, turn away bots (honeypot) and floods (rate limits), check every answer again (the
 * browser's check is a courtesy), then store it with its CRM delivery and its attribution (the
 * visitor's refcodes, submission-attribution.ts). Acknowledged only once stored, or kept on disk
 * (or on the Workers queue) until the database can take it (ADR 065); a failure to do either is
 * thrown (reported with a reference) and the visitor may retry with the same idempotency key.
 */
import { getRequestHeader } from '@tanstack/react-start/server'
import { pageTypeOf } from '../../page-types/page-type-manifests.ts'
import { formNameOf, formOfPage, successHrefOf } from '../../shared/forms/form-of-page.ts'
import { validateSubmission, type FieldErrors } from '../../shared/forms/validate-submission.ts'
import type { Locale } from '../../shared/locale.ts'
import { contentService } from '../content/content-service.server.ts'
import { siteDatabase } from '../database/database.server.ts'
import { storeOrKeepSubmission } from '../inbox/keep-for-later.server.ts'
import { nudgeOutbox } from '../outbox/outbox-worker.server.ts'
import { requestClientAddress } from '../http/request-client.server.ts'
import { createSubmissionLimits } from './submission-limits.server.ts'
import { attributionOf, type SubmissionAttribution } from './submission-attribution.ts'

export type SubmissionRequest = {
  pageId: string
  formKey?: string
  locale: Locale
  idempotencyKey: string
  answers: Record<string, unknown>
  /** The honeypot: a field people never see, so only robots fill it. */
  website?: string
}

export type SubmissionResult =
  | { status: 'stored'; redirect: string | null }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rateLimited' }
  | { status: 'unknownForm' }

/**
 * A crowd behind one address gets through, a script or the same person over and over does not
 * (submission-limits.server.ts). The client is an address it cannot choose (client-address.ts).
 */
const limits = createSubmissionLimits(siteDatabase)

/**
 * `attribution`: the refcodes the visitor's browser holds — sent with the enhanced form's call,
 * or in a plain form post's hidden fields — raw: submission-attribution.ts checks them.
 */
export async function handleSubmission(request: SubmissionRequest, attribution?: SubmissionAttribution): Promise<SubmissionResult> {
  const page = (await contentService().current()).pageById(request.locale, request.pageId)
  const form = page ? formOfPage(page, request.formKey) : null
  if (!page || !form) return { status: 'unknownForm' }
  const pageTypeId = pageTypeOf(page)
  const redirect = successHrefOf(page)

  // A robot is told it worked, so it does not adapt; nothing is stored.
  if (request.website) return { status: 'stored', redirect }

  const address = requestClientAddress()
  const formOnPage = `${page.id}|${request.formKey ?? ''}`
  if (!(await limits.allowsAddress(address, formOnPage))) return { status: 'rateLimited' }

  const checked = validateSubmission(form, request.answers)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  // Counted once the answers say who sent them; answers that were refused as invalid are not anyone's yet.
  if (!(await limits.allowsPerson({ address, form: formOnPage, definition: form, answers: checked.answers }))) return { status: 'rateLimited' }

  const outcome = await storeOrKeepSubmission({
    form: formNameOf(pageTypeId, request.formKey),
    locale: request.locale,
    pagePath: page.path,
    idempotencyKey: request.idempotencyKey,
    answers: checked.answers,
    ...attributionOf(attribution, getRequestHeader('cookie')),
  })
  if (outcome === 'stored') nudgeOutbox()
  return { status: 'stored', redirect }
}
