/** Development panel: the visitor's segments, the chosen action modal and why each entry was (not) chosen. */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { actionModalsQueryOptions } from '../features/modals/action-modals-query-options'
import { explainActionModals } from '../features/modals/select-action-modal'
import { siteSettingsQueryOptions } from '../queries/content-query-options'
import { isFundraisingDisabledLocation } from '../shared/fundraising/fundraising-location'
import { useAppStore } from '../stores/app-store-context'

export function SegmentsPanel() {
  const language = useAppStore((state) => state.language)
  const segments = useAppStore((state) => state.segments)
  const pageContentType = useAppStore((state) => state.pageContentType)
  const selection = useAppStore((state) => state.selectedActionModal)
  const activeModal = useAppStore((state) => state.activeModal)
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions(language))
  const { data: modals } = useQuery({ ...actionModalsQueryOptions(language, pageContentType ?? ''), enabled: pageContentType !== null })
  const fundraisingAsksOff = isFundraisingDisabledLocation(segments.stateCode, settings.disabledStates)
  const verdicts = explainActionModals({
    actionModals: modals?.actionModals ?? [],
    modalLabels: modals?.modalLabels ?? {},
    stateCode: segments.stateCode,
    pageContentType,
    fundraisingAsksOff,
  })
  return (
    <div style={{ padding: 12, fontFamily: 'monospace', fontSize: 12, display: 'grid', gap: 12 }}>
      <section>
        <strong>Segments</strong>
        <pre>{JSON.stringify(segments, null, 2)}</pre>
        <div>fundraising-disabled location: {String(fundraisingAsksOff)}</div>
      </section>
      <section>
        <strong>Action modal</strong>
        <div>page content type: {pageContentType ?? '(none)'}</div>
        <div>selected: {selection ? `${selection.settingsKey} (${selection.modalType}, ${selection.modalDelay}s)` : 'none'}</div>
        <div>active: {activeModal ?? 'none'}</div>
        <ol>
          {verdicts.map((verdict) => (
            <li key={verdict.settingsKey}>
              {verdict.qualifies ? '✓' : '✗'} {verdict.settingsKey} ({verdict.modalType}){verdict.reasons.length > 0 ? ` — ${verdict.reasons.join('; ')}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
