/**
 * The scheduled sync of the shared content snapshot (ADR 053), once a minute on Workers: a publish
 * whose webhook was lost, or failed while Contentful was down, is stored within a minute. Writes
 * only when the content changed (shared-snapshot-source.ts). The cron plugin's bundle holds its own
 * copy of the content modules: the isolate's pages learn of a write at their next version check.
 */
import { contentService } from './content-service.server.ts'
import { workersContentSnapshot } from './workers-content-snapshot.server.ts'

export async function syncContentOnSchedule(): Promise<void> {
  if (!workersContentSnapshot()) return
  // A failed sync has been reported by the content service (at most once a minute); the stored snapshot stays.
  await contentService()
    .refreshNow()
    .catch(() => undefined)
}
