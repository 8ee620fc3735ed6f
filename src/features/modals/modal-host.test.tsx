// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import type { ActionModal, ModalCopy, SiteSettings } from '../../content-model/content-model'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import { AppStoreProvider } from '../../stores/app-store-context'
import { createAppStore, type AppStateData } from '../../stores/create-app-store'
import type { ModalForm, ModalFormProps } from '../../shared/forms/modal-form'
import { ModalHost, preloadActiveModal, type ModalFormSlot } from './modal-host'
import { actionModalsForPageType } from './action-modals-for-page-type'
import { actionModalsQueryOptions } from './action-modals-query-options'
import { SESSION_MODAL_DISMISS_KEY } from './select-action-modal'
import { actionModalEntry } from '../../../tests/fixtures/action-modal-fixture'

const LOCALE = 'en-US' as const

const entry = (overrides: Partial<ActionModal> = {}) => actionModalEntry({ modalDelay: 2, ...overrides })
const copy = (heading: string): ModalCopy => ({ heading, body: `${heading} body`, ctaLabel: null, ctaUrl: null, videoUrl: null })

function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    siteName: 'Campaign',
    navigation: { ok: true, value: [] },
    footer: { ok: true, value: { links: [], text: null } },
    alertBar: { ok: true, value: null },
    donateBar: { ok: true, value: null },
    splash: { ok: true, value: null },
    defaultShareImage: null,
    actionModals: [entry()],
    modalLabels: { signup: copy('Sign up for updates'), donate: copy('Chip in today') },
    disabledStates: ['NV'],
    fundraisingAlternative: null,
    searchPath: null,
    ...overrides,
  }
}

function renderHost(settings: SiteSettings, initial: Partial<AppStateData> = {}, { forms = {}, modalForm }: { forms?: Record<string, ModalForm>; modalForm?: ModalFormSlot } = {}) {
  const store = createAppStore({ pageContentType: 'campaignHomepage', segments: { zip: '78701', stateCode: 'TX' }, ...initial })
  // As the page's loader leaves them: this page type's entries (the server filters by page type).
  const pageType = store.getState().pageContentType ?? ''
  const view = renderWithQueries(
    <AppStoreProvider store={store}>
      <ModalHost locale={LOCALE} modalForm={modalForm} />
    </AppStoreProvider>,
    {
      locale: LOCALE,
      labels: { closeDialog: 'Close this dialog' },
      seed: [
        [siteSettingsQueryOptions(LOCALE).queryKey, settings],
        [actionModalsQueryOptions(LOCALE, pageType).queryKey, actionModalsForPageType(settings, pageType, forms)],
      ],
    },
  )
  return { store, view }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const scrollLocked = () => document.body.classList.contains('scroll-lock')

// The dialog is a chunk of its own, fetched when a modal is chosen; here it is there from the start.
beforeAll(() => preloadActiveModal())
beforeEach(() => {
  vi.useFakeTimers()
  window.sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.sessionStorage.clear()
  document.body.className = ''
})

describe('ModalHost: opening the action modal', () => {
  it('shows nothing before the modal’s delay and the dialog once it has passed', () => {
    renderHost(siteSettings())
    expect(screen.queryByRole('dialog')).toBeNull()
    advance(1999)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(scrollLocked()).toBe(false)
    advance(1)
    const dialog = screen.getByRole('dialog')
    expect(dialog.getAttribute('data-modal-kind')).toBe('calculatorSignup')
    expect(dialog.textContent).toContain('Sign up for updates')
    expect(dialog.textContent).toContain('Sign up for updates body')
    expect(scrollLocked()).toBe(true)
  })

  it('opens the first qualifying entry for the visitor’s state and page', () => {
    renderHost(
      siteSettings({
        actionModals: [
          entry({ settingsKey: 'donate', stateCode: ['IA'], modalType: 'halfPage' }),
          entry({ settingsKey: 'signup', stateCode: ['tx'], modalType: 'video', modalDelay: 1 }),
        ],
      }),
    )
    advance(1000)
    expect(screen.getByRole('dialog').getAttribute('data-modal-kind')).toBe('video')
  })

  it('does not open a fundraising modal for a visitor in a fundraising-disabled state', () => {
    renderHost(siteSettings({ actionModals: [entry({ isFundraising: true })] }), { segments: { zip: '89101', stateCode: 'NV' } })
    advance(60_000)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens a fundraising modal for a visitor elsewhere', () => {
    renderHost(siteSettings({ actionModals: [entry({ isFundraising: true })] }), { segments: { zip: '78701', stateCode: 'TX' } })
    advance(2000)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('does not open a fundraising modal once the visitor has given this session', () => {
    renderHost(siteSettings({ actionModals: [entry({ isFundraising: true })] }), { segments: { zip: '78701', stateCode: 'TX' }, hasContributed: true })
    advance(5000)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes an open fundraising modal when the visitor gives, and leaves other modals open', () => {
    const { store } = renderHost(siteSettings({ actionModals: [entry({ isFundraising: true })] }), { segments: { zip: '78701', stateCode: 'TX' } })
    advance(2000)
    expect(screen.getByRole('dialog')).toBeTruthy()
    act(() => store.getState().markContributed())
    expect(screen.queryByRole('dialog')).toBeNull()

    cleanup()
    const other = renderHost(siteSettings({ actionModals: [entry()] }), { segments: { zip: '78701', stateCode: 'TX' } })
    advance(2000)
    act(() => other.store.getState().markContributed())
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('never opens when a modal was already dismissed this session', () => {
    window.sessionStorage.setItem(SESSION_MODAL_DISMISS_KEY, '1')
    renderHost(siteSettings())
    advance(60_000)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(scrollLocked()).toBe(false)
  })

  it('opens nothing on a page type the modal is not for', () => {
    renderHost(siteSettings(), { pageContentType: 'planDetail' })
    advance(60_000)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('cancels the pending open when the visitor’s state turns out to be one the modal does not target', () => {
    const { store } = renderHost(siteSettings({ actionModals: [entry({ stateCode: ['TX'] })] }), { segments: { zip: '78701', stateCode: 'TX' } })
    advance(1000)
    act(() => store.getState().applySegments({ stateCode: 'IA' }))
    advance(60_000)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('ModalHost: closing', () => {
  it('closes with the close button, remembers the dismissal and unlocks the page scroll', () => {
    const { store } = renderHost(siteSettings())
    advance(2000)
    expect(scrollLocked()).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close this dialog' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.sessionStorage.getItem(SESSION_MODAL_DISMISS_KEY)).not.toBeNull()
    expect(store.getState().activeModal).toBeNull()
    expect(scrollLocked()).toBe(false)
  })

  it('closes with Escape (the dialog’s cancel), remembers the dismissal and unlocks the page scroll', () => {
    renderHost(siteSettings())
    advance(2000)
    const dialog = screen.getByRole('dialog')
    // A browser turns Escape on a modal <dialog> into its cancel event; happy-dom does not, so fire it as the browser would.
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.sessionStorage.getItem(SESSION_MODAL_DISMISS_KEY)).not.toBeNull()
    expect(scrollLocked()).toBe(false)
  })

  it('does not open again on a later page of the same session', () => {
    renderHost(siteSettings())
    advance(2000)
    fireEvent.click(screen.getByRole('button', { name: 'Close this dialog' }))
    cleanup()
    renderHost(siteSettings())
    advance(60_000)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('modal states', () => {
  it('opening a modal sets the active modal and its props', () => {
    const store = createAppStore()
    store.getState().openModal('video', { settingsKey: 'signup' })
    expect(store.getState().activeModal).toBe('video')
    expect(store.getState().modalProps).toEqual({ settingsKey: 'signup' })
  })

  it('opening a modal without props gives it empty props', () => {
    const store = createAppStore()
    store.getState().openModal('plans')
    expect(store.getState().modalProps).toEqual({})
  })

  it('closing sets the active modal to none and the props to empty', () => {
    const store = createAppStore({ activeModal: 'video', modalProps: { settingsKey: 'signup' } })
    store.getState().closeModal()
    expect(store.getState().activeModal).toBeNull()
    expect(store.getState().modalProps).toEqual({})
  })

  it('keeps a single active modal: opening another replaces the first and its props', () => {
    const store = createAppStore()
    store.getState().openModal('video', { settingsKey: 'signup' })
    store.getState().openModal('pollingLocator', { settingsKey: 'vote' })
    expect(store.getState().activeModal).toBe('pollingLocator')
    expect(store.getState().modalProps).toEqual({ settingsKey: 'vote' })
  })

  it('shows the modal the store opens, replaces it when another opens, and locks the page scroll only while one is open', () => {
    // Entries of this page type (their copy travels with it) that never open by themselves here.
    const elsewhere = { stateCode: ['IA'] }
    const { store } = renderHost(siteSettings({ actionModals: [entry({ settingsKey: 'signup', ...elsewhere }), entry({ settingsKey: 'donate', ...elsewhere })] }))
    expect(scrollLocked()).toBe(false)
    act(() => store.getState().openModal('video', { settingsKey: 'signup' }))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.getByRole('dialog').getAttribute('data-modal-kind')).toBe('video')
    expect(scrollLocked()).toBe(true)
    act(() => store.getState().openModal('halfPage', { settingsKey: 'donate' }))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.getByRole('dialog').getAttribute('data-modal-kind')).toBe('halfPage')
    expect(screen.getByRole('dialog').textContent).toContain('Chip in today')
    expect(scrollLocked()).toBe(true)
    act(() => store.getState().closeModal())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(scrollLocked()).toBe(false)
  })
})

describe('ModalHost: the sign-up modal’s form (ADR 059)', () => {
  const form: ModalForm = { pageId: 'volunteer-page', path: '/volunteer', definition: { submitLabel: 'Join', fields: [{ name: 'email', kind: 'email', label: 'Email' }] } }
  const withLink = { heading: 'Join us', body: 'Sign up here.', ctaLabel: 'Go to the form', ctaUrl: '/volunteer', videoUrl: null }
  // The forms feature's component, as the route hands it over: here drawn at once, naming what it was given.
  const slot = () => {
    const Form = ({ form: given, locale }: ModalFormProps) => <form aria-label={`form of ${given.pageId} in ${locale} posting to ${given.path}`} />
    return { Form, preload: vi.fn(() => Promise.resolve()) } satisfies ModalFormSlot
  }

  it('holds the form of its link’s page in place of the link, its code fetched once the modal is selected', () => {
    const modalForm = slot()
    renderHost(siteSettings({ modalLabels: { signup: withLink } }), {}, { forms: { signup: form }, modalForm })
    expect(modalForm.preload).toHaveBeenCalled()
    advance(2000)
    const dialog = screen.getByRole('dialog')
    expect(dialog.getAttribute('data-modal-kind')).toBe('calculatorSignup')
    expect(screen.getByRole('form', { name: 'form of volunteer-page in en-US posting to /volunteer' })).toBeTruthy()
    expect(dialog.textContent).toContain('Sign up here.')
    expect(screen.queryByRole('link', { name: 'Go to the form' })).toBeNull()
  })

  it('shows its copy and link when its content gives it no form, and fetches no form code', () => {
    const modalForm = slot()
    renderHost(siteSettings({ modalLabels: { signup: withLink } }), {}, { modalForm })
    advance(2000)
    expect(screen.getByRole('link', { name: 'Go to the form' }).getAttribute('href')).toBe('/volunteer')
    expect(screen.queryByRole('form')).toBeNull()
    expect(modalForm.preload).not.toHaveBeenCalled()
  })

  it('is a sign-up modal’s only: another kind whose key has a form shows its link', () => {
    const modalForm = slot()
    renderHost(siteSettings({ actionModals: [entry({ modalType: 'halfPage' })], modalLabels: { signup: withLink } }), {}, { forms: { signup: form }, modalForm })
    advance(2000)
    expect(screen.getByRole('dialog').getAttribute('data-modal-kind')).toBe('halfPage')
    expect(screen.getByRole('link', { name: 'Go to the form' })).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
  })
})
