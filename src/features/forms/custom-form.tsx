/**
 * A form defined in the CMS. First an HTML form: it posts to its own page, which stores it and
 * redirects, or renders it back with the answers and errors (answer-form-post.server.ts) — before
 * the page is interactive or without scripts at all. Once interactive, the script takes over:
 * checked in the browser with the same rules as on the server, sent once (a double click reuses
 * the idempotency key, and the button waits), and acknowledged only when the server has stored
 * it. Errors are listed, tied to their fields and announced; the first bad field takes focus. A
 * zip typed here applies the zip segment (docs/behaviour.md §6); name, email, phone and zip prefill the next
 * form this session (use-visitor-details.ts). Shown in a sign-up modal over another page (`elsewhere`,
 * ADR 059), it posts without a script to its own page, and once stored with one thanks in place.
 */
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { answersFromEntries } from '../../shared/forms/answers-from-entries'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { FORM_KEY_FIELD, formIdOf, HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD, offSiteOrigin, REFCODE_FIELDS, SUCCESS_ORIGIN_ATTRIBUTE } from '../../shared/forms/form-post'
import { validateSubmission, type FieldErrors } from '../../shared/forms/validate-submission'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { useAppStore } from '../../stores/app-store-context'
import { selectApplySegments } from '../segments/selectors'
import { useFormEcho, useFormSent } from './use-form-outcome'
import { useFormPostKey } from './form-post-key'
import { FormFieldControl } from './form-field'
import { submitForm } from './submit-form.functions'
import { useSubmissionAttribution, type BrowserAttribution } from './use-submission-attribution'
import { useVisitorDetails } from './use-visitor-details'

const formStyle = css({ display: 'grid', gap: '5' })
const summary = css({ bg: 'bgAlt', borderLeft: '4px solid', borderColor: 'danger', p: '4', color: 'danger', fontWeight: 'bodyBold', fontSize: 'md' })
const thanks = css({ bg: 'bgAlt', borderLeft: '4px solid', borderColor: 'accent', p: '5', fontWeight: 'bodyBold', color: 'navy' })
// Off screen and out of the tab order and accessibility tree: only robots fill it in.
const honeypot = css({ position: 'absolute', left: '-10000px', w: '1px', h: '1px', overflow: 'hidden' })

type Status = 'idle' | 'sending' | 'invalid' | 'failed' | 'rateLimited' | 'done'

const newKey = () => crypto.randomUUID()
/** The script's submission takes a UUID; a key the server issued for a plain post (form-post-key.server.ts) is not one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The visitor's refcodes as hidden fields, read when the form is drawn (the boots have set them by the time a modal opens). */
function RefcodeFields({ attribution }: { attribution: () => BrowserAttribution }) {
  const [values] = useState(attribution)
  return REFCODE_FIELDS.map((name) => (values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null))
}

export function CustomForm({
  definition,
  pageId,
  formKey,
  locale,
  successHref = null,
  elsewhere,
  t,
}: {
  definition: FormDefinition
  pageId: string
  formKey?: string
  locale: Locale
  /** Where the page sends a visitor once stored (successHrefOf): an origin off the site goes in the page's form-action. */
  successHref?: string | null
  /**
   * The form is shown away from its page (a sign-up modal, ADR 059): its element id there, and its
   * page's URL, which a post without a script goes to. Once stored, it thanks in place: the visitor stays.
   */
  elsewhere?: { id: string; action: string }
  t: Translate<LabelsOf<'forms'>>
}) {
  const navigate = useNavigate()
  const attribution = useSubmissionAttribution()
  const applySegments = useAppStore(selectApplySegments)
  const id = useId()
  // Away from its page the form has an id of its own: that page's echo and thanks are not its.
  const formId = elsewhere?.id ?? formIdOf(formKey)
  // What the server rendered this page to show: the visitor's post sent back, or its thanks.
  const echo = useFormEcho(formId)
  const sent = useFormSent(formId)
  // What a post without a script presents: the key sent back with the echo, else the page's (ADR 048).
  const pageKey = useFormPostKey()
  const postKey = echo?.idempotencyKey ?? pageKey
  // One key per attempt to submit these answers: retries and double clicks store once. A page
  // sent back to its visitor carries the key their next attempt is stored under.
  const [idempotencyKey, setIdempotencyKey] = useState(() => (echo && UUID.test(echo.idempotencyKey) ? echo.idempotencyKey : newKey()))
  const [errors, setErrors] = useState<FieldErrors>(() => echo?.errors ?? {})
  const [status, setStatus] = useState<Status>(() => echo?.status ?? (sent ? 'done' : 'idle'))
  const formRef = useRef<HTMLFormElement>(null)
  const rememberDetails = useVisitorDetails(formRef, definition)
  const fieldId = (name: string) => `${id}-${name}`
  const firstError = echo ? definition.fields.find((field) => echo.errors[field.name])?.name : undefined

  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    setStatus('invalid')
    const first = definition.fields.find((field) => found[field.name])
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first.name))?.focus())
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'sending') return
    const form = event.currentTarget
    rememberDetails()
    const answers = answersFromEntries(definition, new FormData(form))
    const checked = validateSubmission(definition, answers)
    if (!checked.ok) return showErrors(checked.errors)
    setErrors({})
    setStatus('sending')
    try {
      const website = String(new FormData(form).get(HONEYPOT_FIELD) ?? '')
      const result = await submitForm({ data: { pageId, formKey, locale, idempotencyKey, answers, website: website || undefined, attribution: attribution() } })
      if (result.status === 'invalid') return showErrors(result.errors)
      if (result.status === 'rateLimited') return setStatus('rateLimited')
      if (result.status !== 'stored') return setStatus('failed')
      setIdempotencyKey(newKey())
      if (result.redirect && !elsewhere) {
        if (result.redirect.startsWith('/')) await navigate({ to: result.redirect })
        else window.location.assign(result.redirect)
        return
      }
      form.reset()
      setStatus('done')
    } catch {
      // Reported on the server with a reference; the same key makes a retry safe.
      setStatus('failed')
    }
  }

  const message = status === 'invalid' ? t('formErrorSummary') : status === 'failed' ? t('formSubmitFailed') : status === 'rateLimited' ? t('formTooManyRequests') : null
  return (
    // Posted without a script, the form goes to this page's own URL, its query kept (the server
    // reads the refcodes a visitor arrived with there; once interactive, the script sends the
    // visitor's own); no fragment, which a redirect to the success page would inherit.
    <form
      ref={formRef}
      id={formId}
      className={formStyle}
      method="post"
      action={elsewhere?.action}
      noValidate
      onSubmit={(event) => void submit(event)}
      onBlur={rememberDetails}
      data-form={formKey ?? pageId}
      {...{ [SUCCESS_ORIGIN_ATTRIBUTE]: offSiteOrigin(successHref) ?? undefined }}
    >
      {formKey ? <input type="hidden" name={FORM_KEY_FIELD} value={formKey} /> : null}
      {postKey ? <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={postKey} /> : null}
      {/* Posted to another page's URL, the form carries the visitor's refcodes itself (parse-form-post.ts reads them). */}
      {elsewhere ? <RefcodeFields attribution={attribution} /> : null}
      {/* Sent back without a field in error (too many tries, or not stored): focus, and so the view, starts at the message. */}
      <div role="alert" className={message ? summary : undefined} tabIndex={echo && !firstError ? -1 : undefined} autoFocus={Boolean(echo && !firstError)}>
        {message}
      </div>
      {status === 'done' ? (
        <p className={thanks} role="status">
          {t('formThanks')}
        </p>
      ) : null}
      {definition.fields.map((field) => (
        <FormFieldControl
          key={field.name}
          field={field}
          id={fieldId(field.name)}
          error={errors[field.name] ? t(errors[field.name]!) : null}
          initial={echo?.answers[field.name]}
          autoFocus={field.name === firstError}
          onZip={(zip) => {
            if (/^\d{5}$/.test(zip)) applySegments({ zip })
          }}
          t={t}
        />
      ))}
      <div className={honeypot} aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button type="submit" className={button({ variant: 'primary' })} disabled={status === 'sending'} aria-busy={status === 'sending'}>
        {status === 'sending' ? t('formSending') : definition.submitLabel}
      </button>
    </form>
  )
}
