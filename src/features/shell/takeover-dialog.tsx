import { useEffect, useEffectEvent, useRef } from 'react'
import { css } from 'styled-system/css'
import type { Takeover } from '../../content-model/content-model'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { ContentImage } from '../../shared/images/content-image'
import type { ShellFundraising } from './shell-fundraising'

// The whole screen, open or modal (the browser's own dialog styles would make it a small centred box).
const overlay = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'takeover',
  w: 'full',
  h: 'full',
  maxW: 'none',
  maxH: 'none',
  m: '0',
  border: 'none',
  bg: 'navy',
  color: 'white',
  p: 'contentGutter',
  overflowY: 'auto',
  // Only while open: a closed dialog is hidden by the browser's `display: none`.
  _open: { display: 'flex' },
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

type TakeoverDialogProps = { takeover: Takeover; fundraising: ShellFundraising; t: Translate<LabelsOf<'shell'>>; onClose: () => void }

/**
 * The takeover's full-screen ask, a native <dialog>. The server's HTML has it open: its image is
 * found with the HTML, and its close button (a `method="dialog"` form) closes it without a script.
 * Once hydrated it is made modal: the page behind is inert, focus moves into it, Escape closes it,
 * and focus goes back where it was.
 */
export function TakeoverDialog({ takeover, fundraising, t, onClose }: TakeoverDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const upgraded = useRef(false)
  const closed = useEffectEvent(onClose)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    // Closed before hydration, with the form that needs no script.
    if (!upgraded.current && !element.open) {
      closed()
      return
    }
    upgraded.current = true
    // An open dialog cannot be made modal: closed and shown again in one task, nothing is painted between.
    if (element.open) element.close()
    element.showModal()
    element.setAttribute('aria-modal', 'true')
    // close() queues a close event of its own; only a close that leaves the dialog shut counts.
    const onCloseEvent = () => {
      if (!element.open) closed()
    }
    element.addEventListener('close', onCloseEvent)
    return () => {
      element.removeEventListener('close', onCloseEvent)
      if (element.open) element.close()
    }
  }, [])

  return (
    <dialog ref={ref} open data-region="takeover" className={overlay} aria-labelledby={`takeover-${takeover.id}`} data-fundraising-ask="takeover">
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
        <form method="dialog">
          <button type="submit" className={close}>
            {t('closeDialog')}
          </button>
        </form>
      </div>
    </dialog>
  )
}
