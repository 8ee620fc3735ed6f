import { describe, expect, it } from 'vitest'
import { createFigureCache } from './figure-cache'

/** A read that resolves when told to, counting how often it was started. */
function controlledReads() {
  let started = 0
  const pending: ((value: number) => void)[] = []
  const load = () => {
    started += 1
    return new Promise<number>((resolve) => pending.push(resolve))
  }
  return { load, started: () => started, resolveAll: (value: number) => pending.splice(0).forEach((resolve) => resolve(value)) }
}

describe('createFigureCache', () => {
  it('shares one read in flight among concurrent readers of a key', async () => {
    const cache = createFigureCache<number>({ ttlMs: 5_000, maxEntries: 10 })
    const reads = controlledReads()
    const answers = Array.from({ length: 50 }, () => cache.read('wall', reads.load, 1_000))
    reads.resolveAll(7)
    expect(await Promise.all(answers)).toEqual(Array(50).fill(7))
    expect(reads.started()).toBe(1)
  })

  it('shares no read in flight where a pending read belongs to its request (Workers), only answers already read', async () => {
    const cache = createFigureCache<number>({ ttlMs: 5_000, maxEntries: 10, sharePending: false })
    const reads = controlledReads()
    const first = [cache.read('wall', reads.load, 1_000), cache.read('wall', reads.load, 1_000)]
    expect(reads.started()).toBe(2)
    reads.resolveAll(7)
    expect(await Promise.all(first)).toEqual([7, 7])
    expect(await cache.read('wall', reads.load, 2_000)).toBe(7)
    expect(reads.started()).toBe(2)
  })

  it('keeps the answer for the time to live, then reads again', async () => {
    const cache = createFigureCache<number>({ ttlMs: 5_000, maxEntries: 10 })
    let value = 0
    const load = () => Promise.resolve((value += 1))
    expect(await cache.read('k', load, 0)).toBe(1)
    expect(await cache.read('k', load, 4_999)).toBe(1)
    expect(await cache.read('k', load, 5_000)).toBe(2)
  })

  it('does not keep a failed read', async () => {
    const cache = createFigureCache<number>({ ttlMs: 5_000, maxEntries: 10 })
    await expect(cache.read('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down')
    expect(await cache.read('k', () => Promise.resolve(3), 1)).toBe(3)
  })

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = createFigureCache<string>({ ttlMs: 60_000, maxEntries: 2 })
    let reads = 0
    const load = (value: string) => () => ((reads += 1), Promise.resolve(value))
    await cache.read('a', load('a'), 0)
    await cache.read('b', load('b'), 0)
    await cache.read('c', load('c'), 0)
    expect(await cache.read('b', load('b'), 1)).toBe('b')
    expect(reads).toBe(3)
    await cache.read('a', load('a'), 1)
    expect(reads).toBe(4)
  })

  it('reads again after forget', async () => {
    const cache = createFigureCache<number>({ ttlMs: 60_000, maxEntries: 2 })
    let value = 0
    const load = () => Promise.resolve((value += 1))
    await cache.read('k', load, 0)
    cache.forget()
    expect(await cache.read('k', load, 1)).toBe(2)
  })
})
