/**
 * The process's journal (SUBMISSION_JOURNAL_DIR, node only) and its replayer: every few seconds,
 * while any segment is on disk, a pass moves what it may into the database (replay-journal.server.ts),
 * then the outbox delivers it as usual. Started with the first request (as the outbox is, which
 * also picks up what a killed predecessor left) and by the first entry kept. Error reporting hears
 * once when this process starts keeping entries and once when the journal has drained.
 */
import { resolve } from 'node:path'
import { getConfig } from '../../../app.config.ts'
import { siteDatabase } from '../database/database.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { nudgeOutbox } from '../outbox/outbox-worker.server.ts'
import { InboxEvent } from './inbox-events.ts'
import { JournalFullError, openJournal, type Journal } from './journal.server.ts'
import type { KeptEntry } from './kept-entry.ts'
import { replayJournal } from './replay-journal.server.ts'

const REPLAY_EVERY_MS = 5_000
/** A pass that fails (the database still down): one report per this long, per process. */
const REPORT_EVERY_MS = 10 * 60_000

let journal: Journal | undefined
let timer: ReturnType<typeof setInterval> | undefined
let replaying: Promise<void> | undefined
/** Since the journal was last seen empty, this process has kept or replayed entries. */
let inUse = false
let lastFailureReport = 0
let lastFullReport = 0

export function siteJournal(): Journal {
  const { dir, maxBytes } = getConfig().submissionJournal
  journal ??= openJournal(resolve(dir), { maxBytes })
  return journal
}

function startedUsing(detail: string): void {
  if (inUse) return
  inUse = true
  reportServerError(new InboxEvent('journal-in-use', detail), 'warning')
}

/** Keeps an entry until the database takes it; false when it could not be kept (the journal is full or cannot be written). */
export async function keepInJournal(entry: KeptEntry): Promise<boolean> {
  try {
    await siteJournal().append(entry)
  } catch (error) {
    if (!(error instanceof JournalFullError) || Date.now() - lastFullReport > REPORT_EVERY_MS) {
      lastFullReport = Date.now()
      reportServerError(error, 'error')
    }
    return false
  }
  startedUsing('the database could not take a submission; it is kept in the journal until it can')
  ensureJournalReplayer()
  return true
}

async function replayPass(): Promise<void> {
  const current = siteJournal()
  if (await current.isEmpty()) {
    if (inUse) {
      inUse = false
      reportServerError(new InboxEvent('journal-drained', 'every kept entry is in the database'), 'info')
    }
    return
  }
  try {
    const outcome = await replayJournal(current, await siteDatabase())
    if (outcome.stored > 0) {
      startedUsing('entries kept by a process that is gone are being replayed')
      nudgeOutbox()
    }
    if (outcome.unreadable > 0) reportServerError(new InboxEvent('journal-unreadable-lines', `${outcome.unreadable} line(s) skipped, such as a line a kill cut short`), 'warning')
    if (outcome.refused > 0) reportServerError(new InboxEvent('journal-entries-refused', `${outcome.refused} entr(ies) the database refused, set aside under refused/`), 'error')
  } catch (error) {
    if (Date.now() - lastFailureReport > REPORT_EVERY_MS) {
      lastFailureReport = Date.now()
      reportServerError(error, 'warning')
    }
  }
}

/** Runs a replay pass unless one is running. */
export function replayJournalNow(): Promise<void> {
  replaying ??= replayPass().finally(() => {
    replaying = undefined
  })
  return replaying
}

/** Starts the replayer of this process (a no-op after the first call). */
export function ensureJournalReplayer(): void {
  if (timer) return
  timer = setInterval(() => void replayJournalNow(), REPLAY_EVERY_MS)
  // The replayer never keeps the process alive on its own.
  timer.unref()
  void replayJournalNow()
}
