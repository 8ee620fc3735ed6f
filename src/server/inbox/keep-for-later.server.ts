/**
 * Stores a submission, or keeps it for later when the database cannot take it (ADR 065): in the
 * journal on node, on the submission queue on Workers. Kept is as good as stored for the visitor:
 * it reaches the database exactly once (its key) and the CRM from there. Not kept (the journal is
 * full, no queue is bound) is the database's failure, thrown as before: the visitor is answered
 * 503 and may retry with the same key. A submission the database refuses for what it holds is
 * never kept: it would be refused again.
 */
import { getConfig } from '../../../app.config.ts'
import { runsOnWorkers } from '../edge-runtime.ts'
import { siteDatabase } from '../database/database.server.ts'
import { storeSubmission, type SubmissionInput } from '../forms/store-submission.server.ts'
import type { KeptEntry } from './kept-entry.ts'
import { isRefusal } from './refusal.ts'

/**
 * Keeps an entry where this runtime keeps them; false when it could not. A Workers build with no
 * database configured at all keeps nothing: nothing would ever take it off the queue.
 */
export async function keepForLater(entry: KeptEntry): Promise<boolean> {
  if (runsOnWorkers) return getConfig().databaseUrl !== undefined && (await import('./submission-queue.ts')).sendToSubmissionQueue(entry)
  return (await import('./site-journal.server.ts')).keepInJournal(entry)
}

export async function storeOrKeepSubmission(input: SubmissionInput): Promise<'stored' | 'kept'> {
  try {
    await storeSubmission(await siteDatabase(), input)
    return 'stored'
  } catch (error) {
    if (isRefusal(error)) throw error
    const entry: KeptEntry = {
      v: 1,
      kind: 'form-submission',
      key: `${input.form}|${input.idempotencyKey}`,
      keptAt: new Date().toISOString(),
      submission: { ...input, refcode: input.refcode ?? null, refcode2: input.refcode2 ?? null },
    }
    if (await keepForLater(entry)) return 'kept'
    throw error
  }
}
