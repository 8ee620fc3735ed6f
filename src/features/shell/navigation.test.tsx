// @vitest-environment happy-dom
/**
 * The header's menus, native disclosures that scripts enhance: Escape closes them and gives focus
 * back to their button, and they close when a link in them is followed or the page changes. From
 * the tablet breakpoint the links that do not fit the row are in a menu of their own; before the
 * row is measured (the server's HTML, no JavaScript) every link is in it (ADR 058).
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
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
  const button = document.querySelector<HTMLElement>('summary[aria-controls]')!
  const menu = button.closest('details')!
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!
  const more = document.querySelector<HTMLDetailsElement>('[data-header-more]')!
  const open = () => {
    menu.open = true
  }
  // The phone menu's links: the site's (the row's list) and the language switch; not the more menu's copies.
  const phoneMenu = within(panel.querySelector('nav')!)
  return { router, menu, button, panel, more, open, phoneMenu }
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
    const { panel } = await renderHeader()
    expect(panel.querySelectorAll(':scope > nav a, :scope > a').length).toBe(links.length + 1)
  })

  it('closes on Escape from a link in the menu and gives focus back to the menu button', async () => {
    const { menu, button, open, phoneMenu } = await renderHeader()
    open()
    const link = phoneMenu.getByRole('link', { name: 'Volunteer' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(menu.open).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('stays open on other keys', async () => {
    const { menu, open, phoneMenu } = await renderHeader()
    open()
    fireEvent.keyDown(phoneMenu.getByRole('link', { name: 'Plans' }), { key: 'Tab' })
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
    const { menu, button, open, phoneMenu } = await renderHeader(null, '/plans')
    open()
    const link = phoneMenu.getByRole('link', { name: 'Plans' })
    link.focus()
    await act(async () => {
      fireEvent.click(link)
    })
    await waitFor(() => expect(menu.open).toBe(false))
    // The link is hidden with the menu: focus would otherwise fall to the top of the document.
    expect(document.activeElement).toBe(button)
  })
})

describe('the more menu from the tablet breakpoint', () => {
  it('holds every link until the row has been measured', async () => {
    const { more } = await renderHeader()
    expect([...more.querySelectorAll('a')].map((link) => link.textContent)).toEqual(links.map((link) => link.label))
  })

  it('closes on Escape and gives focus back to its own button', async () => {
    const { more } = await renderHeader()
    more.open = true
    const link = within(more).getByRole('link', { name: 'Volunteer' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(more.open).toBe(false)
    expect(document.activeElement).toBe(more.querySelector('summary'))
  })

  it('closes when the page changes', async () => {
    const { router, more } = await renderHeader()
    more.open = true
    await act(async () => {
      router.history.push('/volunteer')
    })
    await waitFor(() => expect(more.open).toBe(false))
  })
})
