import { Suspense, useEffect, useState } from 'react'
import type { Takeover as TakeoverContent } from '../../content-model/content-model'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { lazyWithRetry } from '../../shared/lazy-with-retry'
import type { ShellFundraising } from './shell-fundraising'
import { shouldShowTakeover } from '../../shared/fundraising/takeover-rule'

export const loadTakeoverOverlay = () => import('./takeover-overlay')
const LazyTakeoverOverlay = lazyWithRetry('the takeover overlay', loadTakeoverOverlay)

type TakeoverProps = {
  contentType: string | null
  language: string
  endDate: string | null
  takeovers: TakeoverContent[]
  /** In a fundraising-disabled location there is no takeover; its donate link carries the refcodes. */
  fundraising: ShellFundraising
  t: Translate<LabelsOf<'shell'>>
}

/**
 * The fundraising takeover. It depends on the visitor's clock and timezone (docs/behaviour.md §4), so it is
 * decided after hydration in the browser; as a fixed overlay it shifts nothing when it appears.
 */
function Takeover({ contentType, language, endDate, takeovers, fundraising, t }: TakeoverProps) {
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
    <Suspense fallback={null}>
      <LazyTakeoverOverlay takeover={takeover} fundraising={fundraising} t={t} onClose={() => setVisible(false)} />
    </Suspense>
  )
}

/** The shell loads it lazily (page-shell.tsx). */
export default Takeover
