/**
 * One field of a CMS-defined form, labelled, hinted and with its error tied to it for screen
 * readers; `initial` is the visitor's own answer when the page was rendered back to them.
 */
import { css } from 'styled-system/css'
import { maxLengthOf, US_STATE_CODES, type FormField } from '../../shared/forms/form-definition'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Answers } from '../../shared/forms/validate-submission'

const group = css({ display: 'grid', gap: '1', border: '0', p: '0', m: '0', minW: '0' })
const label = css({ fontWeight: 'bodyBold', color: 'navy', fontSize: 'md' })
const optional = css({ fontWeight: 'body', color: 'textMuted' })
const hint = css({ fontSize: 'sm', color: 'textMuted' })
const control = css({
  w: 'full',
  fontSize: 'md',
  px: '3',
  py: '2',
  minH: '11',
  bg: 'bg',
  color: 'text',
  border: '2px solid',
  borderColor: 'navy',
  '&[aria-invalid=true]': { borderColor: 'danger' },
})
const choice = css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11', fontSize: 'md', '& input': { w: '5', h: '5', flexShrink: '0' } })
const error = css({ color: 'danger', fontWeight: 'bodyBold', fontSize: 'sm' })

const AUTOCOMPLETE: Partial<Record<FormField['kind'], string>> = { email: 'email', tel: 'tel', zip: 'postal-code', state: 'address-level1' }
const INPUT_TYPE: Partial<Record<FormField['kind'], string>> = { email: 'email', tel: 'tel' }

export function FormFieldControl({
  field,
  id,
  error: message,
  initial,
  autoFocus,
  onZip,
  t,
}: {
  field: FormField
  id: string
  error: string | null
  initial: Answers[string] | undefined
  /** Set on the first field in error of a page rendered back with errors: focus goes there without a script. */
  autoFocus?: boolean
  onZip(zip: string): void
  t: Translate<LabelsOf<'forms'>>
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [field.hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined
  const invalid = message ? true : undefined
  const labelText = (
    <>
      {field.label}
      {field.required ? null : <span className={optional}> ({t('formOptional')})</span>}
    </>
  )
  const notes = (
    <>
      {field.hint ? (
        <span id={hintId} className={hint}>
          {field.hint}
        </span>
      ) : null}
      {message ? (
        <span id={errorId} className={error}>
          {message}
        </span>
      ) : null}
    </>
  )

  if (field.kind === 'checkbox') {
    return (
      <div className={group}>
        <label className={choice}>
          <input
            type="checkbox"
            name={field.name}
            id={id}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            required={field.required}
            defaultChecked={initial === true}
            autoFocus={autoFocus}
          />
          <span>{field.label}</span>
        </label>
        {notes}
      </div>
    )
  }

  if (field.kind === 'radio' || field.kind === 'checkboxes') {
    return (
      <fieldset className={group} aria-describedby={describedBy} id={id} tabIndex={-1} autoFocus={autoFocus}>
        <legend className={label}>{labelText}</legend>
        {notes}
        {field.options?.map((option) => (
          <label key={option.value} className={choice}>
            <input
              type={field.kind === 'radio' ? 'radio' : 'checkbox'}
              name={field.name}
              value={option.value}
              aria-invalid={invalid}
              defaultChecked={Array.isArray(initial) ? initial.includes(option.value) : initial === option.value}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    )
  }

  const common = {
    id,
    name: field.name,
    className: control,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    'aria-required': field.required ? true : undefined,
    defaultValue: typeof initial === 'string' ? initial : undefined,
    autoFocus,
    autoComplete: field.autocomplete ?? AUTOCOMPLETE[field.kind],
  }
  return (
    <div className={group}>
      <label htmlFor={id} className={label}>
        {labelText}
      </label>
      {notes}
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={5} maxLength={maxLengthOf(field)} />
      ) : field.kind === 'select' || field.kind === 'state' ? (
        <select {...common}>
          <option value="">{t('formSelectPlaceholder')}</option>
          {(field.kind === 'state' ? US_STATE_CODES.map((code) => ({ value: code, label: code })) : (field.options ?? [])).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[field.kind] ?? 'text'}
          inputMode={field.kind === 'zip' ? 'numeric' : undefined}
          maxLength={field.kind === 'zip' ? 10 : maxLengthOf(field)}
          onBlur={field.kind === 'zip' ? (event) => onZip(event.currentTarget.value.trim()) : undefined}
        />
      )}
    </div>
  )
}
