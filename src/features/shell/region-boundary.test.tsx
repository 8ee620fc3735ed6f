// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RegionBoundary, WithRegionData } from './region-boundary'

function Broken(): never {
  throw new Error('navigation exploded')
}

describe('a shell region', () => {
  it('that throws while rendering is reported once to the client log and renders nothing, while its siblings render', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <>
        <RegionBoundary region="navigation">
          <Broken />
        </RegionBoundary>
        <main>page content</main>
      </>,
    )
    expect(screen.getByText('page content')).toBeTruthy()
    const reports = consoleError.mock.calls.filter((call) => call[0] === '[error]')
    expect(reports).toHaveLength(1)
    expect(String(reports[0]?.[1])).toContain('Region navigation failed to render: navigation exploded')
  })

  it('with malformed content reports once and renders nothing', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(
      <WithRegionData region="footer" data={{ ok: false, error: 'footer.links.0.label: expected string' }}>
        {() => <footer>never</footer>}
      </WithRegionData>,
    )
    expect(container.innerHTML).toBe('')
    const reports = consoleError.mock.calls.filter((call) => call[0] === '[error]')
    expect(reports).toHaveLength(1)
    expect(String(reports[0]?.[1])).toContain('footer.links.0.label')
  })
})
