/**
 * A form defined in the CMS: checked in the browser with the same rules as on the server, sent
 * once (a double click reuses the idempotency key, and the button waits), and acknowledged only
 * when the server has stored it. Errors are listed, tied to their fields and announced; the
 * first bad field takes focus. A zip typed here applies the zip segment (spec §4).
 */
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { validateSubmission, type Answers, type FieldErrors } from '../../shared/forms/validate-submission'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { useAppStore } from '../../stores/app-store-context'
import { FormFieldControl } from './form-field'
import { submitForm } from './submit-form.functions'
import { useSubmissionAttribution } from './use-submission-attribution'

const formStyle = css({ display: 'grid', gap: '5' })
const summary = css({ bg: 'bgAlt', borderLeft: '4px solid', borderColor: 'danger', p: '4', color: 'danger', fontWeight: 'bodyBold', fontSize: 'md' })
const thanks = css({ bg: 'bgAlt', borderLeft: '4px solid', borderColor: 'accent', p: '5', fontWeight: 'bodyBold', color: 'navy' })
// Off screen and out of the tab order and accessibility tree: only robots fill it in.
const honeypot = css({ position: 'absolute', left: '-10000px', w: '1px', h: '1px', overflow: 'hidden' })

type Status = 'idle' | 'sending' | 'invalid' | 'failed' | 'rateLimited' | 'done'

function answersOf(form: HTMLFormElement, definition: FormDefinition): Answers {
  const data = new FormData(form)
  const answers: Answers = {}
  for (const field of definition.fields) {
    if (field.kind === 'checkboxes') answers[field.name] = data.getAll(field.name).map(String)
    else if (field.kind === 'checkbox') answers[field.name] = data.get(field.name) === 'on'
    else answers[field.name] = String(data.get(field.name) ?? '')
  }
  return answers
}

const newKey = () => crypto.randomUUID()

export function CustomForm({
  definition,
  pageId,
  formKey,
  locale,
  t,
}: {
  definition: FormDefinition
  pageId: string
  formKey?: string
  locale: Locale
  t: Translate
}) {
  const navigate = useNavigate()
  const attribution = useSubmissionAttribution()
  const applySegments = useAppStore((state) => state.applySegments)
  const id = useId()
  // One key per attempt to submit these answers: retries and double clicks store once.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>('idle')
  const fieldId = (name: string) => `${id}-${name}`

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
    const answers = answersOf(form, definition)
    const checked = validateSubmission(definition, answers)
    if (!checked.ok) return showErrors(checked.errors)
    setErrors({})
    setStatus('sending')
    try {
      const website = String(new FormData(form).get('website') ?? '')
      const result = await submitForm({ data: { pageId, formKey, locale, idempotencyKey, answers, website: website || undefined, attribution: attribution() } })
      if (result.status === 'invalid') return showErrors(result.errors)
      if (result.status === 'rateLimited') return setStatus('rateLimited')
      if (result.status !== 'stored') return setStatus('failed')
      setIdempotencyKey(newKey())
      if (result.redirect) {
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
    <form className={formStyle} method="post" noValidate onSubmit={(event) => void submit(event)} data-form={formKey ?? pageId}>
      <div role="alert" className={message ? summary : undefined}>
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
          defaultValue={undefined}
          onZip={(zip) => {
            if (/^\d{5}$/.test(zip)) applySegments({ zip })
          }}
          t={t}
        />
      ))}
      <div className={honeypot} aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button type="submit" className={button({ variant: 'primary' })} disabled={status === 'sending'} aria-busy={status === 'sending'}>
        {status === 'sending' ? t('formSending') : definition.submitLabel}
      </button>
    </form>
  )
}
