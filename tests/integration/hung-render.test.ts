/**
 * A page render that never settles keeps no one waiting (serve-page.server.ts, origin-cache.ts):
 * within RENDER_TIMEOUT_MS the visitors waiting for it get the stale copy, or a 503 in their
 * language when there is none; the hang is reported once (to the error-reporting stand-in), and
 * the next request renders again. The content is a stand-in index with one page at every path.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorReportingStandIn, headlineOf } from '../mocks/error-reporting-handlers.ts'
import { server } from '../mocks/server.ts'

const setting = vi.hoisted(() => {
  // Read once, at the first request: set before anything in this file serves a page.
  process.env.RENDER_TIMEOUT_MS = '800'
  process.env.SENTRY_DSN = 'http://public@errors.test/1'
  return { timeoutMs: 800, host: 'errors.test' }
})
afterAll(() => {
  delete process.env.RENDER_TIMEOUT_MS
  delete process.env.SENTRY_DSN
})

vi.mock('../../src/server/content/content-service.server.ts', async () => {
  const { stubContentIndex } = await import('../support/stub-content-index.ts')
  const index = stubContentIndex()
  return { contentService: () => ({ current: async () => index }) }
})

const { servePage } = await import('../../src/server/http/serve-page.server.ts')

let standIn: ReturnType<typeof errorReportingStandIn>
beforeEach(() => {
  standIn = errorReportingStandIn(setting.host)
  server.use(standIn.handler)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

let renders = 0
/** The framework's render of a published page: shareable HTML. */
function rendered(text: string) {
  return async () => {
    renders += 1
    return new Response(`<!doctype html><html><body><main>${text}</main></body></html>`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400' },
    })
  }
}
const hung = () => new Promise<Response>(() => {})

function visit(path: string, render: () => Promise<Response>) {
  const startedAt = performance.now()
  return servePage(new Request(`http://site.test${path}`), render, { development: false, preview: false }).then(async (response) => ({
    response,
    text: await response.text(),
    waitedMs: performance.now() - startedAt,
  }))
}

const timeouts = () => standIn.events.filter((event) => headlineOf(event).type === 'RenderTimeoutError')

describe('a page render that never settles', () => {
  it('gives the visitors waiting for it a 503 in their language within the timeout, is reported once, and the next request renders again', async () => {
    const [first, ...others] = await Promise.all([visit('/es/historia', hung), ...Array.from({ length: 10 }, () => visit('/es/historia', rendered('should not render')))])
    for (const answer of [first, ...others]) {
      expect(answer?.response.status).toBe(503)
      expect(answer?.response.headers.get('Cache-Control')).toBe('no-store')
      expect(answer?.response.headers.get('Retry-After')).toBe('5')
      expect(answer?.response.headers.get('X-Origin-Cache')).toBe('timeout')
      // Finished like every page: its security headers and a policy that allows no inline script.
      expect(answer?.response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(answer?.response.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
      expect(answer?.text).toContain('<html lang="es-MX">')
      expect(answer?.text).toContain('Esta página está tardando demasiado')
      expect(answer?.text).toContain('<a href="/es/historia">Intentar de nuevo</a>')
      expect(answer?.waitedMs).toBeLessThan(setting.timeoutMs + 1_000)
    }
    expect(renders).toBe(0)
    await vi.waitFor(() => expect(timeouts()).toHaveLength(1))
    expect(headlineOf(timeouts()[0] ?? {}).value).toBe('A page render took longer than 800 ms: /es/historia')

    const next = await visit('/es/historia', rendered('back'))
    expect(next.response.status).toBe(200)
    expect(next.text).toContain('back')
    expect(renders).toBe(1)
    expect(timeouts()).toHaveLength(1)
  })

  it('speaks English on an English page', async () => {
    const answer = await visit('/plan/housing', hung)
    expect(answer.response.status).toBe(503)
    expect(answer.text).toContain('<html lang="en-US">')
    expect(answer.text).toContain('This page is taking too long')
  })

  it('gives the visitor whose render hung the stale copy at the timeout, and the others at once', async () => {
    vi.setSystemTime(Date.parse('2026-10-01T12:00:00Z'))
    expect((await visit('/vote', rendered('stale copy'))).response.headers.get('X-Origin-Cache')).toBe('miss')
    // Past its ten fresh seconds, within its stale minutes.
    vi.setSystemTime(Date.parse('2026-10-01T12:01:00Z'))
    const renderer = visit('/vote', hung)
    const meanwhile = await visit('/vote', rendered('should not render'))
    expect(meanwhile.response.headers.get('X-Origin-Cache')).toBe('stale')
    expect(meanwhile.text).toContain('stale copy')
    expect(meanwhile.waitedMs).toBeLessThan(setting.timeoutMs / 2)
    const answer = await renderer
    expect(answer.response.status).toBe(200)
    expect(answer.text).toContain('stale copy')
    expect(answer.waitedMs).toBeLessThan(setting.timeoutMs + 1_000)

    // Once the stale copy has aged out, a hung render is a 503, then the next request renders.
    vi.setSystemTime(Date.parse('2026-10-01T12:10:00Z'))
    expect((await visit('/vote', hung)).response.status).toBe(503)
    const rendersBefore = renders
    expect((await visit('/vote', rendered('new'))).text).toContain('new')
    expect(renders).toBe(rendersBefore + 1)
  })
})
