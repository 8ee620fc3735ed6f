// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

/** Starts the real SDK, its transport posting to a stub fetch; returns the events it sent. */
async function startSdk(sampleRate: number) {
  const sent: string[] = []
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(String(init.body))
    return new Response('{}', { status: 200 })
  })
  // Reads as the browser's own: the SDK then uses it instead of fetching a clean one from an iframe.
  fetch.toString = () => 'function fetch() { [native code] }'
  vi.stubGlobal('fetch', fetch)
  const { initSentry } = await import('./sentry-sink')
  const { flush } = await import('@sentry/react')
  const sink = initSentry({ dsn: 'https://public@errors.test/1', environment: 'test', release: 'r', sampleRate })
  return { sink, sent, flush }
}

describe('the browser SDK with the page’s limits', () => {
  it('sends one event for a failure that repeats 1,000 times', async () => {
    const { sink, sent, flush } = await startSdk(1)
    for (let frame = 0; frame < 1_000; frame += 1) sink.exception('error', new Error(`render failed at frame ${frame}`))
    await flush(2_000)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('render failed at frame 0')
  })

  it('sends nothing at a sample rate of 0', async () => {
    const { sink, sent, flush } = await startSdk(0)
    for (let kind = 0; kind < 20; kind += 1) sink.exception('error', new Error(`failure ${'abcdefghijklmnopqrst'[kind]}`))
    await flush(2_000)
    expect(sent).toHaveLength(0)
  })
})
