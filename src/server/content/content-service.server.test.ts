/**
 * The process's content: built once from the source, shared by every request, refreshed in the
 * background when stale, and never replaced by a failed refresh.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { pageContentTypes } from '../../page-types/page-type-manifests.ts'
import { LOCALES } from '../../shared/locale.ts'
import { buildContentIndex, type ContentIndex } from './content-index.ts'
import { createContentService } from './content-service.server.ts'
import type { ContentSource } from './content-source.ts'
import { readExportFile } from './read-export-file.ts'
import type { SpaceSnapshot } from './space-snapshot.ts'

let embedded: SpaceSnapshot
let alternate: SpaceSnapshot
beforeAll(async () => {
  embedded = await readExportFile('content/export.json')
  alternate = await readExportFile('tests/fixtures/alternate-export.json')
})
afterEach(() => {
  vi.useRealTimers()
})

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function sourceOf(...loads: Array<SpaceSnapshot | Error | Promise<SpaceSnapshot>>) {
  const load = vi.fn<() => Promise<SpaceSnapshot>>()
  for (const next of loads) {
    load.mockImplementationOnce(() => (next instanceof Error ? Promise.reject(next) : Promise.resolve(next)))
  }
  const source: ContentSource = { name: 'test export fixture', load }
  return { source, load }
}

/** The same pages in both languages as an index built straight from the snapshot. */
function expectServes(index: ContentIndex, snapshot: SpaceSnapshot) {
  const expected = buildContentIndex(snapshot)
  for (const locale of LOCALES) {
    const pages = expected.pages(locale)
    expect(pages.length).toBeGreaterThan(0)
    expect(index.pages(locale)).toEqual(pages)
  }
}

const always = (stale: boolean) => ({ checkEveryMs: 0, isStale: vi.fn(async () => stale) })

describe('createContentService', () => {
  it('serves the content of the first build', async () => {
    const { source, load } = sourceOf(embedded)
    const service = createContentService(source, always(false))
    expectServes(await service.current(), embedded)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads the source once when the first visitors arrive together', async () => {
    const pending = deferred<SpaceSnapshot>()
    const { source, load } = sourceOf(pending.promise)
    const service = createContentService(source, always(false))
    const visits = Array.from({ length: 5 }, () => service.current())
    pending.resolve(embedded)
    const indexes = await Promise.all(visits)
    expect(load).toHaveBeenCalledTimes(1)
    for (const index of indexes) expect(index).toBe(indexes[0])
    expectServes(indexes[0] as ContentIndex, embedded)
  })

  it('tries the source again on the next visit when the first load fails', async () => {
    const { source, load } = sourceOf(new Error('disk not ready'), embedded)
    const service = createContentService(source, always(false))
    await expect(service.current()).rejects.toThrow('disk not ready')
    expectServes(await service.current(), embedded)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not rebuild while isStale says the content is current', async () => {
    const { source, load } = sourceOf(embedded, alternate)
    const freshness = always(false)
    const service = createContentService(source, freshness)
    for (let visit = 0; visit < 4; visit += 1) expectServes(await service.current(), embedded)
    expect(freshness.isStale).toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('on Workers (refreshWithinRequest), serves the request that finds the content stale the new content, leaving no refresh behind it', async () => {
    const { source, load } = sourceOf(embedded, alternate)
    const service = createContentService(source, always(true), { refreshWithinRequest: true })
    expectServes(await service.current(), embedded)
    expectServes(await service.current(), alternate)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('serves the new content after isStale reports a change', async () => {
    const { source, load } = sourceOf(embedded, alternate)
    const isStale = vi.fn<(builtAt: number) => Promise<boolean>>().mockResolvedValueOnce(true).mockResolvedValue(false)
    const service = createContentService(source, { checkEveryMs: 0, isStale })
    await service.current()
    // The visit that finds the content stale still gets the old content at once.
    expectServes(await service.current(), embedded)
    await vi.waitFor(async () => expectServes(await service.current(), alternate))
    expect(load).toHaveBeenCalledTimes(2)
    expect(isStale.mock.calls[0]?.[0]).toEqual(expect.any(Number))
  })

  it('keeps serving the old content while a refresh is still loading, with one refresh at a time', async () => {
    const slow = deferred<SpaceSnapshot>()
    const { source, load } = sourceOf(embedded, slow.promise)
    const service = createContentService(source, always(true))
    await service.current()
    for (let visit = 0; visit < 3; visit += 1) expectServes(await service.current(), embedded)
    expect(load).toHaveBeenCalledTimes(2)
    slow.resolve(alternate)
    await vi.waitFor(async () => expectServes(await service.current(), alternate))
  })

  it('keeps serving the last good content when a refresh fails: the first failure reported with its reason, the next one within the minute logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const report = vi.fn(() => 'ref-1')
    const { source, load } = sourceOf(embedded, new Error('export unreadable'), new Error('export unreadable'))
    const service = createContentService(source, always(true), { report })
    const first = await service.current()

    expectServes(await service.current(), embedded)
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1))
    const [reported, level] = report.mock.calls[0] as unknown as [Error, string]
    expect(level).toBe('error')
    expect(reported.message).toContain('test export fixture')
    expect(reported.message).toContain('export unreadable')

    expect(await service.current()).toBe(first)
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1))
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/failed again \(reported as ref-1\).*export unreadable/)
    expect(report).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(3)

    load.mockImplementation(() => new Promise<SpaceSnapshot>(() => {}))
    expect(await service.current()).toBe(first)
    expectServes(first, embedded)
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('reports a refresh that keeps failing once per refresh interval, however many visitors come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-10-01T12:00:00Z'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const report = vi.fn(() => 'ref')
    const { source, load } = sourceOf(embedded)
    const service = createContentService(source, { checkEveryMs: 60_000, isStale: async () => true }, { report })
    await service.current()
    load.mockRejectedValue(new Error('space unreachable'))

    for (const minute of [1, 2, 3]) {
      vi.setSystemTime(new Date(Date.parse('2026-10-01T12:00:00Z') + minute * 60_000 + 1_000))
      await Promise.all(Array.from({ length: 20 }, () => service.current()))
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1 + minute))
      await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(minute))
    }
    expect(report.mock.calls.every((call) => (call as unknown[])[1] === 'error')).toBe(true)
  })

  it('keeps the very same index when the source answers the snapshot it answered before', async () => {
    const { source, load } = sourceOf(embedded, embedded, alternate)
    const freshness = always(false)
    const service = createContentService(source, freshness)
    const first = await service.current()

    expect(await service.refreshNow()).toBe(first)
    expect(await service.current()).toBe(first)
    expect(load).toHaveBeenCalledTimes(2)
    // A new snapshot is a new index (a new generation of cached pages).
    freshness.isStale.mockResolvedValueOnce(true)
    await service.current()
    await vi.waitFor(async () => expect(await service.current()).not.toBe(first))
    expectServes(await service.current(), alternate)
  })

  it('keeps serving when the freshness check itself fails', async () => {
    const { source, load } = sourceOf(embedded, alternate)
    const service = createContentService(source, { checkEveryMs: 0, isStale: vi.fn(async () => Promise.reject(new Error('stat failed'))) })
    await service.current()
    expectServes(await service.current(), embedded)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('checks whether the content is stale at most once per checkEveryMs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-10-01T12:00:00Z'))
    const isStale = vi.fn(async () => false)
    const { source } = sourceOf(embedded)
    const service = createContentService(source, { checkEveryMs: 60_000, isStale })
    await service.current()
    await service.current()
    await service.current()
    const checksSoFar = isStale.mock.calls.length
    expect(checksSoFar).toBeLessThanOrEqual(1)

    vi.setSystemTime(new Date('2026-10-01T12:00:59Z'))
    await service.current()
    expect(isStale).toHaveBeenCalledTimes(checksSoFar)

    vi.setSystemTime(new Date('2026-10-01T12:01:01Z'))
    await service.current()
    await service.current()
    expect(isStale).toHaveBeenCalledTimes(checksSoFar + 1)
  })

  /** The embedded content with the title of `count` page entries (not the homepage) removed. */
  function withoutTitles(count: number): { snapshot: SpaceSnapshot; victims: string[] } {
    const snapshot = structuredClone(embedded)
    const pageTypes: readonly string[] = pageContentTypes
    const victims = snapshot.entries
      .filter((entry) => pageTypes.includes(entry.sys.contentType.sys.id) && entry.sys.contentType.sys.id !== 'campaignHomepage')
      .slice(0, count)
    if (victims.length < count) throw new Error('not enough page entries')
    for (const victim of victims) delete victim.fields.title
    return { snapshot, victims: victims.map((victim) => victim.sys.id) }
  }

  it('reports each broken entry of a new index once: a log line and a warning event naming the entry and field', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { snapshot, victims } = withoutTitles(1)
    const report = vi.fn(() => 'ref')
    const { source } = sourceOf(snapshot, snapshot)
    const service = createContentService(source, always(false), { report })
    const index = await service.current()

    expect(index.issues.length).toBeGreaterThan(0)
    expect(warnings).toHaveBeenCalledTimes(index.issues.length)
    const messages = warnings.mock.calls.map((call) => String(call[0]))
    expect(messages.some((message) => message.includes(victims[0] as string) && message.includes('title'))).toBe(true)
    expect(report).toHaveBeenCalledTimes(index.issues.length)
    for (const call of report.mock.calls as unknown as [Error, string, { logged: boolean }][]) {
      expect(call[1]).toBe('warning')
      expect(call[2]).toEqual({ logged: true })
      expect(call[0].name).toBe('ContentIssue')
    }
    const events = (report.mock.calls as unknown as [Error][]).map(([event]) => event.message)
    expect(events.some((message) => message.includes(victims[0] as string) && message.includes('title'))).toBe(true)

    // The same snapshot again: the same index, nothing reported again.
    expect(await service.refreshNow()).toBe(index)
    expect(warnings).toHaveBeenCalledTimes(index.issues.length)
    expect(report).toHaveBeenCalledTimes(index.issues.length)
  })

  it('logs the issues of drafts without sending them to error reporting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const report = vi.fn(() => 'ref')
    const service = createContentService(sourceOf(withoutTitles(1).snapshot).source, always(false), { report, reportIssues: false })
    expect((await service.current()).issues.length).toBeGreaterThan(0)
    expect(console.warn).toHaveBeenCalled()
    expect(report).not.toHaveBeenCalled()
  })
})

describe('an outage of the content source before anything was loaded', () => {
  it('is reported once and answered with the same reference until the hold ends, without reading the source again', async () => {
    vi.useFakeTimers()
    try {
      const { source, load } = sourceOf(new Error('cms down'), new Error('cms down'), embedded)
      const report = vi.fn(() => 'a'.repeat(32))
      const service = createContentService(source, always(false), { report, outageHoldMs: 10_000 })
      await expect(service.current()).rejects.toThrow(`Reference ${'a'.repeat(32)}`)
      await expect(service.current()).rejects.toThrow(`Reference ${'a'.repeat(32)}`)
      expect(load).toHaveBeenCalledTimes(1)
      expect(report).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(10_001)
      await expect(service.current()).rejects.toThrow('Reference')
      expect(report).toHaveBeenCalledTimes(2)
      vi.advanceTimersByTime(10_001)
      expectServes(await service.current(), embedded)
    } finally {
      vi.useRealTimers()
    }
  })
})
