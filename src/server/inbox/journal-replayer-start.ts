/**
 * Starts the journal's replayer on node (site-journal.server.ts), loaded on first use so the
 * Workers build, which keeps entries on a queue instead, never imports the file system.
 */
import { runsOnWorkers } from '../edge-runtime.ts'

let started = false

export function ensureJournalReplayer(): void {
  if (started || runsOnWorkers) return
  started = true
  void import('./site-journal.server.ts').then((journal) => journal.ensureJournalReplayer())
}
