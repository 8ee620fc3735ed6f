import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWithRetry } from './load-with-retry'

afterEach(() => vi.restoreAllMocks())

describe('loadWithRetry', () => {
  it('reports each failed attempt and succeeds when a retry loads', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValueOnce('module')
    await expect(loadWithRetry('contentDetail', load, { delayMs: 0 })).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[1])).toContain('attempt 1 of 4')
  })

  it('tries four times in all, then throws the error again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValue(new Error('offline'))
    await expect(loadWithRetry('contentDetail', load, { delayMs: 0 })).rejects.toThrow('offline')
    expect(load).toHaveBeenCalledTimes(4)
  })
})
