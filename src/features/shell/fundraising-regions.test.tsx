// @vitest-environment happy-dom
/**
 * The shell's fundraising regions for a visitor in a fundraising-disabled state and elsewhere:
 * the donate bar gives its place to the CMS's alternative action, the takeover stays away, and
 * an ask's link to the provider carries the visitor's refcodes.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { DonateBar } from './donate-bar'
import type { ShellFundraising } from './shell-fundraising'
import Takeover from './takeover'

const volunteer = { label: 'Volunteer with us', href: '/volunteer', external: false }
const asking: ShellFundraising = { allowed: true, donateHref: (href) => `${href}?refcode=tw_1`, alternative: volunteer }
const disabled: ShellFundraising = { ...asking, allowed: false }

async function renderInRouter(node: ReactNode) {
  const rootRoute = createRootRoute()
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{node}</> })
  const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
}

afterEach(() => cleanup())

describe('the donate bar', () => {
  const donate = { text: 'Chip in $10 today', link: { label: 'Donate', href: 'https://provider.example/donate/main', external: true } }

  it('asks with the visitor’s refcodes on the provider’s link', async () => {
    await renderInRouter(<DonateBar donate={donate} fundraising={asking} />)
    expect(screen.getByRole('link', { name: 'Chip in $10 today' }).getAttribute('href')).toBe('https://provider.example/donate/main?refcode=tw_1')
    expect(document.querySelector('[data-region="donate-bar"]')?.hasAttribute('data-fundraising-ask')).toBe(true)
  })

  it('offers the alternative action instead in a fundraising-disabled state, or nothing when the CMS names none', async () => {
    await renderInRouter(<DonateBar donate={donate} fundraising={disabled} />)
    expect(screen.queryByText('Chip in $10 today')).toBeNull()
    expect(screen.getByRole('link', { name: 'Volunteer with us' }).getAttribute('href')).toBe('/volunteer')
    expect(document.querySelector('[data-fundraising-ask]')).toBeNull()
    cleanup()
    await renderInRouter(<DonateBar donate={donate} fundraising={{ ...disabled, alternative: null }} />)
    expect(document.querySelector('[data-region="donate-bar"]')).toBeNull()
  })
})

describe('the takeover', () => {
  const props = {
    shownAtRender: false,
    contentType: 'campaignHomepage',
    language: 'en-US',
    endDate: '2999-01-01T00:00',
    takeovers: [{ id: 't1', heading: 'Matching deadline', body: null, ctaLabel: 'Give now', ctaUrl: 'https://provider.example/donate/match', image: null }],
    t: (key: string) => key,
  }

  it('covers the homepage with its ask, the link carrying the refcodes', async () => {
    await renderInRouter(<Takeover {...props} fundraising={asking} />)
    expect((await screen.findByRole('link', { name: 'Give now' })).getAttribute('href')).toBe('https://provider.example/donate/match?refcode=tw_1')
  })

  it('is in the server’s HTML when the server decided it shows, as an open dialog that closes without a script', () => {
    const html = renderToString(<Takeover {...props} shownAtRender fundraising={asking} />)
    const dialog = new DOMParser().parseFromString(html, 'text/html').querySelector('dialog[data-region="takeover"]')
    expect(dialog?.hasAttribute('open')).toBe(true)
    expect(dialog?.querySelector('form[method="dialog"] button')?.textContent).toBe('closeDialog')
    expect(renderToString(<Takeover {...props} fundraising={asking} />)).toBe('')
  })

  it('goes once hydrated when the visitor’s clock says it has ended, though the server rendered it', async () => {
    await renderInRouter(<Takeover {...props} shownAtRender endDate="2001-01-01T00:00" fundraising={asking} />)
    expect(screen.queryByText('Matching deadline')).toBeNull()
  })

  it('never shows to a visitor in a fundraising-disabled state', async () => {
    await renderInRouter(<Takeover {...props} shownAtRender fundraising={disabled} />)
    expect(renderToString(<Takeover {...props} shownAtRender fundraising={disabled} />)).toBe('')
    expect(screen.queryByText('Matching deadline')).toBeNull()
    expect(document.querySelector('[data-region="takeover"]')).toBeNull()
  })
})
