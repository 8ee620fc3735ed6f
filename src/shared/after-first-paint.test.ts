import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_PAINT_WAIT_MS, afterFirstPaint } from './after-first-paint'

/** A window whose paints, visibility and observers the test drives. */
function fakeWindow({ painted = false, reportsPaints = true, hidden = false } = {}) {
  const paints: string[] = painted ? ['first-contentful-paint'] : []
  const observers = new Set<() => void>()
  const listeners = new Set<() => void>()
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'navigation'] : ['navigation']
    private readonly callback: () => void
    constructor(callback: () => void) {
      this.callback = callback
    }
    observe() {
      observers.add(this.callback)
    }
    disconnect() {
      observers.delete(this.callback)
    }
  }
  const win = {
    performance: { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) },
    PerformanceObserver: FakeObserver,
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  }
  return {
    win: win as unknown as Window & typeof globalThis,
    paint(name = 'first-contentful-paint') {
      paints.push(name)
      for (const callback of [...observers]) callback()
    },
    hide() {
      win.document.visibilityState = 'hidden'
      for (const listener of [...listeners]) listener()
    },
    watching: () => observers.size + listeners.size,
  }
}

/** Whether the promise has settled once every queued task and microtask so far has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits for the first contentful paint, then lets go of what it watched', async () => {
    const page = fakeWindow()
    const waited = afterFirstPaint(page.win)
    expect(await settled(waited)).toBe(false)
    page.paint('first-paint')
    expect(await settled(waited)).toBe(false)
    page.paint()
    await waited
    expect(page.watching()).toBe(0)
  })

  it('goes on at once when the page has already been shown', async () => {
    await afterFirstPaint(fakeWindow({ painted: true }).win)
  })

  it('goes on at once in a browser that does not report paints', async () => {
    await afterFirstPaint(fakeWindow({ reportsPaints: false }).win)
  })

  it('does not wait for a tab in the background, nor for one sent there while waiting', async () => {
    await afterFirstPaint(fakeWindow({ hidden: true }).win)
    const page = fakeWindow()
    const waited = afterFirstPaint(page.win)
    page.hide()
    await waited
    expect(page.watching()).toBe(0)
  })

  it('waits no longer than its limit for a paint that never comes', async () => {
    const page = fakeWindow()
    const waited = afterFirstPaint(page.win)
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1)
    expect(await settled(waited)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waited
    expect(page.watching()).toBe(0)
  })
})
