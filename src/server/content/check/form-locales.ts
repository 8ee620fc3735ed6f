/**
 * Forms whose languages differ in structure. Submissions from every language are stored in one
 * table under the page type (docs/content-model.md, "The form definition"), so a Spanish form
 * with other field names, kinds or options would store answers that cannot be compared. Only
 * the words (labels, hints, the button) may differ. Checks a custom-form page's `form` and the
 * forms of its `doStuffNow` actions.
 */
import { DEFAULT_LOCALE, LOCALES } from '../../../shared/locale.ts'
import { CUSTOM_FORM_CONTENT_TYPE } from '../../../page-types/page-type-manifest.ts'
import type { ContentIndex } from '../content-index.ts'
import type { RawEntry, SpaceSnapshot } from '../space-snapshot.ts'
import type { ContentProblem } from './content-problem.ts'

type Json = Record<string, unknown>

const objectOf = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {})
const present = (value: unknown) => value !== undefined && value !== null && value !== ''

/** What must be the same in every language, one line per form field. */
function structureOf(form: unknown): string[] | null {
  const fields = objectOf(form).fields
  if (!Array.isArray(fields)) return null
  return fields.map((field) => {
    const { name, kind, required, maxLength, autocomplete, options } = objectOf(field)
    const values = Array.isArray(options) ? options.map((option) => String(objectOf(option).value)).join('|') : ''
    return [
      `"${String(name)}" (${String(kind)})`,
      required === true ? 'required' : '',
      present(maxLength) ? `maxLength ${String(maxLength)}` : '',
      present(autocomplete) ? `autocomplete ${String(autocomplete)}` : '',
      values ? `options ${values}` : '',
    ]
      .filter(Boolean)
      .join(', ')
  })
}

/** The differences between two forms' structures, in words; empty when they match. */
export function formDifferences(base: unknown, other: unknown, baseLocale: string, otherLocale: string): string[] {
  const a = structureOf(base)
  const b = structureOf(other)
  if (!a || !b) return []
  const differences: string[] = []
  if (a.length !== b.length) differences.push(`${baseLocale} has ${a.length} fields, ${otherLocale} ${b.length}`)
  for (let position = 0; position < Math.min(a.length, b.length); position++) {
    if (a[position] !== b[position]) differences.push(`field ${position + 1} is ${a[position]} in ${baseLocale} but ${b[position]} in ${otherLocale}`)
  }
  return differences
}

/** A doStuffNow value's actions by key. */
function actionsByKey(value: unknown): Map<string, Json> {
  const actions = objectOf(value).actions
  return new Map(
    (Array.isArray(actions) ? actions : []).map((action, position) => {
      const key = objectOf(action).key
      return [typeof key === 'string' ? key : `#${position + 1}`, objectOf(action)] as const
    }),
  )
}

function entryProblems(entry: RawEntry): ContentProblem[] {
  const problems: ContentProblem[] = []
  const where = { check: 'forms', severity: 'error', entryId: entry.sys.id, contentType: entry.sys.contentType.sys.id } as const
  const own = (field: string, locale: string) => entry.fields[field]?.[locale]
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue
    const report = (field: string, differences: string[]) => {
      if (differences.length === 0) return
      problems.push({ ...where, locale, field, message: `submissions in the two languages would not match: ${differences.join('; ')}` })
    }
    // A locale without its own value shows the default one: nothing differs.
    if (present(own('form', locale)) && present(own('form', DEFAULT_LOCALE))) {
      report('form', formDifferences(own('form', DEFAULT_LOCALE), own('form', locale), DEFAULT_LOCALE, locale))
    }
    if (present(own('actions', locale)) && present(own('actions', DEFAULT_LOCALE))) {
      const base = actionsByKey(own('actions', DEFAULT_LOCALE))
      const other = actionsByKey(own('actions', locale))
      const keys = (map: Map<string, Json>) => [...map.keys()].join(', ')
      if (keys(base) !== keys(other)) {
        report('actions', [`the action keys are ${keys(base) || 'none'} in ${DEFAULT_LOCALE} but ${keys(other) || 'none'} in ${locale}`])
      }
      for (const [key, action] of base) {
        const counterpart = other.get(key)
        if (!counterpart) continue
        if (action.kind !== counterpart.kind) report(`actions.${key}.kind`, [`the action is a ${String(action.kind)} in ${DEFAULT_LOCALE} but a ${String(counterpart.kind)} in ${locale}`])
        else if (action.kind === 'form') report(`actions.${key}.form`, formDifferences(action.form, counterpart.form, DEFAULT_LOCALE, locale))
      }
    }
  }
  return problems
}

export function formLocaleProblems(snapshot: SpaceSnapshot, index: ContentIndex): ContentProblem[] {
  const served = new Set(LOCALES.flatMap((locale) => [...index.pages(locale), ...index.statePages(locale)].map((page) => page.id)))
  return snapshot.entries.filter((entry) => entry.sys.contentType.sys.id === CUSTOM_FORM_CONTENT_TYPE && served.has(entry.sys.id)).flatMap(entryProblems)
}
