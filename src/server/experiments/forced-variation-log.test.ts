import { describe, expect, it } from 'vitest'
import { createForcedVariationLog } from './forced-variation-log'

describe('the log of unknown forced variations', () => {
  it('writes each as one JSON line with the value cut short', () => {
    const lines: string[] = []
    createForcedVariationLog({ write: (line) => lines.push(line) })('hero', `a\r\nb${'c'.repeat(200)}`)
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0] ?? '') as { variation: string }
    expect(entry.variation).toBe(`a\r\nb${'c'.repeat(60)}`)
  })

  it('writes at most maxPerWindow lines a window and tells what it left out when the next opens', () => {
    const lines: string[] = []
    let now = 1_000
    const log = createForcedVariationLog({ maxPerWindow: 2, windowMs: 1_000, now: () => now, write: (line) => lines.push(line) })
    for (let i = 0; i < 5; i++) log('hero', String(i))
    expect(lines).toHaveLength(2)
    now = 2_000
    log('hero', 'later')
    expect(lines.slice(2).map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(['unknown-forced-variations-left-out', 'unknown-forced-variation'])
  })
})
