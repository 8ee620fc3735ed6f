/**
 * The process's content: one index built from the configured source, shared by all requests
 * (it holds published content, nothing about a visitor). A refresh keeps serving the last good
 * index while it runs and when it fails, and reports a failure once per interval.
 */
import { stat } from 'node:fs/promises'
import { getConfig } from '../../../app.config.ts'
import { buildContentIndex, type ContentIndex } from './content-index.ts'
import type { ContentSource } from './content-source.ts'
import { contentfulDeliverySource } from './contentful-delivery-source.server.ts'
import { bundledExportSource, exportFileSource } from './export-file-source.server.ts'
import { resolveExportPath } from './read-export-file.ts'
import { formatContentIssue } from './space-snapshot.ts'
import { LOCALES } from '../../shared/locale.ts'
import { ReferencedError } from '../../shared/referenced-error.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { isPreview } from '../preview/preview-mode.server.ts'
import { onSiblingContentChange } from '../cluster/sibling-processes.server.ts'

export type ContentService = {
  current(): Promise<ContentIndex>
  /** Rebuilds from the source now (a publish webhook); resolves with the new index. */
  refreshNow(): Promise<ContentIndex>
}

type Freshness = {
  /** Whether the index should be rebuilt; checked at most once per `checkEveryMs`. */
  isStale(builtAt: number): Promise<boolean>
  checkEveryMs: number
}

/** How a failed first load is handled: reported once, then answered from memory for a while. */
type Outage = {
  /** Reports the failure and returns its reference. */
  report(error: unknown): string
  /** For this long after a failure, visitors get the same reference without the source being read again. */
  holdMs: number
}

export function createContentService(source: ContentSource, freshness: Freshness, outagePolicy?: Outage): ContentService {
  let index: ContentIndex | undefined
  let builtAt = 0
  let lastCheck = 0
  let refreshing: Promise<ContentIndex> | undefined
  let outage: { until: number; error: ReferencedError } | undefined

  async function rebuild(): Promise<ContentIndex> {
    const startedAt = Date.now()
    const next = buildContentIndex(await source.load())
    // A source that suddenly serves no page at all is far likelier broken (a wrong environment, an
    // API glitch) than a campaign that unpublished its whole site: keep the site up.
    const servedPages = (candidate: ContentIndex) => LOCALES.reduce((total, locale) => total + candidate.pages(locale).length, 0)
    if (index && servedPages(index) > 0 && servedPages(next) === 0) {
      throw new Error(`${source.name} answered no pages at all; keeping the ${servedPages(index)} pages served now`)
    }
    for (const issue of next.issues) console.warn(`[content] ${formatContentIssue(issue)}`)
    index = next
    builtAt = startedAt
    return next
  }

  function refreshInBackground(): void {
    refreshing ??= rebuild()
      .catch((error: unknown) => {
        console.error(`[content] refresh from ${source.name} failed; serving the last good content: ${String(error)}`)
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
      refreshing = rebuild().finally(() => {
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
            if (!outagePolicy) throw error
            const failure = new ReferencedError(outagePolicy.report(error))
            outage = { until: Date.now() + outagePolicy.holdMs, error: failure }
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
        if (await freshness.isStale(builtAt).catch(() => false)) refreshInBackground()
      }
      return index
    },
  }
}

/** A content source that cannot be read at all is one incident per 10 s, not one per request. */
const OUTAGE: Outage = { report: (error) => reportServerError(error), holdMs: 10_000 }

function serviceFromConfig({ preview }: { preview: boolean }): ContentService {
  const { content } = getConfig()
  if (content.source === 'contentful') {
    // Preview reads drafts through the Preview API when its token is set (else the published content, marked as preview).
    const previewToken = preview ? content.previewToken : undefined
    const source = contentfulDeliverySource({
      spaceId: content.spaceId,
      environment: content.environment,
      accessToken: content.accessToken,
      ...(previewToken ? { preview: { token: previewToken } } : {}),
    })
    // An editor checking a draft should not wait a minute for it.
    return createContentService(source, { checkEveryMs: preview ? 5_000 : 60_000, isStale: async () => true }, OUTAGE)
  }
  const bundled = bundledExportSource({ drafts: preview })
  // Baked into the build: it changes with a deploy, never while running.
  if (bundled) return createContentService(bundled, { checkEveryMs: Number.POSITIVE_INFINITY, isStale: async () => false }, OUTAGE)
  const file = resolveExportPath(content.exportPath)
  return createContentService(
    exportFileSource(content.exportPath, { drafts: preview }),
    {
      // An edited export file is picked up without a restart.
      checkEveryMs: preview ? 1_000 : 5_000,
      isStale: async (builtAt) => (await stat(file)).mtimeMs > builtAt,
    },
    OUTAGE,
  )
}

let published: ContentService | undefined
let drafts: ContentService | undefined

/** Reads the source again for every content this process serves (a sibling process heard of a publish). */
async function refreshAllContent(): Promise<void> {
  await Promise.all(
    [published, drafts].map((service) =>
      service?.refreshNow().catch((error: unknown) => console.error(`[content] refresh after a publish failed; serving the last good content: ${String(error)}`)),
    ),
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
