/**
 * `npm run submissions -- health` as text and an exit code, for a person or a monitor: the
 * backlog, the oldest waiting record's age against OUTBOX_MAX_AGE_MINUTES, and the dead letters
 * with the CRM's answers (status and code). Unhealthy (exit 1): the age limit passed, or any dead letter.
 */
import type { DeadLetter, OutboxBacklog } from '../src/server/outbox/outbox-backlog.server.ts'

export function ageText(seconds: number): string {
  if (seconds < 120) return `${Math.floor(seconds)} s`
  if (seconds < 2 * 3600) return `${Math.floor(seconds / 60)} min`
  return `${(seconds / 3600).toFixed(1)} h`
}

export function outboxHealthReport(
  backlog: OutboxBacklog,
  dead: { count: number; newest: DeadLetter[] },
  maxAgeMinutes: number,
  /** Another part's lines and verdict, printed first (the journal's: journal-health-report.ts). */
  before: { lines: string[]; healthy: boolean } = { lines: [], healthy: true },
): { text: string; healthy: boolean } {
  const tooOld = backlog.oldestAgeSeconds !== null && backlog.oldestAgeSeconds > maxAgeMinutes * 60
  const lines = [
    ...before.lines,
    `outbox: ${backlog.waiting} waiting for the CRM (${backlog.due} due, ${backlog.sending} being sent, ${backlog.backingOff} backing off after a failure)`,
    backlog.oldestAgeSeconds === null
      ? 'oldest waiting: none'
      : `oldest waiting: ${ageText(backlog.oldestAgeSeconds)} old (limit ${maxAgeMinutes} min)${tooOld ? ' — OVER THE LIMIT' : ''}`,
    `dead letters (refused by the CRM for good): ${dead.count}`,
  ]
  for (const letter of dead.newest) {
    lines.push(`  #${letter.id} ${letter.deliveryId} parked ${letter.parkedAt.toISOString()} after ${letter.attempts} attempt(s): ${letter.error ?? ''}${letter.code ? ` code ${letter.code}` : ''}`)
  }
  if (dead.count > dead.newest.length) lines.push(`  … and ${dead.count - dead.newest.length} more`)
  if (dead.count > 0) lines.push('  once the CRM or the records are fixed: npm run submissions -- requeue --all (or --id <n>)')
  const healthy = before.healthy && !tooOld && dead.count === 0
  lines.push(healthy ? 'healthy' : 'UNHEALTHY')
  return { text: `${lines.join('\n')}\n`, healthy }
}
