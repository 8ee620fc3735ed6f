/**
 * The durable inbox on Cloudflare Workers (ADR 065): no file system, so what the database cannot
 * take goes on a Cloudflare Queue (the `SUBMISSION_QUEUE` binding, vite.config.ts), whose consumer
 * (consume-submission-queue.server.ts) stores it by its key once the database answers. Queues
 * deliver at least once; storing by the key makes that exactly once in the database.
 */
import { workerBinding } from '../edge-runtime.ts'
import type { KeptEntry } from './kept-entry.ts'

export const SUBMISSION_QUEUE = { binding: 'SUBMISSION_QUEUE', name: 'campaign-site-submissions', deadLetters: 'campaign-site-submissions-dead' } as const

type QueueProducer = { send(body: unknown, options?: { contentType?: 'json' }): Promise<unknown> }

/** Puts the entry on the queue; false when the worker has no queue bound or the queue refused it. */
export async function sendToSubmissionQueue(entry: KeptEntry): Promise<boolean> {
  const queue = workerBinding<QueueProducer>(SUBMISSION_QUEUE.binding)
  if (!queue) return false
  try {
    await queue.send(entry, { contentType: 'json' })
    return true
  } catch {
    return false
  }
}
