/**
 * Localized fields a served entry leaves empty in a language, so visitors see the fallback
 * language's value instead (Contentful's per-field fallback). Warnings: the page still shows,
 * and some are on purpose (docs/content-model.md, "Locales").
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/locale.ts'
import type { RawEntry, SpaceSnapshot } from '../space-snapshot.ts'
import type { ContentProblem } from './content-problem.ts'
import type { ContentType } from './content-types.ts'

const present = (value: unknown) => value !== undefined && value !== null && value !== ''

export function localeFallbackProblems(
  snapshot: SpaceSnapshot,
  servedByLocale: ReadonlyMap<Locale, readonly RawEntry[]>,
  contentTypes: readonly ContentType[],
): ContentProblem[] {
  const localizedFields = new Map(contentTypes.map((type) => [type.sys.id, type.fields.filter((field) => field.localized && !field.omitted).map((field) => field.id)]))
  const problems: ContentProblem[] = []
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue
    const fallback = snapshot.locales.find((candidate) => candidate.code === locale)?.fallbackCode ?? DEFAULT_LOCALE
    for (const entry of servedByLocale.get(locale) ?? []) {
      const contentType = entry.sys.contentType.sys.id
      for (const field of localizedFields.get(contentType) ?? []) {
        const values = entry.fields[field]
        if (present(values?.[locale]) || !present(values?.[fallback])) continue
        problems.push({
          check: 'fallbacks',
          severity: 'warning',
          entryId: entry.sys.id,
          contentType,
          locale,
          field,
          message: `no ${locale} value: the ${fallback} one is shown`,
        })
      }
    }
  }
  return problems
}
