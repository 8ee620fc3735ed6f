import type { ErrorEvent } from '@sentry/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_REPORTING_LIMITS } from './error-reporting-limits'
import { createBrowserEventLimiter, fingerprintOfEvent } from './limit-browser-events'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** An event as the SDK builds it from a thrown error: frames oldest first, the site's own in_app. */
function errorEvent(type: string, value: string, top = { function: 'renderRegion', filename: 'https://site.test/assets/main-4f2a.js', lineno: 12 }): ErrorEvent {
  return {
    type: undefined,
    exception: {
      values: [
        {
          type,
          value,
          stacktrace: { frames: [{ function: 'boot', filename: 'https://site.test/assets/main-4f2a.js', lineno: 1, in_app: true }, { ...top, in_app: true }, { function: 'x', filename: 'https://cdn.test/vendor.js', in_app: false }] },
        },
      ],
    },
  }
}

function setup(options: Partial<Parameters<typeof createBrowserEventLimiter>[0]> = {}) {
  const summaries: { message: string; tags: Record<string, string> }[] = []
  const beforeSend = createBrowserEventLimiter({ sampleRate: 1, sendSummary: (message, tags) => summaries.push({ message, tags }), ...options })
  return { beforeSend, summaries }
}

describe('the browser SDK’s beforeSend limiter', () => {
  it('passes the first event of a kind and drops its repeats for the window, however their ids and numbers differ', () => {
    const { beforeSend } = setup()
    const first = errorEvent('TypeError', 'Cannot read properties of undefined (reading "0") in row 17')
    expect(beforeSend(first)).toBe(first)
    for (let row = 18; row < 500; row += 1) expect(beforeSend(errorEvent('TypeError', `Cannot read properties of undefined (reading "0") in row ${row}`))).toBeNull()
    vi.advanceTimersByTime(ERROR_REPORTING_LIMITS.windowMs)
    const later = errorEvent('TypeError', 'Cannot read properties of undefined (reading "0") in row 501')
    expect(beforeSend(later)).toBe(later)
  })

  it('passes at most the cap of events a window; then one summary event says how many were left out', () => {
    const { beforeSend, summaries } = setup()
    const passed = Array.from({ length: 40 }, (_, kind) => beforeSend(errorEvent('Error', `failure ${String.fromCharCode(97 + (kind % 26))}${kind >= 26 ? 'x' : ''}`))).filter(Boolean)
    expect(passed).toHaveLength(ERROR_REPORTING_LIMITS.eventsPerWindow)
    expect(summaries).toEqual([])
    vi.advanceTimersByTime(ERROR_REPORTING_LIMITS.windowMs)
    expect(summaries).toHaveLength(1)
    expect(summaries[0]?.message).toMatch(/^30 error events of this page were not sent in the last 60 s \(over the cap of 10\)/)
    // The summary passes the limiter it reports on.
    const summaryEvent: ErrorEvent = { type: undefined, message: summaries[0]?.message, tags: summaries[0]?.tags }
    expect(beforeSend(summaryEvent)).toBe(summaryEvent)
  })

  it('honours the sample rate: none at 0, all at 1, a share of kinds between', () => {
    const none = setup({ sampleRate: 0 }).beforeSend
    expect(Array.from({ length: 5 }, (_, kind) => none(errorEvent('Error', `kind ${'abcde'[kind]}`))).filter(Boolean)).toHaveLength(0)
    let draw = 0
    const half = setup({ sampleRate: 0.5, random: () => (draw++ % 2 === 0 ? 0.1 : 0.9) }).beforeSend
    expect(Array.from({ length: 8 }, (_, kind) => half(errorEvent('Error', `kind ${'abcdefgh'[kind]}`))).filter(Boolean)).toHaveLength(4)
  })

  it('tells kinds apart by type, message and top in-app frame; messages by their text', () => {
    expect(fingerprintOfEvent(errorEvent('TypeError', 'x is undefined'))).toBe('TypeError: x is undefined @ renderRegion (main-4f2a.js:12)')
    expect(fingerprintOfEvent(errorEvent('TypeError', 'x is undefined', { function: 'other', filename: 'https://site.test/assets/page-9c.js', lineno: 3 }))).not.toBe(
      fingerprintOfEvent(errorEvent('TypeError', 'x is undefined')),
    )
    expect(fingerprintOfEvent({ type: undefined, message: '{"region":"navigation","count":2}' })).toBe('Message: {"region":"navigation","count":<n>}')
  })
})
