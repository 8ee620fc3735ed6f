import { useEffect } from 'react'
import type { ActionModal } from '../../content-model/content-model'
import { browserStorage } from '../../shared/browser-storage'
import { DEFAULT_MODAL_DELAY_SECONDS, SESSION_MODAL_DISMISS_KEY } from './select-action-modal'

export function wasDismissedThisSession(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage !== null && storage.getItem(SESSION_MODAL_DISMISS_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Opens the selected modal after modalDelay × 1000 ms (docs/behaviour.md §5), unless it was dismissed this
 * session. A new selection, a new page or unmounting cancels the pending open.
 */
export function useScheduledModalOpen(selection: ActionModal | null, open: (entry: ActionModal) => void, pagePath: string | null = null): void {
  useEffect(() => {
    if (!selection || wasDismissedThisSession(browserStorage('session'))) return
    const delay = (Number.isFinite(selection.modalDelay) ? selection.modalDelay : DEFAULT_MODAL_DELAY_SECONDS) * 1000
    const timer = window.setTimeout(() => {
      if (!wasDismissedThisSession(browserStorage('session'))) open(selection)
    }, delay)
    return () => window.clearTimeout(timer)
  }, [selection, open, pagePath])
}

export function rememberDismissal(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(SESSION_MODAL_DISMISS_KEY, String(Date.now()))
  } catch {
    // Storage disabled: the modal may come back on the next page, nothing worse.
  }
}
