// @vitest-environment happy-dom
/**
 * The donation page as a donor's browser runs it: the provider's script injected once, after the
 * global configuration; the callback's effects happening once per order; a link when the script
 * fails; and, in a fundraising-disabled state, no form, no script and no ask at all.
 */
import type { QueryClient } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildPage } from '../../../tests/support/page-builder'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import { resetDonationScriptForTests } from '../../features/fundraising/donation-script'
import { fundraisingTotalsQueryOptions } from '../../features/fundraising/fundraising-query-options'
import type { SiteSettings } from '../../content-model/content-model'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { AppStoreProvider } from '../../stores/app-store-context'
import { createAppStore, type AppStateData, type AppStore } from '../../stores/create-app-store'
import EmbeddableDonationForm from '../embeddable-donation-form/embeddable-donation-form'

const SINCE = '2026-01-01T00:00:00.000Z'
const DONATION = { scriptUrl: 'https://provider.example/embed.js', token: 'public-token', stylesheetUrl: 'https://cdn.example/form.css', formUrl: 'https://provider.example/donate' }

function donatePage() {
  return buildPage('embeddableDonationForm', {
    id: 'donate',
    title: 'Chip in',
    path: '/donate',
    settings: { form: 'main', amounts: [10, 25], thermometer: { goal: 1000, since: SINCE } },
    alternates: { 'es-MX': '/es/dona' },
  })
}

const settings = { disabledStates: ['PR'], fundraisingAlternative: { label: 'Volunteer with us', href: '/volunteer', external: false } } as Partial<SiteSettings> as SiteSettings

async function renderDonatePage(
  initial: Partial<AppStateData>,
  totals = { raisedCents: 42_500, contributions: 17 },
  search = '',
): Promise<{ store: AppStore; queryClient: QueryClient }> {
  const store = createAppStore(initial)
  const page = donatePage()
  const { queryClient } = renderWithQueries(
    <AppStoreProvider store={store}>
      <EmbeddableDonationForm page={page} />
    </AppStoreProvider>,
    {
      seed: [
        [siteSettingsQueryOptions('en-US').queryKey, settings],
        [publicConfigQueryOptions().queryKey, { siteUrl: 'https://www.example.org', zipApiBase: '/api/v1', donation: DONATION, preview: false, errorReporting: null }],
        [fundraisingTotalsQueryOptions(SINCE).queryKey, totals],
      ],
      path: `${page.path}${search}`,
    },
  )
  await screen.findByRole('heading', { level: 1, name: 'Chip in' })
  return { store, queryClient }
}

/** The scripts the page added to <head>, with whether the provider's configuration was set at that moment; none really loads. */
let appended: { script: HTMLScriptElement; configured: boolean }[] = []
const realAppend = document.head.append.bind(document.head)
const providerScripts = () => appended.map(({ script }) => script).filter((script) => script.src === DONATION.scriptUrl)

beforeEach(() => {
  resetDonationScriptForTests()
  window.sessionStorage.clear()
  window.dataLayer = []
  appended = []
  document.head.append = (...nodes: (Node | string)[]) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) appended.push({ script: node, configured: window.donationProviderConfig?.token === DONATION.token })
      else realAppend(node)
    }
  }
})
afterEach(() => {
  cleanup()
  document.head.append = realAppend
})

describe('the embeddable donation form page', () => {
  it('sets the provider’s configuration, then injects its script once, and renders the embed with the visitor’s refcodes', async () => {
    const { store } = await renderDonatePage({ segments: { stateCode: 'TX' }, formOverrides: { refcode: 'tw_1', refcode2: 'hero_b' } })
    expect(appended.map(({ script, configured }) => ({ src: script.src, configured }))).toEqual([{ src: DONATION.scriptUrl, configured: true }])
    expect(window.donationProviderConfig?.styleSheetHref).toBe(DONATION.stylesheetUrl)
    // The visitor's refcodes reach the embed once the page's effects have run (a busy machine may take a while).
    await waitFor(() => expect(document.querySelector('[data-donation-embed]')?.getAttribute('data-refcode')).toBe('tw_1'))
    const embed = document.querySelector('[data-donation-embed]')
    expect(embed?.getAttribute('data-form')).toBe('main')
    expect(embed?.getAttribute('data-amounts')).toBe('10,25')
    expect(embed?.getAttribute('data-refcode2')).toBe('hero_b')

    // A second donation page while the script is still loading, then after it has: no second script.
    cleanup()
    await renderDonatePage({ segments: { stateCode: 'TX' } })
    expect(appended).toHaveLength(1)
    act(() => providerScripts()[0]?.dispatchEvent(new Event('load')))
    expect(store.getState().donationScriptInjected).toBe(true)
    cleanup()
    await renderDonatePage({ segments: { stateCode: 'TX' }, donationScriptInjected: true })
    expect(appended).toHaveLength(1)
  })

  it('shows the thermometer from the ledger’s totals against the CMS goal, with its own donate bar', async () => {
    await renderDonatePage({ segments: { stateCode: 'TX' } })
    const progress = document.querySelector('progress')
    expect(progress?.getAttribute('max')).toBe('100000')
    expect(progress?.getAttribute('value')).toBe('42500')
    expect(screen.getByText('$425 raised of our $1,000 goal')).toBeTruthy()
    expect(screen.getByText('17 contributions')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Donate now' }).getAttribute('href')).toBe('#donate')
  })

  it('counts a first gift in the singular', async () => {
    await renderDonatePage({ segments: { stateCode: 'TX' } }, { raisedCents: 2_500, contributions: 1 })
    expect(screen.getByText('1 contribution')).toBeTruthy()
  })

  it('acts on a contribution once per order: one analytics event, fundraising modals off for the session, figures refreshed', async () => {
    const { store, queryClient } = await renderDonatePage({ segments: { stateCode: 'TX' } })
    const callback = window.donationProviderConfig!.onContribute
    act(() => {
      callback({ orderNumber: 'SB-1', amount: 25, refcode: 'tw_1', contributionForm: 'main' })
      callback({ orderNumber: 'SB-1', amount: 25, refcode: 'tw_1', contributionForm: 'main' })
      callback({ amount: 'nonsense' })
    })
    expect(window.dataLayer).toEqual([{ event: 'donation_contribution', orderNumber: 'SB-1', amount: 25, recurring: false, form: 'main', refcode: 'tw_1' }])
    expect(store.getState().hasContributed).toBe(true)
    expect(window.sessionStorage.getItem('campaign-site:contributed')).toBe('1')
    expect(queryClient.getQueryState(fundraisingTotalsQueryOptions(SINCE).queryKey)?.isInvalidated).toBe(true)
  })

  it('offers a plain link to the provider’s form, with refcodes, when the script cannot load', async () => {
    await renderDonatePage({ segments: { stateCode: 'TX' }, formOverrides: { refcode: 'tw_1' } })
    act(() => providerScripts()[0]?.dispatchEvent(new Event('error')))
    const fallback = await screen.findByRole('link', { name: 'Donate on our secure donation page' })
    expect(fallback.getAttribute('href')).toBe('https://provider.example/donate/main?refcode=tw_1')
    expect(document.querySelector('[data-donation-embed]')).toBeNull()
  })

  it('offers the plain link from the first render (the server’s HTML) until the provider’s form is in, beside the element it renders into', async () => {
    await renderDonatePage({ segments: { stateCode: 'TX' }, formOverrides: { refcode: 'tw_1' } })
    expect(screen.getByRole('link', { name: 'Donate on our secure donation page' }).getAttribute('href')).toBe('https://provider.example/donate/main?refcode=tw_1')
    expect(document.querySelector('[data-donation-embed]')).not.toBeNull()
    await act(async () => {
      document.querySelector('[data-donation-embed]')?.append(document.createElement('form'))
      providerScripts()[0]?.dispatchEvent(new Event('load'))
      await Promise.resolve()
    })
    expect(screen.queryByRole('link', { name: 'Donate on our secure donation page' })).toBeNull()
  })

  it('puts the page URL’s refcodes on the link before the browser has read the visitor’s own', async () => {
    await renderDonatePage({ segments: { stateCode: 'TX' } }, undefined, '?refcode=mail%201&refcode2=ad_b')
    expect(screen.getByRole('link', { name: 'Donate on our secure donation page' }).getAttribute('href')).toBe('https://provider.example/donate/main?refcode=mail_1&refcode2=ad_b')
  })

  it('hands the provider the name, email and zip typed into a form this session, and nothing else', async () => {
    window.sessionStorage.setItem('campaign-site:visitor-details', JSON.stringify({ givenName: 'Ana', familyName: 'Ruiz', email: 'ana@example.org', zip: '78701', tel: '5125550143' }))
    await renderDonatePage({ segments: { stateCode: 'TX' } })
    const embed = document.querySelector('[data-donation-embed]')!
    const prefill = Object.fromEntries(embed.getAttributeNames().filter((name) => name.startsWith('data-prefill-')).map((name) => [name, embed.getAttribute(name)]))
    expect(prefill).toEqual({ 'data-prefill-first-name': 'Ana', 'data-prefill-last-name': 'Ruiz', 'data-prefill-email': 'ana@example.org', 'data-prefill-zip': '78701' })
  })

  it('asks nothing of a visitor in a fundraising-disabled state: no form, no script, no donate bar, the alternative instead', async () => {
    await renderDonatePage({ segments: { stateCode: 'pr' } })
    expect(document.querySelector('[data-donation-embed]')).toBeNull()
    expect(document.querySelector('[data-fundraising-ask]')).toBeNull()
    expect(providerScripts()).toHaveLength(0)
    expect(screen.getAllByRole('link', { name: 'Volunteer with us' }).map((link) => link.getAttribute('href'))).toEqual(['/volunteer', '/volunteer'])
    // The figures are no ask: the thermometer itself still shows.
    expect(document.querySelector('progress')).not.toBeNull()
  })
})
