import { useEffect, useState } from 'react'
import type { Takeover as TakeoverContent } from '../../content-model/content-model'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import type { ShellFundraising } from './shell-fundraising'
import { shouldShowTakeover } from '../../shared/fundraising/takeover-rule'
import { TakeoverDialog } from './takeover-dialog'

export type TakeoverProps = {
  /** The server put the takeover in the page's HTML: it shows from the first paint (ADR 062). */
  shownAtRender: boolean
  contentType: string | null
  language: string
  endDate: string | null
  takeovers: TakeoverContent[]
  /** In a fundraising-disabled location there is no takeover; its donate link carries the refcodes. */
  fundraising: ShellFundraising
  t: Translate<LabelsOf<'shell'>>
}

/**
 * The fundraising takeover. The server renders it while it shows in every time zone; the
 * visitor's own clock and timezone decide after hydration (docs/behaviour.md §4, ADR 006), so a
 * takeover whose end has passed where the visitor is goes, and one in its last day arrives.
 */
export default function Takeover({ shownAtRender, contentType, language, endDate, takeovers, fundraising, t }: TakeoverProps) {
  const [due, setDue] = useState(shownAtRender)
  // Closed for this page view, possibly before hydration (the dialog closes without a script).
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    setDue(
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
  if (!due || dismissed || !takeover || !fundraising.allowed) return null
  return <TakeoverDialog takeover={takeover} fundraising={fundraising} t={t} onClose={() => setDismissed(true)} />
}
