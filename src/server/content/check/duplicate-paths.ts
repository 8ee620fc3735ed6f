/**
 * Pages whose paths give the same URL in a locale, once the "--…" suffix is dropped and "/es"
 * added (docs/content-model.md, "Paths and URLs"): only one of them can be served. A state page
 * ("/pledge--ia") shares its URL with the base page by design; two pages for the same state and URL
 * are the problem there.
 */
import { LOCALES, localizedPath } from '../../../shared/locale.ts'
import { pathSuffixOf } from '../../../shared/state-pages.ts'
import type { ContentIndex } from '../content-index.ts'
import type { LocalizedReader } from '../localized-reader.ts'
import { isPageEntry } from '../normalize-values.ts'
import type { RawEntry, SpaceSnapshot } from '../space-snapshot.ts'
import type { ContentProblem } from './content-problem.ts'

export function duplicatePathProblems(snapshot: SpaceSnapshot, index: ContentIndex, reader: LocalizedReader): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const locale of LOCALES) {
    const bySlot = new Map<string, { url: string; state: string | null; sharing: Array<{ entry: RawEntry; path: string }> }>()
    for (const entry of snapshot.entries.filter(isPageEntry)) {
      const path = reader.field(entry, 'path', locale)
      if (typeof path !== 'string' || !path.startsWith('/')) continue
      const url = localizedPath(path, locale)
      const suffix = pathSuffixOf(path)
      const state = suffix.kind === 'state' ? suffix.state : null
      const slot = bySlot.get(`${url}|${state}`) ?? { url, state, sharing: [] }
      slot.sharing.push({ entry, path })
      bySlot.set(`${url}|${state}`, slot)
    }
    for (const { url, state, sharing } of bySlot.values()) {
      if (sharing.length < 2) continue
      // The one the site serves is named as the owner; the others are the problem.
      const servedId = (state ? index.statePage(locale, url, state) : index.page(locale, url))?.id
      const owner = sharing.find(({ entry }) => entry.sys.id === servedId) ?? (sharing[0] as { entry: RawEntry; path: string })
      for (const { entry, path } of sharing) {
        if (entry === owner.entry) continue
        const suffixNote = path === owner.path ? '' : ` ("${path}" and "${owner.path}" are the same URL once "--…" is dropped)`
        problems.push({
          check: 'paths',
          severity: 'error',
          entryId: entry.sys.id,
          contentType: entry.sys.contentType.sys.id,
          locale,
          field: 'path',
          message: `${url}${state ? ` (for ${state.toUpperCase()} visitors)` : ''} is also the URL of entry ${owner.entry.sys.id} (${owner.entry.sys.contentType.sys.id})${suffixNote}; only one page can be served there`,
        })
      }
    }
  }
  return problems
}
