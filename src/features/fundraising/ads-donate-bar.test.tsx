// @vitest-environment happy-dom
/**
 * The ads-page donate bar: one link per suggested amount, with the visitor's refcodes, or the
 * CMS's alternative action for a visitor in a fundraising-disabled state.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AdsDonateBar, type AdsDonateBarProps } from './ads-donate-bar'
import type { FundraisingAsks } from './use-fundraising-asks'

const volunteer = { label: 'Volunteer with us', href: '/volunteer', external: false }
const asking: FundraisingAsks = {
  allowed: true,
  refcodes: { refcode: 'ad_7', refcode2: null },
  donateHref: (href) => `${href}&refcode=ad_7`,
  alternative: volunteer,
}
const disabled: FundraisingAsks = { ...asking, allowed: false }

async function renderBar(props: Partial<AdsDonateBarProps>) {
  const bar = (
    <AdsDonateBar
      amounts={[5, 25]}
      amountHref={(amount) => `https://provider.example/donate/ads?amount=${amount}`}
      asks={asking}
      t={(key) => (key === 'adsDonateBarLabel' ? 'Chip in' : key)}
      {...props}
    />
  )
  const rootRoute = createRootRoute()
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => bar })
  const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
}

afterEach(() => cleanup())

describe('the ads-page donate bar', () => {
  it('offers each suggested amount as one tap to the provider’s form, with the refcodes', async () => {
    await renderBar({})
    expect(screen.getByRole('navigation', { name: 'Chip in' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '$25' }).getAttribute('href')).toBe('https://provider.example/donate/ads?amount=25&refcode=ad_7')
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('shows the alternative action instead in a fundraising-disabled state, and no amount', async () => {
    await renderBar({ asks: disabled })
    expect(screen.queryByRole('link', { name: '$5' })).toBeNull()
    expect(document.querySelector('[data-fundraising-ask]')).toBeNull()
    expect(screen.getByRole('link', { name: 'Volunteer with us' }).getAttribute('href')).toBe('/volunteer')
  })
})
