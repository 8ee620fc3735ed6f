/**
 * The consumer of the submission queue on Workers (submission-queue.ts): each message is a kept
 * entry, stored by its key (a redelivery stores nothing twice) and acknowledged once committed. While
 * the database cannot take them, messages go back on the queue with a growing delay (2 s doubling
 * to 5 min; the queue allows 100 retries, about 8 hours, then its dead-letter queue keeps them).
 * A message that is not an entry, or that the database refuses for what it holds, is acknowledged
 * and reported: retrying it cannot help.
 */
import { siteDatabase } from '../database/database.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { InboxEvent } from './inbox-events.ts'
import { keptEntryOf } from './kept-entry.ts'
import { isRefusal } from './refusal.ts'
import { storeKeptEntry } from './store-kept-entry.server.ts'

/** The part of Cloudflare's MessageBatch the consumer uses. */
export type QueueBatch = {
  messages: readonly { body: unknown; attempts: number; ack(): void; retry(options?: { delaySeconds?: number }): void }[]
}

const MAX_DELAY_SECONDS = 300
const delayAfter = (attempts: number) => Math.min(MAX_DELAY_SECONDS, 2 ** Math.max(1, attempts))

export async function consumeSubmissionQueue(batch: QueueBatch): Promise<void> {
  let database
  try {
    database = await siteDatabase()
  } catch {
    for (const message of batch.messages) message.retry({ delaySeconds: delayAfter(message.attempts) })
    return
  }
  for (const message of batch.messages) {
    const entry = keptEntryOf(message.body)
    if (!entry) {
      reportServerError(new InboxEvent('queue-message-unreadable', 'a message that is not a kept entry was dropped'), 'error')
      message.ack()
      continue
    }
    try {
      await storeKeptEntry(database, entry)
      message.ack()
    } catch (error) {
      if (isRefusal(error)) {
        reportServerError(new InboxEvent('queue-entry-refused', `the database refused a kept ${entry.kind}`), 'error')
        message.ack()
      } else {
        message.retry({ delaySeconds: delayAfter(message.attempts) })
      }
    }
  }
}
