// @vitest-environment happy-dom
/**
 * The phone header's menu, a native disclosure that scripts enhance: Escape closes it and gives
 * focus back to its button, and it closes when a link in it is followed or the page changes.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Navigation } from './navigation'

const links = [
  { label: 'Plans', href: '/plans', external: false },
  { label: 'Volunteer', href: '/volunteer', external: false },
]

async function renderHeader(donateHref: string | null = '/donate?refcode=tw_1', path = '/') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Navigation siteName="The campaign" homeHref="/" links={links} locale="en-US" alternateHref="/es" donateHref={donateHref} t={(key) => key} />
        <Outlet />
      </>
    ),
  })
  const pages = ['/', '/plans', '/volunteer'].map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{path}</p> }))
  const router = createRouter({ routeTree: rootRoute.addChildren(pages), history: createMemoryHistory({ initialEntries: [path] }) })
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  const menu = document.querySelector('details')!
  const button = menu.querySelector('summary')!
  const open = () => {
    menu.open = true
  }
  return { router, menu, button, open }
}

afterEach(() => cleanup())

describe('the phone header', () => {
  it('has a Donate button with the visitor’s refcodes, and none when the visitor is not asked', async () => {
    await renderHeader()
    expect(screen.getByRole('link', { name: 'donate' }).getAttribute('href')).toBe('/donate?refcode=tw_1')
    cleanup()
    await renderHeader(null)
    expect(screen.queryByRole('link', { name: 'donate' })).toBeNull()
  })

  it('names the links its menu button controls', async () => {
    const { button } = await renderHeader()
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(panel.querySelectorAll('a').length).toBe(links.length + 1)
  })

  it('closes on Escape from a link in the menu and gives focus back to the menu button', async () => {
    const { menu, button, open } = await renderHeader()
    open()
    const link = screen.getByRole('link', { name: 'Volunteer' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(menu.open).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('stays open on other keys', async () => {
    const { menu, open } = await renderHeader()
    open()
    fireEvent.keyDown(screen.getByRole('link', { name: 'Plans' }), { key: 'Tab' })
    expect(menu.open).toBe(true)
  })

  it('closes when the page changes', async () => {
    const { router, menu, open } = await renderHeader()
    open()
    await act(async () => {
      router.history.push('/plans')
    })
    await waitFor(() => expect(menu.open).toBe(false))
    expect(screen.getByText('/plans')).toBeTruthy()
  })

  it('closes when a link in it is followed, even to the page already shown', async () => {
    const { menu, button, open } = await renderHeader(null, '/plans')
    open()
    const link = screen.getByRole('link', { name: 'Plans' })
    link.focus()
    await act(async () => {
      fireEvent.click(link)
    })
    await waitFor(() => expect(menu.open).toBe(false))
    // The link is hidden with the menu: focus would otherwise fall to the top of the document.
    expect(document.activeElement).toBe(button)
  })
})
