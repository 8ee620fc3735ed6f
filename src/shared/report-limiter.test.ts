import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createReportLimiter, type WindowSummary } from './report-limiter'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup(overrides: Partial<Parameters<typeof createReportLimiter<string>>[0]> = {}) {
  const summaries: WindowSummary<string>[] = []
  const limiter = createReportLimiter<string>({
    windowMs: 60_000,
    maxPerWindow: 30,
    sampleRate: 1,
    onWindowClosed: (summary) => summaries.push(summary),
    ...overrides,
  })
  return { limiter, summaries }
}

describe('the report limiter', () => {
  it('sends the first of a kind and counts its repeats, told once when the window closes', () => {
    const { limiter, summaries } = setup()
    expect(limiter.admit('db down', 'first-id')).toEqual({ kind: 'send' })
    for (let i = 0; i < 999; i += 1) expect(limiter.admit('db down', `id-${i}`)).toEqual({ kind: 'repeat', first: 'first-id' })
    expect(summaries).toEqual([])
    vi.advanceTimersByTime(60_000)
    expect(summaries).toEqual([{ windowMs: 60_000, repeats: [{ fingerprint: 'db down', first: 'first-id', count: 999 }], dropped: 0, sampledOut: 0, unremembered: 0 }])
    // A new window: the failure is sent again.
    expect(limiter.admit('db down', 'next-id')).toEqual({ kind: 'send' })
  })

  it('sends at most the cap a window and counts the rest', () => {
    const { limiter, summaries } = setup({ maxPerWindow: 30 })
    const verdicts = Array.from({ length: 100 }, (_, i) => limiter.admit(`kind ${i}`, String(i)))
    expect(verdicts.filter((verdict) => verdict.kind === 'send')).toHaveLength(30)
    expect(verdicts.slice(30).every((verdict) => verdict.kind === 'log-only' && verdict.reason === 'over-cap')).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(summaries).toHaveLength(1)
    expect(summaries[0]?.dropped).toBe(70)
  })

  it('closes a window by the clock as well, when the next report comes after it (timers not run)', () => {
    let clock = 0
    const { limiter, summaries } = setup({ now: () => clock })
    limiter.admit('a', '1')
    limiter.admit('a', '2')
    clock = 60_000
    expect(limiter.admit('a', '3')).toEqual({ kind: 'send' })
    expect(summaries[0]?.repeats).toEqual([{ fingerprint: 'a', first: '1', count: 1 }])
  })

  it('honours the sample rate once per kind: a sampled-out kind is not sent, nor are its repeats', () => {
    const draws = [0.1, 0.9, 0.3, 0.7]
    const { limiter, summaries } = setup({ sampleRate: 0.5, random: () => draws.shift() ?? 0 })
    expect(limiter.admit('a', 'a1').kind).toBe('send')
    expect(limiter.admit('b', 'b1')).toEqual({ kind: 'log-only', reason: 'sampled-out' })
    expect(limiter.admit('b', 'b2')).toEqual({ kind: 'repeat', first: 'b1' })
    expect(limiter.admit('c', 'c1').kind).toBe('send')
    expect(limiter.admit('d', 'd1').kind).toBe('log-only')
    limiter.flush()
    expect(summaries[0]?.sampledOut).toBe(2)
    expect(summaries[0]?.dropped).toBe(0)
  })

  it('sends nothing at a sample rate of 0 and everything at 1', () => {
    const none = setup({ sampleRate: 0 }).limiter
    expect(Array.from({ length: 20 }, (_, i) => none.admit(String(i), '')).some((verdict) => verdict.kind === 'send')).toBe(false)
    const all = setup({ sampleRate: 1, random: () => 0.999999 }).limiter
    expect(Array.from({ length: 20 }, (_, i) => all.admit(String(i), '')).every((verdict) => verdict.kind === 'send')).toBe(true)
  })

  it('remembers a bounded number of kinds a window; past it, failures are only counted', () => {
    const { limiter, summaries } = setup({ maxFingerprints: 5, maxPerWindow: 100 })
    for (let i = 0; i < 8; i += 1) limiter.admit(`kind ${i}`, String(i))
    expect(limiter.admit('kind 9', '9')).toEqual({ kind: 'unremembered' })
    limiter.flush()
    expect(summaries[0]?.unremembered).toBe(4)
  })

  it('counts a report the transport refused as dropped, and frees its place under the cap', () => {
    const { limiter, summaries } = setup({ maxPerWindow: 1 })
    expect(limiter.admit('a', '1').kind).toBe('send')
    limiter.drop()
    expect(limiter.admit('b', '2').kind).toBe('send')
    limiter.flush()
    expect(summaries[0]?.dropped).toBe(1)
  })

  it('tells nothing for a window that held nothing back', () => {
    const { limiter, summaries } = setup()
    limiter.admit('a', '1')
    vi.advanceTimersByTime(120_000)
    expect(summaries).toEqual([])
  })
})
