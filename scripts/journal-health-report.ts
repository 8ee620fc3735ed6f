/**
 * The durable inbox's lines of `npm run submissions -- health` (ADR 065): how many submissions and
 * gifts wait in the journal for the database, how much room is left, and the oldest one's age
 * against the outbox's limit (OUTBOX_MAX_AGE_MINUTES: a sign-up waiting there is as late for the
 * CRM as one waiting in the outbox). Unhealthy: past the limit, or the journal is nine-tenths full.
 */
import type { JournalHealth } from '../src/server/inbox/site-health.server.ts'
import { ageText } from './outbox-health-report.ts'

const FULL_ENOUGH_TO_WORRY = 0.9

export function journalHealthReport(journal: JournalHealth, maxAgeMinutes: number): { lines: string[]; healthy: boolean } {
  const tooOld = journal.oldestAgeSeconds !== null && journal.oldestAgeSeconds > maxAgeMinutes * 60
  const nearlyFull = journal.bytes > journal.maxBytes * FULL_ENOUGH_TO_WORRY
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
  const lines = [
    `journal: ${journal.entries} waiting for the database (${mib(journal.bytes)} of ${mib(journal.maxBytes)})${nearlyFull ? ' — NEARLY FULL' : ''}`,
    journal.oldestAgeSeconds === null
      ? 'oldest in the journal: none'
      : `oldest in the journal: ${ageText(journal.oldestAgeSeconds)} old (limit ${maxAgeMinutes} min)${tooOld ? ' — OVER THE LIMIT' : ''}`,
  ]
  return { lines, healthy: !tooOld && !nearlyFull }
}
