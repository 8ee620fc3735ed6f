import { MODAL_KINDS } from '../../content-model/content-constants'
import type { ActionModal } from '../../content-model/content-model'

/** The session-storage key that, once set, keeps action modals closed for the session (docs/behaviour.md §5). */
export const SESSION_MODAL_DISMISS_KEY = 'SESSION_MODAL_DISMISS_KEY'
export const DEFAULT_MODAL_DELAY_SECONDS = 1

export type SelectionInput = {
  actionModals: readonly ActionModal[]
  modalLabels: Readonly<Record<string, unknown>>
  stateCode: string | undefined
  pageContentType: string | null
  /** True while fundraising modals must not show (fundraising-disabled location, a gift this session). */
  fundraisingAsksOff: boolean
  allowedKinds?: readonly string[]
}

export type Verdict = { settingsKey: string; modalType: string; qualifies: boolean; reasons: string[] }

/** Each entry with whether it qualifies and, if not, why (docs/behaviour.md §5). */
export function explainActionModals(input: SelectionInput): Verdict[] {
  const allowed = input.allowedKinds ?? MODAL_KINDS
  const state = input.stateCode?.toUpperCase()
  return input.actionModals.map((entry) => {
    const reasons: string[] = []
    if (entry.stateCode.length > 0 && (!state || !entry.stateCode.map((code) => code.toUpperCase()).includes(state))) {
      reasons.push(`targets ${entry.stateCode.join(', ')}; the visitor's state is ${state ?? 'unknown'}`)
    }
    if (!input.pageContentType || !entry.pageTypes.includes(input.pageContentType)) {
      reasons.push(`not for page type ${input.pageContentType ?? '(none)'}`)
    }
    if (!allowed.includes(entry.modalType)) reasons.push(`modal type ${entry.modalType} is not allowed`)
    if (entry.isFundraising && input.fundraisingAsksOff) reasons.push('a fundraising modal while fundraising modals are off')
    if (!Object.hasOwn(input.modalLabels, entry.settingsKey)) reasons.push(`modalLabels has no ${entry.settingsKey}`)
    return { settingsKey: entry.settingsKey, modalType: entry.modalType, qualifies: reasons.length === 0, reasons }
  })
}

/** The first entry that qualifies, or null. */
export function selectActionModal(input: SelectionInput): ActionModal | null {
  const index = explainActionModals(input).findIndex((verdict) => verdict.qualifies)
  return index === -1 ? null : (input.actionModals[index] ?? null)
}

/**
 * The selection after the inputs changed: a different qualifying entry replaces the current one;
 * when none qualifies, the current one is kept only while the visitor's state is unknown (their zip
 * is being looked up) and only on a page type it is meant for: after a navigation it never opens
 * on a page it does not target.
 */
export function nextSelection(
  current: ActionModal | null,
  candidate: ActionModal | null,
  stateCode: string | undefined,
  pageContentType: string | null,
): ActionModal | null {
  if (candidate) return current?.settingsKey === candidate.settingsKey ? current : candidate
  if (stateCode || !current || !pageContentType || !current.pageTypes.includes(pageContentType)) return null
  return current
}
