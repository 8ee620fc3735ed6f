// @vitest-environment happy-dom
/**
 * A part started after hydration: nothing in the first render (what the server's HTML holds), then
 * the loaded component with its props; a chunk that never loads empties only its failure boundary.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AfterHydration } from './after-hydration'
import { FailureBoundary } from './failure-boundary'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}
const loadGreeting = () => Promise.resolve({ default: Greeting })
const loadNothing = () => Promise.reject(new Error('chunk 404'))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('AfterHydration', () => {
  it('renders nothing on the server and while hydrating, then the part with its props', async () => {
    const page = (
      <main>
        <AfterHydration name="the greeting" load={loadGreeting} props={{ name: 'Ana' }} />
      </main>
    )
    expect(renderToString(page)).toBe('<main></main>')
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, page)
    })
    await waitFor(() => expect(container.textContent).toBe('Hello Ana'))
    expect(errors).not.toHaveBeenCalled()
    container.remove()
  })

  it('loads the part once, however often the page renders again', async () => {
    const load = vi.fn(loadGreeting)
    const { rerender } = render(<AfterHydration name="the greeting" load={load} props={{ name: 'Ana' }} />)
    await screen.findByText('Hello Ana')
    rerender(<AfterHydration name="the greeting" load={load} props={{ name: 'Luis' }} />)
    await screen.findByText('Hello Luis')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reports a part that cannot load and leaves the rest of the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <>
        <p>The page</p>
        <FailureBoundary name="the greeting">
          <AfterHydration name="the greeting" load={loadNothing} props={{ name: 'Ana' }} />
        </FailureBoundary>
      </>,
    )
    await waitFor(() => expect(error.mock.calls.some((call) => String(call.join(' ')).includes('the greeting failed to render'))).toBe(true), { timeout: 3000 })
    expect(screen.getByText('The page')).toBeTruthy()
  })
})
