/**
 * GET /api/health, for a load balancer (ADR 065): whether this process can take a submission now,
 * and how the inbox and the outbox stand. 200 "ok": the database answers. 200 "degraded": it does
 * not, but submissions are kept (the journal has room, or the Workers queue is bound) — taking this
 * process out of rotation would turn kept sign-ups into errors elsewhere. 503 "unavailable": the
 * database does not answer and nothing could keep a submission. Counts and ages only.
 */
import { getConfig } from '../../../app.config.ts'
import { siteDatabase } from '../database/database.server.ts'
import { runsOnWorkers, workerBinding } from '../edge-runtime.ts'
import { noStoreJson } from '../http/response-policy.ts'
import { outboxBacklog } from '../outbox/outbox-backlog.server.ts'
import type { JournalDepth } from './journal.server.ts'
import { SUBMISSION_QUEUE } from './submission-queue.ts'

export type JournalHealth = { kind: 'journal'; entries: number; bytes: number; maxBytes: number; oldestAgeSeconds: number | null }

type InboxHealth =
  | JournalHealth
  /** A queue's depth is not something its binding can tell: see the queue in Cloudflare's dashboard. */
  | { kind: 'queue'; bound: boolean }

export type SiteHealth = {
  status: 'ok' | 'degraded' | 'unavailable'
  database: 'up' | 'down'
  inbox: InboxHealth
  /** null: the database did not answer. */
  outbox: { waiting: number; oldestAgeSeconds: number | null } | null
}

export function journalHealth(depth: JournalDepth, maxBytes: number, now: Date = new Date()): JournalHealth {
  const oldestAgeSeconds = depth.oldestKeptAt ? Math.max(0, Math.round((now.getTime() - depth.oldestKeptAt.getTime()) / 1000)) : null
  return { kind: 'journal', entries: depth.entries, bytes: depth.bytes, maxBytes, oldestAgeSeconds }
}

/** Whether the inbox could keep one more submission (a journal with room for a sign-up of a few KiB). */
const ROOM_FOR_ONE_BYTES = 16 * 1024
const canKeep = (inbox: InboxHealth) => (inbox.kind === 'queue' ? inbox.bound : inbox.bytes + ROOM_FOR_ONE_BYTES <= inbox.maxBytes)

async function inboxHealth(): Promise<InboxHealth> {
  if (runsOnWorkers) return { kind: 'queue', bound: workerBinding(SUBMISSION_QUEUE.binding) !== undefined }
  const { siteJournal } = await import('./site-journal.server.ts')
  return journalHealth(await siteJournal().depth(), getConfig().submissionJournal.maxBytes)
}

async function siteHealth(): Promise<SiteHealth> {
  const inbox = await inboxHealth()
  let outbox: SiteHealth['outbox'] = null
  try {
    const { waiting, oldestAgeSeconds } = await outboxBacklog(await siteDatabase())
    outbox = { waiting, oldestAgeSeconds: oldestAgeSeconds === null ? null : Math.round(oldestAgeSeconds) }
  } catch {
    outbox = null
  }
  const database = outbox ? 'up' : 'down'
  const status = database === 'up' ? 'ok' : canKeep(inbox) ? 'degraded' : 'unavailable'
  return { status, database, inbox, outbox }
}

/**
 * One look at the database and the journal serves every probe for a moment: a load balancer polls
 * each process every few seconds, and during an outage each look may wait for a connection and read
 * the whole journal.
 */
const HEALTH_REUSED_FOR_MS = 2_000
let lastLook: { at: number; health: Promise<SiteHealth> } | null = null

export async function answerHealth(): Promise<Response> {
  const now = Date.now()
  if (!lastLook || now - lastLook.at >= HEALTH_REUSED_FOR_MS) lastLook = { at: now, health: siteHealth() }
  const health = await lastLook.health
  return noStoreJson(health.status === 'unavailable' ? 503 : 200, health)
}
