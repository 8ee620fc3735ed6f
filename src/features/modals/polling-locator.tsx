import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { useAppStore } from '../../stores/app-store-context'
import { selectApplySegments, selectStateCode, selectZip } from '../segments/selectors'
import { votingInformationQueryOptions } from './voting-information-query-options'

const list = css({ display: 'grid', gap: '3', '& dt': { fontWeight: 'bodyBold' } })
const form = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })
const input = css({ border: '2px solid', borderColor: 'navy', px: '3', py: '2', w: '32', fontSize: 'lg' })
const button = css({ bg: 'navy', color: 'white', px: '5', py: '2', fontWeight: 'bodyBold', cursor: 'pointer' })
const error = css({ color: 'red.dark', fontWeight: 'bodyBold', w: 'full' })
const link = css({ color: 'link', textDecoration: 'underline', fontWeight: 'bodyBold' })

function formatDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number)
  if (!year || !month || !day) return date
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)))
}

/** How to vote in the visitor's state; asks for a zip when none is known. */
export function PollingLocator({ locale, t }: { locale: Locale; t: Translate<LabelsOf<'polling'>> }) {
  const zip = useAppStore(selectZip)
  const stateCode = useAppStore(selectStateCode)
  const applySegments = useAppStore(selectApplySegments)
  const [asking, setAsking] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const { data: states } = useQuery(votingInformationQueryOptions(locale))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('zip') ?? '').trim()
    if (!/^\d{5}$/.test(value)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setAsking(false)
    applySegments({ zip: value })
  }

  if (!zip || asking) {
    return (
      <form className={form} onSubmit={submit} noValidate>
        <p className={css({ w: 'full' })}>{t('pollingZipPrompt')}</p>
        <label className={css({ display: 'grid', gap: '1' })}>
          <span>{t('pollingZipLabel')}</span>
          <input
            className={input}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'polling-zip-error' : undefined}
          />
        </label>
        <button type="submit" className={button}>
          {t('pollingZipSubmit')}
        </button>
        {invalid ? (
          <p id="polling-zip-error" role="alert" className={error}>
            {t('pollingZipInvalid')}
          </p>
        ) : null}
      </form>
    )
  }

  const changeZip = (
    <button type="button" className={css({ justifySelf: 'start', textDecoration: 'underline', cursor: 'pointer' })} onClick={() => setAsking(true)}>
      {t('changeZip')}
    </button>
  )
  // An unknown zip never yields a state: the visitor can always try another one.
  if (!stateCode || !states) {
    return (
      <div className={css({ display: 'grid', gap: '4' })}>
        <p aria-live="polite">{t('pollingLooking')}</p>
        {changeZip}
      </div>
    )
  }
  const info = states.find((candidate) => candidate.stateCode === stateCode)
  return (
    <div className={css({ display: 'grid', gap: '4' })} aria-live="polite">
      {info ? (
        <>
          <h3 className={css({ fontWeight: 'bodyBold', fontSize: 'xl' })}>{info.stateName ?? info.stateCode}</h3>
          <dl className={list}>
            {info.registrationDeadline ? (
              <div>
                <dt>{t('registrationDeadline')}</dt>
                <dd>{formatDate(info.registrationDeadline, locale)}</dd>
              </div>
            ) : null}
            {info.earlyVoting ? (
              <div>
                <dt>{t('earlyVoting')}</dt>
                <dd>{info.earlyVoting}</dd>
              </div>
            ) : null}
          </dl>
          {info.officialLookupUrl ? (
            <a className={link} href={info.officialLookupUrl} rel="noopener noreferrer">
              {t('officialLookup')}
            </a>
          ) : null}
        </>
      ) : (
        <p>{t('pollingNoInformation')}</p>
      )}
      {changeZip}
    </div>
  )
}
