/**
 * Every check of `npm run content:check` over one snapshot and the index built from it: what
 * the index left out, the content model's rules, shared URLs, links to missing pages, forms that
 * differ between languages, and values that fall back to another language.
 */
import { LOCALES } from '../../../shared/locale.ts'
import type { ContentIndex } from '../content-index.ts'
import { LocalizedReader } from '../localized-reader.ts'
import type { SpaceSnapshot } from '../space-snapshot.ts'
import { CHECK_TITLES, type CheckName, type ContentProblem } from './content-problem.ts'
import type { ContentType } from './content-types.ts'
import { duplicatePathProblems } from './duplicate-paths.ts'
import { formLocaleProblems } from './form-locales.ts'
import { indexIssueProblems } from './index-issues.ts'
import { internalLinkProblems } from './internal-links.ts'
import { localeFallbackProblems } from './locale-fallbacks.ts'
import { modelRuleProblems } from './model-rules.ts'
import { servedEntries } from './served-entries.ts'

export type CheckInput = { snapshot: SpaceSnapshot; index: ContentIndex; contentTypes: readonly ContentType[] }

/** The index's words for a page left out because another has its URL (content-index.ts). */
const SHARED_URL_FROM_INDEX = /already served by entry|already has a state page for/

const CHECK_ORDER = Object.keys(CHECK_TITLES) as CheckName[]
const rootField = (problem: ContentProblem) => problem.field.split('.')[0]

export function checkContent({ snapshot, index, contentTypes }: CheckInput): ContentProblem[] {
  const reader = new LocalizedReader(snapshot)
  const servedByLocale = new Map(LOCALES.map((locale) => [locale, servedEntries(snapshot, index, reader, locale)]))
  const duplicates = duplicatePathProblems(snapshot, index, reader)
  const duplicated = new Set(duplicates.map((problem) => problem.entryId))
  // The index reports a shared path as well; the duplicate check says it better (both entries, the suffix rule).
  const fromIndex = indexIssueProblems(index).filter(
    (problem) => !(problem.field === 'path' && duplicated.has(problem.entryId) && SHARED_URL_FROM_INDEX.test(problem.message)),
  )
  const reported = new Set(fromIndex.map((problem) => `${problem.entryId}|${rootField(problem)}`))
  // A field the index already reported is not reported again for breaking the model's rule.
  const model = modelRuleProblems(snapshot, contentTypes, reader).filter((problem) => !reported.has(`${problem.entryId}|${rootField(problem)}`))
  const problems = [
    ...fromIndex,
    ...model,
    ...duplicates,
    ...internalLinkProblems(servedByLocale, index, reader),
    ...formLocaleProblems(snapshot, index),
    ...localeFallbackProblems(snapshot, servedByLocale, contentTypes),
  ]
  return problems
    .map((problem, position) => ({ problem, position }))
    .sort((a, b) => CHECK_ORDER.indexOf(a.problem.check) - CHECK_ORDER.indexOf(b.problem.check) || a.position - b.position)
    .map(({ problem }) => problem)
}
