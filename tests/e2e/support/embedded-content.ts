import { readFileSync } from 'node:fs'

export type Entry = { sys: { id: string; contentType: { sys: { id: string } } }; fields: Record<string, Record<string, unknown> | undefined> }

/** Reads an export the way an editor sees it, so tests follow the content instead of hard-coding it. */
export function readExport(path: string): { entries: Entry[] } {
  return JSON.parse(readFileSync(path, 'utf8')) as { entries: Entry[] }
}

export function localized(entry: Entry, field: string, locale: 'en-US' | 'es-MX'): string | undefined {
  const values = entry.fields[field]
  const value = values?.[locale] ?? values?.['en-US']
  return typeof value === 'string' ? value : undefined
}

export function entriesOfType(path: string, contentType: string): Entry[] {
  return readExport(path).entries.filter((entry) => entry.sys.contentType.sys.id === contentType)
}

/** The public URL of a CMS path (the site's rule: drop after "--", prefix /es). */
export function publicPath(cmsPath: string, locale: 'en-US' | 'es-MX'): string {
  const path = cmsPath.split('--')[0]?.replace(/\/+$/, '') || '/'
  if (locale === 'en-US') return path
  return path === '/' ? '/es' : `/es${path}`
}

/**
 * Every title a page may show: its own, and each variation's title override of the active
 * experiments whose page-type condition includes it (visitors are assigned at random).
 */
export function titleVariants(exportPath: string, entry: Entry, locale: 'en-US' | 'es-MX'): string[] {
  const { entries } = readExport(exportPath)
  const byId = new Map(entries.map((candidate) => [candidate.sys.id, candidate]))
  const titles = [localized(entry, 'title', locale)!]
  for (const experiment of entries.filter((candidate) => candidate.sys.contentType.sys.id === 'experiment')) {
    if (experiment.fields.isActive?.['en-US'] !== true) continue
    const conditions = (experiment.fields.conditions?.['en-US'] ?? {}) as { pageTypes?: string[] }
    if (conditions.pageTypes && !conditions.pageTypes.includes(entry.sys.contentType.sys.id)) continue
    for (const link of (experiment.fields.variations?.['en-US'] ?? []) as { sys: { id: string } }[]) {
      const overrides = byId.get(link.sys.id)?.fields.contentOverrides?.['en-US'] as Record<string, unknown> | undefined
      const title = overrides?.title
      if (typeof title === 'string') titles.push(title)
      else if (title && typeof title === 'object') {
        const localizedTitle = (title as Record<string, string>)[locale] ?? (title as Record<string, string>)['en-US']
        if (localizedTitle) titles.push(localizedTitle)
      }
    }
  }
  return titles
}

export function titleIn(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]
}

/** Text as the server escapes it in HTML. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/** Whether the page's <title> shows one of these titles (an experiment may show a variation's). */
export const showsOneOfTitles = (html: string, titles: string[]) => titles.some((title) => titleIn(html)?.includes(escapeHtml(title)))

/** The entries shown by a page type: its content type, or a customFormPage with that settings type. */
export function entriesOfPageType(path: string, pageTypeId: string): Entry[] {
  return readExport(path).entries.filter((entry) => {
    const contentType = entry.sys.contentType.sys.id
    if (contentType !== 'customFormPage') return contentType === pageTypeId
    return (entry.fields.settings?.['en-US'] as { type?: unknown } | undefined)?.type === pageTypeId
  })
}

/** The public URL of an entry's page in a language. */
export function pageUrlOf(entry: Entry, locale: 'en-US' | 'es-MX'): string {
  return publicPath(localized(entry, 'path', locale)!, locale)
}

/** An entry by id, for following links in the export. */
export function entryById(path: string, id: string): Entry | undefined {
  return readExport(path).entries.find((entry) => entry.sys.id === id)
}

/**
 * What a test needs of its export, required: a test export that lacks it fails the test loudly
 * instead of skipping it, so another export never silently shrinks what is tested.
 */
export function requireContent(missing: boolean, why: string): void {
  if (missing) throw new Error(`This test needs content its export lacks: ${why}`)
}

/** The name of the active experiment an export's homepage runs (its conditions name the homepage's page type or path, or nothing). */
export function homepageExperimentName(path: string): string | undefined {
  const experiment = entriesOfType(path, 'experiment').find((entry) => {
    if (entry.fields.isActive?.['en-US'] !== true) return false
    const conditions = (entry.fields.conditions?.['en-US'] ?? {}) as { pageTypes?: string[]; pagePaths?: string[] }
    return (!conditions.pageTypes && !conditions.pagePaths) || conditions.pageTypes?.includes('campaignHomepage') || conditions.pagePaths?.includes('/')
  })
  return experiment?.fields.experimentName?.['en-US'] as string | undefined
}
