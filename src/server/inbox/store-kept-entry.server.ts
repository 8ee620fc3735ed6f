/**
 * Stores a kept entry (kept-entry.ts) as the request that kept it would have: a submission with its
 * CRM delivery (storeSubmission, once per key and answers), a gift in the ledger (once per order
 * number). Storing an entry that is already stored stores nothing: replaying a journal or a queue
 * message twice is harmless. Throws when the database cannot take it (the entry stays kept).
 */
import { contributionOf, contributionPayloadSchema } from '../contributions/contribution-payload.ts'
import { storeContribution } from '../contributions/store-contribution.server.ts'
import type { Database } from '../database/database.server.ts'
import { storeSubmission } from '../forms/store-submission.server.ts'
import type { KeptEntry } from './kept-entry.ts'
import { KeptEntryRefusedError } from './refusal.ts'

export async function storeKeptEntry(database: Database, entry: KeptEntry): Promise<void> {
  if (entry.kind === 'form-submission') {
    await storeSubmission(database, entry.submission)
    return
  }
  const { payload, receivedAt, test } = entry.contribution
  // Checked when it came; checked again, as the schema may have moved on since.
  const parsed = contributionPayloadSchema.safeParse(payload)
  if (!parsed.success) throw new KeptEntryRefusedError(`a kept contribution is no longer a contribution payload (${entry.key})`)
  await storeContribution(database, contributionOf(parsed.data, new Date(receivedAt)), payload, { test })
}
