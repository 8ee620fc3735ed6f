/**
 * Threat: log forging and log flooding through `?experiment-<name>=<variation>`. An unknown
 * variation was written into the log as it came, so `%0A` in it started a line of the attacker's
 * own, and a loop of such URLs wrote a line per request.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Experiment } from '../../src/content-model/content-model.ts'
import { createForcedVariationLog } from '../../src/server/experiments/forced-variation-log.ts'
import { forcedVariations } from '../../src/shared/experiments/forced-variations.ts'

vi.mock('../../src/server/experiments/assignment-counter.server.ts', () => ({ countAssignment: vi.fn() }))

describe('a forced variation is logged as one JSON line, rate-limited', () => {
  it('fails to forge a log line with %0A: the whole value stays inside one JSON string', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { assignAtTheDoor } = await import('../../src/server/experiments/assignment-at-the-door.server.ts')
    const hero = { experimentName: 'hero', isActive: true, includeControlVariation: true, conditions: {}, variations: [{ variationName: 'bold', contentOverrides: {}, assets: [] }] } as unknown as Experiment
    const url = new URL('http://localhost/?experiment-hero=x%0A2026-11-27T00:00:00Z%20[admin]%20login%20ok%E2%80%A8y')
    assignAtTheDoor([hero], { cookie: undefined, forced: forcedVariations(url.searchParams), preview: false, visitor: false })

    expect(warn).toHaveBeenCalledOnce()
    const line = String(warn.mock.calls[0]?.[0])
    expect(line).not.toMatch(/[\n\r\u2028\u2029]/)
    expect(JSON.parse(line)).toMatchObject({ event: 'unknown-forced-variation', experiment: 'hero', variation: 'x\n2026-11-27T00:00:00Z [admin] login ok\u2028y' })
    warn.mockRestore()
  })

  it('fails to flood the log: at most 10 lines a minute, then one line that says how many were left out', () => {
    const lines: string[] = []
    let now = 0
    const log = createForcedVariationLog({ now: () => now, write: (line) => lines.push(line) })
    for (let request = 0; request < 1_000; request++) log('hero', `v${request}`)
    expect(lines).toHaveLength(10)
    now = 60_000
    log('hero', 'next')
    expect(lines.slice(10).map((line) => JSON.parse(line) as { event: string; count?: number })).toEqual([
      { level: 'warn', scope: 'experiments', event: 'unknown-forced-variations-left-out', count: 990, windowSeconds: 60 },
      expect.objectContaining({ event: 'unknown-forced-variation', variation: 'next' }),
    ])
  })
})
