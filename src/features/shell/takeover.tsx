import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import type { Takeover as TakeoverContent } from '../../queries/content-model'
import type { Translate } from '../../shared/i18n/use-labels'
import type { ShellFundraising } from './shell-fundraising'
import { shouldShowTakeover } from './takeover-rule'

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

export type TakeoverProps = {
  contentType: string | null
  language: string
  endDate: string | null
  takeovers: TakeoverContent[]
  /** In a fundraising-disabled location there is no takeover; its donate link carries the refcodes. */
  fundraising: ShellFundraising
  t: Translate
}

/**
 * The fundraising takeover. It depends on the visitor's clock and timezone (spec §9), so it is
 * decided after hydration in the browser; as a fixed overlay it shifts nothing when it appears.
 */
export function Takeover({ contentType, language, endDate, takeovers, fundraising, t }: TakeoverProps) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    setVisible(
      shouldShowTakeover({
        contentType,
        language,
        endDate,
        takeoverCount: takeovers.length,
        now: Date.now(),
        timezoneOffsetMinutes: new Date().getTimezoneOffset(),
      }),
    )
  }, [contentType, language, endDate, takeovers.length])

  const takeover = takeovers[0]
  if (!visible || !takeover || !fundraising.allowed) return null
  return (
    <section data-region="takeover" className={overlay} aria-labelledby={`takeover-${takeover.id}`} data-fundraising-ask="takeover">
      <div className={panel}>
        {takeover.image ? (
          <img
            className={image}
            src={takeover.image.url}
            alt={takeover.image.description}
            width={takeover.image.width ?? undefined}
            height={takeover.image.height ?? undefined}
          />
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
        <button type="button" className={close} onClick={() => setVisible(false)}>
          {t('closeDialog')}
        </button>
      </div>
    </section>
  )
}
