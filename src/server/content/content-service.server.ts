/**
 * The process's content: one index built from the configured source, shared by all requests
 * (it holds published content, nothing about a visitor). A refresh keeps serving the last good
 * index while it runs and when it fails. A source that answers the snapshot it answered before
 * keeps the index (and so its generation and the origin cache's pages). Failures and content
 * issues go to error reporting: a failed refresh at most once per interval, each issue once per
 * new index (docs/content-model.md, "How content failures show").
 */
import { stat } from 'node:fs/promises'
import { getConfig } from '../../../app.config.ts'
import { buildContentIndex, type ContentIndex } from './content-index.ts'
import { mayReplaceContent, servedPageCount } from './served-page-count.ts'
import { setContentVersion } from './content-version.ts'
import type { ContentSource } from './content-source.ts'
import { contentfulDeliverySource } from './contentful-delivery-source.server.ts'
import { bundledExportSource, exportFileSource } from './export-file-source.server.ts'
import { resolveExportPath } from './read-export-file.ts'
import { workersContentSnapshot } from './workers-content-snapshot.server.ts'
import { reportContentIssues } from './report-content-issues.ts'
import type { SpaceSnapshot } from './space-snapshot.ts'
import { ReferencedError } from '../../shared/referenced-error.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { isPreview } from '../preview/preview-mode.server.ts'
import { onSiblingContentChange } from '../cluster/sibling-processes.server.ts'
import { runsOnWorkers } from '../edge-runtime.ts'

export type ContentService = {
  current(): Promise<ContentIndex>
  /** Asks the source again now (a publish webhook; its origin itself where it reads a shared copy); resolves with the index, new or kept. */
  refreshNow(): Promise<ContentIndex>
}

type Freshness = {
  /** Whether the index should be rebuilt; checked at most once per `checkEveryMs`. */
  isStale(builtAt: number): Promise<boolean>
  checkEveryMs: number
}

export type ContentServiceOptions = {
  /** Where failures and issues are reported (default: error reporting); returns the event's reference. */
  report?: typeof reportServerError
  /**
   * Set, a failed first load is reported once, and for this long visitors get its reference
   * without the source being read again. Unset, the failure itself is thrown to each caller.
   */
  outageHoldMs?: number
  /**
   * Set on Workers: work a request leaves behind is cancelled when it ends (a refresh would hang
   * half-way, and every later one wait behind it), so the request that finds the content stale
   * waits for the refresh instead, and is served the new content.
   */
  refreshWithinRequest?: boolean
  /** Whether content issues go to error reporting as well as to the log (false for drafts, which are work in progress). */
  reportIssues?: boolean
}

/** A refresh that keeps failing is reported at most this often (its log line comes each time). */
const MIN_FAILURE_REPORT_EVERY_MS = 60_000

class ContentRefreshError extends Error {
  override name = 'ContentRefreshError'
}

export function createContentService(source: ContentSource, freshness: Freshness, options: ContentServiceOptions = {}): ContentService {
  const report = options.report ?? reportServerError
  let index: ContentIndex | undefined
  let builtFrom: SpaceSnapshot | undefined
  let builtAt = 0
  let lastCheck = 0
  let refreshing: Promise<ContentIndex> | undefined
  let outage: { until: number; error: ReferencedError } | undefined
  let lastFailureReport: { at: number; reference: string } | undefined
  const failureReportEveryMs = Math.max(freshness.checkEveryMs, MIN_FAILURE_REPORT_EVERY_MS)

  async function rebuild(read: 'load' | 'sync' = 'load'): Promise<ContentIndex> {
    const startedAt = Date.now()
    const snapshot = await (read === 'sync' && source.sync ? source.sync() : source.load())
    if (index && snapshot === builtFrom) {
      builtAt = startedAt
      return index
    }
    const next = buildContentIndex(snapshot)
    // A source that suddenly serves no page at all is far likelier broken than emptied: keep the site up.
    if (index && !mayReplaceContent(servedPageCount(index), servedPageCount(next))) {
      throw new Error(`${source.name} answered no pages at all; keeping the ${servedPageCount(index)} pages served now`)
    }
    const version = source.versionOf?.(snapshot)
    if (version !== undefined) setContentVersion(next, version)
    index = next
    builtFrom = snapshot
    builtAt = startedAt
    reportContentIssues(next.issues, options.reportIssues === false ? null : report)
    return next
  }

  /** Told once per failed refresh: to error reporting when none went there in the last interval, else to the log. */
  function refreshFailed(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error)
    const now = Date.now()
    if (lastFailureReport && now - lastFailureReport.at < failureReportEveryMs) {
      console.error(`[content] refresh from ${source.name} failed again (reported as ${lastFailureReport.reference}); serving the last good content: ${reason}`)
      return
    }
    const failure = new ContentRefreshError(`Refresh from ${source.name} failed; serving the last good content: ${reason}`, { cause: error })
    lastFailureReport = { at: now, reference: report(failure, 'error') }
  }

  function refreshInBackground(): void {
    refreshing ??= rebuild()
      .catch((error: unknown) => {
        refreshFailed(error)
        return index as ContentIndex
      })
      .finally(() => {
        refreshing = undefined
      })
  }

  return {
    async refreshNow() {
      // A refresh already under way may have started before the publish: wait for it, then read again.
      await refreshing?.catch(() => undefined)
      refreshing = rebuild('sync')
        .catch((error: unknown) => {
          refreshFailed(error)
          throw error
        })
        .finally(() => {
          refreshing = undefined
        })
      outage = undefined
      return refreshing
    },
    async current() {
      if (!index) {
        // During an outage every visitor gets the one reported failure, and the source is spared.
        if (outage && Date.now() < outage.until) throw outage.error
        refreshing ??= rebuild()
          .catch((error: unknown) => {
            if (options.outageHoldMs === undefined) throw error
            const failure = new ReferencedError(report(error))
            outage = { until: Date.now() + options.outageHoldMs, error: failure }
            throw failure
          })
          .finally(() => {
            refreshing = undefined
          })
        return refreshing
      }
      const now = Date.now()
      if (now - lastCheck >= freshness.checkEveryMs) {
        lastCheck = now
        if (await freshness.isStale(builtAt).catch(() => false)) {
          refreshInBackground()
          if (options.refreshWithinRequest) return (await refreshing) ?? index
        }
      }
      return index
    },
  }
}

/** A content source that cannot be read at all is one incident per 10 s, not one per request. */
const OUTAGE_HOLD_MS = 10_000
/** How often an isolate reads the shared snapshot's version (a few bytes, cached by KV at the edge). */
const SHARED_SNAPSHOT_CHECK_EVERY_MS = 5_000

function serviceFromConfig({ preview }: { preview: boolean }): ContentService {
  const { content } = getConfig()
  const options = { outageHoldMs: OUTAGE_HOLD_MS, reportIssues: !preview, refreshWithinRequest: runsOnWorkers }
  const shared = preview ? null : workersContentSnapshot()
  if (shared) {
    // Every isolate reads the one snapshot; a publish elsewhere shows as a new version within seconds of KV having it.
    return createContentService(shared, { checkEveryMs: SHARED_SNAPSHOT_CHECK_EVERY_MS, isStale: () => shared.isStale() }, options)
  }
  if (content.source === 'contentful') {
    // Preview reads drafts through the Preview API when its token is set (else the published content, marked as preview).
    const previewToken = preview ? content.previewToken : undefined
    const source = contentfulDeliverySource({
      spaceId: content.spaceId,
      environment: content.environment,
      accessToken: content.accessToken,
      deliveryUrl: content.deliveryUrl,
      ...(previewToken ? { preview: { token: previewToken } } : {}),
    })
    // An editor checking a draft should not wait a minute for it.
    return createContentService(source, { checkEveryMs: preview ? 5_000 : 60_000, isStale: async () => true }, options)
  }
  const bundled = bundledExportSource({ drafts: preview })
  // Baked into the build: it changes with a deploy, never while running.
  if (bundled) {
    return createContentService(bundled, { checkEveryMs: Number.POSITIVE_INFINITY, isStale: async () => false }, options)
  }
  const file = resolveExportPath(content.exportPath)
  return createContentService(
    exportFileSource(content.exportPath, { drafts: preview }),
    {
      // An edited export file is picked up without a restart.
      checkEveryMs: preview ? 1_000 : 5_000,
      isStale: async (builtAt) => (await stat(file)).mtimeMs > builtAt,
    },
    options,
  )
}

let published: ContentService | undefined
let drafts: ContentService | undefined

/** Reads the source again for every content this process serves (a sibling process heard of a publish). */
async function refreshAllContent(): Promise<void> {
  await Promise.all(
    // A failed refresh has been reported by its service; the last good content stays.
    [published, drafts].map((service) => service?.refreshNow().catch(() => undefined)),
  )
}

/** The content this request sees: the published site, or in preview its drafts as well. */
export function contentService(): ContentService {
  if (isPreview()) {
    drafts ??= serviceFromConfig({ preview: true })
    return drafts
  }
  published ??= serviceFromConfig({ preview: false })
  return published
}

// Wired here, where the content lives: a nitro plugin would import its own copy of this module
// (the server-render bundle is built apart from nitro's), whose services are never used.
onSiblingContentChange(refreshAllContent)
