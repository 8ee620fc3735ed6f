// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ActionModal } from '../../content-model/content-model'
import { SESSION_MODAL_DISMISS_KEY } from './select-action-modal'
import { rememberDismissal, useScheduledModalOpen, wasDismissedThisSession } from './use-scheduled-modal-open'
import { actionModalEntry } from '../../../tests/fixtures/action-modal-fixture'

const entry = actionModalEntry

type Props = { selection: ActionModal | null; open: (entry: ActionModal) => void }

function schedule(selection: ActionModal | null, open = vi.fn<(entry: ActionModal) => void>()) {
  const hook = renderHook((props: Props) => useScheduledModalOpen(props.selection, props.open), { initialProps: { selection, open } })
  return { ...hook, open }
}

beforeEach(() => {
  vi.useFakeTimers()
  window.sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.sessionStorage.clear()
})

describe('useScheduledModalOpen', () => {
  it('opens the selected modal after modalDelay seconds, and not a millisecond earlier', () => {
    const selected = entry({ modalDelay: 3 })
    const { open } = schedule(selected)
    vi.advanceTimersByTime(2999)
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(selected)
  })

  it('supports fractional delays (1.5 s → 1500 ms)', () => {
    const { open } = schedule(entry({ modalDelay: 1.5 }))
    vi.advanceTimersByTime(1499)
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['no delay at all', undefined],
    ['a delay that is not a number', Number.NaN],
  ])('opens after the default 1 second when an entry has %s', (_, modalDelay) => {
    const { open } = schedule(entry({ modalDelay: modalDelay as number }))
    vi.advanceTimersByTime(999)
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('opens right away for a delay of 0', () => {
    const { open } = schedule(entry({ modalDelay: 0 }))
    vi.advanceTimersByTime(0)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('opens a modal only once, however long the visitor stays', () => {
    const { open } = schedule(entry({ modalDelay: 1 }))
    vi.advanceTimersByTime(60_000)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('opens nothing while no modal is selected', () => {
    const { open } = schedule(null)
    vi.advanceTimersByTime(60_000)
    expect(open).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never opens a modal the visitor already dismissed this session', () => {
    window.sessionStorage.setItem(SESSION_MODAL_DISMISS_KEY, '1')
    const { open } = schedule(entry({ modalDelay: 1 }))
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(open).not.toHaveBeenCalled()
  })

  it('does not open if a modal is dismissed (e.g. in another tab) during the wait', () => {
    const { open } = schedule(entry({ modalDelay: 2 }))
    vi.advanceTimersByTime(1000)
    window.sessionStorage.setItem(SESSION_MODAL_DISMISS_KEY, String(Date.now()))
    vi.advanceTimersByTime(60_000)
    expect(open).not.toHaveBeenCalled()
  })

  it('cancels the pending open when the selection changes, and opens the new modal after its own delay', () => {
    const first = entry({ settingsKey: 'signup', modalDelay: 2 })
    const second = entry({ settingsKey: 'vote', modalType: 'pollingLocator', modalDelay: 5 })
    const { open, rerender } = schedule(first)
    vi.advanceTimersByTime(1500)
    rerender({ selection: second, open })
    vi.advanceTimersByTime(4999)
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(second)
    vi.advanceTimersByTime(60_000)
    expect(open).not.toHaveBeenCalledWith(first)
  })

  it('cancels the pending open when the selection is cleared', () => {
    const { open, rerender } = schedule(entry({ modalDelay: 2 }))
    vi.advanceTimersByTime(1000)
    rerender({ selection: null, open })
    vi.advanceTimersByTime(60_000)
    expect(open).not.toHaveBeenCalled()
  })

  it('keeps the pending open when the page re-renders with the same selection', () => {
    const selected = entry({ modalDelay: 2 })
    const { open, rerender } = schedule(selected)
    vi.advanceTimersByTime(1500)
    rerender({ selection: selected, open })
    vi.advanceTimersByTime(500)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('cancels the pending open when the screen unmounts', () => {
    const { open, unmount } = schedule(entry({ modalDelay: 2 }))
    vi.advanceTimersByTime(1000)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(open).not.toHaveBeenCalled()
  })
})

describe('rememberDismissal', () => {
  it('sets the session dismissal key, so no further action modal opens this session', () => {
    expect(wasDismissedThisSession(window.sessionStorage)).toBe(false)
    rememberDismissal(window.sessionStorage)
    expect(window.sessionStorage.getItem(SESSION_MODAL_DISMISS_KEY)).not.toBeNull()
    expect(wasDismissedThisSession(window.sessionStorage)).toBe(true)
    const { open } = schedule(entry({ modalDelay: 1 }))
    vi.advanceTimersByTime(60_000)
    expect(open).not.toHaveBeenCalled()
  })

  it('does not throw when session storage is disabled', () => {
    const disabled = {
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    expect(() => rememberDismissal(disabled)).not.toThrow()
  })

  it('treats unreadable session storage as not dismissed', () => {
    const disabled = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    expect(wasDismissedThisSession(disabled)).toBe(false)
  })
})
