import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import type { ModalCopy, ModalKind } from '../../content-model/content-model'
import { plansQueryOptions } from '../../queries/content-query-options'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { safeHref } from '../../shared/rich-text/safe-href'
import { VideoThumbnail } from '../../shared/video/video-thumbnail'
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

/** What each modal kind shows inside the dialog, from its modalLabels copy. */
export function ActionModalContent({ kind, copy, locale, t }: { kind: ModalKind; copy: ModalCopy; locale: Locale; t: Translate<LabelsOf<'shell' | 'polling' | 'video'>> }) {
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
      <CallToAction copy={copy} />
    </>
  )
}
