/**
 * Links that lead to no page: site paths in URL fields (navigation links, modal and takeover
 * buttons, form redirects, do-stuff-now actions, rich-text hyperlinks) and links to page entries
 * (cards, inline links, success pages) that are not served in the locale.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/locale.ts'
import { CUSTOM_FORM_CONTENT_TYPE } from '../../../page-types/page-type-manifest.ts'
import type { ContentIndex } from '../content-index.ts'
import type { LocalizedReader } from '../localized-reader.ts'
import { isPageEntry } from '../normalize-values.ts'
import type { RawEntry } from '../space-snapshot.ts'
import type { ContentProblem } from './content-problem.ts'
import { linkedEntryIds } from './served-entries.ts'
import { sitePathProblem } from './site-path.ts'

type WrittenUrl = { field: string; url: string; fellBack: boolean }

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/** Rich-text hyperlinks anywhere in a value. */
function hyperlinks(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => hyperlinks(child, into))
  else if (node && typeof node === 'object') {
    const { nodeType, data, content } = node as { nodeType?: unknown; data?: { uri?: unknown }; content?: unknown }
    const uri = text(data?.uri)
    if (nodeType === 'hyperlink' && uri) into.push(uri)
    hyperlinks(content, into)
  }
  return into
}

/** The URLs an entry shows in a locale, by the field they are written in. */
function writtenUrls(entry: RawEntry, reader: LocalizedReader, locale: Locale): WrittenUrl[] {
  const value = (field: string) => reader.field(entry, field, locale)
  const fellBack = (field: string) => {
    const own = entry.fields[field]?.[locale]
    return (own === undefined || own === null || own === '') && value(field) !== undefined
  }
  const urls: WrittenUrl[] = []
  const add = (field: string, url: unknown, from = field) => {
    const written = text(url)
    if (written) urls.push({ field, url: written, fellBack: fellBack(from) })
  }
  for (const field of Object.keys(entry.fields)) {
    for (const uri of hyperlinks(value(field))) add(field, uri)
  }
  switch (entry.sys.contentType.sys.id) {
    case 'navigationLink': {
      // The url is used only when the link has no page (normalize-values.ts, navLink).
      const page = reader.follow(value('page'))
      if (!(page?.kind === 'entry' && isPageEntry(page.entry))) add('url', value('url'))
      break
    }
    case 'fundraisingTakeover':
      // Takeovers show only in the default language (shared/fundraising/takeover-rule.ts).
      if (locale === DEFAULT_LOCALE) add('ctaUrl', value('ctaUrl'))
      break
    case CUSTOM_FORM_CONTENT_TYPE: {
      add('successRedirectUrl', value('successRedirectUrl'))
      const actions = objectOf(value('actions')).actions
      for (const [position, action] of (Array.isArray(actions) ? actions : []).entries()) {
        const { key, kind, url } = objectOf(action)
        if (kind === 'link') add(`actions.${text(key) ?? position}.url`, url, 'actions')
      }
      break
    }
    case 'siteSettings': {
      for (const [key, copy] of Object.entries(objectOf(value('modalLabels')))) add(`modalLabels.${key}.ctaUrl`, objectOf(copy).ctaUrl, 'modalLabels')
      add('fundraisingLabels.alternativeActionUrl', objectOf(value('fundraisingLabels')).alternativeActionUrl, 'fundraisingLabels')
      break
    }
  }
  return urls
}

export function internalLinkProblems(servedByLocale: ReadonlyMap<Locale, readonly RawEntry[]>, index: ContentIndex, reader: LocalizedReader): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const locale of LOCALES) {
    for (const entry of servedByLocale.get(locale) ?? []) {
      const where = { check: 'links', severity: 'error', entryId: entry.sys.id, contentType: entry.sys.contentType.sys.id, locale } as const
      for (const { field, url, fellBack } of writtenUrls(entry, reader, locale)) {
        const problem = sitePathProblem(url, locale, index)
        if (problem) problems.push({ ...where, field, message: fellBack ? `${problem} (${locale} has no value of its own and falls back)` : problem })
      }
      for (const field of Object.keys(entry.fields)) {
        for (const id of new Set(linkedEntryIds(reader.field(entry, field, locale)))) {
          const target = reader.entries.get(id)
          if (!target || !isPageEntry(target) || index.pageById(locale, id)) continue
          problems.push({ ...where, field, message: `links to page ${id} (${target.sys.contentType.sys.id}), which is not served in ${locale}` })
        }
      }
    }
  }
  return problems
}
