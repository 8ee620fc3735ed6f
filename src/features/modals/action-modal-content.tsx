import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import type { ModalCopy, ModalKind } from '../../content-model/content-model'
import { FailureBoundary } from '../../shared/failure-boundary'
import { plansQueryOptions } from '../../queries/content-query-options'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { safeHref } from '../../shared/rich-text/safe-href'
import { VideoThumbnail } from '../../shared/video/video-thumbnail'
import type { ActiveModalProps } from './active-modal'
import { PollingLocator } from './polling-locator'

const cta = css({ justifySelf: 'start', bg: 'red.dark', color: 'white', px: '6', py: '3', fontWeight: 'bodyBold', textDecoration: 'none' })
const plansList = css({ display: 'grid', gap: '2', '& a': { color: 'link', textDecoration: 'underline' } })

function CallToAction({ copy }: { copy: ModalCopy }) {
  const href = safeHref(copy.ctaUrl)
  return href && copy.ctaLabel ? (
    <a className={cta} href={href}>
      {copy.ctaLabel}
    </a>
  ) : null
}

function Plans({ locale }: { locale: Locale }) {
  const {
    data: { plans },
  } = useSuspenseQuery(plansQueryOptions(locale))
  if (plans.length === 0) return null
  return (
    <ul className={plansList}>
      {plans.slice(0, 6).map((plan) => (
        <li key={plan.id}>
          <a href={plan.href}>{plan.title}</a>
        </li>
      ))}
    </ul>
  )
}

/** What each modal kind shows inside the dialog, from its modalLabels copy; a sign-up modal with a form holds it (ADR 059). */
export function ActionModalContent({
  kind,
  copy,
  form = null,
  locale,
  t,
}: {
  kind: ModalKind
  copy: ModalCopy
  form?: ActiveModalProps['form']
  locale: Locale
  t: Translate<LabelsOf<'shell' | 'polling' | 'video'>>
}) {
  const SignUpForm = kind === 'calculatorSignup' ? form?.Form : undefined
  return (
    <>
      {copy.body ? <p>{copy.body}</p> : null}
      {kind === 'video' && copy.videoUrl ? <VideoThumbnail url={copy.videoUrl} thumbnail={null} title={copy.heading} playLabel={t('playVideo')} /> : null}
      {kind === 'plans' ? (
        // The plans are fetched when this modal opens (no page carries them for it): the rest of the dialog does not wait.
        <Suspense fallback={null}>
          <Plans locale={locale} />
        </Suspense>
      ) : null}
      {kind === 'pollingLocator' ? <PollingLocator locale={locale} t={t} /> : null}
      {SignUpForm && form ? (
        // The form is a chunk of its own, with its strings: until they are here, or if they cannot
        // load, the link to the form's page stands in, as it did before the modal held the form.
        <FailureBoundary name="sign-up form" fallback={<CallToAction copy={copy} />}>
          <SignUpForm form={form.value} locale={locale} />
        </FailureBoundary>
      ) : (
        <CallToAction copy={copy} />
      )}
    </>
  )
}
