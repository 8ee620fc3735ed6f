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
  display: 'flex',
  p: 'contentGutter',
  overflowY: 'auto',
})
// Centred by its margins, which never push it past the top of the scrolling overlay (a centred
// grid would, when the ask is taller than the screen).
const panel = css({ m: 'auto', w: 'full', maxW: 'content', textAlign: 'center', display: 'grid', gap: '5', justifyItems: 'center' })
const heading = css({ textStyle: 'title', fontWidth: 'extraWide' })
// The image's box comes from the asset's dimensions and the screen, never from whether it loaded
// (content-image.tsx): at most a third of a phone's height, so the heading and the ask stay in view.
const image = css({ w: 'full', maxH: '33svh', objectFit: 'cover' })
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
