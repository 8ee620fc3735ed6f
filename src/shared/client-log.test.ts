// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => vi.resetModules())

async function freshClientLog() {
  return import('./client-log')
}

describe('clientLog', () => {
  it('sends errors as exceptions and any other value as a JSON message, always to the console too', async () => {
    const { clientLog, addClientLogSink } = await freshClientLog()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sink = { exception: vi.fn(), message: vi.fn() }
    addClientLogSink(sink)
    const error = new Error('boom')
    clientLog('fatal', error)
    clientLog('warning', { region: 'navigation', count: 2 })
    expect(sink.exception).toHaveBeenCalledWith('fatal', error)
    expect(sink.message).toHaveBeenCalledWith('warning', '{"region":"navigation","count":2}')
    expect(consoleError).toHaveBeenCalledWith('[fatal]', error)
    expect(consoleWarn).toHaveBeenCalledWith('[warning]', '{"region":"navigation","count":2}')
  })

  it('keeps what is logged before error reporting is ready and hands it over when it arrives', async () => {
    const { clientLog, addClientLogSink } = await freshClientLog()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    clientLog('fatal', new Error('start-up failed'))
    const sink = { exception: vi.fn(), message: vi.fn() }
    addClientLogSink(sink)
    expect(sink.exception).toHaveBeenCalledTimes(1)
    expect(sink.exception.mock.calls[0]?.[0]).toBe('fatal')
    addClientLogSink({ exception: vi.fn(), message: vi.fn() })
    expect(sink.exception).toHaveBeenCalledTimes(1)
  })

  it('queues at most 30 early entries, so a burst before start-up cannot grow without bound', async () => {
    const { clientLog, addClientLogSink, EARLY_QUEUE_LIMIT } = await freshClientLog()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (let index = 0; index < 100; index++) clientLog('error', new Error(`e${index}`))
    const sink = { exception: vi.fn(), message: vi.fn() }
    addClientLogSink(sink)
    expect(sink.exception).toHaveBeenCalledTimes(EARLY_QUEUE_LIMIT)
  })

  it('survives a sink that throws', async () => {
    const { clientLog, addClientLogSink } = await freshClientLog()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    addClientLogSink({ exception: () => { throw new Error('sink down') }, message: () => {} })
    expect(() => clientLog('error', new Error('x'))).not.toThrow()
  })
})
