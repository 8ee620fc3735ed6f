import { describe, expect, it } from 'vitest'
import { journalHealth } from '../src/server/inbox/site-health.server.ts'
import { journalHealthReport } from './journal-health-report.ts'

const MiB = 1024 * 1024
const now = new Date('2026-11-28T09:00:00Z')

describe('the journal’s lines of submissions -- health', () => {
  it('is healthy while nothing waits', () => {
    const report = journalHealthReport(journalHealth({ entries: 0, bytes: 0, oldestKeptAt: null }, 64 * MiB, now), 15)
    expect(report).toEqual({ healthy: true, lines: ['journal: 0 waiting for the database (0.0 MiB of 64.0 MiB)', 'oldest in the journal: none'] })
  })

  it('says how many wait and how old the oldest is, unhealthy past the age limit', () => {
    const waiting = journalHealth({ entries: 120, bytes: 42_000, oldestKeptAt: new Date('2026-11-28T08:40:00Z') }, 64 * MiB, now)
    expect(waiting).toMatchObject({ entries: 120, oldestAgeSeconds: 1200 })
    const report = journalHealthReport(waiting, 15)
    expect(report.healthy).toBe(false)
    expect(report.lines[1]).toBe('oldest in the journal: 20 min old (limit 15 min) — OVER THE LIMIT')
  })

  it('is unhealthy when the journal is nearly full, however young its entries', () => {
    const report = journalHealthReport(journalHealth({ entries: 9, bytes: 60 * MiB, oldestKeptAt: now }, 64 * MiB, now), 15)
    expect(report.healthy).toBe(false)
    expect(report.lines[0]).toContain('NEARLY FULL')
  })
})
