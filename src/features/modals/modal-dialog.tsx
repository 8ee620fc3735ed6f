import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { ModalKind } from '../../content-model/content-model'

const dialog = css({
  zIndex: 'modal',
  border: 'none',
  p: '0',
  bg: 'white',
  color: 'navy',
  overflowY: 'auto',
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.35)',
  _backdrop: { bg: 'rgba(8, 20, 45, 0.7)' },
})
// Each kind's box: its own class, so no two classes set one property (which one wins would be the stylesheet's order).
// Most kinds sit in the middle of the screen (the reset's margin 0 would pin them to its top left corner).
const centered = css({ m: 'auto', maxW: 'min(640px, calc(100vw - 32px))', w: 'full', maxH: 'calc(100dvh - 32px)' })
// The special group's plans and polling locator take the lower part of the screen.
const lowerPart = css({ maxW: '100vw', w: '100vw', m: '0', mt: 'auto', maxH: '60dvh' })
// The half-page modal is a sheet over the lower half of a phone's or tablet's screen, and a panel
// along the right edge of a desktop's, the page beside it (still inert behind the dialog).
const halfPage = css({
  m: '0',
  mt: { base: 'auto', desktopSmall: '0' },
  ml: { base: '0', desktopSmall: 'auto' },
  w: { base: '100vw', desktopSmall: 'min(480px, 40vw)' },
  maxW: '100vw',
  h: { base: '50dvh', desktopSmall: '100dvh' },
  maxH: { base: '50dvh', desktopSmall: '100dvh' },
})

const KIND_STYLE: Partial<Record<ModalKind, string>> = { plans: lowerPart, pollingLocator: lowerPart, halfPage }
const inner = css({ p: { base: '6', tablet: '8' }, display: 'grid', gap: '4', position: 'relative' })
const heading = css({ fontSize: { base: '2xl', desktopSmall: '3xl' }, fontWeight: 'title', fontWidth: 'extraWide', pr: '10', lineHeight: 'title' })
const close = css({
  position: 'absolute',
  top: '3',
  right: '3',
  w: '11',
  h: '11',
  fontSize: '2xl',
  lineHeight: '1',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  color: 'navy',
})

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])'

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own UI. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return
  // A form's hidden fields and its honeypot (out of the tab order) match the selector but take no focus.
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !(element instanceof HTMLInputElement && element.type === 'hidden'),
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * An accessible modal dialog on the native <dialog>: showModal() makes the page behind it inert
 * and Tab wraps around inside it, Escape and the close button close it, and focus returns where it was.
 */
export function ModalDialog({
  kind,
  title,
  closeLabel,
  onClose,
  children,
}: {
  kind: ModalKind
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!element.open) element.showModal()
    return () => {
      if (element.open) element.close()
      returnFocusTo?.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-modal-kind={kind}
      className={`${dialog} ${KIND_STYLE[kind] ?? centered}`}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={inner}>
        <h2 id={titleId} className={heading}>
          {title}
        </h2>
        {children}
        <button type="button" className={close} onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
    </dialog>
  )
}
