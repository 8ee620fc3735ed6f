import { readFileSync } from 'node:fs'

type Entry = { sys: { id: string; contentType: { sys: { id: string } } }; fields: Record<string, Record<string, unknown> | undefined> }

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
