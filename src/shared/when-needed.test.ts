// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_SECONDS_AFTER_LOAD_MS } from './first-seconds'

/** A fresh document's gate (it is once per document), and whether it has opened. */
async function freshGate() {
  vi.resetModules()
  const { whenNeeded } = await import('./when-needed')
  let started = false
  void whenNeeded().then(() => (started = true))
  return { started: async () => (await vi.advanceTimersByTimeAsync(0), started) }
}

describe('whenNeeded', () => {
  let idle: (() => void)[]
  beforeEach(() => {
    vi.useFakeTimers()
    idle = []
    // A browser that says when it is idle only when the test says so.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('starts on the visitor’s first act, inside the first seconds', async () => {
    const gate = await freshGate()
    await vi.advanceTimersByTimeAsync(FIRST_SECONDS_AFTER_LOAD_MS / 2)
    expect(await gate.started()).toBe(false)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(await gate.started()).toBe(true)
  })

  it('where nobody acts, starts once the browser is idle after the first seconds past the load event', async () => {
    const gate = await freshGate()
    await vi.advanceTimersByTimeAsync(FIRST_SECONDS_AFTER_LOAD_MS - 1)
    expect(idle).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(idle).toHaveLength(1)
    expect(await gate.started()).toBe(false)
    idle[0]!()
    expect(await gate.started()).toBe(true)
  })
})
