/**
 * Turns raw, linked Contentful values into the site's model: assets, entry summaries, links,
 * rich text with its embedded targets. Shared by the page and site-settings normalizers.
 */
import type { Asset, EntrySummary, Json, NavLink, RichText } from '../../content-model/content-model.ts'
import { pageContentTypes } from '../../page-types/page-type-manifests.ts'
import { localizedPath, type Locale } from '../../shared/locale.ts'
import { safeHref } from '../../shared/rich-text/safe-href.ts'
import { isLink, type LocalizedReader } from './localized-reader.ts'
import type { RawAsset, RawEntry } from './space-snapshot.ts'

const pageTypes: ReadonlySet<string> = new Set(pageContentTypes)

export function isPageEntry(entry: RawEntry): boolean {
  return pageTypes.has(entry.sys.contentType.sys.id)
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** Protocol-relative CDN URLs ("//images.ctfassets.net/…") become https. */
function assetUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url
}

export class ValueNormalizer {
  readonly reader: LocalizedReader
  readonly locale: Locale

  constructor(reader: LocalizedReader, locale: Locale) {
    this.reader = reader
    this.locale = locale
  }

  text(item: RawEntry | RawAsset, fieldId: string): string | null {
    return asText(this.reader.field(item, fieldId, this.locale))
  }

  asset(raw: RawAsset): Asset | null {
    const file = this.reader.field(raw, 'file', this.locale) as
      | { url?: unknown; contentType?: unknown; details?: { size?: unknown; image?: { width?: unknown; height?: unknown } } }
      | undefined
    const url = asText(file?.url)
    if (!url) return null
    return {
      id: raw.sys.id,
      title: this.text(raw, 'title') ?? '',
      description: this.text(raw, 'description') ?? '',
      url: assetUrl(url),
      contentType: asText(file?.contentType) ?? 'application/octet-stream',
      width: asNumber(file?.details?.image?.width),
      height: asNumber(file?.details?.image?.height),
      size: asNumber(file?.details?.size),
    }
  }

  linkedAsset(value: unknown): Asset | null {
    const target = this.reader.follow(value)
    return target?.kind === 'asset' ? this.asset(target.asset) : null
  }

  linkedEntry(value: unknown): RawEntry | null {
    const target = this.reader.follow(value)
    return target?.kind === 'entry' ? target.entry : null
  }

  /** The URL of a page entry in this locale, or null when the entry is not a page. */
  pageHref(entry: RawEntry): string | null {
    if (!isPageEntry(entry)) return null
    const path = this.text(entry, 'path')
    return path?.startsWith('/') ? localizedPath(path, this.locale) : null
  }

  /**
   * An entry as a card or link. A non-page entry brings its own fields (`depth` levels of links
   * deep), so a page type can read a topic's slug or a story step's text; a page brings none:
   * it is linked to, not shown inside another page.
   */
  summary(entry: RawEntry, depth = 0): EntrySummary {
    const summary: EntrySummary = {
      id: entry.sys.id,
      contentType: entry.sys.contentType.sys.id,
      title: this.text(entry, 'title') ?? this.text(entry, 'heading') ?? this.text(entry, 'label'),
      summary: this.text(entry, 'summary'),
      href: this.pageHref(entry),
      image:
        this.linkedAsset(this.reader.field(entry, 'heroImage', this.locale)) ??
        this.linkedAsset(this.reader.field(entry, 'image', this.locale)),
    }
    if (depth > 0 && !isPageEntry(entry)) {
      summary.fields = Object.fromEntries(
        Object.keys(entry.fields).flatMap((id) => {
          const value = this.value(this.reader.field(entry, id, this.locale), depth - 1)
          return value === undefined ? [] : [[id, value as Json]]
        }),
      )
    }
    return summary
  }

  /**
   * A URL from the CMS: site paths (written without /es) are localized, other URLs pass through
   * if their scheme is allowed (http, https, mailto, tel); anything else is null and left out.
   */
  siteUrl(url: string): { href: string; external: boolean } | null {
    if (url.startsWith('/') && !url.startsWith('//')) return { href: localizedPath(url, this.locale), external: false }
    const safe = safeHref(url)
    return safe ? { href: safe, external: !safe.startsWith('#') } : null
  }

  /**
   * A navigationLink entry: its page's localized URL, else its URL. A link with nowhere to go
   * (its page unpublished and no URL) is null, to be dropped; a missing label is left for
   * validation to report.
   */
  navLink(entry: RawEntry): Partial<NavLink> | null {
    const label = this.text(entry, 'label') ?? undefined
    const page = this.linkedEntry(this.reader.field(entry, 'page', this.locale))
    const pageHref = page ? this.pageHref(page) : null
    if (pageHref) return { label, href: pageHref, external: false }
    const url = this.text(entry, 'url')
    const target = url ? this.siteUrl(url) : null
    return target ? { label, ...target } : null
  }

  richText(document: RichText['document']): RichText {
    const entries: RichText['entries'] = {}
    const assets: RichText['assets'] = {}
    const visit = (node: unknown): void => {
      const { data, content } = (node ?? {}) as { data?: { target?: unknown }; content?: unknown }
      const target = isLink(data?.target) ? this.reader.follow(data.target) : null
      if (target?.kind === 'entry') {
        const { title, summary, href } = this.summary(target.entry)
        entries[target.entry.sys.id] = { title, summary, href }
      }
      if (target?.kind === 'asset') {
        const asset = this.asset(target.asset)
        if (asset) assets[asset.id] = asset
      }
      if (Array.isArray(content)) content.forEach(visit)
    }
    visit(document)
    return { document: this.localizeHyperlinks(document), entries, assets }
  }

  /** A copy of the document whose site-relative hyperlinks point at this locale's URL (the raw one is shared by both). */
  private localizeHyperlinks<T>(node: T): T {
    if (Array.isArray(node)) return node.map((child) => this.localizeHyperlinks(child)) as T
    if (!node || typeof node !== 'object') return node
    const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'data' ? value : this.localizeHyperlinks(value)])) as Record<string, unknown>
    const data = copy.data as { uri?: unknown } | undefined
    if (copy.nodeType === 'hyperlink' && typeof data?.uri === 'string') {
      copy.data = { ...data, uri: this.siteUrl(data.uri)?.href ?? '' }
    }
    return copy as T
  }

  /**
   * Any other field: rich text is resolved with its targets, links become assets or entry
   * summaries (a missing target is dropped), JSON and primitives pass through. `depth` bounds
   * how far linked non-page entries are opened, so a cycle of links cannot recurse.
   */
  value(value: unknown, depth = 1): unknown {
    if (Array.isArray(value)) {
      return value.map((item) => this.value(item, depth)).filter((item) => item !== undefined)
    }
    if (isLink(value)) {
      const target = this.reader.follow(value)
      if (target?.kind === 'asset') return this.asset(target.asset) ?? undefined
      if (target?.kind === 'entry') return this.summary(target.entry, depth)
      return undefined
    }
    if ((value as { nodeType?: unknown } | null)?.nodeType === 'document') {
      return this.richText(value as RichText['document'])
    }
    return value
  }
}
