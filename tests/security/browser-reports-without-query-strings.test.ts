// @vitest-environment happy-dom
/**
 * Threat: the browser's error reports leak personal data — a landing URL's `?zip=`, `mc_eid` or
 * refcode, and the zip code in the zip lookup's request path — through the event's request,
 * its breadcrumbs (navigation, fetch, xhr) and its transaction name.
 */
import type { Breadcrumb, ErrorEvent } from '@sentry/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrubBreadcrumb, scrubEvent } from '../../src/features/error-reporting/scrub-browser-events'

const PERSONAL = /90210|mc_eid|refcode|jane|\?|#/

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
  history.replaceState(null, '', '/')
})

describe('browser error reports carry paths, never query strings or zip codes', () => {
  it('fails to leak a landing URL, its Referer or a zip lookup through a realistic event', () => {
    const event: ErrorEvent = {
      type: undefined,
      event_id: 'a'.repeat(32),
      transaction: '/donate?refcode=email_jane&zip=90210',
      request: {
        url: 'https://campaign.example.org/donate?zip=90210&mc_eid=1a2b3c&refcode=email_jane#amount',
        headers: { Referer: 'https://mail.example.net/open?u=jane%40example.org', 'User-Agent': 'Mozilla/5.0' },
        query_string: 'zip=90210',
        cookies: { exp: '{}' },
      },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'Failed to fetch https://zip.example.org/shifter/zip5s/90210?key=1',
            stacktrace: { frames: [{ filename: 'https://campaign.example.org/donate?zip=90210', abs_path: 'https://campaign.example.org/donate?zip=90210', lineno: 1 }] },
          },
        ],
      },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/?mc_eid=1a2b3c', to: '/donate?zip=90210#top' } },
        { category: 'fetch', type: 'http', data: { method: 'GET', url: 'https://zip.example.org/shifter/zip5s/90210', status_code: 200 } },
        { category: 'xhr', type: 'http', data: { method: 'GET', url: '/api/v1/shifter/zip5s/90210?refcode=email_jane', status_code: 404 } },
      ],
    }
    const scrubbed = scrubEvent(event)
    expect(JSON.stringify(scrubbed)).not.toMatch(PERSONAL)
    expect(scrubbed.request).toEqual({ url: 'https://campaign.example.org/donate', headers: { 'User-Agent': 'Mozilla/5.0' } })
    expect(scrubbed.transaction).toBe('/donate')
    expect(scrubbed.breadcrumbs?.map((crumb) => crumb.data)).toEqual([
      { from: '/', to: '/donate' },
      { method: 'GET', url: 'https://zip.example.org/shifter/zip5s/:zip', status_code: 200 },
      { method: 'GET', url: '/api/v1/shifter/zip5s/:zip', status_code: 404 },
    ])
    expect(scrubbed.exception?.values?.[0]?.value).toBe('Failed to fetch https://zip.example.org/shifter/zip5s/:zip')
  })

  it('fails to record a query string in a breadcrumb as it is added', () => {
    const crumb: Breadcrumb = { category: 'navigation', data: { from: '/es?utm_source=mail', to: '/es/donar?refcode=x#y' } }
    expect(scrubBreadcrumb(crumb).data).toEqual({ from: '/es', to: '/es/donar' })
  })

  it('fails to send a landing query string or a zip code from the real SDK', async () => {
    const sent: string[] = []
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('errors.test')) sent.push(String(init?.body))
      return new Response('{}', { status: 200 })
    })
    // Reads as the browser's own: the SDK then instruments it instead of fetching a clean one from an iframe.
    fetch.toString = () => 'function fetch() { [native code] }'
    vi.stubGlobal('fetch', fetch)
    history.replaceState(null, '', '/?mc_eid=1a2b3c&refcode=email_jane')
    const { initSentry } = await import('../../src/features/error-reporting/sentry-sink')
    const sdk = await import('@sentry/react')
    const sink = initSentry({ dsn: 'https://public@errors.test/1', environment: 'test', release: 'r', sampleRate: 1 })
    history.pushState(null, '', '/donate?zip=90210#amount')
    await globalThis.fetch('/api/v1/shifter/zip5s/90210?refcode=email_jane')
    sink.exception('error', new Error('render failed'))
    await sdk.flush(2_000)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('render failed')
    expect(sent[0]).toContain('/api/v1/shifter/zip5s/:zip')
    expect(sent[0]).not.toMatch(/90210|mc_eid|refcode|email_jane/)
  })
})
