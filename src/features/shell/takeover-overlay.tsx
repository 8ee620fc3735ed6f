import { css } from 'styled-system/css'
import type { Takeover } from '../../content-model/content-model'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { ContentImage } from '../../shared/images/content-image'
import type { ShellFundraising } from './shell-fundraising'

const overlay = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'takeover',
  bg: 'navy',
  color: 'white',
  display: 'grid',
  placeItems: 'center',
  p: 'contentGutter',
  overflowY: 'auto',
})
const panel = css({ maxW: 'content', textAlign: 'center', display: 'grid', gap: '5', justifyItems: 'center' })
const heading = css({ textStyle: 'title', fontWidth: 'extraWide' })
const image = css({ maxW: 'full', h: 'auto' })
const cta = css({ bg: 'red.dark', color: 'white', px: '8', py: '4', fontWeight: 'bodyBold', fontSize: 'lg' })
const close = css({ color: 'white', textDecoration: 'underline', cursor: 'pointer', bg: 'transparent', border: 'none' })

export type TakeoverOverlayProps = { takeover: Takeover; fundraising: ShellFundraising; t: Translate<LabelsOf<'shell'>>; onClose: () => void }

/** The takeover's full-screen ask: a chunk of its own, fetched only on the page views that show it. */
export default function TakeoverOverlay({ takeover, fundraising, t, onClose }: TakeoverOverlayProps) {
  return (
    <section data-region="takeover" className={overlay} aria-labelledby={`takeover-${takeover.id}`} data-fundraising-ask="takeover">
      <div className={panel}>
        {takeover.image ? (
          <ContentImage className={image} asset={takeover.image} priority sizes="(min-width: 780px) 710px, 100vw" />
        ) : null}
        <h2 id={`takeover-${takeover.id}`} className={heading}>
          {takeover.heading}
        </h2>
        {takeover.body ? <p>{takeover.body}</p> : null}
        {takeover.ctaUrl && takeover.ctaLabel ? (
          <a className={cta} href={fundraising.donateHref(takeover.ctaUrl)}>
            {takeover.ctaLabel}
          </a>
        ) : null}
        <button type="button" className={close} onClick={onClose}>
          {t('closeDialog')}
        </button>
      </div>
    </section>
  )
}
